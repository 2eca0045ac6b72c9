/* gk-test-util.h: helpers shared by the core tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

/* A setup for @n_players whose characters give nothing at the start. */
GkSetup        *gk_test_setup_new          (guint            n_players);

/* Sets character @index of @player. */
void            gk_test_setup_character    (GkSetup         *setup,
                                            guint            player,
                                            guint            index,
                                            GkColour         colour,
                                            GkTrigger        trigger,
                                            guint            tiles,
                                            guint            resources,
                                            guint            points);

/* "blue-7" -> card; aborts the test on a typo. */
GkCard          gk_test_card               (const char      *name);

/* Pushes an action, failing the test if it is refused. */
void            gk_test_act                (GkGame          *game,
                                            gint             player,
                                            const char      *card,
                                            const char      *tile);
void            gk_test_urbanize           (GkGame          *game,
                                            gint             player,
                                            const char      *card,
                                            const char      *tile,
                                            gint             marker_x,
                                            gint             marker_y);
void            gk_test_take               (GkGame          *game,
                                            gint             player,
                                            const char      *card,
                                            GkTake           take);

/* Checks what must hold at every moment of a game: resources of each
 * colour conserved across supply, screens and city, all 60 tiles and every
 * card in circulation accounted for, piles never negative.  Returns a
 * description of the first broken invariant, or NULL. */
char           *gk_test_check_invariants   (const GkTable   *table);

/* A game file given as text, loaded as if it were called @name. */
guint           gk_test_line_of            (const char      *text,
                                            const char      *needle);
GkGameFile     *gk_test_load_text          (const char      *text,
                                            const char      *name,
                                            GError         **error);
GkGameFile     *gk_test_load_text_ok       (const char      *text,
                                            const char      *name);
/* The text is refused with @code in one message that starts with
 * "NAME:LINE: " and, when @fragment is given, says it. */
void            gk_test_assert_refused_text (const char     *text,
                                             const char     *name,
                                             GkError         code,
                                             guint           line,
                                             const char     *fragment);

/* A game from @setup, which must be valid. */
GkGame         *gk_test_game_new           (GkSetup         *setup);
/* The game of tests/core/games/@name, which must load. */
GkGame         *gk_test_load_game          (const char      *name);

/* The nine <start> cells of a legal starting square, as a game file's text. */
#define GK_TEST_START_SQUARE                                                              \
  "    <start x=\"0\" y=\"0\" tile=\"blue-1\"/>\n"                                        \
  "    <start x=\"1\" y=\"0\" tile=\"red-2\"/>\n"                                         \
  "    <start x=\"2\" y=\"0\" tile=\"yellow-3\"/>\n"                                      \
  "    <start x=\"0\" y=\"1\" tile=\"red-1\"/>\n"                                         \
  "    <start x=\"1\" y=\"1\" tile=\"blue-2\"/>\n"                                        \
  "    <start x=\"2\" y=\"1\" tile=\"blue-3\"/>\n"                                        \
  "    <start x=\"0\" y=\"2\" tile=\"yellow-1\"/>\n"                                      \
  "    <start x=\"1\" y=\"2\" tile=\"yellow-2\"/>\n"                                      \
  "    <start x=\"2\" y=\"2\" tile=\"red-3\"/>\n"

G_END_DECLS
