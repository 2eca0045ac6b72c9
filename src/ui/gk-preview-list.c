/* gk-preview-list.c: what a move being entered will do, line by line
 *
 * A label per line of the draft's list model: a line that changes its words
 * changes its label's text (GTK lays out again only the labels whose text
 * changed), a line added or taken adds or takes its label.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-preview-line.h"
#include "gk-preview-list.h"
#include "gk-shadow-bin.h"
#include "gk-ui-util.h"

struct _GkPreviewList
{
  GtkWidget   parent_instance;

  /* template */
  GtkWidget  *card;       /* the shadow bin holding the box */
  GtkWidget  *box;
  GtkWidget  *lines_box;

  GListModel *lines;
};

G_DEFINE_FINAL_TYPE (GkPreviewList, gk_preview_list, GTK_TYPE_WIDGET)

/* The look of each kind of line (GkPreviewLineKind). */
static const char *const kind_classes[] = { "gk-effect", "accent", "warning" };

static void
line_kind_changed (GtkWidget     *label,
                   GParamSpec    *pspec,
                   GkPreviewLine *line)
{
  GkPreviewLineKind kind = gk_preview_line_get_kind (line);

  for (guint i = 0; i < G_N_ELEMENTS (kind_classes); i++)
    if (i != kind)
      gtk_widget_remove_css_class (label, kind_classes[i]);
  gtk_widget_add_css_class (label, kind_classes[kind]);
}

static GtkWidget *
line_label_new (GkPreviewLine *line)
{
  GtkWidget *label = gk_ui_wrapped_label_new (NULL);

  g_object_bind_property (line, "text", label, "label", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (line, "notify::kind", G_CALLBACK (line_kind_changed), label,
                           G_CONNECT_SWAPPED);
  line_kind_changed (label, NULL, line);
  return label;
}

static GtkWidget *
nth_label (GkPreviewList *self,
           guint          position)
{
  GtkWidget *label = gtk_widget_get_first_child (self->lines_box);

  while (label != NULL && position-- > 0)
    label = gtk_widget_get_next_sibling (label);
  return label;
}

static void
lines_changed (GkPreviewList *self,
               guint          position,
               guint          removed,
               guint          added)
{
  GtkWidget *before = position > 0 ? nth_label (self, position - 1) : NULL;

  for (guint i = 0; i < removed; i++)
    gtk_box_remove (GTK_BOX (self->lines_box),
                    before != NULL ? gtk_widget_get_next_sibling (before)
                                   : gtk_widget_get_first_child (self->lines_box));
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GkPreviewLine) line = g_list_model_get_item (self->lines, position + i);
      GtkWidget *label = line_label_new (line);

      gtk_box_insert_child_after (GTK_BOX (self->lines_box), label, before);
      before = label;
    }
}

void
gk_preview_list_set_lines (GkPreviewList *self,
                           GListModel    *lines)
{
  g_return_if_fail (GK_IS_PREVIEW_LIST (self));
  g_return_if_fail (lines == NULL || G_IS_LIST_MODEL (lines));

  if (self->lines != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->lines, self);
      lines_changed (self, 0, g_list_model_get_n_items (self->lines), 0);
    }
  g_set_object (&self->lines, lines);
  if (lines == NULL)
    return;
  g_signal_connect_swapped (lines, "items-changed", G_CALLBACK (lines_changed), self);
  lines_changed (self, 0, 0, g_list_model_get_n_items (lines));
}

static void
gk_preview_list_dispose (GObject *object)
{
  GkPreviewList *self = GK_PREVIEW_LIST (object);

  if (self->lines != NULL)
    g_signal_handlers_disconnect_by_data (self->lines, self);
  g_clear_object (&self->lines);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_PREVIEW_LIST);

  G_OBJECT_CLASS (gk_preview_list_parent_class)->dispose (object);
}

static void
gk_preview_list_class_init (GkPreviewListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (GK_TYPE_SHADOW_BIN);
  object_class->dispose = gk_preview_list_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-preview-list.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPreviewList, card);
  gtk_widget_class_bind_template_child (widget_class, GkPreviewList, box);
  gtk_widget_class_bind_template_child (widget_class, GkPreviewList, lines_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
gk_preview_list_init (GkPreviewList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
