/* gk-history-export.c: the plays in formats other programs read
 *
 * What every format shares, and the table of formats; the CSV is written
 * in gk-history-export-csv.c, the BG Stats file in
 * gk-history-export-bgstats.c, and both are read back in
 * gk-history-export-read.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk-file-io.h"
#include "gk-history-export-private.h"
#include "gk-history-stats.h"
#include "gk-sheet-game.h"

/* ---- what every format shares ---- */

/* Text from the plays as valid UTF-8: a file name in the file system's
 * encoding as GLib shows it, anything else with invalid bytes replaced. */
char *
_gk_export_file_text (const char *file)
{
  return file != NULL ? g_filename_display_name (file) : g_strdup ("");
}

char *
_gk_export_valid_text (const char *text)
{
  if (text == NULL)
    return g_strdup ("");
  return g_utf8_validate (text, -1, NULL) ? g_strdup (text) : g_utf8_make_valid (text, -1);
}

const char *
_gk_export_player_name (const GkHistoryPlayer *p)
{
  return gk_history_player_is_hal (p) || p->name == NULL ? GK_HISTORY_HAL_NAME : p->name;
}

/* A seat's colour as the exports write it: none on a score sheet. */
const char *
_gk_export_colour_text (const GkHistoryPlayer *p)
{
  return p->colour < GK_N_PLAYER_COLOURS ? gk_player_colour_to_string (p->colour) : "";
}

/* A play's identity: its id, or for a play that has none (one read from an
 * older export), one derived from what was played, never from a file name
 * or a time. */
char *
_gk_export_play_id (const GkHistoryPlay *play)
{
  g_autoptr(GString) content = NULL;

  if (play->id != NULL && gk_play_id_is_valid (play->id))
    return g_strdup (play->id);
  content = g_string_new ("ginkgo-companion play\n");
  g_string_append_printf (content, "%s %s %u %s %d\n", gk_history_variant_to_string (play->variant),
                          gk_history_solo_level_to_string (play->solo_level), play->rounds,
                          gk_history_end_to_string (play->end_trigger), play->end_player);
  /* A score sheet's game and categories; a game of Ginkgopolis says what
   * the versions before said, so that its identity stays. */
  if (gk_history_play_is_sheet (play))
    {
      g_autofree char *categories = play->categories != NULL
                                    ? g_strjoinv (" ", play->categories) : g_strdup ("");

      g_string_append_printf (content, "%s: %s\n", play->game, categories);
    }
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
      gint seat = gk_history_player_is_hal (p) ? GK_PLAYER_HAL : p->seat;

      g_string_append_printf (content, "%d %s %s %u %u %u %u %d", seat,
                              _gk_export_player_name (p), _gk_export_colour_text (p), p->tokens,
                              p->cards, p->renewal, p->districts, p->total);
      for (guint c = 0; p->categories != NULL && c < gk_history_play_get_n_categories (play); c++)
        g_string_append_printf (content, " %d", p->categories[c]);
      g_string_append_c (content, '\n');
    }
  return gk_play_id_from_content (content->str, content->len);
}

/* Whole minutes of playing time, to the nearest; -1 when unknown. */
gint64
_gk_export_duration_minutes (const GkHistoryPlay *play)
{
  return play->duration >= 0 ? (play->duration + 30) / 60 : -1;
}

/* ---- the formats ---- */

/* TRANSLATORS: the file names are the names the export dialogs offer: no
 * spaces, no slash */
static const GkHistoryExportFormat formats[] = {
  { "csv",
    N_("Write every finished game of the library as CSV, one row per player (“-” for the "
       "standard output)"),
    N_("Export Plays as _CSV…"), N_("Export Plays as CSV"), N_("ginkgopolis-plays.csv"),
    gk_history_to_csv },
  { "bgstats",
    N_("Write every finished game of the library as a file BG Stats imports (“-” for the "
       "standard output)"),
    N_("Export for _BG Stats…"), N_("Export for BG Stats"), N_("ginkgopolis-bgstats.json"),
    gk_history_to_bgstats },
};

const GkHistoryExportFormat *
gk_history_export_formats (guint *n_formats)
{
  g_return_val_if_fail (n_formats != NULL, NULL);

  *n_formats = G_N_ELEMENTS (formats);
  return formats;
}

char *
gk_history_bgsplay_path (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  if (g_str_has_suffix (path, ".bgsplay"))
    return g_strdup (path);
  if (g_str_has_suffix (path, ".json"))
    {
      g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".json"));

      return g_strconcat (stem, ".bgsplay", NULL);
    }
  return g_strconcat (path, ".bgsplay", NULL);
}

gboolean
gk_history_write_file (const char  *path,
                       const char  *text,
                       GError     **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  file = g_file_new_for_path (path);
  return gk_file_save_atomically (file, text, strlen (text), error);
}
