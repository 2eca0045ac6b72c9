/* gk-move-draft-preview.c: the move draft asking the engine
 *
 * After each change the draft asks the engine again: what is still missing
 * (the blocker), the move for the log, the preview or its refusal, the
 * cells a marker can go to, the preview in words (summary, fallback, the
 * marker's hint, the list of lines) and the hand renewals offered; then it
 * notifies each property whose value differs from what it last told, and
 * emits "changed" once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-move-draft-private.h"
#include "gk-preview-line.h"
#include "gk-renewal.h"
#include "gk-steps.h"

/* ---- asking the engine: what is missing, the preview ---- */

static void
set_string (char       **slot,
            const char  *text)
{
  g_free (*slot);
  *slot = g_strdup (text);
}

gboolean
_gk_move_draft_is_opponent (GkMoveDraft *self)
{
  return self->move.player == GK_PLAYER_HAL;
}

/* The opponent's first card calls for a second one (rules.md 10, expert level). */
gboolean
_gk_move_draft_needs_second (GkMoveDraft   *self,
                             const GkTable *table)
{
  return table != NULL && _gk_move_draft_is_opponent (self) && self->move.card != GK_NO_CARD
         && gk_table_opponent_draws_second (table, self->move.card);
}

/* The letters typed for "1 resource" and "1 tile" in this language. */
static void
take_letters (char **resource,
              char **tile)
{
  /* TRANSLATORS: the letters typed after an urbanization letter alone for
   * "1 resource" and "1 tile", in that order, lower case */
  const char *letters = _("rt");
  const char *second = g_utf8_next_char (letters);

  *resource = g_strndup (letters, (gsize) (second - letters));
  *tile = g_strndup (second, (gsize) (g_utf8_next_char (second) - second));
}

/* What is missing, in the order a player enters it. */
static char *
find_blocker (GkMoveDraft   *self,
              const GkTable *table)
{
  if (table == NULL)
    return g_strdup (_("No game is open."));
  if (gk_table_get_next_player (table) == GK_NO_PLAYER)
    return g_strdup (_("The game is over."));
  if (self->move.card == GK_NO_CARD && _gk_move_draft_is_opponent (self))
    /* TRANSLATORS: the solo opponent's turn; use the opponent's name in your language */
    return g_strdup (_("Turn HAL’s face-down card over and choose it."));
  if (self->move.card == GK_NO_CARD)
    return g_strdup (_("Choose the card played."));
  if (_gk_move_draft_needs_second (self, table) && self->second == GK_NO_CARD)
    /* TRANSLATORS: the solo game at the expert level (rules 10) */
    return g_strdup (_("An urbanization card calls for a second card at the expert level: draw "
                       "one more card for HAL and choose it."));
  if (self->tile_colour >= 0 && self->move.tile == GK_NO_TILE)
    /* TRANSLATORS: a tile's colour is chosen but not its number */
    return g_strdup_printf (_("Choose the number of the %s tile, or no tile."),
                            gk_colour_get_name ((GkColour) self->tile_colour));
  if (self->move.tile == GK_NO_TILE && _gk_move_draft_is_opponent (self))
    return g_strdup (_("Draw a tile from the reserve for HAL and choose it: HAL always "
                       "builds."));
  if (self->error != NULL)
    return g_strdup (self->error);
  if (self->preview != NULL && self->preview->needs_take)
    {
      g_autofree char *resource = NULL;
      g_autofree char *tile = NULL;

      take_letters (&resource, &tile);
      if (self->move.tile != GK_NO_TILE)
        /* TRANSLATORS: an urbanization that falls back to an exploit; %s are the
         * letters typed for "1 resource" and "1 tile" (see "rt") */
        return g_strdup_printf (_("The urbanization cannot be paid and becomes an exploit: "
                                  "choose what the letter gives, 1 resource or 1 tile (type "
                                  "%s or %s after the tile)."), resource, tile);
      /* TRANSLATORS: %s are the letters typed for "1 resource" and "1 tile" (see "rt") */
      return g_strdup_printf (_("Choose what the letter alone gives: 1 resource or 1 tile "
                                "(type %s or %s)."), resource, tile);
    }
  if (self->preview != NULL && self->preview->needs_marker)
    return g_strdup_printf (_("Choose where marker %c goes."),
                            'A' + gk_card_get_letter (self->built.card));
  return NULL;
}

/* The move for the log: at the expert level, the opponent's two cards and
 * the one the engine says it plays. */
static void
build_move (GkMoveDraft   *self,
            const GkTable *table)
{
  self->built = self->move;
  if (_gk_move_draft_needs_second (self, table) && self->second != GK_NO_CARD)
    {
      gk_move_set_drawn (&self->built, self->move.card, self->second);
      self->built.card = gk_table_get_opponent_choice (table, self->move.card, self->second);
    }
}

static gboolean
has_effect (const GkPreview *preview,
            GkEffectKind     kind)
{
  for (guint i = 0; preview != NULL && i < preview->effects->len; i++)
    if (g_array_index (preview->effects, GkEffect, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* What the player should know before confirming, beyond the preview's
 * lines: the card the opponent plays and why, its action that does not
 * happen, its turn left out. */
static char *
find_notice (GkMoveDraft   *self,
             const GkTable *table)
{
  GString *notice = g_string_new (NULL);

  /* The card played is known as soon as both cards are: before the tile. */
  if (self->built.has_drawn)
    {
      g_autofree char *choice = gk_format_opponent_choice (table, self->built.drawn[0],
                                                           self->built.drawn[1]);

      g_string_append (notice, choice);
    }

  if (self->preview != NULL && self->preview->opponent_cannot_pay)
    {
      if (notice->len > 0)
        g_string_append_c (notice, ' ');
      g_string_append (notice, _("HAL cannot pay for this construction: its action does not "
                                 "happen and confirming ends the game at once."));
    }

  if (self->preview != NULL && has_effect (self->preview, GK_EFFECT_OPPONENT_SKIPPED))
    {
      if (notice->len > 0)
        g_string_append_c (notice, ' ');
      g_string_append (notice, _("This move empties the tile reserve, so no tile can be drawn "
                                 "for HAL: its turn is left out and confirming ends the round "
                                 "and the game."));
    }

  return g_string_free (notice, notice->len == 0);
}

/* The summary of the preview: "Construction · +2 points", or why the
 * opponent's move does nothing. */
static char *
find_summary (GkMoveDraft *self)
{
  g_autofree char *kind_summary = NULL;

  if (self->preview == NULL)
    return NULL;
  if (self->preview->opponent_cannot_pay)
    /* TRANSLATORS: the summary of the solo opponent's move when it cannot pay */
    return g_strdup (_("No action: HAL cannot pay"));
  kind_summary = gk_format_preview_summary (self->preview);
  return g_strdup_printf ("%s · %s", gk_format_action_kind (self->preview->resolved),
                          kind_summary);
}

/* Where the urbanization's marker goes, or the question where, while the
 * move places one. */
static char *
find_marker_hint (GkMoveDraft   *self,
                  const GkTable *table)
{
  guint letter = gk_card_get_letter (self->built.card);
  g_autofree char *tile = NULL;
  g_autofree char *where = NULL;
  gint lx, ly;

  if (self->targets == NULL)
    return NULL;
  if (!self->move.has_marker)
    return g_strdup_printf (_("Where does marker %c go? Click a highlighted cell on the city, "
                              "or choose:"), 'A' + letter);
  tile = gk_card_get_name (self->move.tile);
  gk_table_get_marker (table, letter, &lx, &ly);
  where = gk_format_cell_near (self->move.marker_x, self->move.marker_y, lx, ly, tile);
  /* TRANSLATORS: "Marker C goes to the right of Yellow 8." */
  return g_strdup_printf (_("Marker %c goes %s."), 'A' + letter, where);
}

/* The lines of the preview, each kept in its place: only the words and
 * kinds that differ are set, lines are added or taken at the end. */
static void
set_lines (GkMoveDraft        *self,
           GPtrArray          *texts,
           const GArray       *kinds)
{
  GListModel *model = G_LIST_MODEL (self->lines);
  guint n_old = g_list_model_get_n_items (model);
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < texts->len; i++)
    {
      GkPreviewLineKind kind = g_array_index (kinds, GkPreviewLineKind, i);

      if (i < n_old)
        {
          g_autoptr(GkPreviewLine) line = g_list_model_get_item (model, i);

          gk_preview_line_set_text (line, g_ptr_array_index (texts, i));
          gk_preview_line_set_kind (line, kind);
        }
      else
        g_ptr_array_add (added, gk_preview_line_new (g_ptr_array_index (texts, i), kind));
    }
  if (n_old > texts->len)
    g_list_store_splice (self->lines, texts->len, n_old - texts->len, NULL, 0);
  else if (added->len > 0)
    g_list_store_splice (self->lines, n_old, 0, added->pdata, added->len);
}

static void
add_line (GPtrArray         *texts,
          GArray            *kinds,
          const char        *text,
          GkPreviewLineKind  kind)
{
  g_ptr_array_add (texts, g_strdup (text));
  g_array_append_val (kinds, kind);
}

/* What happens, in lines: the engine's sentences, then what comes with
 * them (the tile-return step, the markers' order, the rebuild, the end). */
static void
update_lines (GkMoveDraft   *self,
              const GkTable *table)
{
  const GkPreview *preview = self->preview;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) kinds = g_array_new (FALSE, FALSE, sizeof (GkPreviewLineKind));
  g_auto(GStrv) effects = NULL;

  if (preview != NULL)
    {
      effects = gk_format_effects (table, preview->effects);
      for (guint i = 0; effects[i] != NULL; i++)
        add_line (texts, kinds, effects[i], GK_PREVIEW_LINE_EFFECT);
      if (preview->needs_tile_return)
        add_line (texts, kinds, _("On confirming, each player says how many tiles they return "
                                  "to the reserve."), GK_PREVIEW_LINE_NOTE);
      if (preview->marker_out_of_order)
        add_line (texts, kinds, gk_move_draft_get_order_warning (self), GK_PREVIEW_LINE_WARNING);
      if (preview->shifts_unneeded)
        add_line (texts, kinds, gk_move_draft_get_shifts_warning (self), GK_PREVIEW_LINE_WARNING);
      if (preview->rebuilds)
        add_line (texts, kinds, gk_steps_rebuild_note (), GK_PREVIEW_LINE_NOTE);
      if (preview->end_trigger != GK_END_NONE)
        add_line (texts, kinds, _("This move triggers the end: the current round is the last "
                                  "one."), GK_PREVIEW_LINE_NOTE);
    }
  set_lines (self, texts, kinds);
}

static gboolean
same_cells (GArray *a,
            GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (gint)) == 0;
}

static gboolean
same_shifts (const GkMove *a,
             const GkMove *b)
{
  if (a->n_shifts != b->n_shifts)
    return FALSE;
  for (guint i = 0; i < a->n_shifts; i++)
    if (a->shifts[i].letter != b->shifts[i].letter || a->shifts[i].x != b->shifts[i].x
        || a->shifts[i].y != b->shifts[i].y)
      return FALSE;
  return TRUE;
}

/* Replaces the text in @slot, notified when it differs. */
static void
tell_text (GkMoveDraft *self,
           char       **slot,
           char        *text,
           guint        prop)
{
  if (g_strcmp0 (*slot, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (*slot);
  *slot = text;
  _gk_move_draft_notify (self, prop);
}

/* What is entered (the card, the second card, the tile, the choice, the
 * marker's cell, the shifts, the marker held) and what is offered,
 * notified where they differ from what was last told: every change of the
 * draft is told at once, once its answer is known. */
static void
tell_entered (GkMoveDraft *self)
{
  const GkMove *now = &self->move;
  const GkMove *told = &self->told;
  gboolean offers_take = gk_move_draft_offers_take (self);
  gboolean needs_second = gk_move_draft_needs_second_card (self);

  if (now->card != told->card)
    _gk_move_draft_notify (self, PROP_CARD);
  if (self->second != self->told_second)
    _gk_move_draft_notify (self, PROP_SECOND_CARD);
  if (now->tile != told->tile)
    _gk_move_draft_notify (self, PROP_TILE);
  if (self->tile_colour != self->told_colour)
    _gk_move_draft_notify (self, PROP_TILE_COLOUR);
  if (now->take != told->take)
    _gk_move_draft_notify (self, PROP_TAKE);
  if (now->has_marker != told->has_marker
      || (now->has_marker && (now->marker_x != told->marker_x || now->marker_y != told->marker_y)))
    _gk_move_draft_notify (self, PROP_MARKER);
  if (!same_shifts (now, told))
    _gk_move_draft_notify (self, PROP_SHIFTS);
  if (self->held != self->told_held)
    _gk_move_draft_notify (self, PROP_HELD);
  if (offers_take != self->told_offers_take)
    _gk_move_draft_notify (self, PROP_OFFERS_TAKE);
  if (needs_second != self->told_needs_second)
    _gk_move_draft_notify (self, PROP_NEEDS_SECOND_CARD);
  self->told = self->move;
  self->told_colour = self->tile_colour;
  self->told_second = self->second;
  self->told_held = self->held;
  self->told_offers_take = offers_take;
  self->told_needs_second = needs_second;
}

void
_gk_move_draft_update (GkMoveDraft *self)
{
  const GkTable *table = gk_move_draft_get_table (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *blocker = NULL;
  g_autoptr(GArray) old_targets = g_steal_pointer (&self->targets);
  g_autofree char *old_error = g_steal_pointer (&self->error);
  g_autofree char *old_notice = g_steal_pointer (&self->notice);
  gboolean had_preview = self->preview != NULL;
  gboolean was_complete = self->complete;
  gboolean blocker_changed;

  g_clear_pointer (&self->preview, gk_preview_free);
  _gk_move_draft_forget_shift_answers (self);

  self->move.player = table != NULL ? gk_table_get_next_player (table) : GK_NO_PLAYER;
  build_move (self, table);
  /* The opponent's move is asked about once its cards and tile are all
   * known: without them the engine could only refuse it. */
  if (table != NULL && self->move.player != GK_NO_PLAYER && self->move.card != GK_NO_CARD
      && (self->tile_colour < 0 || self->move.tile != GK_NO_TILE)
      && (!_gk_move_draft_is_opponent (self)
          || (self->move.tile != GK_NO_TILE
              && (!_gk_move_draft_needs_second (self, table) || self->second != GK_NO_CARD))))
    {
      self->preview = gk_table_preview (table, &self->built, &error);
      if (self->preview == NULL)
        set_string (&self->error, error->message);
    }

  if (self->preview != NULL && self->preview->resolved == GK_ACTION_URBANIZATION)
    self->targets = gk_table_get_marker_targets (table, gk_card_get_letter (self->built.card));

  self->notice = find_notice (self, table);
  if (!gk_move_draft_can_shift (self))
    self->held = -1;

  blocker = find_blocker (self, table);
  self->complete = blocker == NULL;
  blocker_changed = g_strcmp0 (blocker, self->blocker) != 0;
  g_free (self->blocker);
  self->blocker = g_steal_pointer (&blocker);

  g_object_freeze_notify (G_OBJECT (self));
  if (had_preview || self->preview != NULL)
    _gk_move_draft_notify (self, PROP_PREVIEW);
  if (!same_cells (old_targets, self->targets))
    _gk_move_draft_notify (self, PROP_TARGETS);
  if (g_strcmp0 (old_error, self->error) != 0)
    _gk_move_draft_notify (self, PROP_ERROR);
  if (g_strcmp0 (old_notice, self->notice) != 0)
    _gk_move_draft_notify (self, PROP_NOTICE);
  tell_text (self, &self->summary, find_summary (self), PROP_SUMMARY);
  tell_text (self, &self->fallback, self->preview != NULL
             ? gk_format_fallback (self->preview->fallback, self->preview->entered) : NULL,
             PROP_FALLBACK);
  tell_text (self, &self->marker_hint, find_marker_hint (self, table), PROP_MARKER_HINT);
  tell_entered (self);
  update_lines (self, table);
  if (blocker_changed)
    _gk_move_draft_notify (self, PROP_BLOCKER);
  if (was_complete != self->complete)
    _gk_move_draft_notify (self, PROP_COMPLETE);
  g_object_thaw_notify (G_OBJECT (self));
  _gk_move_draft_emit_changed (self);
}

/* One offer per seat with renewal tokens, kept while the seats are the
 * same; each says what it offers at @table. */
static void
update_renewals (GkMoveDraft   *self,
                 const GkTable *table)
{
  GListModel *model = G_LIST_MODEL (self->renewals);
  guint n_old = g_list_model_get_n_items (model);
  guint n = table != NULL && gk_table_uses_renewal_tokens (table)
            ? gk_table_get_n_players (table) : 0;
  gboolean same = n == n_old;
  g_autoptr(GPtrArray) offers = NULL;

  for (guint p = 0; same && p < n; p++)
    {
      g_autoptr(GkRenewal) offer = g_list_model_get_item (model, p);

      same = gk_renewal_get_colour (offer) == gk_table_get_player_colour (table, (gint) p)
             && g_strcmp0 (gk_renewal_get_name (offer),
                           gk_table_get_player_name (table, (gint) p)) == 0;
    }
  if (same)
    {
      for (guint p = 0; p < n; p++)
        {
          g_autoptr(GkRenewal) offer = g_list_model_get_item (model, p);

          gk_renewal_update (offer, table);
        }
      return;
    }
  offers = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint p = 0; p < n; p++)
    {
      GkRenewal *offer = gk_renewal_new ((gint) p, gk_table_get_player_name (table, (gint) p),
                                         gk_table_get_player_colour (table, (gint) p));

      gk_renewal_update (offer, table);
      g_ptr_array_add (offers, offer);
    }
  g_list_store_splice (self->renewals, 0, n_old, offers->pdata, offers->len);
}

/* A new table: what is offered on it, then the move starts again. */
void
_gk_move_draft_table_changed (GkMoveDraft *self)
{
  update_renewals (self, gk_move_draft_get_table (self));
  _gk_move_draft_notify (self, PROP_TABLE);
  gk_move_draft_clear (self);
}
