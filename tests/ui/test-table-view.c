/* test-table-view.c: the game on a second screen: opened from the window,
 * it follows every move, undo and redo, shows the scores when asked,
 * goes full screen and closes with its game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include <string.h>

#include "gk-application.h"
#include "gk-table-view.h"
#include "gk-fold-box.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"

typedef struct
{
  GkWindow    *window;
  GkTableView *view;     /* a weak pointer: NULL once it closed */
} Fixture;

static GkGame *
new_game (guint n_players)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", "Olga" };
  g_autoptr(GkSetup) setup = gk_setup_new (n_players);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  for (guint i = 0; i < n_players; i++)
    gk_setup_set_player_name (setup, i, names[i]);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  return game;
}

static GkSession *
session_of (Fixture *f)
{
  return gk_window_get_session (f->window);
}

static GkGame *
game_of (Fixture *f)
{
  return gk_session_get_game (session_of (f));
}

static GkPlayPage *
play_page (Fixture *f)
{
  return GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"));
}

static GkRoundEntry *
entry_of (Fixture *f)
{
  return gk_play_page_get_round_entry (play_page (f));
}

/* The view the window keeps open, if any. */
static GkTableView *
find_view (Fixture *f)
{
  return f->window->table_view != NULL ? GK_TABLE_VIEW (f->window->table_view) : NULL;
}

static void
open_view (Fixture *f)
{
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL);
  gk_ui_test_spin (50);
  f->view = find_view (f);
  g_assert_nonnull (f->view);
  g_object_add_weak_pointer (G_OBJECT (f->view), (gpointer *) &f->view);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkGame) game = new_game (3);

  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_wait_window (f->window);
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  GkSession *session = session_of (f);

  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  gk_ui_test_finalize_window (f->window);
  /* The view closed with the window, and let go of its session. */
  gk_ui_test_spin (50);
  g_assert_null (f->view);
  g_assert_null (session);
}

/* Every label the view shows now, one a line, as a person reads it. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static char *
shown_text (Fixture *f)
{
  GString *text = g_string_new (NULL);

  gk_ui_test_spin (20);
  collect_text (GTK_WIDGET (f->view), text);
  return g_string_free (text, FALSE);
}

/* The view says what the play page's "At the Table" says, every step. */
static void
assert_same_steps (Fixture *f)
{
  g_auto(GStrv) page_steps = gk_ui_test_play_steps (play_page (f));
  const char * const *steps = gk_table_view_model_get_steps (gk_table_view_get_model (f->view));
  g_autofree char *shown = shown_text (f);

  g_assert_nonnull (page_steps);
  g_assert_nonnull (steps);
  g_assert_true (g_strv_equal (steps, (const char * const *) page_steps));
  for (guint i = 0; steps[i] != NULL; i++)
    gk_ui_assert_contains (shown, steps[i]);
}

/* Anna exploits a building of the starting square, as entered in the window. */
static void
choose_exploit (Fixture *f)
{
  const GkTable *table = gk_game_get_table (game_of (f));
  GkCard card = gk_table_get_building_at (table, 1, 1)->top;

  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.card", "i", card);
  gk_ui_test_spin (20);
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (entry_of (f))));
}

static void
test_follows (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *during = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  GkTableViewModel *model;

  open_view (f);
  model = gk_table_view_get_model (f->view);
  /* Opened again, the same view comes to the front. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL);
  gk_ui_test_spin (20);
  g_assert_true (find_view (f) == f->view);

  before = shown_text (f);
  gk_ui_assert_contains (before, "Round 1 · card 1 of 3");
  gk_ui_assert_contains (before, "Anna’s Turn");
  g_assert_cmpint (gk_table_view_model_get_turn_player (model), ==, 0);
  assert_same_steps (f);

  /* The move being entered: its steps, as the play page lists them. */
  choose_exploit (f);
  during = shown_text (f);
  g_assert_cmpstr (during, !=, before);
  assert_same_steps (f);

  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.confirm", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, 1);
  after = shown_text (f);
  gk_ui_assert_contains (after, "Round 1 · card 2 of 3");
  gk_ui_assert_contains (after, "Béla’s Turn");
  g_assert_null (strstr (after, "Anna’s Turn"));
  g_assert_cmpint (gk_table_view_model_get_turn_player (model), ==, 1);
  assert_same_steps (f);
  /* The city shown is the game's: the table after the move. */
  g_assert_true (gk_table_view_model_get_table (model) == gk_game_get_table (game_of (f)));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (50);
  undone = shown_text (f);
  g_assert_cmpstr (undone, ==, before);
  assert_same_steps (f);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gk_ui_test_spin (50);
  redone = shown_text (f);
  g_assert_cmpstr (redone, ==, after);
  assert_same_steps (f);
}

/* The city is shown only: nothing in it takes a click or the focus. */
static void
test_city_shown_only (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *city;

  open_view (f);
  city = gk_ui_test_child (f->view, GK_TYPE_TABLE_VIEW, "city_view");
  g_assert_false (gtk_widget_get_can_target (city));
  g_assert_false (gtk_widget_get_focusable (city));
  g_assert_true (gtk_widget_get_hexpand (city) && gtk_widget_get_vexpand (city));
}

/* Turns the scores on or off and waits for the revealer to finish. */
static void
toggle_scores (Fixture  *f,
               gboolean  shown)
{
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;
  gboolean show = !shown;

  gtk_widget_activate_action (GTK_WIDGET (f->view), "table.show-scores", NULL);
  g_object_get (f->view, "show-scores", &show, NULL);
  g_assert_true (show == shown);
  while (g_get_monotonic_time () < end)
    {
      g_autofree char *text = shown_text (f);

      if ((strstr (text, "points") != NULL) == shown)
        return;
      g_main_context_iteration (NULL, FALSE);
    }
  g_error ("the scores were not %s", shown ? "shown" : "hidden");
}

static void
test_scores (Fixture       *f,
             gconstpointer  data)
{
  GkTablePanel *panel = GK_TABLE_PANEL (gk_ui_test_child (play_page (f), GK_TYPE_PLAY_PAGE,
                                                          "table_panel"));
  g_autofree char *hidden = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *again = NULL;
  gboolean show = TRUE;

  open_view (f);
  /* Off until the players ask. */
  hidden = shown_text (f);
  g_assert_null (strstr (hidden, "point"));
  g_object_get (f->view, "show-scores", &show, NULL);
  g_assert_false (show);

  toggle_scores (f, TRUE);
  shown = shown_text (f);
  gk_ui_assert_contains (shown, "Anna\n0 points");
  gk_ui_assert_contains (shown, "Béla\n0 points");
  gk_ui_assert_contains (shown, "Vera\n0 points");

  /* They follow the game: each player's points as the table panel shows them. */
  choose_exploit (f);
  gtk_widget_activate_action (GTK_WIDGET (entry_of (f)), "entry.confirm", NULL);
  gk_ui_test_spin (50);
  moved = shown_text (f);
  for (gint p = 0; p < 3; p++)
    {
      const GkTable *table = gk_game_get_table (game_of (f));
      g_autofree char *line = g_strdup_printf ("%s\n%s", gk_table_get_player_name (table, p),
                                               gk_table_panel_get_points_text (panel, p));

      gk_ui_assert_contains (moved, line);
    }

  /* And hide again. */
  toggle_scores (f, FALSE);
  again = shown_text (f);
  g_assert_null (strstr (again, "point"));
}

/* The solo opponent has a row of its own, last. */
static void
test_solo (void)
{
  Fixture fixture = { NULL, }, *f = &fixture;
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char * const *names;

  setup->variant = GK_VARIANT_SOLO;
  setup->solo_level = GK_SOLO_NORMAL;
  setup->opponent_colour = GK_PLAYER_COLOUR_BLACK;
  gk_setup_set_player_name (setup, 0, "Anna");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);

  open_view (f);
  names = gk_table_view_model_get_names (gk_table_view_get_model (f->view));
  g_assert_cmpuint (g_strv_length ((GStrv) names), ==, 2);
  g_assert_cmpstr (names[0], ==, "Anna");
  g_assert_cmpint (gk_table_view_model_get_seat (gk_table_view_get_model (f->view), 1), ==,
                   GK_PLAYER_HAL);
  gk_ui_assert_contains (gk_table_view_model_get_round_text (gk_table_view_get_model (f->view)),
                         "solo game");
  assert_same_steps (f);
  fixture_tear_down (f, NULL);
}

/* The player at turn exploits a building of the starting square. */
static void
push_exploit (GkGame *game)
{
  const GkTable *table = gk_game_get_table (game);
  GkMove move;

  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      {
        gk_move_init_action (&move, gk_table_get_next_player (table),
                             gk_table_get_building_at (table, x, y)->top, GK_NO_TILE);
        if (gk_game_push (game, &move, NULL))
          return;
      }
  g_assert_not_reached ();
}

/* The scroller of the steps at the table (the view's content has one of
 * its own, for a screen shorter than the view). */
static GtkScrolledWindow *
steps_scroller (Fixture *f)
{
  return GTK_SCROLLED_WINDOW (gtk_widget_get_template_child (GTK_WIDGET (f->view),
                                                             GK_TYPE_TABLE_VIEW,
                                                             "steps_scroller"));
}

/* The end of a round: many steps, which take a smaller type to show whole
 * at 1366x768 (the large one needs a scroll there). */
static void
test_long_steps (Fixture       *f,
                 gconstpointer  data)
{
  GtkAdjustment *adjustment;
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  open_view (f);
  /* A size given to a window applies when it is shown. */
  gtk_widget_set_visible (GTK_WIDGET (f->view), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (f->view), 1366, 768);
  gtk_window_present (GTK_WINDOW (f->view));
  gk_ui_test_spin (100);
  for (guint i = 0; i < 3; i++)
    push_exploit (game_of (f));
  g_assert_cmpuint (gk_table_get_round (gk_game_get_table (game_of (f))), ==, 2);
  g_assert_cmpuint (g_strv_length ((GStrv) gk_table_view_model_get_steps (
                      gk_table_view_get_model (f->view))), >=, 3);
  adjustment = gtk_scrolled_window_get_vadjustment (steps_scroller (f));
  gk_ui_test_spin (500);
  while (g_get_monotonic_time () < end
         && (gtk_adjustment_get_page_size (adjustment) < 1
             || gtk_adjustment_get_upper (adjustment)
                > gtk_adjustment_get_page_size (adjustment) + 1))
    g_main_context_iteration (NULL, FALSE);
  g_test_message ("the steps are %g pixels high in %g", gtk_adjustment_get_upper (adjustment),
                  gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adjustment), >, 100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=,
                     gtk_adjustment_get_page_size (adjustment) + 1);
  gk_ui_test_wait_window (f->window);
}

static gboolean
full_screen_state (Fixture *f)
{
  gboolean state = FALSE;

  g_object_get (f->view, "full-screen", &state, NULL);
  return state;
}

/* A button with the icon @icon_name alone. */
static gboolean
is_icon_button (GtkWidget *widget,
                gpointer   icon_name)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon_name) == 0;
}

/* Whether no label of the scores is cut short. */
static gboolean
names_whole (GtkWidget *grid)
{
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (c))))
      return FALSE;
  return TRUE;
}

/* On a phone's screen, upright or on its side, the view fits: the city
 * above the steps, both scrolled, and so on a tablet's upright; on a
 * laptop's or a TV's, the city beside a column, each at least 420 pixels
 * wide.  At every size the turn keeps its words whole and the scores
 * their names (a smaller type where the largest does not fit). */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  static const int sizes[][2] = {
    { 360, 640 }, { 640, 360 }, { 768, 1024 }, { 1024, 600 }, { 1366, 768 }, { 1920, 1080 }
  };
  GkFoldBox *fold;
  GtkWidget *side, *icon, *grid;
  GtkLabel *turn;
  g_autofree char *said = NULL;

  open_view (f);
  toggle_scores (f, TRUE);
  turn = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (f->view), GK_TYPE_TABLE_VIEW,
                                                   "turn_label"));
  grid = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->view), GK_TYPE_TABLE_VIEW,
                                                    "scores_grid"));
  /* On a narrow header Score So Far is an icon, named for screen readers. */
  icon = gk_ui_test_find_match (GTK_WIDGET (f->view), is_icon_button,
                                (gpointer) "view-list-ordered-symbolic");
  g_assert_nonnull (icon);
  said = gtk_test_accessible_check_property (GTK_ACCESSIBLE (icon),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "Score So Far");
  g_assert_null (said);
  fold = GK_FOLD_BOX (gk_ui_test_find (GTK_WIDGET (f->view), GK_TYPE_FOLD_BOX, NULL));
  g_assert_nonnull (fold);
  side = gtk_widget_get_last_child (GTK_WIDGET (fold));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int minimum, height;

      gtk_widget_set_visible (GTK_WIDGET (f->view), FALSE);
      gtk_window_set_default_size (GTK_WINDOW (f->view), sizes[i][0], sizes[i][1]);
      gtk_window_present (GTK_WINDOW (f->view));
      gk_ui_test_wait_frames (GTK_WIDGET (f->view));

      gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                          NULL, NULL);
      g_assert_cmpint (minimum, <=, sizes[i][0]);
      gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_VERTICAL, sizes[i][0], &height,
                          NULL, NULL, NULL);
      g_assert_cmpint (height, <=, sizes[i][1]);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->view)), <=, sizes[i][0]);
      g_assert_true (gk_ui_test_words_whole (GTK_LABEL (turn)));
      g_assert_true (names_whole (grid));
      if (sizes[i][0] >= 1000)
        {
          g_assert_false (gk_fold_box_get_folded (fold));
          g_assert_cmpint (gtk_widget_get_width (side), >=, 420);
          g_assert_cmpint (gtk_widget_get_width (gtk_widget_get_first_child (GTK_WIDGET (fold))),
                           >=, 420);
        }
      else
        g_assert_true (gk_fold_box_get_folded (fold));
    }
}

/* F11 goes full screen and back; Escape only leaves it.  (Xvfb has no
 * window manager to say the window is full screen: the action's state is
 * what was asked for.) */
static void
test_full_screen (Fixture       *f,
                  gconstpointer  data)
{
  open_view (f);
  g_assert_false (full_screen_state (f));
  /* Escape does nothing in a window that is not full screen. */
  g_assert_false (gk_ui_test_press_key (GTK_WIDGET (f->view), GDK_KEY_Escape, 0));

  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (f->view), GDK_KEY_F11, 0));
  gk_ui_test_spin (50);
  g_assert_true (full_screen_state (f));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (f->view), GDK_KEY_F11, 0));
  gk_ui_test_spin (50);
  g_assert_false (full_screen_state (f));

  gtk_widget_activate_action (GTK_WIDGET (f->view), "table.full-screen", NULL);
  gk_ui_test_spin (50);
  g_assert_true (full_screen_state (f));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (f->view), GDK_KEY_Escape, 0));
  gk_ui_test_spin (50);
  g_assert_false (full_screen_state (f));
}

/* The view closes when its game closes or another game takes its place. */
static void
test_closes_with_game (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GkGame) other = new_game (2);

  open_view (f);
  gk_session_start_game (session_of (f), other);
  gk_ui_test_wait_window (f->window);
  gk_ui_test_spin (50);
  g_assert_null (f->view);
  g_assert_null (find_view (f));

  /* A view of the new game; closed with it. */
  open_view (f);
  gk_ui_assert_contains (gk_table_view_model_get_turn_text (gk_table_view_get_model (f->view)),
                         "Anna");
  gk_session_close (session_of (f));
  gk_ui_test_spin (50);
  g_assert_null (f->view);
}

/* Only with a game: not on the start page. */
static void
test_enabled (void)
{
  GkWindow *window = gk_window_new (NULL);
  /* the box that holds Undo and Redo */
  GtkWidget *box = gtk_widget_get_parent (gk_ui_test_window_child (window, "undo_button"));
  GtkWidget *button = gtk_button_new ();
  g_autoptr(GkGame) game = new_game (2);

  /* A button of the action is sensitive exactly when the action is enabled. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.table-view");
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_wait_window (window);
  g_assert_cmpstr (gk_window_get_page (window), ==, "start");
  g_assert_false (gtk_widget_get_sensitive (button));
  gk_session_start_game (gk_window_get_session (window), game);
  gk_ui_test_wait_window (window);
  g_assert_true (gtk_widget_get_sensitive (button));
  gk_session_close (gk_window_get_session (window));
  gk_ui_test_wait_window (window);
  g_assert_false (gtk_widget_get_sensitive (button));
  gk_ui_test_finalize_window (window);
}

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

/* In the app: the main menu's item and its keys; a table view open (the
 * app's newest window) is never taken for a main window when the app is
 * activated again. */
static void
test_in_app (void)
{
  g_autoptr(GkApplication) app = gk_application_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGame) game = new_game (3);
  g_auto(GStrv) accels = NULL;
  Fixture fixture = { NULL, }, *f = &fixture;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.table-view");
  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, "<Shift><Control>t");

  gk_ui_test_clear_data ();
  f->window = gk_window_new (GTK_APPLICATION (app));
  g_assert_true (menu_has_action (f->window->primary_menu, "win.table-view"));
  gtk_window_present (GTK_WINDOW (f->window));
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);
  open_view (f);
  g_assert_true (gtk_window_get_application (GTK_WINDOW (f->view)) == GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);

  g_application_activate (G_APPLICATION (app));
  gk_ui_test_spin (50);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);
  g_assert_nonnull (f->view);

  fixture_tear_down (f, NULL);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/table-view/follows", Fixture, NULL, fixture_set_up, test_follows,
              fixture_tear_down);
  g_test_add ("/table-view/city-shown-only", Fixture, NULL, fixture_set_up, test_city_shown_only,
              fixture_tear_down);
  g_test_add ("/table-view/scores", Fixture, NULL, fixture_set_up, test_scores,
              fixture_tear_down);
  g_test_add_func ("/table-view/solo", test_solo);
  g_test_add ("/table-view/long-steps", Fixture, NULL, fixture_set_up, test_long_steps,
              fixture_tear_down);
  g_test_add ("/table-view/narrow", Fixture, NULL, fixture_set_up, test_narrow,
              fixture_tear_down);
  g_test_add ("/table-view/full-screen", Fixture, NULL, fixture_set_up, test_full_screen,
              fixture_tear_down);
  g_test_add ("/table-view/closes-with-game", Fixture, NULL, fixture_set_up,
              test_closes_with_game, fixture_tear_down);
  g_test_add_func ("/table-view/enabled", test_enabled);
  g_test_add_func ("/table-view/in-app", test_in_app);

  return g_test_run ();
}
