/* gk-game-lock.c: one process at a time writes a game file
 *
 * The lock file may be removed by its holder when it lets go, and taken
 * again meanwhile by another process: after its flock() succeeds, a taker
 * checks that the name still leads to the file it locked, and starts over
 * when it does not, so two processes never both hold "the" lock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-game-lock.h"

#define MAX_ATTEMPTS 10
#define MAX_HOLDER_BYTES 1024

struct _GkGameLock
{
  char *path;     /* NULL: a lock that holds nothing */
  int   fd;
};

static char *
lock_path_of (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;

  if (path == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  /* Hidden, and not a .ginkgo name: the library never lists it. */
  name = g_strconcat (".", base, ".lock", NULL);
  return g_build_filename (dir, name, NULL);
}

/* Who holds it, as written in the lock file: "key=value" lines. */
static char *
describe_holder (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  const char *user = NULL;
  const char *real_name = NULL;
  const char *host = NULL;
  const char *pid = NULL;
  g_autofree char *who = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "user="))
        user = lines[i] + strlen ("user=");
      else if (g_str_has_prefix (lines[i], "name="))
        real_name = lines[i] + strlen ("name=");
      else if (g_str_has_prefix (lines[i], "host="))
        host = lines[i] + strlen ("host=");
      else if (g_str_has_prefix (lines[i], "pid="))
        pid = lines[i] + strlen ("pid=");
    }
  if (user == NULL || host == NULL || pid == NULL)
    /* Taken a moment ago: its holder has not written its name yet. */
    return g_strdup (_("another Ginkgo Companion"));

  if (real_name != NULL && *real_name != '\0' && g_strcmp0 (real_name, user) != 0)
    who = g_strdup_printf ("%s (%s)", real_name, user);
  else
    who = g_strdup (user);
  /* TRANSLATORS: who has a game open: a person (“Anna Kovács (anna)”), the
   * computer's name, and the number of the program's process */
  return g_strdup_printf (_("%s on the computer “%s”, process %s"), who, host, pid);
}

static char *
read_holder (int fd)
{
  char buffer[MAX_HOLDER_BYTES + 1];
  gssize n = pread (fd, buffer, MAX_HOLDER_BYTES, 0);

  if (n < 0)
    n = 0;
  buffer[n] = '\0';
  if (!g_utf8_validate (buffer, -1, NULL))
    return describe_holder ("");
  return describe_holder (buffer);
}

static void
write_holder (int fd)
{
  g_autofree char *text = NULL;
  const char *real_name = g_get_real_name ();

  /* One line each: no line breaks inside a value. */
  text = g_strdup_printf ("user=%s\nname=%s\nhost=%s\npid=%d\n", g_get_user_name (),
                          strchr (real_name, '\n') == NULL ? real_name : "",
                          g_get_host_name (), (int) getpid ());
  if (ftruncate (fd, 0) != 0 || pwrite (fd, text, strlen (text), 0) < 0)
    {
      /* The lock holds all the same; others only learn less about it. */
    }
}

static GkGameLock *
lock_new (char *path,
          int   fd)
{
  GkGameLock *lock = g_new0 (GkGameLock, 1);

  lock->path = path;
  lock->fd = fd;
  return lock;
}

GkGameLock *
gk_game_lock_acquire (GFile  *file,
                      char  **holder)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = lock_path_of (file);
  if (path == NULL)
    return lock_new (NULL, -1);

  for (guint attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
    {
      struct stat locked, named;
      int fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0644);

      if (fd < 0)
        /* No lock can be made here (a read-only folder, a link in the
         * way): nobody else can take one either. */
        return lock_new (NULL, -1);
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          if (errno == EWOULDBLOCK)
            {
              if (holder != NULL)
                *holder = read_holder (fd);
              close (fd);
              return NULL;
            }
          close (fd);
          return lock_new (NULL, -1);
        }
      /* Still the file of that name?  Its holder may have removed it
       * between our open() and our flock(). */
      if (fstat (fd, &locked) == 0 && g_stat (path, &named) == 0 &&
          locked.st_dev == named.st_dev && locked.st_ino == named.st_ino)
        {
          write_holder (fd);
          return lock_new (g_steal_pointer (&path), fd);
        }
      close (fd);
    }
  return lock_new (NULL, -1);
}

void
gk_game_lock_release (GkGameLock *lock)
{
  if (lock == NULL)
    return;
  if (lock->path != NULL)
    {
      /* Removed while still held: whoever opens the name next makes a new
       * file, and whoever opened this one sees it is gone. */
      g_unlink (lock->path);
      close (lock->fd);
    }
  g_free (lock->path);
  g_free (lock);
}
