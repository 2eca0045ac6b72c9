/* test-score-sheet.c: one game's score on paper: a row per player between
 * two rules, a note when the game is not over, the app's name at the foot;
 * written to PDF atomically, and printed from a copy of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gk-score-sheet.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

#define WIDTH  500
#define HEIGHT 740
#define ROW    22      /* gk-score-sheet.c: the height of a player's row */

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

/* The sheet of @table on white paper, WIDTH x HEIGHT points at 1 pixel a point. */
static cairo_surface_t *
draw_sheet (const GkTable *table)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gk_score_sheet_draw (cr, table, "Evening Game", WIDTH, HEIGHT);
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
      cairo_surface_t *surface = draw_sheet (tables[i]);
      g_autoptr(GArray) rules = find_rules (surface);
      int top, bottom;

      g_assert_cmpuint (rules->len, ==, 2);
      top = g_array_index (rules, int, 0);
      bottom = g_array_index (rules, int, 1);
      /* the head's rule sits 4 points above the first row */
      g_assert_cmpint (ABS (bottom - top - (int) (players[i] * ROW + 4)), <=, 1);
      /* a name in each row */
      for (guint row = 0; row < players[i]; row++)
        g_assert_true (inked (surface, 0, top + 4 + row * ROW,
                              WIDTH / 4, top + 4 + (row + 1) * ROW));
      cairo_surface_destroy (surface);
    }
}

/* A game not over says so under the title: the table moves down by that line. */
static void
test_not_over (void)
{
  g_autoptr(GkGame) game = new_game (4);
  g_autoptr(GkTable) finished = finished_table ();
  cairo_surface_t *over = draw_sheet (finished);
  cairo_surface_t *playing = draw_sheet (gk_game_get_table (game));
  g_autoptr(GArray) over_rules = find_rules (over);
  g_autoptr(GArray) playing_rules = find_rules (playing);
  g_autoptr(GkScore) score = gk_score_compute (gk_game_get_table (game));

  g_assert_false (score->final);
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
  cairo_surface_t *surface = draw_sheet (table);
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

static guint
count_pages (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (contents + i, "/Type /Page", 11) == 0 && contents[i + 11] != 's')
      pages++;
  return pages;
}

/* One page of PDF, written beside the target then renamed: a write that
 * fails leaves the file that was there, and says which file and why. */
static void
test_pdf (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autofree char *path = g_build_filename (data_dir, "sheet.pdf", NULL);
  g_autofree char *part = g_strconcat (path, ".part", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_score_sheet_save_pdf (table, "Evening Game", path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pages (path), ==, 1);
  g_assert_false (g_file_test (part, G_FILE_TEST_EXISTS));

  /* The temporary file cannot be made: the sheet that was there stays. */
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_cmpint (g_mkdir (part, 0700), ==, 0);
  g_assert_false (gk_score_sheet_save_pdf (table, "Another Game", path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  gk_ui_assert_contains (error->message, "sheet.pdf");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_rmdir (part);
  g_unlink (path);

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*table != NULL*");
      g_assert_false (gk_score_sheet_save_pdf (NULL, NULL, path, NULL));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*path != NULL*");
      g_assert_false (gk_score_sheet_save_pdf (table, NULL, NULL, NULL));
      g_test_assert_expected_messages ();
    }
}

/* Whether a PDF draws any text: cairo embeds a font for what it shows. */
static gboolean
has_text (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize i = 0; i + 9 < length; i++)
    if (memcmp (contents + i, "/FontFile", 9) == 0)
      return TRUE;
  return FALSE;
}

/* A title that is not UTF-8 (a file name's bytes) cannot be drawn as it
 * is: the sheet is drawn all the same, or not saved at all, never blank. */
static void
test_pdf_any_title (void)
{
  g_autoptr(GkTable) table = finished_table ();
  g_autofree char *path = g_build_filename (data_dir, "caf\xe9.pdf", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_score_sheet_save_pdf (table, "Final Score: caf\xe9", path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pages (path), ==, 1);
  g_assert_true (has_text (path));
  g_unlink (path);
}

/* The print operation: one page, named after the game, drawn from its own
 * copy of the table (the caller's may be gone by the time it prints). */
static void
test_print (void)
{
  GkTable *table = finished_table ();
  GtkPrintOperation *operation = gk_score_sheet_print_operation_new (table, "Evening Game");
  g_autofree char *path = g_build_filename (data_dir, "printed.pdf", NULL);
  g_autofree char *job = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;
  int n_pages;

  gk_table_free (table);
  g_object_get (operation, "job-name", &job, "n-pages", &n_pages, NULL);
  g_assert_cmpstr (job, ==, "Evening Game");
  g_assert_cmpint (n_pages, ==, 1);

  gtk_print_operation_set_export_filename (operation, path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpuint (count_pages (path), ==, 1);
  g_unlink (path);
  g_assert_finalize_object (operation);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = gk_ui_test_init (&argc, &argv);

  g_test_add_func ("/score-sheet/rows", test_rows);
  g_test_add_func ("/score-sheet/not-over", test_not_over);
  g_test_add_func ("/score-sheet/footer", test_footer);
  g_test_add_func ("/score-sheet/pdf", test_pdf);
  g_test_add_func ("/score-sheet/pdf-any-title", test_pdf_any_title);
  g_test_add_func ("/score-sheet/print", test_print);

  return g_test_run ();
}
