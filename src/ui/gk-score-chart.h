/* gk-score-chart.h: the final score as a stacked bar per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_SCORE_CHART (gk_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (GkScoreChart, gk_score_chart, GK, SCORE_CHART, GtkWidget)

GtkWidget      *gk_score_chart_new         (void);
/* Names and colours come from @table, the figures from @score; NULL empties it. */
void            gk_score_chart_set_score   (GkScoreChart    *self,
                                            const GkTable   *table,
                                            const GkScore   *score);

/* The four parts of a score (tokens, cards, renewal, districts, 0..3) as
 * this chart draws them, for other charts of the same parts. */
const char     *gk_score_part_get_name     (guint            part);
void            gk_score_part_get_rgba     (guint            part,
                                            gboolean         dark,
                                            GdkRGBA         *rgba);
void            gk_score_part_draw_pattern (guint            part,
                                            cairo_t         *cr,
                                            double           x,
                                            double           y,
                                            double           width,
                                            double           height);

G_END_DECLS
