/* test-window.c: the window around a game: start page, autosave and
 * continue, save and open, recent games, setup choices, renewals, the
 * position editor and its score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-ui-test-util.h"
#include "gk-window-private.h"

typedef struct
{
  GkWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
}

static GkGame *
new_game (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  return game;
}

static GkRoundEntry *
entry_of (Fixture *f)
{
  return gk_play_page_get_round_entry (_gk_window_get_play_page (f->window));
}

/* Anna exploits a building of the starting square, as entered in the window. */
static void
play_one_exploit (Fixture *f)
{
  const GkTable *table = gk_game_get_table (gk_window_get_game (f->window));
  GkCard card = gk_table_get_building_at (table, 1, 1)->top;

  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.card", "i", card);
  gk_ui_test_spin (20);
  g_assert_true (gk_round_entry_can_confirm (entry_of (f)));
  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.confirm", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (f->window)), ==, 1);
}

/* ---- the start page ---- */

static void
test_start_page (Fixture       *f,
                 gconstpointer  data)
{
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  g_assert_cmpstr (_gk_window_get_title (f->window), ==, "Ginkgo Companion");
  g_assert_false (gtk_widget_is_visible (_gk_window_get_undo_button (f->window)));
  g_assert_false (gtk_widget_is_visible (_gk_window_get_save_button (f->window)));
  g_assert_cmpuint (gk_start_page_get_n_recent (_gk_window_get_start_page (f->window)), ==, 0);

  /* The main menu is built when it first opens, with the window's actions. */
  {
    GtkMenuButton *menu = GTK_MENU_BUTTON (_gk_window_get_menu_button (f->window));

    g_assert_null (gtk_menu_button_get_popover (menu));
    gtk_menu_button_popup (menu);
    gk_ui_test_spin (50);
    g_assert_nonnull (gtk_menu_button_get_popover (menu));
    gtk_menu_button_popdown (menu);
  }

  /* Each choice of the start page leads to its page, and back. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "setup");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "position");
  g_assert_cmpstr (_gk_window_get_title (f->window), ==, "Score a Finished Table");
  g_assert_true (gtk_widget_is_visible (_gk_window_get_save_button (f->window)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
}

/* ---- autosave and continue ---- */

static void
test_autosave_continue (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autoptr(GFile) autosave = gk_window_get_autosave_file ();
  GkWindow *second;

  g_assert_false (g_file_query_exists (autosave, NULL));
  gk_window_set_game (f->window, game);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_true (g_file_query_exists (autosave, NULL));
  play_one_exploit (f);
  g_assert_true (gtk_widget_get_sensitive (_gk_window_get_undo_button (f->window)));
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Anna: Exploit");

  /* A new window (the next start) offers to continue, and continues at the move. */
  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (second), ==, "start");
  gtk_widget_activate_action (GTK_WIDGET (second), "win.continue", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (second)), ==, 1);
  g_assert_cmpstr (gk_round_entry_get_heading (gk_play_page_get_round_entry (_gk_window_get_play_page (second))),
                   ==, "Béla plays");
  /* Undo reaches back to the setup, in the continued game too. */
  g_assert_true (gtk_widget_get_sensitive (_gk_window_get_undo_button (second)));
  gtk_widget_activate_action (GTK_WIDGET (second), "win.undo", NULL);
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (second)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (_gk_window_get_undo_button (second)));
  /* The autosave follows undo and redo too. */
  gtk_widget_activate_action (GTK_WIDGET (second), "win.redo", NULL);
  gtk_window_destroy (GTK_WINDOW (second));

  /* A new game takes the autosave's place: the game with its move is kept. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  /* Next twice on the characters: the blank ones are kept on purpose. */
  for (guint step = 0; step < 5; step++)
    gtk_widget_activate_action (GTK_WIDGET (_gk_window_get_setup_assistant (f->window)),
                                "setup.next", NULL);
  gk_ui_test_spin (300);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (f->window)), ==, 0);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "previous game is kept");
  gk_start_page_refresh_recent (_gk_window_get_start_page (f->window));
  g_assert_cmpuint (gk_start_page_get_n_recent (_gk_window_get_start_page (f->window)), ==, 1);
  {
    g_autofree char *games = g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "games",
                                               NULL);
    g_autoptr(GDir) dir = g_dir_open (games, 0, NULL);
    const char *name = dir != NULL ? g_dir_read_name (dir) : NULL;
    g_autofree char *path = NULL;
    g_autoptr(GFile) kept = NULL;
    g_autoptr(GkGameFile) loaded = NULL;

    g_assert_nonnull (name);
    path = g_build_filename (games, name, NULL);
    kept = g_file_new_for_path (path);
    loaded = gk_game_file_load (kept, NULL);
    g_assert_nonnull (loaded);
    g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, 1);
  }
}

/* ---- save as, open, recent games, a refused file ---- */

static void
test_save_open (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "evening.ginkgo", NULL);
  g_autofree char *broken_path = g_build_filename (g_get_user_data_dir (), "broken.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  g_autoptr(GError) error = NULL;
  GkWindow *second;

  gk_window_set_game (f->window, game);
  play_one_exploit (f);
  g_assert_true (_gk_window_save_to (f->window, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (_gk_window_get_subtitle (f->window), ==, "evening.ginkgo");

  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_spin (300);
  gk_start_page_refresh_recent (_gk_window_get_start_page (second));
  g_assert_cmpuint (gk_start_page_get_n_recent (_gk_window_get_start_page (second)), ==, 1);

  gk_window_open_file (second, file);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (second)), ==, 1);
  g_assert_cmpstr (_gk_window_get_subtitle (second), ==, "evening.ginkgo");

  /* A file the engine refuses: its message is shown, nothing changes. */
  g_assert_true (g_file_set_contents (broken_path, "<ginkgopolis version=\"1\"><setup", -1, NULL));
  gk_window_open_file (second, broken);
  gk_ui_test_spin (50);
  g_assert_nonnull (_gk_window_get_last_toast (second));
  gk_ui_assert_contains (_gk_window_get_last_toast (second), "broken.ginkgo");
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (gk_window_get_game (second)), ==, 1);

  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      gtk_window_destroy (l->data);
  gtk_window_destroy (GTK_WINDOW (second));
}

/* ---- setup choices ---- */

static void
test_setup_choices (Fixture       *f,
                    gconstpointer  data)
{
  GkSetupAssistant *assistant = _gk_window_get_setup_assistant (f->window);
  g_autoptr(GkSetup) setup = NULL;
  const char *checklist;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.n-players", "i", 5);
  for (guint p = 0; p < 5; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p + 1);
      gk_setup_assistant_set_player (assistant, p, name, (GkPlayerColour) p);
    }

  /* Each colour is in the box once: taking another player's swaps them. */
  gk_setup_assistant_set_player (assistant, 1, "P2", GK_PLAYER_COLOUR_BLACK);
  /* The third seat starts: the seating order is kept from there. */
  gk_setup_assistant_set_first_player (assistant, 2);
  setup = gk_setup_assistant_get_setup (assistant);
  g_assert_cmpuint (setup->n_players, ==, 5);
  g_assert_cmpstr (setup->players[0].name, ==, "P3");
  g_assert_cmpstr (setup->players[1].name, ==, "P4");
  g_assert_cmpstr (setup->players[3].name, ==, "P1");
  g_assert_cmpint (setup->players[4].colour, ==, GK_PLAYER_COLOUR_BLACK);     /* P2 */
  g_assert_cmpint (setup->players[2].colour, ==, GK_PLAYER_COLOUR_ORANGE);    /* P5 */
  g_assert_true (gk_setup_validate (setup, NULL));

  /* Next twice on the characters: the blank ones are kept on purpose. */
  for (guint step = 0; step < 4; step++)
    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpint (gk_setup_assistant_get_step (assistant), ==, GK_SETUP_STEP_CHECKLIST);
  g_assert_cmpstr (_gk_window_get_subtitle (f->window), ==, "Setup Checklist");
  checklist = gk_setup_assistant_get_checklist_text (assistant);
  gk_ui_assert_contains (checklist, "With 5 players no tile goes back in the box");
  gk_ui_assert_contains (checklist, "Shuffle the other 51 tiles face down");
  gk_ui_assert_contains (checklist, "Leave 16 resources of each player’s colour");
  gk_ui_assert_contains (checklist, "P3 takes the first-player card");
  gk_ui_assert_contains (checklist, "1 card stays in the draw pile");
  g_assert_null (strstr (checklist, "Burn"));

  /* Back keeps what was entered. */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
  g_assert_cmpint (gk_setup_assistant_get_step (assistant), ==, GK_SETUP_STEP_START);
  g_assert_cmpuint (gk_setup_assistant_get_n_players (assistant), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_cmpstr (gk_round_entry_get_heading (entry_of (f)), ==, "P3 plays");

  /* The next new game offers the same players, the first player first. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  {
    g_autoptr(GkSetup) again = gk_setup_assistant_get_setup (assistant);

    g_assert_cmpuint (again->n_players, ==, 5);
    g_assert_cmpstr (again->players[0].name, ==, "P3");
    g_assert_cmpstr (again->players[4].name, ==, "P2");
    g_assert_cmpint (again->players[4].colour, ==, GK_PLAYER_COLOUR_BLACK);
  }
}

/* ---- hand renewals ---- */

static void
test_renewal (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  GkTablePanel *panel = gk_play_page_get_table_panel (_gk_window_get_play_page (f->window));

  gk_window_set_game (f->window, game);
  g_assert_cmpuint (gk_round_entry_get_n_renewals (entry_of (f)), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.renew", "i", 1);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (game), 1), ==, 1);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Béla renews their hand");
  g_assert_cmpstr (gk_round_entry_get_heading (entry_of (f)), ==, "Anna plays");
  g_assert_nonnull (gk_table_panel_get_round_text (panel));

  /* A second renewal the same round, then no more tokens: Béla is no longer offered. */
  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.renew", "i", 1);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (game), 1), ==, 0);
  g_assert_cmpuint (gk_round_entry_get_n_renewals (entry_of (f)), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (game), 1), ==, 1);
  g_assert_cmpuint (gk_round_entry_get_n_renewals (entry_of (f)), ==, 3);
}

/* ---- the position editor ---- */

static void
test_position (Fixture       *f,
               gconstpointer  data)
{
  GkPositionEditor *editor = _gk_window_get_position_editor (f->window);
  const GkTile taken[] = { gk_tile_make (GK_COLOUR_BLUE, 1) };
  const GkTile stack[] = { gk_tile_make (GK_COLOUR_RED, 9), gk_tile_make (GK_COLOUR_YELLOW, 14) };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "end.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "position.n-players", "i", 2);
  g_assert_cmpuint (gk_position_editor_get_n_players (editor), ==, 2);
  gk_position_editor_set_player (editor, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 30, 1);
  gk_position_editor_set_player (editor, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 20, 0);
  /* A kept card whose tile is not in the city: the editor says so at once. */
  gk_position_editor_add_kept (editor, 1, gk_tile_make (GK_COLOUR_BLUE, 20));
  gk_ui_assert_contains (gk_position_editor_get_error (editor), "Béla keeps the card Blue 20");
  gk_ui_assert_contains (gk_position_editor_get_error (editor), "no building in the city");
  gk_position_editor_set_stack (editor, 1, -1, 1, (const GkTile[]) { gk_tile_make (GK_COLOUR_BLUE, 20),
                                                                   gk_tile_make (GK_COLOUR_RED, 4) }, 2);
  g_assert_null (gk_position_editor_get_error (editor));

  /* A tile that already lies in the city: the engine refuses, the editor says so. */
  gk_position_editor_set_stack (editor, 3, 0, 0, taken, 1);
  g_assert_nonnull (gk_position_editor_get_error (editor));
  gk_position_editor_set_stack (editor, 3, 0, 0, stack, 2);
  g_assert_null (gk_position_editor_get_error (editor));

  gtk_widget_activate_action (GTK_WIDGET (editor), "position.score", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpstr (_gk_window_get_title (f->window), ==, "Score of a Finished Table");
  g_assert_false (gtk_widget_is_visible (_gk_window_get_undo_button (f->window)));

  /* Saved as a <position> that the engine loads back. */
  g_assert_true (_gk_window_save_to (f->window, file, &error));
  g_assert_no_error (error);
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_null (loaded->game);
  g_assert_nonnull (loaded->position);
  g_assert_cmpuint (gk_table_get_points (loaded->position, 0), ==, 30);
  g_assert_cmpuint (gk_table_get_n_kept (loaded->position, 1), ==, 1);
  g_assert_nonnull (gk_table_get_building_at (loaded->position, 3, 0));
  g_assert_cmpuint (gk_table_get_building_at (loaded->position, 3, 0)->height, ==, 2);

  /* Back to the editor, with everything still entered. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "position");
  g_assert_null (gk_position_editor_get_error (editor));

  /* Opening the saved position shows its score, and the editor holds it. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_window_open_file (f->window, file);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpuint (gk_position_editor_get_n_players (editor), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/window/start-page", Fixture, NULL, fixture_set_up, test_start_page,
              fixture_tear_down);
  g_test_add ("/window/autosave-continue", Fixture, NULL, fixture_set_up, test_autosave_continue,
              fixture_tear_down);
  g_test_add ("/window/save-open", Fixture, NULL, fixture_set_up, test_save_open,
              fixture_tear_down);
  g_test_add ("/window/setup-choices", Fixture, NULL, fixture_set_up, test_setup_choices,
              fixture_tear_down);
  g_test_add ("/window/renewal", Fixture, NULL, fixture_set_up, test_renewal, fixture_tear_down);
  g_test_add ("/window/position", Fixture, NULL, fixture_set_up, test_position,
              fixture_tear_down);

  return g_test_run ();
}
