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

G_END_DECLS
