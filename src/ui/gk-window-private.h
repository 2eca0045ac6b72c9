/* gk-window-private.h: the window's parts, for its own files and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-window.h"
#include "gk-play-page.h"
#include "gk-position-editor.h"
#include "gk-setup-assistant.h"
#include "gk-sheet-page.h"
#include "gk-start-page.h"

G_BEGIN_DECLS

GkStartPage      *_gk_window_get_start_page      (GkWindow *self);
GkSetupAssistant *_gk_window_get_setup_assistant (GkWindow *self);
GkPlayPage       *_gk_window_get_play_page       (GkWindow *self);
GtkWidget        *_gk_window_get_score_page      (GkWindow *self);
GtkWidget        *_gk_window_get_history_page    (GkWindow *self);
GtkWidget        *_gk_window_get_stats_page      (GkWindow *self);
GkSheetPage      *_gk_window_get_sheet_page      (GkWindow *self);
GkPositionEditor *_gk_window_get_position_editor (GkWindow *self);
/* The header bar buttons: sensitive when their action is enabled. */
GtkWidget        *_gk_window_get_undo_button     (GkWindow *self);
GtkWidget        *_gk_window_get_redo_button     (GkWindow *self);
GtkWidget        *_gk_window_get_save_button     (GkWindow *self);
GtkWidget        *_gk_window_get_score_button    (GkWindow *self);
GtkWidget        *_gk_window_get_menu_button     (GkWindow *self);
const char       *_gk_window_get_title           (GkWindow *self);
const char       *_gk_window_get_subtitle        (GkWindow *self);
/* The last message shown as a toast, or NULL. */
const char       *_gk_window_get_last_toast      (GkWindow *self);
/* The toast of the last move while it shows, or NULL. */
AdwToast         *_gk_window_get_move_toast      (GkWindow *self);
/* The text of the bar that says a save failed, NULL while it is hidden. */
const char       *_gk_window_get_save_problem    (GkWindow *self);
/* The bar that says another program changed the file, and the one that
 * says another process plays the game: their text, NULL while hidden. */
const char       *_gk_window_get_conflict_notice (GkWindow *self);
const char       *_gk_window_get_lock_notice     (GkWindow *self);
/* Whether a file is being opened, the library listed or a save is running. */
gboolean          _gk_window_is_busy             (GkWindow *self);
/* Opens @file and returns when it is open (or refused). */
void              _gk_window_open_file_wait      (GkWindow *self,
                                                  GFile    *file);
/* Shows a saved position at its score page. */
void              _gk_window_show_position       (GkWindow      *self,
                                                  const GkTable *position);
/* Runs the file chooser's save without it: for tests. */
gboolean          _gk_window_save_to             (GkWindow  *self,
                                                  GFile     *file,
                                                  GError   **error);

/* The score page's sheet as a PDF at @path; printed (with the print dialog,
 * or to a PDF at @export_path when not NULL; the caller owns the operation
 * returned, NULL off the score page). */
gboolean          _gk_window_save_score_sheet    (GkWindow    *self,
                                                  const char  *path,
                                                  GError     **error);
GtkPrintOperation *_gk_window_print_score_sheet  (GkWindow    *self,
                                                  const char  *export_path);
/* The score card as a PNG at @path (as Save Score as Image writes it). */
gboolean          _gk_window_save_score_image    (GkWindow    *self,
                                                  const char  *path,
                                                  GError     **error);

G_END_DECLS
