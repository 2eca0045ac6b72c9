/* gk-shifts-row.h: the marker shifts of the move being entered, in one row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-move-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_SHIFTS_ROW (gk_shifts_row_get_type ())
G_DECLARE_FINAL_TYPE (GkShiftsRow, gk_shifts_row, GK, SHIFTS_ROW, GtkWidget)

/* "Markers moved: B → to the left of Red 9, D → above Blue 3" and an Undo
 * Last Shift button
 * (Alt+Backspace anywhere in the window); shown while the draft holds
 * shifts, a marker picked up, or letters out of order. */
GtkWidget      *gk_shifts_row_new          (void);
void            gk_shifts_row_set_draft    (GkShiftsRow     *self,
                                            GkMoveDraft     *draft);

G_END_DECLS
