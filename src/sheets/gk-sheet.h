/* gk-sheet.h: a score sheet as the players filled it
 *
 * What was entered, never the points (shared/spec/score-sheets.md): the
 * game, its modules, the players and, for each player, the keys given.
 * Every change is checked as the file is: a value out of range, a key of
 * a module the sheet does not use or against the game's rules between
 * keys is refused with the reason.  Refcounted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "gk-play.h"
#include "gk-sheet-game.h"

G_BEGIN_DECLS

#define GK_SHEET_ERROR (gk_sheet_error_quark ())
typedef enum
{
  GK_SHEET_ERROR_VALUE,      /* a value the category does not allow */
  GK_SHEET_ERROR_NOT_SHEET   /* a file that is no score sheet (a game, say) */
} GkSheetError;
GQuark          gk_sheet_error_quark       (void);

#define GK_TYPE_SHEET (gk_sheet_get_type ())
GType           gk_sheet_get_type          (void) G_GNUC_CONST;

/* A blank sheet: every key absent (0), players named p1.. until named. */
GkSheet        *gk_sheet_new               (const GkSheetGame *game,
                                            guint              n_players,
                                            guint              modules);
GkSheet        *gk_sheet_copy              (const GkSheet     *sheet);
GkSheet        *gk_sheet_ref               (GkSheet           *sheet);
void            gk_sheet_unref             (GkSheet           *sheet);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkSheet, gk_sheet_unref)

const GkSheetGame *gk_sheet_get_game       (const GkSheet     *sheet);
guint           gk_sheet_get_n_players     (const GkSheet     *sheet);
guint           gk_sheet_get_modules       (const GkSheet     *sheet);
/* Who, when, where (game-file.md "The play"), the person behind each seat
 * included: the core's record, read and written as a game file does. */
GkPlayRecord   *gk_sheet_get_play          (GkSheet           *sheet);
/* A new play: a fresh id, started now, not finished. */
void            gk_sheet_start_play        (GkSheet           *sheet);

/* "p1" .. (seating order, clockwise). */
char           *gk_sheet_player_id         (guint              player);
const char     *gk_sheet_get_player_name   (const GkSheet     *sheet,
                                            guint              player);
void            gk_sheet_set_player_name   (GkSheet           *sheet,
                                            guint              player,
                                            const char        *name);

/* Whether @player gave @key, and its value (0 when not given). */
gboolean        gk_sheet_is_set            (const GkSheet     *sheet,
                                            guint              player,
                                            guint              key);
gint            gk_sheet_get_value         (const GkSheet     *sheet,
                                            guint              player,
                                            guint              key);
/* The value of the key named @name (0 when absent or not a key). */
gint            gk_sheet_get_named         (const GkSheet     *sheet,
                                            guint              player,
                                            const char        *name);
gboolean        gk_sheet_is_named_set      (const GkSheet     *sheet,
                                            guint              player,
                                            const char        *name);

/* Whether @value may stand for @key of @player; FALSE with a translated
 * GK_SHEET_ERROR_VALUE saying why (the range, the module, the game's rule
 * between keys). */
gboolean        gk_sheet_check_value       (const GkSheet     *sheet,
                                            guint              player,
                                            guint              key,
                                            gint               value,
                                            GError           **error);
/* Sets @key of @player after gk_sheet_check_value(); nothing changes on
 * refusal. */
gboolean        gk_sheet_set_value         (GkSheet           *sheet,
                                            guint              player,
                                            guint              key,
                                            gint               value,
                                            GError           **error);
/* The key is no longer given (0 for the formulas). */
void            gk_sheet_clear_value       (GkSheet           *sheet,
                                            guint              player,
                                            guint              key);

/* Whether anything at all was entered for @player. */
gboolean        gk_sheet_player_has_values (const GkSheet     *sheet,
                                            guint              player);

G_END_DECLS
