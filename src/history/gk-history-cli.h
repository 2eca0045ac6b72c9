/* gk-history-cli.h: the command line over the game library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* ginkgo-companion --export-NAME FILE ("-" for standard output), one option
 * per export format (one per row of gk_history_export_formats()): every play
 * of the library in that format.  Returns the exit status (0, 1 when the
 * library or FILE cannot be used, 2 usage), or -1 when the arguments do
 * not ask for it. */
int             gk_history_cli_run         (int              argc,
                                            char           **argv);

/* The export options (one per format, no storage), for the application's
 * --help: main() hands any use of them to gk_history_cli_run() first. */
const GOptionEntry *gk_history_cli_get_option_entries (void);

G_END_DECLS
