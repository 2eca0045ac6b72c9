/* gk-history-index-private.h: the index's functions shared between its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-history-index.h"

G_BEGIN_DECLS

/* Rows this index has checked against their digests, for the tests: an
 * open reads none. */
guint           _gk_history_index_get_n_digests_read (GkHistoryIndex *self);

G_END_DECLS
