/* gk-window-pages.c: the window's pages: the pages[] table and what each
 * page does differently (its title, where Back leads, what it offers)
 *
 * Every page but the start page is built the first time it is shown
 * (_gk_window_ensure_page()): the window opens faster and lighter.  The
 * history of plays, which the setup, the position editor, the score page
 * and the history's own pages ask about, is opened with the first of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-score-page.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

#define PAGE(self, page, TYPE) TYPE (_gk_window_ensure_page ((self), (page)))

/* ---- the history: people and places offered ---- */

static void
history_rebuilt (GkWindow *self)
{
  _gk_window_toast (self, _("The play history was rebuilt from the saved games"));
}

/* The history is the context's, read in a worker when a page first needs
 * it; the window says when it was rebuilt. */
/* Who the user is: a preference, kept in the profiles the exports read
 * (where the schema is installed and has the key). */
static void
bind_me (GkWindow *self)
{
  GSettings *settings = gk_context_get_settings (self->context);
  g_autoptr(GSettingsSchema) schema = NULL;

  if (settings != NULL)
    g_object_get (settings, "settings-schema", &schema, NULL);
  if (schema != NULL && g_settings_schema_has_key (schema, "me"))
    g_settings_bind (settings, "me", gk_context_get_profiles (self->context), "me",
                     G_SETTINGS_BIND_DEFAULT);
}

GkHistoryIndex *
_gk_window_ensure_history (GkWindow *self)
{
  if (self->history != NULL)
    return self->history;
  self->history = g_object_ref (gk_context_get_history (self->context));
  bind_me (self);
  g_signal_connect_object (self->history, "rebuilt", G_CALLBACK (history_rebuilt), self,
                           G_CONNECT_SWAPPED);
  return self->history;
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

void
_gk_window_add_persons (GkWindow           *self,
                        GkPlayRecord       *record,
                        const char * const *names,
                        guint               n_names)
{
  gk_history_profiles_add_persons (gk_context_get_profiles (self->context), record, names,
                                   n_names);
}

/* ---- what the pages share ---- */

/* A game of the library is named by its players; a file of the user's by
 * its name. */
static char *
file_or_players (GkWindow *self)
{
  GFile *file = gk_session_get_file (self->session);
  GkGame *game = _gk_window_get_game (self);
  g_autoptr(GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;
  gboolean in_library = parent != NULL
    && g_file_equal (parent, gk_library_get_folder (gk_session_get_library (self->session)));

  if (file != NULL && !in_library)
    return gk_ui_file_display_name (file);
  if (game != NULL && !_gk_window_scoring_position (self))
    return gk_format_player_names (gk_game_get_table (game));
  return NULL;
}

static gboolean
game_is_over (GkWindow *self)
{
  GkGame *game = _gk_window_get_game (self);

  return game != NULL && gk_table_is_game_over (gk_game_get_table (game));
}

/* The play shown was opened from History. */
static gboolean
from_history (GkWindow *self)
{
  GFile *file = gk_session_get_file (self->session);

  return self->from_history != NULL && file != NULL && g_file_equal (file, self->from_history);
}

static gboolean
has_game (GkWindow *self)
{
  return _gk_window_get_game (self) != NULL || _gk_window_scoring_position (self);
}

static gboolean
always (GkWindow *self)
{
  return TRUE;
}

/* ---- the setup ---- */

/* The session makes the game (its record, the persons, the players
 * remembered); the window shows it. */
static void
start_game (GkWindow         *self,
            GkSetupAssistant *assistant)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (assistant);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGame) game = gk_session_new_game (self->session, setup, &error);

  if (game == NULL)
    {
      _gk_window_error (self, _("The Game Cannot Start"), error->message);
      return;
    }
  /* The game this window had stays in its own file, in the library. */
  _gk_window_replace_game (self, game, NULL);
}

static GtkWidget *
create_setup (GkWindow *self)
{
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (gk_setup_assistant_new ());

  _gk_window_ensure_history (self);
  gk_setup_assistant_set_context (assistant, self->context);
  g_signal_connect_object (assistant, "start-game", G_CALLBACK (start_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "step-changed", G_CALLBACK (_gk_window_update_title),
                           self, G_CONNECT_SWAPPED);
  return GTK_WIDGET (assistant);
}

static void
setup_title (GkWindow  *self,
             char     **title,
             char     **subtitle)
{
  *subtitle = g_strdup (gk_setup_assistant_get_title (GK_SETUP_ASSISTANT (self->pages[GK_PAGE_SETUP])));
}

/* ---- the play ---- */

static void
move_confirmed (GkWindow     *self,
                const char   *summary,
                GkRoundEntry *entry)
{
  _gk_window_show_move_toast (self, summary);
}

/* Done on the rebuild banner, kept with the game's play. */
static void
rebuild_done (GkWindow   *self,
              guint       cursor,
              GkPlayPage *page)
{
  const GkPlayRecord *play = gk_session_get_play (self->session);
  g_autoptr(GkPlayRecord) record = NULL;

  if (play == NULL || play->rebuild_done == cursor || gk_session_get_read_only (self->session))
    return;
  record = gk_play_record_copy (play);
  record->rebuild_done = cursor;
  gk_session_set_play (self->session, record, NULL);
}

static GtkWidget *
create_play (GkWindow *self)
{
  GkPlayPage *page = GK_PLAY_PAGE (gk_play_page_new ());

  g_object_bind_property (self->session, "read-only", page, "read-only", G_BINDING_SYNC_CREATE);
  /* A game played elsewhere stays untyped into, finished or not. */
  g_signal_connect_object (page, "notify::read-only", G_CALLBACK (_gk_window_update_file_bars),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gk_play_page_get_round_entry (page), "move-confirmed",
                           G_CALLBACK (move_confirmed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "rebuild-done", G_CALLBACK (rebuild_done), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (page);
}

static void
play_title (GkWindow  *self,
            char     **title,
            char     **subtitle)
{
  GkGame *game = _gk_window_get_game (self);
  const GkTable *table = game != NULL ? gk_game_get_table (game) : NULL;

  if (table == NULL)
    ;
  else if (gk_table_is_game_over (table))
    *title = g_strdup (_("Game Over"));
  else if (gk_table_is_last_round (table))
    /* TRANSLATORS: the window title during the last round: "Round 12 (Last)" */
    *title = g_strdup_printf (_("Round %u (Last)"), gk_table_get_round (table));
  else
    *title = g_strdup_printf (_("Round %u"), gk_table_get_round (table));
  *subtitle = file_or_players (self);
}

static AdwToastOverlay *
play_notices (GkWindow *self)
{
  return gk_play_page_get_toast_overlay (GK_PLAY_PAGE (self->pages[GK_PAGE_PLAY]));
}

static GkPage
play_back (GkWindow *self)
{
  return from_history (self) ? GK_PAGE_HISTORY : GK_PAGE_START;
}

/* A move can be typed as soon as the play page shows (after Start the
 * Game, a continued game, an undo from the final score). */
static void
play_shown (GkWindow *self)
{
  gk_round_entry_focus_quick_entry (gk_play_page_get_round_entry (GK_PLAY_PAGE (self->pages[GK_PAGE_PLAY])));
}

/* A confirmed move that ends the game leads to the final score. */
static void
play_moved (GkWindow *self,
            guint     change)
{
  if (change != GK_SESSION_CHANGE_UNDONE && game_is_over (self))
    _gk_window_show_score (self);
}

/* ---- the score ---- */

static GtkWidget *
create_score (GkWindow *self)
{
  GtkWidget *page = gk_score_page_new ();

  g_object_bind_property (self->session, "read-only", page, "read-only", G_BINDING_SYNC_CREATE);
  gk_score_page_set_details (GK_SCORE_PAGE (page), self->details);
  /* Places played at before, from the history, to choose from. */
  if (_gk_window_ensure_history (self) != NULL)
    {
      g_signal_connect_object (self->history, "changed", G_CALLBACK (suggest_locations), self,
                               G_CONNECT_SWAPPED);
      suggest_locations (self);
    }
  return page;
}

/* The sheet of what the score page shows (the play's record and its
 * playing time with it): of the game, or of the position scored. */
static GkScoreSheet *
score_sheet (GkWindow *self)
{
  GkGame *game = _gk_window_get_game (self);
  gint64 playing = -1, span = -1;

  if (_gk_window_scoring_position (self))
    return gk_score_sheet_new (gk_session_get_position (self->session),
                               gk_session_get_play (self->session), -1, -1);
  if (game == NULL)
    return NULL;
  playing = gk_game_get_playing_time (game, &span);
  return gk_score_sheet_new (gk_game_get_table (game), gk_game_get_play (game), playing, span);
}

static void
score_title (GkWindow  *self,
             char     **title,
             char     **subtitle)
{
  if (_gk_window_scoring_position (self))
    *title = g_strdup (_("Score of a Finished Table"));
  else if (game_is_over (self))
    *title = g_strdup (_("Final Score"));
  else
    *title = g_strdup (_("Score So Far"));
  *subtitle = file_or_players (self);
}

/* A finished play opened from History goes back there; the score of a game
 * in progress leads back to it. */
static GkPage
score_back (GkWindow *self)
{
  if (from_history (self) && game_is_over (self))
    return GK_PAGE_HISTORY;
  if (_gk_window_scoring_position (self))
    return GK_PAGE_POSITION;
  if (_gk_window_get_game (self) == NULL || game_is_over (self))
    return GK_PAGE_START;
  return GK_PAGE_PLAY;
}

static gboolean
score_of_game (GkWindow *self)
{
  return !_gk_window_scoring_position (self);
}

/* Undo from the final score goes back to the game. */
static void
score_moved (GkWindow *self,
             guint     change)
{
  if (change == GK_SESSION_CHANGE_UNDONE && score_of_game (self))
    _gk_window_show_page (self, GK_PAGE_PLAY);
}

/* ---- the position editor ---- */

static void
score_position (GkWindow         *self,
                GkPositionEditor *editor)
{
  g_autoptr(GkTable) position = gk_position_editor_build (editor, NULL);

  if (position != NULL)
    _gk_window_show_position (self, position);
}

static GtkWidget *
create_position (GkWindow *self)
{
  GkPositionEditor *editor = GK_POSITION_EDITOR (gk_position_editor_new ());

  _gk_window_ensure_history (self);
  gk_position_editor_set_context (editor, self->context);
  gk_position_editor_set_draft (editor, self->position_draft);
  g_signal_connect_object (editor, "discard", G_CALLBACK (_gk_window_discard_current_table),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "score", G_CALLBACK (score_position), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (editor);
}

static void
position_title (GkWindow  *self,
                char     **title,
                char     **subtitle)
{
  if (_gk_window_scoring_position (self))
    *subtitle = file_or_players (self);
}

/* ---- the history and its statistics ---- */

/* A play chosen in History: Back returns to History as it was left (its
 * filters and where its list was scrolled to). */
static void
open_from_history (GkWindow *self,
                   GFile    *file)
{
  gk_window_open_file (self, file);
  g_set_object (&self->from_history, file);
}

static GtkWidget *
create_history (GkWindow *self)
{
  GkHistoryPage *page = GK_HISTORY_PAGE (gk_history_page_new ());

  _gk_window_ensure_history (self);
  gk_history_page_set_context (page, self->context);
  /* A finished game opens on its final score (_gk_window_game_replaced()). */
  g_signal_connect_object (page, "open-play", G_CALLBACK (open_from_history), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (page);
}

static GtkWidget *
create_stats (GkWindow *self)
{
  GkStatsPage *page = GK_STATS_PAGE (gk_stats_page_new ());

  _gk_window_ensure_history (self);
  gk_stats_page_set_context (page, self->context);
  return GTK_WIDGET (page);
}

/* ---- the score sheets of other games ---- */

static GtkWidget *
create_sheet (GkWindow *self)
{
  GkSheetPage *page = GK_SHEET_PAGE (gk_sheet_page_new ());

  _gk_window_ensure_history (self);
  gk_sheet_page_set_context (page, self->context);
  g_signal_connect_object (page, "notify::title", G_CALLBACK (_gk_window_update_title), self,
                           G_CONNECT_SWAPPED);
  /* A sheet shown or gone: its PDF, print and image with it. */
  g_signal_connect_object (page, "notify::title", G_CALLBACK (_gk_window_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "notify::subtitle", G_CALLBACK (_gk_window_update_title), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (page);
}

/* The sheet of the score sheet on the pad, if one is. */
static GkScoreSheet *
sheet_score_sheet (GkWindow *self)
{
  GkSheetDraft *draft = gk_sheet_page_get_draft (PAGE (self, GK_PAGE_SHEET, GK_SHEET_PAGE));

  return draft != NULL ? gk_score_sheet_new_for_sheet (gk_sheet_draft_get_sheet (draft)) : NULL;
}

static void
sheet_title (GkWindow  *self,
             char     **title,
             char     **subtitle)
{
  GkSheetPage *page = GK_SHEET_PAGE (self->pages[GK_PAGE_SHEET]);

  *title = g_strdup (gk_sheet_page_get_title (page));
  *subtitle = g_strdup (gk_sheet_page_get_subtitle (page));
}

/* ---- the start page ---- */

static void
start_shown (GkWindow *self)
{
  _gk_window_refresh_library (self);
}

/* ---- the table ---- */

const GkPageInfo _gk_window_pages[GK_N_PAGES] = {
  [GK_PAGE_START] = {
    .name = "start", .title = N_("Ginkgo Companion"), .back = GK_PAGE_START,
    .back_tooltip = N_("Start Page (Alt+←)"), .lists_games = TRUE, .shown = start_shown,
  },
  [GK_PAGE_SETUP] = {
    .name = "setup", .title = N_("New Game"), .back = GK_PAGE_START,
    .create = create_setup, .title_of = setup_title,
  },
  [GK_PAGE_PLAY] = {
    .name = "play", .back = GK_PAGE_START, .offers_score = TRUE,
    .create = create_play, .title_of = play_title, .back_to = play_back, .of_game = always,
    .can_save = has_game, .shown = play_shown, .game_moved = play_moved,
    .notices = play_notices,
  },
  [GK_PAGE_SCORE] = {
    .name = "score", .back = GK_PAGE_PLAY, .score_sheet = score_sheet,
    .create = create_score, .title_of = score_title, .back_to = score_back,
    .of_game = score_of_game, .of_position = _gk_window_scoring_position,
    .can_save = has_game, .game_moved = score_moved,
  },
  [GK_PAGE_POSITION] = {
    .name = "position", .title = N_("Score a Finished Table"), .back = GK_PAGE_START,
    .create = create_position, .title_of = position_title, .of_position = always,
    .can_save = always,
  },
  [GK_PAGE_HISTORY] = {
    .name = "history", .title = N_("History"), .back = GK_PAGE_START,
    .back_tooltip = N_("History (Alt+←)"), .lists_games = TRUE, .create = create_history,
  },
  [GK_PAGE_STATS] = {
    .name = "stats", .title = N_("Statistics"), .back = GK_PAGE_START, .create = create_stats,
  },
  /* New Game's choice, and a score sheet of another game from its setup to its pad. */
  [GK_PAGE_SHEET] = {
    .name = "sheet", .back = GK_PAGE_START, .create = create_sheet, .title_of = sheet_title,
    .score_sheet = sheet_score_sheet,
  },
};

GtkWidget *
_gk_window_ensure_page (GkWindow *self,
                        GkPage    page)
{
  if (self->pages[page] == NULL)
    {
      self->pages[page] = _gk_window_pages[page].create (self);
      gtk_stack_add_named (self->stack, self->pages[page], _gk_window_pages[page].name);
    }
  return self->pages[page];
}

GtkWidget *
_gk_window_get_page_widget (GkWindow   *self,
                            const char *name)
{
  for (GkPage page = 0; page < GK_N_PAGES; page++)
    if (g_str_equal (_gk_window_pages[page].name, name))
      return _gk_window_ensure_page (self, page);
  g_return_val_if_reached (NULL);
}
