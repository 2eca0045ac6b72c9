/* gk-city-view-input.c: the city view's pointer and keyboard
 *
 * A click or Enter on a cell activates it ("cell-activated"); the arrow
 * keys move the selection; Escape puts a marker picked up back.  The
 * tooltip and the accessible name say what the cell under them shows.
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
}

void
_gk_city_view_init_input (GkCityView *self)
{
  GtkGesture *click;
  GtkEventController *motion_controller, *focus;

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
}
