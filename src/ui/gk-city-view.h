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
 * where it goes, the marker at its chosen cell, the card's cell selected;
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
