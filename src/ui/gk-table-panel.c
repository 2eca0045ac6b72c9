/* gk-table-panel.c: the table at a glance: round, players, deck, reserve
 *
 * Everything shown is read from the table as the engine reports it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-steps.h"
#include "gk-player-card.h"
#include "gk-table-panel.h"
#include "gk-ui-util.h"

/* The seats' texts: the players', then the solo opponent's. */
#define N_SEATS (GK_PLAYER_HAL + 1)
G_STATIC_ASSERT (GK_PLAYER_HAL >= GK_MAX_PLAYERS);

struct _GkTablePanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *round;
  GtkWidget *ending;       /* game over, or the last round */
  GtkWidget *players;      /* the player cards, in seating order, the opponent last */
  GtkWidget *cards[N_SEATS];
  GtkWidget *piles;
  GtkWidget *deck;
  GtkWidget *rebuild;
  GtkWidget *reserve;
  GtkWidget *exhaustion;
  char      *round_text;
  char      *deck_text;
  char      *rebuild_text;
  char      *reserve_text;
  guint      n_cards;      /* players' cards shown, without the opponent's */
};

G_DEFINE_FINAL_TYPE (GkTablePanel, gk_table_panel, GTK_TYPE_WIDGET)

static void
replace (char **slot,
         char  *text)
{
  g_free (*slot);
  *slot = text;
}

static void
set_text (GtkWidget  *label,
          const char *text)
{
  /* The same text again would still queue a resize. */
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_label (GTK_LABEL (label), text);
}

static void
set_style (GtkWidget  *label,
           const char *css_class)
{
  static const char *const styles[] = { "accent", "warning", "dim-label" };

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    if (g_strcmp0 (styles[i], css_class) != 0)
      gtk_widget_remove_css_class (label, styles[i]);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
}

static GtkWidget *
section_title (GtkWidget  *parent,
               const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (parent), label);
  return label;
}

static GtkWidget *
line (GtkWidget  *parent,
      const char *css_class)
{
  GtkWidget *label = gk_ui_wrapped_label_new ("");

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (parent), label);
  return label;
}

/* One card per seat, kept from move to move; only a change in the number
 * of players (a game replaced) adds or drops cards. */
static void
update_players (GkTablePanel  *self,
                const GkTable *table)
{
  guint n_players = gk_table_get_n_players (table);
  gboolean solo = gk_table_get_variant (table) == GK_VARIANT_SOLO;

  while (self->n_cards > n_players)
    {
      self->n_cards--;
      gtk_box_remove (GTK_BOX (self->players), self->cards[self->n_cards]);
      self->cards[self->n_cards] = NULL;
    }
  while (self->n_cards < n_players)
    {
      self->cards[self->n_cards] = gk_player_card_new ();
      if (self->cards[GK_PLAYER_HAL] != NULL)
        gtk_box_insert_child_after (GTK_BOX (self->players), self->cards[self->n_cards],
                                    self->n_cards > 0 ? self->cards[self->n_cards - 1] : NULL);
      else
        gtk_box_append (GTK_BOX (self->players), self->cards[self->n_cards]);
      self->n_cards++;
    }
  if (solo && self->cards[GK_PLAYER_HAL] == NULL)
    {
      self->cards[GK_PLAYER_HAL] = gk_player_card_new ();
      gtk_box_append (GTK_BOX (self->players), self->cards[GK_PLAYER_HAL]);
    }
  else if (!solo && self->cards[GK_PLAYER_HAL] != NULL)
    {
      gtk_box_remove (GTK_BOX (self->players), self->cards[GK_PLAYER_HAL]);
      self->cards[GK_PLAYER_HAL] = NULL;
    }

  for (guint p = 0; p < n_players; p++)
    gk_player_card_update (GK_PLAYER_CARD (self->cards[p]), table, (gint) p);
  if (solo)
    gk_player_card_update (GK_PLAYER_CARD (self->cards[GK_PLAYER_HAL]), table, GK_PLAYER_HAL);
}

static void
update_cards (GkTablePanel  *self,
              const GkTable *table)
{
  guint pile = gk_table_get_draw_pile (table);
  g_autofree char *piles =
    /* TRANSLATORS: "Draw pile 5 · discard pile 9" */
    g_strdup_printf (_("Draw pile %u · discard pile %u"), pile,
                     gk_table_get_discard_pile (table));

  set_text (self->piles, piles);
  replace (&self->deck_text,
           g_strdup_printf (ngettext ("The draw pile runs out after %u more draw.",
                                      "The draw pile runs out after %u more draws.", pile),
                            pile));
  set_text (self->deck, self->deck_text);

  replace (&self->rebuild_text, gk_steps_next_rebuild (table));
  set_text (self->rebuild, self->rebuild_text);
}

static void
update_tiles (GkTablePanel  *self,
              const GkTable *table)
{
  guint exhaustions = gk_table_get_reserve_exhaustions (table);

  replace (&self->reserve_text,
           g_strdup_printf (ngettext ("Tile reserve: %u tile", "Tile reserve: %u tiles",
                                      gk_table_get_tile_reserve (table)),
                            gk_table_get_tile_reserve (table)));
  set_text (self->reserve, self->reserve_text);

  set_text (self->exhaustion, gk_format_reserve_outlook (table));
  set_style (self->exhaustion, exhaustions == 0 ? "dim-label" : "warning");
}

void
gk_table_panel_set_table (GkTablePanel  *self,
                          const GkTable *table)
{
  g_return_if_fail (GK_IS_TABLE_PANEL (self));

  gtk_widget_set_visible (self->box, table != NULL);
  if (table == NULL)
    return;

  replace (&self->round_text, g_strdup_printf (_("Round %u"), gk_table_get_round (table)));
  set_text (self->round, self->round_text);
  if (gk_table_is_game_over (table))
    {
      set_text (self->ending, _("The game is over."));
      set_style (self->ending, "accent");
    }
  else if (gk_table_is_last_round (table))
    {
      set_text (self->ending, _("This is the last round."));
      set_style (self->ending, "warning");
    }
  gtk_widget_set_visible (self->ending,
                          gk_table_is_game_over (table) || gk_table_is_last_round (table));

  update_players (self, table);
  update_cards (self, table);
  update_tiles (self, table);
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
gk_table_panel_get_reserve_text (GkTablePanel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return self->reserve_text;
}

static GkPlayerCard *
card_of (GkTablePanel *self,
         gint          player)
{
  if ((player < 0 || player >= GK_MAX_PLAYERS) && player != GK_PLAYER_HAL)
    return NULL;
  return self->cards[player] != NULL ? GK_PLAYER_CARD (self->cards[player]) : NULL;
}

const char *
gk_table_panel_get_points_text (GkTablePanel *self,
                                gint          player)
{
  GkPlayerCard *card;

  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  g_return_val_if_fail ((player >= 0 && player < GK_MAX_PLAYERS) || player == GK_PLAYER_HAL, NULL);
  card = card_of (self, player);
  return card != NULL ? gk_player_card_get_points_text (card) : NULL;
}

const char *
gk_table_panel_get_resources_text (GkTablePanel *self,
                                   gint          player)
{
  GkPlayerCard *card;

  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  g_return_val_if_fail ((player >= 0 && player < GK_MAX_PLAYERS) || player == GK_PLAYER_HAL, NULL);
  card = card_of (self, player);
  return card != NULL ? gk_player_card_get_resources_text (card) : NULL;
}

GtkWidget *
gk_table_panel_get_player_card (GkTablePanel *self,
                                gint          player)
{
  g_return_val_if_fail (GK_IS_TABLE_PANEL (self), NULL);
  return (GtkWidget *) card_of (self, player);
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
  GtkWidget *below;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->round = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->round), 0);
  gtk_widget_add_css_class (self->round, "title-2");
  gtk_box_append (GTK_BOX (self->box), self->round);
  self->ending = line (self->box, NULL);

  section_title (self->box, _("Players"));
  self->players = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_box_append (GTK_BOX (self->box), self->players);

  /* The sections under the cards in a box of their own: when a card
   * grows, they move as one, and the frame repaints where the box was and
   * where it is, not each of their lines (GTK gives up comparing a
   * widget's nodes after 30 rectangles, and repaints the panel whole). */
  below = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_box_append (GTK_BOX (self->box), below);
  section_title (below, _("Cards"));
  self->piles = line (below, "gk-numbers");
  self->deck = line (below, NULL);
  self->rebuild = line (below, "dim-label");

  section_title (below, _("Tiles"));
  self->reserve = line (below, "gk-numbers");
  self->exhaustion = line (below, "dim-label");
  gtk_widget_set_visible (self->box, FALSE);
}

GtkWidget *
gk_table_panel_new (void)
{
  return g_object_new (GK_TYPE_TABLE_PANEL, NULL);
}
