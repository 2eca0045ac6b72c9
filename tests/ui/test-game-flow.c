/* test-game-flow.c: a short complete game of 3 players, driven through the
 * real window by its actions: setup, rounds with a deck rebuild, a
 * construction on another player's building, an unaffordable move and its
 * fallback, a refused move, the tile-return step, the end trigger and the
 * final score.  Every check is on what the window shows.
 *
 * The engine decides every rule; the test asks it only to choose cards that
 * can be played now (as the players at the table would know).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <unistd.h>

#include "gk-ui-test-util.h"
#include "gk-tile-return-dialog.h"
#include "gk-window-private.h"

typedef struct
{
  GkWindow     *window;
  GkPlayPage   *play;
  GkRoundEntry *entry;
  GkTablePanel *panel;
} Fixture;

static const GkTable *
table_of (Fixture *f)
{
  GkGame *game = gk_session_get_game (gk_window_get_session (f->window));

  g_assert_nonnull (game);
  return gk_game_get_table (game);
}

static guint
cursor_of (Fixture *f)
{
  return gk_game_get_cursor (gk_session_get_game (gk_window_get_session (f->window)));
}

/* The Renew buttons in @widget's tree, in order. */
static void
collect_renew_buttons (GtkWidget *widget,
                       GPtrArray *buttons)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "entry.renew") == 0)
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_renew_buttons (child, buttons);
}

static gboolean
action_enabled (GtkWidget *actionable_button)
{
  /* An actionable button is insensitive exactly when its action is disabled. */
  return gtk_widget_get_sensitive (actionable_button);
}

/* ---- entering moves through the round entry ---- */

static void
enter (Fixture *f,
       GkCard   card,
       GkTile   tile)
{
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.clear", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.card", "i", card);
  gk_move_draft_set_tile (gk_round_entry_get_draft (f->entry), tile);
  gk_ui_test_spin (50);
  g_assert_cmpint (gk_move_draft_get_card (gk_round_entry_get_draft (f->entry)), ==, card);
  g_assert_cmpint (gk_move_draft_get_tile (gk_round_entry_get_draft (f->entry)), ==, tile);
}

static void
confirm (Fixture *f)
{
  guint before = cursor_of (f);

  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.confirm", NULL);
  gk_ui_test_spin (50);
  g_assert_null (gk_move_draft_get_error (gk_round_entry_get_draft (f->entry)));
  g_assert_cmpuint (cursor_of (f), ==, before + 1);
}

/* The first marker target the engine offers, clicked on the city. */
static void
click_first_target (Fixture *f,
                    GkCard   letter_card)
{
  g_autoptr(GArray) targets = gk_table_get_marker_targets (table_of (f),
                                                           gk_card_get_letter (letter_card));

  g_assert_cmpuint (targets->len, >=, 2);
  g_assert_false (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  gk_ui_assert_contains (gk_move_draft_get_marker_hint (gk_round_entry_get_draft (f->entry)), "Click a highlighted cell");
  g_signal_emit_by_name (gk_ui_test_child (f->play, GK_TYPE_PLAY_PAGE, "city_view"),
                         "cell-activated", g_array_index (targets, gint, 0),
                         g_array_index (targets, gint, 1));
  gk_ui_test_spin (50);
  gk_ui_assert_contains (gk_move_draft_get_marker_hint (gk_round_entry_get_draft (f->entry)), "goes");
}

static GkCard
playable_letter (Fixture *f)
{
  for (guint l = 0; l < GK_N_LETTERS; l++)
    if (gk_table_card_playable (table_of (f), gk_card_from_letter (l)))
      return gk_card_from_letter (l);
  g_assert_not_reached ();
}

/* A building card that can be played now and whose building is @colour on top. */
static GkCard
playable_building (Fixture  *f,
                   GkColour  colour)
{
  const GkTable *table = table_of (f);

  for (guint i = 0; i < gk_table_get_n_buildings (table); i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);

      if (gk_tile_get_colour (b->top) == colour && gk_table_card_playable (table, b->top))
        return b->top;
    }
  return GK_NO_CARD;
}

/* A tile nobody has seen in the city, of @colour, from @from up. */
static GkTile
unseen_tile (Fixture  *f,
             GkColour  colour,
             guint     from)
{
  for (guint n = from; n <= GK_TILES_PER_COLOUR; n++)
    if (!gk_table_tile_in_city (table_of (f), gk_tile_make (colour, n)))
      return gk_tile_make (colour, n);
  g_assert_not_reached ();
}

/* An exploit of a blue building (or a letter for a tile): tiles for the
 * acting player, to bring the reserve's end nearer. */
static void
exploit_for_tiles (Fixture *f)
{
  GkCard card = playable_building (f, GK_COLOUR_BLUE);

  if (card != GK_NO_CARD)
    enter (f, card, GK_NO_TILE);
  else
    {
      enter (f, playable_letter (f), GK_NO_TILE);
      gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.take", "i", GK_TAKE_TILE);
      gk_ui_test_spin (20);
    }
  g_assert_nonnull (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)));
  gk_ui_assert_contains (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)), "Exploit");
}

/* ---- setup through the assistant ---- */

static void
set_up_game (Fixture *f)
{
  static const GkTile square[3][3] = {
    { 0, 1, 2 },            /* blue 1, 2, 3 */
    { 20, 21, 22 },         /* red 1, 2, 3 */
    { 40, 41, 42 },         /* yellow 1, 2, 3 */
  };
  /* Plenty of tiles and blue exploit bonuses: the reserve runs out soon.
   * Vera has no resource at all: her urbanization cannot be afforded. */
  static const GkCharacter characters[3][3] = {
    { { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 3, 0 },
      { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0 },
      { GK_COLOUR_RED, GK_TRIGGER_URBANIZATION, 3, 3, 0 } },
    { { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 3, 0 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 3, 3, 0 },
      { GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION, 3, 3, 1 } },
    { { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 3, 0, 0 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT, 3, 0, 2 },
      { GK_COLOUR_RED, GK_TRIGGER_CONSTRUCTION, 3, 0, 0 } },
  };
  static const char *names[] = { "Anna", "Béla", "Vera" };
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
  const char *checklist;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "setup");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "New Game");
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "Players");

  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.n-players", "i", 3);
  g_assert_cmpuint (gk_setup_draft_get_n_players (gk_setup_assistant_get_draft (assistant)), ==, 3);
  for (guint p = 0; p < 3; p++)
    gk_setup_assistant_set_player (assistant, p, names[p], (GkPlayerColour) p);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "characters");
  g_assert_cmpstr (gk_ui_test_window_subtitle (f->window), ==, "Characters");

  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < 3; c++)
      gk_setup_assistant_set_character (assistant, p, c, &characters[p][c]);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "start");

  for (guint y = 0; y < 3; y++)
    for (guint x = 0; x < 3; x++)
      gk_setup_draft_set_start (gk_setup_assistant_get_draft (assistant), x, y, square[y][x]);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "checklist");

  /* This game's numbers, for 3 players (rules.md section 2). */
  checklist = gk_setup_assistant_get_checklist_text (assistant);
  gk_ui_assert_contains (checklist, "Put 6 tiles back in the box");
  gk_ui_assert_contains (checklist, "the reserve holds 45 tiles");
  gk_ui_assert_contains (checklist, "Burn 7 cards");
  gk_ui_assert_contains (checklist, "Leave 20 resources of each player’s colour");
  gk_ui_assert_contains (checklist, "Put the other 5 of each colour back in the box");
  gk_ui_assert_contains (checklist, "Anna takes a screen, 2 hand-renewal tokens");
  gk_ui_assert_contains (checklist, "9 tiles from the reserve, 6 resources from the supply and 0 points");
  gk_ui_assert_contains (checklist, "9 tiles from the reserve, 9 resources from the supply and 1 point");
  gk_ui_assert_contains (checklist, "Anna takes the first-player card and deals 4 cards");
  gk_ui_assert_contains (checklist, "2 cards stay in the draw pile");

  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  gk_ui_test_spin (100);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Round 1");
  /* The first move can be typed at once. */
  {
    GtkWidget *quick = gk_round_entry_get_quick_entry (f->entry);
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

    g_assert_true (focus != NULL && (focus == quick || gtk_widget_is_ancestor (focus, quick)));
  }
}

/* ---- the game ---- */

/* Done on the rebuild banner is kept with the game: its file says so, and
 * the game opened again (a restart, here a copy of its file in a window
 * of its own) shows the banner put away. */
static void
assert_rebuild_kept (Fixture *f)
{
  GkSession *session = gk_window_get_session (f->window);
  g_autoptr(GkGameFile) saved = NULL;
  g_autofree char *copy_path = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  GkWindow *again;
  GkPlayPage *play;
  int fd;

  gk_session_flush (session);
  saved = gk_game_file_load (gk_session_get_file (session), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->play->rebuild_done, ==, cursor_of (f));

  fd = g_file_open_tmp ("rebuilt-XXXXXX.ginkgo", &copy_path, &error);
  g_assert_no_error (error);
  close (fd);
  copy = g_file_new_for_path (copy_path);
  g_file_copy (gk_session_get_file (session), copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL,
               &error);
  g_assert_no_error (error);
  again = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (again));
  _gk_window_open_file_wait (again, copy);
  gk_ui_test_wait_window (again);
  play = GK_PLAY_PAGE (_gk_window_get_page_widget (again, "play"));
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (gk_window_get_session (again))), ==,
                    cursor_of (f));
  g_assert_null (gk_ui_test_play_rebuild (play));
  gk_ui_test_finalize_window (again);
  g_file_delete (copy, NULL, NULL);
}

static void
test_complete_game (void)
{
  Fixture fixture = { 0 };
  Fixture *f = &fixture;
  const GkTable *t;
  guint anna_points, anna_screen, reserve_before;
  GkTile anna_tile;
  GkCard letter;
  GtkWindow *dialog;
  GPtrArray *renew_buttons;
  guint rounds_guard = 0;
  gboolean saw_last_round = FALSE;

  gk_ui_test_clear_data ();
  f->window = g_object_ref_sink (gk_window_new (NULL));
  gtk_window_present (GTK_WINDOW (f->window));
  f->play = GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"));
  f->entry = gk_play_page_get_round_entry (f->play);
  f->panel = GK_TABLE_PANEL (gk_ui_test_child (f->play, GK_TYPE_PLAY_PAGE, "table_panel"));
  gk_ui_test_spin (100);

  set_up_game (f);
  t = table_of (f);
  g_assert_cmpstr (gk_table_panel_get_round_text (f->panel), ==, "Round 1");
  g_assert_cmpstr (gk_table_panel_get_reserve_text (f->panel), ==, "Tile reserve: 18 tiles");
  g_assert_cmpstr (gk_table_panel_get_points_text (f->panel, 1), ==, "1 point");
  g_assert_cmpstr (gk_table_panel_get_resources_text (f->panel, 2), ==,
                   "Resources: 20 supply · 0 screen · 0 city");
  gk_ui_assert_contains (gk_table_panel_get_deck_text (f->panel),
                         "runs out after 2 more draws");
  gk_ui_test_wait_window (f->window);
  g_assert_true (g_file_query_exists (gk_session_get_file (gk_window_get_session (f->window)), NULL));
  g_assert_false (action_enabled (gk_ui_test_window_child (f->window, "undo_button")));
  /* Every player still has both renewal tokens at the start of round 1. */
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (f->entry)), ==, 3);
  renew_buttons = g_ptr_array_new ();
  collect_renew_buttons (GTK_WIDGET (f->entry), renew_buttons);
  g_assert_cmpuint (renew_buttons->len, ==, 3);

  /* Round 1, Anna: an urbanization on marker A's cell. */
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Anna plays");
  letter = gk_card_from_letter (0);
  anna_tile = unseen_tile (f, GK_COLOUR_BLUE, 4);
  enter (f, letter, anna_tile);
  gk_ui_assert_contains (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)), "Urbanization");
  click_first_target (f, letter);
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  {
    g_autofree char *all = gk_ui_test_draft_lines (gk_round_entry_get_draft (f->entry));

    gk_ui_assert_contains (all, "Blue 4 is laid on the cell of marker A");
    gk_ui_assert_contains (all, "Anna puts 1 resource on Blue 4");
    gk_ui_assert_contains (all, "Marker A moves");
  }
  confirm (f);
  g_assert_true (action_enabled (gk_ui_test_window_child (f->window, "undo_button")));
  gk_ui_assert_contains (_gk_window_get_last_toast (f->window), "Anna: Urbanization");
  g_assert_nonnull (gk_table_get_building_at (table_of (f), 0, -1));
  /* No renewal once the first card is down. */
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (f->entry)), ==, 0);

  /* Undo and redo through the window's actions, with the keyboard's accelerators' actions. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (50);
  g_assert_null (gk_table_get_building_at (table_of (f), 0, -1));
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Anna plays");
  g_assert_true (action_enabled (gk_ui_test_window_child (f->window, "redo_button")));
  /* Back before the first card: the same renewal rows, kept, not built again. */
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (f->entry)), ==, 3);
  {
    g_autoptr (GPtrArray) again = g_ptr_array_new ();

    collect_renew_buttons (GTK_WIDGET (f->entry), again);
    g_assert_cmpuint (again->len, ==, renew_buttons->len);
    for (guint i = 0; i < again->len; i++)
      g_assert_true (again->pdata[i] == renew_buttons->pdata[i]);
    g_clear_pointer (&renew_buttons, g_ptr_array_unref);
  }
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gk_ui_test_spin (50);
  g_assert_nonnull (gk_table_get_building_at (table_of (f), 0, -1));
  g_assert_false (action_enabled (gk_ui_test_window_child (f->window, "redo_button")));

  /* Béla: letter A lies in the discard pile now: its button cannot be pressed. */
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Béla plays");
  g_assert_false (gtk_widget_is_sensitive (gk_ui_test_card_button (f->entry, gk_card_from_letter (0))));
  g_assert_true (gtk_widget_is_sensitive (gk_ui_test_card_button (f->entry, gk_card_from_letter (1))));
  /* Pressing a letter's button chooses it. */
  g_signal_emit_by_name (gk_ui_test_card_button (f->entry, gk_card_from_letter (1)), "clicked");
  g_assert_cmpint (gk_move_draft_get_card (gk_round_entry_get_draft (f->entry)), ==, gk_card_from_letter (1));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gk_ui_test_card_button (f->entry, gk_card_from_letter (1)))));

  /* A refused move first (a card that is not in play), then an exploit. */
  enter (f, gk_tile_make (GK_COLOUR_RED, 17), GK_NO_TILE);
  g_assert_nonnull (gk_move_draft_get_error (gk_round_entry_get_draft (f->entry)));
  g_assert_false (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  /* What was entered stays. */
  g_assert_cmpint (gk_move_draft_get_card (gk_round_entry_get_draft (f->entry)), ==, gk_tile_make (GK_COLOUR_RED, 17));
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.confirm", NULL);
  g_assert_cmpuint (cursor_of (f), ==, 1);
  exploit_for_tiles (f);
  g_assert_null (gk_move_draft_get_error (gk_round_entry_get_draft (f->entry)));
  confirm (f);

  /* Vera: an urbanization without a resource behind her screen. */
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Vera plays");
  enter (f, playable_letter (f), unseen_tile (f, GK_COLOUR_YELLOW, 4));
  gk_ui_assert_contains (gk_move_draft_get_fallback (gk_round_entry_get_draft (f->entry)), "No resource behind the screen");
  gk_ui_assert_contains (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)), "Exploit");
  g_assert_true (gk_move_draft_offers_take (gk_round_entry_get_draft (f->entry)));
  g_assert_false (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.take", "i", GK_TAKE_TILE);
  gk_ui_test_spin (20);
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  confirm (f);

  /* The round's draws emptied the pile: the deck was rebuilt, with the card
   * of Anna's new building. */
  t = table_of (f);
  g_assert_cmpuint (gk_table_get_round (t), ==, 2);
  g_assert_cmpuint (gk_table_get_reshuffles (t), ==, 1);
  g_assert_nonnull (gk_ui_test_play_rebuild (f->play));
  gk_ui_assert_contains (gk_ui_test_play_rebuild (f->play), "Add Blue 4 to the discard pile");
  gk_ui_assert_contains (gk_ui_test_play_rebuild (f->play), "Burn 7 cards");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Round 2");
  gtk_widget_activate_action (GTK_WIDGET (f->play), "play.dismiss-rebuild", NULL);
  g_assert_null (gk_ui_test_play_rebuild (f->play));
  assert_rebuild_kept (f);

  /* Round 2: Béla builds on Anna's building with its card. */
  g_assert_cmpint (gk_table_get_first_player (t), ==, 1);
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Béla plays");
  anna_points = gk_table_get_points (t, 0);
  anna_screen = gk_table_get_resources_screen (t, 0);
  enter (f, GK_NO_CARD, GK_NO_TILE);
  /* The building picked on the city is the card. */
  g_signal_emit_by_name (gk_ui_test_child (f->play, GK_TYPE_PLAY_PAGE, "city_view"),
                         "cell-activated", 0, -1);
  gk_ui_test_spin (20);
  g_assert_cmpint (gk_move_draft_get_card (gk_round_entry_get_draft (f->entry)), ==, anna_tile);
  gk_move_draft_set_tile (gk_round_entry_get_draft (f->entry), unseen_tile (f, GK_COLOUR_RED, 5));
  gk_ui_test_spin (20);
  gk_ui_assert_contains (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)), "Construction");
  {
    g_autofree char *all = gk_ui_test_draft_lines (gk_round_entry_get_draft (f->entry));

    gk_ui_assert_contains (all, "goes back behind Anna’s screen");
    gk_ui_assert_contains (all, "Anna gains 1 point (for the resources on the covered building)");
    gk_ui_assert_contains (all, "on top of Blue 4 (height 2)");
    gk_ui_assert_contains (all, "Béla keeps the card Blue 4");
  }
  confirm (f);
  t = table_of (f);
  g_assert_cmpuint (gk_table_get_points (t, 0), ==, anna_points + 1);
  g_assert_cmpuint (gk_table_get_resources_screen (t, 0), ==, anna_screen + 1);
  g_assert_cmpint (gk_table_get_building_at (t, 0, -1)->owner, ==, 1);
  {
    g_autofree char *points = g_strdup_printf (anna_points + 1 == 1 ? "%u point" : "%u points",
                                               anna_points + 1);
    g_assert_cmpstr (gk_table_panel_get_points_text (f->panel, 0), ==, points);
  }

  /* Exploits for tiles until the reserve runs out the first time. */
  while (gk_table_get_reserve_exhaustions (table_of (f)) == 0)
    {
      g_assert_cmpuint (++rounds_guard, <, 40);
      exploit_for_tiles (f);
      if (gk_move_draft_get_preview (gk_round_entry_get_draft (f->entry)) != NULL
          && gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)))
        {
          g_autofree char *lines = gk_ui_test_draft_lines (gk_round_entry_get_draft (f->entry));

          if (strstr (lines, "The tile reserve runs out") != NULL)
            break;
        }
      confirm (f);
    }

  /* The tile-return step: a dialog with each player's count and points. */
  reserve_before = gk_table_get_tile_reserve (table_of (f));
  anna_points = gk_table_get_points (table_of (f), 0);
  {
    guint before = cursor_of (f);

    gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.confirm", NULL);
    gk_ui_test_spin (50);
    dialog = gk_round_entry_get_tile_return_dialog (f->entry);
    g_assert_nonnull (dialog);
    g_assert_cmpuint (cursor_of (f), ==, before);
    g_assert_cmpstr (gtk_window_get_title (dialog), ==, "The Tile Reserve Is Empty");
    gtk_spin_button_set_value (gk_ui_test_return_spin (dialog, 0), 2);
    gtk_spin_button_set_value (gk_ui_test_return_spin (dialog, 1), 0);
    gtk_spin_button_set_value (gk_ui_test_return_spin (dialog, 2), 1);
    g_assert_cmpstr (gk_ui_test_return_points (dialog, 0),
                     ==, "+2 points");
    g_assert_cmpstr (gk_ui_test_return_points (dialog, 2),
                     ==, "+1 point");
    gk_tile_return_dialog_confirm (GK_TILE_RETURN_DIALOG (dialog));
    gk_ui_test_spin (50);
    g_assert_null (gk_round_entry_get_tile_return_dialog (f->entry));
    g_assert_cmpuint (cursor_of (f), ==, before + 1);
  }
  t = table_of (f);
  g_assert_cmpuint (gk_table_get_reserve_exhaustions (t), >=, 1);
  g_assert_cmpuint (gk_table_get_points (t, 0), >=, anna_points + 2);
  g_test_message ("reserve before %u, after the return step %u", reserve_before,
                  gk_table_get_tile_reserve (t));
  gk_ui_assert_contains (gk_table_panel_get_reserve_text (f->panel), "Tile reserve: ");

  /* More tiles until the reserve runs out again: the end is triggered, the
   * round is finished, and the game is over. */
  rounds_guard = 0;
  while (!gk_table_is_game_over (table_of (f)))
    {
      g_assert_cmpuint (++rounds_guard, <, 40);
      exploit_for_tiles (f);
      confirm (f);
      if (gk_table_is_last_round (table_of (f)) && !gk_table_is_game_over (table_of (f)))
        {
          g_autofree char *title = g_strdup_printf ("Round %u (Last)",
                                                    gk_table_get_round (table_of (f)));

          gk_ui_assert_contains (gk_ui_test_play_banner (f->play),
                                 "ran out a second time: the game ends with this round");
          g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, title);
          saw_last_round = TRUE;
        }
    }
  g_assert_true (saw_last_round);

  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");
  g_assert_cmpstr (gk_ui_test_window_title (f->window), ==, "Final Score");
  g_assert_true (action_enabled (gk_ui_test_window_child (f->window, "undo_button")));

  /* The game's file in the library holds the whole game. */
  gk_ui_test_wait_window (f->window);
  {
    g_autoptr(GkGameFile) saved =
      gk_game_file_load (gk_session_get_file (gk_window_get_session (f->window)), NULL);

    g_assert_nonnull (saved);
    g_assert_nonnull (saved->game);
    g_assert_cmpuint (gk_game_get_cursor (saved->game), ==, cursor_of (f));
    g_assert_true (gk_table_is_game_over (gk_game_get_table (saved->game)));
  }

  /* Undo from the final score goes back to the game. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");
  g_assert_false (gk_table_is_game_over (table_of (f)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  gk_ui_test_spin (50);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "score");

  g_object_unref (f->window);
  gk_ui_test_finalize_window (f->window);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/game-flow/complete-game", test_complete_game);

  return g_test_run ();
}
