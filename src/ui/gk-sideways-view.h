/* gk-sideways-view.h: a child wider than the room, scrolled sideways, as tall as it needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_SIDEWAYS_VIEW (gk_sideways_view_get_type ())
G_DECLARE_FINAL_TYPE (GkSidewaysView, gk_sideways_view, GK, SIDEWAYS_VIEW, GtkWidget)

GtkWidget     *gk_sideways_view_new             (void);
void           gk_sideways_view_set_child       (GkSidewaysView *self,
                                                 GtkWidget      *child);
GtkAdjustment *gk_sideways_view_get_hadjustment (GkSidewaysView *self);

G_END_DECLS
