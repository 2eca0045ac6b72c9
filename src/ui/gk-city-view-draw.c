/* gk-city-view-draw.c: how the city view draws the city
 *
 * The cells are drawn at a pitch that fits the view (between MIN_PITCH and
 * MAX_PITCH).  The city is drawn once for all the frames that show it
 * unchanged: the cells (the lower layer) and the districts' labels (the
 * upper one), with the move being entered drawn between them every frame.
 * The lower layer is put together from a node per cell, each kept while
 * its cell looks the same at the same pitch (gk-city-view-cells.c): a
 * keystroke or a confirmed move draws the cells it changed, and GTK,
 * finding the other nodes unchanged, repaints only those.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "gk-city-view-private.h"
#include "gk-player-style.h"

/* ---- where the cells are ---- */

static int
n_columns (GkCityView *self)
{
  return self->max_x - self->min_x + 1;
}

static int
n_rows (GkCityView *self)
{
  return self->max_y - self->min_y + 1;
}

void
_gk_city_view_update_layout (GkCityView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double pitch;

  pitch = MIN ((double) width / n_columns (self), (double) height / n_rows (self));
  pitch = floor (MIN (pitch, MAX_PITCH) * MAX (self->zoom, 1.0));
  pitch = MAX (pitch, 8);

  self->pitch = pitch;
  _gk_city_view_clamp_pan (self, width, height, n_columns (self), n_rows (self));
  self->origin_x = floor ((width - pitch * n_columns (self)) / 2 + self->pan_x);
  self->origin_y = floor ((height - pitch * n_rows (self)) / 2 + self->pan_y);
}

gboolean
_gk_city_view_in_bounds (GkCityView *self,
           int         x,
           int         y)
{
  return x >= self->min_x && x <= self->max_x && y >= self->min_y && y <= self->max_y;
}

void
_gk_city_view_drop_layers (GkCityView *self)
{
  g_clear_pointer (&self->lower, gsk_render_node_unref);
  g_clear_pointer (&self->upper, gsk_render_node_unref);
  g_clear_pointer (&self->texts, g_hash_table_unref);
  _gk_city_view_drop_cells (self);
}

/* What the city looks like changed: the layers are put together again. */
void
_gk_city_view_invalidate_layers (GkCityView *self)
{
  g_clear_pointer (&self->lower, gsk_render_node_unref);
  g_clear_pointer (&self->upper, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- colours, text and shapes ---- */

static void
get_colours (GkCityView *self,
             GdkRGBA    *fg,
             GdkRGBA    *accent,
             GdkRGBA    *chip)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  gboolean dark = gk_player_style_is_dark (GTK_WIDGET (self));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", accent))
    gdk_rgba_parse (accent, dark ? "#78aeed" : "#1c71d8");
  G_GNUC_END_IGNORE_DEPRECATIONS

  if (dark)
    *chip = (GdkRGBA) { 0.19, 0.19, 0.19, 1.0 };
  else
    *chip = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
}

/* A text laid out, and its ink. */
typedef struct
{
  PangoLayout   *layout;
  PangoRectangle ink;
} CityText;

static void
city_text_free (gpointer data)
{
  CityText *text = data;

  g_object_unref (text->layout);
  g_free (text);
}

/* @text laid out at @pixels: once while the pitch and the style are the
 * same (a cell drawn anew, the move's ghost at each keystroke and the
 * district labels draw the same few numbers and letters again). */
static const CityText *
city_text (GkCityView *self,
           const char *text,
           double      pixels,
           gboolean    bold)
{
  g_autofree char *key = g_strdup_printf ("%s\n%.2f\n%d", text, pixels, bold);
  CityText *entry;

  if (self->texts == NULL)
    self->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, city_text_free);
  entry = g_hash_table_lookup (self->texts, key);
  if (entry == NULL)
    {
      g_autoptr(PangoFontDescription) font = pango_font_description_new ();
      PangoAttrList *attrs = pango_attr_list_new ();

      entry = g_new0 (CityText, 1);
      entry->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_font_description_set_family (font, "Cantarell, Sans");
      pango_font_description_set_absolute_size (font, MAX (pixels, 6) * PANGO_SCALE);
      pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
      pango_layout_set_font_description (entry->layout, font);
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
      pango_layout_set_attributes (entry->layout, attrs);
      pango_attr_list_unref (attrs);
      pango_layout_get_pixel_extents (entry->layout, &entry->ink, NULL);
      g_hash_table_insert (self->texts, g_steal_pointer (&key), entry);
    }
  return entry;
}

/* Draws @text so that its ink is centred on @cx, @cy. */
void
_gk_city_view_draw_text (GkCityView    *self,
                         GtkSnapshot   *snapshot,
                         const char    *text,
                         double         pixels,
                         gboolean       bold,
                         double         cx,
                         double         cy,
                         const GdkRGBA *colour)
{
  const CityText *laid = city_text (self, text, pixels, bold);
  const PangoRectangle *ink = &laid->ink;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (round (cx - ink->x - ink->width / 2.0),
                                                round (cy - ink->y - ink->height / 2.0)));
  gtk_snapshot_append_layout (snapshot, laid->layout, colour);
  gtk_snapshot_restore (snapshot);
}

void
_gk_city_view_cell_origin (GkCityView *self,
                           int         x,
                           int         y,
                           double     *px,
                           double     *py)
{
  *px = self->origin_x + (x - self->min_x) * self->pitch;
  *py = self->origin_y + (y - self->min_y) * self->pitch;
}

static double
gap (GkCityView *self)
{
  return MAX (2.0, round (self->pitch * 0.07));
}

void
_gk_city_view_tile_rect (GkCityView      *self,
                         int              x,
                         int              y,
                         graphene_rect_t *rect)
{
  double px, py, g = gap (self);

  _gk_city_view_cell_origin (self, x, y, &px, &py);
  graphene_rect_init (rect, px + g, py + g, self->pitch - 2 * g, self->pitch - 2 * g);
}

static void
append_rounded (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                double                 radius,
                const GdkRGBA         *colour)
{
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, colour, rect);
  gtk_snapshot_pop (snapshot);
}

static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *rect,
             double                 radius,
             double                 width,
             const GdkRGBA         *colour)
{
  GskRoundedRect rounded;
  float widths[4] = { width, width, width, width };
  GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colours);
}

/* ---- the cells ---- */

/* Districts sit on a plate of the foreground colour: each cell's plate,
 * bridges between neighbours and the centre of every full 2 by 2 block. */
static void
snapshot_district (GkCityView         *self,
                   GtkSnapshot        *snapshot,
                   const CityDistrict *district,
                   const GdkRGBA      *colour)
{
  double g = gap (self);
  double out = MAX (2.0, round (g * 0.6));   /* the plate shows this far around a tile */
  double e = g - out;                        /* plate inset from the cell's edge */
  double radius = self->pitch * 0.1 + out;

  for (guint i = 0; i + 1 < district->cells->len; i += 2)
    {
      int x = g_array_index (district->cells, gint, i);
      int y = g_array_index (district->cells, gint, i + 1);
      gboolean right = _gk_city_view_district_at (self, x + 1, y) == district;
      gboolean below = _gk_city_view_district_at (self, x, y + 1) == district;
      double px, py;

      _gk_city_view_cell_origin (self, x, y, &px, &py);
      append_rounded (snapshot,
                      &GRAPHENE_RECT_INIT (px + e, py + e, self->pitch - 2 * e, self->pitch - 2 * e),
                      radius, colour);

      if (right)
        gtk_snapshot_append_color (snapshot, colour,
                                   &GRAPHENE_RECT_INIT (px + self->pitch - e - radius, py + e,
                                                        2 * (e + radius), self->pitch - 2 * e));
      if (below)
        gtk_snapshot_append_color (snapshot, colour,
                                   &GRAPHENE_RECT_INIT (px + e, py + self->pitch - e - radius,
                                                        self->pitch - 2 * e, 2 * (e + radius)));
      if (right && below && _gk_city_view_district_at (self, x + 1, y + 1) == district)
        gtk_snapshot_append_color (snapshot, colour,
                                   &GRAPHENE_RECT_INIT (px + self->pitch - e - radius,
                                                        py + self->pitch - e - radius,
                                                        2 * (e + radius), 2 * (e + radius)));
    }
}

/* The places of a district, on a pill over the top edge of its first cell:
 * "1" and the first player's symbol, "2" and the second's. */
static void
snapshot_district_pill (GkCityView         *self,
                        GtkSnapshot        *snapshot,
                        const CityDistrict *district,
                        gboolean            dark,
                        const GdkRGBA      *fg,
                        const GdkRGBA      *chip)
{
  double p = self->pitch;
  double h = MAX (16.0, round (p * 0.27));
  double sym = h * 0.32;
  gboolean both = district->second == GK_NO_PLAYER || district->second == district->first;
  double w = both ? h * 2.2 : h * 3.4;
  graphene_rect_t rect, cell;
  GskRoundedRect rounded;
  float widths[4] = { 1, 1, 1, 1 };
  GdkRGBA colours[4] = { *fg, *fg, *fg, *fg };
  cairo_t *cr;
  double x;

  if (district->first == GK_NO_PLAYER)
    return;

  _gk_city_view_tile_rect (self, g_array_index (district->cells, gint, 0),
                           g_array_index (district->cells, gint, 1), &cell);
  graphene_rect_init (&rect, round (cell.origin.x + cell.size.width / 2 - w / 2),
                      round (cell.origin.y - h * 0.65 - gap (self) * 0.4), round (w), round (h));

  gsk_rounded_rect_init_from_rect (&rounded, &rect, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, chip, &rect);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colours);

  x = rect.origin.x + h * 0.5;
  /* TRANSLATORS: "first and second place" on a district's label in the city, keep it short */
  _gk_city_view_draw_text (self, snapshot, both ? C_("district place", "1+2") : C_("district place", "1"),
                           h * 0.55, TRUE, x + (both ? h * 0.3 : 0), rect.origin.y + h / 2, fg);
  x += both ? h * 1.2 : h * 0.65;

  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  gk_player_colour_draw_symbol (gk_table_get_player_colour (self->table, district->first),
                                cr, x, rect.origin.y + h / 2, sym, dark);
  if (!both)
    gk_player_colour_draw_symbol (gk_table_get_player_colour (self->table, district->second),
                                  cr, x + h * 1.5, rect.origin.y + h / 2, sym, dark);
  cairo_destroy (cr);

  if (!both)
    /* TRANSLATORS: "second place" on a district's label in the city, keep it short */
    _gk_city_view_draw_text (self, snapshot, C_("district place", "2"), h * 0.55, TRUE,
                             x + h * 0.85, rect.origin.y + h / 2, fg);
}

/* A district's number, the one its row in a list carries, on a tag in the
 * top left corner of its first cell; the district a list row points at is
 * ringed cell by cell. */
static void
snapshot_district_number (GkCityView         *self,
                          GtkSnapshot        *snapshot,
                          const CityDistrict *district,
                          guint               number,
                          gboolean            highlighted,
                          const GdkRGBA      *fg,
                          const GdkRGBA      *accent,
                          const GdkRGBA      *chip)
{
  double p = self->pitch;
  double size = MAX (14.0, round (p * 0.26));
  graphene_rect_t cell, tag;
  char text[8];
  GdkRGBA white = { 1, 1, 1, 1 };

  if (highlighted)
    for (guint i = 0; i + 1 < district->cells->len; i += 2)
      {
        double width = MAX (3.0, round (p * 0.06));

        _gk_city_view_tile_rect (self, g_array_index (district->cells, gint, i),
                                 g_array_index (district->cells, gint, i + 1), &cell);
        graphene_rect_inset (&cell, -width / 2, -width / 2);
        append_ring (snapshot, &cell, p * 0.1 + width / 2, width, accent);
      }

  _gk_city_view_tile_rect (self, g_array_index (district->cells, gint, 0),
                           g_array_index (district->cells, gint, 1), &cell);
  graphene_rect_init (&tag, cell.origin.x + p * 0.04, cell.origin.y + p * 0.04, size, size);
  append_rounded (snapshot, &tag, size * 0.25, highlighted ? accent : fg);
  g_snprintf (text, sizeof text, "%u", number);
  _gk_city_view_draw_text (self, snapshot, text, size * 0.62, TRUE, tag.origin.x + size / 2,
                           tag.origin.y + size / 2, highlighted ? &white : chip);
}

/* The new tile of the move being entered: an outline in its colour with
 * its own number, never drawn through: on a free cell the number stands in
 * the middle, on a building (a construction) on a chip of its own in the
 * top-left corner, beside the number of the tile it covers. */
static void
snapshot_ghost (GkCityView    *self,
                GtkSnapshot   *snapshot,
                gboolean       dark,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  GkColour colour = gk_tile_get_colour (self->ghost.top);
  gboolean covers = self->table != NULL
                    && gk_table_get_building_at (self->table, self->ghost.x, self->ghost.y) != NULL;
  double p = self->pitch;
  double width = MAX (2.0, round (p * 0.04));
  double line = MAX (2.0, round (p * 0.06));
  double dash = MAX (3.0, p * 0.1);
  graphene_rect_t rect;
  GdkRGBA fill, ink;
  char number[8];
  cairo_t *cr;

  gk_building_colour_get_rgba (colour, dark, &fill);
  gk_building_colour_get_ink_rgba (colour, dark, &ink);
  g_snprintf (number, sizeof number, "%u", gk_tile_get_number (self->ghost.top));
  _gk_city_view_tile_rect (self, self->ghost.x, self->ghost.y, &rect);

  /* the outline, dashed, inside the cell: in the tile's colour on a free
   * cell, in the chips' colour over a building, whatever its colour */
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_set_line_width (cr, line);
  cairo_set_dash (cr, &dash, 1, 0);
  cairo_rectangle (cr, rect.origin.x + line / 2, rect.origin.y + line / 2,
                   rect.size.width - line, rect.size.height - line);
  gdk_cairo_set_source_rgba (cr, covers ? chip : &fill);
  cairo_stroke (cr);
  cairo_destroy (cr);

  if (covers)
    {
      double size = round (p * 0.27);
      graphene_rect_t tag = GRAPHENE_RECT_INIT (rect.origin.x + round (p * 0.05),
                                                rect.origin.y + round (p * 0.05), size, size);

      append_rounded (snapshot, &tag, p * 0.06, &fill);
      append_ring (snapshot, &tag, p * 0.06, 1, &ink);
      _gk_city_view_draw_text (self, snapshot, number, size * 0.62, TRUE, tag.origin.x + size / 2,
                               tag.origin.y + size / 2, &ink);
    }
  else
    _gk_city_view_draw_text (self, snapshot, number, p * 0.33, TRUE,
                             rect.origin.x + rect.size.width / 2,
                             rect.origin.y + rect.size.height / 2 - p * 0.06, dark ? &fill : &ink);

  graphene_rect_inset (&rect, -width, -width);
  append_ring (snapshot, &rect, p * 0.1 + width, width, accent);
}

/* The marker at the cell chosen for it: a filled token, ringed as selected. */
static void
snapshot_pick (GkCityView    *self,
               GtkSnapshot   *snapshot,
               const GdkRGBA *accent)
{
  double p = self->pitch;
  graphene_rect_t rect;
  double width = MAX (2.0, round (p * 0.05));
  double cx, cy;
  char text[2] = { (char) ('A' + self->pick_letter), '\0' };
  GdkRGBA white = { 1, 1, 1, 1 };
  cairo_t *cr;

  _gk_city_view_tile_rect (self, self->pick_x, self->pick_y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_arc (cr, cx, cy, p * 0.27, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, accent);
  cairo_fill (cr);
  cairo_destroy (cr);
  _gk_city_view_draw_text (self, snapshot, text, p * 0.26, TRUE, cx, cy, &white);

  graphene_rect_inset (&rect, -width, -width);
  append_ring (snapshot, &rect, p * 0.1 + width, width, accent);
}

/* A layer's snapshot, drawn where the city is and kept with the city's
 * corner at 0, 0: placed where the city is at each frame
 * (append_at_corner()), it moves as one when the city does (a banner shows
 * above it, the view is panned), and GTK repaints where the city was and
 * where it is, two rectangles, where a node per cell moved would be one
 * each and make GTK give up and repaint the whole column. */
static GtkSnapshot *
layer_snapshot_new (GkCityView *self)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-self->origin_x, -self->origin_y));
  return snapshot;
}

/* The cells: the districts' plates, the buildings, the free cells and
 * their markers. */
static GskRenderNode *
snapshot_lower (GkCityView    *self,
                gboolean       dark,
                const GdkRGBA *fg,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  GtkSnapshot *snapshot = layer_snapshot_new (self);
  GdkRGBA plate = *fg;

  plate.alpha = 0.85;
  if (self->districts != NULL)
    for (guint i = 0; i < self->districts->len; i++)
      snapshot_district (self, snapshot, g_ptr_array_index (self->districts, i), &plate);

  _gk_city_view_snapshot_cells (self, snapshot, dark, fg, accent, chip);
  return gtk_snapshot_free_to_node (snapshot);
}

/* The districts' labels: their places and their numbers. */
static GskRenderNode *
snapshot_upper (GkCityView    *self,
                gboolean       dark,
                const GdkRGBA *fg,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  GtkSnapshot *snapshot = layer_snapshot_new (self);

  if (self->districts != NULL)
    for (guint i = 0; i < self->districts->len; i++)
      snapshot_district_pill (self, snapshot, g_ptr_array_index (self->districts, i), dark,
                              fg, chip);

  if (self->districts != NULL)
    for (guint i = 0; i < self->districts->len; i++)
      snapshot_district_number (self, snapshot, g_ptr_array_index (self->districts, i), i + 1,
                                (gint) i == self->highlight, fg, accent, chip);
  return gtk_snapshot_free_to_node (snapshot);
}

/* ---- the widget ---- */

/* A layer, kept with the city's corner at 0, 0, where the city is. */
static void
append_at_corner (GkCityView    *self,
                  GtkSnapshot   *snapshot,
                  GskRenderNode *layer)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->origin_x, self->origin_y));
  gtk_snapshot_append_node (snapshot, layer);
  gtk_snapshot_restore (snapshot);
}

static void
gk_city_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  gboolean dark = gk_player_style_is_dark (widget);
  GdkRGBA fg, accent, chip;

  _gk_city_view_update_layout (self);
  get_colours (self, &fg, &accent, &chip);

  if (self->layers_pitch != self->pitch)
    _gk_city_view_drop_layers (self);
  if (self->layers_min_x != self->min_x || self->layers_min_y != self->min_y
      || self->layers_pitch != self->pitch)
    {
      /* the cells' nodes are kept while the pitch is: they are placed anew */
      _gk_city_view_invalidate_layers (self);
      self->layers_min_x = self->min_x;
      self->layers_min_y = self->min_y;
      self->layers_pitch = self->pitch;
    }
  if (self->lower == NULL)
    self->lower = snapshot_lower (self, dark, &fg, &accent, &chip);
  if (self->upper == NULL)
    self->upper = snapshot_upper (self, dark, &fg, &accent, &chip);

  /* An empty snapshot gives no node. */
  if (self->lower != NULL)
    append_at_corner (self, snapshot, self->lower);

  if (self->has_ghost && _gk_city_view_in_bounds (self, self->ghost.x, self->ghost.y))
    snapshot_ghost (self, snapshot, dark, &accent, &chip);
  if (self->has_pick && _gk_city_view_in_bounds (self, self->pick_x, self->pick_y))
    snapshot_pick (self, snapshot, &accent);
  for (guint i = 0; i < self->n_moved; i++)
    if (_gk_city_view_in_bounds (self, self->moved[i].to_x, self->moved[i].to_y))
      _gk_city_view_snapshot_shifted (self, snapshot, self->moved[i].to_x, self->moved[i].to_y,
                                      self->moved[i].letter, &fg, &accent, &chip);

  if (self->upper != NULL)
    append_at_corner (self, snapshot, self->upper);

  if (self->hovered && (!self->selected || self->hover_x != self->sel_x || self->hover_y != self->sel_y))
    {
      graphene_rect_t rect;
      GdkRGBA hover = fg;

      hover.alpha = 0.35;
      _gk_city_view_tile_rect (self, self->hover_x, self->hover_y, &rect);
      graphene_rect_inset (&rect, -gap (self) * 0.5, -gap (self) * 0.5);
      append_ring (snapshot, &rect, self->pitch * 0.1 + gap (self) * 0.5, MAX (1.5, gap (self) * 0.4),
                   &hover);
    }

  /* keyboard focus without a selection yet: a ring around the whole city */
  if (!self->selected && gtk_widget_has_visible_focus (widget))
    {
      double width = MAX (2.0, round (self->pitch * 0.04));
      graphene_rect_t rect = GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                 self->pitch * n_columns (self),
                                                 self->pitch * n_rows (self));

      append_ring (snapshot, &rect, self->pitch * 0.12, width, &accent);
    }

  if (self->selected && _gk_city_view_in_bounds (self, self->sel_x, self->sel_y))
    {
      graphene_rect_t rect;
      double width = MAX (2.0, round (self->pitch * 0.05));

      _gk_city_view_tile_rect (self, self->sel_x, self->sel_y, &rect);
      graphene_rect_inset (&rect, -width, -width);
      append_ring (snapshot, &rect, self->pitch * 0.1 + width, width, &accent);
    }
}

static void
gk_city_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  int cells = orientation == GTK_ORIENTATION_HORIZONTAL ? n_columns (self) : n_rows (self);

  /* A few cells at the least: a larger city pans in a narrow view. */
  *minimum = MIN (cells, MIN_CELLS) * MIN_PITCH;
  *natural = cells * NATURAL_PITCH;
  /* As tall as the city is at the width, on a phone's narrow page. */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    *natural = (int) (cells * CLAMP ((double) for_size / n_columns (self), MIN_PITCH,
                                     NATURAL_PITCH));
  *natural = MAX (*natural, *minimum);
}

static GtkSizeRequestMode
gk_city_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Dark or light, another accent: the colours the layers were drawn in. */
static void
gk_city_view_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (g_type_class_peek_parent (G_OBJECT_GET_CLASS (widget)))->css_changed (widget, change);
  _gk_city_view_drop_layers (GK_CITY_VIEW (widget));
  gtk_widget_queue_draw (widget);
}

void
_gk_city_view_class_add_drawing (GtkWidgetClass *widget_class)
{
  widget_class->snapshot = gk_city_view_snapshot;
  widget_class->measure = gk_city_view_measure;
  widget_class->get_request_mode = gk_city_view_get_request_mode;
  widget_class->css_changed = gk_city_view_css_changed;
}
