/* gk-score-page.c: the final score, every point explained
 *
 * Everything shown comes from gk_score_compute(): this page only words it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-city-view.h"
#include "gk-play-details-view.h"
#include "gk-player-style.h"
#include "gk-score-chart.h"
#include "gk-fold-box.h"
#include "gk-score-page.h"
#include "gk-ui-util.h"

/* The number columns of the results, in order. */
typedef enum
{
  COLUMN_TOKENS,
  COLUMN_CARDS,
  COLUMN_RENEWAL,
  COLUMN_DISTRICTS,
  COLUMN_TOTAL,
  COLUMN_RANK,
  N_COLUMNS
} Column;

static const char * const column_ids[N_COLUMNS] = {
  "tokens", "cards", "renewal", "districts", "total", "rank"
};

struct _GkScorePage
{
  AdwBin        parent_instance;

  GtkScrolledWindow *scroller;
  GtkLabel     *headline_label;
  GtkLabel     *status_label;
  GtkLabel     *end_label;
  GtkWidget    *read_only_box;
  GtkListBox   *results_list;
  GtkListBox   *results_compact; /* names, totals and ranks: a phone's */
  GkScoreChart *chart;
  GkCityView   *city_view;
  GtkListBox   *districts_list;
  GtkListBox   *cards_list;
  GkPlayDetailsView *details_view;
  GtkListBox   *seats_list;

  GtkSizeGroup *player_group;
  GtkSizeGroup *column_groups[N_COLUMNS];
};

G_DEFINE_FINAL_TYPE (GkScorePage, gk_score_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- helpers ---- */

/* The same headings as the command line's score table (gk-report.c). */
static const char *
column_title (Column column)
{
  switch (column)
    {
    case COLUMN_TOKENS:
      return gk_format_score_part (GK_SCORE_TOKENS);
    case COLUMN_CARDS:
      return gk_format_score_part (GK_SCORE_CARDS);
    case COLUMN_RENEWAL:
      return gk_format_score_part (GK_SCORE_RENEWAL);
    case COLUMN_DISTRICTS:
      return gk_format_score_part (GK_SCORE_DISTRICTS);
    case COLUMN_TOTAL:
      return gk_format_score_part (GK_SCORE_TOTAL);
    case COLUMN_RANK:
      return _("Rank");
    case N_COLUMNS:
    default:
      g_assert_not_reached ();
    }
}

static const char *
player_name (const GkTable *table,
             gint           player)
{
  return gk_table_get_player_name (table, player);
}

/* ---- the headline ---- */

static void
show_headline (GkScorePage   *self,
               const GkTable *table,
               const GkScore *score)
{
  g_autofree char *text = gk_format_result (table, score);
  g_autofree char *end = gk_format_game_end (table);

  gtk_label_set_label (self->headline_label, text);
  gtk_label_set_label (self->status_label,
                       _("The game is not over yet: this is the score if it ended now."));
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), !score->final);
  gtk_label_set_label (self->end_label, end != NULL ? end : "");
  gtk_widget_set_visible (GTK_WIDGET (self->end_label), end != NULL);
}

/* ---- the results ---- */

/* Everybody shares the first rank: nobody is ahead. */
static gboolean
all_level (const GkScore *score)
{
  return gk_score_winners (score) == (G_GUINT64_CONSTANT (1) << score->n_players) - 1;
}

static GtkWidget *
results_row_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);

  return box;
}

static GtkWidget *
cell_label (GkScorePage *self,
            Column       column,
            const char  *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_set_name (label, column_ids[column]);
  gtk_size_group_add_widget (self->column_groups[column], label);

  return label;
}

/* The points by kind stand in the chart under the table: a narrow table
 * keeps the total and the rank. */
static gboolean
in_compact (Column column)
{
  return column == COLUMN_TOTAL || column == COLUMN_RANK;
}

static void
add_results_header (GkScorePage *self,
                    GtkListBox  *list)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = results_row_box ();
  GtkWidget *player = gtk_label_new (_("Player"));

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_label_set_xalign (GTK_LABEL (player), 0.0);
  gtk_widget_set_hexpand (player, TRUE);
  gtk_widget_add_css_class (player, "caption-heading");
  gtk_widget_add_css_class (player, "dim-label");
  gtk_box_append (GTK_BOX (box), player);

  for (Column column = 0; column < N_COLUMNS; column++)
    {
      GtkWidget *label;

      if (list == self->results_compact && !in_compact (column))
        continue;
      label = cell_label (self, column, column_title (column));
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
      /* A phone's narrow table: a title of two words on two lines. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), label);
    }

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_append (list, row);
}

/* Who: the player's symbol and name, marked when they win or lead. */
static GtkWidget *
results_who (const GkTable       *table,
             const GkScore       *score,
             const GkPlayerScore *player,
             gboolean             winner)
{
  GtkWidget *who = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_widget_set_hexpand (who, TRUE);
  gtk_box_append (GTK_BOX (who),
                  gk_player_badge_new (gk_table_get_player_colour (table, player->player),
                                       player_name (table, player->player)));
  if (winner)
    {
      GtkWidget *mark = gtk_label_new (score->final ? C_("results", "Winner")
                                                    /* TRANSLATORS: ahead while the game goes on */
                                                    : C_("results", "Ahead"));

      gtk_widget_set_name (mark, "winner");
      gtk_widget_add_css_class (mark, "accent");
      gtk_widget_add_css_class (mark, "caption-heading");
      gtk_box_append (GTK_BOX (who), mark);
    }
  return who;
}

/* The player's figures, a cell per column; the total stands out, and the
 * winner's rank. */
static void
append_results_figures (GkScorePage         *self,
                        GtkWidget           *box,
                        const GkPlayerScore *player,
                        gboolean             winner,
                        gboolean             compact)
{
  guint values[N_COLUMNS] = {
    player->tokens, player->cards, player->renewal, player->districts, player->total, player->rank
  };

  for (Column column = 0; column < N_COLUMNS; column++)
    {
      char text[16];
      GtkWidget *label;

      if (compact && !in_compact (column))
        continue;
      g_snprintf (text, sizeof text, "%u", values[column]);
      label = cell_label (self, column, text);
      gtk_widget_add_css_class (label, "numeric");
      if (column == COLUMN_TOTAL)
        gtk_widget_add_css_class (label, "heading");
      if (column == COLUMN_RANK && winner)
        gtk_widget_add_css_class (label, "accent");
      gtk_box_append (GTK_BOX (box), label);
    }
}

static void
add_results_row (GkScorePage         *self,
                 GtkListBox          *list,
                 const GkTable       *table,
                 const GkScore       *score,
                 guint                i)
{
  const GkPlayerScore *player = &score->players[i];
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = results_row_box ();
  gboolean winner = (gk_score_winners (score) & (G_GUINT64_CONSTANT (1) << i)) != 0
                    && (score->final || !all_level (score));
  g_autofree char *accessible = NULL;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_box_append (GTK_BOX (box), results_who (table, score, player, winner));
  append_results_figures (self, box, player, winner, list == self->results_compact);

  /* TRANSLATORS: a results row for a screen reader: name, total, rank; a
   * winner gets ", winner" appended */
  accessible = g_strdup_printf (_("%s: %u points, rank %u%s"), player_name (table, player->player),
                                player->total, player->rank,
                                winner && score->final ? _(", winner") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_append (list, row);
}

/* ---- the districts ---- */

static void
swatch_draw (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  GkColour colour = GPOINTER_TO_UINT (user_data);
  gboolean dark = gk_player_style_is_dark (GTK_WIDGET (area));
  GdkRGBA fill;

  /* The colour and its pattern, as on the city: no letter that could be
   * read as a marker's. */
  gk_building_colour_get_rgba (colour, dark, &fill);

  cairo_new_sub_path (cr);
  cairo_arc (cr, width - 5, 5, 5, -G_PI / 2, 0);
  cairo_arc (cr, width - 5, height - 5, 5, 0, G_PI / 2);
  cairo_arc (cr, 5, height - 5, 5, G_PI / 2, G_PI);
  cairo_arc (cr, 5, 5, 5, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  gk_building_colour_draw_pattern (colour, cr, 0, 0, width, height, dark);
}

static GtkWidget *
colour_swatch_new (GkColour colour)
{
  GtkWidget *swatch = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 28);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 28);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), swatch_draw,
                                  GUINT_TO_POINTER (colour), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (swatch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gk_colour_get_name (colour),
                                  -1);
  gk_player_style_track_dark (swatch);

  return swatch;
}

static char *
district_resources (const GkTable    *table,
                    const GkScore    *score,
                    const GkDistrict *district)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < score->n_players; i++)
    {
      gint player = score->players[i].player;

      if (player < 0 || player > GK_MAX_PLAYERS || district->resources[player] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: a player's resources in a district: "Anna 4" */
      g_string_append_printf (text, C_("district resources", "%s %u"),
                              player_name (table, player), district->resources[player]);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Pointing at a district's row (the mouse over it, or the keyboard focus
 * in it) rings the district on the city. */
static void
district_pointed (GtkEventController *controller,
                  GkScorePage        *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (controller);

  gk_city_view_highlight_district (self->city_view,
                                   GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row),
                                                                       "gk-index")));
}

static void
district_left (GtkEventController *controller,
               GkScorePage        *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (controller);
  gint index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gk-index"));

  if (gk_city_view_get_highlighted_district (self->city_view) == index)
    gk_city_view_highlight_district (self->city_view, -1);
}

static GtkWidget *
district_number_new (guint number)
{
  g_autofree char *text = g_strdup_printf ("%u", number);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "gk-district-number");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
district_activated (AdwActionRow *row,
                    GkScorePage  *self)
{
  int x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gk-x"));
  int y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gk-y"));

  gk_city_view_select (self->city_view, x, y);
}

/* Pointing at, focusing or choosing @row points @district out on the city. */
static void
point_out_on_city (GkScorePage      *self,
                   GtkWidget        *row,
                   guint             index,
                   const GkDistrict *district)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_object_set_data (G_OBJECT (row), "gk-index", GINT_TO_POINTER ((gint) index));
  g_signal_connect (motion, "enter", G_CALLBACK (district_pointed), self);
  g_signal_connect (motion, "leave", G_CALLBACK (district_left), self);
  g_signal_connect (focus, "enter", G_CALLBACK (district_pointed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (district_left), self);
  gtk_widget_add_controller (row, motion);
  gtk_widget_add_controller (row, focus);

  /* choosing the row points the district out on the city */
  g_object_set_data (G_OBJECT (row), "gk-x",
                     GINT_TO_POINTER (g_array_index (district->cells, gint, 0)));
  g_object_set_data (G_OBJECT (row), "gk-y",
                     GINT_TO_POINTER (g_array_index (district->cells, gint, 1)));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (district_activated), self);
  gk_ui_set_tooltip (row, _("Show on the city"));
}

static void
add_district_row (GkScorePage      *self,
                  const GkTable    *table,
                  const GkScore    *score,
                  guint             index,
                  const GkDistrict *district)
{
  GtkWidget *row;
  g_autofree char *title = NULL;
  g_autofree char *places = gk_format_district_places (table, district);
  g_autofree char *resources = district_resources (table, score, district);
  g_autofree char *subtitle = district->first == GK_NO_PLAYER
                              ? g_strdup (places) : g_strconcat (places, "\n", resources, NULL);

  title = gk_format_district_title (index + 1, district);

  row = gk_ui_text_row_new (title, subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), district_number_new (index + 1));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), colour_swatch_new (district->colour));
  point_out_on_city (self, row, index, district);
  gtk_list_box_append (self->districts_list, row);
}

/* ---- the end-game cards ---- */

/* The mark of a card whose data the catalogue assumes (rules.md section 8). */
static GtkWidget *
unverified_icon_new (void)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  gtk_widget_add_css_class (icon, "warning");
  gk_ui_set_tooltip (icon, _("Unverified card data"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unverified card data"),
                                  -1);
  return icon;
}

static void
add_card_row (GkScorePage       *self,
              const GkTable     *table,
              gint               player,
              const GkCardScore *card)
{
  g_autofree char *name = gk_card_get_name (card->card);
  GtkWidget *row = gk_ui_text_row_new (name, NULL);
  GtkWidget *points, *badge;
  g_autofree char *explanation = gk_format_card_score (card);
  g_autofree char *points_text = NULL;
  const char *caveat = gk_format_card_caveat (card->card);

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);

  if (caveat != NULL)
    {
      /* what the catalogue assumes of this card (rules.md section 8) */
      g_autofree char *full = g_strconcat (explanation, "\n", caveat, NULL);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), full);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), unverified_icon_new ());
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), explanation);

  badge = gk_player_badge_new (gk_table_get_player_colour (table, player), player_name (table, player));
  /* The name stays whole; the explanation beside it wraps instead. */
  gtk_label_set_ellipsize (GTK_LABEL (gtk_widget_get_last_child (badge)), PANGO_ELLIPSIZE_NONE);
  gtk_size_group_add_widget (self->player_group, badge);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), badge);

  /* TRANSLATORS: points a card gives, as shown at the end of its row */
  points_text = g_strdup_printf (C_("points", "+%u"), card->points);
  points = gtk_label_new (points_text);
  gtk_widget_set_name (points, "points");
  gtk_widget_add_css_class (points, "numeric");
  gtk_widget_add_css_class (points, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), points);

  gtk_list_box_append (self->cards_list, row);
}

static void
add_placeholder (GtkListBox *list,
                 const char *text)
{
  GtkWidget *row = gk_ui_text_row_new (text, NULL);

  gtk_widget_add_css_class (row, "dim-label");
  gtk_list_box_append (list, row);
}

/* ---- at the table ---- */

/* Who sat at each seat, in seating order, the solo opponent last: each
 * name whole on one line, as the results show it. */
static void
add_seat_rows (GkScorePage   *self,
               const GkTable *table,
               const GkScore *score)
{
  for (guint i = 0; i < score->n_players; i++)
    {
      gint player = score->players[i].player;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *seat;
      g_autofree char *text = NULL;

      if (player == GK_PLAYER_HAL)
        text = g_strdup (_("The solo opponent"));
      else
        /* TRANSLATORS: a player's place at the table, in seating order */
        text = g_strdup_printf (_("Seat %u"), (guint) player + 1);
      seat = gtk_label_new (text);
      gtk_widget_add_css_class (seat, "dim-label");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gk_player_badge_new (gk_table_get_player_colour (table, player),
                                                      player_name (table, player)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), seat);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (self->seats_list, row);
    }
}

/* ---- public ---- */

void
gk_score_page_set_details (GkScorePage   *self,
                           GkPlayDetails *details)
{
  g_return_if_fail (GK_IS_SCORE_PAGE (self));

  gk_play_details_view_set_details (self->details_view, details);
}

GtkWidget *
gk_score_page_new (void)
{
  return g_object_new (GK_TYPE_SCORE_PAGE, NULL);
}

/* Every end-game card a player kept, with what it scored; or why there is
 * none. */
static void
add_card_rows (GkScorePage   *self,
               const GkTable *table,
               const GkScore *score)
{
  gboolean any_card = FALSE;

  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *player = &score->players[i];

      for (guint c = 0; player->card_scores != NULL && c < player->card_scores->len; c++)
        {
          add_card_row (self, table, player->player,
                        &g_array_index (player->card_scores, GkCardScore, c));
          any_card = TRUE;
        }
    }
  if (!any_card)
    add_placeholder (self->cards_list, gk_format_no_end_game_cards ());
}

void
gk_score_page_set_table (GkScorePage   *self,
                         const GkTable *table)
{
  g_autoptr(GkScore) score = NULL;

  g_return_if_fail (GK_IS_SCORE_PAGE (self));

  gk_ui_remove_children (GTK_WIDGET (self->results_list));
  gk_ui_remove_children (GTK_WIDGET (self->results_compact));
  gk_ui_remove_children (GTK_WIDGET (self->districts_list));
  gk_ui_remove_children (GTK_WIDGET (self->cards_list));
  gk_ui_remove_children (GTK_WIDGET (self->seats_list));
  gk_city_view_set_score (self->city_view, NULL);
  gk_city_view_set_table (self->city_view, table);
  /* Another table's score is read from its headline, however far down
   * the last one was scrolled. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);

  if (table == NULL)
    {
      gk_score_chart_set_score (self->chart, NULL, NULL);
      gtk_label_set_label (self->headline_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->end_label), FALSE);
      return;
    }

  score = gk_score_compute (table);

  show_headline (self, table, score);

  for (guint l = 0; l < 2; l++)
    {
      GtkListBox *list = l == 0 ? self->results_list : self->results_compact;

      add_results_header (self, list);
      for (guint i = 0; i < score->n_players; i++)
        add_results_row (self, list, table, score, i);
    }

  gk_score_chart_set_score (self->chart, table, score);
  gk_city_view_set_score (self->city_view, score);

  for (guint i = 0; i < score->districts->len; i++)
    add_district_row (self, table, score, i, g_ptr_array_index (score->districts, i));
  if (score->districts->len == 0)
    add_placeholder (self->districts_list, gk_format_no_districts ());

  add_card_rows (self, table, score);
  add_seat_rows (self, table, score);
}

void
gk_score_page_show_details (GkScorePage *self)
{
  g_return_if_fail (GK_IS_SCORE_PAGE (self));

  gboolean handled;

  /* The details close the page: its end, and the keyboard in the note. */
  gk_play_details_view_focus_note (self->details_view);
  g_signal_emit_by_name (self->scroller, "scroll-child", GTK_SCROLL_END, FALSE, &handled);
}

gboolean
gk_score_page_get_read_only (GkScorePage *self)
{
  g_return_val_if_fail (GK_IS_SCORE_PAGE (self), FALSE);

  return gtk_widget_get_visible (self->read_only_box);
}

void
gk_score_page_set_read_only (GkScorePage *self,
                             gboolean     read_only)
{
  g_return_if_fail (GK_IS_SCORE_PAGE (self));

  if (gk_score_page_get_read_only (self) == !!read_only)
    return;
  gtk_widget_set_visible (self->read_only_box, read_only);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

/* ---- class ---- */

static void
gk_score_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkScorePage *self = GK_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_READ_ONLY:
      g_value_set_boolean (value, gk_score_page_get_read_only (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_score_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkScorePage *self = GK_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_READ_ONLY:
      gk_score_page_set_read_only (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_score_page_dispose (GObject *object)
{
  GkScorePage *self = GK_SCORE_PAGE (object);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_SCORE_PAGE);
  g_clear_object (&self->player_group);
  for (Column column = 0; column < N_COLUMNS; column++)
    g_clear_object (&self->column_groups[column]);

  G_OBJECT_CLASS (gk_score_page_parent_class)->dispose (object);
}

static void
gk_score_page_class_init (GkScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_score_page_dispose;
  object_class->get_property = gk_score_page_get_property;
  object_class->set_property = gk_score_page_set_property;

  /* A finished play shown as it was played (it says so, and how to correct it). */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_CITY_VIEW);
  g_type_ensure (GK_TYPE_SCORE_CHART);
  g_type_ensure (GK_TYPE_PLAY_DETAILS_VIEW);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-score-page.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "open_rules_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, headline_label);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, end_label);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, read_only_box);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, results_list);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, results_compact);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, chart);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, city_view);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, districts_list);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, cards_list);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, details_view);
  gtk_widget_class_bind_template_child (widget_class, GkScorePage, seats_list);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "open_rules_button", N_("What the app decides where the rulebooks are silent, and what it assumes"),
  NULL
};

static void
gk_score_page_init (GkScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_SCORE_PAGE, tooltips);
  gk_city_view_set_compact (self->city_view, TRUE);

  self->player_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (Column column = 0; column < N_COLUMNS; column++)
    self->column_groups[column] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
}
