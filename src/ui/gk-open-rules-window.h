/* gk-open-rules-window.h: "Why This Score?", what the app decides where the
 * rulebooks are silent and what it assumes, in the core's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GK_TYPE_OPEN_RULES_WINDOW (gk_open_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (GkOpenRulesWindow, gk_open_rules_window, GK, OPEN_RULES_WINDOW, AdwWindow)

/* A window over @parent (or none) listing every entry of gk-open-rules.h. */
GtkWidget      *gk_open_rules_window_new   (GtkWindow *parent);

G_END_DECLS
