/* test-shifts-row.c: the round entry's row of marker shifts (rules.md 9.7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-city-view.h"
#include "gk-shifts-row.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"
#include "gk-ui-util.h"

/* What the row says, as its label shows it; NULL while the row is hidden. */
static const char *
shown_text (GkShiftsRow *row)
{
  GtkWidget *label = gtk_widget_get_first_child (GTK_WIDGET (row));

  g_assert_true (GTK_IS_LABEL (label));
  if (!gtk_widget_get_visible (GTK_WIDGET (row)))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The row's button that takes back the last shift. */
static GtkWidget *
undo_button (GkShiftsRow *row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child)
        && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), "shifts.undo") == 0)
      return child;
  g_error ("no Undo Last Shift button in the row");
}

/* Activates the row's own shortcut for @keyval with @mods. */
static void
press_shortcut (GtkWidget       *widget,
                guint            keyval,
                GdkModifierType  mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, mods);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)),
                       ==, GTK_SHORTCUT_SCOPE_MANAGED);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           widget, NULL));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static void
test_row (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *label = NULL;
  GtkWidget *window = gtk_window_new ();
  GkShiftsRow *row = GK_SHIFTS_ROW (g_object_ref_sink (gk_shifts_row_new ()));
  GtkWidget *undo = undo_button (row);
  GArray *cells;
  gint bx, by, x, y;
  guint n;

  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, NULL);
  draft = gk_move_draft_new (game);
  gk_shifts_row_set_draft (row, draft);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (row));
  gtk_window_present (GTK_WINDOW (window));

  /* Nothing to say: hidden. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_null (shown_text (row));

  gk_move_draft_enter_text (draft, "A r9 1", NULL);
  g_assert_true (gk_move_draft_can_shift (draft));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));

  /* A marker held: the row says what to do with it. */
  gk_table_get_marker (gk_move_draft_get_table (draft), 1, &bx, &by);
  g_assert_true (gk_move_draft_pick_cell (draft, bx, by));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_nonnull (strstr (shown_text (row), "Marker B picked up"));
  g_assert_false (gtk_widget_is_sensitive (undo));

  /* Put down: one short row, and Undo Last Shift can be pressed. */
  cells = gk_move_draft_get_shift_targets (draft);
  x = g_array_index (cells, gint, 0);
  y = g_array_index (cells, gint, 1);
  g_assert_true (gk_move_draft_pick_cell (draft, x, y));
  /* said from a building next to the cell, not by coordinates */
  expected = g_strdup_printf ("(%d, %d)", x, y);
  g_assert_true (g_str_has_prefix (shown_text (row), "Markers moved: B → "));
  g_assert_null (strstr (shown_text (row), expected));
  g_assert_true (strstr (shown_text (row), " of ") != NULL
                 || strstr (shown_text (row), "above ") != NULL
                 || strstr (shown_text (row), "below ") != NULL);
  /* while the letters are out of order, how to shift another one */
  g_assert_true (gk_move_draft_get_order_warning (draft) == NULL
                 || strstr (shown_text (row), "To shift a marker") != NULL);
  g_assert_true (gtk_widget_is_sensitive (undo));
  g_object_get (undo, "label", &label, NULL);
  g_assert_cmpstr (label, ==, "Undo Last Shift");
  g_assert_cmpstr (gk_ui_get_tooltip (undo), ==, "Undo Last Shift (Alt+Backspace)");

  /* The button takes the shift back... */
  g_signal_emit_by_name (undo, "clicked");
  gk_move_draft_get_shifts (draft, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));

  /* ...and so does Alt+Backspace. */
  gk_move_draft_enter_text (draft, "A r9 1 B1", NULL);
  gk_move_draft_get_shifts (draft, &n);
  g_assert_cmpuint (n, ==, 1);
  press_shortcut (GTK_WIDGET (row), GDK_KEY_BackSpace, GDK_ALT_MASK);
  gk_move_draft_get_shifts (draft, &n);
  g_assert_cmpuint (n, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (row);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* In the window: the city's cells, chosen as a player would, reach the
 * round entry's draft through the play page; the row shows the shift; the
 * confirmed move holds it. */
static void
test_in_window (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GkWindow *window;
  GkPlayPage *play;
  GkMoveDraft *draft;
  GkShiftsRow *row;
  GtkWidget *city;
  GArray *cells;
  gint bx, by, x, y;

  gk_ui_test_clear_data ();
  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  gtk_window_present (GTK_WINDOW (window));
  gk_session_start_game (gk_window_get_session (window), game);
  gk_ui_test_spin (100);
  play = GK_PLAY_PAGE (_gk_window_get_page_widget (window, "play"));
  draft = gk_round_entry_get_draft (gk_play_page_get_round_entry (play));
  city = gk_ui_test_child (play, GK_TYPE_PLAY_PAGE, "city_view");
  row = GK_SHIFTS_ROW (gk_ui_test_find (GTK_WIDGET (gk_play_page_get_round_entry (play)),
                                          GK_TYPE_SHIFTS_ROW, NULL));
  g_assert_nonnull (row);

  gk_move_draft_set_card (draft, gk_card_from_letter (0));
  gk_move_draft_set_tile (draft, gk_tile_make (GK_COLOUR_RED, 9));
  cells = gk_move_draft_get_targets (draft);
  g_signal_emit_by_name (city, "cell-activated", g_array_index (cells, gint, 0),
                         g_array_index (cells, gint, 1));
  gk_ui_test_spin (20);
  g_assert_true (gk_move_draft_get_marker (draft, NULL, NULL));

  gk_table_get_marker (gk_game_get_table (game), 1, &bx, &by);
  g_signal_emit_by_name (city, "cell-activated", bx, by);
  gk_ui_test_spin (20);
  g_assert_cmpint (gk_city_view_get_held (GK_CITY_VIEW (city)), ==, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  cells = gk_move_draft_get_shift_targets (draft);
  x = g_array_index (cells, gint, 0);
  y = g_array_index (cells, gint, 1);
  g_signal_emit_by_name (city, "cell-activated", x, y);
  gk_ui_test_spin (20);
  g_assert_true (g_str_has_prefix (shown_text (row), "Markers moved: B → "));
  g_assert_true (gk_city_view_get_shift (GK_CITY_VIEW (city), 1, NULL, NULL, NULL, NULL));

  g_assert_true (gk_round_entry_confirm (gk_play_page_get_round_entry (play)));
  gk_ui_test_spin (20);
  g_assert_cmpuint (gk_game_get_move (game, 0)->n_shifts, ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_false (gk_city_view_get_shift (GK_CITY_VIEW (city), 1, NULL, NULL, NULL, NULL));
  gk_table_get_marker (gk_game_get_table (game), 1, &bx, &by);
  g_assert_cmpint (bx, ==, x);
  g_assert_cmpint (by, ==, y);

  gk_ui_test_finalize_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/shifts-row/row", test_row);
  g_test_add_func ("/shifts-row/in-the-window", test_in_window);

  return g_test_run ();
}
