/* gk-steps.c: what to do with the pieces, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-effects-private.h"
#include "gk-format.h"
#include "gk-steps.h"
#include "gk-table.h"
#include "gk-types.h"

static void
add_step (GPtrArray *steps,
          char      *text)
{
  g_ptr_array_add (steps, text);
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


char *
gk_steps_next_rebuild (const GkTable *table)
{
  g_autoptr(GArray) sites = NULL;
  g_autofree char *cards = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  sites = gk_table_get_build_sites (table);
  if (sites == NULL || sites->len == 0)
    return g_strdup (_("No build site in the city: the rebuild adds no building card."));
  cards = gk_format_card_list (sites);
  /* TRANSLATORS: %s is a list of cards: "Blue 5, Red 12 and Yellow 3" */
  return g_strdup_printf (_("At the rebuild, add %s to the discard pile, then lift the "
                            "build-site markers."), cards);
}

const char *
gk_steps_rebuild_note (void)
{
  return _("The draw pile runs out during this move: the deck is rebuilt (the app lists the "
           "cards to add).");
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
      _gk_effects_rebuild_steps (steps, added, burned);
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

      if (_gk_effects_before_opponent_builds (effects, i))
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
      _gk_effects_rebuild_steps (steps, added, burned);
      if (rebuild_draw < SOLO_DRAWS)
        add_step (steps, g_strdup (_("Then finish the draws from the new pile.")));
    }
  add_step (steps, g_strdup_printf (ngettext ("%u card is left in the draw pile.",
                                              "%u cards are left in the draw pile.",
                                              pile_after), pile_after));
}

const char *
gk_steps_opponent_turn (void)
{
  return _("HAL’s turn: turn its face-down card over, then draw a tile for it at random from "
           "the reserve.");
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
  add_step (steps, g_strdup (gk_steps_opponent_turn ()));
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
  _gk_effects_move_steps (steps, table, preview);

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
                   && _gk_effects_before_opponent_builds (preview->effects, i))
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
  _gk_effects_rebuild_steps (steps, added, burned);
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
      _gk_effects_rebuild_steps (steps, added, burned);
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

/* The letter of the marker on cell @x, @y of a table or of a setup, or -1. */
typedef gint (*MarkerAt) (gconstpointer where,
                          gint          x,
                          gint          y);

static gint
table_marker_at (gconstpointer table,
                 gint          x,
                 gint          y)
{
  return gk_table_get_marker_at (table, x, y);
}

static gint
setup_marker_at (gconstpointer setup,
                 gint          x,
                 gint          y)
{
  const GkSetup *s = setup;

  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (s->marker_x[i] == x && s->marker_y[i] == y)
      return (gint) i;
  return -1;
}

/* The letters of the markers on one side of the starting square, read
 * clockwise: "A, B, C". The square covers the cells 0 to 2 both ways. */
static char *
marker_side (MarkerAt      at,
             gconstpointer where,
             guint         side)
{
  GString *letters = g_string_new (NULL);

  for (gint i = 0; i < 3; i++)
    {
      /* top left to right, right side downwards, bottom right to left,
       * left side upwards */
      static const gint start[4][2] = { { 0, -1 }, { 3, 0 }, { 2, 3 }, { -1, 2 } };
      static const gint step[4][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };
      gint letter = at (where, start[side][0] + i * step[side][0],
                        start[side][1] + i * step[side][1]);

      if (letter < 0)
        continue;
      if (letters->len > 0)
        g_string_append (letters, ", ");
      g_string_append_c (letters, (char) ('A' + letter));
    }
  return g_string_free (letters, FALSE);
}

/* Where the markers go around the starting square (rules.md 2.2), as the
 * table has them: the pictured ring or the one the players moved them to. */
static char *
marker_ring (const GkTable *table)
{
  g_autofree char *above = marker_side (table_marker_at, table, 0);
  g_autofree char *right = marker_side (table_marker_at, table, 1);
  g_autofree char *below = marker_side (table_marker_at, table, 2);
  g_autofree char *left = marker_side (table_marker_at, table, 3);

  /* TRANSLATORS: each %s is the letters of the markers on one side of the
   * starting square, read clockwise: "A, B, C above, D, E, F on the right,
   * G, H, I below, J, K, L on the left" */
  return g_strdup_printf (_("Then put the urbanization markers A to L around it, clockwise from "
                            "the top left: %s above, %s on the right, %s below, %s on the "
                            "left."), above, right, below, left);
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
                 marker_ring (table));

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

char *
gk_steps_marker_ring_note (const GkSetup *setup)
{
  g_autofree char *above = NULL;
  g_autofree char *right = NULL;
  g_autofree char *below = NULL;
  g_autofree char *left = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  if (gk_setup_markers_as_pictured (setup))
    /* TRANSLATORS: on the setup step where the urbanization markers are
     * laid around the starting square (rules.md 2.2) */
    return g_strdup (_("The markers lie as a picture in the rulebook shows them: A over the "
                       "top-left tile, then clockwise around the square to L. Neither rulebook "
                       "says this in words, so if the markers on your table lie otherwise, move "
                       "them here to match."));

  above = marker_side (setup_marker_at, setup, 0);
  right = marker_side (setup_marker_at, setup, 1);
  below = marker_side (setup_marker_at, setup, 2);
  left = marker_side (setup_marker_at, setup, 3);
  /* TRANSLATORS: the same step once the players moved markers; each %s is
   * the letters of the markers on one side of the starting square, read
   * clockwise from the top left, as in "Then put the urbanization markers
   * A to L around it" */
  return g_strdup_printf (_("The markers lie as you moved them: %s above the square, %s on its "
                            "right, %s below, %s on its left. The rulebook's picture has them "
                            "from A over the top-left tile clockwise to L."),
                          above, right, below, left);
}
