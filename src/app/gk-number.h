/* gk-number.h: the one rule for a number a player types
 *
 * A whole number, written with digits (a minus sign before them), spaces
 * around it allowed, from the field's least to its most.  Anything else is refused with the reason in the player's
 * language; the caller keeps the text for the player to correct, and never
 * takes a number cut or clamped from it.  No GTK: every number field of
 * the window asks this, and the tests ask it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GK_NUMBER_ERROR (gk_number_error_quark ())

typedef enum
{
  GK_NUMBER_ERROR_NOT_A_NUMBER,   /* not a whole number */
  GK_NUMBER_ERROR_OUT_OF_RANGE,   /* a whole number the field cannot hold */
} GkNumberError;

GQuark          gk_number_error_quark      (void);

/* @text as a number from @min to @max in *@value; FALSE, with the reason
 * (GK_NUMBER_ERROR), for anything else. */
gboolean        gk_number_parse            (const char   *text,
                                            gint          min,
                                            gint          max,
                                            gint         *value,
                                            GError      **error);

G_END_DECLS
