/* gk-table-window.h: the table view, a second window for a TV or a second screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-session.h"

G_BEGIN_DECLS

#define GK_TYPE_TABLE_WINDOW (gk_table_window_get_type ())
G_DECLARE_FINAL_TYPE (GkTableWindow, gk_table_window, GK, TABLE_WINDOW, AdwWindow)

/* Shows the game @session has open as it goes on, and closes when the
 * session's game is another one or none. */
GtkWidget *gk_table_window_new             (GkSession     *session);
GkSession *gk_table_window_get_session     (GkTableWindow *self);
/* The scores so far, shown only when the players want them (off at
 * first). */
void       gk_table_window_set_show_scores (GkTableWindow *self,
                                            gboolean       show_scores);
gboolean   gk_table_window_get_show_scores (GkTableWindow *self);

G_END_DECLS
