/* test-steps.c: what to do with the pieces, worded from the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-random-game.h"
#include "gk-steps.h"
#include "gk-test-util.h"

static GkGame *
new_game (guint n_players)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (n_players);

  for (guint p = 0; p < n_players; p++)
    {
      gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 3, 0);
      gk_test_setup_character (setup, p, 1, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 2, 0);
    }
  return gk_game_new (setup, NULL);
}

/* The next player exploits the first building card that can be in a hand. */
static GkMove
exploit_move (const GkTable *table)
{
  GkMove move;

  for (GkCard card = 0; card < GK_N_TILES; card++)
    if (gk_table_card_playable (table, card) && gk_table_find_top (table, card) != NULL)
      {
        gk_move_init_action (&move, gk_table_get_next_player (table), card, GK_NO_TILE);
        return move;
      }
  g_assert_not_reached ();
}

static void
push (GkGame       *game,
      const GkMove *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_game_push (game, move, &error));
  g_assert_no_error (error);
}

static gboolean
contains (char       **steps,
          const char  *needle)
{
  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    if (strstr (steps[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_build_site_marker (void)
{
  g_autoptr(GkGame) game = new_game (3);
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GkPreview) preview = NULL;
  g_auto(GStrv) steps = NULL;
  GkMove move;
  gint x, y;

  /* An urbanization: the tile where the marker lies, a build-site marker
   * on it, the marker moved, in that order. */
  gk_move_init_action (&move, 0, gk_card_from_letter (0), gk_test_card ("blue-12"));
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (table, 0);

    move.has_marker = TRUE;
    move.marker_x = x = g_array_index (targets, gint, 0);
    move.marker_y = y = g_array_index (targets, gint, 1);
  }
  preview = gk_table_preview (table, &move, NULL);
  g_assert_nonnull (preview);
  steps = gk_steps_for_preview (table, preview);
  g_assert_cmpstr (steps[0], ==, "Put Blue 12 where marker A lies (take the marker off).");
  g_assert_cmpstr (steps[1], ==, "Put a build-site marker on Blue 12.");
  g_assert_true (g_str_has_prefix (steps[2], "Player 1 puts 1 of their resources on Blue 12."));
  g_assert_true (g_str_has_prefix (steps[3], "Move marker A "));
  g_assert_true (contains (steps, "Put the card Urbanization A on the discard pile."));

  /* A shift (rules.md 9.7): marker B moved next, said from the new tile. */
  {
    g_autoptr(GArray) targets = gk_table_get_marker_targets (table, 0);

    g_assert_cmpuint (targets->len, >=, 4);
    g_assert_true (gk_move_add_shift (&move, 1, g_array_index (targets, gint, 2),
                                      g_array_index (targets, gint, 3)));
  }
  g_clear_pointer (&preview, gk_preview_free);
  g_clear_pointer (&steps, g_strfreev);
  preview = gk_table_preview (table, &move, NULL);
  g_assert_nonnull (preview);
  steps = gk_steps_for_preview (table, preview);
  g_assert_true (g_str_has_prefix (steps[3], "Move marker A "));
  g_assert_true (g_str_has_prefix (steps[4], "Move marker B "));
  g_assert_true (g_str_has_suffix (steps[4], " Blue 12."));
}

static void
test_turns (void)
{
  g_autoptr(GkGame) game = new_game (3);
  g_auto(GStrv) steps = gk_steps_between (gk_game_get_table (game), NULL);
  GkMove move = exploit_move (gk_game_get_table (game));

  g_assert_true (contains (steps, "Player 1 reveals first."));
  push (game, &move);
  g_clear_pointer (&steps, g_strfreev);
  steps = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_cmpuint (g_strv_length (steps), ==, 1);
  g_assert_cmpstr (steps[0], ==, "Player 2 reveals their card next.");
}

/* The round's last card, when the round's draws run the pile out: the
 * preview, the table after it, the same table after undo and redo, and
 * after a restart (the log replayed) all say the same draw and cards. */
static void
test_rebuild_at_draw (void)
{
  g_autoptr(GkGame) game = new_game (3);
  g_auto(GStrv) preview_steps = NULL;
  g_auto(GStrv) after = NULL;
  g_auto(GStrv) rebuild = NULL;
  g_autofree char *expected = NULL;
  guint left = 0;

  /* Play exploits until the last action of a round whose draws rebuild. */
  for (guint guard = 0; guard < 200; guard++)
    {
      const GkTable *table = gk_game_get_table (game);
      GkMove move = exploit_move (table);

      left = gk_table_get_draw_pile (table);
      if (gk_table_get_actions_done (table) == 2 && left >= 1 && left <= 3)
        {
          g_autoptr(GkPreview) preview = gk_table_preview (table, &move, NULL);

          g_assert_nonnull (preview);
          g_assert_true (preview->rebuilds);
          preview_steps = gk_steps_for_preview (table, preview);
          push (game, &move);
          break;
        }
      push (game, &move);
    }
  g_assert_nonnull (preview_steps);

  {
    gint drawer = (gk_table_get_first_player (gk_game_get_table (game)) + (gint) left - 1) % 3;

    expected = g_strdup_printf ("at draw %u of 3 (Player %d’s) the draw pile runs out", left,
                                drawer + 1);
  }
  g_assert_true (contains (preview_steps, expected));
  g_assert_true (contains (preview_steps, "Shuffle the discard pile"));
  g_assert_true (contains (preview_steps, "Burn 7 cards face up"));
  g_assert_true (contains (preview_steps, "the first-player card goes to"));

  /* Between moves: the same round's end, still to be done at the table. */
  after = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_true (contains (after, expected));
  for (guint i = 0; preview_steps[i] != NULL; i++)
    if (g_str_has_prefix (preview_steps[i], "Add ") || g_str_has_prefix (preview_steps[i], "End"))
      g_assert_true (g_strv_contains ((const char * const *) after, preview_steps[i]));

  rebuild = gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_nonnull (rebuild);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("The draw pile runs out at draw %u of 3", left);
  g_assert_true (g_str_has_prefix (rebuild[0], expected));

  /* Undo and redo, then a restart: the same steps. */
  gk_game_undo (game);
  {
    g_auto(GStrv) undone = gk_steps_rebuild (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));

    g_assert_null (undone);
  }
  gk_game_redo (game);
  {
    g_auto(GStrv) redone = gk_steps_between (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));
    g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
    g_autoptr(GkGame) restarted = NULL;
    g_auto(GStrv) again = NULL;

    g_assert_cmpstrv (redone, after);
    for (guint i = 0; i < gk_game_get_cursor (game); i++)
      g_array_append_val (moves, *gk_game_get_move (game, i));
    restarted = gk_game_new_from_moves (gk_game_get_setup (game), (GkMove *) moves->data,
                                        moves->len, NULL);
    again = gk_steps_between (gk_game_get_table (restarted),
                              gk_game_get_last_effects (restarted));
    g_assert_cmpstrv (again, after);
  }

  /* The next move, no longer the round's end. */
  {
    GkMove move = exploit_move (gk_game_get_table (game));
    g_auto(GStrv) next = NULL;

    push (game, &move);
    next = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
    g_assert_false (contains (next, "draw pile runs out"));
    g_assert_null (gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game)));
  }
}

/* ---- the solo game (rules.md 10) ---- */

/* The steps of move @index of @game, previewed at the table before it;
 * the game is left at the table after it. */
static char **
solo_preview_steps (GkGame *game,
                    guint   index)
{
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GkTable) table = NULL;

  while (gk_game_get_cursor (game) > index)
    gk_game_undo (game);
  while (gk_game_get_cursor (game) < index)
    gk_game_redo (game);
  preview = gk_table_preview (gk_game_get_table (game), gk_game_get_move (game, index), NULL);
  g_assert_nonnull (preview);
  table = gk_table_copy (gk_game_get_table (game));
  gk_game_redo (game);
  return gk_steps_for_preview (table, preview);
}

static void
assert_has (char       **steps,
            const char  *needle)
{
  if (!contains (steps, needle))
    {
      g_autofree char *all = g_strjoinv ("\n", steps);

      g_error ("expected “%s” in:\n%s", needle, all);
    }
}

/* solo-expert.md, step by step: the human's discards, the opponent's
 * pieces, its second card and the rebuild it causes, the round's draws. */
static void
test_solo_expert (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-expert.ginkgo");
  guint n = gk_game_get_cursor (game);
  char **steps;

  /* Preview steps are worded from the table before the move: build them
   * by going back there. */
  for (guint i = n; i > 0; i--)
    gk_game_undo (game);

  /* the round starts: the human's turn, no renewals */
  steps = gk_steps_between (gk_game_get_table (game), NULL);
  assert_has (steps, "Choose one of your 3 cards");
  g_assert_false (contains (steps, "renewal"));
  g_strfreev (steps);

  /* round 1, the human's construction: the 2 other cards to the discard */
  {
    g_autoptr(GkPreview) preview = gk_table_preview (gk_game_get_table (game),
                                                     gk_game_get_move (game, 0), NULL);

    steps = gk_steps_for_preview (gk_game_get_table (game), preview);
    assert_has (steps, "Put your 2 unplayed cards on the discard pile.");
    g_assert_false (contains (steps, "End of the round"));
    g_strfreev (steps);
  }
  gk_game_redo (game);

  /* the opponent's turn, at the expert level */
  steps = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  assert_has (steps, "HAL’s turn: turn its face-down card over, then draw a tile");
  assert_has (steps, "Expert level: if that card is an urbanization card, draw a second card");
  g_assert_false (contains (steps, "The draw pile holds 1 card"));
  g_strfreev (steps);

  /* round 1, the opponent: C then B, B played (10, expert) */
  {
    g_autoptr(GkPreview) preview = gk_table_preview (gk_game_get_table (game),
                                                     gk_game_get_move (game, 1), NULL);

    steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  }
  assert_has (steps, "HAL plays Urbanization B of its two cards.");
  assert_has (steps, "Put Red 4 where marker B lies (take the marker off).");
  assert_has (steps, "Put a build-site marker on Red 4.");
  assert_has (steps, "Put 1 of HAL’s resources on Red 4, from its supply.");
  assert_has (steps, "Move marker B above Red 4.");
  assert_has (steps, "HAL scores 2 points.");
  assert_has (steps, "Put the card Urbanization C on the discard pile.");
  assert_has (steps, "End of the round: draw 3 cards into your hand, then 1 card face down "
                     "for HAL.");
  assert_has (steps, "5 cards are left in the draw pile.");
  g_strfreev (steps);
  gk_game_redo (game);

  /* round 3, the opponent: its second card takes the pile's last card and
   * the pile is rebuilt during its move, the human's discards included */
  while (gk_game_get_cursor (game) < 5)
    gk_game_redo (game);
  steps = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  assert_has (steps, "The draw pile holds 1 card: a second card for HAL takes it");
  g_strfreev (steps);
  {
    g_autoptr(GkPreview) preview = gk_table_preview (gk_game_get_table (game),
                                                     gk_game_get_move (game, 5), NULL);

    steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  }
  assert_has (steps, "HAL’s second card was the last of the draw pile: rebuild the pile at once.");
  assert_has (steps, "Add Blue 11, Blue 12, Red 4 and Yellow 5 to the discard pile");
  assert_has (steps, "Burn 7 cards face up");
  g_assert_false (contains (steps, "runs out at draw"));
  assert_has (steps, "10 cards are left in the draw pile.");
  g_strfreev (steps);
  gk_game_redo (game);
  /* After the move the rebuild is done: said in the past, under a heading
   * in the past. */
  steps = gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_nonnull (steps);
  g_assert_cmpstr (steps[0], ==, "HAL’s second card was the last of the draw pile: the pile "
                                 "was rebuilt then.");
  g_assert_cmpstr (gk_steps_rebuild_heading (gk_game_get_table (game),
                                             gk_game_get_last_effects (game)), ==,
                   "The draw pile was rebuilt during HAL’s turn");
  g_strfreev (steps);

  /* round 4: the human builds on the opponent, the opponent on the human */
  {
    g_autoptr(GkPreview) preview = gk_table_preview (gk_game_get_table (game),
                                                     gk_game_get_move (game, 6), NULL);

    steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  }
  assert_has (steps, "Put the 1 resource on Red 4 back in HAL’s supply.");
  assert_has (steps, "HAL scores 1 point.");
  g_strfreev (steps);
  gk_game_redo (game);
  {
    g_autoptr(GkPreview) preview = gk_table_preview (gk_game_get_table (game),
                                                     gk_game_get_move (game, 7), NULL);

    steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  }
  assert_has (steps, "HAL plays Blue 11 of its two cards.");
  assert_has (steps, "Give the 2 resources on Blue 11 back to Anna.");
  assert_has (steps, "Put 3 of HAL’s resources on Blue 14, from its supply.");
  assert_has (steps, "HAL keeps the card Blue 11: lay it face up beside HAL’s supply.");
  assert_has (steps, "Put the card Urbanization F on the discard pile.");
  g_strfreev (steps);
  gk_game_redo (game);
}

/* solo-expert.md rounds 9 and 14: the round's draws rebuild the pile at
 * draw 2 of 4; the same steps after undo, redo and a restart; the reserve
 * runs out at the human's move and the opponent's turn is left out. */
static void
test_solo_draws_and_end (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-expert.ginkgo");
  guint n = gk_game_get_cursor (game);
  g_auto(GStrv) preview_steps = NULL;
  g_auto(GStrv) after = NULL;
  g_auto(GStrv) rebuild = NULL;
  g_auto(GStrv) last = NULL;

  /* move 17: the opponent's red-3, the last move of round 9 */
  preview_steps = solo_preview_steps (game, 17);
  assert_has (preview_steps, "The draw pile runs out at draw 2 of 4 (Anna’s).");
  assert_has (preview_steps, "Add Blue 16, Blue 17, Red 16, Red 18 and Yellow 7");
  assert_has (preview_steps, "Then finish the draws from the new pile.");
  assert_has (preview_steps, "15 cards are left in the draw pile.");
  g_assert_false (contains (preview_steps, "second card was the last"));

  after = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  for (guint i = 0; preview_steps[i] != NULL; i++)
    if (g_str_has_prefix (preview_steps[i], "End") || g_str_has_prefix (preview_steps[i], "The ")
        || g_str_has_prefix (preview_steps[i], "Add ")
        || g_str_has_prefix (preview_steps[i], "15 "))
      g_assert_true (g_strv_contains ((const char * const *) after, preview_steps[i]));
  rebuild = gk_steps_rebuild (gk_game_get_table (game), gk_game_get_last_effects (game));
  g_assert_nonnull (rebuild);
  g_assert_cmpstr (rebuild[0], ==, "The draw pile runs out at draw 2 of 4 (Anna’s).");

  gk_game_undo (game);
  gk_game_redo (game);
  {
    g_auto(GStrv) redone = gk_steps_between (gk_game_get_table (game),
                                             gk_game_get_last_effects (game));
    g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
    g_autoptr(GkGame) restarted = NULL;
    g_auto(GStrv) again = NULL;

    g_assert_cmpstrv (redone, after);
    for (guint i = 0; i < gk_game_get_cursor (game); i++)
      g_array_append_val (moves, *gk_game_get_move (game, i));
    restarted = gk_game_new_from_moves (gk_game_get_setup (game), (GkMove *) moves->data,
                                        moves->len, NULL);
    again = gk_steps_between (gk_game_get_table (restarted),
                              gk_game_get_last_effects (restarted));
    g_assert_cmpstrv (again, after);
  }

  /* the last move: the human's exploit empties the reserve */
  last = solo_preview_steps (game, n - 1);
  assert_has (last, "The tile reserve is empty: this round is the last (the solo game has no "
                    "tile return).");
  assert_has (last, "No tile is left to draw for HAL: put its face-down card on the discard "
                    "pile without looking at it.");
  assert_has (last, "That was the last card of the game");
  g_assert_false (contains (last, "End of the round"));
}

/* solo-cannot-pay.md round 11, at the normal level. */
static void
test_solo_cannot_pay (void)
{
  g_autoptr(GkGame) game = gk_test_load_game ("solo-cannot-pay.ginkgo");
  guint n = gk_game_get_cursor (game);
  g_auto(GStrv) before = NULL;
  g_auto(GStrv) steps = NULL;

  steps = solo_preview_steps (game, n - 1);
  gk_game_undo (game);
  before = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  assert_has (before, "HAL’s turn");
  g_assert_false (contains (before, "Expert level"));

  assert_has (steps, "HAL plays Blue 15.");
  assert_has (steps, "HAL cannot pay for its construction: put Red 19 back in the tile "
                     "reserve.");
  assert_has (steps, "Put the card Blue 15 on the discard pile.");
  assert_has (steps, "The game is over at once.");
  g_assert_false (contains (steps, "End of the round"));
  g_assert_false (contains (steps, "Put Red 19"));
}

/* A marker's cell without a building to name it by is told by its
 * coordinates, in words of the catalogue ("to (5, 5)"), not a bare "(5, 5)". */
static void
test_marker_by_coordinates (void)
{
  g_autoptr(GkGame) game = new_game (3);
  g_autoptr(GkPreview) preview = g_new0 (GkPreview, 1);
  g_auto(GStrv) steps = NULL;
  GkEffect marker = { GK_EFFECT_MARKER, 0, 0, GK_SOURCE_ACTION, 2, 5, 5 };
  GkEffect shift = { GK_EFFECT_SHIFT, 0, 0, GK_SOURCE_ACTION, 3, 9, 9 };

  preview->effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  g_array_append_val (preview->effects, marker);
  g_array_append_val (preview->effects, shift);
  steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  g_assert_cmpstr (steps[0], ==, "Move marker C to (5, 5).");
  g_assert_cmpstr (steps[1], ==, "Move marker D to (9, 9).");
}

/* The setup step that lays the markers says where their ring comes from
 * (rules.md 2.2: a picture, no text), from A to L clockwise; once the
 * players moved markers, where each lies now. */
static void
test_marker_ring_note (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autofree char *note = gk_steps_marker_ring_note (setup);
  g_autofree char *moved = NULL;
  gint x = setup->marker_x[1], y = setup->marker_y[1];

  g_assert_nonnull (strstr (note, "A over the top-left tile"));
  g_assert_nonnull (strstr (note, "clockwise around the square to L"));
  g_assert_nonnull (strstr (note, "Neither rulebook says this in words"));

  /* B and L change places. */
  setup->marker_x[1] = setup->marker_x[11];
  setup->marker_y[1] = setup->marker_y[11];
  setup->marker_x[11] = x;
  setup->marker_y[11] = y;
  moved = gk_steps_marker_ring_note (setup);
  g_assert_cmpstr (moved, ==,
                   "The markers lie as you moved them: A, L, C above the square, D, E, F on "
                   "its right, G, H, I below, J, K, B on its left. The rulebook's picture has "
                   "them from A over the top-left tile clockwise to L.");
}

/* A hand renewal: the renewing player discards 4 and draws 4. */
static void
test_renewal (void)
{
  g_autoptr(GkGame) game = new_game (3);
  GkMove move;
  char **steps;
  g_autofree char *who = NULL;
  g_autofree char *expected = NULL;

  gk_move_init_renew (&move, gk_table_get_next_player (gk_game_get_table (game)));
  who = gk_format_player_name (gk_game_get_table (game), move.player);
  push (game, &move);
  steps = gk_steps_between (gk_game_get_table (game), gk_game_get_last_effects (game));
  expected = g_strdup_printf ("%s: discard the 4 cards of your hand onto the discard pile, then "
                              "draw 4 new cards.", who);
  assert_has (steps, expected);
  g_strfreev (steps);
}

typedef struct
{
  guint returns;     /* moves with a return step seen */
  guint owed;        /* of them, moves whose tiles came from the new reserve */
} OwedCount;

/* After every move with a return step: each tile taken after it is said
 * to come from the new reserve, with who takes how many. */
static gboolean
check_owed (GkGame       *game,
            const GkMove *move,
            gpointer      user_data)
{
  OwedCount *count = user_data;
  const GArray *effects = gk_game_get_last_effects (game);
  gboolean returned = FALSE;
  g_autoptr(GkPreview) preview = NULL;
  char **steps;

  for (guint i = 0; i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_TILE_RETURN)
      returned = TRUE;
  if (!returned)
    return TRUE;
  count->returns++;
  gk_game_undo (game);
  preview = gk_table_preview (gk_game_get_table (game), move, NULL);
  g_assert_nonnull (preview);
  steps = gk_steps_for_preview (gk_game_get_table (game), preview);
  returned = FALSE;
  for (guint i = 0; i < preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (preview->effects, GkEffect, i);

      if (effect->kind == GK_EFFECT_TILE_RETURN)
        returned = TRUE;
      else if (returned && effect->kind == GK_EFFECT_TILES && effect->amount > 0)
        {
          g_autofree char *who = gk_format_player_name (gk_game_get_table (game),
                                                        effect->player);
          g_autofree char *expected =
            effect->source == GK_SOURCE_CHARACTER || effect->source == GK_SOURCE_CARD
            ? g_strdup_printf ("%s takes %d bonus tile", who, effect->amount)
            : g_strdup_printf ("%s takes the %d tile", who, effect->amount);

          assert_has (steps, expected);
          count->owed++;
        }
    }
  g_strfreev (steps);
  gk_game_redo (game);
  return TRUE;
}

static void
test_owed_tiles (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  OwedCount count = { 0, 0 };

  for (guint g = 0; g < 60 && count.owed < 3; g++)
    {
      guint n = 2 + (guint) g_rand_int_range (rand, 0, 4);
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n);
      GkRandomGameOptions options = { n, 0.6, 0.05, 5000, FALSE, 0 };
      g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, check_owed, &count);
    }
  g_test_message ("%u return steps, %u owed or bonus tiles after them", count.returns,
                  count.owed);
  g_assert_cmpuint (count.returns, >, 0);
  g_assert_cmpuint (count.owed, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/steps/build-site-marker", test_build_site_marker);
  g_test_add_func ("/steps/turns", test_turns);
  g_test_add_func ("/steps/rebuild-at-draw", test_rebuild_at_draw);
  g_test_add_func ("/steps/solo-expert", test_solo_expert);
  g_test_add_func ("/steps/solo-draws-and-end", test_solo_draws_and_end);
  g_test_add_func ("/steps/solo-cannot-pay", test_solo_cannot_pay);
  g_test_add_func ("/steps/marker-ring-note", test_marker_ring_note);
  g_test_add_func ("/steps/marker-by-coordinates", test_marker_by_coordinates);
  g_test_add_func ("/steps/renewal", test_renewal);
  g_test_add_func ("/steps/owed-tiles", test_owed_tiles);

  return g_test_run ();
}
