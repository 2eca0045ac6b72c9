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
  gint64      started;   /* when the move was confirmed, 0 while waiting */
  guint       settle;    /* frames to wait before the next confirmation */
  GArray     *samples;   /* gint64 µs, to the frame that drew the new city */
  GArray     *handling;  /* gint64 µs, the confirmation itself (engine and widgets) */
} Bench;

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
print_figures (Bench      *bench,
               const char *to,
               const char *handling)
{
  GArray *samples = bench->samples;

  g_array_sort (bench->samples, compare_gint64);
  g_array_sort (bench->handling, compare_gint64);
  g_print ("%s median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT " samples %u\n", to,
           g_array_index (samples, gint64, samples->len / 2),
           g_array_index (samples, gint64, samples->len - 1), samples->len);
  g_print ("%s median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT "\n", handling,
           g_array_index (bench->handling, gint64, bench->handling->len / 2),
           g_array_index (bench->handling, gint64, bench->handling->len - 1));
}

static void
bench_finish (Bench *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (bench->window));

  g_signal_handlers_disconnect_by_data (clock, bench);
  if (bench->samples->len > 0 && bench->typing)
    print_figures (bench, "typing-to-preview-us", "typing-handling-us");
  else if (bench->samples->len > 0)
    print_figures (bench, "confirm-to-city-us", "confirm-handling-us");
  g_array_unref (bench->samples);
  g_array_unref (bench->handling);
  g_free (bench->text);
  gtk_window_destroy (GTK_WINDOW (bench->window));
  g_free (bench);
}

/* The move --move names, as a player types it: "A b12 1". */
static char *
typed_move (Bench *bench)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (_gk_window_get_play_page (bench->window));
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

/* One keystroke of the typed move per frame: the time to the frame that
 * drew its preview (the city's ghost, the steps, the entry's summary). */
static void
typing_frame (Bench *bench)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (_gk_window_get_play_page (bench->window));
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (entry));
  g_autofree char *prefix = NULL;
  gint64 handled;

  if (bench->text == NULL)
    bench->text = typed_move (bench);
  if (bench->typed == strlen (bench->text))
    {
      bench->typed = 0;
      gtk_editable_set_text (editable, "");
      if (++bench->done == bench->rounds)
        {
          bench_finish (bench);
          return;
        }
      bench->settle = 1;
      gtk_widget_queue_draw (GTK_WIDGET (bench->window));
      return;
    }

  prefix = g_strndup (bench->text, ++bench->typed);
  bench->started = g_get_monotonic_time ();
  gtk_editable_set_text (editable, prefix);
  handled = g_get_monotonic_time () - bench->started;
  g_array_append_val (bench->handling, handled);
  gtk_widget_queue_draw (GTK_WIDGET (bench->window));
}

static void
typing_after_paint (Bench *bench)
{
  if (bench->started != 0)
    {
      gint64 elapsed = g_get_monotonic_time () - bench->started;

      g_array_append_val (bench->samples, elapsed);
      bench->started = 0;
    }
  if (bench->settle > 0)
    {
      bench->settle--;
      gtk_widget_queue_draw (GTK_WIDGET (bench->window));
      return;
    }
  typing_frame (bench);
}

static void
confirm_after_paint (Bench *bench)
{
  GkRoundEntry *entry;
  gint64 handled;

  /* The frame after the confirmation drew the new city. */
  if (bench->started != 0)
    {
      gint64 elapsed = g_get_monotonic_time () - bench->started;

      g_array_append_val (bench->samples, elapsed);
      bench->started = 0;
      bench->settle = 2;
      gtk_widget_activate_action (GTK_WIDGET (bench->window), "win.undo", NULL);
      if (++bench->done == bench->rounds)
        {
          bench_finish (bench);
          return;
        }
      gtk_widget_queue_draw (GTK_WIDGET (bench->window));
      return;
    }

  if (bench->settle > 0)
    {
      bench->settle--;
      gtk_widget_queue_draw (GTK_WIDGET (bench->window));
      return;
    }

  entry = gk_play_page_get_round_entry (_gk_window_get_play_page (bench->window));
  gk_shoot_enter_move (bench->window, bench->move);
  bench->started = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.confirm", NULL);
  handled = g_get_monotonic_time () - bench->started;
  g_array_append_val (bench->handling, handled);
  gtk_widget_queue_draw (GTK_WIDGET (bench->window));
}

static void
bench_after_paint (GdkFrameClock *clock,
                   Bench         *bench)
{
  if (bench->typing)
    typing_after_paint (bench);
  else
    confirm_after_paint (bench);
}

static void
bench_realized (GtkWidget *widget,
                Bench     *bench)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (bench_after_paint), bench);
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
  bench->samples = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->handling = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->settle = 3;

  gk_shoot_open_game (window, options->game);
  g_signal_connect (window, "realize", G_CALLBACK (bench_realized), bench);
  gtk_window_present (GTK_WINDOW (window));
}
