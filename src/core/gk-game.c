/* gk-game.c: a tracked game, the table as replay(setup, moves)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-game.h"
#include "gk-game-private.h"
#include "gk-table-private.h"

struct _GkGame
{
  GObject   parent_instance;

  GkSetup  *setup;
  GArray   *moves;        /* of GkMove, redo tail included */
  guint     cursor;       /* moves applied to the table */
  GkTable  *table;        /* replay (setup, moves[0..cursor)) */
  GArray   *last_effects; /* of GkEffect: what moves[cursor - 1] did */
  GArray   *outcomes;     /* of Outcome, one per move once played */
  GkPlayRecord *play;
  gboolean  keeps_time;
};

/* What a move came to when it was played (gk_game_get_move_outcome()). */
typedef struct
{
  guint    round;
  gboolean fell_back;
} Outcome;

G_DEFINE_FINAL_TYPE (GkGame, gk_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CURSOR,
  PROP_PLAY,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
gk_game_finalize (GObject *object)
{
  GkGame *self = (GkGame *) object;

  g_clear_pointer (&self->setup, gk_setup_free);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->table, gk_table_free);
  g_clear_pointer (&self->last_effects, g_array_unref);
  g_clear_pointer (&self->outcomes, g_array_unref);
  g_clear_pointer (&self->play, gk_play_record_free);

  G_OBJECT_CLASS (gk_game_parent_class)->finalize (object);
}

static void
gk_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  GkGame *self = GK_GAME (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, gk_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, gk_game_can_redo (self));
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;

    case PROP_PLAY:
      g_value_set_pointer (value, self->play);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_game_class_init (GkGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_game_finalize;
  object_class->get_property = gk_game_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The GkPlayRecord, owned by the game: read it with gk_game_get_play(). */
  properties[PROP_PLAY] =
    g_param_spec_pointer ("play", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GkGame::changed:
   *
   * The table changed: a move was pushed, undone or redone.  The detail
   * says which: "changed::pushed", "changed::undone", "changed::redone".
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_game_init (GkGame *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  self->last_effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  self->outcomes = g_array_new (FALSE, TRUE, sizeof (Outcome));
  self->play = gk_play_record_new ();
}

static void
notify_changed (GkGame     *self,
                const char *why)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_signal_emit (self, signals[CHANGED], g_quark_from_static_string (why));
}

/* Notes what the move at @index, played in @round, came to: @effects. */
static void
note_outcome (GkGame       *self,
              guint         index,
              guint         round,
              const GArray *effects)
{
  Outcome *outcome;

  if (self->outcomes->len <= index)
    g_array_set_size (self->outcomes, index + 1);
  outcome = &g_array_index (self->outcomes, Outcome, index);
  outcome->round = round;
  outcome->fell_back = FALSE;
  for (guint i = 0; i < effects->len; i++)
    if (g_array_index (effects, GkEffect, i).kind == GK_EFFECT_FALLBACK)
      outcome->fell_back = TRUE;
}

/* The one mechanism: the setup, then every move up to @cursor. */
static gboolean
replay (GkGame  *self,
        guint    cursor,
        GError **error)
{
  g_autoptr(GkTable) table = gk_table_new (self->setup);
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (GkEffect));

  g_array_set_size (self->last_effects, 0);
  for (guint i = 0; i < cursor; i++)
    {
      const GkMove *move = &g_array_index (self->moves, GkMove, i);
      GArray *effects = i + 1 == cursor ? self->last_effects : scratch;
      guint round = gk_table_get_round (table);

      g_array_set_size (scratch, 0);
      if (!_gk_table_apply_in_place (table, move, effects, error))
        return FALSE;
      note_outcome (self, i, round, effects);
    }

  g_clear_pointer (&self->table, gk_table_free);
  self->table = g_steal_pointer (&table);
  self->cursor = cursor;
  return TRUE;
}

GkGame *
gk_game_new (const GkSetup  *setup,
             GError        **error)
{
  return gk_game_new_from_moves (setup, NULL, 0, error);
}

GkGame *
gk_game_new_from_moves (const GkSetup  *setup,
                        const GkMove   *moves,
                        guint           n_moves,
                        GError        **error)
{
  g_autoptr(GkGame) self = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!gk_setup_validate (setup, error))
    return NULL;

  self = g_object_new (GK_TYPE_GAME, NULL);
  self->setup = gk_setup_copy (setup);
  if (n_moves > 0)
    g_array_append_vals (self->moves, moves, n_moves);

  if (!replay (self, n_moves, error))
    return NULL;

  return g_steal_pointer (&self);
}

const GkSetup *
gk_game_get_setup (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), NULL);
  return self->setup;
}

const GkTable *
gk_game_get_table (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), NULL);
  return self->table;
}

guint
gk_game_get_n_moves (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), 0);
  return self->moves->len;
}

guint
gk_game_get_cursor (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), 0);
  return self->cursor;
}

const GkMove *
gk_game_get_move (GkGame *self,
                  guint   index)
{
  g_return_val_if_fail (GK_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return &g_array_index (self->moves, GkMove, index);
}

/* The record's "finished" follows the table: the time of the move that
 * ended the game, or unset while it goes on. */
static void
follow_end (GkGame       *self,
            const GkMove *last)
{
  gboolean over = gk_table_is_game_over (self->table);
  GkTime finished = { 0, };

  if (!self->keeps_time)
    return;
  if (over && last != NULL)
    {
      finished = last->has_returns && last->returns_at.set ? last->returns_at : last->at;
      if (!finished.set)
        gk_time_now (&finished);
    }
  if (finished.set == self->play->finished.set
      && (!finished.set || finished.usec == self->play->finished.usec))
    return;
  self->play->finished = finished;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
}

/* Notes @move, played in @round, as pushed: the table already shows it,
 * @effects (taken) say what happened; @tell: whether those who listen to
 * the game are told. */
static void
note_pushed (GkGame       *self,
             const GkMove *move,
             guint         round,
             GArray       *effects,
             gboolean      tell)
{
  g_array_set_size (self->moves, self->cursor);
  g_array_append_vals (self->moves, move, 1);
  g_array_set_size (self->outcomes, MIN (self->outcomes->len, self->cursor));
  note_outcome (self, self->cursor, round, effects);
  if (self->keeps_time)
    {
      GkMove *pushed = &g_array_index (self->moves, GkMove, self->cursor);

      if (!pushed->at.set)
        gk_time_now (&pushed->at);
      if (pushed->has_returns && !pushed->returns_at.set)
        pushed->returns_at = pushed->at;
    }
  self->cursor++;
  g_array_unref (self->last_effects);
  self->last_effects = effects;
  follow_end (self, &g_array_index (self->moves, GkMove, self->cursor - 1));

  if (tell)
    notify_changed (self, "pushed");
}

gboolean
gk_game_push (GkGame        *self,
              const GkMove  *move,
              GError       **error)
{
  g_autoptr(GArray) effects = NULL;
  guint round;

  g_return_val_if_fail (GK_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  effects = g_array_new (FALSE, FALSE, sizeof (GkEffect));
  round = gk_table_get_round (self->table);
  if (!gk_table_apply (self->table, move, effects, error))
    return FALSE;

  note_pushed (self, move, round, g_steal_pointer (&effects), TRUE);
  return TRUE;
}

void
_gk_game_push_applied (GkGame        *self,
                       const GkMove  *move,
                       GkTable      **after,
                       GkPreview     *preview)
{
  GkTable *old = self->table;
  guint round;

  g_return_if_fail (GK_IS_GAME (self));
  g_return_if_fail (move != NULL && after != NULL && *after != NULL && preview != NULL);
  g_return_if_fail (!preview->needs_take && !preview->needs_marker
                    && !preview->needs_tile_return && !move->has_returns);

  round = gk_table_get_round (self->table);
  self->table = *after;
  *after = old;
  /* The reader's own game, that nobody listens to yet. */
  note_pushed (self, move, round, g_steal_pointer (&preview->effects), FALSE);
}

void
_gk_game_expect_moves (GkGame *self,
                       guint   n_moves)
{
  g_return_if_fail (GK_IS_GAME (self));

  if (self->moves->len > 0 || n_moves == 0)
    return;
  g_array_unref (self->moves);
  self->moves = g_array_sized_new (FALSE, FALSE, sizeof (GkMove), n_moves);
  g_array_unref (self->outcomes);
  self->outcomes = g_array_sized_new (FALSE, TRUE, sizeof (Outcome), n_moves);
}

gboolean
gk_game_can_undo (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), FALSE);
  return self->cursor > 0;
}

gboolean
gk_game_can_redo (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), FALSE);
  return self->cursor < self->moves->len;
}

void
gk_game_undo (GkGame *self)
{
  gboolean ok;

  g_return_if_fail (GK_IS_GAME (self));
  g_return_if_fail (gk_game_can_undo (self));

  /* Every move before the cursor was accepted once: the replay cannot fail. */
  ok = replay (self, self->cursor - 1, NULL);
  g_assert (ok);
  follow_end (self, NULL);
  notify_changed (self, "undone");
}

void
gk_game_redo (GkGame *self)
{
  const GkMove *move;
  guint round;
  gboolean ok;

  g_return_if_fail (GK_IS_GAME (self));
  g_return_if_fail (gk_game_can_redo (self));

  move = &g_array_index (self->moves, GkMove, self->cursor);
  round = gk_table_get_round (self->table);
  g_array_set_size (self->last_effects, 0);
  ok = gk_table_apply (self->table, move, self->last_effects, NULL);
  g_assert (ok);
  note_outcome (self, self->cursor, round, self->last_effects);
  self->cursor++;
  follow_end (self, move);
  notify_changed (self, "redone");
}

GArray *
gk_game_get_last_effects (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), NULL);
  return self->last_effects;
}

void
gk_game_get_move_outcome (GkGame   *self,
                          guint     index,
                          guint    *out_round,
                          gboolean *out_fell_back)
{
  const Outcome *outcome;

  g_return_if_fail (GK_IS_GAME (self));
  g_return_if_fail (index < self->cursor);

  /* Every move before the cursor was played, and its outcome noted. */
  g_assert (index < self->outcomes->len);
  outcome = &g_array_index (self->outcomes, Outcome, index);
  if (out_round != NULL)
    *out_round = outcome->round;
  if (out_fell_back != NULL)
    *out_fell_back = outcome->fell_back;
}

const GkPlayRecord *
gk_game_get_play (GkGame *self)
{
  g_return_val_if_fail (GK_IS_GAME (self), NULL);

  return self->play;
}

void
gk_game_set_play (GkGame             *self,
                  const GkPlayRecord *play)
{
  g_return_if_fail (GK_IS_GAME (self));
  g_return_if_fail (play != NULL);

  if (play == self->play || gk_play_record_equal (play, self->play))
    return;
  gk_play_record_free (self->play);
  self->play = gk_play_record_copy (play);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
}

void
gk_game_set_keeps_time (GkGame   *self,
                        gboolean  keeps_time)
{
  g_return_if_fail (GK_IS_GAME (self));

  self->keeps_time = !!keeps_time;
}

gint64
gk_game_get_playing_time (GkGame *self,
                          gint64 *out_span)
{
  g_autoptr(GArray) times = NULL;
  const GkTime *first = NULL, *last = NULL;

  g_return_val_if_fail (GK_IS_GAME (self), -1);

  /* The moments in the order they happened at the table: the start, each
   * move, each tile return (game-file.md, "The play"). */
  times = g_array_new (FALSE, TRUE, sizeof (GkTime));
  g_array_append_val (times, self->play->started);
  for (guint i = 0; i < self->cursor; i++)
    {
      const GkMove *move = &g_array_index (self->moves, GkMove, i);

      g_array_append_val (times, move->at);
      if (move->has_returns)
        g_array_append_val (times, move->returns_at);
    }
  for (guint i = 0; i < times->len; i++)
    if (g_array_index (times, GkTime, i).set)
      {
        if (first == NULL)
          first = &g_array_index (times, GkTime, i);
        last = &g_array_index (times, GkTime, i);
      }
  if (out_span != NULL)
    *out_span = first != NULL && last != first ? gk_time_diff_seconds (last, first) : -1;
  return gk_play_duration ((const GkTime *) times->data, times->len);
}
