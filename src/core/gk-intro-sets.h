/* gk-intro-sets.h: the introductory character sets, as assumed
 *
 * The six numbered sets of three characters for a first game, from one
 * public fan list (rules.md 8): likely, not proven, so the app offers them
 * as editable presets and says they are assumed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-setup.h"

G_BEGIN_DECLS

#define GK_N_INTRO_SETS 6

/* Fills @characters with set @set (1 to GK_N_INTRO_SETS). */
gboolean        gk_intro_set_get           (guint            set,
                                            GkCharacter      characters[GK_N_CHARACTERS]);

/* Whether @character is the one a blank character form shows (blue,
 * exploit, nothing given): most likely not entered at all. */
gboolean        gk_character_is_default    (const GkCharacter *character);

G_END_DECLS
