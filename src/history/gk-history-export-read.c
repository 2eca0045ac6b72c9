/* gk-history-export-read.c: the plays read back from an export
 *
 * A CSV this program wrote (of any version) and a BG Stats file, read
 * into plays, each refusal in the user's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk-file-io.h"
#include "gk-history-export-private.h"
#include "gk-history-stats.h"
#include "gk-sheet-game.h"

static gboolean
parse_iso_date (const char *text,
                gint64     *out)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_iso8601 (text, NULL);

  if (date == NULL)
    return FALSE;
  *out = g_date_time_to_unix (date);
  return TRUE;
}

/* A date as BG Stats writes it, the wall clock where it was played: the
 * file does not say where, so it is taken for this machine's zone, which
 * the play keeps as its offset (exported again, it says the same). */
static gboolean
parse_bgstats_date (const char    *text,
                    GkHistoryPlay *play)
{
  gint year, month, day, hour = 0, minute = 0, second = 0;
  g_autoptr(GDateTime) date = NULL;

  if (text == NULL
      || sscanf (text, "%d-%d-%d %d:%d:%d", &year, &month, &day, &hour, &minute, &second) < 3)
    return FALSE;
  date = g_date_time_new_local (year, month, day, hour, minute, second);
  if (date == NULL)
    return FALSE;
  play->started = g_date_time_to_unix (date);
  play->utc_offset = (gint32) (g_date_time_get_utc_offset (date) / G_TIME_SPAN_SECOND);
  play->offset_known = TRUE;
  return TRUE;
}

static void
strv_free (gpointer data)
{
  g_strfreev (data);
}

/* A field between quotes, a doubled quote standing for one: *@p is on the
 * opening quote, and is left after the closing one. */
static gboolean
read_quoted_field (const char **p,
                   guint       *line,
                   GString     *field,
                   GError     **error)
{
  const char *q = *p;
  guint start_line = *line;

  for (q++;; q++)
    {
      if (*q == '\0')
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* TRANSLATORS: %u is a line number of a CSV file */
                       _("Line %u: a quoted field is never closed"), start_line);
          return FALSE;
        }
      if (*q == '"' && q[1] == '"')
        {
          g_string_append_c (field, '"');
          q++;
        }
      else if (*q == '"')
        break;
      else
        {
          if (*q == '\n')
            (*line)++;
          g_string_append_c (field, *q);
        }
    }
  q++;
  *p = q;
  if (*q != ',' && *q != '\r' && *q != '\n' && *q != '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: %u is a line number of a CSV file */
                   _("Line %u: text after a closing quote"), *line);
      return FALSE;
    }
  return TRUE;
}

GPtrArray *
gk_history_csv_parse (const char  *text,
                      GError     **error)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (strv_free);
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) field = g_string_new (NULL);
  const char *p = text;
  guint line = 1;

  g_return_val_if_fail (text != NULL, NULL);

  while (*p != '\0')
    {
      if (*p == '"' && field->len == 0)
        {
          if (!read_quoted_field (&p, &line, field, error))
            return NULL;
          continue;
        }
      if (*p == '"')
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* TRANSLATORS: %u is a line number of a CSV file */
                       _("Line %u: a quote inside a field that does not start with one"), line);
          return NULL;
        }
      if (*p == ',')
        {
          g_ptr_array_add (fields, g_strdup (field->str));
          g_string_truncate (field, 0);
          p++;
          continue;
        }
      if (*p == '\r' || *p == '\n')
        {
          g_ptr_array_add (fields, g_strdup (field->str));
          g_string_truncate (field, 0);
          g_ptr_array_add (fields, NULL);
          g_ptr_array_add (rows, g_ptr_array_steal (fields, NULL));
          if (*p == '\r' && p[1] == '\n')
            p++;
          p++;
          line++;
          continue;
        }
      g_string_append_c (field, *p);
      p++;
    }
  if (field->len > 0 || fields->len > 0)
    {
      g_ptr_array_add (fields, g_strdup (field->str));
      g_ptr_array_add (fields, NULL);
      g_ptr_array_add (rows, g_ptr_array_steal (fields, NULL));
    }
  return g_steal_pointer (&rows);
}

static gboolean
parse_uint (const char *text,
            guint      *out)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

/* Undoes _gk_csv_needs_guard(): one leading quote less. */
static const char *
csv_unguard (const char *value)
{
  return *value == '\'' && _gk_csv_needs_guard (value + 1) ? value + 1 : value;
}

static gboolean
parse_int (const char *text,
           gint       *out)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &value, NULL))
    return FALSE;
  *out = (gint) value;
  return TRUE;
}

/* The dates of this version: the wall clock where the play was played,
 * and its offset ("Z": not known, the dates in UTC); and the note. */
static gboolean
csv_read_dates (char          **row,
                GkHistoryPlay  *play)
{
  g_autofree char *finished_text = g_strconcat (row[COL_DATE], row[COL_OFFSET], NULL);
  g_autofree char *started_text = g_strconcat (row[COL_STARTED], row[COL_OFFSET], NULL);
  GkTime finished, started;

  if (!gk_time_parse (finished_text, &finished) || !gk_time_parse (started_text, &started)
      || !gk_play_note_check (row[COL_NOTE], NULL))
    return FALSE;
  play->finished = finished.usec / G_USEC_PER_SEC;
  play->started = started.usec / G_USEC_PER_SEC;
  play->utc_offset = finished.offset;
  play->offset_known = !finished.offset_unknown;
  g_free (play->note);
  play->note = *row[COL_NOTE] != '\0' ? g_strdup (row[COL_NOTE]) : NULL;
  return TRUE;
}

/* A count that a score sheet's row leaves empty. */
static gboolean
parse_part (const char *text,
            gboolean    sheet,
            guint      *out)
{
  if (sheet && *text == '\0')
    {
      *out = 0;
      return TRUE;
    }
  return parse_uint (text, out);
}

/* What a CSV file's header says: how many columns, and the categories of
 * the columns after the fixed ones. */
typedef struct
{
  guint  n_columns;
  guint  n_fixed;      /* the columns before the categories' */
  char **categories;   /* ids, in the order of their columns; NULL: none */
} CsvHeader;

/* A row of the fixed columns of the first version: a game of Ginkgopolis,
 * or a score sheet's seat (no rounds, end, colour or parts). */
static gboolean
csv_row_to_seat (char            **row,
                 const CsvHeader  *header,
                 GkHistoryPlay    *play,
                 GkHistoryPlayer  *p)
{
  gboolean sheet = gk_history_play_is_sheet (play);
  guint *parts[4] = { &p->tokens, &p->cards, &p->renewal, &p->districts };

  if (!(header->n_fixed >= N_COLUMNS ? csv_read_dates (row, play)
                                     : parse_iso_date (row[COL_DATE], &play->finished)
                                       && parse_iso_date (row[COL_STARTED], &play->started))
      || !gk_history_variant_from_string (row[COL_VARIANT], &play->variant)
      || !gk_history_solo_level_from_string (row[COL_SOLO_LEVEL], &play->solo_level)
      || !parse_uint (row[COL_PLAYERS], &play->n_players)
      || !parse_part (row[COL_ROUNDS], sheet, &play->rounds)
      || !gk_history_seat_from_string (row[COL_SEAT], &p->seat)
      || !parse_int (row[COL_TOTAL], &p->total)
      || !parse_uint (row[COL_RANK], &p->rank))
    return FALSE;
  play->end_trigger = GK_END_NONE;
  if ((!sheet || *row[COL_END] != '\0')
      && !gk_history_end_from_string (row[COL_END], &play->end_trigger))
    return FALSE;
  p->colour = GK_HISTORY_NO_COLOUR;
  if ((!sheet || *row[COL_COLOUR] != '\0')
      && !gk_player_colour_from_string (row[COL_COLOUR], &p->colour))
    return FALSE;
  play->end_player = GK_NO_PLAYER;
  if (*row[COL_END_PLAYER] != '\0' && !gk_history_seat_from_string (row[COL_END_PLAYER],
                                                                     &play->end_player))
    return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    if (!parse_part (row[COL_TOKENS + k], sheet, parts[k]))
      return FALSE;
  if (g_str_equal (row[COL_WINNER], "yes"))
    p->winner = TRUE;
  else if (!g_str_equal (row[COL_WINNER], "no"))
    return FALSE;
  p->name = gk_history_player_is_hal (p) ? NULL : g_strdup (row[COL_NAME]);
  return TRUE;
}

/* The columns the second version added: the play's id, place, length and
 * the seat's person. */
static gboolean
csv_row_to_record (char           **row,
                   GkHistoryPlay   *play,
                   GkHistoryPlayer *p)
{
  if (*row[COL_PLAY_ID] != '\0' && !gk_play_id_is_valid (row[COL_PLAY_ID]))
    return FALSE;
  if (*row[COL_PERSON] != '\0' && !gk_play_id_is_valid (row[COL_PERSON]))
    return FALSE;
  if (*row[COL_DURATION] != '\0')
    {
      guint minutes;

      if (!parse_uint (row[COL_DURATION], &minutes))
        return FALSE;
      play->duration = 60 * (gint64) minutes;
    }
  play->id = *row[COL_PLAY_ID] != '\0' ? g_strdup (row[COL_PLAY_ID]) : NULL;
  play->location = *row[COL_LOCATION] != '\0' ? g_strdup (row[COL_LOCATION]) : NULL;
  p->person = *row[COL_PERSON] != '\0' ? g_strdup (row[COL_PERSON]) : NULL;
  return TRUE;
}

/* A score sheet's points in its categories: the category cells that are
 * not empty, which a game of Ginkgopolis has none of. */
static gboolean
csv_row_to_categories (char            **row,
                       const CsvHeader  *header,
                       GkHistoryPlay    *play,
                       GkHistoryPlayer  *p)
{
  const GkSheetGame *game = gk_sheet_game_lookup (play->game);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));

  /* In the order of the play's pad, as the index has them; a game this
   * version does not know, in the order of the columns. */
  for (guint c = 0; header->categories != NULL && header->categories[c] != NULL; c++)
    {
      const char *cell = row[header->n_fixed + c];
      guint rank = G_MAXUINT;
      guint at = 0;
      gint value;

      if (*cell == '\0')
        continue;
      if (!parse_int (cell, &value))
        return FALSE;
      for (guint k = 0; game != NULL && k < game->n_categories; k++)
        if (g_str_equal (game->categories[k].id, header->categories[c]))
          rank = k;
      while (at < order->len && g_array_index (order, guint, at) <= rank)
        at++;
      g_ptr_array_insert (ids, (gint) at, g_strdup (header->categories[c]));
      g_array_insert_val (values, at, value);
      g_array_insert_val (order, at, rank);
    }
  if (values->len == 0)
    return TRUE;
  if (!gk_history_play_is_sheet (play))
    return FALSE;
  g_ptr_array_add (ids, NULL);
  play->categories = (char **) g_ptr_array_steal (ids, NULL);
  p->categories = (gint *) g_array_free (g_steal_pointer (&values), FALSE);
  return TRUE;
}

static gboolean
csv_row_to_play (char            **row,
                 const CsvHeader  *header,
                 GkHistoryPlay    *play,
                 GkHistoryPlayer  *p)
{
  for (guint c = 0; c < header->n_columns; c++)
    {
      const char *unguarded = csv_unguard (row[c]);

      memmove (row[c], unguarded, strlen (unguarded) + 1);
    }
  if (header->n_fixed >= N_COLUMNS_GAME)
    {
      if (*row[COL_GAME] == '\0')
        return FALSE;
      g_free (play->game);
      play->game = g_strdup (row[COL_GAME]);
    }
  return csv_row_to_seat (row, header, play, p)
         && (header->n_fixed < N_COLUMNS_BEFORE || csv_row_to_record (row, play, p))
         && (header->n_fixed < N_COLUMNS_GAME || csv_row_to_categories (row, header, play, p));
}

/* The header: the columns of this version (with the category columns of
 * what was exported), or of a version before. */
static gboolean
csv_read_header (char      **row,
                 CsvHeader  *header)
{
  guint n = g_strv_length (row);
  g_autoptr(GStrvBuilder) categories = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  guint fixed = n > N_COLUMNS_GAME && g_str_equal (row[COL_OFFSET], _gk_csv_columns[COL_OFFSET])
                ? N_COLUMNS : MIN (n, N_COLUMNS_GAME);

  if (n != N_COLUMNS_FIRST && n != N_COLUMNS_BEFORE && n < N_COLUMNS_GAME)
    return FALSE;
  for (guint c = 0; c < fixed; c++)
    if (!g_str_equal (row[c], _gk_csv_columns[c]))
      return FALSE;
  for (guint c = fixed; c < n; c++)
    {
      const char *id = row[c] + strlen (CSV_CATEGORY);

      if (!g_str_has_prefix (row[c], CSV_CATEGORY) || *id == '\0'
          || !g_hash_table_add (seen, (gpointer) id))
        return FALSE;
      g_strv_builder_add (categories, id);
    }
  header->n_columns = n;
  header->n_fixed = fixed;
  header->categories = n > fixed ? g_strv_builder_end (categories) : NULL;
  return TRUE;
}

static gboolean
same_categories (const GkHistoryPlay *a,
                 const GkHistoryPlay *b)
{
  if (a->categories == NULL || b->categories == NULL)
    return a->categories == b->categories;
  return g_strv_equal ((const char * const *) a->categories,
                       (const char * const *) b->categories);
}

/* A row joins the play before it: the same file, id and game. */
static gboolean
csv_same_play (const GkHistoryPlay *current,
               const GkHistoryPlay *play,
               const char          *file)
{
  return current != NULL && g_strcmp0 (current->file, file) == 0
         && g_strcmp0 (current->id, play->id) == 0
         && g_strcmp0 (current->game, play->game) == 0;
}

GPtrArray *
gk_history_from_csv (const char  *text,
                     GError     **error)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_auto(GStrv) categories = NULL;
  GkHistoryPlay *current = NULL;
  CsvHeader header = { 0, 0, NULL };

  g_return_val_if_fail (text != NULL, NULL);

  rows = gk_history_csv_parse (text, error);
  if (rows == NULL)
    return NULL;
  if (rows->len == 0 || !csv_read_header (g_ptr_array_index (rows, 0), &header))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This is not a list of plays exported by Ginkgo Companion"));
      return NULL;
    }
  categories = header.categories;

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  for (guint i = 1; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autoptr(GkHistoryPlay) play = gk_history_play_new ();
      GkHistoryPlayer p = { 0 };
      gboolean joins = FALSE;

      if (g_strv_length (row) != header.n_columns || !csv_row_to_play (row, &header, play, &p)
          || ((joins = csv_same_play (current, play, row[COL_FILE]))
              && !same_categories (current, play)))
        {
          g_clear_pointer (&p.name, g_free);
          g_clear_pointer (&p.person, g_free);
          g_clear_pointer (&p.categories, g_free);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* TRANSLATORS: %u is a row number of a CSV file, the header being 1 */
                       _("Row %u is not a player’s score in a play"), i + 1);
          return NULL;
        }
      /* One row per player: consecutive rows of one play are one play. */
      if (!joins)
        {
          play->file = g_strdup (row[COL_FILE]);
          current = play;
          g_ptr_array_add (plays, g_steal_pointer (&play));
        }
      g_array_append_val (current->players, p);
    }
  return g_steal_pointer (&plays);
}

static gboolean
bgstats_fail (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("This is not a BG Stats file of Ginkgopolis plays"));
  return FALSE;
}

/* A uuid as this module writes it: BG Stats writes its own in capitals. */
static char *
bgstats_uuid (JsonObject *object)
{
  const char *text = json_object_get_string_member_with_default (object, "uuid", NULL);
  g_autofree char *lower = text != NULL ? g_ascii_strdown (text, -1) : NULL;

  return lower != NULL && gk_play_id_is_valid (lower) ? g_steal_pointer (&lower) : NULL;
}

typedef struct
{
  char     *name;
  char     *uuid;
  gboolean  anonymous;
} BgStatsPlayer;

static void
bgstats_player_free (gpointer data)
{
  BgStatsPlayer *player = data;

  g_free (player->name);
  g_free (player->uuid);
  g_free (player);
}

/* The expansions of a play: its "expansionPlays" that are expansions of
 * its game this program knows (@expansions: "games" id -> "game:module"),
 * in the order of the game's modules. */
static char **
bgstats_expansions (JsonObject          *object,
                    GHashTable          *expansions,
                    const GkHistoryPlay *play)
{
  JsonNode *node = json_object_get_member (object, "expansionPlays");
  const GkSheetGame *game = gk_sheet_game_lookup (play->game);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *list;
  gboolean any = FALSE;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) || game == NULL)
    return NULL;
  list = json_node_get_array (node);
  for (guint m = 0; m < game->n_modules; m++)
    {
      g_autofree char *key = _gk_bgstats_expansion_key (game->id, game->modules[m].id);
      gboolean played = FALSE;

      for (guint i = 0; i < json_array_get_length (list) && !played; i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          gint64 ref = entry != NULL
                       ? json_object_get_int_member_with_default (entry, "gameRefId", 0) : 0;

          played = g_strcmp0 (g_hash_table_lookup (expansions, GINT_TO_POINTER (ref)), key) == 0;
        }
      if (played)
        {
          g_strv_builder_add (builder, game->modules[m].id);
          any = TRUE;
        }
    }
  return any ? g_strv_builder_end (builder) : NULL;
}

/* The seat numbers of a play's scores start at 1 ("seatOrder", 0 being
 * "not set"); the versions before wrote them from 0, the opponent 5. */
static gboolean
bgstats_seats_from_zero (JsonArray *scores)
{
  for (guint i = 0; i < json_array_get_length (scores); i++)
    {
      JsonObject *s = json_array_get_object_element (scores, i);

      if (s != NULL && json_object_get_int_member_with_default (s, "seatOrder", 0) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
bgstats_play (JsonObject    *object,
              GHashTable    *players,
              GHashTable    *locations,
              GHashTable    *games,
              GHashTable    *expansions,
              GkHistoryPlay *play)
{
  JsonArray *scores;
  const char *board, *note, *location, *game;
  gint64 minutes;
  gboolean sheet, from_zero;

  /* A play of a game the file does not name is of Ginkgopolis, as the
   * versions before wrote only those. */
  game = g_hash_table_lookup (games, GINT_TO_POINTER (
                                json_object_get_int_member_with_default (object, "gameRefId", 0)));
  if (game != NULL)
    {
      g_free (play->game);
      play->game = g_strdup (game);
    }
  sheet = gk_history_play_is_sheet (play);
  if (!json_object_has_member (object, "playerScores")
      || !parse_bgstats_date (json_object_get_string_member_with_default (object, "playDate",
                                                                          NULL),
                              play))
    return FALSE;
  play->id = bgstats_uuid (object);
  minutes = json_object_get_int_member_with_default (object, "durationMin", 0);
  play->duration = minutes > 0 ? 60 * minutes : -1;
  play->finished = play->started + MAX (minutes, 0) * 60;
  note = json_object_get_string_member_with_default (object, "comments", NULL);
  play->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
  location = g_hash_table_lookup (locations, GINT_TO_POINTER (
                                    json_object_get_int_member_with_default (object,
                                                                             "locationRefId",
                                                                             0)));
  play->location = g_strdup (location);
  play->rounds = (guint) json_object_get_int_member_with_default (object, "rounds", 0);
  board = json_object_get_string_member_with_default (object, "board", "standard");
  play->variant = g_str_has_prefix (board, "solo") ? GK_VARIANT_SOLO : GK_VARIANT_STANDARD;
  play->solo_level = g_str_equal (board, "solo-expert") ? GK_SOLO_EXPERT : GK_SOLO_NORMAL;

  play->expansions = bgstats_expansions (object, expansions, play);

  scores = json_object_get_array_member (object, "playerScores");
  if (scores == NULL)
    return FALSE;
  from_zero = bgstats_seats_from_zero (scores);
  for (guint i = 0; i < json_array_get_length (scores); i++)
    {
      JsonObject *s = json_array_get_object_element (scores, i);
      GkHistoryPlayer p = { 0 };
      const BgStatsPlayer *player;
      gint64 total;
      gint64 seat;
      gboolean hal;

      if (s == NULL)
        return FALSE;
      player = g_hash_table_lookup (players,
                                    GINT_TO_POINTER (json_object_get_int_member_with_default (
                                                       s, "playerRefId", 0)));
      if (player == NULL
          || !g_ascii_string_to_signed (json_object_get_string_member_with_default (s, "score",
                                                                                   ""),
                                        10, G_MININT, G_MAXINT, &total, NULL))
        return FALSE;
      seat = json_object_get_int_member_with_default (s, "seatOrder", i + 1) - (from_zero ? 0 : 1);
      hal = g_strcmp0 (player->uuid, GK_PERSON_HAL) == 0
            || (from_zero && !sheet && seat >= GK_MAX_PLAYERS);
      if (!hal && (seat < 0 || seat >= GK_HISTORY_MAX_SEATS))
        return FALSE;
      p.seat = hal ? GK_HISTORY_SEAT_HAL : (gint) seat;
      p.name = hal ? NULL : g_strdup (player->name);
      /* An anonymous player's uuid is that seat's alone, nobody's. */
      p.anonymous = !hal && player->anonymous;
      p.person = p.anonymous ? NULL : g_strdup (player->uuid);
      p.total = (gint) total;
      p.rank = (guint) json_object_get_int_member_with_default (s, "rank", 0);
      p.winner = json_object_get_boolean_member_with_default (s, "winner", FALSE);
      p.colour = GK_HISTORY_NO_COLOUR;
      if (!gk_player_colour_from_string (json_object_get_string_member_with_default (s, "role",
                                                                                    ""),
                                         &p.colour) && !sheet)
        p.colour = 0;
      g_array_append_val (play->players, p);
      if (!hal)
        play->n_players++;
    }
  return TRUE;
}

/* Whether the entry of "games" @object is what this program calls @key
 * (a game, or "game:module" for an expansion), named @key_name, with
 * BoardGameGeek's number @key_bgg_id: by the uuid it gives @key, else by
 * that number, else by name. */
static gboolean
bgstats_entry_is (JsonObject *object,
                  const char *key,
                  const char *key_name,
                  gint64      key_bgg_id)
{
  g_autofree char *uuid = bgstats_uuid (object);
  g_autofree char *key_uuid = _gk_bgstats_stable_uuid ("game", key);
  const char *name = json_object_get_string_member_with_default (object, "name", "");
  gint64 bgg_id = json_object_get_int_member_with_default (object, "bggId", 0);

  return g_strcmp0 (uuid, key_uuid) == 0 || (bgg_id != 0 && bgg_id == key_bgg_id)
         || g_str_equal (name, key_name);
}

/* The game of an entry of "games" this program knows; NULL for another
 * game. */
static char *
bgstats_game (JsonObject *object)
{
  gint64 bgg_id;
  const char *name = _gk_bgstats_game_name (GK_HISTORY_GAME_GINKGOPOLIS, &bgg_id);
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  if (bgstats_entry_is (object, GK_HISTORY_GAME_GINKGOPOLIS, name, bgg_id))
    return g_strdup (GK_HISTORY_GAME_GINKGOPOLIS);
  for (guint g = 0; g < n_games; g++)
    {
      name = _gk_bgstats_game_name (sheet_games[g]->id, &bgg_id);
      if (bgstats_entry_is (object, sheet_games[g]->id, name, bgg_id))
        return g_strdup (sheet_games[g]->id);
    }
  return NULL;
}

/* The expansion of an entry of "games" this program knows, as
 * "game:module"; NULL for anything else. */
static char *
bgstats_expansion (JsonObject *object)
{
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  for (guint g = 0; g < n_games; g++)
    for (guint m = 0; m < sheet_games[g]->n_modules; m++)
      {
        const GkSheetModule *module = &sheet_games[g]->modules[m];
        g_autofree char *key = _gk_bgstats_expansion_key (sheet_games[g]->id, module->id);
        g_autofree char *full_name = g_strconcat (sheet_games[g]->name, ": ", module->name,
                                                  NULL);

        if (bgstats_entry_is (object, key, full_name, module->bgg_id))
          return g_steal_pointer (&key);
      }
  return NULL;
}

/* The entries of a list of @member, by their "id". */
static JsonArray *
bgstats_list (JsonObject *root,
              const char *member,
              gboolean    required)
{
  JsonNode *node = json_object_get_member (root, member);

  if (node == NULL)
    return required ? NULL : json_array_new ();
  return JSON_NODE_HOLDS_ARRAY (node) ? json_array_ref (json_node_get_array (node)) : NULL;
}

GPtrArray *
gk_history_from_bgstats (const char  *text,
                         GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GHashTable) players = g_hash_table_new_full (NULL, NULL, NULL, bgstats_player_free);
  g_autoptr(GHashTable) locations = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) games = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GHashTable) expansions = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(JsonArray) player_list = NULL;
  g_autoptr(JsonArray) location_list = NULL;
  g_autoptr(JsonArray) game_list = NULL;
  g_autoptr(JsonArray) list = NULL;
  JsonObject *root;

  g_return_val_if_fail (text != NULL, NULL);

  if (!json_parser_load_from_data (parser, text, -1, NULL)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      bgstats_fail (error);
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  player_list = bgstats_list (root, "players", TRUE);
  location_list = bgstats_list (root, "locations", FALSE);
  game_list = bgstats_list (root, "games", FALSE);
  list = bgstats_list (root, "plays", TRUE);
  if (player_list == NULL || location_list == NULL || game_list == NULL || list == NULL)
    {
      bgstats_fail (error);
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (player_list); i++)
    {
      JsonObject *object = json_array_get_object_element (player_list, i);
      BgStatsPlayer *player;

      if (object == NULL)
        continue;
      player = g_new0 (BgStatsPlayer, 1);
      player->name = g_strdup (json_object_get_string_member_with_default (object, "name", ""));
      player->uuid = bgstats_uuid (object);
      player->anonymous = json_object_get_boolean_member_with_default (object, "isAnonymous",
                                                                      FALSE);
      g_hash_table_insert (players,
                           GINT_TO_POINTER (json_object_get_int_member_with_default (object, "id",
                                                                                     0)),
                           player);
    }
  for (guint i = 0; i < json_array_get_length (location_list); i++)
    {
      JsonObject *object = json_array_get_object_element (location_list, i);

      if (object != NULL)
        g_hash_table_insert (locations,
                             GINT_TO_POINTER (json_object_get_int_member_with_default (object,
                                                                                       "id", 0)),
                             (gpointer) json_object_get_string_member_with_default (object,
                                                                                    "name",
                                                                                    NULL));
    }

  for (guint i = 0; i < json_array_get_length (game_list); i++)
    {
      JsonObject *object = json_array_get_object_element (game_list, i);
      char *game = object != NULL ? bgstats_game (object) : NULL;
      char *expansion = object != NULL && game == NULL ? bgstats_expansion (object) : NULL;
      gpointer id = object != NULL
                    ? GINT_TO_POINTER (json_object_get_int_member_with_default (object, "id", 0))
                    : NULL;

      if (game != NULL)
        g_hash_table_insert (games, id, game);
      if (expansion != NULL)
        g_hash_table_insert (expansions, id, expansion);
    }

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(GkHistoryPlay) play = gk_history_play_new ();

      if (object == NULL || !bgstats_play (object, players, locations, games, expansions, play))
        {
          bgstats_fail (error);
          return NULL;
        }
      g_ptr_array_add (plays, g_steal_pointer (&play));
    }
  return g_steal_pointer (&plays);
}
