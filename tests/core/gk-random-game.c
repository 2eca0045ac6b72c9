/* gk-random-game.c: legal games played at random
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-random-game.h"

GkSetup *
gk_random_setup (GRand *rand,
                 guint  n_players)
{
  GkSetup *setup = gk_setup_new (n_players);

  gk_setup_shuffle_start (setup, rand);
  for (guint p = 0; p < n_players; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      {
        GkCharacter *ch = &setup->players[p].characters[c];

        ch->colour = (GkColour) g_rand_int_range (rand, 0, GK_N_COLOURS);
        ch->trigger = (GkTrigger) g_rand_int_range (rand, 0, GK_N_TRIGGERS);
        ch->tiles = (guint) g_rand_int_range (rand, 0, 2);
        ch->resources = (guint) g_rand_int_range (rand, 0, 3);
        ch->points = (guint) g_rand_int_range (rand, 0, 3);
      }
  if (n_players == 1)
    {
      setup->solo_level = g_rand_boolean (rand) ? GK_SOLO_EXPERT : GK_SOLO_NORMAL;
      setup->players[0].colour = (GkPlayerColour) g_rand_int_range (rand, 0, GK_N_PLAYER_COLOURS);
      do
        setup->opponent_colour = (GkPlayerColour) g_rand_int_range (rand, 0, GK_N_PLAYER_COLOURS);
      while (setup->opponent_colour == setup->players[0].colour);
    }
  return setup;
}

static GkCard
random_playable_card (GRand         *rand,
                      const GkTable *table,
                      gboolean       slow)
{
  GkCard cards[GK_N_CARDS];
  guint n = 0;

  for (GkCard c = 0; c < GK_N_CARDS; c++)
    if (gk_table_card_playable (table, c))
      {
        /* A slow game keeps the tile reserve full as long as it can. */
        if (slow && gk_card_is_building (c) && gk_tile_get_colour (c) == GK_COLOUR_BLUE
            && g_rand_double (rand) < 0.9)
          continue;
        cards[n++] = c;
      }
  if (n == 0)
    return random_playable_card (rand, table, FALSE);
  g_assert (n > 0);
  return cards[g_rand_int_range (rand, 0, (gint32) n)];
}

static GkTile
random_unseen_tile (GRand         *rand,
                    const GkTable *table)
{
  GkTile tiles[GK_N_TILES];
  guint n = 0;

  for (GkTile t = 0; t < GK_N_TILES; t++)
    if (!gk_table_tile_in_city (table, t))
      tiles[n++] = t;
  g_assert (n > 0);
  return tiles[g_rand_int_range (rand, 0, (gint32) n)];
}

/* Tries a few marker shifts after an urbanization (rules.md 9.7), keeping
 * each one the engine accepts: another marker to a cell next to the city. */
static void
try_shifts (GRand         *rand,
            const GkTable *table,
            GkMove        *move)
{
  static const gint steps[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  guint own = gk_card_get_letter (move->card);
  guint tries = (guint) g_rand_int_range (rand, 1, 4);

  for (guint i = 0; i < tries; i++)
    {
      guint n_buildings = gk_table_get_n_buildings (table);
      guint pick = (guint) g_rand_int_range (rand, 0, (gint32) n_buildings + 1);
      guint letter = (guint) g_rand_int_range (rand, 0, GK_N_LETTERS);
      guint dir = (guint) g_rand_int_range (rand, 0, 4);
      gint x, y;
      g_autoptr(GkPreview) preview = NULL;

      if (letter == own)
        continue;
      /* next to a building, or next to the new tile on the marker's cell */
      if (pick == n_buildings)
        gk_table_get_marker (table, own, &x, &y);
      else
        {
          x = gk_table_get_building (table, pick)->x;
          y = gk_table_get_building (table, pick)->y;
        }
      x += steps[dir][0];
      y += steps[dir][1];

      if (!gk_move_add_shift (move, letter, x, y))
        return;
      preview = gk_table_preview (table, move, NULL);
      if (preview == NULL)
        move->n_shifts--;
    }
}

/* Fills what the preview says is missing: the choice, the marker's
 * cell, the players' tile returns. */
static void
complete_move (GRand         *rand,
               const GkTable *table,
               gboolean       slow,
               gdouble        p_shift,
               GkMove        *move)
{
  for (guint attempt = 0; attempt < 3; attempt++)
    {
      g_autoptr(GkPreview) preview = gk_table_preview (table, move, NULL);

      g_assert (preview != NULL);
      if (preview->needs_take)
        move->take = slow || g_rand_boolean (rand) ? GK_TAKE_RESOURCE : GK_TAKE_TILE;
      if (preview->needs_marker)
        {
          g_autoptr(GArray) targets =
            gk_table_get_marker_targets (table, gk_card_get_letter (move->card));
          guint i = (guint) g_rand_int_range (rand, 0, (gint32) targets->len / 2);

          move->has_marker = TRUE;
          move->marker_x = g_array_index (targets, gint, 2 * i);
          move->marker_y = g_array_index (targets, gint, 2 * i + 1);
          if (p_shift > 0 && g_rand_double (rand) < p_shift)
            try_shifts (rand, table, move);
        }
      if (preview->needs_tile_return)
        {
          move->has_returns = TRUE;
          for (guint p = 0; p < gk_table_get_n_players (table); p++)
            {
              guint held = gk_table_get_tiles (table, (gint) p);

              /* The acting player's played tile is no longer behind the screen. */
              if ((gint) p == move->player && move->tile != GK_NO_TILE
                  && preview->resolved != GK_ACTION_EXPLOIT)
                held--;
              move->returns[p] = held > 0 ? (guint) g_rand_int_range (rand, 0, (gint32) held + 1) : 0;
            }
        }
      if (!preview->needs_take && !preview->needs_marker && !preview->needs_tile_return)
        return;
    }
}

GkGame *
gk_random_game_play (GRand                     *rand,
                     const GkSetup             *setup,
                     const GkRandomGameOptions *options,
                     GkRandomGameFunc           func,
                     gpointer                   user_data)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint moves = 0;

  game = gk_game_new (setup, &error);
  g_assert_no_error (error);

  while (!gk_table_is_game_over (gk_game_get_table (game)) && moves < options->max_moves)
    {
      const GkTable *table = gk_game_get_table (game);
      GkMove move;

      if (gk_table_get_actions_done (table) == 0)
        {
          for (guint i = 0; i < gk_table_get_n_players (table); i++)
            {
              gint p = (gk_table_get_first_player (table) + (gint) i)
                       % (gint) gk_table_get_n_players (table);

              if (gk_table_can_renew (gk_game_get_table (game), p)
                  && g_rand_double (rand) < options->p_renew)
                {
                  gk_move_init_renew (&move, p);
                  if (!gk_game_push (game, &move, &error))
                    g_error ("renewal refused: %s", error->message);
                  moves++;
                  if (func != NULL && !func (game, &move, user_data))
                    return g_steal_pointer (&game);
                }
            }
          table = gk_game_get_table (game);
        }

      gk_move_init_action (&move, gk_table_get_next_player (table),
                           random_playable_card (rand, table, options->slow), GK_NO_TILE);
      if (move.player == GK_PLAYER_HAL)
        {
          /* rules.md 10: the opponent always builds with a tile drawn for
           * it; at the expert level a second card may replace the first. */
          GkCard first = move.card;

          move.tile = random_unseen_tile (rand, table);
          if (gk_table_opponent_draws_second (table, first))
            {
              GkCard second;

              do
                second = random_playable_card (rand, table, FALSE);
              while (second == first);
              gk_move_set_drawn (&move, first, second);
              move.card = gk_table_get_opponent_choice (table, first, second);
            }
        }
      else if (gk_table_get_tiles (table, move.player) > 0
               && g_rand_double (rand) < options->p_tile)
        move.tile = random_unseen_tile (rand, table);
      complete_move (rand, table, options->slow, options->p_shift, &move);

      if (!gk_game_push (game, &move, &error))
        g_error ("random legal move refused: %s", error->message);
      moves++;
      if (func != NULL && !func (game, &move, user_data))
        break;
    }

  return g_steal_pointer (&game);
}
