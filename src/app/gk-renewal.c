/* gk-renewal.c: one seat's hand renewal, as the move draft offers it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-renewal.h"

struct _GkRenewal
{
  GObject         parent_instance;

  gint            player;
  char           *name;
  GkPlayerColour  colour;
  guint           tokens;
  gboolean        can_renew;
};

G_DEFINE_FINAL_TYPE (GkRenewal, gk_renewal, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TOKENS,
  PROP_CAN_RENEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gk_renewal_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GkRenewal *self = GK_RENEWAL (object);

  switch (prop_id)
    {
    case PROP_TOKENS:
      g_value_set_uint (value, self->tokens);
      break;
    case PROP_CAN_RENEW:
      g_value_set_boolean (value, self->can_renew);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_renewal_finalize (GObject *object)
{
  g_free (GK_RENEWAL (object)->name);
  G_OBJECT_CLASS (gk_renewal_parent_class)->finalize (object);
}

static void
gk_renewal_class_init (GkRenewalClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gk_renewal_get_property;
  object_class->finalize = gk_renewal_finalize;

  properties[PROP_TOKENS] =
    g_param_spec_uint ("tokens", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_RENEW] =
    g_param_spec_boolean ("can-renew", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_renewal_init (GkRenewal *self)
{
}

GkRenewal *
gk_renewal_new (gint            player,
                const char     *name,
                GkPlayerColour  colour)
{
  GkRenewal *self;

  g_return_val_if_fail (player >= 0 && player < GK_MAX_PLAYERS, NULL);

  self = g_object_new (GK_TYPE_RENEWAL, NULL);
  self->player = player;
  self->name = g_strdup (name);
  self->colour = colour;
  return self;
}

gint
gk_renewal_get_player (GkRenewal *self)
{
  g_return_val_if_fail (GK_IS_RENEWAL (self), GK_NO_PLAYER);
  return self->player;
}

const char *
gk_renewal_get_name (GkRenewal *self)
{
  g_return_val_if_fail (GK_IS_RENEWAL (self), NULL);
  return self->name;
}

GkPlayerColour
gk_renewal_get_colour (GkRenewal *self)
{
  g_return_val_if_fail (GK_IS_RENEWAL (self), 0);
  return self->colour;
}

guint
gk_renewal_get_tokens (GkRenewal *self)
{
  g_return_val_if_fail (GK_IS_RENEWAL (self), 0);
  return self->tokens;
}

gboolean
gk_renewal_get_can_renew (GkRenewal *self)
{
  g_return_val_if_fail (GK_IS_RENEWAL (self), FALSE);
  return self->can_renew;
}

void
gk_renewal_update (GkRenewal     *self,
                   const GkTable *table)
{
  guint tokens;
  gboolean can_renew;

  g_return_if_fail (GK_IS_RENEWAL (self));
  g_return_if_fail (table != NULL);

  tokens = gk_table_get_renewal_tokens (table, self->player);
  can_renew = gk_table_can_renew (table, self->player);
  if (tokens != self->tokens)
    {
      self->tokens = tokens;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOKENS]);
    }
  if (can_renew != self->can_renew)
    {
      self->can_renew = can_renew;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_RENEW]);
    }
}
