/* gk-game-lock.h: one process at a time writes a game file
 *
 * Every process that opens a game for playing takes its lock: an flock()
 * on a hidden file beside it, ".NAME.lock", which holds who took it.  The
 * kernel lets go of an flock() when its process ends, however it ends, so
 * the lock of a process that crashed or was killed is not held.  A second
 * process, with or without a session bus, finds the game taken and reads
 * who has it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _GkGameLock GkGameLock;

/* Takes the lock of @file for this process.  NULL when another process
 * holds it: @holder (if not NULL) is then who, in words ("Anna (anna) on
 * the computer “kitchen”, process 1234"), translated.  A file with no
 * local path, or beside which no lock can be made (a read-only folder),
 * gets a lock that holds nothing: nobody could take it either.  Blocks
 * on no lock; safe in any thread. */
GkGameLock     *gk_game_lock_acquire       (GFile           *file,
                                            char           **holder);
/* Lets go of the lock and removes its file. */
void            gk_game_lock_release       (GkGameLock      *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkGameLock, gk_game_lock_release)

G_END_DECLS
