/* gk-sheet-score.h: a score sheet scored
 *
 * Every category of every player from the keys entered (the game's terms
 * and formulas), the entry rows as the pad shows them, the totals, the
 * ranks after the game's tie-breaks, and the words for what was decided.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-sheet.h"

G_BEGIN_DECLS

struct _GkSheetScore
{
  const GkSheetGame *game;
  guint              n_players;
  guint              n_categories;
  guint              n_rows;
  gint              *values;        /* [player * n_categories + category] */
  char             **details;       /* the same, words or NULL (which symbol each wild took) */
  gint              *row_values;    /* [player * n_rows + row], as each entry row shows it */
  char             **row_details;   /* the same, words or NULL */
  gint              *totals;        /* [player] */
  guint             *ranks;         /* [player], 1 = first; tied players share a rank */
  GPtrArray         *ties;          /* translated sentences: each tie on points and its end */
  GPtrArray         *notes;         /* translated sentences: what is not decided yet, and why */
  char              *verdict;       /* a solo game's result, or NULL */
  char              *undecided;     /* translated: why first place is not known yet (tied on
                                     * points, a tie-break not entered), or NULL */
};

GkSheetScore   *gk_sheet_score_compute     (const GkSheet      *sheet);
void            gk_sheet_score_free        (GkSheetScore       *score);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkSheetScore, gk_sheet_score_free)

gint            gk_sheet_score_get         (const GkSheetScore *score,
                                            guint               player,
                                            guint               category);
const char     *gk_sheet_score_get_detail  (const GkSheetScore *score,
                                            guint               player,
                                            guint               category);
gint            gk_sheet_score_get_row     (const GkSheetScore *score,
                                            guint               player,
                                            guint               row);
const char     *gk_sheet_score_get_row_detail (const GkSheetScore *score,
                                               guint               player,
                                               guint               row);
/* For a game's finish hook: set a value, a row or their words. */
void            gk_sheet_score_set         (GkSheetScore       *score,
                                            guint               player,
                                            guint               category,
                                            gint                value);
void            gk_sheet_score_set_row     (GkSheetScore       *score,
                                            guint               player,
                                            guint               row,
                                            gint                value,
                                            char               *detail);

/* The points of @category's terms alone (its formula aside). */
gint            gk_sheet_terms_sum         (const GkSheet      *sheet,
                                            guint               player,
                                            const GkSheetTerm  *terms);

/* "Anna, Béla" for the players whose bit is in @players. */
char           *gk_sheet_score_names       (const GkSheet      *sheet,
                                            guint64             players);
/* The players ranked first, as bits (1 << player); while score->undecided
 * is set, these are the players first place is undecided between. */
guint64         gk_sheet_score_winners     (const GkSheetScore *score);

G_END_DECLS
