/* test-number.c: the one rule for a number a player types, without a
 * display: what it takes, what it refuses and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-app-test-util.h"
#include "gk-number.h"

static const struct
{
  const char *text;
  gint        min;
  gint        max;
  gint        value;     /* taken */
  const char *refusal;   /* or refused with these words */
} cases[] = {
  { "3", 0, 3, 3, NULL },
  { " 2 ", 0, 3, 2, NULL },
  { "0", 0, 3, 0, NULL },
  { "-4", -10, 10, -4, NULL },
  { "12", 0, 3, 0, "A whole number from 0 to 3, not 12" },
  { "1200", 0, 999, 0, "A whole number from 0 to 999, not 1200" },
  { "-3", 0, 9, 0, "A whole number from 0 to 9, not -3" },
  { "99999999999999999999999", 0, 9, 0, "A whole number from 0 to 9, not 9999" },
  { "+5", 0, 9, 0, "“+5” is not a whole number" },
  { "1e3", 0, 9999, 0, "“1e3” is not a whole number" },
  { "0x1", 0, 9, 0, "“0x1” is not a whole number" },
  { "2.5", 0, 9, 0, "“2.5” is not a whole number" },
  { "", 0, 9, 0, "“” is not a whole number" },
  { "-", 0, 9, 0, "“-” is not a whole number" },
  { "three", 0, 9, 0, "“three” is not a whole number" },
};

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gint value = -99;
      gboolean taken = gk_number_parse (cases[i].text, cases[i].min, cases[i].max, &value,
                                        &error);

      if (cases[i].refusal == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (taken);
          g_assert_cmpint (value, ==, cases[i].value);
        }
      else
        {
          g_assert_false (taken);
          g_assert_cmpint (value, ==, -99);
          g_assert_nonnull (error);
          g_assert_true (error->domain == GK_NUMBER_ERROR);
          if (!g_str_has_prefix (error->message, cases[i].refusal))
            g_error ("“%s”: “%s” does not say “%s”", cases[i].text, error->message,
                     cases[i].refusal);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/number/cases", test_cases);

  return g_test_run ();
}
