/* test-setup-assistant.c: players, characters, starting square, checklist;
 * the solo game against HAL
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "gk-city-view.h"
#include "gk-player-row.h"
#include "gk-player-style.h"
#include "gk-setup-assistant.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"
#include "gk-window.h"

typedef struct
{
  GtkWidget        *window;
  GkSetupAssistant *assistant;
  guint             started;
} Fixture;

/* Chooses the solo opponent's colour in its row, as a click would. */
static void
choose_opponent_colour (GkSetupAssistant *assistant,
                        GkPlayerColour    colour)
{
  GtkWidget *row = gk_ui_test_child (assistant, GK_TYPE_SETUP_ASSISTANT, "opponent_row");
  GtkWidget *choice = gk_ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL);

  g_assert_nonnull (choice);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), colour);
}

static void
count_start (GkSetupAssistant *assistant,
             Fixture          *f)
{
  f->started++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 600);
  f->assistant = GK_SETUP_ASSISTANT (gk_setup_assistant_new ());
  g_object_ref (f->assistant);
  g_signal_connect (f->assistant, "start-game", G_CALLBACK (count_start), f);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->assistant));
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
  g_assert_finalize_object (f->assistant);
}

static void
next (Fixture *f)
{
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.next", NULL);
}

static const char *
step_label (Fixture *f)
{
  GtkWidget *label = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->assistant),
                                                    GK_TYPE_SETUP_ASSISTANT, "step_label");

  return gtk_label_get_text (GTK_LABEL (label));
}

static GtkWidget *
template_child (Fixture    *f,
                const char *name)
{
  return (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->assistant),
                                                      GK_TYPE_SETUP_ASSISTANT, name);
}

/* The @nth GkPlayerRow of the players page (0-based). */
static GkPlayerRow *
player_row (Fixture *f,
            guint    nth)
{
  GtkWidget *list = template_child (f, "players_list");
  GtkWidget *child = gtk_widget_get_first_child (list);

  for (guint i = 0; child != NULL && i < nth; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_true (GK_IS_PLAYER_ROW (child));
  return GK_PLAYER_ROW (child);
}

/* The texts offered under @row's name as @typed is typed, ", " between. */
static char *
offered (GkPlayerRow *row,
         const char  *typed)
{
  GtkWidget *entry = gk_ui_test_find (GTK_WIDGET (row), GTK_TYPE_ENTRY, NULL);
  GtkWidget *popover = NULL;
  GtkWidget *list;
  GString *names = g_string_new (NULL);

  /* The names offered are in a popover, the row's own child. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      popover = child;
  g_assert_nonnull (popover);
  list = gtk_popover_get_child (GTK_POPOVER (popover));

  g_assert_nonnull (entry);
  gtk_widget_grab_focus (entry);
  gk_ui_test_spin (20);
  gtk_editable_set_text (GTK_EDITABLE (entry), typed);
  gk_ui_test_spin (20);
  if (!gtk_widget_get_visible (popover))
    return g_string_free (names, FALSE);
  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                            gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (
                                                            GTK_LIST_BOX_ROW (item)))));
  return g_string_free (names, FALSE);
}

/* The people the app's context knows are offered under a player's name,
 * as the history and the profiles change; without a context, nobody. */
static void
test_context_names (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-setup-assistant-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autofree char *profiles_path = g_build_filename (dir, "profiles.ini", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (games);
  g_autoptr(GkLibrary) library = gk_library_new (folder);
  g_autoptr(GkHistoryIndex) history = gk_history_index_new (games, index_path);
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
  g_autoptr(GkContext) context = NULL;
  g_autofree char *bela = gk_history_profiles_person_for_name (profiles, "Béla");
  g_autofree char *vera = gk_history_profiles_person_for_name (profiles, "Vera");
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;

  g_assert_true (gk_history_profiles_rename (profiles, bela, "Béla Kovács", &error));
  g_assert_no_error (error);
  context = gk_context_new (library, history, profiles, NULL);
  gk_setup_assistant_set_context (f->assistant, context);
  list = offered (player_row (f, 0), "kov");
  g_assert_cmpstr (list, ==, "Béla Kovács");

  /* Named after the page took the context: offered too. */
  g_assert_true (gk_history_profiles_rename (profiles, vera, "Vera Szabó", &error));
  g_assert_no_error (error);
  g_free (list);
  list = offered (player_row (f, 1), "sza");
  g_assert_cmpstr (list, ==, "Vera Szabó");

  gk_setup_assistant_set_context (f->assistant, NULL);
  g_free (list);
  list = offered (player_row (f, 0), "ko");
  g_assert_cmpstr (list, ==, "");
  gk_ui_test_remove_tree (dir);
}

/* A reset offers the players of the last game the context keeps, their
 * names and colours by seat; with no context, three unnamed players. */
static void
test_last_players (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-setup-assistant-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autofree char *profiles_path = g_build_filename (dir, "profiles.ini", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (games);
  g_autoptr(GkLibrary) library = gk_library_new (folder);
  g_autoptr(GkHistoryIndex) history = gk_history_index_new (games, index_path);
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  g_autoptr(GkContext) context = gk_context_new (library, history, profiles, settings);
  g_autoptr(GkSetup) last = gk_setup_new (2);
  g_autoptr(GkSetup) setup = NULL;

  gk_setup_set_player_name (last, 0, "Anna");
  gk_setup_set_player_name (last, 1, "Béla");
  last->players[0].colour = GK_PLAYER_COLOUR_ORANGE;
  last->players[1].colour = GK_PLAYER_COLOUR_BLACK;
  gk_context_remember_players (context, last);

  gk_setup_assistant_set_context (f->assistant, context);
  gk_setup_assistant_reset (f->assistant);
  setup = gk_setup_assistant_get_setup (f->assistant);
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_cmpstr (gk_player_row_get_name (player_row (f, 0)), ==, "Anna");
  g_assert_cmpstr (gk_player_row_get_name (player_row (f, 1)), ==, "Béla");
  g_assert_cmpint (gk_player_row_get_colour (player_row (f, 0)), ==, GK_PLAYER_COLOUR_ORANGE);
  g_assert_cmpint (gk_player_row_get_colour (player_row (f, 1)), ==, GK_PLAYER_COLOUR_BLACK);

  gk_setup_assistant_set_context (f->assistant, NULL);
  gk_setup_assistant_reset (f->assistant);
  g_clear_pointer (&setup, gk_setup_free);
  setup = gk_setup_assistant_get_setup (f->assistant);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpstr (gk_player_row_get_name (player_row (f, 0)), ==, "");
  gk_ui_test_remove_tree (dir);
}

/* ---- the standard game, as before ---- */

static void
test_standard (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GkSetup) setup = NULL;
  const char *checklist;

  g_assert_cmpuint (gk_setup_draft_get_n_players (gk_setup_assistant_get_draft (f->assistant)), ==, 3);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "players");
  g_assert_false (gtk_widget_get_visible (template_child (f, "solo_group")));
  g_assert_cmpstr (step_label (f), ==, "Step 1 of 4: Players");

  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.n-players", "i", 2);
  gk_setup_assistant_set_player (f->assistant, 0, "Anna", GK_PLAYER_COLOUR_WHITE);
  gk_setup_assistant_set_player (f->assistant, 1, "Béla", GK_PLAYER_COLOUR_WHITE);
  /* Taking another player's colour swaps the two. */
  g_assert_cmpint (gk_player_row_get_colour (player_row (f, 0)), ==, GK_PLAYER_COLOUR_ORANGE);
  g_assert_true (gk_player_row_get_first (player_row (f, 0)));
  gk_setup_draft_set_first (gk_setup_assistant_get_draft (f->assistant), 1);
  g_assert_false (gk_player_row_get_first (player_row (f, 0)));

  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "characters");
  g_assert_cmpstr (step_label (f), ==, "Step 2 of 4: Characters");
  next (f);   /* the blank characters are named */
  g_assert_nonnull (gk_ui_test_setup_error (f->assistant));
  next (f);   /* and kept */
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "checklist");

  checklist = gk_setup_assistant_get_checklist_text (f->assistant);
  gk_ui_assert_contains (checklist, "Put 6 tiles back in the box, unseen");
  gk_ui_assert_contains (checklist, "Burn 7 cards");
  gk_ui_assert_contains (checklist, "Leave 25 resources of each player’s colour in the supply");
  gk_ui_assert_contains (checklist, "Béla takes a screen, 2 hand-renewal tokens");
  gk_ui_assert_contains (checklist, "Béla takes the first-player card and deals 4 cards");
  gk_ui_assert_contains (checklist, "6 cards stay in the draw pile");
  g_assert_null (strstr (checklist, "HAL"));

  setup = gk_setup_assistant_get_setup (f->assistant);
  g_assert_cmpint (setup->variant, ==, GK_VARIANT_STANDARD);
  g_assert_cmpstr (setup->players[0].name, ==, "Béla");
  g_assert_cmpint (setup->players[0].colour, ==, GK_PLAYER_COLOUR_WHITE);
  g_assert_cmpstr (setup->players[1].name, ==, "Anna");

  g_assert_cmpuint (f->started, ==, 0);
  next (f);
  g_assert_cmpuint (f->started, ==, 1);
}

/* ---- the markers as they lie ---- */

/* The starting-square step shows the pictured ring and says where it comes
 * from; a click on marker A then on marker D swaps them (the city shows
 * it, the setup holds it); Enter on a chosen cell works the same; the
 * button puts them back. */
static void
test_markers (Fixture       *f,
              gconstpointer  data)
{
  GkSetupDraft *draft = gk_setup_assistant_get_draft (f->assistant);
  GtkWidget *frame = template_child (f, "start_frame");
  GkCityView *city = GK_CITY_VIEW (gtk_frame_get_child (GTK_FRAME (frame)));
  g_autoptr(GkSetup) setup = NULL;
  GkCharacter character = { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 1, 1 };
  g_autofree char *a_before = NULL;
  g_autofree char *a_after = NULL;

  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      gk_setup_assistant_set_character (f->assistant, p, c, &character);
  next (f);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
  gk_ui_assert_contains (gtk_label_get_text (GTK_LABEL (template_child (f, "markers_note"))),
                         "picture in the rulebook");
  gk_ui_assert_contains (gtk_label_get_text (GTK_LABEL (template_child (f, "markers_note"))),
                         "Neither rulebook says this in words");
  a_before = gk_city_view_get_cell_description (city, 0, -1);
  gk_ui_assert_contains (a_before, "A");

  /* Click, click: A (0, -1) and D (3, 0) change places. */
  g_signal_emit_by_name (city, "cell-activated", 0, -1);
  g_assert_cmpint (gk_setup_draft_get_held_marker (draft), ==, 0);
  gk_ui_assert_contains (gtk_label_get_text (GTK_LABEL (template_child (f, "markers_hint"))),
                         "Marker A is picked up");
  g_signal_emit_by_name (city, "cell-activated", 3, 0);
  g_assert_cmpint (gk_setup_draft_get_held_marker (draft), ==, -1);
  setup = gk_setup_assistant_get_setup (f->assistant);
  g_assert_cmpint (setup->marker_x[0], ==, 3);
  g_assert_cmpint (setup->marker_y[0], ==, 0);
  g_assert_cmpint (setup->marker_x[3], ==, 0);
  g_assert_cmpint (setup->marker_y[3], ==, -1);
  a_after = gk_city_view_get_cell_description (city, 0, -1);
  g_assert_cmpstr (a_after, !=, a_before);

  /* By keyboard: the city chooses a cell, Enter activates it. */
  gtk_widget_grab_focus (GTK_WIDGET (city));
  gk_city_view_select (city, 1, -1);
  gtk_widget_activate_action (GTK_WIDGET (city), "city.activate", NULL);
  g_assert_cmpint (gk_setup_draft_get_held_marker (draft), ==, 1);
  gk_city_view_select (city, 2, -1);
  gtk_widget_activate_action (GTK_WIDGET (city), "city.activate", NULL);
  g_assert_cmpint (gk_setup_draft_get_marker_at (draft, 2, -1), ==, 1);
  /* The keyboard goes on from the cell it left the marker on. */
  {
    gint sx, sy;

    g_assert_true (gk_city_view_get_selected (city, &sx, &sy));
    g_assert_cmpint (sx, ==, 2);
    g_assert_cmpint (sy, ==, -1);
  }

  /* The checklist lays the markers as they were moved. */
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "checklist");
  gk_ui_assert_contains (gk_setup_assistant_get_checklist_text (f->assistant),
                         "D, C, B above, A, E, F on the right, G, H, I below, J, K, L on the "
                         "left");
  g_assert_null (strstr (gk_setup_assistant_get_checklist_text (f->assistant), "A, B, C"));

  /* Back as pictured, and the checklist with them. */
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.back", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.reset-markers",
                                             NULL));
  g_assert_true (gk_setup_draft_markers_as_pictured (draft));
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "checklist");
  gk_ui_assert_contains (gk_setup_assistant_get_checklist_text (f->assistant),
                         "A, B, C above, D, E, F on the right, G, H, I below, J, K, L on the "
                         "left");
}

/* Picking a marker up changes the hint under the city, and nothing else
 * moves: the city stays where it was, no scroll bar comes and goes (the
 * hint keeps the room of its longest text). */
static void
test_markers_still (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *frame = template_child (f, "start_frame");
  GtkWidget *city = gtk_frame_get_child (GTK_FRAME (frame));
  GtkWidget *scroller = gtk_widget_get_ancestor (city, GTK_TYPE_SCROLLED_WINDOW);
  GkCharacter character = { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 1, 1 };
  graphene_rect_t before, held, after;
  GtkAdjustment *vadjustment;
  double upper_before;

  /* Where things are, not where they slide to. */
  g_object_set (gtk_widget_get_settings (f->window), "gtk-enable-animations", FALSE, NULL);
  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      gk_setup_assistant_set_character (f->assistant, p, c, &character);
  next (f);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
  g_assert_nonnull (scroller);
  gk_ui_test_wait_frames (f->window);
  g_assert_true (gtk_widget_compute_bounds (city, f->window, &before));
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  upper_before = gtk_adjustment_get_upper (vadjustment);

  g_signal_emit_by_name (city, "cell-activated", 0, -1);
  gk_ui_test_wait_frames (f->window);
  gk_ui_assert_contains (gtk_label_get_text (GTK_LABEL (template_child (f, "markers_hint"))),
                         "Marker A is picked up");
  g_assert_true (gtk_widget_compute_bounds (city, f->window, &held));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), ==, upper_before);
  g_assert_true (graphene_rect_equal (&before, &held));

  g_signal_emit_by_name (city, "cell-activated", 3, 0);
  gk_ui_test_wait_frames (f->window);
  g_assert_true (gtk_widget_compute_bounds (city, f->window, &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  g_object_set (gtk_widget_get_settings (f->window), "gtk-enable-animations", TRUE, NULL);
}

/* ---- the solo game ---- */

static void
test_solo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *solo_button = template_child (f, "solo_button");
  const char *checklist;

  gk_setup_assistant_set_player (f->assistant, 0, "Anna", GK_PLAYER_COLOUR_GREEN);

  /* "Solo" beside 2 to 5 players: one seat, no first-player choice. */
  g_signal_emit_by_name (solo_button, "clicked");
  g_assert_cmpuint (gk_setup_draft_get_n_players (gk_setup_assistant_get_draft (f->assistant)), ==, 1);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (solo_button)));
  g_assert_true (gtk_widget_get_visible (template_child (f, "solo_group")));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (player_row (f, 0))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (player_row (f, 1))));
  {
    gboolean show_first = TRUE;

    g_object_get (player_row (f, 0), "show-first", &show_first, NULL);
    g_assert_false (show_first);
  }
  g_assert_cmpstr (step_label (f), ==, "Step 1 of 3: Players");

  /* The opponent takes the first colour the human does not play. */
  g_assert_cmpint (gk_setup_draft_get_solo_level (gk_setup_assistant_get_draft (f->assistant)), ==, GK_SOLO_NORMAL);
  g_assert_cmpint (gk_setup_draft_get_opponent_colour (gk_setup_assistant_get_draft (f->assistant)), ==,
                   GK_PLAYER_COLOUR_WHITE);

  /* A colour clash is the engine's refusal, and Next stays put. */
  choose_opponent_colour (f->assistant, GK_PLAYER_COLOUR_GREEN);
  gk_ui_assert_contains (gk_ui_test_setup_error (f->assistant),
                         "The opponent needs a colour of its own, not Green.");
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "players");
  gk_ui_assert_contains (gk_ui_test_setup_error (f->assistant),
                         "The opponent needs a colour of its own");
  /* The human's colour is not swapped away either: the same refusal. */
  choose_opponent_colour (f->assistant, GK_PLAYER_COLOUR_BLACK);
  g_assert_null (gk_ui_test_setup_error (f->assistant));
  gk_setup_assistant_set_player (f->assistant, 0, "Anna", GK_PLAYER_COLOUR_BLACK);
  gk_ui_assert_contains (gk_ui_test_setup_error (f->assistant),
                         "The opponent needs a colour of its own, not Black.");
  g_assert_cmpint (gk_setup_draft_get_opponent_colour (gk_setup_assistant_get_draft (f->assistant)), ==,
                   GK_PLAYER_COLOUR_BLACK);
  gk_setup_assistant_set_player (f->assistant, 0, "Anna", GK_PLAYER_COLOUR_PURPLE);
  g_assert_null (gk_ui_test_setup_error (f->assistant));

  /* The level, by its radio button. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (template_child (f, "level_expert")), TRUE);
  g_assert_cmpint (gk_setup_draft_get_solo_level (gk_setup_assistant_get_draft (f->assistant)), ==, GK_SOLO_EXPERT);

  /* No characters: from the players straight to the starting square. */
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
  g_assert_cmpstr (step_label (f), ==, "Step 2 of 3: Starting Square");
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.back", NULL);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "players");
  next (f);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "checklist");
  g_assert_cmpstr (step_label (f), ==, "Step 3 of 3: Setup Checklist");

  /* The solo table, from the engine (rules.md 10). */
  checklist = gk_setup_assistant_get_checklist_text (f->assistant);
  gk_ui_assert_contains (checklist, "Put 6 tiles back in the box, unseen");
  gk_ui_assert_contains (checklist, "the reserve holds 45 tiles");
  gk_ui_assert_contains (checklist, "Burn 7 cards");
  gk_ui_assert_contains (checklist, "Leave 25 resources of your colour and as many of the "
                                    "opponent’s in the supply");
  gk_ui_assert_contains (checklist, "Anna takes a screen, 6 tiles from the reserve, 6 resources "
                                    "from the supply and 6 points");
  gk_ui_assert_contains (checklist, "HAL plays straight from the supply");
  gk_ui_assert_contains (checklist, "Draw 3 cards for Anna, then 1 face down for HAL");
  gk_ui_assert_contains (checklist, "10 cards stay in the draw pile");
  /* Each side's step shows its symbol. */
  gk_ui_assert_contains (checklist, gk_player_colour_get_symbol (GK_PLAYER_COLOUR_PURPLE));
  gk_ui_assert_contains (checklist, gk_player_colour_get_symbol (GK_PLAYER_COLOUR_BLACK));
  g_assert_null (strstr (checklist, "their three characters"));
  g_assert_null (strstr (checklist, "first-player card"));

  setup = gk_setup_assistant_get_setup (f->assistant);
  g_assert_cmpuint (setup->n_players, ==, 1);
  g_assert_cmpint (setup->variant, ==, GK_VARIANT_SOLO);
  g_assert_cmpint (setup->solo_level, ==, GK_SOLO_EXPERT);
  g_assert_cmpint (setup->opponent_colour, ==, GK_PLAYER_COLOUR_BLACK);
  g_assert_cmpstr (setup->players[0].name, ==, "Anna");
  g_assert_cmpint (setup->players[0].colour, ==, GK_PLAYER_COLOUR_PURPLE);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gk_table_get_tiles (gk_game_get_table (game), 0), ==, 6);
  g_assert_cmpuint (gk_table_get_points (gk_game_get_table (game), 0), ==, 6);
  g_assert_cmpuint (gk_table_get_n_characters (gk_game_get_table (game), 0), ==, 0);

  next (f);
  g_assert_cmpuint (f->started, ==, 1);

  /* Back to a standard game: the seats and their colours are all there. */
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->assistant), "setup.n-players", "i", 3);
  g_assert_false (gtk_widget_get_visible (template_child (f, "solo_group")));
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "characters");

  /* A new setup forgets the solo choices. */
  gk_setup_assistant_set_n_players (f->assistant, 1);
  gk_setup_assistant_reset (f->assistant);
  g_assert_cmpuint (gk_setup_draft_get_n_players (gk_setup_assistant_get_draft (f->assistant)), ==, 3);
  g_assert_cmpint (gk_setup_draft_get_solo_level (gk_setup_assistant_get_draft (f->assistant)), ==, GK_SOLO_NORMAL);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (template_child (f,
                                                                                "level_normal"))));
  gk_setup_assistant_set_n_players (f->assistant, 1);
  g_assert_cmpint (gk_setup_draft_get_opponent_colour (gk_setup_assistant_get_draft (f->assistant)), ==,
                   GK_PLAYER_COLOUR_ORANGE);
}

/* ---- a name the engine refuses ---- */

static void
test_bad_name (Fixture       *f,
               gconstpointer  data)
{
  gk_setup_assistant_set_player (f->assistant, 1, "Béla\tKovács", GK_PLAYER_COLOUR_ORANGE);
  g_assert_nonnull (gk_player_row_get_name_error (player_row (f, 1)));
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "players");
  gk_ui_assert_contains (gk_ui_test_setup_error (f->assistant),
                         "A name is one line of text");

  gk_setup_assistant_set_player (f->assistant, 1, "Béla Kovács", GK_PLAYER_COLOUR_ORANGE);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "characters");
}

/* ---- in the window: the solo game opens on the play page, its file
 * loads on the command line ---- */

static void
test_window_solo (void)
{
  GkWindow *window;
  GkSetupAssistant *assistant;
  GkSession *session;
  GkGame *game;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *exe = g_getenv ("GK_TEST_COMPANION");
  int status = -1;

  gk_ui_test_clear_data ();
  window = gk_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  gk_ui_test_spin (100);
  gk_ui_test_wait_window (window);

  assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  assistant = GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup"));
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.n-players", "i", 1);
  gk_setup_assistant_set_player (assistant, 0, "Anna", GK_PLAYER_COLOUR_WHITE);
  choose_opponent_colour (assistant, GK_PLAYER_COLOUR_GREEN);
  gk_setup_assistant_set_solo_level (assistant, GK_SOLO_EXPERT);
  for (guint step = 0; step < 3; step++)
    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  g_assert_cmpstr (gk_window_get_page (window), ==, "play");

  session = gk_window_get_session (window);
  game = gk_session_get_game (session);
  g_assert_nonnull (game);
  g_assert_cmpint (gk_table_get_variant (gk_game_get_table (game)), ==, GK_VARIANT_SOLO);
  g_assert_cmpint (gk_table_get_solo_level (gk_game_get_table (game)), ==, GK_SOLO_EXPERT);
  g_assert_cmpint (gk_table_get_player_colour (gk_game_get_table (game), GK_PLAYER_HAL), ==,
                   GK_PLAYER_COLOUR_GREEN);

  /* The file the app wrote for it, read back by the command line. */
  gk_session_flush (session);
  gk_ui_test_wait_window (window);
  file = gk_session_get_file (session);
  g_assert_nonnull (file);
  g_object_ref (file);
  path = g_file_get_path (file);
  g_assert_nonnull (exe);
  {
    const char *argv[] = { exe, "--state", path, "--format=tsv", NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                  &error);
  }
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("--state %s failed: %s", path, err);
  gk_ui_assert_contains (out, "hal.points");
  gk_ui_assert_contains (out, "p1.points\t6");

  gk_ui_test_finalize_window (window);
}

/* Two players given the same introductory set (there is one of each):
 * Next says so on the characters page and stays there. */
static void
test_same_set (Fixture       *f,
               gconstpointer  data)
{
  gk_setup_assistant_set_player (f->assistant, 0, "Anna", GK_PLAYER_COLOUR_WHITE);
  gk_setup_assistant_set_player (f->assistant, 1, "Béla", GK_PLAYER_COLOUR_ORANGE);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "characters");
  gk_setup_assistant_set_preset (f->assistant, 0, 1);
  gk_setup_assistant_set_preset (f->assistant, 1, 1);
  gk_setup_assistant_set_preset (f->assistant, 2, 3);
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "characters");
  g_assert_cmpstr (gk_ui_test_setup_error (f->assistant), ==,
                   "Set 1 is given to both Anna and Béla: the box holds one of each set.");
  g_assert_true (gtk_widget_get_visible (template_child (f, "error_label")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (template_child (f, "error_label"))), ==,
                   gk_ui_test_setup_error (f->assistant));
  /* Another set for Béla: the reason goes, Next goes on. */
  gk_setup_assistant_set_preset (f->assistant, 1, 2);
  g_assert_null (gk_ui_test_setup_error (f->assistant));
  next (f);
  g_assert_cmpstr (gk_ui_test_setup_step (f->assistant), ==, "start");
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/setup-assistant/standard", Fixture, NULL, fixture_set_up, test_standard,
              fixture_tear_down);
  g_test_add ("/setup-assistant/markers", Fixture, NULL, fixture_set_up, test_markers,
              fixture_tear_down);
  g_test_add ("/setup-assistant/markers-still", Fixture, NULL, fixture_set_up,
              test_markers_still, fixture_tear_down);
  g_test_add ("/setup-assistant/solo", Fixture, NULL, fixture_set_up, test_solo,
              fixture_tear_down);
  g_test_add ("/setup-assistant/bad-name", Fixture, NULL, fixture_set_up, test_bad_name,
              fixture_tear_down);
  g_test_add ("/setup-assistant/same-set", Fixture, NULL, fixture_set_up, test_same_set,
              fixture_tear_down);
  g_test_add ("/setup-assistant/context-names", Fixture, NULL, fixture_set_up,
              test_context_names, fixture_tear_down);
  g_test_add ("/setup-assistant/last-players", Fixture, NULL, fixture_set_up,
              test_last_players, fixture_tear_down);
  g_test_add_func ("/setup-assistant/window-solo", test_window_solo);
  return g_test_run ();
}
