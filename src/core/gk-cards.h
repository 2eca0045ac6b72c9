/* gk-cards.h: the catalogue of the 72 cards (rules.md sections 1, 6, 7, 8)
 *
 * One row per card says everything the rules need about it: its kind, its
 * number and colour, what it pays as a permanent bonus, what it counts as
 * an end-game card, and whether that is verified.  The engine's bonuses,
 * the score, the report and every screen read it; nothing else encodes a
 * card.  A new end-game card is a new GkCardCount and a row here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-types.h"

G_BEGIN_DECLS

typedef enum
{
  GK_CARD_KIND_URBANIZATION,   /* A..L: lays a tile on its marker's cell */
  GK_CARD_KIND_BONUS,          /* building cards 1..9: a permanent bonus */
  GK_CARD_KIND_END_GAME        /* building cards 10..20: points at the end */
} GkCardKind;

/* What an end-game card counts (rules.md 7, the table of cards 10..20). */
typedef enum
{
  GK_CARD_COUNTS_NONE,             /* not an end-game card */
  GK_CARD_COUNTS_RESOURCES,        /* own resources on buildings whose top is counted_colour */
  GK_CARD_COUNTS_LOW_BUILDINGS,    /* own buildings of height 1 or 2 */
  GK_CARD_COUNTS_HIGH_BUILDINGS,   /* own buildings of height 3 or more */
  GK_CARD_COUNTS_BONUSES,          /* bonuses of trigger, characters included */
  GK_CARD_COUNTS_CARDS,            /* cards and characters of counted_colour, itself included */
  GK_CARD_COUNTS_NOTHING           /* a flat number of points */
} GkCardCounts;

typedef struct
{
  GkCard       card;
  GkCardKind   kind;
  guint        number;          /* 1..20; 0 for an urbanization card */
  guint        letter;          /* 0 (A) .. 11 (L) for an urbanization card; else 0 */
  GkColour     colour;          /* GK_N_COLOURS for an urbanization card */
  /* A bonus card: the action that pays; an end-game card counting bonuses:
   * the action whose bonuses it counts; else GK_N_TRIGGERS. */
  GkTrigger    trigger;
  guint        items;           /* a bonus: items of the card's colour per payment */
  guint        extra_points;    /* a bonus: points paid on top of the items */
  GkCardCounts counts;          /* an end-game card: what it counts */
  GkColour     counted_colour;  /* RESOURCES and CARDS: the colour counted; else GK_N_COLOURS */
  guint        points;          /* an end-game card: points per item counted, or in all for NOTHING */
  /* FALSE where rules.md 8 says the data comes from a fan implementation:
   * the trigger of cards 1..9 and 16..18, the colour cards 10..13 count. */
  gboolean     verified;
} GkCardInfo;

/* The row of @card, one of the GK_N_CARDS cards. */
const GkCardInfo *gk_card_get_info         (GkCard           card);

/* The permanent bonus of building card @card (1..9): its trigger, the items
 * of its colour it pays and the points on top.  FALSE for any other card. */
gboolean        gk_card_get_bonus          (GkCard           card,
                                            GkTrigger       *trigger,
                                            guint           *items,
                                            guint           *extra_points);

/* Whether @card is an end-game card (building cards 10..20). */
gboolean        gk_card_is_end_game        (GkCard           card);

G_END_DECLS
