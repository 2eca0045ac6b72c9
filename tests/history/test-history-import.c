/* test-history-import.c: importing a folder copies bytes, file by file
 *
 * Links are followed and their files copied (a link to nothing is refused
 * and said), special files are refused without being opened, a file too
 * large is not read, a name too long is shortened, each file arrives whole
 * or not at all, and the report counts every file once, as what happened
 * to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-file-io-private.h"
#include "gk-history-import.h"
#include "gk-history-test-util.h"

#define BASE_TIME 1767225600  /* 2026-01-01 00:00 UTC */

typedef struct
{
  char *dir;
  char *source;
  char *games;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = gk_history_test_make_dir ();
  f->source = g_build_filename (f->dir, "source", NULL);
  f->games = g_build_filename (f->dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_ptr_array_unref (gk_history_test_make_games (f->source, 3, 8, BASE_TIME));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  _gk_file_io_fail_writes_after (G_MAXSIZE);
  gk_history_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->source);
  g_free (f->games);
}

static char *
in_source (Fixture    *f,
           const char *name)
{
  return g_build_filename (f->source, name, NULL);
}

static GkHistoryImportResult *
import (Fixture *f)
{
  g_autoptr(GFile) folder = g_file_new_for_path (f->source);
  g_autoptr(GError) error = NULL;
  GkHistoryImportResult *result = gk_history_import_folder (folder, f->games, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < result->refused->len; i++)
    g_test_message ("refused: %s", (char *) g_ptr_array_index (result->refused, i));
  return result;
}

/* The files in the library: every one regular, none a temporary. */
static guint
n_games (Fixture *f)
{
  g_autoptr(GDir) dir = g_dir_open (f->games, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->games, name, NULL);
      struct stat st;

      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_assert_true (S_ISREG (st.st_mode));
      g_assert_true (g_str_has_suffix (name, ".ginkgo"));
      g_assert_cmpint (st.st_size, >, 0);
      n++;
    }
  return n;
}

/* The reasons of the refused files, one of which holds @fragment. */
static gboolean
refused_for (GkHistoryImportResult *result,
             const char            *name,
             const char            *fragment)
{
  for (guint i = 0; i < result->refused->len; i++)
    {
      const char *reason = g_ptr_array_index (result->refused, i);

      if (g_str_has_prefix (reason, name) && strstr (reason, fragment) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Links are followed: their files' bytes arrive, never a link, so playing
 * the game later never writes outside the library. */
static void
test_links_copied (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *elsewhere = g_build_filename (f->dir, "elsewhere", NULL);
  g_autofree char *target = NULL;
  g_autofree char *absolute = in_source (f, "absolute.ginkgo");
  g_autofree char *relative = in_source (f, "relative.ginkgo");
  g_autofree char *game = in_source (f, "game-000.ginkgo");
  g_autofree char *copy = NULL;
  g_autofree char *bytes = NULL;
  g_autoptr(GkHistoryImportResult) result = NULL;

  /* a game outside the folder, another game's file with a line more */
  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);
  target = g_build_filename (elsewhere, "far.ginkgo", NULL);
  g_assert_true (g_file_get_contents (game, &bytes, NULL, NULL));
  {
    g_autofree char *far = g_strconcat (bytes, "\n\n", NULL);

    g_assert_true (g_file_set_contents (target, far, -1, NULL));
  }
  g_assert_cmpint (symlink (target, absolute), ==, 0);
  /* relative, to a game beside it: a copy of it would arrive dangling */
  g_assert_cmpint (symlink ("game-001.ginkgo", relative), ==, 0);

  result = import (f);
  /* the three games, the far one; the relative link is game-001 again */
  g_assert_cmpuint (result->imported, ==, 4);
  g_assert_cmpuint (result->duplicates, ==, 1);
  g_assert_cmpuint (result->refused->len, ==, 0);
  g_assert_cmpuint (n_games (f), ==, 4);

  /* The copy is bytes: the far file changing later changes nothing here. */
  copy = g_build_filename (f->games, "absolute.ginkgo", NULL);
  g_assert_true (g_file_set_contents (target, "changed", -1, NULL));
  {
    g_autofree char *kept = NULL;

    g_assert_true (g_file_get_contents (copy, &kept, NULL, NULL));
    g_assert_true (g_str_has_prefix (kept, bytes));
    g_assert_cmpuint (strlen (kept), ==, strlen (bytes) + 2);
  }
}

/* A link to nothing, a folder, a FIFO, a device and a file too large are
 * refused, each with its reason, and nothing of them is read. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *dangling = in_source (f, "dangling.ginkgo");
  g_autofree char *folder = in_source (f, "folder.ginkgo");
  g_autofree char *fifo = in_source (f, "pipe.ginkgo");
  g_autofree char *zero = in_source (f, "zero.ginkgo");
  g_autofree char *huge = in_source (f, "huge.ginkgo");
  g_autofree char *broken = in_source (f, "broken.ginkgo");
  g_autofree char *other = in_source (f, "notes.txt");
  g_autoptr(GkHistoryImportResult) result = NULL;

  g_assert_cmpint (symlink ("gone/lost.ginkgo", dangling), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  {
    FILE *out = g_fopen (huge, "w");

    g_assert_nonnull (out);
    g_assert_cmpint (fseek (out, GK_FILE_MAX_SIZE + 1, SEEK_SET), ==, 0);
    g_assert_cmpint (fputc ('x', out), !=, EOF);
    g_assert_cmpint (fclose (out), ==, 0);
  }
  g_assert_true (g_file_set_contents (broken, "<ginkgopolis", -1, NULL));
  g_assert_true (g_file_set_contents (other, "not a game", -1, NULL));

  result = import (f);
  g_assert_cmpuint (result->imported, ==, 3);
  g_assert_cmpuint (result->duplicates, ==, 0);
  /* every .ginkgo counted once; the .txt is no game of the folder */
  g_assert_cmpuint (result->refused->len, ==, 6);
  g_assert_true (refused_for (result, "dangling.ginkgo",
                              "“gone/lost.ginkgo”, which does not exist"));
  g_assert_true (refused_for (result, "folder.ginkgo", "folder"));
  g_assert_true (refused_for (result, "pipe.ginkgo", "not a regular file"));
  g_assert_true (refused_for (result, "zero.ginkgo", "not a regular file"));
  g_assert_true (refused_for (result, "huge.ginkgo", "too large"));
  g_assert_true (refused_for (result, "broken.ginkgo", "broken.ginkgo:1: "));
  g_assert_cmpuint (n_games (f), ==, 3);
}

/* A name the file system refuses as too long is shortened; a name taken
 * gets a number; nothing in the library is written over. */
static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GString) long_name = g_string_new (NULL);
  g_autofree char *game = in_source (f, "game-000.ginkgo");
  g_autofree char *taken = g_build_filename (f->games, "game-000.ginkgo", NULL);
  g_autofree char *bytes = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GkHistoryImportResult) result = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  gboolean found_long = FALSE;

  for (guint i = 0; i < 120; i++)
    g_string_append (long_name, "é");
  g_string_append (long_name, ".ginkgo");
  g_assert_true (g_file_get_contents (game, &bytes, NULL, NULL));
  {
    g_autofree char *path = in_source (f, long_name->str);
    g_autofree char *other = g_strconcat (bytes, "\n", NULL);

    g_assert_true (g_file_set_contents (path, other, -1, NULL));
  }
  g_assert_true (g_file_set_contents (taken, "the library's own", -1, NULL));

  result = import (f);
  g_assert_cmpuint (result->imported, ==, 4);
  g_assert_cmpuint (result->refused->len, ==, 0);
  g_assert_true (g_file_get_contents (taken, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "the library's own");

  dir = g_dir_open (f->games, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "éé"))
      {
        g_assert_cmpuint (strlen (name), <, long_name->len);
        g_assert_true (g_str_has_suffix (name, ".ginkgo"));
        found_long = TRUE;
      }
  g_assert_true (found_long);
  g_assert_cmpuint (n_games (f), ==, 5);
}

/* A disk that fills up: each file arrives whole or not at all, and the
 * report says which did not. */
static void
test_full_disk (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkHistoryImportResult) result = NULL;

  _gk_file_io_fail_writes_after (10);
  result = import (f);
  g_assert_cmpuint (result->imported, ==, 0);
  g_assert_cmpuint (result->refused->len, ==, 3);
  g_assert_true (refused_for (result, "game-000.ginkgo", "cannot be copied"));
  g_assert_cmpuint (n_games (f), ==, 0);

  _gk_file_io_fail_writes_after (G_MAXSIZE);
  g_clear_pointer (&result, gk_history_import_result_free);
  result = import (f);
  g_assert_cmpuint (result->imported, ==, 3);
  g_assert_cmpuint (n_games (f), ==, 3);
}

static void
import_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  *(GkHistoryImportResult **) user_data = gk_history_import_folder_finish (result, &error);
  g_assert_no_error (error);
}

/* In a worker; stopped, it says what it did, and that is what the library
 * holds. */
static void
test_async_cancelled (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (f->source);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GkHistoryImportResult *result = NULL;

  gk_history_import_folder_async (folder, f->games, NULL, import_done, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (result->imported, ==, 3);
  g_assert_false (result->cancelled);
  g_clear_pointer (&result, gk_history_import_result_free);

  gk_history_test_remove_tree (f->games);
  g_assert_cmpint (g_mkdir (f->games, 0700), ==, 0);
  g_cancellable_cancel (cancellable);
  gk_history_import_folder_async (folder, f->games, cancellable, import_done, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (result->cancelled);
  g_assert_cmpuint (result->imported, ==, n_games (f));
  g_assert_cmpuint (result->imported + result->duplicates + result->refused->len, <=, 3);
  gk_history_import_result_free (result);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/history/import/links-copied", test_links_copied);
  ADD ("/history/import/refused", test_refused);
  ADD ("/history/import/names", test_names);
  ADD ("/history/import/full-disk", test_full_disk);
  ADD ("/history/import/async-cancelled", test_async_cancelled);
#undef ADD

  return g_test_run ();
}
