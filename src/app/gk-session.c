/* gk-session.c: what one window has open: a game or a position, its file
 *
 * Saves run in a worker, one at a time and in order: each takes a snapshot
 * of the log (the setup and the moves before the cursor), which the worker
 * replays and writes with the engine's gk_game_file_save().  While one runs,
 * later changes wait as one snapshot (the newest: it holds the others).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-session.h"

typedef struct
{
  GkSetup *setup;
  GArray  *moves;       /* of GkMove */
  GFile   *file;
} Snapshot;

struct _GkSession
{
  GObject     parent_instance;

  GkLibrary  *library;
  GSettings  *settings;      /* NULL when the schema is not installed */

  GkGame     *game;
  GkTable    *position;
  GFile      *file;          /* claimed in the library while a game is open */

  Snapshot   *waiting;       /* the next save, while one runs */
  gboolean    saving;
  GError     *save_error;
  char       *notice;
};

G_DEFINE_FINAL_TYPE (GkSession, gk_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  PRESENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void start_save (GkSession *self);

/* ---- snapshots and saves ---- */

static void
snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->setup, gk_setup_free);
  g_clear_pointer (&snapshot->moves, g_array_unref);
  g_clear_object (&snapshot->file);
  g_free (snapshot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Snapshot, snapshot_free)

static Snapshot *
snapshot_new (GkGame *game,
              GFile  *file)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  guint cursor = gk_game_get_cursor (game);

  snapshot->setup = gk_setup_copy (gk_game_get_setup (game));
  snapshot->moves = g_array_sized_new (FALSE, FALSE, sizeof (GkMove), cursor);
  for (guint i = 0; i < cursor; i++)
    g_array_append_vals (snapshot->moves, gk_game_get_move (game, i), 1);
  snapshot->file = g_object_ref (file);
  return snapshot;
}

static void
save_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Snapshot *snapshot = task_data;
  g_autoptr(GkGame) game = NULL;
  GError *error = NULL;

  /* Every move was accepted once: the replay gives the same game. */
  game = gk_game_new_from_moves (snapshot->setup, (const GkMove *) snapshot->moves->data,
                                 snapshot->moves->len, &error);
  if (game == NULL || !gk_game_file_save (game, snapshot->file, &error))
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
    emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
}

static gboolean
in_library_folder (GkSession *self,
                   GFile     *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, gk_library_get_folder (self->library));
}

static void
set_file (GkSession *self,
          GFile     *file)
{
  if (self->file != NULL)
    gk_library_release (self->library, self->file, G_OBJECT (self));
  g_set_object (&self->file, file);
  if (file != NULL && self->game != NULL)
    gk_library_claim (self->library, file, G_OBJECT (self));
}

/* A game that has no file yet (the library folder could not be written)
 * gets one now; FALSE with the reason set when it still cannot. */
static gboolean
ensure_file (GkSession *self)
{
  g_autoptr(GFile) file = NULL;
  GError *error = NULL;

  if (self->file != NULL)
    return TRUE;
  file = gk_library_create_file (self->library, &error);
  if (file == NULL)
    {
      set_save_error (self, error);
      return FALSE;
    }
  set_file (self, file);
  emit_changed (self, GK_SESSION_CHANGE_FILE);
  return TRUE;
}

static void
queue_save (GkSession *self)
{
  if (self->game == NULL || !ensure_file (self))
    return;
  g_clear_pointer (&self->waiting, snapshot_free);
  self->waiting = snapshot_new (self->game, self->file);
  if (!self->saving)
    start_save (self);
}

/* A game opened from elsewhere whose file cannot be written goes on in a
 * copy in the library, and the user is told. */
static gboolean
fall_back_to_library (GkSession    *self,
                      const GError *error)
{
  g_autoptr(GFile) copy = NULL;
  g_autofree char *name = NULL;

  if (self->file == NULL || in_library_folder (self, self->file))
    return FALSE;
  copy = gk_library_create_file (self->library, NULL);
  if (copy == NULL)
    return FALSE;

  name = g_file_get_parse_name (self->file);
  g_free (self->notice);
  /* TRANSLATORS: a file name, then the system's reason */
  self->notice = g_strdup_printf (_("“%s” cannot be written (%s). The game goes on in a copy in "
                                    "the game library."), name, error->message);
  set_file (self, copy);
  emit_changed (self, GK_SESSION_CHANGE_FILE);
  queue_save (self);
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
      gboolean current = self->file != NULL && g_file_equal (snapshot->file, self->file);

      if (!current || !fall_back_to_library (self, error))
        set_save_error (self, error);
      else
        g_clear_error (&error);
    }
  else if (self->waiting == NULL)
    set_save_error (self, NULL);

  if (self->waiting != NULL && !self->saving)
    start_save (self);
}

static void
start_save (GkSession *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, save_done, NULL);
  GApplication *app = g_application_get_default ();

  g_assert (!self->saving && self->waiting != NULL);

  /* The app stays up until the save is on disk, even with its last window closed. */
  if (app != NULL)
    g_application_hold (app);
  self->saving = TRUE;
  g_task_set_source_tag (task, start_save);
  g_task_set_task_data (task, g_steal_pointer (&self->waiting), (GDestroyNotify) snapshot_free);
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
clear (GkSession *self)
{
  /* What was confirmed reaches the disk before the game is let go. */
  gk_session_flush (self);
  set_file (self, NULL);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  g_clear_pointer (&self->position, gk_table_free);
  g_clear_error (&self->save_error);
}

static void
set_game (GkSession *self,
          GkGame    *game,
          GFile     *file)
{
  clear (self);
  self->game = g_object_ref (game);
  g_signal_connect_object (game, "changed::pushed", G_CALLBACK (game_pushed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed::undone", G_CALLBACK (game_undone), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed::redone", G_CALLBACK (game_redone), self,
                           G_CONNECT_SWAPPED);
  set_file (self, file);
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
  g_clear_object (&self->settings);
  g_clear_pointer (&self->waiting, snapshot_free);
  g_clear_pointer (&self->notice, g_free);

  G_OBJECT_CLASS (gk_session_parent_class)->finalize (object);
}

static void
gk_session_class_init (GkSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_session_dispose;
  object_class->finalize = gk_session_finalize;

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
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Run from a build folder without its schema, the app simply forgets. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);
}

GkSession *
gk_session_new (GkLibrary *library)
{
  GkSession *self;

  g_return_val_if_fail (library == NULL || GK_IS_LIBRARY (library), NULL);

  self = g_object_new (GK_TYPE_SESSION, NULL);
  self->library = g_object_ref (library != NULL ? library : gk_library_get_default ());
  return self;
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

  return self->settings;
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

void
gk_session_start_game (GkSession *self,
                       GkGame    *game)
{
  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (GK_IS_GAME (game));

  set_game (self, game, NULL);
  /* A new file in the library, written with the setup at once. */
  queue_save (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

void
gk_session_set_position (GkSession     *self,
                         const GkTable *position,
                         GFile         *file)
{
  g_autoptr(GFile) keep_file = NULL;
  g_autoptr(GkTable) copy = NULL;

  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (position != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  /* @position or @file may be the session's own, let go of by clear(). */
  keep_file = file != NULL ? g_object_ref (file) : NULL;
  copy = gk_table_copy (position);
  clear (self);
  self->position = g_steal_pointer (&copy);
  set_file (self, keep_file);
  emit_changed (self, GK_SESSION_CHANGE_POSITION_REPLACED);
}

void
gk_session_close (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game == NULL && self->position == NULL)
    return;
  clear (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

/* ---- opening ---- */

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GkGameFile *loaded = gk_game_file_load (task_data, &error);

  if (loaded == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, loaded, (GDestroyNotify) gk_game_file_free);
}

static void
load_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GkSession *self = g_task_get_source_object (task);
  GFile *file = g_task_get_task_data (task);
  g_autoptr(GkGameFile) loaded = NULL;
  GError *error = NULL;
  GObject *holder;

  loaded = g_task_propagate_pointer (G_TASK (result), &error);
  if (loaded == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* Opened meanwhile by another session? */
  holder = gk_library_get_holder (self->library, file);
  if (holder != NULL && holder != G_OBJECT (self))
    {
      gk_session_present (GK_SESSION (holder));
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This game is open in another window."));
      return;
    }

  if (loaded->game != NULL)
    {
      set_game (self, loaded->game, file);
      /* Tracked where it is: its moves go back to its own file. */
      if (!gk_library_contains (self->library, file))
        gk_library_track (self->library, file);
      emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
    }
  else
    gk_session_set_position (self, loaded->position, file);
  g_task_return_boolean (task, TRUE);
}

void
gk_session_open_async (GkSession           *self,
                       GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) load = NULL;
  GObject *holder;

  g_return_if_fail (GK_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_session_open_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);

  holder = gk_library_get_holder (self->library, file);
  if (holder == G_OBJECT (self))
    {
      /* Open here already, and newer in memory than anything on disk. */
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (holder != NULL)
    {
      gk_session_present (GK_SESSION (holder));
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This game is open in another window."));
      return;
    }

  load = g_task_new (self, cancellable, load_done, g_steal_pointer (&task));
  g_task_set_task_data (load, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (load, load_in_thread);
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

/* ---- moves ---- */

void
gk_session_undo (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game != NULL && gk_game_can_undo (self->game))
    gk_game_undo (self->game);
}

void
gk_session_redo (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game != NULL && gk_game_can_redo (self->game))
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

  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (position != NULL)
    {
      if (!gk_position_save (position, file, error))
        return FALSE;
      /* A game this session tracks keeps its own file. */
      if (self->game == NULL)
        {
          GkTable *copy = gk_table_copy (position);

          g_clear_pointer (&self->position, gk_table_free);
          self->position = copy;
          set_file (self, file);
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
  if (!gk_game_file_save (self->game, file, error))
    return FALSE;

  old = self->file != NULL ? g_object_ref (self->file) : NULL;
  set_file (self, file);
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

  return self->saving || self->waiting != NULL;
}

gboolean
gk_session_is_saved (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return !self->saving && self->waiting == NULL && self->save_error == NULL;
}

void
gk_session_flush (GkSession *self)
{
  g_autoptr(GMainContext) context = g_main_context_ref_thread_default ();

  g_return_if_fail (GK_IS_SESSION (self));

  while (self->saving || self->waiting != NULL)
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
