/* gk-random-game.h: legal games played at random, for tests and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

typedef struct
{
  guint    n_players;        /* 0: 2..5 at random */
  gdouble  p_tile;           /* chance that an action comes with a tile */
  gdouble  p_renew;          /* chance that a player renews at a round's start */
  guint    max_moves;        /* safety stop */
  gboolean slow;             /* shun blue buildings and tiles: a long game */
  gdouble  p_shift;          /* chance that an urbanization tries to shift a marker */
} GkRandomGameOptions;

/* Called after each accepted move; return FALSE to stop. */
typedef gboolean (*GkRandomGameFunc) (GkGame       *game,
                                      const GkMove *move,
                                      gpointer      user_data);

/* A random setup (start square, characters within what a card gives); with
 * 1 player a solo game at a random level against a random colour. */
GkSetup        *gk_random_setup            (GRand                     *rand,
                                            guint                      n_players);

/* Plays a legal game from @setup until it is over (or max_moves).  Every
 * move is chosen among those the engine accepts, using only what a player
 * at the table could know; missing choices are filled from the preview. */
GkGame         *gk_random_game_play        (GRand                     *rand,
                                            const GkSetup             *setup,
                                            const GkRandomGameOptions *options,
                                            GkRandomGameFunc           func,
                                            gpointer                   user_data);

G_END_DECLS
