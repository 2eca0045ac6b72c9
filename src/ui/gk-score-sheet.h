/* gk-score-sheet.h: one play's score on paper, as a PDF, printed, or as an
 * image to share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"
#include "gk-sheet.h"

G_BEGIN_DECLS

#define GK_TYPE_SCORE_SHEET (gk_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (GkScoreSheet, gk_score_sheet, GK, SCORE_SHEET, GObject)

/* The sheet of @table (scored by the core) and of its play's @play (may be
 * NULL), both copied; @playing and @span as gk_game_get_playing_time()
 * gives them (-1: not known). */
GkScoreSheet   *gk_score_sheet_new         (const GkTable      *table,
                                            const GkPlayRecord *play,
                                            gint64              playing,
                                            gint64              span);

/* The sheet of a score sheet of another game (7 Wonders, Underwater
 * Cities, Blueprints): its pad's figures, as its game scores them. */
GkScoreSheet   *gk_score_sheet_new_for_sheet (GkSheet          *sheet);

/* The game and the play the sheet is of, for a document's title and a
 * file name: "Ginkgopolis, 25 November 2026, Anna's flat". */
const char     *gk_score_sheet_get_title   (GkScoreSheet      *self);
/* Every text the sheet shows, a line each, in the order drawn. */
char           *gk_score_sheet_get_text    (GkScoreSheet      *self);

/* Draws the sheet in a @width wide area of @cr, in points: a page @height
 * high (its foot at the bottom), or as high as it needs when @height is 0
 * or less.  Returns the height drawn. */
double          gk_score_sheet_draw        (GkScoreSheet      *self,
                                            cairo_t           *cr,
                                            double             width,
                                            double             height);

/* One A4 page, its document titled with the play, written atomically. */
gboolean        gk_score_sheet_save_pdf    (GkScoreSheet      *self,
                                            const char        *path,
                                            GError           **error);
/* The score card: the sheet as one image on white, as high as it needs
 * (the same image as gk_score_sheet_save_png() writes). */
GdkTexture     *gk_score_sheet_render      (GkScoreSheet      *self);
/* That image as a PNG, written atomically. */
gboolean        gk_score_sheet_save_png    (GkScoreSheet      *self,
                                            const char        *path,
                                            GError           **error);

/* A print operation of one page that draws the sheet. */
GtkPrintOperation *gk_score_sheet_print_operation_new (GkScoreSheet *self);

G_END_DECLS
