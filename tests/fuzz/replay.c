/* replay.c: runs the fuzz entry point on files, as a regular test
 *
 *   fuzz-replay FILE-OR-FOLDER...
 *
 * Every file (every file in a folder) goes through LLVMFuzzerTestOneInput(),
 * which aborts on a defect; each one is a TAP test line.  This is how the
 * seed corpus and the reproducers run in CI, with gcc and without libFuzzer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdio.h>

#include "fuzz-gamefile.h"

static guint n_run = 0;

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static gboolean
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      printf ("not ok %u - %s: %s\n", ++n_run, path, error->message);
      return FALSE;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
  printf ("ok %u - %s\n", ++n_run, path);
  fflush (stdout);
  return TRUE;
}

static gboolean
replay_path (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  gboolean ok = TRUE;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return replay_file (path);

  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    {
      printf ("not ok %u - %s: cannot open the folder\n", ++n_run, path);
      return FALSE;
    }
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    ok = replay_file (g_ptr_array_index (names, i)) && ok;
  return ok;
}

int
main (int    argc,
      char **argv)
{
  gboolean ok = TRUE;

  for (int i = 1; i < argc; i++)
    ok = replay_path (argv[i]) && ok;
  if (n_run == 0)
    {
      printf ("not ok 1 - no input given\n");
      ok = FALSE;
      n_run = 1;
    }
  printf ("1..%u\n", n_run);
  return ok ? 0 : 1;
}
