/* test-open-rules-window.c: "Why This Score?" lists what the core says the
 * app decides and assumes, every entry once, in its groups; the score page
 * and the main menu open it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-core.h"
#include "gk-open-rules-window.h"
#include "gk-score-page.h"
#include "gk-ui-test-util.h"

/* Every widget of @type in @widget's tree, in order. */
static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static void
test_entries (void)
{
  GtkWidget *window = gk_open_rules_window_new (NULL);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();

  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);
  collect (window, GTK_TYPE_LIST_BOX_ROW, rows);
  collect (window, ADW_TYPE_PREFERENCES_GROUP, groups);

  /* the nine decisions of rules.md 9 and 10, then what is assumed */
  g_assert_cmpuint (gk_open_rules_get_n_decisions (), ==, 9);
  g_assert_cmpuint (rows->len, ==, gk_open_rules_get_n ());
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *box = gtk_list_box_row_get_child (g_ptr_array_index (rows, i));
      GtkWidget *title = gtk_widget_get_first_child (box);
      GtkWidget *text = gtk_widget_get_next_sibling (title);

      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (title)), ==, gk_open_rules_get_title (i));
      /* the whole text, never cut */
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (text)), ==, gk_open_rules_get_text (i));
      g_assert_true (gtk_label_get_wrap (GTK_LABEL (text)));
      g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (text)), ==, PANGO_ELLIPSIZE_NONE);
    }
  /* a group per kind of entry */
  g_assert_cmpuint (groups->len, ==, GK_N_OPEN_RULE_GROUPS);
  for (guint g = 0; g < GK_N_OPEN_RULE_GROUPS; g++)
    g_assert_cmpstr (adw_preferences_group_get_title (g_ptr_array_index (groups, g)), ==,
                     gk_open_rules_group_title ((GkOpenRuleGroup) g));
  g_assert_cmpstr (gk_open_rules_get_title (8), ==, "What HAL pays");
  g_assert_nonnull (strstr (gk_open_rules_get_text (8), "nothing for a colour change"));

  gk_ui_test_finalize_window (window);
}

/* A button that activates @action. */
static gboolean
is_action_button (GtkWidget *widget,
                  gpointer   action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The score page opens it (the main menu too: test-window.c). */
static void
test_reachable (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = gk_score_page_new ();
  GtkWidget *button;

  gtk_window_set_child (GTK_WINDOW (window), page);
  button = gk_ui_test_find_match (page, is_action_button, (gpointer) "win.show-open-rules");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Why This Sco_re?");

  gk_ui_test_finalize_window (window);
}

/* Over a phone's window, held upright or on its side, the window is no
 * larger than it; over a laptop's, as large as it was made. */
static void
test_narrow (void)
{
  static const int sizes[][2] = { { 360, 640 }, { 640, 360 }, { 1366, 768 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *parent = adw_window_new ();
      GtkWidget *window;
      int minimum;

      gtk_window_set_default_size (GTK_WINDOW (parent), sizes[i][0], sizes[i][1]);
      gtk_window_present (GTK_WINDOW (parent));
      gk_ui_test_wait_frames (parent);
      window = gk_open_rules_window_new (GTK_WINDOW (parent));
      gtk_window_present (GTK_WINDOW (window));
      gk_ui_test_wait_frames (window);

      gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, gtk_widget_get_width (parent));
      g_assert_cmpint (gtk_widget_get_width (window), <=, gtk_widget_get_width (parent));
      g_assert_cmpint (gtk_widget_get_height (window), <=, gtk_widget_get_height (parent));
      if (sizes[i][0] > 600)
        g_assert_cmpint (gtk_widget_get_width (window), >, 360);

      gtk_window_destroy (GTK_WINDOW (window));
      gtk_window_destroy (GTK_WINDOW (parent));
      gk_ui_test_spin (50);
    }
}

int
main (int    argc,
      char **argv)
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/open-rules-window/entries", test_entries);
  g_test_add_func ("/open-rules-window/reachable", test_reachable);
  g_test_add_func ("/open-rules-window/narrow", test_narrow);

  return g_test_run ();
}
