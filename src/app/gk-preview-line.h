/* gk-preview-line.h: one line of what a move being entered will do
 *
 * The move draft lists its preview as these (gk_move_draft_get_lines()):
 * the engine's sentences first, then what to know about them.  A line
 * keeps its place from one change of the move to the next; only its words
 * or its kind change, each with its notification.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  GK_PREVIEW_LINE_EFFECT,   /* what the move does, as the engine words it */
  GK_PREVIEW_LINE_NOTE,     /* what comes with it: a step on confirming, the end */
  GK_PREVIEW_LINE_WARNING,  /* what may be a mistake (the markers' order) */
} GkPreviewLineKind;

#define GK_TYPE_PREVIEW_LINE (gk_preview_line_get_type ())
G_DECLARE_FINAL_TYPE (GkPreviewLine, gk_preview_line, GK, PREVIEW_LINE, GObject)

GkPreviewLine    *gk_preview_line_new      (const char        *text,
                                            GkPreviewLineKind  kind);
const char       *gk_preview_line_get_text (GkPreviewLine     *self);
void              gk_preview_line_set_text (GkPreviewLine     *self,
                                            const char        *text);
GkPreviewLineKind gk_preview_line_get_kind (GkPreviewLine     *self);
void              gk_preview_line_set_kind (GkPreviewLine     *self,
                                            GkPreviewLineKind  kind);

G_END_DECLS
