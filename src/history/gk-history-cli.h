/* gk-history-cli.h: the command line over the game library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* ginkgo-companion --export-csv FILE ("-" for standard output): every play
 * of the library as CSV.  Returns the exit status (0, 1 when the library or
 * FILE cannot be used, 2 usage), or -1 when the arguments do not ask for it. */
int             gk_history_cli_run         (int              argc,
                                            char           **argv);

G_END_DECLS
