/* gk-application.c: the application, one window per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-about.h"
#include "gk-application.h"
#include "gk-history-cli.h"
#include "gk-session.h"
#include "gk-window.h"

struct _GkApplication
{
  AdwApplication     parent_instance;
};

G_DEFINE_FINAL_TYPE (GkApplication, gk_application, ADW_TYPE_APPLICATION)

/* The main window last used (a table view is not one), or a new one. */
static GkWindow *
gk_application_get_window (GkApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (GK_IS_WINDOW (l->data))
      return GK_WINDOW (l->data);
  return gk_window_new (GTK_APPLICATION (self));
}

static void
gk_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (gk_application_get_window (GK_APPLICATION (app))));
}

/* A file another window has open brings that window to the front (the
 * game library knows which session holds which file); any other opens in
 * the active window when it shows nothing yet, else in a window of its own. */
static void
gk_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  GkLibrary *library = gk_context_get_library (gk_application_get_context (GK_APPLICATION (app)));

  for (int i = 0; i < n_files; i++)
    {
      GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
      GkWindow *window;

      if (gk_library_present_holder (library, files[i]))
        continue;
      if (active != NULL && GK_IS_WINDOW (active)
          && gk_session_get_game (gk_window_get_session (GK_WINDOW (active))) == NULL
          && gk_session_get_position (gk_window_get_session (GK_WINDOW (active))) == NULL)
        window = GK_WINDOW (active);
      else
        window = gk_window_new (GTK_APPLICATION (app));
      gk_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
gk_application_new_window (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (gk_window_new (GTK_APPLICATION (user_data))));
}

static void
gk_application_about (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (gk_about_window_new (parent)));
}

static void
gk_application_quit (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  /* Every move is saved as it is confirmed (and the app is held until the
   * last save is on disk): closing loses nothing.  A window whose saves
   * fail asks first (gk-window.c); a table view closes with its window. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (GK_IS_WINDOW (l->data))
      gtk_window_close (GTK_WINDOW (l->data));
}

static const GActionEntry app_entries[] = {
  { "about", gk_application_about },
  { "new-window", gk_application_new_window },
  { "quit", gk_application_quit },
};

/* A lookup, which reads the theme first if it must: GTK lets other threads
 * make one once the theme is set up (gtkicontheme.c, "Threading"). */
static void
read_icon_theme (GTask        *task,
                 gpointer      source,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  gtk_icon_theme_has_icon (GTK_ICON_THEME (task_data), APP_ID);
  g_task_return_boolean (task, TRUE);
}

/* Whether local_command_line() set GTK_THEME, for start_display() to
 * take back. */
static gboolean empty_theme_set;

/* GTK's own style sheet, never parsed.
 *
 * GTK makes the display's settings the first time they are asked for, and
 * parses the theme they name there and then: its own default theme, unless
 * GTK_THEME names another. libadwaita names its empty theme in them a
 * moment later (adw_init()) and styles the app with its own style sheet:
 * GTK's parsing was thrown away, 80 million instructions on the main thread
 * (15% of its work to the first frame).
 *
 * So the application asks GTK for that empty theme from the start. It sets
 * GTK_THEME here, before GApplication registers on the session bus and so
 * before any thread runs, and takes it back as it starts (start_display()),
 * once GTK has made the settings and before libadwaita looks at it
 * (libadwaita styles nothing when it is set). By then GDBus runs its thread:
 * GLib warns that the environment is not safe to change beside another
 * thread, but glibc's unsetenv() moves the variables after it within the
 * list and frees nothing, so another thread's read at that moment could at
 * worst miss a variable, never touch freed memory. A GTK_THEME the user set
 * is left as it is. A second instance, which only hands its files to the
 * first, exits with the variable set and nothing started. */
static gboolean
gk_application_local_command_line (GApplication   *app,
                                   char         ***arguments,
                                   int            *exit_status)
{
  if (g_getenv ("GTK_THEME") == NULL)
    empty_theme_set = g_setenv ("GTK_THEME", "Adwaita-empty", FALSE);
  return G_APPLICATION_CLASS (gk_application_parent_class)->local_command_line (app, arguments,
                                                                              exit_status);
}

/* GTK, the display's settings made with the empty theme (above), then
 * libadwaita, and the icon theme read once, not by the main thread.
 *
 * GTK starts reading the theme in a thread when it is first asked for it,
 * and a resource path added afterwards throws that reading away, waiting
 * for its end if it is under way. GtkApplication asks for the theme as it
 * starts, to add the icons under the application's resource base path, and
 * libadwaita adds its own a moment later (adw_init()): the main thread
 * waited for GTK's reading (17 ms on a machine where the first frame takes
 * 280), then read the whole theme again itself at the first icon the
 * window drew.
 *
 * So the application has no resource base path (its icon is installed in
 * hicolor, data/meson.build), and libadwaita starts first: it asks for the
 * theme and adds its icons at once, before GTK's thread begins. Should that
 * thread begin first all the same, another one reads the theme again while
 * the window is built (test-startup). */
static void
start_display (void)
{
  g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);
  GtkSettings *settings;
  GtkIconTheme *theme;

  gtk_init ();
  settings = gtk_settings_get_default ();
  if (empty_theme_set)
    g_unsetenv ("GTK_THEME");
  adw_init ();
  if (empty_theme_set)
    {
      g_autofree char *theme_name = NULL;

      /* A libadwaita that leaves the theme to the desktop (beside
       * elementary's Granite, newer ones do) has GTK parse the one named. */
      g_object_get (settings, "gtk-theme-name", &theme_name, NULL);
      if (g_strcmp0 (theme_name, "Adwaita-empty") != 0)
        g_object_notify (G_OBJECT (settings), "gtk-theme-name");
      empty_theme_set = FALSE;
    }
  theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_task_set_task_data (task, g_object_ref (theme), g_object_unref);
  g_task_run_in_thread (task, read_icon_theme);
}

static void
gk_application_startup (GApplication *app)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "win.choose-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.show-score", { "<Control>t", NULL } },
    { "win.table-view", { "<Control><Shift>t", NULL } },
    { "win.go-back", { "<Alt>Left", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  start_display ();
  G_APPLICATION_CLASS (gk_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries,
                                   G_N_ELEMENTS (app_entries), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);

  g_set_application_name (_("Ginkgo Companion"));
  /* The windows' icon: the first window sets it once it has drawn its
   * first frame (gk-window.c). */
}

static void
gk_application_class_init (GkApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->local_command_line = gk_application_local_command_line;
  app_class->startup = gk_application_startup;
  app_class->activate = gk_application_activate;
  app_class->open = gk_application_open;
}

static void
gk_application_init (GkApplication *self)
{
  /* Listed so that --help shows them: main() hands any use of them to
   * the command line (gk_cli_run(), gk_history_cli_run()) before the
   * application starts. */
  g_application_add_main_option_entries (G_APPLICATION (self), gk_cli_get_option_entries ());
  g_application_add_main_option_entries (G_APPLICATION (self),
                                         gk_history_cli_get_option_entries ());
}

GkApplication *
gk_application_new (void)
{
  return g_object_new (GK_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* Its icon is installed in hicolor, its style loaded
                        * by each window (gk-window.c): nothing for
                        * GtkApplication and AdwApplication to load from
                        * resources (start_display()). */
                       "resource-base-path", NULL,
                       NULL);
}

GkContext *
gk_application_get_context (GkApplication *self)
{
  g_return_val_if_fail (GK_IS_APPLICATION (self), NULL);

  /* The process's: every window of the app takes it. */
  return gk_context_get_default ();
}
