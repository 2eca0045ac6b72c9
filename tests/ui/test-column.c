/* test-column.c: GkColumn, a bin whose width does not depend on its height:
 * asked its width at a height, it gives its width alone; asked its height
 * at a width, the child's; a natural width set is kept whatever the words;
 * and it holds, expands and lets go as a bin; with :clip, every frame of it
 * is one clip of its bounds, whether its child is within them or not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-column.h"
#include "gk-ui-test-util.h"

#define TEXT "The draw pile runs out at draw 3 of 3. Add Blue 6, Blue 19, Red 9 " \
             "and Yellow 11 to the discard pile, then lift their build-site markers."

static GtkWidget *
wrapped_column (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (TEXT);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
test_width_alone (void)
{
  GtkWidget *column = g_object_ref_sink (gk_column_new ());
  GtkWidget *box = wrapped_column ();
  int min, nat, min_at, nat_at, box_min_at, box_nat_at, h, box_h;

  gk_column_set_child (GK_COLUMN (column), box);
  g_assert_true (gk_column_get_child (GK_COLUMN (column)) == box);
  g_assert_cmpint (gtk_widget_get_request_mode (column), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  /* The bare column, asked its width at a low height, searches for a wider
   * one: that is the search GkColumn spares. */
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, 20, &box_min_at, &box_nat_at, NULL, NULL);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, 20, &min_at, &nat_at, NULL, NULL);
  g_assert_cmpint (box_min_at, >, min);
  g_assert_cmpint (min_at, ==, min);
  g_assert_cmpint (nat_at, ==, nat);

  /* Heights are still asked for a width. */
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 120, &h, NULL, NULL, NULL);
  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, 120, &box_h, NULL, NULL, NULL);
  g_assert_cmpint (h, ==, box_h);
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 600, &h, NULL, NULL, NULL);
  g_assert_cmpint (h, <, box_h);

  g_object_add_weak_pointer (G_OBJECT (box), (gpointer *) &box);
  g_object_unref (column);
  g_assert_null (box);
}

/* With a natural width, the column asks for that beyond its minimum,
 * whatever its words. */
static void
test_natural_width (void)
{
  GtkWidget *column = g_object_ref_sink (gk_column_new ());
  GtkWidget *label = gtk_label_new ("short");
  int min, nat, first_min, first_nat;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gk_column_set_child (GK_COLUMN (column), label);
  g_assert_cmpint (gk_column_get_natural_width (GK_COLUMN (column)), ==, -1);
  gk_column_set_natural_width (GK_COLUMN (column), 300);
  g_assert_cmpint (gk_column_get_natural_width (GK_COLUMN (column)), ==, 300);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &first_min, &first_nat, NULL, NULL);
  g_assert_cmpint (first_nat, ==, 300);

  /* Longer words: the same width asked for. */
  gtk_label_set_text (GTK_LABEL (label), TEXT);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 300);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  g_assert_cmpint (nat, >, 300);

  /* Never less than the minimum; -1, the child's own again. */
  gk_column_set_natural_width (GK_COLUMN (column), 0);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, min);
  gk_column_set_natural_width (GK_COLUMN (column), -1);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, >, 300);

  /* The height likewise: asked for at any width, whatever the words. */
  gk_column_set_natural_height (GK_COLUMN (column), 150);
  g_assert_cmpint (gk_column_get_natural_height (GK_COLUMN (column)), ==, 150);
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 100, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, MAX (min, 150));
  gtk_label_set_text (GTK_LABEL (label), "short");
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 100, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 150);
  gk_column_set_natural_height (GK_COLUMN (column), -1);
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 100, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, <, 150);
  g_object_unref (column);
}

static void
test_allocate_and_expand (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *column = gk_column_new ();
  GtkWidget *box = wrapped_column ();
  GtkWidget *side = gtk_label_new ("side");

  g_assert_false (gtk_widget_compute_expand (column, GTK_ORIENTATION_HORIZONTAL));
  gtk_widget_set_hexpand (box, TRUE);
  gk_column_set_child (GK_COLUMN (column), box);
  g_assert_true (gtk_widget_compute_expand (column, GTK_ORIENTATION_HORIZONTAL));
  g_assert_false (gtk_widget_compute_expand (column, GTK_ORIENTATION_VERTICAL));

  gtk_box_append (GTK_BOX (row), column);
  gtk_box_append (GTK_BOX (row), side);
  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 300);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (300);

  /* The column takes what the side label leaves, and gives all of it to its child. */
  g_assert_cmpint (gtk_widget_get_width (column) + gtk_widget_get_width (side), ==,
                   gtk_widget_get_width (row));
  g_assert_cmpint (gtk_widget_get_width (box), ==, gtk_widget_get_width (column));
  g_assert_cmpint (gtk_widget_get_height (box), ==, gtk_widget_get_height (column));

  /* A child swapped out is let go. */
  g_object_add_weak_pointer (G_OBJECT (box), (gpointer *) &box);
  gk_column_set_child (GK_COLUMN (column), NULL);
  g_assert_null (box);
  g_assert_null (gtk_widget_get_first_child (column));
  gk_ui_test_finalize_window (window);
}

static GskRenderNode *
snapshot_column (GtkWidget *column)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (column)->snapshot (column, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* A child within the column and one beyond it (a toast sliding in) are
 * drawn under the same clip: GTK compares the two frames' nodes and
 * repaints what changed, where a clip that comes and goes makes it
 * repaint the whole column.  Without :clip, a child within is drawn as it
 * is. */
static void
test_clip (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *column = gk_column_new ();
  GtkWidget *label = gtk_label_new ("Bepa: Construction");
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;
  g_autoptr(GskRenderNode) within = NULL;
  g_autoptr(GskRenderNode) beyond = NULL;
  g_autoptr(GskRenderNode) unclipped = NULL;
  graphene_rect_t bounds;

  /* a shadow far below the label: drawn beyond the column, as a toast
   * sliding in is, its size unchanged */
  gtk_css_provider_load_from_data (css, ".beyond { box-shadow: 0 400px 0 0 black; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_assert_false (gk_column_get_clip (GK_COLUMN (column)));
  gk_column_set_child (GK_COLUMN (column), label);
  gk_column_set_clip (GK_COLUMN (column), TRUE);
  g_assert_true (gk_column_get_clip (GK_COLUMN (column)));
  gtk_window_set_child (GTK_WINDOW (window), column);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (column) != 300 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (column), ==, 300);
  g_assert_cmpint (gtk_widget_get_height (column), ==, 200);
  gk_ui_test_wait_frames (column);

  within = snapshot_column (column);
  g_assert_cmpint (gsk_render_node_get_node_type (within), ==, GSK_CLIP_NODE);
  g_assert_true (graphene_rect_equal (gsk_clip_node_get_clip (within),
                                      &GRAPHENE_RECT_INIT (0, 0, 300, 200)));

  gtk_widget_add_css_class (label, "beyond");
  gk_ui_test_wait_frames (column);
  beyond = snapshot_column (column);
  g_assert_cmpint (gsk_render_node_get_node_type (beyond), ==, GSK_CLIP_NODE);
  gsk_render_node_get_bounds (gsk_clip_node_get_child (beyond), &bounds);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, >, 400);
  g_assert_true (graphene_rect_equal (gsk_clip_node_get_clip (beyond),
                                      gsk_clip_node_get_clip (within)));

  /* without it, the child within is drawn as it is */
  gtk_widget_remove_css_class (label, "beyond");
  gk_column_set_clip (GK_COLUMN (column), FALSE);
  gk_ui_test_wait_frames (column);
  unclipped = snapshot_column (column);
  g_assert_cmpint (gsk_render_node_get_node_type (unclipped), !=, GSK_CLIP_NODE);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
  gk_ui_test_finalize_window (window);
}

static void
test_builder (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  GError *error = NULL;
  GObject *column;

  gtk_builder_add_from_string (builder,
                               "<interface><object class='GkColumn' id='column'>"
                               "<child><object class='GtkLabel' id='label'/></child>"
                               "</object></interface>", -1, &error);
  g_assert_no_error (error);
  column = gtk_builder_get_object (builder, "column");
  g_assert_true (GK_IS_COLUMN (column));
  g_assert_true (gk_column_get_child (GK_COLUMN (column))
                 == GTK_WIDGET (gtk_builder_get_object (builder, "label")));
  g_assert_cmpint (gtk_widget_get_request_mode (GTK_WIDGET (column)), ==,
                   GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  g_object_ref_sink (column);
  g_object_unref (column);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);
  g_type_ensure (GK_TYPE_COLUMN);

  g_test_add_func ("/column/width-alone", test_width_alone);
  g_test_add_func ("/column/natural-width", test_natural_width);
  g_test_add_func ("/column/allocate-and-expand", test_allocate_and_expand);
  g_test_add_func ("/column/clip", test_clip);
  g_test_add_func ("/column/builder", test_builder);
  return g_test_run ();
}
