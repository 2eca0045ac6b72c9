/* test-score-chart.c: the final score as a stacked bar per player, each
 * part as long as its points, in the order of the score, and every figure
 * said to screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-score-chart.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

#define WIDTH 640

typedef struct
{
  GkTable      *table;
  GkScore      *score;
  GtkWidget    *window;
  GkScoreChart *chart;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GError) error = NULL;

  f->table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);
  f->score = gk_score_compute (f->table);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), WIDTH, 400);
  f->chart = GK_SCORE_CHART (gk_score_chart_new ());
  gtk_widget_set_valign (GTK_WIDGET (f->chart), GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->chart));
  gk_score_chart_set_score (f->chart, f->table, f->score);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->chart)), ==, WIDTH);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  g_clear_pointer (&f->score, gk_score_free);
  g_clear_pointer (&f->table, gk_table_free);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- helpers ---- */

static guint
part_value (const GkPlayerScore *player,
            guint                part)
{
  const guint parts[] = { player->tokens, player->cards, player->renewal, player->districts };

  return parts[part];
}

static guint
distance (guint32 a,
          guint32 b)
{
  return ABS ((int) ((a >> 16) & 0xff) - (int) ((b >> 16) & 0xff))
         + ABS ((int) ((a >> 8) & 0xff) - (int) ((b >> 8) & 0xff))
         + ABS ((int) (a & 0xff) - (int) (b & 0xff));
}

/* Which part's colour pixel @p is nearest to (its texture on top changes
 * the shade, not which is nearest); -1 for anything else. */
static int
part_of (guint32 p)
{
  int best = -1;
  guint best_distance = 150;

  if ((p >> 24) != 0xff)
    return -1;
  for (guint part = 0; part < 4; part++)
    {
      GdkRGBA rgba;
      guint32 colour;

      gk_score_part_get_rgba (part, FALSE, &rgba);
      colour = ((guint32) (rgba.red * 255 + 0.5) << 16) | ((guint32) (rgba.green * 255 + 0.5) << 8)
               | (guint32) (rgba.blue * 255 + 0.5);
      if (distance (p, colour) < best_distance)
        {
          best = part;
          best_distance = distance (p, colour);
        }
    }
  return best;
}

static guint
count_row (const guint32 *pixels,
           int            width,
           int            y,
           guint          counts[4])
{
  guint total = 0;

  memset (counts, 0, 4 * sizeof (guint));
  for (int x = 0; x < width; x++)
    {
      int part = part_of (pixels[y * width + x]);

      if (part >= 0)
        {
          counts[part]++;
          total++;
        }
    }
  return total;
}

/* ---- tests ---- */

/* One bar per player in the score's order; each part as long as its points
 * at one scale for all, so the longest bar is the winner's. */
static void
test_bars (Fixture       *f,
           gconstpointer  data)
{
  g_autofree guint32 *pixels = NULL;
  g_autoptr(GArray) tops = g_array_new (FALSE, FALSE, sizeof (int));
  double scale = 0;
  int width, height, top = 0;
  gboolean in_bar = FALSE;

  pixels = gk_ui_test_render (GTK_WIDGET (f->chart), &width, &height);

  /* The bars are the bands of rows in the parts' colours at least 28
   * pixels high: the legend's swatches are 16. */
  for (int y = 0; y <= height; y++)
    {
      guint counts[4];
      gboolean coloured = y < height && count_row (pixels, width, y, counts) > 20;

      if (coloured && !in_bar)
        top = y;
      else if (!coloured && in_bar && y - top >= 28)
        g_array_append_val (tops, top);
      in_bar = coloured;
    }
  g_assert_cmpuint (tops->len, ==, f->score->n_players);

  for (guint i = 0; i < f->score->n_players; i++)
    {
      const GkPlayerScore *player = &f->score->players[i];
      guint counts[4];
      guint total = count_row (pixels, width, g_array_index (tops, int, i) + 2, counts);

      g_assert_cmpuint (player->total, >, 0);
      if (i == 0)
        scale = (double) total / player->total;
      g_assert_cmpfloat (ABS (total - player->total * scale), <=, 4);
      for (guint part = 0; part < 4; part++)
        if (ABS (counts[part] - part_value (player, part) * scale) > 3)
          g_error ("%s, part %u: %u pixels for %u points at %.2f a point",
                   gk_table_get_player_name (f->table, player->player), part, counts[part],
                   part_value (player, part), scale);
    }
}

/* What the bars show, for screen readers: every player and every part. */
static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *value = NULL;

  for (guint i = 0; i < f->score->n_players; i++)
    {
      const GkPlayerScore *p = &f->score->players[i];

      g_string_append_printf (expected, "%s%s: %u (tokens %u, cards %u, renewal %u, districts %u)",
                              i > 0 ? "; " : "", gk_table_get_player_name (f->table, p->player),
                              p->total, p->tokens, p->cards, p->renewal, p->districts);
    }
  value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->chart),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected->str);
  if (value != NULL)
    g_error ("the chart says “%s”", value);
  g_clear_pointer (&value, g_free);
  value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->chart),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "Score chart");
  g_assert_null (value);
  gtk_test_accessible_assert_role (f->chart, GTK_ACCESSIBLE_ROLE_IMG);
}

/* No score: no bars, no room for them, nothing said. */
static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  int full, empty;

  gtk_widget_measure (GTK_WIDGET (f->chart), GTK_ORIENTATION_VERTICAL, WIDTH, NULL, &full,
                      NULL, NULL);
  gk_score_chart_set_score (f->chart, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (f->chart), GTK_ORIENTATION_VERTICAL, WIDTH, NULL, &empty,
                      NULL, NULL);
  /* the legend stays; each player's bar took 28 pixels or more */
  g_assert_cmpint (full - empty, >=, (int) f->score->n_players * 28);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->chart),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ""));

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*score == NULL || table != NULL*");
      gk_score_chart_set_score (f->chart, NULL, f->score);
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*part < N_PARTS*");
      g_assert_null (gk_score_part_get_name (4));
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
  ADD ("/score-chart/bars", test_bars);
  ADD ("/score-chart/accessible", test_accessible);
  ADD ("/score-chart/empty", test_empty);
#undef ADD

  return g_test_run ();
}
