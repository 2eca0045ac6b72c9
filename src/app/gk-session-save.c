/* gk-session-save.c: a session's saves, and what is on disk
 *
 * Saves run in a worker, one at a time and in order: each takes a snapshot
 * of the log (the setup and the moves before the cursor), which the worker
 * replays and writes.  While one runs, later changes wait as one snapshot
 * (the newest: it holds the others).
 *
 * One writer per file.  A new game's file is made by its first save, with
 * its first bytes (gk_library_create_file()), so no empty game is ever
 * left.  Before each save the worker checks that the file still holds what
 * the session last read or wrote there (a SHA-256 of its bytes): when
 * another program changed it meanwhile (a folder sync, an editor), nothing
 * is written over it and the session waits for the user to keep their
 * version or both (gk-session-file.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-file-io.h"
#include "gk-session-private.h"

/* ---- what is on disk ---- */

void
_gk_session_disk_state_clear (DiskState *state)
{
  g_clear_pointer (&state->hash, g_free);
  *state = (DiskState) { 0, };
}

void
_gk_session_disk_state_copy (DiskState       *to,
                             const DiskState *from)
{
  _gk_session_disk_state_clear (to);
  *to = *from;
  to->hash = g_strdup (from->hash);
}

/* The state of a file that holds @data. */
static void
disk_state_set (DiskState  *state,
                const char *data,
                gsize       length)
{
  _gk_session_disk_state_clear (state);
  state->exists = TRUE;
  state->hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* What @file holds now: its bytes (bounded, as the loader reads them) and
 * their state.  A file that is gone is no error: @state says so. */
gboolean
_gk_session_read_file (GFile      *file,
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
      _gk_session_disk_state_clear (state);
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
  if (!_gk_session_read_file (file, &data, &length, &now, error))
    return FALSE;
  *unchanged = !now.exists || g_str_equal (now.hash, expected->hash);
  _gk_session_disk_state_clear (&now);
  return TRUE;
}

/* ---- snapshots and saves ---- */

void
_gk_session_snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->setup, gk_setup_free);
  g_clear_pointer (&snapshot->moves, g_array_unref);
  g_clear_pointer (&snapshot->position, gk_table_free);
  g_clear_pointer (&snapshot->play, gk_play_record_free);
  g_clear_object (&snapshot->file);
  g_clear_object (&snapshot->library);
  _gk_session_disk_state_clear (&snapshot->expected);
  g_clear_object (&snapshot->created);
  g_clear_pointer (&snapshot->lock, gk_game_lock_release);
  _gk_session_disk_state_clear (&snapshot->written);
  g_free (snapshot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Snapshot, _gk_session_snapshot_free)

Snapshot *
_gk_session_snapshot_new (GkGame    *game,
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

Snapshot *
_gk_session_snapshot_new_position (const GkTable      *position,
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
char *
_gk_session_snapshot_to_data (Snapshot  *snapshot,
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
gboolean
_gk_session_create_file (Snapshot    *snapshot,
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

  data = _gk_session_snapshot_to_data (snapshot, &length, &error);
  if (data == NULL)
    ;
  else if (snapshot->file == NULL)
    _gk_session_create_file (snapshot, NULL, data, length, &error);
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

void
_gk_session_set_save_error (GkSession *self,
                            GError    *error)
{
  gboolean had = self->save_error != NULL;

  g_clear_error (&self->save_error);
  self->save_error = error;
  if (had || error != NULL)
    {
      _gk_session_notify (self, PROP_SAVE_ERROR);
      _gk_session_emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
    }
}

static gboolean
in_library_folder (GkSession *self,
                   GFile     *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, gk_library_get_folder (self->library));
}

/* Whether changes can be saved now: not while another process has the
 * file, nor while the user has not said which version to keep. */
gboolean
_gk_session_can_save (GkSession *self)
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
void
_gk_session_queue_save (GkSession *self)
{
  gboolean was_saving = gk_session_is_saving (self);

  if (self->game == NULL && (self->position == NULL || self->file == NULL))
    return;
  if (self->holder != NULL)
    return;
  g_clear_pointer (&self->waiting, _gk_session_snapshot_free);
  if (self->game != NULL)
    {
      ensure_play_id (self);
      self->waiting = _gk_session_snapshot_new (self->game, self->library);
    }
  else
    self->waiting = _gk_session_snapshot_new_position (self->position, self->position_play,
                                                       self->library);
  if (!self->saving && _gk_session_can_save (self))
    _gk_session_start_save (self);
  if (!was_saving)
    _gk_session_notify (self, PROP_SAVING);
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
  _gk_session_set_file (self, NULL, NULL, NULL);
  _gk_session_queue_save (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_FILE);
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
        _gk_session_set_save_error (self, error);
      else
        g_clear_error (&error);
    }
  else if (snapshot->changed)
    {
      /* Nothing was written: the moves wait in memory for the user's word. */
      self->conflict = TRUE;
      _gk_session_emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
    }
  else
    {
      if (snapshot->created != NULL && self->game != NULL)
        {
          _gk_session_set_file (self, snapshot->created, g_steal_pointer (&snapshot->lock),
                                &snapshot->written);
          _gk_session_emit_changed (self, GK_SESSION_CHANGE_FILE);
        }
      else if (self->file != NULL && snapshot->file != NULL
               && g_file_equal (snapshot->file, self->file))
        _gk_session_disk_state_copy (&self->disk, &snapshot->written);
      if (self->waiting == NULL)
        _gk_session_set_save_error (self, NULL);
    }

  if (self->waiting != NULL && !self->saving && _gk_session_can_save (self))
    _gk_session_start_save (self);
  if (!gk_session_is_saving (self))
    _gk_session_notify (self, PROP_SAVING);
}

void
_gk_session_start_save (GkSession *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, save_done, NULL);
  GApplication *app = g_application_get_default ();
  Snapshot *snapshot = g_steal_pointer (&self->waiting);

  g_assert (!self->saving && snapshot != NULL);

  /* Where it goes is known only now: a first save still under way made
   * the file the ones after it write to. */
  g_set_object (&snapshot->file, self->file);
  _gk_session_disk_state_copy (&snapshot->expected, &self->disk);

  /* The app stays up until the save is on disk, even with its last window closed. */
  if (app != NULL)
    g_application_hold (app);
  self->saving = TRUE;
  g_task_set_source_tag (task, _gk_session_start_save);
  g_task_set_task_data (task, snapshot, (GDestroyNotify) _gk_session_snapshot_free);
  g_task_run_in_thread (task, save_in_thread);
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
          _gk_session_set_file (self, file, NULL, NULL);
          _gk_session_notify (self, PROP_POSITION);
          _gk_session_emit_changed (self, GK_SESSION_CHANGE_FILE);
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
  _gk_session_set_file (self, file, g_steal_pointer (&lock), &disk);
  _gk_session_disk_state_clear (&disk);
  self->conflict = FALSE;
  if (!gk_library_contains (self->library, file))
    gk_library_track (self->library, file);
  /* The game lives in the chosen file now: its copy in the library would
   * only be a second entry of the same game, left behind. */
  if (old != NULL && !g_file_equal (old, file) && in_library_folder (self, old))
    g_file_delete (old, NULL, NULL);
  _gk_session_set_save_error (self, NULL);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_FILE);
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

  _gk_session_queue_save (self);
}

gboolean
gk_session_is_saving (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->saving || self->resolving > 0
         || (self->waiting != NULL && _gk_session_can_save (self));
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
  while (self->saving || (self->waiting != NULL && _gk_session_can_save (self)))
    {
      if (!self->saving)
        _gk_session_start_save (self);
      g_main_context_iteration (context, TRUE);
    }
}

