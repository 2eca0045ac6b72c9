/* gk-fold-box.h: children side by side, or one above the other when they do not fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_FOLD_BOX (gk_fold_box_get_type ())
G_DECLARE_FINAL_TYPE (GkFoldBox, gk_fold_box, GK, FOLD_BOX, GtkWidget)

GtkWidget *gk_fold_box_new        (void);
/* Whether the children lie one above the other at the box's last width. */
gboolean   gk_fold_box_get_folded (GkFoldBox *self);

G_END_DECLS
