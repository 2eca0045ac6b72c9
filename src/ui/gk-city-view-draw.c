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
 * filling their shapes again.  A building's image starts as a copy of its
 * colour's tile, pattern included, drawn once a pitch.
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
  for (guint i = 0; i < G_N_ELEMENTS (self->tiles); i++)
    g_clear_pointer (&self->tiles[i], cairo_surface_destroy);
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

/* The cells' shapes are drawn with cairo into one image a cell (their
 * text is kept as nodes over it): these match the nodes above. */
static void
rounded_path (cairo_t               *cr,
              const graphene_rect_t *rect,
              double                 radius)
{
  double x = rect->origin.x, y = rect->origin.y;
  double w = rect->size.width, h = rect->size.height;
  double r = CLAMP (radius, 0, MIN (w, h) / 2);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
fill_rounded (cairo_t               *cr,
              const graphene_rect_t *rect,
              double                 radius,
              const GdkRGBA         *colour)
{
  rounded_path (cr, rect, radius);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
}

/* a border @width wide inside @rect's rounded outline */
static void
fill_ring (cairo_t               *cr,
           const graphene_rect_t *rect,
           double                 radius,
           double                 width,
           const GdkRGBA         *colour)
{
  graphene_rect_t inner = *rect;

  graphene_rect_inset (&inner, width, width);
  rounded_path (cr, rect, radius);
  rounded_path (cr, &inner, MAX (radius - width, 0));
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
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

/* A building's height, bottom left: the number on a little stack of
 * tiles, one square per level up to three; @size is a square's side, @off
 * the step between squares, @x0, @y0 the lowest square's corner. */
static void
height_stack (GkCityView            *self,
              const graphene_rect_t *rect,
              double                *size,
              double                *off,
              double                *x0,
              double                *y0)
{
  double p = self->pitch;

  *size = round (p * 0.21);
  *off = MAX (2.0, round (p * 0.03));
  *x0 = rect->origin.x + round (p * 0.07);
  *y0 = rect->origin.y + rect->size.height - round (p * 0.07) - *size;
}

/* @colour's tile, its pattern and a thin edge, as large as @rect: drawn
 * once a pitch, scale and style (filling the pattern's many small shapes
 * is most of a building's drawing) */
static cairo_surface_t *
tile_image (GkCityView            *self,
            GkColour               colour,
            gboolean               dark,
            const graphene_rect_t *rect)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  graphene_rect_t tile = GRAPHENE_RECT_INIT (0, 0, rect->size.width, rect->size.height);
  double radius = self->pitch * 0.1;
  GdkRGBA fill, shade = { 0, 0, 0, 0.25 };
  cairo_t *cr;

  if (self->tiles_scale != scale || self->tiles_dark != dark)
    for (guint i = 0; i < G_N_ELEMENTS (self->tiles); i++)
      g_clear_pointer (&self->tiles[i], cairo_surface_destroy);
  self->tiles_scale = scale;
  self->tiles_dark = dark;
  if (self->tiles[colour] != NULL)
    return self->tiles[colour];

  self->tiles[colour] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                    (int) tile.size.width * scale,
                                                    (int) tile.size.height * scale);
  cairo_surface_set_device_scale (self->tiles[colour], scale, scale);
  cr = cairo_create (self->tiles[colour]);

  /* square, then its corners cleared: cairo fills the pattern far faster
   * in a square than through a rounded clip */
  gk_building_colour_get_rgba (colour, dark, &fill);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_paint (cr);
  gk_building_colour_draw_pattern (colour, cr, 0, 0, tile.size.width, tile.size.height, dark);
  cairo_rectangle (cr, 0, 0, tile.size.width, tile.size.height);
  rounded_path (cr, &tile, radius);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  fill_ring (cr, &tile, radius, 1, &shade);
  cairo_destroy (cr);
  cairo_surface_flush (self->tiles[colour]);
  return self->tiles[colour];
}

/* A building's shapes: the tile, its pattern and a thin edge, the stack of
 * its height, its owner's chip and its build site. */
static void
draw_building (GkCityView       *self,
               cairo_t          *cr,
               const GkBuilding *building,
               gboolean          dark,
               const GdkRGBA    *chip)
{
  GkColour colour = gk_tile_get_colour (building->top);
  double p = self->pitch;
  graphene_rect_t rect;
  GdkRGBA fill, ink;
  double size, off, x0, y0, line = MAX (1.0, p * 0.018);
  guint layers = MIN (building->height, 3);

  tile_rect (self, building->x, building->y, &rect);
  gk_building_colour_get_rgba (colour, dark, &fill);
  gk_building_colour_get_ink_rgba (colour, dark, &ink);

  cairo_set_source_surface (cr, tile_image (self, colour, dark, &rect), rect.origin.x, rect.origin.y);
  cairo_paint (cr);

  height_stack (self, &rect, &size, &off, &x0, &y0);
  cairo_set_line_width (cr, line);
  for (guint i = layers; i-- > 0;)
    {
      cairo_rectangle (cr, x0 + i * off + line / 2, y0 - i * off + line / 2, size - line, size - line);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &ink);
      cairo_stroke (cr);
    }

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
}

/* A building's text: its number in the middle (the colour shows by its
 * pattern, never by a letter that could be read as a marker's) and its
 * height on its stack. */
static void
snapshot_building_text (GkCityView       *self,
                        GtkSnapshot      *snapshot,
                        const GkBuilding *building,
                        gboolean          dark)
{
  double p = self->pitch;
  graphene_rect_t rect;
  GdkRGBA ink;
  double size, off, x0, y0;
  char text[8];

  tile_rect (self, building->x, building->y, &rect);
  gk_building_colour_get_ink_rgba (gk_tile_get_colour (building->top), dark, &ink);

  g_snprintf (text, sizeof text, "%u", gk_tile_get_number (building->top));
  draw_text (self, snapshot, text, p * 0.33, TRUE,
             rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2 - p * 0.06,
             &ink);

  height_stack (self, &rect, &size, &off, &x0, &y0);
  g_snprintf (text, sizeof text, "%u", building->height);
  draw_text (self, snapshot, text, size * 0.62, TRUE, x0 + size / 2, y0 + size / 2, &ink);
}

typedef enum
{
  TOKEN_PLAIN,         /* a marker where it lies */
  TOKEN_LEFT,          /* the place a shifted marker leaves: a dashed outline */
  TOKEN_SHIFTED,       /* a shifted marker at its new place, ghosted */
} TokenStyle;

/* A marker token's disc: ringed when it may be picked up, filled with the
 * accent colour while it is held. Its letter is drawn over it. */
static void
draw_token (GkCityView    *self,
            cairo_t       *cr,
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
  gboolean held = style != TOKEN_LEFT && self->held == (gint) letter;
  gboolean pickable = style != TOKEN_LEFT && !held && self->shifting
                      && _gk_city_view_cell_index (self->shiftable, x, y) != 0;
  GdkRGBA ink = *fg;

  tile_rect (self, x, y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;

  cairo_save (cr);
  cairo_new_path (cr);
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
  cairo_restore (cr);
}

/* white on a held marker's accent colour, faint where a marker left */
static void
snapshot_token_letter (GkCityView    *self,
                       GtkSnapshot   *snapshot,
                       int            x,
                       int            y,
                       guint          letter,
                       TokenStyle     style,
                       const GdkRGBA *fg)
{
  graphene_rect_t rect;
  char text[2] = { (char) ('A' + letter), '\0' };
  GdkRGBA ink = *fg;

  if (style != TOKEN_LEFT && self->held == (gint) letter)
    ink = (GdkRGBA) { 1, 1, 1, 1 };
  else if (style == TOKEN_LEFT)
    ink.alpha = 0.45;
  tile_rect (self, x, y, &rect);
  draw_text (self, snapshot, text, self->pitch * 0.26, TRUE, rect.origin.x + rect.size.width / 2,
             rect.origin.y + rect.size.height / 2, &ink);
}

/* A marker shifted by the move being entered, at its new place: ghosted. */
static void
snapshot_token (GkCityView    *self,
                GtkSnapshot   *snapshot,
                int            x,
                int            y,
                guint          letter,
                const GdkRGBA *fg,
                const GdkRGBA *accent,
                const GdkRGBA *chip)
{
  graphene_rect_t rect;
  cairo_t *cr;

  tile_rect (self, x, y, &rect);
  gtk_snapshot_push_opacity (snapshot, 0.7);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  draw_token (self, cr, x, y, letter, TOKEN_SHIFTED, fg, accent, chip);
  cairo_destroy (cr);
  snapshot_token_letter (self, snapshot, x, y, letter, TOKEN_SHIFTED, fg);
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

/* The marker on free cell @x, @y, if one is drawn there: the
 * urbanization's marker is taken off where its tile goes. */
static gboolean
empty_token (GkCityView *self,
             int         x,
             int         y,
             guint      *letter,
             TokenStyle *style)
{
  gint at = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;

  if (at < 0 || (self->has_ghost && self->ghost.x == x && self->ghost.y == y))
    return FALSE;
  *letter = (guint) at;
  *style = _gk_city_view_shift_at (self, x, y, FALSE) != NULL ? TOKEN_LEFT : TOKEN_PLAIN;
  return TRUE;
}

/* A free cell's shapes: its place, tinted and outlined when it is offered
 * to the move being entered, and its marker's disc. */
static void
draw_empty (GkCityView    *self,
            cairo_t       *cr,
            int            x,
            int            y,
            const GdkRGBA *fg,
            const GdkRGBA *accent,
            const GdkRGBA *chip)
{
  double p = self->pitch;
  graphene_rect_t rect;
  GdkRGBA faint = *fg;
  guint letter;
  TokenStyle style;

  tile_rect (self, x, y, &rect);
  faint.alpha = 0.05;
  fill_rounded (cr, &rect, p * 0.1, &faint);

  if (_gk_city_view_cell_number (self, x, y) != 0)
    {
      GdkRGBA tint = *accent;
      double w = MAX (2.0, p * 0.035);
      double dash = MAX (3.0, p * 0.08);
      graphene_rect_t outline = rect;

      tint.alpha = 0.22;
      fill_rounded (cr, &rect, p * 0.1, &tint);

      /* a dashed outline, its line inside the cell */
      graphene_rect_inset (&outline, w / 2, w / 2);
      cairo_save (cr);
      rounded_path (cr, &outline, p * 0.1);
      cairo_set_dash (cr, &dash, 1, 0);
      cairo_set_line_width (cr, w);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  if (empty_token (self, x, y, &letter, &style))
    draw_token (self, cr, x, y, letter, style, fg, accent, chip);
}

/* A free cell's text: its number, typed after the tile ("A r5 1") or
 * after a shifted marker's letter ("D2"), and its marker's letter. */
static void
snapshot_empty_text (GkCityView    *self,
                     GtkSnapshot   *snapshot,
                     int            x,
                     int            y,
                     const GdkRGBA *fg,
                     const GdkRGBA *accent)
{
  guint number = _gk_city_view_cell_number (self, x, y);
  guint letter;
  TokenStyle style;

  if (number != 0)
    {
      graphene_rect_t rect;
      char text[12];

      tile_rect (self, x, y, &rect);
      g_snprintf (text, sizeof text, "%u", number);
      draw_text (self, snapshot, text, self->pitch * 0.18, TRUE, rect.origin.x + self->pitch * 0.16,
                 rect.origin.y + self->pitch * 0.16, accent);
    }
  if (empty_token (self, x, y, &letter, &style))
    snapshot_token_letter (self, snapshot, x, y, letter, style, fg);
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
  graphene_rect_t rect;
  cairo_surface_t *surface;
  cairo_t *cr;
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

  /* the cell's shapes drawn into an image at the screen's scale, its
   * text over it as nodes, drawn by the renderer as the rest of the
   * window's text is: a frame that repaints the cell (another part of the
   * window changed around it) copies the image */
  cell_origin (self, x, y, &px, &py);
  tile_rect (self, x, y, &rect);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) rect.size.width * look.scale,
                                        (int) rect.size.height * look.scale);
  cairo_surface_set_device_scale (surface, look.scale, look.scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -rect.origin.x, -rect.origin.y);

  if (look.building)
    draw_building (self, cr, gk_table_get_building_at (self->table, x, y), dark, chip);
  else
    draw_empty (self, cr, x, y, fg, accent, chip);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* shown by a node that paints the image: the cairo renderer paints it
   * as it is, where a texture would be copied into a new image each frame */
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-px, -py));
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_set_source_surface (cr, surface, rect.origin.x, rect.origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  if (look.building)
    snapshot_building_text (self, snapshot, gk_table_get_building_at (self->table, x, y), dark);
  else
    snapshot_empty_text (self, snapshot, x, y, fg, accent);
  cell->node = gtk_snapshot_free_to_node (snapshot);
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
                      self->moved[i].letter, &fg, &accent, &chip);

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
