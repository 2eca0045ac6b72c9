/* gk-gamefile.h: the .ginkgo file (shared/spec/game-file.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-game.h"
#include "gk-play.h"
#include "gk-table.h"

G_BEGIN_DECLS

/* What a file holds: a game log or a position (exactly one is set), and
 * the play's record (never NULL; empty when the file has none).  A game's
 * record is also the game's own (gk_game_get_play()). */
typedef struct
{
  GkGame       *game;
  GkTable      *position;
  GkPlayRecord *play;
} GkGameFile;

void            gk_game_file_free          (GkGameFile      *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkGameFile, gk_game_file_free)

/* Whether a file named @name in a folder is one of the library's: a
 * .ginkgo file, not hidden (a save's temporary file starts with a dot). */
gboolean        gk_game_file_is_name       (const char      *name);

/* Loads and validates against the schema; on any problem NULL and one
 * error naming the file, the line and what is wrong (translated). */
GkGameFile     *gk_game_file_load          (GFile           *file,
                                            GError         **error);
GkGameFile     *gk_game_file_load_data     (const char      *data,
                                            gsize            length,
                                            const char      *display_name,
                                            GError         **error);

/* Serialise: a game log holds every move before the game's cursor (what was
 * undone is not saved); a position holds the table as it lies. */
char           *gk_game_file_to_data       (GkGame          *game,
                                            gsize           *length);
char           *gk_position_to_data        (const GkTable   *position,
                                            gsize           *length);
/* A position with its play's record (@play may be NULL). */
char           *gk_position_file_to_data   (const GkTable   *position,
                                            const GkPlayRecord *play,
                                            gsize           *length);
/* The same, or NULL with a translated @error (GK_ERROR_FILE_CONTENT) when a
 * value is one a file cannot hold (not UTF-8, a control character,
 * U+FFFE...): refused, never dropped.  The forms above return NULL then. */
char           *gk_game_file_to_data_full  (GkGame          *game,
                                            gsize           *length,
                                            GError         **error);
char           *gk_position_file_to_data_full (const GkTable *position,
                                            const GkPlayRecord *play,
                                            gsize           *length,
                                            GError         **error);

/* The identity a play without an id is known by until it gets one: a UUID
 * derived from its table alone (the setup and the moves up to the cursor,
 * or the position), never from its record, name or time stamps. */
char           *gk_game_get_content_id     (GkGame          *game);
char           *gk_position_get_content_id (const GkTable   *position);

/* Atomic save (temporary file, then rename). */
gboolean        gk_game_file_save          (GkGame          *game,
                                            GFile           *file,
                                            GError         **error);
gboolean        gk_position_save           (const GkTable   *position,
                                            GFile           *file,
                                            GError         **error);
gboolean        gk_position_file_save      (const GkTable   *position,
                                            const GkPlayRecord *play,
                                            GFile           *file,
                                            GError         **error);
/* Saves bytes gk_game_file_to_data() or gk_position_to_data() made, the same
 * way; the error names the file. */
gboolean        gk_game_file_write         (GFile           *file,
                                            const char      *data,
                                            gsize            length,
                                            GError         **error);

G_END_DECLS
