/* gk-gamefile-log.c: a game log read and replayed
 *
 * The rounds of a game file read into moves (step 3: a card, a tile, the
 * choice, the marker's cell and shifts, the tiles given back, the cards
 * drawn), then replayed through the engine one by one (step 4), so that
 * a refused move names its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-format.h"
#include "gk-game-private.h"
#include "gk-gamefile-private.h"
#include "gk-table-private.h"

/* ---- step 3: the rounds ---- */

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

      if (!_gk_loader_read_player (loader, child, "player", n_players, FALSE, &player))
        return FALSE;
      if (lines[player] != 0)
        {
          g_autofree char *id = gk_player_id_to_string (player);

          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (child),
                           _("%s returns tiles twice (also on line %u)"), id, lines[player]);
          return FALSE;
        }
      if (!_gk_loader_read_uint (loader, child, "tiles", GK_N_TILES, &tiles))
        return FALSE;
      lines[player] = _gk_xml_node_line (child);
      move->returns[player] = tiles;
    }

  if (!_gk_loader_read_time (loader, node, "at", &move->returns_at))
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

  GK_LOADER_READ_NAME (loader, node, "letter", gk_card_from_string, &letter);
  if (!_gk_loader_read_cell (loader, node, "x", "y", &x, &y))
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

  if (!_gk_loader_read_player (loader, node, "player", setup->n_players,
                               setup->variant == GK_VARIANT_SOLO, &player))
    return FALSE;
  GK_LOADER_READ_NAME (loader, node, "card", gk_card_from_string, &card);
  if (_gk_xml_has_attr (node, "tile"))
    GK_LOADER_READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);

  gk_move_init_action (move, player, card, tile);
  move->line = _gk_xml_node_line (node);
  if (!_gk_loader_read_time (loader, node, "at", &move->at))
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
      if (!_gk_loader_read_cell (loader, node, "marker-x", "marker-y", &move->marker_x,
                                 &move->marker_y))
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
  entry->moves = g_array_sized_new (FALSE, TRUE, sizeof (GkMove),
                                    (guint) xmlChildElementCount (node));

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

          if (!_gk_loader_read_player (loader, child, "player", setup->n_players, FALSE, &player))
            return FALSE;
          gk_move_init_renew (&move, player);
          move.line = _gk_xml_node_line (child);
          if (!_gk_loader_read_time (loader, child, "at", &move.at))
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
 * the file may carry but the move ignores; @after is left as the move
 * without its returns leaves the table. */
static gboolean
check_action (GkLoader      *loader,
              const GkTable *table,
              GkMove        *move,
              GkPreview    **out_preview,
              GkTable       *after)
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
  preview = _gk_table_preview_keeping (table, &bare, after, &local_error);
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

  *out_preview = g_steal_pointer (&preview);
  return TRUE;
}

static GkGame *
replay (GkLoader *loader,
        GkSetup  *setup,
        GArray   *rounds,
        xmlNode  *setup_node)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkTable) after = NULL;
  g_autoptr(GError) local_error = NULL;
  guint first_round;
  guint n_moves = 0;

  game = gk_game_new (setup, &local_error);
  if (game == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (setup_node),
                       "%s", local_error->message);
      return NULL;
    }
  first_round = gk_table_get_round (gk_game_get_table (game));
  for (guint r = 0; r < rounds->len; r++)
    n_moves += g_array_index (rounds, RoundEntry, r).moves->len;
  _gk_game_expect_moves (game, n_moves);
  /* Each action is checked on this table, left as the action left it;
   * the game takes it and gives its own back for the next action. */
  after = gk_table_copy (gk_game_get_table (game));

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

          if (move->kind == GK_MOVE_ACTION)
            {
              g_autoptr(GkPreview) preview = NULL;

              if (!check_action (loader, table, move, &preview, after))
                return NULL;
              /* The check ran the rules on the move: without returns
               * (which it ran without), its table is the move's. */
              if (!move->has_returns)
                {
                  _gk_game_push_applied (game, move, &after, preview);
                  continue;
                }
            }

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
  setup = _gk_game_file_read_setup (loader, setup_node);
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
