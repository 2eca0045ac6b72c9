/* gk-history-index-read.c: the history index's rows, read back and checked
 *
 * The plays read from the rows, each checked for values a play can hold
 * (a row that fails is made again from its file), and every row checked
 * against its digest by a later refresh, the damaged ones made again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-gamefile.h"
#include "gk-history-index-private.h"

/* ---- a row's play, read field by field ---- */

/* The fields of PLAY_TYPE and PLAYER_TYPE, in their order. */
enum
{
  PLAY_ID, PLAY_ID_DERIVED, PLAY_MODIFIED, PLAY_STARTED, PLAY_FINISHED, PLAY_UTC_OFFSET,
  PLAY_OFFSET_KNOWN, PLAY_DURATION, PLAY_LOCATION, PLAY_NOTE, PLAY_N_PLAYERS, PLAY_VARIANT,
  PLAY_SOLO_LEVEL, PLAY_ROUNDS, PLAY_END_TRIGGER, PLAY_END_PLAYER, PLAY_PLAYERS, PLAY_GAME,
  PLAY_CATEGORIES, PLAY_EXPANSIONS
};

enum
{
  PLAYER_NAME, PLAYER_PERSON, PLAYER_COLOUR, PLAYER_SEAT, PLAYER_TOKENS, PLAYER_CARDS,
  PLAYER_RENEWAL, PLAYER_DISTRICTS, PLAYER_TOTAL, PLAYER_RANK, PLAYER_WINNER,
  PLAYER_TIMED_TURNS, PLAYER_TURN_SECONDS, PLAYER_CATEGORIES, PLAYER_ANONYMOUS
};

/* Each child taken out of @tuple as g_variant_get() would give it, without
 * the parsing of a format string for every row (a row's play is a few
 * dozen values, and an open reads thousands of rows). */
static char *
take_string (GVariant *tuple,
             gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_dup_string (child, NULL);
}

static char *
take_maybe_string (GVariant *tuple,
                   gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);
  g_autoptr(GVariant) inner = g_variant_get_maybe (child);

  return inner != NULL ? g_variant_dup_string (inner, NULL) : NULL;
}

static char **
take_strv (GVariant *tuple,
           gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_dup_strv (child, NULL);
}

static guint32
take_uint32 (GVariant *tuple,
             gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_get_uint32 (child);
}

static gint32
take_int32 (GVariant *tuple,
            gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_get_int32 (child);
}

static gint64
take_int64 (GVariant *tuple,
            gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_get_int64 (child);
}

static gboolean
take_boolean (GVariant *tuple,
              gsize     i)
{
  g_autoptr(GVariant) child = g_variant_get_child_value (tuple, i);

  return g_variant_get_boolean (child);
}

static void
take_player (GkHistoryPlay *play,
             GVariant      *tuple,
             guint          n_categories)
{
  GkHistoryPlayer p = { 0 };

  p.name = take_maybe_string (tuple, PLAYER_NAME);
  p.person = take_maybe_string (tuple, PLAYER_PERSON);
  p.colour = (GkPlayerColour) take_uint32 (tuple, PLAYER_COLOUR);
  p.seat = take_int32 (tuple, PLAYER_SEAT);
  p.tokens = take_uint32 (tuple, PLAYER_TOKENS);
  p.cards = take_uint32 (tuple, PLAYER_CARDS);
  p.renewal = take_uint32 (tuple, PLAYER_RENEWAL);
  p.districts = take_uint32 (tuple, PLAYER_DISTRICTS);
  p.total = take_int32 (tuple, PLAYER_TOTAL);
  p.rank = take_uint32 (tuple, PLAYER_RANK);
  p.winner = take_boolean (tuple, PLAYER_WINNER);
  p.timed_turns = take_uint32 (tuple, PLAYER_TIMED_TURNS);
  p.turn_seconds = take_int64 (tuple, PLAYER_TURN_SECONDS);
  p.anonymous = take_boolean (tuple, PLAYER_ANONYMOUS);
  /* A seat holds a point for each category of its play, or none. */
  if (n_categories > 0)
    {
      g_autoptr(GVariant) points = g_variant_get_child_value (tuple, PLAYER_CATEGORIES);
      gsize n_points = 0;
      const gint32 *values = g_variant_get_fixed_array (points, &n_points, sizeof (gint32));

      p.categories = g_new0 (gint, n_categories);
      if (n_points > 0)
        memcpy (p.categories, values, sizeof (gint) * MIN (n_points, n_categories));
    }
  g_array_append_val (play->players, p);
}

static GkHistoryPlay *
play_from_variant (GVariant *variant)
{
  g_autoptr(GkHistoryPlay) play = gk_history_play_new ();
  g_autoptr(GVariant) players = NULL;
  guint n_categories;
  gsize n_players;

  g_free (play->game);
  play->id = take_string (variant, PLAY_ID);
  play->id_derived = take_boolean (variant, PLAY_ID_DERIVED);
  play->modified = take_int64 (variant, PLAY_MODIFIED);
  play->started = take_int64 (variant, PLAY_STARTED);
  play->finished = take_int64 (variant, PLAY_FINISHED);
  play->utc_offset = take_int32 (variant, PLAY_UTC_OFFSET);
  play->offset_known = take_boolean (variant, PLAY_OFFSET_KNOWN);
  play->duration = take_int64 (variant, PLAY_DURATION);
  play->location = take_maybe_string (variant, PLAY_LOCATION);
  play->note = take_maybe_string (variant, PLAY_NOTE);
  play->n_players = take_uint32 (variant, PLAY_N_PLAYERS);
  play->variant = (GkVariant) take_uint32 (variant, PLAY_VARIANT);
  play->solo_level = (GkSoloLevel) take_uint32 (variant, PLAY_SOLO_LEVEL);
  play->rounds = take_uint32 (variant, PLAY_ROUNDS);
  play->end_trigger = (GkEndTrigger) take_uint32 (variant, PLAY_END_TRIGGER);
  play->end_player = take_int32 (variant, PLAY_END_PLAYER);
  play->game = take_string (variant, PLAY_GAME);
  play->categories = take_strv (variant, PLAY_CATEGORIES);
  play->expansions = take_strv (variant, PLAY_EXPANSIONS);
  n_categories = g_strv_length (play->categories);
  if (n_categories == 0)
    g_clear_pointer (&play->categories, g_strfreev);
  if (g_strv_length (play->expansions) == 0)
    g_clear_pointer (&play->expansions, g_strfreev);

  players = g_variant_get_child_value (variant, PLAY_PLAYERS);
  n_players = g_variant_n_children (players);
  for (gsize i = 0; i < n_players; i++)
    {
      g_autoptr(GVariant) player = g_variant_get_child_value (players, i);

      take_player (play, player, n_categories);
    }
  return g_steal_pointer (&play);
}

/* ---- a row's play, read directly ---- */

/* The bytes of a row, as written (_gk_play_serialize()), read in place
 * without a GVariant for each value: a row's play is some sixty values, and
 * GLib checks the framing of each again as it is taken out.  The reading
 * only has to stay within the bytes: what it makes is taken only when
 * writing it again gives the very same bytes, which are then in normal
 * form and say what GLib would read from them. */
typedef struct
{
  const guint8 *data;
  gsize         start;   /* of the container, in @data */
  gsize         end;     /* of its members: where its framing offsets begin */
  gsize         pos;     /* the next member's place, from the start of @data */
  gsize         size;    /* of an offset in the container's framing */
  gsize         n_ends;
} Reader;

/* GLib's size for the framing offsets of a container of @size bytes. */
static gsize
offset_size (gsize size)
{
  if (size <= G_MAXUINT8)
    return 1;
  if (size <= G_MAXUINT16)
    return 2;
  if (size <= G_MAXUINT32)
    return 4;
  return 8;
}

static gsize
read_offset (const guint8 *at,
             gsize         size)
{
  guint64 value = 0;

  for (gsize b = 0; b < size; b++)
    value |= (guint64) at[b] << (8 * b);
  return (gsize) value;
}

/* A tuple over [@start, @end) of @data with @n_ends framing offsets. */
static gboolean
reader_init (Reader       *r,
             const guint8 *data,
             gsize         start,
             gsize         end,
             gsize         n_ends)
{
  gsize size = offset_size (end - start);

  if (end - start < n_ends * size)
    return FALSE;
  *r = (Reader) { data, start, end - n_ends * size, start, size, n_ends };
  return TRUE;
}

/* Where the @i-th variable-sized member of the tuple ends, in @data. */
static gboolean
reader_member_end (const Reader *r,
                   gsize         i,
                   gsize        *end)
{
  gsize offset = read_offset (r->data + r->end + (r->n_ends - 1 - i) * r->size, r->size);

  if (offset > r->end - r->start || r->start + offset < r->pos)
    return FALSE;
  *end = r->start + offset;
  return TRUE;
}

static gboolean
reader_align (Reader *r,
              gsize   alignment)
{
  gsize pos = r->start + (r->pos - r->start + alignment - 1) / alignment * alignment;

  if (pos > r->end)
    return FALSE;
  r->pos = pos;
  return TRUE;
}

/* A fixed-size value of @size bytes, aligned to its size. */
static gboolean
reader_fixed (Reader *r,
              void   *value,
              gsize   size)
{
  if (!reader_align (r, size) || r->end - r->pos < size)
    return FALSE;
  memcpy (value, r->data + r->pos, size);
  r->pos += size;
  return TRUE;
}

static gboolean
reader_int32 (Reader *r,
              gint32 *value)
{
  return reader_fixed (r, value, sizeof *value);
}

static gboolean
reader_int64 (Reader *r,
              gint64 *value)
{
  return reader_fixed (r, value, sizeof *value);
}

/* A boolean in normal form: 0 or 1. */
static gboolean
reader_boolean (Reader   *r,
                gboolean *value)
{
  if (r->pos >= r->end || r->data[r->pos] > 1)
    return FALSE;
  *value = r->data[r->pos++];
  return TRUE;
}

/* The string over [@start, @end): valid UTF-8 ended by its only NUL, as a
 * string in normal form is (GLib reads any other as ""). */
static char *
string_at (const guint8 *data,
           gsize         start,
           gsize         end)
{
  const char *text = (const char *) data + start;

  if (end <= start || data[end - 1] != '\0'
      || !g_utf8_validate_len (text, end - 1 - start, NULL))
    return NULL;
  return g_strndup (text, end - 1 - start);
}

/* The @i-th variable-sized member, a string ("s"). */
static gboolean
reader_string (Reader  *r,
               gsize    i,
               char   **value)
{
  gsize end;

  if (!reader_member_end (r, i, &end) || (*value = string_at (r->data, r->pos, end)) == NULL)
    return FALSE;
  r->pos = end;
  return TRUE;
}

/* The @i-th variable-sized member, a maybe string ("ms"): nothing, or the
 * string and a NUL of the maybe's own. */
static gboolean
reader_maybe_string (Reader  *r,
                     gsize    i,
                     char   **value)
{
  gsize end;

  if (!reader_member_end (r, i, &end))
    return FALSE;
  *value = NULL;
  if (end > r->pos
      && (r->data[end - 1] != '\0' || (*value = string_at (r->data, r->pos, end - 1)) == NULL))
    return FALSE;
  r->pos = end;
  return TRUE;
}

/* An array of variable-sized elements over [@start, @end): how many, and
 * where the offsets of their ends begin. */
static gboolean
array_framing (const guint8 *data,
               gsize         start,
               gsize         end,
               gsize        *n,
               gsize        *size,
               gsize        *offsets)
{
  gsize last;

  *n = 0;
  *size = offset_size (end - start);
  *offsets = end;
  if (end == start)
    return TRUE;
  if (end - start < *size)
    return FALSE;
  last = read_offset (data + end - *size, *size);
  if (last > end - start || (end - start - last) % *size != 0)
    return FALSE;
  *n = (end - start - last) / *size;
  *offsets = start + last;
  return *n > 0;
}

/* An array of strings ("as") over [@start, @end); NULL for none. */
static gboolean
strv_at (const guint8   *data,
         gsize           start,
         gsize           end,
         char         ***value)
{
  gsize n, size, offsets, from = start;
  g_autoptr(GStrvBuilder) strings = NULL;

  *value = NULL;
  if (!array_framing (data, start, end, &n, &size, &offsets))
    return FALSE;
  if (n == 0)
    return TRUE;
  strings = g_strv_builder_new ();
  for (gsize i = 0; i < n; i++)
    {
      gsize to = start + read_offset (data + offsets + i * size, size);
      char *text;

      if (to < from || to > offsets || (text = string_at (data, from, to)) == NULL)
        return FALSE;
      g_strv_builder_add (strings, text);
      g_free (text);
      from = to;
    }
  *value = g_strv_builder_end (strings);
  return TRUE;
}

/* PLAYER_TYPE over [@start, @end). */
static gboolean
player_at (const guint8    *data,
           gsize            start,
           gsize            end,
           guint            n_categories,
           GkHistoryPlayer *p)
{
  Reader r;
  gint32 colour, seat, tokens, cards, renewal, districts, total, rank, timed_turns;
  gsize points_end;

  if (!reader_init (&r, data, start, end, 3)
      || !reader_maybe_string (&r, 0, &p->name)
      || !reader_maybe_string (&r, 1, &p->person)
      || !reader_int32 (&r, &colour) || !reader_int32 (&r, &seat)
      || !reader_int32 (&r, &tokens) || !reader_int32 (&r, &cards)
      || !reader_int32 (&r, &renewal) || !reader_int32 (&r, &districts)
      || !reader_int32 (&r, &total) || !reader_int32 (&r, &rank)
      || !reader_boolean (&r, &p->winner)
      || !reader_int32 (&r, &timed_turns) || !reader_int64 (&r, &p->turn_seconds)
      || !reader_align (&r, sizeof (gint32))
      || !reader_member_end (&r, 2, &points_end)
      || (points_end - r.pos) % sizeof (gint32) != 0)
    return FALSE;
  p->colour = (GkPlayerColour) colour;
  p->seat = seat;
  p->tokens = (guint) tokens;
  p->cards = (guint) cards;
  p->renewal = (guint) renewal;
  p->districts = (guint) districts;
  p->total = total;
  p->rank = (guint) rank;
  p->timed_turns = (guint) timed_turns;
  /* As GLib's reading gives them: a point for each of the play's
   * categories, those the row lacks 0 (written again, the row differs). */
  if (n_categories > 0)
    {
      p->categories = g_new0 (gint, n_categories);
      memcpy (p->categories, data + r.pos,
              MIN (points_end - r.pos, n_categories * sizeof (gint32)));
    }
  r.pos = points_end;
  return reader_boolean (&r, &p->anonymous);
}

/* The players ("a" PLAYER_TYPE) over [@start, @end). */
static gboolean
players_at (const guint8  *data,
            gsize          start,
            gsize          end,
            GkHistoryPlay *play)
{
  guint n_categories = gk_history_play_get_n_categories (play);
  gsize n, size, offsets, from = start;

  if (!array_framing (data, start, end, &n, &size, &offsets))
    return FALSE;
  /* Sized once: the framing's count is bounded by the bytes. */
  g_array_set_size (play->players, (guint) n);
  for (gsize i = 0; i < n; i++)
    {
      gsize to = start + read_offset (data + offsets + i * size, size);

      /* Each player aligned as its widest member. */
      from = start + (from - start + 7) / 8 * 8;
      if (from > to || to > offsets
          || !player_at (data, from, to, n_categories,
                         &g_array_index (play->players, GkHistoryPlayer, i)))
        return FALSE;
      from = to;
    }
  return TRUE;
}

/* The play of a row's @length bytes at @data read in place; NULL unless
 * they are exactly those _gk_play_serialize() writes for it. */
GkHistoryPlay *
_gk_play_read_direct (const guint8 *data,
                      gsize         length)
{
  g_autoptr(GkHistoryPlay) play = gk_history_play_new ();
  gint32 utc_offset, n_players, variant, solo_level, rounds, end_trigger, end_player;
  gsize players_start, players_end, categories_end;
  Reader r;

  g_clear_pointer (&play->game, g_free);
  if (data == NULL || !reader_init (&r, data, 0, length, 6)
      || !reader_string (&r, 0, &play->id)
      || !reader_boolean (&r, &play->id_derived)
      || !reader_int64 (&r, &play->modified) || !reader_int64 (&r, &play->started)
      || !reader_int64 (&r, &play->finished) || !reader_int32 (&r, &utc_offset)
      || !reader_boolean (&r, &play->offset_known) || !reader_int64 (&r, &play->duration)
      || !reader_maybe_string (&r, 1, &play->location)
      || !reader_maybe_string (&r, 2, &play->note)
      || !reader_int32 (&r, &n_players) || !reader_int32 (&r, &variant)
      || !reader_int32 (&r, &solo_level) || !reader_int32 (&r, &rounds)
      || !reader_int32 (&r, &end_trigger) || !reader_int32 (&r, &end_player)
      || !reader_align (&r, 8)
      || !reader_member_end (&r, 3, &players_end))
    return NULL;
  play->utc_offset = utc_offset;
  play->n_players = (guint) n_players;
  play->variant = (GkVariant) variant;
  play->solo_level = (GkSoloLevel) solo_level;
  play->rounds = (guint) rounds;
  play->end_trigger = (GkEndTrigger) end_trigger;
  play->end_player = end_player;
  /* The categories before the players: each player's points are counted
   * by them. */
  players_start = r.pos;
  r.pos = players_end;
  if (!reader_string (&r, 4, &play->game)
      || !reader_member_end (&r, 5, &categories_end)
      || !strv_at (data, r.pos, categories_end, &play->categories)
      || !strv_at (data, categories_end, r.end, &play->expansions)
      || !players_at (data, players_start, players_end, play))
    return NULL;

  if (!_gk_play_serializes_to (play, data, length))
    return NULL;
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
  stmt = _gk_db_prepare (self->db, "SELECT name, size, mtime, state, play, digest FROM files",
                         error);
  if (stmt == NULL)
    return NULL;
  for (guint n = 1; (rc = sqlite3_step (stmt)) == SQLITE_ROW; n++)
    {
      const char *name = sqlite3_column_blob (stmt, 0);
      gsize name_length = (gsize) sqlite3_column_bytes (stmt, 0);
      g_autofree char *digest = NULL;

      digest = _gk_row_digest (name != NULL ? name : "", name_length,
                               sqlite3_column_int64 (stmt, 1), sqlite3_column_int64 (stmt, 2),
                               sqlite3_column_int (stmt, 3), sqlite3_column_blob (stmt, 4),
                               (gsize) sqlite3_column_bytes (stmt, 4));
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
      _gk_db_fail (self->db, error);
      return NULL;
    }
  return g_steal_pointer (&names);
}

/* The row of the file @name of the library made again, when there is
 * such a file; FALSE only when it cannot be written. */
static gboolean
remake_row (GkHistoryIndex  *self,
            sqlite3_stmt    *insert,
            RecordKeeping   *keeping,
            const char      *name,
            GError         **error)
{
  g_autoptr(GFile) folder = g_file_new_for_path (self->games_dir);
  Row *row;
  gboolean ok = TRUE;

  /* A damaged name may name anything: only a file of the library. */
  if (!gk_game_file_is_name (name) || strchr (name, G_DIR_SEPARATOR) != NULL)
    return TRUE;
  row = g_new0 (Row, 1);
  row->file = g_file_get_child (folder, name);
  row->name = g_strdup (name);
  _gk_row_make (row);
  /* A file gone meanwhile has no row. */
  ok = row->gone
       || (_gk_row_keep (self, keeping, row, error)
           && _gk_index_store_row (self, insert, row, error));
  _gk_row_free (row);
  return ok;
}

/* The damaged rows named @names (GBytes, as stored) dropped, and their
 * files, those the library has, read again. */
gboolean
_gk_index_remake_rows (GkHistoryIndex  *self,
                       GPtrArray       *names,
                       GCancellable    *cancellable,
                       GError         **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;
  RecordKeeping keeping = { NULL, NULL };
  gboolean ok = TRUE;
  gboolean changed = FALSE;

  if (names->len == 0)
    return TRUE;
  if (!_gk_db_exec (self->db, "BEGIN IMMEDIATE;", error))
    return FALSE;
  insert = _gk_db_prepare (self->db, "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, ?)",
                           error);
  ok = insert != NULL;
  for (guint i = 0; ok && i < names->len; i++)
    {
      gsize length = 0;
      const char *stored = g_bytes_get_data (g_ptr_array_index (names, i), &length);
      g_autofree char *name = g_strndup (stored, length);

      ok = _gk_index_forget_file (self, stored != NULL ? stored : "", length, error)
           && (strlen (name) != length || remake_row (self, insert, &keeping, name, error));
    }
  g_clear_pointer (&insert, sqlite3_finalize);
  _gk_record_keeping_clear (&keeping);
  if (!ok || !_gk_db_exec (self->db, "COMMIT;", error))
    {
      _gk_db_exec (self->db, "ROLLBACK;", NULL);
      return FALSE;
    }
  _gk_index_note_file (self);
  /* A row whose name was damaged is gone: its file is read again. */
  return _gk_index_scan_folder (self, NULL, NULL, cancellable, &changed, error);
}

/* Every row checked against its digest; the damaged ones made again.
 * @n_remade: how many were damaged. */
gboolean
_gk_index_check_rows (GkHistoryIndex  *self,
                      GCancellable    *cancellable,
                      guint           *n_remade,
                      gboolean        *damaged,
                      GError         **error)
{
  g_autoptr(GPtrArray) names = damaged_rows (self, cancellable, damaged, error);

  *n_remade = 0;
  if (names == NULL || !_gk_index_remake_rows (self, names, cancellable, error))
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

/* A row as read from the table, then its play made in a worker.  Its
 * bytes are copied into its block's (one allocation for many rows, freed
 * at once), where they stay until the block is freed. */
typedef struct
{
  gsize          name_at;      /* its name, as stored, in the block's bytes */
  gsize          name_length;
  gsize          data_at;      /* its play's bytes there */
  gsize          data_length;
  gboolean       has_data;     /* FALSE: the row is unsound */
  GkHistoryPlay *play;         /* made from its bytes; NULL when unsound */
} RowRead;

static void
row_read_clear (gpointer data)
{
  RowRead *row = data;

  g_clear_pointer (&row->play, gk_history_play_free);
}

/* The play of a row's bytes as GLib reads them: whatever they hold, a
 * play, with GLib's defaults for what is out of place. */
GkHistoryPlay *
_gk_play_read_as_glib (GBytes *bytes)
{
  g_autoptr(GVariant) variant = NULL;

  variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (PLAY_TYPE), bytes,
                                                          FALSE));
  /* Bytes found in normal form are read as such: GLib checks the framing
   * of untrusted bytes again at each value taken out.  Bytes that are not
   * are read all the same, as untrusted bytes. */
  if (g_variant_is_normal_form (variant))
    {
      g_clear_pointer (&variant, g_variant_unref);
      variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (PLAY_TYPE), bytes,
                                                              TRUE));
    }
  return play_from_variant (variant);
}

/* The play of @row's bytes (in @bytes), when they hold one a play can
 * hold: read in place (all a row as it was written holds), else as GLib
 * reads them. */
static void
row_read_make (RowRead      *row,
               const guint8 *bytes)
{
  const guint8 *data = bytes + row->data_at;
  GkHistoryPlay *play = _gk_play_read_direct (data, row->data_length);

  if (play == NULL)
    {
      g_autoptr(GBytes) copy = g_bytes_new (data, row->data_length);

      play = _gk_play_read_as_glib (copy);
    }
  play->file = g_strndup ((const char *) bytes + row->name_at, row->name_length);
  if (play_is_sound (play))
    row->play = play;
  else
    gk_history_play_free (play);
}

/* A share of the items: every @step-th from @first. */
typedef struct
{
  GkIndexWork  work;
  gpointer     items;
  guint        n_items;
  guint        first;
  guint        step;
} Share;

static gpointer
work_share (gpointer data)
{
  Share *share = data;

  for (guint i = share->first; i < share->n_items; i += share->step)
    share->work (share->items, i);
  return NULL;
}

/* @work done on each of @n_items items on every processor, a worker for
 * each @per_worker of them, this thread one of the workers. */
void
_gk_index_in_parallel (guint        n_items,
                       guint        per_worker,
                       GkIndexWork  work,
                       gpointer     items)
{
  guint n_workers = MAX (MIN ((guint) g_get_num_processors (), n_items / per_worker + 1), 1);
  g_autofree Share *shares = g_new0 (Share, n_workers);
  g_autofree GThread **threads = g_new0 (GThread *, n_workers);

  for (guint w = 0; w < n_workers; w++)
    {
      shares[w] = (Share) { work, items, n_items, w, n_workers };
      /* The first share is done here. */
      if (w > 0)
        threads[w] = g_thread_try_new ("gk-history-read", work_share, &shares[w], NULL);
    }
  work_share (&shares[0]);
  for (guint w = 1; w < n_workers; w++)
    {
      if (threads[w] != NULL)
        g_thread_join (threads[w]);
      else
        work_share (&shares[w]);
    }
}

/* Rows read into a block of their own: a full block is handed to the
 * workers, which make its plays while the table is read on. */
#define ROWS_PER_BLOCK 256
/* The workers besides the thread reading, at most. */
#define MAX_WORKERS 7

/* The end of the blocks handed, for the workers. */
static int end_of_blocks;

/* The bytes a block starts with room for, grown as they come; one that
 * holds the most is handed, whatever its rows.  A block's bytes stay
 * below that and one row, which SQLite keeps under 2 GiB: the buffer's
 * length never overflows. */
#define BLOCK_BYTES (64 * 1024)
#define MOST_BLOCK_BYTES (1024 * 1024)

/* The rows and bytes of a block: ROWS_PER_BLOCK and MOST_BLOCK_BYTES but
 * in tests. */
static guint block_rows = ROWS_PER_BLOCK;
static gsize block_bytes = MOST_BLOCK_BYTES;

void
_gk_index_set_block_size (guint rows,
                          gsize bytes)
{
  block_rows = rows > 0 ? rows : ROWS_PER_BLOCK;
  block_bytes = bytes > 0 ? bytes : MOST_BLOCK_BYTES;
}

/* Rows, and the bytes they were read with. */
typedef struct
{
  GArray     *rows;        /* of RowRead */
  GByteArray *bytes;       /* grows while the block fills, then stays */
} Block;

static void
block_free (Block *block)
{
  g_array_unref (block->rows);
  g_byte_array_unref (block->bytes);
  g_free (block);
}

/* @length bytes at @data into @block's bytes, where a play's bytes begin
 * aligned as GLib would have them. */
static gsize
block_keep (Block         *block,
            gconstpointer  data,
            gsize          length)
{
  gsize at = (block->bytes->len + 7) / 8 * 8;

  g_byte_array_set_size (block->bytes, (guint) at);
  g_byte_array_append (block->bytes, data, (guint) length);
  return at;
}

/* The files table as read once. */
struct _GkTableRead
{
  GPtrArray   *blocks;     /* of Block, in the table's order */
  Block       *filling;    /* the last of @blocks, not yet handed */
  GAsyncQueue *handed;     /* the full blocks, then the end */
  GPtrArray   *workers;    /* of GThread, started with the first block handed */
  gboolean     started;    /* the workers started (as many as could be) */
  gint         dropped;    /* (atomic) the plays no longer wanted */
  gboolean     made;       /* every block's plays made */
  guint        n_handed;   /* blocks handed to the workers */
  guint        n_damaged;  /* rows of files that are damaged */
};

static void
block_make (GkTableRead *table,
            Block       *block)
{
  for (guint i = 0; i < block->rows->len && !g_atomic_int_get (&table->dropped); i++)
    {
      RowRead *row = &g_array_index (block->rows, RowRead, i);

      if (row->has_data)
        row_read_make (row, block->bytes->data);
    }
}

/* Blocks made as they come, until the end (left for the other workers). */
static gpointer
work_blocks (gpointer data)
{
  GkTableRead *table = data;

  for (;;)
    {
      Block *block = g_async_queue_pop (table->handed);

      if (block == (gpointer) &end_of_blocks)
        {
          g_async_queue_push (table->handed, block);
          return NULL;
        }
      block_make (table, block);
    }
}

static Block *
block_new (GkTableRead *table)
{
  Block *block = g_new0 (Block, 1);

  block->rows = g_array_sized_new (FALSE, TRUE, sizeof (RowRead), block_rows);
  g_array_set_clear_func (block->rows, row_read_clear);
  block->bytes = g_byte_array_sized_new (BLOCK_BYTES);
  g_ptr_array_add (table->blocks, block);
  return block;
}

static GkTableRead *
table_read_new (void)
{
  GkTableRead *table = g_new0 (GkTableRead, 1);

  table->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  table->handed = g_async_queue_new ();
  table->workers = g_ptr_array_new ();
  table->filling = block_new (table);
  return table;
}

/* The block being filled, full, handed to the workers (started with the
 * first: a table of one block is made by the thread reading it). */
static void
hand_block (GkTableRead *table)
{
  if (!table->started)
    {
      guint n_workers = MIN ((guint) g_get_num_processors (), MAX_WORKERS + 1) - 1;

      for (guint w = 0; w < n_workers; w++)
        {
          GThread *thread = g_thread_try_new ("gk-history-read", work_blocks, table, NULL);

          if (thread != NULL)
            g_ptr_array_add (table->workers, thread);
        }
      table->started = TRUE;
    }
  g_async_queue_push (table->handed, table->filling);
  table->n_handed++;
  table->filling = block_new (table);
}

/* The end handed; the workers gone. */
static void
end_workers (GkTableRead *table)
{
  g_async_queue_push (table->handed, &end_of_blocks);
  for (guint w = 0; w < table->workers->len; w++)
    g_thread_join (g_ptr_array_index (table->workers, w));
  g_ptr_array_set_size (table->workers, 0);
}

/* Every row's play made: the blocks not yet taken by a worker made here,
 * with the workers, to the end. */
static void
table_read_make (GkTableRead *table)
{
  Block *block;

  if (table->made)
    return;
  if (table->filling->rows->len > 0)
    g_async_queue_push (table->handed, table->filling);
  g_async_queue_push (table->handed, &end_of_blocks);
  while ((block = g_async_queue_pop (table->handed)) != (gpointer) &end_of_blocks)
    block_make (table, block);
  end_workers (table);
  table->made = TRUE;
}

void
_gk_table_read_free (GkTableRead *table)
{
  /* Plays not wanted are not made. */
  g_atomic_int_set (&table->dropped, TRUE);
  if (!table->made)
    end_workers (table);
  g_ptr_array_unref (table->workers);
  g_async_queue_unref (table->handed);
  g_ptr_array_unref (table->blocks);
  g_free (table);
}

/* The stamp of the row @stmt is on into @stamps: its name in the column
 * @name_column, its size and time in @size_column and the one after. */
static void
add_stamp (GHashTable   *stamps,
           sqlite3_stmt *stmt,
           int           name_column,
           int           size_column)
{
  FileStamp *stamp = g_new (FileStamp, 1);
  const char *name = sqlite3_column_blob (stmt, name_column);
  gsize length = (gsize) sqlite3_column_bytes (stmt, name_column);

  stamp->size = sqlite3_column_int64 (stmt, size_column);
  stamp->mtime = sqlite3_column_int64 (stmt, size_column + 1);
  g_hash_table_insert (stamps, g_strndup (name != NULL ? name : "", length), stamp);
}

gboolean
_gk_index_read_stamps (GkHistoryIndex  *self,
                       GHashTable      *stamps,
                       GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = _gk_db_prepare (self->db, "SELECT name, size, mtime FROM files",
                                             error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    add_stamp (stamps, stmt, 0, 1);
  if (rc != SQLITE_DONE)
    return _gk_db_fail (self->db, error);
  return TRUE;
}

GkTableRead *
_gk_index_read_table (GkHistoryIndex  *self,
                      GHashTable      *stamps,
                      gboolean        *damaged,
                      GError         **error)
{
  g_autoptr(GkTableRead) table = table_read_new ();
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  *damaged = FALSE;
  /* Not the digests: a later check reads them (_gk_index_check_rows()).  What the
   * plays are made of is read as untrusted data. */
  stmt = _gk_db_prepare (self->db, "SELECT name, state, play, size, mtime FROM files", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *stored = sqlite3_column_blob (stmt, 0);
      gsize name_length = (gsize) sqlite3_column_bytes (stmt, 0);
      gint state = sqlite3_column_int (stmt, 1);
      gconstpointer data = sqlite3_column_blob (stmt, 2);
      gsize length = (gsize) sqlite3_column_bytes (stmt, 2);
      gboolean sound = (state == FILE_PLAY) == (data != NULL)
                       && state >= FILE_PLAY && state <= FILE_DAMAGED;
      RowRead row = { 0 };

      if (stamps != NULL)
        add_stamp (stamps, stmt, 0, 3);
      /* A file in progress or damaged has no play to read; an unsound row
       * is kept by its name alone, to be made again. */
      if (sound && state != FILE_PLAY)
        {
          if (state == FILE_DAMAGED)
            table->n_damaged++;
          continue;
        }
      row.name_at = block_keep (table->filling, stored, name_length);
      row.name_length = name_length;
      if (sound)
        {
          row.data_at = block_keep (table->filling, data, length);
          row.data_length = length;
          row.has_data = TRUE;
        }
      g_array_append_val (table->filling->rows, row);
      if (table->filling->rows->len == block_rows
          || table->filling->bytes->len >= block_bytes)
        hand_block (table);
    }
  if (rc != SQLITE_DONE)
    {
      *damaged = rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
      _gk_db_fail (self->db, error);
      return NULL;
    }
  return g_steal_pointer (&table);
}

GPtrArray *
_gk_index_read_rows (GkHistoryIndex  *self,
                     GkTableRead     *table_read,
                     guint           *out_n_damaged,
                     GPtrArray       *unsound,
                     gboolean        *damaged,
                     GError         **error)
{
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GkTableRead) table = table_read;

  *damaged = FALSE;
  *out_n_damaged = 0;
  if (table == NULL)
    table = _gk_index_read_table (self, NULL, damaged, error);
  if (table == NULL)
    return NULL;
  *out_n_damaged = table->n_damaged;

  table_read_make (table);
  self->n_blocks_handed += table->n_handed;
  for (guint b = 0; b < table->blocks->len; b++)
    {
      Block *block = g_ptr_array_index (table->blocks, b);

      for (guint i = 0; i < block->rows->len; i++)
        {
          RowRead *row = &g_array_index (block->rows, RowRead, i);
          GkHistoryPlay *play = g_steal_pointer (&row->play);
          GkHistoryPlay *other;

          if (play == NULL)
            {
              g_ptr_array_add (unsound, g_bytes_new (block->bytes->data + row->name_at,
                                                     row->name_length));
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
    }

  if (!_gk_index_kept_times (self, plays, by_id, error))
    return NULL;

  g_ptr_array_sort (plays, compare_plays);
  return g_steal_pointer (&plays);
}
