/* gk-position-draft.c: a finished table being entered, as a model
 *
 * This file holds the GObject and its properties, what is entered (the
 * players, their characters and kept cards, the stacks of the city and
 * their owners) and the engine's answer to it, asked after every change
 * (gk_position_build()).  The draft's file, written after every change
 * and read back, is in gk-position-draft-file.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-position-draft-private.h"

G_DEFINE_FINAL_TYPE (GkPositionDraft, gk_position_draft, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_gk_position_draft_notify (GkPositionDraft *self,
                           guint            prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_gk_position_draft_emit_changed (GkPositionDraft *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
building_free (gpointer data)
{
  DraftBuilding *building = data;

  g_array_unref (building->tiles);
  g_free (building);
}

static DraftBuilding *
find_building (GkPositionDraft *self,
               gint             x,
               gint             y,
               guint           *index)
{
  for (guint i = 0; i < self->buildings->len; i++)
    {
      DraftBuilding *building = g_ptr_array_index (self->buildings, i);

      if (building->x == x && building->y == y)
        {
          if (index != NULL)
            *index = i;
          return building;
        }
    }
  return NULL;
}

/* ---- the engine's answer ---- */

static GkPosition *
entered_position (GkPositionDraft *self)
{
  g_autoptr(GkPosition) position = gk_position_new (self->players.n);

  for (guint p = 0; p < self->players.n; p++)
    {
      GkPlayerDraft *player = self->players.seats[p];
      g_autofree char *name = gk_player_draft_dup_game_name (player);

      gk_position_set_player (position, p, name, gk_player_draft_get_colour (player),
                              gk_player_draft_get_points (player),
                              gk_player_draft_get_renewal_tokens (player),
                              gk_player_draft_get_resources (player),
                              gk_player_draft_get_tiles (player));
      for (guint i = 0; i < self->characters[p]->len; i++)
        {
          DraftCharacter *c = &g_array_index (self->characters[p], DraftCharacter, i);

          gk_position_add_character (position, p, c->colour, c->trigger);
        }
      for (guint i = 0; i < self->kept[p]->len; i++)
        gk_position_add_kept (position, p, g_array_index (self->kept[p], GkCard, i));
    }
  for (guint i = 0; i < self->buildings->len; i++)
    {
      DraftBuilding *b = g_ptr_array_index (self->buildings, i);

      gk_position_set_building (position, b->x, b->y,
                                b->owner >= 0 && (guint) b->owner < self->players.n
                                ? b->owner : GK_NO_PLAYER,
                                (const GkTile *) b->tiles->data, b->tiles->len);
    }
  return g_steal_pointer (&position);
}

void
_gk_position_draft_check (GkPositionDraft *self)
{
  g_autoptr(GkPosition) position = entered_position (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *old = g_steal_pointer (&self->error);

  g_clear_pointer (&self->table, gk_table_free);
  /* A name the engine refuses as typed is said before anything else. */
  for (guint p = 0; p < self->players.n && self->error == NULL; p++)
    if (gk_player_draft_get_name_error (self->players.seats[p]) != NULL)
      self->error = g_strdup (gk_player_draft_get_name_error (self->players.seats[p]));
  if (self->error == NULL)
    {
      self->table = gk_position_build (position, NULL, &error);
      if (self->table == NULL)
        self->error = g_strdup (error->message);
    }
  if (g_strcmp0 (old, self->error) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static void
changed (GkPositionDraft *self)
{
  if (self->frozen > 0)
    return;
  _gk_position_draft_check (self);
  _gk_position_draft_save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
seat_changed (GkPositionDraft *self,
              GParamSpec      *pspec,
              GkPlayerDraft   *player)
{
  if (g_str_equal (pspec->name, "colour"))
    {
      /* One set of resources per colour: taking another player's colour
       * swaps; the other player's notification comes first. */
      self->frozen++;
      gk_player_drafts_swap_colour (self->players.seats, player);
      self->frozen--;
    }
  changed (self);
}

/* ---- public ---- */

GkPositionDraft *
gk_position_draft_new (void)
{
  return g_object_new (GK_TYPE_POSITION_DRAFT, NULL);
}

void
_gk_position_draft_clear (GkPositionDraft *self)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      gk_player_draft_set_name (self->players.seats[p], "");
      gk_player_draft_set_colour (self->players.seats[p], (GkPlayerColour) p);
      gk_player_draft_set_points (self->players.seats[p], 0);
      gk_player_draft_set_renewal_tokens (self->players.seats[p], 0);
      gk_player_draft_set_resources (self->players.seats[p], 0);
      gk_player_draft_set_tiles (self->players.seats[p], 0);
      g_array_set_size (self->characters[p], 0);
      g_array_set_size (self->kept[p], 0);
    }
  g_ptr_array_set_size (self->buildings, 0);
}

void
_gk_position_draft_lay_starting_square (GkPositionDraft *self)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);

  /* The starting square as the engine lays it by default, unowned. */
  for (gint y = 0; y < GK_START_SIZE; y++)
    for (gint x = 0; x < GK_START_SIZE; x++)
      gk_position_draft_set_stack (self, x, y, GK_NO_PLAYER, &setup->start[y][x], 1);
}

void
gk_position_draft_reset (GkPositionDraft *self,
                         guint            n_players)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS);

  self->frozen++;
  _gk_position_draft_clear (self);
  _gk_position_draft_lay_starting_square (self);
  gk_position_draft_set_n_players (self, n_players);
  self->frozen--;
  changed (self);
}

void
gk_position_draft_load_table (GkPositionDraft *self,
                              const GkTable   *table)
{
  guint n;

  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (table != NULL);

  self->frozen++;
  _gk_position_draft_clear (self);
  n = MIN (gk_table_get_n_players (table), GK_MAX_PLAYERS);
  for (guint p = 0; p < n; p++)
    {
      GkPlayerDraft *player = self->players.seats[p];

      gk_player_draft_set_name (player, gk_table_get_player_name (table, (gint) p));
      gk_player_draft_set_colour (player, gk_table_get_player_colour (table, (gint) p));
      gk_player_draft_set_points (player, gk_table_get_points (table, (gint) p));
      gk_player_draft_set_renewal_tokens (player, gk_table_get_renewal_tokens (table, (gint) p));
      gk_player_draft_set_resources (player, gk_table_get_resources_screen (table, (gint) p));
      gk_player_draft_set_tiles (player, gk_table_get_tiles (table, (gint) p));
      for (guint i = 0; i < gk_table_get_n_characters (table, (gint) p); i++)
        {
          const GkCharacter *character = gk_table_get_character (table, (gint) p, i);
          DraftCharacter c = { character->colour, character->trigger };

          g_array_append_val (self->characters[p], c);
        }
      for (guint i = 0; i < gk_table_get_n_kept (table, (gint) p); i++)
        {
          GkCard card = gk_table_get_kept (table, (gint) p, i);

          g_array_append_val (self->kept[p], card);
        }
    }
  /* The colours of the seats left out: the ones nobody at the table plays. */
  for (guint p = n; p < GK_MAX_PLAYERS; p++)
    gk_player_drafts_swap_colour (self->players.seats, self->players.seats[p]);

  for (guint i = 0; i < gk_table_get_n_buildings (table); i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);
      GkTile stack[GK_N_TILES];
      guint height = gk_table_get_stack (table, b->x, b->y, stack, GK_N_TILES);

      gk_position_draft_set_stack (self, b->x, b->y,
                                   b->owner == GK_PLAYER_HAL ? GK_NO_PLAYER : b->owner,
                                   stack, MIN (height, GK_N_TILES));
    }
  gk_position_draft_set_n_players (self, CLAMP (n, 2, GK_MAX_PLAYERS));
  self->frozen--;
  changed (self);
}

guint
gk_position_draft_get_n_players (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), 0);

  return self->players.n;
}

void
gk_position_draft_set_n_players (GkPositionDraft *self,
                                 guint            n_players)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS);

  if (!gk_player_seats_set_n (&self->players, n_players))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  changed (self);
}

GListModel *
gk_position_draft_get_players (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  return G_LIST_MODEL (self->players.in_play);
}

GkPlayerDraft *
gk_position_draft_get_player (GkPositionDraft *self,
                              guint            seat)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, NULL);

  return self->players.seats[seat];
}

guint
gk_position_draft_get_n_characters (GkPositionDraft *self,
                                    guint            seat)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), 0);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, 0);

  return self->characters[seat]->len;
}

void
gk_position_draft_get_character (GkPositionDraft *self,
                                 guint            seat,
                                 guint            index,
                                 GkColour        *colour,
                                 GkTrigger       *trigger)
{
  DraftCharacter *c;

  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (index < self->characters[seat]->len);

  c = &g_array_index (self->characters[seat], DraftCharacter, index);
  if (colour != NULL)
    *colour = c->colour;
  if (trigger != NULL)
    *trigger = c->trigger;
}

void
gk_position_draft_add_character (GkPositionDraft *self,
                                 guint            seat,
                                 GkColour         colour,
                                 GkTrigger        trigger)
{
  DraftCharacter c = { colour, trigger };

  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (colour < GK_N_COLOURS);
  g_return_if_fail (trigger < GK_N_TRIGGERS);

  g_array_append_val (self->characters[seat], c);
  changed (self);
}

void
gk_position_draft_remove_last_character (GkPositionDraft *self,
                                         guint            seat)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  if (self->characters[seat]->len == 0)
    return;
  g_array_set_size (self->characters[seat], self->characters[seat]->len - 1);
  changed (self);
}

GArray *
gk_position_draft_get_kept (GkPositionDraft *self,
                            guint            seat)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, NULL);

  return self->kept[seat];
}

void
gk_position_draft_add_kept (GkPositionDraft *self,
                            guint            seat,
                            GkCard           card)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (gk_card_is_building (card));

  g_array_append_val (self->kept[seat], card);
  changed (self);
}

void
gk_position_draft_remove_last_kept (GkPositionDraft *self,
                                    guint            seat)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  if (self->kept[seat]->len == 0)
    return;
  g_array_set_size (self->kept[seat], self->kept[seat]->len - 1);
  changed (self);
}

void
gk_position_draft_set_stack (GkPositionDraft *self,
                             gint             x,
                             gint             y,
                             gint             owner,
                             const GkTile    *tiles,
                             guint            n_tiles)
{
  DraftBuilding *building;
  guint index;

  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (owner == GK_NO_PLAYER || (owner >= 0 && owner < GK_MAX_PLAYERS));
  g_return_if_fail (n_tiles == 0 || tiles != NULL);
  g_return_if_fail (n_tiles <= GK_N_TILES);

  building = find_building (self, x, y, &index);
  if (n_tiles == 0)
    {
      if (building != NULL)
        g_ptr_array_remove_index (self->buildings, index);
    }
  else
    {
      if (building == NULL)
        {
          building = g_new0 (DraftBuilding, 1);
          building->x = x;
          building->y = y;
          building->tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
          g_ptr_array_add (self->buildings, building);
        }
      building->owner = owner;
      g_array_set_size (building->tiles, 0);
      g_array_append_vals (building->tiles, tiles, n_tiles);
    }
  changed (self);
}

GArray *
gk_position_draft_get_stack (GkPositionDraft *self,
                             gint             x,
                             gint             y,
                             gint            *owner)
{
  DraftBuilding *building;

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  building = find_building (self, x, y, NULL);
  if (owner != NULL)
    *owner = building != NULL ? building->owner : GK_NO_PLAYER;
  return building != NULL ? building->tiles : NULL;
}

void
gk_position_draft_set_owner (GkPositionDraft *self,
                             gint             x,
                             gint             y,
                             gint             owner)
{
  DraftBuilding *building;

  g_return_if_fail (GK_IS_POSITION_DRAFT (self));
  g_return_if_fail (owner == GK_NO_PLAYER || (owner >= 0 && owner < GK_MAX_PLAYERS));

  building = find_building (self, x, y, NULL);
  if (building == NULL || building->owner == owner)
    return;
  building->owner = owner;
  changed (self);
}

guint
gk_position_draft_get_n_buildings (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), 0);

  return self->buildings->len;
}

const char *
gk_position_draft_get_error (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  return self->error;
}

const GkTable *
gk_position_draft_get_table (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  return self->table;
}

gboolean
gk_position_draft_is_empty (GkPositionDraft *self)
{
  g_autoptr(GkPositionDraft) empty = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *blank = NULL;

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), FALSE);

  empty = gk_position_draft_new ();
  gk_position_draft_set_n_players (empty, self->players.n);
  mine = _gk_position_draft_to_data (self, NULL);
  blank = _gk_position_draft_to_data (empty, NULL);
  return g_str_equal (mine, blank);
}

char *
gk_position_draft_dup_players_text (GkPositionDraft *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  for (guint p = 0; p < self->players.n; p++)
    {
      g_autofree char *name = gk_player_draft_dup_shown_name (self->players.seats[p]);

      if (p > 0)
        /* TRANSLATORS: between the names of a list of players */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ---- GObject ---- */

static void
gk_position_draft_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GkPositionDraft *self = GK_POSITION_DRAFT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      g_value_set_int (value, (int) self->players.n);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_position_draft_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  GkPositionDraft *self = GK_POSITION_DRAFT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      gk_position_draft_set_n_players (self, (guint) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_position_draft_dispose (GObject *object)
{
  GkPositionDraft *self = GK_POSITION_DRAFT (object);

  if (self->file != NULL && self->library != NULL)
    gk_library_release (self->library, self->file, object);
  g_clear_object (&self->file);
  g_clear_object (&self->library);
  gk_player_seats_clear (&self->players, self);

  G_OBJECT_CLASS (gk_position_draft_parent_class)->dispose (object);
}

static void
gk_position_draft_finalize (GObject *object)
{
  GkPositionDraft *self = GK_POSITION_DRAFT (object);

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->characters[p], g_array_unref);
      g_clear_pointer (&self->kept[p], g_array_unref);
    }
  g_clear_pointer (&self->buildings, g_ptr_array_unref);
  g_clear_pointer (&self->table, gk_table_free);
  g_clear_error (&self->save_error);
  g_free (self->error);

  G_OBJECT_CLASS (gk_position_draft_parent_class)->finalize (object);
}

static void
gk_position_draft_class_init (GkPositionDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_position_draft_dispose;
  object_class->finalize = gk_position_draft_finalize;
  object_class->get_property = gk_position_draft_get_property;
  object_class->set_property = gk_position_draft_set_property;

  properties[PROP_N_PLAYERS] =
    g_param_spec_int ("n-players", NULL, NULL, 2, GK_MAX_PLAYERS, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything entered changed (after the engine's answer and the file). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_position_draft_init (GkPositionDraft *self)
{
  self->buildings = g_ptr_array_new_with_free_func (building_free);
  gk_player_seats_init (&self->players, G_CALLBACK (seat_changed), self);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      self->characters[p] = g_array_new (FALSE, FALSE, sizeof (DraftCharacter));
      self->kept[p] = g_array_new (FALSE, FALSE, sizeof (GkCard));
    }
  gk_position_draft_reset (self, 3);
}
