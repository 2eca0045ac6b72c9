/* test-player-row.c: one player's row: seat, name, colour, first player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-player-draft.h"
#include "gk-player-row.h"
#include "gk-ui-test-util.h"

typedef struct
{
  GtkWidget   *window;
  GtkWidget   *list;
  GkPlayerRow *rows[2];
  guint        notified;
} Fixture;

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              Fixture    *f)
{
  f->notified++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = gtk_window_new ();
  f->list = gtk_list_box_new ();
  gtk_widget_add_css_class (f->list, "boxed-list");
  for (guint i = 0; i < G_N_ELEMENTS (f->rows); i++)
    {
      f->rows[i] = GK_PLAYER_ROW (gk_player_row_new (i + 1));
      g_object_ref (f->rows[i]);
      gtk_list_box_append (GTK_LIST_BOX (f->list), GTK_WIDGET (f->rows[i]));
    }
  gtk_window_set_child (GTK_WINDOW (f->window), f->list);
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gk_ui_test_spin (50);
  for (guint i = 0; i < G_N_ELEMENTS (f->rows); i++)
    g_assert_finalize_object (f->rows[i]);
}

static GtkEntry *
entry_of (GkPlayerRow *row)
{
  return GTK_ENTRY (gk_ui_test_find (GTK_WIDGET (row), GTK_TYPE_ENTRY, NULL));
}

/* The seat gives the number, the default name and the accessible names. */
static void
test_seat (Fixture       *f,
           gconstpointer  data)
{
  GkPlayerRow *row = f->rows[0];
  GtkWidget *seat_label = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (row),
                                                                       GK_TYPE_PLAYER_ROW,
                                                                       "seat_label");
  g_autoptr(GkPlayerDraft) player = gk_player_draft_new (1);
  g_autofree char *fallback = NULL;
  guint seat = 0;

  g_object_get (row, "seat", &seat, NULL);
  g_assert_cmpuint (seat, ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (seat_label)), ==, "2");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry_of (row)), ==, "Player 2");

  /* Shown only where a page asks for it. */
  g_assert_false (gtk_widget_get_visible (seat_label));
  g_object_set (row, "show-seat", TRUE, NULL);
  g_assert_true (gtk_widget_get_visible (seat_label));

  /* No name typed: the seat's default name goes into the game, through
   * the player the row is bound to. */
  gk_player_row_set_player (row, player);
  fallback = gk_player_draft_dup_shown_name (player);
  g_assert_cmpstr (fallback, ==, "Player 2");
  gk_player_row_set_seat (row, 3);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (seat_label)), ==, "4");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry_of (row)), ==, "Player 4");
}

/* The name as typed, trimmed for the game, limited as the engine limits it,
 * and the engine's refusal shown on the entry. */
static void
test_name (Fixture       *f,
           gconstpointer  data)
{
  GkPlayerRow *row = f->rows[0];
  GtkEntry *entry = entry_of (row);
  g_autoptr(GkPlayerDraft) player = gk_player_draft_new (1);
  g_autofree char *name = NULL;
  g_autofree char *long_name = g_strnfill (GK_MAX_NAME_LENGTH + 10, 'a');
  g_autofree char *tooltip = NULL;

  /* The name that goes into the game is the bound player's. */
  gk_player_row_set_player (row, player);
  g_signal_connect (row, "notify::name", G_CALLBACK (count_notify), f);
  gtk_editable_set_text (GTK_EDITABLE (entry), "  Anna ");
  g_assert_cmpuint (f->notified, ==, 1);
  g_assert_cmpstr (gk_player_row_get_name (row), ==, "  Anna ");
  name = gk_player_draft_dup_shown_name (player);
  g_assert_cmpstr (name, ==, "Anna");
  g_assert_null (gk_player_row_get_name_error (row));

  /* The entry holds no more than the engine keeps. */
  g_assert_cmpint (gtk_entry_get_max_length (entry), ==, GK_MAX_NAME_LENGTH);
  gtk_editable_set_text (GTK_EDITABLE (entry), long_name);
  g_assert_cmpuint (g_utf8_strlen (gk_player_row_get_name (row), -1), ==, GK_MAX_NAME_LENGTH);
  g_assert_null (gk_player_row_get_name_error (row));

  /* A line break is the engine's refusal, shown on the entry. */
  gk_player_row_set_name (row, "Anna\nBéla");
  g_assert_cmpstr (gk_player_row_get_name_error (row), ==,
                   "A name is one line of text, without tabs or line breaks.");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  tooltip = gtk_entry_get_icon_tooltip_text (entry, GTK_ENTRY_ICON_SECONDARY);
  g_assert_cmpstr (tooltip, ==, gk_player_row_get_name_error (row));

  gk_player_row_set_name (row, "Anna");
  g_assert_null (gk_player_row_get_name_error (row));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_null (gtk_entry_get_icon_name (entry, GTK_ENTRY_ICON_SECONDARY));
}

/* The popover of the names offered under the row's entry (the row's own
 * child: a drop-down's list is its drop-down's). */
static GtkWidget *
suggestions_popover (GkPlayerRow *row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return child;
  g_error ("no names offered under the row");
}

/* Names the history knows are offered while one is typed: the start of
 * the name or of any of its words, case aside; Down chooses, Enter takes. */
static void
test_known_names (Fixture       *f,
                  gconstpointer  data)
{
  static const char *names[] = { "Anna Kovács", "Béla", "Anna", "Vera", NULL };
  g_autoptr(GtkStringList) known = gtk_string_list_new (names);
  GkPlayerRow *row = f->rows[0];
  GtkEntry *entry = entry_of (row);
  GtkWidget *popover = suggestions_popover (row);
  GtkWidget *list = gtk_popover_get_child (GTK_POPOVER (popover));
  GtkWidget *first;

  gk_player_row_set_known_names (row, G_LIST_MODEL (known));
  gtk_widget_grab_focus (GTK_WIDGET (entry));
  gk_ui_test_spin (20);

  /* "an": both Annas, in the history's order; "Anna" typed whole is no
   * suggestion of itself. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "an");
  gk_ui_test_spin (20);
  g_assert_true (gtk_widget_get_visible (popover));
  first = gtk_widget_get_first_child (list);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (first)))),
                   ==, "Anna Kovács");
  g_assert_nonnull (gtk_widget_get_next_sibling (first));
  g_assert_null (gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (first)));

  /* A word inside the name counts: "kov" offers Anna Kovács alone. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "KOV");
  gk_ui_test_spin (20);
  first = gtk_widget_get_first_child (list);
  g_assert_nonnull (first);
  g_assert_null (gtk_widget_get_next_sibling (first));

  /* Down, then Enter: the name as the history knows it; the list closes
   * and the focus stays on the name. */
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (entry), GDK_KEY_Down));
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (entry), GDK_KEY_Return));
  gk_ui_test_spin (20);
  g_assert_cmpstr (gk_player_row_get_name (row), ==, "Anna Kovács");
  g_assert_false (gtk_widget_get_visible (popover));

  /* Nothing matching, or nothing typed: no list. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Zoé");
  gk_ui_test_spin (20);
  g_assert_false (gtk_widget_get_visible (popover));
  gtk_editable_set_text (GTK_EDITABLE (entry), "v");
  gk_ui_test_spin (20);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gk_ui_test_key_pressed (GTK_WIDGET (entry), GDK_KEY_Escape));
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpstr (gk_player_row_get_name (row), ==, "v");

  /* A name a page fills in opens nothing. */
  gtk_widget_grab_focus (GTK_WIDGET (entry_of (f->rows[1])));
  gk_player_row_set_name (row, "Anna");
  gk_ui_test_spin (20);
  g_assert_false (gtk_widget_get_visible (popover));
}

/* The colour, by its drop-down or its property. */
static void
test_colour (Fixture       *f,
             gconstpointer  data)
{
  GkPlayerRow *row = f->rows[1];
  GtkDropDown *dropdown = GTK_DROP_DOWN (gk_ui_test_find (GTK_WIDGET (row), GTK_TYPE_DROP_DOWN,
                                                          NULL));
  guint colour = 0;

  g_signal_connect (row, "notify::colour", G_CALLBACK (count_notify), f);
  gtk_drop_down_set_selected (dropdown, GK_PLAYER_COLOUR_PURPLE);
  g_assert_cmpuint (f->notified, ==, 1);
  g_assert_cmpint (gk_player_row_get_colour (row), ==, GK_PLAYER_COLOUR_PURPLE);
  g_object_get (row, "colour", &colour, NULL);
  g_assert_cmpuint (colour, ==, GK_PLAYER_COLOUR_PURPLE);

  g_object_set (row, "colour", (guint) GK_PLAYER_COLOUR_BLACK, NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, GK_PLAYER_COLOUR_BLACK);
}

/* One first player among the rows of a group. */
static void
test_first (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *check = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->rows[0]),
                                                                  GK_TYPE_PLAYER_ROW,
                                                                  "first_check");

  g_assert_false (gtk_widget_get_visible (check));
  g_object_set (f->rows[0], "show-first", TRUE, NULL);
  g_assert_true (gtk_widget_get_visible (check));

  gk_player_row_set_first_group (f->rows[1], f->rows[0]);
  gk_player_row_set_first (f->rows[0], TRUE);
  g_assert_true (gk_player_row_get_first (f->rows[0]));
  g_signal_connect (f->rows[0], "notify::first", G_CALLBACK (count_notify), f);
  gk_player_row_set_first (f->rows[1], TRUE);
  g_assert_true (gk_player_row_get_first (f->rows[1]));
  g_assert_false (gk_player_row_get_first (f->rows[0]));
  g_assert_cmpuint (f->notified, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add ("/player-row/seat", Fixture, NULL, fixture_set_up, test_seat, fixture_tear_down);
  g_test_add ("/player-row/name", Fixture, NULL, fixture_set_up, test_name, fixture_tear_down);
  g_test_add ("/player-row/known-names", Fixture, NULL, fixture_set_up, test_known_names,
              fixture_tear_down);
  g_test_add ("/player-row/colour", Fixture, NULL, fixture_set_up, test_colour,
              fixture_tear_down);
  g_test_add ("/player-row/first", Fixture, NULL, fixture_set_up, test_first, fixture_tear_down);
  return g_test_run ();
}
