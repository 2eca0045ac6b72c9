/* gk-position-editor.h: a finished table entered by hand, for scoring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-context.h"
#include "gk-core.h"
#include "gk-position-draft.h"

G_BEGIN_DECLS

#define GK_TYPE_POSITION_EDITOR (gk_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (GkPositionEditor, gk_position_editor, GK, POSITION_EDITOR, AdwBin)

GtkWidget      *gk_position_editor_new     (void);
/* Empties the editor: @n_players players, the nine starting tiles unowned. */
void            gk_position_editor_reset   (GkPositionEditor *self,
                                            guint             n_players);
/* Fills the editor from a position or any table (its city and players). */
void            gk_position_editor_load_table (GkPositionEditor *self,
                                               const GkTable    *table);
/* The position as entered, or NULL with @error naming what the engine refused. */
GkTable        *gk_position_editor_build   (GkPositionEditor *self,
                                            GError          **error);

void            gk_position_editor_set_n_players (GkPositionEditor *self,
                                                  guint             n_players);
void            gk_position_editor_set_player (GkPositionEditor *self,
                                               gint              player,
                                               const char       *name,
                                               GkPlayerColour    colour,
                                               guint             points,
                                               guint             renewal_tokens);
void            gk_position_editor_add_character (GkPositionEditor *self,
                                                  gint              player,
                                                  GkColour          colour,
                                                  GkTrigger         trigger);
void            gk_position_editor_add_kept (GkPositionEditor *self,
                                             gint              player,
                                             GkCard            card);
/* Sets the stack at x, y (bottom to top; none removes it) and its owner. */
void            gk_position_editor_set_stack (GkPositionEditor *self,
                                              gint              x,
                                              gint              y,
                                              gint              owner,
                                              const GkTile     *tiles,
                                              guint             n_tiles);
void            gk_position_editor_select_cell (GkPositionEditor *self,
                                                gint              x,
                                                gint              y);
/* What the editor shows and edits: a new draft when it is made. */
GkPositionDraft *gk_position_editor_get_draft (GkPositionEditor *self);
void            gk_position_editor_set_draft (GkPositionEditor *self,
                                              GkPositionDraft  *draft);

/* What the app shares (GkContext): the people known from earlier plays
 * are offered while a name is typed.  NULL: nobody is offered. */
void            gk_position_editor_set_context (GkPositionEditor *self,
                                                GkContext        *context);

G_END_DECLS
