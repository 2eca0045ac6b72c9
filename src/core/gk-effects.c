/* gk-effects.c: each kind of effect, its words and its steps
 *
 * A rule says what it does by appending a GkEffect (gk-table-play.c); this
 * file says what each kind means for people, in one row of kinds[] per
 * GkEffectKind: its sentence among a preview's lines and its steps at the
 * table.  A new kind of effect is a new row here, with its two functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-cards.h"
#include "gk-effects-private.h"
#include "gk-format.h"
#include "gk-steps.h"
#include "gk-table.h"

/* What a run of effects has already done to a cell: the wording of a later
 * effect on the same cell ("on Yellow 8") needs the tile an earlier effect
 * built there, which the table before the move does not have yet. */
typedef struct
{
  const GkTable *table;
  gboolean       has_built;
  gint           built_x;
  gint           built_y;
  GkTile         built_tile;
} FormatContext;

/* ---- the words of each kind ---- */

static char *
player_name (const FormatContext *ctx,
             gint                 player)
{
  return gk_format_player_name (ctx->table, player);
}

/* The top tile of the building at @x, @y of @table (which may be NULL),
 * or the cell's coordinates. */
static char *
name_at (const GkTable *table,
         gint           x,
         gint           y)
{
  const GkBuilding *building = table != NULL ? gk_table_get_building_at (table, x, y) : NULL;

  if (building != NULL)
    return gk_card_get_name (building->top);
  /* TRANSLATORS: a cell of the city given by its coordinates */
  return g_strdup_printf (_("the cell (%d, %d)"), x, y);
}

static char *
tile_at (const FormatContext *ctx,
         gint                 x,
         gint                 y)
{
  if (ctx->has_built && ctx->built_x == x && ctx->built_y == y)
    return gk_card_get_name (ctx->built_tile);
  return name_at (ctx->table, x, y);
}

static char *
source_suffix (const FormatContext *ctx,
               const GkEffect      *effect)
{
  g_autofree char *name = NULL;

  switch (effect->source)
    {
    case GK_SOURCE_ADJACENT:
      name = gk_card_get_name (effect->id);
      /* TRANSLATORS: why a gain happens; %s is a building such as "Red 5" */
      return g_strdup_printf (_(" (from %s next to the new tile)"), name);

    case GK_SOURCE_CHARACTER:
      if (ctx->table != NULL && effect->player >= 0
          && (guint) effect->id < gk_table_get_n_characters (ctx->table, effect->player))
        {
          const GkCharacter *character = gk_table_get_character (ctx->table, effect->player,
                                                                 (guint) effect->id);
          /* TRANSLATORS: why a gain happens: a character card's bonus; %s is
           * the character's short label, e.g. " (Red Exploit character)" */
          return g_strdup_printf (_(" (%s character)"),
                                  gk_format_character_bonus (character->colour,
                                                             character->trigger));
        }
      return g_strdup (_(" (character bonus)"));

    case GK_SOURCE_CARD:
      name = gk_card_get_name (effect->id);
      /* TRANSLATORS: why a gain happens; %s is a kept card such as "Blue 4" */
      return g_strdup_printf (_(" (bonus card %s)"), name);

    case GK_SOURCE_OWNER:
      return g_strdup (_(" (for the resources on the covered building)"));

    case GK_SOURCE_TILE_RETURN:
      return g_strdup (_(" (for the tiles returned)"));

    case GK_SOURCE_ACTION:
    case GK_SOURCE_RULES:
    default:
      return g_strdup ("");
    }
}

static char *
format_fallback_effect (FormatContext  *ctx,
                        const GkEffect *effect)
{
  g_autofree char *why = gk_format_fallback ((GkFallback) effect->amount,
                                             (GkActionKind) effect->id);

  return g_steal_pointer (&why);
}

/* A player's gains and costs: points, resources and tiles, and what the
 * supply or the reserve could not give. */
static char *
format_gain_effect (FormatContext  *ctx,
                    const GkEffect *effect)
{
  g_autofree char *who = player_name (ctx, effect->player);
  g_autofree char *why = source_suffix (ctx, effect);
  guint n = (guint) ABS (effect->amount);

  switch (effect->kind)
    {
    case GK_EFFECT_POINTS:
      if (effect->amount >= 0)
        /* TRANSLATORS: "Anna gains 3 points (bonus card Blue 4)" */
        return g_strdup_printf (ngettext ("%s gains %u point%s", "%s gains %u points%s", n),
                                who, n, why);
      /* TRANSLATORS: "Anna pays 3 points" */
      return g_strdup_printf (ngettext ("%s pays %u point%s", "%s pays %u points%s", n),
                              who, n, why);

    case GK_EFFECT_RESOURCES:
      if (effect->amount >= 0)
        return g_strdup_printf (ngettext ("%s takes %u resource from the supply%s",
                                          "%s takes %u resources from the supply%s", n),
                                who, n, why);
      return g_strdup_printf (ngettext ("%s returns %u resource to the supply%s",
                                        "%s returns %u resources to the supply%s", n),
                              who, n, why);

    case GK_EFFECT_TILES:
      if (effect->amount >= 0)
        return g_strdup_printf (ngettext ("%s draws %u tile from the reserve%s",
                                          "%s draws %u tiles from the reserve%s", n),
                                who, n, why);
      return g_strdup_printf (ngettext ("%s puts %u tile back%s",
                                        "%s puts %u tiles back%s", n),
                              who, n, why);

    case GK_EFFECT_LOST:
      if (effect->id == 0)
        return g_strdup_printf (ngettext ("%u resource cannot be given to %s: the supply is "
                                          "empty",
                                          "%u resources cannot be given to %s: the supply is "
                                          "empty", n),
                                n, who);
      return g_strdup_printf (ngettext ("%u tile cannot be given to %s: the reserve is empty",
                                        "%u tiles cannot be given to %s: the reserve is empty", n),
                              n, who);

    case GK_EFFECT_TILE_RETURN:
      return g_strdup_printf (ngettext ("%s returns %u tile and gains as many points",
                                        "%s returns %u tiles and gains as many points", n),
                              who, n);

    default:
      g_assert_not_reached ();
    }
}

/* Resources on a building, coming back or put on, and a card kept. */
static char *
format_piece_effect (FormatContext  *ctx,
                     const GkEffect *effect)
{
  g_autofree char *who = player_name (ctx, effect->player);
  g_autofree char *where = NULL;
  g_autofree char *card = NULL;
  guint n = (guint) ABS (effect->amount);

  switch (effect->kind)
    {
    case GK_EFFECT_RESOURCES_BACK:
      where = tile_at (ctx, effect->x, effect->y);
      /* TRANSLATORS: "2 resources on Blue 3 go back behind Béla's screen" */
      return g_strdup_printf (ngettext ("%u resource on %s goes back behind %s’s screen",
                                        "%u resources on %s go back behind %s’s screen", n),
                              n, where, who);

    case GK_EFFECT_PLACE_RESOURCES:
      where = tile_at (ctx, effect->x, effect->y);
      return g_strdup_printf (ngettext ("%s puts %u resource on %s",
                                        "%s puts %u resources on %s", n),
                              who, n, where);

    case GK_EFFECT_KEEP_CARD:
      card = gk_card_get_name (effect->id);
      /* TRANSLATORS: "Anna keeps the card Blue 7 in front of the screen" */
      return g_strdup_printf (_("%s keeps the card %s in front of the screen"), who, card);

    default:
      g_assert_not_reached ();
    }
}

/* A tile laid: on top of the building it covers, on a marker's cell or at
 * its coordinates.  It is remembered, so that the marker moved next is
 * told by it. */
static char *
format_build_effect (FormatContext  *ctx,
                     const GkEffect *effect)
{
  const GkBuilding *under = ctx->table != NULL
    ? gk_table_get_building_at (ctx->table, effect->x, effect->y) : NULL;
  gint letter = ctx->table != NULL
    ? gk_table_get_marker_at (ctx->table, effect->x, effect->y) : -1;
  g_autofree char *card = gk_card_get_name (effect->id);
  char *text;

  if (ctx->has_built && ctx->built_x == effect->x && ctx->built_y == effect->y)
    under = NULL;
  if (under != NULL)
    {
      g_autofree char *top = gk_card_get_name (under->top);
      /* TRANSLATORS: "Red 9 goes on top of Blue 3 (height 2)" */
      text = g_strdup_printf (_("%s goes on top of %s (height %u)"),
                              card, top, under->height + 1);
    }
  else if (letter >= 0)
    /* TRANSLATORS: "Yellow 8 is laid on the cell of marker C" */
    text = g_strdup_printf (_("%s is laid on the cell of marker %c"), card, 'A' + letter);
  else
    text = g_strdup_printf (_("%s is laid at (%d, %d)"), card, effect->x, effect->y);

  ctx->has_built = TRUE;
  ctx->built_x = effect->x;
  ctx->built_y = effect->y;
  ctx->built_tile = effect->id;
  return text;
}

/* A marker moved after an urbanization, by the tile just laid when there
 * is one, and the shifts that keep the letters in order. */
static char *
format_marker_effect (FormatContext  *ctx,
                      const GkEffect *effect)
{
  g_autofree char *where = NULL;

  switch (effect->kind)
    {
    case GK_EFFECT_MARKER:
      if (ctx->has_built)
        {
          g_autofree char *ref = gk_card_get_name (ctx->built_tile);
          where = gk_format_cell_near (effect->x, effect->y, ctx->built_x, ctx->built_y, ref);
        }
      else
        /* TRANSLATORS: an urbanization marker's new cell, by its coordinates:
         * "Marker C moves to the cell (3, -1)" */
        return g_strdup_printf (_("Marker %c moves to the cell (%d, %d)"), 'A' + effect->id,
                                effect->x, effect->y);
      /* TRANSLATORS: "Marker C moves to the right of Yellow 8"; %s is one of
       * "above Yellow 8", "to the right of Yellow 8"... */
      return g_strdup_printf (_("Marker %c moves %s"), 'A' + effect->id, where);

    case GK_EFFECT_SHIFT:
      if ((effect->amount & GK_SHIFT_UNNEEDED) && (effect->amount & GK_SHIFT_STILL_BROKEN))
        /* TRANSLATORS: a marker shifted (rules 9.7) though the letters were in
         * alphabetical order, and they are out of it after the shift */
        return g_strdup_printf (_("Marker %c is shifted to (%d, %d), though the letters were in "
                                  "alphabetical order; now they are out of it"),
                                'A' + effect->id, effect->x, effect->y);
      if (effect->amount & GK_SHIFT_UNNEEDED)
        /* TRANSLATORS: a marker shifted (rules 9.7) though no shift was needed:
         * the letters were already in alphabetical order */
        return g_strdup_printf (_("Marker %c is shifted to (%d, %d), though the letters were "
                                  "already in alphabetical order"),
                                'A' + effect->id, effect->x, effect->y);
      if (effect->amount & GK_SHIFT_STILL_BROKEN)
        /* TRANSLATORS: a marker moved to keep the letters in order (rules 9.7);
         * the order is still broken after it */
        return g_strdup_printf (_("Marker %c is shifted to (%d, %d); the letters are still "
                                  "out of alphabetical order"),
                                'A' + effect->id, effect->x, effect->y);
      /* TRANSLATORS: a marker moved to keep the letters in order (rules 9.7) */
      return g_strdup_printf (_("Marker %c is shifted to (%d, %d)"),
                              'A' + effect->id, effect->x, effect->y);

    default:
      g_assert_not_reached ();
    }
}

/* The deck: cards discarded and drawn, and its rebuild. */
static char *
format_deck_effect (FormatContext  *ctx,
                    const GkEffect *effect)
{
  g_autofree char *who = player_name (ctx, effect->player);
  g_autofree char *card = NULL;
  guint n = (guint) ABS (effect->amount);

  switch (effect->kind)
    {
    case GK_EFFECT_DISCARD:
      if (effect->id != GK_NO_CARD && n <= 1)
        {
          card = gk_card_get_name (effect->id);
          return g_strdup_printf (_("%s goes to the discard pile"), card);
        }
      return g_strdup_printf (ngettext ("%u card goes to the discard pile",
                                        "%u cards go to the discard pile", n), n);

    case GK_EFFECT_DRAW:
      return g_strdup_printf (ngettext ("%s draws %u card", "%s draws %u cards", n), who, n);

    case GK_EFFECT_REBUILD:
      return g_strdup_printf (ngettext ("The draw pile is rebuilt with %u card",
                                        "The draw pile is rebuilt with %u cards", n), n);

    case GK_EFFECT_REBUILD_CARD:
      {
        g_autofree char *added = gk_card_get_name (effect->id);

        /* TRANSLATORS: at a deck rebuild, %s is a building card such as "Blue 5" */
        return g_strdup_printf (_("The card %s goes into the new deck"), added);
      }

    default:
      g_assert_not_reached ();
    }
}

/* The end drawing near: the tile reserve running out, the end triggered. */
static char *
format_end_effect (FormatContext  *ctx,
                   const GkEffect *effect)
{
  g_autofree char *who = player_name (ctx, effect->player);

  switch (effect->kind)
    {
    case GK_EFFECT_RESERVE_EMPTY:
      if (ctx->table != NULL && !gk_table_has_tile_return (ctx->table))
        /* TRANSLATORS: the solo game has no tile-return step */
        return g_strdup (_("The tile reserve runs out: the game ends after this round"));
      if (effect->amount <= 1)
        return g_strdup (_("The tile reserve runs out: everyone may return tiles for 1 point "
                           "each"));
      return g_strdup (_("The tile reserve runs out a second time"));

    case GK_EFFECT_END_TRIGGER:
      if (effect->id == GK_END_OPPONENT_CANNOT_PAY)
        return g_strdup (_("The game is over"));
      if (effect->id == GK_END_RESOURCES)
        return g_strdup_printf (_("%s has placed all their resources: the game ends after this "
                                  "round"), who);
      return g_strdup (_("The game ends after this round"));

    default:
      g_assert_not_reached ();
    }
}

/* The solo opponent's card, and its action not happening. */
static char *
format_opponent_effect (FormatContext  *ctx,
                        const GkEffect *effect)
{
  g_autofree char *who = player_name (ctx, effect->player);
  g_autofree char *card = NULL;
  guint n = (guint) ABS (effect->amount);

  switch (effect->kind)
    {
    case GK_EFFECT_OPPONENT_PLAYS:
      card = gk_card_get_name (effect->id);
      if (n >= 2)
        /* TRANSLATORS: the solo opponent, expert level: "HAL plays Urbanization B
         * of the two cards drawn" */
        return g_strdup_printf (_("%s plays %s of the two cards drawn"), who, card);
      /* TRANSLATORS: the solo opponent's card: "HAL plays Blue 7" */
      return g_strdup_printf (_("%s plays %s"), who, card);

    case GK_EFFECT_CANNOT_PAY:
      card = gk_card_get_name (effect->id);
      /* TRANSLATORS: the solo opponent cannot pay; %s is the tile drawn for it */
      return g_strdup_printf (_("%s cannot pay: its action does not happen and %s goes back "
                                "to the reserve"), who, card);

    case GK_EFFECT_OPPONENT_SKIPPED:
      /* TRANSLATORS: the solo opponent's turn with the tile reserve empty */
      return g_strdup_printf (_("The tile reserve is empty: %s's turn is left out and its "
                                "card goes to the discard pile unseen"), who);

    default:
      g_assert_not_reached ();
    }
}

/* ---- what the steps share ---- */

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

/* ---- the steps of each kind ---- */

/* What the steps of a move have seen so far: the gains being gathered, the
 * tile built and where, the tile return, the order of the letters and the
 * cards a rebuild during the move adds. */
typedef struct
{
  GPtrArray       *steps;
  const GkTable   *table;
  const GkPreview *preview;
  gboolean         solo;
  Gains            gains;
  gboolean         returned;   /* the return step happened: a new reserve */
  gboolean         built;
  GkTile           new_tile;
  gint             built_x;
  gint             built_y;
  gboolean         order_broken;
  gboolean         shifts_unneeded;
  GArray          *rebuild_cards;
} StepsRun;

static void
gain_steps (StepsRun       *run,
            guint           index,
            const GkEffect *effect)
{
  g_autofree char *who = NULL;

  /* rules.md 9.3: the tiles the action still owes after the return
   * step, and its bonus tiles, come from the new reserve. */
  if (!run->returned || effect->kind != GK_EFFECT_TILES || effect->amount <= 0
      || effect->player < 0)
    {
      add_gain (run->steps, run->table, &run->gains, effect);
      return;
    }
  flush_gains (run->steps, run->table, &run->gains);
  who = gk_format_player_name (run->table, effect->player);
  if (effect->source == GK_SOURCE_CHARACTER || effect->source == GK_SOURCE_CARD)
    /* TRANSLATORS: after the tile return: "Anna takes 1 bonus tile from the new reserve." */
    add_step (run->steps, g_strdup_printf (ngettext ("%s takes %d bonus tile from the new "
                                                     "reserve.",
                                                     "%s takes %d bonus tiles from the new "
                                                     "reserve.", effect->amount),
                                           who, effect->amount));
  else
    /* TRANSLATORS: after the tile return: "Anna takes the 2 tiles still owed to them
     * from the new reserve." */
    add_step (run->steps, g_strdup_printf (ngettext ("%s takes the %d tile still owed from "
                                                     "the new reserve.",
                                                     "%s takes the %d tiles still owed from "
                                                     "the new reserve.", effect->amount),
                                           who, effect->amount));
}

static void
opponent_plays_steps (StepsRun       *run,
                      guint           index,
                      const GkEffect *effect)
{
  g_autofree char *card = gk_card_get_name (effect->id);

  if (effect->amount >= 2)
    /* TRANSLATORS: solo, expert level: "HAL plays Urbanization B of its two cards." */
    add_step (run->steps, g_strdup_printf (_("HAL plays %s of its two cards."), card));
  else
    /* TRANSLATORS: solo: "HAL plays Blue 7." */
    add_step (run->steps, g_strdup_printf (_("HAL plays %s."), card));
}

static void
rebuild_card_steps (StepsRun       *run,
                    guint           index,
                    const GkEffect *effect)
{
  if (before_opponent_builds (run->preview->effects, index))
    g_array_append_val (run->rebuild_cards, effect->id);
}

static void
rebuild_steps_of_move (StepsRun       *run,
                       guint           index,
                       const GkEffect *effect)
{
  /* The round's draws come after the move: their rebuild is a step of the
   * round's end.  The opponent's second card is drawn during its move
   * (rules.md 10, decision 2). */
  if (!before_opponent_builds (run->preview->effects, index))
    return;
  add_step (run->steps, g_strdup (_("HAL’s second card was the last of the draw pile: rebuild "
                                    "the pile at once.")));
  rebuild_steps (run->steps, run->rebuild_cards, (guint) effect->id);
  g_array_set_size (run->rebuild_cards, 0);
}

static void
cannot_pay_steps (StepsRun       *run,
                  guint           index,
                  const GkEffect *effect)
{
  g_autofree char *card = gk_card_get_name (effect->id);

  /* TRANSLATORS: solo: "HAL cannot pay for its construction: put Red 19 back in the
   * tile reserve." */
  add_step (run->steps, g_strdup_printf (_("HAL cannot pay for its construction: put %s back "
                                           "in the tile reserve."), card));
}

static void
opponent_skipped_steps (StepsRun       *run,
                        guint           index,
                        const GkEffect *effect)
{
  add_step (run->steps, g_strdup (_("No tile is left to draw for HAL: put its face-down card "
                                    "on the discard pile without looking at it. Its turn is "
                                    "left out.")));
}

static void
fallback_steps (StepsRun       *run,
                guint           index,
                const GkEffect *effect)
{
  g_autofree char *who = gk_format_player_name (run->table, effect->player);

  if (run->preview->entered != GK_ACTION_EXPLOIT)
    add_step (run->steps, g_strdup_printf (_("%s keeps the tile behind the screen: the card "
                                             "is played alone."), who));
}

static void
build_steps (StepsRun       *run,
             guint           index,
             const GkEffect *effect)
{
  const GkBuilding *under = gk_table_get_building_at (run->table, effect->x, effect->y);
  gint letter = gk_table_get_marker_at (run->table, effect->x, effect->y);
  g_autofree char *card = gk_card_get_name (effect->id);

  if (under != NULL)
    {
      g_autofree char *top = gk_card_get_name (under->top);

      /* TRANSLATORS: "Put Red 9 on top of Blue 3." */
      add_step (run->steps, g_strdup_printf (_("Put %s on top of %s."), card, top));
    }
  else if (letter >= 0)
    /* TRANSLATORS: "Put Yellow 8 where marker C lies (take the marker off)." */
    add_step (run->steps, g_strdup_printf (_("Put %s where marker %c lies (take the marker "
                                             "off)."), card, 'A' + letter));
  else
    add_step (run->steps, g_strdup_printf (_("Put %s on the cell (%d, %d)."), card,
                                           effect->x, effect->y));
  /* rules.md 4.B.2 and 4.C.4: every new tile gets a build-site marker. */
  add_step (run->steps, g_strdup_printf (_("Put a build-site marker on %s."), card));
  run->built = TRUE;
  run->new_tile = effect->id;
  run->built_x = effect->x;
  run->built_y = effect->y;
}

static void
place_resources_steps (StepsRun       *run,
                       guint           index,
                       const GkEffect *effect)
{
  g_autofree char *who = NULL;
  g_autofree char *where = run->built && effect->x == run->built_x && effect->y == run->built_y
                           ? gk_card_get_name (run->new_tile)
                           : name_at (run->table, effect->x, effect->y);

  if (effect->player == GK_PLAYER_HAL)
    {
      /* TRANSLATORS: solo: "Put 1 of HAL's resources on Red 9, from its supply." */
      add_step (run->steps, g_strdup_printf (ngettext ("Put %u of HAL’s resources on %s, from "
                                                       "its supply.",
                                                       "Put %u of HAL’s resources on %s, "
                                                       "from its supply.",
                                                       (gulong) effect->amount),
                                             (guint) effect->amount, where));
      return;
    }
  who = gk_format_player_name (run->table, effect->player);
  /* TRANSLATORS: "Anna puts 2 of their resources on Red 9." */
  add_step (run->steps, g_strdup_printf (ngettext ("%s puts %u of their resources on %s.",
                                                   "%s puts %u of their resources on %s.",
                                                   (gulong) effect->amount),
                                         who, (guint) effect->amount, where));
}

static void
marker_steps (StepsRun       *run,
              guint           index,
              const GkEffect *effect)
{
  g_autofree char *ref = run->built ? gk_card_get_name (run->new_tile) : NULL;
  g_autofree char *near = run->built ? gk_format_cell_near (effect->x, effect->y, run->built_x,
                                                            run->built_y, ref)
                                     : gk_format_cell_to (effect->x, effect->y);

  /* TRANSLATORS: "Move marker C to the right of Yellow 8." */
  add_step (run->steps, g_strdup_printf (_("Move marker %c %s."), 'A' + effect->id, near));
  run->order_broken = effect->amount != 0;
  if (ends_marker_moves (run->preview->effects, index))
    order_steps (run->steps, FALSE, run->order_broken);
}

static void
shift_steps (StepsRun       *run,
             guint           index,
             const GkEffect *effect)
{
  /* rules.md 9.7: after the marker, each shifted marker, in order */
  g_autofree char *near = shift_cell_near (run->table, effect->x, effect->y, run->built,
                                           run->new_tile, run->built_x, run->built_y);

  add_step (run->steps, g_strdup_printf (_("Move marker %c %s."), 'A' + effect->id, near));
  run->shifts_unneeded |= (effect->amount & GK_SHIFT_UNNEEDED) != 0;
  if (ends_marker_moves (run->preview->effects, index))
    order_steps (run->steps, run->shifts_unneeded, run->order_broken);
}

static void
resources_back_steps (StepsRun       *run,
                      guint           index,
                      const GkEffect *effect)
{
  g_autofree char *where = name_at (run->table, effect->x, effect->y);
  g_autofree char *who = NULL;

  if (effect->player == GK_PLAYER_HAL)
    {
      /* TRANSLATORS: solo: "Put the 2 resources on Blue 3 back in HAL's supply." */
      add_step (run->steps, g_strdup_printf (ngettext ("Put the %u resource on %s back in "
                                                       "HAL’s supply.",
                                                       "Put the %u resources on %s back in "
                                                       "HAL’s supply.",
                                                       (gulong) effect->amount),
                                             (guint) effect->amount, where));
      return;
    }
  who = gk_format_player_name (run->table, effect->player);
  /* TRANSLATORS: "Give the 2 resources on Blue 3 back to Béla." */
  add_step (run->steps, g_strdup_printf (ngettext ("Give the %u resource on %s back to %s.",
                                                   "Give the %u resources on %s back to %s.",
                                                   (gulong) effect->amount),
                                         (guint) effect->amount, where, who));
}

static void
keep_card_steps (StepsRun       *run,
                 guint           index,
                 const GkEffect *effect)
{
  g_autofree char *card = gk_card_get_name (effect->id);
  g_autofree char *who = NULL;

  if (effect->player == GK_PLAYER_HAL)
    {
      /* TRANSLATORS: solo: the opponent has no screen */
      add_step (run->steps, g_strdup_printf (_("HAL keeps the card %s: lay it face up beside "
                                               "HAL’s supply."), card));
      return;
    }
  who = gk_format_player_name (run->table, effect->player);
  add_step (run->steps, g_strdup_printf (_("%s keeps the card %s face up in front of the "
                                           "screen."), who, card));
}

static void
discard_steps (StepsRun       *run,
               guint           index,
               const GkEffect *effect)
{
  if (effect->id != GK_NO_CARD)
    {
      g_autofree char *card = gk_card_get_name (effect->id);

      add_step (run->steps, g_strdup_printf (_("Put the card %s on the discard pile."), card));
    }
  else if (run->solo && effect->player >= 0 && effect->amount > 0)
    /* TRANSLATORS: solo, the one human player is "you": "Put your 2 unplayed cards on
     * the discard pile." */
    add_step (run->steps, g_strdup_printf (ngettext ("Put your %d unplayed card on the discard "
                                                     "pile.",
                                                     "Put your %d unplayed cards on the "
                                                     "discard pile.", effect->amount),
                                           effect->amount));
}

static void
reserve_empty_steps (StepsRun       *run,
                     guint           index,
                     const GkEffect *effect)
{
  if (!gk_table_has_tile_return (run->table))
    add_step (run->steps, g_strdup (_("The tile reserve is empty: this round is the last (the "
                                      "solo game has no tile return).")));
  else if (effect->amount <= 1)
    add_step (run->steps, g_strdup (_("The tile reserve is empty: each player may return "
                                      "tiles to it for 1 point each.")));
  else
    add_step (run->steps, g_strdup (_("The tile reserve is empty a second time: this round "
                                      "is the last.")));
}

static void
tile_return_steps (StepsRun       *run,
                   guint           index,
                   const GkEffect *effect)
{
  g_autofree char *who = gk_format_player_name (run->table, effect->player);

  run->returned = TRUE;
  add_step (run->steps, g_strdup_printf (ngettext ("%s returns %u tile to the reserve and "
                                                   "takes as many points.",
                                                   "%s returns %u tiles to the reserve and "
                                                   "takes as many points.",
                                                   (gulong) effect->amount),
                                         who, (guint) effect->amount));
}

static void
end_trigger_steps (StepsRun       *run,
                   guint           index,
                   const GkEffect *effect)
{
  if (effect->id == GK_END_OPPONENT_CANNOT_PAY)
    add_step (run->steps, g_strdup (_("The game is over at once.")));
  else
    add_step (run->steps, g_strdup (_("The game ends at the end of this round.")));
}

/* ---- the kinds ---- */

/* One row per GkEffectKind: its sentence in a preview's lines
 * (gk_format_effects()) and its steps at the table (gk_steps_for_preview()).
 * A kind whose gains gather (points, resources, tiles) is said together
 * with the gains after it; before any other kind's steps the gains
 * gathered are said.  A kind without steps is a step of the round's end
 * or has nothing to do with the pieces. */
typedef struct
{
  char     *(*words) (FormatContext *ctx, const GkEffect *effect);
  void      (*steps) (StepsRun *run, guint index, const GkEffect *effect);
  gboolean    gathers;
} EffectKind;

static const EffectKind kinds[] = {
  [GK_EFFECT_FALLBACK] = { format_fallback_effect, fallback_steps, FALSE },
  [GK_EFFECT_POINTS] = { format_gain_effect, gain_steps, TRUE },
  [GK_EFFECT_RESOURCES] = { format_gain_effect, gain_steps, TRUE },
  [GK_EFFECT_TILES] = { format_gain_effect, gain_steps, TRUE },
  [GK_EFFECT_LOST] = { format_gain_effect, NULL, FALSE },
  [GK_EFFECT_RESOURCES_BACK] = { format_piece_effect, resources_back_steps, FALSE },
  [GK_EFFECT_PLACE_RESOURCES] = { format_piece_effect, place_resources_steps, FALSE },
  [GK_EFFECT_BUILD] = { format_build_effect, build_steps, FALSE },
  [GK_EFFECT_MARKER] = { format_marker_effect, marker_steps, FALSE },
  [GK_EFFECT_KEEP_CARD] = { format_piece_effect, keep_card_steps, FALSE },
  [GK_EFFECT_DISCARD] = { format_deck_effect, discard_steps, FALSE },
  [GK_EFFECT_RESERVE_EMPTY] = { format_end_effect, reserve_empty_steps, FALSE },
  [GK_EFFECT_TILE_RETURN] = { format_gain_effect, tile_return_steps, FALSE },
  [GK_EFFECT_END_TRIGGER] = { format_end_effect, end_trigger_steps, FALSE },
  [GK_EFFECT_REBUILD] = { format_deck_effect, rebuild_steps_of_move, FALSE },
  [GK_EFFECT_DRAW] = { format_deck_effect, NULL, FALSE },
  [GK_EFFECT_REBUILD_CARD] = { format_deck_effect, rebuild_card_steps, FALSE },
  [GK_EFFECT_SHIFT] = { format_marker_effect, shift_steps, FALSE },
  [GK_EFFECT_OPPONENT_PLAYS] = { format_opponent_effect, opponent_plays_steps, FALSE },
  [GK_EFFECT_CANNOT_PAY] = { format_opponent_effect, cannot_pay_steps, FALSE },
  [GK_EFFECT_OPPONENT_SKIPPED] = { format_opponent_effect, opponent_skipped_steps, FALSE },
};

static const EffectKind *
kind_of (const GkEffect *effect)
{
  if ((guint) effect->kind >= G_N_ELEMENTS (kinds))
    return NULL;
  return &kinds[effect->kind];
}

/* ---- entry points ---- */

char **
gk_format_effects (const GkTable *table,
                   const GArray  *effects)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  FormatContext ctx = { table, FALSE, 0, 0, GK_NO_TILE };

  for (guint i = 0; effects != NULL && i < effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (effects, GkEffect, i);
      const EffectKind *kind = kind_of (effect);
      char *line = kind != NULL ? kind->words (&ctx, effect) : NULL;

      if (line != NULL)
        g_ptr_array_add (lines, line);
    }

  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&lines), FALSE);
}

void
_gk_effects_move_steps (GPtrArray       *steps,
                        const GkTable   *table,
                        const GkPreview *preview)
{
  g_autoptr(GArray) rebuild_cards = g_array_new (FALSE, FALSE, sizeof (GkCard));
  StepsRun run = {
    .steps = steps,
    .table = table,
    .preview = preview,
    .solo = gk_table_get_variant (table) == GK_VARIANT_SOLO,
    .gains = { GK_NO_PLAYER, 0, 0, 0 },
    .new_tile = GK_NO_TILE,
    .rebuild_cards = rebuild_cards,
  };

  for (guint i = 0; i < preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (preview->effects, GkEffect, i);
      const EffectKind *kind = kind_of (effect);

      if (kind == NULL || !kind->gathers)
        flush_gains (steps, table, &run.gains);
      if (kind != NULL && kind->steps != NULL)
        kind->steps (&run, i, effect);
    }
  flush_gains (steps, table, &run.gains);
}

void
_gk_effects_rebuild_steps (GPtrArray    *steps,
                           const GArray *added,
                           guint         burned)
{
  rebuild_steps (steps, added, burned);
}

gboolean
_gk_effects_before_opponent_builds (const GArray *effects,
                                    guint         index)
{
  return before_opponent_builds (effects, index);
}
