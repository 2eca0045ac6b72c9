/* gk-history-index.h: the plays of the game library, indexed in SQLite
 *
 * The .ginkgo files in the library folder are the truth; the index is a
 * cache of their scores that makes the history open at once.  It never
 * destroys: a database another program holds is waited on and never
 * deleted, a damaged or older one is rebuilt in place (or replaced only
 * when nobody holds it), and when it cannot be used or written at all the
 * plays are read from the files into memory, and the index says why
 * ("problem").  Every row carries a digest: opening checks the
 * database's pages, not each row, and a later check of every row's digest
 * (in a worker for the window) makes a damaged row again from its file.
 *
 * A refresh (open, scan, read) runs in a worker for the window
 * (gk_history_index_refresh_async(), and after every change in the folder
 * once watched); the window only ever reads the plays of the last refresh,
 * from memory.  The command line and the tests use the blocking forms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-history-play.h"

G_BEGIN_DECLS

/* Why the index was built from the files when it was opened. */
typedef enum
{
  GK_HISTORY_REBUILD_NONE,      /* the index was there and sound */
  GK_HISTORY_REBUILD_MISSING,   /* first start: nothing to tell the user */
  GK_HISTORY_REBUILD_CORRUPT,   /* unreadable or damaged: rebuilt, worth a toast */
  GK_HISTORY_REBUILD_SCHEMA     /* written by another version of the app */
} GkHistoryRebuild;

/* The version the index's tables are written in (PRAGMA user_version). */
#define GK_HISTORY_SCHEMA_VERSION 4

#define GK_TYPE_HISTORY_INDEX (gk_history_index_get_type ())
G_DECLARE_FINAL_TYPE (GkHistoryIndex, gk_history_index, GK, HISTORY_INDEX, GObject)

/* $XDG_DATA_HOME/ginkgo-companion/games and .../history.sqlite */
char           *gk_history_default_games_dir (void);
char           *gk_history_default_index_path (void);

GkHistoryIndex *gk_history_index_new       (const char      *games_dir,
                                            const char      *index_path);
/* The library under the user data folder. */
GkHistoryIndex *gk_history_index_new_default (void);

const char     *gk_history_index_get_games_dir (GkHistoryIndex *self);

/* Opens the index (rebuilding it when it is missing, damaged or from
 * another schema: @out_rebuild says which), scans the folder and reads the
 * plays, in the caller's thread.  FALSE only when the plays cannot be read
 * at all, not even into memory. */
gboolean        gk_history_index_open      (GkHistoryIndex  *self,
                                            GkHistoryRebuild *out_rebuild,
                                            GError         **error);

/* Brings the index up to date with the folder (new and changed files read,
 * vanished ones dropped) in the caller's thread.  Emits "changed" when a
 * play was added, changed or removed. */
gboolean        gk_history_index_scan      (GkHistoryIndex  *self,
                                            GError         **error);

/* One file of the library was written or deleted. */
gboolean        gk_history_index_update_file (GkHistoryIndex *self,
                                            GFile           *file,
                                            GError         **error);

/* Opens (the first time) and scans in a worker; the plays, "changed" and
 * "problem" follow when it is done.  Refreshes asked for while one runs
 * are done by one more refresh after it. */
void            gk_history_index_refresh_async (GkHistoryIndex     *self,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
gboolean        gk_history_index_refresh_finish (GkHistoryIndex *self,
                                            GAsyncResult       *result,
                                            GError            **error);

/* Checks every row against its digest, then refreshes: a damaged row is
 * made again from its file ("changed" follows when a play changed).  The
 * blocking form in the caller's thread (@out_n_remade: the damaged rows
 * found); the other in the worker, after the refreshes asked for before
 * it.  Cancelled while it reads the digests, it writes nothing. */
gboolean        gk_history_index_check_rows (GkHistoryIndex *self,
                                            GCancellable       *cancellable,
                                            guint              *out_n_remade,
                                            GError            **error);
void            gk_history_index_check_rows_async (GkHistoryIndex *self,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
gboolean        gk_history_index_check_rows_finish (GkHistoryIndex *self,
                                            GAsyncResult       *result,
                                            GError            **error);
/* Whether a check has read every row's digest ("rows-checked"). */
gboolean        gk_history_index_get_rows_checked (GkHistoryIndex *self);

/* Refreshes in a worker whenever the library folder changes. */
void            gk_history_index_watch     (GkHistoryIndex  *self);

/* Whether a refresh has read the plays at least once. */
gboolean        gk_history_index_is_ready  (GkHistoryIndex  *self);

/* Every play of the last refresh, one per play id (of several copies, the
 * file written last), newest finished first: GkHistoryPlay*.  Shared: do
 * not change it. */
GPtrArray      *gk_history_index_list_plays (GkHistoryIndex *self,
                                            GError         **error);

/* The number of plays (copies counted once) and of library files that
 * could not be read. */
guint           gk_history_index_get_n_plays (GkHistoryIndex *self);
guint           gk_history_index_get_n_damaged (GkHistoryIndex *self);

/* Why the plays are not kept in the index file as usual (another program
 * holds it, it cannot be written, it was damaged and is being rebuilt),
 * translated; NULL when all is well. */
const char     *gk_history_index_get_problem (GkHistoryIndex *self);

G_END_DECLS
