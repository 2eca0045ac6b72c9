/* gk-card-picker.h: the cards and tiles of the move being entered, as buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-move-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_CARD_PICKER (gk_card_picker_get_type ())
G_DECLARE_FINAL_TYPE (GkCardPicker, gk_card_picker, GK, CARD_PICKER, GtkWidget)

/* Shows the card, the opponent's second card and the tile of @draft as
 * pressed buttons, and presses them into it; the table's cards and tiles
 * are offered as the draft's table allows (a card that can be in a hand, a
 * tile not yet seen in the city). */
void            gk_card_picker_set_draft   (GkCardPicker    *self,
                                            GkMoveDraft     *draft);

G_END_DECLS
