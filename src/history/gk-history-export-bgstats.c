/* gk-history-export-bgstats.c: the plays as a BG Stats file
 *
 * The JSON file BG Stats imports: the players, the locations, the games
 * and their expansions, and the plays with their scores, each with an id
 * that stays the same from one export to the next.
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

/* ---- BG Stats ---- */

/* What BG Stats's own export holds, key by key (the files it writes, and
 * the programs that read them): ids are numbers that the file's other
 * entries refer to ("gameRefId", "playerRefId", "locationRefId"), uuids
 * identify an entry across imports, dates are local times written
 * "YYYY-MM-DD HH:MM:SS", a score is a string. */

/* Where the same text always gives the same uuid: the game, a location. */
char *
_gk_bgstats_stable_uuid (const char *kind,
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
  g_autoptr(GDateTime) date = _gk_export_play_wall_time (play, time);

  return date != NULL ? g_date_time_format (date, "%Y-%m-%d %H:%M:%S") : g_strdup ("");
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
  g_autofree char *text = _gk_export_valid_text (value);

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
  g_autofree char *id = _gk_export_play_id (play);
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
                               given != NULL ? given : _gk_export_player_name (p), play);
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
      uuid = _gk_bgstats_stable_uuid ("location", key);
      begin_bgstats_entry (builder, refs->location_ids, g_steal_pointer (&key), uuid,
                           play->location, play);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The game of @game's entry in "games": its name on the box (English, as
 * BoardGameGeek has it) and its BoardGameGeek number, 0 when not known. */
const char *
_gk_bgstats_game_name (const char *game,
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
char *
_gk_bgstats_expansion_key (const char *game,
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
      g_autofree char *game_uuid = _gk_bgstats_stable_uuid ("game", refs->games[g]);
      gint64 bgg_id;
      const char *name = _gk_bgstats_game_name (refs->games[g], &bgg_id);

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
          key = _gk_bgstats_expansion_key (game->id, module->id);
          uuid = _gk_bgstats_stable_uuid ("game", key);
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
      key = _gk_bgstats_expansion_key (game->id, game->modules[m].id);
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
    member_string (builder, "role", _gk_export_colour_text (p));
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
  g_autofree char *uuid = _gk_export_play_id (play);
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
  member_int (builder, "durationMin", MAX (_gk_export_duration_minutes (play), 0));
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
