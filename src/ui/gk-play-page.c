/* gk-play-page.c: a game in progress: the table, the city, the round entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-column.h"
#include "gk-fold-box.h"
#include "gk-format.h"
#include "gk-play-page.h"
#include "gk-steps.h"
#include "gk-ui-util.h"

struct _GkPlayPage
{
  AdwBin        parent_instance;

  /* template */
  GkTablePanel *table_panel;
  AdwToastOverlay *toast_overlay;
  GtkWidget    *banner_revealer;
  GtkLabel     *banner_label;
  GtkWidget    *rebuild_revealer;
  GtkLabel     *rebuild_label;
  GtkLabel     *rebuild_heading;
  GtkWidget    *city_view;
  GtkWidget    *steps_list;
  GkRoundEntry *round_entry;
  AdwFlap      *flap;
  GkFoldBox    *fold_box;
  GkColumn     *steps_column;
  GtkWidget    *steps_box;
  GtkWidget    *flap_steps;
  GtkWidget    *table_button;

  /* state */
  guint         place_steps_id;
  GkGame       *game;
  gulong        changed_id;
  gboolean      dismissed;      /* the rebuild notice was put away at dismissed_cursor */
  guint         dismissed_cursor;
  char        **steps;
  GPtrArray    *step_labels;    /* made as needed, hidden when not used */
  gboolean      read_only;      /* a finished play: no move is entered */
};

G_DEFINE_FINAL_TYPE (GkPlayPage, gk_play_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  REBUILD_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_rebuild_notice (GkPlayPage *self,
                    const char *text)
{
  gtk_label_set_text (self->rebuild_label, text != NULL ? text : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->rebuild_revealer), text != NULL);
}

/* The rebuild the last move caused, from the engine's effects of that
 * move each time: the same after a restart, an undo or a redo, until it is
 * put away or another move comes. */
static void
update_rebuild (GkPlayPage    *self,
                const GkTable *table)
{
  g_auto(GStrv) steps = gk_steps_rebuild (table, gk_game_get_last_effects (self->game));
  const char *heading = gk_steps_rebuild_heading (table, gk_game_get_last_effects (self->game));
  g_autofree char *text = NULL;

  gtk_label_set_text (self->rebuild_heading, heading != NULL ? heading : "");
  /* Another move: the rebuild put away is no longer the last move's. */
  if (self->dismissed && self->dismissed_cursor != gk_game_get_cursor (self->game))
    {
      self->dismissed = FALSE;
      g_signal_emit (self, signals[REBUILD_DONE], 0, 0u);
    }
  if (steps != NULL && !self->dismissed)
    text = g_strjoinv (" ", steps);
  set_rebuild_notice (self, text);
}

static void
update_steps (GkPlayPage *self)
{
  GkMoveDraft *draft = gk_round_entry_get_draft (self->round_entry);
  const GkPreview *preview = gk_move_draft_get_preview (draft);
  const GkTable *table = self->game != NULL ? gk_game_get_table (self->game) : NULL;
  guint i;

  g_clear_pointer (&self->steps, g_strfreev);
  if (table == NULL || self->step_labels == NULL)
    return;
  if (preview != NULL && gk_move_draft_get_table (draft) == table)
    self->steps = gk_steps_for_preview (table, preview);
  else
    self->steps = gk_steps_between (table, gk_game_get_last_effects (self->game));

  /* The labels stay; only their text changes. */
  for (i = 0; self->steps[i] != NULL; i++)
    {
      GtkWidget *label;

      if (i == self->step_labels->len)
        {
          label = gtk_label_new (NULL);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "gk-step");
          gtk_box_append (GTK_BOX (self->steps_list), label);
          g_ptr_array_add (self->step_labels, label);
        }
      label = g_ptr_array_index (self->step_labels, i);
      gtk_label_set_text (GTK_LABEL (label), self->steps[i]);
      gtk_widget_set_visible (label, TRUE);
    }
  for (; i < self->step_labels->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->step_labels, i), FALSE);
}

static void
update_banner (GkPlayPage    *self,
               const GkTable *table)
{
  g_autofree char *end = NULL;
  const char *text = NULL;

  if (self->read_only)
    text = _("This game is finished: its moves are kept as they were entered. To change one, "
             "choose Correct This Game… in the main menu.");
  else
    /* How the game ends or ended, in the score page's and the command line's words. */
    text = end = gk_format_game_end (table);

  gtk_label_set_text (self->banner_label, text != NULL ? text : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->banner_revealer), text != NULL);
}

static void
gk_play_page_refresh (GkPlayPage *self)
{
  const GkTable *table;

  if (self->game == NULL)
    return;

  table = gk_game_get_table (self->game);
  gk_table_panel_set_table (self->table_panel, table);
  gk_city_view_set_table (GK_CITY_VIEW (self->city_view), table);
  update_banner (self, table);
  update_rebuild (self, table);
  update_steps (self);
}

void
gk_play_page_set_game (GkPlayPage *self,
                       GkGame     *game)
{
  g_return_if_fail (GK_IS_PLAY_PAGE (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->dismissed = FALSE;
  set_rebuild_notice (self, NULL);

  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed",
                                                G_CALLBACK (gk_play_page_refresh), self,
                                                G_CONNECT_SWAPPED);
  gk_round_entry_set_game (self->round_entry, game);
  gk_play_page_refresh (self);
}

gboolean
gk_play_page_get_read_only (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), FALSE);
  return self->read_only;
}

void
gk_play_page_set_read_only (GkPlayPage *self,
                            gboolean    read_only)
{
  g_return_if_fail (GK_IS_PLAY_PAGE (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;
  self->read_only = read_only;
  gtk_widget_set_sensitive (GTK_WIDGET (self->round_entry), !read_only);
  if (self->game != NULL)
    update_banner (self, gk_game_get_table (self->game));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

GkRoundEntry *
gk_play_page_get_round_entry (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->round_entry;
}

AdwToastOverlay *
gk_play_page_get_toast_overlay (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->toast_overlay;
}

static void
dismiss_rebuild_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  GkPlayPage *self = GK_PLAY_PAGE (widget);

  self->dismissed = TRUE;
  self->dismissed_cursor = self->game != NULL ? gk_game_get_cursor (self->game) : 0;
  set_rebuild_notice (self, NULL);
  /* Kept with the game: after a restart it stays put away. */
  g_signal_emit (self, signals[REBUILD_DONE], 0, self->dismissed_cursor);
}

void
gk_play_page_set_rebuild_done (GkPlayPage *self,
                               guint       cursor)
{
  g_return_if_fail (GK_IS_PLAY_PAGE (self));

  self->dismissed = cursor > 0;
  self->dismissed_cursor = cursor;
  if (self->game != NULL)
    update_rebuild (self, gk_game_get_table (self->game));
}

static void
cell_activated (GkPlayPage *self,
                int         x,
                int         y)
{
  gk_move_draft_pick_cell (gk_round_entry_get_draft (self->round_entry), x, y);
}

static gboolean
confirm_shortcut (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  GkPlayPage *self = GK_PLAY_PAGE (widget);

  /* Not while the game is only shown (its file played elsewhere). */
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (GTK_WIDGET (self->round_entry)))
    return FALSE;
  return gk_round_entry_confirm (self->round_entry);
}

/* Type-ahead: a letter or a digit typed anywhere on the page but in a text
 * field goes to the round entry's typed move ("r9", "A b12 1"). */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GkPlayPage            *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *quick = gk_round_entry_get_quick_entry (self->round_entry);
  gunichar c = gdk_keyval_to_unicode (keyval);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0
      || c == 0 || !g_unichar_isalnum (c) || !gtk_widget_get_mapped (quick)
      || !gtk_widget_is_sensitive (quick))
    return FALSE;
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT (focus)))
    return FALSE;

  gtk_widget_grab_focus (quick);
  return gtk_event_controller_key_forward (controller,
                                           GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (quick))));
}

/* Ctrl+Enter confirms the move whatever has the focus on the page: the
 * city, a card button, the typed entry. */
static void
add_confirm_shortcuts (GkPlayPage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i],
                                                                                    GDK_CONTROL_MASK),
                                                            gtk_callback_action_new (confirm_shortcut,
                                                                                     NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
gk_play_page_dispose (GObject *object)
{
  GkPlayPage *self = GK_PLAY_PAGE (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->steps, g_strfreev);
  g_clear_pointer (&self->step_labels, g_ptr_array_unref);
  g_clear_handle_id (&self->place_steps_id, g_source_remove);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_PLAY_PAGE);

  G_OBJECT_CLASS (gk_play_page_parent_class)->dispose (object);
}

static void
gk_play_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_READ_ONLY:
      g_value_set_boolean (value, GK_PLAY_PAGE (object)->read_only);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_play_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_READ_ONLY:
      gk_play_page_set_read_only (GK_PLAY_PAGE (object), g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* F9, or the button over the city: the table panel slides in over a
 * narrow page, and out again. */
static void
show_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GkPlayPage *self = GK_PLAY_PAGE (widget);

  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* The steps at the table lie under the city while the entry is beside
 * it; with the entry under the city (a phone), they go with the players
 * into the table panel, one swipe away, and the city keeps the room. */
static gboolean
place_steps (gpointer data)
{
  GkPlayPage *self = data;
  gboolean in_flap = gk_fold_box_get_folded (self->fold_box);
  g_autoptr(GtkWidget) steps = g_object_ref (self->steps_box);

  self->place_steps_id = 0;
  if (in_flap == (gtk_widget_get_parent (steps) == self->flap_steps))
    return G_SOURCE_REMOVE;

  if (in_flap)
    {
      gk_column_set_child (self->steps_column, NULL);
      gtk_box_append (GTK_BOX (self->flap_steps), steps);
    }
  else
    {
      gtk_box_remove (GTK_BOX (self->flap_steps), steps);
      gk_column_set_child (self->steps_column, steps);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->steps_column), !in_flap);
  return G_SOURCE_REMOVE;
}

/* Decided as the page is laid out: moved after it. */
static void
fold_changed (GkPlayPage *self)
{
  if (self->place_steps_id == 0)
    self->place_steps_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, place_steps, self, NULL);
}

static void
gk_play_page_class_init (GkPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_play_page_dispose;
  object_class->get_property = gk_play_page_get_property;
  object_class->set_property = gk_play_page_set_property;

  /* A finished play: the round entry is off and the banner says why. */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The rebuild notice was put away at @cursor moves (Done), or, 0, the
   * one put away is no longer the last move's. */
  signals[REBUILD_DONE] = g_signal_new ("rebuild-done", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (GK_TYPE_COLUMN);
  g_type_ensure (GK_TYPE_FOLD_BOX);
  g_type_ensure (GK_TYPE_TABLE_PANEL);
  g_type_ensure (GK_TYPE_CITY_VIEW);
  g_type_ensure (GK_TYPE_ROUND_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, table_panel);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, banner_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, rebuild_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, rebuild_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, rebuild_heading);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, city_view);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, steps_list);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, round_entry);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, flap);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, fold_box);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, steps_column);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, steps_box);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, flap_steps);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, table_button);

  gtk_widget_class_install_action (widget_class, "play.dismiss-rebuild", NULL,
                                   dismiss_rebuild_action);
  gtk_widget_class_install_action (widget_class, "play.show-table", NULL, show_table_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "play.show-table", NULL);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "table_button", N_("Players and Deck (F9)"),
  NULL
};

static void
gk_play_page_init (GkPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_PLAY_PAGE, tooltips);
  /* A banner gone is gone for screen readers too (its Done button). */
  gk_ui_hide_unrevealed (GTK_REVEALER (self->banner_revealer));
  gk_ui_hide_unrevealed (GTK_REVEALER (self->rebuild_revealer));

  self->step_labels = g_ptr_array_new ();
  g_signal_connect_object (gk_round_entry_get_draft (self->round_entry), "changed",
                           G_CALLBACK (update_steps), self, G_CONNECT_SWAPPED);

  gk_city_view_set_draft (GK_CITY_VIEW (self->city_view),
                          gk_round_entry_get_draft (self->round_entry));
  add_confirm_shortcuts (self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed), self, 0);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  g_signal_connect_object (self->city_view, "cell-activated", G_CALLBACK (cell_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fold_box, "notify::folded", G_CALLBACK (fold_changed), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
gk_play_page_new (void)
{
  return g_object_new (GK_TYPE_PLAY_PAGE, NULL);
}
