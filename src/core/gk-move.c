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
  move->drawn[0] = move->drawn[1] = GK_NO_CARD;
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
  move->drawn[0] = move->drawn[1] = GK_NO_CARD;
}

gboolean
gk_move_add_shift (GkMove *move,
                   guint   letter,
                   gint    x,
                   gint    y)
{
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (letter < GK_N_LETTERS, FALSE);

  if (move->n_shifts >= GK_MAX_SHIFTS)
    return FALSE;
  move->shifts[move->n_shifts].letter = letter;
  move->shifts[move->n_shifts].x = x;
  move->shifts[move->n_shifts].y = y;
  move->shifts[move->n_shifts].line = 0;
  move->n_shifts++;
  return TRUE;
}

void
gk_move_set_drawn (GkMove *move,
                   GkCard  first,
                   GkCard  second)
{
  g_return_if_fail (move != NULL);

  move->has_drawn = TRUE;
  move->drawn[0] = first;
  move->drawn[1] = second;
}
