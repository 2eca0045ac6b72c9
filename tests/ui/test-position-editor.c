/* test-position-editor.c: a finished table entered by hand: picking owners
 * and counts on a full position updates the city and the result at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-city-view.h"
#include "gk-player-style.h"
#include "gk-player-row.h"
#include "gk-position-editor.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

typedef struct
{
  GtkWidget        *window;
  GkPositionEditor *editor;
  GkCityView       *city;
  guint             paints;
} Fixture;

/* What the editor's model refuses in the table as entered, or NULL. */
static const char *
error_of (GkPositionEditor *editor)
{
  return gk_position_draft_get_error (gk_position_editor_get_draft (editor));
}

typedef struct
{
  const char *title;
  guint       nth;    /* the rows so titled still to pass */
} TitledRow;

static gboolean
is_titled_row (GtkWidget *widget,
               gpointer   data)
{
  TitledRow *wanted = data;

  if (!ADW_IS_ACTION_ROW (widget)
      || g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                    wanted->title) != 0)
    return FALSE;
  if (wanted->nth == 0)
    return TRUE;
  wanted->nth--;
  return FALSE;
}

/* The @nth row titled @title (0-based, in the order of the form). */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *title,
          guint       nth)
{
  TitledRow wanted = { title, nth };

  return gk_ui_test_find_match (root, is_titled_row, &wanted);
}

static GtkSpinButton *
points_spin (Fixture *f,
             guint    player)
{
  GtkWidget *row = find_row (GTK_WIDGET (f->editor), "Point tokens", player);

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (gk_ui_test_find (row, GTK_TYPE_SPIN_BUTTON, NULL));
}

static GtkDropDown *
owner_dropdown (Fixture *f)
{
  return GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (f->editor),
                                                       GK_TYPE_POSITION_EDITOR,
                                                       "owner_dropdown"));
}

static void
count_paint (GdkFrameClock *clock,
             Fixture       *f)
{
  f->paints++;
}

/* Runs the main loop until the frame clock paints once more than @paints. */
static void
wait_for_paint (Fixture *f,
                guint    paints)
{
  gk_ui_test_wait_until (f->paints > paints);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) error = NULL;

  table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1200, 760);
  f->editor = GK_POSITION_EDITOR (gk_position_editor_new ());
  g_object_ref (f->editor);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->editor));
  gk_position_editor_load_table (f->editor, table);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (500);

  f->city = GK_CITY_VIEW (gk_ui_test_find (GTK_WIDGET (f->editor), GK_TYPE_CITY_VIEW, NULL));
  g_assert_nonnull (f->city);
  g_assert_null (error_of (f->editor));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (f->city)), "paint",
                    G_CALLBACK (count_paint), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (GTK_WIDGET (f->city)),
                                        count_paint, f);
  g_object_ref (f->window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  gk_ui_test_spin (100);
  g_assert_finalize_object (f->window);
  g_assert_finalize_object (f->editor);
}

/* What the city says of a cell, and who owns it in the position built now. */
static gint
built_owner (Fixture *f,
             gint     x,
             gint     y)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = gk_position_editor_build (f->editor, &error);

  g_assert_no_error (error);
  return gk_table_get_building_at (table, x, y)->owner;
}

/* Picking an owner: the city shows the new owner on the next frame. */
static void
test_pick_owner (Fixture       *f,
                 gconstpointer  data)
{
  /* building 5 at (5, 0) is Béla's (5 % 4 = 1) */
  g_autofree char *before = gk_city_view_get_cell_description (f->city, 5, 0);
  g_autofree char *after = NULL;
  g_autofree char *nobody = NULL;
  guint paints;

  gk_ui_assert_contains (before, "Béla");
  gk_position_editor_select_cell (f->editor, 5, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (owner_dropdown (f)), ==, 2);

  paints = f->paints;
  gtk_drop_down_set_selected (owner_dropdown (f), 4);   /* Dani */
  wait_for_paint (f, paints);
  g_assert_cmpuint (f->paints, >, paints);
  after = gk_city_view_get_cell_description (f->city, 5, 0);
  gk_ui_assert_contains (after, "Dani");
  g_assert_null (strstr (after, "Béla"));
  g_assert_cmpint (built_owner (f, 5, 0), ==, 3);
  g_assert_null (error_of (f->editor));

  /* An unowned building two high is refused, in words, and nothing is lost. */
  gtk_drop_down_set_selected (owner_dropdown (f), 0);
  gk_ui_test_spin (100);
  gk_ui_assert_contains (error_of (f->editor), "no owner");
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.score", NULL)
                  && error_of (f->editor) == NULL);
  /* the city still shows the last position the engine accepted */
  nobody = gk_city_view_get_cell_description (f->city, 5, 0);
  gk_ui_assert_contains (nobody, "Dani");

  gtk_drop_down_set_selected (owner_dropdown (f), 1);   /* Anna */
  gk_ui_test_spin (100);
  g_assert_null (error_of (f->editor));
  g_assert_cmpint (built_owner (f, 5, 0), ==, 0);
}

/* Picking a tile: it lands on the chosen cell, over what stands there.
 * Every tile is in the full position: Blue 10 leaves (1, 1) first. */
static void
test_pick_tile (Fixture       *f,
                gconstpointer  data)
{
  GtkDropDown *colour = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (f->editor),
                                                                      GK_TYPE_POSITION_EDITOR,
                                                                      "tile_colour_dropdown"));
  GtkSpinButton *number = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (f->editor),
                                                                          GK_TYPE_POSITION_EDITOR,
                                                                          "tile_number_spin"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = NULL;
  g_autofree char *shown = NULL;
  const GkBuilding *building;
  guint paints;

  gk_position_editor_select_cell (f->editor, 1, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.remove-top", NULL));
  g_assert_null (error_of (f->editor));
  shown = gk_city_view_get_cell_description (f->city, 1, 1);
  gk_ui_assert_contains (shown, "Yellow 10");
  g_clear_pointer (&shown, g_free);

  /* building 30 at (6, 3): Red 11, Cili's; Blue 10 goes on top */
  gk_position_editor_select_cell (f->editor, 6, 3);
  gtk_drop_down_set_selected (colour, GK_COLOUR_BLUE);
  gtk_spin_button_set_value (number, 10);
  paints = f->paints;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.add-tile", NULL));
  wait_for_paint (f, paints);

  shown = gk_city_view_get_cell_description (f->city, 6, 3);
  gk_ui_assert_contains (shown, "Blue 10");
  g_assert_null (error_of (f->editor));
  table = gk_position_editor_build (f->editor, &error);
  g_assert_no_error (error);
  building = gk_table_get_building_at (table, 6, 3);
  g_assert_cmpint (building->top, ==, gk_tile_make (GK_COLOUR_BLUE, 10));
  g_assert_cmpuint (building->height, ==, 2);
  g_assert_cmpint (building->owner, ==, 2);

  /* The same tile again is refused in words; removing it restores the city. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.add-tile", NULL));
  gk_ui_assert_contains (error_of (f->editor), "used twice");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.remove-top", NULL));
  g_assert_null (error_of (f->editor));
}

/* Picking a count: the score follows. */
static void
test_pick_counts (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GkScore) score = NULL;
  GtkSpinButton *spin = points_spin (f, 2);

  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 20);
  gtk_spin_button_set_value (spin, 57);
  gk_ui_test_spin (100);

  table = gk_position_editor_build (f->editor, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gk_table_get_points (table, 2), ==, 57);
  score = gk_score_compute (table);
  g_assert_cmpuint (score->players[2].tokens, ==, 57);
  g_assert_cmpuint (score->players[2].total, ==,
                    57 + score->players[2].cards + score->players[2].renewal
                    + score->players[2].districts);

  /* A colour picked: the owner list shows it, and the position has it. */
  {
    GtkWidget *row = gk_ui_test_find (GTK_WIDGET (f->editor), GK_TYPE_PLAYER_ROW, NULL);
    GtkDropDown *colour = GTK_DROP_DOWN (gk_ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL));
    g_autoptr(GkTable) recoloured = NULL;
    GtkStringList *owners;

    gtk_drop_down_set_selected (colour, GK_PLAYER_COLOUR_BLACK);
    gk_ui_test_spin (100);
    recoloured = gk_position_editor_build (f->editor, &error);
    g_assert_no_error (error);
    g_assert_cmpint (gk_table_get_player_colour (recoloured, 0), ==, GK_PLAYER_COLOUR_BLACK);
    owners = GTK_STRING_LIST (gtk_drop_down_get_model (owner_dropdown (f)));
    gk_ui_assert_contains (gtk_string_list_get_string (owners, 1),
                           gk_player_colour_get_symbol (GK_PLAYER_COLOUR_BLACK));
  }
}

static void
count_score (guint *scored)
{
  (*scored)++;
}

/* A name the engine refuses as typed: said on the form, nothing scored,
 * and the rest of the position kept. */
static void
test_bad_name (Fixture       *f,
               gconstpointer  data)
{
  GkPlayerRow *row = GK_PLAYER_ROW (gk_ui_test_find (GTK_WIDGET (f->editor), GK_TYPE_PLAYER_ROW,
                                                      NULL));
  GtkWidget *group;
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) error = NULL;
  guint scored = 0;

  g_signal_connect_swapped (f->editor, "score", G_CALLBACK (count_score), &scored);
  g_assert_cmpstr (gk_player_row_get_name (row), ==, "Anna");
  gk_player_row_set_name (row, "Anna\tKovács");
  gk_ui_test_spin (50);
  g_assert_cmpstr (error_of (f->editor), ==,
                   gk_player_row_get_name_error (row));
  gk_ui_assert_contains (error_of (f->editor), "one line of text");
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.score", NULL);
  g_assert_cmpuint (scored, ==, 0);

  gk_player_row_set_name (row, "Anna Kovács");
  gk_ui_test_spin (50);
  g_assert_null (error_of (f->editor));
  table = gk_position_editor_build (f->editor, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_table_get_player_name (table, 0), ==, "Anna Kovács");
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "position.score", NULL);
  g_assert_cmpuint (scored, ==, 1);

  /* Spaces are no name: the group is headed by the seat's default name. */
  group = gtk_widget_get_ancestor (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (group);
  gk_ui_assert_contains (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)),
                         "Anna Kovács");
  gk_player_row_set_name (row, "   ");
  gk_ui_test_spin (50);
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==,
                   "Player 1");
}

static void
bounds_in_editor (Fixture         *f,
                  GtkWidget       *widget,
                  graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->editor), bounds));
}

/* The controls stay under the pointer: a refusal shown or gone, a longer
 * trigger picked, a character's summary growing move nothing. */
static void
test_controls_hold (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *colour = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->editor),
                                                                 GK_TYPE_POSITION_EDITOR,
                                                                 "tile_colour_dropdown"));
  GtkWidget *row;
  GtkWidget *trigger;
  graphene_rect_t before, after, trigger_before, trigger_after, row_before, row_after;

  row = find_row (GTK_WIDGET (f->editor), "Characters", 0);
  g_assert_nonnull (row);
  /* The controls are on the next row; its second drop-down is the trigger. */
  trigger = gtk_widget_get_next_sibling (gk_ui_test_find (gtk_widget_get_next_sibling (row),
                                                          GTK_TYPE_DROP_DOWN, NULL));
  g_assert_true (GTK_IS_DROP_DOWN (trigger));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (trigger), GK_TRIGGER_EXPLOIT);
  gk_ui_test_wait_frames (GTK_WIDGET (f->editor));
  bounds_in_editor (f, colour, &before);
  bounds_in_editor (f, trigger, &trigger_before);
  bounds_in_editor (f, row, &row_before);

  /* A refusal: a kept card whose tile is a building's top. */
  gk_position_editor_add_kept (f->editor, 0, gk_tile_make (GK_COLOUR_RED, 20));
  gk_ui_test_wait_frames (GTK_WIDGET (f->editor));
  g_assert_nonnull (error_of (f->editor));
  bounds_in_editor (f, colour, &after);
  g_assert_cmpfloat (after.origin.y, ==, before.origin.y);
  g_assert_cmpfloat (after.origin.x, ==, before.origin.x);

  /* A longer trigger, more characters: the same places and widths. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (trigger), GK_TRIGGER_CONSTRUCTION);
  for (guint i = 0; i < 3; i++)
    gk_position_editor_add_character (f->editor, 0, GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION);
  gk_ui_test_wait_frames (GTK_WIDGET (f->editor));
  bounds_in_editor (f, trigger, &trigger_after);
  bounds_in_editor (f, row, &row_after);
  g_assert_cmpfloat (trigger_after.size.width, ==, trigger_before.size.width);
  g_assert_cmpfloat (trigger_after.origin.x, ==, trigger_before.origin.x);
  g_assert_cmpfloat (row_after.size.height, ==, row_before.size.height);
}

/* One Tab stop per control: from a player's name, Tab goes to the colour,
 * then straight to the points, never to a row. */
static void
test_tab_stops (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *row = gk_ui_test_find (GTK_WIDGET (f->editor), GK_TYPE_PLAYER_ROW, NULL);
  GtkWidget *entry = gk_ui_test_find (row, GTK_TYPE_ENTRY, NULL);
  GtkSpinButton *points = points_spin (f, 0);
  GtkWidget *focus = NULL;

  gtk_widget_grab_focus (entry);
  for (guint i = 0; i < 6; i++)
    {
      gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      g_assert_false (GTK_IS_LIST_BOX_ROW (focus));
      if (focus == GTK_WIDGET (points) || gtk_widget_is_ancestor (focus, GTK_WIDGET (points)))
        break;
    }
  g_assert_true (focus == GTK_WIDGET (points) || gtk_widget_is_ancestor (focus, GTK_WIDGET (points)));
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/position-editor/pick-owner", Fixture, NULL, fixture_set_up, test_pick_owner,
              fixture_tear_down);
  g_test_add ("/position-editor/pick-tile", Fixture, NULL, fixture_set_up, test_pick_tile,
              fixture_tear_down);
  g_test_add ("/position-editor/bad-name", Fixture, NULL, fixture_set_up, test_bad_name,
              fixture_tear_down);
  g_test_add ("/position-editor/pick-counts", Fixture, NULL, fixture_set_up, test_pick_counts,
              fixture_tear_down);
  g_test_add ("/position-editor/controls-hold", Fixture, NULL, fixture_set_up,
              test_controls_hold, fixture_tear_down);
  g_test_add ("/position-editor/tab-stops", Fixture, NULL, fixture_set_up, test_tab_stops,
              fixture_tear_down);

  return g_test_run ();
}
