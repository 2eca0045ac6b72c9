/* gk-sheet-pad.h: a score sheet's pad: players across, categories down
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-sheet-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_SHEET_PAD (gk_sheet_pad_get_type ())
G_DECLARE_FINAL_TYPE (GkSheetPad, gk_sheet_pad, GK, SHEET_PAD, AdwBin)

/* Lays out the pad of @draft's game (NULL: empty) and follows it. */
void            gk_sheet_pad_set_draft     (GkSheetPad     *self,
                                            GkSheetDraft   *draft);
/* Puts the keyboard on the first cell of the pad. */
void            gk_sheet_pad_focus_first   (GkSheetPad     *self);

/* For the tests: the cell of @key for @player (NULL when the pad has
 * none), @player's name above the pad, and what the pad shows as
 * @player's total and rank. */
GtkWidget      *_gk_sheet_pad_get_cell     (GkSheetPad     *self,
                                            guint           player,
                                            guint           key);
GtkWidget      *_gk_sheet_pad_get_name     (GkSheetPad     *self,
                                            guint           player);
const char     *_gk_sheet_pad_get_total    (GkSheetPad     *self,
                                            guint           player);
const char     *_gk_sheet_pad_get_rank     (GkSheetPad     *self,
                                            guint           player);
/* Every text the pad shows, line by line (labels in reading order). */
char           *_gk_sheet_pad_get_text     (GkSheetPad     *self);

G_END_DECLS
