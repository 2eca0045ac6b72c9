/* test-format.c: the engine's facts in words, as the window and the
 * command line show them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-core.h"
#include "gk-random-game.h"
#include "gk-test-util.h"

/* Whether @haystack contains @needle, with a message naming both when not. */
#define assert_contains(haystack, needle) \
  G_STMT_START { \
    const char *__h = (haystack); \
    const char *__n = (needle); \
    if (__h == NULL || strstr (__h, __n) == NULL) \
      g_error ("%s:%d: “%s” does not contain “%s”", __FILE__, __LINE__, \
               __h ? __h : "(null)", __n); \
  } G_STMT_END

static GkGame *
new_game (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < 3; c++)
      {
        setup->players[p].characters[c].colour = GK_COLOUR_BLUE;
        setup->players[p].characters[c].trigger = GK_TRIGGER_EXPLOIT;
        setup->players[p].characters[c].tiles = 1;
        setup->players[p].characters[c].resources = 1;
      }
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  return game;
}

static char *
joined_preview (const GkTable *table,
                const GkMove  *move,
                GkPreview    **out_preview)
{
  g_autoptr(GError) error = NULL;
  GkPreview *preview = gk_table_preview (table, move, &error);
  g_auto(GStrv) lines = NULL;

  g_assert_no_error (error);
  lines = gk_format_effects (table, preview->effects);
  *out_preview = preview;
  return g_strjoinv ("\n", lines);
}

static void
test_players (void)
{
  g_autoptr(GkGame) game = new_game ();
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  g_autofree char *second = gk_setup_default_player_name (1);
  g_autofree char *anna = gk_format_player_label (table, 0);
  g_autofree char *nobody = gk_format_player_name (table, GK_NO_PLAYER);
  g_autofree char *bela = gk_format_player_name (table, 1);
  char *label;

  g_assert_cmpstr (second, ==, "Player 2");
  /* The engine's default names are the same words. */
  g_assert_cmpstr (setup->players[1].name, ==, second);
  g_assert_cmpstr (anna, ==, "Anna (p1)");
  g_assert_cmpstr (nobody, ==, "Nobody");
  g_assert_cmpstr (bela, ==, "Béla");

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*table != NULL*");
  label = gk_format_player_label (NULL, 0);
  g_test_assert_expected_messages ();
  g_assert_null (label);
}

static void
test_card_list (void)
{
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (GkCard));
  GkCard card;
  g_autofree char *none = gk_format_card_list (cards);
  g_autofree char *one = NULL;
  g_autofree char *three = NULL;

  g_assert_cmpstr (none, ==, "none");
  card = gk_tile_make (GK_COLOUR_BLUE, 5);
  g_array_append_val (cards, card);
  one = gk_format_card_list (cards);
  g_assert_cmpstr (one, ==, "Blue 5");
  card = gk_tile_make (GK_COLOUR_RED, 12);
  g_array_append_val (cards, card);
  card = gk_tile_make (GK_COLOUR_YELLOW, 3);
  g_array_append_val (cards, card);
  three = gk_format_card_list (cards);
  g_assert_cmpstr (three, ==, "Blue 5, Red 12 and Yellow 3");
}

static void
test_summary (void)
{
  GkPreview preview = { 0 };
  g_autofree char *none = NULL;
  g_autofree char *mixed = NULL;
  g_autofree char *single = NULL;

  none = gk_format_preview_summary (&preview);
  g_assert_cmpstr (none, ==, "No change to points, resources or tiles");

  preview.points = 3;
  preview.resources = -1;
  preview.tiles = 2;
  mixed = gk_format_preview_summary (&preview);
  g_assert_cmpstr (mixed, ==, "+3 points · −1 resource · +2 tiles");

  preview.points = 0;
  preview.resources = 0;
  preview.tiles = -1;
  single = gk_format_preview_summary (&preview);
  g_assert_cmpstr (single, ==, "−1 tile");
}

/* A character's colour and trigger are one label per combination, so that
 * a language can word each; no two combinations read the same. */
static void
test_character_bonus (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpstr (gk_format_character_bonus (GK_COLOUR_RED, GK_TRIGGER_EXPLOIT), ==,
                   "Red Exploit");
  g_assert_cmpstr (gk_format_character_bonus (GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION), ==,
                   "Yellow Construction");
  for (guint c = 0; c < GK_N_COLOURS; c++)
    for (guint t = 0; t < GK_N_TRIGGERS; t++)
      {
        const char *label = gk_format_character_bonus ((GkColour) c, (GkTrigger) t);

        g_assert_nonnull (label);
        g_assert_true (g_str_has_prefix (label, gk_colour_get_name ((GkColour) c)));
        g_assert_true (g_str_has_suffix (label, gk_trigger_get_name ((GkTrigger) t)));
        g_assert_true (g_hash_table_add (seen, (gpointer) label));
      }
}

static void
test_character_and_cards (void)
{
  GkCharacter character = { GK_COLOUR_RED, GK_TRIGGER_URBANIZATION, 1, 2, 0 };
  g_autofree char *text = gk_format_character (&character);
  g_autofree char *blue4 = gk_format_kept_card (gk_tile_make (GK_COLOUR_BLUE, 4));
  g_autofree char *red8 = gk_format_kept_card (gk_tile_make (GK_COLOUR_RED, 8));
  g_autofree char *yellow9 = gk_format_kept_card (gk_tile_make (GK_COLOUR_YELLOW, 9));
  g_autofree char *blue15 = gk_format_kept_card (gk_tile_make (GK_COLOUR_BLUE, 15));
  g_autofree char *red11 = gk_format_kept_card (gk_tile_make (GK_COLOUR_RED, 11));
  g_autofree char *counted = NULL;

  g_assert_cmpstr (text, ==, "Red · Urbanization · 1 tile, 2 resources, 0 points");
  /* rules.md 8: the trigger of cards 1-9 comes from a fan list */
  g_assert_cmpstr (blue4, ==, "Blue 4: Exploit bonus, 1 tile (assumed)");
  g_assert_cmpstr (red8, ==, "Red 8: Urbanization bonus, 1 resource + 1 point (assumed)");
  g_assert_cmpstr (yellow9, ==, "Yellow 9: Construction bonus, 2 points (assumed)");
  g_assert_cmpstr (blue15, ==, "Blue 15: at the end, 3 points per own building of height 3 or more");
  /* Cards 10-13 name the colour the engine's data says they count, in
   * lower case inside the sentence. */
  counted = g_utf8_strdown (gk_colour_get_name (gk_score_card_counts_colour (gk_tile_make (GK_COLOUR_RED, 11))), -1);
  assert_contains (red11, counted);
  assert_contains (red11, "(assumed)");
}

/* A kept card's effect beside its name, short, and the mark of assumed
 * data after a list holding one (rules.md 8). */
static void
test_kept_card_labels (void)
{
  static const struct
  {
    const char *card;
    const char *label;
  } rows[] = {
    { "blue-4", "Blue 4 · Exploit" },
    { "red-8", "Red 8 · Urbanization" },
    { "yellow-9", "Yellow 9 · Construction" },
    { "blue-10", "Blue 10 · = resources on blue" },
    { "red-11", "Red 11 · = resources on yellow" },
    { "yellow-12", "Yellow 12 · = resources on blue" },
    { "blue-14", "Blue 14 · = heights 1–2" },
    { "red-15", "Red 15 · = heights 3+" },
    { "yellow-16", "Yellow 16 · = exploit bonuses" },
    { "blue-17", "Blue 17 · = urbanization bonuses" },
    { "red-18", "Red 18 · = construction bonuses" },
    { "yellow-19", "Yellow 19 · = yellow cards" },
    { "blue-20", "Blue 20 · = 9 points" },
  };
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (GkCard));
  g_autofree char *none = gk_format_kept_cards (cards);
  g_autofree char *verified = NULL;
  g_autofree char *assumed = NULL;
  GkCard card;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *label = gk_format_kept_card_label (gk_test_card (rows[i].card));

      g_assert_cmpstr (label, ==, rows[i].label);
    }

  g_assert_cmpstr (none, ==, "none");
  card = gk_test_card ("blue-20");
  g_array_append_val (cards, card);
  card = gk_test_card ("red-15");
  g_array_append_val (cards, card);
  verified = gk_format_kept_cards (cards);
  g_assert_cmpstr (verified, ==, "Blue 20 · = 9 points, Red 15 · = heights 3+");
  card = gk_test_card ("blue-4");
  g_array_append_val (cards, card);
  assumed = gk_format_kept_cards (cards);
  g_assert_cmpstr (assumed, ==,
                   "Blue 20 · = 9 points, Red 15 · = heights 3+, Blue 4 · Exploit (assumed)");
  g_assert_cmpstr (gk_format_assumed (), ==, "assumed");
}

static void
test_cells (void)
{
  g_autofree char *above = gk_format_cell_near (1, -2, 1, -1, "Yellow 8");
  g_autofree char *below = gk_format_cell_near (1, 0, 1, -1, "Yellow 8");
  g_autofree char *left = gk_format_cell_near (0, -1, 1, -1, "Yellow 8");
  g_autofree char *right = gk_format_cell_near (2, -1, 1, -1, "Yellow 8");
  g_autofree char *far = gk_format_cell_near (4, 4, 1, -1, "Yellow 8");

  g_assert_cmpstr (above, ==, "above Yellow 8");
  g_assert_cmpstr (below, ==, "below Yellow 8");
  g_assert_cmpstr (left, ==, "to the left of Yellow 8");
  g_assert_cmpstr (right, ==, "to the right of Yellow 8");
  g_assert_cmpstr (far, ==, "to (4, 4)");
}

static void
test_fallback (void)
{
  g_autofree char *none = gk_format_fallback (GK_FALLBACK_NONE, GK_ACTION_URBANIZATION);
  g_autofree char *resource = gk_format_fallback (GK_FALLBACK_NO_RESOURCE, GK_ACTION_URBANIZATION);
  g_autofree char *points = gk_format_fallback (GK_FALLBACK_POINTS, GK_ACTION_CONSTRUCTION);

  g_assert_null (none);
  assert_contains (resource, "No resource behind the screen");
  assert_contains (points, "Not enough points");
}

/* The sentences of a real preview, from the engine's effects. */
static void
test_effects (void)
{
  g_autoptr(GkGame) game = new_game ();
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GkPreview) urbanization = NULL;
  g_autofree char *exploit_text = NULL;
  g_autofree char *urbanization_text = NULL;
  const GkBuilding *blue = NULL;
  GkMove move;

  for (guint i = 0; i < gk_table_get_n_buildings (table); i++)
    if (gk_tile_get_colour (gk_table_get_building (table, i)->top) == GK_COLOUR_BLUE)
      blue = gk_table_get_building (table, i);
  g_assert_nonnull (blue);

  /* Anna exploits a blue building: a tile, then her three blue exploit characters. */
  gk_move_init_action (&move, 0, blue->top, GK_NO_TILE);
  exploit_text = joined_preview (table, &move, &preview);
  assert_contains (exploit_text, "Anna draws 1 tile from the reserve");
  assert_contains (exploit_text, "Anna draws 1 tile from the reserve (Blue Exploit character)");
  g_assert_cmpint (preview->tiles, ==, 4);

  /* An urbanization on marker A with a marker cell: where the tile and the marker go. */
  gk_move_init_action (&move, 0, gk_card_from_letter (0), gk_tile_make (GK_COLOUR_RED, 9));
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (table, 0);

    move.has_marker = TRUE;
    move.marker_x = g_array_index (targets, gint, 0);
    move.marker_y = g_array_index (targets, gint, 1);
  }
  urbanization_text = joined_preview (table, &move, &urbanization);
  assert_contains (urbanization_text, "Red 9 is laid on the cell of marker A");
  assert_contains (urbanization_text, "Anna puts 1 resource on Red 9");
  assert_contains (urbanization_text, "Marker A moves ");
  assert_contains (urbanization_text, "Red 9");
  assert_contains (urbanization_text, "(from ");
}

/* Undoes the last moves of @game until the end is triggered but the game
 * is not over: its last round. */
static void
undo_to_last_round (GkGame *game)
{
  while (gk_table_is_game_over (gk_game_get_table (game)))
    gk_game_undo (game);
  g_assert_true (gk_table_is_last_round (gk_game_get_table (game)));
}

/* How the game ended, each trigger in its words, and how it is going to
 * end while its last round goes on. */
static void
test_game_end (void)
{
  g_autoptr(GkGame) tiles = gk_test_load_game ("short-2p.ginkgo");
  g_autoptr(GkGame) solo = gk_test_load_game ("solo-expert.ginkgo");
  g_autoptr(GkGame) cannot_pay = gk_test_load_game ("solo-cannot-pay.ginkgo");
  g_autoptr(GkGame) going_on = gk_test_load_game ("short-2p-round5.ginkgo");
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(GkGame) resources = NULL;
  g_autofree char *text = NULL;
  gint who = GK_NO_PLAYER;

  text = gk_format_game_end (gk_game_get_table (tiles));
  g_assert_cmpstr (text, ==, "The tile reserve ran out a second time: the game ended with that "
                             "round.");
  g_clear_pointer (&text, g_free);
  undo_to_last_round (tiles);
  text = gk_format_game_end (gk_game_get_table (tiles));
  g_assert_cmpstr (text, ==, "The tile reserve ran out a second time: the game ends with this "
                             "round.");
  g_clear_pointer (&text, g_free);

  /* The solo game's reserve runs out once (rules.md 10). */
  text = gk_format_game_end (gk_game_get_table (solo));
  g_assert_cmpstr (text, ==, "The tile reserve ran out: the game ended with that round.");
  g_clear_pointer (&text, g_free);

  text = gk_format_game_end (gk_game_get_table (cannot_pay));
  assert_contains (text, gk_table_get_player_name (gk_game_get_table (cannot_pay),
                                                   GK_PLAYER_HAL));
  assert_contains (text, " could not pay for its construction: the game ended at once.");
  g_clear_pointer (&text, g_free);

  g_assert_null (gk_format_game_end (gk_game_get_table (going_on)));

  /* A game that a player ends by placing their last resource before the
   * round is over, at its end and in its last round. */
  for (guint g = 0; resources == NULL && g < 2000; g++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 2 + g % 4);
      GkRandomGameOptions options = { 2 + g % 4, 0.2 + 0.6 * g_rand_double (rand), 0.05, 5000,
                                      g % 2 == 1, 0.3 };
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);

      if (gk_table_get_end_trigger (gk_game_get_table (game), &who) != GK_END_RESOURCES
          || who < 0)
        continue;
      text = gk_format_game_end (gk_game_get_table (game));
      gk_game_undo (game);
      if (gk_table_is_last_round (gk_game_get_table (game)))
        resources = g_steal_pointer (&game);
      else
        g_clear_pointer (&text, g_free);
    }
  g_assert_nonnull (resources);
  assert_contains (text, gk_table_get_player_name (gk_game_get_table (resources), who));
  assert_contains (text, " has placed all their resources: the game ended with that round.");
  g_clear_pointer (&text, g_free);
  text = gk_format_game_end (gk_game_get_table (resources));
  assert_contains (text, gk_table_get_player_name (gk_game_get_table (resources), who));
  assert_contains (text, " has placed all their resources: the game ends with this round.");
  g_clear_pointer (&text, g_free);

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*table != NULL*");
      g_assert_null (gk_format_game_end (NULL));
      g_test_assert_expected_messages ();
    }
}

/* The kind of game, as a score sheet heads it. */
static void
test_variant (void)
{
  g_autoptr(GkGame) standard = gk_test_load_game ("short-2p.ginkgo");
  g_autoptr(GkGame) solo = gk_test_load_game ("solo-expert.ginkgo");
  g_autofree char *standard_text = gk_format_game_kind (gk_game_get_table (standard));
  g_autofree char *solo_text = gk_format_game_kind (gk_game_get_table (solo));

  g_assert_cmpstr (standard_text, ==, "Standard game, 2 players");
  g_assert_cmpstr (solo_text, ==, "Solo game, expert level");
}

/* Who won, or leads while the game goes on. */
static void
test_result (void)
{
  g_autoptr(GkGame) over = gk_test_load_game ("short-2p.ginkgo");
  g_autoptr(GkGame) going_on = gk_test_load_game ("short-2p-round5.ginkgo");
  const GkGame *games[] = { over, going_on };
  const char *verbs[] = { " wins with ", " leads with " };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const GkTable *table = gk_game_get_table ((GkGame *) games[i]);
      g_autoptr(GkScore) score = gk_score_compute (table);
      g_autofree char *text = gk_format_result (table, score);
      g_autofree char *points = NULL;

      for (guint p = 0; p < score->n_players; p++)
        if (score->players[p].rank == 1)
          {
            points = g_strdup_printf ("%s%s%u points",
                                      gk_table_get_player_name (table, score->players[p].player),
                                      verbs[i], score->players[p].total);
            break;
          }
      g_assert_cmpstr (text, ==, points);
    }
}

/* How long a game was played, saying when a pause was left out. */
static void
test_playing_time (void)
{
  g_autofree char *plain = gk_format_playing_time (5340, 5340);
  g_autofree char *paused = gk_format_playing_time (5340, 9000);

  g_assert_cmpstr (plain, ==, "1 h 29 min");
  g_assert_cmpstr (paused, ==, "1 h 29 min, pauses over 30 min not counted");
  g_assert_null (gk_format_playing_time (-1, 600));
}

/* Seconds under ten minutes, then minutes, rounded; hours past sixty. */
static void
test_duration (void)
{
  static const struct
  {
    gint64      seconds;
    const char *text;
  } cases[] = {
    { 0, "0 s" }, { 59, "59 s" }, { 60, "1 min 0 s" }, { 80, "1 min 20 s" },
    { 599, "9 min 59 s" }, { 600, "10 min" }, { 629, "10 min" }, { 630, "11 min" },
    { 3569, "59 min" }, { 3570, "1 h 0 min" }, { 4320, "1 h 12 min" }, { 36000, "10 h 0 min" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = gk_format_duration (cases[i].seconds);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/players", test_players);
  g_test_add_func ("/format/duration", test_duration);
  g_test_add_func ("/format/card-list", test_card_list);
  g_test_add_func ("/format/summary", test_summary);
  g_test_add_func ("/format/character-and-cards", test_character_and_cards);
  g_test_add_func ("/format/kept-card-labels", test_kept_card_labels);
  g_test_add_func ("/format/character-bonus", test_character_bonus);
  g_test_add_func ("/format/cells", test_cells);
  g_test_add_func ("/format/fallback", test_fallback);
  g_test_add_func ("/format/effects", test_effects);
  g_test_add_func ("/format/game-end", test_game_end);
  g_test_add_func ("/format/result", test_result);
  g_test_add_func ("/format/variant", test_variant);
  g_test_add_func ("/format/playing-time", test_playing_time);

  return g_test_run ();
}
