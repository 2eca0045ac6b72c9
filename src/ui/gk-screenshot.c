/* gk-screenshot.c: renders a screen of the window to PNG (tools/screenshots.sh)
 *
 * A debugging hook, off unless GK_SCREENSHOT is set:
 *   GK_SCREENSHOT=page:file.png   which screen, and where to write it
 *   GK_SCREENSHOT_GAME=file       the game (or position) the screen starts from
 *   GK_SCREENSHOT_MOVE=spec       a move entered but not confirmed:
 *                                 CARD[+TILE][@X,Y][/resource|/tile], as in the
 *                                 game file ("C+yellow-8@3,-1", "blue-2+red-9")
 *   GK_SCREENSHOT_DARK=1          dark mode
 *   GK_SCREENSHOT_SIZE=WxH        the picture's size, frame included (default 1366x768)
 *
 * Pages: start, history, stats, players, characters, square, checklist, play, preview,
 * tile-return, score, position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "gk-screenshot.h"
#include "gk-window-private.h"

#define FRAMES_BEFORE_SHOT 6
#define MAX_FRAMES 600

typedef struct
{
  GkWindow *window;
  char     *page;
  char     *path;
  guint     frames;
} Shot;

static void
shot_free (Shot *shot)
{
  g_free (shot->page);
  g_free (shot->path);
  g_free (shot);
}

gboolean
gk_screenshot_save (GtkWidget   *window,
                    GtkWidget   *dialog,
                    const char  *path,
                    GError     **error)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  graphene_rect_t bounds;
  int width, height;

  /* The whole window with its frame (the border and padding of its CSS box),
   * as large as its default size. */
  if (!gtk_widget_compute_bounds (window, window, &bounds))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, "Not laid out yet");
      return FALSE;
    }
  width = (int) bounds.size.width;
  height = (int) bounds.size.height;

  /* The last frame the window drew; none while its layout is pending. */
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);

  if (dialog != NULL)
    {
      g_autoptr(GdkPaintable) over = gtk_widget_paintable_new (dialog);
      int dw = gtk_widget_get_width (dialog);
      int dh = gtk_widget_get_height (dialog);
      GdkRGBA dim = { 0, 0, 0, 0.35f };

      gtk_snapshot_append_color (snapshot, &dim, &GRAPHENE_RECT_INIT (0, 0, width, height));
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - dw) / 2, (height - dh) / 2));
      gdk_paintable_snapshot (over, GDK_SNAPSHOT (snapshot), dw, dh);
      gtk_snapshot_restore (snapshot);
    }

  node = gtk_snapshot_to_node (snapshot);
  if (node == NULL || renderer == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, "Nothing drawn yet");
      return FALSE;
    }
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot write %s", path);
      return FALSE;
    }
  return TRUE;
}

/* CARD[+TILE][@X,Y][/resource|/tile] */
static gboolean
parse_move (const char *spec,
            GkCard     *card,
            GkTile     *tile,
            gboolean   *has_marker,
            gint       *x,
            gint       *y,
            GkTake     *take)
{
  g_autofree char *copy = g_strdup (spec);
  char *slash = strchr (copy, '/');
  char *at = strchr (copy, '@');
  char *plus = strchr (copy, '+');

  *tile = GK_NO_TILE;
  *has_marker = FALSE;
  *take = GK_TAKE_NONE;

  if (slash != NULL)
    {
      *slash = '\0';
      *take = g_str_equal (slash + 1, "tile") ? GK_TAKE_TILE : GK_TAKE_RESOURCE;
    }
  if (at != NULL)
    {
      *at = '\0';
      *has_marker = sscanf (at + 1, "%d,%d", x, y) == 2;
    }
  if (plus != NULL)
    {
      *plus = '\0';
      if (!gk_tile_from_string (plus + 1, tile))
        return FALSE;
    }
  return gk_card_from_string (copy, card);
}

static void
enter_move (GkWindow *window)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (_gk_window_get_play_page (window));
  const char *spec = g_getenv ("GK_SCREENSHOT_MOVE");
  GkCard card;
  GkTile tile;
  gboolean has_marker;
  gint x = 0, y = 0;
  GkTake take;

  if (spec == NULL || !parse_move (spec, &card, &tile, &has_marker, &x, &y, &take))
    {
      g_printerr ("GK_SCREENSHOT_MOVE is missing or not a move: %s\n", spec ? spec : "");
      return;
    }
  gk_round_entry_set_card (entry, card);
  gk_round_entry_set_tile (entry, tile);
  if (take != GK_TAKE_NONE)
    gk_round_entry_set_take (entry, take);
  if (has_marker)
    gk_round_entry_set_marker (entry, x, y);
}

static void
fill_setup (GkWindow *window,
            guint     step)
{
  static const char *names[] = { "Anna", "Béla", "Вера" };
  static const GkCharacter characters[3][3] = {
    { { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 2, 0 },
      { GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION, 1, 0, 1 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 0, 1, 2 } },
    { { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 2, 1, 0 },
      { GK_COLOUR_RED, GK_TRIGGER_CONSTRUCTION, 0, 2, 0 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 0, 2 } },
    { { GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT, 0, 1, 2 },
      { GK_COLOUR_RED, GK_TRIGGER_URBANIZATION, 1, 1, 1 },
      { GK_COLOUR_BLUE, GK_TRIGGER_CONSTRUCTION, 2, 0, 0 } },
  };
  static const GkPlayerColour colours[] = {
    GK_PLAYER_COLOUR_WHITE, GK_PLAYER_COLOUR_GREEN, GK_PLAYER_COLOUR_PURPLE
  };
  GkSetupAssistant *assistant = _gk_window_get_setup_assistant (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gk_setup_assistant_set_n_players (assistant, 3);
  for (guint p = 0; p < 3; p++)
    {
      gk_setup_assistant_set_player (assistant, p, names[p], colours[p]);
      for (guint c = 0; c < 3; c++)
        gk_setup_assistant_set_character (assistant, p, c, &characters[p][c]);
    }
  gk_setup_assistant_set_first_player (assistant, 1);
  for (guint i = 0; i < step; i++)
    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
}

static void
set_stack (GkPositionEditor *editor,
           gint              x,
           gint              y,
           gint              owner,
           const char       *tiles)
{
  g_auto(GStrv) names = g_strsplit (tiles, " ", -1);
  GkTile stack[8];
  guint n = 0;

  for (guint i = 0; names[i] != NULL && n < G_N_ELEMENTS (stack); i++)
    if (gk_tile_from_string (names[i], &stack[n]))
      n++;
  gk_position_editor_set_stack (editor, x, y, owner, stack, n);
}

static void
fill_position (GkWindow *window)
{
  GkPositionEditor *editor = _gk_window_get_position_editor (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.score-table", NULL);
  gk_position_editor_set_n_players (editor, 3);
  gk_position_editor_set_player (editor, 0, "Anna", GK_PLAYER_COLOUR_WHITE, 31, 1);
  gk_position_editor_set_player (editor, 1, "Béla", GK_PLAYER_COLOUR_ORANGE, 27, 0);
  gk_position_editor_set_player (editor, 2, "Вера", GK_PLAYER_COLOUR_GREEN, 24, 2);
  gk_position_editor_add_character (editor, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  gk_position_editor_add_character (editor, 0, GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION);
  gk_position_editor_add_character (editor, 1, GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION);
  gk_position_editor_add_kept (editor, 0, gk_tile_make (GK_COLOUR_BLUE, 12));
  gk_position_editor_add_kept (editor, 1, gk_tile_make (GK_COLOUR_RED, 4));
  gk_position_editor_add_kept (editor, 2, gk_tile_make (GK_COLOUR_YELLOW, 20));
  /* Kept cards lie under the tiles that covered them. */
  set_stack (editor, 0, 0, 0, "blue-1 red-9");
  set_stack (editor, 1, 1, 2, "red-2 yellow-7 red-14");
  set_stack (editor, 3, 0, 1, "blue-12 yellow-12");
  set_stack (editor, 3, 1, 1, "red-4 red-5 blue-15");
  set_stack (editor, 1, -1, 0, "yellow-20 blue-8");
  set_stack (editor, 2, -1, 2, "yellow-16");
  gk_position_editor_select_cell (editor, 1, 1);
}

static void
prepare_page (Shot *shot)
{
  GkWindow *window = shot->window;
  const char *game = g_getenv ("GK_SCREENSHOT_GAME");
  const char *page = shot->page;

  if (game != NULL && *game != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (game);

      _gk_window_open_file_wait (window, file);
    }

  if (g_str_equal (page, "players"))
    fill_setup (window, 0);
  else if (g_str_equal (page, "characters"))
    fill_setup (window, 1);
  else if (g_str_equal (page, "square"))
    fill_setup (window, 2);
  else if (g_str_equal (page, "checklist"))
    fill_setup (window, 3);
  else if (g_str_equal (page, "preview"))
    enter_move (window);
  else if (g_str_equal (page, "tile-return"))
    {
      enter_move (window);
      gtk_widget_activate_action (GTK_WIDGET (gk_play_page_get_round_entry (_gk_window_get_play_page (window))),
                                  "entry.confirm", NULL);
    }
  else if (g_str_equal (page, "score"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
  else if (g_str_equal (page, "position"))
    fill_position (window);
  else if (g_str_equal (page, "history"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  else if (g_str_equal (page, "stats"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-stats", NULL);
}

/* Counts frames after they are painted: the window's drawing is complete
 * then (in the frame's update phase it may not be). */
static void
shot_after_paint (GdkFrameClock *clock,
                  Shot          *shot)
{
  GkRoundEntry *entry;
  GtkWindow *dialog;
  g_autoptr(GError) error = NULL;

  if (++shot->frames < FRAMES_BEFORE_SHOT)
    {
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }

  entry = gk_play_page_get_round_entry (_gk_window_get_play_page (shot->window));
  dialog = gk_round_entry_get_tile_return_dialog (entry);
  if (dialog != NULL && !gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    {
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }

  if (!gk_screenshot_save (GTK_WIDGET (shot->window), dialog != NULL ? GTK_WIDGET (dialog) : NULL,
                           shot->path, &error))
    {
      /* Icons load in the background and relayout the window: a frame
       * later it has drawn. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING) && shot->frames < MAX_FRAMES)
        {
          gtk_widget_queue_draw (GTK_WIDGET (shot->window));
          return;
        }
      g_printerr ("%s: %s\n", shot->path, error->message);
    }
  else
    g_print ("%s\n", shot->path);
  g_signal_handlers_disconnect_by_data (clock, shot);

  if (dialog != NULL)
    gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (shot->window));
  shot_free (shot);
}

static void
shot_realized (GtkWidget *widget,
               Shot      *shot)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (shot_after_paint), shot);
}

void
gk_screenshot_run (GkWindow   *window,
                   const char *spec)
{
  const char *colon = strchr (spec, ':');
  const char *size = g_getenv ("GK_SCREENSHOT_SIZE");
  int width = 1366, height = 768;
  Shot *shot;

  if (colon == NULL)
    {
      g_printerr ("GK_SCREENSHOT must be page:file.png, not %s\n", spec);
      return;
    }

  if (size != NULL)
    sscanf (size, "%dx%d", &width, &height);
  /* GNOME's default title bar, as the software centre wants pictures of
   * the app: a close button alone (Xvfb has no desktop settings). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  if (g_strcmp0 (g_getenv ("GK_SCREENSHOT_DARK"), "1") == 0)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  else
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_LIGHT);

  shot = g_new0 (Shot, 1);
  shot->window = window;
  shot->page = g_strndup (spec, (gsize) (colon - spec));
  shot->path = g_strdup (colon + 1);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  /* the default size is the size: no request, which would not fit the frame */
  g_signal_connect (window, "realize", G_CALLBACK (shot_realized), shot);
  prepare_page (shot);
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- benchmarks ---- */

typedef struct
{
  GkWindow *window;
  gboolean  confirm;
  gboolean  typing;    /* each keystroke of a typed move to the redrawn preview */
  char     *text;      /* the move as typed */
  guint     typed;     /* characters of it in the entry */
  guint     rounds;
  guint     done;
  gint64    started;   /* when the move was confirmed, 0 while waiting */
  guint     settle;    /* frames to wait before the next confirmation */
  GArray   *samples;   /* gint64 µs, to the frame that drew the new city */
  GArray   *handling;  /* gint64 µs, the confirmation itself (engine and widgets) */
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
bench_finish (Bench *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (bench->window));

  g_signal_handlers_disconnect_by_data (clock, bench);
  if (bench->samples->len > 0 && bench->typing)
    {
      g_array_sort (bench->samples, compare_gint64);
      g_array_sort (bench->handling, compare_gint64);
      g_print ("typing-to-preview-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT
               " samples %u\n",
               g_array_index (bench->samples, gint64, bench->samples->len / 2),
               g_array_index (bench->samples, gint64, bench->samples->len - 1),
               bench->samples->len);
      g_print ("typing-handling-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT "\n",
               g_array_index (bench->handling, gint64, bench->handling->len / 2),
               g_array_index (bench->handling, gint64, bench->handling->len - 1));
    }
  else if (bench->samples->len > 0)
    {
      g_array_sort (bench->samples, compare_gint64);
      g_array_sort (bench->handling, compare_gint64);
      g_print ("confirm-to-city-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT
               " samples %u\n",
               g_array_index (bench->samples, gint64, bench->samples->len / 2),
               g_array_index (bench->samples, gint64, bench->samples->len - 1),
               bench->samples->len);
      g_print ("confirm-handling-us median %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT "\n",
               g_array_index (bench->handling, gint64, bench->handling->len / 2),
               g_array_index (bench->handling, gint64, bench->handling->len - 1));
    }
  g_array_unref (bench->samples);
  g_array_unref (bench->handling);
  g_free (bench->text);
  gtk_window_destroy (GTK_WINDOW (bench->window));
  g_free (bench);
}

/* The move GK_SCREENSHOT_MOVE names, as a player types it: "A b12 1". */
static char *
typed_move (GkWindow *window)
{
  GkMoveDraft *draft = gk_round_entry_get_draft (gk_play_page_get_round_entry (_gk_window_get_play_page (window)));
  const GkMove *move;
  GString *text = g_string_new (NULL);
  const char letters[] = "bry";
  gint x, y;

  enter_move (window);
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
bench_typing_frame (Bench *bench)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (_gk_window_get_play_page (bench->window));
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (entry));
  g_autofree char *prefix = NULL;
  gint64 handled;

  if (bench->text == NULL)
    bench->text = typed_move (bench->window);
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
bench_after_paint (GdkFrameClock *clock,
                   Bench         *bench)
{
  GkRoundEntry *entry;

  if (bench->typing)
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
      bench_typing_frame (bench);
      return;
    }

  if (!bench->confirm)
    {
      const char *t0 = g_getenv ("GK_BENCH_T0");
      gint64 start = t0 != NULL ? g_ascii_strtoll (t0, NULL, 10) : 0;

      g_print ("first-frame-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - start);
      bench_finish (bench);
      return;
    }

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
  enter_move (bench->window);
  bench->started = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.confirm", NULL);
  {
    gint64 handled = g_get_monotonic_time () - bench->started;

    g_array_append_val (bench->handling, handled);
  }
  gtk_widget_queue_draw (GTK_WIDGET (bench->window));
}

static void
bench_realized (GtkWidget *widget,
                Bench     *bench)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (bench_after_paint), bench);
}

void
gk_screenshot_run_bench (GkWindow   *window,
                         const char *what)
{
  Bench *bench = g_new0 (Bench, 1);
  const char *game = g_getenv ("GK_SCREENSHOT_GAME");
  const char *rounds = g_getenv ("GK_BENCH_ROUNDS");

  bench->window = window;
  bench->confirm = g_str_equal (what, "confirm");
  bench->typing = g_str_equal (what, "typing");
  bench->rounds = rounds != NULL ? (guint) MAX (1, atoi (rounds)) : 20;
  bench->samples = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->handling = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench->settle = 3;

  if ((bench->confirm || bench->typing) && game != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (game);

      _gk_window_open_file_wait (window, file);
    }
  g_signal_connect (window, "realize", G_CALLBACK (bench_realized), bench);
  gtk_window_present (GTK_WINDOW (window));
}
