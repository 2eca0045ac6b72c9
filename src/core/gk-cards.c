/* gk-cards.c: the catalogue of the 72 cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-cards.h"

/* Short names for the rows below. */
#define C_BLUE   GK_COLOUR_BLUE
#define C_RED    GK_COLOUR_RED
#define C_YELLOW GK_COLOUR_YELLOW
#define C_NONE   GK_N_COLOURS
#define T_EXPLOIT      GK_TRIGGER_EXPLOIT
#define T_URBANIZATION GK_TRIGGER_URBANIZATION
#define T_CONSTRUCTION GK_TRIGGER_CONSTRUCTION
#define T_NONE         GK_N_TRIGGERS

#define CARD(colour, number) ((GkCard) (C_##colour * GK_TILES_PER_COLOUR + (number) - 1))

/* rules.md 6: 1 item of the card's colour on the trigger (blue: a tile,
 * red: a resource, yellow: a point); 7, 8, 9 add a point.  The triggers
 * are fan data (rules.md 8). */
#define BONUS(colour, number, trigger, items, extra) \
  { CARD (colour, number), GK_CARD_KIND_BONUS, number, 0, C_##colour, T_##trigger, \
    items, extra, GK_CARD_COUNTS_NONE, C_NONE, 0, FALSE }

/* rules.md 7: what the card counts, and the points per item counted. */
#define END_GAME(colour, number, counts, trigger, counted, points, verified) \
  { CARD (colour, number), GK_CARD_KIND_END_GAME, number, 0, C_##colour, T_##trigger, \
    0, 0, GK_CARD_COUNTS_##counts, C_##counted, points, verified }

#define URBANIZATION(letter) \
  { GK_N_TILES + (letter), GK_CARD_KIND_URBANIZATION, 0, letter, C_NONE, T_NONE, \
    0, 0, GK_CARD_COUNTS_NONE, C_NONE, 0, TRUE }

/* In card order: blue 1..20, red 1..20, yellow 1..20, then A..L.  The
 * colours cards 10..13 count are the table of rules.md 8. */
static const GkCardInfo catalogue[GK_N_CARDS] = {
  /* blue */
  BONUS    (BLUE,  1, EXPLOIT, 1, 0),
  BONUS    (BLUE,  2, URBANIZATION, 1, 0),
  BONUS    (BLUE,  3, CONSTRUCTION, 1, 0),
  BONUS    (BLUE,  4, EXPLOIT, 1, 0),
  BONUS    (BLUE,  5, URBANIZATION, 1, 0),
  BONUS    (BLUE,  6, CONSTRUCTION, 1, 0),
  BONUS    (BLUE,  7, EXPLOIT, 1, 1),
  BONUS    (BLUE,  8, URBANIZATION, 1, 1),
  BONUS    (BLUE,  9, CONSTRUCTION, 1, 1),
  END_GAME (BLUE, 10, RESOURCES, NONE, BLUE, 1, FALSE),
  END_GAME (BLUE, 11, RESOURCES, NONE, RED, 1, FALSE),
  END_GAME (BLUE, 12, RESOURCES, NONE, YELLOW, 1, FALSE),
  END_GAME (BLUE, 13, RESOURCES, NONE, BLUE, 1, FALSE),
  END_GAME (BLUE, 14, LOW_BUILDINGS, NONE, NONE, 1, TRUE),
  END_GAME (BLUE, 15, HIGH_BUILDINGS, NONE, NONE, 3, TRUE),
  END_GAME (BLUE, 16, BONUSES, EXPLOIT, NONE, 2, FALSE),
  END_GAME (BLUE, 17, BONUSES, URBANIZATION, NONE, 2, FALSE),
  END_GAME (BLUE, 18, BONUSES, CONSTRUCTION, NONE, 2, FALSE),
  END_GAME (BLUE, 19, CARDS, NONE, BLUE, 2, TRUE),
  END_GAME (BLUE, 20, NOTHING, NONE, NONE, 9, TRUE),
  /* red */
  BONUS    (RED,  1, EXPLOIT, 1, 0),
  BONUS    (RED,  2, URBANIZATION, 1, 0),
  BONUS    (RED,  3, CONSTRUCTION, 1, 0),
  BONUS    (RED,  4, EXPLOIT, 1, 0),
  BONUS    (RED,  5, URBANIZATION, 1, 0),
  BONUS    (RED,  6, CONSTRUCTION, 1, 0),
  BONUS    (RED,  7, EXPLOIT, 1, 1),
  BONUS    (RED,  8, URBANIZATION, 1, 1),
  BONUS    (RED,  9, CONSTRUCTION, 1, 1),
  END_GAME (RED, 10, RESOURCES, NONE, RED, 1, FALSE),
  END_GAME (RED, 11, RESOURCES, NONE, YELLOW, 1, FALSE),
  END_GAME (RED, 12, RESOURCES, NONE, BLUE, 1, FALSE),
  END_GAME (RED, 13, RESOURCES, NONE, RED, 1, FALSE),
  END_GAME (RED, 14, LOW_BUILDINGS, NONE, NONE, 1, TRUE),
  END_GAME (RED, 15, HIGH_BUILDINGS, NONE, NONE, 3, TRUE),
  END_GAME (RED, 16, BONUSES, EXPLOIT, NONE, 2, FALSE),
  END_GAME (RED, 17, BONUSES, URBANIZATION, NONE, 2, FALSE),
  END_GAME (RED, 18, BONUSES, CONSTRUCTION, NONE, 2, FALSE),
  END_GAME (RED, 19, CARDS, NONE, RED, 2, TRUE),
  END_GAME (RED, 20, NOTHING, NONE, NONE, 9, TRUE),
  /* yellow */
  BONUS    (YELLOW,  1, EXPLOIT, 1, 0),
  BONUS    (YELLOW,  2, URBANIZATION, 1, 0),
  BONUS    (YELLOW,  3, CONSTRUCTION, 1, 0),
  BONUS    (YELLOW,  4, EXPLOIT, 1, 0),
  BONUS    (YELLOW,  5, URBANIZATION, 1, 0),
  BONUS    (YELLOW,  6, CONSTRUCTION, 1, 0),
  BONUS    (YELLOW,  7, EXPLOIT, 1, 1),
  BONUS    (YELLOW,  8, URBANIZATION, 1, 1),
  BONUS    (YELLOW,  9, CONSTRUCTION, 1, 1),
  END_GAME (YELLOW, 10, RESOURCES, NONE, YELLOW, 1, FALSE),
  END_GAME (YELLOW, 11, RESOURCES, NONE, RED, 1, FALSE),
  END_GAME (YELLOW, 12, RESOURCES, NONE, BLUE, 1, FALSE),
  END_GAME (YELLOW, 13, RESOURCES, NONE, YELLOW, 1, FALSE),
  END_GAME (YELLOW, 14, LOW_BUILDINGS, NONE, NONE, 1, TRUE),
  END_GAME (YELLOW, 15, HIGH_BUILDINGS, NONE, NONE, 3, TRUE),
  END_GAME (YELLOW, 16, BONUSES, EXPLOIT, NONE, 2, FALSE),
  END_GAME (YELLOW, 17, BONUSES, URBANIZATION, NONE, 2, FALSE),
  END_GAME (YELLOW, 18, BONUSES, CONSTRUCTION, NONE, 2, FALSE),
  END_GAME (YELLOW, 19, CARDS, NONE, YELLOW, 2, TRUE),
  END_GAME (YELLOW, 20, NOTHING, NONE, NONE, 9, TRUE),
  /* urbanization cards */
  URBANIZATION ( 0),  /* A */
  URBANIZATION ( 1),  /* B */
  URBANIZATION ( 2),  /* C */
  URBANIZATION ( 3),  /* D */
  URBANIZATION ( 4),  /* E */
  URBANIZATION ( 5),  /* F */
  URBANIZATION ( 6),  /* G */
  URBANIZATION ( 7),  /* H */
  URBANIZATION ( 8),  /* I */
  URBANIZATION ( 9),  /* J */
  URBANIZATION (10),  /* K */
  URBANIZATION (11),  /* L */
};

const GkCardInfo *
gk_card_get_info (GkCard card)
{
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  g_assert (catalogue[card].card == card);
  return &catalogue[card];
}

gboolean
gk_card_get_bonus (GkCard     card,
                   GkTrigger *trigger,
                   guint     *items,
                   guint     *extra_points)
{
  const GkCardInfo *info;

  if (!gk_card_is_building (card))
    return FALSE;

  info = &catalogue[card];
  if (info->kind != GK_CARD_KIND_BONUS)
    return FALSE;

  if (trigger != NULL)
    *trigger = info->trigger;
  if (items != NULL)
    *items = info->items;
  if (extra_points != NULL)
    *extra_points = info->extra_points;
  return TRUE;
}

gboolean
gk_card_is_end_game (GkCard card)
{
  return gk_card_is_building (card) && catalogue[card].kind == GK_CARD_KIND_END_GAME;
}
