/* gk-file-io.c: bounded reading and crash-safe saving of game files
 *
 * Reading never trusts what a name points at: the file is opened without
 * blocking, checked to be a regular file of a sane size, and read up to
 * that size only, so a FIFO, /dev/zero or a huge file costs nothing.
 *
 * Saving is done by hand rather than with g_file_replace() or
 * g_file_set_contents_full(): both replace a symbolic link with a regular
 * file and leave their temporary files behind after a crash, and neither
 * can tell a live temporary file from a dead one.  Here the temporary file
 * holds an flock() for its whole life, so a later save can remove the
 * leftovers of a crashed one without ever touching a save in progress.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "gk-file-io-private.h"
#include "gk-types.h"

#define TEMP_INFIX ".gk-save-"
#define TEMP_RANDOM "XXXXXX"
/* Leaves room for the dot, the infix and the random part within NAME_MAX. */
#define TEMP_MAX_BASENAME 200
#define MAX_SYMLINKS 40
/* A new file's name, in bytes: room for "-NNNN" within the NAME_MAX of
 * common file systems; halved again where one is shorter still. */
#define NEW_NAME_MAX 200
#define NEW_NAME_MIN 16
#define MAX_NAME_TRIES 10000

char *
gk_file_get_display_name (GFile *file)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    return g_filename_display_name (path);
  return g_file_get_parse_name (file);
}

/* ---- reading ---- */

static void
set_too_large (GError **error)
{
  g_autofree char *limit = g_format_size (GK_FILE_MAX_SIZE);

  /* TRANSLATORS: %s is a size such as “4.2 MB” */
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
               _("the file is too large to be a game file (at most %s)"), limit);
}

static gboolean
check_type (GFileType   type,
            goffset     size,
            GError    **error)
{
  if (type == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("this is a folder, not a game file"));
      return FALSE;
    }
  if (type != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
                   _("this is not a regular file (a device, a pipe or a socket cannot "
                     "hold a game)"));
      return FALSE;
    }
  if (size > GK_FILE_MAX_SIZE)
    {
      set_too_large (error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
set_errno_error (GError     **error,
                 int          saved_errno)
{
  g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, g_strerror (saved_errno));
  return FALSE;
}

static GFileType
type_of (const struct stat *st)
{
  if (S_ISDIR (st->st_mode))
    return G_FILE_TYPE_DIRECTORY;
  return S_ISREG (st->st_mode) ? G_FILE_TYPE_REGULAR : G_FILE_TYPE_SPECIAL;
}

/* A name that leads nowhere: a link whose target is gone says where it
 * points. */
static gboolean
set_stat_error (const char  *path,
                int          saved_errno,
                GError     **error)
{
  g_autofree char *target = NULL;
  struct stat st;

  if (saved_errno == ENOENT && g_lstat (path, &st) == 0 && S_ISLNK (st.st_mode) &&
      (target = g_file_read_link (path, NULL)) != NULL)
    {
      g_autofree char *display = g_filename_display_name (target);

      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
                   /* TRANSLATORS: %s is where a symbolic link points */
                   _("this is a link to “%s”, which does not exist"), display);
      return FALSE;
    }
  return set_errno_error (error, saved_errno);
}

static gboolean
read_local (const char  *path,
            char       **contents,
            gsize       *length,
            GError     **error)
{
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize filled = 0;
  int fd;

  /* What the name points at is looked at before it is opened: a device or
   * a FIFO is never opened.  It may change in between, hence O_NONBLOCK (a
   * FIFO opened then does not wait for a writer) and fstat() below. */
  if (g_stat (path, &st) != 0)
    return set_stat_error (path, errno, error);
  if (!check_type (type_of (&st), st.st_size, error))
    return FALSE;
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    return set_stat_error (path, errno, error);

  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      close (fd);
      return set_errno_error (error, saved_errno);
    }
  if (!check_type (type_of (&st), st.st_size, error))
    {
      close (fd);
      return FALSE;
    }

  /* The file may grow while it is read: one byte more than allowed tells. */
  buffer = g_malloc ((gsize) st.st_size + 1);
  for (;;)
    {
      gsize room = (gsize) st.st_size + 1 - filled;
      gssize n;

      if (room == 0)
        {
          gsize new_size = MIN ((gsize) GK_FILE_MAX_SIZE + 1, filled * 2 + 4096);

          if (filled > GK_FILE_MAX_SIZE)
            {
              close (fd);
              set_too_large (error);
              return FALSE;
            }
          buffer = g_realloc (buffer, new_size + 1);
          st.st_size = (off_t) new_size;
          continue;
        }
      n = read (fd, buffer + filled, room);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          return set_errno_error (error, saved_errno);
        }
      if (n == 0)
        break;
      filled += (gsize) n;
    }
  close (fd);

  if (filled > GK_FILE_MAX_SIZE)
    {
      set_too_large (error);
      return FALSE;
    }
  buffer = g_realloc (buffer, filled + 1);
  buffer[filled] = '\0';
  *contents = g_steal_pointer (&buffer);
  *length = filled;
  return TRUE;
}

/* A file with no local path (a GVfs location): GIO's own stream. */
static gboolean
read_stream (GFile   *file,
             char   **contents,
             gsize   *length,
             GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  gsize filled = 0;

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, local_error->message);
      return FALSE;
    }
  if (!check_type (g_file_info_get_file_type (info), g_file_info_get_size (info), error))
    return FALSE;

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, local_error->message);
      return FALSE;
    }
  buffer = g_malloc ((gsize) GK_FILE_MAX_SIZE + 2);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, (gsize) GK_FILE_MAX_SIZE + 1,
                                &filled, NULL, &local_error))
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, local_error->message);
      return FALSE;
    }
  if (filled > GK_FILE_MAX_SIZE)
    {
      set_too_large (error);
      return FALSE;
    }
  buffer = g_realloc (buffer, filled + 1);
  buffer[filled] = '\0';
  *contents = g_steal_pointer (&buffer);
  *length = filled;
  return TRUE;
}

gboolean
gk_file_read_bounded (GFile   *file,
                      char   **contents,
                      gsize   *length,
                      GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (length != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path != NULL)
    return read_local (path, contents, length, error);
  return read_stream (file, contents, length, error);
}

/* ---- saving ---- */

G_LOCK_DEFINE_STATIC (fail_after);
static gsize fail_after = G_MAXSIZE;

void
_gk_file_io_fail_writes_after (gsize n_bytes)
{
  G_LOCK (fail_after);
  fail_after = n_bytes;
  G_UNLOCK (fail_after);
}

static gsize
get_fail_after (void)
{
  gsize value;

  G_LOCK (fail_after);
  value = fail_after;
  G_UNLOCK (fail_after);
  return value;
}

char *
_gk_file_io_temp_template (const char *basename)
{
  g_autofree char *base = g_strndup (basename, TEMP_MAX_BASENAME);

  return g_strconcat (".", base, TEMP_INFIX, TEMP_RANDOM, NULL);
}

static gboolean
is_temp_name (const char *name)
{
  gsize length = strlen (name);
  gsize tail = strlen (TEMP_INFIX) + strlen (TEMP_RANDOM);

  return name[0] == '.' && length > tail + 1 &&
         memcmp (name + length - tail, TEMP_INFIX, strlen (TEMP_INFIX)) == 0;
}

/* Removes what a crashed save left in @dir: only our own names, only files
 * no live save holds locked, and only ones old enough that their save
 * cannot be between creating and locking them. */
static void
remove_stale_temporaries (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (listing == NULL)
    return;

  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;
      int fd;

      if (!is_temp_name (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0);
      if (fd < 0)
        continue;
      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) &&
          now - (gint64) st.st_mtime >= GK_FILE_STALE_SECONDS &&
          flock (fd, LOCK_EX | LOCK_NB) == 0)
        g_unlink (path);
      close (fd);
    }
}

/* Where a save really goes: symbolic links followed to the file they name
 * (which need not exist yet). */
static char *
resolve_target (const char  *path,
                GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_SYMLINKS; i++)
    {
      g_autofree char *link = NULL;
      g_autofree char *dir = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);

      link = g_file_read_link (current, NULL);
      if (link == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, link, NULL);
    }

  set_errno_error (error, ELOOP);
  return NULL;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  gsize allowed = get_fail_after ();
  gsize written = 0;

  while (written < length)
    {
      gsize chunk = length - written;
      gssize n;

      if (written >= allowed)
        {
          errno = ENOSPC;
          return FALSE;
        }
      chunk = MIN (chunk, allowed - written);
      n = write (fd, data + written, chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      written += (gsize) n;
    }
  return TRUE;
}

static void
sync_folder (const char *dir)
{
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  /* Some file systems cannot sync a folder; the rename is then as durable
   * as they make it. */
  if (fd < 0)
    return;
  fsync (fd);
  close (fd);
}

static gboolean
save_local (const char  *path,
            const char  *data,
            gsize        length,
            GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *template = NULL;
  g_autofree char *temp_path = NULL;
  struct stat st;
  gboolean keep_mode = FALSE;
  int saved_errno;
  int fd;

  target = resolve_target (path, error);
  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);

  if (g_stat (target, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        return set_errno_error (error, EISDIR);
      keep_mode = TRUE;
    }

  remove_stale_temporaries (dir);

  template = _gk_file_io_temp_template (base);
  temp_path = g_build_filename (dir, template, NULL);
  /* 0666 less the umask, as any new file; the old file's mode below. */
  fd = g_mkstemp_full (temp_path, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_errno_error (error, errno);

  /* The old file's owner too, where the saver may give it (root saving a
   * user's game); anyone else keeps their own. */
  if (keep_mode && fchown (fd, st.st_uid, st.st_gid) != 0)
    {
      /* not ours to give: the permissions below still hold */
    }

  /* Held until the rename is done: tells a later save this one is alive. */
  if (flock (fd, LOCK_EX) != 0 ||
      !write_all (fd, data, length) ||
      (keep_mode && fchmod (fd, st.st_mode & 07777) != 0) ||
      fsync (fd) != 0 ||
      g_rename (temp_path, target) != 0)
    {
      saved_errno = errno;
      g_unlink (temp_path);
      close (fd);
      return set_errno_error (error, saved_errno);
    }

  /* The data was synced before the rename: closing cannot lose it. */
  close (fd);
  sync_folder (dir);
  return TRUE;
}

gboolean
gk_file_save_atomically (GFile       *file,
                         const char  *data,
                         gsize        length,
                         GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path != NULL)
    return save_local (path, data != NULL ? data : "", length, error);

  /* No local path (a GVfs location): GIO replaces the file as atomically as
   * that backend can. */
  if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                NULL, NULL, &local_error))
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- new files ---- */

/* "STEM.EXT" split at its last dot (none: no extension). */
static void
split_name (const char  *name,
            char       **stem,
            char       **extension)
{
  const char *dot = strrchr (name, '.');

  if (dot == NULL || dot == name)
    dot = name + strlen (name);
  *stem = g_strndup (name, dot - name);
  *extension = g_strdup (dot);
}

/* The @n-th name tried: "STEM.EXT", then "STEM-2.EXT"...; the stem cut at
 * a character boundary so that the whole is at most @budget bytes. */
static char *
candidate_name (const char *stem,
                const char *extension,
                guint       n,
                gsize       budget)
{
  g_autofree char *suffix = n > 1 ? g_strdup_printf ("-%u", n) : g_strdup ("");
  gsize room = budget > strlen (suffix) + strlen (extension) + 1
               ? budget - strlen (suffix) - strlen (extension) : 1;
  gsize cut = strlen (stem);

  if (cut > room)
    {
      cut = room;
      /* A name that is UTF-8 stays so: no character cut in two. */
      if (g_utf8_validate (stem, -1, NULL))
        while (cut > 0 && ((guchar) stem[cut] & 0xC0) == 0x80)
          cut--;
    }
  return g_strdup_printf ("%.*s%s%s", (int) cut, stem, suffix, extension);
}

/* The access and modification times for futimens(): @modified (NULL:
 * now, as written), the access time as it is. */
static struct timespec *
times_of (GDateTime       *modified,
          struct timespec  times[2])
{
  times[0] = (struct timespec) { 0, UTIME_OMIT };
  times[1] = (struct timespec) { 0, UTIME_OMIT };
  if (modified != NULL)
    {
      times[1].tv_sec = (time_t) g_date_time_to_unix (modified);
      times[1].tv_nsec = g_date_time_get_microsecond (modified) * 1000;
    }
  return times;
}

/* The bytes in a synced temporary file of @dir, with @modified as its
 * time: ready to be given a name.  -1 with errno set on failure. */
static int
write_temporary (const char  *dir,
                 const char  *stem,
                 const char  *data,
                 gsize        length,
                 GDateTime   *modified,
                 char       **temp_path)
{
  /* A short stem: the temporary name fits where the new one had to be cut. */
  g_autofree char *short_stem = g_strndup (stem, 32);
  g_autofree char *template = _gk_file_io_temp_template (short_stem);
  int saved_errno;
  int fd;

  *temp_path = g_build_filename (dir, template, NULL);
  fd = g_mkstemp_full (*temp_path, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX) == 0 && write_all (fd, data, length))
    {
      struct timespec times[2];

      if (futimens (fd, times_of (modified, times)) == 0 && fsync (fd) == 0)
        return fd;
    }
  saved_errno = errno;
  g_unlink (*temp_path);
  close (fd);
  errno = saved_errno;
  return -1;
}

/* Where hard links are not to be had (some FUSE and FAT file systems):
 * created exclusively and written in place. */
static gboolean
create_in_place (const char  *path,
                 const char  *data,
                 gsize        length)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
  int saved_errno;

  if (fd < 0)
    return FALSE;
  if (write_all (fd, data, length) && fsync (fd) == 0)
    {
      close (fd);
      return TRUE;
    }
  saved_errno = errno;
  g_unlink (path);
  close (fd);
  errno = saved_errno;
  return FALSE;
}

static void
set_modified (const char *path,
              GDateTime  *modified)
{
  struct timespec times[2];

  if (modified != NULL)
    utimensat (AT_FDCWD, path, times_of (modified, times), 0);
}

static char *
create_local (const char  *dir,
              const char  *name,
              const char  *data,
              gsize        length,
              GDateTime   *modified,
              GError     **error)
{
  g_autofree char *stem = NULL;
  g_autofree char *extension = NULL;
  g_autofree char *temp_path = NULL;
  gboolean in_place = FALSE;
  gsize budget = NEW_NAME_MAX;
  int failure = EEXIST;
  int fd;

  split_name (name, &stem, &extension);
  fd = write_temporary (dir, stem, data, length, modified, &temp_path);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }

  for (guint n = 1; n < MAX_NAME_TRIES; n++)
    {
      g_autofree char *candidate = candidate_name (stem, extension, n, budget);
      g_autofree char *path = g_build_filename (dir, candidate, NULL);

      /* link() gives the whole file its name at once, and never over
       * another: a crash leaves the name free or the file whole. */
      if (in_place ? create_in_place (path, data, length) : link (temp_path, path) == 0)
        {
          if (in_place)
            set_modified (path, modified);
          g_unlink (temp_path);
          close (fd);
          sync_folder (dir);
          return g_steal_pointer (&path);
        }
      failure = errno;
      if (failure == EEXIST)
        continue;
      if (failure == ENAMETOOLONG && budget / 2 >= NEW_NAME_MIN)
        {
          budget /= 2;
          n--;
        }
      else if (!in_place && (failure == EPERM || failure == EOPNOTSUPP || failure == ENOSYS ||
                             failure == EMLINK))
        {
          in_place = TRUE;
          n--;
        }
      else
        break;
    }

  g_unlink (temp_path);
  close (fd);
  if (failure == EEXIST)
    g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO,
                         _("every name for this file is taken in the folder"));
  else
    set_errno_error (error, failure);
  return NULL;
}

GFile *
gk_file_create_new (GFile       *folder,
                    const char  *name,
                    const char  *data,
                    gsize        length,
                    GDateTime   *modified,
                    GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (name != NULL && *name != '\0' && strchr (name, '/') == NULL, NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  dir = g_file_get_path (folder);
  if (dir == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO,
                           _("a new file can be made only in a folder of this computer"));
      return NULL;
    }
  path = create_local (dir, name, data != NULL ? data : "", length, modified, error);
  return path != NULL ? g_file_new_for_path (path) : NULL;
}
