/* gk-setup-assistant-checklist.c: the setup assistant's last step: the
 * checklist of the new table, the engine's (gk_steps_checklist()), to
 * tick off and to copy as text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-player-style.h"
#include "gk-setup-assistant-private.h"
#include "gk-steps.h"
#include "gk-ui-util.h"

/* ---- the checklist ---- */

/* A step of the checklist; a player's step (@colour >= 0) shows their
 * symbol as drawn everywhere else, in its colours. */
static void
checklist_add (GkSetupAssistant *self,
               gint              colour,
               const char       *title,
               const char       *subtitle)
{
  GtkWidget *row = gk_ui_text_row_new (title, subtitle);
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  if (colour >= 0)
    {
      GtkWidget *symbol = gk_player_symbol_new ((GkPlayerColour) colour, 16);

      gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), symbol);
      g_string_append_printf (self->checklist_text, "%s ",
                              gk_player_colour_get_symbol ((GkPlayerColour) colour));
    }
  gtk_list_box_append (self->checklist_list, row);

  g_string_append_printf (self->checklist_text, "%s\n", title);
  if (subtitle != NULL)
    g_string_append_printf (self->checklist_text, "  %s\n", subtitle);
}

const char *
gk_setup_assistant_get_checklist_text (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return self->checklist_text->str;
}

void
_gk_setup_assistant_build_checklist (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GPtrArray) items = NULL;

  gk_ui_remove_children (GTK_WIDGET (self->checklist_list));
  g_string_truncate (self->checklist_text, 0);

  if (!gk_setup_validate (setup, NULL))
    return;
  table = gk_table_new (setup);
  items = gk_steps_checklist (table);
  for (guint i = 0; i < items->len; i++)
    {
      const GkChecklistItem *item = g_ptr_array_index (items, i);
      gint colour = item->player != GK_NO_PLAYER
                    ? (gint) gk_table_get_player_colour (table, item->player) : -1;

      checklist_add (self, colour, item->title, item->detail);
    }
}

