/* gk-table-view.h: the game for a TV or a second screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-session.h"
#include "gk-table-view-model.h"

G_BEGIN_DECLS

#define GK_TYPE_TABLE_VIEW (gk_table_view_get_type ())
G_DECLARE_FINAL_TYPE (GkTableView, gk_table_view, GK, TABLE_VIEW, AdwWindow)

/* A window that shows the game @session has open (one must be), large, and follows it
 * until the session closes it or opens another game: then it closes.
 * @draft (or NULL) is the move being entered beside it. */
GtkWidget        *gk_table_view_new         (GtkApplication *application,
                                             GkSession      *session,
                                             GkMoveDraft    *draft);
GkTableViewModel *gk_table_view_get_model   (GkTableView    *self);

G_END_DECLS
