/* gk-ui-make-games.c: plays a game of 3 with the engine alone and saves it
 * at the moments the screenshots and the window tests start from
 *
 *   gk-ui-make-games FOLDER
 *
 * writes FOLDER/midgame.ginkgo (round 4, a move to preview in midgame.move),
 * FOLDER/exhaust.ginkgo (just before the tile reserve runs out the first
 * time, the move in exhaust.move), FOLDER/lastround.ginkgo (the end is
 * triggered, the round goes on) and FOLDER/over.ginkgo (the game is over).
 * A .move file holds CARD[+TILE][@X,Y][/tile|/resource].
 *
 * The engine decides every rule: this program only picks, among the moves
 * the engine accepts, one that makes a lively city (urbanizations and
 * constructions first), with a fixed seed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "gk-core.h"

/* A seed whose game reaches every moment above. */
#define GAME_SEED 1

static GRand *rand_;

static GkSetup *
make_setup (void)
{
  static const char *names[] = { "Anna", "Béla", "Вера" };
  static const GkCharacter characters[3][3] = {
    { { GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 1, 2, 0 },
      { GK_COLOUR_BLUE, GK_TRIGGER_URBANIZATION, 2, 1, 1 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_CONSTRUCTION, 1, 2, 2 } },
    { { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 2, 2, 0 },
      { GK_COLOUR_RED, GK_TRIGGER_CONSTRUCTION, 1, 3, 0 },
      { GK_COLOUR_YELLOW, GK_TRIGGER_URBANIZATION, 1, 1, 2 } },
    { { GK_COLOUR_YELLOW, GK_TRIGGER_EXPLOIT, 1, 2, 2 },
      { GK_COLOUR_RED, GK_TRIGGER_URBANIZATION, 2, 2, 1 },
      { GK_COLOUR_BLUE, GK_TRIGGER_CONSTRUCTION, 2, 1, 0 } },
  };
  GkSetup *setup = gk_setup_new (3);

  for (guint p = 0; p < 3; p++)
    {
      gk_setup_set_player_name (setup, p, names[p]);
      memcpy (setup->players[p].characters, characters[p], sizeof characters[p]);
    }
  setup->players[1].colour = GK_PLAYER_COLOUR_PURPLE;
  setup->players[2].colour = GK_PLAYER_COLOUR_GREEN;
  gk_setup_shuffle_start (setup, rand_);
  return setup;
}

static GkTile
random_unseen_tile (const GkTable *table)
{
  for (guint tries = 0; tries < 500; tries++)
    {
      GkTile tile = (GkTile) g_rand_int_range (rand_, 0, GK_N_TILES);

      if (gk_tile_get_number (tile) > 3 && !gk_table_tile_in_city (table, tile))
        return tile;
    }
  return GK_NO_TILE;
}

/* Fills the choices the preview asks for; FALSE when the engine refuses. */
static gboolean
complete (const GkTable *table,
          GkMove        *move,
          gboolean       allow_fallback)
{
  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(GkPreview) preview = gk_table_preview (table, move, NULL);

      if (preview == NULL)
        return FALSE;
      if (preview->fallback != GK_FALLBACK_NONE && !allow_fallback)
        return FALSE;
      if (preview->needs_take)
        move->take = g_rand_boolean (rand_) ? GK_TAKE_TILE : GK_TAKE_RESOURCE;
      else if (preview->needs_marker)
        {
          g_autoptr(GArray) targets =
            gk_table_get_marker_targets (table, gk_card_get_letter (move->card));
          guint n = targets->len / 2;
          guint pick = n > 0 ? (guint) g_rand_int_range (rand_, 0, (gint32) n) : 0;

          if (n == 0)
            return FALSE;
          move->has_marker = TRUE;
          move->marker_x = g_array_index (targets, gint, 2 * pick);
          move->marker_y = g_array_index (targets, gint, 2 * pick + 1);
        }
      else if (preview->needs_tile_return)
        {
          move->has_returns = TRUE;
          for (guint p = 0; p < gk_table_get_n_players (table); p++)
            move->returns[p] = MIN (gk_table_get_tiles (table, (gint) p), p + 1);
          /* The acting player's tile on the card is no longer behind the screen. */
          if (move->tile != GK_NO_TILE && move->returns[move->player] > 0
              && gk_table_get_tiles (table, move->player) <= move->returns[move->player])
            move->returns[move->player]--;
        }
      else
        return TRUE;
    }
  return FALSE;
}

static gboolean
choose (const GkTable *table,
        GkMove        *move)
{
  gint player = gk_table_get_next_player (table);
  guint kind = (guint) g_rand_int_range (rand_, 0, 10);
  GkCard cards[GK_N_CARDS];
  guint n_cards = 0;

  for (GkCard card = 0; card < GK_N_CARDS; card++)
    if (gk_table_card_playable (table, card))
      cards[n_cards++] = card;

  for (guint tries = 0; tries < 60; tries++)
    {
      GkCard card = cards[g_rand_int_range (rand_, 0, (gint32) n_cards)];
      GkTile tile = GK_NO_TILE;

      /* Mostly with a tile (urbanization or construction), sometimes alone. */
      if (kind < 8 && gk_table_get_tiles (table, player) > 0)
        tile = random_unseen_tile (table);
      if (gk_card_is_building (card) && gk_table_find_top (table, card) == NULL)
        continue;

      gk_move_init_action (move, player, card, tile);
      if (complete (table, move, FALSE))
        return TRUE;
    }

  /* Anything the engine accepts. */
  for (guint i = 0; i < n_cards; i++)
    {
      gk_move_init_action (move, player, cards[i], GK_NO_TILE);
      if (complete (table, move, TRUE))
        return TRUE;
    }
  return FALSE;
}

static void
save (GkGame     *game,
      const char *folder,
      const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkPlayRecord) play = gk_play_record_copy (gk_game_get_play (game));

  /* Each file a play of its own, as a library of several games holds them:
   * with the one game's id, the start page would call the others copies. */
  g_free (play->id);
  play->id = gk_play_id_new ();
  gk_game_set_play (game, play);
  if (!gk_game_file_save (game, file, &error))
    g_error ("%s: %s", path, error->message);
  g_print ("%s\n", path);
}

static void
save_move (const GkMove *move,
           const char   *folder,
           const char   *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *card = gk_card_to_string (move->card);
  g_autoptr(GString) spec = g_string_new (card);
  g_autoptr(GError) error = NULL;

  if (move->tile != GK_NO_TILE)
    {
      g_autofree char *tile = gk_card_to_string (move->tile);
      g_string_append_printf (spec, "+%s", tile);
    }
  if (move->has_marker)
    g_string_append_printf (spec, "@%d,%d", move->marker_x, move->marker_y);
  if (move->take != GK_TAKE_NONE)
    g_string_append (spec, move->take == GK_TAKE_TILE ? "/tile" : "/resource");
  if (!g_file_set_contents (path, spec->str, -1, &error))
    g_error ("%s: %s", path, error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean saved_mid = FALSE;
  gboolean saved_exhaust = FALSE;
  gboolean saved_last = FALSE;
  const char *folder;

  if (argc != 2 && argc != 3)
    {
      g_printerr ("Usage: %s FOLDER [SEED]\n", argv[0]);
      return 2;
    }
  folder = argv[1];
  g_mkdir_with_parents (folder, 0755);

  rand_ = g_rand_new_with_seed (argc == 3 ? (guint32) atoi (argv[2]) : GAME_SEED);
  setup = make_setup ();
  game = gk_game_new (setup, &error);
  if (game == NULL)
    g_error ("%s", error->message);
  /* The play's record: one evening, a move every 83 s, a long pause after
   * the fortieth (game-file.md, "The play"). */
  {
    g_autoptr(GkPlayRecord) play = gk_play_record_new ();

    play->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
    gk_time_parse ("2026-11-25T19:02:11+01:00", &play->started);
    gk_play_record_set_location (play, "Budapest");
    gk_game_set_play (game, play);
    gk_game_set_keeps_time (game, TRUE);
  }

  for (guint n = 0; n < 400 && !gk_table_is_game_over (gk_game_get_table (game)); n++)
    {
      const GkTable *table = gk_game_get_table (game);
      GkMove move;
      g_autoptr(GkPreview) preview = NULL;

      if (!choose (table, &move))
        g_error ("No move found in round %u", gk_table_get_round (table));
      preview = gk_table_preview (table, &move, NULL);

      /* Round 4, a move with a tile: the preview has something to say. */
      if (!saved_mid && gk_table_get_round (table) >= 4 && move.tile != GK_NO_TILE
          && preview->resolved != GK_ACTION_EXPLOIT && gk_table_get_actions_done (table) > 0)
        {
          GkMove shown = move;

          save (game, folder, "midgame.ginkgo");
          shown.has_returns = FALSE;
          save_move (&shown, folder, "midgame.move");
          saved_mid = TRUE;
        }
      if (!saved_exhaust && move.has_returns)
        {
          save (game, folder, "exhaust.ginkgo");
          save_move (&move, folder, "exhaust.move");
          saved_exhaust = TRUE;
        }

      move.at = gk_game_get_play (game)->started;
      move.at.usec += (gint64) (n + 1) * 83 * G_USEC_PER_SEC
                      + (n >= 40 ? (gint64) 45 * 60 * G_USEC_PER_SEC : 0);
      if (!gk_game_push (game, &move, &error))
        g_error ("Refused: %s", error->message);

      if (!saved_last && gk_table_is_last_round (gk_game_get_table (game))
          && !gk_table_is_game_over (gk_game_get_table (game)))
        {
          save (game, folder, "lastround.ginkgo");
          saved_last = TRUE;
        }
    }

  if (!gk_table_is_game_over (gk_game_get_table (game)))
    g_error ("The game did not end");
  save (game, folder, "over.ginkgo");
  if (!saved_mid || !saved_exhaust || !saved_last)
    g_error ("A moment was never reached (mid %d, exhaust %d, last round %d)",
             saved_mid, saved_exhaust, saved_last);
  g_rand_free (rand_);
  return EXIT_SUCCESS;
}
