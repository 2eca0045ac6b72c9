/* gk-library-item.h: one file of the game library in a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-library.h"

G_BEGIN_DECLS

#define GK_TYPE_LIBRARY_ITEM (gk_library_item_get_type ())
G_DECLARE_FINAL_TYPE (GkLibraryItem, gk_library_item, GK, LIBRARY_ITEM, GObject)

/* Takes a reference on @entry. */
GkLibraryItem  *gk_library_item_new        (GkLibraryEntry  *entry);
GkLibraryEntry *gk_library_item_get_entry  (GkLibraryItem   *self);

G_END_DECLS
