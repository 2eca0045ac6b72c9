/* gk-table-view-model.h: a game as the table view shows it across the room
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-core.h"
#include "gk-move-draft.h"
#include "gk-session.h"

G_BEGIN_DECLS

#define GK_TYPE_TABLE_VIEW_MODEL (gk_table_view_model_get_type ())
G_DECLARE_FINAL_TYPE (GkTableViewModel, gk_table_view_model, GK, TABLE_VIEW_MODEL, GObject)

/* Follows the game @session has open now, after every move, undo and
 * redo, until the session closes it or opens another one ("closed" turns
 * TRUE then and stays).  @draft, when not NULL, is the move being entered
 * in the window: its steps are shown while it has a preview, as the play
 * page shows them. */
GkTableViewModel *gk_table_view_model_new         (GkSession        *session,
                                                   GkMoveDraft      *draft);
GkGame           *gk_table_view_model_get_game    (GkTableViewModel *self);
/* The table shown, or NULL once closed. */
const GkTable    *gk_table_view_model_get_table   (GkTableViewModel *self);
gboolean          gk_table_view_model_get_closed  (GkTableViewModel *self);

/* "Round 3 · card 2 of 3", or "Round 3 · solo game". */
const char       *gk_table_view_model_get_round_text (GkTableViewModel *self);
/* Whose move is entered next ("Anna’s Turn"), or that the game is over. */
const char       *gk_table_view_model_get_turn_text (GkTableViewModel *self);
/* The seat whose move comes next (GK_PLAYER_HAL for the solo opponent),
 * GK_NO_PLAYER when the game is over. */
gint              gk_table_view_model_get_turn_player (GkTableViewModel *self);
/* That this is the last round, or NULL. */
const char       *gk_table_view_model_get_ending_text (GkTableViewModel *self);
/* What to do with the pieces now, as the core words it (gk-steps.h). */
const char * const *gk_table_view_model_get_steps (GkTableViewModel *self);

/* The seats in seating order, the solo opponent last: their names and
 * their points so far ("23 points"), as the table panel shows them. */
const char * const *gk_table_view_model_get_names (GkTableViewModel *self);
const char * const *gk_table_view_model_get_points (GkTableViewModel *self);
/* The seat of row @row of the names (a seat or GK_PLAYER_HAL). */
gint              gk_table_view_model_get_seat    (GkTableViewModel *self,
                                                   guint             row);

/* Whether the players want the scores shown (off at first). */
gboolean          gk_table_view_model_get_show_scores (GkTableViewModel *self);
void              gk_table_view_model_set_show_scores (GkTableViewModel *self,
                                                       gboolean          show);

G_END_DECLS
