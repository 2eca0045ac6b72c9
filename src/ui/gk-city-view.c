/* gk-city-view.c: the city as it lies on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-player-style.h"

/* Cell sizes in pixels: the view zooms to fit its allocation between these. */
#define MIN_PITCH     36
#define NATURAL_PITCH 72
#define MAX_PITCH     112

typedef struct
{
  GkColour  colour;
  GArray   *cells;     /* gint pairs x, y */
  gint      first;
  gint      second;
  guint     total;
  guint     resources[GK_MAX_PLAYERS + 1];
} CityDistrict;

/* A marker the move being entered shifts: where it lies, where it goes. */
typedef struct
{
  guint     letter;
  int       from_x;
  int       from_y;
  int       to_x;
  int       to_y;
} CityShift;

struct _GkCityView
{
  GtkWidget   parent_instance;

  GkTable    *table;
  GPtrArray  *districts;   /* of CityDistrict */
  GHashTable *district_at; /* cell key -> district index + 1 */
  gint        highlight;   /* district shown as hovered in a list, or -1 */
  GArray     *targets;     /* gint pairs x, y */

  /* the move being entered, when the view shows one */
  GkMoveDraft *draft;
  gboolean    has_ghost;   /* the new tile, drawn ghosted where it goes */
  GkBuilding  ghost;       /* the building it makes, as the engine previews it */
  gboolean    has_pick;    /* the marker's chosen cell */
  guint       pick_letter;
  int         pick_x;
  int         pick_y;
  GkCard      draft_card;  /* the card when the draft last changed */

  /* the marker shifts of the move being entered (rules.md 9.7), asked of
   * the draft once per change, not per frame */
  guint       n_moved;
  CityShift   moved[GK_N_LETTERS];
  GArray     *shiftable;   /* gint pairs: cells of the markers that may be picked up */
  GArray     *shift_targets; /* gint pairs: where the held marker may go */
  gint        held;        /* the marker picked up, or -1 */
  gboolean    shifting;    /* a marker held, shifted, or the letters out of order:
                            * the markers that may be picked up are ringed */
  int         held_x;
  int         held_y;

  gboolean    compact;     /* no free ring around the buildings */

  gboolean    selected;
  int         sel_x;
  int         sel_y;

  gboolean    hovered;
  int         hover_x;
  int         hover_y;
  int         press_x;
  int         press_y;
  gboolean    pressed;

  /* The city drawn once for all the frames that show it unchanged: the
   * cells (lower) and the districts' labels (upper), with the move being
   * entered drawn between them every frame. Unchanged nodes are not drawn
   * again by GTK: a move being typed repaints the cells it changes. */
  GskRenderNode *lower;
  GskRenderNode *upper;
  int         layers_width;
  int         layers_height;
  char       *layers_key;  /* what of the draft the lower layer shows */

  /* the cells shown, bounds included, and where they are drawn */
  int         min_x;
  int         min_y;
  int         max_x;
  int         max_y;
  double      pitch;
  double      origin_x;
  double      origin_y;
};

G_DEFINE_FINAL_TYPE (GkCityView, gk_city_view, GTK_TYPE_WIDGET)

enum
{
  CELL_ACTIVATED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- helpers ---- */

static gpointer
cell_key (int x,
          int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x7fff) << 16) | (guint) ((y + 0x7fff) & 0xffff));
}

static void
city_district_free (gpointer data)
{
  CityDistrict *district = data;

  g_clear_pointer (&district->cells, g_array_unref);
  g_free (district);
}

static const CityDistrict *
district_at (GkCityView *self,
             int         x,
             int         y)
{
  guint index;

  if (self->district_at == NULL)
    return NULL;

  index = GPOINTER_TO_UINT (g_hash_table_lookup (self->district_at, cell_key (x, y)));
  return index > 0 ? g_ptr_array_index (self->districts, index - 1) : NULL;
}

static gboolean
is_target (GkCityView *self,
           int         x,
           int         y)
{
  if (self->targets == NULL)
    return FALSE;

  for (guint i = 0; i + 1 < self->targets->len; i += 2)
    if (g_array_index (self->targets, gint, i) == x && g_array_index (self->targets, gint, i + 1) == y)
      return TRUE;

  return FALSE;
}

/* The index + 1 of the cell in @cells (gint pairs), or 0. */
static guint
cell_index (GArray *cells,
            int     x,
            int     y)
{
  for (guint i = 0; cells != NULL && i + 1 < cells->len; i += 2)
    if (g_array_index (cells, gint, i) == x && g_array_index (cells, gint, i + 1) == y)
      return i / 2 + 1;
  return 0;
}

/* The shift leaving @x, @y (@to FALSE) or arriving there (@to TRUE), or NULL. */
static const CityShift *
shift_at (GkCityView *self,
          int         x,
          int         y,
          gboolean    to)
{
  for (guint i = 0; i < self->n_moved; i++)
    {
      const CityShift *shift = &self->moved[i];

      if (to ? (shift->to_x == x && shift->to_y == y) : (shift->from_x == x && shift->from_y == y))
        return shift;
    }
  return NULL;
}

/* The buildings and one free cell all around (where markers lie and new
 * tiles go), the cells the engine counts as the city's extent, and the
 * highlighted targets. */
static void
update_bounds (GkCityView *self)
{
  int min_x = 0, min_y = 0, max_x = 2, max_y = 2;
  guint n_buildings = self->table != NULL ? gk_table_get_n_buildings (self->table) : 0;

  for (guint i = 0; i < n_buildings; i++)
    {
      const GkBuilding *building = gk_table_get_building (self->table, i);

      if (i == 0)
        {
          min_x = max_x = building->x;
          min_y = max_y = building->y;
        }
      min_x = MIN (min_x, building->x);
      max_x = MAX (max_x, building->x);
      min_y = MIN (min_y, building->y);
      max_y = MAX (max_y, building->y);
    }

  if (!self->compact)
    {
      min_x--;
      min_y--;
      max_x++;
      max_y++;
    }

  if (self->table != NULL && (!self->compact || n_buildings == 0))
    {
      int x0, y0, x1, y1;

      gk_table_get_bounds (self->table, &x0, &y0, &x1, &y1);
      min_x = MIN (min_x, x0);
      min_y = MIN (min_y, y0);
      max_x = MAX (max_x, x1);
      max_y = MAX (max_y, y1);
    }

  for (guint a = 0; a < 2; a++)
    {
      GArray *cells = a == 0 ? self->targets : self->shift_targets;

      for (guint i = 0; cells != NULL && i + 1 < cells->len; i += 2)
        {
          int x = g_array_index (cells, gint, i);
          int y = g_array_index (cells, gint, i + 1);

          min_x = MIN (min_x, x);
          max_x = MAX (max_x, x);
          min_y = MIN (min_y, y);
          max_y = MAX (max_y, y);
        }
    }

  self->min_x = min_x;
  self->min_y = min_y;
  self->max_x = max_x;
  self->max_y = max_y;
}

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

static void
update_layout (GkCityView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double pitch;

  pitch = MIN ((double) width / n_columns (self), (double) height / n_rows (self));
  pitch = floor (MIN (pitch, MAX_PITCH));
  pitch = MAX (pitch, 8);

  self->pitch = pitch;
  self->origin_x = floor ((width - pitch * n_columns (self)) / 2);
  self->origin_y = floor ((height - pitch * n_rows (self)) / 2);
}

static gboolean
in_bounds (GkCityView *self,
           int         x,
           int         y)
{
  return x >= self->min_x && x <= self->max_x && y >= self->min_y && y <= self->max_y;
}

static void
drop_layers (GkCityView *self)
{
  g_clear_pointer (&self->lower, gsk_render_node_unref);
  g_clear_pointer (&self->upper, gsk_render_node_unref);
}

/* What the city looks like changed: the layers are drawn again. */
static void
invalidate_layers (GkCityView *self)
{
  drop_layers (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

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

/* ---- words ---- */

/* What the move being entered does to a cell, appended to its words. */
static void
describe_preview (GkCityView *self,
                  int         x,
                  int         y,
                  GString    *text)
{
  const CityShift *shift;
  guint number;

  if (self->has_ghost && self->ghost.x == x && self->ghost.y == y)
    {
      g_autofree char *name = gk_card_get_name (self->ghost.top);

      /* TRANSLATORS: appended to a cell's description during a move being
       * entered: %s is the tile laid there ("Red 9") */
      g_string_append_printf (text, _(", the new tile %s goes here"), name);
    }
  if (self->has_pick && self->pick_x == x && self->pick_y == y)
    /* TRANSLATORS: appended to a cell's description: the urbanization's
     * marker %c is put on this cell */
    g_string_append_printf (text, _(", marker %c goes here"), 'A' + self->pick_letter);
  if ((shift = shift_at (self, x, y, FALSE)) != NULL)
    /* TRANSLATORS: appended to a cell's description: marker %c is shifted
     * away from this cell (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is shifted away"), 'A' + shift->letter);
  if ((shift = shift_at (self, x, y, TRUE)) != NULL)
    /* TRANSLATORS: appended to a cell's description: marker %c is shifted
     * onto this cell (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is shifted here"), 'A' + shift->letter);
  if (self->held >= 0 && self->held_x == x && self->held_y == y)
    /* TRANSLATORS: appended to a cell's description: its marker %c is
     * picked up, to be shifted (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is picked up"), 'A' + self->held);
  else if (cell_index (self->shiftable, x, y) != 0)
    /* TRANSLATORS: appended to a cell's description: its marker may be
     * picked up and shifted (rules 9.7) */
    g_string_append (text, _(", its marker can be shifted"));
  if (self->held >= 0 && (number = cell_index (self->shift_targets, x, y)) != 0)
    /* TRANSLATORS: appended to a cell's description: the marker picked up
     * (%c) may be shifted here; %u is the cell's number for typing */
    g_string_append_printf (text, _(", a place for marker %c (%u)"), 'A' + self->held, number);
}

char *
gk_city_view_get_cell_description (GkCityView *self,
                                   int         x,
                                   int         y)
{
  const GkBuilding *building;
  GString *text;

  g_return_val_if_fail (GK_IS_CITY_VIEW (self), NULL);

  text = g_string_new (NULL);
  building = self->table != NULL ? gk_table_get_building_at (self->table, x, y) : NULL;

  if (building != NULL)
    {
      g_autofree char *name = gk_card_get_name (building->top);
      gboolean owned = building->owner != GK_NO_PLAYER;
      const char *owner = owned ? gk_table_get_player_name (self->table, building->owner) : NULL;

      if (owned && building->build_site)
        /* TRANSLATORS: a building in the city: its top tile ("Red 9"), its
         * height, its owner's name, and the build-site marker on it */
        g_string_printf (text, _("%s, height %u, %s, build site"), name, building->height, owner);
      else if (owned)
        /* TRANSLATORS: a building: its top tile ("Red 9"), its height, its owner */
        g_string_printf (text, _("%s, height %u, %s"), name, building->height, owner);
      else if (building->build_site)
        /* TRANSLATORS: an unowned building with a build-site marker on it */
        g_string_printf (text, _("%s, height %u, build site"), name, building->height);
      else
        /* TRANSLATORS: an unowned building: its top tile ("Red 9") and its height */
        g_string_printf (text, _("%s, height %u"), name, building->height);
    }
  else
    {
      gint letter = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;

      if (letter >= 0)
        /* TRANSLATORS: a free cell of the city with urbanization marker %c on it */
        g_string_printf (text, _("Empty cell, marker %c"), 'A' + letter);
      else
        g_string_assign (text, _("Empty cell"));
    }

  if (is_target (self, x, y) && self->held < 0)
    /* TRANSLATORS: appended to a cell's description when the marker may go there */
    g_string_append (text, _(", a place for the marker"));
  describe_preview (self, x, y, text);

  return g_string_free (text, FALSE);
}

static char *
describe_district (GkCityView         *self,
                   const CityDistrict *district)
{
  const char *colour = gk_colour_get_name (district->colour);
  g_autofree char *head = NULL;

  head = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* TRANSLATORS: "Red district, 7 resources" */
                                       "%s district, %u resource",
                                       "%s district, %u resources",
                                       district->total),
                          colour, district->total);

  if (district->first == GK_NO_PLAYER)
    return g_steal_pointer (&head);

  if (district->second == GK_NO_PLAYER || district->second == district->first)
    /* TRANSLATORS: a district and the player who takes both places alone */
    return g_strdup_printf (_("%s: first and second %s"), head,
                            gk_table_get_player_name (self->table, district->first));

  /* TRANSLATORS: a district, the player in first place and the one in second */
  return g_strdup_printf (_("%s: first %s, second %s"), head,
                          gk_table_get_player_name (self->table, district->first),
                          gk_table_get_player_name (self->table, district->second));
}

static void
update_accessible (GkCityView *self)
{
  if (self->selected && self->table != NULL)
    {
      g_autofree char *text = gk_city_view_get_cell_description (self, self->sel_x, self->sel_y);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
  else
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      /* TRANSLATORS: the accessible name of the city map */
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("City"),
                                      -1);
    }
}

/* ---- drawing ---- */

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
      gboolean right = district_at (self, x + 1, y) == district;
      gboolean below = district_at (self, x, y + 1) == district;
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
      if (right && below && district_at (self, x + 1, y + 1) == district)
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
                      && cell_index (self->shiftable, x, y) != 0;
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
static guint
cell_number (GkCityView *self,
             int         x,
             int         y)
{
  return cell_index (self->held >= 0 ? self->shift_targets : self->targets, x, y);
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

  guint number = cell_number (self, x, y);

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
                    shift_at (self, x, y, FALSE) != NULL ? TOKEN_LEFT : TOKEN_PLAIN,
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

  for (int y = self->min_y; y <= self->max_y; y++)
    for (int x = self->min_x; x <= self->max_x; x++)
      {
        const GkBuilding *building = self->table != NULL
                                     ? gk_table_get_building_at (self->table, x, y) : NULL;

        if (building != NULL)
          snapshot_building (self, snapshot, building, dark, chip);
        else
          snapshot_empty (self, snapshot, x, y, fg, accent, chip);
      }
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

static void
gk_city_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  gboolean dark = gk_player_style_is_dark (widget);
  GdkRGBA fg, accent, chip;

  update_layout (self);
  get_colours (self, &fg, &accent, &chip);

  if (self->layers_width != gtk_widget_get_width (widget)
      || self->layers_height != gtk_widget_get_height (widget))
    {
      drop_layers (self);
      self->layers_width = gtk_widget_get_width (widget);
      self->layers_height = gtk_widget_get_height (widget);
    }
  if (self->lower == NULL)
    self->lower = snapshot_lower (self, dark, &fg, &accent, &chip);
  if (self->upper == NULL)
    self->upper = snapshot_upper (self, dark, &fg, &accent, &chip);

  /* An empty snapshot gives no node. */
  if (self->lower != NULL)
    gtk_snapshot_append_node (snapshot, self->lower);

  if (self->has_ghost && in_bounds (self, self->ghost.x, self->ghost.y))
    snapshot_ghost (self, snapshot, dark, &accent, &chip);
  if (self->has_pick && in_bounds (self, self->pick_x, self->pick_y))
    snapshot_pick (self, snapshot, &accent);
  for (guint i = 0; i < self->n_moved; i++)
    if (in_bounds (self, self->moved[i].to_x, self->moved[i].to_y))
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

  if (self->selected && in_bounds (self, self->sel_x, self->sel_y))
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

  *minimum = cells * MIN_PITCH;
  *natural = cells * NATURAL_PITCH;
}

static gboolean
gk_city_view_query_tooltip (GtkWidget  *widget,
                            int         px,
                            int         py,
                            gboolean    keyboard_tooltip,
                            GtkTooltip *tooltip)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  g_autofree char *text = NULL;
  const CityDistrict *district;
  int x, y;

  if (keyboard_tooltip)
    {
      if (!self->selected)
        return FALSE;
      x = self->sel_x;
      y = self->sel_y;
    }
  else if (!gk_city_view_get_cell_at (self, px, py, &x, &y))
    return FALSE;

  text = gk_city_view_get_cell_description (self, x, y);
  district = district_at (self, x, y);
  if (district != NULL)
    {
      g_autofree char *about = describe_district (self, district);
      char *both = g_strconcat (text, "\n", about, NULL);

      g_free (text);
      text = both;
    }

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---- selection and input ---- */

gboolean
gk_city_view_get_cell_at (GkCityView *self,
                          double      px,
                          double      py,
                          int        *x,
                          int        *y)
{
  int cx, cy;

  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  update_layout (self);
  if (px < self->origin_x || py < self->origin_y)
    return FALSE;

  cx = self->min_x + (int) floor ((px - self->origin_x) / self->pitch);
  cy = self->min_y + (int) floor ((py - self->origin_y) / self->pitch);
  if (!in_bounds (self, cx, cy))
    return FALSE;

  if (x != NULL)
    *x = cx;
  if (y != NULL)
    *y = cy;
  return TRUE;
}

static void
set_selection (GkCityView *self,
               gboolean    selected,
               int         x,
               int         y)
{
  if (selected == self->selected && (!selected || (x == self->sel_x && y == self->sel_y)))
    return;

  self->selected = selected;
  self->sel_x = selected ? x : 0;
  self->sel_y = selected ? y : 0;

  update_accessible (self);
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
gk_city_view_select (GkCityView *self,
                     int         x,
                     int         y)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  set_selection (self, TRUE, x, y);
}

void
gk_city_view_unselect (GkCityView *self)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  set_selection (self, FALSE, 0, 0);
}

gboolean
gk_city_view_get_selected (GkCityView *self,
                           int        *x,
                           int        *y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  if (x != NULL)
    *x = self->sel_x;
  if (y != NULL)
    *y = self->sel_y;
  return self->selected;
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);

  if (!self->selected)
    {
      /* start from the first building in reading order, else the top left */
      int x = self->min_x, y = self->min_y;

      if (self->table != NULL && gk_table_get_n_buildings (self->table) > 0)
        {
          const GkBuilding *best = NULL;

          for (guint i = 0; i < gk_table_get_n_buildings (self->table); i++)
            {
              const GkBuilding *b = gk_table_get_building (self->table, i);

              if (best == NULL || b->y < best->y || (b->y == best->y && b->x < best->x))
                best = b;
            }
          x = best->x;
          y = best->y;
        }
      set_selection (self, TRUE, x, y);
      return;
    }

  set_selection (self, TRUE,
                 CLAMP (self->sel_x + dx, self->min_x, self->max_x),
                 CLAMP (self->sel_y + dy, self->min_y, self->max_y));
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GkCityView *self = GK_CITY_VIEW (widget);

  if (self->selected)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, self->sel_x, self->sel_y);
}

/* Escape puts the marker picked up back. */
static void
put_back_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GkCityView *self = GK_CITY_VIEW (widget);

  if (self->draft != NULL)
    gk_move_draft_set_held (self->draft, -1);
}

static void
click_pressed (GtkGestureClick *gesture,
               int              n_press,
               double           px,
               double           py,
               GkCityView      *self)
{
  int x, y;

  self->pressed = gk_city_view_get_cell_at (self, px, py, &x, &y);
  if (!self->pressed)
    return;

  self->press_x = x;
  self->press_y = y;
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  set_selection (self, TRUE, x, y);
}

static void
click_released (GtkGestureClick *gesture,
                int              n_press,
                double           px,
                double           py,
                GkCityView      *self)
{
  int x, y;

  if (self->pressed && gk_city_view_get_cell_at (self, px, py, &x, &y)
      && x == self->press_x && y == self->press_y && n_press == 1)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, x, y);

  self->pressed = FALSE;
}

static void
set_hover (GkCityView *self,
           gboolean    hovered,
           int         x,
           int         y)
{
  if (hovered == self->hovered && (!hovered || (x == self->hover_x && y == self->hover_y)))
    return;

  self->hovered = hovered;
  self->hover_x = x;
  self->hover_y = y;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), hovered ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion (GtkEventControllerMotion *controller,
        double                    px,
        double                    py,
        GkCityView               *self)
{
  int x, y;
  gboolean over = gk_city_view_get_cell_at (self, px, py, &x, &y);

  set_hover (self, over, x, y);
}

static void
leave (GtkEventControllerMotion *controller,
       GkCityView               *self)
{
  set_hover (self, FALSE, 0, 0);
}

/* ---- public setters ---- */

GtkWidget *
gk_city_view_new (void)
{
  return g_object_new (GK_TYPE_CITY_VIEW, NULL);
}

static void
refresh (GkCityView *self)
{
  int min_x = self->min_x, min_y = self->min_y, max_x = self->max_x, max_y = self->max_y;

  update_bounds (self);
  if (self->selected && !in_bounds (self, self->sel_x, self->sel_y))
    set_selection (self, FALSE, 0, 0);
  if (self->hovered && !in_bounds (self, self->hover_x, self->hover_y))
    set_hover (self, FALSE, 0, 0);
  update_accessible (self);
  /* A new size only when the cells shown change: a move being typed
   * redraws the city, it does not lay the window out again. */
  if (min_x != self->min_x || min_y != self->min_y || max_x != self->max_x
      || max_y != self->max_y)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gk_city_view_set_table (GkCityView    *self,
                        const GkTable *table)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  g_clear_pointer (&self->table, gk_table_free);
  if (table != NULL)
    self->table = gk_table_copy (table);
  else
    set_selection (self, FALSE, 0, 0);

  invalidate_layers (self);
  refresh (self);
}

void
gk_city_view_set_compact (GkCityView *self,
                          gboolean    compact)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  self->compact = !!compact;
  invalidate_layers (self);
  refresh (self);
}

void
gk_city_view_set_score (GkCityView    *self,
                        const GkScore *score)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  g_clear_pointer (&self->districts, g_ptr_array_unref);
  g_clear_pointer (&self->district_at, g_hash_table_unref);

  if (score != NULL && score->districts != NULL)
    {
      self->districts = g_ptr_array_new_with_free_func (city_district_free);
      self->district_at = g_hash_table_new (NULL, NULL);

      for (guint i = 0; i < score->districts->len; i++)
        {
          const GkDistrict *d = g_ptr_array_index (score->districts, i);
          CityDistrict *district = g_new0 (CityDistrict, 1);

          district->colour = d->colour;
          district->cells = g_array_copy (d->cells);
          district->first = d->first;
          district->second = d->second;
          district->total = d->total;
          memcpy (district->resources, d->resources, sizeof district->resources);
          g_ptr_array_add (self->districts, district);

          for (guint c = 0; c + 1 < district->cells->len; c += 2)
            g_hash_table_insert (self->district_at,
                                 cell_key (g_array_index (district->cells, gint, c),
                                           g_array_index (district->cells, gint, c + 1)),
                                 GUINT_TO_POINTER (i + 1));
        }
    }

  self->highlight = -1;
  invalidate_layers (self);
}

void
gk_city_view_highlight_district (GkCityView *self,
                                 gint        index)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (index >= -1);

  if (self->districts == NULL || index >= (gint) self->districts->len)
    index = -1;
  if (self->highlight == index)
    return;
  self->highlight = index;
  invalidate_layers (self);
}

gint
gk_city_view_get_highlighted_district (GkCityView *self)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), -1);
  return self->highlight;
}

void
gk_city_view_set_targets (GkCityView *self,
                          GArray     *cells)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (cells == NULL || g_array_get_element_size (cells) == sizeof (gint));

  g_clear_pointer (&self->targets, g_array_unref);
  if (cells != NULL)
    self->targets = g_array_copy (cells);

  invalidate_layers (self);
  refresh (self);
}

static void
forget_shifts (GkCityView *self)
{
  self->n_moved = 0;
  self->held = -1;
  self->shifting = FALSE;
  g_clear_pointer (&self->shiftable, g_array_unref);
  g_clear_pointer (&self->shift_targets, g_array_unref);
}

/* The draft's shifts, once per change: the markers moved, those that may be
 * picked up and where the held one may go. */
static void
learn_shifts (GkCityView *self)
{
  GkMoveDraft *draft = self->draft;
  const GkTable *table = gk_move_draft_get_table (draft);
  GkCard card = gk_move_draft_get_card (draft);
  GArray *letters;

  forget_shifts (self);
  if (table == NULL || !gk_card_is_letter (card) || gk_move_draft_get_preview (draft) == NULL)
    return;

  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    {
      CityShift shift = { .letter = letter };

      if (letter == gk_card_get_letter (card))
        continue;
      gk_table_get_marker (table, letter, &shift.from_x, &shift.from_y);
      gk_move_draft_get_marker_after (draft, letter, &shift.to_x, &shift.to_y);
      if (shift.from_x != shift.to_x || shift.from_y != shift.to_y)
        self->moved[self->n_moved++] = shift;
    }

  letters = gk_move_draft_get_shiftable (draft);
  if (letters != NULL)
    {
      self->shiftable = g_array_new (FALSE, FALSE, sizeof (gint));
      for (guint i = 0; i < letters->len; i++)
        {
          gint cell[2];

          gk_move_draft_get_marker_after (draft, g_array_index (letters, guint, i), &cell[0],
                                          &cell[1]);
          g_array_append_vals (self->shiftable, cell, 2);
        }
    }

  self->held = gk_move_draft_get_held (draft);
  self->shifting = self->held >= 0 || gk_move_draft_get_move (draft)->n_shifts > 0
                   || gk_move_draft_get_order_warning (draft) != NULL;
  if (self->held >= 0)
    {
      gk_move_draft_get_marker_after (draft, (guint) self->held, &self->held_x, &self->held_y);
      if (gk_move_draft_get_shift_targets (draft) != NULL)
        self->shift_targets = g_array_copy (gk_move_draft_get_shift_targets (draft));
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", self->held >= 0);
}

static void
append_cells (GString *key,
              GArray  *cells)
{
  for (guint i = 0; cells != NULL && i < cells->len; i++)
    g_string_append_printf (key, "%d,", g_array_index (cells, gint, i));
  g_string_append_c (key, ';');
}

/* What of the move being entered the cells show: the marker cells offered,
 * the markers shifted away and those that may be, the marker held, and a
 * marker taken off where the new tile goes. */
static char *
draft_layers_key (GkCityView *self)
{
  GString *key = g_string_new (NULL);

  append_cells (key, self->targets);
  for (guint i = 0; i < self->n_moved; i++)
    g_string_append_printf (key, "%u:%d,%d,", self->moved[i].letter, self->moved[i].from_x,
                            self->moved[i].from_y);
  g_string_append_c (key, ';');
  append_cells (key, self->shiftable);
  append_cells (key, self->shift_targets);
  g_string_append_printf (key, "%d:%d,%d:%d;", self->held, self->held_x, self->held_y,
                          self->shifting);
  if (self->has_ghost && self->table != NULL
      && gk_table_get_marker_at (self->table, self->ghost.x, self->ghost.y) >= 0)
    g_string_append_printf (key, "%d,%d", self->ghost.x, self->ghost.y);
  return g_string_free (key, FALSE);
}

static void
draft_changed (GkCityView *self)
{
  g_autofree char *key = NULL;
  GkMoveDraft *draft = self->draft;
  const GkTable *table = gk_move_draft_get_table (draft);
  GkCard card = gk_move_draft_get_played_card (draft);
  int x, y;

  g_clear_pointer (&self->targets, g_array_unref);
  if (gk_move_draft_get_targets (draft) != NULL)
    self->targets = g_array_copy (gk_move_draft_get_targets (draft));

  self->has_ghost = gk_move_draft_get_new_building (draft, &self->ghost);

  self->has_pick = gk_card_is_letter (card) && gk_move_draft_get_marker (draft, &self->pick_x,
                                                                          &self->pick_y);
  if (self->has_pick)
    self->pick_letter = gk_card_get_letter (card);

  learn_shifts (self);

  /* The cell the card plays on is the selection when the card changes: its
   * building, or for a letter the cell of its marker, where the tile goes.
   * Later picks (the marker, the shifts) leave the selection where it is. */
  if (card != self->draft_card || card == GK_NO_CARD)
    {
      if (gk_move_draft_get_card_cell (draft, &x, &y))
        set_selection (self, TRUE, x, y);
      else if (gk_card_is_letter (card) && table != NULL)
        {
          gk_table_get_marker (table, gk_card_get_letter (card), &x, &y);
          set_selection (self, TRUE, x, y);
        }
      else
        set_selection (self, FALSE, 0, 0);
    }
  self->draft_card = card;

  /* Most changes of the draft show between the layers. */
  key = draft_layers_key (self);
  if (g_strcmp0 (key, self->layers_key) != 0)
    {
      g_free (self->layers_key);
      self->layers_key = g_steal_pointer (&key);
      invalidate_layers (self);
    }
  refresh (self);
}

void
gk_city_view_set_draft (GkCityView  *self,
                        GkMoveDraft *draft)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (draft == NULL || GK_IS_MOVE_DRAFT (draft));

  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_set_object (&self->draft, draft);
  self->has_ghost = FALSE;
  self->has_pick = FALSE;
  self->draft_card = GK_NO_CARD;
  forget_shifts (self);
  g_clear_pointer (&self->layers_key, g_free);
  invalidate_layers (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", FALSE);
  if (draft != NULL)
    {
      g_signal_connect_swapped (draft, "changed", G_CALLBACK (draft_changed), self);
      draft_changed (self);
    }
}

gboolean
gk_city_view_get_ghost (GkCityView *self,
                        GkTile     *tile,
                        int        *x,
                        int        *y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  if (!self->has_ghost)
    return FALSE;
  if (tile != NULL)
    *tile = self->ghost.top;
  if (x != NULL)
    *x = self->ghost.x;
  if (y != NULL)
    *y = self->ghost.y;
  return TRUE;
}

gboolean
gk_city_view_get_marker_pick (GkCityView *self,
                              int        *x,
                              int        *y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  if (!self->has_pick)
    return FALSE;
  if (x != NULL)
    *x = self->pick_x;
  if (y != NULL)
    *y = self->pick_y;
  return TRUE;
}

gint
gk_city_view_get_held (GkCityView *self)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), -1);
  return self->held;
}

guint
gk_city_view_get_shift_target (GkCityView *self,
                               int         x,
                               int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), 0);
  return self->held >= 0 ? cell_index (self->shift_targets, x, y) : 0;
}

guint
gk_city_view_get_cell_number (GkCityView *self,
                              int         x,
                              int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), 0);
  return cell_number (self, x, y);
}

gboolean
gk_city_view_is_shiftable (GkCityView *self,
                           int         x,
                           int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);
  return cell_index (self->shiftable, x, y) != 0;
}

gboolean
gk_city_view_get_shift (GkCityView *self,
                        guint       letter,
                        int        *from_x,
                        int        *from_y,
                        int        *to_x,
                        int        *to_y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  for (guint i = 0; i < self->n_moved; i++)
    {
      const CityShift *shift = &self->moved[i];

      if (shift->letter != letter)
        continue;
      if (from_x != NULL)
        *from_x = shift->from_x;
      if (from_y != NULL)
        *from_y = shift->from_y;
      if (to_x != NULL)
        *to_x = shift->to_x;
      if (to_y != NULL)
        *to_y = shift->to_y;
      return TRUE;
    }
  return FALSE;
}

/* ---- class ---- */

static void
gk_city_view_dispose (GObject *object)
{
  GkCityView *self = GK_CITY_VIEW (object);

  g_clear_pointer (&self->table, gk_table_free);
  g_clear_pointer (&self->districts, g_ptr_array_unref);
  g_clear_pointer (&self->district_at, g_hash_table_unref);
  g_clear_pointer (&self->targets, g_array_unref);
  drop_layers (self);
  g_clear_pointer (&self->layers_key, g_free);
  forget_shifts (self);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);

  G_OBJECT_CLASS (gk_city_view_parent_class)->dispose (object);
}

/* Dark or light, another accent: the colours the layers were drawn in. */
static void
gk_city_view_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (gk_city_view_parent_class)->css_changed (widget, change);
  invalidate_layers (GK_CITY_VIEW (widget));
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  guint           kp_keyval,
                  int             dx,
                  int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "city.move", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, kp_keyval, 0, "city.move", "(ii)", dx, dy);
}

static void
gk_city_view_class_init (GkCityViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_city_view_dispose;

  widget_class->snapshot = gk_city_view_snapshot;
  widget_class->css_changed = gk_city_view_css_changed;
  widget_class->measure = gk_city_view_measure;
  widget_class->query_tooltip = gk_city_view_query_tooltip;

  /**
   * GkCityView::cell-activated:
   * @x: the cell's column
   * @y: the cell's row
   *
   * A cell was clicked, or chosen with Enter or Space.
   */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "city.move", "(ii)", move_action);
  gtk_widget_class_install_action (widget_class, "city.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "city.put-back", NULL, put_back_action);

  add_move_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_move_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_move_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_move_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "city.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "city.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "city.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "city.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "city.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "city.put-back", NULL);

  gtk_widget_class_set_css_name (widget_class, "gk-city-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gk_city_view_init (GkCityView *self)
{
  GtkGesture *click;
  GtkEventController *motion_controller, *focus;

  self->highlight = -1;
  self->held = -1;
  self->draft_card = GK_NO_CARD;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  motion_controller = gtk_event_controller_motion_new ();
  g_signal_connect (motion_controller, "motion", G_CALLBACK (motion), self);
  g_signal_connect (motion_controller, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion_controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  /* TRANSLATORS: how to use the city map without a mouse */
                                  _("The arrow keys move between cells; Enter chooses the cell"),
                                  -1);

  gk_player_style_track_dark (GTK_WIDGET (self));
  update_bounds (self);
  update_accessible (self);
}
