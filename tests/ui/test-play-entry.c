/* test-play-entry.c: a whole round of 4 players entered at the window, by
 * keyboard only and by mouse only, counting the keystrokes and clicks;
 * Confirm's default action and why it waits; what the city draws of the
 * move being entered; the steps at the table.
 *
 * The round: two exploits, an urbanization and a construction.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-ui-test-util.h"
#include "gk-city-view.h"
#include "gk-intro-sets.h"
#include "gk-player-style.h"
#include "gk-window-private.h"
#include "gk-ui-util.h"

/* The targets of the issue: 12 clicks or 20 keystrokes for this round. */
#define MAX_CLICKS     12
#define MAX_KEYSTROKES 20

typedef struct
{
  GkWindow     *window;
  GkPlayPage   *play;
  GkRoundEntry *entry;
  GkCityView   *city;
  GkGame       *game;
  guint         clicks;
  guint         keystrokes;
} Fixture;

static GkGame *
new_game (void)
{
  const char *names[] = { "Anna", "Béla", "Vera", "Olga" };
  g_autoptr(GkSetup) setup = gk_setup_new (4);
  g_autoptr(GError) error = NULL;
  GkGame *game;

  for (guint p = 0; p < 4; p++)
    {
      gk_setup_set_player_name (setup, p, names[p]);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        setup->players[p].characters[c] =
          (GkCharacter) { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, c == 0 ? 3 : 0, 2, 0 };
    }
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  return game;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  gk_ui_test_clear_data ();
  f->window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  gtk_window_present (GTK_WINDOW (f->window));
  f->game = new_game ();
  gk_session_start_game (gk_window_get_session (f->window), f->game);
  g_assert_true (gk_session_get_game (gk_window_get_session (f->window)) == f->game);
  f->play = GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"));
  f->entry = gk_play_page_get_round_entry (f->play);
  f->city = GK_CITY_VIEW (gk_ui_test_child (f->play, GK_TYPE_PLAY_PAGE, "city_view"));
  gk_ui_test_spin (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  g_clear_object (&f->game);
}

static const GkTable *
table_of (Fixture *f)
{
  return gk_game_get_table (f->game);
}

static GkCard
card (const char *name)
{
  GkCard c = GK_NO_CARD;

  g_assert_true (gk_card_from_string (name, &c));
  return c;
}

/* ---- the mouse ---- */

static void
click (Fixture   *f,
       GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_get_mapped (button));
  g_signal_emit_by_name (button, "clicked");
  f->clicks++;
  gk_ui_test_spin (20);
}

/* The typed move has the keyboard: a letter typed now starts a move. */
static void
assert_entry_focused (Fixture *f)
{
  GtkWidget *quick = gk_round_entry_get_quick_entry (f->entry);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_nonnull (focus);
  g_assert_true (focus == quick || gtk_widget_is_ancestor (focus, quick));
}

static void
click_cell (Fixture *f,
            gint     x,
            gint     y)
{
  g_signal_emit_by_name (f->city, "cell-activated", x, y);
  f->clicks++;
  gk_ui_test_spin (20);
}

static void
click_building (Fixture    *f,
                const char *name)
{
  const GkBuilding *b = gk_table_find_top (table_of (f), card (name));

  g_assert_nonnull (b);
  click_cell (f, b->x, b->y);
}

/* ---- the keyboard ---- */

/* Each character added at the end, as a key typed adds it: one change of
 * the entry per key (setting the whole text would pass through an empty
 * entry first). */
static void
type_on (Fixture    *f,
         const char *text)
{
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (f->entry));

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      int position = (int) g_utf8_strlen (gtk_editable_get_text (editable), -1);

      gtk_editable_insert_text (editable, p, (int) (g_utf8_next_char (p) - p), &position);
      f->keystrokes++;
    }
  gk_ui_test_spin (10);
}

/* A move typed into an empty entry. */
static void
type (Fixture    *f,
      const char *text)
{
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gk_round_entry_get_quick_entry (f->entry))),
                   ==, "");
  type_on (f, text);
}

static void
press_enter (Fixture *f)
{
  /* What the entry does on Enter. */
  g_signal_emit_by_name (gk_round_entry_get_quick_entry (f->entry), "activate");
  f->keystrokes++;
  gk_ui_test_spin (20);
}

static void
assert_round (Fixture *f)
{
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 4);
  g_assert_cmpuint (gk_table_get_round (table_of (f)), ==, 2);
  g_assert_cmpint (gk_game_get_move (f->game, 0)->card, ==, card ("blue-1"));
  g_assert_cmpint (gk_game_get_move (f->game, 1)->card, ==, card ("yellow-1"));
  g_assert_cmpint (gk_game_get_move (f->game, 2)->card, ==, gk_card_from_letter (0));
  g_assert_cmpint (gk_game_get_move (f->game, 2)->tile, ==, card ("blue-12"));
  g_assert_true (gk_game_get_move (f->game, 2)->has_marker);
  g_assert_cmpint (gk_game_get_move (f->game, 3)->card, ==, card ("red-2"));
  g_assert_cmpint (gk_game_get_move (f->game, 3)->tile, ==, card ("yellow-12"));
  g_assert_nonnull (gk_table_find_top (table_of (f), card ("blue-12")));
  g_assert_nonnull (gk_table_find_top (table_of (f), card ("yellow-12")));
}

static void
test_round_by_mouse (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *confirm = gk_ui_test_entry_child (f->entry, "confirm_button");
  GArray *targets;

  /* Two exploits: the building on the city, then Confirm. */
  gtk_widget_grab_focus (confirm);
  click_building (f, "blue-1");
  click (f, confirm);
  /* A mouse turn leaves the next one to the keyboard as well. */
  assert_entry_focused (f);
  click_building (f, "yellow-1");
  click (f, confirm);
  assert_entry_focused (f);

  /* An urbanization: the letter, the tile, the marker's cell, Confirm. */
  click (f, gk_ui_test_card_button (f->entry, gk_card_from_letter (0)));
  click (f, gk_ui_test_tile_button (f->entry, card ("blue-12")));
  targets = gk_move_draft_get_targets (gk_round_entry_get_draft (f->entry));
  g_assert_nonnull (targets);
  click_cell (f, g_array_index (targets, gint, 0), g_array_index (targets, gint, 1));
  click (f, confirm);

  /* A construction: the building, the tile, Confirm. */
  click_building (f, "red-2");
  click (f, gk_ui_test_tile_button (f->entry, card ("yellow-12")));
  click (f, confirm);

  assert_round (f);
  g_test_message ("a round of 4 by mouse: %u clicks", f->clicks);
  g_assert_cmpuint (f->clicks, <=, MAX_CLICKS);
}

static void
test_round_by_keyboard (Fixture       *f,
                        gconstpointer  data)
{
  type (f, "b1");
  press_enter (f);
  type (f, "y1");
  press_enter (f);
  /* The letter, the tile and the marker's cell by its number. */
  type (f, "Ab12 1");
  press_enter (f);
  /* Half a tile ("r2 y") is not a move yet and says so; the next digit
   * ("r2 y5") makes it one, and that takes it back, though the draft's
   * answer (complete, nothing in the way) is the same before and after.
   * Then the move this round plays, typed again (not counted). */
  {
    guint keystrokes = f->keystrokes;

    type (f, "r2 y");
    g_assert_true (gtk_widget_get_visible (gk_ui_test_entry_child (f->entry, "blocker_label")));
    g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
    type_on (f, "5");
    g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
    g_assert_null (gk_move_draft_get_error (gk_round_entry_get_draft (f->entry)));
    g_assert_false (gtk_widget_get_visible (gk_ui_test_entry_child (f->entry, "blocker_label")));
    g_assert_false (gtk_widget_has_css_class (gk_round_entry_get_quick_entry (f->entry), "error"));
    gtk_editable_set_text (GTK_EDITABLE (gk_round_entry_get_quick_entry (f->entry)), "");
    f->keystrokes = keystrokes;
  }
  type (f, "r2y12");
  press_enter (f);

  assert_round (f);
  g_test_message ("a round of 4 by keyboard: %u keystrokes", f->keystrokes);
  g_assert_cmpuint (f->keystrokes, <=, MAX_KEYSTROKES);
}

/* A colour without its number: Confirm waits, and says why. */
static void
test_confirm_waits (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *confirm = gk_ui_test_entry_child (f->entry, "confirm_button");
  GkMoveDraft *draft = gk_round_entry_get_draft (f->entry);

  g_assert_false (gtk_widget_is_sensitive (confirm));
  click_building (f, "red-2");
  g_assert_true (gtk_widget_is_sensitive (confirm));

  gk_move_draft_set_tile_colour (draft, GK_COLOUR_YELLOW);
  gk_ui_test_spin (20);
  g_assert_false (gtk_widget_is_sensitive (confirm));
  g_assert_cmpstr (gk_ui_get_tooltip (confirm), ==, gk_move_draft_get_blocker (draft));
  gk_ui_assert_contains (gk_ui_get_tooltip (confirm), "number of the Yellow tile");
  /* Enter in the typed entry does not confirm it either. */
  press_enter (f);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 0);

  gk_move_draft_set_tile_number (draft, 12);
  gk_ui_test_spin (20);
  g_assert_true (gtk_widget_is_sensitive (confirm));
}

/* Ctrl+Enter with the city focused (after a card was picked there)
 * confirms; the next click is the next player's. */
static void
test_ctrl_enter_from_city (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->play));
  GtkShortcutAction *action = NULL;

  for (guint i = 0; action == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autoptr(GtkShortcutTrigger) ctrl_enter =
            gtk_keyval_trigger_new (GDK_KEY_Return, GDK_CONTROL_MASK);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), ctrl_enter))
            {
              g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)),
                               ==, GTK_SHORTCUT_SCOPE_MANAGED);
              action = gtk_shortcut_get_action (shortcut);
            }
        }
    }
  g_assert_nonnull (action);

  gtk_widget_grab_focus (GTK_WIDGET (f->city));
  click_building (f, "blue-1");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (f->city)));
  g_assert_true (gtk_shortcut_action_activate (action, 0, GTK_WIDGET (f->play), NULL));
  gk_ui_test_spin (20);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 1);

  /* The next click on the city is Béla's card, never Anna's. */
  click_building (f, "red-1");
  g_assert_cmpint (gk_game_get_move (f->game, 0)->card, ==, card ("blue-1"));
  g_assert_cmpint (gk_move_draft_get_card (gk_round_entry_get_draft (f->entry)), ==, card ("red-1"));
  g_assert_cmpint (gk_move_draft_get_player (gk_round_entry_get_draft (f->entry)), ==, 1);
  /* Nothing complete: the shortcut does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.clear", NULL);
  g_assert_false (gtk_shortcut_action_activate (action, 0, GTK_WIDGET (f->play), NULL));
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 1);
}

/* The toggle button of @entry's part @group whose label ends in @suffix. */
static GtkWidget *
find_toggle (GtkWidget  *group,
             const char *suffix)
{
  for (GtkWidget *child = gtk_widget_get_first_child (group); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_TOGGLE_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) != NULL
          && g_str_has_suffix (gtk_button_get_label (GTK_BUTTON (child)), suffix))
        return child;
      if ((found = find_toggle (child, suffix)) != NULL)
        return found;
    }
  return NULL;
}

/* A move typed half (an urbanization Anna cannot pay: "Fy5"), made whole
 * by a click ("1 Tile"): Return, with the clicked button focused,
 * confirms it as it does after typing, and never unmakes the choice; the
 * next player's typed move is their own. Ctrl+Enter confirms after a
 * click as well; Return on a choice not made yet makes it. */
static void
test_return_after_click (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GError) error = NULL;
  GkMoveDraft *draft = gk_round_entry_get_draft (f->entry);
  GtkWidget *tile_choice;
  GtkWidget *button;

  /* Anna has tiles and no resource: her urbanization falls back to an exploit. */
  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      setup->players[p].characters[c] =
        (GkCharacter) { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, c == 0 ? 3 : 0, p == 0 ? 0 : 2, 0 };
  g_clear_object (&f->game);
  f->game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (gk_window_get_session (f->window), f->game);
  gk_ui_test_spin (50);

  type (f, "Fy5");
  g_assert_true (gk_move_draft_offers_take (draft));
  g_assert_false (gk_move_draft_is_complete (draft));
  tile_choice = find_toggle (gk_ui_test_entry_child (f->entry, "take_group"), "Tile");
  g_assert_nonnull (tile_choice);
  gtk_widget_grab_focus (tile_choice);
  click (f, tile_choice);
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_true (gtk_widget_has_focus (tile_choice));

  /* Return: the move is confirmed, as typed and clicked. */
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (f->entry), GDK_KEY_Return));
  gk_ui_test_spin (20);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 1);
  g_assert_cmpint (gk_game_get_move (f->game, 0)->card, ==, gk_card_from_letter (5));
  g_assert_cmpint (gk_game_get_move (f->game, 0)->take, ==, GK_TAKE_TILE);
  assert_entry_focused (f);

  /* Béla's typed move is his own, on an empty entry. */
  type (f, "b1");
  g_assert_cmpint (gk_move_draft_get_player (draft), ==, 1);
  press_enter (f);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 2);
  g_assert_cmpint (gk_game_get_move (f->game, 1)->player, ==, 1);
  g_assert_cmpint (gk_game_get_move (f->game, 1)->card, ==, card ("blue-1"));

  /* Vera's urbanization, its marker's cell clicked: Return on a cell not
   * chosen is the button's own (it chooses it); Ctrl+Enter from the
   * clicked cell confirms. */
  type (f, "Gy6");
  g_assert_nonnull (gk_move_draft_get_targets (draft));
  button = find_toggle (gk_ui_test_entry_child (f->entry, "marker_flow"), "");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  g_assert_false (gk_ui_test_key_pressed (GTK_WIDGET (f->entry), GDK_KEY_Return));
  click (f, button);
  g_assert_true (gk_move_draft_is_complete (draft));
  button = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_assert_true (gk_ui_test_press_key (GTK_WIDGET (f->play), GDK_KEY_Return, GDK_CONTROL_MASK));
  gk_ui_test_spin (20);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 3);
  g_assert_cmpint (gk_game_get_move (f->game, 2)->player, ==, 2);
  g_assert_true (gk_game_get_move (f->game, 2)->has_marker);
  assert_entry_focused (f);
}

/* The city shows the move being entered: the new tile ghosted, the
 * marker's targets, the chosen cell. */
static void
test_city_preview (Fixture       *f,
                   gconstpointer  data)
{
  GkMoveDraft *draft = gk_round_entry_get_draft (f->entry);
  GArray *targets;
  GkTile tile;
  gint x, y, mx, my, tx, ty;

  g_assert_false (gk_city_view_get_ghost (f->city, NULL, NULL, NULL));
  g_assert_true (gk_move_draft_enter_text (draft, "Ab12", NULL));
  gk_ui_test_spin (20);
  gk_table_get_marker (table_of (f), 0, &mx, &my);
  g_assert_true (gk_city_view_get_ghost (f->city, &tile, &x, &y));
  g_assert_cmpint (tile, ==, card ("blue-12"));
  g_assert_cmpint (x, ==, mx);
  g_assert_cmpint (y, ==, my);
  g_assert_false (gk_city_view_get_marker_pick (f->city, NULL, NULL));

  targets = gk_move_draft_get_targets (draft);
  /* Each candidate cell carries the number typed for it ("A b12 2"). */
  for (guint i = 0; i < targets->len / 2; i++)
    g_assert_cmpuint (gk_city_view_get_cell_number (f->city, g_array_index (targets, gint, 2 * i),
                                                    g_array_index (targets, gint, 2 * i + 1)),
                      ==, i + 1);
  g_assert_cmpuint (gk_city_view_get_cell_number (f->city, mx, my), ==, 0);
  tx = g_array_index (targets, gint, 2);
  ty = g_array_index (targets, gint, 3);
  click_cell (f, tx, ty);
  g_assert_true (gk_city_view_get_marker_pick (f->city, &x, &y));
  g_assert_cmpint (x, ==, tx);
  g_assert_cmpint (y, ==, ty);

  /* The steps under the city say what to do with the pieces. */
  {
    g_auto(GStrv) steps = gk_ui_test_play_steps (f->play);

    g_assert_cmpstr (steps[0], ==, "Put Blue 12 where marker A lies (take the marker off).");
    g_assert_cmpstr (steps[1], ==, "Put a build-site marker on Blue 12.");
  }

  gtk_widget_activate_action (GTK_WIDGET (f->entry), "entry.clear", NULL);
  gk_ui_test_spin (20);
  g_assert_false (gk_city_view_get_ghost (f->city, NULL, NULL, NULL));
  g_assert_false (gk_city_view_get_marker_pick (f->city, NULL, NULL));
  {
    g_auto(GStrv) steps = gk_ui_test_play_steps (f->play);

    gk_ui_assert_contains (steps[0], "Anna reveals first");
  }
}

/* Every button of the entry has a name a screen reader can say. */
static void
test_accessible_names (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *button = gk_ui_test_tile_button (f->entry, card ("red-7"));

  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Tile Red 7");
  button = gk_ui_test_card_button (f->entry, card ("red-2"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Card Red 2");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gk_round_entry_get_quick_entry (f->entry)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Type the move");
}

static void
collect_renew_buttons (GtkWidget *root,
                       GPtrArray *buttons)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), "entry.renew") == 0)
        g_ptr_array_add (buttons, child);
      collect_renew_buttons (child, buttons);
    }
}

/* The hand renewals: each Renew button names its player; the expander
 * says whether it is open, and what it holds is hidden from screen
 * readers while it is closed; so is the rebuild banner's Done while no
 * banner shows. */
static void
test_accessible_states (Fixture       *f,
                        gconstpointer  data)
{
  const char *names[] = { "Anna", "Béla", "Vera", "Olga" };
  AdwExpanderRow *renew = ADW_EXPANDER_ROW (gk_ui_test_entry_child (f->entry, "renew_row"));
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *rebuild = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->play),
                                                                    GK_TYPE_PLAY_PAGE,
                                                                    "rebuild_revealer");
  GtkWidget *revealer = NULL;

  collect_renew_buttons (GTK_WIDGET (renew), buttons);
  g_assert_cmpuint (buttons->len, ==, 4);
  for (guint i = 0; i < buttons->len; i++)
    {
      g_autofree char *name = gtk_test_accessible_check_property (g_ptr_array_index (buttons, i),
                                                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                  "");

      g_assert_nonnull (name);
      gk_ui_assert_contains (name, names[i]);
    }

  for (GtkWidget *w = g_ptr_array_index (buttons, 0); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_REVEALER (w))
      {
        revealer = gtk_revealer_get_child (GTK_REVEALER (w));
        break;
      }
  g_assert_nonnull (revealer);
  g_assert_false (adw_expander_row_get_expanded (renew));
  gtk_test_accessible_assert_state (renew, GTK_ACCESSIBLE_STATE_EXPANDED, FALSE);
  gtk_test_accessible_assert_state (revealer, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  adw_expander_row_set_expanded (renew, TRUE);
  gtk_test_accessible_assert_state (renew, GTK_ACCESSIBLE_STATE_EXPANDED, TRUE);
  gtk_test_accessible_assert_state (revealer, GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
  adw_expander_row_set_expanded (renew, FALSE);
  gtk_test_accessible_assert_state (revealer, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);

  g_assert_null (gk_ui_test_play_rebuild (f->play));
  gtk_test_accessible_assert_state (gtk_revealer_get_child (GTK_REVEALER (rebuild)),
                                    GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
}

/* White is one symbol everywhere: an outlined white disc when drawn, the
 * open circle in plain text; every badge draws it with the one routine. */
static void
test_player_symbols (Fixture       *f,
                     gconstpointer  data)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 40);
  cairo_t *cr = cairo_create (surface);
  guint32 *pixels;
  int stride;
  GtkWidget *badge = gk_player_badge_new (GK_PLAYER_COLOUR_WHITE, "Anna");

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  gk_player_colour_draw_symbol (GK_PLAYER_COLOUR_WHITE, cr, 20, 20, 16, FALSE);
  cairo_surface_flush (surface);
  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  g_assert_cmphex (pixels[20 * stride + 20] & 0xffffff, ==, 0xffffff);   /* white inside */
  g_assert_cmphex (pixels[20 * stride + 20 + 13] & 0xff, <, 0x60);       /* dark outline */
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  g_assert_cmpstr (gk_player_colour_get_symbol (GK_PLAYER_COLOUR_WHITE), ==, "\u25CB");
  g_assert_true (GTK_IS_DRAWING_AREA (gtk_widget_get_first_child (badge)));
  g_object_ref_sink (badge);
  g_assert_finalize_object (badge);
}

/* The introductory sets fill a player's characters, editable and marked as
 * assumed; characters left blank are named once before going on. */
static void
test_characters (Fixture       *f,
                 gconstpointer  data)
{
  GkSetupAssistant *assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (f->window, "setup"));
  GkCharacter set[GK_N_CHARACTERS];

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  gk_setup_assistant_set_n_players (assistant, 2);
  gk_setup_assistant_set_player (assistant, 0, "Anna", GK_PLAYER_COLOUR_WHITE);
  gk_setup_assistant_set_player (assistant, 1, "Béla", GK_PLAYER_COLOUR_GREEN);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "characters");

  g_assert_false (gk_setup_assistant_get_preset_assumed (assistant, 0));
  gk_setup_assistant_set_preset (assistant, 0, 2);
  g_assert_true (gk_setup_assistant_get_preset_assumed (assistant, 0));
  g_assert_true (gk_intro_set_get (2, set));
  {
    g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (assistant);

    g_assert_cmpmem (setup->players[0].characters, sizeof set, set, sizeof set);
  }

  /* Béla's three are blank: Next names them and waits. */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "characters");
  gk_ui_assert_contains (gk_ui_test_setup_error (assistant),
                         "3 characters are still as the empty form shows them");
  gk_ui_assert_contains (gk_ui_test_setup_error (assistant), "Béla 1, Béla 2, Béla 3");

  /* One entered: asked again about the two left. */
  set[0].points = 1;
  gk_setup_assistant_set_character (assistant, 1, 0, &set[0]);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "characters");
  gk_ui_assert_contains (gk_ui_test_setup_error (assistant), "Béla 2, Béla 3");

  /* Next again: kept on purpose. */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (assistant), ==, "start");
  g_assert_null (gk_ui_test_setup_error (assistant));
}

/* Tab from the typed move reaches Confirm in a few stops: the renewals'
 * row, the letters, Clear; tiles and building cards are typed instead. */
static void
test_tab_stops (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *confirm = gk_ui_test_entry_child (f->entry, "confirm_button");
  guint stops = 0;

  /* A complete move: Confirm can take the focus. */
  type (f, "b1");
  gtk_widget_grab_focus (gk_round_entry_get_quick_entry (f->entry));
  gk_ui_test_spin (20);
  while (stops < 200)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD);
      stops++;
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      if (focus == confirm || (focus != NULL && gtk_widget_is_ancestor (focus, confirm)))
        break;
    }
  g_test_message ("Tab stops from the typed move to Confirm: %u", stops);
  g_assert_cmpuint (stops, <=, 16);
}

/* The layout holds still while a move is typed: the city keeps its size and
 * the entry its width, whatever the preview, the error or the steps say,
 * so neither jumps under the players' eyes (nor is drawn again whole). */
static void
test_layout_holds (Fixture       *f,
                   gconstpointer  data)
{
  static const char *const typed[] = {
    "r", "r3", "r3 ", "r3 r", "r3 r9", "", "A", "A b", "A b12", "A b12 1", "y1", "",
  };
  GtkWidget *city = GTK_WIDGET (f->city);
  GtkWidget *entry = GTK_WIDGET (f->entry);
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (f->entry));
  int width, height, entry_width;

  gk_ui_test_wait_window (f->window);
  width = gtk_widget_get_width (city);
  height = gtk_widget_get_height (city);
  entry_width = gtk_widget_get_width (entry);
  g_assert_cmpint (width, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_editable_set_text (editable, typed[i]);
      gk_ui_test_spin (30);
      g_test_message ("typed \"%s\": city %dx%d, entry %d", typed[i],
                      gtk_widget_get_width (city), gtk_widget_get_height (city),
                      gtk_widget_get_width (entry));
      g_assert_cmpint (gtk_widget_get_width (city), ==, width);
      g_assert_cmpint (gtk_widget_get_height (city), ==, height);
      g_assert_cmpint (gtk_widget_get_width (entry), ==, entry_width);
    }
  /* A preview was shown on the way. */
  gtk_editable_set_text (editable, "A b12 1");
  gk_ui_test_spin (30);
  g_assert_nonnull (gk_move_draft_get_preview (gk_round_entry_get_draft (f->entry)));

  /* The entry's column keeps its width when the city grows (the tile
   * placed on marker A's cell, outside the city's bounds) and when the
   * rebuild banner shows with a long text. */
  {
    /* Entered from far down the column: the next turn starts at its heading. */
    GObject *scroller = gtk_widget_get_template_child (entry, GK_TYPE_ROUND_ENTRY, "scroller");
    GtkAdjustment *adjustment =
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
    g_assert_true (gk_round_entry_confirm (f->entry));
    gk_ui_test_wait_window (f->window);
    gk_ui_test_spin (50);
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  }
  g_assert_cmpint (gtk_widget_get_width (entry), ==, entry_width);
  {
    GObject *revealer = gtk_widget_get_template_child (GTK_WIDGET (f->play), GK_TYPE_PLAY_PAGE,
                                                       "banner_revealer");
    GObject *label = gtk_widget_get_template_child (GTK_WIDGET (f->play), GK_TYPE_PLAY_PAGE,
                                                    "rebuild_label");

    g_assert_true (GTK_IS_REVEALER (revealer));
    gtk_label_set_text (GTK_LABEL (label), "Add Blue 6, Blue 19, Red 9, Red 14 and Yellow 11 "
                        "to the discard pile and lift their build-site markers; shuffle the "
                        "discard pile: it is the new draw pile; burn 7 cards.");
    gtk_revealer_set_transition_type (GTK_REVEALER (revealer), GTK_REVEALER_TRANSITION_TYPE_NONE);
    gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
    gk_ui_test_spin (50);
    g_assert_cmpint (gtk_widget_get_width (entry), ==, entry_width);
  }
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
  ADD ("/play-entry/return-after-click", test_return_after_click);
  ADD ("/play-entry/round-by-mouse", test_round_by_mouse);
  ADD ("/play-entry/round-by-keyboard", test_round_by_keyboard);
  ADD ("/play-entry/confirm-waits", test_confirm_waits);
  ADD ("/play-entry/ctrl-enter-from-city", test_ctrl_enter_from_city);
  ADD ("/play-entry/city-preview", test_city_preview);
  ADD ("/play-entry/accessible-names", test_accessible_names);
  ADD ("/play-entry/accessible-states", test_accessible_states);
  ADD ("/play-entry/player-symbols", test_player_symbols);
  ADD ("/play-entry/characters", test_characters);
  ADD ("/play-entry/tab-stops", test_tab_stops);
  ADD ("/play-entry/layout-holds", test_layout_holds);
#undef ADD

  return g_test_run ();
}
