/* test-solo-round.c: a solo game against HAL entered at the window
 *
 * A solo game at the expert level is opened from a file holding its setup
 * alone; the first four rounds of the hand-worked game
 * tests/core/games/solo-expert.md are then entered through the round entry,
 * by mouse and by keyboard: the opponent's urbanization with its marker
 * picked on the city, its second card played, its first card played, a
 * building card as its second card.  The moves the window logs are the
 * file's, and the table is the one the hand-worked game describes.  Then
 * the opponent's construction it cannot pay for (solo-cannot-pay.md), said
 * before Confirm.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gk-ui-test-util.h"
#include "gk-city-view.h"
#include "gk-window-private.h"

/* solo-expert.ginkgo's setup, without its rounds. */
static const char setup_only[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<ginkgopolis version=\"1\">\n"
  "  <setup players=\"1\" variant=\"solo\" solo-level=\"expert\" opponent-colour=\"black\">\n"
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\"/>\n"
  "    <start x=\"0\" y=\"0\" tile=\"blue-1\"/>\n"
  "    <start x=\"1\" y=\"0\" tile=\"blue-2\"/>\n"
  "    <start x=\"2\" y=\"0\" tile=\"blue-3\"/>\n"
  "    <start x=\"0\" y=\"1\" tile=\"red-1\"/>\n"
  "    <start x=\"1\" y=\"1\" tile=\"red-2\"/>\n"
  "    <start x=\"2\" y=\"1\" tile=\"red-3\"/>\n"
  "    <start x=\"0\" y=\"2\" tile=\"yellow-1\"/>\n"
  "    <start x=\"1\" y=\"2\" tile=\"yellow-2\"/>\n"
  "    <start x=\"2\" y=\"2\" tile=\"yellow-3\"/>\n"
  "  </setup>\n"
  "</ginkgopolis>\n";

static const char *data_dir;

typedef struct
{
  GkWindow     *window;
  GkPlayPage   *play;
  GkRoundEntry *entry;
  GkMoveDraft  *draft;
  GtkWidget    *city;
} Fixture;

/* solo-cannot-pay.ginkgo without the opponent's last move. */
static char *
cannot_pay_text (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "solo-cannot-pay.ginkgo", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  char *last;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  last = g_strrstr (text, "    <action player=\"hal\"");
  g_assert_nonnull (last);
  *last = '\0';
  return g_strconcat (text, "  </round>\n</ginkgopolis>\n", NULL);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_autofree char *text = data != NULL ? cannot_pay_text () : g_strdup (setup_only);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  gk_ui_test_clear_data ();
  path = g_build_filename (data_dir, "solo.ginkgo", NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);

  f->window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1366, 768);
  gtk_window_present (GTK_WINDOW (f->window));
  _gk_window_open_file_wait (f->window, file);
  gk_ui_test_spin (100);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");

  f->play = GK_PLAY_PAGE (_gk_window_get_page_widget (f->window, "play"));
  f->entry = gk_play_page_get_round_entry (f->play);
  f->draft = gk_round_entry_get_draft (f->entry);
  f->city = gk_ui_test_child (f->play, GK_TYPE_PLAY_PAGE, "city_view");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  /* the window, and every widget of the round entry and the city in it */
  gk_ui_test_finalize_window (f->window);
}

static GkGame *
game_of (Fixture *f)
{
  GkGame *game = gk_session_get_game (gk_window_get_session (f->window));

  g_assert_nonnull (game);
  return game;
}

static const GkTable *
table_of (Fixture *f)
{
  return gk_game_get_table (game_of (f));
}

static GkCard
card (const char *name)
{
  GkCard c = GK_NO_CARD;

  g_assert_true (gk_card_from_string (name, &c));
  return c;
}

static gboolean
has_step (Fixture    *f,
          const char *needle)
{
  g_auto(GStrv) steps = gk_ui_test_play_steps (f->play);

  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    if (strstr (steps[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

/* ---- the mouse ---- */

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_get_mapped (button));
  g_signal_emit_by_name (button, "clicked");
  gk_ui_test_spin (20);
}

static void
click_cell (Fixture *f,
            gint     x,
            gint     y)
{
  g_signal_emit_by_name (f->city, "cell-activated", x, y);
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

static void
click_confirm (Fixture *f)
{
  guint before = gk_game_get_cursor (game_of (f));

  click (gk_ui_test_entry_child (f->entry, "confirm_button"));
  g_assert_null (gk_move_draft_get_error (gk_round_entry_get_draft (f->entry)));
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, before + 1);
}

/* ---- the keyboard ---- */

static void
type (Fixture    *f,
      const char *text)
{
  GtkEditable *editable = GTK_EDITABLE (gk_round_entry_get_quick_entry (f->entry));

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      g_autofree char *sofar = g_strndup (text, (gsize) (g_utf8_next_char (p) - text));

      gtk_editable_set_text (editable, sofar);
    }
  gk_ui_test_spin (10);
}

static void
press_enter (Fixture *f)
{
  guint before = gk_game_get_cursor (game_of (f));

  g_signal_emit_by_name (gk_round_entry_get_quick_entry (f->entry), "activate");
  gk_ui_test_spin (20);
  g_assert_cmpuint (gk_game_get_cursor (game_of (f)), ==, before + 1);
}

/* The number the quick entry gives marker target @x, @y. */
static guint
target_number (Fixture *f,
               gint     x,
               gint     y)
{
  GArray *targets = gk_move_draft_get_targets (f->draft);

  g_assert_nonnull (targets);
  for (guint i = 0; i + 1 < targets->len; i += 2)
    if (g_array_index (targets, gint, i) == x && g_array_index (targets, gint, i + 1) == y)
      return i / 2 + 1;
  g_assert_not_reached ();
}

/* ---- the turns ---- */

static void
assert_human_turn (Fixture *f,
                   guint    round)
{
  g_assert_cmpuint (gk_table_get_round (table_of (f)), ==, round);
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, 0);
  g_assert_false (gk_move_draft_is_opponent (f->draft));
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Anna plays");
  /* a screen reader reads the badge and its word as one line */
  gtk_test_accessible_assert_property (gk_ui_test_entry_child (f->entry, "heading_box"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna plays");
  /* the level played, as the file has it */
  gk_ui_assert_contains (gtk_label_get_text (GTK_LABEL (gk_ui_test_entry_child (f->entry,
                                                                                "subheading_label"))),
                         "solo game, expert level");
  /* the solo game: no renewals, no second card */
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (f->entry)), ==, 0);
  g_assert_false (gk_move_draft_needs_second_card (gk_round_entry_get_draft (f->entry)));
  g_assert_true (has_step (f, "Choose one of your 3 cards"));
}

static void
assert_opponent_turn (Fixture *f)
{
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, GK_PLAYER_HAL);
  g_assert_true (gk_move_draft_is_opponent (f->draft));
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "HAL’s Turn");
  gtk_test_accessible_assert_property (gk_ui_test_entry_child (f->entry, "heading_box"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "HAL’s Turn");
  g_assert_cmpuint (gk_ui_test_n_renewals (gk_round_entry_get_draft (f->entry)), ==, 0);
  g_assert_false (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  gk_ui_assert_contains (gk_move_draft_get_blocker (f->draft), "face-down card");
  g_assert_true (has_step (f, "HAL’s turn: turn its face-down card over"));
  g_assert_true (has_step (f, "Expert level"));
}

static void
test_expert_rounds (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "solo-expert.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GkGameFile *worked = NULL;
  const GkTable *table;

  /* ---- round 1, by mouse ---- */
  assert_human_turn (f, 1);
  click_building (f, "blue-2");
  click (gk_ui_test_tile_button (f->entry, card ("blue-11")));
  g_assert_true (has_step (f, "Put your 2 unplayed cards on the discard pile."));
  click_confirm (f);

  assert_opponent_turn (f);
  click (gk_ui_test_card_button (f->entry, card ("C")));
  g_assert_false (gk_move_draft_offers_take (gk_round_entry_get_draft (f->entry)));
  /* C calls for a second card: the entry asks for it, and says why */
  g_assert_true (gk_move_draft_needs_second_card (gk_round_entry_get_draft (f->entry)));
  gk_ui_assert_contains (gk_move_draft_get_blocker (f->draft), "second card");
  /* the second card is another card */
  g_assert_false (gtk_widget_is_sensitive (gk_ui_test_second_card_button (f->entry, card ("C"))));
  click (gk_ui_test_second_card_button (f->entry, card ("B")));
  gk_ui_assert_contains (gk_move_draft_get_blocker (f->draft), "Draw a tile");
  click (gk_ui_test_tile_button (f->entry, card ("red-4")));
  /* B is worth more: the engine makes it play B, and the entry says so */
  g_assert_cmpint (gk_move_draft_get_played_card (f->draft), ==, card ("B"));
  gk_ui_assert_contains (gk_move_draft_get_notice (gk_round_entry_get_draft (f->entry)), "HAL plays Urbanization B");
  gk_ui_assert_contains (gk_move_draft_get_marker_hint (gk_round_entry_get_draft (f->entry)), "marker B");
  g_assert_false (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  /* the marker's cell, picked on the city */
  g_assert_true (gk_move_draft_is_target (f->draft, 1, -2));
  click_cell (f, 1, -2);
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  g_assert_true (has_step (f, "Move marker B above Red 4."));
  g_assert_true (has_step (f, "HAL scores 2 points."));
  g_assert_true (has_step (f, "Put the card Urbanization C on the discard pile."));
  click_confirm (f);

  table = table_of (f);
  g_assert_cmpuint (gk_table_get_points (table, GK_PLAYER_HAL), ==, 2);
  g_assert_cmpuint (gk_table_get_resources_supply (table, GK_PLAYER_HAL), ==, 24);
  g_assert_true (has_step (f, "End of the round: draw 3 cards into your hand"));

  /* ---- round 2, by keyboard ---- */
  assert_human_turn (f, 2);
  type (f, "A b12");
  {
    g_autofree char *text = g_strdup_printf ("A b12 %u", target_number (f, 0, -2));

    type (f, text);
  }
  press_enter (f);

  assert_opponent_turn (f);
  type (f, "r2 y5");
  g_assert_false (gk_move_draft_needs_second_card (gk_round_entry_get_draft (f->entry)));
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  g_assert_null (gk_move_draft_get_notice (gk_round_entry_get_draft (f->entry)));
  press_enter (f);

  /* ---- round 3: the keyboard, the first card played ---- */
  assert_human_turn (f, 3);
  type (f, "b3");
  press_enter (f);

  assert_opponent_turn (f);
  type (f, "E D y6");
  g_assert_cmpint (gk_move_draft_get_second_card (f->draft), ==, card ("D"));
  g_assert_cmpint (gk_move_draft_get_played_card (f->draft), ==, card ("E"));
  gk_ui_assert_contains (gk_move_draft_get_notice (gk_round_entry_get_draft (f->entry)),
                         "Put Urbanization D on the discard pile");
  {
    g_autofree char *text = g_strdup_printf ("E D y6 %u", target_number (f, 4, 1));

    type (f, text);
  }
  /* its second card takes the pile's last card: the rebuild, in its move */
  g_assert_true (has_step (f, "HAL’s second card was the last of the draw pile"));
  press_enter (f);
  g_assert_cmpuint (gk_table_get_reshuffles (table_of (f)), ==, 1);
  g_assert_nonnull (gk_ui_test_play_rebuild (f->play));

  /* ---- round 4: a building card as the second card, by mouse ---- */
  assert_human_turn (f, 4);
  click_building (f, "red-4");
  click (gk_ui_test_tile_button (f->entry, card ("red-13")));
  click_confirm (f);

  assert_opponent_turn (f);
  click (gk_ui_test_card_button (f->entry, card ("F")));
  /* the building clicked on the city is the second card */
  click_building (f, "blue-11");
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, card ("F"));
  g_assert_cmpint (gk_move_draft_get_second_card (f->draft), ==, card ("blue-11"));
  click (gk_ui_test_tile_button (f->entry, card ("blue-14")));
  gk_ui_assert_contains (gk_move_draft_get_notice (gk_round_entry_get_draft (f->entry)), "it is a building card");
  g_assert_null (gk_move_draft_get_targets (f->draft));
  click_confirm (f);

  /* the moves logged are the hand-worked game's, and so is the table */
  worked = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 8; i++)
    {
      const GkMove *a = gk_game_get_move (game_of (f), i);
      const GkMove *b = gk_game_get_move (worked->game, i);

      g_assert_cmpint (a->player, ==, b->player);
      g_assert_cmpint (a->card, ==, b->card);
      g_assert_cmpint (a->tile, ==, b->tile);
      g_assert_cmpint (a->has_marker, ==, b->has_marker);
      if (a->has_marker)
        {
          g_assert_cmpint (a->marker_x, ==, b->marker_x);
          g_assert_cmpint (a->marker_y, ==, b->marker_y);
        }
      g_assert_cmpint (a->has_drawn, ==, b->has_drawn);
      if (a->has_drawn)
        {
          g_assert_cmpint (a->drawn[0], ==, b->drawn[0]);
          g_assert_cmpint (a->drawn[1], ==, b->drawn[1]);
        }
    }
  /* solo-expert.md after round 4: A pts 8; H pts 4, sup 19, city 6; R 32 */
  table = table_of (f);
  g_assert_cmpuint (gk_table_get_round (table), ==, 5);
  g_assert_cmpuint (gk_table_get_points (table, 0), ==, 8);
  g_assert_cmpuint (gk_table_get_points (table, GK_PLAYER_HAL), ==, 4);
  g_assert_cmpuint (gk_table_get_resources_supply (table, GK_PLAYER_HAL), ==, 19);
  g_assert_cmpuint (gk_table_get_resources_city (table, GK_PLAYER_HAL), ==, 6);
  g_assert_cmpuint (gk_table_get_tile_reserve (table), ==, 32);
  gk_game_file_free (worked);
}

/* solo-cannot-pay.md round 11, at the normal level: the entry says before
 * Confirm that the game ends at once, and it does. */
static void
test_cannot_pay (Fixture       *f,
                 gconstpointer  data)
{
  g_assert_cmpuint (gk_table_get_round (table_of (f)), ==, 11);
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, GK_PLAYER_HAL);
  g_assert_false (has_step (f, "Expert level"));
  type (f, "b15 r19");
  g_assert_false (gk_move_draft_needs_second_card (gk_round_entry_get_draft (f->entry)));
  g_assert_true (gk_move_draft_is_complete (gk_round_entry_get_draft (f->entry)));
  g_assert_cmpstr (gk_move_draft_get_summary (gk_round_entry_get_draft (f->entry)), ==, "No action: HAL cannot pay");
  gk_ui_assert_contains (gk_move_draft_get_notice (gk_round_entry_get_draft (f->entry)), "ends the game at once");
  g_assert_true (has_step (f, "HAL cannot pay for its construction: put Red 19 back"));
  press_enter (f);

  g_assert_true (gk_table_is_game_over (table_of (f)));
  g_assert_cmpint (gk_table_get_end_trigger (table_of (f), NULL), ==,
                   GK_END_OPPONENT_CANNOT_PAY);
  g_assert_cmpstr (gk_round_entry_get_heading (f->entry), ==, "Game over");
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add ("/solo-round/expert-rounds", Fixture, NULL, fixture_set_up, test_expert_rounds,
              fixture_tear_down);
  g_test_add ("/solo-round/cannot-pay", Fixture, "cannot-pay", fixture_set_up, test_cannot_pay,
              fixture_tear_down);

  return g_test_run ();
}
