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

/* The columns @text takes in a terminal (a wide character two, a
 * combining one none), and @text appended padded to @width columns, for
 * the text reports' tables. */
guint           gk_report_text_width       (const char      *text);
void            gk_report_append_padded    (GString         *out,
                                            const char      *text,
                                            guint            width,
                                            gboolean         right);

/* The command line: returns the exit status (0, 1 refused file, 2 usage),
 * or -1 when the arguments ask for the app (no --score / --state). */
int             gk_cli_run                 (int              argc,
                                            char           **argv);

/* The options of gk_cli_run(), for an application's --help: none of them
 * stores its value (arg_data is NULL). */
const GOptionEntry *gk_cli_get_option_entries (void);

/* Another kind of document --score and --state read (a score sheet of
 * another game), which the program's entry point hands in: the core knows
 * none itself.  @claims sees the bytes of the file first; the first
 * document that claims them prints the report (@score: --score, else
 * --state) and returns the exit status. */
typedef struct
{
  gboolean      (*claims)  (const char      *data,
                            gsize            length);
  int           (*report)  (const char      *prgname,
                            const char      *display_name,
                            const char      *data,
                            gsize            length,
                            gboolean         score,
                            GkReportFormat   format);
} GkCliDocument;

int             gk_cli_run_with            (int                  argc,
                                            char               **argv,
                                            const GkCliDocument *documents,
                                            guint                n_documents);

G_END_DECLS
