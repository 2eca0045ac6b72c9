/* gk-sheet-play.h: who, when, where (game-file.md "The play") for a sheet
 *
 * The <play> element of a score sheet and the person="" of its seats are
 * the game file's: read and written here with that section's checks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

#define GK_SHEET_PLAY_MAX_LOCATION 100
#define GK_SHEET_PLAY_MAX_NOTE     2000

typedef struct
{
  char *id;          /* a lowercase UUID, or NULL */
  char *started;     /* RFC 3339, as written */
  char *finished;
  char *location;
  char *note;
} GkSheetPlay;

void            gk_sheet_play_clear        (GkSheetPlay       *play);
void            gk_sheet_play_copy         (const GkSheetPlay *play,
                                            GkSheetPlay       *copy);

/* A new play: a fresh id and started = now. */
void            gk_sheet_play_init_new     (GkSheetPlay       *play);

/* Reads a <play> element into @play (cleared first); FALSE with an error
 * naming @display_name and the line when a value is malformed. */
gboolean        gk_sheet_play_read         (xmlNode           *node,
                                            GkSheetPlay       *play,
                                            const char        *display_name,
                                            GError           **error);
/* Appends the <play> element, indented by two spaces; nothing when the
 * play holds nothing. */
void            gk_sheet_play_write        (const GkSheetPlay *play,
                                            GString           *out);

/* Whether @text is a UUID written as 36 lowercase characters. */
gboolean        gk_sheet_play_is_uuid      (const char        *text);

G_END_DECLS
