/* gk-score-sheet.h: one game's final score on paper, PDF or printer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "gk-core.h"

G_BEGIN_DECLS

/* Draws the score sheet of @table (scored by the core) with @title in a
 * @width x @height area of @cr, in points. */
void            gk_score_sheet_draw        (cairo_t          *cr,
                                            const GkTable    *table,
                                            const char       *title,
                                            double            width,
                                            double            height);

/* One A4 page, written atomically to @path. */
gboolean        gk_score_sheet_save_pdf    (const GkTable    *table,
                                            const char       *title,
                                            const char       *path,
                                            GError          **error);

/* A print operation of one page that draws the sheet; it keeps a copy of
 * @table. */
GtkPrintOperation *gk_score_sheet_print_operation_new (const GkTable *table,
                                                       const char    *title);

G_END_DECLS
