/* gk-test-position.c: a full finished table, for tests and benchmarks
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
