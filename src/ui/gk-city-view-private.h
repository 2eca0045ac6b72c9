/* gk-city-view-private.h: the city view's parts, for its own files
 *
 * The view is one class in three files: gk-city-view.c (what it shows: the
 * table, the districts, the move being entered, in words too),
 * gk-city-view-draw.c (how it is drawn) and gk-city-view-input.c (the
 * pointer and the keyboard: the selection, the cell activated).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-city-view.h"

G_BEGIN_DECLS

/* Cell sizes in pixels: the view zooms to fit its allocation between these. */
#define MIN_PITCH     36
#define NATURAL_PITCH 72
#define MAX_PITCH     112
/* The cells a view asks room for at the least, each way. */
#define MIN_CELLS     5
/* How far the player may zoom in from the city that fits the view. */
#define MAX_ZOOM      4.0

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
  /* The lower layer is put together from one node per cell, kept from one
   * layer to the next while the cell looks the same: a confirmed move
   * draws the cells it changed, not the city (cell key -> CityCellNode). */
  GHashTable *cell_nodes;
  guint       cells_drawn;   /* the layer the cell nodes were last used in */
  /* the texts drawn (numbers, letters, places), each laid out once at the
   * pitch and in the style the cells are drawn at (text, size, weight ->
   * CityText) */
  GHashTable *texts;
  /* each building colour's tile (its pattern, its rounded edge) drawn
   * once at the pitch, the scale and in the style the cells are drawn
   * at: a building's image starts as a copy of it */
  cairo_surface_t *tiles[GK_N_COLOURS];
  int              tiles_scale;
  gboolean         tiles_dark;
  /* the geometry the layers were drawn at, with the city's corner at 0, 0
   * (placed where the city is): another pitch, or cells shown beyond the
   * old edge, draws them again */
  int         layers_min_x;
  int         layers_min_y;
  double      layers_pitch;

  /* the cells shown, bounds included, and where they are drawn */
  int         min_x;
  int         min_y;
  int         max_x;
  int         max_y;
  double      pitch;
  double      origin_x;
  double      origin_y;

  /* Zoomed and panned by the player (two fingers, a drag, Ctrl and the
   * wheel or the keys): the pitch is the fitted one times :zoom, the city
   * drawn :pan pixels off the centre (gk-city-view-input.c). */
  double      zoom;
  double      pan_x;
  double      pan_y;
  double      zoom_begin;  /* at the start of a pinch */
  double      pan_begin_x; /* at the start of a drag */
  double      pan_begin_y;
  gboolean    panning;     /* the drag went past the threshold: no click */
  double      pointer_x;
  double      pointer_y;
};

/* ---- across the view's files ---- */

/* gk-city-view.c */
const CityDistrict *_gk_city_view_district_at       (GkCityView         *self,
                                                     int                 x,
                                                     int                 y);
/* The index + 1 of the cell in @cells (gint pairs), or 0. */
guint               _gk_city_view_cell_index        (GArray             *cells,
                                                     int                 x,
                                                     int                 y);
/* The shift leaving @x, @y (@to FALSE) or arriving there (@to TRUE), or NULL. */
const CityShift    *_gk_city_view_shift_at          (GkCityView         *self,
                                                     int                 x,
                                                     int                 y,
                                                     gboolean            to);
char               *_gk_city_view_describe_district (GkCityView         *self,
                                                     const CityDistrict *district);
void                _gk_city_view_update_accessible (GkCityView         *self);

/* gk-city-view-input.c */
/* Keeps the pan within the city at the view's size and pitch. */
void                _gk_city_view_clamp_pan         (GkCityView         *self,
                                                     int                 width,
                                                     int                 height,
                                                     int                 columns,
                                                     int                 rows);

/* gk-city-view-draw.c */
void                _gk_city_view_class_add_drawing (GtkWidgetClass     *widget_class);
/* Where the cells are drawn at the view's size (pitch and origin). */
void                _gk_city_view_update_layout     (GkCityView         *self);
gboolean            _gk_city_view_in_bounds         (GkCityView         *self,
                                                     int                 x,
                                                     int                 y);
/* Cell @x, @y's corner, and its tile's square, in the view. */
void                _gk_city_view_cell_origin       (GkCityView         *self,
                                                     int                 x,
                                                     int                 y,
                                                     double             *px,
                                                     double             *py);
void                _gk_city_view_tile_rect         (GkCityView         *self,
                                                     int                 x,
                                                     int                 y,
                                                     graphene_rect_t    *rect);
/* Draws @text, @pixels high, so that its ink is centred on @cx, @cy. */
void                _gk_city_view_draw_text         (GkCityView         *self,
                                                     GtkSnapshot        *snapshot,
                                                     const char         *text,
                                                     double              pixels,
                                                     gboolean            bold,
                                                     double              cx,
                                                     double              cy,
                                                     const GdkRGBA      *colour);
/* Forgets everything drawn, the cells' nodes too (new colours, dispose). */
void                _gk_city_view_drop_layers       (GkCityView         *self);
/* What the city looks like changed: the layers are put together again,
 * the cells that look as they did from the nodes they had. */
void                _gk_city_view_invalidate_layers (GkCityView         *self);

/* gk-city-view-cells.c */
/* The number a free cell carries: with a marker held, its place among
 * that marker's shift cells; else among the marker's target cells. */
guint               _gk_city_view_cell_number       (GkCityView         *self,
                                                     int                 x,
                                                     int                 y);
/* Every cell shown, each from the node it had while it looks the same;
 * the nodes of cells no longer shown are forgotten. */
void                _gk_city_view_snapshot_cells    (GkCityView         *self,
                                                     GtkSnapshot        *snapshot,
                                                     gboolean            dark,
                                                     const GdkRGBA      *fg,
                                                     const GdkRGBA      *accent,
                                                     const GdkRGBA      *chip);
/* Forgets the cells' nodes and the tiles (another pitch, dispose). */
void                _gk_city_view_drop_cells        (GkCityView         *self);
/* A marker shifted by the move being entered, at its new place: ghosted. */
void                _gk_city_view_snapshot_shifted  (GkCityView         *self,
                                                     GtkSnapshot        *snapshot,
                                                     int                 x,
                                                     int                 y,
                                                     guint               letter,
                                                     const GdkRGBA      *fg,
                                                     const GdkRGBA      *accent,
                                                     const GdkRGBA      *chip);

/* gk-city-view-input.c */
void                _gk_city_view_class_add_input   (GtkWidgetClass     *widget_class);
void                _gk_city_view_init_input        (GkCityView         *self);
void                _gk_city_view_set_selection     (GkCityView         *self,
                                                     gboolean            selected,
                                                     int                 x,
                                                     int                 y);
void                _gk_city_view_set_hover         (GkCityView         *self,
                                                     gboolean            hovered,
                                                     int                 x,
                                                     int                 y);

G_END_DECLS
