/* gk-history-item.h: one play in a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-history-play.h"

G_BEGIN_DECLS

#define GK_TYPE_HISTORY_ITEM (gk_history_item_get_type ())
G_DECLARE_FINAL_TYPE (GkHistoryItem, gk_history_item, GK, HISTORY_ITEM, GObject)

/* Takes a reference on @plays, which owns @play. */
GkHistoryItem  *gk_history_item_new        (GPtrArray           *plays,
                                            const GkHistoryPlay *play);
const GkHistoryPlay *gk_history_item_get_play (GkHistoryItem    *self);

G_END_DECLS
