/* gk-screenshot.h: renders a screen of the window to PNG (tools/screenshots.sh)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-window.h"

G_BEGIN_DECLS

/* @spec is "page:file.png"; the page names are listed in tools/screenshots.sh.
 * GK_SCREENSHOT_GAME names a game file the page starts from,
 * GK_SCREENSHOT_DARK=1 forces dark mode.  Quits the application when done. */
void            gk_screenshot_run          (GkWindow        *window,
                                            const char      *spec);
/* Renders @window (and @dialog over it, dimmed, when not NULL) to @path. */
gboolean        gk_screenshot_save         (GtkWidget       *window,
                                            GtkWidget       *dialog,
                                            const char      *path,
                                            GError         **error);

/* A benchmark hook (bench/ui/): GK_BENCH=first-frame prints the time from
 * GK_BENCH_T0 (CLOCK_MONOTONIC, µs) to the first drawn frame and quits;
 * GK_BENCH=confirm enters GK_SCREENSHOT_MOVE on GK_SCREENSHOT_GAME, confirms
 * it, and prints the time to the redrawn city, GK_BENCH_ROUNDS times. */
void            gk_screenshot_run_bench    (GkWindow        *window,
                                            const char      *what);

G_END_DECLS
