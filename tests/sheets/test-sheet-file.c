/* test-sheet-file.c: the score-sheet file (shared/spec/score-sheets.md)
 *
 * Every refusal the contract names, with its line and nothing half
 * loaded; a sheet written and read back unchanged; a crash-safe save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>

#include "gk-sheet-file.h"
#include "gk-types.h"
#include "gk-sheet-score.h"

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

static const char contract_example[] =
  HEAD
  "<scoresheet version=\"1\" game=\"7-wonders\" players=\"3\" expansions=\"leaders cities\">\n"
  "  <play id=\"0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91\" started=\"2026-11-25T21:02:11+01:00\"/>\n"
  "  <player id=\"p1\" name=\"Anna\" person=\"5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d\">\n"
  "    <count key=\"military-victory-1\" n=\"1\"/>\n"
  "    <count key=\"military-victory-3\" n=\"1\"/>\n"
  "    <count key=\"military-victory-5\" n=\"1\"/>\n"
  "    <count key=\"military-defeat\" n=\"3\"/>\n"
  "    <count key=\"coins\" n=\"14\"/>\n"
  "    <count key=\"wonder\" n=\"10\"/>\n"
  "    <count key=\"civilian\" n=\"13\"/>\n"
  "    <count key=\"science-gear\" n=\"1\"/>\n"
  "    <count key=\"science-compass\" n=\"3\"/>\n"
  "    <count key=\"science-tablet\" n=\"2\"/>\n"
  "    <count key=\"commercial\" n=\"4\"/>\n"
  "  </player>\n"
  "  <player id=\"p2\" name=\"Béla\"/>   <!-- no counts: every key is 0 -->\n"
  "  <player id=\"p3\" name=\"Вера\"/>\n"
  "</scoresheet>\n";

static void
test_contract_example (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkSheet) sheet = gk_sheet_file_load_data (contract_example,
                                                      strlen (contract_example), "w.ginkgo",
                                                      &error);
  g_autoptr(GkSheetScore) score = NULL;
  g_autofree char *started = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (gk_sheet_get_game (sheet)->id, ==, "7-wonders");
  g_assert_cmpuint (gk_sheet_get_n_players (sheet), ==, 3);
  g_assert_cmpstr (gk_sheet_get_player_name (sheet, 1), ==, "Béla");
  g_assert_cmpstr (gk_play_record_get_person (gk_sheet_get_play (sheet), 0), ==,
                   "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");
  g_assert_null (gk_play_record_get_person (gk_sheet_get_play (sheet), 1));
  g_assert_cmpstr (gk_sheet_get_play (sheet)->id, ==, "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  started = gk_time_format (&gk_sheet_get_play (sheet)->started);
  g_assert_cmpstr (started, ==, "2026-11-25T21:02:11+01:00");
  g_assert_false (gk_sheet_get_play (sheet)->finished.set);
  score = gk_sheet_score_compute (sheet);
  g_assert_cmpint (score->totals[0], ==, 58);
  g_assert_cmpint (score->totals[1], ==, 0);
  g_assert_true (gk_sheet_file_sniff (contract_example, strlen (contract_example)));
}

/* A sheet with one player's counts replaced by @counts (line 4 on). */
static char *
sheet_with (const char *root,
            const char *body)
{
  return g_strconcat (HEAD, root, "\n", body, "</scoresheet>\n", NULL);
}

typedef struct
{
  const char *what;
  const char *root;
  const char *body;
  const char *message;   /* what the error must say, after "bad.ginkgo:LINE: " */
  guint       line;
} BadSheet;

/* The first line of the body is line 3. */
#define SW3 "<scoresheet version=\"1\" game=\"7-wonders\" players=\"3\">"
#define P2P3 "  <player id=\"p2\"/>\n  <player id=\"p3\"/>\n"
#define UC2 "<scoresheet version=\"1\" game=\"underwater-cities\" players=\"2\">"
#define BP2 "<scoresheet version=\"1\" game=\"blueprints\" players=\"2\">"

static const BadSheet bad_sheets[] = {
  { "unknown key", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"3\"/>\n"
    "    <count key=\"gold\" n=\"3\"/>\n  </player>\n" P2P3,
    "unknown key “gold” for 7 Wonders", 5 },
  { "key twice", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"3\"/>\n"
    "    <count key=\"coins\" n=\"4\"/>\n  </player>\n" P2P3,
    "the key “coins” is given twice for this player", 5 },
  { "expansion key without its expansion", SW3,
    "  <player id=\"p1\">\n    <count key=\"debt\" n=\"3\"/>\n  </player>\n" P2P3,
    "“Debt, the debt tokens' values added” needs Cities, which this sheet does not use", 4 },
  { "set bonus without Leaders or Babel", SW3,
    "  <player id=\"p1\">\n    <count key=\"science-set-bonus\" n=\"1\"/>\n  </player>\n" P2P3,
    "needs Leaders or Babel", 4 },
  { "number above 999", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"1000\"/>\n  </player>\n" P2P3,
    "“1000” is not a whole number from 0 to 999 (coins)", 4 },
  { "negative number", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"-1\"/>\n  </player>\n" P2P3,
    "“-1” is not a whole number from 0 to 999 (coins)", 4 },
  { "number with a sign", SW3,
    "  <player id=\"p1\">\n    <count key=\"wonder\" n=\"3\"/>\n"
    "    <count key=\"coins\" n=\"+5\"/>\n  </player>\n" P2P3,
    "“+5” is not a whole number from 0 to 999 (coins)", 5 },
  { "number with leading zeros", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"007\"/>\n  </player>\n" P2P3,
    "“007” is not a whole number from 0 to 999 (coins)", 4 },
  { "empty number", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"\"/>\n  </player>\n" P2P3,
    "“” is not a whole number from 0 to 999 (coins)", 4 },
  { "not a number", SW3,
    "  <player id=\"p1\">\n    <count key=\"coins\" n=\"many\"/>\n  </player>\n" P2P3,
    "“many” is not a whole number from 0 to 999 (coins)", 4 },
  { "number above the key's range",
    "<scoresheet version=\"1\" game=\"7-wonders\" players=\"3\" expansions=\"babel\">",
    "  <player id=\"p1\">\n    <count key=\"babel-tower-tiles\" n=\"4\"/>\n  </player>\n" P2P3,
    "“Tower tiles placed” is a whole number from 0 to 3, not 4", 4 },
  { "unknown game", "<scoresheet version=\"1\" game=\"catan\" players=\"3\">", P2P3,
    "unknown game “catan”: a score sheet is one of 7-wonders, underwater-cities, blueprints", 2 },
  { "too many players", "<scoresheet version=\"1\" game=\"underwater-cities\" players=\"5\">",
    "  <player id=\"p1\"/>\n", "Underwater Cities is played by 1 to 4 players, not 5", 2 },
  { "eight players without Cities", "<scoresheet version=\"1\" game=\"7-wonders\" players=\"8\">",
    "  <player id=\"p1\"/>\n", "8 players need an expansion that allows them: 7 Wonders alone takes 7 at most", 2 },
  { "one player of 7 Wonders", "<scoresheet version=\"1\" game=\"7-wonders\" players=\"1\">",
    "  <player id=\"p1\"/>\n", "7 Wonders is played by 2 to 7 players, not 1", 2 },
  { "unknown expansion", "<scoresheet version=\"1\" game=\"7-wonders\" players=\"3\" "
    "expansions=\"armada\">", P2P3, "unknown expansion “armada” for 7 Wonders", 2 },
  { "expansion twice", "<scoresheet version=\"1\" game=\"7-wonders\" players=\"3\" "
    "expansions=\"cities cities\">", P2P3, "the expansion “cities” is listed twice", 2 },
  { "fewer players than players=", SW3, "  <player id=\"p1\"/>\n  <player id=\"p2\"/>\n",
    "players=\"3\" but the sheet holds 2 players", 2 },
  { "more players than players=", SW3,
    "  <player id=\"p1\"/>\n" P2P3 "  <player id=\"p4\"/>\n",
    "players=\"3\" but the sheet holds more players", 6 },
  { "seats out of order", SW3, "  <player id=\"p2\"/>\n  <player id=\"p1\"/>\n  <player id=\"p3\"/>\n",
    "the player here is “p1”, in seating order, not “p2”", 3 },
  { "a person twice", SW3,
    "  <player id=\"p1\" person=\"5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d\"/>\n"
    "  <player id=\"p2\" person=\"5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d\"/>\n  <player id=\"p3\"/>\n",
    "two seats cannot be the same person", 4 },
  { "a malformed date", SW3, "  <play started=\"2026-13-45T99:00:00+01:00\"/>\n"
    "  <player id=\"p1\"/>\n" P2P3, "must be a date and time with seconds", 3 },
  { "a malformed play id", SW3, "  <play id=\"0F8E5C4E-3C55-4B8E-9D2A-6B1F0C7E2A91\"/>\n"
    "  <player id=\"p1\"/>\n" P2P3, "the attribute “id” of <play>", 3 },
  { "a newer version", "<scoresheet version=\"2\" game=\"7-wonders\" players=\"3\">", P2P3,
    "version “2” of the score-sheet format", 2 },
  { "the same player order twice", UC2,
    "  <player id=\"p1\">\n    <count key=\"player-order\" n=\"1\"/>\n  </player>\n"
    "  <player id=\"p2\">\n    <count key=\"player-order\" n=\"1\"/>\n  </player>\n",
    "“Final player order (1: first)”: 1 is already p1's", 7 },
  { "a player order past the players", UC2,
    "  <player id=\"p1\">\n    <count key=\"player-order\" n=\"3\"/>\n  </player>\n"
    "  <player id=\"p2\"/>\n", "is a whole number from 1 to 2, not 3", 4 },
  { "two kinds of brown metropolis", UC2,
    "  <player id=\"p1\">\n    <count key=\"metropolis-tunnels\" n=\"9\"/>\n"
    "    <count key=\"metropolis-cities\" n=\"5\"/>\n  </player>\n  <player id=\"p2\"/>\n",
    "A player has one brown metropolis: this one counts tunnels, not cities", 5 },
  { "a flag of 2", UC2,
    "  <player id=\"p1\">\n    <count key=\"metropolis-unconnected\" n=\"2\"/>\n  </player>\n"
    "  <player id=\"p2\"/>\n", "is 1 (yes) or 0 (no), not 2", 4 },
  { "building points and their parts", BP2,
    "  <player id=\"p1\">\n    <count key=\"round-2-points\" n=\"20\"/>\n"
    "    <count key=\"round-2-green\" n=\"3\"/>\n  </player>\n  <player id=\"p2\"/>\n",
    "The building points were entered as a total", 5 },
  { "seven green dice", BP2,
    "  <player id=\"p1\">\n    <count key=\"round-3-green\" n=\"7\"/>\n  </player>\n"
    "  <player id=\"p2\"/>\n", "“Green dice” is a whole number from 0 to 6, not 7", 4 },
  { "a round that does not exist", BP2,
    "  <player id=\"p1\">\n    <count key=\"round-4-points\" n=\"7\"/>\n  </player>\n"
    "  <player id=\"p2\"/>\n", "unknown key “round-4-points” for Blueprints", 4 },
  { "an expansion of a game that has none",
    "<scoresheet version=\"1\" game=\"blueprints\" players=\"2\" expansions=\"cities\">",
    "  <player id=\"p1\"/>\n  <player id=\"p2\"/>\n", "unknown expansion “cities” for Blueprints",
    2 },
};

static void
test_bad_sheet (gconstpointer data)
{
  const BadSheet *bad = data;
  g_autofree char *text = sheet_with (bad->root, bad->body);
  g_autofree char *prefix = g_strdup_printf ("bad.ginkgo:%u: ", bad->line);
  g_autoptr(GError) error = NULL;
  GkSheet *sheet;

  sheet = gk_sheet_file_load_data (text, strlen (text), "bad.ginkgo", &error);
  g_assert_null (sheet);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, bad->message) == NULL)
    g_error ("expected “%s…%s”, got “%s”", prefix, bad->message, error->message);
}

/* A number as the file writes it, with the spaces the schema allows around
 * it: read (the refused ones above are "+5", "007"). */
static void
test_spaced_number (void)
{
  g_autofree char *text = sheet_with (SW3, "  <player id=\"p1\">\n    <count key=\"coins\" n=\" 5 \"/>\n"
                                           "    <count key=\"wonder\" n=\"0\"/>\n  </player>\n" P2P3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkSheet) sheet = gk_sheet_file_load_data (text, strlen (text), "ok.ginkgo", &error);

  g_assert_no_error (error);
  g_assert_cmpint (gk_sheet_get_named (sheet, 0, "coins"), ==, 5);
  g_assert_cmpint (gk_sheet_get_named (sheet, 0, "wonder"), ==, 0);
}

static void
test_hostile (void)
{
  static const char entity[] =
    HEAD "<!DOCTYPE scoresheet [<!ENTITY a \"aaaaaaaaaa\">]>\n"
    "<scoresheet version=\"1\" game=\"7-wonders\" players=\"2\"/>\n";
  static const char game[] = HEAD "<ginkgopolis version=\"1\"><setup/></ginkgopolis>\n";
  g_autoptr(GError) error = NULL;

  g_assert_null (gk_sheet_file_load_data (entity, strlen (entity), "h.ginkgo", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SYNTAX);
  g_clear_error (&error);
  g_assert_null (gk_sheet_file_load_data ("", 0, "h.ginkgo", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SYNTAX);
  g_clear_error (&error);
  g_assert_null (gk_sheet_file_load_data (game, strlen (game), "h.ginkgo", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_SCHEMA);
  g_assert_cmpstr (error->message, ==, "h.ginkgo:2: this is not a score sheet: its root element "
                                       "is <ginkgopolis>, not <scoresheet>");
}

static void
test_sniff (void)
{
  static const char *const yes[] = {
    "<scoresheet version=\"1\"/>",
    "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- a comment -->\n  <scoresheet>",
    "<scoresheet\n version=\"1\">",
  };
  static const char *const no[] = {
    "", "<ginkgopolis version=\"1\">", "<scoresheets>", "<!-- <scoresheet> --><ginkgopolis>",
    "<?xml version=\"1.0\"", "text <scoresheet>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    g_assert_true (gk_sheet_file_sniff (yes[i], strlen (yes[i])));
  for (guint i = 0; i < G_N_ELEMENTS (no); i++)
    g_assert_false (gk_sheet_file_sniff (no[i], strlen (no[i])));
}

/* On a file: only its head is read, and only a regular file is opened
 * (a FIFO would block the reader for ever). */
static void
test_sniff_file (void)
{
  static const char game[] = HEAD "<ginkgopolis version=\"1\"><setup/></ginkgopolis>\n";
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-sniff-XXXXXX", NULL);
  g_autofree char *sheet_path = g_build_filename (dir, "sheet.ginkgo", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.ginkgo", NULL);
  g_autofree char *fifo_path = g_build_filename (dir, "fifo.ginkgo", NULL);
  g_autoptr(GFile) sheet = g_file_new_for_path (sheet_path);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  g_autoptr(GFile) fifo = g_file_new_for_path (fifo_path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) missing = g_file_get_child (folder, "missing.ginkgo");

  g_assert_true (g_file_set_contents (sheet_path, contract_example, -1, NULL));
  g_assert_true (g_file_set_contents (game_path, game, -1, NULL));
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);

  g_assert_true (gk_sheet_file_sniff_file (sheet, NULL));
  g_assert_false (gk_sheet_file_sniff_file (game_file, NULL));
  g_assert_false (gk_sheet_file_sniff_file (fifo, NULL));
  g_assert_false (gk_sheet_file_sniff_file (folder, NULL));
  g_assert_false (gk_sheet_file_sniff_file (missing, NULL));

  g_unlink (sheet_path);
  g_unlink (game_path);
  g_unlink (fifo_path);
  g_rmdir (dir);
}

/* A pad row whose points are its one key as typed, and rows that compute. */
static void
test_direct_key (void)
{
  const GkSheetGame *w = &gk_sheet_seven_wonders;
  guint cities = gk_sheet_game_find_module (w, "cities");
  guint leaders = gk_sheet_game_find_module (w, "leaders");

  /* Military, treasury (coins by 3), wonder and science compute. */
  for (guint row = 0; row < 5; row++)
    if (row != 3)
      g_assert_cmpint (gk_sheet_game_row_direct_key (w, row, cities | leaders), ==, -1);
  g_assert_cmpint (gk_sheet_game_row_direct_key (w, 3, 0), ==, gk_sheet_game_find_key (w, "civilian"));
  g_assert_cmpint (gk_sheet_game_row_direct_key (w, 7, leaders), ==,
                   gk_sheet_game_find_key (w, "leaders"));
  /* Underwater Cities' track asks the player order beside it. */
  g_assert_cmpint (gk_sheet_game_row_direct_key (&gk_sheet_underwater_cities, 0, 0), ==, -1);
  g_assert_cmpint (gk_sheet_game_row_direct_key (&gk_sheet_underwater_cities, 2, 0), ==,
                   gk_sheet_game_find_key (&gk_sheet_underwater_cities, "cards"));
  /* Blueprints' rounds are rows of their own. */
  g_assert_cmpint (gk_sheet_game_row_direct_key (&gk_sheet_blueprints, 0, 0), ==, -1);
}

/* Written and read back: the same bytes, the same values, the play kept. */
static void
test_round_trip (void)
{
  const GkSheetGame * const *games;
  guint n_games;

  games = gk_sheet_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const GkSheetGame *game = games[g];
      guint modules = (1u << game->n_modules) - 1;
      guint n_players = MIN (game->max_players, 3);
      g_autoptr(GkSheet) sheet = gk_sheet_new (game, n_players, modules);
      g_autoptr(GkSheet) back = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *again = NULL;
      GkPlayRecord *play = gk_sheet_get_play (sheet);

      gk_sheet_start_play (sheet);
      gk_play_record_set_location (play, "Anna's \"flat\" & <garden>");
      gk_play_record_set_note (play, "Line one\nline two");
      gk_sheet_set_player_name (sheet, 0, "Anna");
      gk_play_record_set_person (play, 0, "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");
      /* Every key a value its checks allow, for the first player. */
      for (guint k = 0; k < game->n_keys; k++)
        {
          guint value = game->keys[k].kind == GK_SHEET_KEY_COUNT ? (k % 3) : 1;

          gk_sheet_set_value (sheet, 0, k, (gint) value, NULL);
        }
      data = gk_sheet_file_to_data (sheet, NULL);
      back = gk_sheet_file_load_data (data, strlen (data), "trip.ginkgo", &error);
      g_assert_no_error (error);
      again = gk_sheet_file_to_data (back, NULL);
      g_assert_cmpstr (again, ==, data);
      g_assert_cmpstr (gk_sheet_get_play (back)->note, ==, "Line one\nline two");
      g_assert_cmpstr (gk_sheet_get_play (back)->location, ==, "Anna's \"flat\" & <garden>");
      g_assert_true (gk_play_record_equal (gk_sheet_get_play (back), play));
      for (guint k = 0; k < game->n_keys; k++)
        {
          g_assert_cmpint (gk_sheet_is_set (back, 0, k), ==, gk_sheet_is_set (sheet, 0, k));
          g_assert_cmpint (gk_sheet_get_value (back, 0, k), ==, gk_sheet_get_value (sheet, 0, k));
        }
    }
}

static void
test_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);
  g_autoptr(GkSheet) back = NULL;
  g_autoptr(GError) error = NULL;

  gk_sheet_set_value (sheet, 2, (guint) gk_sheet_game_find_key (&gk_sheet_seven_wonders, "coins"),
                      17, &error);
  g_assert_no_error (error);
  g_assert_true (gk_sheet_file_save (sheet, file, &error));
  g_assert_no_error (error);
  back = gk_sheet_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gk_sheet_get_named (back, 2, "coins"), ==, 17);
  g_unlink (path);
  g_rmdir (dir);
}

/* A refused change leaves the sheet as it was. */
static void
test_refused_change (void)
{
  g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_blueprints, 2, 0);
  gint points = gk_sheet_game_find_key (&gk_sheet_blueprints, "round-1-points");
  gint green = gk_sheet_game_find_key (&gk_sheet_blueprints, "round-1-green");
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_sheet_set_value (sheet, 0, (guint) green, 2, &error));
  g_assert_false (gk_sheet_set_value (sheet, 0, (guint) points, 12, &error));
  g_assert_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE);
  g_assert_false (gk_sheet_is_set (sheet, 0, (guint) points));
  g_assert_cmpint (gk_sheet_get_value (sheet, 0, (guint) green), ==, 2);
}

static void
test_preconditions (void)
{
  g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players >= 1*");
  g_assert_null (gk_sheet_new (&gk_sheet_seven_wonders, 0, 0));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*player < sheet->n_players*");
  g_assert_false (gk_sheet_set_value (sheet, 3, 0, 1, NULL));
  g_test_assert_expected_messages ();
}

static void
test_checklist (void)
{
  g_autoptr(GPtrArray) four = gk_sheet_game_checklist (&gk_sheet_seven_wonders, 4,
                                                        gk_sheet_game_find_module (
                                                          &gk_sheet_seven_wonders, "cities"));
  g_autoptr(GPtrArray) blueprints = gk_sheet_game_checklist (&gk_sheet_blueprints, 3, 0);
  g_autofree char *all = NULL;
  g_autofree char *bp = NULL;

  g_ptr_array_add (four, NULL);
  all = g_strjoinv ("\n", (char **) four->pdata);
  /* Spec 1.2: 6 guilds for 4 players, 2 peace tokens, 8 cards with Cities. */
  g_assert_nonnull (strstr (all, "(two more than players): 6."));
  g_assert_nonnull (strstr (all, "the rest back in the box: 2;"));
  g_assert_nonnull (strstr (all, "deal 8 Age I cards"));
  g_assert_null (strstr (all, "deal 7 Age I cards"));
  g_assert_null (strstr (all, "Leaders:"));
  g_ptr_array_add (blueprints, NULL);
  bp = g_strjoinv ("\n", (char **) blueprints->pdata);
  g_assert_nonnull (strstr (bp, "dice rolled for the pool and sorted by value: 9. (check your "
                                "rulebook)"));
  g_assert_nonnull (strstr (bp, "Gold and Silver only"));
}

/* A name a file cannot hold (U+FFFE, a control character, bytes that are
 * no UTF-8) is refused with a message before anything is written, never
 * dropped: the file that was there stays as it was. */
static void
test_refuses_unwritable (void)
{
  static const char *const names[] = { "Béla\357\277\276", "Béla\002", "B\351la" };
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkSheet) good = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;

  gk_sheet_set_player_name (good, 1, "Béla");
  g_assert_true (gk_sheet_file_save (good, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);
      g_autofree char *after = NULL;

      gk_sheet_set_player_name (sheet, 1, names[i]);
      g_assert_null (gk_sheet_file_to_data_full (sheet, NULL, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_clear_error (&error);
      g_assert_false (gk_sheet_file_save (sheet, file, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_assert_nonnull (strstr (error->message, "nothing was saved"));
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sheets/file/contract-example", test_contract_example);
  for (guint i = 0; i < G_N_ELEMENTS (bad_sheets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sheets/file/refused/%s", bad_sheets[i].what);

      g_test_add_data_func (path, &bad_sheets[i], test_bad_sheet);
    }
  g_test_add_func ("/sheets/file/spaced-number", test_spaced_number);
  g_test_add_func ("/sheets/file/hostile", test_hostile);
  g_test_add_func ("/sheets/file/sniff", test_sniff);
  g_test_add_func ("/sheets/file/refuses-unwritable", test_refuses_unwritable);
  g_test_add_func ("/sheets/file/sniff-file", test_sniff_file);
  g_test_add_func ("/sheets/game/direct-key", test_direct_key);
  g_test_add_func ("/sheets/file/round-trip", test_round_trip);
  g_test_add_func ("/sheets/file/save", test_save);
  g_test_add_func ("/sheets/sheet/refused-change", test_refused_change);
  g_test_add_func ("/sheets/sheet/preconditions", test_preconditions);
  g_test_add_func ("/sheets/checklist", test_checklist);
  return g_test_run ();
}
