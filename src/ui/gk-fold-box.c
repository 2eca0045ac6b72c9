/* gk-fold-box.c: children side by side, or one above the other when they do not fit
 *
 * The play page's city and move entry lie side by side while the width
 * holds both at their natural widths, as on a laptop; narrower (a phone,
 * a tablet held upright) the entry goes under the city and both take the
 * whole width.  The decision is the children's own: their natural widths,
 * which do not depend on the layout, so the box never flips back and
 * forth at a width.
 *
 * One above the other, the first child has its natural height before the
 * next ones have more than their minimum: the city as tall as it is wide,
 * the entry under it.
 *
 * Side by side, the box asks for the tallest child's minimum height and
 * no more, so that a scroller around it scrolls nothing and the children
 * share the height as a horizontal box does; one above the other it asks
 * for the sum of their heights at its width, and a scroller around it
 * (with a natural vertical scroll policy) scrolls them.
 *
 * With :homogeneous, side by side the children have equal widths, as the
 * columns of a grid.
 *
 * Between the children: :spacing, or with :separators a line, as a
 * separator would draw it.
 *
 * With :end-width, side by side the last child is at least that wide (a
 * column of large type beside a picture), and the box folds where it
 * would be narrower; one above the other it has the box's width, so the
 * box's own minimum stays that of its widest child.  :start-width does
 * the same for the first child (the picture).
 *
 * Asked its width for a height (a horizontal box shares its width so),
 * the box asks for no more than its children take one above the other
 * when that height holds them so: beside a label of a few words, a row's
 * keys fold under each other rather than squeeze the words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-fold-box.h"

struct _GkFoldBox
{
  GtkWidget parent_instance;

  gboolean  folded;
  int       spacing;
  gboolean  separators;
  gboolean  homogeneous;
  int       start_width;
  int       end_width;
  AdwFoldThresholdPolicy policy;
};

G_DEFINE_FINAL_TYPE (GkFoldBox, gk_fold_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOLDED,
  PROP_SPACING,
  PROP_SEPARATORS,
  PROP_HOMOGENEOUS,
  PROP_FOLD_THRESHOLD_POLICY,
  PROP_START_WIDTH,
  PROP_END_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The room between two children: a line, or the spacing. */
#define LINE (self->separators ? 1 : self->spacing)

static guint
n_shown (GkFoldBox *self)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      n++;
  return n;
}

/* Whether @child is the first child laid out. */
static gboolean
is_first_shown (GtkWidget *child)
{
  for (GtkWidget *c = gtk_widget_get_prev_sibling (child); c != NULL;
       c = gtk_widget_get_prev_sibling (c))
    if (gtk_widget_should_layout (c))
      return FALSE;
  return TRUE;
}

/* Whether @child is the last child laid out. */
static gboolean
is_last_shown (GtkWidget *child)
{
  for (GtkWidget *c = gtk_widget_get_next_sibling (child); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      return FALSE;
  return TRUE;
}

/* @child's @width side by side: the first child's at least :start-width,
 * the last child's at least :end-width. */
static int
side_by_side (GkFoldBox *self,
              GtkWidget *child,
              int        width)
{
  if (is_first_shown (child))
    width = MAX (width, self->start_width);
  if (is_last_shown (child))
    width = MAX (width, self->end_width);
  return width;
}

/* The children's natural widths (or their minimums, as the policy says)
 * and the room between them. */
static int
side_by_side_width (GkFoldBox *self)
{
  int total = 0;
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      int nat;

      if (!gtk_widget_should_layout (c))
        continue;
      if (self->policy == ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &nat, NULL, NULL, NULL);
      else
        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      nat = side_by_side (self, c, nat);
      total = self->homogeneous ? MAX (total, nat) : total + nat;
      n++;
    }
  if (self->homogeneous)
    total *= (int) n;
  return total + (n > 0 ? (int) (n - 1) * LINE : 0);
}

static gboolean
fits_side_by_side (GkFoldBox *self,
                   int        width)
{
  return width < 0 || width >= side_by_side_width (self);
}

/* Shares @size along @orientation among the shown children as a box
 * does: each its minimum, then towards its natural size, the rest to
 * those that expand.  @sizes holds one entry per shown child. */
static void
share (GkFoldBox      *self,
       GtkOrientation  orientation,
       int             size,
       int             for_size,
       int            *sizes)
{
  guint n = n_shown (self), i = 0, n_expand = 0;
  g_autofree GtkRequestedSize *req = g_new0 (GtkRequestedSize, n);
  int left = size - (n > 0 ? (int) (n - 1) * LINE : 0);

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, for_size, &req[i].minimum_size, &req[i].natural_size,
                          NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          req[i].minimum_size = side_by_side (self, c, req[i].minimum_size);
          req[i].natural_size = MAX (req[i].natural_size, req[i].minimum_size);
        }
      req[i].data = c;
      left -= req[i].minimum_size;
      if (gtk_widget_compute_expand (c, orientation))
        n_expand++;
      i++;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->homogeneous && n > 0)
    {
      /* Side by side, equal columns, as a grid's would be. */
      for (i = 0; i < n; i++)
        sizes[i] = (size - (int) (n - 1) * LINE) / (int) n;
      return;
    }
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* One above the other: the first child (the city) its natural
       * height first, the others what is left. */
      left = MAX (left, 0);
      for (i = 0; i < n; i++)
        {
          int more = MIN (left, req[i].natural_size - req[i].minimum_size);

          req[i].minimum_size += more;
          left -= more;
        }
    }
  else
    left = gtk_distribute_natural_allocation (MAX (left, 0), n, req);
  for (i = 0; i < n; i++)
    {
      sizes[i] = req[i].minimum_size;
      if (n_expand > 0 && gtk_widget_compute_expand (req[i].data, orientation))
        sizes[i] += left / (int) n_expand;
    }
  /* What does not divide evenly goes to the last child that expands. */
  for (i = n; n_expand > 0 && i-- > 0;)
    if (gtk_widget_compute_expand (req[i].data, orientation))
      {
        sizes[i] += left % (int) n_expand;
        break;
      }
}

static GtkSizeRequestMode
gk_fold_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gk_fold_box_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  GkFoldBox *self = GK_FOLD_BOX (widget);
  guint n = n_shown (self), i = 0;
  g_autofree int *widths = NULL;
  gboolean side;

  *minimum = *natural = 0;
  if (n == 0)
    return;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, the widest child's minimum; side by side, all of them. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        {
          int min;

          if (!gtk_widget_should_layout (c))
            continue;
          gtk_widget_measure (c, orientation, -1, &min, NULL, NULL, NULL);
          *minimum = MAX (*minimum, min);
        }
      *natural = MAX (*minimum, side_by_side_width (self));
      /* Given the height the children take one above the other (a row
       * as tall as its other side's words), the box asks for no more than
       * that layout's width: a parent that shares widths by height (a
       * horizontal GtkBox) does not then lay it out side by side in a
       * height measured for it folded. */
      if (for_size >= 0 && !self->homogeneous)
        {
          int folded_width = 0, min_height, folded_height;

          for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
               c = gtk_widget_get_next_sibling (c))
            if (gtk_widget_should_layout (c))
              {
                int nat;

                gtk_widget_measure (c, orientation, -1, NULL, &nat, NULL, NULL);
                folded_width = MAX (folded_width, nat);
              }
          gk_fold_box_measure (widget, GTK_ORIENTATION_VERTICAL, folded_width, &min_height,
                               &folded_height, NULL, NULL);
          if (for_size >= folded_height)
            *natural = MAX (*minimum, folded_width);
        }
      return;
    }

  side = fits_side_by_side (self, for_size);
  if (side && for_size >= 0)
    {
      widths = g_new0 (int, n);
      share (self, GTK_ORIENTATION_HORIZONTAL, for_size, -1, widths);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, side ? (widths != NULL ? widths[i] : -1) : for_size,
                          &min, &nat, NULL, NULL);
      if (side)
        {
          *minimum = MAX (*minimum, min);
          *natural = *minimum;
        }
      else
        {
          *minimum += min;
          *natural += nat;
        }
      i++;
    }
  if (!side)
    {
      *minimum += (int) (n - 1) * LINE;
      *natural += (int) (n - 1) * LINE;
    }
  *natural = MAX (*natural, *minimum);
}

static void
gk_fold_box_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  GkFoldBox *self = GK_FOLD_BOX (widget);
  guint n = n_shown (self), i = 0;
  g_autofree int *sizes = g_new0 (int, MAX (n, 1));
  gboolean folded = !fits_side_by_side (self, width);
  int at = 0;

  if (folded)
    share (self, GTK_ORIENTATION_VERTICAL, height, width, sizes);
  else
    share (self, GTK_ORIENTATION_HORIZONTAL, width, -1, sizes);

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkAllocation box;

      if (!gtk_widget_should_layout (c))
        continue;
      if (folded)
        box = (GtkAllocation) { 0, at, width, sizes[i] };
      else
        box = (GtkAllocation) { at, 0, sizes[i], height };
      gtk_widget_size_allocate (c, &box, -1);
      at += sizes[i] + LINE;
      i++;
    }

  if (folded != self->folded)
    {
      self->folded = folded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
    }
}

/* The lines between the children, in the colour of the borders. */
static void
gk_fold_box_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  GkFoldBox *self = GK_FOLD_BOX (widget);
  GdkRGBA line;
  gboolean first = TRUE;

  if (!self->separators)
    {
      GTK_WIDGET_CLASS (gk_fold_box_parent_class)->snapshot (widget, snapshot);
      return;
    }

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &line);
  line.alpha *= 0.15f;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_should_layout (c))
        continue;
      if (!first && gtk_widget_compute_bounds (c, widget, &bounds))
        {
          graphene_rect_t rect = self->folded
            ? GRAPHENE_RECT_INIT (0, bounds.origin.y - LINE, gtk_widget_get_width (widget), LINE)
            : GRAPHENE_RECT_INIT (bounds.origin.x - LINE, 0, LINE, gtk_widget_get_height (widget));

          gtk_snapshot_append_color (snapshot, &line, &rect);
        }
      first = FALSE;
      gtk_widget_snapshot_child (widget, c, snapshot);
    }
}

static void
gk_fold_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gk_fold_box_parent_class)->dispose (object);
}

static void
gk_fold_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  GkFoldBox *self = GK_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_SEPARATORS:
      g_value_set_boolean (value, self->separators);
      break;
    case PROP_HOMOGENEOUS:
      g_value_set_boolean (value, self->homogeneous);
      break;
    case PROP_FOLD_THRESHOLD_POLICY:
      g_value_set_enum (value, self->policy);
      break;
    case PROP_START_WIDTH:
      g_value_set_int (value, self->start_width);
      break;
    case PROP_END_WIDTH:
      g_value_set_int (value, self->end_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_fold_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  GkFoldBox *self = GK_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_SEPARATORS:
      self->separators = g_value_get_boolean (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_HOMOGENEOUS:
      self->homogeneous = g_value_get_boolean (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_FOLD_THRESHOLD_POLICY:
      self->policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_START_WIDTH:
      self->start_width = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_END_WIDTH:
      self->end_width = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_fold_box_class_init (GkFoldBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_fold_box_dispose;
  object_class->get_property = gk_fold_box_get_property;
  object_class->set_property = gk_fold_box_set_property;
  widget_class->get_request_mode = gk_fold_box_get_request_mode;
  widget_class->measure = gk_fold_box_measure;
  widget_class->size_allocate = gk_fold_box_size_allocate;
  widget_class->snapshot = gk_fold_box_snapshot;

  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT16, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOMOGENEOUS] =
    g_param_spec_boolean ("homogeneous", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* Natural (the default): side by side while every child has its
   * natural width; minimum: while each has its minimum, for children of
   * wrapped text, whose natural width is a line of all their words. */
  properties[PROP_FOLD_THRESHOLD_POLICY] =
    g_param_spec_enum ("fold-threshold-policy", NULL, NULL, ADW_TYPE_FOLD_THRESHOLD_POLICY,
                       ADW_FOLD_THRESHOLD_POLICY_NATURAL,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_START_WIDTH] =
    g_param_spec_int ("start-width", NULL, NULL, 0, G_MAXINT16, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_END_WIDTH] =
    g_param_spec_int ("end-width", NULL, NULL, 0, G_MAXINT16, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEPARATORS] =
    g_param_spec_boolean ("separators", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "gk-fold-box");
}

static void
gk_fold_box_init (GkFoldBox *self)
{
  self->policy = ADW_FOLD_THRESHOLD_POLICY_NATURAL;
}

GtkWidget *
gk_fold_box_new (void)
{
  return g_object_new (GK_TYPE_FOLD_BOX, NULL);
}

gboolean
gk_fold_box_get_folded (GkFoldBox *self)
{
  g_return_val_if_fail (GK_IS_FOLD_BOX (self), FALSE);

  return self->folded;
}
