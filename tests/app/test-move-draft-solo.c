/* test-move-draft-solo.c: the solo game's rounds entered on the move draft
 * alone (rules.md 10), the opponent's move included
 *
 * The figures come from the hand-worked games in tests/core/games/
 * (solo-expert.md, solo-cannot-pay.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-move-draft.h"
#include "gk-random-game.h"
#include "gk-test-util.h"

static GkGame *
solo_game (GkSoloLevel level)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);

  setup->solo_level = level;
  return gk_test_game_new (setup);
}

static void
assert_contains (const char *text,
                 const char *needle)
{
  if (text == NULL || strstr (text, needle) == NULL)
    g_error ("expected “%s” in “%s”", needle, text != NULL ? text : "(null)");
}

static void
confirm (GkMoveDraft *draft)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_move_draft_is_complete (draft));
  if (!gk_move_draft_confirm (draft, NULL, &error))
    g_error ("move refused: %s", error->message);
}

/* The human's move in a solo game: no choice but the card, 2 discards. */
static void
human_plays (GkMoveDraft *draft,
             const char  *card,
             const char  *tile)
{
  g_assert_false (gk_move_draft_is_opponent (draft));
  g_assert_cmpint (gk_move_draft_get_player (draft), ==, 0);
  gk_move_draft_set_card (draft, gk_test_card (card));
  if (tile != NULL)
    gk_move_draft_set_tile (draft, gk_test_card (tile));
  g_assert_null (gk_move_draft_get_notice (draft));
  confirm (draft);
}

/* A normal round: the opponent's urbanization, its tile required, its
 * marker picked on the city. */
static void
test_normal_round (void)
{
  g_autoptr(GkGame) game = solo_game (GK_SOLO_NORMAL);
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (game);
  const GkTable *table;
  const GkMove *move;

  human_plays (draft, "blue-3", NULL);

  /* the opponent's turn: the draft asks for its face-down card */
  g_assert_true (gk_move_draft_is_opponent (draft));
  g_assert_cmpint (gk_move_draft_get_player (draft), ==, GK_PLAYER_HAL);
  g_assert_false (gk_move_draft_is_complete (draft));
  assert_contains (gk_move_draft_get_blocker (draft), "face-down card");

  /* C revealed: no second card at the normal level, the tile is required */
  gk_move_draft_set_card (draft, gk_test_card ("C"));
  g_assert_false (gk_move_draft_needs_second_card (draft));
  g_assert_false (gk_move_draft_is_complete (draft));
  assert_contains (gk_move_draft_get_blocker (draft), "Draw a tile from the reserve for HAL");
  g_assert_null (gk_move_draft_get_preview (draft));
  g_assert_null (gk_move_draft_get_error (draft));

  /* red-9 drawn for it: the marker's cell, picked on the city as for the
   * human; a building is not a target and does not change its card */
  gk_move_draft_set_tile (draft, gk_test_card ("red-9"));
  g_assert_nonnull (gk_move_draft_get_preview (draft));
  g_assert_true (gk_move_draft_get_preview (draft)->needs_marker);
  assert_contains (gk_move_draft_get_blocker (draft), "marker C");
  g_assert_nonnull (gk_move_draft_get_targets (draft));
  g_assert_true (gk_move_draft_is_target (draft, 3, -1));
  g_assert_false (gk_move_draft_is_target (draft, 2, 0));
  g_assert_true (gk_move_draft_pick_cell (draft, 3, -1));
  g_assert_true (gk_move_draft_is_complete (draft));
  /* it earns 1 point ((2,0) height 1) and pays 1 resource from its supply */
  g_assert_cmpint (gk_move_draft_get_preview (draft)->points, ==, 1);
  g_assert_cmpint (gk_move_draft_get_preview (draft)->resources, ==, -1);
  g_assert_null (gk_move_draft_get_notice (draft));

  move = gk_move_draft_get_move (draft);
  g_assert_cmpint (move->player, ==, GK_PLAYER_HAL);
  g_assert_cmpint (move->card, ==, gk_test_card ("C"));
  g_assert_false (move->has_drawn);
  confirm (draft);

  table = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_round (table), ==, 2);
  g_assert_cmpuint (gk_table_get_points (table, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpuint (gk_table_get_resources_city (table, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpint (gk_table_get_building_at (table, 2, -1)->owner, ==, GK_PLAYER_HAL);
  /* the draft starts again, for the human */
  g_assert_false (gk_move_draft_is_opponent (draft));
  g_assert_cmpint (gk_move_draft_get_card (draft), ==, GK_NO_CARD);

  /* round 2: a construction by the opponent, on the human's old cell:
   * no marker, the card is kept */
  human_plays (draft, "red-1", "red-10");
  gk_move_draft_set_card (draft, gk_test_card ("red-2"));
  gk_move_draft_set_tile (draft, gk_test_card ("red-11"));
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_null (gk_move_draft_get_targets (draft));
  g_assert_cmpint (gk_move_draft_get_preview (draft)->resolved, ==, GK_ACTION_CONSTRUCTION);
  confirm (draft);
  table = gk_game_get_table (game);
  g_assert_cmpuint (gk_table_get_n_kept (table, GK_PLAYER_HAL), ==, 1);
  g_assert_cmpint (gk_table_get_kept (table, GK_PLAYER_HAL, 0), ==, gk_test_card ("red-2"));
}

/* Expert level, solo-expert.md round 1: C then B, B worth more. */
static void
test_expert_second_played (void)
{
  g_autoptr(GkGame) game = solo_game (GK_SOLO_EXPERT);
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (game);
  const GkMove *move;
  const GkTable *table;
  guint discard;

  human_plays (draft, "blue-2", "blue-11");
  discard = gk_table_get_discard_pile (gk_game_get_table (game));

  gk_move_draft_set_card (draft, gk_test_card ("C"));
  g_assert_true (gk_move_draft_needs_second_card (draft));
  g_assert_false (gk_move_draft_is_complete (draft));
  assert_contains (gk_move_draft_get_blocker (draft), "second card");
  /* the tile alone is not enough: the second card is still missing */
  gk_move_draft_set_tile (draft, gk_test_card ("red-4"));
  assert_contains (gk_move_draft_get_blocker (draft), "second card");
  g_assert_null (gk_move_draft_get_preview (draft));

  gk_move_draft_set_second_card (draft, gk_test_card ("B"));
  /* v(B) = 2 ((1,0) height 2) > v(C) = 1: the engine makes it play B, said
   * before the tile is entered too */
  gk_move_draft_set_tile (draft, GK_NO_TILE);
  assert_contains (gk_move_draft_get_notice (draft), "HAL plays Urbanization B");
  gk_move_draft_set_tile (draft, gk_test_card ("red-4"));
  g_assert_cmpint (gk_move_draft_get_played_card (draft), ==, gk_test_card ("B"));
  g_assert_cmpint (gk_move_draft_get_card (draft), ==, gk_test_card ("C"));
  assert_contains (gk_move_draft_get_notice (draft), "HAL plays Urbanization B");
  assert_contains (gk_move_draft_get_notice (draft), "add up to 2");
  assert_contains (gk_move_draft_get_notice (draft), "Put Urbanization C on the discard pile");
  /* the marker is B's: its only free cell is (1,-2) */
  assert_contains (gk_move_draft_get_blocker (draft), "marker B");
  g_assert_true (gk_move_draft_is_target (draft, 1, -2));
  g_assert_cmpuint (gk_move_draft_get_targets (draft)->len, ==, 2);
  g_assert_true (gk_move_draft_pick_cell (draft, 1, -2));

  move = gk_move_draft_get_move (draft);
  g_assert_true (move->has_drawn);
  g_assert_cmpint (move->drawn[0], ==, gk_test_card ("C"));
  g_assert_cmpint (move->drawn[1], ==, gk_test_card ("B"));
  g_assert_cmpint (move->card, ==, gk_test_card ("B"));
  confirm (draft);

  table = gk_game_get_table (game);
  /* solo-expert.md round 1: H pts 2; B and C to the discard */
  g_assert_cmpuint (gk_table_get_points (table, GK_PLAYER_HAL), ==, 2);
  g_assert_cmpuint (gk_table_get_discard_pile (table), ==, discard + 2);
  g_assert_cmpint (gk_table_get_building_at (table, 1, -1)->owner, ==, GK_PLAYER_HAL);
}

/* Expert level: the first card played when the second is worth no more,
 * and a building card played when it is the second. */
static void
test_expert_first_played (void)
{
  g_autoptr(GkGame) game = solo_game (GK_SOLO_EXPERT);
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (game);
  gint x, y;

  human_plays (draft, "blue-3", NULL);

  /* E then D: both worth 1 ((2,1) and (2,0), height 1): E, the first */
  gk_move_draft_set_card (draft, gk_test_card ("E"));
  gk_move_draft_set_second_card (draft, gk_test_card ("D"));
  gk_move_draft_set_tile (draft, gk_test_card ("yellow-6"));
  g_assert_cmpint (gk_move_draft_get_played_card (draft), ==, gk_test_card ("E"));
  assert_contains (gk_move_draft_get_notice (draft), "HAL plays Urbanization E");
  assert_contains (gk_move_draft_get_notice (draft), "Put Urbanization D on the discard pile");
  assert_contains (gk_move_draft_get_blocker (draft), "marker E");

  /* F then red-2 (clicked on the city): the building card is played,
   * whatever the letters are worth; no marker then */
  gk_move_draft_set_card (draft, gk_test_card ("F"));
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, GK_NO_CARD);
  g_assert_true (gk_move_draft_pick_cell (draft, 1, 1));
  g_assert_cmpint (gk_move_draft_get_card (draft), ==, gk_test_card ("F"));
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, gk_test_card ("red-2"));
  g_assert_cmpint (gk_move_draft_get_played_card (draft), ==, gk_test_card ("red-2"));
  assert_contains (gk_move_draft_get_notice (draft), "the second card: it is a building card");
  g_assert_null (gk_move_draft_get_targets (draft));
  g_assert_true (gk_move_draft_get_card_cell (draft, &x, &y));
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 1);
  g_assert_true (gk_move_draft_is_complete (draft));
  confirm (draft);
  g_assert_cmpint (gk_table_get_kept (gk_game_get_table (game), GK_PLAYER_HAL, 0), ==,
                   gk_test_card ("red-2"));

  /* a building card first: no second card asked for at the expert level */
  human_plays (draft, "blue-1", NULL);
  gk_move_draft_set_card (draft, gk_test_card ("yellow-2"));
  g_assert_false (gk_move_draft_needs_second_card (draft));
  gk_move_draft_set_tile (draft, gk_test_card ("yellow-9"));
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_false (gk_move_draft_get_move (draft)->has_drawn);
}

/* The opponent's move typed: card, second card, tile, marker number. */
static void
test_typed (void)
{
  g_autoptr(GkGame) game = solo_game (GK_SOLO_EXPERT);
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (game);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_move_draft_enter_text (draft, "b2 b11", &error));
  g_assert_no_error (error);
  confirm (draft);

  g_assert_true (gk_move_draft_enter_text (draft, "C B r4 1", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_move_draft_get_card (draft), ==, gk_test_card ("C"));
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, gk_test_card ("B"));
  g_assert_cmpint (gk_move_draft_get_tile (draft), ==, gk_test_card ("red-4"));
  g_assert_true (gk_move_draft_get_marker (draft, NULL, NULL));
  g_assert_true (gk_move_draft_is_complete (draft));

  /* a building card as the second: "F r2 y9" */
  g_assert_true (gk_move_draft_enter_text (draft, "F r2 y9", &error));
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, gk_test_card ("red-2"));
  g_assert_cmpint (gk_move_draft_get_tile (draft), ==, gk_test_card ("yellow-9"));
  g_assert_true (gk_move_draft_is_complete (draft));

  /* what cannot be a second card is refused, the draft unchanged */
  g_assert_false (gk_move_draft_enter_text (draft, "F 7", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, gk_test_card ("red-2"));
  g_clear_error (&error);

  /* the first card alone: the second still to come */
  g_assert_true (gk_move_draft_enter_text (draft, "F", &error));
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, GK_NO_CARD);
  assert_contains (gk_move_draft_get_blocker (draft), "second card");
}

/* solo-cannot-pay.md round 11: blue-15 + red-19 cannot be paid for; the
 * draft says so before Confirm, and confirming ends the game. */
static void
test_cannot_pay (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-cannot-pay.ginkgo");
  g_autoptr(GkMoveDraft) draft = NULL;
  const GkTable *table;

  gk_game_undo (game);
  draft = gk_move_draft_new (game);
  g_assert_true (gk_move_draft_is_opponent (draft));
  g_assert_true (gk_move_draft_enter_text (draft, "b15 r19", NULL));
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_true (gk_move_draft_get_preview (draft)->opponent_cannot_pay);
  assert_contains (gk_move_draft_get_notice (draft), "HAL cannot pay");
  assert_contains (gk_move_draft_get_notice (draft), "ends the game at once");

  /* another tile, same colour and not a lower height: still 3 needed of 2 */
  gk_move_draft_set_tile (draft, gk_test_card ("blue-16"));
  g_assert_true (gk_move_draft_get_preview (draft)->opponent_cannot_pay);

  gk_move_draft_set_tile (draft, gk_test_card ("red-19"));
  confirm (draft);
  table = gk_game_get_table (game);
  g_assert_true (gk_table_is_game_over (table));
  g_assert_cmpint (gk_table_get_end_trigger (table, NULL), ==, GK_END_OPPONENT_CANNOT_PAY);
  g_assert_cmpint (gk_move_draft_get_player (draft), ==, GK_NO_PLAYER);
}

/* solo-expert.md round 14: the human's exploit takes the reserve's last
 * tiles; the opponent's turn is left out, and the draft says so. */
static void
test_skipped (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-expert.ginkgo");
  g_autoptr(GkMoveDraft) draft = NULL;
  const GkTable *table;

  gk_game_undo (game);
  draft = gk_move_draft_new (game);
  g_assert_false (gk_move_draft_is_opponent (draft));
  gk_move_draft_set_card (draft, gk_test_card ("blue-14"));
  g_assert_true (gk_move_draft_is_complete (draft));
  assert_contains (gk_move_draft_get_notice (draft), "its turn is left out");
  assert_contains (gk_move_draft_get_notice (draft), "ends the round and the game");
  confirm (draft);

  table = gk_game_get_table (game);
  g_assert_true (gk_table_is_game_over (table));
  g_assert_cmpuint (gk_table_get_tile_reserve (table), ==, 0);
  g_assert_cmpint (gk_table_get_end_trigger (table, NULL), ==, GK_END_TILES);
}

/* Each move of a random solo game, entered on a draft that follows it. */
typedef struct
{
  GkGame      *game;
  GkMoveDraft *draft;
  guint        opponent_moves;
  guint        second_cards;
} Follow;

static gboolean
follow_move (GkGame       *played,
             const GkMove *move,
             gpointer      user_data)
{
  Follow *follow = user_data;
  GkMoveDraft *draft = follow->draft;
  const GkMove *entered;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (gk_move_draft_get_player (draft), ==, move->player);
  g_assert_cmpint (gk_move_draft_is_opponent (draft), ==, move->player == GK_PLAYER_HAL);
  gk_move_draft_set_card (draft, move->has_drawn ? move->drawn[0] : move->card);
  g_assert_cmpint (gk_move_draft_needs_second_card (draft), ==, move->has_drawn);
  if (move->has_drawn)
    {
      gk_move_draft_set_second_card (draft, move->drawn[1]);
      g_assert_cmpint (gk_move_draft_get_played_card (draft), ==, move->card);
      g_assert_nonnull (gk_move_draft_get_notice (draft));
      follow->second_cards++;
    }
  gk_move_draft_set_tile (draft, move->tile);
  if (move->take != GK_TAKE_NONE)
    gk_move_draft_set_take (draft, move->take);
  if (move->has_marker)
    g_assert_true (gk_move_draft_pick_cell (draft, move->marker_x, move->marker_y));

  if (!gk_move_draft_is_complete (draft))
    g_error ("move %u not complete on the draft: %s", gk_game_get_cursor (follow->game),
             gk_move_draft_get_blocker (draft));
  entered = gk_move_draft_get_move (draft);
  g_assert_cmpint (entered->card, ==, move->card);
  g_assert_cmpint (entered->tile, ==, move->tile);
  g_assert_cmpint (entered->has_drawn, ==, move->has_drawn);
  g_assert_cmpint (entered->has_marker, ==, move->has_marker);
  if (move->player == GK_PLAYER_HAL)
    {
      follow->opponent_moves++;
      g_assert_cmpint (gk_move_draft_get_preview (draft)->opponent_cannot_pay, ==,
                       gk_table_is_game_over (gk_game_get_table (played))
                       && gk_table_get_end_trigger (gk_game_get_table (played), NULL)
                          == GK_END_OPPONENT_CANNOT_PAY);
    }

  if (!gk_move_draft_confirm (draft, NULL, &error))
    g_error ("move refused on the draft: %s", error->message);
  g_assert_cmpuint (gk_game_get_cursor (follow->game), ==, gk_game_get_cursor (played));
  return TRUE;
}

/* Random legal solo games, both levels: every move, the opponent's
 * included, can be entered on the draft and is the move played. */
static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  GkRandomGameOptions options = { 1, 0.6, 0.0, 400, FALSE, 0.0 };
  guint levels[2] = { 0, 0 };
  guint opponent_moves = 0, second_cards = 0;

  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(GkSetup) setup = gk_random_setup (rand, 1);
      g_autoptr(GkGame) played = NULL;
      Follow follow = { NULL, NULL, 0, 0 };

      follow.game = gk_test_game_new (setup);
      follow.draft = gk_move_draft_new (follow.game);
      played = gk_random_game_play (rand, setup, &options, follow_move, &follow);
      g_assert_true (gk_table_is_game_over (gk_game_get_table (follow.game)));
      levels[setup->solo_level]++;
      opponent_moves += follow.opponent_moves;
      second_cards += follow.second_cards;
      g_assert_finalize_object (follow.draft);
      g_assert_finalize_object (follow.game);
    }
  g_test_message ("%u normal and %u expert games, %u opponent moves, %u second cards",
                  levels[GK_SOLO_NORMAL], levels[GK_SOLO_EXPERT], opponent_moves, second_cards);
  /* both levels, and the expert's second card, were met */
  g_assert_cmpuint (levels[GK_SOLO_NORMAL], >, 0);
  g_assert_cmpuint (levels[GK_SOLO_EXPERT], >, 0);
  g_assert_cmpuint (opponent_moves, >, 100);
  g_assert_cmpuint (second_cards, >, 10);
}

static void
test_preconditions (void)
{
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (NULL);

  g_assert_false (gk_move_draft_is_opponent (draft));
  g_assert_false (gk_move_draft_needs_second_card (draft));
  g_assert_null (gk_move_draft_get_notice (draft));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*card >= 0*");
  gk_move_draft_set_second_card (draft, GK_N_CARDS);
  g_test_assert_expected_messages ();
  g_assert_cmpint (gk_move_draft_get_second_card (draft), ==, GK_NO_CARD);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/move-draft-solo/normal-round", test_normal_round);
  g_test_add_func ("/move-draft-solo/expert-second-played", test_expert_second_played);
  g_test_add_func ("/move-draft-solo/expert-first-played", test_expert_first_played);
  g_test_add_func ("/move-draft-solo/typed", test_typed);
  g_test_add_func ("/move-draft-solo/cannot-pay", test_cannot_pay);
  g_test_add_func ("/move-draft-solo/skipped", test_skipped);
  g_test_add_func ("/move-draft-solo/random-games", test_random_games);
  g_test_add_func ("/move-draft-solo/preconditions", test_preconditions);

  return g_test_run ();
}
