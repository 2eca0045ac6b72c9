/* gk-session-file.c: a session's file: who holds it, opening it, and
 * when another program changed it
 *
 * A game open in a session is claimed in the library (one session per
 * file in a process) and holds its file's lock (gk-game-lock.c), so a
 * second process opens it read-only and says who has it.  When another
 * program changed the file behind the session's back, the session waits
 * for the user to keep their version (reloaded here) or both (the
 * session's own written beside theirs).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "gk-file-io.h"
#include "gk-session-private.h"

/* The session's file from now on, with its lock (taken over; NULL: none)
 * and what it holds (NULL: not known). */
void
_gk_session_set_file (GkSession       *self,
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
    _gk_session_notify (self, PROP_FILE);
  _gk_session_disk_state_clear (&self->disk);
  if (disk != NULL)
    _gk_session_disk_state_copy (&self->disk, disk);
  if (file != NULL && self->game != NULL)
    gk_library_claim (self->library, file, G_OBJECT (self));
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
  _gk_session_disk_state_clear (&opening->disk);
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
  if (!_gk_session_read_file (opening->file, &data, &length, &opening->disk, &error))
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
      _gk_session_set_position (self, opening->loaded->position, opening->loaded->play, file,
                                &opening->disk);
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* Loaded again in its place: the session keeps the lock it holds. */
  if (opening->locked)
    opening->lock = g_steal_pointer (&self->lock);
  _gk_session_set_game (self, game, file, g_steal_pointer (&opening->lock), &opening->disk);
  self->holder = g_steal_pointer (&opening->holder);
  /* Tracked where it is: its moves go back to its own file. */
  if (!gk_library_contains (self->library, file))
    gk_library_track (self->library, file);
  _gk_session_notify_contents (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
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
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
  if (self->waiting != NULL && !self->saving && _gk_session_can_save (self))
    _gk_session_start_save (self);
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
  g_clear_pointer (&keeping->ours, _gk_session_snapshot_free);
  g_clear_object (&keeping->theirs);
  _gk_session_disk_state_clear (&keeping->disk);
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
  return _gk_session_snapshot_to_data (ours, length, error);
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

  ours = _gk_session_snapshot_to_data (keeping->ours, &length, &error);
  if (ours == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The same play in both (written through the same serializer) is one:
   * theirs is kept, nothing is copied. */
  if (_gk_session_read_file (keeping->theirs, &their_bytes, &length, &keeping->disk, NULL)
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
  if (ours == NULL
      || !_gk_session_create_file (keeping->ours, keeping->theirs, ours, length, &error))
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
      _gk_session_set_save_error (self, g_steal_pointer (&error));
    }
  else if (keeping->same)
    {
      _gk_session_disk_state_copy (&self->disk, &keeping->disk);
      self->conflict = FALSE;
    }
  else if (self->game != NULL || self->position != NULL)
    {
      g_autofree char *theirs = gk_file_get_display_name (keeping->theirs);
      g_autofree char *mine = gk_file_get_display_name (ours->created);

      _gk_session_set_file (self, ours->created, g_steal_pointer (&ours->lock), &ours->written);
      /* The copy's play from now on: its new identity. */
      if (self->game != NULL)
        gk_game_set_play (self->game, ours->play);
      else
        {
          g_clear_pointer (&self->position_play, gk_play_record_free);
          self->position_play = gk_play_record_copy (ours->play);
          _gk_session_notify (self, PROP_PLAY);
        }
      if (!gk_library_contains (self->library, ours->created))
        gk_library_track (self->library, ours->created);
      self->conflict = FALSE;
      g_free (self->notice);
      /* TRANSLATORS: two file names: the copy with this window's moves, and
       * the file another program changed */
      self->notice = g_strdup_printf (_("This game goes on in “%s”; the other version stays "
                                        "in “%s”."), mine, theirs);
      _gk_session_emit_changed (self, GK_SESSION_CHANGE_FILE);
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
      g_clear_pointer (&self->waiting, _gk_session_snapshot_free);
      task = g_task_new (self, NULL, theirs_loaded, NULL);
      load (self, self->file, TRUE, task);
    }
  else
    {
      Keeping *keeping = g_new0 (Keeping, 1);

      keeping->ours = self->game != NULL
                      ? _gk_session_snapshot_new (self->game, self->library)
                      : _gk_session_snapshot_new_position (self->position, self->position_play,
                                                           self->library);
      keeping->theirs = g_object_ref (self->file);
      task = g_task_new (self, NULL, both_kept, NULL);
      g_task_set_task_data (task, keeping, (GDestroyNotify) keeping_free);
      g_task_run_in_thread (task, keep_both_in_thread);
    }
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_SAVE_STATE);
}
