/* bench-history.c: the time to open the play history of a large library
 *
 *   bench-history [N_GAMES]
 *
 * Fills a temporary library with N_GAMES finished games (500 by default),
 * written without ids or times, as an older program or an import leaves
 * them (the index derives each one's id from its content and keeps times
 * for it), then the same games as the app writes them, each with its id
 * and times.  For each library it measures, as medians of ten runs:
 *   - the first build of the index (no index yet: every file replayed),
 *     and the processor time it took, every thread together;
 *   - for comparison, replaying and scoring the games in memory, per
 *     game, just before each build: the build's time per file against it
 *     (target: 5 or less, every processor used), run by run, the machine
 *     the same for both;
 *   - opening the history with the index built: open and scan the folder,
 *     list every play, compute the statistics.
 * For the first library, the history page on screen: the same, plus the
 * page built, filled and its first frame painted in a new window, against
 * that window with the page empty, painted just before it.
 * Target: under 100 ms for 500 games, index built.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/resource.h>

#include "gk-history-index.h"
#include "gk-history-page.h"
#include "gk-history-stats.h"
#include "gk-history-test-util.h"

#define RUNS 10

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 ta = *(const gint64 *) a, tb = *(const gint64 *) b;

  return ta < tb ? -1 : ta > tb;
}

static gint64
median (gint64 *times)
{
  qsort (times, RUNS, sizeof (gint64), compare_times);
  return times[RUNS / 2];
}

/* Replaying and scoring every game of @games once, in µs per game. */
static gint64
replay_and_score (GPtrArray *games)
{
  gint64 start = g_get_monotonic_time ();
  guint checksum = 0;

  for (guint i = 0; i < games->len; i++)
    {
      GkGame *game = g_ptr_array_index (games, i);
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
      g_autoptr(GkGame) replayed = NULL;
      g_autoptr(GkScore) score = NULL;

      for (guint m = 0; m < gk_game_get_n_moves (game); m++)
        g_array_append_vals (moves, gk_game_get_move (game, m), 1);
      replayed = gk_game_new_from_moves (gk_game_get_setup (game), (GkMove *) moves->data,
                                         moves->len, NULL);
      score = gk_score_compute (gk_game_get_table (replayed));
      checksum += score->players[0].total;
    }
  g_assert_cmpuint (checksum, >, 0);
  return (g_get_monotonic_time () - start) / MAX (games->len, 1);
}

/* The processor time this process has spent, every thread, in µs. */
static gint64
processor_time (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (gint64) (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * G_USEC_PER_SEC
         + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

static GkHistoryIndex *
open_index (const char *games,
            const char *path,
            guint       expected)
{
  g_autoptr(GError) error = NULL;
  GkHistoryIndex *index = gk_history_index_new (games, path);

  if (!gk_history_index_open (index, NULL, &error))
    g_error ("%s", error->message);
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, expected);
  return index;
}

static void
painted (GdkFrameClock *clock,
         gboolean      *done)
{
  *done = TRUE;
}

/* The same games as the app writes them, in @dir: each with its id and
 * the times it was started and finished (the library's files were
 * written without, as an older program or an import leaves them: the
 * index then derives an id from each game's content and keeps times for
 * it). */
static void
write_as_the_app (GPtrArray  *made,
                  const char *dir,
                  gint64      first_time,
                  gint64      step)
{
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < made->len; i++)
    {
      GkGame *game = g_ptr_array_index (made, i);
      g_autoptr(GkPlayRecord) record = gk_play_record_copy (gk_game_get_play (game));
      g_autoptr(GDateTime) finished = g_date_time_new_from_unix_utc (first_time + step * i);
      g_autoptr(GDateTime) started = g_date_time_add_hours (finished, -1);
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      g_free (record->id);
      record->id = gk_play_id_new ();
      gk_time_from_date_time (&record->started, started);
      gk_time_from_date_time (&record->finished, finished);
      gk_game_set_play (game, record);
      if (!gk_game_file_save (game, file, &error))
        g_error ("%s", error->message);
    }
}

/* The first build of the index of @games, each against the replay of
 * @made just before it, then the opens of the index built. */
static void
measure_library (const char *games,
                 const char *path,
                 GPtrArray  *made,
                 gint64     *build,
                 gint64     *build_cpu,
                 gint64     *replay,
                 gint64     *ratio,
                 gint64     *open)
{
  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GkHistoryIndex) index = NULL;
      gint64 start, cpu;

      replay[run] = replay_and_score (made);
      g_unlink (path);
      start = g_get_monotonic_time ();
      cpu = processor_time ();
      index = open_index (games, path, made->len);
      build[run] = g_get_monotonic_time () - start;
      build_cpu[run] = processor_time () - cpu;
      /* In thousandths. */
      ratio[run] = build[run] * 1000 / made->len / MAX (replay[run], 1);
    }

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GkHistoryIndex) index = NULL;
      g_autoptr(GPtrArray) plays = NULL;
      g_autoptr(GkHistoryStats) stats = NULL;
      gint64 start = g_get_monotonic_time ();

      index = open_index (games, path, made->len);
      plays = gk_history_index_list_plays (index, NULL);
      stats = gk_history_stats_compute (plays, NULL);
      open[run] = g_get_monotonic_time () - start;
      g_assert_cmpuint (stats->n_plays, ==, made->len);
    }
}

static void
print_library (guint   n_games,
               gint64 *build,
               gint64 *build_cpu,
               gint64 *replay,
               gint64 *ratio,
               gint64 *open)
{
  printf ("  first build of the index: %.1f ms (median of %d), %u processors\n",
          median (build) / 1000.0, RUNS, g_get_num_processors ());
  printf ("  per file %.0f µs; replaying and scoring a game in memory %" G_GINT64_FORMAT
          " µs; a build's time per file against the replay just before it: %.1fx"
          "   target <= 5x\n", (double) median (build) / n_games, median (replay),
          median (ratio) / 1000.0);
  printf ("  processor time per file, every thread: %.0f µs (%.1fx the replay)\n",
          (double) median (build_cpu) / n_games,
          (double) median (build_cpu) / n_games / MAX (median (replay), 1));
  printf ("  open, scan, list and statistics, index built: %.1f ms\n", median (open) / 1000.0);
}

/* @child shown in @window, until its first frame is painted. */
static void
show_painted (GtkWidget *window,
              GtkWidget *child)
{
  gboolean done = FALSE;

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (painted),
                    &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 500;
  g_autofree char *data = g_dir_make_tmp ("gk-bench-history-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (data, "games", NULL);
  g_autofree char *path = g_build_filename (data, "history.sqlite", NULL);
  g_autofree char *own_games = g_build_filename (data, "own", NULL);
  g_autofree char *own_path = g_build_filename (data, "own.sqlite", NULL);
  g_autoptr(GPtrArray) made = NULL;
  gint64 build[RUNS], build_cpu[RUNS], open[RUNS], page[RUNS], bare[RUNS], replay[RUNS];
  gint64 ratio[RUNS], beyond[RUNS];
  gint64 own_build[RUNS], own_build_cpu[RUNS], own_replay[RUNS], own_ratio[RUNS], own_open[RUNS];
  gint64 start;

  gtk_init ();
  adw_init ();
  start = g_get_monotonic_time ();
  made = gk_history_test_make_games_every (games, n_games, 500, 1735689600, 86400 / 2, NULL);
  printf ("%u finished games made in %.1f s\n", n_games,
          (g_get_monotonic_time () - start) / 1e6);

  measure_library (games, path, made, build, build_cpu, replay, ratio, open);
  write_as_the_app (made, own_games, 1735689600, 86400 / 2);
  measure_library (own_games, own_path, made, own_build, own_build_cpu, own_replay, own_ratio,
                   own_open);

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GkHistoryIndex) index = NULL;
      g_autoptr(GkHistoryProfiles) profiles = NULL;
      g_autoptr(GkContext) context = NULL;
      g_autofree char *people = g_strconcat (path, ".people.ini", NULL);
      GtkWidget *window = gtk_window_new ();
      GtkWidget *history;

      /* The same window with the page empty: what painting any window
       * costs. */
      gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
      start = g_get_monotonic_time ();
      show_painted (window, gk_history_page_new ());
      bare[run] = g_get_monotonic_time () - start;
      gtk_window_destroy (GTK_WINDOW (window));

      window = gtk_window_new ();
      gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
      start = g_get_monotonic_time ();
      index = open_index (games, path, n_games);
      history = gk_history_page_new ();
      profiles = gk_history_profiles_new (people);
      context = gk_context_new (NULL, index, profiles, NULL);
      gk_history_page_set_context (GK_HISTORY_PAGE (history), context);
      show_painted (window, history);
      page[run] = g_get_monotonic_time () - start;
      beyond[run] = page[run] - bare[run];
      g_assert_cmpuint (g_list_model_get_n_items (gk_history_page_get_plays (GK_HISTORY_PAGE (history))),
                        ==, n_games);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  printf ("%u games written without ids or times (an older program's, an import's):\n",
          n_games);
  print_library (n_games, build, build_cpu, replay, ratio, open);
  printf ("the same games as the app writes them, each with its id and times:\n");
  print_library (n_games, own_build, own_build_cpu, own_replay, own_ratio, own_open);
  printf ("history page painted, index built: %.1f ms\n", median (page) / 1000.0);
  printf ("the same window with the page empty: %.1f ms; the page beyond the empty one painted"
          " just before it: %.1f ms   target <= 100 ms\n", median (bare) / 1000.0,
          median (beyond) / 1000.0);

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", i);
      g_autofree char *file = g_build_filename (games, name, NULL);

      g_unlink (file);
    }
  g_unlink (path);
  g_rmdir (games);
  g_rmdir (data);
  return 0;
}
