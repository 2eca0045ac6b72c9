/* gk-player-card.h: one seat's counts in the table panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAYER_CARD (gk_player_card_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayerCard, gk_player_card, GK, PLAYER_CARD, GtkWidget)

GtkWidget      *gk_player_card_new         (void);
/* Shows seat @player of @table (a seat or GK_PLAYER_HAL): updates the
 * labels in place, and the badge and the chips only when they changed. */
void            gk_player_card_update      (GkPlayerCard    *self,
                                            const GkTable   *table,
                                            gint             player);
/* "23 points", and the resources in words, as shown. */
const char     *gk_player_card_get_points_text (GkPlayerCard *self);
const char     *gk_player_card_get_resources_text (GkPlayerCard *self);

G_END_DECLS
