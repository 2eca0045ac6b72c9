/* gk-sheet-cli.h: --score on a score sheet (shared/spec/score-sheets.md)
 *
 * Handed to the core's command line by the program's entry point
 * (gk_cli_run_with()): the core reads the file, this says whether it is a
 * score sheet and scores it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-report.h"

G_BEGIN_DECLS

extern const GkCliDocument gk_sheet_cli_document;

G_END_DECLS
