/* gk-shortcuts-window.c: the keyboard shortcuts, as a list that fits a phone
 *
 * GTK 4.8's GtkShortcutsWindow lays its groups out in columns and its
 * search entry at a laptop's width: wider than a phone in every language.
 * This window lists the same shortcuts as rows of preference groups, one
 * column that wraps its titles, with libadwaita's search.
 *
 * What it lists is written once, in gk-help-overlay.ui (GtkShortcutsGroup
 * and GtkShortcutsShortcut objects, their titles translated there); it is
 * read from there.  A shortcut that names an action shows the keys the
 * application sets for it (its table of accels, gk-application.c); one
 * that names keys (a widget's own binding) shows those.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-fold-box.h"
#include "gk-shortcuts-window.h"
#include "gk-ui-util.h"

#define OVERLAY_RESOURCE "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-help-overlay.ui"

struct _GkShortcutsWindow
{
  AdwPreferencesWindow parent_instance;

  GPtrArray           *rows;
};

G_DEFINE_FINAL_TYPE (GkShortcutsWindow, gk_shortcuts_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The keys of a shortcut as GtkShortcutLabel takes them: the action's
 * accels (space-separated), or the keys it names. */
static char *
keys_of (GtkApplication *app,
         const char     *action,
         const char     *accelerator)
{
  g_auto(GStrv) accels = NULL;

  if (action == NULL)
    return g_strdup (accelerator != NULL ? accelerator : "");
  if (app == NULL)
    return g_strdup ("");
  accels = gtk_application_get_accels_for_action (app, action);
  return g_strjoinv (" ", accels);
}

/* The keys, each alternative (space-separated) whole: in one line while
 * the row has room beside its title, else on as many lines as it takes
 * (Redo's two, the city's arrows), so that no title is squeezed letter by
 * letter on a phone. */
static GtkWidget *
keys_new (const char *keys)
{
  g_auto(GStrv) alternatives = g_strsplit (keys, " ", -1);
  guint n = g_strv_length (alternatives);
  GtkWidget *alternatives_box;

  if (n <= 1)
    {
      GtkWidget *label = gtk_shortcut_label_new (keys);

      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      return label;
    }

  /* Side by side while they fit, else one above the other, each at the
   * end of the row. */
  alternatives_box = gk_fold_box_new ();
  g_object_set (alternatives_box, "spacing", 6, NULL);
  gtk_widget_set_halign (alternatives_box, GTK_ALIGN_END);
  gtk_widget_set_valign (alternatives_box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      gtk_widget_set_halign (box, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), gtk_shortcut_label_new (alternatives[i]));
      /* Between alternatives, as GtkShortcutLabel marks them. */
      if (i + 1 < n)
        {
          GtkWidget *or = gtk_label_new ("/");

          gtk_widget_add_css_class (or, "dim-label");
          gtk_box_append (GTK_BOX (box), or);
        }
      gtk_widget_set_parent (box, alternatives_box);
    }
  return alternatives_box;
}

static GtkWidget *
row_new (GkShortcutsWindow *self,
         GtkApplication    *app,
         GObject           *shortcut)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *action = NULL;
  g_autofree char *accelerator = NULL;
  g_autofree char *keys = NULL;
  GtkWidget *row;
  GtkWidget *label;

  g_object_get (shortcut, "title", &title, "subtitle", &subtitle, "action-name", &action,
                "accelerator", &accelerator, NULL);
  keys = keys_of (app, action, accelerator);
  row = gk_ui_text_row_new (title, subtitle != NULL && *subtitle != '\0' ? subtitle : NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), keys_new (keys));
  /* A title breaks between its words only: beside keys that take a row's
   * height (several, one above the other), libadwaita's title would give
   * up its width and break inside a word, a letter a line. */
  label = gk_ui_find_descendant (row, GTK_TYPE_LABEL, "title");
  if (label != NULL)
    gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  g_object_set_data_full (G_OBJECT (row), "gk-action", g_steal_pointer (&action), g_free);
  g_object_set_data_full (G_OBJECT (row), "gk-accelerator", g_steal_pointer (&keys), g_free);
  g_ptr_array_add (self->rows, row);
  return row;
}

/* Every group of the overlay's description, in its order, with its
 * shortcuts. */
static void
add_groups (GkShortcutsWindow *self,
            GtkApplication    *app,
            AdwPreferencesPage *page,
            GtkWidget         *widget)
{
  if (GTK_IS_SHORTCUTS_GROUP (widget))
    {
      g_autofree char *title = NULL;
      GtkWidget *group = adw_preferences_group_new ();

      g_object_get (widget, "title", &title, NULL);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_SHORTCUTS_SHORTCUT (child))
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                     row_new (self, app, G_OBJECT (child)));
      adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    add_groups (self, app, page, child);
}

static void
gk_shortcuts_window_dispose (GObject *object)
{
  GkShortcutsWindow *self = GK_SHORTCUTS_WINDOW (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (gk_shortcuts_window_parent_class)->dispose (object);
}

static void
gk_shortcuts_window_class_init (GkShortcutsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_shortcuts_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gk_shortcuts_window_init (GkShortcutsWindow *self)
{
  self->rows = g_ptr_array_new ();
}

/* The shortcuts window over @parent, its rows read from the overlay's
 * description with the keys @parent's application sets. */
GtkWidget *
gk_shortcuts_window_new (GtkWindow *parent)
{
  GkShortcutsWindow *self;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkApplication *app;
  GtkWindow *description;
  GtkWidget *page = adw_preferences_page_new ();

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  app = parent != NULL ? gtk_window_get_application (parent) : NULL;
  self = g_object_new (GK_TYPE_SHORTCUTS_WINDOW,
                       /* TRANSLATORS: the title of the window that lists the keyboard shortcuts */
                       "title", _("Keyboard Shortcuts"),
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       NULL);
  /* No larger than the window it opens over (a phone's). */
  {
    int width = 0, height = 0;

    if (parent != NULL)
      {
        gtk_window_get_default_size (parent, &width, &height);
        if (gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
          {
            width = gtk_widget_get_width (GTK_WIDGET (parent));
            height = gtk_widget_get_height (GTK_WIDGET (parent));
          }
      }
    gtk_window_set_default_size (GTK_WINDOW (self), width > 0 ? MIN (600, width) : 600,
                                 height > 0 ? MIN (720, height) : 720);
  }
  builder = gtk_builder_new_from_resource (OVERLAY_RESOURCE);
  description = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  add_groups (self, app, ADW_PREFERENCES_PAGE (page), GTK_WIDGET (description));
  /* Read: never shown. */
  gtk_window_destroy (description);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));
  /* libadwaita 1.2 asks 360 pixels for the window's content (its leaflet
   * of subpages, which this window has none of): with a dialog's frame
   * around it, more than a phone has.  The rows need less. */
  {
    GtkWidget *content = adw_window_get_content (ADW_WINDOW (self));

    if (ADW_IS_TOAST_OVERLAY (content) && adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (content)))
      gtk_widget_set_size_request (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (content)), -1, -1);
  }
  return GTK_WIDGET (self);
}

GPtrArray *
_gk_shortcuts_window_get_rows (GkShortcutsWindow *self)
{
  g_return_val_if_fail (GK_IS_SHORTCUTS_WINDOW (self), NULL);

  return self->rows;
}
