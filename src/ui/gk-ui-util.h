/* gk-ui-util.h: small helpers shared by the pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

/* A dropdown of the five player colours, each shown with its symbol. */
GtkWidget      *gk_ui_player_colour_dropdown_new (void);
/* A dropdown of the three building colours. */
GtkWidget      *gk_ui_colour_dropdown_new  (void);
/* A dropdown of the three bonus triggers. */
GtkWidget      *gk_ui_trigger_dropdown_new (void);
/* Removes every child of @box (a GtkBox, GtkListBox or GtkFlowBox). */
void            gk_ui_remove_children      (GtkWidget       *box);
/* A label that wraps, aligned to the start. */
GtkWidget      *gk_ui_wrapped_label_new    (const char      *text);

G_END_DECLS
