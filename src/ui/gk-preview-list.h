/* gk-preview-list.h: what a move being entered will do, line by line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_PREVIEW_LIST (gk_preview_list_get_type ())
G_DECLARE_FINAL_TYPE (GkPreviewList, gk_preview_list, GK, PREVIEW_LIST, GtkWidget)

/* Shows @lines (a GListModel of GkPreviewLine, gk_move_draft_get_lines()):
 * a label per line, kept in its place, that follows the line's words and
 * kind.  NULL shows none. */
void            gk_preview_list_set_lines  (GkPreviewList   *self,
                                            GListModel      *lines);

G_END_DECLS
