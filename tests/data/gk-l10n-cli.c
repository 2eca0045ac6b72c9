/* gk-l10n-cli.c: the command line, reading its catalogues from the build tree
 *
 * The installed program binds its text domain to the installed locale
 * folder.  This driver runs the same command line code (gk_cli_run) with
 * the text domain bound to the folder given first, <builddir>/po, so that
 * test-l10n-cli.py can check the Hungarian and Russian output before
 * anything is installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gk-core.h"

int
main (int    argc,
      char **argv)
{
  int status;

  if (argc < 2)
    {
      g_printerr ("usage: %s LOCALEDIR [--score FILE | --state FILE] [--format=…]\n", argv[0]);
      return 2;
    }

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, argv[1]);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Drop the locale folder, keep the program name in front. */
  argv[1] = argv[0];
  status = gk_cli_run (argc - 1, argv + 1);

  /* The app itself is not part of this driver. */
  return status >= 0 ? status : 2;
}
