/* gk-library-model.c: the library's list model, filled by a worker
 *
 * A listing runs in a worker (gk-library-read.c); what it finds is shown
 * in the library's main context, a little per turn of the main loop, one
 * change per entry, so that a list bound to the model follows row by row
 * and the window keeps drawing its frames.  Files of one play are marked
 * as copies once the listing is over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-library-private.h"
#include "gk-library-item.h"

/* -- the model: a listing in a worker, shown as it goes -- */

/* What one listing found and the main context has not shown yet.  Held by
 * its task, by its idle source while one is attached, and by the library
 * while it is the current listing. */
typedef struct _ListJob
{
  gatomicrefcount ref;
  GkLibrary    *library;
  GPtrArray    *tracked;
  GCancellable *cancellable;
  GMainContext *context;
  GMutex        lock;
  GPtrArray    *ready;       /* of GkLibraryEntry */
  GHashTable   *present;     /* the URIs listed, once enumerated */
  GSource      *source;      /* shows what is ready, while anything is */
  gboolean      enumerated;  /* the folder is listed: entries are shown as they come */
  gboolean      finished;    /* the worker is done */
  GError       *error;
} ListJob;

static ListJob *
list_job_ref (ListJob *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

static void
list_job_unref (ListJob *job)
{
  if (!g_atomic_ref_count_dec (&job->ref))
    return;
  g_assert (job->source == NULL);
  g_clear_object (&job->library);
  g_clear_pointer (&job->tracked, g_ptr_array_unref);
  g_clear_object (&job->cancellable);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_clear_pointer (&job->ready, g_ptr_array_unref);
  g_clear_pointer (&job->present, g_hash_table_unref);
  g_clear_error (&job->error);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static gboolean show_ready (gpointer data);

/* Called with the lock held. */
static void
schedule_show (ListJob *job)
{
  if (job->source != NULL)
    return;
  job->source = g_idle_source_new ();
  /* Below the frame clock's priority: a frame is drawn before more rows come. */
  g_source_set_priority (job->source, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (job->source, show_ready, list_job_ref (job),
                         (GDestroyNotify) list_job_unref);
  g_source_set_static_name (job->source, "[ginkgo] library listing");
  g_source_attach (job->source, job->context);
}

/* Entries known before the folder is enumerated (from the cache) wait for
 * it: the first ones are shown together, as one change. */
static void
post_entry (GkLibraryEntry *entry,
            gpointer        user_data)
{
  ListJob *job = user_data;

  g_mutex_lock (&job->lock);
  g_ptr_array_add (job->ready, gk_library_entry_ref (entry));
  if (job->enumerated)
    schedule_show (job);
  g_mutex_unlock (&job->lock);
}

static void
post_present (GHashTable *uris,
              gpointer    user_data)
{
  ListJob *job = user_data;

  g_mutex_lock (&job->lock);
  job->present = g_hash_table_ref (uris);
  job->enumerated = TRUE;
  schedule_show (job);
  g_mutex_unlock (&job->lock);
}

static gboolean
same_entry (const GkLibraryEntry *a,
            const GkLibraryEntry *b)
{
  return a->modified == b->modified && a->size == b->size && a->kind == b->kind
         && a->external == b->external && a->round == b->round && a->n_moves == b->n_moves
         && a->winner_points == b->winner_points && a->variant == b->variant
         && a->solo_level == b->solo_level && g_strcmp0 (a->players, b->players) == 0
         && g_strcmp0 (a->winner, b->winner) == 0 && g_strcmp0 (a->problem, b->problem) == 0
         && g_strcmp0 (a->sheet_game, b->sheet_game) == 0
         && g_strcmp0 (a->play_id, b->play_id) == 0 && g_strcmp0 (a->copy_of, b->copy_of) == 0;
}

static int
compare_items (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return _gk_library_compare_entries (gk_library_item_get_entry ((GkLibraryItem *) a),
                                      gk_library_item_get_entry ((GkLibraryItem *) b));
}

static int
compare_item_pointers (gconstpointer a,
                       gconstpointer b)
{
  return compare_items (*(GkLibraryItem **) a, *(GkLibraryItem **) b, NULL);
}

static void
remove_item (GkLibrary     *self,
             GkLibraryItem *item,
             const char    *uri)
{
  guint position;

  if (g_list_store_find (self->entries, item, &position))
    g_list_store_remove (self->entries, position);
  g_hash_table_remove (self->items, uri);
}

/* A new entry of the model, or a changed one in its new place: one change
 * of one item, which a list bound to the model follows row by row. */
static void
show_entry (GkLibrary      *self,
            GkLibraryEntry *entry)
{
  g_autofree char *uri = g_file_get_uri (entry->file);
  GkLibraryItem *old = g_hash_table_lookup (self->items, uri);
  g_autoptr(GkLibraryItem) item = NULL;

  if (old != NULL && same_entry (gk_library_item_get_entry (old), entry))
    return;
  if (old != NULL)
    remove_item (self, old, uri);
  item = gk_library_item_new (entry);
  g_list_store_insert_sorted (self->entries, item, compare_items, NULL);
  g_hash_table_insert (self->items, g_steal_pointer (&uri), item);
}

/* The first entries of an empty model arrive as one change. */
static void
show_all_at_once (GkLibrary *self,
                  GPtrArray *entries)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *uri = g_file_get_uri (entry->file);
      GkLibraryItem *item;

      if (g_hash_table_contains (self->items, uri))
        continue;
      item = gk_library_item_new (entry);
      g_ptr_array_add (items, item);
      g_hash_table_insert (self->items, g_steal_pointer (&uri), item);
    }
  g_ptr_array_sort (items, compare_item_pointers);
  g_list_store_splice (self->entries, 0, 0, items->pdata, items->len);
}

static void
remove_absent (GkLibrary  *self,
               GHashTable *present)
{
  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i > 0; i--)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->entries), i - 1);
      g_autofree char *uri = g_file_get_uri (gk_library_item_get_entry (item)->file);

      if (!g_hash_table_contains (present, uri))
        {
          g_list_store_remove (self->entries, i - 1);
          g_hash_table_remove (self->items, uri);
        }
    }
}

static void
set_loading (GkLibrary *self,
             gboolean   loading)
{
  if (self->loading == loading)
    return;
  self->loading = loading;
  _gk_library_notify (self, PROP_LOADING);
}

static void
set_problem (GkLibrary  *self,
             const char *problem)
{
  if (g_strcmp0 (self->problem, problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  _gk_library_notify (self, PROP_PROBLEM);
}

/* @entry again, saying whether it is a copy of a play another file holds. */
static GkLibraryEntry *
entry_with_copy_of (const GkLibraryEntry *entry,
                    const char           *copy_of)
{
  GkLibraryEntry *copy = g_atomic_rc_box_new0 (GkLibraryEntry);

  *copy = *entry;
  copy->file = g_object_ref (entry->file);
  copy->players = g_strdup (entry->players);
  copy->winner = g_strdup (entry->winner);
  copy->problem = g_strdup (entry->problem);
  copy->sheet_game = g_strdup (entry->sheet_game);
  copy->play_id = g_strdup (entry->play_id);
  copy->copy_of = g_strdup (copy_of);
  return copy;
}

/* Two files of one play (game-file.md, "The play": the same id): every
 * file but the one written last says it is a copy, and of which. */
static void
mark_copies (GkLibrary *self)
{
  g_autoptr(GHashTable) newest = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) changed = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  GListModel *model = G_LIST_MODEL (self->entries);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (model, i);
      GkLibraryEntry *entry = gk_library_item_get_entry (item);
      GkLibraryEntry *other;

      if (entry->play_id == NULL)
        continue;
      other = g_hash_table_lookup (newest, entry->play_id);
      if (other == NULL || other->modified < entry->modified)
        g_hash_table_insert (newest, entry->play_id, entry);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (model, i);
      GkLibraryEntry *entry = gk_library_item_get_entry (item);
      GkLibraryEntry *last = entry->play_id != NULL ? g_hash_table_lookup (newest, entry->play_id)
                                                    : NULL;
      g_autofree char *copy_of = NULL;

      if (last != NULL && last != entry)
        {
          g_autofree char *base = g_file_get_basename (last->file);

          copy_of = g_filename_display_name (base);
        }
      if (g_strcmp0 (copy_of, entry->copy_of) != 0)
        g_ptr_array_add (changed, entry_with_copy_of (entry, copy_of));
    }
  for (guint i = 0; i < changed->len; i++)
    show_entry (self, g_ptr_array_index (changed, i));
}

/* The listing is over once its worker is done and all it found is shown. */
static void
finish_job (GkLibrary *self)
{
  ListJob *job = self->job;
  gboolean showing;

  if (job == NULL || !job->finished)
    return;
  g_mutex_lock (&job->lock);
  showing = job->source != NULL;
  g_mutex_unlock (&job->lock);
  if (showing)
    return;
  if (job->error != NULL)
    {
      /* The folder cannot be read: nothing is listed, and the reason is said. */
      set_problem (self, job->error->message);
      g_list_store_remove_all (self->entries);
      g_hash_table_remove_all (self->items);
    }
  else
    {
      set_problem (self, NULL);
      mark_copies (self);
    }
  g_clear_pointer (&self->job, list_job_unref);
  set_loading (self, FALSE);
}

/* What the worker found, shown in the library's context within a budget
 * per turn of the main loop, so that the window keeps drawing its frames. */
#define SHOW_BUDGET_USEC 4000

static gboolean
show_ready (gpointer data)
{
  ListJob *job = data;
  GkLibrary *self = job->library;
  gint64 deadline = g_get_monotonic_time () + SHOW_BUDGET_USEC;
  g_autoptr(GHashTable) present = NULL;
  g_autoptr(GPtrArray) ready = NULL;
  guint shown = 0;
  gboolean more;

  g_mutex_lock (&job->lock);
  present = g_steal_pointer (&job->present);
  ready = g_steal_pointer (&job->ready);
  job->ready = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  /* A listing a newer one replaced shows nothing more. */
  if (job != self->job)
    {
      g_clear_pointer (&job->source, g_source_unref);
      g_mutex_unlock (&job->lock);
      return G_SOURCE_REMOVE;
    }
  g_mutex_unlock (&job->lock);

  if (present != NULL)
    remove_absent (self, present);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->entries)) == 0)
    {
      show_all_at_once (self, ready);
      shown = ready->len;
    }
  for (; shown < ready->len && (shown == 0 || g_get_monotonic_time () < deadline); shown++)
    show_entry (self, g_ptr_array_index (ready, shown));

  g_mutex_lock (&job->lock);
  /* What the budget left waits for the next turn, before what came since. */
  if (shown < ready->len)
    {
      g_ptr_array_remove_range (ready, 0, shown);
      g_ptr_array_extend_and_steal (ready, g_steal_pointer (&job->ready));
      job->ready = g_steal_pointer (&ready);
    }
  more = job->ready->len > 0 || job->present != NULL;
  if (!more)
    g_clear_pointer (&job->source, g_source_unref);
  g_mutex_unlock (&job->lock);

  if (!more)
    finish_job (self);
  return more ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ListJob *job = task_data;
  ListSink sink = { post_entry, post_present, job };
  g_autoptr(GError) error = NULL;

  if (!_gk_library_list_files (job->library, job->tracked, &sink, cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GkLibrary *self = GK_LIBRARY (source);
  ListJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (job != self->job)
    return;
  g_task_propagate_boolean (G_TASK (result), &error);
  job->error = g_steal_pointer (&error);
  job->finished = TRUE;
  finish_job (self);
}

GListModel *
gk_library_get_entries (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return G_LIST_MODEL (self->entries);
}

gboolean
gk_library_is_loading (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);

  return self->loading;
}

const char *
gk_library_get_problem (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return self->problem;
}

void
_gk_library_cancel_job (GkLibrary *self)
{
  g_autoptr(GSource) source = NULL;
  ListJob *job = g_steal_pointer (&self->job);

  if (job == NULL)
    return;
  g_cancellable_cancel (job->cancellable);
  /* Its worker may still post until its task is done: show_ready() then
   * drops what comes. */
  g_mutex_lock (&job->lock);
  source = g_steal_pointer (&job->source);
  g_mutex_unlock (&job->lock);
  if (source != NULL)
    g_source_destroy (source);
  list_job_unref (job);
}

void
gk_library_refresh (GkLibrary *self)
{
  g_autoptr(GTask) task = NULL;
  ListJob *job;

  g_return_if_fail (GK_IS_LIBRARY (self));

  _gk_library_cancel_job (self);
  job = g_new0 (ListJob, 1);
  g_atomic_ref_count_init (&job->ref);
  job->library = g_object_ref (self);
  job->tracked = _gk_library_snapshot_tracked (self);
  job->cancellable = g_cancellable_new ();
  job->context = g_main_context_ref_thread_default ();
  job->ready = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  g_mutex_init (&job->lock);
  self->job = job;

  task = g_task_new (self, job->cancellable, list_done, NULL);
  g_task_set_source_tag (task, gk_library_refresh);
  g_task_set_task_data (task, list_job_ref (job), (GDestroyNotify) list_job_unref);
  g_task_run_in_thread (task, list_in_thread);
  set_loading (self, TRUE);
}
