/* gk-date-format.h: dates and times as the whole app writes them
 *
 * One format everywhere (the start page, the history, the statistics): the
 * day, the month's name and the year in the order and the words of the
 * translation, so that a translation chosen with LANGUAGE alone names its
 * months (g_date_time_format() follows LC_TIME instead), and the time on a
 * 12- or 24-hour clock as the desktop is set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GK_CLOCK_24H,
  GK_CLOCK_12H
} GkClockFormat;

/* The desktop's clock (org.gnome.desktop.interface clock-format) where its
 * settings are installed, else the 24-hour clock. */
GkClockFormat   gk_date_format_get_clock   (void);

/* "25 November 2026" in the translation's words and order. */
char           *gk_date_format_date        (GDateTime     *when);
/* "20:15" or "8:15 PM". */
char           *gk_date_format_time        (GDateTime     *when,
                                            GkClockFormat  clock);
/* "25 November 2026, 20:15". */
char           *gk_date_format_date_time   (GDateTime     *when,
                                            GkClockFormat  clock);
/* "today at 20:15" when @when falls on the day of @now, else the date and
 * the time. */
char           *gk_date_format_relative    (GDateTime     *when,
                                            GDateTime     *now,
                                            GkClockFormat  clock);

G_END_DECLS
