/* test-hostile-library.c: damaged and hostile files in the game library
 *
 * Each reproducer of a damaged or hostile file, put in the library folder,
 * is listed as damaged with the loader's message (the file and the line),
 * costs no more than any refused file, and is never changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gk-app-test-util.h"
#include "gk-library.h"

static const struct
{
  const char *name;
  const char *where;   /* the file and the line the message names */
} repros[] = {
  { "dash-comment-200KB.ginkgo", "dash-comment-200KB.ginkgo:1: " },
  { "entity-blowup-22KB.ginkgo", "entity-blowup-22KB.ginkgo:2: " },
  { "ibm037-attributes.ginkgo", "ibm037-attributes.ginkgo:1: " },
  { "misleading-line-renewal-tokens.ginkgo", "misleading-line-renewal-tokens.ginkgo:4: " },
  { "newline-tab-in-name.ginkgo", "newline-tab-in-name.ginkgo:4: " },
  { "nul-then-garbage.ginkgo", "nul-then-garbage.ginkgo:69: " },
  { "truncated-game.ginkgo", "truncated-game.ginkgo:31: " },
  { "utf7-attributes.ginkgo", "utf7-attributes.ginkgo:1: " },
};

static char *
read_bytes (GFile *file,
            gsize *length)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_load_contents (file, NULL, &data, length, NULL, &error);
  g_assert_no_error (error);
  return data;
}

static void
test_reproducers_listed_as_damaged (void)
{
  g_autoptr(GFile) folder = gk_library_get_default_folder ();
  g_autoptr(GkLibrary) library = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GFile) huge = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *huge_path = NULL;
  guint n_found = 0;

  gk_app_test_clear_data ();
  g_file_make_directory_with_parents (folder, NULL, NULL);
  library = gk_library_new (folder);

  for (guint i = 0; i < G_N_ELEMENTS (repros); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "repro",
                                                     repros[i].name, NULL);
      g_autoptr(GFile) source = g_file_new_for_path (path);
      g_autoptr(GFile) copy = g_file_get_child (folder, repros[i].name);

      g_file_copy (source, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
    }

  /* a game followed by 50 MB of blank space */
  huge = g_file_get_child (folder, "huge.ginkgo");
  huge_path = g_file_get_path (huge);
  {
    g_autofree char *block = g_strnfill (1024 * 1024, ' ');
    FILE *out = g_fopen (huge_path, "w");

    g_assert_nonnull (out);
    for (guint i = 0; i < 50; i++)
      g_assert_cmpuint (fwrite (block, 1, 1024 * 1024, out), ==, 1024 * 1024);
    g_assert_cmpint (fclose (out), ==, 0);
  }

  entries = gk_library_list (library, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, G_N_ELEMENTS (repros) + 1);

  for (guint e = 0; e < entries->len; e++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, e);
      g_autofree char *basename = g_file_get_basename (entry->file);

      g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
      g_assert_nonnull (entry->problem);
      g_test_message ("%s", entry->problem);
      if (g_str_equal (basename, "huge.ginkgo"))
        {
          g_assert_nonnull (strstr (entry->problem, "huge.ginkgo"));
          g_assert_nonnull (strstr (entry->problem, "too large"));
          continue;
        }
      for (guint i = 0; i < G_N_ELEMENTS (repros); i++)
        if (g_str_equal (basename, repros[i].name))
          {
            g_assert_nonnull (strstr (entry->problem, repros[i].where));
            n_found++;
          }
    }
  g_assert_cmpuint (n_found, ==, G_N_ELEMENTS (repros));

  /* nothing was rewritten: each file is as it was put there */
  for (guint i = 0; i < G_N_ELEMENTS (repros); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "repro",
                                                     repros[i].name, NULL);
      g_autoptr(GFile) source = g_file_new_for_path (path);
      g_autoptr(GFile) copy = g_file_get_child (folder, repros[i].name);
      gsize source_length = 0;
      gsize copy_length = 0;
      g_autofree char *source_data = read_bytes (source, &source_length);
      g_autofree char *copy_data = read_bytes (copy, &copy_length);

      g_assert_cmpmem (source_data, source_length, copy_data, copy_length);
    }
  g_unlink (huge_path);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/library/hostile/listed-as-damaged", test_reproducers_listed_as_damaged);

  return g_test_run ();
}
