/* gk-library-private.h: the library's parts, for its own files
 *
 * The library is one class in three files, each for one concern:
 * gk-library.c (the object, its folder, new files, the tracked list,
 * delete with undo, which session has a file open), gk-library-read.c
 * (the entries: a file's summary, read or from the cache, and the listing
 * of the folder in any thread), gk-library-model.c (the list model a
 * listing in a worker fills).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-library.h"

G_BEGIN_DECLS

struct _GkLibrary
{
  GObject     parent_instance;

  GFile      *folder;
  GFile      *base;          /* the folder's parent: cache, tracked list, trash */
  GPtrArray  *tracked;       /* of GFile: games outside the folder */
  GHashTable *holders;       /* URI -> GWeakRef* of the session that has it open */
  GMutex      cache_lock;    /* one listing writes the cache at a time */

  GListStore *entries;       /* of GkLibraryItem, as listed (_gk_library_compare_entries()) */
  GHashTable *items;         /* URI -> GkLibraryItem of @entries */
  struct _ListJob *job;      /* the listing under way */
  gboolean    loading;
  char       *problem;       /* why the folder cannot be listed */
};

enum {
  PROP_0,
  PROP_LOADING,
  PROP_PROBLEM,
  N_PROPS
};

/* Where a listing hands what it finds, from the thread that reads. */
typedef struct
{
  /* One entry, as soon as it is known (from the cache, or read). */
  void     (*entry)   (GkLibraryEntry *entry,
                       gpointer        user_data);
  /* Every URI listed, once the folder is enumerated (before the slow reads). */
  void     (*present) (GHashTable     *uris,
                       gpointer        user_data);
  gpointer   user_data;
} ListSink;

#define LIST_ATTRIBUTES G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE "," \
                        G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED "," \
                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC

/* ---- across the library's files ---- */

/* gk-library.c */
/* Notifies the property @prop (PROP_*). */
void       _gk_library_notify           (GkLibrary            *self,
                                         guint                 prop);
/* A copy of the tracked files' list (of GFile), for a listing in a worker. */
GPtrArray *_gk_library_snapshot_tracked (GkLibrary            *self);

/* gk-library-read.c */
/* The listing's order (the model's and gk_library_list()'s). */
int        _gk_library_compare_entries  (const GkLibraryEntry *ea,
                                         const GkLibraryEntry *eb);
/* Lists the folder and @tracked into @sink, in any thread; FALSE with
 * @error when the folder cannot be read or @cancellable stopped it. */
gboolean   _gk_library_list_files       (GkLibrary            *self,
                                         GPtrArray            *tracked,
                                         ListSink             *sink,
                                         GCancellable         *cancellable,
                                         GError              **error);

/* gk-library-model.c */
/* Stops the listing under way, if any: it shows nothing more. */
void       _gk_library_cancel_job       (GkLibrary            *self);

G_END_DECLS
