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

/* The move itself: one step per thing a player does with the pieces. */
static void
move_steps (GPtrArray       *steps,
            const GkTable   *table,
            const GkPreview *preview)
{
  Gains gains = { GK_NO_PLAYER, 0, 0, 0 };
  gboolean built = FALSE;
  GkTile new_tile = GK_NO_TILE;
  gint built_x = 0, built_y = 0;

  for (guint i = 0; i < preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (preview->effects, GkEffect, i);
      g_autofree char *who = NULL;
      g_autofree char *card = NULL;
      g_autofree char *where = NULL;

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
                                          : g_strdup_printf ("(%d, %d)", effect->x, effect->y);

            /* TRANSLATORS: "Move marker C to the right of Yellow 8." */
            add_step (steps, g_strdup_printf (_("Move marker %c %s."), 'A' + effect->id, near));
          }
          break;

        case GK_EFFECT_RESOURCES_BACK:
          where = name_at (table, effect->x, effect->y);
          /* TRANSLATORS: "Give the 2 resources on Blue 3 back to Béla." */
          add_step (steps, g_strdup_printf (ngettext ("Give the %u resource on %s back to %s.",
                                                      "Give the %u resources on %s back to %s.",
                                                      (gulong) effect->amount),
                                            (guint) effect->amount, where, who));
          break;

        case GK_EFFECT_KEEP_CARD:
          card = gk_card_get_name (effect->id);
          add_step (steps, g_strdup_printf (_("%s keeps the card %s face up in front of the "
                                              "screen."), who, card));
          break;

        case GK_EFFECT_DISCARD:
          if (effect->id != GK_NO_CARD)
            {
              card = gk_card_get_name (effect->id);
              add_step (steps, g_strdup_printf (_("Put the card %s on the discard pile."), card));
            }
          break;

        case GK_EFFECT_RESERVE_EMPTY:
          if (effect->amount <= 1)
            add_step (steps, g_strdup (_("The tile reserve is empty: each player may return "
                                         "tiles to it for 1 point each.")));
          else
            add_step (steps, g_strdup (_("The tile reserve is empty a second time: this round "
                                         "is the last.")));
          break;

        case GK_EFFECT_TILE_RETURN:
          add_step (steps, g_strdup_printf (ngettext ("%s returns %u tile to the reserve and "
                                                      "takes as many points.",
                                                      "%s returns %u tiles to the reserve and "
                                                      "takes as many points.",
                                                      (gulong) effect->amount),
                                            who, (guint) effect->amount));
          break;

        case GK_EFFECT_END_TRIGGER:
          add_step (steps, g_strdup (_("The game ends at the end of this round.")));
          break;

        case GK_EFFECT_POINTS:
        case GK_EFFECT_RESOURCES:
        case GK_EFFECT_TILES:
        case GK_EFFECT_LOST:
        case GK_EFFECT_REBUILD:
        case GK_EFFECT_REBUILD_CARD:
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
    if (g_array_index (last_effects, GkEffect, i).kind == GK_EFFECT_DRAW)
      renewal = TRUE;
  added = gk_steps_last_rebuild (last_effects, &burned);

  if (renewal && added != NULL)
    {
      add_step (steps, g_strdup (_("The draw pile ran out during the hand renewal: rebuild it "
                                   "now, then the renewing player draws the rest of their 4 "
                                   "cards.")));
      rebuild_steps (steps, added, burned);
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
