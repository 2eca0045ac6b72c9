/* gk-app-test-util.c: what the session and library tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gk-app-test-util.h"

static char *data_dir;
static pid_t data_dir_owner;

/* At exit, by the process that made it: the folder goes with the test. */
static void
remove_data_dir (void)
{
  if (data_dir != NULL && getpid () == data_dir_owner)
    gk_app_test_remove_tree (data_dir);
}

const char *
gk_app_test_init (int    *argc,
                  char ***argv)
{
  g_autoptr(GError) error = NULL;

  data_dir = g_dir_make_tmp ("gk-app-test-XXXXXX", &error);
  g_assert_no_error (error);
  data_dir_owner = getpid ();
  atexit (remove_data_dir);
  /* Before anything reads it: GLib caches the user data folder. */
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (argc, argv, NULL);
  return data_dir;
}

void
gk_app_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        {
          g_chmod (child, 0755);
          gk_app_test_remove_tree (child);
        }
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

void
gk_app_test_clear_data (void)
{
  g_assert_nonnull (data_dir);
  gk_app_test_remove_tree (data_dir);
  g_mkdir (data_dir, 0700);
}

GkGame *
gk_app_test_new_game (const char *first_name)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  gk_setup_set_player_name (setup, 0, first_name);
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  return game;
}

void
gk_app_test_play (GkGame *game)
{
  const GkTable *table = gk_game_get_table (game);
  g_autoptr(GError) error = NULL;
  GkMove move;

  /* The player at turn plays the top card of each starting building in
   * turn until one is accepted: a plain exploit. */
  for (gint y = -1; y < 3; y++)
    for (gint x = -1; x < 3; x++)
      {
        const GkBuilding *building = gk_table_get_building_at (table, x, y);

        if (building == NULL)
          continue;
        gk_move_init_action (&move, gk_table_get_next_player (table), building->top,
                             GK_NO_TILE);
        g_clear_error (&error);
        if (gk_game_push (game, &move, &error))
          return;
      }
  g_error ("no move accepted: %s", error != NULL ? error->message : "");
}

guint
gk_app_test_moves_in (GFile *file)
{
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->game);
  return gk_game_get_cursor (loaded->game);
}

guint
gk_app_test_n_other_files (GFile *folder)
{
  g_autofree char *path = g_file_get_path (folder);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (!g_str_has_suffix (name, ".ginkgo")
        && !(name[0] == '.' && g_str_has_suffix (name, ".ginkgo.lock")))
      n++;
  return n;
}

static void
open_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError **error = user_data;

  if (!gk_session_open_finish (GK_SESSION (source), result, error) && *error == NULL)
    g_assert_not_reached ();
  if (*error == NULL)
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NONE, "opened");
}

GError *
gk_app_test_open (GkSession *session,
                  GFile     *file)
{
  GError *error = NULL;

  gk_session_open_async (session, file, NULL, open_done, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NONE))
    g_clear_error (&error);
  return error;
}
