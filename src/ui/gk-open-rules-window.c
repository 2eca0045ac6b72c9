/* gk-open-rules-window.c: "Why This Score?"
 *
 * One group per GkOpenRuleGroup, one row per entry: its title, and its
 * text in full below it.  Every word comes from the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-core.h"
#include "gk-open-rules-window.h"
#include "gk-ui-util.h"

struct _GkOpenRulesWindow
{
  AdwWindow  parent_instance;

  /* template */
  GtkWidget *groups_box;
};

G_DEFINE_FINAL_TYPE (GkOpenRulesWindow, gk_open_rules_window, ADW_TYPE_WINDOW)

/* One entry: its title as a heading and its text at full size below,
 * easier to read than a row's subtitle. */
static GtkWidget *
entry_row (guint index)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (gk_open_rules_get_title (index));
  GtkWidget *text = gtk_label_new (gk_open_rules_get_text (index));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gk_open_rules_get_title (index));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
fill (GkOpenRulesWindow *self)
{
  AdwPreferencesGroup *groups[GK_N_OPEN_RULE_GROUPS] = { NULL, };

  for (guint i = 0; i < gk_open_rules_get_n (); i++)
    {
      GkOpenRuleGroup group = gk_open_rules_get_group (i);

      if (groups[group] == NULL)
        {
          groups[group] = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (groups[group], gk_open_rules_group_title (group));
          gtk_box_append (GTK_BOX (self->groups_box), GTK_WIDGET (groups[group]));
        }
      adw_preferences_group_add (groups[group], entry_row (i));
    }
}

static void
gk_open_rules_window_class_init (GkOpenRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/"
                                               "gk-open-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GkOpenRulesWindow, groups_box);
}

static void
gk_open_rules_window_init (GkOpenRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gk_open_rules_window_new (GtkWindow *parent)
{
  GkOpenRulesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (GK_TYPE_OPEN_RULES_WINDOW, "transient-for", parent, NULL);
  gk_ui_window_fit_parent (GTK_WINDOW (self));
  fill (self);
  return GTK_WIDGET (self);
}
