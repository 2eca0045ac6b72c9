/* test-game.c: the table as replay(setup, moves), undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-random-game.h"
#include "gk-test-util.h"

typedef struct
{
  GkGame *game;
  guint   changed;
} Fixture;

static void
on_changed (GkGame  *game,
            Fixture *f)
{
  f->changed++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);

  gk_test_setup_character (setup, 0, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 2, 3, 0);
  f->game = gk_game_new (setup, NULL);
  f->changed = 0;
  g_signal_connect (f->game, "changed", G_CALLBACK (on_changed), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->game);
}

static void
test_undo_redo (Fixture       *f,
                gconstpointer  data)
{
  const GkTable *t;

  g_assert_false (gk_game_can_undo (f->game));
  gk_test_act (f->game, 0, "red-1", "red-8");
  gk_test_act (f->game, 1, "blue-1", NULL);
  g_assert_cmpuint (f->changed, ==, 2);
  t = gk_game_get_table (f->game);
  g_assert_cmpuint (gk_table_get_round (t), ==, 2);

  gk_game_undo (f->game);
  t = gk_game_get_table (f->game);
  g_assert_cmpuint (gk_table_get_round (t), ==, 1);
  g_assert_cmpint (gk_table_get_next_player (t), ==, 1);
  g_assert_true (gk_game_can_redo (f->game));

  gk_game_undo (f->game);
  t = gk_game_get_table (f->game);
  g_assert_null (gk_table_find_top (t, gk_test_card ("red-8")));
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, 3);
  g_assert_false (gk_game_can_undo (f->game));

  gk_game_redo (f->game);
  t = gk_game_get_table (f->game);
  g_assert_nonnull (gk_table_find_top (t, gk_test_card ("red-8")));
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 1);
  g_assert_cmpuint (gk_game_get_n_moves (f->game), ==, 2);
  g_assert_cmpuint (f->changed, ==, 5);

  /* A new move drops what was undone. */
  gk_test_act (f->game, 1, "blue-2", NULL);
  g_assert_cmpuint (gk_game_get_n_moves (f->game), ==, 2);
  g_assert_false (gk_game_can_redo (f->game));
  g_assert_cmpint (gk_game_get_move (f->game, 1)->card, ==, gk_test_card ("blue-2"));
}

static void
test_refused_move_keeps_redo (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GkMove move;

  gk_test_act (f->game, 0, "blue-1", NULL);
  gk_game_undo (f->game);
  gk_move_init_action (&move, 1, gk_test_card ("blue-2"), GK_NO_TILE);
  g_assert_false (gk_game_push (f->game, &move, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  /* Nothing lost: the undone move can still be redone. */
  g_assert_true (gk_game_can_redo (f->game));
  g_assert_cmpuint (f->changed, ==, 2);
}

static void
test_new_from_moves_names_refusal (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GError) error = NULL;
  GkMove moves[2];
  GkGame *game;

  gk_move_init_action (&moves[0], 0, gk_test_card ("blue-1"), GK_NO_TILE);
  gk_move_init_action (&moves[1], 0, gk_test_card ("blue-2"), GK_NO_TILE);
  game = gk_game_new_from_moves (setup, moves, 2, &error);
  g_assert_null (game);
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
}

static void
test_last_effects (Fixture       *f,
                   gconstpointer  data)
{
  GArray *effects;

  gk_test_act (f->game, 0, "yellow-2", NULL);
  effects = gk_game_get_last_effects (f->game);
  g_assert_cmpuint (effects->len, >, 0);
  g_assert_cmpint (g_array_index (effects, GkEffect, 0).kind, ==, GK_EFFECT_POINTS);
  gk_test_act (f->game, 1, "blue-1", NULL);
  gk_game_undo (f->game);
  effects = gk_game_get_last_effects (f->game);
  g_assert_cmpint (g_array_index (effects, GkEffect, 0).kind, ==, GK_EFFECT_POINTS);
}

/* How long a game was played: from the start through each move's time,
 * a gap over 30 minutes left out; the span keeps it. */
static void
test_playing_time (Fixture       *f,
                   gconstpointer  data)
{
  static const char * const times[] = {
    "2026-11-25T19:04:00+01:00",     /* 2 min after the start */
    "2026-11-25T19:10:00+01:00",     /* 6 min */
    "2026-11-25T20:10:00+01:00",     /* an hour: a pause */
    "2026-11-25T20:13:00+01:00",     /* 3 min */
  };
  g_autoptr(GkPlayRecord) play = gk_play_record_new ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  g_autoptr(GkGame) timed = NULL;
  g_autoptr(GError) error = NULL;
  gint64 span = 0;

  g_assert_cmpint (gk_game_get_playing_time (f->game, &span), ==, -1);
  g_assert_cmpint (span, ==, -1);

  gk_test_act (f->game, 0, "red-1", "red-8");
  gk_test_act (f->game, 1, "blue-1", NULL);
  gk_test_act (f->game, 1, "blue-2", NULL);
  gk_test_act (f->game, 0, "yellow-2", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      GkMove move = *gk_game_get_move (f->game, i);

      g_assert_true (gk_time_parse (times[i], &move.at));
      g_array_append_val (moves, move);
    }
  timed = gk_game_new_from_moves (gk_game_get_setup (f->game), (GkMove *) moves->data, moves->len,
                                  &error);
  g_assert_no_error (error);

  /* Without a start: from the first move on. */
  g_assert_cmpint (gk_game_get_playing_time (timed, &span), ==, (6 + 3) * 60);
  g_assert_cmpint (span, ==, (6 + 60 + 3) * 60);
  g_assert_true (gk_time_parse ("2026-11-25T19:02:00+01:00", &play->started));
  gk_game_set_play (timed, play);
  g_assert_cmpint (gk_game_get_playing_time (timed, &span), ==, (2 + 6 + 3) * 60);
  g_assert_cmpint (span, ==, (2 + 6 + 60 + 3) * 60);

  /* Up to the cursor. */
  gk_game_undo (timed);
  gk_game_undo (timed);
  g_assert_cmpint (gk_game_get_playing_time (timed, NULL), ==, (2 + 6) * 60);
}

/* The bytes of @game's moves up to its cursor, as a file holds them. */
static char *
game_bytes (GkGame *game)
{
  gsize length = 0;

  return gk_game_file_to_data (game, &length);
}

/* A game is written from what each move came to when it was played
 * (its round, whether it fell back to an exploit): after undo, redo and
 * a new branch, the same bytes as the same moves replayed at once. */
static void
test_outcomes_follow_undo (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1234);
  guint n_fell_back = 0;

  for (guint g = 0; g < 12; g++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 2 + g % 4);
      GkRandomGameOptions options = { 0, 0.5, 0.05, 5000, FALSE, 0.3 };
      g_autoptr(GkGame) played = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_autoptr(GkGame) other = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_autoptr(GkGame) stepped = gk_game_new (setup, NULL);
      g_autoptr(GkGame) whole = NULL;
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
      g_autofree char *expected = NULL;
      g_autofree char *got = NULL;
      guint n = gk_game_get_cursor (played);
      guint branch = n / 2;

      /* Another game's moves first, undone, then this game's from where
       * the two part (the same setup: the same deck). */
      for (guint i = 0; i < gk_game_get_cursor (other); i++)
        g_assert_true (gk_game_push (stepped, gk_game_get_move (other, i), NULL));
      while (gk_game_get_cursor (stepped) > 0)
        gk_game_undo (stepped);
      for (guint i = 0; i < gk_game_get_cursor (other); i++)
        {
          if (i >= n || memcmp (gk_game_get_move (other, i), gk_game_get_move (played, i),
                                sizeof (GkMove)) != 0)
            break;
          gk_game_redo (stepped);
        }
      for (guint i = gk_game_get_cursor (stepped); i < n; i++)
        {
          g_assert_true (gk_game_push (stepped, gk_game_get_move (played, i), NULL));
          /* Back and forth over the branch point. */
          if (i == branch)
            {
              gk_game_undo (stepped);
              gk_game_undo (stepped);
              gk_game_redo (stepped);
              gk_game_redo (stepped);
            }
        }

      for (guint i = 0; i < n; i++)
        g_array_append_vals (moves, gk_game_get_move (played, i), 1);
      whole = gk_game_new_from_moves (setup, (const GkMove *) moves->data, n, NULL);
      g_assert_nonnull (whole);
      for (guint i = 0; i < n; i++)
        {
          gboolean fell_back;

          gk_game_get_move_outcome (whole, i, NULL, &fell_back);
          n_fell_back += fell_back;
        }
      expected = game_bytes (whole);
      got = game_bytes (stepped);
      g_assert_cmpstr (got, ==, expected);
      g_clear_pointer (&got, g_free);
      got = game_bytes (played);
      g_assert_cmpstr (got, ==, expected);
    }
  /* The games hold actions that fell back, whose marker is not written. */
  g_assert_cmpuint (n_fell_back, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/game/undo-redo", Fixture, NULL, fixture_set_up, test_undo_redo,
              fixture_tear_down);
  g_test_add ("/game/refused-keeps-redo", Fixture, NULL, fixture_set_up,
              test_refused_move_keeps_redo, fixture_tear_down);
  g_test_add ("/game/last-effects", Fixture, NULL, fixture_set_up, test_last_effects,
              fixture_tear_down);
  g_test_add_func ("/game/new-from-moves", test_new_from_moves_names_refusal);
  g_test_add_func ("/game/outcomes-follow-undo", test_outcomes_follow_undo);
  g_test_add ("/game/playing-time", Fixture, NULL, fixture_set_up, test_playing_time,
              fixture_tear_down);

  return g_test_run ();
}
