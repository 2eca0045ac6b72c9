/* gk-start-page.c: new game, open, score a table, and the game library
 *
 * Each section of the library (games in progress, finished, damaged) is a
 * boxed list bound to the library's model, filtered by kind and sliced: it
 * shows the newest SECTION_PAGE games and offers more, a page at a time,
 * so that a library of thousands of games costs the rows shown.  Rows come
 * a few a frame (ROWS_PER_FRAME), however many arrive at once, so that
 * the window keeps drawing; a game that arrives among them is one row
 * more, the others stay as they are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-date-format.h"
#include "gk-format.h"
#include "gk-library-item.h"
#include "gk-sheet-game.h"
#include "gk-start-page.h"
#include "gk-title-box.h"
#include "gk-ui-util.h"

/* The sections, in the order they are shown. */
typedef enum
{
  SECTION_DAMAGED,
  SECTION_PROGRESS,
  SECTION_FINISHED,
  N_SECTIONS
} Section;

struct _GkStartPage
{
  AdwBin              parent_instance;

  /* template */
  GtkBox             *content;
  GtkLabel           *problem_label;
  GtkLabel           *new_game_subtitle;

  /* the library's sections, once built (gk-start-page-library.ui) */
  GtkWidget          *drafts_group;
  GtkListBox         *drafts_list;
  GtkWidget          *groups[N_SECTIONS];
  GtkListBox         *lists[N_SECTIONS];
  GtkWidget          *more[N_SECTIONS];   /* each section's Show More */

  GListModel         *entries;                 /* of GkLibraryItem */
  GtkFilterListModel *sections[N_SECTIONS];    /* the entries of each section */
  GtkSliceListModel  *shown[N_SECTIONS];       /* the ones shown */
  guint               wanted[N_SECTIONS];      /* how many may be shown */
  guint               growing;                 /* the tick callback adding rows */
  GFile              *current;
};

#define LIBRARY_UI "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-start-page-library.ui"

/* Games shown in a section at first, and added by Show More. */
#define SECTION_PAGE 25
/* Rows made in a frame at most. */
#define ROWS_PER_FRAME 4

G_DEFINE_FINAL_TYPE (GkStartPage, gk_start_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the words of a row ---- */

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
status_of (GkLibraryEntry *entry)
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

/* A file holding a copy of a play another file holds says so: the history
 * counts the play once, from the other file. */
static char *
subtitle_of (GkLibraryEntry *entry)
{
  g_autofree char *status = status_of (entry);

  if (entry->copy_of == NULL)
    return g_steal_pointer (&status);
  /* TRANSLATORS: under a game of the library that is a copy of a play another
   * file holds, the file the history counts the play from: "Round 4 · … · a
   * copy of “2026-11-25 20-15.ginkgo”, the file the history counts" */
  return g_strdup_printf (_("%s · a copy of “%s”, the file the history counts"), status,
                          entry->copy_of);
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
  gk_ui_set_tooltip (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (uri));
  gk_ui_plain_accessible_names (button);
  return button;
}

static GtkWidget *
row_new (gpointer item,
         gpointer user_data)
{
  GkStartPage *self = user_data;
  GkLibraryEntry *entry = gk_library_item_get_entry (item);
  g_autofree char *subtitle = subtitle_of (entry);
  g_autofree char *title = title_of (self, entry);
  g_autofree char *uri = g_file_get_uri (entry->file);
  GtkWidget *row = gk_ui_text_row_new (title, subtitle);

  /* Wrapped, never shortened: on a phone the winner and the points too. */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
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
  g_object_set_data_full (G_OBJECT (row), "gk-item", g_object_ref (item), g_object_unref);
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

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("document-edit-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.resume-table");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (uri));

  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gk_ui_set_tooltip (discard, _("Discard"));
  gtk_widget_add_css_class (discard, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "win.discard-table");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (discard), g_variant_new_string (uri));
  gk_ui_plain_accessible_names (discard);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);
  return row;
}

/* ---- the sections ---- */

/* A few rows more a frame, until each section shows what it may. */
static gboolean
grow (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       user_data)
{
  GkStartPage *self = GK_START_PAGE (widget);
  guint budget = ROWS_PER_FRAME;

  for (Section s = 0; s < N_SECTIONS && budget > 0; s++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sections[s]));
      guint size = gtk_slice_list_model_get_size (self->shown[s]);
      guint target = MIN (n, self->wanted[s]);

      if (size < target)
        {
          guint step = MIN (budget, target - size);

          gtk_slice_list_model_set_size (self->shown[s], size + step);
          budget -= step;
        }
    }
  if (budget > 0)
    {
      self->growing = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_growing (GkStartPage *self)
{
  if (self->growing == 0)
    self->growing = gtk_widget_add_tick_callback (GTK_WIDGET (self), grow, NULL, NULL);
}

static void build_sections (GkStartPage *self);

/* A section's title while it holds a game, Show More while it holds more
 * than it shows; fewer games than shown: fewer rows, at once. */
static void
section_changed (GkStartPage *self)
{
  if (gk_start_page_get_n_entries (self) > 0)
    build_sections (self);
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sections[s]));

      if (gtk_slice_list_model_get_size (self->shown[s]) > n)
        gtk_slice_list_model_set_size (self->shown[s], n);
    }
  if (self->drafts_group == NULL)
    return;
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sections[s]));

      gtk_widget_set_visible (self->groups[s], n > 0);
      gtk_widget_set_visible (self->more[s], n > self->wanted[s]);
    }
  start_growing (self);
}

static void
show_more (GtkButton   *button,
           GkStartPage *self)
{
  for (Section s = 0; s < N_SECTIONS; s++)
    if (GTK_WIDGET (button) == self->more[s])
      self->wanted[s] += SECTION_PAGE;
  section_changed (self);
}

/* The sections of the library, under the actions: built when the library
 * first lists a game or a table being scored, which it does after the
 * window's first frame; an empty library never builds them.  Each list
 * is bound to its slice of the entries while the slice is still empty,
 * so its rows still come a few a frame. */
static void
build_sections (GkStartPage *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  /* In the order they are shown; the drafts' between the damaged files
   * and the games in progress. */
  static const char *const groups[] = {
    "damaged_group", "drafts_group", "progress_group", "finished_group"
  };
  /* Each section's objects' names, by Section. */
  static const char *const names[N_SECTIONS] = { "damaged", "progress", "finished" };

  if (self->drafts_group != NULL)
    return;
  builder = gtk_builder_new_from_resource (LIBRARY_UI);
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    gtk_box_append (self->content, GTK_WIDGET (gtk_builder_get_object (builder, groups[g])));
  self->drafts_group = GTK_WIDGET (gtk_builder_get_object (builder, "drafts_group"));
  self->drafts_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "drafts_list"));
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      g_autofree char *group = g_strconcat (names[s], "_group", NULL);
      g_autofree char *list = g_strconcat (names[s], "_list", NULL);
      g_autofree char *more = g_strconcat (names[s], "_more", NULL);

      self->groups[s] = GTK_WIDGET (gtk_builder_get_object (builder, group));
      self->lists[s] = GTK_LIST_BOX (gtk_builder_get_object (builder, list));
      self->more[s] = GTK_WIDGET (gtk_builder_get_object (builder, more));
      gtk_list_box_bind_model (self->lists[s], G_LIST_MODEL (self->shown[s]), row_new,
                               self, NULL);
      g_signal_connect_object (self->more[s], "clicked", G_CALLBACK (show_more), self, 0);
    }
}

/* The rows shown, their words again (which game is open here changed). */
static void
refresh_rows (GkStartPage *self)
{
  if (self->drafts_group == NULL)
    return;
  for (Section s = 0; s < N_SECTIONS; s++)
    for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->lists[s]));
         row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        GkLibraryItem *item = g_object_get_data (G_OBJECT (row), "gk-item");
        g_autofree char *title = NULL;

        if (item == NULL)
          continue;
        title = title_of (self, gk_library_item_get_entry (item));
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
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
  section_changed (self);
}

void
gk_start_page_set_drafts (GkStartPage *self,
                          GPtrArray   *drafts,
                          GFile       *current)
{
  g_return_if_fail (GK_IS_START_PAGE (self));
  g_return_if_fail (drafts != NULL);

  if (drafts->len > 0)
    build_sections (self);
  if (self->drafts_group == NULL)
    return;
  gk_ui_remove_children (GTK_WIDGET (self->drafts_list));
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
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

gboolean
gk_start_page_is_filling (GkStartPage *self)
{
  g_return_val_if_fail (GK_IS_START_PAGE (self), FALSE);

  return self->growing != 0 && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* ---- GObject ---- */

static void
gk_start_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkStartPage *self = GK_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_CURRENT:
      g_value_set_object (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_start_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkStartPage *self = GK_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_CURRENT:
      gk_start_page_set_current (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_start_page_dispose (GObject *object)
{
  GkStartPage *self = GK_START_PAGE (object);

  if (self->growing != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->growing);
  self->growing = 0;
  for (Section s = 0; s < N_SECTIONS; s++)
    {
      if (self->sections[s] != NULL)
        g_signal_handlers_disconnect_by_data (self->sections[s], self);
      if (self->drafts_group != NULL)
        gtk_list_box_bind_model (self->lists[s], NULL, NULL, NULL, NULL);
      g_clear_object (&self->shown[s]);
      g_clear_object (&self->sections[s]);
    }
  /* The sections go with the template's widgets. */
  self->drafts_group = NULL;
  g_clear_object (&self->entries);
  g_clear_object (&self->current);
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
  object_class->get_property = gk_start_page_get_property;
  object_class->set_property = gk_start_page_set_property;

  /* The file of the game open in this window, marked in the list. */
  properties[PROP_CURRENT] =
    g_param_spec_object ("current", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_TITLE_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, content);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, GkStartPage, new_game_subtitle);
}

/* What New Game offers: Ginkgopolis, or a score sheet of each game of
 * the sheets' table, by name. */
static char *
new_game_subtitle (void)
{
  guint n_games;
  const GkSheetGame * const *games = gk_sheet_games (&n_games);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *list = NULL;

  for (guint g = 0; g + 1 < n_games; g++)
    {
      if (g > 0)
        /* TRANSLATORS: between names of a list, before the last two */
        g_string_append (names, _(", "));
      g_string_append (names, _(games[g]->name));
    }
  list = n_games < 2 ? g_strdup (n_games == 1 ? _(games[0]->name) : "")
    /* TRANSLATORS: the last two of a list of alternatives: "7 Wonders, Underwater
     * Cities or Blueprints" */
    : g_strdup_printf (_("%s or %s"), names->str, _(games[n_games - 1]->name));
  /* TRANSLATORS: New Game's subtitle on the start page; %s lists the games with a
   * score sheet: "7 Wonders, Underwater Cities or Blueprints" */
  return g_strdup_printf (_("Ginkgopolis, or a score sheet of %s"), list);
}

static void
gk_start_page_init (GkStartPage *self)
{
  g_autofree char *games = new_game_subtitle ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_label_set_label (self->new_game_subtitle, games);

  for (Section s = 0; s < N_SECTIONS; s++)
    {
      GtkCustomFilter *filter = gtk_custom_filter_new (in_section, GUINT_TO_POINTER (s), NULL);

      self->sections[s] = gtk_filter_list_model_new (NULL, GTK_FILTER (filter));
      self->shown[s] = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->sections[s])),
                                                 0, 0);
      self->wanted[s] = SECTION_PAGE;
      g_signal_connect_object (self->sections[s], "items-changed", G_CALLBACK (section_changed),
                               self, G_CONNECT_SWAPPED);
    }
}

GtkWidget *
gk_start_page_new (void)
{
  return g_object_new (GK_TYPE_START_PAGE, NULL);
}
