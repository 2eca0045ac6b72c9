/* gk-move.h: one entry of the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-play.h"
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

/* One marker moved after an urbanization so that the letters keep their
 * alphabetical order around the city (rules.md 9.7). */
typedef struct
{
  guint      letter;            /* 0 = A .. 11 = L */
  gint       x;
  gint       y;
  guint      line;              /* line in the file it came from, 0 if none */
} GkShift;

/* At most every other marker moves once; more is a typing error. */
#define GK_MAX_SHIFTS (GK_N_LETTERS - 1)

/* Plain data.  An action during which the tile reserve runs out the first
 * time carries the players' returns (has_returns, returns[seat]).
 *
 * In a solo game the opponent's action (player GK_PLAYER_HAL) always has a
 * card and the tile drawn for it; at expert level, when the first card drawn
 * for it was an urbanization card, drawn[] holds both cards in the order
 * drawn (has_drawn) and card is the one it plays (rules.md 10). */
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
  guint      n_shifts;          /* markers moved after this urbanization, in order */
  GkShift    shifts[GK_MAX_SHIFTS];
  gboolean   has_drawn;
  GkCard     drawn[2];
  guint      line;              /* line in the file it came from, 0 if none */
  GkTime     at;                /* when it was confirmed (game-file.md, "The play") */
  GkTime     returns_at;        /* when the tile return was confirmed */
} GkMove;

void            gk_move_init_renew         (GkMove          *move,
                                            gint             player);
void            gk_move_init_action        (GkMove          *move,
                                            gint             player,
                                            GkCard           card,
                                            GkTile           tile);
/* Appends a marker shift; FALSE when the move already holds GK_MAX_SHIFTS. */
gboolean        gk_move_add_shift          (GkMove          *move,
                                            guint            letter,
                                            gint             x,
                                            gint             y);
/* Expert level: the two cards drawn for the opponent, in the order drawn. */
void            gk_move_set_drawn          (GkMove          *move,
                                            GkCard           first,
                                            GkCard           second);

G_END_DECLS
