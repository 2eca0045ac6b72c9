/* gk-history-index.c: the plays of the game library, indexed in SQLite
 *
 * Tables: files (every .ginkgo seen, with the size and time it had, and
 * whether it is a play, a game in progress or unreadable), plays (one row
 * per finished game) and play_players (one row per seat).  Nothing here is
 * precious: the whole database can be deleted and built again from the
 * files, which is what happens when it cannot be read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#include "gk-history-index.h"

typedef enum
{
  FILE_PLAY,
  FILE_IN_PROGRESS,
  FILE_DAMAGED
} FileState;

struct _GkHistoryIndex
{
  GObject       parent_instance;

  char         *games_dir;
  char         *index_path;
  sqlite3      *db;
  GFileMonitor *monitor;
};

G_DEFINE_FINAL_TYPE (GkHistoryIndex, gk_history_index, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char schema_sql[] =
  "CREATE TABLE files ("
  "  name TEXT PRIMARY KEY,"
  "  size INTEGER NOT NULL,"
  "  mtime INTEGER NOT NULL,"
  "  state INTEGER NOT NULL);"
  "CREATE TABLE plays ("
  "  file TEXT PRIMARY KEY REFERENCES files (name) ON DELETE CASCADE,"
  "  started INTEGER NOT NULL,"
  "  finished INTEGER NOT NULL,"
  "  n_players INTEGER NOT NULL,"
  "  variant TEXT NOT NULL,"
  "  solo_level TEXT,"
  "  rounds INTEGER NOT NULL,"
  "  end_trigger TEXT NOT NULL,"
  "  end_player INTEGER NOT NULL);"
  "CREATE TABLE play_players ("
  "  file TEXT NOT NULL REFERENCES plays (file) ON DELETE CASCADE,"
  "  seat INTEGER NOT NULL,"
  "  name TEXT,"
  "  colour TEXT NOT NULL,"
  "  tokens INTEGER NOT NULL,"
  "  cards INTEGER NOT NULL,"
  "  renewal INTEGER NOT NULL,"
  "  districts INTEGER NOT NULL,"
  "  total INTEGER NOT NULL,"
  "  rank INTEGER NOT NULL,"
  "  winner INTEGER NOT NULL,"
  "  PRIMARY KEY (file, seat));"
  "CREATE INDEX plays_by_date ON plays (finished DESC, file);";

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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

static void
db_bind_text (sqlite3_stmt *stmt,
              int           column,
              const char   *text)
{
  if (text == NULL)
    sqlite3_bind_null (stmt, column);
  else
    sqlite3_bind_text (stmt, column, text, -1, SQLITE_TRANSIENT);
}

/* ---- opening ---- */

static void
remove_index_files (const char *path)
{
  static const char *const suffixes[] = { "", "-journal", "-wal", "-shm" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *name = g_strconcat (path, suffixes[i], NULL);

      g_unlink (name);
    }
}

/* Reads the schema version; -1 when the file is not a sound database. */
static gint
db_check (sqlite3 *db)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  const unsigned char *result;
  gint version;

  if (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    return -1;
  version = sqlite3_column_int (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    return -1;
  result = sqlite3_column_text (stmt, 0);
  if (result == NULL || g_strcmp0 ((const char *) result, "ok") != 0)
    return -1;
  return version;
}

static gboolean
db_create (sqlite3  *db,
           GError  **error)
{
  g_autofree char *version = g_strdup_printf ("PRAGMA user_version = %d;",
                                              GK_HISTORY_SCHEMA_VERSION);

  return db_exec (db, "BEGIN;", error)
         && db_exec (db, schema_sql, error)
         && db_exec (db, version, error)
         && db_exec (db, "COMMIT;", error);
}

static sqlite3 *
db_open_file (const char *path)
{
  sqlite3 *db = NULL;

  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
    {
      sqlite3_close (db);
      return NULL;
    }
  sqlite3_busy_timeout (db, 2000);
  return db;
}

gboolean
gk_history_index_open (GkHistoryIndex   *self,
                       GkHistoryRebuild *out_rebuild,
                       GError          **error)
{
  g_autofree char *folder = NULL;
  GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;
  gint version = -1;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);

  if (self->db == NULL)
    {
      folder = g_path_get_dirname (self->index_path);
      g_mkdir_with_parents (folder, 0700);

      if (!g_file_test (self->index_path, G_FILE_TEST_EXISTS))
        rebuild = GK_HISTORY_REBUILD_MISSING;
      else
        {
          self->db = db_open_file (self->index_path);
          version = self->db != NULL ? db_check (self->db) : -1;
          if (version != GK_HISTORY_SCHEMA_VERSION)
            {
              rebuild = version < 0 ? GK_HISTORY_REBUILD_CORRUPT : GK_HISTORY_REBUILD_SCHEMA;
              g_clear_pointer (&self->db, sqlite3_close);
              remove_index_files (self->index_path);
            }
        }

      if (rebuild != GK_HISTORY_REBUILD_NONE)
        {
          self->db = db_open_file (self->index_path);
          if (self->db == NULL)
            {
              g_autofree char *display = g_filename_display_name (self->index_path);

              g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           /* TRANSLATORS: %s is a file name */
                           _("The history index “%s” cannot be created"), display);
              return FALSE;
            }
          if (!db_create (self->db, error))
            {
              g_clear_pointer (&self->db, sqlite3_close);
              return FALSE;
            }
        }
      if (!db_exec (self->db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;", error))
        return FALSE;
    }

  if (out_rebuild != NULL)
    *out_rebuild = rebuild;

  return gk_history_index_scan (self, error);
}

/* ---- reading one file ---- */

typedef struct
{
  gint64 size;
  gint64 mtime;       /* microseconds */
} FileStamp;

static FileState
read_play (GFile          *file,
           const char     *name,
           GFileInfo      *info,
           GkHistoryPlay **out_play)
{
  g_autoptr(GkGameFile) game_file = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GDateTime) created = NULL;
  gint64 finished, started;

  *out_play = NULL;
  game_file = gk_game_file_load (file, NULL);
  if (game_file == NULL)
    return FILE_DAMAGED;
  if (game_file->game == NULL)
    /* A position is a scored table, not a game that was played. */
    return FILE_IN_PROGRESS;

  if (!gk_table_is_game_over (gk_game_get_table (game_file->game)))
    return FILE_IN_PROGRESS;

  /* The file format holds no date: the last write of a finished game is
   * when it ended, and the file's birth (where the file system records
   * it) is when its tracking began. */
  modified = g_file_info_get_modification_date_time (info);
  finished = modified != NULL ? g_date_time_to_unix (modified) : 0;
  started = finished;
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_CREATED))
    {
      started = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_CREATED);
      if (started > finished)
        started = finished;
    }

  *out_play = gk_history_play_new_from_game (name, started, finished, game_file->game);
  return FILE_PLAY;
}

static gboolean
forget_file (GkHistoryIndex  *self,
             const char      *name,
             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = db_prepare (self->db, "DELETE FROM files WHERE name = ?", error);

  if (stmt == NULL)
    return FALSE;
  db_bind_text (stmt, 1, name);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return db_fail (self->db, error);
  return TRUE;
}

static gboolean
store_file (GkHistoryIndex  *self,
            const char      *name,
            const FileStamp *stamp,
            FileState        state,
            GkHistoryPlay   *play,
            GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  /* The old row goes first, and its play with it (ON DELETE CASCADE). */
  if (!forget_file (self, name, error))
    return FALSE;
  stmt = db_prepare (self->db, "INSERT INTO files VALUES (?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  db_bind_text (stmt, 1, name);
  sqlite3_bind_int64 (stmt, 2, stamp->size);
  sqlite3_bind_int64 (stmt, 3, stamp->mtime);
  sqlite3_bind_int (stmt, 4, state);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return db_fail (self->db, error);
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (play == NULL)
    return TRUE;

  stmt = db_prepare (self->db, "INSERT INTO plays VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  db_bind_text (stmt, 1, name);
  sqlite3_bind_int64 (stmt, 2, play->started);
  sqlite3_bind_int64 (stmt, 3, play->finished);
  sqlite3_bind_int (stmt, 4, (int) play->n_players);
  db_bind_text (stmt, 5, gk_history_variant_to_string (play->variant));
  db_bind_text (stmt, 6, play->variant == GK_VARIANT_SOLO
                           ? gk_history_solo_level_to_string (play->solo_level) : NULL);
  sqlite3_bind_int (stmt, 7, (int) play->rounds);
  db_bind_text (stmt, 8, gk_history_end_to_string (play->end_trigger));
  sqlite3_bind_int (stmt, 9, play->end_player);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return db_fail (self->db, error);
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = db_prepare (self->db,
                     "INSERT INTO play_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < play->players->len; i++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);

      sqlite3_reset (stmt);
      db_bind_text (stmt, 1, name);
      sqlite3_bind_int (stmt, 2, p->seat);
      db_bind_text (stmt, 3, p->name);
      db_bind_text (stmt, 4, gk_player_colour_to_string (p->colour));
      sqlite3_bind_int (stmt, 5, (int) p->tokens);
      sqlite3_bind_int (stmt, 6, (int) p->cards);
      sqlite3_bind_int (stmt, 7, (int) p->renewal);
      sqlite3_bind_int (stmt, 8, (int) p->districts);
      sqlite3_bind_int (stmt, 9, (int) p->total);
      sqlite3_bind_int (stmt, 10, (int) p->rank);
      sqlite3_bind_int (stmt, 11, p->winner);
      if (sqlite3_step (stmt) != SQLITE_DONE)
        return db_fail (self->db, error);
    }
  return TRUE;
}

static gboolean
is_game_file_name (const char *name)
{
  return g_str_has_suffix (name, ".ginkgo") && name[0] != '.';
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

/* Reads one file into the index; *changed is set when a play came, went
 * or changed. */
static gboolean
index_one (GkHistoryIndex  *self,
           GFile           *file,
           GFileInfo       *info,
           gboolean        *changed,
           GError         **error)
{
  g_autoptr(GkHistoryPlay) play = NULL;
  g_autofree char *name = g_file_get_basename (file);
  FileStamp stamp = stamp_of (info);
  FileState state;

  state = read_play (file, name, info, &play);
  if (!store_file (self, name, &stamp, state, play, error))
    return FALSE;
  *changed = TRUE;
  return TRUE;
}

gboolean
gk_history_index_scan (GkHistoryIndex  *self,
                       GError         **error)
{
  g_autoptr(GHashTable) known = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  GHashTableIter iter;
  gpointer key;
  gboolean changed = FALSE;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (self->db != NULL, FALSE);

  known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  stmt = db_prepare (self->db, "SELECT name, size, mtime FROM files", error);
  if (stmt == NULL)
    return FALSE;
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      FileStamp *stamp = g_new (FileStamp, 1);

      stamp->size = sqlite3_column_int64 (stmt, 1);
      stamp->mtime = sqlite3_column_int64 (stmt, 2);
      g_hash_table_insert (known, g_strdup ((const char *) sqlite3_column_text (stmt, 0)), stamp);
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!db_exec (self->db, "BEGIN;", error))
    return FALSE;

  folder = g_file_new_for_path (self->games_dir);
  children = g_file_enumerate_children (folder, STAMP_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL,
                                        &local_error);
  /* A library folder that does not exist yet holds no plays. */
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;
      FileStamp *seen;
      FileStamp stamp;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR || !is_game_file_name (name))
        continue;

      stamp = stamp_of (info);
      seen = g_hash_table_lookup (known, name);
      if (seen == NULL || seen->size != stamp.size || seen->mtime != stamp.mtime)
        {
          if (!index_one (self, child, info, &changed, error))
            {
              db_exec (self->db, "ROLLBACK;", NULL);
              return FALSE;
            }
        }
      g_hash_table_remove (known, name);
    }

  /* What is left vanished from the folder. */
  g_hash_table_iter_init (&iter, known);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      if (!forget_file (self, key, error))
        {
          db_exec (self->db, "ROLLBACK;", NULL);
          return FALSE;
        }
      changed = TRUE;
    }

  if (!db_exec (self->db, "COMMIT;", error))
    return FALSE;
  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
gk_history_index_update_file (GkHistoryIndex  *self,
                              GFile           *file,
                              GError         **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *name = NULL;
  gboolean changed = FALSE;
  gboolean ok;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->db != NULL, FALSE);

  /* Only the library's own files are plays. */
  folder = g_file_new_for_path (self->games_dir);
  parent = g_file_get_parent (file);
  name = g_file_get_basename (file);
  if (parent == NULL || !g_file_equal (parent, folder) || !is_game_file_name (name))
    return TRUE;

  info = g_file_query_info (file, STAMP_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (!db_exec (self->db, "BEGIN;", error))
    return FALSE;
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      ok = forget_file (self, name, error);
      changed = ok && sqlite3_changes (self->db) > 0;
    }
  else
    ok = index_one (self, file, info, &changed, error);
  if (!ok)
    {
      db_exec (self->db, "ROLLBACK;", NULL);
      return FALSE;
    }
  if (!db_exec (self->db, "COMMIT;", error))
    return FALSE;
  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
folder_changed (GkHistoryIndex    *self,
                GFile             *file,
                GFile             *other,
                GFileMonitorEvent  event,
                GFileMonitor      *monitor)
{
  g_autoptr(GError) error = NULL;

  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
    case G_FILE_MONITOR_EVENT_RENAMED:
      /* A rename touches two names: the scan settles both. */
      if (!gk_history_index_scan (self, &error))
        g_debug ("History scan after a change in the library: %s", error->message);
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

/* ---- reading the index ---- */

GPtrArray *
gk_history_index_list_plays (GkHistoryIndex  *self,
                             GError         **error)
{
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GHashTable) by_file = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);
  g_return_val_if_fail (self->db != NULL, NULL);

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  by_file = g_hash_table_new (g_str_hash, g_str_equal);

  stmt = db_prepare (self->db,
                     "SELECT file, started, finished, n_players, variant, solo_level, rounds,"
                     " end_trigger, end_player FROM plays ORDER BY finished DESC, file",
                     error);
  if (stmt == NULL)
    return NULL;
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      GkHistoryPlay *play = gk_history_play_new ();

      play->file = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      play->started = sqlite3_column_int64 (stmt, 1);
      play->finished = sqlite3_column_int64 (stmt, 2);
      play->n_players = (guint) sqlite3_column_int (stmt, 3);
      gk_history_variant_from_string ((const char *) sqlite3_column_text (stmt, 4),
                                      &play->variant);
      gk_history_solo_level_from_string ((const char *) sqlite3_column_text (stmt, 5),
                                         &play->solo_level);
      play->rounds = (guint) sqlite3_column_int (stmt, 6);
      gk_history_end_from_string ((const char *) sqlite3_column_text (stmt, 7),
                                  &play->end_trigger);
      play->end_player = sqlite3_column_int (stmt, 8);
      g_ptr_array_add (plays, play);
      g_hash_table_insert (by_file, play->file, play);
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = db_prepare (self->db,
                     "SELECT file, seat, name, colour, tokens, cards, renewal, districts, total,"
                     " rank, winner FROM play_players ORDER BY file, seat",
                     error);
  if (stmt == NULL)
    return NULL;
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      GkHistoryPlay *play = g_hash_table_lookup (by_file, sqlite3_column_text (stmt, 0));
      GkHistoryPlayer p = { 0 };
      const unsigned char *name;

      if (play == NULL)
        continue;
      p.seat = sqlite3_column_int (stmt, 1);
      name = sqlite3_column_text (stmt, 2);
      p.name = name != NULL ? g_strdup ((const char *) name) : NULL;
      gk_player_colour_from_string ((const char *) sqlite3_column_text (stmt, 3), &p.colour);
      p.tokens = (guint) sqlite3_column_int (stmt, 4);
      p.cards = (guint) sqlite3_column_int (stmt, 5);
      p.renewal = (guint) sqlite3_column_int (stmt, 6);
      p.districts = (guint) sqlite3_column_int (stmt, 7);
      p.total = (guint) sqlite3_column_int (stmt, 8);
      p.rank = (guint) sqlite3_column_int (stmt, 9);
      p.winner = sqlite3_column_int (stmt, 10) != 0;
      g_array_append_val (play->players, p);
    }

  return g_steal_pointer (&plays);
}

static guint
count_files (GkHistoryIndex *self,
             FileState       state)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);
  g_return_val_if_fail (self->db != NULL, 0);

  stmt = db_prepare (self->db, "SELECT count(*) FROM files WHERE state = ?", NULL);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int (stmt, 1, state);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return 0;
  return (guint) sqlite3_column_int (stmt, 0);
}

guint
gk_history_index_get_n_plays (GkHistoryIndex *self)
{
  return count_files (self, FILE_PLAY);
}

guint
gk_history_index_get_n_damaged (GkHistoryIndex *self)
{
  return count_files (self, FILE_DAMAGED);
}

/* ---- the object ---- */

const char *
gk_history_index_get_games_dir (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);
  return self->games_dir;
}

static void
gk_history_index_finalize (GObject *object)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_clear_pointer (&self->db, sqlite3_close);
  g_free (self->games_dir);
  g_free (self->index_path);

  G_OBJECT_CLASS (gk_history_index_parent_class)->finalize (object);
}

static void
gk_history_index_class_init (GkHistoryIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_history_index_finalize;

  /* A play was added, changed or removed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
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
