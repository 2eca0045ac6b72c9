/* gk-history-profiles.h: the same person across games
 *
 * Players are matched by name, case and white space aside
 * (gk_history_name_key()).  On top of that the user can rename a person,
 * merge two names into one, and choose the colour they are shown in.
 * Those edits live in a small key file beside the index, not in it, so a
 * rebuilt index keeps them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_HISTORY_PROFILES (gk_history_profiles_get_type ())
G_DECLARE_FINAL_TYPE (GkHistoryProfiles, gk_history_profiles, GK, HISTORY_PROFILES, GObject)

/* $XDG_DATA_HOME/ginkgo-companion/profiles.ini */
char           *gk_history_default_profiles_path (void);

/* Reads @path; a missing or unreadable file is an empty set of edits. */
GkHistoryProfiles *gk_history_profiles_new (const char      *path);
GkHistoryProfiles *gk_history_profiles_new_default (void);

/* The key of the person who played as @name (aliases followed). */
char           *gk_history_profiles_resolve (GkHistoryProfiles *self,
                                            const char      *name);
/* The name the user gave the person with @key, or NULL. */
char           *gk_history_profiles_dup_name (GkHistoryProfiles *self,
                                            const char      *key);

/* Every name that resolves to @name's person now resolves to @new_name. */
gboolean        gk_history_profiles_rename (GkHistoryProfiles *self,
                                            const char      *name,
                                            const char      *new_name,
                                            GError         **error);
/* @name's person becomes @into's: their plays count as one person's. */
gboolean        gk_history_profiles_merge  (GkHistoryProfiles *self,
                                            const char      *name,
                                            const char      *into,
                                            GError         **error);

/* The colour chosen for the person with @key; FALSE when none was. */
gboolean        gk_history_profiles_get_colour (GkHistoryProfiles *self,
                                            const char      *key,
                                            GkPlayerColour  *out_colour);
void            gk_history_profiles_set_colour (GkHistoryProfiles *self,
                                            const char      *key,
                                            GkPlayerColour   colour);

G_END_DECLS
