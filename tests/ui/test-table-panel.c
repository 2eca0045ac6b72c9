/* test-table-panel.c: the table at a glance, in a standard and a solo game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-gamefile.h"
#include "gk-table-panel.h"
#include "gk-ui-test-util.h"

static GkGameFile *
load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GkGameFile *loaded = gk_game_file_load (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded->game);
  return loaded;
}

/* The visible label in @widget's tree that says exactly @text. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether some visible label in @widget's tree says exactly @text. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  return find_label (widget, text) != NULL;
}

static GtkWidget *
panel_in_window (GtkWidget **window)
{
  GtkWidget *panel = gk_table_panel_new ();

  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), panel);
  gtk_window_present (GTK_WINDOW (*window));
  return panel;
}

/* The solo opponent has a card of its own with the engine's counts, and
 * no line speaks of a tile-return step or of renewal tokens. */
static void
test_solo (void)
{
  g_autoptr (GkGameFile) loaded = load_game ("solo-expert.ginkgo");
  const GkTable *table = gk_game_get_table (loaded->game);
  GtkWidget *window;
  GtkWidget *panel = panel_in_window (&window);
  g_autofree char *points = NULL;
  g_autofree char *resources = NULL;

  gk_table_panel_set_table (GK_TABLE_PANEL (panel), table);
  gk_ui_test_spin (200);

  points = g_strdup_printf ("%u points", gk_table_get_points (table, GK_PLAYER_HAL));
  resources = g_strdup_printf ("Resources: %u supply · %u city",
                               gk_table_get_resources_supply (table, GK_PLAYER_HAL),
                               gk_table_get_resources_city (table, GK_PLAYER_HAL));
  g_assert_cmpuint (gk_table_get_resources_city (table, GK_PLAYER_HAL), >, 0);
  g_assert_cmpstr (gk_table_panel_get_points_text (GK_TABLE_PANEL (panel), GK_PLAYER_HAL), ==,
                   points);
  g_assert_cmpstr (gk_table_panel_get_resources_text (GK_TABLE_PANEL (panel), GK_PLAYER_HAL),
                   ==, resources);
  g_assert_true (shows_label (panel, points));
  g_assert_true (shows_label (panel, "HAL"));
  g_assert_false (shows_label (panel, "Renew"));
  g_assert_false (shows_label (panel,
                               "When it runs out, everyone may return tiles for points."));
  if (gk_table_get_reserve_exhaustions (table) == 0)
    g_assert_true (shows_label (panel, "When it runs out, the game ends with that round."));

  gk_ui_test_finalize_window (window);
}

/* A standard game has no opponent's card, and keeps its renewal tokens and
 * the tile-return line. */
static void
test_standard (void)
{
  g_autoptr (GkGameFile) loaded = load_game ("short-2p-round5.ginkgo");
  const GkTable *table = gk_game_get_table (loaded->game);
  GtkWidget *window;
  GtkWidget *panel = panel_in_window (&window);
  g_autofree char *points = NULL;

  gk_table_panel_set_table (GK_TABLE_PANEL (panel), table);
  gk_ui_test_spin (200);

  points = g_strdup_printf ("%u points", gk_table_get_points (table, 1));
  g_assert_cmpstr (gk_table_panel_get_points_text (GK_TABLE_PANEL (panel), 1), ==, points);
  g_assert_null (gk_table_panel_get_points_text (GK_TABLE_PANEL (panel), GK_PLAYER_HAL));
  g_assert_false (shows_label (panel, "HAL"));
  g_assert_true (shows_label (panel, "Renew"));
  if (gk_table_get_reserve_exhaustions (table) == 0)
    g_assert_true (shows_label (panel,
                                "When it runs out, everyone may return tiles for points."));

  /* Anna's kept cards with what each is assumed to do (rules.md 8), and
   * the mark of assumed data beside them */
  g_assert_true (shows_label (panel, "Blue 2 · Urbanization"));
  g_assert_true (shows_label (panel, "Red 8 · Urbanization"));
  g_assert_false (shows_label (panel, "Blue 2"));
  g_assert_true (shows_label (panel, "assumed"));

  gk_ui_test_finalize_window (window);
}

/* Undo and redo update the same widgets: a card per seat, kept, showing
 * the engine's counts each time. */
static void
test_in_place (void)
{
  g_autoptr (GkGameFile) loaded = load_game ("short-2p-round5.ginkgo");
  GkGame *game = loaded->game;
  GtkWidget *window;
  GtkWidget *panel = panel_in_window (&window);
  GtkWidget *cards[2];
  guint undone = 0;

  gk_table_panel_set_table (GK_TABLE_PANEL (panel), gk_game_get_table (game));
  for (gint p = 0; p < 2; p++)
    cards[p] = gk_table_panel_get_player_card (GK_TABLE_PANEL (panel), p);
  g_assert_nonnull (cards[0]);
  g_assert_null (gk_table_panel_get_player_card (GK_TABLE_PANEL (panel), GK_PLAYER_HAL));

  while (gk_game_can_undo (game) && undone < 6)
    {
      const GkTable *table;

      gk_game_undo (game);
      undone++;
      table = gk_game_get_table (game);
      gk_table_panel_set_table (GK_TABLE_PANEL (panel), table);
      for (gint p = 0; p < 2; p++)
        {
          g_autofree char *points = g_strdup_printf ("%u points", gk_table_get_points (table, p));

          g_assert_true (gk_table_panel_get_player_card (GK_TABLE_PANEL (panel), p) == cards[p]);
          g_assert_cmpstr (gk_table_panel_get_points_text (GK_TABLE_PANEL (panel), p), ==,
                           points);
        }
    }
  g_assert_cmpuint (undone, ==, 6);
  gk_game_redo (game);
  gk_table_panel_set_table (GK_TABLE_PANEL (panel), gk_game_get_table (game));
  g_assert_true (gk_table_panel_get_player_card (GK_TABLE_PANEL (panel), 0) == cards[0]);

  gk_ui_test_finalize_window (window);
}

/* The sections under the players' cards are one widget: when a card grows
 * (a bonus card kept, a chip more), they move as one, and the frame
 * repaints where they were and where they are, two rectangles, where
 * each of their lines moved would make GTK give up counting and repaint
 * the whole panel. */
static void
test_below_as_one (void)
{
  g_autoptr (GkGameFile) loaded = load_game ("short-2p-round5.ginkgo");
  const GkTable *table = gk_game_get_table (loaded->game);
  GtkWidget *window;
  GtkWidget *panel = panel_in_window (&window);
  GtkWidget *lines[3];
  GtkWidget *below;

  gk_table_panel_set_table (GK_TABLE_PANEL (panel), table);
  lines[0] = find_label (panel, "Cards");
  lines[1] = find_label (panel, gk_table_panel_get_deck_text (GK_TABLE_PANEL (panel)));
  lines[2] = find_label (panel, gk_table_panel_get_reserve_text (GK_TABLE_PANEL (panel)));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    g_assert_nonnull (lines[i]);
  /* the widget holding the first line whose parent also holds the cards */
  below = lines[0];
  while (!gtk_widget_is_ancestor (gk_table_panel_get_player_card (GK_TABLE_PANEL (panel), 0),
                                  gtk_widget_get_parent (below)))
    below = gtk_widget_get_parent (below);
  for (guint i = 1; i < G_N_ELEMENTS (lines); i++)
    g_assert_true (gtk_widget_is_ancestor (lines[i], below));

  gk_ui_test_finalize_window (window);
}

int
main (int    argc,
      char **argv)
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/table-panel/solo", test_solo);
  g_test_add_func ("/table-panel/standard", test_standard);
  g_test_add_func ("/table-panel/in-place", test_in_place);
  g_test_add_func ("/table-panel/below-as-one", test_below_as_one);

  return g_test_run ();
}
