/* gk-bgstats-shape.h: a BG Stats file read as a reader of BG Stats's own
 * export reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Reads @json as a reader of BG Stats's own files does: every key of
 * BG Stats's and only those, each of its type; ids from 1, each once;
 * every reference resolved (a play's game a base game, its
 * "expansionPlays" expansions, "meRefId" a player); uuids and dates of
 * BG Stats's form; seats from 1, each once per play.  Fails the test on
 * anything out of shape; returns the number of plays. */
guint           gk_bgstats_shape_read      (const char *json);

G_END_DECLS
