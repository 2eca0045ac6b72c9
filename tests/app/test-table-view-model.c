/* test-table-view-model.c: the game as the table view shows it: it follows
 * the session's game after every move, undo and redo, says the steps the
 * core words, and closes when the game is closed or replaced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-app-test-util.h"
#include "gk-steps.h"
#include "gk-table-view-model.h"

static void
count (guint *n)
{
  (*n)++;
}

/* The steps between moves, as gk-steps.c words them for @game now. */
static void
assert_steps_between (GkTableViewModel *model,
                      GkGame           *game)
{
  g_auto(GStrv) expected = gk_steps_between (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));

  g_assert_true (g_strv_equal (gk_table_view_model_get_steps (model),
                               (const char * const *) expected));
}

static void
test_follows (void)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkTableViewModel) model = NULL;
  guint tables = 0;

  gk_app_test_clear_data ();
  gk_session_start_game (session, game);
  gk_session_flush (session);
  model = gk_table_view_model_new (session, NULL);
  g_signal_connect_swapped (model, "notify::table", G_CALLBACK (count), &tables);

  g_assert_false (gk_table_view_model_get_closed (model));
  g_assert_true (gk_table_view_model_get_game (model) == game);
  g_assert_cmpstr (gk_table_view_model_get_round_text (model), ==, "Round 1 · card 1 of 3");
  g_assert_cmpstr (gk_table_view_model_get_turn_text (model), ==, "Anna’s Turn");
  g_assert_cmpint (gk_table_view_model_get_turn_player (model), ==, 0);
  g_assert_null (gk_table_view_model_get_ending_text (model));
  assert_steps_between (model, game);
  g_assert_false (gk_table_view_model_get_show_scores (model));
  g_assert_cmpstr (gk_table_view_model_get_names (model)[2], ==, "Vera");
  g_assert_cmpstr (gk_table_view_model_get_points (model)[0], ==, "0 points");
  g_assert_null (gk_table_view_model_get_names (model)[3]);

  /* A move confirmed: the next player, the steps after it, a new table. */
  gk_app_test_play (game);
  g_assert_cmpuint (tables, ==, 1);
  g_assert_cmpstr (gk_table_view_model_get_round_text (model), ==, "Round 1 · card 2 of 3");
  g_assert_cmpstr (gk_table_view_model_get_turn_text (model), ==, "Béla’s Turn");
  g_assert_cmpint (gk_table_view_model_get_turn_player (model), ==, 1);
  assert_steps_between (model, game);
  {
    guint points = gk_table_get_points (gk_game_get_table (game), 0);
    g_autofree char *text = g_strdup_printf (points == 1 ? "%u point" : "%u points", points);

    g_assert_cmpstr (gk_table_view_model_get_points (model)[0], ==, text);
  }

  gk_session_undo (session);
  g_assert_cmpuint (tables, ==, 2);
  g_assert_cmpstr (gk_table_view_model_get_turn_text (model), ==, "Anna’s Turn");
  assert_steps_between (model, game);
  gk_session_redo (session);
  g_assert_cmpuint (tables, ==, 3);
  g_assert_cmpstr (gk_table_view_model_get_turn_text (model), ==, "Béla’s Turn");
  assert_steps_between (model, game);
  gk_session_flush (session);
}

/* The move being entered: its steps, as the play page lists them. */
static void
test_draft (void)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autoptr(GkTableViewModel) model = NULL;
  g_auto(GStrv) between = NULL;
  g_auto(GStrv) expected = NULL;
  const GkTable *table;

  gk_app_test_clear_data ();
  gk_session_start_game (session, game);
  gk_session_flush (session);
  draft = gk_move_draft_new (game);
  model = gk_table_view_model_new (session, draft);
  between = g_strdupv ((GStrv) gk_table_view_model_get_steps (model));

  table = gk_game_get_table (game);
  gk_move_draft_set_card (draft, gk_table_get_building_at (table, 1, 1)->top);
  g_assert_nonnull (gk_move_draft_get_preview (draft));
  expected = gk_steps_for_preview (table, gk_move_draft_get_preview (draft));
  g_assert_true (g_strv_equal (gk_table_view_model_get_steps (model),
                               (const char * const *) expected));
  g_assert_false (g_strv_equal (gk_table_view_model_get_steps (model),
                                (const char * const *) between));

  gk_move_draft_clear (draft);
  g_assert_true (g_strv_equal (gk_table_view_model_get_steps (model),
                               (const char * const *) between));
  gk_session_flush (session);
}

static void
test_closes (void)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkGame) other = gk_app_test_new_game ("Olga");
  g_autoptr(GkTableViewModel) model = NULL;
  g_autoptr(GkTableViewModel) second = NULL;
  g_autoptr(GkTableViewModel) none = NULL;
  guint closed = 0;

  gk_app_test_clear_data ();
  gk_session_start_game (session, game);
  gk_session_flush (session);
  model = gk_table_view_model_new (session, NULL);
  g_signal_connect_swapped (model, "notify::closed", G_CALLBACK (count), &closed);

  /* Another game in the session's place: this view was of the first. */
  gk_session_start_game (session, other);
  gk_session_flush (session);
  g_assert_cmpuint (closed, ==, 1);
  g_assert_true (gk_table_view_model_get_closed (model));
  g_assert_null (gk_table_view_model_get_game (model));
  g_assert_null (gk_table_view_model_get_table (model));
  g_assert_null (gk_table_view_model_get_turn_text (model));
  /* Moves of the other game change nothing here. */
  gk_app_test_play (other);
  g_assert_null (gk_table_view_model_get_round_text (model));

  second = gk_table_view_model_new (session, NULL);
  g_assert_cmpstr (gk_table_view_model_get_turn_text (second), ==, "Béla’s Turn");
  gk_session_close (session);
  g_assert_true (gk_table_view_model_get_closed (second));

  /* A session without a game: nothing to show. */
  none = gk_table_view_model_new (session, NULL);
  g_assert_true (gk_table_view_model_get_closed (none));
}

static void
test_preconditions (void)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autoptr(GkTableViewModel) model = gk_table_view_model_new (session, NULL);

  ASSERT_REFUSED ("*GK_IS_SESSION*", gk_table_view_model_new (NULL, NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT*",
                  gk_table_view_model_new (session, (GkMoveDraft *) session) == NULL);
  ASSERT_REFUSED ("*names != NULL*", gk_table_view_model_get_seat (model, 0) == GK_NO_PLAYER);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/table-view-model/follows", test_follows);
  g_test_add_func ("/table-view-model/draft", test_draft);
  g_test_add_func ("/table-view-model/closes", test_closes);
  g_test_add_func ("/table-view-model/preconditions", test_preconditions);

  return g_test_run ();
}
