/* test-intro-sets.c: the introductory character sets shipped as presets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-intro-sets.h"
#include "gk-test-util.h"

/* The core's resources are registered in the program's when they are
 * first used, not when it starts: each registered resource is walked by
 * every lookup in the others (a window's icon theme makes thousands). */
static void
test_registered_on_first_use (void)
{
  const char *path = "/io/github/ginkgocompanion/GinkgoCompanion/core/intro-sets.tsv";
  GkCharacter set[GK_N_CHARACTERS];

  g_assert_false (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
  g_assert_true (gk_intro_set_get (1, set));
  g_assert_true (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
}

/* Set 2 is the one the rulebook's worked example matches (rules.md 8):
 * 4 resources, 2 tiles and 2 points in all. */
static void
test_set_2 (void)
{
  GkCharacter set[GK_N_CHARACTERS];
  guint tiles = 0, resources = 0, points = 0;

  g_assert_true (gk_intro_set_get (2, set));
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    {
      tiles += set[c].tiles;
      resources += set[c].resources;
      points += set[c].points;
    }
  g_assert_cmpuint (tiles, ==, 2);
  g_assert_cmpuint (resources, ==, 4);
  g_assert_cmpuint (points, ==, 2);
  g_assert_cmpint (set[0].colour, ==, GK_COLOUR_RED);
  g_assert_cmpint (set[0].trigger, ==, GK_TRIGGER_CONSTRUCTION);
  g_assert_cmpint (set[2].colour, ==, GK_COLOUR_BLUE);
  g_assert_cmpint (set[2].trigger, ==, GK_TRIGGER_EXPLOIT);
}

/* Every set is one of each colour, and a valid setup for 5 players. */
static void
test_all_sets (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (5);
  g_autoptr(GError) error = NULL;

  for (guint s = 1; s <= GK_N_INTRO_SETS; s++)
    {
      GkCharacter set[GK_N_CHARACTERS];
      gboolean seen[GK_N_COLOURS] = { FALSE, };

      g_assert_true (gk_intro_set_get (s, set));
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        {
          g_assert_false (seen[set[c].colour]);
          seen[set[c].colour] = TRUE;
          g_assert_false (gk_character_is_default (&set[c]));
        }
      if (s <= 5)
        memcpy (setup->players[s - 1].characters, set, sizeof set);
    }
  g_assert_true (gk_setup_validate (setup, &error));
  g_assert_no_error (error);
}

static void
test_default_character (void)
{
  GkCharacter blank = { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 0, 0, 0 };
  GkCharacter set[GK_N_CHARACTERS];
  GkCharacter one_point = { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 0, 0, 1 };

  g_assert_true (gk_character_is_default (&blank));
  g_assert_false (gk_character_is_default (&one_point));
  if (g_test_undefined ())
    {
      g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*set >= 1*");
      g_assert_false (gk_intro_set_get (7, set));
      g_test_assert_expected_messages ();
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* First: nothing has read the sets yet. */
  g_test_add_func ("/intro-sets/registered-on-first-use", test_registered_on_first_use);
  g_test_add_func ("/intro-sets/set-2", test_set_2);
  g_test_add_func ("/intro-sets/all-sets", test_all_sets);
  g_test_add_func ("/intro-sets/default-character", test_default_character);

  return g_test_run ();
}
