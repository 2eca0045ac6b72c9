/* gk-session.c: what one window has open: a game or a position, its file
 *
 * The session is one class in three files around gk-session-private.h
 * (its struct): gk-session.c (the object, its properties and signals, the
 * game or position it holds, its moves and its play), gk-session-save.c
 * (what is on disk, the snapshots a worker saves, Save As) and
 * gk-session-file.c (its file: who holds it, opening it, and what happens
 * when another program changed it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-history-play.h"
#include "gk-session-private.h"

G_DEFINE_FINAL_TYPE (GkSession, gk_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  PRESENT,
  N_SIGNALS
};


static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

void
_gk_session_emit_changed (GkSession       *self,
                          GkSessionChange  change)
{
  g_signal_emit (self, signals[CHANGED], 0, (guint) change);
}

void
_gk_session_notify (GkSession *self,
                    guint      prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* ---- the game ---- */

static void
game_pushed (GkSession *self)
{
  _gk_session_queue_save (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_MOVE_PUSHED);
}

static void
game_undone (GkSession *self)
{
  _gk_session_queue_save (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_UNDONE);
}

static void
game_redone (GkSession *self)
{
  _gk_session_queue_save (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_REDONE);
}

static void
game_play_changed (GkSession *self)
{
  _gk_session_queue_save (self);
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
  g_clear_pointer (&self->waiting, _gk_session_snapshot_free);
  _gk_session_set_file (self, NULL, NULL, NULL);
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

void
_gk_session_notify_contents (GkSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

void
_gk_session_set_game (GkSession       *self,
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
  _gk_session_set_file (self, file, lock, disk);
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
  g_clear_pointer (&self->waiting, _gk_session_snapshot_free);
  g_clear_pointer (&self->notice, g_free);
  _gk_session_disk_state_clear (&self->disk);

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
  _gk_session_set_game (self, game, NULL, NULL, NULL);
  /* A new file in the library, made with the setup at once. */
  _gk_session_queue_save (self);
  _gk_session_notify_contents (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
}

void
_gk_session_set_position (GkSession          *self,
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
  _gk_session_set_file (self, keep_file, NULL, disk);
  _gk_session_notify_contents (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_POSITION_REPLACED);
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

      _gk_session_set_position (self, position, play, file, NULL);
      return;
    }
  _gk_session_set_position (self, position, NULL, file, NULL);
}

void
gk_session_close (GkSession *self)
{
  g_return_if_fail (GK_IS_SESSION (self));

  if (self->game == NULL && self->position == NULL)
    return;
  clear (self);
  _gk_session_notify_contents (self);
  _gk_session_emit_changed (self, GK_SESSION_CHANGE_GAME_REPLACED);
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
gk_session_wants_kept_record (GkSession *self)
{
  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);

  return self->game != NULL && gk_game_get_play (self->game)->id == NULL
         && gk_table_is_game_over (gk_game_get_table (self->game));
}

gboolean
gk_session_adopt_kept_record (GkSession *self,
                              GPtrArray *plays)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (GK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (plays != NULL, FALSE);

  if (!gk_session_wants_kept_record (self))
    return FALSE;
  id = gk_game_get_content_id (self->game);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      g_autoptr(GkPlayRecord) record = NULL;

      if (!play->id_derived || g_strcmp0 (play->id, id) != 0)
        continue;
      record = gk_play_record_copy (gk_game_get_play (self->game));
      record->id = g_strdup (id);
      if (!record->started.set)
        record->started = (GkTime) { play->started * G_USEC_PER_SEC, 0, TRUE, TRUE };
      if (!record->finished.set)
        record->finished = (GkTime) { play->finished * G_USEC_PER_SEC, 0, TRUE, TRUE };
      gk_session_adopt_play (self, record);
      return gk_game_get_play (self->game)->id != NULL;
    }
  return FALSE;
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
  _gk_session_queue_save (self);
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
