/* gk-file-io.h: bounded reading and crash-safe saving of game files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The largest game file read: a long game of five players is about 12 KB
 * and no real game reaches 100 KB, so 4 MiB leaves room for any comment or
 * layout a person may add, while the parse of any file that size stays
 * within 0.5 s and 50 MB (bench/bench-hostile.sh). */
#define GK_FILE_MAX_SIZE (4 * 1024 * 1024)

/* @file as people read it: its path, valid UTF-8 whatever bytes it holds
 * (g_filename_display_name()), or its URI when it has no path. */
char           *gk_file_get_display_name   (GFile        *file);

/* Reads a whole regular file of at most GK_FILE_MAX_SIZE bytes.  A FIFO,
 * a device, a folder or a larger file is refused at once, without reading
 * it.  Errors are GK_ERROR_FILE_IO with a translated reason (no file name:
 * the caller adds it). */
gboolean        gk_file_read_bounded       (GFile        *file,
                                            char        **contents,
                                            gsize        *length,
                                            GError      **error);

/* Replaces @file with @data so that a crash or a power cut at any moment
 * leaves either the old file or the new one, whole:
 *
 *  - a symbolic link is followed: its target is replaced, the link stays;
 *  - the new file gets the old one's permissions (a new file: 0666 less
 *    the umask), and its owner where the saver may give it;
 *  - the bytes go to a temporary file in the target's own folder, named
 *    “.NAME.gk-save-XXXXXX”, which is synced, renamed over the target, and
 *    the folder synced;
 *  - on any failure the temporary file is removed, the old file is left as
 *    it was, and the error (GK_ERROR_FILE_IO, translated, no file name)
 *    says why;
 *  - temporary files a crashed save left in that folder are removed first
 *    (only names of the pattern above, only when no save holds them and
 *    they are older than GK_FILE_STALE_SECONDS).
 *
 * Safe to call from any thread; two saves into one folder never remove
 * each other's temporary file. */
gboolean        gk_file_save_atomically    (GFile        *file,
                                            const char   *data,
                                            gsize         length,
                                            GError      **error);

#define GK_FILE_STALE_SECONDS 10

/* Creates a new file in @folder holding @data, named @name or, when a file
 * of that name exists, "STEM-2.EXT", "STEM-3.EXT" and so on; a name longer
 * than the folder takes is shortened, keeping its extension.  The file
 * appears under its name whole, synced, or not at all (it is written to a
 * temporary file, as saves are, and linked to its name: never over another
 * file, never empty after a crash).  @modified, when given, is its
 * modification time.  @folder is a folder of this computer (a local path).
 * Returns the new file, or NULL with @error (GK_ERROR_FILE_IO, translated,
 * no file name). */
GFile          *gk_file_create_new         (GFile        *folder,
                                            const char   *name,
                                            const char   *data,
                                            gsize         length,
                                            GDateTime    *modified,
                                            GError      **error);

G_END_DECLS
