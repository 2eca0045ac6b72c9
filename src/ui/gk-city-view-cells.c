/* gk-city-view-cells.c: the city view's cells, each drawn once into an
 * image and kept while it looks the same
 *
 * A cell's shapes (a building's tile, pattern, height and owner, or a free
 * cell's place and marker) are drawn with cairo into one image at the
 * screen's scale; its text is kept as nodes over it, drawn by the renderer
 * as the rest of the window's text is.  A frame that repaints a cell
 * (another part of the window changed around it) copies the image.  A
 * building's image starts as a copy of its colour's tile, drawn once a
 * pitch: filling the pattern's many small shapes is most of a building's
 * drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "gk-city-view-private.h"
#include "gk-player-style.h"

/* ---- shapes ---- */

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

/* ---- buildings ---- */

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

  _gk_city_view_tile_rect (self, building->x, building->y, &rect);
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

  _gk_city_view_tile_rect (self, building->x, building->y, &rect);
  gk_building_colour_get_ink_rgba (gk_tile_get_colour (building->top), dark, &ink);

  g_snprintf (text, sizeof text, "%u", gk_tile_get_number (building->top));
  _gk_city_view_draw_text (self, snapshot, text, p * 0.33, TRUE,
                           rect.origin.x + rect.size.width / 2,
                           rect.origin.y + rect.size.height / 2 - p * 0.06, &ink);

  height_stack (self, &rect, &size, &off, &x0, &y0);
  g_snprintf (text, sizeof text, "%u", building->height);
  _gk_city_view_draw_text (self, snapshot, text, size * 0.62, TRUE, x0 + size / 2, y0 + size / 2,
                           &ink);
}

/* ---- free cells and their markers ---- */

typedef enum
{
  TOKEN_PLAIN,         /* a marker where it lies */
  TOKEN_LEFT,          /* the place a shifted marker leaves: a dashed outline */
  TOKEN_SHIFTED,       /* a shifted marker at its new place, ghosted */
} TokenStyle;

/* How a marker's token is drawn. */
typedef struct
{
  gint       letter;    /* its marker, or -1: no token drawn */
  TokenStyle style;
  gboolean   held;      /* filled with the accent colour, its letter white */
  gboolean   pickable;  /* ringed: it may be picked up */
} TokenLook;

static void
token_look (GkCityView *self,
            int         x,
            int         y,
            gint        letter,
            TokenStyle  style,
            TokenLook  *token)
{
  token->letter = letter;
  token->style = style;
  token->held = style != TOKEN_LEFT && self->held == letter;
  token->pickable = style != TOKEN_LEFT && !token->held && self->shifting
                    && _gk_city_view_cell_index (self->shiftable, x, y) != 0;
}

/* The token on free cell @x, @y: its marker, but where the new tile goes
 * (the urbanization's marker is taken off there). */
static void
free_cell_token (GkCityView *self,
                 int         x,
                 int         y,
                 TokenLook  *token)
{
  gint letter = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;

  if (letter < 0 || (self->has_ghost && self->ghost.x == x && self->ghost.y == y))
    token->letter = -1;
  else
    token_look (self, x, y, letter,
                _gk_city_view_shift_at (self, x, y, FALSE) != NULL ? TOKEN_LEFT : TOKEN_PLAIN,
                token);
}

/* A marker token's disc: ringed when it may be picked up, filled with the
 * accent colour while it is held. Its letter is drawn over it. */
static void
draw_token (GkCityView      *self,
            cairo_t         *cr,
            int              x,
            int              y,
            const TokenLook *token,
            const GdkRGBA   *fg,
            const GdkRGBA   *accent,
            const GdkRGBA   *chip)
{
  double p = self->pitch;
  graphene_rect_t rect;
  double cx, cy, line = MAX (1.5, p * 0.03);
  GdkRGBA ink = *fg;

  _gk_city_view_tile_rect (self, x, y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, p * 0.27, 0, 2 * G_PI);
  if (token->style == TOKEN_LEFT)
    {
      double dash = MAX (2.0, p * 0.05);

      ink.alpha = 0.45;
      cairo_set_dash (cr, &dash, 1, 0);
    }
  else
    {
      gdk_cairo_set_source_rgba (cr, token->held ? accent : chip);
      cairo_fill_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, token->style == TOKEN_SHIFTED ? accent : &ink);
  cairo_set_line_width (cr, token->style == TOKEN_SHIFTED ? line * 1.5 : line);
  cairo_stroke (cr);
  if (token->pickable || token->held)
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
snapshot_token_letter (GkCityView      *self,
                       GtkSnapshot     *snapshot,
                       int              x,
                       int              y,
                       const TokenLook *token,
                       const GdkRGBA   *fg)
{
  graphene_rect_t rect;
  char text[2] = { (char) ('A' + token->letter), '\0' };
  GdkRGBA ink = *fg;

  if (token->held)
    ink = (GdkRGBA) { 1, 1, 1, 1 };
  else if (token->style == TOKEN_LEFT)
    ink.alpha = 0.45;
  _gk_city_view_tile_rect (self, x, y, &rect);
  _gk_city_view_draw_text (self, snapshot, text, self->pitch * 0.26, TRUE,
                           rect.origin.x + rect.size.width / 2,
                           rect.origin.y + rect.size.height / 2, &ink);
}

void
_gk_city_view_snapshot_shifted (GkCityView    *self,
                                GtkSnapshot   *snapshot,
                                int            x,
                                int            y,
                                guint          letter,
                                const GdkRGBA *fg,
                                const GdkRGBA *accent,
                                const GdkRGBA *chip)
{
  graphene_rect_t rect;
  TokenLook token;
  cairo_t *cr;

  token_look (self, x, y, (gint) letter, TOKEN_SHIFTED, &token);
  _gk_city_view_tile_rect (self, x, y, &rect);
  gtk_snapshot_push_opacity (snapshot, 0.7);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  draw_token (self, cr, x, y, &token, fg, accent, chip);
  cairo_destroy (cr);
  snapshot_token_letter (self, snapshot, x, y, &token, fg);
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

/* A free cell's shapes: its place, tinted and outlined when it is offered
 * to the move being entered (@number, its place among the cells offered),
 * and its marker's disc. */
static void
draw_free_cell (GkCityView      *self,
                cairo_t         *cr,
                int              x,
                int              y,
                guint            number,
                const TokenLook *token,
                const GdkRGBA   *fg,
                const GdkRGBA   *accent,
                const GdkRGBA   *chip)
{
  double p = self->pitch;
  graphene_rect_t rect;
  GdkRGBA faint = *fg;

  _gk_city_view_tile_rect (self, x, y, &rect);
  faint.alpha = 0.05;
  fill_rounded (cr, &rect, p * 0.1, &faint);

  if (number != 0)
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

  if (token->letter >= 0)
    draw_token (self, cr, x, y, token, fg, accent, chip);
}

/* A free cell's text: its number, typed after the tile ("A r5 1") or
 * after a shifted marker's letter ("D2"), and its marker's letter. */
static void
snapshot_free_cell_text (GkCityView      *self,
                         GtkSnapshot     *snapshot,
                         int              x,
                         int              y,
                         guint            number,
                         const TokenLook *token,
                         const GdkRGBA   *fg,
                         const GdkRGBA   *accent)
{
  if (number != 0)
    {
      graphene_rect_t rect;
      char text[12];

      _gk_city_view_tile_rect (self, x, y, &rect);
      g_snprintf (text, sizeof text, "%u", number);
      _gk_city_view_draw_text (self, snapshot, text, self->pitch * 0.18, TRUE,
                               rect.origin.x + self->pitch * 0.16,
                               rect.origin.y + self->pitch * 0.16, accent);
    }
  if (token->letter >= 0)
    snapshot_token_letter (self, snapshot, x, y, token, fg);
}

/* ---- the cells kept ---- */

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
  guint          number;      /* a free cell's place among those offered */
  TokenLook      token;       /* a free cell's marker */
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
  look->token.letter = -1;
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
  free_cell_token (self, x, y, &look->token);
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
  _gk_city_view_cell_origin (self, x, y, &px, &py);
  _gk_city_view_tile_rect (self, x, y, &rect);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) rect.size.width * look.scale,
                                        (int) rect.size.height * look.scale);
  cairo_surface_set_device_scale (surface, look.scale, look.scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -rect.origin.x, -rect.origin.y);

  if (look.building)
    draw_building (self, cr, gk_table_get_building_at (self->table, x, y), dark, chip);
  else
    draw_free_cell (self, cr, x, y, look.number, &look.token, fg, accent, chip);
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
    snapshot_free_cell_text (self, snapshot, x, y, look.number, &look.token, fg, accent);
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

void
_gk_city_view_snapshot_cells (GkCityView    *self,
                              GtkSnapshot   *snapshot,
                              gboolean       dark,
                              const GdkRGBA *fg,
                              const GdkRGBA *accent,
                              const GdkRGBA *chip)
{
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
        _gk_city_view_cell_origin (self, x, y, &px, &py);
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (px, py));
        gtk_snapshot_append_node (snapshot, node);
        gtk_snapshot_restore (snapshot);
      }
  /* cells no longer shown */
  g_hash_table_foreach_remove (self->cell_nodes, cell_node_unused,
                               GUINT_TO_POINTER (self->cells_drawn));
}

void
_gk_city_view_drop_cells (GkCityView *self)
{
  g_clear_pointer (&self->cell_nodes, g_hash_table_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->tiles); i++)
    g_clear_pointer (&self->tiles[i], cairo_surface_destroy);
}
