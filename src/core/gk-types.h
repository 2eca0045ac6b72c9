/* gk-types.h: the basic vocabulary of the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GK_MAX_PLAYERS        5
#define GK_N_CHARACTERS       3     /* per player in a standard game */
#define GK_N_TILES            60    /* 20 per colour, numbered 1..20 */
#define GK_TILES_PER_COLOUR   20
#define GK_N_LETTERS          12    /* urbanization cards and markers A..L */
#define GK_N_CARDS            (GK_N_TILES + GK_N_LETTERS)
#define GK_RENEWAL_TOKENS     2
#define GK_HAND_SIZE          4
#define GK_RESOURCES_PER_COLOUR 25

/* What the human takes at the start of a solo game (rules.md 10). */
#define GK_SOLO_START_TILES     6
#define GK_SOLO_START_RESOURCES 6
#define GK_SOLO_START_POINTS    6

/* A player's name: at most this many characters (not bytes), no control
 * characters.  Long enough for any name said at a table; the name entries
 * of the UI use the same limit, and the loader refuses longer names. */
#define GK_MAX_NAME_LENGTH    40

/* A seat number, 0-based in seating order; the solo opponent is GK_PLAYER_HAL. */
#define GK_PLAYER_HAL         5
#define GK_NO_PLAYER          (-1)

typedef enum
{
  GK_COLOUR_BLUE,
  GK_COLOUR_RED,
  GK_COLOUR_YELLOW,
  GK_N_COLOURS
} GkColour;

typedef enum
{
  GK_TRIGGER_EXPLOIT,
  GK_TRIGGER_URBANIZATION,
  GK_TRIGGER_CONSTRUCTION,
  GK_N_TRIGGERS
} GkTrigger;

typedef enum
{
  GK_PLAYER_COLOUR_WHITE,
  GK_PLAYER_COLOUR_ORANGE,
  GK_PLAYER_COLOUR_GREEN,
  GK_PLAYER_COLOUR_PURPLE,
  GK_PLAYER_COLOUR_BLACK,
  GK_N_PLAYER_COLOURS
} GkPlayerColour;

typedef enum
{
  GK_VARIANT_STANDARD,
  GK_VARIANT_SOLO
} GkVariant;

typedef enum
{
  GK_SOLO_NORMAL,
  GK_SOLO_EXPERT
} GkSoloLevel;

/* Tiles and building cards share one numbering: colour * 20 + (number - 1),
 * so 0..59.  Urbanization cards A..L are 60..71.  GK_NO_CARD / GK_NO_TILE
 * mean "none". */
typedef gint GkCard;
typedef gint GkTile;

#define GK_NO_CARD (-1)
#define GK_NO_TILE (-1)

#define GK_ERROR (gk_error_quark ())

typedef enum
{
  GK_ERROR_INVALID_MOVE,     /* a move the rules do not allow */
  GK_ERROR_INVALID_SETUP,    /* a setup the box cannot produce */
  GK_ERROR_GAME_OVER,        /* a move entered after the end */
  GK_ERROR_FILE_SYNTAX,      /* not well-formed XML */
  GK_ERROR_FILE_SCHEMA,      /* breaks the RELAX NG schema */
  GK_ERROR_FILE_CONTENT,     /* well-formed, valid, but impossible */
  GK_ERROR_FILE_IO           /* cannot read or write */
} GkError;

GQuark          gk_error_quark             (void);

static inline GkTile
gk_tile_make (GkColour colour,
              guint    number)
{
  return (GkTile) (colour * GK_TILES_PER_COLOUR + (gint) number - 1);
}

static inline GkColour
gk_tile_get_colour (GkTile tile)
{
  return (GkColour) (tile / GK_TILES_PER_COLOUR);
}

static inline guint
gk_tile_get_number (GkTile tile)
{
  return (guint) (tile % GK_TILES_PER_COLOUR) + 1;
}

static inline gboolean
gk_card_is_letter (GkCard card)
{
  return card >= GK_N_TILES && card < GK_N_CARDS;
}

static inline gboolean
gk_card_is_building (GkCard card)
{
  return card >= 0 && card < GK_N_TILES;
}

/* 0 for A .. 11 for L */
static inline guint
gk_card_get_letter (GkCard card)
{
  return (guint) (card - GK_N_TILES);
}

static inline GkCard
gk_card_from_letter (guint letter)
{
  return (GkCard) (GK_N_TILES + (gint) letter);
}

/* File names ("blue-7", "A", "exploit", "white"): never translated. */
char           *gk_card_to_string          (GkCard          card);
/* The same written into @buffer, which it returns (nothing allocated). */
#define GK_CARD_ID_SIZE 16
const char     *gk_card_write_id           (GkCard          card,
                                            char            buffer[GK_CARD_ID_SIZE]);
gboolean        gk_card_from_string        (const char     *str,
                                            GkCard         *out_card);
gboolean        gk_tile_from_string        (const char     *str,
                                            GkTile         *out_tile);
const char     *gk_colour_to_string        (GkColour        colour);
gboolean        gk_colour_from_string      (const char     *str,
                                            GkColour       *out_colour);
const char     *gk_trigger_to_string       (GkTrigger       trigger);
gboolean        gk_trigger_from_string     (const char     *str,
                                            GkTrigger      *out_trigger);
const char     *gk_player_colour_to_string (GkPlayerColour  colour);
gboolean        gk_player_colour_from_string (const char   *str,
                                              GkPlayerColour *out_colour);
char           *gk_player_id_to_string     (gint            player);
/* "p1".."p5" written into @buffer, or "hal" (not copied). */
#define GK_PLAYER_ID_SIZE 4
const char     *gk_player_write_id         (gint            player,
                                            char            buffer[GK_PLAYER_ID_SIZE]);

/* A name as the engine keeps it: each control character (a tab, a line
 * break) becomes a space and the name is cut at GK_MAX_NAME_LENGTH
 * characters, so every name can be saved, loaded and printed in a row. */
char           *gk_player_name_normalize   (const char     *name);
gboolean        gk_player_id_from_string   (const char     *str,
                                            gint           *out_player);

/* Names for people, translated: "Blue", "Exploit", "Orange", "Blue 7", "Card A". */
const char     *gk_colour_get_name         (GkColour        colour);
const char     *gk_trigger_get_name        (GkTrigger       trigger);
const char     *gk_player_colour_get_name  (GkPlayerColour  colour);
char           *gk_card_get_name           (GkCard          card);

/* Counts that depend on the number of players (rules.md section 2). */
guint           gk_rules_tiles_removed     (guint           n_players);
guint           gk_rules_reserve_size      (guint           n_players);
guint           gk_rules_cards_burned      (guint           n_players);
guint           gk_rules_supply_per_colour (guint           n_players);

G_END_DECLS
