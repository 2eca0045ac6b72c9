/* test-same-words.c: the command line and the window say the same things
 *
 * The same tables (the hand-worked games of tests/core/games, played to
 * their end or not, standard and solo, and two positions entered by hand)
 * go to `ginkgo-companion --score` and `--state` and to the window's score
 * page and player cards.  Both must give a district's places the same
 * reasons (the tie-breaks), head the parts of the score alike, say how the
 * game ended in the same sentence, and show a seat the same pieces (the
 * solo opponent without screen and tiles, no renewal tokens in the solo
 * game).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "gk-play-page.h"
#include "gk-player-card.h"
#include "gk-round-entry.h"
#include "gk-score-page.h"
#include "gk-score-sheet.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"

static const char * const game_names[] = {
  "short-2p.ginkgo", "short-2p-round5.ginkgo", "short-2p-midround.ginkgo",
  "position-3p.ginkgo", "solo-expert.ginkgo", "solo-expert-round9.ginkgo",
  "solo-cannot-pay.ginkgo",
};

/* How many places of each GkPlaceReason both said alike, over every table. */
static guint compared_reasons[GK_PLACE_TOP_NUMBER + 1];
static guint compared_ends;

/* ---- the command line ---- */

static char *
run_cli (const char *option,
         const char *path)
{
  const char *exe = g_getenv ("GK_TEST_COMPANION");
  const char *argv[] = { exe, option, path, NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = -1;

  g_assert_nonnull (exe);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s %s failed: %s", option, path, err);
  return out;
}

/* The lines of @text whose first words (after the indent) are @head, in order. */
static GPtrArray *
lines_starting (const char *text,
                const char *head)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), head))
      g_ptr_array_add (found, g_strdup (lines[i]));
  return found;
}

/* The numbers in @text, in order, as "3 2 1". */
static char *
numbers_in (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == text || !g_ascii_isdigit (p[-1])))
      g_string_append_printf (out, "%s%d", out->len > 0 ? " " : "", atoi (p));
  return g_string_free (out, FALSE);
}

/* ---- the window ---- */

static GtkListBox *
page_list (GkScorePage *page,
           const char  *name)
{
  GObject *list = gtk_widget_get_template_child (GTK_WIDGET (page), GK_TYPE_SCORE_PAGE, name);

  g_assert_true (GTK_IS_LIST_BOX (list));
  return GTK_LIST_BOX (list);
}

/* "First: Cili, tie broken by the higher top number, 4 points": the reason
 * between the name and the points. */
static char *
page_reason (const char *line)
{
  const char *start = strstr (line, ", ");
  const char *end = g_strrstr (line, ", ");

  g_assert_nonnull (start);
  g_assert_true (end > start);
  return g_strndup (start + 2, (gsize) (end - start - 2));
}

/* "First: Cili (p3), 4 points (tie broken by the higher top number)": the
 * reason in the last brackets. */
static char *
cli_reason (const char *line)
{
  const char *start = g_strrstr (line, "(");
  const char *end = g_strrstr (line, ")");

  g_assert_nonnull (start);
  g_assert_true (end > start);
  return g_strndup (start + 1, (gsize) (end - start - 1));
}

/* ---- the checks ---- */

/* The parts of the score head the page's columns and the command line's table. */
static void
check_parts (GkScorePage *page,
             const char  *cli)
{
  static const char * const ids[] = { "tokens", "cards", "renewal", "districts", "total" };
  GtkListBoxRow *head = gtk_list_box_get_row_at_index (page_list (page, "results_list"), 0);
  g_autoptr(GPtrArray) lines = lines_starting (cli, "Rank ");
  g_autoptr(GRegex) gap = g_regex_new ("  +", 0, 0, NULL);
  g_auto(GStrv) cli_heads = NULL;

  g_assert_cmpuint (lines->len, ==, 1);
  cli_heads = g_regex_split (gap, g_ptr_array_index (lines, 0), 0);
  g_assert_cmpuint (g_strv_length (cli_heads), ==, 2 + G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GtkWidget *label = gk_ui_test_find_named (GTK_WIDGET (head), ids[i]);

      g_assert_true (GTK_IS_LABEL (label));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, cli_heads[2 + i]);
    }
}

/* Every place of every district, for the same reason in the same words. */
static void
check_places (GkScorePage   *page,
              const GkTable *table,
              const char    *cli)
{
  g_autoptr(GkScore) score = gk_score_compute (table);
  g_autoptr(GPtrArray) firsts = lines_starting (cli, "First: ");
  g_autoptr(GPtrArray) seconds = lines_starting (cli, "Second: ");
  guint first = 0, second = 0;

  for (guint d = 0; d < score->districts->len; d++)
    {
      const GkDistrict *district = g_ptr_array_index (score->districts, d);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (page_list (page, "districts_list"), d);
      g_auto(GStrv) page_lines = NULL;

      g_assert_true (ADW_IS_ACTION_ROW (row));
      page_lines = g_strsplit (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "\n", -1);
      if (district->first == GK_NO_PLAYER || district->first_reason == GK_PLACE_ALONE)
        continue;

      {
        g_autofree char *in_page = page_reason (page_lines[0]);
        g_autofree char *in_cli = cli_reason (g_ptr_array_index (firsts, first++));

        g_assert_cmpstr (in_page, ==, in_cli);
        compared_reasons[district->first_reason]++;
      }
      if (district->second == GK_NO_PLAYER)
        continue;
      {
        g_autofree char *in_page = page_reason (page_lines[1]);
        g_autofree char *in_cli = cli_reason (g_ptr_array_index (seconds, second++));

        g_assert_cmpstr (in_page, ==, in_cli);
        compared_reasons[district->second_reason]++;
      }
    }
  g_assert_cmpuint (first, ==, firsts->len);
  g_assert_cmpuint (second, ==, seconds->len);
}

/* How the game ended: the page's line under the winner is a line of the
 * command line's score, or neither says it. */
static void
check_end (GkScorePage *page,
           const char  *cli)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), GK_TYPE_SCORE_PAGE,
                                                  "end_label");
  const char *end = gtk_label_get_label (GTK_LABEL (label));
  g_autofree char *line = g_strdup_printf ("\n%s\n", end);

  if (gtk_widget_get_visible (GTK_WIDGET (label)))
    {
      g_assert_cmpstr (end, !=, "");
      gk_ui_assert_contains (cli, line);
      compared_ends++;
    }
  else
    {
      g_autoptr(GRegex) after_winner = g_regex_new ("\n(Winner|Ahead|Shared victory|Tied ahead): "
                                                    "[^\n]*\n\n", 0, 0, NULL);

      g_assert_true (g_regex_match (after_winner, cli, 0, NULL));
    }
}

/* A seat's pieces on its card and in `--state`: the same numbers, the
 * screen, tiles and renewal tokens where both show them. */
static void
check_seat (const GkTable *table,
            gint           seat,
            const char    *state)
{
  GtkWidget *card = g_object_ref_sink (gk_player_card_new ());
  GObject *counts = gtk_widget_get_template_child (card, GK_TYPE_PLAYER_CARD, "counts");
  g_autofree char *label = gk_format_player_label (table, seat);
  g_autofree char *head = g_strdup_printf ("\n%s\n", label);
  const char *section = strstr (state, head);
  const char *section_end;
  g_autofree char *lines = NULL;
  g_autofree char *cli_resources = NULL;
  g_autofree char *cli_rest = NULL;
  g_autofree char *card_resources = NULL;
  g_autofree char *card_rest = NULL;
  const char *description;
  const char *resources_text;

  gk_player_card_update (GK_PLAYER_CARD (card), table, seat);
  g_assert_nonnull (section);
  section += strlen (head);
  section_end = strstr (section, "  Kept cards: ");
  g_assert_nonnull (section_end);
  lines = g_strndup (section, (gsize) (section_end - section));

  /* "  6 points\n  Resources: …\n  4 tiles behind the screen\n  2 hand-renewal tokens\n" */
  {
    const char *resources = strstr (lines, "Resources: ");
    const char *rest;

    g_assert_nonnull (resources);
    rest = strchr (resources, '\n');
    g_autofree char *resources_line = g_strndup (resources, (gsize) (rest - resources));

    cli_resources = numbers_in (resources_line);
    cli_rest = numbers_in (rest);
  }
  card_resources = numbers_in (gk_player_card_get_resources_text (GK_PLAYER_CARD (card)));
  /* the counts' tooltip, also their name for screen readers */
  description = gk_ui_get_tooltip (GTK_WIDGET (counts));
  resources_text = gk_player_card_get_resources_text (GK_PLAYER_CARD (card));
  g_assert_true (g_str_has_prefix (description, resources_text));
  card_rest = numbers_in (description + strlen (resources_text));

  g_assert_cmpstr (card_resources, ==, cli_resources);
  g_assert_cmpstr (card_rest, ==, cli_rest);
  g_object_unref (card);
}

static void
check_table (const GkTable *table,
             const char    *path)
{
  g_autofree char *score = run_cli ("--score", path);
  g_autofree char *state = run_cli ("--state", path);
  GkScorePage *page = GK_SCORE_PAGE (g_object_ref_sink (gk_score_page_new ()));

  g_test_message ("%s", path);
  gk_score_page_set_table (page, table);
  check_parts (page, score);
  check_places (page, table, score);
  check_end (page, score);
  for (guint p = 0; p < gk_table_get_n_players (table); p++)
    check_seat (table, (gint) p, state);
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    check_seat (table, GK_PLAYER_HAL, state);
  g_assert_finalize_object (page);
}

/* ---- the tables ---- */

/* Two players level in a red district, Béla's building the taller: the
 * tie goes to the tallest building (rules.md 7). */
static const char tallest_tie[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<ginkgopolis version=\"1\">\n"
  "  <position players=\"2\">\n"
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\" points=\"10\" renewal-tokens=\"0\""
  " resources=\"0\" tiles=\"0\">\n"
  "      <character colour=\"red\" trigger=\"exploit\"/>\n"
  "      <character colour=\"blue\" trigger=\"exploit\"/>\n"
  "      <character colour=\"yellow\" trigger=\"construction\"/>\n"
  "    </player>\n"
  "    <player id=\"p2\" name=\"Béla\" colour=\"orange\" points=\"10\" renewal-tokens=\"0\""
  " resources=\"0\" tiles=\"0\">\n"
  "      <character colour=\"blue\" trigger=\"urbanization\"/>\n"
  "      <character colour=\"red\" trigger=\"construction\"/>\n"
  "      <character colour=\"red\" trigger=\"exploit\"/>\n"
  "    </player>\n"
  "    <building x=\"0\" y=\"0\" owner=\"p1\"><tile id=\"red-10\"/></building>\n"
  "    <building x=\"1\" y=\"0\" owner=\"p1\"><tile id=\"red-11\"/></building>\n"
  "    <building x=\"2\" y=\"0\" owner=\"p2\"><tile id=\"red-12\"/><tile id=\"red-13\"/>"
  "</building>\n"
  "  </position>\n"
  "</ginkgopolis>\n";

static void
check_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

  g_assert_no_error (error);
  check_table (loaded->game != NULL ? gk_game_get_table (loaded->game) : loaded->position, path);
}

static void
test_games (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", game_names[i],
                                                     NULL);

      check_file (path);
    }
}

static void
test_positions (void)
{
  g_autoptr(GkPosition) full = gk_test_full_position ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GkTable) full_table = gk_position_build (full, NULL, &error);
  g_autofree char *dir = g_dir_make_tmp ("gk-same-words-XXXXXX", NULL);
  g_autofree char *full_path = g_build_filename (dir, "full.ginkgo", NULL);
  g_autofree char *tall_path = g_build_filename (dir, "tallest.ginkgo", NULL);
  g_autoptr(GFile) full_file = g_file_new_for_path (full_path);

  g_assert_no_error (error);
  gk_position_save (full_table, full_file, &error);
  g_assert_no_error (error);
  g_file_set_contents (tall_path, tallest_tie, -1, &error);
  g_assert_no_error (error);

  check_file (full_path);
  check_file (tall_path);
  g_unlink (full_path);
  g_unlink (tall_path);
  g_rmdir (dir);
}

/* Every table, then: the tables hold every reason a place has, so no
 * comparison was left out. */
static void
test_same_words (void)
{
  test_games ();
  test_positions ();
  g_assert_cmpuint (compared_reasons[GK_PLACE_MOST], >, 0);
  g_assert_cmpuint (compared_reasons[GK_PLACE_TALLEST], >, 0);
  g_assert_cmpuint (compared_reasons[GK_PLACE_TOP_NUMBER], >, 0);
  g_assert_cmpuint (compared_ends, >=, 3);
}

/* ---- the play page, a city without districts ---- */

static GkGame *
load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded->game);
  return g_object_ref (loaded->game);
}

/* @game at its cursor in a file of @dir, for the command line. */
static char *
save_game (GkGame     *game,
           const char *dir,
           const char *name)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  gk_game_file_save (game, file, &error);
  g_assert_no_error (error);
  return path;
}

/* The banner over the play page is the line of `--score` that says how the
 * game ends or ended; returns it. */
static char *
check_banner (GkGame     *game,
              const char *path)
{
  GtkWidget *page = g_object_ref_sink (gk_play_page_new ());
  g_autofree char *score = run_cli ("--score", path);
  g_autofree char *line = NULL;
  char *banner;

  gk_play_page_set_game (GK_PLAY_PAGE (page), game);
  banner = g_strdup (gk_ui_test_play_banner (GK_PLAY_PAGE (page)));
  g_assert_nonnull (banner);
  line = g_strdup_printf ("\n%s\n", banner);
  gk_ui_assert_contains (score, line);
  gk_play_page_set_game (GK_PLAY_PAGE (page), NULL);
  g_assert_finalize_object (page);
  return banner;
}

/* A solo game ended by the tile reserve: it runs out once in the solo game
 * (rules.md 10), and the banner says so as the command line does.  (The
 * move that empties it ends the solo game at once: the opponent's turn is
 * left out.)  A standard game's last round, after the reserve ran out the
 * second time, in the same words as the command line too. */
static void
test_reserve_end (void)
{
  g_autoptr(GkGame) solo = load_game ("solo-expert.ginkgo");
  g_autoptr(GkGame) standard = load_game ("short-2p.ginkgo");
  g_autofree char *dir = g_dir_make_tmp ("gk-same-words-XXXXXX", NULL);
  g_autofree char *solo_path = save_game (solo, dir, "solo.ginkgo");
  g_autofree char *last_path = NULL;
  g_autofree char *solo_end = NULL;
  g_autofree char *last = NULL;

  g_assert_cmpint (gk_table_get_end_trigger (gk_game_get_table (solo), NULL), ==, GK_END_TILES);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (solo)));
  solo_end = check_banner (solo, solo_path);
  g_assert_null (strstr (solo_end, "second time"));

  g_assert_cmpint (gk_table_get_end_trigger (gk_game_get_table (standard), NULL), ==,
                   GK_END_TILES);
  while (gk_table_is_game_over (gk_game_get_table (standard)))
    gk_game_undo (standard);
  g_assert_true (gk_table_is_last_round (gk_game_get_table (standard)));
  last_path = save_game (standard, dir, "last-round.ginkgo");
  last = check_banner (standard, last_path);
  g_assert_nonnull (strstr (last, "second time"));

  g_unlink (solo_path);
  g_unlink (last_path);
  g_rmdir (dir);
}

/* Three buildings side by side, each of its own colour: no district. */
static const char no_district[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<ginkgopolis version=\"1\">\n"
  "  <position players=\"2\">\n"
  "    <player id=\"p1\" name=\"Anna\" colour=\"white\" points=\"10\" renewal-tokens=\"0\""
  " resources=\"0\" tiles=\"0\">\n"
  "      <character colour=\"red\" trigger=\"exploit\"/>\n"
  "      <character colour=\"blue\" trigger=\"exploit\"/>\n"
  "      <character colour=\"yellow\" trigger=\"construction\"/>\n"
  "    </player>\n"
  "    <player id=\"p2\" name=\"Béla\" colour=\"orange\" points=\"10\" renewal-tokens=\"0\""
  " resources=\"0\" tiles=\"0\">\n"
  "      <character colour=\"blue\" trigger=\"urbanization\"/>\n"
  "      <character colour=\"red\" trigger=\"construction\"/>\n"
  "      <character colour=\"red\" trigger=\"exploit\"/>\n"
  "    </player>\n"
  "    <building x=\"0\" y=\"0\" owner=\"p1\"><tile id=\"red-10\"/></building>\n"
  "    <building x=\"1\" y=\"0\" owner=\"p2\"><tile id=\"blue-11\"/></building>\n"
  "    <building x=\"2\" y=\"0\" owner=\"p1\"><tile id=\"yellow-12\"/></building>\n"
  "  </position>\n"
  "</ginkgopolis>\n";

/* A city without a district: the score page, the score sheet and `--score`
 * say it in one sentence. */
static void
test_no_district (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-same-words-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "no-district.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GkScoreSheet) sheet = NULL;
  g_autofree char *score = NULL;
  g_autofree char *cli_line = NULL;
  g_autofree char *sheet_text = NULL;
  GkScorePage *page;
  GtkListBoxRow *row;
  const char *said;

  g_file_set_contents (path, no_district, -1, &error);
  g_assert_no_error (error);
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  score = run_cli ("--score", path);

  page = GK_SCORE_PAGE (g_object_ref_sink (gk_score_page_new ()));
  gk_score_page_set_table (page, loaded->position);
  row = gtk_list_box_get_row_at_index (page_list (page, "districts_list"), 0);
  g_assert_true (ADW_IS_PREFERENCES_ROW (row));
  g_assert_null (gtk_list_box_get_row_at_index (page_list (page, "districts_list"), 1));
  said = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  g_assert_cmpstr (said, !=, "");
  cli_line = g_strdup_printf ("\nDistricts\n  %s\n", said);
  gk_ui_assert_contains (score, cli_line);

  sheet = gk_score_sheet_new (loaded->position, NULL, -1, -1);
  sheet_text = gk_score_sheet_get_text (sheet);
  gk_ui_assert_contains (sheet_text, said);
  g_assert_finalize_object (page);

  g_unlink (path);
  g_rmdir (dir);
}

/* The solo opponent's turn: the round entry says what to do for it in the
 * words of the steps at the table and of `--state`. */
static void
test_opponent_turn (void)
{
  g_autoptr(GkGame) game = load_game ("solo-expert-round9.ginkgo");
  g_autofree char *dir = g_dir_make_tmp ("gk-same-words-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *state = NULL;
  g_autofree char *line = NULL;
  GtkWidget *page = g_object_ref_sink (gk_play_page_new ());
  GkRoundEntry *entry;
  GObject *label;
  g_auto(GStrv) steps = NULL;
  const char *said;

  while (gk_table_get_next_player (gk_game_get_table (game)) != GK_PLAYER_HAL)
    {
      g_assert_true (gk_game_can_undo (game));
      gk_game_undo (game);
    }
  path = save_game (game, dir, "opponent.ginkgo");
  state = run_cli ("--state", path);

  gk_play_page_set_game (GK_PLAY_PAGE (page), game);
  entry = gk_play_page_get_round_entry (GK_PLAY_PAGE (page));
  label = gtk_widget_get_template_child (GTK_WIDGET (entry), GK_TYPE_ROUND_ENTRY,
                                        "opponent_label");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
  said = gtk_label_get_label (GTK_LABEL (label));
  g_assert_cmpstr (said, !=, "");
  line = g_strdup_printf ("\n%s\n", said);
  gk_ui_assert_contains (state, line);
  steps = gk_ui_test_play_steps (page);
  g_assert_nonnull (steps);
  g_assert_true (g_strv_contains ((const char * const *) steps, said));

  gk_play_page_set_game (GK_PLAY_PAGE (page), NULL);
  g_assert_finalize_object (page);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/same-words/cli-and-window", test_same_words);
  g_test_add_func ("/same-words/reserve-end", test_reserve_end);
  g_test_add_func ("/same-words/no-district", test_no_district);
  g_test_add_func ("/same-words/opponent-turn", test_opponent_turn);
  return g_test_run ();
}
