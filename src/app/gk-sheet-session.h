/* gk-sheet-session.h: the score sheet a window has open, as a model
 *
 * A GkSheetSession owns the score sheet a page shows: it gives a new
 * sheet's seats the people of the history their names stand for, makes its
 * file in the game library (with its first bytes, so that it is
 * listed and resumable before anything is entered), holds the file claimed
 * for as long as it is open (two windows never write one sheet: the one
 * that has it is brought to the front instead, by its "present" signal),
 * and lets it go once its last change is on disk.  Its "draft" property is
 * the sheet being filled in (GkSheetDraft), which the page binds to.  No
 * GTK: the tests drive it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-history-profiles.h"
#include "gk-library.h"
#include "gk-sheet-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_SHEET_SESSION (gk_sheet_session_get_type ())
G_DECLARE_FINAL_TYPE (GkSheetSession, gk_sheet_session, GK, SHEET_SESSION, GObject)

/* A session keeping its sheets in @library (NULL: in memory only). */
GkSheetSession *gk_sheet_session_new        (GkLibrary       *library);
GkLibrary      *gk_sheet_session_get_library (GkSheetSession *self);

/* Who each named seat of a new sheet is (NULL: nobody is recorded). */
void            gk_sheet_session_set_profiles (GkSheetSession    *self,
                                               GkHistoryProfiles *profiles);
/* A new sheet (taken over), each seat given the person its name as typed
 * in @names stands for ("" or NULL: nobody; game-file.md "The play"), its
 * file made in the library and saved, then open; FALSE, with the reason,
 * when the file cannot be made. */
gboolean        gk_sheet_session_start      (GkSheetSession     *self,
                                             GkSheet            *sheet,
                                             const char * const *names,
                                             GError            **error);
/* @draft open here, its file claimed; FALSE (G_IO_ERROR_BUSY, the window
 * that has it brought to the front) when another holder has it. */
gboolean        gk_sheet_session_open       (GkSheetSession  *self,
                                             GkSheetDraft    *draft,
                                             GError         **error);
/* The sheet open (property "draft"), or NULL. */
GkSheetDraft   *gk_sheet_session_get_draft  (GkSheetSession  *self);
/* Closes the sheet: its last change on disk, its file let go. */
void            gk_sheet_session_close      (GkSheetSession  *self);

G_END_DECLS
