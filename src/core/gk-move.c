/* gk-move.c: one entry of the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-move.h"

void
gk_move_init_renew (GkMove *move,
                    gint    player)
{
  g_return_if_fail (move != NULL);

  memset (move, 0, sizeof *move);
  move->kind = GK_MOVE_RENEW;
  move->player = player;
  move->card = GK_NO_CARD;
  move->tile = GK_NO_TILE;
}

void
gk_move_init_action (GkMove *move,
                     gint    player,
                     GkCard  card,
                     GkTile  tile)
{
  g_return_if_fail (move != NULL);

  memset (move, 0, sizeof *move);
  move->kind = GK_MOVE_ACTION;
  move->player = player;
  move->card = card;
  move->tile = tile;
}
