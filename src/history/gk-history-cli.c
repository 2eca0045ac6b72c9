/* gk-history-cli.c: the command line over the game library
 *
 * Called from main() before GTK starts, like the core's gk_cli_run().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "gk-history-cli.h"
#include "gk-history-export.h"
#include "gk-history-index.h"

#define EXIT_REFUSED 1
#define EXIT_USAGE   2

static gboolean
asks_for_export (int    argc,
                 char **argv)
{
  for (int i = 1; i < argc && argv[i] != NULL; i++)
    {
      if (g_str_equal (argv[i], "--"))
        return FALSE;
      if (g_str_equal (argv[i], "--export-csv") || g_str_has_prefix (argv[i], "--export-csv="))
        return TRUE;
    }
  return FALSE;
}

static void
usage_error (const char *prgname,
             const char *message)
{
  /* TRANSLATORS: program name, then what is wrong with the command line */
  g_printerr (_("%s: %s\n"), prgname, message);
  /* TRANSLATORS: %s is the program name */
  g_printerr (_("Try “%s --help” for more information.\n"), prgname);
}

int
gk_history_cli_run (int    argc,
                    char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autofree char *path = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) args = NULL;
  const char *prgname;

  const GOptionEntry entries[] = {
    { "export-csv", 0, 0, G_OPTION_ARG_FILENAME, &path,
      N_("Write every finished game of the library as CSV, one row per player (“-” for the "
         "standard output)"), N_("FILE") },
    G_OPTION_ENTRY_NULL
  };

  if (argv == NULL || !asks_for_export (argc, argv))
    return -1;

  context = g_option_context_new (NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _("Exports the plays of the game library."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, &error))
    {
      prgname = g_get_prgname () != NULL ? g_get_prgname () : "ginkgo-companion";
      usage_error (prgname, error->message);
      return EXIT_USAGE;
    }
  prgname = g_get_prgname () != NULL ? g_get_prgname () : "ginkgo-companion";
  if (g_strv_length (args) > 1)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is an argument the command line does not use */
        g_strdup_printf (_("unexpected argument “%s”"), args[1]);
      usage_error (prgname, message);
      return EXIT_USAGE;
    }
  if (path == NULL || *path == '\0')
    {
      usage_error (prgname, _("the file name is empty"));
      return EXIT_USAGE;
    }

  index = gk_history_index_new_default ();
  if (!gk_history_index_open (index, NULL, &error)
      || (plays = gk_history_index_list_plays (index, &error)) == NULL)
    {
      g_printerr (_("%s: %s\n"), prgname, error->message);
      return EXIT_REFUSED;
    }

  csv = gk_history_to_csv (plays);
  if (g_str_equal (path, "-"))
    {
      fputs (csv, stdout);
      fflush (stdout);
      return 0;
    }
  if (!gk_history_write_file (path, csv, &error))
    {
      g_autofree char *display = g_filename_display_name (path);

      /* TRANSLATORS: program name, file name, the system's reason */
      g_printerr (_("%s: %s: cannot write the file: %s\n"), prgname, display, error->message);
      return EXIT_REFUSED;
    }
  return 0;
}
