/* gk-start-page.c: new game, continue, open, score a table, recent games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-start-page.h"

#define GK_MIME_TYPE   "application/x-ginkgo-game"
#define GK_MAX_RECENT  6

struct _GkStartPage
{
  AdwBin      parent_instance;

  AdwActionRow *continue_row;
  GtkWidget    *recent_group;
  GtkListBox   *recent_list;

  guint         n_recent;
  gulong        recent_changed_id;
};

G_DEFINE_FINAL_TYPE (GkStartPage, gk_start_page, ADW_TYPE_BIN)

static gboolean
is_game_file (GtkRecentInfo *info)
{
  const char *mime = gtk_recent_info_get_mime_type (info);
  const char *uri = gtk_recent_info_get_uri (info);

  return (g_strcmp0 (mime, GK_MIME_TYPE) == 0 || g_str_has_suffix (uri, ".ginkgo"))
         && gtk_recent_info_exists (info);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *ia = *(GtkRecentInfo **) a;
  GtkRecentInfo *ib = *(GtkRecentInfo **) b;

  /* Newest first. */
  return g_date_time_compare (gtk_recent_info_get_modified (ib),
                              gtk_recent_info_get_modified (ia));
}

static GtkWidget *
recent_row_new (GtkRecentInfo *info)
{
  g_autoptr(GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (info));
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *folder = parent != NULL ? g_file_get_parse_name (parent) : NULL;
  const char *home = g_get_home_dir ();
  g_autofree char *age = gtk_recent_info_get_age (info) == 0
    ? g_strdup (_("today"))
    : g_strdup_printf (ngettext ("%d day ago", "%d days ago", gtk_recent_info_get_age (info)),
                       gtk_recent_info_get_age (info));
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* ~/Games rather than /home/anna/Games */
  if (folder != NULL && home != NULL && g_str_has_prefix (folder, home)
      && (folder[strlen (home)] == '/' || folder[strlen (home)] == '\0'))
    {
      char *short_folder = g_strconcat ("~", folder + strlen (home), NULL);

      g_free (folder);
      folder = short_folder;
    }
  subtitle = g_strdup_printf ("%s · %s", folder != NULL ? folder : "", age);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gtk_recent_info_get_display_name (info));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row),
                                          g_variant_new_string (gtk_recent_info_get_uri (info)));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("document-open-recent-symbolic"));
  return row;
}

void
gk_start_page_refresh_recent (GkStartPage *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  GtkWidget *child;

  g_return_if_fail (GK_IS_START_PAGE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);

  for (GList *l = items; l != NULL; l = l->next)
    if (is_game_file (l->data))
      g_ptr_array_add (games, l->data);
  g_ptr_array_sort (games, compare_recent);

  self->n_recent = MIN (games->len, GK_MAX_RECENT);
  for (guint i = 0; i < self->n_recent; i++)
    gtk_list_box_append (self->recent_list, recent_row_new (g_ptr_array_index (games, i)));
  gtk_widget_set_visible (self->recent_group, self->n_recent > 0);

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

guint
gk_start_page_get_n_recent (GkStartPage *self)
{
  g_return_val_if_fail (GK_IS_START_PAGE (self), 0);

  return self->n_recent;
}

void
gk_start_page_set_autosave (GkStartPage *self,
                            const char  *summary)
{
  g_return_if_fail (GK_IS_START_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->continue_row), summary != NULL);
  adw_action_row_set_subtitle (self->continue_row, summary != NULL ? summary : "");
}

static void
gk_start_page_dispose (GObject *object)
{
  GkStartPage *self = GK_START_PAGE (object);

  g_clear_signal_handler (&self->recent_changed_id, gtk_recent_manager_get_default ());
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_START_PAGE);

  G_OBJECT_CLASS (gk_start_page_parent_class)->dispose (object);
}

static void
gk_start_page_class_init (GkStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_start_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, continue_row);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, recent_list);
}

static void
gk_start_page_init (GkStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->recent_changed_id = g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed",
                                                      G_CALLBACK (gk_start_page_refresh_recent),
                                                      self);
  gk_start_page_refresh_recent (self);
}

GtkWidget *
gk_start_page_new (void)
{
  return g_object_new (GK_TYPE_START_PAGE, NULL);
}
