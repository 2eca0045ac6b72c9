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
  const GkHistoryExportFormat *formats;
  guint n_formats;

  formats = gk_history_export_formats (&n_formats);
  for (int i = 1; i < argc && argv[i] != NULL; i++)
    {
      if (g_str_equal (argv[i], "--"))
        return FALSE;
      for (guint f = 0; f < n_formats; f++)
        {
          g_autofree char *option = g_strconcat ("--export-", formats[f].name, NULL);
          const char *rest = g_str_has_prefix (argv[i], option) ? argv[i] + strlen (option)
                                                                : NULL;

          if (rest != NULL && (*rest == '\0' || *rest == '='))
            return TRUE;
        }
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

/* Writes @text to @path, "-" being the standard output. */
static int
write_export (const char *prgname,
              const char *path,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      fflush (stdout);
      return 0;
    }
  if (!gk_history_write_file (path, text, &error))
    {
      g_autofree char *display = g_filename_display_name (path);

      /* TRANSLATORS: program name, file name, the system's reason */
      g_printerr (_("%s: %s: cannot write the file: %s\n"), prgname, display, error->message);
      return EXIT_REFUSED;
    }
  return 0;
}

/* One option per export format: --export-NAME=FILE; built once, kept. */
static GOptionEntry *
build_option_entries (gpointer data)
{
  const GkHistoryExportFormat *formats;
  GOptionEntry *entries;
  guint n_formats;

  formats = gk_history_export_formats (&n_formats);
  entries = g_new0 (GOptionEntry, n_formats + 1);
  for (guint f = 0; f < n_formats; f++)
    {
      entries[f].long_name = g_strconcat ("export-", formats[f].name, NULL);
      entries[f].arg = G_OPTION_ARG_FILENAME;
      entries[f].description = formats[f].description;
      entries[f].arg_description = N_("FILE");
    }
  return entries;
}

const GOptionEntry *
gk_history_cli_get_option_entries (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, (GThreadFunc) build_option_entries, NULL);
  return once.retval;
}

/* Who the user is, as the window keeps it (GSettings "me"), where the
 * app's schema is installed. */
static void
read_me (GkHistoryProfiles *profiles)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *me = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "me"))
    return;
  settings = g_settings_new_full (schema, NULL, NULL);
  me = g_settings_get_string (settings, "me");
  gk_history_profiles_set_me (profiles, me);
}

int
gk_history_cli_run (int    argc,
                    char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autofree GOptionEntry *entries = NULL;
  g_auto(GStrv) args = NULL;
  const GkHistoryExportFormat *formats;
  char *paths[8] = { NULL };
  const char *prgname;
  guint n_formats;
  int status = 0;

  if (argv == NULL || !asks_for_export (argc, argv))
    return -1;

  formats = gk_history_export_formats (&n_formats);
  g_assert (n_formats <= G_N_ELEMENTS (paths));
  entries = g_memdup2 (gk_history_cli_get_option_entries (), (n_formats + 1) * sizeof *entries);
  for (guint f = 0; f < n_formats; f++)
    entries[f].arg_data = &paths[f];

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
      status = EXIT_USAGE;
      goto out;
    }
  prgname = g_get_prgname () != NULL ? g_get_prgname () : "ginkgo-companion";
  if (g_strv_length (args) > 1)
    {
      g_autofree char *message =
        /* TRANSLATORS: %s is an argument the command line does not use */
        g_strdup_printf (_("unexpected argument “%s”"), args[1]);
      usage_error (prgname, message);
      status = EXIT_USAGE;
      goto out;
    }
  for (guint f = 0; f < n_formats; f++)
    if (paths[f] != NULL && *paths[f] == '\0')
      {
        usage_error (prgname, _("the file name is empty"));
        status = EXIT_USAGE;
        goto out;
      }

  index = gk_history_index_new_default ();
  /* An export reads every row: each checked against its digest first. */
  if (!gk_history_index_check_rows (index, NULL, NULL, &error)
      || (plays = gk_history_index_list_plays (index, &error)) == NULL)
    {
      g_printerr (_("%s: %s\n"), prgname, error->message);
      status = EXIT_REFUSED;
      goto out;
    }
  profiles = gk_history_profiles_new_default ();
  read_me (profiles);

  for (guint f = 0; f < n_formats && status == 0; f++)
    if (paths[f] != NULL)
      {
        g_autofree char *text = formats[f].write (plays, profiles);

        status = write_export (prgname, paths[f], text);
      }

out:
  for (guint f = 0; f < n_formats; f++)
    g_free (paths[f]);
  return status;
}
