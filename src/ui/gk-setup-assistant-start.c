/* gk-setup-assistant-start.c: the setup assistant's starting square step:
 * the nine starting tiles and the markers on the city
 *
 * The markers start as the rulebook's picture lays them and change places
 * click and click on the city (or with the arrow keys and Enter).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-setup-assistant-private.h"
#include "gk-ui-util.h"

/* ---- the nine starting tiles ---- */

static GkTile
start_tile_at (guint index)
{
  /* Blue 1..3, Red 1..3, Yellow 1..3: the order of the dropdowns. */
  return gk_tile_make ((GkColour) (index / 3), index % 3 + 1);
}

static guint
start_tile_index (GkTile tile)
{
  return (guint) gk_tile_get_colour (tile) * 3 + gk_tile_get_number (tile) - 1;
}

/* ---- the starting square ---- */

static void
start_cell_changed (GkSetupAssistant *self,
                    GParamSpec       *pspec,
                    GtkDropDown      *dropdown)
{
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "cell"));

  if (self->syncing)
    return;
  /* Each tile is in the box once: choosing one that lies elsewhere swaps. */
  gk_setup_draft_set_start (self->draft, cell % 3, cell / 3,
                            start_tile_at (gtk_drop_down_get_selected (dropdown)));
}

/* A tile's name on its button may wrap between its words (a phone in
 * Russian: the colour over the number); in the list it opens, one line. */
static void
setup_start_name (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), GPOINTER_TO_INT (wrap));
  gtk_list_item_set_child (item, label);
}

static void
bind_start_name (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (name));
}

static GtkListItemFactory *
start_name_factory_new (gboolean wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_start_name), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_start_name), NULL);
  return factory;
}

static void
build_start_grid (GkSetupAssistant *self)
{
  const char *names[10];
  g_autofree char *storage[9] = { NULL };

  for (guint i = 0; i < 9; i++)
    {
      storage[i] = gk_card_get_name (start_tile_at (i));
      names[i] = storage[i];
    }
  names[9] = NULL;

  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      {
        GtkWidget *dropdown = gtk_drop_down_new_from_strings (names);
        g_autoptr(GtkListItemFactory) button = start_name_factory_new (TRUE);
        g_autoptr(GtkListItemFactory) list = start_name_factory_new (FALSE);
        g_autofree char *label = NULL;

        gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
        gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list);

        /* TRANSLATORS: the accessible name of a cell of the starting square */
        label = g_strdup_printf (_("Starting square, row %u, column %u"), y + 1, x + 1);
        gk_ui_set_accessible_name (dropdown, label);
        g_object_set_data (G_OBJECT (dropdown), "cell", GUINT_TO_POINTER (y * 3 + x));
        g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (start_cell_changed),
                                 self, G_CONNECT_SWAPPED);
        gtk_grid_attach (self->start_grid, dropdown, (int) x, (int) y, 1, 1);
        self->start_cells[y][x] = dropdown;
      }
  for (guint i = 0; i < 9; i++)
    g_clear_pointer (&storage[i], g_free);
}

/* The square and the markers as the draft has them, on the grid and the city. */
void
_gk_setup_assistant_refresh_start (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  gint held = gk_setup_draft_get_held_marker (self->draft);

  self->syncing = TRUE;
  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->start_cells[y][x]),
                                  start_tile_index (gk_setup_draft_get_start (self->draft, x, y)));
  self->syncing = FALSE;

  if (gk_setup_validate (setup, NULL))
    {
      g_autoptr(GkTable) table = gk_table_new (setup);

      gk_city_view_set_table (GK_CITY_VIEW (self->city_view), table);
    }
  {
    /* TRANSLATORS: %c is a marker's letter */
    g_autofree char *held_hint = g_strdup_printf (_("Marker %c is picked up: choose the marker "
                                                    "it changes places with, or itself to put "
                                                    "it back."), 'A' + MAX (held, 0));
    const char *hint = _("To move a marker, choose it on the city, then the marker it changes "
                         "places with: a click on each, or the arrow keys and Enter.");

    if (held >= 0)
      {
        gint x, y;

        gk_setup_draft_get_marker (self->draft, (guint) held, &x, &y);
        gk_city_view_select (GK_CITY_VIEW (self->city_view), x, y);
      }
    gtk_label_set_text (self->markers_hint, held >= 0 ? held_hint : hint);
    gtk_label_set_text (self->markers_hint_room, held >= 0 ? hint : held_hint);
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.reset-markers",
                                 !gk_setup_draft_markers_as_pictured (self->draft));
}

static void
reroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  gk_setup_draft_shuffle_start (self->draft, self->rand);
}

static void
reset_markers_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  gk_setup_draft_reset_markers (GK_SETUP_ASSISTANT (widget)->draft);
}

/* A marker's cell on the city, clicked or chosen with Enter: click and
 * click, the draft moves the markers.  The cell stays chosen, so that the
 * arrow keys go on from there. */
static void
start_cell_activated (GkSetupAssistant *self,
                      int               x,
                      int               y)
{
  if (self->step != GK_SETUP_STEP_START)
    return;
  gk_setup_draft_pick_cell (self->draft, x, y);
  _gk_setup_assistant_refresh_start (self);
  gk_city_view_select (GK_CITY_VIEW (self->city_view), x, y);
}

/* The city, where the markers change places, and the square's nine
 * dropdowns. */
void
_gk_setup_assistant_init_start (GkSetupAssistant *self)
{
  self->city_view = gk_city_view_new ();
  gtk_widget_set_focusable (self->city_view, TRUE);
  gtk_frame_set_child (GTK_FRAME (self->start_frame), self->city_view);
  g_signal_connect_object (self->city_view, "cell-activated", G_CALLBACK (start_cell_activated),
                           self, G_CONNECT_SWAPPED);
  build_start_grid (self);
}

void
_gk_setup_assistant_class_add_start_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "setup.reroll", NULL, reroll_action);
  gtk_widget_class_install_action (widget_class, "setup.reset-markers", NULL,
                                   reset_markers_action);
}
