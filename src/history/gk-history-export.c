/* gk-history-export.c: the plays in formats other programs read
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
#include "gk-history-export.h"
#include "gk-history-stats.h"
#include "gk-sheet-game.h"

/* ---- what every format shares ---- */

/* Text from the plays as valid UTF-8: a file name in the file system's
 * encoding as GLib shows it, anything else with invalid bytes replaced. */
static char *
file_text (const char *file)
{
  return file != NULL ? g_filename_display_name (file) : g_strdup ("");
}

static char *
valid_text (const char *text)
{
  if (text == NULL)
    return g_strdup ("");
  return g_utf8_validate (text, -1, NULL) ? g_strdup (text) : g_utf8_make_valid (text, -1);
}

static const char *
player_name (const GkHistoryPlayer *p)
{
  return gk_history_player_is_hal (p) || p->name == NULL ? GK_HISTORY_HAL_NAME : p->name;
}

/* A seat's colour as the exports write it: none on a score sheet. */
static const char *
colour_text (const GkHistoryPlayer *p)
{
  return p->colour < GK_N_PLAYER_COLOURS ? gk_player_colour_to_string (p->colour) : "";
}

/* A play's identity: its id, or for a play that has none (one read from an
 * older export), one derived from what was played, never from a file name
 * or a time. */
static char *
play_id (const GkHistoryPlay *play)
{
  g_autoptr(GString) content = NULL;

  if (play->id != NULL && gk_play_id_is_valid (play->id))
    return g_strdup (play->id);
  content = g_string_new ("ginkgo-companion play\n");
  g_string_append_printf (content, "%s %s %u %s %d\n", gk_history_variant_to_string (play->variant),
                          gk_history_solo_level_to_string (play->solo_level), play->rounds,
                          gk_history_end_to_string (play->end_trigger), play->end_player);
  /* A score sheet's game and categories; a game of Ginkgopolis says what
   * the versions before said, so that its identity stays. */
  if (gk_history_play_is_sheet (play))
    {
      g_autofree char *categories = play->categories != NULL
                                    ? g_strjoinv (" ", play->categories) : g_strdup ("");

      g_string_append_printf (content, "%s: %s\n", play->game, categories);
    }
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
      gint seat = gk_history_player_is_hal (p) ? GK_PLAYER_HAL : p->seat;

      g_string_append_printf (content, "%d %s %s %u %u %u %u %d", seat, player_name (p),
                              colour_text (p), p->tokens, p->cards, p->renewal, p->districts,
                              p->total);
      for (guint c = 0; p->categories != NULL && c < gk_history_play_get_n_categories (play); c++)
        g_string_append_printf (content, " %d", p->categories[c]);
      g_string_append_c (content, '\n');
    }
  return gk_play_id_from_content (content->str, content->len);
}

/* Whole minutes of playing time, to the nearest; -1 when unknown. */
static gint64
duration_minutes (const GkHistoryPlay *play)
{
  return play->duration >= 0 ? (play->duration + 30) / 60 : -1;
}

/* ---- CSV ---- */

/* The columns every export has, then one "category:ID" column per
 * category of the score sheets' games exported (CSV_CATEGORY).  A new
 * column comes after the last one before it: every column keeps its
 * place. */
static const char *const csv_columns[] = {
  "date", "started", "file", "variant", "solo_level", "players", "rounds", "end_trigger",
  "end_player", "seat", "name", "colour", "tokens", "cards", "renewal", "districts", "total",
  "rank", "winner", "play_id", "location", "duration_min", "person", "game", "utc_offset",
  "note",
};

enum
{
  COL_DATE, COL_STARTED, COL_FILE, COL_VARIANT, COL_SOLO_LEVEL, COL_PLAYERS, COL_ROUNDS,
  COL_END, COL_END_PLAYER, COL_SEAT, COL_NAME, COL_COLOUR, COL_TOKENS, COL_CARDS, COL_RENEWAL,
  COL_DISTRICTS, COL_TOTAL, COL_RANK, COL_WINNER,
  N_COLUMNS_FIRST,           /* the columns of the first version */
  COL_PLAY_ID = N_COLUMNS_FIRST, COL_LOCATION, COL_DURATION, COL_PERSON,
  N_COLUMNS_BEFORE,          /* the columns of the second version */
  COL_GAME = N_COLUMNS_BEFORE,
  N_COLUMNS_GAME,            /* the columns of the version before */
  COL_OFFSET = N_COLUMNS_GAME, COL_NOTE,
  N_COLUMNS
};

G_STATIC_ASSERT (G_N_ELEMENTS (csv_columns) == N_COLUMNS);

#define CSV_CATEGORY "category:"

/* A spreadsheet takes a cell that starts with one of these for a formula
 * (OWASP, "CSV Injection"): such a text cell is written with a leading
 * "'", and so is one that already starts with quotes before one of them,
 * so that reading it back can take exactly one away. */
static gboolean
csv_needs_guard (const char *value)
{
  while (*value == '\'')
    value++;
  return *value != '\0' && strchr ("=+-@\t\r", *value) != NULL;
}

static void
csv_field (GString    *out,
           const char *value,
           gboolean    last)
{
  if (value == NULL)
    value = "";
  if (strpbrk (value, ",\"\r\n") != NULL || g_ascii_isspace (value[0])
      || (*value != '\0' && g_ascii_isspace (value[strlen (value) - 1])))
    {
      g_string_append_c (out, '"');
      for (const char *p = value; *p != '\0'; p++)
        {
          if (*p == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *p);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, value);
  g_string_append (out, last ? "\r\n" : ",");
}

/* A cell of text: valid UTF-8, never taken for a formula. */
static void
csv_text_field (GString    *out,
                const char *value,
                gboolean    last)
{
  g_autofree char *text = valid_text (value);

  if (csv_needs_guard (text))
    {
      g_autofree char *guarded = g_strconcat ("'", text, NULL);

      csv_field (out, guarded, last);
    }
  else
    csv_field (out, text, last);
}

static void
csv_text (GString    *out,
          const char *value)
{
  csv_text_field (out, value, FALSE);
}

static void
csv_number (GString *out,
            gint64   value,
            gboolean last)
{
  char buffer[32];

  g_snprintf (buffer, sizeof buffer, "%" G_GINT64_FORMAT, value);
  csv_field (out, buffer, last);
}

/* The play's wall clock at @time: where it was played (the offset its
 * record gives), in UTC when the record does not say (a "Z"), never the
 * zone of the machine that exports. */
static GDateTime *
play_wall_time (const GkHistoryPlay *play,
                gint64               time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);
  g_autoptr(GTimeZone) zone = g_time_zone_new_offset (play->utc_offset);

  return utc != NULL ? g_date_time_to_timezone (utc, zone) : NULL;
}

/* A date of the CSV: the wall clock where the play was played, its offset
 * in a column of its own (csv_offset()). */
static char *
csv_date (const GkHistoryPlay *play,
          gint64               time)
{
  g_autoptr(GDateTime) date = play_wall_time (play, time);

  return date != NULL ? g_date_time_format (date, "%Y-%m-%dT%H:%M:%S") : g_strdup ("");
}

/* "+01:00", "+00:00" (a known offset of zero), or "Z" when where it was
 * played is not known: then the dates are in UTC. */
static char *
csv_offset (const GkHistoryPlay *play)
{
  gint offset = ABS (play->utc_offset);

  if (!play->offset_known && play->utc_offset == 0)
    return g_strdup ("Z");
  return g_strdup_printf ("%c%02d:%02d", play->utc_offset < 0 ? '-' : '+', offset / 3600,
                          offset % 3600 / 60);
}

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

/* The category columns of an export of @plays: every category of each
 * score sheet's game among them (of a game this version knows: all its
 * categories, whichever expansions were played), in the order New Game
 * offers the games and each game's pad, an id shared by two games once. */
static GStrv
csv_categories (GPtrArray *plays)
{
  g_auto(GStrv) games = gk_history_stats_list_games (plays, FALSE);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint g = 0; games[g] != NULL; g++)
    {
      const GkSheetGame *game = gk_sheet_game_lookup (games[g]);

      for (guint c = 0; game != NULL && c < game->n_categories; c++)
        if (g_hash_table_add (seen, (gpointer) game->categories[c].id))
          g_strv_builder_add (builder, game->categories[c].id);
    }
  /* A game only an import knows: the categories its plays have. */
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint c = 0; play->categories != NULL && play->categories[c] != NULL; c++)
        if (g_hash_table_add (seen, play->categories[c]))
          g_strv_builder_add (builder, play->categories[c]);
    }
  return g_strv_builder_end (builder);
}

static void
csv_row (GString               *out,
         const GkHistoryPlay   *play,
         const GkHistoryPlayer *p,
         const char * const    *categories,
         GkHistoryProfiles     *profiles)
{
  g_autofree char *date = csv_date (play, play->finished);
  g_autofree char *started = csv_date (play, play->started);
  g_autofree char *offset = csv_offset (play);
  g_autofree char *file = file_text (play->file);
  g_autofree char *end_player = play->end_player != GK_NO_PLAYER
                                ? gk_history_seat_to_string (play->end_player) : NULL;
  g_autofree char *seat = gk_history_seat_to_string (p->seat);
  g_autofree char *id = play_id (play);
  g_autofree char *person = gk_history_player_person_id (profiles, p);
  gboolean sheet = gk_history_play_is_sheet (play);
  gint64 minutes = duration_minutes (play);
  guint parts[4] = { p->tokens, p->cards, p->renewal, p->districts };
  guint n_categories = categories != NULL ? g_strv_length ((char **) categories) : 0;

  csv_text (out, date);
  csv_text (out, started);
  csv_text (out, file);
  csv_text (out, gk_history_variant_to_string (play->variant));
  csv_text (out, play->variant == GK_VARIANT_SOLO
                   ? gk_history_solo_level_to_string (play->solo_level) : "");
  csv_number (out, play->n_players, FALSE);
  /* A score sheet has no rounds, end, colours or Ginkgopolis' parts. */
  if (sheet)
    csv_field (out, "", FALSE);
  else
    csv_number (out, play->rounds, FALSE);
  csv_text (out, sheet ? "" : gk_history_end_to_string (play->end_trigger));
  csv_text (out, end_player);
  csv_text (out, seat);
  csv_text (out, player_name (p));
  csv_text (out, colour_text (p));
  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    if (sheet)
      csv_field (out, "", FALSE);
    else
      csv_number (out, parts[k], FALSE);
  csv_number (out, p->total, FALSE);
  csv_number (out, p->rank, FALSE);
  csv_text (out, p->winner ? "yes" : "no");
  csv_text (out, id);
  csv_text (out, play->location);
  if (minutes >= 0)
    csv_number (out, minutes, FALSE);
  else
    csv_field (out, "", FALSE);
  csv_text (out, person);
  csv_text (out, play->game);
  /* RFC 3339's offset, ours and never a formula: unguarded. */
  csv_field (out, offset, FALSE);
  csv_text_field (out, play->note, n_categories == 0);
  /* Empty where the play's game has no such category. */
  for (guint c = 0; c < n_categories; c++)
    {
      gint k = gk_history_play_find_category (play, categories[c]);

      if (k >= 0 && p->categories != NULL)
        csv_number (out, p->categories[k], c + 1 == n_categories);
      else
        csv_field (out, "", c + 1 == n_categories);
    }
}

char *
gk_history_to_csv (GPtrArray         *plays,
                   GkHistoryProfiles *profiles)
{
  g_auto(GStrv) categories = NULL;
  guint n_categories;
  GString *out;

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  categories = csv_categories (plays);
  n_categories = g_strv_length (categories);
  out = g_string_new (NULL);
  for (guint c = 0; c < N_COLUMNS; c++)
    csv_field (out, csv_columns[c], c + 1 == N_COLUMNS && n_categories == 0);
  for (guint c = 0; c < n_categories; c++)
    {
      g_autofree char *column = g_strconcat (CSV_CATEGORY, categories[c], NULL);

      csv_field (out, column, c + 1 == n_categories);
    }

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint j = 0; j < play->players->len; j++)
        csv_row (out, play, &g_array_index (play->players, GkHistoryPlayer, j),
                 (const char * const *) categories, profiles);
    }
  return g_string_free (out, FALSE);
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

/* Undoes csv_needs_guard(): one leading quote less. */
static const char *
csv_unguard (const char *value)
{
  return *value == '\'' && csv_needs_guard (value + 1) ? value + 1 : value;
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

  guint fixed = n > N_COLUMNS_GAME && g_str_equal (row[COL_OFFSET], csv_columns[COL_OFFSET])
                ? N_COLUMNS : MIN (n, N_COLUMNS_GAME);

  if (n != N_COLUMNS_FIRST && n != N_COLUMNS_BEFORE && n < N_COLUMNS_GAME)
    return FALSE;
  for (guint c = 0; c < fixed; c++)
    if (!g_str_equal (row[c], csv_columns[c]))
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

/* ---- BG Stats ---- */

/* What BG Stats's own export holds, key by key (the files it writes, and
 * the programs that read them): ids are numbers that the file's other
 * entries refer to ("gameRefId", "playerRefId", "locationRefId"), uuids
 * identify an entry across imports, dates are local times written
 * "YYYY-MM-DD HH:MM:SS", a score is a string. */

/* Where the same text always gives the same uuid: the game, a location. */
static char *
stable_uuid (const char *kind,
             const char *name)
{
  g_autofree char *seed = g_strconcat ("ginkgo-companion ", kind, "\n", name, NULL);

  return gk_play_id_from_content (seed, strlen (seed));
}

/* @time as the clock on the wall read where the play was played. */
static char *
bgstats_date (const GkHistoryPlay *play,
              gint64               time)
{
  g_autoptr(GDateTime) date = play_wall_time (play, time);

  return date != NULL ? g_date_time_format (date, "%Y-%m-%d %H:%M:%S") : g_strdup ("");
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

/* BG Stats leaves "board" empty unless a variant was chosen: the solo
 * game and its level. */
static const char *
board_name (const GkHistoryPlay *play)
{
  if (play->variant != GK_VARIANT_SOLO)
    return NULL;
  return play->solo_level == GK_SOLO_EXPERT ? "solo-expert" : "solo-normal";
}

static void
member_string (JsonBuilder *builder,
               const char  *name,
               const char  *value)
{
  g_autofree char *text = valid_text (value);

  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, text);
}

static void
member_int (JsonBuilder *builder,
            const char  *name,
            gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
member_boolean (JsonBuilder *builder,
                const char  *name,
                gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* The people, places and games of the plays, each once, numbered in order
 * of first appearance (the plays come newest first). */
typedef struct
{
  GkHistoryProfiles *profiles;
  GHashTable        *player_ids;     /* person UUID (an unnamed seat's own) -> number */
  GHashTable        *location_ids;   /* location's name key -> number */
  GStrv              games;          /* the games' ids, numbered from 1 */
  GHashTable        *expansion_ids;  /* "game:module" -> number, after the games' */
} BgStatsRefs;

/* An unnamed seat is nobody known: a player of its own, anonymous, for
 * that seat of that play alone (the same on every export). */
static char *
anonymous_uuid (const GkHistoryPlay   *play,
                const GkHistoryPlayer *p)
{
  g_autofree char *id = play_id (play);
  g_autofree char *seed = g_strdup_printf ("ginkgo-companion anonymous\n%s\n%d", id, p->seat);

  return gk_play_id_from_content (seed, strlen (seed));
}

static char *
bgstats_person (BgStatsRefs           *refs,
                const GkHistoryPlay   *play,
                const GkHistoryPlayer *p)
{
  if (p->anonymous && !gk_history_player_is_hal (p))
    return anonymous_uuid (play, p);
  return gk_history_player_person_id (refs->profiles, p);
}

static gint
player_ref (BgStatsRefs           *refs,
            const GkHistoryPlay   *play,
            const GkHistoryPlayer *p)
{
  g_autofree char *person = bgstats_person (refs, play, p);

  return GPOINTER_TO_INT (g_hash_table_lookup (refs->player_ids, person));
}

static gint
location_ref (BgStatsRefs         *refs,
              const GkHistoryPlay *play)
{
  g_autofree char *key = NULL;

  if (play->location == NULL || *play->location == '\0')
    return 0;
  key = gk_history_name_key (play->location);
  return GPOINTER_TO_INT (g_hash_table_lookup (refs->location_ids, key));
}

/* An entry of "players" or "locations", numbered @table's size + 1 and
 * kept there under @key; the caller adds what else it has and ends it. */
static void
begin_bgstats_entry (JsonBuilder         *builder,
                     GHashTable          *table,
                     char                *key,
                     const char          *uuid,
                     const char          *name,
                     const GkHistoryPlay *play)
{
  g_autofree char *date = bgstats_date (play, play->finished);
  gint id = (gint) g_hash_table_size (table) + 1;

  json_builder_begin_object (builder);
  member_int (builder, "id", id);
  member_string (builder, "uuid", uuid);
  member_string (builder, "name", name);
  member_string (builder, "modificationDate", date);
  g_hash_table_insert (table, key, GINT_TO_POINTER (id));
}

/* The name of an unnamed seat: the one the app shows for it, in the
 * language of this export ("Player 2"), never a sheet's "p2". */
static char *
anonymous_name (const GkHistoryPlayer *p)
{
  return gk_setup_default_player_name ((guint) p->seat);
}

static void
add_bgstats_players (JsonBuilder *builder,
                     GPtrArray   *plays,
                     BgStatsRefs *refs)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          g_autofree char *person = bgstats_person (refs, play, p);
          gboolean anonymous = p->anonymous && !gk_history_player_is_hal (p);
          g_autofree char *given = NULL;

          if (g_hash_table_contains (refs->player_ids, person))
            continue;
          if (anonymous)
            given = anonymous_name (p);
          else if (refs->profiles != NULL && !gk_history_player_is_hal (p))
            given = gk_history_profiles_dup_name (refs->profiles, person);
          begin_bgstats_entry (builder, refs->player_ids, g_strdup (person), person,
                               given != NULL ? given : player_name (p), play);
          member_boolean (builder, "isAnonymous", anonymous);
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
}

static void
add_bgstats_locations (JsonBuilder *builder,
                       GPtrArray   *plays,
                       BgStatsRefs *refs)
{
  json_builder_set_member_name (builder, "locations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      g_autofree char *key = NULL;
      g_autofree char *uuid = NULL;

      if (play->location == NULL || *play->location == '\0')
        continue;
      key = gk_history_name_key (play->location);
      if (g_hash_table_contains (refs->location_ids, key))
        continue;
      uuid = stable_uuid ("location", key);
      begin_bgstats_entry (builder, refs->location_ids, g_steal_pointer (&key), uuid,
                           play->location, play);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The game of @game's entry in "games": its name on the box (English, as
 * BoardGameGeek has it) and its BoardGameGeek number, 0 when not known. */
static const char *
bgstats_game_name (const char *game,
                   gint64     *bgg_id)
{
  const GkSheetGame *sheet_game = gk_sheet_game_lookup (game);

  *bgg_id = 0;
  if (g_str_equal (game, GK_HISTORY_GAME_GINKGOPOLIS))
    {
      *bgg_id = GK_BGG_ID;
      return "Ginkgopolis";
    }
  if (sheet_game == NULL)
    return game;
  *bgg_id = sheet_game->bgg_id;
  return sheet_game->name;
}

/* An expansion's key among the refs: "7-wonders:leaders". */
static char *
expansion_key (const char *game,
               const char *module)
{
  return g_strconcat (game, ":", module, NULL);
}

/* Whether a play of @plays has @module of @game. */
static gboolean
plays_have_expansion (GPtrArray  *plays,
                      const char *game,
                      const char *module)
{
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      if (g_str_equal (play->game, game) && play->expansions != NULL
          && g_strv_contains ((const char * const *) play->expansions, module))
        return TRUE;
    }
  return FALSE;
}

static void
add_bgstats_game (JsonBuilder *builder,
                  gint         id,
                  const char  *uuid,
                  const char  *name,
                  gint64       bgg_id,
                  gboolean     expansion,
                  const char  *date)
{
  json_builder_begin_object (builder);
  member_int (builder, "id", id);
  member_string (builder, "uuid", uuid);
  member_string (builder, "name", name);
  /* A number not confirmed is not guessed: 0 is BG Stats's own for a
   * game not linked to BoardGameGeek (its export has the key on every
   * game). */
  member_int (builder, "bggId", bgg_id);
  if (bgg_id != 0)
    member_string (builder, "bggName", name);
  member_boolean (builder, "highestWins", TRUE);
  member_boolean (builder, "noPoints", FALSE);
  member_boolean (builder, "cooperative", FALSE);
  member_boolean (builder, "usesTeams", FALSE);
  /* Numbers, as BG Stats writes them. */
  member_int (builder, "isBaseGame", expansion ? 0 : 1);
  member_int (builder, "isExpansion", expansion ? 1 : 0);
  if (date != NULL)
    member_string (builder, "modificationDate", date);
  json_builder_end_object (builder);
}

/* An entry of "games" for each game of the plays, numbered from 1 in
 * @refs->games' order, then one for each expansion played (BG Stats keeps
 * an expansion as a game of its own, "7 Wonders: Leaders"), in the order
 * of the games and of each game's expansions. */
static void
add_bgstats_games (JsonBuilder *builder,
                   GPtrArray   *plays,
                   BgStatsRefs *refs)
{
  g_autofree char *date = plays->len > 0
                          ? bgstats_date (plays->pdata[0],
                                          ((GkHistoryPlay *) plays->pdata[0])->finished)
                          : NULL;
  guint n_games = g_strv_length (refs->games);

  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *game_uuid = stable_uuid ("game", refs->games[g]);
      gint64 bgg_id;
      const char *name = bgstats_game_name (refs->games[g], &bgg_id);

      add_bgstats_game (builder, (gint) g + 1, game_uuid, name, bgg_id, FALSE, date);
    }
  for (guint g = 0; g < n_games; g++)
    {
      const GkSheetGame *game = gk_sheet_game_lookup (refs->games[g]);

      for (guint m = 0; game != NULL && m < game->n_modules; m++)
        {
          const GkSheetModule *module = &game->modules[m];
          g_autofree char *key = NULL;
          g_autofree char *uuid = NULL;
          g_autofree char *name = NULL;
          gint id;

          if (!plays_have_expansion (plays, game->id, module->id))
            continue;
          key = expansion_key (game->id, module->id);
          uuid = stable_uuid ("game", key);
          /* BoardGameGeek's name: "7 Wonders: Leaders". */
          name = g_strconcat (game->name, ": ", module->name, NULL);
          id = (gint) (n_games + g_hash_table_size (refs->expansion_ids)) + 1;
          add_bgstats_game (builder, id, uuid, name, module->bgg_id, TRUE, date);
          g_hash_table_insert (refs->expansion_ids, g_steal_pointer (&key), GINT_TO_POINTER (id));
        }
    }
  json_builder_end_array (builder);
}

/* The expansions of @play, each a reference to its entry in "games". */
static void
add_bgstats_expansion_plays (JsonBuilder         *builder,
                             const GkHistoryPlay *play,
                             BgStatsRefs         *refs)
{
  const GkSheetGame *game = gk_sheet_game_lookup (play->game);

  json_builder_set_member_name (builder, "expansionPlays");
  json_builder_begin_array (builder);
  for (guint m = 0; game != NULL && m < game->n_modules; m++)
    {
      g_autofree char *key = NULL;
      gint id;

      if (play->expansions == NULL
          || !g_strv_contains ((const char * const *) play->expansions, game->modules[m].id))
        continue;
      key = expansion_key (game->id, game->modules[m].id);
      id = GPOINTER_TO_INT (g_hash_table_lookup (refs->expansion_ids, key));
      g_assert (id > 0);
      json_builder_begin_object (builder);
      member_int (builder, "gameRefId", id);
      member_int (builder, "bggId", game->modules[m].bgg_id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* Where @p sits, from 1 (BG Stats's 0 is "not set"): the seat, the solo
 * opponent after the humans. */
static gint
seat_order (const GkHistoryPlay   *play,
            const GkHistoryPlayer *p)
{
  return gk_history_player_is_hal (p) ? (gint) play->n_players + 1 : p->seat + 1;
}

static void
add_bgstats_score (JsonBuilder           *builder,
                   const GkHistoryPlay   *play,
                   const GkHistoryPlayer *p,
                   gint                   id)
{
  g_autofree char *score = g_strdup_printf ("%d", p->total);
  gint order = seat_order (play, p);
  /* Ginkgopolis' turn order is the seating order, the first seat first
   * (rules.md 2: the first player starts round 1; solo 10: the human
   * always first); a score sheet does not say who started. */
  gboolean turns_known = !gk_history_play_is_sheet (play);

  json_builder_begin_object (builder);
  member_int (builder, "playerRefId", id);
  member_string (builder, "score", score);
  member_boolean (builder, "winner", p->winner);
  member_int (builder, "rank", p->rank);
  member_int (builder, "seatOrder", order);
  member_boolean (builder, "startPlayer", turns_known && order == 1);
  if (turns_known)
    {
      g_autofree char *position = g_strdup_printf ("%d", order);

      member_string (builder, "startPosition", position);
    }
  member_boolean (builder, "newPlayer", FALSE);
  if (p->colour < GK_N_PLAYER_COLOURS)
    member_string (builder, "role", colour_text (p));
  json_builder_end_object (builder);
}

/* The number of @play's game in "games". */
static gint
game_ref (BgStatsRefs         *refs,
          const GkHistoryPlay *play)
{
  for (guint g = 0; refs->games[g] != NULL; g++)
    if (g_str_equal (refs->games[g], play->game))
      return (gint) g + 1;
  g_assert_not_reached ();
}

static void
add_bgstats_play (JsonBuilder         *builder,
                  const GkHistoryPlay *play,
                  BgStatsRefs         *refs)
{
  g_autofree char *uuid = play_id (play);
  g_autofree char *date = bgstats_date (play, play->started);
  g_autofree char *entered = bgstats_date (play, play->finished);
  g_autofree char *modified = bgstats_date (play, MAX (play->finished,
                                                       play->modified / G_USEC_PER_SEC));
  gint location = location_ref (refs, play);
  const char *board = board_name (play);

  json_builder_begin_object (builder);
  member_string (builder, "uuid", uuid);
  member_int (builder, "gameRefId", game_ref (refs, play));
  member_string (builder, "playDate", date);
  member_string (builder, "entryDate", entered);
  member_string (builder, "modificationDate", modified);
  member_int (builder, "durationMin", MAX (duration_minutes (play), 0));
  if (location > 0)
    member_int (builder, "locationRefId", location);
  member_int (builder, "rounds", play->rounds);
  if (board != NULL)
    member_string (builder, "board", board);
  member_boolean (builder, "ignored", FALSE);
  member_boolean (builder, "manualWinner", FALSE);
  member_boolean (builder, "usesTeams", FALSE);
  member_int (builder, "rating", 0);
  member_int (builder, "scoringSetting", 0);
  member_int (builder, "bggId", 0);
  member_int (builder, "importPlayId", 0);
  member_int (builder, "nemestatsId", 0);
  member_string (builder, "playImages", "[]");
  add_bgstats_expansion_plays (builder, play, refs);
  if (play->note != NULL && *play->note != '\0')
    member_string (builder, "comments", play->note);

  json_builder_set_member_name (builder, "playerScores");
  json_builder_begin_array (builder);
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);

      add_bgstats_score (builder, play, p, player_ref (refs, play, p));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Who "me" is in BG Stats: the entry of the person the profiles say is the
 * user, when they played one of the plays; else no "userInfo" (BG Stats's
 * ids start at 1, and a 0 names nobody). */
static void
add_bgstats_user_info (JsonBuilder *builder,
                       BgStatsRefs *refs)
{
  const char *me = refs->profiles != NULL ? gk_history_profiles_get_me (refs->profiles) : NULL;
  g_autofree char *person = NULL;
  gint id;

  if (me == NULL)
    return;
  person = gk_history_person_id (refs->profiles, NULL, me);
  id = GPOINTER_TO_INT (g_hash_table_lookup (refs->player_ids, person));
  if (id == 0)
    return;
  json_builder_set_member_name (builder, "userInfo");
  json_builder_begin_object (builder);
  member_int (builder, "meRefId", id);
  json_builder_end_object (builder);
}

char *
gk_history_to_bgstats (GPtrArray         *plays,
                       GkHistoryProfiles *profiles)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GHashTable) player_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            NULL);
  g_autoptr(GHashTable) location_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
  g_autoptr(GHashTable) expansion_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                               NULL);
  g_auto(GStrv) games = NULL;
  BgStatsRefs refs = { profiles, player_ids, location_ids, NULL, expansion_ids };

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  /* An export of nothing still names Ginkgopolis, as it always did. */
  games = gk_history_stats_list_games (plays, plays->len == 0);
  refs.games = games;
  json_builder_begin_object (builder);
  member_string (builder, "about", "Plays exported by Ginkgo Companion");
  add_bgstats_games (builder, plays, &refs);
  add_bgstats_players (builder, plays, &refs);
  add_bgstats_locations (builder, plays, &refs);

  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    add_bgstats_play (builder, g_ptr_array_index (plays, i), &refs);
  json_builder_end_array (builder);

  add_bgstats_user_info (builder, &refs);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
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
      g_autofree char *key = expansion_key (game->id, game->modules[m].id);
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

/* The game of an entry of "games" this program knows: by the uuid it
 * gives each game, else by BoardGameGeek's number, else by name; NULL for
 * another game. */
static char *
bgstats_game (JsonObject *object)
{
  g_autofree char *uuid = bgstats_uuid (object);
  const char *name = json_object_get_string_member_with_default (object, "name", "");
  gint64 bgg_id = json_object_get_int_member_with_default (object, "bggId", 0);
  g_autoptr(GPtrArray) known = g_ptr_array_new ();
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  g_ptr_array_add (known, (gpointer) GK_HISTORY_GAME_GINKGOPOLIS);
  for (guint g = 0; g < n_games; g++)
    g_ptr_array_add (known, (gpointer) sheet_games[g]->id);
  for (guint k = 0; k < known->len; k++)
    {
      const char *game = g_ptr_array_index (known, k);
      g_autofree char *game_uuid = stable_uuid ("game", game);
      gint64 game_bgg_id;
      const char *game_name = bgstats_game_name (game, &game_bgg_id);

      if (g_strcmp0 (uuid, game_uuid) == 0 || (bgg_id != 0 && bgg_id == game_bgg_id)
          || g_str_equal (name, game_name))
        return g_strdup (game);
    }
  return NULL;
}

/* The expansion of an entry of "games" this program knows, as
 * "game:module" (by uuid, BoardGameGeek's number or name); NULL for
 * anything else. */
static char *
bgstats_expansion (JsonObject *object)
{
  g_autofree char *uuid = bgstats_uuid (object);
  const char *name = json_object_get_string_member_with_default (object, "name", "");
  gint64 bgg_id = json_object_get_int_member_with_default (object, "bggId", 0);
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  for (guint g = 0; g < n_games; g++)
    for (guint m = 0; m < sheet_games[g]->n_modules; m++)
      {
        const GkSheetModule *module = &sheet_games[g]->modules[m];
        g_autofree char *key = expansion_key (sheet_games[g]->id, module->id);
        g_autofree char *key_uuid = stable_uuid ("game", key);
        g_autofree char *full_name = g_strconcat (sheet_games[g]->name, ": ", module->name,
                                                  NULL);

        if (g_strcmp0 (uuid, key_uuid) == 0 || (bgg_id != 0 && bgg_id == module->bgg_id)
            || g_str_equal (name, full_name))
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

/* ---- the formats ---- */

/* TRANSLATORS: the file names are the names the export dialogs offer: no
 * spaces, no slash */
static const GkHistoryExportFormat formats[] = {
  { "csv",
    N_("Write every finished game of the library as CSV, one row per player (“-” for the "
       "standard output)"),
    N_("Export Plays as _CSV…"), N_("Export Plays as CSV"), N_("ginkgopolis-plays.csv"),
    gk_history_to_csv },
  { "bgstats",
    N_("Write every finished game of the library as a file BG Stats imports (“-” for the "
       "standard output)"),
    N_("Export for _BG Stats…"), N_("Export for BG Stats"), N_("ginkgopolis-bgstats.json"),
    gk_history_to_bgstats },
};

const GkHistoryExportFormat *
gk_history_export_formats (guint *n_formats)
{
  g_return_val_if_fail (n_formats != NULL, NULL);

  *n_formats = G_N_ELEMENTS (formats);
  return formats;
}

gboolean
gk_history_write_file (const char  *path,
                       const char  *text,
                       GError     **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  file = g_file_new_for_path (path);
  return gk_file_save_atomically (file, text, strlen (text), error);
}
