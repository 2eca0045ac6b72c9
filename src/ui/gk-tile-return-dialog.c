/* gk-tile-return-dialog.c: the first exhaustion of the tile reserve
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-fold-box.h"
#include "gk-player-style.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-util.h"

struct _GkTileReturnDialog
{
  AdwWindow   parent_instance;

  /* template */
  GtkWidget  *players_list;
  GtkWidget  *error_label;

  guint       n_players;
  GtkWidget  *spins[GK_MAX_PLAYERS];
  GtkWidget  *points[GK_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (GkTileReturnDialog, gk_tile_return_dialog, ADW_TYPE_WINDOW)

enum {
  RESPONSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_points (GkTileReturnDialog *self)
{
  for (guint p = 0; p < self->n_players; p++)
    {
      guint n = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[p]));
      /* TRANSLATORS: what a player earns for the tiles returned: "+2 points" */
      g_autofree char *text = g_strdup_printf (ngettext ("+%u point", "+%u points", n), n);

      gtk_label_set_text (GTK_LABEL (self->points[p]), text);
    }
}

static void
cancel_clicked (GkTileReturnDialog *self)
{
  g_signal_emit (self, signals[RESPONSE], 0, FALSE);
}

void
gk_tile_return_dialog_confirm (GkTileReturnDialog *self)
{
  g_return_if_fail (GK_IS_TILE_RETURN_DIALOG (self));

  g_signal_emit (self, signals[RESPONSE], 0, TRUE);
}

static gboolean
close_request (GtkWindow *window)
{
  g_signal_emit (window, signals[RESPONSE], 0, FALSE);
  return TRUE;
}

static gboolean
escape_pressed (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  return close_request (GTK_WINDOW (widget));
}

static void
gk_tile_return_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GK_TYPE_TILE_RETURN_DIALOG);

  G_OBJECT_CLASS (gk_tile_return_dialog_parent_class)->dispose (object);
}

static void
gk_tile_return_dialog_class_init (GkTileReturnDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_tile_return_dialog_dispose;
  window_class->close_request = close_request;

  /* TRUE: return the tiles entered; FALSE: back to the move. */
  signals[RESPONSE] = g_signal_new ("response", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0,
                                escape_pressed, NULL);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-tile-return-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GkTileReturnDialog, players_list);
  gtk_widget_class_bind_template_child (widget_class, GkTileReturnDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, gk_tile_return_dialog_confirm);
}

static void
gk_tile_return_dialog_init (GkTileReturnDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GkTileReturnDialog *
gk_tile_return_dialog_new (GtkWindow     *parent,
                           const GkTable *table,
                           const guint   *held)
{
  GkTileReturnDialog *self;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (held != NULL, NULL);

  self = g_object_new (GK_TYPE_TILE_RETURN_DIALOG, "transient-for", parent, NULL);
  gk_ui_window_fit_parent (GTK_WINDOW (self));
  self->n_players = gk_table_get_n_players (table);

  for (guint p = 0; p < self->n_players; p++)
    {
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u tile behind the screen",
                                                             "%u tiles behind the screen",
                                                             held[p]), held[p]);
      /* The name a row's title, which wraps, not a badge, which a phone's
       * width cuts short beside the count and the points. */
      GtkWidget *row = gk_ui_text_row_new (gk_table_get_player_name (table, (gint) p), subtitle);
      g_autofree char *accessible = NULL;

      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gk_player_symbol_new (gk_table_get_player_colour (table, (gint) p),
                                                       16));

      self->points[p] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->points[p], "numeric");
      gtk_widget_add_css_class (self->points[p], "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->points[p]);

      self->spins[p] = gk_ui_spin_button_new (0, held[p]);
      gtk_widget_set_valign (self->spins[p], GTK_ALIGN_CENTER);
      gtk_widget_set_sensitive (self->spins[p], held[p] > 0);
      /* TRANSLATORS: accessible name of a spin button: "Tiles Anna returns" */
      accessible = g_strdup_printf (_("Tiles %s returns"),
                                    gk_table_get_player_name (table, (gint) p));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->spins[p]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      g_signal_connect_swapped (self->spins[p], "value-changed", G_CALLBACK (update_points), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->spins[p]);
      gtk_list_box_append (GTK_LIST_BOX (self->players_list), row);
    }
  update_points (self);
  return self;
}

void
gk_tile_return_dialog_fill_move (GkTileReturnDialog *self,
                                 GkMove             *move)
{
  g_return_if_fail (GK_IS_TILE_RETURN_DIALOG (self));
  g_return_if_fail (move != NULL);

  move->has_returns = TRUE;
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    move->returns[p] = p < self->n_players
      ? (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[p])) : 0;
}

void
gk_tile_return_dialog_set_error (GkTileReturnDialog *self,
                                 const char         *message)
{
  g_return_if_fail (GK_IS_TILE_RETURN_DIALOG (self));

  gtk_label_set_text (GTK_LABEL (self->error_label), message != NULL ? message : "");
  gtk_widget_set_visible (self->error_label, message != NULL);
}
