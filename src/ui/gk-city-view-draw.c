/* gk-city-view-draw.c: how the city view draws the city
 *
 * The cells are drawn at a pitch that fits the view (between MIN_PITCH and
 * MAX_PITCH).  The city is drawn once for all the frames that show it
 * unchanged: the cells (the lower layer) and the districts' labels (the
 * upper one), with the move being entered drawn between them every frame.
 * The lower layer is put together from a node per cell, each kept while
 * its cell looks the same at the same pitch: a keystroke or a confirmed
 * move draws the cells it changed, and GTK, finding the other nodes
 * unchanged, repaints only those.  Each cell's shapes are an image,
 * drawn once, with the cell's text over it: a frame that repaints the
 * whole city (a confirmed move changes places all over the window, and
 * GTK then repaints all of it) copies the cells' pixels rather than
 * filling their shapes again.
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
  g_clear_pointer (&self->cell_nodes, g_hash_table_unref);
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

static PangoLayout *
make_layout (GkCityView *self,
             const char *text,
             double      pixels,
             gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  g_autoptr(PangoFontDescription) font = pango_font_description_new ();
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_font_description_set_family (font, "Cantarell, Sans");
  pango_font_description_set_absolute_size (font, MAX (pixels, 6) * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);

  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

/* Draws @text so that its ink is centred on @cx, @cy. */
static void
draw_text (GkCityView    *self,
           GtkSnapshot   *snapshot,
           const char    *text,
           double         pixels,
           gboolean       bold,
           double         cx,
           double         cy,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = make_layout (self, text, pixels, bold);
  PangoRectangle ink;

  pango_layout_get_pixel_extents (layout, &ink, NULL);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (round (cx - ink.x - ink.width / 2.0),
                                                round (cy - ink.y - ink.height / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
cell_origin (GkCityView *self,
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

static void
tile_rect (GkCityView      *self,
           int              x,
           int              y,
           graphene_rect_t *rect)
{
  double px, py, g = gap (self);

  cell_origin (self, x, y, &px, &py);
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

      cell_origin (self, x, y, &px, &py);
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

static void
draw_build_site (cairo_t       *cr,
                 double         x,
                 double         y,
                 double         size,
                 gboolean       dark)
{
  /* a little square with diagonal hazard stripes, like a building site's fence */
  cairo_save (cr);
  cairo_rectangle (cr, x, y, size, size);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_clip_preserve (cr);
  cairo_set_source_rgb (cr, 0.14, 0.12, 0.19);
  cairo_set_line_width (cr, size / 5);
  cairo_stroke (cr);
  for (double d = -size; d < size; d += size / 2.5)
    {
      cairo_move_to (cr, x + d, y + size);
      cairo_line_to (cr, x + d + size, y);
    }
  cairo_set_line_width (cr, size / 6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
snapshot_building (GkCityView       *self,
                   GtkSnapshot      *snapshot,
                   const GkBuilding *building,
                   gboolean          dark,
                   const GdkRGBA    *chip)
{
  GkColour colour = gk_tile_get_colour (building->top);
  double p = self->pitch;
  graphene_rect_t rect;
  GskRoundedRect rounded;
  GdkRGBA fill, ink, shade = { 0, 0, 0, 0.25 };
  char number[8];
  cairo_t *cr;

  tile_rect (self, building->x, building->y, &rect);
  gk_building_colour_get_rgba (colour, dark, &fill);
  gk_building_colour_get_ink_rgba (colour, dark, &ink);

  /* the tile, its pattern and a thin edge */
  gsk_rounded_rect_init_from_rect (&rounded, &rect, p * 0.1);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, &fill, &rect);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  gk_building_colour_draw_pattern (colour, cr, rect.origin.x, rect.origin.y,
                                   rect.size.width, rect.size.height, dark);
  cairo_destroy (cr);
  gtk_snapshot_pop (snapshot);
  append_ring (snapshot, &rect, p * 0.1, 1, &shade);

  /* the number in the middle; the colour shows by its pattern, never by a
   * letter that could be read as a marker's */
  g_snprintf (number, sizeof number, "%u", gk_tile_get_number (building->top));
  draw_text (self, snapshot, number, p * 0.33, TRUE,
             rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2 - p * 0.06,
             &ink);

  /* the height, bottom left: the number on a little stack of tiles, one
   * square per level up to three */
  {
    double size = round (p * 0.21), off = MAX (2.0, round (p * 0.03));
    double line = MAX (1.0, p * 0.018);
    double x0 = rect.origin.x + round (p * 0.07);
    double y0 = rect.origin.y + rect.size.height - round (p * 0.07) - size;
    guint layers = MIN (building->height, 3);
    char height[8];

    cr = gtk_snapshot_append_cairo (snapshot, &rect);
    cairo_set_line_width (cr, line);
    for (guint i = layers; i-- > 0;)
      {
        cairo_rectangle (cr, x0 + i * off + line / 2, y0 - i * off + line / 2, size - line, size - line);
        gdk_cairo_set_source_rgba (cr, &fill);
        cairo_fill_preserve (cr);
        gdk_cairo_set_source_rgba (cr, &ink);
        cairo_stroke (cr);
      }
    cairo_destroy (cr);

    g_snprintf (height, sizeof height, "%u", building->height);
    draw_text (self, snapshot, height, size * 0.62, TRUE, x0 + size / 2, y0 + size / 2, &ink);
  }

  cr = gtk_snapshot_append_cairo (snapshot, &rect);

  /* the owner's symbol on a round chip, bottom right */
  if (building->owner != GK_NO_PLAYER)
    {
      GkPlayerColour owner = gk_table_get_player_colour (self->table, building->owner);
      double cx = rect.origin.x + rect.size.width - p * 0.16;
      double cy = rect.origin.y + rect.size.height - p * 0.16;

      cairo_arc (cr, cx, cy, p * 0.13, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, chip);
      cairo_fill (cr);
      gk_player_colour_draw_symbol (owner, cr, cx, cy, p * 0.09, dark);
    }

  if (building->build_site)
    draw_build_site (cr, rect.origin.x + rect.size.width - p * 0.24, rect.origin.y + p * 0.07,
                     p * 0.17, dark);

  cairo_destroy (cr);
}

typedef enum
{
  TOKEN_PLAIN,         /* a marker where it lies */
  TOKEN_LEFT,          /* the place a shifted marker leaves: a dashed outline */
  TOKEN_SHIFTED,       /* a shifted marker at its new place, ghosted */
} TokenStyle;

/* A marker token with its letter; ringed when it may be picked up, filled
 * with the accent colour while it is held. */
static void
snapshot_token (GkCityView    *self,
                GtkSnapshot   *snapshot,
                int            x,
                int            y,
                guint          letter,
                TokenStyle     style,
                const GdkRGBA *fg,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  double p = self->pitch;
  graphene_rect_t rect;
  double cx, cy, line = MAX (1.5, p * 0.03);
  char text[2] = { (char) ('A' + letter), '\0' };
  gboolean held = style != TOKEN_LEFT && self->held == (gint) letter;
  gboolean pickable = style != TOKEN_LEFT && !held && self->shifting
                      && _gk_city_view_cell_index (self->shiftable, x, y) != 0;
  GdkRGBA ink = *fg, white = { 1, 1, 1, 1 };
  cairo_t *cr;

  tile_rect (self, x, y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;
  if (style == TOKEN_SHIFTED)
    gtk_snapshot_push_opacity (snapshot, 0.7);

  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_arc (cr, cx, cy, p * 0.27, 0, 2 * G_PI);
  if (style == TOKEN_LEFT)
    {
      double dash = MAX (2.0, p * 0.05);

      ink.alpha = 0.45;
      cairo_set_dash (cr, &dash, 1, 0);
    }
  else
    {
      gdk_cairo_set_source_rgba (cr, held ? accent : chip);
      cairo_fill_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, style == TOKEN_SHIFTED ? accent : &ink);
  cairo_set_line_width (cr, style == TOKEN_SHIFTED ? line * 1.5 : line);
  cairo_stroke (cr);
  if (pickable || held)
    {
      /* a ring around a marker that may be picked up */
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_arc (cr, cx, cy, p * 0.36, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_set_line_width (cr, MAX (2.0, p * 0.04));
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  draw_text (self, snapshot, text, p * 0.26, TRUE, cx, cy, held ? &white : &ink);
  if (style == TOKEN_SHIFTED)
    gtk_snapshot_pop (snapshot);
}

/* The number a free cell carries: with a marker held, its place among
 * that marker's shift cells; else among the marker's target cells. */
guint
_gk_city_view_cell_number (GkCityView *self,
             int         x,
             int         y)
{
  return _gk_city_view_cell_index (self->held >= 0 ? self->shift_targets : self->targets, x, y);
}

static void
snapshot_empty (GkCityView    *self,
                GtkSnapshot   *snapshot,
                int            x,
                int            y,
                const GdkRGBA *fg,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  double p = self->pitch;
  graphene_rect_t rect;
  GdkRGBA faint = *fg;
  gint letter = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;

  guint number = _gk_city_view_cell_number (self, x, y);

  tile_rect (self, x, y, &rect);
  faint.alpha = 0.05;
  append_rounded (snapshot, &rect, p * 0.1, &faint);

  if (number != 0)
    {
      GdkRGBA tint = *accent;
      cairo_t *cr;

      tint.alpha = 0.22;
      append_rounded (snapshot, &rect, p * 0.1, &tint);

      cr = gtk_snapshot_append_cairo (snapshot, &rect);
      {
        double w = MAX (2.0, p * 0.035);
        double dash = MAX (3.0, p * 0.08);
        double rx = rect.origin.x + w / 2, ry = rect.origin.y + w / 2;
        double rw = rect.size.width - w, rh = rect.size.height - w, r = p * 0.1;

        cairo_new_sub_path (cr);
        cairo_arc (cr, rx + rw - r, ry + r, r, -G_PI / 2, 0);
        cairo_arc (cr, rx + rw - r, ry + rh - r, r, 0, G_PI / 2);
        cairo_arc (cr, rx + r, ry + rh - r, r, G_PI / 2, G_PI);
        cairo_arc (cr, rx + r, ry + r, r, G_PI, 3 * G_PI / 2);
        cairo_close_path (cr);
        cairo_set_dash (cr, &dash, 1, 0);
        cairo_set_line_width (cr, w);
        gdk_cairo_set_source_rgba (cr, accent);
        cairo_stroke (cr);
      }
      cairo_destroy (cr);
    }

  if (number != 0)
    {
      /* the cell's number, typed after the tile ("A r5 1") or after a
       * shifted marker's letter ("D2") */
      char text[12];

      g_snprintf (text, sizeof text, "%u", number);
      draw_text (self, snapshot, text, p * 0.18, TRUE, rect.origin.x + p * 0.16,
                 rect.origin.y + p * 0.16, accent);
    }

  /* the urbanization's marker is taken off where its tile goes */
  if (letter >= 0 && !(self->has_ghost && self->ghost.x == x && self->ghost.y == y))
    snapshot_token (self, snapshot, x, y, (guint) letter,
                    _gk_city_view_shift_at (self, x, y, FALSE) != NULL ? TOKEN_LEFT : TOKEN_PLAIN,
                    fg, accent, chip);
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

  tile_rect (self, g_array_index (district->cells, gint, 0), g_array_index (district->cells, gint, 1),
             &cell);
  graphene_rect_init (&rect, round (cell.origin.x + cell.size.width / 2 - w / 2),
                      round (cell.origin.y - h * 0.65 - gap (self) * 0.4), round (w), round (h));

  gsk_rounded_rect_init_from_rect (&rounded, &rect, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, chip, &rect);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colours);

  x = rect.origin.x + h * 0.5;
  /* TRANSLATORS: "first and second place" on a district's label in the city, keep it short */
  draw_text (self, snapshot, both ? C_("district place", "1+2") : C_("district place", "1"),
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
    draw_text (self, snapshot, C_("district place", "2"), h * 0.55, TRUE,
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

        tile_rect (self, g_array_index (district->cells, gint, i),
                   g_array_index (district->cells, gint, i + 1), &cell);
        graphene_rect_inset (&cell, -width / 2, -width / 2);
        append_ring (snapshot, &cell, p * 0.1 + width / 2, width, accent);
      }

  tile_rect (self, g_array_index (district->cells, gint, 0),
             g_array_index (district->cells, gint, 1), &cell);
  graphene_rect_init (&tag, cell.origin.x + p * 0.04, cell.origin.y + p * 0.04, size, size);
  append_rounded (snapshot, &tag, size * 0.25, highlighted ? accent : fg);
  g_snprintf (text, sizeof text, "%u", number);
  draw_text (self, snapshot, text, size * 0.62, TRUE, tag.origin.x + size / 2,
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
  tile_rect (self, self->ghost.x, self->ghost.y, &rect);

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
      draw_text (self, snapshot, number, size * 0.62, TRUE, tag.origin.x + size / 2,
                 tag.origin.y + size / 2, &ink);
    }
  else
    draw_text (self, snapshot, number, p * 0.33, TRUE, rect.origin.x + rect.size.width / 2,
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

  tile_rect (self, self->pick_x, self->pick_y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_arc (cr, cx, cy, p * 0.27, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, accent);
  cairo_fill (cr);
  cairo_destroy (cr);
  draw_text (self, snapshot, text, p * 0.26, TRUE, cx, cy, &white);

  graphene_rect_inset (&rect, -width, -width);
  append_ring (snapshot, &rect, p * 0.1 + width, width, accent);
}

/* Everything a cell's drawing depends on besides the colours and the
 * pitch (a change of either forgets every cell's node). */
typedef struct
{
  gboolean       dark;
  gboolean       building;
  GkTile         top;
  guint          height;
  gint           owner;
  GkPlayerColour owner_colour;
  gboolean       build_site;
  gint           letter;      /* a free cell's marker, or -1 */
  guint          number;
  gboolean       left;        /* its marker shifted away */
  gboolean       held;
  gboolean       pickable;
  gboolean       ghost_here;  /* its marker taken off for the new tile */
  int            scale;       /* the pixels its image has a pixel of the view */
} CellLook;

typedef struct
{
  CellLook       look;
  GskRenderNode *node;        /* drawn with the cell's corner at 0, 0 */
  guint          used;        /* the layer it was last used in */
} CityCellNode;

static void
city_cell_node_free (gpointer data)
{
  CityCellNode *cell = data;

  g_clear_pointer (&cell->node, gsk_render_node_unref);
  g_free (cell);
}

static gpointer
cell_node_key (int x,
               int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x7fff) << 16) | (guint) ((y + 0x7fff) & 0xffff));
}

static void
look_of_cell (GkCityView *self,
              int         x,
              int         y,
              gboolean    dark,
              CellLook   *look)
{
  const GkBuilding *building = self->table != NULL
                               ? gk_table_get_building_at (self->table, x, y) : NULL;

  /* zeroed whole, padding included: looks are compared byte for byte */
  memset (look, 0, sizeof *look);
  look->dark = dark;
  look->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  look->letter = -1;
  if (building != NULL)
    {
      look->building = TRUE;
      look->top = building->top;
      look->height = building->height;
      look->owner = building->owner;
      if (building->owner != GK_NO_PLAYER)
        look->owner_colour = gk_table_get_player_colour (self->table, building->owner);
      look->build_site = building->build_site;
      return;
    }
  look->number = _gk_city_view_cell_number (self, x, y);
  look->letter = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;
  if (look->letter < 0)
    return;
  look->left = _gk_city_view_shift_at (self, x, y, FALSE) != NULL;
  look->held = !look->left && self->held == look->letter;
  look->pickable = !look->left && !look->held && self->shifting
                   && _gk_city_view_cell_index (self->shiftable, x, y) != 0;
  look->ghost_here = self->has_ghost && self->ghost.x == x && self->ghost.y == y;
}

/* @node parted into what it draws but its text, and its text: the one
 * drawn into an image, the other kept as nodes over it, drawn by the
 * renderer as the rest of the window's text is (a cell's text lies over
 * its shapes). A group drawn at an opacity stays whole. */
static void
part_text (GskRenderNode  *node,
           GskRenderNode **shapes,
           GskRenderNode **text)
{
  *shapes = NULL;
  *text = NULL;
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      *text = gsk_render_node_ref (node);
      break;

    case GSK_CONTAINER_NODE:
      {
        guint n = gsk_container_node_get_n_children (node);
        g_autoptr(GPtrArray) all_shapes = NULL;
        g_autoptr(GPtrArray) all_text = NULL;

        all_shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
        all_text = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);

        for (guint i = 0; i < n; i++)
          {
            GskRenderNode *child_shapes, *child_text;

            part_text (gsk_container_node_get_child (node, i), &child_shapes, &child_text);
            if (child_shapes != NULL)
              g_ptr_array_add (all_shapes, child_shapes);
            if (child_text != NULL)
              g_ptr_array_add (all_text, child_text);
          }
        if (all_shapes->len > 0)
          *shapes = gsk_container_node_new ((GskRenderNode **) all_shapes->pdata, all_shapes->len);
        if (all_text->len > 0)
          *text = gsk_container_node_new ((GskRenderNode **) all_text->pdata, all_text->len);
      }
      break;

    case GSK_TRANSFORM_NODE:
      {
        GskRenderNode *child_shapes, *child_text;
        GskTransform *transform = gsk_transform_node_get_transform (node);

        part_text (gsk_transform_node_get_child (node), &child_shapes, &child_text);
        if (child_shapes != NULL)
          *shapes = gsk_transform_node_new (child_shapes, transform);
        if (child_text != NULL)
          *text = gsk_transform_node_new (child_text, transform);
        g_clear_pointer (&child_shapes, gsk_render_node_unref);
        g_clear_pointer (&child_text, gsk_render_node_unref);
      }
      break;

    case GSK_CLIP_NODE:
      {
        GskRenderNode *child_shapes, *child_text;

        part_text (gsk_clip_node_get_child (node), &child_shapes, &child_text);
        if (child_shapes != NULL)
          *shapes = gsk_clip_node_new (child_shapes, gsk_clip_node_get_clip (node));
        if (child_text != NULL)
          *text = gsk_clip_node_new (child_text, gsk_clip_node_get_clip (node));
        g_clear_pointer (&child_shapes, gsk_render_node_unref);
        g_clear_pointer (&child_text, gsk_render_node_unref);
      }
      break;

    case GSK_ROUNDED_CLIP_NODE:
      {
        GskRenderNode *child_shapes, *child_text;

        part_text (gsk_rounded_clip_node_get_child (node), &child_shapes, &child_text);
        if (child_shapes != NULL)
          *shapes = gsk_rounded_clip_node_new (child_shapes, gsk_rounded_clip_node_get_clip (node));
        if (child_text != NULL)
          *text = gsk_rounded_clip_node_new (child_text, gsk_rounded_clip_node_get_clip (node));
        g_clear_pointer (&child_shapes, gsk_render_node_unref);
        g_clear_pointer (&child_text, gsk_render_node_unref);
      }
      break;

    default:
      *shapes = gsk_render_node_ref (node);
      break;
    }
}

/* @node drawn into an image at @scale pixels a pixel, its text over it:
 * a frame that repaints the cell (another part of the window changed
 * around it) copies the image instead of filling its shapes again. */
static GskRenderNode *
cell_image (GskRenderNode *node,
            int            scale)
{
  GskRenderNode *shapes = NULL, *text = NULL, *image, *parts[2];
  graphene_rect_t bounds;
  int x, y, width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  part_text (node, &shapes, &text);
  if (shapes == NULL)
    {
      g_clear_pointer (&text, gsk_render_node_unref);
      return node;
    }
  gsk_render_node_get_bounds (shapes, &bounds);
  x = (int) floor (bounds.origin.x);
  y = (int) floor (bounds.origin.y);
  width = (int) ceil (bounds.origin.x + bounds.size.width) - x;
  height = (int) ceil (bounds.origin.y + bounds.size.height) - y;
  if (width <= 0 || height <= 0)
    {
      gsk_render_node_unref (shapes);
      g_clear_pointer (&text, gsk_render_node_unref);
      return node;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -x, -y);
  gsk_render_node_draw (shapes, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  gsk_render_node_unref (shapes);

  /* shown by a node that paints the image: the cairo renderer paints it
   * as it is, where a texture would be copied into a new image each frame */
  image = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (x, y, width, height));
  cr = gsk_cairo_node_get_draw_context (image);
  cairo_set_source_surface (cr, surface, x, y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gsk_render_node_unref (node);
  if (text == NULL)
    return image;
  parts[0] = image;
  parts[1] = text;
  node = gsk_container_node_new (parts, 2);
  gsk_render_node_unref (image);
  gsk_render_node_unref (text);
  return node;
}

/* Cell @x, @y drawn on its own, its corner at 0, 0: from the node it had
 * when it looks the same, else drawn anew. */
static GskRenderNode *
cell_node (GkCityView    *self,
           int            x,
           int            y,
           gboolean       dark,
           const GdkRGBA *fg,
           const GdkRGBA *accent,
           const GdkRGBA *chip)
{
  CityCellNode *cell = g_hash_table_lookup (self->cell_nodes, cell_node_key (x, y));
  CellLook look;
  GtkSnapshot *snapshot;
  double px, py;

  look_of_cell (self, x, y, dark, &look);
  if (cell != NULL && memcmp (&cell->look, &look, sizeof look) == 0)
    {
      cell->used = self->cells_drawn;
      return cell->node;
    }

  if (cell == NULL)
    {
      cell = g_new0 (CityCellNode, 1);
      g_hash_table_insert (self->cell_nodes, cell_node_key (x, y), cell);
    }
  cell->look = look;
  cell->used = self->cells_drawn;
  g_clear_pointer (&cell->node, gsk_render_node_unref);

  cell_origin (self, x, y, &px, &py);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-px, -py));
  if (look.building)
    snapshot_building (self, snapshot, gk_table_get_building_at (self->table, x, y), dark, chip);
  else
    snapshot_empty (self, snapshot, x, y, fg, accent, chip);
  cell->node = gtk_snapshot_free_to_node (snapshot);
  if (cell->node != NULL)
    cell->node = cell_image (cell->node, look.scale);
  return cell->node;
}

static gboolean
cell_node_unused (gpointer key,
                  gpointer value,
                  gpointer data)
{
  return ((CityCellNode *) value)->used != GPOINTER_TO_UINT (data);
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
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GdkRGBA plate = *fg;

  plate.alpha = 0.85;
  if (self->districts != NULL)
    for (guint i = 0; i < self->districts->len; i++)
      snapshot_district (self, snapshot, g_ptr_array_index (self->districts, i), &plate);

  if (self->cell_nodes == NULL)
    self->cell_nodes = g_hash_table_new_full (NULL, NULL, NULL, city_cell_node_free);
  self->cells_drawn++;
  for (int y = self->min_y; y <= self->max_y; y++)
    for (int x = self->min_x; x <= self->max_x; x++)
      {
        GskRenderNode *node = cell_node (self, x, y, dark, fg, accent, chip);
        double px, py;

        if (node == NULL)
          continue;
        cell_origin (self, x, y, &px, &py);
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (px, py));
        gtk_snapshot_append_node (snapshot, node);
        gtk_snapshot_restore (snapshot);
      }
  /* cells no longer shown */
  g_hash_table_foreach_remove (self->cell_nodes, cell_node_unused,
                               GUINT_TO_POINTER (self->cells_drawn));
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
  GtkSnapshot *snapshot = gtk_snapshot_new ();

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
      || self->layers_pitch != self->pitch || self->layers_origin_x != self->origin_x
      || self->layers_origin_y != self->origin_y)
    {
      /* the cells' nodes are kept while the pitch is: they are placed anew */
      _gk_city_view_invalidate_layers (self);
      self->layers_min_x = self->min_x;
      self->layers_min_y = self->min_y;
      self->layers_pitch = self->pitch;
      self->layers_origin_x = self->origin_x;
      self->layers_origin_y = self->origin_y;
    }
  if (self->lower == NULL)
    self->lower = snapshot_lower (self, dark, &fg, &accent, &chip);
  if (self->upper == NULL)
    self->upper = snapshot_upper (self, dark, &fg, &accent, &chip);

  /* An empty snapshot gives no node. */
  if (self->lower != NULL)
    gtk_snapshot_append_node (snapshot, self->lower);

  if (self->has_ghost && _gk_city_view_in_bounds (self, self->ghost.x, self->ghost.y))
    snapshot_ghost (self, snapshot, dark, &accent, &chip);
  if (self->has_pick && _gk_city_view_in_bounds (self, self->pick_x, self->pick_y))
    snapshot_pick (self, snapshot, &accent);
  for (guint i = 0; i < self->n_moved; i++)
    if (_gk_city_view_in_bounds (self, self->moved[i].to_x, self->moved[i].to_y))
      snapshot_token (self, snapshot, self->moved[i].to_x, self->moved[i].to_y,
                      self->moved[i].letter, TOKEN_SHIFTED, &fg, &accent, &chip);

  if (self->upper != NULL)
    gtk_snapshot_append_node (snapshot, self->upper);

  if (self->hovered && (!self->selected || self->hover_x != self->sel_x || self->hover_y != self->sel_y))
    {
      graphene_rect_t rect;
      GdkRGBA hover = fg;

      hover.alpha = 0.35;
      tile_rect (self, self->hover_x, self->hover_y, &rect);
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

      tile_rect (self, self->sel_x, self->sel_y, &rect);
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
