/* gk-move-draft-private.h: the move draft's parts, for its own files
 *
 * The draft is one class in four files: gk-move-draft.c (the GObject and
 * its properties, the game, what is entered, the engine's answer as read
 * back), gk-move-draft-preview.c (asking the engine again after each change
 * and telling what differs), gk-move-draft-shifts.c (the marker shifts,
 * rules.md 9.7) and gk-move-draft-text.c (a move typed as text).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-move-draft.h"

G_BEGIN_DECLS

struct _GkMoveDraft
{
  GObject     parent_instance;

  GkGame     *game;
  gulong      changed_id;

  GkMove      move;             /* as entered: for the solo opponent, card is the first
                                 * card revealed for it */
  GkMove      built;            /* the move for the log (the opponent's: the card it plays) */
  gint        tile_colour;      /* -1, or the colour of a tile whose number is to come */
  GkCard      second;           /* solo, expert level: the second card drawn, or GK_NO_CARD */
  char       *notice;

  GkPreview  *preview;
  char       *error;
  char       *blocker;
  GArray     *targets;          /* gint pairs, NULL without a marker to place */
  gboolean    complete;

  /* marker shifts (rules.md 9.7): the marker held, and the engine's answers
   * for this move, asked once and kept until the next change */
  gint        held;
  gboolean    shifts_known;
  GArray     *shiftable;        /* guint letters */
  GArray     *shift_targets;    /* gint pairs */

  /* the answer in words, and in lines and offers that keep their place */
  char       *summary;
  char       *fallback;
  char       *marker_hint;
  GListStore *lines;            /* GkPreviewLine */
  GListStore *renewals;         /* GkRenewal, one per seat with renewal tokens */

  /* what the last notifications said: a property is notified when the
   * move or the answer differs from it */
  GkMove      told;
  gint        told_colour;
  GkCard      told_second;
  gint        told_held;
  gboolean    told_offers_take;
  gboolean    told_needs_second;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_CARD,
  PROP_TILE,
  PROP_TILE_COLOUR,
  PROP_TAKE,
  PROP_SECOND_CARD,
  PROP_COMPLETE,
  PROP_BLOCKER,
  PROP_TABLE,
  PROP_PREVIEW,
  PROP_ERROR,
  PROP_NOTICE,
  PROP_SUMMARY,
  PROP_FALLBACK,
  PROP_TARGETS,
  PROP_MARKER,
  PROP_MARKER_HINT,
  PROP_SHIFTS,
  PROP_HELD,
  PROP_OFFERS_TAKE,
  PROP_NEEDS_SECOND_CARD,
  N_PROPS
};

/* gk-move-draft.c: the properties and the signal */
void     _gk_move_draft_notify               (GkMoveDraft   *self,
                                              guint          prop);
void     _gk_move_draft_emit_changed         (GkMoveDraft   *self);

/* gk-move-draft-preview.c */
gboolean _gk_move_draft_is_opponent          (GkMoveDraft   *self);
gboolean _gk_move_draft_needs_second         (GkMoveDraft   *self,
                                              const GkTable *table);
/* Asks the engine again about the move as entered, then tells what differs. */
void     _gk_move_draft_update               (GkMoveDraft   *self);
/* A new table: what is offered on it, then the move starts again. */
void     _gk_move_draft_table_changed        (GkMoveDraft   *self);

/* gk-move-draft-shifts.c */
void     _gk_move_draft_forget_shift_answers (GkMoveDraft   *self);

G_END_DECLS
