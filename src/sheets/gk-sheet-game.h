/* gk-sheet-game.h: a game a score sheet can score, as a description
 *
 * A game is data: its expansions, the keys players enter, its categories
 * in the order of the printed pad with the formula of each, its
 * tie-breaks and its setup checklist by player count.  Only the formulas
 * that need code are functions (7 Wonders' science, Underwater Cities'
 * metropolis, Blueprints' awards of each round).  The descriptions live in
 * gk-sheet-<game>.c and are listed in gk-sheet-game.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The contract's bounds (shared/spec/score-sheets.md). */
#define GK_SHEET_MAX_PLAYERS 8
#define GK_SHEET_MAX_VALUE   999

typedef struct _GkSheet      GkSheet;
typedef struct _GkSheetScore GkSheetScore;
typedef struct _GkSheetGame  GkSheetGame;

/* An expansion or module, named in the file's expansions="". */
typedef struct
{
  const char *id;            /* "leaders" */
  const char *name;          /* N_(), the box's name */
  guint       max_players;   /* raises the game's maximum (0: no change) */
  guint       bgg_id;        /* BoardGameGeek's id of the expansion, 0 when not confirmed */
} GkSheetModule;

typedef enum
{
  GK_SHEET_KEY_COUNT,        /* a whole number from min to max */
  GK_SHEET_KEY_FLAG,         /* 0 or 1: a tick */
  GK_SHEET_KEY_ORDER         /* 1 to the number of players, no two players alike */
} GkSheetKeyKind;

/* One thing players enter, a <count key=""> of the file. */
typedef struct
{
  const char     *name;      /* the file's key: "military-victory-1" */
  const char     *label;     /* N_(), what is entered */
  GkSheetKeyKind  kind;
  guint           max;       /* for counts: 0 to max (at most GK_SHEET_MAX_VALUE) */
  guint           modules;   /* needs one of these module bits, 0: always there */
} GkSheetKey;

/* A linear part of a formula: weight x (n div divisor). */
typedef struct
{
  const char *key;           /* NULL ends a list */
  gint        weight;
  guint       divisor;       /* 0 or 1: n itself */
} GkSheetTerm;

/* A formula that needs code: the points of @player, and optionally words
 * on how they came (newly allocated, translated), e.g. which symbol each
 * wild symbol took. */
typedef gint (*GkSheetFormula) (const GkSheet *sheet,
                                guint          player,
                                char         **detail);

/* N_() for a category whose English name another game uses for another
 * thing ("End-game cards" of Underwater Cities are not those of
 * Ginkgopolis): the game's name is the message's context (msgctxt).  It is
 * kept as "context|name"; xgettext reads the keyword (po/meson.build) and
 * gk_sheet_game_category_name() translates it. */
#define GK_SHEET_NC_(context, name) (context "|" name)

/* A column of the score: the TSV's column and a row of the pad. */
typedef struct
{
  const char        *id;         /* the TSV column: "military" */
  const char        *name;       /* N_() or GK_SHEET_NC_() */
  guint              modules;    /* shown with one of these modules, 0: always */
  const char        *uncertain;  /* N_() what the rulebook may say otherwise, or NULL */
  const GkSheetTerm *terms;      /* its inputs, in the order asked; their sum unless formula */
  GkSheetFormula     formula;
  const char        *colour;     /* "#rrggbb" the charts give it (its cards' colour), or NULL:
                                  * the charts' colour for its place in the pad */
} GkSheetCategory;

/* An entry row of the pad when it is not a category (Blueprints' rounds):
 * its inputs are the keys whose names start with @prefix. */
typedef struct
{
  const char *name;          /* N_() */
  const char *prefix;        /* "round-1-" */
  const char *uncertain;     /* N_() or NULL */
} GkSheetRow;

/* How players tied on points are told apart, in order; higher wins unless
 * lower_wins.  FALSE from value: not known yet, the tie stays, and first
 * place, if it is the tie's, is undecided (never a shared victory). */
typedef struct
{
  const char *what;          /* N_() "more coins": said as "decided by …" */
  gboolean  (*value)  (const GkSheet *sheet,
                       guint          player,
                       gint          *value);
  gboolean    lower_wins;
  const char *undecided;     /* N_() what first place waits for while a value
                              * is not known: "Undecided until …"; NULL: the
                              * tie-break in general */
} GkSheetTiebreak;

/* A step of the setup checklist, for some player counts and modules.  With
 * @count, the text holds one %u, replaced by the count (worded so that no
 * noun agrees with it: "Guild cards: %u"). */
typedef struct
{
  guint        min_players;  /* 0: from the game's minimum */
  guint        max_players;  /* 0: to its maximum */
  guint        modules;      /* with one of these modules, 0: always */
  guint        without;      /* not with any of these modules */
  const char  *text;         /* N_() */
  guint      (*count) (guint n_players);
  gboolean     uncertain;    /* reconstructed: "check your rulebook" */
} GkSheetStep;

struct _GkSheetGame
{
  const char            *id;            /* the file's game="" */
  const char            *name;          /* N_() */
  guint                  bgg_id;        /* BoardGameGeek id, 0 when not confirmed */
  guint                  min_players;
  guint                  max_players;   /* without modules that raise it */
  const GkSheetModule   *modules;
  guint                  n_modules;
  const GkSheetKey      *keys;
  guint                  n_keys;
  const GkSheetCategory *categories;
  guint                  n_categories;
  const GkSheetRow      *rows;          /* NULL: one entry row per category */
  guint                  n_rows;
  /* The order the pad is filled in: TRUE, row by row as the game is
   * scored (every player's round 1, then round 2); FALSE, a player's
   * column, then the next player's. */
  gboolean               by_rows;
  const GkSheetTiebreak *tiebreaks;
  guint                  n_tiebreaks;
  const char            *tiebreak_rule; /* N_() the rule in words, for the pad */
  const GkSheetStep     *checklist;
  guint                  n_steps;
  /* Rules between keys (two kinds of brown metropolis, a turn taken
   * twice): FALSE with the reason, translated, when @player may not have
   * @value for @key given the rest of @sheet.  NULL: none. */
  gboolean             (*check)   (const GkSheet *sheet,
                                   guint          player,
                                   guint          key,
                                   gint           value,
                                   char         **why);
  /* Whole-sheet scoring after the categories (Blueprints' awards fill the
   * rows, their words and notes).  NULL: none. */
  void                 (*finish)  (const GkSheet *sheet,
                                   GkSheetScore  *score);
  /* A solo game's result in words, NULL when not solo or no such rule. */
  char                *(*verdict) (const GkSheet      *sheet,
                                   const GkSheetScore *score);
};

/* Every game, in the order New Game offers them. */
const GkSheetGame * const *gk_sheet_games          (guint             *n_games);
const GkSheetGame *gk_sheet_game_lookup            (const char        *id);

/* The key named @name, or -1. */
gint               gk_sheet_game_find_key          (const GkSheetGame *game,
                                                    const char        *name);
/* The module with id @id, as its bit, or 0. */
guint              gk_sheet_game_find_module       (const GkSheetGame *game,
                                                    const char        *id);
/* The most players with @modules (a module may raise the maximum). */
guint              gk_sheet_game_max_players       (const GkSheetGame *game,
                                                    guint              modules);
/* Whether @key's or @category's modules are among @modules. */
gboolean           gk_sheet_game_key_enabled       (const GkSheetGame *game,
                                                    guint              key,
                                                    guint              modules);
gboolean           gk_sheet_game_category_enabled  (const GkSheetGame *game,
                                                    guint              category,
                                                    guint              modules);
/* The largest value @key takes with @n_players players. */
guint              gk_sheet_game_key_max           (const GkSheetGame *game,
                                                    guint              key,
                                                    guint              n_players);

/* The name of @game's category @category, translated. */
const char        *gk_sheet_game_category_name     (const GkSheetGame *game,
                                                    guint              category);

/* The entry rows of the pad: the categories, or the game's own rows. */
guint              gk_sheet_game_get_n_rows        (const GkSheetGame *game);
const char        *gk_sheet_game_row_name          (const GkSheetGame *game,
                                                    guint              row);
const char        *gk_sheet_game_row_uncertain     (const GkSheetGame *game,
                                                    guint              row);
/* The category shown by entry row @row, or -1 (a round of Blueprints). */
gint               gk_sheet_game_row_category      (const GkSheetGame *game,
                                                    guint              row);
/* The key whose value, as typed, is row @row's points with @modules (a
 * category that counts one key once, as the civilian structures do), or
 * -1 when the row's points are computed from what is entered. */
gint               gk_sheet_game_row_direct_key    (const GkSheetGame *game,
                                                    guint              row,
                                                    guint              modules);
/* The keys asked in row @row that @modules enable, in order (key indices). */
GArray            *gk_sheet_game_row_keys          (const GkSheetGame *game,
                                                    guint              row,
                                                    guint              modules);

/* The setup checklist for @n_players and @modules: translated lines, each
 * "check your rulebook"-marked where the step is reconstructed. */
GPtrArray         *gk_sheet_game_checklist         (const GkSheetGame *game,
                                                    guint              n_players,
                                                    guint              modules);

/* The words every sheet shares. */
const char        *gk_sheet_check_rulebook         (void);

/* The games (gk-sheet-<game>.c). */
extern const GkSheetGame gk_sheet_seven_wonders;
extern const GkSheetGame gk_sheet_underwater_cities;
extern const GkSheetGame gk_sheet_blueprints;

G_END_DECLS
