/* gk-position.h: a finished table entered by hand, as plain values
 *
 * A GkPosition holds what a finished table shows (players, their counts,
 * characters and kept cards; the buildings with their owners and tiles)
 * and builds the engine's GkTable from it, checking everything a position
 * must satisfy (rules.md 7 and 9).  The file loader and the position
 * editor both build their positions here: a refusal is a translated GError
 * and a GkPositionItem saying which entry is wrong, so the loader can name
 * its line and the editor its row.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-table.h"

G_BEGIN_DECLS

#define GK_TYPE_POSITION (gk_position_get_type ())

G_DECLARE_FINAL_TYPE (GkPosition, gk_position, GK, POSITION, GObject)

/* Which entry of a position a refusal is about. */
typedef enum
{
  GK_POSITION_ITEM_WHOLE,       /* the position as a whole */
  GK_POSITION_ITEM_PLAYER,      /* player (a seat) */
  GK_POSITION_ITEM_CHARACTER,   /* character index of player */
  GK_POSITION_ITEM_KEPT,        /* kept card index of player */
  GK_POSITION_ITEM_BUILDING     /* building index, in the order they were set */
} GkPositionItemKind;

typedef struct
{
  GkPositionItemKind kind;
  gint               player;   /* PLAYER, CHARACTER, KEPT; else GK_NO_PLAYER */
  guint              index;    /* CHARACTER, KEPT, BUILDING; else 0 */
} GkPositionItem;

GkPosition     *gk_position_new            (guint            n_players);
guint           gk_position_get_n_players  (GkPosition      *self);
/* Seats from @n_players on are kept but left out of the table; a building
 * owned by one of them is built unowned. */
void            gk_position_set_n_players  (GkPosition      *self,
                                            guint            n_players);

/* @name may be empty: the table then shows the player by id. */
void            gk_position_set_player     (GkPosition      *self,
                                            guint            player,
                                            const char      *name,
                                            GkPlayerColour   colour,
                                            guint            points,
                                            guint            renewal_tokens,
                                            guint            resources,
                                            guint            tiles);
void            gk_position_add_character  (GkPosition      *self,
                                            guint            player,
                                            GkColour         colour,
                                            GkTrigger        trigger);
void            gk_position_add_kept       (GkPosition      *self,
                                            guint            player,
                                            GkCard           card);
/* Clears @player's characters and kept cards. */
void            gk_position_clear_cards    (GkPosition      *self,
                                            guint            player);

/* The stack at @x, @y, @tiles bottom to top, owned by @owner (GK_NO_PLAYER
 * for an unowned starting building).  No tile removes the building; a
 * building set again keeps its place in the order. */
void            gk_position_set_building   (GkPosition      *self,
                                            gint             x,
                                            gint             y,
                                            gint             owner,
                                            const GkTile    *tiles,
                                            guint            n_tiles);
guint           gk_position_get_n_buildings (GkPosition     *self);

/* The table the position describes, or NULL with @error (GK_ERROR_INVALID_SETUP)
 * saying what is wrong and @item (may be NULL) which entry. */
GkTable        *gk_position_build          (GkPosition      *self,
                                            GkPositionItem  *item,
                                            GError         **error);

G_END_DECLS
