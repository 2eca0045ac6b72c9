/* test-date-format.c: one date and time format for the whole app, the
 * desktop's clock, and month names that follow the translation even when
 * only LANGUAGE chooses it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "gk-date-format.h"

static GDateTime *
local (gint year,
       gint month,
       gint day,
       gint hour,
       gint minute)
{
  return g_date_time_new_local (year, month, day, hour, minute, 0);
}

static void
test_english (void)
{
  g_autoptr(GDateTime) evening = local (2026, 11, 25, 20, 15);
  g_autoptr(GDateTime) morning = local (2026, 9, 5, 9, 5);
  g_autoptr(GDateTime) midnight = local (2026, 1, 1, 0, 5);
  g_autoptr(GDateTime) noon = local (2026, 1, 1, 12, 30);
  g_autoptr(GDateTime) later = local (2026, 11, 25, 23, 59);
  g_autoptr(GDateTime) next_year = local (2027, 11, 25, 20, 15);
  g_autofree char *date = gk_date_format_date (evening);
  g_autofree char *september = gk_date_format_date (morning);
  g_autofree char *t24 = gk_date_format_time (evening, GK_CLOCK_24H);
  g_autofree char *t24_morning = gk_date_format_time (morning, GK_CLOCK_24H);
  g_autofree char *t12 = gk_date_format_time (evening, GK_CLOCK_12H);
  g_autofree char *t12_midnight = gk_date_format_time (midnight, GK_CLOCK_12H);
  g_autofree char *t12_noon = gk_date_format_time (noon, GK_CLOCK_12H);
  g_autofree char *t12_morning = gk_date_format_time (morning, GK_CLOCK_12H);
  g_autofree char *both = gk_date_format_date_time (evening, GK_CLOCK_24H);
  g_autofree char *today = gk_date_format_relative (evening, later, GK_CLOCK_24H);
  g_autofree char *other_day = gk_date_format_relative (evening, next_year, GK_CLOCK_12H);

  g_assert_cmpstr (date, ==, "25 November 2026");
  g_assert_cmpstr (september, ==, "5 September 2026");
  g_assert_cmpstr (t24, ==, "20:15");
  g_assert_cmpstr (t24_morning, ==, "09:05");
  g_assert_cmpstr (t12, ==, "8:15 PM");
  g_assert_cmpstr (t12_midnight, ==, "12:05 AM");
  g_assert_cmpstr (t12_noon, ==, "12:30 PM");
  g_assert_cmpstr (t12_morning, ==, "9:05 AM");
  g_assert_cmpstr (both, ==, "25 November 2026, 20:15");
  g_assert_cmpstr (today, ==, "today at 20:15");
  /* the same day of another year is another day */
  g_assert_cmpstr (other_day, ==, "25 November 2026, 8:15 PM");
}

/* The desktop's clock-format where its schema is installed (the memory
 * backend of the tests starts from its default, 24h), else 24 hours. */
static void
test_clock (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema =
    source != NULL ? g_settings_schema_source_lookup (source, "org.gnome.desktop.interface", TRUE)
                   : NULL;
  g_autoptr(GSettings) settings = NULL;

  g_assert_cmpint (gk_date_format_get_clock (), ==, GK_CLOCK_24H);
  if (schema == NULL || !g_settings_schema_has_key (schema, "clock-format"))
    {
      g_test_skip ("org.gnome.desktop.interface is not installed: the 24-hour clock is used");
      return;
    }
  settings = g_settings_new ("org.gnome.desktop.interface");
  g_settings_set_string (settings, "clock-format", "12h");
  g_assert_cmpint (gk_date_format_get_clock (), ==, GK_CLOCK_12H);
  g_settings_set_string (settings, "clock-format", "24h");
  g_assert_cmpint (gk_date_format_get_clock (), ==, GK_CLOCK_24H);
}

/* LC_TIME stays C (g_date_time_format() says "November"); LANGUAGE alone
 * chooses the translation, and the month comes from it.  Each language in
 * a process of its own started with LANGUAGE set, as the app is. */
static void
check_language (const char *expected_date_time,
                const char *expected_date,
                const char *expected_today)
{
  g_autoptr(GDateTime) evening = local (2026, 11, 25, 20, 15);
  g_autofree char *c_month = g_date_time_format (evening, "%B");
  g_autofree char *date_time = NULL;
  g_autofree char *date = NULL;
  g_autofree char *today = NULL;

  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GK_TEST_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  date_time = gk_date_format_date_time (evening, GK_CLOCK_24H);
  date = gk_date_format_date (evening);
  today = gk_date_format_relative (evening, evening, GK_CLOCK_24H);

  g_assert_cmpstr (c_month, ==, "November");
  g_assert_cmpstr (date_time, ==, expected_date_time);
  g_assert_cmpstr (date, ==, expected_date);
  g_assert_cmpstr (today, ==, expected_today);
}

static void
hungarian (void)
{
  check_language ("2026. november 25. 20:15", "2026. november 25.", "ma, 20:15");
}

static void
russian (void)
{
  check_language ("25 ноября 2026, 20:15", "25 ноября 2026", "сегодня в 20:15");
}

static void
test_language_alone (gconstpointer data)
{
  const char *language = data;
  g_autofree char *path = g_strdup_printf ("/date-format/language-alone/%s/subprocess", language);

  if (g_getenv ("GK_TEST_LOCALEDIR") == NULL)
    {
      g_test_skip ("GK_TEST_LOCALEDIR is not set: no catalogues to read");
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/date-format/english", test_english);
  g_test_add_func ("/date-format/clock", test_clock);
  if (!g_test_subprocess ())
    g_unsetenv ("LANGUAGE");
  g_test_add_data_func ("/date-format/language-alone/hu", "hu", test_language_alone);
  g_test_add_data_func ("/date-format/language-alone/ru", "ru", test_language_alone);
  g_test_add_func ("/date-format/language-alone/hu/subprocess", hungarian);
  g_test_add_func ("/date-format/language-alone/ru/subprocess", russian);

  return g_test_run ();
}
