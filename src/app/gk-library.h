/* gk-library.h: every game the app tracks, one file per game
 *
 * The library is a folder, $XDG_DATA_HOME/ginkgo-companion/games/, with one
 * .ginkgo file per game, plus the games opened from elsewhere, which are
 * tracked where they are.  It creates each game's file with its first
 * bytes under a name no two games share, lists what it holds (read in a
 * worker, into a list model), deletes with undo and knows which session of
 * the process has which file open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-types.h"

G_BEGIN_DECLS

typedef enum
{
  GK_LIBRARY_ENTRY_IN_PROGRESS,
  GK_LIBRARY_ENTRY_FINISHED,
  GK_LIBRARY_ENTRY_POSITION,
  GK_LIBRARY_ENTRY_DAMAGED      /* the loader refused it: see problem; listed first */
} GkLibraryEntryKind;

/* One file of the library, as read when it was listed.  Refcounted,
 * immutable once listed. */
typedef struct
{
  GFile              *file;
  gboolean            external;       /* tracked where it was opened, not in the folder */
  gint64              modified;       /* last written, microseconds since 1970 */
  guint64             size;
  GkLibraryEntryKind  kind;
  char               *players;        /* "Anna, Béla, Vera" */
  guint               n_players;
  GkVariant           variant;        /* standard or solo (rules.md 10) */
  GkSoloLevel         solo_level;     /* solo only */
  guint               round;
  guint               n_moves;
  char               *winner;         /* finished games: the winners' names, joined */
  gint                winner_points;  /* a score sheet's total may be below 0 */
  char               *problem;        /* damaged: the loader's message (file and line) */
  char               *sheet_game;     /* a score sheet of another game: the game's id
                                       * ("7-wonders", src/sheets); NULL for a game */
  char               *play_id;        /* the play's id, or one derived from its content */
  char               *copy_of;        /* another file of the same play, written later (its
                                       * name, for people): this one is a copy */
} GkLibraryEntry;

#define GK_TYPE_LIBRARY_ENTRY (gk_library_entry_get_type ())
GType           gk_library_entry_get_type  (void) G_GNUC_CONST;
GkLibraryEntry *gk_library_entry_ref       (GkLibraryEntry  *entry);
void            gk_library_entry_unref     (GkLibraryEntry  *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkLibraryEntry, gk_library_entry_unref)

#define GK_TYPE_LIBRARY (gk_library_get_type ())
G_DECLARE_FINAL_TYPE (GkLibrary, gk_library, GK, LIBRARY, GObject)

/* <user data dir>/ginkgo-companion/games: where the app keeps its games. */
GFile          *gk_library_get_default_folder (void);
/* The library of the user data folder, shared by every session of the
 * process.  The first call imports what the earlier version kept. */
GkLibrary      *gk_library_get_default     (void);
/* A library in @folder (the folder is made when a game is first saved). */
GkLibrary      *gk_library_new             (GFile           *folder);
GFile          *gk_library_get_folder      (GkLibrary       *self);

/* A new file in the folder, under a name no other game has, holding @data
 * (a game's first save): it appears whole or not at all, never empty.
 * NULL with @error when the folder cannot be written.  Safe to call from
 * any thread. */
GFile          *gk_library_create_file     (GkLibrary       *self,
                                            const char      *data,
                                            gsize            length,
                                            GError         **error);
/* Whether @file is one of the library's (in its folder or tracked). */
gboolean        gk_library_contains        (GkLibrary       *self,
                                            GFile           *file);
/* Tracks a game file outside the folder; it is listed from now on. */
void            gk_library_track           (GkLibrary       *self,
                                            GFile           *file);

/* Moves the earlier version's autosave (<data>/ginkgo-companion/autosave.ginkgo)
 * into the folder as a game of its own.  Returns how many were imported. */
guint           gk_library_import_legacy   (GkLibrary       *self,
                                            GError         **error);

/* Every file of the library: the damaged files first (seen before anything
 * else; among them anything of the name that is no regular file: a folder,
 * a FIFO, a link to nothing, with the reason; such a file is never opened),
 * then games in progress, finished ones, then positions, newest first in
 * each.  Summaries of files that did not change since they were last read
 * come from a cache; the others are loaded.  Runs in the caller's thread. */
GPtrArray      *gk_library_list            (GkLibrary       *self,
                                            GCancellable    *cancellable,
                                            GError         **error);

/* The same listing as a GListModel of GkLibraryItem, in the same order,
 * filled by gk_library_refresh(): the files are read in a worker and each
 * entry is shown as soon as it is known, the cached ones first and then the
 * others smallest first, so that a slow file never holds back the games.
 * Items stay while a listing runs and change only where a file changed. */
GListModel     *gk_library_get_entries     (GkLibrary       *self);
/* Lists the folder again into the model (a listing under way is
 * cancelled).  Its entries arrive in the thread-default main context. */
void            gk_library_refresh         (GkLibrary       *self);
/* Whether a listing runs (property "loading"). */
gboolean        gk_library_is_loading      (GkLibrary       *self);
/* Why the folder could not be listed (property "problem"), or NULL. */
const char     *gk_library_get_problem     (GkLibrary       *self);

/* Deletes with undo: a file of the folder goes to the trash folder beside it
 * (<data>/ginkgo-companion/trash), a tracked one is only no longer tracked.
 * Returns the token for gk_library_restore() / gk_library_forget(). */
char           *gk_library_remove          (GkLibrary       *self,
                                            GFile           *file,
                                            GError         **error);
gboolean        gk_library_restore         (GkLibrary       *self,
                                            const char      *token,
                                            GError         **error);
/* The deletion is final: the trashed file is deleted for good. */
void            gk_library_forget          (GkLibrary       *self,
                                            const char      *token);

/* Deletes for good what lies in the trash folder since more than @age
 * (a deletion whose Undo never came to an end: the app was killed while it
 * was offered).  Returns how many files went. */
guint           gk_library_empty_trash     (GkLibrary       *self,
                                            GTimeSpan        age);

/* Which session (any GObject) has @file open: two never write one file. */
GObject        *gk_library_get_holder      (GkLibrary       *self,
                                            GFile           *file);
/* Claims @file for @holder; FALSE when another holder has it. */
gboolean        gk_library_claim           (GkLibrary       *self,
                                            GFile           *file,
                                            GObject         *holder);
void            gk_library_release         (GkLibrary       *self,
                                            GFile           *file,
                                            GObject         *holder);
/* Brings the holder of @file to the front: emits its "present" signal (a
 * session's, a score sheet page's), if it has one.  Whether anyone holds
 * @file. */
gboolean        gk_library_present_holder  (GkLibrary       *self,
                                            GFile           *file);

G_END_DECLS
