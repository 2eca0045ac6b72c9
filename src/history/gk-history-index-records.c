/* gk-history-index-records.c: the times the history index keeps
 *
 * A play whose file holds no record of its own (a file of an older
 * version) takes the times first seen for its id, kept in their own table
 * that a rebuild keeps, each with its digest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-history-index-private.h"

/* A play whose file has no record (a file of an older version): its
 * derived id and the times first seen, so that a touch or a copy never
 * moves it.  Unlike the rows of "files", not built again from the files:
 * a rebuild keeps it. */
const char _gk_index_records_sql[] =
  "CREATE TABLE IF NOT EXISTS records ("
  "  id TEXT PRIMARY KEY,"
  "  started INTEGER NOT NULL,"
  "  finished INTEGER NOT NULL,"
  "  digest TEXT NOT NULL);";

/* @value in decimal, as "%" G_GINT64_FORMAT writes it, ended at @end:
 * where it begins. */
static char *
decimal (gint64  value,
         char   *end)
{
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;

  do
    {
      *--end = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude > 0);
  if (value < 0)
    *--end = '-';
  return end;
}

/* A kept record's digest: a damaged one is not taken.  The SHA-256 of its
 * id, started and finished times in decimal, separated by U+001F. */
char *
_gk_index_record_digest (const char *id,
                         gint64      started,
                         gint64      finished)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  char number[24];
  char *text;

  g_checksum_update (checksum, (const guchar *) id, -1);
  g_checksum_update (checksum, (const guchar *) "\x1f", 1);
  text = decimal (started, number + sizeof number);
  g_checksum_update (checksum, (const guchar *) text, number + sizeof number - text);
  g_checksum_update (checksum, (const guchar *) "\x1f", 1);
  text = decimal (finished, number + sizeof number);
  g_checksum_update (checksum, (const guchar *) text, number + sizeof number - text);
  return g_strdup (g_checksum_get_string (checksum));
}

/* The times @find (a SELECT of started, finished and digest from records,
 * in that order, stepped to a row for @id) holds, when its digest is sound. */
static gboolean
record_row (sqlite3_stmt *find,
            const char   *id,
            gint64       *started,
            gint64       *finished)
{
  g_autofree char *digest = NULL;

  *started = sqlite3_column_int64 (find, 0);
  *finished = sqlite3_column_int64 (find, 1);
  digest = _gk_index_record_digest (id, *started, *finished);
  return g_strcmp0 (digest, (const char *) sqlite3_column_text (find, 2)) == 0;
}

/* A play without a record of its own takes the times the index kept for
 * its id when it was first read, or keeps its own from now on.  Of copies
 * read in any order the earliest times count: a touch or a copy, which
 * only make a file newer, never move the play. */
static sqlite3_stmt *
records_prepare (GkHistoryIndex *self,
                 const char     *sql)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) == SQLITE_OK)
    return stmt;
  sqlite3_finalize (stmt);
  stmt = NULL;
  if (sqlite3_exec (self->db, "DROP TABLE IF EXISTS records;", NULL, NULL, NULL) == SQLITE_OK
      && sqlite3_exec (self->db, _gk_index_records_sql, NULL, NULL, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) == SQLITE_OK)
    return stmt;
  sqlite3_finalize (stmt);
  return NULL;
}

void
_gk_record_keeping_clear (RecordKeeping *keeping)
{
  g_clear_pointer (&keeping->find, sqlite3_finalize);
  g_clear_pointer (&keeping->add, sqlite3_finalize);
}

/* @digest: that of a record of @play's times, when already made. */
gboolean
_gk_index_keep_record (GkHistoryIndex  *self,
                       RecordKeeping   *keeping,
                       GkHistoryPlay   *play,
                       const char      *digest,
                       GError         **error)
{
  g_autofree char *made = NULL;
  gint64 started, finished;
  gboolean taken, failed;
  int rc;

  /* The kept records are a help, never a reason to fail: a table damaged
   * beyond use keeps nothing, and the plays take their files' times. */
  if (keeping->find == NULL)
    keeping->find = records_prepare (self,
                                     "SELECT started, finished, digest FROM records WHERE id = ?");
  if (keeping->find == NULL)
    return TRUE;
  sqlite3_bind_text (keeping->find, 1, play->id, -1, SQLITE_STATIC);
  rc = sqlite3_step (keeping->find);
  taken = rc == SQLITE_ROW && record_row (keeping->find, play->id, &started, &finished)
          && finished <= play->finished;
  sqlite3_reset (keeping->find);
  sqlite3_clear_bindings (keeping->find);
  if (taken)
    {
      play->started = started;
      play->finished = finished;
      return TRUE;
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return TRUE;

  if (keeping->add == NULL)
    keeping->add = records_prepare (self, "INSERT OR REPLACE INTO records VALUES (?, ?, ?, ?)");
  if (keeping->add == NULL)
    return TRUE;
  if (digest == NULL)
    digest = made = _gk_index_record_digest (play->id, play->started, play->finished);
  sqlite3_bind_text (keeping->add, 1, play->id, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (keeping->add, 2, play->started);
  sqlite3_bind_int64 (keeping->add, 3, play->finished);
  sqlite3_bind_text (keeping->add, 4, digest, -1, SQLITE_STATIC);
  rc = sqlite3_step (keeping->add);
  /* Only a full disk or a lost lock fails the scan, as a row would. */
  failed = (rc == SQLITE_FULL || rc == SQLITE_BUSY || rc == SQLITE_IOERR)
           && !_gk_db_fail (self->db, error);
  sqlite3_reset (keeping->add);
  sqlite3_clear_bindings (keeping->add);
  return !failed;
}

/* A kept record of a play read, to check against its digest. */
typedef struct
{
  GkHistoryPlay *play;
  gint64         started;
  gint64         finished;
  char          *digest;    /* as stored */
  gboolean       sound;
} Kept;

static void
kept_clear (gpointer data)
{
  g_free (((Kept *) data)->digest);
}

static void
check_kept (gpointer items,
            guint    i)
{
  Kept *kept = &g_array_index ((GArray *) items, Kept, i);
  g_autofree char *digest = _gk_index_record_digest (kept->play->id, kept->started,
                                                     kept->finished);

  kept->sound = g_strcmp0 (digest, kept->digest) == 0;
}

/* Records a worker of their own is worth. */
#define RECORDS_PER_WORKER 256

/* The times the index kept for the plays without a record: of the copies
 * a scan wrote in any order, the earliest (_gk_index_keep_record()).  The
 * kept records are read in one pass, not looked up one play at a time,
 * and those that would change a play checked against their digests on
 * every processor. */
gboolean
_gk_index_kept_times (GkHistoryIndex  *self,
                      GPtrArray       *plays,
                      GHashTable      *by_id,
                      GError         **error)
{
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (Kept));
  g_autoptr(sqlite3_stmt) all = NULL;
  gboolean any_derived = FALSE;

  for (guint i = 0; i < plays->len && !any_derived; i++)
    any_derived = ((GkHistoryPlay *) g_ptr_array_index (plays, i))->id_derived;
  if (!any_derived)
    return TRUE;

  all = records_prepare (self, "SELECT started, finished, digest, id FROM records");
  if (all == NULL)
    return TRUE;
  g_array_set_clear_func (kept, kept_clear);
  /* A table that cannot be read to the end keeps what it gave. */
  while (sqlite3_step (all) == SQLITE_ROW)
    {
      const char *id = (const char *) sqlite3_column_text (all, 3);
      GkHistoryPlay *play = id != NULL ? g_hash_table_lookup (by_id, id) : NULL;
      gint64 started = sqlite3_column_int64 (all, 0);
      gint64 finished = sqlite3_column_int64 (all, 1);
      Kept record;

      /* A row is written with its record's times (_gk_row_keep()): a
       * record that says what the play says changes nothing, sound or
       * not, and its digest need not be checked. */
      if (play == NULL || !play->id_derived
          || (started == play->started && finished == play->finished))
        continue;
      record = (Kept) { play, started, finished,
                        g_strdup ((const char *) sqlite3_column_text (all, 2)), FALSE };
      g_array_append_val (kept, record);
    }
  _gk_index_in_parallel (kept->len, RECORDS_PER_WORKER, check_kept, kept);
  /* A damaged record: the times of the play's file. */
  for (guint i = 0; i < kept->len; i++)
    {
      const Kept *record = &g_array_index (kept, Kept, i);

      if (record->sound)
        {
          record->play->started = record->started;
          record->play->finished = record->finished;
        }
    }
  return TRUE;
}
