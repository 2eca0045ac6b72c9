/* gk-sticky-bin.h: a child that stays in view as a scroller's content moves sideways
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_STICKY_BIN (gk_sticky_bin_get_type ())
G_DECLARE_FINAL_TYPE (GkStickyBin, gk_sticky_bin, GK, STICKY_BIN, GtkWidget)

GtkWidget *gk_sticky_bin_new (GtkWidget     *child,
                              GtkAdjustment *hadjustment,
                              int            inset,
                              int            cover);
void       gk_sticky_bin_set_natural_width (GkStickyBin *self,
                                            int          width);

G_END_DECLS
