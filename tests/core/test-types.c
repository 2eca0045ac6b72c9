/* test-types.c: names in files and for people, and the counts per player count
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-test-util.h"

static void
test_card_names_round_trip (void)
{
  for (GkCard card = 0; card < GK_N_CARDS; card++)
    {
      g_autofree char *str = gk_card_to_string (card);
      GkCard back = GK_NO_CARD;

      g_assert_true (gk_card_from_string (str, &back));
      g_assert_cmpint (back, ==, card);
    }

  {
    g_autofree char *s1 = gk_card_to_string (gk_tile_make (GK_COLOUR_BLUE, 7));
    g_autofree char *s2 = gk_card_to_string (gk_card_from_letter (11));

    g_assert_cmpstr (s1, ==, "blue-7");
    g_assert_cmpstr (s2, ==, "L");
  }

  /* written into a buffer: the same names */
  for (GkCard card = 0; card < GK_N_CARDS; card++)
    {
      g_autofree char *str = gk_card_to_string (card);
      char buffer[GK_CARD_ID_SIZE];

      g_assert_cmpstr (gk_card_write_id (card, buffer), ==, str);
    }
  {
    char buffer[GK_CARD_ID_SIZE];

    g_assert_cmpstr (gk_card_write_id (gk_tile_make (GK_COLOUR_BLUE, 1), buffer), ==, "blue-1");
    g_assert_cmpstr (gk_card_write_id (gk_tile_make (GK_COLOUR_RED, 10), buffer), ==, "red-10");
    g_assert_cmpstr (gk_card_write_id (gk_tile_make (GK_COLOUR_YELLOW, 20), buffer), ==, "yellow-20");
    g_assert_cmpstr (gk_card_write_id (gk_card_from_letter (0), buffer), ==, "A");
  }
}

static void
test_player_ids (void)
{
  static const char *ids[GK_MAX_PLAYERS] = { "p1", "p2", "p3", "p4", "p5" };

  for (gint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_autofree char *str = gk_player_id_to_string (p);
      char buffer[GK_PLAYER_ID_SIZE];
      gint back = -1;

      g_assert_cmpstr (str, ==, ids[p]);
      g_assert_cmpstr (gk_player_write_id (p, buffer), ==, ids[p]);
      g_assert_true (gk_player_id_from_string (str, &back));
      g_assert_cmpint (back, ==, p);
    }
  {
    g_autofree char *hal = gk_player_id_to_string (GK_PLAYER_HAL);
    char buffer[GK_PLAYER_ID_SIZE];

    g_assert_cmpstr (hal, ==, "hal");
    g_assert_cmpstr (gk_player_write_id (GK_PLAYER_HAL, buffer), ==, "hal");
  }
}

static void
test_card_names_refused (void)
{
  const char *bad[] = { "", "blue", "blue-", "blue-0", "blue-21", "blue-07", "blue-+7",
                        "blue-7 ", "green-3", "M", "a", "AB", "Red-3", "red--3", "blu-3",
                        "bluee-3", "-3", "yellowish-3", "re-3", "redd-3" };
  GkCard card;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (gk_card_from_string (bad[i], &card));
  g_assert_false (gk_card_from_string (NULL, &card));
  /* A tile is never a letter. */
  g_assert_false (gk_tile_from_string ("A", &card));
}

static void
test_ids (void)
{
  gint player;
  GkPlayerColour colour;
  GkTrigger trigger;

  g_assert_true (gk_player_id_from_string ("p5", &player));
  g_assert_cmpint (player, ==, 4);
  g_assert_true (gk_player_id_from_string ("hal", &player));
  g_assert_cmpint (player, ==, GK_PLAYER_HAL);
  g_assert_false (gk_player_id_from_string ("p6", &player));
  g_assert_false (gk_player_id_from_string ("p0", &player));
  g_assert_true (gk_player_colour_from_string ("purple", &colour));
  g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_PURPLE);
  g_assert_false (gk_player_colour_from_string ("red", &colour));
  g_assert_true (gk_trigger_from_string ("construction", &trigger));
  g_assert_cmpint (trigger, ==, GK_TRIGGER_CONSTRUCTION);
}

/* rules.md 2: what to take out of the box for each player count. */
static void
test_counts (void)
{
  g_assert_cmpuint (gk_rules_reserve_size (2), ==, 45);
  g_assert_cmpuint (gk_rules_reserve_size (3), ==, 45);
  g_assert_cmpuint (gk_rules_reserve_size (4), ==, 51);
  g_assert_cmpuint (gk_rules_reserve_size (5), ==, 51);
  g_assert_cmpuint (gk_rules_cards_burned (3), ==, 7);
  g_assert_cmpuint (gk_rules_cards_burned (4), ==, 0);
  g_assert_cmpuint (gk_rules_supply_per_colour (2), ==, 25);
  g_assert_cmpuint (gk_rules_supply_per_colour (3), ==, 20);
  g_assert_cmpuint (gk_rules_supply_per_colour (4), ==, 18);
  g_assert_cmpuint (gk_rules_supply_per_colour (5), ==, 16);
}

/* rules.md 6: bonuses of the cards 1..9. */
static void
test_card_bonuses (void)
{
  GkTrigger trigger;
  guint items, extra;

  g_assert_true (gk_card_get_bonus (gk_tile_make (GK_COLOUR_RED, 4), &trigger, &items, &extra));
  g_assert_cmpint (trigger, ==, GK_TRIGGER_EXPLOIT);
  g_assert_cmpuint (extra, ==, 0);
  g_assert_true (gk_card_get_bonus (gk_tile_make (GK_COLOUR_BLUE, 5), &trigger, &items, &extra));
  g_assert_cmpint (trigger, ==, GK_TRIGGER_URBANIZATION);
  g_assert_true (gk_card_get_bonus (gk_tile_make (GK_COLOUR_YELLOW, 9), &trigger, &items, &extra));
  g_assert_cmpint (trigger, ==, GK_TRIGGER_CONSTRUCTION);
  g_assert_cmpuint (items, ==, 1);
  g_assert_cmpuint (extra, ==, 1);
  g_assert_false (gk_card_get_bonus (gk_tile_make (GK_COLOUR_YELLOW, 10), NULL, NULL, NULL));
  g_assert_false (gk_card_get_bonus (gk_card_from_letter (0), NULL, NULL, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/types/cards/round-trip", test_card_names_round_trip);
  g_test_add_func ("/types/cards/refused", test_card_names_refused);
  g_test_add_func ("/types/ids", test_ids);
  g_test_add_func ("/types/player-ids", test_player_ids);
  g_test_add_func ("/types/counts", test_counts);
  g_test_add_func ("/types/bonuses", test_card_bonuses);

  return g_test_run ();
}
