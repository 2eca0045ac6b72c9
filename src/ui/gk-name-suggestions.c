/* gk-name-suggestions.c: names of people known from earlier plays,
 * offered under a name while it is typed
 *
 * A popover under the entry with a list box of names, opened and filled
 * again at every change of the name made while it has the focus.  The
 * keys reach the list through a controller on the entry in the capture
 * phase, so the name keeps the focus while one is chosen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-name-suggestions.h"
#include "gk-ui-util.h"

#define MAX_SUGGESTIONS 6

struct _GkNameSuggestions
{
  GObject     parent_instance;

  GtkWidget  *entry;       /* not a reference: the parent holds it and us */
  GtkWidget  *parent;
  GListModel *names;
  GtkWidget  *popover;
  GtkWidget  *list;
  gboolean    accepting;
};

G_DEFINE_FINAL_TYPE (GkNameSuggestions, gk_name_suggestions, G_TYPE_OBJECT)

/* Whether @name is one that @typed may be the start of: the whole name or
 * any of its words begins with it, case aside; the same name is no
 * suggestion. */
static gboolean
name_matches (const char *name,
              const char *typed_folded)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  gsize length = strlen (typed_folded);

  if (g_str_equal (folded, typed_folded))
    return FALSE;
  for (const char *word = folded; word != NULL; word = strchr (word, ' '))
    {
      while (*word == ' ')
        word++;
      if (strncmp (word, typed_folded, length) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
update (GkNameSuggestions *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *stripped = g_strstrip (g_strdup (typed));
  g_autofree char *folded = g_utf8_casefold (stripped, -1);
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (self->entry));
  guint shown = 0;

  if (self->accepting)
    return;
  gk_ui_remove_children (self->list);

  if (self->names != NULL && *folded != '\0')
    for (guint i = 0; i < g_list_model_get_n_items (self->names) && shown < MAX_SUGGESTIONS; i++)
      {
        g_autoptr(GtkStringObject) item = g_list_model_get_item (self->names, i);
        const char *name = gtk_string_object_get_string (item);
        GtkWidget *label;

        if (!name_matches (name, folded))
          continue;
        /* Plain text: a name is never markup. */
        label = gtk_label_new (name);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
        gtk_widget_set_margin_start (label, 6);
        gtk_widget_set_margin_end (label, 6);
        gtk_list_box_append (GTK_LIST_BOX (self->list), label);
        shown++;
      }

  /* Only while the name is being typed: not when a page fills it in. */
  if (shown > 0 && gtk_widget_has_focus (GTK_WIDGET (text != NULL ? text
                                                     : GTK_EDITABLE (self->entry))))
    {
      graphene_rect_t bounds;

      /* Under the name, as wide as it. */
      if (gtk_widget_compute_bounds (self->entry, self->parent, &bounds))
        {
          GdkRectangle rect = { (int) bounds.origin.x, (int) bounds.origin.y,
                                (int) bounds.size.width, (int) bounds.size.height };

          gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
          gtk_widget_set_size_request (self->list, rect.width, -1);
        }
      gtk_popover_popup (GTK_POPOVER (self->popover));
      gtk_popover_present (GTK_POPOVER (self->popover));
    }
  else
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
accept (GkNameSuggestions *self,
        GtkListBoxRow     *row)
{
  GtkWidget *label = gtk_list_box_row_get_child (row);

  self->accepting = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), gtk_label_get_text (GTK_LABEL (label)));
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
  self->accepting = FALSE;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

/* Up and Down choose among the names offered, Enter takes the one chosen,
 * Escape closes the list; the name keeps the focus throughout. */
static gboolean
key_pressed (GkNameSuggestions     *self,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkEventControllerKey *controller)
{
  GtkListBox *list = GTK_LIST_BOX (self->list);
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (list);
  gint index = selected != NULL ? gtk_list_box_row_get_index (selected) : -1;

  if (!gtk_widget_get_visible (self->popover))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      {
        gboolean down = keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down;
        GtkListBoxRow *next = gtk_list_box_get_row_at_index (list, down ? index + 1
                                                                  : MAX (index - 1, 0));

        if (next != NULL)
          gtk_list_box_select_row (list, next);
        return TRUE;
      }

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (selected == NULL)
        return FALSE;
      accept (self, selected);
      return TRUE;

    case GDK_KEY_Escape:
      gtk_popover_popdown (GTK_POPOVER (self->popover));
      return TRUE;

    default:
      return FALSE;
    }
}

static void
focus_left (GkNameSuggestions *self)
{
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

void
gk_name_suggestions_set_names (GkNameSuggestions *self,
                               GListModel        *names)
{
  g_return_if_fail (GK_IS_NAME_SUGGESTIONS (self));
  g_return_if_fail (names == NULL || G_IS_LIST_MODEL (names));

  g_set_object (&self->names, names);
}

GtkWidget *
gk_name_suggestions_get_list (GkNameSuggestions *self)
{
  g_return_val_if_fail (GK_IS_NAME_SUGGESTIONS (self), NULL);

  return self->list;
}

static void
gk_name_suggestions_dispose (GObject *object)
{
  GkNameSuggestions *self = GK_NAME_SUGGESTIONS (object);

  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_object (&self->names);

  G_OBJECT_CLASS (gk_name_suggestions_parent_class)->dispose (object);
}

static void
gk_name_suggestions_class_init (GkNameSuggestionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gk_name_suggestions_dispose;
}

static void
gk_name_suggestions_init (GkNameSuggestions *self)
{
}

GkNameSuggestions *
gk_name_suggestions_new (GtkWidget *entry,
                         GtkWidget *parent)
{
  GkNameSuggestions *self;
  GtkEventController *keys;
  GtkEventController *focus;

  g_return_val_if_fail (GTK_IS_EDITABLE (entry), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);

  self = g_object_new (GK_TYPE_NAME_SUGGESTIONS, NULL);
  self->entry = entry;
  self->parent = parent;

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_SINGLE);
  gtk_widget_set_can_focus (self->list, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Players of earlier games"), -1);
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (accept), self,
                           G_CONNECT_SWAPPED);
  self->popover = gtk_popover_new ();
  gtk_popover_set_autohide (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self->popover), GTK_POS_BOTTOM);
  gtk_widget_set_halign (self->popover, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->popover, "menu");
  gtk_popover_set_child (GTK_POPOVER (self->popover), self->list);
  gtk_widget_set_parent (self->popover, parent);

  g_signal_connect_object (entry, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (entry, keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_left), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (entry, focus);
  return self;
}
