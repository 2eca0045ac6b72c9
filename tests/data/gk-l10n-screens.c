/* gk-l10n-screens.c: prints the text of the window's main screens
 *
 * Runs the real window with its text domain bound to the folder given first
 * (<builddir>/po) and prints, screen by screen, every text a player can see
 * on it: labels (rows, buttons and headings are labels inside), the window
 * title, tooltips and the text of entries.  test-l10n-screens.py runs it
 * under LANGUAGE set to each language of po/LINGUAS and looks for English
 * left over.
 *
 * Screens: the start page, the four pages of the setup assistant, a game
 * being played, the score of a finished table, the position editor (a
 * finished table being entered), and New Game's choice with
 * a 7 Wonders score sheet's setup, checklist and pad.  After each, the
 * window's smallest size on that screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gk-window.h"
#include "gk-window-private.h"

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }
}

static void
print_text (const char *text)
{
  g_auto(GStrv) lines = NULL;

  if (text == NULL || *text == '\0')
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_print ("%s\n", lines[i]);
}

/* Only what is on screen: a widget of a stack page that is not shown, or
 * inside a closed popover, is not mapped. */
static void
print_widget (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;

  if (GTK_IS_LABEL (widget))
    print_text (gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_TEXT (widget))
    print_text (gtk_editable_get_text (GTK_EDITABLE (widget)));
  print_text (gtk_widget_get_tooltip_text (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_widget (child);
}

/* The screen's text, then the smallest size the window can take while
 * it shows that screen ("--- size MIN_WIDTH MIN_HEIGHT"): a screen that
 * does not fit a small laptop in some language shows here. */
static void
print_screen (GkWindow   *window,
              const char *name)
{
  int width, height;

  spin (300);
  g_print ("=== %s\n", name);
  print_text (gtk_window_get_title (GTK_WINDOW (window)));
  print_widget (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL,
                      NULL);
  g_print ("--- size %d %d\n", width, height);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GFile) game = NULL;
  g_autoptr(GFile) position = NULL;
  g_autofree char *data_dir = NULL;
  GkWindow *window;
  GtkWidget *assistant;
  GtkWidget *sheet;

  if (argc != 4)
    {
      g_printerr ("usage: %s LOCALEDIR GAME POSITION\n", argv[0]);
      return 2;
    }

  /* No autosave, no recent games, no stored window size: a first start. */
  data_dir = g_dir_make_tmp ("gk-l10n-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, argv[1]);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Opening a file adds it to the recent files, which need these. */
  g_set_prgname ("ginkgo-companion");
  g_set_application_name ("Ginkgo Companion");
  gtk_init ();
  adw_init ();
  /* A page that slides away is still on screen while it slides. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  gtk_window_present (GTK_WINDOW (window));
  print_screen (window, "start");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  assistant = GTK_WIDGET (GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup")));
  print_screen (window, "setup: players");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: characters");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  /* Next again: the blank characters are kept. */
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: starting square");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: checklist");

  game = g_file_new_for_commandline_arg (argv[2]);
  _gk_window_open_file_wait (window, game);
  print_screen (window, "play");

  position = g_file_new_for_commandline_arg (argv[3]);
  _gk_window_open_file_wait (window, position);
  print_screen (window, "score");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.score-table", NULL);
  print_screen (window, "position editor");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL);
  sheet = GTK_WIDGET (GK_SHEET_PAGE (_gk_window_get_page_widget (window, "sheet")));
  print_screen (window, "new game");
  gtk_widget_activate_action (sheet, "sheet.choose", "s", "7-wonders");
  print_screen (window, "score sheet: players");
  gtk_widget_activate_action (sheet, "sheet.next", NULL);
  print_screen (window, "score sheet: checklist");
  gtk_widget_activate_action (sheet, "sheet.next", NULL);
  print_screen (window, "score sheet: pad");

  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  return 0;
}
