/* gk-table-position.c: a finished table entered by hand
 *
 * The table a GkPosition builds (gk-position.c) for scoring alone: players,
 * characters, kept cards and buildings, each refused with a translated
 * message when it cannot be on a real table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-format.h"
#include "gk-table-private.h"

GkTable *
gk_table_new_position (guint n_players)
{
  GkTable *t;

  g_return_val_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS, NULL);

  t = g_new (GkTable, 1);
  _gk_table_init_empty (t, n_players);
  t->is_position = TRUE;
  t->game_over = TRUE;
  t->tiles_removed = gk_rules_tiles_removed (n_players);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = gk_setup_default_player_name (p);

      t->players[p].name = g_ref_string_new (name);
      t->players[p].colour = (GkPlayerColour) p;
      t->players[p].supply = gk_rules_supply_per_colour (n_players);
    }
  return t;
}

/* A position knows no supply: what is neither behind the screen nor in the
 * city is taken to be in it. */
static void
position_update_supply (GkTable *t,
                        gint     player)
{
  guint total = gk_rules_supply_per_colour (t->n_players);
  guint used = t->players[player].screen + _gk_table_resources_in_city (t, player);

  t->players[player].supply = used < total ? total - used : 0;
}

void
gk_table_position_set_player (GkTable        *table,
                              gint            player,
                              const char     *name,
                              GkPlayerColour  colour,
                              guint           points,
                              guint           renewal_tokens,
                              guint           resources,
                              guint           tiles)
{
  GkTablePlayer *p;

  g_return_if_fail (table != NULL && table->is_position);
  g_return_if_fail (player >= 0 && (guint) player < table->n_players);
  g_return_if_fail (name != NULL);
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);

  p = &table->players[player];
  g_clear_pointer (&p->name, g_ref_string_release);
  {
    g_autofree char *normalized = gk_player_name_normalize (name);

    p->name = g_ref_string_new (normalized);
  }
  p->colour = colour;
  p->points = points;
  p->renewal_tokens = MIN (renewal_tokens, GK_RENEWAL_TOKENS);
  p->screen = resources;
  p->tiles = tiles;
  position_update_supply (table, player);
}

gboolean
gk_table_position_add_character (GkTable   *table,
                                 gint       player,
                                 GkColour   colour,
                                 GkTrigger  trigger,
                                 GError   **error)
{
  GkTablePlayer *p;

  g_return_val_if_fail (table != NULL && table->is_position, FALSE);
  g_return_val_if_fail (player >= 0 && (guint) player < table->n_players, FALSE);
  g_return_val_if_fail (colour < GK_N_COLOURS && trigger < GK_N_TRIGGERS, FALSE);

  p = &table->players[player];
  if (p->n_characters >= GK_N_CHARACTERS)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("%s already has 3 characters."), p->name);
      return FALSE;
    }
  p->characters[p->n_characters].colour = colour;
  p->characters[p->n_characters].trigger = trigger;
  p->n_characters++;
  return TRUE;
}

static gboolean
card_is_kept (const GkTable *table,
              GkCard         card)
{
  for (guint p = 0; p < table->n_players; p++)
    for (guint k = 0; k < table->players[p].n_kept; k++)
      if (table->players[p].kept[k] == card)
        return TRUE;
  return FALSE;
}

gboolean
gk_table_position_add_kept (GkTable *table,
                            gint     player,
                            GkCard   card,
                            GError **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (table != NULL && table->is_position, FALSE);
  g_return_val_if_fail (player >= 0 && (guint) player < table->n_players, FALSE);

  if (!gk_card_is_building (card))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("Only building cards are kept in front of a screen."));
      return FALSE;
    }

  name = gk_card_get_name (card);
  if (card_is_kept (table, card))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("%s is kept twice: every card is unique."), name);
      return FALSE;
    }

  if (table->top_of[card] >= 0)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("%s is the top of a building, so its card cannot be kept."), name);
      return FALSE;
    }

  table->players[player].kept[table->players[player].n_kept++] = (gint8) card;
  return TRUE;
}

/* Every tile of a building is a building tile, used once in the city; the
 * top one's card is not kept by anyone. */
static gboolean
check_building_tiles (const GkTable  *table,
                      const GkTile   *tiles,
                      guint           n_tiles,
                      GError        **error)
{
  for (guint i = 0; i < n_tiles; i++)
    {
      g_autofree char *name = NULL;
      gboolean twice;

      if (tiles[i] < 0 || tiles[i] >= GK_N_TILES)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP, _("That is not a building tile."));
          return FALSE;
        }
      name = gk_card_get_name (tiles[i]);
      twice = table->in_city[tiles[i]];
      for (guint j = 0; j < i; j++)
        twice |= tiles[j] == tiles[i];
      if (twice)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("%s is used twice: every tile is unique."), name);
          return FALSE;
        }
      if (i + 1 == n_tiles && card_is_kept (table, tiles[i]))
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("%s is the top of a building, so its card cannot be kept."), name);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
gk_table_position_add_building (GkTable      *table,
                                gint          x,
                                gint          y,
                                gint          owner,
                                const GkTile *tiles,
                                guint         n_tiles,
                                GError      **error)
{
  gint b;

  g_return_val_if_fail (table != NULL && table->is_position, FALSE);
  g_return_val_if_fail (tiles != NULL || n_tiles == 0, FALSE);

  if (n_tiles == 0)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("The building at (%d, %d) has no tile."), x, y);
      return FALSE;
    }
  if (owner != GK_NO_PLAYER && !(owner >= 0 && (guint) owner < table->n_players))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("The building at (%d, %d) belongs to a player who is not in the game."),
                   x, y);
      return FALSE;
    }
  if (owner == GK_NO_PLAYER && n_tiles > 1)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("The building at (%d, %d) has %u levels but no owner: only the "
                     "starting tiles are unowned."), x, y, n_tiles);
      return FALSE;
    }
  if (_gk_table_find_building (table, x, y) >= 0)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("There are two buildings at (%d, %d)."), x, y);
      return FALSE;
    }
  if (!check_building_tiles (table, tiles, n_tiles, error))
    return FALSE;

  b = _gk_table_add_building (table, x, y, tiles[0], owner);
  for (guint i = 1; i < n_tiles; i++)
    {
      GkBuilding *bd = &table->buildings[b];

      table->under[tiles[i]] = (gint8) bd->top;
      table->top_of[bd->top] = -1;
      table->top_of[tiles[i]] = (gint8) b;
      table->in_city[tiles[i]] = TRUE;
      bd->top = tiles[i];
      bd->height++;
    }
  if (owner != GK_NO_PLAYER)
    position_update_supply (table, owner);

  return TRUE;
}

gboolean
gk_table_position_validate (const GkTable *table,
                            GError       **error)
{
  g_return_val_if_fail (table != NULL && table->is_position, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A card is kept by the player who covered its tile (rules.md 4.C.6). */
  for (guint p = 0; p < table->n_players; p++)
    for (guint k = 0; k < table->players[p].n_kept; k++)
      {
        GkCard card = table->players[p].kept[k];

        if (!table->in_city[card])
          {
            g_autofree char *name = gk_card_get_name (card);

            g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                         _("%s keeps the card %s, but no building in the city holds its tile: "
                           "a card is kept by the player who built over its tile."),
                         table->players[p].name, name);
            return FALSE;
          }
      }

  return TRUE;
}

gboolean
gk_table_is_position (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);
  return table->is_position;
}
