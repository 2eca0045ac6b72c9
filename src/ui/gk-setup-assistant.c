/* gk-setup-assistant.c: the setup assistant: its steps, Next and Back
 *
 * What the players enter lives in a GkSetupDraft (src/app); the assistant
 * shows and edits it.  Whether the box allows it is the engine's answer
 * the draft keeps (gk_setup_check()), shown in place once Next is
 * pressed.  This file holds the class, the steps in order and the draft
 * it follows; each step's page is in its own file (see
 * gk-setup-assistant-private.h).  One player is the solo game against
 * HAL (rules.md 10): a level and the opponent's colour instead of
 * characters, so that step is skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-fold-box.h"
#include "gk-player-row.h"
#include "gk-setup-assistant-private.h"
#include "gk-ui-util.h"

G_DEFINE_FINAL_TYPE (GkSetupAssistant, gk_setup_assistant, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_N_PLAYERS,
  N_PROPS
};

enum {
  START_GAME,
  STEP_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *step_names[N_STEPS] = { "players", "characters", "start", "checklist" };

/* ---- reading the form ---- */

gboolean
_gk_setup_assistant_is_solo (GkSetupAssistant *self)
{
  return gk_setup_draft_get_n_players (self->draft) == 1;
}

GkSetup *
gk_setup_assistant_get_setup (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return gk_setup_draft_dup_setup (self->draft);
}

GkSetupDraft *
gk_setup_assistant_get_draft (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return self->draft;
}

/* ---- errors in place ---- */

void
_gk_setup_assistant_set_error (GkSetupAssistant *self,
                               const char       *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->error_revealer), message != NULL);
}

/* The engine's refusal, shown once Next was pressed (and then as it
 * changes); NULL lets the assistant go on. */
gboolean
_gk_setup_assistant_validate (GkSetupAssistant *self)
{
  const char *refusal = gk_setup_draft_get_error (self->draft);
  /* A number typed that its field refused: the table holds the old one. */
  GtkWidget *refused = gk_ui_find_refused_number (GTK_WIDGET (self));

  if (refusal == NULL && refused != NULL)
    {
      _gk_setup_assistant_set_error (self, gk_ui_get_tooltip (refused));
      gtk_widget_grab_focus (refused);
      return FALSE;
    }
  _gk_setup_assistant_set_error (self, refusal);
  return refusal == NULL;
}

/* ---- steps ---- */

const char *
gk_setup_assistant_get_title (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  switch (self->step)
    {
    case GK_SETUP_STEP_PLAYERS:
      return _("Players");
    case GK_SETUP_STEP_CHARACTERS:
      return _("Characters");
    case GK_SETUP_STEP_START:
      return _("Starting Square");
    case GK_SETUP_STEP_CHECKLIST:
    default:
      return _("Setup Checklist");
    }
}

static void
update_step_label (GkSetupAssistant *self)
{
  g_autofree char *label = NULL;
  guint number = self->step + 1;

  /* rules.md 10: the solo game has no characters to enter. */
  if (_gk_setup_assistant_is_solo (self) && self->step > GK_SETUP_STEP_CHARACTERS)
    number--;
  /* TRANSLATORS: "Step 2 of 4: Characters" */
  label = g_strdup_printf (_("Step %u of %u: %s"), number,
                           N_STEPS - (guint) _gk_setup_assistant_is_solo (self),
                           gk_setup_assistant_get_title (self));
  gtk_label_set_text (self->step_label, label);
}

static void
show_step (GkSetupAssistant *self,
           GkSetupStep       step)
{

  self->step = step;
  if (step == GK_SETUP_STEP_CHARACTERS)
    _gk_setup_assistant_update_group_titles (self);
  else if (step == GK_SETUP_STEP_START)
    _gk_setup_assistant_refresh_start (self);
  else if (step == GK_SETUP_STEP_CHECKLIST)
    _gk_setup_assistant_build_checklist (self);

  gtk_stack_set_visible_child_name (self->steps, step_names[step]);
  update_step_label (self);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        step == GK_SETUP_STEP_CHECKLIST ? _("_Start the Game") : _("_Next"));
  gtk_widget_set_visible (self->back_button, step != GK_SETUP_STEP_PLAYERS);
  g_signal_emit (self, signals[STEP_CHANGED], 0);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  if (!_gk_setup_assistant_validate (self))
    return;
  if (self->step == GK_SETUP_STEP_CHARACTERS
      && !_gk_setup_assistant_confirm_blank_characters (self))
    return;

  if (self->step == GK_SETUP_STEP_CHECKLIST)
    g_signal_emit (self, signals[START_GAME], 0);
  else
    show_step (self, self->step == GK_SETUP_STEP_PLAYERS && _gk_setup_assistant_is_solo (self)
                     ? GK_SETUP_STEP_START : self->step + 1);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  _gk_setup_assistant_set_error (self, NULL);
  if (self->step > GK_SETUP_STEP_PLAYERS)
    show_step (self, self->step == GK_SETUP_STEP_START && _gk_setup_assistant_is_solo (self)
                     ? GK_SETUP_STEP_PLAYERS : self->step - 1);
}

/* ---- the number of players ---- */

void
gk_setup_assistant_set_n_players (GkSetupAssistant *self,
                                  guint             n_players)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (n_players >= 1 && n_players <= GK_MAX_PLAYERS);

  gk_setup_draft_set_n_players (self->draft, n_players);
}

/* ---- following the draft ---- */

/* Anything in the draft changed: what shows it follows. */
static void
draft_changed (GkSetupAssistant *self)
{
  if (!self->built)
    return;
  _gk_setup_assistant_update_group_titles (self);
  if (self->step == GK_SETUP_STEP_START)
    _gk_setup_assistant_refresh_start (self);
  /* A refusal shown stays up to date; in the solo game, at once. */
  if (self->error != NULL || _gk_setup_assistant_is_solo (self))
    _gk_setup_assistant_validate (self);
}

static void
draft_n_players_changed (GkSetupAssistant *self)
{
  if (!self->built)
    return;
  _gk_setup_assistant_update_seats (self);
  update_step_label (self);
  _gk_setup_assistant_set_error (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

/* ---- a fresh setup ---- */

/* The players of the last game, as the context keeps them, offered for
 * the next one: their names and colours, by seat. */
static void
offer_last_players (GkSetupAssistant *self)
{
  g_auto(GStrv) colours = NULL;
  g_auto(GStrv) names = NULL;
  guint n;

  if (self->context == NULL)
    return;
  names = gk_context_dup_last_players (self->context, &colours);
  n = names != NULL ? g_strv_length (names) : 0;
  if (n < 2 || n > GK_MAX_PLAYERS)
    return;
  gk_setup_assistant_set_n_players (self, n);
  for (guint seat = 0; seat < n; seat++)
    {
      GkPlayerColour colour = (GkPlayerColour) seat;

      if (colours != NULL && seat < g_strv_length (colours))
        gk_player_colour_from_string (colours[seat], &colour);
      gk_setup_assistant_set_player (self, seat, names[seat], colour);
    }
}

void
gk_setup_assistant_reset (GkSetupAssistant *self)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));

  self->confirmed_blank = 0;
  gk_setup_draft_reset (self->draft);
  gk_setup_draft_shuffle_start (self->draft, self->rand);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].preset), 0);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        _gk_setup_assistant_show_character (self, seat, c);
    }
  _gk_setup_assistant_update_seats (self);
  update_step_label (self);
  _gk_setup_assistant_refresh_start (self);
  _gk_setup_assistant_set_error (self, NULL);
  show_step (self, GK_SETUP_STEP_PLAYERS);
  offer_last_players (self);
}

/* ---- GObject ---- */

static void
gk_setup_assistant_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      g_value_set_int (value, (int) gk_setup_draft_get_n_players (self->draft));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_assistant_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      gk_setup_assistant_set_n_players (self, (guint) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_assistant_dispose (GObject *object)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  g_clear_object (&self->known_names);
  g_clear_object (&self->context);
  /* The draft first: controls going away must not write into it. */
  self->built = FALSE;
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    if (self->seats[seat].row != NULL)
      gk_player_row_set_player (GK_PLAYER_ROW (self->seats[seat].row), NULL);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_SETUP_ASSISTANT);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->error, g_free);
  for (guint column = 0; column < G_N_ELEMENTS (self->character_columns); column++)
    g_clear_object (&self->character_columns[column]);
  if (self->checklist_text != NULL)
    g_string_free (g_steal_pointer (&self->checklist_text), TRUE);

  G_OBJECT_CLASS (gk_setup_assistant_parent_class)->dispose (object);
}

static void
gk_setup_assistant_class_init (GkSetupAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_setup_assistant_dispose;
  object_class->get_property = gk_setup_assistant_get_property;
  object_class->set_property = gk_setup_assistant_set_property;

  properties[PROP_N_PLAYERS] =
    g_param_spec_int ("n-players", NULL, NULL, 1, GK_MAX_PLAYERS, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The players are ready: the window starts the game. */
  signals[START_GAME] = g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STEP_CHANGED] = g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-setup-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, steps);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, solo_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, players_group);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, players_list);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, solo_group);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, level_normal);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, level_expert);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, opponent_row);
  gtk_widget_class_bind_template_callback_full (widget_class, "level_toggled",
                                                G_CALLBACK (_gk_setup_assistant_level_toggled));
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, characters_box);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, start_frame);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, start_grid);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, checklist_list);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, error_label);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, step_label);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, next_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, back_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_note);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_hint);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_hint_room);

  gtk_widget_class_install_property_action (widget_class, "setup.n-players", "n-players");
  gtk_widget_class_install_action (widget_class, "setup.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "setup.back", NULL, back_action);
  _gk_setup_assistant_class_add_start_actions (widget_class);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "solo_button", N_("One player against HAL, the virtual opponent"),
  NULL
};

static void
gk_setup_assistant_init (GkSetupAssistant *self)
{
  GkPlayerRow *group = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_SETUP_ASSISTANT, tooltips);

  self->draft = gk_setup_draft_new ();
  _gk_setup_assistant_init_solo (self);

  self->rand = g_rand_new ();
  self->checklist_text = g_string_new (NULL);
  for (guint column = 0; column < G_N_ELEMENTS (self->character_columns); column++)
    self->character_columns[column] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      _gk_setup_assistant_build_player_row (self, seat, group);
      if (group == NULL)
        group = GK_PLAYER_ROW (self->seats[0].row);
      _gk_setup_assistant_build_character_group (self, seat);
    }

  _gk_setup_assistant_init_start (self);
  /* The note follows the markers as they are moved. */
  g_object_bind_property (self->draft, "markers-note", self->markers_note, "label",
                          G_BINDING_SYNC_CREATE);

  g_signal_connect_object (self->draft, "changed", G_CALLBACK (draft_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->draft, "notify::n-players", G_CALLBACK (draft_n_players_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->draft, "notify::held-marker",
                           G_CALLBACK (_gk_setup_assistant_refresh_start), self, G_CONNECT_SWAPPED);
  self->built = TRUE;
  gk_setup_assistant_reset (self);
}

GtkWidget *
gk_setup_assistant_new (void)
{
  return g_object_new (GK_TYPE_SETUP_ASSISTANT, NULL);
}
