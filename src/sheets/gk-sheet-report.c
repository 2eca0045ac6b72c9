/* gk-sheet-report.c: a score sheet's score for the command line
 *
 * Every number comes from gk_sheet_score_compute(); this file lays them
 * out: TSV with the contract's columns, text for people.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-sheet-report.h"
#include "gk-sheet-score.h"

static char *
report_tsv (const GkSheet      *sheet,
            const GkSheetScore *score)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  GString *out = g_string_new ("player");

  for (guint c = 0; c < game->n_categories; c++)
    g_string_append_printf (out, "\t%s", game->categories[c].id);
  g_string_append (out, "\ttotal\n");
  for (guint p = 0; p < score->n_players; p++)
    {
      g_autofree char *id = gk_sheet_player_id (p);

      g_string_append (out, id);
      for (guint c = 0; c < game->n_categories; c++)
        g_string_append_printf (out, "\t%d", gk_sheet_score_get (score, p, c));
      g_string_append_printf (out, "\t%d\n", score->totals[p]);
    }
  return g_string_free (out, FALSE);
}

/* One line of the pad: a heading, then a cell per player. */
static void
append_line (GString     *out,
             const char  *heading,
             guint        heading_width,
             char       **cells,
             const guint *widths,
             guint        n_players)
{
  gk_report_append_padded (out, heading, heading_width, FALSE);
  for (guint p = 0; p < n_players; p++)
    {
      g_string_append (out, "  ");
      gk_report_append_padded (out, cells[p], widths[p], TRUE);
    }
  g_string_append_c (out, '\n');
}

static void
append_pad (GString            *out,
            const GkSheet      *sheet,
            const GkSheetScore *score)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint modules = gk_sheet_get_modules (sheet);
  guint n = score->n_players;
  g_autoptr(GPtrArray) headings = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  guint widths[GK_SHEET_MAX_PLAYERS];
  char *names[GK_SHEET_MAX_PLAYERS];
  guint heading_width = 0;

  for (guint c = 0; c < game->n_categories; c++)
    {
      char **cells;

      if (!gk_sheet_game_category_enabled (game, c, modules))
        continue;
      cells = g_new0 (char *, n + 1);
      for (guint p = 0; p < n; p++)
        cells[p] = g_strdup_printf ("%d", gk_sheet_score_get (score, p, c));
      g_ptr_array_add (headings, (gpointer) gk_sheet_game_category_name (game, c));
      g_ptr_array_add (rows, cells);
    }
  for (guint r = 0; r < 2; r++)
    {
      char **cells = g_new0 (char *, n + 1);

      for (guint p = 0; p < n; p++)
        cells[p] = g_strdup_printf ("%d", r == 0 ? score->totals[p] : (gint) score->ranks[p]);
      /* TRANSLATORS: the last two lines of the score pad */
      g_ptr_array_add (headings, (gpointer) (r == 0 ? _("Total") : _("Rank")));
      g_ptr_array_add (rows, cells);
    }

  for (guint i = 0; i < headings->len; i++)
    heading_width = MAX (heading_width, gk_report_text_width (headings->pdata[i]));
  for (guint p = 0; p < n; p++)
    {
      names[p] = (char *) gk_sheet_get_player_name (sheet, p);
      widths[p] = gk_report_text_width (names[p]);
      for (guint i = 0; i < rows->len; i++)
        widths[p] = MAX (widths[p], gk_report_text_width (((char **) rows->pdata[i])[p]));
    }

  append_line (out, "", heading_width, names, widths, n);
  for (guint i = 0; i < rows->len; i++)
    append_line (out, headings->pdata[i], heading_width, rows->pdata[i], widths, n);
}

/* The words of each cell that has some (which symbol each wild took). */
static void
append_details (GString            *out,
                const GkSheet      *sheet,
                const GkSheetScore *score)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);

  for (guint r = 0; r < score->n_rows; r++)
    for (guint p = 0; p < score->n_players; p++)
      {
        const char *detail = gk_sheet_score_get_row_detail (score, p, r);

        if (detail != NULL)
          /* TRANSLATORS: a row of the pad, a player's name, words on the points */
          g_string_append_printf (out, _("%s, %s: %s\n"), gk_sheet_game_row_name (game, r),
                                  gk_sheet_get_player_name (sheet, p), detail);
      }
}

static void
append_winners (GString            *out,
                const GkSheet      *sheet,
                const GkSheetScore *score)
{
  guint64 winners = gk_sheet_score_winners (score);
  guint n_winners = 0;
  g_autofree char *names = NULL;

  if (score->n_players == 1)
    return;
  if (score->undecided != NULL)
    {
      /* TRANSLATORS: why the winner is not known yet follows */
      g_string_append_printf (out, _("Winner: %s\n"), score->undecided);
      return;
    }
  for (guint p = 0; p < score->n_players; p++)
    n_winners += (winners >> p) & 1;
  names = gk_sheet_score_names (sheet, winners);
  if (n_winners == 1)
    g_string_append_printf (out, _("Winner: %s\n"), names);
  else
    g_string_append_printf (out, _("Shared victory: %s\n"), names);
}

static char *
report_text (const GkSheet      *sheet,
             const GkSheetScore *score)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint modules = gk_sheet_get_modules (sheet);
  GString *out = g_string_new (NULL);
  g_autoptr(GString) used = g_string_new (NULL);
  guint n = gk_sheet_get_n_players (sheet);

  for (guint m = 0; m < game->n_modules; m++)
    if ((modules & (1u << m)) != 0)
      {
        if (used->len > 0)
          g_string_append (used, _(", "));
        g_string_append (used, _(game->modules[m].name));
      }
  if (used->len > 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              /* TRANSLATORS: game, players, expansions */
                                              "%s, %u player, with %s\n",
                                              "%s, %u players, with %s\n", n),
                            _(game->name), n, used->str);
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s, %u player\n",
                                              "%s, %u players\n", n),
                            _(game->name), n);
  g_string_append_c (out, '\n');

  append_pad (out, sheet, score);
  g_string_append_c (out, '\n');
  append_details (out, sheet, score);
  for (guint i = 0; i < score->notes->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) score->notes->pdata[i]);
  /* TRANSLATORS: the game's tie-break rule follows */
  g_string_append_printf (out, _("Tie-break: %s\n"), _(game->tiebreak_rule));
  for (guint i = 0; i < score->ties->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) score->ties->pdata[i]);
  if (score->verdict != NULL)
    g_string_append_printf (out, "%s\n", score->verdict);
  append_winners (out, sheet, score);

  for (guint r = 0; r < score->n_rows; r++)
    {
      const char *uncertain = gk_sheet_game_row_uncertain (game, r);
      gint c = gk_sheet_game_row_category (game, r);

      if (uncertain == NULL || (c >= 0 && !gk_sheet_game_category_enabled (game, c, modules)))
        continue;
      /* TRANSLATORS: a row of the pad, "check your rulebook", what to check */
      g_string_append_printf (out, _("%s, %s: %s\n"), gk_sheet_game_row_name (game, r),
                              gk_sheet_check_rulebook (), uncertain);
    }
  for (guint c = 0; c < game->n_categories && game->rows != NULL; c++)
    if (game->categories[c].uncertain != NULL)
      g_string_append_printf (out, _("%s, %s: %s\n"), gk_sheet_game_category_name (game, c),
                              gk_sheet_check_rulebook (), _(game->categories[c].uncertain));
  return g_string_free (out, FALSE);
}

char *
gk_sheet_report (const GkSheet  *sheet,
                 GkReportFormat  format)
{
  g_autoptr(GkSheetScore) score = NULL;

  g_return_val_if_fail (sheet != NULL, NULL);

  score = gk_sheet_score_compute (sheet);
  if (format == GK_REPORT_TSV)
    return report_tsv (sheet, score);
  return report_text (sheet, score);
}
