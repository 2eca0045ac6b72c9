/* gk-start-page.c: new game, open, score a table, and the game library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-date-format.h"
#include "gk-sheet-game.h"
#include "gk-format.h"
#include "gk-start-page.h"
#include "gk-ui-util.h"

struct _GkStartPage
{
  AdwBin      parent_instance;

  GtkLabel   *problem_label;
  GtkWidget  *drafts_group;
  GtkListBox *drafts_list;
  GtkWidget  *progress_group;
  GtkListBox *progress_list;
  GtkWidget  *finished_group;
  GtkListBox *finished_list;
  GtkWidget  *damaged_group;
  GtkListBox *damaged_list;

  GPtrArray  *entries;     /* of GkLibraryEntry, as listed */
  GPtrArray  *rows;        /* of AdwActionRow, one per entry */
};

G_DEFINE_FINAL_TYPE (GkStartPage, gk_start_page, ADW_TYPE_BIN)

/* "today at 20:15", or the date and time as the whole app writes them. */
static char *
when_text (gint64 modified)
{
  g_autoptr(GDateTime) then = g_date_time_new_from_unix_local (modified / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (then == NULL || now == NULL)
    return g_strdup ("");
  return gk_date_format_relative (then, now, gk_date_format_get_clock ());
}

/* A score sheet of another game: the game, and when it was last filled
 * in or who won it. */
static char *
sheet_subtitle_of (GkLibraryEntry *entry,
                   const char     *when)
{
  const GkSheetGame *game = gk_sheet_game_lookup (entry->sheet_game);
  const char *name = game != NULL ? _(game->name) : entry->sheet_game;

  if (entry->kind == GK_LIBRARY_ENTRY_IN_PROGRESS)
    /* TRANSLATORS: a score sheet in the library: "7 Wonders · last entered today at 20:15" */
    return g_strdup_printf (_("%s · last entered %s"), name, when);
  /* TRANSLATORS: a finished score sheet: "7 Wonders · won by Anna with 58 points ·
   * 12/11/2026 20:15"; the second %s may be several names when they tie */
  return g_strdup_printf (ngettext ("%s · won by %s with %d point · %s",
                                    "%s · won by %s with %d points · %s",
                                    (gulong) ABS (entry->winner_points)),
                          name, entry->winner != NULL ? entry->winner : "", entry->winner_points,
                          when);
}

static char *
summary_of (GkLibraryEntry *entry)
{
  g_autofree char *when = when_text (entry->modified);

  if (entry->sheet_game != NULL && entry->kind != GK_LIBRARY_ENTRY_DAMAGED)
    return sheet_subtitle_of (entry, when);
  switch (entry->kind)
    {
    case GK_LIBRARY_ENTRY_IN_PROGRESS:
      /* TRANSLATORS: a game of the library: "Round 4 · last played today at 20:15" */
      return g_strdup_printf (_("Round %u · last played %s"), entry->round, when);

    case GK_LIBRARY_ENTRY_FINISHED:
    case GK_LIBRARY_ENTRY_POSITION:
      /* TRANSLATORS: a finished game: "Won by Anna with 54 points · 25 November 2026, 20:15"; %s
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

/* A game's line under its players: its variant and level first ("Solo ·
 * expert"), then where it stands. */
static char *
subtitle_of (GkLibraryEntry *entry)
{
  g_autofree char *summary = summary_of (entry);

  /* A score sheet says its game instead. */
  if ((entry->kind != GK_LIBRARY_ENTRY_IN_PROGRESS && entry->kind != GK_LIBRARY_ENTRY_FINISHED)
      || entry->sheet_game != NULL)
    return g_steal_pointer (&summary);
  /* TRANSLATORS: a game of the library: its variant, then where it stands:
   * "Solo · expert · Round 4 · last played today at 20:15" */
  return g_strdup_printf (_("%s · %s"), gk_format_variant (entry->variant, entry->solo_level),
                          summary);
}

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
row_new (GkLibraryEntry *entry,
         gboolean        current)
{
  GtkWidget *row;
  g_autofree char *subtitle = subtitle_of (entry);
  g_autofree char *uri = g_file_get_uri (entry->file);
  g_autofree char *title = NULL;
  const char *icon;

  if (entry->kind == GK_LIBRARY_ENTRY_DAMAGED || entry->players == NULL)
    title = g_file_get_basename (entry->file);
  else if (current)
    /* TRANSLATORS: the game open in this window: "Anna, Béla, Vera (open)" */
    title = g_strdup_printf (_("%s (open)"), entry->players);
  else
    title = g_strdup (entry->players);

  row = gk_ui_text_row_new (title, subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row),
                                     entry->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : 1);

  switch (entry->kind)
    {
    case GK_LIBRARY_ENTRY_IN_PROGRESS:
      icon = "media-playback-start-symbolic";
      break;
    case GK_LIBRARY_ENTRY_FINISHED:
    case GK_LIBRARY_ENTRY_POSITION:
      icon = "emblem-ok-symbolic";
      break;
    case GK_LIBRARY_ENTRY_DAMAGED:
    default:
      icon = "dialog-warning-symbolic";
      break;
    }
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));

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

/* ---- tables being scored ---- */

static GtkWidget *
draft_row_new (GkPositionDraft *draft,
               GFile           *file,
               gboolean         current)
{
  g_autofree char *players = gk_position_draft_dup_players_text (draft);
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autofree char *when = when_text (info != NULL
                                     ? (gint64) g_file_info_get_attribute_uint64 (
                                         info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                                     : 0);
  guint n = gk_position_draft_get_n_buildings (draft);
  /* TRANSLATORS: a table being scored: "16 buildings in the city · today at 20:15" */
  g_autofree char *subtitle = g_strdup_printf (ngettext ("%u building in the city · %s",
                                                         "%u buildings in the city · %s", n),
                                               n, when);
  g_autofree char *title = current
    /* TRANSLATORS: the table being scored in this window: "Anna, Béla, Vera (open)" */
    ? g_strdup_printf (_("%s (open)"), players) : g_strdup (players);
  GtkWidget *row = gk_ui_text_row_new (title, subtitle);
  GtkWidget *discard = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("document-edit-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.resume-table");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (uri));

  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (discard, _("Discard"));
  gtk_widget_add_css_class (discard, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "win.discard-table");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (discard), g_variant_new_string (uri));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

void
gk_start_page_set_entries (GkStartPage *self,
                           GPtrArray   *entries,
                           GFile       *current)
{
  guint n_progress = 0, n_finished = 0, n_damaged = 0;

  g_return_if_fail (GK_IS_START_PAGE (self));
  g_return_if_fail (entries != NULL);

  clear_list (self->progress_list);
  clear_list (self->finished_list);
  clear_list (self->damaged_list);
  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      gboolean is_current = current != NULL && g_file_equal (current, entry->file);
      GtkWidget *row = row_new (entry, is_current);

      if (entry->kind == GK_LIBRARY_ENTRY_IN_PROGRESS)
        {
          gtk_list_box_append (self->progress_list, row);
          n_progress++;
        }
      else if (entry->kind == GK_LIBRARY_ENTRY_DAMAGED)
        {
          gtk_list_box_append (self->damaged_list, row);
          n_damaged++;
        }
      else
        {
          gtk_list_box_append (self->finished_list, row);
          n_finished++;
        }
      g_ptr_array_add (self->entries, gk_library_entry_ref (entry));
      g_ptr_array_add (self->rows, row);
    }
  gtk_widget_set_visible (self->progress_group, n_progress > 0);
  gtk_widget_set_visible (self->finished_group, n_finished > 0);
  gtk_widget_set_visible (self->damaged_group, n_damaged > 0);
}

void
gk_start_page_set_drafts (GkStartPage *self,
                          GPtrArray   *drafts,
                          GFile       *current)
{
  g_return_if_fail (GK_IS_START_PAGE (self));
  g_return_if_fail (drafts != NULL);

  clear_list (self->drafts_list);
  for (guint i = 0; i < drafts->len; i++)
    {
      GkPositionDraft *draft = g_ptr_array_index (drafts, i);
      GFile *file = gk_position_draft_get_file (draft);

      if (file == NULL)
        continue;
      gtk_list_box_append (self->drafts_list,
                           draft_row_new (draft, file,
                                          current != NULL && g_file_equal (file, current)));
    }
  gtk_widget_set_visible (self->drafts_group,
                          gtk_widget_get_first_child (GTK_WIDGET (self->drafts_list)) != NULL);
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
  g_return_val_if_fail (GK_IS_START_PAGE (self), 0);

  return self->entries->len;
}

GStrv
gk_start_page_dup_draft_texts (GkStartPage *self)
{
  g_autoptr(GStrvBuilder) texts = g_strv_builder_new ();

  g_return_val_if_fail (GK_IS_START_PAGE (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->drafts_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      g_autofree char *text =
        g_strdup_printf ("%s\n%s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                         adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));

      g_strv_builder_add (texts, text);
    }
  return g_strv_builder_end (texts);
}

GkLibraryEntry *
gk_start_page_get_entry (GkStartPage *self,
                         guint        index)
{
  g_return_val_if_fail (GK_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return g_ptr_array_index (self->entries, index);
}

char *
gk_start_page_get_row_text (GkStartPage *self,
                            guint        index)
{
  AdwActionRow *row;

  g_return_val_if_fail (GK_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);

  row = g_ptr_array_index (self->rows, index);
  return g_strdup_printf ("%s\n%s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                          adw_action_row_get_subtitle (row));
}

static void
gk_start_page_dispose (GObject *object)
{
  GkStartPage *self = GK_START_PAGE (object);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, drafts_group);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, drafts_list);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, progress_group);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, progress_list);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, finished_group);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, finished_list);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, damaged_group);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, damaged_list);
}

static void
gk_start_page_init (GkStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  self->rows = g_ptr_array_new ();
}

GtkWidget *
gk_start_page_new (void)
{
  return g_object_new (GK_TYPE_START_PAGE, NULL);
}
