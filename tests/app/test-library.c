/* test-library.c: the game library: unique files, the listing and its
 * order, damaged files, the summary cache, delete with undo, games tracked
 * outside the folder, the earlier version's autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "gk-app-test-util.h"
#include "gk-library-item.h"
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

/* @game in a new file of the library, made with its bytes. */
static GFile *
create_with (GkLibrary *library,
             GkGame    *game)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = gk_game_file_to_data (game, &length);
  GFile *file = gk_library_create_file (library, data, length, &error);

  g_assert_no_error (error);
  return file;
}

/* A game saved in a new file of the library, with @n_moves moves. */
static GFile *
save_game (GkLibrary  *library,
           const char *first_name,
           guint       n_moves)
{
  g_autoptr(GkGame) game = gk_app_test_new_game (first_name);

  for (guint i = 0; i < n_moves; i++)
    gk_app_test_play (game);
  return create_with (library, game);
}

/* A random game played to its end, saved in a new file. */
static GFile *
save_finished_game (GkLibrary *library)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GkRandomGameOptions options = { 3, 0.4, 0.05, 5000, FALSE };
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  g_autoptr(GkGame) game = gk_random_game_play (rand, setup, &options, NULL, NULL);

  g_assert_true (gk_table_is_game_over (gk_game_get_table (game)));
  return create_with (library, game);
}

/* The library's model, filled by a listing in a worker, once it is done. */
static GListModel *
refresh (GkLibrary *library)
{
  gk_library_refresh (library);
  while (gk_library_is_loading (library))
    g_main_context_iteration (NULL, TRUE);
  return gk_library_get_entries (library);
}

static GkLibraryEntry *
model_entry (GListModel *model,
             guint       index)
{
  g_autoptr(GkLibraryItem) item = g_list_model_get_item (model, index);

  return gk_library_item_get_entry (item);
}

/* A solo game at the expert level in progress: the entry says which. */
static void
test_variant (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  setup->solo_level = GK_SOLO_EXPERT;
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  file = create_with (library, game);
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

static void set_modified (GFile *file, gint64 seconds);

/* Two files of one play (the same id): the one written first says it is a
 * copy, and names the other; a play of its own says nothing. */
static void
test_copies (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkGame) other = gk_app_test_new_game ("Zoé");
  g_autoptr(GkPlayRecord) record = gk_play_record_new ();
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  g_autoptr(GFile) third = NULL;
  g_autofree char *second_name = NULL;
  GListModel *model;
  guint copies = 0;

  record->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  gk_game_set_play (game, record);
  first = create_with (library, game);
  second = create_with (library, game);
  third = create_with (library, other);
  set_modified (first, 1767225600);
  set_modified (second, 1767229200);
  second_name = g_file_get_basename (second);

  model = refresh (library);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      GkLibraryEntry *entry = model_entry (model, i);

      g_assert_nonnull (entry->play_id);
      if (g_file_equal (entry->file, first))
        {
          g_assert_cmpstr (entry->play_id, ==, record->id);
          g_assert_cmpstr (entry->copy_of, ==, second_name);
          copies++;
        }
      else
        g_assert_null (entry->copy_of);
    }
  g_assert_cmpuint (copies, ==, 1);

  /* The copy written last is the play now: the marks follow. */
  set_modified (first, 1767232800);
  model = refresh (library);
  for (guint i = 0; i < 3; i++)
    {
      GkLibraryEntry *entry = model_entry (model, i);

      if (g_file_equal (entry->file, second))
        g_assert_nonnull (entry->copy_of);
      else
        g_assert_null (entry->copy_of);
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
      g_autoptr(GFile) file = gk_library_create_file (library, "x", 1, &error);
      g_autoptr(GFile) parent = NULL;

      g_assert_no_error (error);
      parent = g_file_get_parent (file);
      g_assert_true (g_file_equal (parent, gk_library_get_folder (library)));
      g_assert_true (g_hash_table_add (names, g_file_get_basename (file)));
      g_assert_true (g_str_has_suffix (g_file_peek_path (file), ".ginkgo"));
    }
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
  set_modified (older, 1700000000);
  set_modified (newer, 1700000100);
  set_modified (finished, 1800000000);

  entries = list (library);
  /* Damaged files first, where they are seen; then games in progress,
   * newest first; then finished. A save's temporary file is not a game. */
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

  /* Listed in a worker too, into the model, in the same order. */
  {
    GListModel *model = refresh (library);

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
    for (guint i = 0; i < entries->len; i++)
      g_assert_true (g_file_equal (model_entry (model, i)->file, entry_at (entries, i)->file));
    g_assert_null (gk_library_get_problem (library));
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

/* An empty file an earlier version left (its game's first save never came)
 * is removed once it is old; one that young may be about to be written. */
static void
test_empty_leftovers (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) game = save_game (library, "Anna", 1);
  g_autoptr(GFile) old = g_file_get_child (gk_library_get_folder (library), "old.ginkgo");
  g_autoptr(GFile) young = g_file_get_child (gk_library_get_folder (library), "young.ginkgo");
  g_autoptr(GPtrArray) entries = NULL;

  g_assert_true (g_file_replace_contents (old, "", 0, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                          NULL));
  g_assert_true (g_file_replace_contents (young, "", 0, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                          NULL, NULL));
  set_modified (old, g_get_real_time () / G_USEC_PER_SEC - 3600);

  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_true (g_file_equal (entry_at (entries, 0)->file, game));
  g_assert_false (g_file_query_exists (old, NULL));
  g_assert_true (g_file_query_exists (young, NULL));
}

/* Anything named *.ginkgo that is no regular file is listed as damaged,
 * with the reason, at once: a FIFO is never opened, so never waited on. */
static void
test_special_files (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) game = save_game (library, "Anna", 1);
  GFile *folder = gk_library_get_folder (library);
  g_autofree char *folder_path = g_file_get_path (folder);
  g_autofree char *fifo = g_build_filename (folder_path, "pipe.ginkgo", NULL);
  g_autofree char *dir = g_build_filename (folder_path, "folder.ginkgo", NULL);
  g_autofree char *dangling = g_build_filename (folder_path, "gone.ginkgo", NULL);
  g_autofree char *link = g_build_filename (folder_path, "link.ginkgo", NULL);
  g_autofree char *game_path = g_file_get_path (game);
  static const struct
  {
    const char *name;
    const char *reason;
  } expected[] = {
    { "pipe.ginkgo", "not a regular file" },
    { "folder.ginkgo", "folder" },
    { "gone.ginkgo", "“nowhere/lost.ginkgo”, which does not exist" },
  };
  g_autoptr(GPtrArray) entries = NULL;
  GListModel *model;
  guint n_damaged = 0;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_cmpint (symlink ("nowhere/lost.ginkgo", dangling), ==, 0);
  g_assert_cmpint (symlink (game_path, link), ==, 0);

  entries = list (library);
  /* the game, and the link to it: a game too */
  g_assert_cmpuint (entries->len, ==, 5);
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = entry_at (entries, i);
      g_autofree char *name = g_file_get_basename (entry->file);

      if (entry->kind != GK_LIBRARY_ENTRY_DAMAGED)
        {
          g_assert_true (g_str_equal (name, "link.ginkgo") || g_file_equal (entry->file, game));
          continue;
        }
      g_test_message ("%s", entry->problem);
      for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
        if (g_str_equal (name, expected[e].name))
          {
            g_assert_nonnull (strstr (entry->problem, expected[e].name));
            g_assert_nonnull (strstr (entry->problem, expected[e].reason));
            n_damaged++;
          }
    }
  g_assert_cmpuint (n_damaged, ==, G_N_ELEMENTS (expected));

  /* The same through the worker, twice (the second from the cache). */
  model = refresh (library);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  model = refresh (library);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_cmpint (model_entry (model, 0)->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
}

typedef struct
{
  GkLibrary *library;
  GPtrArray *arrived;    /* of char*: the names, as their entries came */
  GArray    *batch;      /* of guint: the change each came with */
  guint      n_batches;
  guint      while_loading;
} Arrivals;

static void
note_arrivals (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               Arrivals   *arrivals)
{
  for (guint i = position; i < position + added; i++)
    {
      g_ptr_array_add (arrivals->arrived, g_file_get_basename (model_entry (model, i)->file));
      g_array_append_val (arrivals->batch, arrivals->n_batches);
    }
  arrivals->n_batches++;
  if (added > 0 && gk_library_is_loading (arrivals->library))
    arrivals->while_loading += added;
}

/* The model fills as the files are read: good games first, large files
 * last, and each shown before the listing ends. */
static void
test_model_fills_as_read (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  GFile *folder = NULL;
  g_autoptr(GFile) big = NULL;
  g_autoptr(GString) text = NULL;
  Arrivals arrivals = { library, g_ptr_array_new_with_free_func (g_free),
                        g_array_new (FALSE, FALSE, sizeof (guint)), 0, 0 };
  GListModel *model = gk_library_get_entries (library);
  guint last_small = 0, last_big = 0;

  for (guint i = 0; i < 5; i++)
    g_object_unref (save_game (library, "Anna", i));
  folder = gk_library_get_folder (library);
  /* games of 4 MB, most of each a comment: the slowest files to read (and
   * the oldest, so that they come last in the list too); six plays, not
   * copies of one */
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("big-%u.ginkgo", i);
      g_autofree char *player = g_strdup_printf ("Zoé %u", i);
      g_autoptr(GkGame) game = gk_app_test_new_game (player);
      g_autofree char *data = gk_game_file_to_data (game, NULL);

      if (text != NULL)
        g_string_free (g_steal_pointer (&text), TRUE);
      text = g_string_new (data);
      g_string_truncate (text, text->len - strlen ("</ginkgopolis>\n"));
      g_string_append (text, "<!-- ");
      while (text->len < 4000000)
        g_string_append (text, "a long comment ");
      g_string_append (text, "-->\n</ginkgopolis>\n");

      g_clear_object (&big);
      big = g_file_get_child (folder, name);
      g_assert_true (g_file_replace_contents (big, text->str, text->len, NULL, FALSE,
                                              G_FILE_CREATE_NONE, NULL, NULL, NULL));
      set_modified (big, 1600000000 + i);
    }

  g_signal_connect (model, "items-changed", G_CALLBACK (note_arrivals), &arrivals);
  refresh (library);
  g_signal_handlers_disconnect_by_data (model, &arrivals);

  g_assert_cmpuint (arrivals.arrived->len, ==, 11);
  for (guint i = 0; i < arrivals.arrived->len; i++)
    {
      guint batch = g_array_index (arrivals.batch, guint, i);

      if (g_str_has_prefix (g_ptr_array_index (arrivals.arrived, i), "big-"))
        last_big = MAX (last_big, batch);
      else
        last_small = MAX (last_small, batch);
    }
  /* the five games were shown before the large files were all read (in
   * an earlier change of the model), each while the listing still ran */
  g_assert_cmpuint (last_small, <, last_big);
  g_assert_cmpuint (arrivals.while_loading, ==, 11);
  g_ptr_array_unref (arrivals.arrived);
  g_array_unref (arrivals.batch);

  /* Listed again: the items that did not change stay the same objects, a
   * deleted file goes, a changed one comes back changed. */
  {
    g_autoptr(GkLibraryItem) kept = g_list_model_get_item (model, 0);
    g_autoptr(GkLibraryItem) same = NULL;
    g_autoptr(GkLibraryItem) after = NULL;
    GkLibraryEntry *first = gk_library_item_get_entry (kept);
    g_autofree char *kept_path = g_file_get_path (first->file);

    g_assert_true (g_file_delete (big, NULL, NULL));
    refresh (library);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 10);
    same = g_list_model_get_item (model, 0);
    g_assert_true (same == kept);

    set_modified (first->file, 1700000000);
    refresh (library);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 10);
    after = g_list_model_get_item (model, 4);
    g_assert_true (after != kept);
    g_assert_cmpint (gk_library_item_get_entry (after)->modified, ==,
                     (gint64) 1700000000 * G_USEC_PER_SEC);
    g_assert_cmpstr (g_file_peek_path (gk_library_item_get_entry (after)->file), ==, kept_path);
  }
}

/* A folder that cannot be read is said so, and lists nothing. */
static void
test_model_problem (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GFile) game = save_game (library, "Anna", 1);
  g_autofree char *path = g_file_get_path (gk_library_get_folder (library));
  GListModel *model = refresh (library);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  if (getuid () == 0)
    {
      g_test_skip ("root reads any folder");
      return;
    }
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  refresh (library);
  g_assert_cmpint (g_chmod (path, 0700), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_nonnull (gk_library_get_problem (library));
  refresh (library);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  g_assert_null (gk_library_get_problem (library));
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
count_call (guint *count)
{
  (*count)++;
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
  /* Brought forward: a holder with a "present" signal (a session) gets
   * it; one without is left alone, and nothing complains. */
  {
    g_autoptr(GFile) other = g_file_new_for_path ("/nowhere/b.ginkgo");
    g_autoptr(GkSession) session = gk_session_new (library);
    guint presented = 0;

    g_signal_connect_swapped (session, "present", G_CALLBACK (count_call), &presented);
    g_assert_true (gk_library_claim (library, other, G_OBJECT (session)));
    g_assert_true (gk_library_present_holder (library, other));
    g_assert_cmpuint (presented, ==, 1);
    g_assert_true (gk_library_present_holder (library, file));
    gk_library_release (library, other, G_OBJECT (session));
    g_assert_false (gk_library_present_holder (library, other));
    g_assert_cmpuint (presented, ==, 1);
  }
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
  g_test_add_func ("/library/empty-leftovers", test_empty_leftovers);
  g_test_add_func ("/library/special-files", test_special_files);
  g_test_add_func ("/library/model-fills-as-read", test_model_fills_as_read);
  g_test_add_func ("/library/model-problem", test_model_problem);
  g_test_add_func ("/library/copies", test_copies);
  g_test_add_func ("/library/delete-undo", test_delete_undo);
  g_test_add_func ("/library/empty-trash", test_empty_trash);
  g_test_add_func ("/library/tracked", test_tracked);
  g_test_add_func ("/library/import-legacy", test_import_legacy);
  g_test_add_func ("/library/holders", test_holders);

  return g_test_run ();
}
