/* gk-gamefile-read.c: a game file's last two steps, reading and replaying
 *
 * Step 3 reads names and numbers into a GkSetup and GkMoves (or a
 * GkPosition); step 4 replays the moves through the engine one by one, so
 * that a refused move names its line.  The engine decides every rule: this
 * file only maps what it refuses to the element it came from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-format.h"
#include "gk-gamefile-private.h"
#include "gk-play-xml.h"
#include "gk-position.h"

/* Numbers larger than this cannot come from a real table; refusing them
 * early keeps every sum far from overflowing. */
#define MAX_COUNT 9999
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
  g_autofree char *value = gk_xml_get_attr (node, name);
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

static gboolean
read_uint (GkLoader   *loader,
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

static gboolean
read_cell (GkLoader   *loader,
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

/* A name spelled in the file; the schema has checked the spelling, so a
 * failure here means the schema and the engine disagree. */
#define READ_NAME(loader, node, attr, parse, out)                                  \
  G_STMT_START {                                                                   \
    g_autofree char *_value = gk_xml_get_attr ((node), (attr));                           \
    if (_value == NULL || !parse (_value, (out)))                                  \
      {                                                                            \
        _gk_loader_fail ((loader), GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (node),             \
                         _("the attribute “%s” of <%s> has a wrong value: “%s”"),       \
                         (attr), (const char *) (node)->name, _value ? _value : "");    \
        return FALSE;                                                              \
      }                                                                            \
  } G_STMT_END

/* The optional date-time attribute @name of @node (game-file.md, "The play"). */
static gboolean
read_time (GkLoader   *loader,
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
static gboolean
read_player (GkLoader   *loader,
             xmlNode    *node,
             const char *attr,
             guint       n_players,
             gboolean    allow_hal,
             gint       *out)
{
  g_autofree char *value = gk_xml_get_attr (node, attr);
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
static gboolean
check_player_id (GkLoader *loader,
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

  if (!check_player_id (loader, node, index, setup->n_players))
    return FALSE;
  READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);

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
  if (!read_player (loader, node, "player", setup->n_players, FALSE, &player))
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

  READ_NAME (loader, node, "colour", gk_colour_from_string, &character.colour);
  READ_NAME (loader, node, "trigger", gk_trigger_from_string, &character.trigger);
  if (!read_uint (loader, node, "tiles", MAX_COUNT, &character.tiles) ||
      !read_uint (loader, node, "resources", MAX_COUNT, &character.resources) ||
      !read_uint (loader, node, "points", MAX_COUNT, &character.points))
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

  if (!read_cell (loader, node, "x", "y", &x, &y))
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

  READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);
  tile_name = gk_card_get_name (tile);
  if (gk_tile_get_number (tile) > 3)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("the starting square holds only tiles 1 to 3, not %s"), tile_name);
      return FALSE;
    }
  for (guint yy = 0; yy < GK_START_SIZE; yy++)
    for (guint xx = 0; xx < GK_START_SIZE; xx++)
      if (start_lines[yy][xx] != 0 && setup->start[yy][xx] == tile)
        {
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
  if (!read_cell (loader, node, "x", "y", &x, &y))
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
  READ_NAME (loader, node, "opponent-colour", gk_player_colour_from_string, &colour);
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

static GkSetup *
read_setup (GkLoader *loader,
            xmlNode  *node)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autofree char *variant = gk_xml_get_attr (node, "variant");
  SetupRead read = { { { 0, } }, };
  GkSetupItem item;
  guint n_players;
  g_autoptr(GError) local_error = NULL;

  if (!read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
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
typedef struct
{
  xmlNode *node;
  GArray  *moves;   /* of GkMove */
} RoundEntry;

static void
round_entry_clear (gpointer data)
{
  RoundEntry *entry = data;

  g_clear_pointer (&entry->moves, g_array_unref);
}

static gboolean
read_tile_return (GkLoader *loader,
                  xmlNode  *node,
                  guint     n_players,
                  GkMove   *move)
{
  guint lines[GK_MAX_PLAYERS] = { 0, };

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      gint player;
      guint tiles;

      if (!read_player (loader, child, "player", n_players, FALSE, &player))
        return FALSE;
      if (lines[player] != 0)
        {
          g_autofree char *id = gk_player_id_to_string (player);

          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (child),
                           _("%s returns tiles twice (also on line %u)"), id, lines[player]);
          return FALSE;
        }
      if (!read_uint (loader, child, "tiles", GK_N_TILES, &tiles))
        return FALSE;
      lines[player] = _gk_xml_node_line (child);
      move->returns[player] = tiles;
    }

  if (!read_time (loader, node, "at", &move->returns_at))
    return FALSE;

  for (guint i = 0; i < n_players; i++)
    if (lines[i] == 0)
      {
        g_autofree char *id = gk_player_id_to_string ((gint) i);

        _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                         _("<tile-return> needs one <return> for every player: %s is missing"),
                         id);
        return FALSE;
      }

  move->has_returns = TRUE;
  return TRUE;
}

/* drawn="D blue-7": the two cards drawn for the solo opponent at the
 * expert level, in the order drawn (game-file.md, "A solo game"). */
static gboolean
read_drawn (GkLoader *loader,
            xmlNode  *node,
            GkMove   *move)
{
  g_autofree char *value = gk_xml_get_attr (node, "drawn");
  g_auto(GStrv) names = NULL;
  GkCard cards[2];

  if (move->player != GK_PLAYER_HAL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("“drawn” applies only to the solo opponent's action"));
      return FALSE;
    }

  /* The schema has checked the spelling: two card names, one space apart. */
  names = g_strsplit (value, " ", -1);
  if (g_strv_length (names) != 2
      || !gk_card_from_string (names[0], &cards[0])
      || !gk_card_from_string (names[1], &cards[1]))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, move->line,
                       _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                       "drawn", (const char *) node->name, value);
      return FALSE;
    }
  gk_move_set_drawn (move, cards[0], cards[1]);
  return TRUE;
}

/* <shift letter="D" x="4" y="0"/>: a marker moved after an urbanization
 * (rules.md 9.7); the engine checks the cell. */
static gboolean
read_shift (GkLoader *loader,
            xmlNode  *node,
            GkMove   *move)
{
  GkCard letter;
  gint x, y;

  READ_NAME (loader, node, "letter", gk_card_from_string, &letter);
  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (gk_card_is_building (move->card) || move->tile == GK_NO_TILE)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("only an urbanization shifts markers: <shift> does not apply here"));
      return FALSE;
    }
  if (!gk_move_add_shift (move, gk_card_get_letter (letter), x, y))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                       _("an urbanization shifts at most %u other markers"), GK_MAX_SHIFTS);
      return FALSE;
    }
  move->shifts[move->n_shifts - 1].line = _gk_xml_node_line (node);
  return TRUE;
}

static gboolean
read_action (GkLoader *loader,
             xmlNode  *node,
             GkSetup  *setup,
             GkMove   *move)
{
  gint player;
  GkCard card;
  GkTile tile = GK_NO_TILE;

  if (!read_player (loader, node, "player", setup->n_players,
                    setup->variant == GK_VARIANT_SOLO, &player))
    return FALSE;
  READ_NAME (loader, node, "card", gk_card_from_string, &card);
  if (_gk_xml_has_attr (node, "tile"))
    READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);

  gk_move_init_action (move, player, card, tile);
  move->line = _gk_xml_node_line (node);
  if (!read_time (loader, node, "at", &move->at))
    return FALSE;

  if (_gk_xml_has_attr (node, "take"))
    {
      g_autofree char *take = gk_xml_get_attr (node, "take");

      if (gk_card_is_building (card))
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           _("“take” applies only to an urbanization card, not to a building "
                             "card"));
          return FALSE;
        }
      move->take = g_strcmp0 (take, "tile") == 0 ? GK_TAKE_TILE : GK_TAKE_RESOURCE;
    }

  if (_gk_xml_has_attr (node, "marker-x") || _gk_xml_has_attr (node, "marker-y"))
    {
      if (gk_card_is_building (card))
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           tile == GK_NO_TILE ?
                           _("an exploit moves no marker: “marker-x” and “marker-y” do not "
                             "apply") :
                           _("a construction moves no marker: “marker-x” and “marker-y” do "
                             "not apply"));
          return FALSE;
        }
      if (tile == GK_NO_TILE)
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           _("an urbanization card played alone moves no marker: "
                             "“marker-x” and “marker-y” do not apply"));
          return FALSE;
        }
      if (!read_cell (loader, node, "marker-x", "marker-y", &move->marker_x, &move->marker_y))
        return FALSE;
      move->has_marker = TRUE;
    }

  if (gk_card_is_letter (card) && tile == GK_NO_TILE && move->take == GK_TAKE_NONE)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("an urbanization card played alone needs take=\"resource\" or "
                         "take=\"tile\""));
      return FALSE;
    }

  if (_gk_xml_has_attr (node, "drawn") && !read_drawn (loader, node, move))
    return FALSE;

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    if (!read_shift (loader, child, move))
      return FALSE;

  return TRUE;
}

static gboolean
read_round (GkLoader   *loader,
            xmlNode    *node,
            GkSetup    *setup,
            RoundEntry *entry)
{
  entry->node = node;
  entry->moves = g_array_new (FALSE, TRUE, sizeof (GkMove));

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      GkMove move;

      if (setup->variant == GK_VARIANT_SOLO && !gk_xml_is_element (child, "action"))
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (child),
                           gk_xml_is_element (child, "renew") ?
                           _("a solo game has no hand renewals: <renew> does not apply") :
                           _("a solo game has no tile return: <tile-return> does not apply"));
          return FALSE;
        }

      if (gk_xml_is_element (child, "renew"))
        {
          gint player;

          if (!read_player (loader, child, "player", setup->n_players, FALSE, &player))
            return FALSE;
          gk_move_init_renew (&move, player);
          move.line = _gk_xml_node_line (child);
          if (!read_time (loader, child, "at", &move.at))
            return FALSE;
          g_array_append_val (entry->moves, move);
        }
      else if (gk_xml_is_element (child, "action"))
        {
          if (!read_action (loader, child, setup, &move))
            return FALSE;
          g_array_append_val (entry->moves, move);
        }
      else if (gk_xml_is_element (child, "tile-return"))
        {
          /* The schema puts it right after an action. */
          GkMove *last;

          g_assert (entry->moves->len > 0);
          last = &g_array_index (entry->moves, GkMove, entry->moves->len - 1);
          g_assert (last->kind == GK_MOVE_ACTION);
          if (!read_tile_return (loader, child, setup->n_players, last))
            return FALSE;
        }
    }

  return TRUE;
}

/* ---- step 4: the replay ---- */

/* The line to blame for a refused action: the first <shift> that makes the
 * engine refuse it, or the action itself. */
static guint
refused_line (const GkTable *table,
              const GkMove  *move)
{
  GkMove partial = *move;

  for (guint k = 0; k <= move->n_shifts; k++)
    {
      g_autoptr(GkPreview) preview = NULL;

      partial.n_shifts = k;
      preview = gk_table_preview (table, &partial, NULL);
      if (preview == NULL)
        return k == 0 ? move->line : move->shifts[k - 1].line;
    }
  return move->line;
}

/* Checks what the attributes of an action mean against the table before it
 * is applied (game-file.md: attributes that do not apply), and drops what
 * the file may carry but the move ignores. */
static gboolean
check_action (GkLoader      *loader,
              const GkTable *table,
              GkMove        *move)
{
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GError) local_error = NULL;
  gint next = gk_table_get_next_player (table);
  GkMove bare;

  /* A <round> holds one action per player; whose turn it is inside the
   * round is the engine's to say (gk_table_preview() below). */
  if (next == GK_NO_PLAYER)
    {
      g_autofree char *who = gk_format_player_label (table, move->player);

      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("no action of %s can come here: the round has no turn left"), who);
      return FALSE;
    }

  /* Previewed without its returns, the move says whether it empties the
   * reserve for the first time, whatever the file holds after it. */
  bare = *move;
  bare.has_returns = FALSE;
  memset (bare.returns, 0, sizeof bare.returns);
  preview = gk_table_preview (table, &bare, &local_error);
  if (preview == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, refused_line (table, &bare), "%s",
                       local_error->message);
      return FALSE;
    }

  /* The engine says which choice the move still needs (rules.md 9.1: an
   * urbanization that cannot be paid for is an exploit of its card); the
   * file names its attributes, and drops the one the move ignores. */
  if (preview->needs_take)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("this urbanization cannot be paid for, so the card is played "
                         "alone: it needs take=\"resource\" or take=\"tile\""));
      return FALSE;
    }
  if (preview->needs_marker)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("this urbanization needs “marker-x” and “marker-y”: "
                         "where its marker goes"));
      return FALSE;
    }
  if (preview->resolved == GK_ACTION_URBANIZATION)
    move->take = GK_TAKE_NONE;
  else
    move->has_marker = FALSE;

  if (preview->needs_tile_return && !move->has_returns)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("the tile reserve runs out during this action: a <tile-return> with "
                         "every player's returned tiles must follow it"));
      return FALSE;
    }
  if (!preview->needs_tile_return && move->has_returns)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("the tile reserve does not run out for the first time during this "
                         "action: the <tile-return> after it does not belong there"));
      return FALSE;
    }

  return TRUE;
}

static GkGame *
replay (GkLoader *loader,
        GkSetup  *setup,
        GArray   *rounds,
        xmlNode  *setup_node)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  guint first_round;

  game = gk_game_new (setup, &local_error);
  if (game == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (setup_node),
                       "%s", local_error->message);
      return NULL;
    }
  first_round = gk_table_get_round (gk_game_get_table (game));

  for (guint r = 0; r < rounds->len; r++)
    {
      RoundEntry *entry = &g_array_index (rounds, RoundEntry, r);
      guint expected = first_round + r;

      if (entry->moves->len == 0 && r + 1 < rounds->len)
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (entry->node),
                           _("this <round> is empty: only the last round may be unfinished"));
          return NULL;
        }

      for (guint m = 0; m < entry->moves->len; m++)
        {
          GkMove *move = &g_array_index (entry->moves, GkMove, m);
          const GkTable *table = gk_game_get_table (game);
          guint round = gk_table_get_round (table);

          if (gk_table_is_game_over (table) && move->player == GK_PLAYER_HAL
              && gk_table_get_tile_reserve (table) == 0)
            {
              /* game-file.md: the opponent's action is left out */
              _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                               _("the tile reserve is empty at the opponent's turn: its action is "
                                 "left out, and the game is over"));
              return NULL;
            }
          if (gk_table_is_game_over (table))
            {
              _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                               _("the game is already over: nothing can follow"));
              return NULL;
            }
          if (round < expected)
            {
              gint next = gk_table_get_next_player (table);
              g_autofree char *who = gk_format_player_label (table, next);

              _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (entry->node),
                               _("a new <round> starts here, but round %u is not over: "
                                 "%s has not acted yet"),
                               round, who);
              return NULL;
            }
          if (round > expected)
            {
              _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                               _("round %u is over: this move belongs in a new <round>"),
                               expected);
              return NULL;
            }

          if (move->kind == GK_MOVE_ACTION && !check_action (loader, table, move))
            return NULL;

          if (!gk_game_push (game, move, &local_error))
            {
              _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                               "%s", local_error->message);
              return NULL;
            }
        }
    }

  return g_steal_pointer (&game);
}

GkGame *
_gk_game_file_read_log (GkLoader *loader,
                        xmlNode  *setup_node)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GArray) rounds = NULL;

  g_assert (gk_xml_is_element (setup_node, "setup"));
  setup = read_setup (loader, setup_node);
  if (setup == NULL)
    return NULL;

  rounds = g_array_new (FALSE, TRUE, sizeof (RoundEntry));
  g_array_set_clear_func (rounds, round_entry_clear);
  for (xmlNode *child = gk_xml_next_element (setup_node);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      RoundEntry entry = { NULL, NULL };

      g_array_append_val (rounds, entry);
      if (!read_round (loader, child, setup,
                       &g_array_index (rounds, RoundEntry, rounds->len - 1)))
        return NULL;
    }

  return replay (loader, setup, rounds, setup_node);
}

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

  if (!check_player_id (loader, node, index, gk_position_get_n_players (position)))
    return FALSE;
  READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);
  if (!read_uint (loader, node, "points", MAX_COUNT, &points) ||
      !read_uint (loader, node, "renewal-tokens", GK_RENEWAL_TOKENS, &tokens) ||
      !read_uint (loader, node, "resources", GK_RESOURCES_PER_COLOUR, &resources) ||
      !read_uint (loader, node, "tiles", GK_N_TILES, &tiles))
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

          READ_NAME (loader, child, "colour", gk_colour_from_string, &ccolour);
          READ_NAME (loader, child, "trigger", gk_trigger_from_string, &trigger);
          gk_position_add_character (position, index, ccolour, trigger);
          g_array_append_val (lines->characters[index], line);
        }
      else if (gk_xml_is_element (child, "kept"))
        {
          GkCard card;

          READ_NAME (loader, child, "card", gk_tile_from_string, &card);
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

  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (_gk_xml_has_attr (node, "owner") &&
      !read_player (loader, node, "owner", gk_position_get_n_players (position), FALSE, &owner))
    return FALSE;

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    {
      GkTile tile;

      READ_NAME (loader, child, "id", gk_tile_from_string, &tile);
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

  if (!read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
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
