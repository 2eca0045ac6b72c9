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
 * window's smallest size on that screen, and every control a pointer
 * cannot reach in the window as large as the screen it runs on (one
 * beyond the window and not in a part that scrolls to it).  Then the
 * popover that changes a play's start, and the keyboard shortcuts
 * window as it opens: whether each fits the screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gk-window.h"
#include "gk-application.h"
#include "gk-play-details-view.h"
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

/* The bounds of @widget in @window, as laid out now. */
static gboolean
bounds_in (GtkWidget       *widget,
           GtkWidget       *window,
           graphene_rect_t *bounds)
{
  return gtk_widget_compute_bounds (widget, window, bounds);
}

/* Whether a pointer can reach @widget: inside the window, or inside the
 * whole content of the nearest part that scrolls (which is reachable in
 * turn). */
static gboolean
reachable (GtkWidget *widget,
           GtkWidget *window)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (widget),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t b;

  if (scroller != NULL)
    {
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      graphene_rect_t view, in_window;

      if (content == NULL || !bounds_in (widget, content, &b)
          || !bounds_in (scroller, window, &view) || !bounds_in (widget, window, &in_window))
        return FALSE;
      /* Scrolled to the widget, it shows where the part is (a widget
       * larger than the part shows in part, enough for a pointer). */
      b.size.width = MIN (b.size.width, view.size.width);
      b.size.height = MIN (b.size.height, view.size.height);
      if (gtk_adjustment_get_upper (h) > gtk_adjustment_get_page_size (h))
        b.origin.x = view.origin.x + MIN (b.origin.x, MAX (0, view.size.width - b.size.width));
      else
        b.origin.x = in_window.origin.x;
      if (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v))
        b.origin.y = view.origin.y + MIN (b.origin.y, MAX (0, view.size.height - b.size.height));
      else
        b.origin.y = in_window.origin.y;
      if (b.origin.x + b.size.width > view.origin.x + view.size.width + 1
          || b.origin.y + b.size.height > view.origin.y + view.size.height + 1)
        return FALSE;
      return reachable (scroller, window);
    }
  if (!bounds_in (widget, window, &b))
    return FALSE;
  return b.origin.x >= -1 && b.origin.y >= -1
         && b.origin.x + b.size.width <= gtk_widget_get_width (window) + 1
         && b.origin.y + b.size.height <= gtk_widget_get_height (window) + 1;
}

/* Every control on screen a pointer cannot reach: "--- unreachable TYPE
 * NAME". */
static void
print_unreachable (GtkWidget *widget,
                   GtkWidget *window)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (gtk_widget_get_focusable (widget) && gtk_widget_get_can_target (widget)
      && !reachable (widget, window))
    {
      const char *name = gtk_widget_get_tooltip_text (widget);
      graphene_rect_t b = GRAPHENE_RECT_INIT (0, 0, 0, 0);

      if (name == NULL && GTK_IS_BUTTON (widget))
        name = gtk_button_get_label (GTK_BUTTON (widget));
      bounds_in (widget, window, &b);
      g_print ("--- unreachable %s %s (%g, %g, %g x %g)\n", G_OBJECT_TYPE_NAME (widget),
               name != NULL ? name : "", b.origin.x, b.origin.y, b.size.width, b.size.height);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_unreachable (child, window);
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
  print_unreachable (GTK_WIDGET (window), GTK_WIDGET (window));
}

/* The screen's size (the first monitor's). */
static void
screen_size (int *width,
             int *height)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  gdk_monitor_get_geometry (monitor, &geometry);
  *width = geometry.width;
  *height = geometry.height;
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The popover that changes a play's start, opened on the score page
 * scrolled to it: "+++ popover NAME fits|cut". It fits when it holds
 * everything below or above its button within the screen. */
static void
print_popover (GkWindow *window)
{
  GtkWidget *score = _gk_window_get_page_widget (window, "score");
  GtkWidget *details = find_type (score, GK_TYPE_PLAY_DETAILS_VIEW);
  GtkWidget *button = (GtkWidget *) gtk_widget_get_template_child (details,
                                                                   GK_TYPE_PLAY_DETAILS_VIEW,
                                                                   "started_button");
  GtkWidget *scroller = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW);
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t b;
  int screen_width, screen_height, min_height;

  /* Scrolled as far as it goes, the button as low as it can be. */
  gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
  spin (100);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  spin (300);
  screen_size (&screen_width, &screen_height);
  gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL,
                      NULL);
  if (!gtk_widget_compute_bounds (button, GTK_WIDGET (window), &b))
    g_error ("the start's button is not laid out");
  g_print ("+++ popover start %s %d\n",
           min_height <= screen_height - (b.origin.y + b.size.height) || min_height <= b.origin.y
           ? "fits" : "cut", min_height);
  gtk_popover_popdown (popover);
  spin (100);
}

/* The keyboard shortcuts window as it opens, with the app's keys: "+++
 * shortcuts fits|cut WIDTH HEIGHT", against the screen's size. */
static void
print_shortcuts (GkApplication *app)
{
  GkWindow *window;
  GtkWindow *overlay;
  int width, height, screen_width, screen_height;

  window = gk_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  spin (200);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  spin (300);
  overlay = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  width = gtk_widget_get_width (GTK_WIDGET (overlay));
  height = gtk_widget_get_height (GTK_WIDGET (overlay));
  screen_size (&screen_width, &screen_height);
  g_print ("+++ shortcuts %s %d %d\n",
           width <= screen_width && height <= screen_height ? "fits" : "cut", width, height);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
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
  g_autoptr(GkApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  int width, height;

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
  gtk_init ();
  adw_init ();
  /* The app, for its name and the keys its shortcuts window lists: its
   * startup sets them; an instance of its own. */
  app = gk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("the application: %s", error->message);
  /* A page that slides away is still on screen while it slides. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  window = gk_window_new (NULL);
  screen_size (&width, &height);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
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
  print_popover (window);

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
  print_shortcuts (app);
  return 0;
}
