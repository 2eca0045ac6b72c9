/* gk-score-chart.c: the final score as a stacked bar per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-score-chart.h"

/* The parts of a score, in the order the bars stack them. */
typedef enum
{
  PART_TOKENS,
  PART_CARDS,
  PART_RENEWAL,
  PART_DISTRICTS,
  N_PARTS
} Part;

typedef struct
{
  char           *name;
  GkPlayerColour  colour;
  guint           parts[N_PARTS];
  guint           total;
} ChartRow;

struct _GkScoreChart
{
  GtkWidget  parent_instance;

  GArray    *rows;   /* of ChartRow */
};

G_DEFINE_FINAL_TYPE (GkScoreChart, gk_score_chart, GTK_TYPE_WIDGET)

#define ROW_SPACING  10
#define LEGEND_GAP   16
#define SWATCH       16

/* The legend says what the command line's score table (gk-report.c) and
 * the score page head their columns with. */
static const char *
part_name (Part part)
{
  switch (part)
    {
    case PART_TOKENS:
      return gk_format_score_part (GK_SCORE_TOKENS);
    case PART_CARDS:
      return gk_format_score_part (GK_SCORE_CARDS);
    case PART_RENEWAL:
      return gk_format_score_part (GK_SCORE_RENEWAL);
    case PART_DISTRICTS:
      return gk_format_score_part (GK_SCORE_DISTRICTS);
    case N_PARTS:
    default:
      g_assert_not_reached ();
    }
}

static void
part_rgba (Part      part,
           gboolean  dark,
           GdkRGBA  *rgba)
{
  static const char * const light[N_PARTS] = { "#3584e4", "#f6d32d", "#2ec27e", "#9141ac" };
  static const char * const darker[N_PARTS] = { "#1c71d8", "#f5c211", "#26a269", "#813d9c" };

  gdk_rgba_parse (rgba, dark ? darker[part] : light[part]);
}

static void
part_ink_rgba (Part     part,
               GdkRGBA *rgba)
{
  if (part == PART_CARDS)
    *rgba = (GdkRGBA) { 0.14, 0.12, 0.19, 1.0 };
  else
    *rgba = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
}

/* Each part has its own texture so the chart reads without colours:
 * plain, diagonal stripes, dots, cross-hatch. */
static void
draw_part_pattern (Part     part,
                   cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height)
{
  double step = 7;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  cairo_new_path (cr);
  cairo_set_line_width (cr, 2);

  switch (part)
    {
    case PART_TOKENS:
      break;

    case PART_CARDS:
      cairo_set_source_rgba (cr, 0, 0, 0, 0.16);
      for (double d = -height; d < width; d += step)
        {
          cairo_move_to (cr, x + d, y + height);
          cairo_line_to (cr, x + d + height, y);
        }
      cairo_stroke (cr);
      break;

    case PART_RENEWAL:
      cairo_set_source_rgba (cr, 1, 1, 1, 0.3);
      for (double dy = step / 2; dy < height + step; dy += step)
        for (double dx = step / 2; dx < width + step; dx += step)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, x + dx, y + dy, 1.3, 0, 2 * G_PI);
          }
      cairo_fill (cr);
      break;

    case PART_DISTRICTS:
      cairo_set_source_rgba (cr, 1, 1, 1, 0.22);
      cairo_set_line_width (cr, 1.2);
      for (double d = -height; d < width; d += step)
        {
          cairo_move_to (cr, x + d, y + height);
          cairo_line_to (cr, x + d + height, y);
          cairo_move_to (cr, x + d, y);
          cairo_line_to (cr, x + d + height, y + height);
        }
      cairo_stroke (cr);
      break;

    case N_PARTS:
    default:
      g_assert_not_reached ();
    }

  cairo_restore (cr);
}

static void
chart_row_clear (gpointer data)
{
  ChartRow *row = data;

  g_clear_pointer (&row->name, g_free);
}

/* ---- layout ---- */

static PangoLayout *
make_layout (GkScoreChart *self,
             const char   *text,
             gboolean      bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

static int
text_height (GkScoreChart *self)
{
  g_autoptr(PangoLayout) layout = make_layout (self, "0", TRUE);
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

static int
bar_height (GkScoreChart *self)
{
  return MAX (28, text_height (self) + 10);
}

/* The legend wraps to as many lines as the width needs; returns its height. */
static int
legend_layout (GkScoreChart *self,
               int           width,
               int           xs[N_PARTS],
               int           ys[N_PARTS])
{
  int line = MAX (SWATCH, text_height (self));
  int x = 0, y = 0;

  for (Part part = 0; part < N_PARTS; part++)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, part_name (part), FALSE);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      w += SWATCH + 6;
      if (x > 0 && x + w > width)
        {
          x = 0;
          y += line + 6;
        }
      if (xs != NULL)
        {
          xs[part] = x;
          ys[part] = y;
        }
      x += w + LEGEND_GAP;
    }

  return y + line;
}

static int
name_width (GkScoreChart *self)
{
  int widest = 0;

  for (guint i = 0; self->rows != NULL && i < self->rows->len; i++)
    {
      const ChartRow *row = &g_array_index (self->rows, ChartRow, i);
      g_autoptr(PangoLayout) layout = make_layout (self, row->name, FALSE);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      widest = MAX (widest, w);
    }

  /* the symbol before the name, and room after it; long names are cut */
  return MIN (widest, 160) + 24 + 12;
}

static void
gk_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GkScoreChart *self = GK_SCORE_CHART (widget);
  guint n_rows = self->rows != NULL ? self->rows->len : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = name_width (self) + 160;
      *natural = name_width (self) + 420;
    }
  else
    {
      int width = for_size > 0 ? for_size : name_width (self) + 420;

      *minimum = *natural = legend_layout (self, width, NULL, NULL) + 18
                            + n_rows * (bar_height (self) + ROW_SPACING);
    }
}

/* ---- drawing ---- */

static void
append_text (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             double         x,
             double         y,
             const GdkRGBA *colour)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x), round (y)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
snapshot_swatch (GtkSnapshot           *snapshot,
                 Part                   part,
                 const graphene_rect_t *rect,
                 gboolean               dark,
                 const GdkRGBA         *edge)
{
  GdkRGBA fill;
  cairo_t *cr;

  part_rgba (part, dark, &fill);
  gtk_snapshot_append_color (snapshot, &fill, rect);
  cr = gtk_snapshot_append_cairo (snapshot, rect);
  draw_part_pattern (part, cr, rect->origin.x, rect->origin.y, rect->size.width, rect->size.height);
  cairo_destroy (cr);
  {
    GskRoundedRect rounded;
    float widths[4] = { 1, 1, 1, 1 };
    GdkRGBA colours[4] = { *edge, *edge, *edge, *edge };

    gsk_rounded_rect_init_from_rect (&rounded, rect, 0);
    gtk_snapshot_append_border (snapshot, &rounded, widths, colours);
  }
}

/* The legend: each part's swatch and name, wrapped to @width; returns its
 * height. */
static int
snapshot_legend (GkScoreChart  *self,
                 GtkSnapshot   *snapshot,
                 int            width,
                 gboolean       dark,
                 const GdkRGBA *fg,
                 const GdkRGBA *edge)
{
  int xs[N_PARTS], ys[N_PARTS];
  int legend_height = legend_layout (self, width, xs, ys);

  for (Part part = 0; part < N_PARTS; part++)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, part_name (part), FALSE);
      int th;

      pango_layout_get_pixel_size (layout, NULL, &th);
      snapshot_swatch (snapshot, part,
                       &GRAPHENE_RECT_INIT (xs[part], ys[part] + (MAX (SWATCH, th) - SWATCH) / 2,
                                            SWATCH, SWATCH),
                       dark, edge);
      append_text (snapshot, layout, xs[part] + SWATCH + 6,
                   ys[part] + (MAX (SWATCH, th) - th) / 2, fg);
    }
  return legend_height;
}

/* The room the totals take at the end of the rows. */
static int
total_column_width (GkScoreChart *self)
{
  g_autoptr(PangoLayout) widest = make_layout (self, "000", TRUE);
  int total_width;

  pango_layout_get_pixel_size (widest, &total_width, NULL);
  return total_width + 12;
}

/* The player's symbol and name, left of the bar, the name cut to @names. */
static void
snapshot_player (GkScoreChart   *self,
                 GtkSnapshot    *snapshot,
                 const ChartRow *row,
                 double          y,
                 int             bar_h,
                 int             names,
                 gboolean        dark,
                 const GdkRGBA  *fg)
{
  g_autoptr(PangoLayout) name = make_layout (self, row->name, FALSE);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, y, 24, bar_h));
  int th;

  gk_player_colour_draw_symbol (row->colour, cr, 9, y + bar_h / 2.0, 7, dark);
  cairo_destroy (cr);
  pango_layout_set_width (name, (names - 24 - 12) * PANGO_SCALE);
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (name, NULL, &th);
  append_text (snapshot, name, 24, y + (bar_h - th) / 2.0, fg);
}

/* @value written on its part, @w wide from @x, when it fits: a backing pill
 * under the number keeps it readable on the pattern. */
static void
snapshot_part_value (GkScoreChart *self,
                     GtkSnapshot  *snapshot,
                     Part          part,
                     guint         value,
                     double        x,
                     double        y,
                     double        w,
                     int           bar_h,
                     gboolean      dark)
{
  g_autoptr(PangoLayout) layout = NULL;
  GskRoundedRect pill;
  GdkRGBA back, ink;
  char number[16];
  int vw, vh;

  g_snprintf (number, sizeof number, "%u", value);
  layout = make_layout (self, number, TRUE);
  pango_layout_get_pixel_size (layout, &vw, &vh);
  if (vw + 8 > w)
    return;

  part_rgba (part, dark, &back);
  gsk_rounded_rect_init_from_rect (&pill,
                                   &GRAPHENE_RECT_INIT (round (x + (w - vw) / 2 - 3),
                                                        round (y + (bar_h - vh) / 2),
                                                        vw + 6, vh),
                                   4);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &back, &pill.bounds);
  gtk_snapshot_pop (snapshot);

  part_ink_rgba (part, &ink);
  append_text (snapshot, layout, x + (w - vw) / 2, y + (bar_h - vh) / 2.0, &ink);
}

/* The parts of @row's bar from @x, each @scale pixels a point, labelled
 * with its value. */
static void
snapshot_bar (GkScoreChart   *self,
              GtkSnapshot    *snapshot,
              const ChartRow *row,
              double          x,
              double          y,
              int             bar_h,
              double          scale,
              gboolean        dark,
              const GdkRGBA  *edge)
{
  for (Part part = 0; part < N_PARTS; part++)
    {
      double w = round (row->parts[part] * scale);

      if (row->parts[part] == 0)
        continue;

      snapshot_swatch (snapshot, part, &GRAPHENE_RECT_INIT (x, y, w, bar_h), dark, edge);
      snapshot_part_value (self, snapshot, part, row->parts[part], x, y, w, bar_h, dark);
      x += w;
    }
}

/* @total, right-aligned at the end of the row. */
static void
snapshot_total (GkScoreChart  *self,
                GtkSnapshot   *snapshot,
                guint          total,
                int            width,
                double         y,
                int            bar_h,
                const GdkRGBA *fg)
{
  g_autoptr(PangoLayout) layout = NULL;
  char text[16];
  int tw, th;

  g_snprintf (text, sizeof text, "%u", total);
  layout = make_layout (self, text, TRUE);
  pango_layout_get_pixel_size (layout, &tw, &th);
  append_text (snapshot, layout, width - tw, y + (bar_h - th) / 2.0, fg);
}

static void
gk_score_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GkScoreChart *self = GK_SCORE_CHART (widget);
  gboolean dark = gk_player_style_is_dark (widget);
  int width = gtk_widget_get_width (widget);
  int legend_height, bar_h = bar_height (self), names = name_width (self);
  guint max_total = 1;
  double scale;
  GdkRGBA fg, edge, track;
  int total_width;

  if (self->rows == NULL || self->rows->len == 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  edge = fg;
  edge.alpha = 0.35;
  track = fg;
  track.alpha = 0.06;

  legend_height = snapshot_legend (self, snapshot, width, dark, &fg, &edge);
  total_width = total_column_width (self);

  for (guint i = 0; i < self->rows->len; i++)
    max_total = MAX (max_total, g_array_index (self->rows, ChartRow, i).total);
  scale = MAX (0.0, (double) (width - names - total_width)) / max_total;

  for (guint i = 0; i < self->rows->len; i++)
    {
      const ChartRow *row = &g_array_index (self->rows, ChartRow, i);
      double y = legend_height + 18 + i * (bar_h + ROW_SPACING);

      snapshot_player (self, snapshot, row, y, bar_h, names, dark, &fg);
      gtk_snapshot_append_color (snapshot, &track,
                                 &GRAPHENE_RECT_INIT (names, y, width - names - total_width,
                                                      bar_h));
      snapshot_bar (self, snapshot, row, names, y, bar_h, scale, dark, &edge);
      snapshot_total (self, snapshot, row->total, width, y, bar_h, &fg);
    }
}

/* ---- public ---- */

GtkWidget *
gk_score_chart_new (void)
{
  return g_object_new (GK_TYPE_SCORE_CHART, NULL);
}

static void
update_accessible (GkScoreChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; self->rows != NULL && i < self->rows->len; i++)
    {
      const ChartRow *row = &g_array_index (self->rows, ChartRow, i);

      if (text->len > 0)
        g_string_append (text, "; ");
      /* TRANSLATORS: one player's bar in the score chart, read by a screen
       * reader: name, total, then the columns of the score table: tokens,
       * cards, renewal and districts */
      g_string_append_printf (text, _("%s: %u (tokens %u, cards %u, renewal %u, districts %u)"),
                              row->name, row->total,
                              row->parts[PART_TOKENS], row->parts[PART_CARDS],
                              row->parts[PART_RENEWAL], row->parts[PART_DISTRICTS]);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* TRANSLATORS: the accessible name of the score chart */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score chart"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

void
gk_score_chart_set_score (GkScoreChart  *self,
                          const GkTable *table,
                          const GkScore *score)
{
  g_return_if_fail (GK_IS_SCORE_CHART (self));
  g_return_if_fail (score == NULL || table != NULL);

  g_array_set_size (self->rows, 0);

  for (guint i = 0; score != NULL && i < score->n_players; i++)
    {
      const GkPlayerScore *player = &score->players[i];
      ChartRow row = { 0 };

      row.name = g_strdup (gk_table_get_player_name (table, player->player));
      row.colour = gk_table_get_player_colour (table, player->player);
      row.parts[PART_TOKENS] = player->tokens;
      row.parts[PART_CARDS] = player->cards;
      row.parts[PART_RENEWAL] = player->renewal;
      row.parts[PART_DISTRICTS] = player->districts;
      row.total = player->total;
      g_array_append_val (self->rows, row);
    }

  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ---- class ---- */

static void
gk_score_chart_dispose (GObject *object)
{
  GkScoreChart *self = GK_SCORE_CHART (object);

  g_clear_pointer (&self->rows, g_array_unref);

  G_OBJECT_CLASS (gk_score_chart_parent_class)->dispose (object);
}

static GtkSizeRequestMode
gk_score_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gk_score_chart_class_init (GkScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_score_chart_dispose;

  widget_class->snapshot = gk_score_chart_snapshot;
  widget_class->measure = gk_score_chart_measure;
  widget_class->get_request_mode = gk_score_chart_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "gk-score-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gk_score_chart_init (GkScoreChart *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (ChartRow));
  g_array_set_clear_func (self->rows, chart_row_clear);

  gk_player_style_track_dark (GTK_WIDGET (self));
  update_accessible (self);
}

const char *
gk_score_part_get_name (guint part)
{
  g_return_val_if_fail (part < N_PARTS, NULL);
  return part_name ((Part) part);
}

void
gk_score_part_get_rgba (guint     part,
                        gboolean  dark,
                        GdkRGBA  *rgba)
{
  g_return_if_fail (part < N_PARTS);
  part_rgba ((Part) part, dark, rgba);
}

void
gk_score_part_draw_pattern (guint    part,
                            cairo_t *cr,
                            double   x,
                            double   y,
                            double   width,
                            double   height)
{
  g_return_if_fail (part < N_PARTS);
  draw_part_pattern ((Part) part, cr, x, y, width, height);
}
