/* gk-sheet-file.h: the score-sheet file (shared/spec/score-sheets.md)
 *
 * A <scoresheet> in a .ginkgo file: read with the game file's bounds,
 * checked against data/ginkgo-scoresheet.rng and then against the game's
 * description (an unknown game, expansion or key, a key twice, a key of an
 * expansion the sheet does not list, a number out of range, a wrong
 * player count: refused with the line, nothing half loaded), and saved
 * crash-safely.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-sheet.h"

G_BEGIN_DECLS

/* Whether @data looks like a score sheet: its root element, after the XML
 * declaration and comments, is <scoresheet>.  Cheap: no parse. */
gboolean        gk_sheet_file_sniff        (const char    *data,
                                            gsize          length);

/* The same on the head of @file: only a regular file is opened, and only
 * its first bytes are read (a game file is not read through). */
gboolean        gk_sheet_file_sniff_file   (GFile         *file,
                                            GCancellable  *cancellable);

GkSheet        *gk_sheet_file_load_data    (const char    *data,
                                            gsize          length,
                                            const char    *display_name,
                                            GError       **error);
GkSheet        *gk_sheet_file_load         (GFile         *file,
                                            GError       **error);

/* The file's bytes: what was entered, never the points. */
char           *gk_sheet_file_to_data      (GkSheet       *sheet,
                                            gsize         *length);
/* The same, or NULL with a translated @error when a value is one a file
 * cannot hold (refused, never dropped); the form above returns NULL then. */
char           *gk_sheet_file_to_data_full (GkSheet       *sheet,
                                            gsize         *length,
                                            GError       **error);
/* The identity of a sheet whose file has no play id: derived from what
 * was entered, its record (times, place, persons) left out, as a game's
 * is (gk_game_get_content_id()). */
char           *gk_sheet_file_get_content_id (GkSheet     *sheet);
/* Atomic: a crash leaves the old file or the new one, whole. */
gboolean        gk_sheet_file_save         (GkSheet       *sheet,
                                            GFile         *file,
                                            GError       **error);

G_END_DECLS
