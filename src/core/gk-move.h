/* gk-move.h: one entry of the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-types.h"

G_BEGIN_DECLS

typedef enum
{
  GK_MOVE_RENEW,    /* a hand renewal, before the round's actions */
  GK_MOVE_ACTION    /* a card, alone or with a tile */
} GkMoveKind;

typedef enum
{
  GK_TAKE_NONE,
  GK_TAKE_RESOURCE,
  GK_TAKE_TILE
} GkTake;

/* Plain data.  An action during which the tile reserve runs out the first
 * time carries the players' returns (has_returns, returns[seat]). */
typedef struct
{
  GkMoveKind kind;
  gint       player;            /* seat, or GK_PLAYER_HAL */
  GkCard     card;
  GkTile     tile;              /* GK_NO_TILE: card alone */
  GkTake     take;              /* urbanization card alone (or fallback) */
  gboolean   has_marker;
  gint       marker_x;
  gint       marker_y;
  gboolean   has_returns;
  guint      returns[GK_MAX_PLAYERS];
  guint      line;              /* line in the file it came from, 0 if none */
} GkMove;

void            gk_move_init_renew         (GkMove          *move,
                                            gint             player);
void            gk_move_init_action        (GkMove          *move,
                                            gint             player,
                                            GkCard           card,
                                            GkTile           tile);

G_END_DECLS
