/* gk-shoot-stall.c: how long the window's main loop is held, for bench/bench-stall.sh
 *
 *   --bench=stall [--import=FOLDER]
 *
 * The probe wraps the main context's poll function: from the moment a poll
 * returns to the moment the next one starts, the loop is busy (checking
 * sources, dispatching them, drawing a frame) and answers nothing; the
 * longest such stretch is the longest stall a person could feel.  Each
 * phase prints its longest stall, how many stalls were longer than a frame
 * at 60 Hz (16.7 ms), and how long the phase took:
 *
 *   startup  from the window shown to its first frame (the window's own
 *            cost, before the library is listed: not a stall of the listing)
 *   listing  from that frame to the library listed ($XDG_DATA_HOME) and its
 *            rows made
 *   scroll   the start page scrolled to its end, a page a frame
 *   idle     two seconds of nothing to do: what the machine's own load
 *            costs the loop, the floor of the others
 *   import   FOLDER copied into the library in a worker, as Import a Folder
 *            of Games does, while the window runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "gk-history-import.h"
#include "gk-library.h"
#include "gk-shoot.h"
#include "gk-window-private.h"

#define FRAME_USEC 16667

typedef enum
{
  PHASE_STARTUP,
  PHASE_LISTING,
  PHASE_SCROLL,
  PHASE_IDLE,
  PHASE_IMPORT,
  PHASE_DONE
} Phase;

static const char *const phase_names[] = { "startup", "listing", "scroll", "idle", "import" };

typedef struct
{
  GkWindow             *window;
  const GkShootOptions *options;
  Phase                 phase;
  gint64                phase_start;
  gint64                longest;        /* µs */
  guint                 over_a_frame;
  guint                 iterations;
  gboolean              import_done;
  GtkAdjustment        *scroll;
  gint64                first_frame;    /* the frame clock's counter when shown */
} Probe;

static Probe *probe;
static GPollFunc real_poll;
static gint64 left_poll;

static gint
timed_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  gint64 entered = g_get_monotonic_time ();
  gint result;

  if (left_poll > 0 && probe != NULL && probe->phase != PHASE_DONE)
    {
      gint64 stall = entered - left_poll;

      probe->longest = MAX (probe->longest, stall);
      if (stall > FRAME_USEC)
        probe->over_a_frame++;
      probe->iterations++;
    }
  result = real_poll (fds, n_fds, timeout);
  left_poll = g_get_monotonic_time ();
  return result;
}

static void
next_phase (Probe *self,
            Phase  phase)
{
  gint64 now = g_get_monotonic_time ();

  g_print ("%s longest-stall-ms %.1f over-a-frame %u iterations %u took-ms %.0f\n",
           phase_names[self->phase], self->longest / 1000.0, self->over_a_frame,
           self->iterations, (now - self->phase_start) / 1000.0);
  fflush (stdout);
  self->phase = phase;
  self->phase_start = now;
  self->longest = 0;
  self->over_a_frame = 0;
  self->iterations = 0;
}

static void
import_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Probe *self = user_data;
  g_autoptr(GkHistoryImportResult) report = NULL;
  g_autoptr(GError) error = NULL;

  report = gk_history_import_folder_finish (result, &error);
  if (report == NULL)
    g_printerr ("import: %s\n", error->message);
  else
    g_print ("imported %u duplicates %u refused %u\n", report->imported, report->duplicates,
             report->refused->len);
  self->import_done = TRUE;
}

static GtkAdjustment *
start_page_scroll (GkWindow *window)
{
  GtkWidget *widget = GTK_WIDGET (_gk_window_get_start_page (window));

  /* The page's scrolled window: the first one below it. */
  while (widget != NULL && !GTK_IS_SCROLLED_WINDOW (widget))
    widget = gtk_widget_get_first_child (widget);
  return widget != NULL ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget))
                        : NULL;
}

/* Once a frame: moves the benchmark on. */
static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       user_data)
{
  Probe *self = user_data;

  if (self->first_frame == G_MAXINT64)
    self->first_frame = gdk_frame_clock_get_frame_counter (clock);
  GkLibrary *library = gk_session_get_library (gk_window_get_session (self->window));

  switch (self->phase)
    {
    case PHASE_STARTUP:
      /* The first frame is drawn: the library is listed from now on. */
      if (gdk_frame_clock_get_frame_counter (clock) > self->first_frame)
        next_phase (self, PHASE_LISTING);
      break;

    case PHASE_LISTING:
      if (!_gk_window_is_busy (self->window) && !gk_library_is_loading (library))
        {
          g_print ("entries %u\n", g_list_model_get_n_items (gk_library_get_entries (library)));
          fflush (stdout);
          next_phase (self, PHASE_SCROLL);
          self->scroll = start_page_scroll (self->window);
        }
      break;

    case PHASE_SCROLL:
      {
        double value = gtk_adjustment_get_value (self->scroll);
        double end = gtk_adjustment_get_upper (self->scroll) - gtk_adjustment_get_page_size (self->scroll);

        if (value >= end)
          next_phase (self, PHASE_IDLE);
        else
          gtk_adjustment_set_value (self->scroll,
                                    MIN (end, value + gtk_adjustment_get_page_size (self->scroll)));
      }
      break;

    case PHASE_IDLE:
      if (g_get_monotonic_time () - self->phase_start < 2 * G_USEC_PER_SEC)
        break;
      next_phase (self, self->options->import != NULL ? PHASE_IMPORT : PHASE_DONE);
      if (self->phase == PHASE_IMPORT)
        {
          g_autoptr(GFile) folder = g_file_new_for_commandline_arg (self->options->import);
          g_autoptr(GFile) games = gk_library_get_default_folder ();
          g_autofree char *games_dir = g_file_get_path (games);

          gk_history_import_folder_async (folder, games_dir, NULL, import_done, self);
        }
      break;

    case PHASE_IMPORT:
      if (self->import_done)
        next_phase (self, PHASE_DONE);
      break;

    case PHASE_DONE:
    default:
      gtk_window_destroy (GTK_WINDOW (self->window));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
gk_shoot_bench_stall (GkWindow             *window,
                      const GkShootOptions *options)
{
  probe = g_new0 (Probe, 1);
  probe->window = window;
  probe->options = options;
  probe->phase = PHASE_STARTUP;
  probe->phase_start = g_get_monotonic_time ();
  probe->first_frame = G_MAXINT64;

  real_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, timed_poll);
  gtk_widget_add_tick_callback (GTK_WIDGET (window), tick, probe, NULL);
  gtk_window_present (GTK_WINDOW (window));
}
