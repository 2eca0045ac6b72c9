/* gk-history-person-ids.c: the person of each seat of many plays, worked
 * out once per person or name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-history-person-ids.h"

struct _GkHistoryPersonIds
{
  GkHistoryProfiles *profiles;
  GHashTable        *ids;         /* every person's id given, once */
  GHashTable        *by_person;   /* a seat's valid person id -> the person's id */
  GHashTable        *by_name;     /* the name of a seat without one -> the person's id */
  const char        *hal;         /* HAL's id */
};

/* The profiles keep what they work out: ids on several threads (the
 * statistics' shares) ask them one at a time. */
G_LOCK_DEFINE_STATIC (profiles);

/* The one copy of @id that @ids gives. */
static const char *
intern (GkHistoryPersonIds *ids,
        char               *id)
{
  const char *known = g_hash_table_lookup (ids->ids, id);

  if (known != NULL)
    {
      g_free (id);
      return known;
    }
  g_hash_table_add (ids->ids, id);
  return id;
}

GkHistoryPersonIds *
gk_history_person_ids_new (GkHistoryProfiles *profiles)
{
  GkHistoryPersonIds *ids;

  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  ids = g_new0 (GkHistoryPersonIds, 1);
  ids->profiles = profiles != NULL ? g_object_ref (profiles) : NULL;
  ids->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ids->by_person = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ids->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ids->hal = intern (ids, g_strdup (GK_PERSON_HAL));
  return ids;
}

void
gk_history_person_ids_free (GkHistoryPersonIds *ids)
{
  if (ids == NULL)
    return;
  g_clear_object (&ids->profiles);
  g_hash_table_unref (ids->by_person);
  g_hash_table_unref (ids->by_name);
  g_hash_table_unref (ids->ids);
  g_free (ids);
}

/* A seat's person counts when it is a valid id, else its name, as in
 * gk_history_person_id(). */
const char *
gk_history_person_ids_get (GkHistoryPersonIds    *ids,
                           const GkHistoryPlayer *player)
{
  GHashTable *table;
  const char *key;
  const char *id;

  g_return_val_if_fail (ids != NULL, NULL);
  g_return_val_if_fail (player != NULL, NULL);

  if (gk_history_player_is_hal (player))
    return ids->hal;
  if (player->person != NULL && gk_play_id_is_valid (player->person))
    {
      table = ids->by_person;
      key = player->person;
    }
  else
    {
      table = ids->by_name;
      key = player->name != NULL ? player->name : "";
    }
  id = g_hash_table_lookup (table, key);
  if (id == NULL)
    {
      char *found;

      G_LOCK (profiles);
      found = gk_history_player_person_id (ids->profiles, player);
      G_UNLOCK (profiles);
      id = intern (ids, found);
      g_hash_table_insert (table, g_strdup (key), (gpointer) id);
    }
  return id;
}
