/* gk-player-row.h: one player's row: seat, name, colour, first player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-player-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAYER_ROW (gk_player_row_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayerRow, gk_player_row, GK, PLAYER_ROW, AdwPreferencesRow)

/* A row for the player at @seat (0-based, clockwise): the name entry shows
 * the default name ("Player 2") until one is typed. */
GtkWidget      *gk_player_row_new          (guint           seat);

void            gk_player_row_set_seat     (GkPlayerRow    *self,
                                            guint           seat);
/* The name as typed (may be empty). */
const char     *gk_player_row_get_name     (GkPlayerRow    *self);
void            gk_player_row_set_name     (GkPlayerRow    *self,
                                            const char     *name);
/* The engine's refusal of the typed name, NULL when it can be a name. */
const char     *gk_player_row_get_name_error (GkPlayerRow  *self);
GkPlayerColour  gk_player_row_get_colour   (GkPlayerRow    *self);
void            gk_player_row_set_colour   (GkPlayerRow    *self,
                                            GkPlayerColour  colour);
gboolean        gk_player_row_get_first    (GkPlayerRow    *self);
void            gk_player_row_set_first    (GkPlayerRow    *self,
                                            gboolean        first);
/* Shows and edits @player (may be NULL): the row's name, colour and first
 * player follow it both ways. */
void            gk_player_row_set_player   (GkPlayerRow    *self,
                                            GkPlayerDraft  *player);
/* Makes the "First player" choices of @self and @group exclusive. */
void            gk_player_row_set_first_group (GkPlayerRow *self,
                                               GkPlayerRow *group);

/* Names of people known from earlier plays (GtkStringObject), offered
 * under the name while it is typed; NULL offers none. */
void            gk_player_row_set_known_names (GkPlayerRow  *self,
                                            GListModel      *names);

G_END_DECLS
