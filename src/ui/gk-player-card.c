/* gk-player-card.c: one seat's counts in the table panel
 *
 * Built once from its template; each move updates its labels in place.  The
 * badge (name and colour) and the chips (characters, and kept cards with
 * what each is assumed to do) are replaced only when what they show
 * changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-player-card.h"
#include "gk-player-style.h"
#include "gk-shadow-bin.h"
#include "gk-ui-util.h"

enum
{
  COLUMN_SUPPLY,
  COLUMN_SCREEN,
  COLUMN_CITY,
  COLUMN_TILES,
  COLUMN_RENEWAL,
  N_COLUMNS
};

/* A flow box of chips and the labels it holds, kept from move to move. */
typedef struct
{
  GtkWidget *box;
  GPtrArray *labels;
  guint      n;          /* those shown */
} ChipRow;

struct _GkPlayerCard
{
  GtkWidget  parent_instance;

  GtkWidget *card;       /* the shadow bin holding the box */
  GtkWidget *box;
  GtkWidget *badge_slot;
  GtkWidget *first_chip;
  GtkWidget *points;
  GtkWidget *counts;
  GtkWidget *chips;
  GtkWidget *kept_chips;
  GtkWidget *heads[N_COLUMNS];
  GtkWidget *numbers[N_COLUMNS];

  char      *points_text;
  char      *resources_text;
  char      *badge_key;  /* colour and name the badge shows */
  char      *chips_key;  /* the characters and kept cards the chips show */
  ChipRow    characters;
  ChipRow    kept;
};

G_DEFINE_FINAL_TYPE (GkPlayerCard, gk_player_card, GTK_TYPE_WIDGET)

static void
set_text (GtkWidget  *label,
          const char *text)
{
  /* Setting the same text again would still queue a resize. */
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_label (GTK_LABEL (label), text);
}

static gboolean
replace_key (char       **slot,
             const char  *key)
{
  if (g_strcmp0 (*slot, key) == 0)
    return FALSE;
  g_free (*slot);
  *slot = g_strdup (key);
  return TRUE;
}

/* The next chip: a label kept from an earlier move with its words, its
 * tooltip and its colour changed where they differ, or a new one.  With
 * GK_N_COLOURS it is the mark of assumed card data after the kept cards. */
static void
add_chip (ChipRow    *row,
          const char *text,
          const char *tooltip,
          GkColour    colour)
{
  GtkWidget *chip;

  if (row->n == row->labels->len)
    {
      chip = gtk_label_new (NULL);
      gtk_widget_add_css_class (chip, "gk-chip");
      gtk_widget_set_halign (chip, GTK_ALIGN_START);
      /* A long chip (a kept card's assumed effect, in Russian) breaks into
       * lines rather than widen the column: the window keeps its declared
       * minimum width in every language. */
      gtk_label_set_wrap (GTK_LABEL (chip), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (chip), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (chip), 0);
      gtk_flow_box_append (GTK_FLOW_BOX (row->box), chip);
      g_ptr_array_add (row->labels, chip);
    }
  chip = g_ptr_array_index (row->labels, row->n++);
  set_text (chip, text);
  gk_ui_set_tooltip (chip, tooltip);
  for (guint c = 0; c < GK_N_COLOURS; c++)
    if (c != colour)
      gtk_widget_remove_css_class (chip, gk_colour_to_string ((GkColour) c));
  if (colour < GK_N_COLOURS)
    {
      gtk_widget_remove_css_class (chip, "gk-assumed");
      gtk_widget_add_css_class (chip, gk_colour_to_string (colour));
    }
  else
    gtk_widget_add_css_class (chip, "gk-assumed");
  /* the flow box's own child around the label */
  gtk_widget_set_visible (gtk_widget_get_parent (chip), TRUE);
}

static void
update_badge (GkPlayerCard  *self,
              const GkTable *table,
              gint           player)
{
  GkPlayerColour colour = gk_table_get_player_colour (table, player);
  const char *name = gk_table_get_player_name (table, player);
  g_autofree char *key = g_strdup_printf ("%d %s", colour, name);
  GtkWidget *badge;

  if (!replace_key (&self->badge_key, key))
    return;
  gk_ui_remove_children (self->badge_slot);
  badge = gk_player_badge_new (colour, name);
  gtk_widget_add_css_class (badge, "heading");
  gtk_box_append (GTK_BOX (self->badge_slot), badge);
}

static void
update_counts (GkPlayerCard  *self,
               const GkTable *table,
               gint           player)
{
  gboolean screen = gk_table_player_has_screen (table, player);
  gboolean renewals = gk_table_uses_renewal_tokens (table);
  guint values[N_COLUMNS] = {
    gk_table_get_resources_supply (table, player),
    screen ? gk_table_get_resources_screen (table, player) : 0,
    gk_table_get_resources_city (table, player),
    screen ? gk_table_get_tiles (table, player) : 0,
    renewals ? gk_table_get_renewal_tokens (table, player) : 0,
  };
  gboolean shown[N_COLUMNS] = { TRUE, screen, TRUE, screen, renewals };
  g_autofree char *description = gk_format_player_holdings (table, player);

  g_free (self->resources_text);
  self->resources_text = gk_format_player_resources (table, player);

  for (guint i = 0; i < N_COLUMNS; i++)
    {
      char number[16];

      g_snprintf (number, sizeof number, "%u", values[i]);
      set_text (self->numbers[i], number);
      gtk_widget_set_visible (self->heads[i], shown[i]);
      gtk_widget_set_visible (self->numbers[i], shown[i]);
    }
  if (g_strcmp0 (gk_ui_get_tooltip (self->counts), description) != 0)
    {
      gk_ui_set_tooltip (self->counts, description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->counts),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
    }
}

/* The chips after the last one added are hidden, and the row without any. */
static void
end_chips (ChipRow *row)
{
  for (guint i = row->n; i < row->labels->len; i++)
    gtk_widget_set_visible (gtk_widget_get_parent (g_ptr_array_index (row->labels, i)), FALSE);
  gtk_widget_set_visible (row->box, row->n > 0);
}

static void
update_chips (GkPlayerCard  *self,
              const GkTable *table,
              gint           player)
{
  guint n_chars = gk_table_get_n_characters (table, player);
  guint n_kept = gk_table_get_n_kept (table, player);
  gboolean assumed = FALSE;
  g_autoptr (GString) key = g_string_new (NULL);

  for (guint i = 0; i < n_chars; i++)
    {
      const GkCharacter *character = gk_table_get_character (table, player, i);

      g_string_append_printf (key, "c%d.%d.%u.%u.%u ", character->colour, character->trigger,
                              character->resources, character->tiles, character->points);
    }
  for (guint i = 0; i < n_kept; i++)
    g_string_append_printf (key, "k%d ", (int) gk_table_get_kept (table, player, i));
  if (!replace_key (&self->chips_key, key->str))
    return;

  self->characters.n = 0;
  self->kept.n = 0;
  for (guint i = 0; i < n_chars; i++)
    {
      const GkCharacter *character = gk_table_get_character (table, player, i);
      g_autofree char *tooltip = gk_format_character (character);
      const char *text = gk_format_character_bonus (character->colour, character->trigger);

      add_chip (&self->characters, text, tooltip, character->colour);
    }
  /* rules.md 8: what each kept card does, beside it, and whether it is
   * assumed */
  for (guint i = 0; i < n_kept; i++)
    {
      GkCard kept = gk_table_get_kept (table, player, i);
      g_autofree char *label = gk_format_kept_card_label (kept);
      g_autofree char *tooltip = gk_format_kept_card (kept);

      add_chip (&self->kept, label, tooltip, gk_tile_get_colour (kept));
      assumed |= !gk_card_get_info (kept)->verified;
    }
  if (assumed)
    add_chip (&self->kept, gk_format_assumed (), gk_format_assumed_note (), GK_N_COLOURS);
  end_chips (&self->characters);
  end_chips (&self->kept);
}

void
gk_player_card_update (GkPlayerCard  *self,
                       const GkTable *table,
                       gint           player)
{
  guint points;

  g_return_if_fail (GK_IS_PLAYER_CARD (self));
  g_return_if_fail (table != NULL);

  if (gk_table_get_next_player (table) == player)
    gtk_widget_add_css_class (self->box, "gk-acting");
  else
    gtk_widget_remove_css_class (self->box, "gk-acting");
  update_badge (self, table, player);
  gtk_widget_set_visible (self->first_chip, gk_table_get_first_player (table) == player);

  points = gk_table_get_points (table, player);
  g_free (self->points_text);
  self->points_text = g_strdup_printf (ngettext ("%u point", "%u points", points), points);
  set_text (self->points, self->points_text);

  update_counts (self, table, player);
  update_chips (self, table, player);
}

const char *
gk_player_card_get_points_text (GkPlayerCard *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_CARD (self), NULL);
  return self->points_text;
}

const char *
gk_player_card_get_resources_text (GkPlayerCard *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_CARD (self), NULL);
  return self->resources_text;
}

static void
gk_player_card_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GK_TYPE_PLAYER_CARD);

  G_OBJECT_CLASS (gk_player_card_parent_class)->dispose (object);
}

static void
gk_player_card_finalize (GObject *object)
{
  GkPlayerCard *self = GK_PLAYER_CARD (object);

  g_free (self->points_text);
  g_free (self->resources_text);
  g_free (self->badge_key);
  g_free (self->chips_key);
  g_clear_pointer (&self->characters.labels, g_ptr_array_unref);
  g_clear_pointer (&self->kept.labels, g_ptr_array_unref);

  G_OBJECT_CLASS (gk_player_card_parent_class)->finalize (object);
}

static void
gk_player_card_class_init (GkPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (GK_TYPE_SHADOW_BIN);
  object_class->dispose = gk_player_card_dispose;
  object_class->finalize = gk_player_card_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, card);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, box);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, badge_slot);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, first_chip);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, points);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, counts);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, chips);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerCard, kept_chips);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "first_chip", N_("First player this round"),
  NULL
};

static void
gk_player_card_init (GkPlayerCard *self)
{
  /* TRANSLATORS: column heads over a player's counts, kept short */
  const char *heads[N_COLUMNS] = { C_("resources", "Supply"), C_("resources", "Screen"),
                                   C_("resources", "City"), _("Tiles"),
                                   C_("renewal tokens", "Renew") };

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_PLAYER_CARD, tooltips);
  self->characters = (ChipRow) { self->chips, g_ptr_array_new (), 0 };
  self->kept = (ChipRow) { self->kept_chips, g_ptr_array_new (), 0 };

  for (guint i = 0; i < N_COLUMNS; i++)
    {
      self->heads[i] = gtk_label_new (heads[i]);
      gtk_label_set_ellipsize (GTK_LABEL (self->heads[i]), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (self->heads[i], "caption");
      gtk_widget_add_css_class (self->heads[i], "dim-label");
      self->numbers[i] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->numbers[i], "numeric");
      gtk_widget_add_css_class (self->numbers[i], "gk-count");
      gtk_grid_attach (GTK_GRID (self->counts), self->heads[i], (int) i, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (self->counts), self->numbers[i], (int) i, 1, 1, 1);
    }
}

GtkWidget *
gk_player_card_new (void)
{
  return g_object_new (GK_TYPE_PLAYER_CARD, NULL);
}
