/* gk-play-page.h: a game in progress: the table, the city, the round entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-round-entry.h"
#include "gk-table-panel.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAY_PAGE (gk_play_page_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayPage, gk_play_page, GK, PLAY_PAGE, AdwBin)

GtkWidget      *gk_play_page_new           (void);
void            gk_play_page_set_game      (GkPlayPage      *self,
                                            GkGame          *game);
/* A finished play shown read only: no move is entered (the round entry is
 * insensitive) and the banner says so; property "read-only". */
gboolean        gk_play_page_get_read_only (GkPlayPage      *self);
void            gk_play_page_set_read_only (GkPlayPage      *self,
                                            gboolean         read_only);
GkRoundEntry   *gk_play_page_get_round_entry (GkPlayPage    *self);
/* Where the page's notices show: over the city, clear of the round
 * entry's buttons. */
AdwToastOverlay *gk_play_page_get_toast_overlay (GkPlayPage    *self);
/* The rebuild notice of the move that brought the game to @cursor moves
 * was put away (Done) before, as the game's file keeps it; 0: none. */
void            gk_play_page_set_rebuild_done (GkPlayPage      *self,
                                            guint            cursor);

G_END_DECLS
