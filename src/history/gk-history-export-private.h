/* gk-history-export-private.h: what the export's files share
 *
 * The exports are four files (see gk-history-export.c); what they share
 * is here, each function named with a leading underscore.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-history-export.h"

G_BEGIN_DECLS

/* ---- what every format shares (gk-history-export.c) ---- */

char           *_gk_export_file_text (const char *file);
char           *_gk_export_valid_text (const char *text);
const char     *_gk_export_player_name (const GkHistoryPlayer *p);
const char     *_gk_export_colour_text (const GkHistoryPlayer *p);
char           *_gk_export_play_id (const GkHistoryPlay *play);
gint64          _gk_export_duration_minutes (const GkHistoryPlay *play);

/* ---- CSV (gk-history-export-csv.c) ---- */

enum
{
  COL_DATE, COL_STARTED, COL_FILE, COL_VARIANT, COL_SOLO_LEVEL, COL_PLAYERS, COL_ROUNDS,
  COL_END, COL_END_PLAYER, COL_SEAT, COL_NAME, COL_COLOUR, COL_TOKENS, COL_CARDS, COL_RENEWAL,
  COL_DISTRICTS, COL_TOTAL, COL_RANK, COL_WINNER,
  N_COLUMNS_FIRST,           /* the columns of the first version */
  COL_PLAY_ID = N_COLUMNS_FIRST, COL_LOCATION, COL_DURATION, COL_PERSON,
  N_COLUMNS_BEFORE,          /* the columns of the second version */
  COL_GAME = N_COLUMNS_BEFORE,
  N_COLUMNS_GAME,            /* the columns of the version before */
  COL_OFFSET = N_COLUMNS_GAME, COL_NOTE,
  N_COLUMNS
};

/* The columns every export has, by their COL_ numbers. */
extern const char *const _gk_csv_columns[N_COLUMNS];

#define CSV_CATEGORY "category:"

gboolean        _gk_csv_needs_guard (const char *value);
GDateTime      *_gk_export_play_wall_time (const GkHistoryPlay *play,
                                           gint64               time);

/* ---- BG Stats (gk-history-export-bgstats.c) ---- */

char           *_gk_bgstats_stable_uuid (const char *kind,
                                         const char *name);
const char     *_gk_bgstats_game_name (const char *game,
                                       gint64     *bgg_id);
char           *_gk_bgstats_expansion_key (const char *game,
                                           const char *module);

G_END_DECLS
