/* gk-test-position.c: finished tables, for tests and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-test-position.h"

GkPosition *
gk_test_full_position (void)
{
  static const char * const names[] = { "Anna", "Béla", "Cili", "Dani" };
  GkPosition *position = gk_position_new (4);

  for (guint p = 0; p < 4; p++)
    {
      gk_position_set_player (position, p, names[p], (GkPlayerColour) p, 10 + 5 * p, p % 3, p, 1);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        gk_position_add_character (position, p, (GkColour) ((p + c) % GK_N_COLOURS),
                                   (GkTrigger) c);
    }

  /* Tops: blue and red 1..20; under buildings 0..19: yellow 1..20. */
  for (guint i = 0; i < GK_TEST_FULL_BUILDINGS; i++)
    {
      GkTile tiles[2];
      guint n = 0;
      gint owner;

      if (i < 20)
        tiles[n++] = gk_tile_make (GK_COLOUR_YELLOW, i + 1);
      tiles[n++] = (GkTile) i;
      /* A starting tile alone has no owner. */
      owner = i >= 36 || (n == 1 && gk_tile_get_number (tiles[0]) <= 3) ? GK_NO_PLAYER
                                                                         : (gint) (i % 4);
      gk_position_set_building (position, (gint) (i % 8), (gint) (i / 8), owner, tiles, n);
    }

  /* The owner of building i covered yellow i + 1 (i < 8: two per player). */
  for (guint i = 0; i < 8; i++)
    gk_position_add_kept (position, i % 4, gk_tile_make (GK_COLOUR_YELLOW, i + 1));

  return position;
}

/* ---- a small table, every point known ----
 *
 * The starting square, unowned: blue 1-3 on row 0, red 1-3 on row 1,
 * yellow 1-3 on row 2, and around it:
 *
 *   (-1, 0) Béla  blue 8 under blue 9      (3, 0) Cili  yellow 10 under blue 11
 *                                          (3, 1) Anna  red 4 under red 5
 *                                          (4, 1) Béla  red 6
 *                                          (3, 2) Cili  yellow 7
 *
 * Blue district (-1..3, 0): Béla 2, Cili 2, total 4: tied, both tallest 2,
 *   Cili's top 11 beats Béla's 9: Cili first (4), Béla second (2).
 * Red district (0..4, 1): Anna 2, Béla 1, total 3: Anna first (3), Béla second (1).
 * Yellow district (0..3, 2): Cili alone with 1: first and second, 1 + 1 = 2.
 *
 * Anna: 10 tokens, Blue 20 (9), 1 renewal token (2), districts 3: 24, rank 1.
 * Béla: 12 tokens, no card, no token, districts 2 + 1 = 3: 15, rank 3.
 * Cili: 8 tokens, Yellow 14 (2 buildings of height 1 or 2: 2), 2 tokens (4),
 *   districts 4 + 2 = 6: 20, rank 2.
 */

static void
add_building (GkTable      *table,
              gint          x,
              gint          y,
              gint          owner,
              const char   *bottom,
              const char   *top)
{
  g_autoptr(GError) error = NULL;
  GkTile tiles[2];
  guint n = 0;

  if (bottom != NULL)
    g_assert_true (gk_tile_from_string (bottom, &tiles[n++]));
  g_assert_true (gk_tile_from_string (top, &tiles[n++]));

  gk_table_position_add_building (table, x, y, owner, tiles, n, &error);
  g_assert_no_error (error);
}

GkTable *
gk_test_known_table (void)
{
  static const char * const square[3] = { "blue", "red", "yellow" };
  g_autoptr(GError) error = NULL;
  GkTable *table = gk_table_new_position (3);
  GkCard card;

  gk_table_position_set_player (table, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 10, 1, 0, 0);
  gk_table_position_set_player (table, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 12, 0, 0, 0);
  gk_table_position_set_player (table, 2, "Cili", GK_PLAYER_COLOUR_GREEN, 8, 2, 0, 0);

  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      {
        g_autofree char *name = g_strdup_printf ("%s-%d", square[y], x + 1);

        add_building (table, x, y, GK_NO_PLAYER, NULL, name);
      }

  add_building (table, -1, 0, 1, "blue-8", "blue-9");
  add_building (table, 3, 0, 2, "yellow-10", "blue-11");
  add_building (table, 3, 1, 0, "red-4", "red-5");
  add_building (table, 4, 1, 1, NULL, "red-6");
  add_building (table, 3, 2, 2, NULL, "yellow-7");

  g_assert_true (gk_card_from_string ("blue-20", &card));
  gk_table_position_add_kept (table, 0, card, &error);
  g_assert_no_error (error);
  g_assert_true (gk_card_from_string ("yellow-14", &card));
  gk_table_position_add_kept (table, 2, card, &error);
  g_assert_no_error (error);

  return table;
}
