/* gk-shifts-row.c: the marker shifts of the move being entered, in one row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-shifts-row.h"
#include "gk-ui-util.h"

struct _GkShiftsRow
{
  GtkWidget    parent_instance;

  GkMoveDraft *draft;
  GtkWidget   *label;
  GtkWidget   *undo_button;
};

G_DEFINE_FINAL_TYPE (GkShiftsRow, gk_shifts_row, GTK_TYPE_WIDGET)

/* Where a shifted marker goes, said from a building next to its cell (the
 * new tile first): "to the left of Red 9". */
static char *
describe_cell (GkMoveDraft *draft,
               gint         x,
               gint         y)
{
  static const gint steps[4][2] = { { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 } };
  const GkTable *table = gk_move_draft_get_table (draft);
  GkTile tile;
  gint nx, ny;

  if (gk_move_draft_get_new_tile (draft, &tile, &nx, &ny) && ABS (nx - x) + ABS (ny - y) == 1)
    {
      g_autofree char *name = gk_card_get_name (tile);

      return gk_format_cell_near (x, y, nx, ny, name);
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      const GkBuilding *building = gk_table_get_building_at (table, x + steps[i][0],
                                                             y + steps[i][1]);

      if (building != NULL)
        {
          g_autofree char *name = gk_card_get_name (building->top);

          return gk_format_cell_near (x, y, building->x, building->y, name);
        }
    }
  /* not next to a building (the engine refuses such a shift): its coordinates */
  return gk_format_cell_near (x, y, x, y, "");
}

/* The row's words: the shifts in order, then the marker held. */
static char *
describe (GkMoveDraft *draft)
{
  const GkShift *shifts;
  GString *text = g_string_new (NULL);
  gint held = gk_move_draft_get_held (draft);
  guint n;

  shifts = gk_move_draft_get_shifts (draft, &n);
  if (n > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append (list, ", ");
          g_autofree char *where = describe_cell (draft, shifts[i].x, shifts[i].y);

          /* TRANSLATORS: one marker shift: its letter and where it goes,
           * "B → to the left of Red 9" */
          g_string_append_printf (list, _("%c → %s"), 'A' + shifts[i].letter, where);
        }
      /* TRANSLATORS: %s is the list of shifts, "B → to the left of Red 9, D → above
       * Blue 3" */
      g_string_append_printf (text, _("Markers moved: %s"), list->str);
    }
  if (held >= 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: a marker picked up on the city, to be shifted (rules 9.7) */
      g_string_append_printf (text, _("Marker %c picked up: choose its new cell on the city "
                                      "(Escape puts it back)."), 'A' + held);
    }
  else if (gk_move_draft_get_order_warning (draft) != NULL && gk_move_draft_can_shift (draft))
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: how to shift a marker (rules 9.7) */
      g_string_append (text, _("To shift a marker, pick it on the city, then its new cell."));
    }

  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

static void
draft_changed (GkShiftsRow *self)
{
  g_autofree char *text = NULL;
  guint n = 0;

  if (self->draft != NULL)
    {
      text = describe (self->draft);
      gk_move_draft_get_shifts (self->draft, &n);
    }
  gtk_label_set_text (GTK_LABEL (self->label), text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self), text != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "shifts.undo", n > 0);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GkShiftsRow *self = GK_SHIFTS_ROW (widget);

  if (self->draft != NULL)
    gk_move_draft_remove_last_shift (self->draft);
}

GtkWidget *
gk_shifts_row_new (void)
{
  return g_object_new (GK_TYPE_SHIFTS_ROW, NULL);
}

void
gk_shifts_row_set_draft (GkShiftsRow *self,
                         GkMoveDraft *draft)
{
  g_return_if_fail (GK_IS_SHIFTS_ROW (self));
  g_return_if_fail (draft == NULL || GK_IS_MOVE_DRAFT (draft));

  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_set_object (&self->draft, draft);
  if (draft != NULL)
    g_signal_connect_swapped (draft, "changed", G_CALLBACK (draft_changed), self);
  draft_changed (self);
}

static void
gk_shifts_row_dispose (GObject *object)
{
  GkShiftsRow *self = GK_SHIFTS_ROW (object);

  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->undo_button, gtk_widget_unparent);

  G_OBJECT_CLASS (gk_shifts_row_parent_class)->dispose (object);
}

static void
gk_shifts_row_class_init (GkShiftsRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_shifts_row_dispose;

  gtk_widget_class_install_action (widget_class, "shifts.undo", NULL, undo_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gk-shifts-row");
}

static void
gk_shifts_row_init (GkShiftsRow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              12);

  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  /* TRANSLATORS: the button that takes back the last marker shift entered */
  self->undo_button = gtk_button_new_with_label (_("Undo Last Shift"));
  gtk_widget_set_valign (self->undo_button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->undo_button), "shifts.undo");
  /* TRANSLATORS: tooltip of the Undo Last Shift button, with its shortcut */
  gk_ui_set_tooltip (self->undo_button, _("Undo Last Shift (Alt+Backspace)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Undo Last Shift"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "Alt+BackSpace",
                                  -1);
  gtk_widget_set_parent (self->undo_button, GTK_WIDGET (self));

  /* The shortcut works wherever the focus is in the window. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_BackSpace,
                                                                                  GDK_ALT_MASK),
                                                          gtk_named_action_new ("shifts.undo")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  gtk_widget_add_css_class (GTK_WIDGET (self), "gk-shifts-row");
  draft_changed (self);
}
