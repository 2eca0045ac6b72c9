/* gk-ui-util.c: small helpers shared by the pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "gk-number.h"
#include "gk-player-style.h"
#include "gk-ui-util.h"

static void
bind_colour_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GkPlayerColour colour = (GkPlayerColour) gtk_list_item_get_position (item);

  gtk_list_item_set_child (item, gk_player_badge_new (colour, gk_player_colour_get_name (colour)));
}

GtkWidget *
gk_ui_player_colour_dropdown_new (void)
{
  const char *names[GK_N_PLAYER_COLOURS + 1];
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *dropdown;

  for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
    names[c] = gk_player_colour_get_name ((GkPlayerColour) c);
  names[GK_N_PLAYER_COLOURS] = NULL;

  g_signal_connect (factory, "bind", G_CALLBACK (bind_colour_item), NULL);
  dropdown = gtk_drop_down_new_from_strings (names);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  return dropdown;
}

GtkWidget *
gk_ui_colour_dropdown_new (void)
{
  const char *names[GK_N_COLOURS + 1];

  for (guint c = 0; c < GK_N_COLOURS; c++)
    names[c] = gk_colour_get_name ((GkColour) c);
  names[GK_N_COLOURS] = NULL;
  return gtk_drop_down_new_from_strings (names);
}

GtkWidget *
gk_ui_trigger_dropdown_new (void)
{
  const char *names[GK_N_TRIGGERS + 1];

  for (guint t = 0; t < GK_N_TRIGGERS; t++)
    names[t] = gk_trigger_get_name ((GkTrigger) t);
  names[GK_N_TRIGGERS] = NULL;
  return gtk_drop_down_new_from_strings (names);
}

void
gk_ui_remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

#define TOOLTIP_KEY "gk-ui-tooltip"

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               gpointer    user_data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void name_by_tooltip (GtkWidget *widget);
static GQuark named_by_tooltip_quark (void);

void
gk_ui_set_tooltip (GtkWidget  *widget,
                   const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY), text) == 0)
    return;
  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, query_tooltip, NULL) == 0)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip), NULL);
  g_object_set_data_full (G_OBJECT (widget), TOOLTIP_KEY, g_strdup (text), g_free);
  if (gtk_widget_get_has_tooltip (widget) != (text != NULL))
    gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (g_object_get_qdata (G_OBJECT (widget), named_by_tooltip_quark ()) != NULL)
    name_by_tooltip (widget);
}

void
gk_ui_set_template_tooltips (GtkWidget         *widget,
                             GType              type,
                             const char *const *tooltips)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  for (guint i = 0; tooltips[i] != NULL && tooltips[i + 1] != NULL; i += 2)
    {
      GObject *child = gtk_widget_get_template_child (widget, type, tooltips[i]);

      g_return_if_fail (GTK_IS_WIDGET (child));
      gk_ui_set_tooltip (GTK_WIDGET (child), gettext (tooltips[i + 1]));
    }
}

const char *
gk_ui_get_tooltip (GtkWidget *widget)
{
  const char *text;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  text = g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY);
  return text != NULL ? text : gtk_widget_get_tooltip_text (widget);
}

GtkWidget *
gk_ui_wrapped_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* The first label under @widget: the one a drop-down shows its item in. */
static GtkWidget *
find_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* @text's width as @label draws it (its font, its weight). */
static int
text_width (GtkWidget  *label,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* Once styled (its padding, arrow and font known): the widest item's text
 * plus what the button adds around the text it shows now. */
static void
hold_width (GtkWidget *dropdown)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown));
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));
  GtkWidget *label = find_label (dropdown);
  int widest = 0;
  int shown;
  int natural;

  if (model == NULL || !GTK_IS_STRING_LIST (model) || label == NULL)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    widest = MAX (widest, text_width (label, gtk_string_list_get_string (GTK_STRING_LIST (model),
                                                                        i)));
  shown = selected < g_list_model_get_n_items (model)
          ? text_width (label, gtk_string_list_get_string (GTK_STRING_LIST (model), selected))
          : 0;
  gtk_widget_set_size_request (dropdown, -1, -1);
  gtk_widget_measure (dropdown, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  gtk_widget_set_size_request (dropdown, natural - shown + widest, -1);
}

void
gk_ui_drop_down_hold_width (GtkWidget *dropdown)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  g_signal_connect (dropdown, "realize", G_CALLBACK (hold_width), NULL);
  if (gtk_widget_get_realized (dropdown))
    hold_width (dropdown);
}

/* A number field follows the wheel only once the player has chosen it to
 * change it: clicked or typed in it since the keyboard came to it.  A
 * field the page put the keyboard in, or one the pointer only passes over
 * while the page scrolls, lets the scroll go on to the page; its own
 * scroll handler (which spins the value and takes the keyboard) is held
 * back. */
#define SPIN_CHOSEN "gk-spin-chosen"

static void
spin_choose (GtkEventController *controller)
{
  g_object_set_data (G_OBJECT (gtk_event_controller_get_widget (controller)), SPIN_CHOSEN,
                     GINT_TO_POINTER (TRUE));
}

static gboolean
spin_key_pressed (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state)
{
  spin_choose (GTK_EVENT_CONTROLLER (controller));
  return GDK_EVENT_PROPAGATE;
}

static void
spin_left (GtkEventController *controller)
{
  g_object_set_data (G_OBJECT (gtk_event_controller_get_widget (controller)), SPIN_CHOSEN, NULL);
}

static gboolean
spin_scrolled (GtkEventControllerScroll *controller,
               double                    dx,
               double                    dy,
               GtkSpinButton            *spin)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);

  if (g_object_get_data (G_OBJECT (spin), SPIN_CHOSEN) == NULL
      || (gtk_widget_get_state_flags (GTK_WIDGET (spin)) & GTK_STATE_FLAG_FOCUS_WITHIN) == 0
      || !gtk_widget_is_sensitive (GTK_WIDGET (spin)) || dy == 0)
    return GDK_EVENT_PROPAGATE;
  gtk_spin_button_spin (spin, GTK_SPIN_USER_DEFINED,
                        -dy * gtk_adjustment_get_step_increment (adjustment));
  return GDK_EVENT_STOP;
}

/* What the player typed and the field refused, kept shown until the
 * player changes it or the value changes. */
typedef struct
{
  char   *text;
  double  value;
} Refused;

static void
refused_free (gpointer data)
{
  Refused *refused = data;

  g_free (refused->text);
  g_free (refused);
}

#define SPIN_REFUSED "gk-spin-refused"

static void
mark_spin (GtkWidget  *spin,
           const char *why)
{
  if (why != NULL)
    {
      gtk_widget_add_css_class (spin, "error");
      gtk_accessible_update_state (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_STATE_INVALID,
                                   GTK_ACCESSIBLE_INVALID_TRUE, -1);
    }
  else
    {
      gtk_widget_remove_css_class (spin, "error");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_STATE_INVALID);
    }
  gk_ui_set_tooltip (spin, why);
}

/* The typed text by the one rule for a number (gk_number_parse()): a
 * number the field cannot hold is refused, never clamped, and the text
 * stays with the reason. */
static int
spin_input (GtkSpinButton *spin,
            double        *new_value)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  g_autoptr(GError) error = NULL;
  gint value = 0;

  if (gk_number_parse (text, (gint) gtk_adjustment_get_lower (adjustment),
                       (gint) gtk_adjustment_get_upper (adjustment), &value, &error))
    {
      *new_value = value;
      g_object_set_data (G_OBJECT (spin), SPIN_REFUSED, NULL);
      mark_spin (GTK_WIDGET (spin), NULL);
      return TRUE;
    }
  {
    Refused *refused = g_new0 (Refused, 1);

    refused->text = g_strdup (text);
    refused->value = gtk_adjustment_get_value (adjustment);
    g_object_set_data_full (G_OBJECT (spin), SPIN_REFUSED, refused, refused_free);
  }
  mark_spin (GTK_WIDGET (spin), error->message);
  return GTK_INPUT_ERROR;
}

/* The value shown, unless a refused text stands for it: that stays until
 * the value changes. */
static gboolean
spin_output (GtkSpinButton *spin)
{
  Refused *refused = g_object_get_data (G_OBJECT (spin), SPIN_REFUSED);

  if (refused != NULL && refused->value == gtk_spin_button_get_value (spin)
      && g_strcmp0 (refused->text, gtk_editable_get_text (GTK_EDITABLE (spin))) == 0)
    return TRUE;
  if (refused != NULL)
    {
      g_object_set_data (G_OBJECT (spin), SPIN_REFUSED, NULL);
      mark_spin (GTK_WIDGET (spin), NULL);
    }
  return FALSE;
}

GtkWidget *
gk_ui_find_refused_number (GtkWidget *root)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  if (GTK_IS_SPIN_BUTTON (root) && gtk_widget_get_mapped (root)
      && g_object_get_data (G_OBJECT (root), SPIN_REFUSED) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gk_ui_find_refused_number (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
gk_ui_number_field_init (GtkWidget *spin)
{
  g_autoptr(GListModel) controllers = NULL;
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  if (g_object_get_data (G_OBJECT (spin), "gk-holds-scroll") != NULL)
    return;
  g_object_set_data (G_OBJECT (spin), "gk-holds-scroll", GINT_TO_POINTER (TRUE));
  controllers = gtk_widget_observe_controllers (spin);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) scroll = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_SCROLL (scroll))
        continue;
      /* The field's handler, connected with the field as its data. */
      g_signal_handlers_block_matched (scroll, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, spin);
      g_signal_connect_object (scroll, "scroll", G_CALLBACK (spin_scrolled), spin, 0);
    }

  /* Seen before the field's own handlers, taken by none. */
  controller = GTK_EVENT_CONTROLLER (gtk_gesture_click_new ());
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (controller), 0);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (controller, "pressed", G_CALLBACK (spin_choose), controller);
  gtk_widget_add_controller (spin, controller);
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (spin_key_pressed), NULL);
  gtk_widget_add_controller (spin, controller);
  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "leave", G_CALLBACK (spin_left), NULL);
  gtk_widget_add_controller (spin, controller);

  /* Typed: refused with the reason, never cut to the nearest it holds. */
  gtk_spin_button_set_update_policy (GTK_SPIN_BUTTON (spin), GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "input", G_CALLBACK (spin_input), NULL);
  g_signal_connect (spin, "output", G_CALLBACK (spin_output), NULL);
}

GtkWidget *
gk_ui_spin_button_new (double min,
                       double max)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gk_ui_number_field_init (spin);
  return spin;
}

void
gk_ui_window_fit_parent (GtkWindow *window)
{
  GtkWindow *parent;
  int width, height, parent_width, parent_height;

  g_return_if_fail (GTK_IS_WINDOW (window));

  parent = gtk_window_get_transient_for (window);
  if (parent == NULL)
    return;
  parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
  parent_height = gtk_widget_get_height (GTK_WIDGET (parent));
  if (parent_width <= 0 || parent_height <= 0)
    gtk_window_get_default_size (parent, &parent_width, &parent_height);
  gtk_window_get_default_size (window, &width, &height);
  if (parent_width > 0 && width > parent_width)
    width = parent_width;
  if (parent_height > 0 && height > parent_height)
    height = parent_height;
  gtk_window_set_default_size (window, width, height);
}

GtkWidget *
gk_ui_text_row_new (const char *title,
                    const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* Before any text: a title set while markup is on is parsed at once. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title != NULL ? title : "");
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

void
gk_ui_group_set_title_text (gpointer    group,
                            const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));
  g_return_if_fail (text != NULL);

  escaped = g_markup_escape_text (text, -1);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
}

/* The name a widget was given by the app (gk_ui_set_accessible_name()),
 * kept as given. */
static GQuark
given_name_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("gk-accessible-name");
  return quark;
}

/* A button with a mnemonic label holds the label as written in its own
 * accessible label: the name comes from the label it shows instead (its
 * LABELLED_BY relation).  A name the app gave stays. */
static void
drop_written_label (GtkWidget *button)
{
  const char *label = gtk_button_get_label (GTK_BUTTON (button));

  if (g_object_get_qdata (G_OBJECT (button), given_name_quark ()) != NULL)
    return;
  if (label != NULL && gtk_button_get_use_underline (GTK_BUTTON (button))
      && strchr (label, '_') != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* A tooltip as a name: without the shortcut it ends with ("Undo the Last
 * Move (Ctrl+Z)" names "Undo the Last Move"). */
static char *
name_of_tooltip (const char *tooltip)
{
  const char *open = g_strrstr (tooltip, " (");
  gsize len = strlen (tooltip);

  if (open != NULL && open != tooltip && len > 0 && tooltip[len - 1] == ')')
    return g_strndup (tooltip, (gsize) (open - tooltip));
  return g_strdup (tooltip);
}

/* A button that shows an icon alone, named by its tooltip: GTK 4.8 would
 * call it by its type ("GtkImage").  Followed as the tooltip changes. */
static void
name_by_tooltip (GtkWidget *widget)
{
  const char *tooltip = gk_ui_get_tooltip (widget);
  g_autofree char *name = NULL;

  if (tooltip == NULL || g_object_get_qdata (G_OBJECT (widget), given_name_quark ()) != NULL)
    return;
  name = name_of_tooltip (tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static gboolean
shows_icon_alone (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    return gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) == NULL;
  return GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) == NULL
         && (gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL
             || GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget))));
}

/* The text a drop-down shows for its choice, or NULL. */
static char *
drop_down_choice (GtkDropDown *dropdown)
{
  gpointer item = gtk_drop_down_get_selected_item (dropdown);
  GtkExpression *expression = gtk_drop_down_get_expression (dropdown);
  g_auto(GValue) value = G_VALUE_INIT;

  if (item == NULL)
    return NULL;
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  if (expression != NULL && gtk_expression_evaluate (expression, item, &value)
      && G_VALUE_HOLDS_STRING (&value))
    return g_value_dup_string (&value);
  return NULL;
}

/* The button inside a drop-down, which has the focus: it says the
 * drop-down's name and its choice ("Colour: Red"), not its type. */
static void
name_drop_down_button (GtkDropDown *dropdown)
{
  const char *name = g_object_get_qdata (G_OBJECT (dropdown), given_name_quark ());
  g_autofree char *choice = drop_down_choice (dropdown);
  g_autofree char *text = NULL;

  if (name == NULL)
    return;
  /* TRANSLATORS: what a screen reader says of a drop-down: its name and
   * its choice, "Colour: Red" */
  text = choice != NULL ? g_strdup_printf (C_("drop-down", "%s: %s"), name, choice)
                        : g_strdup (name);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      {
        g_object_set_qdata_full (G_OBJECT (child), given_name_quark (), g_strdup (text), g_free);
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        text, -1);
      }
}

void
gk_ui_set_accessible_name (GtkWidget  *widget,
                           const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL);

  g_object_set_qdata_full (G_OBJECT (widget), given_name_quark (), g_strdup (name), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  if (GTK_IS_DROP_DOWN (widget))
    {
      g_signal_handlers_disconnect_by_func (widget, name_drop_down_button, NULL);
      g_signal_connect (widget, "notify::selected", G_CALLBACK (name_drop_down_button), NULL);
      g_signal_connect (widget, "notify::model", G_CALLBACK (name_drop_down_button), NULL);
      name_drop_down_button (GTK_DROP_DOWN (widget));
    }
}

/* A button named by its tooltip, followed as the tooltip changes. */
static GQuark
named_by_tooltip_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("gk-named-by-tooltip");
  return quark;
}

void
gk_ui_plain_accessible_names (GtkWidget *root)
{
  static GQuark followed;

  g_return_if_fail (GTK_IS_WIDGET (root));

  if (followed == 0)
    followed = g_quark_from_static_string ("gk-plain-accessible-name");
  if (GTK_IS_BUTTON (root) || GTK_IS_MENU_BUTTON (root))
    {
      gboolean icon_alone = shows_icon_alone (root);

      if (GTK_IS_BUTTON (root))
        drop_written_label (root);
      if (icon_alone)
        name_by_tooltip (root);
      if (g_object_get_qdata (G_OBJECT (root), followed) == NULL)
        {
          g_object_set_qdata (G_OBJECT (root), followed, GINT_TO_POINTER (1));
          if (GTK_IS_BUTTON (root))
            g_signal_connect_after (root, "notify::label", G_CALLBACK (drop_written_label), NULL);
          if (icon_alone)
            {
              g_object_set_qdata (G_OBJECT (root), named_by_tooltip_quark (), GINT_TO_POINTER (1));
              g_signal_connect_after (root, "notify::tooltip-text", G_CALLBACK (name_by_tooltip),
                                      NULL);
            }
        }
    }
  else if (GTK_IS_DROP_DOWN (root)
           && g_object_get_qdata (G_OBJECT (root), given_name_quark ()) == NULL
           && gk_ui_get_tooltip (root) != NULL)
    {
      g_autofree char *name = name_of_tooltip (gk_ui_get_tooltip (root));

      gk_ui_set_accessible_name (root, name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gk_ui_plain_accessible_names (child);
}

/* ---- what screen readers are told is not there ---- */

static void
revealer_changed (GtkRevealer *revealer)
{
  GtkWidget *child = gtk_revealer_get_child (revealer);

  if (child != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN,
                                 !gtk_revealer_get_reveal_child (revealer), -1);
}

void
gk_ui_hide_unrevealed (GtkRevealer *revealer)
{
  g_return_if_fail (GTK_IS_REVEALER (revealer));

  g_signal_connect (revealer, "notify::reveal-child", G_CALLBACK (revealer_changed), NULL);
  g_signal_connect (revealer, "notify::child", G_CALLBACK (revealer_changed), NULL);
  revealer_changed (revealer);
}

GtkWidget *
gk_ui_find_descendant (GtkWidget  *root,
                       GType       type,
                       const char *css_class)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type)
          && (css_class == NULL || gtk_widget_has_css_class (child, css_class)))
        return child;
      if ((found = gk_ui_find_descendant (child, type, css_class)) != NULL)
        return found;
    }
  return NULL;
}

static void
expander_changed (AdwExpanderRow *row)
{
  GtkWidget *header = gk_ui_find_descendant (GTK_WIDGET (row), ADW_TYPE_ACTION_ROW, NULL);
  gboolean expanded = adw_expander_row_get_expanded (row);

  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
  if (header != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED,
                                 expanded, -1);
}

void
gk_ui_expander_row_follow (AdwExpanderRow *row)
{
  GtkWidget *revealer;

  g_return_if_fail (ADW_IS_EXPANDER_ROW (row));

  revealer = gk_ui_find_descendant (GTK_WIDGET (row), GTK_TYPE_REVEALER, NULL);
  if (revealer != NULL)
    gk_ui_hide_unrevealed (GTK_REVEALER (revealer));
  g_signal_connect (row, "notify::expanded", G_CALLBACK (expander_changed), NULL);
  expander_changed (row);
}

AdwToast *
gk_ui_toast_new (const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
}

void
gk_ui_follow_history (gpointer            page,
                      GkHistoryIndex    **index_slot,
                      GkHistoryProfiles **profiles_slot,
                      GkHistoryIndex     *index,
                      GkHistoryProfiles  *profiles,
                      GCallback           changed)
{
  g_return_if_fail (G_IS_OBJECT (page));
  g_return_if_fail (index == NULL || GK_IS_HISTORY_INDEX (index));
  g_return_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles));

  if (*index_slot != NULL)
    g_signal_handlers_disconnect_by_data (*index_slot, page);
  if (*profiles_slot != NULL)
    g_signal_handlers_disconnect_by_data (*profiles_slot, page);
  g_set_object (index_slot, index);
  g_set_object (profiles_slot, profiles);
  if (index != NULL)
    g_signal_connect_object (index, "changed", changed, page, G_CONNECT_SWAPPED);
  if (profiles != NULL)
    g_signal_connect_object (profiles, "changed", changed, page, G_CONNECT_SWAPPED);
}

static void
known_names_changed (GtkStringList *list,
                     GParamSpec    *pspec,
                     GkContext     *context)
{
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)),
                          gk_context_get_known_names (context));
}

GListModel *
gk_ui_known_names_new (GkContext *context)
{
  GtkStringList *list;

  g_return_val_if_fail (context == NULL || GK_IS_CONTEXT (context), NULL);

  list = gtk_string_list_new (NULL);
  if (context == NULL)
    return G_LIST_MODEL (list);
  /* The names follow the history's people once the history is read. */
  gk_context_get_history (context);
  g_signal_connect_object (context, "notify::known-names", G_CALLBACK (known_names_changed),
                           list, G_CONNECT_SWAPPED);
  known_names_changed (list, NULL, context);
  return G_LIST_MODEL (list);
}

void
gk_ui_popover_make_room (GtkPopover *popover)
{
  GtkWidget *button;
  GtkWidget *scroller;
  GtkAdjustment *v;
  graphene_rect_t b;
  int needed, shown;
  double value, lower, upper, up, down;

  g_return_if_fail (GTK_IS_POPOVER (popover));

  button = gtk_widget_get_parent (GTK_WIDGET (popover));
  scroller = button != NULL ? gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  if (scroller == NULL || !gtk_widget_compute_bounds (button, scroller, &b))
    return;
  gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, &needed, NULL, NULL,
                      NULL);
  shown = gtk_widget_get_height (scroller);
  /* The button moved up by @up leaves the room under it, down by @down
   * over it. */
  up = b.origin.y + b.size.height + needed - shown;
  down = needed - b.origin.y;
  if (up <= 0 || down <= 0)
    return;
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (v);
  lower = gtk_adjustment_get_lower (v);
  upper = gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v);
  if (value + up <= upper && (up <= down || value - down < lower))
    gtk_adjustment_set_value (v, value + up);
  else if (value - down >= lower)
    gtk_adjustment_set_value (v, value - down);
}

char *
gk_ui_file_display_name (GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    return g_filename_display_basename (path);
  base = g_file_get_basename (file);
  return g_utf8_make_valid (base, -1);
}

gboolean
gk_ui_binding_text (GBinding     *binding,
                    const GValue *from,
                    GValue       *to,
                    gpointer      user_data)
{
  const char *text = g_value_get_string (from);

  g_value_set_string (to, text != NULL ? text : "");
  return TRUE;
}

gboolean
gk_ui_binding_has_text (GBinding     *binding,
                        const GValue *from,
                        GValue       *to,
                        gpointer      user_data)
{
  const char *text = g_value_get_string (from);

  g_value_set_boolean (to, text != NULL && *text != '\0');
  return TRUE;
}
