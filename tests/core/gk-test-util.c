/* gk-test-util.c: helpers shared by the core tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-test-util.h"

GkSetup *
gk_test_setup_new (guint n_players)
{
  GkSetup *setup = gk_setup_new (n_players);

  for (guint p = 0; p < n_players; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      setup->players[p].characters[c] = (GkCharacter) { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 0, 0, 0 };
  return setup;
}

void
gk_test_setup_character (GkSetup   *setup,
                         guint      player,
                         guint      index,
                         GkColour   colour,
                         GkTrigger  trigger,
                         guint      tiles,
                         guint      resources,
                         guint      points)
{
  setup->players[player].characters[index] =
    (GkCharacter) { colour, trigger, tiles, resources, points };
}

GkCard
gk_test_card (const char *name)
{
  GkCard card = GK_NO_CARD;

  if (name == NULL)
    return GK_NO_CARD;
  if (!gk_card_from_string (name, &card))
    g_error ("test typo: no card %s", name);
  return card;
}

static void
push_or_fail (GkGame       *game,
              const GkMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!gk_game_push (game, move, &error))
    g_error ("move refused: %s", error->message);
}

void
gk_test_act (GkGame     *game,
             gint        player,
             const char *card,
             const char *tile)
{
  GkMove move;

  gk_move_init_action (&move, player, gk_test_card (card), gk_test_card (tile));
  push_or_fail (game, &move);
}

void
gk_test_urbanize (GkGame     *game,
                  gint        player,
                  const char *card,
                  const char *tile,
                  gint        marker_x,
                  gint        marker_y)
{
  GkMove move;

  gk_move_init_action (&move, player, gk_test_card (card), gk_test_card (tile));
  move.has_marker = TRUE;
  move.marker_x = marker_x;
  move.marker_y = marker_y;
  push_or_fail (game, &move);
}

void
gk_test_take (GkGame     *game,
              gint        player,
              const char *card,
              GkTake      take)
{
  GkMove move;

  gk_move_init_action (&move, player, gk_test_card (card), GK_NO_TILE);
  move.take = take;
  push_or_fail (game, &move);
}

char *
gk_test_check_invariants (const GkTable *table)
{
  guint n = gk_table_get_n_players (table);
  guint tiles = gk_table_get_tile_reserve (table) + gk_table_get_tiles_removed (table);
  guint cards_in_circulation = 0;
  guint cards_held = gk_table_get_draw_pile (table) + gk_table_get_discard_pile (table);
  guint city_per_player[GK_MAX_PLAYERS + 1] = { 0, };
  gboolean solo = gk_table_get_variant (table) == GK_VARIANT_SOLO;
  guint hand_max = solo ? 3 : GK_HAND_SIZE;

  for (guint i = 0; i < gk_table_get_n_buildings (table); i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);
      GkTile stack[GK_N_TILES];
      guint height = gk_table_get_stack (table, b->x, b->y, stack, GK_N_TILES);

      tiles += b->height;
      if (height != b->height || stack[height - 1] != b->top)
        return g_strdup_printf ("stack at %d,%d does not match its height or top", b->x, b->y);
      if (b->owner == GK_NO_PLAYER && b->height != 1)
        return g_strdup_printf ("unowned building at %d,%d is %u high", b->x, b->y, b->height);
      if (b->owner != GK_NO_PLAYER && b->owner == GK_PLAYER_HAL && !solo)
        return g_strdup_printf ("the solo opponent owns a building in a standard game");
      if (b->owner != GK_NO_PLAYER)
        city_per_player[b->owner] += b->height;

      /* A top tile's card is in circulation unless it carries a build-site marker. */
      if (gk_table_card_in_circulation (table, b->top) == b->build_site)
        return g_strdup_printf ("card of top tile %d: circulation %d, build site %d", b->top,
                                gk_table_card_in_circulation (table, b->top), b->build_site);
      for (guint s = 0; s + 1 < height; s++)
        if (gk_table_card_in_circulation (table, stack[s]))
          return g_strdup_printf ("covered tile %d still has its card in circulation", stack[s]);
    }

  for (guint p = 0; p < n; p++)
    {
      guint supply = gk_table_get_resources_supply (table, (gint) p);
      guint screen = gk_table_get_resources_screen (table, (gint) p);
      guint city = gk_table_get_resources_city (table, (gint) p);

      if (city != city_per_player[p])
        return g_strdup_printf ("p%u: city resources %u, buildings say %u", p + 1, city,
                                city_per_player[p]);
      if (supply + screen + city != gk_rules_supply_per_colour (n))
        return g_strdup_printf ("p%u: resources %u + %u + %u != %u", p + 1, supply, screen,
                                city, gk_rules_supply_per_colour (n));
      tiles += gk_table_get_tiles (table, (gint) p);
      cards_held += gk_table_get_hand_size (table, (gint) p);
      if (gk_table_get_hand_size (table, (gint) p) > hand_max)
        return g_strdup_printf ("p%u holds %u cards", p + 1,
                                gk_table_get_hand_size (table, (gint) p));
    }

  if (solo)
    {
      /* rules.md 10: the opponent's 25 resources are in its supply or in
       * the city, never anywhere else; it holds no tile and at most the
       * one card drawn for it between turns. */
      guint supply = gk_table_get_resources_supply (table, GK_PLAYER_HAL);
      guint city = gk_table_get_resources_city (table, GK_PLAYER_HAL);

      if (city != city_per_player[GK_PLAYER_HAL])
        return g_strdup_printf ("hal: city resources %u, buildings say %u", city,
                                city_per_player[GK_PLAYER_HAL]);
      if (supply + city != GK_RESOURCES_PER_COLOUR)
        return g_strdup_printf ("hal: resources %u + %u != %u", supply, city,
                                GK_RESOURCES_PER_COLOUR);
      if (gk_table_get_resources_screen (table, GK_PLAYER_HAL) != 0
          || gk_table_get_tiles (table, GK_PLAYER_HAL) != 0)
        return g_strdup_printf ("hal holds resources or tiles behind a screen");
      if (gk_table_get_hand_size (table, GK_PLAYER_HAL) > 1)
        return g_strdup_printf ("hal holds %u cards", gk_table_get_hand_size (table, GK_PLAYER_HAL));
      cards_held += gk_table_get_hand_size (table, GK_PLAYER_HAL);
      if (!gk_table_is_game_over (table)
          && (gk_table_get_hand_size (table, 0) != (gk_table_get_actions_done (table) == 0 ? 3 : 0)
              || gk_table_get_hand_size (table, GK_PLAYER_HAL) != 1))
        return g_strdup_printf ("solo hands: p1 %u, hal %u after %u actions",
                                gk_table_get_hand_size (table, 0),
                                gk_table_get_hand_size (table, GK_PLAYER_HAL),
                                gk_table_get_actions_done (table));
    }

  if (tiles != GK_N_TILES)
    return g_strdup_printf ("%u tiles accounted for, not 60", tiles);

  for (GkCard c = 0; c < GK_N_CARDS; c++)
    if (gk_table_card_in_circulation (table, c))
      cards_in_circulation++;
  if (cards_in_circulation != cards_held)
    return g_strdup_printf ("%u cards in circulation, %u in piles and hands",
                            cards_in_circulation, cards_held);
  if (gk_table_get_draw_pile (table) > GK_N_CARDS || gk_table_get_discard_pile (table) > GK_N_CARDS)
    return g_strdup_printf ("a pile went below zero");

  return NULL;
}

guint
gk_test_line_of (const char *text,
                 const char *needle)
{
  const char *at = strstr (text, needle);
  guint line = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      line++;
  return line;
}

GkGameFile *
gk_test_load_text (const char  *text,
                   const char  *name,
                   GError     **error)
{
  return gk_game_file_load_data (text, strlen (text), name, error);
}

GkGameFile *
gk_test_load_text_ok (const char *text,
                      const char *name)
{
  g_autoptr(GError) error = NULL;
  GkGameFile *file = gk_test_load_text (text, name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (file);
  return file;
}

void
gk_test_assert_refused_text (const char *text,
                             const char *name,
                             GkError     code,
                             guint       line,
                             const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) file = gk_test_load_text (text, name, &error);
  g_autofree char *prefix = g_strdup_printf ("%s:%u: ", name, line);

  g_assert_null (file);
  g_assert_error (error, GK_ERROR, (gint) code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("expected a message starting with “%s”, got “%s”", prefix, error->message);
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_error ("expected a message saying “%s”, got “%s”", fragment, error->message);
  /* One message: the first problem, not a list. */
  g_assert_null (strchr (error->message, '\n'));
}

GkGame *
gk_test_game_new (GkSetup *setup)
{
  g_autoptr(GError) error = NULL;
  GkGame *game = gk_game_new (setup, &error);

  g_assert_no_error (error);
  return game;
}

GkGame *
gk_test_load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GkGameFile *loaded = gk_game_file_load (file, &error);
  GkGame *game;

  g_assert_no_error (error);
  game = g_object_ref (loaded->game);
  gk_game_file_free (loaded);
  return game;
}
