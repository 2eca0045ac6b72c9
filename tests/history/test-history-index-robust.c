/* test-history-index-robust.c: the index is a cache that never destroys
 *
 * Another program holding the database, bytes flipped at random, the
 * file deleted, truncated, made read-only or turned into a folder while
 * the app runs, copies of one play, refreshes in a worker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-history-export.h"
#include "gk-history-index.h"
#include "gk-history-test-util.h"

#define BASE_TIME G_GINT64_CONSTANT (1767225600)   /* 2026-01-01 00:00 UTC */
#define N_FLIPS   200

typedef struct
{
  char *dir;
  char *games_dir;
  char *index_path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = gk_history_test_make_dir ();
  f->games_dir = g_build_filename (f->dir, "games", NULL);
  f->index_path = g_build_filename (f->dir, "history.sqlite", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_chmod (f->index_path, 0600);
  gk_history_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->games_dir);
  g_free (f->index_path);
}

/* Everything the exports would say of the plays. */
static char *
csv_of (GkHistoryIndex *index)
{
  g_autoptr(GPtrArray) plays = gk_history_index_list_plays (index, NULL);

  return gk_history_to_csv (plays, NULL);
}

static char *
truth (Fixture *f)
{
  g_autofree char *dir = g_build_filename (f->dir, "truth", NULL);
  g_autofree char *path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, path);

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (gk_history_index_open (index, NULL, NULL));
  return csv_of (index);
}

static ino_t
inode_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_ino;
}

/* Another program holds a write lock: the index is waited on, then the
 * plays are read from the files; the database is never deleted under the
 * other program, which commits its own work afterwards. */
static void
test_busy (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 5, 3, BASE_TIME);
  g_autofree char *expected = truth (f);
  g_autofree char *holder_path = g_test_build_filename (G_TEST_BUILT, "history", "gk-history-hold-db",
                                                        NULL);
  g_autoptr(GSubprocess) holder = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *csv = NULL;
  ino_t inode;

  {
    g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);

    g_assert_true (gk_history_index_open (index, NULL, &error));
    g_assert_no_error (error);
  }
  inode = inode_of (f->index_path);

  holder = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                             &error, holder_path, f->index_path, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_cmpstr (line, ==, "held");

  {
    g_autoptr(GkHistoryIndex) busy = NULL;

    busy = gk_history_index_new (f->games_dir, f->index_path);
    g_object_set (busy, "busy-timeout", 300, NULL);
    g_assert_true (gk_history_index_open (busy, NULL, &error));
    g_assert_no_error (error);
    g_assert_nonnull (gk_history_index_get_problem (busy));
    csv = csv_of (busy);
    g_assert_cmpstr (csv, ==, expected);
    g_assert_cmpuint (inode_of (f->index_path), ==, inode);
  }

  /* The other program's transaction is intact. */
  g_assert_true (g_output_stream_write_all (g_subprocess_get_stdin_pipe (holder), "go\n", 3,
                                            NULL, NULL, &error));
  g_clear_pointer (&line, g_free);
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_cmpstr (line, ==, "committed");
  g_assert_true (g_subprocess_wait_check (holder, NULL, &error));

  /* Free again: the index file is used, and says nothing wrong. */
  {
    g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
    GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_CORRUPT;

    g_assert_true (gk_history_index_open (index, &rebuild, &error));
    g_assert_cmpint (rebuild, ==, GK_HISTORY_REBUILD_NONE);
    g_assert_null (gk_history_index_get_problem (index));
    g_clear_pointer (&csv, g_free);
    csv = csv_of (index);
    g_assert_cmpstr (csv, ==, expected);
  }
}

/* Any single bit flipped anywhere in the file: once the rows are checked,
 * the plays are exactly the files' (the damage is found and the index or
 * the row made again), never wrong. */
static void
test_flips (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 12, 5, BASE_TIME);
  g_autofree char *expected = truth (f);
  g_autofree char *pristine = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  g_autofree char *journal = g_strconcat (f->index_path, "-journal", NULL);
  gsize length = 0;
  guint detected = 0;

  {
    g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);

    g_assert_true (gk_history_index_open (index, NULL, NULL));
  }
  g_assert_true (g_file_get_contents (f->index_path, &pristine, &length, NULL));

  for (guint i = 0; i < N_FLIPS; i++)
    {
      g_autofree char *flipped = g_memdup2 (pristine, length);
      g_autoptr(GkHistoryIndex) index = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *csv = NULL;
      GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;
      gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) length);
      guint n_remade = 0;

      flipped[at] ^= (char) (1 << g_rand_int_range (rand, 0, 8));
      g_unlink (journal);
      g_assert_true (g_file_set_contents (f->index_path, flipped, (gssize) length, NULL));
      index = gk_history_index_new (f->games_dir, f->index_path);
      g_assert_true (gk_history_index_open (index, &rebuild, &error));
      g_assert_no_error (error);
      /* Opened, the plays are listed before the rows' digests are read:
       * whatever a flip left, nothing breaks on the way. */
      g_free (csv_of (index));
      g_assert_true (gk_history_index_check_rows (index, NULL, &n_remade, &error));
      g_assert_no_error (error);
      csv = csv_of (index);
      if (g_strcmp0 (csv, expected) != 0)
        g_error ("flip %u at byte %" G_GSIZE_FORMAT ": the plays are not the files'", i, at);
      if (rebuild != GK_HISTORY_REBUILD_NONE || n_remade > 0)
        detected++;
    }
  g_test_message ("%u of %u flips were found and rebuilt; the others touched no play",
                  detected, N_FLIPS);
}

/* Deleted, truncated, made read-only or replaced by a folder while the app
 * runs: the next refresh notices, and the plays stay the files'. */
static void
test_changed_behind (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 4, 9, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *csv = NULL;

  g_assert_true (gk_history_index_open (index, NULL, &error));
  expected = csv_of (index);

  g_assert_cmpint (g_unlink (f->index_path), ==, 0);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_true (g_file_test (f->index_path, G_FILE_TEST_IS_REGULAR));
  csv = csv_of (index);
  g_assert_cmpstr (csv, ==, expected);
  g_assert_null (gk_history_index_get_problem (index));

  g_assert_cmpint (truncate (f->index_path, 1000), ==, 0);
  g_assert_true (gk_history_index_scan (index, &error));
  g_clear_pointer (&csv, g_free);
  csv = csv_of (index);
  g_assert_cmpstr (csv, ==, expected);

  /* A folder where the index should be: the plays are read into memory. */
  g_assert_cmpint (g_unlink (f->index_path), ==, 0);
  g_assert_cmpint (g_mkdir (f->index_path, 0700), ==, 0);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  g_assert_nonnull (gk_history_index_get_problem (index));
  g_clear_pointer (&csv, g_free);
  csv = csv_of (index);
  g_assert_cmpstr (csv, ==, expected);
  g_assert_cmpint (g_rmdir (f->index_path), ==, 0);

  /* Gone again: a fresh index in its place, and nothing to report. */
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_null (gk_history_index_get_problem (index));
}

static void
test_read_only (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 3, 13, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("run as root, for whom no file is read-only");
      return;
    }
  g_assert_true (gk_history_index_open (index, NULL, &error));
  g_assert_cmpint (g_chmod (f->index_path, 0400), ==, 0);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = gk_history_test_make_games (f->games_dir, 4, 13, BASE_TIME);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_nonnull (gk_history_index_get_problem (index));
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, 4);
}

/* Two files of one play (the same id, or the same content without one):
 * one play, the file written last. */
static void
test_copies (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 2, 17, BASE_TIME);
  g_autofree char *first = g_build_filename (f->games_dir, "game-000.ginkgo", NULL);
  g_autofree char *copy = g_build_filename (f->games_dir, "copy.ginkgo", NULL);
  g_autofree char *named = g_build_filename (f->games_dir, "named.ginkgo", NULL);
  g_autofree char *named_copy = g_build_filename (f->games_dir, "named copy.ginkgo", NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
  g_autoptr(GkPlayRecord) record = gk_play_record_new ();
  g_autoptr(GFile) named_file = g_file_new_for_path (named);
  g_autoptr(GFile) named_copy_file = g_file_new_for_path (named_copy);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  GkGame *game = g_ptr_array_index (games, 1);
  gboolean seen = FALSE;

  g_assert_true (g_file_get_contents (first, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  gk_history_test_touch (copy, BASE_TIME + 999999);

  record->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  gk_play_record_set_location (record, "first");
  gk_game_set_play (game, record);
  g_assert_true (gk_game_file_save (game, named_file, NULL));
  gk_history_test_touch (named, BASE_TIME + 10);
  gk_play_record_set_location (record, "written last");
  gk_game_set_play (game, record);
  g_assert_true (gk_game_file_save (game, named_copy_file, NULL));
  gk_history_test_touch (named_copy, BASE_TIME + 20);

  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  /* game-000 and its copy, game-001, named and its copy: three plays. */
  g_assert_cmpuint (plays->len, ==, 3);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      g_assert_cmpstr (play->file, !=, "game-000.ginkgo");
      g_assert_cmpstr (play->file, !=, "named.ginkgo");
      if (g_strcmp0 (play->id, record->id) == 0)
        {
          g_assert_cmpstr (play->file, ==, "named copy.ginkgo");
          g_assert_cmpstr (play->location, ==, "written last");
          g_assert_false (play->id_derived);
          seen = TRUE;
        }
    }
  g_assert_true (seen);
}

static void
refreshed (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  guint *done = user_data;

  g_assert_true (gk_history_index_refresh_finish (GK_HISTORY_INDEX (source), result, NULL));
  (*done)++;
}

static void
count (gpointer  instance,
       guint    *n)
{
  (*n)++;
}

/* In a worker: the caller gets control back at once; several refreshes
 * asked for together are answered, the plays follow. */
static void
test_async (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 6, 23, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
  guint done = 0;
  guint changed = 0;

  g_signal_connect (index, "changed", G_CALLBACK (count), &changed);
  gk_history_index_refresh_async (index, NULL, refreshed, &done);
  gk_history_index_refresh_async (index, NULL, refreshed, &done);
  gk_history_index_refresh_async (index, NULL, refreshed, &done);
  g_assert_false (gk_history_index_is_ready (index));
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, 0);
  while (done < 3)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gk_history_index_is_ready (index));
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, 6);
  g_assert_cmpuint (changed, >=, 1);

  /* A file dropped into the watched folder is seen without asking. */
  gk_history_index_watch (index);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = gk_history_test_make_games (f->games_dir, 7, 23, BASE_TIME);
  while (gk_history_index_get_n_plays (index) < 7)
    g_main_context_iteration (NULL, TRUE);
}

/* A damaged index whose fresh copy cannot be made (a folder in its place):
 * the plays are read into memory, and the index says why. */
static void
test_replace_refused (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 3, 29, BASE_TIME);
  g_autofree char *fresh = g_strconcat (f->index_path, ".new", NULL);
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (f->index_path, "not a database at all", -1, NULL));
  g_assert_cmpint (g_mkdir (fresh, 0700), ==, 0);
  index = gk_history_index_new (f->games_dir, f->index_path);
  g_assert_true (gk_history_index_open (index, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, 3);
  g_assert_nonnull (gk_history_index_get_problem (index));
  g_rmdir (fresh);
}

/* A first build of more files than one batch of rows holds, made by
 * several workers: every file gives its play, with its own rounds;
 * opened again, nothing is rebuilt or changed. */
static void
test_first_build (Fixture       *f,
                  gconstpointer  data)
{
  const guint n_games = 300;
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, n_games, 9, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
  g_autoptr(GkHistoryIndex) again = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *csv_again = NULL;
  GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_true (gk_history_index_open (index, &rebuild, NULL));
  g_assert_cmpint (rebuild, ==, GK_HISTORY_REBUILD_MISSING);
  plays = gk_history_index_list_plays (index, NULL);
  g_assert_cmpuint (plays->len, ==, n_games);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      guint n = (guint) g_ascii_strtoull (play->file + strlen ("game-"), NULL, 10);
      GkGame *game = g_ptr_array_index (games, n);

      g_assert_true (g_str_has_prefix (play->file, "game-"));
      g_assert_false (g_hash_table_contains (seen, play->file));
      g_hash_table_add (seen, play->file);
      g_assert_cmpuint (play->rounds, ==, gk_table_get_round (gk_game_get_table (game)));
    }
  csv = csv_of (index);

  again = gk_history_index_new (f->games_dir, f->index_path);
  rebuild = GK_HISTORY_REBUILD_MISSING;
  g_assert_true (gk_history_index_open (again, &rebuild, NULL));
  g_assert_cmpint (rebuild, ==, GK_HISTORY_REBUILD_NONE);
  csv_again = csv_of (again);
  g_assert_cmpstr (csv_again, ==, csv);
}

/* The index's own description of its table damaged so that it still
 * reads as a table, of other columns ("name" spelt "nbme"): the plays are
 * the files', the index rebuilt. */
static void
test_schema_text (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 6, 5, BASE_TIME);
  g_autofree char *expected = truth (f);
  g_autofree char *bytes = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;
  gsize length = 0;
  const char *words = "name BLOB PRIMARY KEY";
  char *column;

  {
    g_autoptr(GkHistoryIndex) first = gk_history_index_new (f->games_dir, f->index_path);

    g_assert_true (gk_history_index_open (first, NULL, NULL));
  }
  g_assert_true (g_file_get_contents (f->index_path, &bytes, &length, NULL));
  column = NULL;
  for (gsize at = 0; column == NULL && at + strlen (words) <= length; at++)
    if (memcmp (bytes + at, words, strlen (words)) == 0)
      column = bytes + at;
  g_assert_nonnull (column);
  column[1] = 'b';
  g_assert_true (g_file_set_contents (f->index_path, bytes, (gssize) length, NULL));

  index = gk_history_index_new (f->games_dir, f->index_path);
  g_assert_true (gk_history_index_open (index, &rebuild, &error));
  g_assert_no_error (error);
  g_assert_cmpint (rebuild, ==, GK_HISTORY_REBUILD_CORRUPT);
  g_assert_null (gk_history_index_get_problem (index));
  csv = csv_of (index);
  g_assert_cmpstr (csv, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/history-index/busy", test_busy);
  ADD ("/history-index/flips", test_flips);
  ADD ("/history-index/changed-behind", test_changed_behind);
  ADD ("/history-index/read-only", test_read_only);
  ADD ("/history-index/copies", test_copies);
  ADD ("/history-index/async", test_async);
  ADD ("/history-index/replace-refused", test_replace_refused);
  ADD ("/history-index/first-build", test_first_build);
  ADD ("/history-index/schema-text", test_schema_text);
#undef ADD

  return g_test_run ();
}
