/* gk-number.c: the one rule for a number a player types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-number.h"

G_DEFINE_QUARK (gk-number-error-quark, gk_number_error)

gboolean
gk_number_parse (const char  *text,
                 gint         min,
                 gint         max,
                 gint        *value,
                 GError     **error)
{
  g_autofree char *stripped = NULL;
  const char *digits;
  gint64 number = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (min <= max, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  stripped = g_strstrip (g_strdup (text));
  digits = stripped[0] == '-' ? stripped + 1 : stripped;
  /* Digits alone, a minus sign before them (no "+", no "1e3", no "0x");
   * below the field's least, it is refused as out of range. */
  for (const char *c = digits; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      digits = NULL;
  if (digits == NULL || *digits == '\0')
    {
      g_set_error (error, GK_NUMBER_ERROR, GK_NUMBER_ERROR_NOT_A_NUMBER,
                   /* TRANSLATORS: what was typed in a number field */
                   _("“%s” is not a whole number"), stripped);
      return FALSE;
    }
  /* digits past any field's range: out of it */
  if (!g_ascii_string_to_signed (stripped, 10, G_MININT64, G_MAXINT64, &number, NULL))
    number = stripped[0] == '-' ? G_MININT64 : G_MAXINT64;
  if (number < min || number > max)
    {
      g_set_error (error, GK_NUMBER_ERROR, GK_NUMBER_ERROR_OUT_OF_RANGE,
                   /* TRANSLATORS: a number field's least and most, then what was typed */
                   _("A whole number from %d to %d, not %s"), min, max, stripped);
      return FALSE;
    }
  if (value != NULL)
    *value = (gint) number;
  return TRUE;
}
