/* gk-session.h: what one window has open: a game or a position, its file
 *
 * Not a widget: tests and programs without a display drive it.  A game is
 * always tracked in a file of its own: a new game gets a new file in the
 * library with its first save, an opened game stays in its file.  Every
 * move pushed, undone or redone is saved there in a worker, in order; a
 * failed save keeps the game in memory, says why
 * (gk_session_get_save_error()) and is tried again with the next change or
 * gk_session_retry_save().  A save never writes over a file another
 * program changed (gk_session_has_conflict()), and a game another process
 * plays is opened read-only (gk_session_is_played_elsewhere()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"
#include "gk-context.h"
#include "gk-library.h"

G_BEGIN_DECLS

/* Why GkSession::changed was emitted (its argument). */
typedef enum
{
  GK_SESSION_CHANGE_MOVE_PUSHED,
  GK_SESSION_CHANGE_UNDONE,
  GK_SESSION_CHANGE_REDONE,
  GK_SESSION_CHANGE_GAME_REPLACED,      /* a new game, an opened one, or none */
  GK_SESSION_CHANGE_POSITION_REPLACED,
  GK_SESSION_CHANGE_FILE,               /* the same game or position, in another file */
  GK_SESSION_CHANGE_SAVE_STATE          /* a save failed, or saves work again */
} GkSessionChange;

#define GK_TYPE_SESSION (gk_session_get_type ())
G_DECLARE_FINAL_TYPE (GkSession, gk_session, GK, SESSION, GObject)

/* A session of @library (NULL: gk_library_get_default()), in a context of
 * its own with the other defaults. */
GkSession      *gk_session_new             (GkLibrary       *library);
/* A session of @context's library, its people and its settings. */
GkSession      *gk_session_new_for_context (GkContext       *context);
GkContext      *gk_session_get_context     (GkSession       *self);
GkLibrary      *gk_session_get_library     (GkSession       *self);
/* The app's settings, or NULL when its schema is not installed. */
GSettings      *gk_session_get_settings    (GkSession       *self);

GkGame         *gk_session_get_game        (GkSession       *self);
/* A position being scored (no game then), or NULL. */
const GkTable  *gk_session_get_position    (GkSession       *self);
/* Where the game or position lives, or NULL (a game no folder would take). */
GFile          *gk_session_get_file        (GkSession       *self);

/* A new game of @setup for gk_session_start_game(): its record with a new
 * identity, when it started and the person of each seat (found or added
 * in the context's profiles); the players are remembered for the next
 * setup.  NULL with @error when the box does not allow @setup. */
GkGame         *gk_session_new_game        (GkSession       *self,
                                            const GkSetup   *setup,
                                            GError         **error);
/* Tracks @game in a new file of the library, saved at once. */
void            gk_session_start_game      (GkSession       *self,
                                            GkGame          *game);
/* Opens a .ginkgo file in a worker.  A game is tracked in place; a file
 * another session has open is not opened: the error is
 * G_IO_ERROR_BUSY and that session is asked to present itself. */
void            gk_session_open_async      (GkSession          *self,
                                            GFile              *file,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
gboolean        gk_session_open_finish     (GkSession       *self,
                                            GAsyncResult    *result,
                                            GError         **error);
/* A position being scored, not saved until asked (@file may be NULL). */
void            gk_session_set_position    (GkSession       *self,
                                            const GkTable   *position,
                                            GFile           *file);
/* Lets go of the game or position (its file stays as saved). */
void            gk_session_close           (GkSession       *self);

void            gk_session_undo            (GkSession       *self);
void            gk_session_redo            (GkSession       *self);

/* Saves the game to @file, which it lives in from now on (its earlier file
 * in the library folder is deleted); or saves @position, when given, which
 * the session holds from now on unless it tracks a game. */
gboolean        gk_session_save_as         (GkSession       *self,
                                            const GkTable   *position,
                                            GFile           *file,
                                            GError         **error);

/* Why the last save failed, NULL when the game is saved or being saved. */
const GError   *gk_session_get_save_error  (GkSession       *self);
/* Something the user must be told once about their file (it could not be
 * written and the game moved to the library), or NULL.  Cleared on read. */
char           *gk_session_take_notice     (GkSession       *self);
void            gk_session_retry_save      (GkSession       *self);
/* Whether a save runs or waits to run, or a conflict is being settled. */
gboolean        gk_session_is_saving       (GkSession       *self);
/* Whether every change is on disk (no save running or waiting, none failed,
 * no conflict). */
gboolean        gk_session_is_saved        (GkSession       *self);
/* Runs the thread-default main context until no save runs or waits. */
void            gk_session_flush           (GkSession       *self);

/* The play's record of the game or position, or NULL when none is open. */
const GkPlayRecord *gk_session_get_play    (GkSession       *self);
/* Replaces the record (checked: FALSE with @error when a value is wrong)
 * and saves it at once; the moves are never touched.  A failed save is
 * reported as any other (gk_session_get_save_error()). */
gboolean        gk_session_set_play        (GkSession       *self,
                                            const GkPlayRecord *play,
                                            GError         **error);
/* The record of an open game whose file has none (a file of an older
 * version): @play, typically the identity and dates the history gave it,
 * taken without a save and without a change notice, so that the next
 * save (a detail edited, a move) writes it and the play keeps them.
 * Nothing happens when the game's record has an id. */
void            gk_session_adopt_play      (GkSession       *self,
                                            const GkPlayRecord *play);
/* Whether the game is a finished game of an older version, without a
 * play record: one gk_session_adopt_kept_record() would take a record for. */
gboolean        gk_session_wants_kept_record (GkSession     *self);
/* The same for a finished game of an older version, with what the history
 * kept for it: of @plays (GkHistoryPlay*, the history index's), the one
 * known by the identity derived from the game's moves, its dates as the
 * history first gave them.  Where it was played is not known, so the
 * times are written "Z", as the history and its exports have them: the
 * play's date in an export never moves.  Whether a record was taken. */
gboolean        gk_session_adopt_kept_record (GkSession     *self,
                                            GPtrArray       *plays);
/* A finished play opened here is read only: no move is entered, undone or
 * redone until gk_session_correct() reopens it.  A game that was in
 * progress when it was opened or started stays correctable. */
gboolean        gk_session_get_read_only   (GkSession       *self);
void            gk_session_correct         (GkSession       *self);

/* Whether another process has the game's file open for playing (its lock,
 * gk-game-lock.h): the game is shown only, and who has it, in words. */
gboolean        gk_session_is_played_elsewhere (GkSession   *self);
const char     *gk_session_get_holder      (GkSession       *self);
/* Reads a read-only game's file again, in a worker: once its holder has
 * let go, the game is playable here, as that process left it. */
void            gk_session_reload          (GkSession       *self);

/* Whether another program changed the game's file since this session last
 * wrote it (a folder sync, an editor): nothing is written over it, and
 * saves wait until the user says which version to keep.  The moves stay
 * in memory meanwhile. */
gboolean        gk_session_has_conflict    (GkSession       *self);

typedef enum
{
  GK_SESSION_KEEP_THEIRS,   /* their file is loaded in the session's place */
  GK_SESSION_KEEP_BOTH      /* the session's game goes on in a new file beside theirs */
} GkSessionResolution;

/* Settles a conflict, in a worker (gk_session_is_saving() meanwhile).  Keep
 * both writes the session's game beside theirs only when the two differ;
 * a notice (gk_session_take_notice()) names both files. */
void            gk_session_resolve_conflict (GkSession           *self,
                                             GkSessionResolution  resolution);

/* Asks whoever shows this session (its window) to present itself. */
void            gk_session_present         (GkSession       *self);

G_END_DECLS
