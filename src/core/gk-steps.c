/* gk-steps.c: what to do with the pieces, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-core.h"
#include "gk-steps.h"

/* Gains and costs of one player, gathered while they follow each other. */
typedef struct
{
  gint player;
  gint points;
  gint resources;
  gint tiles;
} Gains;

static void
add_step (GPtrArray *steps,
          char      *text)
{
  g_ptr_array_add (steps, text);
}

static void
flush_gains (GPtrArray     *steps,
             const GkTable *table,
             Gains         *gains)
{
  g_autofree char *who = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (gains->player == GK_NO_PLAYER)
    return;
  who = gk_format_player_name (table, gains->player);

  /* rules.md 10: the solo opponent only ever earns points. */
  if (gains->player == GK_PLAYER_HAL)
    {
      if (gains->points > 0)
        add_step (steps, g_strdup_printf (ngettext ("HAL scores %d point.",
                                                    "HAL scores %d points.", gains->points),
                                          gains->points));
      *gains = (Gains) { GK_NO_PLAYER, 0, 0, 0 };
      return;
    }

  if (gains->resources > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d resource from their supply",
                                                       "%d resources from their supply",
                                                       gains->resources), gains->resources));
  if (gains->tiles > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d tile from the reserve",
                                                       "%d tiles from the reserve",
                                                       gains->tiles), gains->tiles));
  if (gains->points > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d point", "%d points", gains->points),
                                             gains->points));
  if (parts->len > 0)
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (parts, NULL);
      /* TRANSLATORS: joins what a player takes: "2 resources, 1 tile" */
      list = g_strjoinv (_(", "), (char **) parts->pdata);
      /* TRANSLATORS: "Anna takes 2 resources from their supply, 3 points" */
      add_step (steps, g_strdup_printf (_("%s takes %s."), who, list));
    }
  if (gains->points < 0)
    add_step (steps, g_strdup_printf (ngettext ("%s pays %d point.", "%s pays %d points.",
                                                -gains->points), who, -gains->points));
  if (gains->resources < 0)
    add_step (steps, g_strdup_printf (ngettext ("%s returns %d resource to their supply.",
                                                "%s returns %d resources to their supply.",
                                                -gains->resources), who, -gains->resources));

  *gains = (Gains) { GK_NO_PLAYER, 0, 0, 0 };
}

static void
add_gain (GPtrArray      *steps,
          const GkTable  *table,
          Gains          *gains,
          const GkEffect *effect)
{
  if (gains->player != effect->player)
    flush_gains (steps, table, gains);
  gains->player = effect->player;
  if (effect->kind == GK_EFFECT_POINTS)
    gains->points += effect->amount;
  else if (effect->kind == GK_EFFECT_RESOURCES)
    gains->resources += effect->amount;
  else
    gains->tiles += effect->amount;
}

static char *
name_at (const GkTable *table,
         gint           x,
         gint           y)
{
  const GkBuilding *building = gk_table_get_building_at (table, x, y);

  if (building != NULL)
    return gk_card_get_name (building->top);
  /* TRANSLATORS: a cell of the city given by its coordinates */
  return g_strdup_printf (_("the cell (%d, %d)"), x, y);
}

/* Where a shifted marker goes, said from the new tile or another building
 * next to its cell (every shift lands next to one), else by coordinates. */
static char *
shift_cell_near (const GkTable *table,
                 gint           x,
                 gint           y,
                 gboolean       built,
                 GkTile         new_tile,
                 gint           built_x,
                 gint           built_y)
{
  static const gint steps[4][2] = { { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 } };

  if (built && ABS (x - built_x) + ABS (y - built_y) == 1)
    {
      g_autofree char *name = gk_card_get_name (new_tile);

      return gk_format_cell_near (x, y, built_x, built_y, name);
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      const GkBuilding *b = gk_table_get_building_at (table, x + steps[i][0], y + steps[i][1]);

      if (b != NULL)
        {
          g_autofree char *name = gk_card_get_name (b->top);

          return gk_format_cell_near (x, y, b->x, b->y, name);
        }
    }
  return gk_format_cell_to (x, y);
}

/* The move itself: one step per thing a player does with the pieces. */
static void rebuild_steps (GPtrArray    *steps,
                           const GArray *added,
                           guint         burned);

/* Whether the effect at @index of @effects comes before the opponent's
 * tile is placed (or refused): a rebuild there was caused by its second
 * card (rules.md 10, decision 2), one after it by the round's draws. */
static gboolean
before_opponent_builds (const GArray *effects,
                        guint         index)
{
  gboolean opponent = FALSE;

  for (guint i = 0; i < effects->len; i++)
    {
      GkEffectKind kind = g_array_index (effects, GkEffect, i).kind;

      if (kind == GK_EFFECT_OPPONENT_PLAYS)
        opponent = TRUE;
      else if (kind == GK_EFFECT_BUILD || kind == GK_EFFECT_CANNOT_PAY)
        return opponent && index < i;
    }
  return FALSE;
}

/* Whether the marker effect at @index of @effects ends the marker's moves:
 * its own and the shifts after it. */
static gboolean
ends_marker_moves (const GArray *effects,
                   guint         index)
{
  return index + 1 >= effects->len
         || g_array_index (effects, GkEffect, index + 1).kind != GK_EFFECT_SHIFT;
}

/* rules.md 9.7: after the marker and its shifts, the warnings the preview
 * gives too: shifts where the letters were in order, an order still broken. */
static void
order_steps (GPtrArray *steps,
             gboolean   unneeded,
             gboolean   broken)
{
  if (unneeded)
    add_step (steps, g_strdup (_("No marker needed shifting: the letters were already in "
                                 "alphabetical order (the shifts stand as entered).")));
  if (broken)
    add_step (steps, g_strdup (_("The letters around the city are out of alphabetical "
                                 "order.")));
}

/* The move itself: one step per thing a player does with the pieces. */
static void
move_steps (GPtrArray       *steps,
            const GkTable   *table,
            const GkPreview *preview)
{
  Gains gains = { GK_NO_PLAYER, 0, 0, 0 };
  gboolean returned = FALSE;   /* the return step happened: a new reserve */
  gboolean built = FALSE;
  GkTile new_tile = GK_NO_TILE;
  gint built_x = 0, built_y = 0;
  gboolean solo = gk_table_get_variant (table) == GK_VARIANT_SOLO;
  gboolean order_broken = FALSE;
  gboolean shifts_unneeded = FALSE;
  g_autoptr(GArray) rebuild_cards = g_array_new (FALSE, FALSE, sizeof (GkCard));

  for (guint i = 0; i < preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (preview->effects, GkEffect, i);
      g_autofree char *who = NULL;
      g_autofree char *card = NULL;
      g_autofree char *where = NULL;

      /* rules.md 9.3: the tiles the action still owes after the return
       * step, and its bonus tiles, come from the new reserve. */
      if (returned && effect->kind == GK_EFFECT_TILES && effect->amount > 0
          && effect->player >= 0)
        {
          flush_gains (steps, table, &gains);
          who = gk_format_player_name (table, effect->player);
          if (effect->source == GK_SOURCE_CHARACTER || effect->source == GK_SOURCE_CARD)
            /* TRANSLATORS: after the tile return: "Anna takes 1 bonus tile from the new reserve." */
            add_step (steps, g_strdup_printf (ngettext ("%s takes %d bonus tile from the new "
                                                        "reserve.",
                                                        "%s takes %d bonus tiles from the new "
                                                        "reserve.", effect->amount),
                                              who, effect->amount));
          else
            /* TRANSLATORS: after the tile return: "Anna takes the 2 tiles still owed to them
             * from the new reserve." */
            add_step (steps, g_strdup_printf (ngettext ("%s takes the %d tile still owed from "
                                                        "the new reserve.",
                                                        "%s takes the %d tiles still owed from "
                                                        "the new reserve.", effect->amount),
                                              who, effect->amount));
          continue;
        }
      if (effect->kind == GK_EFFECT_POINTS || effect->kind == GK_EFFECT_RESOURCES
          || effect->kind == GK_EFFECT_TILES)
        {
          add_gain (steps, table, &gains, effect);
          continue;
        }
      flush_gains (steps, table, &gains);
      if (effect->player >= 0)
        who = gk_format_player_name (table, effect->player);

      switch (effect->kind)
        {
        case GK_EFFECT_OPPONENT_PLAYS:
          card = gk_card_get_name (effect->id);
          if (effect->amount >= 2)
            /* TRANSLATORS: solo, expert level: "HAL plays Urbanization B of its two cards." */
            add_step (steps, g_strdup_printf (_("HAL plays %s of its two cards."), card));
          else
            /* TRANSLATORS: solo: "HAL plays Blue 7." */
            add_step (steps, g_strdup_printf (_("HAL plays %s."), card));
          break;

        case GK_EFFECT_REBUILD_CARD:
          if (before_opponent_builds (preview->effects, i))
            g_array_append_val (rebuild_cards, effect->id);
          break;

        case GK_EFFECT_REBUILD:
          /* The round's draws come after the move: their rebuild is a
           * step of the round's end.  The opponent's second card is drawn
           * during its move (rules.md 10, decision 2). */
          if (before_opponent_builds (preview->effects, i))
            {
              add_step (steps, g_strdup (_("HAL’s second card was the last of the draw pile: "
                                           "rebuild the pile at once.")));
              rebuild_steps (steps, rebuild_cards, (guint) effect->id);
              g_array_set_size (rebuild_cards, 0);
            }
          break;

        case GK_EFFECT_CANNOT_PAY:
          card = gk_card_get_name (effect->id);
          /* TRANSLATORS: solo: "HAL cannot pay for its construction: put Red 19 back in the
           * tile reserve." */
          add_step (steps, g_strdup_printf (_("HAL cannot pay for its construction: put %s back "
                                              "in the tile reserve."), card));
          break;

        case GK_EFFECT_OPPONENT_SKIPPED:
          add_step (steps, g_strdup (_("No tile is left to draw for HAL: put its face-down card "
                                       "on the discard pile without looking at it. Its turn is "
                                       "left out.")));
          break;

        case GK_EFFECT_FALLBACK:
          if (preview->entered != GK_ACTION_EXPLOIT)
            add_step (steps, g_strdup_printf (_("%s keeps the tile behind the screen: the card "
                                                "is played alone."), who));
          break;

        case GK_EFFECT_BUILD:
          {
            const GkBuilding *under = gk_table_get_building_at (table, effect->x, effect->y);
            gint letter = gk_table_get_marker_at (table, effect->x, effect->y);

            card = gk_card_get_name (effect->id);
            if (under != NULL)
              {
                g_autofree char *top = gk_card_get_name (under->top);

                /* TRANSLATORS: "Put Red 9 on top of Blue 3." */
                add_step (steps, g_strdup_printf (_("Put %s on top of %s."), card, top));
              }
            else if (letter >= 0)
              /* TRANSLATORS: "Put Yellow 8 where marker C lies (take the marker off)." */
              add_step (steps, g_strdup_printf (_("Put %s where marker %c lies (take the marker "
                                                  "off)."), card, 'A' + letter));
            else
              add_step (steps, g_strdup_printf (_("Put %s on the cell (%d, %d)."), card,
                                                effect->x, effect->y));
            /* rules.md 4.B.2 and 4.C.4: every new tile gets a build-site marker. */
            add_step (steps, g_strdup_printf (_("Put a build-site marker on %s."), card));
            built = TRUE;
            new_tile = effect->id;
            built_x = effect->x;
            built_y = effect->y;
          }
          break;

        case GK_EFFECT_PLACE_RESOURCES:
          where = built && effect->x == built_x && effect->y == built_y
                  ? gk_card_get_name (new_tile) : name_at (table, effect->x, effect->y);
          if (effect->player == GK_PLAYER_HAL)
            {
              /* TRANSLATORS: solo: "Put 1 of HAL's resources on Red 9, from its supply." */
              add_step (steps, g_strdup_printf (ngettext ("Put %u of HAL’s resources on %s, from "
                                                          "its supply.",
                                                          "Put %u of HAL’s resources on %s, "
                                                          "from its supply.",
                                                          (gulong) effect->amount),
                                                (guint) effect->amount, where));
              break;
            }
          /* TRANSLATORS: "Anna puts 2 of their resources on Red 9." */
          add_step (steps, g_strdup_printf (ngettext ("%s puts %u of their resources on %s.",
                                                      "%s puts %u of their resources on %s.",
                                                      (gulong) effect->amount),
                                            who, (guint) effect->amount, where));
          break;

        case GK_EFFECT_MARKER:
          {
            g_autofree char *ref = built ? gk_card_get_name (new_tile) : NULL;
            g_autofree char *near = built ? gk_format_cell_near (effect->x, effect->y, built_x,
                                                                 built_y, ref)
                                          : gk_format_cell_to (effect->x, effect->y);

            /* TRANSLATORS: "Move marker C to the right of Yellow 8." */
            add_step (steps, g_strdup_printf (_("Move marker %c %s."), 'A' + effect->id, near));
            order_broken = effect->amount != 0;
            if (ends_marker_moves (preview->effects, i))
              order_steps (steps, FALSE, order_broken);
          }
          break;

        case GK_EFFECT_SHIFT:
          {
            /* rules.md 9.7: after the marker, each shifted marker, in order */
            g_autofree char *near = shift_cell_near (table, effect->x, effect->y, built,
                                                     new_tile, built_x, built_y);

            add_step (steps, g_strdup_printf (_("Move marker %c %s."), 'A' + effect->id, near));
            shifts_unneeded |= (effect->amount & GK_SHIFT_UNNEEDED) != 0;
            if (ends_marker_moves (preview->effects, i))
              order_steps (steps, shifts_unneeded, order_broken);
          }
          break;

        case GK_EFFECT_RESOURCES_BACK:
          where = name_at (table, effect->x, effect->y);
          if (effect->player == GK_PLAYER_HAL)
            {
              /* TRANSLATORS: solo: "Put the 2 resources on Blue 3 back in HAL's supply." */
              add_step (steps, g_strdup_printf (ngettext ("Put the %u resource on %s back in "
                                                          "HAL’s supply.",
                                                          "Put the %u resources on %s back in "
                                                          "HAL’s supply.",
                                                          (gulong) effect->amount),
                                                (guint) effect->amount, where));
              break;
            }
          /* TRANSLATORS: "Give the 2 resources on Blue 3 back to Béla." */
          add_step (steps, g_strdup_printf (ngettext ("Give the %u resource on %s back to %s.",
                                                      "Give the %u resources on %s back to %s.",
                                                      (gulong) effect->amount),
                                            (guint) effect->amount, where, who));
          break;

        case GK_EFFECT_KEEP_CARD:
          card = gk_card_get_name (effect->id);
          if (effect->player == GK_PLAYER_HAL)
            {
              /* TRANSLATORS: solo: the opponent has no screen */
              add_step (steps, g_strdup_printf (_("HAL keeps the card %s: lay it face up beside "
                                                  "HAL’s supply."), card));
              break;
            }
          add_step (steps, g_strdup_printf (_("%s keeps the card %s face up in front of the "
                                              "screen."), who, card));
          break;

        case GK_EFFECT_DISCARD:
          if (effect->id != GK_NO_CARD)
            {
              card = gk_card_get_name (effect->id);
              add_step (steps, g_strdup_printf (_("Put the card %s on the discard pile."), card));
            }
          else if (solo && effect->player >= 0 && effect->amount > 0)
            /* TRANSLATORS: solo, the one human player is "you": "Put your 2 unplayed cards on
             * the discard pile." */
            add_step (steps, g_strdup_printf (ngettext ("Put your %d unplayed card on the discard "
                                                        "pile.",
                                                        "Put your %d unplayed cards on the "
                                                        "discard pile.", effect->amount),
                                              effect->amount));
          break;

        case GK_EFFECT_RESERVE_EMPTY:
          if (solo)
            add_step (steps, g_strdup (_("The tile reserve is empty: this round is the last (the "
                                         "solo game has no tile return).")));
          else if (effect->amount <= 1)
            add_step (steps, g_strdup (_("The tile reserve is empty: each player may return "
                                         "tiles to it for 1 point each.")));
          else
            add_step (steps, g_strdup (_("The tile reserve is empty a second time: this round "
                                         "is the last.")));
          break;

        case GK_EFFECT_TILE_RETURN:
          returned = TRUE;
          add_step (steps, g_strdup_printf (ngettext ("%s returns %u tile to the reserve and "
                                                      "takes as many points.",
                                                      "%s returns %u tiles to the reserve and "
                                                      "takes as many points.",
                                                      (gulong) effect->amount),
                                            who, (guint) effect->amount));
          break;

        case GK_EFFECT_END_TRIGGER:
          if (effect->id == GK_END_OPPONENT_CANNOT_PAY)
            add_step (steps, g_strdup (_("The game is over at once.")));
          else
            add_step (steps, g_strdup (_("The game ends at the end of this round.")));
          break;

        case GK_EFFECT_POINTS:
        case GK_EFFECT_RESOURCES:
        case GK_EFFECT_TILES:
        case GK_EFFECT_LOST:
        case GK_EFFECT_DRAW:
        default:
          /* Nothing to do with the pieces, or a step of the round's end. */
          break;
        }
    }
  flush_gains (steps, table, &gains);
}

GArray *
gk_steps_last_rebuild (const GArray *last_effects,
                       guint        *burned)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (GkCard));
  GArray *added = NULL;

  for (guint i = 0; last_effects != NULL && i < last_effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (last_effects, GkEffect, i);

      if (effect->kind == GK_EFFECT_REBUILD_CARD)
        g_array_append_val (pending, effect->id);
      else if (effect->kind == GK_EFFECT_REBUILD)
        {
          g_clear_pointer (&added, g_array_unref);
          added = g_array_copy (pending);
          g_array_set_size (pending, 0);
          if (burned != NULL)
            *burned = (guint) effect->id;
        }
    }
  return added;
}

/* The cards the new pile holds right after the (last) rebuild of @effects. */
static guint
rebuilt_pile (const GArray *effects)
{
  guint pile = 0;

  for (guint i = 0; effects != NULL && i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_REBUILD)
      pile = (guint) g_array_index (effects, GkEffect, i).amount;
  return pile;
}

static void
rebuild_steps (GPtrArray    *steps,
               const GArray *added,
               guint         burned)
{
  if (added->len > 0)
    {
      g_autofree char *cards = gk_format_card_list (added);

      /* TRANSLATORS: %s is a list of cards: "Blue 5, Red 12 and Yellow 3" */
      add_step (steps, g_strdup_printf (_("Add %s to the discard pile and lift their build-site "
                                          "markers."), cards));
    }
  else
    add_step (steps, g_strdup (_("No building card to add: no tile carries a build-site "
                                 "marker.")));
  add_step (steps, g_strdup (_("Shuffle the discard pile: it is the new draw pile.")));
  if (burned > 0)
    add_step (steps, g_strdup_printf (ngettext ("Burn %u card face up onto the discard pile.",
                                                "Burn %u cards face up onto the discard pile.",
                                                burned), burned));
}

/* The end of a round (rules.md 3.3, 5 and 9.8): hands go left with the
 * first-player card, the new first player draws first, and the draw that
 * takes the last card (@rebuild_draw, 1-based, 0 for none) rebuilds the
 * pile at once; then drawing goes on. */
static void
end_of_round_steps (GPtrArray     *steps,
                    const GkTable *table,
                    gint           new_first,
                    guint          rebuild_draw,
                    const GArray  *added,
                    guint          burned,
                    guint          pile_after)
{
  guint n = gk_table_get_n_players (table);
  g_autofree char *first = gk_format_player_name (table, new_first);

  add_step (steps, g_strdup_printf (_("End of the round: everyone passes their 3 unplayed cards "
                                      "to the left; the first-player card goes to %s."), first));
  if (rebuild_draw == 0 || added == NULL)
    {
      add_step (steps, g_strdup_printf (_("Each player draws 1 card, %s first, then "
                                          "clockwise."), first));
      add_step (steps, g_strdup_printf (ngettext ("%u card is left in the draw pile.",
                                                  "%u cards are left in the draw pile.",
                                                  pile_after), pile_after));
      return;
    }
  else
    {
      gint drawer = (new_first + (gint) rebuild_draw - 1) % (gint) n;
      g_autofree char *who = gk_format_player_name (table, drawer);

      /* TRANSLATORS: "Each player draws 1 card, Anna first; at draw 3 of 4
       * (Béla's) the draw pile runs out: rebuild it at once." */
      add_step (steps, g_strdup_printf (_("Each player draws 1 card, %s first; at draw %u of %u "
                                          "(%s’s) the draw pile runs out: rebuild it at once."),
                                        first, rebuild_draw, n, who));
      rebuild_steps (steps, added, burned);
      if (rebuild_draw < n)
        add_step (steps, g_strdup (_("Then the others draw from the new pile.")));
    }
}

/* rules.md 10: a solo round's draws, 3 for the human, then 1 face down
 * for the opponent. */
#define SOLO_DRAWS 4

static gint
solo_drawer (guint draw)
{
  return draw <= 3 ? 0 : GK_PLAYER_HAL;
}

/* The rebuild of a solo round's draws in @effects (the opponent's move,
 * or none): its cards, the cards burned and the new pile's size; NULL
 * when the draws caused none.  A rebuild caused by the opponent's second
 * card is a step of its move, not of the draws. */
static GArray *
solo_draws_rebuild (const GArray *effects,
                    guint        *burned,
                    guint        *pile)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (GkCard));
  GArray *added = NULL;

  for (guint i = 0; effects != NULL && i < effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (effects, GkEffect, i);

      if (before_opponent_builds (effects, i))
        continue;
      if (effect->kind == GK_EFFECT_REBUILD_CARD)
        g_array_append_val (pending, effect->id);
      else if (effect->kind == GK_EFFECT_REBUILD)
        {
          g_clear_pointer (&added, g_array_unref);
          added = g_array_copy (pending);
          g_array_set_size (pending, 0);
          *burned = (guint) effect->id;
          *pile = (guint) effect->amount;
        }
    }
  return added;
}

/* The end of a solo round (rules.md 10 and 9.8): 3 cards to the human's
 * hand, 1 face down for the opponent, the rebuild at the draw that takes
 * the last card (@rebuild_draw, 1-based, 0 for none). */
static void
solo_round_end_steps (GPtrArray    *steps,
                      const GkTable *table,
                      guint         rebuild_draw,
                      const GArray *added,
                      guint         burned,
                      guint         pile_after)
{
  if (rebuild_draw == 0 || added == NULL)
    add_step (steps, g_strdup (_("End of the round: draw 3 cards into your hand, then 1 card "
                                 "face down for HAL.")));
  else
    {
      g_autofree char *who = gk_format_player_name (table, solo_drawer (rebuild_draw));

      add_step (steps, g_strdup (_("End of the round: draw 3 cards into your hand, then 1 card "
                                   "face down for HAL.")));
      add_step (steps, g_strdup_printf (_("The draw pile runs out at draw %u of %u (%s’s)."),
                                        rebuild_draw, SOLO_DRAWS, who));
      rebuild_steps (steps, added, burned);
      if (rebuild_draw < SOLO_DRAWS)
        add_step (steps, g_strdup (_("Then finish the draws from the new pile.")));
    }
  add_step (steps, g_strdup_printf (ngettext ("%u card is left in the draw pile.",
                                              "%u cards are left in the draw pile.",
                                              pile_after), pile_after));
}

/* Whose turn it is in a solo round, and what to take for it. */
static void
solo_turn_steps (GPtrArray     *steps,
                 const GkTable *table)
{
  if (gk_table_get_actions_done (table) == 0)
    {
      add_step (steps, g_strdup (_("Choose one of your 3 cards and play it, alone or with a "
                                   "tile; the other 2 go to the discard pile.")));
      return;
    }
  add_step (steps, g_strdup (_("HAL’s turn: turn its face-down card over, then draw a tile "
                               "for it at random from the reserve.")));
  if (gk_table_get_solo_level (table) != GK_SOLO_EXPERT)
    return;
  add_step (steps, g_strdup (_("Expert level: if that card is an urbanization card, draw "
                               "a second card for HAL; the app says which of the two it "
                               "plays.")));
  /* rules.md 9.8 and 10, decision 2: that draw may take the pile's last card. */
  if (gk_table_get_draw_pile (table) == 1)
    add_step (steps, g_strdup (_("The draw pile holds 1 card: a second card for HAL takes "
                                 "it, and the pile is rebuilt at once (the app lists the "
                                 "cards to add once both cards are entered).")));
}

static char **
finish (GPtrArray *steps)
{
  g_ptr_array_add (steps, NULL);
  return (char **) g_ptr_array_free (steps, FALSE);
}

char **
gk_steps_for_preview (const GkTable   *table,
                      const GkPreview *preview)
{
  GPtrArray *steps;
  guint n;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (preview != NULL, NULL);

  steps = g_ptr_array_new ();
  move_steps (steps, table, preview);

  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    {
      gboolean opponent = gk_table_get_next_player (table) == GK_PLAYER_HAL;
      gboolean skipped = FALSE;
      guint pile = gk_table_get_draw_pile (table);
      guint burned = 0, rebuilt = 0;
      g_autoptr(GArray) added = NULL;

      for (guint i = 0; i < preview->effects->len; i++)
        {
          const GkEffect *effect = &g_array_index (preview->effects, GkEffect, i);

          if (effect->kind == GK_EFFECT_OPPONENT_SKIPPED)
            skipped = TRUE;
          else if (effect->kind == GK_EFFECT_OPPONENT_PLAYS && effect->amount >= 2)
            pile--;   /* its second card, drawn at its turn */
          else if (effect->kind == GK_EFFECT_REBUILD
                   && before_opponent_builds (preview->effects, i))
            pile = (guint) effect->amount;
        }
      if (!opponent && !skipped)
        return finish (steps);
      if (preview->end_trigger != GK_END_NONE || preview->opponent_cannot_pay
          || gk_table_get_end_trigger (table, NULL) != GK_END_NONE)
        add_step (steps, g_strdup (_("That was the last card of the game: see the final score.")));
      else
        {
          guint rebuild_draw;

          added = solo_draws_rebuild (preview->effects, &burned, &rebuilt);
          /* The draw that takes the pile's last card rebuilds it. */
          rebuild_draw = added != NULL && pile >= 1 && pile <= SOLO_DRAWS ? pile : 0;
          solo_round_end_steps (steps, table, rebuild_draw, added, burned,
                                added != NULL ? rebuilt - MIN (rebuilt, SOLO_DRAWS - rebuild_draw)
                                              : (pile >= SOLO_DRAWS ? pile - SOLO_DRAWS : 0));
        }
      return finish (steps);
    }

  n = gk_table_get_n_players (table);
  if (gk_table_get_actions_done (table) + 1 == n)
    {
      if (preview->end_trigger != GK_END_NONE
          || gk_table_get_end_trigger (table, NULL) != GK_END_NONE)
        add_step (steps, g_strdup (_("That was the last card of the game: see the final score.")));
      else
        {
          guint burned = 0;
          g_autoptr(GArray) added = gk_steps_last_rebuild (preview->effects, &burned);
          /* The draws are the round's last pile change: the pile the
           * table has now runs out at its N-th draw. */
          guint left = gk_table_get_draw_pile (table);
          guint rebuild_draw = added != NULL && left >= 1 && left <= n ? left : 0;
          guint pile_after = added != NULL ? rebuilt_pile (preview->effects)
                                             - MIN (n - rebuild_draw, rebuilt_pile (preview->effects))
                                           : (left >= n ? left - n : 0);

          end_of_round_steps (steps, table, (gk_table_get_first_player (table) + 1) % (gint) n,
                              rebuild_draw, added, burned, pile_after);
        }
    }

  return finish (steps);
}

/* Which draw of the round's end took the last card, from the pile the
 * rebuild made and what is left of it now. */
static guint
rebuild_draw_of (const GkTable *table,
                 const GArray  *last_effects)
{
  guint n = gk_table_get_n_players (table);
  guint pile = gk_table_get_draw_pile (table);
  guint after = rebuilt_pile (last_effects);
  guint drawn_after = after >= pile ? after - pile : 0;

  return drawn_after < n ? n - drawn_after : 1;
}

const char *
gk_steps_rebuild_heading (const GkTable *table,
                          const GArray  *last_effects)
{
  guint burned = 0;
  guint pile = 0;
  g_autoptr(GArray) added = NULL;
  g_autoptr(GArray) draws = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  added = gk_steps_last_rebuild (last_effects, &burned);
  if (added == NULL)
    return NULL;
  /* The opponent's second card took the pile's last card during its move:
   * the players rebuilt it then (rules.md 10). */
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    draws = solo_draws_rebuild (last_effects, &burned, &pile);
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO && draws == NULL)
    return _("The draw pile was rebuilt during HAL’s turn");
  return _("Rebuild the draw pile now");
}

char **
gk_steps_rebuild (const GkTable *table,
                  const GArray  *last_effects)
{
  GPtrArray *steps;
  guint burned = 0;
  g_autoptr(GArray) added = NULL;
  gboolean renewal = FALSE;

  g_return_val_if_fail (table != NULL, NULL);

  added = gk_steps_last_rebuild (last_effects, &burned);
  if (added == NULL)
    return NULL;
  for (guint i = 0; i < last_effects->len; i++)
    if (g_array_index (last_effects, GkEffect, i).kind == GK_EFFECT_DRAW)
      renewal = TRUE;

  steps = g_ptr_array_new ();
  if (renewal)
    add_step (steps, g_strdup (_("The draw pile ran out during the hand renewal: rebuild it "
                                 "now, then the renewing player draws the rest of their 4 "
                                 "cards.")));
  else if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    {
      guint pile = 0;
      g_autoptr(GArray) draws = solo_draws_rebuild (last_effects, &burned, &pile);

      if (draws == NULL)
        /* Done during the opponent's move, when its steps said so. */
        add_step (steps, g_strdup (_("HAL’s second card was the last of the draw pile: the "
                                     "pile was rebuilt then.")));
      else
        {
          guint drawn_after = pile >= gk_table_get_draw_pile (table)
                              ? pile - gk_table_get_draw_pile (table) : 0;
          guint draw = drawn_after < SOLO_DRAWS ? SOLO_DRAWS - drawn_after : 1;
          g_autofree char *who = gk_format_player_name (table, solo_drawer (draw));

          add_step (steps, g_strdup_printf (_("The draw pile runs out at draw %u of %u (%s’s)."),
                                            draw, SOLO_DRAWS, who));
        }
    }
  else
    {
      guint n = gk_table_get_n_players (table);
      guint draw = rebuild_draw_of (table, last_effects);
      gint drawer = (gk_table_get_first_player (table) + (gint) draw - 1) % (gint) n;
      g_autofree char *who = gk_format_player_name (table, drawer);

      /* TRANSLATORS: "The draw pile runs out at draw 3 of 4 (Béla's)." */
      add_step (steps, g_strdup_printf (_("The draw pile runs out at draw %u of %u (%s’s)."),
                                        draw, n, who));
    }
  rebuild_steps (steps, added, burned);
  return finish (steps);
}

char **
gk_steps_between (const GkTable *table,
                  const GArray  *last_effects)
{
  GPtrArray *steps;
  gint next;
  g_autofree char *who = NULL;
  gboolean renewal = FALSE;
  guint burned = 0;
  g_autoptr(GArray) added = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  steps = g_ptr_array_new ();
  if (gk_table_is_game_over (table))
    {
      add_step (steps, g_strdup (_("The game is over: the score page counts every point.")));
      return finish (steps);
    }

  for (guint i = 0; last_effects != NULL && i < last_effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (last_effects, GkEffect, i);
      g_autofree char *renewer = NULL;

      if (effect->kind != GK_EFFECT_DRAW)
        continue;
      renewal = TRUE;
      renewer = gk_format_player_name (table, effect->player);
      /* rules.md 3.1: a hand renewal, the 4 cards out, 4 new ones in. */
      add_step (steps, g_strdup_printf (ngettext ("%s: discard the %u card of your hand onto the "
                                                  "discard pile, then draw %u new card.",
                                                  "%s: discard the %u cards of your hand onto "
                                                  "the discard pile, then draw %u new cards.",
                                                  GK_HAND_SIZE),
                                        renewer, GK_HAND_SIZE, (guint) effect->amount));
    }
  added = gk_steps_last_rebuild (last_effects, &burned);

  if (renewal && added != NULL)
    {
      add_step (steps, g_strdup (_("The draw pile ran out during the hand renewal: rebuild it "
                                   "now, then the renewing player draws the rest of their 4 "
                                   "cards.")));
      rebuild_steps (steps, added, burned);
    }
  else if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    {
      /* The opponent's move ended the round: the draws are still to do. */
      if (last_effects != NULL && last_effects->len > 0
          && gk_table_get_actions_done (table) == 0 && gk_table_get_round (table) > 1)
        {
          guint pile = gk_table_get_draw_pile (table);
          guint rebuilt = 0;
          g_autoptr(GArray) draws = solo_draws_rebuild (last_effects, &burned, &rebuilt);
          guint drawn_after = rebuilt >= pile ? rebuilt - pile : 0;

          solo_round_end_steps (steps, table,
                                draws != NULL && drawn_after < SOLO_DRAWS
                                ? SOLO_DRAWS - drawn_after : 0,
                                draws, burned, pile);
        }
      solo_turn_steps (steps, table);
      return finish (steps);
    }
  else if (!renewal && last_effects != NULL && last_effects->len > 0
           && gk_table_get_actions_done (table) == 0 && gk_table_get_round (table) > 1)
    {
      /* The last action ended the round: its draws are still to be done. */
      guint pile = gk_table_get_draw_pile (table);
      guint rebuild_draw = added != NULL ? rebuild_draw_of (table, last_effects) : 0;

      end_of_round_steps (steps, table, gk_table_get_first_player (table), rebuild_draw, added,
                          burned, pile);
    }

  next = gk_table_get_next_player (table);
  who = gk_format_player_name (table, next);
  if (gk_table_get_actions_done (table) == 0)
    add_step (steps, g_strdup_printf (_("Everyone chooses a card, and maybe a tile, in secret; "
                                        "hand renewals first. %s reveals first."), who));
  else
    add_step (steps, g_strdup_printf (_("%s reveals their card next."), who));

  return finish (steps);
}

/* ---- the setup checklist ---- */

void
gk_checklist_item_free (GkChecklistItem *item)
{
  if (item == NULL)
    return;
  g_free (item->title);
  g_free (item->detail);
  g_free (item);
}

/* Takes @title and @detail. */
static void
checklist_add (GPtrArray *items,
               gint       player,
               char      *title,
               char      *detail)
{
  GkChecklistItem *item = g_new0 (GkChecklistItem, 1);

  item->title = title;
  item->detail = detail;
  item->player = player;
  g_ptr_array_add (items, item);
}

/* rules.md 2.1-2.5, the same in both games; the solo game is set up as
 * for 2 players (rules.md 10). */
static void
checklist_box (GPtrArray     *items,
               const GkTable *table)
{
  guint n = gk_table_get_n_players (table);
  guint removed = gk_rules_tiles_removed (n);
  guint reserve = gk_rules_reserve_size (n);
  guint burned = gk_rules_cards_burned (n);

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup (_("Lay the starting square as on the previous page")),
                 g_strdup (_("Then put the urbanization markers A to L around it, clockwise from "
                             "the top left: A, B, C above, D, E, F on the right, G, H, I below, "
                             "J, K, L on the left.")));

  if (removed > 0)
    checklist_add (items, GK_NO_PLAYER,
                   g_strdup_printf (ngettext ("Put %u tile back in the box, unseen",
                                              "Put %u tiles back in the box, unseen", removed),
                                    removed),
                   g_strdup_printf (ngettext ("Shuffle the other tiles face down: the reserve "
                                              "holds %u tile.",
                                              "Shuffle the other tiles face down: the reserve "
                                              "holds %u tiles.", reserve), reserve));
  else
    checklist_add (items, GK_NO_PLAYER,
                   g_strdup_printf (ngettext ("Shuffle the other %u tile face down: that is the "
                                              "reserve",
                                              "Shuffle the other %u tiles face down: that is the "
                                              "reserve", reserve), reserve),
                   g_strdup_printf (_("With %u players no tile goes back in the box."), n));

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup (_("Shuffle the 12 urbanization cards with the building cards 1 to 3")),
                 g_strdup (_("21 cards: one per marker letter and one per starting tile.")));

  if (burned > 0)
    checklist_add (items, GK_NO_PLAYER,
                   g_strdup_printf (ngettext ("Burn %u card: put it face up on the discard pile",
                                              "Burn %u cards: put them face up on the discard "
                                              "pile", burned), burned),
                   NULL);

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup (_("Sort the building cards 4 to 20 by colour and number, beside the "
                             "table")),
                 g_strdup (_("They stay out of play until their tile is built in the city.")));
}

/* rules.md 2.6-2.9. */
static void
checklist_standard (GPtrArray     *items,
                    const GkTable *table)
{
  guint n = gk_table_get_n_players (table);
  guint supply = gk_rules_supply_per_colour (n);
  guint pile = gk_table_get_draw_pile (table);

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup_printf (ngettext ("Leave %u resource of each player’s colour in the "
                                            "supply",
                                            "Leave %u resources of each player’s colour in the "
                                            "supply", supply), supply),
                 g_strdup_printf (ngettext ("Put the other %u of each colour back in the box.",
                                            "Put the other %u of each colour back in the box.",
                                            GK_RESOURCES_PER_COLOUR - supply),
                                  GK_RESOURCES_PER_COLOUR - supply));

  for (guint p = 0; p < n; p++)
    {
      guint n_tiles = gk_table_get_tiles (table, (gint) p);
      guint n_resources = gk_table_get_resources_screen (table, (gint) p);
      guint n_points = gk_table_get_points (table, (gint) p);
      guint n_tokens = gk_table_get_renewal_tokens (table, (gint) p);
      g_autofree char *tiles = g_strdup_printf (ngettext ("%u tile from the reserve",
                                                          "%u tiles from the reserve", n_tiles),
                                                n_tiles);
      g_autofree char *resources = g_strdup_printf (ngettext ("%u resource from the supply",
                                                              "%u resources from the supply",
                                                              n_resources), n_resources);
      g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", n_points),
                                                 n_points);
      g_autofree char *tokens = g_strdup_printf (ngettext ("%u hand-renewal token",
                                                           "%u hand-renewal tokens", n_tokens),
                                                 n_tokens);

      checklist_add (items, (gint) p,
                     /* TRANSLATORS: "Anna takes a screen, 2 hand-renewal tokens and …" */
                     g_strdup_printf (_("%s takes a screen, %s and their three characters"),
                                      gk_table_get_player_name (table, (gint) p), tokens),
                     /* TRANSLATORS: what the characters give: "2 tiles from the reserve,
                      * 1 resource …, 0 points" */
                     g_strdup_printf (_("From the characters: %s, %s and %s."), tiles, resources,
                                      points));
    }

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup (_("Put the 15 build-site markers and the point tokens within reach")),
                 NULL);
  checklist_add (items, GK_NO_PLAYER,
                 g_strdup_printf (_("%s takes the first-player card and deals 4 cards to "
                                    "everyone"),
                                  gk_table_get_player_name (table,
                                                            gk_table_get_first_player (table))),
                 g_strdup_printf (ngettext ("%u card stays in the draw pile.",
                                            "%u cards stay in the draw pile.", pile), pile));
}

/* rules.md 10, setup: the human's pieces, the opponent's supply, and the
 * round's draws made at setup (solo decision 1). */
static void
checklist_solo (GPtrArray     *items,
                const GkTable *table)
{
  const char *human = gk_table_get_player_name (table, 0);
  const char *hal = gk_table_get_player_name (table, GK_PLAYER_HAL);
  guint supply = gk_rules_supply_per_colour (gk_table_get_n_players (table));
  guint n_tiles = gk_table_get_tiles (table, 0);
  guint n_resources = gk_table_get_resources_screen (table, 0);
  guint n_points = gk_table_get_points (table, 0);
  guint hand = gk_table_get_hand_size (table, 0);
  guint pile = gk_table_get_draw_pile (table);
  g_autofree char *tiles = g_strdup_printf (ngettext ("%u tile from the reserve",
                                                      "%u tiles from the reserve", n_tiles),
                                            n_tiles);
  g_autofree char *resources = g_strdup_printf (ngettext ("%u resource from the supply",
                                                          "%u resources from the supply",
                                                          n_resources), n_resources);
  g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", n_points),
                                             n_points);

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup_printf (ngettext ("Leave %u resource of your colour and as many of "
                                            "the opponent’s in the supply",
                                            "Leave %u resources of your colour and as many of "
                                            "the opponent’s in the supply", supply), supply),
                 g_strdup (_("The other colours stay in the box.")));

  checklist_add (items, 0,
                 /* TRANSLATORS: "Anna takes a screen, 6 tiles from the reserve, 6 resources
                  * from the supply and 6 points" */
                 g_strdup_printf (_("%s takes a screen, %s, %s and %s"), human, tiles, resources,
                                  points),
                 g_strdup (_("No characters and no hand-renewal tokens in the solo game.")));

  checklist_add (items, GK_PLAYER_HAL,
                 /* TRANSLATORS: the solo opponent's pieces: "HAL plays straight from the
                  * supply" */
                 g_strdup_printf (_("%s plays straight from the supply"), hal),
                 g_strdup_printf (ngettext ("It has no screen and starts with no tile and no "
                                            "point; its %u resource stays in the supply.",
                                            "It has no screen and starts with no tile and no "
                                            "point; its %u resources stay in the supply.",
                                            supply), supply));

  checklist_add (items, GK_NO_PLAYER,
                 g_strdup (_("Put the 15 build-site markers and the point tokens within reach")),
                 NULL);

  checklist_add (items, GK_NO_PLAYER,
                 /* TRANSLATORS: "Draw 3 cards for Anna, then 1 face down for HAL" */
                 g_strdup_printf (ngettext ("Draw %u card for %s, then 1 face down for %s",
                                            "Draw %u cards for %s, then 1 face down for %s",
                                            hand), hand, human, hal),
                 g_strdup_printf (ngettext ("%u card stays in the draw pile. No cards are dealt "
                                            "in the solo game: these are the draws of round 1.",
                                            "%u cards stay in the draw pile. No cards are dealt "
                                            "in the solo game: these are the draws of round 1.",
                                            pile), pile));
}

GPtrArray *
gk_steps_checklist (const GkTable *table)
{
  GPtrArray *items;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (gk_table_get_round (table) == 1 && gk_table_get_actions_done (table) == 0,
                        NULL);

  items = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_checklist_item_free);
  checklist_box (items, table);
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    checklist_solo (items, table);
  else
    checklist_standard (items, table);
  return items;
}

const char *
gk_steps_marker_ring_note (void)
{
  /* TRANSLATORS: on the setup step where the urbanization markers are laid
   * around the starting square (rules.md 2.2) */
  return _("The markers lie as a picture in the rulebook shows them: A over the top-left tile, "
           "then clockwise around the square to L. Neither rulebook says this in words, so if "
           "the markers on your table lie otherwise, move them here to match.");
}
