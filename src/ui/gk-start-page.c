/* gk-start-page.c: new game, open, score a table, and the game library
 *
 * The page is one list view, so that a library of thousands of games costs
 * no more than the rows in view: its items are the page's head (the logo
 * and the actions), then for each section of the library that holds
 * anything its title and its games, filtered by kind from the library's
 * model.  The head and the titles are widgets of the template, set into
 * whichever row shows them; each game's row is a card (a boxed list of one
 * row) of its own, made for the rows in view and filled again as they
 * scroll.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-library-item.h"
#include "gk-start-page.h"
#include "gk-ui-util.h"

/* The sections, in the order they are shown. */
typedef enum
{
  SECTION_PROGRESS,
  SECTION_FINISHED,
  SECTION_DAMAGED,
  N_SECTIONS
} Section;

struct _GkStartPage
{
  AdwBin              parent_instance;

  /* template */
  GtkListView        *list;
  GtkWidget          *intro;
  GtkLabel           *problem_label;
  GtkWidget          *progress_header;
  GtkWidget          *finished_header;
  GtkWidget          *damaged_header;

  GListModel         *entries;                 /* of GkLibraryItem */
  GtkFilterListModel *sections[N_SECTIONS];
  GListStore         *headers[N_SECTIONS];     /* the section's title while it holds a game */
  GFile              *current;
  GPtrArray          *rows;                    /* the game rows made, while they live */
};

G_DEFINE_FINAL_TYPE (GkStartPage, gk_start_page, ADW_TYPE_BIN)

/* The list's items besides the games: GtkStringObjects naming them. */
static const char *const header_names[N_SECTIONS] = { "progress", "finished", "damaged" };
#define INTRO_NAME "intro"

/* ---- the words of a row ---- */

/* "today 20:15", or the date and time as the locale writes them. */
static char *
when_text (gint64 modified)
{
  g_autoptr(GDateTime) then = g_date_time_new_from_unix_local (modified / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = NULL;

  if (then == NULL)
    return g_strdup ("");
  time = g_date_time_format (then, "%H:%M");
  if (g_date_time_get_year (then) == g_date_time_get_year (now)
      && g_date_time_get_day_of_year (then) == g_date_time_get_day_of_year (now))
    /* TRANSLATORS: when a game was last played; %s is the time, "20:15" */
    return g_strdup_printf (_("today at %s"), time);
  return g_date_time_format (then, "%x %H:%M");
}

static char *
subtitle_of (GkLibraryEntry *entry)
{
  g_autofree char *when = when_text (entry->modified);

  switch (entry->kind)
    {
    case GK_LIBRARY_ENTRY_IN_PROGRESS:
      /* TRANSLATORS: a game of the library: "Round 4 · last played today at 20:15" */
      return g_strdup_printf (_("Round %u · last played %s"), entry->round, when);

    case GK_LIBRARY_ENTRY_FINISHED:
    case GK_LIBRARY_ENTRY_POSITION:
      /* TRANSLATORS: a finished game: "Won by Anna with 54 points · 12/11/2026 20:15"; %s
       * may be several names ("Anna, Béla") when they tie */
      return g_strdup_printf (ngettext ("Won by %s with %u point · %s",
                                        "Won by %s with %u points · %s", entry->winner_points),
                              entry->winner != NULL ? entry->winner : "", entry->winner_points,
                              when);

    case GK_LIBRARY_ENTRY_DAMAGED:
    default:
      return g_strdup (entry->problem != NULL ? entry->problem : "");
    }
}

static char *
title_of (GkStartPage    *self,
          GkLibraryEntry *entry)
{
  if (entry->kind == GK_LIBRARY_ENTRY_DAMAGED || entry->players == NULL)
    return gk_ui_file_display_name (entry->file);
  if (self->current != NULL && g_file_equal (self->current, entry->file))
    /* TRANSLATORS: the game open in this window: "Anna, Béla, Vera (open)" */
    return g_strdup_printf (_("%s (open)"), entry->players);
  return g_strdup (entry->players);
}

static const char *
icon_of (GkLibraryEntry *entry)
{
  switch (entry->kind)
    {
    case GK_LIBRARY_ENTRY_IN_PROGRESS:
      return "media-playback-start-symbolic";
    case GK_LIBRARY_ENTRY_FINISHED:
    case GK_LIBRARY_ENTRY_POSITION:
      return "emblem-ok-symbolic";
    case GK_LIBRARY_ENTRY_DAMAGED:
    default:
      return "dialog-warning-symbolic";
    }
}

static Section
section_of (GkLibraryEntry *entry)
{
  switch (entry->kind)
    {
    case GK_LIBRARY_ENTRY_IN_PROGRESS:
      return SECTION_PROGRESS;
    case GK_LIBRARY_ENTRY_DAMAGED:
      return SECTION_DAMAGED;
    case GK_LIBRARY_ENTRY_FINISHED:
    case GK_LIBRARY_ENTRY_POSITION:
    default:
      return SECTION_FINISHED;
    }
}

/* ---- a game's row ---- */

static GtkWidget *
row_button (const char     *icon,
            const char     *tooltip,
            const char     *action,
            GkLibraryEntry *entry)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  g_autofree char *uri = g_file_get_uri (entry->file);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (uri));
  return button;
}

static GtkWidget *
action_row_new (GkStartPage    *self,
                GkLibraryEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = subtitle_of (entry);
  g_autofree char *title = title_of (self, entry);
  g_autofree char *uri = g_file_get_uri (entry->file);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row),
                                     entry->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : 1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon_of (entry)));

  /* A damaged file is never opened from here, so never saved over. */
  if (entry->kind != GK_LIBRARY_ENTRY_DAMAGED)
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (uri));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button ("folder-open-symbolic", _("Show in Folder"),
                                         "win.show-in-folder", entry));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button ("user-trash-symbolic", _("Delete"), "win.delete-game",
                                         entry));
  return row;
}

static void
forget_row (gpointer  data,
            GObject  *where_the_object_was)
{
  GkStartPage *self = data;

  g_ptr_array_remove_fast (self->rows, where_the_object_was);
}

/* A game's row: a clamp around a boxed list of one AdwActionRow, which
 * bind() fills for each game the row shows; each game is a card of its own. */
static GtkWidget *
game_row_new (GkStartPage *self)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *list = gtk_list_box_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  gtk_widget_set_margin_start (clamp, 12);
  gtk_widget_set_margin_end (clamp, 12);
  gtk_widget_set_margin_bottom (clamp, 6);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  g_ptr_array_add (self->rows, clamp);
  g_object_weak_ref (G_OBJECT (clamp), forget_row, self);
  return clamp;
}

static GtkListBox *
game_row_list (GtkWidget *row)
{
  return GTK_LIST_BOX (adw_clamp_get_child (ADW_CLAMP (row)));
}

/* Fills @row with @item's game. */
static void
game_row_show (GkStartPage   *self,
               GtkWidget     *row,
               GkLibraryItem *item)
{
  GtkListBox *list = game_row_list (row);

  gk_ui_remove_children (GTK_WIDGET (list));
  gtk_list_box_append (list, action_row_new (self, gk_library_item_get_entry (item)));
  g_object_set_data_full (G_OBJECT (row), "gk-item", g_object_ref (item), g_object_unref);
}

/* ---- the list ---- */

static GtkWidget *
named_widget (GkStartPage *self,
              const char  *name)
{
  if (g_str_equal (name, INTRO_NAME))
    return self->intro;
  if (g_str_equal (name, header_names[SECTION_PROGRESS]))
    return self->progress_header;
  if (g_str_equal (name, header_names[SECTION_FINISHED]))
    return self->finished_header;
  return self->damaged_header;
}

static void
bind (GtkSignalListItemFactory *factory,
      GtkListItem              *list_item,
      GkStartPage              *self)
{
  GObject *item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_selectable (list_item, FALSE);
  if (GTK_IS_STRING_OBJECT (item))
    {
      GtkWidget *widget = named_widget (self, gtk_string_object_get_string (GTK_STRING_OBJECT (item)));

      /* The head and the titles are one widget each: out of the row that
       * showed them last. */
      if (gtk_widget_get_parent (widget) != NULL)
        gtk_list_item_set_child (GTK_LIST_ITEM (g_object_get_data (G_OBJECT (widget),
                                                                   "gk-list-item")), NULL);
      gtk_list_item_set_child (list_item, widget);
      g_object_set_data (G_OBJECT (widget), "gk-list-item", list_item);
      return;
    }
  if (child == NULL || g_object_get_data (G_OBJECT (child), "gk-game-row") == NULL)
    {
      child = game_row_new (self);
      g_object_set_data (G_OBJECT (child), "gk-game-row", GINT_TO_POINTER (TRUE));
      gtk_list_item_set_child (list_item, child);
    }
  game_row_show (self, child, GK_LIBRARY_ITEM (item));
}

static void
unbind (GtkSignalListItemFactory *factory,
        GtkListItem              *list_item,
        GkStartPage              *self)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);

  /* A game's row stays for the next game; the head and the titles go back. */
  if (child != NULL && g_object_get_data (G_OBJECT (child), "gk-game-row") == NULL)
    {
      g_object_set_data (G_OBJECT (child), "gk-list-item", NULL);
      gtk_list_item_set_child (list_item, NULL);
    }
}

/* A section's title is listed while the section holds a game. */
static void
section_changed (GkStartPage *self)
{
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      gboolean shown = g_list_model_get_n_items (G_LIST_MODEL (self->headers[s])) > 0;
      gboolean wanted = g_list_model_get_n_items (G_LIST_MODEL (self->sections[s])) > 0;

      if (wanted && !shown)
        {
          g_autoptr(GtkStringObject) name = gtk_string_object_new (header_names[s]);

          g_list_store_append (self->headers[s], name);
        }
      else if (!wanted && shown)
        g_list_store_remove_all (self->headers[s]);
    }
}

/* The rows in view, words again (which game is open here changed). */
static void
refresh_rows (GkStartPage *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GkLibraryItem *item = g_object_get_data (G_OBJECT (row), "gk-item");

      if (item != NULL)
        game_row_show (self, row, item);
    }
}

static gboolean
in_section (gpointer item,
            gpointer user_data)
{
  return section_of (gk_library_item_get_entry (item)) == (Section) GPOINTER_TO_UINT (user_data);
}

void
gk_start_page_set_entries (GkStartPage *self,
                           GListModel  *entries)
{
  g_return_if_fail (GK_IS_START_PAGE (self));
  g_return_if_fail (entries == NULL || G_IS_LIST_MODEL (entries));

  g_set_object (&self->entries, entries);
  for (Section s = 0; s < N_SECTIONS; s++)
    gtk_filter_list_model_set_model (self->sections[s], entries);
}

void
gk_start_page_set_current (GkStartPage *self,
                           GFile       *current)
{
  g_return_if_fail (GK_IS_START_PAGE (self));
  g_return_if_fail (current == NULL || G_IS_FILE (current));

  if (current == self->current || (current != NULL && self->current != NULL
                                   && g_file_equal (current, self->current)))
    return;
  g_set_object (&self->current, current);
  refresh_rows (self);
}

void
gk_start_page_set_library_problem (GkStartPage *self,
                                   const char  *message)
{
  g_return_if_fail (GK_IS_START_PAGE (self));

  if (message != NULL)
    {
      /* TRANSLATORS: %s is the system's reason */
      g_autofree char *text = g_strdup_printf (_("The game library cannot be read: %s"), message);

      gtk_label_set_label (self->problem_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), message != NULL);
}

guint
gk_start_page_get_n_entries (GkStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (GK_IS_START_PAGE (self), 0);

  for (Section s = 0; s < N_SECTIONS; s++)
    n += g_list_model_get_n_items (G_LIST_MODEL (self->sections[s]));
  return n;
}

GkLibraryEntry *
gk_start_page_get_entry (GkStartPage *self,
                         guint        index)
{
  g_return_val_if_fail (GK_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < gk_start_page_get_n_entries (self), NULL);

  for (Section s = 0; s < N_SECTIONS; s++)
    {
      GListModel *section = G_LIST_MODEL (self->sections[s]);
      guint n = g_list_model_get_n_items (section);

      if (index < n)
        {
          g_autoptr(GkLibraryItem) item = g_list_model_get_item (section, index);

          /* Borrowed: the library's model holds the item and its entry. */
          return gk_library_item_get_entry (item);
        }
      index -= n;
    }
  g_return_val_if_reached (NULL);
}

char *
gk_start_page_get_row_text (GkStartPage *self,
                            guint        index)
{
  GkLibraryEntry *entry;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (GK_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < gk_start_page_get_n_entries (self), NULL);

  entry = gk_start_page_get_entry (self, index);
  title = title_of (self, entry);
  subtitle = subtitle_of (entry);
  return g_strdup_printf ("%s\n%s", title, subtitle);
}

/* ---- GObject ---- */

static void
gk_start_page_dispose (GObject *object)
{
  GkStartPage *self = GK_START_PAGE (object);

  gtk_list_view_set_model (self->list, NULL);
  for (guint i = 0; i < self->rows->len; i++)
    g_object_weak_unref (g_ptr_array_index (self->rows, i), forget_row, self);
  g_ptr_array_set_size (self->rows, 0);
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      g_clear_object (&self->sections[s]);
      g_clear_object (&self->headers[s]);
    }
  g_clear_object (&self->entries);
  g_clear_object (&self->current);
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_START_PAGE);

  G_OBJECT_CLASS (gk_start_page_parent_class)->dispose (object);
}

static void
gk_start_page_finalize (GObject *object)
{
  GkStartPage *self = GK_START_PAGE (object);

  g_ptr_array_unref (self->rows);

  G_OBJECT_CLASS (gk_start_page_parent_class)->finalize (object);
}

static void
gk_start_page_class_init (GkStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_start_page_dispose;
  object_class->finalize = gk_start_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, list);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, intro);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, progress_header);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, finished_header);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, damaged_header);
}

static void
gk_start_page_init (GkStartPage *self)
{
  g_autoptr(GListStore) parts = g_list_store_new (G_TYPE_LIST_MODEL);
  g_autoptr(GListStore) intro = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  g_autoptr(GtkStringObject) intro_name = gtk_string_object_new (INTRO_NAME);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkFlattenListModel *flat;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();

  g_list_store_append (intro, intro_name);
  g_list_store_append (parts, intro);
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      GtkCustomFilter *filter = gtk_custom_filter_new (in_section, GUINT_TO_POINTER (s), NULL);

      self->headers[s] = g_list_store_new (GTK_TYPE_STRING_OBJECT);
      self->sections[s] = gtk_filter_list_model_new (NULL, GTK_FILTER (filter));
      /* After the list has taken the change in: a title comes or goes then. */
      g_signal_connect_object (self->sections[s], "items-changed", G_CALLBACK (section_changed),
                               self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      g_list_store_append (parts, self->headers[s]);
      g_list_store_append (parts, self->sections[s]);
    }
  flat = gtk_flatten_list_model_new (G_LIST_MODEL (g_steal_pointer (&parts)));
  gtk_list_view_set_model (self->list,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (flat))));

  g_signal_connect (factory, "bind", G_CALLBACK (bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind), self);
  gtk_list_view_set_factory (self->list, factory);
}

GtkWidget *
gk_start_page_new (void)
{
  return g_object_new (GK_TYPE_START_PAGE, NULL);
}
