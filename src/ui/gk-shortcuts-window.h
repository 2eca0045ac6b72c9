/* gk-shortcuts-window.h: the keyboard shortcuts, as a list that fits a phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GK_TYPE_SHORTCUTS_WINDOW (gk_shortcuts_window_get_type ())
G_DECLARE_FINAL_TYPE (GkShortcutsWindow, gk_shortcuts_window, GK, SHORTCUTS_WINDOW,
                      AdwPreferencesWindow)

GtkWidget *gk_shortcuts_window_new (GtkWindow *parent);

/* For the tests: the rows, each with the title, the action ("gk-action"
 * data, or NULL) and the keys ("gk-accelerator" data) it shows. */
GPtrArray *_gk_shortcuts_window_get_rows (GkShortcutsWindow *self);

G_END_DECLS
