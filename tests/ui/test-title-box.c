/* test-title-box.c: GkTitleBox, a row's title and subtitle one above the
 * other: asked its width at a height, it gives its width alone, without
 * asking its children their heights at any width; asked its height at a
 * width, it answers as a vertical GtkBox of the same children does, and
 * places them where that box does; a row's theme rules reach it as they
 * reach a GtkBox
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-title-box.h"
#include "gk-ui-test-util.h"

#define TITLE "Score a Finished Table"
#define SUBTITLE "Enter the city and the players’ cards as they lie, without a record of the game"

/* ---- a child that counts the heights it is asked for ---- */

/* A text of 400 pixels on one line 20 pixels high, wrapped to any width of
 * 10 or more, as a label wraps its words. */
#define PROBE_LINE 400
#define PROBE_HEIGHT 20

#define PROBE_TYPE (probe_get_type ())
G_DECLARE_FINAL_TYPE (Probe, probe, PROBE, WIDGET, GtkWidget)

struct _Probe
{
  GtkWidget parent_instance;
  guint     heights_asked;    /* heights measured for a width */
};

G_DEFINE_FINAL_TYPE (Probe, probe, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
probe_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
probe_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  Probe *self = PROBE_WIDGET (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 10;
      *natural = PROBE_LINE;
      return;
    }
  if (for_size >= 0)
    self->heights_asked++;
  for_size = for_size < 0 ? PROBE_LINE : MAX (for_size, 10);
  *minimum = *natural = PROBE_HEIGHT * ((PROBE_LINE + for_size - 1) / for_size);
}

static void
probe_class_init (ProbeClass *klass)
{
  GTK_WIDGET_CLASS (klass)->get_request_mode = probe_get_request_mode;
  GTK_WIDGET_CLASS (klass)->measure = probe_measure;
}

static void
probe_init (Probe *self)
{
}

/* ---- the tests ---- */

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* The box and a vertical GtkBox, each holding a title and a subtitle. */
static void
two_boxes (GtkWidget **title_box,
           GtkWidget **gtk_box)
{
  *title_box = gk_title_box_new ();
  gk_title_box_append (GK_TITLE_BOX (*title_box), wrapped_label (TITLE));
  gk_title_box_append (GK_TITLE_BOX (*title_box), wrapped_label (SUBTITLE));
  *gtk_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (*gtk_box), wrapped_label (TITLE));
  gtk_box_append (GTK_BOX (*gtk_box), wrapped_label (SUBTITLE));
}

static void
test_width_alone (void)
{
  GtkWidget *title_box, *gtk_box;
  int min, nat, min_at, nat_at, box_min, box_nat, box_min_at, h, box_h;

  two_boxes (&title_box, &gtk_box);
  g_object_ref_sink (title_box);
  g_object_ref_sink (gtk_box);
  g_assert_cmpint (gtk_widget_get_request_mode (title_box), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  /* A vertical GtkBox asked its width at the height of one line a label
   * searches for the width that puts each label on one line: that is the
   * search the title box spares. */
  gtk_widget_measure (gtk_box, GTK_ORIENTATION_HORIZONTAL, -1, &box_min, &box_nat, NULL, NULL);
  gtk_widget_measure (gtk_box, GTK_ORIENTATION_VERTICAL, -1, &h, NULL, NULL, NULL);
  gtk_widget_measure (gtk_box, GTK_ORIENTATION_HORIZONTAL, h, &box_min_at, NULL, NULL, NULL);
  g_assert_cmpint (box_min_at, >, box_min);

  gtk_widget_measure (title_box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (title_box, GTK_ORIENTATION_HORIZONTAL, h, &min_at, &nat_at, NULL, NULL);
  g_assert_cmpint (min, ==, box_min);
  g_assert_cmpint (nat, ==, box_nat);
  g_assert_cmpint (min_at, ==, min);
  g_assert_cmpint (nat_at, ==, nat);

  /* Heights are asked for a width, and are a GtkBox's. */
  for (int width = 40; width <= 640; width += 75)
    {
      gtk_widget_measure (title_box, GTK_ORIENTATION_VERTICAL, width, &h, NULL, NULL, NULL);
      gtk_widget_measure (gtk_box, GTK_ORIENTATION_VERTICAL, width, &box_h, NULL, NULL, NULL);
      g_assert_cmpint (h, ==, box_h);
    }
  g_assert_finalize_object (title_box);
  g_assert_finalize_object (gtk_box);
}

/* Asked its width at a height, the box asks no child a height: no label
 * shapes its words at widths tried one after the other. */
static void
test_no_search (void)
{
  GtkWidget *title_box = g_object_ref_sink (gk_title_box_new ());
  GtkWidget *probes[2] = { g_object_new (PROBE_TYPE, NULL), g_object_new (PROBE_TYPE, NULL) };
  int min, nat;

  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    gk_title_box_append (GK_TITLE_BOX (title_box), probes[i]);
  gtk_widget_measure (title_box, GTK_ORIENTATION_HORIZONTAL, 2 * PROBE_HEIGHT, &min, &nat, NULL,
                      NULL);
  g_assert_cmpint (min, ==, 10);
  g_assert_cmpint (nat, ==, PROBE_LINE);
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    g_assert_cmpuint (PROBE_WIDGET (probes[i])->heights_asked, ==, 0);

  /* A height for a width asks each child once. */
  gtk_widget_measure (title_box, GTK_ORIENTATION_VERTICAL, PROBE_LINE / 2, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 2 * 2 * PROBE_HEIGHT);
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    g_assert_cmpuint (PROBE_WIDGET (probes[i])->heights_asked, ==, 1);
  g_assert_finalize_object (title_box);
}

/* In a row of a boxed list, as AdwActionRow's title box: the theme's
 * spacing and margins for a row's box.title, the children where a GtkBox
 * with the same node puts them. */
static void
test_in_a_row (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *title_box, *gtk_box;
  GtkWidget *boxes[2];
  int heights[2];

  two_boxes (&title_box, &gtk_box);
  boxes[0] = title_box;
  boxes[1] = gtk_box;
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (header, "header");
      gtk_widget_add_css_class (boxes[i], "title");
      gtk_widget_set_hexpand (boxes[i], TRUE);
      gtk_widget_set_valign (boxes[i], GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (header), boxes[i]);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), header);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  g_assert_cmpstr (gtk_widget_get_css_name (title_box), ==, "box");
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (300);

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      GtkWidget *subtitle = gtk_widget_get_last_child (boxes[i]);
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (subtitle, boxes[i], &bounds));
      heights[i] = gtk_widget_get_height (boxes[i]);
      /* The theme's margins and spacing (AdwActionRow's) reach the box. */
      g_assert_cmpint (gtk_widget_get_height (gtk_widget_get_parent (boxes[i])), ==,
                       heights[i] + 12);
      g_assert_cmpfloat (bounds.origin.y, ==,
                         gtk_widget_get_height (gtk_widget_get_first_child (boxes[i])) + 3);
      g_assert_cmpint (gtk_widget_get_width (subtitle), ==, gtk_widget_get_width (boxes[i]));
    }
  g_assert_cmpint (heights[0], ==, heights[1]);
  g_assert_cmpint (gtk_widget_get_width (boxes[0]), ==, gtk_widget_get_width (boxes[1]));
  gk_ui_test_finalize_window (window);
}

static void
test_builder (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  GError *error = NULL;
  GObject *title_box;
  GtkWidget *first;

  gtk_builder_add_from_string (builder,
                               "<interface><object class='GkTitleBox' id='box'>"
                               "<child><object class='GtkLabel' id='title'/></child>"
                               "<child><object class='GtkLabel' id='subtitle'/></child>"
                               "</object></interface>", -1, &error);
  g_assert_no_error (error);
  title_box = gtk_builder_get_object (builder, "box");
  g_assert_true (GK_IS_TITLE_BOX (title_box));
  first = gtk_widget_get_first_child (GTK_WIDGET (title_box));
  g_assert_true (first == GTK_WIDGET (gtk_builder_get_object (builder, "title")));
  g_assert_true (gtk_widget_get_next_sibling (first)
                 == GTK_WIDGET (gtk_builder_get_object (builder, "subtitle")));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (title_box), "vertical"));

  /* Its children go with it. */
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  g_object_ref_sink (title_box);
  g_clear_object (&builder);
  g_assert_finalize_object (title_box);
  g_assert_null (first);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);
  g_type_ensure (GK_TYPE_TITLE_BOX);

  g_test_add_func ("/title-box/width-alone", test_width_alone);
  g_test_add_func ("/title-box/no-search", test_no_search);
  g_test_add_func ("/title-box/in-a-row", test_in_a_row);
  g_test_add_func ("/title-box/builder", test_builder);
  return g_test_run ();
}
