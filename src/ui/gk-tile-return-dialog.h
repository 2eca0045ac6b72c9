/* gk-tile-return-dialog.h: the first exhaustion of the tile reserve
 *
 * rules.md section 7: every player may return tiles from behind the screen,
 * 1 point each.  The dialog collects each player's count; the engine checks it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_TILE_RETURN_DIALOG (gk_tile_return_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GkTileReturnDialog, gk_tile_return_dialog, GK, TILE_RETURN_DIALOG, AdwWindow)

/* @held[seat]: tiles each player has behind the screen at that moment. */
GkTileReturnDialog *gk_tile_return_dialog_new (GtkWindow     *parent,
                                               const GkTable *table,
                                               const guint   *held);
/* Copies the counts into @move (has_returns, returns). */
void            gk_tile_return_dialog_fill_move (GkTileReturnDialog *self,
                                                 GkMove             *move);
/* Shows the engine's refusal in the dialog. */
void            gk_tile_return_dialog_set_error (GkTileReturnDialog *self,
                                                 const char         *message);
/* Emits "response" with TRUE, as the Return button does. */
void            gk_tile_return_dialog_confirm (GkTileReturnDialog *self);

G_END_DECLS
