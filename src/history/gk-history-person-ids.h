/* gk-history-person-ids.h: the person of each seat of many plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-history-profiles.h"

G_BEGIN_DECLS

/* gk_history_player_person_id() of many seats, worked out once per person
 * or name (a name's key and its id are made of normalized, case-folded,
 * hashed text: thousands of seats share a few dozen names).  For one
 * computation: an edit of @profiles meanwhile is not seen. */
typedef struct _GkHistoryPersonIds GkHistoryPersonIds;

GkHistoryPersonIds *gk_history_person_ids_new  (GkHistoryProfiles     *profiles);
/* Owned by @ids, one copy a person: two seats of one person give the
 * same pointer, which can key a table by address. */
const char     *gk_history_person_ids_get  (GkHistoryPersonIds    *ids,
                                            const GkHistoryPlayer *player);
void            gk_history_person_ids_free (GkHistoryPersonIds    *ids);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryPersonIds, gk_history_person_ids_free)

G_END_DECLS
