/* gk-sheet-score.c: a score sheet scored
 *
 * The categories come from the description: a sum of terms, or the
 * game's formula.  A game may finish the score (Blueprints' awards need
 * every player's building).  Ranks: more points first, then the game's
 * tie-breaks in order; players equal on all of them share the rank.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-sheet-score.h"

gint
gk_sheet_terms_sum (const GkSheet     *sheet,
                    guint              player,
                    const GkSheetTerm *terms)
{
  gint sum = 0;

  g_return_val_if_fail (sheet != NULL && terms != NULL, 0);

  for (const GkSheetTerm *term = terms; term->key != NULL; term++)
    {
      gint n = gk_sheet_get_named (sheet, player, term->key);

      if (term->divisor > 1)
        n /= (gint) term->divisor;
      sum += term->weight * n;
    }
  return sum;
}

char *
gk_sheet_score_names (const GkSheet *sheet,
                      guint64        players)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    {
      if ((players & (G_GUINT64_CONSTANT (1) << p)) == 0)
        continue;
      if (names->len > 0)
        /* TRANSLATORS: separator between names in a list */
        g_string_append (names, _(", "));
      g_string_append (names, gk_sheet_get_player_name (sheet, p));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

guint64
gk_sheet_score_winners (const GkSheetScore *score)
{
  guint64 winners = 0;

  g_return_val_if_fail (score != NULL, 0);

  for (guint p = 0; p < score->n_players; p++)
    if (score->ranks[p] == 1)
      winners |= G_GUINT64_CONSTANT (1) << p;
  return winners;
}

/* ---- ranks ---- */

/* How @a and @b compare after their points: < 0 when @a is ahead, > 0
 * when @b is, 0 when no tie-break tells them apart. */
static gint
compare_tiebreaks (const GkSheet *sheet,
                   guint          a,
                   guint          b)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);

  for (guint t = 0; t < game->n_tiebreaks; t++)
    {
      const GkSheetTiebreak *tiebreak = &game->tiebreaks[t];
      gint va = 0;
      gint vb = 0;

      if (!tiebreak->value (sheet, a, &va) || !tiebreak->value (sheet, b, &vb))
        return 0;
      if (va == vb)
        continue;
      if (tiebreak->lower_wins)
        return va < vb ? -1 : 1;
      return va > vb ? -1 : 1;
    }
  return 0;
}

static gint
compare_players (const GkSheet      *sheet,
                 const GkSheetScore *score,
                 guint               a,
                 guint               b)
{
  if (score->totals[a] != score->totals[b])
    return score->totals[a] > score->totals[b] ? -1 : 1;
  return compare_tiebreaks (sheet, a, b);
}

/* The tie-break values of @players in words: "Anna 8, Béla 7". */
static char *
tiebreak_values (const GkSheet *sheet,
                 guint64        players,
                 guint          tiebreak)
{
  const GkSheetTiebreak *t = &gk_sheet_get_game (sheet)->tiebreaks[tiebreak];
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    {
      gint value = 0;

      if ((players & (G_GUINT64_CONSTANT (1) << p)) == 0)
        continue;
      if (out->len > 0)
        g_string_append (out, _(", "));
      if (t->value (sheet, p, &value))
        /* TRANSLATORS: a player's name and a number, in a list */
        g_string_append_printf (out, _("%s %d"), gk_sheet_get_player_name (sheet, p), value);
      else
        /* TRANSLATORS: a player's name whose value was not entered */
        g_string_append_printf (out, _("%s not entered"), gk_sheet_get_player_name (sheet, p));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* One sentence for the players tied at @points: which tie-break decided,
 * or that they share their place. */
static void
describe_tie (const GkSheet *sheet,
              GkSheetScore  *score,
              guint64        tied,
              gint           points)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  g_autofree char *names = gk_sheet_score_names (sheet, tied);
  gint deciding = -1;
  gint missing = -1;

  /* The first tie-break on which any two of them differ, if all are known;
   * else the first one not entered for all of them. */
  for (guint t = 0; t < game->n_tiebreaks && deciding < 0 && missing < 0; t++)
    {
      gboolean first = TRUE;
      gint seen = 0;

      for (guint p = 0; p < score->n_players; p++)
        {
          gint value = 0;

          if ((tied & (G_GUINT64_CONSTANT (1) << p)) == 0)
            continue;
          if (!game->tiebreaks[t].value (sheet, p, &value))
            {
              missing = (gint) t;
              break;
            }
          if (!first && value != seen)
            deciding = (gint) t;
          seen = value;
          first = FALSE;
        }
    }

  /* A value not known among them: not decided, even between the others. */
  if (missing >= 0)
    {
      const char *undecided = game->tiebreaks[missing].undecided;

      /* First place is theirs, and not known until the value is. */
      if (score->undecided == NULL && (tied & gk_sheet_score_winners (score)) != 0)
        score->undecided = g_strdup (undecided != NULL
                                       ? _(undecided)
                                       : _("Undecided until the tie-break is entered"));
      g_ptr_array_add (score->ties,
                       /* TRANSLATORS: points, the tied players, a tie-break */
                       g_strdup_printf (_("Tie at %d points (%s): %s decides, enter it to "
                                          "break the tie."),
                                        points, names, _(game->tiebreaks[missing].what)));
    }
  else if (deciding >= 0)
    {
      g_autofree char *values = tiebreak_values (sheet, tied, (guint) deciding);

      g_ptr_array_add (score->ties,
                       /* TRANSLATORS: points, the tied players, a tie-break ("more
                        * coins"), each player's value */
                       g_strdup_printf (_("Tie at %d points (%s), decided by %s: %s."),
                                        points, names, _(game->tiebreaks[deciding].what),
                                        values));
    }
  else if (game->n_tiebreaks > 0)
    g_ptr_array_add (score->ties,
                     /* TRANSLATORS: points, the tied players */
                     g_strdup_printf (_("Tie at %d points (%s), and on every tie-break: they "
                                        "share their place."), points, names));
  else
    g_ptr_array_add (score->ties,
                     g_strdup_printf (_("Tie at %d points (%s): they share their place."),
                                      points, names));
}

static void
rank_players (const GkSheet *sheet,
              GkSheetScore  *score)
{
  guint n = score->n_players;
  guint64 described = 0;

  for (guint a = 0; a < n; a++)
    {
      score->ranks[a] = 1;
      for (guint b = 0; b < n; b++)
        if (b != a && compare_players (sheet, score, b, a) < 0)
          score->ranks[a]++;
    }

  /* Each group of players equal on points, in seating order of its first. */
  for (guint a = 0; a < n; a++)
    {
      guint64 tied = G_GUINT64_CONSTANT (1) << a;

      if ((described & tied) != 0)
        continue;
      for (guint b = a + 1; b < n; b++)
        if (score->totals[b] == score->totals[a])
          tied |= G_GUINT64_CONSTANT (1) << b;
      described |= tied;
      if (tied != (G_GUINT64_CONSTANT (1) << a))
        describe_tie (sheet, score, tied, score->totals[a]);
    }
}

/* ---- the score ---- */

GkSheetScore *
gk_sheet_score_compute (const GkSheet *sheet)
{
  const GkSheetGame *game;
  GkSheetScore *score;
  guint modules;

  g_return_val_if_fail (sheet != NULL, NULL);

  game = gk_sheet_get_game (sheet);
  modules = gk_sheet_get_modules (sheet);
  score = g_new0 (GkSheetScore, 1);
  score->game = game;
  score->n_players = gk_sheet_get_n_players (sheet);
  score->n_categories = game->n_categories;
  score->n_rows = gk_sheet_game_get_n_rows (game);
  score->values = g_new0 (gint, score->n_players * score->n_categories);
  score->details = g_new0 (char *, score->n_players * score->n_categories);
  score->row_values = g_new0 (gint, score->n_players * score->n_rows);
  score->row_details = g_new0 (char *, score->n_players * score->n_rows);
  score->totals = g_new0 (gint, score->n_players);
  score->ranks = g_new0 (guint, score->n_players);
  score->ties = g_ptr_array_new_with_free_func (g_free);
  score->notes = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < score->n_players; p++)
    for (guint c = 0; c < game->n_categories; c++)
      {
        const GkSheetCategory *category = &game->categories[c];
        guint i = p * score->n_categories + c;

        /* A module the sheet does not use scores nothing. */
        if (!gk_sheet_game_category_enabled (game, c, modules))
          continue;
        if (category->formula != NULL)
          score->values[i] = category->formula (sheet, p, &score->details[i]);
        else
          score->values[i] = gk_sheet_terms_sum (sheet, p, category->terms);
      }

  if (game->rows == NULL)
    for (guint p = 0; p < score->n_players; p++)
      for (guint c = 0; c < game->n_categories; c++)
        {
          guint i = p * score->n_categories + c;

          score->row_values[p * score->n_rows + c] = score->values[i];
          score->row_details[p * score->n_rows + c] = g_strdup (score->details[i]);
        }

  if (game->finish != NULL)
    game->finish (sheet, score);

  for (guint p = 0; p < score->n_players; p++)
    for (guint c = 0; c < game->n_categories; c++)
      score->totals[p] += score->values[p * score->n_categories + c];

  rank_players (sheet, score);
  if (game->verdict != NULL)
    score->verdict = game->verdict (sheet, score);
  return score;
}

void
gk_sheet_score_free (GkSheetScore *score)
{
  if (score == NULL)
    return;
  for (guint i = 0; i < score->n_players * score->n_categories; i++)
    g_free (score->details[i]);
  for (guint i = 0; i < score->n_players * score->n_rows; i++)
    g_free (score->row_details[i]);
  g_free (score->values);
  g_free (score->details);
  g_free (score->row_values);
  g_free (score->row_details);
  g_free (score->totals);
  g_free (score->ranks);
  g_ptr_array_unref (score->ties);
  g_ptr_array_unref (score->notes);
  g_free (score->verdict);
  g_free (score->undecided);
  g_free (score);
}

gint
gk_sheet_score_get (const GkSheetScore *score,
                    guint               player,
                    guint               category)
{
  g_return_val_if_fail (score != NULL, 0);
  g_return_val_if_fail (player < score->n_players && category < score->n_categories, 0);

  return score->values[player * score->n_categories + category];
}

const char *
gk_sheet_score_get_detail (const GkSheetScore *score,
                           guint               player,
                           guint               category)
{
  g_return_val_if_fail (score != NULL, NULL);
  g_return_val_if_fail (player < score->n_players && category < score->n_categories, NULL);

  return score->details[player * score->n_categories + category];
}

gint
gk_sheet_score_get_row (const GkSheetScore *score,
                        guint               player,
                        guint               row)
{
  g_return_val_if_fail (score != NULL, 0);
  g_return_val_if_fail (player < score->n_players && row < score->n_rows, 0);

  return score->row_values[player * score->n_rows + row];
}

const char *
gk_sheet_score_get_row_detail (const GkSheetScore *score,
                               guint               player,
                               guint               row)
{
  g_return_val_if_fail (score != NULL, NULL);
  g_return_val_if_fail (player < score->n_players && row < score->n_rows, NULL);

  return score->row_details[player * score->n_rows + row];
}

void
gk_sheet_score_set (GkSheetScore *score,
                    guint         player,
                    guint         category,
                    gint          value)
{
  g_return_if_fail (score != NULL);
  g_return_if_fail (player < score->n_players && category < score->n_categories);

  score->values[player * score->n_categories + category] = value;
}

void
gk_sheet_score_set_row (GkSheetScore *score,
                        guint         player,
                        guint         row,
                        gint          value,
                        char         *detail)
{
  g_return_if_fail (score != NULL);
  g_return_if_fail (player < score->n_players && row < score->n_rows);

  score->row_values[player * score->n_rows + row] = value;
  g_free (score->row_details[player * score->n_rows + row]);
  score->row_details[player * score->n_rows + row] = detail;
}
