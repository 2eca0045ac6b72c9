/* gk-history-export.h: the plays in formats other programs read
 *
 * CSV: one row per player per play, UTF-8, RFC 4180 (CRLF line ends,
 * fields with a comma, quote or line break in double quotes, quotes
 * doubled), a text cell that a spreadsheet would take for a formula
 * written with a leading "'".  BG Stats: the import file of the BG Stats
 * app, JSON with "games", "players", "locations", "plays" (each play's
 * seats in "playerScores") and "userInfo", the keys and types BG Stats's
 * own export has.  In both a play is its id (game-file.md, "The play") and
 * a person their UUID (gk-history-profiles.h), so that an export imported
 * twice counts nothing twice.  Both can be read back, which is how the
 * tests know nothing is lost.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-history-play.h"
#include "gk-history-profiles.h"

G_BEGIN_DECLS

/* BoardGameGeek's number for Ginkgopolis. */
#define GK_BGG_ID 128271

/* The solo opponent's name in every export, whatever the language. */
#define GK_HISTORY_HAL_NAME "HAL"

/* @profiles (may be NULL) gives each seat its person. */
char           *gk_history_to_csv          (GPtrArray         *plays,
                                            GkHistoryProfiles *profiles);
/* Plays from a CSV this module wrote (this version's or the columns of the
 * one before); NULL with a translated @error naming the line on anything
 * else. */
GPtrArray      *gk_history_from_csv        (const char      *text,
                                            GError         **error);

/* Splits RFC 4180 text into rows of fields (GStrv).  NULL with @error on
 * an unclosed quote or a stray one. */
GPtrArray      *gk_history_csv_parse       (const char      *text,
                                            GError         **error);

/* @profiles (may be NULL) gives each person one entry in "players". */
char           *gk_history_to_bgstats      (GPtrArray         *plays,
                                            GkHistoryProfiles *profiles);
/* The plays of a BG Stats file: what it can hold (the play's id, when it
 * started and for how long, where, the note, seats, names, persons,
 * colours, totals, ranks, winners, rounds, variant); the score components
 * it has no room for are 0. */
GPtrArray      *gk_history_from_bgstats    (const char      *text,
                                            GError         **error);

/* The export formats, one row each: the command line offers
 * --export-NAME=FILE for every row, the history page's menu an item that
 * asks where to save. */
typedef struct
{
  const char  *name;           /* "csv": the option --export-csv */
  const char  *description;    /* for --help, untranslated (N_()) */
  const char  *menu_label;     /* the history page's menu item, with its mnemonic (N_()) */
  const char  *title;          /* the title of the dialog that saves it (N_()) */
  const char  *file_name;      /* the name the dialog offers (N_()): no spaces, no slash */
  char      *(*write)          (GPtrArray         *plays,
                                GkHistoryProfiles *profiles);
} GkHistoryExportFormat;

const GkHistoryExportFormat *gk_history_export_formats (guint *n_formats);

/* The name of the play file BG Stats opens, for @path saved as one:
 * its ".json" becomes ".bgsplay", a name with neither takes ".bgsplay". */
char           *gk_history_bgsplay_path    (const char      *path);

/* Writes @text to @path atomically. */
gboolean        gk_history_write_file      (const char      *path,
                                            const char      *text,
                                            GError         **error);

G_END_DECLS
