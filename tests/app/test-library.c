/* test-library.c: the game library: unique files, the listing and its
 * order, damaged files, the summary cache, delete with undo, games tracked
 * outside the folder, the earlier version's autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>

#include "gk-app-test-util.h"
#include "gk-random-game.h"

static GkLibrary *
library_new (void)
{
  g_autoptr(GFile) folder = gk_library_get_default_folder ();

  gk_app_test_clear_data ();
  return gk_library_new (folder);
}

static GPtrArray *
list (GkLibrary *library)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = gk_library_list (library, NULL, &error);

  g_assert_no_error (error);
  return entries;
}

static GkLibraryEntry *
entry_at (GPtrArray *entries,
          guint      index)
{
  return g_ptr_array_index (entries, index);
}

/* A game saved in a new file of the library, with @n_moves moves. */
static GFile *
save_game (GkLibrary  *library,
           const char *first_name,
           guint       n_moves)
{
  g_autoptr(GkGame) game = gk_app_test_new_game (first_name);
  g_autoptr(GError) error = NULL;
  GFile *file = gk_library_create_file (library, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    gk_app_test_play (game);
  g_assert_true (gk_game_file_save (game, file, &error));
  g_assert_no_error (error);
  return file;
}

/* A random game played to its end, saved in a new file. */
static GFile *
save_finished_game (GkLibrary *library)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GkRandomGameOptions options = { 3, 0.4, 0.05, 5000, FALSE };
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);
  g_autoptr(GError) error = NULL;
  GFile *file = gk_library_create_file (library, &error);

  g_assert_no_error (error);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (game)));
  g_assert_true (gk_game_file_save (game, file, &error));
  return file;
}

/* A solo game at the expert level in progress: the entry says which. */
static void
test_variant (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GFile) file = gk_library_create_file (library, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  setup->solo_level = GK_SOLO_EXPERT;
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  g_assert_true (gk_game_file_save (game, file, &error));
  g_assert_no_error (error);
  for (guint pass = 0; pass < 2; pass++)
    {
      /* Read, then from the cache. */
      g_clear_pointer (&entries, g_ptr_array_unref);
      entries = list (library);
      g_assert_cmpuint (entries->len, ==, 1);
      g_assert_cmpint (entry_at (entries, 0)->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
      g_assert_cmpint (entry_at (entries, 0)->variant, ==, GK_VARIANT_SOLO);
      g_assert_cmpint (entry_at (entries, 0)->solo_level, ==, GK_SOLO_EXPERT);
    }
}

static void
set_modified (GFile  *file,
              gint64  seconds)
{
  g_autofree char *path = g_file_get_path (file);
  struct utimbuf times = { (time_t) seconds, (time_t) seconds };

  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
test_unique_files (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* Many games in the same second: never one file for two. */
  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) file = gk_library_create_file (library, &error);
      g_autoptr(GFile) parent = NULL;

      g_assert_no_error (error);
      parent = g_file_get_parent (file);
      g_assert_true (g_file_equal (parent, gk_library_get_folder (library)));
      g_assert_true (g_hash_table_add (names, g_file_get_basename (file)));
      g_assert_true (g_str_has_suffix (g_file_peek_path (file), ".ginkgo"));
    }
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  *(GPtrArray **) user_data = gk_library_list_finish (GK_LIBRARY (source), result, &error);
  g_assert_no_error (error);
}

static void
test_listing (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) older = save_game (library, "Anna", 1);
  g_autoptr(GFile) newer = save_game (library, "Zoé", 2);
  g_autoptr(GFile) finished = save_finished_game (library);
  g_autoptr(GFile) damaged = g_file_get_child (gk_library_get_folder (library), "bad.ginkgo");
  g_autoptr(GFile) temporary = g_file_get_child (gk_library_get_folder (library),
                                                 "x.ginkgo.A1B2C3");
  g_autoptr(GPtrArray) entries = NULL;
  GkLibraryEntry *entry;

  g_assert_true (g_file_replace_contents (damaged, "<ginkgopolis version=\"1\">\n<setup", 32, NULL,
                                          FALSE, G_FILE_CREATE_NONE, NULL, NULL, NULL));
  g_assert_true (g_file_replace_contents (temporary, "half", 4, NULL, FALSE, G_FILE_CREATE_NONE,
                                          NULL, NULL, NULL));
  /* A name taken for a game that was never saved. */
  g_object_unref (gk_library_create_file (library, NULL));
  set_modified (older, 1700000000);
  set_modified (newer, 1700000100);
  set_modified (finished, 1800000000);

  entries = list (library);
  /* Damaged files first, where they are seen; then games in progress,
   * newest first; then finished. A save's temporary file and an empty
   * file are not games. */
  g_assert_cmpuint (entries->len, ==, 4);
  entry = entry_at (entries, 0);
  g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
  /* The loader's message, with the file and the line: "…/bad.ginkgo:2: …". */
  g_assert_true (g_regex_match_simple ("/bad\\.ginkgo:[0-9]+: ", entry->problem, 0, 0));
  entry = entry_at (entries, 1);
  g_assert_true (g_file_equal (entry->file, newer));
  g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  g_assert_cmpstr (entry->players, ==, "Zoé, Béla, Vera");
  g_assert_cmpuint (entry->n_moves, ==, 2);
  g_assert_cmpuint (entry->round, ==, 1);
  g_assert_cmpint (entry->modified, ==, (gint64) 1700000100 * G_USEC_PER_SEC);
  g_assert_cmpint (entry->variant, ==, GK_VARIANT_STANDARD);
  g_assert_true (g_file_equal (entry_at (entries, 2)->file, older));
  entry = entry_at (entries, 3);
  g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_FINISHED);
  g_assert_nonnull (entry->winner);
  g_assert_cmpuint (entry->winner_points, >, 0);

  /* The same from the cache; a file written since is read again. */
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 4);
  g_assert_cmpuint (entry_at (entries, 1)->n_moves, ==, 2);
  {
    g_autoptr(GkGame) game = gk_app_test_new_game ("Zoé");

    for (guint i = 0; i < 3; i++)
      gk_app_test_play (game);
    g_assert_true (gk_game_file_save (game, newer, NULL));
    set_modified (newer, 1700000200);
  }
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (library);
  g_assert_cmpuint (entry_at (entries, 1)->n_moves, ==, 3);

  /* Listed in a worker too. */
  {
    g_autoptr(GPtrArray) async_entries = NULL;

    gk_library_list_async (library, NULL, list_done, &async_entries);
    while (async_entries == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_cmpuint (async_entries->len, ==, 4);
  }

  /* The cache is read while the language stays (a message planted in it
   * shows), and dropped when it changes: the messages are translated. */
  {
    g_autofree char *cache = g_build_filename (g_get_user_data_dir (), "ginkgo-companion",
                                               "library-cache.ini", NULL);
    g_autoptr(GKeyFile) keys = g_key_file_new ();
    g_autofree char *uri = g_file_get_uri (damaged);
    const char *language = g_getenv ("LANGUAGE");
    g_autofree char *saved_language = g_strdup (language);

    g_assert_true (g_key_file_load_from_file (keys, cache, G_KEY_FILE_NONE, NULL));
    g_key_file_set_string (keys, uri, "problem", "planted");
    g_assert_true (g_key_file_save_to_file (keys, cache, NULL));
    g_clear_pointer (&entries, g_ptr_array_unref);
    entries = list (library);
    g_assert_cmpstr (entry_at (entries, 0)->problem, ==, "planted");

    g_setenv ("LANGUAGE", "hu", TRUE);
    g_clear_pointer (&entries, g_ptr_array_unref);
    entries = list (library);
    g_assert_nonnull (strstr (entry_at (entries, 0)->problem, "bad.ginkgo"));
    if (saved_language != NULL)
      g_setenv ("LANGUAGE", saved_language, TRUE);
    else
      g_unsetenv ("LANGUAGE");
  }

  /* Nothing of it was written over. */
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_load_contents (damaged, NULL, &contents, NULL, NULL, NULL));
    g_assert_cmpstr (contents, ==, "<ginkgopolis version=\"1\">\n<setup");
  }
}

static void
test_delete_undo (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) file = save_game (library, "Anna", 1);
  g_autoptr(GFile) second = save_game (library, "Béla", 0);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *token = NULL;

  token = gk_library_remove (library, file, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (file, NULL));
  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 1);

  /* Undo: back where it was, with its moves. */
  g_assert_true (gk_library_restore (library, token, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 1);
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 2);

  /* Deleted for good once the undo is gone. */
  g_clear_pointer (&token, g_free);
  token = gk_library_remove (library, file, &error);
  g_assert_no_error (error);
  gk_library_forget (library, token);
  g_assert_false (gk_library_restore (library, token, NULL));
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (g_file_query_exists (second, NULL));
}

static void
test_empty_trash (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) old = save_game (library, "Anna", 0);
  g_autoptr(GFile) recent = save_game (library, "Béla", 0);
  g_autofree char *old_token = gk_library_remove (library, old, NULL);
  g_autofree char *recent_token = gk_library_remove (library, recent, NULL);
  g_autofree char *old_name = g_file_get_basename (old);
  g_autoptr(GFile) trashed = g_file_new_build_filename (g_get_user_data_dir (), "ginkgo-companion",
                                                        "trash", old_name, NULL);

  /* A deletion left in the trash 40 days ago (a crash while Undo was offered). */
  set_modified (trashed, g_get_real_time () / G_USEC_PER_SEC - 40 * 24 * 3600);
  g_assert_cmpuint (gk_library_empty_trash (library, 30 * G_TIME_SPAN_DAY), ==, 1);
  g_assert_false (gk_library_restore (library, old_token, NULL));
  g_assert_true (gk_library_restore (library, recent_token, NULL));
  g_assert_true (g_file_query_exists (recent, NULL));
}

static void
test_tracked (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "mine.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GkLibrary) again = NULL;
  g_autofree char *token = NULL;

  g_assert_true (gk_game_file_save (game, file, NULL));
  g_assert_false (gk_library_contains (library, file));
  gk_library_track (library, file);
  g_assert_true (gk_library_contains (library, file));
  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_true (entry_at (entries, 0)->external);

  /* Remembered by the next start. */
  again = gk_library_new (gk_library_get_folder (library));
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (again);
  g_assert_cmpuint (entries->len, ==, 1);

  /* Deleting a tracked game only stops tracking it: the user's file stays. */
  token = gk_library_remove (again, file, NULL);
  g_assert_nonnull (token);
  gk_library_forget (again, token);
  g_assert_true (g_file_query_exists (file, NULL));
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (again);
  g_assert_cmpuint (entries->len, ==, 0);
}

static void
test_import_legacy (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autofree char *base = g_build_filename (g_get_user_data_dir (), "ginkgo-companion", NULL);
  g_autofree char *autosave = g_build_filename (base, "autosave.ginkgo", NULL);
  g_autofree char *kept = g_build_filename (base, "games", "Game of 2026-11-20 20.00.00.ginkgo",
                                            NULL);
  g_autoptr(GFile) autosave_file = g_file_new_for_path (autosave);
  g_autoptr(GFile) kept_file = g_file_new_for_path (kept);
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkGame) old = gk_app_test_new_game ("Olga");
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (base, 0755), ==, 0);
  g_assert_true (g_file_make_directory (gk_library_get_folder (library), NULL, NULL));
  gk_app_test_play (game);
  g_assert_true (gk_game_file_save (game, autosave_file, NULL));
  g_assert_true (gk_game_file_save (old, kept_file, NULL));

  g_assert_cmpuint (gk_library_import_legacy (library, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (autosave_file, NULL));
  /* Nothing more to import the next time. */
  g_assert_cmpuint (gk_library_import_legacy (library, &error), ==, 0);
  g_assert_no_error (error);

  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 2);
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = entry_at (entries, i);

      if (g_file_equal (entry->file, kept_file))
        g_assert_cmpstr (entry->players, ==, "Olga, Béla, Vera");
      else
        {
          g_assert_cmpstr (entry->players, ==, "Anna, Béla, Vera");
          g_assert_cmpuint (entry->n_moves, ==, 1);
        }
    }

  /* A damaged autosave is moved as it is, listed as damaged, never rewritten. */
  g_assert_true (g_file_set_contents (autosave, "<ginkgopolis", -1, NULL));
  g_assert_cmpuint (gk_library_import_legacy (library, &error), ==, 1);
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 3);
  g_assert_cmpint (entry_at (entries, 0)->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_load_contents (entry_at (entries, 0)->file, NULL, &contents, NULL, NULL,
                                         NULL));
    g_assert_cmpstr (contents, ==, "<ginkgopolis");
  }
}

static void
test_holders (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) file = g_file_new_for_path ("/nowhere/a.ginkgo");
  g_autoptr(GObject) first = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(GObject) second = g_object_new (G_TYPE_OBJECT, NULL);

  g_assert_null (gk_library_get_holder (library, file));
  g_assert_true (gk_library_claim (library, file, first));
  g_assert_false (gk_library_claim (library, file, second));
  g_assert_true (gk_library_get_holder (library, file) == first);
  gk_library_release (library, file, second);
  g_assert_true (gk_library_get_holder (library, file) == first);
  gk_library_release (library, file, first);
  g_assert_true (gk_library_claim (library, file, second));
  /* A holder that is gone holds nothing. */
  g_clear_object (&second);
  g_assert_null (gk_library_get_holder (library, file));
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/library/variant", test_variant);
  g_test_add_func ("/library/unique-files", test_unique_files);
  g_test_add_func ("/library/listing", test_listing);
  g_test_add_func ("/library/delete-undo", test_delete_undo);
  g_test_add_func ("/library/empty-trash", test_empty_trash);
  g_test_add_func ("/library/tracked", test_tracked);
  g_test_add_func ("/library/import-legacy", test_import_legacy);
  g_test_add_func ("/library/holders", test_holders);

  return g_test_run ();
}
