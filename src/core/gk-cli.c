/* gk-cli.c: the command line, no display needed (shared/spec/game-file.md)
 *
 *   ginkgo-companion --score FILE [--format=text|tsv]
 *   ginkgo-companion --state FILE [--format=text|tsv]
 *
 * Called from main() before GTK starts: without --score or --state it
 * returns -1 at once and the app starts.  Other documents (score sheets)
 * are handed in by main() through gk_cli_run_with(): the core reads the
 * file, they say whether it is theirs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "gk-file-io.h"
#include "gk-gamefile.h"
#include "gk-report.h"

#define EXIT_REFUSED 1
#define EXIT_USAGE   2

/* What the command line asked for, in whatever order it was written. */
typedef struct
{
  gboolean   score;
  gboolean   state;
  GPtrArray *files;   /* from --score=FILE, --state=FILE and the rest */
  char      *format;  /* --format, or NULL */
} CliRequest;

static void
cli_request_clear (CliRequest *request)
{
  g_clear_pointer (&request->files, g_ptr_array_unref);
  g_clear_pointer (&request->format, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRequest, cli_request_clear)

/* --score and --state take their file as an optional argument (“--score
 * FILE”, “--score=FILE”), or none when an option or nothing follows, so
 * “--state --format=tsv FILE” and “FILE --state” both work. */
static gboolean
on_mode_option (const char  *option_name,
                const char  *value,
                gpointer     data,
                GError     **error)
{
  CliRequest *request = data;

  if (g_str_equal (option_name, "--score"))
    request->score = TRUE;
  else
    request->state = TRUE;
  if (value != NULL)
    g_ptr_array_add (request->files, g_strdup (value));
  return TRUE;
}

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
  /* TRANSLATORS: program name, then what is wrong with the command line */
  g_printerr (_("%s: %s\n"), prgname, message);
  /* TRANSLATORS: %s is the program name */
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

/* The command line's options, the one table the parser and the app's
 * --help read (gk_cli_get_option_entries()). */
enum
{
  OPTION_SCORE,
  OPTION_STATE,
  OPTION_FORMAT
};

static const GOptionEntry options[] = {
  { "score", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Print the final score of a game file (a log is replayed to its end)"), N_("FILE") },
  { "state", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Print the table as it stands after the last action of a game file"), N_("FILE") },
  { "format", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Output format: “text” for people (the default) or “tsv” for programs"), N_("FORMAT") },
  G_OPTION_ENTRY_NULL
};

const GOptionEntry *
gk_cli_get_option_entries (void)
{
  return options;
}

/* Parses the command line into @request; what it does not parse are file
 * names, in any place. */
static gboolean
parse_command_line (int          argc,
                    char       **argv,
                    CliRequest  *request,
                    GError     **error)
{
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) args = NULL;
  GOptionGroup *group;
  g_autofree GOptionEntry *entries = g_memdup2 (options, sizeof options);

  /* --score and --state take their file where it comes (on_mode_option()). */
  for (guint i = OPTION_SCORE; i <= OPTION_STATE; i++)
    {
      entries[i].flags = G_OPTION_FLAG_OPTIONAL_ARG;
      entries[i].arg = G_OPTION_ARG_CALLBACK;
      entries[i].arg_data = on_mode_option;
    }
  entries[OPTION_FORMAT].arg_data = &request->format;

  context = g_option_context_new (NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Scores or shows a saved Ginkgopolis game without a display."));
  /* The callbacks need the request: a main group that carries it. */
  group = g_option_group_new (NULL, NULL, NULL, request, NULL);
  g_option_group_add_entries (group, entries);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (context, group);

  /* GOptionContext removes what it parses: work on a copy, and let the
   * strv variant free the strings it takes out. */
  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, error))
    return FALSE;

  /* What is left besides the program's name: file names, in any place. */
  for (guint i = 1; args[i] != NULL; i++)
    g_ptr_array_add (request->files, g_strdup (args[i]));
  return TRUE;
}

/* One mode, one file and a known format; else a usage error is printed
 * and FALSE returned. */
static gboolean
check_request (const char       *prgname,
               const CliRequest *request,
               GkReportFormat   *format)
{
  GPtrArray *files = request->files;

  if (request->score && request->state)
    {
      print_usage_error (prgname, _("--score and --state cannot be used together"));
      return FALSE;
    }
  if (files->len == 0)
    {
      print_usage_error (prgname, _("give either --score FILE or --state FILE"));
      return FALSE;
    }
  if (files->len > 1)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is an argument the command line does not use */
        g_strdup_printf (_("unexpected argument “%s”"), (const char *) files->pdata[1]);
      print_usage_error (prgname, message);
      return FALSE;
    }
  if (*(const char *) files->pdata[0] == '\0')
    {
      print_usage_error (prgname, _("the file name is empty"));
      return FALSE;
    }

  if (request->format == NULL || g_str_equal (request->format, "text"))
    *format = GK_REPORT_TEXT;
  else if (g_str_equal (request->format, "tsv"))
    *format = GK_REPORT_TSV;
  else
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is what the user typed after --format= */
        g_strdup_printf (_("unknown format “%s”: use “text” or “tsv”"), request->format);
      print_usage_error (prgname, message);
      return FALSE;
    }
  return TRUE;
}

/* Loads @path and prints its score or its state; the exit status. */
static int
print_report (const char          *prgname,
              const char          *path,
              gboolean             score,
              GkReportFormat       format,
              const GkCliDocument *documents,
              guint                n_documents)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GkGameFile) game_file = NULL;
  g_autofree char *display = NULL;
  g_autofree char *data = NULL;
  g_autofree char *report = NULL;
  const GkTable *table;
  gsize length = 0;

  /* Bounded: a FIFO, a device or a huge file is refused before reading. */
  file = g_file_new_for_path (path);
  display = g_filename_display_name (path);
  if (!gk_file_read_bounded (file, &data, &length, &error))
    {
      /* TRANSLATORS: program name, file name, the system's reason */
      g_printerr (_("%s: %s: cannot read the file: %s\n"), prgname, display, error->message);
      return EXIT_REFUSED;
    }
  for (guint i = 0; i < n_documents; i++)
    if (documents[i].claims (data, length))
      return documents[i].report (prgname, display, data, length, score, format);

  game_file = gk_game_file_load_data (data, length, display, &error);
  if (game_file == NULL)
    {
      /* TRANSLATORS: program name, then the reason the file was refused */
      g_printerr (_("%s: %s\n"), prgname, error->message);
      return EXIT_REFUSED;
    }

  table = game_file->game != NULL ? gk_game_get_table (game_file->game) : game_file->position;

  if (score)
    report = gk_report_score (table, format);
  else
    report = gk_report_state (table, format);

  write_output (report, format);
  return 0;
}

int
gk_cli_run (int    argc,
            char **argv)
{
  return gk_cli_run_with (argc, argv, NULL, 0);
}

int
gk_cli_run_with (int                  argc,
                 char               **argv,
                 const GkCliDocument *documents,
                 guint                n_documents)
{
  g_auto(CliRequest) request = { FALSE, FALSE, NULL, NULL };
  g_autoptr(GError) error = NULL;
  GkReportFormat format = GK_REPORT_TEXT;
  const char *prgname;
  gboolean ok;

  g_return_val_if_fail (documents != NULL || n_documents == 0, EXIT_USAGE);

  if (argv == NULL || !asks_for_cli (argc, argv))
    return -1;

  request.files = g_ptr_array_new_with_free_func (g_free);
  ok = parse_command_line (argc, argv, &request, &error);

  /* Set by the parse from argv[0] when the program has not named itself. */
  prgname = g_get_prgname ();
  if (prgname == NULL)
    prgname = "ginkgo-companion";

  if (!ok)
    {
      print_usage_error (prgname, error->message);
      return EXIT_USAGE;
    }
  if (!check_request (prgname, &request, &format))
    return EXIT_USAGE;

  return print_report (prgname, request.files->pdata[0], request.score, format,
                       documents, n_documents);
}
