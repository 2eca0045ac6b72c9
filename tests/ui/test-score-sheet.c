/* test-score-sheet.c: one play's score on paper: the play it is of (date,
 * place, kind of game, rounds, playing time, how it ended, who won), a row
 * per player in rank order between two rules with their colour's symbol,
 * the districts in the app's words beside the end-game cards, the note, the
 * app's name at the foot; written to PDF atomically and titled with the
 * play, printed from a copy, and the same score card as a PNG and an image
 *
 * Set GK_TEST_PNG_DIR to a folder to also get the sheets and score cards of
 * a few plays there (sheet-*.pdf, card-*.png), to look at; with
 * GK_TEST_LOCALEDIR (the build's po folder) and LANGUAGE, translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "gk-player-style.h"
#include "gk-score-sheet.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

#define WIDTH  500
#define HEIGHT 740
#define ROW    22      /* gk-score-sheet.c: the height of a player's row */
#define SYMBOL 59      /* gk-score-sheet.c: the middle of a row's symbol, from the left */
/* How cairo writes a document's title in its information. */
#define TITLE  "/Title (Ginkgopolis, 25 November 2026, Anna's flat)"

static const char *data_dir;

static GkTable *
finished_table (void)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GError) error = NULL;
  GkTable *table = gk_position_build (position, NULL, &error);

  g_assert_no_error (error);
  return table;
}

/* A game of @n_players at its setup: not over. */
static GkGame *
new_game (guint n_players)
{
  g_autoptr(GkSetup) setup = gk_setup_new (n_players);
  g_autoptr(GError) error = NULL;
  GkGame *game = gk_game_new (setup, &error);

  g_assert_no_error (error);
  return game;
}

/* The finished game of tests/core/games/@name. */
static GkGame *
load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

  g_assert_no_error (error);
  return g_object_ref (loaded->game);
}

/* A play's record as the players would write it. */
static GkPlayRecord *
evening_play (void)
{
  GkPlayRecord *play = gk_play_record_new ();

  play->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  g_assert_true (gk_time_parse ("2026-11-25T19:02:11+01:00", &play->started));
  g_assert_true (gk_time_parse ("2026-11-25T21:31:40+01:00", &play->finished));
  gk_play_record_set_location (play, "Anna's flat");
  gk_play_record_set_note (play, "Bela's first game.");
  return play;
}

static GkScoreSheet *
sheet_of (const GkTable *table)
{
  return gk_score_sheet_new (table, NULL, -1, -1);
}

/* The sheet on white paper, WIDTH x HEIGHT points at 1 pixel a point. */
static cairo_surface_t *
draw_sheet (GkScoreSheet *sheet)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_cmpfloat (gk_score_sheet_draw (sheet, cr, WIDTH, HEIGHT), ==, HEIGHT);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  guint32 *data = (guint32 *) cairo_image_surface_get_data (surface);

  return data[y * (cairo_image_surface_get_stride (surface) / 4) + x] & 0xffffff;
}

/* The rows of the page crossed by a dark line from edge to edge: the rules
 * above and below the players (a run of rows counts once). */
static GArray *
find_rules (cairo_surface_t *surface)
{
  GArray *rules = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean previous = FALSE;

  for (int y = 0; y < HEIGHT; y++)
    {
      gboolean rule = TRUE;

      for (int x = 0; x < WIDTH && rule; x += 5)
        rule = (pixel (surface, x, y) & 0xff) < 0xc0;
      if (rule && !previous)
        g_array_append_val (rules, y);
      previous = rule;
    }
  return rules;
}

/* Whether anything is drawn in the rectangle. */
static gboolean
inked (cairo_surface_t *surface,
       int              x0,
       int              y0,
       int              x1,
       int              y1)
{
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      if (pixel (surface, x, y) != 0xffffff)
        return TRUE;
  return FALSE;
}

/* Whether @line is one of the lines of @text. */
static gboolean
has_line (const char *text,
          const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strv_contains ((const char * const *) lines, line);
}

/* Where @needle starts in @haystack, which must hold it. */
static gsize
offset_of (const char *haystack,
           const char *needle)
{
  const char *found = strstr (haystack, needle);

  if (found == NULL)
    g_error ("“%s” is not on the sheet:\n%s", needle, haystack);
  return found - haystack;
}

/* ---- the players ---- */

/* A row per player between the two rules, for four players and three. */
static void
test_rows (void)
{
  g_autoptr(GkTable) finished = finished_table ();
  g_autoptr(GkGame) game = new_game (3);
  const GkTable *tables[] = { finished, gk_game_get_table (game) };
  const guint players[] = { 4, 3 };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(GkScoreSheet) sheet = sheet_of (tables[i]);
      cairo_surface_t *surface = draw_sheet (sheet);
      g_autoptr(GArray) rules = find_rules (surface);
      int top, bottom;

      g_assert_cmpuint (rules->len, ==, 2);
      top = g_array_index (rules, int, 0);
      bottom = g_array_index (rules, int, 1);
      /* the head's rule sits 4 points above the first row */
      g_assert_cmpint (ABS (bottom - top - (int) (players[i] * ROW + 4)), <=, 1);
      /* a rank and a name in each row */
      for (guint row = 0; row < players[i]; row++)
        {
          g_assert_true (inked (surface, 0, top + 4 + row * ROW, 30, top + 4 + (row + 1) * ROW));
          g_assert_true (inked (surface, SYMBOL + 12, top + 4 + row * ROW, WIDTH / 3,
                                top + 4 + (row + 1) * ROW));
        }
      cairo_surface_destroy (surface);
    }
}

/* Rows in rank order, each with its player's colour: the symbol of the
 * first row is the winner's colour, and so on down. */
static void
test_rank_order (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autoptr(GkScoreSheet) sheet = sheet_of (table);
  g_autoptr(GkScore) score = gk_score_compute (table);
  cairo_surface_t *surface = draw_sheet (sheet);
  g_autoptr(GArray) rules = find_rules (surface);
  g_autofree char *text = gk_score_sheet_get_text (sheet);
  guint previous_rank = 0;
  gsize previous_offset = 0;
  GPtrArray *seen = g_ptr_array_new ();

  for (guint row = 0; row < score->n_players; row++)
    {
      int y = g_array_index (rules, int, 0) + 4 + row * ROW + 8;
      const GkPlayerScore *player = NULL;
      guint32 drawn = pixel (surface, SYMBOL, y);
      GdkRGBA rgba;
      guint32 expected;

      /* the best not yet seen: rank, then seat */
      for (guint i = 0; i < score->n_players; i++)
        if (!g_ptr_array_find (seen, &score->players[i], NULL)
            && (player == NULL || score->players[i].rank < player->rank))
          player = &score->players[i];
      g_ptr_array_add (seen, (gpointer) player);
      g_assert_cmpuint (player->rank, >=, previous_rank);
      previous_rank = player->rank;

      gk_player_colour_get_rgba (gk_table_get_player_colour (table, player->player), FALSE, &rgba);
      expected = ((guint32) (rgba.red * 255 + 0.5) << 16)
                 | ((guint32) (rgba.green * 255 + 0.5) << 8) | (guint32) (rgba.blue * 255 + 0.5);
      for (guint shift = 0; shift < 24; shift += 8)
        g_assert_cmpint (ABS ((gint) ((drawn >> shift) & 0xff)
                              - (gint) ((expected >> shift) & 0xff)), <=, 4);

      /* the names in the text in the same order */
      g_assert_cmpuint (offset_of (text, gk_table_get_player_name (table, player->player)), >=,
                        previous_offset);
      previous_offset = offset_of (text, gk_table_get_player_name (table, player->player));
    }
  g_ptr_array_unref (seen);
  cairo_surface_destroy (surface);
}

/* ---- what the sheet says ---- */

static void
test_words (void)
{
  g_autoptr(GkGame) game = load_game ("short-2p.ginkgo");
  g_autoptr(GkPlayRecord) play = evening_play ();
  g_autoptr(GkScoreSheet) sheet = gk_score_sheet_new (gk_game_get_table (game), play, 5340, 9000);
  g_autofree char *text = gk_score_sheet_get_text (sheet);
  g_autofree char *end = gk_format_game_end (gk_game_get_table (game));
  g_autoptr(GkScore) score = gk_score_compute (gk_game_get_table (game));
  g_autofree char *result = gk_format_result (gk_game_get_table (game), score);
  g_autofree char *about = NULL;

  g_assert_cmpstr (gk_score_sheet_get_title (sheet), ==,
                   "Ginkgopolis, 25 November 2026, Anna's flat");
  /* titled with the game, then the play */
  g_assert_true (has_line (text, "Ginkgopolis"));
  g_assert_cmpuint (offset_of (text, "Ginkgopolis\n"), <, offset_of (text, "Final Score"));
  g_assert_true (has_line (text, "Final Score"));
  g_assert_true (has_line (text, "25 November 2026, 19:02 · Anna's flat"));
  about = g_strdup_printf ("Standard game, 2 players · %u rounds · 1 h 29 min, pauses over 30 min "
                           "not counted", gk_table_get_round (gk_game_get_table (game)));
  g_assert_true (has_line (text, about));
  g_assert_true (has_line (text, end));
  g_assert_true (has_line (text, result));
  g_assert_true (has_line (text, "Note"));
  g_assert_true (has_line (text, "Bela's first game."));
  /* the app's word for what a district is made of */
  g_assert_nonnull (strstr (text, " buildings"));
  g_assert_null (strstr (text, "cells"));
  /* in the order drawn: the head, the players, the districts, the cards */
  g_assert_cmpuint (offset_of (text, result), <, offset_of (text, "Rank"));
  g_assert_cmpuint (offset_of (text, "Rank"), <, offset_of (text, "Districts\n"));
  g_assert_cmpuint (offset_of (text, "Districts\n"), <, offset_of (text, "End-Game Cards"));
  g_assert_cmpuint (offset_of (text, "End-Game Cards"), <, offset_of (text, "Ginkgo Companion"));

  /* Without a record: titled with the players; no time or place. */
  {
    g_autoptr(GkScoreSheet) bare = sheet_of (gk_game_get_table (game));
    g_autofree char *bare_text = gk_score_sheet_get_text (bare);

    g_assert_cmpstr (gk_score_sheet_get_title (bare), ==, "Ginkgopolis, Anna, Béla");
    g_assert_null (strstr (bare_text, "Note"));
    g_assert_null (strstr (bare_text, " min"));
  }
}

/* A district one player has alone, and every end-game card kept, in words. */
static void
test_districts_and_cards (void)
{
  g_autoptr(GkTable) table = gk_test_known_table ();
  g_autoptr(GkScoreSheet) sheet = sheet_of (table);
  g_autofree char *text = gk_score_sheet_get_text (sheet);
  g_autoptr(GkScore) score = gk_score_compute (table);
  guint alone = 0;

  for (guint d = 0; d < score->districts->len; d++)
    {
      const GkDistrict *district = g_ptr_array_index (score->districts, d);
      g_autofree char *places = gk_format_district_places (table, district);
      g_autofree char *title = gk_format_district_title (d + 1, district);

      g_assert_true (has_line (text, title));
      g_assert_nonnull (strstr (text, places));
      if (district->first_reason == GK_PLACE_ALONE)
        {
          g_autofree char *said = g_strdup_printf ("%s, alone in the district: first and second "
                                                   "place, ",
                                                   gk_table_get_player_name (table,
                                                                             district->first));

          g_assert_nonnull (strstr (text, said));
          alone++;
        }
    }
  g_assert_cmpuint (alone, ==, 1);
  g_assert_true (has_line (text, "Cili, alone in the district: first and second place, 2 points"));

  for (guint i = 0; i < score->n_players; i++)
    for (guint c = 0; c < score->players[i].card_scores->len; c++)
      {
        const GkCardScore *card = &g_array_index (score->players[i].card_scores, GkCardScore, c);
        g_autofree char *name = gk_card_get_name (card->card);
        const char *who = gk_table_get_player_name (table, score->players[i].player);
        g_autofree char *head = g_strdup_printf ("%s · %s", who, name);
        g_autofree char *points = g_strdup_printf ("+%u", card->points);

        g_assert_true (has_line (text, head));
        g_assert_true (has_line (text, points));
      }
}

/* A game not over says so under the title: the table moves down by that line. */
static void
test_not_over (void)
{
  g_autoptr(GkGame) game = new_game (4);
  g_autoptr(GkTable) finished = finished_table ();
  g_autoptr(GkScoreSheet) over_sheet = sheet_of (finished);
  g_autoptr(GkScoreSheet) playing_sheet = sheet_of (gk_game_get_table (game));
  cairo_surface_t *over = draw_sheet (over_sheet);
  cairo_surface_t *playing = draw_sheet (playing_sheet);
  g_autoptr(GArray) over_rules = find_rules (over);
  g_autoptr(GArray) playing_rules = find_rules (playing);
  g_autofree char *text = gk_score_sheet_get_text (playing_sheet);

  g_assert_true (has_line (text, "Score So Far"));
  g_assert_true (has_line (text, "The game is not over: the score as it stands."));
  g_assert_cmpint (g_array_index (playing_rules, int, 0), >,
                   g_array_index (over_rules, int, 0) + 8);
  cairo_surface_destroy (over);
  cairo_surface_destroy (playing);
}

/* The app's name in grey at the foot, on the right. */
static void
test_footer (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autoptr(GkScoreSheet) sheet = sheet_of (table);
  cairo_surface_t *surface = draw_sheet (sheet);
  guint darkest = 0xff;

  for (int y = HEIGHT - 12; y < HEIGHT; y++)
    for (int x = WIDTH * 3 / 4; x < WIDTH; x++)
      {
        guint32 p = pixel (surface, x, y);

        g_assert_cmpuint (p & 0xff, ==, (p >> 16) & 0xff);
        darkest = MIN (darkest, p & 0xff);
      }
  /* written in grey (0.4): ink, none of it darker than that grey */
  g_assert_cmpuint (darkest, >=, 0x60);
  g_assert_cmpuint (darkest, <, 0xc0);
  g_assert_false (inked (surface, 0, HEIGHT - 12, WIDTH / 2, HEIGHT));
  cairo_surface_destroy (surface);
}

/* ---- files ---- */

/* Whether @needle stands in the @length bytes of @contents (NUL bytes and all). */
static gboolean
holds (const char *contents,
       gsize       length,
       const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (contents + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

static guint
count_pages (const char *contents,
             gsize       length)
{
  guint pages = 0;

  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (contents + i, "/Type /Page", 11) == 0 && contents[i + 11] != 's')
      pages++;
  return pages;
}

/* @dir holds @name and nothing else. */
static void
assert_only_file (const char *dir,
                  const char *name)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      if (g_str_equal (entry, name))
        continue;
      n++;
      g_test_message ("left in the folder: %s", entry);
    }
  g_assert_cmpuint (n, ==, 0);
}

/* A score sheet of another game has its sheet too: titled with its game
 * and its play, its pad's figures in a column per player, who won. */
static void
test_other_game (void)
{
  g_autoptr(GkSheet) sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);
  g_autoptr(GkScoreSheet) score_sheet = NULL;
  g_autoptr(GkScoreSheet) bare_sheet = NULL;
  g_autoptr(GkSheet) bare = gk_sheet_new (&gk_sheet_underwater_cities, 2, 0);
  g_autoptr(GkPlayRecord) play = evening_play ();
  g_autofree char *text = NULL;
  g_autofree char *bare_text = NULL;
  g_autofree char *path = g_build_filename (data_dir, "seven.pdf", NULL);
  g_autofree char *png = g_build_filename (data_dir, "seven.png", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  gsize length = 0;
  GkPlayRecord *record = gk_sheet_get_play (sheet);

  gk_sheet_set_player_name (sheet, 0, "Anna");
  gk_sheet_set_player_name (sheet, 1, "Béla");
  gk_sheet_set_player_name (sheet, 2, "Vera");
  g_assert_true (gk_sheet_set_value (sheet, 1, gk_sheet_game_find_key (&gk_sheet_seven_wonders,
                                                                       "civilian"), 12, NULL));
  record->started = play->started;
  record->finished = play->finished;
  gk_play_record_set_location (record, "Anna's flat");
  score_sheet = gk_score_sheet_new_for_sheet (sheet);
  g_assert_cmpstr (gk_score_sheet_get_title (score_sheet), ==,
                   "7 Wonders, 25 November 2026, Anna's flat");
  text = gk_score_sheet_get_text (score_sheet);
  g_assert_true (has_line (text, "7 Wonders"));
  g_assert_cmpuint (offset_of (text, "7 Wonders\n"), <, offset_of (text, "Final Score"));
  g_assert_true (has_line (text, "25 November 2026, 19:02 · Anna's flat"));
  g_assert_true (has_line (text, "3 players"));
  g_assert_true (has_line (text, "Won by Béla"));
  g_assert_true (has_line (text, "Vera"));
  g_assert_true (has_line (text, "Civilian structures"));
  g_assert_true (has_line (text, "Total"));
  g_assert_true (has_line (text, "12"));
  g_assert_cmpuint (offset_of (text, "Civilian structures"), <, offset_of (text, "Total"));

  g_assert_true (gk_score_sheet_save_pdf (score_sheet, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (count_pages (contents, length), ==, 1);
  g_assert_true (holds (contents, length, "/Title (7 Wonders, 25 November 2026, Anna's flat)"));
  g_unlink (path);
  g_assert_true (gk_score_sheet_save_png (score_sheet, png, &error));
  g_assert_no_error (error);
  g_unlink (png);
  operation = gk_score_sheet_print_operation_new (score_sheet);
  {
    g_autofree char *job = NULL;

    g_object_get (operation, "job-name", &job, NULL);
    g_assert_cmpstr (job, ==, "7 Wonders, 25 November 2026, Anna's flat");
  }

  /* Not started, not finished, nowhere: titled with who plays; nobody has
   * won yet, and first place waits for the player order. */
  bare_sheet = gk_score_sheet_new_for_sheet (bare);
  g_assert_cmpstr (gk_score_sheet_get_title (bare_sheet), ==, "Underwater Cities, p1, p2");
  bare_text = gk_score_sheet_get_text (bare_sheet);
  g_assert_true (has_line (bare_text, "Score So Far"));
  g_assert_true (has_line (bare_text, "Undecided until the final player order is entered"));
}

/* One page of PDF titled with the play, written through the app's atomic
 * save (a temporary file beside the target, synced, renamed): a write
 * that fails leaves the file that was there, and says which file and
 * why. */
static void
test_pdf (void)
{
  g_autoptr(GkGame) game = load_game ("short-2p.ginkgo");
  g_autoptr(GkPlayRecord) play = evening_play ();
  g_autoptr(GkScoreSheet) sheet = gk_score_sheet_new (gk_game_get_table (game), play, -1, -1);
  g_autofree char *path = g_build_filename (data_dir, "sheet.pdf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (gk_score_sheet_save_pdf (sheet, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, &length, NULL));
  g_assert_cmpuint (count_pages (before, length), ==, 1);
  /* The document's title: the play, not a file name. */
  g_assert_true (holds (before, length, TITLE));
  /* Nothing else left beside it. */
  assert_only_file (data_dir, "sheet.pdf");
  /* No fixed PATH.part, which anything may hold: the save's own
   * temporary file. */
  {
    g_autofree char *part = g_strconcat (path, ".part", NULL);
    g_autofree char *png = g_build_filename (data_dir, "card.png", NULL);
    g_autofree char *png_part = g_strconcat (png, ".part", NULL);

    g_assert_cmpint (g_mkdir (part, 0700), ==, 0);
    g_assert_cmpint (g_mkdir (png_part, 0700), ==, 0);
    g_assert_true (gk_score_sheet_save_pdf (sheet, path, &error));
    g_assert_no_error (error);
    g_assert_true (gk_score_sheet_save_png (sheet, png, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_test (part, G_FILE_TEST_IS_DIR));
    g_rmdir (part);
    g_rmdir (png_part);
    g_unlink (png);
  }

  /* The folder cannot be written: the sheet that was there stays. */
  g_assert_cmpint (g_chmod (data_dir, 0500), ==, 0);
  if (access (data_dir, W_OK) != 0)
    {
      g_assert_false (gk_score_sheet_save_pdf (sheet, path, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      gk_ui_assert_contains (error->message, "sheet.pdf");
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpmem (after, length, before, length);
    }
  g_assert_cmpint (g_chmod (data_dir, 0700), ==, 0);
  assert_only_file (data_dir, "sheet.pdf");
  g_unlink (path);
  /* A folder that is not there: which file, and why. */
  {
    g_autofree char *nowhere = g_build_filename (data_dir, "no such folder", "lost.pdf", NULL);

    g_clear_error (&error);
    g_assert_false (gk_score_sheet_save_pdf (sheet, nowhere, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
    gk_ui_assert_contains (error->message, "lost.pdf");
  }

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*GK_IS_SCORE_SHEET*");
      g_assert_false (gk_score_sheet_save_pdf (NULL, path, NULL));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*path != NULL*");
      g_assert_false (gk_score_sheet_save_pdf (sheet, NULL, NULL));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*table != NULL*");
      g_assert_null (gk_score_sheet_new (NULL, NULL, -1, -1));
      g_test_assert_expected_messages ();
    }
}

/* A title that is not UTF-8 (a place typed elsewhere, a file name's
 * bytes) cannot be drawn as it is: the sheet is drawn all the same, or not
 * saved at all, never blank. */
static void
test_pdf_any_title (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autoptr(GkPlayRecord) play = evening_play ();
  g_autoptr(GkScoreSheet) sheet = NULL;
  g_autofree char *path = g_build_filename (data_dir, "caf\xe9.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  gk_play_record_set_location (play, "caf\xe9 \xff");
  sheet = gk_score_sheet_new (table, play, -1, -1);
  g_assert_true (gk_score_sheet_save_pdf (sheet, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (count_pages (contents, length), ==, 1);
  /* Text was drawn: cairo embeds a font for what it shows. */
  g_assert_true (holds (contents, length, "/FontFile"));
  g_unlink (path);
}

/* The score card: one image on white, the sheet as high as it needs; the
 * PNG and the image for the clipboard are the same pixels. */
static void
test_image (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autoptr(GkPlayRecord) play = evening_play ();
  g_autoptr(GkScoreSheet) sheet = gk_score_sheet_new (table, play, -1, -1);
  g_autofree char *path = g_build_filename (data_dir, "score.png", NULL);
  g_autoptr(GdkTexture) rendered = gk_score_sheet_render (sheet);
  g_autoptr(GdkTexture) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guchar *a = NULL;
  g_autofree guchar *b = NULL;
  int width, height;

  g_assert_true (gk_score_sheet_save_png (sheet, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_IS_DIR));
  saved = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);

  width = gdk_texture_get_width (rendered);
  height = gdk_texture_get_height (rendered);
  g_assert_cmpint (gdk_texture_get_width (saved), ==, width);
  g_assert_cmpint (gdk_texture_get_height (saved), ==, height);
  /* Wide enough to read on a phone; as high as the sheet, not a page. */
  g_assert_cmpint (width, >=, 1000);
  g_assert_cmpint (height, >, width / 2);
  g_assert_cmpint (height, <, width * 842 / 595);

  a = g_malloc ((gsize) width * height * 4);
  b = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (rendered, a, (gsize) width * 4);
  gdk_texture_download (saved, b, (gsize) width * 4);
  g_assert_cmpmem (a, (gsize) width * height * 4, b, (gsize) width * height * 4);
  /* white paper, opaque */
  g_assert_cmpuint (((guint32 *) a)[0], ==, 0xffffffff);
  g_assert_cmpuint (((guint32 *) a)[(gsize) width * height - 1], ==, 0xffffffff);
  g_unlink (path);
}

/* The print operation: one page, named after the play, drawn from the
 * sheet it keeps (the caller's may be gone by the time it prints). */
static void
test_print (void)
{
  g_autoptr(GkGame) game = load_game ("short-2p.ginkgo");
  g_autoptr(GkPlayRecord) play = evening_play ();
  GkScoreSheet *sheet = gk_score_sheet_new (gk_game_get_table (game), play, -1, -1);
  GtkPrintOperation *operation = gk_score_sheet_print_operation_new (sheet);
  g_autofree char *path = g_build_filename (data_dir, "printed.pdf", NULL);
  g_autofree char *job = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;
  gsize length;
  int n_pages;

  g_object_unref (sheet);
  g_object_get (operation, "job-name", &job, "n-pages", &n_pages, NULL);
  g_assert_cmpstr (job, ==, "Ginkgopolis, 25 November 2026, Anna's flat");
  g_assert_cmpint (n_pages, ==, 1);

  gtk_print_operation_set_export_filename (operation, path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (count_pages (contents, length), ==, 1);
  g_unlink (path);
  g_assert_finalize_object (operation);
}

/* The sheets and cards of a few plays, to look at (GK_TEST_PNG_DIR). */
static void
test_look (void)
{
  const char *dir = g_getenv ("GK_TEST_PNG_DIR");
  g_autoptr(GkGame) standard = load_game ("short-2p.ginkgo");
  g_autoptr(GkGame) solo = load_game ("solo-expert.ginkgo");
  g_autoptr(GkTable) known = gk_test_known_table ();
  g_autoptr(GkTable) full = finished_table ();
  g_autoptr(GkPlayRecord) play = evening_play ();
  struct { const char *name; const GkTable *table; gboolean with_play; } plays[] = {
    { "standard", gk_game_get_table (standard), TRUE },
    { "solo", gk_game_get_table (solo), TRUE },
    { "known", known, FALSE },
    { "full", full, TRUE },
  };

  if (dir == NULL)
    {
      g_test_skip ("GK_TEST_PNG_DIR is not set");
      return;
    }
  if (g_getenv ("GK_TEST_LOCALEDIR") != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GK_TEST_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  gk_play_record_set_note (play, "Bela's first game. He played the red buildings all evening "
                                 "and kept two end-game cards; next time we try the expert "
                                 "characters.\nRain all evening.");
  for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
    {
      g_autoptr(GkScoreSheet) sheet = gk_score_sheet_new (plays[i].table,
                                                          plays[i].with_play ? play : NULL,
                                                          5340, 9000);
      g_autofree char *pdf = g_strdup_printf ("%s/sheet-%s.pdf", dir, plays[i].name);
      g_autofree char *png = g_strdup_printf ("%s/card-%s.png", dir, plays[i].name);

      g_assert_true (gk_score_sheet_save_pdf (sheet, pdf, NULL));
      g_assert_true (gk_score_sheet_save_png (sheet, png, NULL));
      g_test_message ("saved %s and %s", pdf, png);
    }
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/score-sheet/rows", test_rows);
  g_test_add_func ("/score-sheet/rank-order", test_rank_order);
  g_test_add_func ("/score-sheet/words", test_words);
  g_test_add_func ("/score-sheet/districts-and-cards", test_districts_and_cards);
  g_test_add_func ("/score-sheet/not-over", test_not_over);
  g_test_add_func ("/score-sheet/footer", test_footer);
  g_test_add_func ("/score-sheet/pdf", test_pdf);
  g_test_add_func ("/score-sheet/other-game", test_other_game);
  g_test_add_func ("/score-sheet/pdf-any-title", test_pdf_any_title);
  g_test_add_func ("/score-sheet/image", test_image);
  g_test_add_func ("/score-sheet/print", test_print);
  g_test_add_func ("/score-sheet/look", test_look);

  return g_test_run ();
}
