/* test-solo-file.c: the solo form of the .ginkgo file and marker shifts
 * (shared/spec/game-file.md, "A solo game", "Marker shifts")
 *
 * Every refusal a solo file or a <shift> can meet, each naming the file and
 * the line; the defaults; save, load and save again giving the same bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-test-util.h"
#include "gk-random-game.h"

#define NAME "solo.ginkgo"

#define START_SQUARE GK_TEST_START_SQUARE

#define HEAD                                                                              \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                                          \
  "<ginkgopolis version=\"1\">\n"

#define SOLO(level)                                                                       \
  HEAD                                                                                    \
  "  <setup players=\"1\" variant=\"solo\" solo-level=\"" level "\" opponent-colour=\"black\">\n" \
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"                              \
  START_SQUARE                                                                            \
  "  </setup>\n"

#define STANDARD                                                                          \
  HEAD                                                                                    \
  "  <setup players=\"2\" variant=\"standard\">\n"                                       \
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"                              \
  "    <player id=\"p2\" name=\"Béla\" colour=\"orange\"/>\n"                             \
  "    <character player=\"p1\" colour=\"blue\" trigger=\"exploit\" tiles=\"3\" resources=\"1\" points=\"0\"/>\n" \
  "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"2\" resources=\"2\" points=\"1\"/>\n" \
  "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"2\" resources=\"1\" points=\"2\"/>\n" \
  "    <character player=\"p2\" colour=\"blue\" trigger=\"exploit\" tiles=\"3\" resources=\"0\" points=\"1\"/>\n" \
  "    <character player=\"p2\" colour=\"blue\" trigger=\"exploit\" tiles=\"3\" resources=\"2\" points=\"0\"/>\n" \
  "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" tiles=\"2\" resources=\"2\" points=\"1\"/>\n" \
  START_SQUARE                                                                            \
  "  </setup>\n"

#define END "</ginkgopolis>\n"

/* ---- helpers ---- */

#define line_of(text, needle) gk_test_line_of (text, needle)
#define load(text, error) gk_test_load_text (text, NAME, error)
#define load_ok(text) gk_test_load_text_ok (text, NAME)
#define assert_refused(text, code, line, fragment) \
  gk_test_assert_refused_text (text, NAME, code, line, fragment)

/* Save, load, save: the same bytes, and the same as @text. */
static void
assert_round_trip (const char *text)
{
  g_autoptr(GkGameFile) first = load_ok (text);
  g_autofree char *saved = gk_game_file_to_data (first->game, NULL);
  g_autoptr(GkGameFile) second = load_ok (saved);
  g_autofree char *saved_again = gk_game_file_to_data (second->game, NULL);

  g_assert_cmpstr (saved, ==, saved_again);
  g_assert_cmpstr (saved, ==, text);
}

static char *
read_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return data;
}

/* ---- the solo form ---- */

static void
test_defaults (void)
{
  /* no solo-level, no opponent-colour: normal level, the first colour p1
   * does not use (game-file.md) */
  const char *white = HEAD
    "  <setup players=\"1\" variant=\"solo\">\n"
    "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"
    START_SQUARE
    "  </setup>\n"
    END;
  const char *orange = HEAD
    "  <setup players=\"1\" variant=\"solo\">\n"
    "    <player id=\"p1\" name=\"Anna\" colour=\"orange\"/>\n"
    START_SQUARE
    "  </setup>\n"
    END;
  g_autoptr(GkGameFile) a = load_ok (white);
  g_autoptr(GkGameFile) b = load_ok (orange);
  const GkTable *t = gk_game_get_table (a->game);

  g_assert_cmpint (gk_game_get_setup (a->game)->solo_level, ==, GK_SOLO_NORMAL);
  g_assert_cmpint (gk_table_get_solo_level (t), ==, GK_SOLO_NORMAL);
  g_assert_cmpint (gk_table_get_player_colour (t, GK_PLAYER_HAL), ==, GK_PLAYER_COLOUR_ORANGE);
  g_assert_cmpint (gk_table_get_player_colour (gk_game_get_table (b->game), GK_PLAYER_HAL), ==,
                   GK_PLAYER_COLOUR_WHITE);
  g_assert_cmpint (gk_table_get_variant (t), ==, GK_VARIANT_SOLO);
  g_assert_cmpint (gk_table_get_next_player (t), ==, 0);
}

static void
test_setup_errors (void)
{
  g_autofree char *same_colour = NULL;
  g_autofree char *character = NULL;
  g_autofree char *two_players = NULL;
  g_autofree char *no_level = NULL;

  same_colour = g_strdup (SOLO ("normal") END);
  same_colour[strstr (same_colour, "black") - same_colour] = '\0';
  {
    g_autofree char *text = g_strconcat (same_colour, "white\">",
                                         strstr (SOLO ("normal") END, "black\">") + 7, NULL);

    assert_refused (text, GK_ERROR_FILE_CONTENT, 3, "colour of its own");
  }

  character = g_strconcat (HEAD
                           "  <setup players=\"1\" variant=\"solo\">\n"
                           "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"
                           "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" "
                           "tiles=\"0\" resources=\"0\" points=\"0\"/>\n",
                           START_SQUARE, "  </setup>\n", END, NULL);
  assert_refused (character, GK_ERROR_FILE_CONTENT, 5, "character");

  /* the schema: a solo game has players="1", a standard one no solo-level */
  two_players = g_strconcat (HEAD
                             "  <setup players=\"2\" variant=\"solo\">\n"
                             "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n",
                             START_SQUARE, "  </setup>\n", END, NULL);
  assert_refused (two_players, GK_ERROR_FILE_SCHEMA, 3, NULL);
  no_level = g_strconcat (HEAD
                          "  <setup players=\"1\" variant=\"solo\" solo-level=\"hard\">\n"
                          "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n",
                          START_SQUARE, "  </setup>\n", END, NULL);
  assert_refused (no_level, GK_ERROR_FILE_SCHEMA, 3, NULL);
}

static void
test_no_renewal_no_tile_return (void)
{
  const char *renew = SOLO ("normal")
    "  <round>\n"
    "    <renew player=\"p1\"/>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;
  const char *tile_return = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <tile-return>\n"
    "      <return player=\"p1\" tiles=\"0\"/>\n"
    "    </tile-return>\n"
    "  </round>\n"
    END;

  assert_refused (renew, GK_ERROR_FILE_CONTENT, line_of (renew, "<renew"), "<renew>");
  assert_refused (tile_return, GK_ERROR_FILE_CONTENT, line_of (tile_return, "<tile-return"),
                  "<tile-return>");
}

static void
test_opponent_action_errors (void)
{
  /* the opponent acts after p1, always with a tile, never with take */
  const char *first = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\"/>\n"
    "  </round>\n"
    END;
  const char *no_tile = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"red-1\"/>\n"
    "  </round>\n"
    END;
  const char *take = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" take=\"tile\" marker-x=\"3\" marker-y=\"-1\"/>\n"
    "  </round>\n"
    END;
  const char *no_marker = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\"/>\n"
    "  </round>\n"
    END;
  const char *in_standard = STANDARD
    "  <round>\n"
    "    <action player=\"hal\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;

  assert_refused (first, GK_ERROR_FILE_CONTENT, line_of (first, "hal"), "turn");
  assert_refused (no_tile, GK_ERROR_FILE_CONTENT, line_of (no_tile, "hal"), "always builds");
  assert_refused (take, GK_ERROR_FILE_CONTENT, line_of (take, "hal"), "takes no resource");
  assert_refused (no_marker, GK_ERROR_FILE_CONTENT, line_of (no_marker, "hal"), "marker");
  assert_refused (in_standard, GK_ERROR_FILE_CONTENT, line_of (in_standard, "hal"),
                  "solo opponent");
}

/* rules.md 10, expert level: drawn="first second", and the card the engine
 * makes it play.  The square: v(C) = (2,0) 1, v(B) = (1,0) 1, v(D) = (2,0) 1. */
static void
test_drawn (void)
{
  const char *ok_first = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C B\"/>\n"
    "  </round>\n"
    END;
  const char *ok_building = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"red-1\" tile=\"red-9\" drawn=\"C red-1\"/>\n"
    "  </round>\n"
    END;
  const char *wrong_equal = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"B\" tile=\"red-9\" marker-x=\"1\" marker-y=\"-2\" drawn=\"C B\"/>\n"
    "  </round>\n"
    END;
  const char *wrong_building = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C red-1\"/>\n"
    "  </round>\n"
    END;
  const char *missing = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\"/>\n"
    "  </round>\n"
    END;
  const char *normal_level = SOLO ("normal")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C B\"/>\n"
    "  </round>\n"
    END;
  const char *building_first = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"red-1\" tile=\"red-9\" drawn=\"red-1 C\"/>\n"
    "  </round>\n"
    END;
  const char *twice = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C C\"/>\n"
    "  </round>\n"
    END;
  const char *human = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\" drawn=\"C blue-1\"/>\n"
    "  </round>\n"
    END;
  const char *spelling = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C\"/>\n"
    "  </round>\n"
    END;
  const char *discarded = SOLO ("expert")
    "  <round>\n"
    "    <action player=\"p1\" card=\"B\" take=\"tile\"/>\n"
    "    <action player=\"hal\" card=\"C\" tile=\"red-9\" marker-x=\"3\" marker-y=\"-1\" drawn=\"C B\"/>\n"
    "  </round>\n"
    END;
  g_autoptr(GkGameFile) a = load_ok (ok_first);
  g_autoptr(GkGameFile) b = load_ok (ok_building);

  g_assert_true (gk_game_get_move (a->game, 1)->has_drawn);
  g_assert_cmpint (gk_game_get_move (b->game, 1)->drawn[1], ==, gk_test_card ("red-1"));
  assert_refused (wrong_equal, GK_ERROR_FILE_CONTENT, line_of (wrong_equal, "hal"),
                  "heights next to marker C add up to 1, next to marker B to 1");
  assert_refused (wrong_building, GK_ERROR_FILE_CONTENT, line_of (wrong_building, "hal"),
                  "building card");
  assert_refused (missing, GK_ERROR_FILE_CONTENT, line_of (missing, "hal"), "second card");
  assert_refused (normal_level, GK_ERROR_FILE_CONTENT, line_of (normal_level, "hal"),
                  "Only the expert level");
  assert_refused (building_first, GK_ERROR_FILE_CONTENT, line_of (building_first, "hal"),
                  "only when the first is an urbanization card");
  assert_refused (twice, GK_ERROR_FILE_CONTENT, line_of (twice, "hal"), "different");
  assert_refused (human, GK_ERROR_FILE_CONTENT, line_of (human, "drawn"), "drawn");
  assert_refused (spelling, GK_ERROR_FILE_SCHEMA, line_of (spelling, "hal"), NULL);
  assert_refused (discarded, GK_ERROR_FILE_CONTENT, line_of (discarded, "hal"),
                  "discard pile");
}

/* The opponent cannot pay: its action is written as drawn, and the file
 * loads to a game over with the trigger hal-cannot-pay.  The game comes
 * from the random legal-game generator (a fixed seed). */
static void
test_cannot_pay (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  GkRandomGameOptions options = { 1, 0.5, 0, 5000, FALSE, 0 };

  for (guint g = 0; g < 100; g++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 1);
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_autoptr(GkGameFile) file = NULL;
      g_autofree char *text = NULL;
      g_autofree char *more = NULL;
      const GkTable *t;
      gint who = GK_NO_PLAYER;

      if (gk_table_get_end_trigger (gk_game_get_table (game), NULL) != GK_END_OPPONENT_CANNOT_PAY)
        continue;

      text = gk_game_file_to_data (game, NULL);
      file = load_ok (text);
      t = gk_game_get_table (file->game);
      g_assert_true (gk_table_is_game_over (t));
      g_assert_cmpint (gk_table_get_end_trigger (t, &who), ==, GK_END_OPPONENT_CANNOT_PAY);
      g_assert_cmpint (who, ==, GK_PLAYER_HAL);
      assert_round_trip (text);

      /* nothing can follow */
      more = g_strdup_printf ("%.*s  <round>\n    <action player=\"p1\" card=\"A\" "
                              "take=\"tile\"/>\n  </round>\n" END,
                              (int) (strlen (text) - strlen (END)), text);
      assert_refused (more, GK_ERROR_FILE_CONTENT, line_of (more, "card=\"A\" take"),
                      "already over");
      return;
    }
  g_assert_not_reached ();
}

/* ---- marker shifts (rules.md 9.7) ---- */

static void
test_shifts (void)
{
  /* Anna urbanizes on A's cell (0,-1); A goes to (-1,-1), then L is
   * shifted from (-1,0) to (-2,0)?  Not next to a building: refused.  To
   * (0,-2), next to the new tile: accepted. */
  const char *ok = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n"
    "      <shift letter=\"K\" x=\"-1\" y=\"0\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *far = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"L\" x=\"-2\" y=\"0\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *taken = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"L\" x=\"1\" y=\"-1\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *own = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"A\" x=\"0\" y=\"-2\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *second = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n"
    "      <shift letter=\"K\" x=\"-5\" y=\"5\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *construction = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\" tile=\"blue-9\">\n"
    "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  const char *exploit = STANDARD
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\">\n"
    "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;
  g_autoptr(GkGameFile) file = load_ok (ok);
  const GkTable *t = gk_game_get_table (file->game);
  gint x, y;

  gk_table_get_marker (t, 11, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -2);
  gk_table_get_marker (t, 10, &x, &y);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpint (gk_game_get_move (file->game, 0)->n_shifts, ==, 2);
  assert_round_trip (ok);

  /* the refused <shift> names its own line */
  assert_refused (far, GK_ERROR_FILE_CONTENT, line_of (far, "<shift"), "not next to a building");
  assert_refused (taken, GK_ERROR_FILE_CONTENT, line_of (taken, "<shift"), "not empty");
  assert_refused (own, GK_ERROR_FILE_CONTENT, line_of (own, "<shift"), "another marker");
  assert_refused (second, GK_ERROR_FILE_CONTENT, line_of (second, "letter=\"K\""), "(-5, 5)");
  assert_refused (construction, GK_ERROR_FILE_CONTENT, line_of (construction, "<shift"),
                  "<shift>");
  assert_refused (exploit, GK_ERROR_FILE_CONTENT, line_of (exploit, "<shift"), "<shift>");
}

/* game-file.md: <shift> on an urbanization that fell back is refused. */
static void
test_shift_on_fallback (void)
{
  const char *poor = HEAD
    "  <setup players=\"2\" variant=\"standard\">\n"
    "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"
    "    <player id=\"p2\" name=\"Béla\" colour=\"orange\"/>\n"
    "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n"
    "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n"
    "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n"
    "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n"
    "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n"
    "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n"
    START_SQUARE
    "  </setup>\n"
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" take=\"tile\" marker-x=\"-1\" marker-y=\"-1\">\n"
    "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n"
    "    </action>\n"
    "  </round>\n"
    END;

  assert_refused (poor, GK_ERROR_FILE_CONTENT, line_of (poor, "<shift"), "no marker moves");
}

static void
test_too_many_shifts (void)
{
  g_autoptr(GString) text = g_string_new (STANDARD
                                          "  <round>\n"
                                          "    <action player=\"p1\" card=\"A\" tile=\"blue-9\" "
                                          "marker-x=\"-1\" marker-y=\"-1\">\n");

  for (guint i = 0; i <= GK_MAX_SHIFTS; i++)
    g_string_append (text, "      <shift letter=\"L\" x=\"0\" y=\"-2\"/>\n");
  g_string_append (text, "    </action>\n  </round>\n" END);

  assert_refused (text->str, GK_ERROR_FILE_CONTENT,
                  line_of (text->str, "<shift") + GK_MAX_SHIFTS, "at most 11");
}

/* ---- round trips ---- */

/* The reserve empty at the opponent's turn: its action is left out. */
static void
test_left_out (void)
{
  g_autofree char *game = read_game ("solo-expert.ginkgo");
  g_autofree char *more = NULL;
  const char *last = "    <action player=\"p1\" card=\"blue-14\"/>\n  </round>\n" END;

  g_assert_true (g_str_has_suffix (game, last));
  more = g_strdup_printf ("%.*s    <action player=\"p1\" card=\"blue-14\"/>\n"
                          "    <action player=\"hal\" card=\"red-3\" tile=\"red-5\"/>\n"
                          "  </round>\n" END,
                          (int) (strlen (game) - strlen (last)), game);
  assert_refused (more, GK_ERROR_FILE_CONTENT, line_of (more, "tile=\"red-5\""), "left out");
}

static void
test_round_trip_games (void)
{
  g_autofree char *game = read_game ("solo-expert.ginkgo");
  g_autofree char *round9 = read_game ("solo-expert-round9.ginkgo");

  g_autofree char *cannot_pay = read_game ("solo-cannot-pay.ginkgo");

  assert_round_trip (game);
  assert_round_trip (round9);
  assert_round_trip (cannot_pay);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solo-file/defaults", test_defaults);
  g_test_add_func ("/solo-file/setup-errors", test_setup_errors);
  g_test_add_func ("/solo-file/no-renewal-no-tile-return", test_no_renewal_no_tile_return);
  g_test_add_func ("/solo-file/opponent-action-errors", test_opponent_action_errors);
  g_test_add_func ("/solo-file/drawn", test_drawn);
  g_test_add_func ("/solo-file/cannot-pay", test_cannot_pay);
  g_test_add_func ("/solo-file/shifts", test_shifts);
  g_test_add_func ("/solo-file/shift-on-fallback", test_shift_on_fallback);
  g_test_add_func ("/solo-file/too-many-shifts", test_too_many_shifts);
  g_test_add_func ("/solo-file/left-out", test_left_out);
  g_test_add_func ("/solo-file/round-trip", test_round_trip_games);

  return g_test_run ();
}
