/* gk-window-actions.c: the window's actions: new, open, save, the score
 * sheet (PDF, print, image), deleting a game, the tables being scored,
 * undo and redo, the pages of the main menu
 *
 * Each action is installed in class_init (_gk_window_class_add_actions());
 * _gk_window_update() in gk-window.c says which of them can run now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-open-rules-window.h"
#include "gk-shortcuts-window.h"
#include "gk-score-sheet.h"
#include "gk-table-view.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

/* ---- a new game ---- */

/* New Game: Ginkgopolis or a score sheet of another game, the last
 * players' names offered for a sheet. */
static void
choose_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  gk_sheet_page_choose (GK_SHEET_PAGE (_gk_window_ensure_page (self, GK_PAGE_SHEET)));
  _gk_window_show_page (self, GK_PAGE_SHEET);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  gk_setup_assistant_reset (GK_SETUP_ASSISTANT (_gk_window_ensure_page (self, GK_PAGE_SETUP)));
  _gk_window_show_page (self, GK_PAGE_SETUP);
}

/* ---- files ---- */

static GtkFileFilter *
ginkgo_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Ginkgopolis games (.ginkgo)"));
  gtk_file_filter_add_mime_type (filter, GK_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "ginkgo");
  return filter;
}

/* The window's one file chooser, with @callback for its answer. */
static void
choose_file (GkWindow             *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept_label,
             GtkFileFilter        *filter,
             const char           *name,
             GCallback             callback)
{
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept_label,
                                               _("_Cancel"));
  if (filter != NULL)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response", callback, self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
open_response (GkWindow             *self,
               int                   response,
               GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gk_window_open_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  g_autoptr(GtkFileFilter) filter = ginkgo_filter ();

  choose_file (GK_WINDOW (widget), _("Open a Game"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
               filter, NULL, G_CALLBACK (open_response));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  gk_window_open_file (GK_WINDOW (widget), file);
}

/* org.freedesktop.FileManager1 selects the file in its folder; without a
 * file manager that offers it, the folder itself is opened. */
static void
show_folder (GkWindow   *self,
             const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *folder_uri = g_file_get_uri (folder);

  gtk_show_uri (GTK_WINDOW (self), folder_uri, GDK_CURRENT_TIME);
}

static void
show_items_done (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (reply == NULL)
    {
      g_debug ("No file manager shows the file (%s): opening its folder", error->message);
      show_folder (g_task_get_source_object (task), g_task_get_task_data (task));
    }
}

static void
show_in_folder_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  const char *uri = g_variant_get_string (param, NULL);
  GApplication *app = g_application_get_default ();
  GDBusConnection *bus = app != NULL ? g_application_get_dbus_connection (app) : NULL;
  g_autoptr(GTask) task = g_task_new (self, NULL, NULL, NULL);
  const char *uris[] = { uri, NULL };

  g_task_set_task_data (task, g_strdup (uri), g_free);
  if (bus == NULL)
    bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  else
    g_object_ref (bus);
  if (bus == NULL)
    {
      show_folder (self, uri);
      return;
    }
  g_dbus_connection_call (bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                          "org.freedesktop.FileManager1", "ShowItems",
                          g_variant_new ("(^ass)", uris, ""), NULL, G_DBUS_CALL_FLAGS_NONE, 5000,
                          NULL, show_items_done, g_steal_pointer (&task));
  g_object_unref (bus);
}

gboolean
_gk_window_save_to (GkWindow  *self,
                    GFile     *file,
                    GError   **error)
{
  g_autoptr(GkTable) position = NULL;
  const GkPageInfo *page = &_gk_window_pages[self->page];

  if (page->of_position != NULL && page->of_position (self))
    {
      GtkWidget *editor = _gk_window_ensure_page (self, GK_PAGE_POSITION);

      position = gk_position_editor_build (GK_POSITION_EDITOR (editor), error);
      if (position == NULL)
        return FALSE;
    }
  if (!gk_session_save_as (self->session, position, file, error))
    return FALSE;
  _gk_window_add_recent (self, file);
  _gk_window_update_title (self);
  return TRUE;
}

static void
save_response (GkWindow             *self,
               int                   response,
               GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !_gk_window_save_to (self, file, &error))
        _gk_window_error (self, _("The File Cannot Be Saved"), error->message);
      else if (file != NULL)
        {
          g_autofree char *name = gk_ui_file_display_name (file);
          g_autofree char *message = g_strdup_printf (_("Saved as “%s”"), name);

          _gk_window_toast (self, message);
        }
    }
  g_clear_object (&self->chooser);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = ginkgo_filter ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = NULL;
  GFile *file = gk_session_get_file (self->session);
  g_autoptr(GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;

  if (file != NULL
      && !g_file_equal (parent, gk_library_get_folder (gk_session_get_library (self->session))))
    name = gk_ui_file_display_name (file);
  else
    /* TRANSLATORS: the suggested file name; %s is today's date */
    name = g_strdup_printf (_("Ginkgopolis %s.ginkgo"), date);
  choose_file (self, _("Save As"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), filter, name,
               G_CALLBACK (save_response));
}

/* ---- deleting a game ---- */

/* The last deletion, while its toast offers Undo; earlier ones are final. */
void
_gk_window_forget_deleted (GkWindow *self)
{
  if (self->deleted != NULL)
    gk_library_forget (gk_session_get_library (self->session), self->deleted);
  g_clear_pointer (&self->deleted, g_free);
}

static void
delete_toast_dismissed (AdwToast *toast,
                        GkWindow *self)
{
  /* Gone without Undo: the deletion is final. */
  if (g_strcmp0 (g_object_get_data (G_OBJECT (toast), "token"), self->deleted) == 0)
    _gk_window_forget_deleted (self);
}

static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autofree char *token = g_steal_pointer (&self->deleted);
  g_autoptr(GError) error = NULL;

  if (token == NULL)
    return;
  if (!gk_library_restore (gk_session_get_library (self->session), token, &error))
    _gk_window_error (self, _("The Game Cannot Be Restored"), error->message);
  _gk_window_refresh_library (self);
}

/* Whether @file can go: not while another window has it open. */
static gboolean
let_go_of (GkWindow *self,
           GFile    *file)
{
  GObject *holder = gk_library_get_holder (gk_session_get_library (self->session), file);

  /* The sheet this window shows lets its file go. */
  if (holder != NULL && self->pages[GK_PAGE_SHEET] != NULL
      && gk_sheet_page_is_holder (GK_SHEET_PAGE (self->pages[GK_PAGE_SHEET]), holder))
    {
      gk_sheet_page_close (GK_SHEET_PAGE (self->pages[GK_PAGE_SHEET]));
      return TRUE;
    }
  if (holder != NULL && holder != G_OBJECT (self->session))
    {
      _gk_window_toast (self, _("This game is open in another window."));
      return FALSE;
    }
  if (holder != NULL)
    gk_session_close (self->session);
  return TRUE;
}

static void
delete_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkLibrary *library = gk_session_get_library (self->session);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  g_autofree char *token = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = gk_ui_file_display_name (file);
  g_autofree char *message = NULL;
  AdwToast *toast;

  if (!let_go_of (self, file))
    return;
  token = gk_library_remove (library, file, &error);
  if (token == NULL)
    {
      _gk_window_error (self, _("The Game Cannot Be Deleted"), error->message);
      return;
    }

  if (g_str_has_prefix (token, "tracked:"))
    /* TRANSLATORS: a file name */
    message = g_strdup_printf (_("“%s” is no longer in the library; the file stays where it is"),
                               name);
  else
    message = g_strdup (_("Game deleted"));
  toast = _gk_window_toast_new (self, message);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete");
  adw_toast_set_timeout (toast, 10);
  _gk_window_forget_deleted (self);
  self->deleted = g_strdup (token);
  g_object_set_data_full (G_OBJECT (toast), "token", g_steal_pointer (&token), g_free);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (delete_toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  _gk_window_refresh_library (self);
}

/* ---- the score sheet: PDF, print, the score card as an image ---- */

/* The sheet of what the page shows (its row's hook), NULL on a page
 * without one. */
static GkScoreSheet *
score_sheet_new (GkWindow *self)
{
  const GkPageInfo *info = &_gk_window_pages[self->page];

  return info->score_sheet != NULL ? info->score_sheet (self) : NULL;
}

static GkScoreSheet *
score_sheet_or_error (GkWindow  *self,
                      GError   **error)
{
  GkScoreSheet *sheet = score_sheet_new (self);

  if (sheet == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no score to save"));
  return sheet;
}

gboolean
_gk_window_save_score_sheet (GkWindow    *self,
                             const char  *path,
                             GError     **error)
{
  g_autoptr(GkScoreSheet) sheet = score_sheet_or_error (self, error);

  return sheet != NULL && gk_score_sheet_save_pdf (sheet, path, error);
}

gboolean
_gk_window_save_score_image (GkWindow    *self,
                             const char  *path,
                             GError     **error)
{
  g_autoptr(GkScoreSheet) sheet = score_sheet_or_error (self, error);

  return sheet != NULL && gk_score_sheet_save_png (sheet, path, error);
}

static void
save_sheet_response (GkWindow             *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  gboolean image = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "gk-image"));
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  gboolean saved;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = g_file_get_path (file);
      saved = path != NULL && (image ? _gk_window_save_score_image (self, path, &error)
                                     : _gk_window_save_score_sheet (self, path, &error));
      if (saved)
        _gk_window_toast (self, image ? _("Score image saved") : _("Score sheet saved"));
      else
        _gk_window_error (self, image ? _("The Score Image Was Not Saved")
                                      : _("The Score Sheet Was Not Saved"),
                          error != NULL ? error->message : _("not a local file"));
    }
  g_clear_object (&self->chooser);
}

/* Asks where to save the sheet as a PDF, or the score card as a PNG; the
 * file is named after the play. */
static void
save_score_sheet (GkWindow *self,
                  gboolean  image)
{
  g_autoptr(GkScoreSheet) sheet = score_sheet_new (self);
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;

  if (sheet == NULL)
    return;
  title = g_strdelimit (g_strdup (gk_score_sheet_get_title (sheet)), "/\\:", '-');
  name = g_strconcat (title, image ? ".png" : ".pdf", NULL);
  choose_file (self, image ? _("Save Score as Image") : _("Save Score Sheet as PDF"),
               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL, name,
               G_CALLBACK (save_sheet_response));
  g_object_set_data (G_OBJECT (self->chooser), "gk-image", GINT_TO_POINTER (image));
}

static void
save_pdf_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  save_score_sheet (GK_WINDOW (widget), FALSE);
}

static void
save_image_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  save_score_sheet (GK_WINDOW (widget), TRUE);
}

/* The score card on the clipboard, to paste in a chat: the image Save
 * Score as Image writes. */
static void
copy_image_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autoptr(GkScoreSheet) sheet = score_sheet_new (self);
  g_autoptr(GdkTexture) texture = NULL;

  if (sheet == NULL)
    return;
  texture = gk_score_sheet_render (sheet);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (widget), texture);
  _gk_window_toast (self, _("Score image copied"));
}

static void
print_done (GkWindow                *self,
            GtkPrintOperationResult  result,
            GtkPrintOperation       *operation)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      _gk_window_error (self, _("The Score Sheet Was Not Printed"),
                        error != NULL ? error->message : "");
    }
}

GtkPrintOperation *
_gk_window_print_score_sheet (GkWindow   *self,
                              const char *export_path)
{
  GtkPrintOperationAction action = export_path != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                       : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG;
  g_autoptr(GkScoreSheet) sheet = score_sheet_new (self);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  if (sheet == NULL)
    return NULL;
  operation = gk_score_sheet_print_operation_new (sheet);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (operation, export_path);
  gtk_print_operation_set_allow_async (operation, action == GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done), self, G_CONNECT_SWAPPED);
  if (gtk_print_operation_run (operation, action, GTK_WINDOW (self), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    _gk_window_error (self, _("The Score Sheet Was Not Printed"), error->message);
  return g_steal_pointer (&operation);
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  g_autoptr(GtkPrintOperation) operation =
    _gk_window_print_score_sheet (GK_WINDOW (widget), NULL);
}

/* ---- the tables being scored ---- */

static GkPositionEditor *
position_editor (GkWindow *self)
{
  return GK_POSITION_EDITOR (_gk_window_ensure_page (self, GK_PAGE_POSITION));
}

static void
score_table_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkPositionEditor *editor;

  /* A new table: the position scored before (saved or not) is not its file,
   * and the table being scored here stays in its draft file. */
  if (_gk_window_scoring_position (self))
    gk_session_close (self->session);
  editor = position_editor (self);
  if (gk_position_draft_get_file (self->position_draft) != NULL)
    gk_position_draft_detach (self->position_draft);
  gk_position_editor_reset (editor, 3);
  _gk_window_show_page (self, GK_PAGE_POSITION);
}

/* The window whose table being scored is kept in @file, or NULL. */
static GkWindow *
window_scoring (GkWindow *self,
                GFile    *file)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GFile *mine = gk_position_draft_get_file (self->position_draft);

  if (mine != NULL && g_file_equal (mine, file))
    return self;
  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    {
      GkWindow *window = l->data;
      GFile *held;

      if (!GK_IS_WINDOW (window) || window->position_draft == NULL)
        continue;
      held = gk_position_draft_get_file (window->position_draft);
      if (held != NULL && g_file_equal (held, file))
        return window;
    }
  return NULL;
}

static void
resume_table_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  GkWindow *holder = window_scoring (self, file);
  GkPositionEditor *editor;
  g_autoptr(GError) error = NULL;

  /* Entered in another window: that one comes to the front. */
  if (holder != NULL && holder != self)
    {
      gtk_window_present (GTK_WINDOW (holder));
      return;
    }
  if (_gk_window_scoring_position (self))
    gk_session_close (self->session);
  editor = position_editor (self);
  if (holder == NULL)
    {
      if (gk_position_draft_get_file (self->position_draft) != NULL)
        gk_position_draft_detach (self->position_draft);
      if (!gk_position_draft_load (self->position_draft, gk_session_get_library (self->session),
                                   file, &error))
        {
          _gk_window_error (self, _("The Table Cannot Be Opened"), error->message);
          return;
        }
    }
  gk_position_editor_select_cell (editor, 0, 0);
  _gk_window_show_page (self, GK_PAGE_POSITION);
}

static void
discard_response (AdwMessageDialog *dialog,
                  const char       *response,
                  GkWindow         *self)
{
  g_autoptr(GFile) file = g_object_steal_data (G_OBJECT (dialog), "gk-file");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "discard") || file == NULL)
    return;
  if (window_scoring (self, file) == self)
    {
      if (!gk_position_draft_discard (self->position_draft, &error))
        _gk_window_error (self, _("The Table Cannot Be Discarded"), error->message);
      if (self->page == GK_PAGE_POSITION)
        _gk_window_show_page (self, GK_PAGE_START);
    }
  else if (window_scoring (self, file) == NULL
           && !g_file_delete (file, NULL, &error)
           && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    _gk_window_error (self, _("The Table Cannot Be Discarded"), error->message);
  _gk_window_list_drafts (self);
}

/* Asks before a table being scored goes: what was entered cannot come back. */
static void
ask_discard (GkWindow *self,
             GFile    *file)
{
  AdwMessageDialog *dialog = _gk_window_ask (self, _("Discard This Table?"),
                                             _("Everything entered for it is lost."),
                                             _("_Keep It"), "discard", _("_Discard"),
                                             ADW_RESPONSE_DESTRUCTIVE,
                                             G_CALLBACK (discard_response));

  g_object_set_data_full (G_OBJECT (dialog), "gk-file", g_object_ref (file), g_object_unref);
}

static void
discard_table_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  GkWindow *self = GK_WINDOW (widget);
  GkWindow *holder = window_scoring (self, file);

  /* Being entered in another window: discarded there, if at all. */
  if (holder != NULL && holder != self)
    {
      gtk_window_present (GTK_WINDOW (holder));
      return;
    }
  ask_discard (self, file);
}

void
_gk_window_discard_current_table (GkWindow *self)
{
  GFile *file = gk_position_draft_get_file (self->position_draft);

  if (file == NULL)
    {
      /* Nothing kept yet: nothing entered to lose. */
      gk_position_draft_reset (self->position_draft, 3);
      _gk_window_show_page (self, GK_PAGE_START);
      return;
    }
  ask_discard (self, file);
}

static void
draft_not_kept (GkWindow     *self,
                const GError *error)
{
  if (!self->draft_save_failed)
    {
      /* TRANSLATORS: %s is the system's reason */
      g_autofree char *message = g_strdup_printf (_("The table cannot be kept: %s"),
                                                  error->message);

      _gk_window_toast (self, message);
    }
  self->draft_save_failed = TRUE;
}

/* Every change to the table being scored is on disk: from the first one
 * on, it has a draft file in the library. */
void
_gk_window_position_draft_changed (GkWindow *self)
{
  GkPositionDraft *draft = self->position_draft;
  const GError *save_error;
  g_autoptr(GError) error = NULL;

  if (self->page != GK_PAGE_POSITION)
    return;
  if (gk_position_draft_get_file (draft) == NULL && !gk_position_draft_is_empty (draft)
      && !gk_position_draft_keep_in_library (draft, gk_session_get_library (self->session),
                                             &error))
    {
      draft_not_kept (self, error);
      return;
    }
  save_error = gk_position_draft_get_save_error (draft);
  if (save_error != NULL)
    draft_not_kept (self, save_error);
  else
    self->draft_save_failed = FALSE;
}

/* ---- pages ---- */

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  _gk_window_show_score (GK_WINDOW (widget));
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  _gk_window_show_page (self, _gk_window_back_target (self));
}

static void
show_history_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  _gk_window_show_page (GK_WINDOW (widget), GK_PAGE_HISTORY);
}

static void
show_stats_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  _gk_window_show_page (GK_WINDOW (widget), GK_PAGE_STATS);
}

/* The keyboard shortcuts: a window of its own (not GtkApplication's help
 * overlay, wider than a phone), built when asked for. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  gtk_window_present (GTK_WINDOW (gk_shortcuts_window_new (GTK_WINDOW (widget))));
}

/* "Why This Score?": the decisions the rulebooks leave open and what the
 * app assumes, from the main menu and the score page. */
static void
show_open_rules_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  gtk_window_present (GTK_WINDOW (gk_open_rules_window_new (GTK_WINDOW (widget))));
}

/* Table View: the game large in a window of its own, for a TV or a
 * second screen; one per window, presented again when it is open. */
static void
table_view_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkPlayPage *play;
  GkMoveDraft *draft;

  if (self->table_view != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->table_view));
      return;
    }
  if (_gk_window_get_game (self) == NULL)
    return;
  /* The move being entered on the play page: its steps show there too. */
  play = GK_PLAY_PAGE (_gk_window_ensure_page (self, GK_PAGE_PLAY));
  draft = gk_round_entry_get_draft (gk_play_page_get_round_entry (play));
  self->table_view = gk_table_view_new (gtk_window_get_application (GTK_WINDOW (self)),
                                        self->session, draft);
  g_object_add_weak_pointer (G_OBJECT (self->table_view), (gpointer *) &self->table_view);
  gtk_window_present (GTK_WINDOW (self->table_view));
}

/* ---- the game's moves and its file ---- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  gk_session_undo (GK_WINDOW (widget)->session);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  gk_session_redo (GK_WINDOW (widget)->session);
}

/* The Undo of a move's toast: the move it names, if it is still the last. */
static void
undo_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkGame *game = _gk_window_get_game (self);
  const GkPlayRecord *play = gk_session_get_play (self->session);
  const char *id = NULL;
  guint32 cursor = 0;

  g_variant_get (param, "(&su)", &id, &cursor);
  if (game == NULL || play == NULL || g_strcmp0 (play->id != NULL ? play->id : "", id) != 0
      || gk_game_get_cursor (game) != cursor)
    return;
  gk_session_undo (self->session);
}

static void
correct_response (AdwMessageDialog *dialog,
                  const char       *response,
                  GkWindow         *self)
{
  if (!g_str_equal (response, "correct") || !gk_session_get_read_only (self->session))
    return;
  gk_session_correct (self->session);
  _gk_window_show_page (self, GK_PAGE_PLAY);
  _gk_window_toast (self, _("Undo back to the move to correct, then enter the moves again."));
}

/* Reopens a finished play for correcting its moves, once the user agrees. */
static void
correct_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  if (!gk_session_get_read_only (self->session))
    return;
  _gk_window_ask (self, _("Correct This Game?"),
                  _("The play opens again so that its moves can be changed: undo back to the "
                    "move to correct, then enter the moves again. It keeps its identity and the "
                    "time it started, and it is finished again when its last move is entered."),
                  _("_Cancel"), "correct", _("Co_rrect"), ADW_RESPONSE_SUGGESTED,
                  G_CALLBACK (correct_response));
}

static void
retry_save_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  gk_session_retry_save (GK_WINDOW (widget)->session);
}

static void
keep_theirs_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  gk_session_resolve_conflict (GK_WINDOW (widget)->session, GK_SESSION_KEEP_THEIRS);
}

static void
keep_both_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  gk_session_resolve_conflict (GK_WINDOW (widget)->session, GK_SESSION_KEEP_BOTH);
}

static void
reload_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  gk_session_reload (GK_WINDOW (widget)->session);
}

void
_gk_window_class_add_actions (GtkWidgetClass *widget_class)
{
  static const struct
  {
    const char                 *name;
    const char                 *parameter_type;
    GtkWidgetActionActivateFunc activate;
  } actions[] = {
    { "win.new-game", NULL, new_game_action },
    { "win.choose-game", NULL, choose_game_action },
    { "win.open", NULL, open_action },
    { "win.open-recent", "s", open_recent_action },
    { "win.show-in-folder", "s", show_in_folder_action },
    { "win.delete-game", "s", delete_game_action },
    { "win.undo-delete", NULL, undo_delete_action },
    { "win.save-as", NULL, save_as_action },
    { "win.score-table", NULL, score_table_action },
    { "win.resume-table", "s", resume_table_action },
    { "win.discard-table", "s", discard_table_action },
    { "win.show-score", NULL, show_score_action },
    { "win.go-back", NULL, go_back_action },
    { "win.save-pdf", NULL, save_pdf_action },
    { "win.print", NULL, print_action },
    { "win.save-image", NULL, save_image_action },
    { "win.copy-image", NULL, copy_image_action },
    { "win.show-history", NULL, show_history_action },
    { "win.show-stats", NULL, show_stats_action },
    { "win.undo", NULL, undo_action },
    { "win.redo", NULL, redo_action },
    { "win.undo-move", "(su)", undo_move_action },
    { "win.correct", NULL, correct_action },
    { "win.retry-save", NULL, retry_save_action },
    { "win.keep-theirs", NULL, keep_theirs_action },
    { "win.keep-both", NULL, keep_both_action },
    { "win.reload", NULL, reload_action },
    { "win.show-help-overlay", NULL, show_help_overlay_action },
    { "win.show-open-rules", NULL, show_open_rules_action },
    { "win.table-view", NULL, table_view_action },
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name, actions[i].parameter_type,
                                     actions[i].activate);
}
