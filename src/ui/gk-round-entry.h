/* gk-round-entry.h: entering one player's action, with a live preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-move-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_ROUND_ENTRY (gk_round_entry_get_type ())
G_DECLARE_FINAL_TYPE (GkRoundEntry, gk_round_entry, GK, ROUND_ENTRY, AdwBin)

GtkWidget      *gk_round_entry_new         (void);
void            gk_round_entry_set_game    (GkRoundEntry    *self,
                                            GkGame          *game);
/* The move being entered, which the city view binds to as well. */
GkMoveDraft    *gk_round_entry_get_draft   (GkRoundEntry    *self);
/* Confirms the move when it is complete (the default action, whatever has
 * the focus); opens the tile-return step when the move needs it. */
gboolean        gk_round_entry_confirm     (GkRoundEntry    *self);
/* The field where a move is typed ("r9", "A b12 1"). */
GtkWidget      *gk_round_entry_get_quick_entry (GkRoundEntry *self);
void            gk_round_entry_focus_quick_entry (GkRoundEntry *self);

/* What is being entered; each setter refreshes the preview. */
void            gk_round_entry_set_card    (GkRoundEntry    *self,
                                            GkCard           card);
GkCard          gk_round_entry_get_card    (GkRoundEntry    *self);
void            gk_round_entry_set_tile    (GkRoundEntry    *self,
                                            GkTile           tile);
GkTile          gk_round_entry_get_tile    (GkRoundEntry    *self);
void            gk_round_entry_set_take    (GkRoundEntry    *self,
                                            GkTake           take);
void            gk_round_entry_set_marker  (GkRoundEntry    *self,
                                            gint             x,
                                            gint             y);
/* A cell picked on the city: a marker target, or the building to play. */
void            gk_round_entry_pick_cell   (GkRoundEntry    *self,
                                            gint             x,
                                            gint             y);
void            gk_round_entry_clear       (GkRoundEntry    *self);

/* What the entry shows, for tests and screenshots. */
const char     *gk_round_entry_get_heading (GkRoundEntry    *self);
const char     *gk_round_entry_get_error   (GkRoundEntry    *self);
const char     *gk_round_entry_get_summary (GkRoundEntry    *self);
const char     *gk_round_entry_get_fallback (GkRoundEntry   *self);
/* What to know before confirming (the draft's notice), or NULL. */
const char     *gk_round_entry_get_notice  (GkRoundEntry    *self);
/* Whether the solo opponent's second card is asked for (expert level). */
gboolean        gk_round_entry_second_visible (GkRoundEntry *self);
/* The button of a second card for the solo opponent. */
GtkWidget      *gk_round_entry_get_second_card_button (GkRoundEntry *self,
                                                       GkCard        card);
const char     *gk_round_entry_get_marker_hint (GkRoundEntry *self);
/* The preview's sentences, NULL-terminated, owned by the entry. */
const char * const *gk_round_entry_get_preview_lines (GkRoundEntry *self);
gboolean        gk_round_entry_can_confirm (GkRoundEntry    *self);
gboolean        gk_round_entry_take_visible (GkRoundEntry   *self);
/* Players offered a hand renewal right now. */
guint           gk_round_entry_get_n_renewals (GkRoundEntry *self);
/* The button of urbanization letter @letter (0 = A). */
GtkWidget      *gk_round_entry_get_letter_button (GkRoundEntry *self,
                                                  guint         letter);
/* The buttons of a card (letter or building) and of a tile. */
GtkWidget      *gk_round_entry_get_card_button (GkRoundEntry *self,
                                                GkCard        card);
GtkWidget      *gk_round_entry_get_tile_button (GkRoundEntry *self,
                                                GkTile        tile);
GtkWidget      *gk_round_entry_get_confirm_button (GkRoundEntry *self);
/* The tile-return dialog while it is open, else NULL. */
GtkWindow      *gk_round_entry_get_tile_return_dialog (GkRoundEntry *self);

G_END_DECLS
