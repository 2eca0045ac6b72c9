/* gk-column.h: a bin whose width does not depend on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_COLUMN (gk_column_get_type ())
G_DECLARE_FINAL_TYPE (GkColumn, gk_column, GK, COLUMN, GtkWidget)

GtkWidget *gk_column_new       (void);
void       gk_column_set_child (GkColumn  *self,
                                GtkWidget *child);
GtkWidget *gk_column_get_child (GkColumn  *self);

G_END_DECLS
