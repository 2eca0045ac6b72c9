/* gk-window.c: the main window: start page, setup, play, score, position
 *
 * The window owns the game being tracked (a GkGame) or the position being
 * scored; every page reads the table from it.  Every confirmed move, undo
 * and redo is written to the autosave file at once (rules of the team:
 * "never lose a move").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-history-page.h"
#include "gk-play-page.h"
#include "gk-position-editor.h"
#include "gk-score-page.h"
#include "gk-setup-assistant.h"
#include "gk-start-page.h"
#include "gk-stats-page.h"
#include "gk-window-private.h"

#define GK_MIME_TYPE "application/x-ginkgo-game"

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
  GtkStack             *stack;
  GkStartPage          *start_page;
  GkSetupAssistant     *setup_assistant;
  GkPlayPage           *play_page;
  GtkWidget            *score_page;
  GkPositionEditor     *position_editor;
  GkHistoryPage        *history_page;
  GkStatsPage          *stats_page;

  /* state */
  GkGame               *game;
  gulong                changed_id;
  guint                 last_cursor;
  GFile                *file;          /* where the game or position lives, if saved */
  GkTable              *position;      /* a position on the score page */
  gboolean              score_of_position;
  char                 *last_toast;
  GtkFileChooserNative *chooser;
  GSettings            *settings;      /* NULL when the schema is not installed */
  GkHistoryIndex       *history;       /* the library's plays, opened with the first page */
  GkHistoryProfiles    *profiles;
};

G_DEFINE_FINAL_TYPE (GkWindow, gk_window, ADW_TYPE_APPLICATION_WINDOW)

static void gk_window_update (GkWindow *self);
static GkSetupAssistant *ensure_setup_assistant (GkWindow *self);
static GkPlayPage *ensure_play_page (GkWindow *self);
static GtkWidget *ensure_score_page (GkWindow *self);
static GkPositionEditor *ensure_position_editor (GkWindow *self);

/* ---- helpers ---- */

/* The app's settings, or NULL when run from a build folder without its
 * schema (GSETTINGS_SCHEMA_DIR unset): the window then simply forgets. */
static GSettings *
settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

/* The names and colours of the last game set up, offered for the next one. */
static void
offer_last_players (GkWindow         *self,
                    GkSetupAssistant *assistant)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  guint n;

  if (self->settings == NULL)
    return;
  names = g_settings_get_strv (self->settings, "last-player-names");
  colours = g_settings_get_strv (self->settings, "last-player-colours");
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
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL;
  g_auto(GStrv) colour_list = NULL;

  if (self->settings == NULL)
    return;
  for (guint p = 0; p < setup->n_players; p++)
    {
      g_strv_builder_add (names, setup->players[p].name);
      g_strv_builder_add (colours, gk_player_colour_to_string (setup->players[p].colour));
    }
  name_list = g_strv_builder_end (names);
  colour_list = g_strv_builder_end (colours);
  g_settings_set_strv (self->settings, "last-player-names", (const char * const *) name_list);
  g_settings_set_strv (self->settings, "last-player-colours", (const char * const *) colour_list);
}

static void
save_window_size (GkWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
}

GFile *
gk_window_get_autosave_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ginkgo-companion",
                                            "autosave.ginkgo", NULL);

  return g_file_new_for_path (path);
}

static void
gk_window_toast (GkWindow   *self,
                 const char *message,
                 gboolean    with_undo)
{
  AdwToast *toast = adw_toast_new (message);

  g_free (self->last_toast);
  self->last_toast = g_strdup (message);

  if (with_undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo");
    }
  adw_toast_set_timeout (toast, with_undo ? 5 : 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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

static char *
players_summary (const GkTable *table)
{
  g_autoptr(GString) str = g_string_new (NULL);

  for (guint p = 0; p < gk_table_get_n_players (table); p++)
    {
      if (p > 0)
        g_string_append (str, ", ");
      g_string_append (str, gk_table_get_player_name (table, (gint) p));
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static char *
game_summary (GkGame *game)
{
  const GkTable *table = gk_game_get_table (game);
  g_autofree char *players = players_summary (table);

  if (gk_table_is_game_over (table))
    /* TRANSLATORS: a saved game: "Game over · Anna, Béla, Vera" */
    return g_strdup_printf (_("Game over · %s"), players);
  /* TRANSLATORS: a saved game: "Round 4 · Anna, Béla, Vera" */
  return g_strdup_printf (_("Round %u · %s"), gk_table_get_round (table), players);
}

static void
gk_window_refresh_autosave_offer (GkWindow *self)
{
  g_autoptr(GFile) file = gk_window_get_autosave_file ();
  g_autoptr(GkGameFile) loaded = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;

  if (g_file_query_exists (file, NULL))
    loaded = gk_game_file_load (file, &error);
  if (loaded != NULL && loaded->game != NULL)
    summary = game_summary (loaded->game);
  else if (error != NULL)
    g_debug ("No autosave to continue: %s", error->message);

  gk_start_page_set_autosave (self->start_page, summary);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue", summary != NULL);
}

static gboolean
gk_window_autosave (GkWindow *self)
{
  g_autoptr(GFile) file = gk_window_get_autosave_file ();
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return TRUE;

  if (!g_file_make_directory_with_parents (dir, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      gk_window_toast (self, error->message, FALSE);
      return FALSE;
    }
  g_clear_error (&error);

  if (!gk_game_file_save (self->game, file, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be saved: %s"),
                                                  error->message);
      gk_window_toast (self, message, FALSE);
      return FALSE;
    }
  return TRUE;
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
  gk_start_page_refresh_recent (self->start_page);
}

/* ---- pages ---- */

/* The pages other than the start page are built the first time they are
 * needed: the window opens faster and lighter. */

static void gk_window_start_game (GkWindow *self, GkSetupAssistant *assistant);
static void gk_window_setup_step_changed (GkWindow *self);
static void gk_window_score_position (GkWindow *self, GkPositionEditor *editor);
static void gk_window_move_confirmed (GkWindow *self, const char *summary, GkRoundEntry *entry);
static void gk_window_show_score (GkWindow *self);

static GkSetupAssistant *
ensure_setup_assistant (GkWindow *self)
{
  if (self->setup_assistant == NULL)
    {
      self->setup_assistant = GK_SETUP_ASSISTANT (gk_setup_assistant_new ());
      g_signal_connect_object (self->setup_assistant, "start-game",
                               G_CALLBACK (gk_window_start_game), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->setup_assistant, "step-changed",
                               G_CALLBACK (gk_window_setup_step_changed), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->setup_assistant), "setup");
    }
  return self->setup_assistant;
}

static GkPlayPage *
ensure_play_page (GkWindow *self)
{
  if (self->play_page == NULL)
    {
      self->play_page = GK_PLAY_PAGE (gk_play_page_new ());
      g_signal_connect_object (gk_play_page_get_round_entry (self->play_page), "move-confirmed",
                               G_CALLBACK (gk_window_move_confirmed), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->play_page), "play");
    }
  return self->play_page;
}

static GtkWidget *
ensure_score_page (GkWindow *self)
{
  if (self->score_page == NULL)
    {
      self->score_page = gk_score_page_new ();
      gtk_stack_add_named (self->stack, self->score_page, "score");
    }
  return self->score_page;
}

static GkPositionEditor *
ensure_position_editor (GkWindow *self)
{
  if (self->position_editor == NULL)
    {
      self->position_editor = GK_POSITION_EDITOR (gk_position_editor_new ());
      g_signal_connect_object (self->position_editor, "score",
                               G_CALLBACK (gk_window_score_position), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->position_editor), "position");
    }
  return self->position_editor;
}

/* The history index is opened when a page first needs it: a corrupt or
 * outdated one is rebuilt from the game files, with a toast and no more. */
static GkHistoryIndex *
ensure_history (GkWindow *self)
{
  g_autoptr(GError) error = NULL;
  GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;

  if (self->history != NULL)
    return self->history;
  self->history = gk_history_index_new_default ();
  self->profiles = gk_history_profiles_new_default ();
  if (!gk_history_index_open (self->history, &rebuild, &error))
    {
      gk_window_toast (self, error->message, FALSE);
      g_clear_object (&self->history);
      return NULL;
    }
  if (rebuild == GK_HISTORY_REBUILD_CORRUPT || rebuild == GK_HISTORY_REBUILD_SCHEMA)
    gk_window_toast (self, _("The play history was rebuilt from the saved games"), FALSE);
  gk_history_index_watch (self->history);
  return self->history;
}

static void
gk_window_open_play (GkWindow *self,
                     GFile    *file)
{
  gk_window_open_file (self, file);
  if (self->game != NULL && self->file != NULL && g_file_equal (self->file, file))
    gk_window_show_score (self);
}

static GkHistoryPage *
ensure_history_page (GkWindow *self)
{
  if (self->history_page == NULL)
    {
      self->history_page = GK_HISTORY_PAGE (gk_history_page_new ());
      gk_history_page_set_history (self->history_page, ensure_history (self), self->profiles);
      g_signal_connect_object (self->history_page, "open-play",
                               G_CALLBACK (gk_window_open_play), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->history_page), "history");
    }
  return self->history_page;
}

static GkStatsPage *
ensure_stats_page (GkWindow *self)
{
  if (self->stats_page == NULL)
    {
      self->stats_page = GK_STATS_PAGE (gk_stats_page_new ());
      gk_stats_page_set_history (self->stats_page, ensure_history (self), self->profiles);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->stats_page), "stats");
    }
  return self->stats_page;
}

static void
gk_window_show_page (GkWindow   *self,
                     const char *name)
{
  if (g_str_equal (name, "setup"))
    ensure_setup_assistant (self);
  else if (g_str_equal (name, "play"))
    ensure_play_page (self);
  else if (g_str_equal (name, "score"))
    ensure_score_page (self);
  else if (g_str_equal (name, "position"))
    ensure_position_editor (self);
  else if (g_str_equal (name, "history"))
    ensure_history_page (self);
  else if (g_str_equal (name, "stats"))
    ensure_stats_page (self);
  gtk_stack_set_visible_child_name (self->stack, name);
  gk_window_update (self);
}

static void
gk_window_show_score (GkWindow *self)
{
  if (self->score_of_position && self->position != NULL)
    gk_score_page_set_table (GK_SCORE_PAGE (ensure_score_page (self)), self->position);
  else if (self->game != NULL)
    gk_score_page_set_table (GK_SCORE_PAGE (ensure_score_page (self)),
                             gk_game_get_table (self->game));
  gk_window_show_page (self, "score");
}

static void
gk_window_update_title (GkWindow *self)
{
  const char *page = gk_window_get_page (self);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (g_str_equal (page, "setup"))
    {
      title = g_strdup (_("New Game"));
      subtitle = g_strdup (gk_setup_assistant_get_title (self->setup_assistant));
    }
  else if (g_str_equal (page, "play") && self->game != NULL)
    {
      const GkTable *table = gk_game_get_table (self->game);

      if (gk_table_is_game_over (table))
        title = g_strdup (_("Game Over"));
      else if (gk_table_is_last_round (table))
        /* TRANSLATORS: the window title during the last round: "Round 12 (Last)" */
        title = g_strdup_printf (_("Round %u (Last)"), gk_table_get_round (table));
      else
        title = g_strdup_printf (_("Round %u"), gk_table_get_round (table));
    }
  else if (g_str_equal (page, "score"))
    {
      if (self->score_of_position)
        title = g_strdup (_("Score of a Finished Table"));
      else if (self->game != NULL && gk_table_is_game_over (gk_game_get_table (self->game)))
        title = g_strdup (_("Final Score"));
      else
        title = g_strdup (_("Score So Far"));
    }
  else if (g_str_equal (page, "position"))
    title = g_strdup (_("Score a Finished Table"));
  else if (g_str_equal (page, "history"))
    title = g_strdup (_("History"));
  else if (g_str_equal (page, "stats"))
    title = g_strdup (_("Statistics"));
  else
    title = g_strdup (_("Ginkgo Companion"));

  if (subtitle == NULL && self->file != NULL && !g_str_equal (page, "start")
      && !g_str_equal (page, "history") && !g_str_equal (page, "stats"))
    subtitle = g_file_get_basename (self->file);
  else if (subtitle == NULL && self->game != NULL
           && (g_str_equal (page, "play") || g_str_equal (page, "score"))
           && !self->score_of_position)
    subtitle = players_summary (gk_game_get_table (self->game));

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* The one place that says which actions can run now. */
static void
gk_window_update (GkWindow *self)
{
  const char *page = gk_window_get_page (self);
  gboolean playing = g_str_equal (page, "play");
  gboolean scoring = g_str_equal (page, "score");
  gboolean has_game = self->game != NULL;
  gboolean on_game = has_game && (playing || (scoring && !self->score_of_position));
  gboolean can_save;

  can_save = (on_game)
             || (scoring && self->score_of_position && self->position != NULL)
             || g_str_equal (page, "position");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game && gk_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game && gk_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", can_save);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", has_game && playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", !g_str_equal (page, "start"));

  gtk_widget_set_visible (self->back_button, !g_str_equal (page, "start"));
  gtk_widget_set_visible (self->history_box, on_game);
  gtk_widget_set_visible (self->score_button, playing && has_game);
  gtk_widget_set_visible (self->save_button, can_save);
  gtk_widget_set_tooltip_text (self->back_button,
                               playing || g_str_equal (page, "setup") || g_str_equal (page, "position")
                               ? _("Start Page (Alt+←)") : _("Back (Alt+←)"));

  gk_window_update_title (self);
}

/* ---- the game ---- */

static void
gk_window_game_changed (GkWindow *self,
                        GkGame   *game)
{
  guint cursor = gk_game_get_cursor (game);
  gboolean advanced = cursor > self->last_cursor;

  self->last_cursor = cursor;
  gk_window_autosave (self);

  /* A confirmed move that ends the game leads to the final score. */
  if (advanced && gk_table_is_game_over (gk_game_get_table (game))
      && g_str_equal (gk_window_get_page (self), "play"))
    {
      self->score_of_position = FALSE;
      gk_window_show_score (self);
      return;
    }

  if (g_str_equal (gk_window_get_page (self), "score") && !self->score_of_position)
    {
      /* Undo from the final score goes back to the game. */
      if (!gk_table_is_game_over (gk_game_get_table (game)))
        gk_window_show_page (self, "play");
      else
        gk_window_show_score (self);
      return;
    }

  gk_window_update (self);
}

void
gk_window_set_game (GkWindow *self,
                    GkGame   *game)
{
  g_return_if_fail (GK_IS_WINDOW (self));
  g_return_if_fail (game == NULL || GK_IS_GAME (game));

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_object (&self->game);
    }

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect_object (game, "changed",
                                                  G_CALLBACK (gk_window_game_changed), self,
                                                  G_CONNECT_SWAPPED);
      self->last_cursor = gk_game_get_cursor (game);
    }

  if (game != NULL || self->play_page != NULL)
    gk_play_page_set_game (ensure_play_page (self), game);
  self->score_of_position = FALSE;

  if (game != NULL)
    {
      gk_window_autosave (self);
      if (gk_table_is_game_over (gk_game_get_table (game)))
        gk_window_show_score (self);
      else
        gk_window_show_page (self, "play");
    }
  gk_window_refresh_autosave_offer (self);
  gk_window_update (self);
}

GkGame *
gk_window_get_game (GkWindow *self)
{
  g_return_val_if_fail (GK_IS_WINDOW (self), NULL);

  return self->game;
}

const char *
gk_window_get_page (GkWindow *self)
{
  const char *name;

  g_return_val_if_fail (GK_IS_WINDOW (self), NULL);

  name = gtk_stack_get_visible_child_name (self->stack);
  return name != NULL ? name : "start";
}

void
_gk_window_show_position (GkWindow      *self,
                          const GkTable *position)
{
  g_clear_pointer (&self->position, gk_table_free);
  self->position = gk_table_copy (position);
  self->score_of_position = TRUE;
  gk_window_show_score (self);
}

static void
gk_window_load (GkWindow *self,
                GFile    *file,
                gboolean  is_autosave)
{
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = gk_game_file_load (file, &error);
  if (loaded == NULL)
    {
      gk_window_error (self, _("The File Cannot Be Opened"), error->message);
      return;
    }

  g_clear_object (&self->file);
  if (!is_autosave)
    {
      self->file = g_object_ref (file);
      gk_window_add_recent (self, file);
    }

  if (loaded->game != NULL)
    gk_window_set_game (self, loaded->game);
  else
    {
      gk_position_editor_load_table (ensure_position_editor (self), loaded->position);
      _gk_window_show_position (self, loaded->position);
    }
}

void
gk_window_open_file (GkWindow *self,
                     GFile    *file)
{
  g_return_if_fail (GK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  gk_window_load (self, file, FALSE);
}

gboolean
_gk_window_save_to (GkWindow  *self,
                    GFile     *file,
                    GError   **error)
{
  const char *page = gk_window_get_page (self);
  gboolean ok;

  if (g_str_equal (page, "position") || (g_str_equal (page, "score") && self->score_of_position))
    {
      g_autoptr(GkTable) position = gk_position_editor_build (ensure_position_editor (self), error);

      if (position == NULL)
        return FALSE;
      ok = gk_position_save (position, file, error);
    }
  else if (self->game != NULL)
    ok = gk_game_file_save (self->game, file, error);
  else
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, _("There is nothing to save yet."));
      return FALSE;
    }

  if (ok)
    {
      g_set_object (&self->file, file);
      gk_window_add_recent (self, file);
      gk_window_update_title (self);
    }
  return ok;
}

/* ---- actions ---- */

static void
gk_window_new_game_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  gk_setup_assistant_reset (ensure_setup_assistant (self));
  offer_last_players (self, self->setup_assistant);
  gk_window_show_page (self, "setup");
}

static void
gk_window_continue_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  g_autoptr(GFile) file = gk_window_get_autosave_file ();

  gk_window_load (GK_WINDOW (widget), file, TRUE);
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
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message = g_strdup_printf (_("Saved as “%s”"), name);

          gk_window_toast (self, message, FALSE);
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

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Save As"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    /* TRANSLATORS: the suggested file name; %s is today's date */
    name = g_strdup_printf (_("Ginkgopolis %s.ginkgo"), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (gk_window_save_response), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
gk_window_score_table_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  g_clear_object (&self->file);
  gk_position_editor_reset (ensure_position_editor (self), 3);
  gk_window_show_page (self, "position");
}

static void
gk_window_show_score_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  self->score_of_position = FALSE;
  gk_window_show_score (self);
}

static void
gk_window_go_back_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);
  const char *page = gk_window_get_page (self);

  if (g_str_equal (page, "score") && self->score_of_position)
    gk_window_show_page (self, "position");
  else if (g_str_equal (page, "score") && self->game != NULL
           && !gk_table_is_game_over (gk_game_get_table (self->game)))
    gk_window_show_page (self, "play");
  else
    {
      gk_window_refresh_autosave_offer (self);
      gk_window_show_page (self, "start");
    }
}

static void
gk_window_show_history_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *param)
{
  gk_window_show_page (GK_WINDOW (widget), "history");
}

static void
gk_window_show_stats_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  gk_window_show_page (GK_WINDOW (widget), "stats");
}

static void
gk_window_undo_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  if (self->game != NULL && gk_game_can_undo (self->game))
    gk_game_undo (self->game);
}

static void
gk_window_redo_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  GkWindow *self = GK_WINDOW (widget);

  if (self->game != NULL && gk_game_can_redo (self->game))
    gk_game_redo (self->game);
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

/* A new game replaces the autosave: the game it held, if any move was
 * entered, is kept as a file of its own among the recent games. */
static void
gk_window_keep_previous_game (GkWindow *self)
{
  g_autoptr(GFile) autosave = gk_window_get_autosave_file ();
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *name = NULL;

  if (!g_file_query_exists (autosave, NULL))
    return;
  loaded = gk_game_file_load (autosave, NULL);
  if (loaded == NULL || loaded->game == NULL || gk_game_get_cursor (loaded->game) == 0)
    return;

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y-%m-%d %H.%M.%S");
  /* TRANSLATORS: the file name of a game kept when a new one starts; %s is a date and time */
  name = g_strdup_printf (_("Game of %s.ginkgo"), stamp);
  folder = g_file_get_parent (autosave);
  dir = g_file_get_child (folder, "games");
  kept = g_file_get_child (dir, name);
  if ((!g_file_make_directory_with_parents (dir, NULL, &error)
       && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS)))
    {
      gk_window_toast (self, error->message, FALSE);
      return;
    }
  g_clear_error (&error);
  if (!g_file_copy (autosave, kept, G_FILE_COPY_NONE, NULL, NULL, NULL, &error))
    {
      gk_window_toast (self, error->message, FALSE);
      return;
    }
  gk_window_add_recent (self, kept);
  gk_window_toast (self, _("The previous game is kept among the recent games"), FALSE);
}

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
  g_clear_object (&self->file);
  remember_players (self, setup);
  gk_window_keep_previous_game (self);
  gk_window_set_game (self, game);
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
  gk_window_toast (self, summary, TRUE);
}

static void
gk_window_stack_changed (GkWindow *self)
{
  gk_window_update (self);
}

/* ---- GObject ---- */

static void
gk_window_dispose (GObject *object)
{
  GkWindow *self = GK_WINDOW (object);

  if (self->settings != NULL)
    save_window_size (self);
  g_clear_object (&self->settings);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->position, gk_table_free);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_object (&self->history);
  g_clear_object (&self->profiles);

  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_WINDOW);

  G_OBJECT_CLASS (gk_window_parent_class)->dispose (object);
}

static void
gk_window_class_init (GkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_window_dispose;

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
  gtk_widget_class_bind_template_child (widget_class, GkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GkWindow, start_page);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, gk_window_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, gk_window_continue_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, gk_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s",
                                   gk_window_open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, gk_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.score-table", NULL,
                                   gk_window_score_table_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL,
                                   gk_window_show_score_action);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, gk_window_go_back_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL,
                                   gk_window_show_history_action);
  gtk_widget_class_install_action (widget_class, "win.show-stats", NULL,
                                   gk_window_show_stats_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, gk_window_undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, gk_window_redo_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   gk_window_show_help_overlay_action);
}

static void
gk_window_init (GkWindow *self)
{
  static GdkDisplay *styled_display;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The size the window had when it was last closed; until then the
   * template's, which fits 1366x768 with the play page's three columns. */
  self->settings = settings_new ();
  if (self->settings != NULL)
    {
      g_autoptr(GVariant) width = g_settings_get_user_value (self->settings, "window-width");
      g_autoptr(GVariant) height = g_settings_get_user_value (self->settings, "window-height");

      if (width != NULL && height != NULL)
        gtk_window_set_default_size (GTK_WINDOW (self), g_variant_get_int32 (width),
                                     g_variant_get_int32 (height));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
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
  g_signal_connect_object (self->stack, "notify::visible-child",
                           G_CALLBACK (gk_window_stack_changed), self, G_CONNECT_SWAPPED);

  gk_window_refresh_autosave_offer (self);
  gk_window_update (self);
}

GkWindow *
gk_window_new (GtkApplication *application)
{
  return g_object_new (GK_TYPE_WINDOW, "application", application, NULL);
}

/* ---- for the tests and the screenshot hook ---- */

GkStartPage *
_gk_window_get_start_page (GkWindow *self)
{
  return self->start_page;
}

GtkWidget *
_gk_window_get_history_page (GkWindow *self)
{
  return GTK_WIDGET (ensure_history_page (self));
}

GtkWidget *
_gk_window_get_stats_page (GkWindow *self)
{
  return GTK_WIDGET (ensure_stats_page (self));
}

GkSetupAssistant *
_gk_window_get_setup_assistant (GkWindow *self)
{
  return ensure_setup_assistant (self);
}

GkPlayPage *
_gk_window_get_play_page (GkWindow *self)
{
  return ensure_play_page (self);
}

GtkWidget *
_gk_window_get_score_page (GkWindow *self)
{
  return ensure_score_page (self);
}

GkPositionEditor *
_gk_window_get_position_editor (GkWindow *self)
{
  return ensure_position_editor (self);
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
