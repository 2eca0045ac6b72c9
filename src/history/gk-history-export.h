/* gk-history-export.h: the plays in formats other programs read
 *
 * CSV: one row per player per play, UTF-8, RFC 4180 (CRLF line ends,
 * fields with a comma, quote or line break in double quotes, quotes
 * doubled).  BG Stats: the import file of the BG Stats app, JSON with
 * "players", "games" and "plays", each play's seats in "playerScores".
 * Both can be read back, which is how the tests know nothing is lost.
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

char           *gk_history_to_csv          (GPtrArray       *plays);
/* Plays from a CSV this module wrote; NULL with a translated @error
 * naming the line on anything else. */
GPtrArray      *gk_history_from_csv        (const char      *text,
                                            GError         **error);

/* Splits RFC 4180 text into rows of fields (GStrv).  NULL with @error on
 * an unclosed quote or a stray one. */
GPtrArray      *gk_history_csv_parse       (const char      *text,
                                            GError         **error);

/* @profiles (may be NULL) gives each person one entry in "players". */
char           *gk_history_to_bgstats      (GPtrArray         *plays,
                                            GkHistoryProfiles *profiles);
/* The plays of a BG Stats file: what it can hold (date, seats, names,
 * colours, totals, ranks, winners, rounds, variant); the score components
 * it has no room for are 0. */
GPtrArray      *gk_history_from_bgstats    (const char      *text,
                                            GError         **error);

/* Writes @text to @path atomically. */
gboolean        gk_history_write_file      (const char      *path,
                                            const char      *text,
                                            GError         **error);

G_END_DECLS
