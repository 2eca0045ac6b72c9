/* gk-sheet-cli.c: --score on a score sheet; --state refuses it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "gk-sheet-cli.h"
#include "gk-sheet-file.h"
#include "gk-sheet-report.h"

#define EXIT_REFUSED 1

static int
report (const char     *prgname,
        const char     *display_name,
        const char     *data,
        gsize           length,
        gboolean        score,
        GkReportFormat  format)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkSheet) sheet = NULL;
  g_autofree char *text = NULL;

  if (!score)
    {
      /* TRANSLATORS: program name, file name */
      g_printerr (_("%s: %s: this is a score sheet, not a Ginkgopolis game: it has no table "
                    "to show; use --score\n"), prgname, display_name);
      return EXIT_REFUSED;
    }
  sheet = gk_sheet_file_load_data (data, length, display_name, &error);
  if (sheet == NULL)
    {
      g_printerr (_("%s: %s\n"), prgname, error->message);
      return EXIT_REFUSED;
    }
  text = gk_sheet_report (sheet, format);
  if (format == GK_REPORT_TSV)
    {
      fputs (text, stdout);
      fflush (stdout);
    }
  else
    g_print ("%s", text);
  return 0;
}

const GkCliDocument gk_sheet_cli_document = {
  gk_sheet_file_sniff,
  report,
};
