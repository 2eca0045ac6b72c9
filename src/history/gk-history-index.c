/* gk-history-index.c: the plays of the game library, indexed in SQLite
 *
 * One table: every .ginkgo file seen, with the size and time it had, what
 * it is (a play, a game in progress, unreadable), the play serialized as a
 * GVariant, and a digest of the row.  Nothing here is precious: the rows
 * can always be built again from the files.  But the database file is
 * never deleted while another program might hold it: a damaged one is
 * rebuilt in place under an exclusive lock, and replaced only when no
 * process holds a lock on it.  When it cannot be used (busy for long,
 * read-only, unwritable folder), the same rows are kept in an in-memory
 * database built from the files.
 *
 * Opening checks the database's pages and the table's schema, not each
 * row: the rows' digests are checked by a later refresh in the background
 * (gk_history_index_check_rows_async()), and a row found damaged is made
 * again from its file.
 *
 * The database is only ever touched by one thread at a time: the worker of
 * a refresh, or the caller of a blocking form.  The main thread reads the
 * plays of the last refresh from memory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-core-resources.h"
#include "gk-file-io.h"
#include "gk-gamefile.h"
#include "gk-history-index-private.h"
#include "gk-sheet-file.h"
#include "gk-sheets-resources.h"

typedef enum
{
  FILE_PLAY,
  FILE_IN_PROGRESS,
  FILE_DAMAGED
} FileState;

/* How long a refresh waits for another program's write to end. */
#define BUSY_TIMEOUT_MS 10000
/* A burst of changes in the folder (a save, an import) is one refresh. */
#define WATCH_DELAY_MS 200

/* SQLite's locks on a database file (its os_unix.c): the bytes from
 * PENDING_BYTE on.  A lock held there by anyone means the file is in use. */
#define SQLITE_LOCK_START 0x40000000
#define SQLITE_LOCK_LENGTH 512

/* What a refresh found; handed from the worker to the main thread. */
typedef struct
{
  GPtrArray        *plays;      /* of GkHistoryPlay*, one per id, newest first */
  guint             n_damaged;
  GkHistoryRebuild  rebuild;
  char             *problem;
  gboolean          changed;    /* a play came, went or changed */
  gboolean          checked;    /* every row's digest was checked */
  guint             n_remade;   /* rows found damaged and made again */
} Outcome;

struct _GkHistoryIndex
{
  GObject       parent_instance;

  char         *games_dir;
  char         *index_path;

  /* The worker's (or the blocking caller's). */
  sqlite3      *db;
  guint         busy_timeout;   /* ms */
  gboolean      in_memory;
  char         *db_problem;     /* why the disk index is not used, translated */
  struct stat   db_stat;        /* the file as the last commit left it */
  gboolean      opened;
  guint         n_digests_read; /* rows checked against their digests */

  /* The main thread's. */
  GPtrArray    *plays;
  guint         n_damaged;
  char         *problem;
  gboolean      ready;
  gboolean      rows_checked;
  GTask        *running;        /* the refresh in a worker */
  GList        *waiting;        /* GTask*: refreshes asked for while one ran */
  gboolean      check_waiting;  /* one of them asked for the rows' check */
  GCancellable *check_cancellable;
  GFileMonitor *monitor;
  guint         watch_source;
};

G_DEFINE_FINAL_TYPE (GkHistoryIndex, gk_history_index, G_TYPE_OBJECT)

enum
{
  CHANGED,
  REBUILT,
  N_SIGNALS
};

enum
{
  PROP_0,
  PROP_PROBLEM,
  PROP_READY,
  PROP_ROWS_CHECKED,
  PROP_BUSY_TIMEOUT,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

static const char schema_sql[] =
  "CREATE TABLE files ("
  "  name BLOB PRIMARY KEY,"
  "  size INTEGER NOT NULL,"
  "  mtime INTEGER NOT NULL,"
  "  state INTEGER NOT NULL,"
  "  play BLOB,"
  "  digest TEXT NOT NULL);";

/* A play whose file has no record (a file of an older version): its
 * derived id and the times first seen, so that a touch or a copy never
 * moves it.  Unlike the rows of "files", not built again from the files:
 * a rebuild keeps it. */
static const char records_sql[] =
  "CREATE TABLE IF NOT EXISTS records ("
  "  id TEXT PRIMARY KEY,"
  "  started INTEGER NOT NULL,"
  "  finished INTEGER NOT NULL,"
  "  digest TEXT NOT NULL);";

/* A statement on the kept records, or NULL when their table cannot be
 * used (damaged): it is made again, empty, for the next scan. */
static sqlite3_stmt *
records_prepare (GkHistoryIndex *self,
                 const char     *sql);

/* A kept record's digest: a damaged one is not taken. */
static char *
record_digest (const char *id,
               gint64      started,
               gint64      finished)
{
  g_autofree char *text = g_strdup_printf ("%s\x1f%" G_GINT64_FORMAT "\x1f%" G_GINT64_FORMAT, id,
                                           started, finished);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

/* The times @find (a "SELECT started, finished, digest FROM records WHERE
 * id = ?" stepped to a row for @id) holds, when its digest is sound. */
static gboolean
record_row (sqlite3_stmt *find,
            const char   *id,
            gint64       *started,
            gint64       *finished)
{
  g_autofree char *digest = NULL;

  *started = sqlite3_column_int64 (find, 0);
  *finished = sqlite3_column_int64 (find, 1);
  digest = record_digest (id, *started, *finished);
  return g_strcmp0 (digest, (const char *) sqlite3_column_text (find, 2)) == 0;
}

/* A play as a GVariant: the record, the table's facts and the seats; for a
 * score sheet its game, its categories and each seat's points in them. */
#define PLAYER_TYPE "(msmsuiuuuuiubuxaib)"
#define PLAY_TYPE "(sbxxxibxmsmsuuuuui" "a" PLAYER_TYPE "sasas)"
/* The same as g_variant_new() and g_variant_get() take them: the points as
 * a GVariant, the categories as a string vector. */
#define PLAYER_FORMAT "(msmsuiuuuuiubux@aib)"
#define PLAY_FORMAT "(sbxxxibxmsmsuuuuui" "a" PLAYER_TYPE "s^as^as)"

static void
outcome_free (Outcome *outcome)
{
  g_clear_pointer (&outcome->plays, g_ptr_array_unref);
  g_free (outcome->problem);
  g_free (outcome);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Outcome, outcome_free)

/* ---- paths ---- */

char *
gk_history_default_games_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "games", NULL);
}

char *
gk_history_default_index_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "history.sqlite", NULL);
}

/* ---- SQLite helpers ---- */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

static gboolean
db_fail (sqlite3  *db,
         GError  **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               /* TRANSLATORS: %s is the database's own reason, in English */
               _("The history index cannot be written: %s"),
               db != NULL ? sqlite3_errmsg (db) : "out of memory");
  return FALSE;
}

static gboolean
db_exec (sqlite3     *db,
         const char  *sql,
         GError     **error)
{
  if (sqlite3_exec (db, sql, NULL, NULL, NULL) != SQLITE_OK)
    return db_fail (db, error);
  return TRUE;
}

static sqlite3_stmt *
db_prepare (sqlite3     *db,
            const char  *sql,
            GError     **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      db_fail (db, error);
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

  return db_exec (db, schema_sql, error) && db_exec (db, records_sql, error)
         && db_exec (db, version, error);
}

/* ---- rows ---- */

/* The digest of a row: what it says, so that a damaged row is noticed. */
static char *
row_digest (const char *name,
            gsize       name_length,
            gint64      size,
            gint64      mtime,
            gint        state,
            const void *play,
            gsize       play_length)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *numbers = g_strdup_printf ("\x1f%" G_GINT64_FORMAT "\x1f%" G_GINT64_FORMAT
                                              "\x1f%d\x1f", size, mtime, state);

  g_checksum_update (sum, (const guchar *) name, (gssize) name_length);
  g_checksum_update (sum, (const guchar *) numbers, -1);
  if (play != NULL)
    g_checksum_update (sum, play, (gssize) play_length);
  return g_strdup (g_checksum_get_string (sum));
}

static GVariant *
play_to_variant (const GkHistoryPlay *play)
{
  GVariantBuilder players;

  guint n_categories = gk_history_play_get_n_categories (play);
  const char *const no_categories[] = { NULL };

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a" PLAYER_TYPE));
  for (guint i = 0; i < play->players->len; i++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);
      GVariant *categories = g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, p->categories,
                                                        p->categories != NULL ? n_categories : 0,
                                                        sizeof (gint32));

      g_variant_builder_add (&players, PLAYER_FORMAT, p->name, p->person, (guint32) p->colour,
                             (gint32) p->seat, p->tokens, p->cards, p->renewal, p->districts,
                             (gint32) p->total, p->rank, p->winner, p->timed_turns,
                             (gint64) p->turn_seconds, categories, p->anonymous);
    }
  return g_variant_ref_sink (
    g_variant_new (PLAY_FORMAT, play->id != NULL ? play->id : "", play->id_derived,
                   play->modified, play->started, play->finished, play->utc_offset,
                   play->offset_known, play->duration, play->location, play->note, play->n_players,
                   (guint32) play->variant, (guint32) play->solo_level, play->rounds,
                   (guint32) play->end_trigger, (gint32) play->end_player, &players,
                   play->game,
                   play->categories != NULL ? (const char *const *) play->categories
                                            : no_categories,
                   play->expansions != NULL ? (const char *const *) play->expansions
                                            : no_categories));
}

static GkHistoryPlay *
play_from_variant (GVariant   *variant,
                   const char *file)
{
  g_autoptr(GkHistoryPlay) play = gk_history_play_new ();
  g_autoptr(GVariantIter) players = NULL;
  guint32 variant_kind, solo_level, end_trigger;
  gint32 end_player;
  guint32 colour;
  gint32 seat, total;
  GVariant *points = NULL;
  GkHistoryPlayer p = { 0 };
  guint n_categories;

  g_free (play->game);
  g_variant_get (variant, PLAY_FORMAT, &play->id, &play->id_derived, &play->modified,
                 &play->started, &play->finished, &play->utc_offset, &play->offset_known,
                 &play->duration, &play->location, &play->note, &play->n_players, &variant_kind,
                 &solo_level, &play->rounds, &end_trigger, &end_player, &players, &play->game,
                 &play->categories, &play->expansions);
  play->file = g_strdup (file);
  play->variant = (GkVariant) variant_kind;
  play->solo_level = (GkSoloLevel) solo_level;
  play->end_trigger = (GkEndTrigger) end_trigger;
  play->end_player = end_player;
  n_categories = g_strv_length (play->categories);
  if (n_categories == 0)
    g_clear_pointer (&play->categories, g_strfreev);
  if (g_strv_length (play->expansions) == 0)
    g_clear_pointer (&play->expansions, g_strfreev);

  while (g_variant_iter_next (players, PLAYER_FORMAT, &p.name, &p.person, &colour, &seat,
                              &p.tokens, &p.cards, &p.renewal, &p.districts, &total, &p.rank,
                              &p.winner, &p.timed_turns, &p.turn_seconds, &points,
                              &p.anonymous))
    {
      gsize n_points = 0;
      const gint32 *values = g_variant_get_fixed_array (points, &n_points, sizeof (gint32));

      p.colour = (GkPlayerColour) colour;
      p.seat = seat;
      p.total = total;
      p.categories = NULL;
      /* A seat holds a point for each category of its play, or none. */
      if (n_categories > 0)
        {
          p.categories = g_new0 (gint, n_categories);
          memcpy (p.categories, values, sizeof (gint) * MIN (n_points, n_categories));
        }
      g_clear_pointer (&points, g_variant_unref);
      g_array_append_val (play->players, p);
    }
  return g_steal_pointer (&play);
}

/* Whether @play read from a row holds only values a play can hold: a row
 * is read before its digest is checked, and a damaged one must not reach
 * the pages as a play that cannot be. */
static gboolean
play_is_sound (const GkHistoryPlay *play)
{
  if (play->id == NULL || *play->id == '\0' || play->game == NULL || *play->game == '\0'
      || play->n_players < 1 || play->n_players > GK_HISTORY_MAX_SEATS
      || play->players->len < 1 || play->players->len > GK_HISTORY_MAX_SEATS + 1
      || (guint) play->variant > GK_VARIANT_SOLO || (guint) play->solo_level > GK_SOLO_EXPERT
      || (guint) play->end_trigger > GK_END_OPPONENT_CANNOT_PAY || play->duration < -1
      || (play->end_player != GK_NO_PLAYER && play->end_player != GK_HISTORY_SEAT_HAL
          && (play->end_player < 0 || play->end_player >= GK_HISTORY_MAX_SEATS)))
    return FALSE;
  for (guint i = 0; i < play->players->len; i++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);

      if ((guint) p->colour > GK_HISTORY_NO_COLOUR || p->rank < 1 || p->rank > play->players->len
          || (p->seat != GK_HISTORY_SEAT_HAL && (p->seat < 0 || p->seat >= GK_HISTORY_MAX_SEATS))
          || p->turn_seconds < 0)
        return FALSE;
    }
  return TRUE;
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
static gboolean
replace_file (const char  *path,
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
    ok = db_fail (db, error);
  else
    ok = db_exec (db, "BEGIN;", error) && db_create (db, error)
         && db_exec (db, "COMMIT;", error);
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

typedef enum
{
  CHECK_SOUND,
  CHECK_BUSY,
  CHECK_DAMAGED,
  CHECK_SCHEMA
} Check;

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
static Check
rebuild_in_place (sqlite3 *db)
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

static void
note_file (GkHistoryIndex *self)
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

static void
use_memory (GkHistoryIndex *self,
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

static char *
problem_busy (void)
{
  return g_strdup (_("Another program is using the history index: the plays are read from the "
                     "game files until it is done."));
}

static char *
problem_unwritable (const char *reason)
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
      *out_problem = problem_unwritable (g_strerror (errno));
      return FALSE;
    }
  existed = g_file_test (self->index_path, G_FILE_TEST_EXISTS);
  if (existed && !g_file_test (self->index_path, G_FILE_TEST_IS_REGULAR))
    {
      *out_problem = problem_unwritable (g_strerror (EISDIR));
      return FALSE;
    }
  if (sqlite3_open_v2 (self->index_path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                       NULL) != SQLITE_OK)
    {
      *out_problem = problem_unwritable (db != NULL ? sqlite3_errmsg (db) : "out of memory");
      sqlite3_close (db);
      return FALSE;
    }
  sqlite3_busy_timeout (db, (int) self->busy_timeout);
  if (sqlite3_db_readonly (db, "main") == 1)
    {
      *out_problem = problem_unwritable (g_strerror (EACCES));
      sqlite3_close (db);
      return FALSE;
    }

  if (!existed)
    {
      *rebuild = GK_HISTORY_REBUILD_MISSING;
      check = db_exec (db, "BEGIN;", NULL) && db_create (db, NULL) && db_exec (db, "COMMIT;", NULL)
              ? CHECK_SOUND : CHECK_DAMAGED;
    }
  else
    {
      check = db_check (db);
      if (check == CHECK_SCHEMA || check == CHECK_DAMAGED)
        {
          *rebuild = check == CHECK_SCHEMA ? GK_HISTORY_REBUILD_SCHEMA
                                           : GK_HISTORY_REBUILD_CORRUPT;
          check = rebuild_in_place (db);
          if (check == CHECK_SOUND)
            check = db_check (db);
        }
    }

  if (check == CHECK_BUSY)
    {
      sqlite3_close (db);
      *out_problem = problem_busy ();
      return FALSE;
    }
  if (check != CHECK_SOUND)
    {
      /* Beyond repair in place: a fresh file, if nobody holds this one. */
      sqlite3_close (db);
      db = NULL;
      if (!replace_file (self->index_path, &local_error))
        {
          *out_problem = g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_BUSY)
                         ? problem_busy () : problem_unwritable (local_error->message);
          return FALSE;
        }
      if (sqlite3_open_v2 (self->index_path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK
          || db_check (db) != CHECK_SOUND)
        {
          *out_problem = problem_unwritable (db != NULL ? sqlite3_errmsg (db) : "out of memory");
          sqlite3_close (db);
          return FALSE;
        }
      sqlite3_busy_timeout (db, (int) self->busy_timeout);
    }

  g_clear_pointer (&self->db, sqlite3_close);
  self->db = db;
  self->in_memory = FALSE;
  g_clear_pointer (&self->db_problem, g_free);
  db_exec (self->db, "PRAGMA synchronous = NORMAL;", NULL);
  note_file (self);
  return TRUE;
}

/* The index to work in: the file when it can be used, else memory. */
static gboolean
ensure_db (GkHistoryIndex    *self,
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
  use_memory (self, g_steal_pointer (&problem));
  if (self->db == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                           _("The play history cannot be read: out of memory"));
      return FALSE;
    }
  return TRUE;
}

/* ---- reading the files ---- */

typedef struct
{
  gint64 size;
  gint64 mtime;       /* microseconds */
} FileStamp;

/* A file of the library, read once: a score sheet or a game. */
static FileState
read_play (GFile          *file,
           const char     *name,
           GFileInfo      *info,
           gint64          mtime,
           GkHistoryPlay **out_play)
{
  g_autoptr(GkGameFile) game_file = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  gint64 finished, started;
  FileState state;

  *out_play = NULL;
  /* Files of older versions hold no times: the last write stands for the
   * end and the file's birth, where recorded, for the start. */
  finished = mtime / G_USEC_PER_SEC;
  started = finished;
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_CREATED))
    started = MIN ((gint64) g_file_info_get_attribute_uint64 (info,
                                                              G_FILE_ATTRIBUTE_TIME_CREATED),
                   finished);

  if (!gk_file_read_bounded (file, &data, &length, NULL))
    return FILE_DAMAGED;
  if (gk_sheet_file_sniff (data, length))
    {
      g_autoptr(GkSheet) sheet = gk_sheet_file_load_data (data, length, name, NULL);

      if (sheet == NULL)
        return FILE_DAMAGED;
      *out_play = gk_history_play_new_from_sheet (name, started, finished, sheet);
      state = *out_play != NULL ? FILE_PLAY : FILE_IN_PROGRESS;
    }
  else
    {
      game_file = gk_game_file_load_data (data, length, name, NULL);
      if (game_file == NULL)
        return FILE_DAMAGED;
      if (game_file->game == NULL)
        /* A position is a scored table, not a game that was played. */
        return FILE_IN_PROGRESS;
      *out_play = gk_history_play_new_from_game (name, started, finished, game_file->game);
      state = *out_play != NULL ? FILE_PLAY : FILE_IN_PROGRESS;
    }
  if (*out_play != NULL)
    (*out_play)->modified = mtime;
  return state;
}

/* Drops the row named @name, as its name is stored (@length bytes). */
static gboolean
forget_file (GkHistoryIndex  *self,
             const char      *name,
             gsize            length,
             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = db_prepare (self->db, "DELETE FROM files WHERE name = ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_blob (stmt, 1, name, (int) length, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return db_fail (self->db, error);
  return TRUE;
}

/* A row as it is written: made in a worker, written by the scan. */
typedef struct
{
  GFile     *file;
  GFileInfo *info;
  char      *name;
  FileStamp  stamp;
  FileState  state;
  GVariant  *play;      /* NULL unless state is FILE_PLAY */
  char      *digest;
  gboolean   done;      /* made (under the scan's lock) */
  GkHistoryPlay *unkept;  /* a play without a record: made into @play and @digest by
                           * the scan, with the times the index kept for it */
} Row;

static void
row_free (Row *row)
{
  g_clear_object (&row->file);
  g_clear_object (&row->info);
  g_free (row->name);
  g_clear_pointer (&row->play, g_variant_unref);
  g_free (row->digest);
  g_clear_pointer (&row->unkept, gk_history_play_free);
  g_free (row);
}

/* The row's play and digest, from @play (may be NULL). */
static void
row_set_play (Row           *row,
              GkHistoryPlay *play)
{
  gconstpointer data = NULL;
  gsize length = 0;

  if (play != NULL)
    {
      row->play = g_variant_ref_sink (play_to_variant (play));
      data = g_variant_get_data (row->play);
      length = g_variant_get_size (row->play);
    }
  row->digest = row_digest (row->name, strlen (row->name), row->stamp.size, row->stamp.mtime,
                            row->state, data, length);
}

/* Reads the row's file (only a regular file: a FIFO or a folder is not a
 * game), replays it and makes its digest. */
static void
row_make (Row *row)
{
  g_autoptr(GkHistoryPlay) play = NULL;

  row->state = g_file_info_get_file_type (row->info) == G_FILE_TYPE_REGULAR
               ? read_play (row->file, row->name, row->info, row->stamp.mtime, &play)
               : FILE_DAMAGED;
  /* Its times are the index's to give (keep_record()), in the scan. */
  if (play != NULL && play->id_derived && play->times_derived)
    row->unkept = g_steal_pointer (&play);
  else
    row_set_play (row, play);
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
      && sqlite3_exec (self->db, records_sql, NULL, NULL, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) == SQLITE_OK)
    return stmt;
  sqlite3_finalize (stmt);
  return NULL;
}

static gboolean
keep_record (GkHistoryIndex  *self,
             GkHistoryPlay   *play,
             GError         **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;
  g_autoptr(sqlite3_stmt) add = NULL;
  g_autofree char *digest = NULL;
  gint64 started, finished;
  int rc;

  /* The kept records are a help, never a reason to fail: a table damaged
   * beyond use keeps nothing, and the plays take their files' times. */
  find = records_prepare (self, "SELECT started, finished, digest FROM records WHERE id = ?");
  if (find == NULL)
    return TRUE;
  sqlite3_bind_text (find, 1, play->id, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (find);
  if (rc == SQLITE_ROW && record_row (find, play->id, &started, &finished)
      && finished <= play->finished)
    {
      play->started = started;
      play->finished = finished;
      return TRUE;
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return TRUE;
  add = records_prepare (self, "INSERT OR REPLACE INTO records VALUES (?, ?, ?, ?)");
  if (add == NULL)
    return TRUE;
  digest = record_digest (play->id, play->started, play->finished);
  sqlite3_bind_text (add, 1, play->id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (add, 2, play->started);
  sqlite3_bind_int64 (add, 3, play->finished);
  sqlite3_bind_text (add, 4, digest, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (add);
  /* Only a full disk or a lost lock fails the scan, as a row would. */
  if (rc == SQLITE_FULL || rc == SQLITE_BUSY || rc == SQLITE_IOERR)
    return db_fail (self->db, error);
  return TRUE;
}

static gboolean
store_row (GkHistoryIndex  *self,
           sqlite3_stmt    *insert,
           const Row       *row,
           GError         **error)
{
  sqlite3_reset (insert);
  sqlite3_clear_bindings (insert);
  sqlite3_bind_blob (insert, 1, row->name, (int) strlen (row->name), SQLITE_STATIC);
  sqlite3_bind_int64 (insert, 2, row->stamp.size);
  sqlite3_bind_int64 (insert, 3, row->stamp.mtime);
  sqlite3_bind_int (insert, 4, row->state);
  if (row->play != NULL)
    sqlite3_bind_blob (insert, 5, g_variant_get_data (row->play),
                       (int) g_variant_get_size (row->play), SQLITE_STATIC);
  else
    sqlite3_bind_null (insert, 5);
  sqlite3_bind_text (insert, 6, row->digest, -1, SQLITE_STATIC);
  if (sqlite3_step (insert) != SQLITE_DONE)
    return db_fail (self->db, error);
  return TRUE;
}

#define STAMP_ATTRIBUTES                                                         \
  G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE ","          \
  G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED ","          \
  G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_TIME_CREATED

static FileStamp
stamp_of (GFileInfo *info)
{
  FileStamp stamp;

  stamp.size = g_file_info_get_size (info);
  stamp.mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
                * G_USEC_PER_SEC
                + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return stamp;
}

/* The stamps the index holds, by file name. */
static GHashTable *
known_files (GkHistoryIndex  *self,
             GError         **error)
{
  g_autoptr(GHashTable) known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(sqlite3_stmt) stmt = db_prepare (self->db, "SELECT name, size, mtime FROM files",
                                             error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      FileStamp *stamp = g_new (FileStamp, 1);
      const char *name = sqlite3_column_blob (stmt, 0);
      int length = sqlite3_column_bytes (stmt, 0);

      stamp->size = sqlite3_column_int64 (stmt, 1);
      stamp->mtime = sqlite3_column_int64 (stmt, 2);
      g_hash_table_insert (known, g_strndup (name != NULL ? name : "", (gsize) length), stamp);
    }
  if (rc != SQLITE_DONE)
    {
      db_fail (self->db, error);
      return NULL;
    }
  return g_steal_pointer (&known);
}

/* The rows of a scan being made by a pool of workers, one per processor:
 * the scan writes each as soon as it is made, in the folder's order. */
typedef struct
{
  GMutex        lock;
  GCond         made;
  GCancellable *cancellable;
} Making;

static void
make_in_pool (gpointer data,
              gpointer user_data)
{
  Row *row = data;
  Making *making = user_data;

  if (!g_cancellable_is_cancelled (making->cancellable))
    row_make (row);
  g_mutex_lock (&making->lock);
  row->done = TRUE;
  g_cond_broadcast (&making->made);
  g_mutex_unlock (&making->lock);
}

/* Rows written in one transaction: a first build of thousands of files
 * commits as it goes, a refresh of a few files once. */
#define ROWS_PER_BATCH 256

/* The files of the folder whose rows are missing or out of date (a new
 * size or time); those the index knows and the folder has are taken out
 * of @known, which is left with the files that vanished. */
static GPtrArray *
rows_to_make (GkHistoryIndex  *self,
              GHashTable      *known,
              GCancellable    *cancellable)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  g_autoptr(GFile) folder = g_file_new_for_path (self->games_dir);
  g_autoptr(GFileEnumerator) children = NULL;

  /* A library folder that does not exist yet holds no plays. */
  children = g_file_enumerate_children (folder, STAMP_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                                        cancellable, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;
      FileStamp *seen;
      FileStamp stamp;
      Row *row;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, NULL) || info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (!gk_game_file_is_name (name))
        continue;

      stamp = stamp_of (info);
      seen = g_hash_table_lookup (known, name);
      if (seen == NULL || seen->size != stamp.size || seen->mtime != stamp.mtime)
        {
          row = g_new0 (Row, 1);
          row->file = g_object_ref (child);
          row->info = g_object_ref (info);
          row->name = g_strdup (name);
          row->stamp = stamp;
          g_ptr_array_add (rows, row);
        }
      g_hash_table_remove (known, name);
    }
  return g_steal_pointer (&rows);
}

/* Writes @rows (made by @pool, or here when it is NULL) in batches. */
static gboolean
write_rows (GkHistoryIndex  *self,
            GPtrArray       *rows,
            GThreadPool     *pool,
            Making          *making,
            GCancellable    *cancellable,
            GError         **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;

  insert = db_prepare (self->db, "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, ?)", error);
  if (insert == NULL)
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      Row *row = g_ptr_array_index (rows, i);

      if (pool == NULL)
        row_make (row);
      else
        {
          g_mutex_lock (&making->lock);
          while (!row->done)
            g_cond_wait (&making->made, &making->lock);
          g_mutex_unlock (&making->lock);
        }
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (row->unkept != NULL)
        {
          if (!keep_record (self, row->unkept, error))
            return FALSE;
          row_set_play (row, row->unkept);
          g_clear_pointer (&row->unkept, gk_history_play_free);
        }
      if (!store_row (self, insert, row, error))
        return FALSE;
      /* The row is written: what it held is not needed any more. */
      g_clear_pointer (&row->play, g_variant_unref);
      if ((i + 1) % ROWS_PER_BATCH == 0 && i + 1 < rows->len
          && !(db_exec (self->db, "COMMIT;", error) && db_exec (self->db, "BEGIN IMMEDIATE;", error)))
        return FALSE;
    }
  return TRUE;
}

/* Brings the rows up to date with the folder: the files read, replayed
 * and digested in parallel, each read once, the rows written in batches. */
static gboolean
scan_folder (GkHistoryIndex  *self,
             GCancellable    *cancellable,
             gboolean        *changed,
             GError         **error)
{
  g_autoptr(GHashTable) known = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GThreadPool *pool = NULL;
  Making making = { .cancellable = cancellable };
  GHashTableIter iter;
  gpointer key;
  gboolean ok;

  known = known_files (self, error);
  if (known == NULL)
    return FALSE;
  rows = rows_to_make (self, known, cancellable);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (!db_exec (self->db, "BEGIN IMMEDIATE;", error))
    return FALSE;
  g_mutex_init (&making.lock);
  g_cond_init (&making.made);
  /* One file is made here; more by as many workers as there are
   * processors, the scan writing the rows as they come. */
  if (rows->len > 1)
    {
      pool = g_thread_pool_new (make_in_pool, &making,
                                (gint) MIN ((guint) g_get_num_processors (), rows->len), TRUE,
                                NULL);
      for (guint i = 0; i < rows->len; i++)
        g_thread_pool_push (pool, g_ptr_array_index (rows, i), NULL);
    }
  ok = write_rows (self, rows, pool, &making, cancellable, error);
  if (pool != NULL)
    {
      /* A scan that stops early drops the rows not begun. */
      g_thread_pool_free (pool, !ok, TRUE);
    }
  g_cond_clear (&making.made);
  g_mutex_clear (&making.lock);
  if (rows->len > 0)
    *changed = TRUE;

  /* What is left vanished from the folder. */
  g_hash_table_iter_init (&iter, known);
  while (ok && g_hash_table_iter_next (&iter, &key, NULL))
    {
      ok = forget_file (self, key, strlen (key), error);
      *changed = TRUE;
    }

  if (!ok || !db_exec (self->db, "COMMIT;", error))
    {
      db_exec (self->db, "ROLLBACK;", NULL);
      return FALSE;
    }
  note_file (self);
  return TRUE;
}

/* ---- checking the rows ---- */

/* How often a check looks whether it is cancelled, in rows. */
#define ROWS_PER_CANCEL_CHECK 64

/* The stored names (GBytes) of the rows that do not say what they said
 * when they were written; NULL on failure, with @damaged when the
 * database itself is. */
static GPtrArray *
damaged_rows (GkHistoryIndex  *self,
              GCancellable    *cancellable,
              gboolean        *damaged,
              GError         **error)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  *damaged = FALSE;
  stmt = db_prepare (self->db, "SELECT name, size, mtime, state, play, digest FROM files", error);
  if (stmt == NULL)
    return NULL;
  for (guint n = 1; (rc = sqlite3_step (stmt)) == SQLITE_ROW; n++)
    {
      const char *name = sqlite3_column_blob (stmt, 0);
      gsize name_length = (gsize) sqlite3_column_bytes (stmt, 0);
      g_autofree char *digest = NULL;

      digest = row_digest (name != NULL ? name : "", name_length, sqlite3_column_int64 (stmt, 1),
                           sqlite3_column_int64 (stmt, 2), sqlite3_column_int (stmt, 3),
                           sqlite3_column_blob (stmt, 4), (gsize) sqlite3_column_bytes (stmt, 4));
      self->n_digests_read++;
      if (g_strcmp0 (digest, (const char *) sqlite3_column_text (stmt, 5)) != 0)
        g_ptr_array_add (names, g_bytes_new (name, name_length));
      if (n % ROWS_PER_CANCEL_CHECK == 0
          && g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
    }
  if (rc != SQLITE_DONE)
    {
      *damaged = rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
      db_fail (self->db, error);
      return NULL;
    }
  return g_steal_pointer (&names);
}

/* The row of the file @name of the library made again, when there is
 * such a file; FALSE only when it cannot be written. */
static gboolean
remake_row (GkHistoryIndex  *self,
            sqlite3_stmt    *insert,
            const char      *name,
            GError         **error)
{
  g_autoptr(GFile) folder = g_file_new_for_path (self->games_dir);
  g_autoptr(GFileInfo) info = NULL;
  GFile *file;
  Row *row;
  gboolean ok = TRUE;

  /* A damaged name may name anything: only a file of the library. */
  if (!gk_game_file_is_name (name) || strchr (name, G_DIR_SEPARATOR) != NULL)
    return TRUE;
  file = g_file_get_child (folder, name);
  info = g_file_query_info (file, STAMP_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    {
      g_object_unref (file);
      return TRUE;
    }
  row = g_new0 (Row, 1);
  row->file = file;
  row->info = g_steal_pointer (&info);
  row->name = g_strdup (name);
  row->stamp = stamp_of (row->info);
  row_make (row);
  if (row->unkept != NULL)
    {
      ok = keep_record (self, row->unkept, error);
      if (ok)
        row_set_play (row, row->unkept);
    }
  ok = ok && store_row (self, insert, row, error);
  row_free (row);
  return ok;
}

/* The damaged rows named @names (GBytes, as stored) dropped, and their
 * files, those the library has, read again. */
static gboolean
remake_rows (GkHistoryIndex  *self,
             GPtrArray       *names,
             GCancellable    *cancellable,
             GError         **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;
  gboolean ok = TRUE;
  gboolean changed = FALSE;

  if (names->len == 0)
    return TRUE;
  if (!db_exec (self->db, "BEGIN IMMEDIATE;", error))
    return FALSE;
  insert = db_prepare (self->db, "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, ?)", error);
  ok = insert != NULL;
  for (guint i = 0; ok && i < names->len; i++)
    {
      gsize length = 0;
      const char *stored = g_bytes_get_data (g_ptr_array_index (names, i), &length);
      g_autofree char *name = g_strndup (stored, length);

      ok = forget_file (self, stored != NULL ? stored : "", length, error)
           && (strlen (name) != length || remake_row (self, insert, name, error));
    }
  g_clear_pointer (&insert, sqlite3_finalize);
  if (!ok || !db_exec (self->db, "COMMIT;", error))
    {
      db_exec (self->db, "ROLLBACK;", NULL);
      return FALSE;
    }
  note_file (self);
  /* A row whose name was damaged is gone: its file is read again. */
  return scan_folder (self, cancellable, &changed, error);
}

/* Every row checked against its digest; the damaged ones made again.
 * @n_remade: how many were damaged. */
static gboolean
check_rows (GkHistoryIndex  *self,
            GCancellable    *cancellable,
            guint           *n_remade,
            gboolean        *damaged,
            GError         **error)
{
  g_autoptr(GPtrArray) names = damaged_rows (self, cancellable, damaged, error);

  *n_remade = 0;
  if (names == NULL || !remake_rows (self, names, cancellable, error))
    return FALSE;
  *n_remade = names->len;
  return TRUE;
}

/* ---- reading the index ---- */

static int
compare_plays (gconstpointer a,
               gconstpointer b)
{
  const GkHistoryPlay *pa = *(const GkHistoryPlay * const *) a;
  const GkHistoryPlay *pb = *(const GkHistoryPlay * const *) b;

  if (pa->finished != pb->finished)
    return pa->finished > pb->finished ? -1 : 1;
  return g_strcmp0 (pa->file, pb->file);
}

/* The times the index kept for the plays without a record: of the copies
 * a scan wrote in any order, the earliest (keep_record()). */
static gboolean
kept_times (GkHistoryIndex  *self,
            GPtrArray       *plays,
            GError         **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;

  find = records_prepare (self, "SELECT started, finished, digest FROM records WHERE id = ?");
  if (find == NULL)
    return TRUE;
  for (guint i = 0; i < plays->len; i++)
    {
      GkHistoryPlay *play = g_ptr_array_index (plays, i);
      int rc;

      if (!play->id_derived)
        continue;
      sqlite3_reset (find);
      sqlite3_bind_text (find, 1, play->id, -1, SQLITE_TRANSIENT);
      rc = sqlite3_step (find);
      if (rc == SQLITE_ROW)
        {
          gint64 started, finished;

          /* A damaged row: the times of the play's file. */
          if (record_row (find, play->id, &started, &finished))
            {
              play->started = started;
              play->finished = finished;
            }
        }
      else if (rc != SQLITE_DONE)
        return TRUE;
    }
  return TRUE;
}

static GPtrArray *
read_rows (GkHistoryIndex  *self,
           guint           *out_n_damaged,
           GPtrArray       *unsound,
           gboolean        *damaged,
           GError         **error)
{
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  *damaged = FALSE;
  *out_n_damaged = 0;
  /* Not the digests: a later check reads them (check_rows()).  What the
   * plays are made of is read as untrusted data. */
  stmt = db_prepare (self->db, "SELECT name, state, play FROM files", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *stored = sqlite3_column_blob (stmt, 0);
      gsize name_length = (gsize) sqlite3_column_bytes (stmt, 0);
      g_autofree char *name = g_strndup (stored, name_length);
      gint state = sqlite3_column_int (stmt, 1);
      gconstpointer data = sqlite3_column_blob (stmt, 2);
      gsize length = (gsize) sqlite3_column_bytes (stmt, 2);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GVariant) variant = NULL;
      GkHistoryPlay *play, *other;

      if ((state == FILE_PLAY) != (data != NULL) || state < FILE_PLAY || state > FILE_DAMAGED)
        {
          g_ptr_array_add (unsound, g_bytes_new (stored, name_length));
          continue;
        }
      if (state == FILE_DAMAGED)
        (*out_n_damaged)++;
      if (state != FILE_PLAY)
        continue;

      bytes = g_bytes_new (data, length);
      variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (PLAY_TYPE), bytes,
                                                              FALSE));
      play = play_from_variant (variant, name);
      if (!play_is_sound (play))
        {
          gk_history_play_free (play);
          g_ptr_array_add (unsound, g_bytes_new (stored, name_length));
          continue;
        }

      /* Copies of one play (the same id): the file written last counts. */
      other = g_hash_table_lookup (by_id, play->id);
      if (other != NULL && (other->modified > play->modified
                            || (other->modified == play->modified
                                && g_strcmp0 (other->file, play->file) < 0)))
        {
          gk_history_play_free (play);
          continue;
        }
      if (other != NULL)
        {
          g_hash_table_remove (by_id, other->id);
          g_ptr_array_remove_fast (plays, other);
        }
      g_ptr_array_add (plays, play);
      g_hash_table_insert (by_id, play->id, play);
    }
  if (rc != SQLITE_DONE)
    {
      *damaged = rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
      db_fail (self->db, error);
      return NULL;
    }
  if (!kept_times (self, plays, error))
    return NULL;

  g_ptr_array_sort (plays, compare_plays);
  return g_steal_pointer (&plays);
}

/* ---- a refresh ---- */

/* Open, scan and read; a damaged index found on the way is rebuilt once;
 * one that cannot be written is replaced by one in memory. */
static Outcome *
refresh (GkHistoryIndex  *self,
         gboolean         check,
         GCancellable    *cancellable,
         GError         **error)
{
  g_autoptr(Outcome) outcome = g_new0 (Outcome, 1);
  gboolean emptied = FALSE;

  for (guint attempt = 0; attempt < 3; attempt++)
    {
      g_autoptr(GError) local_error = NULL;
      gboolean damaged = FALSE;

      if (!ensure_db (self, &outcome->rebuild, error))
        return NULL;
      if (!scan_folder (self, cancellable, &outcome->changed, &local_error))
        {
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          if (self->in_memory)
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          /* Busy for long, read-only, full: the files are read into memory. */
          use_memory (self, problem_unwritable (local_error->message));
          continue;
        }
      if (!check || check_rows (self, cancellable, &outcome->n_remade, &damaged, &local_error))
        {
          g_autoptr(GPtrArray) unsound = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

          outcome->plays = read_rows (self, &outcome->n_damaged, unsound, &damaged, &local_error);
          /* A damaged row met on the way: made again from its file, and
           * the rows read again (a row damaged twice over: rebuilt). */
          if (outcome->plays != NULL && unsound->len > 0)
            {
              outcome->n_remade += unsound->len;
              g_clear_pointer (&outcome->plays, g_ptr_array_unref);
              if (remake_rows (self, unsound, cancellable, &local_error))
                {
                  g_ptr_array_set_size (unsound, 0);
                  outcome->plays = read_rows (self, &outcome->n_damaged, unsound, &damaged,
                                              &local_error);
                }
              if (outcome->plays != NULL && unsound->len > 0)
                {
                  g_clear_pointer (&outcome->plays, g_ptr_array_unref);
                  damaged = TRUE;
                }
            }
        }
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (outcome->plays != NULL)
        {
          outcome->checked = check;
          if (outcome->n_remade > 0)
            outcome->changed = TRUE;
          break;
        }
      if (!damaged && !self->in_memory)
        {
          use_memory (self, problem_unwritable (local_error->message));
          continue;
        }
      if (!damaged)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      /* A row that is not what was written: built again from the files. */
      outcome->rebuild = GK_HISTORY_REBUILD_CORRUPT;
      outcome->changed = TRUE;
      if (emptied)
        {
          /* Emptied in place and damaged still (a page the check passed,
           * the schema's, say): a fresh file, if nobody holds this one. */
          g_autoptr(GError) replace_error = NULL;

          g_clear_pointer (&self->db, sqlite3_close);
          if (!replace_file (self->index_path, &replace_error))
            use_memory (self, g_error_matches (replace_error, G_IO_ERROR, G_IO_ERROR_BUSY)
                              ? problem_busy () : problem_unwritable (replace_error->message));
          continue;
        }
      emptied = TRUE;
      if (rebuild_in_place (self->db) != CHECK_SOUND)
        use_memory (self, problem_busy ());
    }
  if (outcome->plays == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The play history cannot be read from the game files"));
      return NULL;
    }
  outcome->problem = g_strdup (self->db_problem);
  self->opened = TRUE;
  return g_steal_pointer (&outcome);
}

/* The main thread takes what a refresh found. */
static void
apply (GkHistoryIndex *self,
       Outcome        *outcome)
{
  gboolean was_ready = self->ready;
  gboolean problem_changed = g_strcmp0 (self->problem, outcome->problem) != 0;

  g_clear_pointer (&self->plays, g_ptr_array_unref);
  self->plays = g_steal_pointer (&outcome->plays);
  self->n_damaged = outcome->n_damaged;
  self->ready = TRUE;
  if (problem_changed)
    {
      g_free (self->problem);
      self->problem = g_strdup (outcome->problem);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
    }
  if (!was_ready)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READY]);
  if (outcome->checked && !self->rows_checked)
    {
      self->rows_checked = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROWS_CHECKED]);
    }
  if (outcome->rebuild == GK_HISTORY_REBUILD_CORRUPT || outcome->rebuild == GK_HISTORY_REBUILD_SCHEMA)
    g_signal_emit (self, signals[REBUILT], 0);
  if (outcome->changed || !was_ready || problem_changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
refresh_sync (GkHistoryIndex    *self,
              gboolean           check,
              GCancellable      *cancellable,
              GkHistoryRebuild  *out_rebuild,
              guint             *out_n_remade,
              GError           **error)
{
  g_autoptr(Outcome) outcome = NULL;

  g_return_val_if_fail (self->running == NULL, FALSE);

  outcome = refresh (self, check, cancellable, error);
  if (outcome == NULL)
    return FALSE;
  if (out_rebuild != NULL)
    *out_rebuild = outcome->rebuild;
  if (out_n_remade != NULL)
    *out_n_remade = outcome->n_remade;
  apply (self, outcome);
  return TRUE;
}

gboolean
gk_history_index_open (GkHistoryIndex   *self,
                       GkHistoryRebuild *out_rebuild,
                       GError          **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_rebuild != NULL)
    *out_rebuild = GK_HISTORY_REBUILD_NONE;
  return refresh_sync (self, FALSE, NULL, out_rebuild, NULL, error);
}

gboolean
gk_history_index_scan (GkHistoryIndex  *self,
                       GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return refresh_sync (self, FALSE, NULL, NULL, NULL, error);
}

gboolean
gk_history_index_update_file (GkHistoryIndex  *self,
                              GFile           *file,
                              GError         **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* Only the library's own files are plays; the scan reads just the files
   * whose size or time changed. */
  folder = g_file_new_for_path (self->games_dir);
  parent = g_file_get_parent (file);
  if (parent == NULL || !g_file_equal (parent, folder))
    return TRUE;
  return refresh_sync (self, FALSE, NULL, NULL, NULL, error);
}

gboolean
gk_history_index_check_rows (GkHistoryIndex  *self,
                             GCancellable    *cancellable,
                             guint           *out_n_remade,
                             GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_n_remade != NULL)
    *out_n_remade = 0;
  return refresh_sync (self, TRUE, cancellable, NULL, out_n_remade, error);
}

/* ---- refreshes in a worker ---- */

/* A refresh in a worker, and who waits for it. */
typedef struct
{
  GList        *callers;
  gboolean      check;
  GCancellable *cancellable;   /* the check's */
} Run;

static void
run_free (Run *run)
{
  g_list_free_full (run->callers, g_object_unref);
  g_clear_object (&run->cancellable);
  g_free (run);
}

static void
refresh_in_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  Run *run = task_data;
  GError *error = NULL;
  Outcome *outcome = refresh (source_object, run->check, run->cancellable, &error);

  if (outcome == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
}

static void start_worker (GkHistoryIndex *self);

static void
worker_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (source);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(Outcome) outcome = NULL;
  g_autoptr(GError) error = NULL;

  outcome = g_task_propagate_pointer (G_TASK (result), &error);
  if (outcome != NULL)
    apply (self, outcome);
  else
    g_debug ("History refresh: %s", error->message);

  /* Every caller that asked before this refresh started is answered. */
  for (GList *l = run->callers; l != NULL; l = l->next)
    {
      if (outcome != NULL)
        g_task_return_boolean (l->data, TRUE);
      else
        g_task_return_error (l->data, g_error_copy (error));
    }
  g_clear_object (&self->running);

  if (self->waiting != NULL)
    start_worker (self);
}

static void
start_worker (GkHistoryIndex *self)
{
  g_assert (self->running == NULL && self->waiting != NULL);

  /* One refresh answers everybody who waited: it sees all they saw. */
  Run *run = g_new0 (Run, 1);

  run->callers = g_steal_pointer (&self->waiting);
  run->check = self->check_waiting;
  run->cancellable = g_steal_pointer (&self->check_cancellable);
  self->check_waiting = FALSE;
  self->running = g_task_new (self, NULL, worker_done, NULL);
  g_task_set_source_tag (self->running, start_worker);
  g_task_set_task_data (self->running, run, (GDestroyNotify) run_free);
  g_task_run_in_thread (self->running, refresh_in_thread);
}

void
gk_history_index_refresh_async (GkHistoryIndex      *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_history_index_refresh_async);
  self->waiting = g_list_append (self->waiting, task);
  if (self->running == NULL)
    start_worker (self);
}

gboolean
gk_history_index_refresh_finish (GkHistoryIndex  *self,
                                 GAsyncResult    *result,
                                 GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
gk_history_index_check_rows_async (GkHistoryIndex      *self,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_history_index_check_rows_async);
  self->waiting = g_list_append (self->waiting, task);
  /* Of several checks waiting together, the last one's cancellable. */
  self->check_waiting = TRUE;
  g_set_object (&self->check_cancellable, cancellable);
  if (self->running == NULL)
    start_worker (self);
}

gboolean
gk_history_index_check_rows_finish (GkHistoryIndex  *self,
                                    GAsyncResult    *result,
                                    GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static gboolean
watch_fire (gpointer user_data)
{
  GkHistoryIndex *self = user_data;

  self->watch_source = 0;
  gk_history_index_refresh_async (self, NULL, NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void
folder_changed (GkHistoryIndex    *self,
                GFile             *file,
                GFile             *other,
                GFileMonitorEvent  event,
                GFileMonitor      *monitor)
{
  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
    case G_FILE_MONITOR_EVENT_RENAMED:
    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      /* A rename touches two names, an import many: one scan settles them. */
      if (self->watch_source == 0)
        self->watch_source = g_timeout_add (WATCH_DELAY_MS, watch_fire, self);
      break;
    default:
      break;
    }
}

void
gk_history_index_watch (GkHistoryIndex *self)
{
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));

  if (self->monitor != NULL)
    return;
  g_mkdir_with_parents (self->games_dir, 0700);
  folder = g_file_new_for_path (self->games_dir);
  self->monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect_object (self->monitor, "changed", G_CALLBACK (folder_changed), self,
                             G_CONNECT_SWAPPED);
}

/* ---- what the last refresh found ---- */

gboolean
gk_history_index_is_ready (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);

  return self->ready;
}

gboolean
gk_history_index_get_rows_checked (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);

  return self->rows_checked;
}

guint
_gk_history_index_get_n_digests_read (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_digests_read;
}

GPtrArray *
gk_history_index_list_plays (GkHistoryIndex  *self,
                             GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);

  if (self->plays == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  return g_ptr_array_ref (self->plays);
}

guint
gk_history_index_get_n_plays (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->plays != NULL ? self->plays->len : 0;
}

guint
gk_history_index_get_n_damaged (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_damaged;
}

const char *
gk_history_index_get_problem (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);

  return self->problem;
}

/* ---- the object ---- */

const char *
gk_history_index_get_games_dir (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);
  return self->games_dir;
}

static void
gk_history_index_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;

    case PROP_READY:
      g_value_set_boolean (value, self->ready);
      break;

    case PROP_ROWS_CHECKED:
      g_value_set_boolean (value, self->rows_checked);
      break;

    case PROP_BUSY_TIMEOUT:
      g_value_set_uint (value, self->busy_timeout);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_history_index_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  switch (prop_id)
    {
    case PROP_BUSY_TIMEOUT:
      self->busy_timeout = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_history_index_finalize (GObject *object)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  g_assert (self->running == NULL);
  g_clear_handle_id (&self->watch_source, g_source_remove);
  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_clear_object (&self->check_cancellable);
  g_clear_pointer (&self->db, sqlite3_close);
  g_clear_pointer (&self->plays, g_ptr_array_unref);
  g_free (self->db_problem);
  g_free (self->problem);
  g_free (self->games_dir);
  g_free (self->index_path);

  G_OBJECT_CLASS (gk_history_index_parent_class)->finalize (object);
}

static void
gk_history_index_class_init (GkHistoryIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_history_index_finalize;
  object_class->get_property = gk_history_index_get_property;
  object_class->set_property = gk_history_index_set_property;

  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_READY] =
    g_param_spec_boolean ("ready", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* A refresh has checked every row against its digest. */
  properties[PROP_ROWS_CHECKED] =
    g_param_spec_boolean ("rows-checked", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* How long to wait for another program's write before the plays are read
   * from the files instead, in milliseconds. */
  properties[PROP_BUSY_TIMEOUT] =
    g_param_spec_uint ("busy-timeout", NULL, NULL, 0, 600000, BUSY_TIMEOUT_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A play was added, changed or removed, or the first refresh is done. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The index was damaged or from another version, and was built again
   * from the files: worth telling the user once. */
  signals[REBUILT] = g_signal_new ("rebuilt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_history_index_init (GkHistoryIndex *self)
{
}

GkHistoryIndex *
gk_history_index_new (const char *games_dir,
                      const char *index_path)
{
  GkHistoryIndex *self;

  g_return_val_if_fail (games_dir != NULL, NULL);
  g_return_val_if_fail (index_path != NULL, NULL);

  self = g_object_new (GK_TYPE_HISTORY_INDEX, NULL);
  self->games_dir = g_strdup (games_dir);
  self->index_path = g_strdup (index_path);
  return self;
}

GkHistoryIndex *
gk_history_index_new_default (void)
{
  g_autofree char *games_dir = gk_history_default_games_dir ();
  g_autofree char *index_path = gk_history_default_index_path ();

  return gk_history_index_new (games_dir, index_path);
}
