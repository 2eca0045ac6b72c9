/* gk-setup-assistant.h: players, characters, starting square, checklist
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-context.h"
#include "gk-core.h"
#include "gk-setup-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_SETUP_ASSISTANT (gk_setup_assistant_get_type ())
G_DECLARE_FINAL_TYPE (GkSetupAssistant, gk_setup_assistant, GK, SETUP_ASSISTANT, AdwBin)

GtkWidget      *gk_setup_assistant_new     (void);
/* Back to the first step with a fresh setup: for the players of the last
 * game where the context (gk_setup_assistant_set_context()) keeps them,
 * else for 3 players. */
void            gk_setup_assistant_reset   (GkSetupAssistant *self);
/* The step's title ("Players"), for the window title. */
const char     *gk_setup_assistant_get_title (GkSetupAssistant *self);

/* The setup as entered so far, players in seating order starting with the
 * first player (GkSetup.players[0] starts round 1). */
GkSetup        *gk_setup_assistant_get_setup (GkSetupAssistant *self);

/* What the assistant shows and edits. */
GkSetupDraft   *gk_setup_assistant_get_draft (GkSetupAssistant *self);
/* 1 is the solo game against HAL; it skips the characters step. */
void            gk_setup_assistant_set_n_players (GkSetupAssistant *self,
                                                  guint           n_players);
/* @seat is the place at the table (0-based, clockwise). */
void            gk_setup_assistant_set_player (GkSetupAssistant *self,
                                               guint           seat,
                                               const char     *name,
                                               GkPlayerColour  colour);
void            gk_setup_assistant_set_character (GkSetupAssistant  *self,
                                                  guint              seat,
                                                  guint              index,
                                                  const GkCharacter *character);
/* Fills @seat's characters with introductory set @set (1 to 6; 0 leaves
 * them as entered); they stay editable and are shown as assumed. */
void            gk_setup_assistant_set_preset (GkSetupAssistant *self,
                                               guint             seat,
                                               guint             set);
gboolean        gk_setup_assistant_get_preset_assumed (GkSetupAssistant *self,
                                                       guint             seat);
/* The solo game (one player, rules.md 10): the level the opponent plays,
 * as chosen in the assistant's widgets. */
void            gk_setup_assistant_set_solo_level (GkSetupAssistant *self,
                                                   GkSoloLevel       level);
/* The checklist's steps as text, one per line (details indented). */
const char     *gk_setup_assistant_get_checklist_text (GkSetupAssistant *self);

/* What the app shares (GkContext): the people known from earlier plays
 * are offered while a name is typed, and a reset offers the players of
 * the last game.  NULL: nobody is offered. */
void            gk_setup_assistant_set_context (GkSetupAssistant *self,
                                                GkContext        *context);

G_END_DECLS
