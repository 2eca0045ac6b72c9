/* gk-table.c: the whole table, and the rules of play
 *
 * Every rule of play lives in this file and is reached through one entry
 * point, apply_move(): the game log is replayed through it, the preview runs
 * it on a copy, and undo replays the log up to a cursor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gk-format.h"
#include "gk-table.h"
#include "gk-table-private.h"

#define N_SLOTS (GK_MAX_PLAYERS + 1)   /* seats, then the solo opponent */

typedef struct
{
  GRefString  *name;
  GkPlayerColour colour;
  guint        points;
  guint        supply;             /* resources of this colour in the general supply */
  guint        screen;             /* resources behind the screen */
  guint        tiles;              /* tiles behind the screen */
  guint        renewal_tokens;
  guint        hand;
  guint        n_characters;
  GkCharacter  characters[GK_N_CHARACTERS];
  guint        n_kept;
  gint8        kept[GK_N_TILES];
} Player;

struct _GkTable
{
  gboolean     is_position;
  GkVariant    variant;
  GkSoloLevel  solo_level;
  guint        n_players;
  Player       players[N_SLOTS];

  /* The city */
  guint        n_buildings;
  GkBuilding   buildings[GK_N_TILES];
  gint8        under[GK_N_TILES];          /* tile below each tile in the city, or -1 */
  gint8        top_of[GK_N_TILES];         /* building whose top is this tile, or -1 */
  gboolean     in_city[GK_N_TILES];
  gint         marker_x[GK_N_LETTERS];
  gint         marker_y[GK_N_LETTERS];

  /* Cards */
  gboolean     circulation[GK_N_CARDS];    /* in the deck, a hand or the discard pile */
  gboolean     discarded[GK_N_CARDS];      /* known to lie in the discard pile */
  guint        draw_pile;
  guint        discard_pile;
  guint        reshuffles;

  /* Tiles */
  guint        reserve;
  guint        exhaustions;
  guint        tiles_removed;

  /* The round */
  guint        round;
  gint         first_player;
  guint        actions_done;
  GkEndTrigger end_trigger;
  gint         end_player;
  gboolean     game_over;
};

/* One run of apply_move(). */
typedef struct
{
  GkTable      *t;
  const GkMove *move;
  GArray       *effects;
  GkPreview    *preview;     /* non-NULL: missing choices are noted, not refused */
  GError      **error;
  gboolean      failed;
  gboolean      returns_used;
} Run;

static const gint neighbours[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

static void
emit (Run          *run,
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

static gboolean
fail (Run        *run,
      gint        code,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Run        *run,
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

static const char *
player_name (const GkTable *t,
             gint           player)
{
  if (player == GK_PLAYER_HAL)
    /* TRANSLATORS: the solo game's virtual opponent; Hungarian "Hal", Russian "Гоша" */
    return _("HAL");
  return t->players[player].name;
}

static gboolean
valid_slot (const GkTable *t,
            gint           player)
{
  if (player == GK_PLAYER_HAL)
    return t->variant == GK_VARIANT_SOLO;
  return player >= 0 && (guint) player < t->n_players;
}

/* Whose turn it is in the current round: seats from the first player on;
 * in a solo game the human, then the opponent (rules.md 10). */
static gint
expected_player (const GkTable *t)
{
  if (t->variant == GK_VARIANT_SOLO)
    return t->actions_done == 0 ? 0 : GK_PLAYER_HAL;
  return (t->first_player + (gint) t->actions_done) % (gint) t->n_players;
}

/* Actions in a round: one per seat, plus the solo opponent's. */
static guint
actions_per_round (const GkTable *t)
{
  return t->variant == GK_VARIANT_SOLO ? t->n_players + 1 : t->n_players;
}

static gint
find_building (const GkTable *t,
               gint           x,
               gint           y)
{
  for (guint i = 0; i < t->n_buildings; i++)
    if (t->buildings[i].x == x && t->buildings[i].y == y)
      return (gint) i;
  return -1;
}

static gint
marker_at (const GkTable *t,
           gint           x,
           gint           y)
{
  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (t->marker_x[i] == x && t->marker_y[i] == y)
      return (gint) i;
  return -1;
}

/* rules.md 9.7: an empty cell holds no building and no marker. */
static gboolean
cell_is_empty (const GkTable *t,
               gint           x,
               gint           y)
{
  return find_building (t, x, y) < 0 && marker_at (t, x, y) < 0;
}

static gboolean
next_to_building (const GkTable *t,
                  gint           x,
                  gint           y)
{
  for (guint n = 0; n < 4; n++)
    if (find_building (t, x + neighbours[n][0], y + neighbours[n][1]) >= 0)
      return TRUE;
  return FALSE;
}

static guint
resources_in_city (const GkTable *t,
                   gint           player)
{
  guint sum = 0;

  for (guint i = 0; i < t->n_buildings; i++)
    if (t->buildings[i].owner == player)
      sum += t->buildings[i].height;
  return sum;
}

static gint
add_building (GkTable *t,
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

static void
init_empty (GkTable *t,
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

/* ------------------------------------------------------------------ */
/* The deck (rules.md 3.3, 5, 9.8)                                     */
/* ------------------------------------------------------------------ */

/* The moment the draw pile runs out: build-site cards join the discard
 * pile, it is shuffled into the new pile, 7 are burned with 2-3 players
 * (never the last card), the build-site markers come off. */
static void
rebuild (Run *run)
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
      emit (run, GK_EFFECT_REBUILD_CARD, GK_NO_PLAYER, 1, GK_SOURCE_RULES, tile, b->x, b->y);
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

  if (run->preview != NULL)
    run->preview->rebuilds = TRUE;
  emit (run, GK_EFFECT_REBUILD, GK_NO_PLAYER, (gint) t->draw_pile, GK_SOURCE_RULES,
        (gint) burn, 0, 0);
}

static void
draw_card (Run  *run,
           gint  player)
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
/* Gains and the tile reserve (rules.md 4, 7, 9.2, 9.3)                */
/* ------------------------------------------------------------------ */

static void
trigger_end (Run          *run,
             GkEndTrigger  trigger,
             gint          player)
{
  GkTable *t = run->t;

  /* rules.md 9.11: the first trigger counts. */
  if (t->end_trigger != GK_END_NONE)
    return;

  t->end_trigger = trigger;
  t->end_player = player;
  if (run->preview != NULL)
    run->preview->end_trigger = trigger;
  emit (run, GK_EFFECT_END_TRIGGER, player, 0, GK_SOURCE_RULES, trigger, 0, 0);
}

/* rules.md 7, 9.3 and 9.10: the first time the reserve runs out, every
 * player returns tiles from behind the screen for 1 point each; those
 * tiles are the new reserve.  If nobody returns a tile, it has run out
 * the second time at once. */
static gboolean
tile_return_step (Run *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  guint returned = 0;

  if (!move->has_returns)
    {
      if (run->preview != NULL)
        {
          run->preview->needs_tile_return = TRUE;
          for (guint p = 0; p < t->n_players; p++)
            run->preview->return_max[p] = t->players[p].tiles;
          return TRUE;
        }
      return fail (run, GK_ERROR_INVALID_MOVE,
                   _("The tile reserve runs out during this action: each player's tile "
                     "return must be entered with it."));
    }

  for (guint p = 0; p < t->n_players; p++)
    {
      if (move->returns[p] > t->players[p].tiles)
        return fail (run, GK_ERROR_INVALID_MOVE,
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
      emit (run, GK_EFFECT_TILE_RETURN, (gint) p, (gint) r, GK_SOURCE_TILE_RETURN, 0, 0, 0);
    }

  t->reserve = returned;
  run->returns_used = TRUE;
  if (returned == 0)
    {
      t->exhaustions = 2;
      emit (run, GK_EFFECT_RESERVE_EMPTY, GK_NO_PLAYER, 2, GK_SOURCE_RULES, 0, 0, 0);
      trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
    }

  return TRUE;
}

static gboolean
reserve_ran_out (Run *run)
{
  GkTable *t = run->t;

  t->exhaustions++;
  emit (run, GK_EFFECT_RESERVE_EMPTY, GK_NO_PLAYER, (gint) t->exhaustions, GK_SOURCE_RULES,
        0, 0, 0);

  /* rules.md 10: no tile-return step in the solo game; the game ends at
   * the end of the round in which the reserve runs out. */
  if (t->variant == GK_VARIANT_SOLO)
    {
      trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
      return TRUE;
    }

  if (t->exhaustions == 1)
    return tile_return_step (run);

  trigger_end (run, GK_END_TILES, GK_NO_PLAYER);
  return TRUE;
}

static gboolean
gain_tiles (Run      *run,
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
          emit (run, GK_EFFECT_TILES, player, (gint) given, source, id, 0, 0);
          amount -= given;
          given = 0;
          if (!reserve_ran_out (run))
            return FALSE;
          if (run->preview != NULL && run->preview->needs_tile_return)
            break;
        }
    }

  if (given > 0)
    emit (run, GK_EFFECT_TILES, player, (gint) given, source, id, 0, 0);
  if (given < amount && !(run->preview != NULL && run->preview->needs_tile_return))
    emit (run, GK_EFFECT_LOST, player, (gint) (amount - given), source, 1, 0, 0);

  return TRUE;
}

static void
gain_resources (Run      *run,
                gint      player,
                guint     amount,
                GkSource  source,
                gint      id)
{
  Player *p = &run->t->players[player];
  guint given = MIN (amount, p->supply);

  p->supply -= given;
  p->screen += given;
  if (given > 0)
    emit (run, GK_EFFECT_RESOURCES, player, (gint) given, source, id, 0, 0);
  if (given < amount)
    emit (run, GK_EFFECT_LOST, player, (gint) (amount - given), source, 0, 0, 0);
}

static void
gain_points (Run      *run,
             gint      player,
             guint     amount,
             GkSource  source,
             gint      id)
{
  if (amount == 0)
    return;
  run->t->players[player].points += amount;
  emit (run, GK_EFFECT_POINTS, player, (gint) amount, source, id, 0, 0);
}

/* rules.md 4: blue gives tiles, red resources, yellow points. */
static gboolean
gain (Run      *run,
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
pay_bonuses (Run       *run,
             gint       player,
             GkTrigger  trigger)
{
  Player *p = &run->t->players[player];

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
check_resources_trigger (Run  *run,
                         gint  player)
{
  const Player *p = &run->t->players[player];

  if (p->supply == 0 && p->screen == 0)
    trigger_end (run, GK_END_RESOURCES, player);
}

static void
discard_played (Run    *run,
                gint    player,
                GkCard  card)
{
  GkTable *t = run->t;

  t->discarded[card] = TRUE;
  t->discard_pile++;
  emit (run, GK_EFFECT_DISCARD, player, 1, GK_SOURCE_ACTION, card, 0, 0);
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
      gint cx = x + neighbours[n][0];
      gint cy = y + neighbours[n][1];

      if ((cx != x || cy != y) && cell_is_empty (t, cx, cy))
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
        gint cx = t->buildings[i].x + neighbours[n][0];
        gint cy = t->buildings[i].y + neighbours[n][1];
        gboolean dup = FALSE;

        if (!cell_is_empty (t, cx, cy))
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

static gboolean
exploit (Run    *run,
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
          if (run->preview == NULL)
            return fail (run, GK_ERROR_INVALID_MOVE,
                         _("An urbanization card played alone gives a resource or a tile: "
                           "say which."));
          run->preview->needs_take = TRUE;
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

  discard_played (run, player, card);
  return TRUE;
}

/* rules.md 9.7: after the new tile and its marker, other markers may move,
 * each to an empty cell next to a building, to keep the alphabetical order. */
static gboolean
shift_markers (Run   *run,
               guint  letter)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;

  for (guint i = 0; i < move->n_shifts; i++)
    {
      const GkShift *shift = &move->shifts[i];

      if (shift->letter >= GK_N_LETTERS)
        return fail (run, GK_ERROR_INVALID_MOVE, _("There is no such marker."));
      if (shift->letter == letter)
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Marker %c has just been placed: a shift moves another marker."),
                     'A' + letter);
      if (!cell_is_empty (t, shift->x, shift->y))
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Marker %c cannot be shifted to (%d, %d): that cell is not empty."),
                     'A' + shift->letter, shift->x, shift->y);
      if (!next_to_building (t, shift->x, shift->y))
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Marker %c cannot be shifted to (%d, %d): that cell is not next to a "
                       "building."),
                     'A' + shift->letter, shift->x, shift->y);

      t->marker_x[shift->letter] = shift->x;
      t->marker_y[shift->letter] = shift->y;
    }

  return TRUE;
}

/* rules.md 4.B.3 and 9.7: the marker goes to the cell entered, then the
 * shifts; the order is checked once all have moved, and only warned about. */
static gboolean
move_marker (Run   *run,
             gint   player,
             guint  letter,
             gint   x,
             gint   y)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  g_autoptr(GArray) targets = marker_targets (t, x, y);
  gboolean allowed = FALSE;
  gboolean ordered;

  if (!move->has_marker)
    {
      if (run->preview == NULL)
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Say where marker %c goes after the urbanization."), 'A' + letter);
      run->preview->needs_marker = TRUE;
      return TRUE;
    }

  for (guint i = 0; i < targets->len && !allowed; i += 2)
    allowed = g_array_index (targets, gint, i) == move->marker_x
              && g_array_index (targets, gint, i + 1) == move->marker_y;

  if (!allowed)
    {
      if (!cell_is_empty (t, move->marker_x, move->marker_y))
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Marker %c cannot go to (%d, %d): that cell is not empty."),
                     'A' + letter, move->marker_x, move->marker_y);
      if (!next_to_building (t, move->marker_x, move->marker_y))
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("Marker %c cannot go to (%d, %d): that cell is outside the edge "
                       "of the city."),
                     'A' + letter, move->marker_x, move->marker_y);
      return fail (run, GK_ERROR_INVALID_MOVE,
                   _("Marker %c must go to an empty cell next to the new tile."),
                   'A' + letter);
    }

  t->marker_x[letter] = move->marker_x;
  t->marker_y[letter] = move->marker_y;
  if (!shift_markers (run, letter))
    return FALSE;

  ordered = markers_in_order (t);
  if (!ordered && run->preview != NULL)
    run->preview->marker_out_of_order = TRUE;
  emit (run, GK_EFFECT_MARKER, player, ordered ? 0 : 1, GK_SOURCE_ACTION, (gint) letter,
        move->marker_x, move->marker_y);
  for (guint i = 0; i < move->n_shifts; i++)
    emit (run, GK_EFFECT_SHIFT, player, !ordered && i + 1 == move->n_shifts,
          GK_SOURCE_ACTION, (gint) move->shifts[i].letter,
          move->shifts[i].x, move->shifts[i].y);

  return TRUE;
}

static gboolean
urbanize (Run    *run,
          gint    player,
          GkCard  card,
          GkTile  tile)
{
  GkTable *t = run->t;
  guint letter = gk_card_get_letter (card);
  gint x = t->marker_x[letter];
  gint y = t->marker_y[letter];
  Player *p = &t->players[player];
  gboolean opponent = player == GK_PLAYER_HAL;
  gint b;

  /* 1-2: the tile on the marker's cell, one resource and a build-site
   * marker; the solo opponent's tile comes from the reserve, its resource
   * from the supply (rules.md 10). */
  b = add_building (t, x, y, tile, player);
  t->buildings[b].build_site = TRUE;
  if (!opponent)
    p->tiles--;
  emit (run, GK_EFFECT_BUILD, player, 1, GK_SOURCE_ACTION, tile, x, y);
  if (opponent)
    p->supply--;
  else
    p->screen--;
  emit (run, GK_EFFECT_PLACE_RESOURCES, player, 1, GK_SOURCE_ACTION, tile, x, y);
  check_resources_trigger (run, player);

  /* 3: the marker moves, and any shifts after it. */
  if (!move_marker (run, player, letter, x, y))
    return FALSE;

  /* 4: every orthogonally adjacent building is activated, no exploit
   * bonus; the solo opponent gains 1 point per asset instead (its height). */
  for (guint n = 0; n < 4; n++)
    {
      gint nb = find_building (t, x + neighbours[n][0], y + neighbours[n][1]);

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
  discard_played (run, player, card);

  return TRUE;
}

/* rules.md 4.C and 9.1: what a construction needs after the resources of
 * a building of one's own came back. */
static GkFallback
construction_fallback (const GkTable *t,
                       gint           player,
                       const GkBuilding *target,
                       GkTile         tile)
{
  const Player *p = &t->players[player];
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

static gboolean
construct (Run    *run,
           gint    player,
           GkCard  card,
           GkTile  tile)
{
  GkTable *t = run->t;
  gint bi = t->top_of[card];
  GkBuilding *b = &t->buildings[bi];
  Player *p = &t->players[player];
  guint covered = gk_tile_get_number (b->top);
  guint number = gk_tile_get_number (tile);
  gboolean opponent = player == GK_PLAYER_HAL;

  /* 1: resources back to the owner; another player's building pays its
   * owner.  The solo opponent's go back to its supply (rules.md 10.4). */
  if (b->owner != GK_NO_PLAYER)
    {
      Player *owner = &t->players[b->owner];

      if (b->owner == GK_PLAYER_HAL)
        owner->supply += b->height;
      else
        owner->screen += b->height;
      emit (run, GK_EFFECT_RESOURCES_BACK, b->owner, (gint) b->height, GK_SOURCE_OWNER, b->top,
            b->x, b->y);
      if (b->owner != player)
        gain_points (run, b->owner, b->height, GK_SOURCE_OWNER, b->top);
    }

  /* 2: the tile on top; a lower number costs the difference, a new colour
   * 1 resource.  The solo opponent pays no points, and its colour-change
   * resource goes from its supply back to its supply (rules.md 10.3). */
  t->under[tile] = (gint8) b->top;
  t->top_of[b->top] = -1;
  t->top_of[tile] = (gint8) bi;
  t->in_city[tile] = TRUE;
  t->circulation[card] = FALSE;
  if (!opponent && gk_tile_get_colour (tile) != gk_tile_get_colour (b->top))
    {
      p->screen--;
      p->supply++;
      emit (run, GK_EFFECT_RESOURCES, player, -1, GK_SOURCE_ACTION, tile, b->x, b->y);
    }
  b->top = tile;
  b->height++;
  if (!opponent)
    p->tiles--;
  emit (run, GK_EFFECT_BUILD, player, (gint) b->height, GK_SOURCE_ACTION, tile, b->x, b->y);
  if (!opponent && number < covered)
    {
      p->points -= covered - number;
      emit (run, GK_EFFECT_POINTS, player, -(gint) (covered - number), GK_SOURCE_ACTION, tile,
            b->x, b->y);
    }

  /* 3-4: one own resource per level, and a build-site marker. */
  if (opponent)
    p->supply -= b->height;
  else
    p->screen -= b->height;
  b->owner = player;
  b->build_site = TRUE;
  emit (run, GK_EFFECT_PLACE_RESOURCES, player, (gint) b->height, GK_SOURCE_ACTION, tile,
        b->x, b->y);
  check_resources_trigger (run, player);

  /* 5-6: bonuses (never the opponent's), then the card is kept. */
  if (!opponent && !pay_bonuses (run, player, GK_TRIGGER_CONSTRUCTION))
    return FALSE;
  p->kept[p->n_kept++] = (gint8) card;
  emit (run, GK_EFFECT_KEEP_CARD, player, 1, GK_SOURCE_ACTION, card, 0, 0);

  return TRUE;
}

/* Why a building card cannot be played, or NULL if it can. */
static char *
building_card_problem (const GkTable *t,
                       GkCard         card)
{
  g_autofree char *name = gk_card_get_name (card);

  if (t->circulation[card] && !t->discarded[card])
    return NULL;

  if (t->discarded[card])
    return g_strdup_printf (_("%s was already played from this deck: it lies in the discard "
                              "pile until the next rebuild."), name);

  if (!t->in_city[card])
    return g_strdup_printf (_("%s is not in the city, so its card is not in play."), name);

  if (t->top_of[card] >= 0 && t->buildings[t->top_of[card]].build_site)
    return g_strdup_printf (_("%s carries a build-site marker: its card joins the deck at "
                              "the next rebuild."), name);

  for (gint p = 0; p < N_SLOTS; p++)
    {
      if (!valid_slot (t, p))
        continue;
      for (guint k = 0; k < t->players[p].n_kept; k++)
        if (t->players[p].kept[k] == card)
          return g_strdup_printf (_("%s has been built over: %s keeps its card."),
                                  name, player_name (t, p));
    }

  return g_strdup_printf (_("The card %s is not in play."), name);
}

static gboolean
check_card (Run    *run,
            GkCard  card)
{
  g_autofree char *problem = NULL;
  g_autofree char *name = NULL;

  if (card < 0 || card >= GK_N_CARDS)
    return fail (run, GK_ERROR_INVALID_MOVE, _("An action needs a card."));

  if (gk_card_is_letter (card))
    {
      if (!run->t->discarded[card])
        return TRUE;
      name = gk_card_get_name (card);
      return fail (run, GK_ERROR_INVALID_MOVE,
                   _("%s was already played from this deck: it lies in the discard pile "
                     "until the next rebuild."), name);
    }

  problem = building_card_problem (run->t, card);
  if (problem != NULL)
    return fail (run, GK_ERROR_INVALID_MOVE, "%s", problem);
  return TRUE;
}

/* rules.md 3.3 and 10: once everyone has acted, the round ends: the game
 * if the end was triggered, else the next round's cards are drawn. */
static void
end_action (Run *run)
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
        draw_card (run, 0);
      draw_card (run, GK_PLAYER_HAL);
      return;
    }

  /* rules.md 3.3 and 9.5: hands pass left, the left neighbour leads, and
   * each draws one card from the new first player on. */
  t->first_player = (t->first_player + 1) % (gint) t->n_players;
  for (guint i = 0; i < t->n_players; i++)
    draw_card (run, (t->first_player + (gint) i) % (gint) t->n_players);
}

/* rules.md 10.5: with the reserve empty at the opponent's turn no tile can
 * be drawn for it: its card goes to the discard pile unrevealed. */
static void
opponent_skipped (Run *run)
{
  GkTable *t = run->t;
  Player *hal = &t->players[GK_PLAYER_HAL];
  guint cards = MIN (hal->hand, 1);

  hal->hand -= cards;
  t->discard_pile += cards;
  emit (run, GK_EFFECT_OPPONENT_SKIPPED, GK_PLAYER_HAL, (gint) cards, GK_SOURCE_RULES,
        GK_NO_CARD, 0, 0);
  end_action (run);
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
      gint b = find_building (t, t->marker_x[letter] + neighbours[n][0],
                              t->marker_y[letter] + neighbours[n][1]);

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
check_opponent_cards (Run *run)
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
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("At the expert level an urbanization card drawn for %s calls for a "
                       "second card: enter both cards drawn."), player_name (t, GK_PLAYER_HAL));
      return check_card (run, move->card);
    }

  if (t->solo_level != GK_SOLO_EXPERT)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("Only the expert level draws a second card for %s."),
                 player_name (t, GK_PLAYER_HAL));
  if (!check_card (run, first) || !check_card (run, second))
    return FALSE;
  if (!gk_card_is_letter (first))
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("A second card is drawn for %s only when the first is an urbanization "
                   "card."), player_name (t, GK_PLAYER_HAL));
  if (first == second)
    return fail (run, GK_ERROR_INVALID_MOVE, _("The two cards drawn must be different cards."));

  choice = opponent_choice (t, first, second);
  if (move->card == choice)
    return TRUE;

  name = gk_card_get_name (choice);
  if (gk_card_is_building (choice))
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("%s plays %s: the second card drawn is a building card."),
                 player_name (t, GK_PLAYER_HAL), name);
  played = gk_card_get_letter (choice);
  other = gk_card_get_letter (choice == first ? second : first);
  return fail (run, GK_ERROR_INVALID_MOVE,
               _("%s plays %s: the heights next to marker %c add up to %u, next to marker %c "
                 "to %u."),
               player_name (t, GK_PLAYER_HAL), name,
               'A' + played, urbanization_value (t, played),
               'A' + other, urbanization_value (t, other));
}

/* rules.md 10: what the solo opponent's action costs it; FALSE when it
 * cannot pay.  Its colour-change resource counts (10.3), its own resources
 * on a building it covers come back first. */
static gboolean
opponent_can_pay (const GkTable *t,
                  GkCard         card,
                  GkTile         tile)
{
  const Player *hal = &t->players[GK_PLAYER_HAL];
  const GkBuilding *target;
  guint have = hal->supply;
  guint need;

  if (gk_card_is_letter (card))
    return have >= 1;

  target = &t->buildings[t->top_of[card]];
  if (target->owner == GK_PLAYER_HAL)
    have += target->height;
  need = target->height + 1;
  if (gk_tile_get_colour (tile) != gk_tile_get_colour (target->top))
    need++;
  return have >= need;
}

/* rules.md 10, step 3: the opponent's card is revealed and a tile drawn
 * for it from the reserve: it always builds, or cannot pay and the game
 * ends at once. */
static gboolean
opponent_action (Run *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  Player *hal = &t->players[GK_PLAYER_HAL];
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
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("%s always builds: enter the tile drawn for it."),
                 player_name (t, GK_PLAYER_HAL));
  if (tile < 0 || tile >= GK_N_TILES)
    return fail (run, GK_ERROR_INVALID_MOVE, _("That is not a building tile."));
  tile_name = gk_card_get_name (tile);
  if (t->in_city[tile])
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("%s is already in the city: every tile is unique."), tile_name);
  if (move->take != GK_TAKE_NONE)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("%s takes no resource or tile: it always builds."),
                 player_name (t, GK_PLAYER_HAL));
  if ((move->has_marker || move->n_shifts > 0) && gk_card_is_building (card))
    return fail (run, GK_ERROR_INVALID_MOVE, _("Only an urbanization moves a marker."));
  if (move->has_returns)
    return fail (run, GK_ERROR_INVALID_MOVE, _("The solo game has no tile return."));
  /* With the reserve empty its turn was left out (opponent_skipped). */
  g_assert (t->reserve > 0);

  if (run->preview != NULL)
    {
      run->preview->entered = gk_card_is_letter (card) ? GK_ACTION_URBANIZATION
                                                       : GK_ACTION_CONSTRUCTION;
      run->preview->resolved = run->preview->entered;
    }
  emit (run, GK_EFFECT_OPPONENT_PLAYS, GK_PLAYER_HAL, move->has_drawn ? 2 : 1,
        GK_SOURCE_ACTION, card, 0, 0);

  /* Decision 10.2: the expert's second card is drawn now, after the
   * human's discards; a rebuild it causes includes them. */
  if (move->has_drawn)
    draw_card (run, GK_PLAYER_HAL);

  if (!opponent_can_pay (t, card, tile))
    {
      /* Decision 10.4: the tile stays in the reserve, the card(s) go to
       * the discard pile, and the game is over. */
      if (run->preview != NULL)
        run->preview->opponent_cannot_pay = TRUE;
      emit (run, GK_EFFECT_CANNOT_PAY, GK_PLAYER_HAL, 0, GK_SOURCE_RULES, tile, 0, 0);
      hal->hand -= MIN (hal->hand, move->has_drawn ? 2 : 1);
      discard_played (run, GK_PLAYER_HAL, card);
      if (other != GK_NO_CARD)
        discard_played (run, GK_PLAYER_HAL, other);
      trigger_end (run, GK_END_OPPONENT_CANNOT_PAY, GK_PLAYER_HAL);
      end_action (run);
      t->game_over = TRUE;
      return TRUE;
    }

  /* The tile drawn for it; if it was the reserve's last, the action
   * still happens (decision 10.5). */
  hal->hand -= MIN (hal->hand, move->has_drawn ? 2 : 1);
  t->reserve--;
  if (t->reserve == 0 && !reserve_ran_out (run))
    return FALSE;

  if (gk_card_is_letter (card))
    ok = urbanize (run, GK_PLAYER_HAL, card, tile);
  else
    ok = construct (run, GK_PLAYER_HAL, card, tile);
  if (!ok)
    return FALSE;

  if (other != GK_NO_CARD)
    discard_played (run, GK_PLAYER_HAL, other);

  end_action (run);
  return TRUE;
}

static gboolean
play_action (Run *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;
  gint player = move->player;
  gint expected = expected_player (t);
  GkCard card = move->card;
  GkTile tile = move->tile;
  GkActionKind entered;
  GkFallback fallback = GK_FALLBACK_NONE;
  gboolean ok;

  if (player != expected)
    return fail (run, GK_ERROR_INVALID_MOVE, _("It is %s's turn, not %s's."),
                 player_name (t, expected), player_name (t, player));

  if (player == GK_PLAYER_HAL)
    return opponent_action (run);

  if (move->has_drawn)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("Only the solo opponent has cards drawn for it."));

  if (!check_card (run, card))
    return FALSE;

  if (tile != GK_NO_TILE)
    {
      g_autofree char *tile_name = NULL;

      if (tile < 0 || tile >= GK_N_TILES)
        return fail (run, GK_ERROR_INVALID_MOVE, _("That is not a building tile."));
      tile_name = gk_card_get_name (tile);
      if (t->in_city[tile])
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("%s is already in the city: every tile is unique."), tile_name);
      if (t->players[player].tiles == 0)
        return fail (run, GK_ERROR_INVALID_MOVE,
                     _("%s has no tile behind the screen to play with the card."),
                     player_name (t, player));
    }

  if (gk_card_is_building (card) && move->take != GK_TAKE_NONE)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("Only an urbanization card played alone lets a player choose a resource "
                   "or a tile."));

  if ((move->has_marker || move->n_shifts > 0)
      && (gk_card_is_building (card) || tile == GK_NO_TILE))
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("Only an urbanization moves a marker."));

  if (tile == GK_NO_TILE)
    entered = GK_ACTION_EXPLOIT;
  else if (gk_card_is_letter (card))
    entered = GK_ACTION_URBANIZATION;
  else
    entered = GK_ACTION_CONSTRUCTION;

  /* rules.md 9.1: what the action needs, else an exploit of the same card. */
  if (entered == GK_ACTION_URBANIZATION && t->players[player].screen == 0)
    fallback = GK_FALLBACK_NO_RESOURCE;
  else if (entered == GK_ACTION_CONSTRUCTION)
    fallback = construction_fallback (t, player, &t->buildings[t->top_of[card]], tile);

  if (run->preview != NULL)
    {
      run->preview->entered = entered;
      run->preview->fallback = fallback;
      run->preview->resolved = fallback != GK_FALLBACK_NONE ? GK_ACTION_EXPLOIT : entered;
    }

  /* rules.md 9.7: shifts belong to an urbanization that happens. */
  if (fallback != GK_FALLBACK_NONE && move->n_shifts > 0)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("This urbanization cannot be paid for, so the card is played alone: no "
                   "marker moves."));

  t->players[player].hand--;

  if (fallback != GK_FALLBACK_NONE)
    {
      emit (run, GK_EFFECT_FALLBACK, player, fallback, GK_SOURCE_ACTION, entered, 0, 0);
      ok = exploit (run, player, card);
    }
  else if (entered == GK_ACTION_URBANIZATION)
    ok = urbanize (run, player, card, tile);
  else if (entered == GK_ACTION_CONSTRUCTION)
    ok = construct (run, player, card, tile);
  else
    ok = exploit (run, player, card);

  if (!ok)
    return FALSE;

  /* Returns belong to the action that empties the reserve the first time. */
  if (move->has_returns && !run->returns_used)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("A tile return was entered, but the tile reserve does not run out for the "
                   "first time during this action."));

  /* rules.md 10: the human's 2 other cards go to the discard pile. */
  if (t->variant == GK_VARIANT_SOLO)
    {
      guint rest = t->players[player].hand;

      t->players[player].hand = 0;
      t->discard_pile += rest;
      emit (run, GK_EFFECT_DISCARD, player, (gint) rest, GK_SOURCE_RULES, GK_NO_CARD, 0, 0);
    }

  /* rules.md 3: the round ends when every player has acted. */
  end_action (run);
  if (t->variant == GK_VARIANT_SOLO && !t->game_over && t->actions_done == 1
      && t->reserve == 0)
    opponent_skipped (run);

  return TRUE;
}

/* rules.md 3.1 and 9.9: before the round's actions, a token buys 4 new
 * cards; the old ones go to the discard pile. */
static gboolean
renew_hand (Run *run)
{
  GkTable *t = run->t;
  gint player = run->move->player;
  Player *p = &t->players[player];

  if (t->variant == GK_VARIANT_SOLO)
    return fail (run, GK_ERROR_INVALID_MOVE, _("There are no hand renewals in the solo game."));
  if (t->actions_done > 0)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("Hands are renewed at the start of a round, before the first action."));
  if (p->renewal_tokens == 0)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("%s has no hand-renewal token left: each player has 2 per game."),
                 p->name);

  p->renewal_tokens--;
  p->hand -= GK_HAND_SIZE;
  t->discard_pile += GK_HAND_SIZE;
  emit (run, GK_EFFECT_DISCARD, player, GK_HAND_SIZE, GK_SOURCE_ACTION, GK_NO_CARD, 0, 0);
  for (guint i = 0; i < GK_HAND_SIZE; i++)
    draw_card (run, player);
  emit (run, GK_EFFECT_DRAW, player, GK_HAND_SIZE, GK_SOURCE_ACTION, 0, 0, 0);

  return TRUE;
}

static gboolean
apply_move (Run *run)
{
  GkTable *t = run->t;
  const GkMove *move = run->move;

  if (t->is_position)
    return fail (run, GK_ERROR_INVALID_MOVE,
                 _("A finished position is only scored: no move can be entered."));
  if (t->game_over)
    return fail (run, GK_ERROR_GAME_OVER, _("The game is over: no more moves."));
  if (!valid_slot (t, move->player))
    return fail (run, GK_ERROR_INVALID_MOVE, _("There is no such player in this game."));
  if (move->player == GK_PLAYER_HAL && move->kind != GK_MOVE_ACTION)
    return fail (run, GK_ERROR_INVALID_MOVE, _("There are no hand renewals in the solo game."));

  switch (move->kind)
    {
    case GK_MOVE_RENEW:
      return renew_hand (run);
    case GK_MOVE_ACTION:
      return play_action (run);
    default:
      return fail (run, GK_ERROR_INVALID_MOVE, _("Unknown kind of move."));
    }
}

/* ------------------------------------------------------------------ */
/* Public: construction                                                */
/* ------------------------------------------------------------------ */

GkTable *
gk_table_new (const GkSetup *setup)
{
  GkTable *t;
  Run run = { 0, };
  GkMove none;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (gk_setup_validate (setup, NULL), NULL);

  t = g_new (GkTable, 1);
  init_empty (t, setup->n_players);
  t->variant = setup->variant;
  t->solo_level = setup->solo_level;
  run.t = t;
  gk_move_init_renew (&none, 0);
  run.move = &none;

  for (guint y = 0; y < 3; y++)
    for (guint x = 0; x < 3; x++)
      {
        GkTile tile = setup->start[y][x];

        add_building (t, (gint) x, (gint) y, tile, GK_NO_PLAYER);
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
      Player *pl = &t->players[p];

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
      /* rules.md 10: the human takes 6 tiles, 6 resources and 6 points; the
       * opponent plays the 25 resources of its colour from the supply.  3
       * cards for the human and 1 face down for the opponent. */
      t->players[GK_PLAYER_HAL].colour = setup->opponent_colour;
      t->players[GK_PLAYER_HAL].supply = GK_RESOURCES_PER_COLOUR;
      gain_tiles (&run, 0, GK_SOLO_START_TILES, GK_SOURCE_RULES, 0);
      gain_resources (&run, 0, GK_SOLO_START_RESOURCES, GK_SOURCE_RULES, 0);
      gain_points (&run, 0, GK_SOLO_START_POINTS, GK_SOURCE_RULES, 0);
      for (guint i = 0; i < 3; i++)
        draw_card (&run, 0);
      draw_card (&run, GK_PLAYER_HAL);
      return t;
    }

  /* rules.md 2.8: the characters' starting tiles, resources and points. */
  for (guint p = 0; p < setup->n_players; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      {
        const GkCharacter *ch = &setup->players[p].characters[c];

        gain_tiles (&run, (gint) p, ch->tiles, GK_SOURCE_RULES, (gint) c);
        gain_resources (&run, (gint) p, ch->resources, GK_SOURCE_RULES, (gint) c);
        gain_points (&run, (gint) p, ch->points, GK_SOURCE_RULES, (gint) c);
      }

  /* rules.md 2.9: 4 cards each. */
  for (guint i = 0; i < GK_HAND_SIZE; i++)
    for (guint p = 0; p < setup->n_players; p++)
      draw_card (&run, (gint) p);

  return t;
}

static void
copy_into (GkTable       *dst,
           const GkTable *src)
{
  for (guint p = 0; p < N_SLOTS; p++)
    g_clear_pointer (&dst->players[p].name, g_ref_string_release);
  memcpy (dst, src, sizeof *dst);
  for (guint p = 0; p < N_SLOTS; p++)
    if (dst->players[p].name != NULL)
      g_ref_string_acquire (dst->players[p].name);
}

GkTable *
gk_table_copy (const GkTable *table)
{
  GkTable *copy;

  g_return_val_if_fail (table != NULL, NULL);

  copy = g_new0 (GkTable, 1);
  copy_into (copy, table);
  return copy;
}

void
gk_table_free (GkTable *table)
{
  if (table == NULL)
    return;

  for (guint p = 0; p < N_SLOTS; p++)
    g_clear_pointer (&table->players[p].name, g_ref_string_release);
  g_free (table);
}

gboolean
_gk_table_apply_in_place (GkTable      *table,
                          const GkMove *move,
                          GArray       *effects,
                          GError      **error)
{
  Run run = { table, move, effects, NULL, error, FALSE, FALSE };

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return apply_move (&run) && !run.failed;
}

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
  scratch_effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  if (!_gk_table_apply_in_place (scratch, move, scratch_effects, error))
    return FALSE;

  copy_into (table, scratch);
  if (effects != NULL)
    g_array_append_vals (effects, scratch_effects->data, scratch_effects->len);
  return TRUE;
}

void
gk_preview_free (GkPreview *preview)
{
  if (preview == NULL)
    return;
  g_clear_pointer (&preview->effects, g_array_unref);
  g_free (preview);
}

GkPreview *
gk_table_preview (const GkTable *table,
                  const GkMove  *move,
                  GError       **error)
{
  g_autoptr(GkTable) scratch = NULL;
  g_autoptr(GkPreview) preview = NULL;
  Run run = { 0, };
  const Player *before;
  const Player *after;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scratch = gk_table_copy (table);
  preview = g_new0 (GkPreview, 1);
  preview->effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));

  run.t = scratch;
  run.move = move;
  run.effects = preview->effects;
  run.preview = preview;
  run.error = error;

  if (!apply_move (&run) || run.failed)
    return NULL;

  if (move->player >= 0 && move->player < N_SLOTS)
    {
      before = &table->players[move->player];
      after = &scratch->players[move->player];
      preview->points = (gint) after->points - (gint) before->points;
      if (move->player == GK_PLAYER_HAL)
        preview->resources = (gint) after->supply - (gint) before->supply;
      else
        preview->resources = (gint) after->screen - (gint) before->screen;
      preview->tiles = (gint) after->tiles - (gint) before->tiles;
    }

  return g_steal_pointer (&preview);
}

/* ------------------------------------------------------------------ */
/* Public: positions                                                   */
/* ------------------------------------------------------------------ */

GkTable *
gk_table_new_position (guint n_players)
{
  GkTable *t;

  g_return_val_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS, NULL);

  t = g_new (GkTable, 1);
  init_empty (t, n_players);
  t->is_position = TRUE;
  t->game_over = TRUE;
  t->tiles_removed = gk_rules_tiles_removed (n_players);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = gk_format_default_player_name (p);

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
  guint used = t->players[player].screen + resources_in_city (t, player);

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
  Player *p;

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
gk_table_position_add_character (GkTable    *table,
                                 gint        player,
                                 GkColour    colour,
                                 GkTrigger   trigger,
                                 GError    **error)
{
  Player *p;

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

gboolean
gk_table_position_add_kept (GkTable  *table,
                            gint      player,
                            GkCard    card,
                            GError  **error)
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
  for (guint p = 0; p < table->n_players; p++)
    for (guint k = 0; k < table->players[p].n_kept; k++)
      if (table->players[p].kept[k] == card)
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
  if (find_building (table, x, y) >= 0)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("There are two buildings at (%d, %d)."), x, y);
      return FALSE;
    }
  for (guint i = 0; i < n_tiles; i++)
    {
      g_autofree char *name = NULL;

      if (tiles[i] < 0 || tiles[i] >= GK_N_TILES)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP, _("That is not a building tile."));
          return FALSE;
        }
      name = gk_card_get_name (tiles[i]);
      for (guint j = 0; j < i; j++)
        if (tiles[j] == tiles[i])
          goto twice;
      if (table->in_city[tiles[i]])
        goto twice;
      if (i + 1 == n_tiles)
        for (guint p = 0; p < table->n_players; p++)
          for (guint k = 0; k < table->players[p].n_kept; k++)
            if (table->players[p].kept[k] == tiles[i])
              {
                g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                             _("%s is the top of a building, so its card cannot be kept."),
                             name);
                return FALSE;
              }
      continue;

twice:
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("%s is used twice: every tile is unique."), name);
      return FALSE;
    }

  b = add_building (table, x, y, tiles[0], owner);
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
gk_table_position_validate (const GkTable  *table,
                            GError        **error)
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
  return expected_player (table);
}

guint
gk_table_get_actions_done (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->actions_done;
}

gboolean
gk_table_can_renew (const GkTable *table,
                    gint           player)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return !table->is_position && !table->game_over && table->actions_done == 0
         && player >= 0 && (guint) player < table->n_players
         && table->players[player].renewal_tokens > 0;
}

GkSoloLevel
gk_table_get_solo_level (const GkTable *table)
{
  g_return_val_if_fail (table != NULL, GK_SOLO_NORMAL);
  return table->solo_level;
}

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

  b = find_building (table, x, y);
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

  b = find_building (table, x, y);
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
  return marker_at (table, x, y);
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
        add_building (scratch, x, y, tile, GK_NO_PLAYER);
        break;
      }

  return marker_targets (scratch, x, y);
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
  return player_name (table, player);
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

guint
gk_table_get_resources_city (const GkTable *table,
                             gint           player)
{
  PLAYER_OR_RETURN (table, player, 0);
  return resources_in_city (table, player);
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
