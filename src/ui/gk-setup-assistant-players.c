/* gk-setup-assistant-players.c: the setup assistant's players step: the
 * players in seating order, the names of the last game offered, and the
 * solo game against HAL (rules.md 10: a level and the opponent's colour)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-setup-assistant-private.h"
#include "gk-ui-util.h"

/* ---- players ---- */

static GkPlayerDraft *
player_of (GkSetupAssistant *self,
           guint             seat)
{
  return gk_setup_draft_get_player (self->draft, seat);
}

void
_gk_setup_assistant_update_group_titles (GkSetupAssistant *self)
{
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      SeatWidgets *w = &self->seats[seat];
      g_autofree char *name = gk_player_draft_dup_shown_name (player_of (self, seat));
      GtkWidget *badge;

      gk_ui_remove_children (w->group_title);
      badge = gk_player_badge_new (gk_player_draft_get_colour (player_of (self, seat)), name);
      gtk_widget_add_css_class (badge, "heading");
      gtk_box_append (GTK_BOX (w->group_title), badge);
      if (seat == gk_setup_draft_get_first (self->draft))
        {
          GtkWidget *tag = gtk_label_new (_("first player"));

          gtk_widget_add_css_class (tag, "dim-label");
          gtk_widget_add_css_class (tag, "caption");
          gtk_box_append (GTK_BOX (w->group_title), tag);
        }
    }
}

void
_gk_setup_assistant_update_seats (GkSetupAssistant *self)
{
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      SeatWidgets *w = &self->seats[seat];
      gboolean visible = seat < gk_setup_draft_get_n_players (self->draft);

      gtk_widget_set_visible (w->row, visible);
      gtk_widget_set_visible (w->group, visible);
      /* rules.md 10: the human is always the first player. */
      g_object_set (w->row, "show-first", !_gk_setup_assistant_is_solo (self), NULL);
    }

  gtk_widget_set_visible (self->solo_group, _gk_setup_assistant_is_solo (self));
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->opponent_dropdown),
                              gk_setup_draft_get_opponent_colour (self->draft));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gk_setup_draft_get_solo_level (self->draft)
                                                 == GK_SOLO_EXPERT
                                                 ? self->level_expert : self->level_normal),
                               TRUE);
  self->syncing = FALSE;
  if (_gk_setup_assistant_is_solo (self))
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->players_group), _("Player"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                             gk_format_solo_turn_order ());
    }
  else
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->players_group),
                                       _("Players in Seating Order"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                             _("Clockwise around the table. Each colour has its "
                                               "own symbol. The first player starts round 1 and "
                                               "deals the cards."));
    }
  _gk_setup_assistant_update_group_titles (self);
}

/* ---- the solo game ---- */

static void
opponent_colour_changed (GkSetupAssistant *self)
{
  if (self->syncing)
    return;
  gk_setup_draft_set_opponent_colour (self->draft, (GkPlayerColour) gtk_drop_down_get_selected (
                                        GTK_DROP_DOWN (self->opponent_dropdown)));
  /* A clash with the human's colour is said at once. */
  _gk_setup_assistant_validate (self);
}

void
_gk_setup_assistant_level_toggled (GkSetupAssistant *self)
{
  if (self->syncing)
    return;
  gk_setup_draft_set_solo_level (self->draft,
                                 gtk_check_button_get_active (GTK_CHECK_BUTTON (self->level_expert))
                                 ? GK_SOLO_EXPERT : GK_SOLO_NORMAL);
}

/* The opponent's colour: a dropdown of the players' colours at the end
 * of its row. */
void
_gk_setup_assistant_init_solo (GkSetupAssistant *self)
{
  self->opponent_dropdown = gk_ui_player_colour_dropdown_new ();
  gtk_widget_set_valign (self->opponent_dropdown, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (self->opponent_dropdown, 140, -1);
  gk_ui_set_accessible_name (self->opponent_dropdown,
                             adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->opponent_row)));
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->opponent_row), self->opponent_dropdown);
  g_signal_connect_object (self->opponent_dropdown, "notify::selected",
                           G_CALLBACK (opponent_colour_changed), self, G_CONNECT_SWAPPED);
}

void
gk_setup_assistant_set_solo_level (GkSetupAssistant *self,
                                   GkSoloLevel       level)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (level == GK_SOLO_NORMAL || level == GK_SOLO_EXPERT);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (level == GK_SOLO_EXPERT ? self->level_expert
                                                                         : self->level_normal),
                               TRUE);
}

/* ---- the players' rows ---- */

void
_gk_setup_assistant_build_player_row (GkSetupAssistant *self,
                                      guint             seat,
                                      GkPlayerRow      *group)
{
  SeatWidgets *w = &self->seats[seat];

  w->row = gk_player_row_new (seat);
  g_object_set (w->row, "show-seat", TRUE, "show-first", TRUE, NULL);
  if (group != NULL)
    gk_player_row_set_first_group (GK_PLAYER_ROW (w->row), group);
  gk_player_row_set_player (GK_PLAYER_ROW (w->row), player_of (self, seat));
  gk_player_row_set_known_names (GK_PLAYER_ROW (w->row), self->known_names);
  gtk_list_box_append (self->players_list, w->row);
}

void
gk_setup_assistant_set_context (GkSetupAssistant *self,
                                GkContext        *context)
{
  g_autoptr(GListModel) names = NULL;

  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  g_set_object (&self->context, context);
  names = gk_ui_known_names_new (context);
  g_set_object (&self->known_names, names);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    if (self->seats[seat].row != NULL)
      gk_player_row_set_known_names (GK_PLAYER_ROW (self->seats[seat].row), names);
}

void
gk_setup_assistant_set_player (GkSetupAssistant *self,
                               guint             seat,
                               const char       *name,
                               GkPlayerColour    colour)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  gk_player_draft_set_name (player_of (self, seat), name);
  gk_player_draft_set_colour (player_of (self, seat), colour);
}

