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
  return p->seat == GK_PLAYER_HAL || p->name == NULL ? GK_HISTORY_HAL_NAME : p->name;
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
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);

      g_string_append_printf (content, "%d %s %s %u %u %u %u %u\n", p->seat, player_name (p),
                              gk_player_colour_to_string (p->colour), p->tokens, p->cards,
                              p->renewal, p->districts, p->total);
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

static const char *const csv_columns[] = {
  "date", "started", "file", "variant", "solo_level", "players", "rounds", "end_trigger",
  "end_player", "seat", "name", "colour", "tokens", "cards", "renewal", "districts", "total",
  "rank", "winner", "play_id", "location", "duration_min", "person",
};

enum
{
  COL_DATE, COL_STARTED, COL_FILE, COL_VARIANT, COL_SOLO_LEVEL, COL_PLAYERS, COL_ROUNDS,
  COL_END, COL_END_PLAYER, COL_SEAT, COL_NAME, COL_COLOUR, COL_TOKENS, COL_CARDS, COL_RENEWAL,
  COL_DISTRICTS, COL_TOTAL, COL_RANK, COL_WINNER,
  N_COLUMNS_BEFORE,          /* the columns of the version before */
  COL_PLAY_ID = N_COLUMNS_BEFORE, COL_LOCATION, COL_DURATION, COL_PERSON,
  N_COLUMNS
};

G_STATIC_ASSERT (G_N_ELEMENTS (csv_columns) == N_COLUMNS);

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
csv_text (GString    *out,
          const char *value)
{
  g_autofree char *text = valid_text (value);

  if (csv_needs_guard (text))
    {
      g_autofree char *guarded = g_strconcat ("'", text, NULL);

      csv_field (out, guarded, FALSE);
    }
  else
    csv_field (out, text, FALSE);
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

static void
csv_row (GString               *out,
         const GkHistoryPlay   *play,
         const GkHistoryPlayer *p,
         GkHistoryProfiles     *profiles)
{
  g_autofree char *date = iso_date (play->finished);
  g_autofree char *started = iso_date (play->started);
  g_autofree char *file = file_text (play->file);
  g_autofree char *end_player = play->end_player != GK_NO_PLAYER
                                ? seat_id (play->end_player) : NULL;
  g_autofree char *seat = seat_id (p->seat);
  g_autofree char *id = play_id (play);
  g_autofree char *person = gk_history_player_person_id (profiles, p);
  gint64 minutes = duration_minutes (play);
  guint numbers[6] = { p->tokens, p->cards, p->renewal, p->districts, p->total, p->rank };

  csv_text (out, date);
  csv_text (out, started);
  csv_text (out, file);
  csv_text (out, gk_history_variant_to_string (play->variant));
  csv_text (out, play->variant == GK_VARIANT_SOLO
                   ? gk_history_solo_level_to_string (play->solo_level) : "");
  csv_number (out, play->n_players, FALSE);
  csv_number (out, play->rounds, FALSE);
  csv_text (out, gk_history_end_to_string (play->end_trigger));
  csv_text (out, end_player);
  csv_text (out, seat);
  csv_text (out, player_name (p));
  csv_text (out, gk_player_colour_to_string (p->colour));
  for (guint k = 0; k < G_N_ELEMENTS (numbers); k++)
    csv_number (out, numbers[k], FALSE);
  csv_text (out, p->winner ? "yes" : "no");
  csv_text (out, id);
  csv_text (out, play->location);
  if (minutes >= 0)
    csv_number (out, minutes, FALSE);
  else
    csv_field (out, "", FALSE);
  csv_field (out, person, TRUE);
}

char *
gk_history_to_csv (GPtrArray         *plays,
                   GkHistoryProfiles *profiles)
{
  GString *out;

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  out = g_string_new (NULL);
  for (guint c = 0; c < N_COLUMNS; c++)
    csv_field (out, csv_columns[c], c + 1 == N_COLUMNS);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint j = 0; j < play->players->len; j++)
        csv_row (out, play, &g_array_index (play->players, GkHistoryPlayer, j), profiles);
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
csv_row_to_play (char           **row,
                 guint            n_columns,
                 GkHistoryPlay   *play,
                 GkHistoryPlayer *p)
{
  guint *numbers[6] = { &p->tokens, &p->cards, &p->renewal, &p->districts, &p->total, &p->rank };

  for (guint c = 0; c < n_columns; c++)
    {
      const char *unguarded = csv_unguard (row[c]);

      memmove (row[c], unguarded, strlen (unguarded) + 1);
    }
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
  if (n_columns < N_COLUMNS)
    return TRUE;

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

/* The header's number of columns: this version's or the one before's. */
static guint
csv_header_columns (char **header)
{
  guint n = g_strv_length (header);

  if (n != N_COLUMNS && n != N_COLUMNS_BEFORE)
    return 0;
  for (guint c = 0; c < n; c++)
    if (!g_str_equal (header[c], csv_columns[c]))
      return 0;
  return n;
}

GPtrArray *
gk_history_from_csv (const char  *text,
                     GError     **error)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  GkHistoryPlay *current = NULL;
  guint n_columns;

  g_return_val_if_fail (text != NULL, NULL);

  rows = gk_history_csv_parse (text, error);
  if (rows == NULL)
    return NULL;
  if (rows->len == 0 || (n_columns = csv_header_columns (g_ptr_array_index (rows, 0))) == 0)
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

      if (g_strv_length (row) != n_columns || !csv_row_to_play (row, n_columns, play, &p))
        {
          g_clear_pointer (&p.name, g_free);
          g_clear_pointer (&p.person, g_free);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* TRANSLATORS: %u is a row number of a CSV file, the header being 1 */
                       _("Row %u is not a player’s score in a play"), i + 1);
          return NULL;
        }
      /* One row per player: consecutive rows of one play are one play. */
      if (current == NULL || g_strcmp0 (current->file, row[COL_FILE]) != 0
          || g_strcmp0 (current->id, play->id) != 0)
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

/* @time as the clock on the wall read where the play was played, when the
 * file says where (its offset), else where this export is made. */
static char *
bgstats_date (const GkHistoryPlay *play,
              gint64               time)
{
  g_autoptr(GDateTime) date = NULL;

  if (play->utc_offset != 0)
    date = g_date_time_new_from_unix_utc (time + play->utc_offset);
  else
    date = g_date_time_new_from_unix_local (time);
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

/* The people and places of the plays, each once, numbered in order of
 * first appearance (the plays come newest first). */
typedef struct
{
  GkHistoryProfiles *profiles;
  GHashTable        *player_ids;     /* person UUID -> number */
  GHashTable        *location_ids;   /* location's name key -> number */
} BgStatsRefs;

static gint
player_ref (BgStatsRefs           *refs,
            const GkHistoryPlayer *p)
{
  g_autofree char *person = gk_history_player_person_id (refs->profiles, p);

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
          g_autofree char *person = gk_history_player_person_id (refs->profiles, p);
          g_autofree char *given = NULL;

          if (g_hash_table_contains (refs->player_ids, person))
            continue;
          if (refs->profiles != NULL && p->seat != GK_PLAYER_HAL)
            given = gk_history_profiles_dup_name (refs->profiles, person);
          begin_bgstats_entry (builder, refs->player_ids, g_strdup (person), person,
                               given != NULL ? given : player_name (p), play);
          member_boolean (builder, "isAnonymous", FALSE);
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

static void
add_bgstats_game (JsonBuilder *builder,
                  GPtrArray   *plays)
{
  g_autofree char *game_uuid = stable_uuid ("game", "ginkgopolis");
  g_autofree char *date = plays->len > 0
                          ? bgstats_date (plays->pdata[0],
                                          ((GkHistoryPlay *) plays->pdata[0])->finished)
                          : NULL;

  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  member_int (builder, "id", 1);
  member_string (builder, "uuid", game_uuid);
  member_string (builder, "name", "Ginkgopolis");
  member_int (builder, "bggId", GK_BGG_ID);
  member_string (builder, "bggName", "Ginkgopolis");
  member_boolean (builder, "highestWins", TRUE);
  member_boolean (builder, "noPoints", FALSE);
  member_boolean (builder, "cooperative", FALSE);
  member_boolean (builder, "usesTeams", FALSE);
  if (date != NULL)
    member_string (builder, "modificationDate", date);
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
                  BgStatsRefs         *refs)
{
  g_autofree char *uuid = play_id (play);
  g_autofree char *date = bgstats_date (play, play->started);
  g_autofree char *entered = bgstats_date (play, play->finished);
  g_autofree char *modified = bgstats_date (play, MAX (play->finished,
                                                       play->modified / G_USEC_PER_SEC));
  gint location = location_ref (refs, play);

  json_builder_begin_object (builder);
  member_string (builder, "uuid", uuid);
  member_int (builder, "gameRefId", 1);
  member_string (builder, "playDate", date);
  member_string (builder, "entryDate", entered);
  member_string (builder, "modificationDate", modified);
  member_int (builder, "durationMin", MAX (duration_minutes (play), 0));
  if (location > 0)
    member_int (builder, "locationRefId", location);
  member_int (builder, "rounds", play->rounds);
  member_string (builder, "board", board_name (play));
  member_boolean (builder, "ignored", FALSE);
  member_boolean (builder, "manualWinner", FALSE);
  member_boolean (builder, "usesTeams", FALSE);
  member_int (builder, "rating", 0);
  member_int (builder, "scoringSetting", 0);
  member_int (builder, "bggId", 0);
  member_int (builder, "importPlayId", 0);
  member_int (builder, "nemestatsId", 0);
  member_string (builder, "playImages", "[]");
  json_builder_set_member_name (builder, "expansionPlays");
  json_builder_begin_array (builder);
  json_builder_end_array (builder);
  if (play->note != NULL && *play->note != '\0')
    member_string (builder, "comments", play->note);

  json_builder_set_member_name (builder, "playerScores");
  json_builder_begin_array (builder);
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);

      add_bgstats_score (builder, p, player_ref (refs, p));
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
  g_autoptr(GHashTable) player_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            NULL);
  g_autoptr(GHashTable) location_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
  BgStatsRefs refs = { profiles, player_ids, location_ids };

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  json_builder_begin_object (builder);
  member_string (builder, "about", "Plays exported by Ginkgo Companion");
  add_bgstats_game (builder, plays);
  add_bgstats_players (builder, plays, &refs);
  add_bgstats_locations (builder, plays, &refs);

  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint i = 0; i < plays->len; i++)
    add_bgstats_play (builder, g_ptr_array_index (plays, i), &refs);
  json_builder_end_array (builder);

  /* Who "me" is in BG Stats: nobody of this file (its ids start at 1). */
  json_builder_set_member_name (builder, "userInfo");
  json_builder_begin_object (builder);
  member_int (builder, "meRefId", 0);
  json_builder_end_object (builder);
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
  char *name;
  char *uuid;
} BgStatsPlayer;

static void
bgstats_player_free (gpointer data)
{
  BgStatsPlayer *player = data;

  g_free (player->name);
  g_free (player->uuid);
  g_free (player);
}

static gboolean
bgstats_play (JsonObject    *object,
              GHashTable    *players,
              GHashTable    *locations,
              GkHistoryPlay *play)
{
  JsonArray *scores;
  const char *board, *note, *location;
  gint64 minutes;

  if (!json_object_has_member (object, "playerScores")
      || !parse_bgstats_date (json_object_get_string_member_with_default (object, "playDate",
                                                                          NULL),
                              &play->started))
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

  scores = json_object_get_array_member (object, "playerScores");
  if (scores == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (scores); i++)
    {
      JsonObject *s = json_array_get_object_element (scores, i);
      GkHistoryPlayer p = { 0 };
      const BgStatsPlayer *player;
      guint64 total;
      gint64 seat;

      if (s == NULL)
        return FALSE;
      player = g_hash_table_lookup (players,
                                    GINT_TO_POINTER (json_object_get_int_member_with_default (
                                                       s, "playerRefId", 0)));
      if (player == NULL
          || !g_ascii_string_to_unsigned (json_object_get_string_member_with_default (s, "score",
                                                                                     ""),
                                          10, 0, G_MAXUINT, &total, NULL))
        return FALSE;
      seat = json_object_get_int_member_with_default (s, "seatOrder", i);
      p.seat = seat >= GK_MAX_PLAYERS || g_strcmp0 (player->uuid, GK_PERSON_HAL) == 0
               ? GK_PLAYER_HAL : (gint) seat;
      p.name = p.seat == GK_PLAYER_HAL ? NULL : g_strdup (player->name);
      p.person = g_strdup (player->uuid);
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
  g_autoptr(JsonArray) player_list = NULL;
  g_autoptr(JsonArray) location_list = NULL;
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
  list = bgstats_list (root, "plays", TRUE);
  if (player_list == NULL || location_list == NULL || list == NULL)
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

  plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(GkHistoryPlay) play = gk_history_play_new ();

      if (object == NULL || !bgstats_play (object, players, locations, play))
        {
          bgstats_fail (error);
          return NULL;
        }
      g_ptr_array_add (plays, g_steal_pointer (&play));
    }
  return g_steal_pointer (&plays);
}

/* ---- the formats ---- */

static const GkHistoryExportFormat formats[] = {
  { "csv",
    N_("Write every finished game of the library as CSV, one row per player (“-” for the "
       "standard output)"),
    gk_history_to_csv },
  { "bgstats",
    N_("Write every finished game of the library as a file BG Stats imports (“-” for the "
       "standard output)"),
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
