/* gk-player-style.h: how players and building colours look on screen
 *
 * Every colour comes with a second cue (a shape for players, a pattern for
 * buildings) so that nobody needs to tell colours apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

/* ---- player colours ---- */

/* The shape of @colour as one character for plain text ("○", "▲", "■", "◆",
 * "★"); on screen, draw it with gk_player_colour_draw_symbol(). */
const char     *gk_player_colour_get_symbol (GkPlayerColour  colour);
/* The fill of @colour, readable on a light (@dark FALSE) or dark background. */
void            gk_player_colour_get_rgba  (GkPlayerColour  colour,
                                            gboolean        dark,
                                            GdkRGBA        *rgba);
/* The outline drawn around every symbol: it separates white and black
 * symbols from the background in either mode. */
void            gk_player_colour_get_outline_rgba (GkPlayerColour colour,
                                                   gboolean       dark,
                                                   GdkRGBA       *rgba);
/* Draws the symbol of @colour (filled and outlined) centred on @cx, @cy,
 * fitting in a circle of @radius. */
void            gk_player_colour_draw_symbol (GkPlayerColour  colour,
                                              cairo_t        *cr,
                                              double          cx,
                                              double          cy,
                                              double          radius,
                                              gboolean        dark);
/* The symbol alone, @size pixels square, drawn by gk_player_colour_draw_symbol(). */
GtkWidget      *gk_player_symbol_new       (GkPlayerColour  colour,
                                            int             size);
/* The symbol and the name side by side; the symbol follows dark mode. */
GtkWidget      *gk_player_badge_new        (GkPlayerColour  colour,
                                            const char     *name);

/* ---- building colours ---- */

void            gk_building_colour_get_rgba (GkColour       colour,
                                             gboolean       dark,
                                             GdkRGBA       *rgba);
/* The colour of text drawn on a tile of @colour. */
void            gk_building_colour_get_ink_rgba (GkColour   colour,
                                                 gboolean   dark,
                                                 GdkRGBA   *rgba);
/* The pattern that goes with @colour (blue: diagonal stripes, red: dots,
 * yellow: plain), over the rectangle @x, @y, @width, @height. */
void            gk_building_colour_draw_pattern (GkColour   colour,
                                                 cairo_t   *cr,
                                                 double     x,
                                                 double     y,
                                                 double     width,
                                                 double     height,
                                                 gboolean   dark);

/* ---- the colour scheme ---- */

/* Whether @widget is shown in dark mode (AdwStyleManager of its display). */
gboolean        gk_player_style_is_dark    (GtkWidget      *widget);
/* Queues a redraw of @widget whenever dark mode changes, for as long as
 * @widget lives. */
void            gk_player_style_track_dark (GtkWidget      *widget);

G_END_DECLS
