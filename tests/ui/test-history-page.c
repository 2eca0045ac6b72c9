/* test-history-page.c: the history and statistics pages in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-context.h"
#include "gk-history-export.h"
#include "gk-history-item.h"
#include "gk-history-page.h"
#include "gk-session.h"
#include "gk-history-test-util.h"
#include "gk-score-sheet.h"
#include "gk-sheet-game.h"
#include "gk-stats-chart.h"
#include "gk-stats-page.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"
#include "gk-ui-util.h"

#define BASE_TIME G_GINT64_CONSTANT (1767225600)

static const char *data_dir;

typedef struct
{
  GkWindow *window;
} Fixture;

/* The page's filter drop-down @name ("player_filter"). */
static GtkDropDown *
filter (GkHistoryPage *page,
        const char    *name)
{
  return GTK_DROP_DOWN (gk_ui_test_child (page, GK_TYPE_HISTORY_PAGE, name));
}

/* Chooses a player, a player count and a variant in the filters, as a
 * click in each would (0: all). */
static void
set_filter (GkHistoryPage *page,
            guint          player,
            guint          n_players,
            guint          variant)
{
  gtk_drop_down_set_selected (filter (page, "player_filter"), player);
  gtk_drop_down_set_selected (filter (page, "count_filter"), n_players);
  gtk_drop_down_set_selected (filter (page, "variant_filter"), variant);
}

static char *
games_dir (void)
{
  return g_build_filename (data_dir, "ginkgo-companion", "games", NULL);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  guint n_games = GPOINTER_TO_UINT (data);

  gk_ui_test_clear_data ();
  if (n_games > 0)
    {
      g_autofree char *dir = games_dir ();
      g_autoptr(GPtrArray) games = gk_history_test_make_games (dir, n_games, 2026, BASE_TIME);
    }
  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
}

static const char *
visible_view (GtkWidget *page)
{
  GtkWidget *child = gtk_widget_get_first_child (page);

  /* The history page wraps its view in a toast overlay, under a line that
   * says when the index has a problem. */
  if (ADW_IS_TOAST_OVERLAY (child))
    child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (child));
  if (GTK_IS_BOX (child))
    child = gtk_widget_get_last_child (child);
  g_assert_true (GTK_IS_STACK (child));
  return gtk_stack_get_visible_child_name (GTK_STACK (child));
}

/* Shows a page of the window and waits until the plays are read (in a
 * worker: "loading" until then). */
static void
show (Fixture    *f,
      const char *action)
{
  GtkWidget *history = _gk_window_get_page_widget (f->window, "history");
  gint64 until = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), action, NULL));
  gk_ui_test_spin (50);
  while (g_str_equal (visible_view (history), "loading"))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      gk_ui_test_spin (20);
    }
}

static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *history, *stats;

  show (f, "win.show-history");
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "history");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "History");
  history = _gk_window_get_page_widget (f->window, "history");
  g_assert_cmpstr (visible_view (history), ==, "empty");

  show (f, "win.show-stats");
  stats = _gk_window_get_page_widget (f->window, "stats");
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "stats");
  g_assert_cmpstr (visible_view (stats), ==, "empty");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL));
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
}

/* Who you are is a preference (GSettings "me"), bound both ways by the
 * window to the profiles that the statistics page and the exports read. */
static void
test_me_preference (Fixture       *f,
                    gconstpointer  data)
{
  GkContext *context = gk_context_get_default ();
  GSettings *settings = gk_context_get_settings (context);
  GkHistoryProfiles *profiles = gk_context_get_profiles (context);
  g_autofree char *kept = NULL;
  const char *anna = "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d";

  g_assert_nonnull (settings);
  show (f, "win.show-stats");
  g_settings_set_string (settings, "me", anna);
  g_assert_cmpstr (gk_history_profiles_get_me (profiles), ==, anna);
  gk_history_profiles_set_me (profiles, NULL);
  kept = g_settings_get_string (settings, "me");
  g_assert_cmpstr (kept, ==, "");
}

static void
test_plays_and_filters (Fixture       *f,
                        gconstpointer  data)
{
  GkHistoryPage *page;
  GListModel *plays;
  g_autoptr(GkHistoryItem) first = NULL;
  g_autofree char *winner = NULL;
  gint64 previous = G_MAXINT64;

  show (f, "win.show-history");
  page = GK_HISTORY_PAGE (_gk_window_get_page_widget (f->window, "history"));
  g_assert_cmpstr (visible_view (GTK_WIDGET (page)), ==, "plays");
  plays = gk_history_page_get_plays (page);
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 30);

  /* Newest first, each with its winner. */
  for (guint i = 0; i < g_list_model_get_n_items (plays); i++)
    {
      g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, i);
      const GkHistoryPlay *play = gk_history_item_get_play (item);

      g_assert_cmpint (play->finished, <=, previous);
      previous = play->finished;
    }
  first = g_list_model_get_item (plays, 0);
  g_assert_cmpstr (gk_history_item_get_play (first)->file, ==, "game-029.ginkgo");
  winner = gk_history_play_describe_winner (gk_history_item_get_play (first));
  gk_ui_assert_contains (winner, " won with ");

  /* Seven people, however they spelled their names, and "all" first. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (filter (page,
                                                                             "player_filter"))),
                    ==, 1 + GK_HISTORY_TEST_N_PEOPLE);

  /* Three-player games only. */
  set_filter (page, 0, 2, 0);
  g_assert_cmpuint (g_list_model_get_n_items (plays), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (plays), <, 30);
  for (guint i = 0; i < g_list_model_get_n_items (plays); i++)
    {
      g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, i);

      g_assert_cmpuint (gk_history_item_get_play (item)->n_players, ==, 3);
    }

  /* Solo: none yet, and the page says so. */
  set_filter (page, 0, 0, 2);
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 0);

  /* One player's games: each has them at the table. */
  set_filter (page, 1, 0, 0);
  g_assert_cmpuint (g_list_model_get_n_items (plays), >, 0);
  {
    GListModel *names = gtk_drop_down_get_model (filter (page, "player_filter"));
    g_autoptr(GtkStringObject) name = g_list_model_get_item (names, 1);
    g_autofree char *key = gk_history_name_key (gtk_string_object_get_string (name));

    for (guint i = 0; i < g_list_model_get_n_items (plays); i++)
      {
        g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, i);
        const GkHistoryPlay *play = gk_history_item_get_play (item);
        gboolean found = FALSE;

        for (guint j = 0; j < play->players->len; j++)
          {
            g_autofree char *other =
              gk_history_name_key (g_array_index (play->players, GkHistoryPlayer, j).name);

            found |= g_str_equal (other, key);
          }
        g_assert_true (found);
      }
  }
}

static void
test_open_play (Fixture       *f,
                gconstpointer  data)
{
  GkHistoryPage *page;

  show (f, "win.show-history");
  page = GK_HISTORY_PAGE (_gk_window_get_page_widget (f->window, "history"));
  {
    g_autoptr(GkHistoryItem) item = g_list_model_get_item (gk_history_page_get_plays (page), 3);
    g_autofree char *dir = games_dir ();
    g_autofree char *path = g_build_filename (dir, gk_history_item_get_play (item)->file, NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_signal_emit_by_name (page, "open-play", file);
  }
  while (_gk_window_is_busy (f->window))
    g_main_context_iteration (NULL, TRUE);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Final Score");
  g_assert_true (gk_table_is_game_over (gk_game_get_table (gk_session_get_game (gk_window_get_session (f->window)))));
}

static void
test_stats (Fixture       *f,
            gconstpointer  data)
{
  GkStatsPage *page;
  const GkHistoryStats *stats;

  show (f, "win.show-stats");
  page = GK_STATS_PAGE (_gk_window_get_page_widget (f->window, "stats"));
  g_assert_cmpstr (visible_view (GTK_WIDGET (page)), ==, "stats");
  stats = gk_stats_page_get_stats (page);
  g_assert_nonnull (stats);
  g_assert_cmpuint (stats->n_plays, ==, 30);
  g_assert_cmpuint (stats->people->len, ==, GK_HISTORY_TEST_N_PEOPLE);

  /* A finished game in the library shows up without reopening the page. */
  {
    g_autofree char *dir = games_dir ();
    g_autoptr(GPtrArray) more = gk_history_test_make_games (dir, 31, 2026, BASE_TIME);
    gint64 until = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

    /* The folder is watched; the plays are read again in a worker. */
    while (gk_stats_page_get_stats (page)->n_plays != 31)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, until);
        g_main_context_iteration (NULL, TRUE);
      }
  }
}

static void
assert_pdf (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* The streams hold NUL bytes: bytes compared, not a string search. */
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (contents + i, "/Type /Page", 11) == 0 && contents[i + 11] != 's')
      pages++;
  g_assert_cmpuint (pages, ==, 1);
}

/* A finished game from the history, its score sheet as PDF and printed. */
static void
test_score_sheet (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *dir = games_dir ();
  g_autofree char *game = g_build_filename (dir, "game-000.ginkgo", NULL);
  g_autofree char *pdf = g_build_filename (data_dir, "sheet.pdf", NULL);
  g_autofree char *printed = g_build_filename (data_dir, "printed.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;

  /* Nothing to save off the score page. */
  g_assert_false (_gk_window_save_score_sheet (f->window, pdf, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_true (_gk_window_save_score_sheet (f->window, pdf, &error));
  g_assert_no_error (error);
  assert_pdf (pdf);

  /* The print operation, sent to a PDF file instead of a printer. */
  operation = _gk_window_print_score_sheet (f->window, printed);
  g_assert_nonnull (operation);
  gk_ui_test_spin (50);
  g_assert_null (_gk_window_get_last_toast (f->window));
  assert_pdf (printed);

  /* A file that cannot be written: the reason, and nothing left behind. */
  g_assert_false (_gk_window_save_score_sheet (f->window, "/nonexistent/folder/sheet.pdf",
                                               &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test ("/nonexistent/folder/sheet.pdf.part", G_FILE_TEST_EXISTS));
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* Renaming a player from the statistics: the page shows the new name,
 * with every game of the old one. */
static void
test_rename_player (Fixture       *f,
                    gconstpointer  data)
{
  GkStatsPage *page;
  const GkHistoryPersonStats *first;
  g_autofree char *old_name = NULL;
  guint games;
  GtkWidget *row;
  AdwMessageDialog *dialog;

  show (f, "win.show-stats");
  page = GK_STATS_PAGE (_gk_window_get_page_widget (f->window, "stats"));
  first = g_ptr_array_index (gk_stats_page_get_stats (page)->people, 0);
  old_name = g_strdup (first->name);
  games = first->games;

  row = gk_ui_test_find (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, NULL);
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  gk_ui_test_spin (50);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (gk_ui_test_find (GTK_WIDGET (dialog), GTK_TYPE_TEXT, NULL)),
                         "Kovács, \"Anni\" 🎲");
  adw_message_dialog_response (dialog, "save");
  gk_ui_test_spin (50);

  g_assert_nonnull (gk_stats_page_get_stats (page));
  {
    const GkHistoryStats *stats = gk_stats_page_get_stats (page);
    gboolean found = FALSE;

    for (guint i = 0; i < stats->people->len; i++)
      {
        const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

        g_assert_cmpstr (person->name, !=, old_name);
        if (g_str_equal (person->name, "Kovács, \"Anni\" 🎲"))
          {
            found = TRUE;
            g_assert_cmpuint (person->games, ==, games);
          }
      }
    g_assert_true (found);
  }
}

static void
test_corrupt_index_toast (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *index = g_build_filename (data_dir, "ginkgo-companion", "history.sqlite",
                                             NULL);
  GkHistoryPage *page;

  g_file_set_contents (index, "not a database", -1, NULL);
  show (f, "win.show-history");
  g_assert_cmpstr (_gk_window_get_last_toast (f->window), ==,
                   "The play history was rebuilt from the saved games");
  page = GK_HISTORY_PAGE (_gk_window_get_page_widget (f->window, "history"));
  g_assert_cmpuint (g_list_model_get_n_items (gk_history_page_get_plays (page)), ==, 5);
}

/* A widget with the tooltip @text. */
static gboolean
has_tooltip (GtkWidget *widget,
             gpointer   text)
{
  return g_strcmp0 (gk_ui_get_tooltip (widget), text) == 0;
}

/* Ten games of Ginkgopolis and twelve score sheets of the other games. */
static void
fixture_set_up_sheets (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *dir = games_dir ();
  g_autoptr(GPtrArray) sheets = NULL;

  fixture_set_up (f, GUINT_TO_POINTER (10));
  sheets = gk_history_test_make_sheets (dir, 12, 2026, BASE_TIME + 1800, 3600, NULL);
}

/* The plays of the game chosen, each row saying its game; standard or
 * solo only where it applies. */
static void
test_game_filter (Fixture       *f,
                  gconstpointer  data)
{
  GkHistoryPage *page;
  GListModel *plays, *names;
  GtkWidget *variant = NULL;
  guint n_games;
  const GkSheetGame * const *games = gk_sheet_games (&n_games);

  show (f, "win.show-history");
  page = GK_HISTORY_PAGE (_gk_window_get_page_widget (f->window, "history"));
  plays = gk_history_page_get_plays (page);
  names = gtk_drop_down_get_model (filter (page, "game_filter"));
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 10 + 12);
  /* Every game, Ginkgopolis, then each score sheet's game. */
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2 + n_games);
  {
    g_autoptr(GtkStringObject) name = g_list_model_get_item (names, 2);

    g_assert_cmpstr (gtk_string_object_get_string (name), ==, games[0]->name);
  }
  variant = gk_ui_test_find_match (GTK_WIDGET (page), has_tooltip,
                                   (gpointer) "Standard or Solo Plays");
  g_assert_nonnull (variant);

  for (guint g = 0; g < n_games; g++)
    {
      guint n = 0;

      gk_history_page_set_game_filter (page, games[g]->id);
      for (guint i = 0; i < g_list_model_get_n_items (plays); i++)
        {
          g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, i);
          const GkHistoryPlay *play = gk_history_item_get_play (item);
          g_autofree char *details = gk_history_play_describe_details (play);

          g_assert_cmpstr (play->game, ==, games[g]->id);
          g_assert_true (g_str_has_prefix (details, games[g]->name));
          g_assert_null (strstr (details, "round"));
          n++;
        }
      /* The sheets go round the games. */
      g_assert_cmpuint (n, ==, 12 / n_games);
      g_assert_false (gtk_widget_get_visible (variant));
    }

  gk_history_page_set_game_filter (page, GK_HISTORY_GAME_GINKGOPOLIS);
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 10);
  {
    g_autoptr(GkHistoryItem) item = g_list_model_get_item (plays, 0);
    g_autofree char *details = gk_history_play_describe_details (gk_history_item_get_play (item));

    g_assert_true (g_str_has_prefix (details, "Ginkgopolis · "));
  }
  g_assert_true (gtk_widget_get_visible (variant));
  /* Solo games of every game: Ginkgopolis' only, none here. */
  gk_history_page_set_game_filter (page, NULL);
  set_filter (page, 0, 0, 2);
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 0);
  set_filter (page, 0, 0, 1);
  g_assert_cmpuint (g_list_model_get_n_items (plays), ==, 10 + 12);
}

/* Import a Folder of Games: in a worker, and what it did is said, each
 * file refused with its reason (a FIFO among them, never waited on). */
static void
test_import (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *source = g_build_filename (data_dir, "to-import", NULL);
  g_autofree char *fifo = g_build_filename (source, "pipe.ginkgo", NULL);
  g_autofree char *dangling = g_build_filename (source, "gone.ginkgo", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (source);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (source, 3, 99, BASE_TIME);
  GkHistoryPage *page;
  const char *report;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("nowhere.ginkgo", dangling), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  gk_ui_test_spin (50);
  page = GK_HISTORY_PAGE (_gk_window_get_page_widget (f->window, "history"));

  gk_history_page_import_folder (page, folder);
  g_assert_true (gk_history_page_is_importing (page));
  while (gk_history_page_is_importing (page))
    g_main_context_iteration (NULL, TRUE);
  gk_ui_test_spin (50);
  report = gk_history_page_get_import_report (page);
  g_test_message ("%s", report);
  gk_ui_assert_contains (report, "3 games imported.");
  gk_ui_assert_contains (report, "2 files were refused:");
  gk_ui_assert_contains (report, "pipe.ginkgo: ");
  gk_ui_assert_contains (report, "gone.ginkgo: ");
  /* the history takes them in, in its own worker */
  {
    gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

    while (g_list_model_get_n_items (gk_history_page_get_plays (page)) < 4
           && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_cmpuint (g_list_model_get_n_items (gk_history_page_get_plays (page)), ==, 4);

  /* Again: nothing new, and it says so. */
  gk_history_page_import_folder (page, folder);
  while (gk_history_page_is_importing (page))
    g_main_context_iteration (NULL, TRUE);
  report = gk_history_page_get_import_report (page);
  gk_ui_assert_contains (report, "0 games imported.");
  gk_ui_assert_contains (report, "3 were in the library already.");
}

/* The toast under @overlay one of whose labels says @text, or NULL. */
static GtkWidget *
toast_saying (GtkWidget  *overlay,
              const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label;

      if (g_strcmp0 (gtk_widget_get_css_name (child), "toast") != 0)
        continue;
      label = gk_ui_test_find (child, GTK_TYPE_LABEL, NULL);
      if (label != NULL && strstr (gtk_label_get_text (GTK_LABEL (label)), text) != NULL)
        return child;
    }
  return NULL;
}

static guint
count_toasts (GtkWidget *overlay)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += g_strcmp0 (gtk_widget_get_css_name (child), "toast") == 0;
  return n;
}

/* An import that ends while its toast may still slide in: that toast says
 * what the import did, never dismissed (libadwaita 1.2 frees a toast
 * dismissed under its animation when both end in one frame, as on a busy
 * machine); it goes in its own time. */
static void
test_import_toast (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *source = g_build_filename (data_dir, "to-import-one", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (source);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (source, 1, 77, BASE_TIME);
  GtkWidget *page, *overlay, *shown;

  show (f, "win.show-history");
  page = _gk_window_get_page_widget (f->window, "history");
  overlay = gtk_widget_get_first_child (page);
  g_assert_true (ADW_IS_TOAST_OVERLAY (overlay));

  gk_history_page_import_folder (GK_HISTORY_PAGE (page), folder);
  shown = toast_saying (overlay, "Importing the games of");
  g_assert_nonnull (shown);
  g_object_add_weak_pointer (G_OBJECT (shown), (gpointer *) &shown);
  while (gk_history_page_is_importing (GK_HISTORY_PAGE (page)))
    g_main_context_iteration (NULL, TRUE);

  g_assert_nonnull (shown);
  g_assert_true (gtk_widget_get_parent (shown) == overlay);
  g_assert_true (gtk_widget_get_can_target (shown));
  g_assert_true (toast_saying (overlay, "1 game imported.") == shown);
  g_assert_null (toast_saying (overlay, "Importing the games of"));

  /* Until every toast has gone, animations and all. */
  gk_ui_test_wait_until (count_toasts (overlay) == 0);
  g_assert_null (shown);
}

/* The file chooser dialog shown over @window, or NULL. */
static GtkFileChooser *
shown_chooser (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (toplevel)
          && gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == window)
        return GTK_FILE_CHOOSER (toplevel);
    }
  return NULL;
}

/* The BG Stats export's dialog offers the JSON file and the play file BG
 * Stats opens (.bgsplay), JSON first, the name offered a .json one. */
static void
test_export_bgsplay (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) json = NULL;
  g_autoptr(GtkFileFilter) bgsplay = NULL;
  g_autofree char *name = NULL;
  GtkWidget *page;
  GtkFileChooser *chooser;

  show (f, "win.show-history");
  page = _gk_window_get_page_widget (f->window, "history");
  g_assert_true (gtk_widget_activate_action (page, "history.export", "s", "bgstats"));
  gk_ui_test_wait_until (shown_chooser (GTK_WINDOW (f->window)) != NULL);
  chooser = shown_chooser (GTK_WINDOW (f->window));
  filters = gtk_file_chooser_get_filters (chooser);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
  json = g_list_model_get_item (filters, 0);
  bgsplay = g_list_model_get_item (filters, 1);
  g_assert_cmpstr (gtk_file_filter_get_name (json), ==, "JSON file (.json)");
  g_assert_cmpstr (gtk_file_filter_get_name (bgsplay), ==, "BG Stats play file (.bgsplay)");
  g_assert_true (gtk_file_chooser_get_filter (chooser) == json);
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_true (g_str_has_suffix (name, ".json"));
}

/* The tools menu offers every export format of the history's table, with
 * its label, and each item exports in its format: a new row is a new item
 * with no change to the page. */
static void
test_export_menu (void)
{
  GtkWidget *page = g_object_ref_sink (gk_history_page_new ());
  GObject *menu = gtk_widget_get_template_child (page, GK_TYPE_HISTORY_PAGE, "tools_menu");
  g_autoptr(GMenuModel) exports = NULL;
  guint n_formats;
  const GkHistoryExportFormat *formats = gk_history_export_formats (&n_formats);

  g_assert_true (G_IS_MENU_MODEL (menu));
  exports = g_menu_model_get_item_link (G_MENU_MODEL (menu), 0, G_MENU_LINK_SECTION);
  g_assert_nonnull (exports);
  g_assert_cmpint (g_menu_model_get_n_items (exports), ==, (gint) n_formats);
  g_assert_cmpuint (n_formats, >=, 2);
  for (guint f = 0; f < n_formats; f++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;

      g_assert_true (g_menu_model_get_item_attribute (exports, (gint) f, G_MENU_ATTRIBUTE_LABEL,
                                                      "s", &label));
      g_assert_cmpstr (label, ==, formats[f].menu_label);
      g_assert_true (g_menu_model_get_item_attribute (exports, (gint) f, G_MENU_ATTRIBUTE_ACTION,
                                                      "s", &action));
      g_assert_cmpstr (action, ==, "history.export");
      target = g_menu_model_get_item_attribute_value (exports, (gint) f, G_MENU_ATTRIBUTE_TARGET,
                                                      G_VARIANT_TYPE_STRING);
      g_assert_nonnull (target);
      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, formats[f].name);
      g_assert_nonnull (formats[f].title);
      g_assert_true (strchr (formats[f].file_name, '/') == NULL);
    }
  /* The import stays in its own section after the exports. */
  g_assert_cmpint (g_menu_model_get_n_items (G_MENU_MODEL (menu)), ==, 2);
  g_assert_finalize_object (page);
}

typedef struct
{
  GtkListView *list;
  guint        n_rows;      /* the list view's rows at the first frame */
  int          rows_bottom; /* where the lowest of them ends, and the list's height */
  int          height;
} FirstFrame;

static void
first_frame_painted (GdkFrameClock *clock,
                     FirstFrame    *first)
{
  GtkWidget *list = GTK_WIDGET (first->list);

  if (first->n_rows > 0 || gtk_widget_get_height (list) <= 0)
    return;
  first->n_rows = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (first->list)));
  first->height = gtk_widget_get_height (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t bounds;

      if (gtk_widget_get_visible (row) && gtk_widget_compute_bounds (row, list, &bounds))
        first->rows_bottom = MAX (first->rows_bottom,
                                  (int) (bounds.origin.y + bounds.size.height));
    }
}

/* A long list reaches the list view in two slices: the first rows for the
 * first frame, as many as fill it, the rest after it; the page's plays are
 * all there at once. */
static void
test_long_list_in_slices (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *index_path = g_build_filename (data_dir, "slices.sqlite", NULL);
  g_autofree char *people = g_build_filename (data_dir, "slices.people.ini", NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autoptr(GkContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page;
  GListModel *on_screen;
  FirstFrame first = { NULL, 0, 0, 0 };
  gulong handler;

  gk_ui_test_clear_data ();
  dir = games_dir ();
  games = gk_history_test_make_games (dir, 70, 2027, BASE_TIME);
  index = gk_history_index_new (dir, index_path);
  g_assert_true (gk_history_index_open (index, NULL, &error));
  g_assert_no_error (error);
  profiles = gk_history_profiles_new (people);
  context = gk_context_new (NULL, index, profiles, NULL);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  page = gk_history_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gk_history_page_set_context (GK_HISTORY_PAGE (page), context);
  on_screen = G_LIST_MODEL (gtk_list_view_get_model (
    GTK_LIST_VIEW (gk_ui_test_child (page, GK_TYPE_HISTORY_PAGE, "list"))));

  g_assert_cmpuint (g_list_model_get_n_items (gk_history_page_get_plays (GK_HISTORY_PAGE (page))),
                    ==, 70);
  g_assert_cmpuint (g_list_model_get_n_items (on_screen), <, 70);
  g_assert_cmpuint (g_list_model_get_n_items (on_screen), >=, 12);
  first.list = GTK_LIST_VIEW (gk_ui_test_child (page, GK_TYPE_HISTORY_PAGE, "list"));
  gtk_widget_realize (window);
  handler = g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                              G_CALLBACK (first_frame_painted), &first);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_wait_until (g_list_model_get_n_items (on_screen) == 70);
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (window), handler);
  /* The first rows filled the list's view. */
  g_assert_cmpuint (first.n_rows, <, 70);
  g_assert_cmpint (first.height, >, 0);
  g_assert_cmpint (first.rows_bottom, >=, first.height);
  /* The same plays, in the same order. */
  for (guint i = 0; i < 70; i++)
    {
      g_autoptr(GObject) a = g_list_model_get_item (on_screen, i);
      g_autoptr(GObject) b = g_list_model_get_item (gk_history_page_get_plays (
                                                      GK_HISTORY_PAGE (page)), i);

      g_assert_true (a == b);
    }
  gk_ui_test_finalize_window (window);
}

/* On a phone's width the plays' filters, their count and the exports
 * fit: two by two, the count and the exports beside the second two or,
 * where those are wide (Hungarian), under them.  Run in every language
 * of the app. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *history;
  GtkWidget *count_label;
  graphene_rect_t bounds;
  int min;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  show (f, "win.show-history");
  history = _gk_window_get_page_widget (f->window, "history");
  g_assert_cmpstr (visible_view (history), ==, "plays");
  count_label = gk_ui_test_child (history, GK_TYPE_HISTORY_PAGE, "count_label");
  gk_ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) <= 360
                         && gtk_widget_get_width (count_label) > 0);
  gk_ui_test_wait_frames (GTK_WIDGET (f->window));
  gtk_widget_measure (history, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  g_assert_true (gtk_widget_compute_bounds (count_label, history, &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (history));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (count_label))));
}

int
main (int    argc,
      char **argv)
{
  data_dir = gk_ui_test_init (&argc, &argv);

#define ADD(path, n, func) \
  g_test_add (path, Fixture, GUINT_TO_POINTER (n), fixture_set_up, func, fixture_tear_down)
  ADD ("/history-page/empty", 0, test_empty);
  ADD ("/history-page/me-preference", 2, test_me_preference);
  ADD ("/history-page/plays-and-filters", 30, test_plays_and_filters);
  ADD ("/history-page/open-play", 30, test_open_play);
  ADD ("/history-page/stats", 30, test_stats);
  ADD ("/history-page/corrupt-index-toast", 5, test_corrupt_index_toast);
  ADD ("/history-page/score-sheet", 1, test_score_sheet);
  ADD ("/history-page/rename-player", 20, test_rename_player);
  ADD ("/history-page/import", 1, test_import);
  ADD ("/history-page/import-toast", 0, test_import_toast);
  ADD ("/history-page/export-bgsplay", 2, test_export_bgsplay);
  ADD ("/history-page/narrow", 5, test_narrow);
#undef ADD
  g_test_add_func ("/history-page/export-menu", test_export_menu);
  g_test_add_func ("/history-page/long-list-in-slices", test_long_list_in_slices);
  g_test_add ("/history-page/game-filter", Fixture, NULL, fixture_set_up_sheets,
              test_game_filter, fixture_tear_down);

  return g_test_run ();
}
