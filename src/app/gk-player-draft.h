/* gk-player-draft.h: one player as entered at the table, as a model
 *
 * What the setup assistant and the position editor ask of each player:
 * the name as typed (empty until one is typed: the seat's default name is
 * only shown, never stored), the colour, whether they play first, and for a
 * finished table the counts in front of them.  The player rows bind to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAYER_DRAFT (gk_player_draft_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayerDraft, gk_player_draft, GK, PLAYER_DRAFT, GObject)

/* The player at @seat (0-based, clockwise), colour the seat's in order. */
GkPlayerDraft  *gk_player_draft_new        (guint           seat);
guint           gk_player_draft_get_seat   (GkPlayerDraft  *self);
/* The name as typed (never NULL, may be empty). */
const char     *gk_player_draft_get_name   (GkPlayerDraft  *self);
void            gk_player_draft_set_name   (GkPlayerDraft  *self,
                                            const char     *name);
/* The engine's refusal of the typed name, NULL when it can be a name. */
const char     *gk_player_draft_get_name_error (GkPlayerDraft *self);
/* The name to show: the typed one, or the seat's default name. */
char           *gk_player_draft_dup_shown_name (GkPlayerDraft *self);
/* The name for the game: the typed one without surrounding spaces, empty
 * when none was typed (the table shows the default name then, in the
 * language of whoever reads it; it is never stored). */
char           *gk_player_draft_dup_game_name (GkPlayerDraft *self);
GkPlayerColour  gk_player_draft_get_colour (GkPlayerDraft  *self);
void            gk_player_draft_set_colour (GkPlayerDraft  *self,
                                            GkPlayerColour  colour);
gboolean        gk_player_draft_get_first  (GkPlayerDraft  *self);
void            gk_player_draft_set_first  (GkPlayerDraft  *self,
                                            gboolean        first);
/* A finished table: point tokens, unused renewal tokens, and what the
 * player holds behind the screen. */
guint           gk_player_draft_get_points (GkPlayerDraft  *self);
void            gk_player_draft_set_points (GkPlayerDraft  *self,
                                            guint           points);
guint           gk_player_draft_get_renewal_tokens (GkPlayerDraft *self);
void            gk_player_draft_set_renewal_tokens (GkPlayerDraft *self,
                                                    guint          tokens);
guint           gk_player_draft_get_resources (GkPlayerDraft *self);
void            gk_player_draft_set_resources (GkPlayerDraft *self,
                                               guint          resources);
guint           gk_player_draft_get_tiles  (GkPlayerDraft  *self);
void            gk_player_draft_set_tiles  (GkPlayerDraft  *self,
                                            guint           tiles);

/* Each colour is in the box once: when @changed took the colour of another
 * players of @seats (every seat of the box, GK_MAX_PLAYERS), that
 * player takes the colour nobody has now. */
void            gk_player_drafts_swap_colour (GkPlayerDraft **seats,
                                              GkPlayerDraft  *changed);

/* Every seat of the box and the list of the seats in play, as a draft of a
 * table keeps them: a seat left out keeps what was entered for it. */
typedef struct
{
  GkPlayerDraft *seats[GK_MAX_PLAYERS];
  GListStore    *in_play;         /* the first n seats (GkPlayerDraft) */
  guint          n;
} GkPlayerSeats;

/* Makes the seats; @changed runs (swapped, with @owner) on any of their
 * notifications, for as long as @owner lives. */
void            gk_player_seats_init       (GkPlayerSeats  *seats,
                                            GCallback       changed,
                                            gpointer        owner);
void            gk_player_seats_clear      (GkPlayerSeats  *seats,
                                            gpointer        owner);
/* Puts the first @n seats in play; FALSE when they already were. */
gboolean        gk_player_seats_set_n      (GkPlayerSeats  *seats,
                                            guint           n);

G_END_DECLS
