/* gk-round-entry.c: entering one player's action, with a live preview
 *
 * The entry holds one GkMove as it is being entered.  Every change asks the
 * engine for a preview (gk_table_preview()) and shows it: what the move
 * would do, a fallback and why, or the engine's refusal.  Confirming pushes
 * the move to the game; a refusal leaves everything entered in place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-round-entry.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-util.h"

struct _GkRoundEntry
{
  AdwBin              parent_instance;

  /* template */
  GtkStack           *stack;
  GtkWidget          *heading_box;
  GtkLabel           *subheading_label;
  GtkWidget          *renew_group;
  GtkListBox         *renew_list;
  GtkGrid            *letter_grid;
  GtkWidget          *building_box;
  GtkDropDown        *tile_colour_dropdown;
  GtkDropDown        *tile_number_dropdown;
  GtkWidget          *take_group;
  GtkWidget          *marker_group;
  GtkLabel           *marker_label;
  GtkFlowBox         *marker_flow;
  GtkWidget          *preview_box;
  GtkLabel           *summary_label;
  GtkLabel           *fallback_label;
  GtkWidget          *lines_box;
  GtkLabel           *error_label;
  GtkWidget          *confirm_button;

  /* state */
  GkGame             *game;
  gulong              changed_id;
  GtkWidget          *city_view;
  GtkWidget          *letter_buttons[GK_N_LETTERS];
  GArray             *tile_numbers;     /* numbers offered in tile_number_dropdown */
  GArray             *targets;          /* marker targets shown, gint pairs */
  GkMove              move;
  GkPreview          *preview;
  char               *heading;
  char               *error;
  char               *summary;
  char               *fallback;
  char               *marker_hint;
  char              **lines;
  guint               n_renewals;
  gboolean            syncing;
  GkTileReturnDialog *dialog;
};

G_DEFINE_FINAL_TYPE (GkRoundEntry, gk_round_entry, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_CARD,
  PROP_TAKE,
  N_PROPS
};

enum {
  MOVE_CONFIRMED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void gk_round_entry_refresh (GkRoundEntry *self);

static const GkTable *
current_table (GkRoundEntry *self)
{
  return self->game != NULL ? gk_game_get_table (self->game) : NULL;
}

static gint
acting_player (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);

  return table != NULL ? gk_table_get_next_player (table) : GK_NO_PLAYER;
}

/* ---- the form, rebuilt when the table changes ---- */

static void
sync_letters (GkRoundEntry *self)
{
  self->syncing = TRUE;
  for (guint l = 0; l < GK_N_LETTERS; l++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->letter_buttons[l]),
                                  self->move.card == gk_card_from_letter (l));
  self->syncing = FALSE;
}

static void
letter_toggled (GkRoundEntry    *self,
                GtkToggleButton *button)
{
  GkCard card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card"));

  if (self->syncing)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_round_entry_set_card (self, card);
  else if (self->move.card == card)
    /* A letter stays chosen until another card is. */
    sync_letters (self);
}

static void
rebuild_renewals (GkRoundEntry *self,
                  const GkTable *table)
{
  gboolean round_start = gk_table_get_actions_done (table) == 0;

  gk_ui_remove_children (GTK_WIDGET (self->renew_list));
  self->n_renewals = 0;

  for (guint p = 0; round_start && p < gk_table_get_n_players (table); p++)
    {
      guint tokens = gk_table_get_renewal_tokens (table, (gint) p);
      g_autofree char *left = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *row;
      GtkWidget *button;

      if (!gk_table_can_renew (table, (gint) p))
        continue;

      row = adw_action_row_new ();
      left = g_strdup_printf (ngettext ("%u token left", "%u tokens left", tokens), tokens);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gk_player_badge_new (gk_table_get_player_colour (table, (gint) p),
                                                      gk_table_get_player_name (table, (gint) p)));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), left);

      button = gtk_button_new_with_mnemonic (_("Re_new"));
      /* TRANSLATORS: tooltip of a button: "Anna renews their hand" */
      tooltip = g_strdup_printf (_("%s renews their hand"),
                                 gk_table_get_player_name (table, (gint) p));
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.renew");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                              g_variant_new_int32 ((gint32) p));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->renew_list, row);
      self->n_renewals++;
    }

  gtk_widget_set_visible (self->renew_group, self->n_renewals > 0);
}

static void
rebuild_cards (GkRoundEntry  *self,
               const GkTable *table)
{
  for (guint l = 0; l < GK_N_LETTERS; l++)
    gtk_widget_set_sensitive (self->letter_buttons[l],
                              gk_table_card_playable (table, gk_card_from_letter (l)));

  gk_ui_remove_children (self->building_box);
  for (guint c = 0; c < GK_N_COLOURS; c++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (gk_colour_get_name ((GkColour) c));
      GtkWidget *flow = gtk_flow_box_new ();
      guint n = 0;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_size_request (label, 56, -1);
      gtk_widget_set_valign (label, GTK_ALIGN_START);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (row), label);

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 6);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 10);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
      gtk_widget_set_hexpand (flow, TRUE);
      gtk_box_append (GTK_BOX (row), flow);

      for (guint number = 1; number <= GK_TILES_PER_COLOUR; number++)
        {
          GkCard card = gk_tile_make ((GkColour) c, number);
          g_autofree char *text = NULL;
          g_autofree char *name = NULL;
          GtkWidget *button;

          if (!gk_table_card_playable (table, card))
            continue;

          text = g_strdup_printf ("%u", number);
          name = gk_card_get_name (card);
          button = gtk_toggle_button_new_with_label (text);
          gtk_widget_add_css_class (button, "gk-card-button");
          gtk_widget_add_css_class (button, gk_colour_to_string ((GkColour) c));
          gtk_widget_set_tooltip_text (button, name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.card");
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                                  g_variant_new_int32 (card));
          gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
          n++;
        }

      if (n == 0)
        {
          GtkWidget *none = gtk_label_new (_("none in play"));

          gtk_widget_add_css_class (none, "dim-label");
          gtk_label_set_xalign (GTK_LABEL (none), 0);
          gtk_widget_set_margin_top (none, 6);
          gtk_box_remove (GTK_BOX (row), flow);
          gtk_box_append (GTK_BOX (row), none);
        }
      gtk_box_append (GTK_BOX (self->building_box), row);
    }
}

/* Tiles already seen in the city are not offered (they cannot be behind a screen). */
static void
rebuild_tile_numbers (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  guint colour_index = gtk_drop_down_get_selected (self->tile_colour_dropdown);
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = GTK_INVALID_LIST_POSITION;

  g_array_set_size (self->tile_numbers, 0);
  if (colour_index > 0 && table != NULL)
    {
      GkColour colour = (GkColour) (colour_index - 1);

      for (guint number = 1; number <= GK_TILES_PER_COLOUR; number++)
        {
          GkTile tile = gk_tile_make (colour, number);
          g_autofree char *text = g_strdup_printf ("%u", number);

          if (gk_table_tile_in_city (table, tile))
            continue;
          if (tile == self->move.tile)
            selected = self->tile_numbers->len;
          g_array_append_val (self->tile_numbers, number);
          gtk_string_list_append (list, text);
        }
    }

  self->syncing = TRUE;
  gtk_drop_down_set_model (self->tile_number_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->tile_number_dropdown, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->tile_number_dropdown), colour_index > 0);
  self->syncing = FALSE;
}

/* ---- the preview ---- */

static void
set_text (char       **slot,
          const char  *text)
{
  g_free (*slot);
  *slot = g_strdup (text);
}

static void
show_error (GkRoundEntry *self,
            const char   *message)
{
  set_text (&self->error, message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
update_targets (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  gboolean urbanization = self->preview != NULL
                          && self->preview->resolved == GK_ACTION_URBANIZATION;
  guint letter;

  g_clear_pointer (&self->targets, g_array_unref);
  gk_ui_remove_children (GTK_WIDGET (self->marker_flow));
  gtk_widget_set_visible (self->marker_group, urbanization);

  if (!urbanization)
    {
      set_text (&self->marker_hint, NULL);
      if (self->city_view != NULL)
        gk_city_view_set_targets (GK_CITY_VIEW (self->city_view), NULL);
      return;
    }

  letter = gk_card_get_letter (self->move.card);
  self->targets = gk_table_get_marker_targets (table, letter);

  if (self->move.has_marker)
    {
      g_autofree char *tile = gk_card_get_name (self->move.tile);
      gint lx, ly;
      g_autofree char *where = NULL;
      g_autofree char *hint = NULL;

      gk_table_get_marker (table, letter, &lx, &ly);
      where = gk_format_cell_near (self->move.marker_x, self->move.marker_y, lx, ly, tile);
      /* TRANSLATORS: "Marker C goes to the right of Yellow 8." */
      hint = g_strdup_printf (_("Marker %c goes %s."), 'A' + letter, where);
      set_text (&self->marker_hint, hint);
    }
  else
    {
      g_autofree char *hint =
        g_strdup_printf (_("Where does marker %c go? Click a highlighted cell on the city, "
                           "or choose:"), 'A' + letter);
      set_text (&self->marker_hint, hint);
    }
  gtk_label_set_text (self->marker_label, self->marker_hint);

  for (guint i = 0; self->targets != NULL && i + 1 < self->targets->len; i += 2)
    {
      gint x = g_array_index (self->targets, gint, i);
      gint y = g_array_index (self->targets, gint, i + 1);
      g_autofree char *tile = gk_card_get_name (self->move.tile);
      gint lx, ly;
      g_autofree char *where = NULL;
      GtkWidget *button;

      gk_table_get_marker (table, letter, &lx, &ly);
      where = gk_format_cell_near (x, y, lx, ly, tile);
      button = gtk_toggle_button_new_with_label (where);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button),
                                    self->move.has_marker && self->move.marker_x == x
                                    && self->move.marker_y == y);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.marker");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                              g_variant_new ("(ii)", x, y));
      gtk_flow_box_append (self->marker_flow, button);
    }

  if (self->city_view != NULL)
    gk_city_view_set_targets (GK_CITY_VIEW (self->city_view), self->targets);
}

static void
update_preview (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  g_autoptr(GError) error = NULL;
  GtkWidget *child;

  g_clear_pointer (&self->preview, gk_preview_free);
  g_clear_pointer (&self->lines, g_strfreev);
  set_text (&self->summary, NULL);
  set_text (&self->fallback, NULL);
  gk_ui_remove_children (self->lines_box);

  if (table == NULL || self->move.card == GK_NO_CARD || self->move.player == GK_NO_PLAYER)
    {
      gtk_label_set_text (self->summary_label, _("Choose the card played."));
      gtk_widget_set_visible (GTK_WIDGET (self->fallback_label), FALSE);
      gtk_widget_set_visible (self->take_group, FALSE);
      update_targets (self);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
      return;
    }

  self->preview = gk_table_preview (table, &self->move, &error);
  if (self->preview == NULL)
    {
      /* Refused in place: the engine's reason, nothing entered is lost. */
      gtk_label_set_text (self->summary_label, _("This move is not possible"));
      show_error (self, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fallback_label), FALSE);
      gtk_widget_set_visible (self->take_group,
                              gk_card_is_letter (self->move.card) && self->move.tile == GK_NO_TILE);
      update_targets (self);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
      return;
    }

  show_error (self, NULL);
  {
    g_autofree char *kind_summary = gk_format_preview_summary (self->preview);
    g_autofree char *title = g_strdup_printf ("%s · %s",
                                              gk_format_action_kind (self->preview->resolved),
                                              kind_summary);

    set_text (&self->summary, title);
    gtk_label_set_text (self->summary_label, title);
  }

  self->fallback = gk_format_fallback (self->preview->fallback, self->preview->entered);
  gtk_label_set_text (self->fallback_label, self->fallback != NULL ? self->fallback : "");
  gtk_widget_set_visible (GTK_WIDGET (self->fallback_label), self->fallback != NULL);

  self->lines = gk_format_effects (table, self->preview->effects);
  for (guint i = 0; self->lines[i] != NULL; i++)
    {
      child = gk_ui_wrapped_label_new (self->lines[i]);
      gtk_widget_add_css_class (child, "gk-effect");
      gtk_box_append (GTK_BOX (self->lines_box), child);
    }
  if (self->preview->needs_tile_return)
    {
      child = gk_ui_wrapped_label_new (_("On confirming, each player says how many tiles they "
                                         "return to the reserve."));
      gtk_widget_add_css_class (child, "accent");
      gtk_box_append (GTK_BOX (self->lines_box), child);
    }
  if (self->preview->marker_out_of_order)
    {
      child = gk_ui_wrapped_label_new (_("The markers around the city are no longer in "
                                         "alphabetical order there. That is allowed, but check "
                                         "the cell."));
      gtk_widget_add_css_class (child, "warning");
      gtk_box_append (GTK_BOX (self->lines_box), child);
    }
  if (self->preview->rebuilds)
    {
      child = gk_ui_wrapped_label_new (_("The draw pile runs out during this move: the deck is "
                                         "rebuilt (the app lists the cards to add)."));
      gtk_widget_add_css_class (child, "accent");
      gtk_box_append (GTK_BOX (self->lines_box), child);
    }
  if (self->preview->end_trigger != GK_END_NONE)
    {
      child = gk_ui_wrapped_label_new (_("This move triggers the end: the current round is the "
                                         "last one."));
      gtk_widget_add_css_class (child, "accent");
      gtk_box_append (GTK_BOX (self->lines_box), child);
    }

  /* An urbanization card resolved alone needs the player's choice. */
  gtk_widget_set_visible (self->take_group,
                          gk_card_is_letter (self->move.card)
                          && self->preview->resolved == GK_ACTION_EXPLOIT);
  update_targets (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm",
                                 gk_round_entry_can_confirm (self));
}

static void
update_heading (GkRoundEntry  *self,
                const GkTable *table)
{
  gint player = gk_table_get_next_player (table);
  guint n = gk_table_get_n_players (table);
  g_autofree char *heading = NULL;
  g_autofree char *sub = NULL;
  GtkWidget *badge;
  GtkWidget *label;

  gk_ui_remove_children (self->heading_box);
  if (player == GK_NO_PLAYER)
    return;

  badge = gk_player_badge_new (gk_table_get_player_colour (table, player),
                               gk_table_get_player_name (table, player));
  gtk_widget_add_css_class (badge, "title-3");
  gtk_box_append (GTK_BOX (self->heading_box), badge);
  label = gtk_label_new (_("plays"));
  gtk_widget_add_css_class (label, "title-3");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (self->heading_box), label);

  /* TRANSLATORS: "Anna plays" heading, for tests and screen readers */
  heading = g_strdup_printf (_("%s plays"), gk_table_get_player_name (table, player));
  set_text (&self->heading, heading);

  /* TRANSLATORS: "Round 3 · card 2 of 3" */
  sub = g_strdup_printf (_("Round %u · card %u of %u"), gk_table_get_round (table),
                         gk_table_get_actions_done (table) + 1, n);
  gtk_label_set_text (self->subheading_label, sub);
}

static void
gk_round_entry_refresh (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);

  if (table == NULL)
    return;

  if (gk_table_is_game_over (table) || gk_table_get_next_player (table) == GK_NO_PLAYER)
    {
      gtk_stack_set_visible_child_name (self->stack, "over");
      set_text (&self->heading, _("Game over"));
      if (self->city_view != NULL)
        gk_city_view_set_targets (GK_CITY_VIEW (self->city_view), NULL);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "entry");
  update_heading (self, table);
  rebuild_renewals (self, table);
  rebuild_cards (self, table);
  rebuild_tile_numbers (self);
  update_preview (self);
}

/* ---- the game ---- */

static void
game_changed (GkRoundEntry *self)
{
  /* A new table: what was entered belonged to the move now done (or undone). */
  gk_round_entry_clear (self);
}

void
gk_round_entry_set_game (GkRoundEntry *self,
                         GkGame       *game)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self,
                                                G_CONNECT_SWAPPED);
  gk_round_entry_clear (self);
}

void
gk_round_entry_set_city_view (GkRoundEntry *self,
                              GtkWidget    *city_view)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  self->city_view = city_view;
}

/* ---- setters ---- */

void
gk_round_entry_clear (GkRoundEntry *self)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  gk_move_init_action (&self->move, acting_player (self), GK_NO_CARD, GK_NO_TILE);
  show_error (self, NULL);
  if (self->city_view != NULL)
    gk_city_view_unselect (GK_CITY_VIEW (self->city_view));
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->tile_colour_dropdown, 0);
  self->syncing = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAKE]);
  sync_letters (self);
  gk_round_entry_refresh (self);
}

void
gk_round_entry_set_card (GkRoundEntry *self,
                         GkCard        card)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  g_return_if_fail (card == GK_NO_CARD || (card >= 0 && card < GK_N_CARDS));

  if (self->move.card == card)
    return;

  self->move.card = card;
  /* The marker and the take belong to the card: choose them again. */
  self->move.has_marker = FALSE;
  self->move.take = GK_TAKE_NONE;
  if (self->city_view != NULL && gk_card_is_building (card))
    {
      const GkTable *table = current_table (self);
      const GkBuilding *building = table != NULL ? gk_table_find_top (table, card) : NULL;

      if (building != NULL)
        gk_city_view_select (GK_CITY_VIEW (self->city_view), building->x, building->y);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAKE]);
  sync_letters (self);
  update_preview (self);
}

GkCard
gk_round_entry_get_card (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), GK_NO_CARD);

  return self->move.card;
}

void
gk_round_entry_set_tile (GkRoundEntry *self,
                         GkTile        tile)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  g_return_if_fail (tile == GK_NO_TILE || (tile >= 0 && tile < GK_N_TILES));

  self->move.tile = tile;
  self->move.has_marker = FALSE;
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->tile_colour_dropdown,
                              tile == GK_NO_TILE ? 0 : gk_tile_get_colour (tile) + 1);
  self->syncing = FALSE;
  rebuild_tile_numbers (self);
  update_preview (self);
}

GkTile
gk_round_entry_get_tile (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), GK_NO_TILE);

  return self->move.tile;
}

void
gk_round_entry_set_take (GkRoundEntry *self,
                         GkTake        take)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  if (self->move.take == take)
    return;
  self->move.take = take;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAKE]);
  update_preview (self);
}

void
gk_round_entry_set_marker (GkRoundEntry *self,
                           gint          x,
                           gint          y)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  self->move.has_marker = TRUE;
  self->move.marker_x = x;
  self->move.marker_y = y;
  update_preview (self);
}

void
gk_round_entry_pick_cell (GkRoundEntry *self,
                          gint          x,
                          gint          y)
{
  const GkTable *table = current_table (self);
  const GkBuilding *building;

  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  if (table == NULL || gk_table_get_next_player (table) == GK_NO_PLAYER)
    return;

  for (guint i = 0; self->targets != NULL && i + 1 < self->targets->len; i += 2)
    if (g_array_index (self->targets, gint, i) == x
        && g_array_index (self->targets, gint, i + 1) == y)
      {
        gk_round_entry_set_marker (self, x, y);
        return;
      }

  building = gk_table_get_building_at (table, x, y);
  if (building != NULL)
    gk_round_entry_set_card (self, building->top);
}

/* ---- confirming ---- */

static void
push_move (GkRoundEntry *self,
           const GkMove *move)
{
  const GkTable *table = current_table (self);
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;

  summary = g_strdup_printf ("%s: %s", gk_table_get_player_name (table, move->player),
                             self->summary != NULL ? self->summary : "");

  if (!gk_game_push (self->game, move, &error))
    {
      show_error (self, error->message);
      if (self->dialog != NULL)
        gk_tile_return_dialog_set_error (self->dialog, error->message);
      return;
    }

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  g_signal_emit (self, signals[MOVE_CONFIRMED], 0, summary);
}

static void
dialog_response (GkRoundEntry       *self,
                 gboolean            accepted,
                 GkTileReturnDialog *dialog)
{
  GkMove move = self->move;

  if (!accepted)
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      self->dialog = NULL;
      return;
    }

  gk_tile_return_dialog_fill_move (dialog, &move);
  push_move (self, &move);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (widget);

  if (!gk_round_entry_can_confirm (self))
    return;

  if (self->preview->needs_tile_return)
    {
      GtkRoot *root = gtk_widget_get_root (widget);
      if (self->dialog != NULL)
        gtk_window_destroy (GTK_WINDOW (self->dialog));
      self->dialog = gk_tile_return_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                current_table (self),
                                                self->preview->return_max);
      g_signal_connect_object (self->dialog, "response", G_CALLBACK (dialog_response), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (self->dialog));
      return;
    }

  push_move (self, &self->move);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  gk_round_entry_clear (GK_ROUND_ENTRY (widget));
}

static void
renew_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (widget);
  const GkTable *table = current_table (self);
  gint player = g_variant_get_int32 (param);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GkMove move;

  if (table == NULL || player < 0 || (guint) player >= gk_table_get_n_players (table))
    return;

  gk_move_init_renew (&move, player);
  message = g_strdup_printf (_("%s renews their hand"), gk_table_get_player_name (table, player));
  if (!gk_game_push (self->game, &move, &error))
    {
      show_error (self, error->message);
      return;
    }
  g_signal_emit (self, signals[MOVE_CONFIRMED], 0, message);
}

static void
marker_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  gint x, y;

  g_variant_get (param, "(ii)", &x, &y);
  gk_round_entry_set_marker (GK_ROUND_ENTRY (widget), x, y);
}

static void
tile_colour_changed (GkRoundEntry *self)
{
  if (self->syncing)
    return;

  if (gtk_drop_down_get_selected (self->tile_colour_dropdown) == 0)
    {
      gk_round_entry_set_tile (self, GK_NO_TILE);
      return;
    }
  /* A colour alone is no tile yet: wait for the number. */
  self->move.tile = GK_NO_TILE;
  self->move.has_marker = FALSE;
  rebuild_tile_numbers (self);
  update_preview (self);
}

static void
tile_number_changed (GkRoundEntry *self)
{
  guint colour_index = gtk_drop_down_get_selected (self->tile_colour_dropdown);
  guint index = gtk_drop_down_get_selected (self->tile_number_dropdown);
  GkTile tile;

  if (self->syncing || colour_index == 0 || index >= self->tile_numbers->len)
    return;

  tile = gk_tile_make ((GkColour) (colour_index - 1),
                       g_array_index (self->tile_numbers, guint, index));
  self->move.tile = tile;
  self->move.has_marker = FALSE;
  update_preview (self);
}

/* ---- what the entry shows ---- */

const char *
gk_round_entry_get_heading (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->heading;
}

const char *
gk_round_entry_get_error (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->error;
}

const char *
gk_round_entry_get_summary (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->summary;
}

const char *
gk_round_entry_get_fallback (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->fallback;
}

const char *
gk_round_entry_get_marker_hint (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->marker_hint;
}

const char * const *
gk_round_entry_get_preview_lines (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return (const char * const *) self->lines;
}

gboolean
gk_round_entry_can_confirm (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), FALSE);

  return self->preview != NULL && !self->preview->needs_take && !self->preview->needs_marker;
}

gboolean
gk_round_entry_take_visible (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), FALSE);
  return gtk_widget_get_visible (self->take_group);
}

guint
gk_round_entry_get_n_renewals (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), 0);
  return self->n_renewals;
}

GtkWidget *
gk_round_entry_get_letter_button (GkRoundEntry *self,
                                  guint         letter)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  g_return_val_if_fail (letter < GK_N_LETTERS, NULL);
  return self->letter_buttons[letter];
}

GtkWindow *
gk_round_entry_get_tile_return_dialog (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->dialog != NULL ? GTK_WINDOW (self->dialog) : NULL;
}

/* ---- GObject ---- */

static void
gk_round_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_int (value, self->move.card);
      break;
    case PROP_TAKE:
      g_value_set_int (value, (int) self->move.take);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_round_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD:
      gk_round_entry_set_card (self, g_value_get_int (value));
      break;
    case PROP_TAKE:
      gk_round_entry_set_take (self, (GkTake) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_round_entry_dispose (GObject *object)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  self->city_view = NULL;

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_ROUND_ENTRY);

  G_OBJECT_CLASS (gk_round_entry_parent_class)->dispose (object);
}

static void
gk_round_entry_finalize (GObject *object)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  g_clear_pointer (&self->preview, gk_preview_free);
  g_clear_pointer (&self->tile_numbers, g_array_unref);
  g_clear_pointer (&self->targets, g_array_unref);
  g_clear_pointer (&self->lines, g_strfreev);
  g_free (self->heading);
  g_free (self->error);
  g_free (self->summary);
  g_free (self->fallback);
  g_free (self->marker_hint);

  G_OBJECT_CLASS (gk_round_entry_parent_class)->finalize (object);
}

static void
gk_round_entry_class_init (GkRoundEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_round_entry_dispose;
  object_class->finalize = gk_round_entry_finalize;
  object_class->get_property = gk_round_entry_get_property;
  object_class->set_property = gk_round_entry_set_property;

  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TAKE] =
    g_param_spec_int ("take", NULL, NULL, GK_TAKE_NONE, GK_TAKE_TILE, GK_TAKE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A move went into the game; the string says what it did, for a toast. */
  signals[MOVE_CONFIRMED] = g_signal_new ("move-confirmed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-round-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, stack);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, heading_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, subheading_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_list);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, letter_grid);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, building_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, tile_colour_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, tile_number_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, take_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_flow);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, preview_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, summary_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, fallback_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, lines_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, confirm_button);

  gtk_widget_class_install_property_action (widget_class, "entry.card", "card");
  gtk_widget_class_install_property_action (widget_class, "entry.take", "take");
  gtk_widget_class_install_action (widget_class, "entry.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "entry.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "entry.renew", "i", renew_action);
  gtk_widget_class_install_action (widget_class, "entry.marker", "(ii)", marker_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "entry.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "entry.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "entry.clear", NULL);
}

static void
gk_round_entry_init (GkRoundEntry *self)
{
  const char *colours[GK_N_COLOURS + 2];
  g_autoptr(GtkStringList) list = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->tile_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  gk_move_init_action (&self->move, GK_NO_PLAYER, GK_NO_CARD, GK_NO_TILE);

  for (guint l = 0; l < GK_N_LETTERS; l++)
    {
      char text[2] = { (char) ('A' + l), '\0' };
      g_autofree char *name = gk_card_get_name (gk_card_from_letter (l));
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_widget_add_css_class (button, "gk-card-button");
      /* Not the entry.card action: a letter already played from this deck
       * is shown insensitive, which an action's target cannot be alone. */
      g_object_set_data (G_OBJECT (button), "card", GINT_TO_POINTER (gk_card_from_letter (l)));
      g_signal_connect_object (button, "toggled", G_CALLBACK (letter_toggled), self,
                               G_CONNECT_SWAPPED);
      gtk_grid_attach (self->letter_grid, button, (int) (l % 6), (int) (l / 6), 1, 1);
      self->letter_buttons[l] = button;
    }

  /* TRANSLATORS: the tile dropdown's first entry: the card is played alone */
  colours[0] = _("No tile");
  for (guint c = 0; c < GK_N_COLOURS; c++)
    colours[c + 1] = gk_colour_get_name ((GkColour) c);
  colours[GK_N_COLOURS + 1] = NULL;
  list = gtk_string_list_new (colours);
  gtk_drop_down_set_model (self->tile_colour_dropdown, G_LIST_MODEL (list));
  g_signal_connect_object (self->tile_colour_dropdown, "notify::selected",
                           G_CALLBACK (tile_colour_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tile_number_dropdown, "notify::selected",
                           G_CALLBACK (tile_number_changed), self, G_CONNECT_SWAPPED);

  gtk_widget_set_visible (self->take_group, FALSE);
  gtk_widget_set_visible (self->marker_group, FALSE);
  gtk_widget_set_visible (self->renew_group, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
}

GtkWidget *
gk_round_entry_new (void)
{
  return g_object_new (GK_TYPE_ROUND_ENTRY, NULL);
}
