/* gk-history-import.h: bring a folder of games into the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What an import did, file by file: every .ginkgo of the folder is counted
 * once, as imported, as a duplicate, or among the refused. */
typedef struct
{
  guint      imported;     /* copied into the library */
  guint      duplicates;   /* already there, byte for byte (or twice in the folder) */
  GPtrArray *refused;      /* of char*: each file not imported, "name: why" (translated) */
  gboolean   cancelled;    /* stopped before the end: the rest was not looked at */
} GkHistoryImportResult;

void            gk_history_import_result_free (GkHistoryImportResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryImportResult, gk_history_import_result_free)

/* Copies every .ginkgo file of @folder that loads (a game or a score
 * sheet) into @games_dir, each
 * under a name no file there has yet (shortened when too long): nothing in
 * the library is ever overwritten.  The bytes are copied, a link followed
 * to its file; a link to nothing, a folder, a FIFO or a device is refused
 * unopened, a file too large unread.  Each file is copied whole or not at
 * all.  A file whose bytes are already in the library is skipped.  NULL
 * with @error only when @folder cannot be read or @games_dir made. */
GkHistoryImportResult *gk_history_import_folder (GFile        *folder,
                                                 const char   *games_dir,
                                                 GError      **error);
/* The same in a worker.  Cancelled, it stops between two files and its
 * result says what it did (cancelled set). */
void            gk_history_import_folder_async  (GFile               *folder,
                                                 const char          *games_dir,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
GkHistoryImportResult *gk_history_import_folder_finish (GAsyncResult  *result,
                                                        GError       **error);

G_END_DECLS
