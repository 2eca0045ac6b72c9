/* gk-cli.c: the command line, no display needed (shared/spec/game-file.md)
 *
 *   ginkgo-companion --score FILE [--format=text|tsv]
 *   ginkgo-companion --state FILE [--format=text|tsv]
 *
 * Called from main() before GTK starts: without --score or --state it
 * returns -1 at once and the app starts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "gk-gamefile.h"
#include "gk-report.h"

#define EXIT_REFUSED 1
#define EXIT_USAGE   2

static gboolean
is_mode_argument (const char *arg)
{
  return g_str_equal (arg, "--score") || g_str_has_prefix (arg, "--score=") ||
         g_str_equal (arg, "--state") || g_str_has_prefix (arg, "--state=");
}

static gboolean
asks_for_cli (int    argc,
              char **argv)
{
  for (int i = 1; i < argc && argv[i] != NULL; i++)
    {
      if (g_str_equal (argv[i], "--"))
        return FALSE;
      if (is_mode_argument (argv[i]))
        return TRUE;
    }
  return FALSE;
}

static void
print_usage_error (const char *prgname,
                   const char *message)
{
  /* Translators: program name, then what is wrong with the command line */
  g_printerr (_("%s: %s\n"), prgname, message);
  /* Translators: %s is the program name */
  g_printerr (_("Try “%s --help” for more information.\n"), prgname);
}

static void
write_output (const char     *text,
              GkReportFormat  format)
{
  if (format == GK_REPORT_TSV)
    {
      /* Machine-readable: the bytes as they are, UTF-8. */
      fputs (text, stdout);
      fflush (stdout);
    }
  else
    g_print ("%s", text);
}

int
gk_cli_run (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *score_file = NULL;
  g_autofree char *state_file = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *data = NULL;
  g_autofree char *report = NULL;
  g_autoptr(GkGameFile) game_file = NULL;
  g_auto(GStrv) args = NULL;
  const char *prgname;
  const char *path;
  const GkTable *table;
  GkReportFormat format = GK_REPORT_TEXT;
  gsize length = 0;
  gboolean ok;
  int n_args;

  const GOptionEntry entries[] = {
    { "score", 0, 0, G_OPTION_ARG_FILENAME, &score_file,
      N_("Print the final score of a game file (a log is replayed to its end)"), N_("FILE") },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &state_file,
      N_("Print the table as it stands after the last action of a game file"), N_("FILE") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_name,
      N_("Output format: “text” for people (the default) or “tsv” for programs"),
      N_("FORMAT") },
    G_OPTION_ENTRY_NULL
  };

  if (argv == NULL || !asks_for_cli (argc, argv))
    return -1;

  context = g_option_context_new (NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Scores or shows a saved Ginkgopolis game without a display."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  /* GOptionContext removes what it parses: work on a copy, and let the
   * strv variant free the strings it takes out. */
  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  ok = g_option_context_parse_strv (context, &args, &error);
  n_args = (int) g_strv_length (args);

  /* Set by the parse from argv[0] when the program has not named itself. */
  prgname = g_get_prgname ();
  if (prgname == NULL)
    prgname = "ginkgo-companion";

  if (!ok)
    {
      print_usage_error (prgname, error->message);
      return EXIT_USAGE;
    }

  if (score_file != NULL && state_file != NULL)
    {
      print_usage_error (prgname, _("--score and --state cannot be used together"));
      return EXIT_USAGE;
    }
  if (score_file == NULL && state_file == NULL)
    {
      print_usage_error (prgname, _("give either --score FILE or --state FILE"));
      return EXIT_USAGE;
    }
  path = score_file != NULL ? score_file : state_file;
  if (*path == '\0')
    {
      print_usage_error (prgname, _("the file name is empty"));
      return EXIT_USAGE;
    }

  if (format_name == NULL || g_str_equal (format_name, "text"))
    format = GK_REPORT_TEXT;
  else if (g_str_equal (format_name, "tsv"))
    format = GK_REPORT_TSV;
  else
    {
      g_autofree char *message =
        /* Translators: %s is what the user typed after --format= */
        g_strdup_printf (_("unknown format “%s”: use “text” or “tsv”"), format_name);
      print_usage_error (prgname, message);
      return EXIT_USAGE;
    }

  if (n_args > 1)
    {
      g_autofree char *message =
        /* Translators: %s is an argument the command line does not use */
        g_strdup_printf (_("unexpected argument “%s”"), args[1]);
      print_usage_error (prgname, message);
      return EXIT_USAGE;
    }

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      g_autofree char *display = g_filename_display_name (path);

      /* Translators: program name, file name, the system's reason */
      g_printerr (_("%s: %s: cannot read the file: %s\n"), prgname, display, error->message);
      return EXIT_REFUSED;
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    game_file = gk_game_file_load_data (data, length, display, &error);
  }
  if (game_file == NULL)
    {
      /* Translators: program name, then the reason the file was refused */
      g_printerr (_("%s: %s\n"), prgname, error->message);
      return EXIT_REFUSED;
    }

  table = game_file->game != NULL ? gk_game_get_table (game_file->game) : game_file->position;

  if (score_file != NULL)
    report = gk_report_score (table, format);
  else
    report = gk_report_state (table, format);

  write_output (report, format);
  return 0;
}
