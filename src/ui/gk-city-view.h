/* gk-city-view.h: the city as it lies on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"
#include "gk-move-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_CITY_VIEW (gk_city_view_get_type ())

G_DECLARE_FINAL_TYPE (GkCityView, gk_city_view, GK, CITY_VIEW, GtkWidget)

GtkWidget      *gk_city_view_new           (void);
/* The view keeps its own copy of @table; NULL empties it. */
void            gk_city_view_set_table     (GkCityView      *self,
                                            const GkTable   *table);
/* Outlines every district of @score and shows its first and second; NULL clears. */
void            gk_city_view_set_score     (GkCityView      *self,
                                            const GkScore   *score);
/* Rings district @index (its number on the city is @index + 1), -1 none. */
void            gk_city_view_highlight_district (GkCityView *self,
                                                 gint        index);
gint            gk_city_view_get_highlighted_district (GkCityView *self);
/* Highlights @cells (gint pairs x, y) as places for a marker; NULL clears. */
void            gk_city_view_set_targets   (GkCityView      *self,
                                            GArray          *cells);
/* Shows the move being entered: its marker targets, the new tile ghosted
 * where it goes, the marker at its chosen cell, the shifted markers ghosted
 * at their new cells with their old ones outlined, the markers that may be
 * picked up and the cells for the held one; the card's cell selected;
 * kept up to date as the draft changes.  NULL stops. */
void            gk_city_view_set_draft     (GkCityView      *self,
                                            GkMoveDraft     *draft);
/* What the view draws of the draft, for tests. */
gboolean        gk_city_view_get_ghost     (GkCityView      *self,
                                            GkTile          *tile,
                                            int             *x,
                                            int             *y);
gboolean        gk_city_view_get_marker_pick (GkCityView    *self,
                                              int           *x,
                                              int           *y);
/* The marker shifts of the draft (rules.md 9.7), as drawn: the marker
 * picked up (-1 none); the number (1..) of a cell where it may go, 0 if
 * none, drawn on the cell for typing ("D2"); whether the marker on a cell
 * may be picked up; where marker @letter lies and where it is shifted to
 * (FALSE when the move does not shift it).  Escape puts the held marker
 * back; the play page routes "cell-activated" to gk_move_draft_pick_cell(). */
gint            gk_city_view_get_held      (GkCityView      *self);
guint           gk_city_view_get_shift_target (GkCityView   *self,
                                               int           x,
                                               int           y);
/* The number drawn on a free cell for typing: its place among the
 * marker's target cells ("A r5 1"), or with a marker held among that
 * marker's cells ("D2"); 0 if none. */
guint           gk_city_view_get_cell_number (GkCityView    *self,
                                              int            x,
                                              int            y);
gboolean        gk_city_view_is_shiftable  (GkCityView      *self,
                                            int              x,
                                            int              y);
gboolean        gk_city_view_get_shift     (GkCityView      *self,
                                            guint            letter,
                                            int             *from_x,
                                            int             *from_y,
                                            int             *to_x,
                                            int             *to_y);
/* Shows the buildings alone, without the free cells around them where
 * markers lie and new tiles go: for a city that no longer changes. */
void            gk_city_view_set_compact   (GkCityView      *self,
                                            gboolean         compact);
void            gk_city_view_select        (GkCityView      *self,
                                            int              x,
                                            int              y);
void            gk_city_view_unselect      (GkCityView      *self);
gboolean        gk_city_view_get_selected  (GkCityView      *self,
                                            int             *x,
                                            int             *y);

/* Zoom: 1 fits the whole city in the view (the default), up to 4; the
 * point of the city under @px, @py (widget coordinates) stays there.  Pan:
 * the city moves by @dx, @dy pixels, as far as it is larger than the view.
 * What two fingers, a drag, Ctrl and the wheel and Ctrl+plus and minus do. */
void            gk_city_view_zoom_at       (GkCityView      *self,
                                            double           zoom,
                                            double           px,
                                            double           py);
void            gk_city_view_set_zoom      (GkCityView      *self,
                                            double           zoom);
double          gk_city_view_get_zoom      (GkCityView      *self);
void            gk_city_view_pan           (GkCityView      *self,
                                            double           dx,
                                            double           dy);
void            gk_city_view_get_pan       (GkCityView      *self,
                                            double          *dx,
                                            double          *dy);

/* The cell under the point @px, @py (widget coordinates) after allocation. */
gboolean        gk_city_view_get_cell_at   (GkCityView      *self,
                                            double           px,
                                            double           py,
                                            int             *x,
                                            int             *y);
/* What a cell shows, in words: "Red 9, height 2, Anna, build site". */
char           *gk_city_view_get_cell_description (GkCityView *self,
                                                   int         x,
                                                   int         y);

G_END_DECLS
