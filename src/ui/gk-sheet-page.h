/* gk-sheet-page.h: New Game's choice, and a score sheet from its setup to
 * its pad
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-context.h"
#include "gk-sheet-draft.h"
#include "gk-sheet-pad.h"

G_BEGIN_DECLS

#define GK_TYPE_SHEET_PAGE (gk_sheet_page_get_type ())
G_DECLARE_FINAL_TYPE (GkSheetPage, gk_sheet_page, GK, SHEET_PAGE, AdwBin)

GtkWidget      *gk_sheet_page_new          (void);
/* What the app shares (GkContext): a new sheet is kept in its library,
 * the people of its history are offered under a player's name as it is
 * typed and say who each named seat is in the sheet's record, and a
 * sheet's players are written to its settings as the last game's when it
 * starts ("last-player-names").  NULL: sheets in memory only, nobody
 * offered nor recorded, nothing kept. */
void            gk_sheet_page_set_context  (GkSheetPage        *self,
                                            GkContext          *context);
/* Back to the choice of a game: Ginkgopolis (win.new-game) or a score
 * sheet; the names of the last game's players, as the context keeps
 * them, are offered for the players. */
void            gk_sheet_page_choose       (GkSheetPage        *self);
/* A score sheet's setup, as its row in the choice does. */
void            gk_sheet_page_set_game     (GkSheetPage        *self,
                                            const char         *game_id);
void            gk_sheet_page_set_module   (GkSheetPage        *self,
                                            const char         *module_id,
                                            gboolean            used);
void            gk_sheet_page_set_n_players (GkSheetPage       *self,
                                             guint              n_players);
void            gk_sheet_page_set_player_name (GkSheetPage     *self,
                                               guint            seat,
                                               const char      *name);
/* Shows @draft's pad (a sheet resumed) and holds its file in the library;
 * FALSE with G_IO_ERROR_BUSY when another window holds it (that window
 * comes to the front). */
gboolean        gk_sheet_page_set_draft    (GkSheetPage        *self,
                                            GkSheetDraft       *draft,
                                            GError            **error);
/* Whether @holder (a game library's holder of a file) is this page's
 * sheet: the file it has open. */
gboolean        gk_sheet_page_is_holder    (GkSheetPage        *self,
                                            GObject            *holder);
GkSheetDraft   *gk_sheet_page_get_draft    (GkSheetPage        *self);
/* Lets the sheet go: its file is free (to be deleted, say). */
void            gk_sheet_page_close        (GkSheetPage        *self);
/* What the window's title says (properties "title" and "subtitle"). */
const char     *gk_sheet_page_get_title    (GkSheetPage        *self);
const char     *gk_sheet_page_get_subtitle (GkSheetPage        *self);

/* For the tests: the pad, and the message under it (NULL when none is
 * shown) and the line beside its button. */
GkSheetPad     *_gk_sheet_page_get_pad     (GkSheetPage        *self);
const char     *_gk_sheet_page_get_message (GkSheetPage        *self);
const char     *_gk_sheet_page_get_status  (GkSheetPage        *self);
/* For the tests: the name of @seat as typed, and the names offered under it. */
GtkEditable    *_gk_sheet_page_get_name_row (GkSheetPage       *self,
                                             guint              seat);
GtkWidget      *_gk_sheet_page_get_suggestions (GkSheetPage    *self,
                                                guint           seat);

G_END_DECLS
