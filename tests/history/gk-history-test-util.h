/* gk-history-test-util.h: a library of finished games for the history tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

/* The people at the generated tables, spelled differently from game to
 * game (case, white space): each is one person. */
extern const char *const gk_history_test_people[][3];
#define GK_HISTORY_TEST_N_PEOPLE 7

/* A fresh temporary folder; removed again by gk_history_test_remove_tree(). */
char           *gk_history_test_make_dir   (void);
void            gk_history_test_remove_tree (const char     *path);

/* Plays @n legal games to the end with a fixed @seed and saves them in
 * @games_dir as game-NNN.ginkgo, the file of game i last written
 * @first_time + i hours.  Returns the games (GkGame*) in that order. */
GPtrArray      *gk_history_test_make_games (const char      *games_dir,
                                            guint            n,
                                            guint32          seed,
                                            gint64           first_time);
/* The same, game i written at @first_time + i * @step seconds, the people
 * taken from @people (GK_HISTORY_TEST_N_PEOPLE rows; NULL: the ones above). */
GPtrArray      *gk_history_test_make_games_every (const char *games_dir,
                                            guint            n,
                                            guint32          seed,
                                            gint64           first_time,
                                            gint64           step,
                                            const char *const (*people)[3]);

/* Sets the modification time of @path. */
void            gk_history_test_touch      (const char      *path,
                                            gint64           time);

G_END_DECLS
