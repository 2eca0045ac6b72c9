/* gk-position.c: a finished table entered by hand, as plain values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-position.h"
#include "gk-setup.h"

typedef struct
{
  GkColour  colour;
  GkTrigger trigger;
} Character;

typedef struct
{
  char           *name;
  GkPlayerColour  colour;
  guint           points;
  guint           renewal_tokens;
  guint           resources;
  guint           tiles;
  GArray         *characters;   /* Character */
  GArray         *kept;         /* GkCard */
} Player;

typedef struct
{
  gint    x;
  gint    y;
  gint    owner;
  GArray *tiles;                /* GkTile, bottom to top */
} Building;

struct _GkPosition
{
  GObject    parent_instance;

  guint      n_players;
  Player     players[GK_MAX_PLAYERS];
  GPtrArray *buildings;         /* Building */
};

G_DEFINE_FINAL_TYPE (GkPosition, gk_position, G_TYPE_OBJECT)

static void
building_free (gpointer data)
{
  Building *building = data;

  g_array_unref (building->tiles);
  g_free (building);
}

static void
gk_position_finalize (GObject *object)
{
  GkPosition *self = GK_POSITION (object);

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_free (self->players[p].name);
      g_array_unref (self->players[p].characters);
      g_array_unref (self->players[p].kept);
    }
  g_ptr_array_unref (self->buildings);

  G_OBJECT_CLASS (gk_position_parent_class)->finalize (object);
}

static void
gk_position_class_init (GkPositionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gk_position_finalize;
}

static void
gk_position_init (GkPosition *self)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      self->players[p].name = g_strdup ("");
      self->players[p].colour = (GkPlayerColour) p;
      self->players[p].characters = g_array_new (FALSE, FALSE, sizeof (Character));
      self->players[p].kept = g_array_new (FALSE, FALSE, sizeof (GkCard));
    }
  self->buildings = g_ptr_array_new_with_free_func (building_free);
}

GkPosition *
gk_position_new (guint n_players)
{
  GkPosition *self;

  g_return_val_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS, NULL);

  self = g_object_new (GK_TYPE_POSITION, NULL);
  self->n_players = n_players;
  return self;
}

guint
gk_position_get_n_players (GkPosition *self)
{
  g_return_val_if_fail (GK_IS_POSITION (self), 0);

  return self->n_players;
}

void
gk_position_set_n_players (GkPosition *self,
                           guint       n_players)
{
  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS);

  self->n_players = n_players;
}

void
gk_position_set_player (GkPosition     *self,
                        guint           player,
                        const char     *name,
                        GkPlayerColour  colour,
                        guint           points,
                        guint           renewal_tokens,
                        guint           resources,
                        guint           tiles)
{
  Player *p;

  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (player < GK_MAX_PLAYERS);
  g_return_if_fail (name != NULL);
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);

  p = &self->players[player];
  g_free (p->name);
  p->name = g_strdup (name);
  p->colour = colour;
  p->points = points;
  p->renewal_tokens = renewal_tokens;
  p->resources = resources;
  p->tiles = tiles;
}

void
gk_position_add_character (GkPosition *self,
                           guint       player,
                           GkColour    colour,
                           GkTrigger   trigger)
{
  Character character = { colour, trigger };

  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (player < GK_MAX_PLAYERS);
  g_return_if_fail (colour < GK_N_COLOURS && trigger < GK_N_TRIGGERS);

  g_array_append_val (self->players[player].characters, character);
}

void
gk_position_add_kept (GkPosition *self,
                      guint       player,
                      GkCard      card)
{
  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (player < GK_MAX_PLAYERS);

  g_array_append_val (self->players[player].kept, card);
}

void
gk_position_clear_cards (GkPosition *self,
                         guint       player)
{
  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (player < GK_MAX_PLAYERS);

  g_array_set_size (self->players[player].characters, 0);
  g_array_set_size (self->players[player].kept, 0);
}

void
gk_position_set_building (GkPosition   *self,
                          gint          x,
                          gint          y,
                          gint          owner,
                          const GkTile *tiles,
                          guint         n_tiles)
{
  Building *building = NULL;
  guint index = 0;

  g_return_if_fail (GK_IS_POSITION (self));
  g_return_if_fail (tiles != NULL || n_tiles == 0);

  for (index = 0; index < self->buildings->len; index++)
    {
      Building *b = g_ptr_array_index (self->buildings, index);

      if (b->x == x && b->y == y)
        {
          building = b;
          break;
        }
    }

  if (n_tiles == 0)
    {
      if (building != NULL)
        g_ptr_array_remove_index (self->buildings, index);
      return;
    }

  if (building == NULL)
    {
      building = g_new0 (Building, 1);
      building->x = x;
      building->y = y;
      building->tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
      g_ptr_array_add (self->buildings, building);
    }
  building->owner = owner;
  g_array_set_size (building->tiles, 0);
  g_array_append_vals (building->tiles, tiles, n_tiles);
}

guint
gk_position_get_n_buildings (GkPosition *self)
{
  g_return_val_if_fail (GK_IS_POSITION (self), 0);

  return self->buildings->len;
}

/* ---- building the table ---- */

static void
set_item (GkPositionItem     *item,
          GkPositionItemKind  kind,
          gint                player,
          guint               index)
{
  if (item == NULL)
    return;
  item->kind = kind;
  item->player = player;
  item->index = index;
}

static gboolean
add_player (GkPosition     *self,
            GkTable        *table,
            guint           p,
            GkPositionItem *item,
            GError        **error)
{
  const Player *pl = &self->players[p];
  GkPlayerColour colours[GK_MAX_PLAYERS];

  for (guint i = 0; i <= p; i++)
    colours[i] = self->players[i].colour;
  if (!gk_player_colours_check (colours, p + 1, NULL, error))
    {
      set_item (item, GK_POSITION_ITEM_PLAYER, (gint) p, 0);
      return FALSE;
    }

  gk_table_position_set_player (table, (gint) p, pl->name, pl->colour, pl->points,
                                pl->renewal_tokens, pl->resources, pl->tiles);

  for (guint i = 0; i < pl->characters->len; i++)
    {
      const Character *c = &g_array_index (pl->characters, Character, i);

      if (!gk_table_position_add_character (table, (gint) p, c->colour, c->trigger, error))
        {
          set_item (item, GK_POSITION_ITEM_CHARACTER, (gint) p, i);
          return FALSE;
        }
    }

  for (guint i = 0; i < pl->kept->len; i++)
    if (!gk_table_position_add_kept (table, (gint) p, g_array_index (pl->kept, GkCard, i), error))
      {
        set_item (item, GK_POSITION_ITEM_KEPT, (gint) p, i);
        return FALSE;
      }

  return TRUE;
}

GkTable *
gk_position_build (GkPosition     *self,
                   GkPositionItem *item,
                   GError        **error)
{
  g_autoptr(GkTable) table = NULL;

  g_return_val_if_fail (GK_IS_POSITION (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  table = gk_table_new_position (self->n_players);

  /* Players first: the owners of the buildings must exist. */
  for (guint p = 0; p < self->n_players; p++)
    if (!add_player (self, table, p, item, error))
      return NULL;

  for (guint i = 0; i < self->buildings->len; i++)
    {
      const Building *b = g_ptr_array_index (self->buildings, i);
      gint owner = b->owner >= (gint) self->n_players ? GK_NO_PLAYER : b->owner;

      /* game-file.md, "A position": nobody built on a starting tile that
       * stands alone, so it has no owner. */
      if (owner != GK_NO_PLAYER && b->tiles->len == 1
          && gk_card_is_building (g_array_index (b->tiles, GkTile, 0))
          && gk_tile_get_number (g_array_index (b->tiles, GkTile, 0)) <= 3)
        {
          g_autofree char *name = gk_card_get_name (g_array_index (b->tiles, GkTile, 0));

          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       /* TRANSLATORS: %s is a tile: "Blue 2" */
                       _("The building at (%d, %d) is the starting tile %s alone: nobody built "
                         "on it, so it has no owner."), b->x, b->y, name);
          set_item (item, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, i);
          return NULL;
        }
      if (!gk_table_position_add_building (table, b->x, b->y, owner,
                                           (const GkTile *) b->tiles->data, b->tiles->len,
                                           error))
        {
          set_item (item, GK_POSITION_ITEM_BUILDING, GK_NO_PLAYER, i);
          return NULL;
        }
    }

  /* What only the whole position says: each kept card's tile was built over. */
  if (!gk_table_position_validate (table, error))
    {
      set_item (item, GK_POSITION_ITEM_WHOLE, GK_NO_PLAYER, 0);
      return NULL;
    }

  set_item (item, GK_POSITION_ITEM_WHOLE, GK_NO_PLAYER, 0);
  return g_steal_pointer (&table);
}
