/* test-writers.c: one writer per game file, with real processes
 *
 * A second process (gk-writer-child, another data folder: no session bus,
 * no single instance) that opens a game another one plays gets it
 * read-only and learns who has it; the lock of a process that was killed
 * is not held.  A file another program replaced while it was open (as a
 * folder sync does) is never written over: the session says so, and keeps
 * their version or both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "gk-app-test-util.h"

static char *child_path;

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
  char             *data;    /* its own user data folder */
} Child;

static Child *
child_start (const char *first,
             ...) G_GNUC_NULL_TERMINATED;

static Child *
child_start (const char *first,
             ...)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDIN_PIPE);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  Child *child = g_new0 (Child, 1);
  va_list ap;

  child->data = g_dir_make_tmp ("gk-writer-XXXXXX", &error);
  g_assert_no_error (error);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", child->data, TRUE);
  /* No session bus: nothing makes the two processes one application. */
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  g_ptr_array_add (args, child_path);
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  child->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata,
                                                 &error);
  g_assert_no_error (error);
  child->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child->process));
  child->in = g_subprocess_get_stdin_pipe (child->process);
  return child;
}

static char *
child_read_line (Child *child)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (child->out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

static void
child_say (Child      *child,
           const char *line)
{
  g_autoptr(GError) error = NULL;

  g_output_stream_write_all (child->in, line, strlen (line), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (child->in, NULL, &error);
  g_assert_no_error (error);
}

static void
child_wait_free (Child *child)
{
  g_subprocess_wait (child->process, NULL, NULL);
  g_object_unref (child->out);
  g_object_unref (child->process);
  gk_app_test_remove_tree (child->data);
  g_free (child->data);
  g_free (child);
}

static void
open_file (GkSession *session,
           GFile     *file)
{
  g_autoptr(GError) error = gk_app_test_open (session, file);

  g_assert_no_error (error);
}

static void
wait_idle (GkSession *session)
{
  while (gk_session_is_saving (session))
    g_main_context_iteration (NULL, TRUE);
}

static char *
contents_of (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

static void
assert_contents (GFile      *file,
                 const char *expected)
{
  g_autofree char *contents = contents_of (file);

  g_assert_cmpstr (contents, ==, expected);
}

/* A game of Anna's with @n_moves moves, in a file of its own. */
static GFile *
game_file (const char *name,
           const char *first_name,
           guint       n_moves)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autoptr(GkGame) game = gk_app_test_new_game (first_name);
  GFile *file = g_file_new_for_path (path);

  for (guint i = 0; i < n_moves; i++)
    gk_app_test_play (game);
  g_assert_true (gk_game_file_save (game, file, NULL));
  return file;
}

static char *
lock_path (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strconcat (".", base, ".lock", NULL);

  return g_build_filename (dir, name, NULL);
}

/* ---- the lock ---- */

/* A game another process plays is opened read-only, saying who has it; it
 * is its again once that process lets go. */
static void
test_second_process (void)
{
  g_autoptr(GFile) file = game_file ("shared.ginkgo", "Anna", 1);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *lock = lock_path (file);
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autofree char *line = NULL;
  g_autofree char *pid_text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Child *child;

  child = child_start ("hold", path, NULL);
  line = child_read_line (child);
  g_assert_cmpstr (line, ==, "holding");
  g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));

  open_file (session, file);
  g_assert_true (gk_session_is_played_elsewhere (session));
  g_test_message ("held by %s", gk_session_get_holder (session));
  pid_text = g_strdup_printf ("process %s", g_subprocess_get_identifier (child->process));
  g_assert_nonnull (strstr (gk_session_get_holder (session), pid_text));
  g_assert_nonnull (strstr (gk_session_get_holder (session), g_get_host_name ()));
  g_assert_nonnull (strstr (gk_session_get_holder (session), g_get_user_name ()));

  /* The other process plays on; nothing here writes its file. */
  before = contents_of (file);
  gk_session_retry_save (session);
  gk_session_flush (session);
  assert_contents (file, before);
  {
    /* Nor the play's details: they are refused, with who has the file. */
    g_autoptr(GkPlayRecord) play = gk_play_record_copy (gk_session_get_play (session));
    g_autoptr(GError) error = NULL;

    gk_play_record_set_location (play, "somewhere else");
    g_assert_false (gk_session_set_play (session, play, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
    g_assert_nonnull (strstr (error->message, pid_text));
    assert_contents (file, before);
  }
  child_say (child, "play\n");
  g_free (line);
  line = child_read_line (child);
  g_assert_cmpstr (line, ==, "played 2");
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 2);

  /* It lets go: its lock is gone, the game can be played here. */
  child_say (child, "quit\n");
  child_wait_free (child);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  gk_session_reload (session);
  wait_idle (session);
  g_assert_false (gk_session_is_played_elsewhere (session));
  g_assert_null (gk_session_get_holder (session));
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (session)), ==, 2);
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 3);
  after = contents_of (file);
  g_assert_cmpstr (after, !=, before);

  /* And the other way round: a second process gets it read-only. */
  child = child_start ("hold", path, NULL);
  g_free (line);
  line = child_read_line (child);
  g_assert_true (g_str_has_prefix (line, "read-only "));
  g_assert_nonnull (strstr (line, g_get_host_name ()));
  child_say (child, "quit\n");
  child_wait_free (child);
}

/* The lock of a process that was killed is not held. */
static void
test_dead_holder (void)
{
  g_autoptr(GFile) file = game_file ("killed.ginkgo", "Anna", 1);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *lock = lock_path (file);
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autofree char *line = NULL;
  Child *child;

  child = child_start ("hold", path, NULL);
  line = child_read_line (child);
  g_assert_cmpstr (line, ==, "holding");
  g_subprocess_send_signal (child->process, SIGKILL);
  child_wait_free (child);
  /* what it left behind stays, but holds nothing */
  g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));

  open_file (session, file);
  g_assert_false (gk_session_is_played_elsewhere (session));
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_null (gk_session_get_save_error (session));
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 2);
}

/* ---- a file changed behind the session's back ---- */

/* Opens @name (a game of 1 move), plays a move, then another program puts
 * @theirs in its place and a move more is played: nothing is written. */
static GkSession *
changed_behind (GFile  *file,
                GFile  *theirs)
{
  GkSession *session = gk_session_new (NULL);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *their_path = g_file_get_path (theirs);
  g_autofree char *their_bytes = contents_of (theirs);
  g_autofree char *line = NULL;
  Child *writer;

  open_file (session, file);
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 2);

  writer = child_start ("write", path, their_path, NULL);
  line = child_read_line (writer);
  g_assert_cmpstr (line, ==, "written");
  child_wait_free (writer);

  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_true (gk_session_has_conflict (session));
  g_assert_false (gk_session_is_saved (session));
  g_assert_null (gk_session_get_save_error (session));
  /* their bytes, untouched */
  assert_contents (file, their_bytes);
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (session)), ==, 3);
  return session;
}

static void
test_changed_keep_both (void)
{
  g_autoptr(GFile) file = game_file ("both.ginkgo", "Anna", 1);
  g_autoptr(GFile) theirs = game_file ("zoe.ginkgo", "Zoé", 4);
  g_autofree char *their_bytes = contents_of (theirs);
  g_autoptr(GkSession) session = changed_behind (file, theirs);
  g_autofree char *notice = NULL;
  g_autofree char *name = NULL;
  GFile *mine;

  gk_session_resolve_conflict (session, GK_SESSION_KEEP_BOTH);
  wait_idle (session);
  g_assert_false (gk_session_has_conflict (session));
  mine = gk_session_get_file (session);
  name = g_file_get_basename (mine);
  g_assert_cmpstr (name, ==, "both-2.ginkgo");
  g_assert_cmpuint (gk_app_test_moves_in (mine), ==, 3);
  assert_contents (file, their_bytes);
  notice = gk_session_take_notice (session);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "both-2.ginkgo"));
  g_assert_nonnull (strstr (notice, "both.ginkgo"));

  /* Play goes on in our file, theirs is left alone. */
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_true (gk_session_is_saved (session));
  g_assert_cmpuint (gk_app_test_moves_in (mine), ==, 4);
  assert_contents (file, their_bytes);
}

static void
test_changed_keep_theirs (void)
{
  g_autoptr(GFile) file = game_file ("theirs.ginkgo", "Anna", 1);
  g_autoptr(GFile) theirs = game_file ("zoe2.ginkgo", "Zoé", 4);
  g_autoptr(GkSession) session = changed_behind (file, theirs);
  const GkSetup *setup;

  gk_session_resolve_conflict (session, GK_SESSION_KEEP_THEIRS);
  wait_idle (session);
  g_assert_false (gk_session_has_conflict (session));
  g_assert_true (g_file_equal (gk_session_get_file (session), file));
  setup = gk_game_get_setup (gk_session_get_game (session));
  g_assert_cmpstr (setup->players[0].name, ==, "Zoé");
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (session)), ==, 4);

  /* Saves go on into their file, from their version. */
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_true (gk_session_is_saved (session));
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 5);
}

/* The same game in other bytes (a sync wrote it back, an editor added a
 * comment): kept once, not twice. */
static void
test_changed_same_game (void)
{
  g_autoptr(GFile) file = game_file ("same.ginkgo", "Anna", 1);
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *copy_path = g_build_filename (g_get_user_data_dir (), "commented.ginkgo", NULL);
  g_autofree char *line = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *commented = NULL;
  g_autofree char *folder = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  Child *writer;

  open_file (session, file);
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  /* a comment before <setup>: the same game */
  ours = contents_of (file);
  {
    const char *at = strstr (ours, "<setup");

    commented = g_strdup_printf ("%.*s<!-- kept by the sync -->\n  %s", (int) (at - ours), ours,
                                 at);
  }
  g_assert_true (g_file_set_contents (copy_path, commented, -1, NULL));
  writer = child_start ("write", path, copy_path, NULL);
  line = child_read_line (writer);
  g_assert_cmpstr (line, ==, "written");
  child_wait_free (writer);

  /* Saved again with nothing new: the bytes differ, the game does not. */
  gk_session_retry_save (session);
  gk_session_flush (session);
  g_assert_true (gk_session_has_conflict (session));
  gk_session_resolve_conflict (session, GK_SESSION_KEEP_BOTH);
  wait_idle (session);
  g_assert_false (gk_session_has_conflict (session));
  g_assert_true (g_file_equal (gk_session_get_file (session), file));
  g_assert_null (gk_session_take_notice (session));

  /* One file for the game: no copy beside it. */
  folder = g_path_get_dirname (path);
  dir = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_false (g_str_has_prefix (name, "same-"));
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  g_assert_true (gk_session_is_saved (session));
  g_assert_cmpuint (gk_app_test_moves_in (file), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  child_path = g_test_build_filename (G_TEST_BUILT, "app", "gk-writer-child", NULL);
  g_test_add_func ("/writers/second-process", test_second_process);
  g_test_add_func ("/writers/dead-holder", test_dead_holder);
  g_test_add_func ("/writers/changed-keep-both", test_changed_keep_both);
  g_test_add_func ("/writers/changed-keep-theirs", test_changed_keep_theirs);
  g_test_add_func ("/writers/changed-same-game", test_changed_same_game);

  return g_test_run ();
}
