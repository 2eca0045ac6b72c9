/* test-library-sheets.c: score sheets of other games in the game library
 *
 * A sheet in progress is listed with the games in progress (its game and
 * players), a finished one with the finished games (its winners and their
 * points, below zero too), a sheet the loader refuses as damaged with the
 * loader's reason; the summaries come back the same from the cache, and a
 * cache written before the library knew sheets is read again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-app-test-util.h"
#include "gk-library.h"
#include "gk-sheet-file.h"

static GkLibrary *
library_new (void)
{
  g_autoptr(GFile) folder = gk_library_get_default_folder ();

  gk_app_test_clear_data ();
  g_assert_true (g_file_make_directory_with_parents (folder, NULL, NULL));
  return gk_library_new (folder);
}

static GPtrArray *
list (GkLibrary *library)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = gk_library_list (library, NULL, &error);

  g_assert_no_error (error);
  return entries;
}

static void
enter (GkSheet    *sheet,
       guint       player,
       const char *key,
       gint        value)
{
  g_autoptr(GError) error = NULL;

  gk_sheet_set_value (sheet, player,
                      (guint) gk_sheet_game_find_key (gk_sheet_get_game (sheet), key), value,
                      &error);
  g_assert_no_error (error);
}

static GFile *
save (GkLibrary  *library,
      const char *name,
      GkSheet    *sheet)
{
  GFile *file = g_file_get_child (gk_library_get_folder (library), name);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_sheet_file_save (sheet, file, &error));
  g_assert_no_error (error);
  return file;
}

/* Spec 1.7, W-8a: a tie at 47 that B wins on coins. */
static GkSheet *
tied_sheet (gboolean finished)
{
  GkSheet *sheet = gk_sheet_new (&gk_sheet_seven_wonders, 2, 0);

  gk_sheet_set_player_name (sheet, 0, "Anna");
  gk_sheet_set_player_name (sheet, 1, "Вера");
  gk_sheet_start_play (sheet);
  enter (sheet, 0, "military-victory-1", 2);
  enter (sheet, 0, "military-victory-3", 1);
  enter (sheet, 0, "military-defeat", 1);
  enter (sheet, 0, "coins", 7);
  enter (sheet, 0, "wonder", 10);
  enter (sheet, 0, "civilian", 20);
  enter (sheet, 0, "commercial", 4);
  enter (sheet, 0, "guilds", 7);
  enter (sheet, 1, "military-victory-5", 1);
  enter (sheet, 1, "military-defeat", 4);
  enter (sheet, 1, "coins", 8);
  enter (sheet, 1, "wonder", 15);
  enter (sheet, 1, "civilian", 16);
  enter (sheet, 1, "science-gear", 2);
  enter (sheet, 1, "science-compass", 1);
  enter (sheet, 1, "science-tablet", 1);
  if (finished)
    gk_time_now (&gk_sheet_get_play (sheet)->finished);
  return sheet;
}

static GkLibraryEntry *
find (GPtrArray  *entries,
      const char *name)
{
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *base = g_file_get_basename (entry->file);

      if (g_str_equal (base, name))
        return entry;
    }
  g_assert_not_reached ();
}

static void
check_entries (GPtrArray *entries)
{
  GkLibraryEntry *progress = find (entries, "progress.ginkgo");
  GkLibraryEntry *finished = find (entries, "finished.ginkgo");
  GkLibraryEntry *negative = find (entries, "negative.ginkgo");
  GkLibraryEntry *damaged = find (entries, "damaged.ginkgo");

  /* A damaged file first, where it is seen; then the sheet in progress. */
  g_assert_cmpuint (entries->len, ==, 4);
  g_assert_true (g_ptr_array_index (entries, 0) == damaged);
  g_assert_true (g_ptr_array_index (entries, 1) == progress);

  g_assert_cmpint (progress->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  g_assert_cmpstr (progress->sheet_game, ==, "7-wonders");
  g_assert_cmpstr (progress->players, ==, "Anna, Вера");
  g_assert_cmpuint (progress->n_players, ==, 2);
  g_assert_null (progress->winner);

  g_assert_cmpint (finished->kind, ==, GK_LIBRARY_ENTRY_FINISHED);
  g_assert_cmpstr (finished->sheet_game, ==, "7-wonders");
  g_assert_cmpstr (finished->winner, ==, "Вера");
  g_assert_cmpint (finished->winner_points, ==, 47);

  g_assert_cmpint (negative->kind, ==, GK_LIBRARY_ENTRY_FINISHED);
  g_assert_cmpstr (negative->sheet_game, ==, "7-wonders");
  g_assert_cmpstr (negative->players, ==, "Olga, Pál");
  g_assert_cmpstr (negative->winner, ==, "Pál");
  g_assert_cmpint (negative->winner_points, ==, -3);

  g_assert_cmpint (damaged->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
  g_assert_null (damaged->sheet_game);
  g_assert_nonnull (strstr (damaged->problem, "damaged.ginkgo:4: unknown key “gold” for 7 Wonders"));
}

static void
test_listing (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSheet) progress = tied_sheet (FALSE);
  g_autoptr(GkSheet) finished = tied_sheet (TRUE);
  g_autoptr(GkSheet) defeats = gk_sheet_new (&gk_sheet_seven_wonders, 2, 0);
  g_autoptr(GFile) progress_file = save (library, "progress.ginkgo", progress);
  g_autoptr(GFile) finished_file = save (library, "finished.ginkgo", finished);
  g_autoptr(GFile) defeats_file = NULL;
  g_autoptr(GFile) damaged_file = g_file_get_child (gk_library_get_folder (library),
                                                    "damaged.ginkgo");
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) cached = NULL;
  static const char damaged[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scoresheet version=\"1\" game=\"7-wonders\" players=\"2\">\n"
    "  <player id=\"p1\">\n"
    "    <count key=\"gold\" n=\"3\"/>\n"
    "  </player>\n"
    "  <player id=\"p2\"/>\n"
    "</scoresheet>\n";

  /* Nothing but defeats: the winner's points are below zero. */
  gk_sheet_set_player_name (defeats, 0, "Olga");
  gk_sheet_set_player_name (defeats, 1, "Pál");
  enter (defeats, 0, "military-defeat", 6);
  enter (defeats, 1, "military-defeat", 3);
  gk_time_now (&gk_sheet_get_play (defeats)->finished);
  defeats_file = save (library, "negative.ginkgo", defeats);
  g_assert_true (g_file_replace_contents (damaged_file, damaged, sizeof damaged - 1, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));

  first = list (library);
  check_entries (first);
  /* The second listing reads the summaries back from the cache. */
  cached = list (library);
  check_entries (cached);
}

/* A summary cached before the library knew sheets said "damaged": it is
 * not trusted, the file is read again. */
static void
test_old_cache (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSheet) sheet = tied_sheet (FALSE);
  g_autoptr(GFile) file = save (library, "progress.ginkgo", sheet);
  g_autoptr(GFile) base = g_file_get_parent (gk_library_get_folder (library));
  g_autoptr(GFile) cache_file = g_file_get_child (base, "library-cache.ini");
  g_autoptr(GFileInfo) info = g_file_query_info (file, "standard::size,time::*",
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) modified = g_file_info_get_modification_date_time (info);
  g_autoptr(GKeyFile) cache = g_key_file_new ();
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *languages = g_strjoinv (":", (char **) g_get_language_names ());
  g_autoptr(GPtrArray) entries = NULL;
  GkLibraryEntry *entry;

  g_key_file_set_integer (cache, "cache", "version", 1);
  g_key_file_set_string (cache, "cache", "languages", languages);
  g_key_file_set_int64 (cache, uri, "modified",
                        g_date_time_to_unix (modified) * G_USEC_PER_SEC
                        + g_date_time_get_microsecond (modified));
  g_key_file_set_uint64 (cache, uri, "size", (guint64) g_file_info_get_size (info));
  g_key_file_set_integer (cache, uri, "kind", GK_LIBRARY_ENTRY_DAMAGED);
  g_key_file_set_string (cache, uri, "problem", "progress.ginkgo:2: not a game");
  g_assert_true (g_key_file_save_to_file (cache, g_file_peek_path (cache_file), NULL));

  entries = list (library);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpint (entry->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  g_assert_cmpstr (entry->sheet_game, ==, "7-wonders");
  g_assert_null (entry->problem);
}

int
main (int    argc,
      char **argv)
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/library/sheets/listing", test_listing);
  g_test_add_func ("/library/sheets/old-cache", test_old_cache);
  return g_test_run ();
}
