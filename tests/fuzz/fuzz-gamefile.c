/* fuzz-gamefile.c: the game file loader under a fuzzer (tests/fuzz/README.md)
 *
 * One input is taken as a whole game file: loaded; when accepted, replayed
 * (the loader does), scored and shown in both report formats, saved to
 * memory, loaded again, and saved again.  The second save must give the
 * same bytes as the first: anything else aborts, and the fuzzer reports it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-gamefile.h"
#include "gk-gamefile.h"
#include "gk-report.h"

static char *
save_to_memory (GkGameFile *file,
                gsize      *length)
{
  if (file->game != NULL)
    return gk_game_file_to_data (file->game, length);
  return gk_position_to_data (file->position, length);
}

static void
report_all (GkGameFile *file)
{
  const GkTable *table;

  table = file->game != NULL ? gk_game_get_table (file->game) : file->position;
  g_free (gk_report_score (table, GK_REPORT_TEXT));
  g_free (gk_report_score (table, GK_REPORT_TSV));
  g_free (gk_report_state (table, GK_REPORT_TEXT));
  g_free (gk_report_state (table, GK_REPORT_TSV));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GkGameFile) file = NULL;
  g_autoptr(GkGameFile) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  gsize saved_length = 0;
  gsize saved_again_length = 0;

  file = gk_game_file_load_data ((const char *) data, size, "fuzz", &error);
  if (file == NULL)
    {
      /* A refusal always says why, and where when it can. */
      if (error == NULL || error->domain != GK_ERROR || error->message[0] == '\0')
        abort ();
      return 0;
    }

  report_all (file);
  saved = save_to_memory (file, &saved_length);
  again = gk_game_file_load_data (saved, saved_length, "fuzz (saved)", &error);
  if (again == NULL)
    {
      g_printerr ("a saved file was refused: %s\n%s\n", error->message, saved);
      abort ();
    }
  saved_again = save_to_memory (again, &saved_again_length);
  if (saved_length != saved_again_length || memcmp (saved, saved_again, saved_length) != 0)
    {
      g_printerr ("save, load and save again gave other bytes:\n%s\n---\n%s\n",
                  saved, saved_again);
      abort ();
    }
  return 0;
}
