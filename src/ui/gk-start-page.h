/* gk-start-page.h: new game, open, score a table, and the game library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-library.h"
#include "gk-position-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_START_PAGE (gk_start_page_get_type ())
G_DECLARE_FINAL_TYPE (GkStartPage, gk_start_page, GK, START_PAGE, AdwBin)

GtkWidget      *gk_start_page_new          (void);
/* Lists @entries (a GListModel of GkLibraryItem, in the order of
 * gk_library_get_entries(), which it follows as it fills): games in
 * progress, finished games, damaged files. */
void            gk_start_page_set_entries  (GkStartPage     *self,
                                            GListModel      *entries);
/* Marks the file of the game open in this window (NULL: none). */
void            gk_start_page_set_current  (GkStartPage     *self,
                                            GFile           *current);
/* Lists @drafts (GkPositionDraft read from their files) as the tables being
 * scored; @current, the one this window edits, is marked. */
void            gk_start_page_set_drafts   (GkStartPage     *self,
                                            GPtrArray       *drafts,
                                            GFile           *current);
/* Whether rows are still being added, a few a frame, to what is shown. */
gboolean        gk_start_page_is_filling   (GkStartPage     *self);
/* Why the library cannot be listed, or NULL. */
void            gk_start_page_set_library_problem (GkStartPage *self,
                                                   const char  *message);
guint           gk_start_page_get_n_entries (GkStartPage    *self);
GkLibraryEntry *gk_start_page_get_entry    (GkStartPage     *self,
                                            guint            index);
/* The row of entry @index as shown: its title and subtitle. */
char           *gk_start_page_get_row_text (GkStartPage     *self,
                                            guint            index);

G_END_DECLS
