/* gk-play-details-view.h: when and where a play was, its note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-play-details.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAY_DETAILS_VIEW (gk_play_details_view_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayDetailsView, gk_play_details_view, GK, PLAY_DETAILS_VIEW, AdwBin)

/* Shows and edits @details (NULL: nothing). */
void            gk_play_details_view_set_details (GkPlayDetailsView *self,
                                            GkPlayDetails     *details);
/* The keyboard in the note, the last field. */
void            gk_play_details_view_focus_note (GkPlayDetailsView *self);

G_END_DECLS
