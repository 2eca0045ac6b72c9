/* gk-table-panel.h: the table at a glance: round, players, deck, reserve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_TABLE_PANEL (gk_table_panel_get_type ())
G_DECLARE_FINAL_TYPE (GkTablePanel, gk_table_panel, GK, TABLE_PANEL, GtkWidget)

GtkWidget      *gk_table_panel_new         (void);
/* Shows @table (read at once; the panel keeps nothing of it).  The widgets
 * stay from one table to the next and only their contents change; a player
 * card is added or dropped only when the number of seats changes. */
void            gk_table_panel_set_table   (GkTablePanel    *self,
                                            const GkTable   *table);

/* What the panel shows, for tests: "Round 3", "The deck runs out after …". */
const char     *gk_table_panel_get_round_text (GkTablePanel *self);
const char     *gk_table_panel_get_deck_text (GkTablePanel  *self);
const char     *gk_table_panel_get_reserve_text (GkTablePanel *self);
/* The points label of @player ("23 points"). */
const char     *gk_table_panel_get_points_text (GkTablePanel *self,
                                                gint          player);
const char     *gk_table_panel_get_resources_text (GkTablePanel *self,
                                                   gint          player);
/* The GkPlayerCard of @player (a seat or GK_PLAYER_HAL), or NULL. */
GtkWidget      *gk_table_panel_get_player_card (GkTablePanel *self,
                                                gint          player);

G_END_DECLS
