/* gk-sideways-view.c: a child wider than the room, scrolled sideways, as tall as it needs
 *
 * A score sheet's pad on a phone: its players' columns scroll sideways
 * while the page around it scrolls down.  A GtkScrolledWindow that
 * scrolls only sideways asks for its child's height at no particular
 * width, which is too little for a child whose text wraps at the width it
 * really gets (its smallest, on a phone); this view asks for the child's
 * height at that width, so that nothing in it is cut short.
 *
 * The view asks for no width of its own (the window may be narrower than
 * the child), gives the child at least its smallest width, and shows the
 * part the horizontal adjustment says (a GtkViewport inside, which sets
 * the adjustment's range).  Scrolling sideways is by the adjustment,
 * shared with a scroller that shows a scrollbar, by a focused child
 * brought into view, by a horizontal scroll over the view, or by a
 * finger drawn sideways over it (one drawn up or down is the page's: a
 * GtkScrolledWindow that scrolls only down lets a sideways pan through).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-sideways-view.h"

struct _GkSidewaysView
{
  GtkWidget  parent_instance;

  GtkWidget *viewport;
  double     pan_start;  /* the adjustment's value as a finger went down */
};

G_DEFINE_FINAL_TYPE (GkSidewaysView, gk_sideways_view, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
gk_sideways_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gk_sideways_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GkSidewaysView *self = GK_SIDEWAYS_VIEW (widget);
  GtkWidget *child = gtk_viewport_get_child (GTK_VIEWPORT (self->viewport));
  int child_min = 0;

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Any width: the rest scrolls. */
      gtk_widget_measure (child, orientation, -1, NULL, natural, NULL, NULL);
      return;
    }
  /* The height at the width the child will have. */
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size < 0 ? -1 : MAX (for_size, child_min),
                      minimum, natural, NULL, NULL);
}

static void
gk_sideways_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  GkSidewaysView *self = GK_SIDEWAYS_VIEW (widget);

  gtk_widget_allocate (self->viewport, width, height, baseline, NULL);
}

/* A scroll sideways over the view moves it; one down goes on to the page. */
static gboolean
scrolled (GtkEventControllerScroll *controller,
          double                    dx,
          double                    dy,
          GkSidewaysView           *self)
{
  GtkAdjustment *h = gk_sideways_view_get_hadjustment (self);
  double step = gtk_adjustment_get_page_size (h) / 4;

  if (dx == 0)
    return FALSE;
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    dx *= step;
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + dx);
  return TRUE;
}

static void
pan_begun (GtkGestureDrag *gesture,
           double          x,
           double          y,
           GkSidewaysView *self)
{
  self->pan_start = gtk_adjustment_get_value (gk_sideways_view_get_hadjustment (self));
}

/* The columns follow the finger. */
static void
panned (GtkGestureDrag *gesture,
        double          dx,
        double          dy,
        GkSidewaysView *self)
{
  gtk_adjustment_set_value (gk_sideways_view_get_hadjustment (self), self->pan_start - dx);
}

static void
gk_sideways_view_dispose (GObject *object)
{
  GkSidewaysView *self = GK_SIDEWAYS_VIEW (object);

  g_clear_pointer (&self->viewport, gtk_widget_unparent);

  G_OBJECT_CLASS (gk_sideways_view_parent_class)->dispose (object);
}

static void
gk_sideways_view_class_init (GkSidewaysViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_sideways_view_dispose;
  widget_class->get_request_mode = gk_sideways_view_get_request_mode;
  widget_class->measure = gk_sideways_view_measure;
  widget_class->size_allocate = gk_sideways_view_size_allocate;
}

static void
gk_sideways_view_init (GkSidewaysView *self)
{
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL);
  GtkGesture *pan = gtk_gesture_pan_new (GTK_ORIENTATION_HORIZONTAL);

  self->viewport = gtk_viewport_new (NULL, NULL);
  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (self->viewport), FALSE);
  gtk_widget_set_parent (self->viewport, GTK_WIDGET (self));
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (pan), TRUE);
  g_signal_connect (pan, "drag-begin", G_CALLBACK (pan_begun), self);
  g_signal_connect (pan, "drag-update", G_CALLBACK (panned), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pan));
}

GtkWidget *
gk_sideways_view_new (void)
{
  return g_object_new (GK_TYPE_SIDEWAYS_VIEW, NULL);
}

void
gk_sideways_view_set_child (GkSidewaysView *self,
                            GtkWidget      *child)
{
  g_return_if_fail (GK_IS_SIDEWAYS_VIEW (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  gtk_viewport_set_child (GTK_VIEWPORT (self->viewport), child);
  /* An empty viewport that follows the focus fails to (GTK 4.8). */
  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (self->viewport), child != NULL);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The adjustment that scrolls the view: share it with the scrollers that
 * move with it. */
GtkAdjustment *
gk_sideways_view_get_hadjustment (GkSidewaysView *self)
{
  g_return_val_if_fail (GK_IS_SIDEWAYS_VIEW (self), NULL);

  return gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->viewport));
}
