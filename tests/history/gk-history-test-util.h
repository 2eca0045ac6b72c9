/* gk-history-test-util.h: a library of finished games for the history tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"
#include "gk-sheet.h"

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

/* @text, a saved game, with the play's record (game-file.md, "The play"):
 * a <play> with @id (NULL: none), started at @start (Unix time) written in
 * the offset @offset (seconds east of UTC), @location and @note (NULL:
 * none); every action and renewal confirmed after the one before by @step
 * seconds and up to @jitter more, the move after the @pause-th (0: none)
 * after a pause of 45 minutes. */
char           *gk_history_test_add_times  (const char      *text,
                                            const char      *id,
                                            gint64           start,
                                            gint             offset,
                                            const char      *location,
                                            const char      *note,
                                            guint            step,
                                            guint            jitter,
                                            guint            pause);

/* Fills in @n score sheets of the games src/sheets knows, in turn, with a
 * fixed @seed (a player count, expansions and every key at random, the
 * game's rules between keys kept), each finished and saved in @games_dir
 * as sheet-NNN.ginkgo, last written at @first_time + i * @step seconds, its
 * record begun 40 minutes before; the people from @people (NULL: as
 * above), a seat in three with its person.  Returns the sheets (GkSheet*)
 * in that order. */
GPtrArray      *gk_history_test_make_sheets (const char     *games_dir,
                                            guint            n,
                                            guint32          seed,
                                            gint64           first_time,
                                            gint64           step,
                                            const char *const (*people)[3]);

/* Sets the modification time of @path. */
void            gk_history_test_touch      (const char      *path,
                                            gint64           time);

G_END_DECLS
