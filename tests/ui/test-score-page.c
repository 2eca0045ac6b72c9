/* test-score-page.c: the final score page shows what the engine scored
 *
 * Set GK_TEST_PNG_DIR to a folder to also get the page drawn at 1366x768,
 * light and dark (score-page-light.png, score-page-dark.png), and a game
 * not over yet (score-page-not-over.png).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-city-view.h"
#include "gk-score-chart.h"
#include "gk-fold-box.h"
#include "gk-score-page.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

typedef struct
{
  GtkWidget   *window;
  GkScorePage *page;
  GkTable     *table;
} Fixture;

/* ---- fixture ---- */

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  fixture->table = gk_test_known_table ();
  fixture->page = GK_SCORE_PAGE (g_object_ref_sink (gk_score_page_new ()));

  fixture->window = gtk_window_new ();
  gtk_window_set_titlebar (GTK_WINDOW (fixture->window), adw_header_bar_new ());
  gtk_window_set_title (GTK_WINDOW (fixture->window), "Final Score");
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1366, 768);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->page));
  gtk_window_present (GTK_WINDOW (fixture->window));

  /* the screen may be smaller than the window asked for: wait for any size */
  while (gtk_widget_get_width (GTK_WIDGET (fixture->page)) == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), >, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_object_ref (fixture->window);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_pointer (&fixture->table, gk_table_free);
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->page);
}

/* ---- helpers ---- */

static GtkListBox *
template_list (Fixture    *fixture,
               const char *name)
{
  GObject *list = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), GK_TYPE_SCORE_PAGE, name);

  g_assert_true (GTK_IS_LIST_BOX (list));
  return GTK_LIST_BOX (list);
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

/* The figure in column @column ("total", "rank"...) of results row @row. */
static const char *
result (Fixture    *fixture,
        guint       row,
        const char *column)
{
  GtkListBoxRow *list_row = gtk_list_box_get_row_at_index (template_list (fixture, "results_list"),
                                                           row + 1);
  GtkWidget *label;

  g_assert_nonnull (list_row);
  label = gk_ui_test_find_named (GTK_WIDGET (list_row), column);
  g_assert_true (GTK_IS_LABEL (label));

  return gtk_label_get_label (GTK_LABEL (label));
}

static const char *
row_subtitle (Fixture    *fixture,
              const char *list,
              guint       index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (template_list (fixture, list), index);

  g_assert_true (ADW_IS_ACTION_ROW (row));
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static const char *
row_title (Fixture    *fixture,
           const char *list,
           guint       index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (template_list (fixture, list), index);

  g_assert_true (ADW_IS_PREFERENCES_ROW (row));
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static const char *
label_text (Fixture    *fixture,
            const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), GK_TYPE_SCORE_PAGE, name);

  return gtk_label_get_label (GTK_LABEL (label));
}

static void
wait (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
save_png (GtkWidget  *window,
          const char *name)
{
  const char *dir = g_getenv ("GK_TEST_PNG_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;

  if (dir == NULL)
    return;

  /* the window's last drawn frame, as on screen */
  wait (800);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window), gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window),
                                                              gtk_widget_get_height (window)));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

/* ---- tests ---- */

/* The cell of the page's two columns that holds @widget. */
static GtkWidget *
grid_cell (GtkWidget *widget)
{
  while (widget != NULL && !GK_IS_FOLD_BOX (gtk_widget_get_parent (widget)))
    widget = gtk_widget_get_parent (widget);
  g_assert_nonnull (widget);
  return widget;
}

/* The sections line up in two columns: the results over the districts, the
 * city over the end-game cards. */
static void
assert_columns_line_up (Fixture *fixture)
{
  GtkWidget *left[] = { GTK_WIDGET (template_list (fixture, "results_list")),
                        GTK_WIDGET (template_list (fixture, "districts_list")) };
  GtkWidget *right[] = { GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                    GK_TYPE_SCORE_PAGE,
                                                                    "city_view")),
                         GTK_WIDGET (template_list (fixture, "cards_list")) };
  GtkWidget **columns[] = { left, right };

  for (guint c = 0; c < 2; c++)
    {
      graphene_rect_t top, bottom;

      g_assert_true (gtk_widget_compute_bounds (grid_cell (columns[c][0]), fixture->window, &top));
      g_assert_true (gtk_widget_compute_bounds (grid_cell (columns[c][1]), fixture->window,
                                                &bottom));
      g_assert_cmpfloat (top.origin.x, ==, bottom.origin.x);
      g_assert_cmpfloat (top.size.width, ==, bottom.size.width);
      g_assert_cmpfloat (top.origin.y, <, bottom.origin.y);
    }
}

/* On a phone the sections stand one under the other at the page's width
 * and the results keep the names, the totals and the ranks. */
static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWidget *results = GTK_WIDGET (template_list (fixture, "results_list"));
  GtkWidget *compact = GTK_WIDGET (template_list (fixture, "results_compact"));
  GtkWidget *city = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                               GK_TYPE_SCORE_PAGE, "city_view"));
  graphene_rect_t left, right;
  int min;

  gk_score_page_set_table (fixture->page, fixture->table);
  gtk_widget_measure (GTK_WIDGET (fixture->page), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                      NULL, NULL);
  g_assert_cmpint (min, <=, 360);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 360, 640);
  /* the X server's answer to the resize may come late on a busy machine */
  gk_ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (fixture->page)) <= 360);
  wait (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), <=, 360);
  g_assert_true (adw_squeezer_get_visible_child (ADW_SQUEEZER (gtk_widget_get_parent (compact)))
                 == compact);
  /* a header row and one row per player, with a total and a rank each */
  g_assert_cmpuint (count_rows (GTK_LIST_BOX (compact)), ==, 4);
  g_assert_nonnull (gk_ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (compact), 1)),
                                "total"));
  g_assert_null (gk_ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (compact), 1)),
                             "tokens"));
  g_assert_true (gtk_widget_compute_bounds (grid_cell (compact), fixture->window, &left));
  g_assert_true (gtk_widget_compute_bounds (grid_cell (city), fixture->window, &right));
  g_assert_cmpfloat (left.origin.x, ==, right.origin.x);
  g_assert_cmpfloat (left.origin.y, <, right.origin.y);

  /* wide again: the whole table, the columns side by side */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1366, 768);
  gk_ui_test_wait_until (adw_squeezer_get_visible_child (ADW_SQUEEZER (gtk_widget_get_parent (results)))
                         == results);
  wait (300);
  g_assert_true (adw_squeezer_get_visible_child (ADW_SQUEEZER (gtk_widget_get_parent (results)))
                 == results);
  assert_columns_line_up (fixture);
}

static void
test_results (Fixture       *fixture,
              gconstpointer  data)
{
  gk_score_page_set_table (fixture->page, fixture->table);

  /* a header row and one row per player in seating order */
  g_assert_cmpuint (count_rows (template_list (fixture, "results_list")), ==, 4);
  assert_columns_line_up (fixture);

  g_assert_cmpstr (result (fixture, 0, "tokens"), ==, "10");
  g_assert_cmpstr (result (fixture, 0, "cards"), ==, "9");
  g_assert_cmpstr (result (fixture, 0, "renewal"), ==, "2");
  g_assert_cmpstr (result (fixture, 0, "districts"), ==, "3");
  g_assert_cmpstr (result (fixture, 0, "total"), ==, "24");
  g_assert_cmpstr (result (fixture, 0, "rank"), ==, "1");

  g_assert_cmpstr (result (fixture, 1, "districts"), ==, "3");
  g_assert_cmpstr (result (fixture, 1, "total"), ==, "15");
  g_assert_cmpstr (result (fixture, 1, "rank"), ==, "3");

  g_assert_cmpstr (result (fixture, 2, "cards"), ==, "2");
  g_assert_cmpstr (result (fixture, 2, "renewal"), ==, "4");
  g_assert_cmpstr (result (fixture, 2, "districts"), ==, "6");
  g_assert_cmpstr (result (fixture, 2, "total"), ==, "20");
  g_assert_cmpstr (result (fixture, 2, "rank"), ==, "2");

  /* the winner is marked, and only the winner */
  g_assert_nonnull (gk_ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (template_list (fixture, "results_list"), 1)),
                                "winner"));
  g_assert_null (gk_ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (template_list (fixture, "results_list"), 3)),
                             "winner"));

  g_assert_cmpstr (label_text (fixture, "headline_label"), ==, "Anna wins with 24 points");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                                     GK_TYPE_SCORE_PAGE,
                                                                                     "status_label"))));

  save_png (fixture->window, "score-page-light.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_png (fixture->window, "score-page-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_districts (Fixture       *fixture,
                gconstpointer  data)
{
  gk_score_page_set_table (fixture->page, fixture->table);

  /* in reading order of their first cell: blue (-1, 0), red (0, 1), yellow (0, 2) */
  g_assert_cmpuint (count_rows (template_list (fixture, "districts_list")), ==, 3);

  g_assert_cmpstr (row_title (fixture, "districts_list", 0), ==, "1 · Blue district, 5 buildings, 4 resources");
  g_assert_cmpstr (row_subtitle (fixture, "districts_list", 0), ==,
                   "First: Cili, tie broken by the higher top number, 4 points\n"
                   "Second: Béla, second most resources, 2 points\n"
                   "Béla 2 · Cili 2");

  g_assert_cmpstr (row_title (fixture, "districts_list", 1), ==, "2 · Red district, 5 buildings, 3 resources");
  g_assert_cmpstr (row_subtitle (fixture, "districts_list", 1), ==,
                   "First: Anna, most resources, 3 points\n"
                   "Second: Béla, second most resources, 1 point\n"
                   "Anna 2 · Béla 1");

  g_assert_cmpstr (row_title (fixture, "districts_list", 2), ==, "3 · Yellow district, 4 buildings, 1 resource");
  g_assert_cmpstr (row_subtitle (fixture, "districts_list", 2), ==,
                   "Cili, alone in the district: first and second place, 2 points\n"
                   "Cili 1");

  /* choosing a district points it out on the city */
  {
    GkCityView *city = GK_CITY_VIEW (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                   GK_TYPE_SCORE_PAGE, "city_view"));
    int x, y;

    g_signal_emit_by_name (gtk_list_box_get_row_at_index (template_list (fixture, "districts_list"), 1),
                           "activated");
    g_assert_true (gk_city_view_get_selected (city, &x, &y));
    g_assert_cmpint (x, ==, 0);
    g_assert_cmpint (y, ==, 1);

    /* pointing at a row (mouse or keyboard focus) rings its district */
    g_assert_cmpint (gk_city_view_get_highlighted_district (city), ==, -1);
    for (guint kind = 0; kind < 2; kind++)
      {
        GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (template_list (fixture,
                                                                                   "districts_list"),
                                                                     2));
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (row);
        gboolean found = FALSE;

        for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
          {
            g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

            if (kind == 0 && GTK_IS_EVENT_CONTROLLER_MOTION (controller))
              {
                g_signal_emit_by_name (controller, "enter", 1.0, 1.0);
                g_assert_cmpint (gk_city_view_get_highlighted_district (city), ==, 2);
                g_signal_emit_by_name (controller, "leave");
                found = TRUE;
              }
            else if (kind == 1 && GTK_IS_EVENT_CONTROLLER_FOCUS (controller))
              {
                g_signal_emit_by_name (controller, "enter");
                g_assert_cmpint (gk_city_view_get_highlighted_district (city), ==, 2);
                g_signal_emit_by_name (controller, "leave");
                found = TRUE;
              }
          }
        g_assert_true (found);
        g_assert_cmpint (gk_city_view_get_highlighted_district (city), ==, -1);
      }
  }

  /* the results' column heads are the command line's */
  {
    GtkListBoxRow *head = gtk_list_box_get_row_at_index (template_list (fixture, "results_list"), 0);

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gk_ui_test_find_named (GTK_WIDGET (head), "tokens"))), ==,
                     "Tokens");
    /* and the chart's legend says the same */
    for (guint part = 0; part < 4; part++)
      {
        static const char *const columns[] = { "tokens", "cards", "renewal", "districts" };
        GtkWidget *label = gk_ui_test_find_named (GTK_WIDGET (head), columns[part]);

        g_assert_cmpstr (gk_score_part_get_name (part), ==, gtk_label_get_label (GTK_LABEL (label)));
      }
  }
}

static void
test_cards (Fixture       *fixture,
            gconstpointer  data)
{
  GtkListBoxRow *row;
  GtkWidget *points;

  gk_score_page_set_table (fixture->page, fixture->table);

  g_assert_cmpuint (count_rows (template_list (fixture, "cards_list")), ==, 2);

  g_assert_cmpstr (row_title (fixture, "cards_list", 0), ==, "Blue 20");
  g_assert_cmpstr (row_subtitle (fixture, "cards_list", 0), ==, "9 points, whatever the city");
  row = gtk_list_box_get_row_at_index (template_list (fixture, "cards_list"), 0);
  points = gk_ui_test_find_named (GTK_WIDGET (row), "points");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (points)), ==, "+9");

  g_assert_cmpstr (row_title (fixture, "cards_list", 1), ==, "Yellow 14");
  g_assert_cmpstr (row_subtitle (fixture, "cards_list", 1), ==,
                   "1 point per own building of height 1 or 2: 2 buildings");
  row = gtk_list_box_get_row_at_index (template_list (fixture, "cards_list"), 1);
  points = gk_ui_test_find_named (GTK_WIDGET (row), "points");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (points)), ==, "+2");
}

/* Cards 10 to 13 count a colour nobody has verified: the page says so. */
static void
test_unverified_card (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkScore) score = NULL;
  const GkCardScore *card_score = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *colour = NULL;
  GkCard card;

  g_assert_true (gk_card_from_string ("red-12", &card));
  gk_table_position_add_kept (fixture->table, 1, card, &error);
  g_assert_no_error (error);
  gk_score_page_set_table (fixture->page, fixture->table);

  score = gk_score_compute (fixture->table);
  for (guint i = 0; i < score->players[1].card_scores->len; i++)
    if (g_array_index (score->players[1].card_scores, GkCardScore, i).card == card)
      card_score = &g_array_index (score->players[1].card_scores, GkCardScore, i);
  g_assert_nonnull (card_score);
  g_assert_true (card_score->has_colour);

  /* Béla's card comes after Anna's, before Cili's */
  g_assert_cmpstr (row_title (fixture, "cards_list", 1), ==, "Red 12");
  colour = g_utf8_strdown (gk_colour_get_name (card_score->counts), -1);
  expected = g_strdup_printf ("1 point per own resource on %s buildings: %u resource%s\n"
                              "Colour assumed, not verified: check the printed card",
                              colour, card_score->count,
                              card_score->count == 1 ? "" : "s");
  g_assert_cmpstr (row_subtitle (fixture, "cards_list", 1), ==, expected);
  g_assert_cmpstr (result (fixture, 1, "cards"), !=, "0");
}

static void
test_not_over (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkTable) game = NULL;
  GtkWidget *status;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Cili");
  game = gk_table_new (setup);

  gk_score_page_set_table (fixture->page, game);
  status = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), GK_TYPE_SCORE_PAGE,
                                                      "status_label"));
  g_assert_true (gtk_widget_get_visible (status));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (status)), ==,
                   "The game is not over yet: this is the score if it ended now.");
  /* everybody level at the start: nobody wins yet */
  g_assert_cmpstr (label_text (fixture, "headline_label"), ==,
                   "Anna, Béla and Cili are level with 4 points");
  save_png (fixture->window, "score-page-not-over.png");

  for (guint i = 1; i <= 3; i++)
    g_assert_null (gk_ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (template_list (fixture, "results_list"), i)),
                               "winner"));

  /* back to the finished table, then empty */
  gk_score_page_set_table (fixture->page, fixture->table);
  g_assert_false (gtk_widget_get_visible (status));
  gk_score_page_set_table (fixture->page, NULL);
  g_assert_cmpuint (count_rows (template_list (fixture, "results_list")), ==, 0);
  g_assert_cmpstr (label_text (fixture, "headline_label"), ==, "");
}

/* Another game's score opens at its headline, however far down the last
 * one was read (the second game played in one window). */
static void
test_opens_at_top (Fixture       *fixture,
                   gconstpointer  data)
{
  GObject *scroller = gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                     GK_TYPE_SCORE_PAGE, "scroller");
  GtkAdjustment *adjustment;
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  g_assert_true (GTK_IS_SCROLLED_WINDOW (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gk_score_page_set_table (fixture->page, fixture->table);
  while (gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) + 100
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 100);

  gk_score_page_set_table (fixture->page, fixture->table);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
}

/* How the game ended, under the headline; a position entered by hand has
 * no end to tell. */
static void
test_how_it_ended (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", "short-2p.ginkgo",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);
  GtkWidget *end = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                              GK_TYPE_SCORE_PAGE, "end_label"));

  g_assert_no_error (error);
  gk_score_page_set_table (fixture->page, gk_game_get_table (loaded->game));
  g_assert_true (gtk_widget_get_visible (end));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (end)), ==,
                   "The tile reserve ran out a second time: the game ended with that round.");

  gk_score_page_set_table (fixture->page, fixture->table);
  g_assert_false (gtk_widget_get_visible (end));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/score-page/results", Fixture, NULL, fixture_set_up, test_results, fixture_tear_down);
  g_test_add ("/score-page/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  g_test_add ("/score-page/districts", Fixture, NULL, fixture_set_up, test_districts,
              fixture_tear_down);
  g_test_add ("/score-page/cards", Fixture, NULL, fixture_set_up, test_cards, fixture_tear_down);
  g_test_add ("/score-page/unverified-card", Fixture, NULL, fixture_set_up, test_unverified_card,
              fixture_tear_down);
  g_test_add ("/score-page/opens-at-top", Fixture, NULL, fixture_set_up, test_opens_at_top,
              fixture_tear_down);
  g_test_add ("/score-page/not-over", Fixture, NULL, fixture_set_up, test_not_over,
              fixture_tear_down);
  g_test_add ("/score-page/how-it-ended", Fixture, NULL, fixture_set_up, test_how_it_ended,
              fixture_tear_down);

  return g_test_run ();
}
