/* gk-history-export-csv.c: the plays as CSV
 *
 * One row per seat of each play, the columns of every version kept in
 * their places, a text cell a spreadsheet would take for a formula
 * guarded.
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

/* ---- CSV ---- */

/* The columns every export has, then one "category:ID" column per
 * category of the score sheets' games exported (CSV_CATEGORY).  A new
 * column comes after the last one before it: every column keeps its
 * place. */
const char *const _gk_csv_columns[N_COLUMNS] = {
  "date", "started", "file", "variant", "solo_level", "players", "rounds", "end_trigger",
  "end_player", "seat", "name", "colour", "tokens", "cards", "renewal", "districts", "total",
  "rank", "winner", "play_id", "location", "duration_min", "person", "game", "utc_offset",
  "note",
};


G_STATIC_ASSERT (G_N_ELEMENTS (_gk_csv_columns) == N_COLUMNS);

/* A spreadsheet takes a cell that starts with one of these for a formula
 * (OWASP, "CSV Injection"): such a text cell is written with a leading
 * "'", and so is one that already starts with quotes before one of them,
 * so that reading it back can take exactly one away. */
gboolean
_gk_csv_needs_guard (const char *value)
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
  g_autofree char *text = _gk_export_valid_text (value);

  if (_gk_csv_needs_guard (text))
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
GDateTime *
_gk_export_play_wall_time (const GkHistoryPlay *play,
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
  g_autoptr(GDateTime) date = _gk_export_play_wall_time (play, time);

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
  g_autofree char *file = _gk_export_file_text (play->file);
  g_autofree char *end_player = play->end_player != GK_NO_PLAYER
                                ? gk_history_seat_to_string (play->end_player) : NULL;
  g_autofree char *seat = gk_history_seat_to_string (p->seat);
  g_autofree char *id = _gk_export_play_id (play);
  g_autofree char *person = gk_history_player_person_id (profiles, p);
  gboolean sheet = gk_history_play_is_sheet (play);
  gint64 minutes = _gk_export_duration_minutes (play);
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
  csv_text (out, _gk_export_player_name (p));
  csv_text (out, _gk_export_colour_text (p));
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
    csv_field (out, _gk_csv_columns[c], c + 1 == N_COLUMNS && n_categories == 0);
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
