/* gk-title-box.h: a row's title and subtitle, one above the other, whose
 * width does not depend on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_TITLE_BOX (gk_title_box_get_type ())
G_DECLARE_FINAL_TYPE (GkTitleBox, gk_title_box, GK, TITLE_BOX, GtkWidget)

GtkWidget *gk_title_box_new    (void);
void       gk_title_box_append (GkTitleBox *self,
                                GtkWidget  *child);

G_END_DECLS
