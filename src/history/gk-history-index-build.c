/* gk-history-index-build.c: the history index's rows, made from the files
 *
 * A row of each library file: the file read once, replayed, its play
 * serialized and the row digested, by a pool of workers, one per
 * processor; the scan writes the rows in batches as they are made, and
 * drops the rows of vanished files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#include "gk-buffer-private.h"
#include "gk-file-io.h"
#include "gk-gamefile.h"
#include "gk-history-index-private.h"
#include "gk-sheet-file.h"

/* ---- rows ---- */

/* The digest of a row: what it says, so that a damaged row is noticed. */
char *
_gk_row_digest (const char *name,
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

GVariant *
_gk_play_to_variant (const GkHistoryPlay *play)
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

/* ---- a play's row, serialized directly ---- */

/* _gk_play_to_variant() builds a tree of GVariants, one a field, and
 * serializes it: about half the work of a file's row.  The same bytes are
 * written here in one pass, in GVariant's serialized form (its
 * specification; tests/history/test-history-index.c holds them to GLib's
 * on thousands of plays): each member of a tuple aligned to its size;
 * numbers in the machine's byte order; a string with its NUL; a maybe
 * string, when there is one, with a NUL more; an array of fixed-size items
 * those items; an array of variable-sized items each aligned, then where
 * each ends; a tuple, then where each of its variable-sized members but
 * the last ends, the first one last.  Those ends are little-endian, in the
 * fewest bytes (1, 2, 4 or 8) that hold the container's whole size. */

/* The ends of a tuple's variable-sized members but the last: the most a
 * play's or a player's tuple has. */
#define MAX_TUPLE_ENDS 6

/* A tuple being written: where it starts, where its members end. */
typedef struct
{
  gsize start;
  gsize ends[MAX_TUPLE_ENDS];
  guint n_ends;
} Tuple;

static void
put_padding (GkBuffer *out,
             guint     alignment)
{
  static const guint8 zeros[8] = { 0, };

  if (out->length % alignment != 0)
    gk_buffer_add (out, zeros, alignment - out->length % alignment);
}

static void
put_bytes (GkBuffer   *out,
           const void *bytes,
           guint       length,
           guint       alignment)
{
  put_padding (out, alignment);
  gk_buffer_add (out, bytes, length);
}

static void
put_int32 (GkBuffer *out,
           gint32    value)
{
  put_bytes (out, &value, sizeof value, sizeof value);
}

static void
put_int64 (GkBuffer *out,
           gint64    value)
{
  put_bytes (out, &value, sizeof value, sizeof value);
}

/* As g_variant_new_boolean() stores it: the value's low byte. */
static void
put_boolean (GkBuffer *out,
             gboolean  value)
{
  guint8 byte = (guint8) value;

  gk_buffer_add (out, &byte, 1);
}

static void
put_string (GkBuffer   *out,
            const char *text)
{
  gk_buffer_add (out, (const guint8 *) text, (guint) strlen (text) + 1);
}

/* "ms": nothing for NULL. */
static void
put_maybe_string (GkBuffer   *out,
                  const char *text)
{
  static const guint8 nul = 0;

  if (text == NULL)
    return;
  put_string (out, text);
  gk_buffer_add (out, &nul, 1);
}

/* Where @n_ends items end (from the container's start at @start), each in
 * the fewest bytes that hold the container with them, in @reversed order
 * for a tuple. */
static void
put_ends (GkBuffer    *out,
          gsize        start,
          const gsize *ends,
          guint        n_ends,
          gboolean     reversed)
{
  gsize body = out->length - start;
  guint size = 8;

  if (body + 1 * (gsize) n_ends <= G_MAXUINT8)
    size = 1;
  else if (body + 2 * (gsize) n_ends <= G_MAXUINT16)
    size = 2;
  else if (body + 4 * (gsize) n_ends <= G_MAXUINT32)
    size = 4;
  for (guint i = 0; i < n_ends; i++)
    {
      guint64 end = ends[reversed ? n_ends - 1 - i : i];
      guint8 bytes[8];

      for (guint b = 0; b < size; b++)
        bytes[b] = (guint8) (end >> (8 * b));
      gk_buffer_add (out, bytes, size);
    }
}

/* A tuple starts here, aligned as its widest member (8: both have an
 * "x"). */
static void
tuple_begin (GkBuffer *out,
             Tuple    *tuple)
{
  put_padding (out, 8);
  tuple->start = out->length;
  tuple->n_ends = 0;
}

/* A variable-sized member, not the last, ends here. */
static void
tuple_mark_end (GkBuffer *out,
                Tuple    *tuple)
{
  g_assert (tuple->n_ends < MAX_TUPLE_ENDS);
  tuple->ends[tuple->n_ends++] = out->length - tuple->start;
}

static void
tuple_finish (GkBuffer    *out,
              const Tuple *tuple)
{
  put_ends (out, tuple->start, tuple->ends, tuple->n_ends, TRUE);
}

/* Items of a container whose ends are kept without an allocation. */
#define FEW_ENDS 16

/* Room for @n items' ends: @few when they fit, else a new array in
 * @many. */
static gsize *
ends_room (gsize     few[FEW_ENDS],
           gsize   **many,
           guint     n)
{
  if (n <= FEW_ENDS)
    return few;
  *many = g_new (gsize, n);
  return *many;
}

/* "as" */
static void
put_strv (GkBuffer           *out,
          const char * const *strv)
{
  gsize start = out->length;
  guint n = strv != NULL ? g_strv_length ((char **) strv) : 0;
  gsize few_ends[FEW_ENDS];
  g_autofree gsize *many_ends = NULL;
  gsize *ends = ends_room (few_ends, &many_ends, n);

  for (guint i = 0; i < n; i++)
    {
      put_string (out, strv[i]);
      ends[i] = out->length - start;
    }
  put_ends (out, start, ends, n, FALSE);
}

/* PLAYER_TYPE "(msmsuiuuuuiubuxaib)" */
static void
put_player (GkBuffer              *out,
            const GkHistoryPlayer *p,
            guint                  n_categories)
{
  Tuple tuple;

  tuple_begin (out, &tuple);
  put_maybe_string (out, p->name);
  tuple_mark_end (out, &tuple);
  put_maybe_string (out, p->person);
  tuple_mark_end (out, &tuple);
  put_int32 (out, (gint32) p->colour);
  put_int32 (out, (gint32) p->seat);
  put_int32 (out, (gint32) p->tokens);
  put_int32 (out, (gint32) p->cards);
  put_int32 (out, (gint32) p->renewal);
  put_int32 (out, (gint32) p->districts);
  put_int32 (out, (gint32) p->total);
  put_int32 (out, (gint32) p->rank);
  put_boolean (out, p->winner);
  put_int32 (out, (gint32) p->timed_turns);
  put_int64 (out, p->turn_seconds);
  /* "ai": aligned even when empty */
  put_padding (out, sizeof (gint32));
  if (p->categories != NULL && n_categories > 0)
    gk_buffer_add (out, (const guint8 *) p->categories, n_categories * sizeof (gint32));
  tuple_mark_end (out, &tuple);
  put_boolean (out, p->anonymous);
  tuple_finish (out, &tuple);
}

static void
serialize_into (GkBuffer            *out,
                const GkHistoryPlay *play)
{
  guint n_categories = gk_history_play_get_n_categories (play);
  Tuple tuple;
  gsize players;
  gsize few_ends[FEW_ENDS];
  g_autofree gsize *many_ends = NULL;
  gsize *player_ends = ends_room (few_ends, &many_ends, play->players->len);

  tuple_begin (out, &tuple);
  put_string (out, play->id != NULL ? play->id : "");
  tuple_mark_end (out, &tuple);
  put_boolean (out, play->id_derived);
  put_int64 (out, play->modified);
  put_int64 (out, play->started);
  put_int64 (out, play->finished);
  put_int32 (out, play->utc_offset);
  put_boolean (out, play->offset_known);
  put_int64 (out, play->duration);
  put_maybe_string (out, play->location);
  tuple_mark_end (out, &tuple);
  put_maybe_string (out, play->note);
  tuple_mark_end (out, &tuple);
  put_int32 (out, (gint32) play->n_players);
  put_int32 (out, (gint32) play->variant);
  put_int32 (out, (gint32) play->solo_level);
  put_int32 (out, (gint32) play->rounds);
  put_int32 (out, (gint32) play->end_trigger);
  put_int32 (out, (gint32) play->end_player);

  /* "a" PLAYER_TYPE */
  put_padding (out, 8);
  players = out->length;
  for (guint i = 0; i < play->players->len; i++)
    {
      put_player (out, &g_array_index (play->players, GkHistoryPlayer, i), n_categories);
      player_ends[i] = out->length - players;
    }
  put_ends (out, players, player_ends, play->players->len, FALSE);
  tuple_mark_end (out, &tuple);

  put_string (out, play->game);
  tuple_mark_end (out, &tuple);
  put_strv (out, (const char * const *) play->categories);
  tuple_mark_end (out, &tuple);
  put_strv (out, (const char * const *) play->expansions);
  tuple_finish (out, &tuple);
}

GBytes *
_gk_play_serialize (const GkHistoryPlay *play)
{
  GkBuffer buffer;

  gk_buffer_init (&buffer, 512);
  serialize_into (&buffer, play);
  return g_bytes_new_take (buffer.data, buffer.length);
}

static void
scratch_free (gpointer data)
{
  GkBuffer *buffer = data;

  g_free (buffer->data);
  g_free (buffer);
}

/* A buffer for each thread, kept from one play to the next up to this
 * size. */
#define SCRATCH_KEPT 65536
static GPrivate scratch = G_PRIVATE_INIT (scratch_free);

gboolean
_gk_play_serializes_to (const GkHistoryPlay *play,
                        const guint8        *data,
                        gsize                length)
{
  GkBuffer *buffer = g_private_get (&scratch);
  gboolean same;

  if (buffer == NULL)
    {
      buffer = g_new (GkBuffer, 1);
      gk_buffer_init (buffer, 1024);
      g_private_set (&scratch, buffer);
    }
  buffer->length = 0;
  serialize_into (buffer, play);
  same = buffer->length == length && memcmp (buffer->data, data, length) == 0;
  /* Not kept when a play out of the ordinary made it large. */
  if (buffer->size > SCRATCH_KEPT)
    {
      g_private_set (&scratch, NULL);
      scratch_free (buffer);
    }
  return same;
}

/* ---- reading the files ---- */

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
gboolean
_gk_index_forget_file (GkHistoryIndex  *self,
                       const char      *name,
                       gsize            length,
                       GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = _gk_db_prepare (self->db, "DELETE FROM files WHERE name = ?",
                                                 error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_blob (stmt, 1, name, (int) length, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return _gk_db_fail (self->db, error);
  return TRUE;
}

void
_gk_row_free (Row *row)
{
  g_clear_object (&row->file);
  g_clear_object (&row->info);
  g_free (row->name);
  g_clear_pointer (&row->play, g_variant_unref);
  g_free (row->digest);
  g_free (row->made_record);
  g_clear_pointer (&row->unkept, gk_history_play_free);
  g_free (row);
}

/* The row's play and digest, from @play (may be NULL). */
void
_gk_row_set_play (Row           *row,
                  GkHistoryPlay *play)
{
  gconstpointer data = NULL;
  gsize length = 0;

  if (play != NULL)
    {
      g_autoptr(GBytes) bytes = _gk_play_serialize (play);

      row->play = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (PLAY_TYPE), bytes,
                                                                TRUE));
      data = g_variant_get_data (row->play);
      length = g_variant_get_size (row->play);
    }
  row->digest = _gk_row_digest (row->name, strlen (row->name), row->stamp.size,
                                row->stamp.mtime, row->state, data, length);
}

/* Reads the row's file (only a regular file: a FIFO or a folder is not a
 * game), replays it and makes its digest; a file gone before its stamp is
 * read is marked @gone. */
void
_gk_row_make (Row *row)
{
  g_autoptr(GkHistoryPlay) play = NULL;

  if (row->info == NULL)
    {
      row->info = g_file_query_info (row->file, STAMP_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL,
                                     NULL);
      if (row->info == NULL)
        {
          row->gone = TRUE;
          return;
        }
      row->stamp = _gk_stamp_of (row->info);
    }
  row->state = g_file_info_get_file_type (row->info) == G_FILE_TYPE_REGULAR
               ? read_play (row->file, row->name, row->info, row->stamp.mtime, &play)
               : FILE_DAMAGED;
  _gk_row_set_play (row, play);
  /* Its times are the index's to give (_gk_row_keep()), in the scan; the
   * row is made here with its file's, which the index keeps the first
   * time it meets the play, so that the row is rarely made again. */
  if (play != NULL && play->id_derived && play->times_derived)
    {
      row->made_started = play->started;
      row->made_finished = play->finished;
      row->made_record = _gk_index_record_digest (play->id, play->started, play->finished);
      row->unkept = g_steal_pointer (&play);
    }
}

/* The times the index keeps for the row's play without a record, kept if
 * it has none yet; the row is made again if they are not the ones it was
 * made with. */
gboolean
_gk_row_keep (GkHistoryIndex  *self,
              RecordKeeping   *keeping,
              Row             *row,
              GError         **error)
{
  g_autoptr(GkHistoryPlay) play = g_steal_pointer (&row->unkept);

  if (play == NULL)
    return TRUE;
  if (!_gk_index_keep_record (self, keeping, play, row->made_record, error))
    return FALSE;
  if (play->started != row->made_started || play->finished != row->made_finished)
    {
      g_clear_pointer (&row->play, g_variant_unref);
      g_clear_pointer (&row->digest, g_free);
      _gk_row_set_play (row, play);
    }
  return TRUE;
}

gboolean
_gk_index_store_row (GkHistoryIndex  *self,
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
    return _gk_db_fail (self->db, error);
  return TRUE;
}

FileStamp
_gk_stamp_of (GFileInfo *info)
{
  FileStamp stamp;

  stamp.size = g_file_info_get_size (info);
  stamp.mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
                * G_USEC_PER_SEC
                + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return stamp;
}

/* The stamps the index holds, by file name; the table as read with them
 * in @out_table, when it can be read whole. */
static GHashTable *
known_files (GkHistoryIndex  *self,
             GkTableRead    **out_table,
             GError         **error)
{
  g_autoptr(GHashTable) known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gboolean damaged;

  *out_table = _gk_index_read_table (self, known, &damaged, NULL);
  if (*out_table != NULL)
    return g_steal_pointer (&known);

  /* Its stamps alone: what is wrong with the rest is met when its plays
   * are read. */
  g_hash_table_remove_all (known);
  if (!_gk_index_read_stamps (self, known, error))
    return NULL;
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
    _gk_row_make (row);
  g_mutex_lock (&making->lock);
  row->done = TRUE;
  g_cond_broadcast (&making->made);
  g_mutex_unlock (&making->lock);
}

/* Rows written in one transaction: a first build of thousands of files
 * commits as it goes, a refresh of a few files once. */
#define ROWS_PER_BATCH 256

/* How often a scan of the folder looks whether it is cancelled, in files. */
#define FILES_PER_CANCEL_CHECK 64

/* The size and last write of @name in the folder @fd, as the index
 * compares them: of what a link points to, else of the link itself (as
 * GIO gives them); FALSE when it is gone. */
static gboolean
stamp_at (int         fd,
          const char *name,
          FileStamp  *stamp)
{
  struct stat st;

  if (fstatat (fd, name, &st, 0) != 0 && fstatat (fd, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
    return FALSE;
  stamp->size = st.st_size;
  stamp->mtime = (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000;
  return TRUE;
}

typedef struct
{
  char      *name;
  FileStamp  stamp;
  gboolean   present;  /* FALSE: gone before its stamp was read */
} Listed;

static void
listed_clear (gpointer data)
{
  g_free (((Listed *) data)->name);
}

/* The library folder's game files and their stamps, read in a thread of
 * their own while the index is opened and its stamps read. */
struct _GkFolderListing
{
  char         *games_dir;
  GCancellable *cancellable;
  GThread      *thread;
  int           fd;        /* the folder's, while its stamps are read */
  GArray       *files;     /* of Listed; NULL: no such folder */
};

static void
stamp_listed (gpointer items,
              guint    i)
{
  GkFolderListing *listing = items;
  Listed *listed = &g_array_index (listing->files, Listed, i);

  listed->present = stamp_at (listing->fd, listed->name, &listed->stamp);
}

/* Stamps a worker of their own is worth. */
#define STAMPS_PER_WORKER 512

/* The folder listed, then a stat() a file (not a GFileInfo), the stat()s
 * shared out among the processors: an open of an index built compares
 * thousands of stamps and makes no row. */
static gpointer
list_folder (gpointer data)
{
  GkFolderListing *listing = data;
  DIR *dir = opendir (listing->games_dir);
  struct dirent *entry;
  guint n = 0;

  /* A library folder that does not exist yet holds no plays. */
  if (dir == NULL)
    return NULL;
  listing->files = g_array_new (FALSE, FALSE, sizeof (Listed));
  g_array_set_clear_func (listing->files, listed_clear);
  while ((entry = readdir (dir)) != NULL)
    {
      Listed listed = { NULL, { 0, 0 }, FALSE };

      if (++n % FILES_PER_CANCEL_CHECK == 0 && g_cancellable_is_cancelled (listing->cancellable))
        break;
      if (!gk_game_file_is_name (entry->d_name))
        continue;
      listed.name = g_strdup (entry->d_name);
      g_array_append_val (listing->files, listed);
    }
  listing->fd = dirfd (dir);
  _gk_index_in_parallel (listing->files->len, STAMPS_PER_WORKER, stamp_listed, listing);
  closedir (dir);
  listing->fd = -1;
  return NULL;
}

GkFolderListing *
_gk_folder_listing_start (const char   *games_dir,
                          GCancellable *cancellable)
{
  GkFolderListing *listing = g_new0 (GkFolderListing, 1);

  listing->games_dir = g_strdup (games_dir);
  listing->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  listing->fd = -1;
  listing->thread = g_thread_try_new ("gk-history-list", list_folder, listing, NULL);
  /* No thread to be had: listed here, when it is needed. */
  return listing;
}

/* The files listed, once the listing is done. */
static GArray *
listing_finish (GkFolderListing *listing)
{
  if (listing->thread != NULL)
    g_thread_join (g_steal_pointer (&listing->thread));
  else if (listing->files == NULL)
    list_folder (listing);
  return listing->files;
}

void
_gk_folder_listing_free (GkFolderListing *listing)
{
  if (listing->thread != NULL)
    g_thread_join (listing->thread);
  g_clear_pointer (&listing->files, g_array_unref);
  g_clear_object (&listing->cancellable);
  g_free (listing->games_dir);
  g_free (listing);
}

/* The files of the folder whose rows are missing or out of date (a new
 * size or time); those the index knows and the folder has are taken out
 * of @known, which is left with the files that vanished. */
static GPtrArray *
rows_to_make (GkHistoryIndex  *self,
              GHashTable      *known,
              GArray          *files)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) _gk_row_free);
  g_autoptr(GFile) folder = g_file_new_for_path (self->games_dir);

  for (guint i = 0; files != NULL && i < files->len; i++)
    {
      const Listed *listed = &g_array_index (files, Listed, i);
      FileStamp *seen;
      Row *row;

      if (!listed->present)
        continue;
      seen = g_hash_table_lookup (known, listed->name);
      if (seen == NULL || seen->size != listed->stamp.size || seen->mtime != listed->stamp.mtime)
        {
          /* Its stamp and kind are read by the worker that makes it. */
          row = g_new0 (Row, 1);
          row->file = g_file_get_child (folder, listed->name);
          row->name = g_strdup (listed->name);
          g_ptr_array_add (rows, row);
        }
      g_hash_table_remove (known, listed->name);
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
  RecordKeeping keeping = { NULL, NULL };
  gboolean ok = TRUE;

  insert = _gk_db_prepare (self->db, "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, ?)",
                           error);
  if (insert == NULL)
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      Row *row = g_ptr_array_index (rows, i);

      if (pool == NULL)
        _gk_row_make (row);
      else
        {
          g_mutex_lock (&making->lock);
          while (!row->done)
            g_cond_wait (&making->made, &making->lock);
          g_mutex_unlock (&making->lock);
        }
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      /* Gone meanwhile: its row goes as a vanished file's. */
      else if (row->gone)
        ok = _gk_index_forget_file (self, row->name, strlen (row->name), error);
      else
        ok = _gk_row_keep (self, &keeping, row, error)
             && _gk_index_store_row (self, insert, row, error);
      /* The row is written: what it held is not needed any more. */
      g_clear_pointer (&row->play, g_variant_unref);
      if (ok && (i + 1) % ROWS_PER_BATCH == 0 && i + 1 < rows->len)
        ok = _gk_db_exec (self->db, "COMMIT;", error)
             && _gk_db_exec (self->db, "BEGIN IMMEDIATE;", error);
      if (!ok)
        break;
    }
  _gk_record_keeping_clear (&keeping);
  return ok;
}

/* Brings the rows up to date with the folder: the files read, replayed
 * and digested in parallel, each read once, the rows written in batches. */
gboolean
_gk_index_scan_folder (GkHistoryIndex   *self,
                       GkFolderListing  *listing,
                       GkTableRead     **out_table,
                       GCancellable     *cancellable,
                       gboolean         *changed,
                       GError          **error)
{
  g_autoptr(GkFolderListing) own_listing = NULL;
  g_autoptr(GkTableRead) table = NULL;
  g_autoptr(GHashTable) known = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GThreadPool *pool = NULL;
  Making making = { .cancellable = cancellable };
  GHashTableIter iter;
  gpointer key;
  gboolean ok;

  /* The folder listed while the index's stamps are read. */
  if (listing == NULL)
    listing = own_listing = _gk_folder_listing_start (self->games_dir, cancellable);
  known = known_files (self, &table, error);
  if (known == NULL)
    return FALSE;
  rows = rows_to_make (self, known, listing_finish (listing));
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (!_gk_db_exec (self->db, "BEGIN IMMEDIATE;", error))
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
      ok = _gk_index_forget_file (self, key, strlen (key), error);
      *changed = TRUE;
    }

  if (!ok || !_gk_db_exec (self->db, "COMMIT;", error))
    {
      _gk_db_exec (self->db, "ROLLBACK;", NULL);
      return FALSE;
    }
  _gk_index_note_file (self);
  /* The table as read is the table now: what the scan wrote nothing to. */
  if (out_table != NULL && rows->len == 0 && g_hash_table_size (known) == 0)
    *out_table = g_steal_pointer (&table);
  return TRUE;
}
