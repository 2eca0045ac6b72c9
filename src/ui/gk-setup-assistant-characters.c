/* gk-setup-assistant-characters.c: the setup assistant's characters step:
 * each player's characters as printed on their cards, or an introductory
 * set dealt to the seat, and the question about characters left blank
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-fold-box.h"
#include "gk-intro-sets.h"
#include "gk-setup-assistant-private.h"
#include "gk-ui-util.h"

/* ---- characters ---- */

static GtkWidget *
spin_new (guint       max,
          const char *accessible_label)
{
  GtkWidget *spin = gk_ui_spin_button_new (0, max);

  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
  return spin;
}

static GtkWidget *
header_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* A character's widgets were changed: the draft gets the character. */
static void
character_widget_changed (GkSetupAssistant *self,
                          GParamSpec       *pspec,
                          GtkWidget        *widget)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gk-seat"));
  guint c = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gk-character"));
  SeatWidgets *w = &self->seats[seat];
  GkCharacter character;

  if (self->syncing || !self->built)
    return;
  character.colour = (GkColour) gtk_drop_down_get_selected (GTK_DROP_DOWN (w->colour[c]));
  character.trigger = (GkTrigger) gtk_drop_down_get_selected (GTK_DROP_DOWN (w->trigger[c]));
  character.tiles = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->tiles[c]));
  character.resources =
    (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->resources[c]));
  character.points = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->points[c]));
  gk_setup_draft_set_character (self->draft, seat, c, &character);
}

static void
follow_character_widget (GkSetupAssistant *self,
                         GtkWidget        *widget,
                         guint             seat,
                         guint             c)
{
  g_object_set_data (G_OBJECT (widget), "gk-seat", GUINT_TO_POINTER (seat));
  g_object_set_data (G_OBJECT (widget), "gk-character", GUINT_TO_POINTER (c));
  g_signal_connect_object (widget, GTK_IS_DROP_DOWN (widget) ? "notify::selected" : "notify::value",
                           G_CALLBACK (character_widget_changed), self, G_CONNECT_SWAPPED);
}

/* Every character's row has the same column widths, whatever the text
 * of the dropdowns: the columns line up and do not jump, and every row
 * folds at the same width. */
static void
add_cell (GkSetupAssistant *self,
          GtkWidget        *row,
          GtkWidget        *child,
          int               column)
{
  gtk_size_group_add_widget (self->character_columns[column], child);
  gtk_widget_set_parent (child, row);
}

/* A field of a character: its name over its control.  Side by side the
 * names of the first character's fields head the columns; one above the
 * other (a phone) every field is named. */
static GtkWidget *
field_new (const char *caption,
           GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (box), header_label (caption));
  gtk_widget_set_valign (control, GTK_ALIGN_END);
  gtk_widget_set_vexpand (control, TRUE);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

static gboolean
show_character_row_fold (gpointer data)
{
  GtkWidget *row = data;
  gboolean folded = gk_fold_box_get_folded (GK_FOLD_BOX (row));
  gboolean first = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "gk-character")) == 0;
  GtkWidget *name = gtk_widget_get_first_child (row);

  g_object_set_data (G_OBJECT (row), "gk-fold-pending", NULL);
  if (name == NULL)
    return G_SOURCE_REMOVE;
  /* Side by side, level with the controls (34 pixels high) under the
   * first row's column names. */
  gtk_widget_set_valign (name, folded ? GTK_ALIGN_START : GTK_ALIGN_END);
  gtk_widget_set_margin_bottom (name, folded ? 0 : 8);
  if (folded)
    gtk_widget_add_css_class (name, "heading");
  else
    gtk_widget_remove_css_class (name, "heading");
  for (GtkWidget *field = gtk_widget_get_next_sibling (name); field != NULL;
       field = gtk_widget_get_next_sibling (field))
    gtk_widget_set_visible (gtk_widget_get_first_child (field), folded || first);
  return G_SOURCE_REMOVE;
}

/* Decided as the row is laid out: shown after it. */
static void
character_row_folded (GtkWidget  *row,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  if (g_object_get_data (G_OBJECT (row), "gk-fold-pending") != NULL)
    return;
  g_object_set_data (G_OBJECT (row), "gk-fold-pending", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, show_character_row_fold, g_object_ref (row),
                   g_object_unref);
}

static GtkWidget *
spin_field_new (GtkWidget **slot,
                guint       max,
                const char *caption,
                char       *accessible_label)
{
  *slot = spin_new (max, accessible_label);
  g_free (accessible_label);
  return field_new (caption, *slot);
}

static GtkWidget *
character_row_new (GkSetupAssistant *self,
                   guint             seat,
                   guint             c,
                   const char      **colours,
                   const char      **triggers)
{
  SeatWidgets *w = &self->seats[seat];
  g_autofree char *title = g_strdup_printf (_("Character %u"), c + 1);
  g_autofree char *colour_label =
    g_strdup_printf (_("Player %u, character %u: colour"), seat + 1, c + 1);
  g_autofree char *trigger_label =
    g_strdup_printf (_("Player %u, character %u: bonus trigger"), seat + 1, c + 1);
  GtkWidget *row = gk_fold_box_new ();
  GtkWidget *label = gtk_label_new (title);

  g_object_set (row, "spacing", 12, NULL);
  g_object_set_data (G_OBJECT (row), "gk-character", GUINT_TO_POINTER (c));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  add_cell (self, row, label, 0);

  w->colour[c] = gtk_drop_down_new_from_strings (colours);
  gk_ui_set_accessible_name (w->colour[c], colour_label);
  add_cell (self, row, field_new (_("Colour"), w->colour[c]), 1);

  w->trigger[c] = gtk_drop_down_new_from_strings (triggers);
  gk_ui_set_accessible_name (w->trigger[c], trigger_label);
  add_cell (self, row, field_new (_("Bonus trigger"), w->trigger[c]), 2);

  add_cell (self, row,
            spin_field_new (&w->tiles[c], GK_CHARACTER_MAX_TILES, _("Tiles"),
                            g_strdup_printf (_("Player %u, character %u: starting tiles"),
                                             seat + 1, c + 1)), 3);
  add_cell (self, row,
            spin_field_new (&w->resources[c], GK_CHARACTER_MAX_RESOURCES, _("Resources"),
                            g_strdup_printf (_("Player %u, character %u: starting resources"),
                                             seat + 1, c + 1)), 4);
  add_cell (self, row,
            spin_field_new (&w->points[c], GK_CHARACTER_MAX_POINTS, _("Points"),
                            g_strdup_printf (_("Player %u, character %u: starting points"),
                                             seat + 1, c + 1)), 5);
  follow_character_widget (self, w->colour[c], seat, c);
  follow_character_widget (self, w->trigger[c], seat, c);
  follow_character_widget (self, w->tiles[c], seat, c);
  follow_character_widget (self, w->resources[c], seat, c);
  follow_character_widget (self, w->points[c], seat, c);

  g_signal_connect (row, "notify::folded", G_CALLBACK (character_row_folded), NULL);
  show_character_row_fold (row);
  return row;
}

/* The set dealt to a seat, in the draft: its characters filled in there
 * (and shown), a set dealt twice refused there. */
static void
preset_changed (GkSetupAssistant *self,
                GParamSpec       *pspec,
                GtkDropDown      *dropdown)
{
  guint set = gtk_drop_down_get_selected (dropdown);
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "gk-seat"));

  if (set > GK_N_INTRO_SETS)
    return;
  gtk_widget_set_visible (self->seats[seat].assumed, set > 0);
  gk_setup_draft_set_intro_set (self->draft, seat, set);
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    _gk_setup_assistant_show_character (self, seat, c);
  /* Said at once on the page once Next has said something. */
  if (self->error != NULL)
    _gk_setup_assistant_validate (self);
}

static GtkWidget *
preset_row_new (GkSetupAssistant *self,
                guint             seat)
{
  SeatWidgets *w = &self->seats[seat];
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autofree char *accessible = NULL;
  /* The name, the set and the note beside, or one over the other where
   * the name and the set do not fit a phone side by side. */
  GtkWidget *box = gk_fold_box_new ();
  GtkWidget *label = gtk_label_new (_("Introductory set"));

  gtk_string_list_append (list, _("None: as printed"));
  for (guint set = 1; set <= GK_N_INTRO_SETS; set++)
    {
      /* TRANSLATORS: one of the numbered introductory character sets */
      g_autofree char *name = g_strdup_printf (_("Set %u"), set);

      gtk_string_list_append (list, name);
    }
  g_object_set (box, "spacing", 12, "fold-threshold-policy", ADW_FOLD_THRESHOLD_POLICY_MINIMUM,
                NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_parent (label, box);

  w->preset = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
  accessible = g_strdup_printf (_("Player %u: introductory character set"), seat + 1);
  gk_ui_set_accessible_name (w->preset, accessible);
  g_object_set_data (G_OBJECT (w->preset), "gk-seat", GUINT_TO_POINTER (seat));
  g_signal_connect_object (w->preset, "notify::selected", G_CALLBACK (preset_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_halign (w->preset, GTK_ALIGN_START);
  gtk_widget_set_parent (w->preset, box);

  w->assumed = gtk_label_new (_("Assumed from a fan list, not from the rulebook: check each "
                                "character against its card."));
  gtk_label_set_wrap (GTK_LABEL (w->assumed), TRUE);
  gtk_label_set_xalign (GTK_LABEL (w->assumed), 0);
  gtk_widget_set_hexpand (w->assumed, TRUE);
  gtk_widget_add_css_class (w->assumed, "warning");
  gtk_widget_add_css_class (w->assumed, "caption");
  gtk_widget_set_visible (w->assumed, FALSE);
  gtk_widget_set_parent (w->assumed, box);
  return box;
}

void
_gk_setup_assistant_build_character_group (GkSetupAssistant *self,
                                           guint             seat)
{
  const char *colours[GK_N_COLOURS + 1];
  const char *triggers[GK_N_TRIGGERS + 1];
  SeatWidgets *w = &self->seats[seat];
  GtkWidget *rows;
  GtkWidget *card;

  for (guint c = 0; c < GK_N_COLOURS; c++)
    colours[c] = gk_colour_get_name ((GkColour) c);
  colours[GK_N_COLOURS] = NULL;
  for (guint t = 0; t < GK_N_TRIGGERS; t++)
    triggers[t] = gk_trigger_get_name ((GkTrigger) t);
  triggers[GK_N_TRIGGERS] = NULL;

  w->group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  w->group_title = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (w->group), w->group_title);
  gtk_box_append (GTK_BOX (w->group), preset_row_new (self, seat));

  card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (w->group), card);

  rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (rows, 12);
  gtk_widget_set_margin_bottom (rows, 12);
  gtk_widget_set_margin_start (rows, 12);
  gtk_widget_set_margin_end (rows, 12);
  gtk_box_append (GTK_BOX (card), rows);
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    gtk_box_append (GTK_BOX (rows), character_row_new (self, seat, c, colours, triggers));

  gtk_box_append (GTK_BOX (self->characters_box), w->group);
}

/* The draft's character in its widgets. */
void
_gk_setup_assistant_show_character (GkSetupAssistant *self,
                                    guint             seat,
                                    guint             index)
{
  SeatWidgets *w = &self->seats[seat];
  GkCharacter character;

  gk_setup_draft_get_character (self->draft, seat, index, &character);
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (w->colour[index]), character.colour);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (w->trigger[index]), character.trigger);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->tiles[index]), character.tiles);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->resources[index]), character.resources);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->points[index]), character.points);
  self->syncing = FALSE;
}

void
gk_setup_assistant_set_character (GkSetupAssistant  *self,
                                  guint              seat,
                                  guint              index,
                                  const GkCharacter *character)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (index < GK_N_CHARACTERS);
  g_return_if_fail (character != NULL);

  gk_setup_draft_set_character (self->draft, seat, index, character);
  _gk_setup_assistant_show_character (self, seat, index);
}

void
gk_setup_assistant_set_preset (GkSetupAssistant *self,
                               guint             seat,
                               guint             set)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (set <= GK_N_INTRO_SETS);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].preset), set);
}

gboolean
gk_setup_assistant_get_preset_assumed (GkSetupAssistant *self,
                                       guint             seat)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), FALSE);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, FALSE);

  return gtk_widget_get_visible (self->seats[seat].assumed);
}

/* A character left as the empty form shows it (blue, exploit, nothing
 * given) was most likely never entered: say so once, and go on when Next
 * is pressed again with the same characters blank. */
gboolean
_gk_setup_assistant_confirm_blank_characters (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  g_autoptr(GString) which = g_string_new (NULL);
  g_autofree char *message = NULL;
  guint blank = 0, n = 0;

  for (guint p = 0; p < setup->n_players; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      if (gk_character_is_default (&setup->players[p].characters[c]))
        {
          g_autofree char *name = gk_setup_player_name_or_default (setup->players[p].name, p);

          blank |= 1u << (p * GK_N_CHARACTERS + c);
          if (n++ > 0)
            g_string_append (which, _(", "));
          /* TRANSLATORS: a character in a list: the player's name, the character's number */
          g_string_append_printf (which, _("%s %u"), name, c + 1);
        }

  if (blank == 0 || blank == self->confirmed_blank)
    return TRUE;

  self->confirmed_blank = blank;
  message = g_strdup_printf (ngettext ("%u character is still as the empty form shows it (blue, "
                                       "exploit, nothing given): %s. Enter it as printed, or "
                                       "press Next again to keep it.",
                                       "%u characters are still as the empty form shows them "
                                       "(blue, exploit, nothing given): %s. Enter them as "
                                       "printed, or press Next again to keep them.", n),
                             n, which->str);
  _gk_setup_assistant_set_error (self, message);
  return FALSE;
}

