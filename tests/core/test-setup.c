/* test-setup.c: what the box allows before round 1
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-test-util.h"

static void
assert_invalid (const GkSetup *setup,
                const char    *needle)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (gk_setup_validate (setup, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected \"%s\" in \"%s\"", needle, error->message);
}

static void
test_defaults (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  gint x, y;

  g_assert_true (gk_setup_validate (setup, NULL));
  gk_setup_default_marker (0, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  gk_setup_default_marker (3, &x, &y);
  g_assert_cmpint (x, ==, 3);
  g_assert_cmpint (y, ==, 0);
  gk_setup_default_marker (11, &x, &y);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpint (setup->players[2].colour, ==, GK_PLAYER_COLOUR_GREEN);
}

/* Every shuffle is a permutation of the nine tiles 1..3, and shuffles differ. */
static void
test_shuffle_start (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  guint different = 0;
  GkTile first[3][3];

  gk_setup_shuffle_start (setup, rand);
  memcpy (first, setup->start, sizeof first);
  for (guint i = 0; i < 50; i++)
    {
      gk_setup_shuffle_start (setup, rand);
      g_assert_true (gk_setup_validate (setup, NULL));
      different += memcmp (first, setup->start, sizeof first) != 0;
    }
  g_assert_cmpuint (different, >, 45);
}

static void
test_invalid (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);

  setup->players[1].colour = GK_PLAYER_COLOUR_WHITE;
  assert_invalid (setup, "cannot both play");
  setup->players[1].colour = GK_PLAYER_COLOUR_ORANGE;

  setup->start[1][1] = gk_tile_make (GK_COLOUR_RED, 4);
  assert_invalid (setup, "numbered 1 to 3");
  setup->start[1][1] = setup->start[0][0];
  assert_invalid (setup, "each once");
  gk_setup_free (g_steal_pointer (&setup));

  setup = gk_setup_new (3);
  setup->marker_x[4] = 1;
  setup->marker_y[4] = 1;
  assert_invalid (setup, "Marker E");
  setup->marker_x[4] = -1;
  setup->marker_y[4] = -1;
  assert_invalid (setup, "Marker E");
  setup->marker_x[4] = 0;
  setup->marker_y[4] = -1;
  assert_invalid (setup, "Markers A and E");
  gk_setup_reset_markers (setup);

  setup->players[0].characters[2].tiles = GK_CHARACTER_MAX_TILES + 1;
  assert_invalid (setup, "more than a character card can");
  setup->players[0].characters[2].tiles = 0;

  /* A seat left unnamed is a valid setup: its default name is shown, never
   * stored (see test_unnamed). */
  gk_setup_set_player_name (setup, 2, "");
  g_assert_true (gk_setup_validate (setup, NULL));
  gk_setup_set_player_name (setup, 2, "Вера");
  g_assert_true (gk_setup_validate (setup, NULL));

  setup->n_players = 6;
  assert_invalid (setup, "2 to 5");
}

/* A seat left unnamed: the table shows the seat's default name (in the
 * language of the moment), the file keeps the name empty, and the table
 * read back shows the default name again. */
static void
test_unnamed (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *label = NULL;

  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      setup->players[p].characters[c].tiles = 1;
  gk_setup_set_player_name (setup, 1, "");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_table_get_player_name (gk_game_get_table (game), 1), ==, "Player 2");
  g_assert_cmpstr (gk_table_get_player_typed_name (gk_game_get_table (game), 1), ==, "");
  /* A report names the seat by its id, as for a position. */
  label = gk_format_player_label (gk_game_get_table (game), 1);
  g_assert_cmpstr (label, ==, "p2");

  data = gk_game_file_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "id=\"p2\" name=\"\""));
  g_assert_null (strstr (data, "Player 2"));
  loaded = gk_game_file_load_data (data, strlen (data), "unnamed.ginkgo", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_table_get_player_name (gk_game_get_table (loaded->game), 1), ==,
                   "Player 2");
}

/* A refusal names the entry it is about, so a file can name its line. */
static void
test_check_items (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (4);
  g_autoptr(GError) error = NULL;
  GkSetupItem item = { GK_SETUP_ITEM_MARKER, 9, 9 };

  g_assert_true (gk_setup_check (setup, &item, NULL));
  g_assert_cmpint (item.kind, ==, GK_SETUP_ITEM_WHOLE);

  /* the later of two players in one colour */
  setup->players[3].colour = GK_PLAYER_COLOUR_ORANGE;
  g_assert_false (gk_setup_check (setup, &item, &error));
  g_assert_cmpint (item.kind, ==, GK_SETUP_ITEM_PLAYER);
  g_assert_cmpuint (item.index, ==, 3);
  g_clear_error (&error);
  setup->players[3].colour = GK_PLAYER_COLOUR_PURPLE;

  /* a marker off the ring around the square */
  setup->marker_x[2] = 5;
  g_assert_false (gk_setup_check (setup, &item, &error));
  g_assert_cmpint (item.kind, ==, GK_SETUP_ITEM_MARKER);
  g_assert_cmpuint (item.index, ==, 2);
  g_assert_nonnull (strstr (error->message, "(5, -1)"));
  g_clear_error (&error);

  /* C moved onto B's cell: both markers are named, with the cell */
  setup->marker_x[2] = 1;
  g_assert_false (gk_setup_check (setup, &item, &error));
  g_assert_cmpint (item.kind, ==, GK_SETUP_ITEM_MARKER);
  g_assert_cmpuint (item.index, ==, 2);
  g_assert_cmpuint (item.other, ==, 1);
  g_assert_cmpstr (error->message, ==, "Markers B and C cannot share a cell: both lie at (1, -1).");
  g_clear_error (&error);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*setup != NULL*");
  g_assert_false (gk_setup_check (NULL, &item, NULL));
  g_test_assert_expected_messages ();
}

/* No two seats share a colour: the later seat is named. */
static void
test_colours_check (void)
{
  const GkPlayerColour colours[] = {
    GK_PLAYER_COLOUR_WHITE, GK_PLAYER_COLOUR_GREEN, GK_PLAYER_COLOUR_BLACK, GK_PLAYER_COLOUR_GREEN
  };
  g_autoptr(GError) error = NULL;
  guint seat = 0;

  g_assert_true (gk_player_colours_check (colours, 3, &seat, NULL));
  g_assert_false (gk_player_colours_check (colours, 4, &seat, &error));
  g_assert_cmpuint (seat, ==, 3);
  g_assert_cmpstr (error->message, ==, "Two players cannot both play Green.");

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*colours != NULL*");
  g_assert_false (gk_player_colours_check (NULL, 2, NULL, NULL));
  g_test_assert_expected_messages ();
}

static void
test_copy (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  g_autoptr(GkSetup) copy = NULL;

  gk_setup_set_player_name (setup, 0, "Anna");
  copy = gk_setup_copy (setup);
  gk_setup_set_player_name (setup, 0, "Béla");
  g_assert_cmpstr (copy->players[0].name, ==, "Anna");
}

/* A name as typed: one line, at most GK_MAX_NAME_LENGTH characters. */
static void
test_name_check (void)
{
  static const struct
  {
    const char *name;
    const char *refusal;   /* NULL: accepted */
  } cases[] = {
    { "Anna", NULL },
    { "", NULL },
    { "Ágnes Éva Szőke-Kovács", NULL },
    { "Anna\tBéla", "one line of text" },
    { "Anna\nBéla", "one line of text" },
    { "Anna\xff", "no characters" },
    /* No file can hold U+FFFE or U+FFFF (XML 1.0's Char): refused here, in
     * the field, rather than by the save. */
    { "Anna\xef\xbf\xbe", "U+FFFE" },
    { "\xef\xbf\xbf" "Anna", "U+FFFF" },
    { "Anna \xf0\x9f\x8e\xb2", NULL },
    { "1234567890123456789012345678901234567890", NULL },
    { "12345678901234567890123456789012345678901", "at most 40 characters" },
    { "ёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёёё", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = gk_player_name_check (cases[i].name, &error);

      if (cases[i].refusal == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP);
          g_assert_nonnull (strstr (error->message, cases[i].refusal));
        }
    }

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*name != NULL*");
  g_assert_false (gk_player_name_check (NULL, NULL));
  g_test_assert_expected_messages ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/setup/unnamed", test_unnamed);
  g_test_add_func ("/setup/defaults", test_defaults);
  g_test_add_func ("/setup/shuffle", test_shuffle_start);
  g_test_add_func ("/setup/invalid", test_invalid);
  g_test_add_func ("/setup/check-items", test_check_items);
  g_test_add_func ("/setup/colours-check", test_colours_check);
  g_test_add_func ("/setup/copy", test_copy);
  g_test_add_func ("/setup/name-check", test_name_check);

  return g_test_run ();
}
