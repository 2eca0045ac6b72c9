/* gk-sticky-bin.c: a child that stays in view as a scroller's content moves sideways
 *
 * The names at the start of a table's lines (a score sheet's categories)
 * while its columns scroll sideways under a phone's narrow window: the
 * bin keeps its place in the table (a grid's first column), and draws its
 * child where the scroller's view begins once the table has scrolled past
 * it, over the columns sliding under it.  Behind it, once it has moved,
 * the window's background (the style class gk-sticky) from the view's
 * start to @cover pixels after it (the space between the columns), as
 * tall as the line.
 *
 * The child moves by the horizontal adjustment the scroller shares with
 * the table: @inset pixels from the view's start, the table's own margin,
 * so that it does not move at all before the table scrolls.  The table
 * draws it last (its last child), over what slides under it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-sticky-bin.h"

struct _GkStickyBin
{
  GtkWidget      parent_instance;

  GtkWidget     *shade;        /* the background, behind the moved child */
  GtkWidget     *cover;        /* holds the child */
  GtkAdjustment *hadjustment;
  int            inset;
  int            extra;
  int            natural_width;
};

G_DEFINE_FINAL_TYPE (GkStickyBin, gk_sticky_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
gk_sticky_bin_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (GK_STICKY_BIN (widget)->cover);
}

static void
gk_sticky_bin_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GkStickyBin *self = GK_STICKY_BIN (widget);

  /* The background asks for nothing, but is measured before it is laid out. */
  gtk_widget_measure (self->shade, orientation, -1, NULL, NULL, NULL, NULL);
  gtk_widget_measure (self->cover, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*natural, self->natural_width);
}

/* How far the child moves: to @inset pixels from the start of the nearest
 * scroller's view, once the bin's place is further left. */
static int
offset (GkStickyBin *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t at;

  if (scroller == NULL
      || !gtk_widget_compute_point (GTK_WIDGET (self), scroller, &GRAPHENE_POINT_INIT (0, 0), &at))
    return 0;
  return MAX (0, self->inset - (int) at.x);
}

static void
gk_sticky_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GkStickyBin *self = GK_STICKY_BIN (widget);
  int moved = offset (self);
  int lead = MIN (moved, self->inset);

  gtk_widget_set_child_visible (self->shade, moved > 0);
  gtk_widget_allocate (self->shade, lead + width + self->extra, height, baseline,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (moved - lead, 0)));
  gtk_widget_allocate (self->cover, width, height, baseline,
                       moved > 0 ? gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (moved, 0))
                                 : NULL);
}

static void
gk_sticky_bin_dispose (GObject *object)
{
  GkStickyBin *self = GK_STICKY_BIN (object);

  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->hadjustment, self);
  g_clear_object (&self->hadjustment);
  g_clear_pointer (&self->shade, gtk_widget_unparent);
  g_clear_pointer (&self->cover, gtk_widget_unparent);

  G_OBJECT_CLASS (gk_sticky_bin_parent_class)->dispose (object);
}

static void
gk_sticky_bin_class_init (GkStickyBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_sticky_bin_dispose;
  widget_class->get_request_mode = gk_sticky_bin_get_request_mode;
  widget_class->measure = gk_sticky_bin_measure;
  widget_class->size_allocate = gk_sticky_bin_size_allocate;
}

static void
gk_sticky_bin_init (GkStickyBin *self)
{
  self->shade = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->shade, "gk-sticky");
  gtk_widget_set_can_target (self->shade, FALSE);
  gtk_widget_set_parent (self->shade, GTK_WIDGET (self));
  /* The child as tall as the line. */
  self->cover = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (self->cover), TRUE);
  gtk_widget_set_parent (self->cover, GTK_WIDGET (self));
}

/* Creates a bin for @child, moved by @hadjustment (the one its scroller
 * shares with the table) to @inset pixels from the view's start, covering
 * @cover pixels after it as it moves. */
GtkWidget *
gk_sticky_bin_new (GtkWidget     *child,
                   GtkAdjustment *hadjustment,
                   int            inset,
                   int            cover)
{
  GkStickyBin *self;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);
  g_return_val_if_fail (GTK_IS_ADJUSTMENT (hadjustment), NULL);

  self = g_object_new (GK_TYPE_STICKY_BIN, NULL);
  self->hadjustment = g_object_ref (hadjustment);
  self->inset = inset;
  self->extra = cover;
  gtk_box_append (GTK_BOX (self->cover), child);
  g_signal_connect_object (hadjustment, "value-changed", G_CALLBACK (gtk_widget_queue_allocate),
                           self, G_CONNECT_SWAPPED);
  return GTK_WIDGET (self);
}

/* The width the bin asks for where there is room (a grid's column gets
 * it on a laptop; on a phone it has the child's minimum, and the child
 * wraps). */
void
gk_sticky_bin_set_natural_width (GkStickyBin *self,
                                 int          width)
{
  g_return_if_fail (GK_IS_STICKY_BIN (self));

  self->natural_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
