/* test-solo.c: the solo game against the virtual opponent (rules.md 10)
 * and marker shifts (rules.md 9.7), one rule at a time
 *
 * The numbers come from the hand-worked game in games/solo-expert.md and
 * from small examples worked out in the comments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-steps.h"
#include "gk-test-util.h"
#include "gk-random-game.h"

#define new_game(setup) gk_test_game_new (setup)

static void
assert_refused (GkGame       *game,
                const GkMove *move,
                const char   *needle)
{
  g_autoptr(GError) error = NULL;
  guint cursor = gk_game_get_cursor (game);

  g_assert_false (gk_game_push (game, move, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected \"%s\" in \"%s\"", needle, error->message);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, cursor);
}

static void
push (GkGame       *game,
      const GkMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!gk_game_push (game, move, &error))
    g_error ("move refused: %s", error->message);
}

static gboolean
has_effect (GArray       *effects,
            GkEffectKind  kind,
            gint          player)
{
  for (guint i = 0; i < effects->len; i++)
    {
      const GkEffect *e = &g_array_index (effects, GkEffect, i);

      if (e->kind == kind && e->player == player)
        return TRUE;
    }
  return FALSE;
}

/* Whether the words of @effects on @table hold a line containing @needle. */
static gboolean
says (const GkTable *table,
      GArray        *effects,
      const char    *needle)
{
  g_auto(GStrv) lines = gk_format_effects (table, effects);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

/* ---- setup ---- */

static void
test_setup (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const GkTable *t;

  g_assert_cmpint (setup->variant, ==, GK_VARIANT_SOLO);
  g_assert_cmpint (setup->opponent_colour, ==, GK_PLAYER_COLOUR_ORANGE);
  game = new_game (setup);
  t = gk_game_get_table (game);

  /* rules.md 10: reserve 45 less the human's 6; 21 cards, 7 burned, 4
   * drawn (10.1); the human 6 tiles, 6 resources, 6 points, nothing else */
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 39);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 10);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 7);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 6);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 6);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 6);
  g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, 19);
  g_assert_cmpuint (gk_table_get_renewal_tokens (t, 0), ==, 0);
  g_assert_cmpuint (gk_table_get_n_characters (t, 0), ==, 0);
  g_assert_cmpuint (gk_table_get_hand_size (t, 0), ==, 3);
  g_assert_false (gk_table_can_renew (t, 0));
  /* the opponent: 25 of its colour in the supply, nothing else, 1 card */
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 25);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 0);
  g_assert_cmpuint (gk_table_get_tiles (t, GK_PLAYER_HAL), ==, 0);
  g_assert_cmpuint (gk_table_get_hand_size (t, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpint (gk_table_get_player_colour (t, GK_PLAYER_HAL), ==, GK_PLAYER_COLOUR_ORANGE);
  g_assert_cmpstr (gk_table_get_player_name (t, GK_PLAYER_HAL), ==, "HAL");
  g_assert_cmpint (gk_table_get_next_player (t), ==, 0);

  /* the opponent's colour is its own */
  setup->opponent_colour = GK_PLAYER_COLOUR_WHITE;
  g_assert_false (gk_setup_validate (setup, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  setup->opponent_colour = GK_PLAYER_COLOUR_BLACK;
  setup->solo_level = 7;
  g_assert_false (gk_setup_validate (setup, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  setup->solo_level = GK_SOLO_EXPERT;
  setup->n_players = 2;
  g_assert_false (gk_setup_validate (setup, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
}

/* ---- a round ---- */

static void
test_round (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = new_game (setup);
  g_autoptr(GkPreview) preview = NULL;
  const GkTable *t;
  GkMove move;
  gint x, y;

  /* the human exploits blue-3 ((2,0), height 1): +1 tile; the 2 other
   * cards go to the discard with the played one: X 7 + 3 */
  gk_test_act (game, 0, "blue-3", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 10);
  g_assert_cmpuint (gk_table_get_hand_size (t, 0), ==, 0);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 7);
  g_assert_cmpint (gk_table_get_next_player (t), ==, GK_PLAYER_HAL);

  /* the opponent: card C, tile red-9 drawn for it.  Without the marker's
   * cell the preview asks for it; it earns 1 point ((2,0) height 1) and
   * puts 1 resource from its supply */
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("C"), gk_test_card ("red-9"));
  preview = gk_table_preview (t, &move, NULL);
  g_assert_nonnull (preview);
  g_assert_true (preview->needs_marker);
  g_assert_cmpint (preview->resolved, ==, GK_ACTION_URBANIZATION);
  g_assert_cmpint (preview->points, ==, 1);
  g_assert_cmpint (preview->resources, ==, -1);
  g_assert_false (preview->opponent_cannot_pay);

  move.has_marker = TRUE;
  move.marker_x = 3;
  move.marker_y = -1;
  push (game, &move);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 24);
  g_assert_cmpuint (gk_table_get_resources_city (t, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpint (gk_table_get_building_at (t, 2, -1)->owner, ==, GK_PLAYER_HAL);
  gk_table_get_marker (t, 2, &x, &y);
  g_assert_cmpint (x, ==, 3);
  g_assert_cmpint (y, ==, -1);
  /* R 39 - 1 (the human's tile) - 1 (the opponent's); X + C; 4 draws */
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 37);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 11);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 6);
  g_assert_cmpuint (gk_table_get_round (t), ==, 2);
  g_assert_cmpint (gk_table_get_first_player (t), ==, 0);
  g_assert_cmpuint (gk_table_get_hand_size (t, 0), ==, 3);
  g_assert_cmpuint (gk_table_get_hand_size (t, GK_PLAYER_HAL), ==, 1);
}

static void
test_refusals (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = new_game (setup);
  GkMove move;

  gk_move_init_renew (&move, 0);
  assert_refused (game, &move, "no hand renewals");
  gk_move_init_renew (&move, GK_PLAYER_HAL);
  assert_refused (game, &move, "no hand renewals");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-1"), gk_test_card ("red-9"));
  assert_refused (game, &move, "turn");
  gk_move_init_action (&move, 0, gk_test_card ("red-1"), GK_NO_TILE);
  gk_move_set_drawn (&move, gk_test_card ("A"), gk_test_card ("red-1"));
  assert_refused (game, &move, "Only the solo opponent");

  gk_test_act (game, 0, "red-1", NULL);
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-1"), gk_test_card ("red-9"));
  assert_refused (game, &move, "discard pile");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-2"), GK_NO_TILE);
  assert_refused (game, &move, "always builds");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-2"), gk_test_card ("red-3"));
  assert_refused (game, &move, "already in the city");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-2"), gk_test_card ("red-9"));
  move.take = GK_TAKE_TILE;
  assert_refused (game, &move, "takes no resource");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-2"), gk_test_card ("red-9"));
  move.has_marker = TRUE;
  assert_refused (game, &move, "marker");
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-2"), gk_test_card ("red-9"));
  move.has_returns = TRUE;
  assert_refused (game, &move, "no tile return");

  /* a shift of a marker that does not exist (a move built by hand) */
  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("C"), gk_test_card ("red-9"));
  move.has_marker = TRUE;
  move.marker_x = 3;
  move.marker_y = -1;
  move.n_shifts = 1;
  move.shifts[0].letter = GK_N_LETTERS;
  assert_refused (game, &move, "no such marker");
}

/* ---- the expert level ---- */

static void
test_expert_choice (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) normal = NULL;
  g_autoptr(GkGame) expert = NULL;
  const GkTable *t;
  GkCard a = gk_test_card ("A");
  GkCard b = gk_test_card ("B");
  GkCard red1 = gk_test_card ("red-1");

  normal = new_game (setup);
  g_assert_false (gk_table_opponent_draws_second (gk_game_get_table (normal), a));
  setup->solo_level = GK_SOLO_EXPERT;
  expert = new_game (setup);
  t = gk_game_get_table (expert);
  g_assert_true (gk_table_opponent_draws_second (t, a));
  g_assert_false (gk_table_opponent_draws_second (t, red1));

  /* blue-2 on (1,0) makes B's cell worth 2, A's stays 1 */
  gk_test_act (expert, 0, "blue-2", "blue-11");
  t = gk_game_get_table (expert);
  g_assert_cmpuint (gk_table_get_urbanization_value (t, 0), ==, 1);
  g_assert_cmpuint (gk_table_get_urbanization_value (t, 1), ==, 2);
  g_assert_cmpint (gk_table_get_opponent_choice (t, a, b), ==, b);      /* worth more */
  g_assert_cmpint (gk_table_get_opponent_choice (t, b, a), ==, b);      /* worth less */
  g_assert_cmpint (gk_table_get_opponent_choice (t, a, gk_test_card ("L")), ==, a); /* equal */
  g_assert_cmpint (gk_table_get_opponent_choice (t, a, red1), ==, red1); /* building card */
  g_assert_cmpint (gk_table_get_opponent_choice (t, red1, a), ==, GK_NO_CARD);
}

/* ---- the hand-worked game (games/solo-expert.md) ---- */

static void
test_hand_worked_game (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-expert.ginkgo");
  const GkTable *t = gk_game_get_table (game);
  GArray *effects = gk_game_get_last_effects (game);

  /* round 14: the reserve runs out during the human's exploit; the
   * opponent's turn is left out, its card discarded unrevealed */
  g_assert_cmpuint (gk_game_get_n_moves (game), ==, 27);
  g_assert_true (gk_table_is_game_over (t));
  g_assert_cmpint (gk_table_get_end_trigger (t, NULL), ==, GK_END_TILES);
  g_assert_true (has_effect (effects, GK_EFFECT_OPPONENT_SKIPPED, GK_PLAYER_HAL));
  g_assert_true (has_effect (effects, GK_EFFECT_LOST, 0));
  g_assert_true (says (t, effects, "HAL's turn is left out"));
  g_assert_true (says (t, effects, "the game ends after this round"));

  /* after round 5 (10 moves) */
  while (gk_game_get_cursor (game) > 10)
    gk_game_undo (game);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 8);
  g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, 18);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 2);
  g_assert_cmpuint (gk_table_get_resources_city (t, 0), ==, 5);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 5);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 4);
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 18);
  g_assert_cmpuint (gk_table_get_resources_city (t, GK_PLAYER_HAL), ==, 7);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 31);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 1);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 14);
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);

  /* round 5, the opponent over its own building, 4 on 5: no points paid,
   * none gained */
  effects = gk_game_get_last_effects (game);
  g_assert_true (has_effect (effects, GK_EFFECT_RESOURCES_BACK, GK_PLAYER_HAL));
  g_assert_false (has_effect (effects, GK_EFFECT_POINTS, GK_PLAYER_HAL));

  /* round 4: the human over the opponent (it gains 1 point), then the
   * opponent over the human (the human gains 2) */
  gk_game_undo (game);
  gk_game_undo (game);
  effects = gk_game_get_last_effects (game);
  g_assert_true (has_effect (effects, GK_EFFECT_RESOURCES_BACK, 0));
  g_assert_true (has_effect (effects, GK_EFFECT_POINTS, 0));
  g_assert_true (has_effect (effects, GK_EFFECT_OPPONENT_PLAYS, GK_PLAYER_HAL));
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 8);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 4);
  g_assert_true (says (t, effects, "HAL plays Blue 11 of the two cards drawn"));
  gk_game_undo (game);
  effects = gk_game_get_last_effects (game);
  g_assert_true (has_effect (effects, GK_EFFECT_RESOURCES_BACK, GK_PLAYER_HAL));
  g_assert_true (has_effect (effects, GK_EFFECT_POINTS, GK_PLAYER_HAL));
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 4);
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 22);
}

/* ---- a colour change costs the opponent nothing (10.3) ---- */

/* games/solo-expert.md to the end of round 13, then another round 14,
 * worked out by hand from rules.md 10 (decision 3):
 *
 * Start of round 14: A pts 11, sup 9, scr 13, city 3 ((1,-1) red-13
 * height 2, (1,-2) blue-16 height 1), tiles 24, kept blue-2 red-4 blue-1.
 * H pts 8, sup 3, city 22. R 3, D 16, X 7, S 4.
 *
 * - A: card A alone, a resource: +1 (sup 8, scr 14); exploit bonuses in
 *   the order kept: red-4 +1 resource (sup 7, scr 15), blue-1 +1 tile
 *   (R 2, tiles 25); blue-2 is an urbanization bonus. X 7 + 1 + 2 = 10.
 * - H: red-13, a building card (no second card). Construction on (1,-1),
 *   Anna's, height 2, with the tile yellow-20 (R 1): Anna's 2 resources
 *   come back (scr 17, city 1) and she gains 2 points (pts 13). Yellow on
 *   red is a colour change, which costs HAL nothing: the new height 3
 *   needs 3 resources and its supply holds 3: it builds (sup 0, city 25),
 *   a build-site marker, and keeps red-13. Its supply is empty: the end is
 *   triggered (`resources:hal`), and as HAL acts last the game is over.
 *   Under the old rule (new height + 1 = 4 > 3) HAL could not pay.
 */
static void
test_colour_change_free (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-expert.ginkgo");
  g_autoptr(GkPreview) preview = NULL;
  g_auto(GStrv) steps = NULL;
  const GkTable *t;
  GArray *effects;
  GkMove move;
  gint who = GK_NO_PLAYER;

  gk_game_undo (game);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, 26);

  gk_move_init_action (&move, 0, gk_test_card ("A"), GK_NO_TILE);
  move.take = GK_TAKE_RESOURCE;
  push (game, &move);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, 7);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 15);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 25);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 2);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 10);
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 3);

  gk_move_init_action (&move, GK_PLAYER_HAL, gk_test_card ("red-13"), gk_test_card ("yellow-20"));
  preview = gk_table_preview (t, &move, NULL);
  g_assert_nonnull (preview);
  g_assert_false (preview->opponent_cannot_pay);
  g_assert_cmpint (preview->end_trigger, ==, GK_END_RESOURCES);

  /* the steps at the table: no resource goes back to the supply for the
   * colour change */
  steps = gk_steps_for_preview (t, preview);
  g_assert_cmpstr (steps[0], ==, "HAL plays Red 13.");
  g_assert_cmpstr (steps[1], ==, "Give the 2 resources on Red 13 back to Anna.");
  g_assert_cmpstr (steps[2], ==, "Anna takes 2 points.");
  g_assert_cmpstr (steps[3], ==, "Put Yellow 20 on top of Red 13.");
  g_assert_cmpstr (steps[4], ==, "Put a build-site marker on Yellow 20.");
  g_assert_cmpstr (steps[5], ==, "Put 3 of HAL’s resources on Yellow 20, from its supply.");
  for (guint i = 0; steps[i] != NULL; i++)
    g_assert_null (strstr (steps[i], "returns"));

  push (game, &move);
  t = gk_game_get_table (game);
  effects = gk_game_get_last_effects (game);
  g_assert_false (has_effect (effects, GK_EFFECT_CANNOT_PAY, GK_PLAYER_HAL));
  g_assert_false (has_effect (effects, GK_EFFECT_RESOURCES, GK_PLAYER_HAL));
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 13);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 17);
  g_assert_cmpuint (gk_table_get_resources_city (t, 0), ==, 1);
  g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==, 8);
  g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==, 0);
  g_assert_cmpuint (gk_table_get_resources_city (t, GK_PLAYER_HAL), ==, 25);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 1);
  g_assert_true (gk_table_tile_in_city (t, gk_test_card ("yellow-20")));
  g_assert_cmpint (gk_table_get_end_trigger (t, &who), ==, GK_END_RESOURCES);
  g_assert_cmpint (who, ==, GK_PLAYER_HAL);
  g_assert_true (gk_table_is_game_over (t));
}

/* ---- the opponent cannot pay (10.4) ---- */

static void
test_cannot_pay (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GkRandomGameOptions options = { 1, 0.5, 0, 5000, FALSE, 0 };

  for (guint g = 0; g < 100; g++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 1);
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_autoptr(GkTable) before = NULL;
      g_autoptr(GkPreview) preview = NULL;
      const GkMove *last;
      const GkTable *t = gk_game_get_table (game);
      guint n = gk_game_get_n_moves (game);
      gint who = GK_NO_PLAYER;

      if (gk_table_get_end_trigger (t, NULL) != GK_END_OPPONENT_CANNOT_PAY)
        continue;

      last = gk_game_get_move (game, n - 1);
      g_assert_cmpint (last->player, ==, GK_PLAYER_HAL);
      gk_game_undo (game);
      before = gk_table_copy (gk_game_get_table (game));
      preview = gk_table_preview (before, last, NULL);
      g_assert_nonnull (preview);
      g_assert_true (preview->opponent_cannot_pay);
      g_assert_cmpint (preview->end_trigger, ==, GK_END_OPPONENT_CANNOT_PAY);
      gk_game_redo (game);
      t = gk_game_get_table (game);

      /* game over at once; the tile stays in the reserve; the card (both
       * at the expert level) to the discard; nothing placed */
      g_assert_true (gk_table_is_game_over (t));
      g_assert_cmpint (gk_table_get_end_trigger (t, &who), ==, GK_END_OPPONENT_CANNOT_PAY);
      g_assert_cmpint (who, ==, GK_PLAYER_HAL);
      g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, gk_table_get_tile_reserve (before));
      g_assert_false (gk_table_tile_in_city (t, last->tile));
      g_assert_cmpuint (gk_table_get_resources_supply (t, GK_PLAYER_HAL), ==,
                        gk_table_get_resources_supply (before, GK_PLAYER_HAL));
      g_assert_cmpuint (gk_table_get_points (t, GK_PLAYER_HAL), ==,
                        gk_table_get_points (before, GK_PLAYER_HAL));
      g_assert_true (gk_table_card_in_discard (t, last->card));
      g_assert_cmpuint (gk_table_get_n_buildings (t), ==, gk_table_get_n_buildings (before));
      g_assert_true (has_effect (gk_game_get_last_effects (game), GK_EFFECT_CANNOT_PAY,
                                 GK_PLAYER_HAL));
      g_assert_true (says (t, gk_game_get_last_effects (game), "HAL cannot pay"));
      g_assert_true (says (t, gk_game_get_last_effects (game), "The game is over"));
      return;
    }
  g_assert_not_reached ();
}

/* ---- marker shifts (rules.md 9.7) ---- */

static void
test_shift_warning (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) plain = NULL;
  g_autoptr(GkPreview) broken = NULL;
  g_autoptr(GkPreview) mended = NULL;
  GkMove move;
  GArray *effects;

  gk_test_setup_character (setup, 0, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 2, 0);
  gk_test_setup_character (setup, 1, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 2, 0);
  game = new_game (setup);

  /* Anna urbanizes A's cell (0,-1), marker A to (-1,-1): still in order */
  gk_move_init_action (&move, 0, gk_test_card ("A"), gk_test_card ("blue-9"));
  move.has_marker = TRUE;
  move.marker_x = -1;
  move.marker_y = -1;
  plain = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_false (plain->marker_out_of_order);

  /* L shifted to (0,-2), between A and B: the order breaks, accepted with
   * a warning on the preview and on the shift, which was not needed either
   * (the letters were in order once A was placed) */
  gk_move_add_shift (&move, 11, 0, -2);
  broken = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_nonnull (broken);
  g_assert_true (broken->marker_out_of_order);
  g_assert_true (broken->shifts_unneeded);
  push (game, &move);
  effects = gk_game_get_last_effects (game);
  g_assert_true (has_effect (effects, GK_EFFECT_SHIFT, 0));
  for (guint i = 0; i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_SHIFT)
      g_assert_cmpint (g_array_index (effects, GkEffect, i).amount, ==,
                       GK_SHIFT_STILL_BROKEN | GK_SHIFT_UNNEEDED);
  g_assert_true (says (gk_game_get_table (game), effects,
                       "Marker L is shifted to (0, -2), though the letters were in alphabetical "
                       "order; now they are out of it"));

  /* Béla urbanizes K's cell (-1,1), K to (-2,1), and shifts L back to
   * (-1,0): the order is mended */
  gk_move_init_action (&move, 1, gk_test_card ("K"), gk_test_card ("red-9"));
  move.has_marker = TRUE;
  move.marker_x = -2;
  move.marker_y = 1;
  gk_move_add_shift (&move, 11, -1, 0);
  mended = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_nonnull (mended);
  g_assert_false (mended->marker_out_of_order);
  g_assert_false (mended->shifts_unneeded);
  push (game, &move);
  g_assert_true (says (gk_game_get_table (game), gk_game_get_last_effects (game),
                       "Marker L is shifted to (-1, 0)"));
  g_assert_false (says (gk_game_get_table (game), gk_game_get_last_effects (game),
                        "out of alphabetical order"));

  /* a move holds at most one shift per other marker */
  for (guint i = move.n_shifts; i < GK_MAX_SHIFTS; i++)
    g_assert_true (gk_move_add_shift (&move, 0, 0, 0));
  g_assert_false (gk_move_add_shift (&move, 0, 0, 0));
}

/* rules.md 9.7 allows shifts only where the order would otherwise break:
 * shifts on an urbanization that needed none are accepted with a warning
 * in the preview, its words and the steps at the table.
 *
 * Anna urbanizes A's cell (0,-1) with Blue 9, marker A to (-1,-1): the
 * city is the square and (0,-1), its centre (0.9, 0.8); going clockwise
 * by angle from it the letters read L (-1,0), A (-1,-1), B (1,-1),
 * C (2,-1), D ... K: in order, nothing to mend.  She shifts B above the
 * new tile to (0,-2), then C to B's old cell (1,-1), right of it: L, A,
 * B (0,-2), C (1,-1), D ... K, still in order, and neither shift needed. */
static void
test_shifts_unneeded (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  g_auto(GStrv) steps = NULL;
  const GkTable *t;
  GArray *effects;
  GkMove move;
  guint shifts = 0;

  gk_test_setup_character (setup, 0, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 2, 0);
  gk_test_setup_character (setup, 1, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 2, 0);
  game = new_game (setup);
  t = gk_game_get_table (game);

  gk_move_init_action (&move, 0, gk_test_card ("A"), gk_test_card ("blue-9"));
  move.has_marker = TRUE;
  move.marker_x = -1;
  move.marker_y = -1;
  gk_move_add_shift (&move, 1, 0, -2);
  gk_move_add_shift (&move, 2, 1, -1);
  preview = gk_table_preview (t, &move, NULL);
  g_assert_nonnull (preview);
  g_assert_false (preview->marker_out_of_order);
  g_assert_true (preview->shifts_unneeded);

  steps = gk_steps_for_preview (t, preview);
  g_assert_cmpstr (steps[3], ==, "Move marker A to the left of Blue 9.");
  g_assert_cmpstr (steps[4], ==, "Move marker B above Blue 9.");
  g_assert_cmpstr (steps[5], ==, "Move marker C to the right of Blue 9.");
  g_assert_cmpstr (steps[6], ==, "No marker needed shifting: the letters were already in "
                                 "alphabetical order (the shifts stand as entered).");

  /* accepted as entered */
  push (game, &move);
  t = gk_game_get_table (game);
  effects = gk_game_get_last_effects (game);
  for (guint i = 0; i < effects->len; i++)
    {
      const GkEffect *e = &g_array_index (effects, GkEffect, i);

      if (e->kind == GK_EFFECT_SHIFT)
        g_assert_cmpint (e->amount, ==, shifts++ == 0 ? GK_SHIFT_UNNEEDED : 0);
    }
  g_assert_cmpuint (shifts, ==, 2);
  g_assert_cmpint (gk_table_get_marker_at (t, 0, -2), ==, 1);
  g_assert_cmpint (gk_table_get_marker_at (t, 1, -1), ==, 2);
  g_assert_true (says (t, effects, "Marker B is shifted to (0, -2), though the letters were "
                                   "already in alphabetical order"));
  g_assert_true (says (t, effects, "Marker C is shifted to (1, -1)"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solo/setup", test_setup);
  g_test_add_func ("/solo/round", test_round);
  g_test_add_func ("/solo/refusals", test_refusals);
  g_test_add_func ("/solo/expert-choice", test_expert_choice);
  g_test_add_func ("/solo/hand-worked-game", test_hand_worked_game);
  g_test_add_func ("/solo/colour-change-free", test_colour_change_free);
  g_test_add_func ("/solo/cannot-pay", test_cannot_pay);
  g_test_add_func ("/solo/shift-warning", test_shift_warning);
  g_test_add_func ("/solo/shifts-unneeded", test_shifts_unneeded);

  return g_test_run ();
}
