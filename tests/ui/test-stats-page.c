/* test-stats-page.c: the statistics page over a history index in a
 * temporary folder: a row per person, the plots, the record against HAL,
 * the profile dialog (same person as, colour), and what it says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gk-history-test-util.h"
#include "gk-player-style.h"
#include "gk-stats-chart.h"
#include "gk-stats-page.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"

#define BASE_TIME G_GINT64_CONSTANT (1767225600)
#define N_GAMES   6

typedef struct
{
  char              *dir;
  char              *games_dir;
  GkHistoryIndex    *index;
  GkHistoryProfiles *profiles;
  GkLibrary         *library;
  GkContext         *context;        /* of the index and the profiles */
  GtkWidget         *window;
  GkStatsPage       *page;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *index_path = NULL;
  g_autofree char *profiles_path = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = NULL;

  f->dir = gk_history_test_make_dir ();
  f->games_dir = g_build_filename (f->dir, "games", NULL);
  index_path = g_build_filename (f->dir, "history.sqlite", NULL);
  profiles_path = g_build_filename (f->dir, "people.ini", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->games_dir, 0700), ==, 0);
  games = gk_history_test_make_games (f->games_dir, N_GAMES, 2026, BASE_TIME);
  f->index = gk_history_index_new (f->games_dir, index_path);
  g_assert_true (gk_history_index_open (f->index, NULL, &error));
  g_assert_no_error (error);
  f->profiles = gk_history_profiles_new (profiles_path);
  folder = g_file_new_for_path (f->games_dir);
  f->library = gk_library_new (folder);
  f->context = gk_context_new (f->library, f->index, f->profiles, NULL);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 800);
  f->page = GK_STATS_PAGE (gk_stats_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  g_assert_finalize_object (f->context);
  g_assert_finalize_object (f->library);
  g_assert_finalize_object (f->index);
  g_assert_finalize_object (f->profiles);
  gk_history_test_remove_tree (f->dir);
  g_free (f->games_dir);
  g_free (f->dir);
}

/* ---- helpers ---- */

static const char *
visible_view (Fixture *f)
{
  GtkWidget *stack = gtk_widget_get_first_child (GTK_WIDGET (f->page));

  g_assert_true (GTK_IS_STACK (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* Every @type below @root, in the order shown. */
static void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_type_is_a (G_OBJECT_TYPE (child), type))
        g_ptr_array_add (found, child);
      collect (child, type, found);
    }
}

static GPtrArray *
all_of (GtkWidget *root,
        GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (root, type, found);
  return found;
}

/* The rows of the preferences group titled @title. */
static GPtrArray *
group_rows (Fixture    *f,
            const char *title)
{
  g_autoptr(GPtrArray) groups = all_of (GTK_WIDGET (f->page), ADW_TYPE_PREFERENCES_GROUP);

  for (guint i = 0; i < groups->len; i++)
    if (g_str_equal (adw_preferences_group_get_title (groups->pdata[i]), title))
      return all_of (groups->pdata[i], ADW_TYPE_ACTION_ROW);
  g_error ("no group “%s”", title);
  return NULL;
}

static AdwMessageDialog *
find_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static AdwMessageDialog *
open_profile (Fixture *f,
              guint    person)
{
  g_autoptr(GPtrArray) rows = group_rows (f, "Players");
  AdwMessageDialog *dialog;

  g_signal_emit_by_name (rows->pdata[person], "activated");
  gk_ui_test_spin (50);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  return dialog;
}

/* As a click on a response button: the response, then the dialog closes. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gk_ui_test_spin (50);
}

static guint
total_games (const GkHistoryStats *stats)
{
  guint games = 0;

  for (guint i = 0; i < stats->people->len; i++)
    games += ((GkHistoryPersonStats *) g_ptr_array_index (stats->people, i))->games;
  return games;
}

/* ---- tests ---- */

/* What a person's and a level's rows say. */
static void
test_describe (Fixture       *f,
               gconstpointer  data)
{
  static const struct
  {
    guint       games, wins;
    double      average;
    guint       best;
    const char *text;
  } people[] = {
    { 1, 1, 63.0, 63, "1 game · 1 win (100%) · average 63.0, best 63" },
    { 4, 0, 47.5, 55, "4 games · 0 wins (0%) · average 47.5, best 55" },
    { 3, 2, 58.0, 71, "3 games · 2 wins (67%) · average 58.0, best 71" },
  };
  static const struct
  {
    guint       plays;
    gdouble     seconds;
    const char *text;
  } lengths[] = {
    { 1, 2700.4, "45 min on average, 1 game" },
    { 7, 4330.0, "1 h 12 min on average, 7 games" },
  };
  static const struct
  {
    guint       plays, wins, ties, losses, best;
    const char *text;
  } solo[] = {
    { 0, 0, 0, 0, 0, "Not played yet: set up a game with one player and choose this level." },
    { 3, 1, 1, 1, 70, "1 win · 1 tie · 1 loss · best 70" },
    { 5, 2, 0, 3, 64, "2 wins · 0 ties · 3 losses · best 64" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (people); i++)
    {
      GkHistoryPersonStats person = { 0 };
      g_autofree char *text = NULL;

      person.games = people[i].games;
      person.wins = people[i].wins;
      person.win_rate = (double) people[i].wins / people[i].games;
      person.average = people[i].average;
      person.best = people[i].best;
      text = gk_stats_describe_person (&person);
      g_assert_cmpstr (text, ==, people[i].text);
      /* With the times of their actions, the average one. */
      person.timed_turns = 12;
      person.turn_average = 79.6;
      g_free (text);
      text = gk_stats_describe_person (&person);
      g_assert_true (g_str_has_prefix (text, people[i].text));
      g_assert_true (g_str_has_suffix (text, " · 1 min 20 s per action"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    {
      g_autofree char *text = gk_stats_describe_length (lengths[i].plays, lengths[i].seconds);

      g_assert_cmpstr (text, ==, lengths[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (solo); i++)
    {
      GkHistorySoloStats record = { GK_SOLO_NORMAL, solo[i].plays, solo[i].wins, solo[i].ties,
                                    solo[i].losses, solo[i].best };
      g_autofree char *text = gk_stats_describe_solo (&record);

      g_assert_cmpstr (text, ==, solo[i].text);
    }

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*person != NULL*");
      g_assert_null (gk_stats_describe_person (NULL));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*solo != NULL*");
      g_assert_null (gk_stats_describe_solo (NULL));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*GK_IS_CONTEXT (context)*");
      gk_stats_page_set_context (f->page, (GkContext *) f->profiles);
      g_test_assert_expected_messages ();
    }
}

/* No history: the empty state.  Plays: a row per person with their figures
 * and symbol, the three plots, the record at each solo level. */
static void
test_figures (Fixture       *f,
              gconstpointer  data)
{
  const GkHistoryStats *stats;
  g_autoptr(GPtrArray) people = NULL;
  g_autoptr(GPtrArray) solo = NULL;
  g_autoptr(GPtrArray) charts = NULL;

  g_assert_cmpstr (visible_view (f), ==, "empty");
  g_assert_null (gk_stats_page_get_stats (f->page));

  gk_stats_page_set_context (f->page, f->context);
  gk_ui_test_spin (50);
  g_assert_cmpstr (visible_view (f), ==, "stats");
  stats = gk_stats_page_get_stats (f->page);
  g_assert_nonnull (stats);
  g_assert_cmpuint (stats->n_plays, ==, N_GAMES);

  people = group_rows (f, "Players");
  g_assert_cmpuint (people->len, ==, stats->people->len);
  g_assert_cmpuint (people->len, >, 1);
  for (guint i = 0; i < people->len; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);
      g_autofree char *subtitle = gk_stats_describe_person (person);
      g_autoptr(GPtrArray) symbols = all_of (people->pdata[i], GTK_TYPE_DRAWING_AREA);

      g_assert_cmpstr (adw_preferences_row_get_title (people->pdata[i]), ==, person->name);
      g_assert_cmpstr (adw_action_row_get_subtitle (people->pdata[i]), ==, subtitle);
      g_assert_cmpuint (symbols->len, ==, 1);
      g_assert_cmpstr (gk_ui_get_tooltip (symbols->pdata[0]), ==,
                       gk_player_colour_get_name (person->shown_colour));
    }

  charts = all_of (GTK_WIDGET (f->page), GK_TYPE_STATS_CHART);
  g_assert_cmpuint (charts->len, ==, 3);
  /* One colour per person, the list's on both charts; no two people of
   * the timeline in one colour. */
  for (guint c = 0; c < 2; c++)
    for (guint i = 0; i < gk_stats_chart_get_n_rows (charts->pdata[c]); i++)
      {
        const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

        g_assert_cmpint (gk_stats_chart_get_row_colour (charts->pdata[c], i), ==,
                         person->shown_colour);
        for (guint j = 0; c == 1 && j < i; j++)
          g_assert_cmpint (gk_stats_chart_get_row_colour (charts->pdata[c], j), !=,
                           gk_stats_chart_get_row_colour (charts->pdata[c], i));
      }
  g_assert_cmpuint (gk_stats_chart_get_n_rows (charts->pdata[0]), ==, stats->people->len);
  g_assert_cmpuint (gk_stats_chart_get_n_rows (charts->pdata[1]), ==,
                    MIN (stats->people->len, GK_STATS_CHART_MAX_LINES));
  g_assert_cmpuint (gk_stats_chart_get_n_rows (charts->pdata[2]), >=, 1);

  solo = group_rows (f, "Solo Against HAL");
  g_assert_cmpuint (solo->len, ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (solo->pdata[0]), ==, "Normal Level");
  g_assert_cmpstr (adw_preferences_row_get_title (solo->pdata[1]), ==, "Expert Level");
  g_assert_cmpstr (adw_action_row_get_subtitle (solo->pdata[1]), ==,
                   "Not played yet: set up a game with one player and choose this level.");

  /* Let go of the history: empty again. */
  gk_stats_page_set_context (f->page, NULL);
  g_assert_cmpstr (visible_view (f), ==, "empty");
  g_assert_null (gk_stats_page_get_stats (f->page));
}

/* A game finished while the page is shown counts at once. */
static void
test_follows_index (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GPtrArray) more = NULL;
  g_autoptr(GError) error = NULL;

  gk_stats_page_set_context (f->page, f->context);
  g_assert_cmpuint (gk_stats_page_get_stats (f->page)->n_plays, ==, N_GAMES);
  more = gk_history_test_make_games (f->games_dir, N_GAMES + 2, 2026, BASE_TIME);
  g_assert_true (gk_history_index_scan (f->index, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gk_stats_page_get_stats (f->page)->n_plays, ==, N_GAMES + 2);
}

/* The profile dialog: the same person as another name makes one row of two,
 * with both their games; a colour chosen is the person's from then on;
 * Cancel changes nothing. */
static void
test_profile (Fixture       *f,
              gconstpointer  data)
{
  const GkHistoryStats *stats;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GPtrArray) dropdowns = NULL;
  AdwMessageDialog *dialog;
  GListModel *names;
  guint n_people, games;

  gk_stats_page_set_context (f->page, f->context);
  stats = gk_stats_page_get_stats (f->page);
  n_people = stats->people->len;
  games = total_games (stats);
  first = g_strdup (((GkHistoryPersonStats *) g_ptr_array_index (stats->people, 0))->name);
  second = g_strdup (((GkHistoryPersonStats *) g_ptr_array_index (stats->people, 1))->name);

  /* Cancel: nothing changes. */
  dialog = open_profile (f, 0);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, first);
  respond (dialog, "cancel");
  g_assert_null (find_dialog ());
  g_assert_true (gk_stats_page_get_stats (f->page) == stats);

  /* The first is the same person as the second (the first other name offered)
   * and is shown in black. */
  dialog = open_profile (f, 0);
  dropdowns = all_of (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (dropdowns->len, ==, 2);
  names = gtk_drop_down_get_model (dropdowns->pdata[0]);
  /* nobody else, then everyone but this person */
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, n_people);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 1), ==, second);
  gtk_drop_down_set_selected (dropdowns->pdata[0], 1);
  gtk_drop_down_set_selected (dropdowns->pdata[1], 1 + GK_PLAYER_COLOUR_BLACK);
  respond (dialog, "save");

  stats = gk_stats_page_get_stats (f->page);
  g_assert_cmpuint (stats->people->len, ==, n_people - 1);
  g_assert_cmpuint (total_games (stats), ==, games);
  {
    g_autoptr(GPtrArray) rows = group_rows (f, "Players");
    gboolean found = FALSE;

    g_assert_cmpuint (rows->len, ==, n_people - 1);
    for (guint i = 0; i < stats->people->len; i++)
      {
        const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

        g_assert_cmpstr (person->name, !=, first);
        if (g_str_equal (person->name, second))
          {
            found = TRUE;
            g_assert_true (person->colour_chosen);
            g_assert_cmpint (person->colour, ==, GK_PLAYER_COLOUR_BLACK);
          }
      }
    g_assert_true (found);
  }
}

/* Games entered move by move: the length of a game by number of players
 * and each person's time per action, a pause of 45 minutes left out. */
static void
test_times (Fixture       *f,
            gconstpointer  data)
{
  const GkHistoryStats *stats;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  gdouble seconds[GK_MAX_PLAYERS + 1] = { 0 };
  guint plays[GK_MAX_PLAYERS + 1] = { 0 };
  guint n_counts = 0;

  for (guint g = 0; g < N_GAMES; g++)
    {
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", g);
      g_autofree char *path = g_build_filename (f->games_dir, name, NULL);
      g_autofree char *text = NULL;
      g_autofree char *timed = NULL;
      g_autoptr(GkGameFile) file = NULL;
      guint n_players, moves = 0;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      /* Every action a minute after the one before; a pause in the first game. */
      timed = gk_history_test_add_times (text, NULL, BASE_TIME, 0, NULL, NULL, 60, 0,
                                         g == 0 ? 3 : 0);
      g_assert_true (g_file_set_contents (path, timed, -1, NULL));
      file = gk_game_file_load_data (timed, strlen (timed), name, &error);
      g_assert_no_error (error);
      n_players = gk_table_get_n_players (gk_game_get_table (file->game));
      for (const char *p = strstr (timed, " at=\""); p != NULL; p = strstr (p + 1, " at=\""))
        moves++;
      seconds[n_players] += 60.0 * (moves - (g == 0 ? 1 : 0));
      n_counts += plays[n_players]++ == 0;
    }
  g_assert_true (gk_history_index_scan (f->index, &error));
  g_assert_no_error (error);
  gk_stats_page_set_context (f->page, f->context);
  stats = gk_stats_page_get_stats (f->page);

  rows = group_rows (f, "Length of a Game");
  g_assert_cmpuint (rows->len, ==, n_counts);
  for (guint n = 2, row = 0; n <= GK_MAX_PLAYERS; n++)
    {
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (plays[n] == 0)
        continue;
      title = g_strdup_printf ("%u Players", n);
      subtitle = gk_stats_describe_length (plays[n], seconds[n] / plays[n]);
      g_assert_cmpuint (stats->counts[n].timed_plays, ==, plays[n]);
      g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[row]), ==, title);
      g_assert_cmpstr (adw_action_row_get_subtitle (rows->pdata[row]), ==, subtitle);
      row++;
    }

  /* A minute per action for everyone: the pause is left out. */
  for (guint i = 0; i < stats->people->len; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);
      g_autofree char *subtitle = gk_stats_describe_person (person);

      g_assert_cmpfloat (person->turn_average, ==, 60.0);
      g_assert_true (g_str_has_suffix (subtitle, " · 1 min 0 s per action"));
    }
}

/* What could not be read of the profiles is said above the figures. */
static void
test_profiles_problem (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "damaged.ini", NULL);
  g_autoptr(GkHistoryProfiles) damaged = NULL;
  g_autoptr(GkContext) damaged_context = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  gboolean shown = FALSE;

  g_assert_true (g_file_set_contents (path, "[colours]\n<<<<<<< HEAD\nanna=black\n", -1, NULL));
  damaged = gk_history_profiles_new (path);
  g_assert_nonnull (gk_history_profiles_get_problem (damaged));
  damaged_context = gk_context_new (f->library, f->index, damaged, NULL);
  gk_stats_page_set_context (f->page, damaged_context);
  labels = all_of (GTK_WIDGET (f->page), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    shown |= g_strcmp0 (gtk_label_get_text (labels->pdata[i]),
                        gk_history_profiles_get_problem (damaged)) == 0;
  g_assert_true (shown);
  gk_stats_page_set_context (f->page, f->context);
}

static gboolean
has_group (Fixture    *f,
           const char *title)
{
  g_autoptr(GPtrArray) groups = all_of (GTK_WIDGET (f->page), ADW_TYPE_PREFERENCES_GROUP);

  for (guint i = 0; i < groups->len; i++)
    if (g_str_equal (adw_preferences_group_get_title (groups->pdata[i]), title))
      return TRUE;
  return FALSE;
}

static GtkWidget *
game_choice (Fixture *f)
{
  g_autoptr(GPtrArray) choices = all_of (GTK_WIDGET (f->page), GTK_TYPE_DROP_DOWN);

  g_assert_cmpuint (choices->len, ==, 1);
  return choices->pdata[0];
}

/* One game at a time: Ginkgopolis first, a choice only when there are
 * several; a score sheet's game with its players, its categories' shares,
 * its scores, and nothing of HAL or of lengths. */
static void
test_games (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GPtrArray) sheets = NULL;
  g_autoptr(GError) error = NULL;
  const GkHistoryStats *stats;
  GListModel *names;
  GkStatsChart *chart = NULL;

  gk_stats_page_set_context (f->page, f->context);
  g_assert_cmpstr (gk_stats_page_get_game (f->page), ==, GK_HISTORY_GAME_GINKGOPOLIS);
  g_assert_false (gtk_widget_is_visible (game_choice (f)));

  sheets = gk_history_test_make_sheets (f->games_dir, 9, 7, BASE_TIME + 60, 3600, NULL);
  g_assert_true (gk_history_index_scan (f->index, &error));
  g_assert_no_error (error);
  gk_ui_test_spin (20);
  g_assert_true (gtk_widget_is_visible (game_choice (f)));
  names = gtk_drop_down_get_model (GTK_DROP_DOWN (gk_ui_test_child (f->page, GK_TYPE_STATS_PAGE,
                                                                  "game_choice")));
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 4);
  {
    g_autoptr(GtkStringObject) first = g_list_model_get_item (names, 0);
    g_autoptr(GtkStringObject) second = g_list_model_get_item (names, 1);

    g_assert_cmpstr (gtk_string_object_get_string (first), ==, "Ginkgopolis");
    g_assert_cmpstr (gtk_string_object_get_string (second), ==, "7 Wonders");
  }
  /* Ginkgopolis still, its games only. */
  stats = gk_stats_page_get_stats (f->page);
  g_assert_cmpstr (gk_stats_page_get_game (f->page), ==, GK_HISTORY_GAME_GINKGOPOLIS);
  g_assert_cmpuint (stats->n_plays, ==, N_GAMES);
  g_assert_true (has_group (f, "Solo Against HAL"));

  gk_stats_page_set_game (f->page, "7-wonders");
  stats = gk_stats_page_get_stats (f->page);
  g_assert_cmpstr (stats->game, ==, "7-wonders");
  g_assert_cmpuint (stats->n_plays, ==, 3);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (game_choice (f))), ==, 1);
  {
    g_autoptr(GPtrArray) rows = group_rows (f, "Players");

    g_assert_cmpuint (rows->len, ==, stats->people->len);
  }
  g_assert_true (has_group (f, "Scores over Time"));
  g_assert_true (has_group (f, "Winning Score by Number of Players"));
  g_assert_false (has_group (f, "Solo Against HAL"));
  g_assert_false (has_group (f, "Length of a Game"));
  {
    g_autoptr(GPtrArray) charts = all_of (GTK_WIDGET (f->page), GK_TYPE_STATS_CHART);

    for (guint i = 0; i < charts->len; i++)
      if (gk_stats_chart_get_n_parts (charts->pdata[i]) > 0)
        chart = charts->pdata[i];
  }
  g_assert_nonnull (chart);
  g_assert_cmpuint (gk_stats_chart_get_n_parts (chart), ==,
                    gk_history_stats_get_n_categories (stats));
  g_assert_cmpstr (gk_stats_chart_get_part_name (chart, 0), ==, "Military conflicts");
  g_assert_cmpuint (gk_stats_chart_get_n_rows (chart), ==, stats->people->len);

  /* The game chosen stays chosen when the history changes. */
  {
    g_autofree char *path = g_build_filename (f->games_dir, "game-000.ginkgo", NULL);

    g_assert_cmpint (g_unlink (path), ==, 0);
    g_assert_true (gk_history_index_scan (f->index, &error));
    g_assert_no_error (error);
    gk_ui_test_spin (20);
  }
  g_assert_cmpstr (gk_stats_page_get_game (f->page), ==, "7-wonders");
  g_assert_cmpuint (gk_stats_page_get_stats (f->page)->n_plays, ==, 3);
  gk_stats_page_set_game (f->page, GK_HISTORY_GAME_GINKGOPOLIS);
  g_assert_cmpuint (gk_stats_page_get_stats (f->page)->n_plays, ==, N_GAMES - 1);
}

/* A dialog left open when the window closes keeps nothing alive. */
static void
test_dialog_left_open (Fixture       *f,
                       gconstpointer  data)
{
  gk_stats_page_set_context (f->page, f->context);
  open_profile (f, 0);
  /* the tear-down finalizes the window, the page in it, the index and the
   * profiles */
}

/* Who the user is: chosen in the "you" row among the people of the
 * history, kept in the profiles (bound to GSettings by the window); the
 * row follows a choice made elsewhere. */
static void
test_me (Fixture       *f,
         gconstpointer  data)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) persons = NULL;
  g_autoptr(GPtrArray) plays = gk_history_index_list_plays (f->index, NULL);
  const GkHistoryPerson *second;
  AdwComboRow *row;
  GListModel *names;

  gk_stats_page_set_context (f->page, f->context);
  gk_ui_test_spin (50);
  rows = group_rows (f, "You");
  g_assert_cmpuint (rows->len, ==, 1);
  row = ADW_COMBO_ROW (rows->pdata[0]);
  names = adw_combo_row_get_model (row);
  persons = gk_history_profiles_list_persons (f->profiles, plays);
  /* Nobody, then everyone who played. */
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, persons->len + 1);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_null (gk_history_profiles_get_me (f->profiles));

  second = persons->pdata[1];
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 2), ==, second->name);
  adw_combo_row_set_selected (row, 2);
  g_assert_cmpstr (gk_history_profiles_get_me (f->profiles), ==, second->id);
  /* Then your record against each player of the game, a row each. */
  {
    g_autoptr(GPtrArray) rivals = gk_history_stats_compute_rivals (plays, "ginkgopolis",
                                                                    second->id, f->profiles);
    g_autoptr(GPtrArray) shown = group_rows (f, "You");
    g_autofree char *first = NULL;

    g_assert_cmpuint (rivals->len, >, 0);
    g_assert_cmpuint (shown->len, ==, 1 + rivals->len);
    first = gk_stats_describe_rival (rivals->pdata[0]);
    g_assert_cmpstr (adw_action_row_get_subtitle (shown->pdata[1]), ==, first);
    g_assert_cmpstr (adw_preferences_row_get_title (shown->pdata[1]), ==,
                     gk_history_stats_find_person (gk_stats_page_get_stats (f->page),
                                                   ((GkHistoryRivalStats *)
                                                    rivals->pdata[0])->id)->name);
  }
  adw_combo_row_set_selected (row, 0);
  g_assert_null (gk_history_profiles_get_me (f->profiles));
  {
    g_autoptr(GPtrArray) shown = group_rows (f, "You");

    g_assert_cmpuint (shown->len, ==, 1);
  }

  /* Chosen before the page is built: the row shows them. */
  gk_history_profiles_set_me (f->profiles, second->id);
  gk_stats_page_set_context (f->page, NULL);
  gk_stats_page_set_context (f->page, f->context);
  gk_ui_test_spin (50);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = group_rows (f, "You");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rows->pdata[0])), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/stats-page/describe", test_describe);
  ADD ("/stats-page/figures", test_figures);
  ADD ("/stats-page/follows-index", test_follows_index);
  ADD ("/stats-page/profile", test_profile);
  ADD ("/stats-page/dialog-left-open", test_dialog_left_open);
  ADD ("/stats-page/times", test_times);
  ADD ("/stats-page/profiles-problem", test_profiles_problem);
  ADD ("/stats-page/games", test_games);
  ADD ("/stats-page/me", test_me);
#undef ADD

  return g_test_run ();
}
