/* test-table.c: the rules of play, one at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-test-util.h"

#define new_game(setup) gk_test_game_new (setup)

static void
all_characters (GkSetup  *setup,
                guint     player,
                GkColour  colour,
                GkTrigger trigger,
                guint     tiles,
                guint     resources,
                guint     points)
{
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    gk_test_setup_character (setup, player, c, colour, trigger, tiles, resources, points);
}

/* Pushes @move and checks it is refused with a message containing @needle,
 * and that the table did not change. */
static void
assert_refused (GkGame       *game,
                const GkMove *move,
                gint          code,
                const char   *needle)
{
  g_autoptr(GError) error = NULL;
  guint cursor = gk_game_get_cursor (game);
  g_autoptr(GkTable) before = gk_table_copy (gk_game_get_table (game));
  const GkTable *after;

  g_assert_false (gk_game_push (game, move, &error));
  g_assert_error (error, GK_ERROR, code);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected \"%s\" in \"%s\"", needle, error->message);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, cursor);

  after = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_draw_pile (before), ==, gk_table_get_draw_pile (after));
  g_assert_cmpuint (gk_table_get_tile_reserve (before), ==, gk_table_get_tile_reserve (after));
  g_assert_cmpuint (gk_table_get_actions_done (before), ==, gk_table_get_actions_done (after));
  for (guint p = 0; p < gk_table_get_n_players (after); p++)
    {
      g_assert_cmpuint (gk_table_get_points (before, (gint) p), ==,
                        gk_table_get_points (after, (gint) p));
      g_assert_cmpuint (gk_table_get_tiles (before, (gint) p), ==,
                        gk_table_get_tiles (after, (gint) p));
      g_assert_cmpuint (gk_table_get_resources_screen (before, (gint) p), ==,
                        gk_table_get_resources_screen (after, (gint) p));
    }
}

static gboolean
effects_have (GkGame       *game,
              GkEffectKind  kind)
{
  GArray *effects = gk_game_get_last_effects (game);

  for (guint i = 0; i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* Exploit: blue gives tiles, red resources, yellow points, times the height. */
static void
test_exploit_colours (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (4);
  g_autoptr(GkGame) game = NULL;
  const GkTable *t;

  for (guint p = 0; p < 4; p++)
    all_characters (setup, p, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 3, 0);
  game = new_game (setup);

  gk_test_act (game, 0, "blue-1", NULL);
  gk_test_act (game, 1, "red-2", NULL);
  gk_test_act (game, 2, "yellow-3", NULL);
  /* Red 1 covered by red 12: two levels. */
  gk_test_act (game, 3, "red-1", "red-12");
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 3 + 1);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 1), ==, 9 + 1);
  g_assert_cmpuint (gk_table_get_points (t, 2), ==, 1);
  g_assert_cmpuint (gk_table_find_top (t, gk_test_card ("red-12"))->height, ==, 2);
  /* 4 players: 5 cards in the pile, 4 drawn: one left. */
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 1);

  /* Round 2: the first draw takes the last card and rebuilds: red 12 joins. */
  gk_test_act (game, 1, "blue-2", NULL);
  gk_test_act (game, 2, "blue-3", NULL);
  gk_test_act (game, 3, "yellow-1", NULL);
  gk_test_act (game, 0, "yellow-2", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);
  g_assert_true (gk_table_card_playable (t, gk_test_card ("red-12")));

  /* Round 3: exploiting the two-level red 12 gives 2 resources. */
  gk_test_act (game, 2, "red-12", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 2), ==, 9 + 2);
}

/* An urbanization card alone: 1 resource or 1 tile; the choice is needed. */
static void
test_urbanization_card_alone (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  GkMove move;

  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 0, 0, 0);
  all_characters (setup, 1, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 0, 0, 0);
  game = new_game (setup);

  gk_move_init_action (&move, 0, gk_test_card ("A"), GK_NO_TILE);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "resource or a tile");
  gk_test_take (game, 0, "A", GK_TAKE_RESOURCE);
  gk_test_take (game, 1, "B", GK_TAKE_TILE);
  g_assert_cmpuint (gk_table_get_resources_screen (gk_game_get_table (game), 0), ==, 1);
  g_assert_cmpuint (gk_table_get_tiles (gk_game_get_table (game), 1), ==, 1);

  /* A lies in the discard pile until the next rebuild. */
  gk_move_init_action (&move, 1, gk_test_card ("A"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "discard");
}

/* rules.md 9.1: an urbanization without a resource is an exploit. */
static void
test_urbanization_fallback (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  const GkTable *t;
  GkMove move;

  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 1, 0, 0);
  game = new_game (setup);

  gk_move_init_action (&move, 0, gk_test_card ("A"), gk_test_card ("blue-15"));
  move.has_marker = TRUE;
  move.marker_x = 0;
  move.marker_y = -2;
  preview = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_nonnull (preview);
  g_assert_cmpint (preview->fallback, ==, GK_FALLBACK_NO_RESOURCE);
  g_assert_cmpint (preview->resolved, ==, GK_ACTION_EXPLOIT);
  g_assert_true (preview->needs_take);
  /* Without the choice it is refused; with it, the tile stays behind the screen. */
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "resource or a tile");
  move.take = GK_TAKE_RESOURCE;
  g_assert_true (gk_game_push (game, &move, NULL));
  g_assert_true (effects_have (game, GK_EFFECT_FALLBACK));
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 3);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 1);
  g_assert_null (gk_table_get_building_at (t, 0, -1));
  g_assert_false (gk_table_tile_in_city (t, gk_test_card ("blue-15")));
}

/* rules.md 9.1: a construction the player cannot pay is an exploit. */
static void
test_construction_fallbacks (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  const GkTable *t;
  GkMove move;

  /* p1: 1 tile, 1 resource, no points. p2: 1 tile, 3 resources, 1 point. */
  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  gk_test_setup_character (setup, 0, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 1, 0);
  all_characters (setup, 1, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 1, 0);
  gk_test_setup_character (setup, 1, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 1, 1);
  game = new_game (setup);

  /* Two levels need 2 resources: p1 has 1. */
  gk_move_init_action (&move, 0, gk_test_card ("red-2"), gk_test_card ("red-8"));
  preview = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_cmpint (preview->fallback, ==, GK_FALLBACK_RESOURCES);
  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  /* Red 2 was exploited: +1 resource; the tile went back behind the screen. */
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 2);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 1);
  g_assert_false (gk_table_tile_in_city (t, gk_test_card ("red-8")));
  g_clear_pointer (&preview, gk_preview_free);

  /* Tiles already in the city cannot be played again. */
  gk_move_init_action (&move, 1, gk_test_card ("yellow-3"), gk_test_card ("yellow-1"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "already in the city");
  gk_move_init_action (&move, 1, gk_test_card ("yellow-3"), gk_test_card ("blue-1"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "already in the city");
  gk_move_init_action (&move, 1, gk_test_card ("blue-3"), gk_test_card ("yellow-1"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "already in the city");
}

/* rules.md 9.1: points for a lower number must be there. */
static void
test_construction_points_fallback (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (4);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  const GkTable *t;
  GkMove move;

  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 3, 0);
  all_characters (setup, 2, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 3, 0);
  game = new_game (setup);

  /* p1 builds red 9 on red 3; the card enters the deck at the rebuild. */
  gk_test_act (game, 0, "red-3", "red-9");
  gk_test_act (game, 1, "blue-1", NULL);
  gk_test_act (game, 2, "blue-2", NULL);
  gk_test_act (game, 3, "blue-3", NULL);
  gk_test_act (game, 1, "yellow-1", NULL);
  gk_test_act (game, 2, "yellow-2", NULL);
  gk_test_act (game, 3, "yellow-3", NULL);
  gk_test_act (game, 0, "red-1", NULL);
  t = gk_game_get_table (game);
  g_assert_true (gk_table_card_playable (t, gk_test_card ("red-9")));
  g_assert_cmpuint (gk_table_get_points (t, 2), ==, 1);

  /* p3 (1 point, 9 resources) plays red 4 on red 9: 5 points needed. */
  gk_move_init_action (&move, 2, gk_test_card ("red-9"), gk_test_card ("red-4"));
  preview = gk_table_preview (t, &move, NULL);
  g_assert_nonnull (preview);
  g_assert_cmpint (preview->fallback, ==, GK_FALLBACK_POINTS);
  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  /* The exploit of red 9, 2 high: 2 resources; p1 keeps the building. */
  g_assert_cmpuint (gk_table_get_resources_screen (t, 2), ==, 9 + 2);
  g_assert_cmpint (gk_table_find_top (t, gk_test_card ("red-9"))->owner, ==, 0);
  g_assert_cmpuint (gk_table_get_points (t, 2), ==, 1);
  g_assert_cmpuint (gk_table_get_tiles (t, 2), ==, 4);
}

/* Building over one's own building: the resources come back first, no points. */
static void
test_construction_over_own (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (4);
  g_autoptr(GkGame) game = NULL;
  const GkTable *t;

  /* p1: 2 tiles, 3 resources. */
  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 0, 0, 0);
  gk_test_setup_character (setup, 0, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 2, 3, 0);
  game = new_game (setup);

  gk_test_act (game, 0, "blue-2", "blue-10");           /* 2 placed: 1 left */
  gk_test_act (game, 1, "red-1", NULL);
  gk_test_act (game, 2, "red-2", NULL);
  gk_test_act (game, 3, "red-3", NULL);
  gk_test_act (game, 1, "yellow-1", NULL);
  gk_test_act (game, 2, "yellow-2", NULL);
  gk_test_act (game, 3, "yellow-3", NULL);
  gk_test_take (game, 0, "A", GK_TAKE_RESOURCE);
  gk_test_take (game, 2, "B", GK_TAKE_RESOURCE);
  gk_test_take (game, 3, "C", GK_TAKE_RESOURCE);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 2);
  g_assert_cmpuint (gk_table_get_resources_city (t, 0), ==, 2);
  /* 3 levels: 2 come back, 3 go on, same colour: 2 + 2 - 3 = 1, and no points. */
  gk_test_act (game, 0, "blue-10", "blue-11");
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 1);
  g_assert_cmpuint (gk_table_get_resources_city (t, 0), ==, 3);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 0);
  g_assert_cmpuint (gk_table_get_n_kept (t, 0), ==, 2);
  g_assert_cmpuint (gk_table_find_top (t, gk_test_card ("blue-11"))->height, ==, 3);
}

/* rules.md 9.2: a gain larger than the supply gives what is left. */
static void
test_supply_cap (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (5);
  g_autoptr(GkGame) game = NULL;
  const char *letters[] = { "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L" };
  guint l = 0;
  const GkTable *t;
  GArray *effects;

  /* 16 per colour with 5 players; 9 from the characters; each exploit pays 3 more. */
  all_characters (setup, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 0, 3, 0);
  game = new_game (setup);
  gk_test_act (game, 0, "yellow-1", NULL);
  for (gint p = 1; p < 5; p++)
    gk_test_take (game, p, letters[l++], GK_TAKE_TILE);
  for (gint p = 1; p < 5; p++)
    gk_test_take (game, p, letters[l++], GK_TAKE_TILE);
  gk_test_act (game, 0, "yellow-2", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 15);
  g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, 1);
  for (gint p = 2; p < 5; p++)
    gk_test_take (game, p, letters[l++], GK_TAKE_TILE);
  gk_test_act (game, 0, "yellow-3", NULL);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 16);
  g_assert_cmpuint (gk_table_get_resources_supply (t, 0), ==, 0);
  effects = gk_game_get_last_effects (game);
  {
    guint lost = 0;

    for (guint i = 0; i < effects->len; i++)
      if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_LOST)
        lost += (guint) g_array_index (effects, GkEffect, i).amount;
    g_assert_cmpuint (lost, ==, 2);
  }
  /* Holding resources behind the screen is no end: they are not in the city. */
  g_assert_cmpint (gk_table_get_end_trigger (t, NULL), ==, GK_END_NONE);
}

/* rules.md 7, 9.3, 9.10: the reserve runs out the first time: the return
 * step inside the action, then owed tiles from the new reserve; the second
 * time ends the game at the end of the round. */
static void
test_tile_reserve_exhaustion (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GError) error = NULL;
  const GkTable *t;
  GkMove move;

  /* 9 tiles each from the characters: 27 left; every exploit gives 4. */
  all_characters (setup, 0, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0);
  all_characters (setup, 1, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0);
  game = new_game (setup);
  g_assert_cmpuint (gk_table_get_tile_reserve (gk_game_get_table (game)), ==, 27);

  gk_test_act (game, 0, "blue-1", NULL);
  gk_test_act (game, 1, "blue-2", NULL);
  gk_test_act (game, 1, "blue-3", NULL);
  gk_test_take (game, 0, "A", GK_TAKE_TILE);
  gk_test_take (game, 0, "B", GK_TAKE_TILE);
  gk_test_take (game, 1, "C", GK_TAKE_TILE);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 3);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 21);
  g_assert_cmpuint (gk_table_get_tiles (t, 1), ==, 21);

  /* Round 4: p2's exploit wants 4 tiles: 3 empty the reserve. */
  gk_move_init_action (&move, 1, gk_test_card ("D"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  preview = gk_table_preview (t, &move, &error);
  g_assert_no_error (error);
  g_assert_true (preview->needs_tile_return);
  /* What each player may return: p2 has taken 3 tiles before the reserve ran out. */
  g_assert_cmpuint (preview->return_max[0], ==, 21);
  g_assert_cmpuint (preview->return_max[1], ==, 24);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "tile return");

  move.has_returns = TRUE;
  move.returns[0] = 22;
  move.returns[1] = 3;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "cannot return 22");

  move.returns[0] = 2;
  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reserve_exhaustions (t), ==, 1);
  /* 2 + 3 returned, then the fourth tile taken from them. */
  g_assert_cmpuint (gk_table_get_tile_reserve (t), ==, 4);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, 2);
  g_assert_cmpuint (gk_table_get_points (t, 1), ==, 3);
  g_assert_cmpuint (gk_table_get_tiles (t, 0), ==, 19);
  g_assert_cmpuint (gk_table_get_tiles (t, 1), ==, 21 + 3 - 3 + 1);
  g_assert_cmpint (gk_table_get_end_trigger (t, NULL), ==, GK_END_NONE);

  /* A return entered where the reserve does not run out is refused. */
  gk_move_init_action (&move, 0, gk_test_card ("E"), GK_NO_TILE);
  move.take = GK_TAKE_RESOURCE;
  move.has_returns = TRUE;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "does not run out");

  /* p1 empties it again: the second time triggers the end. */
  gk_test_take (game, 0, "E", GK_TAKE_TILE);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reserve_exhaustions (t), ==, 2);
  g_assert_cmpint (gk_table_get_end_trigger (t, NULL), ==, GK_END_TILES);
  g_assert_true (gk_table_is_game_over (t));
  g_assert_cmpint (gk_table_get_next_player (t), ==, GK_NO_PLAYER);

  gk_move_init_action (&move, 1, gk_test_card ("F"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  assert_refused (game, &move, GK_ERROR_GAME_OVER, "over");
}

/* rules.md 9.3: if nobody returns a tile, it has run out twice at once;
 * the round is still finished. */
static void
test_tile_reserve_nobody_returns (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  const GkTable *t;
  GkMove move;

  all_characters (setup, 0, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0);
  all_characters (setup, 1, GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0);
  game = new_game (setup);
  gk_test_act (game, 0, "blue-1", NULL);
  gk_test_act (game, 1, "blue-2", NULL);
  gk_test_act (game, 1, "blue-3", NULL);
  gk_test_take (game, 0, "A", GK_TAKE_TILE);
  gk_test_take (game, 0, "B", GK_TAKE_TILE);
  gk_test_take (game, 1, "C", GK_TAKE_TILE);

  gk_move_init_action (&move, 1, gk_test_card ("D"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  move.has_returns = TRUE;
  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_reserve_exhaustions (t), ==, 2);
  g_assert_cmpint (gk_table_get_end_trigger (t, NULL), ==, GK_END_TILES);
  g_assert_true (gk_table_is_last_round (t));
  g_assert_false (gk_table_is_game_over (t));
  /* The fourth tile could not be given. */
  g_assert_true (effects_have (game, GK_EFFECT_LOST));
  g_assert_cmpuint (gk_table_get_tiles (t, 1), ==, 24);

  gk_test_take (game, 0, "E", GK_TAKE_RESOURCE);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (game)));
}

/* rules.md 3.1 and 9.9: renewals before the actions, 2 per game, the old
 * cards to the discard pile, the draw may rebuild the deck. */
static void
test_hand_renewal (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  const GkTable *t;
  GkMove move;

  game = new_game (setup);
  t = gk_game_get_table (game);
  g_assert_true (gk_table_can_renew (t, 1));
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 2);

  gk_move_init_renew (&move, 1);
  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  /* 7 burned + 4 discarded; 2 drawn empty the pile: rebuilt from 11, 7 burned, 2 drawn. */
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);
  g_assert_cmpuint (gk_table_get_draw_pile (t), ==, 11 - 7 - 2);
  g_assert_cmpuint (gk_table_get_discard_pile (t), ==, 7);
  g_assert_cmpuint (gk_table_get_hand_size (t, 1), ==, 4);
  g_assert_cmpuint (gk_table_get_renewal_tokens (t, 1), ==, 1);
  g_assert_true (gk_game_push (game, &move, NULL));
  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (game), 1), ==, 0);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "no hand-renewal token");

  gk_test_act (game, 0, "blue-1", NULL);
  gk_move_init_renew (&move, 2);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "start of a round");
}

/* Moves the table cannot allow, each with its reason. */
static void
test_refusals (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  GkMove move;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_test_setup_character (setup, 0, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 2, 3, 0);
  game = new_game (setup);

  gk_move_init_action (&move, 1, gk_test_card ("blue-1"), GK_NO_TILE);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "It is Anna's turn, not Béla's");

  gk_move_init_action (&move, 0, gk_test_card ("blue-9"), GK_NO_TILE);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "not in the city");

  gk_move_init_action (&move, 0, gk_test_card ("blue-1"), gk_test_card ("red-2"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "already in the city");

  gk_move_init_action (&move, 0, gk_test_card ("blue-1"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "urbanization card played alone");

  gk_move_init_action (&move, 0, gk_test_card ("blue-1"), gk_test_card ("red-7"));
  move.has_marker = TRUE;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "Only an urbanization moves a marker");

  gk_move_init_action (&move, 0, gk_test_card ("A"), GK_NO_TILE);
  move.take = GK_TAKE_TILE;
  move.has_marker = TRUE;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "Only an urbanization moves a marker");

  gk_move_init_action (&move, 0, gk_test_card ("A"), gk_test_card ("red-7"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "where marker A goes");

  /* Béla has no tile. */
  gk_test_act (game, 0, "blue-1", "blue-7");
  gk_move_init_action (&move, 1, gk_test_card ("B"), gk_test_card ("red-7"));
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "Béla has no tile");

  /* Blue 7 carries a build-site marker; blue 1 is covered and kept by Anna. */
  gk_move_init_action (&move, 1, gk_test_card ("blue-7"), GK_NO_TILE);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "build-site marker");
  gk_move_init_action (&move, 1, gk_test_card ("blue-1"), GK_NO_TILE);
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "Anna keeps its card");
}

/* The preview changes nothing and matches what the move then does. */
static void
test_preview_matches_apply (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GkTable) before = NULL;
  const GkTable *t;
  GkMove move;
  GArray *effects;

  gk_test_setup_character (setup, 0, 0, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 2, 3, 2);
  gk_test_setup_character (setup, 0, 1, GK_COLOUR_RED, GK_TRIGGER_CONSTRUCTION, 0, 0, 0);
  game = new_game (setup);
  before = gk_table_copy (gk_game_get_table (game));

  /* Blue 4 on red 2: 2 levels + 1 colour = 3 resources; points: none (4 > 2). */
  gk_move_init_action (&move, 0, gk_test_card ("red-2"), gk_test_card ("blue-4"));
  preview = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_cmpint (preview->resolved, ==, GK_ACTION_CONSTRUCTION);
  g_assert_cmpint (preview->fallback, ==, GK_FALLBACK_NONE);
  g_assert_cmpint (preview->points, ==, 1);
  g_assert_cmpint (preview->resources, ==, -3 + 1);
  g_assert_cmpint (preview->tiles, ==, -1);
  t = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, gk_table_get_resources_screen (before, 0));
  g_assert_null (gk_table_find_top (t, gk_test_card ("blue-4")));

  g_assert_true (gk_game_push (game, &move, NULL));
  t = gk_game_get_table (game);
  g_assert_cmpint ((gint) gk_table_get_points (t, 0) - (gint) gk_table_get_points (before, 0), ==,
                   preview->points);
  g_assert_cmpint ((gint) gk_table_get_resources_screen (t, 0)
                   - (gint) gk_table_get_resources_screen (before, 0), ==, preview->resources);
  effects = gk_game_get_last_effects (game);
  g_assert_cmpuint (effects->len, ==, preview->effects->len);
  g_assert_cmpmem (effects->data, effects->len * sizeof (GkEffect),
                   preview->effects->data, preview->effects->len * sizeof (GkEffect));
}

/* rules.md 9.7: with no free cell next to the new tile, the marker goes to
 * any empty cell next to a building; out of alphabetical order is accepted,
 * with a warning. */
static void
test_marker_without_free_neighbour (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (4);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GArray) targets = NULL;
  g_autoptr(GkPreview) preview = NULL;
  GArray *effects;
  GkMove move;

  all_characters (setup, 0, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 1, 1, 0);
  game = new_game (setup);

  /* C builds at (2,-1) and moves up; after the rebuild C builds there and
   * moves left to (1,-2): B at (1,-1) is walled in by A, C and buildings. */
  gk_test_urbanize (game, 0, "C", "red-15", 2, -2);
  gk_test_act (game, 1, "blue-1", NULL);
  gk_test_act (game, 2, "blue-2", NULL);
  gk_test_act (game, 3, "blue-3", NULL);
  gk_test_act (game, 1, "red-1", NULL);
  gk_test_act (game, 2, "red-2", NULL);
  gk_test_act (game, 3, "red-3", NULL);
  gk_test_act (game, 0, "yellow-1", NULL);
  gk_test_act (game, 2, "blue-1", NULL);
  gk_test_act (game, 3, "blue-2", NULL);
  gk_test_urbanize (game, 0, "C", "red-16", 1, -2);
  gk_test_act (game, 1, "blue-3", NULL);
  gk_test_act (game, 3, "red-1", NULL);

  targets = gk_table_get_marker_targets (gk_game_get_table (game), 1);
  /* (3,-1), (3,-2), (2,-3): the empty cells next to a building. */
  g_assert_cmpuint (targets->len, ==, 6);

  gk_move_init_action (&move, 0, gk_test_card ("B"), gk_test_card ("red-17"));
  move.has_marker = TRUE;
  move.marker_x = 1;
  move.marker_y = -3;
  assert_refused (game, &move, GK_ERROR_INVALID_MOVE, "outside the edge");

  move.marker_x = 3;
  move.marker_y = -1;
  preview = gk_table_preview (gk_game_get_table (game), &move, NULL);
  g_assert_nonnull (preview);
  g_assert_true (preview->marker_out_of_order);
  g_assert_true (gk_game_push (game, &move, NULL));
  effects = gk_game_get_last_effects (game);
  for (guint i = 0; i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_MARKER)
      g_assert_cmpint (g_array_index (effects, GkEffect, i).amount, ==, 1);
  g_assert_cmpint (gk_table_get_marker_at (gk_game_get_table (game), 3, -1), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table/exploit/colours", test_exploit_colours);
  g_test_add_func ("/table/exploit/urbanization-card", test_urbanization_card_alone);
  g_test_add_func ("/table/fallback/urbanization", test_urbanization_fallback);
  g_test_add_func ("/table/fallback/construction-resources", test_construction_fallbacks);
  g_test_add_func ("/table/fallback/construction-points", test_construction_points_fallback);
  g_test_add_func ("/table/construction/own-building", test_construction_over_own);
  g_test_add_func ("/table/supply-cap", test_supply_cap);
  g_test_add_func ("/table/reserve/exhaustion", test_tile_reserve_exhaustion);
  g_test_add_func ("/table/reserve/nobody-returns", test_tile_reserve_nobody_returns);
  g_test_add_func ("/table/renewal", test_hand_renewal);
  g_test_add_func ("/table/refusals", test_refusals);
  g_test_add_func ("/table/preview", test_preview_matches_apply);
  g_test_add_func ("/table/marker/free-neighbour", test_marker_without_free_neighbour);

  return g_test_run ();
}
