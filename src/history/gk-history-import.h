/* gk-history-import.h: bring a folder of games into the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  guint      imported;     /* copied into the library */
  guint      duplicates;   /* already there, byte for byte */
  GPtrArray *refused;      /* of char*: the loader's message for each file it refused */
} GkHistoryImportResult;

void            gk_history_import_result_free (GkHistoryImportResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryImportResult, gk_history_import_result_free)

/* Copies every .ginkgo file of @folder that loads (a game or a score
 * sheet) into @games_dir, each under a name no file there has yet:
 * nothing in the library is ever overwritten.  A file whose bytes are already in the library is skipped.
 * NULL with @error only when @folder cannot be read or @games_dir written. */
GkHistoryImportResult *gk_history_import_folder (GFile        *folder,
                                                 const char   *games_dir,
                                                 GError      **error);

G_END_DECLS
