/* gk-gamefile-read.c: a game file's third step, names and numbers
 *
 * Step 3 reads names and numbers into a GkSetup and GkMoves (or a
 * GkPosition).  This file holds the readers every part of a file shares
 * (a bounded number, a cell, a date-time, a seat, the seats in order),
 * the <setup> read and checked by gk_setup_check(), and the optional
 * <play> with each player's person.  The rounds read and replayed are in
 * gk-gamefile-log.c, a <position> in gk-gamefile-position.c.  The engine
 * decides every rule: these files only map what it refuses to the
 * element it came from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-format.h"
#include "gk-gamefile-private.h"
#include "gk-play-xml.h"

/* Coordinates larger than this cannot come from a real table (see
 * GK_LOADER_MAX_COUNT). */
#define MAX_COORDINATE 999

/* ---- step 3: names and numbers ---- */

static gboolean
read_int (GkLoader   *loader,
          xmlNode    *node,
          const char *name,
          gint64      min,
          gint64      max,
          gint64     *out)
{
  g_autofree char *copy = NULL;
  const char *value = _gk_xml_attr_view (node, name, &copy);
  gint64 number;

  if (value == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (node),
                       _("<%s> lacks the attribute “%s”"), (const char *) node->name, name);
      return FALSE;
    }
  if (!g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &number, NULL) ||
      number < min || number > max)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       /* TRANSLATORS: attribute name, element name, the lowest and the
                        * highest number allowed (at most 9999 either way), what the file says */
                       _("the attribute “%s” of <%s> must be a whole number from %d to %d, "
                         "not “%s”"),
                       name, (const char *) node->name, (int) min, (int) max, value);
      return FALSE;
    }
  *out = number;
  return TRUE;
}

gboolean
_gk_loader_read_uint (GkLoader   *loader,
                      xmlNode    *node,
                      const char *name,
                      guint       max,
                      guint      *out)
{
  gint64 number;

  if (!read_int (loader, node, name, 0, max, &number))
    return FALSE;
  *out = (guint) number;
  return TRUE;
}

gboolean
_gk_loader_read_cell (GkLoader   *loader,
                      xmlNode    *node,
                      const char *x_name,
                      const char *y_name,
                      gint       *x,
                      gint       *y)
{
  gint64 vx, vy;

  if (!read_int (loader, node, x_name, -MAX_COORDINATE, MAX_COORDINATE, &vx) ||
      !read_int (loader, node, y_name, -MAX_COORDINATE, MAX_COORDINATE, &vy))
    return FALSE;
  *x = (gint) vx;
  *y = (gint) vy;
  return TRUE;
}

/* The optional date-time attribute @name of @node (game-file.md, "The play"). */
gboolean
_gk_loader_read_time (GkLoader   *loader,
                      xmlNode    *node,
                      const char *name,
                      GkTime     *out)
{
  g_autoptr(GError) local_error = NULL;

  if (gk_play_time_read_xml (node, name, out, &local_error))
    return TRUE;
  _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node), "%s",
                   local_error->message);
  return FALSE;
}

/* A seat among the first @n_players, or the solo opponent when @allow_hal. */
gboolean
_gk_loader_read_player (GkLoader   *loader,
                        xmlNode    *node,
                        const char *attr,
                        guint       n_players,
                        gboolean    allow_hal,
                        gint       *out)
{
  g_autofree char *copy = NULL;
  const char *value = _gk_xml_attr_view (node, attr, &copy);
  gint player;

  if (value == NULL || !gk_player_id_from_string (value, &player))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (node),
                       _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                       attr, (const char *) node->name, value ? value : "");
      return FALSE;
    }
  if (player == GK_PLAYER_HAL)
    {
      if (!allow_hal)
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                           _("the solo opponent “%s” cannot appear here"), value);
          return FALSE;
        }
    }
  else if (player < 0 || (guint) player >= n_players)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "there is no player “%s” in a game of %u player",
                                    "there is no player “%s” in a game of %u players",
                                    n_players),
                       value, n_players);
      return FALSE;
    }
  *out = player;
  return TRUE;
}

/* The k-th <player> must be p(k+1): ids are seats in seating order. */
gboolean
_gk_loader_check_player_id (GkLoader *loader,
                            xmlNode  *node,
                            guint     index,
                            guint     n_players)
{
  g_autofree char *value = gk_xml_get_attr (node, "id");
  g_autofree char *expected = NULL;

  if (index >= n_players)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "one <player> too many: the file says %u player",
                                    "one <player> too many: the file says %u players",
                                    n_players),
                       n_players);
      return FALSE;
    }
  expected = gk_player_id_to_string ((gint) index);
  if (g_strcmp0 (value, expected) != 0)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("players are listed in seating order: “%s” expected here, not "
                         "“%s”"),
                       expected, value ? value : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_setup_player (GkLoader *loader,
                   xmlNode  *node,
                   GkSetup  *setup,
                   guint     index)
{
  g_autofree char *name = NULL;
  GkPlayerColour colour;

  if (!_gk_loader_check_player_id (loader, node, index, setup->n_players))
    return FALSE;
  GK_LOADER_READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);

  name = gk_xml_get_text (node, "name");
  gk_setup_set_player_name (setup, index, name != NULL ? name : "");
  setup->players[index].colour = colour;
  return TRUE;
}

static gboolean
read_setup_character (GkLoader *loader,
                      xmlNode  *node,
                      GkSetup  *setup,
                      guint    *n_characters)
{
  GkCharacter character;
  gint player;

  if (setup->variant == GK_VARIANT_SOLO)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("a solo game has no characters"));
      return FALSE;
    }
  if (!_gk_loader_read_player (loader, node, "player", setup->n_players, FALSE, &player))
    return FALSE;
  if (n_characters[player] >= GK_N_CHARACTERS)
    {
      g_autofree char *id = gk_player_id_to_string (player);
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%s has more than %u character",
                                    "%s has more than %u characters",
                                    GK_N_CHARACTERS),
                       id, GK_N_CHARACTERS);
      return FALSE;
    }

  GK_LOADER_READ_NAME (loader, node, "colour", gk_colour_from_string, &character.colour);
  GK_LOADER_READ_NAME (loader, node, "trigger", gk_trigger_from_string, &character.trigger);
  if (!_gk_loader_read_uint (loader, node, "tiles", GK_LOADER_MAX_COUNT, &character.tiles) ||
      !_gk_loader_read_uint (loader, node, "resources", GK_LOADER_MAX_COUNT,
                             &character.resources) ||
      !_gk_loader_read_uint (loader, node, "points", GK_LOADER_MAX_COUNT, &character.points))
    return FALSE;

  setup->players[player].characters[n_characters[player]++] = character;
  return TRUE;
}

static gboolean
read_setup_start (GkLoader *loader,
                  xmlNode  *node,
                  GkSetup  *setup,
                  guint     start_lines[3][3])
{
  g_autofree char *tile_name = NULL;
  GkTile tile;
  gint x, y;

  if (!_gk_loader_read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (x < 0 || x > 2 || y < 0 || y > 2)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the cell %d, %d is outside the starting square (0 to 2 each way)"), x, y);
      return FALSE;
    }
  if (start_lines[y][x] != 0)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the cell %d, %d of the starting square is given twice (also on line %u)"),
                       x, y, start_lines[y][x]);
      return FALSE;
    }

  GK_LOADER_READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);
  if (gk_tile_get_number (tile) > 3)
    {
      tile_name = gk_card_get_name (tile);
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the starting square holds only tiles 1 to 3, not %s"), tile_name);
      return FALSE;
    }
  for (guint yy = 0; yy < GK_START_SIZE; yy++)
    for (guint xx = 0; xx < GK_START_SIZE; xx++)
      if (start_lines[yy][xx] != 0 && setup->start[yy][xx] == tile)
        {
          tile_name = gk_card_get_name (tile);
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                           _("the tile %s is used twice (also on line %u)"),
                           tile_name, start_lines[yy][xx]);
          return FALSE;
        }

  setup->start[y][x] = tile;
  start_lines[y][x] = _gk_xml_node_line (node);
  return TRUE;
}

static gboolean
read_setup_marker (GkLoader *loader,
                   xmlNode  *node,
                   GkSetup  *setup,
                   guint     marker_lines[GK_N_LETTERS])
{
  g_autofree char *letter_name = gk_xml_get_attr (node, "letter");
  GkCard card;
  guint letter;
  gint x, y;

  if (letter_name == NULL || !gk_card_from_string (letter_name, &card) ||
      !gk_card_is_letter (card))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (node),
                       _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                       "letter", "marker", letter_name ? letter_name : "");
      return FALSE;
    }
  letter = gk_card_get_letter (card);
  if (marker_lines[letter] != 0)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the marker %s is placed twice (also on line %u)"),
                       letter_name, marker_lines[letter]);
      return FALSE;
    }
  if (!_gk_loader_read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;

  setup->marker_x[letter] = x;
  setup->marker_y[letter] = y;
  marker_lines[letter] = _gk_xml_node_line (node);
  return TRUE;
}

/* The line of the setup entry the engine refused: a player, a marker the
 * file moves, or the <setup> element. */
static guint
setup_line (const GkSetupItem *item,
            guint              setup_line,
            const guint        player_lines[GK_MAX_PLAYERS],
            const guint        marker_lines[GK_N_LETTERS])
{
  guint line = 0;

  switch (item->kind)
    {
    case GK_SETUP_ITEM_PLAYER:
      line = player_lines[item->index];
      break;
    case GK_SETUP_ITEM_MARKER:
      /* of two markers on one cell, the one the file moves */
      line = MAX (marker_lines[item->index], marker_lines[item->other]);
      break;
    case GK_SETUP_ITEM_WHOLE:
    default:
      break;
    }
  return line != 0 ? line : setup_line;
}

/* game-file.md, "A solo game": the opponent's colour, by default the first
 * of white, orange, green, purple, black that p1 does not use. */
static gboolean
read_opponent_colour (GkLoader *loader,
                      xmlNode  *node,
                      GkSetup  *setup)
{
  GkPlayerColour colour;

  if (!_gk_xml_has_attr (node, "opponent-colour"))
    {
      setup->opponent_colour = gk_setup_default_opponent_colour (setup);
      return TRUE;
    }
  /* the engine checks it is not p1's (gk_setup_check()) */
  GK_LOADER_READ_NAME (loader, node, "opponent-colour", gk_player_colour_from_string, &colour);
  setup->opponent_colour = colour;
  return TRUE;
}

/* What the <setup> element's children gave, element by element, and the
 * lines they came from. */
typedef struct
{
  guint start_lines[3][3];
  guint marker_lines[GK_N_LETTERS];
  guint player_lines[GK_MAX_PLAYERS];
  guint n_characters[GK_MAX_PLAYERS];
  guint n_players;
  guint n_starts;
} SetupRead;

static gboolean
read_setup_children (GkLoader  *loader,
                     xmlNode   *node,
                     GkSetup   *setup,
                     SetupRead *read)
{
  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      gboolean ok = TRUE;

      if (gk_xml_is_element (child, "player"))
        {
          if (read->n_players < GK_MAX_PLAYERS)
            read->player_lines[read->n_players] = _gk_xml_node_line (child);
          ok = read_setup_player (loader, child, setup, read->n_players++);
        }
      else if (gk_xml_is_element (child, "character"))
        ok = read_setup_character (loader, child, setup, read->n_characters);
      else if (gk_xml_is_element (child, "start"))
        {
          ok = read_setup_start (loader, child, setup, read->start_lines);
          read->n_starts++;
        }
      else if (gk_xml_is_element (child, "marker"))
        ok = read_setup_marker (loader, child, setup, read->marker_lines);

      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* As many players as the setup says, the opponent's colour in a solo game,
 * nine starting cells, three characters each in a standard game. */
static gboolean
check_setup_counts (GkLoader        *loader,
                    xmlNode         *node,
                    GkSetup         *setup,
                    guint            n_players,
                    const SetupRead *read)
{
  if (read->n_players != n_players)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "the setup says %u player but lists %u",
                                    "the setup says %u players but lists %u",
                                    n_players),
                       n_players, read->n_players);
      return FALSE;
    }
  if (setup->variant == GK_VARIANT_SOLO && !read_opponent_colour (loader, node, setup))
    return FALSE;
  if (read->n_starts != 9)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the starting square needs 9 <start> cells, not %u"), read->n_starts);
      return FALSE;
    }
  if (setup->variant == GK_VARIANT_STANDARD)
    for (guint i = 0; i < n_players; i++)
      if (read->n_characters[i] != GK_N_CHARACTERS)
        {
          g_autofree char *who = gk_format_setup_player_label (setup, i);

          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                           g_dngettext (GETTEXT_PACKAGE,
                                        "%s has %u character, a standard game needs 3",
                                        "%s has %u characters, a standard game needs 3",
                                        read->n_characters[i]),
                           who, read->n_characters[i]);
          return FALSE;
        }
  return TRUE;
}

GkSetup *
_gk_game_file_read_setup (GkLoader *loader,
                          xmlNode  *node)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autofree char *variant = gk_xml_get_attr (node, "variant");
  SetupRead read = { { { 0, } }, };
  GkSetupItem item;
  guint n_players;
  g_autoptr(GError) local_error = NULL;

  if (!_gk_loader_read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
    return NULL;
  if (n_players < 1)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("a game needs at least one player"));
      return NULL;
    }

  setup = gk_setup_new (n_players);
  if (g_strcmp0 (variant, "solo") == 0)
    {
      g_autofree char *level = gk_xml_get_attr (node, "solo-level");

      setup->variant = GK_VARIANT_SOLO;
      setup->solo_level = g_strcmp0 (level, "expert") == 0 ? GK_SOLO_EXPERT : GK_SOLO_NORMAL;
    }
  else
    setup->variant = GK_VARIANT_STANDARD;

  if (!read_setup_children (loader, node, setup, &read)
      || !check_setup_counts (loader, node, setup, n_players, &read))
    return NULL;

  /* The engine says what the box allows; the file names the line. */
  if (!gk_setup_check (setup, &item, &local_error))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT,
                       setup_line (&item, _gk_xml_node_line (node), read.player_lines,
                                   read.marker_lines),
                       "%s", local_error->message);
      return NULL;
    }

  return g_steal_pointer (&setup);
}

/* One <round> as read: its moves and the element each came from. */
/* ---- the play (game-file.md, "The play") ---- */

gboolean
_gk_game_file_read_play (GkLoader     *loader,
                         xmlNode      *play_node,
                         xmlNode      *body,
                         GkPlayRecord *play)
{
  g_autoptr(GError) local_error = NULL;
  guint seat = 0;
  guint line = 0;

  if (play_node != NULL && !gk_play_record_read_xml (play, play_node, &line, &local_error))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, line, "%s", local_error->message);
      return FALSE;
    }

  /* The <player> elements are in seating order (checked when they were read). */
  for (xmlNode *child = gk_xml_first_element (body->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      if (!gk_xml_is_element (child, "player"))
        continue;
      if (!gk_play_record_read_person_xml (play, seat, child, &local_error))
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (child), "%s",
                           local_error->message);
          return FALSE;
        }
      seat++;
    }
  return TRUE;
}
