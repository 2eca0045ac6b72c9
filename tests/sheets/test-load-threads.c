/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Game files and score sheets first read (and games written) by several
 * threads at once, as the history index's first build reads them and a
 * save's worker writes: libxml2 and GLib's resources
 * set themselves up on first use, and the first schema check of a process
 * must not race another. */

#include "config.h"

#include <string.h>

#include "gk-core.h"
#include "gk-gamefile-private.h"
#include "gk-random-game.h"
#include "gk-sheet-file.h"

#define N_THREADS 8
#define N_PROCESSES 12

typedef struct
{
  GMutex lock;
  GCond go;
  guint waiting;
  char *game;
  gsize game_length;
  char *sheet;
  gsize sheet_length;
  GkGame *game_to_write;
  guint next;
} Start;

static gpointer
load_when_all_wait (gpointer user_data)
{
  Start *start = user_data;
  g_autoptr(GkGameFile) file = NULL;
  g_autoptr(GkSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  guint me;

  /* Every thread starts its first load at the same moment. */
  g_mutex_lock (&start->lock);
  me = start->next++;
  start->waiting++;
  if (start->waiting == N_THREADS)
    g_cond_broadcast (&start->go);
  while (start->waiting < N_THREADS)
    g_cond_wait (&start->go, &start->lock);
  g_mutex_unlock (&start->lock);

  /* A third of the threads read a game, a third a sheet, a third write a
   * game as a save's worker does. */
  if (me % 3 == 0)
    file = gk_game_file_load_data (start->game, start->game_length, "game.ginkgo", &error);
  else if (me % 3 == 1)
    sheet = gk_sheet_file_load_data (start->sheet, start->sheet_length, "sheet.ginkgo", &error);
  else
    {
      gsize length = 0;
      g_autofree char *data = gk_game_file_to_data (start->game_to_write, &length);

      if (data == NULL || length == 0 || !g_str_has_prefix (data, "<?xml"))
        return g_strdup ("a game was not written");
    }
  if (error != NULL)
    return g_strdup (error->message);
  return NULL;
}

static void
load_in_threads (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "short-2p.ginkgo", NULL);
  g_autofree char *sheet = g_test_build_filename (G_TEST_DIST, "sheets", "sheets",
                                                  "w-1.ginkgo", NULL);
  g_autoptr(GError) error = NULL;
  GThread *threads[N_THREADS];
  Start start = { 0, };
  guint failed = 0;

  g_assert_true (g_file_get_contents (game, &start.game, &start.game_length, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (sheet, &start.sheet, &start.sheet_length, &error));
  g_assert_no_error (error);
  /* A game made without libxml2, for the writers. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (7);
    g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);

    start.game_to_write = gk_game_new (setup, &error);
    g_assert_no_error (error);
  }
  g_mutex_init (&start.lock);
  g_cond_init (&start.go);
  for (guint i = 0; i < N_THREADS; i++)
    threads[i] = g_thread_new ("load", load_when_all_wait, &start);
  for (guint i = 0; i < N_THREADS; i++)
    {
      g_autofree char *message = g_thread_join (threads[i]);

      if (message != NULL)
        {
          g_printerr ("thread %u: %s\n", i, message);
          failed++;
        }
    }
  g_cond_clear (&start.go);
  g_mutex_clear (&start.lock);
  g_free (start.game);
  g_free (start.sheet);
  g_object_unref (start.game_to_write);
  g_assert_cmpuint (failed, ==, 0);
}

/* A thread that reads games and sheets, good and refused in turn, each
 * checked against its schema: each schema compiled once by the thread,
 * every answer right. */
static gpointer
load_many (gpointer user_data)
{
  Start *start = user_data;
  g_autofree char *refused_game = NULL;
  g_autofree char *refused_sheet = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);

  refused_game = g_strdup (start->game);
  memcpy (strstr (refused_game, "<setup players="), "<setup plxyers=", 15);
  refused_sheet = g_strdup (start->sheet);
  memcpy (strstr (refused_sheet, "<player id=\"p2\""), "<player ix=\"p2\"", 15);

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GkGameFile) file = NULL;
      g_autoptr(GkSheet) sheet = NULL;
      g_autoptr(GError) error = NULL;
      gboolean refused = i % 2 == 1;

      file = gk_game_file_load_data (refused ? refused_game : start->game, start->game_length,
                                     "game.ginkgo", &error);
      if ((file == NULL) != refused
          || (refused && !g_error_matches (error, GK_ERROR, GK_ERROR_FILE_SCHEMA)))
        g_string_append_printf (problems, "game %u: %s; ", i,
                                error != NULL ? error->message : "not refused");
      g_clear_error (&error);
      sheet = gk_sheet_file_load_data (refused ? refused_sheet : start->sheet,
                                       start->sheet_length, "sheet.ginkgo", &error);
      if ((sheet == NULL) != refused
          || (refused && !g_error_matches (error, GK_ERROR, GK_ERROR_FILE_SCHEMA)))
        g_string_append_printf (problems, "sheet %u: %s; ", i,
                                error != NULL ? error->message : "not refused");
    }
  return problems->len > 0 ? g_string_free (g_steal_pointer (&problems), FALSE) : NULL;
}

/* A thread compiles each schema once, not once a file; and a thread of
 * its own compiles its own (none is shared between threads). */
static void
test_schema_once_per_thread (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "short-2p.ginkgo", NULL);
  g_autofree char *sheet = g_test_build_filename (G_TEST_DIST, "sheets", "sheets",
                                                  "w-1.ginkgo", NULL);
  Start start = { 0, };

  g_assert_true (g_file_get_contents (game, &start.game, &start.game_length, NULL));
  g_assert_true (g_file_get_contents (sheet, &start.sheet, &start.sheet_length, NULL));
  for (guint t = 0; t < 2; t++)
    {
      guint before = _gk_xml_get_n_schemas_compiled ();
      g_autofree char *problems = g_thread_join (g_thread_new ("load", load_many, &start));

      g_assert_cmpstr (problems, ==, NULL);
      g_assert_cmpuint (_gk_xml_get_n_schemas_compiled () - before, ==, 2);
    }
  g_free (start.game);
  g_free (start.sheet);
}

/* The setting up happens once per process: each try is a process of its own. */
static void
test_first_loads_in_threads (void)
{
  for (guint i = 0; i < N_PROCESSES; i++)
    {
      g_test_trap_subprocess ("/sheets/load-threads/subprocess", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sheets/load-threads/first-loads", test_first_loads_in_threads);
  g_test_add_func ("/sheets/load-threads/subprocess", load_in_threads);
  g_test_add_func ("/sheets/load-threads/schema-once-per-thread", test_schema_once_per_thread);
  return g_test_run ();
}
