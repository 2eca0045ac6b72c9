/* gk-steps.h: what to do with the pieces, step by step
 *
 * The physical steps at the table, in the order the players do them, worded
 * from what the engine reports (a preview's effects, a move's effects and
 * the table): nothing here is kept between calls, so the steps are the same
 * after a restart, an undo or a redo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "gk-table.h"

G_BEGIN_DECLS

/* The steps of the move @preview describes, played at @table (the table
 * before it), then, when it is the last action of the round, the end of the
 * round: cards passed, draws, the rebuild at the exact draw it happens.
 * A NULL-terminated array. */
char          **gk_steps_for_preview       (const GkTable   *table,
                                            const GkPreview *preview);

/* Between moves, at @table: what the last move (its effects @last_effects,
 * or NULL) left to do at the table (the end of a round, a rebuild after a
 * hand renewal) and whose turn it is.  A NULL-terminated array. */
char          **gk_steps_between           (const GkTable   *table,
                                            const GArray    *last_effects);

/* The steps of the rebuild the last move caused (@last_effects, at
 * @table, the table after it): at which draw, the cards to add, the cards
 * to burn.  NULL when it caused none. */
char          **gk_steps_rebuild           (const GkTable   *table,
                                            const GArray    *last_effects);

/* The rebuild the last move caused, if any: the cards it adds (sorted, a
 * GArray of GkCard) and the cards burned.  NULL when there was none. */
GArray         *gk_steps_last_rebuild      (const GArray    *last_effects,
                                            guint           *burned);

/* The next rebuild of the draw pile at @table (rules.md 5): the building
 * cards of the build sites it adds to the discard pile, or that it adds
 * none. */
char           *gk_steps_next_rebuild      (const GkTable   *table);

/* Under a preview whose move rebuilds the deck (GkPreview.rebuilds): that
 * the draw pile runs out during the move and the steps list the cards. */
const char     *gk_steps_rebuild_note      (void);

/* The solo opponent's turn at the table (rules.md 10): its face-down card
 * turned over, a tile drawn for it from the reserve.  The steps between
 * moves and the round entry both say it in these words. */
const char     *gk_steps_opponent_turn     (void);

/* One step of the setup checklist: what to put where before round 1. */
typedef struct
{
  char *title;
  char *detail;     /* what it means in numbers, or NULL */
  gint  player;     /* whose pieces it is about: a seat, GK_PLAYER_HAL, or GK_NO_PLAYER */
} GkChecklistItem;

void            gk_checklist_item_free     (GkChecklistItem *item);

/* The setup checklist of the game @table begins (a table before its first
 * move): rules.md 2 for a standard game, rules.md 10 for the solo game,
 * every number read from @table.  A GPtrArray of GkChecklistItem, in the
 * order the players lay out the box. */
GPtrArray      *gk_steps_checklist         (const GkTable   *table);

/* The heading of gk_steps_rebuild()'s steps: "Rebuild the draw pile now",
 * or, when the solo opponent's move already rebuilt it, that it was
 * rebuilt; NULL when the last move rebuilt nothing. */
const char     *gk_steps_rebuild_heading   (const GkTable   *table,
                                            const GArray    *last_effects);

/* For the setup step where the urbanization markers can be moved, as
 * @setup has them: laid as the rulebook's picture shows (rules.md 2.2),
 * that the ring follows that picture, which no rulebook text states;
 * moved, where each lies now around the starting square. */
char           *gk_steps_marker_ring_note  (const GkSetup   *setup);

G_END_DECLS
