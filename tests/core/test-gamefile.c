/* test-gamefile.c: the .ginkgo file (shared/spec/game-file.md)
 *
 * Every refusal the contract names is tried here, each checking that the
 * message names the file and the line a player would look at; then the
 * round trips (save, load, save gives the same bytes) and the safety of
 * saving (a failed save leaves the old file as it was).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "gk-test-util.h"

#define NAME "table.ginkgo"

/* The setup of tests/core/games/short-2p.ginkgo: Anna starts with 4
 * resources and 7 tiles, Béla with 4 resources and 8 tiles. */
#define SETUP_2P                                                                          \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                                          \
  "<ginkgopolis version=\"1\">\n"                                                         \
  "  <setup players=\"2\" variant=\"standard\">\n"                                       \
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"                              \
  "    <player id=\"p2\" name=\"Béla\" colour=\"orange\"/>\n"                             \
  "    <character player=\"p1\" colour=\"blue\" trigger=\"exploit\" tiles=\"3\" resources=\"1\" points=\"0\"/>\n" \
  "    <character player=\"p1\" colour=\"red\" trigger=\"construction\" tiles=\"2\" resources=\"2\" points=\"1\"/>\n" \
  "    <character player=\"p1\" colour=\"yellow\" trigger=\"urbanization\" tiles=\"2\" resources=\"1\" points=\"2\"/>\n" \
  "    <character player=\"p2\" colour=\"blue\" trigger=\"exploit\" tiles=\"3\" resources=\"0\" points=\"1\"/>\n" \
  "    <character player=\"p2\" colour=\"blue\" trigger=\"urbanization\" tiles=\"3\" resources=\"2\" points=\"0\"/>\n" \
  "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" tiles=\"2\" resources=\"2\" points=\"1\"/>\n" \
  START_SQUARE                                                                            \
  "  </setup>\n"

/* Béla starts with no resource at all: every urbanization of his is
 * unaffordable (rules.md 9.1). */
#define SETUP_POOR                                                                        \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                                          \
  "<ginkgopolis version=\"1\">\n"                                                         \
  "  <setup players=\"2\" variant=\"standard\">\n"                                       \
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"                              \
  "    <player id=\"p2\" name=\"Béla\" colour=\"orange\"/>\n"                             \
  "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n" \
  "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n" \
  "    <character player=\"p1\" colour=\"red\" trigger=\"exploit\" tiles=\"1\" resources=\"1\" points=\"0\"/>\n" \
  "    <character player=\"p2\" colour=\"yellow\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n" \
  "    <character player=\"p2\" colour=\"yellow\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n" \
  "    <character player=\"p2\" colour=\"yellow\" trigger=\"exploit\" tiles=\"1\" resources=\"0\" points=\"0\"/>\n" \
  START_SQUARE                                                                            \
  "  </setup>\n"

#define START_SQUARE GK_TEST_START_SQUARE

#define END "</ginkgopolis>\n"

/* ---- helpers ---- */

static char *
games_path (const char *name)
{
  /* G_TEST_SRCDIR is tests/ (tests/meson.build) */
  return g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
}

static char *
read_game (const char *name)
{
  g_autofree char *path = games_path (name);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return data;
}

#define line_of(text, needle) gk_test_line_of (text, needle)
#define load(text, error) gk_test_load_text (text, NAME, error)
#define load_ok(text) gk_test_load_text_ok (text, NAME)
#define assert_refused(text, code, line, fragment) \
  gk_test_assert_refused_text (text, NAME, code, line, fragment)

/* @base with the first @old replaced by @new. */
static char *
replace (const char *base,
         const char *old,
         const char *new)
{
  const char *at = strstr (base, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - base), base, new, at + strlen (old));
}

/* ---- not well-formed, schema ---- */

static void
test_not_well_formed (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\">\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_SYNTAX, line_of (text, "  </round>"), NULL);
}

static void
test_truncated_and_junk (void)
{
  g_autofree char *game = read_game ("short-2p.ginkgo");
  gsize length = strlen (game);
  const char junk[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe\x00\x01";
  g_autoptr(GError) error = NULL;
  GkGameFile *file;

  /* Cut anywhere, the file is refused with one message and no crash. */
  for (gsize cut = 0; cut < length; cut += 37)
    {
      g_autoptr(GError) cut_error = NULL;

      file = gk_game_file_load_data (game, cut, NAME, &cut_error);
      g_assert_null (file);
      g_assert_error (cut_error, GK_ERROR, GK_ERROR_FILE_SYNTAX);
      g_assert_true (g_str_has_prefix (cut_error->message, NAME ":"));
    }

  file = gk_game_file_load_data (junk, sizeof junk, NAME, &error);
  g_assert_null (file);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SYNTAX);
  g_clear_error (&error);

  file = gk_game_file_load_data ("", 0, NAME, &error);
  g_assert_null (file);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, NAME ": "));
  g_clear_error (&error);

  /* Other XML is not a game file. */
  file = load ("<?xml version=\"1.0\"?>\n<html><body/></html>\n", &error);
  g_assert_null (file);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SCHEMA);
  g_assert_true (g_str_has_prefix (error->message, NAME ":2: "));
}

static void
test_entities_not_expanded (void)
{
  /* An internal entity must not sneak a name or a move past the schema;
   * nested entities must not blow up. */
  const char *text =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE ginkgopolis [\n"
    "  <!ENTITY a \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\">\n"
    "  <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n"
    "  <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n"
    "]>\n"
    "<ginkgopolis version=\"1\">&c;</ginkgopolis>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) file = load (text, &error);

  g_assert_null (file);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, NAME ":"));
}

static void
test_schema (void)
{
  g_autofree char *unknown_element = NULL;
  g_autofree char *bad_card = NULL;
  g_autofree char *lone_marker_x = NULL;
  g_autofree char *renew_after_action = NULL;
  g_autofree char *newer = NULL;
  const char *base = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"p2\" card=\"red-1\"/>\n"
    "  </round>\n"
    END;

  unknown_element = replace (base, "<action player=\"p2\" card=\"red-1\"/>", "<pass player=\"p2\"/>");
  assert_refused (unknown_element, GK_ERROR_FILE_SCHEMA, line_of (unknown_element, "<pass"),
                  "pass");

  bad_card = replace (base, "card=\"red-1\"", "card=\"red-21\"");
  assert_refused (bad_card, GK_ERROR_FILE_SCHEMA, line_of (bad_card, "red-21"), NULL);

  /* marker-x without marker-y */
  lone_marker_x = replace (base, "card=\"red-1\"", "card=\"B\" tile=\"red-4\" marker-x=\"1\"");
  assert_refused (lone_marker_x, GK_ERROR_FILE_SCHEMA, line_of (lone_marker_x, "marker-x"),
                  NULL);

  /* <renew> elements come first in a round */
  renew_after_action = replace (base, "    <action player=\"p2\" card=\"red-1\"/>\n",
                                "    <renew player=\"p2\"/>\n"
                                "    <action player=\"p2\" card=\"red-1\"/>\n");
  assert_refused (renew_after_action, GK_ERROR_FILE_SCHEMA,
                  line_of (renew_after_action, "<renew"), "renew");

  newer = replace (base, "version=\"1\"", "version=\"2\"");
  assert_refused (newer, GK_ERROR_FILE_SCHEMA, 2, "version");
}

/* ---- setup ---- */

static void
test_setup_errors (void)
{
  g_autofree char *tile_twice = NULL;
  g_autofree char *high_tile = NULL;
  g_autofree char *two_characters = NULL;
  g_autofree char *marker_outside = NULL;
  g_autofree char *marker_on_marker = NULL;
  g_autofree char *players_order = NULL;
  g_autofree char *same_colour = NULL;
  const char *base = SETUP_2P END;

  g_autoptr(GkGameFile) ok = load_ok (base);
  g_assert_nonnull (ok->game);
  g_assert_cmpuint (gk_game_get_n_moves (ok->game), ==, 0);

  /* a tile used twice, named for people in the sentence, not by its id */
  tile_twice = replace (base, "tile=\"red-3\"", "tile=\"blue-1\"");
  assert_refused (tile_twice, GK_ERROR_FILE_CONTENT,
                  line_of (tile_twice, "<start x=\"2\" y=\"2\""), "the tile Blue 1 is used twice");

  high_tile = replace (base, "tile=\"red-3\"", "tile=\"red-4\"");
  assert_refused (high_tile, GK_ERROR_FILE_CONTENT, line_of (high_tile, "red-4"),
                  "only tiles 1 to 3, not Red 4");

  /* a standard game needs 3 characters per player: the player by name */
  two_characters = replace (base,
                            "    <character player=\"p2\" colour=\"red\" trigger=\"exploit\" "
                            "tiles=\"2\" resources=\"2\" points=\"1\"/>\n", "");
  assert_refused (two_characters, GK_ERROR_FILE_CONTENT, 3,
                  "Béla (p2) has 2 characters, a standard game needs 3");

  /* a marker on a cell outside the edge around the square */
  marker_outside = replace (base, "  </setup>",
                            "    <marker letter=\"C\" x=\"5\" y=\"-1\"/>\n  </setup>");
  assert_refused (marker_outside, GK_ERROR_FILE_CONTENT, line_of (marker_outside, "<marker"),
                  "5, -1");

  /* B's default cell is taken by a moved A */
  marker_on_marker = replace (base, "  </setup>",
                              "    <marker letter=\"A\" x=\"1\" y=\"-1\"/>\n  </setup>");
  assert_refused (marker_on_marker, GK_ERROR_FILE_CONTENT,
                  line_of (marker_on_marker, "<marker"), NULL);

  players_order = replace (base, "<player id=\"p2\"", "<player id=\"p3\"");
  assert_refused (players_order, GK_ERROR_FILE_CONTENT, line_of (players_order, "id=\"p3\""),
                  "p2");

  same_colour = replace (base, "colour=\"orange\"", "colour=\"white\"");
  assert_refused (same_colour, GK_ERROR_FILE_CONTENT, line_of (same_colour, "Béla"), NULL);
}

static void
test_setup_markers_saved (void)
{
  const char *text = SETUP_2P END;
  g_autofree char *moved = replace (text, "  </setup>",
                                    "    <marker letter=\"A\" x=\"1\" y=\"-1\"/>\n"
                                    "    <marker letter=\"B\" x=\"0\" y=\"-1\"/>\n  </setup>");
  g_autoptr(GkGameFile) file = load_ok (moved);
  const GkSetup *setup = gk_game_get_setup (file->game);
  g_autofree char *saved = NULL;
  gint x, y;

  /* every cell around the square holds a marker: moving one is a swap */
  g_assert_cmpint (setup->marker_x[0], ==, 1);
  g_assert_cmpint (setup->marker_y[0], ==, -1);
  g_assert_cmpint (setup->marker_x[1], ==, 0);
  gk_table_get_marker (gk_game_get_table (file->game), 1, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);

  /* only the markers away from their default cell are written */
  saved = gk_game_file_to_data (file->game, NULL);
  g_assert_cmpstr (saved, ==, moved);
}

/* ---- moves ---- */

static void
test_tile_used_twice (void)
{
  /* red-2 lies in the starting square: it cannot be played again */
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\" tile=\"red-2\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"blue-2\" tile=\"red-2\""),
                  "Red 2");
}

static void
test_tile_used_twice_later (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\" tile=\"blue-14\"/>\n"
    "    <action player=\"p2\" card=\"A\" tile=\"blue-14\" marker-x=\"0\" marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"A\""), NULL);
}

static void
test_card_not_in_circulation (void)
{
  /* blue-5 has no tile in the city: its card is not in play */
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-5\"/>\n"
    "  </round>\n"
    END;
  /* a card played this deck lies in the discard pile */
  const char *again = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"p2\" card=\"red-1\"/>\n"
    "  </round>\n"
    "  <round>\n"
    "    <action player=\"p2\" card=\"C\" take=\"tile\"/>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"blue-5\""), NULL);
  assert_refused (again, GK_ERROR_FILE_CONTENT,
                  line_of (again, "    <action player=\"p1\" card=\"blue-1\"/>\n  </round>\n" END),
                  NULL);
}

static void
test_construction_on_nothing (void)
{
  /* no building has red-9 on top: there is nothing to build on */
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"red-9\" tile=\"red-10\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"red-9\""), NULL);
}

static void
test_out_of_turn (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p2\" card=\"red-1\"/>\n"
    "  </round>\n"
    END;
  const char *twice = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"p1\" card=\"red-1\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "p2\" card"), "Anna");
  assert_refused (twice, GK_ERROR_FILE_CONTENT, line_of (twice, "card=\"red-1\"/>"), "Béla");
}

static void
test_round_grouping (void)
{
  /* a <round> holds the moves of one round: Béla leads round 2 */
  const char *too_long = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"p2\" card=\"red-1\"/>\n"
    "    <action player=\"p2\" card=\"blue-3\"/>\n"
    "  </round>\n"
    END;
  const char *too_short = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    "  <round>\n"
    "    <action player=\"p2\" card=\"red-1\"/>\n"
    "  </round>\n"
    END;
  const char *empty = SETUP_2P
    "  <round>\n"
    "  </round>\n"
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;
  /* the last round may be unfinished, or not begun */
  const char *unfinished = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;
  g_autoptr(GkGameFile) file = NULL;

  assert_refused (too_long, GK_ERROR_FILE_CONTENT, line_of (too_long, "card=\"blue-3\""), "round");
  assert_refused (too_short, GK_ERROR_FILE_CONTENT,
                  line_of (too_short, "  </round>\n  <round>") + 1, "round 1");
  assert_refused (empty, GK_ERROR_FILE_CONTENT, line_of (empty, "  <round>"), NULL);

  file = load_ok (unfinished);
  g_assert_cmpuint (gk_game_get_cursor (file->game), ==, 1);
  g_assert_cmpint (gk_table_get_next_player (gk_game_get_table (file->game)), ==, 1);
}

static void
test_renewals (void)
{
  const char *two = SETUP_2P
    "  <round>\n"
    "    <renew player=\"p1\"/>\n"
    "    <renew player=\"p1\"/>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "  </round>\n"
    END;
  g_autofree char *three = replace (two, "    <action",
                                    "    <renew player=\"p1\"/>\n    <action");
  g_autofree char *later = NULL;
  g_autoptr(GkGameFile) file = load_ok (two);
  const char *third;

  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (file->game), 0), ==, 0);

  third = strstr (strstr (strstr (three, "<renew") + 1, "<renew") + 1, "<renew");
  assert_refused (three, GK_ERROR_FILE_CONTENT, line_of (three, third), NULL);

  /* the third renewal in a later round is refused just the same */
  later = g_strconcat (SETUP_2P,
                       "  <round>\n"
                       "    <renew player=\"p2\"/>\n"
                       "    <action player=\"p1\" card=\"blue-1\"/>\n"
                       "    <action player=\"p2\" card=\"red-1\"/>\n"
                       "  </round>\n"
                       "  <round>\n"
                       "    <renew player=\"p2\"/>\n"
                       "    <action player=\"p2\" card=\"blue-3\"/>\n"
                       "    <action player=\"p1\" card=\"red-2\"/>\n"
                       "  </round>\n"
                       "  <round>\n"
                       "    <renew player=\"p2\"/>\n"
                       "  </round>\n",
                       END, NULL);
  assert_refused (later, GK_ERROR_FILE_CONTENT, line_of (later, "  </round>\n" END) - 1, NULL);
}

static void
test_marker_outside_edge (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"red-4\" marker-x=\"0\" marker-y=\"-9\"/>\n"
    "  </round>\n"
    END;
  const char *huge = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"red-4\" marker-x=\"99999999999\" "
    "marker-y=\"0\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "marker-y=\"-9\""), NULL);
  assert_refused (huge, GK_ERROR_FILE_CONTENT, line_of (huge, "99999999999"), NULL);
}

static void
test_huge_numbers (void)
{
  g_autofree char *huge_points = replace (SETUP_2P END, "points=\"0\"",
                                          "points=\"184467440737095516160\"");
  g_autofree char *negative = replace (SETUP_2P END, "points=\"0\"", "points=\"-1\"");
  g_autofree char *too_generous = replace (SETUP_2P END, "tiles=\"3\"", "tiles=\"60\"");

  assert_refused (huge_points, GK_ERROR_FILE_CONTENT, 6, "points");
  assert_refused (negative, GK_ERROR_FILE_SCHEMA, 6, NULL);
  /* the engine knows what a character card can give */
  assert_refused (too_generous, GK_ERROR_FILE_CONTENT, 3, NULL);
}

/* ---- the tile reserve ---- */

/* tests/core/games/short-2p.ginkgo runs the reserve out in its last round. */
static char *
short_game_without_return (gboolean cut_after)
{
  g_autofree char *game = read_game ("short-2p.ginkgo");
  const char *start = strstr (game, "    <tile-return>");
  const char *end = strstr (game, "    </tile-return>\n");
  g_autofree char *without = NULL;

  g_assert_nonnull (start);
  g_assert_nonnull (end);
  end += strlen ("    </tile-return>\n");
  without = g_strdup_printf ("%.*s%s", (int) (start - game), game, end);
  if (!cut_after)
    return g_steal_pointer (&without);

  /* end the file right after the action that empties the reserve */
  return replace (without, "    <action player=\"p1\" card=\"yellow-1\"/>\n", "");
}

static void
test_missing_tile_return (void)
{
  g_autofree char *middle = short_game_without_return (FALSE);
  g_autofree char *at_end = short_game_without_return (TRUE);

  assert_refused (middle, GK_ERROR_FILE_CONTENT, line_of (middle, "card=\"blue-17\"/>"),
                  "tile-return");
  /* also when the action is the last thing in the file */
  assert_refused (at_end, GK_ERROR_FILE_CONTENT, line_of (at_end, "card=\"blue-17\"/>"),
                  "tile-return");
}

static void
test_tile_return_checks (void)
{
  g_autofree char *game = read_game ("short-2p.ginkgo");
  g_autofree char *misplaced = NULL;
  g_autofree char *missing_player = NULL;
  g_autofree char *too_many = NULL;
  g_autofree char *swapped = NULL;
  g_autoptr(GkGameFile) file = NULL;

  /* where the reserve does not run out, a return step does not belong */
  misplaced = replace (game, "    <action player=\"p1\" card=\"blue-1\"/>\n",
                       "    <action player=\"p1\" card=\"blue-1\"/>\n"
                       "    <tile-return>\n"
                       "      <return player=\"p1\" tiles=\"0\"/>\n"
                       "      <return player=\"p2\" tiles=\"0\"/>\n"
                       "    </tile-return>\n");
  assert_refused (misplaced, GK_ERROR_FILE_CONTENT, line_of (misplaced, "card=\"blue-1\"/>"),
                  "tile-return");

  missing_player = replace (game, "      <return player=\"p2\" tiles=\"1\"/>\n", "");
  assert_refused (missing_player, GK_ERROR_FILE_CONTENT,
                  line_of (missing_player, "<tile-return>"), "p2");

  /* Béla holds 21 tiles at that moment (20, and the first one the action
   * gives): he cannot return 22 */
  too_many = replace (game, "<return player=\"p2\" tiles=\"1\"/>",
                      "<return player=\"p2\" tiles=\"22\"/>");
  assert_refused (too_many, GK_ERROR_FILE_CONTENT, line_of (too_many, "card=\"blue-17\"/>"),
                  NULL);

  /* and the real file: returns in any order */
  swapped = replace (game,
                           "      <return player=\"p1\" tiles=\"1\"/>\n"
                           "      <return player=\"p2\" tiles=\"1\"/>\n",
                           "      <return player=\"p2\" tiles=\"1\"/>\n"
                           "      <return player=\"p1\" tiles=\"1\"/>\n");
  file = load_ok (swapped);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (file->game)));
}

static void
test_nothing_after_the_end (void)
{
  g_autofree char *game = read_game ("short-2p.ginkgo");
  g_autofree char *more = replace (game, END,
                                   "  <round>\n"
                                   "    <action player=\"p1\" card=\"red-1\"/>\n"
                                   "  </round>\n" END);

  assert_refused (more, GK_ERROR_FILE_CONTENT, line_of (more, "card=\"red-1\"/>\n  </round>\n" END),
                  NULL);
}

/* ---- attributes that do not apply ---- */

static void
test_take_on_building_card (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\" take=\"tile\"/>\n"
    "  </round>\n"
    END;
  const char *construction = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\" tile=\"blue-14\" take=\"resource\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "take="), "take");
  assert_refused (construction, GK_ERROR_FILE_CONTENT, line_of (construction, "take="), "take");
}

static void
test_marker_on_construction_or_exploit (void)
{
  const char *construction = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-2\" tile=\"blue-14\" marker-x=\"0\" marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;
  const char *exploit = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\" marker-x=\"0\" marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;
  const char *letter_alone = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" take=\"tile\" marker-x=\"0\" marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;

  assert_refused (construction, GK_ERROR_FILE_CONTENT, line_of (construction, "marker-x"),
                  "marker");
  assert_refused (exploit, GK_ERROR_FILE_CONTENT, line_of (exploit, "marker-x"), "marker");
  assert_refused (letter_alone, GK_ERROR_FILE_CONTENT, line_of (letter_alone, "marker-x"),
                  "marker");
}

static void
test_letter_alone_needs_take (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"A\""), "take");
}

static void
test_unaffordable_urbanization (void)
{
  /* Béla has no resource: his urbanization is an exploit of the card and
   * needs take; the marker attributes are then ignored. */
  const char *without_take = SETUP_POOR
    "  <round>\n"
    "    <action player=\"p1\" card=\"blue-1\"/>\n"
    "    <action player=\"p2\" card=\"B\" tile=\"red-4\" marker-x=\"1\" marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;
  g_autofree char *with_take = replace (without_take, "marker-x=\"1\" marker-y=\"-2\"",
                                        "take=\"resource\" marker-x=\"1\" marker-y=\"-2\"");
  g_autofree char *saved = NULL;
  g_autoptr(GkGameFile) file = NULL;
  const GkMove *move;
  const GkTable *table;

  assert_refused (without_take, GK_ERROR_FILE_CONTENT, line_of (without_take, "card=\"B\""),
                  "take");

  file = load_ok (with_take);
  table = gk_game_get_table (file->game);
  move = gk_game_get_move (file->game, 1);
  g_assert_false (move->has_marker);
  g_assert_cmpint (move->take, ==, GK_TAKE_RESOURCE);
  /* the tile went back behind the screen, the resource came, B stayed put */
  g_assert_false (gk_table_tile_in_city (table, gk_test_card ("red-4")));
  g_assert_cmpuint (gk_table_get_resources_screen (table, 1), ==, 1);
  g_assert_cmpuint (gk_table_get_tiles (table, 1), ==, 3);
  g_assert_cmpint (gk_table_get_marker_at (table, 1, -1), ==, 1);

  /* what the move ignores is not written back */
  saved = gk_game_file_to_data (file->game, NULL);
  g_assert_null (strstr (saved, "marker-x"));
  g_assert_nonnull (strstr (saved, "card=\"B\" tile=\"red-4\" take=\"resource\"/>"));
}

static void
test_affordable_urbanization_ignores_take (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"red-4\" take=\"tile\" marker-x=\"0\" "
    "marker-y=\"-2\"/>\n"
    "  </round>\n"
    END;
  g_autoptr(GkGameFile) file = load_ok (text);
  const GkTable *table = gk_game_get_table (file->game);
  g_autofree char *saved = NULL;
  gint x, y;

  g_assert_true (gk_table_tile_in_city (table, gk_test_card ("red-4")));
  g_assert_cmpint (gk_game_get_move (file->game, 0)->take, ==, GK_TAKE_NONE);
  gk_table_get_marker (table, 0, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -2);

  saved = gk_game_file_to_data (file->game, NULL);
  g_assert_null (strstr (saved, "take="));
  g_assert_nonnull (strstr (saved, "card=\"A\" tile=\"red-4\" marker-x=\"0\" marker-y=\"-2\"/>"));
}

static void
test_affordable_urbanization_needs_marker (void)
{
  const char *text = SETUP_2P
    "  <round>\n"
    "    <action player=\"p1\" card=\"A\" tile=\"red-4\"/>\n"
    "  </round>\n"
    END;

  assert_refused (text, GK_ERROR_FILE_CONTENT, line_of (text, "card=\"A\""), "marker");
}

/* ---- positions ---- */

static void
test_position_errors (void)
{
  g_autofree char *game = read_game ("position-3p.ginkgo");
  g_autofree char *tile_twice = NULL;
  g_autofree char *unowned_tall = NULL;
  g_autofree char *no_owner = NULL;
  g_autofree char *kept_outside = NULL;
  g_autofree char *too_few = NULL;

  tile_twice = replace (game, "<tile id=\"blue-1\"/>", "<tile id=\"red-9\"/>");
  assert_refused (tile_twice, GK_ERROR_FILE_CONTENT, line_of (tile_twice, "<tile id=\"red-9\"/>\n    </building>\n  </position>"), "red-9");

  unowned_tall = replace (game, "      <tile id=\"red-1\"/>\n",
                          "      <tile id=\"red-1\"/>\n      <tile id=\"red-11\"/>\n");
  assert_refused (unowned_tall, GK_ERROR_FILE_CONTENT,
                  line_of (unowned_tall, "<building x=\"1\" y=\"0\">"), NULL);

  no_owner = replace (game, "owner=\"p3\"", "owner=\"p4\"");
  assert_refused (no_owner, GK_ERROR_FILE_CONTENT, line_of (no_owner, "owner=\"p4\""), "p4");

  kept_outside = replace (game, "<kept card=\"red-2\"/>", "<kept card=\"red-19\"/>");
  assert_refused (kept_outside, GK_ERROR_FILE_CONTENT, 3, "keeps the card Red 19, but no building in the city holds its tile");

  too_few = replace (game, "players=\"3\"", "players=\"4\"");
  assert_refused (too_few, GK_ERROR_FILE_CONTENT, 3, NULL);
}

static void
test_position_scores (void)
{
  g_autofree char *game = read_game ("position-3p.ginkgo");
  g_autoptr(GkGameFile) file = load_ok (game);
  g_autoptr(GkScore) score = NULL;

  g_assert_null (file->game);
  g_assert_nonnull (file->position);
  g_assert_true (gk_table_is_position (file->position));
  g_assert_cmpstr (gk_table_get_player_name (file->position, 2), ==, "Вера");

  score = gk_score_compute (file->position);
  /* worked by hand in tests/core/games/position-3p.md */
  g_assert_cmpuint (score->players[0].total, ==, 46);
  g_assert_cmpuint (score->players[1].total, ==, 37);
  g_assert_cmpuint (score->players[2].total, ==, 43);
}

/* ---- round trips ---- */

static void
assert_round_trip_game (const char *name)
{
  g_autofree char *original = read_game (name);
  g_autoptr(GkGameFile) first = load_ok (original);
  g_autofree char *saved = NULL;
  g_autoptr(GkGameFile) second = NULL;
  g_autofree char *saved_again = NULL;
  gsize length = 0;

  saved = gk_game_file_to_data (first->game, &length);
  g_assert_cmpuint (length, ==, strlen (saved));
  second = load_ok (saved);
  saved_again = gk_game_file_to_data (second->game, NULL);
  g_assert_cmpstr (saved, ==, saved_again);
  /* the files in tests/core/games/ are written in the saved layout */
  g_assert_cmpstr (saved, ==, original);
  g_assert_cmpuint (gk_game_get_n_moves (second->game), ==, gk_game_get_n_moves (first->game));
}

static void
test_round_trip_log (void)
{
  assert_round_trip_game ("short-2p.ginkgo");
}

static void
test_round_trip_position (void)
{
  g_autofree char *original = read_game ("position-3p.ginkgo");
  g_autoptr(GkGameFile) first = load_ok (original);
  g_autofree char *saved = gk_position_to_data (first->position, NULL);
  g_autoptr(GkGameFile) second = load_ok (saved);
  g_autofree char *saved_again = gk_position_to_data (second->position, NULL);

  g_assert_cmpstr (saved, ==, saved_again);
  g_assert_cmpstr (saved, ==, original);
}

static void
test_round_trip_cursor_and_names (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autoptr(GkGameFile) file = NULL;

  /* names a file must escape, and characters XML cannot hold at all */
  gk_setup_set_player_name (setup, 0, "A&B <\"quoted\"> 'x'");
  gk_setup_set_player_name (setup, 1, "tab\there\nnewline");
  gk_setup_set_player_name (setup, 2, "bell\a");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);

  gk_test_act (game, 0, "blue-1", NULL);
  gk_test_act (game, 1, "red-1", NULL);
  gk_test_act (game, 2, "yellow-1", NULL);
  gk_test_take (game, 1, "C", GK_TAKE_TILE);
  gk_test_act (game, 2, "blue-2", NULL);
  /* undone moves are not saved */
  gk_game_undo (game);
  gk_game_undo (game);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, 3);

  saved = gk_game_file_to_data (game, NULL);
  g_assert_true (g_utf8_validate (saved, -1, NULL));
  g_assert_null (strstr (saved, "card=\"blue-2\""));
  g_assert_null (strstr (saved, "card=\"C\""));
  g_assert_nonnull (strstr (saved, "  <round>\n    <action player=\"p1\""));
  file = load_ok (saved);
  g_assert_cmpuint (gk_game_get_n_moves (file->game), ==, 3);
  g_assert_cmpstr (gk_game_get_setup (file->game)->players[0].name, ==, "A&B <\"quoted\"> 'x'");
  /* control characters become spaces in the engine already: a name is one line */
  g_assert_cmpstr (gk_game_get_setup (file->game)->players[1].name, ==, "tab here newline");
  g_assert_cmpstr (gk_game_get_setup (file->game)->players[2].name, ==, "bell ");
  saved_again = gk_game_file_to_data (file->game, NULL);
  g_assert_cmpstr (saved, ==, saved_again);
}

/* ---- random games through the file ---- */

static gboolean
try_push (GkGame *game,
          GkMove *move,
          GRand  *rand)
{
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GkPreview) preview = gk_table_preview (table, move, NULL);

  if (preview == NULL)
    return FALSE;
  if (preview->needs_take)
    move->take = g_rand_boolean (rand) ? GK_TAKE_TILE : GK_TAKE_RESOURCE;
  if (preview->needs_tile_return)
    {
      move->has_returns = TRUE;
      for (guint p = 0; p < gk_table_get_n_players (table); p++)
        {
          guint held = gk_table_get_tiles (table, (gint) p);

          move->returns[p] = held > 0 ? (guint) g_rand_int_range (rand, 0, (gint) MIN (held, 4) + 1) : 0;
        }
    }
  return gk_game_push (game, move, NULL);
}

/* One random move that the engine accepts, chosen among plausible ones. */
static void
random_move (GkGame *game,
             GRand  *rand)
{
  const GkTable *table = gk_game_get_table (game);
  gint player = gk_table_get_next_player (table);

  if (gk_table_get_actions_done (table) == 0 && g_rand_int_range (rand, 0, 20) == 0)
    {
      gint who = g_rand_int_range (rand, 0, (gint) gk_table_get_n_players (table));
      GkMove renew;

      gk_move_init_renew (&renew, who);
      if (gk_table_can_renew (table, who) && try_push (game, &renew, rand))
        return;
    }

  for (guint attempt = 0; attempt < 500; attempt++)
    {
      GkCard card = g_rand_int_range (rand, 0, GK_N_CARDS);
      GkTile tile = GK_NO_TILE;
      GkMove move;

      if (!gk_table_card_playable (table, card))
        continue;
      if (g_rand_int_range (rand, 0, 3) > 0 && gk_table_get_tiles (table, player) > 0)
        {
          tile = g_rand_int_range (rand, 0, GK_N_TILES);
          if (gk_table_tile_in_city (table, tile))
            continue;
        }

      gk_move_init_action (&move, player, card, tile);
      if (gk_card_is_letter (card) && tile != GK_NO_TILE)
        {
          g_autoptr(GArray) targets = gk_table_get_marker_targets (table, gk_card_get_letter (card));

          if (targets->len >= 2)
            {
              guint pick = (guint) g_rand_int_range (rand, 0, (gint) targets->len / 2);

              move.has_marker = TRUE;
              move.marker_x = g_array_index (targets, gint, 2 * pick);
              move.marker_y = g_array_index (targets, gint, 2 * pick + 1);
            }
          /* sometimes a take the move may ignore */
          if (g_rand_boolean (rand))
            move.take = GK_TAKE_RESOURCE;
        }
      if (try_push (game, &move, rand))
        return;
    }
  g_error ("no random move found for %d in round %u", player, gk_table_get_round (table));
}

static void
test_round_trip_random_games (void)
{
  guint n_returns = 0;
  guint n_fallbacks = 0;

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint n_players = 2 + seed % 4;
      g_autoptr(GkSetup) setup = gk_test_setup_new (n_players);
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GkGameFile) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *saved_again = NULL;
      g_autofree char *state = NULL;
      g_autofree char *state_again = NULL;
      guint undo;

      for (guint p = 0; p < n_players; p++)
        for (guint c = 0; c < GK_N_CHARACTERS; c++)
          gk_test_setup_character (setup, p, c, (GkColour) g_rand_int_range (rand, 0, 3),
                                   (GkTrigger) g_rand_int_range (rand, 0, 3),
                                   (guint) g_rand_int_range (rand, 0, 4),
                                   (guint) g_rand_int_range (rand, 0, 4),
                                   (guint) g_rand_int_range (rand, 0, 6));
      gk_setup_shuffle_start (setup, rand);
      game = gk_game_new (setup, &error);
      g_assert_no_error (error);

      for (guint i = 0; i < 2000 && !gk_table_is_game_over (gk_game_get_table (game)); i++)
        random_move (game, rand);
      g_test_message ("seed %u: %u players, %u moves, round %u, game over: %d", seed, n_players,
                      gk_game_get_n_moves (game), gk_table_get_round (gk_game_get_table (game)),
                      gk_table_is_game_over (gk_game_get_table (game)));
      g_assert_true (gk_table_is_game_over (gk_game_get_table (game)));

      /* every other game is saved in the middle of a round */
      undo = seed % 2 == 0 ? (guint) g_rand_int_range (rand, 1, 4) : 0;
      for (guint i = 0; i < undo; i++)
        gk_game_undo (game);

      saved = gk_game_file_to_data (game, NULL);
      loaded = gk_game_file_load_data (saved, strlen (saved), NAME, &error);
      if (loaded == NULL)
        g_error ("seed %u: the saved game does not load: %s", seed, error->message);
      saved_again = gk_game_file_to_data (loaded->game, NULL);
      g_assert_cmpstr (saved, ==, saved_again);
      n_returns += strstr (saved, "<tile-return>") != NULL;
      n_fallbacks += strstr (saved, "tile=\"") != NULL && g_regex_match_simple (
        "card=\"[A-L]\" tile=\"[a-z]+-[0-9]+\" take=", saved, 0, 0);

      /* the table replayed from the file is the table of the game */
      state = gk_report_state (gk_game_get_table (game), GK_REPORT_TSV);
      state_again = gk_report_state (gk_game_get_table (loaded->game), GK_REPORT_TSV);
      g_assert_cmpstr (state, ==, state_again);
    }

  /* the games went through the cases the file spells in its own way */
  g_assert_cmpuint (n_returns, >, 0);
  g_assert_cmpuint (n_fallbacks, >, 0);
}

/* ---- safety ---- */

static void
test_refused_changes_nothing (void)
{
  g_autofree char *good = read_game ("short-2p.ginkgo");
  g_autofree char *bad = replace (good, "card=\"blue-15\"/>\n  </round>",
                                  "card=\"blue-5\"/>\n  </round>");
  g_autoptr(GkGameFile) mine = load_ok (good);
  g_autofree char *before = gk_game_file_to_data (mine->game, NULL);
  g_autofree char *after = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) refused = NULL;
  guint cursor = gk_game_get_cursor (mine->game);

  dir = g_dir_make_tmp ("gk-gamefile-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "bad.ginkgo", NULL);
  g_file_set_contents (path, bad, -1, &error);
  g_assert_no_error (error);

  file = g_file_new_for_path (path);
  refused = gk_game_file_load (file, &error);
  g_assert_null (refused);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_nonnull (strstr (error->message, "bad.ginkgo:"));

  /* the caller's game and the file on disk are as they were */
  after = gk_game_file_to_data (mine->game, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (gk_game_get_cursor (mine->game), ==, cursor);
  g_file_get_contents (path, &on_disk, NULL, NULL);
  g_assert_cmpstr (on_disk, ==, bad);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/folder/none.ginkgo");
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

  g_assert_null (loaded);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_assert_nonnull (strstr (error->message, "none.ginkgo"));
}

static void
test_save_and_load_file (void)
{
  g_autofree char *text = read_game ("short-2p.ginkgo");
  g_autoptr(GkGameFile) loaded = load_ok (text);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) again = NULL;

  dir = g_dir_make_tmp ("gk-gamefile-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "game.ginkgo", NULL);
  file = g_file_new_for_path (path);

  g_assert_true (gk_game_file_save (loaded->game, file, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &on_disk, NULL, &error);
  g_assert_cmpstr (on_disk, ==, text);

  again = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (again->game)));

  /* a second save replaces the file, leaving nothing else in the folder */
  gk_game_undo (again->game);
  g_assert_true (gk_game_file_save (again->game, file, &error));
  g_clear_pointer (&on_disk, g_free);
  g_file_get_contents (path, &on_disk, NULL, NULL);
  g_assert_cmpstr (on_disk, !=, text);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    g_assert_cmpstr (g_dir_read_name (d), ==, "game.ginkgo");
    g_assert_null (g_dir_read_name (d));
  }

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_save_failure_keeps_old_file (void)
{
  g_autofree char *text = read_game ("position-3p.ginkgo");
  g_autoptr(GkGameFile) loaded = load_ok (text);
  g_autofree char *dir = NULL;
  g_autofree char *long_name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) missing = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  guint n_entries = 0;

  dir = g_dir_make_tmp ("gk-gamefile-XXXXXX", &error);
  g_assert_no_error (error);

  /* into a folder that does not exist */
  missing = g_file_new_build_filename (dir, "missing", "x.ginkgo", NULL);
  g_assert_false (gk_position_save (loaded->position, missing, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_assert_nonnull (strstr (error->message, "x.ginkgo"));
  g_clear_error (&error);

  /* A name so long that the temporary file beside it needs a shorter
   * one: the save still replaces the old file (tests/core/test-save.c
   * has the failures). */
  long_name = g_strnfill (250, 'g');
  path = g_build_filename (dir, long_name, NULL);
  {
    /* written in place: g_file_set_contents() cannot write such a name */
    FILE *old = g_fopen (path, "w");

    g_assert_nonnull (old);
    g_assert_cmpint (fputs ("old contents\n", old), >=, 0);
    g_assert_cmpint (fclose (old), ==, 0);
  }
  file = g_file_new_for_path (path);
  g_assert_true (gk_position_save (loaded->position, file, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &on_disk, NULL, NULL);
  g_assert_nonnull (strstr (on_disk, "<position"));

  /* a read-only folder, for users who cannot override it */
  if (geteuid () != 0)
    {
      g_autofree char *ro_dir = g_build_filename (dir, "ro", NULL);
      g_autofree char *ro_path = g_build_filename (ro_dir, "game.ginkgo", NULL);
      g_autoptr(GFile) ro_file = g_file_new_for_path (ro_path);
      g_autofree char *ro_contents = NULL;
      g_autofree char *game_text = read_game ("short-2p.ginkgo");
      g_autoptr(GkGameFile) game = load_ok (game_text);

      g_mkdir (ro_dir, 0755);
      g_file_set_contents (ro_path, "old\n", -1, NULL);
      g_chmod (ro_dir, 0555);
      g_assert_false (gk_game_file_save (game->game, ro_file, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
      g_clear_error (&error);
      g_file_get_contents (ro_path, &ro_contents, NULL, NULL);
      g_assert_cmpstr (ro_contents, ==, "old\n");
      g_chmod (ro_dir, 0755);
      g_unlink (ro_path);
      g_rmdir (ro_dir);
    }

  /* no temporary file is left behind */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    n_entries++;
  g_assert_cmpuint (n_entries, ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gamefile/syntax/not-well-formed", test_not_well_formed);
  g_test_add_func ("/gamefile/syntax/truncated-and-junk", test_truncated_and_junk);
  g_test_add_func ("/gamefile/syntax/entities", test_entities_not_expanded);
  g_test_add_func ("/gamefile/schema", test_schema);
  g_test_add_func ("/gamefile/setup/errors", test_setup_errors);
  g_test_add_func ("/gamefile/setup/markers-saved", test_setup_markers_saved);
  g_test_add_func ("/gamefile/content/tile-used-twice", test_tile_used_twice);
  g_test_add_func ("/gamefile/content/tile-used-twice-later", test_tile_used_twice_later);
  g_test_add_func ("/gamefile/content/card-not-in-circulation", test_card_not_in_circulation);
  g_test_add_func ("/gamefile/content/construction-on-nothing", test_construction_on_nothing);
  g_test_add_func ("/gamefile/content/out-of-turn", test_out_of_turn);
  g_test_add_func ("/gamefile/content/round-grouping", test_round_grouping);
  g_test_add_func ("/gamefile/content/renewals", test_renewals);
  g_test_add_func ("/gamefile/content/marker-outside-edge", test_marker_outside_edge);
  g_test_add_func ("/gamefile/content/huge-numbers", test_huge_numbers);
  g_test_add_func ("/gamefile/content/missing-tile-return", test_missing_tile_return);
  g_test_add_func ("/gamefile/content/tile-return-checks", test_tile_return_checks);
  g_test_add_func ("/gamefile/content/nothing-after-the-end", test_nothing_after_the_end);
  g_test_add_func ("/gamefile/attributes/take-on-building-card", test_take_on_building_card);
  g_test_add_func ("/gamefile/attributes/marker-on-construction-or-exploit",
                   test_marker_on_construction_or_exploit);
  g_test_add_func ("/gamefile/attributes/letter-alone-needs-take", test_letter_alone_needs_take);
  g_test_add_func ("/gamefile/attributes/unaffordable-urbanization",
                   test_unaffordable_urbanization);
  g_test_add_func ("/gamefile/attributes/affordable-urbanization-ignores-take",
                   test_affordable_urbanization_ignores_take);
  g_test_add_func ("/gamefile/attributes/affordable-urbanization-needs-marker",
                   test_affordable_urbanization_needs_marker);
  g_test_add_func ("/gamefile/position/errors", test_position_errors);
  g_test_add_func ("/gamefile/position/scores", test_position_scores);
  g_test_add_func ("/gamefile/round-trip/log", test_round_trip_log);
  g_test_add_func ("/gamefile/round-trip/position", test_round_trip_position);
  g_test_add_func ("/gamefile/round-trip/cursor-and-names", test_round_trip_cursor_and_names);
  g_test_add_func ("/gamefile/round-trip/random-games", test_round_trip_random_games);
  g_test_add_func ("/gamefile/safety/refused-changes-nothing", test_refused_changes_nothing);
  g_test_add_func ("/gamefile/safety/missing-file", test_missing_file);
  g_test_add_func ("/gamefile/safety/save-and-load-file", test_save_and_load_file);
  g_test_add_func ("/gamefile/safety/save-failure-keeps-old-file",
                   test_save_failure_keeps_old_file);

  return g_test_run ();
}
