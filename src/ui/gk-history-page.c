/* gk-history-page.c: every play of the library, newest first
 *
 * A list of plays with their game, winner and scores, four filters (the
 * game: Ginkgopolis or a score sheet's; player; number of players;
 * standard or solo and its level, for Ginkgopolis), exports of what is
 * shown and the import of a folder of games.  Activating a play emits
 * "open-play" with its file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-date-format.h"
#include "gk-history-export.h"
#include "gk-history-import.h"
#include "gk-history-item.h"
#include "gk-fold-box.h"
#include "gk-history-page.h"
#include "gk-history-stats.h"
#include "gk-sheet-game.h"
#include "gk-ui-util.h"

/* Seconds the toast saying what an import did stays. */
#define IMPORT_TOAST_TIMEOUT 5

struct _GkHistoryPage
{
  AdwBin                parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *view;
  GtkStack             *list_view;
  GtkListView          *list;
  GtkDropDown          *game_filter;
  GtkDropDown          *player_filter;
  GtkDropDown          *count_filter;
  GtkDropDown          *variant_filter;
  GtkLabel             *count_label;
  GtkRevealer          *problem_revealer;
  GtkLabel             *problem_label;
  GMenu                *tools_menu;

  /* state */
  GkHistoryIndex       *index;
  GkHistoryProfiles    *profiles;
  GPtrArray            *plays;          /* every play, newest first */
  GListStore           *shown;          /* of GkHistoryItem */
  GtkSliceListModel    *on_screen;      /* what the list view has of @shown */
  guint                 grow_tick;      /* @on_screen grows after the first frame */
  guint                 grow_frames;
  GtkStringList        *player_names;
  GPtrArray            *player_keys;    /* [0] NULL: everyone */
  GPtrArray            *game_ids;       /* the game filter's, [0] NULL: every game */
  GtkFileChooserNative *chooser;
  GCancellable         *importing;      /* the import under way */
  AdwToast             *import_toast;   /* says it is under way, with Stop */
  char                 *import_report;  /* what the last import did, as shown */
  double                scroll_to;      /* where a reload found the list, -1: nowhere */
  guint                 scroll_frames;
  guint                 scroll_tick;
};

G_DEFINE_FINAL_TYPE (GkHistoryPage, gk_history_page, ADW_TYPE_BIN)

enum
{
  OPEN_PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The variant filter's entries, in the order of the drop-down. */
static const GkHistoryVariantFilter variant_filters[] = {
  GK_HISTORY_VARIANT_ANY,
  GK_HISTORY_VARIANT_STANDARD,
  GK_HISTORY_VARIANT_SOLO,
  GK_HISTORY_VARIANT_SOLO_NORMAL,
  GK_HISTORY_VARIANT_SOLO_EXPERT,
};

/* ---- what a row says ---- */

char *
gk_history_play_describe_winner (const GkHistoryPlay *play)
{
  g_autoptr(GString) names = g_string_new (NULL);
  gint total = 0;
  guint n = 0;

  g_return_val_if_fail (play != NULL, NULL);

  for (guint i = 0; i < play->players->len; i++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);

      if (!p->winner)
        continue;
      if (n > 0)
        /* TRANSLATORS: between the names of players who share first place */
        g_string_append (names, _(" and "));
      g_string_append (names, gk_history_player_get_display_name (p));
      total = p->total;
      n++;
    }
  if (n > 1)
    /* TRANSLATORS: players who share first place, then their score (a score sheet's may be
     * below 0) */
    return g_strdup_printf (ngettext ("%s tied with %d point", "%s tied with %d points",
                                      (gulong) ABS (total)),
                            names->str, total);
  /* TRANSLATORS: the winner's name, then their score (a score sheet's may be below 0) */
  return g_strdup_printf (ngettext ("%s won with %d point", "%s won with %d points",
                                    (gulong) ABS (total)),
                          names->str, total);
}

char *
gk_history_play_describe_scores (const GkHistoryPlay *play)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (play != NULL, NULL);

  for (guint i = 0; i < play->players->len; i++)
    g_ptr_array_add (order, &g_array_index (play->players, GkHistoryPlayer, i));
  /* Highest first, as the score page ranks them. */
  for (guint i = 1; i < order->len; i++)
    for (guint j = i; j > 0; j--)
      {
        GkHistoryPlayer *a = order->pdata[j - 1];
        GkHistoryPlayer *b = order->pdata[j];

        if (a->rank <= b->rank)
          break;
        order->pdata[j - 1] = b;
        order->pdata[j] = a;
      }
  for (guint i = 0; i < order->len; i++)
    {
      const GkHistoryPlayer *p = order->pdata[i];

      if (i > 0)
        g_string_append (out, " · ");
      /* TRANSLATORS: a player's name and a number, in a list */
      g_string_append_printf (out, _("%s %d"), gk_history_player_get_display_name (p), p->total);
    }
  return g_string_free (out, FALSE);
}

char *
gk_history_play_describe_details (const GkHistoryPlay *play)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *when = NULL;
  g_autofree char *who = NULL;
  g_autofree char *rounds = NULL;

  g_return_val_if_fail (play != NULL, NULL);

  date = g_date_time_new_from_unix_local (play->finished);
  when = date != NULL ? gk_date_format_date_time (date, gk_date_format_get_clock ())
                      : g_strdup ("");
  if (play->variant == GK_VARIANT_SOLO)
    who = g_strdup (play->solo_level == GK_SOLO_EXPERT ? _("Solo, expert level")
                                                        : _("Solo, normal level"));
  else
    who = g_strdup_printf (ngettext ("%u player", "%u players", play->n_players),
                           play->n_players);
  /* A score sheet has no rounds of Ginkgopolis. */
  if (gk_history_play_is_sheet (play))
    return g_strjoin (" · ", gk_history_play_get_game_name (play), when, who, NULL);
  rounds = g_strdup_printf (ngettext ("%u round", "%u rounds", play->rounds), play->rounds);
  return g_strjoin (" · ", gk_history_play_get_game_name (play), when, who, rounds, NULL);
}

/* ---- the list ---- */

/* The fewest letters a row is wide: a phone's row holds twice as many. */
#define ROW_MINIMUM_CHARS 16

/* One label per row, three lines of markup: the list keeps a few hundred
 * rows alive, and one layout each is what makes it open fast.  Each line
 * wraps where the row is narrow (a phone): never shortened, for every
 * player's points and the play's rounds are worth reading there too.
 * The label's least width is a few letters: without one, GTK measures a
 * wrapped label as narrow as it goes, every letter on a line of its own,
 * which took two thirds of the time a row takes to show. */
static void
row_setup (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), ROW_MINIMUM_CHARS);
  gtk_list_item_set_child (item, label);
}

/* @text with each of its “ · ”-separated parts (“Anna 28”, “21 rounds”)
 * kept on one line where the row wraps. */
static char *
parts_unbroken (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, " · ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (parts[i], " ", -1);

      g_free (parts[i]);
      parts[i] = g_strjoinv ("\u00a0", words);
    }
  return g_strjoinv (" · ", parts);
}

static void
row_bind (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  user_data)
{
  const GkHistoryPlay *play = gk_history_item_get_play (gtk_list_item_get_item (item));
  g_autofree char *winner = gk_history_play_describe_winner (play);
  g_autofree char *scores_text = gk_history_play_describe_scores (play);
  g_autofree char *details_text = gk_history_play_describe_details (play);
  g_autofree char *scores = parts_unbroken (scores_text);
  g_autofree char *details = parts_unbroken (details_text);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>\n%s\n"
                                                     "<span size=\"small\" alpha=\"55%%\">%s</span>",
                                                     winner, scores, details);

  gtk_label_set_markup (GTK_LABEL (gtk_list_item_get_child (item)), markup);
}

/* The filter the drop-downs say. */
static GkHistoryFilter
chosen_filter (GkHistoryPage *self)
{
  GkHistoryFilter filter = { NULL, 0, GK_HISTORY_VARIANT_ANY, NULL, NULL };
  guint player = gtk_drop_down_get_selected (self->player_filter);
  guint count = gtk_drop_down_get_selected (self->count_filter);
  guint variant = gtk_drop_down_get_selected (self->variant_filter);
  guint game = gtk_drop_down_get_selected (self->game_filter);

  if (self->player_keys != NULL && player != GTK_INVALID_LIST_POSITION
      && player < self->player_keys->len)
    filter.player = g_ptr_array_index (self->player_keys, player);
  /* Entries: any, then 2.. players. */
  if (count != GTK_INVALID_LIST_POSITION && count > 0)
    filter.n_players = count + 1;
  if (game != GTK_INVALID_LIST_POSITION && game < self->game_ids->len)
    filter.game = g_ptr_array_index (self->game_ids, game);
  /* Standard or solo is Ginkgopolis' choice: shown only where it applies. */
  if (variant != GTK_INVALID_LIST_POSITION && variant < G_N_ELEMENTS (variant_filters)
      && gtk_widget_get_visible (GTK_WIDGET (self->variant_filter)))
    filter.variant = variant_filters[variant];
  return filter;
}

/* How many plays are shown, the empty states, and exports of nothing off. */
static void
show_count (GkHistoryPage *self,
            guint          n_shown)
{
  g_autofree char *label = g_strdup_printf (ngettext ("%u play", "%u plays", n_shown), n_shown);

  gtk_label_set_text (self->count_label, label);
  if (self->index != NULL && !gk_history_index_is_ready (self->index))
    gtk_stack_set_visible_child_name (self->view, "loading");
  else
    gtk_stack_set_visible_child_name (self->view, self->plays != NULL && self->plays->len > 0
                                                  ? "plays" : "empty");
  gtk_stack_set_visible_child_name (self->list_view, n_shown > 0 ? "list" : "no-match");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export", n_shown > 0);
}

/* Standard or solo applies to every game or to Ginkgopolis, not to a
 * score sheet's game. */
static void
game_chosen (GkHistoryPage *self)
{
  guint game = gtk_drop_down_get_selected (self->game_filter);
  const char *id = game < self->game_ids->len ? g_ptr_array_index (self->game_ids, game) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->variant_filter),
                          id == NULL || g_str_equal (id, GK_HISTORY_GAME_GINKGOPOLIS));
}

/* A row's least height: three lines of text in a small font and the
 * row's padding (about 60 pixels in GNOME's own font). */
#define ROW_MIN_HEIGHT 40

/* The rows a first frame shows at most, whatever the screen. */
#define FIRST_ROWS_MAX 60

/* The rows a first frame shows: a screenful of the list, else of the
 * tallest screen, for a list not laid out yet.  GTK 4.8's list view makes
 * about 200 rows up front, whatever fits, and a row's text takes about a
 * millisecond to lay out. */
static guint
first_rows (GkHistoryPage *self)
{
  GtkWidget *list = GTK_WIDGET (self->list);
  int height = gtk_widget_get_height (list);

  if (height <= 0)
    {
      GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (list));

      for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
        {
          g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
          GdkRectangle geometry;

          gdk_monitor_get_geometry (monitor, &geometry);
          height = MAX (height, geometry.height);
        }
    }
  if (height <= 0)
    return FIRST_ROWS_MAX;
  return CLAMP ((guint) height / ROW_MIN_HEIGHT + 1, 1, FIRST_ROWS_MAX);
}

/* The rest of the plays, given to the list view once the first frame with
 * the first rows is painted: the frame after it makes their rows. */
static gboolean
grow_list (GtkWidget     *list,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  GkHistoryPage *self = user_data;

  if (self->grow_frames++ < 1)
    return G_SOURCE_CONTINUE;
  gtk_slice_list_model_set_size (self->on_screen, G_MAXUINT);
  self->grow_tick = 0;
  return G_SOURCE_REMOVE;
}

/* The list view is given the first rows of a long list first, the rest
 * after the first frame; a list scrolled down gets them all at once, to
 * go back where it was. */
static void
show_in_slices (GkHistoryPage *self,
                guint          n_shown)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list));
  guint first = first_rows (self);

  if (self->grow_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->list), self->grow_tick);
  self->grow_tick = 0;
  if (n_shown <= first || self->scroll_to > 0 || gtk_adjustment_get_value (adjustment) > 0)
    {
      gtk_slice_list_model_set_size (self->on_screen, G_MAXUINT);
      return;
    }
  gtk_slice_list_model_set_size (self->on_screen, first);
  self->grow_frames = 0;
  self->grow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list), grow_list, self, NULL);
}

static void
refilter (GkHistoryPage *self)
{
  GkHistoryFilter filter = chosen_filter (self);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GkHistoryPersonIds) ids = NULL;

  if (filter.player != NULL)
    filter.ids = ids = gk_history_person_ids_new (self->profiles);

  for (guint i = 0; self->plays != NULL && i < self->plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (self->plays, i);

      if (gk_history_filter_match (&filter, play, self->profiles))
        g_ptr_array_add (items, gk_history_item_new (self->plays, play));
    }
  show_in_slices (self, items->len);
  g_list_store_splice (self->shown, 0, g_list_model_get_n_items (G_LIST_MODEL (self->shown)),
                       items->pdata, items->len);
  show_count (self, items->len);
}

/* The player filter lists everyone who played, most games first. */
static void
fill_player_filter (GkHistoryPage *self)
{
  g_autoptr(GkHistoryStats) stats = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  const char *previous = NULL;
  guint selected = gtk_drop_down_get_selected (self->player_filter);
  guint keep = 0;

  if (self->player_keys != NULL && selected != GTK_INVALID_LIST_POSITION
      && selected < self->player_keys->len)
    previous = g_ptr_array_index (self->player_keys, selected);

  gtk_string_list_append (names, _("All Players"));
  g_ptr_array_add (keys, NULL);
  if (self->plays != NULL)
    {
      stats = gk_history_stats_compute (self->plays, self->profiles);
      for (guint i = 0; i < stats->people->len; i++)
        {
          const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

          gtk_string_list_append (names, person->name);
          g_ptr_array_add (keys, g_strdup (person->id));
          if (g_strcmp0 (previous, person->id) == 0)
            keep = keys->len - 1;
        }
    }

  g_clear_pointer (&self->player_keys, g_ptr_array_unref);
  self->player_keys = g_steal_pointer (&keys);
  g_set_object (&self->player_names, names);
  gtk_drop_down_set_model (self->player_filter, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->player_filter, keep);
}

/* The list, filled again, goes back where it was scrolled to once it has
 * laid out its new rows (the frame after it shows them): set earlier, the
 * list view would place its rows from where they were before. */
static gboolean
restore_scroll (GtkWidget     *list,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  GkHistoryPage *self = user_data;
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

  if (!gtk_widget_get_mapped (list) || self->scroll_frames++ < 1)
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (adjustment, self->scroll_to);
  self->scroll_to = -1;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
reload (GkHistoryPage *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list));
  g_autoptr(GError) error = NULL;

  /* The library changed under the list (a play's details saved, a game
   * finished elsewhere): the plays change, not where the user is. */
  if (self->scroll_to < 0)
    self->scroll_to = gtk_adjustment_get_value (adjustment);
  g_list_store_remove_all (self->shown);
  g_clear_pointer (&self->plays, g_ptr_array_unref);
  if (self->index != NULL)
    {
      const char *problem = gk_history_index_get_problem (self->index);

      self->plays = gk_history_index_list_plays (self->index, &error);
      if (self->plays == NULL)
        adw_toast_overlay_add_toast (self->toast_overlay, gk_ui_toast_new (error->message));
      /* Plain text: the reason may quote a file name. */
      gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
      gtk_revealer_set_reveal_child (self->problem_revealer, problem != NULL);
    }
  fill_player_filter (self);
  refilter (self);
  self->scroll_frames = 0;
  if (self->scroll_tick == 0 && gtk_widget_get_realized (GTK_WIDGET (self->list)))
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list), restore_scroll, self,
                                                      NULL);
  else if (self->scroll_tick == 0)
    self->scroll_to = -1;
}

static void
list_activated (GkHistoryPage *self,
                guint          position)
{
  g_autoptr(GkHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), position);
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;

  if (item == NULL || self->index == NULL)
    return;
  path = g_build_filename (gk_history_index_get_games_dir (self->index),
                           gk_history_item_get_play (item)->file, NULL);
  file = g_file_new_for_path (path);
  g_signal_emit (self, signals[OPEN_PLAY], 0, file);
}

/* ---- export and import ---- */

static GPtrArray *
shown_plays (GkHistoryPage *self)
{
  GPtrArray *plays = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->shown)); i++)
    {
      g_autoptr(GkHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), i);

      g_ptr_array_add (plays, (gpointer) gk_history_item_get_play (item));
    }
  return plays;
}

static void
toast (GkHistoryPage *self,
       const char    *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, gk_ui_toast_new (text));
}

/* The row of the export formats' table named @name. */
static const GkHistoryExportFormat *
find_format (const char *name)
{
  guint n_formats;
  const GkHistoryExportFormat *formats = gk_history_export_formats (&n_formats);

  for (guint f = 0; f < n_formats; f++)
    if (g_strcmp0 (formats[f].name, name) == 0)
      return &formats[f];
  return NULL;
}

static void
export_response (GkHistoryPage        *self,
                 int                   response,
                 GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  const GkHistoryExportFormat *format = g_object_get_data (G_OBJECT (chooser), "format");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = g_file_get_path (file);
      /* The play file BG Stats opens: the name takes its extension when
       * that filter is chosen. */
      if (path != NULL && g_object_get_data (G_OBJECT (chooser), "bgsplay") != NULL
          && gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser))
             == g_object_get_data (G_OBJECT (chooser), "bgsplay"))
        {
          g_autofree char *json = g_steal_pointer (&path);

          path = gk_history_bgsplay_path (json);
        }
      plays = shown_plays (self);
      text = format->write (plays, self->profiles);
      if (path == NULL || !gk_history_write_file (path, text, &error))
        {
          g_autofree char *message =
            /* TRANSLATORS: %s is the system's reason */
            g_strdup_printf (_("The plays were not exported: %s"),
                             error != NULL ? error->message : _("not a local file"));
          toast (self, message);
        }
      else
        {
          g_autofree char *message =
            g_strdup_printf (ngettext ("%u play exported", "%u plays exported", plays->len),
                             plays->len);
          toast (self, message);
        }
    }
  g_clear_object (&self->chooser);
}

/* The file BG Stats imports is JSON, its play file ".bgsplay": both
 * offered, JSON first. */
static void
add_bgstats_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) json = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) bgsplay = gtk_file_filter_new ();

  gtk_file_filter_set_name (json, _("JSON file (.json)"));
  gtk_file_filter_add_pattern (json, "*.json");
  gtk_file_filter_add_mime_type (json, "application/json");
  gtk_file_filter_set_name (bgsplay, _("BG Stats play file (.bgsplay)"));
  gtk_file_filter_add_pattern (bgsplay, "*.bgsplay");
  gtk_file_chooser_add_filter (chooser, json);
  gtk_file_chooser_add_filter (chooser, bgsplay);
  gtk_file_chooser_set_filter (chooser, json);
  g_object_set_data (G_OBJECT (chooser), "bgsplay", bgsplay);
}

/* history.export, its target a format's name: asks where to save the
 * plays shown in that format. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GkHistoryPage *self = GK_HISTORY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  const GkHistoryExportFormat *format = find_format (g_variant_get_string (param, NULL));

  g_return_if_fail (format != NULL);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_(format->title),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _(format->file_name));
  g_object_set_data (G_OBJECT (self->chooser), "format", (gpointer) format);
  if (g_str_equal (format->name, "bgstats"))
    add_bgstats_filters (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (export_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* The tools menu's first section: an item for each export format. */
static void
tools_menu_add_exports (GkHistoryPage *self)
{
  g_autoptr(GMenu) section = g_menu_new ();
  guint n_formats;
  const GkHistoryExportFormat *formats = gk_history_export_formats (&n_formats);

  for (guint f = 0; f < n_formats; f++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(formats[f].menu_label), NULL);

      g_menu_item_set_action_and_target (item, "history.export", "s", formats[f].name);
      g_menu_append_item (section, item);
    }
  g_menu_insert_section (self->tools_menu, 0, NULL, G_MENU_MODEL (section));
}

/* What an import did: the counts in sentences, one a line. */
static char *
import_counts (const GkHistoryImportResult *result)
{
  g_autoptr(GString) report = g_string_new (NULL);

  g_string_append_printf (report, ngettext ("%u game imported.", "%u games imported.",
                                            result->imported),
                          result->imported);
  if (result->duplicates > 0)
    {
      g_string_append_c (report, '\n');
      g_string_append_printf (report, ngettext ("%u was in the library already.",
                                                "%u were in the library already.",
                                                result->duplicates),
                              result->duplicates);
    }
  if (result->refused->len > 0)
    {
      g_string_append_c (report, '\n');
      g_string_append_printf (report, ngettext ("%u file was refused:", "%u files were refused:",
                                                result->refused->len),
                              result->refused->len);
    }
  return g_string_free (g_steal_pointer (&report), FALSE);
}

/* The files refused, each with why, in a list that scrolls however many. */
static GtkWidget *
refused_list (const GkHistoryImportResult *result)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  for (guint i = 0; i < result->refused->len; i++)
    {
      GtkWidget *label = gk_ui_wrapped_label_new (g_ptr_array_index (result->refused, i));

      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 160);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  return scroller;
}

/* A report with refusals, or of an import stopped, also in a dialog. */
static void
show_import_report (GkHistoryPage               *self,
                    const GkHistoryImportResult *result)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *counts = import_counts (result);
  GtkWidget *dialog;

  if (result->refused->len == 0 && !result->cancelled)
    return;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   result->cancelled ? _("Import Stopped") : _("Import Finished"),
                                   counts);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (result->refused->len > 0)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), refused_list (result));
  gtk_window_set_default_size (GTK_WINDOW (dialog), 520, -1);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The import's toast, dismissed (its Stop, its close button): forgotten. */
static void
import_toast_dismissed (AdwToast      *toast,
                        GkHistoryPage *self)
{
  if (self->import_toast == toast)
    g_clear_object (&self->import_toast);
}

/* The import over: its toast says @text, without Stop, and goes in its own
 * time.  It is not dismissed for a new one: an import can end while its
 * toast still slides in, and libadwaita 1.2 frees a toast dismissed then
 * under its running animation when both animations end in one frame (as
 * they do on a busy machine). */
static void
end_import_toast (GkHistoryPage *self,
                  const char    *text)
{
  g_autoptr(AdwToast) shown = g_steal_pointer (&self->import_toast);
  g_autofree char *title = NULL;

  if (shown == NULL)
    {
      toast (self, text);
      return;
    }
  /* A toast's title is markup; the text is plain. */
  title = g_markup_escape_text (text, -1);
  adw_toast_set_title (shown, title);
  adw_toast_set_button_label (shown, NULL);
  adw_toast_set_action_name (shown, NULL);
  adw_toast_set_timeout (shown, IMPORT_TOAST_TIMEOUT);
  /* Shown again: its time starts now (the overlay keeps one reference). */
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (shown));
}

static void
import_done (GObject      *source,
             GAsyncResult *res,
             gpointer      user_data)
{
  g_autoptr(GkHistoryPage) self = user_data;
  g_autoptr(GkHistoryImportResult) result = NULL;
  g_autoptr(GError) error = NULL;

  result = gk_history_import_folder_finish (res, &error);
  g_clear_object (&self->importing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.stop-import", FALSE);
  g_free (self->import_report);
  if (result == NULL)
    {
      /* TRANSLATORS: %s is the system's reason */
      self->import_report = g_strdup_printf (_("Nothing was imported: %s"), error->message);
      end_import_toast (self, self->import_report);
      return;
    }
  {
    g_autofree char *counts = import_counts (result);
    g_autofree char *line = g_strdelimit (g_strdup (counts), "\n", ' ');
    GString *report = g_string_new (counts);

    for (guint i = 0; i < result->refused->len; i++)
      g_string_append_printf (report, "\n%s", (const char *) g_ptr_array_index (result->refused, i));
    self->import_report = g_string_free (report, FALSE);
    end_import_toast (self, line);
  }
  show_import_report (self, result);
  if (result->imported > 0 && self->index != NULL)
    gk_history_index_refresh_async (self->index, NULL, NULL, NULL);
}

void
gk_history_page_import_folder (GkHistoryPage *self,
                               GFile         *folder)
{
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (GK_IS_HISTORY_PAGE (self));
  g_return_if_fail (G_IS_FILE (folder));

  if (self->index == NULL || self->importing != NULL)
    return;
  self->importing = g_cancellable_new ();
  name = gk_ui_file_display_name (folder);
  /* TRANSLATORS: %s is a folder's name */
  message = g_strdup_printf (_("Importing the games of “%s”…"), name);
  self->import_toast = gk_ui_toast_new (message);
  adw_toast_set_timeout (self->import_toast, 0);
  adw_toast_set_button_label (self->import_toast, _("Stop"));
  adw_toast_set_action_name (self->import_toast, "history.stop-import");
  g_signal_connect_object (self->import_toast, "dismissed", G_CALLBACK (import_toast_dismissed),
                           self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->import_toast));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.stop-import", TRUE);
  gk_history_import_folder_async (folder, gk_history_index_get_games_dir (self->index),
                                  self->importing, import_done, g_object_ref (self));
}

gboolean
gk_history_page_is_scrolled_back (GkHistoryPage *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PAGE (self), FALSE);

  return self->scroll_tick == 0;
}

gboolean
gk_history_page_is_importing (GkHistoryPage *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PAGE (self), FALSE);

  return self->importing != NULL;
}

const char *
gk_history_page_get_import_report (GkHistoryPage *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PAGE (self), NULL);

  return self->import_report;
}

static void
stop_import_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkHistoryPage *self = GK_HISTORY_PAGE (widget);

  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
}

static void
import_response (GkHistoryPage        *self,
                 int                   response,
                 GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (folder != NULL)
        gk_history_page_import_folder (self, folder);
    }
  g_clear_object (&self->chooser);
}

static void
import_folder_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  GkHistoryPage *self = GK_HISTORY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Import a Folder of Games"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                               _("_Open"), _("_Cancel"));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (import_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- public ---- */

void
gk_history_page_set_context (GkHistoryPage *self,
                             GkContext     *context)
{
  GkHistoryIndex *index;

  g_return_if_fail (GK_IS_HISTORY_PAGE (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  index = context != NULL ? gk_context_get_history (context) : NULL;
  gk_ui_follow_history (self, &self->index, &self->profiles, index,
                        context != NULL ? gk_context_get_profiles (context) : NULL,
                        G_CALLBACK (reload));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.import-folder", index != NULL);
  reload (self);
}

GListModel *
gk_history_page_get_plays (GkHistoryPage *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PAGE (self), NULL);
  return G_LIST_MODEL (self->shown);
}

void
gk_history_page_set_game_filter (GkHistoryPage *self,
                                 const char    *game)
{
  guint position = 0;

  g_return_if_fail (GK_IS_HISTORY_PAGE (self));

  for (guint i = 1; game != NULL && i < self->game_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->game_ids, i), game))
      position = i;
  g_return_if_fail (game == NULL || position > 0);
  gtk_drop_down_set_selected (self->game_filter, position);
}

GtkWidget *
gk_history_page_new (void)
{
  return g_object_new (GK_TYPE_HISTORY_PAGE, NULL);
}

static void
gk_history_page_dispose (GObject *object)
{
  GkHistoryPage *self = GK_HISTORY_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
  g_clear_object (&self->import_toast);
  if (self->scroll_tick != 0 && self->list != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->list), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->grow_tick != 0 && self->list != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->list), self->grow_tick);
  self->grow_tick = 0;
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_HISTORY_PAGE);
  G_OBJECT_CLASS (gk_history_page_parent_class)->dispose (object);
}

static void
gk_history_page_finalize (GObject *object)
{
  GkHistoryPage *self = GK_HISTORY_PAGE (object);

  g_clear_object (&self->index);
  g_clear_object (&self->profiles);
  g_clear_object (&self->on_screen);
  g_clear_object (&self->shown);
  g_clear_object (&self->player_names);
  g_clear_pointer (&self->plays, g_ptr_array_unref);
  g_clear_pointer (&self->player_keys, g_ptr_array_unref);
  g_clear_pointer (&self->game_ids, g_ptr_array_unref);
  g_clear_object (&self->importing);
  g_clear_pointer (&self->import_report, g_free);
  G_OBJECT_CLASS (gk_history_page_parent_class)->finalize (object);
}

static void
gk_history_page_class_init (GkHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_history_page_dispose;
  object_class->finalize = gk_history_page_finalize;

  /* The user chose a play: its .ginkgo file. */
  signals[OPEN_PLAY] = g_signal_new ("open-play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/"
                                               "gk-history-page.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "transfer_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, view);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, list_view);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, list);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, game_filter);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, player_filter);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, count_filter);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, variant_filter);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, problem_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, GkHistoryPage, tools_menu);

  gtk_widget_class_install_action (widget_class, "history.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "history.import-folder", NULL,
                                   import_folder_action);
  gtk_widget_class_install_action (widget_class, "history.stop-import", NULL, stop_import_action);
}

/* The list of plays: a row each, drawn by row_setup() and row_bind(), the
 * plays shown in @self->shown. */
static void
set_up_list (GkHistoryPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  self->shown = g_list_store_new (GK_TYPE_HISTORY_ITEM);
  self->on_screen = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->shown)), 0,
                                              G_MAXUINT);
  g_signal_connect (factory, "setup", G_CALLBACK (row_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (row_bind), NULL);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (
                             g_object_ref (G_LIST_MODEL (self->on_screen)))));
  g_signal_connect_object (self->list, "activate", G_CALLBACK (list_activated), self,
                           G_CONNECT_SWAPPED);
}

/* The filters whose choices never change: the game (every game, then
 * Ginkgopolis and each game with a score sheet, in the order New Game
 * offers them), the number of players and the variant (in the order of
 * variant_filters); each choice refilters. */
static void
set_up_filters (GkHistoryPage *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) counts = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  self->game_ids = g_ptr_array_new ();
  gtk_string_list_append (games, _("All Games"));
  g_ptr_array_add (self->game_ids, NULL);
  gtk_string_list_append (games, gk_history_game_name (GK_HISTORY_GAME_GINKGOPOLIS));
  g_ptr_array_add (self->game_ids, (gpointer) GK_HISTORY_GAME_GINKGOPOLIS);
  for (guint g = 0; g < n_games; g++)
    {
      gtk_string_list_append (games, gk_history_game_name (sheet_games[g]->id));
      g_ptr_array_add (self->game_ids, (gpointer) sheet_games[g]->id);
    }
  gtk_drop_down_set_model (self->game_filter, G_LIST_MODEL (games));

  gtk_string_list_append (counts, _("Any Number of Players"));
  for (guint n = 2; n <= GK_HISTORY_MAX_SEATS; n++)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("%u Player", "%u Players", n), n);

      gtk_string_list_append (counts, label);
    }
  gtk_drop_down_set_model (self->count_filter, G_LIST_MODEL (counts));

  gtk_string_list_append (variants, _("Standard and Solo"));
  gtk_string_list_append (variants, _("Standard Games"));
  gtk_string_list_append (variants, _("Solo, Any Level"));
  gtk_string_list_append (variants, _("Solo, Normal Level"));
  gtk_string_list_append (variants, _("Solo, Expert Level"));
  gtk_drop_down_set_model (self->variant_filter, G_LIST_MODEL (variants));

  g_signal_connect_object (self->game_filter, "notify::selected", G_CALLBACK (game_chosen), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_filter, "notify::selected", G_CALLBACK (refilter), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->player_filter, "notify::selected", G_CALLBACK (refilter), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->count_filter, "notify::selected", G_CALLBACK (refilter), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->variant_filter, "notify::selected", G_CALLBACK (refilter), self,
                           G_CONNECT_SWAPPED);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "game_filter", N_("Plays of One Game"),
  "player_filter", N_("Plays of One Player"),
  "count_filter", N_("Number of Players"),
  "variant_filter", N_("Standard or Solo Plays"),
  "transfer_button", N_("Export and Import"),
  NULL
};

static void
gk_history_page_init (GkHistoryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_HISTORY_PAGE, tooltips);
  tools_menu_add_exports (self);
  self->scroll_to = -1;
  set_up_list (self);
  set_up_filters (self);
  gk_history_page_set_context (self, NULL);
}
