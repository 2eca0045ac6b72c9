/* gk-types.c: names and counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-types.h"

G_DEFINE_QUARK (gk-error-quark, gk_error)

static const char * const colour_ids[GK_N_COLOURS] = { "blue", "red", "yellow" };
static const char * const trigger_ids[GK_N_TRIGGERS] = { "exploit", "urbanization", "construction" };
static const char * const player_colour_ids[GK_N_PLAYER_COLOURS] = {
  "white", "orange", "green", "purple", "black"
};

/* The id of @ids that the first @length bytes of @str spell. */
static gboolean
lookup_id_len (const char         *str,
               gsize               length,
               const char * const *ids,
               guint               n_ids,
               guint              *out_index)
{
  for (guint i = 0; i < n_ids; i++)
    {
      if (strncmp (str, ids[i], length) == 0 && ids[i][length] == '\0')
        {
          *out_index = i;
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
lookup_id (const char         *str,
           const char * const *ids,
           guint               n_ids,
           guint              *out_index)
{
  g_return_val_if_fail (out_index != NULL, FALSE);

  return str != NULL && lookup_id_len (str, strlen (str), ids, n_ids, out_index);
}

const char *
gk_colour_to_string (GkColour colour)
{
  g_return_val_if_fail (colour < GK_N_COLOURS, NULL);
  return colour_ids[colour];
}

gboolean
gk_colour_from_string (const char *str,
                       GkColour   *out_colour)
{
  guint index;

  if (!lookup_id (str, colour_ids, GK_N_COLOURS, &index))
    return FALSE;
  *out_colour = (GkColour) index;
  return TRUE;
}

const char *
gk_trigger_to_string (GkTrigger trigger)
{
  g_return_val_if_fail (trigger < GK_N_TRIGGERS, NULL);
  return trigger_ids[trigger];
}

gboolean
gk_trigger_from_string (const char *str,
                        GkTrigger  *out_trigger)
{
  guint index;

  if (!lookup_id (str, trigger_ids, GK_N_TRIGGERS, &index))
    return FALSE;
  *out_trigger = (GkTrigger) index;
  return TRUE;
}

const char *
gk_player_colour_to_string (GkPlayerColour colour)
{
  g_return_val_if_fail (colour < GK_N_PLAYER_COLOURS, NULL);
  return player_colour_ids[colour];
}

gboolean
gk_player_colour_from_string (const char     *str,
                              GkPlayerColour *out_colour)
{
  guint index;

  if (!lookup_id (str, player_colour_ids, GK_N_PLAYER_COLOURS, &index))
    return FALSE;
  *out_colour = (GkPlayerColour) index;
  return TRUE;
}

const char *
gk_card_write_id (GkCard card,
                  char   buffer[GK_CARD_ID_SIZE])
{
  const char *colour;
  gsize n;
  guint number;

  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  if (gk_card_is_letter (card))
    {
      buffer[0] = (char) ('A' + gk_card_get_letter (card));
      buffer[1] = '\0';
      return buffer;
    }

  /* "blue-7", "yellow-20" */
  colour = colour_ids[gk_tile_get_colour (card)];
  n = strlen (colour);
  memcpy (buffer, colour, n);
  buffer[n++] = '-';
  number = gk_tile_get_number (card);
  if (number >= 10)
    buffer[n++] = (char) ('0' + number / 10);
  buffer[n++] = (char) ('0' + number % 10);
  buffer[n] = '\0';
  return buffer;
}

char *
gk_card_to_string (GkCard card)
{
  char buffer[GK_CARD_ID_SIZE];

  /* NULL for a card there is not (gk_card_write_id() says so). */
  return g_strdup (gk_card_write_id (card, buffer));
}

gboolean
gk_tile_from_string (const char *str,
                     GkTile     *out_tile)
{
  const char *dash;
  guint colour;
  guint64 number;
  char *end = NULL;

  g_return_val_if_fail (out_tile != NULL, FALSE);

  if (str == NULL || (dash = strchr (str, '-')) == NULL)
    return FALSE;

  /* The colour's id is the part before the dash, compared in place. */
  if (!lookup_id_len (str, (gsize) (dash - str), colour_ids, GK_N_COLOURS, &colour))
    return FALSE;

  /* Digits only: no sign, no spaces, no leading zero. */
  if (dash[1] < '1' || dash[1] > '9')
    return FALSE;
  number = g_ascii_strtoull (dash + 1, &end, 10);
  if (*end != '\0' || number < 1 || number > GK_TILES_PER_COLOUR)
    return FALSE;

  *out_tile = gk_tile_make ((GkColour) colour, (guint) number);
  return TRUE;
}

gboolean
gk_card_from_string (const char *str,
                     GkCard     *out_card)
{
  g_return_val_if_fail (out_card != NULL, FALSE);

  if (str == NULL)
    return FALSE;

  if (str[0] >= 'A' && str[0] < 'A' + GK_N_LETTERS && str[1] == '\0')
    {
      *out_card = gk_card_from_letter ((guint) (str[0] - 'A'));
      return TRUE;
    }

  return gk_tile_from_string (str, out_card);
}

const char *
gk_player_write_id (gint player,
                    char buffer[GK_PLAYER_ID_SIZE])
{
  if (player == GK_PLAYER_HAL)
    return "hal";
  g_return_val_if_fail (player >= 0 && player < GK_MAX_PLAYERS, NULL);
  buffer[0] = 'p';
  buffer[1] = (char) ('1' + player);
  buffer[2] = '\0';
  return buffer;
}

char *
gk_player_id_to_string (gint player)
{
  char buffer[GK_PLAYER_ID_SIZE];

  /* NULL for a seat there is not (gk_player_write_id() says so). */
  return g_strdup (gk_player_write_id (player, buffer));
}

gboolean
gk_player_id_from_string (const char *str,
                          gint       *out_player)
{
  g_return_val_if_fail (out_player != NULL, FALSE);

  if (str == NULL)
    return FALSE;
  if (strcmp (str, "hal") == 0)
    {
      *out_player = GK_PLAYER_HAL;
      return TRUE;
    }
  if (str[0] == 'p' && str[1] >= '1' && str[1] <= '0' + GK_MAX_PLAYERS && str[2] == '\0')
    {
      *out_player = str[1] - '1';
      return TRUE;
    }
  return FALSE;
}

const char *
gk_colour_get_name (GkColour colour)
{
  switch (colour)
    {
    /* TRANSLATORS: the colour of a building */
    case GK_COLOUR_BLUE: return C_("building", "Blue");
    /* TRANSLATORS: the colour of a building */
    case GK_COLOUR_RED: return C_("building", "Red");
    /* TRANSLATORS: the colour of a building */
    case GK_COLOUR_YELLOW: return C_("building", "Yellow");
    case GK_N_COLOURS:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gk_trigger_get_name (GkTrigger trigger)
{
  switch (trigger)
    {
    /* TRANSLATORS: the action "card alone"; the rulebook's word */
    case GK_TRIGGER_EXPLOIT: return _("Exploit");
    /* TRANSLATORS: the action "urbanization card + tile"; the rulebook's word */
    case GK_TRIGGER_URBANIZATION: return _("Urbanization");
    /* TRANSLATORS: the action "building card + tile" (building a new level) */
    case GK_TRIGGER_CONSTRUCTION: return _("Construction");
    case GK_N_TRIGGERS:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gk_player_colour_get_name (GkPlayerColour colour)
{
  switch (colour)
    {
    /* TRANSLATORS: a player's colour */
    case GK_PLAYER_COLOUR_WHITE: return C_("player", "White");
    /* TRANSLATORS: a player's colour */
    case GK_PLAYER_COLOUR_ORANGE: return C_("player", "Orange");
    /* TRANSLATORS: a player's colour */
    case GK_PLAYER_COLOUR_GREEN: return C_("player", "Green");
    /* TRANSLATORS: a player's colour */
    case GK_PLAYER_COLOUR_PURPLE: return C_("player", "Purple");
    /* TRANSLATORS: a player's colour */
    case GK_PLAYER_COLOUR_BLACK: return C_("player", "Black");
    case GK_N_PLAYER_COLOURS:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
gk_card_get_name (GkCard card)
{
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  if (gk_card_is_letter (card))
    /* TRANSLATORS: an urbanization card, %c is its letter A..L */
    return g_strdup_printf (_("Urbanization %c"), 'A' + gk_card_get_letter (card));

  switch (gk_tile_get_colour (card))
    {
    /* TRANSLATORS: a building tile or card, %u is its number */
    case GK_COLOUR_BLUE: return g_strdup_printf (_("Blue %u"), gk_tile_get_number (card));
    /* TRANSLATORS: a building tile or card, %u is its number */
    case GK_COLOUR_RED: return g_strdup_printf (_("Red %u"), gk_tile_get_number (card));
    /* TRANSLATORS: a building tile or card, %u is its number */
    case GK_COLOUR_YELLOW: return g_strdup_printf (_("Yellow %u"), gk_tile_get_number (card));
    case GK_N_COLOURS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* rules.md 2.3: with 2 or 3 players 6 tiles leave the game unseen. */
guint
gk_rules_tiles_removed (guint n_players)
{
  return n_players <= 3 ? 6 : 0;
}

/* rules.md 2.3: the 51 tiles not in the starting square, less those removed. */
guint
gk_rules_reserve_size (guint n_players)
{
  return GK_N_TILES - 9 - gk_rules_tiles_removed (n_players);
}

/* rules.md 2.4: with 2 or 3 players the top 7 cards go to the discard pile. */
guint
gk_rules_cards_burned (guint n_players)
{
  return n_players <= 3 ? 7 : 0;
}

/* rules.md 2.6: resources per player colour in the general supply. */
guint
gk_rules_supply_per_colour (guint n_players)
{
  switch (n_players)
    {
    case 1:
    case 2: return 25;
    case 3: return 20;
    case 4: return 18;
    default: return 16;
    }
}

char *
gk_player_name_normalize (const char *name)
{
  GString *out;
  guint n_chars = 0;

  g_return_val_if_fail (name != NULL, NULL);

  out = g_string_new (NULL);
  for (const char *p = name; *p != '\0' && n_chars < GK_MAX_NAME_LENGTH; n_chars++)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* not UTF-8: one byte dropped */
          p++;
          n_chars--;
          continue;
        }
      if (g_unichar_iscntrl (c))
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}
