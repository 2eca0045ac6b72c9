/* test-steps.c: what to do with the pieces, worded from the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-steps.h"
#include "gk-test-util.h"

static GkGame *
new_game (guint n_players)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (n_players);

  for (guint p = 0; p < n_players; p++)
    {
      gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 3, 0);
      gk_test_setup_character (setup, p, 1, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 2, 0);
    }
  return gk_game_new (setup, NULL);
}

/* The next player exploits the first building card that can be in a hand. */
static GkMove
exploit_move (const GkTable *table)
{
  GkMove move;

  for (GkCard card = 0; card < GK_N_TILES; card++)
    if (gk_table_card_playable (table, card) && gk_table_find_top (table, card) != NULL)
      {
        gk_move_init_action (&move, gk_table_get_next_player (table), card, GK_NO_TILE);
        return move;
      }
  g_assert_not_reached ();
}

static void
push (GkGame       *game,
      const GkMove *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_game_push (game, move, &error));
  g_assert_no_error (error);
}

static gboolean
contains (char       **steps,
          const char  *needle)
{
  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    if (strstr (steps[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_build_site_marker (void)
{
  g_autoptr(GkGame) game = new_game (3);
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GkPreview) preview = NULL;
  g_auto(GStrv) steps = NULL;
  GkMove move;
  gint x, y;

  /* An urbanization: the tile where the marker lies, a build-site marker
   * on it, the marker moved, in that order. */
  gk_move_init_action (&move, 0, gk_card_from_letter (0), gk_test_card ("blue-12"));
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (table, 0);

    move.has_marker = TRUE;
    move.marker_x = x = g_array_index (targets, gint, 0);
    move.marker_y = y = g_array_index (targets, gint, 1);
  }
  preview = gk_table_preview (table, &move, NULL);
  g_assert_nonnull (preview);
  steps = gk_steps_for_preview (table, preview);
  g_assert_cmpstr (steps[0], ==, "Put Blue 12 where marker A lies (take the marker off).");
  g_assert_cmpstr (steps[1], ==, "Put a build-site marker on Blue 12.");
  g_assert_true (g_str_has_prefix (steps[2], "Player 1 puts 1 of their resources on Blue 12."));
  g_assert_true (g_str_has_prefix (steps[3], "Move marker A "));
  g_assert_true (contains (steps, "Put the card Urbanization A on the discard pile."));

  /* A shift (rules.md 9.7): marker B moved next, said from the new tile. */
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (table, 0);

    g_assert_cmpuint (targets->len, >=, 4);
    g_assert_true (gk_move_add_shift (&move, 1, g_array_index (targets, gint, 2),
                                      g_array_index (targets, gint, 3)));
  }
  g_clear_pointer (&preview, gk_preview_free);
  g_clear_pointer (&steps, g_strfreev);
  preview = gk_table_preview (table, &move, NULL);
  g_assert_nonnull (preview);
  steps = gk_steps_for_preview (table, preview);
  g_assert_true (g_str_has_prefix (steps[3], "Move marker A "));
  g_assert_true (g_str_has_prefix (steps[4], "Move marker B "));
  g_assert_true (g_str_has_suffix (steps[4], " Blue 12."));
}

static void
test_turns (void)
{
  g_autoptr(GkGame) game = new_game (3);
  g_auto(GStrv) steps = gk_steps_between (gk_game_get_table (game), NULL);
  GkMove move = exploit_move (gk_game_get_table (game));

  g_assert_true (contains (steps, "Player 1 reveals first."));
  push (game, &move);
  g_clear_pointer (&steps, g_strfreev);
  steps = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_cmpuint (g_strv_length (steps), ==, 1);
  g_assert_cmpstr (steps[0], ==, "Player 2 reveals their card next.");
}

/* The round's last card, when the round's draws run the pile out: the
 * preview, the table after it, the same table after undo and redo, and
 * after a restart (the log replayed) all say the same draw and cards. */
static void
test_rebuild_at_draw (void)
{
  g_autoptr(GkGame) game = new_game (3);
  g_auto(GStrv) preview_steps = NULL;
  g_auto(GStrv) after = NULL;
  g_auto(GStrv) rebuild = NULL;
  g_autofree char *expected = NULL;
  guint left = 0;

  /* Play exploits until the last action of a round whose draws rebuild. */
  for (guint guard = 0; guard < 200; guard++)
    {
      const GkTable *table = gk_game_get_table (game);
      GkMove move = exploit_move (table);

      left = gk_table_get_draw_pile (table);
      if (gk_table_get_actions_done (table) == 2 && left >= 1 && left <= 3)
        {
          g_autoptr(GkPreview) preview = gk_table_preview (table, &move, NULL);

          g_assert_nonnull (preview);
          g_assert_true (preview->rebuilds);
          preview_steps = gk_steps_for_preview (table, preview);
          push (game, &move);
          break;
        }
      push (game, &move);
    }
  g_assert_nonnull (preview_steps);

  {
    gint drawer = (gk_table_get_first_player (gk_game_get_table (game)) + (gint) left - 1) % 3;

    expected = g_strdup_printf ("at draw %u of 3 (Player %d’s) the draw pile runs out", left,
                                drawer + 1);
  }
  g_assert_true (contains (preview_steps, expected));
  g_assert_true (contains (preview_steps, "Shuffle the discard pile"));
  g_assert_true (contains (preview_steps, "Burn 7 cards face up"));
  g_assert_true (contains (preview_steps, "the first-player card goes to"));

  /* Between moves: the same round's end, still to be done at the table. */
  after = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_true (contains (after, expected));
  for (guint i = 0; preview_steps[i] != NULL; i++)
    if (g_str_has_prefix (preview_steps[i], "Add ") || g_str_has_prefix (preview_steps[i], "End"))
      g_assert_true (g_strv_contains ((const char * const *) after, preview_steps[i]));

  rebuild = gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_nonnull (rebuild);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("The draw pile runs out at draw %u of 3", left);
  g_assert_true (g_str_has_prefix (rebuild[0], expected));

  /* Undo and redo, then a restart: the same steps. */
  gk_game_undo (game);
  {
    g_auto(GStrv) undone = gk_steps_rebuild (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));

    g_assert_null (undone);
  }
  gk_game_redo (game);
  {
    g_auto(GStrv) redone = gk_steps_between (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));
    g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
    g_autoptr(GkGame) restarted = NULL;
    g_auto(GStrv) again = NULL;

    g_assert_cmpstrv (redone, after);
    for (guint i = 0; i < gk_game_get_cursor (game); i++)
      g_array_append_val (moves, *gk_game_get_move (game, i));
    restarted = gk_game_new_from_moves (gk_game_get_setup (game), (GkMove *) moves->data,
                                        moves->len, NULL);
    again = gk_steps_between (gk_game_get_table (restarted),
                              gk_game_get_last_effects (restarted));
    g_assert_cmpstrv (again, after);
  }

  /* The next move, no longer the round's end. */
  {
    GkMove move = exploit_move (gk_game_get_table (game));
    g_auto(GStrv) next = NULL;

    push (game, &move);
    next = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
    g_assert_false (contains (next, "draw pile runs out"));
    g_assert_null (gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game)));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/steps/build-site-marker", test_build_site_marker);
  g_test_add_func ("/steps/turns", test_turns);
  g_test_add_func ("/steps/rebuild-at-draw", test_rebuild_at_draw);

  return g_test_run ();
}
