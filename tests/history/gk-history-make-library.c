/* gk-history-make-library.c: a library of finished games for the pictures
 *
 *   gk-history-make-library FOLDER [N_GAMES]
 *
 * Plays N_GAMES (40 by default) legal games to the end with a fixed seed
 * and saves them in FOLDER, one every few days, as the history and
 * statistics screenshots (tools/screenshots.sh) show them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-history-test-util.h"

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
  guint n = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 40;

  if (argc < 2)
    {
      g_printerr ("usage: %s FOLDER [N_GAMES]\n", argv[0]);
      return 2;
    }
  /* From 1 March 2026, one game every three days. */
  games = gk_history_test_make_games_every (argv[1], n, 20260301, 1772366400, 3 * 86400, people);
  g_print ("%u games in %s\n", games->len, argv[1]);
  return 0;
}
