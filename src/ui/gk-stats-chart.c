/* gk-stats-chart.c: the plots of the statistics page
 *
 * Three plots of one widget: stacked bars of the average share of each
 * score part per person (the colours and textures of the score chart),
 * each person's totals over time as lines with their colour's symbol at
 * every play, and a bar per number of players for the average winning
 * score.  Drawn into the snapshot with cairo; every figure is also in the
 * accessible description.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gk-date-format.h"
#include "gk-player-style.h"
#include "gk-score-chart.h"
#include "gk-stats-chart.h"

typedef struct
{
  char           *label;
  GkPlayerColour  colour;
  double          values[GK_N_COMPONENTS];   /* shares, or [0] the winning average */
  GArray         *points;                    /* of GkHistoryPoint, timeline only */
} Row;

struct _GkStatsChart
{
  GtkWidget         parent_instance;

  GkStatsChartKind  kind;
  GArray           *rows;    /* of Row */
};

G_DEFINE_FINAL_TYPE (GkStatsChart, gk_stats_chart, GTK_TYPE_WIDGET)

#define ROW_HEIGHT      28
#define ROW_GAP         8
#define LEGEND_HEIGHT   28
#define TIMELINE_HEIGHT 260
#define PAD             6

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->label);
  g_clear_pointer (&row->points, g_array_unref);
}

/* ---- size ---- */

static int
label_width (GkStatsChart *self)
{
  int widest = 0;

  for (guint i = 0; i < self->rows->len; i++)
    {
      g_autoptr(PangoLayout) layout =
        gtk_widget_create_pango_layout (GTK_WIDGET (self),
                                        g_array_index (self->rows, Row, i).label);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      widest = MAX (widest, w);
    }
  return MIN (widest, 220) + 2 * PAD;
}

static int
natural_height (GkStatsChart *self)
{
  if (self->rows->len == 0)
    return 0;
  switch (self->kind)
    {
    case GK_STATS_CHART_TIMELINE:
      return TIMELINE_HEIGHT + LEGEND_HEIGHT;
    case GK_STATS_CHART_SHARES:
      return (int) self->rows->len * (ROW_HEIGHT + ROW_GAP) + LEGEND_HEIGHT;
    case GK_STATS_CHART_WINNING:
    default:
      return (int) self->rows->len * (ROW_HEIGHT + ROW_GAP);
    }
}

static void
gk_stats_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GkStatsChart *self = GK_STATS_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 280;
      *natural = 560;
    }
  else
    *minimum = *natural = natural_height (self);
}

/* ---- drawing ---- */

static void
foreground (GtkWidget *widget,
            GdkRGBA   *rgba)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
show_text (GkStatsChart  *self,
           cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         max_width,
           double         xalign,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int w, h;

  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_move_to (cr, round (x - xalign * w), round (y - h / 2.0));
  pango_cairo_show_layout (cr, layout);
}

static void
draw_legend (GkStatsChart  *self,
             cairo_t       *cr,
             double         y,
             gboolean       dark,
             const GdkRGBA *fg)
{
  double x = PAD;

  for (guint part = 0; part < GK_N_COMPONENTS; part++)
    {
      g_autoptr(PangoLayout) layout =
        gtk_widget_create_pango_layout (GTK_WIDGET (self), gk_score_part_get_name (part));
      GdkRGBA fill;
      int w, h;

      gk_score_part_get_rgba (part, dark, &fill);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_rectangle (cr, x, y - 7, 14, 14);
      cairo_fill (cr);
      gk_score_part_draw_pattern (part, cr, x, y - 7, 14, 14);
      pango_layout_get_pixel_size (layout, &w, &h);
      show_text (self, cr, gk_score_part_get_name (part), x + 20, y, -1, 0, fg);
      x += 20 + w + 16;
    }
}

/* One part of a share bar, @w wide from @x, with its percentage when it
 * fits. */
static void
draw_share_part (GkStatsChart *self,
                 cairo_t      *cr,
                 guint         part,
                 double        share,
                 double        x,
                 double        y,
                 double        w,
                 gboolean      dark)
{
  GdkRGBA fill;

  gk_score_part_get_rgba (part, dark, &fill);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_rectangle (cr, x, y, w, ROW_HEIGHT);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, ROW_HEIGHT);
  cairo_clip (cr);
  gk_score_part_draw_pattern (part, cr, x, y, w, ROW_HEIGHT);
  cairo_restore (cr);
  if (w > 34)
    {
      g_autofree char *percent = g_strdup_printf ("%.0f%%", 100 * share);
      GdkRGBA ink = part == 1 ? (GdkRGBA) { 0.14, 0.12, 0.19, 1 }
                              : (GdkRGBA) { 1, 1, 1, 1 };

      show_text (self, cr, percent, x + w / 2, y + ROW_HEIGHT / 2.0, -1, 0.5, &ink);
    }
}

static void
draw_shares (GkStatsChart  *self,
             cairo_t       *cr,
             int            width,
             gboolean       dark,
             const GdkRGBA *fg)
{
  int names = label_width (self);
  double bar = MAX (width - names - PAD, 40);

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      double y = i * (ROW_HEIGHT + ROW_GAP);
      double x = names;

      show_text (self, cr, row->label, PAD, y + ROW_HEIGHT / 2.0, names - 2 * PAD, 0, fg);
      for (guint part = 0; part < GK_N_COMPONENTS; part++)
        {
          double w = bar * row->values[part];

          if (w <= 0)
            continue;
          draw_share_part (self, cr, part, row->values[part], x, y, w, dark);
          x += w;
        }
    }
  draw_legend (self, cr, self->rows->len * (ROW_HEIGHT + ROW_GAP) + LEGEND_HEIGHT / 2.0 - 4,
               dark, fg);
}

static void
draw_winning (GkStatsChart  *self,
              cairo_t       *cr,
              int            width,
              gboolean       dark,
              const GdkRGBA *fg)
{
  int names = label_width (self);
  double bar = MAX (width - names - PAD - 40, 40);
  double most = 1;
  GdkRGBA fill;

  gdk_rgba_parse (&fill, dark ? "#78aeed" : "#3584e4");
  for (guint i = 0; i < self->rows->len; i++)
    most = MAX (most, g_array_index (self->rows, Row, i).values[0]);
  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      double y = i * (ROW_HEIGHT + ROW_GAP);
      double w = bar * MAX (row->values[0], 0) / most;
      g_autofree char *value = g_strdup_printf ("%.1f", row->values[0]);

      show_text (self, cr, row->label, PAD, y + ROW_HEIGHT / 2.0, names - 2 * PAD, 0, fg);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_rectangle (cr, names, y, w, ROW_HEIGHT);
      cairo_fill (cr);
      show_text (self, cr, value, names + w + PAD, y + ROW_HEIGHT / 2.0, -1, 0, fg);
    }
}

/* Where the timeline plots: its edges in pixels, the plays' span in time
 * and the lowest and highest total on its scale. */
typedef struct
{
  double left, right, bottom, upper;
  gint64 first, last;
  gint   low, top;
} Frame;

/* The first and last play, and the totals' span from 0 (or the lowest
 * total, a score sheet's below 0) up to four steps of a round number. */
static void
frame_fit (Frame        *frame,
           GkStatsChart *self)
{
  frame->first = G_MAXINT64;
  frame->last = G_MININT64;
  frame->low = 0;
  frame->top = 1;
  for (guint i = 0; i < self->rows->len; i++)
    {
      GArray *points = g_array_index (self->rows, Row, i).points;

      for (guint j = 0; j < points->len; j++)
        {
          const GkHistoryPoint *p = &g_array_index (points, GkHistoryPoint, j);

          frame->first = MIN (frame->first, p->finished);
          frame->last = MAX (frame->last, p->finished);
          frame->low = MIN (frame->low, p->total);
          frame->top = MAX (frame->top, p->total);
        }
    }
  frame->low = -((-frame->low + 19) / 20 * 20);
  frame->top = frame->low + (frame->top - frame->low + 19) / 20 * 20;
  if (frame->last <= frame->first)
    frame->last = frame->first + 1;
}

static void
frame_point (const Frame          *frame,
             const GkHistoryPoint *p,
             double               *px,
             double               *py)
{
  *px = frame->left + (frame->right - frame->left) * (double) (p->finished - frame->first)
                      / (frame->last - frame->first);
  *py = frame->bottom - (frame->bottom - frame->upper) * (p->total - frame->low)
                        / (double) (frame->top - frame->low);
}

/* Grid: five lines with the score on the left, the first and last date below. */
static void
draw_timeline_grid (GkStatsChart  *self,
                    cairo_t       *cr,
                    const Frame   *frame,
                    const GdkRGBA *fg)
{
  GdkRGBA grid = *fg;

  grid.alpha = 0.15;
  cairo_set_line_width (cr, 1);
  for (guint k = 0; k <= 4; k++)
    {
      double y = frame->bottom - (frame->bottom - frame->upper) * k / 4.0;
      g_autofree char *value = g_strdup_printf ("%d", frame->low
                                                      + (frame->top - frame->low) * (gint) k / 4);

      gdk_cairo_set_source_rgba (cr, &grid);
      cairo_move_to (cr, frame->left, round (y) + 0.5);
      cairo_line_to (cr, frame->right, round (y) + 0.5);
      cairo_stroke (cr);
      show_text (self, cr, value, frame->left - 6, y, -1, 1, fg);
    }
  {
    g_autoptr(GDateTime) a = g_date_time_new_from_unix_local (frame->first);
    g_autoptr(GDateTime) b = g_date_time_new_from_unix_local (frame->last);
    g_autofree char *from = gk_date_format_date (a);
    g_autofree char *to = gk_date_format_date (b);

    show_text (self, cr, from, frame->left, frame->bottom + 14, -1, 0, fg);
    show_text (self, cr, to, frame->right, frame->bottom + 14, -1, 1, fg);
  }
}

/* A person's totals joined by a line of their colour, a symbol at each play,
 * a larger one for a win. */
static void
draw_timeline_person (const Frame *frame,
                      cairo_t     *cr,
                      const Row   *row,
                      gboolean     dark)
{
  GdkRGBA line, outline;

  gk_player_colour_get_rgba (row->colour, dark, &line);
  gk_player_colour_get_outline_rgba (row->colour, dark, &outline);
  for (guint j = 0; j < row->points->len; j++)
    {
      double px, py;

      frame_point (frame, &g_array_index (row->points, GkHistoryPoint, j), &px, &py);
      if (j == 0)
        cairo_move_to (cr, px, py);
      else
        cairo_line_to (cr, px, py);
    }
  /* The outline keeps a white or black line apart from the background. */
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_width (cr, 4);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &line);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  for (guint j = 0; j < row->points->len; j++)
    {
      const GkHistoryPoint *p = &g_array_index (row->points, GkHistoryPoint, j);
      double px, py;

      frame_point (frame, p, &px, &py);
      gk_player_colour_draw_symbol (row->colour, cr, px, py, p->winner ? 6 : 4, dark);
    }
}

/* Legend: each person's symbol and name. */
static void
draw_timeline_legend (GkStatsChart  *self,
                      cairo_t       *cr,
                      gboolean       dark,
                      const GdkRGBA *fg)
{
  double x = PAD;

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self),
                                                                      row->label);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      w = MIN (w, 160);
      gk_player_colour_draw_symbol (row->colour, cr, x + 7, TIMELINE_HEIGHT + 12, 6, dark);
      show_text (self, cr, row->label, x + 18, TIMELINE_HEIGHT + 12, 160, 0, fg);
      x += 18 + w + 16;
    }
}

static void
draw_timeline (GkStatsChart  *self,
               cairo_t       *cr,
               int            width,
               gboolean       dark,
               const GdkRGBA *fg)
{
  Frame frame = { 44, width - PAD - 8, TIMELINE_HEIGHT - 28, 10 };

  frame_fit (&frame, self);
  draw_timeline_grid (self, cr, &frame, fg);
  for (guint i = 0; i < self->rows->len; i++)
    draw_timeline_person (&frame, cr, &g_array_index (self->rows, Row, i), dark);
  draw_timeline_legend (self, cr, dark, fg);
}

static void
gk_stats_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GkStatsChart *self = GK_STATS_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = gk_player_style_is_dark (widget);
  GdkRGBA fg;
  cairo_t *cr;

  if (self->rows->len == 0 || width <= 0 || height <= 0)
    return;
  foreground (widget, &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  switch (self->kind)
    {
    case GK_STATS_CHART_SHARES:
      draw_shares (self, cr, width, dark, &fg);
      break;
    case GK_STATS_CHART_TIMELINE:
      draw_timeline (self, cr, width, dark, &fg);
      break;
    case GK_STATS_CHART_WINNING:
    default:
      draw_winning (self, cr, width, dark, &fg);
      break;
    }
  cairo_destroy (cr);
}

/* ---- data ---- */

static void
update_accessible (GkStatsChart *self)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);

      if (i > 0)
        g_string_append (text, "; ");
      if (self->kind == GK_STATS_CHART_SHARES)
        /* TRANSLATORS: the chart's description for screen readers: a name and four percentages */
        g_string_append_printf (text, _("%s: %.0f%% tokens, %.0f%% cards, %.0f%% renewal, "
                                        "%.0f%% districts"),
                                row->label, 100 * row->values[0], 100 * row->values[1],
                                100 * row->values[2], 100 * row->values[3]);
      else if (self->kind == GK_STATS_CHART_WINNING)
        /* TRANSLATORS: the chart's description for screen readers: "3 players: 68.5" */
        g_string_append_printf (text, _("%s: %.1f"), row->label, row->values[0]);
      else
        g_string_append_printf (text, ngettext ("%s: %u play", "%s: %u plays", row->points->len),
                                row->label, row->points->len);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text->str, -1);
  g_string_free (text, TRUE);
}

/* A row per number of players that has plays: its average winning score. */
static void
add_winning_rows (GkStatsChart         *self,
                  const GkHistoryStats *stats)
{
  for (guint n = 1; n <= GK_HISTORY_MAX_SEATS; n++)
    {
      Row row = { 0 };

      if (stats->counts[n].plays == 0)
        continue;
      row.label = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      row.values[0] = stats->counts[n].average_winning;
      g_array_append_val (self->rows, row);
    }
}

/* A row per person: their shares and their totals over time.  The timeline
 * draws one line per colour at most. */
static void
add_person_rows (GkStatsChart         *self,
                 const GkHistoryStats *stats)
{
  gboolean timeline = self->kind == GK_STATS_CHART_TIMELINE;
  guint limit = timeline ? GK_STATS_CHART_MAX_LINES : G_MAXUINT;
  gboolean used[GK_N_PLAYER_COLOURS] = { FALSE };

  for (guint i = 0; i < stats->people->len && i < limit; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);
      Row row = { g_strdup (person->name), person->colour };

      /* Lines of one colour could not be told apart: a person whose
       * colour is taken is drawn in the first one still free. */
      if (timeline && used[row.colour])
        for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
          if (!used[c])
            {
              row.colour = c;
              break;
            }
      used[row.colour] = TRUE;

      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        row.values[c] = person->share[c];
      row.points = g_array_copy (person->scores);
      g_array_append_val (self->rows, row);
    }
}

void
gk_stats_chart_set_stats (GkStatsChart         *self,
                          const GkHistoryStats *stats)
{
  g_return_if_fail (GK_IS_STATS_CHART (self));

  g_array_set_size (self->rows, 0);
  if (stats != NULL && self->kind == GK_STATS_CHART_WINNING)
    add_winning_rows (self, stats);
  else if (stats != NULL)
    add_person_rows (self, stats);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
gk_stats_chart_get_n_rows (GkStatsChart *self)
{
  g_return_val_if_fail (GK_IS_STATS_CHART (self), 0);
  return self->rows->len;
}

static void
gk_stats_chart_finalize (GObject *object)
{
  GkStatsChart *self = GK_STATS_CHART (object);

  g_array_unref (self->rows);
  G_OBJECT_CLASS (gk_stats_chart_parent_class)->finalize (object);
}

static void
gk_stats_chart_class_init (GkStatsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gk_stats_chart_finalize;
  widget_class->measure = gk_stats_chart_measure;
  widget_class->snapshot = gk_stats_chart_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gk_stats_chart_init (GkStatsChart *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  gk_player_style_track_dark (GTK_WIDGET (self));
}

GtkWidget *
gk_stats_chart_new (GkStatsChartKind kind)
{
  GkStatsChart *self = g_object_new (GK_TYPE_STATS_CHART, NULL);

  self->kind = kind;
  return GTK_WIDGET (self);
}
