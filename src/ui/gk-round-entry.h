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

/* The heading as shown ("Anna plays", "HAL’s Turn"), for tests. */
const char     *gk_round_entry_get_heading (GkRoundEntry    *self);
/* The tile-return dialog while it is open, else NULL. */
GtkWindow      *gk_round_entry_get_tile_return_dialog (GkRoundEntry *self);

G_END_DECLS
