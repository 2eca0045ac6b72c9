/* gk-move-draft.h: the move being entered, as a model
 *
 * A GkMoveDraft holds what has been entered of the next move of a GkGame
 * (card, tile, choice, marker cell, marker shifts) and keeps the engine's answer to it up
 * to date: the preview or the refusal, what is still missing, and the
 * cells of the city that can be picked.  It knows no widget: the round
 * entry and the city view both bind to it, and tests drive it alone.
 *
 * It starts again from nothing whenever the game changes (a move pushed,
 * undone or redone), so it never holds a previous player's move.
 *
 * In a solo game, when the table's next player is the opponent
 * (GK_PLAYER_HAL), the draft is the opponent's move (rules.md 10): the card
 * revealed for it, at the expert level the second card when the engine says
 * one is drawn (the card played is then the engine's choice), the tile drawn
 * for it (always needed) and, for an urbanization, the marker's cell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_MOVE_DRAFT (gk_move_draft_get_type ())
G_DECLARE_FINAL_TYPE (GkMoveDraft, gk_move_draft, GK, MOVE_DRAFT, GObject)

GkMoveDraft    *gk_move_draft_new          (GkGame          *game);
void            gk_move_draft_set_game     (GkMoveDraft     *self,
                                            GkGame          *game);
GkGame         *gk_move_draft_get_game     (GkMoveDraft     *self);
/* The table the move starts from, NULL without a game. */
const GkTable  *gk_move_draft_get_table    (GkMoveDraft     *self);
/* The seat whose move this is (the table's next player), or GK_NO_PLAYER. */
gint            gk_move_draft_get_player   (GkMoveDraft     *self);

/* ---- what is entered ---- */

void            gk_move_draft_clear        (GkMoveDraft     *self);
/* A new card forgets the choice and the marker cell made for the old one. */
void            gk_move_draft_set_card     (GkMoveDraft     *self,
                                            GkCard           card);
GkCard          gk_move_draft_get_card     (GkMoveDraft     *self);
/* Whether the move is the solo opponent's. */
gboolean        gk_move_draft_is_opponent  (GkMoveDraft     *self);
/* Whether the player is offered the choice of 1 resource or 1 tile for the
 * card's letter (gk_move_offers_take()). */
gboolean        gk_move_draft_offers_take  (GkMoveDraft     *self);
/* The opponent's card calls for a second card (expert level). */
gboolean        gk_move_draft_needs_second_card (GkMoveDraft *self);
/* The second card drawn for the opponent, GK_NO_CARD for none. */
void            gk_move_draft_set_second_card (GkMoveDraft  *self,
                                               GkCard        card);
GkCard          gk_move_draft_get_second_card (GkMoveDraft  *self);
/* The card the move plays: the card entered, or for the opponent with two
 * cards drawn the one the engine makes it play. */
GkCard          gk_move_draft_get_played_card (GkMoveDraft  *self);
/* A whole tile, or GK_NO_TILE for the card alone. */
void            gk_move_draft_set_tile     (GkMoveDraft     *self,
                                            GkTile           tile);
GkTile          gk_move_draft_get_tile     (GkMoveDraft     *self);
/* A tile half entered: its colour, the number still to come (-1: no tile). */
void            gk_move_draft_set_tile_colour (GkMoveDraft  *self,
                                               gint          colour);
gint            gk_move_draft_get_tile_colour (GkMoveDraft  *self);
/* The number of the tile whose colour is chosen. */
void            gk_move_draft_set_tile_number (GkMoveDraft  *self,
                                               guint         number);
void            gk_move_draft_set_take     (GkMoveDraft     *self,
                                            GkTake           take);
GkTake          gk_move_draft_get_take     (GkMoveDraft     *self);
void            gk_move_draft_set_marker   (GkMoveDraft     *self,
                                            gint             x,
                                            gint             y);
gboolean        gk_move_draft_get_marker   (GkMoveDraft     *self,
                                            gint            *x,
                                            gint            *y);
/* A cell picked on the city: a marker target when the move needs one,
 * else the building there is the card played (the opponent's second card
 * when its first calls for one).  FALSE if it is neither.  Once the
 * marker's cell is chosen, a marker to shift first (see "shifts" below). */
gboolean        gk_move_draft_pick_cell    (GkMoveDraft     *self,
                                            gint             x,
                                            gint             y);
/* Typed entry: "A" to "L" an urbanization card, "r9", "b12", "y3" a building
 * card or, after a card, a tile; a number alone after an urbanization is the
 * marker target of that number; "r" or "t" after a letter alone takes a
 * resource or a tile; after the marker's number, marker shifts ("D2", see
 * "shifts" below).  For the opponent at the expert level, a first card that
 * calls for a second is followed by it ("C b12 y8", "C D y8 2").  Replaces
 * what was entered; FALSE with @error (in words) when the text cannot be
 * read, the draft then unchanged. */
gboolean        gk_move_draft_enter_text   (GkMoveDraft     *self,
                                            const char      *text,
                                            GError         **error);
/* The move as entered, for the log (the opponent's: with the cards drawn
 * and the card played). */
const GkMove   *gk_move_draft_get_move     (GkMoveDraft     *self);

/* ---- the engine's answer ---- */

/* The preview of the move, NULL before a card or when refused. */
const GkPreview *gk_move_draft_get_preview (GkMoveDraft     *self);
/* What to know before confirming, in words, or NULL: the card the
 * opponent plays of two and why, its action that cannot be paid for (the
 * game ends at once), its turn left out with the reserve empty. */
const char     *gk_move_draft_get_notice   (GkMoveDraft     *self);
/* The engine's refusal, in words, or NULL. */
const char     *gk_move_draft_get_error    (GkMoveDraft     *self);
/* Complete: the move can be confirmed as it stands. */
gboolean        gk_move_draft_is_complete  (GkMoveDraft     *self);
/* Why it is not complete yet, in words, or NULL when it is. */
const char     *gk_move_draft_get_blocker  (GkMoveDraft     *self);
/* Cells where the marker may go (gint pairs x, y), or NULL when the move
 * places no marker.  Owned by the draft. */
GArray         *gk_move_draft_get_targets  (GkMoveDraft     *self);
gboolean        gk_move_draft_is_target    (GkMoveDraft     *self,
                                            gint             x,
                                            gint             y);
/* Where the move puts its tile, from the preview; FALSE if it puts none. */
gboolean        gk_move_draft_get_new_tile (GkMoveDraft     *self,
                                            GkTile          *tile,
                                            gint            *x,
                                            gint            *y);
/* The building the new tile makes, as the preview has it (its cell, top
 * tile, height and owner, with a build-site marker); FALSE if the move
 * puts no tile. */
gboolean        gk_move_draft_get_new_building (GkMoveDraft *self,
                                                GkBuilding  *building);
/* The cell of the building the card activates or builds on, if any. */
gboolean        gk_move_draft_get_card_cell (GkMoveDraft    *self,
                                             gint           *x,
                                             gint           *y);

/* ---- shifts (rules.md 9.7) ----
 *
 * After the marker's own cell, an urbanization may move other markers, in
 * order, each to an empty cell next to a building, so that the letters keep
 * their alphabetical order around the city.  The engine judges every shift:
 * the draft previews the move with it and keeps it only when accepted.  A
 * new card, tile or marker cell forgets the shifts.
 *
 * On the city (gk_move_draft_pick_cell()), once the marker's cell is
 * chosen, a pick on a marker that may be shifted picks it up
 * (gk_move_draft_get_held()), a pick on one of the cells where it may go
 * puts it down there, a pick on it again or on any other cell puts it back
 * (the move stays as it is).  Typed (gk_move_draft_enter_text()), after the
 * marker's number: a marker letter alone picks that marker up, a marker
 * letter and a number N shifts it to the N-th cell of
 * gk_move_draft_get_shift_targets() ("C b7 2 D1 E3").
 */

/* An urbanization whose marker cell is chosen, which the engine accepts,
 * and fewer than GK_MAX_SHIFTS shifts so far. */
gboolean        gk_move_draft_can_shift    (GkMoveDraft     *self);
/* Appends a shift; FALSE with @error in words when the engine refuses it
 * (or no shift can be made now), the draft then unchanged. */
gboolean        gk_move_draft_add_shift    (GkMoveDraft     *self,
                                            guint            letter,
                                            gint             x,
                                            gint             y,
                                            GError         **error);
/* Forgets the last shift; FALSE when there is none. */
gboolean        gk_move_draft_remove_last_shift (GkMoveDraft *self);
void            gk_move_draft_clear_shifts (GkMoveDraft     *self);
/* The shifts entered, in order; @n_shifts receives their number. */
const GkShift  *gk_move_draft_get_shifts   (GkMoveDraft     *self,
                                            guint           *n_shifts);
/* Markers that may be shifted now (guint letters, 0 = A), or NULL when no
 * shift can be made.  Owned by the draft, valid until the next change. */
GArray         *gk_move_draft_get_shiftable (GkMoveDraft    *self);
gboolean        gk_move_draft_is_shiftable (GkMoveDraft     *self,
                                            guint            letter);
/* Cells where a shifted marker may go now (gint pairs x, y, top to bottom,
 * left to right), or NULL when no shift can be made.  Owned by the draft,
 * valid until the next change. */
GArray         *gk_move_draft_get_shift_targets (GkMoveDraft *self);
gboolean        gk_move_draft_is_shift_target (GkMoveDraft  *self,
                                               gint          x,
                                               gint          y);
/* The marker picked up on the city to be shifted, or -1.  Setting -1 puts
 * it back; a marker that may not be shifted now is refused (FALSE). */
gboolean        gk_move_draft_set_held     (GkMoveDraft     *self,
                                            gint             letter);
gint            gk_move_draft_get_held     (GkMoveDraft     *self);
/* Where marker @letter lies once the move is done as entered (its own
 * marker and the shifts included); FALSE without a game. */
gboolean        gk_move_draft_get_marker_after (GkMoveDraft *self,
                                                guint        letter,
                                                gint        *x,
                                                gint        *y);
/* The engine's warning when the letters are still out of alphabetical
 * order after the move, in words, or NULL. */
const char     *gk_move_draft_get_order_warning (GkMoveDraft *self);
/* The engine's warning when markers were shifted though the letters were
 * in order once the move's own marker was placed, in words, or NULL. */
const char     *gk_move_draft_get_shifts_warning (GkMoveDraft *self);

/* Pushes the move to the game.  @returns: each seat's returned tiles when
 * the preview needs the return step, else NULL.  On success the game
 * changes and the draft starts again for the next player. */
gboolean        gk_move_draft_confirm      (GkMoveDraft     *self,
                                            const guint     *returns,
                                            GError         **error);

G_END_DECLS
