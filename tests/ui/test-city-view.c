/* test-city-view.c: the city widget: cells under the pointer, the keyboard,
 * what a screen reader hears, targets and a city that grows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <string.h>

#include <adwaita.h>

#include "gk-city-view.h"
#include "gk-ui-test-util.h"

/* The window's size: 5 by 5 cells of 100 pixels for the starting square and
 * its margin. */
#define SIDE 500

typedef struct
{
  GtkWidget  *window;
  GkCityView *view;
  GkTable    *table;
  guint       activations;
  int         activated_x;
  int         activated_y;
  guint       selection_changes;
} Fixture;

/* ---- tables ---- */

static void
add_building (GkTable *table,
              gint     x,
              gint     y,
              gint     owner,
              GkColour colour,
              guint    number,
              guint    height)
{
  g_autoptr(GError) error = NULL;
  GkTile tiles[8];

  /* covered levels use low numbers of the other colours: unique tiles */
  for (guint i = 0; i + 1 < height; i++)
    tiles[i] = gk_tile_make ((colour + 1 + i) % GK_N_COLOURS, 15 + i + (guint) (x + 2 * y + 10) % 3);
  tiles[height - 1] = gk_tile_make (colour, number);

  gk_table_position_add_building (table, x, y, owner, tiles, height, &error);
  g_assert_no_error (error);
}

/* The starting square, unowned: blue 1-3, red 1-3, yellow 1-3 row by row. */
static GkTable *
square_position (void)
{
  GkTable *table = gk_table_new_position (3);

  gk_table_position_set_player (table, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 0, 2, 0, 0);
  gk_table_position_set_player (table, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 0, 2, 0, 0);
  gk_table_position_set_player (table, 2, "Cili", GK_PLAYER_COLOUR_GREEN, 0, 2, 0, 0);
  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      add_building (table, x, y, GK_NO_PLAYER, (GkColour) y, (guint) x + 1, 1);

  return table;
}

/* A real game after one urbanization: Anna lays Red 9 on marker A's cell
 * (0, -1) and moves the marker to (0, -2), above the old edge. */
static GkTable *
game_after_urbanization (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GError) error = NULL;
  GkTable *table;
  GkMove move;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Cili");
  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;

  table = gk_table_new (setup);
  gk_move_init_action (&move, 0, gk_card_from_letter (0), gk_tile_make (GK_COLOUR_RED, 9));
  move.has_marker = TRUE;
  move.marker_x = 0;
  move.marker_y = -2;
  gk_table_apply (table, &move, NULL, &error);
  g_assert_no_error (error);

  return table;
}

/* ---- fixture ---- */

static void
on_activated (GkCityView *view,
              int         x,
              int         y,
              Fixture    *fixture)
{
  fixture->activations++;
  fixture->activated_x = x;
  fixture->activated_y = y;
}

static void
on_selection_changed (GkCityView *view,
                      Fixture    *fixture)
{
  fixture->selection_changes++;
}

static void
wait_for_allocation (Fixture *fixture,
                     int      width,
                     int      height)
{
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  while ((gtk_widget_get_width (GTK_WIDGET (fixture->view)) != width
          || gtk_widget_get_height (GTK_WIDGET (fixture->view)) != height)
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->view)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->view)), ==, height);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->table = square_position ();
  fixture->view = GK_CITY_VIEW (g_object_ref_sink (gk_city_view_new ()));
  gk_city_view_set_table (fixture->view, fixture->table);
  g_signal_connect (fixture->view, "cell-activated", G_CALLBACK (on_activated), fixture);
  g_signal_connect (fixture->view, "selection-changed", G_CALLBACK (on_selection_changed), fixture);

  fixture->window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (fixture->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), SIDE, SIDE);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->view));
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_allocation (fixture, SIDE, SIDE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_object_ref (fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_pointer (&fixture->table, gk_table_free);
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->view);
}

/* ---- helpers ---- */

static GtkGesture *
find_click_gesture (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        return GTK_GESTURE (controller);
    }

  g_assert_not_reached ();
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);
    }

  g_assert_not_reached ();
}

static void
assert_cell_at (Fixture *fixture,
                double   px,
                double   py,
                int      x,
                int      y)
{
  int cx, cy;

  g_assert_true (gk_city_view_get_cell_at (fixture->view, px, py, &cx, &cy));
  g_assert_cmpint (cx, ==, x);
  g_assert_cmpint (cy, ==, y);
}

static void
click (Fixture *fixture,
       double   px,
       double   py)
{
  GtkGesture *gesture = find_click_gesture (GTK_WIDGET (fixture->view));

  g_signal_emit_by_name (gesture, "pressed", 1, px, py);
  g_signal_emit_by_name (gesture, "released", 1, px, py);
}

/* Presses @keyval through the view's own key bindings. */
static void
press_key (Fixture *fixture,
           guint    keyval)
{
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), keyval, 0));
}

static void
assert_selected (Fixture *fixture,
                 int      x,
                 int      y)
{
  int sx, sy;

  g_assert_true (gk_city_view_get_selected (fixture->view, &sx, &sy));
  g_assert_cmpint (sx, ==, x);
  g_assert_cmpint (sy, ==, y);
}

/* Draws @widget as it is now, through its own snapshot function, with
 * cairo: the GL renderer keeps what it drew of a node by the node's
 * address, which a later node may take over once the first is freed. */
static GdkTexture *
render (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GError) error = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkTexture *texture;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  return texture;
}

/* The colour of pixel @x, @y as 0xAARRGGBB. */
static guint32
pixel (GdkTexture *texture,
       int         x,
       int         y)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guint32 *data = g_new (guint32, (gsize) width * height);

  gdk_texture_download (texture, (guchar *) data, (gsize) width * 4);
  return data[y * width + x];
}

/* The view keeps what does not change as a move is entered drawn from one
 * frame to the next: it must draw what a view given the same table and
 * draft afresh draws, pixel for pixel. */
static void
assert_drawn_as_fresh (Fixture       *fixture,
                       const GkTable *table,
                       GkMoveDraft   *draft)
{
  GtkWidget *window = gtk_window_new ();
  GkCityView *fresh = GK_CITY_VIEW (gk_city_view_new ());
  g_autoptr(GdkTexture) drawn = NULL;
  g_autoptr(GdkTexture) expected = NULL;
  /* at the view's size, zoom and pan */
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->view));
  g_autofree guchar *a = g_malloc ((gsize) width * height * 4);
  g_autofree guchar *b = g_malloc ((gsize) width * height * 4);
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;
  double pan_x, pan_y;
  int x, y;

  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (fresh));
  gk_city_view_set_table (fresh, table);
  gk_city_view_set_draft (fresh, draft);
  if (gk_city_view_get_selected (fixture->view, &x, &y))
    gk_city_view_select (fresh, x, y);
  else
    gk_city_view_unselect (fresh);
  gtk_window_present (GTK_WINDOW (window));
  while ((gtk_widget_get_width (GTK_WIDGET (fresh)) != width
          || gtk_widget_get_height (GTK_WIDGET (fresh)) != height)
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fresh)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fresh)), ==, height);
  gk_city_view_set_zoom (fresh, gk_city_view_get_zoom (fixture->view));
  gk_city_view_get_pan (fixture->view, &pan_x, &pan_y);
  gk_city_view_pan (fresh, pan_x, pan_y);

  drawn = render (GTK_WIDGET (fixture->view));
  expected = render (GTK_WIDGET (fresh));
  gdk_texture_download (drawn, a, (gsize) width * 4);
  gdk_texture_download (expected, b, (gsize) width * 4);
  {
    int minx = width, miny = height, maxx = -1, maxy = -1, differ = 0;

    for (int py = 0; py < height; py++)
      for (int px = 0; px < width; px++)
        if (memcmp (a + (py * width + px) * 4, b + (py * width + px) * 4, 4) != 0)
          {
            differ++;
            minx = MIN (minx, px);
            miny = MIN (miny, py);
            maxx = MAX (maxx, px);
            maxy = MAX (maxy, py);
          }
    if (differ > 0)
      g_test_message ("%d pixels differ, from %d,%d to %d,%d", differ, minx, miny, maxx, maxy);
    g_assert_cmpint (differ, ==, 0);
  }

  /* and points at the cells where the fresh one does */
  for (int py = 5; py < height; py += 10)
    for (int px = 5; px < width; px += 10)
      {
        int vx = 0, vy = 0, fx = 0, fy = 0;
        gboolean in_view = gk_city_view_get_cell_at (fixture->view, px, py, &vx, &vy);
        gboolean in_fresh = gk_city_view_get_cell_at (fresh, px, py, &fx, &fy);

        if (in_view != in_fresh || vx != fx || vy != fy)
          g_error ("at %d,%d the view points at %d,%d (%d), a fresh one at %d,%d (%d)",
                   px, py, vx, vy, in_view, fx, fy, in_fresh);
      }

  gk_city_view_set_draft (fresh, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- tests ---- */

/* 5 by 5 cells of 100 pixels: the square at 0..2 and a free ring at -1 and 3. */
static void
test_hit_testing (Fixture       *fixture,
                  gconstpointer  data)
{
  int x, y;

  g_assert_true (gk_city_view_get_cell_at (fixture->view, 150, 150, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);

  g_assert_true (gk_city_view_get_cell_at (fixture->view, 10, 10, &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, -1);

  g_assert_true (gk_city_view_get_cell_at (fixture->view, 499, 250, &x, &y));
  g_assert_cmpint (x, ==, 3);
  g_assert_cmpint (y, ==, 1);

  g_assert_true (gk_city_view_get_cell_at (fixture->view, 320, 480, &x, &y));
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 3);

  g_assert_false (gk_city_view_get_cell_at (fixture->view, -3, 250, &x, &y));
  g_assert_false (gk_city_view_get_cell_at (fixture->view, 250, 501, &x, &y));
}

static void
test_click (Fixture       *fixture,
            gconstpointer  data)
{
  g_assert_false (gk_city_view_get_selected (fixture->view, NULL, NULL));

  click (fixture, 350, 250);
  assert_selected (fixture, 2, 1);
  g_assert_cmpuint (fixture->selection_changes, ==, 1);
  g_assert_cmpuint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->activated_x, ==, 2);
  g_assert_cmpint (fixture->activated_y, ==, 1);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (fixture->view)));

  /* a press dragged to another cell selects but does not activate */
  g_signal_emit_by_name (find_click_gesture (GTK_WIDGET (fixture->view)), "pressed", 1, 150.0, 150.0);
  g_signal_emit_by_name (find_click_gesture (GTK_WIDGET (fixture->view)), "released", 1, 250.0, 150.0);
  assert_selected (fixture, 0, 0);
  g_assert_cmpuint (fixture->activations, ==, 1);
}

static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (fixture->view)));

  /* the first arrow picks the first building in reading order */
  press_key (fixture, GDK_KEY_Right);
  assert_selected (fixture, 0, 0);

  press_key (fixture, GDK_KEY_Right);
  assert_selected (fixture, 1, 0);
  press_key (fixture, GDK_KEY_Down);
  press_key (fixture, GDK_KEY_Down);
  assert_selected (fixture, 1, 2);
  press_key (fixture, GDK_KEY_Left);
  assert_selected (fixture, 0, 2);
  press_key (fixture, GDK_KEY_Up);
  assert_selected (fixture, 0, 1);

  /* the free ring is reachable, beyond it the selection stops */
  press_key (fixture, GDK_KEY_Left);
  press_key (fixture, GDK_KEY_Left);
  press_key (fixture, GDK_KEY_Left);
  assert_selected (fixture, -1, 1);

  g_assert_cmpuint (fixture->activations, ==, 0);
  press_key (fixture, GDK_KEY_Return);
  g_assert_cmpuint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->activated_x, ==, -1);
  g_assert_cmpint (fixture->activated_y, ==, 1);

  press_key (fixture, GDK_KEY_Right);
  press_key (fixture, GDK_KEY_space);
  g_assert_cmpuint (fixture->activations, ==, 2);
  g_assert_cmpint (fixture->activated_x, ==, 0);
  g_assert_cmpint (fixture->activated_y, ==, 1);
}

static void
test_accessible_text (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GkTable) game = game_after_urbanization ();
  g_autofree char *built = NULL, *start = NULL, *marker = NULL, *empty = NULL;
  g_autofree char *tall = NULL;

  gk_city_view_set_table (fixture->view, game);

  built = gk_city_view_get_cell_description (fixture->view, 0, -1);
  g_assert_cmpstr (built, ==, "Red 9, height 1, Anna, build site");
  start = gk_city_view_get_cell_description (fixture->view, 2, 1);
  g_assert_cmpstr (start, ==, "Red 3, height 1");
  marker = gk_city_view_get_cell_description (fixture->view, 0, -2);
  g_assert_cmpstr (marker, ==, "Empty cell, marker A");
  empty = gk_city_view_get_cell_description (fixture->view, -1, -2);
  g_assert_cmpstr (empty, ==, "Empty cell");

  /* the accessible name follows the selection */
  gk_city_view_select (fixture->view, 0, -1);
  gtk_test_accessible_assert_property (fixture->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Red 9, height 1, Anna, build site");
  gk_city_view_select (fixture->view, 0, -2);
  gtk_test_accessible_assert_property (fixture->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Empty cell, marker A");

  /* an owned building two levels high, in a position (no build sites) */
  add_building (fixture->table, 3, 1, 1, GK_COLOUR_RED, 10, 2);
  gk_city_view_set_table (fixture->view, fixture->table);
  tall = gk_city_view_get_cell_description (fixture->view, 3, 1);
  g_assert_cmpstr (tall, ==, "Red 10, height 2, Béla");
}

static void
test_targets (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GdkTexture) before = NULL, with = NULL, after = NULL;
  g_autofree char *marked = NULL, *plain = NULL;
  gint cell[] = { 3, 0, -1, 2 };

  g_array_append_vals (targets, cell, G_N_ELEMENTS (cell));

  before = render (GTK_WIDGET (fixture->view));
  gk_city_view_set_targets (fixture->view, targets);
  marked = gk_city_view_get_cell_description (fixture->view, 3, 0);
  g_assert_cmpstr (marked, ==, "Empty cell, a place for the marker");
  with = render (GTK_WIDGET (fixture->view));

  gk_city_view_set_targets (fixture->view, NULL);
  plain = gk_city_view_get_cell_description (fixture->view, 3, 0);
  g_assert_cmpstr (plain, ==, "Empty cell");
  after = render (GTK_WIDGET (fixture->view));

  /* the centre of cell (3, 0) is highlighted while it is a target, and the
   * centre of (-1, 2) too; a cell that never was a target is untouched */
  g_assert_cmphex (pixel (before, 450, 150), !=, pixel (with, 450, 150));
  g_assert_cmphex (pixel (before, 50, 350), !=, pixel (with, 50, 350));
  g_assert_cmphex (pixel (before, 450, 350), ==, pixel (with, 450, 350));
  g_assert_cmphex (pixel (before, 450, 150), ==, pixel (after, 450, 150));
}

static void
test_growth (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GkTable) game = game_after_urbanization ();
  int min_width, natural_width, min_height, natural_height, x, y;

  gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, &natural_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_VERTICAL, -1,
                      &min_height, &natural_height, NULL, NULL);

  /* a building to the left of the square: one more column on the left */
  add_building (fixture->table, -1, 1, 0, GK_COLOUR_YELLOW, 4, 1);
  gk_city_view_set_table (fixture->view, fixture->table);
  {
    int min2, natural2;

    gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_HORIZONTAL, -1,
                        &min2, &natural2, NULL, NULL);
    g_assert_cmpint (natural2, >, natural_width);
    /* at the least five cells of 36 pixels, however large the city: a
     * larger one pans in a phone's narrow view */
    g_assert_cmpint (min2, ==, min_width);
    g_assert_cmpint (min2, ==, 5 * 36);
  }
  /* 6 columns of 83 pixels, centred: the first column is -2 */
  g_assert_true (gk_city_view_get_cell_at (fixture->view, 5, 250, &x, &y));
  g_assert_cmpint (x, ==, -2);

  /* the urbanization at (0, -1) and marker A at (0, -2): rows -2 to 3 */
  gk_city_view_set_table (fixture->view, game);
  {
    int min2, natural2;

    gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_VERTICAL, -1,
                        &min2, &natural2, NULL, NULL);
    g_assert_cmpint (natural2, >, natural_height);
  }
  g_assert_true (gk_city_view_get_cell_at (fixture->view, 250, 5, &x, &y));
  g_assert_cmpint (y, ==, -2);
}

static void
test_selection_survives_and_clears (Fixture       *fixture,
                                    gconstpointer  data)
{
  gk_city_view_select (fixture->view, 1, 1);
  gk_city_view_set_table (fixture->view, fixture->table);
  assert_selected (fixture, 1, 1);

  gk_city_view_select (fixture->view, 3, 3);
  gk_city_view_set_table (fixture->view, NULL);
  g_assert_false (gk_city_view_get_selected (fixture->view, NULL, NULL));
  gtk_test_accessible_assert_property (fixture->view, GTK_ACCESSIBLE_PROPERTY_LABEL, "City");
}

/* ---- marker shifts (rules.md 9.7) ---- */

/* The centre of cell @x, @y in widget pixels, found through hit testing. */
static void
cell_centre (Fixture *fixture,
             int      x,
             int      y,
             double  *px,
             double  *py)
{
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->view));
  double sx = 0, sy = 0;
  guint n = 0;

  for (int j = 0; j < height; j += 4)
    for (int i = 0; i < width; i += 4)
      {
        int cx, cy;

        if (gk_city_view_get_cell_at (fixture->view, i, j, &cx, &cy) && cx == x && cy == y)
          {
            sx += i;
            sy += j;
            n++;
          }
      }
  g_assert_cmpuint (n, >, 0);
  *px = sx / n;
  *py = sy / n;
}

static void
click_cell (Fixture *fixture,
            int      x,
            int      y)
{
  double px, py;

  cell_centre (fixture, x, y, &px, &py);
  click (fixture, px, py);
}

/* The play page's routing: a cell chosen on the city is picked in the draft. */
static void
pick_in_draft (GkCityView  *view,
               int          x,
               int          y,
               GkMoveDraft *draft)
{
  gk_move_draft_pick_cell (draft, x, y);
}

static gboolean
description_says (Fixture    *fixture,
                  int         x,
                  int         y,
                  const char *words)
{
  g_autofree char *text = gk_city_view_get_cell_description (fixture->view, x, y);

  return strstr (text, words) != NULL;
}

/* The pixels of cell @x, @y: its bounds, found through the view's own
 * hit test. */
static void
cell_bounds (Fixture *fixture,
             int      x,
             int      y,
             int     *x0,
             int     *y0,
             int     *x1,
             int     *y1)
{
  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = -1;
  for (int py = 0; py < SIDE; py++)
    for (int px = 0; px < SIDE; px++)
      {
        int cx, cy;

        if (gk_city_view_get_cell_at (fixture->view, px, py, &cx, &cy) && cx == x && cy == y)
          {
            *x0 = MIN (*x0, px);
            *y0 = MIN (*y0, py);
            *x1 = MAX (*x1, px);
            *y1 = MAX (*y1, py);
          }
      }
  g_assert_cmpint (*x1, >, *x0);
}

/* A construction's new tile is an outline with its own number: the tile
 * it covers still shows as it is (no colour or number seen through), and
 * the new number sits on a chip of its own. */
static void
test_ghost_outline (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) with = NULL;
  const GkBuilding *building;
  const GkTable *table;
  int x0, y0, x1, y1, cx, cy;
  GkTile tile;

  /* Tiles, resources and points enough to build over a starting tile. */
  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    {
      setup->players[0].characters[c].points = GK_CHARACTER_MAX_POINTS;
      setup->players[0].characters[c].resources = GK_CHARACTER_MAX_RESOURCES;
    }
  game = gk_game_new (setup, NULL);
  g_assert_nonnull (game);
  table = gk_game_get_table (game);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, table);
  gk_city_view_set_draft (fixture->view, draft);
  wait_for_allocation (fixture, SIDE, SIDE);
  building = gk_table_find_top (table, gk_tile_make (GK_COLOUR_BLUE, 1));
  cell_bounds (fixture, building->x, building->y, &x0, &y0, &x1, &y1);
  /* The card alone (an exploit), then its tile: only the tile differs. */
  gk_move_draft_set_card (draft, gk_tile_make (GK_COLOUR_BLUE, 1));
  g_assert_false (gk_city_view_get_ghost (fixture->view, NULL, NULL, NULL));
  before = render (GTK_WIDGET (fixture->view));
  gk_move_draft_set_tile (draft, gk_tile_make (GK_COLOUR_RED, 9));
  g_assert_true (gk_city_view_get_ghost (fixture->view, &tile, &cx, &cy));
  g_assert_cmpint (cx, ==, building->x);
  g_assert_cmpint (cy, ==, building->y);
  with = render (GTK_WIDGET (fixture->view));
  {
    int a0, b0, a1, b1;

    /* The same cell, in the same place. */
    cell_bounds (fixture, building->x, building->y, &a0, &b0, &a1, &b1);
    g_assert_cmpint (a0, ==, x0);
    g_assert_cmpint (b1, ==, y1);
  }

  /* The middle of the covered tile, its number's place, is as it was. */
  for (int dy = -4; dy <= 4; dy++)
    for (int dx = -4; dx <= 4; dx++)
      g_assert_cmphex (pixel (before, (x0 + x1) / 2 + dx, (y0 + y1) / 2 + dy), ==,
                       pixel (with, (x0 + x1) / 2 + dx, (y0 + y1) / 2 + dy));
  /* The new number's chip, top left, is new. */
  g_assert_cmphex (pixel (before, x0 + (x1 - x0) / 8, y0 + (y1 - y0) / 8), !=,
                   pixel (with, x0 + (x1 - x0) / 8, y0 + (y1 - y0) / 8));
}

/* Clicks on the city reach the draft: the marker's cell, a marker picked
 * up and put down; the view draws the new tile, the marker and the shifted
 * marker at its new cell with its old one marked, and says so in words. */
static void
test_shifts (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  const GkTable *table;
  GArray *targets;
  gint ax, ay, bx, by, dx, dy, tx, ty, fx, fy, x, y;
  GkTile tile;

  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, NULL);
  g_assert_nonnull (game);
  table = gk_game_get_table (game);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, table);
  gk_city_view_set_draft (fixture->view, draft);
  g_signal_connect (fixture->view, "cell-activated", G_CALLBACK (pick_in_draft), draft);
  gk_table_get_marker (table, 0, &ax, &ay);
  gk_table_get_marker (table, 1, &bx, &by);
  gk_table_get_marker (table, 3, &dx, &dy);

  /* Urbanization A with Red 9: the tile ghosted on A's cell. */
  gk_move_draft_set_card (draft, gk_card_from_letter (0));
  gk_move_draft_set_tile (draft, gk_tile_make (GK_COLOUR_RED, 9));
  g_assert_true (gk_city_view_get_ghost (fixture->view, &tile, &x, &y));
  g_assert_cmpint (x, ==, ax);
  g_assert_cmpint (y, ==, ay);
  g_assert_true (description_says (fixture, ax, ay, "the new tile Red 9 goes here"));
  g_assert_false (gk_city_view_is_shiftable (fixture->view, bx, by));
  wait_for_allocation (fixture, SIDE, SIDE);
  assert_drawn_as_fresh (fixture, table, draft);

  /* The marker's cell, clicked. */
  targets = gk_move_draft_get_targets (draft);
  tx = g_array_index (targets, gint, 0);
  ty = g_array_index (targets, gint, 1);
  wait_for_allocation (fixture, SIDE, SIDE);
  click_cell (fixture, tx, ty);
  g_assert_true (gk_move_draft_get_marker (draft, &x, &y));
  g_assert_cmpint (x, ==, tx);
  g_assert_cmpint (y, ==, ty);
  g_assert_true (gk_city_view_get_marker_pick (fixture->view, NULL, NULL));
  g_assert_true (description_says (fixture, tx, ty, "marker A goes here"));
  assert_drawn_as_fresh (fixture, table, draft);

  /* Every other marker may be picked up now; A may not. */
  g_assert_true (gk_city_view_is_shiftable (fixture->view, bx, by));
  g_assert_true (gk_city_view_is_shiftable (fixture->view, dx, dy));
  g_assert_false (gk_city_view_is_shiftable (fixture->view, tx, ty));
  g_assert_true (description_says (fixture, bx, by, "its marker can be shifted"));
  g_assert_cmpint (gk_city_view_get_held (fixture->view), ==, -1);

  /* B picked up by a click: the cells for it are numbered. */
  click_cell (fixture, bx, by);
  g_assert_cmpint (gk_move_draft_get_held (draft), ==, 1);
  g_assert_cmpint (gk_city_view_get_held (fixture->view), ==, 1);
  g_assert_true (description_says (fixture, bx, by, "marker B is picked up"));
  targets = gk_move_draft_get_shift_targets (draft);
  fx = g_array_index (targets, gint, 0);
  fy = g_array_index (targets, gint, 1);
  g_assert_cmpuint (gk_city_view_get_shift_target (fixture->view, fx, fy), ==, 1);
  g_assert_true (description_says (fixture, fx, fy, "a place for marker B (1)"));
  assert_drawn_as_fresh (fixture, table, draft);

  /* and put down: B drawn at its new cell, its old one marked. */
  click_cell (fixture, fx, fy);
  g_assert_cmpint (gk_move_draft_get_held (draft), ==, -1);
  g_assert_cmpuint (gk_move_draft_get_move (draft)->n_shifts, ==, 1);
  g_assert_true (gk_city_view_get_shift (fixture->view, 1, &x, &y, NULL, NULL));
  g_assert_cmpint (x, ==, bx);
  g_assert_cmpint (y, ==, by);
  g_assert_true (gk_city_view_get_shift (fixture->view, 1, NULL, NULL, &x, &y));
  g_assert_cmpint (x, ==, fx);
  g_assert_cmpint (y, ==, fy);
  g_assert_false (gk_city_view_get_shift (fixture->view, 3, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (gk_city_view_get_shift_target (fixture->view, fx, fy), ==, 0);
  g_assert_true (description_says (fixture, bx, by, "marker B is shifted away"));
  g_assert_true (description_says (fixture, fx, fy, "marker B is shifted here"));
  assert_drawn_as_fresh (fixture, table, draft);

  /* By keyboard: D chosen with Enter is picked up, Escape puts it back. */
  gk_city_view_select (fixture->view, dx, dy);
  press_key (fixture, GDK_KEY_Return);
  g_assert_cmpint (gk_move_draft_get_held (draft), ==, 3);
  assert_selected (fixture, dx, dy);
  press_key (fixture, GDK_KEY_Escape);
  g_assert_cmpint (gk_move_draft_get_held (draft), ==, -1);
  g_assert_cmpint (gk_city_view_get_held (fixture->view), ==, -1);

  /* Undo of the shift: nothing shifted is drawn any more. */
  g_assert_true (gk_move_draft_remove_last_shift (draft));
  g_assert_false (gk_city_view_get_shift (fixture->view, 1, NULL, NULL, NULL, NULL));
  g_assert_false (description_says (fixture, bx, by, "shifted away"));
  assert_drawn_as_fresh (fixture, table, draft);

  /* A move cleared: the city as it lies. */
  gk_move_draft_clear (draft);
  assert_drawn_as_fresh (fixture, table, draft);

  gk_city_view_set_draft (fixture->view, NULL);
  g_signal_handlers_disconnect_by_data (fixture->view, draft);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* Types @text into @draft a keystroke at a time, as the round entry does,
 * the view compared with a fresh one after each; then confirms it. */
static void
type_and_confirm (Fixture     *fixture,
                  GkGame      *game,
                  GkMoveDraft *draft,
                  const char  *text)
{
  g_autoptr(GError) error = NULL;

  for (gsize n = 1; n <= strlen (text); n++)
    {
      g_autofree char *typed = g_strndup (text, n);

      /* a half-typed word may be refused: the draft keeps what it read */
      gk_move_draft_enter_text (draft, typed, NULL);
      g_test_message ("typed \"%s\"", typed);
      assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
    }
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_true (gk_move_draft_confirm (draft, NULL, &error));
  g_assert_no_error (error);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
}

/* The solo game at the expert level, every move typed: after each
 * keystroke the view draws what a fresh view draws, and points where it
 * does, also when a typed move makes the city's extent grow (HAL's
 * urbanization in round 2: its new tile, its marker's numbered cells). */
static void
test_solo_typed (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;

  setup->solo_level = GK_SOLO_EXPERT;
  game = gk_game_new (setup, NULL);
  g_assert_nonnull (game);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  gk_city_view_set_draft (fixture->view, draft);
  wait_for_allocation (fixture, SIDE, SIDE);

  type_and_confirm (fixture, game, draft, "A y4 1");
  g_assert_true (gk_move_draft_is_opponent (draft));
  type_and_confirm (fixture, game, draft, "C b2 r6");
  type_and_confirm (fixture, game, draft, "r1");
  g_assert_true (gk_move_draft_is_opponent (draft));

  /* HAL's D, E as its second card, Yellow 8: drawn as fresh at each step
   * (the marker's numbered cells included), not confirmed */
  for (const char *p = "D E y8"; *p != '\0'; p++)
    {
      g_autofree char *typed = g_strndup ("D E y8", p - "D E y8" + 1);

      gk_move_draft_enter_text (draft, typed, NULL);
      g_test_message ("HAL typed \"%s\"", typed);
      assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
    }
  g_assert_nonnull (gk_move_draft_get_targets (draft));
  g_assert_true (gk_city_view_get_ghost (fixture->view, NULL, NULL, NULL));

  gk_city_view_set_draft (fixture->view, NULL);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* A move typed whole (pasted), then another in its place: the cells
 * offered for the marker follow at once, though the draft tells what
 * changed only once it has read the whole text. */
static void
test_typed_whole (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  const char *moves[] = { "A r9", "B r9", "C r9", "B r9 2", "B r9 1", "D r9", "r9" };

  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, NULL);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  gk_city_view_set_draft (fixture->view, draft);
  wait_for_allocation (fixture, SIDE, SIDE);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      gk_move_draft_enter_text (draft, moves[i], NULL);
      g_test_message ("typed \"%s\"", moves[i]);
      assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
    }

  gk_city_view_set_draft (fixture->view, NULL);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* The nodes that hold a cell each (a translation of the cell's drawing)
 * in @node, added to @cells. */
static void
collect_cell_nodes (GskRenderNode *node,
                    GHashTable    *cells)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_cell_nodes (gsk_container_node_get_child (node, i), cells);
      break;
    case GSK_TRANSFORM_NODE:
      g_hash_table_add (cells, gsk_transform_node_get_child (node));
      break;
    default:
      break;
    }
}

static GskRenderNode *
snapshot_view (Fixture *fixture)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (fixture->view)->snapshot (GTK_WIDGET (fixture->view), snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* A confirmed construction changes one building: the city is drawn again
 * from the cells' nodes, that one cell drawn anew, and the result is
 * what a fresh view draws. */
static void
test_confirm_redraws_changed (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autoptr(GskRenderNode) before = NULL;
  g_autoptr(GskRenderNode) after = NULL;
  g_autoptr(GHashTable) old_cells = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) new_cells = g_hash_table_new (NULL, NULL);
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  gpointer cell;
  guint drawn_anew = 0;

  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, NULL);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  gk_city_view_set_draft (fixture->view, draft);
  wait_for_allocation (fixture, SIDE, SIDE);

  g_assert_true (gk_move_draft_enter_text (draft, "b2 b11", &error));
  g_assert_no_error (error);
  before = snapshot_view (fixture);
  g_assert_true (gk_move_draft_confirm (draft, NULL, &error));
  g_assert_no_error (error);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  wait_for_allocation (fixture, SIDE, SIDE);
  after = snapshot_view (fixture);

  collect_cell_nodes (before, old_cells);
  collect_cell_nodes (after, new_cells);
  /* 5 by 5 cells, each placed by a translation but the one at 0, 0 */
  g_assert_cmpuint (g_hash_table_size (new_cells), ==, 5 * 5 - 1);
  g_hash_table_iter_init (&iter, new_cells);
  while (g_hash_table_iter_next (&iter, &cell, NULL))
    if (!g_hash_table_contains (old_cells, cell))
      drawn_anew++;
  g_assert_cmpuint (drawn_anew, ==, 1);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);

  gk_city_view_set_draft (fixture->view, NULL);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* The first layer of a frame of the view (the cells), and where it is. */
static GskRenderNode *
cells_layer (GskRenderNode *frame,
             float         *x,
             float         *y)
{
  GskRenderNode *first = frame;

  if (gsk_render_node_get_node_type (first) == GSK_CONTAINER_NODE)
    first = gsk_container_node_get_child (first, 0);
  g_assert_cmpint (gsk_render_node_get_node_type (first), ==, GSK_TRANSFORM_NODE);
  gsk_transform_to_translate (gsk_transform_node_get_transform (first), x, y);
  return gsk_transform_node_get_child (first);
}

/* Moved in its view (panned, or a banner shown above it), the city moves
 * as one: its layers are kept and placed by one translation, so GTK
 * repaints where it was and where it is, not every cell of it. */
static void
test_moved_as_one (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GskRenderNode) before = NULL;
  g_autoptr(GskRenderNode) after = NULL;
  double pan_x, pan_y, panned_x, panned_y;
  float x0, y0, x1, y1;

  gk_city_view_set_zoom (fixture->view, 2.0);
  before = snapshot_view (fixture);
  gk_city_view_get_pan (fixture->view, &pan_x, &pan_y);
  gk_city_view_pan (fixture->view, 40, -30);
  gk_city_view_get_pan (fixture->view, &panned_x, &panned_y);
  g_assert_cmpfloat (panned_x, !=, pan_x);
  after = snapshot_view (fixture);

  g_assert_true (cells_layer (before, &x0, &y0) == cells_layer (after, &x1, &y1));
  g_assert_cmpfloat (x1 - x0, ==, floor (panned_x) - floor (pan_x));
  assert_drawn_as_fresh (fixture, fixture->table, NULL);
}

/* The cells' images are kept from frame to frame: through a game's
 * confirmations, undo and redo, another size, zoom, pan and colours, the
 * view draws what a view given the same table afresh draws. */
static void
test_kept_never_stale (Fixture       *fixture,
                       gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autoptr(GError) error = NULL;

  setup->players[0].characters[0].tiles = 2;
  setup->players[0].characters[0].resources = 2;
  game = gk_game_new (setup, NULL);
  draft = gk_move_draft_new (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  gk_city_view_set_draft (fixture->view, draft);
  render (GTK_WIDGET (fixture->view));

  /* a construction confirmed, then undone and redone */
  g_assert_true (gk_move_draft_enter_text (draft, "b2 b11", &error));
  g_assert_no_error (error);
  render (GTK_WIDGET (fixture->view));
  g_assert_true (gk_move_draft_confirm (draft, NULL, &error));
  g_assert_no_error (error);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
  gk_game_undo (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
  gk_game_redo (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);

  /* a smaller view: cells of another size */
  gtk_widget_set_margin_end (GTK_WIDGET (fixture->view), SIDE - 330);
  gtk_widget_set_margin_bottom (GTK_WIDGET (fixture->view), SIDE - 270);
  wait_for_allocation (fixture, 330, 270);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);

  /* zoomed in and panned */
  gk_city_view_set_zoom (fixture->view, 2.0);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
  gk_city_view_pan (fixture->view, 40, -30);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);

  /* dark, then light again */
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_main_context_iteration (NULL, FALSE);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_main_context_iteration (NULL, FALSE);
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* back to the whole size, zoomed out: the first cells' size again */
  gk_city_view_set_zoom (fixture->view, 1.0);
  gtk_widget_set_margin_end (GTK_WIDGET (fixture->view), 0);
  gtk_widget_set_margin_bottom (GTK_WIDGET (fixture->view), 0);
  wait_for_allocation (fixture, SIDE, SIDE);
  gk_game_undo (game);
  gk_city_view_set_table (fixture->view, gk_game_get_table (game));
  assert_drawn_as_fresh (fixture, gk_game_get_table (game), draft);

  gk_city_view_set_draft (fixture->view, NULL);
  g_assert_finalize_object (g_steal_pointer (&draft));
}

/* Dark and light: the city drawn again in the new colours. */
/* Two fingers spread apart: the city zooms around the point between them
 * (the middle when the gesture has no touch points, as here). */
static void
test_pinch (Fixture       *fixture,
            gconstpointer  data)
{
  GtkEventController *pinch = find_controller (GTK_WIDGET (fixture->view), GTK_TYPE_GESTURE_ZOOM);

  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 1.0);
  assert_cell_at (fixture, 10, 10, -1, -1);

  g_signal_emit_by_name (pinch, "begin", NULL);
  g_signal_emit_by_name (pinch, "scale-changed", 2.0);
  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 2.0);
  /* cells of 200 pixels, the middle cell still in the middle */
  assert_cell_at (fixture, 250, 250, 1, 1);
  assert_cell_at (fixture, 10, 10, 0, 0);
  assert_cell_at (fixture, 490, 490, 2, 2);

  /* pinched back past the whole city: it fits again */
  g_signal_emit_by_name (pinch, "begin", NULL);
  g_signal_emit_by_name (pinch, "scale-changed", 0.2);
  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 1.0);
  assert_cell_at (fixture, 10, 10, -1, -1);
}

/* A zoomed city pans under a finger; a drag that pans places nothing,
 * a tap that trembles still places. */
static void
test_drag_pans (Fixture       *fixture,
                gconstpointer  data)
{
  GtkEventController *drag = find_controller (GTK_WIDGET (fixture->view), GTK_TYPE_GESTURE_DRAG);
  GtkGesture *tap = find_click_gesture (GTK_WIDGET (fixture->view));
  double dx, dy;

  /* the whole city in view: nothing to pan */
  g_signal_emit_by_name (drag, "drag-begin", 250.0, 250.0);
  g_signal_emit_by_name (drag, "drag-update", 100.0, 0.0);
  g_signal_emit_by_name (drag, "drag-end", 100.0, 0.0);
  gk_city_view_get_pan (fixture->view, &dx, &dy);
  g_assert_cmpfloat (dx, ==, 0);
  assert_cell_at (fixture, 10, 10, -1, -1);

  gk_city_view_set_zoom (fixture->view, 2.0);
  assert_cell_at (fixture, 10, 10, 0, 0);

  /* a finger down on cell (1, 1), dragged 100 pixels right, lifted */
  g_signal_emit_by_name (tap, "pressed", 1, 250.0, 250.0);
  g_signal_emit_by_name (drag, "drag-begin", 250.0, 250.0);
  g_signal_emit_by_name (drag, "drag-update", 100.0, 0.0);
  g_signal_emit_by_name (drag, "drag-end", 100.0, 0.0);
  g_signal_emit_by_name (tap, "released", 1, 350.0, 250.0);
  gk_city_view_get_pan (fixture->view, &dx, &dy);
  g_assert_cmpfloat (dx, ==, 100);
  g_assert_cmpfloat (dy, ==, 0);
  assert_cell_at (fixture, 10, 10, -1, 0);
  assert_cell_at (fixture, 350, 250, 1, 1);
  g_assert_cmpuint (fixture->activations, ==, 0);

  /* no further than the city's edge */
  gk_city_view_pan (fixture->view, 1000, -1000);
  gk_city_view_get_pan (fixture->view, &dx, &dy);
  g_assert_cmpfloat (dx, ==, 250);
  g_assert_cmpfloat (dy, ==, -250);

  /* a tap that moves a few pixels places as a click does */
  g_signal_emit_by_name (tap, "pressed", 1, 300.0, 300.0);
  g_signal_emit_by_name (drag, "drag-begin", 300.0, 300.0);
  g_signal_emit_by_name (drag, "drag-update", 3.0, 2.0);
  g_signal_emit_by_name (drag, "drag-end", 3.0, 2.0);
  g_signal_emit_by_name (tap, "released", 1, 303.0, 302.0);
  g_assert_cmpuint (fixture->activations, ==, 1);
  g_assert_cmpint (fixture->activated_x, ==, 0);
  g_assert_cmpint (fixture->activated_y, ==, 3);
}

/* Ctrl+plus, Ctrl+minus and Ctrl+0 zoom; the arrow keys bring the cell
 * they choose into view; the wheel alone leaves the city as it is (it
 * scrolls the page). */
static void
test_keyboard_zoom (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkEventController *wheel = find_controller (GTK_WIDGET (fixture->view),
                                               GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  gboolean handled = TRUE;
  double dx, dy;
  int x, y;

  g_signal_emit_by_name (wheel, "scroll", 0.0, -3.0, &handled);
  g_assert_false (handled);
  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 1.0);

  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_plus, GDK_CONTROL_MASK));
  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 1.25);
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_plus, GDK_CONTROL_MASK));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_plus, GDK_CONTROL_MASK));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_minus, GDK_CONTROL_MASK));
  g_assert_cmpfloat_with_epsilon (gk_city_view_get_zoom (fixture->view), 1.5625, 1e-9);

  /* the selection walks to the free ring at the left, out of view at
   * this zoom: the city pans to show it */
  gk_city_view_select (fixture->view, 0, 1);
  press_key (fixture, GDK_KEY_Left);
  assert_selected (fixture, -1, 1);
  gk_city_view_get_pan (fixture->view, &dx, &dy);
  g_assert_cmpfloat (dx, >, 0);
  g_assert_true (gk_city_view_get_cell_at (fixture->view, 1, 250, &x, &y));
  g_assert_cmpint (x, ==, -1);

  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_0, GDK_CONTROL_MASK));
  g_assert_cmpfloat (gk_city_view_get_zoom (fixture->view), ==, 1.0);
  gk_city_view_get_pan (fixture->view, &dx, &dy);
  g_assert_cmpfloat (dx, ==, 0);
  assert_cell_at (fixture, 10, 10, -1, -1);
}

static void
test_dark (Fixture       *fixture,
           gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  render (GTK_WIDGET (fixture->view));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_main_context_iteration (NULL, FALSE);
  assert_drawn_as_fresh (fixture, fixture->table, NULL);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_main_context_iteration (NULL, FALSE);
  assert_drawn_as_fresh (fixture, fixture->table, NULL);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  /* the test accessibility backend: what a screen reader would be told,
   * without a session bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/city-view/hit-testing", Fixture, NULL, fixture_set_up, test_hit_testing,
              fixture_tear_down);
  g_test_add ("/city-view/click", Fixture, NULL, fixture_set_up, test_click, fixture_tear_down);
  g_test_add ("/city-view/pinch", Fixture, NULL, fixture_set_up, test_pinch, fixture_tear_down);
  g_test_add ("/city-view/drag-pans", Fixture, NULL, fixture_set_up, test_drag_pans,
              fixture_tear_down);
  g_test_add ("/city-view/keyboard-zoom", Fixture, NULL, fixture_set_up, test_keyboard_zoom,
              fixture_tear_down);
  g_test_add ("/city-view/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/city-view/accessible-text", Fixture, NULL, fixture_set_up, test_accessible_text,
              fixture_tear_down);
  g_test_add ("/city-view/targets", Fixture, NULL, fixture_set_up, test_targets, fixture_tear_down);
  g_test_add ("/city-view/shifts", Fixture, NULL, fixture_set_up, test_shifts, fixture_tear_down);
  g_test_add ("/city-view/solo-typed", Fixture, NULL, fixture_set_up, test_solo_typed,
              fixture_tear_down);
  g_test_add ("/city-view/typed-whole", Fixture, NULL, fixture_set_up, test_typed_whole,
              fixture_tear_down);
  g_test_add ("/city-view/confirm-redraws-changed", Fixture, NULL, fixture_set_up,
              test_confirm_redraws_changed, fixture_tear_down);
  g_test_add ("/city-view/ghost-outline", Fixture, NULL, fixture_set_up, test_ghost_outline,
              fixture_tear_down);
  g_test_add ("/city-view/dark", Fixture, NULL, fixture_set_up, test_dark, fixture_tear_down);
  g_test_add ("/city-view/moved-as-one", Fixture, NULL, fixture_set_up, test_moved_as_one,
              fixture_tear_down);
  g_test_add ("/city-view/kept-never-stale", Fixture, NULL, fixture_set_up, test_kept_never_stale,
              fixture_tear_down);
  g_test_add ("/city-view/growth", Fixture, NULL, fixture_set_up, test_growth, fixture_tear_down);
  g_test_add ("/city-view/selection", Fixture, NULL, fixture_set_up,
              test_selection_survives_and_clears, fixture_tear_down);

  return g_test_run ();
}
