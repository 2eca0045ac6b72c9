/* gk-shoot-bench.c: the window's timings for bench/ui/bench-ui.py
 *
 *   --bench=first-frame  the app started as src/main.c starts it, to its
 *                        window's first drawn frame
 *   --bench=confirm      --move entered on --game and confirmed, to the
 *                        frame that drew the new city (then undone), --rounds times
 *   --bench=typing       --move typed in the round entry a keystroke per
 *                        frame, each to the frame that drew its preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <time.h>

#include "gk-application.h"
#include "gk-history-cli.h"
#include "gk-shoot.h"
#include "gk-window-private.h"

/* ---- the first frame ---- */

static gint64 first_frame_t0;

static gint64
cpu_time_us (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
first_frame_painted (GdkFrameClock *clock,
                     GtkWindow     *window)
{
  g_print ("first-frame-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - first_frame_t0);
  /* The processor time it took, less shaken by other work on the machine:
   * the main thread's, then the whole process's. */
  g_print ("first-frame-cpu-us %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
           cpu_time_us (CLOCK_THREAD_CPUTIME_ID), cpu_time_us (CLOCK_PROCESS_CPUTIME_ID));
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, window);
  gtk_window_destroy (window);
}

static void
first_frame_realized (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted), window);
}

static void
first_frame_window_added (GtkApplication *app,
                          GtkWindow      *window)
{
  g_signal_handlers_disconnect_by_func (app, first_frame_window_added, NULL);
  g_signal_connect (window, "realize", G_CALLBACK (first_frame_realized), NULL);
}

int
gk_shoot_bench_first_frame (const GkShootOptions *options)
{
  g_autoptr(GkApplication) app = NULL;
  char *argv[] = { (char *) g_get_prgname (), NULL };
  int status;

  first_frame_t0 = options->t0;
  /* What src/main.c does once its text domain is bound: the command
   * line's two checks, then the application, registered on the session
   * bus and activated. */
  status = gk_cli_run (1, argv);
  if (status < 0)
    status = gk_history_cli_run (1, argv);
  if (status >= 0)
    return status;
  app = gk_application_new ();
  g_signal_connect (app, "window-added", G_CALLBACK (first_frame_window_added), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}

/* ---- a move confirmed, a move typed ---- */


typedef struct
{
  GkWindow   *window;
  const char *move;      /* as in the game file */
  gboolean    typing;    /* each keystroke of a typed move to the redrawn preview */
  char       *text;      /* the move as typed */
  guint       typed;     /* characters of it in the entry */
  guint       rounds;
  guint       done;
  guint       pace;      /* ms from a measured frame to the next action */
  gboolean    damage;    /* --damage */
  guint       timeout;   /* the next action, while it waits */
  gint64      started;   /* when the action was taken, 0 while waiting */
  gint64      frame;     /* when the frame clock began the frame (before-paint) */
  gint64      laid_out;  /* when it had laid the window out */
  GArray     *samples;   /* gint64 µs, the action to the end of the frame that drew it */
  GArray     *handling;  /* gint64 µs, the action itself (engine and widgets) */
  GArray     *waiting;   /* gint64 µs, from the action to the frame's start */
  GArray     *layout;    /* gint64 µs, the frame's layout phase */
  GArray     *paint;     /* gint64 µs, the frame's drawing: snapshot and render */
  gint64      cpu_started; /* the main thread's processor time at the action */
  GArray     *cpu;       /* gint64 µs of it, from the action to the frame's end */
  gint64      cpu_laid_out; /* the main thread's processor time when laid out */
  GArray     *paint_cpu; /* gint64 µs of it in the frame's drawing (with cairo, all of
                          * the drawing; a GL driver may draw in threads of its own) */
} Bench;

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static gint64
median (GArray *values)
{
  g_array_sort (values, compare_gint64);
  return g_array_index (values, gint64, values->len / 2);
}

static gint64
maximum (GArray *values)
{
  g_array_sort (values, compare_gint64);
  return g_array_index (values, gint64, values->len - 1);
}

static void
print_figures (Bench      *bench,
               const char *what)
{
  g_print ("%s-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT " samples %u pace %u\n",
           what, median (bench->samples), maximum (bench->samples), bench->samples->len,
           bench->pace);
  g_print ("%s-handling-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT "\n", what,
           median (bench->handling), maximum (bench->handling));
  /* Where the time went: waiting for the frame clock, then its phases. */
  g_print ("%s-phases-us wait %" G_GINT64_FORMAT " layout %" G_GINT64_FORMAT
           " paint %" G_GINT64_FORMAT "\n", what,
           median (bench->waiting), median (bench->layout), median (bench->paint));
  /* The main thread's processor time over the same span: what the app and
   * GTK did, less shaken by other work on the machine than the clock. */
  g_print ("%s-cpu-us median %" G_GINT64_FORMAT "\n", what, median (bench->cpu));
  g_print ("%s-paint-cpu-us median %" G_GINT64_FORMAT "\n", what, median (bench->paint_cpu));
}

static void
bench_finish (Bench *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (bench->window));

  g_signal_handlers_disconnect_by_data (clock, bench);
  if (bench->samples->len > 0)
    print_figures (bench, bench->typing ? "typing" : "confirm");
  g_array_unref (bench->samples);
  g_array_unref (bench->handling);
  g_array_unref (bench->waiting);
  g_array_unref (bench->layout);
  g_array_unref (bench->paint);
  g_array_unref (bench->cpu);
  g_array_unref (bench->paint_cpu);
  g_free (bench->text);
  gtk_window_destroy (GTK_WINDOW (bench->window));
  g_free (bench);
}

/* The move --move names, as a player types it: "A b12 1". */
static char *
typed_move (Bench *bench)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (bench->window, "play")));
  GkMoveDraft *draft = gk_round_entry_get_draft (entry);
  const GkMove *move;
  GString *text = g_string_new (NULL);
  const char letters[] = "bry";
  gint x, y;

  gk_shoot_enter_move (bench->window, bench->move);
  move = gk_move_draft_get_move (draft);
  if (gk_card_is_letter (move->card))
    g_string_append_c (text, (char) ('A' + gk_card_get_letter (move->card)));
  else if (move->card != GK_NO_CARD)
    g_string_append_printf (text, "%c%u", letters[gk_tile_get_colour (move->card)],
                            gk_tile_get_number (move->card));
  if (move->tile != GK_NO_TILE)
    g_string_append_printf (text, " %c%u", letters[gk_tile_get_colour (move->tile)],
                            gk_tile_get_number (move->tile));
  if (gk_move_draft_get_marker (draft, &x, &y))
    {
      GArray *targets = gk_move_draft_get_targets (draft);

      for (guint i = 0; targets != NULL && i + 1 < targets->len; i += 2)
        if (g_array_index (targets, gint, i) == x && g_array_index (targets, gint, i + 1) == y)
          g_string_append_printf (text, " %u", i / 2 + 1);
    }
  gk_move_draft_clear (draft);
  return g_string_free (text, FALSE);
}

/* A frame follows every action, even one that changes nothing. */
static void
request_frame (Bench *bench)
{
  gdk_frame_clock_request_phase (gtk_widget_get_frame_clock (GTK_WIDGET (bench->window)),
                                 GDK_FRAME_CLOCK_PHASE_PAINT);
}

/* Just before a timed action: the clock and the processor time start. */
static void
action_starts (Bench *bench)
{
  bench->cpu_started = cpu_time_us (CLOCK_THREAD_CPUTIME_ID);
  bench->started = g_get_monotonic_time ();
}

/* Just after it: its own time, then the frame that draws it. */
static void
action_done (Bench *bench)
{
  gint64 handled = g_get_monotonic_time () - bench->started;

  g_array_append_val (bench->handling, handled);
  request_frame (bench);
}

/* The next keystroke of the typed move, timed to the frame that draws its
 * preview (the city's ghost, the steps, the entry's summary). A move typed
 * to its end is cleared, untimed, and typed again. */
static gboolean
typing_step (gpointer data)
{
  Bench *bench = data;
  GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (bench->window, "play")));
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (entry));
  g_autofree char *prefix = NULL;

  bench->timeout = 0;
  if (bench->text == NULL)
    bench->text = typed_move (bench);
  if (bench->typed == strlen (bench->text))
    {
      bench->typed = 0;
      gtk_editable_set_text (editable, "");
      if (++bench->done == bench->rounds)
        bench_finish (bench);
      else
        request_frame (bench);
      return G_SOURCE_REMOVE;
    }

  prefix = g_strndup (bench->text, ++bench->typed);
  action_starts (bench);
  gtk_editable_set_text (editable, prefix);
  action_done (bench);
  return G_SOURCE_REMOVE;
}

/* --move entered and confirmed, timed to the frame that draws the new city. */
static gboolean
confirm_step (gpointer data)
{
  Bench *bench = data;
  GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (bench->window, "play")));

  bench->timeout = 0;
  gk_shoot_enter_move (bench->window, bench->move);
  action_starts (bench);
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.confirm", NULL);
  action_done (bench);
  return G_SOURCE_REMOVE;
}

static void
bench_before_paint (GdkFrameClock *clock,
                    Bench         *bench)
{
  bench->frame = g_get_monotonic_time ();
  bench->laid_out = bench->frame;
  bench->cpu_laid_out = cpu_time_us (CLOCK_THREAD_CPUTIME_ID);
}

/* Connected after GTK's own handler: the window is laid out. */
static void
bench_layout (GdkFrameClock *clock,
              Bench         *bench)
{
  bench->laid_out = g_get_monotonic_time ();
  bench->cpu_laid_out = cpu_time_us (CLOCK_THREAD_CPUTIME_ID);
}

static void
bench_after_paint (GdkFrameClock *clock,
                   Bench         *bench)
{
  gint64 now = g_get_monotonic_time ();
  gboolean measured = bench->started != 0;

  /* Every frame is compared with the one before; a measured one is
   * printed, once its figures are taken. */
  if (bench->damage && !measured)
    gk_shoot_damage_frame (GTK_WIDGET (bench->window), NULL, FALSE);

  if (measured)
    {
      gint64 elapsed = now - bench->started;
      gint64 waited = bench->frame - bench->started;
      gint64 layout = bench->laid_out - bench->frame;
      gint64 paint = now - bench->laid_out;
      gint64 cpu_now = cpu_time_us (CLOCK_THREAD_CPUTIME_ID);
      gint64 cpu = cpu_now - bench->cpu_started;
      gint64 paint_cpu = cpu_now - bench->cpu_laid_out;

      g_array_append_val (bench->samples, elapsed);
      g_array_append_val (bench->waiting, waited);
      g_array_append_val (bench->layout, layout);
      g_array_append_val (bench->paint, paint);
      g_array_append_val (bench->cpu, cpu);
      g_array_append_val (bench->paint_cpu, paint_cpu);
      bench->started = 0;
      if (bench->damage)
        gk_shoot_damage_frame (GTK_WIDGET (bench->window),
                               bench->typing ? "keystroke" : "confirm", TRUE);
      if (!bench->typing)
        {
          /* Back to the same table for the next confirmation. */
          gtk_widget_activate_action (GTK_WIDGET (bench->window), "win.undo", NULL);
          if (++bench->done == bench->rounds)
            {
              bench_finish (bench);
              return;
            }
          request_frame (bench);
        }
    }

  /* The next action once the window is idle again, as a person's keystroke
   * finds it; at a pace of 0, at once, before the frame clock's next tick. */
  if (bench->timeout == 0)
    bench->timeout = g_timeout_add (MAX (bench->pace, 1),
                                    bench->typing ? typing_step : confirm_step, bench);
}

static void
bench_realized (GtkWidget *widget,
                Bench     *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "before-paint", G_CALLBACK (bench_before_paint), bench);
  g_signal_connect_after (clock, "layout", G_CALLBACK (bench_layout), bench);
  g_signal_connect (clock, "after-paint", G_CALLBACK (bench_after_paint), bench);
}

void
gk_shoot_bench_run (GkWindow             *window,
                    const GkShootOptions *options)
{
  Bench *bench = g_new0 (Bench, 1);

  bench->window = window;
  bench->move = options->move;
  bench->typing = g_str_equal (options->bench, "typing");
  bench->rounds = (guint) MAX (1, options->rounds);
  bench->pace = (guint) options->pace;
  bench->damage = options->damage;
  bench->samples = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->handling = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->waiting = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->layout = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->paint = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->paint_cpu = g_array_new (FALSE, FALSE, sizeof (gint64));

  gk_shoot_open_game (window, options->game);
  /* A phone's window, or a whole screen (bench-ui.py --size). */
  if (options->size != NULL)
    {
      int width, height;

      if (sscanf (options->size, "%dx%d", &width, &height) == 2)
        gtk_window_set_default_size (GTK_WINDOW (window), width, height);
    }
  g_signal_connect (window, "realize", G_CALLBACK (bench_realized), bench);
  gtk_window_present (GTK_WINDOW (window));
}
