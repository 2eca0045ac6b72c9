/* gk-window.h: the main window: start page, setup, play, score, position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_WINDOW (gk_window_get_type ())
G_DECLARE_FINAL_TYPE (GkWindow, gk_window, GK, WINDOW, AdwApplicationWindow)

GkWindow       *gk_window_new              (GtkApplication  *application);

/* Opens a saved game (at the play page, or the score if it is over) or a
 * position (at its score).  A refused file is reported in the window. */
void            gk_window_open_file        (GkWindow        *self,
                                            GFile           *file);
/* Tracks @game from now on (the window takes a reference). */
void            gk_window_set_game         (GkWindow        *self,
                                            GkGame          *game);
GkGame         *gk_window_get_game         (GkWindow        *self);
/* "start", "setup", "play", "score" or "position". */
const char     *gk_window_get_page         (GkWindow        *self);

/* Where every confirmed move is saved: <user data dir>/ginkgo-companion/autosave.ginkgo */
GFile          *gk_window_get_autosave_file (void);

G_END_DECLS
