/* gk-sheet-underwater-cities.c: Underwater Cities, base game and its
 * variants (shared/spec/score-sheets.md 2)
 *
 * The sheet asks for what the end-game scoring card counts after the
 * cards were paid: the leftover resources, not those before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-sheet-score.h"

static const GkSheetKey keys[] = {
  { "track", N_("Score track, after the third production"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-unconnected", N_("Brown metropolis not connected"), GK_SHEET_KEY_FLAG, 0, 0 },
  { "metropolis-metropolises", N_("Connected metropolises, this one included"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-upgraded-farms", N_("Upgraded farms in the network"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-upgraded-desalination-plants",
    N_("Upgraded desalination plants in the network"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-upgraded-laboratories", N_("Upgraded laboratories in the network"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-upgraded-tunnels", N_("Upgraded tunnels"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-tunnels", N_("Tunnels, upgraded ones included"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-cities", N_("Connected cities"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "metropolis-special-cards", N_("Special cards played, instant ones included"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "cards", N_("Points of the end-game cards"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "cities-0-types", N_("Connected cities with no building beside them"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "cities-1-type", N_("Connected cities with one kind of building"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "cities-2-types", N_("Connected cities with two kinds of building"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "cities-3-types", N_("Connected cities with all three kinds of building"),
    GK_SHEET_KEY_COUNT, 0, 0 },
  { "credits", N_("Credits left"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "kelp", N_("Kelp left"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "steelplast", N_("Steelplast left"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "science", N_("Science left"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "biomass", N_("Biomass left"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "other", N_("Other points the table agrees on"), GK_SHEET_KEY_COUNT, 0, 0 },
  { "player-order", N_("Final player order (1: first)"), GK_SHEET_KEY_ORDER, 0, 0 },
};

/* ---- the brown metropolis (spec 2.3): one per player, of one of five
 * kinds, scoring nothing unless connected ---- */

typedef enum
{
  METRO_NONE,
  METRO_METROPOLISES,
  METRO_UPGRADED_SETS,
  METRO_TUNNELS,
  METRO_CITIES,
  METRO_SPECIAL_CARDS,
} MetroKind;

static const struct
{
  const char *key;
  MetroKind   kind;
} metro_keys[] = {
  { "metropolis-metropolises", METRO_METROPOLISES },
  { "metropolis-upgraded-farms", METRO_UPGRADED_SETS },
  { "metropolis-upgraded-desalination-plants", METRO_UPGRADED_SETS },
  { "metropolis-upgraded-laboratories", METRO_UPGRADED_SETS },
  { "metropolis-upgraded-tunnels", METRO_UPGRADED_SETS },
  { "metropolis-tunnels", METRO_TUNNELS },
  { "metropolis-cities", METRO_CITIES },
  { "metropolis-special-cards", METRO_SPECIAL_CARDS },
};

static MetroKind
metro_kind_of (const char *key)
{
  for (guint i = 0; i < G_N_ELEMENTS (metro_keys); i++)
    if (g_str_equal (metro_keys[i].key, key))
      return metro_keys[i].kind;
  return METRO_NONE;
}

/* The kind of brown metropolis @player entered, skipping @except. */
static MetroKind
metro_kind (const GkSheet *sheet,
            guint          player,
            const char    *except)
{
  for (guint i = 0; i < G_N_ELEMENTS (metro_keys); i++)
    if (g_strcmp0 (metro_keys[i].key, except) != 0 &&
        gk_sheet_is_named_set (sheet, player, metro_keys[i].key))
      return metro_keys[i].kind;
  return METRO_NONE;
}

static const char *
metro_kind_name (MetroKind kind)
{
  switch (kind)
    {
    case METRO_METROPOLISES:
      return _("metropolises");
    case METRO_UPGRADED_SETS:
      return _("upgraded sets");
    case METRO_TUNNELS:
      return _("tunnels");
    case METRO_CITIES:
      return _("cities");
    case METRO_SPECIAL_CARDS:
      return _("special cards");
    case METRO_NONE:
    default:
      return "";
    }
}

static gint
step_table (gint        n,
            const gint *table,
            gint        first,
            guint       n_table)
{
  if (n < first)
    return 0;
  return table[MIN ((guint) (n - first), n_table - 1)];
}

static gint
metropolis_points (const GkSheet  *sheet,
                   guint           player,
                   char          **detail)
{
  static const gint tunnels[] = { 5, 7, 9 };       /* 8, 9, 10 or more */
  static const gint cities[] = { 4, 8, 12 };       /* 5, 6, 7 or more */
  MetroKind kind = metro_kind (sheet, player, NULL);
  gint points = 0;

  if (kind == METRO_NONE)
    return 0;
  if (gk_sheet_get_named (sheet, player, "metropolis-unconnected") != 0)
    {
      *detail = g_strdup (_("Not connected: no points"));
      return 0;
    }
  switch (kind)
    {
    case METRO_METROPOLISES:
      points = 3 * gk_sheet_get_named (sheet, player, "metropolis-metropolises");
      break;
    case METRO_UPGRADED_SETS:
      {
        gint sets = gk_sheet_get_named (sheet, player, "metropolis-upgraded-farms");

        sets = MIN (sets, gk_sheet_get_named (sheet, player,
                                              "metropolis-upgraded-desalination-plants"));
        sets = MIN (sets, gk_sheet_get_named (sheet, player, "metropolis-upgraded-laboratories"));
        sets = MIN (sets, gk_sheet_get_named (sheet, player, "metropolis-upgraded-tunnels"));
        points = 4 * sets;
      }
      break;
    case METRO_TUNNELS:
      points = step_table (gk_sheet_get_named (sheet, player, "metropolis-tunnels"), tunnels, 8,
                           G_N_ELEMENTS (tunnels));
      break;
    case METRO_CITIES:
      points = step_table (gk_sheet_get_named (sheet, player, "metropolis-cities"), cities, 5,
                           G_N_ELEMENTS (cities));
      break;
    case METRO_SPECIAL_CARDS:
      points = 2 * gk_sheet_get_named (sheet, player, "metropolis-special-cards");
      break;
    case METRO_NONE:
    default:
      break;
    }
  /* TRANSLATORS: the kind of brown metropolis: "upgraded sets" */
  *detail = g_strdup_printf (_("Brown metropolis: %s"), metro_kind_name (kind));
  return points;
}

/* A player has one brown metropolis: its keys are of one kind. */
static gboolean
check (const GkSheet  *sheet,
       guint           player,
       guint           key,
       gint            value,
       char          **why)
{
  const char *name = gk_sheet_get_game (sheet)->keys[key].name;
  MetroKind kind = metro_kind_of (name);
  MetroKind other = metro_kind (sheet, player, name);

  if (kind == METRO_NONE || other == METRO_NONE || other == kind)
    return TRUE;
  /* TRANSLATORS: two kinds of brown metropolis: "tunnels", "cities" */
  *why = g_strdup_printf (_("A player has one brown metropolis: this one counts %s, not %s"),
                          metro_kind_name (other), metro_kind_name (kind));
  return FALSE;
}

/* ---- the other categories ---- */

/* The final player order breaks ties only: asked beside the track. */
static const GkSheetTerm track[] = { { "track", 1 }, { "player-order", 0 }, { NULL } };

static const GkSheetTerm metropolis[] = {
  { "metropolis-unconnected", 0 }, { "metropolis-metropolises", 0 },
  { "metropolis-upgraded-farms", 0 }, { "metropolis-upgraded-desalination-plants", 0 },
  { "metropolis-upgraded-laboratories", 0 }, { "metropolis-upgraded-tunnels", 0 },
  { "metropolis-tunnels", 0 }, { "metropolis-cities", 0 }, { "metropolis-special-cards", 0 },
  { NULL }
};

static const GkSheetTerm cards[] = { { "cards", 1 }, { NULL } };

/* Connected cities only: 2, 3, 4 or 6 by the kinds of building beside
 * each. */
static const GkSheetTerm network[] = {
  { "cities-0-types", 2 }, { "cities-1-type", 3 }, { "cities-2-types", 4 },
  { "cities-3-types", 6 }, { NULL }
};

static const GkSheetTerm resources[] = {
  { "credits", 0 }, { "kelp", 0 }, { "steelplast", 0 }, { "science", 0 }, { "biomass", 0 },
  { NULL }
};

/* A biomass is 2 credits, any other resource 1; a point per 4 credits,
 * the rest nothing. */
static gint
resource_points (const GkSheet  *sheet,
                 guint           player,
                 char          **detail)
{
  gint credits = gk_sheet_get_named (sheet, player, "credits") +
                 gk_sheet_get_named (sheet, player, "kelp") +
                 gk_sheet_get_named (sheet, player, "steelplast") +
                 gk_sheet_get_named (sheet, player, "science") +
                 2 * gk_sheet_get_named (sheet, player, "biomass");

  return credits / 4;
}

static const GkSheetTerm other[] = { { "other", 1 }, { NULL } };

static const GkSheetCategory categories[] = {
  { "track", N_("Score track"), 0, NULL, track, NULL },
  { "metropolis", N_("Brown metropolis"), 0,
    N_("Upgraded sets: the rulebook's example counts only tunnels beside a city, the "
       "metropolis every upgraded tunnel"), metropolis, metropolis_points },
  /* TRANSLATORS: the Underwater Cities sheet's category: the end-game scoring cards */
  { "cards", GK_SHEET_NC_ ("Underwater Cities", "End-game cards"), 0, NULL, cards, NULL },
  { "network", N_("Network"), 0, NULL, network, NULL },
  /* TRANSLATORS: the Underwater Cities sheet's category: kelp, steelplast, science,
   * credits, biomass */
  { "resources", GK_SHEET_NC_ ("Underwater Cities", "Resources"), 0, NULL, resources,
    resource_points },
  { "other", N_("Other"), 0, NULL, other, NULL },
};

/* ---- tie-break: further ahead on the federation track in the last
 * round, that is the final player order (spec 2.4) ---- */

static gboolean
player_order (const GkSheet *sheet,
              guint          player,
              gint          *value)
{
  *value = gk_sheet_get_named (sheet, player, "player-order");
  return gk_sheet_is_named_set (sheet, player, "player-order");
}

static const GkSheetTiebreak tiebreaks[] = {
  { N_("the final player order"), player_order, TRUE,
    N_("Undecided until the final player order is entered") },
};

/* Solo: a win needs 100 points and 7 connected cities. */
static char *
verdict (const GkSheet      *sheet,
         const GkSheetScore *score)
{
  gint cities;

  if (gk_sheet_get_n_players (sheet) != 1)
    return NULL;
  cities = gk_sheet_get_named (sheet, 0, "cities-0-types") +
           gk_sheet_get_named (sheet, 0, "cities-1-type") +
           gk_sheet_get_named (sheet, 0, "cities-2-types") +
           gk_sheet_get_named (sheet, 0, "cities-3-types");
  if (score->totals[0] >= 100 && cities >= 7)
    /* TRANSLATORS: points and connected cities of a solo game */
    return g_strdup_printf (_("Solo: a win, %d points and %d connected cities (100 and 7 "
                              "needed)."), score->totals[0], cities);
  return g_strdup_printf (_("Solo: not a win, %d points and %d connected cities (100 and 7 "
                            "needed)."), score->totals[0], cities);
}

/* ---- setup (spec 2.2) ---- */

static guint
symbiotic_cities (guint n_players)
{
  return n_players <= 2 ? 7 : n_players == 3 ? 10 : 13;
}

static const GkSheetStep checklist[] = {
  { 2, 2, 0, 0, N_("Main board: the 2-player side."), NULL, FALSE },
  { 3, 4, 0, 0, N_("Main board: the 3–4 player side."), NULL, FALSE },
  { 4, 4, 0, 0, N_("Use the action-copy tile."), NULL, FALSE },
  { 2, 0, 0, 0, N_("Symbiotic cities in the supply: %u."), symbiotic_cities, FALSE },
  { 0, 0, 0, 0,
    N_("Put the tunnels, resources, cities and buildings within reach (tunnels and cities "
       "are limited)."), NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Set the Era II and III cards aside; shuffle the Era I cards well onto the board."),
    NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Era marker on the first space of the era track; every score marker on 0."),
    NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Special cards: shuffle the 1–2 credit deck onto the board, its top card face up; draw "
       "6 of the 3-credit cards at random and return the rest to the box."), NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Each player takes, in their colour, a personal assistant, 3 action tiles, an end-game "
       "scoring card and a summary card, and 1 kelp, 1 steelplast, 1 science and 2 credits."),
    NULL, FALSE },
  { 0, 0, 0, 0,
    N_("Each player takes a random player board, side 1–4 up (or all players side 5–8), and "
       "draws 1 brown metropolis for the top-left spot and 2 blue ones for the others."),
    NULL, FALSE },
  { 4, 4, 0, 0,
    N_("Player order at random; on the federation track in reverse order: the first below "
       "the track, the second on space 4, the third on space 3 with 1 credit more, the "
       "fourth on space 2 with 1 credit and 1 steelplast more."), NULL, FALSE },
  { 2, 3, 0, 0,
    N_("Player order at random; on the federation track in reverse order from its second "
       "space, the later players taking the bonuses of their spaces."), NULL, TRUE },
  { 2, 0, 0, 0, N_("Each player draws 6 Era I cards, keeps 3 and discards 3."), NULL,
    FALSE },
  { 2, 0, 0, 0,
    N_("Government contracts (variant): draw 3 at random onto their spots."), NULL,
    FALSE },
  { 1, 1, 0, 0,
    N_("Solo: an advanced player board and the 2-player side of the main board, no limit on "
       "symbiotic cities, neutral action tiles as the rulebook shows, no government "
       "contracts; one metropolis shown in the rulebook is not used."), NULL, TRUE },
  { 1, 1, 0, 0, N_("Draw 6 Era I cards, keep 3 and discard 3."), NULL, FALSE },
};

const GkSheetGame gk_sheet_underwater_cities = {
  .id = "underwater-cities",
  .name = N_("Underwater Cities"),
  .bgg_id = 247763,
  .min_players = 1,
  .max_players = 4,
  .keys = keys,
  .n_keys = G_N_ELEMENTS (keys),
  .categories = categories,
  .n_categories = G_N_ELEMENTS (categories),
  .tiebreaks = tiebreaks,
  .n_tiebreaks = G_N_ELEMENTS (tiebreaks),
  .tiebreak_rule = N_("A tie on points goes to the player further ahead on the federation track "
                      "in the last round: enter the final player order."),
  .checklist = checklist,
  .n_steps = G_N_ELEMENTS (checklist),
  .check = check,
  .verdict = verdict,
};
