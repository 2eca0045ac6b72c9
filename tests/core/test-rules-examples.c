/* test-rules-examples.c: the rulebook's worked examples, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-test-util.h"

#define ANA   0
#define ALICE 1

static void
assert_invariants (GkGame *game)
{
  g_autofree char *broken = gk_test_check_invariants (gk_game_get_table (game));

  g_assert_null (broken);
}

/* The rulebook's construction example: Alice plays the red 7 card with a
 * yellow 4 tile on Ana's red 7, which holds 2 of Ana's resources. */
static void
test_construction_example (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  const GkTable *t;
  const GkBuilding *b;

  gk_setup_set_player_name (setup, ANA, "Ana");
  gk_setup_set_player_name (setup, ALICE, "Alice");
  gk_test_setup_character (setup, ANA, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 3, 0);
  gk_test_setup_character (setup, ANA, 1, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  gk_test_setup_character (setup, ANA, 2, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  /* Alice's two construction bonuses: 1 point (yellow) and 1 resource (red). */
  gk_test_setup_character (setup, ALICE, 0, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 1, 2, 2);
  gk_test_setup_character (setup, ALICE, 1, GK_COLOUR_RED, GK_TRIGGER_CONSTRUCTION, 1, 2, 1);
  gk_test_setup_character (setup, ALICE, 2, GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  game = gk_game_new (setup, NULL);
  g_assert_nonnull (game);

  /* Round 1: Ana builds red 7 over red 1: 2 levels, 2 of her resources. */
  gk_test_act (game, ANA, "red-1", "red-7");
  gk_test_act (game, ALICE, "blue-1", NULL);
  /* Rounds 2 and 3: exploits, until the deck is rebuilt and red 7's card joins it. */
  gk_test_act (game, ALICE, "blue-2", NULL);
  gk_test_act (game, ANA, "blue-3", NULL);
  t = gk_game_get_table (game);
  g_assert_false (gk_table_card_playable (t, gk_test_card ("red-7")));
  gk_test_act (game, ANA, "yellow-1", NULL);
  gk_test_act (game, ALICE, "yellow-2", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);
  g_assert_true (gk_table_card_playable (t, gk_test_card ("red-7")));
  assert_invariants (game);

  /* Ana: 3 - 2 placed, then two exploits each paying her red exploit
   * character and the red 1 she kept (an exploit bonus); yellow 1 gave a point. */
  g_assert_cmpuint (gk_table_get_points (t, ANA), ==, 1);
  g_assert_cmpuint (gk_table_get_resources_screen (t, ANA), ==, 5);
  g_assert_cmpint (gk_table_get_kept (t, ANA, 0), ==, gk_test_card ("red-1"));
  g_assert_cmpuint (gk_table_get_points (t, ALICE), ==, 4);
  g_assert_cmpuint (gk_table_get_resources_screen (t, ALICE), ==, 4);
  b = gk_table_find_top (t, gk_test_card ("red-7"));
  g_assert_cmpuint (b->height, ==, 2);
  g_assert_cmpint (b->owner, ==, ANA);

  /* Round 4: the example itself. */
  gk_test_act (game, ALICE, "red-7", "yellow-4");
  t = gk_game_get_table (game);
  /* Ana: her 2 resources come back, and 2 points. */
  g_assert_cmpuint (gk_table_get_resources_screen (t, ANA), ==, 5 + 2);
  g_assert_cmpuint (gk_table_get_points (t, ANA), ==, 1 + 2);
  /* Alice: -3 points (4 on 7), -1 resource (new colour), 3 placed, then +1 point +1 resource. */
  g_assert_cmpuint (gk_table_get_points (t, ALICE), ==, 4 - 3 + 1);
  g_assert_cmpuint (gk_table_get_resources_screen (t, ALICE), ==, 4 - 1 - 3 + 1);
  g_assert_cmpuint (gk_table_get_resources_city (t, ALICE), ==, 3);
  g_assert_cmpuint (gk_table_get_resources_city (t, ANA), ==, 0);
  b = gk_table_find_top (t, gk_test_card ("yellow-4"));
  g_assert_nonnull (b);
  g_assert_cmpuint (b->height, ==, 3);
  g_assert_cmpint (b->owner, ==, ALICE);
  g_assert_true (b->build_site);
  /* Alice keeps red 7 face up; it leaves the deck. */
  g_assert_cmpuint (gk_table_get_n_kept (t, ALICE), ==, 1);
  g_assert_cmpint (gk_table_get_kept (t, ALICE, 0), ==, gk_test_card ("red-7"));
  g_assert_false (gk_table_card_in_circulation (t, gk_test_card ("red-7")));
  assert_invariants (game);
}

/* Urbanization: the tile on the marker's cell, 1 resource, a build-site
 * marker, the marker moves, adjacent buildings are activated and the
 * urbanization bonus pays. */
static void
test_urbanization_example (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GError) error = NULL;
  const GkTable *t;
  const GkBuilding *b;
  GkMove move;
  gint mx, my;

  /* Square: blue 3 at (2,0), red 3 at (2,1): D lies at (3,0), E at (3,1). */
  gk_test_setup_character (setup, ANA, 0, GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION, 1, 1, 0);
  gk_test_setup_character (setup, ANA, 1, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  game = gk_game_new (setup, NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 45 - 1);

  /* The preview tells it all before it happens. */
  gk_move_init_action (&move, ANA, gk_test_card ("D"), gk_test_card ("yellow-10"));
  preview = gk_table_preview (t, &move, &error);
  g_assert_no_error (error);
  g_assert_true (preview->needs_marker);
  g_assert_cmpint (preview->resolved, ==, GK_ACTION_URBANIZATION);
  g_assert_cmpint (preview->tiles, ==, -1 + 1 + 1);      /* played, blue 3, bonus */
  g_assert_cmpint (preview->points, ==, 1);               /* yellow bonus */
  g_assert_cmpint (preview->resources, ==, -1);
  /* ...and changes nothing. */
  g_assert_null (gk_table_get_building_at (t, 3, 0));

  /* Only empty cells next to the new tile: (3,-1) and (4,0); (3,1) holds E. */
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (t, 3);

    g_assert_cmpuint (targets->len, ==, 4);
  }
  move.has_marker = TRUE;
  move.marker_x = 3;
  move.marker_y = 1;
  g_assert_false (gk_game_push (game, &move, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  move.marker_x = 5;
  move.marker_y = 0;
  g_assert_false (gk_game_push (game, &move, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_assert_nonnull (strstr (error->message, "outside the edge"));
  g_clear_error (&error);

  gk_test_urbanize (game, ANA, "D", "yellow-10", 3, -1);
  t = gk_game_get_table (game);
  b = gk_table_get_building_at (t, 3, 0);
  g_assert_nonnull (b);
  g_assert_cmpint (b->top, ==, gk_test_card ("yellow-10"));
  g_assert_cmpint (b->owner, ==, ANA);
  g_assert_cmpuint (b->height, ==, 1);
  g_assert_true (b->build_site);
  gk_table_get_marker (t, 3, &mx, &my);
  g_assert_cmpint (mx, ==, 3);
  g_assert_cmpint (my, ==, -1);
  g_assert_cmpuint (gk_table_get_tiles (t, ANA), ==, 2);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 45 - 3);
  g_assert_cmpuint (gk_table_get_points (t, ANA), ==, 1);
  g_assert_cmpuint (gk_table_get_resources_screen (t, ANA), ==, 0);
  g_assert_true (gk_table_card_in_discard (t, gk_test_card ("D")));
  g_assert_false (gk_table_card_playable (t, gk_test_card ("yellow-10")));
  assert_invariants (game);
}

/* The rebuild, 3 players: the cards of yellow 4, 5 and 9, all marked,
 * join the discard pile, the pile is shuffled, 7 are burned, the markers
 * come off. */
static void
test_rebuild_example (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GArray) sites = NULL;
  g_autoptr(GkPreview) preview = NULL;
  const GkTable *t;
  GkMove move;

  for (guint p = 0; p < 3; p++)
    gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 2, 0);
  game = gk_game_new (setup, NULL);
  t = gk_game_get_table (game);
  /* 21 cards - 7 burned - 12 dealt. */
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 2);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 7);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 2);

  gk_test_urbanize (game, 0, "A", "yellow-4", 0, -2);
  gk_test_urbanize (game, 1, "B", "yellow-5", 1, -2);
  t = gk_game_get_table (game);
  sites = gk_table_get_build_sites (t);
  g_assert_cmpuint (sites->len, ==, 2);
  g_clear_pointer (&sites, g_array_unref);

  /* The last action of the round: the preview says the deck is rebuilt. */
  gk_move_init_action (&move, 2, gk_test_card ("yellow-1"), gk_test_card ("yellow-9"));
  preview = gk_table_preview (t, &move, NULL);
  g_assert_nonnull (preview);
  g_assert_true (preview->rebuilds);
  g_assert_cmpint (preview->resolved, ==, GK_ACTION_CONSTRUCTION);

  gk_test_act (game, 2, "yellow-1", "yellow-9");
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);
  /* The move says exactly which building cards went into the rebuild. */
  {
    GArray *effects = gk_game_get_last_effects (game);
    const char *expected[] = { "yellow-4", "yellow-5", "yellow-9" };
    guint n = 0;

    for (guint i = 0; i < effects->len; i++)
      {
        const GkEffect *e = &g_array_index (effects, GkEffect, i);

        if (e->kind == GK_EFFECT_REBUILD)
          {
            /* 12 cards shuffled, 7 burned face up. */
            g_assert_cmpint (e->amount, ==, 12 - 7);
            g_assert_cmpint (e->id, ==, 7);
          }
        if (e->kind == GK_EFFECT_REBUILD_CARD)
          {
            g_assert_cmpuint (n, <, G_N_ELEMENTS (expected));
            g_assert_cmpint (e->id, ==, gk_test_card (expected[n++]));
          }
      }
    g_assert_cmpuint (n, ==, 3);
  }
  /* 7 burned + A + B, yellow 1 kept, + yellow 4, 5, 9 = 12; 7 burned; 3 drew. */
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 7);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 12 - 7 - 1);
  sites = gk_table_get_build_sites (t);
  g_assert_cmpuint (sites->len, ==, 0);
  for (guint i = 0; i < gk_table_get_n_buildings (t); i++)
    g_assert_false (gk_table_get_building (t, i)->build_site);
  g_assert_true (gk_table_card_playable (t, gk_test_card ("yellow-4")));
  g_assert_true (gk_table_card_playable (t, gk_test_card ("yellow-5")));
  g_assert_true (gk_table_card_playable (t, gk_test_card ("yellow-9")));
  g_assert_true (gk_table_card_playable (t, gk_test_card ("A")));
  g_assert_false (gk_table_card_in_circulation (t, gk_test_card ("yellow-1")));
  g_assert_cmpuint (gk_table_get_round (t), ==, 2);
  g_assert_cmpint (gk_table_get_first_player (t), ==, 1);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (gk_table_get_hand_size (t, (gint) p), ==, 4);
  assert_invariants (game);
}

/* Setup counts for every player count (rules.md 2). */
static void
test_setup_counts (void)
{
  const struct { guint n, reserve, pile, discard, supply; } rows[] = {
    { 2, 45, 6, 7, 25 },
    { 3, 45, 2, 7, 20 },
    { 4, 51, 5, 0, 18 },
    { 5, 51, 1, 0, 16 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr(GkSetup) setup = gk_test_setup_new (rows[i].n);
      g_autoptr(GkTable) t = NULL;
      g_autofree char *broken = NULL;

      gk_test_setup_character (setup, 0, 0, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 2, 3, 1);
      t = gk_table_new (setup);
      g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, rows[i].reserve - 2);
      g_assert_cmpuint (gk_table_get_draw_pile (t), ==, rows[i].pile);
      g_assert_cmpuint (gk_table_get_discard_pile (t), ==, rows[i].discard);
      g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, rows[i].supply - 3);
      g_assert_cmpuint (gk_table_get_resources_supply (t, 1), ==, rows[i].supply);
      g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 3);
      g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 2);
      g_assert_cmpuint (gk_table_get_points (t, 0), ==, 1);
      g_assert_cmpuint (gk_table_get_renewal_tokens (t, 1), ==, 2);
      g_assert_cmpuint (gk_table_get_n_buildings (t), ==, 9);
      g_assert_cmpuint (gk_table_get_round (t), ==, 1);
      broken = gk_test_check_invariants (t);
      g_assert_null (broken);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/example/construction", test_construction_example);
  g_test_add_func ("/rules/example/urbanization", test_urbanization_example);
  g_test_add_func ("/rules/example/rebuild", test_rebuild_example);
  g_test_add_func ("/rules/setup-counts", test_setup_counts);

  return g_test_run ();
}
