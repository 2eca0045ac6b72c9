/* gk-sheet-game.c: the games a score sheet can score, and what every
 * description shares (its rows, its keys' bounds, its setup checklist)
 *
 * A new game: its description in gk-sheet-<game>.c, one line in games[]
 * below, the file in meson.build and its tests (HACKING.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-sheet-game.h"

static const GkSheetGame * const games[] = {
  &gk_sheet_seven_wonders,
  &gk_sheet_underwater_cities,
  &gk_sheet_blueprints,
};

const GkSheetGame * const *
gk_sheet_games (guint *n_games)
{
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (games);
  return games;
}

const GkSheetGame *
gk_sheet_game_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i]->id, id))
      return games[i];
  return NULL;
}

gint
gk_sheet_game_find_key (const GkSheetGame *game,
                        const char        *name)
{
  g_return_val_if_fail (game != NULL && name != NULL, -1);

  for (guint k = 0; k < game->n_keys; k++)
    if (g_str_equal (game->keys[k].name, name))
      return (gint) k;
  return -1;
}

guint
gk_sheet_game_find_module (const GkSheetGame *game,
                           const char        *id)
{
  g_return_val_if_fail (game != NULL && id != NULL, 0);

  for (guint m = 0; m < game->n_modules; m++)
    if (g_str_equal (game->modules[m].id, id))
      return 1u << m;
  return 0;
}

guint
gk_sheet_game_max_players (const GkSheetGame *game,
                           guint              modules)
{
  guint max;

  g_return_val_if_fail (game != NULL, 0);

  max = game->max_players;
  for (guint m = 0; m < game->n_modules; m++)
    if ((modules & (1u << m)) != 0)
      max = MAX (max, game->modules[m].max_players);
  return max;
}

static gboolean
modules_allow (guint needed,
               guint modules)
{
  return needed == 0 || (needed & modules) != 0;
}

gboolean
gk_sheet_game_key_enabled (const GkSheetGame *game,
                           guint              key,
                           guint              modules)
{
  g_return_val_if_fail (game != NULL && key < game->n_keys, FALSE);

  return modules_allow (game->keys[key].modules, modules);
}

gboolean
gk_sheet_game_category_enabled (const GkSheetGame *game,
                                guint              category,
                                guint              modules)
{
  g_return_val_if_fail (game != NULL && category < game->n_categories, FALSE);

  return modules_allow (game->categories[category].modules, modules);
}

guint
gk_sheet_game_key_max (const GkSheetGame *game,
                       guint              key,
                       guint              n_players)
{
  const GkSheetKey *info;

  g_return_val_if_fail (game != NULL && key < game->n_keys, 0);

  info = &game->keys[key];
  switch (info->kind)
    {
    case GK_SHEET_KEY_FLAG:
      return 1;
    case GK_SHEET_KEY_ORDER:
      return n_players;
    case GK_SHEET_KEY_COUNT:
    default:
      return info->max > 0 ? MIN (info->max, GK_SHEET_MAX_VALUE) : GK_SHEET_MAX_VALUE;
    }
}

guint
gk_sheet_game_get_n_rows (const GkSheetGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return game->rows != NULL ? game->n_rows : game->n_categories;
}

const char *
gk_sheet_game_category_name (const GkSheetGame *game,
                             guint              category)
{
  g_return_val_if_fail (game != NULL && category < game->n_categories, NULL);

  /* "context|name" of GK_SHEET_NC_(): g_dpgettext() looks the pair up, and
   * without a translation gives the name alone. */
  return g_dpgettext (GETTEXT_PACKAGE, game->categories[category].name, 0);
}

const char *
gk_sheet_game_row_name (const GkSheetGame *game,
                        guint              row)
{
  g_return_val_if_fail (game != NULL && row < gk_sheet_game_get_n_rows (game), NULL);

  return game->rows != NULL ? _(game->rows[row].name) : gk_sheet_game_category_name (game, row);
}

const char *
gk_sheet_game_row_uncertain (const GkSheetGame *game,
                             guint              row)
{
  const char *text;

  g_return_val_if_fail (game != NULL && row < gk_sheet_game_get_n_rows (game), NULL);

  text = game->rows != NULL ? game->rows[row].uncertain : game->categories[row].uncertain;
  return text != NULL ? _(text) : NULL;
}

gint
gk_sheet_game_row_category (const GkSheetGame *game,
                            guint              row)
{
  g_return_val_if_fail (game != NULL && row < gk_sheet_game_get_n_rows (game), -1);

  return game->rows != NULL ? -1 : (gint) row;
}

gint
gk_sheet_game_row_direct_key (const GkSheetGame *game,
                              guint              row,
                              guint              modules)
{
  const GkSheetCategory *category;
  gint direct = -1;

  g_return_val_if_fail (game != NULL && row < gk_sheet_game_get_n_rows (game), -1);

  if (game->rows != NULL)
    return -1;
  category = &game->categories[row];
  if (category->formula != NULL)
    return -1;
  for (const GkSheetTerm *term = category->terms; term->key != NULL; term++)
    {
      gint k = gk_sheet_game_find_key (game, term->key);

      g_assert (k >= 0);
      if (!gk_sheet_game_key_enabled (game, (guint) k, modules))
        continue;
      if (direct >= 0 || term->weight != 1 || term->divisor > 1)
        return -1;
      direct = k;
    }
  return direct;
}

GArray *
gk_sheet_game_row_keys (const GkSheetGame *game,
                        guint              row,
                        guint              modules)
{
  GArray *keys;

  g_return_val_if_fail (game != NULL && row < gk_sheet_game_get_n_rows (game), NULL);

  keys = g_array_new (FALSE, FALSE, sizeof (guint));
  if (game->rows != NULL)
    {
      for (guint k = 0; k < game->n_keys; k++)
        if (g_str_has_prefix (game->keys[k].name, game->rows[row].prefix) &&
            gk_sheet_game_key_enabled (game, k, modules))
          g_array_append_val (keys, k);
      return keys;
    }
  for (const GkSheetTerm *term = game->categories[row].terms; term->key != NULL; term++)
    {
      gint k = gk_sheet_game_find_key (game, term->key);

      g_assert (k >= 0);
      if (gk_sheet_game_key_enabled (game, (guint) k, modules))
        g_array_append_val (keys, k);
    }
  return keys;
}

GPtrArray *
gk_sheet_game_checklist (const GkSheetGame *game,
                         guint              n_players,
                         guint              modules)
{
  GPtrArray *lines;

  g_return_val_if_fail (game != NULL, NULL);

  lines = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < game->n_steps; i++)
    {
      const GkSheetStep *step = &game->checklist[i];
      char *line;

      if ((step->min_players != 0 && n_players < step->min_players) ||
          (step->max_players != 0 && n_players > step->max_players) ||
          !modules_allow (step->modules, modules) || (step->without & modules) != 0)
        continue;
      if (step->count != NULL)
        {
          guint count = step->count (n_players);
          g_autofree char *number = g_strdup_printf ("%u", count);
          GString *text = g_string_new (_(step->text));

          /* The catalogue's text holds one %u: not a format of ours. */
          g_string_replace (text, "%u", number, 1);
          line = g_string_free (text, FALSE);
        }
      else
        line = g_strdup (_(step->text));
      if (step->uncertain)
        {
          char *marked = g_strdup_printf ("%s (%s)", line, gk_sheet_check_rulebook ());

          g_free (line);
          line = marked;
        }
      g_ptr_array_add (lines, line);
    }
  return lines;
}

const char *
gk_sheet_check_rulebook (void)
{
  return _("check your rulebook");
}
