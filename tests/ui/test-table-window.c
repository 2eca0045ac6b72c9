/* test-table-window.c: the table view, a second window of the game for a TV
 *
 * View → Table View opens it over the window's session; it shows the
 * round, whose turn it is, the steps at the table and, when asked, the
 * score so far; it follows undo and redo, is opened once per window, and
 * closes with the game and with its window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gk-table-window.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"

static const char *data_dir;

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
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_wait_window (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->window != NULL)
    gk_ui_test_finalize_window (f->window);
}

/* A game in round 5 of tests/core/games, opened in the window. */
static void
open_game (Fixture *f)
{
  g_autofree char *source_path = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                        "short-2p-round5.ginkgo", NULL);
  g_autofree char *target_path = g_build_filename (data_dir, "round5.ginkgo", NULL);
  g_autoptr(GFile) source = g_file_new_for_path (source_path);
  g_autoptr(GFile) target = g_file_new_for_path (target_path);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (data_dir, 0700);
  g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  _gk_window_open_file_wait (f->window, target);
  gk_ui_test_wait_window (f->window);
}

static GkTableWindow *
table_view (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GkTableWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (toplevels, i);

      if (GK_IS_TABLE_WINDOW (other))
        {
          g_assert_null (found);
          found = GK_TABLE_WINDOW (other);
        }
    }
  return found;
}

static GtkWidget *
child (GkTableWindow *view,
       const char    *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), GK_TYPE_TABLE_WINDOW, name));
}

/* Every label's text under @widget, one line each. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    collect_text (c, text);
}

static char *
text_of (GkTableWindow *view,
         const char    *name)
{
  GString *text = g_string_new (NULL);

  collect_text (child (view, name), text);
  return g_string_free (text, FALSE);
}

static void
test_follows_game (Fixture       *f,
                   gconstpointer  data)
{
  GkSession *session = gk_window_get_session (f->window);
  const GkTable *table;
  GkTableWindow *view;
  g_autofree char *round = NULL, *turn = NULL, *steps = NULL, *scores = NULL;
  g_autofree char *expected_round = NULL, *expected_turn = NULL;
  g_autofree char *undone_round = NULL;

  /* no game, no table view */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL)
                  && table_view () != NULL);
  g_assert_null (table_view ());

  open_game (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL));
  gk_ui_test_spin (100);
  view = table_view ();
  g_assert_nonnull (view);
  g_assert_true (gk_table_window_get_session (view) == session);

  /* what the players read: the round, whose turn, the steps */
  table = gk_game_get_table (gk_session_get_game (session));
  expected_round = g_strdup_printf ("Round %u · card %u of %u", gk_table_get_round (table),
                                    gk_table_get_actions_done (table) + 1,
                                    gk_table_get_n_players (table));
  expected_turn = g_strdup_printf ("%s plays",
                                   gk_table_get_player_name (table,
                                                             gk_table_get_next_player (table)));
  round = g_strdup (gtk_label_get_text (GTK_LABEL (child (view, "round_label"))));
  turn = text_of (view, "turn_box");
  steps = text_of (view, "steps_box");
  g_assert_cmpstr (round, ==, expected_round);
  gk_ui_assert_contains (turn, expected_turn);
  g_assert_cmpstr (steps, !=, "");

  /* the score so far only when asked for */
  g_assert_false (gk_table_window_get_show_scores (view));
  scores = text_of (view, "scores_grid");
  g_assert_cmpstr (scores, ==, "");
  gk_table_window_set_show_scores (view, TRUE);
  g_clear_pointer (&scores, g_free);
  scores = text_of (view, "scores_grid");
  gk_ui_assert_contains (scores, gk_table_get_player_name (table, 0));
  gk_ui_assert_contains (scores, "points");

  /* an undo and a redo in the window: the view follows */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (100);
  table = gk_game_get_table (gk_session_get_game (session));
  undone_round = g_strdup_printf ("Round %u · card %u of %u", gk_table_get_round (table),
                                  gk_table_get_actions_done (table) + 1,
                                  gk_table_get_n_players (table));
  g_assert_cmpstr (undone_round, !=, expected_round);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (view, "round_label"))), ==, undone_round);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gk_ui_test_spin (100);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (view, "round_label"))), ==, expected_round);

  /* asked again: the same view, not a second one */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL));
  gk_ui_test_spin (50);
  g_assert_true (table_view () == view);

  /* the game closed (back to the start page, a new one): the view goes */
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gk_session_close (session);
  gk_ui_test_spin (100);
  g_assert_null (view);
  g_assert_null (table_view ());
}

/* The window that opened it closes: so does the view. */
static void
test_closes_with_window (Fixture       *f,
                         gconstpointer  data)
{
  GkTableWindow *view;

  open_game (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL));
  gk_ui_test_spin (100);
  view = table_view ();
  g_assert_nonnull (view);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);

  gk_ui_test_finalize_window (f->window);
  f->window = NULL;
  gk_ui_test_spin (100);
  g_assert_null (view);
}

/* F11 and the button make it full screen; full screen, the header goes. */
static void
test_fullscreen (Fixture       *f,
                 gconstpointer  data)
{
  GkTableWindow *view;

  open_game (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.table-view", NULL));
  gk_ui_test_spin (100);
  view = table_view ();
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (view), GDK_KEY_F11, 0));
  gk_ui_test_spin (300);
  if (!gtk_window_is_fullscreen (GTK_WINDOW (view)))
    {
      /* a display without a window manager does not go full screen */
      g_test_skip ("the display does not go full screen");
      return;
    }
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (child (view, "header_revealer"))));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (view), GDK_KEY_Escape, 0));
  gk_ui_test_spin (300);
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (view)));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (child (view, "header_revealer"))));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add ("/table-window/follows-game", Fixture, NULL, fixture_set_up, test_follows_game,
              fixture_tear_down);
  g_test_add ("/table-window/closes-with-window", Fixture, NULL, fixture_set_up,
              test_closes_with_window, fixture_tear_down);
  g_test_add ("/table-window/fullscreen", Fixture, NULL, fixture_set_up, test_fullscreen,
              fixture_tear_down);

  return g_test_run ();
}
