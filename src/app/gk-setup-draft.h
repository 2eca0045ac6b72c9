/* gk-setup-draft.h: the table being set up, as a model
 *
 * A GkSetupDraft holds what has been entered of a new game before round 1:
 * the players (a list model of GkPlayerDraft: name as typed, colour, who
 * plays first), their characters, the solo level and opponent's colour,
 * the starting square and where the twelve urbanization markers lie.  It
 * asks the engine whether the box allows it (gk_setup_check()) after every
 * change and keeps the answer.  The setup assistant binds to it; tests
 * drive it alone.
 *
 * The markers start as the rulebook's picture lays them (rules.md 2.2); a
 * table whose markers lie otherwise is followed by picking a marker and
 * then the cell of the marker it changes places with (every cell next to
 * the square holds one).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"
#include "gk-player-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_SETUP_DRAFT (gk_setup_draft_get_type ())
G_DECLARE_FINAL_TYPE (GkSetupDraft, gk_setup_draft, GK, SETUP_DRAFT, GObject)

/* Three players, no names, blank characters, the starting square in the
 * engine's default order and the markers as the rulebook's picture shows. */
GkSetupDraft   *gk_setup_draft_new         (void);
/* Back to what gk_setup_draft_new() gives. */
void            gk_setup_draft_reset       (GkSetupDraft    *self);

guint           gk_setup_draft_get_n_players (GkSetupDraft  *self);
/* 1 (solo, rules.md 10) to 5; the seats left out keep what was entered. */
void            gk_setup_draft_set_n_players (GkSetupDraft  *self,
                                              guint          n_players);
/* The players in play (GkPlayerDraft), in seating order. */
GListModel     *gk_setup_draft_get_players (GkSetupDraft    *self);
GkPlayerDraft  *gk_setup_draft_get_player  (GkSetupDraft    *self,
                                            guint            seat);
/* The seat of the first player (a player's "first" also sets it). */
guint           gk_setup_draft_get_first   (GkSetupDraft    *self);
void            gk_setup_draft_set_first   (GkSetupDraft    *self,
                                            guint            seat);

GkSoloLevel     gk_setup_draft_get_solo_level (GkSetupDraft *self);
void            gk_setup_draft_set_solo_level (GkSetupDraft *self,
                                               GkSoloLevel   level);
/* Solo: the opponent's colour; until one is chosen, the first colour the
 * human does not play (game-file.md, "A solo game"). */
GkPlayerColour  gk_setup_draft_get_opponent_colour (GkSetupDraft *self);
void            gk_setup_draft_set_opponent_colour (GkSetupDraft   *self,
                                                    GkPlayerColour  colour);

void            gk_setup_draft_get_character (GkSetupDraft  *self,
                                              guint          seat,
                                              guint          index,
                                              GkCharacter   *character);
void            gk_setup_draft_set_character (GkSetupDraft      *self,
                                              guint              seat,
                                              guint              index,
                                              const GkCharacter *character);

/* The introductory set dealt to @seat (1 to GK_N_INTRO_SETS), 0: none.
 * Setting one fills in its three characters (then editable); the box
 * holds one copy of each set, so a set dealt to two players is an error. */
guint           gk_setup_draft_get_intro_set (GkSetupDraft  *self,
                                              guint          seat);
void            gk_setup_draft_set_intro_set (GkSetupDraft  *self,
                                              guint          seat,
                                              guint          set);
GkTile          gk_setup_draft_get_start   (GkSetupDraft    *self,
                                            guint            x,
                                            guint            y);
/* Puts @tile at @x, @y; the tile that lay there goes where @tile was
 * (each tile is in the box once). */
void            gk_setup_draft_set_start   (GkSetupDraft    *self,
                                            guint            x,
                                            guint            y,
                                            GkTile           tile);
/* Lays the nine starting tiles at random (rules.md 2.1). */
void            gk_setup_draft_shuffle_start (GkSetupDraft  *self,
                                              GRand         *rand);

/* Where marker @letter (0 = A) lies. */
void            gk_setup_draft_get_marker  (GkSetupDraft    *self,
                                            guint            letter,
                                            gint            *x,
                                            gint            *y);
/* The marker on cell @x, @y, or -1. */
gint            gk_setup_draft_get_marker_at (GkSetupDraft  *self,
                                              gint           x,
                                              gint           y);
/* Click and click: a marker's cell picks that marker up; then another
 * marker's cell swaps the two; its own cell, or a cell without a marker,
 * puts it back.  Returns whether anything changed. */
gboolean        gk_setup_draft_pick_cell   (GkSetupDraft    *self,
                                            gint             x,
                                            gint             y);
/* The marker picked up, or -1. */
gint            gk_setup_draft_get_held_marker (GkSetupDraft *self);
/* Whether the markers lie as the rulebook's picture shows (rules.md 2.2). */
gboolean        gk_setup_draft_markers_as_pictured (GkSetupDraft *self);
/* The setup step's note on the markers (property "markers-note"): that
 * they lie as the rulebook's picture shows, or, once moved, where each
 * lies now (gk_steps_marker_ring_note()). */
const char     *gk_setup_draft_get_markers_note (GkSetupDraft *self);
void            gk_setup_draft_reset_markers (GkSetupDraft  *self);

/* What was entered, as a setup: names as typed, or the seat's default
 * name where none was typed. */
GkSetup        *gk_setup_draft_dup_setup   (GkSetupDraft    *self);
/* The engine's refusal (a name it refuses as typed first), or NULL. */
const char     *gk_setup_draft_get_error   (GkSetupDraft    *self);

G_END_DECLS
