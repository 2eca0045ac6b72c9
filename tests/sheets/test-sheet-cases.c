/* test-sheet-cases.c: the worked cases of shared/spec/score-sheets.md
 * (1.7, 2.6, 3.5), scored by the room with no display
 *
 * Each case is a sheet filled key by key, as players enter it, and what
 * the spec expects of it: category values, totals, ranks, and words the
 * score must say (which symbol a wild took, who won a tie and why, what
 * each round won).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "gk-sheet-score.h"
#include "gk-sheet-science.h"

typedef struct
{
  const char *id;
  const char *game;
  const char *expansions;    /* space-separated, or NULL */
  guint       n_players;
  gboolean    each_alone;    /* each player on a sheet of its own (one category, many inputs) */
  const char *players[GK_SHEET_MAX_PLAYERS];   /* "key=n key=n" */
  const char *expect[GK_SHEET_MAX_PLAYERS];    /* "category=n ... total=n" */
  const char *ranks;         /* "1 2 2", or NULL */
  const char *says;          /* a sentence part the score must hold, or NULL */
} WorkedCase;

#define W1 "military-victory-1=1 military-victory-3=1 military-victory-5=1 military-defeat=3 " \
           "coins=14 wonder=10 civilian=13 science-compass=3 science-tablet=2 commercial=4"

static const WorkedCase cases[] = {
  /* ---- 7 Wonders (1.7) ---- */
  { "W-1", "7-wonders", NULL, 3, FALSE,
    { W1 " science-gear=1", "", "" },
    { "military=6 treasury=4 wonder=10 civilian=13 science=21 commercial=4 guilds=0 total=58",
      "total=0", "total=0" },
    "1 2 2", NULL },
  { "W-2", "7-wonders", NULL, 3, FALSE,
    { W1 " science-gear=2", "", "" },
    { "science=31 total=68", "total=0", "total=0" }, "1 2 2", NULL },
  { "W-3a", "7-wonders", NULL, 3, FALSE,
    { "science-gear=4 science-compass=1 science-wild=1", "", "" },
    { "science=26 total=26" }, NULL, "Wild symbols: 1 → gear" },
  { "W-3b", "7-wonders", NULL, 3, FALSE,
    { "science-gear=4 science-compass=1 science-wild=2", "", "" },
    { "science=37 total=37" }, NULL, "Wild symbols: 2 → gear" },
  { "W-4", "7-wonders", "leaders", 3, FALSE,
    { "science-gear=4 science-compass=1 science-wild=1 science-set-bonus=1", "", "" },
    { "science=28 total=28" }, NULL, "Wild symbols: 1 → tablet" },
  { "W-6", "7-wonders", "cities", 3, FALSE,
    { "military-defeat=6 coins=10 debt=4", "", "" },
    { "military=-6 treasury=-1 total=-7" }, "3 1 1", NULL },
  { "W-7", "7-wonders", "leaders babel", 3, FALSE,
    { "military-victory-1=2 military-victory-3=2 military-victory-5=1 military-defeat=1 "
      "coins=9 wonder=3 babel-tower-tiles=2 civilian=12 science-gear=1 science-compass=1 "
      "science-wild=1 commercial=3 guilds=5 leaders=9", "", "" },
    { "military=12 treasury=3 wonder=8 civilian=12 science=10 commercial=3 guilds=5 "
      "leaders=9 total=62" }, NULL, "Wild symbols: 1 → tablet" },
  { "W-8a", "7-wonders", NULL, 3, FALSE,
    { "military-victory-1=2 military-victory-3=1 military-defeat=1 coins=7 wonder=10 "
      "civilian=20 commercial=4 guilds=7",
      "military-victory-5=1 military-defeat=4 coins=8 wonder=15 civilian=16 science-gear=2 "
      "science-compass=1 science-tablet=1", "" },
    { "military=4 treasury=2 total=47", "military=1 treasury=2 science=13 total=47", "total=0" },
    "2 1 3", "decided by more coins: p1 7, p2 8" },
  { "W-8b", "7-wonders", NULL, 3, FALSE,
    { "military-victory-1=2 military-victory-3=1 military-defeat=1 coins=7 wonder=10 "
      "civilian=20 commercial=4 guilds=7",
      "military-victory-5=1 military-defeat=4 coins=7 wonder=15 civilian=16 science-gear=2 "
      "science-compass=1 science-tablet=1", "" },
    { "total=47", "total=47", "total=0" }, "1 1 3", "they share their place" },
  { "W-9", "7-wonders", NULL, 3, FALSE,
    { "coins=2", "", "" },
    { "military=0 treasury=0 wonder=0 science=0 total=0" }, "1 2 2",
    "decided by more coins: p1 2, p2 0, p3 0" },

  /* ---- Underwater Cities (2.6) ---- */
  { "U-1", "underwater-cities", NULL, 2, FALSE,
    { "metropolis-upgraded-farms=2 metropolis-upgraded-desalination-plants=3 "
      "metropolis-upgraded-laboratories=3 metropolis-upgraded-tunnels=3 cards=11 "
      "cities-3-types=2 cities-2-types=1 cities-1-type=1 cities-0-types=1 credits=16 "
      "steelplast=2 science=1 biomass=3",
      "track=54 metropolis-upgraded-farms=2 metropolis-upgraded-desalination-plants=3 "
      "metropolis-upgraded-laboratories=3 metropolis-upgraded-tunnels=3 cards=11 "
      "cities-3-types=2 cities-2-types=1 cities-1-type=1 cities-0-types=1 credits=16 "
      "steelplast=2 science=1 biomass=3" },
    { "track=0 metropolis=8 cards=11 network=21 resources=6 total=46", "track=54 total=100" },
    "2 1", "Brown metropolis: upgraded sets" },
  { "U-2", "underwater-cities", NULL, 3, TRUE,
    { "credits=3", "credits=4", "credits=1 kelp=1 biomass=1" },
    { "resources=0", "resources=1", "resources=1" }, NULL, NULL },
  { "U-3", "underwater-cities", NULL, 5, TRUE,
    { "metropolis-tunnels=7", "metropolis-tunnels=8", "metropolis-tunnels=9",
      "metropolis-tunnels=10", "metropolis-tunnels=14" },
    { "metropolis=0", "metropolis=5", "metropolis=7", "metropolis=9", "metropolis=9" },
    NULL, NULL },
  { "U-4", "underwater-cities", NULL, 6, TRUE,
    { "metropolis-cities=4", "metropolis-cities=5", "metropolis-cities=6", "metropolis-cities=7",
      "metropolis-cities=9", "metropolis-cities=9 metropolis-unconnected=1" },
    { "metropolis=0", "metropolis=4", "metropolis=8", "metropolis=12", "metropolis=12",
      "metropolis=0" }, NULL, "Not connected: no points" },
  { "U-5", "underwater-cities", NULL, 2, FALSE,
    { "track=80 metropolis-cities=7 cards=9 cities-1-type=2 cities-2-types=3 cities-3-types=2 "
      "credits=7 kelp=1 player-order=2",
      "track=90 metropolis-upgraded-farms=2 metropolis-upgraded-desalination-plants=2 "
      "metropolis-upgraded-laboratories=2 metropolis-upgraded-tunnels=2 cards=12 "
      "cities-1-type=1 cities-2-types=2 cities-3-types=2 credits=3 player-order=1" },
    { "metropolis=12 network=30 resources=2 total=133", "metropolis=8 network=23 resources=0 "
      "total=133" },
    "2 1", "decided by the final player order: p1 2, p2 1" },
  { "U-6", "underwater-cities", NULL, 2, FALSE,
    { "track=60 metropolis-special-cards=4 cards=13 cities-0-types=1 cities-1-type=2 "
      "cities-2-types=2 cities-3-types=1 credits=5", "" },
    { "metropolis=8 network=22 resources=1 total=104" }, NULL, NULL },
  { "U-7", "underwater-cities", NULL, 1, FALSE,
    { "track=70 metropolis-cities=6 cards=10 cities-1-type=2 cities-2-types=2 "
      "cities-3-types=2 credits=9" },
    { "metropolis=8 network=26 resources=2 total=116" }, "1",
    "Solo: not a win, 116 points and 6 connected cities" },
  { "U-8", "underwater-cities", NULL, 2, FALSE,
    { "metropolis-unconnected=1 metropolis-tunnels=3 cities-0-types=1 credits=3", "" },
    { "track=0 metropolis=0 cards=0 network=2 resources=0 total=2" }, NULL, NULL },
  { "U-9", "underwater-cities", NULL, 2, FALSE,
    { "track=45 metropolis-metropolises=4 cities-1-type=1 cities-2-types=2 cities-3-types=1 "
      "credits=2 kelp=2 steelplast=1 science=1 biomass=1", "" },
    { "metropolis=12 cards=0 network=17 resources=2 total=76" }, NULL, NULL },

  /* ---- Blueprints (3.5): one building each, in round 1 of a 2-player sheet ---- */
  { "BP-1", "blueprints", NULL, 2, FALSE,
    { "round-1-match=1 round-1-orange-neighbours=5 round-1-green=1 round-1-black-level-1=1 "
      "round-1-black-level-3=1 round-1-clear=4", "round-1-points=0" },
    { "awards=2 total=2", "total=0" }, NULL, "29 building points: Silver Award" },
  { "BP-2", "blueprints", NULL, 2, FALSE,
    { "round-1-green=6 round-1-materials=1", "round-1-points=0" },
    { "awards=2 prizes=2 total=4" }, NULL, "30 building points: Silver Award, Materials Prize" },
  { "BP-3", "blueprints", NULL, 2, FALSE,
    { "round-1-black-level-1=1 round-1-black-level-2=1 round-1-black-level-3=1 "
      "round-1-black-level-4=3 round-1-skyscraper=1 round-1-materials=1", "round-1-points=0" },
    { "awards=2 prizes=4 total=6" }, NULL,
    "34 building points: Silver Award, Skyscraper Prize, Materials Prize" },
  { "BP-4", "blueprints", NULL, 2, FALSE,
    { "round-1-clear=21 round-1-geometer=1 round-1-materials=1", "round-1-points=0" },
    { "prizes=4" }, NULL, "21 building points: Silver Award, Geometer's Prize, Materials Prize" },
  { "BP-5", "blueprints", NULL, 2, FALSE,
    { "round-1-orange-neighbours=0 round-1-black-level-1=2 round-1-clear=4", "round-1-points=9" },
    { "awards=0", "awards=2" }, NULL, "8 building points: nothing won" },
  { "BP-6", "blueprints", NULL, 2, FALSE,
    { "round-1-match=1 round-1-orange-neighbours=8 round-1-green=2", "round-1-points=0" },
    { "awards=2" }, NULL, "27 building points" },
  { "BP-7", "blueprints", NULL, 2, FALSE,
    { "round-1-orange-neighbours=2 round-1-clear=5 round-1-black-level-1=1 round-1-green=3 "
      "round-1-geometer=1", "round-1-points=0" },
    { "awards=2 prizes=2" }, NULL, "21 building points: Silver Award, Geometer's Prize" },
  { "BP-R1", "blueprints", NULL, 4, FALSE,
    { "round-1-points=30 round-1-in-demand-1=2 round-1-in-demand-2=1 round-1-turn=1 "
      "round-1-structural-integrity=1",
      "round-1-points=30 round-1-in-demand-1=2 round-1-in-demand-2=0 round-1-turn=3",
      "round-1-points=25 round-1-in-demand-1=0 round-1-in-demand-2=1 round-1-turn=2 "
      "round-1-materials=1",
      "round-1-points=25 round-1-in-demand-1=0 round-1-in-demand-2=1 round-1-turn=4 "
      "round-1-materials=1" },
    { "awards=3 prizes=2 total=5", "awards=2 prizes=0 total=2", "awards=0 prizes=0 total=0",
      "awards=1 prizes=2 total=3" },
    "1 3 4 2", "Bronze Award, Materials Prize" },
  { "BP-G1", "blueprints", NULL, 2, FALSE,
    { "round-1-points=30 round-2-points=30 round-3-points=10 round-3-geometer=1",
      "round-1-points=20 round-2-points=20 round-2-skyscraper=1 round-3-points=30 "
      "round-3-materials=1" },
    { "awards=4 prizes=2 total=6", "awards=2 prizes=4 total=6" },
    "2 1", "decided by more prizes: p1 1, p2 2" },
  { "BP-G2", "blueprints", NULL, 4, FALSE,
    { "round-1-points=30 round-2-points=10 round-3-points=10",
      "round-1-points=10 round-2-points=20 round-3-points=20",
      "round-1-points=20 round-2-points=30 round-2-materials=1 round-3-points=0",
      "round-1-points=0 round-2-points=0 round-3-points=30" },
    { "total=5", "total=5", "total=7", "total=3" },
    "2 3 1 4", "decided by more Gold Awards: p1 1, p2 0" },
  { "BP-G3", "blueprints", NULL, 3, FALSE,
    { "round-1-points=30 round-1-materials=1 round-2-points=0 round-3-points=20",
      "round-1-points=20 round-2-points=30 round-2-skyscraper=1 round-3-points=0",
      "round-1-points=0 round-2-points=20 round-3-points=30" },
    { "awards=5 prizes=2 total=7", "awards=5 prizes=2 total=7", "total=5" },
    "1 1 3", "and on every tie-break: they share their place" },
  /* First place tied, a tie-break not entered for one of them: undecided,
   * never shared (the player order is never tied; nor are turns). */
  { "U-T1", "underwater-cities", NULL, 3, FALSE,
    { "player-order=1", "player-order=2", "" },
    { "total=0", "total=0", "total=0" }, "1 2 1",
    "Undecided until the final player order is entered" },
  { "U-T2", "underwater-cities", NULL, 3, FALSE,
    { "player-order=3", "player-order=2", "player-order=1" },
    { "total=0", "total=0", "total=0" }, "3 2 1", "decided by the final player order" },
  { "U-T3", "underwater-cities", NULL, 3, FALSE,
    { "track=5", "player-order=2", "" },
    { "total=5", "total=0", "total=0" }, "1 2 2", "Tie at 0 points (p2, p3): the final player "
    "order decides" },
  { "BP-T1", "blueprints", NULL, 2, FALSE,
    { "round-1-points=30 round-1-in-demand-1=2", "round-1-points=30 round-1-in-demand-1=2" },
    { "awards=0 total=0", "awards=0 total=0" }, "1 1",
    "Undecided until the turns in the round are entered" },
  { "BP-T2", "blueprints", NULL, 2, FALSE,
    { "round-1-points=30 round-1-in-demand-1=2 round-1-turn=2",
      "round-1-points=30 round-1-in-demand-1=2 round-1-turn=1" },
    { "awards=2 total=2", "awards=0 total=0" }, "1 2", "Silver Award" },
  { "BP-G4", "blueprints", NULL, 2, FALSE,
    { "round-1-points=10 round-2-points=10 round-3-points=10",
      "round-1-points=5 round-2-points=5 round-3-points=5" },
    { "total=6", "awards=0 prizes=0 total=0" }, "1 2", NULL },
};

static void
fill_player (GkSheet    *sheet,
             guint       player,
             const char *inputs)
{
  g_auto(GStrv) words = g_strsplit (inputs, " ", -1);
  const GkSheetGame *game = gk_sheet_get_game (sheet);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_auto(GStrv) pair = NULL;
      g_autoptr(GError) error = NULL;
      gint key;

      if (*words[i] == '\0')
        continue;
      pair = g_strsplit (words[i], "=", 2);
      key = gk_sheet_game_find_key (game, pair[0]);
      g_assert_cmpint (key, >=, 0);
      gk_sheet_set_value (sheet, player, (guint) key, atoi (pair[1]), &error);
      g_assert_no_error (error);
    }
}

static guint
modules_of (const GkSheetGame *game,
            const char        *expansions)
{
  g_auto(GStrv) ids = g_strsplit (expansions != NULL ? expansions : "", " ", -1);
  guint modules = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    if (*ids[i] != '\0')
      {
        guint bit = gk_sheet_game_find_module (game, ids[i]);

        g_assert_cmpuint (bit, !=, 0);
        modules |= bit;
      }
  return modules;
}

static void
check_expected (const GkSheetScore *score,
                guint               player,
                const char         *expected)
{
  g_auto(GStrv) words = g_strsplit (expected, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (words[i], "=", 2);
      gint value = atoi (pair[1]);
      gint got = G_MININT;

      if (g_str_equal (pair[0], "total"))
        got = score->totals[player];
      for (guint c = 0; c < score->n_categories; c++)
        if (g_str_equal (score->game->categories[c].id, pair[0]))
          got = gk_sheet_score_get (score, player, c);
      g_assert_cmpint (got, !=, G_MININT);
      if (got != value)
        g_error ("player %u: %s is %d, expected %d", player + 1, pair[0], got, value);
    }
}

/* Everything the score says in words, in one string. */
static char *
all_words (const GkSheetScore *score)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < score->n_players * score->n_rows; i++)
    if (score->row_details[i] != NULL)
      g_string_append_printf (out, "%s\n", score->row_details[i]);
  for (guint i = 0; i < score->ties->len; i++)
    g_string_append_printf (out, "%s\n", (char *) score->ties->pdata[i]);
  for (guint i = 0; i < score->notes->len; i++)
    g_string_append_printf (out, "%s\n", (char *) score->notes->pdata[i]);
  if (score->verdict != NULL)
    g_string_append_printf (out, "%s\n", score->verdict);
  if (score->undecided != NULL)
    g_string_append_printf (out, "%s\n", score->undecided);
  return g_string_free (out, FALSE);
}

static void
test_case (gconstpointer data)
{
  const WorkedCase *c = data;
  const GkSheetGame *game = gk_sheet_game_lookup (c->game);
  guint modules;
  g_autoptr(GString) words = g_string_new (NULL);
  g_autoptr(GString) ranks = g_string_new (NULL);

  g_assert_nonnull (game);
  modules = modules_of (game, c->expansions);

  if (c->each_alone)
    {
      for (guint p = 0; p < c->n_players; p++)
        {
          g_autoptr(GkSheet) sheet = gk_sheet_new (game, 1, modules);
          g_autoptr(GkSheetScore) score = NULL;
          g_autofree char *said = NULL;

          fill_player (sheet, 0, c->players[p]);
          score = gk_sheet_score_compute (sheet);
          check_expected (score, 0, c->expect[p]);
          said = all_words (score);
          g_string_append (words, said);
        }
    }
  else
    {
      g_autoptr(GkSheet) sheet = gk_sheet_new (game, c->n_players, modules);
      g_autoptr(GkSheetScore) score = NULL;
      g_autofree char *said = NULL;

      for (guint p = 0; p < c->n_players; p++)
        fill_player (sheet, p, c->players[p] != NULL ? c->players[p] : "");
      score = gk_sheet_score_compute (sheet);
      for (guint p = 0; p < c->n_players; p++)
        if (c->expect[p] != NULL)
          check_expected (score, p, c->expect[p]);
      for (guint p = 0; p < c->n_players; p++)
        g_string_append_printf (ranks, "%s%u", p > 0 ? " " : "", score->ranks[p]);
      if (c->ranks != NULL)
        g_assert_cmpstr (ranks->str, ==, c->ranks);
      said = all_words (score);
      g_string_append (words, said);
    }
  if (c->says != NULL && strstr (words->str, c->says) == NULL)
    g_error ("the score does not say “%s”; it says:\n%s", c->says, words->str);
  /* A shared place is said only where every tie-break is known. */
  if ((c->says == NULL || strstr (c->says, "Undecided") == NULL)
      && strstr (words->str, "Undecided") != NULL)
    g_error ("the score says first place is undecided:\n%s", words->str);
}

/* ---- the science optimiser itself (1.4, W-5, W-10) ---- */

typedef struct
{
  const char *id;
  guint       counts[3];
  guint       n_free;
  guint       n_masks;
  guint       masks[2];
  guint       n_duplicators;
  guint       set_bonus;
  gint        points;
  guint       took[3];      /* free wilds per symbol, or the masks' and duplicators' */
} ScienceCase;

#define GEAR    (1u << GK_SCIENCE_GEAR)
#define COMPASS (1u << GK_SCIENCE_COMPASS)

static const ScienceCase science_cases[] = {
  { "1.4 one wild: gear, not the set", { 4, 1, 0 }, 1, 0, { 0 }, 0, 0, 26, { 1, 0, 0 } },
  { "1.4 two wilds: both gear", { 4, 1, 0 }, 2, 0, { 0 }, 0, 0, 37, { 2, 0, 0 } },
  { "1.4 B = 10: the set", { 4, 1, 0 }, 1, 0, { 0 }, 0, 1, 28, { 0, 0, 1 } },
  { "W-5 a Cities mask of gear or compass", { 2, 2, 1 }, 0, 1, { GEAR | COMPASS }, 0, 0, 21,
    { GK_SCIENCE_GEAR } },
  { "W-5 a free wild instead", { 2, 2, 1 }, 1, 0, { 0 }, 0, 0, 26, { 0, 0, 1 } },
  { "W-10 Hermitage on a set", { 1, 1, 1 }, 0, 0, { 0 }, 1, 0, 13, { 1, 0, 0 } },
  { "W-10 Hermitage with nothing to duplicate", { 0, 0, 0 }, 0, 0, { 0 }, 1, 0, 0, { 0, 0, 0 } },
  { "two masks, a free wild and a set bonus", { 1, 0, 0 }, 1, 2, { COMPASS, GK_SCIENCE_ANY }, 0,
    2, 19, { 1, 0, 0 } },
  { "999 free wilds", { 0, 0, 0 }, 999, 0, { 0 }, 0, 0, 998001, { 999, 0, 0 } },
};

static void
test_science (gconstpointer data)
{
  const ScienceCase *c = data;
  GkScienceInput input = { { c->counts[0], c->counts[1], c->counts[2] }, c->n_free, c->n_masks,
                           { c->masks[0], c->masks[1] }, c->n_duplicators, c->set_bonus };
  GkScienceResult result;

  g_assert_true (gk_science_best (&input, &result));
  g_assert_cmpint (result.points, ==, c->points);
  if (c->n_masks == 1 && c->n_free == 0)
    g_assert_cmpuint (result.mask_to[0], ==, c->took[0]);
  else if (c->n_duplicators > 0)
    for (guint s = 0; s < 3; s++)
      g_assert_cmpuint (result.duplicated[s], ==, c->took[s]);
  else
    for (guint s = 0; s < 3; s++)
      g_assert_cmpuint (result.free_to[s], ==, c->took[s]);
}

static void
test_science_refused (void)
{
  GkScienceInput input = { { 1, 1, 1 }, 0, 1, { 0 }, 0, 0 };
  GkScienceResult result;

  /* A mask allowing nothing, more masks or duplicators than bounded. */
  g_assert_false (gk_science_best (&input, &result));
  input.masks[0] = GK_SCIENCE_ANY;
  input.n_masks = GK_SCIENCE_MAX_MASKS + 1;
  g_assert_false (gk_science_best (&input, &result));
  input.n_masks = 0;
  input.n_duplicators = GK_SCIENCE_MAX_DUPLICATORS + 1;
  g_assert_false (gk_science_best (&input, &result));
}

/* Every category's colour, where its game's description gives one, is a
 * colour the charts can draw ("#rrggbb"); 7 Wonders gives each category
 * the colour of its cards. */
static void
test_category_colours (void)
{
  guint n_games;
  const GkSheetGame * const *games = gk_sheet_games (&n_games);
  const GkSheetGame *seven = gk_sheet_game_lookup ("7-wonders");

  for (guint g = 0; g < n_games; g++)
    for (guint c = 0; c < games[g]->n_categories; c++)
      {
        const char *colour = games[g]->categories[c].colour;

        if (colour == NULL)
          continue;
        g_assert_cmpuint (strlen (colour), ==, 7);
        g_assert_cmpint (colour[0], ==, '#');
        for (guint i = 1; i < 7; i++)
          g_assert_true (g_ascii_isxdigit (colour[i]));
      }
  g_assert_nonnull (seven);
  for (guint c = 0; c < seven->n_categories; c++)
    g_assert_nonnull (seven->categories[c].colour);
  g_assert_cmpstr (seven->categories[0].id, ==, "military");
  g_assert_cmpstr (seven->categories[0].colour, ==, "#c01c28");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sheets/worked/%s", cases[i].id);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  for (guint i = 0; i < G_N_ELEMENTS (science_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sheets/science/%s", science_cases[i].id);

      g_test_add_data_func (path, &science_cases[i], test_science);
    }
  g_test_add_func ("/sheets/science/refused", test_science_refused);
  g_test_add_func ("/sheets/description/category-colours", test_category_colours);
  return g_test_run ();
}
