/* gk-shadow-bin.c: a card whose shadow is drawn from pictures made once
 *
 * libadwaita gives a card and a boxed list three box shadows, two of them
 * blurred.  GTK 4.8's cairo renderer draws them again at every frame that
 * repaints the card: their corners come from a cache, but each shadow's
 * sides and the area under the card go through clips as large as the card.
 * A confirmed move that ends a round repaints every card of the game page,
 * and those shadows were a fifth of its frame.
 *
 * The bin holds one child, the card, and draws the card's outer shadows
 * for it.  The style class gk-cached-shadow, which the bin gives its child,
 * takes them off the child (style.css); the bin draws the same shadows
 * under it from eight pictures (four corners, and four sides one pixel
 * long that are stretched; under the card there is nothing to draw), made
 * once for the smallest card of the same look and made again when that
 * look changes.  The look comes from a probe: a widget never drawn, with
 * the child's CSS name and classes but gk-cached-shadow, so the shadows
 * are libadwaita's, dark and high-contrast styles included, and whatever
 * the app's style sheet does to them (the acting player's card has none).
 * A card smaller than the pictures gets its shadows drawn whole, and so
 * does every card with GTK's GL renderer, which caches blurred shadows
 * itself; a style sheet above the app's that gives the child shadows of
 * its own has them drawn by GTK, the bin drawing none.
 *
 * gk-cached-shadow takes off the child's inner shadows too, but for those
 * a more specific rule of the app's style sheet gives it (the acting
 * player's ring): libadwaita gives a card or a boxed list none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-shadow-bin.h"

#define CACHED_CLASS "gk-cached-shadow"
/* The probe's size when only the shadows' reach is read. */
#define NOMINAL_SIZE 256.f

typedef enum
{
  PIECE_TOP_LEFT,
  PIECE_TOP,
  PIECE_TOP_RIGHT,
  PIECE_RIGHT,
  PIECE_BOTTOM_RIGHT,
  PIECE_BOTTOM,
  PIECE_BOTTOM_LEFT,
  PIECE_LEFT,
  N_PIECES
} Piece;

/* The hidden widget whose style the shadows are read from. */
#define GK_TYPE_SHADOW_PROBE (gk_shadow_probe_get_type ())
G_DECLARE_FINAL_TYPE (GkShadowProbe, gk_shadow_probe, GK, SHADOW_PROBE, GtkWidget)

struct _GkShadowProbe
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (GkShadowProbe, gk_shadow_probe, GTK_TYPE_WIDGET)

/* A theme, a style or a class that changes the shadows changes nothing of
 * the child's own look: the bin draws again for the probe. */
static void
gk_shadow_probe_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (gk_shadow_probe_parent_class)->css_changed (widget, change);
  if (gtk_widget_get_parent (widget) != NULL)
    gtk_widget_queue_draw (gtk_widget_get_parent (widget));
}

static void
gk_shadow_probe_class_init (GkShadowProbeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->css_changed = gk_shadow_probe_css_changed;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
gk_shadow_probe_init (GkShadowProbe *self)
{
  /* Shown, so that GTK keeps its style up to date, but never mapped, laid
   * out or drawn. */
  gtk_widget_set_child_visible (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

struct _GkShadowBin
{
  GtkWidget    parent_instance;

  GtkWidget   *child;
  GtkWidget   *probe;

  /* The pieces, and what they were made from: the shadows, the scale and
   * the renderer (not held; the pieces go when the bin is unrealized). */
  char        *key;
  GskRenderer *renderer;
  int          reach;    /* from the card's edge inward: the corners' size */
  int          extent;   /* from the card's edge outward */
  GdkTexture  *pieces[N_PIECES];
};

enum
{
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GkShadowBin, gk_shadow_bin, GTK_TYPE_WIDGET)

static void
collect_outset_shadows (GskRenderNode *node,
                        GPtrArray     *found)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_outset_shadows (gsk_container_node_get_child (node, i), found);
      break;

    case GSK_DEBUG_NODE:
      collect_outset_shadows (gsk_debug_node_get_child (node), found);
      break;

    case GSK_OUTSET_SHADOW_NODE:
      g_ptr_array_add (found, gsk_render_node_ref (node));
      break;

    default:
      /* The background under the card and its inner shadows: the card's. */
      break;
    }
}

/* The outer shadows that @widget's style gives a card of @width x @height
 * at (0, 0), in the order they are drawn. */
static GPtrArray *
outset_shadows (GtkWidget *widget,
                double     width,
                double     height)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);

  gtk_snapshot_render_background (snapshot, gtk_widget_get_style_context (widget),
                                  0, 0, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    collect_outset_shadows (node, found);
  return found;
}

/* What the pieces of @shadows at @scale look like, to know when to make
 * them again. */
static char *
describe (GPtrArray *shadows,
          int        scale)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%d", scale);
  for (guint i = 0; i < shadows->len; i++)
    {
      GskRenderNode *node = g_ptr_array_index (shadows, i);
      const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (node);
      const GdkRGBA *color = gsk_outset_shadow_node_get_color (node);

      g_string_append_printf (key, " %g,%g,%g,%g", outline->bounds.origin.x,
                              outline->bounds.origin.y, outline->bounds.size.width,
                              outline->bounds.size.height);
      for (int c = 0; c < 4; c++)
        g_string_append_printf (key, ",%g,%g", outline->corner[c].width,
                                outline->corner[c].height);
      g_string_append_printf (key, " %g,%g,%g,%g %g,%g,%g,%g", color->red, color->green,
                              color->blue, color->alpha, gsk_outset_shadow_node_get_dx (node),
                              gsk_outset_shadow_node_get_dy (node),
                              gsk_outset_shadow_node_get_spread (node),
                              gsk_outset_shadow_node_get_blur_radius (node));
    }
  return g_string_free (key, FALSE);
}

static void
clear_pieces (GkShadowBin *self)
{
  for (int i = 0; i < N_PIECES; i++)
    g_clear_object (&self->pieces[i]);
  g_clear_pointer (&self->key, g_free);
  self->renderer = NULL;
}

/* Where piece @piece lies around a card of @width x @height.  The pieces
 * are made around a card 2 * reach + 1 pixels square: its middle column
 * and row give the sides their pixel. */
static graphene_rect_t
piece_rect (GkShadowBin *self,
            Piece        piece,
            float        width,
            float        height)
{
  float k = self->reach, e = self->extent;
  float outer = k + e;
  float right = width - k, bottom = height - k;
  float across = width - 2 * k, down = height - 2 * k;

  /* A side's piece is only what lies outside the card: the shadows are
   * not drawn under it. */
  switch (piece)
    {
    case PIECE_TOP_LEFT:
      return GRAPHENE_RECT_INIT (-e, -e, outer, outer);
    case PIECE_TOP:
      return GRAPHENE_RECT_INIT (k, -e, across, e);
    case PIECE_TOP_RIGHT:
      return GRAPHENE_RECT_INIT (right, -e, outer, outer);
    case PIECE_RIGHT:
      return GRAPHENE_RECT_INIT (width, k, e, down);
    case PIECE_BOTTOM_RIGHT:
      return GRAPHENE_RECT_INIT (right, bottom, outer, outer);
    case PIECE_BOTTOM:
      return GRAPHENE_RECT_INIT (k, height, across, e);
    case PIECE_BOTTOM_LEFT:
      return GRAPHENE_RECT_INIT (-e, bottom, outer, outer);
    case PIECE_LEFT:
      return GRAPHENE_RECT_INIT (-e, k, e, down);
    case N_PIECES:
    default:
      g_assert_not_reached ();
    }
}

/* Makes the pieces for the probe's shadows (@nominal, read on a card
 * NOMINAL_SIZE square) unless they are made already; FALSE where the
 * shadows are drawn whole. */
static gboolean
ensure_pieces (GkShadowBin *self,
               GPtrArray   *nominal)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  int scale = gtk_widget_get_scale_factor (widget);
  g_autofree char *key = NULL;
  g_autoptr(GPtrArray) shadows = NULL;
  g_autoptr(GskRenderNode) all = NULL, scaled = NULL;
  float radius = 0, extent = 0;
  int size;

  /* GTK's GL renderer keeps blurred shadows in a cache of its own. */
  if (renderer == NULL || !GSK_IS_CAIRO_RENDERER (renderer))
    return FALSE;
  key = describe (nominal, scale);
  if (self->renderer == renderer && g_strcmp0 (self->key, key) == 0)
    return TRUE;

  clear_pieces (self);
  for (guint i = 0; i < nominal->len; i++)
    {
      GskRenderNode *node = g_ptr_array_index (nominal, i);
      const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (node);
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      extent = MAX (extent, -bounds.origin.x);
      extent = MAX (extent, -bounds.origin.y);
      extent = MAX (extent, bounds.origin.x + bounds.size.width - NOMINAL_SIZE);
      extent = MAX (extent, bounds.origin.y + bounds.size.height - NOMINAL_SIZE);
      for (int c = 0; c < 4; c++)
        radius = MAX (radius, MAX (outline->corner[c].width, outline->corner[c].height));
    }
  /* Inward from the card's edge, a shadow changes along the edge no further
   * than its corner's radius and its own reach: past that, a side is the
   * same all along. */
  self->extent = ceilf (extent);
  self->reach = ceilf (radius) + self->extent + 1;
  size = 2 * self->reach + 1;

  shadows = outset_shadows (self->probe, size, size);
  all = gsk_container_node_new ((GskRenderNode **) shadows->pdata, shadows->len);
  scaled = scale == 1 ? gsk_render_node_ref (all)
                      : gsk_transform_node_new (all, gsk_transform_scale (NULL, scale, scale));
  for (int i = 0; i < N_PIECES; i++)
    {
      graphene_rect_t rect = piece_rect (self, i, size, size);

      graphene_rect_scale (&rect, scale, scale, &rect);
      self->pieces[i] = gsk_renderer_render_texture (renderer, scaled, &rect);
    }
  self->key = g_steal_pointer (&key);
  self->renderer = renderer;
  return TRUE;
}

static void
snapshot_shadows (GkShadowBin           *self,
                  GtkSnapshot           *snapshot,
                  const graphene_rect_t *box)
{
  g_autoptr(GPtrArray) nominal = outset_shadows (self->probe, NOMINAL_SIZE, NOMINAL_SIZE);
  g_autoptr(GPtrArray) own = NULL;
  float width = box->size.width, height = box->size.height;

  if (nominal->len == 0)
    return;
  /* A style sheet that gives the child outer shadows of its own, over
   * gk-cached-shadow: GTK draws them, once. */
  own = outset_shadows (self->child, width, height);
  if (own->len > 0)
    return;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &box->origin);
  if (ensure_pieces (self, nominal)
      && width >= 2 * self->reach + 1 && height >= 2 * self->reach + 1)
    {
      for (int i = 0; i < N_PIECES; i++)
        {
          graphene_rect_t rect = piece_rect (self, i, width, height);

          gtk_snapshot_append_texture (snapshot, self->pieces[i], &rect);
        }
    }
  else
    {
      g_autoptr(GPtrArray) whole = outset_shadows (self->probe, width, height);

      for (guint i = 0; i < whole->len; i++)
        gtk_snapshot_append_node (snapshot, g_ptr_array_index (whole, i));
    }
  gtk_snapshot_restore (snapshot);
}

static void
gk_shadow_bin_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  GkShadowBin *self = GK_SHADOW_BIN (widget);
  graphene_rect_t box;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  if (gtk_widget_compute_bounds (self->child, widget, &box))
    snapshot_shadows (self, snapshot, &box);
  gtk_widget_snapshot_child (widget, self->child, snapshot);
}

static GtkSizeRequestMode
gk_shadow_bin_get_request_mode (GtkWidget *widget)
{
  GkShadowBin *self = GK_SHADOW_BIN (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child)
                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
gk_shadow_bin_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GkShadowBin *self = GK_SHADOW_BIN (widget);

  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_measure (self->child, orientation, for_size, minimum, natural,
                        minimum_baseline, natural_baseline);
}

static void
gk_shadow_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GkShadowBin *self = GK_SHADOW_BIN (widget);

  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static void
gk_shadow_bin_compute_expand (GtkWidget *widget,
                              gboolean  *hexpand,
                              gboolean  *vexpand)
{
  GkShadowBin *self = GK_SHADOW_BIN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child,
                                                               GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child,
                                                               GTK_ORIENTATION_VERTICAL);
}

static void
gk_shadow_bin_unrealize (GtkWidget *widget)
{
  clear_pieces (GK_SHADOW_BIN (widget));
  GTK_WIDGET_CLASS (gk_shadow_bin_parent_class)->unrealize (widget);
}

/* The probe has the child's classes but the one that takes its shadows. */
static void
copy_classes (GkShadowBin *self)
{
  g_auto(GStrv) classes = gtk_widget_get_css_classes (self->child);
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_auto(GStrv) probe_classes = NULL;

  for (int i = 0; classes[i] != NULL; i++)
    if (!g_str_equal (classes[i], CACHED_CLASS))
      g_strv_builder_add (kept, classes[i]);
  probe_classes = g_strv_builder_end (kept);
  gtk_widget_set_css_classes (self->probe, (const char **) probe_classes);
}

void
gk_shadow_bin_set_child (GkShadowBin *self,
                         GtkWidget   *child)
{
  g_return_if_fail (GK_IS_SHADOW_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  if (self->child != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->child, self);
      gtk_widget_remove_css_class (self->child, CACHED_CLASS);
      g_clear_pointer (&self->child, gtk_widget_unparent);
      g_clear_pointer (&self->probe, gtk_widget_unparent);
      clear_pieces (self);
    }
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
      /* The probe's CSS name is set once, at its construction. */
      self->probe = g_object_new (GK_TYPE_SHADOW_PROBE,
                                  "css-name", gtk_widget_get_css_name (child),
                                  NULL);
      gtk_widget_set_parent (self->probe, GTK_WIDGET (self));
      copy_classes (self);
      gtk_widget_add_css_class (child, CACHED_CLASS);
      g_signal_connect_swapped (child, "notify::css-classes", G_CALLBACK (copy_classes), self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
gk_shadow_bin_get_child (GkShadowBin *self)
{
  g_return_val_if_fail (GK_IS_SHADOW_BIN (self), NULL);

  return self->child;
}

static void
gk_shadow_bin_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkShadowBin *self = GK_SHADOW_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_shadow_bin_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkShadowBin *self = GK_SHADOW_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      gk_shadow_bin_set_child (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_shadow_bin_dispose (GObject *object)
{
  gk_shadow_bin_set_child (GK_SHADOW_BIN (object), NULL);

  G_OBJECT_CLASS (gk_shadow_bin_parent_class)->dispose (object);
}

static void
gk_shadow_bin_finalize (GObject *object)
{
  clear_pieces (GK_SHADOW_BIN (object));

  G_OBJECT_CLASS (gk_shadow_bin_parent_class)->finalize (object);
}

static void
gk_shadow_bin_class_init (GkShadowBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gk_shadow_bin_get_property;
  object_class->set_property = gk_shadow_bin_set_property;
  object_class->dispose = gk_shadow_bin_dispose;
  object_class->finalize = gk_shadow_bin_finalize;
  widget_class->get_request_mode = gk_shadow_bin_get_request_mode;
  widget_class->measure = gk_shadow_bin_measure;
  widget_class->size_allocate = gk_shadow_bin_size_allocate;
  widget_class->snapshot = gk_shadow_bin_snapshot;
  widget_class->unrealize = gk_shadow_bin_unrealize;
  widget_class->compute_expand = gk_shadow_bin_compute_expand;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_shadow_bin_init (GkShadowBin *self)
{
}

GtkWidget *
gk_shadow_bin_new (void)
{
  return g_object_new (GK_TYPE_SHADOW_BIN, NULL);
}
