/* gk-library-item.c: one file of the game library in a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-library-item.h"

struct _GkLibraryItem
{
  GObject         parent_instance;

  GkLibraryEntry *entry;
};

G_DEFINE_FINAL_TYPE (GkLibraryItem, gk_library_item, G_TYPE_OBJECT)

static void
gk_library_item_finalize (GObject *object)
{
  GkLibraryItem *self = GK_LIBRARY_ITEM (object);

  g_clear_pointer (&self->entry, gk_library_entry_unref);
  G_OBJECT_CLASS (gk_library_item_parent_class)->finalize (object);
}

static void
gk_library_item_class_init (GkLibraryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gk_library_item_finalize;
}

static void
gk_library_item_init (GkLibraryItem *self)
{
}

GkLibraryItem *
gk_library_item_new (GkLibraryEntry *entry)
{
  GkLibraryItem *self;

  g_return_val_if_fail (entry != NULL, NULL);

  self = g_object_new (GK_TYPE_LIBRARY_ITEM, NULL);
  self->entry = gk_library_entry_ref (entry);
  return self;
}

GkLibraryEntry *
gk_library_item_get_entry (GkLibraryItem *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY_ITEM (self), NULL);

  return self->entry;
}
