/* gk-move-draft-shifts.c: the marker shifts of the move being entered
 *
 * After an urbanization the player may move markers along the city's
 * edge (rules.md 9.7).  The draft asks the engine which markers can
 * move and where, once per change, adds and removes shifts, holds the
 * marker picked on the city, says where each marker ends, warns about
 * the order of shifts, and turns a cell picked on the city into a
 * shift, the marker's cell or a card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-move-draft-private.h"

/* ---- shifts (rules.md 9.7) ---- */

void
_gk_move_draft_forget_shift_answers (GkMoveDraft *self)
{
  self->shifts_known = FALSE;
  g_clear_pointer (&self->shiftable, g_array_unref);
  g_clear_pointer (&self->shift_targets, g_array_unref);
}

gboolean
gk_move_draft_can_shift (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  return self->preview != NULL && self->preview->resolved == GK_ACTION_URBANIZATION
         && self->move.has_marker && !self->preview->needs_marker
         && self->move.n_shifts < GK_MAX_SHIFTS;
}

/* The engine's answer to the move as entered plus one more shift. */
static gboolean
engine_accepts_shift (GkMoveDraft *self,
                      guint        letter,
                      gint         x,
                      gint         y,
                      GError     **error)
{
  g_autoptr(GkPreview) preview = NULL;
  GkMove move = self->built;

  if (!gk_move_add_shift (&move, letter, x, y))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE,
                   /* TRANSLATORS: %u is the most markers one urbanization may shift */
                   _("No more than %u markers can be shifted after one urbanization."),
                   (guint) GK_MAX_SHIFTS);
      return FALSE;
    }
  preview = gk_table_preview (gk_move_draft_get_table (self), &move, error);
  return preview != NULL;
}

static gint
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const gint *ca = a, *cb = b;

  return ca[1] != cb[1] ? (ca[1] > cb[1]) - (ca[1] < cb[1]) : (ca[0] > cb[0]) - (ca[0] < cb[0]);
}

/* Asks the engine, once per change, where a shifted marker may go and which
 * markers may move: each cell next to a building of the city the move
 * leaves is tried as a shift.  Markers occupy their cells, so the cells are
 * the same for every marker. */
static void
learn_shifts (GkMoveDraft *self)
{
  const GkTable *table = gk_move_draft_get_table (self);
  guint own = gk_card_get_letter (self->built.card);
  guint probe;
  g_autoptr(GArray) cells = NULL;
  g_autoptr(GHashTable) seen = NULL;
  GkTile tile;
  gint nx = 0, ny = 0;
  gboolean has_new;

  if (self->shifts_known)
    return;
  self->shifts_known = TRUE;
  if (!gk_move_draft_can_shift (self))
    return;

  probe = self->held >= 0 ? (guint) self->held : (own == 0 ? 1 : 0);
  has_new = gk_move_draft_get_new_tile (self, &tile, &nx, &ny);
  cells = g_array_new (FALSE, FALSE, sizeof (gint) * 2);
  seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < gk_table_get_n_buildings (table) + (has_new ? 1 : 0); i++)
    {
      static const gint steps[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
      gint bx, by;

      if (i < gk_table_get_n_buildings (table))
        {
          bx = gk_table_get_building (table, i)->x;
          by = gk_table_get_building (table, i)->y;
        }
      else
        {
          bx = nx;
          by = ny;
        }
      for (guint s = 0; s < 4; s++)
        {
          gint cell[2] = { bx + steps[s][0], by + steps[s][1] };
          gint64 *key = g_new (gint64, 1);

          *key = (gint64) (((guint64) (guint32) cell[0] << 32) | (guint32) cell[1]);
          if (g_hash_table_contains (seen, key)
              || gk_table_get_building_at (table, cell[0], cell[1]) != NULL
              || (has_new && cell[0] == nx && cell[1] == ny))
            {
              g_free (key);
              continue;
            }
          g_hash_table_add (seen, key);
          g_array_append_val (cells, cell);
        }
    }
  g_array_sort (cells, compare_cells);

  self->shift_targets = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint i = 0; i < cells->len; i++)
    {
      const gint *cell = &g_array_index (cells, gint, 2 * i);

      if (engine_accepts_shift (self, probe, cell[0], cell[1], NULL))
        g_array_append_vals (self->shift_targets, cell, 2);
    }

  self->shiftable = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint letter = 0; letter < GK_N_LETTERS && self->shift_targets->len > 0; letter++)
    if (engine_accepts_shift (self, letter, g_array_index (self->shift_targets, gint, 0),
                              g_array_index (self->shift_targets, gint, 1), NULL))
      g_array_append_val (self->shiftable, letter);
}

gboolean
gk_move_draft_add_shift (GkMoveDraft *self,
                         guint        letter,
                         gint         x,
                         gint         y,
                         GError     **error)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!gk_move_draft_can_shift (self))
    {
      if (self->move.n_shifts >= GK_MAX_SHIFTS)
        return engine_accepts_shift (self, letter, x, y, error);
      g_set_error_literal (error, GK_ERROR, GK_ERROR_INVALID_MOVE,
                           /* TRANSLATORS: a marker shift entered too early (rules 9.7) */
                           _("A marker can be shifted only after an urbanization, once its "
                             "own marker’s cell is chosen."));
      return FALSE;
    }
  if (!engine_accepts_shift (self, letter, x, y, error))
    return FALSE;

  gk_move_add_shift (&self->move, letter, x, y);
  self->held = -1;
  _gk_move_draft_update (self);
  return TRUE;
}

gboolean
gk_move_draft_remove_last_shift (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  if (self->move.n_shifts == 0)
    return FALSE;
  self->move.n_shifts--;
  self->held = -1;
  _gk_move_draft_update (self);
  return TRUE;
}

void
gk_move_draft_clear_shifts (GkMoveDraft *self)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));

  if (self->move.n_shifts == 0 && self->held < 0)
    return;
  self->move.n_shifts = 0;
  self->held = -1;
  _gk_move_draft_update (self);
}

const GkShift *
gk_move_draft_get_shifts (GkMoveDraft *self,
                          guint       *n_shifts)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);

  if (n_shifts != NULL)
    *n_shifts = self->move.n_shifts;
  return self->move.shifts;
}

GArray *
gk_move_draft_get_shiftable (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);

  learn_shifts (self);
  return self->shiftable;
}

gboolean
gk_move_draft_is_shiftable (GkMoveDraft *self,
                            guint        letter)
{
  GArray *letters;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  letters = gk_move_draft_get_shiftable (self);
  for (guint i = 0; letters != NULL && i < letters->len; i++)
    if (g_array_index (letters, guint, i) == letter)
      return TRUE;
  return FALSE;
}

GArray *
gk_move_draft_get_shift_targets (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);

  learn_shifts (self);
  return self->shift_targets;
}

gboolean
gk_move_draft_is_shift_target (GkMoveDraft *self,
                               gint         x,
                               gint         y)
{
  GArray *cells;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  cells = gk_move_draft_get_shift_targets (self);
  for (guint i = 0; cells != NULL && i + 1 < cells->len; i += 2)
    if (g_array_index (cells, gint, i) == x && g_array_index (cells, gint, i + 1) == y)
      return TRUE;
  return FALSE;
}

gboolean
gk_move_draft_set_held (GkMoveDraft *self,
                        gint         letter)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (letter >= -1 && letter < GK_N_LETTERS, FALSE);

  if (letter >= 0 && !gk_move_draft_is_shiftable (self, (guint) letter))
    return FALSE;
  if (self->held == letter)
    return TRUE;
  self->held = letter;
  self->told_held = letter;
  _gk_move_draft_notify (self, PROP_HELD);
  _gk_move_draft_emit_changed (self);
  return TRUE;
}

gint
gk_move_draft_get_held (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), -1);
  return self->held;
}

gboolean
gk_move_draft_get_marker_after (GkMoveDraft *self,
                                guint        letter,
                                gint        *x,
                                gint        *y)
{
  const GkTable *table;
  gint mx, my;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (letter < GK_N_LETTERS, FALSE);

  table = gk_move_draft_get_table (self);
  if (table == NULL)
    return FALSE;
  gk_table_get_marker (table, letter, &mx, &my);
  for (guint i = 0; self->preview != NULL && i < self->preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (self->preview->effects, GkEffect, i);

      if ((effect->kind == GK_EFFECT_MARKER || effect->kind == GK_EFFECT_SHIFT)
          && effect->id == (gint) letter)
        {
          mx = effect->x;
          my = effect->y;
        }
    }
  if (x != NULL)
    *x = mx;
  if (y != NULL)
    *y = my;
  return TRUE;
}

/* The marker lying at @x, @y once the move is done, or -1. */
static gint
marker_after_at (GkMoveDraft *self,
                 gint         x,
                 gint         y)
{
  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    {
      gint mx, my;

      if (gk_move_draft_get_marker_after (self, letter, &mx, &my) && mx == x && my == y)
        return (gint) letter;
    }
  return -1;
}

const char *
gk_move_draft_get_order_warning (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);

  if (self->preview == NULL || !self->preview->marker_out_of_order)
    return NULL;
  /* TRANSLATORS: the engine's warning after an urbanization (rules 9.7) */
  return _("The markers around the city are still out of alphabetical order: shift another "
           "marker, or confirm as it stands.");
}

const char *
gk_move_draft_get_shifts_warning (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);

  if (self->preview == NULL || !self->preview->shifts_unneeded)
    return NULL;
  /* TRANSLATORS: the engine's warning after an urbanization whose marker
   * left the letters in order, with markers shifted all the same (rules 9.7) */
  return _("No marker needed shifting: the letters were already in alphabetical order. Take "
           "the shifts back, or confirm as they stand.");
}

gboolean
gk_move_draft_pick_cell (GkMoveDraft *self,
                         gint         x,
                         gint         y)
{
  const GkTable *table;
  const GkBuilding *building;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  table = gk_move_draft_get_table (self);
  if (table == NULL || self->move.player == GK_NO_PLAYER)
    return FALSE;

  /* After the marker's cell: the markers to shift, picked up and put down. */
  if (gk_move_draft_can_shift (self))
    {
      gint letter = marker_after_at (self, x, y);

      if (self->held >= 0)
        {
          if (gk_move_draft_is_shift_target (self, x, y))
            return gk_move_draft_add_shift (self, (guint) self->held, x, y, NULL);
          if (letter == self->held)
            return gk_move_draft_set_held (self, -1);
        }
      if (letter >= 0 && gk_move_draft_is_shiftable (self, (guint) letter))
        return gk_move_draft_set_held (self, letter);
      /* Holding a marker, a cell it cannot go to puts it back: the move
       * itself stays as it is. */
      if (self->held >= 0)
        {
          gk_move_draft_set_held (self, -1);
          return FALSE;
        }
    }

  if (gk_move_draft_is_target (self, x, y))
    {
      gk_move_draft_set_marker (self, x, y);
      return TRUE;
    }

  building = gk_table_get_building_at (table, x, y);
  if (building == NULL)
    return FALSE;
  /* The opponent's first card asks for a second: the click names it. */
  if (_gk_move_draft_needs_second (self, table))
    gk_move_draft_set_second_card (self, building->top);
  else
    gk_move_draft_set_card (self, building->top);
  return TRUE;
}
