/* gk-column.h: a bin whose width does not depend on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_COLUMN (gk_column_get_type ())
G_DECLARE_FINAL_TYPE (GkColumn, gk_column, GK, COLUMN, GtkWidget)

GtkWidget *gk_column_new               (void);
void       gk_column_set_child         (GkColumn  *self,
                                        GtkWidget *child);
GtkWidget *gk_column_get_child         (GkColumn  *self);
/* The width the column asks for beyond its minimum, whatever its child
 * holds; -1 (the default) for the child's natural width. */
void       gk_column_set_natural_width (GkColumn *self,
                                        int       natural_width);
int        gk_column_get_natural_width (GkColumn *self);
/* The same for the height. */
void       gk_column_set_natural_height (GkColumn *self,
                                         int       natural_height);
int        gk_column_get_natural_height (GkColumn *self);
/* Whether the child is drawn within the column by a clip that every frame
 * has (gk-column.c); FALSE by default. */
void       gk_column_set_clip           (GkColumn *self,
                                         gboolean  clip);
gboolean   gk_column_get_clip           (GkColumn *self);

G_END_DECLS
