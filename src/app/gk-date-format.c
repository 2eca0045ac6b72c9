/* gk-date-format.c: dates and times as the whole app writes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "gk-date-format.h"

/* In the case a date needs ("25 November", Russian "25 ноября"). */
static const char *const months[12] = {
  NC_("month in a date", "January"), NC_("month in a date", "February"),
  NC_("month in a date", "March"), NC_("month in a date", "April"),
  NC_("month in a date", "May"), NC_("month in a date", "June"),
  NC_("month in a date", "July"), NC_("month in a date", "August"),
  NC_("month in a date", "September"), NC_("month in a date", "October"),
  NC_("month in a date", "November"), NC_("month in a date", "December"),
};

/* The desktop's interface settings, looked up once; NULL where the schema
 * or its key is not installed. */
static GSettings *
interface_settings (void)
{
  static GSettings *settings;
  static gsize looked_up;

  if (g_once_init_enter (&looked_up))
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema =
        source != NULL ? g_settings_schema_source_lookup (source, "org.gnome.desktop.interface",
                                                          TRUE)
                       : NULL;

      if (schema != NULL && g_settings_schema_has_key (schema, "clock-format"))
        settings = g_settings_new_full (schema, NULL, NULL);
      g_once_init_leave (&looked_up, 1);
    }
  return settings;
}

GkClockFormat
gk_date_format_get_clock (void)
{
  GSettings *settings = interface_settings ();
  g_autofree char *clock = settings != NULL ? g_settings_get_string (settings, "clock-format")
                                            : NULL;

  return g_strcmp0 (clock, "12h") == 0 ? GK_CLOCK_12H : GK_CLOCK_24H;
}

char *
gk_date_format_date (GDateTime *when)
{
  g_return_val_if_fail (when != NULL, NULL);

  /* TRANSLATORS: a date: %1$u the day, %2$s the month's name, %3$u the
   * year, "25 November 2026"; reorder them as your language writes a date */
  return g_strdup_printf (C_("date", "%1$u %2$s %3$u"),
                          (guint) g_date_time_get_day_of_month (when),
                          g_dpgettext2 (GETTEXT_PACKAGE, "month in a date",
                                        months[g_date_time_get_month (when) - 1]),
                          (guint) g_date_time_get_year (when));
}

char *
gk_date_format_time (GDateTime     *when,
                     GkClockFormat  clock)
{
  guint hour, minute;

  g_return_val_if_fail (when != NULL, NULL);

  hour = (guint) g_date_time_get_hour (when);
  minute = (guint) g_date_time_get_minute (when);
  if (clock == GK_CLOCK_24H)
    /* TRANSLATORS: a time on the 24-hour clock: "20:15" */
    return g_strdup_printf (C_("24-hour clock", "%02u:%02u"), hour, minute);
  if (hour < 12)
    /* TRANSLATORS: a time on the 12-hour clock, before noon: "8:15 AM" */
    return g_strdup_printf (C_("12-hour clock", "%u:%02u AM"), hour == 0 ? 12 : hour, minute);
  /* TRANSLATORS: a time on the 12-hour clock, from noon: "8:15 PM" */
  return g_strdup_printf (C_("12-hour clock", "%u:%02u PM"), hour == 12 ? 12 : hour - 12,
                          minute);
}

char *
gk_date_format_date_time (GDateTime     *when,
                          GkClockFormat  clock)
{
  g_autofree char *date = NULL;
  g_autofree char *time = NULL;

  g_return_val_if_fail (when != NULL, NULL);

  date = gk_date_format_date (when);
  time = gk_date_format_time (when, clock);
  /* TRANSLATORS: a date and a time: "25 November 2026, 20:15" */
  return g_strdup_printf (C_("date and time", "%1$s, %2$s"), date, time);
}

char *
gk_date_format_relative (GDateTime     *when,
                         GDateTime     *now,
                         GkClockFormat  clock)
{
  g_autofree char *time = NULL;

  g_return_val_if_fail (when != NULL, NULL);
  g_return_val_if_fail (now != NULL, NULL);

  if (g_date_time_get_year (when) != g_date_time_get_year (now)
      || g_date_time_get_day_of_year (when) != g_date_time_get_day_of_year (now))
    return gk_date_format_date_time (when, clock);
  time = gk_date_format_time (when, clock);
  /* TRANSLATORS: when a game was last played; %s is the time, "20:15" */
  return g_strdup_printf (_("today at %s"), time);
}
