/* gk-history-item.c: one play in a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-history-item.h"

struct _GkHistoryItem
{
  GObject              parent_instance;

  GPtrArray           *plays;
  const GkHistoryPlay *play;
};

G_DEFINE_FINAL_TYPE (GkHistoryItem, gk_history_item, G_TYPE_OBJECT)

static void
gk_history_item_finalize (GObject *object)
{
  GkHistoryItem *self = GK_HISTORY_ITEM (object);

  g_clear_pointer (&self->plays, g_ptr_array_unref);
  G_OBJECT_CLASS (gk_history_item_parent_class)->finalize (object);
}

static void
gk_history_item_class_init (GkHistoryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gk_history_item_finalize;
}

static void
gk_history_item_init (GkHistoryItem *self)
{
}

GkHistoryItem *
gk_history_item_new (GPtrArray           *plays,
                     const GkHistoryPlay *play)
{
  GkHistoryItem *self = g_object_new (GK_TYPE_HISTORY_ITEM, NULL);

  self->plays = g_ptr_array_ref (plays);
  self->play = play;
  return self;
}

const GkHistoryPlay *
gk_history_item_get_play (GkHistoryItem *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_ITEM (self), NULL);
  return self->play;
}
