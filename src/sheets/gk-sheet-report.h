/* gk-sheet-report.h: a score sheet's score for the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-report.h"
#include "gk-sheet.h"

G_BEGIN_DECLS

/* TSV: "player", every category of the game (0 where a module is not
 * used), "total"; one line per player in seating order.  Text: the pad
 * (categories down, players across), totals and ranks, the tie-break in
 * words, which symbol each wild took and what to check in the rulebook. */
char           *gk_sheet_report            (const GkSheet   *sheet,
                                            GkReportFormat   format);

G_END_DECLS
