/* test-tile-return-dialog.c: the first exhaustion of the tile reserve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-tile-return-dialog.h"
#include "gk-ui-test-util.h"

typedef struct
{
  GkTable            *table;
  GkTileReturnDialog *dialog;
  gint                response;
  guint               responses;
} Fixture;

static void
on_response (GkTileReturnDialog *dialog,
             gboolean            confirmed,
             Fixture            *f)
{
  f->response = confirmed;
  f->responses++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  static const guint held[GK_MAX_PLAYERS] = { 3, 0, 2 };

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  f->table = gk_table_new (setup);
  f->dialog = gk_tile_return_dialog_new (NULL, f->table, held);
  g_object_ref (f->dialog);
  f->response = -1;
  g_signal_connect (f->dialog, "response", G_CALLBACK (on_response), f);
  gtk_window_present (GTK_WINDOW (f->dialog));
  gk_ui_test_spin (50);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->dialog));
  gk_ui_test_spin (50);
  g_assert_finalize_object (f->dialog);
  gk_table_free (f->table);
}

/* The spin buttons still to pass before the one wanted. */
static gboolean
is_nth_spin (GtkWidget *widget,
             gpointer   data)
{
  guint *nth = data;

  if (!GTK_IS_SPIN_BUTTON (widget))
    return FALSE;
  if (*nth == 0)
    return TRUE;
  (*nth)--;
  return FALSE;
}

/* A button labelled @label. */
static gboolean
is_labelled_button (GtkWidget *widget,
                    gpointer   label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  return gk_ui_test_find_match (root, is_labelled_button, (gpointer) label);
}

static GtkSpinButton *
spin (Fixture *f,
      guint    player)
{
  guint nth = player;

  return GTK_SPIN_BUTTON (gk_ui_test_find_match (GTK_WIDGET (f->dialog), is_nth_spin, &nth));
}

/* One row per player, each limited to the tiles behind their screen; the
 * points follow the counts, and the move gets them. */
static void
test_counts (Fixture       *f,
             gconstpointer  data)
{
  GkMove move = { 0, };
  double min, max;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->dialog)), ==,
                   "The Tile Reserve Is Empty");
  gtk_spin_button_get_range (spin (f, 0), &min, &max);
  g_assert_cmpfloat (max, ==, 3);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (spin (f, 1))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (spin (f, 2))));
  g_assert_cmpstr (gk_ui_test_return_points (f->dialog, 0), ==, "+0 points");

  gtk_spin_button_set_value (gk_ui_test_return_spin (f->dialog, 0), 5);   /* held to 3 */
  gtk_spin_button_set_value (spin (f, 2), 1);
  g_assert_cmpstr (gk_ui_test_return_points (f->dialog, 0), ==, "+3 points");
  g_assert_cmpstr (gk_ui_test_return_points (f->dialog, 2), ==, "+1 point");

  gk_tile_return_dialog_fill_move (f->dialog, &move);
  g_assert_true (move.has_returns);
  g_assert_cmpuint (move.returns[0], ==, 3);
  g_assert_cmpuint (move.returns[1], ==, 0);
  g_assert_cmpuint (move.returns[2], ==, 1);
}

/* The engine's refusal is shown in the dialog, and goes away. */
static void
test_error (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *label = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->dialog),
                                                    GK_TYPE_TILE_RETURN_DIALOG, "error_label");

  g_assert_false (gtk_widget_get_visible (label));
  gk_tile_return_dialog_set_error (f->dialog, "Anna has only 3 tiles behind the screen.");
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "Anna has only 3 tiles behind the screen.");
  gk_tile_return_dialog_set_error (f->dialog, NULL);
  g_assert_false (gtk_widget_get_visible (label));
}

/* Return confirms, the Back button, Escape and closing go back to the move. */
static void
test_responses (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *confirm = gtk_window_get_default_widget (GTK_WINDOW (f->dialog));
  GtkWidget *back = find_button (GTK_WIDGET (f->dialog), "_Back to the Move");

  g_assert_nonnull (confirm);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Return These Tiles");
  g_signal_emit_by_name (confirm, "clicked");
  g_assert_cmpuint (f->responses, ==, 1);
  g_assert_cmpint (f->response, ==, TRUE);

  g_assert_nonnull (back);
  g_signal_emit_by_name (back, "clicked");
  g_assert_cmpuint (f->responses, ==, 2);
  g_assert_cmpint (f->response, ==, FALSE);

  gtk_window_close (GTK_WINDOW (f->dialog));
  g_assert_cmpuint (f->responses, ==, 3);
  g_assert_cmpint (f->response, ==, FALSE);
  /* closing is a response: the window stays until the round entry lets go */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->dialog)));
}

/* A dialog over a window made @width wide (its frame included): the
 * window's width, the dialog's, the dialog's minimum, and where its two
 * buttons lie. */
static void
dialog_over (int       width,
             int      *parent_width,
             int      *dialog_width,
             int      *minimum,
             gboolean *stacked)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  static const guint held[GK_MAX_PLAYERS] = { 9, 8, 2 };
  GtkWidget *parent = adw_window_new ();
  GkTable *table;
  GkTileReturnDialog *dialog;
  GtkWidget *back, *confirm;
  graphene_point_t back_at, confirm_at;
  int natural;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  table = gk_table_new (setup);
  gtk_window_set_default_size (GTK_WINDOW (parent), width, 640);
  gtk_window_present (GTK_WINDOW (parent));
  gk_ui_test_wait_frames (parent);
  *parent_width = gtk_widget_get_width (parent);

  dialog = gk_tile_return_dialog_new (GTK_WINDOW (parent), table, held);
  gtk_window_present (GTK_WINDOW (dialog));
  gk_ui_test_wait_frames (GTK_WIDGET (dialog));
  *dialog_width = gtk_widget_get_width (GTK_WIDGET (dialog));
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, minimum, NULL, NULL,
                      NULL);

  /* Both buttons whole, side by side or one above the other. */
  confirm = gtk_window_get_default_widget (GTK_WINDOW (dialog));
  back = find_button (GTK_WIDGET (dialog), _("_Back to the Move"));
  g_assert_nonnull (back);
  for (GtkWidget *button = back; button != NULL; button = button == back ? confirm : NULL)
    {
      GtkAllocation given;

      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      gtk_widget_get_allocation (button, &given);
      g_assert_cmpint (given.width, >=, natural);
    }
  g_assert_true (gtk_widget_compute_point (back, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0),
                                           &back_at));
  g_assert_true (gtk_widget_compute_point (confirm, GTK_WIDGET (dialog),
                                           &GRAPHENE_POINT_INIT (0, 0), &confirm_at));
  *stacked = confirm_at.y > back_at.y;
  if (!*stacked)
    g_assert_cmpfloat (confirm_at.y, ==, back_at.y);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
  gk_ui_test_spin (50);
  gk_table_free (table);
}

/* Over a phone's window the dialog is as wide as the window, its buttons
 * one above the other; over a laptop's, as wide as it was made, its
 * buttons side by side. */
static void
test_narrow (void)
{
  int parent_width, width, minimum;
  gboolean stacked;

  dialog_over (360, &parent_width, &width, &minimum, &stacked);
  g_assert_cmpint (parent_width, <=, 360);
  g_assert_cmpint (minimum, <=, parent_width);
  g_assert_cmpint (width, <=, parent_width);
  g_assert_true (stacked);

  dialog_over (1366, &parent_width, &width, &minimum, &stacked);
  g_assert_cmpint (width, >, 360);
  g_assert_false (stacked);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/tile-return-dialog/counts", Fixture, NULL, fixture_set_up, test_counts,
              fixture_tear_down);
  g_test_add ("/tile-return-dialog/error", Fixture, NULL, fixture_set_up, test_error,
              fixture_tear_down);
  g_test_add ("/tile-return-dialog/responses", Fixture, NULL, fixture_set_up, test_responses,
              fixture_tear_down);
  g_test_add_func ("/tile-return-dialog/narrow", test_narrow);
  return g_test_run ();
}
