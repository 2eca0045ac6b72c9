/* gk-bgstats-shape.c: a BG Stats file read as a reader of BG Stats's own
 * export reads it, key by key and type by type
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-bgstats-shape.h"

typedef enum
{
  J_INT, J_STRING, J_BOOL, J_ARRAY, J_OBJECT
} JsonType;

typedef struct
{
  const char *key;
  JsonType    type;
  gboolean    required;
} Field;

/* The keys and types of BG Stats's own export (a backup the app wrote,
 * published in sqrtxander/bgstats-wrapped as sampleData.json; the same keys
 * read by benallred/my-bg-stats and written by ctuncan/bga_bgstats): what an
 * importer of that shape finds in ours. */
static const Field game_fields[] = {
  { "id", J_INT, TRUE }, { "uuid", J_STRING, TRUE }, { "name", J_STRING, TRUE },
  { "bggId", J_INT, TRUE }, { "highestWins", J_BOOL, TRUE }, { "noPoints", J_BOOL, TRUE },
  { "cooperative", J_BOOL, TRUE }, { "usesTeams", J_BOOL, TRUE }, { "bggName", J_STRING, FALSE },
  { "isBaseGame", J_INT, TRUE }, { "isExpansion", J_INT, TRUE },
  { "modificationDate", J_STRING, FALSE }, { NULL },
};
static const Field player_fields[] = {
  { "id", J_INT, TRUE }, { "uuid", J_STRING, TRUE }, { "name", J_STRING, TRUE },
  { "isAnonymous", J_BOOL, TRUE }, { "modificationDate", J_STRING, TRUE }, { NULL },
};
static const Field location_fields[] = {
  { "id", J_INT, TRUE }, { "uuid", J_STRING, TRUE }, { "name", J_STRING, TRUE },
  { "modificationDate", J_STRING, TRUE }, { NULL },
};
static const Field play_fields[] = {
  { "uuid", J_STRING, TRUE }, { "gameRefId", J_INT, TRUE }, { "playDate", J_STRING, TRUE },
  { "entryDate", J_STRING, TRUE }, { "modificationDate", J_STRING, TRUE },
  { "durationMin", J_INT, TRUE }, { "locationRefId", J_INT, FALSE }, { "rounds", J_INT, TRUE },
  { "ignored", J_BOOL, TRUE }, { "manualWinner", J_BOOL, TRUE }, { "usesTeams", J_BOOL, TRUE },
  { "rating", J_INT, TRUE }, { "scoringSetting", J_INT, TRUE }, { "bggId", J_INT, TRUE },
  { "importPlayId", J_INT, TRUE }, { "nemestatsId", J_INT, TRUE },
  { "playImages", J_STRING, TRUE }, { "expansionPlays", J_ARRAY, TRUE },
  { "playerScores", J_ARRAY, TRUE }, { "comments", J_STRING, FALSE },
  { "board", J_STRING, FALSE }, { NULL },
};
static const Field score_fields[] = {
  { "playerRefId", J_INT, TRUE }, { "score", J_STRING, TRUE }, { "winner", J_BOOL, TRUE },
  { "rank", J_INT, TRUE }, { "seatOrder", J_INT, TRUE }, { "startPlayer", J_BOOL, TRUE },
  { "startPosition", J_STRING, FALSE }, { "newPlayer", J_BOOL, TRUE }, { "role", J_STRING, FALSE },
  { NULL },
};
static const Field root_fields[] = {
  { "games", J_ARRAY, TRUE }, { "players", J_ARRAY, TRUE }, { "locations", J_ARRAY, TRUE },
  { "plays", J_ARRAY, TRUE }, { "userInfo", J_OBJECT, FALSE }, { "about", J_STRING, FALSE },
  { NULL },
};
static const Field user_info_fields[] = {
  { "meRefId", J_INT, TRUE }, { NULL },
};
static const Field expansion_play_fields[] = {
  { "gameRefId", J_INT, TRUE }, { "bggId", J_INT, TRUE }, { NULL },
};

static gboolean
has_type (JsonNode *node,
          JsonType  type)
{
  switch (type)
    {
    case J_INT:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
    case J_STRING:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
    case J_BOOL:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN;
    case J_ARRAY:
      return JSON_NODE_HOLDS_ARRAY (node);
    case J_OBJECT:
    default:
      return JSON_NODE_HOLDS_OBJECT (node);
    }
}

/* Every required key there, every key of the table of its type, no key
 * BG Stats does not know. */
static void
check_fields (JsonObject  *object,
              const Field *fields,
              const char  *what)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (const Field *f = fields; f->key != NULL; f++)
    {
      JsonNode *node = json_object_get_member (object, f->key);

      if (node == NULL && f->required)
        g_error ("%s: no “%s”", what, f->key);
      if (node != NULL && !has_type (node, f->type))
        g_error ("%s: “%s” of the wrong type", what, f->key);
    }
  for (GList *l = members; l != NULL; l = l->next)
    {
      const Field *f = fields;

      while (f->key != NULL && !g_str_equal (f->key, l->data))
        f++;
      if (f->key == NULL)
        g_error ("%s: “%s” is no key of BG Stats", what, (const char *) l->data);
    }
}

static gboolean
is_bgstats_date (const char *text)
{
  return g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$", text,
                               0, 0);
}

static gboolean
is_uuid (const char *text)
{
  return g_regex_match_simple ("^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$", text, 0, 0);
}

/* The entries of a list by their ids, each id once, each entry of
 * @fields. */
static GHashTable *
check_list (JsonObject  *root,
            const char  *member,
            const Field *fields)
{
  JsonArray *list = json_object_get_array_member (root, member);
  GHashTable *ids = g_hash_table_new (NULL, NULL);   /* id -> its entry */

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *entry = json_array_get_object_element (list, i);
      gint64 id = json_object_get_int_member (entry, "id");

      g_assert_nonnull (entry);
      check_fields (entry, fields, member);
      g_assert_true (is_uuid (json_object_get_string_member (entry, "uuid")));
      g_assert_cmpint (id, >, 0);
      g_assert_false (g_hash_table_contains (ids, GINT_TO_POINTER (id)));
      g_hash_table_insert (ids, GINT_TO_POINTER (id), entry);
      if (json_object_has_member (entry, "modificationDate"))
        g_assert_true (is_bgstats_date (json_object_get_string_member (entry,
                                                                        "modificationDate")));
    }
  return ids;
}

guint
gk_bgstats_shape_read (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) games = NULL;
  g_autoptr(GHashTable) players = NULL;
  g_autoptr(GHashTable) locations = NULL;
  JsonObject *root;
  JsonArray *plays;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  root = json_node_get_object (json_parser_get_root (parser));
  check_fields (root, root_fields, "the file");
  games = check_list (root, "games", game_fields);
  players = check_list (root, "players", player_fields);
  locations = check_list (root, "locations", location_fields);
  /* "me" is one of the players (BG Stats's ids start at 1). */
  if (json_object_has_member (root, "userInfo"))
    {
      JsonObject *user_info = json_object_get_object_member (root, "userInfo");

      check_fields (user_info, user_info_fields, "userInfo");
      g_assert_true (g_hash_table_contains (players, GINT_TO_POINTER (
                                              json_object_get_int_member (user_info,
                                                                          "meRefId"))));
    }

  plays = json_object_get_array_member (root, "plays");
  for (guint i = 0; i < json_array_get_length (plays); i++)
    {
      JsonObject *play = json_array_get_object_element (plays, i);
      JsonArray *scores;
      JsonArray *expansions;
      JsonObject *game;
      g_autoptr(GHashTable) seats = g_hash_table_new (NULL, NULL);

      check_fields (play, play_fields, "plays");
      g_assert_true (is_uuid (json_object_get_string_member (play, "uuid")));
      g_assert_true (is_bgstats_date (json_object_get_string_member (play, "playDate")));
      g_assert_true (is_bgstats_date (json_object_get_string_member (play, "entryDate")));
      g_assert_cmpint (json_object_get_int_member (play, "durationMin"), >=, 0);
      /* A play is of a base game; each expansion played is a game of its
       * own, an expansion, with the same BoardGameGeek number. */
      game = g_hash_table_lookup (games, GINT_TO_POINTER (json_object_get_int_member (play,
                                                                                    "gameRefId")));
      g_assert_nonnull (game);
      g_assert_cmpint (json_object_get_int_member (game, "isExpansion"), ==, 0);
      expansions = json_object_get_array_member (play, "expansionPlays");
      for (guint e = 0; e < json_array_get_length (expansions); e++)
        {
          JsonObject *ref = json_array_get_object_element (expansions, e);
          JsonObject *expansion;

          g_assert_nonnull (ref);
          check_fields (ref, expansion_play_fields, "expansionPlays");
          expansion = g_hash_table_lookup (games, GINT_TO_POINTER (
                                             json_object_get_int_member (ref, "gameRefId")));
          g_assert_nonnull (expansion);
          g_assert_cmpint (json_object_get_int_member (expansion, "isExpansion"), ==, 1);
          g_assert_cmpint (json_object_get_int_member (expansion, "isBaseGame"), ==, 0);
          g_assert_cmpint (json_object_get_int_member (ref, "bggId"), ==,
                           json_object_get_int_member (expansion, "bggId"));
        }
      if (json_object_has_member (play, "locationRefId"))
        g_assert_true (g_hash_table_contains (locations, GINT_TO_POINTER (
                                                json_object_get_int_member (play,
                                                                            "locationRefId"))));
      scores = json_object_get_array_member (play, "playerScores");
      g_assert_cmpuint (json_array_get_length (scores), >, 0);
      for (guint j = 0; j < json_array_get_length (scores); j++)
        {
          JsonObject *score = json_array_get_object_element (scores, j);
          gint64 points;

          check_fields (score, score_fields, "playerScores");
          /* Seats from 1 (0 is BG Stats's "not set"), each once; the turn
           * order, where given, a number from "1" in a string. */
          g_assert_cmpint (json_object_get_int_member (score, "seatOrder"), >=, 1);
          g_assert_true (g_hash_table_add (seats, GINT_TO_POINTER (
                                             json_object_get_int_member (score, "seatOrder"))));
          if (json_object_has_member (score, "startPosition"))
            g_assert_true (g_ascii_string_to_unsigned (
                             json_object_get_string_member (score, "startPosition"), 10, 1,
                             G_MAXINT, NULL, NULL));
          g_assert_true (g_hash_table_contains (players, GINT_TO_POINTER (
                                                  json_object_get_int_member (score,
                                                                              "playerRefId"))));
          /* A score sheet's may be below 0. */
          g_assert_true (g_ascii_string_to_signed (json_object_get_string_member (score,
                                                                                  "score"),
                                                   10, G_MININT, G_MAXINT, &points, NULL));
        }
    }
  return json_array_get_length (plays);
}

