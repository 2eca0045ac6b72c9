/* gk-library.c: every game the app tracks, one file per game
 *
 * Beside the games folder, in <data>/ginkgo-companion/:
 *   library-tracked.txt  the games tracked outside the folder, one URI a line
 *   library-cache.ini    what each file held when it was last read, by URI,
 *                        size and modification time: listing 500 games reads
 *                        only the ones that changed
 *   trash/               deleted games, until the deletion is final
 *
 * The library is one class in three files around gk-library-private.h
 * (its struct): gk-library.c (the object, its folder, new files, the
 * tracked list, delete with undo, which session has a file open),
 * gk-library-read.c (the entries: a file's summary, read or from the
 * cache, and the listing of the folder in any thread) and
 * gk-library-model.c (the list model a listing in a worker fills).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-core.h"
#include "gk-file-io.h"
#include "gk-library-private.h"
#include "gk-library-item.h"

G_DEFINE_FINAL_TYPE (GkLibrary, gk_library, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_gk_library_notify (GkLibrary *self,
                    guint      prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* ---- the tracked list ---- */

static GFile *
tracked_file (GkLibrary *self)
{
  return g_file_get_child (self->base, "library-tracked.txt");
}

static void
tracked_load (GkLibrary *self)
{
  g_autoptr(GFile) file = tracked_file (self);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL))
    return;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*g_strstrip (lines[i]) != '\0')
      g_ptr_array_add (self->tracked, g_file_new_for_uri (lines[i]));
}

static void
tracked_save (GkLibrary *self)
{
  g_autoptr(GFile) file = tracked_file (self);
  g_autoptr(GString) contents = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < self->tracked->len; i++)
    {
      g_autofree char *uri = g_file_get_uri (g_ptr_array_index (self->tracked, i));

      g_string_append_printf (contents, "%s\n", uri);
    }
  g_file_make_directory_with_parents (self->base, NULL, NULL);
  if (!gk_file_save_atomically (file, contents->str, contents->len, &error))
    g_debug ("The list of tracked games is not saved: %s", error->message);
}

static gboolean
in_folder (GkLibrary *self,
           GFile     *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, self->folder);
}

GPtrArray *
_gk_library_snapshot_tracked (GkLibrary *self)
{
  GPtrArray *tracked = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->tracked->len; i++)
    g_ptr_array_add (tracked, g_object_ref (g_ptr_array_index (self->tracked, i)));
  return tracked;
}

/* ---- GObject ---- */

static void
gk_library_finalize (GObject *object)
{
  GkLibrary *self = GK_LIBRARY (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->base);
  g_clear_pointer (&self->tracked, g_ptr_array_unref);
  g_clear_pointer (&self->holders, g_hash_table_unref);
  g_mutex_clear (&self->cache_lock);
  g_clear_object (&self->entries);
  g_clear_pointer (&self->items, g_hash_table_unref);
  g_clear_pointer (&self->problem, g_free);

  G_OBJECT_CLASS (gk_library_parent_class)->finalize (object);
}

static void
gk_library_dispose (GObject *object)
{
  _gk_library_cancel_job (GK_LIBRARY (object));

  G_OBJECT_CLASS (gk_library_parent_class)->dispose (object);
}

static void
gk_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GkLibrary *self = GK_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_library_class_init (GkLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_library_dispose;
  object_class->finalize = gk_library_finalize;
  object_class->get_property = gk_library_get_property;

  /**
   * GkLibrary:loading:
   *
   * Whether a listing (gk_library_refresh()) is under way.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * GkLibrary:problem:
   *
   * Why the last listing could not read the folder (translated), or %NULL.
   */
  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GkLibrary::changed:
   *
   * A game was added to the library, deleted or restored.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
gk_library_init (GkLibrary *self)
{
  self->tracked = g_ptr_array_new_with_free_func (g_object_unref);
  self->holders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, weak_ref_free);
  g_mutex_init (&self->cache_lock);
  self->entries = g_list_store_new (GK_TYPE_LIBRARY_ITEM);
  /* Borrowed: @entries holds the items. */
  self->items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

GFile *
gk_library_get_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "games",
                                            NULL);

  return g_file_new_for_path (path);
}

GkLibrary *
gk_library_new (GFile *folder)
{
  GkLibrary *self;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  self = g_object_new (GK_TYPE_LIBRARY, NULL);
  self->folder = g_object_ref (folder);
  self->base = g_file_get_parent (folder);
  tracked_load (self);
  return self;
}

GkLibrary *
gk_library_get_default (void)
{
  static GkLibrary *library;

  if (library == NULL)
    {
      g_autoptr(GFile) folder = gk_library_get_default_folder ();
      g_autoptr(GError) error = NULL;

      library = gk_library_new (folder);
      if (gk_library_import_legacy (library, &error) == 0 && error != NULL)
        g_warning ("The earlier autosave is not imported: %s", error->message);
      /* A month to fetch by hand what a crash left in the trash. */
      gk_library_empty_trash (library, 30 * G_TIME_SPAN_DAY);
    }
  return library;
}

GFile *
gk_library_get_folder (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return self->folder;
}

/* ---- new files ---- */

/* A date-time stamp (the files sort by when they were started) and a random
 * suffix: two games started in the same second still get two names. */
static char *
new_game_name (void)
{
  static const char letters[] = "abcdefghijkmnpqrstuvwxyz23456789";
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  char suffix[7];

  for (guint i = 0; i < sizeof suffix - 1; i++)
    suffix[i] = letters[g_random_int_range (0, sizeof letters - 1)];
  suffix[sizeof suffix - 1] = '\0';
  return g_strdup_printf ("%s-%s.ginkgo", stamp, suffix);
}

static gboolean
ensure_folder (GkLibrary  *self,
               GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  if (g_file_make_directory_with_parents (self->folder, NULL, &local_error)
      || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return TRUE;
  name = gk_file_get_display_name (self->folder);
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
               /* TRANSLATORS: a folder, then the system's reason */
               _("The game library folder “%s” cannot be made: %s"), name,
               local_error->message);
  return FALSE;
}

GFile *
gk_library_create_file (GkLibrary   *self,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *folder = NULL;
  GFile *file;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ensure_folder (self, error))
    return NULL;
  name = new_game_name ();
  file = gk_file_create_new (self->folder, name, data, length, NULL, &local_error);
  if (file != NULL)
    return file;
  folder = gk_file_get_display_name (self->folder);
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
               /* TRANSLATORS: a folder, then the system's reason */
               _("No new game can be saved in the game library folder “%s”: %s"), folder,
               local_error->message);
  return NULL;
}

gboolean
gk_library_contains (GkLibrary *self,
                     GFile     *file)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (in_folder (self, file))
    return TRUE;
  for (guint i = 0; i < self->tracked->len; i++)
    if (g_file_equal (g_ptr_array_index (self->tracked, i), file))
      return TRUE;
  return FALSE;
}

void
gk_library_track (GkLibrary *self,
                  GFile     *file)
{
  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (G_IS_FILE (file));

  if (gk_library_contains (self, file))
    return;
  g_ptr_array_add (self->tracked, g_object_ref (file));
  tracked_save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
gk_library_import_legacy (GkLibrary  *self,
                          GError    **error)
{
  g_autoptr(GFile) autosave = NULL;
  g_autoptr(GFile) target = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  /* The earlier version's kept games are already in the folder; only its
   * single autosave lies beside it. */
  autosave = g_file_get_child (self->base, "autosave.ginkgo");
  if (g_file_query_file_type (autosave, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL)
      != G_FILE_TYPE_REGULAR)
    return 0;

  if (!ensure_folder (self, error))
    return 0;
  /* A rename: the autosave, damaged or not, is moved whole, never rewritten,
   * and never over another file. */
  for (;;)
    {
      g_autofree char *name = new_game_name ();
      g_autoptr(GError) local_error = NULL;

      target = g_file_get_child (self->folder, name);
      if (g_file_move (autosave, target, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL,
                       &local_error))
        break;
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return 0;
        }
      g_clear_object (&target);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return 1;
}

/* ---- delete with undo ---- */

/* Tokens: "trash:<trashed uri>\n<original uri>" or "tracked:<uri>". */
char *
gk_library_remove (GkLibrary  *self,
                   GFile      *file,
                   GError    **error)
{
  g_autofree char *uri = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  uri = g_file_get_uri (file);
  if (!in_folder (self, file))
    {
      for (guint i = 0; i < self->tracked->len; i++)
        if (g_file_equal (g_ptr_array_index (self->tracked, i), file))
          {
            /* The user's own file stays where it is. */
            g_ptr_array_remove_index (self->tracked, i);
            tracked_save (self);
            g_signal_emit (self, signals[CHANGED], 0);
            return g_strconcat ("tracked:", uri, NULL);
          }
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO,
                           _("This file is not in the game library."));
      return NULL;
    }

  {
    g_autoptr(GFile) trash = g_file_get_child (self->base, "trash");
    g_autofree char *name = g_file_get_basename (file);
    g_autoptr(GFile) trashed = g_file_get_child (trash, name);
    g_autofree char *trashed_uri = NULL;
    g_autoptr(GError) local_error = NULL;

    if (!g_file_make_directory_with_parents (trash, NULL, &local_error)
        && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
      {
        g_propagate_error (error, g_steal_pointer (&local_error));
        return NULL;
      }
    /* Library names are unique: a file of that name in the trash is an
     * earlier deletion of this very file, restored since and copied back. */
    if (!g_file_move (file, trashed, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                      NULL, NULL, NULL, error))
      return NULL;
    trashed_uri = g_file_get_uri (trashed);
    g_signal_emit (self, signals[CHANGED], 0);
    return g_strconcat ("trash:", trashed_uri, "\n", uri, NULL);
  }
}

gboolean
gk_library_restore (GkLibrary   *self,
                    const char  *token,
                    GError     **error)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (token != NULL, FALSE);

  if (g_str_has_prefix (token, "tracked:"))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (token + strlen ("tracked:"));

      gk_library_track (self, file);
      return TRUE;
    }
  if (g_str_has_prefix (token, "trash:"))
    {
      g_auto(GStrv) uris = g_strsplit (token + strlen ("trash:"), "\n", 2);
      g_autoptr(GFile) trashed = NULL;
      g_autoptr(GFile) original = NULL;

      if (g_strv_length (uris) != 2)
        return FALSE;
      trashed = g_file_new_for_uri (uris[0]);
      original = g_file_new_for_uri (uris[1]);
      /* Never over a file that took its place meanwhile. */
      if (!g_file_move (trashed, original, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, error))
        return FALSE;
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  g_return_val_if_reached (FALSE);
}

void
gk_library_forget (GkLibrary  *self,
                   const char *token)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (token != NULL);

  if (g_str_has_prefix (token, "trash:"))
    {
      g_auto(GStrv) uris = g_strsplit (token + strlen ("trash:"), "\n", 2);
      g_autoptr(GFile) trashed = g_file_new_for_uri (uris[0]);

      if (!g_file_delete (trashed, NULL, &error)
          && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("A deleted game stays in the trash folder: %s", error->message);
    }
}

guint
gk_library_empty_trash (GkLibrary *self,
                        GTimeSpan  age)
{
  g_autoptr(GFile) trash = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  gint64 limit = g_get_real_time () - age;
  guint n = 0;

  g_return_val_if_fail (GK_IS_LIBRARY (self), 0);

  trash = g_file_get_child (self->base, "trash");
  children = g_file_enumerate_children (trash, LIST_ATTRIBUTES, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                        NULL, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      g_autoptr(GDateTime) modified = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      modified = g_file_info_get_modification_date_time (info);
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR && modified != NULL
          && g_date_time_to_unix (modified) * G_USEC_PER_SEC < limit
          && g_file_delete (child, NULL, NULL))
        n++;
    }
  return n;
}

/* ---- who has a file open ---- */

GObject *
gk_library_get_holder (GkLibrary *self,
                       GFile     *file)
{
  g_autofree char *uri = NULL;
  GWeakRef *ref;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  uri = g_file_get_uri (file);
  ref = g_hash_table_lookup (self->holders, uri);
  if (ref == NULL)
    return NULL;
  {
    g_autoptr(GObject) holder = g_weak_ref_get (ref);

    /* Borrowed: the holder is alive as long as it holds the file. */
    return holder;
  }
}

gboolean
gk_library_claim (GkLibrary *self,
                  GFile     *file,
                  GObject   *holder)
{
  GObject *current;
  GWeakRef *ref;

  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (holder), FALSE);

  current = gk_library_get_holder (self, file);
  if (current != NULL)
    return current == holder;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, holder);
  g_hash_table_replace (self->holders, g_file_get_uri (file), ref);
  return TRUE;
}

void
gk_library_release (GkLibrary *self,
                    GFile     *file,
                    GObject   *holder)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  if (gk_library_get_holder (self, file) == holder)
    g_hash_table_remove (self->holders, uri);
}

gboolean
gk_library_present_holder (GkLibrary *self,
                           GFile     *file)
{
  GObject *holder;

  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  holder = gk_library_get_holder (self, file);
  if (holder == NULL)
    return FALSE;
  if (g_signal_lookup ("present", G_OBJECT_TYPE (holder)) != 0)
    g_signal_emit_by_name (holder, "present");
  return TRUE;
}
