/* test-move-draft-shifts.c: marker shifts entered in the move draft
 * (rules.md 9.7), the standard game and the solo opponent's urbanization
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-move-draft.h"
#include "gk-test-util.h"

typedef struct
{
  GkGame      *game;
  GkMoveDraft *draft;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);

  for (guint p = 0; p < 3; p++)
    gk_test_setup_character (setup, p, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT, 3, 3, 0);
  f->game = gk_test_game_new (setup);
  f->draft = gk_move_draft_new (f->game);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->draft);
  g_assert_finalize_object (f->game);
}

/* Urbanization A with blue-12, its marker on the first cell offered. */
static void
enter_urbanization (GkMoveDraft *draft)
{
  GArray *targets;

  gk_move_draft_set_card (draft, gk_card_from_letter (0));
  gk_move_draft_set_tile (draft, gk_test_card ("blue-12"));
  targets = gk_move_draft_get_targets (draft);
  g_assert_cmpstr (gk_move_draft_get_error (draft), ==, NULL);
  g_assert_nonnull (targets);
  g_assert_true (gk_move_draft_pick_cell (draft, g_array_index (targets, gint, 0),
                                          g_array_index (targets, gint, 1)));
  g_assert_true (gk_move_draft_is_complete (draft));
}

static void
assert_refused (GkMoveDraft *draft,
                guint        letter,
                gint         x,
                gint         y,
                const char  *words)
{
  g_autoptr(GError) error = NULL;
  guint before, after;

  gk_move_draft_get_shifts (draft, &before);
  g_assert_false (gk_move_draft_add_shift (draft, letter, x, y, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_assert_nonnull (strstr (error->message, words));
  gk_move_draft_get_shifts (draft, &after);
  g_assert_cmpuint (after, ==, before);
}

static gboolean
has_shift_effect (GkMoveDraft *draft,
                  guint        letter,
                  gint         x,
                  gint         y)
{
  const GkPreview *preview = gk_move_draft_get_preview (draft);

  for (guint i = 0; preview != NULL && i < preview->effects->len; i++)
    {
      const GkEffect *e = &g_array_index (preview->effects, GkEffect, i);

      if (e->kind == GK_EFFECT_SHIFT && e->id == (gint) letter && e->x == x && e->y == y)
        return TRUE;
    }
  return FALSE;
}

/* Only after the marker's own cell; the engine's refusals in words. */
static void
test_rules (Fixture       *f,
            gconstpointer  data)
{
  const GkTable *table = gk_move_draft_get_table (f->draft);
  g_autoptr(GError) error = NULL;
  GArray *cells, *letters;
  gint cx, cy, mx, my;

  /* No urbanization yet, then no marker cell yet: no shift. */
  assert_refused (f->draft, 1, 0, 0, "only after an urbanization");
  gk_move_draft_set_card (f->draft, gk_card_from_letter (0));
  gk_move_draft_set_tile (f->draft, gk_test_card ("blue-12"));
  g_assert_false (gk_move_draft_can_shift (f->draft));
  g_assert_null (gk_move_draft_get_shift_targets (f->draft));
  g_assert_null (gk_move_draft_get_shiftable (f->draft));
  assert_refused (f->draft, 1, 0, 0, "only after an urbanization");

  enter_urbanization (f->draft);
  g_assert_true (gk_move_draft_can_shift (f->draft));
  g_assert_null (gk_move_draft_get_order_warning (f->draft));
  cells = gk_move_draft_get_shift_targets (f->draft);
  letters = gk_move_draft_get_shiftable (f->draft);
  g_assert_nonnull (cells);
  g_assert_cmpuint (cells->len, >=, 2);
  g_assert_cmpuint (letters->len, ==, GK_N_LETTERS - 1);

  /* The marker just placed cannot be shifted; every other one can. */
  g_assert_false (gk_move_draft_is_shiftable (f->draft, 0));
  g_assert_true (gk_move_draft_is_shiftable (f->draft, 1));
  g_assert_true (gk_move_draft_is_shiftable (f->draft, 11));
  cx = g_array_index (cells, gint, 0);
  cy = g_array_index (cells, gint, 1);
  assert_refused (f->draft, 0, cx, cy, "has just been placed");

  /* Every cell offered is empty and next to a building, asked of the engine. */
  for (guint i = 0; i < cells->len; i += 2)
    {
      gint x = g_array_index (cells, gint, i), y = g_array_index (cells, gint, i + 1);

      g_assert_null (gk_table_get_building_at (table, x, y));
      g_assert_cmpint (gk_table_get_marker_at (table, x, y), <, 0);
      g_assert_true (gk_move_draft_is_shift_target (f->draft, x, y));
    }

  /* Onto a marker, onto the new tile, far from the city: refused in words. */
  gk_table_get_marker (table, 2, &mx, &my);
  g_assert_false (gk_move_draft_is_shift_target (f->draft, mx, my));
  assert_refused (f->draft, 1, mx, my, "not empty");
  gk_table_get_marker (table, 0, &mx, &my);
  assert_refused (f->draft, 1, mx, my, "not empty");
  assert_refused (f->draft, 1, 40, 40, "not next to a building");
  g_assert_false (gk_move_draft_is_shift_target (f->draft, 40, 40));

  g_assert_true (gk_move_draft_add_shift (f->draft, 1, cx, cy, &error));
  g_assert_no_error (error);
  g_assert_true (has_shift_effect (f->draft, 1, cx, cy));
  g_assert_true (gk_move_draft_is_complete (f->draft));
  /* The cell now holds B: no longer a place to shift to. */
  g_assert_false (gk_move_draft_is_shift_target (f->draft, cx, cy));
}

/* Picked up and put down on the city; a marker may move twice; undo. */
static void
test_pick (Fixture       *f,
           gconstpointer  data)
{
  const GkTable *table = gk_move_draft_get_table (f->draft);
  const GkShift *shifts;
  GArray *cells;
  gint bx, by, x1, y1, x2, y2, x, y;
  guint n;

  enter_urbanization (f->draft);
  gk_table_get_marker (table, 1, &bx, &by);
  cells = gk_move_draft_get_shift_targets (f->draft);
  x1 = g_array_index (cells, gint, 0);
  y1 = g_array_index (cells, gint, 1);

  /* Nothing held: a pick on an empty cell that is no marker target picks nothing. */
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
  g_assert_false (gk_move_draft_pick_cell (f->draft, 40, 40));

  g_assert_true (gk_move_draft_pick_cell (f->draft, bx, by));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, 1);
  /* Picked again: put back. */
  g_assert_true (gk_move_draft_pick_cell (f->draft, bx, by));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
  /* Held, a building clicked: put back, and the move is still the urbanization. */
  g_assert_true (gk_move_draft_pick_cell (f->draft, bx, by));
  g_assert_false (gk_move_draft_pick_cell (f->draft, 1, 1));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, gk_card_from_letter (0));
  g_assert_true (gk_move_draft_is_complete (f->draft));

  g_assert_true (gk_move_draft_pick_cell (f->draft, bx, by));
  g_assert_true (gk_move_draft_pick_cell (f->draft, x1, y1));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
  shifts = gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (shifts[0].letter, ==, 1);
  g_assert_cmpint (shifts[0].x, ==, x1);
  g_assert_cmpint (shifts[0].y, ==, y1);
  g_assert_true (gk_move_draft_get_marker_after (f->draft, 1, &x, &y));
  g_assert_cmpint (x, ==, x1);
  g_assert_cmpint (y, ==, y1);

  /* B again, from its new cell, to another one: shifted twice. */
  cells = gk_move_draft_get_shift_targets (f->draft);
  g_assert_cmpuint (cells->len, >=, 2);
  x2 = g_array_index (cells, gint, 0);
  y2 = g_array_index (cells, gint, 1);
  g_assert_false (x2 == x1 && y2 == y1);
  g_assert_true (gk_move_draft_pick_cell (f->draft, x1, y1));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, 1);
  g_assert_true (gk_move_draft_pick_cell (f->draft, x2, y2));
  shifts = gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (shifts[1].letter, ==, 1);
  gk_move_draft_get_marker_after (f->draft, 1, &x, &y);
  g_assert_cmpint (x, ==, x2);
  g_assert_cmpint (y, ==, y2);
  /* its old cell is free now */
  g_assert_true (gk_move_draft_is_shift_target (f->draft, x1, y1));

  /* Undo of the last shift, then of the first. */
  g_assert_true (gk_move_draft_remove_last_shift (f->draft));
  gk_move_draft_get_marker_after (f->draft, 1, &x, &y);
  g_assert_cmpint (x, ==, x1);
  g_assert_cmpint (y, ==, y1);
  g_assert_true (gk_move_draft_remove_last_shift (f->draft));
  gk_move_draft_get_marker_after (f->draft, 1, &x, &y);
  g_assert_cmpint (x, ==, bx);
  g_assert_cmpint (y, ==, by);
  g_assert_false (gk_move_draft_remove_last_shift (f->draft));

  /* A held marker cannot be one that may not move. */
  g_assert_false (gk_move_draft_set_held (f->draft, 0));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
}

/* A new card, tile or marker cell forgets the shifts. */
static void
shift_b (GkMoveDraft *draft)
{
  GArray *cells = gk_move_draft_get_shift_targets (draft);
  guint n;

  g_assert_nonnull (cells);
  g_assert_true (gk_move_draft_add_shift (draft, 1, g_array_index (cells, gint, 0),
                                          g_array_index (cells, gint, 1), NULL));
  gk_move_draft_get_shifts (draft, &n);
  g_assert_cmpuint (n, ==, 1);
}

static void
test_forgotten (Fixture       *f,
                gconstpointer  data)
{
  const GkTable *table = gk_move_draft_get_table (f->draft);
  GArray *targets;
  gint bx, by;
  guint n;

  enter_urbanization (f->draft);
  gk_table_get_marker (table, 1, &bx, &by);
  shift_b (f->draft);

  /* the same marker cell again keeps them */
  targets = g_array_copy (gk_move_draft_get_targets (f->draft));
  gk_move_draft_set_marker (f->draft, g_array_index (targets, gint, 0),
                            g_array_index (targets, gint, 1));
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 1);
  /* another one forgets them */
  g_assert_cmpuint (targets->len, >=, 4);
  gk_move_draft_set_marker (f->draft, g_array_index (targets, gint, 2),
                            g_array_index (targets, gint, 3));
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 0);
  g_array_unref (targets);

  enter_urbanization (f->draft);
  shift_b (f->draft);
  gk_move_draft_set_tile (f->draft, gk_test_card ("blue-11"));
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (gk_move_draft_can_shift (f->draft));

  enter_urbanization (f->draft);
  shift_b (f->draft);
  gk_move_draft_set_card (f->draft, gk_card_from_letter (2));
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 0);

  enter_urbanization (f->draft);
  shift_b (f->draft);
  gk_move_draft_clear_shifts (f->draft);
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_true (gk_move_draft_pick_cell (f->draft, bx, by));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, 1);
  gk_move_draft_clear_shifts (f->draft);
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
}

/* The engine's warnings: while the letters are out of order, gone once the
 * order is kept; and for shifts on an urbanization that left the letters in
 * order (rules.md 9.7 allows them only where the order would break). */
static void
test_warning (Fixture       *f,
              gconstpointer  data)
{
  GArray *cells;
  gboolean found = FALSE;

  enter_urbanization (f->draft);
  g_assert_null (gk_move_draft_get_order_warning (f->draft));
  g_assert_null (gk_move_draft_get_shifts_warning (f->draft));
  cells = g_array_copy (gk_move_draft_get_shift_targets (f->draft));

  for (guint letter = 1; letter < GK_N_LETTERS && !found; letter++)
    for (guint i = 0; i < cells->len && !found; i += 2)
      {
        g_assert_true (gk_move_draft_add_shift (f->draft, letter, g_array_index (cells, gint, i),
                                                g_array_index (cells, gint, i + 1), NULL));
        /* the letters were in order once A was placed: no shift is needed */
        g_assert_nonnull (gk_move_draft_get_shifts_warning (f->draft));
        found = gk_move_draft_get_preview (f->draft)->marker_out_of_order;
        if (!found)
          {
            g_assert_null (gk_move_draft_get_order_warning (f->draft));
            g_assert_true (gk_move_draft_is_complete (f->draft));
            gk_move_draft_remove_last_shift (f->draft);
            g_assert_null (gk_move_draft_get_shifts_warning (f->draft));
          }
      }
  g_array_unref (cells);

  g_assert_true (found);
  g_assert_nonnull (gk_move_draft_get_order_warning (f->draft));
  /* accepted all the same */
  g_assert_true (gk_move_draft_is_complete (f->draft));
  gk_move_draft_remove_last_shift (f->draft);
  g_assert_null (gk_move_draft_get_order_warning (f->draft));
  g_assert_null (gk_move_draft_get_shifts_warning (f->draft));
}

/* Typed: a marker letter picks it up, with a number it is shifted. */
static void
test_typed (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const GkShift *shifts;
  GArray *cells;
  gint x0, y0;
  guint n;

  g_assert_true (gk_move_draft_enter_text (f->draft, "A b12 1", &error));
  g_assert_no_error (error);
  cells = gk_move_draft_get_shift_targets (f->draft);
  x0 = g_array_index (cells, gint, 0);
  y0 = g_array_index (cells, gint, 1);

  g_assert_true (gk_move_draft_enter_text (f->draft, "A b12 1 d", &error));
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, 3);
  g_assert_true (gk_move_draft_enter_text (f->draft, "A b12 1 D1", &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_move_draft_get_held (f->draft), ==, -1);
  shifts = gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (shifts[0].letter, ==, 3);
  g_assert_cmpint (shifts[0].x, ==, x0);
  g_assert_cmpint (shifts[0].y, ==, y0);

  g_assert_true (gk_move_draft_enter_text (f->draft, "A b12 1 D1 E1", &error));
  shifts = gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (shifts[1].letter, ==, 4);

  /* Refused: the marker just placed, a number past the cells, a shift
   * before the marker's cell; the draft stays as it was. */
  g_assert_false (gk_move_draft_enter_text (f->draft, "A b12 1 A1", &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  g_assert_false (gk_move_draft_enter_text (f->draft, "A b12 1 D99", &error));
  g_clear_error (&error);
  g_assert_false (gk_move_draft_enter_text (f->draft, "A b12 D1", &error));
  g_clear_error (&error);
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 2);
}

/* Confirmed, saved and loaded back: the shifts are in the log, the file
 * loads to the same bytes. */
static void
test_saved (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  const GkMove *move;
  GArray *cells;
  gint x1, y1, x, y;
  gsize length;
  guint n;

  enter_urbanization (f->draft);
  cells = gk_move_draft_get_shift_targets (f->draft);
  x1 = g_array_index (cells, gint, 0);
  y1 = g_array_index (cells, gint, 1);
  g_assert_true (gk_move_draft_add_shift (f->draft, 4, x1, y1, NULL));
  g_assert_true (gk_move_draft_confirm (f->draft, NULL, &error));
  g_assert_no_error (error);

  move = gk_game_get_move (f->game, 0);
  g_assert_cmpuint (move->n_shifts, ==, 1);
  gk_table_get_marker (gk_game_get_table (f->game), 4, &x, &y);
  g_assert_cmpint (x, ==, x1);
  g_assert_cmpint (y, ==, y1);
  /* the next player's draft holds no shift */
  gk_move_draft_get_shifts (f->draft, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (gk_move_draft_can_shift (f->draft));

  text = gk_game_file_to_data (f->game, &length);
  g_assert_nonnull (strstr (text, "<shift letter=\"E\""));
  loaded = gk_game_file_load_data (text, length, "shifts.ginkgo", &error);
  g_assert_no_error (error);
  move = gk_game_get_move (loaded->game, 0);
  g_assert_cmpuint (move->n_shifts, ==, 1);
  g_assert_cmpuint (move->shifts[0].letter, ==, 4);
  again = gk_game_file_to_data (loaded->game, NULL);
  g_assert_cmpstr (again, ==, text);
}

/* The solo opponent's urbanization takes shifts through the same draft. */
static void
test_solo (void)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autoptr(GkGame) game = gk_test_game_new (setup);
  g_autoptr(GkMoveDraft) draft = gk_move_draft_new (game);
  g_autoptr(GError) error = NULL;
  GArray *targets, *cells;
  gint x, y, tx, ty;

  gk_test_act (game, 0, "blue-3", NULL);
  g_assert_cmpint (gk_move_draft_get_player (draft), ==, GK_PLAYER_HAL);
  gk_move_draft_set_card (draft, gk_test_card ("C"));
  gk_move_draft_set_tile (draft, gk_test_card ("red-9"));
  targets = gk_move_draft_get_targets (draft);
  g_assert_true (gk_move_draft_pick_cell (draft, g_array_index (targets, gint, 0),
                                          g_array_index (targets, gint, 1)));
  g_assert_true (gk_move_draft_can_shift (draft));
  g_assert_false (gk_move_draft_is_shiftable (draft, 2));
  cells = gk_move_draft_get_shift_targets (draft);
  tx = g_array_index (cells, gint, 0);
  ty = g_array_index (cells, gint, 1);

  /* D picked up on the city and put down on the first free cell. */
  gk_table_get_marker (gk_move_draft_get_table (draft), 3, &x, &y);
  g_assert_true (gk_move_draft_pick_cell (draft, x, y));
  g_assert_cmpint (gk_move_draft_get_held (draft), ==, 3);
  g_assert_true (gk_move_draft_pick_cell (draft, tx, ty));
  g_assert_true (gk_move_draft_confirm (draft, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gk_game_get_move (game, 1)->player, ==, GK_PLAYER_HAL);
  g_assert_cmpuint (gk_game_get_move (game, 1)->n_shifts, ==, 1);
  gk_table_get_marker (gk_game_get_table (game), 3, &x, &y);
  g_assert_cmpint (x, ==, tx);
  g_assert_cmpint (y, ==, ty);
}

static void
test_preconditions (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GkMoveDraft) draft = gk_move_draft_new (NULL);

      gk_move_draft_set_held (draft, 12);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*letter < GK_N_LETTERS*");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/move-draft/shifts/rules", test_rules);
  ADD ("/move-draft/shifts/pick", test_pick);
  ADD ("/move-draft/shifts/forgotten", test_forgotten);
  ADD ("/move-draft/shifts/warning", test_warning);
  ADD ("/move-draft/shifts/typed", test_typed);
  ADD ("/move-draft/shifts/saved", test_saved);
#undef ADD
  g_test_add_func ("/move-draft/shifts/solo", test_solo);
  g_test_add_func ("/move-draft/shifts/preconditions", test_preconditions);

  return g_test_run ();
}
