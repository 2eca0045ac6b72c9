/* gk-writer-child.c: another process at a game file, for test-writers
 *
 *   gk-writer-child hold FILE     opens FILE for playing in a session and
 *                                 says "holding" (or "read-only WHO"); then
 *                                 on standard input, "play" plays a move
 *                                 and says "played N" once it is saved,
 *                                 "quit" ends
 *   gk-writer-child write FILE SOURCE
 *                                 puts SOURCE's bytes in FILE's place as
 *                                 another program would (a folder sync): a
 *                                 new file renamed over it; says "written"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "gk-app-test-util.h"

static int
hold (const char *path)
{
  g_autoptr(GkSession) session = gk_session_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = gk_app_test_open (session, file);
  char line[64];

  if (error != NULL)
    g_error ("cannot open: %s", error->message);
  if (gk_session_is_played_elsewhere (session))
    printf ("read-only %s\n", gk_session_get_holder (session));
  else
    printf ("holding\n");
  fflush (stdout);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      if (g_str_has_prefix (line, "play"))
        {
          gk_app_test_play (gk_session_get_game (session));
          gk_session_flush (session);
          printf ("played %u\n", gk_game_get_cursor (gk_session_get_game (session)));
          fflush (stdout);
        }
      else if (g_str_has_prefix (line, "quit"))
        break;
    }
  /* As a window does when it closes: the file is let go of. */
  gk_session_close (session);
  return 0;
}

static int
write_over (const char *path,
            const char *source)
{
  g_autofree char *data = NULL;
  g_autofree char *temporary = g_strconcat (path, ".sync-tmp", NULL);
  gsize length = 0;

  if (!g_file_get_contents (source, &data, &length, NULL)
      || !g_file_set_contents (temporary, data, (gssize) length, NULL)
      || g_rename (temporary, path) != 0)
    g_error ("cannot write %s", path);
  printf ("written\n");
  fflush (stdout);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  if (argc == 3 && g_str_equal (argv[1], "hold"))
    return hold (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "write"))
    return write_over (argv[2], argv[3]);
  g_printerr ("usage: gk-writer-child hold FILE | write FILE SOURCE\n");
  return 2;
}
