/* test-startup.c: the application's start, in a process of its own, as
 * src/main.c starts it: the themes GTK parses and the icon theme by its
 * first frame (gk-application.c, start_display()).
 *
 * GTK parses the theme the display's settings name when it makes them, and
 * reads the icon theme again whenever a resource path is added to it,
 * throwing away the reading before. This program stands between GTK and
 * what it calls, to see each theme GTK looks for (in its resources first),
 * each style sheet loaded from resources, each reading of the icon theme
 * (hicolor's index.theme, read once a reading: every theme inherits it) and
 * each path added; it is linked with its symbols exported
 * (tests/ui/meson.build). Each case runs the application in a process of
 * its own: GTK starts once a process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <dlfcn.h>

#include "gk-application.h"
#include "gk-ui-test-util.h"

#define ADW_ICONS "/org/gnome/Adwaita/icons"
#define GTK_THEMES "/org/gtk/libgtk/theme/"
#define ADW_STYLE "/org/gnome/Adwaita/styles/base.css"

/* What happened, in order: "add PATH" and "read" for the icon theme (in any
 * thread: GTK reads it in its own), "theme PATH" for a theme GTK looks for
 * in its resources, "css PATH" for a style sheet loaded from resources. */
static GMutex events_lock;
static GPtrArray *events;

/* GLib's and GTK's own, found before anything runs (main()). */
static gboolean (*real_load) (GKeyFile *, const char *, GKeyFileFlags, GError **);
static void (*real_add) (GtkIconTheme *, const char *);
static gboolean (*real_get_info) (const char *, GResourceLookupFlags, gsize *, guint32 *,
                                  GError **);
static void (*real_load_css) (GtkCssProvider *, const char *);

static void
note (char *event)
{
  g_mutex_lock (&events_lock);
  g_ptr_array_add (events, event);
  g_mutex_unlock (&events_lock);
}

gboolean
g_key_file_load_from_file (GKeyFile      *key_file,
                           const char    *file,
                           GKeyFileFlags  flags,
                           GError       **error)
{
  if (g_str_has_suffix (file, G_DIR_SEPARATOR_S "hicolor" G_DIR_SEPARATOR_S "index.theme"))
    note (g_strdup ("read"));
  return real_load (key_file, file, flags, error);
}

void
gtk_icon_theme_add_resource_path (GtkIconTheme *self,
                                  const char   *path)
{
  note (g_strdup_printf ("add %s", path));
  real_add (self, path);
}

gboolean
g_resources_get_info (const char            *path,
                      GResourceLookupFlags   lookup_flags,
                      gsize                 *size,
                      guint32               *flags,
                      GError               **error)
{
  if (g_str_has_prefix (path, GTK_THEMES))
    note (g_strdup_printf ("theme %s", path));
  return real_get_info (path, lookup_flags, size, flags, error);
}

void
gtk_css_provider_load_from_resource (GtkCssProvider *provider,
                                     const char     *path)
{
  note (g_strdup_printf ("css %s", path));
  real_load_css (provider, path);
}

/* Set by a case: libadwaita's naming of its empty theme in GTK's settings,
 * and of its dark style (which has GTK parse its theme again), are left
 * out, as a libadwaita that leaves the theme to the desktop does. */
static gboolean keep_theme_settings;

void
g_object_set (gpointer    object,
              const char *first_property_name,
              ...)
{
  va_list args;

  if (keep_theme_settings && GTK_IS_SETTINGS (object)
      && (g_str_equal (first_property_name, "gtk-theme-name")
          || g_str_equal (first_property_name, "gtk-application-prefer-dark-theme")))
    {
      note (g_strdup_printf ("kept %s", first_property_name));
      return;
    }
  va_start (args, first_property_name);
  g_object_set_valist (object, first_property_name, args);
  va_end (args);
}

typedef struct
{
  GPtrArray *events;   /* by the first frame */
  char      *gtk_theme; /* GTK_THEME then */
  GStrv      paths;    /* the theme's resource paths then */
  char      *app_icon; /* the file of the app's icon at 96 pixels */
  gboolean   adw_icon; /* whether it finds one of libadwaita's */
} Seen;

static Seen seen;

static gpointer
copy_string (gconstpointer string,
             gpointer      data)
{
  return g_strdup (string);
}

static void
first_frame (GdkFrameClock *clock,
             GtkWindow     *window)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(GFile) file = NULL;

  g_signal_handlers_disconnect_by_func (clock, first_frame, window);
  g_mutex_lock (&events_lock);
  seen.events = g_ptr_array_copy (events, copy_string, NULL);
  g_ptr_array_set_free_func (seen.events, g_free);
  g_mutex_unlock (&events_lock);
  seen.gtk_theme = g_strdup (g_getenv ("GTK_THEME"));

  seen.paths = gtk_icon_theme_get_resource_path (theme);
  icon = gtk_icon_theme_lookup_icon (theme, APP_ID, NULL, 96, 1, GTK_TEXT_DIR_NONE, 0);
  file = gtk_icon_paintable_get_file (icon);
  seen.app_icon = file != NULL ? g_file_get_path (file) : NULL;
  seen.adw_icon = gtk_icon_theme_has_icon (theme, "adw-external-link-symbolic");
  gtk_window_destroy (window);
}

static void
realized (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame), window);
}

static void
window_added (GtkApplication *app,
              GtkWindow      *window)
{
  g_signal_handlers_disconnect_by_func (app, window_added, NULL);
  g_signal_connect (window, "realize", G_CALLBACK (realized), NULL);
}

static guint
count (GPtrArray  *list,
       const char *event,
       guint       from)
{
  guint n = 0;

  for (guint i = from; i < list->len; i++)
    n += g_str_equal (g_ptr_array_index (list, i), event);
  return n;
}

static guint
count_in (GStrv       paths,
          const char *path)
{
  guint n = 0;

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    n += g_str_equal (paths[i], path);
  return n;
}

static guint
count_prefix (GPtrArray  *list,
              const char *prefix)
{
  guint n = 0;

  for (guint i = 0; i < list->len; i++)
    n += g_str_has_prefix (g_ptr_array_index (list, i), prefix);
  return n;
}

/* The index of the last event that starts with PREFIX (0 if none). */
static guint
last_index (GPtrArray  *list,
            const char *prefix)
{
  guint last = 0;

  for (guint i = 0; i < list->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (list, i), prefix))
      last = i;
  return last;
}

/* In the test's own process, the case run in a process of its own (GTK
 * starts once a process) and TRUE once it has passed there; FALSE in that
 * process, which runs it. */
static gboolean
ran_in_subprocess (void)
{
  if (g_test_subprocess ())
    return FALSE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return TRUE;
}

/* The application run as src/main.c runs it, to its first frame. */
static void
run_app (void)
{
  g_autoptr(GkApplication) app = gk_application_new ();
  char *argv[] = { (char *) g_get_prgname (), NULL };

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 1, argv), ==, 0);
  g_assert_nonnull (seen.events);
  for (guint i = 0; i < seen.events->len; i++)
    g_test_message ("%s", (char *) g_ptr_array_index (seen.events, i));
  for (guint i = 0; seen.paths != NULL && seen.paths[i] != NULL; i++)
    g_test_message ("resource path %s", seen.paths[i]);
  g_test_message ("GTK_THEME at the first frame: %s", seen.gtk_theme);
}

static void
clear_seen (void)
{
  g_ptr_array_unref (seen.events);
  g_strfreev (seen.paths);
  g_free (seen.app_icon);
  g_free (seen.gtk_theme);
}

/* By the first frame, the theme has libadwaita's icons, added once and
 * nothing after them, and it has been read once since (the reading GTK
 * began before, if it could begin first, is the one thrown away). It finds
 * the app's icon installed in hicolor (here the build folder's, which
 * tests/meson.build puts on XDG_DATA_DIRS) and libadwaita's in its
 * resources.
 *
 * GTK has looked for libadwaita's empty theme only, never parsed its own
 * default one, and libadwaita has loaded its style sheet once: the variable
 * the application set for GTK is gone. */
static void
test_start (void)
{
  g_autofree char *adw_add = g_strdup_printf ("add %s", ADW_ICONS);
  g_autofree char *icon_name = NULL;
  guint last_add;
  guint reads;

  if (ran_in_subprocess ())
    return;
  run_app ();

  g_assert_cmpuint (count_prefix (seen.events, "theme " GTK_THEMES "Default/"), ==, 0);
  g_assert_cmpuint (count_prefix (seen.events, "theme " GTK_THEMES "Adwaita-empty/gtk.css"), >, 0);
  g_assert_cmpuint (count (seen.events, "css " ADW_STYLE, 0), ==, 1);
  g_assert_null (seen.gtk_theme);

  /* GTK's own, and libadwaita's once. */
  g_assert_cmpuint (g_strv_length (seen.paths), ==, 2);
  g_assert_cmpuint (count_in (seen.paths, ADW_ICONS), ==, 1);
  g_assert_cmpuint (count (seen.events, adw_add, 0), ==, 1);
  last_add = last_index (seen.events, "add ");
  g_assert_cmpstr (g_ptr_array_index (seen.events, last_add), ==, adw_add);

  reads = count (seen.events, "read", 0);
  if (reads == 0)
    {
      g_test_skip ("no hicolor icon theme installed: the readings cannot be seen");
    }
  else
    {
      g_assert_cmpuint (count (seen.events, "read", last_add), ==, 1);
      g_assert_cmpuint (reads, <=, 2);
    }

  g_test_message ("app icon %s", seen.app_icon);
  g_assert_nonnull (seen.app_icon);
  icon_name = g_path_get_basename (seen.app_icon);
  g_assert_true (g_str_has_prefix (icon_name, APP_ID "."));
  g_assert_true (seen.adw_icon);
  clear_seen ();
}

/* A theme the user asks for with GTK_THEME is the one GTK parses, and the
 * variable stays: libadwaita then leaves the styling to it, as it would in
 * any libadwaita app. */
static void
test_user_theme (void)
{
  if (ran_in_subprocess ())
    return;
  /* Before any thread, as the user's environment is. */
  g_setenv ("GTK_THEME", "Default:dark", TRUE);
  run_app ();

  g_assert_cmpuint (count_prefix (seen.events, "theme " GTK_THEMES "Default/gtk-dark.css"), >, 0);
  g_assert_cmpuint (count_prefix (seen.events, "theme " GTK_THEMES "Adwaita-empty/"), ==, 0);
  g_assert_cmpuint (count (seen.events, "css " ADW_STYLE, 0), ==, 0);
  g_assert_cmpstr (seen.gtk_theme, ==, "Default:dark");
  clear_seen ();
}

/* With a libadwaita that does not name its empty theme, the theme GTK
 * parsed while the variable was set is not the one it keeps: GTK parses the
 * one its settings name (here its own default) once the variable is gone. */
static void
test_theme_left_to_desktop (void)
{
  guint kept;
  guint last_theme;

  if (ran_in_subprocess ())
    return;
  keep_theme_settings = TRUE;
  run_app ();

  g_assert_cmpuint (count (seen.events, "kept gtk-theme-name", 0), ==, 1);
  kept = last_index (seen.events, "kept ");
  last_theme = last_index (seen.events, "theme " GTK_THEMES);
  g_assert_cmpstr (g_ptr_array_index (seen.events, last_theme), ==,
                   "theme " GTK_THEMES "Default/gtk.css");
  g_assert_cmpuint (last_theme, >, kept);
  g_assert_null (seen.gtk_theme);
  clear_seen ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  events = g_ptr_array_new_with_free_func (g_free);
  real_load = dlsym (RTLD_NEXT, "g_key_file_load_from_file");
  real_add = dlsym (RTLD_NEXT, "gtk_icon_theme_add_resource_path");
  real_get_info = dlsym (RTLD_NEXT, "g_resources_get_info");
  real_load_css = dlsym (RTLD_NEXT, "gtk_css_provider_load_from_resource");
  g_assert_nonnull (real_load);
  g_assert_nonnull (real_add);
  g_assert_nonnull (real_get_info);
  g_assert_nonnull (real_load_css);
  /* No gtk_init() here: the application starts GTK, as in src/main.c. */
  gk_ui_test_init_process (&argc, &argv);
  g_test_add_func ("/startup/start", test_start);
  g_test_add_func ("/startup/user-theme", test_user_theme);
  g_test_add_func ("/startup/theme-left-to-desktop", test_theme_left_to_desktop);
  status = g_test_run ();
  g_ptr_array_unref (events);
  return status;
}
