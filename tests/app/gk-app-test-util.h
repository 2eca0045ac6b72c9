/* gk-app-test-util.h: what the session and library tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-session.h"

G_BEGIN_DECLS

/* g_test_init() with the user data folder in a fresh temporary folder and
 * the settings in memory.  Returns that folder. */
const char     *gk_app_test_init           (int          *argc,
                                            char       ***argv);
/* Removes the folder @path and all it holds. */
void            gk_app_test_remove_tree    (const char   *path);
/* Empties the user data folder. */
void            gk_app_test_clear_data     (void);
/* A game of 3 players at its setup. */
GkGame         *gk_app_test_new_game       (const char   *first_name);
/* Pushes the first move the engine accepts (Anna exploits a building of
 * the starting square). */
void            gk_app_test_play           (GkGame       *game);
/* Opens @file in @session and waits: NULL when it opened, else why not. */
GError         *gk_app_test_open           (GkSession    *session,
                                            GFile        *file);
/* The moves a file holds (it must load). */
guint           gk_app_test_moves_in       (GFile        *file);
/* Files in @folder whose name does not end in .ginkgo, but for the locks
 * of the games open (.NAME.ginkgo.lock). */
guint           gk_app_test_n_other_files  (GFile        *folder);

G_END_DECLS
