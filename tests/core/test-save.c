/* test-save.c: saves that survive links, permissions, full disks and crashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "gk-core.h"
#include "gk-file-io-private.h"
#include "gk-test-util.h"

typedef struct
{
  char      *dir;
  GkGame    *game;
  char      *game_text;   /* what saving @game writes */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("gk-save-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_test_act (fixture->game, 0, "blue-1", NULL);
  fixture->game_text = gk_game_file_to_data (fixture->game, NULL);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *child = g_build_filename (path, name, NULL);

        if (g_file_test (child, G_FILE_TEST_IS_DIR) &&
            !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
          {
            g_chmod (child, 0755);
            remove_tree (child);
          }
        else
          g_unlink (child);
      }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  _gk_file_io_fail_writes_after (G_MAXSIZE);
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_assert_finalize_object (fixture->game);
  g_free (fixture->game_text);
}

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The names in @dir that look like our temporary files. */
static guint
count_temporaries (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (strstr (name, ".gk-save-") != NULL)
      n++;
  return n;
}

static void
save_ok (Fixture    *fixture,
         const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_game_file_save (fixture->game, file, &error));
  g_assert_no_error (error);
}

/* ---- the target ---- */

static void
test_new_file (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.ginkgo");
  g_autofree char *text = NULL;
  mode_t old_umask = umask (022);
  struct stat st;

  save_ok (fixture, path);
  umask (old_umask);

  text = read_file (path);
  g_assert_cmpstr (text, ==, fixture->game_text);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
}

static void
test_permissions_kept (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "private.ginkgo");
  g_autofree char *text = NULL;
  struct stat st;

  write_file (path, "old");
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  save_ok (fixture, path);

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  text = read_file (path);
  g_assert_cmpstr (text, ==, fixture->game_text);

  /* root saving someone else's game leaves it theirs */
  if (geteuid () == 0)
    {
      g_assert_cmpint (chown (path, 65534, 65534), ==, 0);
      save_ok (fixture, path);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpuint (st.st_uid, ==, 65534);
      g_assert_cmpuint (st.st_gid, ==, 65534);
    }

  /* and a group-readable one stays so */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  save_ok (fixture, path);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
}

static void
test_symlink_followed (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *real_dir = path_in (fixture, "real");
  g_autofree char *target = g_build_filename (real_dir, "game.ginkgo", NULL);
  g_autofree char *link = path_in (fixture, "link.ginkgo");
  g_autofree char *chain = path_in (fixture, "chain.ginkgo");
  g_autofree char *link_target = NULL;
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_cmpint (g_mkdir (real_dir, 0755), ==, 0);
  write_file (target, "old");
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  /* a relative link, and a link to that link */
  g_assert_cmpint (symlink ("real/game.ginkgo", link), ==, 0);
  g_assert_cmpint (symlink (link, chain), ==, 0);

  save_ok (fixture, chain);

  /* the links are still links, to the same place */
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (chain, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  link_target = g_file_read_link (link, NULL);
  g_assert_cmpstr (link_target, ==, "real/game.ginkgo");

  /* the real file has the new game, its mode, and no temporary file
   * was made beside the link */
  text = read_file (target);
  g_assert_cmpstr (text, ==, fixture->game_text);
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
  g_assert_cmpuint (count_temporaries (real_dir), ==, 0);
}

static void
test_dangling_symlink (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *link = path_in (fixture, "new-link.ginkgo");
  g_autofree char *target = path_in (fixture, "not-yet.ginkgo");
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_cmpint (symlink ("not-yet.ginkgo", link), ==, 0);
  save_ok (fixture, link);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = read_file (target);
  g_assert_cmpstr (text, ==, fixture->game_text);
}

static void
test_symlink_loop (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *a = path_in (fixture, "a.ginkgo");
  g_autofree char *b = path_in (fixture, "b.ginkgo");
  g_autoptr(GFile) file = g_file_new_for_path (a);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("b.ginkgo", a), ==, 0);
  g_assert_cmpint (symlink ("a.ginkgo", b), ==, 0);
  g_assert_false (gk_game_file_save (fixture->game, file, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_assert_nonnull (strstr (error->message, "a.ginkgo"));
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
}

/* ---- failures leave the old file and nothing else ---- */

static void
assert_failed_save_harmless (Fixture    *fixture,
                             const char *dir,
                             const char *path,
                             const char *reason)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_false (gk_game_file_save (fixture->game, file, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  /* the file and the reason */
  g_assert_nonnull (strstr (error->message, path));
  if (reason != NULL)
    g_assert_nonnull (strstr (error->message, reason));
  text = read_file (path);
  g_assert_cmpstr (text, ==, "old contents\n");
  g_assert_cmpuint (count_temporaries (dir), ==, 0);
}

static void
test_write_error (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.ginkgo");

  write_file (path, "old contents\n");
  /* the disk fills up at the first byte, then half-way */
  _gk_file_io_fail_writes_after (0);
  assert_failed_save_harmless (fixture, fixture->dir, path, g_strerror (ENOSPC));
  _gk_file_io_fail_writes_after (strlen (fixture->game_text) / 2);
  assert_failed_save_harmless (fixture, fixture->dir, path, g_strerror (ENOSPC));

  /* and once there is room again, the save goes through */
  _gk_file_io_fail_writes_after (G_MAXSIZE);
  save_ok (fixture, path);
}

/* A real full disk: a 64 KiB tmpfs (root only; skipped otherwise). */
static void
test_full_disk (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *mount_dir = path_in (fixture, "small");
  g_autofree char *path = g_build_filename (mount_dir, "game.ginkgo", NULL);
  g_autofree char *filler = g_build_filename (mount_dir, "filler", NULL);
  g_autofree char *block = g_strnfill (4096, 'x');
  FILE *fill;

  g_assert_cmpint (g_mkdir (mount_dir, 0755), ==, 0);
  if (geteuid () != 0 || mount ("tmpfs", mount_dir, "tmpfs", 0, "size=64k") != 0)
    {
      g_test_skip ("cannot mount a small tmpfs here (not root)");
      return;
    }

  write_file (path, "old contents\n");
  fill = g_fopen (filler, "w");
  g_assert_nonnull (fill);
  while (fwrite (block, 1, 4096, fill) == 4096 && fflush (fill) == 0)
    ;
  fclose (fill);

  assert_failed_save_harmless (fixture, mount_dir, path, g_strerror (ENOSPC));

  /* room again: the save works */
  g_unlink (filler);
  save_ok (fixture, path);
  g_assert_cmpuint (count_temporaries (mount_dir), ==, 0);

  g_assert_cmpint (umount2 (mount_dir, MNT_DETACH), ==, 0);
}

/* A read-only folder: a read-only mount for root (who ignores modes),
 * mode 0555 for anyone else. */
static void
test_read_only_folder (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *ro_dir = path_in (fixture, "ro");
  g_autofree char *path = g_build_filename (ro_dir, "game.ginkgo", NULL);
  gboolean mounted = FALSE;

  g_assert_cmpint (g_mkdir (ro_dir, 0755), ==, 0);
  if (geteuid () == 0)
    {
      if (mount ("tmpfs", ro_dir, "tmpfs", 0, "size=64k") != 0)
        {
          g_test_skip ("cannot mount a read-only folder here");
          return;
        }
      mounted = TRUE;
      write_file (path, "old contents\n");
      g_assert_cmpint (mount (NULL, ro_dir, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);
    }
  else
    {
      write_file (path, "old contents\n");
      g_assert_cmpint (g_chmod (ro_dir, 0555), ==, 0);
    }

  assert_failed_save_harmless (fixture, ro_dir, path, NULL);

  if (mounted)
    g_assert_cmpint (umount2 (ro_dir, MNT_DETACH), ==, 0);
  else
    g_chmod (ro_dir, 0755);
}

/* ---- what crashed saves left ---- */

static void
make_temporary (const char *path,
                gint64      age_seconds)
{
  struct utimbuf times;

  write_file (path, "<ginkgopolis");
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_seconds);
  g_assert_cmpint (utime (path, &times), ==, 0);
}

static void
test_leftovers_removed (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.ginkgo");
  g_autofree char *stale = path_in (fixture, ".game.ginkgo.gk-save-a1B2c3");
  g_autofree char *stale_other = path_in (fixture, ".other.ginkgo.gk-save-zzzzzz");
  g_autofree char *fresh = path_in (fixture, ".game.ginkgo.gk-save-FRESH1");
  g_autofree char *locked = path_in (fixture, ".game.ginkgo.gk-save-LOCKED");
  g_autofree char *backup = path_in (fixture, "game.ginkgo.backup");
  g_autofree char *visible = path_in (fixture, "game.ginkgo.gk-save-abcdef");
  g_autofree char *template = _gk_file_io_temp_template ("game.ginkgo");
  int fd;

  /* our own pattern */
  g_assert_cmpstr (template, ==, ".game.ginkgo.gk-save-XXXXXX");

  make_temporary (stale, 3600);
  make_temporary (stale_other, GK_FILE_STALE_SECONDS + 5);
  /* another save may be between creating and locking this one */
  make_temporary (fresh, 0);
  /* another save is writing this one right now */
  make_temporary (locked, 3600);
  fd = g_open (locked, O_RDONLY, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);
  /* the user's own files, whatever their age */
  make_temporary (backup, 3600);
  make_temporary (visible, 3600);

  save_ok (fixture, path);

  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (locked, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (visible, G_FILE_TEST_EXISTS));
  close (fd);

  /* once unlocked and old, the next save removes it */
  save_ok (fixture, path);
  g_assert_false (g_file_test (locked, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

/* A position goes through the same path. */
static void
test_position_save (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "position.ginkgo");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;

  write_file (path, "old contents\n");
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  _gk_file_io_fail_writes_after (10);
  g_assert_false (gk_position_save (gk_game_get_table (fixture->game), file, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_clear_error (&error);
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);

  _gk_file_io_fail_writes_after (G_MAXSIZE);
  g_assert_true (gk_position_save (gk_game_get_table (fixture->game), file, &error));
  g_assert_no_error (error);
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->position);
}

/* Many saves at once into one folder never remove each other's file. */
typedef struct
{
  Fixture *fixture;
  guint    index;
} SaverData;

static gpointer
saver_thread (gpointer data)
{
  SaverData *saver = data;
  g_autofree char *name = g_strdup_printf ("game-%u.ginkgo", saver->index);
  g_autofree char *path = path_in (saver->fixture, name);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!gk_file_save_atomically (file, saver->fixture->game_text,
                                    strlen (saver->fixture->game_text), &error))
        return g_strdup (error->message);
    }
  return NULL;
}

static void
test_concurrent_saves (Fixture       *fixture,
                       gconstpointer  data)
{
  SaverData savers[4];
  GThread *threads[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      savers[i].fixture = fixture;
      savers[i].index = i;
      threads[i] = g_thread_new ("saver", saver_thread, &savers[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      g_autofree char *failure = g_thread_join (threads[i]);

      g_assert_null (failure);
    }
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
}

/* A save killed at any moment leaves the old file or the new one, whole;
 * what the killed save left behind goes with a later save. */
static void
test_killed_saves (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.ginkgo");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GString) other = g_string_new (fixture->game_text);
  guint n_old = 0;
  guint n_new = 0;
  guint n_left;

  /* two versions of different lengths, so a mix of them would show */
  g_string_append (other, "<!-- a longer version -->\n");
  write_file (path, fixture->game_text);

  for (guint kill_round = 0; kill_round < 100; kill_round++)
    {
      g_autofree char *text = NULL;
      int status = 0;
      pid_t pid = fork ();

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          for (guint i = 0;; i++)
            {
              const char *version = i % 2 == 0 ? other->str : fixture->game_text;

              gk_file_save_atomically (file, version, strlen (version), NULL);
            }
        }
      g_usleep (g_rand_int_range (rand, 0, 5000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));

      text = read_file (path);
      if (g_str_equal (text, fixture->game_text))
        n_old++;
      else
        {
          g_assert_cmpstr (text, ==, other->str);
          n_new++;
        }
    }
  n_left = count_temporaries (fixture->dir);
  g_test_message ("100 kills: %u times the first version, %u the second, %u temporary "
                  "files left", n_old, n_new, n_left);

  /* the leftovers age, and the next save removes them */
  {
    g_autoptr(GDir) listing = g_dir_open (fixture->dir, 0, NULL);
    struct utimbuf times;
    const char *name;

    times.actime = times.modtime =
      (time_t) (g_get_real_time () / G_USEC_PER_SEC - GK_FILE_STALE_SECONDS - 1);
    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *leftover = path_in (fixture, name);

        g_assert_cmpint (utime (leftover, &times), ==, 0);
      }
  }
  save_ok (fixture, path);
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
}

/* ---- new files ---- */

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

/* A new file takes a free name, never another file's, with its bytes and
 * the time asked for. */
static void
test_create_new (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autofree char *taken = path_in (fixture, "evening.ginkgo");
  g_autoptr(GDateTime) when = g_date_time_new_utc (2025, 3, 1, 20, 15, 30.25);
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first_path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *second_name = NULL;
  g_autofree char *text = NULL;

  write_file (taken, "someone else's\n");
  first = gk_file_create_new (folder, "evening.ginkgo", fixture->game_text,
                              strlen (fixture->game_text), when, &error);
  g_assert_no_error (error);
  first_path = g_file_get_path (first);
  expected = path_in (fixture, "evening-2.ginkgo");
  g_assert_cmpstr (first_path, ==, expected);
  text = read_file (taken);
  g_assert_cmpstr (text, ==, "someone else's\n");
  g_free (text);
  text = read_file (first_path);
  g_assert_cmpstr (text, ==, fixture->game_text);

  info = g_file_query_info (first, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                            G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC, G_FILE_QUERY_INFO_NONE,
                            NULL, &error);
  g_assert_no_error (error);
  modified = g_file_info_get_modification_date_time (info);
  g_assert_cmpint (g_date_time_to_unix (modified), ==, g_date_time_to_unix (when));
  g_assert_cmpint (g_date_time_get_microsecond (modified), ==, 250000);

  second = gk_file_create_new (folder, "evening.ginkgo", "x", 1, NULL, &error);
  g_assert_no_error (error);
  second_name = g_file_get_basename (second);
  g_assert_cmpstr (second_name, ==, "evening-3.ginkgo");
  g_assert_cmpuint (count_temporaries (fixture->dir), ==, 0);
}

/* A name no file system takes is shortened, a character never cut. */
static void
test_create_new_long_name (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *base = NULL;
  g_autofree char *again_base = NULL;

  for (guint i = 0; i < 200; i++)
    g_string_append (name, "é");
  g_string_append (name, ".ginkgo");
  file = gk_file_create_new (folder, name->str, "x", 1, NULL, &error);
  g_assert_no_error (error);
  base = g_file_get_basename (file);
  g_assert_cmpuint (strlen (base), <=, 255);
  g_assert_true (g_str_has_prefix (base, "éé"));
  g_assert_true (g_str_has_suffix (base, "é.ginkgo"));
  g_assert_true (g_utf8_validate (base, -1, NULL));

  again = gk_file_create_new (folder, name->str, "y", 1, NULL, &error);
  g_assert_no_error (error);
  again_base = g_file_get_basename (again);
  g_assert_true (g_str_has_suffix (again_base, "é-2.ginkgo"));
  g_assert_cmpuint (count_files (fixture->dir), ==, 2);
}

/* A file that cannot be written whole is not there at all. */
static void
test_create_new_full_disk (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  _gk_file_io_fail_writes_after (10);
  file = gk_file_create_new (folder, "game.ginkgo", fixture->game_text,
                             strlen (fixture->game_text), NULL, &error);
  g_assert_null (file);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_assert_cmpuint (count_files (fixture->dir), ==, 0);
}

/* Killed at any moment, a new file is whole or is not there: never empty,
 * never cut. */
/* The child's side of create-new-killed: new files without end, one byte
 * to @report_fd after each has its name. */
static void G_GNUC_NORETURN
create_forever (Fixture *fixture,
                GFile   *folder,
                int      report_fd)
{
  for (;;)
    {
      GFile *made = gk_file_create_new (folder, "game.ginkgo", fixture->game_text,
                                        strlen (fixture->game_text), NULL, NULL);

      if (made == NULL || write (report_fd, "+", 1) != 1)
        _exit (1);
      g_object_unref (made);
    }
}

/* How many bytes @fd holds until its end. */
static guint
count_reports (int fd)
{
  char buffer[256];
  guint n = 0;
  gssize got;

  while ((got = read (fd, buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR))
    n += MAX (got, 0);
  return n;
}

/* Killed at any moment, a process making new files leaves each file it
 * was told about whole under its name, at most the one being linked
 * besides, and never a torn or empty one.  The kill comes at a random
 * moment after the first file was made, however slow the machine. */
static void
test_create_new_killed (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GDir) listing = NULL;
  guint n_reported = 0;
  guint n_files = 0;
  const guint n_kills = 50;
  const char *name;

  for (guint kill_round = 0; kill_round < n_kills; kill_round++)
    {
      int status = 0;
      int report[2];
      char first;
      pid_t pid;

      g_assert_cmpint (pipe (report), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (report[0]);
          create_forever (fixture, folder, report[1]);
        }
      close (report[1]);
      /* Wait for the first file, then let it run a random while. */
      g_assert_cmpint (read (report[0], &first, 1), ==, 1);
      g_usleep (g_rand_int_range (rand, 0, 3000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      n_reported += 1 + count_reports (report[0]);
      close (report[0]);
    }

  listing = g_dir_open (fixture->dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = path_in (fixture, name);
      g_autofree char *text = NULL;

      if (name[0] == '.')
        continue;
      text = read_file (path);
      g_assert_cmpstr (text, ==, fixture->game_text);
      n_files++;
    }
  g_test_message ("%u kills: %u files made, %u reported before the kill, each whole",
                  n_kills, n_files, n_reported);
  /* Every file reported is there; each kill may have cut one short
   * between its name and its report, never more. */
  g_assert_cmpuint (n_files, >=, n_reported);
  g_assert_cmpuint (n_files, <=, n_reported + n_kills);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/save/new-file", test_new_file);
  ADD ("/save/permissions-kept", test_permissions_kept);
  ADD ("/save/symlink-followed", test_symlink_followed);
  ADD ("/save/dangling-symlink", test_dangling_symlink);
  ADD ("/save/symlink-loop", test_symlink_loop);
  ADD ("/save/write-error", test_write_error);
  ADD ("/save/full-disk", test_full_disk);
  ADD ("/save/read-only-folder", test_read_only_folder);
  ADD ("/save/leftovers-removed", test_leftovers_removed);
  ADD ("/save/position", test_position_save);
  ADD ("/save/concurrent", test_concurrent_saves);
  ADD ("/save/killed", test_killed_saves);
  ADD ("/save/create-new", test_create_new);
  ADD ("/save/create-new-long-name", test_create_new_long_name);
  ADD ("/save/create-new-full-disk", test_create_new_full_disk);
  ADD ("/save/create-new-killed", test_create_new_killed);

#undef ADD

  return g_test_run ();
}
