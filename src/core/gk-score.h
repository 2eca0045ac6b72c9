/* gk-score.h: the final score with every point explained (rules.md section 7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-table.h"

G_BEGIN_DECLS

/* Why a place in a district went to a player. */
typedef enum
{
  GK_PLACE_NONE,          /* nobody holds this place */
  GK_PLACE_MOST,          /* most (or second most) resources */
  GK_PLACE_ALONE,         /* the only player in the district: both places */
  GK_PLACE_TALLEST,       /* tie broken by the tallest building */
  GK_PLACE_TOP_NUMBER     /* still tied: higher top number of the tallest building */
} GkPlaceReason;

typedef struct
{
  GkCard   card;
  guint    points;
  gboolean has_colour;     /* cards 10..13: the colour they count */
  GkColour counts;         /* unverified data, rules.md section 8 */
  guint    count;          /* what was counted (resources, buildings, bonuses, cards) */
} GkCardScore;

typedef struct
{
  GkColour      colour;
  GArray       *cells;                 /* gint pairs x, y */
  guint         total;                 /* all players' resources together */
  guint         resources[GK_MAX_PLAYERS + 1];  /* by seat; [GK_PLAYER_HAL] for the opponent */
  guint         tallest[GK_MAX_PLAYERS + 1];    /* height of each player's tallest building */
  guint         tallest_number[GK_MAX_PLAYERS + 1];
  gint          first;                 /* seat or GK_NO_PLAYER */
  gint          second;
  GkPlaceReason first_reason;
  GkPlaceReason second_reason;
  guint         first_points;
  guint         second_points;
} GkDistrict;

/* The parts of a player's score, in the order the score table shows them
 * (rules.md 9): the points of play, end-game cards, unused renewal tokens,
 * districts, and their total. */
typedef enum
{
  GK_SCORE_TOKENS,
  GK_SCORE_CARDS,
  GK_SCORE_RENEWAL,
  GK_SCORE_DISTRICTS,
  GK_SCORE_TOTAL,
  GK_N_SCORE_PARTS
} GkScorePart;

typedef struct
{
  gint    player;
  guint   tokens;       /* points earned during play */
  guint   cards;        /* end-game cards 10..20 */
  guint   renewal;      /* 2 per unused renewal token */
  guint   districts;    /* majorities */
  guint   total;
  guint   rank;         /* 1 = winner; tied players share a rank */
  GArray *card_scores;  /* of GkCardScore */
} GkPlayerScore;

typedef struct
{
  guint          n_players;        /* entries in players, seating order (HAL last in solo) */
  GkPlayerScore  players[GK_MAX_PLAYERS + 1];
  GPtrArray     *districts;        /* of GkDistrict*, in reading order of their first cell */
  gboolean       final;            /* the game is over (or a position) */
} GkScore;

GkScore        *gk_score_compute           (const GkTable   *table);
void            gk_score_free              (GkScore         *score);

/* Who won (rules.md 9: the most points, then the tie-breaks), or who
 * leads while the game goes on: the first rank, shared by a tie.  Bit i
 * stands for score->players[i] (HAL's entry too, in a solo game). */
guint64         gk_score_winners           (const GkScore   *score);

/* Card 10..13 of @colour: the building colour it counts (unverified data). */
GkColour        gk_score_card_counts_colour (GkCard          card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkScore, gk_score_free)

G_END_DECLS
