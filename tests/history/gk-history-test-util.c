/* gk-history-test-util.c: a library of finished games for the history tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "gk-history-play.h"
#include "gk-history-profiles.h"
#include "gk-history-test-util.h"
#include "gk-random-game.h"
#include "gk-sheet-file.h"

const char *const gk_history_test_people[][3] = {
  { "Anna", "anna", " ANNA " },
  { "Béla", "BÉLA", "béla" },
  { "Вера", "вера", "ВЕРА" },
  { "O'Brien, \"Jim\"", "o'brien, \"jim\"", "O'Brien,  \"Jim\"" },
  { "Zoë  Weiß", "zoë weiß", "ZOË WEIß" },
  { "李雷", "李雷", " 李雷" },
  { "Ádám", "ádám", "ÁDÁM" },
};

char *
gk_history_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("gk-history-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
gk_history_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        gk_history_test_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static char *
time_text (gint64 time,
           gint   offset)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_offset (offset);
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);
  g_autoptr(GDateTime) local = g_date_time_to_timezone (utc, zone);

  return g_date_time_format (local, "%Y-%m-%dT%H:%M:%S%:z");
}

char *
gk_history_test_add_times (const char *text,
                           const char *id,
                           gint64      start,
                           gint        offset,
                           const char *location,
                           const char *note,
                           guint       step,
                           guint       jitter,
                           guint       pause)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  gint64 at = start;
  guint moves = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *end = strstr (line, "/>");

      if (end != NULL && (strstr (line, "<action ") != NULL || strstr (line, "<renew ") != NULL))
        {
          g_autofree char *stamp = NULL;

          moves++;
          if (pause > 0 && moves == pause + 1)
            at += 45 * 60;
          else
            at += step + (jitter > 0 ? (moves * 37) % jitter : 0);
          stamp = time_text (at, offset);
          g_string_append_printf (out, "%.*s at=\"%s\"%s\n", (int) (end - line), line, stamp,
                                  end);
        }
      else if (lines[i + 1] != NULL || *line != '\0')
        g_string_append_printf (out, "%s\n", line);
      if (g_str_has_prefix (line, "<ginkgopolis"))
        {
          g_autofree char *started = time_text (start, offset);
          g_autofree char *place = NULL;

          if (location != NULL)
            place = g_markup_printf_escaped (" location=\"%s\"", location);

          g_string_append_printf (out, "  <play");
          if (id != NULL)
            g_string_append_printf (out, " id=\"%s\"", id);
          g_string_append_printf (out, " started=\"%s\"%s>\n", started, place != NULL ? place : "");
          if (note != NULL)
            {
              g_autofree char *escaped = g_markup_escape_text (note, -1);

              g_string_append_printf (out, "    <note>%s</note>\n", escaped);
            }
          g_string_append (out, "  </play>\n");
        }
    }
  return g_string_free (out, FALSE);
}

void
gk_history_test_touch (const char *path,
                       gint64      time)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, (guint64) time,
                               G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
}

GPtrArray *
gk_history_test_make_games (const char *games_dir,
                            guint       n,
                            guint32     seed,
                            gint64      first_time)
{
  return gk_history_test_make_games_every (games_dir, n, seed, first_time, 3600, NULL);
}

GPtrArray *
gk_history_test_make_games_every (const char *games_dir,
                                  guint       n,
                                  guint32     seed,
                                  gint64      first_time,
                                  gint64      step,
                                  const char *const (*people)[3])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);

  if (people == NULL)
    people = gk_history_test_people;
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  for (guint g = 0; g < n; g++)
    {
      guint n_players = 2 + g_rand_int_range (rand, 0, 4);
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n_players);
      GkRandomGameOptions options = { n_players, 0.2 + 0.6 * g_rand_double (rand), 0.05, 5000,
                                      FALSE };
      g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", g);
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      guint first = g_rand_int_range (rand, 0, GK_HISTORY_TEST_N_PEOPLE);
      GkGame *game;

      /* Distinct people at one table, each in one of their spellings. */
      for (guint p = 0; p < n_players; p++)
        gk_setup_set_player_name (setup, p,
                                  people[(first + p) % GK_HISTORY_TEST_N_PEOPLE]
                                        [g_rand_int_range (rand, 0, 3)]);
      game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      g_assert_true (gk_table_is_game_over (gk_game_get_table (game)));
      g_assert_true (gk_game_file_save (game, file, &error));
      g_assert_no_error (error);
      gk_history_test_touch (path, first_time + step * (gint64) g);
      g_ptr_array_add (games, game);
    }
  return games;
}

/* What a table enters for a key, most of the time, so that the totals
 * look like real ones; other keys are small counts. */
static const struct
{
  const char *key;
  gint        low, high;
} typical[] = {
  { "military-victory-1", 0, 3 }, { "military-victory-3", 0, 2 }, { "military-victory-5", 0, 3 },
  { "military-defeat", 0, 5 }, { "coins", 0, 15 }, { "wonder", 0, 20 }, { "civilian", 3, 30 },
  { "commercial", 0, 10 }, { "guilds", 0, 12 }, { "leaders", 0, 15 }, { "cities", 0, 8 },
  { "projects", 0, 6 }, { "science-wild", 0, 1 }, { "science-set-bonus", 0, 1 },
  { "track", 35, 80 }, { "cards", 5, 30 }, { "metropolis-tunnels", 0, 8 },
  { "metropolis-cities", 0, 6 }, { "credits", 0, 10 },
};

/* Every key of @sheet that its expansions use, at random: a count as
 * tables enter it, a tick, a place in an order; a value the game refuses
 * (its rules between keys) is left out. */
static void
fill_sheet (GkSheet *sheet,
            GRand   *rand)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint n_players = gk_sheet_get_n_players (sheet);

  for (guint p = 0; p < n_players; p++)
    for (guint k = 0; k < game->n_keys; k++)
      {
        gint low = game->keys[k].kind == GK_SHEET_KEY_ORDER ? 1 : 0;
        gint high = (gint) MIN (gk_sheet_game_key_max (game, k, n_players), 4);

        if (!gk_sheet_game_key_enabled (game, k, gk_sheet_get_modules (sheet)))
          continue;
        for (guint t = 0; t < G_N_ELEMENTS (typical); t++)
          if (g_str_equal (typical[t].key, game->keys[k].name))
            {
              low = typical[t].low;
              high = typical[t].high;
            }
        for (guint attempt = 0; attempt < 8; attempt++)
          if (gk_sheet_set_value (sheet, p, k, g_rand_int_range (rand, low, high + 1), NULL))
            break;
      }
}

GPtrArray *
gk_history_test_make_sheets (const char *games_dir,
                             guint       n,
                             guint32     seed,
                             gint64      first_time,
                             gint64      step,
                             const char *const (*people)[3])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GPtrArray *sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_sheet_unref);
  guint n_games;
  const GkSheetGame * const *games = gk_sheet_games (&n_games);

  if (people == NULL)
    people = gk_history_test_people;
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  for (guint i = 0; i < n; i++)
    {
      const GkSheetGame *game = games[i % n_games];
      guint modules = (guint) g_rand_int_range (rand, 0, 1 << game->n_modules);
      guint most = MIN (gk_sheet_game_max_players (game, modules), GK_HISTORY_TEST_N_PEOPLE);
      guint n_players = (guint) g_rand_int_range (rand, (gint32) game->min_players,
                                                  (gint32) most + 1);
      g_autoptr(GkSheet) sheet = gk_sheet_new (game, n_players, modules);
      g_autofree char *name = g_strdup_printf ("sheet-%03u.ginkgo", i);
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GDateTime) end = g_date_time_new_from_unix_utc (first_time + step * (gint64) i);
      g_autoptr(GDateTime) begin = g_date_time_add_minutes (end, -40);
      guint first = (guint) g_rand_int_range (rand, 0, GK_HISTORY_TEST_N_PEOPLE);
      GkPlayRecord *record;

      gk_sheet_start_play (sheet);
      record = gk_sheet_get_play (sheet);
      gk_time_from_date_time (&record->started, begin);
      gk_time_from_date_time (&record->finished, end);
      /* Distinct people at one table, each in one of their spellings. */
      for (guint p = 0; p < n_players; p++)
        {
          const char *spelled = people[(first + p) % GK_HISTORY_TEST_N_PEOPLE]
                                      [g_rand_int_range (rand, 0, 3)];

          gk_sheet_set_player_name (sheet, p, spelled);
          if ((i + p) % 3 == 0)
            {
              g_autofree char *key = gk_history_name_key (spelled);
              g_autofree char *person = gk_history_person_id_from_key (key);

              gk_play_record_set_person (record, p, person);
            }
        }
      fill_sheet (sheet, rand);
      g_assert_true (gk_sheet_file_save (sheet, file, &error));
      g_assert_no_error (error);
      gk_history_test_touch (path, first_time + step * (gint64) i);
      g_ptr_array_add (sheets, g_steal_pointer (&sheet));
    }
  return sheets;
}
