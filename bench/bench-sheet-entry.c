/* bench-sheet-entry.c: what a key typed in a score pad costs
 *
 *   bench-sheet-entry [N_KEYS]
 *
 * A 7 Wonders sheet of eight players with every expansion, as the pad
 * drives it (GkSheetDraft): each key typed in a cell is one value entered,
 * the whole sheet scored again (every category, science's wild symbols,
 * ranks and tie-breaks, their words) and, with a file, its bytes handed
 * to the worker that saves it crash-safely (written, synced, renamed, the
 * folder synced).  Prints the median and the largest time per key on the
 * main thread, without a file and with one (target: under 1 ms, a small
 * part of a frame), and the time from a key to its save on disk when each
 * key waits for the one before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>

#include "gk-sheet-draft.h"

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 ta = *(const gint64 *) a, tb = *(const gint64 *) b;

  return ta < tb ? -1 : ta > tb;
}

/* Types @n_keys values into @draft, cell after cell, some with wild
 * symbols so that science tries their assignments. */
static void
type_keys (GkSheetDraft *draft,
           guint         n_keys,
           gboolean      wait_for_disk,
           GArray       *times)
{
  const GkSheetGame *game = gk_sheet_get_game (gk_sheet_draft_get_sheet (draft));

  for (guint i = 0; i < n_keys; i++)
    {
      guint player = i % 8;
      guint key = (i / 8) % game->n_keys;
      g_autofree char *text = g_strdup_printf ("%u", game->keys[key].max == 3 ? i % 4
                                                                             : 1 + i % 9);
      gint64 start = g_get_monotonic_time ();
      gint64 spent;

      if (!gk_sheet_draft_enter (draft, player, key, text))
        g_error ("refused: %s", gk_sheet_draft_get_refusal (draft));
      if (wait_for_disk)
        gk_sheet_draft_flush (draft);
      spent = g_get_monotonic_time () - start;
      g_array_append_val (times, spent);
    }
  g_array_sort (times, compare_times);
}

static GkSheetDraft *
new_draft (GFile *file)
{
  const GkSheetGame *game = &gk_sheet_seven_wonders;
  GkSheet *sheet = gk_sheet_new (game, 8, (1u << game->n_modules) - 1);

  gk_sheet_start_play (sheet);
  return gk_sheet_draft_new (sheet, file);
}

int
main (int   argc,
      char *argv[])
{
  guint n_keys = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 500;
  g_autofree char *dir = g_dir_make_tmp ("gk-bench-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) scored = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) handed = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) saved = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GkSheetDraft) memory = NULL;
  g_autoptr(GkSheetDraft) typed = NULL;
  g_autoptr(GkSheetDraft) on_disk = NULL;

  setlocale (LC_ALL, "");
  n_keys = MAX (n_keys, 8);

  memory = new_draft (NULL);
  type_keys (memory, n_keys, FALSE, scored);
  typed = new_draft (file);
  type_keys (typed, n_keys, FALSE, handed);
  gk_sheet_draft_flush (typed);
  g_assert_null (gk_sheet_draft_get_save_error (typed));
  on_disk = new_draft (file);
  type_keys (on_disk, n_keys, TRUE, saved);
  g_assert_null (gk_sheet_draft_get_save_error (on_disk));

  printf ("sheet-entry: %u keys, 8 players, every expansion\n", n_keys);
  printf ("scored: median %.3f ms, max %.3f ms\n",
          g_array_index (scored, gint64, scored->len / 2) / 1000.0,
          g_array_index (scored, gint64, scored->len - 1) / 1000.0);
  printf ("scored, the save handed to its worker: median %.3f ms, max %.3f ms\n",
          g_array_index (handed, gint64, handed->len / 2) / 1000.0,
          g_array_index (handed, gint64, handed->len - 1) / 1000.0);
  printf ("each key on disk before the next: median %.3f ms, max %.3f ms\n",
          g_array_index (saved, gint64, saved->len / 2) / 1000.0,
          g_array_index (saved, gint64, saved->len - 1) / 1000.0);

  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
