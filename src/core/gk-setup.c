/* gk-setup.c: what is on the table before round 1
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-setup.h"

/* rules.md 2.2: clockwise from the top-left corner of the square. */
static const gint default_markers[GK_N_LETTERS][2] = {
  { 0, -1 }, { 1, -1 }, { 2, -1 },
  { 3, 0 }, { 3, 1 }, { 3, 2 },
  { 2, 3 }, { 1, 3 }, { 0, 3 },
  { -1, 2 }, { -1, 1 }, { -1, 0 },
};

char *
gk_setup_default_player_name (guint seat)
{
  /* TRANSLATORS: default name of a player, %u is the seat number: "Player 2" */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

char *
gk_setup_player_name_or_default (const char *typed,
                                 guint       seat)
{
  g_autofree char *stripped = g_strstrip (g_strdup (typed != NULL ? typed : ""));

  if (*stripped == '\0')
    return gk_setup_default_player_name (seat);
  return g_steal_pointer (&stripped);
}

void
gk_setup_default_marker (guint  letter,
                         gint  *x,
                         gint  *y)
{
  g_return_if_fail (letter < GK_N_LETTERS);

  *x = default_markers[letter][0];
  *y = default_markers[letter][1];
}

void
gk_setup_reset_markers (GkSetup *setup)
{
  g_return_if_fail (setup != NULL);

  for (guint i = 0; i < GK_N_LETTERS; i++)
    gk_setup_default_marker (i, &setup->marker_x[i], &setup->marker_y[i]);
}

gboolean
gk_setup_markers_as_pictured (const GkSetup *setup)
{
  g_return_val_if_fail (setup != NULL, FALSE);

  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (setup->marker_x[i] != default_markers[i][0] || setup->marker_y[i] != default_markers[i][1])
      return FALSE;
  return TRUE;
}

GkSetup *
gk_setup_new (guint n_players)
{
  GkSetup *setup;

  g_return_val_if_fail (n_players >= 1 && n_players <= GK_MAX_PLAYERS, NULL);

  setup = g_new0 (GkSetup, 1);
  setup->n_players = n_players;
  setup->variant = n_players == 1 ? GK_VARIANT_SOLO : GK_VARIANT_STANDARD;
  setup->solo_level = GK_SOLO_NORMAL;

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      setup->players[p].name = gk_setup_default_player_name (p);
      setup->players[p].colour = (GkPlayerColour) p;
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        {
          setup->players[p].characters[c].colour = GK_COLOUR_RED;
          setup->players[p].characters[c].trigger = GK_TRIGGER_EXPLOIT;
        }
    }

  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      setup->start[y][x] = gk_tile_make ((GkColour) y, x + 1);

  gk_setup_reset_markers (setup);
  setup->opponent_colour = gk_setup_default_opponent_colour (setup);

  return setup;
}

GkPlayerColour
gk_setup_default_opponent_colour (const GkSetup *setup)
{
  g_return_val_if_fail (setup != NULL, GK_PLAYER_COLOUR_ORANGE);

  return setup->players[0].colour == GK_PLAYER_COLOUR_WHITE ? GK_PLAYER_COLOUR_ORANGE
                                                             : GK_PLAYER_COLOUR_WHITE;
}

GkSetup *
gk_setup_copy (const GkSetup *setup)
{
  GkSetup *copy;

  g_return_val_if_fail (setup != NULL, NULL);

  copy = g_memdup2 (setup, sizeof *setup);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    copy->players[p].name = g_strdup (setup->players[p].name);

  return copy;
}

void
gk_setup_free (GkSetup *setup)
{
  if (setup == NULL)
    return;

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    g_free (setup->players[p].name);
  g_free (setup);
}

void
gk_setup_set_player_name (GkSetup    *setup,
                          guint       player,
                          const char *name)
{
  g_return_if_fail (setup != NULL);
  g_return_if_fail (player < GK_MAX_PLAYERS);

  g_free (setup->players[player].name);
  setup->players[player].name = name != NULL ? gk_player_name_normalize (name) : NULL;
}

void
gk_setup_shuffle_start (GkSetup *setup,
                        GRand   *rand)
{
  GkTile tiles[9];

  g_return_if_fail (setup != NULL);
  g_return_if_fail (rand != NULL);

  for (guint i = 0; i < 9; i++)
    tiles[i] = gk_tile_make ((GkColour) (i / 3), i % 3 + 1);

  /* Fisher-Yates */
  for (guint i = 8; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      GkTile t = tiles[i];

      tiles[i] = tiles[j];
      tiles[j] = t;
    }

  for (guint i = 0; i < 9; i++)
    setup->start[i / GK_START_SIZE][i % GK_START_SIZE] = tiles[i];
}

static gboolean
is_edge_cell (gint x,
              gint y)
{
  gboolean in_x = x >= 0 && x < GK_START_SIZE;
  gboolean in_y = y >= 0 && y < GK_START_SIZE;

  /* Orthogonally next to the square, outside it. */
  return (in_x && (y == -1 || y == GK_START_SIZE)) || (in_y && (x == -1 || x == GK_START_SIZE));
}

gboolean
gk_player_colours_check (const GkPlayerColour *colours,
                         guint                 n_players,
                         guint                *out_seat,
                         GError              **error)
{
  g_return_val_if_fail (colours != NULL || n_players == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint p = 1; p < n_players; p++)
    for (guint q = 0; q < p; q++)
      if (colours[q] == colours[p])
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("Two players cannot both play %s."),
                       gk_player_colour_get_name (colours[p]));
          if (out_seat != NULL)
            *out_seat = p;
          return FALSE;
        }
  return TRUE;
}

static void
set_item (GkSetupItem     *item,
          GkSetupItemKind  kind,
          guint            index,
          guint            other)
{
  if (item == NULL)
    return;
  item->kind = kind;
  item->index = index;
  item->other = other;
}

gboolean
gk_setup_validate (const GkSetup  *setup,
                   GError        **error)
{
  return gk_setup_check (setup, NULL, error);
}

/* 2 to 5 players, one per player colour (rules.md 1), or one human
 * against the solo opponent at a level and in a colour of its own (10). */
static gboolean
check_players_count (const GkSetup  *setup,
                     GError        **error)
{
  guint n_players = setup->n_players;

  if (setup->variant == GK_VARIANT_SOLO)
    {
      /* rules.md 10: one human against the virtual opponent. */
      if (n_players != 1)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("The solo game has one player."));
          return FALSE;
        }
      if (setup->solo_level != GK_SOLO_NORMAL && setup->solo_level != GK_SOLO_EXPERT)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("The solo game is played at the normal or the expert level."));
          return FALSE;
        }
      if (setup->opponent_colour >= GK_N_PLAYER_COLOURS
          || setup->opponent_colour == setup->players[0].colour)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("The opponent needs a colour of its own, not %s."),
                       gk_player_colour_get_name (setup->players[0].colour));
          return FALSE;
        }
    }
  else if (n_players < 2 || n_players > GK_MAX_PLAYERS)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("A game has 2 to 5 players."));
      return FALSE;
    }
  return TRUE;
}

/* rules.md 2: each character has a colour and a trigger and gives what
 * a character card can; together they ask no more resources than the
 * player's supply holds. */
static gboolean
check_characters (const GkSetup        *setup,
                  const GkPlayerSetup  *player,
                  GError              **error)
{
  guint resources = 0;

  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    {
      const GkCharacter *ch = &player->characters[c];

      if (ch->colour >= GK_N_COLOURS || ch->trigger >= GK_N_TRIGGERS)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("A character of %s has no colour or no trigger."),
                       player->name);
          return FALSE;
        }
      if (ch->tiles > GK_CHARACTER_MAX_TILES
          || ch->resources > GK_CHARACTER_MAX_RESOURCES
          || ch->points > GK_CHARACTER_MAX_POINTS)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("A character of %s gives more than a character card can: "
                         "at most %u tiles, %u resources and %u points."),
                       player->name, GK_CHARACTER_MAX_TILES,
                       GK_CHARACTER_MAX_RESOURCES, GK_CHARACTER_MAX_POINTS);
          return FALSE;
        }
      resources += ch->resources;
    }
  if (resources > gk_rules_supply_per_colour (setup->n_players))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("The characters of %s ask for more resources than the supply "
                     "holds."),
                   player->name);
      return FALSE;
    }
  return TRUE;
}

/* Seat @p: a colour no earlier seat plays, a name, and in the standard
 * game its characters.  @colours holds the earlier seats' colours. */
static gboolean
check_player (const GkSetup   *setup,
              guint            p,
              GkPlayerColour  *colours,
              GkSetupItem     *item,
              GError         **error)
{
  const GkPlayerSetup *player = &setup->players[p];

  if (player->colour >= GK_N_PLAYER_COLOURS)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("Player %u has no colour."), p + 1);
      return FALSE;
    }
  colours[p] = player->colour;
  if (!gk_player_colours_check (colours, p + 1, NULL, error))
    {
      set_item (item, GK_SETUP_ITEM_PLAYER, p, p);
      return FALSE;
    }

  /* A name may be empty: the table shows the seat's default name in the
   * reader's language (gk_table_get_player_name()); it is never stored. */
  if (setup->variant == GK_VARIANT_STANDARD)
    return check_characters (setup, player, error);
  return TRUE;
}

/* rules.md 2.1: the nine tiles numbered 1 to 3 of each colour. */
static gboolean
check_start_square (const GkSetup  *setup,
                    GError        **error)
{
  gboolean seen[GK_N_TILES] = { FALSE, };

  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      {
        GkTile t = setup->start[y][x];

        if (t < 0 || t >= GK_N_TILES || gk_tile_get_number (t) > 3 || seen[t])
          {
            g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                         _("The starting square holds the nine tiles numbered 1 to 3 of "
                           "each colour, each once."));
            return FALSE;
          }
        seen[t] = TRUE;
      }
  return TRUE;
}

/* rules.md 2.2: markers on distinct cells around the square. */
static gboolean
check_markers (const GkSetup  *setup,
               GkSetupItem    *item,
               GError        **error)
{
  for (guint i = 0; i < GK_N_LETTERS; i++)
    {
      if (!is_edge_cell (setup->marker_x[i], setup->marker_y[i]))
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("Marker %c must lie on an empty cell next to the starting square, "
                         "not at (%d, %d)."),
                       'A' + i, setup->marker_x[i], setup->marker_y[i]);
          set_item (item, GK_SETUP_ITEM_MARKER, i, i);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (setup->marker_x[i] == setup->marker_x[j] && setup->marker_y[i] == setup->marker_y[j])
          {
            g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                         _("Markers %c and %c cannot share a cell: both lie at (%d, %d)."),
                         'A' + j, 'A' + i, setup->marker_x[i], setup->marker_y[i]);
            set_item (item, GK_SETUP_ITEM_MARKER, i, j);
            return FALSE;
          }
    }
  return TRUE;
}

gboolean
gk_setup_check (const GkSetup  *setup,
                GkSetupItem    *item,
                GError        **error)
{
  GkPlayerColour colours[GK_MAX_PLAYERS];

  g_return_val_if_fail (setup != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  set_item (item, GK_SETUP_ITEM_WHOLE, 0, 0);
  if (!check_players_count (setup, error))
    return FALSE;
  for (guint p = 0; p < setup->n_players; p++)
    if (!check_player (setup, p, colours, item, error))
      return FALSE;
  return check_start_square (setup, error) && check_markers (setup, item, error);
}

gboolean
gk_player_name_check (const char  *name,
                      GError     **error)
{
  guint n_chars = 0;

  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   _("A name is text: this one holds bytes that are no characters."));
      return FALSE;
    }
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c))
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       _("A name is one line of text, without tabs or line breaks."));
          return FALSE;
        }
      /* Not characters at all for XML 1.0 (its production Char): no saved
       * game could hold the name. */
      if (c == 0xFFFE || c == 0xFFFF)
        {
          g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                       /* TRANSLATORS: %04X is a character's number in Unicode */
                       _("A name cannot hold the character U+%04X: no file could keep it."),
                       c);
          return FALSE;
        }
      n_chars++;
    }
  if (n_chars > GK_MAX_NAME_LENGTH)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                   ngettext ("A name has at most %u character.",
                             "A name has at most %u characters.", GK_MAX_NAME_LENGTH),
                   GK_MAX_NAME_LENGTH);
      return FALSE;
    }
  return TRUE;
}
