/* test-random-games.c: a thousand legal games to the end, checked after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-test-util.h"
#include "gk-random-game.h"

#define N_GAMES 1000

typedef struct
{
  guint moves;
  guint rebuilds;
  guint exhaustions;
  guint fallbacks;
  guint urbanizations;
  guint constructions;
  guint renewals;
} Stats;

static gboolean
check_after_move (GkGame       *game,
                  const GkMove *move,
                  gpointer      user_data)
{
  Stats *stats = user_data;
  const GkTable *t = gk_game_get_table (game);
  g_autofree char *broken = gk_test_check_invariants (t);

  if (broken != NULL)
    g_error ("after move %u: %s", gk_game_get_cursor (game), broken);

  stats->moves++;
  if (move->kind == GK_MOVE_RENEW)
    stats->renewals++;
  for (guint i = 0; i < gk_game_get_last_effects (game)->len; i++)
    {
      const GkEffect *e = &g_array_index (gk_game_get_last_effects (game), GkEffect, i);

      if (e->kind == GK_EFFECT_FALLBACK)
        stats->fallbacks++;
      else if (e->kind == GK_EFFECT_KEEP_CARD)
        stats->constructions++;
      else if (e->kind == GK_EFFECT_BUILD && e->amount == 1)
        stats->urbanizations++;
    }
  stats->rebuilds = MAX (stats->rebuilds, gk_table_get_reshuffles (t));
  stats->exhaustions = MAX (stats->exhaustions, gk_table_get_reserve_exhaustions (t));
  return TRUE;
}

/* Replaying the log move by move gives the same table as the game that
 * was played, and undo back to the setup then redo to the end does too. */
static void
assert_same_table (const GkTable *a,
                   const GkTable *b)
{
  guint n = gk_table_get_n_players (a);

  g_assert_cmpuint (gk_table_get_round (a), ==, gk_table_get_round (b));
  g_assert_cmpuint (gk_table_get_draw_pile (a), ==, gk_table_get_draw_pile (b));
  g_assert_cmpuint (gk_table_get_discard_pile (a), ==, gk_table_get_discard_pile (b));
  g_assert_cmpuint (gk_table_get_tile_reserve (a), ==, gk_table_get_tile_reserve (b));
  g_assert_cmpuint (gk_table_get_n_buildings (a), ==, gk_table_get_n_buildings (b));
  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpuint (gk_table_get_points (a, (gint) p), ==, gk_table_get_points (b, (gint) p));
      g_assert_cmpuint (gk_table_get_tiles (a, (gint) p), ==, gk_table_get_tiles (b, (gint) p));
      g_assert_cmpuint (gk_table_get_resources_screen (a, (gint) p), ==,
                        gk_table_get_resources_screen (b, (gint) p));
      g_assert_cmpuint (gk_table_get_n_kept (a, (gint) p), ==, gk_table_get_n_kept (b, (gint) p));
    }
}

static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  Stats stats = { 0, };
  guint games_over = 0, ended_by_tiles = 0, ended_by_resources = 0;

  for (guint g = 0; g < N_GAMES; g++)
    {
      guint n = 2 + g % 4;
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n);
      GkRandomGameOptions options = { n, 0.2 + 0.6 * g_rand_double (rand), 0.05, 5000, g % 10 == 9 };
      g_autoptr(GkGame) game = NULL;
      const GkTable *t;
      GkEndTrigger trigger;

      game = gk_random_game_play (rand, setup, &options, check_after_move, &stats);
      t = gk_game_get_table (game);
      g_assert_true (gk_table_is_game_over (t));
      games_over++;
      trigger = gk_table_get_end_trigger (t, NULL);
      ended_by_tiles += trigger == GK_END_TILES;
      ended_by_resources += trigger == GK_END_RESOURCES;

      if (g % 50 == 0)
        {
          g_autoptr(GkGame) again = NULL;
          g_autoptr(GkTable) final = gk_table_copy (t);
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
          g_autoptr(GError) error = NULL;
          guint total = gk_game_get_n_moves (game);

          for (guint i = 0; i < total; i++)
            g_array_append_vals (moves, gk_game_get_move (game, i), 1);
          again = gk_game_new_from_moves (setup, (GkMove *) moves->data, moves->len, &error);
          g_assert_no_error (error);
          assert_same_table (final, gk_game_get_table (again));

          while (gk_game_can_undo (game))
            gk_game_undo (game);
          g_assert_cmpuint (gk_table_get_round (gk_game_get_table (game)), ==, 1);
          while (gk_game_can_redo (game))
            gk_game_redo (game);
          assert_same_table (final, gk_game_get_table (game));
        }

      {
        g_autoptr(GkScore) score = NULL;

        /* Undo replays into a new table: ask the game again. */
        t = gk_game_get_table (game);
        score = gk_score_compute (t);

        g_assert_true (score->final);
        for (guint p = 0; p < n; p++)
          g_assert_cmpuint (score->players[p].total, ==,
                            score->players[p].tokens + score->players[p].cards
                            + score->players[p].renewal + score->players[p].districts);
      }
    }

  g_test_message ("%u games over, %u by tiles, %u by resources, %u moves (%u renewals, "
                  "%u urbanizations, %u constructions, %u fallbacks), up to %u rebuilds in a game",
                  games_over, ended_by_tiles, ended_by_resources, stats.moves, stats.renewals,
                  stats.urbanizations, stats.constructions, stats.fallbacks, stats.rebuilds);
  g_assert_cmpuint (games_over, ==, N_GAMES);
  /* Both end triggers and both exhaustions must have been exercised. */
  g_assert_cmpuint (ended_by_tiles, >, 0);
  g_assert_cmpuint (ended_by_resources, >, 0);
  g_assert_cmpuint (stats.exhaustions, ==, 2);
  g_assert_cmpuint (stats.rebuilds, >, 1);
  g_assert_cmpuint (stats.fallbacks, >, 0);
  g_assert_cmpuint (stats.urbanizations, >, 0);
  g_assert_cmpuint (stats.constructions, >, 0);
  g_assert_cmpuint (stats.renewals, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/random/games", test_random_games);

  return g_test_run ();
}
