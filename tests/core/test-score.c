/* test-score.c: the final score, as players would check it at the table
 *
 * Every table here is a finished position (rules.md section 7): cities are
 * drawn in comments, one cell per building, with the owner and the height.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "gk-test-util.h"

#define P1 0
#define P2 1
#define P3 2
#define P4 3
#define NOBODY GK_NO_PLAYER

#define BLUE(n)   gk_tile_make (GK_COLOUR_BLUE, (n))
#define RED(n)    gk_tile_make (GK_COLOUR_RED, (n))
#define YELLOW(n) gk_tile_make (GK_COLOUR_YELLOW, (n))

/* ---- building positions ---- */

static void
set_player (GkTable *table,
            gint     player,
            guint    points,
            guint    renewal_tokens)
{
  g_autofree char *name = g_strdup_printf ("Player %d", player + 1);

  gk_table_position_set_player (table, player, name, (GkPlayerColour) player,
                                points, renewal_tokens, 0, 0);
}

static GkTable *
position_new (guint n_players)
{
  GkTable *table = gk_table_new_position (n_players);

  for (guint i = 0; i < n_players; i++)
    set_player (table, (gint) i, 0, 0);

  return table;
}

static void
build (GkTable      *table,
       gint          x,
       gint          y,
       gint          owner,
       const GkTile *tiles,
       guint         n_tiles)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = gk_table_position_add_building (table, x, y, owner, tiles, n_tiles, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
}

/* BUILD (table, x, y, owner, tiles bottom to top...) */
#define BUILD(table, x, y, owner, ...) \
  build ((table), (x), (y), (owner), (const GkTile[]) { __VA_ARGS__ }, \
         sizeof ((const GkTile[]) { __VA_ARGS__ }) / sizeof (GkTile))

static void
keep (GkTable *table,
      gint     player,
      GkCard   card)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = gk_table_position_add_kept (table, player, card, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
}

static void
character (GkTable   *table,
           gint       player,
           GkColour   colour,
           GkTrigger  trigger)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = gk_table_position_add_character (table, player, colour, trigger, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
}

/* ---- reading a score ---- */

static const GkPlayerScore *
player_score (const GkScore *score,
              gint           player)
{
  for (guint i = 0; i < score->n_players; i++)
    if (score->players[i].player == player)
      return &score->players[i];

  g_assert_not_reached ();
  return NULL;
}

static gboolean
district_has_cell (const GkDistrict *district,
                   gint              x,
                   gint              y)
{
  for (guint i = 0; i + 1 < district->cells->len; i += 2)
    if (g_array_index (district->cells, gint, i) == x
        && g_array_index (district->cells, gint, i + 1) == y)
      return TRUE;

  return FALSE;
}

/* The district holding the building at x, y, or NULL when that building
 * is in none. */
static const GkDistrict *
district_at (const GkScore *score,
             gint           x,
             gint           y)
{
  const GkDistrict *found = NULL;

  for (guint i = 0; i < score->districts->len; i++)
    {
      const GkDistrict *district = g_ptr_array_index (score->districts, i);

      if (district_has_cell (district, x, y))
        {
          g_assert_null (found);
          found = district;
        }
    }

  return found;
}

static guint
district_size (const GkDistrict *district)
{
  return district->cells->len / 2;
}

static const GkCardScore *
card_score (const GkPlayerScore *player,
            GkCard               card)
{
  for (guint i = 0; i < player->card_scores->len; i++)
    {
      const GkCardScore *cs = &g_array_index (player->card_scores, GkCardScore, i);

      if (cs->card == card)
        return cs;
    }

  g_assert_not_reached ();
  return NULL;
}

static void
assert_totals_add_up (const GkScore *score)
{
  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *p = &score->players[i];
      guint cards = 0;

      for (guint c = 0; c < p->card_scores->len; c++)
        cards += g_array_index (p->card_scores, GkCardScore, c).points;

      g_assert_cmpuint (p->cards, ==, cards);
      g_assert_cmpuint (p->total, ==, p->tokens + p->cards + p->renewal + p->districts);
    }
}

/* ---- districts ---- */

/* The rulebook's example (three players):
 *
 *          x=0            x=1            x=2            x=3
 *   y=0    blue-12 P1 h3  blue-9 P2 h2   blue-6 P3 h2   red-20 P3 h1
 *   y=1    yellow-14 P2 h2 yellow-8 P2 h1
 *
 * Blue: 7 resources; P1 has the most (3) and scores all 7; P2 and P3 tie
 * for second with 2 each on buildings of the same height: P2's top number
 * 9 beats P3's 6, so P2 scores 2 and P3 nothing.  Yellow: P2 alone with 3
 * resources scores both places, 6.  The red 20 stands alone: no district. */
static void
test_rulebook_example (void)
{
  g_autoptr(GkTable) table = position_new (3);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *blue, *yellow;

  BUILD (table, 0, 0, P1, RED (5), YELLOW (6), BLUE (12));
  BUILD (table, 1, 0, P2, RED (6), BLUE (9));
  BUILD (table, 2, 0, P3, YELLOW (7), BLUE (6));
  BUILD (table, 3, 0, P3, RED (20));
  BUILD (table, 0, 1, P2, BLUE (7), YELLOW (14));
  BUILD (table, 1, 1, P2, YELLOW (8));

  score = gk_score_compute (table);
  g_assert_nonnull (score);
  g_assert_true (score->final);
  g_assert_cmpuint (score->n_players, ==, 3);
  g_assert_cmpuint (score->districts->len, ==, 2);

  blue = g_ptr_array_index (score->districts, 0);
  g_assert_true (blue == district_at (score, 0, 0));
  g_assert_cmpint (blue->colour, ==, GK_COLOUR_BLUE);
  g_assert_cmpuint (district_size (blue), ==, 3);
  g_assert_cmpuint (blue->total, ==, 7);
  g_assert_cmpuint (blue->resources[P1], ==, 3);
  g_assert_cmpuint (blue->resources[P2], ==, 2);
  g_assert_cmpuint (blue->resources[P3], ==, 2);
  g_assert_cmpuint (blue->tallest[P2], ==, 2);
  g_assert_cmpuint (blue->tallest[P3], ==, 2);
  g_assert_cmpuint (blue->tallest_number[P2], ==, 9);
  g_assert_cmpuint (blue->tallest_number[P3], ==, 6);
  g_assert_cmpint (blue->first, ==, P1);
  g_assert_cmpint (blue->first_reason, ==, GK_PLACE_MOST);
  g_assert_cmpuint (blue->first_points, ==, 7);
  g_assert_cmpint (blue->second, ==, P2);
  g_assert_cmpint (blue->second_reason, ==, GK_PLACE_TOP_NUMBER);
  g_assert_cmpuint (blue->second_points, ==, 2);

  yellow = g_ptr_array_index (score->districts, 1);
  g_assert_true (yellow == district_at (score, 1, 1));
  g_assert_cmpint (yellow->colour, ==, GK_COLOUR_YELLOW);
  g_assert_cmpuint (yellow->total, ==, 3);
  g_assert_cmpint (yellow->first, ==, P2);
  g_assert_cmpint (yellow->second, ==, P2);
  g_assert_cmpint (yellow->first_reason, ==, GK_PLACE_ALONE);
  g_assert_cmpint (yellow->second_reason, ==, GK_PLACE_ALONE);
  g_assert_cmpuint (yellow->first_points + yellow->second_points, ==, 6);

  /* the lone red 20 */
  g_assert_null (district_at (score, 3, 0));

  g_assert_cmpuint (player_score (score, P1)->districts, ==, 7);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 2 + 6);
  g_assert_cmpuint (player_score (score, P3)->districts, ==, 0);
  assert_totals_add_up (score);
}

/* A tie for first place goes to the taller building, whatever the numbers:
 *
 *   y=0    red-15 P1 h2   red-11 P1 h1   red-10 P2 h3   blue-8 P3 h1
 *
 * P1 and P2 both have 3 resources; P2's building (height 3) is taller than
 * P1's tallest (height 2), though P1's top number 15 is higher.  P2 scores
 * the district's 6, P1 its own 3; P3 has nothing there. */
static void
test_tie_first_tallest (void)
{
  g_autoptr(GkTable) table = position_new (3);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *red;

  BUILD (table, 0, 0, P1, BLUE (4), RED (15));
  BUILD (table, 1, 0, P1, RED (11));
  BUILD (table, 2, 0, P2, BLUE (5), YELLOW (4), RED (10));
  BUILD (table, 3, 0, P3, BLUE (8));

  score = gk_score_compute (table);
  g_assert_cmpuint (score->districts->len, ==, 1);

  red = district_at (score, 0, 0);
  g_assert_nonnull (red);
  g_assert_cmpuint (district_size (red), ==, 3);
  g_assert_null (district_at (score, 3, 0));
  g_assert_cmpuint (red->resources[P1], ==, 3);
  g_assert_cmpuint (red->resources[P2], ==, 3);
  g_assert_cmpuint (red->resources[P3], ==, 0);
  g_assert_cmpuint (red->tallest[P1], ==, 2);
  g_assert_cmpuint (red->tallest_number[P1], ==, 15);
  g_assert_cmpuint (red->tallest[P2], ==, 3);
  g_assert_cmpuint (red->tallest_number[P2], ==, 10);

  g_assert_cmpint (red->first, ==, P2);
  g_assert_cmpint (red->first_reason, ==, GK_PLACE_TALLEST);
  g_assert_cmpuint (red->first_points, ==, 6);
  g_assert_cmpint (red->second, ==, P1);
  g_assert_cmpint (red->second_reason, ==, GK_PLACE_MOST);
  g_assert_cmpuint (red->second_points, ==, 3);

  g_assert_cmpuint (player_score (score, P1)->districts, ==, 3);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 6);
  g_assert_cmpuint (player_score (score, P3)->districts, ==, 0);
}

/* The most resources win first place, however tall the others' buildings:
 *
 *   y=0    blue-8 P1 h2   blue-4 P1 h2   blue-17 P2 h3
 *
 * P1 has 4 on two height-2 buildings, P2 3 on a height-3 building with a
 * higher number: P1 scores the district's 7, P2 its own 3. */
static void
test_most_beats_tallest (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *blue;

  BUILD (table, 0, 0, P1, RED (12), BLUE (8));
  BUILD (table, 1, 0, P1, YELLOW (12), BLUE (4));
  BUILD (table, 2, 0, P2, RED (13), YELLOW (13), BLUE (17));

  score = gk_score_compute (table);
  blue = district_at (score, 2, 0);
  g_assert_nonnull (blue);
  g_assert_cmpuint (blue->total, ==, 7);
  g_assert_cmpuint (blue->tallest[P1], ==, 2);
  g_assert_cmpuint (blue->tallest_number[P1], ==, 8);
  g_assert_cmpint (blue->first, ==, P1);
  g_assert_cmpint (blue->first_reason, ==, GK_PLACE_MOST);
  g_assert_cmpuint (blue->first_points, ==, 7);
  g_assert_cmpint (blue->second, ==, P2);
  g_assert_cmpint (blue->second_reason, ==, GK_PLACE_MOST);
  g_assert_cmpuint (blue->second_points, ==, 3);
  g_assert_cmpuint (player_score (score, P1)->districts, ==, 7);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 3);
}

/* Three players tied on resources:
 *
 *   y=0    yellow-3 P1 h2   yellow-9 P2 h1   yellow-5 P3 h2
 *   y=1                     yellow-4 P2 h1
 *
 * All have 2.  P1 and P3 have a height-2 building, P2 only height 1s
 * (though P2 holds the highest number, 9): P2 loses second place to P1 on
 * height.  Between P1 (top 3) and P3 (top 5), both height 2, first place
 * goes to P3 on the top number. */
static void
test_tie_three_ways (void)
{
  g_autoptr(GkTable) table = position_new (3);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *yellow;

  BUILD (table, 0, 0, P1, RED (7), YELLOW (3));
  BUILD (table, 1, 0, P2, YELLOW (9));
  BUILD (table, 2, 0, P3, BLUE (11), YELLOW (5));
  BUILD (table, 1, 1, P2, YELLOW (4));

  score = gk_score_compute (table);
  yellow = district_at (score, 1, 1);
  g_assert_nonnull (yellow);
  g_assert_cmpuint (district_size (yellow), ==, 4);
  g_assert_cmpuint (yellow->total, ==, 6);
  g_assert_cmpuint (yellow->tallest[P2], ==, 1);
  g_assert_cmpuint (yellow->tallest_number[P2], ==, 9);

  g_assert_cmpint (yellow->first, ==, P3);
  g_assert_cmpint (yellow->first_reason, ==, GK_PLACE_TOP_NUMBER);
  g_assert_cmpuint (yellow->first_points, ==, 6);
  g_assert_cmpint (yellow->second, ==, P1);
  g_assert_cmpint (yellow->second_reason, ==, GK_PLACE_TALLEST);
  g_assert_cmpuint (yellow->second_points, ==, 2);

  g_assert_cmpuint (player_score (score, P1)->districts, ==, 2);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 0);
  g_assert_cmpuint (player_score (score, P3)->districts, ==, 6);
}

/* Unowned starting buildings shape districts but hold no resources:
 *
 *          x=0             x=1           x=2
 *   y=0    blue-5 P1 h1    blue-1 ---    blue-6 P2 h2
 *   y=1    yellow-1 ---    yellow-2 ---  red-1 ---
 *
 * The unowned blue 1 joins P1's and P2's buildings into one district of
 * 3 resources: P2 scores 3, P1 1.  The two unowned yellows make a
 * district nobody scores. */
static void
test_unowned (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *blue, *yellow;

  BUILD (table, 0, 0, P1, BLUE (5));
  BUILD (table, 1, 0, NOBODY, BLUE (1));
  BUILD (table, 2, 0, P2, RED (8), BLUE (6));
  BUILD (table, 0, 1, NOBODY, YELLOW (1));
  BUILD (table, 1, 1, NOBODY, YELLOW (2));
  BUILD (table, 2, 1, NOBODY, RED (1));

  score = gk_score_compute (table);
  g_assert_cmpuint (score->districts->len, ==, 2);

  blue = g_ptr_array_index (score->districts, 0);
  g_assert_true (blue == district_at (score, 1, 0));
  g_assert_cmpuint (district_size (blue), ==, 3);
  g_assert_cmpuint (blue->total, ==, 3);
  g_assert_cmpint (blue->first, ==, P2);
  g_assert_cmpuint (blue->first_points, ==, 3);
  g_assert_cmpint (blue->second, ==, P1);
  g_assert_cmpuint (blue->second_points, ==, 1);

  yellow = g_ptr_array_index (score->districts, 1);
  g_assert_true (yellow == district_at (score, 0, 1));
  g_assert_cmpuint (district_size (yellow), ==, 2);
  g_assert_cmpuint (yellow->total, ==, 0);
  g_assert_cmpint (yellow->first, ==, NOBODY);
  g_assert_cmpint (yellow->second, ==, NOBODY);
  g_assert_cmpint (yellow->first_reason, ==, GK_PLACE_NONE);
  g_assert_cmpint (yellow->second_reason, ==, GK_PLACE_NONE);
  g_assert_cmpuint (yellow->first_points, ==, 0);
  g_assert_cmpuint (yellow->second_points, ==, 0);

  g_assert_null (district_at (score, 2, 1));
  g_assert_cmpuint (player_score (score, P1)->districts, ==, 1);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 3);
}

/* Districts come in reading order of their first cell (top row first, then
 * left to right), whatever order the buildings were entered in; so do the
 * cells of each district.  Buildings touching at a corner do not join, nor
 * do two in a row with a gap between them.
 *
 *          x=0         x=1          x=2         x=3         x=4
 *   y=0                                         red-4 P1
 *   y=1                blue-6 P1    red-5 P2    red-6 P1    yellow-6 P2
 *   y=2    yellow-4 P2 yellow-5 P1  blue-4 P1               red-8 P1
 *   y=3                red-7 P2     blue-5 P2               blue-8 P2
 */
static void
test_reading_order (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *d;
  static const gint red_cells[] = { 3, 0, 2, 1, 3, 1 };

  BUILD (table, 2, 3, P2, BLUE (5));
  BUILD (table, 1, 3, P2, RED (7));
  BUILD (table, 1, 1, P1, BLUE (6));
  BUILD (table, 2, 2, P1, BLUE (4));
  BUILD (table, 1, 2, P1, YELLOW (5));
  BUILD (table, 0, 2, P2, YELLOW (4));
  BUILD (table, 3, 1, P1, RED (6));
  BUILD (table, 2, 1, P2, RED (5));
  BUILD (table, 3, 0, P1, RED (4));
  BUILD (table, 4, 1, P2, YELLOW (6));
  BUILD (table, 4, 2, P1, RED (8));
  BUILD (table, 4, 3, P2, BLUE (8));

  score = gk_score_compute (table);
  g_assert_cmpuint (score->districts->len, ==, 3);

  d = g_ptr_array_index (score->districts, 0);
  g_assert_cmpint (d->colour, ==, GK_COLOUR_RED);
  g_assert_cmpuint (d->cells->len, ==, G_N_ELEMENTS (red_cells));
  for (guint i = 0; i < G_N_ELEMENTS (red_cells); i++)
    g_assert_cmpint (g_array_index (d->cells, gint, i), ==, red_cells[i]);
  /* P1 2, P2 1 */
  g_assert_cmpint (d->first, ==, P1);
  g_assert_cmpuint (d->first_points, ==, 3);
  g_assert_cmpint (d->second, ==, P2);
  g_assert_cmpuint (d->second_points, ==, 1);

  d = g_ptr_array_index (score->districts, 1);
  g_assert_cmpint (d->colour, ==, GK_COLOUR_YELLOW);
  g_assert_true (d == district_at (score, 1, 2));
  /* P1 and P2 one each, both height 1: P1's yellow 5 beats P2's yellow 4 */
  g_assert_cmpint (d->first, ==, P1);
  g_assert_cmpint (d->first_reason, ==, GK_PLACE_TOP_NUMBER);

  d = g_ptr_array_index (score->districts, 2);
  g_assert_cmpint (d->colour, ==, GK_COLOUR_BLUE);
  g_assert_cmpuint (district_size (d), ==, 2);
  g_assert_true (d == district_at (score, 2, 2));
  g_assert_true (d == district_at (score, 2, 3));

  /* blue 6 touches blue 4 at a corner only */
  g_assert_null (district_at (score, 1, 1));
  /* blue 8 is two cells right of blue 5 */
  g_assert_null (district_at (score, 4, 3));
  g_assert_null (district_at (score, 1, 3));
}

/* A whole city of 60 buildings, six rows of ten, one colour per row:
 *
 *   y=0  blue 1..10   y=1  red 1..10    y=2  yellow 1..10
 *   y=3  blue 11..20  y=4  red 11..20   y=5  yellow 11..20
 *
 * P1 owns the even columns, P2 the odd ones, each building height 1.  In
 * every row both have 5: the tie goes to the higher top number, always
 * P2's (its last building has the row's highest number).  Six districts of
 * 10: P2 scores 6 x 10, P1 6 x 5. */
static void
test_full_city (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;

  for (gint y = 0; y < 6; y++)
    for (gint x = 0; x < 10; x++)
      BUILD (table, x, y, x % 2 == 0 ? P1 : P2,
             gk_tile_make ((GkColour) (y % 3), (guint) (x + 1 + (y / 3) * 10)));

  score = gk_score_compute (table);
  g_assert_cmpuint (score->districts->len, ==, 6);

  for (guint i = 0; i < 6; i++)
    {
      const GkDistrict *d = g_ptr_array_index (score->districts, i);

      g_assert_cmpint (d->colour, ==, (GkColour) (i % 3));
      g_assert_cmpuint (district_size (d), ==, 10);
      g_assert_cmpint (g_array_index (d->cells, gint, 1), ==, (gint) i);
      g_assert_cmpuint (d->total, ==, 10);
      g_assert_cmpint (d->first, ==, P2);
      g_assert_cmpint (d->first_reason, ==, GK_PLACE_TOP_NUMBER);
      g_assert_cmpuint (d->tallest_number[P2], ==, 10 + (i / 3) * 10);
      g_assert_cmpuint (d->tallest_number[P1], ==, 9 + (i / 3) * 10);
      g_assert_cmpint (d->second, ==, P1);
      g_assert_cmpuint (d->second_points, ==, 5);
    }

  g_assert_cmpuint (player_score (score, P1)->districts, ==, 30);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 60);
  g_assert_cmpuint (player_score (score, P2)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P1)->rank, ==, 2);
}

/* ---- end-game cards ---- */

/* Cards 10..13 count the owner's resources on buildings of the colour the
 * card names, and that colour depends on the card's own colour (rules.md
 * section 8, unverified data):
 *
 *          x=0           x=1           x=2            x=3
 *   y=0    blue-2 P1 h1  red-3 P1 h2   yellow-3 P1 h3 red-2 P2 h3
 *   y=1    red-1 ---     blue-3 P2 h1  yellow-2 P1 h1
 *
 * P1's resources: blue 1, red 2, yellow 4.  P2's 3 red and the unowned
 * red 1 are not P1's. */
static void
test_cards_colour (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkPlayerScore *p1;
  static const struct
  {
    GkColour card_colour;
    guint    number;
    GkColour counts;
    guint    points;
  } cases[] = {
    { GK_COLOUR_BLUE,   10, GK_COLOUR_BLUE,   1 },
    { GK_COLOUR_RED,    10, GK_COLOUR_RED,    2 },
    { GK_COLOUR_YELLOW, 10, GK_COLOUR_YELLOW, 4 },
    { GK_COLOUR_BLUE,   11, GK_COLOUR_RED,    2 },
    { GK_COLOUR_RED,    11, GK_COLOUR_YELLOW, 4 },
    { GK_COLOUR_YELLOW, 11, GK_COLOUR_RED,    2 },
    { GK_COLOUR_BLUE,   12, GK_COLOUR_YELLOW, 4 },
    { GK_COLOUR_RED,    12, GK_COLOUR_BLUE,   1 },
    { GK_COLOUR_YELLOW, 12, GK_COLOUR_BLUE,   1 },
    { GK_COLOUR_BLUE,   13, GK_COLOUR_BLUE,   1 },
    { GK_COLOUR_RED,    13, GK_COLOUR_RED,    2 },
    { GK_COLOUR_YELLOW, 13, GK_COLOUR_YELLOW, 4 },
  };
  guint sum = 0;

  BUILD (table, 0, 0, P1, BLUE (2));
  BUILD (table, 1, 0, P1, BLUE (1), RED (3));
  BUILD (table, 2, 0, P1, BLUE (14), RED (14), YELLOW (3));
  BUILD (table, 3, 0, P2, BLUE (15), YELLOW (15), RED (2));
  BUILD (table, 0, 1, NOBODY, RED (1));
  BUILD (table, 1, 1, P2, BLUE (3));
  BUILD (table, 2, 1, P1, YELLOW (2));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    keep (table, P1, gk_tile_make (cases[i].card_colour, cases[i].number));

  score = gk_score_compute (table);
  p1 = player_score (score, P1);
  g_assert_cmpuint (p1->card_scores->len, ==, G_N_ELEMENTS (cases));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GkCard card = gk_tile_make (cases[i].card_colour, cases[i].number);
      const GkCardScore *cs = card_score (p1, card);

      g_assert_cmpint (gk_score_card_counts_colour (card), ==, cases[i].counts);
      g_assert_true (cs->has_colour);
      g_assert_cmpint (cs->counts, ==, cases[i].counts);
      g_assert_cmpuint (cs->count, ==, cases[i].points);
      g_assert_cmpuint (cs->points, ==, cases[i].points);
      sum += cases[i].points;
    }

  g_assert_cmpuint (sum, ==, 28);
  g_assert_cmpuint (p1->cards, ==, 28);
  g_assert_cmpuint (player_score (score, P2)->cards, ==, 0);
  assert_totals_add_up (score);
}

/* Card 14: 1 per own building of height 1 or 2 (a height 3 does not
 * count); card 15: 3 per own building of height 3 or more (height 3
 * counts, height 2 does not).
 *
 *          x=0           x=1           x=2            x=3
 *   y=0    blue-4 P1 h1  red-4 P1 h2   yellow-4 P1 h3 blue-7 P1 h4
 *   y=1    red-1 ---     yellow-1 P2 h1
 *
 * P1: heights 1, 2, 3, 4: card 14 counts 2, card 15 counts 2 (6 points).
 * P2 (one building, height 1) also holds a 14: 1 point. */
static void
test_cards_height (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkPlayerScore *p1, *p2;
  const GkCardScore *cs;

  BUILD (table, 0, 0, P1, BLUE (4));
  BUILD (table, 1, 0, P1, YELLOW (9), RED (4));
  BUILD (table, 2, 0, P1, BLUE (8), RED (9), YELLOW (4));
  BUILD (table, 3, 0, P1, RED (10), YELLOW (10), BLUE (9), BLUE (7));
  BUILD (table, 0, 1, NOBODY, RED (1));
  BUILD (table, 1, 1, P2, YELLOW (1));

  keep (table, P1, BLUE (14));
  keep (table, P1, RED (15));
  keep (table, P2, YELLOW (14));

  score = gk_score_compute (table);
  p1 = player_score (score, P1);
  p2 = player_score (score, P2);

  cs = card_score (p1, BLUE (14));
  g_assert_false (cs->has_colour);
  g_assert_cmpuint (cs->count, ==, 2);
  g_assert_cmpuint (cs->points, ==, 2);

  cs = card_score (p1, RED (15));
  g_assert_cmpuint (cs->count, ==, 2);
  g_assert_cmpuint (cs->points, ==, 6);
  g_assert_cmpuint (p1->cards, ==, 8);

  cs = card_score (p2, YELLOW (14));
  g_assert_cmpuint (cs->count, ==, 1);
  g_assert_cmpuint (cs->points, ==, 1);
  g_assert_cmpuint (p2->cards, ==, 1);
  assert_totals_add_up (score);
}

/* Cards 16, 17, 18: 2 points per bonus of their trigger in front of the
 * player, characters included, kept cards 1..9 included, end-game cards
 * (which carry no bonus) not.
 *
 * P1's characters: red exploit, blue exploit, yellow urbanization.
 * P1's kept cards: blue-1 and red-4 and yellow-7 (exploit), blue-2
 * (urbanization), red-9 (construction), blue-16, red-17, yellow-18.
 *   16 (exploit):      2 characters + 3 cards = 5 -> 10
 *   17 (urbanization): 1 character + 1 card   = 2 -> 4
 *   18 (construction): 0 characters + 1 card  = 1 -> 2
 * P2 holds a 16 with only characters (two exploit): 2 -> 4. */
static void
test_cards_bonuses (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkPlayerScore *p1, *p2;
  const GkCardScore *cs;

  character (table, P1, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  character (table, P1, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT);
  character (table, P1, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION);
  character (table, P2, GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT);
  character (table, P2, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  character (table, P2, GK_COLOUR_BLUE, GK_TRIGGER_CONSTRUCTION);

  keep (table, P1, BLUE (1));
  keep (table, P1, RED (4));
  keep (table, P1, YELLOW (7));
  keep (table, P1, BLUE (2));
  keep (table, P1, RED (9));
  keep (table, P1, BLUE (16));
  keep (table, P1, RED (17));
  keep (table, P1, YELLOW (18));
  keep (table, P2, YELLOW (16));

  score = gk_score_compute (table);
  p1 = player_score (score, P1);
  p2 = player_score (score, P2);

  /* only the end-game cards score */
  g_assert_cmpuint (p1->card_scores->len, ==, 3);

  cs = card_score (p1, BLUE (16));
  g_assert_cmpuint (cs->count, ==, 5);
  g_assert_cmpuint (cs->points, ==, 10);
  cs = card_score (p1, RED (17));
  g_assert_cmpuint (cs->count, ==, 2);
  g_assert_cmpuint (cs->points, ==, 4);
  cs = card_score (p1, YELLOW (18));
  g_assert_cmpuint (cs->count, ==, 1);
  g_assert_cmpuint (cs->points, ==, 2);
  g_assert_cmpuint (p1->cards, ==, 16);

  cs = card_score (p2, YELLOW (16));
  g_assert_cmpuint (cs->count, ==, 2);
  g_assert_cmpuint (cs->points, ==, 4);
  g_assert_cmpuint (p2->cards, ==, 4);
  assert_totals_add_up (score);
}

/* Card 19: 2 points per card of the card's own colour in front of the
 * player: characters of that colour and every kept card of that colour,
 * end-game cards and the 19 itself included.
 *
 * P1: characters blue exploit, blue construction, red exploit; kept
 * blue-3, blue-14, red-5, blue-19: blue = 2 characters + 3 cards = 5 -> 10.
 * P2: characters red, yellow, yellow; kept red-19: red = 1 + 1 = 2 -> 4. */
static void
test_card_19 (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;
  const GkCardScore *cs;

  character (table, P1, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT);
  character (table, P1, GK_COLOUR_BLUE, GK_TRIGGER_CONSTRUCTION);
  character (table, P1, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  character (table, P2, GK_COLOUR_RED, GK_TRIGGER_URBANIZATION);
  character (table, P2, GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT);
  character (table, P2, GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT);

  keep (table, P1, BLUE (3));
  keep (table, P1, BLUE (14));
  keep (table, P1, RED (5));
  keep (table, P1, BLUE (19));
  keep (table, P2, RED (19));

  score = gk_score_compute (table);

  cs = card_score (player_score (score, P1), BLUE (19));
  g_assert_false (cs->has_colour);
  g_assert_cmpuint (cs->count, ==, 5);
  g_assert_cmpuint (cs->points, ==, 10);
  /* the 14 scores nothing: P1 has no building */
  g_assert_cmpuint (player_score (score, P1)->cards, ==, 10);

  cs = card_score (player_score (score, P2), RED (19));
  g_assert_cmpuint (cs->count, ==, 2);
  g_assert_cmpuint (cs->points, ==, 4);
  assert_totals_add_up (score);
}

/* Card 20: 9 points, each. */
static void
test_card_20 (void)
{
  g_autoptr(GkTable) table = position_new (2);
  g_autoptr(GkScore) score = NULL;

  keep (table, P1, BLUE (20));
  keep (table, P1, YELLOW (20));
  keep (table, P2, RED (20));

  score = gk_score_compute (table);
  g_assert_cmpuint (card_score (player_score (score, P1), BLUE (20))->points, ==, 9);
  g_assert_cmpuint (card_score (player_score (score, P1), YELLOW (20))->points, ==, 9);
  g_assert_cmpuint (player_score (score, P1)->cards, ==, 18);
  g_assert_cmpuint (player_score (score, P2)->cards, ==, 9);
}

/* ---- the sheet ---- */

/* Unused renewal tokens: 2 points each, added to the points earned. */
static void
test_renewal (void)
{
  g_autoptr(GkTable) table = position_new (3);
  g_autoptr(GkScore) score = NULL;
  const GkPlayerScore *p;

  set_player (table, P1, 31, 2);
  set_player (table, P2, 27, 1);
  set_player (table, P3, 40, 0);

  score = gk_score_compute (table);

  p = player_score (score, P1);
  g_assert_cmpuint (p->tokens, ==, 31);
  g_assert_cmpuint (p->renewal, ==, 4);
  g_assert_cmpuint (p->total, ==, 35);
  p = player_score (score, P2);
  g_assert_cmpuint (p->renewal, ==, 2);
  g_assert_cmpuint (p->total, ==, 29);
  p = player_score (score, P3);
  g_assert_cmpuint (p->renewal, ==, 0);
  g_assert_cmpuint (p->total, ==, 40);

  g_assert_cmpuint (player_score (score, P3)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P1)->rank, ==, 2);
  g_assert_cmpuint (player_score (score, P2)->rank, ==, 3);
}

/* Equal totals share a rank and the next rank is skipped: 1, 1, 3, and
 * 1, 2, 2, 4.  The ties are reached by different sums. */
static void
test_shared_rank (void)
{
  g_autoptr(GkTable) three = position_new (3);
  g_autoptr(GkTable) four = position_new (4);
  g_autoptr(GkScore) score = NULL;

  set_player (three, P1, 18, 1);    /* 20 */
  set_player (three, P2, 20, 0);    /* 20 */
  set_player (three, P3, 15, 0);    /* 15 */

  score = gk_score_compute (three);
  g_assert_cmpuint (player_score (score, P1)->total, ==, 20);
  g_assert_cmpuint (player_score (score, P2)->total, ==, 20);
  g_assert_cmpuint (player_score (score, P1)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P2)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P3)->rank, ==, 3);
  /* the winners are the first rank, both of them */
  g_assert_cmphex (gk_score_winners (score), ==, 0x3);
  g_clear_pointer (&score, gk_score_free);

  set_player (four, P1, 10, 0);     /* 10 */
  set_player (four, P2, 21, 2);     /* 25 */
  set_player (four, P3, 30, 0);     /* 30 */
  set_player (four, P4, 16, 0);     /* 16 + blue 20 = 25 */
  keep (four, P4, BLUE (20));

  score = gk_score_compute (four);
  g_assert_cmpuint (score->n_players, ==, 4);
  /* seating order, whatever the ranks */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (score->players[i].player, ==, (gint) i);
  g_assert_cmpuint (player_score (score, P3)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P2)->rank, ==, 2);
  g_assert_cmpuint (player_score (score, P4)->rank, ==, 2);
  g_assert_cmpuint (player_score (score, P1)->rank, ==, 4);
  g_assert_cmphex (gk_score_winners (score), ==, 0x4);
}

/* A player with no building at all: end-game cards that count buildings
 * or resources give 0, the rest still score, no district points. */
static void
test_no_buildings (void)
{
  g_autoptr(GkTable) table = position_new (3);
  g_autoptr(GkScore) score = NULL;
  const GkPlayerScore *p3;

  BUILD (table, 0, 0, P1, RED (3));
  BUILD (table, 1, 0, P2, RED (4));
  set_player (table, P3, 12, 1);
  keep (table, P3, BLUE (10));
  keep (table, P3, RED (14));
  keep (table, P3, YELLOW (15));
  keep (table, P3, BLUE (20));

  score = gk_score_compute (table);
  p3 = player_score (score, P3);
  g_assert_cmpuint (p3->card_scores->len, ==, 4);
  g_assert_cmpuint (card_score (p3, BLUE (10))->points, ==, 0);
  g_assert_cmpuint (card_score (p3, RED (14))->points, ==, 0);
  g_assert_cmpuint (card_score (p3, YELLOW (15))->points, ==, 0);
  g_assert_cmpuint (card_score (p3, BLUE (20))->points, ==, 9);
  g_assert_cmpuint (p3->districts, ==, 0);
  g_assert_cmpuint (p3->total, ==, 12 + 2 + 9);
  /* the red district is P1's and P2's */
  g_assert_cmpuint (district_at (score, 0, 0)->resources[P3], ==, 0);
  assert_totals_add_up (score);
}

/* A game in progress is scored as it stands and says so: the default
 * starting square (rules.md 2: blue, red, yellow rows) is three districts
 * of unowned tiles that nobody scores. */
static void
test_not_final (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GkScore) score = NULL;

  table = gk_table_new (setup);
  g_assert_false (gk_table_is_game_over (table));

  score = gk_score_compute (table);
  g_assert_false (score->final);
  g_assert_cmpuint (score->n_players, ==, 2);
  g_assert_cmpuint (score->districts->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const GkDistrict *d = g_ptr_array_index (score->districts, i);

      g_assert_cmpint (d->colour, ==, (GkColour) i);
      g_assert_cmpuint (district_size (d), ==, 3);
      g_assert_cmpint (d->first, ==, NOBODY);
    }
  g_assert_cmpuint (player_score (score, P1)->districts, ==, 0);
  g_assert_cmpuint (player_score (score, P1)->renewal, ==, 4);
}

/* A game tracked move by move is scored the same way.  Two players, the
 * default starting square (blue, red, yellow rows); each character gives
 * 1 tile and 1 resource.  Round 1: P1 urbanizes A with blue 10 (A's cell is
 * above blue 1), P2 urbanizes D with red 10 (right of blue 3).
 *
 *          x=0          x=1      x=2      x=3
 *   y=-1   blue-10 P1
 *   y=0    blue-1       blue-2   blue-3   red-10 P2
 *   y=1    red-1        red-2    red-3
 *
 * P1 is alone in the blue district with 1 resource: 2 points.  P2's red 10
 * stands alone (red 3 touches it only at a corner): nothing.  The game goes
 * on, so the score is not final. */
static void
test_played_game (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkScore) score = NULL;
  const GkDistrict *blue;

  for (guint p = 0; p < 2; p++)
    gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 1, 0);
  game = gk_game_new (setup, NULL);
  g_assert_nonnull (game);

  gk_test_urbanize (game, P1, "A", "blue-10", 0, -2);
  gk_test_urbanize (game, P2, "D", "red-10", 4, 0);

  score = gk_score_compute (gk_game_get_table (game));
  g_assert_false (score->final);
  g_assert_cmpuint (score->n_players, ==, 2);
  g_assert_cmpuint (score->districts->len, ==, 3);

  blue = g_ptr_array_index (score->districts, 0);
  g_assert_true (blue == district_at (score, 0, -1));
  g_assert_cmpint (blue->colour, ==, GK_COLOUR_BLUE);
  g_assert_cmpuint (district_size (blue), ==, 4);
  g_assert_cmpint (blue->first, ==, P1);
  g_assert_cmpint (blue->first_reason, ==, GK_PLACE_ALONE);
  g_assert_null (district_at (score, 3, 0));

  g_assert_cmpuint (player_score (score, P1)->districts, ==, 2);
  g_assert_cmpuint (player_score (score, P2)->districts, ==, 0);
  g_assert_cmpuint (player_score (score, P1)->renewal, ==, 4);
  g_assert_cmpuint (player_score (score, P1)->rank, ==, 1);
  g_assert_cmpuint (player_score (score, P2)->rank, ==, 2);
  assert_totals_add_up (score);
}

/* The colour table answers for cards 10..13 only. */
static void
test_counts_colour_precondition (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*number*");
  g_assert_cmpint (gk_score_card_counts_colour (BLUE (9)), ==, GK_N_COLOURS);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*building*");
  g_assert_cmpint (gk_score_card_counts_colour (gk_card_from_letter (0)), ==, GK_N_COLOURS);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*score*");
  g_assert_cmphex (gk_score_winners (NULL), ==, 0);
  g_test_assert_expected_messages ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/district/rulebook-example", test_rulebook_example);
  g_test_add_func ("/score/district/most-beats-tallest", test_most_beats_tallest);
  g_test_add_func ("/score/district/tie-first-tallest", test_tie_first_tallest);
  g_test_add_func ("/score/district/tie-three-ways", test_tie_three_ways);
  g_test_add_func ("/score/district/unowned", test_unowned);
  g_test_add_func ("/score/district/reading-order", test_reading_order);
  g_test_add_func ("/score/district/full-city", test_full_city);
  g_test_add_func ("/score/cards/colour", test_cards_colour);
  g_test_add_func ("/score/cards/height", test_cards_height);
  g_test_add_func ("/score/cards/bonuses", test_cards_bonuses);
  g_test_add_func ("/score/cards/19", test_card_19);
  g_test_add_func ("/score/cards/20", test_card_20);
  g_test_add_func ("/score/renewal", test_renewal);
  g_test_add_func ("/score/shared-rank", test_shared_rank);
  g_test_add_func ("/score/no-buildings", test_no_buildings);
  g_test_add_func ("/score/not-final", test_not_final);
  g_test_add_func ("/score/played-game", test_played_game);
  g_test_add_func ("/score/counts-colour-precondition", test_counts_colour_precondition);

  return g_test_run ();
}
