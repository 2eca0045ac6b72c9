/* test-play-window.c: a play as a record, in the window: a finished play
 * stays as it was played (no undo, no redo, no move entered) until it is
 * corrected on purpose; the toast of a move undoes that move or nothing;
 * Back from a play opened in History returns to History as it was left;
 * the play's details are edited on the score page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "gk-history-item.h"
#include "gk-history-page.h"
#include "gk-history-test-util.h"
#include "gk-play-details-view.h"
#include "gk-score-page.h"
#include "gk-ui-test-util.h"
#include "gk-fold-box.h"
#include "gk-play-page.h"
#include "gk-window-private.h"

#define BASE_TIME G_GINT64_CONSTANT (1767225600)
#define PLAY_ID "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91"
#define PLAY_RECORD "<play id=\"" PLAY_ID "\" started=\"2026-11-25T19:02:11+01:00\" " \
                    "location=\"Anna's flat\"/>"

static const char *data_dir;

typedef struct
{
  GkWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
  gk_ui_test_wait_window (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
}

static GkSession *
session_of (Fixture *f)
{
  return gk_window_get_session (f->window);
}

static GkGame *
game_of (Fixture *f)
{
  return gk_session_get_game (session_of (f));
}

/* A copy of the finished game tests/core/games/@name in @folder (NULL: the
 * data folder). */
static GFile *
copy_game_to (const char *name,
              const char *folder)
{
  g_autofree char *source_path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autofree char *target_path = g_build_filename (folder != NULL ? folder : data_dir, name, NULL);
  g_autoptr(GFile) source = g_file_new_for_path (source_path);
  GFile *target = g_file_new_for_path (target_path);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (folder != NULL ? folder : data_dir, 0700);
  g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return target;
}

static GFile *
copy_game (const char *name)
{
  return copy_game_to (name, NULL);
}

static char *
contents_of (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_load_contents (file, NULL, &contents, NULL, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static guint64
modified_of (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  g_assert_nonnull (info);
  return g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * 1000000
         + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

/* Gives the game file @file the play's record @element (a <play>). */
static void
add_play_record (GFile      *file,
                 const char *element)
{
  g_autofree char *text = contents_of (file);
  g_autoptr(GString) with_play = g_string_new (text);
  g_autofree char *before_setup = g_strconcat (element, "\n  <setup", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_string_replace (with_play, "<setup", before_setup, 1), ==, 1);
  g_file_replace_contents (file, with_play->str, with_play->len, NULL, FALSE, G_FILE_CREATE_NONE,
                           NULL, NULL, &error);
  g_assert_no_error (error);
}

static GkScorePage *
score_page_of (Fixture *f)
{
  return GK_SCORE_PAGE (_gk_window_get_page_widget (f->window, "score"));
}

static const char *
headline_of (Fixture *f)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (score_page_of (f)),
                                                  GK_TYPE_SCORE_PAGE, "headline_label");

  return gtk_label_get_label (GTK_LABEL (label));
}

/* The message dialog the window shows now, or NULL. */
static AdwMessageDialog *
shown_dialog (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window))
          && gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (f->window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static void
respond (Fixture    *f,
         const char *response)
{
  AdwMessageDialog *dialog = shown_dialog (f);

  /* As its button does: the dialog closes, then says what was chosen. */
  g_assert_nonnull (dialog);
  g_object_ref (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  adw_message_dialog_response (dialog, response);
  g_object_unref (dialog);
  gk_ui_test_spin (50);
  g_assert_null (shown_dialog (f));
}

/* ---- a finished play is read only ---- */

/* Opened again, a finished play shows its final score and says it is kept
 * as played; a stray Ctrl+Z (the accelerator activates win.undo) or the
 * header's Undo changes nothing on screen or on disk. */
static void
test_read_only (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GFile) file = copy_game ("short-2p.ginkgo");
  g_autofree char *before = contents_of (file);
  g_autofree char *headline = NULL;
  GkPlayPage *play;
  guint64 modified = modified_of (file);
  guint cursor;

  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_true (gk_session_get_read_only (session_of (f)));
  cursor = gk_game_get_cursor (game_of (f));
  headline = g_strdup (headline_of (f));

  /* It says so, and offers the correction. */
  g_assert_true (gk_score_page_get_read_only (score_page_of (f)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (score_page_of (f)), GK_TYPE_SCORE_PAGE, "read_only_box"))));
  play = GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"));
  g_assert_true (gk_play_page_get_read_only (play));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (gk_play_page_get_round_entry (play))));
  gk_ui_assert_contains (gk_ui_test_play_banner (play), "This game is finished");

  /* Undo and redo are off: the header's buttons are insensitive. */
  g_assert_true (gtk_widget_get_visible (gk_ui_test_window_child (f->window, "undo_button")));
  g_assert_false (gtk_widget_get_sensitive (gk_ui_test_window_child (f->window, "undo_button")));
  g_assert_false (gtk_widget_get_sensitive (gk_ui_test_window_child (f->window, "redo_button")));

  /* A stray Ctrl+Z, Ctrl+Shift+Z, a click on Undo. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gtk_widget_activate (gk_ui_test_window_child (f->window, "undo_button"));
  gk_ui_test_spin (100);
  gk_ui_test_wait_window (f->window);

  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpstr (headline_of (f), ==, headline);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, cursor);
  g_assert_true (gk_session_is_saved (session_of (f)));
  {
    g_autofree char *after = contents_of (file);

    g_assert_cmpstr (after, ==, before);
    g_assert_cmpuint (modified_of (file), ==, modified);
  }
}

/* Correct This Game… says what it does and asks first; then the play is
 * open for correcting its moves and keeps its identity and start. */
static void
test_correct (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GFile) file = copy_game ("short-2p.ginkgo");
  AdwMessageDialog *dialog;
  GkTime started;
  guint cursor;

  /* The play's record, as the app writes it. */
  add_play_record (file, PLAY_RECORD);
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_true (gk_session_get_read_only (session_of (f)));
  cursor = gk_game_get_cursor (game_of (f));
  g_assert_cmpstr (gk_session_get_play (session_of (f))->id, ==, PLAY_ID);

  /* Asked, and refused: nothing changes. */
  g_assert_null (shown_dialog (f));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.correct", NULL));
  gk_ui_test_spin (50);
  dialog = shown_dialog (f);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Correct This Game?");
  gk_ui_assert_contains (adw_message_dialog_get_body (dialog), "moves can be changed");
  gk_ui_assert_contains (adw_message_dialog_get_body (dialog),
                         "keeps its identity and the time it started");
  gk_ui_assert_contains (adw_message_dialog_get_body (dialog),
                         "finished again when its last move is entered");
  respond (f, "cancel");
  g_assert_true (gk_session_get_read_only (session_of (f)));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");

  /* Agreed: open for correction, on the play page. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.correct", NULL);
  gk_ui_test_spin (50);
  respond (f, "correct");
  g_assert_false (gk_session_get_read_only (session_of (f)));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_false (gk_score_page_get_read_only (score_page_of (f)));
  g_assert_false (gk_play_page_get_read_only (GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"))));
  g_assert_true (gtk_widget_get_sensitive (gk_ui_test_window_child (f->window, "undo_button")));
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Undo back to the move");
  /* Nothing left to correct: the action is off again. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.correct", NULL)
                  && shown_dialog (f) != NULL);

  /* The last move undone: written, the play the same. */
  started = gk_session_get_play (session_of (f))->started;
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, cursor - 1);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, cursor - 1);
    g_assert_cmpstr (loaded->play->id, ==, PLAY_ID);
    g_assert_true (loaded->play->started.set);
    g_assert_cmpint (loaded->play->started.usec, ==, started.usec);
    g_assert_cmpstr (loaded->play->location, ==, "Anna's flat");
  }
}

/* ---- the toast of a move ---- */

/* A building of the starting square whose card can be played now. */
static GkCard
playable_start_card (const GkTable *table)
{
  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      {
        const GkBuilding *building = gk_table_get_building_at (table, x, y);

        if (building != NULL && gk_table_card_playable (table, building->top))
          return building->top;
      }
  g_assert_not_reached ();
}

static void
confirm_exploit (Fixture *f)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play")));
  guint before = gk_game_get_cursor (game_of (f));

  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.card", "i",
                              playable_start_card (gk_game_get_table (game_of (f))));
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (entry)));
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.confirm", NULL);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, before + 1);
}

/* The toasts in the window, whichever overlay shows them (the play page's
 * over the city, the window's). */
static guint
count_toasts_in (GtkWidget *root)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += (g_strcmp0 (gtk_widget_get_css_name (child), "toast") == 0) + count_toasts_in (child);
  return n;
}

static guint
count_toasts (Fixture *f)
{
  return count_toasts_in (GTK_WIDGET (f->window));
}

/* Activates the action of @toast's button as a click would. */
static void
click_toast (Fixture  *f,
             AdwToast *toast,
             GVariant *target)
{
  g_assert_nonnull (adw_toast_get_button_label (toast));
  gtk_widget_activate_action_variant (GTK_WIDGET (f->window), adw_toast_get_action_name (toast),
                                      target);
  gk_ui_test_spin (20);
}

/* Moves entered fast: one toast, the last move's, whose Undo undoes that
 * move; an Undo of an earlier move does nothing; after an undo the toast
 * offers no Undo. */
static void
test_move_toasts (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) second_target = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  AdwToast *toast;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla & Co");
  gk_setup_set_player_name (setup, 2, "Vera");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");

  /* Four moves, back to back, as fast as the keyboard goes. */
  for (guint i = 0; i < 4; i++)
    {
      confirm_exploit (f);
      g_array_append_vals (moves, gk_game_get_move (game_of (f), i), 1);
      toast = _gk_window_get_move_toast (f->window);
      g_assert_nonnull (toast);
      if (i == 1)
        second_target = g_variant_ref (adw_toast_get_action_target_value (toast));
      gk_ui_test_spin (i == 1 ? 5 : 1);
    }
  gk_ui_test_wait_window (f->window);

  /* One toast, naming the last move (names are text, not markup), once
   * any other has slid out. */
  gk_ui_test_wait_until (count_toasts (f) == 1);
  toast = _gk_window_get_move_toast (f->window);
  g_assert_nonnull (toast);
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Béla & Co: ");
  {
    g_autofree char *escaped = g_markup_escape_text (_gk_window_get_last_toast (f->window), -1);

    g_assert_cmpstr (adw_toast_get_title (toast), ==, escaped);
  }

  /* The second move's Undo, kept from when it showed: not the last move. */
  click_toast (f, toast, second_target);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, 4);

  /* The toast's Undo undoes the fourth move, and only it. */
  click_toast (f, toast, adw_toast_get_action_target_value (toast));
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (memcmp (gk_game_get_move (game_of (f), i), &g_array_index (moves, GkMove, i),
                             sizeof (GkMove)), ==, 0);
  /* No Undo is offered any more: its move is gone. */
  g_assert_null (adw_toast_get_button_label (toast));

  /* Another move: its own toast; the header's Undo takes its Undo away. */
  confirm_exploit (f);
  toast = _gk_window_get_move_toast (f->window);
  g_assert_nonnull (adw_toast_get_button_label (toast));
  g_object_ref (toast);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_null (adw_toast_get_button_label (toast));
  g_object_unref (toast);
  /* It goes a moment later (a second, and the time it takes to slide out). */
  gk_ui_test_wait_until (count_toasts (f) == 0);
  g_assert_null (_gk_window_get_move_toast (f->window));
  gk_ui_test_wait_window (f->window);
}

static void
count_dismissed (AdwToast *toast,
                 guint    *n)
{
  (*n)++;
}

/* Until the move's toast has slid in (a toast dismissed before waits for
 * that). */
static void
wait_toast_settled (Fixture *f)
{
  gk_ui_test_wait_until (f->window->toast_settling == 0);
}

/* A move's toast belongs to its page and its game: New Game's choice
 * (Ctrl+N) takes it away, its Undo at once, the toast as soon as it has
 * slid in (at once when it has); so does another game; the move stays. */
static void
test_move_toast_page (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkGame) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) target = NULL;
  g_autoptr(AdwToast) toast = NULL;
  guint dismissed = 0;

  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);

  for (guint settled = 0; settled < 2; settled++)
    {
      guint cursor;

      g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
      confirm_exploit (f);
      cursor = gk_game_get_cursor (game_of (f));
      g_set_object (&toast, _gk_window_get_move_toast (f->window));
      g_assert_nonnull (toast);
      g_assert_nonnull (adw_toast_get_button_label (toast));
      g_clear_pointer (&target, g_variant_unref);
      target = g_variant_ref (adw_toast_get_action_target_value (toast));
      dismissed = 0;
      g_signal_connect (toast, "dismissed", G_CALLBACK (count_dismissed), &dismissed);
      if (settled)
        wait_toast_settled (f);

      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
      g_assert_cmpstr (gk_window_get_page (f->window), ==, "sheet");
      if (!settled)
        wait_toast_settled (f);
      g_assert_cmpuint (dismissed, ==, 1);
      g_assert_null (_gk_window_get_move_toast (f->window));
      g_assert_null (adw_toast_get_button_label (toast));
      /* Its Undo, kept from when it showed, does not reach a game out of sight. */
      gtk_widget_activate_action_variant (GTK_WIDGET (f->window), "win.undo-move", target);
      g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, cursor);
      gk_ui_test_spin (20);
      gk_ui_test_wait_until (count_toasts (f) == 0);

      /* Back to the game: its Undo works again, from the header. */
      _gk_window_show_page (f->window, GK_PAGE_PLAY);
      gk_ui_test_wait_window (f->window);
    }

  /* Another game: the toast goes with the game it spoke of. */
  confirm_exploit (f);
  g_set_object (&toast, _gk_window_get_move_toast (f->window));
  dismissed = 0;
  g_signal_connect (toast, "dismissed", G_CALLBACK (count_dismissed), &dismissed);
  wait_toast_settled (f);
  other = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (session_of (f), other);
  g_assert_cmpuint (dismissed, ==, 1);
  g_assert_null (_gk_window_get_move_toast (f->window));
  g_assert_null (adw_toast_get_button_label (toast));
  gtk_widget_activate_action_variant (GTK_WIDGET (f->window), "win.undo-move", target);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, 0);
  gk_ui_test_wait_until (count_toasts (f) == 0);
  gk_ui_test_wait_window (f->window);
}

static GtkWidget *
find_by_action (GtkWidget  *root,
                const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = find_by_action (child, action)) != NULL)
        return found;
    }
  return NULL;
}

/* The toast widgets shown under @root. */
static void
collect_toasts (GtkWidget *root,
                GPtrArray *toasts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (gtk_widget_get_css_name (child), "toast") == 0
          && gtk_widget_get_mapped (child))
        g_ptr_array_add (toasts, child);
      collect_toasts (child, toasts);
    }
}

/* On a 1024x600 window a move's toast shows clear of the round entry's
 * Clear and Confirm. */
static void
test_move_toast_clear (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) toasts = g_ptr_array_new ();
  GtkWidget *play;
  const char *actions[] = { "entry.clear", "entry.confirm" };

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 600);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (session_of (f), game);
  gk_ui_test_wait_window (f->window);
  /* the X server's answer to the resize may come late on a busy machine */
  gk_ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) <= 1024);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 1024);
  play = _gk_window_get_page_widget (f->window, "play");

  confirm_exploit (f);
  wait_toast_settled (f);
  gk_ui_test_wait_window (f->window);
  collect_toasts (GTK_WIDGET (f->window), toasts);
  g_assert_cmpuint (toasts->len, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = find_by_action (play, actions[i]);
      graphene_rect_t a, b;

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_compute_bounds (toasts->pdata[0], GTK_WIDGET (f->window), &a));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (f->window), &b));
      if (graphene_rect_intersection (&a, &b, NULL))
        g_error ("the toast (%g, %g, %g x %g) covers %s (%g, %g, %g x %g)", a.origin.x,
                 a.origin.y, a.size.width, a.size.height, actions[i], b.origin.x, b.origin.y,
                 b.size.width, b.size.height);
    }
}

/* ---- back to History ---- */

static GtkDropDown *
history_filter (GtkWidget  *page,
                const char *name)
{
  return GTK_DROP_DOWN (gtk_widget_get_template_child (page, GK_TYPE_HISTORY_PAGE, name));
}

/* The location of the play in file @name among @plays, NULL if none. */
static const char *
play_location (GListModel *plays,
               const char *name)
{
  for (guint k = 0; k < g_list_model_get_n_items (plays); k++)
    {
      g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, k);

      if (g_strcmp0 (gk_history_item_get_play (item)->file, name) == 0)
        return gk_history_item_get_play (item)->location;
    }
  return NULL;
}

/* A play opened from History, finished and so read only; Back returns to
 * History with the filter chosen and the list where it was scrolled to. */
static void
test_back_to_history (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *games_dir = g_build_filename (data_dir, "ginkgo-companion", "games", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 40, 2026, BASE_TIME);
  GtkWidget *history;
  GtkListView *list;
  GtkAdjustment *adjustment;
  GListModel *plays;
  double scrolled;
  guint position;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  history = _gk_window_get_page_widget (f->window, "history");
  gtk_drop_down_set_selected (history_filter (history, "variant_filter"), 1);
  /* The history is read in a worker. */
  plays = gk_history_page_get_plays (GK_HISTORY_PAGE (history));
  gk_ui_test_wait_until (g_list_model_get_n_items (plays) == 40
                         && gk_history_page_is_scrolled_back (GK_HISTORY_PAGE (history)));

  /* Its rows laid out: a list longer than two screens. */
  list = GTK_LIST_VIEW (gtk_widget_get_template_child (history, GK_TYPE_HISTORY_PAGE, "list"));
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
  gk_ui_test_wait_until (gtk_adjustment_get_page_size (adjustment) > 0
                         && gtk_adjustment_get_upper (adjustment)
                            > gtk_adjustment_get_page_size (adjustment) * 2);
  scrolled = gtk_adjustment_get_page_size (adjustment) * 1.5;
  gtk_adjustment_set_value (adjustment, scrolled);
  gk_ui_test_spin (100);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), scrolled, 1);

  /* A play shown there: its final score, read only. */
  position = 20;
  g_signal_emit_by_name (list, "activate", position);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_true (gk_session_get_read_only (session_of (f)));
  g_assert_false (gtk_widget_get_sensitive (gk_ui_test_window_child (f->window, "undo_button")));

  /* Its details changed there: the history reads the file again while
   * away, and still shows the list where it was. */
  {
    g_autoptr(GkPlayRecord) play = gk_play_record_copy (gk_session_get_play (session_of (f)));
    g_autofree char *name = g_file_get_basename (gk_session_get_file (session_of (f)));

    gk_play_record_set_location (play, "The club");
    g_assert_true (gk_session_set_play (session_of (f), play, NULL));
    gk_ui_test_wait_window (f->window);
    gk_ui_test_wait_until (g_strcmp0 (play_location (plays, name), "The club") == 0);
    g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 40);
  }

  /* Back: History as it was left, once the list has laid its rows out
   * again (the frame after it shows them). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "history");
  g_assert_cmpuint (gtk_drop_down_get_selected (history_filter (history, "variant_filter")), ==, 1);
  gk_ui_test_wait_until (gk_history_page_is_scrolled_back (GK_HISTORY_PAGE (history)));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), scrolled, 1);

  /* Opened otherwise (the recent games), a play leads back to the start. */
  {
    g_autoptr(GkHistoryItem) item = NULL;
    g_autofree char *path = NULL;
    g_autoptr(GFile) file = NULL;

    item = g_list_model_get_item (gk_history_page_get_plays (GK_HISTORY_PAGE (history)), 3);
    path = g_build_filename (games_dir, gk_history_item_get_play (item)->file, NULL);
    file = g_file_new_for_path (path);
    _gk_window_open_file_wait (f->window, file);
    gk_ui_test_wait_window (f->window);
    g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
    g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  }
}

/* ---- the play's details on the score page ---- */

static GObject *
details_child (Fixture    *f,
               const char *name)
{
  GObject *view = gtk_widget_get_template_child (GTK_WIDGET (score_page_of (f)), GK_TYPE_SCORE_PAGE,
                                                 "details_view");

  return gtk_widget_get_template_child (GTK_WIDGET (view), GK_TYPE_PLAY_DETAILS_VIEW, name);
}

/* @widget's bounds in @ancestor, once the scroll asked for has moved it:
 * the main loop runs until its allocation changes (or a few seconds). */
static void
wait_laid_out (GtkWidget       *widget,
               GtkWidget       *ancestor,
               graphene_rect_t *bounds)
{
  graphene_rect_t before;
  gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &before));
  do
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_true (gtk_widget_compute_bounds (widget, ancestor, bounds));
    }
  while (graphene_rect_equal (&before, bounds) && g_get_monotonic_time () < end);
}

/* The popover that changes the start opens with room for all of it under
 * or over its button: a page scrolled to have the button with too little
 * room on either side scrolls to make that room. */
static void
test_details_start_room (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *above = gtk_label_new ("above");
  GtkWidget *view = g_object_new (GK_TYPE_PLAY_DETAILS_VIEW, NULL);
  GtkWidget *button, *popover;
  GtkAdjustment *v;
  graphene_rect_t end, b;
  int needed, shown;

  gtk_widget_set_size_request (above, -1, 600);
  gtk_box_append (GTK_BOX (box), above);
  gtk_box_append (GTK_BOX (box), view);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 500);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);
  button = (GtkWidget *) gtk_widget_get_template_child (view, GK_TYPE_PLAY_DETAILS_VIEW,
                                                        "started_button");
  popover = (GtkWidget *) gtk_widget_get_template_child (view, GK_TYPE_PLAY_DETAILS_VIEW,
                                                         "started_popover");
  /* No play shown: the view is insensitive until it is given one. */
  gtk_widget_set_sensitive (view, TRUE);

  /* Scrolled to have the button halfway down the part shown. */
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (button, box, &end));
  shown = gtk_widget_get_height (scroller);
  gtk_adjustment_set_value (v, end.origin.y - (shown - end.size.height) / 2);
  wait_laid_out (button, scroller, &end);

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  gk_ui_test_spin (100);
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, -1, &needed, NULL, NULL, NULL);
  g_assert_cmpint (needed, >, 0);
  /* There, the button lacked the room on either side; it has it now. */
  g_assert_true (end.origin.y < needed && end.origin.y + end.size.height + needed > shown);
  g_assert_true (gtk_widget_compute_bounds (button, scroller, &b));
  g_assert_true (b.origin.y >= needed || b.origin.y + b.size.height + needed <= shown);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gk_ui_test_finalize_window (window);
}

/* The details of a finished play: shown, edited in place and saved at once
 * without touching the moves; refused in the field over its limit; kept
 * when the save fails, saved by Try Again; the places played at before
 * offered. */
static void
test_details (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *games_dir = g_build_filename (data_dir, "ginkgo-companion", "games", NULL);
  /* In the library: a save that fails stays in its file. */
  g_autoptr(GFile) file = copy_game_to ("short-2p.ginkgo", games_dir);
  g_autofree char *long_location = g_strnfill (GK_PLAY_MAX_LOCATION + 1, 'x');
  g_autofree char *note = g_strnfill (GK_PLAY_MAX_NOTE - 100, 'g');
  g_autoptr(GError) expected = NULL;
  GtkEditable *location;
  GtkLabel *location_error;
  GtkTextBuffer *note_buffer;
  GtkListBox *seats, *places;
  guint n_moves;

  /* An earlier play at the club, in the history. */
  {
    g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 1, 7, BASE_TIME);
    g_autofree char *path = g_build_filename (games_dir, "game-000.ginkgo", NULL);
    g_autoptr(GFile) earlier = g_file_new_for_path (path);

    add_play_record (earlier, "<play location=\"The Ginkgo Club\"/>");
  }
  add_play_record (file, PLAY_RECORD);
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  n_moves = gk_game_get_cursor (game_of (f));

  /* As recorded: when, where, who. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (details_child (f, "started_row"))),
                   ==, "25 November 2026, 19:02");
  location = GTK_EDITABLE (details_child (f, "location_row"));
  g_assert_cmpstr (gtk_editable_get_text (location), ==, "Anna's flat");
  seats = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (score_page_of (f)),
                                                       GK_TYPE_SCORE_PAGE, "seats_list"));
  g_assert_nonnull (gtk_list_box_get_row_at_index (seats, 1));
  g_assert_null (gtk_list_box_get_row_at_index (seats, 2));

  /* Started a day earlier, as chosen in the popover: saved; in the future:
   * refused there, with the reason. */
  {
    GObject *view = gtk_widget_get_template_child (GTK_WIDGET (score_page_of (f)),
                                                   GK_TYPE_SCORE_PAGE, "details_view");
    GtkLabel *started_error = GTK_LABEL (details_child (f, "started_error_label"));
    g_autoptr(GTimeZone) zone = g_time_zone_new_offset (3600);
    g_autoptr(GDateTime) day = g_date_time_new (zone, 2026, 11, 24, 0, 0, 0);
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
    g_autoptr(GDateTime) future = g_date_time_add_years (now, 1);
    g_autoptr(GDateTime) started = NULL;

    gtk_calendar_select_day (GTK_CALENDAR (details_child (f, "calendar")), day);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (details_child (f, "hour_spin")), 20);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (details_child (f, "minute_spin")), 15);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "details.set-started", NULL));
    started = gk_time_to_date_time (&gk_session_get_play (session_of (f))->started);
    g_assert_cmpint (g_date_time_get_day_of_month (started), ==, 24);
    g_assert_cmpint (g_date_time_get_hour (started), ==, 20);
    g_assert_cmpint (g_date_time_get_minute (started), ==, 15);
    /* in the offset it was recorded in */
    g_assert_cmpint (g_date_time_get_utc_offset (started), ==, 3600 * G_TIME_SPAN_SECOND);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (details_child (f,
                                                                                 "started_row"))),
                     ==, "24 November 2026, 20:15");
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (started_error)));

    gtk_calendar_select_day (GTK_CALENDAR (details_child (f, "calendar")), future);
    gtk_widget_activate_action (GTK_WIDGET (view), "details.set-started", NULL);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (started_error)));
    g_assert_cmpstr (gtk_label_get_label (started_error), ==, "A play cannot start in the future.");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (details_child (f,
                                                                                 "started_row"))),
                     ==, "24 November 2026, 20:15");
  }

  /* Typed: saved at once, the moves as they were, still read only. */
  gtk_editable_set_text (location, "Béla's garden");
  g_assert_cmpstr (gk_session_get_play (session_of (f))->location, ==, "Béla's garden");
  note_buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (details_child (f, "note_view")));
  gtk_text_buffer_set_text (note_buffer, "Rain all evening.", -1);
  gk_ui_test_wait_window (f->window);
  {
    g_autoptr(GkGameFile) loaded = gk_game_file_load (file, NULL);

    g_assert_nonnull (loaded);
    g_assert_cmpstr (loaded->play->location, ==, "Béla's garden");
    g_assert_cmpstr (loaded->play->note, ==, "Rain all evening.");
    g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, n_moves);
  }
  g_assert_true (gk_session_get_read_only (session_of (f)));

  /* Over its limit: refused in the field with the reason, nothing saved. */
  g_assert_false (gk_play_location_check (long_location, &expected));
  gtk_editable_set_text (location, long_location);
  location_error = GTK_LABEL (details_child (f, "location_error_label"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (location_error)));
  g_assert_cmpstr (gtk_label_get_label (location_error), ==, expected->message);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (location), "error"));
  g_assert_cmpstr (gk_session_get_play (session_of (f))->location, ==, "Béla's garden");
  gtk_editable_set_text (location, "Béla's garden");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (location_error)));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (location), "error"));

  /* The places played at before, to choose from. */
  places = GTK_LIST_BOX (details_child (f, "places_list"));
  gk_ui_test_wait_until (gtk_list_box_get_row_at_index (places, 0) != NULL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (details_child (f, "places_button"))));
  {
    GtkListBoxRow *row = NULL;

    for (guint i = 0; (row = gtk_list_box_get_row_at_index (places, i)) != NULL; i++)
      if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (row))),
                     "The Ginkgo Club") == 0)
        break;
    g_assert_nonnull (row);
    g_signal_emit_by_name (places, "row-activated", row);
  }
  g_assert_cmpstr (gtk_editable_get_text (location), ==, "The Ginkgo Club");
  g_assert_cmpstr (gk_session_get_play (session_of (f))->location, ==, "The Ginkgo Club");
  gk_ui_test_wait_window (f->window);

  /* A full disk: the bar says why, the note stays; Try Again saves it. */
  {
    g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
    struct rlimit saved_limit, limit;

    g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
    limit = saved_limit;
    limit.rlim_cur = (rlim_t) g_file_info_get_size (info) + 200;
    signal (SIGXFSZ, SIG_IGN);
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
    gtk_text_buffer_set_text (note_buffer, note, -1);
    gk_ui_test_wait_window (f->window);
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  }
  gk_ui_assert_contains (gk_ui_test_window_bar (f->window, "save"), "cannot be saved");
  {
    GtkTextIter start, end;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (note_buffer, &start, &end);
    shown = gtk_text_buffer_get_text (note_buffer, &start, &end, FALSE);
    g_assert_cmpstr (shown, ==, note);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.retry-save", NULL));
  gk_ui_test_wait_window (f->window);
  g_assert_null (gk_ui_test_window_bar (f->window, "save"));
  {
    g_autoptr(GkGameFile) loaded = gk_game_file_load (file, NULL);

    g_assert_cmpstr (loaded->play->note, ==, note);
    g_assert_cmpstr (loaded->play->location, ==, "The Ginkgo Club");
    g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, n_moves);
  }
}

/* ---- the score card ---- */

static void
texture_read (GObject      *clipboard,
              GAsyncResult *result,
              gpointer      user_data)
{
  GdkTexture **texture = user_data;
  g_autoptr(GError) error = NULL;

  *texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (clipboard), result, &error);
  g_assert_no_error (error);
}

static guchar *
pixels_of (GdkTexture *texture)
{
  guchar *pixels = g_malloc ((gsize) gdk_texture_get_width (texture)
                             * gdk_texture_get_height (texture) * 4);

  gdk_texture_download (texture, pixels, (gsize) gdk_texture_get_width (texture) * 4);
  return pixels;
}

/* Save Score as Image and Copy Score Image give the same card; the PDF is
 * titled with the play; all four are offered on the score page only. */
static void
test_score_card (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GFile) file = copy_game ("short-2p.ginkgo");
  g_autofree char *png = g_build_filename (data_dir, "card.png", NULL);
  g_autofree char *pdf = g_build_filename (data_dir, "sheet.pdf", NULL);
  g_autoptr(GdkTexture) saved = NULL;
  g_autoptr(GdkTexture) copied = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guchar *a = NULL;
  g_autofree guchar *b = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  add_play_record (file, PLAY_RECORD);
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");

  g_assert_true (_gk_window_save_score_image (f->window, png, &error));
  g_assert_no_error (error);
  saved = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.copy-image", NULL));
  g_assert_cmpstr (_gk_window_get_last_toast (f->window), ==, "Score image copied");
  gdk_clipboard_read_texture_async (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), NULL,
                                    texture_read, &copied);
  gk_ui_test_wait_until (copied != NULL);
  g_assert_cmpint (gdk_texture_get_width (copied), ==, gdk_texture_get_width (saved));
  g_assert_cmpint (gdk_texture_get_height (copied), ==, gdk_texture_get_height (saved));
  a = pixels_of (saved);
  b = pixels_of (copied);
  g_assert_cmpmem (a, (gsize) gdk_texture_get_width (saved) * gdk_texture_get_height (saved) * 4,
                   b, (gsize) gdk_texture_get_width (copied) * gdk_texture_get_height (copied) * 4);

  g_assert_true (_gk_window_save_score_sheet (f->window, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  {
    static const char title[] = "/Title (Ginkgopolis, 25 November 2026, Anna's flat)";
    gboolean found = FALSE;

    /* (a PDF holds NUL bytes: no strstr) */
    for (gsize i = 0; !found && i + sizeof title - 1 <= length; i++)
      found = memcmp (contents + i, title, sizeof title - 1) == 0;
    g_assert_true (found);
  }

  /* Away from the score page: nothing to save or copy. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  g_assert_false (_gk_window_save_score_image (f->window, png, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* Runs the main loop for @ms, however idle it is (timeouts, animations). */
static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* A phone's window: the entry under the city, the table panel and the
 * steps at the table one swipe (or the button, or F9) away; a laptop's:
 * the panel, the city and the entry side by side, the steps under the
 * city. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GFile) file = copy_game ("short-2p.ginkgo");
  GtkWidget *play;
  AdwFlap *flap;
  GtkWidget *fold, *steps, *button;
  int min;

  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  _gk_window_show_page (f->window, GK_PAGE_PLAY);
  play = _gk_window_get_page_widget (f->window, "play");
  flap = ADW_FLAP (gtk_widget_get_template_child (play, GK_TYPE_PLAY_PAGE, "flap"));
  fold = GTK_WIDGET (gtk_widget_get_template_child (play, GK_TYPE_PLAY_PAGE, "fold_box"));
  steps = GTK_WIDGET (gtk_widget_get_template_child (play, GK_TYPE_PLAY_PAGE, "steps_box"));
  button = GTK_WIDGET (gtk_widget_get_template_child (play, GK_TYPE_PLAY_PAGE, "table_button"));
  wait_ms (300);
  gk_ui_test_wait_until (!gk_fold_box_get_folded (GK_FOLD_BOX (fold)));
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_false (gk_fold_box_get_folded (GK_FOLD_BOX (fold)));
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_ancestor (steps, fold));

  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                      NULL);
  g_assert_cmpint (min, <=, 360);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  wait_ms (500);
  gk_ui_test_wait_until (gk_fold_box_get_folded (GK_FOLD_BOX (fold))
                         && !gtk_widget_is_ancestor (steps, fold));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (gk_fold_box_get_folded (GK_FOLD_BOX (fold)));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_is_ancestor (steps, fold));
  g_assert_true (gtk_widget_is_ancestor (steps, adw_flap_get_flap (flap)));

  /* F9 and the button bring the panel in and take it away */
  g_assert_true (gk_ui_test_press_key (play, GDK_KEY_F9, 0));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);
  g_assert_false (adw_flap_get_reveal_flap (flap));

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  wait_ms (500);
  gk_ui_test_wait_until (!gk_fold_box_get_folded (GK_FOLD_BOX (fold))
                         && gtk_widget_is_ancestor (steps, fold));
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_false (gk_fold_box_get_folded (GK_FOLD_BOX (fold)));
  g_assert_true (gtk_widget_is_ancestor (steps, fold));
  /* The content has the width the panel leaves it, not its folded one. */
  g_assert_cmpint (gtk_widget_get_width (adw_flap_get_content (flap)), ==,
                   gtk_widget_get_width (GTK_WIDGET (flap))
                   - gtk_widget_get_width (adw_flap_get_flap (flap))
                   - gtk_widget_get_width (adw_flap_get_separator (flap)));
  g_assert_cmpint (gtk_widget_get_width (adw_flap_get_content (flap)), >, 600);
}

/* The squeezers watched, and the frames drawn while one showed two
 * children, the one going and the one coming, faded into each other
 * (libadwaita draws both while a transition other than none runs). */
typedef struct
{
  GPtrArray *squeezers;
  guint      frames;
} Squeezers;

static void
squeezers_painted (GdkFrameClock *clock,
                   Squeezers     *watched)
{
  for (guint i = 0; i < watched->squeezers->len; i++)
    if (adw_squeezer_get_transition_running (g_ptr_array_index (watched->squeezers, i))
        && adw_squeezer_get_transition_type (g_ptr_array_index (watched->squeezers, i))
           != ADW_SQUEEZER_TRANSITION_TYPE_NONE)
      {
        watched->frames++;
        return;
      }
}

/* Every squeezer under @widget, a stack's pages not shown too. */
static void
find_squeezers (GtkWidget *widget,
                GPtrArray *squeezers)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_SQUEEZER (child))
        g_ptr_array_add (squeezers, child);
      find_squeezers (child, squeezers);
    }
}

/* A narrow window's header and pages trade a wide child for a narrow one
 * at once, animations on: a game opened on a phone does not show Redo,
 * Save As and Score over their narrow stand-ins while they fade out, nor
 * does a window made narrow or wide again. */
static void
test_narrow_header (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GFile) file = copy_game ("short-2p.ginkgo");
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (f->window));
  AdwSqueezer *history = ADW_SQUEEZER (gk_ui_test_window_child (f->window, "history_box"));
  GtkWidget *wide_history = gtk_widget_get_first_child (GTK_WIDGET (history));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->window));
  g_autoptr(GPtrArray) squeezers = g_ptr_array_new ();
  Squeezers watched = { squeezers, 0 };

  /* Every page the test shows is built first: their squeezers watched. */
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_window (f->window);
  _gk_window_show_page (f->window, GK_PAGE_PLAY);
  gk_ui_test_wait_window (f->window);
  _gk_window_show_page (f->window, GK_PAGE_START);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  wait_ms (300);
  find_squeezers (GTK_WIDGET (f->window), squeezers);
  g_assert_cmpuint (squeezers->len, >=, 3);

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (squeezers_painted), &watched);
  /* The finished game opens on its score, then its city; the window is
   * made wide, then narrow again.  A squeezer fades from the frame it
   * changes its child in: the frames after each change are watched. */
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_wait_until (adw_squeezer_get_visible_child (history) != NULL
                         && adw_squeezer_get_visible_child (history) != wide_history);
  wait_ms (300);
  _gk_window_show_page (f->window, GK_PAGE_PLAY);
  wait_ms (300);
  g_assert_true (adw_squeezer_get_visible_child (history) != wide_history);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  gk_ui_test_wait_until (adw_squeezer_get_visible_child (history) == wide_history);
  wait_ms (300);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  gk_ui_test_wait_until (adw_squeezer_get_visible_child (history) != wide_history);
  wait_ms (300);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  g_signal_handlers_disconnect_by_func (clock, squeezers_painted, &watched);

  g_assert_cmpuint (watched.frames, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add ("/play-window/narrow", Fixture, NULL, fixture_set_up, test_narrow,
              fixture_tear_down);
  g_test_add ("/play-window/narrow-header", Fixture, NULL, fixture_set_up, test_narrow_header,
              fixture_tear_down);
  g_test_add ("/play-window/read-only", Fixture, NULL, fixture_set_up, test_read_only,
              fixture_tear_down);
  g_test_add ("/play-window/correct", Fixture, NULL, fixture_set_up, test_correct,
              fixture_tear_down);
  g_test_add ("/play-window/move-toasts", Fixture, NULL, fixture_set_up, test_move_toasts,
              fixture_tear_down);
  g_test_add ("/play-window/move-toast-page", Fixture, NULL, fixture_set_up,
              test_move_toast_page, fixture_tear_down);
  g_test_add ("/play-window/move-toast-clear", Fixture, NULL, fixture_set_up,
              test_move_toast_clear, fixture_tear_down);
  g_test_add ("/play-window/back-to-history", Fixture, NULL, fixture_set_up, test_back_to_history,
              fixture_tear_down);
  g_test_add_func ("/play-window/details-start-room", test_details_start_room);
  g_test_add ("/play-window/details", Fixture, NULL, fixture_set_up, test_details,
              fixture_tear_down);
  g_test_add ("/play-window/score-card", Fixture, NULL, fixture_set_up, test_score_card,
              fixture_tear_down);

  return g_test_run ();
}
