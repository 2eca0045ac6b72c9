/* gk-score.c: the final score with every point explained (rules.md section 7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gk-score.h"

/* One slot per seat, plus GK_PLAYER_HAL for the solo opponent. */
#define N_SLOTS (GK_MAX_PLAYERS + 1)

/* What the cards need to know about a player's buildings, from one pass
 * over the city. */
typedef struct
{
  guint resources[GK_N_COLOURS];  /* own resources by top colour */
  guint low;                      /* own buildings of height 1 or 2 */
  guint high;                     /* own buildings of height 3 or more */
} CityCounts;

static inline gboolean
is_owner_slot (gint owner)
{
  return owner >= 0 && owner < N_SLOTS;
}

GkColour
gk_score_card_counts_colour (GkCard card)
{
  const GkCardInfo *info;
  gboolean number_counts_a_colour;

  g_return_val_if_fail (gk_card_is_building (card), GK_N_COLOURS);

  info = gk_card_get_info (card);
  number_counts_a_colour = info->counts == GK_CARD_COUNTS_RESOURCES;
  g_return_val_if_fail (number_counts_a_colour, GK_N_COLOURS);

  return info->counted_colour;
}

/* ---- districts ---- */

typedef struct
{
  guint64           key;        /* reading order: y, then x */
  const GkBuilding *building;
} Cell;

static inline guint64
reading_key (gint x,
             gint y)
{
  /* flipping the sign bit makes signed order unsigned order */
  return ((guint64) ((guint32) y ^ 0x80000000u) << 32) | ((guint32) x ^ 0x80000000u);
}

/* Sorts @cells by key: a merge sort, n log n, @tmp as large as @cells. */
static void
sort_cells (Cell  *cells,
            Cell  *tmp,
            guint  n)
{
  Cell *from = cells;
  Cell *to = tmp;

  for (guint width = 1; width < n; width *= 2)
    {
      Cell *swap;

      for (guint lo = 0; lo < n; lo += 2 * width)
        {
          guint mid = MIN (lo + width, n);
          guint hi = MIN (lo + 2 * width, n);
          guint i = lo, j = mid, k = lo;

          while (i < mid && j < hi)
            to[k++] = from[j].key < from[i].key ? from[j++] : from[i++];
          while (i < mid)
            to[k++] = from[i++];
          while (j < hi)
            to[k++] = from[j++];
        }

      swap = from;
      from = to;
      to = swap;
    }

  if (from != cells)
    memcpy (cells, from, n * sizeof (Cell));
}

/* Index of the cell with @key in @cells (sorted), or -1. */
static gint
find_cell (const Cell *cells,
           guint       n_cells,
           guint64     key)
{
  guint lo = 0;
  guint hi = n_cells;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (cells[mid].key < key)
        lo = mid + 1;
      else
        hi = mid;
    }

  if (lo < n_cells && cells[lo].key == key)
    return (gint) lo;

  return -1;
}

static guint
find_root (guint *parent,
           guint  i)
{
  while (parent[i] != i)
    {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
  return i;
}

static void
join (guint *parent,
      guint  a,
      guint  b)
{
  a = find_root (parent, a);
  b = find_root (parent, b);

  /* the root is the cell first in reading order */
  if (a < b)
    parent[b] = a;
  else if (b < a)
    parent[a] = b;
}

static void
district_free (gpointer data)
{
  GkDistrict *district = data;

  g_clear_pointer (&district->cells, g_array_unref);
  g_free (district);
}

/* TRUE when slot @a ranks before slot @b in @district: more resources;
 * tied: the taller tallest building; still tied: the higher top number of
 * that building (rules.md section 7, district ties). */
static gboolean
ranks_before (const GkDistrict *district,
              gint              a,
              gint              b)
{
  if (district->resources[a] != district->resources[b])
    return district->resources[a] > district->resources[b];
  if (district->tallest[a] != district->tallest[b])
    return district->tallest[a] > district->tallest[b];
  return district->tallest_number[a] > district->tallest_number[b];
}

/* Why @winner placed ahead of @next (the best of the players behind it).
 * The top number always settles what height leaves tied: the buildings of
 * a district share a colour, and no two tiles of a colour share a number. */
static GkPlaceReason
place_reason (const GkDistrict *district,
              gint              winner,
              gint              next)
{
  if (next == GK_NO_PLAYER || district->resources[winner] > district->resources[next])
    return GK_PLACE_MOST;
  if (district->tallest[winner] > district->tallest[next])
    return GK_PLACE_TALLEST;
  return GK_PLACE_TOP_NUMBER;
}

/* Gives the two places of @district (rules.md section 7, districts). */
static void
district_award (GkDistrict *district)
{
  gint order[N_SLOTS];
  guint n = 0;

  district->first = GK_NO_PLAYER;
  district->second = GK_NO_PLAYER;
  district->first_reason = GK_PLACE_NONE;
  district->second_reason = GK_PLACE_NONE;
  district->first_points = 0;
  district->second_points = 0;

  /* players without resources here score nothing: insertion sort of the rest */
  for (gint slot = 0; slot < N_SLOTS; slot++)
    {
      guint i;

      if (district->resources[slot] == 0)
        continue;

      for (i = n; i > 0 && ranks_before (district, slot, order[i - 1]); i--)
        order[i] = order[i - 1];
      order[i] = slot;
      n++;
    }

  if (n == 0)
    return;

  if (n == 1)
    {
      /* alone: both places, twice its own resources */
      district->first = order[0];
      district->second = order[0];
      district->first_reason = GK_PLACE_ALONE;
      district->second_reason = GK_PLACE_ALONE;
      district->first_points = district->total;
      district->second_points = district->resources[order[0]];
      return;
    }

  district->first = order[0];
  district->first_reason = place_reason (district, order[0], order[1]);
  district->first_points = district->total;

  district->second = order[1];
  district->second_reason = place_reason (district, order[1], n > 2 ? order[2] : GK_NO_PLAYER);
  district->second_points = district->resources[order[1]];
}

/* Finds the districts: maximal groups of at least two orthogonally adjacent
 * buildings with the same top colour, in reading order of their first cell.
 * With the cells sorted in reading order the right neighbour is the next
 * cell and the one below a binary search: n log n for the whole city. */
static void
compute_districts (const GkTable *table,
                   GkScore       *score)
{
  /* a city holds at most 60 buildings: the heap is there for the impossible */
  enum { N_STACK = GK_N_TILES + 4 };
  guint n_buildings = gk_table_get_n_buildings (table);
  Cell stack_cells[2 * N_STACK];
  guint stack_parent[N_STACK];
  guint stack_size[N_STACK];
  GkDistrict *stack_by_root[N_STACK];
  g_autofree Cell *heap_cells = NULL;
  g_autofree guint *heap_parent = NULL;
  g_autofree guint *heap_size = NULL;
  g_autofree GkDistrict **heap_by_root = NULL;
  Cell *cells = stack_cells;
  guint *parent = stack_parent;
  guint *size = stack_size;
  GkDistrict **by_root = stack_by_root;
  guint n = 0;

  if (n_buildings > N_STACK)
    {
      cells = heap_cells = g_new (Cell, 2 * n_buildings);
      parent = heap_parent = g_new (guint, n_buildings);
      size = heap_size = g_new (guint, n_buildings);
      by_root = heap_by_root = g_new (GkDistrict *, n_buildings);
    }

  for (guint i = 0; i < n_buildings; i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);

      if (b == NULL || b->height == 0 || b->top == GK_NO_TILE)
        continue;

      cells[n].key = reading_key (b->x, b->y);
      cells[n].building = b;
      n++;
    }

  sort_cells (cells, cells + n, n);

  for (guint i = 0; i < n; i++)
    {
      parent[i] = i;
      size[i] = 0;
      by_root[i] = NULL;
    }

  for (guint i = 0; i < n; i++)
    {
      const GkBuilding *b = cells[i].building;
      GkColour colour = gk_tile_get_colour (b->top);
      gint below;

      if (i + 1 < n
          && cells[i + 1].key == reading_key (b->x + 1, b->y)
          && gk_tile_get_colour (cells[i + 1].building->top) == colour)
        join (parent, i, i + 1);

      below = find_cell (cells, n, reading_key (b->x, b->y + 1));
      if (below >= 0 && gk_tile_get_colour (cells[below].building->top) == colour)
        join (parent, i, (guint) below);
    }

  for (guint i = 0; i < n; i++)
    size[find_root (parent, i)]++;

  /* visiting the cells in reading order creates each district at its first cell */
  for (guint i = 0; i < n; i++)
    {
      guint root = find_root (parent, i);
      const GkBuilding *b = cells[i].building;
      GkDistrict *district;
      gint cell[2];

      if (size[root] < 2)
        continue;

      district = by_root[root];
      if (district == NULL)
        {
          district = g_new0 (GkDistrict, 1);
          district->colour = gk_tile_get_colour (b->top);
          district->cells = g_array_sized_new (FALSE, FALSE, sizeof (gint), 2 * size[root]);
          by_root[root] = district;
          g_ptr_array_add (score->districts, district);
        }

      cell[0] = b->x;
      cell[1] = b->y;
      g_array_append_vals (district->cells, cell, 2);

      /* an owned building holds as many of its owner's resources as it has
       * tiles; an unowned one only shapes the district */
      if (is_owner_slot (b->owner))
        {
          guint number = gk_tile_get_number (b->top);

          district->resources[b->owner] += b->height;
          district->total += b->height;

          /* a player's tallest building; of two as tall, the higher number */
          if (b->height > district->tallest[b->owner]
              || (b->height == district->tallest[b->owner]
                  && number > district->tallest_number[b->owner]))
            {
              district->tallest[b->owner] = b->height;
              district->tallest_number[b->owner] = number;
            }
        }
    }

  for (guint i = 0; i < score->districts->len; i++)
    district_award (g_ptr_array_index (score->districts, i));
}

/* ---- end-game cards ---- */

/* Bonuses of @trigger in front of @player: characters and kept cards 1..9
 * (rules.md 9.12). */
static guint
count_bonuses (const GkTable *table,
               gint           player,
               GkTrigger      trigger)
{
  guint n_characters = gk_table_get_n_characters (table, player);
  guint n_kept = gk_table_get_n_kept (table, player);
  guint count = 0;

  for (guint i = 0; i < n_characters; i++)
    {
      const GkCharacter *character = gk_table_get_character (table, player, i);

      if (character != NULL && character->trigger == trigger)
        count++;
    }

  for (guint i = 0; i < n_kept; i++)
    {
      GkTrigger card_trigger;

      if (gk_card_get_bonus (gk_table_get_kept (table, player, i), &card_trigger, NULL, NULL)
          && card_trigger == trigger)
        count++;
    }

  return count;
}

/* Cards of @colour in front of @player: characters of that colour and every
 * kept card of that colour, end-game cards included (rules.md 9.12). */
static guint
count_colour (const GkTable *table,
              gint           player,
              GkColour       colour)
{
  guint n_characters = gk_table_get_n_characters (table, player);
  guint n_kept = gk_table_get_n_kept (table, player);
  guint count = 0;

  for (guint i = 0; i < n_characters; i++)
    {
      const GkCharacter *character = gk_table_get_character (table, player, i);

      if (character != NULL && character->colour == colour)
        count++;
    }

  for (guint i = 0; i < n_kept; i++)
    {
      GkCard card = gk_table_get_kept (table, player, i);

      if (gk_card_is_building (card) && gk_tile_get_colour (card) == colour)
        count++;
    }

  return count;
}

/* Scores one end-game card: what its row of the catalogue counts
 * (rules.md section 7, table of cards 10..20). */
static void
score_card (const GkTable    *table,
            gint              player,
            const CityCounts *city,
            GkCard            card,
            GkCardScore      *out)
{
  const GkCardInfo *info = gk_card_get_info (card);

  /* has_colour says the card counts one building colour (10..13); for the
   * other cards counts is the card's own colour, the one 19 counts */
  out->card = card;
  out->has_colour = info->counts == GK_CARD_COUNTS_RESOURCES;
  out->counts = out->has_colour ? info->counted_colour : info->colour;

  switch (info->counts)
    {
    case GK_CARD_COUNTS_RESOURCES:
      out->count = city->resources[info->counted_colour];
      break;

    case GK_CARD_COUNTS_LOW_BUILDINGS:
      out->count = city->low;
      break;

    case GK_CARD_COUNTS_HIGH_BUILDINGS:
      out->count = city->high;
      break;

    case GK_CARD_COUNTS_BONUSES:
      out->count = count_bonuses (table, player, info->trigger);
      break;

    case GK_CARD_COUNTS_CARDS:
      out->count = count_colour (table, player, info->counted_colour);
      break;

    case GK_CARD_COUNTS_NOTHING:
      /* a flat number of points: nothing is counted */
      out->count = 0;
      out->points = info->points;
      return;

    case GK_CARD_COUNTS_NONE:
    default:
      g_assert_not_reached ();
    }

  out->points = info->points * out->count;
}

static void
score_player (const GkTable    *table,
              gint              player,
              const CityCounts *city,
              GkPlayerScore    *out)
{
  guint n_kept = gk_table_get_n_kept (table, player);

  out->player = player;
  out->tokens = gk_table_get_points (table, player);
  out->renewal = 2 * gk_table_get_renewal_tokens (table, player);
  out->cards = 0;
  out->card_scores = g_array_sized_new (FALSE, TRUE, sizeof (GkCardScore), 4);

  for (guint i = 0; i < n_kept; i++)
    {
      GkCard card = gk_table_get_kept (table, player, i);
      GkCardScore card_score = { 0, };

      if (!gk_card_is_end_game (card))
        continue;

      score_card (table, player, city, card, &card_score);
      out->cards += card_score.points;
      g_array_append_val (out->card_scores, card_score);
    }
}

/* ---- the whole score ---- */

GkScore *
gk_score_compute (const GkTable *table)
{
  CityCounts city[N_SLOTS] = { { { 0, }, 0, 0 }, };
  gint seats[N_SLOTS];
  guint n_seats;
  guint n_buildings;
  GkScore *score;

  g_return_val_if_fail (table != NULL, NULL);

  score = g_new0 (GkScore, 1);
  score->final = gk_table_is_game_over (table) || gk_table_is_position (table);
  score->districts = g_ptr_array_new_with_free_func (district_free);

  n_seats = MIN (gk_table_get_n_players (table), GK_MAX_PLAYERS);
  for (guint i = 0; i < n_seats; i++)
    seats[i] = (gint) i;
  /* the solo opponent scores like a player, after the human (rules.md 10) */
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    seats[n_seats++] = GK_PLAYER_HAL;
  score->n_players = n_seats;

  /* one pass over the city for the cards 10..15 */
  n_buildings = gk_table_get_n_buildings (table);
  for (guint i = 0; i < n_buildings; i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);

      if (b == NULL || !is_owner_slot (b->owner) || b->top == GK_NO_TILE)
        continue;

      city[b->owner].resources[gk_tile_get_colour (b->top)] += b->height;
      if (b->height >= 3)
        city[b->owner].high++;
      else if (b->height >= 1)
        city[b->owner].low++;
    }

  compute_districts (table, score);

  for (guint i = 0; i < n_seats; i++)
    {
      GkPlayerScore *player = &score->players[i];

      score_player (table, seats[i], &city[seats[i]], player);

      for (guint d = 0; d < score->districts->len; d++)
        {
          const GkDistrict *district = g_ptr_array_index (score->districts, d);

          if (district->first == seats[i])
            player->districts += district->first_points;
          if (district->second == seats[i])
            player->districts += district->second_points;
        }

      player->total = player->tokens + player->cards + player->renewal + player->districts;
    }

  /* ties for the win are shared (rules.md 9.6): a rank is one more than the
   * number of players with a higher total, so equal totals go 1, 1, 3 */
  for (guint i = 0; i < n_seats; i++)
    {
      score->players[i].rank = 1;
      for (guint j = 0; j < n_seats; j++)
        if (score->players[j].total > score->players[i].total)
          score->players[i].rank++;
    }

  for (guint i = n_seats; i < G_N_ELEMENTS (score->players); i++)
    score->players[i].player = GK_NO_PLAYER;

  return score;
}

guint64
gk_score_winners (const GkScore *score)
{
  guint64 winners = 0;

  g_return_val_if_fail (score != NULL, 0);

  for (guint i = 0; i < score->n_players; i++)
    if (score->players[i].rank == 1)
      winners |= G_GUINT64_CONSTANT (1) << i;
  return winners;
}

void
gk_score_free (GkScore *score)
{
  if (score == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (score->players); i++)
    g_clear_pointer (&score->players[i].card_scores, g_array_unref);
  g_clear_pointer (&score->districts, g_ptr_array_unref);
  g_free (score);
}
