/* test-fold-box.c: GkFoldBox's :start-width and :end-width: side by side
 * the first or the last child is at least that wide, and the box folds
 * where it would be narrower; folded, the box asks no more than its widest
 * child's minimum; and given a height that holds its children one above
 * the other, it asks for no more width than that layout takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-fold-box.h"
#include "gk-ui-test-util.h"

/* A child @width pixels wide at the least, as wide as it is given. */
static GtkWidget *
block (int width)
{
  GtkWidget *child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_set_size_request (child, width, 40);
  return child;
}

/* A fold box of a 100-pixel child and a 150-pixel one, 10 apart, side by
 * side while their minimums fit. */
static GtkWidget *
two_blocks (int         end_width,
            GtkWidget **first,
            GtkWidget **last)
{
  GtkWidget *box = g_object_ref_sink (gk_fold_box_new ());

  g_object_set (box, "spacing", 10, "fold-threshold-policy", ADW_FOLD_THRESHOLD_POLICY_MINIMUM,
                "end-width", end_width, NULL);
  *first = block (100);
  *last = block (150);
  gtk_widget_set_parent (*first, box);
  gtk_widget_set_parent (*last, box);
  return box;
}

static gboolean
folded_at (GtkWidget *box,
           int        width)
{
  int height;

  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (box, &(GtkAllocation) { 0, 0, width, height }, -1);
  return gk_fold_box_get_folded (GK_FOLD_BOX (box));
}

/* As :end-width, for the first child. */
static void
test_start_width (void)
{
  GtkWidget *first, *last;
  GtkWidget *box = two_blocks (0, &first, &last);
  int min, nat;

  g_object_set (box, "start-width", 300, NULL);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 150);
  g_assert_true (folded_at (box, 459));
  g_assert_cmpint (gtk_widget_get_width (first), ==, 459);
  g_assert_false (folded_at (box, 460));
  g_assert_cmpint (gtk_widget_get_width (first), >=, 300);
  g_assert_cmpint (gtk_widget_get_width (last), >=, 150);

  /* With both, side by side where both fit. */
  g_object_set (box, "end-width", 200, NULL);
  g_assert_true (folded_at (box, 509));
  g_assert_false (folded_at (box, 510));
  g_assert_cmpint (gtk_widget_get_width (first), >=, 300);
  g_assert_cmpint (gtk_widget_get_width (last), >=, 200);
  g_object_unref (box);
}

static void
test_end_width (void)
{
  GtkWidget *first, *last;
  GtkWidget *box = two_blocks (300, &first, &last);
  int min, nat;

  /* Its minimum is the widest child's: the end width is not asked for
   * when the children can fold. */
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 150);
  g_assert_cmpint (nat, ==, 100 + 10 + 300);

  /* Both minimums fit at 260, but not the end width: folded, each child
   * the box's width. */
  g_assert_true (folded_at (box, 260));
  g_assert_true (folded_at (box, 409));
  g_assert_cmpint (gtk_widget_get_width (last), ==, 409);
  g_assert_cmpint (gtk_widget_get_width (first), ==, 409);
  /* Side by side from the first with the end width, the last child at
   * least that wide. */
  g_assert_false (folded_at (box, 410));
  g_assert_cmpint (gtk_widget_get_width (last), >=, 300);
  g_assert_cmpint (gtk_widget_get_width (first), >=, 100);
  g_assert_false (folded_at (box, 800));
  g_assert_cmpint (gtk_widget_get_width (last), >=, 300);
  g_object_unref (box);

  /* Without it, side by side as soon as the minimums fit. */
  box = two_blocks (0, &first, &last);
  g_assert_true (folded_at (box, 259));
  g_assert_false (folded_at (box, 260));
  g_assert_cmpint (gtk_widget_get_width (last), >=, 150);
  g_object_unref (box);
}

/* Asked its width for a height that holds its children one above the
 * other, the box asks for no more than that layout's width; for a
 * smaller height, for them side by side. */
static void
test_width_for_height (void)
{
  GtkWidget *first, *last;
  GtkWidget *box = two_blocks (0, &first, &last);
  int min, nat;

  g_object_set (box, "fold-threshold-policy", ADW_FOLD_THRESHOLD_POLICY_NATURAL, NULL);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 150);
  g_assert_cmpint (nat, ==, 260);
  /* Two 40-pixel blocks and the 10 between them. */
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, 90, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 150);
  g_assert_cmpint (nat, ==, 150);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, 89, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 260);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, 40, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 260);
  g_object_unref (box);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/fold-box/end-width", test_end_width);
  g_test_add_func ("/fold-box/start-width", test_start_width);
  g_test_add_func ("/fold-box/width-for-height", test_width_for_height);
  return g_test_run ();
}
