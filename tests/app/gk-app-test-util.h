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

/* @expr is a call that must refuse with a critical matching @pattern and
 * evaluate to TRUE (it compares the call's return value with the one a
 * refusal gives). */
#define ASSERT_REFUSED(pattern, expr) \
  G_STMT_START { \
    gboolean __ok; \
    g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, pattern); \
    __ok = (expr); \
    g_test_assert_expected_messages (); \
    if (!__ok) \
      g_error ("%s:%d: %s returned the wrong value", __FILE__, __LINE__, #expr); \
  } G_STMT_END

G_END_DECLS
