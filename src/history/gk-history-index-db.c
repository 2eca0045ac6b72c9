/* gk-history-index-db.c: the history index's database file
 *
 * The SQLite helpers, the table's schema, and the file: opened and checked
 * (its pages and its table, not its rows), emptied in place or replaced
 * when damaged or from another version, never while another program holds
 * it, and the in-memory database used when the file cannot be.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "gk-history-index-private.h"

/* SQLite's locks on a database file (its os_unix.c): the bytes from
 * PENDING_BYTE on.  A lock held there by anyone means the file is in use. */
#define SQLITE_LOCK_START 0x40000000
#define SQLITE_LOCK_LENGTH 512

static const char schema_sql[] =
  "CREATE TABLE files ("
  "  name BLOB PRIMARY KEY,"
  "  size INTEGER NOT NULL,"
  "  mtime INTEGER NOT NULL,"
  "  state INTEGER NOT NULL,"
  "  play BLOB,"
  "  digest TEXT NOT NULL);";

/* ---- SQLite helpers ---- */

gboolean
_gk_db_fail (sqlite3  *db,
             GError  **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               /* TRANSLATORS: %s is the database's own reason, in English */
               _("The history index cannot be written: %s"),
               db != NULL ? sqlite3_errmsg (db) : "out of memory");
  return FALSE;
}

gboolean
_gk_db_exec (sqlite3     *db,
             const char  *sql,
             GError     **error)
{
  if (sqlite3_exec (db, sql, NULL, NULL, NULL) != SQLITE_OK)
    return _gk_db_fail (db, error);
  return TRUE;
}

sqlite3_stmt *
_gk_db_prepare (sqlite3     *db,
                const char  *sql,
                GError     **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      _gk_db_fail (db, error);
      return NULL;
    }
  return stmt;
}

static gboolean
db_create (sqlite3  *db,
           GError  **error)
{
  g_autofree char *version = g_strdup_printf ("PRAGMA user_version = %d;",
                                              GK_HISTORY_SCHEMA_VERSION);

  return _gk_db_exec (db, schema_sql, error) && _gk_db_exec (db, _gk_index_records_sql, error)
         && _gk_db_exec (db, version, error);
}

/* ---- the database file ---- */

/* Whether another process holds a lock on the database at @path: if so, it
 * is in use and must not be replaced.  @fd keeps our own write lock on
 * success, so that nobody starts a transaction while it is replaced. */
static gboolean
lock_for_replace (const char *path,
                  int        *out_fd)
{
  struct flock lock = { 0, };
  int fd = g_open (path, O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0);

  *out_fd = -1;
  if (fd < 0)
    return errno == ENOENT;
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = SQLITE_LOCK_START;
  lock.l_len = SQLITE_LOCK_LENGTH;
  if (fcntl (fd, F_SETLK, &lock) != 0)
    {
      close (fd);
      return FALSE;
    }
  *out_fd = fd;
  return TRUE;
}

/* Builds a fresh, empty index beside @path and puts it in its place; the
 * journal of the file it replaces goes with it.  FALSE when the file is in
 * use (nothing is touched then). */
gboolean
_gk_index_replace_file (const char  *path,
                        GError     **error)
{
  static const char *const suffixes[] = { "-journal", "-wal", "-shm" };
  g_autofree char *fresh = g_strconcat (path, ".new", NULL);
  sqlite3 *db = NULL;
  int lock_fd;
  gboolean ok;

  if (!lock_for_replace (path, &lock_fd))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY, "in use");
      return FALSE;
    }
  g_unlink (fresh);
  /* Every failure says why: the caller reads the reason. */
  if (sqlite3_open_v2 (fresh, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
    ok = _gk_db_fail (db, error);
  else
    ok = _gk_db_exec (db, "BEGIN;", error) && db_create (db, error)
         && _gk_db_exec (db, "COMMIT;", error);
  sqlite3_close (db);
  if (ok && g_rename (fresh, path) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s", g_strerror (saved));
      ok = FALSE;
    }
  if (ok)
    for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
      {
        g_autofree char *name = g_strconcat (path, suffixes[i], NULL);

        g_unlink (name);
      }
  else
    g_unlink (fresh);
  if (lock_fd >= 0)
    close (lock_fd);
  return ok;
}

static Check
check_code (int rc)
{
  return rc == SQLITE_BUSY || rc == SQLITE_LOCKED ? CHECK_BUSY : CHECK_DAMAGED;
}

/* The version, then every page (PRAGMA quick_check: the structure of
 * every page, not the consistency of the name index with the rows, which
 * the scan reads without it; a damaged row is found by its digest). */
static Check
db_check (sqlite3 *db)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  const unsigned char *result;
  gboolean found = FALSE;
  int rc;
  gint version;

  rc = sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    return check_code (rc);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return check_code (rc);
  version = sqlite3_column_int (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (version != GK_HISTORY_SCHEMA_VERSION)
    return CHECK_SCHEMA;

  /* The table as it was made: a damaged schema can still parse.  (Other
   * tables are another program's business.) */
  rc = sqlite3_prepare_v2 (db, "SELECT sql FROM sqlite_master WHERE type = 'table'"
                               " AND name = 'files'", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    return check_code (rc);
  for (guint n = 0; (rc = sqlite3_step (stmt)) == SQLITE_ROW; n++)
    {
      const char *sql = (const char *) sqlite3_column_text (stmt, 0);

      /* sqlite keeps the statement without its semicolon */
      if (n > 0 || sql == NULL || strlen (sql) + 1 != strlen (schema_sql)
          || strncmp (sql, schema_sql, strlen (sql)) != 0)
        return CHECK_DAMAGED;
      found = TRUE;
    }
  if (rc != SQLITE_DONE)
    return check_code (rc);
  if (!found)
    return CHECK_DAMAGED;
  g_clear_pointer (&stmt, sqlite3_finalize);

  rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    return check_code (rc);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return check_code (rc);
  result = sqlite3_column_text (stmt, 0);
  return g_strcmp0 ((const char *) result, "ok") == 0 ? CHECK_SOUND : CHECK_DAMAGED;
}

/* Empties the index under an exclusive lock, in place: nothing is deleted
 * under another program. */
Check
_gk_index_rebuild_in_place (sqlite3 *db)
{
  int rc = sqlite3_exec (db, "BEGIN EXCLUSIVE;", NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    return check_code (rc);
  rc = sqlite3_exec (db, "DROP TABLE IF EXISTS play_players; DROP TABLE IF EXISTS plays;"
                         " DROP TABLE IF EXISTS files;", NULL, NULL, NULL);
  if (rc == SQLITE_OK && !db_create (db, NULL))
    rc = sqlite3_errcode (db);
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (db, "COMMIT;", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      sqlite3_exec (db, "ROLLBACK;", NULL, NULL, NULL);
      return check_code (rc);
    }
  return CHECK_SOUND;
}

void
_gk_index_note_file (GkHistoryIndex *self)
{
  if (self->in_memory || g_stat (self->index_path, &self->db_stat) != 0)
    memset (&self->db_stat, 0, sizeof self->db_stat);
}

/* Deleted, replaced, truncated or changed by someone else since our last
 * commit: the index must be opened and checked again. */
static gboolean
file_changed_behind_us (GkHistoryIndex *self)
{
  struct stat now;

  if (self->in_memory)
    return FALSE;
  if (g_stat (self->index_path, &now) != 0)
    return TRUE;
  return now.st_dev != self->db_stat.st_dev || now.st_ino != self->db_stat.st_ino
         || now.st_size != self->db_stat.st_size
         || now.st_mtim.tv_sec != self->db_stat.st_mtim.tv_sec
         || now.st_mtim.tv_nsec != self->db_stat.st_mtim.tv_nsec
         || now.st_ctim.tv_sec != self->db_stat.st_ctim.tv_sec
         || now.st_ctim.tv_nsec != self->db_stat.st_ctim.tv_nsec;
}

void
_gk_index_use_memory (GkHistoryIndex *self,
                      char           *problem)
{
  g_clear_pointer (&self->db, sqlite3_close);
  g_free (self->db_problem);
  self->db_problem = problem;
  if (sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK
      || !db_create (self->db, NULL))
    g_clear_pointer (&self->db, sqlite3_close);
  self->in_memory = TRUE;
}

char *
_gk_index_problem_busy (void)
{
  return g_strdup (_("Another program is using the history index: the plays are read from the "
                     "game files until it is done."));
}

char *
_gk_index_problem_unwritable (const char *reason)
{
  /* TRANSLATORS: %s is the system's or the database's reason */
  return g_strdup_printf (_("The history index cannot be written (%s): the plays are read "
                            "from the game files."), reason);
}

/* Opens the index file, checking it, and rebuilding it when it must be
 * rebuilt.  FALSE when it cannot be used: @out_problem says why. */
static gboolean
open_disk (GkHistoryIndex    *self,
           GkHistoryRebuild  *rebuild,
           char             **out_problem)
{
  g_autofree char *folder = g_path_get_dirname (self->index_path);
  g_autoptr(GError) local_error = NULL;
  gboolean existed;
  sqlite3 *db = NULL;
  Check check = CHECK_SOUND;

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      *out_problem = _gk_index_problem_unwritable (g_strerror (errno));
      return FALSE;
    }
  existed = g_file_test (self->index_path, G_FILE_TEST_EXISTS);
  if (existed && !g_file_test (self->index_path, G_FILE_TEST_IS_REGULAR))
    {
      *out_problem = _gk_index_problem_unwritable (g_strerror (EISDIR));
      return FALSE;
    }
  if (sqlite3_open_v2 (self->index_path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                       NULL) != SQLITE_OK)
    {
      *out_problem = _gk_index_problem_unwritable (db != NULL ? sqlite3_errmsg (db)
                                                              : "out of memory");
      sqlite3_close (db);
      return FALSE;
    }
  sqlite3_busy_timeout (db, (int) self->busy_timeout);
  if (sqlite3_db_readonly (db, "main") == 1)
    {
      *out_problem = _gk_index_problem_unwritable (g_strerror (EACCES));
      sqlite3_close (db);
      return FALSE;
    }

  if (!existed)
    {
      *rebuild = GK_HISTORY_REBUILD_MISSING;
      check = _gk_db_exec (db, "BEGIN;", NULL) && db_create (db, NULL)
              && _gk_db_exec (db, "COMMIT;", NULL)
              ? CHECK_SOUND : CHECK_DAMAGED;
    }
  else
    {
      check = db_check (db);
      if (check == CHECK_SCHEMA || check == CHECK_DAMAGED)
        {
          *rebuild = check == CHECK_SCHEMA ? GK_HISTORY_REBUILD_SCHEMA
                                           : GK_HISTORY_REBUILD_CORRUPT;
          check = _gk_index_rebuild_in_place (db);
          if (check == CHECK_SOUND)
            check = db_check (db);
        }
    }

  if (check == CHECK_BUSY)
    {
      sqlite3_close (db);
      *out_problem = _gk_index_problem_busy ();
      return FALSE;
    }
  if (check != CHECK_SOUND)
    {
      /* Beyond repair in place: a fresh file, if nobody holds this one. */
      sqlite3_close (db);
      db = NULL;
      if (!_gk_index_replace_file (self->index_path, &local_error))
        {
          *out_problem = g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_BUSY)
                         ? _gk_index_problem_busy ()
                         : _gk_index_problem_unwritable (local_error->message);
          return FALSE;
        }
      if (sqlite3_open_v2 (self->index_path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK
          || db_check (db) != CHECK_SOUND)
        {
          *out_problem = _gk_index_problem_unwritable (db != NULL ? sqlite3_errmsg (db)
                                                                  : "out of memory");
          sqlite3_close (db);
          return FALSE;
        }
      sqlite3_busy_timeout (db, (int) self->busy_timeout);
    }

  g_clear_pointer (&self->db, sqlite3_close);
  self->db = db;
  self->in_memory = FALSE;
  g_clear_pointer (&self->db_problem, g_free);
  _gk_db_exec (self->db, "PRAGMA synchronous = NORMAL;", NULL);
  _gk_index_note_file (self);
  return TRUE;
}

/* The index to work in: the file when it can be used, else memory. */
gboolean
_gk_index_ensure_db (GkHistoryIndex    *self,
                     GkHistoryRebuild  *rebuild,
                     GError           **error)
{
  g_autofree char *problem = NULL;

  if (self->db != NULL && !self->in_memory && !file_changed_behind_us (self))
    return TRUE;
  /* In memory, the file is tried again at every refresh. */
  if (open_disk (self, rebuild, &problem))
    return TRUE;
  if (self->db != NULL && self->in_memory)
    {
      g_free (self->db_problem);
      self->db_problem = g_steal_pointer (&problem);
      return TRUE;
    }
  g_debug ("History index in memory: %s", problem);
  _gk_index_use_memory (self, g_steal_pointer (&problem));
  if (self->db == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                           _("The play history cannot be read: out of memory"));
      return FALSE;
    }
  return TRUE;
}
