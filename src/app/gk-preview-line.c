/* gk-preview-line.c: one line of what a move being entered will do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-preview-line.h"

struct _GkPreviewLine
{
  GObject           parent_instance;

  char             *text;
  GkPreviewLineKind kind;
};

G_DEFINE_FINAL_TYPE (GkPreviewLine, gk_preview_line, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TEXT,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gk_preview_line_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GkPreviewLine *self = GK_PREVIEW_LINE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_preview_line_finalize (GObject *object)
{
  g_free (GK_PREVIEW_LINE (object)->text);
  G_OBJECT_CLASS (gk_preview_line_parent_class)->finalize (object);
}

static void
gk_preview_line_class_init (GkPreviewLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gk_preview_line_get_property;
  object_class->finalize = gk_preview_line_finalize;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A GkPreviewLineKind. */
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, GK_PREVIEW_LINE_EFFECT, GK_PREVIEW_LINE_WARNING,
                      GK_PREVIEW_LINE_EFFECT,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_preview_line_init (GkPreviewLine *self)
{
}

GkPreviewLine *
gk_preview_line_new (const char        *text,
                     GkPreviewLineKind  kind)
{
  GkPreviewLine *self = g_object_new (GK_TYPE_PREVIEW_LINE, NULL);

  self->text = g_strdup (text);
  self->kind = kind;
  return self;
}

const char *
gk_preview_line_get_text (GkPreviewLine *self)
{
  g_return_val_if_fail (GK_IS_PREVIEW_LINE (self), NULL);
  return self->text;
}

void
gk_preview_line_set_text (GkPreviewLine *self,
                          const char    *text)
{
  g_return_if_fail (GK_IS_PREVIEW_LINE (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

GkPreviewLineKind
gk_preview_line_get_kind (GkPreviewLine *self)
{
  g_return_val_if_fail (GK_IS_PREVIEW_LINE (self), GK_PREVIEW_LINE_EFFECT);
  return self->kind;
}

void
gk_preview_line_set_kind (GkPreviewLine     *self,
                          GkPreviewLineKind  kind)
{
  g_return_if_fail (GK_IS_PREVIEW_LINE (self));

  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}
