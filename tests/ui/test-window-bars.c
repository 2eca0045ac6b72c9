/* test-window-bars.c: the bars a window shows under its header bar (a
 * save failed, another program changed the file, another process plays
 * the game) hold a phone-wide window: on a wide window the words and the
 * buttons lie side by side, on a narrow one the buttons go under the
 * words, and nothing of either is cut
 *
 * Run in the app's other languages too (LANGUAGE, GK_TEST_LOCALEDIR): the
 * buttons' words are the catalogues'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-fold-box.h"
#include "gk-ui-test-util.h"

#define BARS_UI "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-window-bars.ui"

static const char *const bars[][2] = {
  { "save_bar", "save_label" },
  { "conflict_bar", "conflict_label" },
  { "lock_bar", "lock_label" },
};

/* The buttons of the bar @box (the fold box that holds its words and its
 * buttons). */
static GPtrArray *
buttons_of (GtkWidget *fold)
{
  GPtrArray *buttons = g_ptr_array_new ();
  GtkWidget *box = gtk_widget_get_last_child (fold);

  for (GtkWidget *b = gtk_widget_get_first_child (box); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    if (GTK_IS_BUTTON (b))
      g_ptr_array_add (buttons, b);
  return buttons;
}

static void
test_narrow (gconstpointer data)
{
  guint which = GPOINTER_TO_UINT (data);
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bar, *label, *fold, *page;
  g_autoptr(GPtrArray) buttons = NULL;
  int min;

  g_type_ensure (GK_TYPE_FOLD_BOX);
  builder = gtk_builder_new_from_resource (BARS_UI);
  bar = GTK_WIDGET (gtk_builder_get_object (builder, bars[which][0]));
  label = GTK_WIDGET (gtk_builder_get_object (builder, bars[which][1]));
  fold = gtk_widget_get_ancestor (label, GK_TYPE_FOLD_BOX);
  g_assert_nonnull (fold);
  buttons = buttons_of (fold);
  g_assert_cmpuint (buttons->len, >=, 1);
  if (g_getenv ("GK_TEST_LOCALEDIR") != NULL)
    g_assert_cmpstr (gtk_button_get_label (buttons->pdata[0]), !=,
                     which == 0 ? "Try _Again" : which == 1 ? "Use Their Version" : "Open Again");

  /* A message as long as the window's, with a file name in one piece. */
  gtk_label_set_label (GTK_LABEL (label),
                       "Another program changed “a-table-of-five-played-on-a-long-evening."
                       "ginkgo”. Nothing was written over it: the moves made here since are "
                       "kept in this window.");
  gtk_info_bar_set_revealed (GTK_INFO_BAR (bar), TRUE);
  gtk_widget_set_visible (bar, TRUE);
  page = gtk_label_new ("page");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), page);
  gtk_window_set_child (GTK_WINDOW (window), box);
  /* The window holds the bar now, and the builder the others. */
  g_clear_object (&builder);

  /* No word, nor the buttons in a row, wider than a phone. */
  gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);

  for (int width = 360; width <= 1366; width += 1366 - 360)
    {
      graphene_rect_t text, window_bounds;

      gtk_window_set_default_size (GTK_WINDOW (window), width, 640);
      gtk_window_present (GTK_WINDOW (window));
      /* However long a busy machine takes to lay the window out again. */
      gk_ui_test_wait_until (gtk_widget_get_width (window) == width
                             && gk_fold_box_get_folded (GK_FOLD_BOX (fold)) == (width == 360));
      gk_ui_test_wait_frames (window);
      window_bounds = gk_ui_test_bounds_in (window, window);
      text = gk_ui_test_bounds_in (label, window);
      g_assert_true (graphene_rect_contains_rect (&window_bounds, &text));
      for (guint i = 0; i < buttons->len; i++)
        {
          GtkWidget *button = buttons->pdata[i];
          graphene_rect_t rect = gk_ui_test_bounds_in (button, window);
          int button_min;

          /* Whole: as wide as its words, and in the window. */
          gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &button_min, NULL, NULL,
                              NULL);
          g_assert_cmpfloat (rect.size.width, >=, button_min);
          g_assert_true (graphene_rect_contains_rect (&window_bounds, &rect));
          if (width == 360)
            /* Under the words, at their end. */
            g_assert_cmpfloat (rect.origin.y, >=, text.origin.y + text.size.height);
          else
            /* Beside the words, on one line with them. */
            g_assert_cmpfloat (rect.origin.x, >=, text.origin.x + text.size.width);
        }
    }
  gk_ui_test_finalize_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_data_func ("/window-bars/narrow/save", GUINT_TO_POINTER (0), test_narrow);
  g_test_add_data_func ("/window-bars/narrow/conflict", GUINT_TO_POINTER (1), test_narrow);
  g_test_add_data_func ("/window-bars/narrow/lock", GUINT_TO_POINTER (2), test_narrow);
  return g_test_run ();
}
