/* gk-position-draft.h: a finished table being entered, as a model
 *
 * A GkPositionDraft holds what has been entered of a finished table (the
 * players and their counts, characters and kept cards, the buildings with
 * their owners and tiles), asks the engine after every change whether it is
 * a position (gk_position_build()) and keeps its answer: the table, or the
 * refusal and which entry it is about.  The position editor binds to it;
 * tests drive it alone.
 *
 * A table still being entered is not a position (game-file.md, "A
 * position"): it is kept in a form of its own, a small key file with the
 * extension .ginkgo-draft in the drafts folder beside the game library,
 * written atomically after every change once the draft has a file.  The
 * history does not count it and other programs need not read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"
#include "gk-library.h"
#include "gk-player-draft.h"

G_BEGIN_DECLS

#define GK_POSITION_DRAFT_SUFFIX ".ginkgo-draft"

#define GK_TYPE_POSITION_DRAFT (gk_position_draft_get_type ())
G_DECLARE_FINAL_TYPE (GkPositionDraft, gk_position_draft, GK, POSITION_DRAFT, GObject)

/* An empty draft: three players, the nine starting tiles unowned. */
GkPositionDraft *gk_position_draft_new     (void);
/* Empties the draft: @n_players players, the nine starting tiles unowned.
 * Its file, if any, is kept and written. */
void            gk_position_draft_reset    (GkPositionDraft *self,
                                            guint            n_players);
/* Fills the draft from a position or any table (its city and players). */
void            gk_position_draft_load_table (GkPositionDraft *self,
                                              const GkTable   *table);

guint           gk_position_draft_get_n_players (GkPositionDraft *self);
/* 2 to 5; the seats left out keep what was entered for them. */
void            gk_position_draft_set_n_players (GkPositionDraft *self,
                                                 guint            n_players);
/* The players in play (GkPlayerDraft), in seating order. */
GListModel     *gk_position_draft_get_players (GkPositionDraft *self);
/* Any seat of the box, in play or not. */
GkPlayerDraft  *gk_position_draft_get_player (GkPositionDraft *self,
                                              guint            seat);

guint           gk_position_draft_get_n_characters (GkPositionDraft *self,
                                                    guint            seat);
void            gk_position_draft_get_character (GkPositionDraft *self,
                                                 guint            seat,
                                                 guint            index,
                                                 GkColour        *colour,
                                                 GkTrigger       *trigger);
void            gk_position_draft_add_character (GkPositionDraft *self,
                                                 guint            seat,
                                                 GkColour         colour,
                                                 GkTrigger        trigger);
void            gk_position_draft_remove_last_character (GkPositionDraft *self,
                                                         guint            seat);
/* The building cards @seat kept, in the order entered. */
GArray         *gk_position_draft_get_kept (GkPositionDraft *self,
                                            guint            seat);
void            gk_position_draft_add_kept (GkPositionDraft *self,
                                            guint            seat,
                                            GkCard           card);
void            gk_position_draft_remove_last_kept (GkPositionDraft *self,
                                                    guint            seat);

/* Sets the stack at @x, @y (bottom to top; none removes it) and its owner
 * (a seat, or GK_NO_PLAYER). */
void            gk_position_draft_set_stack (GkPositionDraft *self,
                                             gint             x,
                                             gint             y,
                                             gint             owner,
                                             const GkTile    *tiles,
                                             guint            n_tiles);
/* The stack at @x, @y bottom to top (NULL: no building) and its owner. */
GArray         *gk_position_draft_get_stack (GkPositionDraft *self,
                                             gint             x,
                                             gint             y,
                                             gint            *owner);
/* Changes the owner of the building at @x, @y, if there is one. */
void            gk_position_draft_set_owner (GkPositionDraft *self,
                                             gint             x,
                                             gint             y,
                                             gint             owner);
guint           gk_position_draft_get_n_buildings (GkPositionDraft *self);

/* The engine's refusal of what was entered (a name it refuses as typed
 * first), or NULL when it is a position. */
const char     *gk_position_draft_get_error (GkPositionDraft *self);
/* The table the engine built of it, or NULL (see the error). */
const GkTable  *gk_position_draft_get_table (GkPositionDraft *self);
/* Whether anything was entered beyond the empty draft. */
gboolean        gk_position_draft_is_empty (GkPositionDraft *self);
/* "Anna, Béla, Vera": who is at the table, for a list of drafts. */
char           *gk_position_draft_dup_players_text (GkPositionDraft *self);

/* ---- its file ---- */

/* <library folder>/../drafts: where drafts are kept. */
GFile          *gk_position_draft_get_folder (GkLibrary       *library);
/* The drafts kept for @library, newest first (GFile); none when the folder
 * cannot be read. */
GPtrArray      *gk_position_draft_list_files (GkLibrary       *library);
/* The file the draft is written to after every change, or NULL. */
GFile          *gk_position_draft_get_file (GkPositionDraft *self);
/* Keeps the draft in a new file of @library's drafts folder from now on,
 * written at once. */
gboolean        gk_position_draft_keep_in_library (GkPositionDraft *self,
                                                   GkLibrary       *library,
                                                   GError         **error);
/* Why the last write failed, or NULL. */
const GError   *gk_position_draft_get_save_error (GkPositionDraft *self);
/* Reads @file into the draft, which is written there from now on, claimed
 * in @library (may be NULL): a draft another one holds is refused with
 * G_IO_ERROR_BUSY.  A file that cannot be read is left as it is. */
gboolean        gk_position_draft_load     (GkPositionDraft *self,
                                            GkLibrary       *library,
                                            GFile           *file,
                                            GError         **error);
/* Deletes the draft's file; the draft is empty, with no file. */
gboolean        gk_position_draft_discard  (GkPositionDraft *self,
                                            GError         **error);
/* Lets go of the file (it stays as written); the draft is empty. */
void            gk_position_draft_detach   (GkPositionDraft *self);

G_END_DECLS
