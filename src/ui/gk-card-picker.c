/* gk-card-picker.c: the cards and tiles of the move being entered, as buttons
 *
 * The buttons of every card and tile are made once and shown or hidden as
 * the draft's table changes ("table"); the card, the second card and the
 * tile of the draft are the buttons pressed ("card", "second-card",
 * "tile").  Nothing is rebuilt per keystroke.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-card-picker.h"
#include "gk-format.h"
#include "gk-ui-util.h"

struct _GkCardPicker
{
  GtkWidget            parent_instance;

  /* template */
  GtkWidget           *box;
  AdwPreferencesGroup *card_group;
  GtkWidget           *second_group;
  GtkGrid             *second_letter_grid;
  GtkWidget           *second_building_box;
  AdwPreferencesGroup *tile_group;
  GtkGrid             *letter_grid;
  GtkWidget           *building_box;
  GtkWidget           *tile_box;

  GkMoveDraft         *draft;
  GSignalGroup        *draft_signals;
  GBinding            *second_shown;
  GtkWidget           *letter_buttons[GK_N_LETTERS];
  GtkWidget           *card_buttons[GK_N_TILES];   /* building cards */
  GtkWidget           *card_none[GK_N_COLOURS];    /* "none in play" */
  GtkWidget           *tile_none[GK_N_COLOURS];    /* "none left" */
  GtkWidget           *tile_buttons[GK_N_TILES];
  GtkWidget           *second_letters[GK_N_LETTERS];  /* the opponent's second card */
  GtkWidget           *second_cards[GK_N_TILES];
  GtkWidget           *second_none[GK_N_COLOURS];
  gboolean             syncing;
};

G_DEFINE_FINAL_TYPE (GkCardPicker, gk_card_picker, GTK_TYPE_WIDGET)

/* One row per colour: its name, then a button per number. */
typedef enum
{
  ROWS_CARDS,
  ROWS_TILES,
  ROWS_SECOND       /* the solo opponent's second card */
} RowsKind;

static GtkWidget *
button_of (GtkWidget *child)
{
  return child != NULL ? g_object_get_data (G_OBJECT (child), "button") : NULL;
}

static void
set_toggle (GtkWidget *button,
            gboolean   active)
{
  if (button != NULL && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) != active)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), active);
}

/* ---- pressed into the draft ---- */

static void
card_toggled (GkCardPicker    *self,
              GtkToggleButton *button)
{
  GkCard card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card"));

  if (self->syncing || self->draft == NULL)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_card (self->draft, card);
  else if (gk_move_draft_get_card (self->draft) == card)
    /* A card stays chosen until another one is. */
    set_toggle (GTK_WIDGET (button), TRUE);
}

static void
second_toggled (GkCardPicker    *self,
                GtkToggleButton *button)
{
  GkCard card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "second"));

  if (self->syncing || self->draft == NULL)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_second_card (self->draft, card);
  else if (gk_move_draft_get_second_card (self->draft) == card)
    set_toggle (GTK_WIDGET (button), TRUE);
}

static void
tile_toggled (GkCardPicker    *self,
              GtkToggleButton *button)
{
  GkTile tile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tile"));

  if (self->syncing || self->draft == NULL)
    return;
  if (gtk_toggle_button_get_active (button))
    gk_move_draft_set_tile (self->draft, tile);
  else if (gk_move_draft_get_tile (self->draft) == tile)
    /* The chosen tile clicked again: the card is played alone. */
    gk_move_draft_set_tile (self->draft, GK_NO_TILE);
}

/* ---- the buttons, made once ---- */

static GtkWidget *
make_button (GkCardPicker *self,
             const char   *text,
             GkCard        card,
             const char   *data_key,
             const char   *accessible,
             GCallback     toggled)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (text);

  gtk_widget_add_css_class (button, "gk-card-button");
  gk_ui_set_tooltip (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_set_data (G_OBJECT (button), data_key, GINT_TO_POINTER (card));
  g_signal_connect_object (button, "toggled", toggled, self, G_CONNECT_SWAPPED);
  return button;
}

static GtkWidget *
make_number_button (GkCardPicker *self,
                    GkCard        card,
                    RowsKind      kind)
{
  g_autofree char *text = g_strdup_printf ("%u", gk_tile_get_number (card));
  g_autofree char *name = gk_card_get_name (card);
  g_autofree char *accessible = NULL;
  GtkWidget *button;

  if (kind == ROWS_TILES)
    /* TRANSLATORS: a button that chooses the tile played: "Tile Blue 12" */
    accessible = g_strdup_printf (_("Tile %s"), name);
  else if (kind == ROWS_SECOND)
    /* TRANSLATORS: solo, expert level: the second card drawn for the opponent:
     * "Second card Blue 12" */
    accessible = g_strdup_printf (_("Second card %s"), name);
  else
    /* TRANSLATORS: a button that chooses the card played: "Card Blue 12" */
    accessible = g_strdup_printf (_("Card %s"), name);
  button = make_button (self, text, card,
                        kind == ROWS_TILES ? "tile" : kind == ROWS_SECOND ? "second" : "card",
                        accessible,
                        kind == ROWS_TILES ? G_CALLBACK (tile_toggled)
                        : kind == ROWS_SECOND ? G_CALLBACK (second_toggled)
                        : G_CALLBACK (card_toggled));
  gtk_widget_add_css_class (button, gk_colour_to_string (gk_tile_get_colour (card)));
  return button;
}

/* A colour's row: its name, and a flow box of its numbers. */
static GtkWidget *
colour_row_new (GkColour    colour,
                GtkWidget **flow)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (gk_colour_get_name (colour));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_size_request (label, 56, -1);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (row), label);

  *flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (*flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (*flow), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (*flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (*flow), 3);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (*flow), 3);
  gtk_widget_set_hexpand (*flow, TRUE);
  gtk_widget_add_css_class (*flow, "gk-number-grid");
  /* No Tab stop per number: from the keyboard a tile or a card is typed
   * ("b12"), so Tab goes from the typed move to Confirm in a few stops. */
  gtk_widget_set_can_focus (*flow, FALSE);
  gtk_box_append (GTK_BOX (row), *flow);
  return row;
}

static void
make_colour_rows (GkCardPicker *self,
                  GtkWidget    *box,
                  GtkWidget   **buttons,
                  GtkWidget   **none,
                  RowsKind      kind)
{
  for (guint c = 0; c < GK_N_COLOURS; c++)
    {
      GtkWidget *flow;
      GtkWidget *row = colour_row_new ((GkColour) c, &flow);

      for (guint number = 1; number <= GK_TILES_PER_COLOUR; number++)
        {
          GkCard card = gk_tile_make ((GkColour) c, number);
          GtkWidget *button = make_number_button (self, card, kind);

          gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
          buttons[card] = gtk_widget_get_parent (button);
          g_object_set_data (G_OBJECT (buttons[card]), "button", button);
        }

      none[c] = gtk_label_new (kind == ROWS_TILES ? _("none left") : _("none in play"));
      gtk_widget_add_css_class (none[c], "dim-label");
      gtk_label_set_xalign (GTK_LABEL (none[c]), 0);
      gtk_widget_set_margin_top (none[c], 6);
      gtk_widget_set_hexpand (none[c], TRUE);
      gtk_widget_set_visible (none[c], FALSE);
      gtk_box_append (GTK_BOX (row), none[c]);
      gtk_box_append (GTK_BOX (box), row);
    }
}

static void
make_letter_buttons (GkCardPicker *self)
{
  for (guint l = 0; l < GK_N_LETTERS; l++)
    {
      char text[2] = { (char) ('A' + l), '\0' };
      GkCard card = gk_card_from_letter (l);
      g_autofree char *name = gk_card_get_name (card);
      g_autofree char *second_name = g_strdup_printf (_("Second card %s"), name);

      /* Not an action: a letter already played from this deck is shown
       * insensitive, which an action's target cannot be alone. */
      self->letter_buttons[l] = make_button (self, text, card, "card", name,
                                             G_CALLBACK (card_toggled));
      gtk_grid_attach (self->letter_grid, self->letter_buttons[l], (int) (l % 6), (int) (l / 6),
                       1, 1);
      self->second_letters[l] = make_button (self, text, card, "second", second_name,
                                             G_CALLBACK (second_toggled));
      gtk_grid_attach (self->second_letter_grid, self->second_letters[l], (int) (l % 6),
                       (int) (l / 6), 1, 1);
    }
}

/* ---- following the draft ---- */

/* Which card and tile buttons the table allows: a card that can be in a
 * hand, a tile not yet seen in the city (it may be behind a screen). */
static void
show_cards_and_tiles (GkCardPicker  *self,
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

static void entered_changed (GkCardPicker *self);

/* A new table: its cards and tiles; rules.md 10: the solo opponent's card
 * and tile are turned over and drawn for it. */
static void
table_changed (GkCardPicker *self)
{
  const GkTable *table = gk_move_draft_get_table (self->draft);
  gint player = table != NULL ? gk_table_get_next_player (table) : GK_NO_PLAYER;

  if (player == GK_NO_PLAYER)
    return;
  if (player == GK_PLAYER_HAL)
    {
      adw_preferences_group_set_title (self->card_group, _("HAL’s Card"));
      adw_preferences_group_set_description (self->tile_group, gk_format_tile_use (TRUE));
    }
  else
    {
      adw_preferences_group_set_title (self->card_group, _("Card"));
      adw_preferences_group_set_description (self->tile_group, gk_format_tile_use (FALSE));
    }
  show_cards_and_tiles (self, table);
  entered_changed (self);
}

/* The card, the second card and the tile entered, pressed. */
static void
entered_changed (GkCardPicker *self)
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
}

void
gk_card_picker_set_draft (GkCardPicker *self,
                          GkMoveDraft  *draft)
{
  g_return_if_fail (GK_IS_CARD_PICKER (self));
  g_return_if_fail (draft == NULL || GK_IS_MOVE_DRAFT (draft));

  g_clear_pointer (&self->second_shown, g_binding_unbind);
  g_set_object (&self->draft, draft);
  g_signal_group_set_target (self->draft_signals, draft);
  if (draft == NULL)
    return;
  /* The second card is asked for when the opponent's first calls for one. */
  self->second_shown = g_object_bind_property (draft, "needs-second-card", self->second_group,
                                               "visible", G_BINDING_SYNC_CREATE);
  table_changed (self);
}

/* ---- GObject ---- */

static void
gk_card_picker_dispose (GObject *object)
{
  GkCardPicker *self = GK_CARD_PICKER (object);

  g_clear_pointer (&self->second_shown, g_binding_unbind);
  if (self->draft_signals != NULL)
    g_signal_group_set_target (self->draft_signals, NULL);
  g_clear_object (&self->draft_signals);
  g_clear_object (&self->draft);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_CARD_PICKER);

  G_OBJECT_CLASS (gk_card_picker_parent_class)->dispose (object);
}

static void
gk_card_picker_class_init (GkCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_card_picker_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, box);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, card_group);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, second_group);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, second_letter_grid);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, second_building_box);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, tile_group);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, letter_grid);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, building_box);
  gtk_widget_class_bind_template_child (widget_class, GkCardPicker, tile_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
gk_card_picker_init (GkCardPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_preferences_group_set_description (self->tile_group, gk_format_tile_use (FALSE));

  make_letter_buttons (self);
  make_colour_rows (self, self->building_box, self->card_buttons, self->card_none, ROWS_CARDS);
  make_colour_rows (self, self->second_building_box, self->second_cards, self->second_none,
                    ROWS_SECOND);
  make_colour_rows (self, self->tile_box, self->tile_buttons, self->tile_none, ROWS_TILES);
  gtk_widget_set_visible (self->second_group, FALSE);

  self->draft_signals = g_signal_group_new (GK_TYPE_MOVE_DRAFT);
  g_signal_group_connect_swapped (self->draft_signals, "notify::table",
                                  G_CALLBACK (table_changed), self);
  g_signal_group_connect_swapped (self->draft_signals, "notify::card",
                                  G_CALLBACK (entered_changed), self);
  g_signal_group_connect_swapped (self->draft_signals, "notify::second-card",
                                  G_CALLBACK (entered_changed), self);
  g_signal_group_connect_swapped (self->draft_signals, "notify::tile",
                                  G_CALLBACK (entered_changed), self);
}
