/* gk-shadow-bin.h: a card whose shadow is drawn from pictures made once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_SHADOW_BIN (gk_shadow_bin_get_type ())
G_DECLARE_FINAL_TYPE (GkShadowBin, gk_shadow_bin, GK, SHADOW_BIN, GtkWidget)

GtkWidget *gk_shadow_bin_new       (void);
GtkWidget *gk_shadow_bin_get_child (GkShadowBin *self);
void       gk_shadow_bin_set_child (GkShadowBin *self,
                                    GtkWidget   *child);

G_END_DECLS
