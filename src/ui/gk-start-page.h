/* gk-start-page.h: new game, continue, open, score a table, recent games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GK_TYPE_START_PAGE (gk_start_page_get_type ())
G_DECLARE_FINAL_TYPE (GkStartPage, gk_start_page, GK, START_PAGE, AdwBin)

GtkWidget      *gk_start_page_new          (void);
/* What the autosaved game is ("Round 4 · Anna, Béla, Vera"), NULL for none. */
void            gk_start_page_set_autosave (GkStartPage     *self,
                                            const char      *summary);
/* Lists the recent .ginkgo files again (GtkRecentManager). */
void            gk_start_page_refresh_recent (GkStartPage   *self);
guint           gk_start_page_get_n_recent (GkStartPage     *self);

G_END_DECLS
