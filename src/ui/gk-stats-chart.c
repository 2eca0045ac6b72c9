/* gk-stats-chart.c: the plots of the statistics page
 *
 * Four plots of one widget: stacked bars of the average share of each
 * score part per person (the colours and textures of the score chart), or
 * of each category of a score sheet's game (a colour each), each person's
 * totals over time as lines with their colour's symbol at every play, and
 * a bar per number of players for the average winning score.  Drawn into
 * the snapshot with cairo; every figure is also in the accessible
 * description.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gk-date-format.h"
#include "gk-player-style.h"
#include "gk-score-chart.h"
#include "gk-sheet-game.h"
#include "gk-stats-chart.h"

typedef struct
{
  char           *label;
  GkPlayerColour  colour;
  double         *values;    /* shares by part, or [0] the winning average */
  GArray         *points;    /* of GkHistoryPoint, timeline only */
  GArray         *slots;     /* of guint: each point's play among all the plays drawn */
} Row;

struct _GkStatsChart
{
  GtkWidget         parent_instance;

  GkStatsChartKind  kind;
  GArray           *rows;    /* of Row */
  GPtrArray        *parts;   /* the shares' parts, named as the legend says them */
  guint             n_slots; /* the timeline's plays, one step of its axis each */
  GPtrArray        *hues;    /* of const char *: each category's colour, "#rrggbb" */
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
  g_free (row->values);
  g_clear_pointer (&row->points, g_array_unref);
  g_clear_pointer (&row->slots, g_array_unref);
}

/* ---- the parts of a share bar ---- */

/* A category of a score sheet whose game's description gives it no colour:
 * a colour by its place in the game's pad (whichever expansions were
 * played). */
static const char *const category_colours[] = {
  "#c01c28", "#e5a50a", "#986a44", "#1c71d8", "#26a269", "#f6d32d", "#813d9c", "#deddda",
  "#3d3846", "#2190a4", "#e66100", "#9a9996",
};

static void
part_rgba (GkStatsChart *self,
           guint         part,
           gboolean      dark,
           GdkRGBA      *rgba)
{
  if (self->kind == GK_STATS_CHART_SHARES)
    gk_score_part_get_rgba (part, dark, rgba);
  else
    gdk_rgba_parse (rgba, g_ptr_array_index (self->hues, part));
}

/* The score chart's texture for a score part; a category has its colour. */
static void
part_pattern (GkStatsChart *self,
              guint         part,
              cairo_t      *cr,
              double        x,
              double        y,
              double        w,
              double        h)
{
  if (self->kind == GK_STATS_CHART_SHARES)
    gk_score_part_draw_pattern (part, cr, x, y, w, h);
}

/* Text on a part: dark on a light fill, white on a dark one. */
static GdkRGBA
part_ink (GkStatsChart *self,
          guint         part,
          gboolean      dark)
{
  GdkRGBA fill;

  if (self->kind == GK_STATS_CHART_SHARES)
    return part == 1 ? (GdkRGBA) { 0.14, 0.12, 0.19, 1 } : (GdkRGBA) { 1, 1, 1, 1 };
  part_rgba (self, part, dark, &fill);
  if (0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue > 0.55)
    return (GdkRGBA) { 0.14, 0.12, 0.19, 1 };
  return (GdkRGBA) { 1, 1, 1, 1 };
}

#define LEGEND_SWATCH 20
#define LEGEND_GAP    16

/* The legend's lines at @width: each part a swatch and a name, wrapped. */
static guint
legend_lines (GkStatsChart *self,
              int           width)
{
  double x = PAD;
  guint lines = 1;

  for (guint part = 0; part < self->parts->len; part++)
    {
      g_autoptr(PangoLayout) layout =
        gtk_widget_create_pango_layout (GTK_WIDGET (self), g_ptr_array_index (self->parts, part));
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      if (x > PAD && x + LEGEND_SWATCH + w > width)
        {
          lines++;
          x = PAD;
        }
      x += LEGEND_SWATCH + w + LEGEND_GAP;
    }
  return lines;
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
natural_height (GkStatsChart *self,
                int           width)
{
  if (self->rows->len == 0)
    return 0;
  switch (self->kind)
    {
    case GK_STATS_CHART_TIMELINE:
      return TIMELINE_HEIGHT + LEGEND_HEIGHT;
    case GK_STATS_CHART_SHARES:
    case GK_STATS_CHART_CATEGORIES:
      return (int) self->rows->len * (ROW_HEIGHT + ROW_GAP)
             + (int) legend_lines (self, width) * LEGEND_HEIGHT;
    case GK_STATS_CHART_WINNING:
    default:
      return (int) self->rows->len * (ROW_HEIGHT + ROW_GAP);
    }
}

static GtkSizeRequestMode
gk_stats_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
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
    /* The legend wraps: taller when narrower. */
    *minimum = *natural = natural_height (self, for_size >= 0 ? for_size : 560);
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

/* The legend from @y on, wrapped as legend_lines() counts. */
static void
draw_legend (GkStatsChart  *self,
             cairo_t       *cr,
             double         y,
             int            width,
             gboolean       dark,
             const GdkRGBA *fg)
{
  double x = PAD;

  for (guint part = 0; part < self->parts->len; part++)
    {
      const char *name = g_ptr_array_index (self->parts, part);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), name);
      GdkRGBA fill;
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      if (x > PAD && x + LEGEND_SWATCH + w > width)
        {
          x = PAD;
          y += LEGEND_HEIGHT;
        }
      part_rgba (self, part, dark, &fill);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_rectangle (cr, x, y - 7, 14, 14);
      cairo_fill (cr);
      part_pattern (self, part, cr, x, y - 7, 14, 14);
      show_text (self, cr, name, x + LEGEND_SWATCH, y, -1, 0, fg);
      x += LEGEND_SWATCH + w + LEGEND_GAP;
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

  part_rgba (self, part, dark, &fill);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_rectangle (cr, x, y, w, ROW_HEIGHT);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, ROW_HEIGHT);
  cairo_clip (cr);
  part_pattern (self, part, cr, x, y, w, ROW_HEIGHT);
  cairo_restore (cr);
  if (w > 34)
    {
      g_autofree char *percent = g_strdup_printf ("%.0f%%", 100 * share);
      GdkRGBA ink = part_ink (self, part, dark);

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
      for (guint part = 0; part < self->parts->len; part++)
        {
          double w = bar * row->values[part];

          if (w <= 0)
            continue;
          draw_share_part (self, cr, part, row->values[part], x, y, w, dark);
          x += w;
        }
    }
  draw_legend (self, cr, self->rows->len * (ROW_HEIGHT + ROW_GAP) + LEGEND_HEIGHT / 2.0 - 4,
               width, dark, fg);
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

/* A point at the step of its play: the plays in the order played, one
 * step each, so that plays of one date (or one time) stand apart. */
static void
frame_point (const Frame          *frame,
             guint                 n_slots,
             guint                 slot,
             const GkHistoryPoint *p,
             double               *px,
             double               *py)
{
  *px = n_slots > 1 ? frame->left + (frame->right - frame->left) * slot / (double) (n_slots - 1)
                    : (frame->left + frame->right) / 2;
  *py = frame->bottom - (frame->bottom - frame->upper) * (p->total - frame->low)
                        / (double) (frame->top - frame->low);
}

static gint
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 ta = *(const gint64 *) a;
  gint64 tb = *(const gint64 *) b;

  return ta < tb ? -1 : ta > tb;
}

/* Each point's step on the axis: the plays of one time take as many
 * steps as the person with the most points at that time has there (a
 * person plays once in a play). */
static void
assign_slots (GkStatsChart *self)
{
  g_autoptr(GHashTable) per_time = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                          NULL);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) first_slot = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                            NULL);
  guint next = 0;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GArray *points = g_array_index (self->rows, Row, i).points;

      for (guint j = 0; j < points->len; )
        {
          gint64 t = g_array_index (points, GkHistoryPoint, j).finished;
          guint n = 0;
          gpointer seen;

          while (j < points->len && g_array_index (points, GkHistoryPoint, j).finished == t)
            {
              n++;
              j++;
            }
          if (!g_hash_table_lookup_extended (per_time, &t, NULL, &seen))
            {
              g_hash_table_insert (per_time, g_memdup2 (&t, sizeof t), GUINT_TO_POINTER (n));
              g_array_append_val (times, t);
            }
          else if (GPOINTER_TO_UINT (seen) < n)
            g_hash_table_insert (per_time, g_memdup2 (&t, sizeof t), GUINT_TO_POINTER (n));
        }
    }
  g_array_sort (times, compare_times);
  for (guint k = 0; k < times->len; k++)
    {
      gint64 t = g_array_index (times, gint64, k);

      g_hash_table_insert (first_slot, g_memdup2 (&t, sizeof t), GUINT_TO_POINTER (next));
      next += GPOINTER_TO_UINT (g_hash_table_lookup (per_time, &t));
    }
  self->n_slots = next;

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);
      guint k = 0;

      g_clear_pointer (&row->slots, g_array_unref);
      row->slots = g_array_sized_new (FALSE, FALSE, sizeof (guint), row->points->len);
      for (guint j = 0; j < row->points->len; j++)
        {
          gint64 t = g_array_index (row->points, GkHistoryPoint, j).finished;
          guint slot;

          k = j > 0 && g_array_index (row->points, GkHistoryPoint, j - 1).finished == t ? k + 1 : 0;
          slot = GPOINTER_TO_UINT (g_hash_table_lookup (first_slot, &t)) + k;
          g_array_append_val (row->slots, slot);
        }
    }
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
                      guint        n_slots,
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

      frame_point (frame, n_slots, g_array_index (row->slots, guint, j),
                   &g_array_index (row->points, GkHistoryPoint, j), &px, &py);
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

      frame_point (frame, n_slots, g_array_index (row->slots, guint, j), p, &px, &py);
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
  /* The frame gk_stats_chart_get_point_x() lays out too. */
  Frame frame = { 44, width - PAD - 8, TIMELINE_HEIGHT - 28, 10 };

  frame_fit (&frame, self);
  draw_timeline_grid (self, cr, &frame, fg);
  for (guint i = 0; i < self->rows->len; i++)
    draw_timeline_person (&frame, self->n_slots, cr, &g_array_index (self->rows, Row, i), dark);
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
    case GK_STATS_CHART_CATEGORIES:
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
      else if (self->kind == GK_STATS_CHART_CATEGORIES)
        for (guint part = 0; part < self->parts->len; part++)
          {
            if (part == 0)
              g_string_append_printf (text, "%s: ", row->label);
            else
              g_string_append (text, _(", "));
            /* TRANSLATORS: a category's share in a chart's description for screen readers:
             * "20% Military conflicts" */
            g_string_append_printf (text, _("%.0f%% %s"), 100 * row->values[part],
                                    (const char *) g_ptr_array_index (self->parts, part));
          }
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
      row.values = g_new0 (double, 1);
      row.values[0] = stats->counts[n].average_winning;
      g_array_append_val (self->rows, row);
    }
}

/* A row per person, in the colour the history shows them in: their shares
 * and their totals over time.  The timeline draws one line per colour at
 * most. */
static void
add_person_rows (GkStatsChart         *self,
                 const GkHistoryStats *stats)
{
  gboolean timeline = self->kind == GK_STATS_CHART_TIMELINE;
  guint limit = timeline ? GK_STATS_CHART_MAX_LINES : G_MAXUINT;

  for (guint i = 0; i < stats->people->len && i < limit; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);
      Row row = { g_strdup (person->name), person->shown_colour };

      row.values = g_new0 (double, MAX (self->parts->len, 1));
      for (guint c = 0; c < self->parts->len; c++)
        row.values[c] = self->kind == GK_STATS_CHART_CATEGORIES ? person->category_share[c]
                                                                : person->share[c];
      row.points = g_array_copy (person->scores);
      g_array_append_val (self->rows, row);
    }
}

/* The categories of a score sheet's game, named, each in the colour its
 * game's description gives it, or the colour of its place in the pad. */
static void
add_categories (GkStatsChart         *self,
                const GkHistoryStats *stats)
{
  const GkSheetGame *game = stats->game != NULL ? gk_sheet_game_lookup (stats->game) : NULL;

  for (guint c = 0; c < gk_history_stats_get_n_categories (stats); c++)
    {
      const char *colour = category_colours[c % G_N_ELEMENTS (category_colours)];

      for (guint k = 0; game != NULL && k < game->n_categories; k++)
        if (g_str_equal (game->categories[k].id, stats->categories[c]))
          colour = game->categories[k].colour != NULL
                   ? game->categories[k].colour
                   : category_colours[k % G_N_ELEMENTS (category_colours)];
      g_ptr_array_add (self->parts, g_strdup (gk_history_category_name (stats->game,
                                                                        stats->categories[c])));
      g_ptr_array_add (self->hues, (gpointer) colour);
    }
}

void
gk_stats_chart_set_stats (GkStatsChart         *self,
                          const GkHistoryStats *stats)
{
  g_return_if_fail (GK_IS_STATS_CHART (self));

  g_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->parts, 0);
  g_ptr_array_set_size (self->hues, 0);
  if (stats != NULL && self->kind == GK_STATS_CHART_SHARES)
    for (guint part = 0; part < GK_N_COMPONENTS; part++)
      g_ptr_array_add (self->parts, g_strdup (gk_score_part_get_name (part)));
  else if (stats != NULL && self->kind == GK_STATS_CHART_CATEGORIES)
    add_categories (self, stats);
  if (stats != NULL && self->kind == GK_STATS_CHART_WINNING)
    add_winning_rows (self, stats);
  else if (stats != NULL)
    add_person_rows (self, stats);
  self->n_slots = 0;
  if (self->kind == GK_STATS_CHART_TIMELINE)
    assign_slots (self);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
gk_stats_chart_get_n_rows (GkStatsChart *self)
{
  g_return_val_if_fail (GK_IS_STATS_CHART (self), 0);
  return self->rows->len;
}

GkPlayerColour
gk_stats_chart_get_row_colour (GkStatsChart *self,
                               guint         row)
{
  g_return_val_if_fail (GK_IS_STATS_CHART (self), 0);
  g_return_val_if_fail (row < self->rows->len, 0);
  return g_array_index (self->rows, Row, row).colour;
}

double
gk_stats_chart_get_point_x (GkStatsChart *self,
                            guint         row,
                            guint         point)
{
  Frame frame = { 44, gtk_widget_get_width (GTK_WIDGET (self)) - PAD - 8, TIMELINE_HEIGHT - 28,
                  10 };
  const Row *r;
  double x, y;

  g_return_val_if_fail (GK_IS_STATS_CHART (self), 0);
  g_return_val_if_fail (self->kind == GK_STATS_CHART_TIMELINE, 0);
  g_return_val_if_fail (row < self->rows->len, 0);
  r = &g_array_index (self->rows, Row, row);
  g_return_val_if_fail (point < r->points->len, 0);

  frame_fit (&frame, self);
  frame_point (&frame, self->n_slots, g_array_index (r->slots, guint, point),
               &g_array_index (r->points, GkHistoryPoint, point), &x, &y);
  return x;
}

guint
gk_stats_chart_get_n_parts (GkStatsChart *self)
{
  g_return_val_if_fail (GK_IS_STATS_CHART (self), 0);
  return self->parts->len;
}

const char *
gk_stats_chart_get_part_name (GkStatsChart *self,
                              guint         part)
{
  g_return_val_if_fail (GK_IS_STATS_CHART (self), NULL);
  g_return_val_if_fail (part < self->parts->len, NULL);
  return g_ptr_array_index (self->parts, part);
}

static void
gk_stats_chart_finalize (GObject *object)
{
  GkStatsChart *self = GK_STATS_CHART (object);

  g_array_unref (self->rows);
  g_ptr_array_unref (self->parts);
  g_ptr_array_unref (self->hues);
  G_OBJECT_CLASS (gk_stats_chart_parent_class)->finalize (object);
}

static void
gk_stats_chart_class_init (GkStatsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gk_stats_chart_finalize;
  widget_class->measure = gk_stats_chart_measure;
  widget_class->get_request_mode = gk_stats_chart_get_request_mode;
  widget_class->snapshot = gk_stats_chart_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gk_stats_chart_init (GkStatsChart *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  self->parts = g_ptr_array_new_with_free_func (g_free);
  self->hues = g_ptr_array_new ();
  gk_player_style_track_dark (GTK_WIDGET (self));
}

GtkWidget *
gk_stats_chart_new (GkStatsChartKind kind)
{
  GkStatsChart *self = g_object_new (GK_TYPE_STATS_CHART, NULL);

  self->kind = kind;
  return GTK_WIDGET (self);
}
