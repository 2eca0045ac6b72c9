/* bare-window.c: the yardsticks for bench/ui/bench-ui.py: a libadwaita
 * application (unique on the session bus, as the app is) whose window
 * holds a header bar and an empty status page,
 * at the app's default size; it prints the time from --t0=µs
 * (CLOCK_MONOTONIC, its first argument) to its first drawn frame, and quits.
 *
 * With --stock-start-page=FILE (the app's icon) after --t0, the status
 * page shows what the app's start page shows, in libadwaita's own widgets:
 * the icon, the name, the description and New Game, Open a Game and Score
 * a Finished Table as AdwActionRows as wide as the app's, in English
 * (src/ui/gk-start-page.ui).  It measures what the page's text costs any
 * libadwaita app.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <time.h>

static gint64 t0;

static gint64
cpu_time_us (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
after_paint (GdkFrameClock *clock,
             GtkWindow     *window)
{
  g_print ("first-frame-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - t0);
  g_print ("first-frame-cpu-us %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
           cpu_time_us (CLOCK_THREAD_CPUTIME_ID), cpu_time_us (CLOCK_PROCESS_CPUTIME_ID));
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  gtk_window_destroy (window);
}

static void
realized (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint), window);
}

static const char *stock_icon;

static GtkWidget *
stock_row (const char *icon,
           const char *title,
           const char *subtitle,
           gboolean    goes_on)
{
  GtkWidget *row = adw_action_row_new ();

  adw_action_row_set_icon_name (ADW_ACTION_ROW (row), icon);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  if (goes_on)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static void
fill_stock_start_page (AdwStatusPage *page)
{
  g_autoptr(GdkTexture) icon = gdk_texture_new_from_filename (stock_icon, NULL);
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *list = gtk_list_box_new ();

  adw_status_page_set_paintable (page, GDK_PAINTABLE (icon));
  adw_status_page_set_title (page, "Ginkgo Companion");
  adw_status_page_set_description (page, "Keep the books of a game of Ginkgopolis beside the "
                                         "board: the setup, every round, and the final score.");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list),
                       stock_row ("list-add-symbolic", "_New Game",
                                  "Ginkgopolis, or a score sheet of 7 Wonders, Underwater "
                                  "Cities or Blueprints", TRUE));
  gtk_list_box_append (GTK_LIST_BOX (list),
                       stock_row ("document-open-symbolic", "_Open a Game…",
                                  "A game saved as a .ginkgo file", FALSE));
  gtk_list_box_append (GTK_LIST_BOX (list),
                       stock_row ("view-list-ordered-symbolic", "Score a _Finished Table",
                                  "Enter the city and the players’ cards as they lie, without "
                                  "a record of the game", TRUE));
  /* As wide as the app's page (gk-start-page.ui). */
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  adw_status_page_set_child (page, clamp);
}

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  if (stock_icon != NULL)
    {
      fill_stock_start_page (ADW_STATUS_PAGE (page));
      gtk_window_set_title (GTK_WINDOW (window), "Ginkgo Companion");
    }
  else
    adw_status_page_set_title (ADW_STATUS_PAGE (page), "Bare");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 720);
  g_signal_connect (window, "realize", G_CALLBACK (realized), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* Registered on the session bus like the app itself: the same start-up
   * costs on both sides of the ratio. */
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.ginkgocompanion.BareWindow",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  if (argc > 1 && g_str_has_prefix (argv[1], "--t0="))
    {
      t0 = g_ascii_strtoll (argv[1] + strlen ("--t0="), NULL, 10);
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  if (argc > 1 && g_str_has_prefix (argv[1], "--stock-start-page="))
    {
      stock_icon = argv[1] + strlen ("--stock-start-page=");
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
