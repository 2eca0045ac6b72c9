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

#include "gk-history-export.h"
#include "gk-history-stats.h"

/* ---- CSV ---- */

static const char *const csv_columns[] = {
  "date", "started", "file", "variant", "solo_level", "players", "rounds", "end_trigger",
  "end_player", "seat", "name", "colour", "tokens", "cards", "renewal", "districts", "total",
  "rank", "winner",
};

enum
{
  COL_DATE, COL_STARTED, COL_FILE, COL_VARIANT, COL_SOLO_LEVEL, COL_PLAYERS, COL_ROUNDS,
  COL_END, COL_END_PLAYER, COL_SEAT, COL_NAME, COL_COLOUR, COL_TOKENS, COL_CARDS, COL_RENEWAL,
  COL_DISTRICTS, COL_TOTAL, COL_RANK, COL_WINNER, N_COLUMNS
};

G_STATIC_ASSERT (G_N_ELEMENTS (csv_columns) == N_COLUMNS);

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

static char *
iso_date (gint64 time)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (time);

  return date != NULL ? g_date_time_format (date, "%Y-%m-%dT%H:%M:%SZ") : g_strdup ("");
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

static char *
seat_id (gint seat)
{
  return gk_player_id_to_string (seat);
}

char *
gk_history_to_csv (GPtrArray *plays)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (plays != NULL, NULL);

  for (guint c = 0; c < N_COLUMNS; c++)
    csv_field (out, csv_columns[c], c + 1 == N_COLUMNS);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      g_autofree char *date = iso_date (play->finished);
      g_autofree char *started = iso_date (play->started);
      g_autofree char *n_players = g_strdup_printf ("%u", play->n_players);
      g_autofree char *rounds = g_strdup_printf ("%u", play->rounds);
      g_autofree char *end_player = play->end_player != GK_NO_PLAYER
                                    ? seat_id (play->end_player) : NULL;

      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          g_autofree char *seat = seat_id (p->seat);
          char *numbers[6] = {
            g_strdup_printf ("%u", p->tokens), g_strdup_printf ("%u", p->cards),
            g_strdup_printf ("%u", p->renewal), g_strdup_printf ("%u", p->districts),
            g_strdup_printf ("%u", p->total), g_strdup_printf ("%u", p->rank),
          };

          csv_field (out, date, FALSE);
          csv_field (out, started, FALSE);
          csv_field (out, play->file, FALSE);
          csv_field (out, gk_history_variant_to_string (play->variant), FALSE);
          csv_field (out, play->variant == GK_VARIANT_SOLO
                            ? gk_history_solo_level_to_string (play->solo_level) : "", FALSE);
          csv_field (out, n_players, FALSE);
          csv_field (out, rounds, FALSE);
          csv_field (out, gk_history_end_to_string (play->end_trigger), FALSE);
          csv_field (out, end_player, FALSE);
          csv_field (out, seat, FALSE);
          csv_field (out, gk_history_player_get_display_name (p), FALSE);
          csv_field (out, gk_player_colour_to_string (p->colour), FALSE);
          for (guint k = 0; k < G_N_ELEMENTS (numbers); k++)
            {
              csv_field (out, numbers[k], FALSE);
              g_free (numbers[k]);
            }
          csv_field (out, p->winner ? "yes" : "no", TRUE);
        }
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

static gboolean
csv_row_to_play (char          **row,
                 GkHistoryPlay  *play,
                 GkHistoryPlayer *p)
{
  guint *numbers[6] = { &p->tokens, &p->cards, &p->renewal, &p->districts, &p->total, &p->rank };

  if (!parse_iso_date (row[COL_DATE], &play->finished)
      || !parse_iso_date (row[COL_STARTED], &play->started)
      || !gk_history_variant_from_string (row[COL_VARIANT], &play->variant)
      || !gk_history_solo_level_from_string (row[COL_SOLO_LEVEL], &play->solo_level)
      || !parse_uint (row[COL_PLAYERS], &play->n_players)
      || !parse_uint (row[COL_ROUNDS], &play->rounds)
      || !gk_history_end_from_string (row[COL_END], &play->end_trigger)
      || !gk_player_id_from_string (row[COL_SEAT], &p->seat)
      || !gk_player_colour_from_string (row[COL_COLOUR], &p->colour))
    return FALSE;
  play->end_player = GK_NO_PLAYER;
  if (*row[COL_END_PLAYER] != '\0' && !gk_player_id_from_string (row[COL_END_PLAYER],
                                                                 &play->end_player))
    return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (numbers); k++)
    if (!parse_uint (row[COL_TOKENS + k], numbers[k]))
      return FALSE;
  if (g_str_equal (row[COL_WINNER], "yes"))
    p->winner = TRUE;
  else if (!g_str_equal (row[COL_WINNER], "no"))
    return FALSE;
  p->name = p->seat == GK_PLAYER_HAL ? NULL : g_strdup (row[COL_NAME]);
  return TRUE;
}

GPtrArray *
gk_history_from_csv (const char  *text,
                     GError     **error)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  GkHistoryPlay *current = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  rows = gk_history_csv_parse (text, error);
  if (rows == NULL)
    return NULL;
  if (rows->len == 0 || g_strv_length (g_ptr_array_index (rows, 0)) != N_COLUMNS
      || !g_str_equal (((char **) g_ptr_array_index (rows, 0))[0], csv_columns[0]))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This is not a list of plays exported by Ginkgo Companion"));
      return NULL;
    }

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  for (guint i = 1; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autoptr(GkHistoryPlay) play = gk_history_play_new ();
      GkHistoryPlayer p = { 0 };

      if (g_strv_length (row) != N_COLUMNS || !csv_row_to_play (row, play, &p))
        {
          g_clear_pointer (&p.name, g_free);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* TRANSLATORS: %u is a row number of a CSV file, the header being 1 */
                       _("Row %u is not a player’s score in a play"), i + 1);
          return NULL;
        }
      /* One row per player: consecutive rows of one file are one play. */
      if (current == NULL || g_strcmp0 (current->file, row[COL_FILE]) != 0)
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

/* The same play always gets the same uuid, so importing an export twice
 * does not count a play twice. */
static char *
stable_uuid (const char *kind,
             const char *name)
{
  g_autofree char *seed = g_strconcat ("ginkgo-companion:", kind, ":", name, NULL);
  g_autofree char *hex = g_compute_checksum_for_string (G_CHECKSUM_SHA1, seed, -1);

  hex[12] = '5';
  hex[16] = "89ab"[g_ascii_xdigit_value (hex[16]) & 3];
  return g_strdup_printf ("%.8s-%.4s-%.4s-%.4s-%.12s", hex, hex + 8, hex + 12, hex + 16,
                          hex + 20);
}

static char *
bgstats_date (gint64 time)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (time);

  return date != NULL ? g_date_time_format (date, "%Y-%m-%d %H:%M:%S") : g_strdup ("");
}

static gboolean
parse_bgstats_date (const char *text,
                    gint64     *out)
{
  gint year, month, day, hour = 0, minute = 0, second = 0;
  g_autoptr(GDateTime) date = NULL;

  if (text == NULL
      || sscanf (text, "%d-%d-%d %d:%d:%d", &year, &month, &day, &hour, &minute, &second) < 3)
    return FALSE;
  date = g_date_time_new_local (year, month, day, hour, minute, second);
  if (date == NULL)
    return FALSE;
  *out = g_date_time_to_unix (date);
  return TRUE;
}

static const char *
board_name (const GkHistoryPlay *play)
{
  if (play->variant != GK_VARIANT_SOLO)
    return "standard";
  return play->solo_level == GK_SOLO_EXPERT ? "solo-expert" : "solo-normal";
}

static void
member_string (JsonBuilder *builder,
               const char  *name,
               const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
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

/* The same person across plays: the solo opponent is one person of its own. */
static char *
person_key (GkHistoryProfiles     *profiles,
            const GkHistoryPlayer *p)
{
  if (p->seat == GK_PLAYER_HAL)
    return g_strdup ("\nhal");
  return gk_history_person_key (profiles, gk_history_player_get_display_name (p));
}

/* Every person once, in order of first appearance; @ids gets each one's id. */
static void
add_bgstats_players (JsonBuilder       *builder,
                     GPtrArray         *plays,
                     GkHistoryProfiles *profiles,
                     GHashTable        *ids)
{
  gint next_id = 1;

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          g_autofree char *key = person_key (profiles, p);
          g_autofree char *uuid = NULL;

          if (g_hash_table_contains (ids, key))
            continue;
          uuid = stable_uuid ("player", key);
          json_builder_begin_object (builder);
          member_int (builder, "id", next_id);
          member_string (builder, "uuid", uuid);
          member_string (builder, "name", gk_history_player_get_display_name (p));
          member_boolean (builder, "isAnonymous", FALSE);
          json_builder_end_object (builder);
          g_hash_table_insert (ids, g_steal_pointer (&key), GINT_TO_POINTER (next_id++));
        }
    }
  json_builder_end_array (builder);
}

static void
add_bgstats_game (JsonBuilder *builder)
{
  g_autofree char *game_uuid = stable_uuid ("game", "ginkgopolis");

  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  member_int (builder, "id", 1);
  member_string (builder, "uuid", game_uuid);
  member_string (builder, "name", "Ginkgopolis");
  member_int (builder, "bggId", GK_BGG_ID);
  member_boolean (builder, "highestWins", TRUE);
  member_boolean (builder, "noPoints", FALSE);
  member_boolean (builder, "cooperative", FALSE);
  json_builder_end_object (builder);
  json_builder_end_array (builder);
}

static void
add_bgstats_score (JsonBuilder           *builder,
                   const GkHistoryPlayer *p,
                   gint                   id)
{
  g_autofree char *score = g_strdup_printf ("%u", p->total);

  json_builder_begin_object (builder);
  member_int (builder, "playerRefId", id);
  member_string (builder, "score", score);
  member_boolean (builder, "winner", p->winner);
  member_int (builder, "rank", p->rank);
  member_int (builder, "seatOrder", p->seat == GK_PLAYER_HAL ? GK_MAX_PLAYERS : p->seat);
  member_boolean (builder, "startPlayer", p->seat == 0);
  member_boolean (builder, "newPlayer", FALSE);
  member_string (builder, "role", gk_player_colour_to_string (p->colour));
  json_builder_end_object (builder);
}

static void
add_bgstats_play (JsonBuilder         *builder,
                  const GkHistoryPlay *play,
                  GkHistoryProfiles   *profiles,
                  GHashTable          *ids)
{
  g_autofree char *date = bgstats_date (play->finished);
  g_autofree char *play_key = g_strdup_printf ("%s\n%" G_GINT64_FORMAT,
                                               play->file != NULL ? play->file : "",
                                               play->finished);
  g_autofree char *uuid = stable_uuid ("play", play_key);

  json_builder_begin_object (builder);
  member_string (builder, "uuid", uuid);
  member_int (builder, "gameRefId", 1);
  member_string (builder, "playDate", date);
  member_string (builder, "entryDate", date);
  member_int (builder, "durationMin", MAX (play->finished - play->started, (gint64) 0) / 60);
  member_int (builder, "rounds", play->rounds);
  member_string (builder, "board", board_name (play));
  member_boolean (builder, "ignored", FALSE);
  member_boolean (builder, "manualWinner", FALSE);
  member_string (builder, "comments", play->file != NULL ? play->file : "");

  json_builder_set_member_name (builder, "playerScores");
  json_builder_begin_array (builder);
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
      g_autofree char *key = person_key (profiles, p);

      add_bgstats_score (builder, p, GPOINTER_TO_INT (g_hash_table_lookup (ids, key)));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

char *
gk_history_to_bgstats (GPtrArray         *plays,
                       GkHistoryProfiles *profiles)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (plays != NULL, NULL);

  json_builder_begin_object (builder);
  member_string (builder, "about", "Plays exported by Ginkgo Companion");
  add_bgstats_players (builder, plays, profiles, ids);
  add_bgstats_game (builder);

  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    add_bgstats_play (builder, g_ptr_array_index (plays, i), profiles, ids);
  json_builder_end_array (builder);
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

static gboolean
bgstats_play (JsonObject    *object,
              GHashTable    *names,
              GkHistoryPlay *play)
{
  JsonArray *scores;
  const char *board;

  if (!json_object_has_member (object, "playerScores")
      || !parse_bgstats_date (json_object_get_string_member_with_default (object, "playDate",
                                                                          NULL),
                              &play->finished))
    return FALSE;
  play->started = play->finished
                  - 60 * json_object_get_int_member_with_default (object, "durationMin", 0);
  play->file = g_strdup (json_object_get_string_member_with_default (object, "comments", ""));
  play->rounds = (guint) json_object_get_int_member_with_default (object, "rounds", 0);
  board = json_object_get_string_member_with_default (object, "board", "standard");
  play->variant = g_str_has_prefix (board, "solo") ? GK_VARIANT_SOLO : GK_VARIANT_STANDARD;
  play->solo_level = g_str_equal (board, "solo-expert") ? GK_SOLO_EXPERT : GK_SOLO_NORMAL;

  scores = json_object_get_array_member (object, "playerScores");
  if (scores == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (scores); i++)
    {
      JsonObject *s = json_array_get_object_element (scores, i);
      GkHistoryPlayer p = { 0 };
      guint64 total;
      const char *name;
      gint64 seat;

      if (s == NULL)
        return FALSE;
      name = g_hash_table_lookup (names,
                                  GINT_TO_POINTER (json_object_get_int_member_with_default (
                                                     s, "playerRefId", 0)));
      if (name == NULL
          || !g_ascii_string_to_unsigned (json_object_get_string_member_with_default (s, "score",
                                                                                     ""),
                                          10, 0, G_MAXUINT, &total, NULL))
        return FALSE;
      seat = json_object_get_int_member_with_default (s, "seatOrder", i);
      p.seat = seat >= GK_MAX_PLAYERS ? GK_PLAYER_HAL : (gint) seat;
      p.name = p.seat == GK_PLAYER_HAL ? NULL : g_strdup (name);
      p.total = (guint) total;
      p.rank = (guint) json_object_get_int_member_with_default (s, "rank", 0);
      p.winner = json_object_get_boolean_member_with_default (s, "winner", FALSE);
      gk_player_colour_from_string (json_object_get_string_member_with_default (s, "role", ""),
                                    &p.colour);
      g_array_append_val (play->players, p);
      if (p.seat != GK_PLAYER_HAL)
        play->n_players++;
    }
  return TRUE;
}

GPtrArray *
gk_history_from_bgstats (const char  *text,
                         GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GHashTable) names = g_hash_table_new (NULL, NULL);
  JsonObject *root;
  JsonArray *players, *list;

  g_return_val_if_fail (text != NULL, NULL);

  if (!json_parser_load_from_data (parser, text, -1, NULL)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      bgstats_fail (error);
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (root, "players") || !json_object_has_member (root, "plays")
      || (players = json_object_get_array_member (root, "players")) == NULL
      || (list = json_object_get_array_member (root, "plays")) == NULL)
    {
      bgstats_fail (error);
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (player == NULL)
        continue;
      g_hash_table_insert (names,
                           GINT_TO_POINTER (json_object_get_int_member_with_default (player, "id",
                                                                                     0)),
                           (gpointer) json_object_get_string_member_with_default (player, "name",
                                                                                  ""));
    }

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(GkHistoryPlay) play = gk_history_play_new ();

      if (object == NULL || !bgstats_play (object, names, play))
        {
          bgstats_fail (error);
          return NULL;
        }
      g_ptr_array_add (plays, g_steal_pointer (&play));
    }
  return g_steal_pointer (&plays);
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
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}
