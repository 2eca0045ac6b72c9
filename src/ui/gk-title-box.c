/* gk-title-box.c: a row's title and subtitle, one above the other, whose
 * width does not depend on its height
 *
 * The box of an AdwActionRow's title and subtitle, as the theme draws it
 * (a CSS node box.title, its children laid out by a vertical GtkBoxLayout),
 * with one difference: asked for its width at a height, it answers with
 * its width at any height.  GTK 4.8's horizontal box measuring a row's
 * height for a width asks its title box for the width that fits a height;
 * a vertical box answers that by trying width after width, doubling, then
 * halving, and each wrapped label answers its own share by trying widths
 * too, shaping its text at each try.  The row gives the title box all the
 * width its prefixes and suffixes leave (it alone expands), so the answer
 * changes nothing but the work.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-title-box.h"

struct _GkTitleBox
{
  GtkWidget         parent_instance;

  GtkLayoutManager *layout;   /* a vertical GtkBoxLayout, not the widget's own */
};

static void gk_title_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GkTitleBox, gk_title_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      gk_title_box_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static GtkSizeRequestMode
gk_title_box_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_first_child (widget) != NULL ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                                     : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
gk_title_box_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GkTitleBox *self = GK_TITLE_BOX (widget);

  gtk_layout_manager_measure (self->layout, widget, orientation,
                              orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                              minimum, natural, minimum_baseline, natural_baseline);
}

static void
gk_title_box_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  GkTitleBox *self = GK_TITLE_BOX (widget);

  gtk_layout_manager_allocate (self->layout, widget, width, height, baseline);
}

static void
gk_title_box_buildable_add_child (GtkBuildable *buildable,
                                  GtkBuilder   *builder,
                                  GObject      *child,
                                  const char   *type)
{
  if (GTK_IS_WIDGET (child))
    gk_title_box_append (GK_TITLE_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
gk_title_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = gk_title_box_buildable_add_child;
}

static void
gk_title_box_dispose (GObject *object)
{
  GkTitleBox *self = GK_TITLE_BOX (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->layout);

  G_OBJECT_CLASS (gk_title_box_parent_class)->dispose (object);
}

static void
gk_title_box_class_init (GkTitleBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_title_box_dispose;

  widget_class->get_request_mode = gk_title_box_get_request_mode;
  widget_class->measure = gk_title_box_measure;
  widget_class->size_allocate = gk_title_box_size_allocate;

  /* The node a GtkBox has: the theme's rules for a row's box.title hold. */
  gtk_widget_class_set_css_name (widget_class, "box");
}

static void
gk_title_box_init (GkTitleBox *self)
{
  self->layout = gtk_box_layout_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "vertical");
}

GtkWidget *
gk_title_box_new (void)
{
  return g_object_new (GK_TYPE_TITLE_BOX, NULL);
}

void
gk_title_box_append (GkTitleBox *self,
                     GtkWidget  *child)
{
  g_return_if_fail (GK_IS_TITLE_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}
