/* gk-city-view-input.c: the city view's pointer, touch and keyboard
 *
 * A click, a tap or Enter on a cell activates it ("cell-activated"); the
 * arrow keys move the selection; Escape puts a marker picked up back.  The
 * tooltip and the accessible name say what the cell under them shows.
 *
 * The city zooms in with two fingers, Ctrl and the wheel, or Ctrl+plus and
 * Ctrl+minus (Ctrl+0 fits it again), and a zoomed city pans with a drag
 * of a finger or the mouse; a drag that pans places nothing.  The wheel
 * alone scrolls the page, never the city.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "gk-city-view-private.h"

enum
{
  CELL_ACTIVATED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
  district = _gk_city_view_district_at (self, x, y);
  if (district != NULL)
    {
      g_autofree char *about = _gk_city_view_describe_district (self, district);
      char *both = g_strconcat (text, "\n", about, NULL);

      g_free (text);
      text = both;
    }

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---- the selection ---- */

gboolean
gk_city_view_get_cell_at (GkCityView *self,
                          double      px,
                          double      py,
                          int        *x,
                          int        *y)
{
  int cx, cy;

  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  _gk_city_view_update_layout (self);
  if (px < self->origin_x || py < self->origin_y)
    return FALSE;

  cx = self->min_x + (int) floor ((px - self->origin_x) / self->pitch);
  cy = self->min_y + (int) floor ((py - self->origin_y) / self->pitch);
  if (!_gk_city_view_in_bounds (self, cx, cy))
    return FALSE;

  if (x != NULL)
    *x = cx;
  if (y != NULL)
    *y = cy;
  return TRUE;
}

void
_gk_city_view_set_selection (GkCityView *self,
               gboolean    selected,
               int         x,
               int         y)
{
  if (selected == self->selected && (!selected || (x == self->sel_x && y == self->sel_y)))
    return;

  self->selected = selected;
  self->sel_x = selected ? x : 0;
  self->sel_y = selected ? y : 0;

  _gk_city_view_update_accessible (self);
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

  _gk_city_view_set_selection (self, TRUE, x, y);
}

void
gk_city_view_unselect (GkCityView *self)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  _gk_city_view_set_selection (self, FALSE, 0, 0);
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


/* ---- zoom and pan ---- */

void
_gk_city_view_clamp_pan (GkCityView *self,
                         int         width,
                         int         height,
                         int         columns,
                         int         rows)
{
  double spare_x = (self->pitch * columns - width) / 2;
  double spare_y = (self->pitch * rows - height) / 2;

  self->pan_x = spare_x > 0 ? CLAMP (self->pan_x, -spare_x, spare_x) : 0;
  self->pan_y = spare_y > 0 ? CLAMP (self->pan_y, -spare_y, spare_y) : 0;
}

/* Zoomed or panned: the next frame draws the layers again at another
 * pitch, or places them elsewhere (gk-city-view-draw.c). */
static void
layout_changed (GkCityView *self)
{
  _gk_city_view_update_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gk_city_view_zoom_at (GkCityView *self,
                      double      zoom,
                      double      px,
                      double      py)
{
  double u, v;

  g_return_if_fail (GK_IS_CITY_VIEW (self));

  /* The point of the city under (px, py) stays there. */
  _gk_city_view_update_layout (self);
  u = (px - self->origin_x) / self->pitch;
  v = (py - self->origin_y) / self->pitch;
  self->zoom = CLAMP (zoom, 1.0, MAX_ZOOM);
  _gk_city_view_update_layout (self);
  self->pan_x += px - (self->origin_x + u * self->pitch);
  self->pan_y += py - (self->origin_y + v * self->pitch);
  layout_changed (self);
}

void
gk_city_view_set_zoom (GkCityView *self,
                       double      zoom)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  gk_city_view_zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                        gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

double
gk_city_view_get_zoom (GkCityView *self)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), 1.0);

  return self->zoom;
}

void
gk_city_view_pan (GkCityView *self,
                  double      dx,
                  double      dy)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  self->pan_x += dx;
  self->pan_y += dy;
  layout_changed (self);
}

void
gk_city_view_get_pan (GkCityView *self,
                      double     *dx,
                      double     *dy)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  _gk_city_view_update_layout (self);
  if (dx != NULL)
    *dx = self->pan_x;
  if (dy != NULL)
    *dy = self->pan_y;
}

/* A cell chosen with the keys on a zoomed city comes into view. */
static void
show_cell (GkCityView *self,
           int         x,
           int         y)
{
  double left, top, dx = 0, dy = 0;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  _gk_city_view_update_layout (self);
  left = self->origin_x + (x - self->min_x) * self->pitch;
  top = self->origin_y + (y - self->min_y) * self->pitch;
  if (left < 0)
    dx = -left;
  else if (left + self->pitch > width)
    dx = width - left - self->pitch;
  if (top < 0)
    dy = -top;
  else if (top + self->pitch > height)
    dy = height - top - self->pitch;
  if (dx != 0 || dy != 0)
    gk_city_view_pan (self, dx, dy);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GkCityView *self = GK_CITY_VIEW (widget);
  int step = g_variant_get_int32 (parameter);

  if (step == 0)
    {
      self->pan_x = self->pan_y = 0;
      gk_city_view_set_zoom (self, 1.0);
    }
  else if (self->selected)
    {
      gk_city_view_set_zoom (self, self->zoom * (step > 0 ? 1.25 : 0.8));
      show_cell (self, self->sel_x, self->sel_y);
    }
  else
    gk_city_view_set_zoom (self, self->zoom * (step > 0 ? 1.25 : 0.8));
}

static void
pinch_begin (GtkGesture       *gesture,
             GdkEventSequence *sequence,
             GkCityView       *self)
{
  self->zoom_begin = self->zoom;
}

static void
pinch_changed (GtkGestureZoom *gesture,
               double          scale,
               GkCityView     *self)
{
  double cx, cy;

  /* Around the point between the fingers, or the view's middle. */
  if (!gtk_gesture_is_active (GTK_GESTURE (gesture))
      || !gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    {
      cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  gk_city_view_zoom_at (self, self->zoom_begin * scale, cx, cy);
}

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            GkCityView     *self)
{
  self->pan_begin_x = self->pan_x;
  self->pan_begin_y = self->pan_y;
  self->panning = FALSE;
}

static void
drag_update (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             GkCityView     *self)
{
  /* A finger that trembles on a tap still taps. */
  if (!self->panning && hypot (dx, dy) < 8)
    return;
  self->panning = TRUE;
  self->pressed = FALSE;
  self->pan_x = self->pan_begin_x + dx;
  self->pan_y = self->pan_begin_y + dy;
  layout_changed (self);
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          GkCityView     *self)
{
  self->panning = FALSE;
}

/* Ctrl and the wheel zoom around the pointer; the wheel alone is the
 * page's. */
static gboolean
wheel (GtkEventControllerScroll *controller,
       double                    dx,
       double                    dy,
       GkCityView               *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (!(state & GDK_CONTROL_MASK) || dy == 0)
    return FALSE;
  gk_city_view_zoom_at (self, self->zoom * pow (1.1, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

/* ---- the keyboard ---- */

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
      _gk_city_view_set_selection (self, TRUE, x, y);
      return;
    }

  _gk_city_view_set_selection (self, TRUE,
                 CLAMP (self->sel_x + dx, self->min_x, self->max_x),
                 CLAMP (self->sel_y + dy, self->min_y, self->max_y));
  show_cell (self, self->sel_x, self->sel_y);
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

/* ---- the pointer ---- */

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
  _gk_city_view_set_selection (self, TRUE, x, y);
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

void
_gk_city_view_set_hover (GkCityView *self,
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

  self->pointer_x = px;
  self->pointer_y = py;

  _gk_city_view_set_hover (self, over, x, y);
}

static void
leave (GtkEventControllerMotion *controller,
       GkCityView               *self)
{
  _gk_city_view_set_hover (self, FALSE, 0, 0);
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

void
_gk_city_view_class_add_input (GtkWidgetClass *widget_class)
{
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
                  G_TYPE_FROM_CLASS (widget_class),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (widget_class),
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

  gtk_widget_class_install_action (widget_class, "city.zoom", "i", zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "city.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "city.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "city.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "city.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "city.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "city.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "city.zoom", "i", 0);
}

void
_gk_city_view_init_input (GkCityView *self)
{
  GtkGesture *click, *pinch, *drag;
  GtkEventController *motion_controller, *focus, *scroll;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->zoom = 1.0;
  /* A zoomed city is drawn within the view. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (wheel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

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
}
