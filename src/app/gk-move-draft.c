/* gk-move-draft.c: the move being entered, as a model
 *
 * Every change asks the engine again (gk_table_preview()): the draft never
 * decides a rule, it only keeps the engine's answer next to the move.
 *
 * This file holds the GObject and its properties, the game the draft
 * follows, the setters and getters of what is entered, and the engine's
 * answer as read back (the preview, the refusal, what is missing, the move
 * for the log, the new tile's cell, the move confirmed); the asking is in
 * gk-move-draft-preview.c, the marker shifts in gk-move-draft-shifts.c and
 * the typed entry in gk-move-draft-text.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-move-draft-private.h"
#include "gk-preview-line.h"
#include "gk-renewal.h"

G_DEFINE_FINAL_TYPE (GkMoveDraft, gk_move_draft, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_gk_move_draft_notify (GkMoveDraft *self,
                       guint        prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_gk_move_draft_emit_changed (GkMoveDraft *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- the game ---- */

static void
game_changed (GkMoveDraft *self)
{
  /* A new table: what was entered belonged to the move now done (or undone). */
  _gk_move_draft_table_changed (self);
}

GkMoveDraft *
gk_move_draft_new (GkGame *game)
{
  g_return_val_if_fail (game == NULL || GK_IS_GAME (game), NULL);

  return g_object_new (GK_TYPE_MOVE_DRAFT, "game", game, NULL);
}

void
gk_move_draft_set_game (GkMoveDraft *self,
                        GkGame      *game)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (game == NULL || GK_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self,
                                                G_CONNECT_SWAPPED);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  _gk_move_draft_table_changed (self);
}

GkGame *
gk_move_draft_get_game (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->game;
}

const GkTable *
gk_move_draft_get_table (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->game != NULL ? gk_game_get_table (self->game) : NULL;
}

gint
gk_move_draft_get_player (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_PLAYER);
  return self->move.player;
}

/* ---- what is entered ---- */

void
gk_move_draft_clear (GkMoveDraft *self)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));

  gk_move_init_action (&self->move, GK_NO_PLAYER, GK_NO_CARD, GK_NO_TILE);
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;
  _gk_move_draft_update (self);
}

void
gk_move_draft_set_card (GkMoveDraft *self,
                        GkCard       card)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (card == GK_NO_CARD || (card >= 0 && card < GK_N_CARDS));

  if (self->move.card == card)
    return;

  self->move.card = card;
  /* The marker, its shifts, the choice and the opponent's second card
   * belong to the card: they are made again. */
  self->move.has_marker = FALSE;
  self->move.n_shifts = 0;
  self->move.take = GK_TAKE_NONE;
  self->second = GK_NO_CARD;
  _gk_move_draft_update (self);
}

GkCard
gk_move_draft_get_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->move.card;
}

gboolean
gk_move_draft_is_opponent (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return _gk_move_draft_is_opponent (self);
}

gboolean
gk_move_draft_offers_take (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  /* A tile's colour without its number: the card does not go alone. */
  if (self->preview == NULL && self->tile_colour >= 0)
    return FALSE;
  return gk_move_offers_take (&self->move, self->preview);
}

gboolean
gk_move_draft_needs_second_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return _gk_move_draft_needs_second (self, gk_move_draft_get_table (self));
}

void
gk_move_draft_set_second_card (GkMoveDraft *self,
                               GkCard       card)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (card == GK_NO_CARD || (card >= 0 && card < GK_N_CARDS));

  if (self->second == card)
    return;
  self->second = card;
  /* Another second card may change the card played, and so the marker. */
  self->move.has_marker = FALSE;
  _gk_move_draft_update (self);
}

GkCard
gk_move_draft_get_second_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->second;
}

GkCard
gk_move_draft_get_played_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->built.card;
}

void
gk_move_draft_set_tile (GkMoveDraft *self,
                        GkTile       tile)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (tile == GK_NO_TILE || (tile >= 0 && tile < GK_N_TILES));

  if (self->move.tile != tile)
    {
      self->move.has_marker = FALSE;
      self->move.n_shifts = 0;
    }
  self->move.tile = tile;
  self->tile_colour = tile == GK_NO_TILE ? -1 : (gint) gk_tile_get_colour (tile);
  _gk_move_draft_update (self);
}

GkTile
gk_move_draft_get_tile (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_TILE);
  return self->move.tile;
}

void
gk_move_draft_set_tile_colour (GkMoveDraft *self,
                               gint         colour)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (colour >= -1 && colour < GK_N_COLOURS);

  if (colour == self->tile_colour)
    return;

  self->tile_colour = colour;
  /* A colour alone is no tile yet: the number comes next. */
  self->move.tile = GK_NO_TILE;
  self->move.has_marker = FALSE;
  self->move.n_shifts = 0;
  _gk_move_draft_update (self);
}

gint
gk_move_draft_get_tile_colour (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), -1);
  return self->tile_colour;
}

void
gk_move_draft_set_tile_number (GkMoveDraft *self,
                               guint        number)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (self->tile_colour >= 0);
  g_return_if_fail (number >= 1 && number <= GK_TILES_PER_COLOUR);

  gk_move_draft_set_tile (self, gk_tile_make ((GkColour) self->tile_colour, number));
}

void
gk_move_draft_set_take (GkMoveDraft *self,
                        GkTake       take)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (take >= GK_TAKE_NONE && take <= GK_TAKE_TILE);

  if (self->move.take == take)
    return;
  self->move.take = take;
  _gk_move_draft_update (self);
}

GkTake
gk_move_draft_get_take (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_TAKE_NONE);
  return self->move.take;
}

void
gk_move_draft_set_marker (GkMoveDraft *self,
                          gint         x,
                          gint         y)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));

  /* The shifts were made around the old cell. */
  if (!self->move.has_marker || self->move.marker_x != x || self->move.marker_y != y)
    self->move.n_shifts = 0;
  self->move.has_marker = TRUE;
  self->move.marker_x = x;
  self->move.marker_y = y;
  _gk_move_draft_update (self);
}

gboolean
gk_move_draft_get_marker (GkMoveDraft *self,
                          gint        *x,
                          gint        *y)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  if (!self->move.has_marker)
    return FALSE;
  if (x != NULL)
    *x = self->move.marker_x;
  if (y != NULL)
    *y = self->move.marker_y;
  return TRUE;
}

/* ---- the engine's answer ---- */

const GkMove *
gk_move_draft_get_move (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return &self->built;
}

const GkPreview *
gk_move_draft_get_preview (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->preview;
}

const char *
gk_move_draft_get_notice (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->notice;
}

const char *
gk_move_draft_get_error (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->error;
}

gboolean
gk_move_draft_is_complete (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return self->complete;
}

const char *
gk_move_draft_get_blocker (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->blocker;
}

GArray *
gk_move_draft_get_targets (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->targets;
}

gboolean
gk_move_draft_is_target (GkMoveDraft *self,
                         gint         x,
                         gint         y)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  for (guint i = 0; self->targets != NULL && i + 1 < self->targets->len; i += 2)
    if (g_array_index (self->targets, gint, i) == x
        && g_array_index (self->targets, gint, i + 1) == y)
      return TRUE;
  return FALSE;
}

/* The preview's tile laid in the city, or NULL. */
static const GkEffect *
build_effect (GkMoveDraft *self)
{
  for (guint i = 0; self->preview != NULL && i < self->preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (self->preview->effects, GkEffect, i);

      if (effect->kind == GK_EFFECT_BUILD)
        return effect;
    }
  return NULL;
}

gboolean
gk_move_draft_get_new_tile (GkMoveDraft *self,
                            GkTile      *tile,
                            gint        *x,
                            gint        *y)
{
  const GkEffect *effect;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  effect = build_effect (self);
  if (effect == NULL)
    return FALSE;
  if (tile != NULL)
    *tile = effect->id;
  if (x != NULL)
    *x = effect->x;
  if (y != NULL)
    *y = effect->y;
  return TRUE;
}

gboolean
gk_move_draft_get_new_building (GkMoveDraft *self,
                                GkBuilding  *building)
{
  const GkEffect *effect;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (building != NULL, FALSE);

  effect = build_effect (self);
  if (effect == NULL)
    return FALSE;
  /* rules.md 4.B.2 and 4.C.4: the new tile carries a build-site marker */
  *building = (GkBuilding) {
    .x = effect->x,
    .y = effect->y,
    .height = (guint) effect->amount,
    .top = effect->id,
    .owner = effect->player,
    .build_site = TRUE,
  };
  return TRUE;
}

gboolean
gk_move_draft_get_card_cell (GkMoveDraft *self,
                             gint        *x,
                             gint        *y)
{
  const GkTable *table;
  const GkBuilding *building;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  table = gk_move_draft_get_table (self);
  if (table == NULL || !gk_card_is_building (self->built.card))
    return FALSE;
  building = gk_table_find_top (table, self->built.card);
  if (building == NULL)
    return FALSE;
  if (x != NULL)
    *x = building->x;
  if (y != NULL)
    *y = building->y;
  return TRUE;
}

gboolean
gk_move_draft_confirm (GkMoveDraft *self,
                       const guint *returns,
                       GError     **error)
{
  GkMove move;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->complete)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_INVALID_MOVE, self->blocker);
      return FALSE;
    }

  move = self->built;
  if (returns != NULL)
    {
      move.has_returns = TRUE;
      memcpy (move.returns, returns, sizeof move.returns);
    }
  return gk_game_push (self->game, &move, error);
}

/* ---- GObject ---- */

static void
gk_move_draft_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CARD:
      g_value_set_int (value, self->move.card);
      break;
    case PROP_TILE:
      g_value_set_int (value, self->move.tile);
      break;
    case PROP_TILE_COLOUR:
      g_value_set_int (value, self->tile_colour);
      break;
    case PROP_TAKE:
      g_value_set_int (value, (gint) self->move.take);
      break;
    case PROP_SECOND_CARD:
      g_value_set_int (value, self->second);
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;
    case PROP_BLOCKER:
      g_value_set_string (value, self->blocker);
      break;
    case PROP_TABLE:
      g_value_set_pointer (value, (gpointer) gk_move_draft_get_table (self));
      break;
    case PROP_PREVIEW:
      g_value_set_pointer (value, self->preview);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_NOTICE:
      g_value_set_string (value, self->notice);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    case PROP_FALLBACK:
      g_value_set_string (value, self->fallback);
      break;
    case PROP_TARGETS:
      g_value_set_pointer (value, self->targets);
      break;
    case PROP_MARKER:
      g_value_set_variant (value, self->move.has_marker
                                  ? g_variant_new ("(ii)", self->move.marker_x,
                                                   self->move.marker_y)
                                  : NULL);
      break;
    case PROP_MARKER_HINT:
      g_value_set_string (value, self->marker_hint);
      break;
    case PROP_SHIFTS:
      g_value_set_uint (value, self->move.n_shifts);
      break;
    case PROP_HELD:
      g_value_set_int (value, self->held);
      break;
    case PROP_OFFERS_TAKE:
      g_value_set_boolean (value, gk_move_draft_offers_take (self));
      break;
    case PROP_NEEDS_SECOND_CARD:
      g_value_set_boolean (value, gk_move_draft_needs_second_card (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_move_draft_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gk_move_draft_set_game (self, g_value_get_object (value));
      break;
    case PROP_CARD:
      gk_move_draft_set_card (self, g_value_get_int (value));
      break;
    case PROP_TILE:
      gk_move_draft_set_tile (self, g_value_get_int (value));
      break;
    case PROP_TILE_COLOUR:
      gk_move_draft_set_tile_colour (self, g_value_get_int (value));
      break;
    case PROP_TAKE:
      gk_move_draft_set_take (self, (GkTake) g_value_get_int (value));
      break;
    case PROP_SECOND_CARD:
      gk_move_draft_set_second_card (self, g_value_get_int (value));
      break;
    case PROP_HELD:
      gk_move_draft_set_held (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_move_draft_dispose (GObject *object)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gk_move_draft_parent_class)->dispose (object);
}

static void
gk_move_draft_finalize (GObject *object)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  g_clear_pointer (&self->preview, gk_preview_free);
  g_clear_pointer (&self->targets, g_array_unref);
  _gk_move_draft_forget_shift_answers (self);
  g_free (self->error);
  g_free (self->blocker);
  g_free (self->notice);
  g_free (self->summary);
  g_free (self->fallback);
  g_free (self->marker_hint);
  g_clear_object (&self->lines);
  g_clear_object (&self->renewals);

  G_OBJECT_CLASS (gk_move_draft_parent_class)->finalize (object);
}

static void
gk_move_draft_class_init (GkMoveDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_move_draft_dispose;
  object_class->finalize = gk_move_draft_finalize;
  object_class->get_property = gk_move_draft_get_property;
  object_class->set_property = gk_move_draft_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE] =
    g_param_spec_int ("tile", NULL, NULL, GK_NO_TILE, GK_N_TILES - 1, GK_NO_TILE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_COLOUR] =
    g_param_spec_int ("tile-colour", NULL, NULL, -1, GK_N_COLOURS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TAKE] =
    g_param_spec_int ("take", NULL, NULL, GK_TAKE_NONE, GK_TAKE_TILE, GK_TAKE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECOND_CARD] =
    g_param_spec_int ("second-card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLOCKER] =
    g_param_spec_string ("blocker", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The table the move starts from (a GkTable): notified when the game
   * changes, before the move starts again. */
  properties[PROP_TABLE] =
    g_param_spec_pointer ("table", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The GkPreview, notified whenever it is asked again. */
  properties[PROP_PREVIEW] =
    g_param_spec_pointer ("preview", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTICE] =
    g_param_spec_string ("notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FALLBACK] =
    g_param_spec_string ("fallback", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The cells offered to the marker (a GArray of gint pairs, or NULL),
   * notified when they change. */
  properties[PROP_TARGETS] =
    g_param_spec_pointer ("targets", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The marker's cell, "(ii)", or NULL. */
  properties[PROP_MARKER] =
    g_param_spec_variant ("marker", NULL, NULL, G_VARIANT_TYPE ("(ii)"), NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKER_HINT] =
    g_param_spec_string ("marker-hint", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The number of marker shifts entered; notified when any shift changes. */
  properties[PROP_SHIFTS] =
    g_param_spec_uint ("shifts", NULL, NULL, 0, GK_MAX_SHIFTS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HELD] =
    g_param_spec_int ("held", NULL, NULL, -1, GK_N_LETTERS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFERS_TAKE] =
    g_param_spec_boolean ("offers-take", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEEDS_SECOND_CARD] =
    g_param_spec_boolean ("needs-second-card", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything entered or answered changed: emitted once per change, after
   * the notifications. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_move_draft_init (GkMoveDraft *self)
{
  gk_move_init_action (&self->move, GK_NO_PLAYER, GK_NO_CARD, GK_NO_TILE);
  self->built = self->move;
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;
  self->told = self->move;
  self->told_colour = -1;
  self->told_second = GK_NO_CARD;
  self->told_held = -1;
  self->blocker = g_strdup (_("No game is open."));
  self->lines = g_list_store_new (GK_TYPE_PREVIEW_LINE);
  self->renewals = g_list_store_new (GK_TYPE_RENEWAL);
}

/* ---- the answer in words ---- */

const char *
gk_move_draft_get_summary (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->summary;
}

const char *
gk_move_draft_get_fallback (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->fallback;
}

const char *
gk_move_draft_get_marker_hint (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->marker_hint;
}

GListModel *
gk_move_draft_get_lines (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return G_LIST_MODEL (self->lines);
}

GListModel *
gk_move_draft_get_renewals (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return G_LIST_MODEL (self->renewals);
}
