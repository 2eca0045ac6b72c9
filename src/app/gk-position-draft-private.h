/* gk-position-draft-private.h: the position draft's parts, for its own files
 *
 * The draft is one class in two files: gk-position-draft.c (the GObject,
 * what is entered and the engine's answer to it) and
 * gk-position-draft-file.c (its .ginkgo-draft file: written after every
 * change, read back, listed in the drafts folder, kept in the library).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-position-draft.h"

G_BEGIN_DECLS

typedef struct
{
  GkColour  colour;
  GkTrigger trigger;
} DraftCharacter;

typedef struct
{
  gint    x;
  gint    y;
  gint    owner;
  GArray *tiles;    /* GkTile, bottom to top */
} DraftBuilding;

struct _GkPositionDraft
{
  GObject         parent_instance;

  GkPlayerSeats   players;
  GArray         *characters[GK_MAX_PLAYERS];  /* DraftCharacter */
  GArray         *kept[GK_MAX_PLAYERS];        /* GkCard */
  GPtrArray      *buildings;                   /* DraftBuilding, in the order set */

  GkTable        *table;
  char           *error;
  guint           frozen;                      /* changes held back (a reset, a load) */

  GFile          *file;
  GkLibrary      *library;                     /* the file is claimed there */
  GError         *save_error;
};
enum {
  PROP_0,
  PROP_N_PLAYERS,
  PROP_ERROR,
  PROP_FILE,
  N_PROPS
};

/* gk-position-draft.c */
void     _gk_position_draft_notify              (GkPositionDraft *self,
                                                 guint            prop);
void     _gk_position_draft_emit_changed        (GkPositionDraft *self);
/* The engine's answer to what is entered, notified when its error differs. */
void     _gk_position_draft_check               (GkPositionDraft *self);
/* Every seat and the city emptied, without telling. */
void     _gk_position_draft_clear               (GkPositionDraft *self);
void     _gk_position_draft_lay_starting_square (GkPositionDraft *self);

/* gk-position-draft-file.c */
/* The draft as its file holds it. */
char    *_gk_position_draft_to_data             (GkPositionDraft *self,
                                                 gsize           *length);
/* Writes the draft to its file, if it has one; a failure is kept as the
 * save error. */
void     _gk_position_draft_save                (GkPositionDraft *self);

G_END_DECLS
