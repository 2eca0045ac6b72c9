/* gk-score-page.h: the final score, every point explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-core.h"
#include "gk-play-details.h"

G_BEGIN_DECLS

#define GK_TYPE_SCORE_PAGE (gk_score_page_get_type ())

G_DECLARE_FINAL_TYPE (GkScorePage, gk_score_page, GK, SCORE_PAGE, AdwBin)

GtkWidget      *gk_score_page_new          (void);
/* Scores @table with gk_score_compute() and shows it; NULL empties the page. */
void            gk_score_page_set_table    (GkScorePage     *self,
                                            const GkTable   *table);
/* Whether the page shows a finished play that is read only (it says so and
 * offers win.correct); property "read-only". */
/* The details of the play shown (when, where, its note), edited there. */
void            gk_score_page_set_details  (GkScorePage     *self,
                                            GkPlayDetails   *details);
/* Brings the play's details into view, the keyboard in the note. */
void            gk_score_page_show_details (GkScorePage     *self);
gboolean        gk_score_page_get_read_only (GkScorePage    *self);
void            gk_score_page_set_read_only (GkScorePage    *self,
                                            gboolean         read_only);

G_END_DECLS
