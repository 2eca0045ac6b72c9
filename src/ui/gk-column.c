/* gk-column.c: a bin whose width does not depend on its height
 *
 * A horizontal GtkBox allocating its children asks each one for its width
 * at the box's height. A column of wrapped labels answers that by trying
 * width after width until its labels fit the height: every label shapes
 * its text again at each try, and does so after every change of any label
 * in the column. GkColumn answers with its child's width alone, as a
 * column that is laid out height-for-width wants; heights are still asked
 * for a width.
 *
 * With :natural-width set, that is the width it asks for beyond its
 * minimum, whatever its words: a column of text that changes as a move is
 * typed keeps its width, and the columns beside it theirs. :natural-height
 * does the same for the height.
 *
 * With :clip set, the child is drawn within the column by a clip that
 * every frame has.  A widget that clips its children only while one of
 * them goes beyond it (GTK's overflow, an AdwToastOverlay's: a toast
 * sliding in) makes the frame that starts or stops doing so repaint all
 * it shows, as GTK cannot compare a clipped frame with an unclipped one:
 * under a clip that stays, the frame repaints what changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-column.h"

struct _GkColumn
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  int        natural_width;
  int        natural_height;
  gboolean   clip;
};

static void gk_column_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GkColumn, gk_column, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      gk_column_buildable_init))

enum {
  PROP_0,
  PROP_CHILD,
  PROP_NATURAL_WIDTH,
  PROP_NATURAL_HEIGHT,
  PROP_CLIP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

static GtkSizeRequestMode
gk_column_get_request_mode (GtkWidget *widget)
{
  GkColumn *self = GK_COLUMN (widget);

  return self->child != NULL ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
gk_column_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  GkColumn *self = GK_COLUMN (widget);

  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;
  gtk_widget_measure (self->child, orientation,
                      orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->natural_width >= 0)
    *natural = MAX (*minimum, self->natural_width);
  else if (orientation == GTK_ORIENTATION_VERTICAL && self->natural_height >= 0)
    *natural = MAX (*minimum, self->natural_height);
}

static void
gk_column_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  GkColumn *self = GK_COLUMN (widget);

  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static void
gk_column_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  GkColumn *self = GK_COLUMN (widget);
  GtkSnapshot *inner;
  GskRenderNode *node;

  if (self->child == NULL)
    return;
  if (!self->clip)
    {
      gtk_widget_snapshot_child (widget, self->child, snapshot);
      return;
    }

  /* gtk_snapshot_push_clip () leaves the clip out when the child is
   * within it: the node is made here, so that it is always there. */
  inner = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, self->child, inner);
  node = gtk_snapshot_free_to_node (inner);
  if (node != NULL)
    {
      GskRenderNode *clip = gsk_clip_node_new (node, &GRAPHENE_RECT_INIT (0, 0,
                                                                          gtk_widget_get_width (widget),
                                                                          gtk_widget_get_height (widget)));

      gtk_snapshot_append_node (snapshot, clip);
      gsk_render_node_unref (clip);
      gsk_render_node_unref (node);
    }
}

/* The child's wish to expand is the column's. */
static void
gk_column_compute_expand (GtkWidget *widget,
                          gboolean  *hexpand,
                          gboolean  *vexpand)
{
  GkColumn *self = GK_COLUMN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child,
                                                               GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child,
                                                               GTK_ORIENTATION_VERTICAL);
}

static void
gk_column_buildable_add_child (GtkBuildable *buildable,
                               GtkBuilder   *builder,
                               GObject      *child,
                               const char   *type)
{
  if (GTK_IS_WIDGET (child))
    gk_column_set_child (GK_COLUMN (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
gk_column_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = gk_column_buildable_add_child;
}

static void
gk_column_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  GkColumn *self = GK_COLUMN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    case PROP_NATURAL_WIDTH:
      g_value_set_int (value, self->natural_width);
      break;
    case PROP_NATURAL_HEIGHT:
      g_value_set_int (value, self->natural_height);
      break;
    case PROP_CLIP:
      g_value_set_boolean (value, self->clip);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_column_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  GkColumn *self = GK_COLUMN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      gk_column_set_child (self, g_value_get_object (value));
      break;
    case PROP_NATURAL_WIDTH:
      gk_column_set_natural_width (self, g_value_get_int (value));
      break;
    case PROP_NATURAL_HEIGHT:
      gk_column_set_natural_height (self, g_value_get_int (value));
      break;
    case PROP_CLIP:
      gk_column_set_clip (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_column_dispose (GObject *object)
{
  GkColumn *self = GK_COLUMN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (gk_column_parent_class)->dispose (object);
}

static void
gk_column_class_init (GkColumnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gk_column_get_property;
  object_class->set_property = gk_column_set_property;
  object_class->dispose = gk_column_dispose;

  widget_class->get_request_mode = gk_column_get_request_mode;
  widget_class->measure = gk_column_measure;
  widget_class->size_allocate = gk_column_size_allocate;
  widget_class->compute_expand = gk_column_compute_expand;
  widget_class->snapshot = gk_column_snapshot;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The width asked for beyond the minimum, or -1 for the child's own. */
  properties[PROP_NATURAL_WIDTH] =
    g_param_spec_int ("natural-width", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The height asked for beyond the minimum, or -1 for the child's own. */
  properties[PROP_NATURAL_HEIGHT] =
    g_param_spec_int ("natural-height", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The child drawn within the column by a clip every frame has. */
  properties[PROP_CLIP] =
    g_param_spec_boolean ("clip", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_column_init (GkColumn *self)
{
  self->natural_width = -1;
  self->natural_height = -1;
}

GtkWidget *
gk_column_new (void)
{
  return g_object_new (GK_TYPE_COLUMN, NULL);
}

void
gk_column_set_child (GkColumn  *self,
                     GtkWidget *child)
{
  g_return_if_fail (GK_IS_COLUMN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
gk_column_get_child (GkColumn *self)
{
  g_return_val_if_fail (GK_IS_COLUMN (self), NULL);

  return self->child;
}

static void
set_natural_size (GkColumn *self,
                  int      *slot,
                  int       size,
                  guint     prop)
{
  if (*slot == size)
    return;
  *slot = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
gk_column_set_natural_width (GkColumn *self,
                             int       natural_width)
{
  g_return_if_fail (GK_IS_COLUMN (self));
  g_return_if_fail (natural_width >= -1);

  set_natural_size (self, &self->natural_width, natural_width, PROP_NATURAL_WIDTH);
}

int
gk_column_get_natural_width (GkColumn *self)
{
  g_return_val_if_fail (GK_IS_COLUMN (self), -1);

  return self->natural_width;
}

void
gk_column_set_natural_height (GkColumn *self,
                              int       natural_height)
{
  g_return_if_fail (GK_IS_COLUMN (self));
  g_return_if_fail (natural_height >= -1);

  set_natural_size (self, &self->natural_height, natural_height, PROP_NATURAL_HEIGHT);
}

int
gk_column_get_natural_height (GkColumn *self)
{
  g_return_val_if_fail (GK_IS_COLUMN (self), -1);

  return self->natural_height;
}

void
gk_column_set_clip (GkColumn *self,
                    gboolean  clip)
{
  g_return_if_fail (GK_IS_COLUMN (self));

  clip = !!clip;
  if (self->clip == clip)
    return;
  self->clip = clip;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLIP]);
}

gboolean
gk_column_get_clip (GkColumn *self)
{
  g_return_val_if_fail (GK_IS_COLUMN (self), FALSE);

  return self->clip;
}
