/* test-kill.c: a game survives SIGKILL at any moment
 *
 * Runs gk-kill-child (a session confirming the moves of a random game) and
 * kills it with SIGKILL at a random moment, many times.  After each kill
 * the game's file must load and hold every move the child confirmed (it
 * reports a move only after its save returned) and nothing else: the same
 * moves as the game of that seed, at most one more than reported (saved,
 * killed before it could say so).  GK_TEST_KILLS=N kills N times instead
 * of 120.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>

#include "gk-random-game.h"
#include "gk-core.h"
#include "gk-library.h"

#define N_KILLS 120

static char *child_path;
/* N_KILLS, or GK_TEST_KILLS for a longer search. */
static guint n_kills = N_KILLS;

typedef struct
{
  GArray *moves;
} Expected;

static gboolean
collect (GkGame       *game,
         const GkMove *move,
         gpointer      user_data)
{
  g_array_append_vals (user_data, move, 1);
  return TRUE;
}

/* The game the child plays with @seed: the same calls in the same order. */
static GkGame *
expected_game (guint32  seed,
               guint    n_moves)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GkRandomGameOptions options = { 3, 0.4, 0.05, 5000, FALSE };
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  g_autoptr(GkGame) played = gk_random_game_play (rand, setup, &options, collect, moves);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  g_assert_cmpuint (n_moves, <=, moves->len);
  game = gk_game_new_from_moves (setup, (GkMove *) moves->data, n_moves, &error);
  g_assert_no_error (error);
  return game;
}

static void
remove_folder (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_folder (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Game files only: a save killed halfway may leave its temporary file,
 * which is never taken for a game. */
static guint
n_games_in (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".ginkgo"))
      n++;
  return n;
}

static void
test_kill (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  guint total_moves = 0;
  guint saved_unreported = 0;

  for (guint run = 0; run < n_kills; run++)
    {
      guint32 seed = run + 1;
      g_autofree char *data = g_dir_make_tmp ("gk-kill-XXXXXX", NULL);
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autofree char *games = g_build_filename (data, "ginkgo-companion", "games", NULL);
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GDataInputStream) out = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *first = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GkGameFile) loaded = NULL;
      g_autoptr(GkGame) expected = NULL;
      g_autofree char *expected_data = NULL;
      g_autofree char *loaded_data = NULL;
      guint reported = 0;
      char *line;

      g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data, TRUE);
      child = g_subprocess_launcher_spawn (launcher, &error, child_path, seed_text, NULL);
      g_assert_no_error (error);
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));

      first = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (first);
      g_assert_true (g_str_has_prefix (first, "file "));
      path = g_strdup (first + strlen ("file "));

      /* A random moment within the next 120 ms of moves and saves. */
      g_usleep (g_rand_int_range (rand, 0, 120000));
      g_subprocess_send_signal (child, SIGKILL);
      g_subprocess_wait (child, NULL, NULL);

      while ((line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, NULL)) != NULL)
        {
          if (g_str_has_prefix (line, "move "))
            reported = (guint) g_ascii_strtoull (line + strlen ("move "), NULL, 10);
          g_free (line);
        }

      file = g_file_new_for_path (path);
      loaded = gk_game_file_load (file, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded->game);
      /* Every confirmed move, at most one more (saved, not yet reported). */
      g_assert_cmpuint (gk_game_get_cursor (loaded->game), >=, reported);
      g_assert_cmpuint (gk_game_get_cursor (loaded->game), <=, reported + 1);
      saved_unreported += gk_game_get_cursor (loaded->game) - reported;
      total_moves += reported;

      /* And nothing else: exactly the moves of the game (their times aside),
       * in a play with its identity and start. */
      expected = expected_game (seed, gk_game_get_cursor (loaded->game));
      expected_data = gk_game_get_content_id (expected);
      loaded_data = gk_game_get_content_id (loaded->game);
      g_assert_cmpstr (loaded_data, ==, expected_data);
      g_assert_true (gk_play_id_is_valid (gk_game_get_play (loaded->game)->id));
      g_assert_true (gk_game_get_play (loaded->game)->started.set);
      for (guint m = 0; m < gk_game_get_cursor (loaded->game); m++)
        g_assert_true (gk_game_get_move (loaded->game, m)->at.set);

      /* One game, one file, and the library lists just that one. */
      g_assert_cmpuint (n_games_in (games), ==, 1);
      {
        g_autoptr(GFile) folder = g_file_new_for_path (games);
        g_autoptr(GkLibrary) library = gk_library_new (folder);
        g_autoptr(GPtrArray) entries = gk_library_list (library, NULL, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (entries->len, ==, 1);
        g_assert_cmpint (((GkLibraryEntry *) g_ptr_array_index (entries, 0))->kind, !=,
                         GK_LIBRARY_ENTRY_DAMAGED);
      }

      remove_folder (data);
    }
  g_test_message ("%u kills, %u confirmed moves in all, %u saved but not yet reported",
                  n_kills, total_moves, saved_unreported);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  child_path = g_test_build_filename (G_TEST_BUILT, "app", "gk-kill-child", NULL);
  if (g_getenv ("GK_TEST_KILLS") != NULL)
    n_kills = (guint) g_ascii_strtoull (g_getenv ("GK_TEST_KILLS"), NULL, 10);
  g_test_add_func ("/session/kill", test_kill);

  return g_test_run ();
}
