/* test-move-draft.c: the move being entered, as a model, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-move-draft.h"
#include "gk-test-util.h"

typedef struct
{
  GkGame      *game;
  GkMoveDraft *draft;
  guint        n_complete_notifies;
  guint        n_changed;
} Fixture;

static void
complete_notified (Fixture *f)
{
  f->n_complete_notifies++;
}

static void
draft_changed (Fixture *f)
{
  f->n_changed++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);

  /* Tiles and resources behind every screen, for urbanizations and constructions. */
  for (guint p = 0; p < 3; p++)
    {
      gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 3, 0);
      gk_test_setup_character (setup, p, 1, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 0, 2, 0);
    }

  f->game = gk_game_new (setup, NULL);
  g_assert_nonnull (f->game);
  f->draft = gk_move_draft_new (f->game);
  g_signal_connect_swapped (f->draft, "notify::complete", G_CALLBACK (complete_notified), f);
  g_signal_connect_swapped (f->draft, "changed", G_CALLBACK (draft_changed), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->draft);
  g_assert_finalize_object (f->game);
}

static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, 0);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, GK_NO_CARD);
  g_assert_false (gk_move_draft_is_complete (f->draft));
  g_assert_nonnull (gk_move_draft_get_blocker (f->draft));
  g_assert_null (gk_move_draft_get_preview (f->draft));
  g_assert_null (gk_move_draft_get_targets (f->draft));
}

static void
test_exploit (Fixture       *f,
              gconstpointer  data)
{
  gint x, y;

  gk_move_draft_set_card (f->draft, gk_test_card ("red-2"));
  g_assert_true (gk_move_draft_is_complete (f->draft));
  g_assert_null (gk_move_draft_get_blocker (f->draft));
  g_assert_cmpuint (f->n_complete_notifies, ==, 1);
  g_assert_nonnull (gk_move_draft_get_preview (f->draft));
  g_assert_cmpint (gk_move_draft_get_preview (f->draft)->resolved, ==, GK_ACTION_EXPLOIT);
  g_assert_false (gk_move_draft_get_new_tile (f->draft, NULL, NULL, NULL));
  {
    GkBuilding made;

    g_assert_false (gk_move_draft_get_new_building (f->draft, &made));
  }
  /* The building the card activates, for the city to show as selected. */
  g_assert_true (gk_move_draft_get_card_cell (f->draft, &x, &y));
  g_assert_true (gk_table_get_building_at (gk_move_draft_get_table (f->draft), x, y)->top
                 == gk_test_card ("red-2"));
}

/* A colour without a number is no tile: never an exploit in disguise. */
static void
test_half_tile (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GkTile tile;
  gint x, y;

  gk_move_draft_set_card (f->draft, gk_test_card ("red-2"));
  gk_move_draft_set_tile_colour (f->draft, GK_COLOUR_YELLOW);
  g_assert_false (gk_move_draft_is_complete (f->draft));
  g_assert_nonnull (gk_move_draft_get_blocker (f->draft));
  g_assert_null (gk_move_draft_get_preview (f->draft));
  g_assert_false (gk_move_draft_confirm (f->draft, NULL, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 0);

  gk_move_draft_set_tile_number (f->draft, 12);
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, gk_test_card ("yellow-12"));
  g_assert_true (gk_move_draft_is_complete (f->draft));
  g_assert_cmpint (gk_move_draft_get_preview (f->draft)->resolved, ==, GK_ACTION_CONSTRUCTION);
  /* The new tile goes on the card's building. */
  g_assert_true (gk_move_draft_get_new_tile (f->draft, &tile, &x, &y));
  g_assert_cmpint (tile, ==, gk_test_card ("yellow-12"));
  g_assert_true (gk_table_get_building_at (gk_move_draft_get_table (f->draft), x, y)->top
                 == gk_test_card ("red-2"));
  /* The building it makes: one level higher, the player's, a build site. */
  {
    const GkBuilding *under = gk_table_get_building_at (gk_move_draft_get_table (f->draft), x, y);
    GkBuilding made;

    g_assert_true (gk_move_draft_get_new_building (f->draft, &made));
    g_assert_cmpint (made.x, ==, x);
    g_assert_cmpint (made.y, ==, y);
    g_assert_cmpint (made.top, ==, gk_test_card ("yellow-12"));
    g_assert_cmpuint (made.height, ==, under->height + 1);
    g_assert_cmpint (made.owner, ==, gk_move_draft_get_player (f->draft));
    g_assert_true (made.build_site);
  }

  /* Back to no tile: the card alone again. */
  gk_move_draft_set_tile_colour (f->draft, -1);
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, GK_NO_TILE);
  g_assert_cmpint (gk_move_draft_get_preview (f->draft)->resolved, ==, GK_ACTION_EXPLOIT);
}

static void
test_urbanization (Fixture       *f,
                   gconstpointer  data)
{
  const GkTable *table = gk_move_draft_get_table (f->draft);
  GArray *targets;
  gint mx, my, tx, ty, x, y;
  GkTile tile;

  gk_move_draft_set_card (f->draft, gk_card_from_letter (0));
  gk_move_draft_set_tile (f->draft, gk_test_card ("blue-12"));
  g_assert_false (gk_move_draft_is_complete (f->draft));
  g_assert_true (gk_move_draft_get_preview (f->draft)->needs_marker);
  targets = gk_move_draft_get_targets (f->draft);
  g_assert_nonnull (targets);
  g_assert_cmpuint (targets->len, >=, 2);
  tx = g_array_index (targets, gint, 0);
  ty = g_array_index (targets, gint, 1);
  g_assert_true (gk_move_draft_is_target (f->draft, tx, ty));
  g_assert_false (gk_move_draft_get_marker (f->draft, NULL, NULL));

  /* The tile goes where marker A lies. */
  gk_table_get_marker (table, 0, &mx, &my);
  g_assert_true (gk_move_draft_get_new_tile (f->draft, &tile, &x, &y));
  g_assert_cmpint (tile, ==, gk_test_card ("blue-12"));
  g_assert_cmpint (x, ==, mx);
  g_assert_cmpint (y, ==, my);
  {
    GkBuilding made;

    g_assert_true (gk_move_draft_get_new_building (f->draft, &made));
    g_assert_cmpuint (made.height, ==, 1);
    g_assert_cmpint (made.owner, ==, gk_move_draft_get_player (f->draft));
  }

  g_assert_true (gk_move_draft_pick_cell (f->draft, tx, ty));
  g_assert_true (gk_move_draft_get_marker (f->draft, &x, &y));
  g_assert_cmpint (x, ==, tx);
  g_assert_cmpint (y, ==, ty);
  g_assert_true (gk_move_draft_is_complete (f->draft));

  /* Another tile: the marker is chosen again. */
  gk_move_draft_set_tile (f->draft, gk_test_card ("blue-11"));
  g_assert_false (gk_move_draft_get_marker (f->draft, NULL, NULL));
  g_assert_false (gk_move_draft_is_complete (f->draft));
}

static void
test_letter_alone (Fixture       *f,
                   gconstpointer  data)
{
  gk_move_draft_set_card (f->draft, gk_card_from_letter (2));
  g_assert_false (gk_move_draft_is_complete (f->draft));
  g_assert_true (gk_move_draft_get_preview (f->draft)->needs_take);
  gk_move_draft_set_take (f->draft, GK_TAKE_TILE);
  g_assert_true (gk_move_draft_is_complete (f->draft));
  /* A new card forgets the choice. */
  gk_move_draft_set_card (f->draft, gk_card_from_letter (3));
  g_assert_cmpint (gk_move_draft_get_take (f->draft), ==, GK_TAKE_NONE);
  g_assert_false (gk_move_draft_is_complete (f->draft));
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  /* Red 12 is not in the city: no building to exploit. */
  gk_move_draft_set_card (f->draft, gk_test_card ("red-12"));
  g_assert_null (gk_move_draft_get_preview (f->draft));
  g_assert_nonnull (gk_move_draft_get_error (f->draft));
  g_assert_false (gk_move_draft_is_complete (f->draft));
  g_assert_cmpstr (gk_move_draft_get_blocker (f->draft), ==, gk_move_draft_get_error (f->draft));
}

/* After a confirmed move the draft belongs to the next player: a pick can
 * never change the move just recorded. */
static void
test_confirm_starts_again (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const GkBuilding *building;

  building = gk_table_find_top (gk_move_draft_get_table (f->draft), gk_test_card ("blue-1"));
  g_assert_true (gk_move_draft_pick_cell (f->draft, building->x, building->y));
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, gk_test_card ("blue-1"));
  g_assert_true (gk_move_draft_confirm (f->draft, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 1);
  g_assert_cmpint (gk_game_get_move (f->game, 0)->card, ==, gk_test_card ("blue-1"));
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, 1);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, GK_NO_CARD);
  g_assert_false (gk_move_draft_is_complete (f->draft));

  building = gk_table_find_top (gk_move_draft_get_table (f->draft), gk_test_card ("yellow-1"));
  g_assert_true (gk_move_draft_pick_cell (f->draft, building->x, building->y));
  g_assert_cmpint (gk_game_get_move (f->game, 0)->card, ==, gk_test_card ("blue-1"));
  g_assert_cmpint (gk_move_draft_get_move (f->draft)->player, ==, 1);

  /* Undo: the draft is the first player's again, empty. */
  gk_game_undo (f->game);
  g_assert_cmpint (gk_move_draft_get_player (f->draft), ==, 0);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, GK_NO_CARD);
}

static void
test_typed (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GArray *targets;
  gint x, y;

  g_assert_true (gk_move_draft_enter_text (f->draft, "r2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, gk_test_card ("red-2"));
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, GK_NO_TILE);
  g_assert_true (gk_move_draft_is_complete (f->draft));

  g_assert_true (gk_move_draft_enter_text (f->draft, "R2 y12", &error));
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, gk_test_card ("yellow-12"));
  g_assert_cmpint (gk_move_draft_get_preview (f->draft)->resolved, ==, GK_ACTION_CONSTRUCTION);

  /* A letter alone is the urbanization card (B is a card, b12 a tile). */
  g_assert_true (gk_move_draft_enter_text (f->draft, "b", &error));
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, gk_card_from_letter (1));
  g_assert_true (gk_move_draft_enter_text (f->draft, "bt", &error));
  g_assert_cmpint (gk_move_draft_get_take (f->draft), ==, GK_TAKE_TILE);
  g_assert_true (gk_move_draft_is_complete (f->draft));

  g_assert_true (gk_move_draft_enter_text (f->draft, "Ab12", &error));
  g_assert_false (gk_move_draft_is_complete (f->draft));
  targets = gk_move_draft_get_targets (f->draft);
  g_assert_nonnull (targets);
  g_assert_true (gk_move_draft_enter_text (f->draft, "A b12 1", &error));
  g_assert_true (gk_move_draft_get_marker (f->draft, &x, &y));
  targets = gk_move_draft_get_targets (f->draft);
  g_assert_cmpint (x, ==, g_array_index (targets, gint, 0));
  g_assert_cmpint (y, ==, g_array_index (targets, gint, 1));
  g_assert_true (gk_move_draft_is_complete (f->draft));

  /* What cannot be read leaves the draft as it was, and says why. */
  g_assert_false (gk_move_draft_enter_text (f->draft, "z", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  g_assert_false (gk_move_draft_enter_text (f->draft, "r21", &error));
  g_clear_error (&error);
  g_assert_false (gk_move_draft_enter_text (f->draft, "A b12 99", &error));
  g_clear_error (&error);
  g_assert_false (gk_move_draft_enter_text (f->draft, "r2 y3 b4", &error));
  g_clear_error (&error);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, gk_card_from_letter (0));
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, gk_test_card ("blue-12"));
  g_assert_true (gk_move_draft_get_marker (f->draft, NULL, NULL));
}

/* An urbanization its player cannot pay falls back to an exploit: the
 * choice it then needs is typed after the tile ("A b12 r"), and the
 * blocker says how. */
static void
test_typed_fallback (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GkMoveDraft) draft = NULL;
  g_autoptr(GError) error = NULL;

  /* Tiles behind every screen, no resource. */
  for (guint p = 0; p < 3; p++)
    gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 0, 0);
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gk_table_get_resources_screen (gk_game_get_table (game), 0), ==, 0);
  draft = gk_move_draft_new (game);

  g_assert_true (gk_move_draft_enter_text (draft, "A b12", &error));
  g_assert_no_error (error);
  g_assert_true (gk_move_draft_get_preview (draft)->needs_take);
  g_assert_nonnull (strstr (gk_move_draft_get_blocker (draft), "type r or t after the tile"));
  g_assert_false (gk_move_draft_is_complete (draft));

  g_assert_true (gk_move_draft_enter_text (draft, "A b12 r", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_move_draft_get_take (draft), ==, GK_TAKE_RESOURCE);
  g_assert_true (gk_move_draft_is_complete (draft));
  g_assert_true (gk_move_draft_enter_text (draft, "a b12 t", &error));
  g_assert_cmpint (gk_move_draft_get_take (draft), ==, GK_TAKE_TILE);
  g_assert_true (gk_move_draft_confirm (draft, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_game_get_move (game, 0)->take, ==, GK_TAKE_TILE);
  /* Twice is not a move. */
  g_assert_false (gk_move_draft_enter_text (draft, "B r t", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
}

static void
test_preconditions (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GkMoveDraft) draft = gk_move_draft_new (NULL);

      gk_move_draft_set_tile_number (draft, 3);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*tile_colour >= 0*");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/move-draft/empty", test_empty);
  ADD ("/move-draft/exploit", test_exploit);
  ADD ("/move-draft/half-tile", test_half_tile);
  ADD ("/move-draft/urbanization", test_urbanization);
  ADD ("/move-draft/letter-alone", test_letter_alone);
  ADD ("/move-draft/refused", test_refused);
  ADD ("/move-draft/confirm-starts-again", test_confirm_starts_again);
  ADD ("/move-draft/typed", test_typed);
#undef ADD
  g_test_add_func ("/move-draft/typed-fallback", test_typed_fallback);
  g_test_add_func ("/move-draft/preconditions", test_preconditions);

  return g_test_run ();
}
