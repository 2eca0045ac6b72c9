/* gk-window-notices.c: what the window tells the user: toasts, questions
 * and the bars over the page (a save that fails, a file another program
 * changed, a game another process plays)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-fold-box.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

/* ---- toasts and dialogs ---- */

/* @message kept as the last message shown (a toast, an error, a question). */
static void
remember (GkWindow   *self,
          const char *message)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
}

AdwToast *
_gk_window_toast_new (GkWindow   *self,
                      const char *message)
{
  remember (self, message);
  return gk_ui_toast_new (message);
}

void
_gk_window_toast (GkWindow   *self,
                  const char *message)
{
  AdwToast *toast = _gk_window_toast_new (self, message);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_gk_window_error (GkWindow   *self,
                  const char *heading,
                  const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  remember (self, message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwMessageDialog *
_gk_window_ask (GkWindow              *self,
                const char            *heading,
                const char            *body,
                const char            *cancel_label,
                const char            *go,
                const char            *go_label,
                AdwResponseAppearance  appearance,
                GCallback              callback)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", cancel_label,
                                    go, go_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), go, appearance);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", callback, self, 0);
  remember (self, body);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

/* ---- the toast of a move ----
 *
 * One toast says what the last move did, with an Undo that names it: a new
 * move takes over that toast (its words, its Undo, its time) rather than
 * queueing a toast of its own.  An undo or a redo retires it: it offers no
 * Undo and goes a moment later, unless a move takes it over.  Another page
 * or another game takes it away at once: it belongs to the page and the
 * game it was shown over.
 * (A toast is never dismissed while it slides in: libadwaita 1.2 frees it
 * under its running animation.)
 */

static void
move_toast_dismissed (AdwToast *toast,
                      GkWindow *self)
{
  if (self->move_toast == toast)
    g_clear_object (&self->move_toast);
}

/* The longest a toast takes to slide in (libadwaita's, when it replaces
 * another), and a frame more. */
#define TOAST_SLIDE_IN_US (600 * G_TIME_SPAN_MILLISECOND)

/* Once the move's toast is in, one dropped meanwhile goes.  Ticks on the
 * window, whose clock is its overlays', while any page shows. */
static gboolean
toast_settle_tick (GtkWidget     *window,
                   GdkFrameClock *clock,
                   gpointer       data)
{
  GkWindow *self = data;
  g_autoptr(AdwToast) leaving = NULL;

  if (gdk_frame_clock_get_frame_time (clock) - self->toast_added < TOAST_SLIDE_IN_US)
    return G_SOURCE_CONTINUE;
  self->toast_settling = 0;
  leaving = g_steal_pointer (&self->toast_leaving);
  if (leaving != NULL)
    adw_toast_dismiss (leaving);
  return G_SOURCE_REMOVE;
}

/* Shows the move's toast, new or again; its slide in is timed, for a
 * dismissal must wait for it (libadwaita 1.2 frees a toast dismissed
 * while it slides in under its running animation). */
static void
add_move_toast (GkWindow *self)
{
  GtkWidget *overlay = GTK_WIDGET (self->move_toast_overlay);

  adw_toast_overlay_add_toast (self->move_toast_overlay, g_object_ref (self->move_toast));
  /* Not on screen: libadwaita shows it without sliding. */
  if (!gtk_widget_get_mapped (overlay))
    return;
  self->toast_added = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (overlay));
  if (self->toast_settling == 0)
    self->toast_settling = gtk_widget_add_tick_callback (GTK_WIDGET (self), toast_settle_tick,
                                                         self, NULL);
}

/* The toast's move is no longer the last: no Undo for it. */
void
_gk_window_withdraw_move_undo (GkWindow *self)
{
  if (self->move_toast == NULL)
    return;
  adw_toast_set_button_label (self->move_toast, NULL);
  adw_toast_set_action_name (self->move_toast, NULL);
}

void
_gk_window_retire_move_toast (GkWindow *self)
{
  if (self->move_toast == NULL)
    return;
  _gk_window_withdraw_move_undo (self);
  adw_toast_set_timeout (self->move_toast, 1);
  /* Shown: its time starts again, now one second (the next move may still
   * take it over). */
  add_move_toast (self);
}

void
_gk_window_drop_move_toast (GkWindow *self)
{
  g_autoptr(AdwToast) toast = NULL;

  if (self->move_toast == NULL)
    return;
  _gk_window_withdraw_move_undo (self);
  toast = g_steal_pointer (&self->move_toast);
  if (self->toast_settling == 0)
    adw_toast_dismiss (toast);
  else
    g_set_object (&self->toast_leaving, toast);
}

void
_gk_window_notices_page_changed (GkWindow *self)
{
  if (self->move_toast != NULL && self->move_toast_page != self->page)
    _gk_window_drop_move_toast (self);
}

void
_gk_window_show_move_toast (GkWindow   *self,
                            const char *message)
{
  GkGame *game = gk_session_get_game (self->session);
  const GkPlayRecord *play = gk_session_get_play (self->session);
  AdwToast *toast = self->move_toast;

  if (toast == NULL)
    {
      const GkPageInfo *info = &_gk_window_pages[self->page];

      /* The page's place for it (the play page's: over the city). */
      self->move_toast_overlay = info->notices != NULL ? info->notices (self)
                                                       : self->toast_overlay;
      toast = self->move_toast = _gk_window_toast_new (self, message);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (move_toast_dismissed), self, 0);
    }
  else
    {
      /* A toast's title is markup; the message is plain text. */
      g_autofree char *title = g_markup_escape_text (message, -1);

      remember (self, message);
      adw_toast_set_title (toast, title);
    }
  adw_toast_set_timeout (toast, 5);
  self->move_toast_page = self->page;
  if (game != NULL)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo-move");
      adw_toast_set_action_target_value (toast,
                                         g_variant_new ("(su)",
                                                        play != NULL && play->id != NULL
                                                        ? play->id : "",
                                                        gk_game_get_cursor (game)));
    }
  /* New, or shown again from the start (the overlay keeps one reference). */
  add_move_toast (self);
}

/* ---- the bars ---- */

#define BARS_UI "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-window-bars.ui"

/* The bars, under the header bar, built the first time one shows: most
 * windows never show one, and the first frame does not wait for them. */
static void
ensure_bars (GkWindow *self)
{
  static const char *const bars[] = { "save_bar", "conflict_bar", "lock_bar" };
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->header_bar));
  GtkWidget *above = GTK_WIDGET (self->header_bar);

  if (self->save_bar != NULL)
    return;
  g_type_ensure (GK_TYPE_FOLD_BOX);
  builder = gtk_builder_new_from_resource (BARS_UI);
  for (guint i = 0; i < G_N_ELEMENTS (bars); i++)
    {
      GtkWidget *bar = GTK_WIDGET (gtk_builder_get_object (builder, bars[i]));

      gtk_box_insert_child_after (GTK_BOX (box), bar, above);
      gk_ui_plain_accessible_names (bar);
      above = bar;
    }
  self->save_bar = GTK_INFO_BAR (gtk_builder_get_object (builder, "save_bar"));
  self->save_label = GTK_LABEL (gtk_builder_get_object (builder, "save_label"));
  self->conflict_bar = GTK_INFO_BAR (gtk_builder_get_object (builder, "conflict_bar"));
  self->conflict_label = GTK_LABEL (gtk_builder_get_object (builder, "conflict_label"));
  self->lock_bar = GTK_INFO_BAR (gtk_builder_get_object (builder, "lock_bar"));
  self->lock_label = GTK_LABEL (gtk_builder_get_object (builder, "lock_label"));
}

/* The bar *@bar shown or hidden (a bar never built is hidden). */
static void
show_bar (GkWindow    *self,
          GtkInfoBar **bar,
          gboolean     shown)
{
  if (shown)
    ensure_bars (self);
  if (*bar == NULL)
    return;
  gtk_info_bar_set_revealed (*bar, shown);
  gtk_widget_set_visible (GTK_WIDGET (*bar), shown);
}

/* What another program or process did to the game's file: changed it (the
 * user says which version to keep), or has it open for playing (the game
 * is shown here without changes). */
void
_gk_window_update_file_bars (GkWindow *self)
{
  GFile *file = gk_session_get_file (self->session);
  gboolean conflict = gk_session_has_conflict (self->session);
  const char *holder = gk_session_get_holder (self->session);
  GtkWidget *play_page = self->pages[GK_PAGE_PLAY];

  if (conflict)
    {
      g_autofree char *name = gk_ui_file_display_name (file);
      g_autofree char *message =
        /* TRANSLATORS: %s is a file name */
        g_strdup_printf (_("Another program changed “%s”. Nothing was written over it: the "
                           "moves made here since are kept in this window."), name);

      ensure_bars (self);
      gtk_label_set_label (self->conflict_label, message);
    }
  show_bar (self, &self->conflict_bar, conflict);

  if (holder != NULL)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s says who: “Anna (anna) on the computer “kitchen”, process 1234” */
        g_strdup_printf (_("This game is open for playing by %s. It is shown here without "
                           "changes."), holder);

      ensure_bars (self);
      gtk_label_set_label (self->lock_label, message);
    }
  show_bar (self, &self->lock_bar, holder != NULL);
  if (play_page != NULL)
    {
      GtkWidget *entry = GTK_WIDGET (gk_play_page_get_round_entry (GK_PLAY_PAGE (play_page)));
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      /* The typed move's field gives up the focus before it is switched off. */
      if (holder != NULL && focus != NULL && gtk_widget_is_ancestor (focus, entry))
        gtk_root_set_focus (GTK_ROOT (self), NULL);
      /* Nor is a finished play typed into (the play page's own read-only). */
      gtk_widget_set_sensitive (entry, holder == NULL
                                       && !gk_play_page_get_read_only (GK_PLAY_PAGE (play_page)));
    }
}

void
_gk_window_update_save_bar (GkWindow *self)
{
  const GError *error = gk_session_get_save_error (self->session);
  g_autofree char *notice = gk_session_take_notice (self->session);

  if (notice != NULL)
    _gk_window_toast (self, notice);

  if (error != NULL)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is the reason (a file and the system's message) */
        g_strdup_printf (_("The game cannot be saved: %s. Play on: every move is kept and "
                           "saved as soon as it can be."), error->message);

      ensure_bars (self);
      gtk_label_set_label (self->save_label, message);
    }
  show_bar (self, &self->save_bar, error != NULL);
  _gk_window_update_file_bars (self);
}

char *
_gk_window_unsaved_reason (GkWindow *self)
{
  const GError *error = gk_session_get_save_error (self->session);

  if (error != NULL)
    return g_strdup (error->message);
  if (gk_session_has_conflict (self->session))
    return g_strdup (_("another program changed the game’s file, and which version to keep "
                       "is not chosen yet"));
  return NULL;
}

/* ---- for the tests ---- */

const char *
_gk_window_get_last_toast (GkWindow *self)
{
  return self->last_toast;
}

AdwToast *
_gk_window_get_move_toast (GkWindow *self)
{
  return self->move_toast;
}
