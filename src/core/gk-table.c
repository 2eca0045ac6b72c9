/* gk-table.c: the whole table at one moment of a game
 *
 * The table's state: creating it from a setup, copying and freeing it, and
 * every getter.  The rules that move it on are in gk-table-play.c (the
 * solo opponent's in gk-table-solo.c); a finished position entered by hand
 * in gk-table-position.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-table-private.h"

const gint _gk_table_neighbours[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };

/* ------------------------------------------------------------------ */
/* The state, shared by the table's files                              */
/* ------------------------------------------------------------------ */

/* The name shown for seat @player left unnamed: "Player 2" in the language
 * of the moment, made once per seat and language. */
static const char *
default_name (gint player)
{
  static GMutex lock;
  static const char *formats[GK_MAX_PLAYERS];
  static char *names[GK_MAX_PLAYERS];
  /* The translation of gk_setup_default_player_name()'s format: a new
   * language makes the names again. */
  const char *format = _("Player %u");
  const char *name;

  g_mutex_lock (&lock);
  if (formats[player] != format)
    {
      /* Kept, not freed: a name handed out stays valid. */
      names[player] = gk_setup_default_player_name ((guint) player);
      formats[player] = format;
    }
  name = names[player];
  g_mutex_unlock (&lock);
  return name;
}

const char *
_gk_table_player_name (const GkTable *t,
                       gint           player)
{
  const char *name;

  if (player == GK_PLAYER_HAL)
    /* TRANSLATORS: the solo game's virtual opponent; Hungarian "Hal", Russian "Гоша" */
    return _("HAL");
  name = t->players[player].name;
  if (name == NULL || *name == '\0')
    return default_name (player);
  return name;
}

gboolean
_gk_table_valid_slot (const GkTable *t,
                      gint           player)
{
  if (player == GK_PLAYER_HAL)
    return t->variant == GK_VARIANT_SOLO;
  return player >= 0 && (guint) player < t->n_players;
}

/* Whose turn it is in the current round: seats from the first player on;
 * in a solo game the human, then the opponent (rules.md 10). */
gint
_gk_table_expected_player (const GkTable *t)
{
  if (t->variant == GK_VARIANT_SOLO)
    return t->actions_done == 0 ? 0 : GK_PLAYER_HAL;
  return (t->first_player + (gint) t->actions_done) % (gint) t->n_players;
}

gint
_gk_table_find_building (const GkTable *t,
                         gint           x,
                         gint           y)
{
  for (guint i = 0; i < t->n_buildings; i++)
    if (t->buildings[i].x == x && t->buildings[i].y == y)
      return (gint) i;
  return -1;
}

gint
_gk_table_marker_at (const GkTable *t,
                     gint           x,
                     gint           y)
{
  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (t->marker_x[i] == x && t->marker_y[i] == y)
      return (gint) i;
  return -1;
}

/* rules.md 9.7: an empty cell holds no building and no marker. */
gboolean
_gk_table_cell_is_empty (const GkTable *t,
                         gint           x,
                         gint           y)
{
  return _gk_table_find_building (t, x, y) < 0 && _gk_table_marker_at (t, x, y) < 0;
}

gboolean
_gk_table_next_to_building (const GkTable *t,
                            gint           x,
                            gint           y)
{
  for (guint n = 0; n < 4; n++)
    if (_gk_table_find_building (t, x + _gk_table_neighbours[n][0],
                                 y + _gk_table_neighbours[n][1]) >= 0)
      return TRUE;
  return FALSE;
}

guint
_gk_table_resources_in_city (const GkTable *t,
                             gint           player)
{
  guint sum = 0;

  for (guint i = 0; i < t->n_buildings; i++)
    if (t->buildings[i].owner == player)
      sum += t->buildings[i].height;
  return sum;
}

gint
_gk_table_add_building (GkTable *t,
                        gint     x,
                        gint     y,
                        GkTile   tile,
                        gint     owner)
{
  GkBuilding *b;

  g_assert (t->n_buildings < GK_N_TILES);
  g_assert (!t->in_city[tile]);

  b = &t->buildings[t->n_buildings];
  b->x = x;
  b->y = y;
  b->height = 1;
  b->top = tile;
  b->owner = owner;
  b->build_site = FALSE;
  t->under[tile] = -1;
  t->top_of[tile] = (gint8) t->n_buildings;
  t->in_city[tile] = TRUE;

  return (gint) t->n_buildings++;
}

void
_gk_table_init_empty (GkTable *t,
                      guint    n_players)
{
  memset (t, 0, sizeof *t);
  t->n_players = n_players;
  t->first_player = 0;
  t->end_player = GK_NO_PLAYER;
  t->round = 1;
  memset (t->under, -1, sizeof t->under);
  memset (t->top_of, -1, sizeof t->top_of);
  for (guint i = 0; i < GK_N_LETTERS; i++)
    {
      /* Off the board until placed: no cell is this far out. */
      t->marker_x[i] = G_MININT / 2;
      t->marker_y[i] = G_MININT / 2;
    }
}

void
_gk_table_assign (GkTable       *dst,
                  const GkTable *src)
{
  GRefString *names[GK_TABLE_N_SLOTS];

  for (guint p = 0; p < GK_TABLE_N_SLOTS; p++)
    names[p] = dst->players[p].name;
  memcpy (dst, src, sizeof *dst);
  /* A name both tables share (every name, move after move) keeps its
   * reference. */
  for (guint p = 0; p < GK_TABLE_N_SLOTS; p++)
    if (dst->players[p].name != names[p])
      {
        if (dst->players[p].name != NULL)
          g_ref_string_acquire (dst->players[p].name);
        g_clear_pointer (&names[p], g_ref_string_release);
      }
}

/* ------------------------------------------------------------------ */
/* Public: construction                                                */
/* ------------------------------------------------------------------ */

/* What a player takes at the start (rules.md 2.8, 10): none of it runs
 * short, the box holds more than any start takes. */
static void
take_start (GkTable *t,
            gint     player,
            guint    tiles,
            guint    resources,
            guint    points)
{
  GkTablePlayer *p = &t->players[player];

  g_assert (t->reserve > tiles && p->supply >= resources);
  t->reserve -= tiles;
  p->tiles += tiles;
  p->supply -= resources;
  p->screen += resources;
  p->points += points;
}

/* Cards dealt before round 1: the draw pile always holds more than the
 * deal takes, so no rebuild happens yet (rules.md 2.9). */
static void
deal_cards (GkTable *t,
            gint     player,
            guint    n)
{
  g_assert (t->draw_pile > n);
  t->draw_pile -= n;
  t->players[player].hand += n;
}

/* The start of the game: the characters' tiles, resources and points and
 * 4 cards each (rules.md 2.8, 2.9); solo, the human's 6 tiles, resources
 * and points, 3 cards, and 1 face down for the opponent (rules.md 10). */
static void
deal (GkTable       *t,
      const GkSetup *setup)
{
  if (setup->variant == GK_VARIANT_SOLO)
    {
      take_start (t, 0, GK_SOLO_START_TILES, GK_SOLO_START_RESOURCES, GK_SOLO_START_POINTS);
      deal_cards (t, 0, 3);
      deal_cards (t, GK_PLAYER_HAL, 1);
      return;
    }

  for (guint p = 0; p < setup->n_players; p++)
    {
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        {
          const GkCharacter *ch = &setup->players[p].characters[c];

          take_start (t, (gint) p, ch->tiles, ch->resources, ch->points);
        }
      deal_cards (t, (gint) p, GK_HAND_SIZE);
    }
}

GkTable *
gk_table_new (const GkSetup *setup)
{
  GkTable *t;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (gk_setup_validate (setup, NULL), NULL);

  t = g_new (GkTable, 1);
  _gk_table_init_empty (t, setup->n_players);
  t->variant = setup->variant;
  t->solo_level = setup->solo_level;

  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      {
        GkTile tile = setup->start[y][x];

        _gk_table_add_building (t, (gint) x, (gint) y, tile, GK_NO_PLAYER);
        t->circulation[tile] = TRUE;
      }
  for (guint i = 0; i < GK_N_LETTERS; i++)
    {
      t->marker_x[i] = setup->marker_x[i];
      t->marker_y[i] = setup->marker_y[i];
      t->circulation[gk_card_from_letter (i)] = TRUE;
    }

  /* rules.md 2.3-2.7 */
  t->tiles_removed = gk_rules_tiles_removed (setup->n_players);
  t->reserve = gk_rules_reserve_size (setup->n_players);
  t->draw_pile = GK_N_LETTERS + 9;
  t->discard_pile = gk_rules_cards_burned (setup->n_players);
  t->draw_pile -= t->discard_pile;

  for (guint p = 0; p < setup->n_players; p++)
    {
      GkTablePlayer *pl = &t->players[p];

      pl->name = g_ref_string_new (setup->players[p].name);
      pl->colour = setup->players[p].colour;
      pl->supply = gk_rules_supply_per_colour (setup->n_players);
      if (setup->variant == GK_VARIANT_SOLO)
        continue;
      pl->renewal_tokens = GK_RENEWAL_TOKENS;
      pl->n_characters = GK_N_CHARACTERS;
      memcpy (pl->characters, setup->players[p].characters, sizeof pl->characters);
    }

  if (setup->variant == GK_VARIANT_SOLO)
    {
      /* rules.md 10: the opponent plays the 25 resources of its colour
       * from the supply. */
      t->players[GK_PLAYER_HAL].colour = setup->opponent_colour;
      t->players[GK_PLAYER_HAL].supply = GK_RESOURCES_PER_COLOUR;
    }

  deal (t, setup);
  return t;
}

GkTable *
gk_table_copy (const GkTable *table)
{
  GkTable *copy;

  g_return_val_if_fail (table != NULL, NULL);

  /* Every byte is copied: no zeroing first (a replay copies a table per
   * move). */
  copy = g_memdup2 (table, sizeof *table);
  for (guint p = 0; p < GK_TABLE_N_SLOTS; p++)
    if (copy->players[p].name != NULL)
      g_ref_string_acquire (copy->players[p].name);
  return copy;
}

void
gk_table_free (GkTable *table)
{
  if (table == NULL)
    return;

  for (guint p = 0; p < GK_TABLE_N_SLOTS; p++)
    g_clear_pointer (&table->players[p].name, g_ref_string_release);
  g_free (table);
}

void
gk_preview_free (GkPreview *preview)
{
  if (preview == NULL)
    return;
  g_clear_pointer (&preview->effects, g_array_unref);
  g_free (preview);
}

/* ------------------------------------------------------------------ */
/* Public: accessors                                                   */
/* ------------------------------------------------------------------ */

guint
gk_table_get_n_players (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->n_players;
}

GkVariant
gk_table_get_variant (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, GK_VARIANT_STANDARD);
  return table->variant;
}

guint
gk_table_get_round (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->round;
}

gint
gk_table_get_first_player (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, GK_NO_PLAYER);
  return table->first_player;
}

gint
gk_table_get_next_player (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, GK_NO_PLAYER);

  if (table->game_over || table->is_position)
    return GK_NO_PLAYER;
  return _gk_table_expected_player (table);
}

guint
gk_table_get_actions_done (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->actions_done;
}

gboolean
gk_table_uses_renewal_tokens (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  /* rules.md 10: nobody has renewal tokens in the solo game. */
  return table->variant != GK_VARIANT_SOLO;
}

gboolean
gk_table_has_tile_return (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  /* rules.md 10: the solo game has no tile-return step. */
  return table->variant != GK_VARIANT_SOLO;
}

gboolean
gk_table_in_renewals (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  /* rules.md 3.1: a hand is renewed while cards are chosen, before the
   * round's first card is resolved. */
  return !table->is_position && !table->game_over && table->actions_done == 0;
}

gboolean
gk_table_can_renew (const GkTable *table,
                    gint           player)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return gk_table_in_renewals (table)
         && player >= 0 && (guint) player < table->n_players
         && table->players[player].renewal_tokens > 0;
}

GkSoloLevel
gk_table_get_solo_level (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, GK_SOLO_NORMAL);
  return table->solo_level;
}

GkEndTrigger
gk_table_get_end_trigger (const GkTable *table,
                          gint          *player)
{
  g_return_val_if_fail (table != NULL, GK_END_NONE);

  if (player != NULL)
    *player = table->end_player;
  return table->end_trigger;
}

gboolean
gk_table_is_last_round (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);
  return table->end_trigger != GK_END_NONE;
}

gboolean
gk_table_is_game_over (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);
  return table->game_over;
}

guint
gk_table_get_draw_pile (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->draw_pile;
}

guint
gk_table_get_discard_pile (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->discard_pile;
}

gboolean
gk_table_card_in_discard (const GkTable *table,
                          GkCard         card)
{
  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, FALSE);
  return table->discarded[card];
}

gboolean
gk_table_card_in_circulation (const GkTable *table,
                              GkCard         card)
{
  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, FALSE);
  return table->circulation[card];
}

gboolean
gk_table_card_playable (const GkTable *table,
                        GkCard         card)
{
  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, FALSE);
  return table->circulation[card] && !table->discarded[card];
}

guint
gk_table_get_reshuffles (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->reshuffles;
}

GArray *
gk_table_get_build_sites (const GkTable *table)
{
  GArray *cards;

  g_return_val_if_fail (table != NULL, NULL);

  cards = g_array_new (FALSE, FALSE, sizeof (GkCard));
  /* Tile ids run by colour, then number. */
  for (GkTile tile = 0; tile < GK_N_TILES; tile++)
    if (table->top_of[tile] >= 0 && table->buildings[table->top_of[tile]].build_site)
      g_array_append_val (cards, tile);
  return cards;
}

guint
gk_table_get_tile_reserve (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->reserve;
}

guint
gk_table_get_reserve_exhaustions (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->exhaustions;
}

gboolean
gk_table_tile_in_city (const GkTable *table,
                       GkTile         tile)
{
  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (tile >= 0 && tile < GK_N_TILES, FALSE);
  return table->in_city[tile];
}

guint
gk_table_get_tiles_removed (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->tiles_removed;
}

guint
gk_table_get_n_buildings (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->n_buildings;
}

const GkBuilding *
gk_table_get_building (const GkTable *table,
                       guint          index)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (index < table->n_buildings, NULL);
  return &table->buildings[index];
}

const GkBuilding *
gk_table_get_building_at (const GkTable *table,
                          gint           x,
                          gint           y)
{
  gint b;

  g_return_val_if_fail (table != NULL, NULL);

  b = _gk_table_find_building (table, x, y);
  return b >= 0 ? &table->buildings[b] : NULL;
}

const GkBuilding *
gk_table_find_top (const GkTable *table,
                   GkTile         tile)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (tile >= 0 && tile < GK_N_TILES, NULL);

  return table->top_of[tile] >= 0 ? &table->buildings[table->top_of[tile]] : NULL;
}

guint
gk_table_get_stack (const GkTable *table,
                    gint           x,
                    gint           y,
                    GkTile        *tiles,
                    guint          max)
{
  gint b;
  guint height;
  gint tile;

  g_return_val_if_fail (table != NULL, 0);

  b = _gk_table_find_building (table, x, y);
  if (b < 0)
    return 0;

  height = table->buildings[b].height;
  tile = table->buildings[b].top;
  for (guint i = height; i > 0 && tile >= 0; i--)
    {
      if (i - 1 < max)
        tiles[i - 1] = tile;
      tile = table->under[tile];
    }
  return height;
}

void
gk_table_get_marker (const GkTable *table,
                     guint          letter,
                     gint          *x,
                     gint          *y)
{
  g_return_if_fail (table != NULL);
  g_return_if_fail (letter < GK_N_LETTERS);

  *x = table->marker_x[letter];
  *y = table->marker_y[letter];
}

gint
gk_table_get_marker_at (const GkTable *table,
                        gint           x,
                        gint           y)
{
  g_return_val_if_fail (table != NULL, -1);
  return _gk_table_marker_at (table, x, y);
}

void
gk_table_get_bounds (const GkTable *table,
                     gint          *min_x,
                     gint          *min_y,
                     gint          *max_x,
                     gint          *max_y)
{
  gint x0 = 0, y0 = 0, x1 = 2, y1 = 2;

  g_return_if_fail (table != NULL);

  for (guint i = 0; i < table->n_buildings; i++)
    {
      x0 = MIN (x0, table->buildings[i].x);
      y0 = MIN (y0, table->buildings[i].y);
      x1 = MAX (x1, table->buildings[i].x);
      y1 = MAX (y1, table->buildings[i].y);
    }
  if (!table->is_position)
    for (guint i = 0; i < GK_N_LETTERS; i++)
      {
        x0 = MIN (x0, table->marker_x[i]);
        y0 = MIN (y0, table->marker_y[i]);
        x1 = MAX (x1, table->marker_x[i]);
        y1 = MAX (y1, table->marker_y[i]);
      }

  if (min_x) *min_x = x0;
  if (min_y) *min_y = y0;
  if (max_x) *max_x = x1;
  if (max_y) *max_y = y1;
}

#define PLAYER_OR_RETURN(table, player, val)                                 \
  g_return_val_if_fail ((table) != NULL, val);                               \
  g_return_val_if_fail (((player) >= 0 && (guint) (player) < (table)->n_players) \
                        || ((player) == GK_PLAYER_HAL                        \
                            && (table)->variant == GK_VARIANT_SOLO), val)

const char *
gk_table_get_player_name (const GkTable *table,
                          gint           player)
{
  PLAYER_OR_RETURN (table, player, NULL);
  return _gk_table_player_name (table, player);
}

const char *
gk_table_get_player_typed_name (const GkTable *table,
                                gint           player)
{
  PLAYER_OR_RETURN (table, player, NULL);
  if (player == GK_PLAYER_HAL)
    return _gk_table_player_name (table, player);
  return table->players[player].name != NULL ? table->players[player].name : "";
}

GkPlayerColour
gk_table_get_player_colour (const GkTable *table,
                            gint           player)
{
  PLAYER_OR_RETURN (table, player, GK_PLAYER_COLOUR_WHITE);
  return table->players[player].colour;
}

guint
gk_table_get_points (const GkTable *table,
                     gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].points;
}

guint
gk_table_get_resources_supply (const GkTable *table,
                               gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].supply;
}

guint
gk_table_get_resources_screen (const GkTable *table,
                               gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].screen;
}

gboolean
gk_table_player_has_screen (const GkTable *table,
                            gint           player)
{
  PLAYER_OR_RETURN (table, player, FALSE);
  /* rules.md 10: the solo opponent plays straight from its supply, with no
   * screen and no tiles in hand. */
  return player != GK_PLAYER_HAL;
}

guint
gk_table_get_resources_city (const GkTable *table,
                             gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return _gk_table_resources_in_city (table, player);
}

guint
gk_table_get_tiles (const GkTable *table,
                    gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].tiles;
}

guint
gk_table_get_renewal_tokens (const GkTable *table,
                             gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].renewal_tokens;
}

guint
gk_table_get_hand_size (const GkTable *table,
                        gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].hand;
}

guint
gk_table_get_n_characters (const GkTable *table,
                           gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].n_characters;
}

const GkCharacter *
gk_table_get_character (const GkTable *table,
                        gint           player,
                        guint          index)
{
  PLAYER_OR_RETURN (table, player, NULL);
  g_return_val_if_fail (index < table->players[player].n_characters, NULL);
  return &table->players[player].characters[index];
}

guint
gk_table_get_n_kept (const GkTable *table,
                     gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return table->players[player].n_kept;
}

GkCard
gk_table_get_kept (const GkTable *table,
                   gint           player,
                   guint          index)
{
  PLAYER_OR_RETURN (table, player, GK_NO_CARD);
  g_return_val_if_fail (index < table->players[player].n_kept, GK_NO_CARD);
  return table->players[player].kept[index];
}
