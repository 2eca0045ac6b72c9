/* gk-history-make-library.c: a library of finished games for the pictures
 *
 *   gk-history-make-library FOLDER [N_GAMES]
 *
 * Plays N_GAMES (40 by default) legal games to the end with a fixed seed
 * and saves them in FOLDER, one every few days, as the history and
 * statistics screenshots (tools/screenshots.sh) show them: each with the
 * time of its moves (some players quicker than others, a pause now and
 * then) and a place.  Between them, the same group's finished score
 * sheets of the other games, one for every three games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "gk-history-test-util.h"

static const char *const places[] = { "Anna's flat", "The club", "Béla's garden" };

/* When each move of game @i was entered, and where it was played. */
static void
add_times (const char *folder,
           guint       i,
           gint64      finished)
{
  g_autofree char *name = g_strdup_printf ("game-%03u.ginkgo", i);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *text = NULL;
  g_autofree char *timed = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  timed = gk_history_test_add_times (text, NULL, finished - 2 * 3600, 3600,
                                     places[i % G_N_ELEMENTS (places)], NULL, 20 + 3 * (i % 7),
                                     45, i % 3 == 0 ? 10 : 0);
  if (!g_file_set_contents (path, timed, -1, &error))
    g_error ("%s", error->message);
  gk_history_test_touch (path, finished);
}

/* A group that plays every week, each name typed as it came. */
static const char *const people[GK_HISTORY_TEST_N_PEOPLE][3] = {
  { "Anna", "Anna", "anna" },
  { "Béla", "Béla", "BÉLA" },
  { "Вера", "Вера", "вера" },
  { "Tom", "Tom", "TOM" },
  { "Zoë", "Zoë", "zoë" },
  { "Ádám", "Ádám", "Ádám" },
  { "Маша", "Маша", "маша" },
};

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) sheets = NULL;
  guint n = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 40;

  if (argc < 2)
    {
      g_printerr ("usage: %s FOLDER [N_GAMES]\n", argv[0]);
      return 2;
    }
  /* From 1 March 2026, one game every three days. */
  games = gk_history_test_make_games_every (argv[1], n, 20260301, 1772366400, 3 * 86400, people);
  for (guint i = 0; i < games->len; i++)
    add_times (argv[1], i, 1772366400 + 3 * 86400 * (gint64) i);
  /* An evening later, every nine days. */
  sheets = gk_history_test_make_sheets (argv[1], n / 3, 20260302, 1772366400 + 86400 + 3600,
                                        9 * 86400, people);
  g_print ("%u games and %u score sheets in %s\n", games->len, sheets->len, argv[1]);
  return 0;
}
