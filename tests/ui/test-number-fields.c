/* test-number-fields.c: no scroll changes a number the player did not
 * choose to change
 *
 * Every page with number fields (the setup assistant's characters, the
 * position editor, a score sheet's setup, the tiles returned at the end,
 * the play's start time) is opened, and every spin button in it is
 * scrolled over, down and up, as the wheel or a touchpad's swipe would:
 * the value stays, and the scroll goes on to the page around it.  A field
 * the player chose still follows the wheel.  A number typed that a field
 * cannot hold is refused with the reason, the text kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-position-editor.h"
#include "gk-setup-assistant.h"
#include "gk-sheet-page.h"
#include "gk-test-position.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"
#include "gk-window.h"

static const char *data_dir;

static void
collect_spins (GtkWidget *widget,
               GPtrArray *spins)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    g_ptr_array_add (spins, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_spins (child, spins);
}

/* Scrolls @dy notches over @spin through every scroll controller it has, as
 * the toolkit delivers a scroll event to it: whether one of them kept the
 * scroll (the page around it does not get it). */
static gboolean
scroll_over (GtkWidget *spin,
             double     dy)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (spin);
  gboolean kept = FALSE;
  guint n_scrolls = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !kept; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        continue;
      n_scrolls++;
      g_signal_emit_by_name (controller, "scroll", 0.0, dy, &kept);

    }
  /* a spin button takes the wheel: there is something to hold back */
  g_assert_cmpuint (n_scrolls, >, 0);
  return kept;
}

/* Scrolls over every spin button under @root, which must hold at least
 * one: none changes, none keeps the scroll from the page. */
static void
assert_scrolls_change_nothing (GtkWidget  *root,
                               const char *where)
{
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  collect_spins (root, spins);
  if (spins->len == 0)
    g_error ("%s: no number field to scroll over", where);
  for (guint i = 0; i < spins->len; i++)
    {
      GtkSpinButton *spin = g_ptr_array_index (spins, i);
      double value = gtk_spin_button_get_value (spin);

      for (int notch = 0; notch < 2; notch++)
        {
          gboolean kept_down = scroll_over (GTK_WIDGET (spin), 1.0);
          gboolean kept_up = scroll_over (GTK_WIDGET (spin), -1.0);

          if (gtk_spin_button_get_value (spin) != value || kept_down || kept_up)
            g_error ("%s: number field %u of %u (%s) went from %g to %g (the scroll %s)", where,
                     i + 1, spins->len, gtk_widget_get_name (GTK_WIDGET (spin)), value,
                     gtk_spin_button_get_value (spin),
                     kept_down || kept_up ? "kept from the page" : "went on to the page");
        }
    }
}

/* In a field the player has chosen (a key pressed in it), the wheel still
 * changes the number. */
static void
assert_focused_follows_wheel (GtkWidget *root)
{
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkSpinButton *spin;
  double value;

  collect_spins (root, spins);
  spin = g_ptr_array_index (spins, 0);
  gtk_spin_button_set_value (spin, gtk_adjustment_get_lower (gtk_spin_button_get_adjustment (spin)));
  value = gtk_spin_button_get_value (spin);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  gk_ui_test_spin (20);
  /* the keyboard alone in it (as the page may put it there): not chosen */
  g_assert_false (scroll_over (GTK_WIDGET (spin), -1.0));
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, value);
  gk_ui_test_key_pressed (GTK_WIDGET (spin), GDK_KEY_Shift_L);
  g_assert_true (scroll_over (GTK_WIDGET (spin), -1.0));
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), >, value);
}

/* A number typed that the field cannot hold is refused with the reason,
 * the text kept to correct, the value unchanged (never cut to the most);
 * corrected, it is taken and the mark goes. */
static void
assert_typed_refused (GtkWidget *root)
{
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkSpinButton *spin;
  GtkAdjustment *adjustment;
  g_autofree char *too_many = NULL;
  g_autofree char *reason = NULL;
  double value;

  collect_spins (root, spins);
  spin = g_ptr_array_index (spins, 0);
  adjustment = gtk_spin_button_get_adjustment (spin);
  value = gtk_spin_button_get_value (spin);
  too_many = g_strdup_printf ("%d", (int) gtk_adjustment_get_upper (adjustment) + 9);
  reason = g_strdup_printf ("A whole number from %d to %d, not %s",
                            (int) gtk_adjustment_get_lower (adjustment),
                            (int) gtk_adjustment_get_upper (adjustment), too_many);
  gtk_editable_set_text (GTK_EDITABLE (spin), too_many);
  gtk_spin_button_update (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, value);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, too_many);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spin), "error"));
  g_assert_cmpstr (gk_ui_get_tooltip (GTK_WIDGET (spin)), ==, reason);
  /* again (the keyboard leaving the field updates it once more) */
  gtk_spin_button_update (spin);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, too_many);

  /* emptied (letters the field does not even take) */
  gtk_editable_set_text (GTK_EDITABLE (spin), "");
  gtk_spin_button_update (spin);
  g_assert_cmpstr (gk_ui_get_tooltip (GTK_WIDGET (spin)), ==, "“” is not a whole number");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, value);

  {
    double other = value != gtk_adjustment_get_lower (adjustment)
                   ? gtk_adjustment_get_lower (adjustment) : gtk_adjustment_get_upper (adjustment);
    g_autofree char *text = g_strdup_printf ("%d", (int) other);

    gtk_editable_set_text (GTK_EDITABLE (spin), text);
    gtk_spin_button_update (spin);
    g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, other);
  }
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (spin), "error"));
  g_assert_null (gk_ui_get_tooltip (GTK_WIDGET (spin)));
}

static GtkWidget *
window_with (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);
  return window;
}

static void
test_setup_characters (void)
{
  GtkWidget *assistant = gk_setup_assistant_new ();
  GtkWidget *window = window_with (assistant);

  gtk_widget_activate_action (assistant, "setup.next", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_ui_test_setup_step (GK_SETUP_ASSISTANT (assistant)), ==, "characters");
  assert_scrolls_change_nothing (assistant, "setup assistant, characters");
  assert_focused_follows_wheel (assistant);
  assert_typed_refused (assistant);

  /* Next does not go on past a refused number: the table holds the old
   * one, not what the field shows. */
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();
    GtkWidget *spin;

    collect_spins (assistant, spins);
    spin = g_ptr_array_index (spins, 0);
    gtk_editable_set_text (GTK_EDITABLE (spin), "12");
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
    gtk_widget_activate_action (assistant, "setup.next", NULL);
    g_assert_cmpstr (gk_ui_test_setup_step (GK_SETUP_ASSISTANT (assistant)), ==, "characters");
    g_assert_cmpstr (gk_ui_test_setup_error (GK_SETUP_ASSISTANT (assistant)), ==,
                     gk_ui_get_tooltip (spin));
    g_assert_nonnull (gk_ui_get_tooltip (spin));
  }
  gk_ui_test_finalize_window (window);
}

static void
test_position_editor (void)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = gk_position_build (position, NULL, &error);
  GtkWidget *editor = gk_position_editor_new ();
  GtkWidget *window;

  g_assert_no_error (error);
  window = window_with (editor);
  gk_position_editor_load_table (GK_POSITION_EDITOR (editor), table);
  gk_ui_test_spin (200);
  assert_scrolls_change_nothing (editor, "position editor");
  assert_focused_follows_wheel (editor);
  assert_typed_refused (editor);
  gk_ui_test_finalize_window (window);
}

static void
test_sheet_setup (void)
{
  GtkWidget *page = gk_sheet_page_new ();
  GtkWidget *window = window_with (page);

  gk_sheet_page_set_game (GK_SHEET_PAGE (page), "7-wonders");
  gk_ui_test_spin (50);
  assert_scrolls_change_nothing (page, "score sheet, players");
  assert_focused_follows_wheel (page);
  assert_typed_refused (page);

  /* Next does not go on past a refused count. */
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();
    GtkWidget *spin;

    collect_spins (page, spins);
    spin = g_ptr_array_index (spins, 0);
    gtk_editable_set_text (GTK_EDITABLE (spin), "12");
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
    gtk_widget_activate_action (page, "sheet.next", NULL);
    g_assert_cmpstr (_gk_sheet_page_get_message (GK_SHEET_PAGE (page)), ==,
                     "A whole number from 2 to 7, not 12");
    g_assert_cmpstr (_gk_sheet_page_get_status (GK_SHEET_PAGE (page)), ==, "Step 2 of 3: Players");
  }
  gk_ui_test_finalize_window (window);
}

static void
test_tile_return (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  static const guint held[GK_MAX_PLAYERS] = { 3, 1, 2 };
  g_autoptr(GkTable) table = NULL;
  GtkWidget *dialog;

  table = gk_table_new (setup);
  dialog = GTK_WIDGET (gk_tile_return_dialog_new (NULL, table, held));
  gtk_window_present (GTK_WINDOW (dialog));
  gk_ui_test_spin (50);
  assert_scrolls_change_nothing (dialog, "tiles returned");
  gk_ui_test_finalize_window (dialog);
}

/* The play's start, on the score page of a finished game. */
static void
test_play_details (void)
{
  g_autofree char *source_path = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                         "short-2p.ginkgo", NULL);
  g_autofree char *target_path = g_build_filename (data_dir, "short-2p.ginkgo", NULL);
  g_autoptr(GFile) source = g_file_new_for_path (source_path);
  g_autoptr(GFile) file = g_file_new_for_path (target_path);
  g_autoptr(GError) error = NULL;
  GkWindow *window;

  gk_ui_test_clear_data ();
  g_mkdir_with_parents (data_dir, 0700);
  g_file_copy (source, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_wait_window (window);
  _gk_window_open_file_wait (window, file);
  gk_ui_test_wait_window (window);
  g_assert_cmpstr (gk_window_get_page (window), ==, "score");
  assert_scrolls_change_nothing (_gk_window_get_page_widget (window, "score"), "score page");
  gk_ui_test_finalize_window (window);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/number-fields/setup-characters", test_setup_characters);
  g_test_add_func ("/number-fields/position-editor", test_position_editor);
  g_test_add_func ("/number-fields/sheet-setup", test_sheet_setup);
  g_test_add_func ("/number-fields/tile-return", test_tile_return);
  g_test_add_func ("/number-fields/play-details", test_play_details);

  return g_test_run ();
}
