/* gk-session-private.h: the session's parts, for its own files
 *
 * The session is one class in three files, each for one concern:
 * gk-session.c (the object, its properties and signals, the game or
 * position it holds, its moves and its play), gk-session-save.c (what is
 * on disk, the snapshots a worker saves, Save As), gk-session-file.c (its
 * file: who holds it, opening it, what another program changed in it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-game-lock.h"
#include "gk-session.h"

G_BEGIN_DECLS

/* What a file held when the session last read or wrote it. */
typedef struct
{
  gboolean  exists;
  char     *hash;          /* SHA-256 of its bytes; NULL: not known */
} DiskState;

typedef struct
{
  GkSetup      *setup;       /* a game: its setup and moves */
  GArray       *moves;       /* of GkMove */
  GkTable      *position;    /* or a position */
  GkPlayRecord *play;
  GFile        *file;        /* NULL: a new file in the library */
  GkLibrary    *library;
  DiskState     expected;    /* what @file held after the session's last save */

  /* the worker's answer */
  GFile        *created;     /* the new file, with its lock */
  GkGameLock   *lock;
  DiskState     written;
  gboolean      changed;     /* another program changed @file: nothing was written */
} Snapshot;

struct _GkSession
{
  GObject     parent_instance;

  GkContext  *context;       /* the library, the people, the settings */
  GkLibrary  *library;       /* the context's */

  GkGame     *game;
  GkTable    *position;
  GkPlayRecord *position_play; /* the position's record */
  GFile      *file;          /* claimed in the library while a game is open */
  GkGameLock *lock;          /* the file's lock, while a game is open for playing */
  DiskState   disk;          /* what the file held after the last read or save */
  char       *holder;        /* played elsewhere: who has the file in another process */
  gboolean    editable;      /* in progress when opened, or reopened for correction */

  Snapshot   *waiting;       /* the next save, while one runs */
  gboolean    saving;
  gboolean    conflict;      /* the file changed behind the session's back */
  guint       resolving;     /* conflict resolutions or reloads running */
  GError     *save_error;
  char       *notice;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_POSITION,
  PROP_FILE,
  PROP_SAVE_ERROR,
  PROP_SAVING,
  PROP_READ_ONLY,
  PROP_PLAY,
  N_PROPS
};

/* ---- across the session's files ---- */

/* gk-session.c */
void      _gk_session_emit_changed          (GkSession          *self,
                                             GkSessionChange     change);
/* Notifies the property @prop (PROP_*). */
void      _gk_session_notify                (GkSession          *self,
                                             guint               prop);
/* Every property that follows the game or the position. */
void      _gk_session_notify_contents       (GkSession          *self);
/* @game in the session's place, in @file with @lock (taken over) and
 * what it holds (@disk, NULL: not known). */
void      _gk_session_set_game              (GkSession          *self,
                                             GkGame             *game,
                                             GFile              *file,
                                             GkGameLock         *lock,
                                             const DiskState    *disk);
/* A copy of @position in the session's place, with a copy of @play
 * (NULL: a new play, scored now). */
void      _gk_session_set_position          (GkSession          *self,
                                             const GkTable      *position,
                                             const GkPlayRecord *play,
                                             GFile              *file,
                                             const DiskState    *disk);

/* gk-session-save.c */
void      _gk_session_disk_state_clear      (DiskState          *state);
void      _gk_session_disk_state_copy       (DiskState          *to,
                                             const DiskState    *from);
gboolean  _gk_session_read_file             (GFile              *file,
                                             char              **data,
                                             gsize              *length,
                                             DiskState          *state,
                                             GError            **error);
Snapshot *_gk_session_snapshot_new          (GkGame             *game,
                                             GkLibrary          *library);
Snapshot *_gk_session_snapshot_new_position (const GkTable      *position,
                                             const GkPlayRecord *play,
                                             GkLibrary          *library);
void      _gk_session_snapshot_free         (Snapshot           *snapshot);
char     *_gk_session_snapshot_to_data      (Snapshot           *snapshot,
                                             gsize              *length,
                                             GError            **error);
gboolean  _gk_session_create_file           (Snapshot           *snapshot,
                                             GFile              *beside,
                                             const char         *data,
                                             gsize               length,
                                             GError            **error);
/* Takes @error (NULL: saves work again). */
void      _gk_session_set_save_error        (GkSession          *self,
                                             GError             *error);
gboolean  _gk_session_can_save              (GkSession          *self);
void      _gk_session_queue_save            (GkSession          *self);
void      _gk_session_start_save            (GkSession          *self);

/* gk-session-file.c */
void      _gk_session_set_file              (GkSession          *self,
                                             GFile              *file,
                                             GkGameLock         *lock,
                                             const DiskState    *disk);

G_END_DECLS
