/* gk-table-private.h: for the game's replay only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-table.h"

G_BEGIN_DECLS

/* Like gk_table_apply(), without keeping the table unchanged on error: for
 * a replay that throws the whole table away when a move is refused. */
gboolean        _gk_table_apply_in_place   (GkTable         *table,
                                            const GkMove    *move,
                                            GArray          *effects,
                                            GError         **error);

G_END_DECLS
