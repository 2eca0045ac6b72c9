/* gk-shoot.h: the screenshot and benchmark harness (tools/shoot/)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-window.h"

G_BEGIN_DECLS

/* The command line, once parsed. */
typedef struct
{
  char     *page;      /* --page: the screen to shoot */
  char     *output;    /* --output: the PNG to write */
  char     *game;      /* --game: a game (or position) file the screen starts from */
  char     *move;      /* --move: a move entered but not confirmed */
  char     *size;      /* --size: WxH, the picture's size, frame included */
  gboolean  dark;      /* --dark */
  char     *bench;     /* --bench: first-frame, confirm or typing */
  int       rounds;    /* --rounds: moves confirmed or typed */
  gint64    t0;        /* --t0: CLOCK_MONOTONIC µs just before the harness was started */
  int       pace;      /* --pace: ms between a measured frame and the next action */
  char     *import;    /* --import: a folder imported during --bench=stall */
  char     *sheet;     /* --sheet: the game of the sheet-* pages (default 7-wonders) */
  gboolean  damage;    /* --damage: with --bench=confirm|typing, each measured frame's damage */
} GkShootOptions;

/* Enters @spec (CARD[+TILE][@X,Y][/resource|/tile], as in the game file:
 * "C+yellow-8@3,-1", "blue-2+red-9") in the play page's round entry,
 * unconfirmed.  FALSE, with a message on stderr, when @spec is not a move. */
gboolean        gk_shoot_enter_move        (GkWindow              *window,
                                            const char            *spec);
/* Opens @path in @window and returns when it is open (or refused). */
void            gk_shoot_open_game         (GkWindow              *window,
                                            const char            *path);

/* --bench=first-frame: runs the app's own GkApplication as the app does,
 * prints "first-frame-us N" (from @options->t0 to the window's first drawn
 * frame) and returns the exit status. */
int             gk_shoot_bench_first_frame (const GkShootOptions  *options);
/* --bench=confirm and --bench=typing, on @window (not yet shown): prints
 * the medians and maxima when done and destroys the window. */
void            gk_shoot_bench_run         (GkWindow              *window,
                                            const GkShootOptions  *options);

/* --bench=stall, on @window (not yet shown): the longest main-loop stalls
 * while the library is listed, scrolled, and a folder imported
 * (gk-shoot-stall.c); prints them and destroys the window. */
void            gk_shoot_bench_stall       (GkWindow              *window,
                                            const GkShootOptions  *options);

/* --damage: called after each frame of --bench=confirm|typing; for a frame
 * to @print, prints what it repaints against the frame before, as GTK 4.8
 * compares them (gk-shoot-damage.c). */
void            gk_shoot_damage_frame      (GtkWidget             *window,
                                            const char            *what,
                                            gboolean               print);

G_END_DECLS
