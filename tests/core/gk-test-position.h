/* gk-test-position.h: finished tables, for tests and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TEST_FULL_BUILDINGS 40

/* Four players (Anna, Béla, Cili, Dani) with 3 characters each, and 40
 * buildings on a grid of 8 by 5 cells from (0, 0): building i lies at
 * (i % 8, i / 8).  Buildings 0..19 are 2 high, the others 1; buildings
 * 36..39 are unowned, building i is otherwise owned by seat i % 4; each
 * player keeps the cards of two tiles they covered. */
GkPosition     *gk_test_full_position      (void);
/* Three players (Anna, Béla, Cili) round the starting square with every
 * point worked out by hand (gk-test-position.c): Cili alone in the yellow
 * district, Anna wins with 24. */
GkTable        *gk_test_known_table        (void);

G_END_DECLS
