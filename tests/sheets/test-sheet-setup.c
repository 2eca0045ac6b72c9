/* test-sheet-setup.c: a score sheet's setup as a model, without a display:
 * the count within the game's bounds (an expansion raising the most), the
 * names of the last game offered, each name checked by the engine's rule,
 * the sheet it makes and its checklist
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "gk-sheet-setup.h"

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(guint *) data)++;
}

/* The count follows the game and its expansions. */
static void
test_count (void)
{
  g_autoptr(GkSheetSetup) setup = gk_sheet_setup_new ();
  guint max_changed = 0;
  guint n_changed = 0;

  g_signal_connect (setup, "notify::max-players", G_CALLBACK (count_notify), &max_changed);
  g_signal_connect (setup, "notify::n-players", G_CALLBACK (count_notify), &n_changed);
  gk_sheet_setup_set_game (setup, "7-wonders");
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 3);
  g_assert_cmpuint (gk_sheet_setup_get_min_players (setup), ==, 2);
  g_assert_cmpuint (gk_sheet_setup_get_max_players (setup), ==, 7);
  gk_sheet_setup_set_n_players (setup, 9);
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 7);
  gk_sheet_setup_set_n_players (setup, 1);
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 2);

  /* Cities: eight players; without it, seven again */
  max_changed = n_changed = 0;
  gk_sheet_setup_set_modules (setup, gk_sheet_game_find_module (&gk_sheet_seven_wonders, "cities"));
  g_assert_cmpuint (gk_sheet_setup_get_max_players (setup), ==, 8);
  g_assert_cmpuint (max_changed, ==, 1);
  gk_sheet_setup_set_n_players (setup, 8);
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 8);
  gk_sheet_setup_set_modules (setup, 0);
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 7);
  g_assert_cmpuint (n_changed, ==, 2);

  /* Another game: its own bounds, no expansion */
  gk_sheet_setup_set_modules (setup, gk_sheet_game_find_module (&gk_sheet_seven_wonders, "leaders"));
  gk_sheet_setup_set_game (setup, "underwater-cities");
  g_assert_cmpuint (gk_sheet_setup_get_modules (setup), ==, 0);
  g_assert_cmpuint (gk_sheet_setup_get_min_players (setup), ==, 1);
  g_assert_cmpuint (gk_sheet_setup_get_max_players (setup), ==, 4);
}

/* The names of the last game: as many players as names (within the
 * game's bounds); each name checked, the first refusal naming its seat;
 * a seat left out of play is not checked. */
static void
test_names (void)
{
  static const char *const last[] = { "Anna", "Béla", "Vera", "Dóra", "Ede", NULL };
  g_autoptr(GkSheetSetup) setup = gk_sheet_setup_new ();
  g_autoptr(GkSheet) sheet = NULL;
  g_autoptr(GPtrArray) checklist = NULL;
  guint error_changed = 0;

  g_signal_connect (setup, "notify::error", G_CALLBACK (count_notify), &error_changed);
  gk_sheet_setup_offer_names (setup, last);
  gk_sheet_setup_set_game (setup, "blueprints");
  g_assert_cmpuint (gk_sheet_setup_get_n_players (setup), ==, 4);
  g_assert_cmpstr (gk_sheet_setup_get_name (setup, 3), ==, "Dóra");
  g_assert_null (gk_sheet_setup_get_error (setup));

  gk_sheet_setup_set_name (setup, 1, "Béla\tAnna");
  g_assert_nonnull (gk_sheet_setup_get_name_error (setup, 1));
  g_assert_cmpstr (gk_sheet_setup_get_error (setup), ==,
                   "Player 2: A name is one line of text, without tabs or line breaks.");
  g_assert_cmpuint (error_changed, ==, 1);
  g_assert_null (gk_sheet_setup_dup_sheet (setup));
  gk_sheet_setup_set_name (setup, 1, "");
  g_assert_null (gk_sheet_setup_get_error (setup));
  g_assert_cmpuint (error_changed, ==, 2);

  /* out of play: not checked */
  gk_sheet_setup_set_name (setup, 3, "Dóra\nEde");
  g_assert_nonnull (gk_sheet_setup_get_error (setup));
  gk_sheet_setup_set_n_players (setup, 3);
  g_assert_null (gk_sheet_setup_get_error (setup));

  sheet = gk_sheet_setup_dup_sheet (setup);
  g_assert_nonnull (sheet);
  g_assert_cmpuint (gk_sheet_get_n_players (sheet), ==, 3);
  g_assert_cmpstr (gk_sheet_get_player_name (sheet, 0), ==, "Anna");
  g_assert_cmpstr (gk_sheet_get_player_name (sheet, 1), ==, "Player 2");
  g_assert_true (gk_sheet_get_game (sheet) == &gk_sheet_blueprints);
  checklist = gk_sheet_setup_checklist (setup);
  g_assert_cmpuint (checklist->len, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sheets/setup/count", test_count);
  g_test_add_func ("/sheets/setup/names", test_names);

  return g_test_run ();
}
