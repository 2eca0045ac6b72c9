/* gk-game-private.h: what the core's file reader asks of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-game.h"

G_BEGIN_DECLS

/* Pushes @move, whose lenient run on a copy of the game's table
 * (_gk_table_preview_keeping()) needed nothing and left *@after: the
 * game takes that table as its own and gives its old one back in *@after,
 * and @preview's effects (taken from it) are the move's, as
 * gk_game_push() would have made them.  Only for a game that nobody
 * holds the table of or listens to yet (a reader's): no notification is
 * sent. */
void            _gk_game_push_applied      (GkGame          *self,
                                            const GkMove    *move,
                                            GkTable        **after,
                                            GkPreview       *preview);

/* Makes room for @n_moves moves in a game that has none yet. */
void            _gk_game_expect_moves      (GkGame          *self,
                                            guint            n_moves);

G_END_DECLS
