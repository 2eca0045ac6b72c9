/* gk-table-play.c: the rules of play
 *
 * Every rule of play is reached through one entry point, apply_move(): the
 * game log is replayed through it, the preview runs it on a copy, and undo
 * replays the log up to a cursor.  This file holds that entry point and
 * what surrounds the action: the deck and its rebuilds, the end triggers
 * and the tile reserve, the card and action checked before anything moves,
 * the fallbacks, the round's end, hand renewals, and the preview with its
 * summary.  The actions themselves, their gains, markers and shifts are in
 * gk-table-actions.c; the solo opponent's action in gk-table-solo.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-table-private.h"

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

void
_gk_run_emit (GkRun        *run,
              GkEffectKind  kind,
              gint          player,
              gint          amount,
              GkSource      source,
              gint          id,
              gint          x,
              gint          y)
{
  GkEffect e = { kind, player, amount, source, id, x, y };

  if (run->effects != NULL)
    g_array_append_val (run->effects, e);
}

gboolean
_gk_run_fail (GkRun      *run,
              gint        code,
              const char *format,
              ...)
{
  va_list args;

  run->failed = TRUE;
  if (run->error != NULL && *run->error == NULL)
    {
      va_start (args, format);
      *run->error = g_error_new_valist (GK_ERROR, code, format, args);
      va_end (args);
    }
  return FALSE;
}

/* Actions in a round: one per seat, plus the solo opponent's. */
static guint
actions_per_round (const GkTable *t)
{
  return t->variant == GK_VARIANT_SOLO ? t->n_players + 1 : t->n_players;
}

/* ------------------------------------------------------------------ */
/* The deck (rules.md 3.3, 5, 9.8)                                     */
/* ------------------------------------------------------------------ */

/* The moment the draw pile runs out: build-site cards join the discard
 * pile, it is shuffled into the new pile, 7 are burned with 2-3 players
 * (never the last card), the build-site markers come off. */
static void
rebuild (GkRun *run)
{
  GkTable *t = run->t;
  guint burn;

  /* Tile ids run by colour, then number: the cards are listed that way. */
  for (GkTile tile = 0; tile < GK_N_TILES; tile++)
    {
      GkBuilding *b;

      if (t->top_of[tile] < 0 || !t->buildings[t->top_of[tile]].build_site)
        continue;

      b = &t->buildings[t->top_of[tile]];
      _gk_run_emit (run, GK_EFFECT_REBUILD_CARD, GK_NO_PLAYER, 1, GK_SOURCE_RULES, tile,
                    b->x, b->y);
      t->circulation[tile] = TRUE;
      t->discard_pile++;
      b->build_site = FALSE;
    }

  t->draw_pile = t->discard_pile;
  t->discard_pile = 0;
  memset (t->discarded, 0, sizeof t->discarded);
  t->reshuffles++;

  burn = MIN (gk_rules_cards_burned (t->n_players), t->draw_pile > 0 ? t->draw_pile - 1 : 0);
  t->draw_pile -= burn;
  t->discard_pile = burn;

  _gk_run_emit (run, GK_EFFECT_REBUILD, GK_NO_PLAYER, (gint) t->draw_pile, GK_SOURCE_RULES,
                (gint) burn, 0, 0);
}

void
_gk_run_draw_card (GkRun *run,
                   gint   player)
{
  GkTable *t = run->t;

  /* Only an empty rebuild leaves nothing to draw; rebuild again then. */
  if (t->draw_pile == 0)
    rebuild (run);
  if (t->draw_pile == 0)
    return;

  t->draw_pile--;
  t->players[player].hand++;
  if (t->draw_pile == 0)
    rebuild (run);
}

/* ------------------------------------------------------------------ */
/* The end and the tile reserve (rules.md 7, 9.3, 9.10)                */
/* ------------------------------------------------------------------ */

void
_gk_run_trigger_end (GkRun        *run,
                     GkEndTrigger  trigger,
                     gint          player)
{
  GkTable *t = run->t;

  /* rules.md 9.11: the first trigger counts. */
  if (t->end_trigger != GK_END_NONE)
    return;

  t->end_trigger = trigger;
  t->end_player = player;
  _gk_run_emit (run, GK_EFFECT_END_TRIGGER, player, 0, GK_SOURCE_RULES, trigger, 0, 0);
}

/* rules.md 7, 9.3 and 9.10: the first time the reserve runs out, every
 * player returns tiles from behind the screen for 1 point each; those
 * tiles are the new reserve.  If nobody returns a tile, it has run out
 * the second time at once. */
static gboolean
tile_return_step (GkRun *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  guint returned = 0;

  if (!move->has_returns)
    {
      if (run->lenient)
        {
          run->needs_tile_return = TRUE;
          for (guint p = 0; p < t->n_players; p++)
            run->return_max[p] = t->players[p].tiles;
          return TRUE;
        }
      return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                           _("The tile reserve runs out during this action: each player's tile "
                             "return must be entered with it."));
    }

  for (guint p = 0; p < t->n_players; p++)
    {
      if (move->returns[p] > t->players[p].tiles)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             g_dngettext (GETTEXT_PACKAGE,
                                          "%s has %u tile behind the screen and cannot return %u.",
                                          "%s has %u tiles behind the screen and cannot return %u.",
                                          t->players[p].tiles),
                             t->players[p].name, t->players[p].tiles, move->returns[p]);
    }

  for (guint p = 0; p < t->n_players; p++)
    {
      guint r = move->returns[p];

      t->players[p].tiles -= r;
      t->players[p].points += r;
      returned += r;
      _gk_run_emit (run, GK_EFFECT_TILE_RETURN, (gint) p, (gint) r, GK_SOURCE_TILE_RETURN, 0, 0, 0);
    }

  t->reserve = returned;
  run->returns_used = TRUE;
  if (returned == 0)
    {
      t->exhaustions = 2;
      _gk_run_emit (run, GK_EFFECT_RESERVE_EMPTY, GK_NO_PLAYER, 2, GK_SOURCE_RULES, 0, 0, 0);
      _gk_run_trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
    }

  return TRUE;
}

gboolean
_gk_run_reserve_ran_out (GkRun *run)
{
  GkTable *t = run->t;

  t->exhaustions++;
  _gk_run_emit (run, GK_EFFECT_RESERVE_EMPTY, GK_NO_PLAYER, (gint) t->exhaustions, GK_SOURCE_RULES,
                0, 0, 0);

  /* rules.md 10: no tile-return step in the solo game; the game ends at
   * the end of the round in which the reserve runs out. */
  if (t->variant == GK_VARIANT_SOLO)
    {
      _gk_run_trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
      return TRUE;
    }

  if (t->exhaustions == 1)
    return tile_return_step (run);

  _gk_run_trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Checking and playing an action (rules.md 3.3, 4, 9.1, 10)           */
/* ------------------------------------------------------------------ */

/* Why a building card cannot be played, or NULL if it can. */
static char *
building_card_problem (const GkTable *t,
                       GkCard         card)
{
  g_autofree char *name = NULL;

  if (t->circulation[card] && !t->discarded[card])
    return NULL;

  /* Named only when it cannot be played: a replay checks every card. */
  name = gk_card_get_name (card);

  if (t->discarded[card])
    return g_strdup_printf (_("%s was already played from this deck: it lies in the discard "
                              "pile until the next rebuild."), name);

  if (!t->in_city[card])
    return g_strdup_printf (_("%s is not in the city, so its card is not in play."), name);

  if (t->top_of[card] >= 0 && t->buildings[t->top_of[card]].build_site)
    return g_strdup_printf (_("%s carries a build-site marker: its card joins the deck at "
                              "the next rebuild."), name);

  for (gint p = 0; p < GK_TABLE_N_SLOTS; p++)
    {
      if (!_gk_table_valid_slot (t, p))
        continue;
      for (guint k = 0; k < t->players[p].n_kept; k++)
        if (t->players[p].kept[k] == card)
          return g_strdup_printf (_("%s has been built over: %s keeps its card."),
                                  name, _gk_table_player_name (t, p));
    }

  return g_strdup_printf (_("The card %s is not in play."), name);
}

gboolean
_gk_run_check_card (GkRun  *run,
                    GkCard  card)
{
  g_autofree char *problem = NULL;
  g_autofree char *name = NULL;

  if (card < 0 || card >= GK_N_CARDS)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("An action needs a card."));

  if (gk_card_is_letter (card))
    {
      if (!run->t->discarded[card])
        return TRUE;
      name = gk_card_get_name (card);
      return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                           _("%s was already played from this deck: it lies in the discard pile "
                             "until the next rebuild."), name);
    }

  problem = building_card_problem (run->t, card);
  if (problem != NULL)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, "%s", problem);
  return TRUE;
}

/* rules.md 3.3 and 10: once everyone has acted, the round ends: the game
 * if the end was triggered, else the next round's cards are drawn. */
void
_gk_run_end_action (GkRun *run)
{
  GkTable *t = run->t;

  t->actions_done++;
  if (t->actions_done < actions_per_round (t))
    return;

  if (t->end_trigger != GK_END_NONE)
    {
      t->game_over = TRUE;
      return;
    }

  t->round++;
  t->actions_done = 0;

  if (t->variant == GK_VARIANT_SOLO)
    {
      /* rules.md 10: the human always leads; 3 cards for the human, then
       * 1 face down for the opponent. */
      for (guint i = 0; i < 3; i++)
        _gk_run_draw_card (run, 0);
      _gk_run_draw_card (run, GK_PLAYER_HAL);
      return;
    }

  /* rules.md 3.3 and 9.5: hands pass left, the left neighbour leads, and
   * each draws one card from the new first player on. */
  t->first_player = (t->first_player + 1) % (gint) t->n_players;
  for (guint i = 0; i < t->n_players; i++)
    _gk_run_draw_card (run, (t->first_player + (gint) i) % (gint) t->n_players);
}

/* What a move enters: a card alone is an exploit; with a tile, an
 * urbanization card urbanizes and a building card constructs (rules.md 4). */
static GkActionKind
entered_action (const GkMove *move)
{
  if (move->tile == GK_NO_TILE)
    return GK_ACTION_EXPLOIT;
  return gk_card_is_letter (move->card) ? GK_ACTION_URBANIZATION : GK_ACTION_CONSTRUCTION;
}

/* What a human's action must be before anything on the table moves: a card
 * in play, a tile that is not in the city and one behind the screen to
 * play, a choice and a marker only where they belong. */
static gboolean
check_action (GkRun *run)
{
  const GkTable *t = run->t;
  const GkMove *move = run->move;
  GkCard card = move->card;
  GkTile tile = move->tile;

  if (move->has_drawn)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("Only the solo opponent has cards drawn for it."));

  if (!_gk_run_check_card (run, card))
    return FALSE;

  if (tile != GK_NO_TILE)
    {
      if (tile < 0 || tile >= GK_N_TILES)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("That is not a building tile."));
      if (t->in_city[tile])
        {
          g_autofree char *tile_name = gk_card_get_name (tile);

          return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                               _("%s is already in the city: every tile is unique."), tile_name);
        }
      if (t->players[move->player].tiles == 0)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("%s has no tile behind the screen to play with the card."),
                             _gk_table_player_name (t, move->player));
    }

  if (gk_card_is_building (card) && move->take != GK_TAKE_NONE)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("Only an urbanization card played alone lets a player choose a "
                           "resource or a tile."));

  if ((move->has_marker || move->n_shifts > 0)
      && (gk_card_is_building (card) || tile == GK_NO_TILE))
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("Only an urbanization moves a marker."));

  return TRUE;
}

/* rules.md 9.1: what the action entered needs, else an exploit of the same
 * card. */
static GkFallback
action_fallback (const GkTable *t,
                 const GkMove  *move,
                 GkActionKind   entered)
{
  if (entered == GK_ACTION_URBANIZATION && t->players[move->player].screen == 0)
    return GK_FALLBACK_NO_RESOURCE;
  if (entered == GK_ACTION_CONSTRUCTION)
    return _gk_table_construction_fallback (t, move->player,
                                            &t->buildings[t->top_of[move->card]], move->tile);
  return GK_FALLBACK_NONE;
}

/* rules.md 10: after the human's action, the 2 other cards of the hand go
 * to the discard pile. */
static void
discard_solo_hand (GkRun *run,
                   gint   player)
{
  GkTable *t = run->t;
  guint rest = t->players[player].hand;

  t->players[player].hand = 0;
  t->discard_pile += rest;
  _gk_run_emit (run, GK_EFFECT_DISCARD, player, (gint) rest, GK_SOURCE_RULES, GK_NO_CARD, 0, 0);
}

static gboolean
play_action (GkRun *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  gint player = move->player;
  gint expected = _gk_table_expected_player (t);
  GkCard card = move->card;
  GkTile tile = move->tile;
  GkActionKind entered;
  GkFallback fallback;
  gboolean ok;

  if (player != expected)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("It is %s's turn, not %s's."),
                         _gk_table_player_name (t, expected), _gk_table_player_name (t, player));

  if (player == GK_PLAYER_HAL)
    return _gk_run_opponent_action (run);

  if (!check_action (run))
    return FALSE;

  entered = entered_action (move);
  fallback = action_fallback (t, move, entered);

  /* rules.md 9.7: shifts belong to an urbanization that happens. */
  if (fallback != GK_FALLBACK_NONE && move->n_shifts > 0)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("This urbanization cannot be paid for, so the card is played alone: "
                           "no marker moves."));

  t->players[player].hand--;

  if (fallback != GK_FALLBACK_NONE)
    {
      _gk_run_emit (run, GK_EFFECT_FALLBACK, player, fallback, GK_SOURCE_ACTION, entered, 0, 0);
      ok = _gk_run_exploit (run, player, card);
    }
  else if (entered == GK_ACTION_URBANIZATION)
    ok = _gk_run_urbanize (run, player, card, tile);
  else if (entered == GK_ACTION_CONSTRUCTION)
    ok = _gk_run_construct (run, player, card, tile);
  else
    ok = _gk_run_exploit (run, player, card);

  if (!ok)
    return FALSE;

  /* Returns belong to the action that empties the reserve the first time. */
  if (move->has_returns && !run->returns_used)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("A tile return was entered, but the tile reserve does not run out "
                           "for the first time during this action."));

  if (t->variant == GK_VARIANT_SOLO)
    discard_solo_hand (run, player);

  /* rules.md 3: the round ends when every player has acted. */
  _gk_run_end_action (run);
  if (t->variant == GK_VARIANT_SOLO && !t->game_over && t->actions_done == 1
      && t->reserve == 0)
    _gk_run_opponent_skipped (run);

  return TRUE;
}

/* rules.md 3.1 and 9.9: before the round's actions, a token buys 4 new
 * cards; the old ones go to the discard pile. */
static gboolean
renew_hand (GkRun *run)
{
  GkTable *t = run->t;
  gint player = run->move->player;
  GkTablePlayer *p = &t->players[player];

  if (t->variant == GK_VARIANT_SOLO)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("There are no hand renewals in the solo game."));
  if (t->actions_done > 0)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("Hands are renewed at the start of a round, before the first action."));
  if (p->renewal_tokens == 0)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("%s has no hand-renewal token left: each player has 2 per game."),
                         p->name);

  p->renewal_tokens--;
  p->hand -= GK_HAND_SIZE;
  t->discard_pile += GK_HAND_SIZE;
  _gk_run_emit (run, GK_EFFECT_DISCARD, player, GK_HAND_SIZE, GK_SOURCE_ACTION, GK_NO_CARD, 0, 0);
  for (guint i = 0; i < GK_HAND_SIZE; i++)
    _gk_run_draw_card (run, player);
  _gk_run_emit (run, GK_EFFECT_DRAW, player, GK_HAND_SIZE, GK_SOURCE_ACTION, 0, 0, 0);

  return TRUE;
}

static gboolean
apply_move (GkRun *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;

  if (t->is_position)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("A finished position is only scored: no move can be entered."));
  if (t->game_over)
    return _gk_run_fail (run, GK_ERROR_GAME_OVER, _("The game is over: no more moves."));
  if (!_gk_table_valid_slot (t, move->player))
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("There is no such player in this game."));
  if (move->player == GK_PLAYER_HAL && move->kind != GK_MOVE_ACTION)
    return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                         _("There are no hand renewals in the solo game."));

  switch (move->kind)
    {
    case GK_MOVE_RENEW:
      return renew_hand (run);
    case GK_MOVE_ACTION:
      return play_action (run);
    default:
      return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("Unknown kind of move."));
    }
}

/* ------------------------------------------------------------------ */
/* Public: the rules                                                   */
/* ------------------------------------------------------------------ */

gboolean
_gk_table_apply_in_place (GkTable      *table,
                          const GkMove *move,
                          GArray       *effects,
                          GError      **error)
{
  GkRun run = { .t = table, .move = move, .effects = effects, .error = error };

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return apply_move (&run) && !run.failed;
}

/* The effects a move lists, room made for as many as most moves have. */
#define EFFECTS_PER_MOVE 16

gboolean
gk_table_apply (GkTable      *table,
                const GkMove *move,
                GArray       *effects,
                GError      **error)
{
  g_autoptr(GkTable) scratch = NULL;
  g_autoptr(GArray) scratch_effects = NULL;

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  scratch = gk_table_copy (table);
  scratch_effects = g_array_sized_new (FALSE, FALSE, sizeof (GkEffect), EFFECTS_PER_MOVE);
  if (!_gk_table_apply_in_place (scratch, move, scratch_effects, error))
    return FALSE;

  _gk_table_assign (table, scratch);
  if (effects != NULL)
    g_array_append_vals (effects, scratch_effects->data, scratch_effects->len);
  return TRUE;
}

/* What a move changes for @player, from one effect: points, resources
 * behind the screen (the opponent's: in its supply) and tiles behind the
 * screen.  The opponent's tile comes from the reserve (rules.md 10). */
static void
add_to_summary (GkPreview      *preview,
                const GkEffect *e,
                gint            player)
{
  if (e->player != player)
    return;

  switch (e->kind)
    {
    case GK_EFFECT_POINTS:
      preview->points += e->amount;
      break;
    case GK_EFFECT_TILE_RETURN:
      preview->points += e->amount;
      preview->tiles -= e->amount;
      break;
    case GK_EFFECT_TILES:
      preview->tiles += e->amount;
      break;
    case GK_EFFECT_BUILD:
      if (player != GK_PLAYER_HAL)
        preview->tiles--;
      break;
    case GK_EFFECT_RESOURCES:
    case GK_EFFECT_RESOURCES_BACK:
      preview->resources += e->amount;
      break;
    case GK_EFFECT_PLACE_RESOURCES:
      preview->resources -= e->amount;
      break;
    default:
      break;
    }
}

/* The preview's summary, in one place once the rules ran: what happens
 * from the effects they listed, what is missing from the run. */
static void
summarize (GkPreview   *preview,
           const GkRun *run)
{
  const GkMove *move = run->move;

  preview->needs_take = run->needs_take;
  preview->needs_marker = run->needs_marker;
  preview->needs_tile_return = run->needs_tile_return;
  memcpy (preview->return_max, run->return_max, sizeof preview->return_max);
  if (move->kind == GK_MOVE_ACTION)
    preview->entered = preview->resolved = entered_action (move);

  for (guint i = 0; i < preview->effects->len; i++)
    {
      const GkEffect *e = &g_array_index (preview->effects, GkEffect, i);

      switch (e->kind)
        {
        case GK_EFFECT_FALLBACK:
          preview->fallback = (GkFallback) e->amount;
          preview->resolved = GK_ACTION_EXPLOIT;
          break;
        case GK_EFFECT_REBUILD:
          preview->rebuilds = TRUE;
          break;
        case GK_EFFECT_END_TRIGGER:
          preview->end_trigger = (GkEndTrigger) e->id;
          break;
        case GK_EFFECT_MARKER:
          preview->marker_out_of_order |= e->amount != 0;
          break;
        case GK_EFFECT_SHIFT:
          preview->shifts_unneeded |= (e->amount & GK_SHIFT_UNNEEDED) != 0;
          break;
        case GK_EFFECT_CANNOT_PAY:
          preview->opponent_cannot_pay = TRUE;
          break;
        default:
          break;
        }
      add_to_summary (preview, e, move->player);
    }
}

/* A lenient run of @move on @scratch, a copy of the table before it: the
 * preview, and @scratch as the move left it. */
static GkPreview *
preview_run (GkTable       *scratch,
             const GkMove  *move,
             GError       **error)
{
  g_autoptr(GkPreview) preview = NULL;
  GkRun run = { 0, };

  preview = g_new0 (GkPreview, 1);
  preview->effects = g_array_sized_new (FALSE, FALSE, sizeof (GkEffect), EFFECTS_PER_MOVE);

  run.t = scratch;
  run.move = move;
  run.effects = preview->effects;
  run.lenient = TRUE;
  run.error = error;

  if (!apply_move (&run) || run.failed)
    return NULL;

  summarize (preview, &run);
  return g_steal_pointer (&preview);
}

GkPreview *
gk_table_preview (const GkTable *table,
                  const GkMove  *move,
                  GError       **error)
{
  g_autoptr(GkTable) scratch = NULL;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scratch = gk_table_copy (table);
  return preview_run (scratch, move, error);
}

GkPreview *
_gk_table_preview_keeping (const GkTable  *table,
                           const GkMove   *move,
                           GkTable        *after,
                           GError        **error)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (after != NULL && after != table, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  _gk_table_assign (after, table);
  return preview_run (after, move, error);
}

gboolean
gk_move_offers_take (const GkMove    *move,
                     const GkPreview *preview)
{
  g_return_val_if_fail (move != NULL, FALSE);

  /* The solo opponent's card always comes with a tile (rules.md 10). */
  if (move->kind != GK_MOVE_ACTION || move->player == GK_PLAYER_HAL
      || !gk_card_is_letter (move->card))
    return FALSE;
  /* rules.md 4.A and 9.1: the letter alone, or its urbanization fallen
   * back to an exploit, gives 1 resource or 1 tile. */
  if (preview != NULL)
    return preview->resolved == GK_ACTION_EXPLOIT;
  return entered_action (move) == GK_ACTION_EXPLOIT;
}
