/* bench-replay.c: replay and score a whole 5-player game, many times
 *
 * Prints the microseconds one replay-and-score of the game takes.  The
 * game is a legal one of 40 to 60 rounds, played at random from a fixed
 * seed, so every run measures the same work.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-core.h"
#include "gk-random-game.h"

#include <locale.h>

#define MIN_ROUNDS 40
#define MAX_ROUNDS 60

static gboolean
long_enough (GkGame *game)
{
  const GkTable *t = gk_game_get_table (game);

  return gk_table_is_game_over (t) && gk_table_get_round (t) >= MIN_ROUNDS
         && gk_table_get_round (t) <= MAX_ROUNDS;
}

/* The same for a solo game against the opponent at the expert level: the
 * longest of the games from the first 50 seeds. */
static void
bench_solo (guint iterations)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GArray) moves = NULL;
  guint32 best_seed = 0;
  guint best_moves = 0;
  gint64 start, elapsed;
  guint checksum = 0;

  for (guint32 seed = 1; seed <= 50; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      GkRandomGameOptions options = { 1, 0.5, 0, 5000, TRUE, 0.3 };
      g_autoptr(GkSetup) s = gk_random_setup (rand, 1);
      g_autoptr(GkGame) g = NULL;

      s->solo_level = GK_SOLO_EXPERT;
      g = gk_random_game_play (rand, s, &options, NULL, NULL);
      if (gk_game_get_n_moves (g) > best_moves)
        {
          best_moves = gk_game_get_n_moves (g);
          best_seed = seed;
          g_clear_pointer (&setup, gk_setup_free);
          g_clear_object (&game);
          setup = g_steal_pointer (&s);
          game = g_steal_pointer (&g);
        }
    }

  moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  for (guint i = 0; i < gk_game_get_n_moves (game); i++)
    g_array_append_vals (moves, gk_game_get_move (game, i), 1);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    {
      g_autoptr(GkGame) replayed = gk_game_new_from_moves (setup, (GkMove *) moves->data,
                                                           moves->len, NULL);
      g_autoptr(GkScore) score = gk_score_compute (gk_game_get_table (replayed));

      checksum += score->players[1].total;
    }
  elapsed = g_get_monotonic_time () - start;

  g_print ("solo game: seed %u, expert level, %u rounds, %u moves\n", best_seed,
           gk_table_get_round (gk_game_get_table (game)), moves->len);
  g_print ("solo replay + score: %.1f µs per game (%u iterations, checksum %u)\n",
           (double) elapsed / iterations, iterations, checksum);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GArray) moves = NULL;
  guint iterations = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 20000;
  guint32 seed;
  gint64 start, elapsed;
  guint checksum = 0;

  setlocale (LC_ALL, "");

  /* The first seed that gives a long enough game. */
  for (seed = 1; ; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      GkRandomGameOptions options = { 5, 0.35, 0.02, 5000, TRUE };

      g_clear_pointer (&setup, gk_setup_free);
      g_clear_object (&game);
      setup = gk_random_setup (rand, 5);
      game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      if (long_enough (game))
        break;
    }

  moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  for (guint i = 0; i < gk_game_get_n_moves (game); i++)
    g_array_append_vals (moves, gk_game_get_move (game, i), 1);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    {
      g_autoptr(GkGame) replayed = gk_game_new_from_moves (setup, (GkMove *) moves->data,
                                                           moves->len, NULL);
      g_autoptr(GkScore) score = gk_score_compute (gk_game_get_table (replayed));

      checksum += score->players[0].total;
    }
  elapsed = g_get_monotonic_time () - start;

  g_print ("game: seed %u, 5 players, %u rounds, %u moves\n", seed,
           gk_table_get_round (gk_game_get_table (game)), moves->len);
  g_print ("replay + score: %.1f µs per game (%u iterations, checksum %u)\n",
           (double) elapsed / iterations, iterations, checksum);

  bench_solo (iterations);
  return 0;
}
