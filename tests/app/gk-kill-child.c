/* gk-kill-child.c: confirms moves through a session until it is killed
 *
 *   gk-kill-child SEED
 *
 * Starts a random game of the seed in a new file of the library (under
 * $XDG_DATA_HOME) and writes "file PATH" once the setup is saved, then
 * pushes the game's moves one by one and, after each save has returned,
 * writes "move N" (N moves confirmed) on standard output.  test-kill kills
 * it at random moments and checks the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "gk-random-game.h"
#include "gk-session.h"

static gboolean
confirm (GkGame       *random_game,
         const GkMove *move,
         gpointer      user_data)
{
  GkSession *session = user_data;
  GkGame *game = gk_session_get_game (session);
  g_autoptr(GError) error = NULL;

  if (!gk_game_push (game, move, &error))
    g_error ("move refused: %s", error->message);
  gk_session_flush (session);
  if (gk_session_get_save_error (session) != NULL)
    g_error ("save failed: %s", gk_session_get_save_error (session)->message);
  printf ("move %u\n", gk_game_get_cursor (game));
  fflush (stdout);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  guint32 seed = argc > 1 ? (guint32) g_ascii_strtoull (argv[1], NULL, 10) : 1;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GkRandomGameOptions options = { 3, 0.4, 0.05, 5000, FALSE };
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkGame) played = NULL;
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  setlocale (LC_ALL, "");
  setup = gk_random_setup (rand, 3);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);

  session = gk_session_new (NULL);
  gk_session_start_game (session, game);
  gk_session_flush (session);
  if (gk_session_get_save_error (session) != NULL)
    g_error ("save failed: %s", gk_session_get_save_error (session)->message);
  path = g_file_get_path (gk_session_get_file (session));
  printf ("file %s\n", path);
  fflush (stdout);

  played = gk_random_game_play (rand, setup, &options, confirm, session);
  printf ("done\n");
  fflush (stdout);
  /* Wait to be killed: the parent always kills. */
  for (;;)
    g_usleep (G_USEC_PER_SEC);
  return 0;
}
