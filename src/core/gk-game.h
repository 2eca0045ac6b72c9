/* gk-game.h: a tracked game, the table as replay(setup, moves)
 *
 * The move list with a cursor: undo and redo move the cursor, a new move
 * drops whatever was undone.  The table at the cursor is always the setup
 * with the moves before the cursor applied by gk_table_apply().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-setup.h"
#include "gk-move.h"
#include "gk-play.h"
#include "gk-table.h"

G_BEGIN_DECLS

#define GK_TYPE_GAME (gk_game_get_type ())
G_DECLARE_FINAL_TYPE (GkGame, gk_game, GK, GAME, GObject)

/* A game at its setup: NULL with @error if the setup is not one the box allows. */
GkGame         *gk_game_new                (const GkSetup   *setup,
                                            GError         **error);
/* Replays @moves; NULL with @error naming the first refused move. */
GkGame         *gk_game_new_from_moves     (const GkSetup   *setup,
                                            const GkMove    *moves,
                                            guint            n_moves,
                                            GError         **error);

const GkSetup  *gk_game_get_setup          (GkGame          *self);
/* The table at the cursor.  Owned by the game, valid until it changes. */
const GkTable  *gk_game_get_table          (GkGame          *self);
guint           gk_game_get_n_moves        (GkGame          *self);   /* redo tail included */
guint           gk_game_get_cursor         (GkGame          *self);   /* moves applied */
const GkMove   *gk_game_get_move           (GkGame          *self,
                                            guint            index);

/* Applies @move at the cursor, dropping the redo tail.  Emits "changed". */
gboolean        gk_game_push               (GkGame          *self,
                                            const GkMove    *move,
                                            GError         **error);
gboolean        gk_game_can_undo           (GkGame          *self);
gboolean        gk_game_can_redo           (GkGame          *self);
void            gk_game_undo               (GkGame          *self);
void            gk_game_redo               (GkGame          *self);
/* The play's record (game-file.md, "The play"): never NULL. */
const GkPlayRecord *gk_game_get_play       (GkGame          *self);
/* Replaces the record (copied); notifies "play". */
void            gk_game_set_play           (GkGame          *self,
                                            const GkPlayRecord *play);
/* A game kept at a table: each move pushed gets the time it was confirmed
 * (its "at", unless it has one), and the record's "finished" follows the
 * end of the game through pushes, undos and redos.  Off for a game read
 * from a file, whose moves keep the times they were written with. */
void            gk_game_set_keeps_time     (GkGame          *self,
                                            gboolean         keeps_time);
/* How long the game has been played, in seconds, from the record's start
 * and the moves' times up to the cursor, pauses left out
 * (gk_play_duration()); -1 when fewer than two times are known.
 * @out_span (may be NULL) gets the time from the first known moment to the
 * last, pauses included (-1 unknown): more than the playing time when a
 * pause was left out. */
gint64          gk_game_get_playing_time   (GkGame          *self,
                                            gint64          *out_span);

/* Effects of the move before the cursor (for "what just happened"). */
GArray         *gk_game_get_last_effects   (GkGame          *self);
/* What the move at @index (before the cursor) came to when it was played:
 * the round it was played in and whether its action fell back to an
 * exploit (rules.md 9.1), kept as it was played, so that writing the game
 * needs no replay. */
void            gk_game_get_move_outcome   (GkGame          *self,
                                            guint            index,
                                            guint           *out_round,
                                            gboolean        *out_fell_back);

G_END_DECLS
