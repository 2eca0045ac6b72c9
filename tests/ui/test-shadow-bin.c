/* test-shadow-bin.c: a card in a GkShadowBin looks as the same card
 * without one, pixel for pixel (its shadows light and dark, ones another
 * theme or a style class changes while it is shown, none, a card too small for the bin's
 * pieces, and shadows a style sheet over the app's gives the card itself),
 * and GTK draws none of its shadows itself: the bin draws them from
 * pictures, with no blurred shadow left to draw at each frame (with GTK's
 * cairo renderer; GL caches the shadows itself).  Run with the renderer
 * GTK chooses, with cairo, and with cairo on a screen of scale 2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-shadow-bin.h"
#include "gk-ui-test-util.h"

/* Each card in a cell of its own, with room around it for its shadows. */
#define MARGIN 40

/* Shadows of the test's own: as a theme's over libadwaita's, and over the
 * app's style sheet. */
static const char theme_css[] =
  ".test-glow { box-shadow: 0 3px 10px 4px alpha(@accent_color, 0.6), 0 0 0 2px red; }\n";
static const char user_css[] =
  ".test-own { box-shadow: 0 2px 8px 2px blue; }\n";

typedef struct
{
  GtkWidget *window;
  GtkWidget *row;     /* the two cells */
  GtkWidget *plain;   /* a card as libadwaita draws it */
  GtkWidget *bin;     /* the same card in a shadow bin */
  GtkWidget *card;    /* the bin's child */
} Fixture;

static GtkWidget *
card_of_size (int width,
              int height)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_size_request (card, width, height);
  gtk_box_append (GTK_BOX (card), gtk_label_new ("Anna"));
  return card;
}

static GtkWidget *
cell (GtkWidget *child)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_set_margin_start (child, MARGIN);
  gtk_widget_set_margin_end (child, MARGIN);
  gtk_widget_set_margin_top (child, MARGIN);
  gtk_widget_set_margin_bottom (child, MARGIN);
  gtk_widget_set_halign (child, GTK_ALIGN_START);
  gtk_widget_set_valign (child, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (cell), child);
  return cell;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const int *size = data;
  static GdkDisplay *styled;

  if (styled != gdk_display_get_default ())
    {
      g_autoptr(GtkCssProvider) app = gtk_css_provider_new ();
      g_autoptr(GtkCssProvider) theme = gtk_css_provider_new ();
      g_autoptr(GtkCssProvider) user = gtk_css_provider_new ();

      styled = gdk_display_get_default ();
      /* The app's style sheet, as its windows have it. */
      gtk_css_provider_load_from_resource (app,
                                           "/io/github/ginkgocompanion/GinkgoCompanion/ui/style.css");
      gtk_style_context_add_provider_for_display (styled, GTK_STYLE_PROVIDER (app),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      gtk_css_provider_load_from_data (theme, theme_css, -1);
      gtk_style_context_add_provider_for_display (styled, GTK_STYLE_PROVIDER (theme),
                                                  GTK_STYLE_PROVIDER_PRIORITY_THEME + 1);
      gtk_css_provider_load_from_data (user, user_css, -1);
      gtk_style_context_add_provider_for_display (styled, GTK_STYLE_PROVIDER (user),
                                                  GTK_STYLE_PROVIDER_PRIORITY_USER);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);

  f->plain = card_of_size (size[0], size[1]);
  f->card = card_of_size (size[0], size[1]);
  f->bin = gk_shadow_bin_new ();
  gk_shadow_bin_set_child (GK_SHADOW_BIN (f->bin), f->card);
  f->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (f->row), TRUE);
  gtk_box_append (GTK_BOX (f->row), cell (f->plain));
  gtk_box_append (GTK_BOX (f->row), cell (f->bin));
  f->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (f->window), f->row);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_wait_frames (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
count_nodes (GskRenderNode *node,
             guint         *outset,
             guint         *textures)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_nodes (gsk_container_node_get_child (node, i), outset, textures);
      break;
    case GSK_TRANSFORM_NODE:
      count_nodes (gsk_transform_node_get_child (node), outset, textures);
      break;
    case GSK_DEBUG_NODE:
      count_nodes (gsk_debug_node_get_child (node), outset, textures);
      break;
    case GSK_CLIP_NODE:
      count_nodes (gsk_clip_node_get_child (node), outset, textures);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      count_nodes (gsk_rounded_clip_node_get_child (node), outset, textures);
      break;
    case GSK_OPACITY_NODE:
      count_nodes (gsk_opacity_node_get_child (node), outset, textures);
      break;
    case GSK_OUTSET_SHADOW_NODE:
      (*outset)++;
      break;
    case GSK_TEXTURE_NODE:
      (*textures)++;
      break;
    default:
      break;
    }
}

/* The shadows and pictures @widget draws, its children's included. */
static void
drawn_by (GtkWidget *widget,
          guint     *outset,
          guint     *textures)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  *outset = *textures = 0;
  gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    count_nodes (node, outset, textures);
}

/* Whether the bin draws its shadows from pictures: with GTK's cairo
 * renderer (GSK_RENDERER). */
static gboolean
with_pictures (Fixture *f)
{
  return GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (gtk_widget_get_native (f->row)));
}

/* The two cells pixel for pixel, each channel within @tolerance; returns
 * how many of the plain card's cell's pixels are not clear (what was
 * compared beside the window's nothing). */
static guint
assert_cells_alike (Fixture *f,
                    int      tolerance)
{
  int width, height, half;
  g_autofree guint32 *pixels = NULL;
  guint drawn = 0;

  gk_ui_test_wait_frames (f->window);
  pixels = gk_ui_test_render (f->row, &width, &height);
  half = width / 2;
  g_assert_cmpint (half * 2, ==, width);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < half; x++)
      {
        guint32 a = pixels[y * width + x], b = pixels[y * width + x + half];

        if (a != 0)
          drawn++;
        for (int shift = 0; shift < 32; shift += 8)
          {
            int ca = (a >> shift) & 0xff, cb = (b >> shift) & 0xff;

            if (ABS (ca - cb) > tolerance)
              g_error ("at %d,%d the plain card is %08x, the bin's %08x", x, y, a, b);
          }
      }
  return drawn;
}

/* Pixels of the plain card's cell outside the card itself: its shadow. */
static guint
shadow_pixels (Fixture *f)
{
  int width, height, scale = gtk_widget_get_scale_factor (f->row);
  g_autofree guint32 *pixels = gk_ui_test_render (f->row, &width, &height);
  graphene_rect_t box = gk_ui_test_bounds_in (f->plain, f->row);
  guint n = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width / 2; x++)
      if (!graphene_rect_contains_point (&box, &GRAPHENE_POINT_INIT ((x + 0.5f) / scale,
                                                                      (y + 0.5f) / scale))
          && pixels[y * width + x] != 0)
        n++;
  return n;
}

static void
test_same_look (Fixture       *f,
                gconstpointer  data)
{
  guint outset, textures;

  g_test_message ("renderer %s, scale %d",
                  G_OBJECT_TYPE_NAME (gtk_native_get_renderer (gtk_widget_get_native (f->row))),
                  gtk_widget_get_scale_factor (f->row));
  if (g_getenv ("GDK_SCALE") != NULL)
    g_assert_cmpint (gtk_widget_get_scale_factor (f->row), ==,
                     g_ascii_strtoll (g_getenv ("GDK_SCALE"), NULL, 10));
  g_assert_true (gtk_widget_has_css_class (f->card, "gk-cached-shadow"));
  g_assert_cmpuint (shadow_pixels (f), >, 1000);
  g_assert_cmpuint (assert_cells_alike (f, 2), >, 0);
  /* libadwaita's three shadows drawn by GTK beside the plain card; with
   * cairo, none beside the bin's, drawn from its eight pieces instead;
   * with GL, the three, which GTK caches. */
  drawn_by (f->plain, &outset, &textures);
  g_assert_cmpuint (outset, ==, 3);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (outset, ==, with_pictures (f) ? 0 : 3);
  g_assert_cmpuint (textures, ==, with_pictures (f) ? 8 : 0);

  /* Dark: libadwaita's dark style. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  assert_cells_alike (f, 2);
}

/* Another theme while the cards are shown: the pieces made again. */
static void
test_theme_changes (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GtkCssProvider) theme = gtk_css_provider_new ();
  guint before = shadow_pixels (f);

  gtk_css_provider_load_from_data (theme, ".card { box-shadow: 0 4px 12px 3px alpha(green, 0.5); }",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (theme),
                                              GTK_STYLE_PROVIDER_PRIORITY_THEME + 2);
  assert_cells_alike (f, 2);
  g_assert_cmpuint (shadow_pixels (f), >, before);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (theme));
  assert_cells_alike (f, 2);
  g_assert_cmpuint (shadow_pixels (f), ==, before);
}

/* A class on the card that changes its shadows, added while it is shown. */
static void
test_style_changes (Fixture       *f,
                    gconstpointer  data)
{
  guint before = shadow_pixels (f), outset, textures;

  gtk_widget_add_css_class (f->plain, "test-glow");
  gtk_widget_add_css_class (f->card, "test-glow");
  assert_cells_alike (f, 2);
  g_assert_cmpuint (shadow_pixels (f), >, before);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (outset, ==, with_pictures (f) ? 0 : 2);

  /* Only an inner ring, from the app's style sheet (the acting player's
   * card): nothing under the card. */
  gtk_widget_remove_css_class (f->plain, "test-glow");
  gtk_widget_remove_css_class (f->card, "test-glow");
  for (int i = 0; i < 2; i++)
    {
      gtk_widget_add_css_class (i == 0 ? f->plain : f->card, "gk-player-card");
      gtk_widget_add_css_class (i == 0 ? f->plain : f->card, "gk-acting");
    }
  assert_cells_alike (f, 2);
  g_assert_cmpuint (shadow_pixels (f), ==, 0);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (outset + textures, ==, 0);

  gtk_widget_remove_css_class (f->plain, "gk-acting");
  gtk_widget_remove_css_class (f->card, "gk-acting");
  g_assert_cmpuint (assert_cells_alike (f, 2), >, 0);
  g_assert_cmpuint (shadow_pixels (f), ==, before);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (textures, ==, with_pictures (f) ? 8 : 0);
}

/* A style sheet over the app's gives the card shadows of its own: GTK
 * draws them with the card, and the bin none of its own over them. */
static void
test_own_shadows (Fixture       *f,
                  gconstpointer  data)
{
  guint outset, textures;

  gtk_widget_add_css_class (f->plain, "test-own");
  gtk_widget_add_css_class (f->card, "test-own");
  assert_cells_alike (f, 2);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (outset, ==, 1);
  g_assert_cmpuint (textures, ==, 0);
}

/* Smaller than the pieces: the shadows drawn whole, as GTK would. */
static void
test_small_card (Fixture       *f,
                 gconstpointer  data)
{
  guint outset, textures;

  g_assert_cmpuint (shadow_pixels (f), >, 0);
  assert_cells_alike (f, 2);
  drawn_by (f->bin, &outset, &textures);
  g_assert_cmpuint (outset, ==, 3);
  g_assert_cmpuint (textures, ==, 0);
}

/* Another child: the first loses the class, the second gets it. */
static void
test_child (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *first = g_object_ref (f->card);
  GtkWidget *second = card_of_size (200, 120);

  gk_shadow_bin_set_child (GK_SHADOW_BIN (f->bin), second);
  g_assert_false (gtk_widget_has_css_class (first, "gk-cached-shadow"));
  g_assert_null (gtk_widget_get_parent (first));
  g_assert_true (gtk_widget_has_css_class (second, "gk-cached-shadow"));
  g_assert_true (gk_shadow_bin_get_child (GK_SHADOW_BIN (f->bin)) == second);
  f->card = second;
  assert_cells_alike (f, 2);
  g_assert_finalize_object (first);
}

int
main (int   argc,
      char *argv[])
{
  static const int large[] = { 200, 120 };
  static const int small[] = { 30, 24 };

  gk_ui_test_init (&argc, &argv);

  g_test_add ("/shadow-bin/same-look", Fixture, large, fixture_set_up, test_same_look,
              fixture_tear_down);
  g_test_add ("/shadow-bin/theme-changes", Fixture, large, fixture_set_up, test_theme_changes,
              fixture_tear_down);
  g_test_add ("/shadow-bin/style-changes", Fixture, large, fixture_set_up, test_style_changes,
              fixture_tear_down);
  g_test_add ("/shadow-bin/own-shadows", Fixture, large, fixture_set_up, test_own_shadows,
              fixture_tear_down);
  g_test_add ("/shadow-bin/small-card", Fixture, small, fixture_set_up, test_small_card,
              fixture_tear_down);
  g_test_add ("/shadow-bin/child", Fixture, large, fixture_set_up, test_child,
              fixture_tear_down);

  return g_test_run ();
}
