/* gk-sheet-blueprints.c: Blueprints (shared/spec/score-sheets.md 3)
 *
 * Players enter each round's building: its building points (or their
 * parts), the dice of the two in-demand colours, their turn in the round
 * and which prizes it qualifies for.  The sheet gives out the awards and
 * prizes of each round; the score is their points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "gk-sheet-score.h"

#define N_ROUNDS 3
#define N_PRIZES 4

/* The cards' points are printed on them, not in the rulebook (published
 * rules, spec 3.4.7): one table, to correct in one place. */
#define GOLD_POINTS   3
#define SILVER_POINTS 2
#define BRONZE_POINTS 1
#define PRIZE_POINTS  2

#define ROUND_KEYS(r) \
  { "round-" #r "-points", N_("Building points"), GK_SHEET_KEY_COUNT, 0, 0 }, \
  { "round-" #r "-match", N_("Built as its Blueprint card shows"), GK_SHEET_KEY_FLAG, 0, 0 }, \
  { "round-" #r "-orange-neighbours", N_("Orange dice: their neighbours, added up"), \
    GK_SHEET_KEY_COUNT, 30, 0 }, \
  { "round-" #r "-green", N_("Green dice"), GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-black-level-1", N_("Black dice on level 1"), GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-black-level-2", N_("Black dice on level 2"), GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-black-level-3", N_("Black dice on level 3"), GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-black-level-4", N_("Black dice on level 4 or higher"), \
    GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-clear", N_("Clear dice: their values, added up"), GK_SHEET_KEY_COUNT, 36, 0 }, \
  { "round-" #r "-in-demand-1", N_("Dice of the first in-demand colour"), \
    GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-in-demand-2", N_("Dice of the second in-demand colour"), \
    GK_SHEET_KEY_COUNT, 6, 0 }, \
  { "round-" #r "-turn", N_("Turn in the round (1: first)"), GK_SHEET_KEY_ORDER, 0, 0 }, \
  { "round-" #r "-skyscraper", N_("Qualifies for the Skyscraper Prize"), \
    GK_SHEET_KEY_FLAG, 0, 0 }, \
  { "round-" #r "-structural-integrity", N_("Qualifies for the Structural Integrity Prize"), \
    GK_SHEET_KEY_FLAG, 0, 0 }, \
  { "round-" #r "-geometer", N_("Qualifies for the Geometer's Prize"), GK_SHEET_KEY_FLAG, 0, 0 }, \
  { "round-" #r "-materials", N_("Qualifies for the Materials Prize"), GK_SHEET_KEY_FLAG, 0, 0 }

static const GkSheetKey keys[] = {
  ROUND_KEYS (1),
  ROUND_KEYS (2),
  ROUND_KEYS (3),
};

/* What a round's key is, after its "round-N-". */
static const char *const parts[] = {
  "match", "orange-neighbours", "green", "black-level-1", "black-level-2", "black-level-3",
  "black-level-4", "clear",
};

static const char *const prize_keys[N_PRIZES] = {
  "skyscraper", "structural-integrity", "geometer", "materials",
};

static const char *const prize_names[N_PRIZES] = {
  N_("Skyscraper Prize"), N_("Structural Integrity Prize"), N_("Geometer's Prize"),
  N_("Materials Prize"),
};

static gint
round_value (const GkSheet *sheet,
             guint          player,
             guint          round,
             const char    *part)
{
  g_autofree char *name = g_strdup_printf ("round-%u-%s", round + 1, part);

  return gk_sheet_get_named (sheet, player, name);
}

static gboolean
round_is_set (const GkSheet *sheet,
              guint          player,
              guint          round,
              const char    *part)
{
  g_autofree char *name = g_strdup_printf ("round-%u-%s", round + 1, part);

  return gk_sheet_is_named_set (sheet, player, name);
}

static gboolean
has_parts (const GkSheet *sheet,
           guint          player,
           guint          round)
{
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (round_is_set (sheet, player, round, parts[i]))
      return TRUE;
  return FALSE;
}

/* Building points (spec 3.3.1): 6 for a building matching its Blueprint,
 * 2 per neighbour of each orange die, 2/5/10/15/20/30 for 1 to 6 green
 * dice, 2/3/5/8 per black die on level 1/2/3/4 and up, the top value of
 * each clear die.  Entered as a total, or as these parts. */
static gint
building_points (const GkSheet *sheet,
                 guint          player,
                 guint          round)
{
  static const gint green[] = { 0, 2, 5, 10, 15, 20, 30 };

  if (!has_parts (sheet, player, round))
    return round_value (sheet, player, round, "points");
  return 6 * round_value (sheet, player, round, "match") +
         2 * round_value (sheet, player, round, "orange-neighbours") +
         green[CLAMP (round_value (sheet, player, round, "green"), 0, 6)] +
         2 * round_value (sheet, player, round, "black-level-1") +
         3 * round_value (sheet, player, round, "black-level-2") +
         5 * round_value (sheet, player, round, "black-level-3") +
         8 * round_value (sheet, player, round, "black-level-4") +
         round_value (sheet, player, round, "clear");
}

/* A round counts once anything of it was entered for a player. */
static gboolean
round_entered (const GkSheet *sheet,
               guint          round)
{
  g_autofree char *prefix = g_strdup_printf ("round-%u-", round + 1);
  const GkSheetGame *game = gk_sheet_get_game (sheet);

  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    for (guint k = 0; k < game->n_keys; k++)
      if (g_str_has_prefix (game->keys[k].name, prefix) && gk_sheet_is_set (sheet, p, k))
        return TRUE;
  return FALSE;
}

/* ---- a round's awards and prizes (spec 3.3.2, 3.3.3) ---- */

typedef enum
{
  AWARD_NONE,
  AWARD_GOLD,
  AWARD_SILVER,
  AWARD_BRONZE,
} Award;

typedef struct
{
  Award    award[GK_SHEET_MAX_PLAYERS];
  gboolean prize[GK_SHEET_MAX_PLAYERS][N_PRIZES];
  guint64  undecided;   /* players an award or prize waits for their turns */
  gboolean entered;
} RoundResult;

typedef struct
{
  const GkSheet *sheet;
  guint          round;
  gboolean       by_points;   /* awards: points first; prizes: the colours alone */
} Order;

/* Ahead first: more points (awards only), more dice of the first, then
 * the second in-demand colour; 0 when equal on those. */
static gint
compare_building (const Order *order,
                  guint        a,
                  guint        b)
{
  const char *colours[] = { "in-demand-1", "in-demand-2" };

  if (order->by_points)
    {
      gint pa = building_points (order->sheet, a, order->round);
      gint pb = building_points (order->sheet, b, order->round);

      if (pa != pb)
        return pa > pb ? -1 : 1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    {
      gint va = round_value (order->sheet, a, order->round, colours[i]);
      gint vb = round_value (order->sheet, b, order->round, colours[i]);

      if (va != vb)
        return va > vb ? -1 : 1;
    }
  return 0;
}

/* The players among @candidates, best first, and groups: players equal
 * on the building whose turns are not all entered stay undecided together.
 * Fills @sorted and returns, for each position, the group it belongs to. */
static guint
sort_buildings (const Order *order,
                guint64      candidates,
                guint       *sorted,
                guint       *group)
{
  guint n = 0;
  guint n_groups = 0;

  for (guint p = 0; p < gk_sheet_get_n_players (order->sheet); p++)
    if ((candidates & (G_GUINT64_CONSTANT (1) << p)) != 0)
      sorted[n++] = p;

  /* Insertion sort: the building, then the later turn first. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        guint a = sorted[j - 1];
        guint b = sorted[j];
        gint c = compare_building (order, a, b);

        if (c == 0)
          c = round_value (order->sheet, b, order->round, "turn") -
              round_value (order->sheet, a, order->round, "turn");
        if (c <= 0)
          break;
        sorted[j - 1] = b;
        sorted[j] = a;
      }

  for (guint i = 0; i < n; i++)
    {
      guint start = i;

      while (i + 1 < n && compare_building (order, sorted[start], sorted[i + 1]) == 0)
        i++;
      gboolean known = TRUE;

      /* Equal on the building: the turn decides only if every turn is known. */
      for (guint m = start; m <= i; m++)
        if (!round_is_set (order->sheet, sorted[m], order->round, "turn"))
          known = FALSE;
      for (guint k = start; k <= i; k++)
        group[k] = known ? n_groups + (k - start) : n_groups;
      n_groups += i - start + 1;
    }
  return n;
}

static void
add_undecided (GPtrArray   *notes,
               const Order *order,
               guint64      players,
               const char  *what)
{
  g_autofree char *names = gk_sheet_score_names (order->sheet, players);

  if (notes == NULL)
    return;
  g_ptr_array_add (notes,
                   /* TRANSLATORS: round number, an award or prize, the players */
                   g_strdup_printf (_("Round %u: %s undecided between %s: enter their turns "
                                      "in the round."), order->round + 1, what, names));
}

static const char *
award_name (Award award)
{
  switch (award)
    {
    case AWARD_GOLD:
      return _("Gold Award");
    case AWARD_SILVER:
      return _("Silver Award");
    case AWARD_BRONZE:
      return _("Bronze Award");
    case AWARD_NONE:
    default:
      return "";
    }
}

/* The awards and prizes of @round; @notes (or NULL) gets what stays
 * undecided. */
static void
score_round (const GkSheet *sheet,
             guint          round,
             RoundResult   *result,
             GPtrArray     *notes)
{
  guint n_players = gk_sheet_get_n_players (sheet);
  guint sorted[GK_SHEET_MAX_PLAYERS];
  guint group[GK_SHEET_MAX_PLAYERS];
  Award awards[3];
  guint n_awards;
  Order order = { sheet, round, TRUE };
  guint64 everyone = (G_GUINT64_CONSTANT (1) << n_players) - 1;
  guint n;

  memset (result, 0, sizeof *result);
  result->entered = round_entered (sheet, round);
  if (!result->entered)
    return;

  /* 4 players: gold, silver, bronze; 3: gold and silver; 2: silver alone. */
  if (n_players >= 4)
    {
      awards[0] = AWARD_GOLD, awards[1] = AWARD_SILVER, awards[2] = AWARD_BRONZE;
      n_awards = 3;
    }
  else if (n_players == 3)
    {
      awards[0] = AWARD_GOLD, awards[1] = AWARD_SILVER;
      n_awards = 2;
    }
  else
    {
      awards[0] = AWARD_SILVER;
      n_awards = 1;
    }

  n = sort_buildings (&order, everyone, sorted, group);
  for (guint i = 0; i < MIN (n, n_awards); i++)
    {
      guint64 same = 0;

      for (guint k = 0; k < n; k++)
        if (group[k] == group[i])
          same |= G_GUINT64_CONSTANT (1) << sorted[k];
      if (same == (G_GUINT64_CONSTANT (1) << sorted[i]))
        result->award[sorted[i]] = awards[i];
      else if (i == 0 || group[i - 1] != group[i])
        {
          g_autoptr(GString) what = g_string_new (NULL);

          /* Every award the undecided players stand for. */
          for (guint k = i; k < MIN (n, n_awards) && group[k] == group[i]; k++)
            {
              if (what->len > 0)
                g_string_append (what, _(", "));
              g_string_append (what, award_name (awards[k]));
            }
          add_undecided (notes, &order, same, what->str);
          result->undecided |= same;
        }
    }

  /* Prizes: one of each kind, among the buildings that qualify, by the
   * in-demand colours and then the later turn (CHOICE, following the
   * rulebook: points are not compared). */
  order.by_points = FALSE;
  for (guint prize = 0; prize < N_PRIZES; prize++)
    {
      guint64 qualified = 0;
      guint64 same = 0;

      for (guint p = 0; p < n_players; p++)
        if (round_value (sheet, p, round, prize_keys[prize]) != 0)
          qualified |= G_GUINT64_CONSTANT (1) << p;
      if (qualified == 0)
        continue;
      n = sort_buildings (&order, qualified, sorted, group);
      for (guint k = 0; k < n; k++)
        if (group[k] == group[0])
          same |= G_GUINT64_CONSTANT (1) << sorted[k];
      if (same == (G_GUINT64_CONSTANT (1) << sorted[0]))
        result->prize[sorted[0]][prize] = TRUE;
      else
        {
          add_undecided (notes, &order, same, _(prize_names[prize]));
          result->undecided |= same;
        }
    }
}

static gint
award_points (const RoundResult *result,
              guint              player)
{
  static const gint points[] = { 0, GOLD_POINTS, SILVER_POINTS, BRONZE_POINTS };

  return points[result->award[player]];
}

static gint
prize_points (const RoundResult *result,
              guint              player)
{
  gint points = 0;

  for (guint prize = 0; prize < N_PRIZES; prize++)
    if (result->prize[player][prize])
      points += PRIZE_POINTS;
  return points;
}

/* "29 building points: Gold Award, Skyscraper Prize" */
static char *
round_words (const GkSheet     *sheet,
             const RoundResult *result,
             guint              player,
             guint              round)
{
  g_autoptr(GString) won = g_string_new (NULL);

  if (result->award[player] != AWARD_NONE)
    g_string_append (won, award_name (result->award[player]));
  for (guint prize = 0; prize < N_PRIZES; prize++)
    if (result->prize[player][prize])
      {
        if (won->len > 0)
          g_string_append (won, _(", "));
        g_string_append (won, _(prize_names[prize]));
      }
  if (won->len == 0)
    g_string_append (won, _("nothing won"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* TRANSLATORS: building points, then what the round won */
                                       "%d building point: %s",
                                       "%d building points: %s",
                                       building_points (sheet, player, round)),
                          building_points (sheet, player, round), won->str);
}

enum
{
  CATEGORY_AWARDS,
  CATEGORY_PRIZES,
};

static void
finish (const GkSheet *sheet,
        GkSheetScore  *score)
{
  for (guint round = 0; round < N_ROUNDS; round++)
    {
      RoundResult result;

      score_round (sheet, round, &result, score->notes);
      if (!result.entered)
        continue;
      for (guint p = 0; p < score->n_players; p++)
        {
          gint awards = award_points (&result, p);
          gint prizes = prize_points (&result, p);

          gk_sheet_score_set (score, p, CATEGORY_AWARDS,
                              gk_sheet_score_get (score, p, CATEGORY_AWARDS) + awards);
          gk_sheet_score_set (score, p, CATEGORY_PRIZES,
                              gk_sheet_score_get (score, p, CATEGORY_PRIZES) + prizes);
          gk_sheet_score_set_row (score, p, round, awards + prizes,
                                  round_words (sheet, &result, p, round));
        }
    }
}

/* Building points or their parts, not both. */
static gboolean
check (const GkSheet  *sheet,
       guint           player,
       guint           key,
       gint            value,
       char          **why)
{
  const char *name = gk_sheet_get_game (sheet)->keys[key].name;
  guint round;

  if (sscanf (name, "round-%u-", &round) != 1 || round < 1 || round > N_ROUNDS)
    return TRUE;
  round--;
  if (g_str_has_suffix (name, "-points") && has_parts (sheet, player, round))
    {
      *why = g_strdup (_("The building points are already counted from their parts: clear "
                         "the parts first"));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *suffix = g_strconcat ("-", parts[i], NULL);

      if (g_str_has_suffix (name, suffix) && round_is_set (sheet, player, round, "points"))
        {
          *why = g_strdup (_("The building points were entered as a total: clear it to "
                             "count them from their parts"));
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- the categories: the awards' and the prizes' points ---- */

static const GkSheetTerm none[] = { { NULL } };

static const GkSheetCategory categories[] = {
  { "awards", N_("Awards"), 0, NULL, none, NULL },
  { "prizes", N_("Prizes"), 0,
    N_("Several buildings qualifying for a prize: only the in-demand colours and the turn "
       "are compared here"), none, NULL },
};

static const GkSheetRow rows[] = {
  { N_("Round 1"), "round-1-", NULL },
  { N_("Round 2"), "round-2-", NULL },
  { N_("Round 3"), "round-3-", NULL },
};

/* ---- tie-break: most prizes, then gold, silver, bronze (spec 3.3.5) ---- */

static gboolean
count_won (const GkSheet *sheet,
           guint          player,
           gint          *value,
           Award          award)
{
  *value = 0;
  for (guint round = 0; round < N_ROUNDS; round++)
    {
      RoundResult result;

      score_round (sheet, round, &result, NULL);
      /* An award or prize of this player waits for the turns: not known. */
      if ((result.undecided & (G_GUINT64_CONSTANT (1) << player)) != 0)
        return FALSE;
      if (award == AWARD_NONE)
        for (guint prize = 0; prize < N_PRIZES; prize++)
          *value += result.prize[player][prize] ? 1 : 0;
      else
        *value += result.award[player] == award ? 1 : 0;
    }
  return TRUE;
}

static gboolean
prizes_won (const GkSheet *sheet,
            guint          player,
            gint          *value)
{
  return count_won (sheet, player, value, AWARD_NONE);
}

static gboolean
gold_won (const GkSheet *sheet,
          guint          player,
          gint          *value)
{
  return count_won (sheet, player, value, AWARD_GOLD);
}

static gboolean
silver_won (const GkSheet *sheet,
            guint          player,
            gint          *value)
{
  return count_won (sheet, player, value, AWARD_SILVER);
}

static gboolean
bronze_won (const GkSheet *sheet,
            guint          player,
            gint          *value)
{
  return count_won (sheet, player, value, AWARD_BRONZE);
}

#define TURNS_MISSING N_("Undecided until the turns in the round are entered")

static const GkSheetTiebreak tiebreaks[] = {
  { N_("more prizes"), prizes_won, FALSE, TURNS_MISSING },
  { N_("more Gold Awards"), gold_won, FALSE, TURNS_MISSING },
  { N_("more Silver Awards"), silver_won, FALSE, TURNS_MISSING },
  { N_("more Bronze Awards"), bronze_won, FALSE, TURNS_MISSING },
};

/* ---- setup (spec 3.2) ---- */

static guint
pool_dice (guint n_players)
{
  return n_players <= 2 ? 8 : n_players == 3 ? 9 : 7;
}

static const GkSheetStep checklist[] = {
  { 0, 0, 0, 0, N_("Put all 32 dice in the bag."), NULL, FALSE },
  { 4, 4, 0, 0, N_("Awards: Gold, Silver and Bronze, face up beside the scoring board, with the "
                   "Prize cards."), NULL, FALSE },
  { 3, 3, 0, 0, N_("Awards: Gold and Silver only, face up beside the scoring board, with the "
                   "Prize cards; Bronze back to the box."), NULL, FALSE },
  { 2, 2, 0, 0, N_("Awards: Silver only, face up beside the scoring board, with the Prize "
                   "cards; Gold and Bronze back to the box."), NULL, FALSE },
  { 0, 0, 0, 0, N_("Shuffle the Blueprint cards into a face-down deck."), NULL, FALSE },
  { 0, 0, 0, 0, N_("Give each player a screen and the score marker of its colour."), NULL,
    FALSE },
  { 0, 0, 0, 0,
    N_("Each round: draw 2 dice of different colours onto the in-demand spaces (first and "
       "second), deal each player a Blueprint card behind their screen."), NULL, FALSE },
  { 0, 0, 0, 0, N_("Each round: dice rolled for the pool and sorted by value: %u."), pool_dice,
    TRUE },
  { 0, 0, 0, 0,
    N_("Round 1 starts with whoever was last on a building site; rounds 2 and 3 with the "
       "fewest building points of the round before (a tie: the table chooses)."), NULL,
    FALSE },
  { 2, 2, 0, 0,
    N_("Two players: each turn, take a die to build with and remove another from the game; "
       "then draw and roll two."), NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Between rounds: all dice back in the bag, the used Blueprints discarded, the scoring "
       "board cleared."), NULL, FALSE },
};

const GkSheetGame gk_sheet_blueprints = {
  .id = "blueprints",
  .name = N_("Blueprints"),
  .bgg_id = 0,        /* 140933 in the spec, not confirmed: no id until it is */
  .min_players = 2,
  .max_players = 4,
  .keys = keys,
  .n_keys = G_N_ELEMENTS (keys),
  .categories = categories,
  .n_categories = G_N_ELEMENTS (categories),
  .rows = rows,
  .n_rows = G_N_ELEMENTS (rows),
  .by_rows = TRUE,
  .tiebreaks = tiebreaks,
  .n_tiebreaks = G_N_ELEMENTS (tiebreaks),
  .tiebreak_rule = N_("A tie on points goes to the player with more prizes, then more Gold, "
                      "Silver and Bronze Awards; a tie on all of them is shared."),
  .checklist = checklist,
  .n_steps = G_N_ELEMENTS (checklist),
  .check = check,
  .finish = finish,
};
