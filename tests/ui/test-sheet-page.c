/* test-sheet-page.c: a score sheet in the window: New Game's choice, the
 * setup and its checklist, a 7 Wonders pad entered by keyboard in pad
 * order, a refused cell and its reason, the sheet resumed from the start
 * page after the window closed, finished, and Blueprints' rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gk-history-profiles.h"
#include "gk-sheet-file.h"
#include "gk-sideways-view.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"
#include "gk-window-private.h"

typedef struct
{
  GkWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GSettings *settings;

  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  /* No names of a game of another test offered. */
  settings = gk_session_get_settings (gk_window_get_session (f->window));
  if (settings != NULL)
    g_settings_reset (settings, "last-player-names");
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
  gk_ui_test_wait_window (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  GkSheetDraft *draft = gk_sheet_page_get_draft (GK_SHEET_PAGE (_gk_window_get_page_widget (f->window, "sheet")));

  /* The last change on disk before the next test empties the folder. */
  if (draft != NULL)
    gk_sheet_draft_flush (draft);
  gk_ui_test_finalize_window (f->window);
}

static GkSheetPage *
page_of (Fixture *f)
{
  return GK_SHEET_PAGE (_gk_window_get_page_widget (f->window, "sheet"));
}

static GkSheetPad *
pad_of (Fixture *f)
{
  return _gk_sheet_page_get_pad (page_of (f));
}

static guint
key (const GkSheetGame *game,
     const char        *name)
{
  gint k = gk_sheet_game_find_key (game, name);

  g_assert_cmpint (k, >=, 0);
  return (guint) k;
}

/* New Game, then a sheet of @game_id for @names, through its checklist to
 * its pad. */
static void
set_up_sheet (Fixture            *f,
              const char         *game_id,
              const char * const *names)
{
  GkSheetPage *page;
  guint n = g_strv_length ((char **) names);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "sheet");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "New Game");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", game_id);
  gk_sheet_page_set_n_players (page, n);
  for (guint p = 0; p < n; p++)
    gk_sheet_page_set_player_name (page, p, names[p]);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gk_ui_test_spin (20);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gk_ui_test_spin (50);
  g_assert_nonnull (gk_sheet_page_get_draft (page));
}

/* ---- the names of the last game ---- */

/* Every name of the last game is offered, not the first alone, and a
 * sheet's players are the last game's for the next one. */
static void
test_last_names (Fixture       *f,
                 gconstpointer  data)
{
  static const char *const last[] = { "Anna", "Béla", "Vera", "Dóra", NULL };
  static const char *const names[] = { "Ede", "Feri", "Gabi", NULL };
  GSettings *settings = gk_session_get_settings (gk_window_get_session (f->window));
  GkSheetPage *page;

  g_assert_nonnull (settings);
  g_settings_set_strv (settings, "last-player-names", last);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "7-wonders");
  gk_ui_test_spin (20);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpstr (gtk_editable_get_text (_gk_sheet_page_get_name_row (page, seat)), ==,
                       last[seat]);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (_gk_sheet_page_get_name_row (page, seat))));
    }
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (_gk_sheet_page_get_name_row (page, 4))));

  set_up_sheet (f, "underwater-cities", names);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "blueprints");
  gk_ui_test_spin (20);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpstr (gtk_editable_get_text (_gk_sheet_page_get_name_row (page, seat)), ==,
                     names[seat]);
  g_assert_cmpstr (gtk_editable_get_text (_gk_sheet_page_get_name_row (page, 3)), ==, "");
}

/* ---- the keyboard ---- */

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

/* Tab, as the pad's own key binding takes it: FALSE past the last cell,
 * where the keyboard leaves the pad. */
static gboolean
press_tab (Fixture *f)
{
  return gk_ui_test_press_key (GTK_WIDGET (pad_of (f)), GDK_KEY_Tab, 0);
}

/* What @player typed in the cell of the key named @name. */
static void
enter (Fixture           *f,
       guint              player,
       const GkSheetGame *game,
       const char        *name,
       const char        *text)
{
  GtkWidget *cell = _gk_sheet_pad_get_cell (pad_of (f), player, key (game, name));

  g_assert_nonnull (cell);
  gtk_editable_set_text (GTK_EDITABLE (cell), text);
}

/* Enter, as the cell's entry takes it. */
static void
press_enter (Fixture *f)
{
  GtkWidget *entry = gtk_widget_get_ancestor (focus_of (f), GTK_TYPE_ENTRY);

  g_assert_nonnull (entry);
  g_signal_emit_by_name (entry, "activate");
}

/* Types @text where the keyboard is: the focus must be in @expected. */
static void
type_in (Fixture    *f,
         GtkWidget  *expected,
         const char *text)
{
  GtkWidget *focus = focus_of (f);

  g_assert_nonnull (expected);
  if (focus != expected && !gtk_widget_is_ancestor (focus, expected))
    g_error ("the keyboard is on %s in %s, not on the expected cell",
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
             focus != NULL ? G_OBJECT_TYPE_NAME (gtk_widget_get_parent (focus)) : "nothing");
  gtk_editable_set_text (GTK_EDITABLE (focus), text);
}

/* 7 Wonders without expansions: every cell of a player, in the pad's order
 * (spec 1.3: the rulebook's categories, then Other). */
static const char *const pad_order[] = {
  "military-victory-1", "military-victory-3", "military-victory-5", "military-victory-other",
  "military-defeat", "coins", "wonder", "civilian", "science-gear", "science-compass",
  "science-tablet", "science-wild", "commercial", "guilds", "other",
};

/* Spec 1.7: Anna is W-1 (58), Béla and Вера W-8a (47 each, Вера wins on
 * coins). */
static const char *const values[3][G_N_ELEMENTS (pad_order)] = {
  { "1", "1", "1", "", "3", "14", "10", "13", "1", "3", "2", "", "4", "", "" },
  { "2", "1", "", "", "1", "7", "10", "20", "", "", "", "", "4", "7", "" },
  { "", "", "1", "", "4", "8", "15", "16", "2", "1", "1", "", "", "", "" },
};

static void
type_pad (Fixture *f)
{
  guint n = 0;

  /* Down a player's column, then the next player, with Tab and Enter. */
  for (guint p = 0; p < 3; p++)
    for (guint k = 0; k < G_N_ELEMENTS (pad_order); k++)
      {
        GtkWidget *cell = _gk_sheet_pad_get_cell (pad_of (f), p,
                                                  key (&gk_sheet_seven_wonders, pad_order[k]));

        if (g_test_verbose ())
          g_printerr ("# cell %u of player %u\n", k, p);
        type_in (f, cell, values[p][k]);
        if (n++ % 2 == 0)
          g_assert_true (press_tab (f) || (p == 2 && k + 1 == G_N_ELEMENTS (pad_order)));
        else
          press_enter (f);
      }
  /* Shift+Tab goes back up the column. */
  gk_ui_test_press_key (GTK_WIDGET (pad_of (f)), GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), _gk_sheet_pad_get_cell (pad_of (f), 2,
                   key (&gk_sheet_seven_wonders, pad_order[G_N_ELEMENTS (pad_order) - 2]))));
}

static void
assert_pad (Fixture *f)
{
  GkSheetPad *pad = pad_of (f);
  g_autofree char *text = _gk_sheet_pad_get_text (pad);

  g_assert_cmpstr (_gk_sheet_pad_get_total (pad, 0), ==, "58");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad, 1), ==, "47");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad, 2), ==, "47");
  g_assert_cmpstr (_gk_sheet_pad_get_rank (pad, 0), ==, "1");
  g_assert_cmpstr (_gk_sheet_pad_get_rank (pad, 1), ==, "3");
  g_assert_cmpstr (_gk_sheet_pad_get_rank (pad, 2), ==, "2");
  /* The tie-break in words, under the pad. */
  gk_ui_assert_contains (text, "A tie on points goes to the player with more coins; a tie on "
                               "coins too is shared.");
  gk_ui_assert_contains (text, "Tie at 47 points (Béla, Вера), decided by more coins: Béla 7, "
                               "Вера 8.");
  /* The categories as the pad shows them, line by line: the military
   * points (1+3+5-3, 2+3-1, 5-4), then the tokens of 1 entered. */
  gk_ui_assert_contains (text, "Military conflicts\n6\n4\n1\nVictory tokens of 1\n[1]\n[2]\n[]\n");
  gk_ui_assert_contains (text, "Scientific structures\n21\n0\n13\n");
  /* The point the rulebooks leave open, beside its row and said under the pad. */
  gk_ui_assert_contains (text, "Guilds\ncheck your rulebook\n");
  gk_ui_assert_contains (text, "Guilds: Strategists Guild: a point per defeat token of your two "
                               "neighbours");
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Вера", NULL };
  GkSheetPage *page;
  GFile *file;
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;

  set_up_sheet (f, "7-wonders", names);
  page = page_of (f);
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "7 Wonders");
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "Anna, Béla, Вера");
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "");

  type_pad (f);
  assert_pad (f);
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "In the lead: Anna");
  g_assert_null (_gk_sheet_page_get_message (page));

  /* Saved after every change, in the library, as a new play. */
  gk_sheet_draft_flush (gk_sheet_page_get_draft (page));
  file = gk_sheet_draft_get_file (gk_sheet_page_get_draft (page));
  g_assert_nonnull (file);
  saved = gk_sheet_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gk_sheet_get_named (saved, 2, "coins"), ==, 8);
  g_assert_true (gk_play_id_is_valid (gk_sheet_get_play (saved)->id));
  g_assert_true (gk_sheet_get_play (saved)->started.set);
  g_assert_false (gk_sheet_get_play (saved)->finished.set);
}

/* Blueprints is scored round by round: Tab goes through every player's
 * round 1, then round 2, not down one player's three rounds. */
static void
test_tab_by_rounds (Fixture       *f,
                    gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", NULL };
  const GkSheetGame *bp = &gk_sheet_blueprints;
  g_autoptr(GArray) round_keys = gk_sheet_game_row_keys (bp, 0, 0);
  g_autoptr(GArray) round_2_keys = gk_sheet_game_row_keys (bp, 1, 0);
  guint first = g_array_index (round_keys, guint, 0);

  set_up_sheet (f, "blueprints", names);
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), _gk_sheet_pad_get_cell (pad_of (f), 0, first)));
  for (guint player = 1; player <= 3; player++)
    {
      for (guint i = 0; i < round_keys->len; i++)
        g_assert_true (press_tab (f));
      /* the next player's round 1; after the last, round 2 from the first */
      g_assert_true (gtk_widget_is_ancestor (
        focus_of (f), _gk_sheet_pad_get_cell (pad_of (f), player < 3 ? player : 0,
                                              player < 3 ? first
                                                         : g_array_index (round_2_keys, guint, 0))));
    }
}

/* A label reading @text. */
static gboolean
is_label (GtkWidget *widget,
          gpointer   text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  return gk_ui_test_find_match (widget, is_label, (gpointer) text);
}

/* Whether @widget is drawn wholly within @pad as it is laid out now. */
static gboolean
in_view (GtkWidget *widget,
         GtkWidget *pad)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, pad, &bounds));
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (pad);
}

/* The totals and ranks stay in view at 1024x600 however far the pad
 * scrolls; the first category goes out of view. */
static void
test_totals_in_view (Fixture       *f,
                     gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", NULL };
  GtkWidget *pad;
  GtkWidget *total;
  GtkWidget *military;
  GtkWidget *scroller;
  GtkAdjustment *adjustment;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 600);
  set_up_sheet (f, "7-wonders", names);
  gk_ui_test_spin (100);
  pad = GTK_WIDGET (pad_of (f));
  total = find_label (pad, "Total");
  military = find_label (pad, "Military conflicts");
  g_assert_nonnull (total);
  g_assert_nonnull (military);
  scroller = gtk_widget_get_ancestor (military, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* the pad is longer than the window */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_true (in_view (total, pad));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  /* laid out again at the next frame */
  gk_ui_test_wait_until (!in_view (military, pad));
  g_assert_true (in_view (total, pad));
  g_assert_false (in_view (military, pad));
  g_assert_true (in_view (find_label (pad, "Rank"), pad));
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "0");
}

/* On a phone the players' columns scroll sideways under the lines' names,
 * which stay in view, as the totals' names do, and are drawn over the
 * columns; the players' names above the columns scroll with them; the
 * words under the pad wrap at the window's width. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", "Dávid", NULL };
  const GkSheetGame *w = &gk_sheet_seven_wonders;
  GtkWidget *pad;
  GtkWidget *coins;
  GtkWidget *name;
  GtkWidget *military;
  GtkWidget *total;
  GtkWidget *last_cell;
  GtkAdjustment *sideways;
  graphene_rect_t box, cell_box;
  g_autofree char *tiebreak = NULL;
  double before;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  set_up_sheet (f, "7-wonders", names);
  gk_ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) <= 360);
  gk_ui_test_spin (100);
  pad = GTK_WIDGET (pad_of (f));
  military = find_label (pad, "Military conflicts");
  coins = find_label (pad, "Coins");
  total = find_label (pad, "Total");
  last_cell = _gk_sheet_pad_get_cell (pad_of (f), 3, key (w, "coins"));
  name = _gk_sheet_pad_get_name (pad_of (f), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);

  /* The fourth player's column is past the window's edge. */
  g_assert_cmpfloat (gk_ui_test_bounds_in (last_cell, pad).origin.x, >=,
                     gtk_widget_get_width (pad));
  sideways = gtk_scrolled_window_get_hadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (name, GTK_TYPE_SCROLLED_WINDOW)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (sideways), >, gtk_adjustment_get_page_size (sideways));
  before = gk_ui_test_bounds_in (military, pad).origin.x;

  gtk_adjustment_set_value (sideways, gtk_adjustment_get_upper (sideways));
  gk_ui_test_wait_until (gk_ui_test_bounds_in (last_cell, pad).origin.x
                         < gtk_widget_get_width (pad));

  /* The last column in view, its name over it, its total under it. */
  cell_box = gk_ui_test_bounds_in (last_cell, pad);
  g_assert_cmpfloat (cell_box.origin.x + cell_box.size.width, <=, gtk_widget_get_width (pad) + 1);
  g_assert_cmpfloat_with_epsilon (gk_ui_test_bounds_in (name, pad).origin.x, cell_box.origin.x,
                                  1.0);
  /* The lines' names where they were, in front of the columns. */
  g_assert_cmpfloat_with_epsilon (gk_ui_test_bounds_in (military, pad).origin.x, before, 1.0);
  g_assert_cmpfloat_with_epsilon (gk_ui_test_bounds_in (coins, pad).origin.x, before + 12, 1.0);
  g_assert_cmpfloat_with_epsilon (gk_ui_test_bounds_in (total, pad).origin.x, before, 1.0);
  box = gk_ui_test_bounds_in (coins, pad);
  g_assert_true (gtk_widget_pick (pad, box.origin.x + 2, box.origin.y + box.size.height / 2,
                                  GTK_PICK_DEFAULT) == coins);

  /* A finger drawn to the right brings the first columns back. */
  {
    GtkWidget *view = gtk_widget_get_ancestor (last_cell, GK_TYPE_SIDEWAYS_VIEW);
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);
    GtkGesture *pan = NULL;
    double end = gtk_adjustment_get_value (sideways);

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_PAN (controller))
          pan = GTK_GESTURE (controller);
      }
    g_assert_nonnull (pan);
    g_assert_cmpint (gtk_gesture_pan_get_orientation (GTK_GESTURE_PAN (pan)), ==,
                     GTK_ORIENTATION_HORIZONTAL);
    g_assert_true (gtk_gesture_single_get_touch_only (GTK_GESTURE_SINGLE (pan)));
    g_signal_emit_by_name (pan, "drag-begin", 200.0, 100.0);
    g_signal_emit_by_name (pan, "drag-update", 60.0, 4.0);
    g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (sideways), end - 60, 0.5);
    g_signal_emit_by_name (pan, "drag-update", 5000.0, 4.0);
    g_assert_cmpfloat (gtk_adjustment_get_value (sideways), ==, 0);
  }

  /* Words under the pad: no wider than the window, in view. */
  g_object_get (gk_sheet_page_get_draft (page_of (f)), "tiebreak-text", &tiebreak, NULL);
  g_assert_cmpuint (strlen (tiebreak), >, 40);
  box = gk_ui_test_bounds_in (find_label (pad, tiebreak), pad);
  g_assert_cmpfloat (box.origin.x, >=, 0);
  g_assert_cmpfloat (box.origin.x + box.size.width, <=, gtk_widget_get_width (pad));
}

/* Whether @line is what a player's cell shows: a number, or an entry
 * ("[...]"). */
static gboolean
is_cell (const char *line)
{
  return line != NULL && (line[0] == '[' || g_ascii_isdigit (line[0]) || line[0] == '-');
}

/* Every category of every sheet game, with every expansion and with none,
 * has a total cell per player on its line of the pad: a category of
 * parts (7 Wonders' treasury, Underwater Cities' network, a round of
 * Blueprints) its computed points, a category of one number its entry. */
static void
test_category_totals (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", NULL };
  const GkSheetGame * const *games;
  guint n_games;

  games = gk_sheet_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    for (guint all = 0; all < 2; all++)
      {
        const GkSheetGame *game = games[g];
        GkSheetPage *page;
        GkSheet *sheet;
        g_autofree char *text = NULL;
        g_auto(GStrv) lines = NULL;
        guint n_checked = 0;

        gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
        page = page_of (f);
        gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", game->id);
        for (guint m = 0; m < game->n_modules; m++)
          gk_sheet_page_set_module (page, game->modules[m].id, all == 1);
        gk_sheet_page_set_n_players (page, 3);
        for (guint p = 0; p < 3; p++)
          gk_sheet_page_set_player_name (page, p, names[p]);
        gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
        gk_ui_test_spin (20);
        gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
        gk_ui_test_spin (50);
        sheet = gk_sheet_draft_get_sheet (gk_sheet_page_get_draft (page));
        text = _gk_sheet_pad_get_text (pad_of (f));
        lines = g_strsplit (text, "\n", -1);

        /* Each entry row, and each category on no row, by its name. */
        for (guint row = 0; row < gk_sheet_game_get_n_rows (game) + game->n_categories; row++)
          {
            gboolean is_row = row < gk_sheet_game_get_n_rows (game);
            guint c = is_row ? 0 : row - gk_sheet_game_get_n_rows (game);
            gint category = is_row ? gk_sheet_game_row_category (game, row) : (gint) c;
            const char *name = is_row ? gk_sheet_game_row_name (game, row)
                                      : gk_sheet_game_category_name (game, c);
            guint i = 0;

            if (category >= 0
                && !gk_sheet_game_category_enabled (game, (guint) category,
                                                    gk_sheet_get_modules (sheet)))
              continue;
            if (!is_row)
              {
                gboolean on_a_row = FALSE;

                for (guint r = 0; r < gk_sheet_game_get_n_rows (game); r++)
                  on_a_row |= gk_sheet_game_row_category (game, r) == (gint) c;
                if (on_a_row)
                  continue;
              }
            while (lines[i] != NULL && g_strcmp0 (lines[i], name) != 0)
              i++;
            g_assert_nonnull (lines[i]);
            i++;
            if (g_strcmp0 (lines[i], gk_sheet_check_rulebook ()) == 0)
              i++;
            for (guint p = 0; p < 3; p++)
              if (!is_cell (lines[i + p]))
                g_error ("%s, %s: no total cell for player %u, \"%s\" instead", game->id,
                         name, p + 1, lines[i + p]);
            n_checked++;
          }
        g_assert_cmpuint (n_checked, >, 0);
        gk_sheet_draft_flush (gk_sheet_page_get_draft (page));
      }
}

/* Underwater Cities, three at 0 points and one player order missing: the
 * status says first place waits for it, never that it is shared. */
static void
test_undecided (Fixture       *f,
                gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Vera", NULL };
  const GkSheetGame *uc = &gk_sheet_underwater_cities;

  set_up_sheet (f, "underwater-cities", names);
  g_assert_cmpstr (_gk_sheet_page_get_status (page_of (f)), ==, "");
  enter (f, 0, uc, "player-order", "1");
  enter (f, 1, uc, "player-order", "2");
  g_assert_cmpstr (_gk_sheet_page_get_status (page_of (f)), ==,
                   "Undecided until the final player order is entered");
  enter (f, 2, uc, "player-order", "3");
  g_assert_cmpstr (_gk_sheet_page_get_status (page_of (f)), ==, "In the lead: Anna");
}

/* The sheet on the pad has its PDF (and print and image), titled with its
 * game and play; the setup before it has none. */
static void
test_pdf (Fixture       *f,
          gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", NULL };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gk-sheet-page-test.pdf", NULL);
  g_autofree char *contents = NULL;
  const char *title = "/Title (Underwater Cities, ";
  g_autoptr(GError) error = NULL;
  gboolean titled = FALSE;
  gsize length = 0;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  g_assert_false (_gk_window_save_score_sheet (f->window, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  set_up_sheet (f, "underwater-cities", names);
  enter (f, 0, &gk_sheet_underwater_cities, "track", "12");
  g_assert_true (_gk_window_save_score_sheet (f->window, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize i = 0; i + strlen (title) <= length && !titled; i++)
    titled = memcmp (contents + i, title, strlen (title)) == 0;
  g_assert_true (titled);
  g_unlink (path);
}

/* A wild science symbol is shown with the symbol it took (spec 1.4). */
static void
test_wild_symbol (Fixture       *f,
                  gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", NULL };
  const GkSheetGame *w = &gk_sheet_seven_wonders;
  g_autofree char *text = NULL;

  set_up_sheet (f, "7-wonders", names);
  enter (f, 1, w, "science-gear", "4");
  enter (f, 1, w, "science-compass", "1");
  enter (f, 1, w, "science-wild", "1");
  text = _gk_sheet_pad_get_text (pad_of (f));
  gk_ui_assert_contains (text, "Scientific structures\n0\n26\nWild symbols: 1 → gear\n");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 1), ==, "26");
}

/* A cell takes only what its category allows and says why it refuses; what
 * was typed stays in it to be corrected, and the score never counts the
 * number typed on the way to the refused one ("120" on the way to
 * "1200"): that player has no total and nobody leads until it is. */
static void
test_refusal (Fixture       *f,
              gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", NULL };
  const GkSheetGame *w = &gk_sheet_seven_wonders;
  GkSheetPage *page;
  GtkWidget *coins;
  GtkWidget *wonder;
  GkSheet *sheet;

  set_up_sheet (f, "7-wonders", names);
  page = page_of (f);
  sheet = gk_sheet_draft_get_sheet (gk_sheet_page_get_draft (page));
  coins = _gk_sheet_pad_get_cell (pad_of (f), 0, key (w, "coins"));
  wonder = _gk_sheet_pad_get_cell (pad_of (f), 0, key (w, "wonder"));
  /* Not a cell: the tower tiles need Babel, which this sheet does not use. */
  g_assert_null (_gk_sheet_pad_get_cell (pad_of (f), 0, key (w, "babel-tower-tiles")));

  enter (f, 1, w, "civilian", "3");
  gtk_widget_grab_focus (coins);
  gtk_editable_set_text (GTK_EDITABLE (coins), "9");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "3");
  /* typed key by key */
  gtk_editable_set_text (GTK_EDITABLE (coins), "1");
  gtk_editable_set_text (GTK_EDITABLE (coins), "12");
  gtk_editable_set_text (GTK_EDITABLE (coins), "120");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "40");
  gtk_editable_set_text (GTK_EDITABLE (coins), "1200");
  g_assert_cmpstr (_gk_sheet_page_get_message (page), ==,
                   "Treasury, Anna: “Coins” is a whole number from 0 to 999, not 1200");
  g_assert_true (gtk_widget_has_css_class (coins, "error"));
  g_assert_cmpstr (gk_ui_get_tooltip (coins), ==, _gk_sheet_page_get_message (page));
  g_assert_false (gk_sheet_is_set (sheet, 0, key (w, "coins")));
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "–");
  g_assert_cmpstr (_gk_sheet_pad_get_rank (pad_of (f), 0), ==, "–");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 1), ==, "3");
  /* nobody leads, and the sheet cannot be finished so */
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  g_assert_false (gk_sheet_draft_get_finished (gk_sheet_page_get_draft (page)));

  gtk_editable_set_text (GTK_EDITABLE (coins), "-3");
  g_assert_cmpstr (_gk_sheet_page_get_message (page), ==,
                   "Treasury, Anna: “Coins” is a whole number from 0 to 999, not -3");
  gtk_editable_set_text (GTK_EDITABLE (coins), "lots");
  g_assert_cmpstr (_gk_sheet_page_get_message (page), ==,
                   "Treasury, Anna: “lots” is not a whole number");

  /* Left: the text stays to be corrected, marked, the reason said. */
  g_assert_true (press_tab (f));
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), wonder));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (coins)), ==, "lots");
  g_assert_true (gtk_widget_has_css_class (coins, "error"));
  /* Another cell accepted: the refusal still standing is still said. */
  enter (f, 0, w, "wonder", "5");
  gk_ui_assert_contains (_gk_sheet_page_get_message (page), "“lots” is not a whole number");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "–");
  /* Corrected: counted, and the reason goes. */
  gtk_editable_set_text (GTK_EDITABLE (coins), "12");
  g_assert_null (_gk_sheet_page_get_message (page));
  g_assert_false (gtk_widget_has_css_class (coins, "error"));
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad_of (f), 0), ==, "9");
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "In the lead: Anna");
}

/* The window closes; a new one lists the sheet in progress on its start
 * page and resumes it there; finished, it is listed with its winner. */
static void
test_resume (Fixture       *f,
             gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Вера", NULL };
  GkStartPage *start;
  GkLibraryEntry *entry;
  g_autofree char *uri = NULL;
  g_autofree char *row = NULL;
  g_autofree char *finished_row = NULL;
  g_autoptr(GFile) file = NULL;

  set_up_sheet (f, "7-wonders", names);
  type_pad (f);
  file = g_object_ref (gk_sheet_draft_get_file (gk_sheet_page_get_draft (page_of (f))));
  gk_sheet_draft_flush (gk_sheet_page_get_draft (page_of (f)));
  gk_ui_test_finalize_window (f->window);

  f->window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
  gk_ui_test_wait_window (f->window);
  start = GK_START_PAGE (_gk_window_get_page_widget (f->window, "start"));
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 1);
  entry = gk_start_page_get_entry (start, 0);
  g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  g_assert_cmpstr (entry->sheet_game, ==, "7-wonders");
  row = gk_start_page_get_row_text (start, 0);
  g_assert_true (g_str_has_prefix (row, "Anna, Béla, Вера\n7 Wonders · last entered today at "));

  /* Its row opens it, as a row of the start page does. */
  uri = g_file_get_uri (entry->file);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-recent", "s", uri);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "sheet");
  g_assert_true (g_file_equal (gk_sheet_draft_get_file (gk_sheet_page_get_draft (page_of (f))),
                               file));
  assert_pad (f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (_gk_sheet_pad_get_cell (
                     pad_of (f), 2, key (&gk_sheet_seven_wonders, "civilian")))), ==, "16");

  /* Finished: a play; the cells take no more typing. */
  gtk_widget_activate_action (GTK_WIDGET (page_of (f)), "sheet.next", NULL);
  g_assert_true (gk_sheet_draft_get_finished (gk_sheet_page_get_draft (page_of (f))));
  g_assert_cmpstr (_gk_sheet_page_get_status (page_of (f)), ==, "Won by Anna");
  g_assert_false (gtk_editable_get_editable (GTK_EDITABLE (_gk_sheet_pad_get_cell (
                     pad_of (f), 0, key (&gk_sheet_seven_wonders, "coins")))));
  gk_sheet_draft_flush (gk_sheet_page_get_draft (page_of (f)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-back", NULL);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "start");
  finished_row = gk_start_page_get_row_text (start, 0);
  g_assert_true (g_str_has_prefix (finished_row,
                                   "Anna, Béla, Вера\n7 Wonders · won by Anna with 58 points · "));

  /* Deleted from the start page while this window holds it: it lets go. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.delete-game", "s", uri);
  gk_ui_test_wait_window (f->window);
  g_assert_null (gk_sheet_page_get_draft (page_of (f)));
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpuint (gk_start_page_get_n_entries (start), ==, 0);
}

/* A sheet open in one window is not opened in a second: the first comes
 * to the front, the second stays where it was. */
static void
test_one_window (Fixture       *f,
                 gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", NULL };
  GkWindow *second;
  g_autoptr(GFile) file = NULL;

  set_up_sheet (f, "7-wonders", names);
  file = g_object_ref (gk_sheet_draft_get_file (gk_sheet_page_get_draft (page_of (f))));
  second = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  gk_ui_test_wait_window (second);
  _gk_window_open_file_wait (second, file);
  g_assert_cmpstr (gk_window_get_page (second), ==, "start");
  /* The first window goes on to another game: the sheet is free. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  _gk_window_open_file_wait (second, file);
  g_assert_cmpstr (gk_window_get_page (second), ==, "sheet");
  gk_sheet_draft_flush (gk_sheet_page_get_draft (GK_SHEET_PAGE (_gk_window_get_page_widget (second, "sheet"))));
  gk_ui_test_finalize_window (second);
}

/* Blueprints: a line per round with its entries, then the awards and the
 * prizes the rounds give, the total and the rank. */
static void
test_rounds (Fixture       *f,
             gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", NULL };
  const GkSheetGame *bp = &gk_sheet_blueprints;
  GkSheetPad *pad;
  g_autofree char *text = NULL;

  set_up_sheet (f, "blueprints", names);
  pad = pad_of (f);
  enter (f, 0, bp, "round-1-points", "30");
  enter (f, 1, bp, "round-1-points", "21");
  /* A total and its parts are not both entered: the room says why. */
  enter (f, 0, bp, "round-1-green", "3");
  gk_ui_assert_contains (_gk_sheet_page_get_message (page_of (f)),
                         "Round 1, Anna: The building points were entered as a total");
  /* Anna's score is not whole while the refused 3 stands in her cell. */
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad, 0), ==, "–");
  /* An emptied cell is cleared when the main loop is idle. */
  enter (f, 0, bp, "round-1-green", "");
  gk_ui_test_wait_until (_gk_sheet_page_get_message (page_of (f)) == NULL);
  g_assert_cmpstr (_gk_sheet_page_get_message (page_of (f)), ==, NULL);
  text = _gk_sheet_pad_get_text (pad);
  /* Two players: only the Silver Award, to the round's winner (spec 3.3.2). */
  gk_ui_assert_contains (text, "Round 1\n2\n30 building points: Silver Award\n0\n"
                               "21 building points: nothing won\n");
  gk_ui_assert_contains (text, "Awards\n2\n0\n");
  gk_ui_assert_contains (text, "Prizes\ncheck your rulebook\n0\n0\n");
  g_assert_cmpstr (_gk_sheet_pad_get_total (pad, 0), ==, "2");
  g_assert_cmpstr (_gk_sheet_pad_get_rank (pad, 1), ==, "2");
}

/* The setup: the most players follow the expansions, a name the engine
 * refuses holds the setup back with the reason, the checklist is the
 * game's for the count. */
static void
test_setup (Fixture       *f,
            gconstpointer  data)
{
  GkSheetPage *page;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "7-wonders");
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "Score sheet: 7 Wonders");
  gk_sheet_page_set_n_players (page, 8);
  gk_sheet_page_set_module (page, "cities", TRUE);
  gk_sheet_page_set_n_players (page, 8);
  gk_sheet_page_set_module (page, "cities", FALSE);
  gk_sheet_page_set_player_name (page, 0, "Anna\tBéla");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gk_ui_assert_contains (_gk_sheet_page_get_message (page),
                         "Player 1: A name is one line of text, without tabs or line breaks.");
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "Step 2 of 3: Players");
  gk_sheet_page_set_player_name (page, 0, "Anna");
  g_assert_null (_gk_sheet_page_get_message (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "Step 3 of 3: Setup Checklist");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  /* Seven players (Cities went again), the unnamed ones by their seat. */
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==,
                   "Anna, Player 2, Player 3, Player 4, Player 5, Player 6, Player 7");
}

/* How many Tab stops @widget and its children give. */
static guint
count_tab_stops (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (gtk_widget_get_focusable (widget) && gtk_widget_is_sensitive (widget)
      && !GTK_IS_TEXT (widget))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_tab_stops (child);
  return n;
}

/* Each row of an expansion or of the checklist is one Tab stop (17 Tabs
 * reached Start on Blueprints' checklist); its check box follows it. */
static void
test_checklist_tabs (Fixture       *f,
                     gconstpointer  data)
{
  GkSheetPage *page;
  GtkWidget *list;
  guint n_rows = 0;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "7-wonders");
  list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), GK_TYPE_SHEET_PAGE,
                                                    "modules_list"));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row), n_rows++)
    g_assert_cmpuint (count_tab_stops (row), ==, 1);
  g_assert_cmpuint (n_rows, ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "blueprints");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), GK_TYPE_SHEET_PAGE,
                                                    "checklist_list"));
  n_rows = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row), n_rows++)
    {
      GtkWidget *check = gk_ui_test_find (row, GTK_TYPE_CHECK_BUTTON, NULL);

      g_assert_cmpuint (count_tab_stops (row), ==, 1);
      /* the row, activated, ticks its box */
      g_assert_nonnull (check);
      g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      adw_action_row_activate (ADW_ACTION_ROW (row));
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    }
  g_assert_cmpuint (n_rows, >, 3);
}

/* Ctrl+Enter starts the sheet from its players or its checklist. */
static void
test_ctrl_enter (Fixture       *f,
                 gconstpointer  data)
{
  GkSheetPage *page;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "underwater-cities");
  gk_sheet_page_set_n_players (page, 2);
  /* a name refused: the sheet waits, the reason said */
  gk_sheet_page_set_player_name (page, 0, "Anna\tBéla");
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (page), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_null (gk_sheet_page_get_draft (page));
  g_assert_nonnull (_gk_sheet_page_get_message (page));
  gk_sheet_page_set_player_name (page, 0, "Anna");
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (page), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_nonnull (gk_sheet_page_get_draft (page));
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Underwater Cities");
  gk_sheet_draft_flush (gk_sheet_page_get_draft (page));

  /* and from the checklist */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "blueprints");
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  g_assert_cmpstr (_gk_sheet_page_get_status (page), ==, "Step 3 of 3: Setup Checklist");
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (page), GDK_KEY_KP_Enter, GDK_CONTROL_MASK));
  g_assert_nonnull (gk_sheet_page_get_draft (page));
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Blueprints");
}

/* The names offered under a seat's name, in order. */
static char *
offered (GkSheetPage *page,
         guint        seat)
{
  GtkWidget *list = _gk_sheet_page_get_suggestions (page, seat);
  GString *names = g_string_new (NULL);

  if (!gtk_widget_get_visible (gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER)))
    return g_string_free (names, FALSE);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                            gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (
                                                            GTK_LIST_BOX_ROW (row)))));
  return g_string_free (names, FALSE);
}

/* The people of the history under a name as it is typed, as the setup of
 * a game offers them; the sheet writes each named seat's person, a new
 * name's too, never one person twice, and an unnamed seat is nobody. */
static void
test_known_persons (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-page-XXXXXX", NULL);
  g_autofree char *profiles_path = g_build_filename (dir, "profiles.ini", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
  g_autoptr(GFile) folder = g_file_new_for_path (games);
  g_autoptr(GkLibrary) library = gk_library_new (folder);
  g_autoptr(GkHistoryIndex) history = gk_history_index_new (games, index_path);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  g_autoptr(GkContext) context = NULL;
  g_autoptr(GError) error = NULL;
  /* The people the history knows: Anna, Ádám, and Béla under the name
   * the user gave him. */
  g_autofree char *known_anna = gk_history_profiles_person_for_name (profiles, "Anna");
  g_autofree char *adam = gk_history_profiles_person_for_name (profiles, "Ádám");
  g_autofree char *bela = gk_history_profiles_person_for_name (profiles, "Béla");
  g_autofree char *anna = gk_history_profiles_person_for_name (profiles, "ANNA");
  g_autofree char *zed = gk_history_profiles_person_for_name (profiles, "Zed");
  g_autofree char *list = NULL;
  GtkWidget *window;
  GkSheetPage *page;
  GtkEditable *row;
  const GkPlayRecord *record;

  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  g_assert_cmpstr (anna, ==, known_anna);
  g_assert_true (gk_history_profiles_rename (profiles, anna, "Anna", &error));
  g_assert_no_error (error);
  g_assert_true (gk_history_profiles_rename (profiles, adam, "Ádám", &error));
  g_assert_no_error (error);
  g_assert_true (gk_history_profiles_rename (profiles, bela, "Béla Kovács", &error));
  g_assert_no_error (error);

  /* A page of its own in a window on the screen: the list under a name is
   * a popover, which needs a monitor under its window. */
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  page = GK_SHEET_PAGE (gk_sheet_page_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);
  context = gk_context_new (library, history, profiles, settings);
  gk_sheet_page_set_context (page, context);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "7-wonders");
  gk_sheet_page_set_n_players (page, 5);
  gk_ui_test_spin (50);

  /* "a" typed in the first name, which has the keyboard: Anna and Ádám
   * offered ("a" and "á" are two letters); Down and Enter take Anna. */
  row = _gk_sheet_page_get_name_row (page, 0);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  gk_ui_test_spin (20);
  gtk_editable_set_text (row, "a");
  gk_ui_test_spin (20);
  list = offered (page, 0);
  g_assert_cmpstr (list, ==, "Anna");
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (row), GDK_KEY_Down));
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (row), GDK_KEY_Return));
  gk_ui_test_spin (20);
  g_assert_cmpstr (gtk_editable_get_text (row), ==, "Anna");
  g_free (list);
  list = offered (page, 0);
  g_assert_cmpstr (list, ==, "");

  /* A word inside the name: "kov" offers the name the user gave Béla. */
  row = _gk_sheet_page_get_name_row (page, 1);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  gk_ui_test_spin (20);
  gtk_editable_set_text (row, "kov");
  gk_ui_test_spin (20);
  g_free (list);
  list = offered (page, 1);
  g_assert_cmpstr (list, ==, "Béla Kovács");
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (row), GDK_KEY_Down));
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (row), GDK_KEY_Return));
  g_assert_cmpstr (gtk_editable_get_text (row), ==, "Béla Kovács");

  /* Nobody of that name: nothing offered, a new person; Anna again, filled
   * in by the page: nothing offered either. */
  row = _gk_sheet_page_get_name_row (page, 2);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  gtk_editable_set_text (row, "Zed");
  gk_ui_test_spin (20);
  g_free (list);
  list = offered (page, 2);
  g_assert_cmpstr (list, ==, "");
  gk_sheet_page_set_player_name (page, 3, "anna");
  gk_ui_test_spin (20);
  g_free (list);
  list = offered (page, 3);
  g_assert_cmpstr (list, ==, "");

  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gk_ui_test_spin (20);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gk_ui_test_spin (50);
  record = gk_sheet_get_play (gk_sheet_draft_get_sheet (gk_sheet_page_get_draft (page)));
  g_assert_cmpstr (gk_play_record_get_person (record, 0), ==, anna);
  g_assert_cmpstr (gk_play_record_get_person (record, 1), ==, bela);
  g_assert_cmpstr (gk_play_record_get_person (record, 2), ==, zed);
  /* Anna twice: the second seat is nobody of its own. */
  g_assert_null (gk_play_record_get_person (record, 3));
  /* A seat left unnamed is nobody. */
  g_assert_null (gk_play_record_get_person (record, 4));
  g_assert_true (gk_play_record_check (record, NULL, NULL));

  gk_sheet_page_set_context (page, NULL);
  gk_ui_test_finalize_window (window);
  gk_ui_test_remove_tree (dir);
}

/* Whether each of the pad's first @n names is laid out over its column
 * of coins. */
static gboolean
names_over_columns (GkSheetPad *pad,
                    guint       n)
{
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *name = _gk_sheet_pad_get_name (pad, p);
      GtkWidget *cell = _gk_sheet_pad_get_cell (pad, p, key (&gk_sheet_seven_wonders, "coins"));
      graphene_rect_t name_box, cell_box;

      if (!gtk_widget_compute_bounds (name, GTK_WIDGET (pad), &name_box)
          || !gtk_widget_compute_bounds (cell, GTK_WIDGET (pad), &cell_box)
          || fabsf (name_box.origin.x - cell_box.origin.x) > 1.0f
          || fabsf (name_box.size.width - cell_box.size.width) > 1.0f)
        return FALSE;
    }
  return TRUE;
}

/* Eight players fit the narrowest window, and each name stays over its
 * column, a long one cut short (the tooltip says it whole). */
static void
test_columns (Fixture       *f,
              gconstpointer  data)
{
  static const char *const names[] = { "Anna", "Béla", "Вера", "Dávid",
                                       "Erzsébet Kovács-Nagy Tóth", "Фёдор", "Gábor", "Hanna",
                                       NULL };
  GkSheetPage *page;
  GkSheetPad *pad;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 600);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.choose-game", NULL);
  page = page_of (f);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.choose", "s", "7-wonders");
  gk_sheet_page_set_module (page, "cities", TRUE);
  gk_sheet_page_set_n_players (page, 8);
  for (guint p = 0; p < 8; p++)
    gk_sheet_page_set_player_name (page, p, names[p]);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "sheet.next", NULL);
  /* The window takes its new size when the display says so: wait for it. */
  {
    gint64 until = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

    gk_ui_test_spin (300);
    while (gtk_widget_get_width (GTK_WIDGET (f->window)) > 1000
           && g_get_monotonic_time () < until)
      gk_ui_test_spin (50);
  }
  pad = pad_of (f);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 1000);
  /* The pad is laid out again at the window's new width a frame or more
   * later, however long a busy machine takes to draw one. */
  gk_ui_test_wait_until (names_over_columns (pad, 8));
  for (guint p = 0; p < 8; p++)
    {
      GtkWidget *name = _gk_sheet_pad_get_name (pad, p);
      GtkWidget *cell = _gk_sheet_pad_get_cell (pad, p, key (&gk_sheet_seven_wonders, "coins"));
      graphene_rect_t name_box, cell_box, pad_box;

      g_assert_true (gtk_widget_compute_bounds (name, GTK_WIDGET (pad), &name_box));
      g_assert_true (gtk_widget_compute_bounds (cell, GTK_WIDGET (pad), &cell_box));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (pad), GTK_WIDGET (pad), &pad_box));
      g_assert_cmpfloat_with_epsilon (name_box.origin.x, cell_box.origin.x, 1.0);
      g_assert_cmpfloat_with_epsilon (name_box.size.width, cell_box.size.width, 1.0);
      /* Within the window, with no sideways scrolling. */
      g_assert_cmpfloat (cell_box.origin.x + cell_box.size.width, <=, pad_box.size.width);
    }
  g_assert_cmpstr (gk_ui_get_tooltip (_gk_sheet_pad_get_name (pad, 4)), ==,
                   "Erzsébet Kovács-Nagy Tóth");
}

int
main (int    argc,
      char **argv)
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/sheet-page/last-names", Fixture, NULL, fixture_set_up, test_last_names,
              fixture_tear_down);
  g_test_add ("/sheet-page/tab-by-rounds", Fixture, NULL, fixture_set_up, test_tab_by_rounds,
              fixture_tear_down);
  g_test_add ("/sheet-page/checklist-tabs", Fixture, NULL, fixture_set_up, test_checklist_tabs,
              fixture_tear_down);
  g_test_add ("/sheet-page/ctrl-enter", Fixture, NULL, fixture_set_up, test_ctrl_enter,
              fixture_tear_down);
  g_test_add ("/sheet-page/category-totals", Fixture, NULL, fixture_set_up,
              test_category_totals, fixture_tear_down);
  g_test_add ("/sheet-page/totals-in-view", Fixture, NULL, fixture_set_up, test_totals_in_view,
              fixture_tear_down);
  g_test_add ("/sheet-page/narrow", Fixture, NULL, fixture_set_up, test_narrow,
              fixture_tear_down);
  g_test_add ("/sheet-page/undecided", Fixture, NULL, fixture_set_up, test_undecided,
              fixture_tear_down);
  g_test_add ("/sheet-page/pdf", Fixture, NULL, fixture_set_up, test_pdf,
              fixture_tear_down);
  g_test_add ("/sheet-page/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/sheet-page/wild-symbol", Fixture, NULL, fixture_set_up, test_wild_symbol,
              fixture_tear_down);
  g_test_add ("/sheet-page/refusal", Fixture, NULL, fixture_set_up, test_refusal,
              fixture_tear_down);
  g_test_add ("/sheet-page/resume", Fixture, NULL, fixture_set_up, test_resume,
              fixture_tear_down);
  g_test_add ("/sheet-page/one-window", Fixture, NULL, fixture_set_up, test_one_window,
              fixture_tear_down);
  g_test_add ("/sheet-page/rounds", Fixture, NULL, fixture_set_up, test_rounds,
              fixture_tear_down);
  g_test_add ("/sheet-page/setup", Fixture, NULL, fixture_set_up, test_setup,
              fixture_tear_down);
  g_test_add ("/sheet-page/known-persons", Fixture, NULL, fixture_set_up, test_known_persons,
              fixture_tear_down);
  g_test_add ("/sheet-page/columns", Fixture, NULL, fixture_set_up, test_columns,
              fixture_tear_down);
  return g_test_run ();
}
