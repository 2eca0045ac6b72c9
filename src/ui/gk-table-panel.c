/* gk-table-panel.c: the table at a glance: round, players, deck, reserve
 *
 * Everything shown is read from the table as the engine reports it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-table-panel.h"
#include "gk-ui-util.h"

/* The seats' texts: the players', then the solo opponent's. */
#define N_SEATS (GK_PLAYER_HAL + 1)
G_STATIC_ASSERT (GK_PLAYER_HAL >= GK_MAX_PLAYERS);

struct _GkTablePanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  char      *round_text;
  char      *deck_text;
  char      *rebuild_text;
  char      *reserve_text;
  /* by seat, the solo opponent last (GK_PLAYER_HAL) */
  char      *points_text[N_SEATS];
  char      *resources_text[N_SEATS];
};

G_DEFINE_FINAL_TYPE (GkTablePanel, gk_table_panel, GTK_TYPE_WIDGET)

static void
replace (char **slot,
         char  *text)
{
  g_free (*slot);
  *slot = text;
}

static GtkWidget *
section_title (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  return label;
}

static GtkWidget *
line (GtkWidget  *parent,
      const char *text,
      const char *css_class)
{
  GtkWidget *label = gk_ui_wrapped_label_new (text);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (parent), label);
  return label;
}

static GtkWidget *
chip_new (const char *text,
          const char *tooltip,
          const char *colour_class)
{
  GtkWidget *chip = gtk_label_new (text);

  gtk_widget_add_css_class (chip, "gk-chip");
  gtk_widget_set_halign (chip, GTK_ALIGN_START);
  if (colour_class != NULL)
    gtk_widget_add_css_class (chip, colour_class);
  if (tooltip != NULL)
    {
      gtk_widget_set_tooltip_text (chip, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (chip),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
    }
  return chip;
}

static GtkWidget *
player_card (GkTablePanel  *self,
             const GkTable *table,
             gint           p)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *badge;
  GtkWidget *points;
  GtkWidget *flow;
  g_autofree char *tiles = NULL;
  g_autofree char *tokens = NULL;
  g_autofree char *description = NULL;
  gboolean solo = gk_table_get_variant (table) == GK_VARIANT_SOLO;
  guint n_columns;
  guint n_chars = gk_table_get_n_characters (table, p);
  guint n_kept = gk_table_get_n_kept (table, p);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "gk-player-card");
  if (gk_table_get_next_player (table) == p)
    gtk_widget_add_css_class (card, "gk-acting");

  badge = gk_player_badge_new (gk_table_get_player_colour (table, p),
                               gk_table_get_player_name (table, p));
  gtk_widget_add_css_class (badge, "heading");
  gtk_widget_set_hexpand (badge, TRUE);
  gtk_widget_set_halign (badge, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (top), badge);
  if (gk_table_get_first_player (table) == p)
    {
      GtkWidget *first = chip_new (_("1st"), _("First player this round"), "gk-first");

      gtk_widget_set_valign (first, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (top), first);
    }

  replace (&self->points_text[p],
           g_strdup_printf (ngettext ("%u point", "%u points", gk_table_get_points (table, p)),
                            gk_table_get_points (table, p)));
  points = gtk_label_new (self->points_text[p]);
  gtk_widget_add_css_class (points, "numeric");
  gtk_widget_add_css_class (points, "heading");
  gtk_box_append (GTK_BOX (top), points);
  gtk_box_append (GTK_BOX (card), top);

  if (p == GK_PLAYER_HAL)
    {
      /* The solo opponent plays straight from the supply: no screen, no
       * tiles in hand, no renewal tokens (rules.md 10). */
      replace (&self->resources_text[p],
               /* TRANSLATORS: where the solo opponent's resources are: in the
                * general supply, on buildings in the city */
               g_strdup_printf (_("Resources: %u supply · %u city"),
                                gk_table_get_resources_supply (table, p),
                                gk_table_get_resources_city (table, p)));
      description = g_strdup (self->resources_text[p]);
      n_columns = 2;
    }
  else
    {
      /* TRANSLATORS: where a player's resources are: in the general supply,
       * behind the screen, on buildings in the city */
      replace (&self->resources_text[p],
               g_strdup_printf (_("Resources: %u supply · %u screen · %u city"),
                                gk_table_get_resources_supply (table, p),
                                gk_table_get_resources_screen (table, p),
                                gk_table_get_resources_city (table, p)));
      tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", gk_table_get_tiles (table, p)),
                               gk_table_get_tiles (table, p));
      if (solo)
        {
          /* No renewal tokens in the solo game (rules.md 10). */
          description = g_strdup_printf ("%s · %s", self->resources_text[p], tiles);
          n_columns = 4;
        }
      else
        {
          tokens = g_strdup_printf (ngettext ("%u renewal token", "%u renewal tokens",
                                              gk_table_get_renewal_tokens (table, p)),
                                    gk_table_get_renewal_tokens (table, p));
          description = g_strdup_printf ("%s · %s · %s", self->resources_text[p], tiles, tokens);
          n_columns = 5;
        }
    }
  {
    /* TRANSLATORS: column heads over a player's counts, kept short */
    const char *all_heads[] = { C_("resources", "Supply"), C_("resources", "Screen"),
                                C_("resources", "City"), _("Tiles"),
                                C_("renewal tokens", "Renew") };
    guint all_values[] = { gk_table_get_resources_supply (table, p),
                           p == GK_PLAYER_HAL ? 0 : gk_table_get_resources_screen (table, p),
                           gk_table_get_resources_city (table, p),
                           p == GK_PLAYER_HAL ? 0 : gk_table_get_tiles (table, p),
                           p == GK_PLAYER_HAL ? 0 : gk_table_get_renewal_tokens (table, p) };
    /* The opponent's columns: supply and city only. */
    static const guint hal_columns[] = { 0, 2 };
    const char *heads[G_N_ELEMENTS (all_heads)];
    guint values[G_N_ELEMENTS (all_values)];
    GtkWidget *grid = gtk_grid_new ();

    for (guint i = 0; i < n_columns; i++)
      {
        guint column = p == GK_PLAYER_HAL ? hal_columns[i] : i;

        heads[i] = all_heads[column];
        values[i] = all_values[column];
      }

    gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
    for (guint i = 0; i < n_columns; i++)
      {
        g_autofree char *value = g_strdup_printf ("%u", values[i]);
        GtkWidget *head = gtk_label_new (heads[i]);
        GtkWidget *number = gtk_label_new (value);

        gtk_label_set_ellipsize (GTK_LABEL (head), PANGO_ELLIPSIZE_END);
        gtk_widget_add_css_class (head, "caption");
        gtk_widget_add_css_class (head, "dim-label");
        gtk_widget_add_css_class (number, "numeric");
        gtk_widget_add_css_class (number, "gk-count");
        gtk_grid_attach (GTK_GRID (grid), head, (int) i, 0, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), number, (int) i, 1, 1, 1);
      }
    /* Between resources and tiles: the resources' three places belong together. */
    gtk_widget_set_tooltip_text (grid, description);
    gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
    gtk_box_append (GTK_BOX (card), grid);
  }

  if (n_chars + n_kept > 0)
    {
      flow = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
      gtk_widget_set_margin_top (flow, 4);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
      gtk_widget_set_can_focus (flow, FALSE);

      for (guint i = 0; i < n_chars; i++)
        {
          const GkCharacter *character = gk_table_get_character (table, p, i);
          g_autofree char *tooltip = gk_format_character (character);
          const char *text = gk_format_character_bonus (character->colour, character->trigger);

          gtk_flow_box_append (GTK_FLOW_BOX (flow),
                               chip_new (text, tooltip, gk_colour_to_string (character->colour)));
        }
      for (guint i = 0; i < n_kept; i++)
        {
          GkCard kept = gk_table_get_kept (table, p, i);
          g_autofree char *name = gk_card_get_name (kept);
          g_autofree char *tooltip = gk_format_kept_card (kept);

          gtk_flow_box_append (GTK_FLOW_BOX (flow),
                               chip_new (name, tooltip,
                                         gk_colour_to_string (gk_tile_get_colour (kept))));
        }
      gtk_box_append (GTK_BOX (card), flow);
    }

  return card;
}

void
gk_table_panel_set_table (GkTablePanel  *self,
                          const GkTable *table)
{
  GtkWidget *box = self->box;
  GArray *sites;
  guint n_players;
  guint exhaustions;
  g_autofree char *sites_text = NULL;

  g_return_if_fail (GK_IS_TABLE_PANEL (self));

  gk_ui_remove_children (box);
  if (table == NULL)
    return;

  n_players = gk_table_get_n_players (table);

  /* The round */
  replace (&self->round_text, g_strdup_printf (_("Round %u"), gk_table_get_round (table)));
  {
    GtkWidget *label = gtk_label_new (self->round_text);

    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_widget_add_css_class (label, "title-2");
    gtk_box_append (GTK_BOX (box), label);
  }
  if (gk_table_is_game_over (table))
    line (box, _("The game is over."), "accent");
  else if (gk_table_is_last_round (table))
    line (box, _("This is the last round."), "warning");

  /* The players, in seating order */
  gtk_box_append (GTK_BOX (box), section_title (_("Players")));
  for (guint p = 0; p < n_players; p++)
    gtk_box_append (GTK_BOX (box), player_card (self, table, (gint) p));
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    gtk_box_append (GTK_BOX (box), player_card (self, table, GK_PLAYER_HAL));

  /* The cards */
  gtk_box_append (GTK_BOX (box), section_title (_("Cards")));
  replace (&self->deck_text,
           g_strdup_printf (ngettext ("The draw pile runs out after %u more draw.",
                                      "The draw pile runs out after %u more draws.",
                                      gk_table_get_draw_pile (table)),
                            gk_table_get_draw_pile (table)));
  {
    g_autofree char *piles =
      /* TRANSLATORS: "Draw pile 5 · discard pile 9" */
      g_strdup_printf (_("Draw pile %u · discard pile %u"), gk_table_get_draw_pile (table),
                       gk_table_get_discard_pile (table));
    line (box, piles, "gk-numbers");
  }
  line (box, self->deck_text, NULL);

  sites = gk_table_get_build_sites (table);
  sites_text = gk_format_card_list (sites);
  if (sites != NULL && sites->len > 0)
    replace (&self->rebuild_text,
             /* TRANSLATORS: %s is a list of cards: "Blue 5, Red 12 and Yellow 3" */
             g_strdup_printf (_("At the rebuild, add %s to the discard pile, then lift "
                                "the build-site markers."), sites_text));
  else
    replace (&self->rebuild_text,
             g_strdup (_("No build site in the city: the rebuild adds no building card.")));
  line (box, self->rebuild_text, "dim-label");
  g_clear_pointer (&sites, g_array_unref);

  /* The tiles */
  gtk_box_append (GTK_BOX (box), section_title (_("Tiles")));
  exhaustions = gk_table_get_reserve_exhaustions (table);
  replace (&self->reserve_text,
           g_strdup_printf (ngettext ("Tile reserve: %u tile", "Tile reserve: %u tiles",
                                      gk_table_get_tile_reserve (table)),
                            gk_table_get_tile_reserve (table)));
  line (box, self->reserve_text, "gk-numbers");
  if (exhaustions == 0 && gk_table_get_variant (table) == GK_VARIANT_SOLO)
    line (box, _("When it runs out, the game ends with that round."), "dim-label");
  else if (exhaustions == 0)
    line (box, _("When it runs out, everyone may return tiles for points."), "dim-label");
  else if (exhaustions == 1)
    line (box, _("It ran out once already: the next time ends the game."), "warning");
  else
    line (box, _("It ran out a second time."), "warning");
}

const char *
gk_table_panel_get_round_text (GkTablePanel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return self->round_text;
}

const char *
gk_table_panel_get_deck_text (GkTablePanel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return self->deck_text;
}

const char *
gk_table_panel_get_rebuild_text (GkTablePanel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return self->rebuild_text;
}

const char *
gk_table_panel_get_reserve_text (GkTablePanel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return self->reserve_text;
}

const char *
gk_table_panel_get_points_text (GkTablePanel *self,
                                gint          player)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  g_return_val_if_fail ((player >= 0 && player < GK_MAX_PLAYERS) || player == GK_PLAYER_HAL, NULL);
  return self->points_text[player];
}

const char *
gk_table_panel_get_resources_text (GkTablePanel *self,
                                   gint          player)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  g_return_val_if_fail ((player >= 0 && player < GK_MAX_PLAYERS) || player == GK_PLAYER_HAL, NULL);
  return self->resources_text[player];
}

static void
gk_table_panel_dispose (GObject *object)
{
  GkTablePanel *self = GK_TABLE_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (gk_table_panel_parent_class)->dispose (object);
}

static void
gk_table_panel_finalize (GObject *object)
{
  GkTablePanel *self = GK_TABLE_PANEL (object);

  g_free (self->round_text);
  g_free (self->deck_text);
  g_free (self->rebuild_text);
  g_free (self->reserve_text);
  for (guint p = 0; p < N_SEATS; p++)
    {
      g_free (self->points_text[p]);
      g_free (self->resources_text[p]);
    }

  G_OBJECT_CLASS (gk_table_panel_parent_class)->finalize (object);
}

static void
gk_table_panel_class_init (GkTablePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_table_panel_dispose;
  object_class->finalize = gk_table_panel_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gk-table-panel");
}

static void
gk_table_panel_init (GkTablePanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
gk_table_panel_new (void)
{
  return g_object_new (GK_TYPE_TABLE_PANEL, NULL);
}
