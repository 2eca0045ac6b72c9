/* gk-history-index.h: the plays of the game library, indexed in SQLite
 *
 * The .ginkgo files in the library folder are the truth; the index is a
 * cache of their scores that makes the history open at once.  It is
 * rebuilt from the files when it is missing, corrupt or from an older
 * schema (PRAGMA user_version), and brought up to date by a scan that
 * compares each file's name, size and modification time, or file by file
 * when the app saves one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-history-play.h"

G_BEGIN_DECLS

/* Why gk_history_index_open() built the index from the files. */
typedef enum
{
  GK_HISTORY_REBUILD_NONE,      /* the index was there and sound */
  GK_HISTORY_REBUILD_MISSING,   /* first start: nothing to tell the user */
  GK_HISTORY_REBUILD_CORRUPT,   /* unreadable: rebuilt, worth a toast */
  GK_HISTORY_REBUILD_SCHEMA     /* written by another version of the app */
} GkHistoryRebuild;

/* The version the index's tables are written in (PRAGMA user_version). */
#define GK_HISTORY_SCHEMA_VERSION 1

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

/* Opens the index, rebuilding it from the files when it is missing,
 * corrupt or from another schema (@out_rebuild says which), then scans the
 * folder.  FALSE only when no index can be written at all. */
gboolean        gk_history_index_open      (GkHistoryIndex  *self,
                                            GkHistoryRebuild *out_rebuild,
                                            GError         **error);

/* Brings the index up to date with the folder: new and changed files are
 * read, vanished ones dropped.  Emits "changed" when a play was added,
 * changed or removed. */
gboolean        gk_history_index_scan      (GkHistoryIndex  *self,
                                            GError         **error);

/* One file of the library was written or deleted: called by whoever saves
 * it, so the history is right without a scan. */
gboolean        gk_history_index_update_file (GkHistoryIndex *self,
                                            GFile           *file,
                                            GError         **error);

/* Scans whenever the library folder changes (a GFileMonitor). */
void            gk_history_index_watch     (GkHistoryIndex  *self);

/* Every play, newest finished first, as GkHistoryPlay*. */
GPtrArray      *gk_history_index_list_plays (GkHistoryIndex *self,
                                            GError         **error);

/* The number of plays and of library files that could not be read. */
guint           gk_history_index_get_n_plays (GkHistoryIndex *self);
guint           gk_history_index_get_n_damaged (GkHistoryIndex *self);

G_END_DECLS
