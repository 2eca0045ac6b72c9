/* test-history-export.c: CSV and BG Stats files read back give the same plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>

#include "gk-history-export.h"
#include "gk-history-import.h"
#include "gk-history-index.h"
#include "gk-history-test-util.h"

#define BASE_TIME G_GINT64_CONSTANT (1767225600)

static const char *const hard_names[] = {
  "Anna, Béla és \"Cili\"",
  "line one\nline two",
  "crlf\r\nname",
  "  leading and trailing  ",
  "\"\"",
  "Вера «Ёж» Щукина",
  "🎲 emoji 🀄",
  "tab\tinside",
};

/* Plays with every hard name, a solo play, and plays from real games. */
static GPtrArray *
make_plays (const char *games_dir)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 12, 17, BASE_TIME);
  g_autofree char *index_path = g_strconcat (games_dir, ".sqlite", NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  GPtrArray *plays;

  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  g_assert_cmpuint (plays->len, ==, 12);

  for (guint i = 0; i < G_N_ELEMENTS (hard_names); i += 2)
    {
      GkHistoryPlay *play = gk_history_play_new ();

      play->file = g_strdup_printf ("hard, \"%u\".ginkgo", i);
      play->started = BASE_TIME - 7200 * (gint64) (i + 1);
      play->finished = play->started + 3600;
      play->n_players = 2;
      play->rounds = 9;
      play->end_trigger = GK_END_RESOURCES;
      play->end_player = 1;
      for (guint j = 0; j < 2; j++)
        {
          GkHistoryPlayer p = { g_strdup (hard_names[i + j]), (GkPlayerColour) (j + 2),
                                (gint) j, 10 + j, 5, 2 * j, 20, 37 + 3 * j, 2 - j, j == 1 };

          g_array_append_val (play->players, p);
        }
      g_ptr_array_add (plays, play);
    }

  {
    GkHistoryPlay *play = gk_history_play_new ();
    GkHistoryPlayer me = { g_strdup ("Zoë"), GK_PLAYER_COLOUR_PURPLE, 0, 30, 10, 4, 12, 56, 1,
                           TRUE };
    GkHistoryPlayer hal = { NULL, GK_PLAYER_COLOUR_BLACK, GK_PLAYER_HAL, 20, 8, 0, 15, 43, 2,
                            FALSE };

    play->file = g_strdup ("solo.ginkgo");
    play->started = play->finished = BASE_TIME - 99999;
    play->n_players = 1;
    play->variant = GK_VARIANT_SOLO;
    play->solo_level = GK_SOLO_EXPERT;
    play->rounds = 14;
    play->end_trigger = GK_END_TILES;
    g_array_append_val (play->players, me);
    g_array_append_val (play->players, hal);
    g_ptr_array_add (plays, play);
  }
  return plays;
}

static void
assert_same_plays (GPtrArray *a,
                   GPtrArray *b,
                   gboolean   components)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      const GkHistoryPlay *pa = a->pdata[i];
      const GkHistoryPlay *pb = b->pdata[i];

      g_assert_cmpstr (pa->file, ==, pb->file);
      g_assert_cmpint (pa->finished, ==, pb->finished);
      g_assert_cmpint (pa->variant, ==, pb->variant);
      if (pa->variant == GK_VARIANT_SOLO)
        g_assert_cmpint (pa->solo_level, ==, pb->solo_level);
      g_assert_cmpuint (pa->n_players, ==, pb->n_players);
      g_assert_cmpuint (pa->rounds, ==, pb->rounds);
      if (components)
        {
          g_assert_cmpint (pa->started, ==, pb->started);
          g_assert_cmpint (pa->end_trigger, ==, pb->end_trigger);
          g_assert_cmpint (pa->end_player, ==, pb->end_player);
        }
      g_assert_cmpuint (pa->players->len, ==, pb->players->len);
      for (guint j = 0; j < pa->players->len; j++)
        {
          const GkHistoryPlayer *x = &g_array_index (pa->players, GkHistoryPlayer, j);
          const GkHistoryPlayer *y = &g_array_index (pb->players, GkHistoryPlayer, j);

          /* BG Stats lists a person once, in one spelling. */
          if (components || x->name == NULL)
            g_assert_cmpstr (x->name, ==, y->name);
          else
            {
              g_autofree char *kx = gk_history_name_key (x->name);
              g_autofree char *ky = gk_history_name_key (y->name);

              g_assert_cmpstr (kx, ==, ky);
            }
          g_assert_cmpint (x->seat, ==, y->seat);
          g_assert_cmpint (x->colour, ==, y->colour);
          g_assert_cmpuint (x->total, ==, y->total);
          g_assert_cmpuint (x->rank, ==, y->rank);
          g_assert_cmpint (x->winner, ==, y->winner);
          if (components)
            {
              g_assert_cmpuint (x->tokens, ==, y->tokens);
              g_assert_cmpuint (x->cards, ==, y->cards);
              g_assert_cmpuint (x->renewal, ==, y->renewal);
              g_assert_cmpuint (x->districts, ==, y->districts);
            }
        }
    }
}

static void
test_csv_round_trip (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autoptr(GPtrArray) plays = make_plays (games_dir);
  g_autofree char *csv = gk_history_to_csv (plays);
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  guint n_rows = 0;

  g_assert_true (g_utf8_validate (csv, -1, NULL));
  back = gk_history_from_csv (csv, &error);
  g_assert_no_error (error);
  assert_same_plays (plays, back, TRUE);

  /* One row per player per play, under one header, every line ended by CRLF. */
  rows = gk_history_csv_parse (csv, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < plays->len; i++)
    n_rows += ((GkHistoryPlay *) plays->pdata[i])->players->len;
  g_assert_cmpuint (rows->len, ==, n_rows + 1);
  g_assert_true (g_str_has_suffix (csv, "\r\n"));
  g_assert_nonnull (strstr (csv, "\"Anna, Béla és \"\"Cili\"\"\""));

  gk_history_test_remove_tree (dir);
}

static void
test_csv_refused (void)
{
  static const char *const bad[] = {
    "date,started\r\n\"unclosed\r\n",
    "a,b\"c\r\n",
    "\"closed\"after,b\r\n",
    "name,score\r\nAnna,3\r\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) plays = gk_history_from_csv (bad[i], &error);

      g_assert_null (plays);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
}

static void
test_bgstats_round_trip (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autoptr(GPtrArray) plays = make_plays (games_dir);
  g_autofree char *json = gk_history_to_bgstats (plays, NULL);
  g_autofree char *again = gk_history_to_bgstats (plays, NULL);
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *game, *play;

  back = gk_history_from_bgstats (json, &error);
  g_assert_no_error (error);
  assert_same_plays (plays, back, FALSE);

  /* The fields BG Stats reads, and the same uuids on a second export. */
  g_assert_cmpstr (json, ==, again);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  game = json_array_get_object_element (json_object_get_array_member (root, "games"), 0);
  g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, "Ginkgopolis");
  g_assert_cmpint (json_object_get_int_member (game, "bggId"), ==, GK_BGG_ID);
  g_assert_true (json_object_get_boolean_member (game, "highestWins"));
  play = json_array_get_object_element (json_object_get_array_member (root, "plays"), 0);
  g_assert_cmpint (json_object_get_int_member (play, "gameRefId"), ==,
                   json_object_get_int_member (game, "id"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "playerScores")),
                    ==, ((GkHistoryPlay *) plays->pdata[0])->players->len);
  g_assert_cmpuint (strlen (json_object_get_string_member (play, "uuid")), ==, 36);
  /* Seven people from the generated games, eight hard names, Zoë and HAL. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "players")),
                    <=, GK_HISTORY_TEST_N_PEOPLE + G_N_ELEMENTS (hard_names) + 2);

  g_assert_null (gk_history_from_bgstats ("{\"players\": []}", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);

  gk_history_test_remove_tree (dir);
}

static void
test_import_folder (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *source = g_build_filename (dir, "source", NULL);
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *bad = g_build_filename (source, "bad.ginkgo", NULL);
  g_autofree char *taken = g_build_filename (games_dir, "game-000.ginkgo", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(GPtrArray) games = gk_history_test_make_games (source, 3, 8, BASE_TIME);
  g_autoptr(GFile) folder = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (bad, "<ginkgopolis", -1, &error);
  g_assert_no_error (error);
  g_mkdir_with_parents (games_dir, 0700);
  g_file_set_contents (taken, "the library's own file", -1, &error);

  {
    g_autoptr(GkHistoryImportResult) result = gk_history_import_folder (folder, games_dir, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (result->imported, ==, 3);
    g_assert_cmpuint (result->refused->len, ==, 1);
  }
  /* Never overwritten: the copy went to a new name, with the file's date. */
  g_file_get_contents (taken, &kept, NULL, &error);
  g_assert_cmpstr (kept, ==, "the library's own file");
  {
    g_autofree char *copy = g_build_filename (games_dir, "game-000-2.ginkgo", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (copy);
    g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                   G_FILE_QUERY_INFO_NONE, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED),
                      ==, BASE_TIME);
  }
  /* Twice: nothing new. */
  {
    g_autoptr(GkHistoryImportResult) result = gk_history_import_folder (folder, games_dir, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (result->imported, ==, 0);
    g_assert_cmpuint (result->duplicates, ==, 3);
  }
  gk_history_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/export/csv-round-trip", test_csv_round_trip);
  g_test_add_func ("/history/export/csv-refused", test_csv_refused);
  g_test_add_func ("/history/export/bgstats-round-trip", test_bgstats_round_trip);
  g_test_add_func ("/history/import/folder", test_import_folder);

  return g_test_run ();
}
