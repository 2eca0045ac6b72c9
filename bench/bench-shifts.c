/* bench-shifts.c: a draft change while marker shifts are entered
 *
 * Plays a random 4-player game until the city holds 30 buildings, enters an
 * urbanization with its marker's cell in a GkMoveDraft, then times one
 * change of the draft (the engine's preview) alone, and with the shift
 * queries the city view makes after it (the markers that may be shifted,
 * the cells for them: one engine preview per candidate cell), in
 * milliseconds per change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "gk-move-draft.h"
#include "gk-random-game.h"

/* About the city of a game near its end. */
#define N_BUILDINGS 30

static gboolean
until_big_city (GkGame       *game,
                const GkMove *move,
                gpointer      user_data)
{
  return gk_table_get_n_buildings (gk_game_get_table (game)) < GPOINTER_TO_UINT (user_data);
}

/* An urbanization the engine accepts, entered with its marker's cell. */
static gboolean
enter_urbanization (GkMoveDraft *draft)
{
  const GkTable *table = gk_move_draft_get_table (draft);

  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    for (GkTile tile = 0; tile < GK_N_TILES; tile++)
      {
        GArray *targets;

        if (gk_table_tile_in_city (table, tile))
          continue;
        gk_move_draft_set_card (draft, gk_card_from_letter (letter));
        gk_move_draft_set_tile (draft, tile);
        targets = gk_move_draft_get_targets (draft);
        if (targets == NULL || targets->len < 2)
          continue;
        gk_move_draft_set_marker (draft, g_array_index (targets, gint, 0),
                                  g_array_index (targets, gint, 1));
        if (gk_move_draft_can_shift (draft))
          return TRUE;
      }
  return FALSE;
}

int
main (int    argc,
      char **argv)
{
  guint iterations = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 200;
  GkRandomGameOptions options = { .n_players = 4, .p_tile = 0.9, .max_moves = 2000 };
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  gint mx, my;
  gint64 start;
  double plain, queried;

  setlocale (LC_ALL, "");
  /* the first game whose next player can urbanize on a city that big */
  for (guint seed = 1; draft == NULL; seed++)
    {
      g_rand_set_seed (rand, seed);
      g_clear_pointer (&setup, gk_setup_free);
      g_clear_object (&game);
      setup = gk_random_setup (rand, 4);
      game = gk_random_game_play (rand, setup, &options, until_big_city,
                                  GUINT_TO_POINTER (N_BUILDINGS));
      if (gk_table_get_n_buildings (gk_game_get_table (game)) < N_BUILDINGS)
        continue;
      draft = gk_move_draft_new (game);
      if (!enter_urbanization (draft))
        g_clear_object (&draft);
      if (seed > 1000)
        g_error ("no urbanization possible on a city that big");
    }
  gk_move_draft_get_marker (draft, &mx, &my);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    gk_move_draft_set_marker (draft, mx, my);
  plain = (double) (g_get_monotonic_time () - start) / 1000.0 / iterations;

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    {
      gk_move_draft_set_marker (draft, mx, my);
      gk_move_draft_get_shiftable (draft);
      gk_move_draft_get_shift_targets (draft);
    }
  queried = (double) (g_get_monotonic_time () - start) / 1000.0 / iterations;

  g_print ("city of %u buildings: %u cells for a shifted marker, %u markers may move\n",
           gk_table_get_n_buildings (gk_move_draft_get_table (draft)),
           gk_move_draft_get_shift_targets (draft)->len / 2,
           gk_move_draft_get_shiftable (draft)->len);
  g_print ("a draft change: %.3f ms; with the shift queries: %.3f ms\n", plain, queried);
  return 0;
}
