/* test-cards.c: every row of the card catalogue against rules.md 6, 7 and 8
 *
 * The expected values below are copied from the tables of rules.md, not
 * from the catalogue, so a wrong row fails here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-core.h"

/* rules.md 6: the trigger of building cards 1..9 (fan data, section 8). */
static const GkTrigger bonus_trigger[10] = {
  GK_N_TRIGGERS,
  GK_TRIGGER_EXPLOIT, GK_TRIGGER_URBANIZATION, GK_TRIGGER_CONSTRUCTION,
  GK_TRIGGER_EXPLOIT, GK_TRIGGER_URBANIZATION, GK_TRIGGER_CONSTRUCTION,
  GK_TRIGGER_EXPLOIT, GK_TRIGGER_URBANIZATION, GK_TRIGGER_CONSTRUCTION,
};

/* rules.md 8: the colour cards 10..13 count, by card colour (blue, red, yellow). */
static const GkColour counted_colour[4][GK_N_COLOURS] = {
  /* 10 */ { GK_COLOUR_BLUE, GK_COLOUR_RED, GK_COLOUR_YELLOW },
  /* 11 */ { GK_COLOUR_RED, GK_COLOUR_YELLOW, GK_COLOUR_RED },
  /* 12 */ { GK_COLOUR_YELLOW, GK_COLOUR_BLUE, GK_COLOUR_BLUE },
  /* 13 */ { GK_COLOUR_BLUE, GK_COLOUR_RED, GK_COLOUR_YELLOW },
};

/* rules.md 7: what cards 10..20 count and the points per item counted. */
static const struct
{
  GkCardCounts counts;
  guint        points;
  GkTrigger    trigger;
  gboolean     verified;
} end_game[11] = {
  /* 10 */ { GK_CARD_COUNTS_RESOURCES, 1, GK_N_TRIGGERS, FALSE },
  /* 11 */ { GK_CARD_COUNTS_RESOURCES, 1, GK_N_TRIGGERS, FALSE },
  /* 12 */ { GK_CARD_COUNTS_RESOURCES, 1, GK_N_TRIGGERS, FALSE },
  /* 13 */ { GK_CARD_COUNTS_RESOURCES, 1, GK_N_TRIGGERS, FALSE },
  /* 14 */ { GK_CARD_COUNTS_LOW_BUILDINGS, 1, GK_N_TRIGGERS, TRUE },
  /* 15 */ { GK_CARD_COUNTS_HIGH_BUILDINGS, 3, GK_N_TRIGGERS, TRUE },
  /* 16 */ { GK_CARD_COUNTS_BONUSES, 2, GK_TRIGGER_EXPLOIT, FALSE },
  /* 17 */ { GK_CARD_COUNTS_BONUSES, 2, GK_TRIGGER_URBANIZATION, FALSE },
  /* 18 */ { GK_CARD_COUNTS_BONUSES, 2, GK_TRIGGER_CONSTRUCTION, FALSE },
  /* 19 */ { GK_CARD_COUNTS_CARDS, 2, GK_N_TRIGGERS, TRUE },
  /* 20 */ { GK_CARD_COUNTS_NOTHING, 9, GK_N_TRIGGERS, TRUE },
};

static void
check_urbanization (GkCard            card,
                    const GkCardInfo *info)
{
  g_assert_cmpint (info->kind, ==, GK_CARD_KIND_URBANIZATION);
  g_assert_cmpuint (info->letter, ==, (guint) (card - GK_N_TILES));
  g_assert_cmpuint (info->number, ==, 0);
  g_assert_cmpint (info->colour, ==, GK_N_COLOURS);
  g_assert_cmpint (info->trigger, ==, GK_N_TRIGGERS);
  g_assert_cmpint (info->counts, ==, GK_CARD_COUNTS_NONE);
  g_assert_true (info->verified);
  g_assert_false (gk_card_get_bonus (card, NULL, NULL, NULL));
  g_assert_false (gk_card_is_end_game (card));
}

static void
check_bonus (GkCard            card,
             const GkCardInfo *info)
{
  GkTrigger trigger;
  guint items, extra;

  g_assert_cmpint (info->kind, ==, GK_CARD_KIND_BONUS);
  g_assert_cmpint (info->trigger, ==, bonus_trigger[info->number]);
  /* one item of the card's colour; 7, 8, 9 add a point (yellow: 2 points) */
  g_assert_cmpuint (info->items, ==, 1);
  g_assert_cmpuint (info->extra_points, ==, info->number >= 7 ? 1 : 0);
  g_assert_cmpint (info->counts, ==, GK_CARD_COUNTS_NONE);
  /* the trigger is fan data */
  g_assert_false (info->verified);

  g_assert_true (gk_card_get_bonus (card, &trigger, &items, &extra));
  g_assert_cmpint (trigger, ==, info->trigger);
  g_assert_cmpuint (items, ==, info->items);
  g_assert_cmpuint (extra, ==, info->extra_points);
  g_assert_false (gk_card_is_end_game (card));
}

static void
check_end_game (GkCard            card,
                const GkCardInfo *info)
{
  guint row = info->number - 10;
  g_autofree char *rule = NULL;
  g_autofree char *kept = NULL;
  const char *caveat;

  g_assert_cmpint (info->kind, ==, GK_CARD_KIND_END_GAME);
  g_assert_cmpint (info->counts, ==, end_game[row].counts);
  g_assert_cmpuint (info->points, ==, end_game[row].points);
  g_assert_cmpint (info->trigger, ==, end_game[row].trigger);
  g_assert_cmpint (info->verified, ==, end_game[row].verified);
  if (info->number <= 13)
    g_assert_cmpint (info->counted_colour, ==, counted_colour[row][info->colour]);
  else if (info->number == 19)
    /* its own colour */
    g_assert_cmpint (info->counted_colour, ==, info->colour);
  else
    g_assert_cmpint (info->counted_colour, ==, GK_N_COLOURS);
  g_assert_false (gk_card_get_bonus (card, NULL, NULL, NULL));
  g_assert_true (gk_card_is_end_game (card));

  /* One wording per card, naming the colour it counts. */
  rule = gk_format_card_rule (card);
  g_assert_nonnull (rule);
  if (info->counted_colour != GK_N_COLOURS)
    {
      g_autofree char *colour = g_utf8_strdown (gk_colour_get_name (info->counted_colour), -1);

      g_assert_nonnull (strstr (rule, colour));
    }
  kept = gk_format_kept_card (card);
  g_assert_nonnull (strstr (kept, rule));
  caveat = gk_format_card_caveat (card);
  g_assert_true ((caveat == NULL) == info->verified);
  g_assert_true ((strstr (kept, "(assumed)") == NULL) == info->verified);
}

/* Every one of the 72 cards has its row, in card order. */
static void
test_catalogue (void)
{
  guint n_bonus = 0, n_end_game = 0, n_urbanization = 0;

  for (GkCard card = 0; card < GK_N_CARDS; card++)
    {
      const GkCardInfo *info = gk_card_get_info (card);

      g_assert_nonnull (info);
      g_assert_cmpint (info->card, ==, card);
      if (gk_card_is_letter (card))
        {
          check_urbanization (card, info);
          n_urbanization++;
          continue;
        }

      g_assert_cmpuint (info->number, ==, gk_tile_get_number (card));
      g_assert_cmpint (info->colour, ==, gk_tile_get_colour (card));
      if (info->number <= 9)
        {
          check_bonus (card, info);
          n_bonus++;
        }
      else
        {
          check_end_game (card, info);
          n_end_game++;
        }
    }

  g_assert_cmpuint (n_urbanization, ==, 12);
  g_assert_cmpuint (n_bonus, ==, 27);
  g_assert_cmpuint (n_end_game, ==, 33);
}

/* The score counts what the catalogue says: a flat card and a counting one. */
static void
test_score_reads_catalogue (void)
{
  GkCardScore flat = { gk_tile_make (GK_COLOUR_RED, 20), 9, FALSE, GK_COLOUR_RED, 0 };
  GkCardScore low = { gk_tile_make (GK_COLOUR_BLUE, 14), 2, FALSE, GK_COLOUR_BLUE, 2 };
  g_autofree char *flat_text = gk_format_card_score (&flat);
  g_autofree char *low_text = gk_format_card_score (&low);

  g_assert_cmpstr (flat_text, ==, "9 points, whatever the city");
  g_assert_cmpstr (low_text, ==, "1 point per own building of height 1 or 2: 2 buildings");
  g_assert_cmpstr (gk_format_card_caveat (gk_tile_make (GK_COLOUR_RED, 11)), ==,
                   "Colour assumed, not verified: check the printed card");
  g_assert_cmpstr (gk_format_card_caveat (gk_tile_make (GK_COLOUR_RED, 17)), ==,
                   "Trigger assumed, not verified: check the printed card");
  g_assert_null (gk_format_card_caveat (gk_tile_make (GK_COLOUR_RED, 19)));
}

static void
test_preconditions (void)
{
  GkCardScore bonus = { gk_tile_make (GK_COLOUR_BLUE, 4), 0, FALSE, GK_COLOUR_BLUE, 0 };

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*card*");
  g_assert_null (gk_card_get_info (GK_NO_CARD));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*card*");
  g_assert_null (gk_card_get_info (GK_N_CARDS));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*end_game*");
  g_assert_null (gk_format_card_rule (gk_tile_make (GK_COLOUR_BLUE, 4)));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*end_game*");
  g_assert_null (gk_format_card_score (&bonus));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*card_score != NULL*");
  g_assert_null (gk_format_card_score (NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*card*");
  g_assert_null (gk_format_card_caveat (GK_N_CARDS));
  g_test_assert_expected_messages ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cards/catalogue", test_catalogue);
  g_test_add_func ("/cards/words", test_score_reads_catalogue);
  g_test_add_func ("/cards/preconditions", test_preconditions);

  return g_test_run ();
}
