/* test-history-export.c: CSV and BG Stats files read back give the same
 * plays, a play and a person keep their identity, nothing in a cell runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "gk-history-export.h"
#include "gk-history-import.h"
#include "gk-history-index.h"
#include "gk-bgstats-shape.h"
#include "gk-history-test-util.h"
#include "gk-sheet-file.h"

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

/* A finished 7 Wonders sheet with Cities for eight: seats past the fifth,
 * a total below 0. */
static void
make_eight_seats (const char *games_dir)
{
  g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_seven_wonders, 8,
                                           gk_sheet_game_find_module (&gk_sheet_seven_wonders,
                                                                      "cities"));
  g_autofree char *path = g_build_filename (games_dir, "eight.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GkPlayRecord *record = gk_sheet_get_play (sheet);

  gk_sheet_start_play (sheet);
  gk_time_now (&record->finished);
  for (guint p = 0; p < 8; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p + 1);

      gk_sheet_set_player_name (sheet, p, name);
      g_assert_true (gk_sheet_set_value (sheet, p, (guint) gk_sheet_game_find_key (
                                           &gk_sheet_seven_wonders, "military-defeat"), 8 - p,
                                         NULL));
      g_assert_true (gk_sheet_set_value (sheet, p, (guint) gk_sheet_game_find_key (
                                           &gk_sheet_seven_wonders, "civilian"), 2 * p, NULL));
    }
  g_assert_true (gk_sheet_file_save (sheet, file, &error));
  g_assert_no_error (error);
}

/* Plays with every hard name, a solo play, plays from real games and
 * finished score sheets of every other game. */
static GPtrArray *
make_plays (const char *games_dir)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 12, 17, BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (games_dir, 6, 23, BASE_TIME + 60,
                                                             7200, NULL);
  g_autofree char *index_path = g_strconcat (games_dir, ".sqlite", NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  GPtrArray *plays;

  make_eight_seats (games_dir);
  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  g_assert_cmpuint (plays->len, ==, 12 + 6 + 1);

  for (guint i = 0; i < G_N_ELEMENTS (hard_names); i += 2)
    {
      GkHistoryPlay *play = gk_history_play_new ();

      play->file = g_strdup_printf ("hard, \"%u\".ginkgo", i);
      /* One play without an id, as from an older export. */
      play->id = i == 0 ? NULL : g_strdup_printf ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a%02u", i);
      play->location = i % 4 == 2 ? g_strdup (hard_names[i]) : NULL;
      play->note = i % 4 == 2 ? g_strdup ("A note,\nover two lines") : NULL;
      play->duration = i == 2 ? -1 : 3000 + 61 * (gint64) i;
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

          if (j == 1)
            p.person = g_strdup_printf ("5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b%02u", i);
          g_array_append_val (play->players, p);
        }
      g_ptr_array_add (plays, play);
    }

  {
    GkHistoryPlay *play = gk_history_play_new ();
    GkHistoryPlayer me = { g_strdup ("Zoë"), GK_PLAYER_COLOUR_PURPLE, 0, 30, 10, 4, 12, 56, 1,
                           TRUE };
    GkHistoryPlayer hal = { NULL, GK_PLAYER_COLOUR_BLACK, GK_HISTORY_SEAT_HAL, 20, 8, 0, 15, 43, 2,
                            FALSE };

    play->file = g_strdup ("solo.ginkgo");
    play->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a99");
    hal.person = g_strdup (GK_PERSON_HAL);
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

/* What both formats keep of the plays; CSV (@components) all of it, BG
 * Stats no file name and no score components, the start to the second
 * and the playing time to the minute. */
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

      if (pa->id != NULL)
        g_assert_cmpstr (pa->id, ==, pb->id);
      else
        g_assert_true (gk_play_id_is_valid (pb->id));
      g_assert_cmpstr (pa->game, ==, pb->game);
      /* BG Stats has no room for a score sheet's categories. */
      if (components && pa->categories != NULL)
        g_assert_true (g_strv_equal ((const char * const *) pa->categories,
                                     (const char * const *) pb->categories));
      else
        g_assert_null (pb->categories);
      g_assert_cmpstr (pa->location, ==, pb->location);
      g_assert_cmpint (pa->duration < 0 ? -1 : (pa->duration + 30) / 60, ==,
                       pb->duration < 0 ? -1 : pb->duration / 60);
      g_assert_cmpint (pa->started, ==, pb->started);
      if (components)
        {
          g_assert_cmpstr (pa->file, ==, pb->file);
          g_assert_cmpint (pa->finished, ==, pb->finished);
        }
      else
        g_assert_cmpstr (pa->note, ==, pb->note);
      g_assert_cmpint (pa->variant, ==, pb->variant);
      if (pa->variant == GK_VARIANT_SOLO)
        g_assert_cmpint (pa->solo_level, ==, pb->solo_level);
      g_assert_cmpuint (pa->n_players, ==, pb->n_players);
      g_assert_cmpuint (pa->rounds, ==, pb->rounds);
      if (components)
        {
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
          if (x->person != NULL)
            g_assert_cmpstr (x->person, ==, y->person);
          else
            g_assert_true (gk_play_id_is_valid (y->person));
          g_assert_cmpint (x->total, ==, y->total);
          g_assert_cmpuint (x->rank, ==, y->rank);
          g_assert_cmpint (x->winner, ==, y->winner);
          if (components && x->categories != NULL)
            for (guint c = 0; c < gk_history_play_get_n_categories (pa); c++)
              g_assert_cmpint (x->categories[c], ==, y->categories[c]);
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
  g_autofree char *csv = gk_history_to_csv (plays, NULL);
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
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "playerScores")),
                    ==, ((GkHistoryPlay *) plays->pdata[0])->players->len);
  g_assert_cmpuint (strlen (json_object_get_string_member (play, "uuid")), ==, 36);
  /* Seven people from the generated games and sheets, eight hard names, the
   * eight seats, Zoë and HAL. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "players")),
                    <=, GK_HISTORY_TEST_N_PEOPLE + G_N_ELEMENTS (hard_names) + 8 + 2);
  /* A game entry for each game played, each play referring to its own:
   * BoardGameGeek's numbers, 0 (none) where not confirmed. */
  {
    JsonArray *games = json_object_get_array_member (root, "games");
    JsonArray *list = json_object_get_array_member (root, "plays");
    static const struct
    {
      const char *name;
      gint64      bgg_id;
    } expected[] = {
      { "Ginkgopolis", 128271 }, { "7 Wonders", 68448 }, { "Underwater Cities", 247763 },
      { "Blueprints", 0 },
    };

    /* The base games first, then the expansions played (Cities, of the
     * eight seats; whatever the generated sheets have). */
    g_assert_cmpuint (json_array_get_length (games), >, G_N_ELEMENTS (expected));
    for (guint g = 0; g < json_array_get_length (games); g++)
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, g),
                                                   "isExpansion"),
                       ==, g >= G_N_ELEMENTS (expected));
    for (guint g = 0; g < G_N_ELEMENTS (expected); g++)
      {
        JsonObject *entry = json_array_get_object_element (games, g);

        g_assert_cmpint (json_object_get_int_member (entry, "id"), ==, g + 1);
        g_assert_cmpstr (json_object_get_string_member (entry, "name"), ==, expected[g].name);
        g_assert_cmpint (json_object_get_int_member (entry, "bggId"), ==, expected[g].bgg_id);
        g_assert_cmpint (json_object_has_member (entry, "bggName"), ==, expected[g].bgg_id != 0);
      }
    for (guint i = 0; i < json_array_get_length (list); i++)
      {
        JsonObject *entry = json_array_get_object_element (list, i);
        const GkHistoryPlay *p = plays->pdata[i];
        JsonObject *its = json_array_get_object_element (
          games, (guint) json_object_get_int_member (entry, "gameRefId") - 1);

        g_assert_cmpstr (json_object_get_string_member (its, "name"), ==,
                         g_str_equal (p->game, GK_HISTORY_GAME_GINKGOPOLIS)
                         ? "Ginkgopolis" : gk_sheet_game_lookup (p->game)->name);
      }
  }

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
  g_autofree char *bad_sheet = g_build_filename (source, "bad-sheet.ginkgo", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (source, 3, 8, BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (source, 2, 8, BASE_TIME, 60, NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (bad, "<ginkgopolis", -1, &error);
  g_assert_no_error (error);
  /* A score sheet the sheets' loader refuses: 9 players. */
  g_file_set_contents (bad_sheet, "<scoresheet version=\"1\" game=\"blueprints\" players=\"9\"/>",
                       -1, &error);
  g_assert_no_error (error);
  g_mkdir_with_parents (games_dir, 0700);
  g_file_set_contents (taken, "the library's own file", -1, &error);

  {
    g_autoptr(GkHistoryImportResult) result = gk_history_import_folder (folder, games_dir, &error);

    g_assert_no_error (error);
    /* The games and the score sheets. */
    g_assert_cmpuint (result->imported, ==, 3 + 2);
    g_assert_cmpuint (result->refused->len, ==, 2);
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
    g_assert_cmpuint (result->duplicates, ==, 3 + 2);
  }
  gk_history_test_remove_tree (dir);
}

/* ---- CSV: columns, formulas, file names ---- */

/* The columns a spreadsheet gets, by name. */
static guint
column (char      **header,
        const char *name)
{
  for (guint c = 0; header[c] != NULL; c++)
    if (g_str_equal (header[c], name))
      return c;
  g_error ("no column “%s”", name);
  return 0;
}

static GkHistoryPlay *
two_player_play (const char *first,
                 const char *second)
{
  GkHistoryPlay *play = gk_history_play_new ();

  play->file = g_strdup ("-two.ginkgo");
  play->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  play->started = BASE_TIME;
  play->finished = BASE_TIME + 5400;
  play->duration = 4710;
  play->n_players = 2;
  play->rounds = 11;
  play->end_trigger = GK_END_TILES;
  for (guint j = 0; j < 2; j++)
    {
      GkHistoryPlayer p = { g_strdup (j == 0 ? first : second), (GkPlayerColour) j, (gint) j,
                            30, 10, 4, 12, 56 - (guint) j, 1 + j, j == 0 };

      g_array_append_val (play->players, p);
    }
  return play;
}

/* An empty list of plays, each freed with it. */
static GPtrArray *
plays_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
}

/* Cell @c of a row of this version as the versions before wrote it: the
 * dates in UTC with a "Z" (this version's plays here are in UTC). */
static void
older_cell (GString     *older,
            char       **fields,
            char       **header,
            guint        c,
            gboolean     more)
{
  const char *offset = fields[column (header, "utc_offset")];

  if (c <= 1 && fields != header)
    {
      g_assert_true (g_str_equal (offset, "Z") || g_str_equal (offset, "+00:00"));
      g_string_append_printf (older, "%sZ", fields[c]);
    }
  else
    g_string_append (older, fields[c]);
  g_string_append (older, more ? "," : "\r\n");
}

/* The new columns: the play's id, where, how long, whose seat. */
static void
test_csv_columns (void)
{
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *anna = gk_history_person_id (NULL, "Anna", NULL);
  GkHistoryPlay *play = two_player_play ("Anna", "Béla");
  char **header, **row;

  play->location = g_strdup ("Anna's flat");
  g_array_index (play->players, GkHistoryPlayer, 1).person =
    g_strdup ("5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");
  g_ptr_array_add (plays, play);
  csv = gk_history_to_csv (plays, NULL);
  rows = gk_history_csv_parse (csv, &error);
  g_assert_no_error (error);
  header = rows->pdata[0];
  row = rows->pdata[1];
  g_assert_cmpstr (row[column (header, "play_id")], ==, play->id);
  g_assert_cmpstr (row[column (header, "location")], ==, "Anna's flat");
  g_assert_cmpstr (row[column (header, "duration_min")], ==, "79");
  g_assert_cmpstr (row[column (header, "person")], ==, anna);
  g_assert_cmpstr (((char **) rows->pdata[2])[column (header, "person")], ==,
                   "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");
  /* The columns of the version before come first, in their order. */
  g_assert_cmpuint (column (header, "winner"), ==, 18);
  g_assert_cmpuint (column (header, "play_id"), ==, 19);

  /* A file of the version before is still read. */
  {
    GString *older = g_string_new (NULL);
    g_autoptr(GPtrArray) back = NULL;

    for (guint i = 0; i < rows->len; i++)
      {
        char **fields = rows->pdata[i];

        for (guint c = 0; c < 19; c++)
          older_cell (older, fields, header, c, c < 18);
      }
    back = gk_history_from_csv (older->str, &error);
    g_string_free (older, TRUE);
    g_assert_no_error (error);
    g_assert_cmpuint (back->len, ==, 1);
    g_assert_null (((GkHistoryPlay *) back->pdata[0])->id);
    g_assert_cmpint (((GkHistoryPlay *) back->pdata[0])->duration, ==, -1);
    g_assert_cmpstr (((GkHistoryPlay *) back->pdata[0])->game, ==, GK_HISTORY_GAME_GINKGOPOLIS);
  }
  /* And one of the version with ids, places and persons, before games. */
  {
    GString *older = g_string_new (NULL);
    g_autoptr(GPtrArray) back = NULL;

    g_assert_cmpuint (column (header, "game"), ==, 23);
    for (guint i = 0; i < rows->len; i++)
      {
        char **fields = rows->pdata[i];

        for (guint c = 0; c < 23; c++)
          older_cell (older, fields, header, c, c < 22);
      }
    back = gk_history_from_csv (older->str, &error);
    g_string_free (older, TRUE);
    g_assert_no_error (error);
    assert_same_plays (plays, back, TRUE);
  }
}

/* The dates on the clock where each play was played, its offset in a
 * column of its own ("Z": not known, the dates in UTC), the note last of
 * the fixed columns; read back, the same play. */
static void
test_csv_local_time (void)
{
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  GkHistoryPlay *tokyo = two_player_play ("Anna", "Béla");
  GkHistoryPlay *boston = two_player_play ("Anna", "Béla");
  GkHistoryPlay *nowhere = two_player_play ("Anna", "Béla");
  char **header;

  tokyo->utc_offset = 9 * 3600;
  tokyo->offset_known = TRUE;
  tokyo->note = g_strdup ("=first, \"rainy\"\nevening");
  g_free (boston->id);
  boston->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a92");
  boston->utc_offset = -5 * 3600;
  boston->offset_known = TRUE;
  g_free (nowhere->id);
  nowhere->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a93");
  g_ptr_array_add (plays, tokyo);
  g_ptr_array_add (plays, boston);
  g_ptr_array_add (plays, nowhere);
  csv = gk_history_to_csv (plays, NULL);
  /* The same bytes whatever the zone of the machine that exports. */
  {
    static const char *const zones[] = { "XYZ-13", "ABC+11" };

    for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
      {
        g_autofree char *there = NULL;

        g_setenv ("TZ", zones[z], TRUE);
        there = gk_history_to_csv (plays, NULL);
        g_assert_cmpstr (there, ==, csv);
      }
    g_unsetenv ("TZ");
  }
  rows = gk_history_csv_parse (csv, &error);
  g_assert_no_error (error);
  header = rows->pdata[0];
  /* 2026-01-01 00:00 UTC for 90 minutes. */
  {
    static const char *const expected[][4] = {
      { "2026-01-01T10:30:00", "2026-01-01T09:00:00", "+09:00", "'=first, \"rainy\"\nevening" },
      { "2026-01-01T10:30:00", "2026-01-01T09:00:00", "+09:00", "'=first, \"rainy\"\nevening" },
      { "2025-12-31T20:30:00", "2025-12-31T19:00:00", "-05:00", "" },
      { "2025-12-31T20:30:00", "2025-12-31T19:00:00", "-05:00", "" },
      { "2026-01-01T01:30:00", "2026-01-01T00:00:00", "Z", "" },
    };

    for (guint r = 0; r < G_N_ELEMENTS (expected); r++)
      {
        char **row = rows->pdata[r + 1];

        g_assert_cmpstr (row[column (header, "date")], ==, expected[r][0]);
        g_assert_cmpstr (row[column (header, "started")], ==, expected[r][1]);
        g_assert_cmpstr (row[column (header, "utc_offset")], ==, expected[r][2]);
        g_assert_cmpstr (row[column (header, "note")], ==, expected[r][3]);
      }
  }
  /* Every column of the versions before keeps its place. */
  g_assert_cmpuint (column (header, "game"), ==, 23);
  g_assert_cmpuint (column (header, "utc_offset"), ==, 24);
  g_assert_cmpuint (column (header, "note"), ==, 25);

  back = gk_history_from_csv (csv, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, 3);
  for (guint i = 0; i < back->len; i++)
    {
      const GkHistoryPlay *a = plays->pdata[i];
      const GkHistoryPlay *b = back->pdata[i];

      g_assert_cmpint (b->started, ==, a->started);
      g_assert_cmpint (b->finished, ==, a->finished);
      g_assert_cmpint (b->utc_offset, ==, a->utc_offset);
      g_assert_cmpint (b->offset_known, ==, a->offset_known);
      g_assert_cmpstr (b->note, ==, a->note);
    }
}

/* The header line of @csv. */
static char *
first_line (const char *csv)
{
  const char *end = strstr (csv, "\r\n");

  g_assert_nonnull (end);
  return g_strndup (csv, (gsize) (end - csv));
}

/* A finished sheet of @game for two, the first seat with @key at @n. */
static GkHistoryPlay *
sheet_play (const GkSheetGame *game,
            const char        *key,
            gint               n)
{
  g_autoptr(GkSheet) sheet = gk_sheet_new (game, 2, 0);

  gk_sheet_start_play (sheet);
  gk_time_now (&gk_sheet_get_play (sheet)->finished);
  gk_sheet_set_player_name (sheet, 0, "Anna");
  gk_sheet_set_player_name (sheet, 1, "Béla");
  g_assert_true (gk_sheet_set_value (sheet, 0, (guint) gk_sheet_game_find_key (game, key), n,
                                     NULL));
  return gk_history_play_new_from_sheet ("sheet.ginkgo", 0, 0, sheet);
}

/* The game of each row, then a column per category of the sheets' games
 * exported, in a fixed order: each game's in the order New Game offers
 * them, each category once; empty where a row's game has no such
 * category, and a game of Ginkgopolis has none. */
static void
test_csv_sheet_columns (void)
{
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GStrvBuilder) expected = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) columns = NULL;
  g_autofree char *csv = NULL;
  const GkSheetGame *games[] = { &gk_sheet_seven_wonders, &gk_sheet_underwater_cities };
  char **header, **row;

  g_ptr_array_add (plays, sheet_play (&gk_sheet_underwater_cities, "track", 71));
  g_ptr_array_add (plays, two_player_play ("Anna", "Béla"));
  g_ptr_array_add (plays, sheet_play (&gk_sheet_seven_wonders, "military-defeat", 5));
  csv = gk_history_to_csv (plays, NULL);
  rows = gk_history_csv_parse (csv, &error);
  g_assert_no_error (error);
  header = rows->pdata[0];
  g_assert_cmpuint (column (header, "person"), ==, 22);
  g_assert_cmpuint (column (header, "game"), ==, 23);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint c = 0; c < games[g]->n_categories; c++)
      if (g_hash_table_add (seen, (gpointer) games[g]->categories[c].id))
        g_strv_builder_add (expected, games[g]->categories[c].id);
  columns = g_strv_builder_end (expected);
  /* Then the offset and the note, then the categories. */
  g_assert_cmpuint (column (header, "utc_offset"), ==, 24);
  g_assert_cmpuint (column (header, "note"), ==, 25);
  g_assert_cmpuint (g_strv_length (header), ==, 26 + g_strv_length (columns));
  for (guint c = 0; columns[c] != NULL; c++)
    {
      g_autofree char *name = g_strconcat ("category:", columns[c], NULL);

      g_assert_cmpstr (header[26 + c], ==, name);
    }

  /* Underwater Cities: its track, its other categories 0, none of 7 Wonders'. */
  row = rows->pdata[1];
  g_assert_cmpstr (row[column (header, "game")], ==, "underwater-cities");
  g_assert_cmpstr (row[column (header, "category:track")], ==, "71");
  g_assert_cmpstr (row[column (header, "category:other")], ==, "0");
  g_assert_cmpstr (row[column (header, "category:military")], ==, "");
  g_assert_cmpstr (row[column (header, "total")], ==, "71");
  g_assert_cmpstr (row[column (header, "colour")], ==, "");
  g_assert_cmpstr (row[column (header, "tokens")], ==, "");
  g_assert_cmpstr (row[column (header, "rounds")], ==, "");
  /* Ginkgopolis: no category at all. */
  row = rows->pdata[3];
  g_assert_cmpstr (row[column (header, "game")], ==, "ginkgopolis");
  g_assert_cmpstr (row[column (header, "tokens")], ==, "30");
  for (guint c = 26; header[c] != NULL; c++)
    g_assert_cmpstr (row[c], ==, "");
  /* 7 Wonders: five defeats, below 0; the expansions' categories empty. */
  row = rows->pdata[5];
  g_assert_cmpstr (row[column (header, "category:military")], ==, "-5");
  g_assert_cmpstr (row[column (header, "category:leaders")], ==, "");
  g_assert_cmpstr (row[column (header, "category:track")], ==, "");
  g_assert_cmpstr (row[column (header, "total")], ==, "-5");

  back = gk_history_from_csv (csv, &error);
  g_assert_no_error (error);
  assert_same_plays (plays, back, TRUE);

  /* The same plays in another order: the same columns. */
  {
    g_autoptr(GPtrArray) reversed = g_ptr_array_new ();
    g_autofree char *again = NULL;
    g_autofree char *first = first_line (csv);
    g_autofree char *second = NULL;

    for (guint i = plays->len; i > 0; i--)
      g_ptr_array_add (reversed, plays->pdata[i - 1]);
    again = gk_history_to_csv (reversed, NULL);
    second = first_line (again);
    g_assert_cmpstr (first, ==, second);
  }

  /* Ginkgopolis alone: the game column and no category. */
  g_ptr_array_remove_index (plays, 2);
  g_ptr_array_remove_index (plays, 0);
  {
    g_autofree char *alone = gk_history_to_csv (plays, NULL);
    g_autofree char *line = first_line (alone);

    g_assert_true (g_str_has_suffix (line, ",person,game,utc_offset,note"));
  }
}

/* @csv with its first @from made @to is refused, as no export of ours. */
static void
assert_refused_with (const char *csv,
                     const char *from,
                     const char *to)
{
  g_autoptr(GString) text = g_string_new (csv);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) back = NULL;

  g_assert_nonnull (strstr (csv, from));
  g_string_replace (text, from, to, 1);
  back = gk_history_from_csv (text->str, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_null (back);
}

/* A category where a game has none, a category column twice, a game left
 * empty: refused. */
static void
test_csv_sheet_refused (void)
{
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autofree char *csv = NULL;

  g_ptr_array_add (plays, two_player_play ("Anna", "Béla"));
  g_ptr_array_add (plays, sheet_play (&gk_sheet_blueprints, "round-1-points", 20));
  csv = gk_history_to_csv (plays, NULL);
  /* Ginkgopolis' first row ends with its empty category cells. */
  assert_refused_with (csv, ",ginkgopolis,Z,,,\r\n", ",ginkgopolis,Z,,3,\r\n");
  /* An offset that is none. */
  assert_refused_with (csv, ",ginkgopolis,Z,", ",ginkgopolis,+1h,");
  assert_refused_with (csv, "category:prizes", "category:awards");
  assert_refused_with (csv, ",blueprints,", ",,");
}

/* A name, a file name or a place that a spreadsheet would run is written
 * with a leading quote (OWASP, CSV injection), numbers as numbers, and
 * reading back takes the quote away again. */
static void
test_csv_injection (void)
{
  static const char *const names[] = {
    "=HYPERLINK(\"http://example.com/\",\"click\")", "+1", "-2", "@SUM(1+1)", "\tTab",
    "\rReturn", "'=quoted already", "''@twice", "'plain", "Anna = Béla", "-",
  };
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GkHistoryPlay *play = two_player_play (names[i], "Béla");

      g_free (play->id);
      play->id = g_strdup_printf ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a%02u", i);
      play->location = g_strdup (names[i]);
      g_ptr_array_add (plays, play);
    }
  csv = gk_history_to_csv (plays, NULL);
  rows = gk_history_csv_parse (csv, &error);
  g_assert_no_error (error);

  for (guint r = 1; r < rows->len; r++)
    {
      char **row = rows->pdata[r];

      for (guint c = 0; row[c] != NULL; c++)
        {
          /* No cell starts a formula. */
          g_assert_null (strchr ("=+-@\t\r", row[c][0] != '\0' ? row[c][0] : 'x'));
          if (c == column (rows->pdata[0], "total"))
            g_assert_cmpstr (row[c], ==, r % 2 == 1 ? "56" : "55");
        }
    }
  g_assert_nonnull (strstr (csv, "\"'=HYPERLINK(\"\"http://example.com/\"\",\"\"click\"\")\""));
  g_assert_nonnull (strstr (csv, ",'+1,"));
  g_assert_nonnull (strstr (csv, ",'@SUM(1+1),"));
  g_assert_nonnull (strstr (csv, ",'-two.ginkgo,"));
  g_assert_nonnull (strstr (csv, ",''=quoted already,"));
  g_assert_nonnull (strstr (csv, ",'plain,"));
  g_assert_nonnull (strstr (csv, ",30,10,4,12,56,1,yes,"));

  back = gk_history_from_csv (csv, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < back->len; i++)
    {
      const GkHistoryPlay *play = back->pdata[i];

      g_assert_cmpstr (g_array_index (play->players, GkHistoryPlayer, 0).name, ==, names[i]);
      g_assert_cmpstr (play->location, ==, names[i]);
      g_assert_cmpstr (play->file, ==, "-two.ginkgo");
    }
}

/* A file name that is not UTF-8 leaves both exports valid. */
static void
test_file_name_not_utf8 (void)
{
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;
  GkHistoryPlay *play = two_player_play ("Anna", "Béla");

  g_free (play->file);
  play->file = g_strdup ("caf\xe9 \xff\xfe.ginkgo");
  g_ptr_array_add (plays, play);
  csv = gk_history_to_csv (plays, NULL);
  json = gk_history_to_bgstats (plays, NULL);
  g_assert_true (g_utf8_validate (csv, -1, NULL));
  g_assert_true (g_utf8_validate (json, -1, NULL));
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  /* The name as GLib shows it: the bytes it could not read replaced. */
  g_assert_nonnull (strstr (csv, ",caf\xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd.ginkgo,"));
}

/* ---- BG Stats: the shape, a play's identity, persons ---- */

static void
test_bgstats_shape (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autoptr(GPtrArray) plays = make_plays (games_dir);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  g_autofree char *json = gk_history_to_bgstats (plays, NULL);
  g_autofree char *empty = gk_history_to_bgstats (none, NULL);
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (gk_bgstats_shape_read (json), ==, plays->len);
  g_assert_cmpuint (gk_bgstats_shape_read (empty), ==, 0);
  /* And what BG Stats would import, this module reads back. */
  back = gk_history_from_bgstats (json, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, plays->len);
  gk_history_test_remove_tree (dir);
}

/* short-2p with the play's record: @id, started at 01:00 in UTC+1, every
 * move 90 s after the one before but a pause of 45 min after the fifth, a
 * place and a note. */
static char *
game_with_record (const char *id)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", "short-2p.ginkgo",
                                                 NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return gk_history_test_add_times (text, id, BASE_TIME, 3600, "=Anna's flat",
                                    "Béla's first game", 90, 0, 5);
}

/* A play as the index makes it of a file: its name and times, its content. */
static GkHistoryPlay *
play_from_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) game_file = gk_game_file_load (file, &error);
  g_autofree char *name = g_path_get_basename (path);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return gk_history_play_new_from_game (name, st.st_mtime, st.st_mtime, game_file->game);
}

/* What BG Stats keeps of an import: one play per uuid. */
static void
import (GHashTable *library,
        const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) plays = gk_history_from_bgstats (json, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < plays->len; i++)
    g_hash_table_add (library, g_strdup (((GkHistoryPlay *) plays->pdata[i])->id));
}

/* Touched, renamed or copied, a play keeps its uuid: an export imported
 * again counts nothing twice.  With an id in the file, or without one. */
static void
test_bgstats_play_identity (gconstpointer data)
{
  const char *id = data;
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *first = g_build_filename (dir, "game.ginkgo", NULL);
  g_autofree char *renamed = g_build_filename (dir, "Sunday's game.ginkgo", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy of it.ginkgo", NULL);
  g_autofree char *text = game_with_record (id);
  g_autoptr(GHashTable) library = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *uuid = NULL;
  const char *steps[] = { "saved", "touched", "renamed", "copied" };

  g_assert_true (g_file_set_contents (first, text, -1, NULL));
  gk_history_test_touch (first, BASE_TIME + 7200);
  for (guint step = 0; step < G_N_ELEMENTS (steps); step++)
    {
      g_autoptr(GPtrArray) plays = plays_new ();
      g_autofree char *json = NULL;
      const char *path = step < 2 ? first : renamed;

      if (step == 1)
        gk_history_test_touch (first, BASE_TIME + 99999);
      if (step == 2)
        g_assert_cmpint (g_rename (first, renamed), ==, 0);
      if (step == 3)
        {
          g_assert_true (g_file_set_contents (copy, text, -1, NULL));
          path = copy;
        }
      g_ptr_array_add (plays, play_from_file (path));
      json = gk_history_to_bgstats (plays, NULL);
      import (library, json);
      g_test_message ("%s: %u plays", steps[step], g_hash_table_size (library));
      if (uuid == NULL)
        uuid = g_strdup (((GkHistoryPlay *) plays->pdata[0])->id);
      g_assert_cmpuint (g_hash_table_size (library), ==, 1);
      g_assert_true (g_hash_table_contains (library, uuid));
    }
  if (id != NULL)
    g_assert_cmpstr (uuid, ==, id);
  gk_history_test_remove_tree (dir);
}

/* The play's record in the export: when (the start, in the play's own
 * time), how long (pauses left out), where, the note; never the file. */
static void
test_bgstats_record (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "secret name.ginkgo", NULL);
  g_autofree char *text = game_with_record ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *json = NULL;
  JsonObject *root, *play, *location;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_ptr_array_add (plays, play_from_file (path));
  json = gk_history_to_bgstats (plays, NULL);
  g_assert_null (strstr (json, "secret name"));
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  play = json_array_get_object_element (json_object_get_array_member (root, "plays"), 0);
  location = json_array_get_object_element (json_object_get_array_member (root, "locations"), 0);

  g_assert_cmpstr (json_object_get_string_member (play, "uuid"), ==,
                   "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  /* Set up at 01:00 in UTC+1, whatever the zone of this machine. */
  g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==, "2026-01-01 01:00:00");
  /* 22 moves 90 s apart but one after a pause of 45 min: 21 gaps, 31.5 min. */
  g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==, 32);
  g_assert_cmpstr (json_object_get_string_member (play, "comments"), ==, "Béla's first game");
  g_assert_cmpint (json_object_get_int_member (play, "locationRefId"), ==,
                   json_object_get_int_member (location, "id"));
  g_assert_cmpstr (json_object_get_string_member (location, "name"), ==, "=Anna's flat");
  gk_history_test_remove_tree (dir);
}

static const char *
player_uuid (JsonObject *root,
             const char *name)
{
  JsonArray *players = json_object_get_array_member (root, "players");

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (g_str_equal (json_object_get_string_member (player, "name"), name))
        return json_object_get_string_member (player, "uuid");
    }
  return NULL;
}

/* A person's player uuid is their UUID: a rename keeps it, "the same person
 * as" writes the surviving one, a person written in the file is that
 * person, and HAL is one fixed player. */
static void
test_bgstats_persons (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *profiles_path = g_build_filename (dir, "profiles.ini", NULL);
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autofree char *anna = gk_history_profiles_person_for_name (profiles, "Anna");
  g_autofree char *bela = gk_history_profiles_person_for_name (profiles, "Béla");
  g_autoptr(GError) error = NULL;
  GkHistoryPlay *solo = two_player_play ("Zoë", NULL);
  GkHistoryPlay *with_person = two_player_play ("Cili", "Dani");
  GkHistoryPlayer *hal = &g_array_index (solo->players, GkHistoryPlayer, 1);

  g_ptr_array_add (plays, two_player_play ("Anna", "Béla"));
  g_ptr_array_add (plays, two_player_play ("anna", "Cili"));
  hal->seat = GK_HISTORY_SEAT_HAL;
  hal->person = g_strdup (GK_PERSON_HAL);
  solo->variant = GK_VARIANT_SOLO;
  solo->n_players = 1;
  g_ptr_array_add (plays, solo);
  g_array_index (with_person->players, GkHistoryPlayer, 0).person = g_strdup (bela);
  g_ptr_array_add (plays, with_person);

  {
    g_autofree char *json = gk_history_to_bgstats (plays, profiles);
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root;

    g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_cmpstr (player_uuid (root, "Anna"), ==, anna);
    /* Cili in the last play is Béla by the file's word. */
    g_assert_cmpstr (player_uuid (root, "Béla"), ==, bela);
    g_assert_cmpstr (player_uuid (root, GK_HISTORY_HAL_NAME), ==, GK_PERSON_HAL);
  }

  g_assert_true (gk_history_profiles_rename (profiles, anna, "Anna Kovács", &error));
  g_assert_no_error (error);
  {
    g_autofree char *json = gk_history_to_bgstats (plays, profiles);
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root;

    g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_null (player_uuid (root, "Anna"));
    g_assert_cmpstr (player_uuid (root, "Anna Kovács"), ==, anna);
  }

  g_assert_true (gk_history_profiles_merge (profiles, bela, anna, &error));
  g_assert_no_error (error);
  {
    g_autofree char *json = gk_history_to_bgstats (plays, profiles);
    g_autofree char *csv = gk_history_to_csv (plays, profiles);
    g_autoptr(GPtrArray) back = gk_history_from_bgstats (json, &error);
    const GkHistoryPlay *first = back->pdata[0];

    g_assert_no_error (error);
    g_assert_null (strstr (json, bela));
    g_assert_null (strstr (csv, bela));
    g_assert_cmpstr (g_array_index (first->players, GkHistoryPlayer, 0).person, ==, anna);
    g_assert_cmpstr (g_array_index (first->players, GkHistoryPlayer, 1).person, ==, anna);
  }
  gk_history_test_remove_tree (dir);
}

/* Saved as BG Stats's play file: the name takes its extension. */
static void
test_bgsplay_path (void)
{
  static const char *const cases[][2] = {
    { "/tmp/plays.json", "/tmp/plays.bgsplay" },
    { "/tmp/plays.bgsplay", "/tmp/plays.bgsplay" },
    { "/tmp/plays", "/tmp/plays.bgsplay" },
    { "/tmp/json.d/plays.JSON", "/tmp/json.d/plays.JSON.bgsplay" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = gk_history_bgsplay_path (cases[i][0]);

      g_assert_cmpstr (path, ==, cases[i][1]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/export/csv-round-trip", test_csv_round_trip);
  g_test_add_func ("/history/export/csv-refused", test_csv_refused);
  g_test_add_func ("/history/export/csv-columns", test_csv_columns);
  g_test_add_func ("/history/export/csv-local-time", test_csv_local_time);
  g_test_add_func ("/history/export/csv-sheet-columns", test_csv_sheet_columns);
  g_test_add_func ("/history/export/csv-sheet-refused", test_csv_sheet_refused);
  g_test_add_func ("/history/export/csv-injection", test_csv_injection);
  g_test_add_func ("/history/export/file-name-not-utf8", test_file_name_not_utf8);
  g_test_add_func ("/history/export/bgstats-round-trip", test_bgstats_round_trip);
  g_test_add_func ("/history/export/bgstats-shape", test_bgstats_shape);
  g_test_add_func ("/history/export/bgsplay-path", test_bgsplay_path);
  g_test_add_data_func ("/history/export/bgstats-play-identity/with-id",
                        "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91", test_bgstats_play_identity);
  g_test_add_data_func ("/history/export/bgstats-play-identity/without-id", NULL,
                        test_bgstats_play_identity);
  g_test_add_func ("/history/export/bgstats-record", test_bgstats_record);
  g_test_add_func ("/history/export/bgstats-persons", test_bgstats_persons);
  g_test_add_func ("/history/import/folder", test_import_folder);

  return g_test_run ();
}
