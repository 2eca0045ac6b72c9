/* gk-setup.h: what is on the table before round 1 (rules.md section 2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-types.h"

G_BEGIN_DECLS

/* A character card as printed: its colour and trigger give its permanent
 * bonus (1 item of its colour), the rest is what its owner takes at the start. */
typedef struct
{
  GkColour  colour;
  GkTrigger trigger;
  guint     tiles;
  guint     resources;
  guint     points;
} GkCharacter;

typedef struct
{
  char           *name;
  GkPlayerColour  colour;
  GkCharacter     characters[GK_N_CHARACTERS];
} GkPlayerSetup;

/* rules.md 2.1: the starting square, GK_START_SIZE x GK_START_SIZE
 * buildings in the middle of the city. */
#define GK_START_SIZE              3

/* The most a character card gives at the start; more is a typing error.
 * (Fifteen characters of 3 tiles never empty the 45-tile reserve.) */
#define GK_CHARACTER_MAX_TILES     3
#define GK_CHARACTER_MAX_RESOURCES 3
#define GK_CHARACTER_MAX_POINTS    5

/* Plain data, owned by whoever holds it; copy with gk_setup_copy(). */
typedef struct
{
  guint          n_players;      /* 2..5 (1 in solo) */
  GkVariant      variant;
  GkSoloLevel    solo_level;     /* solo only (rules.md 10) */
  GkPlayerColour opponent_colour;/* solo only: the colour the opponent plays */
  GkPlayerSetup  players[GK_MAX_PLAYERS];  /* players[0] starts round 1 */
  GkTile         start[GK_START_SIZE][GK_START_SIZE];    /* start[y][x], the nine tiles 1..3 */
  gint           marker_x[GK_N_LETTERS];
  gint           marker_y[GK_N_LETTERS];
} GkSetup;

/* The name a player left unnamed gets, by @seat (0-based): "Player 2". */
char           *gk_setup_default_player_name (guint          seat);
/* The name a seat plays under: @typed without the spaces around it, or
 * the seat's default name when that leaves nothing. */
char           *gk_setup_player_name_or_default (const char *typed,
                                                 guint       seat);

/* A new setup for @n_players with default names ("Player 1"...), colours in
 * order white, orange, green, purple, black, characters red/exploit 0/0/0,
 * the starting square blue 1..3, red 1..3, yellow 1..3 row by row and the
 * markers at their default cells (rules.md 2.2). */
GkSetup        *gk_setup_new               (guint            n_players);
GkSetup        *gk_setup_copy              (const GkSetup   *setup);
void            gk_setup_free              (GkSetup         *setup);

void            gk_setup_set_player_name   (GkSetup         *setup,
                                            guint            player,
                                            const char      *name);

/* Solo: the first of white, orange, green, purple, black that the human
 * (players[0]) does not play: the opponent's colour unless one is chosen. */
GkPlayerColour  gk_setup_default_opponent_colour (const GkSetup *setup);

/* Lays the nine starting tiles at random (rules.md 2.1). */
void            gk_setup_shuffle_start     (GkSetup         *setup,
                                            GRand           *rand);
void            gk_setup_reset_markers     (GkSetup         *setup);
/* Whether every marker of @setup lies where the rulebook's picture shows
 * it (gk_setup_default_marker()). */
gboolean        gk_setup_markers_as_pictured (const GkSetup  *setup);

/* Default cell of marker @letter (0 = A) around the square (rules.md 2.2). */
void            gk_setup_default_marker    (guint            letter,
                                            gint            *x,
                                            gint            *y);

/* Checks what the box allows: player count, distinct colours, the nine
 * start tiles, markers on distinct empty cells next to the square. */
gboolean        gk_setup_validate          (const GkSetup   *setup,
                                            GError         **error);

/* Which entry of a setup a refusal is about. */
typedef enum
{
  GK_SETUP_ITEM_WHOLE,      /* the setup as a whole */
  GK_SETUP_ITEM_PLAYER,     /* player index (a seat) */
  GK_SETUP_ITEM_MARKER      /* marker index (0 = A); other: the marker it clashes with, or index */
} GkSetupItemKind;

typedef struct
{
  GkSetupItemKind kind;
  guint           index;
  guint           other;
} GkSetupItem;

/* gk_setup_validate(), also saying in @item (may be NULL) which entry is
 * refused, so that a file can name its line. */
gboolean        gk_setup_check             (const GkSetup   *setup,
                                            GkSetupItem     *item,
                                            GError         **error);

/* One set of resources per player colour (rules.md 1): no two of the
 * @n_players seats may share a colour.  On a clash, FALSE with @error and
 * @out_seat (may be NULL) the later of the two seats. */
gboolean        gk_player_colours_check    (const GkPlayerColour *colours,
                                            guint            n_players,
                                            guint           *out_seat,
                                            GError         **error);

/* Whether @name can be a player's name as typed: one line of text (no
 * control character: a tab or a line break would split a row of a
 * report) of at most GK_MAX_NAME_LENGTH characters.  On FALSE, @error says
 * why in the user's words. */
gboolean        gk_player_name_check       (const char      *name,
                                            GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkSetup, gk_setup_free)

G_END_DECLS
