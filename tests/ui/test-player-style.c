/* test-player-style.c: the one drawing routine of the players' symbols:
 * each colour its fill and its own shape, white and black outlined so they
 * stand apart from the background, in light and dark mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-player-style.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"

#define SIDE   100
#define RADIUS 40.0
#define GREY   0x808080

/* Where a symbol of RADIUS centred in the square is filled, and where the
 * background shows, as fractions of RADIUS from the centre: points well
 * inside or outside each shape, so that no other shape passes them all. */
typedef struct
{
  double x, y;
} Point;

static const struct
{
  GkPlayerColour colour;
  const char    *text;
  Point          inside[3];
  Point          outside[3];
} shapes[] = {
  /* a disc */
  { GK_PLAYER_COLOUR_WHITE, "\u25CB",
    { { 0, 0 }, { 0.6, 0 }, { 0, -0.6 } },
    { { 0.7, 0.7 }, { -0.7, -0.7 }, { 0, -0.98 } } },
  /* a triangle, point up */
  { GK_PLAYER_COLOUR_ORANGE, "\u25B2",
    { { 0, 0 }, { 0, -0.5 }, { 0.5, 0.45 } },
    { { 0.6, -0.3 }, { -0.6, -0.3 }, { 0, 0.85 } } },
  /* a square */
  { GK_PLAYER_COLOUR_GREEN, "\u25A0",
    { { 0, 0 }, { 0.58, 0.58 }, { -0.58, -0.58 } },
    { { 0, 0.9 }, { 0.9, 0 }, { 0, -0.9 } } },
  /* a diamond */
  { GK_PLAYER_COLOUR_PURPLE, "\u25C6",
    { { 0, 0 }, { 0.75, 0 }, { 0, -0.75 } },
    { { 0.6, 0.6 }, { -0.6, -0.6 }, { 0.6, -0.6 } } },
  /* a five-pointed star */
  { GK_PLAYER_COLOUR_BLACK, "\u2605",
    { { 0, 0 }, { 0, -0.6 }, { 0.1, 0.1 } },
    { { 0.5, -0.65 }, { -0.5, -0.65 }, { 0, 0.75 } } },
};

/* The colour of pixel @x, @y of @surface as 0xRRGGBB. */
static guint32
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  guint32 *data = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;

  return data[(int) y * stride + (int) x] & 0xffffff;
}

static guint32
rgb_of (const GdkRGBA *rgba)
{
  return ((guint32) (rgba->red * 255 + 0.5) << 16) | ((guint32) (rgba->green * 255 + 0.5) << 8)
         | (guint32) (rgba->blue * 255 + 0.5);
}

/* @colour's symbol drawn on grey in the middle of a SIDE x SIDE surface. */
static cairo_surface_t *
draw (GkPlayerColour colour,
      gboolean       dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  gk_player_colour_draw_symbol (colour, cr, SIDE / 2.0, SIDE / 2.0, RADIUS, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_shapes (void)
{
  for (guint dark = 0; dark <= 1; dark++)
    for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
      {
        cairo_surface_t *surface = draw (shapes[i].colour, dark);
        GdkRGBA fill;

        gk_player_colour_get_rgba (shapes[i].colour, dark, &fill);
        for (guint p = 0; p < G_N_ELEMENTS (shapes[i].inside); p++)
          {
            const Point *in = &shapes[i].inside[p];
            const Point *out = &shapes[i].outside[p];

            if (pixel_at (surface, SIDE / 2.0 + in->x * RADIUS, SIDE / 2.0 + in->y * RADIUS)
                != rgb_of (&fill))
              g_error ("%s (dark %u): (%.2f, %.2f) is not filled",
                       gk_player_colour_get_name (shapes[i].colour), dark, in->x, in->y);
            if (pixel_at (surface, SIDE / 2.0 + out->x * RADIUS, SIDE / 2.0 + out->y * RADIUS)
                != GREY)
              g_error ("%s (dark %u): (%.2f, %.2f) is not background",
                       gk_player_colour_get_name (shapes[i].colour), dark, out->x, out->y);
          }
        cairo_surface_destroy (surface);
      }
}

/* In plain text, the same shapes, one each. */
static void
test_text_symbols (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      g_assert_cmpstr (gk_player_colour_get_symbol (shapes[i].colour), ==, shapes[i].text);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (gk_player_colour_get_symbol (shapes[j].colour), !=, shapes[i].text);
    }

  if (g_test_undefined ())
    {
      GdkRGBA rgba;

      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*colour < GK_N_PLAYER_COLOURS*");
      g_assert_cmpstr (gk_player_colour_get_symbol (GK_N_PLAYER_COLOURS), ==, "?");
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*rgba != NULL*");
      gk_player_colour_get_rgba (GK_PLAYER_COLOUR_WHITE, FALSE, NULL);
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*colour < GK_N_PLAYER_COLOURS*");
      gk_player_colour_get_outline_rgba (GK_N_PLAYER_COLOURS, FALSE, &rgba);
      g_test_assert_expected_messages ();
    }
}

/* White on a light page and black on a dark one would vanish: each has an
 * outline that stands apart from both its fill and that page. */
static void
test_outlines (void)
{
  static const struct
  {
    GkPlayerColour colour;
    gboolean       dark;
    double         page;
  } cases[] = {
    { GK_PLAYER_COLOUR_WHITE, FALSE, 1.0 },
    { GK_PLAYER_COLOUR_BLACK, TRUE, 0x24 / 255.0 },   /* libadwaita's dark window */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIDE, SIDE);
      cairo_t *cr = cairo_create (surface);
      int fill, page, apart = 0;

      cairo_set_source_rgb (cr, cases[i].page, cases[i].page, cases[i].page);
      cairo_paint (cr);
      gk_player_colour_draw_symbol (cases[i].colour, cr, SIDE / 2.0, SIDE / 2.0, RADIUS,
                                    cases[i].dark);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      /* From the centre up to the edge of the page: somewhere between the
       * fill and the page lies a line unlike either. */
      fill = pixel_at (surface, SIDE / 2.0, SIDE / 2.0) & 0xff;
      page = pixel_at (surface, SIDE / 2.0, 0) & 0xff;
      for (int y = SIDE / 2; y >= 0; y--)
        {
          int v = pixel_at (surface, SIDE / 2.0, y) & 0xff;

          apart = MAX (apart, MIN (ABS (v - fill), ABS (v - page)));
        }
      g_assert_cmpint (apart, >, 0x80);
      cairo_surface_destroy (surface);
    }
}

static GdkTexture *
render (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static guint32
texture_centre (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guint32 *data = g_new (guint32, (gsize) width * height);

  gdk_texture_download (texture, (guchar *) data, (gsize) width * 4);
  return data[(height / 2) * width + width / 2] & 0xffffff;
}

/* The symbol widget: named for screen readers and in its tooltip, drawn by
 * the same routine, and redrawn in the dark mode's shade when it changes. */
static void
test_symbol_widget (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *symbol = gk_player_symbol_new (GK_PLAYER_COLOUR_ORANGE, 32);
  GtkWidget *badge = gk_player_badge_new (GK_PLAYER_COLOUR_PURPLE, "Olga");
  g_autoptr(GdkTexture) light = NULL;
  g_autoptr(GdkTexture) dark = NULL;
  GtkWidget *label;
  GdkRGBA shade;

  gtk_box_append (GTK_BOX (box), symbol);
  gtk_box_append (GTK_BOX (box), badge);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);

  g_assert_cmpstr (gk_ui_get_tooltip (symbol), ==,
                   gk_player_colour_get_name (GK_PLAYER_COLOUR_ORANGE));
  /* The tooltip is given when GTK asks for it, and said as a description. */
  g_assert_true (gtk_widget_get_has_tooltip (symbol));
  {
    GtkTooltip *tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
    gboolean shown = FALSE;

    g_signal_emit_by_name (symbol, "query-tooltip", 4, 4, FALSE, tooltip, &shown);
    g_assert_true (shown);
    g_object_unref (tooltip);
  }
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (symbol),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       gk_player_colour_get_name (GK_PLAYER_COLOUR_ORANGE));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (symbol), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       gk_player_colour_get_name (GK_PLAYER_COLOUR_ORANGE));
  g_assert_cmpint (gtk_widget_get_width (symbol), ==, 32);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gk_ui_test_spin (50);
  g_assert_false (gk_player_style_is_dark (symbol));
  light = render (symbol);
  gk_player_colour_get_rgba (GK_PLAYER_COLOUR_ORANGE, FALSE, &shade);
  g_assert_cmphex (texture_centre (light), ==, rgb_of (&shade));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gk_ui_test_spin (50);
  g_assert_true (gk_player_style_is_dark (symbol));
  dark = render (symbol);
  gk_player_colour_get_rgba (GK_PLAYER_COLOUR_ORANGE, TRUE, &shade);
  g_assert_cmphex (texture_centre (dark), ==, rgb_of (&shade));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* The badge: the symbol, then the name. */
  g_assert_true (GTK_IS_DRAWING_AREA (gtk_widget_get_first_child (badge)));
  g_assert_cmpstr (gk_ui_get_tooltip (gtk_widget_get_first_child (badge)), ==,
                   gk_player_colour_get_name (GK_PLAYER_COLOUR_PURPLE));
  label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (badge));
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, "Olga");

  gk_ui_test_finalize_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/player-style/shapes", test_shapes);
  g_test_add_func ("/player-style/text-symbols", test_text_symbols);
  g_test_add_func ("/player-style/outlines", test_outlines);
  g_test_add_func ("/player-style/symbol-widget", test_symbol_widget);

  return g_test_run ();
}
