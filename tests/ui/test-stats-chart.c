/* test-stats-chart.c: the plots of the statistics page, drawn from figures
 * set by hand: the share of each score part, the winning score by number of
 * players, and each person's totals over time, one colour per line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-player-style.h"
#include "gk-score-chart.h"
#include "gk-sheet-game.h"
#include "gk-stats-chart.h"
#include "gk-ui-test-util.h"

#define WIDTH 600

/* The stats.c layout: bars of 28 pixels, 8 apart; the timeline's legend
 * 12 pixels below its 260 pixel plot. */
#define ROW_HEIGHT  28
#define ROW_GAP     8
#define LEGEND_LINE (260 + 12)

static const struct
{
  const char     *name;
  GkPlayerColour  colour;
  double          share[GK_N_COMPONENTS];
  guint           n_plays;
} people[] = {
  { "Anna", GK_PLAYER_COLOUR_ORANGE, { 0.5, 0.3, 0.1, 0.1 }, 2 },
  /* the same colour as Anna: a line of its own colour on the timeline */
  { "Béla", GK_PLAYER_COLOUR_ORANGE, { 0.25, 0.25, 0.25, 0.25 }, 1 },
  { "Cili", GK_PLAYER_COLOUR_GREEN, { 1, 0, 0, 0 }, 1 },
  { "Dani", GK_PLAYER_COLOUR_PURPLE, { 0.4, 0.2, 0.2, 0.2 }, 1 },
  { "Emma", GK_PLAYER_COLOUR_BLACK, { 0.4, 0.2, 0.2, 0.2 }, 1 },
  /* a sixth person: no colour is left for a line of their own */
  { "Feri", GK_PLAYER_COLOUR_GREEN, { 0.4, 0.2, 0.2, 0.2 }, 1 },
};

typedef struct
{
  GkHistoryStats stats;
  GtkWidget     *window;
  GtkWidget     *box;
} Fixture;

static void
person_free (gpointer data)
{
  GkHistoryPersonStats *person = data;

  g_free (person->id);
  g_free (person->name);
  g_free (person->category_share);
  g_array_unref (person->scores);
  g_free (person);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->stats.people = g_ptr_array_new_with_free_func (person_free);
  for (guint i = 0; i < G_N_ELEMENTS (people); i++)
    {
      GkHistoryPersonStats *person = g_new0 (GkHistoryPersonStats, 1);

      person->id = g_utf8_strdown (people[i].name, -1);
      person->name = g_strdup (people[i].name);
      person->colour = people[i].colour;
      person->games = people[i].n_plays;
      person->scores = g_array_new (FALSE, TRUE, sizeof (GkHistoryPoint));
      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        person->share[c] = people[i].share[c];
      for (guint p = 0; p < people[i].n_plays; p++)
        {
          GkHistoryPoint point = { 1767225600 + (p + i) * 86400, 40 + 10 * i + p, p == 0 };

          g_array_append_val (person->scores, point);
        }
      g_ptr_array_add (f->stats.people, person);
      f->stats.n_plays += people[i].n_plays;
    }
  gk_history_stats_assign_colours (f->stats.people);
  f->stats.counts[3] = (GkHistoryCountStats) { 3, 2, 60.0, 64 };
  f->stats.counts[4] = (GkHistoryCountStats) { 4, 1, 90.0, 90 };

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), WIDTH, 600);
  f->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_window_set_child (GTK_WINDOW (f->window), f->box);
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  g_ptr_array_unref (f->stats.people);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- helpers ---- */

static GkStatsChart *
add_chart (Fixture          *f,
           GkStatsChartKind  kind)
{
  GtkWidget *chart = gk_stats_chart_new (kind);

  gk_stats_chart_set_stats (GK_STATS_CHART (chart), &f->stats);
  gtk_box_append (GTK_BOX (f->box), chart);
  gk_ui_test_spin (100);
  g_assert_cmpint (gtk_widget_get_width (chart), ==, WIDTH);
  return GK_STATS_CHART (chart);
}

/* What the chart says to screen readers: every figure it draws. */
static void
assert_description (GkStatsChart *chart,
                    const char   *expected)
{
  g_autofree char *value =
    gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        expected);

  if (value != NULL)
    g_error ("the chart says “%s”, not “%s”", value, expected);
}

static guint32
rgb (const GdkRGBA *rgba)
{
  return ((guint32) (rgba->red * 255 + 0.5) << 16) | ((guint32) (rgba->green * 255 + 0.5) << 8)
         | (guint32) (rgba->blue * 255 + 0.5);
}

static guint
distance (guint32 a,
          guint32 b)
{
  return ABS ((int) ((a >> 16) & 0xff) - (int) ((b >> 16) & 0xff))
         + ABS ((int) ((a >> 8) & 0xff) - (int) ((b >> 8) & 0xff))
         + ABS ((int) (a & 0xff) - (int) (b & 0xff));
}

/* Along row @y: how many opaque pixels are nearest to each score part's
 * colour (its texture on top changes the shade, not which is nearest). */
static void
count_parts (const guint32 *pixels,
             int            width,
             int            y,
             guint          counts[GK_N_COMPONENTS])
{
  guint32 parts[GK_N_COMPONENTS];

  for (guint c = 0; c < GK_N_COMPONENTS; c++)
    {
      GdkRGBA rgba;

      gk_score_part_get_rgba (c, FALSE, &rgba);
      parts[c] = rgb (&rgba);
      counts[c] = 0;
    }
  for (int x = 0; x < width; x++)
    {
      guint32 p = pixels[y * width + x];
      guint best = 0;

      if ((p >> 24) != 0xff)
        continue;
      for (guint c = 1; c < GK_N_COMPONENTS; c++)
        if (distance (p, parts[c]) < distance (p, parts[best]))
          best = c;
      if (distance (p, parts[best]) < 150)
        counts[best]++;
    }
}

/* Runs of pixels of exactly @colour along row @y. */
static guint
runs_of (const guint32 *pixels,
         int            width,
         int            y,
         guint32        colour)
{
  guint runs = 0;
  gboolean in = FALSE;

  for (int x = 0; x < width; x++)
    {
      gboolean here = (pixels[y * width + x] & 0xffffff) == colour
                      && (pixels[y * width + x] >> 24) == 0xff;

      if (here && !in)
        runs++;
      in = here;
    }
  return runs;
}

/* ---- tests ---- */

/* One bar per person, as long as every other, split as their scores are. */
static void
test_shares (Fixture       *f,
             gconstpointer  data)
{
  GkStatsChart *chart = add_chart (f, GK_STATS_CHART_SHARES);
  g_autofree guint32 *pixels = NULL;
  guint full = 0;
  int width, height;

  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, G_N_ELEMENTS (people));
  assert_description (chart, "Anna: 50% tokens, 30% cards, 10% renewal, 10% districts; "
                              "Béla: 25% tokens, 25% cards, 25% renewal, 25% districts; "
                              "Cili: 100% tokens, 0% cards, 0% renewal, 0% districts; "
                              "Dani: 40% tokens, 20% cards, 20% renewal, 20% districts; "
                              "Emma: 40% tokens, 20% cards, 20% renewal, 20% districts; "
                              "Feri: 40% tokens, 20% cards, 20% renewal, 20% districts");

  pixels = gk_ui_test_render (GTK_WIDGET (chart), &width, &height);
  for (guint i = 0; i < G_N_ELEMENTS (people); i++)
    {
      /* Near the top of the bar, above the percentages written on it. */
      int y = i * (ROW_HEIGHT + ROW_GAP) + 3;
      guint counts[GK_N_COMPONENTS], total = 0;

      count_parts (pixels, width, y, counts);
      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        total += counts[c];
      if (i == 0)
        full = total;
      /* every bar the same length: shares of one whole */
      g_assert_cmpint (ABS ((int) total - (int) full), <=, 2);
      g_assert_cmpuint (full, >, WIDTH / 2);
      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        if (ABS (counts[c] - people[i].share[c] * full) > 2)
          g_error ("%s, part %u: %u pixels of %u, share %.2f", people[i].name, c, counts[c],
                   full, people[i].share[c]);
    }
}

/* A score sheet's categories: named as the game names them, a colour each
 * from the game's description (the same with or without an expansion), every
 * share said; the legend wraps, taller when narrower. */
static void
test_categories (Fixture       *f,
                 gconstpointer  data)
{
  /* 7 Wonders without its expansions: no leaders, cities or projects. */
  char *ids[] = { "military", "treasury", "science", "guilds", "other", NULL };
  GkStatsChart *chart;
  g_autofree guint32 *pixels = NULL;
  int width, height, narrow, wide, unused;
  guint found = 0;

  f->stats.categories = g_strdupv (ids);
  f->stats.game = g_strdup ("7-wonders");
  for (guint i = 0; i < f->stats.people->len; i++)
    {
      GkHistoryPersonStats *person = g_ptr_array_index (f->stats.people, i);

      person->category_share = g_new0 (gdouble, 5);
      person->category_share[0] = 0.5;
      person->category_share[4] = 0.5;
    }
  chart = add_chart (f, GK_STATS_CHART_CATEGORIES);
  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, G_N_ELEMENTS (people));
  g_assert_cmpuint (gk_stats_chart_get_n_parts (chart), ==, 5);
  g_assert_cmpstr (gk_stats_chart_get_part_name (chart, 0), ==, "Military conflicts");
  g_assert_cmpstr (gk_stats_chart_get_part_name (chart, 2), ==, "Scientific structures");
  g_assert_cmpstr (gk_stats_chart_get_part_name (chart, 4), ==, "Other");
  assert_description (chart, "Anna: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other; "
                              "Béla: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other; "
                              "Cili: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other; "
                              "Dani: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other; "
                              "Emma: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other; "
                              "Feri: 50% Military conflicts, 0% Treasury, 0% Scientific "
                              "structures, 0% Guilds, 50% Other");

  /* Military red, and "other" orange, the colours the game's description
   * gives them, not the colour of the fifth place here (green). */
  {
    const GkSheetGame *game = gk_sheet_game_lookup ("7-wonders");

    g_assert_cmpstr (game->categories[0].colour, ==, "#c01c28");
    g_assert_cmpstr (game->categories[game->n_categories - 1].id, ==, "other");
    g_assert_cmpstr (game->categories[game->n_categories - 1].colour, ==, "#e66100");
  }
  pixels = gk_ui_test_render (GTK_WIDGET (chart), &width, &height);
  for (int x = 0; x < width; x++)
    {
      guint32 p = pixels[3 * width + x] & 0xffffff;

      found |= (p == 0xc01c28 ? 1 : 0) | (p == 0xe66100 ? 2 : 0) | (p == 0x26a269 ? 4 : 0);
    }
  g_assert_cmpuint (found, ==, 3);

  gtk_widget_measure (GTK_WIDGET (chart), GTK_ORIENTATION_VERTICAL, 1000, &wide, &unused,
                      NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (chart), GTK_ORIENTATION_VERTICAL, 280, &narrow, &unused,
                      NULL, NULL);
  g_assert_cmpint (narrow, >, wide);
  g_clear_pointer (&f->stats.categories, g_strfreev);
  g_clear_pointer (&f->stats.game, g_free);
}

/* A bar per number of players that has plays, as long as its average
 * winning score, the longest for the highest. */
static void
test_winning (Fixture       *f,
              gconstpointer  data)
{
  GkStatsChart *chart = add_chart (f, GK_STATS_CHART_WINNING);
  g_autofree guint32 *pixels = NULL;
  guint lengths[2];
  int width, height;

  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, 2);
  assert_description (chart, "3 players: 60.0; 4 players: 90.0");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (chart)), ==, 2 * (ROW_HEIGHT + ROW_GAP));

  pixels = gk_ui_test_render (GTK_WIDGET (chart), &width, &height);
  for (guint i = 0; i < 2; i++)
    {
      guint counts[GK_N_COMPONENTS];

      /* the bars are drawn in the blue of the points in play */
      count_parts (pixels, width, i * (ROW_HEIGHT + ROW_GAP) + ROW_HEIGHT / 2, counts);
      lengths[i] = counts[GK_COMPONENT_TOKENS];
    }
  g_assert_cmpuint (lengths[1], >, WIDTH / 2);
  g_assert_cmpint (ABS ((int) lengths[0] - (int) (lengths[1] * 60 / 90)), <=, 2);
}

/* A line per person, at most one per player colour, in the colour the
 * history gives them: a person whose colour another has before them is
 * drawn in a colour still free. */
static void
test_timeline (Fixture       *f,
               gconstpointer  data)
{
  GkStatsChart *chart = add_chart (f, GK_STATS_CHART_TIMELINE);
  g_autofree guint32 *pixels = NULL;
  int width, height;

  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, GK_STATS_CHART_MAX_LINES);
  assert_description (chart, "Anna: 2 plays; Béla: 1 play; Cili: 1 play; Dani: 1 play; "
                              "Emma: 1 play");

  /* The legend: each symbol once, in its own colour, Béla's in white. */
  pixels = gk_ui_test_render (GTK_WIDGET (chart), &width, &height);
  g_assert_cmpint (height, >, LEGEND_LINE);
  for (GkPlayerColour c = 0; c < GK_N_PLAYER_COLOURS; c++)
    {
      GdkRGBA fill;

      gk_player_colour_get_rgba (c, FALSE, &fill);
      if (runs_of (pixels, width, LEGEND_LINE, rgb (&fill)) != 1)
        g_error ("%u symbols of %s in the legend",
                 runs_of (pixels, width, LEGEND_LINE, rgb (&fill)), gk_player_colour_get_name (c));
    }
}

/* Plays of one time (a date entered without the hour): each play a step
 * of its own across the plot, in the order played, never all at its left
 * edge; a play's points at one step. */
static void
test_timeline_one_date (Fixture       *f,
                        gconstpointer  data)
{
  GkStatsChart *chart;
  double previous = -1;

  for (guint i = 0; i < f->stats.people->len; i++)
    {
      GkHistoryPersonStats *person = g_ptr_array_index (f->stats.people, i);

      for (guint p = 0; p < person->scores->len; p++)
        g_array_index (person->scores, GkHistoryPoint, p).finished = 1767225600;
    }
  chart = add_chart (f, GK_STATS_CHART_TIMELINE);
  /* Anna's two plays: two steps apart from the left edge. */
  for (guint p = 0; p < 2; p++)
    {
      double x = gk_stats_chart_get_point_x (chart, 0, p);

      g_assert_cmpfloat (x, >, previous + 20);
      previous = x;
    }
  g_assert_cmpfloat (gk_stats_chart_get_point_x (chart, 0, 0), <,
                     gk_stats_chart_get_point_x (chart, 0, 1));
  g_assert_cmpfloat (gk_stats_chart_get_point_x (chart, 0, 1), >, WIDTH / 2);
  /* The others' one play each shares Anna's first step. */
  for (guint i = 1; i < gk_stats_chart_get_n_rows (chart); i++)
    g_assert_cmpfloat (gk_stats_chart_get_point_x (chart, i, 0), ==,
                       gk_stats_chart_get_point_x (chart, 0, 0));
}

/* No figures: nothing drawn, no room taken, nothing said. */
static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  GkStatsChart *chart = add_chart (f, GK_STATS_CHART_SHARES);

  gk_stats_chart_set_stats (chart, NULL);
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, 0);
  {
    int minimum, natural;

    gtk_widget_measure (GTK_WIDGET (chart), GTK_ORIENTATION_VERTICAL, WIDTH, &minimum, &natural,
                        NULL, NULL);
    g_assert_cmpint (natural, ==, 0);
  }
  assert_description (chart, "");

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*GK_IS_STATS_CHART (self)*");
      gk_stats_chart_set_stats (NULL, &f->stats);
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*GK_IS_STATS_CHART (self)*");
      g_assert_cmpuint (gk_stats_chart_get_n_rows (NULL), ==, 0);
      g_test_assert_expected_messages ();
    }
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/stats-chart/shares", test_shares);
  ADD ("/stats-chart/winning", test_winning);
  ADD ("/stats-chart/timeline", test_timeline);
  ADD ("/stats-chart/timeline-one-date", test_timeline_one_date);
  ADD ("/stats-chart/empty", test_empty);
  ADD ("/stats-chart/categories", test_categories);
#undef ADD

  return g_test_run ();
}
