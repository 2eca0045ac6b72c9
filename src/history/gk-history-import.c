/* gk-history-import.c: bring a folder of games into the library
 *
 * The import copies bytes, never links: each .ginkgo of the folder (a game
 * or a score sheet) is read as the loader reads any file (links followed,
 * anything but a regular file refused unopened, at most GK_FILE_MAX_SIZE
 * bytes), loaded from those very bytes, and written into the library with
 * them, whole or not at all (gk_file_create_new(): a free name, shortened
 * when too long).  What happened to each file is counted, and said for
 * each file refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gk-core.h"
#include "gk-file-io.h"
#include "gk-history-import.h"
#include "gk-sheet-file.h"

void
gk_history_import_result_free (GkHistoryImportResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->refused);
  g_free (result);
}

static char *
checksum_of (const char *data,
             gsize       length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* What the library's games hold, to skip what it has already: read as the
 * loader reads (bounded, nothing but regular files). */
static GHashTable *
library_checksums (GFile        *games,
                   GCancellable *cancellable)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GHashTable *sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  children = g_file_enumerate_children (games, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, NULL);
  while (children != NULL)
    {
      g_autofree char *data = NULL;
      GFileInfo *info = NULL;
      GFile *child = NULL;
      gsize length = 0;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, NULL) || info == NULL)
        break;
      if (gk_game_file_is_name (g_file_info_get_name (info))
          && gk_file_read_bounded (child, &data, &length, NULL))
        g_hash_table_add (sums, checksum_of (data, length));
    }
  return sums;
}

static void
refuse (GkHistoryImportResult *result,
        const char            *format,
        ...) G_GNUC_PRINTF (2, 3);

static void
refuse (GkHistoryImportResult *result,
        const char            *format,
        ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (result->refused, g_strdup_vprintf (format, args));
  va_end (args);
}

/* When @file (a link followed) was last written: the play's date, kept by
 * the copy. */
static GDateTime *
modified_of (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file,
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  return info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
}

/* Whether @data is a game or a score sheet the library can read; the
 * loader's reason when not. */
static gboolean
loads (const char  *data,
       gsize        length,
       const char  *display,
       GError     **error)
{
  if (gk_sheet_file_sniff (data, length))
    {
      g_autoptr(GkSheet) sheet = gk_sheet_file_load_data (data, length, display, error);

      return sheet != NULL;
    }
  else
    {
      g_autoptr(GkGameFile) loaded = gk_game_file_load_data (data, length, display, error);

      return loaded != NULL;
    }
}

/* One file of the folder: imported, a duplicate, or refused with why. */
static void
import_file (GkHistoryImportResult *result,
             GFile                 *child,
             const char            *name,
             GFile                 *games,
             GHashTable            *sums)
{
  g_autofree char *display = g_filename_display_name (name);
  g_autofree char *data = NULL;
  g_autofree char *sum = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  if (!gk_file_read_bounded (child, &data, &length, &error))
    {
      /* TRANSLATORS: file name, then the system's reason */
      refuse (result, _("%s: cannot read the file: %s"), display, error->message);
      return;
    }
  if (!loads (data, length, display, &error))
    {
      refuse (result, "%s", error->message);
      return;
    }
  sum = checksum_of (data, length);
  if (g_hash_table_contains (sums, sum))
    {
      result->duplicates++;
      return;
    }
  modified = modified_of (child);
  copy = gk_file_create_new (games, name, data, length, modified, &error);
  if (copy == NULL)
    {
      /* TRANSLATORS: file name, then the system's reason */
      refuse (result, _("%s: cannot be copied into the game library: %s"), display,
              error->message);
      return;
    }
  g_hash_table_add (sums, g_steal_pointer (&sum));
  result->imported++;
}

static GkHistoryImportResult *
import_folder (GFile         *folder,
               const char    *games_dir,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autoptr(GkHistoryImportResult) result = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GFile) games = NULL;
  g_autoptr(GHashTable) sums = NULL;

  g_autoptr(GError) local_error = NULL;

  result = g_new0 (GkHistoryImportResult, 1);
  result->refused = g_ptr_array_new_with_free_func (g_free);
  /* Links are not followed here: each file is read for what it is. */
  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable,
                                        &local_error);
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      result->cancelled = TRUE;
      return g_steal_pointer (&result);
    }
  if (children == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (g_mkdir_with_parents (games_dir, 0700) != 0)
    {
      int saved = errno;
      g_autofree char *display = g_filename_display_name (games_dir);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   /* TRANSLATORS: a folder name, then the system's reason */
                   _("The game library “%s” cannot be created: %s"), display,
                   g_strerror (saved));
      return NULL;
    }

  games = g_file_new_for_path (games_dir);
  sums = library_checksums (games, cancellable);

  while (TRUE)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, &local_error))
        {
          /* Stopped: what was done is done, and said. */
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              result->cancelled = TRUE;
              break;
            }
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (info == NULL)
        break;
      if (gk_game_file_is_name (g_file_info_get_name (info)))
        import_file (result, child, g_file_info_get_name (info), games, sums);
    }
  return g_steal_pointer (&result);
}

GkHistoryImportResult *
gk_history_import_folder (GFile       *folder,
                          const char  *games_dir,
                          GError     **error)
{
  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (games_dir != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return import_folder (folder, games_dir, NULL, error);
}

static void
import_in_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  GError *error = NULL;
  GkHistoryImportResult *result = import_folder (g_task_get_task_data (task),
                                                 g_object_get_data (G_OBJECT (task), "games-dir"),
                                                 cancellable, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) gk_history_import_result_free);
}

void
gk_history_import_folder_async (GFile               *folder,
                                const char          *games_dir,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (folder));
  g_return_if_fail (games_dir != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_history_import_folder_async);
  g_task_set_task_data (task, g_object_ref (folder), g_object_unref);
  g_object_set_data_full (G_OBJECT (task), "games-dir", g_strdup (games_dir), g_free);
  /* Stopped, the import still says what it did: a partial result. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, import_in_thread);
}

GkHistoryImportResult *
gk_history_import_folder_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
