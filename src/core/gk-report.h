/* gk-report.h: the command line's output (shared/spec/game-file.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-table.h"
#include "gk-score.h"

G_BEGIN_DECLS

typedef enum
{
  GK_REPORT_TEXT,
  GK_REPORT_TSV
} GkReportFormat;

char           *gk_report_score            (const GkTable   *table,
                                            GkReportFormat   format);
char           *gk_report_state            (const GkTable   *table,
                                            GkReportFormat   format);

/* The command line: returns the exit status (0, 1 refused file, 2 usage),
 * or -1 when the arguments ask for the app (no --score / --state). */
int             gk_cli_run                 (int              argc,
                                            char           **argv);

G_END_DECLS
