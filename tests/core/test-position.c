/* test-position.c: a finished table built from values, and every refusal
 * naming the entry it is about
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-core.h"
#include "gk-test-position.h"

#define T(colour, number) gk_tile_make (GK_COLOUR_##colour, number)

/* Three players and four buildings: Anna over Blue 1, Béla over Red 2, the
 * unowned Yellow 3 and Anna's Blue 4 on its own. */
static GkPosition *
three_players (void)
{
  GkPosition *position = gk_position_new (3);
  const GkTile anna[] = { T (BLUE, 1), T (RED, 7) };
  const GkTile bela[] = { T (RED, 2), T (YELLOW, 12), T (BLUE, 15) };
  const GkTile unowned[] = { T (YELLOW, 3) };
  const GkTile lone[] = { T (BLUE, 4) };

  gk_position_set_player (position, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 20, 1, 2, 3);
  gk_position_set_player (position, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 15, 0, 0, 0);
  gk_position_set_player (position, 2, "", GK_PLAYER_COLOUR_GREEN, 9, 2, 1, 1);
  gk_position_add_character (position, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  gk_position_add_kept (position, 0, T (BLUE, 1));
  gk_position_add_kept (position, 1, T (RED, 2));
  gk_position_add_kept (position, 1, T (YELLOW, 12));
  gk_position_set_building (position, 0, 0, 0, anna, G_N_ELEMENTS (anna));
  gk_position_set_building (position, 1, 0, 1, bela, G_N_ELEMENTS (bela));
  gk_position_set_building (position, 2, 0, GK_NO_PLAYER, unowned, G_N_ELEMENTS (unowned));
  gk_position_set_building (position, 3, 0, 0, lone, G_N_ELEMENTS (lone));
  return position;
}

static void
test_build (void)
{
  GkPosition *position = three_players ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = NULL;
  GkPositionItem item = { GK_POSITION_ITEM_PLAYER, 7, 7 };
  const GkBuilding *building;

  table = gk_position_build (position, &item, &error);
  g_assert_no_error (error);
  g_assert_nonnull (table);
  g_assert_cmpint (item.kind, ==, GK_POSITION_ITEM_WHOLE);

  g_assert_true (gk_table_is_position (table));
  g_assert_cmpuint (gk_table_get_n_players (table), ==, 3);
  g_assert_cmpstr (gk_table_get_player_name (table, 1), ==, "Béla");
  g_assert_cmpuint (gk_table_get_points (table, 0), ==, 20);
  g_assert_cmpuint (gk_table_get_renewal_tokens (table, 2), ==, 2);
  g_assert_cmpuint (gk_table_get_n_kept (table, 1), ==, 2);
  g_assert_cmpuint (gk_table_get_n_buildings (table), ==, 4);
  building = gk_table_get_building_at (table, 1, 0);
  g_assert_nonnull (building);
  g_assert_cmpint (building->owner, ==, 1);
  g_assert_cmpuint (building->height, ==, 3);
  g_assert_cmpint (building->top, ==, T (BLUE, 15));
  g_assert_cmpint (gk_table_get_building_at (table, 2, 0)->owner, ==, GK_NO_PLAYER);

  /* Setting a cell again replaces its stack; no tile removes it. */
  gk_position_set_building (position, 3, 0, 1, (const GkTile[]) { T (BLUE, 5) }, 1);
  gk_position_set_building (position, 2, 0, GK_NO_PLAYER, NULL, 0);
  g_assert_cmpuint (gk_position_get_n_buildings (position), ==, 3);
  g_clear_pointer (&table, gk_table_free);
  table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (gk_table_get_building_at (table, 2, 0));
  g_assert_cmpint (gk_table_get_building_at (table, 3, 0)->owner, ==, 1);

  /* Fewer players: a building of a seat left out stands unowned. */
  gk_position_set_building (position, 3, 0, 2, (const GkTile[]) { T (BLUE, 5) }, 1);
  gk_position_clear_cards (position, 1);
  gk_position_set_n_players (position, 2);
  g_clear_pointer (&table, gk_table_free);
  table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gk_table_get_n_players (table), ==, 2);
  g_assert_cmpint (gk_table_get_building_at (table, 3, 0)->owner, ==, GK_NO_PLAYER);

  g_assert_finalize_object (position);
}

/* Builds @position, expecting a refusal about @kind, @player, @index whose
 * message contains @words. */
static void
assert_refused (GkPosition         *position,
                GkPositionItemKind  kind,
                gint                player,
                guint               index,
                const char         *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = NULL;
  GkPositionItem item = { GK_POSITION_ITEM_WHOLE, 0, 0 };

  table = gk_position_build (position, &item, &error);
  g_assert_null (table);
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
  g_assert_cmpint (item.kind, ==, kind);
  g_assert_cmpint (item.player, ==, player);
  g_assert_cmpuint (item.index, ==, index);
}

static void
test_refusals (void)
{
  GkPosition *position;

  /* Two players in one colour: the later seat is named. */
  position = three_players ();
  gk_position_set_player (position, 2, "Cili", GK_PLAYER_COLOUR_WHITE, 0, 0, 0, 0);
  assert_refused (position, GK_POSITION_ITEM_PLAYER, 2, 0, "cannot both play");
  g_assert_finalize_object (position);

  /* A fourth character. */
  position = three_players ();
  for (guint i = 0; i < 3; i++)
    gk_position_add_character (position, 0, GK_COLOUR_BLUE, GK_TRIGGER_CONSTRUCTION);
  assert_refused (position, GK_POSITION_ITEM_CHARACTER, 0, 3, "3 characters");
  g_assert_finalize_object (position);

  /* A card kept twice, and an urbanization card kept. */
  position = three_players ();
  gk_position_add_kept (position, 2, T (RED, 2));
  assert_refused (position, GK_POSITION_ITEM_KEPT, 2, 0, "kept twice");
  g_assert_finalize_object (position);

  position = three_players ();
  gk_position_add_kept (position, 2, gk_card_from_letter (0));
  assert_refused (position, GK_POSITION_ITEM_KEPT, 2, 0, "building cards");
  g_assert_finalize_object (position);

  /* A tall building nobody owns: only starting tiles are unowned. */
  position = three_players ();
  gk_position_set_building (position, 2, 0, GK_NO_PLAYER,
                            (const GkTile[]) { T (YELLOW, 3), T (YELLOW, 9) }, 2);
  assert_refused (position, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, 2, "no owner");
  g_assert_finalize_object (position);

  /* An owner on a starting tile alone: nobody built on it. */
  position = three_players ();
  gk_position_set_building (position, 2, 0, 1, (const GkTile[]) { T (YELLOW, 3) }, 1);
  assert_refused (position, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, 2, "nobody built on it");
  g_assert_finalize_object (position);

  /* A tile in two buildings. */
  position = three_players ();
  gk_position_set_building (position, 5, 5, 1, (const GkTile[]) { T (RED, 7) }, 1);
  assert_refused (position, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, 4, "used twice");
  g_assert_finalize_object (position);

  /* A kept card whose tile is a building's top. */
  position = three_players ();
  gk_position_add_kept (position, 0, T (BLUE, 4));
  assert_refused (position, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, 3, "top of a building");
  g_assert_finalize_object (position);

  /* A kept card whose tile is nowhere in the city: the whole position. */
  position = three_players ();
  gk_position_add_kept (position, 2, T (RED, 19));
  assert_refused (position, GK_POSITION_ITEM_WHOLE, GK_NO_PLAYER, 0, "Red 19");
  g_assert_finalize_object (position);
}

/* The full position the editor's test and benchmark start from is valid. */
static void
test_full (void)
{
  GkPosition *position = gk_test_full_position ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = gk_position_build (position, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (gk_table_get_n_buildings (table), ==, GK_TEST_FULL_BUILDINGS);
  g_assert_cmpuint (gk_table_get_n_kept (table, 3), ==, 2);
  g_assert_finalize_object (position);
}

static void
test_preconditions (void)
{
  GkPosition *position;

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players*");
  g_assert_null (gk_position_new (1));
  g_test_assert_expected_messages ();

  position = gk_position_new (2);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*player < GK_MAX_PLAYERS*");
  gk_position_set_player (position, GK_MAX_PLAYERS, "Anna", GK_PLAYER_COLOUR_WHITE, 0, 0, 0, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*name != NULL*");
  gk_position_set_player (position, 0, NULL, GK_PLAYER_COLOUR_WHITE, 0, 0, 0, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players*");
  gk_position_set_n_players (position, 6);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (gk_position_get_n_players (position), ==, 2);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*trigger < GK_N_TRIGGERS*");
  gk_position_add_character (position, 0, GK_COLOUR_RED, GK_N_TRIGGERS);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*player < GK_MAX_PLAYERS*");
  gk_position_add_kept (position, GK_MAX_PLAYERS, gk_tile_make (GK_COLOUR_RED, 4));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*player < GK_MAX_PLAYERS*");
  gk_position_clear_cards (position, GK_MAX_PLAYERS);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*tiles != NULL*");
  gk_position_set_building (position, 0, 0, 0, NULL, 2);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*GK_IS_POSITION*");
  g_assert_null (gk_position_build (NULL, NULL, NULL));
  g_test_assert_expected_messages ();

  g_assert_finalize_object (position);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/position/build", test_build);
  g_test_add_func ("/position/refusals", test_refusals);
  g_test_add_func ("/position/full", test_full);
  g_test_add_func ("/position/preconditions", test_preconditions);

  return g_test_run ();
}
