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
  GkSetup      *setup;       /* a game: its setup and moves */
  GArray       *moves;       /* of GkMove */
  GkTable      *position;    /* or a position */
  GkPlayRecord *play;
  GFile        *file;
} Snapshot;

struct _GkSession
{
  GObject     parent_instance;

  GkLibrary  *library;
  GSettings  *settings;      /* NULL when the schema is not installed */

  GkGame     *game;
  GkTable    *position;
  GkPlayRecord *position_play; /* the position's record */
  GFile      *file;          /* claimed in the library while a game is open */
  gboolean    editable;      /* in progress when opened, or reopened for correction */

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

/* ---- snapshots and saves ---- */

static void
snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->setup, gk_setup_free);
  g_clear_pointer (&snapshot->moves, g_array_unref);
  g_clear_pointer (&snapshot->position, gk_table_free);
  g_clear_pointer (&snapshot->play, gk_play_record_free);
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
  snapshot->play = gk_play_record_copy (gk_game_get_play (game));
  snapshot->file = g_object_ref (file);
  return snapshot;
}

static Snapshot *
snapshot_new_position (const GkTable      *position,
                       const GkPlayRecord *play,
                       GFile              *file)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  snapshot->position = gk_table_copy (position);
  snapshot->play = gk_play_record_copy (play);
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

  if (snapshot->position != NULL)
    {
      if (!gk_position_file_save (snapshot->position, snapshot->play, snapshot->file, &error))
        g_task_return_error (task, error);
      else
        g_task_return_boolean (task, TRUE);
      return;
    }

  /* Every move was accepted once: the replay gives the same game. */
  game = gk_game_new_from_moves (snapshot->setup, (const GkMove *) snapshot->moves->data,
                                 snapshot->moves->len, &error);
  if (game != NULL)
    gk_game_set_play (game, snapshot->play);
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

static void
set_file (GkSession *self,
          GFile     *file)
{
  if (self->file != NULL)
    gk_library_release (self->library, self->file, G_OBJECT (self));
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
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

static void
queue_save (GkSession *self)
{
  gboolean was_saving = gk_session_is_saving (self);

  if (self->game == NULL && (self->position == NULL || self->file == NULL))
    return;
  if (self->game != NULL && !ensure_file (self))
    return;
  g_clear_pointer (&self->waiting, snapshot_free);
  if (self->game != NULL)
    {
      ensure_play_id (self);
      self->waiting = snapshot_new (self->game, self->file);
    }
  else
    self->waiting = snapshot_new_position (self->position, self->position_play, self->file);
  if (!self->saving)
    start_save (self);
  if (!was_saving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
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
  if (!gk_session_is_saving (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
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
  set_file (self, NULL);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  g_clear_pointer (&self->position, gk_table_free);
  g_clear_pointer (&self->position_play, gk_play_record_free);
  g_clear_error (&self->save_error);
  self->editable = FALSE;
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
set_game (GkSession *self,
          GkGame    *game,
          GFile     *file)
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
  set_game (self, game, NULL);
  /* A new file in the library, written with the setup at once. */
  queue_save (self);
  notify_contents (self);
  emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

static void
set_position (GkSession          *self,
              const GkTable      *position,
              const GkPlayRecord *play,
              GFile              *file)
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
  set_file (self, keep_file);
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

      set_position (self, position, play, file);
      return;
    }
  set_position (self, position, NULL, file);
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
      notify_contents (self);
      emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
    }
  else
    set_position (self, loaded->position, loaded->play, file);
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
          set_file (self, file);
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

/* ---- the play ---- */

const GkPlayRecord *
gk_session_get_play (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), NULL);

  if (self->game != NULL)
    return gk_game_get_play (self->game);
  return self->position_play;
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
