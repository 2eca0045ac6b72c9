/* gk-table-actions.c: the three actions and what they pay
 *
 * A human's action as the rules of play carry it out once it is checked
 * (rules.md 4): an exploit and its gains, an urbanization with its new
 * tile, its marker and the markers shifted after it (rules.md 9.7), a
 * construction and what it needs; the gains of a colour, the bonuses of
 * characters and building cards, and the resources end trigger.  The
 * entry point that chooses the action, the deck and the reserve are in
 * gk-table-play.c; the solo opponent's urbanization and construction are
 * these too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "gk-table-private.h"

/* ------------------------------------------------------------------ */
/* Gains (rules.md 4, 9.4)                                             */
/* ------------------------------------------------------------------ */

static gboolean
gain_tiles (GkRun    *run,
            gint      player,
            guint     amount,
            GkSource  source,
            gint      id)
{
  GkTable *t = run->t;
  guint given = 0;

  while (given < amount)
    {
      if (t->reserve == 0)
        break;

      t->reserve--;
      t->players[player].tiles++;
      given++;

      if (t->reserve == 0 && t->exhaustions < 2)
        {
          _gk_run_emit (run, GK_EFFECT_TILES, player, (gint) given, source, id, 0, 0);
          amount -= given;
          given = 0;
          if (!_gk_run_reserve_ran_out (run))
            return FALSE;
          if (run->needs_tile_return)
            break;
        }
    }

  if (given > 0)
    _gk_run_emit (run, GK_EFFECT_TILES, player, (gint) given, source, id, 0, 0);
  if (given < amount && !run->needs_tile_return)
    _gk_run_emit (run, GK_EFFECT_LOST, player, (gint) (amount - given), source, 1, 0, 0);

  return TRUE;
}

static void
gain_resources (GkRun    *run,
                gint      player,
                guint     amount,
                GkSource  source,
                gint      id)
{
  GkTablePlayer *p = &run->t->players[player];
  guint given = MIN (amount, p->supply);

  p->supply -= given;
  p->screen += given;
  if (given > 0)
    _gk_run_emit (run, GK_EFFECT_RESOURCES, player, (gint) given, source, id, 0, 0);
  if (given < amount)
    _gk_run_emit (run, GK_EFFECT_LOST, player, (gint) (amount - given), source, 0, 0, 0);
}

static void
gain_points (GkRun    *run,
             gint      player,
             guint     amount,
             GkSource  source,
             gint      id)
{
  if (amount == 0)
    return;
  run->t->players[player].points += amount;
  _gk_run_emit (run, GK_EFFECT_POINTS, player, (gint) amount, source, id, 0, 0);
}

/* rules.md 4: blue gives tiles, red resources, yellow points. */
static gboolean
gain (GkRun    *run,
      gint      player,
      GkColour  colour,
      guint     amount,
      GkSource  source,
      gint      id)
{
  switch (colour)
    {
    case GK_COLOUR_BLUE:
      return gain_tiles (run, player, amount, source, id);
    case GK_COLOUR_RED:
      gain_resources (run, player, amount, source, id);
      return TRUE;
    case GK_COLOUR_YELLOW:
      gain_points (run, player, amount, source, id);
      return TRUE;
    case GK_N_COLOURS:
    default:
      g_assert_not_reached ();
    }
}

/* rules.md 9.4: characters first, then building cards in the order the
 * player got them. */
static gboolean
pay_bonuses (GkRun     *run,
             gint       player,
             GkTrigger  trigger)
{
  GkTablePlayer *p = &run->t->players[player];

  for (guint c = 0; c < p->n_characters; c++)
    if (p->characters[c].trigger == trigger)
      if (!gain (run, player, p->characters[c].colour, 1, GK_SOURCE_CHARACTER, (gint) c))
        return FALSE;

  for (guint k = 0; k < p->n_kept; k++)
    {
      GkCard card = p->kept[k];
      GkTrigger card_trigger;
      guint items, extra;

      if (!gk_card_get_bonus (card, &card_trigger, &items, &extra) || card_trigger != trigger)
        continue;

      if (!gain (run, player, gk_tile_get_colour (card), items, GK_SOURCE_CARD, card))
        return FALSE;
      gain_points (run, player, extra, GK_SOURCE_CARD, card);
    }

  return TRUE;
}

/* rules.md 7 and 9.11: checked right after resources are placed. */
static void
check_resources_trigger (GkRun *run,
                         gint   player)
{
  const GkTablePlayer *p = &run->t->players[player];

  if (p->supply == 0 && p->screen == 0)
    _gk_run_trigger_end (run, GK_END_RESOURCES, player);
}

void
_gk_run_discard_played (GkRun  *run,
                        gint    player,
                        GkCard  card)
{
  GkTable *t = run->t;

  t->discarded[card] = TRUE;
  t->discard_pile++;
  _gk_run_emit (run, GK_EFFECT_DISCARD, player, 1, GK_SOURCE_ACTION, card, 0, 0);
}

/* ------------------------------------------------------------------ */
/* Marker placement (rules.md 4.B.3, 9.7)                              */
/* ------------------------------------------------------------------ */

static GArray *
marker_targets (const GkTable *t,
                gint           x,
                gint           y)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (gint));

  /* An empty cell orthogonally next to the new tile... */
  for (guint n = 0; n < 4; n++)
    {
      gint cx = x + _gk_table_neighbours[n][0];
      gint cy = y + _gk_table_neighbours[n][1];

      if ((cx != x || cy != y) && _gk_table_cell_is_empty (t, cx, cy))
        {
          g_array_append_val (cells, cx);
          g_array_append_val (cells, cy);
        }
    }

  if (cells->len > 0)
    return cells;

  /* ...or, when there is none, any empty cell next to a building. */
  for (guint i = 0; i < t->n_buildings; i++)
    for (guint n = 0; n < 4; n++)
      {
        gint cx = t->buildings[i].x + _gk_table_neighbours[n][0];
        gint cy = t->buildings[i].y + _gk_table_neighbours[n][1];
        gboolean dup = FALSE;

        if (!_gk_table_cell_is_empty (t, cx, cy))
          continue;
        for (guint j = 0; j < cells->len && !dup; j += 2)
          dup = g_array_index (cells, gint, j) == cx && g_array_index (cells, gint, j + 1) == cy;
        if (!dup)
          {
            g_array_append_val (cells, cx);
            g_array_append_val (cells, cy);
          }
      }

  return cells;
}

/* Do the letters still run in alphabetical order clockwise around the
 * city?  Sorted by angle around the city's centre, the letters must rise
 * (with one wrap from L back to A). */
static gboolean
markers_in_order (const GkTable *t)
{
  double cx = 0, cy = 0;
  double angle[GK_N_LETTERS];
  guint order[GK_N_LETTERS];
  guint descents = 0;

  for (guint i = 0; i < t->n_buildings; i++)
    {
      cx += t->buildings[i].x;
      cy += t->buildings[i].y;
    }
  cx /= MAX (t->n_buildings, 1);
  cy /= MAX (t->n_buildings, 1);

  for (guint i = 0; i < GK_N_LETTERS; i++)
    {
      /* y grows downwards: atan2 on (x, y) runs clockwise on screen. */
      angle[i] = atan2 (t->marker_y[i] - cy, t->marker_x[i] - cx);
      order[i] = i;
    }

  /* Insertion sort by angle: 12 items. */
  for (guint i = 1; i < GK_N_LETTERS; i++)
    for (guint j = i; j > 0 && angle[order[j - 1]] > angle[order[j]]; j--)
      {
        guint tmp = order[j];

        order[j] = order[j - 1];
        order[j - 1] = tmp;
      }

  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (order[(i + 1) % GK_N_LETTERS] < order[i])
      descents++;

  return descents <= 1;
}

/* ------------------------------------------------------------------ */
/* Actions (rules.md 4)                                                */
/* ------------------------------------------------------------------ */

gboolean
_gk_run_exploit (GkRun  *run,
                 gint    player,
                 GkCard  card)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;

  if (gk_card_is_letter (card))
    {
      /* rules.md 4.A: 1 resource or 1 tile, the player's choice. */
      switch (move->take)
        {
        case GK_TAKE_RESOURCE:
          gain_resources (run, player, 1, GK_SOURCE_ACTION, card);
          break;
        case GK_TAKE_TILE:
          if (!gain_tiles (run, player, 1, GK_SOURCE_ACTION, card))
            return FALSE;
          break;
        case GK_TAKE_NONE:
        default:
          if (!run->lenient)
            return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                                 _("An urbanization card played alone gives a resource or a tile: "
                                   "say which."));
          run->needs_take = TRUE;
          break;
        }
    }
  else
    {
      const GkBuilding *b = &t->buildings[t->top_of[card]];

      if (!gain (run, player, gk_tile_get_colour (b->top), b->height, GK_SOURCE_ACTION, card))
        return FALSE;
    }

  if (!pay_bonuses (run, player, GK_TRIGGER_EXPLOIT))
    return FALSE;

  _gk_run_discard_played (run, player, card);
  return TRUE;
}

/* rules.md 9.7: after the new tile and its marker, other markers may move,
 * each to an empty cell next to a building, to keep the alphabetical order. */
static gboolean
shift_markers (GkRun *run,
               guint  letter)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;

  for (guint i = 0; i < move->n_shifts; i++)
    {
      const GkShift *shift = &move->shifts[i];

      if (shift->letter >= GK_N_LETTERS)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE, _("There is no such marker."));
      if (shift->letter == letter)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Marker %c has just been placed: a shift moves another marker."),
                             'A' + letter);
      if (!_gk_table_cell_is_empty (t, shift->x, shift->y))
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Marker %c cannot be shifted to (%d, %d): that cell is not empty."),
                             'A' + shift->letter, shift->x, shift->y);
      if (!_gk_table_next_to_building (t, shift->x, shift->y))
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Marker %c cannot be shifted to (%d, %d): that cell is not "
                               "next to a building."),
                             'A' + shift->letter, shift->x, shift->y);

      t->marker_x[shift->letter] = shift->x;
      t->marker_y[shift->letter] = shift->y;
    }

  return TRUE;
}

/* rules.md 4.B.3 and 9.7: the marker goes to the cell entered, then the
 * shifts; the order is checked once all have moved, and only warned about. */
static gboolean
move_marker (GkRun *run,
             gint   player,
             guint  letter,
             gint   x,
             gint   y)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  g_autoptr(GArray) targets = marker_targets (t, x, y);
  gboolean allowed = FALSE;
  gboolean needed;
  gboolean ordered;

  if (!move->has_marker)
    {
      if (!run->lenient)
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Say where marker %c goes after the urbanization."), 'A' + letter);
      run->needs_marker = TRUE;
      return TRUE;
    }

  for (guint i = 0; i < targets->len && !allowed; i += 2)
    allowed = g_array_index (targets, gint, i) == move->marker_x
              && g_array_index (targets, gint, i + 1) == move->marker_y;

  if (!allowed)
    {
      if (!_gk_table_cell_is_empty (t, move->marker_x, move->marker_y))
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Marker %c cannot go to (%d, %d): that cell is not empty."),
                             'A' + letter, move->marker_x, move->marker_y);
      if (!_gk_table_next_to_building (t, move->marker_x, move->marker_y))
        return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                             _("Marker %c cannot go to (%d, %d): that cell is outside the edge "
                               "of the city."),
                             'A' + letter, move->marker_x, move->marker_y);
      return _gk_run_fail (run, GK_ERROR_INVALID_MOVE,
                           _("Marker %c must go to an empty cell next to the new tile."),
                           'A' + letter);
    }

  t->marker_x[letter] = move->marker_x;
  t->marker_y[letter] = move->marker_y;
  /* Shifts are for an order that would otherwise break: with the letters
   * in order once the marker is placed, they are accepted with a warning. */
  needed = !markers_in_order (t);
  if (!shift_markers (run, letter))
    return FALSE;

  ordered = markers_in_order (t);
  _gk_run_emit (run, GK_EFFECT_MARKER, player, ordered ? 0 : 1, GK_SOURCE_ACTION, (gint) letter,
                move->marker_x, move->marker_y);
  for (guint i = 0; i < move->n_shifts; i++)
    {
      GkShiftFlags flags = 0;

      if (!needed && i == 0)
        flags |= GK_SHIFT_UNNEEDED;
      if (!ordered && i + 1 == move->n_shifts)
        flags |= GK_SHIFT_STILL_BROKEN;
      _gk_run_emit (run, GK_EFFECT_SHIFT, player, (gint) flags, GK_SOURCE_ACTION,
                    (gint) move->shifts[i].letter, move->shifts[i].x, move->shifts[i].y);
    }

  return TRUE;
}

gboolean
_gk_run_urbanize (GkRun  *run,
                  gint    player,
                  GkCard  card,
                  GkTile  tile)
{
  GkTable *t = run->t;
  guint letter = gk_card_get_letter (card);
  gint x = t->marker_x[letter];
  gint y = t->marker_y[letter];
  GkTablePlayer *p = &t->players[player];
  gboolean opponent = player == GK_PLAYER_HAL;
  gint b;

  /* 1-2: the tile on the marker's cell, one resource and a build-site
   * marker; the solo opponent's tile comes from the reserve, its resource
   * from the supply (rules.md 10). */
  b = _gk_table_add_building (t, x, y, tile, player);
  t->buildings[b].build_site = TRUE;
  if (!opponent)
    p->tiles--;
  _gk_run_emit (run, GK_EFFECT_BUILD, player, 1, GK_SOURCE_ACTION, tile, x, y);
  if (opponent)
    p->supply--;
  else
    p->screen--;
  _gk_run_emit (run, GK_EFFECT_PLACE_RESOURCES, player, 1, GK_SOURCE_ACTION, tile, x, y);
  check_resources_trigger (run, player);

  /* 3: the marker moves, and any shifts after it. */
  if (!move_marker (run, player, letter, x, y))
    return FALSE;

  /* 4: every orthogonally adjacent building is activated, no exploit
   * bonus; the solo opponent gains 1 point per asset instead (its height). */
  for (guint n = 0; n < 4; n++)
    {
      gint nb = _gk_table_find_building (t, x + _gk_table_neighbours[n][0],
                                         y + _gk_table_neighbours[n][1]);

      if (nb < 0)
        continue;
      if (opponent)
        gain_points (run, player, t->buildings[nb].height, GK_SOURCE_ADJACENT,
                     t->buildings[nb].top);
      else if (!gain (run, player, gk_tile_get_colour (t->buildings[nb].top),
                      t->buildings[nb].height, GK_SOURCE_ADJACENT, t->buildings[nb].top))
        return FALSE;
    }

  /* 5-6: the opponent never uses a permanent bonus. */
  if (!opponent && !pay_bonuses (run, player, GK_TRIGGER_URBANIZATION))
    return FALSE;
  _gk_run_discard_played (run, player, card);

  return TRUE;
}

/* rules.md 4.C and 9.1: what a construction needs after the resources of
 * a building of one's own came back. */
GkFallback
_gk_table_construction_fallback (const GkTable    *t,
                                 gint              player,
                                 const GkBuilding *target,
                                 GkTile            tile)
{
  const GkTablePlayer *p = &t->players[player];
  guint have = p->screen + (target->owner == player ? target->height : 0);
  guint need = target->height + 1;
  guint covered = gk_tile_get_number (target->top);
  guint number = gk_tile_get_number (tile);

  if (gk_tile_get_colour (tile) != gk_tile_get_colour (target->top))
    need++;
  if (have < need)
    return GK_FALLBACK_RESOURCES;
  if (number < covered && p->points < covered - number)
    return GK_FALLBACK_POINTS;
  return GK_FALLBACK_NONE;
}

gboolean
_gk_run_construct (GkRun  *run,
                   gint    player,
                   GkCard  card,
                   GkTile  tile)
{
  GkTable *t = run->t;
  gint bi = t->top_of[card];
  GkBuilding *b = &t->buildings[bi];
  GkTablePlayer *p = &t->players[player];
  guint covered = gk_tile_get_number (b->top);
  guint number = gk_tile_get_number (tile);
  gboolean opponent = player == GK_PLAYER_HAL;

  /* 1: resources back to the owner; another player's building pays its
   * owner.  The solo opponent's go back to its supply (rules.md 10.4). */
  if (b->owner != GK_NO_PLAYER)
    {
      GkTablePlayer *owner = &t->players[b->owner];

      if (b->owner == GK_PLAYER_HAL)
        owner->supply += b->height;
      else
        owner->screen += b->height;
      _gk_run_emit (run, GK_EFFECT_RESOURCES_BACK, b->owner, (gint) b->height, GK_SOURCE_OWNER,
                    b->top, b->x, b->y);
      if (b->owner != player)
        gain_points (run, b->owner, b->height, GK_SOURCE_OWNER, b->top);
    }

  /* 2: the tile on top; a lower number costs the difference, a new colour
   * 1 resource.  The solo opponent pays neither: no points, and nothing
   * for a colour change, whose resource would go from its supply back to
   * its supply (rules.md 10.3). */
  t->under[tile] = (gint8) b->top;
  t->top_of[b->top] = -1;
  t->top_of[tile] = (gint8) bi;
  t->in_city[tile] = TRUE;
  t->circulation[card] = FALSE;
  if (!opponent && gk_tile_get_colour (tile) != gk_tile_get_colour (b->top))
    {
      p->screen--;
      p->supply++;
      _gk_run_emit (run, GK_EFFECT_RESOURCES, player, -1, GK_SOURCE_ACTION, tile, b->x, b->y);
    }
  b->top = tile;
  b->height++;
  if (!opponent)
    p->tiles--;
  _gk_run_emit (run, GK_EFFECT_BUILD, player, (gint) b->height, GK_SOURCE_ACTION, tile, b->x, b->y);
  if (!opponent && number < covered)
    {
      p->points -= covered - number;
      _gk_run_emit (run, GK_EFFECT_POINTS, player, -(gint) (covered - number), GK_SOURCE_ACTION,
                    tile, b->x, b->y);
    }

  /* 3-4: one own resource per level, and a build-site marker. */
  if (opponent)
    p->supply -= b->height;
  else
    p->screen -= b->height;
  b->owner = player;
  b->build_site = TRUE;
  _gk_run_emit (run, GK_EFFECT_PLACE_RESOURCES, player, (gint) b->height, GK_SOURCE_ACTION, tile,
                b->x, b->y);
  check_resources_trigger (run, player);

  /* 5-6: bonuses (never the opponent's), then the card is kept. */
  if (!opponent && !pay_bonuses (run, player, GK_TRIGGER_CONSTRUCTION))
    return FALSE;
  p->kept[p->n_kept++] = (gint8) card;
  _gk_run_emit (run, GK_EFFECT_KEEP_CARD, player, 1, GK_SOURCE_ACTION, card, 0, 0);

  return TRUE;
}

GArray *
gk_table_get_marker_targets (const GkTable *table,
                             guint          letter)
{
  g_autoptr(GkTable) scratch = NULL;
  gint x, y;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (letter < GK_N_LETTERS, NULL);

  /* As the rules see it once the tile lies on the marker's cell. */
  scratch = gk_table_copy (table);
  x = scratch->marker_x[letter];
  y = scratch->marker_y[letter];
  scratch->marker_x[letter] = G_MININT / 2;
  scratch->marker_y[letter] = G_MININT / 2;
  for (GkTile tile = 0; tile < GK_N_TILES; tile++)
    if (!scratch->in_city[tile])
      {
        _gk_table_add_building (scratch, x, y, tile, GK_NO_PLAYER);
        break;
      }

  return marker_targets (scratch, x, y);
}
