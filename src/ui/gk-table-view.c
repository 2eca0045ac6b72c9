/* gk-table-view.c: the game for a TV or a second screen
 *
 * The city large and, beside it, the round, whose turn it is, what to do
 * with the pieces now and, when the players want them, the scores so far:
 * every text from a GkTableViewModel, which follows the window's session.
 * Nothing here takes input but the window's own controls: the city is
 * shown only.  F11 goes full screen and back, Escape leaves it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-player-style.h"
#include "gk-fold-box.h"
#include "gk-table-view.h"
#include "gk-ui-util.h"

/* The player symbols, large enough to tell apart across a room. */
#define TURN_SYMBOL_SIZE  56
#define SCORE_SYMBOL_SIZE 36

/* The turn's and the scores' type, as their style gives it or smaller: the
 * largest in which each word of the turn and each name beside its points
 * fit whole (a phone's width; a long name). */
static const double type_scales[] = { 1.0, 0.75, 0.55 };

/* The type of the steps, the largest first: the end of a round says much
 * more than a turn. */
static const char *const step_sizes[] = {
  "gk-tv-steps-large", "gk-tv-steps-medium", "gk-tv-steps-small"
};

struct _GkTableView
{
  AdwWindow         parent_instance;

  /* template */
  GtkWidget        *city_view;
  GtkLabel         *round_label;
  AdwBin           *turn_symbol;
  GtkLabel         *turn_label;
  GtkLabel         *ending_label;
  GtkWidget        *steps_box;
  GtkWidget        *steps_list;
  GtkScrolledWindow *steps_scroller;
  GtkWidget        *scores_revealer;
  GtkWidget        *scores_grid;

  /* state */
  GkTableViewModel *model;
  gboolean          full_screen;   /* asked for, or as the window manager set it */
  guint             step_size;     /* of step_sizes[] */
  guint             turn_scale;    /* of type_scales[] */
  guint             scores_scale;  /* of type_scales[] */
  double            steps_room;    /* the steps' height when the type was chosen */
  guint             fit_source;
};

G_DEFINE_FINAL_TYPE (GkTableView, gk_table_view, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_SHOW_SCORES,
  PROP_FULL_SCREEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the type that fits ---- */

/* Text in its type scaled by @scale. */
static PangoAttrList *
scaled (double scale)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes, pango_attr_scale_new (scale));
  return attributes;
}

/* The width of @text in @widget's type scaled by @scale, in pixels. */
static int
text_width (GtkWidget  *widget,
            const char *text,
            double      scale)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  g_autoptr(PangoAttrList) attributes = scaled (scale);
  int width;

  pango_layout_set_attributes (layout, attributes);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* The widest word of @label's text at @scale. */
static int
widest_word (GtkLabel *label,
             double    scale)
{
  g_auto(GStrv) words = g_strsplit (gtk_label_get_text (label), " ", -1);
  int widest = 0;

  for (guint i = 0; words[i] != NULL; i++)
    widest = MAX (widest, text_width (GTK_WIDGET (label), words[i], scale));
  return widest;
}

static void
set_scale (GtkWidget *label,
           double     scale)
{
  g_autoptr(PangoAttrList) attributes = scaled (scale);

  gtk_label_set_attributes (GTK_LABEL (label), attributes);
}

/* The largest scale at which the turn's words fit its width. */
static guint
turn_fits (GkTableView *self)
{
  int room = gtk_widget_get_width (GTK_WIDGET (self->turn_label));
  guint s = 0;

  while (s + 1 < G_N_ELEMENTS (type_scales)
         && widest_word (self->turn_label, type_scales[s]) > room)
    s++;
  return s;
}

/* The largest scale at which each name is whole beside the widest points. */
static guint
scores_fit (GkTableView *self)
{
  int room = gtk_widget_get_width (self->scores_grid) - SCORE_SYMBOL_SIZE
             - 2 * gtk_grid_get_column_spacing (GTK_GRID (self->scores_grid));
  guint s = 0;

  for (; s + 1 < G_N_ELEMENTS (type_scales); s++)
    {
      int names = 0, points = 0;

      for (GtkWidget *c = gtk_widget_get_first_child (self->scores_grid); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        {
          int column;

          if (!GTK_IS_LABEL (c))
            continue;
          gtk_grid_query_child (GTK_GRID (self->scores_grid), c, &column, NULL, NULL, NULL);
          if (column == 1)
            names = MAX (names, text_width (c, gtk_label_get_text (GTK_LABEL (c)),
                                            type_scales[s]));
          else
            points = MAX (points, text_width (c, gtk_label_get_text (GTK_LABEL (c)),
                                              type_scales[s]));
        }
      if (names + points <= room)
        break;
    }
  return s;
}

static void
set_scores_scale (GkTableView *self,
                  guint        scale)
{
  self->scores_scale = scale;
  for (GtkWidget *c = gtk_widget_get_first_child (self->scores_grid); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      set_scale (c, type_scales[scale]);
}

/* Once laid out at a width: the turn and the scores in the type that fits
 * it, before the frame is drawn. */
static void
gk_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GkTableView *self = GK_TABLE_VIEW (widget);
  guint turn, scores;

  GTK_WIDGET_CLASS (gk_table_view_parent_class)->size_allocate (widget, width, height, baseline);
  turn = turn_fits (self);
  scores = scores_fit (self);
  if (turn == self->turn_scale && scores == self->scores_scale)
    return;
  self->turn_scale = turn;
  set_scale (GTK_WIDGET (self->turn_label), type_scales[turn]);
  if (scores != self->scores_scale)
    set_scores_scale (self, scores);
  /* Laid out again in the new type, in this frame. */
  GTK_WIDGET_CLASS (gk_table_view_parent_class)->size_allocate (widget, width, height, baseline);
}

/* ---- what it shows ---- */

static void
show_table (GkTableView *self)
{
  gk_city_view_set_table (GK_CITY_VIEW (self->city_view),
                          gk_table_view_model_get_table (self->model));
}

static void
show_turn (GkTableView *self)
{
  const GkTable *table = gk_table_view_model_get_table (self->model);
  gint player = gk_table_view_model_get_turn_player (self->model);
  const char *ending = gk_table_view_model_get_ending_text (self->model);

  gtk_label_set_text (self->round_label, gk_table_view_model_get_round_text (self->model));
  gtk_label_set_text (self->turn_label, gk_table_view_model_get_turn_text (self->model));
  gtk_label_set_text (self->ending_label, ending != NULL ? ending : "");
  gtk_widget_set_visible (GTK_WIDGET (self->ending_label), ending != NULL);
  if (table != NULL && player != GK_NO_PLAYER)
    adw_bin_set_child (self->turn_symbol,
                       gk_player_symbol_new (gk_table_get_player_colour (table, player),
                                             TURN_SYMBOL_SIZE));
  else
    adw_bin_set_child (self->turn_symbol, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_symbol),
                          adw_bin_get_child (self->turn_symbol) != NULL);
}

static void
set_step_size (GkTableView *self,
               guint        size)
{
  gtk_widget_remove_css_class (self->steps_list, step_sizes[self->step_size]);
  self->step_size = size;
  gtk_widget_add_css_class (self->steps_list, step_sizes[size]);
}

/* The steps in the largest type that shows them whole: a smaller one while
 * they do not fit their place, the largest again when it grows. */
static void
fit_steps (gpointer user_data)
{
  GkTableView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->steps_scroller);
  double room = gtk_adjustment_get_page_size (adjustment);

  self->fit_source = 0;
  if (room > self->steps_room + 0.5 && self->step_size > 0)
    set_step_size (self, 0);
  else if (gtk_adjustment_get_upper (adjustment) > room + 0.5
           && self->step_size + 1 < G_N_ELEMENTS (step_sizes))
    set_step_size (self, self->step_size + 1);
  self->steps_room = room;
}

/* After the layout that changed the steps' place or their height. */
static void
steps_laid_out (GkTableView *self)
{
  if (self->fit_source == 0)
    self->fit_source = g_idle_add_once (fit_steps, self);
}

static void
show_steps (GkTableView *self)
{
  const char * const *steps = gk_table_view_model_get_steps (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->steps_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->steps_list), child);
  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (steps[i]);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* Wide enough for the words, never for the city's place. */
      gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
      gtk_box_append (GTK_BOX (self->steps_list), label);
    }
  /* Other steps: the largest type first. */
  set_step_size (self, 0);
  gtk_widget_set_visible (self->steps_box, steps != NULL && steps[0] != NULL);
}

static void
show_scores (GkTableView *self)
{
  const GkTable *table = gk_table_view_model_get_table (self->model);
  const char * const *names = gk_table_view_model_get_names (self->model);
  const char * const *points = gk_table_view_model_get_points (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->scores_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->scores_grid), child);
  for (guint row = 0; table != NULL && names != NULL && names[row] != NULL; row++)
    {
      gint seat = gk_table_view_model_get_seat (self->model, row);
      GtkWidget *symbol = gk_player_symbol_new (gk_table_get_player_colour (table, seat),
                                                SCORE_SYMBOL_SIZE);
      GtkWidget *name = gtk_label_new (names[row]);
      GtkWidget *score = gtk_label_new (points[row]);

      gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_label_set_xalign (GTK_LABEL (score), 1);
      gtk_widget_add_css_class (score, "gk-numbers");
      gtk_grid_attach (GTK_GRID (self->scores_grid), symbol, 0, (int) row, 1, 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), name, 1, (int) row, 1, 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), score, 2, (int) row, 1, 1);
    }
  set_scores_scale (self, self->scores_scale);
}

static void
show_scores_shown (GkTableView *self)
{
  gboolean show = gk_table_view_model_get_show_scores (self->model);

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->scores_revealer), show);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SCORES]);
}

/* The game closed, or another took its place: the view was of that one. */
static void
model_closed (GkTableView *self)
{
  if (gk_table_view_model_get_closed (self->model))
    gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- full screen ---- */

static void
set_full_screen (GkTableView *self,
                 gboolean     full_screen)
{
  full_screen = !!full_screen;
  if (self->full_screen == full_screen)
    return;
  self->full_screen = full_screen;
  if (full_screen)
    gtk_window_fullscreen (GTK_WINDOW (self));
  else
    gtk_window_unfullscreen (GTK_WINDOW (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FULL_SCREEN]);
}

/* The window manager left full screen (or entered it) on its own. */
static void
fullscreened_changed (GkTableView *self)
{
  gboolean now = gtk_window_is_fullscreen (GTK_WINDOW (self));

  if (self->full_screen != now)
    {
      self->full_screen = now;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FULL_SCREEN]);
    }
}

static gboolean
leave_full_screen (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  GkTableView *self = GK_TABLE_VIEW (widget);

  if (!self->full_screen)
    return FALSE;
  set_full_screen (self, FALSE);
  return TRUE;
}

/* ---- public ---- */

GtkWidget *
gk_table_view_new (GtkApplication *application,
                   GkSession      *session,
                   GkMoveDraft    *draft)
{
  g_autoptr(GkTableViewModel) model = NULL;

  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (GK_IS_SESSION (session), NULL);
  g_return_val_if_fail (gk_session_get_game (session) != NULL, NULL);

  model = gk_table_view_model_new (session, draft);
  return g_object_new (GK_TYPE_TABLE_VIEW, "application", application, "model", model, NULL);
}

GkTableViewModel *
gk_table_view_get_model (GkTableView *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW (self), NULL);
  return self->model;
}

/* ---- GObject ---- */

static void
gk_table_view_constructed (GObject *object)
{
  GkTableView *self = GK_TABLE_VIEW (object);

  G_OBJECT_CLASS (gk_table_view_parent_class)->constructed (object);

  g_return_if_fail (self->model != NULL);
  g_signal_connect_object (self->model, "notify::table", G_CALLBACK (show_table), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::turn-text", G_CALLBACK (show_turn), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::round-text", G_CALLBACK (show_turn), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::ending-text", G_CALLBACK (show_turn), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::steps", G_CALLBACK (show_steps), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::points", G_CALLBACK (show_scores), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::names", G_CALLBACK (show_scores), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::show-scores", G_CALLBACK (show_scores_shown),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::closed", G_CALLBACK (model_closed), self,
                           G_CONNECT_SWAPPED);
  show_table (self);
  show_turn (self);
  show_steps (self);
  show_scores (self);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->scores_revealer),
                                 gk_table_view_model_get_show_scores (self->model));
}

static void
gk_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkTableView *self = GK_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_SHOW_SCORES:
      g_value_set_boolean (value, self->model != NULL
                                  && gk_table_view_model_get_show_scores (self->model));
      break;
    case PROP_FULL_SCREEN:
      g_value_set_boolean (value, self->full_screen);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkTableView *self = GK_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    case PROP_SHOW_SCORES:
      gk_table_view_model_set_show_scores (self->model, g_value_get_boolean (value));
      break;
    case PROP_FULL_SCREEN:
      set_full_screen (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_view_dispose (GObject *object)
{
  GkTableView *self = GK_TABLE_VIEW (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_handle_id (&self->fit_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_TABLE_VIEW);

  G_OBJECT_CLASS (gk_table_view_parent_class)->dispose (object);
}

static void
gk_table_view_class_init (GkTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = gk_table_view_constructed;
  object_class->dispose = gk_table_view_dispose;
  object_class->get_property = gk_table_view_get_property;
  object_class->set_property = gk_table_view_set_property;
  widget_class->size_allocate = gk_table_view_size_allocate;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, GK_TYPE_TABLE_VIEW_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The scores so far, off until the players ask for them. */
  properties[PROP_SHOW_SCORES] =
    g_param_spec_boolean ("show-scores", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Full screen as asked for; it follows the window manager's state when
   * that changes, and holds where no window manager answers. */
  properties[PROP_FULL_SCREEN] =
    g_param_spec_boolean ("full-screen", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_CITY_VIEW);
  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-table-view.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "scores_toggle", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "fullscreen_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, city_view);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, turn_symbol);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, ending_label);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, steps_box);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, steps_list);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, steps_scroller);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, scores_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkTableView, scores_grid);

  gtk_widget_class_install_property_action (widget_class, "table.show-scores", "show-scores");
  gtk_widget_class_install_property_action (widget_class, "table.full-screen", "full-screen");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "table.full-screen", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, leave_full_screen, NULL);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "scores_toggle", N_("Score So Far"),
  "fullscreen_button", N_("Full Screen (F11)"),
  NULL
};

static void
gk_table_view_init (GkTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_TABLE_VIEW, tooltips);
  /* The header's buttons with an icon alone by their tooltips. */
  gk_ui_plain_accessible_names (GTK_WIDGET (self));
  gtk_widget_add_css_class (self->steps_list, step_sizes[0]);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->steps_scroller), "changed",
                           G_CALLBACK (steps_laid_out), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreened_changed), NULL);
}
