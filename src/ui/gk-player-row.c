/* gk-player-row.c: one player's row: seat, name, colour, first player
 *
 * The row only holds what is typed and chosen; the pages decide what a
 * colour taken by another player means (a swap, or the engine's refusal),
 * and the engine says whether a name can be a name (gk_player_name_check).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-name-suggestions.h"
#include "gk-fold-box.h"
#include "gk-player-row.h"
#include "gk-ui-util.h"

struct _GkPlayerRow
{
  AdwPreferencesRow  parent_instance;

  /* template */
  GtkWidget    *seat_label;
  GtkWidget    *box;
  GtkWidget    *name_entry;
  GtkWidget    *first_check;

  GtkWidget    *colour_dropdown;
  guint         seat;
  gboolean      show_seat;
  gboolean      show_first;
  char         *name_error;
  GBindingGroup *bindings;     /* to the player shown */

  /* names of people known from earlier plays, offered while typing */
  GkNameSuggestions *suggestions;
};

G_DEFINE_FINAL_TYPE (GkPlayerRow, gk_player_row, ADW_TYPE_PREFERENCES_ROW)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_NAME,
  PROP_NAME_ERROR,
  PROP_COLOUR,
  PROP_FIRST,
  PROP_SHOW_SEAT,
  PROP_SHOW_FIRST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the name ---- */

static void
check_name (GkPlayerRow *self)
{
  g_autoptr(GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  gboolean ok = gk_player_name_check (name, &error);

  if (g_strcmp0 (self->name_error, ok ? NULL : error->message) == 0)
    return;

  g_free (self->name_error);
  self->name_error = ok ? NULL : g_strdup (error->message);
  gtk_entry_set_icon_tooltip_text (GTK_ENTRY (self->name_entry), GTK_ENTRY_ICON_SECONDARY,
                                   self->name_error);
  gtk_entry_set_icon_from_icon_name (GTK_ENTRY (self->name_entry), GTK_ENTRY_ICON_SECONDARY,
                                     ok ? NULL : "dialog-warning-symbolic");
  if (ok)
    {
      gtk_widget_remove_css_class (self->name_entry, "error");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->name_entry),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_state (GTK_ACCESSIBLE (self->name_entry),
                                  GTK_ACCESSIBLE_STATE_INVALID);
    }
  else
    {
      gtk_widget_add_css_class (self->name_entry, "error");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->name_error, -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->name_entry),
                                   GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME_ERROR]);
}

static void
name_changed (GkPlayerRow *self)
{
  check_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/* ---- known people, offered while a name is typed ---- */

void
gk_player_row_set_known_names (GkPlayerRow *self,
                               GListModel  *names)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));
  g_return_if_fail (names == NULL || G_IS_LIST_MODEL (names));

  gk_name_suggestions_set_names (self->suggestions, names);
}

const char *
gk_player_row_get_name (GkPlayerRow *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_ROW (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
}

void
gk_player_row_set_name (GkPlayerRow *self,
                        const char  *name)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
}

const char *
gk_player_row_get_name_error (GkPlayerRow *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_ROW (self), NULL);

  return self->name_error;
}

/* ---- the seat ---- */

void
gk_player_row_set_seat (GkPlayerRow *self,
                        guint        seat)
{
  g_autofree char *number = NULL;
  g_autofree char *placeholder = NULL;
  g_autofree char *name_label = NULL;
  g_autofree char *colour_label = NULL;

  g_return_if_fail (GK_IS_PLAYER_ROW (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  self->seat = seat;
  number = g_strdup_printf ("%u", seat + 1);
  placeholder = gk_setup_default_player_name (seat);
  name_label = g_strdup_printf (_("Name of player %u"), seat + 1);
  colour_label = g_strdup_printf (_("Colour of player %u"), seat + 1);

  gtk_label_set_text (GTK_LABEL (self->seat_label), number);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->name_entry), placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name_label, -1);
  gk_ui_set_accessible_name (self->colour_dropdown, colour_label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

/* ---- colour and first player ---- */

GkPlayerColour
gk_player_row_get_colour (GkPlayerRow *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_ROW (self), GK_PLAYER_COLOUR_WHITE);

  return (GkPlayerColour) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->colour_dropdown));
}

void
gk_player_row_set_colour (GkPlayerRow    *self,
                          GkPlayerColour  colour)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->colour_dropdown), colour);
}

static void
colour_changed (GkPlayerRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

gboolean
gk_player_row_get_first (GkPlayerRow *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_ROW (self), FALSE);

  return gtk_check_button_get_active (GTK_CHECK_BUTTON (self->first_check));
}

void
gk_player_row_set_first (GkPlayerRow *self,
                         gboolean     first)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->first_check), first);
}

static void
first_toggled (GkPlayerRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST]);
}

void
gk_player_row_set_first_group (GkPlayerRow *self,
                               GkPlayerRow *group)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));
  g_return_if_fail (group == NULL || GK_IS_PLAYER_ROW (group));

  gtk_check_button_set_group (GTK_CHECK_BUTTON (self->first_check),
                              group != NULL ? GTK_CHECK_BUTTON (group->first_check) : NULL);
}

/* ---- the player shown ---- */

void
gk_player_row_set_player (GkPlayerRow   *self,
                          GkPlayerDraft *player)
{
  g_return_if_fail (GK_IS_PLAYER_ROW (self));
  g_return_if_fail (player == NULL || GK_IS_PLAYER_DRAFT (player));

  if (player != NULL)
    gk_player_row_set_seat (self, gk_player_draft_get_seat (player));
  g_binding_group_set_source (self->bindings, player);
}

/* ---- GObject ---- */

static void
gk_player_row_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkPlayerRow *self = GK_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_NAME:
      g_value_set_string (value, gk_player_row_get_name (self));
      break;
    case PROP_NAME_ERROR:
      g_value_set_string (value, self->name_error);
      break;
    case PROP_COLOUR:
      g_value_set_uint (value, gk_player_row_get_colour (self));
      break;
    case PROP_FIRST:
      g_value_set_boolean (value, gk_player_row_get_first (self));
      break;
    case PROP_SHOW_SEAT:
      g_value_set_boolean (value, self->show_seat);
      break;
    case PROP_SHOW_FIRST:
      g_value_set_boolean (value, self->show_first);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_player_row_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkPlayerRow *self = GK_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      gk_player_row_set_seat (self, g_value_get_uint (value));
      break;
    case PROP_NAME:
      gk_player_row_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOUR:
      gk_player_row_set_colour (self, (GkPlayerColour) g_value_get_uint (value));
      break;
    case PROP_FIRST:
      gk_player_row_set_first (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_SEAT:
      if (self->show_seat != g_value_get_boolean (value))
        {
          self->show_seat = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_FIRST:
      if (self->show_first != g_value_get_boolean (value))
        {
          self->show_first = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_player_row_dispose (GObject *object)
{
  GkPlayerRow *self = GK_PLAYER_ROW (object);

  /* The player first: controls going away must not write into it. */
  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  g_clear_object (&self->bindings);
  /* The row's child comes from the template: let go of it first. */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_PLAYER_ROW);
  g_clear_object (&self->suggestions);
  g_clear_pointer (&self->name_error, g_free);

  G_OBJECT_CLASS (gk_player_row_parent_class)->dispose (object);
}

static void
gk_player_row_class_init (GkPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_player_row_dispose;
  object_class->get_property = gk_player_row_get_property;
  object_class->set_property = gk_player_row_set_property;

  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, GK_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME_ERROR] =
    g_param_spec_string ("name-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOUR] =
    g_param_spec_uint ("colour", NULL, NULL, 0, GK_N_PLAYER_COLOURS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST] =
    g_param_spec_boolean ("first", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SEAT] =
    g_param_spec_boolean ("show-seat", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FIRST] =
    g_param_spec_boolean ("show-first", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPlayerRow, seat_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerRow, box);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerRow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, GkPlayerRow, first_check);
  gtk_widget_class_bind_template_callback (widget_class, name_changed);
  gtk_widget_class_bind_template_callback (widget_class, first_toggled);
}

static void
gk_player_row_init (GkPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* the engine's limit, which the loader holds files to */
  gtk_entry_set_max_length (GTK_ENTRY (self->name_entry), GK_MAX_NAME_LENGTH);
  gtk_entry_set_icon_from_icon_name (GTK_ENTRY (self->name_entry), GTK_ENTRY_ICON_SECONDARY,
                                     NULL);

  /* The colours with their symbols, as everywhere else. */
  self->colour_dropdown = gk_ui_player_colour_dropdown_new ();
  gtk_widget_set_valign (self->colour_dropdown, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (self->colour_dropdown, 140, -1);
  gtk_widget_insert_after (self->colour_dropdown, self->box, NULL);
  g_signal_connect_object (self->colour_dropdown, "notify::selected", G_CALLBACK (colour_changed),
                           self, G_CONNECT_SWAPPED);

  gk_player_row_set_seat (self, 0);

  /* Known people, offered under the name while it is typed. */
  self->suggestions = gk_name_suggestions_new (self->name_entry, GTK_WIDGET (self));

  self->bindings = g_binding_group_new ();
  g_binding_group_bind (self->bindings, "name", self, "name",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "colour", self, "colour",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "first", self, "first",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

GtkWidget *
gk_player_row_new (guint seat)
{
  return g_object_new (GK_TYPE_PLAYER_ROW, "seat", seat, NULL);
}
