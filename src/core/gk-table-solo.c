/* gk-table-solo.c: the solo opponent's rules (rules.md 10)
 *
 * The opponent's action: the card revealed for it (at the expert level,
 * the better of two), the tile drawn for it from the reserve, what it
 * costs and what it earns; its turn left out when the reserve is empty.
 * Its urbanization and construction are the human's (gk-table-play.c),
 * with the differences rules.md 10 names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-table-private.h"

/* rules.md 10.5: with the reserve empty at the opponent's turn no tile can
 * be drawn for it: its card goes to the discard pile unrevealed. */
void
_gk_run_opponent_skipped (GkRun *run)
{
  GkTable *t = run->t;
  GkTablePlayer *hal = &t->players[GK_PLAYER_HAL];
  guint cards = MIN (hal->hand, 1);

  hal->hand -= cards;
  t->discard_pile += cards;
  _gk_run_emit (run, GK_EFFECT_OPPONENT_SKIPPED, GK_PLAYER_HAL, (gint) cards, GK_SOURCE_RULES,
                GK_NO_CARD, 0, 0);
  _gk_run_end_action (run);
}

/* The points the solo opponent earns urbanizing on @letter's cell: one per
 * asset of the adjacent buildings, the sum of their heights (rules.md 10). */
static guint
urbanization_value (const GkTable *t,
                    guint          letter)
{
  guint sum = 0;

  for (guint n = 0; n < 4; n++)
    {
      gint b = _gk_table_find_building (t, t->marker_x[letter] + _gk_table_neighbours[n][0],
                                        t->marker_y[letter] + _gk_table_neighbours[n][1]);

      if (b >= 0)
        sum += t->buildings[b].height;
    }
  return sum;
}

/* rules.md 10, expert level: the second card if it is a building card or an
 * urbanization card worth more points, else the first. */
static GkCard
opponent_choice (const GkTable *t,
                 GkCard         first,
                 GkCard         second)
{
  if (gk_card_is_building (second))
    return second;
  if (urbanization_value (t, gk_card_get_letter (second))
      > urbanization_value (t, gk_card_get_letter (first)))
    return second;
  return first;
}

/* Checks the expert level's two cards against the card the file or the
 * window says the opponent plays. */
static gboolean
check_opponent_cards (GkRun *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  GkCard first = move->drawn[0];
  GkCard second = move->drawn[1];
  GkCard choice;
  guint played, other;
  g_autofree char *name = NULL;

  if (!move->has_drawn)
    {
      if (t->solo_level == GK_SOLO_EXPERT && gk_card_is_letter (move->card))
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("At the expert level an urbanization card drawn for %s calls "
                               "for a second card: enter both cards drawn."),
                             _gk_table_player_name (t, GK_PLAYER_HAL));
      return _gk_run_check_card (run, move->card);
    }

  if (t->solo_level != GK_SOLO_EXPERT)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("Only the expert level draws a second card for %s."),
                         _gk_table_player_name (t, GK_PLAYER_HAL));
  if (!_gk_run_check_card (run, first) || !_gk_run_check_card (run, second))
    return FALSE;
  if (!gk_card_is_letter (first))
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("A second card is drawn for %s only when the first is an urbanization "
                           "card."), _gk_table_player_name (t, GK_PLAYER_HAL));
  if (first == second)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("The two cards drawn must be different cards."));

  choice = opponent_choice (t, first, second);
  if (move->card == choice)
    return TRUE;

  name = gk_card_get_name (choice);
  if (gk_card_is_building (choice))
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("%s plays %s: the second card drawn is a building card."),
                         _gk_table_player_name (t, GK_PLAYER_HAL), name);
  played = gk_card_get_letter (choice);
  other = gk_card_get_letter (choice == first ? second : first);
  return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                       _("%s plays %s: the heights next to marker %c add up to %u, next to "
                         "marker %c to %u."),
                       _gk_table_player_name (t, GK_PLAYER_HAL), name,
                       'A' + played, urbanization_value (t, played),
                       'A' + other, urbanization_value (t, other));
}

/* rules.md 10: whether the solo opponent can pay for its action.  An
 * urbanization needs 1 resource of its supply; a construction one per
 * level of the new height, its own resources on a building it covers
 * coming back first (10.3).  A colour change costs it nothing: its
 * resource would go from the supply back to the supply. */
static gboolean
opponent_can_pay (const GkTable *t,
                  GkCard         card)
{
  const GkTablePlayer *hal = &t->players[GK_PLAYER_HAL];
  const GkBuilding *target;
  guint have = hal->supply;

  if (gk_card_is_letter (card))
    return have >= 1;

  target = &t->buildings[t->top_of[card]];
  if (target->owner == GK_PLAYER_HAL)
    have += target->height;
  return have >= target->height + 1;
}

/* rules.md 10, step 3: the opponent's card is revealed and a tile drawn
 * for it from the reserve: it always builds, or cannot pay and the game
 * ends at once. */
gboolean
_gk_run_opponent_action (GkRun *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  GkTablePlayer *hal = &t->players[GK_PLAYER_HAL];
  GkCard card = move->card;
  GkTile tile = move->tile;
  GkCard other = GK_NO_CARD;
  g_autofree char *tile_name = NULL;
  gboolean ok;

  if (!check_opponent_cards (run))
    return FALSE;
  if (move->has_drawn)
    other = move->drawn[0] == card ? move->drawn[1] : move->drawn[0];

  if (tile == GK_NO_TILE)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("%s always builds: enter the tile drawn for it."),
                         _gk_table_player_name (t, GK_PLAYER_HAL));
  if (tile < 0 || tile >= GK_N_TILES)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("That is not a building tile."));
  tile_name = gk_card_get_name (tile);
  if (t->in_city[tile])
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("%s is already in the city: every tile is unique."), tile_name);
  if (move->take != GK_TAKE_NONE)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("%s takes no resource or tile: it always builds."),
                         _gk_table_player_name (t, GK_PLAYER_HAL));
  if ((move->has_marker || move->n_shifts > 0) && gk_card_is_building (card))
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("Only an urbanization moves a marker."));
  if (move->has_returns)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("The solo game has no tile return."));
  /* With the reserve empty its turn was left out (_gk_run_opponent_skipped). */
  g_assert (t->reserve > 0);

  _gk_run_emit (run, GK_EFFECT_OPPONENT_PLAYS, GK_PLAYER_HAL, move->has_drawn ? 2 : 1,
                GK_SOURCE_ACTION, card, 0, 0);

  /* Decision 10.2: the expert's second card is drawn now, after the
   * human's discards; a rebuild it causes includes them. */
  if (move->has_drawn)
    _gk_run_draw_card (run, GK_PLAYER_HAL);

  if (!opponent_can_pay (t, card))
    {
      /* Decision 10.4: the tile stays in the reserve, the card(s) go to
       * the discard pile, and the game is over. */
      _gk_run_emit (run, GK_EFFECT_CANNOT_PAY, GK_PLAYER_HAL, 0, GK_SOURCE_RULES, tile, 0, 0);
      hal->hand -= MIN (hal->hand, move->has_drawn ? 2 : 1);
      _gk_run_discard_played (run, GK_PLAYER_HAL, card);
      if (other != GK_NO_CARD)
        _gk_run_discard_played (run, GK_PLAYER_HAL, other);
      _gk_run_trigger_end (run, GK_END_OPPONENT_CANNOT_PAY, GK_PLAYER_HAL);
      _gk_run_end_action (run);
      t->game_over = TRUE;
      return TRUE;
    }

  /* The tile drawn for it; if it was the reserve's last, the action
   * still happens (decision 10.5). */
  hal->hand -= MIN (hal->hand, move->has_drawn ? 2 : 1);
  t->reserve--;
  if (t->reserve == 0 && !_gk_run_reserve_ran_out (run))
    return FALSE;

  if (gk_card_is_letter (card))
    ok = _gk_run_urbanize (run, GK_PLAYER_HAL, card, tile);
  else
    ok = _gk_run_construct (run, GK_PLAYER_HAL, card, tile);
  if (!ok)
    return FALSE;

  if (other != GK_NO_CARD)
    _gk_run_discard_played (run, GK_PLAYER_HAL, other);

  _gk_run_end_action (run);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Public: the solo opponent                                           */
/* ------------------------------------------------------------------ */

guint
gk_table_get_urbanization_value (const GkTable *table,
                                 guint          letter)
{
  g_return_val_if_fail (table != NULL, 0);
  g_return_val_if_fail (letter < GK_N_LETTERS, 0);

  return urbanization_value (table, letter);
}

GkCard
gk_table_get_opponent_choice (const GkTable *table,
                              GkCard         first,
                              GkCard         second)
{
  g_return_val_if_fail (table != NULL, GK_NO_CARD);
  g_return_val_if_fail (second >= 0 && second < GK_N_CARDS, GK_NO_CARD);

  if (!gk_card_is_letter (first))
    return GK_NO_CARD;
  return opponent_choice (table, first, second);
}

gboolean
gk_table_opponent_draws_second (const GkTable *table,
                                GkCard         first)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->variant == GK_VARIANT_SOLO && table->solo_level == GK_SOLO_EXPERT
         && gk_card_is_letter (first);
}
