/* gk-gamefile-position.c: a <position> read from a game file
 *
 * A finished table entered by hand: its players (points, pieces,
 * characters, kept cards) and its buildings read into a GkPosition and
 * built by gk_position_build(), whose refusal names the line of the
 * entry it refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-gamefile-private.h"
#include "gk-position.h"

/* ---- a position ---- */

/* The line of each entry of a position, to name the line of a refusal. */
typedef struct
{
  guint   position;
  guint   players[GK_MAX_PLAYERS];
  GArray *characters[GK_MAX_PLAYERS];   /* guint */
  GArray *kept[GK_MAX_PLAYERS];         /* guint */
  GArray *buildings;                    /* guint */
} PositionLines;

static void
position_lines_clear (PositionLines *lines)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&lines->characters[p], g_array_unref);
      g_clear_pointer (&lines->kept[p], g_array_unref);
    }
  g_clear_pointer (&lines->buildings, g_array_unref);
}

static guint
position_line (const PositionLines  *lines,
               const GkPositionItem *item)
{
  switch (item->kind)
    {
    case GK_POSITION_ITEM_PLAYER:
      return lines->players[item->player];
    case GK_POSITION_ITEM_CHARACTER:
      return g_array_index (lines->characters[item->player], guint, item->index);
    case GK_POSITION_ITEM_KEPT:
      return g_array_index (lines->kept[item->player], guint, item->index);
    case GK_POSITION_ITEM_BUILDING:
      return g_array_index (lines->buildings, guint, item->index);
    case GK_POSITION_ITEM_WHOLE:
    default:
      return lines->position;
    }
}

static gboolean
read_position_player (GkLoader      *loader,
                      xmlNode       *node,
                      GkPosition    *position,
                      guint          index,
                      PositionLines *lines)
{
  g_autofree char *name = gk_xml_get_text (node, "name");
  GkPlayerColour colour;
  guint points, tokens, resources, tiles;

  if (!_gk_loader_check_player_id (loader, node, index, gk_position_get_n_players (position)))
    return FALSE;
  GK_LOADER_READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);
  if (!_gk_loader_read_uint (loader, node, "points", GK_LOADER_MAX_COUNT, &points) ||
      !_gk_loader_read_uint (loader, node, "renewal-tokens", GK_RENEWAL_TOKENS, &tokens) ||
      !_gk_loader_read_uint (loader, node, "resources", GK_RESOURCES_PER_COLOUR, &resources) ||
      !_gk_loader_read_uint (loader, node, "tiles", GK_N_TILES, &tiles))
    return FALSE;

  lines->players[index] = _gk_xml_node_line (node);
  gk_position_set_player (position, index, name != NULL ? name : "", colour,
                          points, tokens, resources, tiles);

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      guint line = _gk_xml_node_line (child);

      if (gk_xml_is_element (child, "character"))
        {
          GkColour ccolour;
          GkTrigger trigger;

          GK_LOADER_READ_NAME (loader, child, "colour", gk_colour_from_string, &ccolour);
          GK_LOADER_READ_NAME (loader, child, "trigger", gk_trigger_from_string, &trigger);
          gk_position_add_character (position, index, ccolour, trigger);
          g_array_append_val (lines->characters[index], line);
        }
      else if (gk_xml_is_element (child, "kept"))
        {
          GkCard card;

          GK_LOADER_READ_NAME (loader, child, "card", gk_tile_from_string, &card);
          gk_position_add_kept (position, index, card);
          g_array_append_val (lines->kept[index], line);
        }
    }

  return TRUE;
}

static gboolean
read_position_building (GkLoader      *loader,
                        xmlNode       *node,
                        GkPosition    *position,
                        guint          tile_lines[GK_N_TILES],
                        PositionLines *lines)
{
  GkTile tiles[GK_N_TILES];
  guint n_tiles = 0;
  gint owner = GK_NO_PLAYER;
  guint line = _gk_xml_node_line (node);
  gint x, y;

  if (!_gk_loader_read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (_gk_xml_has_attr (node, "owner") &&
      !_gk_loader_read_player (loader, node, "owner", gk_position_get_n_players (position),
                               FALSE, &owner))
    return FALSE;

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      GkTile tile;

      GK_LOADER_READ_NAME (loader, child, "id", gk_tile_from_string, &tile);
      if (tile_lines[tile] != 0)
        {
          g_autofree char *tile_name = gk_card_to_string (tile);

          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (child),
                           _("the tile %s is used twice (also on line %u)"),
                           tile_name, tile_lines[tile]);
          return FALSE;
        }
      tile_lines[tile] = _gk_xml_node_line (child);
      tiles[n_tiles++] = tile;
    }

  gk_position_set_building (position, x, y, owner, tiles, n_tiles);
  g_array_append_val (lines->buildings, line);
  return TRUE;
}

GkTable *
_gk_game_file_read_position (GkLoader *loader,
                             xmlNode  *node)
{
  g_autoptr(GkPosition) position = NULL;
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) local_error = NULL;
  PositionLines lines = { _gk_xml_node_line (node), { 0, }, { NULL, }, { NULL, }, NULL };
  GkPositionItem item;
  guint tile_lines[GK_N_TILES] = { 0, };
  guint n_players, n_seen = 0;

  if (!_gk_loader_read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
    return NULL;
  if (n_players < 2)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("a position needs at least two players"));
      return NULL;
    }

  position = gk_position_new (n_players);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      lines.characters[p] = g_array_new (FALSE, FALSE, sizeof (guint));
      lines.kept[p] = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  lines.buildings = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Players first, whatever the order in the file: owners must exist. */
  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    if (gk_xml_is_element (child, "player") &&
        !read_position_player (loader, child, position, n_seen++, &lines))
      goto out;

  if (n_seen != n_players)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "the position says %u player but lists %u",
                                    "the position says %u players but lists %u",
                                    n_players),
                       n_players, n_seen);
      goto out;
    }

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    if (gk_xml_is_element (child, "building") &&
        !read_position_building (loader, child, position, tile_lines, &lines))
      goto out;

  /* What a position must satisfy is the engine's to say; the file only
   * names the line of the entry it refuses. */
  table = gk_position_build (position, &item, &local_error);
  if (table == NULL)
    _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, position_line (&lines, &item), "%s",
                     local_error->message);

out:
  position_lines_clear (&lines);
  return g_steal_pointer (&table);
}
