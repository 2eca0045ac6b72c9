/* gk-round-entry.c: entering one player's action, with a live preview
 *
 * The entry shows a GkMoveDraft and changes it: the draft holds the move
 * and the engine's answer (preview, refusal, what is missing), the entry
 * only draws them.  The buttons of every card and tile are made once and
 * shown or hidden as the table changes; nothing is rebuilt per keystroke.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-steps.h"
#include "gk-player-style.h"
#include "gk-round-entry.h"
#include "gk-shifts-row.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-util.h"

struct _GkRoundEntry
{
  AdwBin              parent_instance;

  /* template */
  GtkStack           *stack;
  GtkWidget          *heading_box;
  GtkLabel           *subheading_label;
  GtkLabel           *opponent_label;
  AdwPreferencesGroup *card_group;
  GtkWidget          *second_group;
  GtkGrid            *second_letter_grid;
  GtkWidget          *second_building_box;
  AdwPreferencesGroup *tile_group;
  GtkLabel           *notice_label;
  GtkEntry           *quick_entry;
  GtkWidget          *renew_group;
  AdwExpanderRow     *renew_row;
  GtkGrid            *letter_grid;
  GtkWidget          *building_box;
  GtkWidget          *tile_box;
  GtkWidget          *take_group;
  GtkWidget          *marker_group;
  GtkLabel           *marker_label;
  GtkFlowBox         *marker_flow;
  GtkWidget          *preview_box;
  GtkLabel           *summary_label;
  GtkLabel           *fallback_label;
  GtkWidget          *lines_box;
  GtkLabel           *error_label;
  GtkLabel           *blocker_label;
  GtkWidget          *confirm_button;
  GtkScrolledWindow  *scroller;

  /* state */
  GkMoveDraft        *draft;
  GkGame             *built_game;       /* the table the buttons were shown for */
  guint               built_cursor;
  GtkWidget          *letter_buttons[GK_N_LETTERS];
  GtkWidget          *card_buttons[GK_N_TILES];   /* building cards */
  GtkWidget          *card_none[GK_N_COLOURS];    /* "none in play" */
  GtkWidget          *tile_none[GK_N_COLOURS];    /* "none left" */
  GtkWidget          *tile_buttons[GK_N_TILES];
  GtkWidget          *second_letters[GK_N_LETTERS];  /* the opponent's second card */
  GtkWidget          *second_cards[GK_N_TILES];
  GtkWidget          *second_none[GK_N_COLOURS];
  GtkWidget          *renew_rows[GK_MAX_PLAYERS];
  char               *heading;
  char               *error;
  char               *summary;
  char               *fallback;
  char               *notice;
  char               *marker_hint;
  char              **lines;
  char              **shown_lines;      /* the lines the labels show */
  guint               shown_flags;
  GPtrArray          *line_labels;      /* the labels of lines_box, kept */
  guint               n_lines;          /* those shown */
  GArray             *shown_targets;    /* the marker buttons shown, and for which cell */
  gint                shown_marker[3];
  GkTile              shown_tile;
  char               *quick_error;
  guint               n_renewals;       /* the rows shown */
  guint               n_renewals_built;  /* the rows built, for renewals_key */
  char               *renewals_key;
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

static const GkTable *
current_table (GkRoundEntry *self)
{
  return gk_move_draft_get_table (self->draft);
}

static void
set_text (char       **slot,
          const char  *text)
{
  g_free (*slot);
  *slot = g_strdup (text);
}

/* ---- the buttons, made once ---- */

static void
set_toggle (GtkWidget *button,
            gboolean   active)
{
  if (button != NULL && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) != active)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), active);
}

static void
card_toggled (GkRoundEntry    *self,
              GtkToggleButton *button)
{
  GkCard card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card"));

  if (self->syncing)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_card (self->draft, card);
  else if (gk_move_draft_get_card (self->draft) == card)
    /* A card stays chosen until another one is. */
    set_toggle (GTK_WIDGET (button), TRUE);
}

static void
second_toggled (GkRoundEntry    *self,
                GtkToggleButton *button)
{
  GkCard card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "second"));

  if (self->syncing)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_second_card (self->draft, card);
  else if (gk_move_draft_get_second_card (self->draft) == card)
    set_toggle (GTK_WIDGET (button), TRUE);
}

static void
tile_toggled (GkRoundEntry    *self,
              GtkToggleButton *button)
{
  GkTile tile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tile"));

  if (self->syncing)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_tile (self->draft, tile);
  else if (gk_move_draft_get_tile (self->draft) == tile)
    /* The chosen tile clicked again: the card is played alone. */
    gk_move_draft_set_tile (self->draft, GK_NO_TILE);
}

static GtkWidget *
make_number_button (GkRoundEntry *self,
                    GkCard        card,
                    const char   *data_key,
                    const char   *accessible,
                    GCallback     toggled)
{
  g_autofree char *text = g_strdup_printf ("%u", gk_tile_get_number (card));
  GtkWidget *button = gtk_toggle_button_new_with_label (text);

  gtk_widget_add_css_class (button, "gk-card-button");
  gtk_widget_add_css_class (button, gk_colour_to_string (gk_tile_get_colour (card)));
  gtk_widget_set_tooltip_text (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_set_data (G_OBJECT (button), data_key, GINT_TO_POINTER (card));
  g_signal_connect_object (button, "toggled", toggled, self, G_CONNECT_SWAPPED);
  return button;
}

/* One row per colour: its name, then a button per number. */
typedef enum
{
  ROWS_CARDS,
  ROWS_TILES,
  ROWS_SECOND       /* the solo opponent's second card */
} RowsKind;

static void
make_colour_rows (GkRoundEntry *self,
                  GtkWidget    *box,
                  GtkWidget   **buttons,
                  GtkWidget   **none,
                  RowsKind      kind)
{
  gboolean tiles = kind == ROWS_TILES;
  const char *key = kind == ROWS_TILES ? "tile" : kind == ROWS_SECOND ? "second" : "card";
  GCallback toggled = kind == ROWS_TILES ? G_CALLBACK (tile_toggled)
                      : kind == ROWS_SECOND ? G_CALLBACK (second_toggled)
                      : G_CALLBACK (card_toggled);

  for (guint c = 0; c < GK_N_COLOURS; c++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (gk_colour_get_name ((GkColour) c));
      GtkWidget *flow = gtk_flow_box_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_size_request (label, 56, -1);
      gtk_widget_set_valign (label, GTK_ALIGN_START);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (row), label);

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 6);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 3);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 3);
      gtk_widget_set_hexpand (flow, TRUE);
      gtk_widget_add_css_class (flow, "gk-number-grid");
      /* No Tab stop per number: from the keyboard a tile or a card is
       * typed ("b12"), so Tab goes from the typed move to Confirm in a few
       * stops. */
      gtk_widget_set_can_focus (flow, FALSE);

      gtk_box_append (GTK_BOX (row), flow);

      for (guint number = 1; number <= GK_TILES_PER_COLOUR; number++)
        {
          GkCard card = gk_tile_make ((GkColour) c, number);
          g_autofree char *name = gk_card_get_name (card);
          g_autofree char *accessible = NULL;
          GtkWidget *button;

          if (tiles)
            /* TRANSLATORS: a button that chooses the tile played: "Tile Blue 12" */
            accessible = g_strdup_printf (_("Tile %s"), name);
          else if (kind == ROWS_SECOND)
            /* TRANSLATORS: solo, expert level: the second card drawn for the opponent:
             * "Second card Blue 12" */
            accessible = g_strdup_printf (_("Second card %s"), name);
          else
            /* TRANSLATORS: a button that chooses the card played: "Card Blue 12" */
            accessible = g_strdup_printf (_("Card %s"), name);
          button = make_number_button (self, card, key, accessible, toggled);
          gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
          buttons[card] = gtk_widget_get_parent (button);
          g_object_set_data (G_OBJECT (buttons[card]), "button", button);
        }

      none[c] = gtk_label_new (tiles ? _("none left") : _("none in play"));
      gtk_widget_add_css_class (none[c], "dim-label");
      gtk_label_set_xalign (GTK_LABEL (none[c]), 0);
      gtk_widget_set_margin_top (none[c], 6);
      gtk_widget_set_hexpand (none[c], TRUE);
      gtk_widget_set_visible (none[c], FALSE);
      gtk_box_append (GTK_BOX (row), none[c]);
      gtk_box_append (GTK_BOX (box), row);
    }
}

static GtkWidget *
button_of (GtkWidget *child)
{
  return child != NULL ? g_object_get_data (G_OBJECT (child), "button") : NULL;
}

/* ---- the form, shown for the table ---- */

/* rules.md 10: the solo opponent's move, whose card and tile the player
 * turns over and draws for it. */
static void
update_opponent_heading (GkRoundEntry  *self,
                         const GkTable *table)
{
  g_autofree char *sub = NULL;
  GtkWidget *badge;

  /* TRANSLATORS: the heading of the solo opponent's move; use its name in your
   * language (Hungarian "Hal lép", Russian "Ход Гоши") */
  set_text (&self->heading, _("HAL’s Turn"));
  badge = gk_player_badge_new (gk_table_get_player_colour (table, GK_PLAYER_HAL), self->heading);
  gtk_widget_add_css_class (badge, "title-3");
  gtk_box_append (GTK_BOX (self->heading_box), badge);
  gtk_label_set_text (self->opponent_label,
                      _("Turn HAL’s face-down card over and choose it, then draw a tile for HAL "
                        "at random from the reserve."));
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_label), TRUE);
  adw_preferences_group_set_title (self->card_group, _("HAL’s Card"));
  adw_preferences_group_set_description (self->tile_group,
                                         _("The tile drawn for HAL: HAL always builds."));
  gtk_entry_set_placeholder_text (self->quick_entry,
                                  gk_table_get_solo_level (table) == GK_SOLO_EXPERT
                                  /* TRANSLATORS: the examples use your letters for “bry” */
                                  ? _("Type HAL’s cards and tile: b7 r12, C D y8 2…")
                                  : _("Type HAL’s card and tile: b7 r12, C y8 2…"));
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
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_label), FALSE);
  /* What the human's move shows; the opponent's changes it. */
  adw_preferences_group_set_title (self->card_group, _("Card"));
  adw_preferences_group_set_description (self->tile_group,
                                         _("With a letter: an urbanization; with a building "
                                           "card: a construction."));
  gtk_entry_set_placeholder_text (self->quick_entry, _("Type a move: r9, A b12 1, y3 b5…"));
  if (player == GK_NO_PLAYER)
    return;

  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    /* TRANSLATORS: "Round 3 · solo game" */
    sub = g_strdup_printf (_("Round %u · solo game"), gk_table_get_round (table));
  else
    /* TRANSLATORS: "Round 3 · card 2 of 3" */
    sub = g_strdup_printf (_("Round %u · card %u of %u"), gk_table_get_round (table),
                           gk_table_get_actions_done (table) + 1, n);
  gtk_label_set_text (self->subheading_label, sub);

  if (player == GK_PLAYER_HAL)
    {
      update_opponent_heading (self, table);
      return;
    }

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
}

/* A player's renewal row: the badge, the tokens left, Renew. Its words do not
 * wrap, so a change elsewhere in the entry measures them once, not at
 * every width a wrapped subtitle would be tried at. */
static GtkWidget *
renewal_row_new (const GkTable *table,
                 gint           player)
{
  guint tokens = gk_table_get_renewal_tokens (table, player);
  const char *name = gk_table_get_player_name (table, player);
  g_autofree char *left = g_strdup_printf (ngettext ("%u token left", "%u tokens left", tokens),
                                           tokens);
  /* TRANSLATORS: tooltip of a button: "Anna renews their hand" */
  g_autofree char *tooltip = g_strdup_printf (_("%s renews their hand"), name);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (left);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Re_new"));

  /* A row of the expander's list as it is: the list adds none around it. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_add_css_class (box, "gk-renewal");
  gtk_box_append (GTK_BOX (box), gk_player_badge_new (gk_table_get_player_colour (table, player),
                                                      name));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.renew");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_int32 ((gint32) player));
  gtk_box_append (GTK_BOX (box), button);
  return row;
}

/* Who may renew, with their colour, name and tokens: the rows are built
 * again only when this changes. */
static char *
renewals_key (const GkTable *table)
{
  GString *key = g_string_new (NULL);

  for (guint p = 0; p < gk_table_get_n_players (table); p++)
    if (gk_table_can_renew (table, (gint) p))
      g_string_append_printf (key, "%u:%d:%u:%s\n", p, gk_table_get_player_colour (table, (gint) p),
                              gk_table_get_renewal_tokens (table, (gint) p),
                              gk_table_get_player_name (table, (gint) p));
  return g_string_free (key, FALSE);
}

static void
show_renewals (GkRoundEntry  *self,
               const GkTable *table)
{
  g_autofree char *key = NULL;

  if (!gk_table_in_renewals (table))
    {
      self->n_renewals = 0;
      gtk_widget_set_visible (self->renew_group, FALSE);
      return;
    }

  key = renewals_key (table);
  if (g_strcmp0 (key, self->renewals_key) != 0)
    {
      for (guint p = 0; p < GK_MAX_PLAYERS; p++)
        if (self->renew_rows[p] != NULL)
          adw_expander_row_remove (self->renew_row, g_steal_pointer (&self->renew_rows[p]));
      self->n_renewals_built = 0;
      for (guint p = 0; p < gk_table_get_n_players (table); p++)
        if (gk_table_can_renew (table, (gint) p))
          {
            self->renew_rows[p] = renewal_row_new (table, (gint) p);
            adw_expander_row_add_row (self->renew_row, self->renew_rows[p]);
            self->n_renewals_built++;
          }
      g_free (self->renewals_key);
      self->renewals_key = g_steal_pointer (&key);
    }
  self->n_renewals = self->n_renewals_built;

  /* Collapsed to one row until a player asks for it. */
  adw_expander_row_set_expanded (self->renew_row, FALSE);
  gtk_widget_set_visible (self->renew_group, self->n_renewals > 0);
}

/* Which card and tile buttons the table allows: a card that can be in a
 * hand, a tile not yet seen in the city (it may be behind a screen). */
static void
show_cards_and_tiles (GkRoundEntry  *self,
                      const GkTable *table)
{
  for (guint l = 0; l < GK_N_LETTERS; l++)
    gtk_widget_set_sensitive (self->letter_buttons[l],
                              gk_table_card_playable (table, gk_card_from_letter (l)));

  for (guint c = 0; c < GK_N_COLOURS; c++)
    {
      guint n_cards = 0, n_tiles = 0;

      for (guint number = 1; number <= GK_TILES_PER_COLOUR; number++)
        {
          GkCard card = gk_tile_make ((GkColour) c, number);
          gboolean playable = gk_table_card_playable (table, card);
          gboolean unseen = !gk_table_tile_in_city (table, card);

          gtk_widget_set_visible (self->card_buttons[card], playable);
          gtk_widget_set_visible (self->second_cards[card], playable);
          gtk_widget_set_visible (self->tile_buttons[card], unseen);
          n_cards += playable;
          n_tiles += unseen;
        }
      gtk_widget_set_visible (gtk_widget_get_parent (self->card_buttons[gk_tile_make (c, 1)]),
                              n_cards > 0);
      gtk_widget_set_visible (self->card_none[c], n_cards == 0);
      gtk_widget_set_visible (gtk_widget_get_parent (self->second_cards[gk_tile_make (c, 1)]),
                              n_cards > 0);
      gtk_widget_set_visible (self->second_none[c], n_cards == 0);
      gtk_widget_set_visible (gtk_widget_get_parent (self->tile_buttons[gk_tile_make (c, 1)]),
                              n_tiles > 0);
      gtk_widget_set_visible (self->tile_none[c], n_tiles == 0);
    }
}

static void
show_table (GkRoundEntry *self)
{
  GkGame *game = gk_move_draft_get_game (self->draft);
  const GkTable *table = current_table (self);

  if (table == NULL)
    return;
  if (game == self->built_game && gk_game_get_cursor (game) == self->built_cursor)
    return;
  self->built_game = game;
  self->built_cursor = gk_game_get_cursor (game);

  if (gk_table_is_game_over (table) || gk_table_get_next_player (table) == GK_NO_PLAYER)
    {
      gtk_stack_set_visible_child_name (self->stack, "over");
      set_text (&self->heading, _("Game over"));
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "entry");
  update_heading (self, table);
  show_renewals (self, table);
  show_cards_and_tiles (self, table);
}

/* ---- what the draft holds ---- */

static void
show_error (GkRoundEntry *self,
            const char   *message)
{
  set_text (&self->error, message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
sync_buttons (GkRoundEntry *self)
{
  GkCard card = gk_move_draft_get_card (self->draft);
  GkCard second = gk_move_draft_get_second_card (self->draft);
  GkTile tile = gk_move_draft_get_tile (self->draft);

  self->syncing = TRUE;
  for (guint l = 0; l < GK_N_LETTERS; l++)
    {
      set_toggle (self->letter_buttons[l], card == gk_card_from_letter (l));
      set_toggle (self->second_letters[l], second == gk_card_from_letter (l));
      /* The second card is another card than the first. */
      gtk_widget_set_sensitive (self->second_letters[l],
                                gtk_widget_get_sensitive (self->letter_buttons[l])
                                && card != gk_card_from_letter (l));
    }
  for (GkCard c = 0; c < GK_N_TILES; c++)
    {
      set_toggle (button_of (self->card_buttons[c]), card == c);
      set_toggle (button_of (self->second_cards[c]), second == c);
      set_toggle (button_of (self->tile_buttons[c]), tile == c);
    }
  self->syncing = FALSE;
  /* The second card belongs to the opponent's first, when it calls for one. */
  gtk_widget_set_visible (self->second_group, gk_move_draft_needs_second_card (self->draft));
}

static void
show_marker (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  GArray *targets = gk_move_draft_get_targets (self->draft);
  GkCard card = gk_move_draft_get_played_card (self->draft);
  g_autofree char *tile = NULL;
  g_autofree char *hint = NULL;
  guint letter;
  gint lx, ly, mx, my;
  gboolean has_marker = gk_move_draft_get_marker (self->draft, &mx, &my);

  gtk_widget_set_visible (self->marker_group, targets != NULL);
  if (targets == NULL)
    {
      set_text (&self->marker_hint, NULL);
      gk_ui_remove_children (GTK_WIDGET (self->marker_flow));
      g_clear_pointer (&self->shown_targets, g_array_unref);
      return;
    }
  /* The same targets for the same tile and marker cell: nothing to redo. */
  if (self->shown_targets != NULL && self->shown_targets->len == targets->len
      && memcmp (self->shown_targets->data, targets->data, targets->len * sizeof (gint)) == 0
      && self->shown_marker[0] == (has_marker ? 1 : 0) && (!has_marker
          || (self->shown_marker[1] == mx && self->shown_marker[2] == my))
      && self->shown_tile == gk_move_draft_get_tile (self->draft))
    return;
  g_clear_pointer (&self->shown_targets, g_array_unref);
  self->shown_targets = g_array_copy (targets);
  self->shown_marker[0] = has_marker ? 1 : 0;
  self->shown_marker[1] = has_marker ? mx : 0;
  self->shown_marker[2] = has_marker ? my : 0;
  self->shown_tile = gk_move_draft_get_tile (self->draft);
  gk_ui_remove_children (GTK_WIDGET (self->marker_flow));

  letter = gk_card_get_letter (card);
  tile = gk_card_get_name (gk_move_draft_get_tile (self->draft));
  gk_table_get_marker (table, letter, &lx, &ly);

  if (has_marker)
    {
      g_autofree char *where = gk_format_cell_near (mx, my, lx, ly, tile);

      /* TRANSLATORS: "Marker C goes to the right of Yellow 8." */
      hint = g_strdup_printf (_("Marker %c goes %s."), 'A' + letter, where);
    }
  else
    hint = g_strdup_printf (_("Where does marker %c go? Click a highlighted cell on the city, "
                              "or choose:"), 'A' + letter);
  set_text (&self->marker_hint, hint);
  gtk_label_set_text (self->marker_label, hint);

  for (guint i = 0; i + 1 < targets->len; i += 2)
    {
      gint x = g_array_index (targets, gint, i);
      gint y = g_array_index (targets, gint, i + 1);
      g_autofree char *where = gk_format_cell_near (x, y, lx, ly, tile);
      /* TRANSLATORS: a marker target button: its number (typed in the quick
       * entry) and where it is: "1 · to the right of Yellow 8" */
      g_autofree char *text = g_strdup_printf (_("%u · %s"), i / 2 + 1, where);
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button),
                                    has_marker && mx == x && my == y);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.marker");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                              g_variant_new ("(ii)", x, y));
      gtk_flow_box_append (self->marker_flow, button);
    }
}

/* The next line of the preview: a label kept from earlier previews, its
 * words and its kind changed, or a new one. */
static void
add_line (GkRoundEntry *self,
          const char   *text,
          const char   *css_class)
{
  static const char *const kinds[] = { "gk-effect", "accent", "warning" };
  GtkWidget *label;

  if (self->n_lines == self->line_labels->len)
    {
      label = gk_ui_wrapped_label_new (NULL);
      gtk_box_append (GTK_BOX (self->lines_box), label);
      g_ptr_array_add (self->line_labels, label);
    }
  label = g_ptr_array_index (self->line_labels, self->n_lines++);
  gtk_label_set_text (GTK_LABEL (label), text);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (!g_str_equal (kinds[i], css_class))
      gtk_widget_remove_css_class (label, kinds[i]);
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_visible (label, TRUE);
}

/* The lines after the last one added are hidden. */
static void
end_lines (GkRoundEntry *self)
{
  for (guint i = self->n_lines; i < self->line_labels->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->line_labels, i), FALSE);
}

/* The notes the entry adds under the engine's lines, as bits. */
static guint
preview_flags (const GkPreview *preview)
{
  return (preview->needs_tile_return ? 1 : 0) | (preview->marker_out_of_order ? 2 : 0)
         | (preview->rebuilds ? 4 : 0) | (preview->end_trigger != GK_END_NONE ? 8 : 0)
         | (preview->shifts_unneeded ? 16 : 0);
}

static void
show_preview (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  const GkPreview *preview = gk_move_draft_get_preview (self->draft);
  const char *notice = gk_move_draft_get_notice (self->draft);

  g_clear_pointer (&self->lines, g_strfreev);
  set_text (&self->summary, NULL);
  g_clear_pointer (&self->fallback, g_free);
  show_error (self, gk_move_draft_get_error (self->draft));

  /* What the player must know before confirming: the opponent's choice of
   * two cards, its action that cannot be paid for, its turn left out. */
  set_text (&self->notice, notice);
  gtk_label_set_text (self->notice_label, notice != NULL ? notice : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), notice != NULL);
  if (preview != NULL && preview->opponent_cannot_pay)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->notice_label), "accent");
      gtk_widget_add_css_class (GTK_WIDGET (self->notice_label), "warning");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->notice_label), "warning");
      gtk_widget_add_css_class (GTK_WIDGET (self->notice_label), "accent");
    }

  if (preview == NULL)
    {
      self->n_lines = 0;
      end_lines (self);
      g_clear_pointer (&self->shown_lines, g_strfreev);
      gtk_label_set_text (self->summary_label,
                          self->error != NULL ? _("This move is not possible") : "");
      gtk_widget_set_visible (GTK_WIDGET (self->fallback_label), FALSE);
      gtk_widget_set_visible (self->preview_box, FALSE);
      gtk_widget_set_visible (self->take_group, gk_move_draft_offers_take (self->draft));
      return;
    }

  if (preview->opponent_cannot_pay)
    {
      /* TRANSLATORS: the summary of the solo opponent's move when it cannot pay */
      set_text (&self->summary, _("No action: HAL cannot pay"));
      gtk_label_set_text (self->summary_label, self->summary);
    }
  else
    {
      g_autofree char *kind_summary = gk_format_preview_summary (preview);
      g_autofree char *title = g_strdup_printf ("%s · %s",
                                                gk_format_action_kind (preview->resolved),
                                                kind_summary);

      set_text (&self->summary, title);
      gtk_label_set_text (self->summary_label, title);
    }

  self->fallback = gk_format_fallback (preview->fallback, preview->entered);
  gtk_label_set_text (self->fallback_label, self->fallback != NULL ? self->fallback : "");
  gtk_widget_set_visible (GTK_WIDGET (self->fallback_label), self->fallback != NULL);

  self->lines = gk_format_effects (table, preview->effects);
  if (self->shown_lines != NULL && g_strv_equal ((const char * const *) self->lines,
                                                 (const char * const *) self->shown_lines)
      && self->shown_flags == preview_flags (preview))
    {
      /* The same words: the labels stay. */
      gtk_widget_set_visible (self->preview_box, TRUE);
      gtk_widget_set_visible (self->take_group, gk_move_draft_offers_take (self->draft));
      return;
    }
  self->n_lines = 0;
  g_strfreev (self->shown_lines);
  self->shown_lines = g_strdupv (self->lines);
  self->shown_flags = preview_flags (preview);
  for (guint i = 0; self->lines[i] != NULL; i++)
    add_line (self, self->lines[i], "gk-effect");
  if (preview->needs_tile_return)
    add_line (self, _("On confirming, each player says how many tiles they return to the "
                      "reserve."), "accent");
  if (preview->marker_out_of_order)
    add_line (self, gk_move_draft_get_order_warning (self->draft), "warning");
  if (preview->shifts_unneeded)
    add_line (self, gk_move_draft_get_shifts_warning (self->draft), "warning");
  if (preview->rebuilds)
    add_line (self, gk_steps_rebuild_note (), "accent");
  if (preview->end_trigger != GK_END_NONE)
    add_line (self, _("This move triggers the end: the current round is the last one."),
              "accent");
  end_lines (self);
  gtk_widget_set_visible (self->preview_box, TRUE);

  gtk_widget_set_visible (self->take_group, gk_move_draft_offers_take (self->draft));
}

static void
show_blocker (GkRoundEntry *self)
{
  const char *blocker = self->quick_error != NULL ? self->quick_error
                        : gk_move_draft_get_blocker (self->draft);
  gboolean complete = gk_move_draft_is_complete (self->draft);

  /* An engine refusal is already shown as the error. */
  if (blocker != NULL && g_strcmp0 (blocker, self->error) == 0)
    blocker = NULL;
  gtk_label_set_text (self->blocker_label, blocker != NULL ? blocker : "");
  gtk_widget_set_visible (GTK_WIDGET (self->blocker_label), blocker != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", complete);
  /* Says why, on the button too, while it cannot be pressed. */
  gk_ui_set_tooltip (self->confirm_button,
                     complete ? _("Confirm This Move (Ctrl+Enter)")
                     : gk_move_draft_get_blocker (self->draft));
}

static void
draft_changed (GkRoundEntry *self)
{
  show_table (self);
  sync_buttons (self);
  show_preview (self);
  show_marker (self);
  show_blocker (self);
}

static void
draft_notify_game (GkRoundEntry *self)
{
  self->built_game = NULL;
}

static void
draft_notify_card (GkRoundEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

static void
draft_notify_take (GkRoundEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAKE]);
}

/* ---- typing a move ---- */

static void
quick_changed (GkRoundEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->quick_entry));
  g_autoptr(GError) error = NULL;

  if (self->syncing)
    return;
  g_clear_pointer (&self->quick_error, g_free);
  gtk_widget_remove_css_class (GTK_WIDGET (self->quick_entry), "error");
  if (text[0] == '\0')
    {
      show_blocker (self);
      return;
    }
  if (!gk_move_draft_enter_text (self->draft, text, &error))
    {
      /* Half typed is normal: the reason shows, the draft stays as it was. */
      self->quick_error = g_strdup (error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->quick_entry), "error");
      show_blocker (self);
    }
}

static void
quick_activate (GkRoundEntry *self)
{
  gk_round_entry_confirm (self);
}

/* ---- the game ---- */

void
gk_round_entry_set_game (GkRoundEntry *self,
                         GkGame       *game)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  self->built_game = NULL;
  gk_move_draft_set_game (self->draft, game);
  gk_move_draft_clear (self->draft);
}

GkMoveDraft *
gk_round_entry_get_draft (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->draft;
}

void
gk_round_entry_focus_quick_entry (GkRoundEntry *self)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->quick_entry));
}

GtkWidget *
gk_round_entry_get_quick_entry (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return GTK_WIDGET (self->quick_entry);
}

/* ---- setters ---- */

void
gk_round_entry_clear (GkRoundEntry *self)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->quick_entry), "");
  self->syncing = FALSE;
  g_clear_pointer (&self->quick_error, g_free);
  gtk_widget_remove_css_class (GTK_WIDGET (self->quick_entry), "error");
  gk_move_draft_clear (self->draft);
}

void
gk_round_entry_set_card (GkRoundEntry *self,
                         GkCard        card)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gk_move_draft_set_card (self->draft, card);
}

GkCard
gk_round_entry_get_card (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), GK_NO_CARD);
  return gk_move_draft_get_card (self->draft);
}

void
gk_round_entry_set_tile (GkRoundEntry *self,
                         GkTile        tile)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gk_move_draft_set_tile (self->draft, tile);
}

GkTile
gk_round_entry_get_tile (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), GK_NO_TILE);
  return gk_move_draft_get_tile (self->draft);
}

void
gk_round_entry_set_take (GkRoundEntry *self,
                         GkTake        take)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gk_move_draft_set_take (self->draft, take);
}

void
gk_round_entry_set_marker (GkRoundEntry *self,
                           gint          x,
                           gint          y)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gk_move_draft_set_marker (self->draft, x, y);
}

void
gk_round_entry_pick_cell (GkRoundEntry *self,
                          gint          x,
                          gint          y)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gk_move_draft_pick_cell (self->draft, x, y);
}

/* ---- confirming ---- */

/* The tile-return dialog is held by a weak pointer: it may also go with
 * its window, or be closed by the window manager. */
static void
close_dialog (GkRoundEntry *self)
{
  GtkWindow *dialog = GTK_WINDOW (self->dialog);

  if (dialog == NULL)
    return;
  g_clear_weak_pointer (&self->dialog);
  gtk_window_destroy (dialog);
}

static gboolean
push_move (GkRoundEntry *self,
           const guint  *returns)
{
  const GkTable *table = current_table (self);
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;

  summary = g_strdup_printf ("%s: %s",
                             gk_table_get_player_name (table,
                                                       gk_move_draft_get_player (self->draft)),
                             self->summary != NULL ? self->summary : "");
  if (!gk_move_draft_confirm (self->draft, returns, &error))
    {
      show_error (self, error->message);
      if (self->dialog != NULL)
        gk_tile_return_dialog_set_error (self->dialog, error->message);
      return FALSE;
    }

  close_dialog (self);
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->quick_entry), "");
  self->syncing = FALSE;
  g_clear_pointer (&self->quick_error, g_free);
  /* However this move was confirmed (typed, a click, the tile-return
   * dialog), the next one can be typed at once: the button clicked is
   * insensitive now and would leave the page without a focus. */
  gtk_widget_grab_focus (GTK_WIDGET (self->quick_entry));
  /* The next turn is read from its heading, however far down this one
   * was entered. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  g_signal_emit (self, signals[MOVE_CONFIRMED], 0, summary);
  return TRUE;
}

static void
dialog_response (GkRoundEntry       *self,
                 gboolean            accepted,
                 GkTileReturnDialog *dialog)
{
  GkMove move;

  if (!accepted)
    {
      close_dialog (self);
      return;
    }

  move = *gk_move_draft_get_move (self->draft);
  gk_tile_return_dialog_fill_move (dialog, &move);
  push_move (self, move.returns);
}

gboolean
gk_round_entry_confirm (GkRoundEntry *self)
{
  const GkPreview *preview;

  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), FALSE);

  if (!gk_move_draft_is_complete (self->draft))
    return FALSE;

  preview = gk_move_draft_get_preview (self->draft);
  if (preview != NULL && preview->needs_tile_return)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      close_dialog (self);
      self->dialog = gk_tile_return_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                current_table (self), preview->return_max);
      g_object_add_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
      g_signal_connect_object (self->dialog, "response", G_CALLBACK (dialog_response), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (self->dialog));
      return TRUE;
    }

  return push_move (self, NULL);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  gk_round_entry_confirm (GK_ROUND_ENTRY (widget));
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
  if (!gk_game_push (gk_move_draft_get_game (self->draft), &move, &error))
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
gk_round_entry_get_notice (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->notice;
}

gboolean
gk_round_entry_second_visible (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), FALSE);
  return gtk_widget_get_visible (self->second_group);
}

GtkWidget *
gk_round_entry_get_second_card_button (GkRoundEntry *self,
                                       GkCard        card)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  if (gk_card_is_letter (card))
    return self->second_letters[gk_card_get_letter (card)];
  return button_of (self->second_cards[card]);
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
  return gk_move_draft_is_complete (self->draft);
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

GtkWidget *
gk_round_entry_get_card_button (GkRoundEntry *self,
                                GkCard        card)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  if (gk_card_is_letter (card))
    return self->letter_buttons[gk_card_get_letter (card)];
  return button_of (self->card_buttons[card]);
}

GtkWidget *
gk_round_entry_get_tile_button (GkRoundEntry *self,
                                GkTile        tile)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  g_return_val_if_fail (tile >= 0 && tile < GK_N_TILES, NULL);
  return button_of (self->tile_buttons[tile]);
}

GtkWidget *
gk_round_entry_get_confirm_button (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->confirm_button;
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
      g_value_set_int (value, gk_move_draft_get_card (self->draft));
      break;
    case PROP_TAKE:
      g_value_set_int (value, (int) gk_move_draft_get_take (self->draft));
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

  close_dialog (self);
  if (self->draft != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->draft, self);
      gk_move_draft_set_game (self->draft, NULL);
    }
  g_clear_object (&self->draft);
  self->built_game = NULL;

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_ROUND_ENTRY);

  G_OBJECT_CLASS (gk_round_entry_parent_class)->dispose (object);
}

static void
gk_round_entry_finalize (GObject *object)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  g_clear_pointer (&self->lines, g_strfreev);
  g_clear_pointer (&self->shown_lines, g_strfreev);
  g_clear_pointer (&self->line_labels, g_ptr_array_unref);
  g_clear_pointer (&self->shown_targets, g_array_unref);
  g_free (self->heading);
  g_free (self->renewals_key);
  g_free (self->error);
  g_free (self->summary);
  g_free (self->fallback);
  g_free (self->notice);
  g_free (self->marker_hint);
  g_free (self->quick_error);

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
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, opponent_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, card_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, second_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, second_letter_grid);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, second_building_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, tile_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, notice_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, quick_entry);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_row);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, letter_grid);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, building_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, tile_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, take_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_flow);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, preview_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, summary_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, fallback_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, lines_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, blocker_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, scroller);

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
  GtkWidget *shifts_row;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint l = 0; l < GK_N_LETTERS; l++)
    {
      char text[2] = { (char) ('A' + l), '\0' };
      g_autofree char *name = gk_card_get_name (gk_card_from_letter (l));
      g_autofree char *second_name = NULL;
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_widget_add_css_class (button, "gk-card-button");
      /* Not the entry.card action: a letter already played from this deck
       * is shown insensitive, which an action's target cannot be alone. */
      g_object_set_data (G_OBJECT (button), "card", GINT_TO_POINTER (gk_card_from_letter (l)));
      g_signal_connect_object (button, "toggled", G_CALLBACK (card_toggled), self,
                               G_CONNECT_SWAPPED);
      gtk_grid_attach (self->letter_grid, button, (int) (l % 6), (int) (l / 6), 1, 1);
      self->letter_buttons[l] = button;

      button = gtk_toggle_button_new_with_label (text);
      second_name = g_strdup_printf (_("Second card %s"), name);
      gtk_widget_set_tooltip_text (button, second_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, second_name, -1);
      gtk_widget_add_css_class (button, "gk-card-button");
      g_object_set_data (G_OBJECT (button), "second", GINT_TO_POINTER (gk_card_from_letter (l)));
      g_signal_connect_object (button, "toggled", G_CALLBACK (second_toggled), self,
                               G_CONNECT_SWAPPED);
      gtk_grid_attach (self->second_letter_grid, button, (int) (l % 6), (int) (l / 6), 1, 1);
      self->second_letters[l] = button;
    }
  make_colour_rows (self, self->building_box, self->card_buttons, self->card_none, ROWS_CARDS);
  make_colour_rows (self, self->second_building_box, self->second_cards, self->second_none,
                    ROWS_SECOND);
  make_colour_rows (self, self->tile_box, self->tile_buttons, self->tile_none, ROWS_TILES);

  g_signal_connect_object (self->quick_entry, "changed", G_CALLBACK (quick_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->quick_entry, "activate", G_CALLBACK (quick_activate), self,
                           G_CONNECT_SWAPPED);

  self->line_labels = g_ptr_array_new ();
  self->draft = gk_move_draft_new (NULL);
  g_signal_connect_swapped (self->draft, "changed", G_CALLBACK (draft_changed), self);
  g_signal_connect_swapped (self->draft, "notify::game", G_CALLBACK (draft_notify_game), self);
  g_signal_connect_swapped (self->draft, "notify::card", G_CALLBACK (draft_notify_card), self);
  g_signal_connect_swapped (self->draft, "notify::take", G_CALLBACK (draft_notify_take), self);

  /* The marker shifts entered on the city, under the marker's cell. */
  shifts_row = gk_shifts_row_new ();
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->marker_group)), shifts_row,
                              self->marker_group);
  gk_shifts_row_set_draft (GK_SHIFTS_ROW (shifts_row), self->draft);

  gtk_widget_set_visible (self->take_group, FALSE);
  gtk_widget_set_visible (self->second_group, FALSE);
  gtk_widget_set_visible (self->marker_group, FALSE);
  gtk_widget_set_visible (self->renew_group, FALSE);
  gtk_widget_set_visible (self->preview_box, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
}

GtkWidget *
gk_round_entry_new (void)
{
  return g_object_new (GK_TYPE_ROUND_ENTRY, NULL);
}
