/* gk-shoot-damage.c: what a frame repaints, and why (gk-shoot --damage)
 *
 * GTK compares each frame's render nodes with the last frame's and
 * repaints the difference.  GTK 4.8 keeps that comparison to itself, so
 * this file makes the same comparison again, after the frame, on the
 * nodes the window's widgets kept (each widget's node is cached until it
 * is queued for drawing, so snapshotting the window's children after a
 * frame gives that frame's nodes), following the rules GTK 4.8's
 * comparison follows:
 *
 *  - a node compared with itself changes nothing;
 *  - nodes of different kinds, a clip or a transform that changed, a
 *    transform that is not a translation, or a kind that cannot be
 *    compared (cairo drawings) repaint both nodes' bounds whole;
 *  - a container's children are matched in order, the unmatched ones
 *    repainted; once the region being built has more than 30 rectangles
 *    (a widget placed away from its parent's corner, or a clip, starts a
 *    region of its own, added to its parent's when done; the rectangles
 *    are cairo's, cut into bands: changes side by side in three columns
 *    make three rectangles a band), the container gives up and repaints
 *    its whole bounds, and so do the containers around it while the
 *    region is still over the bound.
 *
 * It prints what it meets on the way (give-ups, kinds that changed, nodes
 * gone or new, a widget's share when it is more than a few rectangles),
 * the region's rectangles, each with the widget it covers, and the region
 * again without GTK's bound: what the frame changed.  The comparison
 * matches children by their common head and tail where GTK runs a full
 * diff, which comes to the same for a widget's frames; on the play page
 * its region has been the one GTK drew (read by a clip on the frame),
 * rectangle for rectangle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-shoot.h"

/* GTK 4.8's bound on a diff's rectangles (gsk/gskrendernodeimpl.c). */
#define MAX_RECTS 30

typedef struct
{
  int        max_rects; /* GTK's bound, or more to see past it */
  GtkWidget *root;
  GString   *log;   /* the give-ups and whole repaints, in the order met */
  guint      aborts;
} Damage;

static void
rect_from_graphene (cairo_rectangle_int_t *rect,
                    const graphene_rect_t *bounds)
{
  rect->x = (int) floorf (bounds->origin.x);
  rect->y = (int) floorf (bounds->origin.y);
  rect->width = (int) ceilf (bounds->origin.x + bounds->size.width) - rect->x;
  rect->height = (int) ceilf (bounds->origin.y + bounds->size.height) - rect->y;
}

/* The widget whose bounds (in the root's coordinates) are nearest @rect:
 * the deepest one that holds it, preferring one of the same size. */
static void
find_widget (GtkWidget                   *widget,
             GtkWidget                   *root,
             const cairo_rectangle_int_t *rect,
             GtkWidget                  **best,
             gboolean                    *exact)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, root, &bounds))
    return;
  if (bounds.origin.x <= rect->x + 1 && bounds.origin.y <= rect->y + 1
      && bounds.origin.x + bounds.size.width >= rect->x + rect->width - 1
      && bounds.origin.y + bounds.size.height >= rect->y + rect->height - 1)
    {
      gboolean same = ABS (bounds.size.width - rect->width) <= 2
                      && ABS (bounds.size.height - rect->height) <= 2;

      if (same || !*exact)
        {
          *best = widget;
          *exact = same;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_widget (child, root, rect, best, exact);
}

static char *
describe_widget (Damage                      *damage,
                 const cairo_rectangle_int_t *rect)
{
  GtkWidget *best = NULL;
  gboolean exact = FALSE;
  GString *text = g_string_new (NULL);

  find_widget (damage->root, damage->root, rect, &best, &exact);
  if (best == NULL)
    return g_string_free (text, FALSE);
  g_string_append_printf (text, "%s%s", exact ? "" : "in ", G_OBJECT_TYPE_NAME (best));
  for (GtkWidget *w = best; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *id = GTK_IS_BUILDABLE (w) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (w)) : NULL;

      if (id != NULL)
        {
          g_string_append_printf (text, " (%s%s)", w == best ? "" : "within ", id);
          break;
        }
    }
  return g_string_free (text, FALSE);
}

static void
note (Damage                *damage,
      const char            *why,
      const graphene_rect_t *bounds,
      const graphene_point_t *offset)
{
  cairo_rectangle_int_t rect;
  g_autofree char *widget = NULL;
  graphene_rect_t moved;

  graphene_rect_offset_r (bounds, offset->x, offset->y, &moved);
  rect_from_graphene (&rect, &moved);
  widget = describe_widget (damage, &rect);
  g_string_append_printf (damage->log, "  %s %dx%d+%d+%d %s\n", why, rect.width, rect.height,
                          rect.x, rect.y, widget);
}

static void
whole (Damage                 *damage,
       GskRenderNode          *a,
       GskRenderNode          *b,
       cairo_region_t         *region,
       const graphene_point_t *offset,
       const char             *why)
{
  cairo_rectangle_int_t rect;
  graphene_rect_t bounds;

  gsk_render_node_get_bounds (a, &bounds);
  rect_from_graphene (&rect, &bounds);
  cairo_region_union_rectangle (region, &rect);
  gsk_render_node_get_bounds (b, &bounds);
  rect_from_graphene (&rect, &bounds);
  cairo_region_union_rectangle (region, &rect);
  /* Leaves that changed are what a frame is for; the rest is worth a word. */
  if (why != NULL && (rect.width * rect.height > 2000 || damage->log->len < 20000))
    note (damage, why, &bounds, offset);
}

static gboolean
can_diff (GskRenderNode *a,
          GskRenderNode *b)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (a);

  if (a == b)
    return TRUE;
  if (type != gsk_render_node_get_node_type (b))
    return FALSE;
  if (type == GSK_TRANSFORM_NODE)
    return gsk_transform_equal (gsk_transform_node_get_transform (a),
                                gsk_transform_node_get_transform (b))
           && can_diff (gsk_transform_node_get_child (a), gsk_transform_node_get_child (b));
  if (type == GSK_DEBUG_NODE)
    return can_diff (gsk_debug_node_get_child (a), gsk_debug_node_get_child (b));
  return TRUE;
}

static gboolean same_leaf (GskRenderNode *a,
                           GskRenderNode *b);

static void diff (Damage                 *damage,
                  GskRenderNode          *a,
                  GskRenderNode          *b,
                  cairo_region_t         *region,
                  const graphene_point_t *offset);

static void
diff_container (Damage                 *damage,
                GskRenderNode          *a,
                GskRenderNode          *b,
                cairo_region_t         *region,
                const graphene_point_t *offset)
{
  guint na = gsk_container_node_get_n_children (a);
  guint nb = gsk_container_node_get_n_children (b);
  guint head = 0, tail = 0;
  gboolean aborted = FALSE;

  /* GTK matches the two lists of children as a diff matches lines; those
   * of a widget's frame differ at a few places, so the common head and
   * tail, then the rest as changed, come to the same. */
  while (head < na && head < nb
         && can_diff (gsk_container_node_get_child (a, head), gsk_container_node_get_child (b, head)))
    head++;
  while (tail < na - head && tail < nb - head
         && can_diff (gsk_container_node_get_child (a, na - 1 - tail),
                      gsk_container_node_get_child (b, nb - 1 - tail)))
    tail++;

  for (guint i = 0; i < head + tail && !aborted; i++)
    {
      guint ia = i < head ? i : na - (head + tail - i);
      guint ib = i < head ? i : nb - (head + tail - i);

      diff (damage, gsk_container_node_get_child (a, ia), gsk_container_node_get_child (b, ib),
            region, offset);
      aborted = cairo_region_num_rectangles (region) > damage->max_rects;
    }
  for (guint i = head; i < na - tail && !aborted; i++)
    {
      whole (damage, gsk_container_node_get_child (a, i), gsk_container_node_get_child (a, i),
             region, offset, "gone");
      aborted = cairo_region_num_rectangles (region) > damage->max_rects;
    }
  for (guint i = head; i < nb - tail && !aborted; i++)
    {
      whole (damage, gsk_container_node_get_child (b, i), gsk_container_node_get_child (b, i),
             region, offset, "new");
      aborted = cairo_region_num_rectangles (region) > damage->max_rects;
    }
  if (aborted)
    {
      g_autofree char *why = g_strdup_printf ("GIVE-UP (%d rectangles)",
                                              cairo_region_num_rectangles (region));

      damage->aborts++;
      whole (damage, a, b, region, offset, why);
    }
}

static void
diff_sub (Damage                 *damage,
          GskRenderNode          *a,
          GskRenderNode          *b,
          cairo_region_t         *region,
          const graphene_point_t *offset,
          float                   dx,
          float                   dy,
          const graphene_rect_t  *clip)
{
  cairo_region_t *sub = cairo_region_create ();
  graphene_point_t inner = GRAPHENE_POINT_INIT (offset->x + dx, offset->y + dy);

  diff (damage, a, b, sub, &inner);
  /* A widget's share of the region (its node is a translation), when it
   * is more than a few rectangles. */
  if (clip == NULL && cairo_region_num_rectangles (sub) >= 4)
    {
      graphene_rect_t bounds;
      g_autofree char *why = g_strdup_printf ("share of %d rectangles:",
                                              cairo_region_num_rectangles (sub));

      gsk_render_node_get_bounds (b, &bounds);
      note (damage, why, &bounds, &inner);
    }
  if (clip != NULL)
    {
      cairo_rectangle_int_t rect;

      rect_from_graphene (&rect, clip);
      cairo_region_intersect_rectangle (sub, &rect);
    }
  cairo_region_translate (sub, (int) floorf (dx), (int) floorf (dy));
  if (floorf (dx) != dx || floorf (dy) != dy)
    {
      cairo_region_t *copy = cairo_region_copy (sub);

      cairo_region_translate (copy, floorf (dx) != dx, floorf (dy) != dy);
      cairo_region_union (sub, copy);
      cairo_region_destroy (copy);
    }
  cairo_region_union (region, sub);
  cairo_region_destroy (sub);
}

static void
diff (Damage                 *damage,
      GskRenderNode          *a,
      GskRenderNode          *b,
      cairo_region_t         *region,
      const graphene_point_t *offset)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (a);

  if (a == b)
    return;
  if (type != gsk_render_node_get_node_type (b))
    {
      /* A container against another node: GTK matches the node among the
       * container's children. */
      if (type == GSK_CONTAINER_NODE || gsk_render_node_get_node_type (b) == GSK_CONTAINER_NODE)
        {
          g_autofree char *why = g_strdup_printf ("container-vs-%s",
                                                  g_type_name (G_TYPE_FROM_INSTANCE (type == GSK_CONTAINER_NODE ? b : a)));
          whole (damage, a, b, region, offset, why);
        }
      else
        {
          g_autofree char *why = g_strdup_printf ("KIND %s->%s", g_type_name (G_TYPE_FROM_INSTANCE (a)),
                                                  g_type_name (G_TYPE_FROM_INSTANCE (b)));
          whole (damage, a, b, region, offset, why);
        }
      return;
    }

  switch ((int) type)
    {
    case GSK_CONTAINER_NODE:
      diff_container (damage, a, b, region, offset);
      return;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *ta = gsk_transform_node_get_transform (a);
        float dx, dy;

        if (!gsk_transform_equal (ta, gsk_transform_node_get_transform (b)))
          whole (damage, a, b, region, offset, "TRANSFORM-CHANGED");
        else if (gsk_transform_get_category (ta) == GSK_TRANSFORM_CATEGORY_IDENTITY)
          diff (damage, gsk_transform_node_get_child (a), gsk_transform_node_get_child (b), region, offset);
        else if (gsk_transform_get_category (ta) == GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          {
            gsk_transform_to_translate (ta, &dx, &dy);
            diff_sub (damage, gsk_transform_node_get_child (a), gsk_transform_node_get_child (b),
                      region, offset, dx, dy, NULL);
          }
        else
          whole (damage, a, b, region, offset, "TRANSFORM-NOT-TRANSLATION");
        return;
      }
    case GSK_CLIP_NODE:
      if (graphene_rect_equal (gsk_clip_node_get_clip (a), gsk_clip_node_get_clip (b)))
        diff_sub (damage, gsk_clip_node_get_child (a), gsk_clip_node_get_child (b), region, offset,
                  0, 0, gsk_clip_node_get_clip (a));
      else
        whole (damage, a, b, region, offset, "CLIP-CHANGED");
      return;
    case GSK_ROUNDED_CLIP_NODE:
      if (memcmp (gsk_rounded_clip_node_get_clip (a), gsk_rounded_clip_node_get_clip (b),
                  sizeof (GskRoundedRect)) == 0)
        diff_sub (damage, gsk_rounded_clip_node_get_child (a), gsk_rounded_clip_node_get_child (b),
                  region, offset, 0, 0, &gsk_rounded_clip_node_get_clip (a)->bounds);
      else
        whole (damage, a, b, region, offset, "ROUNDED-CLIP-CHANGED");
      return;
    case GSK_OPACITY_NODE:
      if (gsk_opacity_node_get_opacity (a) == gsk_opacity_node_get_opacity (b))
        diff (damage, gsk_opacity_node_get_child (a), gsk_opacity_node_get_child (b), region, offset);
      else
        whole (damage, a, b, region, offset, "OPACITY-CHANGED");
      return;
    case GSK_DEBUG_NODE:
      diff (damage, gsk_debug_node_get_child (a), gsk_debug_node_get_child (b), region, offset);
      return;
    case GSK_CAIRO_NODE:
      whole (damage, a, b, region, offset, "CAIRO");
      return;
    default:
      if (!same_leaf (a, b))
        whole (damage, a, b, region, offset, NULL);
      return;
    }
}

/* Whether two nodes without children draw the same, as GTK 4.8 compares
 * them (text by its glyphs, a texture by the texture, the rest by their
 * serialized form, which is stricter than GTK is for none of them). */
static gboolean
same_leaf (GskRenderNode *a,
           GskRenderNode *b)
{
  graphene_rect_t ba, bb;

  gsk_render_node_get_bounds (a, &ba);
  gsk_render_node_get_bounds (b, &bb);
  switch ((int) gsk_render_node_get_node_type (a))
    {
    case GSK_TEXT_NODE:
      {
        guint n1 = 0, n2 = 0;
        const PangoGlyphInfo *g1 = gsk_text_node_get_glyphs (a, &n1);
        const PangoGlyphInfo *g2 = gsk_text_node_get_glyphs (b, &n2);

        if (gsk_text_node_get_font (a) != gsk_text_node_get_font (b)
            || !gdk_rgba_equal (gsk_text_node_get_color (a), gsk_text_node_get_color (b))
            || !graphene_point_equal (gsk_text_node_get_offset (a), gsk_text_node_get_offset (b))
            || n1 != n2)
          return FALSE;
        for (guint i = 0; i < n1; i++)
          if (g1[i].glyph != g2[i].glyph || g1[i].geometry.width != g2[i].geometry.width
              || g1[i].geometry.x_offset != g2[i].geometry.x_offset
              || g1[i].geometry.y_offset != g2[i].geometry.y_offset)
            return FALSE;
        return TRUE;
      }
    case GSK_TEXTURE_NODE:
      return graphene_rect_equal (&ba, &bb)
             && gsk_texture_node_get_texture (a) == gsk_texture_node_get_texture (b);
    default:
      {
        g_autoptr(GBytes) sa = gsk_render_node_serialize (a);
        g_autoptr(GBytes) sb = gsk_render_node_serialize (b);

        return g_bytes_equal (sa, sb);
      }
    }
}

static long
region_area (cairo_region_t *region)
{
  long area = 0;

  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t rect;

      cairo_region_get_rectangle (region, i, &rect);
      area += (long) rect.width * rect.height;
    }
  return area;
}

static void
print_region (Damage         *damage,
              cairo_region_t *region,
              const char     *what)
{
  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t rect;
      g_autofree char *widget = NULL;

      cairo_region_get_rectangle (region, i, &rect);
      widget = describe_widget (damage, &rect);
      g_print ("  %s %dx%d+%d+%d %s\n", what, rect.width, rect.height, rect.x, rect.y, widget);
    }
}

/* The window's content as this frame drew it (the nodes its widgets kept). */
static GskRenderNode *
window_nodes (GtkWidget *window)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (window); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (window, child, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* Called after each frame with @print TRUE for the frames to report
 * (@what names them): compares the frame with the last one and prints what
 * it repaints. */
void
gk_shoot_damage_frame (GtkWidget  *window,
                       const char *what,
                       gboolean    print)
{
  static GskRenderNode *last;
  GskRenderNode *now = window_nodes (window);

  if (print && last != NULL && now != NULL)
    {
      Damage damage = { MAX_RECTS, window, g_string_new (NULL), 0 };
      Damage unbounded = { G_MAXINT, window, g_string_new (NULL), 0 };
      cairo_region_t *all = cairo_region_create ();
      cairo_region_t *region = cairo_region_create ();
      graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
      int n;

      diff (&damage, last, now, region, &origin);
      diff (&unbounded, last, now, all, &origin);
      n = cairo_region_num_rectangles (region);
      g_print ("damage %s: %d rectangles, %d give-ups, %ld pixels; without the bound %d rectangles, "
               "%ld pixels\n%s", what, n, damage.aborts, region_area (region),
               cairo_region_num_rectangles (all), region_area (all), damage.log->str);
      g_string_free (unbounded.log, TRUE);
      print_region (&damage, region, "region");
      /* Past the bound, what the frame changed, to see where its
       * rectangles come from. */
      if (damage.aborts > 0)
        print_region (&damage, all, "changed");
      cairo_region_destroy (all);
      cairo_region_destroy (region);
      g_string_free (damage.log, TRUE);
    }
  g_clear_pointer (&last, gsk_render_node_unref);
  last = now;
}
