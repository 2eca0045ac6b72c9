/* test-random-games.c: a thousand legal games to the end, checked after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-test-util.h"
#include "gk-random-game.h"
#include "gk-table-private.h"

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
  guint shifts;
  guint hal_urbanizations;
  guint hal_constructions;
  guint hal_cannot_pay;
  guint hal_skipped;
  guint second_played;     /* expert: the second card drawn was played */
  guint first_played;      /* expert: the first card drawn was played */
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
  stats->shifts += move->n_shifts;
  if (move->has_drawn)
    {
      if (move->card == move->drawn[1])
        stats->second_played++;
      else
        stats->first_played++;
    }
  for (guint i = 0; i < gk_game_get_last_effects (game)->len; i++)
    {
      const GkEffect *e = &g_array_index (gk_game_get_last_effects (game), GkEffect, i);

      if (e->player == GK_PLAYER_HAL)
        {
          if (e->kind == GK_EFFECT_KEEP_CARD)
            stats->hal_constructions++;
          else if (e->kind == GK_EFFECT_BUILD && e->amount == 1)
            stats->hal_urbanizations++;
          else if (e->kind == GK_EFFECT_CANNOT_PAY)
            stats->hal_cannot_pay++;
          else if (e->kind == GK_EFFECT_OPPONENT_SKIPPED)
            stats->hal_skipped++;
          continue;
        }
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
  if (gk_table_get_variant (a) == GK_VARIANT_SOLO)
    {
      g_assert_cmpuint (gk_table_get_points (a, GK_PLAYER_HAL), ==,
                        gk_table_get_points (b, GK_PLAYER_HAL));
      g_assert_cmpuint (gk_table_get_resources_supply (a, GK_PLAYER_HAL), ==,
                        gk_table_get_resources_supply (b, GK_PLAYER_HAL));
      g_assert_cmpuint (gk_table_get_n_kept (a, GK_PLAYER_HAL), ==,
                        gk_table_get_n_kept (b, GK_PLAYER_HAL));
    }
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
      GkRandomGameOptions options = { n, 0.2 + 0.6 * g_rand_double (rand), 0.05, 5000,
                                      g % 10 == 9, 0.3 };
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
  g_assert_cmpuint (stats.shifts, >, 0);
}

/* A saved game loads back to the same bytes: shifts and the solo form. */
static void
assert_save_load_save (GkGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = gk_game_file_to_data (game, NULL);
  g_autofree char *second = NULL;
  GkGameFile *file = gk_game_file_load_data (first, strlen (first), "random.ginkgo", &error);

  g_assert_no_error (error);
  g_assert_nonnull (file);
  second = gk_game_file_to_data (file->game, NULL);
  g_assert_cmpstr (first, ==, second);
  gk_game_file_free (file);
}

/* rules.md 10: a thousand solo games against the opponent, both levels,
 * every invariant after every action, the opponent's 25 resources always
 * in its supply or in the city. */
static void
test_random_solo_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  Stats stats = { 0, };
  guint by_trigger[GK_END_OPPONENT_CANNOT_PAY + 1] = { 0, };
  guint by_hal_resources = 0;

  for (guint g = 0; g < N_GAMES; g++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 1);
      GkRandomGameOptions options = { 1, 0.3 + 0.6 * g_rand_double (rand), 0, 5000,
                                      g % 10 == 9, 0.3 };
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GkScore) score = NULL;
      const GkTable *t;
      gint who = GK_NO_PLAYER;
      GkEndTrigger trigger;

      game = gk_random_game_play (rand, setup, &options, check_after_move, &stats);
      t = gk_game_get_table (game);
      g_assert_true (gk_table_is_game_over (t));
      trigger = gk_table_get_end_trigger (t, &who);
      g_assert_cmpint (trigger, !=, GK_END_NONE);
      by_trigger[trigger]++;
      by_hal_resources += trigger == GK_END_RESOURCES && who == GK_PLAYER_HAL;

      score = gk_score_compute (t);
      g_assert_true (score->final);
      g_assert_cmpuint (score->n_players, ==, 2);
      g_assert_cmpint (score->players[1].player, ==, GK_PLAYER_HAL);
      for (guint p = 0; p < 2; p++)
        {
          g_assert_cmpuint (score->players[p].renewal, ==, 0);
          g_assert_cmpuint (score->players[p].total, ==,
                            score->players[p].tokens + score->players[p].cards
                            + score->players[p].districts);
        }

      if (g % 50 == 0)
        {
          g_autoptr(GkTable) final = gk_table_copy (t);

          assert_save_load_save (game);
          while (gk_game_can_undo (game))
            gk_game_undo (game);
          while (gk_game_can_redo (game))
            gk_game_redo (game);
          assert_same_table (final, gk_game_get_table (game));
        }
    }

  g_test_message ("%u solo games: %u by tiles, %u by resources (%u the opponent's), %u because "
                  "the opponent could not pay; opponent: %u urbanizations, %u constructions, "
                  "%u turns left out; expert: %u second cards played, %u first; %u shifts",
                  N_GAMES, by_trigger[GK_END_TILES], by_trigger[GK_END_RESOURCES],
                  by_hal_resources, by_trigger[GK_END_OPPONENT_CANNOT_PAY],
                  stats.hal_urbanizations, stats.hal_constructions, stats.hal_skipped,
                  stats.second_played, stats.first_played, stats.shifts);
  g_assert_cmpuint (by_trigger[GK_END_TILES], >, 0);
  g_assert_cmpuint (by_trigger[GK_END_RESOURCES], >, 0);
  g_assert_cmpuint (by_trigger[GK_END_OPPONENT_CANNOT_PAY], >, 0);
  g_assert_cmpuint (stats.hal_urbanizations, >, 0);
  g_assert_cmpuint (stats.hal_constructions, >, 0);
  g_assert_cmpuint (stats.hal_cannot_pay, ==, by_trigger[GK_END_OPPONENT_CANNOT_PAY]);
  g_assert_cmpuint (stats.hal_skipped, >, 0);
  g_assert_cmpuint (stats.second_played, >, 0);
  g_assert_cmpuint (stats.first_played, >, 0);
  g_assert_cmpuint (stats.shifts, >, 0);
}

/* Standard games with shifts save and load back to the same bytes. */
static void
test_random_save_load (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261124);
  Stats stats = { 0, };

  for (guint g = 0; g < 40; g++)
    {
      guint n = 2 + g % 4;
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n);
      GkRandomGameOptions options = { n, 0.6, 0.05, 5000, FALSE, 0.5 };
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, check_after_move,
                                                    &stats);

      assert_save_load_save (game);
    }
  g_assert_cmpuint (stats.shifts, >, 0);
}

/* The preview's summary says what the move does to the player who makes it:
 * its points, resources and tiles change by what the table shows after the
 * move, its effects are the ones the move applies, and a rebuild, the end's
 * trigger and the opponent's failure to pay are named when they happen. */
static void
assert_preview_matches (const GkTable *before,
                        const GkMove  *move)
{
  g_autoptr(GkTable) after = gk_table_copy (before);
  g_autoptr(GArray) effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GError) error = NULL;
  gint who = move->player;
  gboolean cannot_pay = FALSE;
  gboolean fallback = FALSE;

  preview = gk_table_preview (before, move, &error);
  g_assert_no_error (error);
  g_assert_true (gk_table_apply (after, move, effects, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (preview->effects->len, ==, effects->len);
  g_assert_cmpmem (preview->effects->data, preview->effects->len * sizeof (GkEffect),
                   effects->data, effects->len * sizeof (GkEffect));
  for (guint i = 0; i < effects->len; i++)
    {
      GkEffectKind kind = g_array_index (effects, GkEffect, i).kind;

      cannot_pay |= kind == GK_EFFECT_CANNOT_PAY;
      fallback |= kind == GK_EFFECT_FALLBACK;
    }

  g_assert_cmpint (preview->points, ==,
                   (gint) gk_table_get_points (after, who)
                   - (gint) gk_table_get_points (before, who));
  g_assert_cmpint (preview->tiles, ==,
                   (gint) gk_table_get_tiles (after, who)
                   - (gint) gk_table_get_tiles (before, who));
  if (who == GK_PLAYER_HAL)
    g_assert_cmpint (preview->resources, ==,
                     (gint) gk_table_get_resources_supply (after, who)
                     - (gint) gk_table_get_resources_supply (before, who));
  else
    g_assert_cmpint (preview->resources, ==,
                     (gint) gk_table_get_resources_screen (after, who)
                     - (gint) gk_table_get_resources_screen (before, who));
  g_assert_cmpint (preview->rebuilds, ==,
                   gk_table_get_reshuffles (after) != gk_table_get_reshuffles (before));
  g_assert_cmpint (preview->end_trigger, ==,
                   gk_table_is_last_round (before) ? GK_END_NONE
                                                   : gk_table_get_end_trigger (after, NULL));
  g_assert_cmpint (preview->opponent_cannot_pay, ==, cannot_pay);
  g_assert_cmpint (preview->fallback != GK_FALLBACK_NONE, ==, fallback);
  g_assert_cmpint (preview->resolved, ==, fallback ? GK_ACTION_EXPLOIT : preview->entered);
  g_assert_false (preview->needs_take || preview->needs_marker || preview->needs_tile_return);
}

/* What a table shows, in words: enough to tell two tables apart. */
static char *
table_summary (const GkTable *t)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) sites = gk_table_get_build_sites (t);
  guint n_players = gk_table_get_n_players (t);

  g_string_append_printf (out, "round %u first %d next %d done %u end %d over %d\n",
                          gk_table_get_round (t), gk_table_get_first_player (t),
                          gk_table_get_next_player (t), gk_table_get_actions_done (t),
                          gk_table_get_end_trigger (t, NULL), gk_table_is_game_over (t));
  g_string_append_printf (out, "draw %u discard %u rebuilds %u reserve %u out %u removed %u\n",
                          gk_table_get_draw_pile (t), gk_table_get_discard_pile (t),
                          gk_table_get_reshuffles (t), gk_table_get_tile_reserve (t),
                          gk_table_get_reserve_exhaustions (t), gk_table_get_tiles_removed (t));
  g_string_append_printf (out, "sites %u:", sites->len);
  for (guint i = 0; i < sites->len * g_array_get_element_size (sites); i++)
    g_string_append_printf (out, " %02x", (guint) ((const guchar *) sites->data)[i]);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < gk_table_get_n_buildings (t); i++)
    {
      const GkBuilding *b = gk_table_get_building (t, i);
      GkTile tiles[64];
      guint height = gk_table_get_stack (t, b->x, b->y, tiles, G_N_ELEMENTS (tiles));

      g_string_append_printf (out, "building %d,%d owner %d site %d:", b->x, b->y, b->owner,
                              b->build_site);
      for (guint k = 0; k < MIN (height, G_N_ELEMENTS (tiles)); k++)
        g_string_append_printf (out, " %u", (guint) tiles[k]);
      g_string_append_c (out, '\n');
    }
  for (guint letter = 0; letter < 12; letter++)
    {
      gint x, y;

      gk_table_get_marker (t, letter, &x, &y);
      g_string_append_printf (out, "marker %u %d,%d\n", letter, x, y);
    }
  for (gint p = -1; p < (gint) n_players; p++)
    {
      gint who = p < 0 ? GK_PLAYER_HAL : p;

      if (who == GK_PLAYER_HAL && gk_table_get_variant (t) != GK_VARIANT_SOLO)
        continue;
      g_string_append_printf (out, "player %d: points %u screen %u supply %u tiles %u "
                              "tokens %u hand %u characters %u kept",
                              who, gk_table_get_points (t, who),
                              gk_table_get_resources_screen (t, who),
                              gk_table_get_resources_supply (t, who),
                              gk_table_get_tiles (t, who), gk_table_get_renewal_tokens (t, who),
                              gk_table_get_hand_size (t, who),
                              gk_table_get_n_characters (t, who));
      for (guint k = 0; k < gk_table_get_n_kept (t, who); k++)
        g_string_append_printf (out, " %u", (guint) gk_table_get_kept (t, who, k));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* A file's reader checks each move with a lenient preview and keeps the
 * table it left (_gk_table_preview_keeping()): with nothing needed, that
 * table and those effects are the move's, also when the move carries the
 * choice its resolution ignores (a take beside an urbanization, a marker
 * beside an urbanization fallen back to an exploit), which the reader
 * then drops. */
static void
assert_kept_preview_is_the_move (const GkTable *before,
                                 const GkMove  *move,
                                 GkTable       *kept)
{
  g_autoptr(GkTable) applied = gk_table_copy (before);
  g_autoptr(GArray) effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  g_autoptr(GkPreview) preview = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  g_autoptr(GError) error = NULL;
  GkMove carrying = *move;

  if (move->has_returns)
    return;
  g_assert_true (gk_table_apply (applied, move, effects, NULL));
  if (move->kind == GK_MOVE_ACTION)
    {
      g_autoptr(GkPreview) plain = gk_table_preview (before, move, NULL);

      if (plain->resolved == GK_ACTION_URBANIZATION && move->player != GK_PLAYER_HAL)
        carrying.take = GK_TAKE_TILE;
      else if (plain->entered == GK_ACTION_URBANIZATION && !carrying.has_marker)
        {
          carrying.has_marker = TRUE;
          carrying.marker_x = 99;
          carrying.marker_y = -99;
        }
    }
  preview = _gk_table_preview_keeping (before, &carrying, kept, &error);
  g_assert_no_error (error);
  g_assert_false (preview->needs_take || preview->needs_marker || preview->needs_tile_return);
  g_assert_cmpmem (preview->effects->data, preview->effects->len * sizeof (GkEffect),
                   effects->data, effects->len * sizeof (GkEffect));
  want = table_summary (applied);
  got = table_summary (kept);
  g_assert_cmpstr (got, ==, want);
}

static void
test_random_previews (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261125);
  g_autoptr(GRand) other_rand = g_rand_new_with_seed (20261128);
  g_autoptr(GkSetup) other = gk_random_setup (other_rand, 4);
  /* As a reader keeps it, one table for every move: at first another
   * game's, then what the last move, of this game or the one before, left. */
  g_autoptr(GkTable) kept = gk_table_new (other);
  guint moves = 0;

  for (guint g = 0; g < 100; g++)
    {
      guint n = 1 + g % 5;
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n);
      GkRandomGameOptions options = { n, 0.6, 0.05, 5000, FALSE, 0.3 };
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_autoptr(GkTable) table = gk_table_new (setup);

      for (guint i = 0; i < gk_game_get_n_moves (game); i++)
        {
          const GkMove *move = gk_game_get_move (game, i);

          assert_preview_matches (table, move);
          assert_kept_preview_is_the_move (table, move, kept);
          g_assert_true (gk_table_apply (table, move, NULL, NULL));
          moves++;
        }
    }
  g_test_message ("%u moves previewed", moves);
  g_assert_cmpuint (moves, >, 100 * 20);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/random/games", test_random_games);
  g_test_add_func ("/random/solo-games", test_random_solo_games);
  g_test_add_func ("/random/save-load-save", test_random_save_load);
  g_test_add_func ("/random/previews", test_random_previews);

  return g_test_run ();
}
