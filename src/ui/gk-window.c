/* gk-window.c: the main window: start page, setup, play, score, position
 *
 * The window shows a session (GkSession): the game or position it has open
 * and the file it lives in.  The session saves every confirmed move, undo
 * and redo; the window follows its "changed" signal, shows the game library
 * on the start page and tells the user when a save fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-application.h"
#include "gk-history-page.h"
#include "gk-open-rules-window.h"
#include "gk-play-details.h"
#include "gk-play-page.h"
#include "gk-position-editor.h"
#include "gk-score-page.h"
#include "gk-score-sheet.h"
#include "gk-session.h"
#include "gk-setup-assistant.h"
#include "gk-sheet-page.h"
#include "gk-start-page.h"
#include "gk-stats-page.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

#define GK_MIME_TYPE "application/x-ginkgo-game"

typedef enum
{
  GK_PAGE_START,
  GK_PAGE_SETUP,
  GK_PAGE_PLAY,
  GK_PAGE_SCORE,
  GK_PAGE_POSITION,
  GK_PAGE_HISTORY,
  GK_PAGE_STATS,
  GK_PAGE_SHEET,
  GK_N_PAGES
} GkPage;

struct _GkWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkWidget            *back_button;
  GtkWidget            *history_box;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkWidget            *score_button;
  GtkWidget            *save_button;
  GtkWidget            *menu_button;
  GMenuModel           *primary_menu;
  AdwWindowTitle       *window_title;
  GtkInfoBar           *save_bar;
  GtkLabel             *save_label;
  GtkInfoBar           *conflict_bar;
  GtkLabel             *conflict_label;
  GtkInfoBar           *lock_bar;
  GtkLabel             *lock_label;
  GtkStack             *stack;
  GkStartPage          *start_page;
  GkSetupAssistant     *setup_assistant;
  GkPlayPage           *play_page;
  GtkWidget            *score_page;
  GkPositionEditor     *position_editor;
  GkHistoryPage        *history_page;
  GkStatsPage          *stats_page;
  GkSheetPage          *sheet_page;

  /* state */
  GkSession            *session;
  GkPlayDetails        *details;       /* the play's details, edited on the score page */
  GkPage                page;
  GCancellable         *opening;       /* a file being opened */
  gboolean              list_pending;  /* the first listing waits for the first frame */
  gulong                first_paint;
  char                 *last_toast;
  AdwToast             *move_toast;    /* the toast of the last move, while it shows */
  GFile                *from_history;  /* the play opened from History: Back leads there */
  char                 *deleted;       /* the deletion Undo would restore */
  gboolean              close_anyway;  /* the user chose to close with unsaved moves */
  GkGame               *pending_game;  /* to take the place of a game whose saves fail */
  GFile                *pending_file;
  GtkFileChooserNative *chooser;
  GkHistoryIndex       *history;       /* the library's plays, opened with the first page */
  GkHistoryProfiles    *profiles;
  GtkStringList        *known_names;   /* the history's people, offered at setup */
  GkPositionDraft      *position_draft; /* the table being scored here, kept on disk */
  gboolean              draft_save_failed;
};

G_DEFINE_FINAL_TYPE (GkWindow, gk_window, ADW_TYPE_APPLICATION_WINDOW)

static void gk_window_update (GkWindow *self);
static void gk_window_update_title (GkWindow *self);
static void gk_window_update_file_bars (GkWindow *self);
static GtkWidget *ensure_setup_assistant (GkWindow *self);
static GtkWidget *ensure_play_page (GkWindow *self);
static GtkWidget *ensure_score_page (GkWindow *self);
static void gk_window_list_drafts (GkWindow *self);
static void gk_window_discard_current_table (GkWindow *self);
static GkHistoryIndex *ensure_history (GkWindow *self);
static void update_known_names (GkWindow *self);
static void suggest_locations (GkWindow *self);
static GtkWidget *ensure_position_editor (GkWindow *self);
static GtkWidget *ensure_history_page (GkWindow *self);
static GtkWidget *ensure_stats_page (GkWindow *self);
static GtkWidget *ensure_sheet_page (GkWindow *self);
static GkScoreSheet *score_sheet_new (GkWindow *self);

/* ---- the pages ---- */

/* Every page but the start page is built the first time it is needed: the
 * window opens faster and lighter. */
typedef struct
{
  const char  *name;
  const char  *title;                 /* N_(): fixed, or NULL when the page names itself */
  GkPage       back;                  /* where Back leads */
  gboolean     can_save;              /* Save As is offered, given something to save */
  GtkWidget *(*ensure) (GkWindow *self);
} GkPageInfo;

static const GkPageInfo pages[GK_N_PAGES] = {
  [GK_PAGE_START] = { "start", N_("Ginkgo Companion"), GK_PAGE_START, FALSE, NULL },
  [GK_PAGE_SETUP] = { "setup", N_("New Game"), GK_PAGE_START, FALSE, ensure_setup_assistant },
  [GK_PAGE_PLAY] = { "play", NULL, GK_PAGE_START, TRUE, ensure_play_page },
  /* The score of a game in progress leads back to it (see back_target()). */
  [GK_PAGE_SCORE] = { "score", NULL, GK_PAGE_PLAY, TRUE, ensure_score_page },
  [GK_PAGE_POSITION] = { "position", N_("Score a Finished Table"), GK_PAGE_START, TRUE,
                         ensure_position_editor },
  [GK_PAGE_HISTORY] = { "history", N_("History"), GK_PAGE_START, FALSE, ensure_history_page },
  [GK_PAGE_STATS] = { "stats", N_("Statistics"), GK_PAGE_START, FALSE, ensure_stats_page },
  /* New Game's choice, and a score sheet of another game from its setup to its pad. */
  [GK_PAGE_SHEET] = { "sheet", NULL, GK_PAGE_START, FALSE, ensure_sheet_page },
};

/* ---- helpers ---- */

static GkGame *
session_game (GkWindow *self)
{
  return gk_session_get_game (self->session);
}

static gboolean
scoring_position (GkWindow *self)
{
  return gk_session_get_position (self->session) != NULL;
}

/* The names and colours of the last game set up, offered for the next one. */
static void
offer_last_players (GkWindow         *self,
                    GkSetupAssistant *assistant)
{
  GSettings *settings = gk_session_get_settings (self->session);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  guint n;

  if (settings == NULL)
    return;
  names = g_settings_get_strv (settings, "last-player-names");
  colours = g_settings_get_strv (settings, "last-player-colours");
  n = g_strv_length (names);
  if (n < 2 || n > GK_MAX_PLAYERS)
    return;

  gk_setup_assistant_set_n_players (assistant, n);
  for (guint seat = 0; seat < n; seat++)
    {
      GkPlayerColour colour = (GkPlayerColour) seat;

      if (colours != NULL && seat < g_strv_length (colours))
        gk_player_colour_from_string (colours[seat], &colour);
      gk_setup_assistant_set_player (assistant, seat, names[seat], colour);
    }
}

static void
remember_players (GkWindow      *self,
                  const GkSetup *setup)
{
  GSettings *settings = gk_session_get_settings (self->session);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL;
  g_auto(GStrv) colour_list = NULL;

  if (settings == NULL)
    return;
  for (guint p = 0; p < setup->n_players; p++)
    {
      g_strv_builder_add (names, setup->players[p].name);
      g_strv_builder_add (colours, gk_player_colour_to_string (setup->players[p].colour));
    }
  name_list = g_strv_builder_end (names);
  colour_list = g_strv_builder_end (colours);
  g_settings_set_strv (settings, "last-player-names", (const char * const *) name_list);
  g_settings_set_strv (settings, "last-player-colours", (const char * const *) colour_list);
}

/* @message (plain text) as a toast's title (markup), kept as the last
 * message shown. */
static char *
toast_title (GkWindow   *self,
             const char *message)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
  return g_markup_escape_text (message, -1);
}

/* A toast saying @message. */
static AdwToast *
toast_new (GkWindow   *self,
           const char *message)
{
  g_autofree char *title = toast_title (self, message);

  return adw_toast_new (title);
}

static void
gk_window_toast (GkWindow   *self,
                 const char *message)
{
  AdwToast *toast = toast_new (self, message);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* ---- the toast of a move ----
 *
 * One toast says what the last move did, with an Undo that names it: a new
 * move takes over that toast (its words, its Undo, its time) rather than
 * queueing a toast of its own.  An undo, a redo or another game retire it:
 * it offers no Undo and goes a moment later, unless a move takes it over.
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

/* The toast's move is no longer the last: no Undo for it. */
static void
withdraw_move_undo (GkWindow *self)
{
  if (self->move_toast == NULL)
    return;
  adw_toast_set_button_label (self->move_toast, NULL);
  adw_toast_set_action_name (self->move_toast, NULL);
}

static void
retire_move_toast (GkWindow *self)
{
  if (self->move_toast == NULL)
    return;
  withdraw_move_undo (self);
  adw_toast_set_timeout (self->move_toast, 1);
  /* Shown: its time starts again, now one second (the next move may still
   * take it over). */
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->move_toast));
}

static void
show_move_toast (GkWindow   *self,
                 const char *message)
{
  GkGame *game = gk_session_get_game (self->session);
  const GkPlayRecord *play = gk_session_get_play (self->session);
  AdwToast *toast = self->move_toast;

  if (toast == NULL)
    {
      toast = self->move_toast = toast_new (self, message);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (move_toast_dismissed), self, 0);
    }
  else
    {
      g_autofree char *title = toast_title (self, message);

      adw_toast_set_title (toast, title);
    }
  adw_toast_set_timeout (toast, 5);
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
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

static void
gk_window_error (GkWindow   *self,
                 const char *heading,
                 const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A question with a safe answer ("cancel", the default, also Escape) and
 * @go (@go_label, looking @appearance); @callback gets the answer. */
static void
gk_window_ask (GkWindow              *self,
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
  g_free (self->last_toast);
  self->last_toast = g_strdup (body);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
gk_window_add_recent (GkWindow *self,
                      GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = { 0 };

  data.mime_type = (char *) GK_MIME_TYPE;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "ginkgo-companion %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* ---- the library on the start page ---- */

/* The tables being scored, read from the drafts folder (a few small files). */
static void
gk_window_list_drafts (GkWindow *self)
{
  GkLibrary *library = gk_session_get_library (self->session);
  g_autoptr(GPtrArray) files = gk_position_draft_list_files (library);
  g_autoptr(GPtrArray) drafts = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GkPositionDraft) draft = gk_position_draft_new ();

      /* One that cannot be read is left as it is, and not listed. */
      if (gk_position_draft_load (draft, NULL, g_ptr_array_index (files, i), NULL))
        g_ptr_array_add (drafts, g_steal_pointer (&draft));
    }
  gk_start_page_set_drafts (self->start_page, drafts,
                            gk_position_draft_get_file (self->position_draft));
}

static void
gk_window_refresh_library (GkWindow *self)
{
  if (self->list_pending)
    return;
  gk_library_refresh (gk_session_get_library (self->session));
  gk_window_list_drafts (self);
}

static void
gk_window_library_problem (GkWindow *self)
{
  gk_start_page_set_library_problem (self->start_page,
                                     gk_library_get_problem (gk_session_get_library (self->session)));
}

/* The library is listed once the window has drawn its first frame: the
 * listing reads files in a worker, which would compete with the start for
 * the processor, and the start page shows at once and fills in. */
static void
gk_window_first_paint (GdkFrameClock *clock,
                       GkWindow      *self)
{
  g_clear_signal_handler (&self->first_paint, clock);
  self->list_pending = FALSE;
  gk_window_refresh_library (self);
}

static void
gk_window_realize (GtkWidget *widget)
{
  GkWindow *self = GK_WINDOW (widget);

  GTK_WIDGET_CLASS (gk_window_parent_class)->realize (widget);
  if (self->list_pending)
    self->first_paint = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                          G_CALLBACK (gk_window_first_paint), self);
}

static void
gk_window_unrealize (GtkWidget *widget)
{
  GkWindow *self = GK_WINDOW (widget);

  g_clear_signal_handler (&self->first_paint, gtk_widget_get_frame_clock (widget));
  GTK_WIDGET_CLASS (gk_window_parent_class)->unrealize (widget);
}

/* ---- pages ---- */

static void gk_window_start_game (GkWindow *self, GkSetupAssistant *assistant);
static void gk_window_setup_step_changed (GkWindow *self);
static void gk_window_score_position (GkWindow *self, GkPositionEditor *editor);
static void gk_window_move_confirmed (GkWindow *self, const char *summary, GkRoundEntry *entry);

static GtkWidget *
ensure_setup_assistant (GkWindow *self)
{
  if (self->setup_assistant == NULL)
    {
      self->setup_assistant = GK_SETUP_ASSISTANT (gk_setup_assistant_new ());
      ensure_history (self);
      update_known_names (self);
      gk_setup_assistant_set_known_names (self->setup_assistant,
                                          G_LIST_MODEL (self->known_names));
      g_signal_connect_object (self->setup_assistant, "start-game",
                               G_CALLBACK (gk_window_start_game), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->setup_assistant, "step-changed",
                               G_CALLBACK (gk_window_setup_step_changed), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->setup_assistant),
                           pages[GK_PAGE_SETUP].name);
    }
  return GTK_WIDGET (self->setup_assistant);
}

static GtkWidget *
ensure_play_page (GkWindow *self)
{
  if (self->play_page == NULL)
    {
      self->play_page = GK_PLAY_PAGE (gk_play_page_new ());
      g_object_bind_property (self->session, "read-only", self->play_page, "read-only",
                              G_BINDING_SYNC_CREATE);
      /* A game played elsewhere stays untyped into, finished or not. */
      g_signal_connect_object (self->play_page, "notify::read-only",
                               G_CALLBACK (gk_window_update_file_bars), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (gk_play_page_get_round_entry (self->play_page), "move-confirmed",
                               G_CALLBACK (gk_window_move_confirmed), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->play_page), pages[GK_PAGE_PLAY].name);
    }
  return GTK_WIDGET (self->play_page);
}

static GtkWidget *
ensure_score_page (GkWindow *self)
{
  if (self->score_page == NULL)
    {
      self->score_page = gk_score_page_new ();
      g_object_bind_property (self->session, "read-only", self->score_page, "read-only",
                              G_BINDING_SYNC_CREATE);
      gk_score_page_set_details (GK_SCORE_PAGE (self->score_page), self->details);
      /* Places played at before, from the history, to choose from. */
      if (ensure_history (self) != NULL)
        {
          g_signal_connect_object (self->history, "changed", G_CALLBACK (suggest_locations),
                                   self, G_CONNECT_SWAPPED);
          suggest_locations (self);
        }
      gtk_stack_add_named (self->stack, self->score_page, pages[GK_PAGE_SCORE].name);
    }
  return self->score_page;
}

static GtkWidget *
ensure_position_editor (GkWindow *self)
{
  if (self->position_editor == NULL)
    {
      self->position_editor = GK_POSITION_EDITOR (gk_position_editor_new ());
      ensure_history (self);
      update_known_names (self);
      gk_position_editor_set_known_names (self->position_editor,
                                          G_LIST_MODEL (self->known_names));
      gk_position_editor_set_draft (self->position_editor, self->position_draft);
      g_signal_connect_object (self->position_editor, "discard",
                               G_CALLBACK (gk_window_discard_current_table), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->position_editor, "score",
                               G_CALLBACK (gk_window_score_position), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->position_editor),
                           pages[GK_PAGE_POSITION].name);
    }
  return GTK_WIDGET (self->position_editor);
}

static void
history_rebuilt (GkWindow *self)
{
  gk_window_toast (self, _("The play history was rebuilt from the saved games"));
}

/* The history is the application's, read in a worker when a page first
 * needs it; a window without the application (a test) keeps its own. */
static GkHistoryIndex *
ensure_history (GkWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->history != NULL)
    return self->history;
  if (GK_IS_APPLICATION (app))
    {
      self->history = g_object_ref (gk_application_get_history (GK_APPLICATION (app)));
      self->profiles = g_object_ref (gk_application_get_profiles (GK_APPLICATION (app)));
    }
  else
    {
      self->history = gk_history_index_new_default ();
      self->profiles = gk_history_profiles_new_default ();
      gk_history_index_watch (self->history);
      gk_history_index_refresh_async (self->history, NULL, NULL, NULL);
    }
  g_signal_connect_object (self->history, "rebuilt", G_CALLBACK (history_rebuilt), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "changed", G_CALLBACK (update_known_names), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->profiles, "changed", G_CALLBACK (update_known_names), self,
                           G_CONNECT_SWAPPED);
  return self->history;
}

/* The people of the history, most plays first, offered when a player's
 * name is typed (in the setup and the position editor). */
static void
update_known_names (GkWindow *self)
{
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) persons = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  if (self->history == NULL)
    return;
  plays = gk_history_index_list_plays (self->history, NULL);
  persons = gk_history_profiles_list_persons (self->profiles, plays);
  for (guint i = 0; i < persons->len; i++)
    {
      const GkHistoryPerson *person = g_ptr_array_index (persons, i);

      if (person->name != NULL && *person->name != '\0')
        g_strv_builder_add (builder, person->name);
    }
  names = g_strv_builder_end (builder);
  gtk_string_list_splice (self->known_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->known_names)),
                          (const char * const *) names);
}

/* Who sits at each seat of a new play: the person each name stands for in
 * the history (a name typed before is the same person; a new one becomes
 * one), so that renames keep them one person. */
static void
add_persons (GkWindow           *self,
             GkPlayRecord       *record,
             const char * const *names,
             guint               n_names)
{
  ensure_history (self);
  gk_history_profiles_add_persons (self->profiles, record, names, n_names);
}

/* The locations of the history's plays, newest first, offered when a
 * play's location is typed. */
static void
suggest_locations (GkWindow *self)
{
  g_autoptr(GPtrArray) locations = g_ptr_array_new ();
  g_autoptr(GPtrArray) plays = NULL;

  if (self->history != NULL)
    plays = gk_history_index_list_plays (self->history, NULL);
  for (guint i = 0; plays != NULL && i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      if (play->location != NULL)
        g_ptr_array_add (locations, play->location);
    }
  gk_play_details_suggest (self->details, (const char * const *) locations->pdata,
                           locations->len);
}

/* A play chosen in History: Back returns to History as it was left (its
 * filters and where its list was scrolled to). */
static void
gk_window_open_from_history (GkWindow *self,
                             GFile    *file)
{
  gk_window_open_file (self, file);
  g_set_object (&self->from_history, file);
}

static GtkWidget *
ensure_history_page (GkWindow *self)
{
  if (self->history_page == NULL)
    {
      /* The index first: opening it makes the profiles too. */
      GkHistoryIndex *index = ensure_history (self);

      self->history_page = GK_HISTORY_PAGE (gk_history_page_new ());
      gk_history_page_set_history (self->history_page, index, self->profiles);
      /* A finished game opens on its final score (gk_window_game_replaced()). */
      g_signal_connect_object (self->history_page, "open-play",
                               G_CALLBACK (gk_window_open_from_history), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->history_page),
                           pages[GK_PAGE_HISTORY].name);
    }
  return GTK_WIDGET (self->history_page);
}

static GtkWidget *
ensure_stats_page (GkWindow *self)
{
  if (self->stats_page == NULL)
    {
      GkHistoryIndex *index = ensure_history (self);

      self->stats_page = GK_STATS_PAGE (gk_stats_page_new ());
      gk_stats_page_set_history (self->stats_page, index, self->profiles);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->stats_page), pages[GK_PAGE_STATS].name);
    }
  return GTK_WIDGET (self->stats_page);
}

static GtkWidget *
ensure_sheet_page (GkWindow *self)
{
  if (self->sheet_page == NULL)
    {
      self->sheet_page = GK_SHEET_PAGE (gk_sheet_page_new ());
      gk_sheet_page_set_library (self->sheet_page, gk_session_get_library (self->session));
      ensure_history (self);
      update_known_names (self);
      gk_sheet_page_set_people (self->sheet_page, G_LIST_MODEL (self->known_names),
                                self->profiles);
      g_signal_connect_object (self->sheet_page, "notify::title",
                               G_CALLBACK (gk_window_update_title), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->sheet_page, "notify::subtitle",
                               G_CALLBACK (gk_window_update_title), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->sheet_page), pages[GK_PAGE_SHEET].name);
    }
  return GTK_WIDGET (self->sheet_page);
}

static void
gk_window_show_page (GkWindow *self,
                     GkPage    page)
{
  if (pages[page].ensure != NULL)
    pages[page].ensure (self);
  self->page = page;
  gtk_stack_set_visible_child_name (self->stack, pages[page].name);
  if (page == GK_PAGE_START)
    gk_window_refresh_library (self);
  gk_ui_plain_accessible_names (GTK_WIDGET (self));
  /* A move can be typed as soon as the play page shows (after Start the
   * Game, a continued game, an undo from the final score). */
  if (page == GK_PAGE_PLAY)
    gk_round_entry_focus_quick_entry (gk_play_page_get_round_entry (self->play_page));
  gk_window_update (self);
}

static void
gk_window_show_score (GkWindow *self)
{
  GkScorePage *score = GK_SCORE_PAGE (ensure_score_page (self));

  if (scoring_position (self))
    gk_score_page_set_table (score, gk_session_get_position (self->session));
  else if (session_game (self) != NULL)
    gk_score_page_set_table (score, gk_game_get_table (session_game (self)));
  gk_window_show_page (self, GK_PAGE_SCORE);
}

static GkPage
back_target (GkWindow *self)
{
  GFile *file = gk_session_get_file (self->session);
  gboolean from_history = self->from_history != NULL && file != NULL
                          && g_file_equal (file, self->from_history);

  if (self->page == GK_PAGE_SCORE && from_history && session_game (self) != NULL
      && gk_table_is_game_over (gk_game_get_table (session_game (self))))
    return GK_PAGE_HISTORY;
  if (self->page == GK_PAGE_PLAY && from_history)
    return GK_PAGE_HISTORY;
  if (self->page == GK_PAGE_SCORE && scoring_position (self))
    return GK_PAGE_POSITION;
  if (self->page == GK_PAGE_SCORE
      && (session_game (self) == NULL || gk_table_is_game_over (gk_game_get_table (session_game (self)))))
    return GK_PAGE_START;
  return pages[self->page].back;
}

static void
gk_window_update_title (GkWindow *self)
{
  GkGame *game = session_game (self);
  GFile *file = gk_session_get_file (self->session);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->page == GK_PAGE_SETUP)
    subtitle = g_strdup (gk_setup_assistant_get_title (self->setup_assistant));
  else if (self->page == GK_PAGE_SHEET)
    {
      title = g_strdup (gk_sheet_page_get_title (self->sheet_page));
      subtitle = g_strdup (gk_sheet_page_get_subtitle (self->sheet_page));
    }
  else if (self->page == GK_PAGE_PLAY && game != NULL)
    {
      const GkTable *table = gk_game_get_table (game);

      if (gk_table_is_game_over (table))
        title = g_strdup (_("Game Over"));
      else if (gk_table_is_last_round (table))
        /* TRANSLATORS: the window title during the last round: "Round 12 (Last)" */
        title = g_strdup_printf (_("Round %u (Last)"), gk_table_get_round (table));
      else
        title = g_strdup_printf (_("Round %u"), gk_table_get_round (table));
    }
  else if (self->page == GK_PAGE_SCORE)
    {
      if (scoring_position (self))
        title = g_strdup (_("Score of a Finished Table"));
      else if (game != NULL && gk_table_is_game_over (gk_game_get_table (game)))
        title = g_strdup (_("Final Score"));
      else
        title = g_strdup (_("Score So Far"));
    }
  if (title == NULL)
    title = g_strdup (gettext (pages[self->page].title != NULL ? pages[self->page].title
                                                               : pages[GK_PAGE_START].title));

  /* A game of the library is named by its players; a file of the user's by its name. */
  if (subtitle == NULL && (self->page == GK_PAGE_PLAY || self->page == GK_PAGE_SCORE
                           || (self->page == GK_PAGE_POSITION && scoring_position (self))))
    {
      g_autoptr(GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;
      gboolean in_library = parent != NULL
        && g_file_equal (parent, gk_library_get_folder (gk_session_get_library (self->session)));

      if (file != NULL && !in_library)
        subtitle = gk_ui_file_display_name (file);
      else if (game != NULL && !scoring_position (self))
        subtitle = gk_format_player_names (gk_game_get_table (game));
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
show_bar (GtkInfoBar *bar,
          gboolean    shown)
{
  gtk_info_bar_set_revealed (bar, shown);
  gtk_widget_set_visible (GTK_WIDGET (bar), shown);
}

/* What another program or process did to the game's file: changed it (the
 * user says which version to keep), or has it open for playing (the game
 * is shown here without changes). */
static void
gk_window_update_file_bars (GkWindow *self)
{
  GFile *file = gk_session_get_file (self->session);
  gboolean conflict = gk_session_has_conflict (self->session);
  const char *holder = gk_session_get_holder (self->session);

  if (conflict)
    {
      g_autofree char *name = gk_ui_file_display_name (file);
      g_autofree char *message =
        /* TRANSLATORS: %s is a file name */
        g_strdup_printf (_("Another program changed “%s”. Nothing was written over it: the "
                           "moves made here since are kept in this window."), name);

      gtk_label_set_label (self->conflict_label, message);
    }
  show_bar (self->conflict_bar, conflict);

  if (holder != NULL)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s says who: “Anna (anna) on the computer “kitchen”, process 1234” */
        g_strdup_printf (_("This game is open for playing by %s. It is shown here without "
                           "changes."), holder);

      gtk_label_set_label (self->lock_label, message);
    }
  show_bar (self->lock_bar, holder != NULL);
  if (self->play_page != NULL)
    {
      GtkWidget *entry = GTK_WIDGET (gk_play_page_get_round_entry (self->play_page));
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      /* The typed move's field gives up the focus before it is switched off. */
      if (holder != NULL && focus != NULL && gtk_widget_is_ancestor (focus, entry))
        gtk_root_set_focus (GTK_ROOT (self), NULL);
      /* Nor is a finished play typed into (the play page's own read-only). */
      gtk_widget_set_sensitive (entry, holder == NULL
                                       && !gk_play_page_get_read_only (self->play_page));
    }
}

static void
gk_window_update_save_bar (GkWindow *self)
{
  const GError *error = gk_session_get_save_error (self->session);
  g_autofree char *notice = gk_session_take_notice (self->session);

  if (notice != NULL)
    gk_window_toast (self, notice);

  if (error != NULL)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is the reason (a file and the system's message) */
        g_strdup_printf (_("The game cannot be saved: %s. Play on: every move is kept and "
                           "saved as soon as it can be."), error->message);

      gtk_label_set_label (self->save_label, message);
    }
  show_bar (self->save_bar, error != NULL);
  gk_window_update_file_bars (self);
}

/* The one place that says which actions can run now. */
static void
gk_window_update (GkWindow *self)
{
  GkGame *game = session_game (self);
  gboolean playing = self->page == GK_PAGE_PLAY;
  gboolean scoring = self->page == GK_PAGE_SCORE;
  gboolean on_game = game != NULL && (playing || (scoring && !scoring_position (self)));
  /* A game another window or program is playing: nothing changes it here. */
  gboolean elsewhere = gk_session_is_played_elsewhere (self->session);
  /* A finished play opened again: nothing changes its moves by accident. */
  gboolean read_only = gk_session_get_read_only (self->session) || elsewhere;
  /* The score page has a sheet: of the game or of the position scored. */
  gboolean has_sheet = scoring && (scoring_position (self) || game != NULL);
  gboolean can_save;

  can_save = pages[self->page].can_save
             && (on_game || scoring_position (self) || self->page == GK_PAGE_POSITION);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game && !read_only && gk_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game && !read_only && gk_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct",
                                 on_game && read_only && !elsewhere);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", can_save);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-pdf", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-image", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.copy-image", has_sheet);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", game != NULL && playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", self->page != GK_PAGE_START);
  gtk_widget_set_visible (self->back_button, self->page != GK_PAGE_START);
  gtk_widget_set_visible (self->history_box, on_game);
  gtk_widget_set_visible (self->score_button, playing && game != NULL);
  gtk_widget_set_visible (self->save_button, can_save);
  gtk_widget_set_tooltip_text (self->back_button,
                               back_target (self) == GK_PAGE_START ? _("Start Page (Alt+←)")
                               : back_target (self) == GK_PAGE_HISTORY ? _("History (Alt+←)")
                               : _("Back (Alt+←)"));

  gk_window_update_title (self);
}

/* ---- the session ---- */

static void
gk_window_game_replaced (GkWindow *self)
{
  GkGame *game = session_game (self);

  if (game != NULL || self->play_page != NULL)
    gk_play_page_set_game (GK_PLAY_PAGE (ensure_play_page (self)), game);
  if (game == NULL)
    {
      if (self->page == GK_PAGE_PLAY || (self->page == GK_PAGE_SCORE && !scoring_position (self)))
        gk_window_show_page (self, GK_PAGE_START);
    }
  else if (gk_table_is_game_over (gk_game_get_table (game)))
    gk_window_show_score (self);
  else
    gk_window_show_page (self, GK_PAGE_PLAY);
}

static void
gk_window_session_changed (GkWindow  *self,
                           guint      change,
                           GkSession *session)
{
  GkGame *game = session_game (self);

  /* The last move's toast names a move no longer the last; a new move's
   * toast takes its place once the move is confirmed. */
  if (change == GK_SESSION_CHANGE_MOVE_PUSHED)
    withdraw_move_undo (self);
  else if (change != GK_SESSION_CHANGE_FILE && change != GK_SESSION_CHANGE_SAVE_STATE)
    retire_move_toast (self);

  switch ((GkSessionChange) change)
    {
    case GK_SESSION_CHANGE_GAME_REPLACED:
      gk_window_game_replaced (self);
      break;

    case GK_SESSION_CHANGE_POSITION_REPLACED:
      if (self->play_page != NULL)
        gk_play_page_set_game (self->play_page, NULL);
      gk_window_show_score (self);
      break;

    case GK_SESSION_CHANGE_MOVE_PUSHED:
    case GK_SESSION_CHANGE_REDONE:
      /* A confirmed move that ends the game leads to the final score. */
      if (gk_table_is_game_over (gk_game_get_table (game)) && self->page == GK_PAGE_PLAY)
        gk_window_show_score (self);
      break;

    case GK_SESSION_CHANGE_UNDONE:
      /* Undo from the final score goes back to the game. */
      if (self->page == GK_PAGE_SCORE && !scoring_position (self))
        gk_window_show_page (self, GK_PAGE_PLAY);
      break;

    case GK_SESSION_CHANGE_FILE:
    case GK_SESSION_CHANGE_SAVE_STATE:
    default:
      break;
    }
  gk_start_page_set_current (self->start_page, gk_session_get_file (self->session));
  gk_window_update_save_bar (self);
  gk_window_update (self);
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

  return pages[self->page].name;
}

void
_gk_window_show_position (GkWindow      *self,
                          const GkTable *position)
{
  /* A position opened from a file stays that file's; a game's file is not a position's. */
  gboolean kept = scoring_position (self);
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
  add_persons (self, record, names, MIN (n, GK_MAX_PLAYERS));
  gk_session_set_play (self->session, record, NULL);
}

static void
gk_window_opened (GObject      *source,
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
        gk_window_error (self, _("The File Cannot Be Opened"), error->message);
      return;
    }
  g_clear_object (&self->opening);

  gk_window_add_recent (self, gk_session_get_file (session));
  if (gk_session_get_position (session) != NULL)
    {
      /* The table scored here before stays in its own draft file. */
      if (gk_position_draft_get_file (self->position_draft) != NULL)
        gk_position_draft_detach (self->position_draft);
      gk_position_editor_load_table (GK_POSITION_EDITOR (ensure_position_editor (self)),
                                     gk_session_get_position (session));
    }
  else if (session_game (self) != NULL
           && (self->page == GK_PAGE_START || self->page == GK_PAGE_HISTORY))
    /* The game was open here already. */
    gk_window_game_replaced (self);
}

/* Why the last moves are in memory only, or NULL when they are on disk or
 * on their way. */
static char *
unsaved_reason (GkWindow *self)
{
  const GError *error = gk_session_get_save_error (self->session);

  if (error != NULL)
    return g_strdup (error->message);
  if (gk_session_has_conflict (self->session))
    return g_strdup (_("another program changed the game’s file, and which version to keep "
                       "is not chosen yet"));
  return NULL;
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
  gk_session_open_async (self->session, file, self->opening, gk_window_opened,
                         g_object_ref (self));
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
static void
replace_game (GkWindow *self,
              GkGame   *game,
              GFile    *file)
{
  g_autofree char *reason = unsaved_reason (self);
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
  gk_window_ask (self, _("The Game Is Not Saved"), message, _("_Keep Playing"), "replace",
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
    replace_game (self, NULL, file);
  else if (draft == NULL)
    gk_window_error (self, _("The File Cannot Be Opened"), error->message);
  /* Open in another window: that one came to the front. */
  else if (gk_sheet_page_set_draft (GK_SHEET_PAGE (ensure_sheet_page (self)), draft, NULL))
    {
      gk_window_add_recent (self, file);
      gk_window_show_page (self, GK_PAGE_SHEET);
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
  return self->opening != NULL || gk_library_is_loading (gk_session_get_library (self->session))
         || gk_start_page_is_filling (self->start_page)
         || (self->list_pending && gtk_widget_get_realized (GTK_WIDGET (self)))
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

gboolean
_gk_window_save_to (GkWindow  *self,
                    GFile     *file,
                    GError   **error)
{
  g_autoptr(GkTable) position = NULL;

  if (self->page == GK_PAGE_POSITION || (self->page == GK_PAGE_SCORE && scoring_position (self)))
    {
      position = gk_position_editor_build (GK_POSITION_EDITOR (ensure_position_editor (self)),
                                           error);
      if (position == NULL)
        return FALSE;
    }
  if (!gk_session_save_as (self->session, position, file, error))
    return FALSE;
  gk_window_add_recent (self, file);
  gk_window_update_title (self);
  return TRUE;
}

/* ---- actions ---- */

/* New Game: Ginkgopolis or a score sheet of another game, the last
 * players' names offered for a sheet. */
static void
gk_window_choose_game_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GSettings *settings = gk_session_get_settings (self->session);
  g_auto(GStrv) names = settings != NULL ? g_settings_get_strv (settings, "last-player-names")
                                         : NULL;

  gk_sheet_page_choose (GK_SHEET_PAGE (ensure_sheet_page (self)), (const char * const *) names);
  gk_window_show_page (self, GK_PAGE_SHEET);
}

static void
gk_window_new_game_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  gk_setup_assistant_reset (GK_SETUP_ASSISTANT (ensure_setup_assistant (self)));
  offer_last_players (self, self->setup_assistant);
  gk_window_show_page (self, GK_PAGE_SETUP);
}

static GtkFileFilter *
ginkgo_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Ginkgopolis games (.ginkgo)"));
  gtk_file_filter_add_mime_type (filter, GK_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "ginkgo");
  return filter;
}

static void
gk_window_open_response (GkWindow             *self,
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
gk_window_open_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = ginkgo_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (gk_window_open_response), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
gk_window_open_recent_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  gk_window_open_file (GK_WINDOW (widget), file);
}

/* org.freedesktop.FileManager1 selects the file in its folder; without a
 * file manager that offers it, the folder itself is opened. */
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
      GkWindow *self = g_task_get_source_object (task);
      GFile *file = g_task_get_task_data (task);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *uri = g_file_get_uri (folder);

      g_debug ("No file manager shows the file (%s): opening its folder", error->message);
      gtk_show_uri (GTK_WINDOW (self), uri, GDK_CURRENT_TIME);
    }
}

static void
gk_window_show_in_folder_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  const char *uri = g_variant_get_string (param, NULL);
  GApplication *app = g_application_get_default ();
  GDBusConnection *bus = app != NULL ? g_application_get_dbus_connection (app) : NULL;
  g_autoptr(GTask) task = g_task_new (self, NULL, NULL, NULL);
  const char *uris[] = { uri, NULL };

  g_task_set_task_data (task, g_file_new_for_uri (uri), g_object_unref);
  if (bus == NULL)
    bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  else
    g_object_ref (bus);
  if (bus == NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *folder_uri = g_file_get_uri (folder);

      gtk_show_uri (GTK_WINDOW (self), folder_uri, GDK_CURRENT_TIME);
      return;
    }
  g_dbus_connection_call (bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                          "org.freedesktop.FileManager1", "ShowItems",
                          g_variant_new ("(^ass)", uris, ""), NULL, G_DBUS_CALL_FLAGS_NONE, 5000,
                          NULL, show_items_done, g_steal_pointer (&task));
  g_object_unref (bus);
}

/* The last deletion, while its toast offers Undo; earlier ones are final. */
static void
forget_deleted (GkWindow *self)
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
    forget_deleted (self);
}

static void
gk_window_undo_delete_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autofree char *token = g_steal_pointer (&self->deleted);
  g_autoptr(GError) error = NULL;

  if (token == NULL)
    return;
  if (!gk_library_restore (gk_session_get_library (self->session), token, &error))
    gk_window_error (self, _("The Game Cannot Be Restored"), error->message);
  gk_window_refresh_library (self);
}

static void
gk_window_delete_game_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkLibrary *library = gk_session_get_library (self->session);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  g_autofree char *token = NULL;
  g_autoptr(GError) error = NULL;
  GObject *holder = gk_library_get_holder (library, file);
  g_autofree char *name = gk_ui_file_display_name (file);
  g_autofree char *message = NULL;
  AdwToast *toast;

  /* The sheet this window shows lets its file go. */
  if (holder != NULL && holder == G_OBJECT (self->sheet_page))
    {
      gk_sheet_page_close (self->sheet_page);
      holder = NULL;
    }
  if (holder != NULL && holder != G_OBJECT (self->session))
    {
      gk_window_toast (self, _("This game is open in another window."));
      return;
    }
  if (holder != NULL)
    gk_session_close (self->session);

  token = gk_library_remove (library, file, &error);
  if (token == NULL)
    {
      gk_window_error (self, _("The Game Cannot Be Deleted"), error->message);
      return;
    }

  if (g_str_has_prefix (token, "tracked:"))
    /* TRANSLATORS: a file name */
    message = g_strdup_printf (_("“%s” is no longer in the library; the file stays where it is"),
                               name);
  else
    message = g_strdup (_("Game deleted"));
  toast = toast_new (self, message);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete");
  adw_toast_set_timeout (toast, 10);
  forget_deleted (self);
  self->deleted = g_strdup (token);
  g_object_set_data_full (G_OBJECT (toast), "token", g_steal_pointer (&token), g_free);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (delete_toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  gk_window_refresh_library (self);
}

static void
gk_window_save_response (GkWindow             *self,
                         int                   response,
                         GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !_gk_window_save_to (self, file, &error))
        gk_window_error (self, _("The File Cannot Be Saved"), error->message);
      else if (file != NULL)
        {
          g_autofree char *name = gk_ui_file_display_name (file);
          g_autofree char *message = g_strdup_printf (_("Saved as “%s”"), name);

          gk_window_toast (self, message);
        }
    }
  g_clear_object (&self->chooser);
}

static void
gk_window_save_as_action (GtkWidget  *widget,
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

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Save As"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (file != NULL
      && !g_file_equal (parent, gk_library_get_folder (gk_session_get_library (self->session))))
    name = gk_ui_file_display_name (file);
  else
    /* TRANSLATORS: the suggested file name; %s is today's date */
    name = g_strdup_printf (_("Ginkgopolis %s.ginkgo"), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (gk_window_save_response), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- the score sheet: PDF, print, the score card as an image ---- */

/* The sheet of what the score page shows (the play's record and its
 * playing time with it), NULL on any other page. */
static GkScoreSheet *
score_sheet_new (GkWindow *self)
{
  GkGame *game = session_game (self);
  gint64 playing = -1, span = -1;

  if (self->page != GK_PAGE_SCORE)
    return NULL;
  if (scoring_position (self))
    return gk_score_sheet_new (gk_session_get_position (self->session),
                               gk_session_get_play (self->session), -1, -1);
  if (game == NULL)
    return NULL;
  playing = gk_game_get_playing_time (game, &span);
  return gk_score_sheet_new (gk_game_get_table (game), gk_game_get_play (game), playing, span);
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
gk_window_save_sheet_response (GkWindow             *self,
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
        gk_window_toast (self, image ? _("Score image saved") : _("Score sheet saved"));
      else
        gk_window_error (self, image ? _("The Score Image Was Not Saved")
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
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (image ? _("Save Score as Image")
                                                     : _("Save Score Sheet as PDF"),
                                               GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  g_object_set_data (G_OBJECT (self->chooser), "gk-image", GINT_TO_POINTER (image));
  title = g_strdelimit (g_strdup (gk_score_sheet_get_title (sheet)), "/\\:", '-');
  name = g_strconcat (title, image ? ".png" : ".pdf", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (gk_window_save_sheet_response), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
gk_window_save_pdf_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  save_score_sheet (GK_WINDOW (widget), FALSE);
}

static void
gk_window_save_image_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  save_score_sheet (GK_WINDOW (widget), TRUE);
}

/* The score card on the clipboard, to paste in a chat: the image Save
 * Score as Image writes. */
static void
gk_window_copy_image_action (GtkWidget  *widget,
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
  gk_window_toast (self, _("Score image copied"));
}

static void
gk_window_print_done (GkWindow                *self,
                      GtkPrintOperationResult  result,
                      GtkPrintOperation       *operation)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      gk_window_error (self, _("The Score Sheet Was Not Printed"),
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
  g_signal_connect_object (operation, "done", G_CALLBACK (gk_window_print_done), self,
                           G_CONNECT_SWAPPED);
  if (gtk_print_operation_run (operation, action, GTK_WINDOW (self), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    gk_window_error (self, _("The Score Sheet Was Not Printed"), error->message);
  return g_steal_pointer (&operation);
}

static void
gk_window_print_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  g_autoptr(GtkPrintOperation) operation =
    _gk_window_print_score_sheet (GK_WINDOW (widget), NULL);
}

static void
gk_window_score_table_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  /* A new table: the position scored before (saved or not) is not its file,
   * and the table being scored here stays in its draft file. */
  if (scoring_position (self))
    gk_session_close (self->session);
  ensure_position_editor (self);
  if (gk_position_draft_get_file (self->position_draft) != NULL)
    gk_position_draft_detach (self->position_draft);
  gk_position_editor_reset (self->position_editor, 3);
  gk_window_show_page (self, GK_PAGE_POSITION);
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
gk_window_resume_table_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  GkWindow *holder = window_scoring (self, file);
  g_autoptr(GError) error = NULL;

  /* Entered in another window: that one comes to the front. */
  if (holder != NULL && holder != self)
    {
      gtk_window_present (GTK_WINDOW (holder));
      return;
    }
  if (scoring_position (self))
    gk_session_close (self->session);
  ensure_position_editor (self);
  if (holder == NULL)
    {
      if (gk_position_draft_get_file (self->position_draft) != NULL)
        gk_position_draft_detach (self->position_draft);
      if (!gk_position_draft_load (self->position_draft, gk_session_get_library (self->session),
                                   file, &error))
        {
          gk_window_error (self, _("The Table Cannot Be Opened"), error->message);
          return;
        }
    }
  gk_position_editor_select_cell (self->position_editor, 0, 0);
  gk_window_show_page (self, GK_PAGE_POSITION);
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
        gk_window_error (self, _("The Table Cannot Be Discarded"), error->message);
      if (self->page == GK_PAGE_POSITION)
        gk_window_show_page (self, GK_PAGE_START);
    }
  else if (window_scoring (self, file) == NULL
           && !g_file_delete (file, NULL, &error)
           && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    gk_window_error (self, _("The Table Cannot Be Discarded"), error->message);
  gk_window_list_drafts (self);
}

/* Asks before a table being scored goes: what was entered cannot come back. */
static void
gk_window_ask_discard (GkWindow *self,
                       GFile    *file)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard This Table?"),
                                   _("Everything entered for it is lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep It"),
                                    "discard", _("_Discard"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "gk-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
gk_window_discard_table_action (GtkWidget  *widget,
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
  gk_window_ask_discard (self, file);
}

static void
gk_window_discard_current_table (GkWindow *self)
{
  GFile *file = gk_position_draft_get_file (self->position_draft);

  if (file == NULL)
    {
      /* Nothing kept yet: nothing entered to lose. */
      gk_position_draft_reset (self->position_draft, 3);
      gk_window_show_page (self, GK_PAGE_START);
      return;
    }
  gk_window_ask_discard (self, file);
}

/* Every change to the table being scored is on disk: from the first one
 * on, it has a draft file in the library. */
static void
gk_window_position_draft_changed (GkWindow *self)
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
      if (!self->draft_save_failed)
        {
          /* TRANSLATORS: %s is the system's reason */
          g_autofree char *message = g_strdup_printf (_("The table cannot be kept: %s"),
                                                      error->message);

          gk_window_toast (self, message);
        }
      self->draft_save_failed = TRUE;
      return;
    }
  save_error = gk_position_draft_get_save_error (draft);
  if (save_error != NULL && !self->draft_save_failed)
    {
      g_autofree char *message = g_strdup_printf (_("The table cannot be kept: %s"),
                                                  save_error->message);

      gk_window_toast (self, message);
    }
  self->draft_save_failed = save_error != NULL;
}

static void
gk_window_show_score_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  gk_window_show_score (GK_WINDOW (widget));
}

static void
gk_window_go_back_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  gk_window_show_page (self, back_target (self));
}

static void
gk_window_show_history_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *param)
{
  gk_window_show_page (GK_WINDOW (widget), GK_PAGE_HISTORY);
}

static void
gk_window_show_stats_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  gk_window_show_page (GK_WINDOW (widget), GK_PAGE_STATS);
}

static void
gk_window_undo_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  gk_session_undo (GK_WINDOW (widget)->session);
}

static void
gk_window_redo_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  gk_session_redo (GK_WINDOW (widget)->session);
}

/* The Undo of a move's toast: the move it names, if it is still the last. */
static void
gk_window_undo_move_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  GkGame *game = session_game (self);
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
  gk_window_show_page (self, GK_PAGE_PLAY);
  gk_window_toast (self, _("Undo back to the move to correct, then enter the moves again."));
}

/* Reopens a finished play for correcting its moves, once the user agrees. */
static void
gk_window_correct_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  if (!gk_session_get_read_only (self->session))
    return;
  gk_window_ask (self, _("Correct This Game?"),
                 _("The play opens again so that its moves can be changed: undo back to the "
                   "move to correct, then enter the moves again. It keeps its identity and the "
                   "time it started, and it is finished again when its last move is entered."),
                 _("_Cancel"), "correct", _("Co_rrect"), ADW_RESPONSE_SUGGESTED,
                 G_CALLBACK (correct_response));
}

static void
gk_window_retry_save_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  gk_session_retry_save (GK_WINDOW (widget)->session);
}

static void
gk_window_keep_theirs_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  gk_session_resolve_conflict (GK_WINDOW (widget)->session, GK_SESSION_KEEP_THEIRS);
}

static void
gk_window_keep_both_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *param)
{
  gk_session_resolve_conflict (GK_WINDOW (widget)->session, GK_SESSION_KEEP_BOTH);
}

static void
gk_window_reload_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  gk_session_reload (GK_WINDOW (widget)->session);
}

/* The shortcuts window is built when first asked for, not with the window
 * (as GtkApplication would from gtk/help-overlay.ui): it costs a good part
 * of the time to the first frame. */
static void
gk_window_show_help_overlay_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *param)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

/* "Why This Score?": the decisions the rulebooks leave open and what the
 * app assumes, from the main menu and the score page. */
static void
gk_window_show_open_rules_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *param)
{
  gtk_window_present (GTK_WINDOW (gk_open_rules_window_new (GTK_WINDOW (widget))));
}

/* The main menu's popover is built when it first opens: built with the
 * window, its sections keep the first frames busy for nothing. */
static void
gk_window_create_menu (GtkMenuButton *button,
                       gpointer       user_data)
{
  GkWindow *self = GK_WINDOW (user_data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* ---- signals from the pages ---- */

static void
gk_window_start_game (GkWindow         *self,
                      GkSetupAssistant *assistant)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (assistant);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = gk_game_new (setup, &error);
  if (game == NULL)
    {
      gk_window_error (self, _("The Game Cannot Start"), error->message);
      return;
    }
  {
    g_autoptr(GkPlayRecord) record = gk_play_record_copy (gk_game_get_play (game));
    const char *names[GK_MAX_PLAYERS] = { NULL, };

    for (guint p = 0; p < setup->n_players; p++)
      names[p] = setup->players[p].name;
    add_persons (self, record, names, setup->n_players);
    gk_game_set_play (game, record);
  }
  remember_players (self, setup);
  /* The game this window had stays in its own file, in the library. */
  replace_game (self, game, NULL);
}

static void
gk_window_setup_step_changed (GkWindow *self)
{
  gk_window_update_title (self);
}

static void
gk_window_score_position (GkWindow         *self,
                          GkPositionEditor *editor)
{
  g_autoptr(GkTable) position = NULL;
  g_autoptr(GError) error = NULL;

  position = gk_position_editor_build (editor, &error);
  if (position != NULL)
    _gk_window_show_position (self, position);
}

static void
gk_window_move_confirmed (GkWindow     *self,
                          const char   *summary,
                          GkRoundEntry *entry)
{
  show_move_toast (self, summary);
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
  g_autofree char *reason = unsaved_reason (self);
  g_autofree char *message = NULL;

  if (self->close_anyway || reason == NULL)
    return GTK_WINDOW_CLASS (gk_window_parent_class)->close_request (window);

  /* TRANSLATORS: %s is the reason the game cannot be saved */
  message = g_strdup_printf (_("The last moves could not be written: %s. If the window is "
                               "closed now, they are lost."), reason);
  gk_window_ask (self, _("The Game Is Not Saved"), message, _("_Keep Playing"), "close",
                 _("_Close Anyway"), ADW_RESPONSE_DESTRUCTIVE, G_CALLBACK (close_response));
  return TRUE;
}

/* ---- GObject ---- */

static void
gk_window_dispose (GObject *object)
{
  GkWindow *self = GK_WINDOW (object);

  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  if (self->session != NULL)
    forget_deleted (self);
  if (self->session != NULL)
    {
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
  g_clear_object (&self->from_history);
  g_clear_object (&self->history);
  g_clear_object (&self->profiles);
  g_clear_object (&self->known_names);
  if (self->position_draft != NULL)
    g_signal_handlers_disconnect_by_data (self->position_draft, self);
  g_clear_object (&self->position_draft);

  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_WINDOW);

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
  gtk_widget_class_bind_template_child (widget_class, GkWindow, save_bar);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, save_label);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, conflict_bar);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, conflict_label);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, lock_bar);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, lock_label);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, start_page);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, gk_window_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.choose-game", NULL,
                                   gk_window_choose_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, gk_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s",
                                   gk_window_open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.show-in-folder", "s",
                                   gk_window_show_in_folder_action);
  gtk_widget_class_install_action (widget_class, "win.delete-game", "s",
                                   gk_window_delete_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete", NULL,
                                   gk_window_undo_delete_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, gk_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.score-table", NULL,
                                   gk_window_score_table_action);
  gtk_widget_class_install_action (widget_class, "win.resume-table", "s",
                                   gk_window_resume_table_action);
  gtk_widget_class_install_action (widget_class, "win.discard-table", "s",
                                   gk_window_discard_table_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL,
                                   gk_window_show_score_action);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, gk_window_go_back_action);
  gtk_widget_class_install_action (widget_class, "win.save-pdf", NULL, gk_window_save_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, gk_window_print_action);
  gtk_widget_class_install_action (widget_class, "win.save-image", NULL,
                                   gk_window_save_image_action);
  gtk_widget_class_install_action (widget_class, "win.copy-image", NULL,
                                   gk_window_copy_image_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL,
                                   gk_window_show_history_action);
  gtk_widget_class_install_action (widget_class, "win.show-stats", NULL,
                                   gk_window_show_stats_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, gk_window_undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, gk_window_redo_action);
  gtk_widget_class_install_action (widget_class, "win.undo-move", "(su)",
                                   gk_window_undo_move_action);
  gtk_widget_class_install_action (widget_class, "win.correct", NULL, gk_window_correct_action);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL,
                                   gk_window_retry_save_action);
  gtk_widget_class_install_action (widget_class, "win.keep-theirs", NULL,
                                   gk_window_keep_theirs_action);
  gtk_widget_class_install_action (widget_class, "win.keep-both", NULL,
                                   gk_window_keep_both_action);
  gtk_widget_class_install_action (widget_class, "win.reload", NULL, gk_window_reload_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   gk_window_show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.show-open-rules", NULL,
                                   gk_window_show_open_rules_action);
}

static void
gk_window_init (GkWindow *self)
{
  static GdkDisplay *styled_display;
  GSettings *settings;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_plain_accessible_names (GTK_WIDGET (self));

  self->session = gk_session_new (NULL);
  self->known_names = gtk_string_list_new (NULL);
  self->position_draft = gk_position_draft_new ();
  g_signal_connect_object (self->position_draft, "changed",
                           G_CALLBACK (gk_window_position_draft_changed), self, G_CONNECT_SWAPPED);
  self->details = gk_play_details_new (self->session);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (gk_window_session_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "present", G_CALLBACK (gtk_window_present), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::read-only", G_CALLBACK (gk_window_update),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gk_session_get_library (self->session), "changed",
                           G_CALLBACK (gk_window_refresh_library), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gk_session_get_library (self->session), "notify::problem",
                           G_CALLBACK (gk_window_library_problem), self, G_CONNECT_SWAPPED);
  gk_start_page_set_entries (self->start_page,
                             gk_library_get_entries (gk_session_get_library (self->session)));
  gk_window_library_problem (self);

  /* The size the last window had when it was closed; until then the schema's. */
  settings = gk_session_get_settings (self->session);
  if (settings != NULL)
    {
      g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
    }

  if (styled_display != gtk_widget_get_display (GTK_WIDGET (self)))
    {
      g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

      styled_display = gtk_widget_get_display (GTK_WIDGET (self));
      gtk_css_provider_load_from_resource (css,
                                           "/io/github/ginkgocompanion/GinkgoCompanion/ui/style.css");
      gtk_style_context_add_provider_for_display (styled_display, GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }

  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button),
                                         gk_window_create_menu, self, NULL);

  self->page = GK_PAGE_START;
  self->list_pending = TRUE;
  gk_window_update (self);
}

GkWindow *
gk_window_new (GtkApplication *application)
{
  return g_object_new (GK_TYPE_WINDOW, "application", application, NULL);
}

/* ---- for the tests and the harness (tools/shoot/) ---- */

GkStartPage *
_gk_window_get_start_page (GkWindow *self)
{
  return self->start_page;
}

GkSetupAssistant *
_gk_window_get_setup_assistant (GkWindow *self)
{
  return GK_SETUP_ASSISTANT (ensure_setup_assistant (self));
}

GkPlayPage *
_gk_window_get_play_page (GkWindow *self)
{
  return GK_PLAY_PAGE (ensure_play_page (self));
}

GtkWidget *
_gk_window_get_score_page (GkWindow *self)
{
  return ensure_score_page (self);
}

GtkWidget *
_gk_window_get_history_page (GkWindow *self)
{
  return ensure_history_page (self);
}

GtkWidget *
_gk_window_get_stats_page (GkWindow *self)
{
  return ensure_stats_page (self);
}

GkSheetPage *
_gk_window_get_sheet_page (GkWindow *self)
{
  return GK_SHEET_PAGE (ensure_sheet_page (self));
}

GkPositionEditor *
_gk_window_get_position_editor (GkWindow *self)
{
  return GK_POSITION_EDITOR (ensure_position_editor (self));
}

GtkWidget *
_gk_window_get_undo_button (GkWindow *self)
{
  return self->undo_button;
}

GtkWidget *
_gk_window_get_redo_button (GkWindow *self)
{
  return self->redo_button;
}

GtkWidget *
_gk_window_get_save_button (GkWindow *self)
{
  return self->save_button;
}

GtkWidget *
_gk_window_get_score_button (GkWindow *self)
{
  return self->score_button;
}

GtkWidget *
_gk_window_get_menu_button (GkWindow *self)
{
  return self->menu_button;
}

const char *
_gk_window_get_title (GkWindow *self)
{
  return adw_window_title_get_title (self->window_title);
}

const char *
_gk_window_get_subtitle (GkWindow *self)
{
  return adw_window_title_get_subtitle (self->window_title);
}

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

static const char *
bar_text (GtkInfoBar *bar,
          GtkLabel   *label)
{
  return gtk_widget_get_visible (GTK_WIDGET (bar)) ? gtk_label_get_label (label) : NULL;
}

const char *
_gk_window_get_save_problem (GkWindow *self)
{
  return bar_text (self->save_bar, self->save_label);
}

const char *
_gk_window_get_conflict_notice (GkWindow *self)
{
  return bar_text (self->conflict_bar, self->conflict_label);
}

const char *
_gk_window_get_lock_notice (GkWindow *self)
{
  return bar_text (self->lock_bar, self->lock_label);
}
