/* gk-stats-page.h: what the library's plays say, in figures and plots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-history-index.h"
#include "gk-context.h"
#include "gk-history-profiles.h"
#include "gk-history-stats.h"

G_BEGIN_DECLS

#define GK_TYPE_STATS_PAGE (gk_stats_page_get_type ())
G_DECLARE_FINAL_TYPE (GkStatsPage, gk_stats_page, GK, STATS_PAGE, AdwBin)

GtkWidget      *gk_stats_page_new          (void);
/* The figures of @context's history (NULL: none), each person as its
 * profiles know them. */
void            gk_stats_page_set_context  (GkStatsPage       *self,
                                            GkContext         *context);
/* The figures shown, of the game shown; NULL when there are no plays. */
const GkHistoryStats *gk_stats_page_get_stats (GkStatsPage    *self);
/* The game shown (GK_HISTORY_GAME_GINKGOPOLIS or a score sheet's game id),
 * NULL when there are no plays: the one set (or chosen at the top) when it
 * has plays, else Ginkgopolis, else the first game with plays. */
const char     *gk_stats_page_get_game     (GkStatsPage       *self);
void            gk_stats_page_set_game     (GkStatsPage       *self,
                                            const char        *game);

/* What a person's row says. */
char           *gk_stats_describe_person   (const GkHistoryPersonStats *person);
/* Your record against a player: "12 games together · you ahead 7, behind
 * 5 · -2.5 points a game". */
char           *gk_stats_describe_rival    (const GkHistoryRivalStats *rival);
char           *gk_stats_describe_solo     (const GkHistorySoloStats   *solo);
/* "1 h 12 min on average, 5 games": the length of @plays games. */
char           *gk_stats_describe_length   (guint                       plays,
                                            gdouble                     seconds);

G_END_DECLS
