/* gk-sheet-science.h: 7 Wonders' science, wild symbols maximised
 *
 * shared/spec/score-sheets.md 1.4: g² + c² + t² + (7 + 3 x set bonuses) x
 * min (g, c, t), the most any assignment of the wild symbols gives.  Free
 * wilds (Babylon, Scientists Guild) take any symbol, a Cities mask one of
 * the symbols it may copy, a Hermitage (CHOICE reading) one more of a
 * symbol already owned once the other wilds are placed.  Among equal
 * scores gear is preferred, then compass, then tablet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GK_SCIENCE_GEAR,
  GK_SCIENCE_COMPASS,
  GK_SCIENCE_TABLET,
  GK_SCIENCE_N_SYMBOLS
} GkScienceSymbol;

#define GK_SCIENCE_ANY        0x7u    /* a mask allowing every symbol */
#define GK_SCIENCE_MAX_MASKS  8       /* constrained wilds (Cities masks) */
#define GK_SCIENCE_MAX_DUPLICATORS 8  /* Hermitages */
#define GK_SCIENCE_MAX_WILDS  999     /* free wilds: the file's largest count */

typedef struct
{
  guint counts[GK_SCIENCE_N_SYMBOLS];     /* fixed symbols: cards and leaders */
  guint n_free;                           /* free-choice wild symbols */
  guint n_masks;
  guint masks[GK_SCIENCE_MAX_MASKS];      /* each a mask's copyable symbols, bits */
  guint n_duplicators;                    /* Hermitage: +1 of an owned symbol */
  guint set_bonus;                        /* "+3 per set" effects */
} GkScienceInput;

typedef struct
{
  gint  points;
  guint counts[GK_SCIENCE_N_SYMBOLS];     /* after every wild */
  guint free_to[GK_SCIENCE_N_SYMBOLS];    /* how many free wilds took each symbol */
  guint mask_to[GK_SCIENCE_MAX_MASKS];    /* the symbol each mask took */
  guint duplicated[GK_SCIENCE_N_SYMBOLS]; /* how many duplicators took each symbol */
} GkScienceResult;

/* The points of @counts with @set_bonus "+3 per set" effects. */
gint            gk_science_points          (const guint           counts[GK_SCIENCE_N_SYMBOLS],
                                            guint                 set_bonus);
/* The best assignment; FALSE (and nothing set) when the input is out of
 * bounds (a mask allowing nothing, more than the maxima). */
gboolean        gk_science_best            (const GkScienceInput *input,
                                            GkScienceResult      *result);
/* "gear", "compass", "tablet", translated. */
const char     *gk_science_symbol_name     (GkScienceSymbol       symbol);

G_END_DECLS
