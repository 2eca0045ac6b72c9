/* bench-export.c: the time to export the plays of a large library
 *
 *   bench-export [N_PLAYS [PROGRAM]]
 *
 * Fills a temporary library with N_PLAYS finished games (5,000 by
 * default: 40 games played at random, each saved again and again as
 * another play with its own id, times, place and note) and builds its
 * index, then measures, as medians of five runs:
 *   - the CSV and the BG Stats file made of them (with profiles that
 *     rename and merge people), and each written to a file;
 *   - with PROGRAM (the app), the command line end to end:
 *     `PROGRAM --export-csv FILE` and `PROGRAM --export-bgstats FILE`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "gk-history-export.h"
#include "gk-history-index.h"
#include "gk-history-test-util.h"

#define RUNS 5

static const char *const places[] = {
  "Anna's flat", "The club", "Béla's garden", "Вера's dacha", "The library", "=A1+1",
};

typedef struct
{
  const char *what;
  gdouble     ms[RUNS];
} Timing;

static gint
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return (x > y) - (x < y);
}

static void
report (Timing *timing)
{
  qsort (timing->ms, RUNS, sizeof (gdouble), compare_doubles);
  printf ("%-56s %9.1f ms (median of %d, %.1f-%.1f)\n", timing->what, timing->ms[RUNS / 2], RUNS,
          timing->ms[0], timing->ms[RUNS - 1]);
}

/* The machine is shared: how busy it was. */
static const char *
load_average (void)
{
  static char text[64] = "unknown\n";
  g_autofree char *contents = NULL;

  if (g_file_get_contents ("/proc/loadavg", &contents, NULL, NULL))
    g_snprintf (text, sizeof text, "%.14s\n", contents);
  return text;
}

static gdouble
since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* N_PLAYS files made of the @games saved in @source. */
static void
fill_library (const char *source,
              const char *games_dir,
              guint       n_games,
              guint       n_plays)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", g);
      g_autofree char *path = g_build_filename (source, name, NULL);
      char *text = NULL;

      if (!g_file_get_contents (path, &text, NULL, NULL))
        g_error ("cannot read %s", path);
      g_ptr_array_add (texts, text);
    }
  g_mkdir_with_parents (games_dir, 0700);
  for (guint i = 0; i < n_plays; i++)
    {
      g_autofree char *seed = g_strdup_printf ("bench play %u", i);
      g_autofree char *id = gk_play_id_from_content (seed, strlen (seed));
      g_autofree char *name = g_strdup_printf ("play-%05u.ginkgo", i);
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      g_autofree char *text = NULL;
      gint64 started = 1735689600 + 86400 / 4 * (gint64) i;

      text = gk_history_test_add_times (texts->pdata[i % n_games], id, started, 3600,
                                        places[i % G_N_ELEMENTS (places)],
                                        i % 7 == 0 ? "A close one,\nagain" : NULL, 30 + i % 30,
                                        40, i % 5 == 0 ? 12 : 0);
      if (!g_file_set_contents (path, text, -1, NULL))
        g_error ("cannot write %s", path);
      gk_history_test_touch (path, started + 3 * 3600);
    }
}

static GkHistoryProfiles *
make_profiles (const char *path)
{
  GkHistoryProfiles *profiles = gk_history_profiles_new (path);
  g_autofree char *anna = gk_history_profiles_person_for_name (profiles, "Anna");
  g_autofree char *bela = gk_history_profiles_person_for_name (profiles, "Béla");
  g_autofree char *zoe = gk_history_profiles_person_for_name (profiles, "Zoë  Weiß");

  if (!gk_history_profiles_rename (profiles, anna, "Anna Kovács", NULL)
      || !gk_history_profiles_merge (profiles, zoe, bela, NULL)
      || !gk_history_profiles_set_colour (profiles, bela, GK_PLAYER_COLOUR_PURPLE, NULL))
    g_error ("cannot write the profiles");
  return profiles;
}

static void
run_program (const char *program,
             const char *data_home,
             const char *option,
             const char *output)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *argument = g_strconcat (option, "=", output, NULL);
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", data_home, TRUE);
  const char *argv[] = { program, argument, NULL };
  gint status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status,
                     &error)
      || !g_spawn_check_wait_status (status, &error))
    g_error ("%s %s: %s", program, argument, error->message);
}

int
main (int   argc,
      char *argv[])
{
  guint n_plays = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 5000;
  const char *program = argc > 2 ? argv[2] : NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gk-bench-export-XXXXXX", NULL);
  g_autofree char *source = g_build_filename (tmp, "source", NULL);
  g_autofree char *data_home = g_build_filename (tmp, "data", NULL);
  g_autofree char *folder = g_build_filename (data_home, "ginkgo-companion", NULL);
  g_autofree char *games_dir = g_build_filename (folder, "games", NULL);
  g_autofree char *index_path = g_build_filename (folder, "history.sqlite", NULL);
  g_autofree char *profiles_path = g_build_filename (folder, "profiles.ini", NULL);
  g_autofree char *csv_path = g_build_filename (tmp, "plays.csv", NULL);
  g_autofree char *json_path = g_build_filename (tmp, "plays.json", NULL);
  g_autoptr(GPtrArray) made = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autoptr(GError) error = NULL;
  Timing csv = { "CSV of them (gk_history_to_csv)" };
  Timing json = { "BG Stats file of them (gk_history_to_bgstats)" };
  Timing write = { "both written to files" };
  Timing cli_csv = { "ginkgo-companion --export-csv=FILE, end to end" };
  Timing cli_json = { "ginkgo-companion --export-bgstats=FILE, end to end" };
  gsize csv_size = 0, json_size = 0;
  gint64 start;

  start = g_get_monotonic_time ();
  made = gk_history_test_make_games_every (source, 40, 5000, 1735689600, 86400, NULL);
  fill_library (source, games_dir, made->len, n_plays);
  printf ("%u plays written in %.1f s\n", n_plays, since (start) / 1000.0);

  start = g_get_monotonic_time ();
  index = gk_history_index_new (games_dir, index_path);
  if (!gk_history_index_open (index, NULL, &error))
    g_error ("%s", error->message);
  printf ("index built in %.1f s\n", since (start) / 1000.0);
  profiles = make_profiles (profiles_path);

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GPtrArray) plays = NULL;
      g_autofree char *csv_text = NULL;
      g_autofree char *json_text = NULL;

      plays = gk_history_index_list_plays (index, &error);
      if (plays == NULL || plays->len != n_plays)
        g_error ("%u plays listed of %u", plays != NULL ? plays->len : 0, n_plays);

      start = g_get_monotonic_time ();
      csv_text = gk_history_to_csv (plays, profiles);
      csv.ms[run] = since (start);
      start = g_get_monotonic_time ();
      json_text = gk_history_to_bgstats (plays, profiles);
      json.ms[run] = since (start);

      start = g_get_monotonic_time ();
      if (!gk_history_write_file (csv_path, csv_text, &error)
          || !gk_history_write_file (json_path, json_text, &error))
        g_error ("%s", error->message);
      write.ms[run] = since (start);
      csv_size = strlen (csv_text);
      json_size = strlen (json_text);

      if (program != NULL)
        {
          start = g_get_monotonic_time ();
          run_program (program, data_home, "--export-csv", csv_path);
          cli_csv.ms[run] = since (start);
          start = g_get_monotonic_time ();
          run_program (program, data_home, "--export-bgstats", json_path);
          cli_json.ms[run] = since (start);
        }
    }

  printf ("%u plays, %.1f MB of CSV, %.1f MB of JSON; load average %s", n_plays, csv_size / 1e6,
          json_size / 1e6, load_average ());
  report (&csv);
  report (&json);
  report (&write);
  if (program != NULL)
    {
      report (&cli_csv);
      report (&cli_json);
    }

  g_clear_object (&index);
  gk_history_test_remove_tree (tmp);
  return 0;
}
