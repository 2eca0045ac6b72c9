/* gk-shoot.c: the window's screens as PNG pictures, and its timings
 *
 * A harness outside the app: it links the UI library, runs the app's own
 * GkApplication and builds a GkWindow itself, then brings it to the screen
 * asked for and saves it (tools/screenshots.sh), or times it (--bench,
 * bench/ui/bench-ui.py).  The language comes from the environment as for
 * the app (LANGUAGE), the translations from the build folder.
 *
 *   gk-shoot --page=PAGE --output=FILE.png [--game=FILE] [--move=SPEC]
 *            [--sheet=GAME] [--size=WxH] [--dark]
 *   gk-shoot --bench=first-frame --t0=µs
 *   gk-shoot --bench=confirm|typing --game=FILE --move=SPEC [--rounds=N] [--damage]
 *   gk-shoot --bench=stall [--import=FOLDER]
 *
 * Pages: start, history, stats, players, characters, square, markers, checklist,
 * solo-players, solo-checklist, play, play-panel (the table panel slid in over a
 * narrow play page), preview, tile-return, score, play-details
 * (the score page scrolled to the play's details), correct (a finished play's
 * Correct This Game… asked), position, position-players (the players slid in
 * over a narrow position editor), table-kept, open-rules (the "Why This
 * Score?" window over the score of --game), new-game, sheet-players,
 * sheet-checklist, sheet (a sheet of --sheet's game, 7 Wonders unless it
 * says underwater-cities or blueprints, filled in; or the score sheet
 * --game names), played-elsewhere and changed-elsewhere (the bars about the
 * --game's file), unsaved (closing the window then: the question about the
 * moves not written), discard-table (the question before a table being
 * scored is discarded), table-refused (the --game, a table being scored
 * the app cannot read, opened from the start page), import (the report of
 * importing the folder --game),
 * stats-sheet (the statistics of the 7 Wonders sheets of the history),
 * stats-you (the statistics page's end: the player with the most games
 * chosen as you, and your record against each other player),
 * table-view and table-view-scores (the Table View of --game, at the
 * same size as the window, without and with the scores so far),
 * shortcuts (the keyboard shortcuts window over the start page).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "gk-application.h"
#include "gk-history-page.h"
#include "gk-game-lock.h"
#include "gk-open-rules-window.h"
#include "gk-score-page.h"
#include "gk-shoot.h"
#include "gk-shortcuts-window.h"
#include "gk-stats-page.h"
#include "gk-table-view.h"
#include "gk-window-private.h"

#define FRAMES_BEFORE_SHOT 6
#define MAX_FRAMES 600

static const char *const page_names[] = {
  "start", "history", "stats", "players", "characters", "square", "markers", "checklist",
  "solo-players", "solo-checklist", "play",
  "play-panel", "preview", "tile-return", "score", "play-details", "correct", "position",
  "position-players", "table-kept", "discard-table", "table-refused",
  "open-rules", "new-game", "sheet-players", "sheet-checklist", "sheet", "played-elsewhere",
  "changed-elsewhere", "unsaved", "import", "stats-sheet", "stats-you", "table-view",
  "table-view-scores", "shortcuts",
  NULL
};

typedef struct
{
  GkWindow             *window;
  GtkWidget            *dialog;  /* a window of the page's own over it, or NULL */
  GtkWidget            *view;    /* the table view, shot instead of the window */
  const GkShootOptions *options;
  guint                 frames;
  gboolean              asked;   /* the page's question raised */
  guint                 you_frames;  /* stats-you: frames since "you" was chosen */
  double                details_end; /* play-details: the end last scrolled to */
  guint                 details_frames;  /* play-details: frames it has stayed */
  int                   status;
} Shot;

/* ---- saving ---- */

/* Renders @window (and @dialog over it, dimmed, when not NULL) to @path;
 * G_IO_ERROR_PENDING while the window has not drawn yet. */
static gboolean
save_png (GtkWidget   *window,
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

/* ---- bringing the window to a screen ---- */

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

gboolean
gk_shoot_enter_move (GkWindow   *window,
                     const char *spec)
{
  GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (window, "play")));
  GkCard card;
  GkTile tile;
  gboolean has_marker;
  gint x = 0, y = 0;
  GkTake take;

  if (spec == NULL || !parse_move (spec, &card, &tile, &has_marker, &x, &y, &take))
    {
      g_printerr ("--move is missing or not a move: %s\n", spec != NULL ? spec : "");
      return FALSE;
    }
  gk_move_draft_set_card (gk_round_entry_get_draft (entry), card);
  gk_move_draft_set_tile (gk_round_entry_get_draft (entry), tile);
  if (take != GK_TAKE_NONE)
    gk_move_draft_set_take (gk_round_entry_get_draft (entry), take);
  if (has_marker)
    gk_move_draft_set_marker (gk_round_entry_get_draft (entry), x, y);
  return TRUE;
}

void
gk_shoot_open_game (GkWindow   *window,
                    const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  _gk_window_open_file_wait (window, file);
}

/* Another program writes the open game's file (a comment added, as an
 * editor might), and the window saves: it finds the change. */
static gboolean
change_elsewhere (GkWindow *window)
{
  GkSession *session = gk_window_get_session (window);
  GFile *file = gk_session_get_file (session);
  g_autofree char *data = NULL;
  g_autofree char *changed = NULL;
  g_autofree char *path = NULL;
  const char *at;

  if (file == NULL || !g_file_load_contents (file, NULL, &data, NULL, NULL, NULL)
      || (at = strstr (data, "<setup")) == NULL)
    {
      g_printerr ("changed-elsewhere needs a --game to open\n");
      return FALSE;
    }
  changed = g_strdup_printf ("%.*s<!-- changed elsewhere -->\n  %s", (int) (at - data), data, at);
  path = g_file_get_path (file);
  if (!g_file_set_contents (path, changed, -1, NULL))
    return FALSE;
  gk_session_retry_save (session);
  gk_session_flush (session);
  return TRUE;
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
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gk_setup_assistant_set_n_players (assistant, 3);
  for (guint p = 0; p < 3; p++)
    {
      gk_setup_assistant_set_player (assistant, p, names[p], colours[p]);
      for (guint c = 0; c < 3; c++)
        gk_setup_assistant_set_character (assistant, p, c, &characters[p][c]);
    }
  gk_setup_draft_set_first (gk_setup_assistant_get_draft (assistant), 1);
  for (guint i = 0; i < step; i++)
    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
}

/* The solo game's setup at @step: the players step, the square, the checklist. */
static void
fill_solo_setup (GkWindow *window,
                 guint     step)
{
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gk_setup_assistant_set_n_players (assistant, 1);
  gk_setup_assistant_set_player (assistant, 0, "Anna", GK_PLAYER_COLOUR_GREEN);
  gk_setup_assistant_set_solo_level (assistant, GK_SOLO_EXPERT);
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
  GkPositionEditor *editor = GK_POSITION_EDITOR (_gk_window_get_page_widget (window, "position"));

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

/* The sheets the sheet-* pages show: a game, its module, its players and
 * each player's keys in the pad's order, as typed at the end of a game. */
typedef struct
{
  const char *game;
  const char *module;        /* or NULL */
  guint       n_players;
  const char *values[4];
} ShotSheet;

static const ShotSheet shot_sheets[] = {
  { "7-wonders", "leaders", 4, {
    "military-victory-1=2 military-victory-3=1 military-victory-5=2 military-defeat=1 coins=14 "
    "wonder=10 civilian=13 science-gear=1 science-compass=3 science-tablet=2 commercial=4 "
    "guilds=6 leaders=7",
    "military-victory-1=1 military-victory-3=2 military-victory-5=1 military-defeat=2 coins=8 "
    "wonder=15 civilian=20 science-gear=2 science-tablet=1 science-wild=1 commercial=2 "
    "guilds=5 leaders=4",
    "military-victory-1=1 military-victory-5=1 military-defeat=4 coins=5 wonder=7 civilian=11 "
    "science-gear=4 science-compass=1 science-wild=1 science-set-bonus=1 commercial=6 guilds=3 "
    "leaders=9",
    "military-victory-1=2 military-victory-3=2 military-victory-5=2 coins=11 wonder=10 "
    "civilian=18 science-compass=1 commercial=8 guilds=8 leaders=3",
  } },
  { "underwater-cities", NULL, 3, {
    "track=52 metropolis-metropolises=2 cards=14 cities-1-type=1 cities-2-types=2 "
    "cities-3-types=1 credits=5 kelp=2 steelplast=1 science=1 player-order=2",
    "track=61 metropolis-tunnels=6 cards=9 cities-2-types=3 credits=2 kelp=1 science=3 "
    "player-order=1",
    "track=47 metropolis-unconnected=1 metropolis-cities=4 cards=11 cities-0-types=1 "
    "cities-3-types=2 credits=8 steelplast=2 biomass=1 player-order=3",
  } },
  { "blueprints", NULL, 3, {
    "round-1-points=14 round-1-turn=1 round-1-skyscraper=1 round-2-points=11 "
    "round-2-turn=3 round-3-points=17 round-3-turn=2 round-3-materials=1",
    "round-1-points=12 round-1-turn=2 round-2-points=15 round-2-turn=1 round-2-geometer=1 "
    "round-3-points=13 round-3-turn=3",
    "round-1-points=9 round-1-turn=3 round-1-structural-integrity=1 round-2-points=15 "
    "round-2-turn=2 round-3-points=17 round-3-turn=1",
  } },
};

/* The sheet of @game_id (7 Wonders with Leaders for four when NULL), set up
 * at @step (0: the players, 1: the checklist, 2: the pad, filled in as at
 * the end of a game through its cells).  FALSE for a game it has no sheet
 * of. */
static gboolean
fill_sheet (GkWindow   *window,
            guint       step,
            const char *game_id)
{
  static const char *names[] = { "Anna", "Béla", "Вера", "Dávid" };
  GkSheetPage *page = GK_SHEET_PAGE (_gk_window_get_page_widget (window, "sheet"));
  const ShotSheet *shot = NULL;
  const GkSheetGame *game;
  GkSheetPad *pad;
  GkSheetDraft *draft;

  for (guint i = 0; i < G_N_ELEMENTS (shot_sheets); i++)
    if (g_str_equal (shot_sheets[i].game, game_id != NULL ? game_id : "7-wonders"))
      shot = &shot_sheets[i];
  game = shot != NULL ? gk_sheet_game_lookup (shot->game) : NULL;
  if (game == NULL)
    {
      g_printerr ("--sheet is 7-wonders, underwater-cities or blueprints, not %s\n", game_id);
      return FALSE;
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL);
  gk_sheet_page_set_game (page, shot->game);
  if (shot->module != NULL)
    gk_sheet_page_set_module (page, shot->module, TRUE);
  gk_sheet_page_set_n_players (page, shot->n_players);
  for (guint p = 0; p < shot->n_players; p++)
    gk_sheet_page_set_player_name (page, p, names[p]);
  for (guint i = 0; i < step; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  if (step < 2)
    return TRUE;

  pad = _gk_sheet_page_get_pad (page);
  draft = gk_sheet_page_get_draft (page);
  for (guint p = 0; p < shot->n_players; p++)
    {
      g_auto(GStrv) pairs = g_strsplit (shot->values[p], " ", -1);

      for (guint i = 0; pairs[i] != NULL; i++)
        {
          g_auto(GStrv) pair = g_strsplit (pairs[i], "=", 2);
          gint key = gk_sheet_game_find_key (game, pair[0]);
          GtkWidget *cell = key >= 0 ? _gk_sheet_pad_get_cell (pad, p, (guint) key) : NULL;

          g_assert (cell != NULL);
          gtk_editable_set_text (GTK_EDITABLE (cell), pair[1]);
        }
    }
  g_assert (gk_sheet_draft_get_refusal (draft) == NULL);
  /* The pad as it is read at the end, no cell being typed in. */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  return TRUE;
}

static gboolean
prepare_page (GkWindow             *window,
              const GkShootOptions *options)
{
  const char *page = options->page;

  /* The game's lock taken here, as another process would: the window gets
   * it read-only (the lock lasts as long as the harness). */
  if (g_str_equal (page, "played-elsewhere") && options->game != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (options->game);

      gk_game_lock_acquire (file, NULL);
    }
  if (options->game != NULL && *options->game != '\0' && !g_str_equal (page, "import")
      && !g_str_equal (page, "table-refused"))
    gk_shoot_open_game (window, options->game);
  if (g_str_equal (page, "changed-elsewhere") || g_str_equal (page, "unsaved"))
    return change_elsewhere (window);

  if (g_str_equal (page, "players"))
    fill_setup (window, 0);
  else if (g_str_equal (page, "characters"))
    fill_setup (window, 1);
  else if (g_str_equal (page, "square"))
    fill_setup (window, 2);
  else if (g_str_equal (page, "markers"))
    {
      GkSetupDraft *draft = gk_setup_assistant_get_draft (GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup")));

      /* The square step of a table whose markers A and D lie the other way
       * round, with marker B picked up. */
      fill_setup (window, 2);
      gk_setup_draft_pick_cell (draft, 0, -1);
      gk_setup_draft_pick_cell (draft, 3, 0);
      gk_setup_draft_pick_cell (draft, 1, -1);
    }
  else if (g_str_equal (page, "checklist"))
    fill_setup (window, 3);
  else if (g_str_equal (page, "solo-players"))
    fill_solo_setup (window, 0);
  else if (g_str_equal (page, "solo-checklist"))
    fill_solo_setup (window, 2);
  else if (g_str_equal (page, "preview"))
    return gk_shoot_enter_move (window, options->move);
  else if (g_str_equal (page, "tile-return"))
    {
      GkRoundEntry *entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (window, "play")));

      if (!gk_shoot_enter_move (window, options->move))
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (entry), "entry.confirm", NULL);
    }
  else if (g_str_equal (page, "score") || g_str_equal (page, "open-rules"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
  else if (g_str_equal (page, "position") || g_str_equal (page, "position-players"))
    fill_position (window);
  else if (g_str_equal (page, "new-game"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL);
  else if (g_str_equal (page, "sheet-players"))
    return fill_sheet (window, 0, options->sheet);
  else if (g_str_equal (page, "sheet-checklist"))
    return fill_sheet (window, 1, options->sheet);
  else if (g_str_equal (page, "sheet") && (options->game == NULL || *options->game == '\0'))
    return fill_sheet (window, 2, options->sheet);
  else if (g_str_equal (page, "table-kept") || g_str_equal (page, "discard-table"))
    {
      /* A table being scored, kept: back on the start page. */
      fill_position (window);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
    }
  else if (g_str_equal (page, "table-refused") && (options->game == NULL || *options->game == '\0'))
    {
      g_printerr ("table-refused needs the --game of a table being scored\n");
      return FALSE;
    }
  else if (g_str_equal (page, "history"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  else if (g_str_equal (page, "stats") || g_str_equal (page, "stats-you"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-stats", NULL);
  else if (g_str_equal (page, "stats-sheet"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-stats", NULL);
      gk_stats_page_set_game (GK_STATS_PAGE (_gk_window_get_page_widget (window, "stats")), "7-wonders");
    }
  else if (g_str_equal (page, "import"))
    {
      /* --game is the folder imported; the report comes when it is done. */
      g_autoptr(GFile) folder = g_file_new_for_commandline_arg (options->game != NULL
                                                                ? options->game : ".");

      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
      gk_history_page_import_folder (GK_HISTORY_PAGE (_gk_window_get_page_widget (window, "history")),
                                     folder);
    }
  return TRUE;
}

/* A dialog the window shows (a report, a question), or NULL. */
static GtkWidget *
window_dialog (GkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (other) == GTK_WINDOW (window)
          && gtk_widget_get_mapped (GTK_WIDGET (other)))
        return GTK_WIDGET (other);
    }
  return NULL;
}

/* ---- the shot ---- */

/* The message dialog over @window, or NULL. */
static GtkWindow *
shown_question (GkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
}

/* The descendant of @widget of type @type (and named @name, when given),
 * or NULL. */
static GtkWidget *
find_descendant (GtkWidget  *widget,
                 GType       type,
                 const char *name)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* stats-you: once the page lists the people, the first (most games) is
 * chosen as you, and the page scrolled to its end, where your record is.
 * FALSE while that is not done and drawn. */
static gboolean
show_you (Shot *shot)
{
  GtkWidget *page = _gk_window_get_page_widget (shot->window, "stats");
  GtkWidget *choice = page != NULL ? find_descendant (page, ADW_TYPE_COMBO_ROW, "me-choice")
                                   : NULL;
  GtkWidget *scrolled;

  if (choice == NULL)
    return FALSE;
  if (shot->you_frames == 0 && adw_combo_row_get_selected (ADW_COMBO_ROW (choice)) == 0)
    adw_combo_row_set_selected (ADW_COMBO_ROW (choice), 1);
  scrolled = gtk_widget_get_ancestor (choice, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled != NULL)
    {
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

      gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v)
                                   - gtk_adjustment_get_page_size (v));
    }
  return ++shot->you_frames >= FRAMES_BEFORE_SHOT;
}

/* play-panel, position-players: FALSE while the page's panel is folded
 * and sliding in (revealed, not yet all the way). */
static gboolean
flap_settled (Shot *shot)
{
  GtkWidget *page = _gk_window_get_page_widget (shot->window,
                                                g_str_equal (shot->options->page, "play-panel")
                                                ? "play" : "position");
  GtkWidget *flap = page != NULL ? find_descendant (page, ADW_TYPE_FLAP, NULL) : NULL;

  return flap == NULL || !adw_flap_get_folded (ADW_FLAP (flap))
         || !adw_flap_get_reveal_flap (ADW_FLAP (flap))
         || G_APPROX_VALUE (adw_flap_get_reveal_progress (ADW_FLAP (flap)), 1.0, DBL_EPSILON);
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

  /* Laid out once: the score page can scroll to the play's details, or a
   * question come up over it.  The details at the page's end: scrolled
   * there again each frame until the end has stayed where it is for a few
   * frames (the page's parts take their heights as they are laid out). */
  if (shot->frames >= 1 && g_str_equal (shot->options->page, "play-details")
      && shot->details_frames < FRAMES_BEFORE_SHOT && shot->frames < MAX_FRAMES)
    {
      GtkWidget *score = _gk_window_get_page_widget (shot->window, "score");
      GtkWidget *scrolled = find_descendant (score, GTK_TYPE_SCROLLED_WINDOW, NULL);
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      double end = gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v);

      if (end != shot->details_end || gtk_adjustment_get_value (v) != end)
        shot->details_frames = 0;
      else
        shot->details_frames++;
      shot->details_end = end;
      gk_score_page_show_details (GK_SCORE_PAGE (score));
      shot->frames++;
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }
  if (shot->frames == 1 && g_str_equal (shot->options->page, "correct"))
    gtk_widget_activate_action (GTK_WIDGET (shot->window), "win.correct", NULL);
  /* A question over the start page once its lists are read: the button
   * beside the table kept, or the table being scored of --game opened.
   * (The start page under a window of its own is drawn blank, as under the
   * shortcuts: the picture is of the question's words.) */
  if (!shot->asked && shot->frames >= 1 && !_gk_window_is_busy (shot->window)
      && (g_str_equal (shot->options->page, "discard-table")
          || g_str_equal (shot->options->page, "table-refused")))
    {
      g_autoptr(GFile) file = g_str_equal (shot->options->page, "table-refused")
        ? g_file_new_for_commandline_arg (shot->options->game)
        : g_object_ref (gk_position_draft_get_file (shot->window->position_draft));
      g_autofree char *uri = g_file_get_uri (file);

      gtk_widget_activate_action (GTK_WIDGET (shot->window),
                                  g_str_equal (shot->options->page, "table-refused")
                                  ? "win.resume-table" : "win.discard-table", "s", uri);
      shot->asked = TRUE;
      shot->frames = 0;
    }
  if (shot->frames == 1 && g_str_equal (shot->options->page, "unsaved"))
    gtk_window_close (GTK_WINDOW (shot->window));
  /* A narrow window's panel, once the page has folded: slid in. */
  if (shot->frames == 1 && g_str_equal (shot->options->page, "play-panel"))
    gtk_widget_activate_action (_gk_window_get_page_widget (shot->window, "play"),
                                "play.show-table", NULL);
  if (shot->frames == 1 && g_str_equal (shot->options->page, "position-players"))
    gtk_widget_activate_action (_gk_window_get_page_widget (shot->window, "position"),
                                "position.show-players", NULL);
  if (g_str_equal (shot->options->page, "stats-you") && !show_you (shot)
      && shot->frames < MAX_FRAMES)
    {
      shot->frames++;
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }
  /* A panel slid in over a narrow page: once it has come all the way. */
  if ((g_str_equal (shot->options->page, "play-panel")
       || g_str_equal (shot->options->page, "position-players"))
      && !flap_settled (shot) && shot->frames < MAX_FRAMES)
    {
      shot->frames++;
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }
  /* The library's games arrive as they are read: all of them first. */
  /* The table view is a window of its own, laid out after this one, and
   * its steps take their type once laid out: more frames for it. */
  if (++shot->frames < (shot->view != NULL ? 4 * FRAMES_BEFORE_SHOT : FRAMES_BEFORE_SHOT)
      || (_gk_window_is_busy (shot->window) && shot->frames < MAX_FRAMES))
    {
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }

  entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (_gk_window_get_page_widget (shot->window, "play")));
  dialog = shot->dialog != NULL ? GTK_WINDOW (shot->dialog)
                                : gk_round_entry_get_tile_return_dialog (entry);
  if (dialog == NULL)
    dialog = shown_question (shot->window);
  if (dialog != NULL && !gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    {
      gtk_widget_queue_draw (GTK_WIDGET (shot->window));
      return;
    }
  if (g_str_equal (shot->options->page, "import"))
    {
      GtkWidget *page = _gk_window_get_page_widget (shot->window, "history");

      /* A report with refusals is a dialog: once the import is done. */
      dialog = GTK_WINDOW (window_dialog (shot->window));
      if ((gk_history_page_is_importing (GK_HISTORY_PAGE (page)) || dialog == NULL)
          && shot->frames < MAX_FRAMES)
        {
          gtk_widget_queue_draw (GTK_WIDGET (shot->window));
          return;
        }
    }

  if (shot->view != NULL ? !save_png (shot->view, NULL, shot->options->output, &error)
      : !save_png (GTK_WIDGET (shot->window), dialog != NULL ? GTK_WIDGET (dialog) : NULL,
                   shot->options->output, &error))
    {
      /* Icons load in the background and relayout the window: a frame
       * later it has drawn. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING) && shot->frames < MAX_FRAMES)
        {
          gtk_widget_queue_draw (GTK_WIDGET (shot->window));
          if (shot->view != NULL)
            gtk_widget_queue_draw (shot->view);
          return;
        }
      g_printerr ("%s: %s\n", shot->options->output, error->message);
      shot->status = 1;
    }
  else
    g_print ("%s\n", shot->options->output);
  g_signal_handlers_disconnect_by_data (clock, shot);

  /* The round entry closes the tile-return dialog it opened; a question
   * goes with its answer, none here. */
  if (dialog != NULL && ADW_IS_MESSAGE_DIALOG (dialog))
    gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (shot->window));
}

static void
shot_realized (GtkWidget *widget,
               Shot      *shot)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (shot_after_paint), shot);
}

static void
shoot (GkWindow *window,
       Shot     *shot)
{
  int width = 1366, height = 768;

  if (shot->options->size != NULL
      && sscanf (shot->options->size, "%dx%d", &width, &height) != 2)
    {
      g_printerr ("--size must be WIDTHxHEIGHT, not %s\n", shot->options->size);
      shot->status = 2;
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  /* GNOME's default title bar, as the software centre wants pictures of
   * the app: a close button alone (Xvfb has no desktop settings). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      shot->options->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);

  shot->window = window;
  /* The default size is the size: no request, which would not fit the frame. */
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_signal_connect (window, "realize", G_CALLBACK (shot_realized), shot);
  if (!prepare_page (window, shot->options))
    {
      shot->status = 2;
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_window_present (GTK_WINDOW (window));
  if (g_str_equal (shot->options->page, "open-rules"))
    {
      shot->dialog = gk_open_rules_window_new (GTK_WINDOW (window));
      gtk_window_present (GTK_WINDOW (shot->dialog));
    }
  else if (g_str_equal (shot->options->page, "shortcuts"))
    {
      shot->dialog = gk_shortcuts_window_new (GTK_WINDOW (window));
      gtk_window_present (GTK_WINDOW (shot->dialog));
    }
  if (g_str_has_prefix (shot->options->page, "table-view"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.table-view", NULL);
      shot->view = window->table_view;
      if (shot->view == NULL)
        {
          g_printerr ("No table view: --game must name a game\n");
          shot->status = 2;
          gtk_window_destroy (GTK_WINDOW (window));
          return;
        }
      gtk_window_set_default_size (GTK_WINDOW (shot->view), width, height);
      g_object_set (shot->view, "show-scores",
                    g_str_equal (shot->options->page, "table-view-scores"), NULL);
    }
}

/* ---- the application ---- */

/* Instead of the app's own activation (a window presented as it is): the
 * window built here and brought to its screen first.  The application runs
 * on, as the app does, until the last save is on disk. */
static void
activate (GApplication *app,
          Shot         *shot)
{
  GkWindow *window = gk_window_new (GTK_APPLICATION (app));

  g_signal_stop_emission_by_name (app, "activate");
  if (shot->options->bench != NULL && g_str_equal (shot->options->bench, "stall"))
    gk_shoot_bench_stall (window, shot->options);
  else if (shot->options->bench != NULL)
    gk_shoot_bench_run (window, shot->options);
  else
    shoot (window, shot);
}

static gboolean
check_options (const GkShootOptions *options)
{
  if (options->bench != NULL)
    {
      if (g_str_equal (options->bench, "first-frame") || g_str_equal (options->bench, "stall"))
        return TRUE;
      if (!g_str_equal (options->bench, "confirm") && !g_str_equal (options->bench, "typing"))
        {
          g_printerr ("--bench is first-frame, confirm, typing or stall, not %s\n",
                      options->bench);
          return FALSE;
        }
      if (options->game == NULL || options->move == NULL)
        {
          g_printerr ("--bench=%s needs --game and --move\n", options->bench);
          return FALSE;
        }
      return TRUE;
    }
  if (options->page == NULL || options->output == NULL)
    {
      g_printerr ("Say which --page to shoot and the --output file, or a --bench (see --help)\n");
      return FALSE;
    }
  if (!g_strv_contains (page_names, options->page))
    {
      g_autofree char *known = g_strjoinv (", ", (char **) page_names);

      g_printerr ("No page %s; the pages are %s\n", options->page, known);
      return FALSE;
    }
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  GkShootOptions options = { .rounds = 20, .pace = 100 };
  const GOptionEntry entries[] = {
    { "page", 0, 0, G_OPTION_ARG_STRING, &options.page, "The screen to shoot", "PAGE" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &options.output, "The PNG to write", "FILE" },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &options.game,
      "The game (or position) file the screen starts from", "FILE" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &options.move,
      "A move entered but not confirmed, as in the game file: CARD[+TILE][@X,Y][/resource|/tile]",
      "SPEC" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &options.size,
      "The picture's size, frame included (default 1366x768)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &options.dark, "Dark style", NULL },
    { "bench", 0, 0, G_OPTION_ARG_STRING, &options.bench,
      "Time the first frame, confirming --move or typing it, or the main loop's longest "
      "stalls while the library is listed (stall), instead of a picture",
      "first-frame|confirm|typing|stall" },
    { "sheet", 0, 0, G_OPTION_ARG_STRING, &options.sheet,
      "The game of the sheet-players, sheet-checklist and sheet pages: 7-wonders (the "
      "default), underwater-cities or blueprints", "GAME" },
    { "import", 0, 0, G_OPTION_ARG_FILENAME, &options.import,
      "With --bench=stall: a folder of games imported while the window runs", "FOLDER" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &options.rounds,
      "Moves confirmed or typed (default 20)", "N" },
    { "pace", 0, 0, G_OPTION_ARG_INT, &options.pace,
      "The pause before each keystroke or confirmation, so that it finds the window idle "
      "as a person's does (default 100); 0: each right after the previous frame", "MS" },
    { "damage", 0, 0, G_OPTION_ARG_NONE, &options.damage,
      "With --bench=confirm or typing: print what each measured frame repaints, and why", NULL },
    { "t0", 0, 0, G_OPTION_ARG_INT64, &options.t0,
      "When the harness was started (CLOCK_MONOTONIC, µs), for --bench=first-frame", "µs" },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkApplication) app = NULL;
  Shot shot = { 0 };
  int status;

  /* As src/main.c, from the build folder's catalogues. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, GK_SHOOT_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* And the app's icon from the build folder, before the system's data
   * folders, as meson devenv gives the uninstalled app (meson.build). */
  {
    const char *dirs = g_getenv ("XDG_DATA_DIRS");
    g_autofree char *with_icons = g_strconcat (GK_SHOOT_ICONS_DATADIR ":",
                                               dirs != NULL && *dirs != '\0'
                                               ? dirs : "/usr/local/share:/usr/share",
                                               NULL);

    g_setenv ("XDG_DATA_DIRS", with_icons, TRUE);
  }

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                "Pictures of Ginkgo Companion's window, and its timings.");
  g_option_context_add_main_entries (context, entries, NULL);
  {
    g_autofree char *pages = g_strjoinv (", ", (char **) page_names);
    g_autofree char *description = g_strdup_printf ("Pages: %s.", pages);

    g_option_context_set_description (context, description);
  }
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!check_options (&options))
    return 2;
  options.rounds = MAX (1, options.rounds);
  options.pace = MAX (0, options.pace);

  if (options.bench != NULL && g_str_equal (options.bench, "first-frame"))
    return gk_shoot_bench_first_frame (&options);

  /* The app's application, with its actions and accelerators; not unique,
   * so that shots run side by side and beside the app. */
  app = gk_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  shot.options = &options;
  g_signal_connect (app, "activate", G_CALLBACK (activate), &shot);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  return status != 0 ? status : shot.status;
}
