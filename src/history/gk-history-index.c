/* gk-history-index.c: the plays of the game library, indexed in SQLite
 *
 * One table: every .ginkgo file seen, with the size and time it had, what
 * it is (a play, a game in progress, unreadable), the play serialized as a
 * GVariant, and a digest of the row.  Nothing here is precious: the rows
 * can always be built again from the files.  But the database file is
 * never deleted while another program might hold it: a damaged one is
 * rebuilt in place under an exclusive lock, and replaced only when no
 * process holds a lock on it.  When it cannot be used (busy for long,
 * read-only, unwritable folder), the same rows are kept in an in-memory
 * database built from the files.
 *
 * Opening checks the database's pages and the table's schema, not each
 * row: the rows' digests are checked by a later refresh in the background
 * (gk_history_index_check_rows_async()), and a row found damaged is made
 * again from its file.
 *
 * The database is only ever touched by one thread at a time: the worker of
 * a refresh, or the caller of a blocking form.  The main thread reads the
 * plays of the last refresh from memory.
 *
 * This file holds the object and its refreshes, blocking or in a worker;
 * the database file is gk-history-index-db.c, the rows made from the
 * files gk-history-index-build.c, the rows read back and checked
 * gk-history-index-read.c, the kept records gk-history-index-records.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-history-index-private.h"

/* How long a refresh waits for another program's write to end. */
#define BUSY_TIMEOUT_MS 10000
/* A burst of changes in the folder (a save, an import) is one refresh. */
#define WATCH_DELAY_MS 200

/* What a refresh found; handed from the worker to the main thread. */
typedef struct
{
  GPtrArray        *plays;      /* of GkHistoryPlay*, one per id, newest first */
  guint             n_damaged;
  GkHistoryRebuild  rebuild;
  char             *problem;
  gboolean          changed;    /* a play came, went or changed */
  gboolean          checked;    /* every row's digest was checked */
  guint             n_remade;   /* rows found damaged and made again */
} Outcome;

G_DEFINE_FINAL_TYPE (GkHistoryIndex, gk_history_index, G_TYPE_OBJECT)

enum
{
  CHANGED,
  REBUILT,
  N_SIGNALS
};

enum
{
  PROP_0,
  PROP_PROBLEM,
  PROP_READY,
  PROP_ROWS_CHECKED,
  PROP_BUSY_TIMEOUT,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

static void
outcome_free (Outcome *outcome)
{
  g_clear_pointer (&outcome->plays, g_ptr_array_unref);
  g_free (outcome->problem);
  g_free (outcome);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Outcome, outcome_free)

/* ---- paths ---- */

char *
gk_history_default_games_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "games", NULL);
}

char *
gk_history_default_index_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "history.sqlite", NULL);
}

/* ---- a refresh ---- */

/* What one attempt of a refresh came to. */
typedef enum
{
  ATTEMPT_DONE,     /* the plays are read */
  ATTEMPT_AGAIN,    /* the index was replaced or rebuilt: try once more */
  ATTEMPT_FAILED    /* @error says why */
} Attempt;

/* An index that cannot be written (busy for long, read-only, full) is
 * replaced by one in memory, read from the files; one in memory already,
 * or a refresh cancelled, ends the refresh with @failure. */
static Attempt
use_memory_or_fail (GkHistoryIndex  *self,
                    GError          *failure,
                    GError         **error)
{
  if (g_error_matches (failure, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->in_memory)
    {
      g_propagate_error (error, failure);
      return ATTEMPT_FAILED;
    }
  _gk_index_use_memory (self, _gk_index_problem_unwritable (failure->message));
  g_error_free (failure);
  return ATTEMPT_AGAIN;
}

/* Damaged rows met while reading: made again from their files, and the
 * rows read again (a row damaged twice over: the index is @damaged). */
static void
remake_unsound_rows (GkHistoryIndex  *self,
                     Outcome         *outcome,
                     GPtrArray       *unsound,
                     GCancellable    *cancellable,
                     gboolean        *damaged,
                     GError         **error)
{
  outcome->n_remade += unsound->len;
  self->n_unsound_made += unsound->len;
  g_clear_pointer (&outcome->plays, g_ptr_array_unref);
  if (_gk_index_remake_rows (self, unsound, cancellable, error))
    {
      g_ptr_array_set_size (unsound, 0);
      outcome->plays = _gk_index_read_rows (self, NULL, &outcome->n_damaged, unsound, damaged,
                                            error);
    }
  if (outcome->plays != NULL && unsound->len > 0)
    {
      g_clear_pointer (&outcome->plays, g_ptr_array_unref);
      *damaged = TRUE;
    }
}

/* The rows' digests checked first when @check asks, then the plays read
 * into @outcome, from @table (taken) when the scan read the table as it
 * is; they stay NULL when the rows cannot be read. */
static void
read_plays (GkHistoryIndex  *self,
            Outcome         *outcome,
            gboolean         check,
            GkTableRead     *table,
            GCancellable    *cancellable,
            gboolean        *damaged,
            GError         **error)
{
  g_autoptr(GPtrArray) unsound = NULL;

  if (check)
    {
      /* The check may make rows again: the table is read after it. */
      g_clear_pointer (&table, _gk_table_read_free);
      if (!_gk_index_check_rows (self, cancellable, &outcome->n_remade, damaged, error))
        return;
    }
  unsound = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  outcome->plays = _gk_index_read_rows (self, table, &outcome->n_damaged, unsound, damaged,
                                        error);
  if (outcome->plays != NULL && unsound->len > 0)
    remake_unsound_rows (self, outcome, unsound, cancellable, damaged, error);
}

/* A row that is not what was written: built again from the files, first
 * by emptying the index in place, then (damaged still) in a fresh file. */
static void
rebuild_damaged (GkHistoryIndex *self,
                 Outcome        *outcome,
                 gboolean       *emptied)
{
  outcome->rebuild = GK_HISTORY_REBUILD_CORRUPT;
  outcome->changed = TRUE;
  if (*emptied)
    {
      /* Emptied in place and damaged still (a page the check passed,
       * the schema's, say): a fresh file, if nobody holds this one. */
      g_autoptr(GError) replace_error = NULL;

      g_clear_pointer (&self->db, sqlite3_close);
      if (!_gk_index_replace_file (self->index_path, &replace_error))
        _gk_index_use_memory (self,
                              g_error_matches (replace_error, G_IO_ERROR, G_IO_ERROR_BUSY)
                              ? _gk_index_problem_busy ()
                              : _gk_index_problem_unwritable (replace_error->message));
      return;
    }
  *emptied = TRUE;
  if (_gk_index_rebuild_in_place (self->db) != CHECK_SOUND)
    _gk_index_use_memory (self, _gk_index_problem_busy ());
}

/* Open, scan and read once. */
static Attempt
refresh_attempt (GkHistoryIndex  *self,
                 Outcome         *outcome,
                 gboolean         check,
                 gboolean        *emptied,
                 GCancellable    *cancellable,
                 GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GkFolderListing) listing = NULL;
  GkTableRead *table = NULL;
  gboolean damaged = FALSE;

  /* The folder is listed while the index is opened and checked. */
  listing = _gk_folder_listing_start (self->games_dir, cancellable);
  if (!_gk_index_ensure_db (self, &outcome->rebuild, error))
    return ATTEMPT_FAILED;
  if (!_gk_index_scan_folder (self, listing, &table, cancellable, &outcome->changed,
                              &local_error))
    return use_memory_or_fail (self, g_steal_pointer (&local_error), error);

  read_plays (self, outcome, check, table, cancellable, &damaged, &local_error);
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return ATTEMPT_FAILED;
    }
  if (outcome->plays != NULL)
    {
      outcome->checked = check;
      if (outcome->n_remade > 0)
        outcome->changed = TRUE;
      return ATTEMPT_DONE;
    }
  if (!damaged)
    return use_memory_or_fail (self, g_steal_pointer (&local_error), error);

  rebuild_damaged (self, outcome, emptied);
  return ATTEMPT_AGAIN;
}

/* Open, scan and read; a damaged index found on the way is rebuilt once;
 * one that cannot be written is replaced by one in memory. */
static Outcome *
refresh (GkHistoryIndex  *self,
         gboolean         check,
         GCancellable    *cancellable,
         GError         **error)
{
  g_autoptr(Outcome) outcome = g_new0 (Outcome, 1);
  gboolean emptied = FALSE;

  for (guint attempt = 0; attempt < 3; attempt++)
    {
      Attempt result = refresh_attempt (self, outcome, check, &emptied, cancellable, error);

      if (result == ATTEMPT_FAILED)
        return NULL;
      if (result == ATTEMPT_DONE)
        break;
    }
  if (outcome->plays == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The play history cannot be read from the game files"));
      return NULL;
    }
  outcome->problem = g_strdup (self->db_problem);
  self->opened = TRUE;
  return g_steal_pointer (&outcome);
}

/* The main thread takes what a refresh found. */
static void
apply (GkHistoryIndex *self,
       Outcome        *outcome)
{
  gboolean was_ready = self->ready;
  gboolean problem_changed = g_strcmp0 (self->problem, outcome->problem) != 0;

  g_clear_pointer (&self->plays, g_ptr_array_unref);
  self->plays = g_steal_pointer (&outcome->plays);
  self->n_damaged = outcome->n_damaged;
  self->ready = TRUE;
  if (problem_changed)
    {
      g_free (self->problem);
      self->problem = g_strdup (outcome->problem);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
    }
  if (!was_ready)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READY]);
  if (outcome->checked && !self->rows_checked)
    {
      self->rows_checked = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROWS_CHECKED]);
    }
  if (outcome->rebuild == GK_HISTORY_REBUILD_CORRUPT || outcome->rebuild == GK_HISTORY_REBUILD_SCHEMA)
    g_signal_emit (self, signals[REBUILT], 0);
  if (outcome->changed || !was_ready || problem_changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
refresh_sync (GkHistoryIndex    *self,
              gboolean           check,
              GCancellable      *cancellable,
              GkHistoryRebuild  *out_rebuild,
              guint             *out_n_remade,
              GError           **error)
{
  g_autoptr(Outcome) outcome = NULL;

  g_return_val_if_fail (self->running == NULL, FALSE);

  outcome = refresh (self, check, cancellable, error);
  if (outcome == NULL)
    return FALSE;
  if (out_rebuild != NULL)
    *out_rebuild = outcome->rebuild;
  if (out_n_remade != NULL)
    *out_n_remade = outcome->n_remade;
  apply (self, outcome);
  return TRUE;
}

gboolean
gk_history_index_open (GkHistoryIndex   *self,
                       GkHistoryRebuild *out_rebuild,
                       GError          **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_rebuild != NULL)
    *out_rebuild = GK_HISTORY_REBUILD_NONE;
  return refresh_sync (self, FALSE, NULL, out_rebuild, NULL, error);
}

gboolean
gk_history_index_scan (GkHistoryIndex  *self,
                       GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return refresh_sync (self, FALSE, NULL, NULL, NULL, error);
}

gboolean
gk_history_index_update_file (GkHistoryIndex  *self,
                              GFile           *file,
                              GError         **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* Only the library's own files are plays; the scan reads just the files
   * whose size or time changed. */
  folder = g_file_new_for_path (self->games_dir);
  parent = g_file_get_parent (file);
  if (parent == NULL || !g_file_equal (parent, folder))
    return TRUE;
  return refresh_sync (self, FALSE, NULL, NULL, NULL, error);
}

gboolean
gk_history_index_check_rows (GkHistoryIndex  *self,
                             GCancellable    *cancellable,
                             guint           *out_n_remade,
                             GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_n_remade != NULL)
    *out_n_remade = 0;
  return refresh_sync (self, TRUE, cancellable, NULL, out_n_remade, error);
}

/* ---- refreshes in a worker ---- */

/* A refresh in a worker, and who waits for it. */
typedef struct
{
  GList        *callers;
  gboolean      check;
  GCancellable *cancellable;   /* the check's */
} Run;

static void
run_free (Run *run)
{
  g_list_free_full (run->callers, g_object_unref);
  g_clear_object (&run->cancellable);
  g_free (run);
}

static void
refresh_in_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  Run *run = task_data;
  GError *error = NULL;
  Outcome *outcome = refresh (source_object, run->check, run->cancellable, &error);

  if (outcome == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
}

static void start_worker (GkHistoryIndex *self);

static void
worker_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (source);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(Outcome) outcome = NULL;
  g_autoptr(GError) error = NULL;

  outcome = g_task_propagate_pointer (G_TASK (result), &error);
  if (outcome != NULL)
    apply (self, outcome);
  else
    g_debug ("History refresh: %s", error->message);

  /* Every caller that asked before this refresh started is answered. */
  for (GList *l = run->callers; l != NULL; l = l->next)
    {
      if (outcome != NULL)
        g_task_return_boolean (l->data, TRUE);
      else
        g_task_return_error (l->data, g_error_copy (error));
    }
  g_clear_object (&self->running);

  if (self->waiting != NULL)
    start_worker (self);
}

static void
start_worker (GkHistoryIndex *self)
{
  g_assert (self->running == NULL && self->waiting != NULL);

  /* One refresh answers everybody who waited: it sees all they saw. */
  Run *run = g_new0 (Run, 1);

  run->callers = g_steal_pointer (&self->waiting);
  run->check = self->check_waiting;
  run->cancellable = g_steal_pointer (&self->check_cancellable);
  self->check_waiting = FALSE;
  self->running = g_task_new (self, NULL, worker_done, NULL);
  g_task_set_source_tag (self->running, start_worker);
  g_task_set_task_data (self->running, run, (GDestroyNotify) run_free);
  g_task_run_in_thread (self->running, refresh_in_thread);
}

void
gk_history_index_refresh_async (GkHistoryIndex      *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_history_index_refresh_async);
  self->waiting = g_list_append (self->waiting, task);
  if (self->running == NULL)
    start_worker (self);
}

gboolean
gk_history_index_refresh_finish (GkHistoryIndex  *self,
                                 GAsyncResult    *result,
                                 GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
gk_history_index_check_rows_async (GkHistoryIndex      *self,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_history_index_check_rows_async);
  self->waiting = g_list_append (self->waiting, task);
  /* Of several checks waiting together, the last one's cancellable. */
  self->check_waiting = TRUE;
  g_set_object (&self->check_cancellable, cancellable);
  if (self->running == NULL)
    start_worker (self);
}

gboolean
gk_history_index_check_rows_finish (GkHistoryIndex  *self,
                                    GAsyncResult    *result,
                                    GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static gboolean
watch_fire (gpointer user_data)
{
  GkHistoryIndex *self = user_data;

  self->watch_source = 0;
  gk_history_index_refresh_async (self, NULL, NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void
folder_changed (GkHistoryIndex    *self,
                GFile             *file,
                GFile             *other,
                GFileMonitorEvent  event,
                GFileMonitor      *monitor)
{
  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
    case G_FILE_MONITOR_EVENT_RENAMED:
    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      /* A rename touches two names, an import many: one scan settles them. */
      if (self->watch_source == 0)
        self->watch_source = g_timeout_add (WATCH_DELAY_MS, watch_fire, self);
      break;
    default:
      break;
    }
}

void
gk_history_index_watch (GkHistoryIndex *self)
{
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (GK_IS_HISTORY_INDEX (self));

  if (self->monitor != NULL)
    return;
  g_mkdir_with_parents (self->games_dir, 0700);
  folder = g_file_new_for_path (self->games_dir);
  self->monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect_object (self->monitor, "changed", G_CALLBACK (folder_changed), self,
                             G_CONNECT_SWAPPED);
}

/* ---- what the last refresh found ---- */

gboolean
gk_history_index_is_ready (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);

  return self->ready;
}

gboolean
gk_history_index_get_rows_checked (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), FALSE);

  return self->rows_checked;
}

guint
_gk_history_index_get_n_digests_read (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_digests_read;
}

guint
_gk_history_index_get_n_unsound_made (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_unsound_made;
}

guint
_gk_history_index_get_n_blocks_handed (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_blocks_handed;
}

GPtrArray *
gk_history_index_list_plays (GkHistoryIndex  *self,
                             GError         **error)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);

  if (self->plays == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  return g_ptr_array_ref (self->plays);
}

guint
gk_history_index_get_n_plays (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->plays != NULL ? self->plays->len : 0;
}

guint
gk_history_index_get_n_damaged (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), 0);

  return self->n_damaged;
}

const char *
gk_history_index_get_problem (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);

  return self->problem;
}

/* ---- the object ---- */

const char *
gk_history_index_get_games_dir (GkHistoryIndex *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_INDEX (self), NULL);
  return self->games_dir;
}

static void
gk_history_index_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;

    case PROP_READY:
      g_value_set_boolean (value, self->ready);
      break;

    case PROP_ROWS_CHECKED:
      g_value_set_boolean (value, self->rows_checked);
      break;

    case PROP_BUSY_TIMEOUT:
      g_value_set_uint (value, self->busy_timeout);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_history_index_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  switch (prop_id)
    {
    case PROP_BUSY_TIMEOUT:
      self->busy_timeout = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_history_index_finalize (GObject *object)
{
  GkHistoryIndex *self = GK_HISTORY_INDEX (object);

  g_assert (self->running == NULL);
  g_clear_handle_id (&self->watch_source, g_source_remove);
  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_clear_object (&self->check_cancellable);
  g_clear_pointer (&self->db, sqlite3_close);
  g_clear_pointer (&self->plays, g_ptr_array_unref);
  g_free (self->db_problem);
  g_free (self->problem);
  g_free (self->games_dir);
  g_free (self->index_path);

  G_OBJECT_CLASS (gk_history_index_parent_class)->finalize (object);
}

static void
gk_history_index_class_init (GkHistoryIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_history_index_finalize;
  object_class->get_property = gk_history_index_get_property;
  object_class->set_property = gk_history_index_set_property;

  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_READY] =
    g_param_spec_boolean ("ready", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* A refresh has checked every row against its digest. */
  properties[PROP_ROWS_CHECKED] =
    g_param_spec_boolean ("rows-checked", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* How long to wait for another program's write before the plays are read
   * from the files instead, in milliseconds. */
  properties[PROP_BUSY_TIMEOUT] =
    g_param_spec_uint ("busy-timeout", NULL, NULL, 0, 600000, BUSY_TIMEOUT_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A play was added, changed or removed, or the first refresh is done. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The index was damaged or from another version, and was built again
   * from the files: worth telling the user once. */
  signals[REBUILT] = g_signal_new ("rebuilt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_history_index_init (GkHistoryIndex *self)
{
}

GkHistoryIndex *
gk_history_index_new (const char *games_dir,
                      const char *index_path)
{
  GkHistoryIndex *self;

  g_return_val_if_fail (games_dir != NULL, NULL);
  g_return_val_if_fail (index_path != NULL, NULL);

  self = g_object_new (GK_TYPE_HISTORY_INDEX, NULL);
  self->games_dir = g_strdup (games_dir);
  self->index_path = g_strdup (index_path);
  return self;
}

GkHistoryIndex *
gk_history_index_new_default (void)
{
  g_autofree char *games_dir = gk_history_default_games_dir ();
  g_autofree char *index_path = gk_history_default_index_path ();

  return gk_history_index_new (games_dir, index_path);
}
