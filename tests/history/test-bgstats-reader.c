/* test-bgstats-reader.c: the BG Stats file read as BG Stats reads its own
 * export, key by key: seats from 1 and the turn order, unnamed seats
 * anonymous and never one person across plays, "me", expansions as games
 * of their own, and each play's date on the clock where it was played,
 * whatever the zone of the machine that exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "gk-bgstats-shape.h"
#include "gk-history-export.h"
#include "gk-history-index.h"
#include "gk-history-test-util.h"
#include "gk-sheet-file.h"

/* 2026-01-01 00:00 UTC. */
#define BASE_TIME G_GINT64_CONSTANT (1767225600)

#define ID_TOKYO   "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a01"
#define ID_LONDON  "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a02"
#define ID_NOWHERE "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a03"
#define ID_BOSTON  "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a04"
#define ID_BASE    "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a05"

typedef struct
{
  char              *dir;
  char              *games_dir;
  GPtrArray         *plays;
  GkHistoryProfiles *profiles;
  JsonParser        *parser;
  JsonObject        *root;
} Fixture;

/* A game of tests/core/games with its record: @id, started at @start in
 * @offset ("Z": written so, where unknown); @unnamed's name left empty. */
static void
write_game (const char *games_dir,
            const char *source,
            const char *id,
            gint64      start,
            gint        offset,
            gboolean    zulu,
            const char *unnamed)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", source, NULL);
  g_autofree char *target = g_strdup_printf ("%s/%s.ginkgo", games_dir, id);
  g_autofree char *text = NULL;
  g_autofree char *timed = NULL;
  g_autoptr(GString) out = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  timed = gk_history_test_add_times (text, id, start, offset, NULL, NULL, 60, 0, 0);
  out = g_string_new (timed);
  if (zulu)
    g_assert_cmpuint (g_string_replace (out, "+00:00\"", "Z\"", 0), >, 0);
  if (unnamed != NULL)
    {
      g_autofree char *attr = g_strdup_printf (" name=\"%s\"", unnamed);

      g_assert_cmpuint (g_string_replace (out, attr, " name=\"\"", 0), ==, 1);
    }
  g_assert_true (g_file_set_contents (target, out->str, -1, NULL));
}

/* A finished 7 Wonders sheet for three: @names by seat (NULL: unnamed),
 * @modules, begun at @start in @offset. */
static void
write_sheet (const char        *games_dir,
             const char        *id,
             const char *const  names[3],
             const char        *modules,
             gint64             start,
             gint               offset)
{
  g_auto(GStrv) ids = g_strsplit (modules, " ", -1);
  guint bits = 0;
  g_autoptr(GkSheet) sheet = NULL;
  g_autofree char *path = g_strdup_printf ("%s/%s.ginkgo", games_dir, id);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GkPlayRecord *record;

  for (guint m = 0; ids[m] != NULL; m++)
    if (*ids[m] != '\0')
      bits |= gk_sheet_game_find_module (&gk_sheet_seven_wonders, ids[m]);
  sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, bits);
  record = gk_sheet_get_play (sheet);
  gk_sheet_start_play (sheet);
  g_free (record->id);
  record->id = g_strdup (id);
  record->started = (GkTime) { start * G_USEC_PER_SEC, offset, TRUE, FALSE };
  record->finished = (GkTime) { (start + 2400) * G_USEC_PER_SEC, offset, TRUE, FALSE };
  for (guint p = 0; p < 3; p++)
    {
      if (names[p] != NULL)
        gk_sheet_set_player_name (sheet, p, names[p]);
      g_assert_true (gk_sheet_set_value (sheet, p, (guint) gk_sheet_game_find_key (
                                           &gk_sheet_seven_wonders, "civilian"), 3 * p + 1,
                                         NULL));
    }
  g_assert_true (gk_sheet_file_save (sheet, file, &error));
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char *const boston[3] = { "Anna", NULL, NULL };
  static const char *const base[3] = { "Anna", NULL, "Béla" };
  g_autofree char *index_path = NULL;
  g_autofree char *profiles_path = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GError) error = NULL;

  f->dir = gk_history_test_make_dir ();
  f->games_dir = g_build_filename (f->dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->games_dir, 0700), ==, 0);

  /* Tokyo (UTC+9), Béla's seat unnamed; a solo game on a London winter
   * evening (a known offset of 0); a game whose record says "Z"; a 7
   * Wonders with Leaders and Babel in Boston (UTC-5), two seats unnamed;
   * a 7 Wonders without expansions, the second seat unnamed. */
  write_game (f->games_dir, "short-2p.ginkgo", ID_TOKYO, BASE_TIME, 9 * 3600, FALSE, "Béla");
  write_game (f->games_dir, "solo-expert.ginkgo", ID_LONDON, BASE_TIME + 86400 + 64800, 0,
              FALSE, NULL);
  write_game (f->games_dir, "short-2p.ginkgo", ID_NOWHERE, BASE_TIME + 2 * 86400, 0, TRUE,
              NULL);
  write_sheet (f->games_dir, ID_BOSTON, boston, "leaders babel", BASE_TIME + 3 * 86400 + 3600,
               -5 * 3600);
  write_sheet (f->games_dir, ID_BASE, base, "", BASE_TIME + 4 * 86400, 3600);

  index_path = g_build_filename (f->dir, "history.sqlite", NULL);
  index = gk_history_index_new (f->games_dir, index_path);
  g_assert_true (gk_history_index_open (index, NULL, &error));
  g_assert_no_error (error);
  f->plays = gk_history_index_list_plays (index, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (f->plays->len, ==, 5);

  profiles_path = g_build_filename (f->dir, "profiles.ini", NULL);
  f->profiles = gk_history_profiles_new (profiles_path);
  f->parser = json_parser_new ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->parser);
  g_clear_object (&f->profiles);
  g_clear_pointer (&f->plays, g_ptr_array_unref);
  gk_history_test_remove_tree (f->dir);
  g_free (f->games_dir);
  g_free (f->dir);
}

static void
export (Fixture *f)
{
  g_autofree char *json = gk_history_to_bgstats (f->plays, f->profiles);
  g_autoptr(GError) error = NULL;

  /* Every key, type and reference as BG Stats's own export has them. */
  g_assert_cmpuint (gk_bgstats_shape_read (json), ==, f->plays->len);
  g_assert_true (json_parser_load_from_data (f->parser, json, -1, &error));
  g_assert_no_error (error);
  f->root = json_node_get_object (json_parser_get_root (f->parser));
}

/* The entry of list @member whose "id" is @id. */
static JsonObject *
entry_by_id (Fixture    *f,
             const char *member,
             gint64      id)
{
  JsonArray *list = json_object_get_array_member (f->root, member);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *entry = json_array_get_object_element (list, i);

      if (json_object_get_int_member (entry, "id") == id)
        return entry;
    }
  g_error ("%s: no entry %" G_GINT64_FORMAT, member, id);
}

static JsonObject *
play_by_uuid (Fixture    *f,
              const char *uuid)
{
  JsonArray *list = json_object_get_array_member (f->root, "plays");

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *play = json_array_get_object_element (list, i);

      if (g_ascii_strcasecmp (json_object_get_string_member (play, "uuid"), uuid) == 0)
        return play;
    }
  g_error ("no play %s", uuid);
}

static JsonObject *
score_at (JsonObject *play,
          guint       i)
{
  return json_array_get_object_element (json_object_get_array_member (play, "playerScores"), i);
}

static JsonObject *
player_of (Fixture    *f,
           JsonObject *score)
{
  return entry_by_id (f, "players", json_object_get_int_member (score, "playerRefId"));
}

/* One score as BG Stats reads it: its seat from 1, where it started in the
 * turn order when that is known ("1" first), whether it started. */
static void
assert_seat (JsonObject *score,
             gint64      seat_order,
             const char *start_position,
             gboolean    start_player)
{
  g_assert_cmpint (json_object_get_int_member (score, "seatOrder"), ==, seat_order);
  g_assert_cmpstr (json_object_get_string_member_with_default (score, "startPosition", NULL),
                   ==, start_position);
  g_assert_cmpint (json_object_get_boolean_member (score, "startPlayer"), ==, start_player);
}

static void
assert_anonymous (Fixture    *f,
                  JsonObject *score,
                  guint       seat,
                  gboolean    anonymous)
{
  JsonObject *player = player_of (f, score);
  g_autofree char *shown = gk_setup_default_player_name (seat);

  g_assert_cmpint (json_object_get_boolean_member (player, "isAnonymous"), ==, anonymous);
  if (anonymous)
    g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, shown);
  g_assert_false (g_str_has_prefix (json_object_get_string_member (player, "name"), "p"));
}

static void
test_seats (Fixture       *f,
            gconstpointer  data)
{
  JsonObject *tokyo, *london, *boston;

  export (f);
  /* Ginkgopolis: the seating order is the turn order, the first seat
   * first; the solo opponent after the human, not at 5. */
  tokyo = play_by_uuid (f, ID_TOKYO);
  assert_seat (score_at (tokyo, 0), 1, "1", TRUE);
  assert_seat (score_at (tokyo, 1), 2, "2", FALSE);
  london = play_by_uuid (f, ID_LONDON);
  assert_seat (score_at (london, 0), 1, "1", TRUE);
  assert_seat (score_at (london, 1), 2, "2", FALSE);
  g_assert_cmpstr (json_object_get_string_member (player_of (f, score_at (london, 1)), "name"),
                   ==, "HAL");
  /* A score sheet does not say who started: nobody is the start player. */
  boston = play_by_uuid (f, ID_BOSTON);
  for (guint i = 0; i < 3; i++)
    assert_seat (score_at (boston, i), i + 1, NULL, FALSE);
  /* "board" only for the solo game and its level. */
  g_assert_false (json_object_has_member (tokyo, "board"));
  g_assert_false (json_object_has_member (boston, "board"));
  g_assert_cmpstr (json_object_get_string_member (london, "board"), ==, "solo-expert");
}

static void
test_anonymous (Fixture       *f,
                gconstpointer  data)
{
  JsonObject *tokyo, *boston, *base;
  gint64 ids[3];

  export (f);
  tokyo = play_by_uuid (f, ID_TOKYO);
  boston = play_by_uuid (f, ID_BOSTON);
  base = play_by_uuid (f, ID_BASE);
  assert_anonymous (f, score_at (tokyo, 0), 0, FALSE);
  assert_anonymous (f, score_at (tokyo, 1), 1, TRUE);
  assert_anonymous (f, score_at (boston, 0), 0, FALSE);
  assert_anonymous (f, score_at (boston, 1), 1, TRUE);
  assert_anonymous (f, score_at (boston, 2), 2, TRUE);
  assert_anonymous (f, score_at (base, 1), 1, TRUE);
  assert_anonymous (f, score_at (base, 2), 2, FALSE);
  /* One entry per unnamed seat of a play, never one across plays; a named
   * person is one entry everywhere. */
  ids[0] = json_object_get_int_member (score_at (tokyo, 1), "playerRefId");
  ids[1] = json_object_get_int_member (score_at (boston, 1), "playerRefId");
  ids[2] = json_object_get_int_member (score_at (base, 1), "playerRefId");
  g_assert_cmpint (ids[0], !=, ids[1]);
  g_assert_cmpint (ids[1], !=, ids[2]);
  g_assert_cmpint (ids[0], !=, ids[2]);
  g_assert_cmpint (json_object_get_int_member (score_at (boston, 1), "playerRefId"), !=,
                   json_object_get_int_member (score_at (boston, 2), "playerRefId"));
  g_assert_cmpint (json_object_get_int_member (score_at (tokyo, 0), "playerRefId"), ==,
                   json_object_get_int_member (score_at (boston, 0), "playerRefId"));
}

static void
test_me (Fixture       *f,
         gconstpointer  data)
{
  g_autofree char *anna = gk_history_person_id (f->profiles, "Anna", NULL);
  JsonObject *me;

  /* Nobody: no "userInfo" (a 0 would name nobody). */
  export (f);
  g_assert_false (json_object_has_member (f->root, "userInfo"));

  gk_history_profiles_set_me (f->profiles, anna);
  export (f);
  me = entry_by_id (f, "players",
                    json_object_get_int_member (json_object_get_object_member (f->root,
                                                                               "userInfo"),
                                                "meRefId"));
  g_assert_cmpstr (json_object_get_string_member (me, "name"), ==, "Anna");
  g_assert_cmpstr (json_object_get_string_member (me, "uuid"), ==, anna);
  g_assert_false (json_object_get_boolean_member (me, "isAnonymous"));

  /* You were merged into another person: their entry is you. */
  {
    g_autofree char *bela = gk_history_person_id (f->profiles, "Béla", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (gk_history_profiles_merge (f->profiles, anna, bela, &error));
    g_assert_no_error (error);
    export (f);
    g_assert_true (json_object_has_member (f->root, "userInfo"));
    me = entry_by_id (f, "players",
                      json_object_get_int_member (json_object_get_object_member (f->root,
                                                                                 "userInfo"),
                                                  "meRefId"));
    g_assert_cmpstr (json_object_get_string_member (me, "uuid"), ==, bela);
  }

  /* Someone who played none of these plays: no entry to point at. */
  gk_history_profiles_set_me (f->profiles, "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b00");
  export (f);
  g_assert_false (json_object_has_member (f->root, "userInfo"));
}

static void
test_expansions (Fixture       *f,
                 gconstpointer  data)
{
  static const struct
  {
    const char *name;
    gint64      bgg_id;
  } expected[] = {
    { "7 Wonders: Leaders", 92539 }, { "7 Wonders: Babel", 154638 },
  };
  JsonObject *boston, *base, *game;
  JsonArray *expansions;

  export (f);
  boston = play_by_uuid (f, ID_BOSTON);
  base = play_by_uuid (f, ID_BASE);
  game = entry_by_id (f, "games", json_object_get_int_member (boston, "gameRefId"));
  g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, "7 Wonders");
  g_assert_cmpint (json_object_get_int_member (game, "isExpansion"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (game, "isBaseGame"), ==, 1);

  expansions = json_object_get_array_member (boston, "expansionPlays");
  g_assert_cmpuint (json_array_get_length (expansions), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *ref = json_array_get_object_element (expansions, i);
      JsonObject *expansion = entry_by_id (f, "games",
                                           json_object_get_int_member (ref, "gameRefId"));

      g_assert_cmpstr (json_object_get_string_member (expansion, "name"), ==, expected[i].name);
      g_assert_cmpint (json_object_get_int_member (expansion, "bggId"), ==, expected[i].bgg_id);
      g_assert_cmpint (json_object_get_int_member (ref, "bggId"), ==, expected[i].bgg_id);
      g_assert_cmpint (json_object_get_int_member (expansion, "isExpansion"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (expansion, "isBaseGame"), ==, 0);
    }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (base,
                                                                         "expansionPlays")),
                    ==, 0);
  /* No entry for an expansion nobody played. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (f->root, "games")), ==,
                    2 + G_N_ELEMENTS (expected));
}

/* The dates on the wall clock where each play was played, whatever the
 * zone of the machine that exports: UTC+13 (main()), then UTC-11. */
static void
test_dates (Fixture       *f,
            gconstpointer  data)
{
  static const char *const zones[] = { "XYZ-13", "ABC+11" };

  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    {
      g_autoptr(GTimeZone) local = NULL;

      g_setenv ("TZ", zones[z], TRUE);
      local = g_time_zone_new_local ();
      g_assert_cmpstr (g_time_zone_get_identifier (local), ==, zones[z]);
      g_test_message ("exported in %s", zones[z]);
      export (f);
      /* 00:00 UTC in Tokyo. */
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_TOKYO), "playDate"),
                       ==, "2026-01-01 09:00:00");
      /* A London evening: +00:00, a known offset of 0. */
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_LONDON), "playDate"),
                       ==, "2026-01-02 18:00:00");
      /* "Z": where is not known, written in UTC rather than this machine's
       * zone. */
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_NOWHERE), "playDate"),
                       ==, "2026-01-03 00:00:00");
      /* 01:00 UTC in Boston is 20:00 the day before. */
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_BOSTON), "playDate"),
                       ==, "2026-01-03 20:00:00");
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_BOSTON), "entryDate"),
                       ==, "2026-01-03 20:40:00");
      g_assert_cmpstr (json_object_get_string_member (play_by_uuid (f, ID_BASE), "playDate"),
                       ==, "2026-01-05 01:00:00");
    }
  g_setenv ("TZ", zones[0], TRUE);
}

/* Read back, the file gives the same seats, anonymity and expansions. */
static void
test_read_back (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *json = gk_history_to_bgstats (f->plays, f->profiles);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) back = gk_history_from_bgstats (json, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, f->plays->len);
  for (guint i = 0; i < back->len; i++)
    {
      const GkHistoryPlay *a = f->plays->pdata[i];
      const GkHistoryPlay *b = back->pdata[i];

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpstr (a->game, ==, b->game);
      g_assert_true (g_strv_equal (a->expansions != NULL ? (const char * const *) a->expansions
                                                         : (const char * const[]) { NULL },
                                   b->expansions != NULL ? (const char * const *) b->expansions
                                                         : (const char * const[]) { NULL }));
      g_assert_cmpuint (a->players->len, ==, b->players->len);
      for (guint j = 0; j < a->players->len; j++)
        {
          const GkHistoryPlayer *x = &g_array_index (a->players, GkHistoryPlayer, j);
          const GkHistoryPlayer *y = &g_array_index (b->players, GkHistoryPlayer, j);

          g_assert_cmpint (x->seat, ==, y->seat);
          g_assert_cmpint (x->anonymous, ==, y->anonymous);
          if (y->anonymous)
            g_assert_null (y->person);
        }
    }
  /* The one with expansions. */
  for (guint i = 0; i < back->len; i++)
    if (g_strcmp0 (((GkHistoryPlay *) back->pdata[i])->id, ID_BOSTON) == 0)
      {
        const char *const leaders_babel[] = { "leaders", "babel", NULL };

        g_assert_true (g_strv_equal ((const char * const *)
                                     ((GkHistoryPlay *) back->pdata[i])->expansions,
                                     leaders_babel));
      }
}

int
main (int    argc,
      char **argv)
{
  /* An exporting machine far from every play. */
  g_setenv ("TZ", "XYZ-13", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/history/bgstats-reader/seats", Fixture, NULL, fixture_set_up, test_seats,
              fixture_tear_down);
  g_test_add ("/history/bgstats-reader/anonymous", Fixture, NULL, fixture_set_up,
              test_anonymous, fixture_tear_down);
  g_test_add ("/history/bgstats-reader/me", Fixture, NULL, fixture_set_up, test_me,
              fixture_tear_down);
  g_test_add ("/history/bgstats-reader/expansions", Fixture, NULL, fixture_set_up,
              test_expansions, fixture_tear_down);
  g_test_add ("/history/bgstats-reader/dates", Fixture, NULL, fixture_set_up, test_dates,
              fixture_tear_down);
  g_test_add ("/history/bgstats-reader/read-back", Fixture, NULL, fixture_set_up,
              test_read_back, fixture_tear_down);

  return g_test_run ();
}
