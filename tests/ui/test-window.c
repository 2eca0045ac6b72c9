/* test-window.c: the window around a game: start page and the game library,
 * autosave and continue, save and open, a file opened while a game is
 * tracked, damaged files, a save that fails, setup choices, renewals, the
 * position editor and its score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include <glib/gstdio.h>
#include <string.h>

#include "gk-application.h"
#include "gk-history-profiles.h"
#include "gk-open-rules-window.h"
#include "gk-random-game.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"
#include "gk-ui-util.h"

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
  gk_ui_test_wait_window (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  GkSession *session = gk_window_get_session (f->window);

  /* The window's session goes with it: nothing else keeps it. */
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  gk_ui_test_finalize_window (f->window);
  g_assert_null (session);
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

static GkSession *
session_of (GkWindow *window)
{
  return gk_window_get_session (window);
}

static GkGame *
game_of (GkWindow *window)
{
  return gk_session_get_game (session_of (window));
}

/* What the library holds, listed as the start page lists it. */
static GPtrArray *
list_library (void)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = gk_library_list (gk_library_get_default (), NULL, &error);

  g_assert_no_error (error);
  return entries;
}

static guint
moves_in (GFile *file)
{
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->game);
  return gk_game_get_cursor (loaded->game);
}

static GkRoundEntry *
entry_of (Fixture *f)
{
  return gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play")));
}

/* Anna exploits a building of the starting square, as entered in the window. */
static void
play_one_exploit (Fixture *f)
{
  const GkTable *table = gk_game_get_table (game_of (f->window));
  GkCard card = gk_table_get_building_at (table, 1, 1)->top;

  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.card", "i", card);
  gk_ui_test_spin (20);
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (entry_of (f))));
  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.confirm", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f->window)), ==, 1);
}

/* ---- the start page ---- */

static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (gint i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

static void
test_start_page (Fixture       *f,
                 gconstpointer  data)
{
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Ginkgo Companion");
  g_assert_false (gtk_widget_is_visible (gk_ui_test_window_child (f->window, "undo_button")));
  g_assert_false (gtk_widget_is_visible (gk_ui_test_window_child (f->window, "save_button")));
  g_assert_cmpuint (gk_start_page_get_n_entries (GK_START_PAGE (_gk_window_get_page_widget (f->window, "start"))), ==, 0);

  /* The main menu is built when it first opens, with the window's actions. */
  {
    GtkMenuButton *menu = GTK_MENU_BUTTON (gk_ui_test_window_child (f->window, "menu_button"));

    g_assert_null (gtk_menu_button_get_popover (menu));
    gtk_menu_button_popup (menu);
    gk_ui_test_spin (50);
    g_assert_nonnull (gtk_menu_button_get_popover (menu));
    g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu),
                                    "win.show-open-rules"));
    gtk_menu_button_popdown (menu);
  }

  /* "Why This Score?" opens over the window */
  {
    GtkWindow *rules = NULL;
    GListModel *toplevels = gtk_window_get_toplevels ();

    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-open-rules", NULL);
    gk_ui_test_spin (50);
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (GK_IS_OPEN_RULES_WINDOW (toplevel))
          rules = toplevel;
      }
    g_assert_nonnull (rules);
    g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (f->window));
    gk_ui_test_finalize_window (rules);
  }

  /* Each choice of the start page leads to its page, and back. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "setup");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "position");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Score a Finished Table");
  g_assert_true (gtk_widget_is_visible (gk_ui_test_window_child (f->window, "save_button")));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
}

/* ---- the window's icon, after the first frame ---- */

typedef struct
{
  guint frames;             /* frames painted */
  char *icon_at_first;      /* the window's icon name while the first was painted */
  char *default_at_first;   /* and the default */
} Painted;

static void
painted (GdkFrameClock *clock,
         gpointer       user_data)
{
  GtkWindow *window = g_object_get_data (G_OBJECT (clock), "gk-test-window");
  Painted *seen = g_object_get_data (G_OBJECT (window), "gk-test-painted");

  if (seen->frames++ > 0)
    return;
  seen->icon_at_first = g_strdup (gtk_window_get_icon_name (window));
  seen->default_at_first = g_strdup (gtk_window_get_default_icon_name ());
}

static void
watch_frames (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_object_set_data (G_OBJECT (clock), "gk-test-window", window);
  g_signal_connect (clock, "paint", G_CALLBACK (painted), NULL);
}

/* The first frame is drawn before the window's icon is looked up (the
 * window manager's, not drawn in the window); the icon follows, and every
 * window made after has it. */
static void
test_icon (void)
{
  g_autoptr(GkApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  Painted seen = { 0 };
  GkWindow *window;
  GkWindow *second;

  gk_ui_test_clear_data ();
  /* As a new process starts: no window has set it yet. */
  gtk_window_set_default_icon_name (NULL);
  app = gk_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = gk_window_new (GTK_APPLICATION (app));
  g_object_set_data (G_OBJECT (window), "gk-test-painted", &seen);
  g_signal_connect (window, "realize", G_CALLBACK (watch_frames), NULL);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_wait_window (window);
  gk_ui_test_spin (100);

  g_assert_cmpuint (seen.frames, >, 0);
  g_assert_null (seen.icon_at_first);
  g_assert_null (seen.default_at_first);
  g_assert_cmpstr (gtk_window_get_icon_name (GTK_WINDOW (window)), ==, APP_ID);
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, APP_ID);

  /* A second window, and the dialogs, have it from the default. */
  second = gk_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_wait_window (second);
  g_assert_null (gtk_window_get_icon_name (GTK_WINDOW (second)));
  gk_ui_test_finalize_window (second);
  gk_ui_test_finalize_window (window);
  g_free (seen.icon_at_first);
  g_free (seen.default_at_first);
}

/* ---- tooltips ---- */

/* The header's tooltips are the app's own (gk_ui_set_tooltip()): shown
 * when GTK asks for them, said as the buttons' descriptions, never set as
 * GTK's tooltip-text, which asks the display where the pointer is. */
static void
test_tooltips (Fixture       *f,
               gconstpointer  data)
{
  const char *tooltips[] = {
    "undo_button", "Undo the Last Move (Ctrl+Z)",
    "redo_button", "Redo (Ctrl+Shift+Z)",
    "menu_button", "Main Menu",
    "save_button", "Save As… (Ctrl+Shift+S)",
    "score_button", "The Score as It Stands (Ctrl+T)",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tooltips); i += 2)
    {
      GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                     GK_TYPE_WINDOW,
                                                                     tooltips[i]));
      GtkTooltip *tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
      gboolean shown = FALSE;

      g_assert_nonnull (button);
      g_assert_null (gtk_widget_get_tooltip_text (button));
      g_assert_cmpstr (gk_ui_get_tooltip (button), ==, tooltips[i + 1]);
      g_assert_true (gtk_widget_get_has_tooltip (button));
      g_signal_emit_by_name (button, "query-tooltip", 4, 4, FALSE, tooltip, &shown);
      g_assert_true (shown);
      g_object_unref (tooltip);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltips[i + 1]);
    }
}

/* ---- the window's size, bound to the settings ---- */

static void
test_size (Fixture       *f,
           gconstpointer  data)
{
  GSettings *settings = gk_session_get_settings (session_of (f->window));
  GkWindow *second;
  int width, height;

  /* One default size: the schema's is the template's. */
  g_assert_nonnull (settings);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1200);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);
  gtk_window_get_default_size (GTK_WINDOW (f->window), &width, &height);
  g_assert_cmpint (width, ==, 1200);
  g_assert_cmpint (height, ==, 720);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  /* The next window opens at that size. */
  second = gk_window_new (NULL);
  gtk_window_get_default_size (GTK_WINDOW (second), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);
  gk_ui_test_finalize_window (second);
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

/* ---- autosave and continue ---- */

static void
test_autosave_continue (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autoptr(GFile) folder = gk_library_get_default_folder ();
  g_autoptr(GFile) first_file = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *uri = NULL;
  GkStartPage *start;
  GkWindow *second;

  g_assert_false (g_file_query_exists (folder, NULL));
  gk_session_start_game (session_of (f->window), game);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  /* The game has a file of its own in the library, saved at once. */
  first_file = g_object_ref (gk_session_get_file (session_of (f->window)));
  g_assert_true (g_file_has_parent (first_file, folder));
  g_assert_cmpuint (moves_in (first_file), ==, 0);
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (moves_in (first_file), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (gk_ui_test_window_child (f->window, "undo_button")));
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Anna: Exploit");

  /* A new window lists the game in progress, with its players and round. */
  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_wait_window (second);
  g_assert_cmpstr (gk_window_get_page (second), ==, "start");
  start = GK_START_PAGE (_gk_window_get_page_widget (second, "start"));
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 1);
  g_assert_cmpint (gk_start_page_get_entry (start, 0)->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  {
    g_autofree char *text = gk_start_page_get_row_text (start, 0);

    gk_ui_assert_contains (text, "Anna, Béla, Vera");
    gk_ui_assert_contains (text, "Round 1 · last played today at");
  }

  /* Open in the first window: the second does not take it. */
  uri = g_file_get_uri (first_file);
  gtk_widget_activate_action (GTK_WIDGET (second), "win.open-recent", "s", uri);
  gk_ui_test_wait_window (second);
  g_assert_cmpstr (gk_window_get_page (second), ==, "start");
  g_assert_null (game_of (second));

  /* Let go of in the first, it continues in the second, at the move. */
  gk_session_close (session_of (f->window));
  gtk_widget_activate_action (GTK_WIDGET (second), "win.open-recent", "s", uri);
  gk_ui_test_wait_window (second);
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (game_of (second)), ==, 1);
  g_assert_cmpstr (gk_round_entry_get_heading (gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (second, "play")))),
                   ==, "Béla plays");
  /* Undo reaches back to the setup, in the continued game too. */
  g_assert_true (gtk_widget_get_sensitive (gk_ui_test_window_child (second, "undo_button")));
  gtk_widget_activate_action (GTK_WIDGET (second), "win.undo", NULL);
  g_assert_cmpuint (gk_game_get_cursor (game_of (second)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (gk_ui_test_window_child (second, "undo_button")));
  gk_ui_test_wait_window (second);
  g_assert_cmpuint (moves_in (first_file), ==, 0);
  /* The file follows undo and redo too. */
  gtk_widget_activate_action (GTK_WIDGET (second), "win.redo", NULL);
  gk_ui_test_wait_window (second);
  g_assert_cmpuint (moves_in (first_file), ==, 1);
  gk_ui_test_finalize_window (second);

  /* A new game gets a file of its own: the first game stays as it was. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  /* Next twice on the characters: the blank ones are kept on purpose. */
  for (guint step = 0; step < 5; step++)
    gtk_widget_activate_action (GTK_WIDGET (GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"))),
                                "setup.next", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (game_of (f->window)), ==, 0);
  g_assert_false (g_file_equal (gk_session_get_file (session_of (f->window)), first_file));
  g_assert_cmpuint (moves_in (first_file), ==, 1);
  entries = list_library ();
  g_assert_cmpuint (entries->len, ==, 2);
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);

      g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
      g_assert_cmpuint (entry->n_moves, ==, g_file_equal (entry->file, first_file) ? 1 : 0);
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
  g_autoptr(GFile) library_file = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  GkWindow *second;

  gk_session_start_game (session_of (f->window), game);
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  library_file = g_object_ref (gk_session_get_file (session_of (f->window)));
  g_assert_true (_gk_window_save_to (f->window, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "evening.ginkgo");
  /* The game lives in the chosen file now, tracked there: one entry, not two. */
  g_assert_true (g_file_equal (gk_session_get_file (session_of (f->window)), file));
  g_assert_false (g_file_query_exists (library_file, NULL));
  entries = list_library ();
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_true (((GkLibraryEntry *) g_ptr_array_index (entries, 0))->external);
  /* Its next moves go to that file. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (moves_in (file), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (moves_in (file), ==, 1);

  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_wait_window (second);
  g_assert_cmpuint (gk_start_page_get_n_entries (GK_START_PAGE (_gk_window_get_page_widget (second, "start"))), ==, 1);

  /* Open in the first window: the second leaves it to it. */
  gk_window_open_file (second, file);
  gk_ui_test_wait_window (second);
  g_assert_cmpstr (gk_window_get_page (second), ==, "start");

  gk_session_close (session_of (f->window));
  gk_window_open_file (second, file);
  gk_ui_test_wait_window (second);
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (game_of (second)), ==, 1);
  g_assert_cmpstr (gk_ui_test_window_subtitle (second), ==, "evening.ginkgo");

  /* A file the engine refuses: its message is shown, nothing changes. */
  g_assert_true (g_file_set_contents (broken_path, "<ginkgopolis version=\"1\"><setup", -1, NULL));
  gk_window_open_file (second, broken);
  gk_ui_test_wait_window (second);
  g_assert_nonnull (_gk_window_get_last_toast (second));
  gk_ui_assert_contains (_gk_window_get_last_toast (second), "broken.ginkgo");
  g_assert_cmpstr (gk_window_get_page (second), ==, "play");
  g_assert_cmpuint (gk_game_get_cursor (game_of (second)), ==, 1);

  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      gtk_window_destroy (l->data);
  gk_ui_test_finalize_window (second);
}

/* ---- delete from the library, with undo ---- */

static void
test_delete_undo (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) trash = NULL;
  g_autofree char *uri = NULL;
  GkStartPage *start = GK_START_PAGE (_gk_window_get_page_widget (f->window, "start"));

  gk_session_start_game (session_of (f->window), game);
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  file = g_object_ref (gk_session_get_file (session_of (f->window)));
  uri = g_file_get_uri (file);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 1);

  /* Deleted: gone from the list and the folder, the window lets go of it. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.delete-game", "s", uri);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (_gk_window_get_last_toast (f->window), ==, "Game deleted");
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_null (game_of (f->window));
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 0);

  /* Undo: back, with its move. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo-delete", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 1);
  g_assert_cmpuint (moves_in (file), ==, 1);

  /* Deleted again and the window closed: deleted for good, trash empty. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.delete-game", "s", uri);
  gk_ui_test_wait_window (f->window);
  g_assert_false (g_file_query_exists (file, NULL));
  gk_ui_test_finalize_window (f->window);
  f->window = gk_window_new (NULL);
  trash = g_file_new_build_filename (g_get_user_data_dir (), "ginkgo-companion", "trash", NULL);
  {
    g_autofree char *path = g_file_get_path (trash);
    g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);

    g_assert_nonnull (dir);
    g_assert_null (g_dir_read_name (dir));
  }
}

/* ---- show in folder ---- */

static const char file_manager_xml[] =
  "<node><interface name='org.freedesktop.FileManager1'>"
  "<method name='ShowItems'><arg type='as' direction='in'/><arg type='s' direction='in'/>"
  "</method></interface></node>";

static void
file_manager_call (GDBusConnection       *connection,
                   const char            *sender,
                   const char            *path,
                   const char            *interface,
                   const char            *method,
                   GVariant              *parameters,
                   GDBusMethodInvocation *invocation,
                   gpointer               user_data)
{
  char **shown = user_data;
  g_autofree const char **uris = NULL;

  g_variant_get (parameters, "(^a&s&s)", &uris, NULL);
  g_free (*shown);
  *shown = g_strjoinv (" ", (char **) uris);
  g_dbus_method_invocation_return_value (invocation, NULL);
}

/* A file manager on a private session bus: the row's folder button asks it
 * to show the file (org.freedesktop.FileManager1.ShowItems). */
static void
test_show_in_folder (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *daemon = g_find_program_in_path ("dbus-daemon");
  GTestDBus *bus;
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (file_manager_xml, NULL);
  GDBusInterfaceVTable vtable = { file_manager_call };
  g_autoptr(GkGame) game = new_game ();
  g_autofree char *shown = NULL;
  g_autofree char *uri = NULL;
  guint owner, object;

  if (daemon == NULL)
    {
      g_test_skip ("no dbus-daemon for a private session bus");
      return;
    }
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_assert_nonnull (connection);
  object = g_dbus_connection_register_object (connection, "/org/freedesktop/FileManager1",
                                              node->interfaces[0], &vtable, &shown, NULL, NULL);
  owner = g_bus_own_name_on_connection (connection, "org.freedesktop.FileManager1",
                                        G_BUS_NAME_OWNER_FLAGS_NONE, NULL, NULL, NULL, NULL);
  gk_ui_test_spin (100);

  gk_session_start_game (session_of (f->window), game);
  gk_ui_test_wait_window (f->window);
  uri = g_file_get_uri (gk_session_get_file (session_of (f->window)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-in-folder", "s", uri);
  gk_ui_test_wait_until (shown != NULL);
  g_assert_cmpstr (shown, ==, uri);

  g_bus_unown_name (owner);
  g_dbus_connection_unregister_object (connection, object);
  gk_ui_test_spin (100);
  g_dbus_connection_close_sync (connection, NULL, NULL);
  g_clear_object (&connection);
  /* Not g_test_dbus_down(), nor the unref that calls it: GTK and
   * libadwaita keep the session bus connection for good. */
  g_test_dbus_stop (bus);
  g_unsetenv ("DBUS_SESSION_BUS_ADDRESS");
}

/* ---- a saved file opened while a game is tracked ---- */

/* A copy of @file beside it (NULL: the copy made last). */
static GFile *
old_copy_of (GFile *file)
{
  static GFile *copy;

  if (file != NULL)
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "copy.ginkgo", NULL);

      g_clear_object (&copy);
      copy = g_file_new_for_path (path);
      g_assert_true (g_file_copy (file, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
    }
  return copy;
}

static void
test_open_while_tracked (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GkGame) tracked = new_game ();
  g_autoptr(GkGame) other = new_game ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "old.ginkgo", NULL);
  g_autoptr(GFile) old = g_file_new_for_path (path);
  g_autoptr(GFile) tracked_file = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *old_before = NULL;
  g_autofree char *old_after = NULL;

  /* An old game of the user's, with no move. */
  g_assert_true (gk_game_file_save (other, old, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &old_before, NULL, NULL));

  gk_session_start_game (session_of (f->window), tracked);
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  tracked_file = g_object_ref (gk_session_get_file (session_of (f->window)));

  gk_window_open_file (f->window, old);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f->window)), ==, 0);
  g_assert_true (g_file_equal (gk_session_get_file (session_of (f->window)), old));

  /* Both files intact: opening wrote nothing. */
  g_assert_cmpuint (moves_in (tracked_file), ==, 1);
  g_assert_true (g_file_get_contents (path, &old_after, NULL, NULL));
  g_assert_cmpstr (old_after, ==, old_before);

  /* Both games are in the library. */
  entries = list_library ();
  g_assert_cmpuint (entries->len, ==, 2);
  g_assert_true (g_file_equal (((GkLibraryEntry *) g_ptr_array_index (entries, 0))->file, old)
                 || g_file_equal (((GkLibraryEntry *) g_ptr_array_index (entries, 1))->file, old));

  /* The opened game's moves go back to its own file. */
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (moves_in (old), ==, 1);
  g_assert_cmpuint (moves_in (tracked_file), ==, 1);

  /* Two files opened one right after the other: the second is open, the
   * first, given up, is no failure to report. */
  gk_window_open_file (f->window, tracked_file);
  gk_window_open_file (f->window, old_copy_of (old));
  gk_ui_test_wait_window (f->window);
  g_assert_true (g_file_equal (gk_session_get_file (session_of (f->window)), old_copy_of (NULL)));
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    g_assert_false (ADW_IS_MESSAGE_DIALOG (l->data));
}

/* ---- damaged files in the library ---- */

static const char * const damaged_files[] = {
  "truncated-game.ginkgo", "nul-then-garbage.ginkgo", "entity-blowup-22KB.ginkgo",
  "misleading-line-renewal-tokens.ginkgo", "newline-tab-in-name.ginkgo",
};

static void
test_damaged (void)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GPtrArray) contents = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  GkStartPage *start;
  GkWindow *window;
  guint n_damaged = 0;

  gk_ui_test_clear_data ();
  folder = gk_library_get_default_folder ();
  g_assert_true (g_file_make_directory_with_parents (folder, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (damaged_files); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "damaged",
                                                       damaged_files[i], NULL);
      g_autoptr(GFile) target = g_file_get_child (folder, damaged_files[i]);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &data, &length, NULL));
      g_assert_true (g_file_replace_contents (target, data, length, NULL, FALSE,
                                              G_FILE_CREATE_NONE, NULL, NULL, NULL));
      g_ptr_array_add (contents, g_bytes_new_take (g_steal_pointer (&data), length));
    }

  /* The app starts and shows its window. */
  window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_wait_window (window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  start = GK_START_PAGE (_gk_window_get_page_widget (window, "start"));
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, G_N_ELEMENTS (damaged_files));
  for (guint i = 0; i < gk_start_page_get_n_entries (start); i++)
    {
      GkLibraryEntry *entry = gk_start_page_get_entry (start, i);
      g_autofree char *text = gk_start_page_get_row_text (start, i);
      g_autofree char *name = g_file_get_basename (entry->file);

      /* Listed as damaged, with the loader's message: the file and the line
       * ("…/truncated-game.ginkgo:31: …"). */
      g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
      gk_ui_assert_contains (text, name);
      g_assert_true (g_regex_match_simple ("\\.ginkgo:[0-9]+: ", text, 0, 0));
      n_damaged++;
    }
  g_assert_cmpuint (n_damaged, ==, G_N_ELEMENTS (damaged_files));

  /* A new game does not take their place; nothing is lost or rewritten. */
  {
    g_autoptr(GkGame) game = new_game ();

    gk_session_start_game (gk_window_get_session (window), game);
    gk_ui_test_wait_window (window);
  }
  for (guint i = 0; i < G_N_ELEMENTS (damaged_files); i++)
    {
      g_autoptr(GFile) target = g_file_get_child (folder, damaged_files[i]);
      g_autofree char *data = NULL;
      g_autoptr(GBytes) now = NULL;
      gsize length;

      g_assert_true (g_file_load_contents (target, NULL, &data, &length, NULL, NULL));
      now = g_bytes_new_take (g_steal_pointer (&data), length);
      g_assert_true (g_bytes_equal (now, g_ptr_array_index (contents, i)));
    }
  gk_ui_test_finalize_window (window);
}

/* ---- a save that fails ---- */

static void
test_save_error (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GFile) folder = gk_library_get_default_folder ();
  g_autoptr(GFile) parent = g_file_get_parent (folder);
  g_autofree char *folder_path = g_file_get_path (folder);
  g_autoptr(GkGame) game = new_game ();
  GFile *file;

  /* Something that is not a folder where the library should be. */
  g_assert_true (g_file_make_directory_with_parents (parent, NULL, NULL));
  g_assert_true (g_file_set_contents (folder_path, "", 0, NULL));
  /* No bar is built before one shows. */
  g_assert_null (gk_ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_INFO_BAR, NULL));

  gk_session_start_game (session_of (f->window), game);
  gk_ui_test_wait_window (f->window);
  /* The user is told why, once, in a bar that stays, under the header
   * bar; play goes on. */
  g_assert_nonnull (gk_ui_test_window_bar (f->window, "save"));
  g_assert_true (gtk_widget_get_prev_sibling (GTK_WIDGET (f->window->save_bar))
                 == gk_ui_test_window_child (f->window, "header_bar"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window->save_bar)));
  gk_ui_assert_contains (gk_ui_test_window_bar (f->window, "save"), "The game cannot be saved");
  gk_ui_assert_contains (gk_ui_test_window_bar (f->window, "save"), folder_path);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  g_assert_nonnull (gk_ui_test_window_bar (f->window, "save"));
  g_assert_cmpuint (gk_game_get_cursor (game_of (f->window)), ==, 1);

  /* Closing now would lose the moves: the window asks first and stays. */
  gtk_window_close (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "If the window is closed now");
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      adw_message_dialog_response (l->data, "cancel");
  gk_ui_test_spin (50);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));

  /* Another game would take its place: the window asks, and keeps it. */
  {
    g_autoptr(GkGame) other = new_game ();
    g_autofree char *other_path = g_build_filename (g_get_user_data_dir (), "other.ginkgo", NULL);
    g_autoptr(GFile) other_file = g_file_new_for_path (other_path);

    g_assert_true (gk_game_file_save (other, other_file, NULL));
    gk_window_open_file (f->window, other_file);
    gk_ui_test_wait_window (f->window);
    gk_ui_assert_contains (_gk_window_get_last_toast (f->window),
                           "If another game takes its place now");
    for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
      if (ADW_IS_MESSAGE_DIALOG (l->data))
        adw_message_dialog_response (l->data, "cancel");
    gk_ui_test_wait_window (f->window);
    g_assert_true (gk_session_get_game (session_of (f->window)) == game);
    g_assert_cmpuint (gk_game_get_cursor (game_of (f->window)), ==, 1);
  }

  /* Once the folder can be made, Try Again saves every move, and the bar goes. */
  g_assert_cmpint (g_unlink (folder_path), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.retry-save", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_null (gk_ui_test_window_bar (f->window, "save"));
  file = gk_session_get_file (session_of (f->window));
  g_assert_nonnull (file);
  g_assert_cmpuint (moves_in (file), ==, 1);
}

/* ---- setup choices ---- */

static void
test_setup_choices (Fixture       *f,
                    gconstpointer  data)
{
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
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
  gk_setup_draft_set_first (gk_setup_assistant_get_draft (assistant), 2);
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
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "checklist");
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "Setup Checklist");
  checklist = gk_setup_assistant_get_checklist_text (assistant);
  gk_ui_assert_contains (checklist, "With 5 players no tile goes back in the box");
  gk_ui_assert_contains (checklist, "Shuffle the other 51 tiles face down");
  gk_ui_assert_contains (checklist, "Leave 16 resources of each player’s colour");
  gk_ui_assert_contains (checklist, "P3 takes the first-player card");
  gk_ui_assert_contains (checklist, "1 card stays in the draw pile");
  g_assert_null (strstr (checklist, "Burn"));

  /* Back keeps what was entered. */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "start");
  g_assert_cmpuint (gk_setup_draft_get_n_players (gk_setup_assistant_get_draft (assistant)), ==, 5);
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

/* Each seat of a new game is a person of the history: the same name is
 * the same person, and a person renamed in the history keeps their
 * identity under the new name. */
static void
test_setup_persons (Fixture       *f,
                    gconstpointer  data)
{
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new_default ();
  g_autofree char *anna = gk_history_profiles_person_for_name (profiles, "anna");
  g_autofree char *bela = gk_history_profiles_person_for_name (profiles, "Béla");
  g_autoptr(GError) error = NULL;
  const GkPlayRecord *play;

  g_assert_true (gk_play_id_is_valid (anna));
  g_assert_cmpstr (anna, !=, bela);
  g_assert_true (gk_history_profiles_rename (profiles, anna, "Anna Kovács", &error));
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.n-players", "i", 3);
  gk_setup_assistant_set_player (assistant, 0, "Anna Kovács", GK_PLAYER_COLOUR_WHITE);
  gk_setup_assistant_set_player (assistant, 1, " béla ", GK_PLAYER_COLOUR_ORANGE);
  gk_setup_assistant_set_player (assistant, 2, "", GK_PLAYER_COLOUR_GREEN);
  /* Next twice on the blank characters, then on to the game. */
  for (guint step = 0; step < 5; step++)
    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");

  play = gk_session_get_play (session_of (f->window));
  g_assert_cmpstr (gk_play_record_get_person (play, 0), ==, anna);
  g_assert_cmpstr (gk_play_record_get_person (play, 1), ==, bela);
  /* A seat left unnamed is nobody in particular. */
  g_assert_null (gk_play_record_get_person (play, 2));
  gk_session_flush (session_of (f->window));
  {
    g_autoptr(GkGameFile) loaded = gk_game_file_load (gk_session_get_file (session_of (f->window)),
                                                      &error);

    g_assert_no_error (error);
    g_assert_cmpstr (gk_play_record_get_person (loaded->play, 0), ==, anna);
  }
}

/* ---- hand renewals ---- */

static void
test_renewal (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  GkTablePanel *panel = GK_TABLE_PANEL (gk_ui_test_child (_gk_window_get_page_widget (f->window,
                                                                                      "play"),
                                                          GK_TYPE_PLAY_PAGE, "table_panel"));

  gk_session_start_game (session_of (f->window), game);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (entry_of (f))), ==, 3);
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
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (entry_of (f))), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_table_get_renewal_tokens (gk_game_get_table (game), 1), ==, 1);
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (entry_of (f))), ==, 3);
}

/* ---- the position editor ---- */

/* What the position editor's model refuses in the table as entered, or NULL. */
static const char *
position_error (GkPositionEditor *editor)
{
  return gk_position_draft_get_error (gk_position_editor_get_draft (editor));
}

static guint
position_n_players (GkPositionEditor *editor)
{
  return gk_position_draft_get_n_players (gk_position_editor_get_draft (editor));
}

static void
test_position (Fixture       *f,
               gconstpointer  data)
{
  GkPositionEditor *editor = GK_POSITION_EDITOR (_gk_window_get_page_widget (f->window, "position"));
  const GkTile taken[] = { gk_tile_make (GK_COLOUR_BLUE, 1) };
  const GkTile stack[] = { gk_tile_make (GK_COLOUR_RED, 9), gk_tile_make (GK_COLOUR_YELLOW, 14) };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "end.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "position.n-players", "i", 2);
  g_assert_cmpuint (position_n_players (editor), ==, 2);
  gk_position_editor_set_player (editor, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 30, 1);
  gk_position_editor_set_player (editor, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 20, 0);
  /* A kept card whose tile is not in the city: the editor says so at once. */
  gk_position_editor_add_kept (editor, 1, gk_tile_make (GK_COLOUR_BLUE, 20));
  gk_ui_assert_contains (position_error (editor), "Béla keeps the card Blue 20");
  gk_ui_assert_contains (position_error (editor), "no building in the city");
  gk_position_editor_set_stack (editor, 1, -1, 1, (const GkTile[]) { gk_tile_make (GK_COLOUR_BLUE, 20),
                                                                   gk_tile_make (GK_COLOUR_RED, 4) }, 2);
  g_assert_null (position_error (editor));

  /* A tile that already lies in the city: the engine refuses, the editor says so. */
  gk_position_editor_set_stack (editor, 3, 0, 0, taken, 1);
  g_assert_nonnull (position_error (editor));
  gk_position_editor_set_stack (editor, 3, 0, 0, stack, 2);
  g_assert_null (position_error (editor));

  gtk_widget_activate_action (GTK_WIDGET (editor), "position.score", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Score of a Finished Table");
  g_assert_false (gtk_widget_is_visible (gk_ui_test_window_child (f->window, "undo_button")));

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
  g_assert_null (position_error (editor));

  /* Opening the saved position shows its score, and the editor holds it. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_window_open_file (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpuint (position_n_players (editor), ==, 2);
}

/* ---- another program, another process ---- */

/* Runs tests/app/gk-writer-child with @args; its standard input and output. */
static GSubprocess *
writer_start (GDataInputStream **out,
              const char        *first,
              ...) G_GNUC_NULL_TERMINATED;

static GSubprocess *
writer_start (GDataInputStream **out,
              const char        *first,
              ...)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDIN_PIPE);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  /* Under the test's own folder, which goes with it. */
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), "writer-XXXXXX", NULL);
  GSubprocess *process;
  va_list ap;

  g_assert_nonnull (g_mkdtemp (data));
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data, TRUE);
  g_ptr_array_add (args, (char *) g_getenv ("GK_TEST_WRITER"));
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  *out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  return process;
}

static char *
writer_line (GDataInputStream *out)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

/* A folder sync puts another version in the game's place: the window says
 * so and writes nothing over it; Keep Both goes on in a file of its own. */
static void
test_changed_file (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autoptr(GkSetup) their_setup = gk_setup_new (2);
  g_autoptr(GkGame) theirs = NULL;
  g_autofree char *their_path = g_build_filename (g_get_user_data_dir (), "theirs.ginkgo", NULL);
  g_autoptr(GFile) their_file = g_file_new_for_path (their_path);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GSubprocess) writer = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *line = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  gk_setup_set_player_name (their_setup, 0, "Zoé");
  gk_setup_set_player_name (their_setup, 1, "Olga");
  theirs = gk_game_new (their_setup, NULL);
  g_assert_true (gk_game_file_save (theirs, their_file, NULL));
  gk_session_start_game (session_of (f->window), game);
  gk_ui_test_wait_window (f->window);
  file = g_object_ref (gk_session_get_file (session_of (f->window)));
  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  g_assert_null (gk_ui_test_window_bar (f->window, "conflict"));

  writer = writer_start (&out, "write", path, their_path, NULL);
  line = writer_line (out);
  g_assert_cmpstr (line, ==, "written");
  g_subprocess_wait (writer, NULL, NULL);
  g_assert_true (g_file_load_contents (file, NULL, &before, NULL, NULL, NULL));

  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  gk_ui_assert_contains (gk_ui_test_window_bar (f->window, "conflict"), name);
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  /* and closing now would lose the move: the window asks first */
  gtk_window_close (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "another program changed");

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.keep-both", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_null (gk_ui_test_window_bar (f->window, "conflict"));
  g_assert_false (g_file_equal (gk_session_get_file (session_of (f->window)), file));
  g_assert_cmpuint (moves_in (gk_session_get_file (session_of (f->window))), ==, 1);
  g_assert_cmpuint (moves_in (file), ==, 0);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), name);
}

/* A game another process plays opens read-only, saying who has it; it can
 * be played here once that process has let go. */
static void
test_played_elsewhere (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "table.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GSubprocess) holder = NULL;
  g_autofree char *line = NULL;
  g_autofree char *process = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *entry;

  g_assert_true (gk_game_file_save (game, file, NULL));
  holder = writer_start (&out, "hold", path, NULL);
  line = writer_line (out);
  g_assert_cmpstr (line, ==, "holding");

  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  process = g_strdup_printf ("process %s", g_subprocess_get_identifier (holder));
  gk_ui_assert_contains (gk_ui_test_window_bar (f->window, "lock"), process);
  entry = GTK_WIDGET (entry_of (f));
  g_assert_false (gtk_widget_is_sensitive (entry));

  g_output_stream_write_all (g_subprocess_get_stdin_pipe (holder), "quit\n", 5, NULL, NULL,
                             &error);
  g_assert_no_error (error);
  g_subprocess_wait (holder, NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.reload", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_null (gk_ui_test_window_bar (f->window, "lock"));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (entry_of (f))));
  play_one_exploit (f);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (moves_in (file), ==, 1);
}

/* ---- a table being scored is kept ---- */

static AdwMessageDialog *
find_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* A preferences group titled @title. */
static gboolean
is_group (GtkWidget *widget,
          gpointer   title)
{
  return ADW_IS_PREFERENCES_GROUP (widget)
         && g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)),
                       title) == 0;
}

/* A list that holds a row (a preferences group has a list of its own for
 * rows added to it, empty here). */
static gboolean
holds_rows (GtkWidget *widget,
            gpointer   data)
{
  return GTK_IS_LIST_BOX (widget)
         && gtk_list_box_get_row_at_index (GTK_LIST_BOX (widget), 0) != NULL;
}

static char *
draft_texts (GkWindow *window)
{
  GtkWidget *group = gk_ui_test_find_match (_gk_window_get_page_widget (window, "start"),
                                            is_group, (gpointer) "Tables Being Scored");
  GtkWidget *list = group != NULL ? gk_ui_test_find_match (group, holds_rows, NULL) : NULL;
  g_autoptr(GString) texts = g_string_new (NULL);

  /* Each row's title and subtitle, as the start page lists them (none
   * before the page has a table to list). */
  for (GtkWidget *row = list != NULL ? gtk_widget_get_first_child (list) : NULL; row != NULL;
       row = gtk_widget_get_next_sibling (row))
    g_string_append_printf (texts, "%s%s\n%s", texts->len > 0 ? "\n--\n" : "",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  return g_string_free (g_steal_pointer (&texts), FALSE);
}

/* Names, points and a building entered, then the back arrow, a closed
 * window, a second window: nothing entered is lost, and only Discard,
 * asked, lets it go. */
static void
test_table_kept (Fixture       *f,
                 gconstpointer  data)
{
  GkPositionEditor *editor = GK_POSITION_EDITOR (_gk_window_get_page_widget (f->window, "position"));
  GkPositionDraft *draft = gk_position_editor_get_draft (editor);
  const GkTile stack[] = { gk_tile_make (GK_COLOUR_RED, 9), gk_tile_make (GK_COLOUR_YELLOW, 14) };
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *texts = NULL;
  GkWindow *second;
  GkPositionEditor *second_editor;
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  g_assert_null (gk_position_draft_get_file (draft));
  gk_position_editor_set_player (editor, 0, "\"Q\" <x> & Co", GK_PLAYER_COLOUR_WHITE, 30, 1);
  gk_position_editor_set_player (editor, 1, "Аня", GK_PLAYER_COLOUR_ORANGE, 20, 0);
  gk_position_editor_set_stack (editor, 3, 0, 0, stack, 2);
  file = g_object_ref (gk_position_draft_get_file (draft));
  g_assert_nonnull (file);
  g_assert_true (g_file_query_exists (file, NULL));
  uri = g_file_get_uri (file);

  /* Back: the start page lists it, with who is at the table. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  texts = draft_texts (f->window);
  gk_ui_assert_contains (texts, "\"Q\" <x> & Co, Аня, Player 3 (open)");
  gk_ui_assert_contains (texts, "10 buildings in the city");

  /* The window goes (as at Ctrl+Q or a crash: every change is on disk). */
  gk_ui_test_finalize_window (f->window);
  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_wait_window (f->window);
  g_clear_pointer (&texts, g_free);
  texts = draft_texts (f->window);
  gk_ui_assert_contains (texts, "\"Q\" <x> & Co, Аня, Player 3");
  g_assert_null (strstr (texts, "(open)"));

  /* Resumed as it was. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume-table", "s", uri);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "position");
  editor = GK_POSITION_EDITOR (_gk_window_get_page_widget (f->window, "position"));
  draft = gk_position_editor_get_draft (editor);
  g_assert_true (g_file_equal (gk_position_draft_get_file (draft), file));
  g_assert_cmpstr (gk_player_draft_get_name (gk_position_draft_get_player (draft, 1)), ==, "Аня");
  g_assert_cmpuint (gk_player_draft_get_points (gk_position_draft_get_player (draft, 0)), ==, 30);
  g_assert_nonnull (gk_position_draft_get_stack (draft, 3, 0, NULL));

  /* A second window does not take it over: it stays with the first. */
  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_wait_window (second);
  gtk_widget_activate_action (GTK_WIDGET (second), "win.resume-table", "s", uri);
  second_editor = GK_POSITION_EDITOR (_gk_window_get_page_widget (second, "position"));
  g_assert_null (gk_position_draft_get_file (gk_position_editor_get_draft (second_editor)));
  dialog = find_dialog ();
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gk_ui_test_finalize_window (second);

  /* Discard asks; keeping it keeps it, discarding deletes it. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "position.discard", NULL);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  gk_ui_test_spin (20);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "position");

  gtk_widget_activate_action (GTK_WIDGET (editor), "position.discard", NULL);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  gk_ui_test_wait_window (f->window);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  g_clear_pointer (&texts, g_free);
  texts = draft_texts (f->window);
  g_assert_cmpstr (texts, ==, "");
}

/* ---- names are text ---- */

static const char *const typed_names[] = {
  "\"Q\" <x> & Co", "Аня", "Maximilian Alexander von Habsburg-Lothri",
};

/* Every text @root shows, one per line: labels as drawn, entries. */
static void
collect_text (GtkWidget *root,
              GString   *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  else if (GTK_IS_EDITABLE (root) && !GTK_IS_TEXT (root))
    g_string_append_printf (text, "%s\n", gtk_editable_get_text (GTK_EDITABLE (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static void
assert_names_shown (GtkWidget  *page,
                    const char *what,
                    guint       n_names)
{
  g_autoptr(GString) text = g_string_new (NULL);

  collect_text (page, text);
  for (guint i = 0; i < n_names; i++)
    if (strstr (text->str, typed_names[i]) == NULL)
      g_error ("%s does not show “%s” as typed:\n%s", what, typed_names[i], text->str);
}

/* Names with quotes, <, & and Cyrillic, and one of the longest a name may
 * be, are shown as typed on every page (setup, play, toasts, score, start
 * page, history, statistics), and GTK warns of nothing (a warning fails
 * the test). */
static void
test_names_as_text (Fixture       *f,
                    gconstpointer  data)
{
  GkSetupAssistant *assistant;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  GkRandomGameOptions options = { 3, 0.5, 0.05, 5000, FALSE, 0 };
  g_autoptr(GkGame) finished = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_utf8_strlen (typed_names[2], -1), ==, GK_MAX_NAME_LENGTH);

  /* A finished game of theirs in the library: history and statistics. */
  for (guint p = 0; p < 3; p++)
    gk_setup_set_player_name (setup, p, typed_names[p]);
  finished = gk_random_game_play (rand, setup, &options, NULL, NULL);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (finished)));
  path = g_build_filename (g_file_peek_path (gk_library_get_folder (gk_library_get_default ())),
                           "finished.ginkgo", NULL);
  g_mkdir_with_parents (g_file_peek_path (gk_library_get_folder (gk_library_get_default ())),
                        0700);
  file = g_file_new_for_path (path);
  g_assert_true (gk_game_file_save (finished, file, &error));
  g_assert_no_error (error);

  /* The setup: players, characters, the checklist. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
  for (guint p = 0; p < 3; p++)
    gk_setup_assistant_set_player (assistant, p, typed_names[p], (GkPlayerColour) p);
  assert_names_shown (GTK_WIDGET (assistant), "the players step", 3);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  assert_names_shown (GTK_WIDGET (assistant), "the characters step", 3);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  /* the blank characters are named: with the players' names */
  gk_ui_assert_contains (gk_ui_test_setup_error (assistant), typed_names[2]);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "checklist");
  gk_ui_test_spin (20);
  assert_names_shown (GTK_WIDGET (assistant), "the setup checklist", 3);

  /* The play page, a move's toast, the score as it stands. */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  gk_ui_test_spin (100);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  assert_names_shown (GTK_WIDGET (GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"))), "the play page", 3);
  play_one_exploit (f);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), typed_names[0]);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-score", NULL);
  gk_ui_test_spin (50);
  assert_names_shown (_gk_window_get_page_widget (f->window, "score"), "the score page", 3);

  /* The start page's library, the history, the statistics. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  assert_names_shown (GTK_WIDGET (GK_START_PAGE (_gk_window_get_page_widget (f->window, "start"))), "the start page", 3);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL);
  gk_ui_test_wait_window (f->window);
  gk_ui_test_spin (200);
  assert_names_shown (_gk_window_get_page_widget (f->window, "history"), "the history", 3);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-stats", NULL);
  gk_ui_test_wait_window (f->window);
  gk_ui_test_spin (100);
  assert_names_shown (_gk_window_get_page_widget (f->window, "stats"), "the statistics", 3);
}

/* ---- what a screen reader says ---- */

/* The accessible label of @widget as GTK keeps it, or NULL. */
static char *
accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* The check gives back the value it found when it differs. */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

static void
check_names (GtkWidget  *root,
             const char *page,
             guint      *checked,
             guint      *named)
{
  g_autofree char *label = accessible_label (root);

  if (label != NULL)
    {
      gsize half = strlen (label) / 2;

      (*checked)++;
      /* No mnemonic mark ("_Confirm") ... */
      for (const char *p = strchr (label, '_'); p != NULL; p = strchr (p + 1, '_'))
        if (g_unichar_isalnum (g_utf8_get_char (p + 1)))
          g_error ("%s: a %s is named “%s”", page, G_OBJECT_TYPE_NAME (root), label);
      /* ... and no name said twice ("Confirm Confirm"). */
      if (strlen (label) % 2 == 1 && label[half] == ' ' && strncmp (label, label + half + 1, half) == 0)
        g_error ("%s: a %s is named “%s”", page, G_OBJECT_TYPE_NAME (root), label);
    }
  /* A button or menu button of an icon alone is named, not called by its
   * type ("GtkImage"); a drop-down too, and its button (which has the
   * focus) says that name ("GtkToggleButton" otherwise). */
  if (gtk_widget_get_mapped (root))
    {
      gboolean icon_alone =
        GTK_IS_MENU_BUTTON (root) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (root)) == NULL
        /* (A spin button's own - and + are GTK's.) */
        : GTK_IS_BUTTON (root) && !GTK_IS_SPIN_BUTTON (gtk_widget_get_parent (root))
          && gtk_button_get_label (GTK_BUTTON (root)) == NULL
          && (gtk_button_get_icon_name (GTK_BUTTON (root)) != NULL
              || GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (root))));

      if (icon_alone && (label == NULL || *label == '\0' || g_str_has_prefix (label, "Gtk")))
        g_error ("%s: a %s of an icon alone (%s, %s) has no name", page,
                 G_OBJECT_TYPE_NAME (root),
                 GTK_IS_BUTTON (root) ? gtk_button_get_icon_name (GTK_BUTTON (root)) : "",
                 gk_ui_get_tooltip (root));
      if (icon_alone)
        (*named)++;
      if (GTK_IS_DROP_DOWN (root))
        {
          GtkWidget *button = gtk_widget_get_first_child (root);
          g_autofree char *said = NULL;

          if (label == NULL || *label == '\0')
            g_error ("%s: a drop-down has no name", page);
          while (button != NULL && !GTK_IS_TOGGLE_BUTTON (button))
            button = gtk_widget_get_next_sibling (button);
          g_assert_nonnull (button);
          said = accessible_label (button);
          if (said == NULL || !g_str_has_prefix (said, label))
            g_error ("%s: the drop-down “%s” says “%s”", page, label, said);
          (*named)++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_names (child, page, checked, named);
}

/* Every page: no accessible name carries a mnemonic or says itself twice,
 * every icon button and drop-down has a name of its own, and the main menu
 * button is "Main Menu". */
static void
test_accessible_names (Fixture       *f,
                       gconstpointer  data)
{
  GkSetupAssistant *assistant;
  GkSheetPage *sheet;
  guint checked = 0;
  guint named = 0;
  g_autofree char *menu = NULL;
  g_autofree char *back = NULL;
  g_autofree char *undo = NULL;

  check_names (GTK_WIDGET (f->window), "start", &checked, &named);
  menu = accessible_label (gk_ui_test_window_child (f->window, "menu_button"));
  g_assert_cmpstr (menu, ==, "Main Menu");

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
  for (guint p = 0; p < 3; p++)
    gk_setup_assistant_set_player (assistant, p, p == 0 ? "Anna" : p == 1 ? "Béla" : "Vera",
                                   (GkPlayerColour) p);
  for (guint step = 0; step < 4; step++)
    {
      gk_ui_test_spin (20);
      check_names (GTK_WIDGET (f->window), gk_setup_assistant_get_title (assistant), &checked,
                   &named);
      gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
      if (g_str_equal (gk_ui_test_setup_step (assistant), "characters") && step == 1)
        gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
    }
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  check_names (GTK_WIDGET (f->window), "play", &checked, &named);
  /* Back and Undo by what they do, without their shortcuts. */
  back = accessible_label (gk_ui_test_window_child (f->window, "back_button"));
  g_assert_cmpstr (back, ==, "Start Page");
  undo = accessible_label (gk_ui_test_window_child (f->window, "undo_button"));
  g_assert_cmpstr (undo, ==, "Undo the Last Move");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-score", NULL);
  gk_ui_test_spin (20);
  check_names (GTK_WIDGET (f->window), "score", &checked, &named);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-table", NULL);
  gk_ui_test_spin (20);
  check_names (GTK_WIDGET (f->window), "position", &checked, &named);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL);
  gk_ui_test_wait_window (f->window);
  check_names (GTK_WIDGET (f->window), "history", &checked, &named);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-stats", NULL);
  gk_ui_test_wait_window (f->window);
  check_names (GTK_WIDGET (f->window), "statistics", &checked, &named);

  /* A score sheet: New Game's choice, its players, its checklist, its pad. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  gk_ui_test_spin (20);
  check_names (GTK_WIDGET (f->window), "new game", &checked, &named);
  sheet = GK_SHEET_PAGE (_gk_window_get_page_widget (f->window, "sheet"));
  gtk_widget_activate_action (GTK_WIDGET (sheet), "sheet.choose", "s", "7-wonders");
  for (guint step = 0; step < 3; step++)
    {
      gk_ui_test_spin (20);
      check_names (GTK_WIDGET (f->window), "score sheet", &checked, &named);
      gtk_widget_activate_action (GTK_WIDGET (sheet), "sheet.next", NULL);
    }
  gk_ui_test_spin (20);
  check_names (GTK_WIDGET (f->window), "score sheet's pad", &checked, &named);

  g_test_message ("%u accessible names checked, %u icon buttons and drop-downs", checked, named);
  g_assert_cmpuint (checked, >, 50);
  g_assert_cmpuint (named, >, 15);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  /* Three groups, each run as a test of its own (ui_test_parts in
   * tests/ui/meson.build): the pages, the files and saves, the session
   * bus.  A path outside them would never run. */
  g_test_add ("/window/pages/start-page", Fixture, NULL, fixture_set_up, test_start_page,
              fixture_tear_down);
  g_test_add ("/window/pages/size", Fixture, NULL, fixture_set_up, test_size, fixture_tear_down);
  g_test_add_func ("/window/pages/icon", test_icon);
  g_test_add ("/window/pages/tooltips", Fixture, NULL, fixture_set_up, test_tooltips,
              fixture_tear_down);
  g_test_add ("/window/files/autosave-continue", Fixture, NULL, fixture_set_up, test_autosave_continue,
              fixture_tear_down);
  g_test_add ("/window/files/save-open", Fixture, NULL, fixture_set_up, test_save_open,
              fixture_tear_down);
  g_test_add ("/window/files/delete-undo", Fixture, NULL, fixture_set_up, test_delete_undo,
              fixture_tear_down);
  g_test_add ("/window/files/open-while-tracked", Fixture, NULL, fixture_set_up,
              test_open_while_tracked, fixture_tear_down);
  g_test_add_func ("/window/files/damaged", test_damaged);
  g_test_add ("/window/files/save-error", Fixture, NULL, fixture_set_up, test_save_error,
              fixture_tear_down);
  g_test_add ("/window/pages/setup-choices", Fixture, NULL, fixture_set_up, test_setup_choices,
              fixture_tear_down);
  g_test_add ("/window/pages/setup-persons", Fixture, NULL, fixture_set_up, test_setup_persons,
              fixture_tear_down);
  g_test_add ("/window/pages/renewal", Fixture, NULL, fixture_set_up, test_renewal, fixture_tear_down);
  g_test_add ("/window/pages/position", Fixture, NULL, fixture_set_up, test_position,
              fixture_tear_down);
  g_test_add ("/window/pages/names-as-text", Fixture, NULL, fixture_set_up, test_names_as_text,
              fixture_tear_down);
  g_test_add ("/window/pages/accessible-names", Fixture, NULL, fixture_set_up, test_accessible_names,
              fixture_tear_down);
  g_test_add ("/window/files/table-kept", Fixture, NULL, fixture_set_up, test_table_kept,
              fixture_tear_down);
  g_test_add ("/window/files/changed-file", Fixture, NULL, fixture_set_up, test_changed_file,
              fixture_tear_down);
  g_test_add ("/window/files/played-elsewhere", Fixture, NULL, fixture_set_up, test_played_elsewhere,
              fixture_tear_down);

  /* Last: it leaves a stopped bus behind. */
  g_test_add ("/window/bus/show-in-folder", Fixture, NULL, fixture_set_up, test_show_in_folder,
              fixture_tear_down);

  return g_test_run ();
}
