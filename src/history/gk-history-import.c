/* gk-history-import.c: bring a folder of games into the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gk-core.h"
#include "gk-history-import.h"
#include "gk-sheet-file.h"

#define MAX_NAME_TRIES 10000

void
gk_history_import_result_free (GkHistoryImportResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->refused);
  g_free (result);
}

static char *
checksum_of (GFile *file)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, NULL))
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

static GHashTable *
library_checksums (GFile *games)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GHashTable *sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  children = g_file_enumerate_children (games, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      char *sum;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      if (!g_str_has_suffix (g_file_info_get_name (info), ".ginkgo"))
        continue;
      sum = checksum_of (child);
      if (sum != NULL)
        g_hash_table_add (sums, sum);
    }
  return sums;
}

/* Copies @source into @games as "<name>.ginkgo", "<name>-2.ginkgo", ...:
 * the copy itself refuses to overwrite, so a name taken meanwhile is
 * skipped too. */
static gboolean
copy_in (GFile       *source,
         GFile       *games,
         GError     **error)
{
  g_autofree char *base = g_file_get_basename (source);
  g_autofree char *stem = g_strndup (base, strlen (base) - strlen (".ginkgo"));

  for (guint n = 1; n < MAX_NAME_TRIES; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s.ginkgo", stem)
                                     : g_strdup_printf ("%s-%u.ginkgo", stem, n);
      g_autoptr(GFile) target = g_file_get_child (games, name);
      g_autoptr(GError) local_error = NULL;

      /* The copy keeps the file's times: they are the play's dates. */
      if (g_file_copy (source, target, G_FILE_COPY_ALL_METADATA | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                       NULL, NULL, NULL, &local_error))
        return TRUE;
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                       _("Every name for this game is taken in the library"));
  return FALSE;
}

/* Whether @file is a game or a score sheet the library can read; the
 * loader's reason when not. */
static gboolean
loads (GFile   *file,
       GError **error)
{
  if (gk_sheet_file_sniff_file (file, NULL))
    {
      g_autoptr(GkSheet) sheet = gk_sheet_file_load (file, error);

      return sheet != NULL;
    }
  else
    {
      g_autoptr(GkGameFile) loaded = gk_game_file_load (file, error);

      return loaded != NULL;
    }
}

GkHistoryImportResult *
gk_history_import_folder (GFile       *folder,
                          const char  *games_dir,
                          GError     **error)
{
  g_autoptr(GkHistoryImportResult) result = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GFile) games = NULL;
  g_autoptr(GHashTable) sums = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (games_dir != NULL, NULL);

  children = g_file_enumerate_children (folder,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, NULL, error);
  if (children == NULL)
    return NULL;
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
  sums = library_checksums (games);
  result = g_new0 (GkHistoryImportResult, 1);
  result->refused = g_ptr_array_new_with_free_func (g_free);

  while (TRUE)
    {
      g_autoptr(GError) load_error = NULL;
      g_autofree char *sum = NULL;
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, error))
        return NULL;
      if (info == NULL)
        break;
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_str_has_suffix (g_file_info_get_name (info), ".ginkgo"))
        continue;

      if (!loads (child, &load_error))
        {
          g_ptr_array_add (result->refused, g_strdup (load_error->message));
          continue;
        }
      sum = checksum_of (child);
      if (sum != NULL && g_hash_table_contains (sums, sum))
        {
          result->duplicates++;
          continue;
        }
      if (!copy_in (child, games, error))
        return NULL;
      if (sum != NULL)
        g_hash_table_add (sums, g_steal_pointer (&sum));
      result->imported++;
    }
  return g_steal_pointer (&result);
}
