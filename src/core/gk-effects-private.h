/* gk-effects-private.h: what gk-steps.c asks of the effect kinds
 *
 * gk-effects.c also defines gk_format_effects() (gk-format.h), the words
 * of the same rows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-table.h"

G_BEGIN_DECLS

/* The steps of the move itself that @preview describes, played at @table
 * (the table before it), appended to @steps: one row of the kinds' table
 * per effect. */
void            _gk_effects_move_steps     (GPtrArray       *steps,
                                            const GkTable   *table,
                                            const GkPreview *preview);
/* The steps of a rebuild: the cards @added to the discard pile, its
 * shuffle, the cards @burned. */
void            _gk_effects_rebuild_steps  (GPtrArray       *steps,
                                            const GArray    *added,
                                            guint            burned);
/* Whether the effect at @index of @effects comes before the solo
 * opponent's tile is placed (or refused): a rebuild there was caused by its
 * second card (rules.md 10, decision 2). */
gboolean        _gk_effects_before_opponent_builds (const GArray *effects,
                                                    guint         index);

G_END_DECLS
