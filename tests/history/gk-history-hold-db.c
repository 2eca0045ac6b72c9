/* gk-history-hold-db.c: another program holding the history index
 *
 * Opens the SQLite database given, takes an exclusive lock in a write
 * transaction, prints "held" and waits for a line on its standard input;
 * then writes a row of its own, commits and prints "committed" (or what
 * went wrong), as a program whose database was not pulled away would.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <sqlite3.h>
#include <stdio.h>

int
main (int   argc,
      char *argv[])
{
  sqlite3 *db = NULL;
  char line[64];

  if (argc != 2 || sqlite3_open (argv[1], &db) != SQLITE_OK
      || sqlite3_exec (db, "BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (x);"
                           " INSERT INTO holder VALUES (1);", NULL, NULL, NULL) != SQLITE_OK)
    {
      printf ("failed %s\n", db != NULL ? sqlite3_errmsg (db) : "");
      return 1;
    }
  printf ("held\n");
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    return 1;
  if (sqlite3_exec (db, "INSERT INTO holder VALUES (2); COMMIT;", NULL, NULL, NULL) != SQLITE_OK)
    printf ("failed %s\n", sqlite3_errmsg (db));
  else
    printf ("committed\n");
  fflush (stdout);
  sqlite3_close (db);
  return 0;
}
