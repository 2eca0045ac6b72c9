/* main.c: the command line first, then the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gk-core.h"
#include "gk-application.h"
#include "gk-history-cli.h"
#include "gk-sheet-cli.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GkApplication) app = NULL;
  const char *localedir = g_getenv ("GINKGO_COMPANION_LOCALEDIR");
  int status;

  setlocale (LC_ALL, "");
  /* An uninstalled build (meson devenv, tools/run-app) finds its
   * translations in the build folder. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* --score and --state need no display: handled before GTK starts, a
   * score sheet of another game by its own room. */
  status = gk_cli_run_with (argc, argv, &gk_sheet_cli_document, 1);
  if (status >= 0)
    return status;
  /* --export-csv and the other exports read the game library, still
   * without a display. */
  status = gk_history_cli_run (argc, argv);
  if (status >= 0)
    return status;

  app = gk_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
