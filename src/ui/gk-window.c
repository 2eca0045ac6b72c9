/* gk-window.c: the main window: start page, setup, play, score, position
 *
 * The window shows a session (GkSession): the game or position it has open
 * and the file it lives in.  The session saves every confirmed move, undo
 * and redo; the window follows its properties (the file, the save error,
 * read-only) and its moves, shows the game library on the start page and
 * tells the user when a save fails.  What each page does differently is
 * its row of the pages[] table (gk-window-pages.c); the actions are in
 * gk-window-actions.c, the toasts and bars in gk-window-notices.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-score-page.h"
#include "gk-session.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

G_DEFINE_FINAL_TYPE (GkWindow, gk_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- helpers ---- */

GkGame *
_gk_window_get_game (GkWindow *self)
{
  return gk_session_get_game (self->session);
}

gboolean
_gk_window_scoring_position (GkWindow *self)
{
  return gk_session_get_position (self->session) != NULL;
}

void
_gk_window_add_recent (GkWindow *self,
                       GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = { 0 };

  data.mime_type = (char *) GK_MIME_TYPE;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "ginkgo-companion %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* ---- the page shown ---- */

void
_gk_window_show_page (GkWindow *self,
                      GkPage    page)
{
  const GkPageInfo *info = &_gk_window_pages[page];

  if (info->create != NULL)
    _gk_window_ensure_page (self, page);
  self->page = page;
  _gk_window_notices_page_changed (self);
  gtk_stack_set_visible_child_name (self->stack, info->name);
  gk_ui_plain_accessible_names (GTK_WIDGET (self));
  if (info->shown != NULL)
    info->shown (self);
  _gk_window_update (self);
}

void
_gk_window_show_score (GkWindow *self)
{
  GkScorePage *score = GK_SCORE_PAGE (_gk_window_ensure_page (self, GK_PAGE_SCORE));

  if (_gk_window_scoring_position (self))
    gk_score_page_set_table (score, gk_session_get_position (self->session));
  else if (_gk_window_get_game (self) != NULL)
    gk_score_page_set_table (score, gk_game_get_table (_gk_window_get_game (self)));
  _gk_window_show_page (self, GK_PAGE_SCORE);
}

GkPage
_gk_window_back_target (GkWindow *self)
{
  const GkPageInfo *info = &_gk_window_pages[self->page];

  return info->back_to != NULL ? info->back_to (self) : info->back;
}

static gboolean
page_says (GkWindow *self,
           gboolean (*hook) (GkWindow *self))
{
  return hook != NULL && hook (self);
}

void
_gk_window_update_title (GkWindow *self)
{
  const GkPageInfo *info = &_gk_window_pages[self->page];
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (info->title_of != NULL)
    info->title_of (self, &title, &subtitle);
  if (title == NULL)
    title = g_strdup (gettext (info->title != NULL ? info->title
                                                   : _gk_window_pages[GK_PAGE_START].title));

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* The one place that says which actions can run now. */
void
_gk_window_update (GkWindow *self)
{
  const GkPageInfo *info = &_gk_window_pages[self->page];
  GkGame *game = _gk_window_get_game (self);
  gboolean on_game = game != NULL && page_says (self, info->of_game);
  /* A game another window or program is playing: nothing changes it here. */
  gboolean elsewhere = gk_session_is_played_elsewhere (self->session);
  /* A finished play opened again: nothing changes its moves by accident. */
  gboolean read_only = gk_session_get_read_only (self->session) || elsewhere;
  /* The page has a sheet: of the game, the position scored, the score sheet. */
  g_autoptr(GkScoreSheet) sheet = info->score_sheet != NULL ? info->score_sheet (self) : NULL;
  gboolean has_sheet = sheet != NULL;
  gboolean can_save = page_says (self, info->can_save);
  gboolean offers_score = info->offers_score && game != NULL;
  GkPage back = _gk_window_back_target (self);
  const char *back_tooltip = _gk_window_pages[back].back_tooltip;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game && !read_only && gk_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game && !read_only && gk_game_can_redo (game));
  /* A move's toast undoes its move only where its game is shown. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-move",
                                 on_game && !read_only && gk_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct",
                                 on_game && read_only && !elsewhere);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", can_save);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-pdf", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-image", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.copy-image", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", offers_score);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.table-view", on_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", back != self->page);
  gtk_widget_set_visible (self->back_button, back != self->page);
  gtk_widget_set_visible (self->history_box, on_game);
  gtk_widget_set_visible (self->score_button, offers_score);
  gtk_widget_set_visible (self->save_button, can_save);
  gk_ui_set_tooltip (self->back_button,
                     back_tooltip != NULL ? gettext (back_tooltip) : _("Back (Alt+←)"));

  _gk_window_update_title (self);
}

/* ---- the session ---- */

/* Another game, or none: the page that shows it, or the start page. */
void
_gk_window_game_replaced (GkWindow *self)
{
  GkGame *game = _gk_window_get_game (self);

  if (game != NULL || self->pages[GK_PAGE_PLAY] != NULL)
    {
      const GkPlayRecord *play = gk_session_get_play (self->session);
      GkPlayPage *page = GK_PLAY_PAGE (_gk_window_ensure_page (self, GK_PAGE_PLAY));

      gk_play_page_set_game (page, game);
      if (game != NULL && play != NULL)
        gk_play_page_set_rebuild_done (page, play->rebuild_done);
    }
  if (game == NULL)
    {
      if (page_says (self, _gk_window_pages[self->page].of_game))
        _gk_window_show_page (self, GK_PAGE_START);
    }
  else if (gk_table_is_game_over (gk_game_get_table (game)))
    _gk_window_show_score (self);
  else
    _gk_window_show_page (self, GK_PAGE_PLAY);
}

static void
session_changed (GkWindow  *self,
                 guint      change,
                 GkSession *session)
{
  const GkPageInfo *info = &_gk_window_pages[self->page];

  /* The last move's toast names a move no longer the last; a new move's
   * toast takes its place once the move is confirmed. */
  if (change == GK_SESSION_CHANGE_MOVE_PUSHED)
    _gk_window_withdraw_move_undo (self);
  else if (change == GK_SESSION_CHANGE_GAME_REPLACED
           || change == GK_SESSION_CHANGE_POSITION_REPLACED)
    _gk_window_drop_move_toast (self);
  else if (change != GK_SESSION_CHANGE_FILE && change != GK_SESSION_CHANGE_SAVE_STATE)
    _gk_window_retire_move_toast (self);

  switch ((GkSessionChange) change)
    {
    case GK_SESSION_CHANGE_GAME_REPLACED:
      _gk_window_game_replaced (self);
      break;

    case GK_SESSION_CHANGE_POSITION_REPLACED:
      if (self->pages[GK_PAGE_PLAY] != NULL)
        gk_play_page_set_game (GK_PLAY_PAGE (self->pages[GK_PAGE_PLAY]), NULL);
      _gk_window_show_score (self);
      break;

    case GK_SESSION_CHANGE_MOVE_PUSHED:
    case GK_SESSION_CHANGE_UNDONE:
    case GK_SESSION_CHANGE_REDONE:
      if (info->game_moved != NULL)
        info->game_moved (self, change);
      break;

    case GK_SESSION_CHANGE_FILE:
    case GK_SESSION_CHANGE_SAVE_STATE:
    default:
      break;
    }
  _gk_window_update_save_bar (self);
  _gk_window_update (self);
}

GkSession *
gk_window_get_session (GkWindow *self)
{
  g_return_val_if_fail (GK_IS_WINDOW (self), NULL);

  return self->session;
}

const char *
gk_window_get_page (GkWindow *self)
{
  g_return_val_if_fail (GK_IS_WINDOW (self), NULL);

  return _gk_window_pages[self->page].name;
}

void
_gk_window_show_position (GkWindow      *self,
                          const GkTable *position)
{
  /* A position opened from a file stays that file's; a game's file is not a position's. */
  gboolean kept = _gk_window_scoring_position (self);
  g_autoptr(GkPlayRecord) record = NULL;
  const char *names[GK_MAX_PLAYERS] = { NULL, };
  guint n = gk_table_get_n_players (position);

  gk_session_set_position (self->session, position,
                           kept ? gk_session_get_file (self->session) : NULL);
  /* A table entered here: who sat at it, as the history knows them. */
  record = gk_play_record_copy (gk_session_get_play (self->session));
  if (record->persons->len > 0)
    return;
  for (guint p = 0; p < n && p < GK_MAX_PLAYERS; p++)
    names[p] = gk_table_get_player_name (position, (gint) p);
  _gk_window_add_persons (self, record, names, MIN (n, GK_MAX_PLAYERS));
  gk_session_set_play (self->session, record, NULL);
}

/* ---- opening a file ---- */

/* A finished game of an older version, without a play record: the history
 * knows it by an identity derived from its moves and the dates it first
 * gave it; the session takes them, so that its next save writes them. */
static void
adopt_kept_record (GkWindow  *self,
                   GkSession *session)
{
  g_autoptr(GPtrArray) plays = NULL;

  if (!gk_session_wants_kept_record (session))
    return;
  plays = gk_history_index_list_plays (_gk_window_ensure_history (self), NULL);
  if (plays != NULL)
    gk_session_adopt_kept_record (session, plays);
}

static void
opened (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  g_autoptr(GkWindow) self = user_data;
  GkSession *session = GK_SESSION (source);
  g_autoptr(GError) error = NULL;

  if (!gk_session_open_finish (session, result, &error))
    {
      /* Another file asked for since, or the window closed. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_clear_object (&self->opening);
      /* Open in another window: that one came to the front. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
        _gk_window_error (self, _("The File Cannot Be Opened"), error->message);
      return;
    }
  g_clear_object (&self->opening);

  _gk_window_add_recent (self, gk_session_get_file (session));
  adopt_kept_record (self, session);
  if (gk_session_get_position (session) != NULL)
    {
      GtkWidget *editor = _gk_window_ensure_page (self, GK_PAGE_POSITION);

      /* The table scored here before stays in its own draft file. */
      if (gk_position_draft_get_file (self->position_draft) != NULL)
        gk_position_draft_detach (self->position_draft);
      gk_position_editor_load_table (GK_POSITION_EDITOR (editor),
                                     gk_session_get_position (session));
    }
  else if (_gk_window_get_game (self) != NULL && _gk_window_pages[self->page].lists_games)
    /* The game was open here already. */
    _gk_window_game_replaced (self);
}

/* Another game in this window's place: @game, or the file @file holds. */
static void
replace_game_now (GkWindow *self,
                  GkGame   *game,
                  GFile    *file)
{
  if (game != NULL)
    {
      gk_session_start_game (self->session, game);
      return;
    }
  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  self->opening = g_cancellable_new ();
  gk_session_open_async (self->session, file, self->opening, opened, g_object_ref (self));
}

static void
replace_response (AdwMessageDialog *dialog,
                  const char       *response,
                  GkWindow         *self)
{
  g_autoptr(GkGame) game = g_steal_pointer (&self->pending_game);
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  if (g_str_equal (response, "replace"))
    replace_game_now (self, game, file);
}

/* A game whose saves fail holds moves only memory keeps: before another
 * game takes its place, the user is asked. */
void
_gk_window_replace_game (GkWindow *self,
                         GkGame   *game,
                         GFile    *file)
{
  g_autofree char *reason = _gk_window_unsaved_reason (self);
  GFile *current = gk_session_get_file (self->session);
  g_autofree char *message = NULL;

  if (reason == NULL || gk_session_get_game (self->session) == NULL
      || (file != NULL && current != NULL && g_file_equal (file, current)))
    {
      replace_game_now (self, game, file);
      return;
    }

  g_set_object (&self->pending_game, game);
  g_set_object (&self->pending_file, file);
  /* TRANSLATORS: %s is the reason the game cannot be saved */
  message = g_strdup_printf (_("The last moves could not be written: %s. If another game takes "
                               "its place now, they are lost."), reason);
  _gk_window_ask (self, _("The Game Is Not Saved"), message, _("_Keep Playing"), "replace",
                  _("_Go On Anyway"), ADW_RESPONSE_DESTRUCTIVE, G_CALLBACK (replace_response));
}

/* A file being opened: a score sheet goes to the sheet page, anything
 * else to the session. */
typedef struct
{
  GkWindow *window;
  GFile    *file;
} Opening;

static void
sheet_opened (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Opening *opening = user_data;
  g_autoptr(GkWindow) self = opening->window;
  g_autoptr(GFile) file = opening->file;
  g_autoptr(GkSheetDraft) draft = NULL;
  g_autoptr(GError) error = NULL;

  g_free (opening);
  draft = gk_sheet_draft_load_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->opening);
  if (g_error_matches (error, GK_SHEET_ERROR, GK_SHEET_ERROR_NOT_SHEET))
    _gk_window_replace_game (self, NULL, file);
  else if (draft == NULL)
    _gk_window_error (self, _("The File Cannot Be Opened"), error->message);
  /* Open in another window: that one came to the front. */
  else if (gk_sheet_page_set_draft (GK_SHEET_PAGE (_gk_window_ensure_page (self, GK_PAGE_SHEET)),
                                    draft, NULL))
    {
      _gk_window_add_recent (self, file);
      _gk_window_show_page (self, GK_PAGE_SHEET);
    }
}

void
gk_window_open_file (GkWindow *self,
                     GFile    *file)
{
  Opening *opening;

  g_return_if_fail (GK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_clear_object (&self->from_history);
  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  self->opening = g_cancellable_new ();
  opening = g_new (Opening, 1);
  opening->window = g_object_ref (self);
  opening->file = g_object_ref (file);
  gk_sheet_draft_load_async (file, self->opening, sheet_opened, opening);
}

gboolean
_gk_window_is_busy (GkWindow *self)
{
  return self->opening != NULL || _gk_window_library_is_busy (self)
         || gk_session_is_saving (self->session);
}

void
_gk_window_open_file_wait (GkWindow *self,
                           GFile    *file)
{
  gk_window_open_file (self, file);
  while (self->opening != NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* ---- closing ---- */

static void
close_response (AdwMessageDialog *dialog,
                const char       *response,
                GkWindow         *self)
{
  if (g_str_equal (response, "close"))
    {
      self->close_anyway = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

/* Closing while saves fail would lose the moves only memory holds: ask. */
static gboolean
gk_window_close_request (GtkWindow *window)
{
  GkWindow *self = GK_WINDOW (window);
  g_autofree char *reason = _gk_window_unsaved_reason (self);
  g_autofree char *message = NULL;

  if (self->close_anyway || reason == NULL)
    return GTK_WINDOW_CLASS (gk_window_parent_class)->close_request (window);

  /* TRANSLATORS: %s is the reason the game cannot be saved */
  message = g_strdup_printf (_("The last moves could not be written: %s. If the window is "
                               "closed now, they are lost."), reason);
  _gk_window_ask (self, _("The Game Is Not Saved"), message, _("_Keep Playing"), "close",
                  _("_Close Anyway"), ADW_RESPONSE_DESTRUCTIVE, G_CALLBACK (close_response));
  return TRUE;
}

/* ---- GObject ---- */

/* The window's icon, for the window manager (X11 takes it as pixels, at
 * each size the icon theme has), once the first frame is drawn and the
 * main loop is idle: nothing in the window shows it, and looking it up and
 * handing it over costs as much as a third of building the window.  Every
 * toplevel made after that has it from the default. */
static gboolean
set_icon (gpointer user_data)
{
  GkWindow *self = GK_WINDOW (user_data);

  self->icon_idle = 0;
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (self), APP_ID);
  return G_SOURCE_REMOVE;
}

static void
first_frame_drawn (GdkFrameClock *clock,
                   GkWindow      *self)
{
  g_clear_signal_handler (&self->icon_frame, clock);
  self->icon_idle = g_idle_add (set_icon, self);
}

static void
gk_window_realize (GtkWidget *widget)
{
  GkWindow *self = GK_WINDOW (widget);

  GTK_WIDGET_CLASS (gk_window_parent_class)->realize (widget);
  if (gtk_window_get_icon_name (GTK_WINDOW (self)) == NULL
      && gtk_window_get_default_icon_name () == NULL)
    self->icon_frame = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                         G_CALLBACK (first_frame_drawn), self);
  _gk_window_library_realized (self);
}

static void
gk_window_unrealize (GtkWidget *widget)
{
  GkWindow *self = GK_WINDOW (widget);

  g_clear_signal_handler (&self->icon_frame, gtk_widget_get_frame_clock (widget));
  g_clear_handle_id (&self->icon_idle, g_source_remove);
  _gk_window_library_unrealized (self);
  GTK_WIDGET_CLASS (gk_window_parent_class)->unrealize (widget);
}

/* The main menu's popover is built when it first opens: built with the
 * window, its sections keep the first frames busy for nothing. */
static void
create_menu (GtkMenuButton *button,
             gpointer       user_data)
{
  GkWindow *self = GK_WINDOW (user_data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
gk_window_dispose (GObject *object)
{
  GkWindow *self = GK_WINDOW (object);

  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  if (self->listing_drafts != NULL)
    g_cancellable_cancel (self->listing_drafts);
  g_clear_object (&self->listing_drafts);
  if (self->session != NULL)
    {
      _gk_window_forget_deleted (self);
      g_signal_handlers_disconnect_by_data (self->session, self);
      /* Every change reaches the disk; the file is free for another window. */
      gk_session_close (self->session);
    }
  g_clear_object (&self->details);
  g_clear_object (&self->session);
  g_clear_object (&self->chooser);
  g_clear_object (&self->pending_game);
  g_clear_object (&self->pending_file);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_object (&self->move_toast);
  if (self->toast_settling != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->toast_settling);
  self->toast_settling = 0;
  g_clear_object (&self->toast_leaving);
  g_clear_object (&self->from_history);
  g_clear_object (&self->history);
  g_clear_object (&self->context);
  if (self->position_draft != NULL)
    g_signal_handlers_disconnect_by_data (self->position_draft, self);
  g_clear_object (&self->position_draft);
  /* Closed with the game (the session let go of it above), or now. */
  if (self->table_view != NULL)
    gtk_window_destroy (GTK_WINDOW (self->table_view));

  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_WINDOW);
  memset (self->pages, 0, sizeof self->pages);

  G_OBJECT_CLASS (gk_window_parent_class)->dispose (object);
}

static void
gk_window_class_init (GkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = gk_window_close_request;
  widget_class->realize = gk_window_realize;
  widget_class->unrealize = gk_window_unrealize;

  g_type_ensure (GK_TYPE_START_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-window.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "undo_narrow_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, score_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, start_page);

  _gk_window_class_add_actions (widget_class);
}

/* The app's style sheet, once per display. */
static void
add_style (GkWindow *self)
{
  static GdkDisplay *styled_display;
  g_autoptr(GtkCssProvider) css = NULL;

  if (styled_display == gtk_widget_get_display (GTK_WIDGET (self)))
    return;
  styled_display = gtk_widget_get_display (GTK_WIDGET (self));
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css,
                                       "/io/github/ginkgocompanion/GinkgoCompanion/ui/style.css");
  gtk_style_context_add_provider_for_display (styled_display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "back_button", N_("Back"),
  "undo_button", N_("Undo the Last Move (Ctrl+Z)"),
  "redo_button", N_("Redo (Ctrl+Shift+Z)"),
  "undo_narrow_button", N_("Undo the Last Move (Ctrl+Z)"),
  "menu_button", N_("Main Menu"),
  "save_button", N_("Save As… (Ctrl+Shift+S)"),
  "score_button", N_("The Score as It Stands (Ctrl+T)"),
  NULL
};

static void
gk_window_init (GkWindow *self)
{
  GSettings *settings;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_WINDOW, tooltips);
  gk_ui_plain_accessible_names (GTK_WIDGET (self));
  self->pages[GK_PAGE_START] = GTK_WIDGET (self->start_page);

  /* One context for every window of the process, the app's. */
  self->context = g_object_ref (gk_context_get_default ());
  self->session = gk_session_new_for_context (self->context);
  self->position_draft = gk_position_draft_new ();
  g_signal_connect_object (self->position_draft, "changed",
                           G_CALLBACK (_gk_window_position_draft_changed), self,
                           G_CONNECT_SWAPPED);
  self->details = gk_play_details_new (self->session);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "present", G_CALLBACK (gtk_window_present), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::read-only", G_CALLBACK (_gk_window_update),
                           self, G_CONNECT_SWAPPED);
  /* The start page marks the file open here. */
  g_object_bind_property (self->session, "file", self->start_page, "current",
                          G_BINDING_SYNC_CREATE);
  _gk_window_init_library (self);

  /* The size the last window had when it was closed; until then the schema's. */
  settings = gk_context_get_settings (self->context);
  if (settings != NULL)
    {
      g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
    }

  add_style (self);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), create_menu, self,
                                         NULL);

  self->page = GK_PAGE_START;
  _gk_window_update (self);
}

GkWindow *
gk_window_new (GtkApplication *application)
{
  return g_object_new (GK_TYPE_WINDOW, "application", application, NULL);
}
