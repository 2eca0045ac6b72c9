/* gk-play-details.h: a play's details as a window edits them
 *
 * When a play started, where it was played, its note, and the places
 * played at before to choose from: properties a page binds to, for the
 * play a session has open.  An edit is checked first: a location or a note
 * over its limit stays on screen with the reason (translated, the core's)
 * and nothing is saved; a good one is saved at once through the session
 * (gk_session_set_play()), which never touches the moves.  A save that
 * fails is the session's save error, and the edit stays.
 *
 * Not a widget: tests drive it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-session.h"

G_BEGIN_DECLS

#define GK_TYPE_PLAY_DETAILS (gk_play_details_get_type ())
G_DECLARE_FINAL_TYPE (GkPlayDetails, gk_play_details, GK, PLAY_DETAILS, GObject)

GkPlayDetails  *gk_play_details_new        (GkSession       *session);

/* Whether a play is open (property "available"). */
gboolean        gk_play_details_get_available (GkPlayDetails *self);

/* When the play started, NULL when the record does not say (property
 * "started"); in words, "25 November 2026, 19:02" ("started-text"). */
GDateTime      *gk_play_details_get_started (GkPlayDetails  *self);
const char     *gk_play_details_get_started_text (GkPlayDetails *self);
/* A new start, saved at once; refused (FALSE, the reason in @error and in
 * "started-error") when it is in the future or after the play finished. */
gboolean        gk_play_details_set_started (GkPlayDetails  *self,
                                            GDateTime       *started,
                                            GError         **error);
const char     *gk_play_details_get_started_error (GkPlayDetails *self);

/* How long the game has been played, pauses left out, in words; NULL when
 * not known (a position, a game without times) ("playing-time"). */
const char     *gk_play_details_get_playing_time (GkPlayDetails *self);

/* The location as typed ("location"), saved when it passes the core's
 * check, else the reason in "location-error" and nothing saved.  White
 * space around it is not saved; an empty one is no location. */
const char     *gk_play_details_get_location (GkPlayDetails *self);
void            gk_play_details_set_location (GkPlayDetails *self,
                                            const char      *location);
const char     *gk_play_details_get_location_error (GkPlayDetails *self);

/* The note, the same way ("note", "note-error"). */
const char     *gk_play_details_get_note   (GkPlayDetails   *self);
void            gk_play_details_set_note   (GkPlayDetails   *self,
                                            const char      *note);
const char     *gk_play_details_get_note_error (GkPlayDetails *self);

/* The locations of earlier plays to choose from, most recent first, each
 * once ("suggestions"); gk_play_details_suggest() sets them from the
 * locations of plays given newest first. */
const char * const *gk_play_details_get_suggestions (GkPlayDetails *self);
void            gk_play_details_set_suggestions (GkPlayDetails *self,
                                            const char * const *suggestions);
void            gk_play_details_suggest    (GkPlayDetails   *self,
                                            const char * const *locations,
                                            guint            n_locations);

G_END_DECLS
