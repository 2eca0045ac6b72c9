/* gk-history-profiles.h: the people in the history and their identities
 *
 * Every person in the history is a UUID.  A seat whose file names a
 * `person` (game-file.md, "The play") is that person; a seat without one is
 * the person its name stands for: names are matched case and white space
 * aside (gk_history_name_key()), and a name the user never edited is a
 * person whose UUID is derived from its key, the same on every machine.
 * The solo opponent is always GK_PERSON_HAL.
 *
 * On top of that the user can rename a person (the UUID stays), say that
 * one person is the same as another (the first UUID then stands for the
 * second, so exports keep the surviving one), and choose the colour they
 * are shown in.  Those edits live in `profiles.ini` beside the index, not
 * in it, so a rebuilt index keeps them.  The file is read line by line: a
 * line that cannot be read (a typing error, a sync tool's conflict
 * markers) is skipped, reported once (GkHistoryProfiles:problem) and
 * written back as it was; an edit changes only the lines it concerns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "gk-core.h"
#include "gk-history-play.h"

G_BEGIN_DECLS

/* A person as the setup assistant offers them: for type-ahead on a name. */
typedef struct
{
  char  *id;         /* the UUID to write as the seat's person */
  char  *name;       /* the name the user gave, else the one written last */
  guint  plays;      /* plays with them in the history */
} GkHistoryPerson;

void            gk_history_person_free     (GkHistoryPerson *person);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryPerson, gk_history_person_free)

/* The person a name key stands for when nothing says otherwise: a UUID
 * derived from @key (gk_play_id_from_content()), stable everywhere. */
char           *gk_history_person_id_from_key (const char   *key);

#define GK_TYPE_HISTORY_PROFILES (gk_history_profiles_get_type ())
G_DECLARE_FINAL_TYPE (GkHistoryProfiles, gk_history_profiles, GK, HISTORY_PROFILES, GObject)

/* $XDG_DATA_HOME/ginkgo-companion/profiles.ini */
char           *gk_history_default_profiles_path (void);

/* Reads @path; a missing file is an empty set of edits. */
GkHistoryProfiles *gk_history_profiles_new (const char      *path);
GkHistoryProfiles *gk_history_profiles_new_default (void);

/* What was wrong with the file when it was last read (translated, for the
 * window), or NULL: lines that could not be read (kept as they were), or a
 * file that could not be read at all (then edits are refused rather than
 * written over it). */
const char     *gk_history_profiles_get_problem (GkHistoryProfiles *self);

/* Who the user is among the people of the history: a person's UUID, or
 * NULL for nobody (the property "me", "" for nobody; anything but a
 * UUID sets nobody).  The exports name them (BG Stats' "meRefId"). */
const char     *gk_history_profiles_get_me (GkHistoryProfiles *self);
void            gk_history_profiles_set_me (GkHistoryProfiles *self,
                                            const char        *person);

/* The person behind a seat: @person when the file names one (followed to
 * the person it was merged into), else the one @name stands for.  Both
 * functions accept a NULL @profiles (no edits: names by their key). */
char           *gk_history_person_id       (GkHistoryProfiles *profiles,
                                            const char        *name,
                                            const char        *person);
char           *gk_history_player_person_id (GkHistoryProfiles     *profiles,
                                            const GkHistoryPlayer *player);

/* The UUID to write as a seat's person for a typed @name: a known person's,
 * else a new one derived from the name (so the same name typed on another
 * machine is the same person). */
char           *gk_history_profiles_person_for_name (GkHistoryProfiles *self,
                                            const char      *name);
/* Writes in @record the person each of @names (by seat; NULL or "": an
 * unnamed seat, nobody) stands for, as gk_history_profiles_person_for_name()
 * finds them: someone the history knows, else a new person of that name.
 * Two seats never share a person: a second seat of the same one keeps
 * none. */
void            gk_history_profiles_add_persons (GkHistoryProfiles *self,
                                            GkPlayRecord      *record,
                                            const char * const *names,
                                            guint              n_names);
/* Everyone who played a seat of @plays (GkHistoryPlay*, may be NULL) and
 * everyone the user named, each once, the solo opponent left out: most
 * plays first, then by name.  Of GkHistoryPerson*. */
GPtrArray      *gk_history_profiles_list_persons (GkHistoryProfiles *self,
                                            GPtrArray       *plays);

/* The name the user gave @person, or NULL. */
char           *gk_history_profiles_dup_name (GkHistoryProfiles *self,
                                            const char      *person);

/* @person is called @new_name from now on, and @new_name typed at a new
 * table stands for them.  Their UUID does not change.  Refused when
 * another person the profiles know goes by that name (use merge). */
gboolean        gk_history_profiles_rename (GkHistoryProfiles *self,
                                            const char      *person,
                                            const char      *new_name,
                                            GError         **error);
/* @person is the same person as @into: their plays count as @into's, and
 * exports write @into's UUID for both.  A colour chosen for @person moves
 * to @into unless @into has one. */
gboolean        gk_history_profiles_merge  (GkHistoryProfiles *self,
                                            const char      *person,
                                            const char      *into,
                                            GError         **error);

/* The colour chosen for @person; FALSE when none was. */
gboolean        gk_history_profiles_get_colour (GkHistoryProfiles *self,
                                            const char      *person,
                                            GkPlayerColour  *out_colour);
gboolean        gk_history_profiles_set_colour (GkHistoryProfiles *self,
                                            const char      *person,
                                            GkPlayerColour   colour,
                                            GError         **error);

G_END_DECLS
