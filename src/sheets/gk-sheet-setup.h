/* gk-sheet-setup.h: a score sheet being set up, as a model
 *
 * What a sheet's setup asks before its pad: the game, its expansions, the
 * number of players (from the game's least to its most, which an
 * expansion may raise) and each seat's name as typed, checked by the
 * engine's rule for a name as it is typed.  Its properties ("game-id",
 * "modules", "n-players", "min-players", "max-players", "error") are
 * what the sheet page binds to; a seat's name and its refusal are asked
 * by seat, and "changed" says when any of it changed.  It makes the sheet
 * it describes and its setup checklist.  No GTK: the tests drive it
 * without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-sheet.h"

G_BEGIN_DECLS

#define GK_TYPE_SHEET_SETUP (gk_sheet_setup_get_type ())
G_DECLARE_FINAL_TYPE (GkSheetSetup, gk_sheet_setup, GK, SHEET_SETUP, GObject)

GkSheetSetup      *gk_sheet_setup_new              (void);

/* The game by its id; its expansions none, the players as many as the
 * names offered (at least the game's least, three when none is). */
void               gk_sheet_setup_set_game         (GkSheetSetup       *self,
                                                    const char         *game_id);
const GkSheetGame *gk_sheet_setup_get_game         (GkSheetSetup       *self);
/* The expansions used, as bits of the game's modules; the most players
 * follows them, and the count with it. */
guint              gk_sheet_setup_get_modules      (GkSheetSetup       *self);
void               gk_sheet_setup_set_modules      (GkSheetSetup       *self,
                                                    guint               modules);
guint              gk_sheet_setup_get_n_players    (GkSheetSetup       *self);
/* Kept within the game's least and most players. */
void               gk_sheet_setup_set_n_players    (GkSheetSetup       *self,
                                                    guint               n_players);
guint              gk_sheet_setup_get_min_players  (GkSheetSetup       *self);
guint              gk_sheet_setup_get_max_players  (GkSheetSetup       *self);

/* A seat's name as typed ("" for none), for every seat a sheet can have. */
const char        *gk_sheet_setup_get_name         (GkSheetSetup       *self,
                                                    guint               seat);
void               gk_sheet_setup_set_name         (GkSheetSetup       *self,
                                                    guint               seat,
                                                    const char         *name);
/* The names of the last game offered: each seat's, "" past them. */
void               gk_sheet_setup_offer_names      (GkSheetSetup       *self,
                                                    const char * const *names);
/* Why a seat's name is refused, or NULL. */
const char        *gk_sheet_setup_get_name_error   (GkSheetSetup       *self,
                                                    guint               seat);
/* The first refusal among the seats in play, naming the seat
 * ("Player 1: …"), or NULL: the sheet can be made. */
const char        *gk_sheet_setup_get_error        (GkSheetSetup       *self);

/* The game's setup checklist for the count and the expansions. */
GPtrArray         *gk_sheet_setup_checklist        (GkSheetSetup       *self);
/* The sheet set up (NULL while there is an error): each seat named as
 * typed, or by its default name. */
GkSheet           *gk_sheet_setup_dup_sheet        (GkSheetSetup       *self);

G_END_DECLS
