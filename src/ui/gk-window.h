/* gk-window.h: the main window: start page, setup, play, score, position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-session.h"

G_BEGIN_DECLS

#define GK_TYPE_WINDOW (gk_window_get_type ())
G_DECLARE_FINAL_TYPE (GkWindow, gk_window, GK, WINDOW, AdwApplicationWindow)

GkWindow       *gk_window_new              (GtkApplication  *application);

/* Opens a saved game (at the play page, or the score if it is over) or a
 * position (at its score), in a worker.  A refused file is reported in the
 * window; a game open in another window presents that window instead. */
void            gk_window_open_file        (GkWindow        *self,
                                            GFile           *file);
/* What the window has open: the game, its file, its saves. */
GkSession      *gk_window_get_session      (GkWindow        *self);
/* "start", "setup", "play", "score" or "position". */
const char     *gk_window_get_page         (GkWindow        *self);

G_END_DECLS
