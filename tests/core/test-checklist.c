/* test-checklist.c: the setup checklist, worded from the new table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-steps.h"
#include "gk-test-util.h"

/* The checklist as text: a player's step starts with their seat ("p1:",
 * "hal:"), details indented. */
static char *
checklist_text (const GkTable *table)
{
  g_autoptr(GPtrArray) items = gk_steps_checklist (table);
  GString *text = g_string_new (NULL);

  g_assert_nonnull (items);
  for (guint i = 0; i < items->len; i++)
    {
      const GkChecklistItem *item = g_ptr_array_index (items, i);

      g_assert_nonnull (item->title);
      if (item->player != GK_NO_PLAYER)
        {
          g_autofree char *id = gk_player_id_to_string (item->player);

          g_string_append_printf (text, "%s: ", id);
        }
      g_string_append_printf (text, "%s\n", item->title);
      if (item->detail != NULL)
        g_string_append_printf (text, "  %s\n", item->detail);
    }
  return g_string_free (text, FALSE);
}

static void
assert_has (const char *text,
            const char *needle)
{
  if (strstr (text, needle) == NULL)
    g_error ("the checklist\n%s\nlacks “%s”", text, needle);
}

static void
assert_lacks (const char *text,
              const char *needle)
{
  if (strstr (text, needle) != NULL)
    g_error ("the checklist\n%s\nshould not say “%s”", text, needle);
}

/* rules.md 2, worked setup counts: the cards left after the deal. */
static const struct
{
  guint       n_players;
  const char *reserve;
  const char *burn;
  const char *supply;
  const char *pile;
} standard[] = {
  { 2, "the reserve holds 45 tiles", "Burn 7 cards", "Leave 25 resources", "6 cards stay" },
  { 3, "the reserve holds 45 tiles", "Burn 7 cards", "Leave 20 resources", "2 cards stay" },
  { 4, "Shuffle the other 51 tiles", NULL, "Leave 18 resources", "5 cards stay" },
  { 5, "Shuffle the other 51 tiles", NULL, "Leave 16 resources", "1 card stays" },
};

static void
test_standard (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (standard); i++)
    {
      g_autoptr(GkSetup) setup = gk_test_setup_new (standard[i].n_players);
      g_autoptr(GkTable) table = NULL;
      g_autofree char *text = NULL;

      gk_test_setup_character (setup, 1, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 2, 1, 3);
      gk_setup_set_player_name (setup, 0, "Anna");
      table = gk_table_new (setup);
      text = checklist_text (table);

      assert_has (text, standard[i].reserve);
      if (standard[i].burn != NULL)
        assert_has (text, standard[i].burn);
      else
        assert_lacks (text, "Burn");
      assert_has (text, standard[i].supply);
      assert_has (text, standard[i].pile);
      assert_has (text, "p1: Anna takes a screen, 2 hand-renewal tokens and their three "
                        "characters");
      assert_has (text, "From the characters: 2 tiles from the reserve, 1 resource from the "
                        "supply and 3 points.");
      assert_has (text, "Anna takes the first-player card and deals 4 cards to everyone");
      assert_lacks (text, "hal:");
    }
}

/* rules.md 10, setup, and solo decision 1 (the round's draws at setup). */
static void
test_solo (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkTable) table = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) items = NULL;
  guint n_player_steps = 0;

  gk_setup_set_player_name (setup, 0, "Anna");
  setup->solo_level = GK_SOLO_EXPERT;
  setup->opponent_colour = GK_PLAYER_COLOUR_BLACK;
  table = gk_table_new (setup);
  text = checklist_text (table);

  assert_has (text, "Put 6 tiles back in the box, unseen");
  assert_has (text, "the reserve holds 45 tiles");
  assert_has (text, "21 cards");
  assert_has (text, "Burn 7 cards");
  assert_has (text, "Leave 25 resources of your colour and as many of the opponent’s");
  assert_has (text, "p1: Anna takes a screen, 6 tiles from the reserve, 6 resources from the "
                    "supply and 6 points");
  assert_has (text, "No characters and no hand-renewal tokens");
  assert_has (text, "hal: HAL plays straight from the supply");
  assert_has (text, "its 25 resources stay in the supply");
  assert_has (text, "Draw 3 cards for Anna, then 1 face down for HAL");
  assert_has (text, "10 cards stay in the draw pile");
  assert_lacks (text, "first-player card");
  assert_lacks (text, "their three characters");

  /* One step for each side's pieces, each marked with its seat. */
  items = gk_steps_checklist (table);
  for (guint i = 0; i < items->len; i++)
    {
      const GkChecklistItem *item = g_ptr_array_index (items, i);

      if (item->player != GK_NO_PLAYER)
        n_player_steps++;
    }
  g_assert_cmpuint (n_player_steps, ==, 2);
}

/* rules.md 2.2: the markers go around the square as the table has them,
 * the pictured ring or the one the players moved them to. */
static void
test_markers (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkTable) pictured = gk_table_new (setup);
  g_autoptr(GkTable) moved = NULL;
  g_autofree char *text = checklist_text (pictured);
  g_autofree char *moved_text = NULL;

  assert_has (text, "clockwise from the top left: A, B, C above, D, E, F on the right, G, H, I "
                    "below, J, K, L on the left.");

  /* A and D change places, then K and H. */
  setup->marker_x[0] = 3;
  setup->marker_y[0] = 0;
  setup->marker_x[3] = 0;
  setup->marker_y[3] = -1;
  setup->marker_x[10] = 1;
  setup->marker_y[10] = 3;
  setup->marker_x[7] = -1;
  setup->marker_y[7] = 1;
  g_assert_true (gk_setup_check (setup, NULL, NULL));
  moved = gk_table_new (setup);
  moved_text = checklist_text (moved);
  assert_has (moved_text, "clockwise from the top left: D, B, C above, A, E, F on the right, G, "
                          "K, I below, J, H, L on the left.");
  assert_lacks (moved_text, "A, B, C");
}

/* The checklist is for a table before its first move. */
static void
test_preconditions (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (2);
  g_autoptr(GkGame) game = gk_test_game_new (setup);
  GPtrArray *items;

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*table != NULL*");
  items = gk_steps_checklist (NULL);
  g_test_assert_expected_messages ();
  g_assert_null (items);

  gk_test_take (game, 0, "A", GK_TAKE_RESOURCE);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*actions_done*");
  items = gk_steps_checklist (gk_game_get_table (game));
  g_test_assert_expected_messages ();
  g_assert_null (items);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/checklist/standard", test_standard);
  g_test_add_func ("/checklist/solo", test_solo);
  g_test_add_func ("/checklist/markers", test_markers);
  g_test_add_func ("/checklist/preconditions", test_preconditions);
  return g_test_run ();
}
