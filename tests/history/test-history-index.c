/* test-history-index.c: the index holds what the files say, and heals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-history-index-private.h"
#include "gk-sheet-file.h"
#include "gk-sheet-score.h"
#include "gk-history-profiles.h"
#include "gk-history-stats.h"
#include "gk-history-test-util.h"

#define N_GAMES   200
#define BASE_TIME G_GINT64_CONSTANT (1767225600)   /* 2026-01-01 00:00 UTC */

typedef struct
{
  char *dir;
  char *games_dir;
  char *index_path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = gk_history_test_make_dir ();
  f->games_dir = g_build_filename (f->dir, "games", NULL);
  f->index_path = g_build_filename (f->dir, "history.sqlite", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_history_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->games_dir);
  g_free (f->index_path);
}

static GkHistoryIndex *
open_index (Fixture          *f,
            GkHistoryRebuild  expected)
{
  g_autoptr(GError) error = NULL;
  GkHistoryIndex *index = gk_history_index_new (f->games_dir, f->index_path);
  GkHistoryRebuild rebuild = GK_HISTORY_REBUILD_NONE;

  g_assert_true (gk_history_index_open (index, &rebuild, &error));
  g_assert_no_error (error);
  g_assert_cmpint (rebuild, ==, expected);
  return index;
}

static GPtrArray *
list (GkHistoryIndex *index)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *plays = gk_history_index_list_plays (index, &error);

  g_assert_no_error (error);
  g_assert_nonnull (plays);
  return plays;
}

/* What `ginkgo-companion --score FILE --format=tsv` prints, one GStrv per line. */
static GPtrArray *
score_tsv (GkGame *game)
{
  g_autofree char *report = gk_report_score (gk_game_get_table (game), GK_REPORT_TSV);
  g_auto(GStrv) lines = g_strsplit (report, "\n", -1);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  g_assert_cmpstr (lines[0], ==, "player\ttokens\tcards\trenewal\tdistricts\ttotal");
  for (guint i = 1; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_ptr_array_add (rows, g_strsplit (lines[i], "\t", -1));
  return rows;
}

static void
test_rebuilt_matches_score (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, N_GAMES, 20261123,
                                                           BASE_TIME);
  g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);
  g_autoptr(GPtrArray) plays = list (index);

  g_assert_cmpuint (plays->len, ==, N_GAMES);
  g_assert_cmpuint (gk_history_index_get_n_plays (index), ==, N_GAMES);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      /* Newest first: the last game written comes first. */
      guint g = N_GAMES - 1 - i;
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", g);
      GkGame *game = g_ptr_array_index (games, g);
      const GkTable *table = gk_game_get_table (game);
      g_autoptr(GPtrArray) rows = score_tsv (game);
      gint end_player = GK_NO_PLAYER;
      GkEndTrigger end = gk_table_get_end_trigger (table, &end_player);

      g_assert_cmpstr (play->file, ==, name);
      g_assert_cmpint (play->finished, ==, BASE_TIME + 3600 * (gint64) g);
      g_assert_cmpint (play->started, <=, play->finished);
      g_assert_cmpuint (play->n_players, ==, gk_table_get_n_players (table));
      g_assert_cmpint (play->variant, ==, GK_VARIANT_STANDARD);
      g_assert_cmpuint (play->rounds, ==, gk_table_get_round (table));
      g_assert_cmpint (play->end_trigger, ==, end);
      g_assert_cmpint (play->end_player, ==, end == GK_END_RESOURCES ? end_player : GK_NO_PLAYER);
      g_assert_cmpuint (play->players->len, ==, rows->len);

      for (guint r = 0; r < rows->len; r++)
        {
          char **row = g_ptr_array_index (rows, r);
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, r);
          g_autofree char *id = gk_history_seat_to_string (p->seat);
          g_autofree char *tokens = g_strdup_printf ("%u", p->tokens);
          g_autofree char *cards = g_strdup_printf ("%u", p->cards);
          g_autofree char *renewal = g_strdup_printf ("%u", p->renewal);
          g_autofree char *districts = g_strdup_printf ("%u", p->districts);
          g_autofree char *total = g_strdup_printf ("%d", p->total);
          gint best = 0;

          g_assert_cmpstr (id, ==, row[0]);
          g_assert_cmpstr (tokens, ==, row[1]);
          g_assert_cmpstr (cards, ==, row[2]);
          g_assert_cmpstr (renewal, ==, row[3]);
          g_assert_cmpstr (districts, ==, row[4]);
          g_assert_cmpstr (total, ==, row[5]);
          g_assert_cmpstr (p->name, ==, gk_table_get_player_name (table, p->seat));
          g_assert_cmpint (p->colour, ==, gk_table_get_player_colour (table, p->seat));
          for (guint k = 0; k < rows->len; k++)
            best = MAX (best, (gint) g_ascii_strtoll (((char **) rows->pdata[k])[5], NULL, 10));
          g_assert_cmpint (p->winner, ==, p->total == best);
          g_assert_cmpint (p->winner, ==, p->rank == 1);
        }
    }
}

static void
assert_n_plays (GkHistoryIndex *index,
                guint           n)
{
  g_autoptr(GPtrArray) plays = list (index);

  g_assert_cmpuint (plays->len, ==, n);
}

static void
test_corrupt_rebuilt (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 5, 7, BASE_TIME);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);
    assert_n_plays (index, 5);
  }
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    assert_n_plays (index, 5);
  }

  /* Not a database at all. */
  g_file_set_contents (f->index_path, "this is not SQLite", -1, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_CORRUPT);
    assert_n_plays (index, 5);
  }

  /* A database cut off halfway: the header is right, the pages are not. */
  {
    g_autofree char *contents = NULL;
    gsize length = 0;

    g_file_get_contents (f->index_path, &contents, &length, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (length, >, 4096);
    memset (contents + 100, 0xA5, length - 100);
    g_file_set_contents (f->index_path, contents, (gssize) length, &error);
    g_assert_no_error (error);
  }
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_CORRUPT);
    assert_n_plays (index, 5);
  }
}

static void
test_old_schema_rebuilt (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 4, 11, BASE_TIME);
  sqlite3 *db = NULL;

  /* An index from an earlier version: other tables, an older user_version. */
  g_assert_cmpint (sqlite3_open (f->index_path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db,
                                 "CREATE TABLE plays (file TEXT, score INTEGER);"
                                 "INSERT INTO plays VALUES ('game-000.ginkgo', 1);"
                                 "PRAGMA user_version = 0;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_SCHEMA);
    assert_n_plays (index, 4);
  }
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    assert_n_plays (index, 4);
  }
}

static void
count_changed (gpointer  instance,
               guint    *count)
{
  (*count)++;
}

static void
test_scan_follows_folder (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 3, 5, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = g_build_filename (f->games_dir, "game-000.ginkgo", NULL);
  g_autofree char *second = g_build_filename (f->games_dir, "game-001.ginkgo", NULL);
  g_autofree char *damaged = g_build_filename (f->games_dir, "damaged.ginkgo", NULL);
  g_autofree char *unfinished = g_build_filename (f->games_dir, "unfinished.ginkgo", NULL);
  g_autoptr(GFile) first_file = g_file_new_for_path (first);
  g_autoptr(GFile) unfinished_file = g_file_new_for_path (unfinished);
  guint changed = 0;

  g_signal_connect (index, "changed", G_CALLBACK (count_changed), &changed);
  assert_n_plays (index, 3);

  /* Nothing changed: no work, no signal. */
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_cmpuint (changed, ==, 0);

  /* A file that vanishes vanishes from the history. */
  g_assert_cmpint (g_unlink (second), ==, 0);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  assert_n_plays (index, 2);
  g_assert_cmpuint (changed, ==, 1);

  /* Told by whoever deletes it. */
  g_assert_cmpint (g_unlink (first), ==, 0);
  g_assert_true (gk_history_index_update_file (index, first_file, &error));
  g_assert_no_error (error);
  assert_n_plays (index, 1);
  g_assert_cmpuint (changed, ==, 2);

  /* A damaged file and a game in progress are no plays. */
  g_file_set_contents (damaged, "<ginkgopolis version=\"1\"><setup", -1, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GkSetup) setup = gk_setup_new (3);
    g_autoptr(GkGame) game = gk_game_new (setup, &error);

    g_assert_no_error (error);
    g_assert_true (gk_game_file_save (game, unfinished_file, &error));
    g_assert_no_error (error);
  }
  g_assert_true (gk_history_index_scan (index, &error));
  assert_n_plays (index, 1);
  g_assert_cmpuint (gk_history_index_get_n_damaged (index), ==, 1);

  /* The game in progress is finished and saved over: the save reports it. */
  g_assert_true (gk_game_file_save (g_ptr_array_index (games, 0), unfinished_file, &error));
  g_assert_no_error (error);
  gk_history_test_touch (unfinished, BASE_TIME + 3600 * 100);
  g_assert_true (gk_history_index_update_file (index, unfinished_file, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) plays = list (index);

    gboolean found = FALSE;

    g_assert_cmpuint (plays->len, ==, 2);
    /* (The same play as the first file, deleted: it keeps the date the
     * index first gave it.) */
    for (guint i = 0; i < plays->len; i++)
      found |= g_strcmp0 (((GkHistoryPlay *) plays->pdata[i])->file, "unfinished.ginkgo") == 0;
    g_assert_true (found);
  }

  /* A file outside the library is none of the history's business. */
  {
    g_autofree char *outside = g_build_filename (f->dir, "elsewhere.ginkgo", NULL);
    g_autoptr(GFile) outside_file = g_file_new_for_path (outside);

    g_assert_true (gk_game_file_save (g_ptr_array_index (games, 1), outside_file, &error));
    g_assert_true (gk_history_index_update_file (index, outside_file, &error));
    assert_n_plays (index, 2);
  }
}

static void
test_profiles_survive_rebuild (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 30, 3, BASE_TIME);
  g_autofree char *profiles_path = g_build_filename (f->dir, "profiles.ini", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *anna = gk_history_person_id (NULL, "Anna", NULL);
  g_autofree char *bela = gk_history_person_id (NULL, "Béla", NULL);
  guint anna_games, bela_games;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);
    g_autoptr(GPtrArray) plays = list (index);
    g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
    g_autoptr(GkHistoryStats) stats = gk_history_stats_compute (plays, profiles);

    anna_games = gk_history_stats_find_person (stats, anna)->games;
    bela_games = gk_history_stats_find_person (stats, bela)->games;
    g_assert_true (gk_history_profiles_merge (profiles, bela, anna, &error));
    g_assert_no_error (error);
    g_assert_true (gk_history_profiles_rename (profiles, anna, "Anna Kovács", &error));
    g_assert_no_error (error);
  }

  g_file_set_contents (f->index_path, "garbage", -1, &error);
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_CORRUPT);
    g_autoptr(GPtrArray) plays = list (index);
    g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (profiles_path);
    g_autoptr(GkHistoryStats) stats = gk_history_stats_compute (plays, profiles);
    g_autofree char *id = gk_history_profiles_person_for_name (profiles, "BÉLA");
    const GkHistoryPersonStats *person = gk_history_stats_find_person (stats, id);

    /* One person, Anna's identity under her new name. */
    g_assert_cmpstr (id, ==, anna);
    g_assert_nonnull (person);
    g_assert_cmpstr (person->name, ==, "Anna Kovács");
    /* The generated tables never seat one person twice: the sums add up. */
    g_assert_cmpuint (person->games, ==, anna_games + bela_games);
    g_assert_null (gk_history_stats_find_person (stats, bela));
  }
}

/* Solo games from the core's examples: HAL's row, the level, how it ended,
 * the totals of their hand-worked .score.tsv. */
static void
test_solo_plays (Fixture       *f,
                 gconstpointer  data)
{
  static const struct
  {
    const char  *name;
    GkSoloLevel  level;
    GkEndTrigger end;
    guint        mine, hal;
  } solo[] = {
    { "solo-cannot-pay", GK_SOLO_NORMAL, GK_END_OPPONENT_CANNOT_PAY, 21, 63 },
    { "solo-expert", GK_SOLO_EXPERT, GK_END_TILES, 11, 48 },
  };
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;

  g_mkdir_with_parents (f->games_dir, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (solo); i++)
    {
      g_autofree char *name = g_strconcat (solo[i].name, ".ginkgo", NULL);
      g_autofree char *from = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
      g_autofree char *to = g_build_filename (f->games_dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (to, contents, (gssize) length, NULL));
      gk_history_test_touch (to, BASE_TIME + i);
    }
  index = open_index (f, GK_HISTORY_REBUILD_MISSING);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, G_N_ELEMENTS (solo));
  for (guint i = 0; i < G_N_ELEMENTS (solo); i++)
    {
      /* Newest first. */
      const GkHistoryPlay *play = plays->pdata[G_N_ELEMENTS (solo) - 1 - i];
      const GkHistoryPlayer *me = gk_history_play_get_player (play, 0);
      const GkHistoryPlayer *hal = gk_history_play_get_player (play, GK_HISTORY_SEAT_HAL);

      g_assert_cmpint (play->variant, ==, GK_VARIANT_SOLO);
      g_assert_cmpint (play->solo_level, ==, solo[i].level);
      g_assert_cmpint (play->end_trigger, ==, solo[i].end);
      g_assert_cmpuint (play->n_players, ==, 1);
      g_assert_cmpuint (play->players->len, ==, 2);
      g_assert_nonnull (me);
      g_assert_nonnull (hal);
      g_assert_null (hal->name);
      g_assert_cmpint (me->total, ==, solo[i].mine);
      g_assert_cmpint (hal->total, ==, solo[i].hal);
      g_assert_false (me->winner);
      g_assert_true (hal->winner);
    }
}

/* A sheet's play says what the sheet says: its game, the categories its
 * expansions show, each seat's points, total and rank as the sheets score
 * them, its record. */
static void
assert_sheet_play (const GkHistoryPlay *play,
                   GkSheet             *sheet)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  const GkPlayRecord *record = gk_sheet_get_play (sheet);
  g_autoptr(GkSheetScore) score = gk_sheet_score_compute (sheet);
  guint shown = 0;

  g_assert_true (gk_history_play_is_sheet (play));
  g_assert_cmpstr (play->game, ==, game->id);
  g_assert_cmpstr (gk_history_play_get_game_name (play), ==, game->name);
  g_assert_cmpstr (play->id, ==, record->id);
  g_assert_false (play->id_derived);
  g_assert_cmpint (play->started, ==, record->started.usec / G_USEC_PER_SEC);
  g_assert_cmpint (play->finished, ==, record->finished.usec / G_USEC_PER_SEC);
  g_assert_cmpint (play->duration, ==, -1);
  g_assert_cmpuint (play->n_players, ==, gk_sheet_get_n_players (sheet));
  g_assert_cmpint (play->variant, ==, GK_VARIANT_STANDARD);
  g_assert_cmpuint (play->players->len, ==, gk_sheet_get_n_players (sheet));
  for (guint c = 0; c < game->n_categories; c++)
    if (gk_sheet_game_category_enabled (game, c, gk_sheet_get_modules (sheet)))
      g_assert_cmpint (gk_history_play_find_category (play, game->categories[c].id), ==,
                       shown++);
    else
      g_assert_cmpint (gk_history_play_find_category (play, game->categories[c].id), ==, -1);
  g_assert_cmpuint (gk_history_play_get_n_categories (play), ==, shown);

  for (guint seat = 0; seat < play->players->len; seat++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, seat);

      g_assert_cmpint (p->seat, ==, seat);
      g_assert_false (gk_history_player_is_hal (p));
      g_assert_cmpstr (p->name, ==, gk_sheet_get_player_name (sheet, seat));
      g_assert_cmpstr (p->person, ==, gk_play_record_get_person (record, seat));
      g_assert_cmpint (p->colour, ==, GK_HISTORY_NO_COLOUR);
      g_assert_cmpint (p->total, ==, score->totals[seat]);
      g_assert_cmpuint (p->rank, ==, score->ranks[seat]);
      g_assert_cmpint (p->winner, ==, score->ranks[seat] == 1);
      g_assert_nonnull (p->categories);
      for (guint c = 0; c < game->n_categories; c++)
        {
          gint k = gk_history_play_find_category (play, game->categories[c].id);

          if (k >= 0)
            g_assert_cmpint (p->categories[k], ==, gk_sheet_score_get (score, seat, c));
        }
    }
}

/* Finished score sheets are plays beside the games, with their categories;
 * a sheet in progress is not, a copy counts once, a damaged one is
 * damaged; and the index gives back what it stored. */
static void
test_sheets_are_plays (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 4, 17, BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (f->games_dir, 12, 2026, BASE_TIME
                                                             + 1800, 3600, NULL);
  g_autofree char *open_path = g_build_filename (f->games_dir, "open.ginkgo", NULL);
  g_autofree char *copy_path = g_build_filename (f->games_dir, "copy.ginkgo", NULL);
  g_autofree char *bad_path = g_build_filename (f->games_dir, "bad.ginkgo", NULL);
  g_autoptr(GError) error = NULL;
  gboolean negative = FALSE;

  /* Being filled in: no play yet. */
  {
    g_autoptr(GkSheet) open = gk_sheet_copy (g_ptr_array_index (sheets, 0));
    g_autoptr(GFile) file = g_file_new_for_path (open_path);

    gk_sheet_start_play (open);
    g_assert_true (gk_sheet_file_save (open, file, &error));
    g_assert_no_error (error);
  }
  /* A copy of a finished sheet, written before it: the same play. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (copy_path);

    g_assert_true (gk_sheet_file_save (g_ptr_array_index (sheets, 5), file, &error));
    g_assert_no_error (error);
    gk_history_test_touch (copy_path, BASE_TIME - 10);
  }
  /* Six defeats and nothing else: below 0 (spec W-6). */
  {
    g_autoptr(GkSheet) low = gk_sheet_new (&gk_sheet_seven_wonders, 2, 0);
    g_autofree char *path = g_build_filename (f->games_dir, "sheet-012.ginkgo", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    gk_sheet_start_play (low);
    gk_time_now (&gk_sheet_get_play (low)->finished);
    g_assert_true (gk_sheet_set_value (low, 0, (guint) gk_sheet_game_find_key (
                                         &gk_sheet_seven_wonders, "military-defeat"), 6, NULL));
    g_assert_true (gk_sheet_file_save (low, file, &error));
    g_assert_no_error (error);
    g_ptr_array_add (sheets, g_steal_pointer (&low));
  }
  /* A key the game does not have. */
  g_file_set_contents (bad_path, "<?xml version=\"1.0\"?>\n<scoresheet version=\"1\" "
                       "game=\"7-wonders\" players=\"2\"><player id=\"p1\"><count "
                       "key=\"gold\" n=\"1\"/></player><player id=\"p2\"/></scoresheet>\n",
                       -1, &error);
  g_assert_no_error (error);

  for (guint pass = 0; pass < 2; pass++)
    {
      /* Built from the files, then read back from the index. */
      g_autoptr(GkHistoryIndex) index = open_index (f, pass == 0 ? GK_HISTORY_REBUILD_MISSING
                                                                 : GK_HISTORY_REBUILD_NONE);
      g_autoptr(GPtrArray) plays = list (index);
      guint n_sheets = 0;

      g_assert_cmpuint (plays->len, ==, games->len + sheets->len);
      g_assert_cmpuint (gk_history_index_get_n_damaged (index), ==, 1);
      for (guint i = 0; i < plays->len; i++)
        {
          const GkHistoryPlay *play = g_ptr_array_index (plays, i);
          guint number;

          if (!gk_history_play_is_sheet (play))
            {
              g_assert_cmpstr (play->game, ==, GK_HISTORY_GAME_GINKGOPOLIS);
              g_assert_null (play->categories);
              continue;
            }
          g_assert_true (g_str_has_prefix (play->file, "sheet-"));
          number = (guint) g_ascii_strtoull (play->file + strlen ("sheet-"), NULL, 10);
          assert_sheet_play (play, g_ptr_array_index (sheets, number));
          for (guint j = 0; j < play->players->len; j++)
            negative |= g_array_index (play->players, GkHistoryPlayer, j).total < 0;
          n_sheets++;
        }
      g_assert_cmpuint (n_sheets, ==, sheets->len);
    }
  g_assert_true (negative);
}

/* The index of the version before (no games, no categories) is built
 * again from the files. */
static void
test_version_before_rebuilt (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (f->games_dir, 3, 5, BASE_TIME,
                                                             3600, NULL);
  sqlite3 *db = NULL;

  g_assert_cmpint (GK_HISTORY_SCHEMA_VERSION, >, 2);
  g_assert_cmpint (sqlite3_open (f->index_path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db,
                                 "CREATE TABLE files (name BLOB PRIMARY KEY, size INTEGER NOT NULL,"
                                 " mtime INTEGER NOT NULL, state INTEGER NOT NULL, play BLOB,"
                                 " digest TEXT NOT NULL);"
                                 "INSERT INTO files VALUES ('sheet-000.ginkgo', 1, 1, 2, NULL,"
                                 " 'x');"
                                 "PRAGMA user_version = 2;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_SCHEMA);
    g_autoptr(GPtrArray) plays = list (index);

    g_assert_cmpuint (plays->len, ==, 3);
    g_assert_cmpuint (gk_history_index_get_n_damaged (index), ==, 0);
    for (guint i = 0; i < plays->len; i++)
      g_assert_true (gk_history_play_is_sheet (g_ptr_array_index (plays, i)));
  }
}

/* A file of an older version, without the play's record: the date the
 * index first gave it stays, whatever later touches, copies or a rebuild
 * of the index do to the file's times. */
static void
test_old_file_keeps_date (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                   "short-2p.ginkgo", NULL);
  g_autofree char *path = g_build_filename (f->games_dir, "old.ginkgo", NULL);
  g_autofree char *copy = g_build_filename (f->games_dir, "old copy.ginkgo", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gint64 started, finished;
  char *id;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_null (strstr (text, "<play "));
  g_assert_null (strstr (text, "<play>"));
  g_assert_cmpint (g_mkdir_with_parents (f->games_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gk_history_test_touch (path, BASE_TIME);
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);
    g_autoptr(GPtrArray) plays = list (index);
    GkHistoryPlay *play;

    g_assert_cmpuint (plays->len, ==, 1);
    play = plays->pdata[0];
    g_assert_true (play->id_derived);
    g_assert_cmpint (play->finished, ==, BASE_TIME);
    started = play->started;
    finished = play->finished;
    id = g_strdup (play->id);

    /* Touched a day later, copied another day later. */
    gk_history_test_touch (path, BASE_TIME + 86400);
    g_assert_true (g_file_set_contents (copy, text, -1, NULL));
    gk_history_test_touch (copy, BASE_TIME + 2 * 86400);
    g_assert_true (gk_history_index_scan (index, &error));
    g_assert_no_error (error);
    g_clear_pointer (&plays, g_ptr_array_unref);
    plays = list (index);
    g_assert_cmpuint (plays->len, ==, 1);
    play = plays->pdata[0];
    g_assert_cmpstr (play->id, ==, id);
    g_assert_cmpint (play->started, ==, started);
    g_assert_cmpint (play->finished, ==, finished);
  }

  /* An index of an older version is built again from the files: the
   * dates it kept stay. */
  {
    sqlite3 *db = NULL;

    g_assert_cmpint (sqlite3_open (f->index_path, &db), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 2;", NULL, NULL, NULL), ==,
                     SQLITE_OK);
    sqlite3_close (db);
  }
  gk_history_test_touch (path, BASE_TIME + 3 * 86400);
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_SCHEMA);
    g_autoptr(GPtrArray) plays = list (index);
    GkHistoryPlay *play = plays->pdata[0];

    g_assert_cmpuint (plays->len, ==, 1);
    g_assert_cmpstr (play->id, ==, id);
    g_assert_cmpint (play->started, ==, started);
    g_assert_cmpint (play->finished, ==, finished);
  }
  g_free (id);
}

/* Every field of @got, a play read back from the index, is @expected's,
 * made from its file (given the times the index took from the file where
 * the file's record has none). */
static void
assert_same_play (const GkHistoryPlay *got,
                  const GkHistoryPlay *expected)
{
  guint n_categories = expected->categories != NULL ? g_strv_length (expected->categories) : 0;

  g_assert_cmpstr (got->id, ==, expected->id);
  g_assert_cmpint (got->id_derived, ==, expected->id_derived);
  g_assert_cmpstr (got->file, ==, expected->file);
  g_assert_cmpstr (got->game, ==, expected->game);
  g_assert_cmpint (got->started, ==, expected->started);
  g_assert_cmpint (got->finished, ==, expected->finished);
  g_assert_cmpint (got->utc_offset, ==, expected->utc_offset);
  g_assert_cmpint (got->offset_known, ==, expected->offset_known);
  g_assert_cmpint (got->duration, ==, expected->duration);
  g_assert_cmpstr (got->location, ==, expected->location);
  g_assert_cmpstr (got->note, ==, expected->note);
  g_assert_cmpuint (got->n_players, ==, expected->n_players);
  g_assert_cmpint (got->variant, ==, expected->variant);
  g_assert_cmpint (got->solo_level, ==, expected->solo_level);
  g_assert_cmpuint (got->rounds, ==, expected->rounds);
  g_assert_cmpint (got->end_trigger, ==, expected->end_trigger);
  g_assert_cmpint (got->end_player, ==, expected->end_player);
  g_assert_true ((got->categories == NULL) == (expected->categories == NULL));
  if (expected->categories != NULL)
    g_assert_true (g_strv_equal ((const char *const *) got->categories,
                                 (const char *const *) expected->categories));
  g_assert_true ((got->expansions == NULL) == (expected->expansions == NULL));
  if (expected->expansions != NULL)
    g_assert_true (g_strv_equal ((const char *const *) got->expansions,
                                 (const char *const *) expected->expansions));
  g_assert_cmpuint (got->players->len, ==, expected->players->len);
  for (guint i = 0; i < expected->players->len; i++)
    {
      const GkHistoryPlayer *a = &g_array_index (got->players, GkHistoryPlayer, i);
      const GkHistoryPlayer *b = &g_array_index (expected->players, GkHistoryPlayer, i);

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpstr (a->person, ==, b->person);
      g_assert_cmpint (a->colour, ==, b->colour);
      g_assert_cmpint (a->seat, ==, b->seat);
      g_assert_cmpuint (a->tokens, ==, b->tokens);
      g_assert_cmpuint (a->cards, ==, b->cards);
      g_assert_cmpuint (a->renewal, ==, b->renewal);
      g_assert_cmpuint (a->districts, ==, b->districts);
      g_assert_cmpint (a->total, ==, b->total);
      g_assert_cmpuint (a->rank, ==, b->rank);
      g_assert_cmpint (a->winner, ==, b->winner);
      g_assert_cmpuint (a->timed_turns, ==, b->timed_turns);
      g_assert_cmpint (a->turn_seconds, ==, b->turn_seconds);
      g_assert_cmpint (a->anonymous, ==, b->anonymous);
      g_assert_true ((a->categories == NULL) == (b->categories == NULL));
      for (guint c = 0; c < n_categories; c++)
        g_assert_cmpint (a->categories[c], ==, b->categories[c]);
    }
}

/* A string of @length characters from @rand, or NULL when @maybe and the
 * coin says so; past ASCII now and then. */
static char *
random_text (GRand    *rand,
             gsize     length,
             gboolean  maybe)
{
  static const char *const pieces[] = { "a", "Z", " ", "é", "ж", "7", "-", "ő" };
  GString *text;

  if (maybe && g_rand_boolean (rand))
    return NULL;
  text = g_string_new (NULL);
  while (text->len < length)
    g_string_append (text, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
  return g_string_free (text, FALSE);
}

/* A length for a string: mostly short, at times long enough to take a
 * row past 255 and 65,535 bytes, where GVariant's offsets grow. */
static gsize
random_length (GRand *rand)
{
  switch (g_rand_int_range (rand, 0, 20))
    {
    case 0:
      return (gsize) g_rand_int_range (rand, 200, 300);
    case 1:
      return (gsize) g_rand_int_range (rand, 65400, 66000);
    default:
      return (gsize) g_rand_int_range (rand, 0, 40);
    }
}

static char **
random_strv (GRand *rand)
{
  guint n = (guint) g_rand_int_range (rand, 0, 6);
  char **strv;

  if (g_rand_int_range (rand, 0, 3) == 0)
    return NULL;
  strv = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    strv[i] = random_text (rand, random_length (rand) % 50, FALSE);
  return strv;
}

/* A random play: every field, NULL strings, no players to six, categories
 * or none (and now and then a player without points where the play has
 * categories), strings long enough for each size of GVariant's framing
 * offsets. */
static GkHistoryPlay *
random_play (GRand *rand)
{
  GkHistoryPlay *play = gk_history_play_new ();
  guint n_players = (guint) g_rand_int_range (rand, 0, 7);
  guint n_categories;

  g_free (play->game);
  play->game = random_text (rand, random_length (rand) % 30, FALSE);
  play->categories = random_strv (rand);
  play->expansions = random_strv (rand);
  play->id = random_text (rand, random_length (rand), TRUE);
  play->id_derived = g_rand_boolean (rand);
  play->modified = (gint64) g_rand_int (rand) << 20 | g_rand_int (rand);
  play->started = -(gint64) g_rand_int (rand);
  play->finished = (gint64) g_rand_int (rand) << 31;
  play->utc_offset = g_rand_int_range (rand, -50400, 50400);
  play->offset_known = g_rand_boolean (rand);
  play->duration = g_rand_int_range (rand, -1, 100000);
  play->location = random_text (rand, random_length (rand), TRUE);
  play->note = random_text (rand, random_length (rand), TRUE);
  play->n_players = n_players;
  play->variant = (GkVariant) g_rand_int_range (rand, 0, 2);
  play->solo_level = (GkSoloLevel) g_rand_int_range (rand, 0, 2);
  play->rounds = (guint) g_rand_int_range (rand, 0, 60);
  play->end_trigger = (GkEndTrigger) g_rand_int_range (rand, 0, 3);
  play->end_player = g_rand_int_range (rand, -1, 5);
  n_categories = gk_history_play_get_n_categories (play);
  for (guint i = 0; i < n_players; i++)
    {
      GkHistoryPlayer p = { 0, };

      p.name = random_text (rand, random_length (rand) % 300, TRUE);
      p.person = random_text (rand, 36, TRUE);
      p.colour = (GkPlayerColour) g_rand_int_range (rand, -1, 5);
      p.seat = g_rand_int_range (rand, -1, 6);
      p.tokens = g_rand_int (rand);
      p.cards = (guint) g_rand_int_range (rand, 0, 40);
      p.renewal = (guint) g_rand_int_range (rand, 0, 4);
      p.districts = (guint) g_rand_int_range (rand, 0, 100);
      p.total = g_rand_int_range (rand, -50, 300);
      p.rank = (guint) g_rand_int_range (rand, 1, 6);
      p.winner = g_rand_boolean (rand);
      p.timed_turns = (guint) g_rand_int_range (rand, 0, 60);
      p.turn_seconds = (gint64) g_rand_int (rand) * 3;
      if (n_categories > 0 && g_rand_int_range (rand, 0, 8) > 0)
        {
          p.categories = g_new (gint, n_categories);
          for (guint c = 0; c < n_categories; c++)
            p.categories[c] = g_rand_int_range (rand, -20, 80);
        }
      p.anonymous = g_rand_boolean (rand);
      g_array_append_val (play->players, p);
    }
  return play;
}

/* A row's bytes, written directly (_gk_play_serialize()), are GLib's
 * serialization of the play built as GVariants, on random plays. */
static void
test_rows_serialized_as_glib (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261128);
  guint sizes[3] = { 0, };

  for (guint n = 0; n < 3000; n++)
    {
      g_autoptr(GkHistoryPlay) play = random_play (rand);
      g_autoptr(GVariant) built = NULL;
      g_autoptr(GVariant) direct = NULL;
      g_autoptr(GBytes) bytes = NULL;

      built = g_variant_ref_sink (_gk_play_to_variant (play));
      bytes = _gk_play_serialize (play);
      g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                       g_variant_get_data (built), g_variant_get_size (built));
      direct = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (PLAY_TYPE), bytes,
                                                             FALSE));
      g_assert_true (g_variant_is_normal_form (direct));
      g_assert_true (g_variant_equal (direct, built));
      sizes[g_variant_get_size (built) > G_MAXUINT16 ? 2
            : g_variant_get_size (built) > G_MAXUINT8 ? 1 : 0]++;
    }
  g_test_message ("rows up to 255 bytes: %u, to 65,535: %u, longer: %u", sizes[0], sizes[1],
                  sizes[2]);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    g_assert_cmpuint (sizes[i], >, 50);
}

/* Whether each player of @play has a point for each of its categories:
 * the rows GLib reads back as they were written. */
static gboolean
points_complete (const GkHistoryPlay *play)
{
  if (gk_history_play_get_n_categories (play) == 0)
    return TRUE;
  for (guint i = 0; i < play->players->len; i++)
    if (g_array_index (play->players, GkHistoryPlayer, i).categories == NULL)
      return FALSE;
  return TRUE;
}

/* @bytes changed in one of the ways a damaged row may be: a byte anywhere
 * or among the framing offsets at the end, a byte of text made one that
 * is not UTF-8 or a NUL, a boolean made 2, cut short or lengthened. */
static GBytes *
damage_row (GBytes *bytes,
            GRand  *rand)
{
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (bytes, &length);
  GByteArray *out = g_byte_array_new ();
  guint at;

  g_byte_array_append (out, data, (guint) length);
  at = (guint) g_rand_int_range (rand, 0, (gint32) length);
  switch (g_rand_int_range (rand, 0, 7))
    {
    case 0:
      out->data[at] = (guint8) g_rand_int_range (rand, 0, 256);
      break;
    case 1:
      at = (guint) length - 1 - (guint) g_rand_int_range (rand, 0, (gint32) MIN (length, 24));
      out->data[at] = (guint8) g_rand_int_range (rand, 0, 256);
      break;
    case 2:
      out->data[at] = g_rand_boolean (rand) ? 0xff : 0;
      break;
    case 3:
      out->data[at] = out->data[at] <= 1 ? 2 : out->data[at];
      break;
    case 4:
      out->data[at] ^= (guint8) (1 << g_rand_int_range (rand, 0, 8));
      break;
    case 5:
      g_byte_array_set_size (out, at);
      break;
    default:
      for (gint32 i = g_rand_int_range (rand, 1, 9); i > 0; i--)
        {
          guint8 byte = (guint8) g_rand_int_range (rand, 0, 3);

          g_byte_array_append (out, &byte, 1);
        }
      break;
    }
  return g_byte_array_free_to_bytes (out);
}

/* A row's play read in place is the one GLib reads from the same bytes, or
 * none (and GLib's reading counts): on the rows as written, and on rows
 * damaged every way above, which the reading in place must refuse unless
 * they are still exactly a row as written. */
static GkHistoryPlay *
read_direct (GBytes *bytes)
{
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (bytes, &length);

  return _gk_play_read_direct (data, length);
}

static void
test_rows_read_as_glib (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261129);
  guint read_whole = 0, damaged_read = 0, damaged_refused = 0;

  for (guint n = 0; n < 3000; n++)
    {
      g_autoptr(GkHistoryPlay) play = random_play (rand);
      g_autoptr(GBytes) bytes = _gk_play_serialize (play);
      g_autoptr(GkHistoryPlay) direct = read_direct (bytes);
      g_autoptr(GkHistoryPlay) glib = _gk_play_read_as_glib (bytes);

      /* As written: read in place, but for a player without points in a
       * play with categories (GLib gives each category a 0). */
      g_assert_true ((direct != NULL) == points_complete (play));
      if (direct != NULL)
        {
          assert_same_play (direct, glib);
          read_whole++;
        }

      for (guint d = 0; d < 4; d++)
        {
          g_autoptr(GBytes) damaged = damage_row (bytes, rand);
          g_autoptr(GkHistoryPlay) damaged_direct = read_direct (damaged);
          g_autoptr(GkHistoryPlay) damaged_glib = _gk_play_read_as_glib (damaged);

          if (damaged_direct == NULL)
            {
              damaged_refused++;
              continue;
            }
          assert_same_play (damaged_direct, damaged_glib);
          damaged_read++;
        }
    }
  g_test_message ("read in place: %u of 3000 rows, %u damaged ones (%u refused)", read_whole,
                  damaged_read, damaged_refused);
  g_assert_cmpuint (read_whole, >, 2000);
  g_assert_cmpuint (damaged_read, >, 500);
  g_assert_cmpuint (damaged_refused, >, 3000);
}

/* A kept record's digest is the one written by earlier versions (the
 * SHA-256 of "id\x1fstarted\x1ffinished"): indexes already written keep
 * their records. */
static void
test_record_digest (void)
{
  static const gint64 times[] = { 0, 1, -1, 9, 10, -10, 1735689600, -1735689600,
                                  G_MAXINT64, G_MININT64, G_MININT64 + 1 };
  static const char *const ids[] = { "", "0123456789abcdef0123456789abcdef01234567",
                                     "é ж ő", "x" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint a = 0; a < G_N_ELEMENTS (times); a++)
      for (guint b = 0; b < G_N_ELEMENTS (times); b++)
        {
          g_autofree char *text = g_strdup_printf ("%s\x1f%" G_GINT64_FORMAT "\x1f%"
                                                   G_GINT64_FORMAT, ids[i], times[a], times[b]);
          g_autofree char *expected = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
          g_autofree char *digest = _gk_index_record_digest (ids[i], times[a], times[b]);

          g_assert_cmpstr (digest, ==, expected);
        }
}

/* A play read back from its row is the play its file makes, field by
 * field: games with their record and timed moves, and score sheets. */
static void
test_rows_read_back_whole (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 6, 20261128,
                                                           BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (f->games_dir, 8, 20261128,
                                                             BASE_TIME, 600, NULL);
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  guint n_timed = 0;

  /* Each game with its record: a place, a note, a pause, timed moves. */
  for (guint g = 0; g < games->len; g++)
    {
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", g);
      g_autofree char *path = g_build_filename (f->games_dir, name, NULL);
      g_autofree char *id = g_strdup_printf ("5b0e7d2c-1f3a-4c8e-9d6b-2a4f0c8e1b%02u", g);
      g_autofree char *text = NULL;
      g_autofree char *timed = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      timed = gk_history_test_add_times (text, id, BASE_TIME + 3600 * g, 3600 * (g % 3),
                                         g % 2 ? "the club" : NULL, g % 3 ? NULL : "a note",
                                         50 + g, 20, 4);
      g_assert_true (g_file_set_contents (path, timed, -1, NULL));
    }

  index = open_index (f, GK_HISTORY_REBUILD_MISSING);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, games->len + sheets->len);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      g_autofree char *path = g_build_filename (f->games_dir, play->file, NULL);
      g_autoptr(GkHistoryPlay) expected = NULL;

      if (g_str_has_prefix (play->file, "sheet-"))
        {
          guint s = (guint) g_ascii_strtoull (play->file + strlen ("sheet-"), NULL, 10);

          expected = gk_history_play_new_from_sheet (play->file, play->started, play->finished,
                                                     g_ptr_array_index (sheets, s));
        }
      else
        {
          g_autoptr(GFile) file = g_file_new_for_path (path);
          g_autoptr(GkGameFile) loaded = gk_game_file_load (file, NULL);

          g_assert_nonnull (loaded);
          expected = gk_history_play_new_from_game (play->file, play->started, play->finished,
                                                    loaded->game);
          for (guint p = 0; p < expected->players->len; p++)
            n_timed += g_array_index (expected->players, GkHistoryPlayer, p).timed_turns;
        }
      g_assert_nonnull (expected);
      assert_same_play (play, expected);
    }
  g_assert_cmpuint (n_timed, >, 0);
}

static void
count_signal (guint *count)
{
  (*count)++;
}

/* What the folder holds besides files: a link to a game is the game (and
 * followed when the game changes), a broken link, a FIFO and a folder with
 * a game's name are damaged files, never read. */
static void
test_links_and_oddities (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 2, 20261128,
                                                           BASE_TIME);
  g_autofree char *elsewhere = g_build_filename (f->dir, "elsewhere.ginkgo", NULL);
  g_autofree char *first = g_build_filename (f->games_dir, "game-000.ginkgo", NULL);
  g_autofree char *link = g_build_filename (f->games_dir, "linked.ginkgo", NULL);
  g_autofree char *broken = g_build_filename (f->games_dir, "broken.ginkgo", NULL);
  g_autofree char *fifo = g_build_filename (f->games_dir, "fifo.ginkgo", NULL);
  g_autofree char *folder = g_build_filename (f->games_dir, "folder.ginkgo", NULL);
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GError) error = NULL;
  gboolean found = FALSE;
  guint n_changed = 0;

  /* The first game's file moved out of the folder, a link in its place
   * under another name, the game touched to another time. */
  g_assert_cmpint (g_rename (first, elsewhere), ==, 0);
  g_assert_cmpint (symlink (elsewhere, link), ==, 0);
  gk_history_test_touch (elsewhere, BASE_TIME - 3600);
  g_assert_cmpint (symlink ("nowhere.ginkgo", broken), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  index = open_index (f, GK_HISTORY_REBUILD_MISSING);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, 2);
  g_assert_cmpuint (gk_history_index_get_n_damaged (index), ==, 3);
  for (guint i = 0; i < plays->len; i++)
    if (g_str_equal (((GkHistoryPlay *) plays->pdata[i])->file, "linked.ginkgo"))
      {
        g_assert_cmpint (((GkHistoryPlay *) plays->pdata[i])->finished, ==, BASE_TIME - 3600);
        found = TRUE;
      }
  g_assert_true (found);

  /* Nothing changed: a scan makes no row again, the link's included. */
  g_signal_connect_swapped (index, "changed", G_CALLBACK (count_signal), &n_changed);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 0);

  /* The game behind the link written again: its row follows. */
  gk_history_test_touch (elsewhere, BASE_TIME - 7200);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  g_clear_pointer (&plays, g_ptr_array_unref);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, 2);
  found = FALSE;
  for (guint i = 0; i < plays->len; i++)
    if (g_str_equal (((GkHistoryPlay *) plays->pdata[i])->file, "linked.ginkgo"))
      {
        g_assert_cmpint (((GkHistoryPlay *) plays->pdata[i])->finished, ==, BASE_TIME - 7200);
        found = TRUE;
      }
  g_assert_true (found);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* Copies of a file of an older version, read in any order: the earliest
 * date counts, even when the copy that gives it is read after the other
 * one and the other one's row is the one listed. */
static void
test_old_copies_earliest_date (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                   "short-2p.ginkgo", NULL);
  g_autofree char *path = g_build_filename (f->games_dir, "old.ginkgo", NULL);
  g_autofree char *copy = g_build_filename (f->games_dir, "old copy.ginkgo", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  GkHistoryPlay *play;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (f->games_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gk_history_test_touch (path, BASE_TIME);
  index = open_index (f, GK_HISTORY_REBUILD_MISSING);

  /* A copy dated a day earlier comes later. */
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  gk_history_test_touch (copy, BASE_TIME - 86400);
  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, 1);
  play = plays->pdata[0];
  g_assert_true (play->id_derived);
  g_assert_cmpint (play->finished, ==, BASE_TIME - 86400);
  g_clear_object (&index);

  /* And so when the index is opened again. */
  g_clear_pointer (&plays, g_ptr_array_unref);
  index = open_index (f, GK_HISTORY_REBUILD_NONE);
  plays = list (index);
  g_assert_cmpuint (plays->len, ==, 1);
  play = plays->pdata[0];
  g_assert_cmpint (play->finished, ==, BASE_TIME - 86400);
}

static void
damage (Fixture    *f,
        const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (f->index_path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_changes (db), ==, 1);
  sqlite3_close (db);
}

/* Each play's id and every seat's total, one line a play, newest first. */
static char *
summary (GkHistoryIndex *index)
{
  g_autoptr(GPtrArray) plays = list (index);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      g_string_append_printf (text, "%s %s", play->file, play->id);
      for (guint p = 0; p < play->players->len; p++)
        g_string_append_printf (text, " %d",
                                g_array_index (play->players, GkHistoryPlayer, p).total);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* Opening a built index reads no row's digest; the check reads them all. */
static void
test_open_reads_no_digest (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 6, 3, BASE_TIME);
  g_autoptr(GError) error = NULL;
  guint n_remade = 99;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);

    assert_n_plays (index, 6);
  }
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);

    assert_n_plays (index, 6);
    g_assert_cmpuint (_gk_history_index_get_n_digests_read (index), ==, 0);
    g_assert_false (gk_history_index_get_rows_checked (index));

    g_assert_true (gk_history_index_check_rows (index, NULL, &n_remade, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (n_remade, ==, 0);
    g_assert_cmpuint (_gk_history_index_get_n_digests_read (index), ==, 6);
    g_assert_true (gk_history_index_get_rows_checked (index));
    assert_n_plays (index, 6);
  }
}

/* A row that holds another play than its file's, as a damaged row can: the
 * open does not see it (its digest is not read), the check does, and the
 * row is made again from its file; the plays are then the files'. */
static void
test_damaged_row_remade (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 5, 11, BASE_TIME);
  g_autoptr(GError) error = NULL;
  g_autofree char *truth = NULL;
  guint n_remade = 0, n_changed = 0;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);

    truth = summary (index);
  }
  damage (f, "UPDATE files SET play = (SELECT play FROM files WHERE rowid = 2) WHERE rowid = 1");
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    g_autofree char *after = NULL;

    /* Two rows of one play: counted once until the check. */
    assert_n_plays (index, 4);
    g_signal_connect (index, "changed", G_CALLBACK (count_changed), &n_changed);
    g_assert_true (gk_history_index_check_rows (index, NULL, &n_remade, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (n_remade, ==, 1);
    g_assert_cmpuint (n_changed, ==, 1);
    after = summary (index);
    g_assert_cmpstr (after, ==, truth);
  }
  /* Made again for good: the next check finds nothing. */
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    g_autofree char *after = summary (index);

    g_assert_cmpstr (after, ==, truth);
    g_assert_true (gk_history_index_check_rows (index, NULL, &n_remade, &error));
    g_assert_cmpuint (n_remade, ==, 0);
  }
}

/* A row whose play cannot be (a state no row has, a play that is no
 * play): met by the open, made again from its file at once, without
 * reading the digests. */
static void
test_unsound_row_remade_at_open (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 5, 13, BASE_TIME);
  g_autofree char *truth = NULL;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);

    truth = summary (index);
  }
  damage (f, "UPDATE files SET state = 9 WHERE rowid = 1");
  damage (f, "UPDATE files SET play = X'00' WHERE rowid = 2");
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    g_autofree char *after = summary (index);

    g_assert_cmpstr (after, ==, truth);
    g_assert_cmpuint (_gk_history_index_get_n_digests_read (index), ==, 0);
  }
}

/* The index opened again, its plays those of @truth. */
static GkHistoryIndex *
open_same (Fixture    *f,
           const char *truth)
{
  GkHistoryIndex *index = open_index (f, GK_HISTORY_REBUILD_NONE);
  g_autofree char *after = summary (index);

  g_assert_cmpstr (after, ==, truth);
  return index;
}

/* The rows read a few at a time and handed to the workers as they come
 * (here a block a row, by its rows or by its bytes): the plays are those
 * read in one block, unsound rows made again, and a table the scan then
 * changes is read again whole (what the workers were making of it
 * dropped). */
static void
test_read_in_blocks (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 40, 31, BASE_TIME);
  g_autofree char *fresh_path = g_build_filename (f->dir, "fresh.sqlite", NULL);
  g_autofree char *gone = g_build_filename (f->games_dir, "game-007.ginkgo", NULL);
  g_autofree char *source = g_build_filename (f->games_dir, "game-012.ginkgo", NULL);
  g_autofree char *copy = g_build_filename (f->games_dir, "copy-of-012.ginkgo", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *truth = NULL;
  gsize length = 0;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);

    truth = summary (index);
    /* 40 rows: one block, made where it is read. */
    g_assert_cmpuint (_gk_history_index_get_n_blocks_handed (index), ==, 0);
  }
  /* A block full at a byte: every row a block of its own. */
  _gk_index_set_block_size (0, 1);
  {
    g_autoptr(GkHistoryIndex) index = open_same (f, truth);

    g_assert_cmpuint (_gk_history_index_get_n_blocks_handed (index), ==, 40);
  }
  _gk_index_set_block_size (1, 0);
  {
    g_autoptr(GkHistoryIndex) index = open_same (f, truth);

    g_assert_cmpuint (_gk_history_index_get_n_blocks_handed (index), ==, 40);
    /* Every row's play made by a worker or here, none left to make again. */
    g_assert_cmpuint (_gk_history_index_get_n_unsound_made (index), ==, 0);
  }
  damage (f, "UPDATE files SET state = 9 WHERE rowid = 3");
  damage (f, "UPDATE files SET play = X'00' WHERE rowid = 30");
  {
    g_autoptr(GkHistoryIndex) index = open_same (f, truth);

    g_assert_cmpuint (_gk_history_index_get_n_unsound_made (index), ==, 2);
  }

  g_assert_cmpint (g_unlink (gone), ==, 0);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_NONE);
    g_autoptr(GkHistoryIndex) fresh = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *after = summary (index);
    g_autofree char *expected = NULL;

    _gk_index_set_block_size (0, 0);
    fresh = gk_history_index_new (f->games_dir, fresh_path);
    g_assert_true (gk_history_index_open (fresh, NULL, &error));
    g_assert_no_error (error);
    expected = summary (fresh);
    g_assert_cmpstr (after, ==, expected);
    g_assert_cmpstr (after, !=, truth);
    g_assert_cmpuint (_gk_history_index_get_n_unsound_made (index), ==, 0);
    g_assert_null (strstr (after, "game-007.ginkgo"));
  }
}

static void
notified (GObject    *object,
          GParamSpec *pspec,
          gboolean   *done)
{
  *done = TRUE;
}

static void
check_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GError **error = user_data;

  gk_history_index_check_rows_finish (GK_HISTORY_INDEX (source), result, error);
}

/* The window's way: the plays read in a worker, then the rows checked in
 * the worker after it; a damaged row made again, "changed" emitted.  A
 * cancelled check writes nothing. */
static void
test_check_in_worker (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) games = gk_history_test_make_games (f->games_dir, 5, 17, BASE_TIME);
  g_autofree char *truth = NULL;

  {
    g_autoptr(GkHistoryIndex) index = open_index (f, GK_HISTORY_REBUILD_MISSING);

    truth = summary (index);
  }
  damage (f, "UPDATE files SET play = (SELECT play FROM files WHERE rowid = 3) WHERE rowid = 4");
  {
    g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;
    guint n_remade = 99;

    g_cancellable_cancel (cancellable);
    g_assert_false (gk_history_index_check_rows (index, cancellable, &n_remade, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpuint (n_remade, ==, 0);
    g_assert_false (gk_history_index_get_rows_checked (index));
  }
  {
    g_autoptr(GkHistoryIndex) index = gk_history_index_new (f->games_dir, f->index_path);
    g_autoptr(GError) error = NULL;
    gboolean checked = FALSE;
    guint n_changed = 0;
    g_autofree char *after = NULL;

    g_signal_connect (index, "notify::rows-checked", G_CALLBACK (notified), &checked);
    g_signal_connect (index, "changed", G_CALLBACK (count_changed), &n_changed);
    gk_history_index_refresh_async (index, NULL, NULL, NULL);
    gk_history_index_check_rows_async (index, NULL, check_done, &error);
    while (!checked)
      g_main_context_iteration (NULL, TRUE);
    g_assert_no_error (error);
    /* The first refresh, then the check that changed a play. */
    g_assert_cmpuint (n_changed, ==, 2);
    after = summary (index);
    g_assert_cmpstr (after, ==, truth);
    /* The worker's task is done with the index before it goes. */
    while (g_main_context_iteration (NULL, FALSE))
      ;
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/history/index/rebuilt-matches-score", test_rebuilt_matches_score);
  ADD ("/history/index/corrupt-rebuilt", test_corrupt_rebuilt);
  ADD ("/history/index/old-schema-rebuilt", test_old_schema_rebuilt);
  ADD ("/history/index/scan-follows-folder", test_scan_follows_folder);
  ADD ("/history/index/profiles-survive-rebuild", test_profiles_survive_rebuild);
  ADD ("/history/index/solo-plays", test_solo_plays);
  ADD ("/history/index/sheets-are-plays", test_sheets_are_plays);
  ADD ("/history/index/version-before-rebuilt", test_version_before_rebuilt);
  ADD ("/history/index/old-file-keeps-date", test_old_file_keeps_date);
  ADD ("/history/index/old-copies-earliest-date", test_old_copies_earliest_date);
  ADD ("/history/index/rows-read-back-whole", test_rows_read_back_whole);
  ADD ("/history/index/links-and-oddities", test_links_and_oddities);
  ADD ("/history/index/open-reads-no-digest", test_open_reads_no_digest);
  ADD ("/history/index/damaged-row-remade", test_damaged_row_remade);
  ADD ("/history/index/unsound-row-remade-at-open", test_unsound_row_remade_at_open);
  ADD ("/history/index/check-in-worker", test_check_in_worker);
  ADD ("/history/index/read-in-blocks", test_read_in_blocks);
#undef ADD
  g_test_add_func ("/history/index/rows-serialized-as-glib", test_rows_serialized_as_glib);
  g_test_add_func ("/history/index/rows-read-as-glib", test_rows_read_as_glib);
  g_test_add_func ("/history/index/record-digest", test_record_digest);

  return g_test_run ();
}
