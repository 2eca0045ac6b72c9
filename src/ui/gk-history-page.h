/* gk-history-page.h: every play of the library, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-history-index.h"
#include "gk-context.h"
#include "gk-history-profiles.h"

G_BEGIN_DECLS

#define GK_TYPE_HISTORY_PAGE (gk_history_page_get_type ())
G_DECLARE_FINAL_TYPE (GkHistoryPage, gk_history_page, GK, HISTORY_PAGE, AdwBin)

GtkWidget      *gk_history_page_new        (void);

/* Shows the plays of @context's history (NULL: none), names matched
 * through its profiles. */
void            gk_history_page_set_context (GkHistoryPage     *self,
                                             GkContext         *context);

/* The plays shown with the filters as they are (GkHistoryItem). */
GListModel     *gk_history_page_get_plays  (GkHistoryPage     *self);

/* Plays of one game only: GK_HISTORY_GAME_GINKGOPOLIS or a score sheet's
 * game id; NULL for every game. */
void            gk_history_page_set_game_filter (GkHistoryPage *self,
                                            const char        *game);

/* Whether the list, filled again, has gone back where it was scrolled to
 * (it does once it has laid out its new rows). */
gboolean        gk_history_page_is_scrolled_back (GkHistoryPage *self);
/* Copies the games of @folder into the library, in a worker (Import a
 * Folder of Games); a toast offers to stop it, and what it did is said
 * when it is done: in the toast, and with the files refused and why in a
 * dialog. */
void            gk_history_page_import_folder (GkHistoryPage  *self,
                                               GFile          *folder);
gboolean        gk_history_page_is_importing (GkHistoryPage   *self);
/* What the last import did, as the page said it, or NULL. */
const char     *gk_history_page_get_import_report (GkHistoryPage *self);

/* What a play's row says, for people and the tests. */
char           *gk_history_play_describe_winner (const GkHistoryPlay *play);
char           *gk_history_play_describe_scores (const GkHistoryPlay *play);
char           *gk_history_play_describe_details (const GkHistoryPlay *play);

G_END_DECLS
