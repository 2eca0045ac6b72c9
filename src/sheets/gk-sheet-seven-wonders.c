/* gk-sheet-seven-wonders.c: 7 Wonders, first edition, with Leaders,
 * Cities and Babel (shared/spec/score-sheets.md 1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-sheet-score.h"
#include "gk-sheet-science.h"

enum
{
  LEADERS = 1 << 0,
  CITIES = 1 << 1,
  BABEL = 1 << 2,
};

/* BoardGameGeek: 7 Wonders: Leaders, 7 Wonders: Cities, 7 Wonders: Babel. */
static const GkSheetModule modules[] = {
  { "leaders", N_("Leaders"), 0, 92539 },
  { "cities", N_("Cities"), 8, 111661 },
  { "babel", N_("Babel"), 0, 154638 },
};

/* The contract's keys, in the order of its table. */
static const GkSheetKey keys[] = {
  { "military-victory-1", N_("Victory tokens of 1"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "military-victory-3", N_("Victory tokens of 3"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "military-victory-5", N_("Victory tokens of 5"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "military-victory-other", N_("Other victory tokens, their values added"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "military-defeat", N_("Defeat tokens"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "coins", N_("Coins"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "debt", N_("Debt, the debt tokens' values added"), GK_SHEET_KEY_COUNT, 0, CITIES },
  { "wonder", N_("Points on the built wonder stages"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "babel-tower-tiles", N_("Tower tiles placed"), GK_SHEET_KEY_COUNT, 3, BABEL },
  { "civilian", N_("Points of the blue cards"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "commercial", N_("Points of the yellow cards"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "guilds", N_("Points of the guilds"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science-gear", N_("Gears"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science-compass", N_("Compasses"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science-tablet", N_("Tablets"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science-wild", N_("Wild symbols, free choice"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science-set-bonus", N_("“+3 per set” effects"), GK_SHEET_KEY_COUNT, 0, LEADERS | BABEL },
  { "leaders", N_("Points of the leaders"), GK_SHEET_KEY_COUNT, 0, LEADERS },
  { "cities", N_("Points of the black cards"), GK_SHEET_KEY_COUNT, 0, CITIES },
  { "projects", N_("Points of the Great Project tokens"), GK_SHEET_KEY_COUNT, 0, BABEL },
  { "other", N_("Other points the table agrees on"), GK_SHEET_KEY_COUNT, 0, 0 },
};

/* ---- formulas ---- */

/* Military: 1, 3, 5 per token, other tokens at their value, -1 per defeat:
 * it may be negative (spec 1.3.1). */
static const GkSheetTerm military[] = {
  { "military-victory-1", 1 }, { "military-victory-3", 3 }, { "military-victory-5", 5 },
  { "military-victory-other", 1 }, { "military-defeat", -1 }, { NULL }
};

/* Treasury: a point per 3 coins, leftovers nothing; debt is taken off
 * after the division, never from the coins. */
static const GkSheetTerm treasury[] = {
  { "coins", 1, 3 }, { "debt", -1 }, { NULL }
};

static const GkSheetTerm wonder[] = {
  { "wonder", 1 }, { "babel-tower-tiles", 0 }, { NULL }
};

/* Babel: 0, 1, 2 or 3 tower tiles placed give 0, 2, 5 or 10 points, in the
 * wonder row. */
static gint
wonder_points (const GkSheet  *sheet,
               guint           player,
               char          **detail)
{
  static const gint tower[] = { 0, 2, 5, 10 };
  gint tiles = gk_sheet_get_named (sheet, player, "babel-tower-tiles");

  return gk_sheet_get_named (sheet, player, "wonder") + tower[CLAMP (tiles, 0, 3)];
}

static const GkSheetTerm science[] = {
  { "science-gear", 0 }, { "science-compass", 0 }, { "science-tablet", 0 },
  { "science-wild", 0 }, { "science-set-bonus", 0 }, { NULL }
};

static gint
science_points (const GkSheet  *sheet,
                guint           player,
                char          **detail)
{
  GkScienceInput input = { { 0, }, };
  GkScienceResult result;
  g_autoptr(GString) words = NULL;

  input.counts[GK_SCIENCE_GEAR] = (guint) gk_sheet_get_named (sheet, player, "science-gear");
  input.counts[GK_SCIENCE_COMPASS] = (guint) gk_sheet_get_named (sheet, player,
                                                                 "science-compass");
  input.counts[GK_SCIENCE_TABLET] = (guint) gk_sheet_get_named (sheet, player, "science-tablet");
  input.n_free = (guint) gk_sheet_get_named (sheet, player, "science-wild");
  input.set_bonus = (guint) gk_sheet_get_named (sheet, player, "science-set-bonus");
  if (!gk_science_best (&input, &result))
    return 0;
  if (input.n_free == 0)
    return result.points;

  words = g_string_new (NULL);
  for (guint s = 0; s < GK_SCIENCE_N_SYMBOLS; s++)
    {
      if (result.free_to[s] == 0)
        continue;
      if (words->len > 0)
        g_string_append (words, _(", "));
      /* TRANSLATORS: how many wild symbols took a symbol: "2 → gear" */
      g_string_append_printf (words, _("%u → %s"), result.free_to[s],
                              gk_science_symbol_name ((GkScienceSymbol) s));
    }
  /* TRANSLATORS: %s lists which symbol the wild symbols took: "2 → gear" */
  *detail = g_strdup_printf (_("Wild symbols: %s"), words->str);
  return result.points;
}

static const GkSheetTerm civilian[] = { { "civilian", 1 }, { NULL } };
static const GkSheetTerm commercial[] = { { "commercial", 1 }, { NULL } };
static const GkSheetTerm guilds[] = { { "guilds", 1 }, { NULL } };
static const GkSheetTerm leaders[] = { { "leaders", 1 }, { NULL } };
static const GkSheetTerm cities[] = { { "cities", 1 }, { NULL } };
static const GkSheetTerm projects[] = { { "projects", 1 }, { NULL } };
static const GkSheetTerm other[] = { { "other", 1 }, { NULL } };

/* The rulebook's order (spec 1.3), then Leaders, Cities, Projects, Other;
 * each in the colour of its cards (military red, treasury gold, wonder
 * stone, civilian blue, science green, commercial yellow, guilds purple,
 * leaders white, cities black), as the statistics chart them. */
static const GkSheetCategory categories[] = {
  { "military", N_("Military conflicts"), 0, NULL, military, NULL, "#c01c28" },
  { "treasury", N_("Treasury"), 0, NULL, treasury, NULL, "#e5a50a" },
  { "wonder", N_("Wonder"), 0, NULL, wonder, wonder_points, "#986a44" },
  { "civilian", N_("Civilian structures"), 0, NULL, civilian, NULL, "#1c71d8" },
  { "science", N_("Scientific structures"), 0, NULL, science, science_points, "#26a269" },
  { "commercial", N_("Commercial structures"), 0, NULL, commercial, NULL, "#f6d32d" },
  { "guilds", N_("Guilds"), 0,
    N_("Strategists Guild: a point per defeat token of your two neighbours; the Hungarian "
       "text counts your own"),
    guilds, NULL, "#813d9c" },
  { "leaders", N_("Leaders"), LEADERS,
    N_("Nimrod: a point per tower tile you placed, or per tile in the tower"),
    leaders, NULL, "#deddda" },
  { "cities", N_("Cities"), CITIES, NULL, cities, NULL, "#3d3846" },
  { "projects", N_("Great Projects"), BABEL, NULL, projects, NULL, "#2190a4" },
  { "other", N_("Other"), 0, NULL, other, NULL, "#e66100" },
};

/* ---- tie-break: more coins; a tie on coins too is shared (spec 1.5) ---- */

static gboolean
coins (const GkSheet *sheet,
       guint          player,
       gint          *value)
{
  *value = gk_sheet_get_named (sheet, player, "coins");
  return TRUE;
}

static const GkSheetTiebreak tiebreaks[] = {
  { N_("more coins"), coins, FALSE },
};

/* ---- setup (spec 1.2) ---- */

static guint
players (guint n_players)
{
  return n_players;
}

static guint
guild_cards (guint n_players)
{
  return n_players + 2;
}

static guint
peace_tokens (guint n_players)
{
  return n_players <= 3 ? 1 : n_players == 4 ? 2 : 3;
}

static guint
tower_spaces (guint n_players)
{
  return n_players <= 4 ? 3 : 4;
}

static guint
participation_tokens (guint n_players)
{
  return n_players - 1;
}

static const GkSheetStep checklist[] = {
  { 0, 0, 0, 0, N_("Each player takes a wonder board, the side the table agreed on face up."),
    NULL, FALSE },
  { 0, 0, 0, LEADERS, N_("Each player takes 3 coins; the other coins are the bank."),
    NULL, FALSE },
  { 0, 0, LEADERS, 0, N_("Each player takes 6 coins, not 3; the other coins are the bank."),
    NULL, FALSE },
  { 0, 0, 0, 0, N_("Put the conflict tokens in a pile in the middle of the table."),
    NULL, FALSE },
  { 2, 2, 0, 0,
    N_("Two players: each runs two cities as if they were separate players, with the "
       "cards for 4 players; or the rulebook's variant, a neutral city both players run in "
       "turn."), NULL, TRUE },
  { 3, 0, 0, 0,
    N_("Keep the age cards whose player mark (3+, 4+ …) is at most %u and sort them into "
       "three age decks."), players, FALSE },
  { 3, 0, 0, 0,
    N_("Guild cards shuffled face down into the Age III deck, drawn at random (two more than "
       "players): %u."), guild_cards, FALSE },
  { 0, 0, CITIES, 0,
    N_("Cities: random black cards added to each age deck (one per player): %u."),
    players, FALSE },
  { 0, 0, 0, CITIES, N_("Shuffle the three decks and deal 7 Age I cards to each player."),
    NULL, FALSE },
  { 0, 7, CITIES, 0, N_("Shuffle the three decks and deal 8 Age I cards to each player."),
    NULL, FALSE },
  { 8, 8, CITIES, 0,
    N_("Shuffle the three decks and deal 7 Age I cards to each player (8 players)."),
    NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Cards pass to the left in Ages I and III and to the right in Age II, as the arrow "
       "on their backs shows."), NULL, FALSE },
  { 0, 0, CITIES, 0,
    N_("Cities: peace tokens kept, the rest back in the box: %u; the debt tokens within "
       "reach."), peace_tokens, FALSE },
  { 0, 0, BABEL, 0,
    N_("Babel: the tower board with this many tile spaces up: %u."), tower_spaces, FALSE },
  { 0, 0, BABEL, 0,
    N_("Babel: deal 3 tower tiles to each player and return the rest unseen; before anything "
       "else, keep 1 and pass 2, keep 1 and pass 1, keep the last."), NULL, FALSE },
  { 0, 0, LEADERS, 0,
    N_("Leaders: deal 4 leaders to each player face down and return the rest unseen; keep 1 "
       "and pass 3, keep 1 and pass 2, keep 1 and pass 1, keep the last."), NULL, FALSE },
  { 0, 0, LEADERS, 0,
    N_("Leaders: before the first card of each age, each player plays a leader: built, under "
       "a wonder stage, or discarded for 3 coins."), NULL, FALSE },
  { 0, 0, BABEL, 0,
    N_("Great Projects: before the first age and at the start of each age, a random project "
       "of that age revealed, with participation tokens on it (one fewer than players): %u."),
    participation_tokens, FALSE },
};

const GkSheetGame gk_sheet_seven_wonders = {
  .id = "7-wonders",
  .name = N_("7 Wonders"),
  .bgg_id = 68448,
  .min_players = 2,
  .max_players = 7,
  .modules = modules,
  .n_modules = G_N_ELEMENTS (modules),
  .keys = keys,
  .n_keys = G_N_ELEMENTS (keys),
  .categories = categories,
  .n_categories = G_N_ELEMENTS (categories),
  .tiebreaks = tiebreaks,
  .n_tiebreaks = G_N_ELEMENTS (tiebreaks),
  .tiebreak_rule = N_("A tie on points goes to the player with more coins; a tie on coins "
                      "too is shared."),
  .checklist = checklist,
  .n_steps = G_N_ELEMENTS (checklist),
};
