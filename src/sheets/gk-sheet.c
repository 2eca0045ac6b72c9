/* gk-sheet.c: a score sheet as the players filled it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-sheet.h"

#define NOT_SET (-1)

struct _GkSheet
{
  const GkSheetGame *game;
  guint              n_players;
  guint              modules;
  char              *names[GK_SHEET_MAX_PLAYERS];
  gint              *values;       /* n_players x game->n_keys, NOT_SET when absent */
  GkPlayRecord      *play;
};

G_DEFINE_QUARK (gk-sheet-error-quark, gk_sheet_error)

G_DEFINE_BOXED_TYPE (GkSheet, gk_sheet, gk_sheet_ref, gk_sheet_unref)

static void
sheet_clear (gpointer data)
{
  GkSheet *sheet = data;

  for (guint p = 0; p < GK_SHEET_MAX_PLAYERS; p++)
    g_free (sheet->names[p]);
  g_free (sheet->values);
  gk_play_record_free (sheet->play);
}

GkSheet *
gk_sheet_new (const GkSheetGame *game,
              guint              n_players,
              guint              modules)
{
  GkSheet *sheet;
  gsize n;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= GK_SHEET_MAX_PLAYERS, NULL);

  sheet = g_atomic_rc_box_new0 (GkSheet);
  sheet->game = game;
  sheet->n_players = n_players;
  sheet->modules = modules;
  sheet->play = gk_play_record_new ();
  n = (gsize) n_players * game->n_keys;
  sheet->values = g_new (gint, MAX (n, 1));
  for (gsize i = 0; i < n; i++)
    sheet->values[i] = NOT_SET;
  for (guint p = 0; p < n_players; p++)
    sheet->names[p] = gk_sheet_player_id (p);
  return sheet;
}

GkSheet *
gk_sheet_copy (const GkSheet *sheet)
{
  GkSheet *copy;

  g_return_val_if_fail (sheet != NULL, NULL);

  copy = gk_sheet_new (sheet->game, sheet->n_players, sheet->modules);
  for (guint p = 0; p < sheet->n_players; p++)
    {
      g_free (copy->names[p]);
      copy->names[p] = g_strdup (sheet->names[p]);
    }
  memcpy (copy->values, sheet->values, sizeof (gint) * sheet->n_players * sheet->game->n_keys);
  gk_play_record_free (copy->play);
  copy->play = gk_play_record_copy (sheet->play);
  return copy;
}

GkSheet *
gk_sheet_ref (GkSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return g_atomic_rc_box_acquire (sheet);
}

void
gk_sheet_unref (GkSheet *sheet)
{
  g_return_if_fail (sheet != NULL);

  g_atomic_rc_box_release_full (sheet, sheet_clear);
}

const GkSheetGame *
gk_sheet_get_game (const GkSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return sheet->game;
}

guint
gk_sheet_get_n_players (const GkSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, 0);

  return sheet->n_players;
}

guint
gk_sheet_get_modules (const GkSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, 0);

  return sheet->modules;
}

GkPlayRecord *
gk_sheet_get_play (GkSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return sheet->play;
}

void
gk_sheet_start_play (GkSheet *sheet)
{
  g_return_if_fail (sheet != NULL);

  g_free (sheet->play->id);
  sheet->play->id = gk_play_id_new ();
  gk_time_now (&sheet->play->started);
  sheet->play->finished = (GkTime) { 0, };
}

char *
gk_sheet_player_id (guint player)
{
  return g_strdup_printf ("p%u", player + 1);
}

const char *
gk_sheet_get_player_name (const GkSheet *sheet,
                          guint          player)
{
  g_return_val_if_fail (sheet != NULL && player < sheet->n_players, NULL);

  return sheet->names[player];
}

void
gk_sheet_set_player_name (GkSheet    *sheet,
                          guint       player,
                          const char *name)
{
  g_return_if_fail (sheet != NULL && player < sheet->n_players);

  g_free (sheet->names[player]);
  sheet->names[player] = name != NULL && *name != '\0' ? g_strdup (name)
                                                      : gk_sheet_player_id (player);
}

static gint *
slot (const GkSheet *sheet,
      guint          player,
      guint          key)
{
  return &sheet->values[(gsize) player * sheet->game->n_keys + key];
}

gboolean
gk_sheet_is_set (const GkSheet *sheet,
                 guint          player,
                 guint          key)
{
  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (player < sheet->n_players && key < sheet->game->n_keys, FALSE);

  return *slot (sheet, player, key) != NOT_SET;
}

gint
gk_sheet_get_value (const GkSheet *sheet,
                    guint          player,
                    guint          key)
{
  gint value;

  g_return_val_if_fail (sheet != NULL, 0);
  g_return_val_if_fail (player < sheet->n_players && key < sheet->game->n_keys, 0);

  value = *slot (sheet, player, key);
  return value == NOT_SET ? 0 : value;
}

gint
gk_sheet_get_named (const GkSheet *sheet,
                    guint          player,
                    const char    *name)
{
  gint key;

  g_return_val_if_fail (sheet != NULL && name != NULL, 0);

  key = gk_sheet_game_find_key (sheet->game, name);
  return key >= 0 ? gk_sheet_get_value (sheet, player, (guint) key) : 0;
}

gboolean
gk_sheet_is_named_set (const GkSheet *sheet,
                       guint          player,
                       const char    *name)
{
  gint key;

  g_return_val_if_fail (sheet != NULL && name != NULL, FALSE);

  key = gk_sheet_game_find_key (sheet->game, name);
  return key >= 0 && gk_sheet_is_set (sheet, player, (guint) key);
}

gboolean
gk_sheet_check_value (const GkSheet  *sheet,
                      guint           player,
                      guint           key,
                      gint            value,
                      GError        **error)
{
  const GkSheetGame *game;
  const GkSheetKey *info;
  guint max;
  guint min;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (player < sheet->n_players && key < sheet->game->n_keys, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = sheet->game;
  info = &game->keys[key];
  if (!gk_sheet_game_key_enabled (game, key, sheet->modules))
    {
      g_autoptr(GString) modules = g_string_new (NULL);

      for (guint m = 0; m < game->n_modules; m++)
        if (info->modules & (1u << m))
          {
            if (modules->len > 0)
              /* TRANSLATORS: between two expansions: "Leaders or Babel" */
              g_string_append (modules, _(" or "));
            g_string_append (modules, _(game->modules[m].name));
          }
      g_set_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE,
                   /* TRANSLATORS: what is entered, then the expansion(s) it needs */
                   _("“%s” needs %s, which this sheet does not use"),
                   _(info->label), modules->str);
      return FALSE;
    }
  min = info->kind == GK_SHEET_KEY_ORDER ? 1 : 0;
  max = gk_sheet_game_key_max (game, key, sheet->n_players);
  if (value < (gint) min || value > (gint) max)
    {
      if (info->kind == GK_SHEET_KEY_FLAG)
        g_set_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE,
                     _("“%s” is 1 (yes) or 0 (no), not %d"), _(info->label), value);
      else
        g_set_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE,
                     /* TRANSLATORS: what is entered, its smallest and largest value, the value */
                     _("“%s” is a whole number from %u to %u, not %d"),
                     _(info->label), min, max, value);
      return FALSE;
    }
  if (info->kind == GK_SHEET_KEY_ORDER)
    for (guint p = 0; p < sheet->n_players; p++)
      if (p != player && *slot (sheet, p, key) == value)
        {
          g_set_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE,
                       /* TRANSLATORS: what is entered, the value, a player's name */
                       _("“%s”: %d is already %s's"), _(info->label), value, sheet->names[p]);
          return FALSE;
        }
  if (game->check != NULL)
    {
      g_autofree char *why = NULL;

      if (!game->check (sheet, player, key, value, &why))
        {
          g_set_error_literal (error, GK_SHEET_ERROR, GK_SHEET_ERROR_VALUE, why);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
gk_sheet_set_value (GkSheet  *sheet,
                    guint     player,
                    guint     key,
                    gint      value,
                    GError  **error)
{
  if (!gk_sheet_check_value (sheet, player, key, value, error))
    return FALSE;
  *slot (sheet, player, key) = value;
  return TRUE;
}

void
gk_sheet_clear_value (GkSheet *sheet,
                      guint    player,
                      guint    key)
{
  g_return_if_fail (sheet != NULL);
  g_return_if_fail (player < sheet->n_players && key < sheet->game->n_keys);

  *slot (sheet, player, key) = NOT_SET;
}

gboolean
gk_sheet_player_has_values (const GkSheet *sheet,
                            guint          player)
{
  g_return_val_if_fail (sheet != NULL && player < sheet->n_players, FALSE);

  for (guint k = 0; k < sheet->game->n_keys; k++)
    if (*slot (sheet, player, k) != NOT_SET)
      return TRUE;
  return FALSE;
}
