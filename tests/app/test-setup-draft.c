/* test-setup-draft.c: the table being set up, without a display: its
 * players as a list model, one first player, colours that swap, the solo
 * opponent's colour, the starting square, the markers moved click and
 * click as a table lies and kept in the setup (and in the game file, read
 * back and played on), the engine's answer; and its preconditions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-app-test-util.h"
#include "gk-intro-sets.h"
#include "gk-setup-draft.h"

typedef struct
{
  GkSetupDraft *draft;
  guint         changes;
} Fixture;

static void
count_changes (Fixture *f)
{
  f->changes++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->draft = gk_setup_draft_new ();
  g_signal_connect_swapped (f->draft, "changed", G_CALLBACK (count_changes), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->draft);
}

static void
name_players (GkSetupDraft *draft)
{
  static const char *names[] = { "Anna", "Béla", "Vera" };
  GkCharacter character = { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 1, 1 };

  for (guint p = 0; p < 3; p++)
    {
      gk_player_draft_set_name (gk_setup_draft_get_player (draft, p), names[p]);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        gk_setup_draft_set_character (draft, p, c, &character);
    }
}

static void
test_players (Fixture       *f,
              gconstpointer  data)
{
  GListModel *players = gk_setup_draft_get_players (f->draft);
  g_autoptr(GkSetup) setup = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  g_assert_null (gk_setup_draft_get_error (f->draft));
  name_players (f->draft);

  /* The first player: ticking one unticks the others, and the setup
   * starts with them, seating order kept. */
  gk_player_draft_set_first (gk_setup_draft_get_player (f->draft, 1), TRUE);
  g_assert_cmpuint (gk_setup_draft_get_first (f->draft), ==, 1);
  g_assert_false (gk_player_draft_get_first (gk_setup_draft_get_player (f->draft, 0)));
  setup = gk_setup_draft_dup_setup (f->draft);
  g_assert_cmpstr (setup->players[0].name, ==, "Béla");
  g_assert_cmpstr (setup->players[2].name, ==, "Anna");

  /* Colours swap: one set per colour. */
  gk_player_draft_set_colour (gk_setup_draft_get_player (f->draft, 2), GK_PLAYER_COLOUR_WHITE);
  g_assert_cmpuint (gk_player_draft_get_colour (gk_setup_draft_get_player (f->draft, 0)), !=,
                    GK_PLAYER_COLOUR_WHITE);
  g_assert_null (gk_setup_draft_get_error (f->draft));

  /* Two players: the first player's seat goes, the first is seat 1. */
  gk_setup_draft_set_n_players (f->draft, 2);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 2);
  gk_setup_draft_set_first (f->draft, 1);
  gk_setup_draft_set_n_players (f->draft, 5);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 5);
  g_assert_cmpstr (gk_player_draft_get_name (gk_setup_draft_get_player (f->draft, 2)), ==,
                   "Vera");
}

/* A seat left unnamed stays unnamed in the setup: the default name is only
 * shown (by the table, in the reader's language), never stored. */
static void
test_unnamed (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autofree char *shown = NULL;

  name_players (f->draft);
  gk_player_draft_set_name (gk_setup_draft_get_player (f->draft, 1), "   ");
  g_assert_null (gk_setup_draft_get_error (f->draft));
  shown = gk_player_draft_dup_shown_name (gk_setup_draft_get_player (f->draft, 1));
  g_assert_cmpstr (shown, ==, "Player 2");
  setup = gk_setup_draft_dup_setup (f->draft);
  g_assert_cmpstr (setup->players[1].name, ==, "");
}

/* A blank character is the engine's to refuse (rules.md 8); a name it
 * refuses as typed comes first. */
static void
test_engine_answers (Fixture       *f,
                     gconstpointer  data)
{
  GkCharacter too_many = { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 9, 0, 0 };
  g_autofree char *long_name = g_strnfill (GK_MAX_NAME_LENGTH + 1, 'x');
  guint before = f->changes;

  name_players (f->draft);
  g_assert_cmpuint (f->changes, >, before);
  gk_setup_draft_set_character (f->draft, 1, 2, &too_many);
  g_assert_nonnull (gk_setup_draft_get_error (f->draft));
  gk_player_draft_set_name (gk_setup_draft_get_player (f->draft, 0), long_name);
  g_assert_cmpstr (gk_setup_draft_get_error (f->draft), ==,
                   gk_player_draft_get_name_error (gk_setup_draft_get_player (f->draft, 0)));
}

/* Solo: the opponent takes the first colour the human does not play,
 * until one is picked. */
static void
test_solo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GkSetup) setup = NULL;

  gk_setup_draft_set_n_players (f->draft, 1);
  g_assert_cmpuint (gk_setup_draft_get_opponent_colour (f->draft), ==, GK_PLAYER_COLOUR_ORANGE);
  gk_player_draft_set_colour (gk_setup_draft_get_player (f->draft, 0), GK_PLAYER_COLOUR_ORANGE);
  g_assert_cmpuint (gk_setup_draft_get_opponent_colour (f->draft), ==, GK_PLAYER_COLOUR_WHITE);
  gk_setup_draft_set_opponent_colour (f->draft, GK_PLAYER_COLOUR_BLACK);
  gk_setup_draft_set_solo_level (f->draft, GK_SOLO_EXPERT);
  gk_player_draft_set_colour (gk_setup_draft_get_player (f->draft, 0), GK_PLAYER_COLOUR_GREEN);
  g_assert_cmpuint (gk_setup_draft_get_opponent_colour (f->draft), ==, GK_PLAYER_COLOUR_BLACK);
  setup = gk_setup_draft_dup_setup (f->draft);
  g_assert_cmpuint (setup->n_players, ==, 1);
  g_assert_cmpuint (setup->solo_level, ==, GK_SOLO_EXPERT);
  g_assert_cmpuint (setup->opponent_colour, ==, GK_PLAYER_COLOUR_BLACK);
  /* A clash with the human's colour is the engine's refusal. */
  gk_setup_draft_set_opponent_colour (f->draft, GK_PLAYER_COLOUR_GREEN);
  g_assert_nonnull (gk_setup_draft_get_error (f->draft));
}

static void
test_start_square (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GkTile a = gk_setup_draft_get_start (f->draft, 0, 0);
  GkTile b = gk_setup_draft_get_start (f->draft, 2, 2);

  /* A tile chosen where another lies: the two change places. */
  gk_setup_draft_set_start (f->draft, 0, 0, b);
  g_assert_cmpint (gk_setup_draft_get_start (f->draft, 0, 0), ==, b);
  g_assert_cmpint (gk_setup_draft_get_start (f->draft, 2, 2), ==, a);
  gk_setup_draft_shuffle_start (f->draft, rand);
  g_assert_null (gk_setup_draft_get_error (f->draft));
}

/* The markers as the table shows them: A and D change places by a click
 * on each; the setup holds them; the file keeps them as <marker>
 * overrides, reads them back and the game goes on from them. */
static void
test_markers (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  gint ax, ay, dx, dy, x, y;
  guint before;

  name_players (f->draft);
  g_assert_true (gk_setup_draft_markers_as_pictured (f->draft));
  gk_setup_draft_get_marker (f->draft, 0, &ax, &ay);
  gk_setup_draft_get_marker (f->draft, 3, &dx, &dy);
  g_assert_cmpint (ax, ==, 0);
  g_assert_cmpint (ay, ==, -1);

  /* A cell without a marker picks nothing up. */
  g_assert_false (gk_setup_draft_pick_cell (f->draft, 1, 1));
  before = f->changes;
  g_assert_true (gk_setup_draft_pick_cell (f->draft, ax, ay));
  g_assert_cmpint (gk_setup_draft_get_held_marker (f->draft), ==, 0);
  g_assert_cmpuint (f->changes, ==, before);
  /* Its own cell puts it back. */
  g_assert_true (gk_setup_draft_pick_cell (f->draft, ax, ay));
  g_assert_cmpint (gk_setup_draft_get_held_marker (f->draft), ==, -1);
  g_assert_true (gk_setup_draft_markers_as_pictured (f->draft));

  g_assert_true (gk_setup_draft_pick_cell (f->draft, ax, ay));
  g_assert_true (gk_setup_draft_pick_cell (f->draft, dx, dy));
  g_assert_cmpint (gk_setup_draft_get_held_marker (f->draft), ==, -1);
  g_assert_cmpint (gk_setup_draft_get_marker_at (f->draft, dx, dy), ==, 0);
  g_assert_cmpint (gk_setup_draft_get_marker_at (f->draft, ax, ay), ==, 3);
  g_assert_false (gk_setup_draft_markers_as_pictured (f->draft));
  g_assert_null (gk_setup_draft_get_error (f->draft));

  setup = gk_setup_draft_dup_setup (f->draft);
  g_assert_cmpint (setup->marker_x[0], ==, dx);
  g_assert_cmpint (setup->marker_y[0], ==, dy);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_table_get_marker (gk_game_get_table (game), 0, &x, &y);
  g_assert_cmpint (x, ==, dx);
  g_assert_cmpint (y, ==, dy);

  xml = gk_game_file_to_data (game, NULL);
  g_assert_nonnull (strstr (xml, "<marker letter=\"A\""));
  g_assert_nonnull (strstr (xml, "<marker letter=\"D\""));
  g_assert_null (strstr (xml, "<marker letter=\"B\""));
  loaded = gk_game_file_load_data (xml, strlen (xml), "markers.ginkgo", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->game);
  gk_table_get_marker (gk_game_get_table (loaded->game), 3, &x, &y);
  g_assert_cmpint (x, ==, ax);
  g_assert_cmpint (y, ==, ay);
  /* And it goes on: a move entered on the table read back. */
  gk_app_test_play (loaded->game);
  g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, 1);

  gk_setup_draft_reset_markers (f->draft);
  g_assert_true (gk_setup_draft_markers_as_pictured (f->draft));
}

/* The step's note follows the markers: as the rulebook's picture has
 * them, then where A and D lie once they changed places, then back. */
static void
count_note (guint *notes)
{
  (*notes)++;
}

static void
test_markers_note (Fixture       *f,
                   gconstpointer  data)
{
  guint notes = 0;
  gint ax, ay, dx, dy;
  g_autofree char *bound = NULL;

  g_signal_connect_swapped (f->draft, "notify::markers-note", G_CALLBACK (count_note), &notes);
  g_assert_nonnull (strstr (gk_setup_draft_get_markers_note (f->draft),
                            "as a picture in the rulebook shows them"));
  gk_setup_draft_get_marker (f->draft, 0, &ax, &ay);
  gk_setup_draft_get_marker (f->draft, 3, &dx, &dy);

  /* Picked up: nothing moved yet. */
  g_assert_true (gk_setup_draft_pick_cell (f->draft, ax, ay));
  g_assert_cmpuint (notes, ==, 0);
  g_assert_true (gk_setup_draft_pick_cell (f->draft, dx, dy));
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpstr (gk_setup_draft_get_markers_note (f->draft), ==,
                   "The markers lie as you moved them: D, B, C above the square, A, E, F on its "
                   "right, G, H, I below, J, K, L on its left. The rulebook's picture has them "
                   "from A over the top-left tile clockwise to L.");
  g_object_get (f->draft, "markers-note", &bound, NULL);
  g_assert_cmpstr (bound, ==, gk_setup_draft_get_markers_note (f->draft));

  gk_setup_draft_reset_markers (f->draft);
  g_assert_cmpuint (notes, ==, 2);
  g_assert_nonnull (strstr (gk_setup_draft_get_markers_note (f->draft),
                            "as a picture in the rulebook shows them"));
}

/* ---- preconditions ---- */

static void
test_preconditions (Fixture       *f,
                    gconstpointer  data)
{
  GkCharacter character = { 0 };
  gint x = 7;

  if (!g_test_undefined ())
    {
      g_test_skip ("calls the API with what it refuses");
      return;
    }

  ASSERT_REFUSED ("*GK_IS_SETUP_DRAFT (self)*", gk_setup_draft_get_n_players (NULL) == 0);
  ASSERT_REFUSED ("*n_players >= 1*", (gk_setup_draft_set_n_players (f->draft, 6), TRUE));
  ASSERT_REFUSED ("*seat < GK_MAX_PLAYERS*",
                  gk_setup_draft_get_player (f->draft, GK_MAX_PLAYERS) == NULL);
  ASSERT_REFUSED ("*seat < GK_MAX_PLAYERS*", (gk_setup_draft_set_first (f->draft, 9), TRUE));
  ASSERT_REFUSED ("*level == GK_SOLO_NORMAL*",
                  (gk_setup_draft_set_solo_level (f->draft, 7), TRUE));
  ASSERT_REFUSED ("*colour < GK_N_PLAYER_COLOURS*",
                  (gk_setup_draft_set_opponent_colour (f->draft, GK_N_PLAYER_COLOURS), TRUE));
  ASSERT_REFUSED ("*index < GK_N_CHARACTERS*",
                  (gk_setup_draft_set_character (f->draft, 0, 3, &character), TRUE));
  ASSERT_REFUSED ("*character != NULL*",
                  (gk_setup_draft_set_character (f->draft, 0, 0, NULL), TRUE));
  ASSERT_REFUSED ("*x < GK_START_SIZE && y < GK_START_SIZE*",
                  gk_setup_draft_get_start (f->draft, 3, 0) == GK_NO_TILE);
  ASSERT_REFUSED ("*gk_tile_get_number (tile) <= 3*",
                  (gk_setup_draft_set_start (f->draft, 0, 0, gk_tile_make (GK_COLOUR_RED, 9)),
                   TRUE));
  ASSERT_REFUSED ("*rand != NULL*", (gk_setup_draft_shuffle_start (f->draft, NULL), TRUE));
  ASSERT_REFUSED ("*letter < GK_N_LETTERS*",
                  (gk_setup_draft_get_marker (f->draft, GK_N_LETTERS, &x, NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SETUP_DRAFT (self)*", !gk_setup_draft_pick_cell (NULL, 0, -1));

  /* Nothing changed. */
  g_assert_cmpint (x, ==, 7);
  g_assert_cmpuint (f->changes, ==, 0);
  g_assert_cmpuint (gk_setup_draft_get_n_players (f->draft), ==, 3);
  g_assert_true (gk_setup_draft_markers_as_pictured (f->draft));
}

/* An introductory set fills in its characters; the box holds one of each,
 * so a set dealt to two players is refused, naming them, until one of
 * them gets another (or the seat holding it leaves the table). */
static void
test_intro_sets (Fixture       *f,
                 gconstpointer  data)
{
  GkCharacter expected[GK_N_CHARACTERS];
  GkCharacter got;

  name_players (f->draft);
  g_assert_null (gk_setup_draft_get_error (f->draft));
  gk_setup_draft_set_intro_set (f->draft, 0, 1);
  g_assert_cmpuint (gk_setup_draft_get_intro_set (f->draft, 0), ==, 1);
  g_assert_true (gk_intro_set_get (1, expected));
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    {
      gk_setup_draft_get_character (f->draft, 0, c, &got);
      g_assert_cmpmem (&got, sizeof got, &expected[c], sizeof expected[c]);
    }
  g_assert_null (gk_setup_draft_get_error (f->draft));

  gk_setup_draft_set_intro_set (f->draft, 2, 1);
  g_assert_cmpstr (gk_setup_draft_get_error (f->draft), ==,
                   "Set 1 is given to both Anna and Vera: the box holds one of each set.");
  /* an unnamed seat by its default name */
  gk_player_draft_set_name (gk_setup_draft_get_player (f->draft, 2), "");
  g_assert_cmpstr (gk_setup_draft_get_error (f->draft), ==,
                   "Set 1 is given to both Anna and Player 3: the box holds one of each set.");
  gk_setup_draft_set_intro_set (f->draft, 2, 2);
  g_assert_null (gk_setup_draft_get_error (f->draft));
  gk_setup_draft_set_intro_set (f->draft, 1, 2);
  g_assert_nonnull (gk_setup_draft_get_error (f->draft));
  /* Vera leaves the table: Béla's set 2 is the only one */
  gk_setup_draft_set_n_players (f->draft, 2);
  g_assert_null (gk_setup_draft_get_error (f->draft));
  gk_setup_draft_set_n_players (f->draft, 3);
  g_assert_nonnull (gk_setup_draft_get_error (f->draft));
  gk_setup_draft_reset (f->draft);
  g_assert_cmpuint (gk_setup_draft_get_intro_set (f->draft, 1), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/setup-draft/players", test_players);
  ADD ("/setup-draft/engine-answers", test_engine_answers);
  ADD ("/setup-draft/unnamed", test_unnamed);
  ADD ("/setup-draft/solo", test_solo);
  ADD ("/setup-draft/start-square", test_start_square);
  ADD ("/setup-draft/markers", test_markers);
  ADD ("/setup-draft/markers-note", test_markers_note);
  ADD ("/setup-draft/intro-sets", test_intro_sets);
  ADD ("/setup-draft/preconditions", test_preconditions);
#undef ADD

  return g_test_run ();
}
