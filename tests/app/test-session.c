/* test-session.c: sessions without a display: each game in its own file,
 * two sessions never write one file, a file opened while a game is
 * tracked, failed saves (an unwritable folder, an injected write error,
 * a symbolic link) that lose nothing and say why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "gk-app-test-util.h"

static char *
contents_of (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

static void
test_two_sessions (void)
{
  g_autoptr(GkSession) first = NULL;
  g_autoptr(GkSession) second = NULL;
  g_autoptr(GkGame) anna = gk_app_test_new_game ("Anna");
  g_autoptr(GkGame) zoe = gk_app_test_new_game ("Zoé");
  GFile *anna_file, *zoe_file;

  gk_app_test_clear_data ();
  first = gk_session_new (NULL);
  second = gk_session_new (NULL);
  gk_session_start_game (first, anna);
  gk_session_start_game (second, zoe);
  /* The first save makes each file, with the game in it: never empty. */
  g_assert_null (gk_session_get_file (first));
  gk_session_flush (first);
  gk_session_flush (second);
  anna_file = gk_session_get_file (first);
  zoe_file = gk_session_get_file (second);
  g_assert_false (g_file_equal (anna_file, zoe_file));

  /* Moves in each, interleaved. */
  gk_app_test_play (anna);
  gk_app_test_play (zoe);
  gk_app_test_play (anna);
  gk_app_test_play (anna);
  gk_session_undo (first);
  gk_session_flush (first);
  gk_session_flush (second);

  g_assert_cmpuint (gk_app_test_moves_in (anna_file), ==, 2);
  g_assert_cmpuint (gk_app_test_moves_in (zoe_file), ==, 1);
  {
    g_autofree char *anna_data = contents_of (anna_file);
    g_autofree char *zoe_data = contents_of (zoe_file);

    g_assert_nonnull (strstr (anna_data, "Anna"));
    g_assert_null (strstr (anna_data, "Zoé"));
    g_assert_nonnull (strstr (zoe_data, "Zoé"));
    g_assert_null (strstr (zoe_data, "Anna"));
  }
  gk_session_redo (first);
  gk_session_flush (first);
  g_assert_cmpuint (gk_app_test_moves_in (anna_file), ==, 3);
  g_assert_true (gk_session_is_saved (first));
}

static void
count_present (GkSession *session,
               guint     *count)
{
  (*count)++;
}

static void
test_open_elsewhere (void)
{
  g_autoptr(GkSession) first = NULL;
  g_autoptr(GkSession) second = NULL;
  g_autoptr(GkGame) tracked = gk_app_test_new_game ("Anna");
  g_autoptr(GkGame) old = gk_app_test_new_game ("Olga");
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "old.ginkgo", NULL);
  g_autoptr(GFile) old_file = g_file_new_for_path (path);
  g_autoptr(GFile) tracked_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint presented = 0;

  gk_app_test_clear_data ();
  gk_app_test_play (old);
  g_assert_true (gk_game_file_save (old, old_file, NULL));
  before = contents_of (old_file);

  first = gk_session_new (NULL);
  second = gk_session_new (NULL);
  g_signal_connect (first, "present", G_CALLBACK (count_present), &presented);
  gk_session_start_game (first, tracked);
  gk_app_test_play (tracked);
  gk_session_flush (first);
  tracked_file = g_object_ref (gk_session_get_file (first));

  /* Opening a saved file while a game is tracked: both files intact. */
  error = gk_app_test_open (first, old_file);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (gk_session_get_file (first), old_file));
  g_assert_cmpuint (gk_app_test_moves_in (tracked_file), ==, 1);
  after = contents_of (old_file);
  g_assert_cmpstr (after, ==, before);
  /* Both are in the library. */
  entries = gk_library_list (gk_session_get_library (first), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 2);

  /* The other session cannot open it: the one that has it presents itself. */
  error = gk_app_test_open (second, old_file);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_cmpuint (presented, ==, 1);
  g_assert_null (gk_session_get_game (second));

  /* Its moves go back to its own file. */
  gk_app_test_play (gk_session_get_game (first));
  gk_session_flush (first);
  g_assert_cmpuint (gk_app_test_moves_in (old_file), ==, 2);
  g_assert_cmpuint (gk_app_test_moves_in (tracked_file), ==, 1);

  /* Let go of, the other session may have it. */
  gk_session_close (first);
  error = gk_app_test_open (second, old_file);
  g_assert_no_error (error);
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (second)), ==, 2);
}

/* The write error a full disk gives, injected: no file may grow past @size. */
static void
limit_file_size (rlim_t size)
{
  struct rlimit limit;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = size;

  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
}

static void
test_write_error (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GFile) file = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  struct rlimit saved;

  gk_app_test_clear_data ();
  session = gk_session_new (NULL);
  gk_session_start_game (session, game);
  gk_app_test_play (game);
  gk_session_flush (session);
  file = g_object_ref (gk_session_get_file (session));
  before = contents_of (file);

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  limit_file_size (1024);
  gk_app_test_play (game);
  gk_session_flush (session);
  /* The reason is known, the old file is as it was, no temporary is left. */
  g_assert_nonnull (gk_session_get_save_error (session));
  g_test_message ("reason: %s", gk_session_get_save_error (session)->message);
  g_assert_false (gk_session_is_saved (session));
  after = contents_of (file);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (gk_app_test_n_other_files (gk_library_get_folder (gk_session_get_library (session))),
                    ==, 0);
  /* Play goes on in memory. */
  gk_app_test_play (game);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, 3);

  /* Room again: the next save holds every move, and the reason is gone. */
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  gk_session_retry_save (session);
  gk_session_flush (session);
  g_assert_null (gk_session_get_save_error (session));
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 3);
}

static void
test_unwritable_library (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GFile) folder = gk_library_get_default_folder ();
  g_autofree char *folder_path = g_file_get_path (folder);
  g_autofree char *parent_path = g_path_get_dirname (folder_path);

  /* A file where the library's folder should be. */
  gk_app_test_clear_data ();
  g_assert_cmpint (g_mkdir_with_parents (parent_path, 0755), ==, 0);
  g_assert_true (g_file_set_contents (folder_path, "", 0, NULL));

  session = gk_session_new (NULL);
  gk_session_start_game (session, game);
  gk_session_flush (session);
  g_assert_nonnull (gk_session_get_save_error (session));
  g_assert_nonnull (strstr (gk_session_get_save_error (session)->message, folder_path));
  g_assert_null (gk_session_get_file (session));
  gk_app_test_play (game);
  gk_session_flush (session);
  g_assert_cmpuint (gk_game_get_cursor (game), ==, 1);

  g_assert_cmpint (g_unlink (folder_path), ==, 0);
  gk_session_retry_save (session);
  gk_session_flush (session);
  g_assert_null (gk_session_get_save_error (session));
  g_assert_cmpuint (gk_app_test_moves_in (gk_session_get_file (session)), ==, 1);
}

/* A game opened from a file that cannot be written any more goes on in a
 * copy in the library; the user is told which file and why; the old file
 * is unchanged and no temporary file is left beside it.  @block makes
 * @dir unwritable and returns where the old file can be read now, or NULL
 * when it cannot make it so. */
static void
check_fallback (char *(*block) (const char *dir, const char *path))
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "shelf", NULL);
  g_autofree char *path = g_build_filename (dir, "game.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) old = NULL;
  g_autoptr(GFile) old_folder = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *old_path = NULL;
  GFile *copy;

  gk_app_test_clear_data ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  gk_app_test_play (game);
  g_assert_true (gk_game_file_save (game, file, NULL));
  before = contents_of (file);

  session = gk_session_new (NULL);
  error = gk_app_test_open (session, file);
  g_assert_no_error (error);
  old_path = block (dir, path);
  if (old_path == NULL)
    {
      g_test_skip ("this user writes in read-only folders (root)");
      return;
    }
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);

  copy = gk_session_get_file (session);
  g_assert_false (g_file_equal (copy, file));
  g_assert_true (g_file_has_parent (copy, gk_library_get_folder (gk_session_get_library (session))));
  g_assert_cmpuint (gk_app_test_moves_in (copy), ==, 2);
  g_assert_null (gk_session_get_save_error (session));
  notice = gk_session_take_notice (session);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, path));
  old = g_file_new_for_path (old_path);
  after = contents_of (old);
  g_assert_cmpstr (after, ==, before);
  old_folder = g_file_get_parent (old);
  g_assert_cmpuint (gk_app_test_n_other_files (old_folder), ==, 0);
  /* The next moves go to the copy. */
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_cmpuint (gk_app_test_moves_in (copy), ==, 3);
  g_chmod (dir, 0755);
}

static char *
block_read_only (const char *dir,
                 const char *path)
{
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);

  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  if (g_file_set_contents (probe, "", 0, NULL))
    {
      g_unlink (probe);
      g_chmod (dir, 0755);
      return NULL;
    }
  return g_strdup (path);
}

/* The folder taken away (a removed drive) and a file in its place. */
static char *
block_folder_gone (const char *dir,
                   const char *path)
{
  g_autofree char *moved = g_strconcat (dir, "-moved", NULL);
  g_autofree char *name = g_path_get_basename (path);

  g_assert_cmpint (g_rename (dir, moved), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
  return g_build_filename (moved, name, NULL);
}

static void
test_read_only_folder (void)
{
  check_fallback (block_read_only);
}

static void
test_folder_gone (void)
{
  check_fallback (block_folder_gone);
}

/* ---- a game file that is a symbolic link ---- */

static void
test_symlink (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autofree char *real_dir = g_build_filename (g_get_user_data_dir (), "real", NULL);
  g_autofree char *real = g_build_filename (real_dir, "target.ginkgo", NULL);
  g_autofree char *link = g_build_filename (g_get_user_data_dir (), "link.ginkgo", NULL);
  g_autoptr(GFile) real_file = g_file_new_for_path (real);
  g_autoptr(GFile) link_file = g_file_new_for_path (link);
  g_autoptr(GFile) real_folder = g_file_new_for_path (real_dir);
  g_autoptr(GFile) link_folder = g_file_new_for_path (g_get_user_data_dir ());
  g_autoptr(GError) error = NULL;

  gk_app_test_clear_data ();
  g_assert_cmpint (g_mkdir_with_parents (real_dir, 0755), ==, 0);
  g_assert_true (gk_game_file_save (game, real_file, NULL));
  g_assert_cmpint (symlink (real, link), ==, 0);

  session = gk_session_new (NULL);
  error = gk_app_test_open (session, link_file);
  g_assert_no_error (error);
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_null (gk_session_get_save_error (session));

  /* The link stays a link; the file it points to holds the move. */
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpuint (gk_app_test_moves_in (real_file), ==, 1);
  g_assert_cmpuint (gk_app_test_n_other_files (real_folder), ==, 0);
}

/* A link whose target's folder is taken away: the save fails through the
 * link, the game goes on in the library, the user is told. */
static char *
block_link_target (const char *dir,
                   const char *path)
{
  g_autofree char *real_dir = g_strconcat (dir, "-real", NULL);
  g_autofree char *moved = g_strconcat (dir, "-real-moved", NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *real = g_build_filename (real_dir, name, NULL);

  /* Until now @path was a plain file: move it behind a link first. */
  g_assert_cmpint (g_mkdir_with_parents (real_dir, 0755), ==, 0);
  g_assert_cmpint (g_rename (path, real), ==, 0);
  g_assert_cmpint (symlink (real, path), ==, 0);
  g_assert_cmpint (g_rename (real_dir, moved), ==, 0);
  g_assert_true (g_file_set_contents (real_dir, "", 0, NULL));
  return g_build_filename (moved, name, NULL);
}

static void
test_symlink_blocked (void)
{
  check_fallback (block_link_target);
}

/* ---- preconditions ---- */

static void
test_preconditions (void)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  GkLibrary *library = gk_session_get_library (session);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*GK_IS_GAME*");
  gk_session_start_game (session, NULL);
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*G_IS_FILE*");
  g_assert_false (gk_session_save_as (session, NULL, NULL, NULL));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*G_IS_FILE*");
  g_assert_false (gk_library_claim (library, NULL, G_OBJECT (session)));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*token != NULL*");
  g_assert_false (gk_library_restore (library, NULL, NULL));
  g_test_assert_expected_messages ();
  g_assert_null (gk_session_get_game (session));
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/session/two-sessions", test_two_sessions);
  g_test_add_func ("/session/open-elsewhere", test_open_elsewhere);
  g_test_add_func ("/session/write-error", test_write_error);
  g_test_add_func ("/session/unwritable-library", test_unwritable_library);
  g_test_add_func ("/session/read-only-folder", test_read_only_folder);
  g_test_add_func ("/session/folder-gone", test_folder_gone);
  g_test_add_func ("/session/symlink", test_symlink);
  g_test_add_func ("/session/symlink-blocked", test_symlink_blocked);
  g_test_add_func ("/session/preconditions", test_preconditions);

  return g_test_run ();
}
