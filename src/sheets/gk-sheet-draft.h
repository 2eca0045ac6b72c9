/* gk-sheet-draft.h: a score sheet being filled in, for a page to bind to
 *
 * Holds the sheet, scores it after every change, saves it crash-safely
 * after every change to its file (in a worker, so that a slow disk never
 * holds up the pad; the application is held meanwhile, so that it does
 * not quit before the last save is on disk), and says in properties what
 * the page shows besides the cells: the last refusal and why, a save that
 * failed, the tie-break in words, the winners.  No GTK: the tests drive
 * it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-sheet-score.h"

G_BEGIN_DECLS

#define GK_TYPE_SHEET_DRAFT (gk_sheet_draft_get_type ())
G_DECLARE_FINAL_TYPE (GkSheetDraft, gk_sheet_draft, GK, SHEET_DRAFT, GObject)

/* A draft of @sheet (taken over), saved to @file after every change
 * (NULL: kept in memory only). */
GkSheetDraft       *gk_sheet_draft_new          (GkSheet       *sheet,
                                                 GFile         *file);
/* A sheet in progress read back from its file. */
GkSheetDraft       *gk_sheet_draft_load         (GFile         *file,
                                                 GError       **error);
/* The same in a worker; a file that is no score sheet (a game) is told by
 * GK_SHEET_ERROR_NOT_SHEET after reading only its head. */
void                gk_sheet_draft_load_async   (GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
GkSheetDraft       *gk_sheet_draft_load_finish  (GAsyncResult  *result,
                                                 GError       **error);
/* Saves now (a new sheet's first save); a failure is said in "save-error". */
void                gk_sheet_draft_save         (GkSheetDraft  *self);
/* Whether a change is not yet on disk (property "saving"): saves run in a
 * worker, one after the other, the last change's bytes each time. */
gboolean            gk_sheet_draft_is_saving    (GkSheetDraft  *self);
/* Returns once every change is on disk (or its save failed), running the
 * thread-default main context meanwhile. */
void                gk_sheet_draft_flush        (GkSheetDraft  *self);

GkSheet            *gk_sheet_draft_get_sheet    (GkSheetDraft  *self);
GFile              *gk_sheet_draft_get_file     (GkSheetDraft  *self);
/* The score as it stands: recomputed after every change. */
const GkSheetScore *gk_sheet_draft_get_score    (GkSheetDraft  *self);

/* What a player typed for @key: "" clears it, a whole number sets it when
 * the game allows it and the sheet is not finished.  FALSE when refused:
 * "refusal" says why, naming the cell, and the text stays the cell's (its
 * key text) to be corrected; the cell holds no value meanwhile, so that
 * the score never counts a number on its way to a refused one, and nobody
 * is named the winner (on a finished sheet nothing changes). */
gboolean            gk_sheet_draft_enter        (GkSheetDraft  *self,
                                                 guint          player,
                                                 guint          key,
                                                 const char    *text);
/* The text a cell of @key shows: what was typed and refused, else the value
 * given, or "". */
char               *gk_sheet_draft_key_text     (GkSheetDraft  *self,
                                                 guint          player,
                                                 guint          key);
void                gk_sheet_draft_set_player_name (GkSheetDraft *self,
                                                    guint         player,
                                                    const char   *name);

/* The latest refusal still standing, naming its cell, or NULL. */
const char         *gk_sheet_draft_get_refusal  (GkSheetDraft  *self);
/* Why the cell of @player and @key refused what it shows, or NULL. */
const char         *gk_sheet_draft_get_cell_refusal (GkSheetDraft *self,
                                                     guint         player,
                                                     guint         key);
/* Whether a cell (of @player) shows a refused text (property
 * "has-refused"): the score is not whole until it is corrected. */
gboolean            gk_sheet_draft_has_refused  (GkSheetDraft  *self);
gboolean            gk_sheet_draft_player_has_refused (GkSheetDraft *self,
                                                       guint         player);
const char         *gk_sheet_draft_get_save_error (GkSheetDraft *self);
const char         *gk_sheet_draft_get_tiebreak_text (GkSheetDraft *self);
/* Who won or leads, "Anna, Béla"; NULL while a cell holds a refused value
 * or first place is undecided (the score's undecided says why). */
const char         *gk_sheet_draft_get_winners  (GkSheetDraft  *self);
gboolean            gk_sheet_draft_get_finished (GkSheetDraft  *self);
/* Finished: the play's end time is set (and cleared when reopened). */
void                gk_sheet_draft_set_finished (GkSheetDraft  *self,
                                                 gboolean       finished);

G_END_DECLS
