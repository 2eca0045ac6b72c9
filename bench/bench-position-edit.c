/* bench-position-edit.c: one edit in the position editor on a full table
 *
 * Loads a finished table of 40 buildings (4 players, 3 characters each,
 * kept cards) into the position editor, then picks owners and counts many
 * times, and prints the milliseconds one edit takes, from the pick to the
 * checked position on the city.  For comparison it also times the engine
 * alone (gk_position_build) and the XML round trip the editor used to make
 * (writing the position out and loading it back through the schema).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "gk-position-editor.h"
#include "gk-test-position.h"

static double
ms_per (gint64 start,
        guint  n)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0 / n;
}

static void
spin_loop (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GkPosition) position = NULL;
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint iterations = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 200;
  GtkWidget *window, *editor;
  GtkDropDown *owner;
  gsize length = 0;
  gint64 start;

  setlocale (LC_ALL, "");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  gtk_init ();
  adw_init ();

  position = gk_test_full_position ();
  table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations * 10; i++)
    {
      g_autoptr(GkTable) built = gk_position_build (position, NULL, NULL);

      g_assert_nonnull (built);
    }
  g_print ("engine: build and check a 40-building position: %.3f ms\n",
           ms_per (start, iterations * 10));

  data = gk_position_to_data (table, &length);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    {
      g_autoptr(GkGameFile) loaded = gk_game_file_load_data (data, length, "position", NULL);

      g_assert_nonnull (loaded);
    }
  g_print ("before: the XML and schema round trip of the same position: %.3f ms\n",
           ms_per (start, iterations));

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  editor = gk_position_editor_new ();
  gtk_window_set_child (GTK_WINDOW (window), editor);
  gk_position_editor_load_table (GK_POSITION_EDITOR (editor), table);
  gtk_window_present (GTK_WINDOW (window));
  spin_loop ();

  /* Building 5 at (5, 0): Béla's; pick Dani, then Béla again. */
  owner = GTK_DROP_DOWN (gtk_widget_get_template_child (editor, GK_TYPE_POSITION_EDITOR,
                                                        "owner_dropdown"));
  gk_position_editor_select_cell (GK_POSITION_EDITOR (editor), 5, 0);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    gtk_drop_down_set_selected (owner, i % 2 == 0 ? 4 : 2);
  g_print ("editor: pick a building's owner: %.3f ms\n", ms_per (start, iterations));
  g_assert_null (gk_position_draft_get_error (gk_position_editor_get_draft (
                   GK_POSITION_EDITOR (editor))));

  start = g_get_monotonic_time ();
  for (guint i = 0; i < iterations; i++)
    gk_position_editor_set_player (GK_POSITION_EDITOR (editor), 2, "Cili",
                                   GK_PLAYER_COLOUR_GREEN, 20 + i % 7, 2);
  /* set_player changes two counts: points and renewal tokens */
  g_print ("editor: change a player's count: %.3f ms\n", ms_per (start, iterations * 2));

  gtk_window_destroy (GTK_WINDOW (window));
  spin_loop ();
  return 0;
}
