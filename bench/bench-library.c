/* bench-library.c: the time to list a game library
 *
 *   bench-library [N_GAMES]
 *
 * Fills a temporary library with N_GAMES random games (500 by default; a
 * tenth of them finished), then lists it as the start page does: once with
 * no summary cache (the first start, every file loaded) and ten times with
 * it (every later start).  Prints the median times.  Target: under 100 ms
 * for 500 games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>

#include "gk-library.h"
#include "gk-random-game.h"

static gboolean
stop_at (GkGame       *game,
         const GkMove *move,
         gpointer      user_data)
{
  return gk_game_get_cursor (game) < GPOINTER_TO_UINT (user_data);
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 ta = *(const gint64 *) a, tb = *(const gint64 *) b;

  return ta < tb ? -1 : ta > tb;
}

static gint64
list_once (GkLibrary *library,
           guint      expected)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  entries = gk_library_list (library, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, expected);
  return g_get_monotonic_time () - start;
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 500;
  g_autofree char *data = g_dir_make_tmp ("gk-bench-library-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (data, "ginkgo-companion", "games", NULL);
  g_autofree char *cache = g_build_filename (data, "ginkgo-companion", "library-cache.ini", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (games);
  g_autoptr(GkLibrary) library = gk_library_new (folder);
  g_autoptr(GArray) warm = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GRand) rand = g_rand_new_with_seed (500);
  gint64 cold;
  gsize bytes = 0;

  setlocale (LC_ALL, "");
  for (guint i = 0; i < n_games; i++)
    {
      GkRandomGameOptions options = { 0, 0.4, 0.05, 5000, FALSE };
      guint n_players = (guint) g_rand_int_range (rand, 2, 6);
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n_players);
      /* Games in progress stop somewhere in their first 150 moves. */
      guint stop = i % 10 == 0 ? G_MAXUINT : (guint) g_rand_int_range (rand, 1, 150);
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GFile) file = NULL;
      g_autofree char *text = NULL;
      gsize length = 0;

      options.n_players = n_players;
      game = gk_random_game_play (rand, setup, &options, stop_at, GUINT_TO_POINTER (stop));
      text = gk_game_file_to_data (game, &length);
      file = gk_library_create_file (library, text, length, NULL);
      g_assert_nonnull (file);
      bytes += length;
    }

  g_unlink (cache);
  cold = list_once (library, n_games);
  for (guint run = 0; run < 10; run++)
    {
      gint64 t = list_once (library, n_games);

      g_array_append_val (warm, t);
    }
  g_array_sort (warm, compare_times);

  printf ("%u games, %.1f KB each on average\n", n_games, bytes / 1024.0 / n_games);
  printf ("first listing, every file loaded: %.1f ms\n", cold / 1000.0);
  printf ("listing with the summary cache (median of 10): %.1f ms (target: under 100 ms)\n",
          g_array_index (warm, gint64, warm->len / 2) / 1000.0);

  {
    g_autoptr(GError) error = NULL;
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", data);

    g_spawn_command_line_sync (command, NULL, NULL, NULL, &error);
  }
  return 0;
}
