/* bare-window.c: the yardstick for bench/ui/bench-ui.py: a libadwaita
 * application (unique on the session bus, as the app is) whose window
 * holds a header bar and an empty status page,
 * at the app's default size; it prints the time from --t0=µs
 * (CLOCK_MONOTONIC, its first argument) to its first drawn frame, and quits.
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

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

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
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
