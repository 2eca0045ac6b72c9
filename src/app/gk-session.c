/* gk-session.c: what one window has open: a game or a position, its file
 *
 * Saves run in a worker, one at a time and in order: each takes a snapshot
 * of the log (the setup and the moves before the cursor), which the worker
 * replays and writes.  While one runs, later changes wait as one snapshot
 * (the newest: it holds the others).
 *
 * One writer per file.  A new game's file is made by its first save, with
 * its first bytes (gk_library_create_file()), so no empty game is ever
 * left.  Before each save the worker checks that the file still holds what
 * the session last read or wrote there (a SHA-256 of its bytes): when another program changed it meanwhile (a folder sync,
 * an editor), nothing is written over it and the session waits for the
 * user to keep their version or both.  A game open for playing holds its
 * file's lock (gk-game-lock.c), so a second process opens it read-only and
 * says who has it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "gk-file-io.h"
#include "gk-game-lock.h"
#include "gk-session.h"

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

G_DEFINE_FINAL_TYPE (GkSession, gk_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  PRESENT,
  N_SIGNALS
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

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

static void start_save (GkSession *self);

/* ---- what is on disk ---- */

static void
disk_state_clear (DiskState *state)
{
  g_clear_pointer (&state->hash, g_free);
  *state = (DiskState) { 0, };
}

static void
disk_state_copy (DiskState       *to,
                 const DiskState *from)
{
  disk_state_clear (to);
  *to = *from;
  to->hash = g_strdup (from->hash);
}

/* The state of a file that holds @data. */
static void
disk_state_set (DiskState  *state,
                const char *data,
                gsize       length)
{
  disk_state_clear (state);
  state->exists = TRUE;
  state->hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* What @file holds now: its bytes (bounded, as the loader reads them) and
 * their state.  A file that is gone is no error: @state says so. */
static gboolean
read_file (GFile      *file,
           char      **data,
           gsize      *length,
           DiskState  *state,
           GError    **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local_error);
  if (info == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      disk_state_clear (state);
      return TRUE;
    }
  g_clear_error (&local_error);
  if (!gk_file_read_bounded (file, data, length, &local_error))
    {
      g_autofree char *name = gk_file_get_display_name (file);

      /* TRANSLATORS: file name, then the system's reason */
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot read the file: %s"),
                   name, local_error->message);
      return FALSE;
    }
  disk_state_set (state, *data, *length);
  return TRUE;
}


/* Whether @file still holds what @expected says the session left there.
 * The bytes decide: a file touched but not changed is the same, one
 * changed in the same second and to the same size is not.  A file that is
 * gone is written again. */
static gboolean
check_unchanged (GFile            *file,
                 const DiskState  *expected,
                 gboolean         *unchanged,
                 GError          **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  DiskState now = { 0, };

  *unchanged = TRUE;
  if (expected->hash == NULL)
    return TRUE;
  if (!read_file (file, &data, &length, &now, error))
    return FALSE;
  *unchanged = !now.exists || g_str_equal (now.hash, expected->hash);
  disk_state_clear (&now);
  return TRUE;
}

/* ---- snapshots and saves ---- */

static void
snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->setup, gk_setup_free);
  g_clear_pointer (&snapshot->moves, g_array_unref);
  g_clear_pointer (&snapshot->position, gk_table_free);
  g_clear_pointer (&snapshot->play, gk_play_record_free);
  g_clear_object (&snapshot->file);
  g_clear_object (&snapshot->library);
  disk_state_clear (&snapshot->expected);
  g_clear_object (&snapshot->created);
  g_clear_pointer (&snapshot->lock, gk_game_lock_release);
  disk_state_clear (&snapshot->written);
  g_free (snapshot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Snapshot, snapshot_free)

static Snapshot *
snapshot_new (GkGame    *game,
              GkLibrary *library)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  guint cursor = gk_game_get_cursor (game);

  snapshot->setup = gk_setup_copy (gk_game_get_setup (game));
  snapshot->moves = g_array_sized_new (FALSE, FALSE, sizeof (GkMove), cursor);
  for (guint i = 0; i < cursor; i++)
    g_array_append_vals (snapshot->moves, gk_game_get_move (game, i), 1);
  snapshot->play = gk_play_record_copy (gk_game_get_play (game));
  snapshot->library = g_object_ref (library);
  return snapshot;
}

static Snapshot *
snapshot_new_position (const GkTable      *position,
                       const GkPlayRecord *play,
                       GkLibrary          *library)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  snapshot->position = gk_table_copy (position);
  snapshot->play = gk_play_record_copy (play);
  snapshot->library = g_object_ref (library);
  return snapshot;
}

/* The snapshot as the bytes of its file.  Every move was accepted once:
 * the replay gives the same game. */
static char *
snapshot_to_data (Snapshot  *snapshot,
                  gsize     *length,
                  GError   **error)
{
  g_autoptr(GkGame) game = NULL;

  if (snapshot->position != NULL)
    return gk_position_file_to_data_full (snapshot->position, snapshot->play, length, error);
  game = gk_game_new_from_moves (snapshot->setup, (const GkMove *) snapshot->moves->data,
                                 snapshot->moves->len, error);
  if (game == NULL)
    return NULL;
  gk_game_set_play (game, snapshot->play);
  return gk_game_file_to_data_full (game, length, error);
}

/* A new file with the snapshot's bytes, and its lock: in the library (a
 * new game's first save), or beside @beside under its name, numbered. */
static gboolean
create_file (Snapshot    *snapshot,
             GFile       *beside,
             const char  *data,
             gsize        length,
             GError     **error)
{
  if (beside == NULL)
    snapshot->created = gk_library_create_file (snapshot->library, data, length, error);
  else
    {
      g_autoptr(GFile) folder = g_file_get_parent (beside);
      g_autofree char *name = g_file_get_basename (beside);

      snapshot->created = gk_file_create_new (folder, name, data, length, NULL, error);
    }
  if (snapshot->created == NULL)
    return FALSE;
  snapshot->lock = gk_game_lock_acquire (snapshot->created, NULL);
  disk_state_set (&snapshot->written, data, length);
  return TRUE;
}

static void
save_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Snapshot *snapshot = task_data;
  g_autofree char *data = NULL;
  gboolean unchanged = TRUE;
  GError *error = NULL;
  gsize length = 0;

  data = snapshot_to_data (snapshot, &length, &error);
  if (data == NULL)
    ;
  else if (snapshot->file == NULL)
    create_file (snapshot, NULL, data, length, &error);
  else if (check_unchanged (snapshot->file, &snapshot->expected, &unchanged, &error)
           && !unchanged)
    /* Another program's version: not written over. */
    snapshot->changed = TRUE;
  else if (error == NULL && gk_game_file_write (snapshot->file, data, length, &error))
    disk_state_set (&snapshot->written, data, length);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
emit_changed (GkSession       *self,
              GkSessionChange  change)
{
  g_signal_emit (self, signals[CHANGED], 0, (guint) change);
}

static void
set_save_error (GkSession *self,
                GError    *error)
{
  gboolean had = self->save_error != NULL;

  g_clear_error (&self->save_error);
  self->save_error = error;
  if (had || error != NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
      emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
    }
}

static gboolean
in_library_folder (GkSession *self,
                   GFile     *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, gk_library_get_folder (self->library));
}

/* The session's file from now on, with its lock (taken over; NULL: none)
 * and what it holds (NULL: not known). */
static void
set_file (GkSession       *self,
          GFile           *file,
          GkGameLock      *lock,
          const DiskState *disk)
{
  if (self->file != NULL)
    gk_library_release (self->library, self->file, G_OBJECT (self));
  g_clear_pointer (&self->lock, gk_game_lock_release);
  g_clear_pointer (&self->holder, g_free);
  self->lock = lock;
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  disk_state_clear (&self->disk);
  if (disk != NULL)
    disk_state_copy (&self->disk, disk);
  if (file != NULL && self->game != NULL)
    gk_library_claim (self->library, file, G_OBJECT (self));
}

/* Whether changes can be saved now: not while another process has the
 * file, nor while the user has not said which version to keep. */
static gboolean
can_save (GkSession *self)
{
  return self->holder == NULL && !self->conflict && self->resolving == 0;
}

/* A play gets its identity the first time the app writes it (game-file.md,
 * "The play"): a new game at setup, an older file at its first save. */
static void
ensure_play_id (GkSession *self)
{
  g_autoptr(GkPlayRecord) play = NULL;

  if (self->game == NULL || gk_game_get_play (self->game)->id != NULL)
    return;
  play = gk_play_record_copy (gk_game_get_play (self->game));
  play->id = gk_play_id_new ();
  gk_game_set_play (self->game, play);
}

/* A game without a file yet gets one with its first save, in the library. */
static void
queue_save (GkSession *self)
{
  gboolean was_saving = gk_session_is_saving (self);

  if (self->game == NULL && (self->position == NULL || self->file == NULL))
    return;
  if (self->holder != NULL)
    return;
  g_clear_pointer (&self->waiting, snapshot_free);
  if (self->game != NULL)
    {
      ensure_play_id (self);
      self->waiting = snapshot_new (self->game, self->library);
    }
  else
    self->waiting = snapshot_new_position (self->position, self->position_play, self->library);
  if (!self->saving && can_save (self))
    start_save (self);
  if (!was_saving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

/* A game opened from elsewhere whose file cannot be written goes on in a
 * new file in the library (made by the next save), and the user is told. */
static gboolean
fall_back_to_library (GkSession    *self,
                      const GError *error)
{
  g_autofree char *name = NULL;

  if (self->game == NULL || self->file == NULL || in_library_folder (self, self->file))
    return FALSE;

  name = gk_file_get_display_name (self->file);
  g_free (self->notice);
  /* TRANSLATORS: a file name, then the system's reason */
  self->notice = g_strdup_printf (_("“%s” cannot be written (%s). The game goes on in a copy in "
                                    "the game library."), name, error->message);
  set_file (self, NULL, NULL, NULL);
  queue_save (self);
  emit_changed (self, GK_SESSION_CHANGE_FILE);
  return TRUE;
}

static void
save_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GkSession *self = GK_SESSION (source);
  Snapshot *snapshot = g_task_get_task_data (G_TASK (result));
  GApplication *app = g_application_get_default ();
  GError *error = NULL;

  self->saving = FALSE;
  if (app != NULL)
    g_application_release (app);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      gboolean current = snapshot->file == NULL
                         || (self->file != NULL && g_file_equal (snapshot->file, self->file));

      if (!current || !fall_back_to_library (self, error))
        set_save_error (self, error);
      else
        g_clear_error (&error);
    }
  else if (snapshot->changed)
    {
      /* Nothing was written: the moves wait in memory for the user's word. */
      self->conflict = TRUE;
      emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
    }
  else
    {
      if (snapshot->created != NULL && self->game != NULL)
        {
          set_file (self, snapshot->created, g_steal_pointer (&snapshot->lock),
                    &snapshot->written);
          emit_changed (self, GK_SESSION_CHANGE_FILE);
        }
      else if (self->file != NULL && snapshot->file != NULL
               && g_file_equal (snapshot->file, self->file))
        disk_state_copy (&self->disk, &snapshot->written);
      if (self->waiting == NULL)
        set_save_error (self, NULL);
    }

  if (self->waiting != NULL && !self->saving && can_save (self))
    start_save (self);
  if (!gk_session_is_saving (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

static void
start_save (GkSession *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, save_done, NULL);
  GApplication *app = g_application_get_default ();
  Snapshot *snapshot = g_steal_pointer (&self->waiting);

  g_assert (!self->saving && snapshot != NULL);

  /* Where it goes is known only now: a first save still under way made
   * the file the ones after it write to. */
  g_set_object (&snapshot->file, self->file);
  disk_state_copy (&snapshot->expected, &self->disk);

  /* The app stays up until the save is on disk, even with its last window closed. */
  if (app != NULL)
    g_application_hold (app);
  self->saving = TRUE;
  g_task_set_source_tag (task, start_save);
  g_task_set_task_data (task, snapshot, (GDestroyNotify) snapshot_free);
  g_task_run_in_thread (task, save_in_thread);
}

/* ---- the game ---- */

static void
game_pushed (GkSession *self)
{
  queue_save (self);
  emit_changed (self, GK_SESSION_CHANGE_MOVE_PUSHED);
}

static void
game_undone (GkSession *self)
{
  queue_save (self);
  emit_changed (self, GK_SESSION_CHANGE_UNDONE);
}

static void
game_redone (GkSession *self)
{
  queue_save (self);
  emit_changed (self, GK_SESSION_CHANGE_REDONE);
}

static void
game_play_changed (GkSession *self)
{
  queue_save (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
}

static void
game_cursor_changed (GkSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

static void
clear (GkSession *self)
{
  /* What was confirmed reaches the disk before the game is let go. */
  gk_session_flush (self);
  g_clear_pointer (&self->waiting, snapshot_free);
  set_file (self, NULL, NULL, NULL);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  g_clear_pointer (&self->position, gk_table_free);
  g_clear_pointer (&self->position_play, gk_play_record_free);
  g_clear_error (&self->save_error);
  self->editable = FALSE;
  self->conflict = FALSE;
}

static void
notify_contents (GkSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

static void
set_game (GkSession       *self,
          GkGame          *game,
          GFile           *file,
          GkGameLock      *lock,
          const DiskState *disk)
{
  clear (self);
  self->game = g_object_ref (game);
  /* A finished play is read only until it is reopened for correction; a
   * game that ends here may still have its last move undone. */
  self->editable = !gk_table_is_game_over (gk_game_get_table (game));
  gk_game_set_keeps_time (game, TRUE);
  g_signal_connect_object (game, "notify::play", G_CALLBACK (game_play_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::cursor", G_CALLBACK (game_cursor_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed::pushed", G_CALLBACK (game_pushed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed::undone", G_CALLBACK (game_undone), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed::redone", G_CALLBACK (game_redone), self,
                           G_CONNECT_SWAPPED);
  set_file (self, file, lock, disk);
}

/* ---- GObject ---- */

static void
gk_session_dispose (GObject *object)
{
  GkSession *self = GK_SESSION (object);

  clear (self);

  G_OBJECT_CLASS (gk_session_parent_class)->dispose (object);
}

static void
gk_session_finalize (GObject *object)
{
  GkSession *self = GK_SESSION (object);

  g_clear_object (&self->library);
  g_clear_object (&self->context);
  g_clear_pointer (&self->waiting, snapshot_free);
  g_clear_pointer (&self->notice, g_free);
  disk_state_clear (&self->disk);

  G_OBJECT_CLASS (gk_session_parent_class)->finalize (object);
}

static void
gk_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GkSession *self = GK_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_POSITION:
      g_value_set_pointer (value, self->position);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;

    case PROP_SAVING:
      g_value_set_boolean (value, gk_session_is_saving (self));
      break;

    case PROP_READ_ONLY:
      g_value_set_boolean (value, gk_session_get_read_only (self));
      break;

    case PROP_PLAY:
      g_value_set_pointer (value, (gpointer) gk_session_get_play (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_session_class_init (GkSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = gk_session_dispose;
  object_class->finalize = gk_session_finalize;
  object_class->get_property = gk_session_get_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, GK_TYPE_GAME, flags);
  /* The GkTable of a position being scored, owned by the session. */
  properties[PROP_POSITION] = g_param_spec_pointer ("position", NULL, NULL, flags);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  /* Why the last save failed (a GError), NULL when saved or saving. */
  properties[PROP_SAVE_ERROR] = g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR,
                                                    flags);
  properties[PROP_SAVING] = g_param_spec_boolean ("saving", NULL, NULL, FALSE, flags);
  /* A finished play: no move can be entered, undone or redone. */
  properties[PROP_READ_ONLY] = g_param_spec_boolean ("read-only", NULL, NULL, FALSE, flags);
  /* The GkPlayRecord of the game or the position, owned by the session. */
  properties[PROP_PLAY] = g_param_spec_pointer ("play", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GkSession::changed:
   * @change: a #GkSessionChange: why
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * GkSession::present:
   *
   * The file this session has open was opened again elsewhere: whoever
   * shows the session brings it to the front.
   */
  signals[PRESENT] = g_signal_new ("present", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_session_init (GkSession *self)
{
}

GkSession *
gk_session_new (GkLibrary *library)
{
  g_autoptr(GkContext) context = NULL;

  g_return_val_if_fail (library == NULL || GK_IS_LIBRARY (library), NULL);

  context = gk_context_new (library, NULL, NULL, NULL);
  return gk_session_new_for_context (context);
}

GkSession *
gk_session_new_for_context (GkContext *context)
{
  GkSession *self;

  g_return_val_if_fail (GK_IS_CONTEXT (context), NULL);

  self = g_object_new (GK_TYPE_SESSION, NULL);
  self->context = g_object_ref (context);
  self->library = g_object_ref (gk_context_get_library (context));
  return self;
}

GkContext *
gk_session_get_context (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->context;
}

GkLibrary *
gk_session_get_library (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->library;
}

GSettings *
gk_session_get_settings (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return gk_context_get_settings (self->context);
}

GkGame *
gk_session_get_game (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->game;
}

const GkTable *
gk_session_get_position (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->position;
}

GFile *
gk_session_get_file (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->file;
}

GkGame *
gk_session_new_game (GkSession      *self,
                     const GkSetup  *setup,
                     GError        **error)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkPlayRecord) record = NULL;
  const char *names[GK_MAX_PLAYERS] = { NULL, };

  g_return_val_if_fail (GK_IS_SESSION (self), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  game = gk_game_new (setup, error);
  if (game == NULL)
    return NULL;

  /* A new play: its identity, when it started, and who sits at each seat
   * (the history's person a name stands for, or a new one). */
  record = gk_play_record_copy (gk_game_get_play (game));
  record->id = gk_play_id_new ();
  gk_time_now (&record->started);
  for (guint p = 0; p < setup->n_players; p++)
    names[p] = setup->players[p].name;
  gk_history_profiles_add_persons (gk_context_get_profiles (self->context), record, names,
                                   setup->n_players);
  gk_game_set_play (game, record);
  /* Offered when the next game is set up. */
  gk_context_remember_players (self->context, setup);
  return g_steal_pointer (&game);
}

void
gk_session_start_game (GkSession *self,
                       GkGame    *game)
{
  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (GK_IS_GAME (game));

  /* A new play: its identity and when it started, from the setup on. */
  if (gk_game_get_play (game)->id == NULL || !gk_game_get_play (game)->started.set)
    {
      g_autoptr(GkPlayRecord) play = gk_play_record_copy (gk_game_get_play (game));

      if (play->id == NULL)
        play->id = gk_play_id_new ();
      if (!play->started.set)
        gk_time_now (&play->started);
      gk_game_set_play (game, play);
    }
  set_game (self, game, NULL, NULL, NULL);
  /* A new file in the library, made with the setup at once. */
  queue_save (self);
  notify_contents (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

static void
set_position (GkSession          *self,
              const GkTable      *position,
              const GkPlayRecord *play,
              GFile              *file,
              const DiskState    *disk)
{
  g_autoptr(GFile) keep_file = NULL;
  g_autoptr(GkTable) copy = NULL;
  g_autoptr(GkPlayRecord) play_copy = NULL;

  /* @position, @play or @file may be the session's own, let go of by clear(). */
  keep_file = file != NULL ? g_object_ref (file) : NULL;
  copy = gk_table_copy (position);
  play_copy = play != NULL ? gk_play_record_copy (play) : gk_play_record_new ();
  /* A table entered here is a play from now on: scored now. */
  if (play == NULL)
    {
      play_copy->id = gk_play_id_new ();
      gk_time_now (&play_copy->finished);
    }
  clear (self);
  self->position = g_steal_pointer (&copy);
  self->position_play = g_steal_pointer (&play_copy);
  set_file (self, keep_file, NULL, disk);
  notify_contents (self);
  emit_changed (self, GK_SESSION_CHANGE_POSITION_REPLACED);
}

void
gk_session_set_position (GkSession     *self,
                         const GkTable *position,
                         GFile         *file)
{
  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (position != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  /* The same table again keeps its record. */
  if (self->position != NULL && self->position_play != NULL && self->position == position)
    {
      g_autoptr(GkPlayRecord) play = gk_play_record_copy (self->position_play);

      set_position (self, position, play, file, NULL);
      return;
    }
  set_position (self, position, NULL, file, NULL);
}

void
gk_session_close (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game == NULL && self->position == NULL)
    return;
  clear (self);
  notify_contents (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

/* ---- opening ---- */

/* A file read for the session, in a worker. */
typedef struct
{
  GFile      *file;
  gboolean    locked;      /* the session holds the file's lock already */
  GkGameFile *loaded;
  GkGameLock *lock;
  char       *holder;      /* who has the file, when another process does */
  DiskState   disk;
} Opening;

static void
opening_free (Opening *opening)
{
  g_clear_object (&opening->file);
  g_clear_pointer (&opening->loaded, gk_game_file_free);
  g_clear_pointer (&opening->lock, gk_game_lock_release);
  g_clear_pointer (&opening->holder, g_free);
  disk_state_clear (&opening->disk);
  g_free (opening);
}

static Opening *
opening_new (GFile    *file,
             gboolean  locked)
{
  Opening *opening = g_new0 (Opening, 1);

  opening->file = g_object_ref (file);
  opening->locked = locked;
  return opening;
}

/* The lock first, so that what is read is what its holder wrote last; the
 * bytes then, once, for the loader and for the state saves check. */
static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Opening *opening = task_data;
  g_autofree char *data = NULL;
  g_autofree char *name = gk_file_get_display_name (opening->file);
  GError *error = NULL;
  gsize length = 0;

  if (!opening->locked)
    opening->lock = gk_game_lock_acquire (opening->file, &opening->holder);
  if (!read_file (opening->file, &data, &length, &opening->disk, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (!opening->disk.exists)
    {
      /* TRANSLATORS: file name, then the system's reason */
      g_task_return_new_error (task, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot read the file: %s"),
                               name, g_strerror (ENOENT));
      return;
    }
  opening->loaded = gk_game_file_load_data (data, length, name, &error);
  if (opening->loaded == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
load_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GkSession *self = g_task_get_source_object (task);
  Opening *opening = g_task_get_task_data (G_TASK (result));
  GFile *file = opening->file;
  GkGame *game;
  GError *error = NULL;
  GObject *holder;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }

  /* Opened meanwhile by another session? */
  holder = gk_library_get_holder (self->library, file);
  if (holder != NULL && holder != G_OBJECT (self))
    {
      gk_library_present_holder (self->library, file);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This game is open in another window."));
      return;
    }

  game = opening->loaded->game;
  if (game == NULL)
    {
      /* A position is written only when asked: it takes no lock. */
      set_position (self, opening->loaded->position, opening->loaded->play, file,
                    &opening->disk);
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* Loaded again in its place: the session keeps the lock it holds. */
  if (opening->locked)
    opening->lock = g_steal_pointer (&self->lock);
  set_game (self, game, file, g_steal_pointer (&opening->lock), &opening->disk);
  self->holder = g_steal_pointer (&opening->holder);
  /* Tracked where it is: its moves go back to its own file. */
  if (!gk_library_contains (self->library, file))
    gk_library_track (self->library, file);
  notify_contents (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
  g_task_return_boolean (task, TRUE);
}

static void
load (GkSession *self,
      GFile     *file,
      gboolean   locked,
      GTask     *task)
{
  g_autoptr(GTask) load = g_task_new (self, g_task_get_cancellable (task), load_done,
                                      g_object_ref (task));

  g_task_set_task_data (load, opening_new (file, locked), (GDestroyNotify) opening_free);
  g_task_run_in_thread (load, load_in_thread);
}

void
gk_session_open_async (GkSession           *self,
                       GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GObject *holder;

  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_session_open_async);

  holder = gk_library_get_holder (self->library, file);
  if (holder == G_OBJECT (self))
    {
      /* Open here already, and newer in memory than anything on disk. */
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (holder != NULL)
    {
      gk_library_present_holder (self->library, file);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This game is open in another window."));
      return;
    }
  load (self, file, FALSE, task);
}

gboolean
gk_session_open_finish (GkSession     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
gk_session_is_played_elsewhere (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->holder != NULL;
}

const char *
gk_session_get_holder (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->holder;
}

/* ---- when another program changed the file ---- */

gboolean
gk_session_has_conflict (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->conflict;
}

static void
resolved (GkSession *self)
{
  self->resolving--;
  emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
  if (self->waiting != NULL && !self->saving && can_save (self))
    start_save (self);
}

/* The file read again in the session's place, or why not (a notice). */
static gboolean
loaded_again (GkSession    *self,
              GAsyncResult *result)
{
  g_autoptr(GError) error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    return TRUE;
  g_free (self->notice);
  self->notice = g_strdup (error->message);
  return FALSE;
}

static void
theirs_loaded (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GkSession *self = GK_SESSION (source);

  /* Their version cannot be read (any more): nothing changes here. */
  if (!loaded_again (self, result))
    self->conflict = TRUE;
  resolved (self);
}

static void
reloaded (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  GkSession *self = GK_SESSION (source);

  loaded_again (self, result);
  resolved (self);
}

void
gk_session_reload (GkSession *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GK_IS_SESSION (self));

  if (self->holder == NULL || self->file == NULL || self->resolving > 0)
    return;
  self->resolving++;
  task = g_task_new (self, NULL, reloaded, NULL);
  load (self, self->file, FALSE, task);
}

/* Both versions, when they differ, in a worker: the session's own is
 * written beside theirs as a file of its own. */
typedef struct
{
  Snapshot   *ours;
  GFile      *theirs;
  gboolean    same;        /* both hold the same game: nothing to keep twice */
  DiskState   disk;        /* theirs, when the same */
} Keeping;

static void
keeping_free (Keeping *keeping)
{
  g_clear_pointer (&keeping->ours, snapshot_free);
  g_clear_object (&keeping->theirs);
  disk_state_clear (&keeping->disk);
  g_free (keeping);
}

/* The bytes of the session's version, saved beside theirs: a play of its
 * own, with an identity of its own (game-file.md, "The play"), which the
 * session takes on with the file. */
static char *
our_version_as_new_play (Snapshot  *ours,
                         gsize     *length,
                         GError   **error)
{
  g_autoptr(GkPlayRecord) play = gk_play_record_copy (ours->play);

  g_free (play->id);
  play->id = gk_play_id_new ();
  g_clear_pointer (&ours->play, gk_play_record_free);
  ours->play = g_steal_pointer (&play);
  return snapshot_to_data (ours, length, error);
}

static void
keep_both_in_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  Keeping *keeping = task_data;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *their_bytes = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  gsize length = 0;
  GError *error = NULL;

  ours = snapshot_to_data (keeping->ours, &length, &error);
  if (ours == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The same play in both (written through the same serializer) is one:
   * theirs is kept, nothing is copied. */
  if (read_file (keeping->theirs, &their_bytes, &length, &keeping->disk, NULL)
      && keeping->disk.exists
      && (loaded = gk_game_file_load_data (their_bytes, length, "-", NULL)) != NULL)
    theirs = loaded->game != NULL ? gk_game_file_to_data (loaded->game, NULL)
                                  : gk_position_file_to_data (loaded->position, loaded->play,
                                                              NULL);
  if (theirs != NULL && g_str_equal (theirs, ours))
    {
      keeping->same = TRUE;
      g_task_return_boolean (task, TRUE);
      return;
    }

  g_clear_pointer (&ours, g_free);
  ours = our_version_as_new_play (keeping->ours, &length, &error);
  if (ours == NULL || !create_file (keeping->ours, keeping->theirs, ours, length, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
both_kept (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GkSession *self = GK_SESSION (source);
  Keeping *keeping = g_task_get_task_data (G_TASK (result));
  Snapshot *ours = keeping->ours;
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* Still two versions and one file: the user may try again. */
      set_save_error (self, g_steal_pointer (&error));
    }
  else if (keeping->same)
    {
      disk_state_copy (&self->disk, &keeping->disk);
      self->conflict = FALSE;
    }
  else if (self->game != NULL || self->position != NULL)
    {
      g_autofree char *theirs = gk_file_get_display_name (keeping->theirs);
      g_autofree char *mine = gk_file_get_display_name (ours->created);

      set_file (self, ours->created, g_steal_pointer (&ours->lock), &ours->written);
      /* The copy's play from now on: its new identity. */
      if (self->game != NULL)
        gk_game_set_play (self->game, ours->play);
      else
        {
          g_clear_pointer (&self->position_play, gk_play_record_free);
          self->position_play = gk_play_record_copy (ours->play);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
        }
      if (!gk_library_contains (self->library, ours->created))
        gk_library_track (self->library, ours->created);
      self->conflict = FALSE;
      g_free (self->notice);
      /* TRANSLATORS: two file names: the copy with this window's moves, and
       * the file another program changed */
      self->notice = g_strdup_printf (_("This game goes on in “%s”; the other version stays "
                                        "in “%s”."), mine, theirs);
      emit_changed (self, GK_SESSION_CHANGE_FILE);
    }
  resolved (self);
}

void
gk_session_resolve_conflict (GkSession           *self,
                             GkSessionResolution  resolution)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (resolution == GK_SESSION_KEEP_THEIRS || resolution == GK_SESSION_KEEP_BOTH);

  if (!self->conflict || self->resolving > 0)
    return;
  self->conflict = FALSE;
  self->resolving++;
  if (resolution == GK_SESSION_KEEP_THEIRS)
    {
      /* Their version in the session's place: the moves made here go. */
      g_clear_pointer (&self->waiting, snapshot_free);
      task = g_task_new (self, NULL, theirs_loaded, NULL);
      load (self, self->file, TRUE, task);
    }
  else
    {
      Keeping *keeping = g_new0 (Keeping, 1);

      keeping->ours = self->game != NULL
                      ? snapshot_new (self->game, self->library)
                      : snapshot_new_position (self->position, self->position_play, self->library);
      keeping->theirs = g_object_ref (self->file);
      task = g_task_new (self, NULL, both_kept, NULL);
      g_task_set_task_data (task, keeping, (GDestroyNotify) keeping_free);
      g_task_run_in_thread (task, keep_both_in_thread);
    }
  emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
}

/* ---- moves ---- */

void
gk_session_undo (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game != NULL && !gk_session_get_read_only (self) && gk_game_can_undo (self->game))
    gk_game_undo (self->game);
}

void
gk_session_redo (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game != NULL && !gk_session_get_read_only (self) && gk_game_can_redo (self->game))
    gk_game_redo (self->game);
}

/* ---- saving ---- */

gboolean
gk_session_save_as (GkSession      *self,
                    const GkTable  *position,
                    GFile          *file,
                    GError        **error)
{
  GObject *holder;
  g_autoptr(GFile) old = NULL;
  g_autoptr(GkGameLock) lock = NULL;
  g_autofree char *other = NULL;
  g_autofree char *data = NULL;
  DiskState disk = { 0, };
  gsize length = 0;

  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (position != NULL)
    {
      g_autoptr(GkPlayRecord) play = NULL;

      /* The same table keeps its record; another one is a play of its own. */
      if (self->game == NULL && self->position_play != NULL)
        play = gk_play_record_copy (self->position_play);
      else
        {
          play = gk_play_record_new ();
          play->id = gk_play_id_new ();
          gk_time_now (&play->finished);
        }
      if (!gk_position_file_save (position, play, file, error))
        return FALSE;
      /* A game this session tracks keeps its own file. */
      if (self->game == NULL)
        {
          GkTable *copy = gk_table_copy (position);

          g_clear_pointer (&self->position, gk_table_free);
          self->position = copy;
          g_clear_pointer (&self->position_play, gk_play_record_free);
          self->position_play = g_steal_pointer (&play);
          set_file (self, file, NULL, NULL);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
          emit_changed (self, GK_SESSION_CHANGE_FILE);
        }
      return TRUE;
    }

  if (self->game == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, _("There is nothing to save yet."));
      return FALSE;
    }
  holder = gk_library_get_holder (self->library, file);
  if (holder != NULL && holder != G_OBJECT (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("This game is open in another window."));
      return FALSE;
    }

  gk_session_flush (self);
  /* The chosen file is this session's from now on: it takes its lock. */
  if (self->file != NULL && g_file_equal (self->file, file))
    lock = g_steal_pointer (&self->lock);
  else
    lock = gk_game_lock_acquire (file, &other);
  if (lock == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   /* TRANSLATORS: %s says who: “Anna (anna) on the computer “kitchen”,
                    * process 1234” */
                   _("This file is open for playing by %s."), other);
      return FALSE;
    }
  data = gk_game_file_to_data_full (self->game, &length, error);
  if (data == NULL || !gk_game_file_write (file, data, length, error))
    {
      if (self->lock == NULL && self->file != NULL && g_file_equal (self->file, file))
        self->lock = g_steal_pointer (&lock);
      return FALSE;
    }
  disk_state_set (&disk, data, length);

  old = self->file != NULL ? g_object_ref (self->file) : NULL;
  set_file (self, file, g_steal_pointer (&lock), &disk);
  disk_state_clear (&disk);
  self->conflict = FALSE;
  if (!gk_library_contains (self->library, file))
    gk_library_track (self->library, file);
  /* The game lives in the chosen file now: its copy in the library would
   * only be a second entry of the same game, left behind. */
  if (old != NULL && !g_file_equal (old, file) && in_library_folder (self, old))
    g_file_delete (old, NULL, NULL);
  set_save_error (self, NULL);
  emit_changed (self, GK_SESSION_CHANGE_FILE);
  return TRUE;
}

const GError *
gk_session_get_save_error (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return self->save_error;
}

char *
gk_session_take_notice (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  return g_steal_pointer (&self->notice);
}

void
gk_session_retry_save (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  queue_save (self);
}

gboolean
gk_session_is_saving (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->saving || self->resolving > 0 || (self->waiting != NULL && can_save (self));
}

gboolean
gk_session_is_saved (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return !self->saving && self->waiting == NULL && self->save_error == NULL
         && !self->conflict && self->resolving == 0;
}

void
gk_session_flush (GkSession *self)
{
  g_autoptr(GMainContext) context = g_main_context_ref_thread_default ();

  g_return_if_fail (GK_IS_SESSION (self));

  /* Not what waits for the user's word on a changed file, nor what no
   * save may write while another process has the file. */
  while (self->saving || (self->waiting != NULL && can_save (self)))
    {
      if (!self->saving)
        start_save (self);
      g_main_context_iteration (context, TRUE);
    }
}

void
gk_session_present (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  g_signal_emit (self, signals[PRESENT], 0);
}

/* ---- the play ---- */

const GkPlayRecord *
gk_session_get_play (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  if (self->game != NULL)
    return gk_game_get_play (self->game);
  return self->position_play;
}

void
gk_session_adopt_play (GkSession          *self,
                       const GkPlayRecord *play)
{
  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (play != NULL);

  if (self->game == NULL || gk_game_get_play (self->game)->id != NULL
      || !gk_play_record_check (play, NULL, NULL))
    return;
  /* Not saved now: opening a file changes nothing on disk. */
  g_signal_handlers_block_by_func (self->game, game_play_changed, self);
  gk_game_set_play (self->game, play);
  g_signal_handlers_unblock_by_func (self->game, game_play_changed, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
}

gboolean
gk_session_set_play (GkSession           *self,
                     const GkPlayRecord  *play,
                     GError             **error)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (play != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->game == NULL && self->position == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, _("There is nothing to save yet."));
      return FALSE;
    }
  if (self->holder != NULL)
    {
      /* Another process writes this file: what is changed here is never saved. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   /* TRANSLATORS: %s says who: “Anna (anna) on the computer “kitchen”,
                    * process 1234” */
                   _("This file is open for playing by %s."), self->holder);
      return FALSE;
    }
  if (!gk_play_record_check (play, NULL, error))
    return FALSE;

  if (self->game != NULL)
    {
      /* Saved by game_play_changed(); the moves are not touched. */
      gk_game_set_play (self->game, play);
      return TRUE;
    }
  if (self->position_play != NULL && gk_play_record_equal (play, self->position_play))
    return TRUE;
  g_clear_pointer (&self->position_play, gk_play_record_free);
  self->position_play = gk_play_record_copy (play);
  queue_save (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
  return TRUE;
}

gboolean
gk_session_get_read_only (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->game != NULL && !self->editable
         && gk_table_is_game_over (gk_game_get_table (self->game));
}

void
gk_session_correct (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game == NULL || self->editable)
    return;
  self->editable = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}
