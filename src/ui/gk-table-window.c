/* gk-table-window.c: the table view, a second window for a TV or a second screen
 *
 * The city large, the round, whose turn it is, what to do with the pieces
 * now (the steps of the last move, as the play page says them) and, when
 * the players want it, the score so far: read from across the room, in
 * the desktop's light or dark style.  It shows the game of the window's
 * session and follows it as moves are confirmed, undone and redone; when
 * the session's game is another one, or none, it closes.  F11 or its
 * button make it full screen; Escape leaves full screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-fold-box.h"
#include "gk-player-style.h"
#include "gk-steps.h"
#include "gk-table-window.h"
#include "gk-ui-util.h"

struct _GkTableWindow
{
  AdwWindow        parent_instance;

  /* template */
  GtkWidget       *header_revealer;
  AdwWindowTitle  *window_title;
  GtkToggleButton *scores_button;
  GkCityView      *city_view;
  GtkLabel        *round_label;
  GtkWidget       *turn_box;
  GtkWidget       *steps_box;
  GtkWidget       *scores_grid;

  GkSession       *session;
  GkGame          *game;       /* the game it was opened for */
};

G_DEFINE_FINAL_TYPE (GkTableWindow, gk_table_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SHOW_SCORES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- what it shows ---- */

static GtkWidget *
big_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
show_turn (GkTableWindow *self,
           const GkTable *table)
{
  gint player = gk_table_get_next_player (table);
  g_autofree char *round = NULL;

  gk_ui_remove_children (self->turn_box);
  if (gk_table_is_game_over (table))
    {
      gtk_label_set_text (self->round_label, "");
      gtk_box_append (GTK_BOX (self->turn_box), big_label (_("The game is over"), "gk-table-big"));
      return;
    }

  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    round = g_strdup_printf (_("Round %u · solo game"), gk_table_get_round (table));
  else
    round = g_strdup_printf (_("Round %u · card %u of %u"), gk_table_get_round (table),
                             gk_table_get_actions_done (table) + 1,
                             gk_table_get_n_players (table));
  gtk_label_set_text (self->round_label, round);

  if (player >= 0)
    {
      g_autofree char *plays = g_strdup_printf (_("%s plays"),
                                                gk_table_get_player_name (table, player));
      GtkWidget *badge = gk_player_badge_new (gk_table_get_player_colour (table, player), "");

      gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (self->turn_box), badge);
      gtk_box_append (GTK_BOX (self->turn_box), big_label (plays, "gk-table-big"));
    }
}

static void
show_steps (GkTableWindow *self,
            const GkTable *table)
{
  g_auto(GStrv) steps = gk_steps_between (table, gk_game_get_last_effects (self->game));

  gk_ui_remove_children (self->steps_box);
  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    gtk_box_append (GTK_BOX (self->steps_box), big_label (steps[i], "gk-table-step"));
}

/* The totals so far, in seating order; the engine's score. */
static void
show_scores (GkTableWindow *self,
             const GkTable *table)
{
  g_autoptr(GkScore) score = NULL;

  for (GtkWidget *c; (c = gtk_widget_get_first_child (self->scores_grid)) != NULL;)
    gtk_grid_remove (GTK_GRID (self->scores_grid), c);
  if (!gtk_toggle_button_get_active (self->scores_button))
    return;

  score = gk_score_compute (table);
  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *player = &score->players[i];
      g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", player->total),
                                                 player->total);
      GtkWidget *name = gk_player_badge_new (gk_table_get_player_colour (table, player->player),
                                             gk_table_get_player_name (table, player->player));
      GtkWidget *total = big_label (points, "gk-table-step");

      gtk_widget_set_hexpand (name, TRUE);
      gtk_label_set_xalign (GTK_LABEL (total), 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), name, 0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), total, 1, (int) i, 1, 1);
    }
}

static void
update (GkTableWindow *self)
{
  const GkTable *table;

  if (self->game == NULL || gk_session_get_game (self->session) != self->game)
    {
      /* The game it showed is closed: so is the view. */
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }

  table = gk_game_get_table (self->game);
  gk_city_view_set_table (self->city_view, table);
  show_turn (self, table);
  show_steps (self, table);
  show_scores (self, table);
  {
    GFile *file = gk_session_get_file (self->session);
    g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

    adw_window_title_set_subtitle (self->window_title, name != NULL ? name : "");
  }
}

static void
session_changed (GkTableWindow   *self,
                 GkSessionChange  change,
                 GkSession       *session)
{
  if (change != GK_SESSION_CHANGE_SAVE_STATE)
    update (self);
}

/* ---- full screen ---- */

static void
fullscreen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
leave_fullscreen_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  gtk_window_unfullscreen (GTK_WINDOW (widget));
}

/* Full screen, the header goes: nothing but the table. */
static void
fullscreen_changed (GkTableWindow *self)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->header_revealer),
                                 !gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

/* ---- the object ---- */

static void
gk_table_window_constructed (GObject *object)
{
  GkTableWindow *self = GK_TABLE_WINDOW (object);

  G_OBJECT_CLASS (gk_table_window_parent_class)->constructed (object);

  g_return_if_fail (GK_IS_SESSION (self->session));
  self->game = gk_session_get_game (self->session);
  if (self->game != NULL)
    g_object_ref (self->game);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scores_button, "notify::active", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
}

static void
gk_table_window_dispose (GObject *object)
{
  GkTableWindow *self = GK_TABLE_WINDOW (object);

  g_clear_object (&self->game);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_TABLE_WINDOW);

  G_OBJECT_CLASS (gk_table_window_parent_class)->dispose (object);
}

static void
gk_table_window_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GkTableWindow *self = GK_TABLE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SHOW_SCORES:
      g_value_set_boolean (value, gk_table_window_get_show_scores (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_window_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GkTableWindow *self = GK_TABLE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SHOW_SCORES:
      gk_table_window_set_show_scores (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_window_class_init (GkTableWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = gk_table_window_constructed;
  object_class->dispose = gk_table_window_dispose;
  object_class->get_property = gk_table_window_get_property;
  object_class->set_property = gk_table_window_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, GK_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SCORES] =
    g_param_spec_boolean ("show-scores", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_CITY_VIEW);
  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-table-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, scores_button);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, city_view);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, round_label);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, turn_box);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, steps_box);
  gtk_widget_class_bind_template_child (widget_class, GkTableWindow, scores_grid);

  gtk_widget_class_install_action (widget_class, "table.fullscreen", NULL, fullscreen_action);
  gtk_widget_class_install_action (widget_class, "table.leave-fullscreen", NULL,
                                   leave_fullscreen_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "table.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.leave-fullscreen",
                                       NULL);
}

static void
gk_table_window_init (GkTableWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreen_changed), NULL);
}

GtkWidget *
gk_table_window_new (GkSession *session)
{
  g_return_val_if_fail (GK_IS_SESSION (session), NULL);

  return g_object_new (GK_TYPE_TABLE_WINDOW, "session", session, NULL);
}

GkSession *
gk_table_window_get_session (GkTableWindow *self)
{
  g_return_val_if_fail (GK_IS_TABLE_WINDOW (self), NULL);

  return self->session;
}

void
gk_table_window_set_show_scores (GkTableWindow *self,
                                 gboolean       show_scores)
{
  g_return_if_fail (GK_IS_TABLE_WINDOW (self));

  if (gtk_toggle_button_get_active (self->scores_button) == !!show_scores)
    return;
  gtk_toggle_button_set_active (self->scores_button, show_scores);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SCORES]);
}

gboolean
gk_table_window_get_show_scores (GkTableWindow *self)
{
  g_return_val_if_fail (GK_IS_TABLE_WINDOW (self), FALSE);

  return gtk_toggle_button_get_active (self->scores_button);
}
