/* gk-history-stats-private.h: the statistics' settings for tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The plays counted in @n_shares shares (at most one a play), each on a
 * thread; 0: as many as there are processors and the plays are worth. */
void            _gk_history_stats_set_shares (guint n_shares);

G_END_DECLS
