/* gk-context.h: what every window of the app shares
 *
 * The game library, the history of finished plays and the people in them,
 * the names the history offers when a player's name is typed, and the
 * app's settings (the last game's players among them): one object, made
 * once per process and handed to each window, which hands it once to each
 * page that needs it: the page reads its parts from it.  No GTK: tests
 * drive it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"
#include "gk-history-index.h"
#include "gk-history-profiles.h"
#include "gk-library.h"

G_BEGIN_DECLS

#define GK_TYPE_CONTEXT (gk_context_get_type ())
G_DECLARE_FINAL_TYPE (GkContext, gk_context, GK, CONTEXT, GObject)

/* A context of @library, @history, @profiles and @settings; each NULL
 * takes the default: gk_library_get_default(), the history and the
 * profiles under the user data folder (made when first asked for, the
 * history read in a worker and watched), the app's settings when their
 * schema is installed (else none: the app simply forgets). */
GkContext      *gk_context_new             (GkLibrary         *library,
                                            GkHistoryIndex    *history,
                                            GkHistoryProfiles *profiles,
                                            GSettings         *settings);
/* The process's context, made on first use with every default. */
GkContext      *gk_context_get_default     (void);
/* Makes @context (NULL: a new one with every default, when next asked
 * for) the process's from now on, for the windows made after: when the
 * user data folder was replaced (tests), the history is read anew. */
void            gk_context_set_default     (GkContext       *context);

GkLibrary      *gk_context_get_library     (GkContext       *self);
GkHistoryIndex *gk_context_get_history     (GkContext       *self);
GkHistoryProfiles *gk_context_get_profiles (GkContext       *self);
/* NULL when the schema is not installed. */
GSettings      *gk_context_get_settings    (GkContext       *self);

/* The people of the history, most plays first, each by the name they go
 * by (property "known-names", notified as the history or the profiles
 * change); empty until the history is first asked for. */
const char * const *gk_context_get_known_names (GkContext   *self);

/* The players of the last game set up (names as typed, colours), offered
 * for the next one; remembered in the settings. */
void            gk_context_remember_players (GkContext      *self,
                                            const GkSetup   *setup);
/* The players of the last score sheet started, @names as typed (no
 * colours: those of the last Ginkgopolis game stay), offered for the next
 * game; remembered in the settings. */
void            gk_context_remember_names  (GkContext          *self,
                                            const char * const *names);
/* The last game's names, or NULL; @colours (may be NULL) gets theirs, by
 * seat, fewer when a colour was not kept. */
char          **gk_context_dup_last_players (GkContext      *self,
                                            char          ***colours);

G_END_DECLS
