/* gk-player-style.c: how players and building colours look on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "gk-player-style.h"
#include "gk-ui-util.h"

/* Colours from the GNOME palette, one shade for a light background and one
 * for a dark background. */
typedef struct
{
  const char *light;
  const char *dark;
} GkShades;

static const GkShades player_fill[GK_N_PLAYER_COLOURS] = {
  [GK_PLAYER_COLOUR_WHITE]  = { "#ffffff", "#ffffff" },
  [GK_PLAYER_COLOUR_ORANGE] = { "#e66100", "#ffa348" },
  [GK_PLAYER_COLOUR_GREEN]  = { "#26a269", "#57e389" },
  [GK_PLAYER_COLOUR_PURPLE] = { "#813d9c", "#c061cb" },
  [GK_PLAYER_COLOUR_BLACK]  = { "#000000", "#000000" },
};

static const GkShades building_fill[GK_N_COLOURS] = {
  [GK_COLOUR_BLUE]   = { "#1c71d8", "#1a5fb4" },
  [GK_COLOUR_RED]    = { "#c01c28", "#a51d2d" },
  [GK_COLOUR_YELLOW] = { "#f6d32d", "#f5c211" },
};

static void
parse_shade (const GkShades *shades,
             gboolean        dark,
             GdkRGBA        *rgba)
{
  gboolean ok = gdk_rgba_parse (rgba, dark ? shades->dark : shades->light);

  g_assert (ok);
}

/* ---- player colours ---- */

const char *
gk_player_colour_get_symbol (GkPlayerColour colour)
{
  static const char * const symbols[GK_N_PLAYER_COLOURS] = {
    [GK_PLAYER_COLOUR_WHITE]  = "\u25CB",  /* ○ circle: white, outlined, as drawn */
    [GK_PLAYER_COLOUR_ORANGE] = "\u25B2",  /* ▲ triangle */
    [GK_PLAYER_COLOUR_GREEN]  = "\u25A0",  /* ■ square */
    [GK_PLAYER_COLOUR_PURPLE] = "\u25C6",  /* ◆ diamond */
    [GK_PLAYER_COLOUR_BLACK]  = "\u2605",  /* ★ star */
  };

  g_return_val_if_fail (colour < GK_N_PLAYER_COLOURS, "?");

  return symbols[colour];
}

void
gk_player_colour_get_rgba (GkPlayerColour  colour,
                           gboolean        dark,
                           GdkRGBA        *rgba)
{
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);
  g_return_if_fail (rgba != NULL);

  parse_shade (&player_fill[colour], dark, rgba);
}

void
gk_player_colour_get_outline_rgba (GkPlayerColour  colour,
                                   gboolean        dark,
                                   GdkRGBA        *rgba)
{
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);
  g_return_if_fail (rgba != NULL);

  if (colour == GK_PLAYER_COLOUR_BLACK)
    *rgba = dark ? (GdkRGBA) { 0.87, 0.87, 0.85, 1.0 } : (GdkRGBA) { 0.0, 0.0, 0.0, 1.0 };
  else if (colour == GK_PLAYER_COLOUR_WHITE)
    *rgba = (GdkRGBA) { 0.14, 0.12, 0.19, 1.0 };
  else
    *rgba = (GdkRGBA) { 0.0, 0.0, 0.0, dark ? 0.7 : 0.55 };
}

static void
path_regular (cairo_t *cr,
              double   cx,
              double   cy,
              double   radius,
              guint    n_points,
              double   inner_ratio,
              double   start_angle)
{
  guint n = inner_ratio > 0 ? n_points * 2 : n_points;

  for (guint i = 0; i < n; i++)
    {
      double r = (inner_ratio > 0 && i % 2 == 1) ? radius * inner_ratio : radius;
      double a = start_angle + 2 * G_PI * i / n;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

void
gk_player_colour_draw_symbol (GkPlayerColour  colour,
                              cairo_t        *cr,
                              double          cx,
                              double          cy,
                              double          radius,
                              gboolean        dark)
{
  GdkRGBA fill, outline;

  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);
  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  cairo_new_path (cr);

  switch (colour)
    {
    case GK_PLAYER_COLOUR_WHITE:
      cairo_arc (cr, cx, cy, radius * 0.82, 0, 2 * G_PI);
      break;

    case GK_PLAYER_COLOUR_ORANGE:
      /* drawn a little lower so that it looks centred */
      path_regular (cr, cx, cy + radius * 0.12, radius * 1.0, 3, 0, -G_PI / 2);
      break;

    case GK_PLAYER_COLOUR_GREEN:
      cairo_rectangle (cr, cx - radius * 0.72, cy - radius * 0.72, radius * 1.44, radius * 1.44);
      break;

    case GK_PLAYER_COLOUR_PURPLE:
      path_regular (cr, cx, cy, radius * 0.98, 4, 0, -G_PI / 2);
      break;

    case GK_PLAYER_COLOUR_BLACK:
      path_regular (cr, cx, cy + radius * 0.06, radius * 1.02, 5, 0.45, -G_PI / 2);
      break;

    case GK_N_PLAYER_COLOURS:
    default:
      g_assert_not_reached ();
    }

  gk_player_colour_get_rgba (colour, dark, &fill);
  gk_player_colour_get_outline_rgba (colour, dark, &outline);

  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.14));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
badge_symbol_draw (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  GkPlayerColour colour = GPOINTER_TO_UINT (user_data);
  double radius = MIN (width, height) / 2.0 - 1.0;

  gk_player_colour_draw_symbol (colour, cr, width / 2.0, height / 2.0, radius,
                                gk_player_style_is_dark (GTK_WIDGET (area)));
}

GtkWidget *
gk_player_symbol_new (GkPlayerColour colour,
                      int            size)
{
  GtkWidget *symbol;

  g_return_val_if_fail (colour < GK_N_PLAYER_COLOURS, NULL);

  symbol = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (symbol), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (symbol), size);
  gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (symbol), badge_symbol_draw,
                                  GUINT_TO_POINTER (colour), NULL);
  gk_ui_set_tooltip (symbol, gk_player_colour_get_name (colour));
  gtk_accessible_update_property (GTK_ACCESSIBLE (symbol),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  gk_player_colour_get_name (colour),
                                  -1);
  gk_player_style_track_dark (symbol);
  return symbol;
}

GtkWidget *
gk_player_badge_new (GkPlayerColour  colour,
                     const char     *name)
{
  GtkWidget *box;
  GtkWidget *label;

  g_return_val_if_fail (colour < GK_N_PLAYER_COLOURS, NULL);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (box, "gk-player-badge");
  gtk_box_append (GTK_BOX (box), gk_player_symbol_new (colour, 16));

  label = gtk_label_new (name);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_box_append (GTK_BOX (box), label);

  return box;
}

/* ---- building colours ---- */

void
gk_building_colour_get_rgba (GkColour  colour,
                             gboolean  dark,
                             GdkRGBA  *rgba)
{
  g_return_if_fail (colour < GK_N_COLOURS);
  g_return_if_fail (rgba != NULL);

  parse_shade (&building_fill[colour], dark, rgba);
}

void
gk_building_colour_get_ink_rgba (GkColour  colour,
                                 gboolean  dark,
                                 GdkRGBA  *rgba)
{
  g_return_if_fail (colour < GK_N_COLOURS);
  g_return_if_fail (rgba != NULL);

  if (colour == GK_COLOUR_YELLOW)
    *rgba = (GdkRGBA) { 0.14, 0.12, 0.19, 1.0 };
  else
    *rgba = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
}

void
gk_building_colour_draw_pattern (GkColour  colour,
                                 cairo_t  *cr,
                                 double    x,
                                 double    y,
                                 double    width,
                                 double    height,
                                 gboolean  dark)
{
  double step = MAX (5.0, MIN (width, height) / 7.0);

  g_return_if_fail (colour < GK_N_COLOURS);
  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  cairo_new_path (cr);

  switch (colour)
    {
    case GK_COLOUR_BLUE:
      /* diagonal stripes */
      cairo_set_source_rgba (cr, 1, 1, 1, 0.16);
      cairo_set_line_width (cr, step * 0.3);
      for (double d = -height; d < width; d += step)
        {
          cairo_move_to (cr, x + d, y + height);
          cairo_line_to (cr, x + d + height, y);
        }
      cairo_stroke (cr);
      break;

    case GK_COLOUR_RED:
      /* a grid of dots, every other row shifted */
      cairo_set_source_rgba (cr, 1, 1, 1, 0.2);
      for (guint row = 0; y + row * step * 0.8 < y + height + step; row++)
        for (double dx = (row % 2) * step / 2; dx < width + step; dx += step)
          {
            double cx = x + dx, cy = y + row * step * 0.8;

            cairo_new_sub_path (cr);
            cairo_arc (cr, cx, cy, step * 0.14, 0, 2 * G_PI);
          }
      cairo_fill (cr);
      break;

    case GK_COLOUR_YELLOW:
      /* plain */
      break;

    case GK_N_COLOURS:
    default:
      g_assert_not_reached ();
    }

  cairo_restore (cr);
}

/* ---- the colour scheme ---- */

gboolean
gk_player_style_is_dark (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (!adw_is_initialized ())
    return FALSE;

  return adw_style_manager_get_dark (adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
}

void
gk_player_style_track_dark (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (!adw_is_initialized ())
    return;

  g_signal_connect_object (adw_style_manager_get_for_display (gtk_widget_get_display (widget)),
                           "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw),
                           widget,
                           G_CONNECT_SWAPPED);
}
