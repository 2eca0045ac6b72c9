/* gk-move-draft.c: the move being entered, as a model
 *
 * Every change asks the engine again (gk_table_preview()): the draft never
 * decides a rule, it only keeps the engine's answer next to the move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gk-move-draft.h"
#include "gk-preview-line.h"
#include "gk-renewal.h"
#include "gk-steps.h"

struct _GkMoveDraft
{
  GObject     parent_instance;

  GkGame     *game;
  gulong      changed_id;

  GkMove      move;             /* as entered: for the solo opponent, card is the first
                                 * card revealed for it */
  GkMove      built;            /* the move for the log (the opponent's: the card it plays) */
  gint        tile_colour;      /* -1, or the colour of a tile whose number is to come */
  GkCard      second;           /* solo, expert level: the second card drawn, or GK_NO_CARD */
  char       *notice;

  GkPreview  *preview;
  char       *error;
  char       *blocker;
  GArray     *targets;          /* gint pairs, NULL without a marker to place */
  gboolean    complete;

  /* marker shifts (rules.md 9.7): the marker held, and the engine's answers
   * for this move, asked once and kept until the next change */
  gint        held;
  gboolean    shifts_known;
  GArray     *shiftable;        /* guint letters */
  GArray     *shift_targets;    /* gint pairs */

  /* the answer in words, and in lines and offers that keep their place */
  char       *summary;
  char       *fallback;
  char       *marker_hint;
  GListStore *lines;            /* GkPreviewLine */
  GListStore *renewals;         /* GkRenewal, one per seat with renewal tokens */

  /* what the last notifications said: a property is notified when the
   * move or the answer differs from it */
  GkMove      told;
  gint        told_colour;
  GkCard      told_second;
  gint        told_held;
  gboolean    told_offers_take;
  gboolean    told_needs_second;
};

G_DEFINE_FINAL_TYPE (GkMoveDraft, gk_move_draft, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CARD,
  PROP_TILE,
  PROP_TILE_COLOUR,
  PROP_TAKE,
  PROP_SECOND_CARD,
  PROP_COMPLETE,
  PROP_BLOCKER,
  PROP_TABLE,
  PROP_PREVIEW,
  PROP_ERROR,
  PROP_NOTICE,
  PROP_SUMMARY,
  PROP_FALLBACK,
  PROP_TARGETS,
  PROP_MARKER,
  PROP_MARKER_HINT,
  PROP_SHIFTS,
  PROP_HELD,
  PROP_OFFERS_TAKE,
  PROP_NEEDS_SECOND_CARD,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void forget_shift_answers (GkMoveDraft *self);

/* ---- asking the engine: what is missing, the preview ---- */

static void
set_string (char       **slot,
            const char  *text)
{
  g_free (*slot);
  *slot = g_strdup (text);
}

static gboolean
is_opponent (GkMoveDraft *self)
{
  return self->move.player == GK_PLAYER_HAL;
}

/* The opponent's first card calls for a second one (rules.md 10, expert level). */
static gboolean
needs_second (GkMoveDraft   *self,
              const GkTable *table)
{
  return table != NULL && is_opponent (self) && self->move.card != GK_NO_CARD
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
  if (self->move.card == GK_NO_CARD && is_opponent (self))
    /* TRANSLATORS: the solo opponent's turn; use the opponent's name in your language */
    return g_strdup (_("Turn HAL’s face-down card over and choose it."));
  if (self->move.card == GK_NO_CARD)
    return g_strdup (_("Choose the card played."));
  if (needs_second (self, table) && self->second == GK_NO_CARD)
    /* TRANSLATORS: the solo game at the expert level (rules 10) */
    return g_strdup (_("An urbanization card calls for a second card at the expert level: draw "
                       "one more card for HAL and choose it."));
  if (self->tile_colour >= 0 && self->move.tile == GK_NO_TILE)
    /* TRANSLATORS: a tile's colour is chosen but not its number */
    return g_strdup_printf (_("Choose the number of the %s tile, or no tile."),
                            gk_colour_get_name ((GkColour) self->tile_colour));
  if (self->move.tile == GK_NO_TILE && is_opponent (self))
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
  if (needs_second (self, table) && self->second != GK_NO_CARD)
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

static void
notify (GkMoveDraft *self,
        guint        prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
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
  notify (self, prop);
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
    notify (self, PROP_CARD);
  if (self->second != self->told_second)
    notify (self, PROP_SECOND_CARD);
  if (now->tile != told->tile)
    notify (self, PROP_TILE);
  if (self->tile_colour != self->told_colour)
    notify (self, PROP_TILE_COLOUR);
  if (now->take != told->take)
    notify (self, PROP_TAKE);
  if (now->has_marker != told->has_marker
      || (now->has_marker && (now->marker_x != told->marker_x || now->marker_y != told->marker_y)))
    notify (self, PROP_MARKER);
  if (!same_shifts (now, told))
    notify (self, PROP_SHIFTS);
  if (self->held != self->told_held)
    notify (self, PROP_HELD);
  if (offers_take != self->told_offers_take)
    notify (self, PROP_OFFERS_TAKE);
  if (needs_second != self->told_needs_second)
    notify (self, PROP_NEEDS_SECOND_CARD);
  self->told = self->move;
  self->told_colour = self->tile_colour;
  self->told_second = self->second;
  self->told_held = self->held;
  self->told_offers_take = offers_take;
  self->told_needs_second = needs_second;
}

static void
update (GkMoveDraft *self)
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
  forget_shift_answers (self);

  self->move.player = table != NULL ? gk_table_get_next_player (table) : GK_NO_PLAYER;
  build_move (self, table);
  /* The opponent's move is asked about once its cards and tile are all
   * known: without them the engine could only refuse it. */
  if (table != NULL && self->move.player != GK_NO_PLAYER && self->move.card != GK_NO_CARD
      && (self->tile_colour < 0 || self->move.tile != GK_NO_TILE)
      && (!is_opponent (self)
          || (self->move.tile != GK_NO_TILE
              && (!needs_second (self, table) || self->second != GK_NO_CARD))))
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
    notify (self, PROP_PREVIEW);
  if (!same_cells (old_targets, self->targets))
    notify (self, PROP_TARGETS);
  if (g_strcmp0 (old_error, self->error) != 0)
    notify (self, PROP_ERROR);
  if (g_strcmp0 (old_notice, self->notice) != 0)
    notify (self, PROP_NOTICE);
  tell_text (self, &self->summary, find_summary (self), PROP_SUMMARY);
  tell_text (self, &self->fallback, self->preview != NULL
             ? gk_format_fallback (self->preview->fallback, self->preview->entered) : NULL,
             PROP_FALLBACK);
  tell_text (self, &self->marker_hint, find_marker_hint (self, table), PROP_MARKER_HINT);
  tell_entered (self);
  update_lines (self, table);
  if (blocker_changed)
    notify (self, PROP_BLOCKER);
  if (was_complete != self->complete)
    notify (self, PROP_COMPLETE);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
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
static void
table_changed (GkMoveDraft *self)
{
  update_renewals (self, gk_move_draft_get_table (self));
  notify (self, PROP_TABLE);
  gk_move_draft_clear (self);
}

/* ---- the game ---- */

static void
game_changed (GkMoveDraft *self)
{
  /* A new table: what was entered belonged to the move now done (or undone). */
  table_changed (self);
}

GkMoveDraft *
gk_move_draft_new (GkGame *game)
{
  g_return_val_if_fail (game == NULL || GK_IS_GAME (game), NULL);

  return g_object_new (GK_TYPE_MOVE_DRAFT, "game", game, NULL);
}

void
gk_move_draft_set_game (GkMoveDraft *self,
                        GkGame      *game)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (game == NULL || GK_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self,
                                                G_CONNECT_SWAPPED);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  table_changed (self);
}

GkGame *
gk_move_draft_get_game (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->game;
}

const GkTable *
gk_move_draft_get_table (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->game != NULL ? gk_game_get_table (self->game) : NULL;
}

gint
gk_move_draft_get_player (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_PLAYER);
  return self->move.player;
}

/* ---- what is entered ---- */

void
gk_move_draft_clear (GkMoveDraft *self)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));

  gk_move_init_action (&self->move, GK_NO_PLAYER, GK_NO_CARD, GK_NO_TILE);
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;
  update (self);
}

void
gk_move_draft_set_card (GkMoveDraft *self,
                        GkCard       card)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (card == GK_NO_CARD || (card >= 0 && card < GK_N_CARDS));

  if (self->move.card == card)
    return;

  self->move.card = card;
  /* The marker, its shifts, the choice and the opponent's second card
   * belong to the card: they are made again. */
  self->move.has_marker = FALSE;
  self->move.n_shifts = 0;
  self->move.take = GK_TAKE_NONE;
  self->second = GK_NO_CARD;
  update (self);
}

GkCard
gk_move_draft_get_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->move.card;
}

gboolean
gk_move_draft_is_opponent (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return is_opponent (self);
}

gboolean
gk_move_draft_offers_take (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  /* A tile's colour without its number: the card does not go alone. */
  if (self->preview == NULL && self->tile_colour >= 0)
    return FALSE;
  return gk_move_offers_take (&self->move, self->preview);
}

gboolean
gk_move_draft_needs_second_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return needs_second (self, gk_move_draft_get_table (self));
}

void
gk_move_draft_set_second_card (GkMoveDraft *self,
                               GkCard       card)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (card == GK_NO_CARD || (card >= 0 && card < GK_N_CARDS));

  if (self->second == card)
    return;
  self->second = card;
  /* Another second card may change the card played, and so the marker. */
  self->move.has_marker = FALSE;
  update (self);
}

GkCard
gk_move_draft_get_second_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->second;
}

GkCard
gk_move_draft_get_played_card (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_CARD);
  return self->built.card;
}

void
gk_move_draft_set_tile (GkMoveDraft *self,
                        GkTile       tile)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (tile == GK_NO_TILE || (tile >= 0 && tile < GK_N_TILES));

  if (self->move.tile != tile)
    {
      self->move.has_marker = FALSE;
      self->move.n_shifts = 0;
    }
  self->move.tile = tile;
  self->tile_colour = tile == GK_NO_TILE ? -1 : (gint) gk_tile_get_colour (tile);
  update (self);
}

GkTile
gk_move_draft_get_tile (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_NO_TILE);
  return self->move.tile;
}

void
gk_move_draft_set_tile_colour (GkMoveDraft *self,
                               gint         colour)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (colour >= -1 && colour < GK_N_COLOURS);

  if (colour == self->tile_colour)
    return;

  self->tile_colour = colour;
  /* A colour alone is no tile yet: the number comes next. */
  self->move.tile = GK_NO_TILE;
  self->move.has_marker = FALSE;
  self->move.n_shifts = 0;
  update (self);
}

gint
gk_move_draft_get_tile_colour (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), -1);
  return self->tile_colour;
}

void
gk_move_draft_set_tile_number (GkMoveDraft *self,
                               guint        number)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (self->tile_colour >= 0);
  g_return_if_fail (number >= 1 && number <= GK_TILES_PER_COLOUR);

  gk_move_draft_set_tile (self, gk_tile_make ((GkColour) self->tile_colour, number));
}

void
gk_move_draft_set_take (GkMoveDraft *self,
                        GkTake       take)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));
  g_return_if_fail (take >= GK_TAKE_NONE && take <= GK_TAKE_TILE);

  if (self->move.take == take)
    return;
  self->move.take = take;
  update (self);
}

GkTake
gk_move_draft_get_take (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), GK_TAKE_NONE);
  return self->move.take;
}

void
gk_move_draft_set_marker (GkMoveDraft *self,
                          gint         x,
                          gint         y)
{
  g_return_if_fail (GK_IS_MOVE_DRAFT (self));

  /* The shifts were made around the old cell. */
  if (!self->move.has_marker || self->move.marker_x != x || self->move.marker_y != y)
    self->move.n_shifts = 0;
  self->move.has_marker = TRUE;
  self->move.marker_x = x;
  self->move.marker_y = y;
  update (self);
}

gboolean
gk_move_draft_get_marker (GkMoveDraft *self,
                          gint        *x,
                          gint        *y)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  if (!self->move.has_marker)
    return FALSE;
  if (x != NULL)
    *x = self->move.marker_x;
  if (y != NULL)
    *y = self->move.marker_y;
  return TRUE;
}

/* ---- shifts (rules.md 9.7) ---- */

static void
forget_shift_answers (GkMoveDraft *self)
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
  update (self);
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
  update (self);
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
  update (self);
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
  notify (self, PROP_HELD);
  g_signal_emit (self, signals[CHANGED], 0);
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
  if (needs_second (self, table))
    gk_move_draft_set_second_card (self, building->top);
  else
    gk_move_draft_set_card (self, building->top);
  return TRUE;
}

const GkMove *
gk_move_draft_get_move (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return &self->built;
}

/* ---- typed entry ---- */

/* The colour a typed letter stands for, or -1.  The English letters always
 * work; the translated ones too, in the catalogue's language. */
static gint
colour_of_letter (gunichar c)
{
  /* TRANSLATORS: the letters typed for a blue, a red and a yellow card or
   * tile in the quick entry ("b12" = Blue 12), in that order, lower case;
   * each must differ from the others */
  const char *letters[] = { "bry", _("bry") };

  c = g_unichar_tolower (c);
  for (guint l = 0; l < G_N_ELEMENTS (letters); l++)
    {
      const char *p = letters[l];

      for (gint colour = 0; colour < GK_N_COLOURS && *p != '\0'; colour++)
        {
          if (g_utf8_get_char (p) == c)
            return colour;
          p = g_utf8_next_char (p);
        }
    }
  return -1;
}

static GkTake
take_of_letter (gunichar c)
{
  /* TRANSLATORS: the letters typed after an urbanization letter alone for
   * "1 resource" and "1 tile", in that order, lower case */
  const char *letters[] = { "rt", _("rt") };

  c = g_unichar_tolower (c);
  for (guint l = 0; l < G_N_ELEMENTS (letters); l++)
    {
      const char *p = letters[l];

      if (g_utf8_get_char (p) == c)
        return GK_TAKE_RESOURCE;
      p = g_utf8_next_char (p);
      if (*p != '\0' && g_utf8_get_char (p) == c)
        return GK_TAKE_TILE;
    }
  return GK_TAKE_NONE;
}

static gboolean
fail_text (GError    **error,
           const char *text)
{
  g_set_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE,
               /* TRANSLATORS: the quick entry could not read what was typed */
               _("“%s” is not a move: type a card (A to L, or r9, b12, y3), then a tile, "
                 "then the number of the marker’s cell, then any marker shifts (D2: marker D "
                 "to the cell numbered 2)."), text);
  return FALSE;
}

/* One word of a typed move: where it starts, its first character, what
 * follows that character, and the number right after it (up to @digits,
 * none when @digits is @next). */
typedef struct
{
  const char *p;
  gunichar    c;
  const char *next;
  const char *digits;
  guint64     number;
  guint       token;    /* the words read before it */
} Word;

/* Each reader takes one word into the draft: where the text goes on, or
 * NULL when the word has no place there. */

/* The opponent's second card, at the expert level: a letter or a building
 * card, before the tile. */
static const char *
read_second_card (GkMoveDraft *self,
                  const Word  *w)
{
  gint colour = colour_of_letter (w->c);
  gunichar upper = g_unichar_toupper (w->c);

  if (w->digits != w->next && colour >= 0 && w->number >= 1
      && w->number <= GK_TILES_PER_COLOUR)
    {
      self->second = gk_tile_make ((GkColour) colour, (guint) w->number);
      return w->digits;
    }
  if (w->digits == w->next && upper >= 'A' && upper < 'A' + GK_N_LETTERS)
    {
      self->second = gk_card_from_letter (upper - 'A');
      return w->next;
    }
  return NULL;
}

/* A number alone: the marker target of that number. */
static const char *
read_marker_number (GkMoveDraft *self,
                    const Word  *w)
{
  guint64 number = 0;
  const char *digits;

  for (digits = w->p; g_ascii_isdigit (*digits); digits++)
    number = number * 10 + (guint64) (*digits - '0');
  update (self);
  if (w->token == 0 || self->targets == NULL || number == 0
      || number > self->targets->len / 2)
    return NULL;
  self->move.has_marker = TRUE;
  self->move.marker_x = g_array_index (self->targets, gint, 2 * (number - 1));
  self->move.marker_y = g_array_index (self->targets, gint, 2 * (number - 1) + 1);
  self->move.n_shifts = 0;
  return digits;
}

/* After the marker's cell, a marker letter picks that marker up and its
 * number N shifts it to the N-th cell it may go to. */
static const char *
read_shift (GkMoveDraft *self,
            const Word  *w)
{
  gunichar upper = g_unichar_toupper (w->c);
  GArray *cells;

  update (self);
  if (upper < 'A' || upper >= 'A' + GK_N_LETTERS
      || !gk_move_draft_set_held (self, (gint) (upper - 'A')))
    return NULL;
  if (w->digits == w->next)
    return w->digits;
  cells = gk_move_draft_get_shift_targets (self);
  if (cells == NULL || w->number == 0 || w->number > cells->len / 2
      || !gk_move_draft_add_shift (self, upper - 'A',
                                   g_array_index (cells, gint, 2 * (w->number - 1)),
                                   g_array_index (cells, gint, 2 * (w->number - 1) + 1),
                                   NULL))
    return NULL;
  return w->digits;
}

/* A colour letter and a number: the building card, then the tile. */
static const char *
read_card_or_tile (GkMoveDraft *self,
                   const Word  *w)
{
  gint colour = colour_of_letter (w->c);

  if (colour < 0 || w->number < 1 || w->number > GK_TILES_PER_COLOUR
      || (w->token > 0 && self->move.tile != GK_NO_TILE) || self->move.has_marker)
    return NULL;
  if (w->token == 0)
    self->move.card = gk_tile_make ((GkColour) colour, (guint) w->number);
  else
    {
      self->move.tile = gk_tile_make ((GkColour) colour, (guint) w->number);
      self->tile_colour = colour;
    }
  return w->digits;
}

/* A letter first: the urbanization card of that letter. */
static const char *
read_letter_card (GkMoveDraft *self,
                  const Word  *w)
{
  gunichar upper = g_unichar_toupper (w->c);

  if (upper < 'A' || upper >= 'A' + GK_N_LETTERS)
    return NULL;
  self->move.card = gk_card_from_letter (upper - 'A');
  return w->next;
}

/* After a letter alone, or after its tile when the urbanization falls back
 * to an exploit ("D y17 r"): the choice it then needs. */
static const char *
read_take (GkMoveDraft *self,
           const Word  *w)
{
  GkTake take = take_of_letter (w->c);

  if (take == GK_TAKE_NONE || !gk_card_is_letter (self->move.card)
      || self->move.take != GK_TAKE_NONE)
    return NULL;
  self->move.take = take;
  return w->next;
}

static const char *
read_word (GkMoveDraft   *self,
           const GkTable *table,
           const Word    *w)
{
  if (w->token == 1 && needs_second (self, table))
    return read_second_card (self, w);
  if (g_ascii_isdigit (*w->p))
    return read_marker_number (self, w);
  if (self->move.has_marker)
    return read_shift (self, w);
  if (w->digits != w->next)
    return read_card_or_tile (self, w);
  if (w->token == 0)
    return read_letter_card (self, w);
  return read_take (self, w);
}

/* Reads @text word by word into the draft, emptied first: FALSE at the
 * first word that has no place, the draft then half filled. */
static gboolean
read_text (GkMoveDraft *self,
           const char  *text)
{
  const GkTable *table = gk_move_draft_get_table (self);
  const char *p = text;
  guint token = 0;

  gk_move_init_action (&self->move, self->move.player, GK_NO_CARD, GK_NO_TILE);
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;

  while (p != NULL && *p != '\0')
    {
      Word w = { .p = p, .c = g_utf8_get_char (p), .next = g_utf8_next_char (p),
                 .token = token };

      if (g_unichar_isspace (w.c) || w.c == ',' || w.c == '+')
        {
          p = w.next;
          continue;
        }
      for (w.digits = w.next; g_ascii_isdigit (*w.digits); w.digits++)
        w.number = w.number * 10 + (guint64) (*w.digits - '0');
      p = read_word (self, table, &w);
      token++;
    }
  return p != NULL;
}

gboolean
gk_move_draft_enter_text (GkMoveDraft *self,
                          const char  *text,
                          GError     **error)
{
  GkMove saved;
  gint saved_colour;
  GkCard saved_second;
  gint saved_held;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  saved = self->move;
  saved_colour = self->tile_colour;
  saved_second = self->second;
  saved_held = self->held;
  g_object_freeze_notify (G_OBJECT (self));

  if (read_text (self, text))
    {
      update (self);
      g_object_thaw_notify (G_OBJECT (self));
      return TRUE;
    }

  self->move = saved;
  self->tile_colour = saved_colour;
  self->second = saved_second;
  self->held = saved_held;
  update (self);
  g_object_thaw_notify (G_OBJECT (self));
  return fail_text (error, text);
}

/* ---- the engine's answer ---- */

const GkPreview *
gk_move_draft_get_preview (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->preview;
}

const char *
gk_move_draft_get_notice (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->notice;
}

const char *
gk_move_draft_get_error (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->error;
}

gboolean
gk_move_draft_is_complete (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  return self->complete;
}

const char *
gk_move_draft_get_blocker (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->blocker;
}

GArray *
gk_move_draft_get_targets (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->targets;
}

gboolean
gk_move_draft_is_target (GkMoveDraft *self,
                         gint         x,
                         gint         y)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  for (guint i = 0; self->targets != NULL && i + 1 < self->targets->len; i += 2)
    if (g_array_index (self->targets, gint, i) == x
        && g_array_index (self->targets, gint, i + 1) == y)
      return TRUE;
  return FALSE;
}

/* The preview's tile laid in the city, or NULL. */
static const GkEffect *
build_effect (GkMoveDraft *self)
{
  for (guint i = 0; self->preview != NULL && i < self->preview->effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (self->preview->effects, GkEffect, i);

      if (effect->kind == GK_EFFECT_BUILD)
        return effect;
    }
  return NULL;
}

gboolean
gk_move_draft_get_new_tile (GkMoveDraft *self,
                            GkTile      *tile,
                            gint        *x,
                            gint        *y)
{
  const GkEffect *effect;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  effect = build_effect (self);
  if (effect == NULL)
    return FALSE;
  if (tile != NULL)
    *tile = effect->id;
  if (x != NULL)
    *x = effect->x;
  if (y != NULL)
    *y = effect->y;
  return TRUE;
}

gboolean
gk_move_draft_get_new_building (GkMoveDraft *self,
                                GkBuilding  *building)
{
  const GkEffect *effect;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (building != NULL, FALSE);

  effect = build_effect (self);
  if (effect == NULL)
    return FALSE;
  /* rules.md 4.B.2 and 4.C.4: the new tile carries a build-site marker */
  *building = (GkBuilding) {
    .x = effect->x,
    .y = effect->y,
    .height = (guint) effect->amount,
    .top = effect->id,
    .owner = effect->player,
    .build_site = TRUE,
  };
  return TRUE;
}

gboolean
gk_move_draft_get_card_cell (GkMoveDraft *self,
                             gint        *x,
                             gint        *y)
{
  const GkTable *table;
  const GkBuilding *building;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);

  table = gk_move_draft_get_table (self);
  if (table == NULL || !gk_card_is_building (self->built.card))
    return FALSE;
  building = gk_table_find_top (table, self->built.card);
  if (building == NULL)
    return FALSE;
  if (x != NULL)
    *x = building->x;
  if (y != NULL)
    *y = building->y;
  return TRUE;
}

gboolean
gk_move_draft_confirm (GkMoveDraft *self,
                       const guint *returns,
                       GError     **error)
{
  GkMove move;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->complete)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_INVALID_MOVE, self->blocker);
      return FALSE;
    }

  move = self->built;
  if (returns != NULL)
    {
      move.has_returns = TRUE;
      memcpy (move.returns, returns, sizeof move.returns);
    }
  return gk_game_push (self->game, &move, error);
}

/* ---- GObject ---- */

static void
gk_move_draft_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CARD:
      g_value_set_int (value, self->move.card);
      break;
    case PROP_TILE:
      g_value_set_int (value, self->move.tile);
      break;
    case PROP_TILE_COLOUR:
      g_value_set_int (value, self->tile_colour);
      break;
    case PROP_TAKE:
      g_value_set_int (value, (gint) self->move.take);
      break;
    case PROP_SECOND_CARD:
      g_value_set_int (value, self->second);
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;
    case PROP_BLOCKER:
      g_value_set_string (value, self->blocker);
      break;
    case PROP_TABLE:
      g_value_set_pointer (value, (gpointer) gk_move_draft_get_table (self));
      break;
    case PROP_PREVIEW:
      g_value_set_pointer (value, self->preview);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_NOTICE:
      g_value_set_string (value, self->notice);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    case PROP_FALLBACK:
      g_value_set_string (value, self->fallback);
      break;
    case PROP_TARGETS:
      g_value_set_pointer (value, self->targets);
      break;
    case PROP_MARKER:
      g_value_set_variant (value, self->move.has_marker
                                  ? g_variant_new ("(ii)", self->move.marker_x,
                                                   self->move.marker_y)
                                  : NULL);
      break;
    case PROP_MARKER_HINT:
      g_value_set_string (value, self->marker_hint);
      break;
    case PROP_SHIFTS:
      g_value_set_uint (value, self->move.n_shifts);
      break;
    case PROP_HELD:
      g_value_set_int (value, self->held);
      break;
    case PROP_OFFERS_TAKE:
      g_value_set_boolean (value, gk_move_draft_offers_take (self));
      break;
    case PROP_NEEDS_SECOND_CARD:
      g_value_set_boolean (value, gk_move_draft_needs_second_card (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_move_draft_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gk_move_draft_set_game (self, g_value_get_object (value));
      break;
    case PROP_CARD:
      gk_move_draft_set_card (self, g_value_get_int (value));
      break;
    case PROP_TILE:
      gk_move_draft_set_tile (self, g_value_get_int (value));
      break;
    case PROP_TILE_COLOUR:
      gk_move_draft_set_tile_colour (self, g_value_get_int (value));
      break;
    case PROP_TAKE:
      gk_move_draft_set_take (self, (GkTake) g_value_get_int (value));
      break;
    case PROP_SECOND_CARD:
      gk_move_draft_set_second_card (self, g_value_get_int (value));
      break;
    case PROP_HELD:
      gk_move_draft_set_held (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_move_draft_dispose (GObject *object)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gk_move_draft_parent_class)->dispose (object);
}

static void
gk_move_draft_finalize (GObject *object)
{
  GkMoveDraft *self = GK_MOVE_DRAFT (object);

  g_clear_pointer (&self->preview, gk_preview_free);
  g_clear_pointer (&self->targets, g_array_unref);
  forget_shift_answers (self);
  g_free (self->error);
  g_free (self->blocker);
  g_free (self->notice);
  g_free (self->summary);
  g_free (self->fallback);
  g_free (self->marker_hint);
  g_clear_object (&self->lines);
  g_clear_object (&self->renewals);

  G_OBJECT_CLASS (gk_move_draft_parent_class)->finalize (object);
}

static void
gk_move_draft_class_init (GkMoveDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_move_draft_dispose;
  object_class->finalize = gk_move_draft_finalize;
  object_class->get_property = gk_move_draft_get_property;
  object_class->set_property = gk_move_draft_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE] =
    g_param_spec_int ("tile", NULL, NULL, GK_NO_TILE, GK_N_TILES - 1, GK_NO_TILE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_COLOUR] =
    g_param_spec_int ("tile-colour", NULL, NULL, -1, GK_N_COLOURS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TAKE] =
    g_param_spec_int ("take", NULL, NULL, GK_TAKE_NONE, GK_TAKE_TILE, GK_TAKE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECOND_CARD] =
    g_param_spec_int ("second-card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLOCKER] =
    g_param_spec_string ("blocker", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The table the move starts from (a GkTable): notified when the game
   * changes, before the move starts again. */
  properties[PROP_TABLE] =
    g_param_spec_pointer ("table", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The GkPreview, notified whenever it is asked again. */
  properties[PROP_PREVIEW] =
    g_param_spec_pointer ("preview", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTICE] =
    g_param_spec_string ("notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FALLBACK] =
    g_param_spec_string ("fallback", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The cells offered to the marker (a GArray of gint pairs, or NULL),
   * notified when they change. */
  properties[PROP_TARGETS] =
    g_param_spec_pointer ("targets", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The marker's cell, "(ii)", or NULL. */
  properties[PROP_MARKER] =
    g_param_spec_variant ("marker", NULL, NULL, G_VARIANT_TYPE ("(ii)"), NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKER_HINT] =
    g_param_spec_string ("marker-hint", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The number of marker shifts entered; notified when any shift changes. */
  properties[PROP_SHIFTS] =
    g_param_spec_uint ("shifts", NULL, NULL, 0, GK_MAX_SHIFTS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HELD] =
    g_param_spec_int ("held", NULL, NULL, -1, GK_N_LETTERS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFERS_TAKE] =
    g_param_spec_boolean ("offers-take", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEEDS_SECOND_CARD] =
    g_param_spec_boolean ("needs-second-card", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything entered or answered changed: emitted once per change, after
   * the notifications. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_move_draft_init (GkMoveDraft *self)
{
  gk_move_init_action (&self->move, GK_NO_PLAYER, GK_NO_CARD, GK_NO_TILE);
  self->built = self->move;
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;
  self->told = self->move;
  self->told_colour = -1;
  self->told_second = GK_NO_CARD;
  self->told_held = -1;
  self->blocker = g_strdup (_("No game is open."));
  self->lines = g_list_store_new (GK_TYPE_PREVIEW_LINE);
  self->renewals = g_list_store_new (GK_TYPE_RENEWAL);
}

/* ---- the answer in words ---- */

const char *
gk_move_draft_get_summary (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->summary;
}

const char *
gk_move_draft_get_fallback (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->fallback;
}

const char *
gk_move_draft_get_marker_hint (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return self->marker_hint;
}

GListModel *
gk_move_draft_get_lines (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return G_LIST_MODEL (self->lines);
}

GListModel *
gk_move_draft_get_renewals (GkMoveDraft *self)
{
  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), NULL);
  return G_LIST_MODEL (self->renewals);
}
