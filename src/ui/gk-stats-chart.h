/* gk-stats-chart.h: the plots of the statistics page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-history-stats.h"

G_BEGIN_DECLS

typedef enum
{
  GK_STATS_CHART_SHARES,     /* per person: the average share of each score part */
  GK_STATS_CHART_TIMELINE,   /* per person: each total over time */
  GK_STATS_CHART_WINNING,    /* per number of players: the average winning score */
  GK_STATS_CHART_CATEGORIES  /* per person: a score sheet's categories' shares */
} GkStatsChartKind;

/* The people the timeline draws at most: one line per player colour. */
#define GK_STATS_CHART_MAX_LINES GK_N_PLAYER_COLOURS

#define GK_TYPE_STATS_CHART (gk_stats_chart_get_type ())
G_DECLARE_FINAL_TYPE (GkStatsChart, gk_stats_chart, GK, STATS_CHART, GtkWidget)

GtkWidget      *gk_stats_chart_new         (GkStatsChartKind      kind);
/* Copies what the chart draws from @stats; NULL empties it. */
void            gk_stats_chart_set_stats   (GkStatsChart         *self,
                                            const GkHistoryStats *stats);
/* Rows (people, or player counts) the chart draws. */
guint           gk_stats_chart_get_n_rows  (GkStatsChart         *self);
/* The parts its bars and legend show: the score's parts, or the
 * categories' names; 0 for the other plots. */
guint           gk_stats_chart_get_n_parts (GkStatsChart         *self);
/* The colour row @row is drawn in: the person's the history shows. */
GkPlayerColour  gk_stats_chart_get_row_colour (GkStatsChart      *self,
                                            guint                 row);
/* On the timeline as laid out now: where the @point-th play of row @row
 * is drawn across. */
double          gk_stats_chart_get_point_x (GkStatsChart         *self,
                                            guint                 row,
                                            guint                 point);
const char     *gk_stats_chart_get_part_name (GkStatsChart       *self,
                                            guint                 part);

G_END_DECLS
