/* gk-ui-test-util.c: what every window test needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gk-ui-test-util.h"
#include "gk-window-private.h"

static char *data_dir;

const char *
gk_ui_test_init (int    *argc,
                 char ***argv)
{
  g_autoptr(GError) error = NULL;

  data_dir = g_dir_make_tmp ("gk-ui-test-XXXXXX", &error);
  g_assert_no_error (error);
  /* Before anything reads it: GLib caches the user data folder. */
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The test accessibility backend: no session bus needed. */
  g_setenv ("GTK_A11Y", "test", TRUE);

  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();
  return data_dir;
}

void
gk_ui_test_spin (guint max_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) max_ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      if (!g_main_context_pending (NULL))
        {
          /* Give the frame clock a chance to lay out and draw. */
          g_usleep (2000);
          if (!g_main_context_pending (NULL))
            break;
        }
      g_main_context_iteration (NULL, FALSE);
    }
}

void
gk_ui_test_wait_window (gpointer window)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (_gk_window_is_busy (window) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_false (_gk_window_is_busy (window));
  gk_ui_test_spin (20);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        {
          remove_tree (child);
          g_rmdir (child);
        }
      else
        g_unlink (child);
    }
}

void
gk_ui_test_clear_data (void)
{
  g_assert_nonnull (data_dir);
  remove_tree (data_dir);
}
