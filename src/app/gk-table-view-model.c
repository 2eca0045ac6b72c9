/* gk-table-view-model.c: a game as the table view shows it across the room
 *
 * Every text is the core's or the window's own words for the same thing:
 * the round as the round entry says it, the steps as the play page's "At
 * the Table" lists them (gk-steps.c), the points as the table panel shows
 * them.  Nothing is kept between updates but the texts themselves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-format.h"
#include "gk-steps.h"
#include "gk-table-view-model.h"

struct _GkTableViewModel
{
  GObject      parent_instance;

  GkSession   *session;
  GkMoveDraft *draft;
  GkGame      *game;           /* NULL once closed */
  gboolean     closed;
  gboolean     show_scores;

  char        *round_text;
  char        *turn_text;
  gint         turn_player;
  char        *ending_text;
  GStrv        steps;
  GStrv        names;
  GStrv        points;
  gint         seats[GK_MAX_PLAYERS + 1];
};

G_DEFINE_FINAL_TYPE (GkTableViewModel, gk_table_view_model, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_DRAFT,
  PROP_GAME,
  PROP_TABLE,
  PROP_CLOSED,
  PROP_ROUND_TEXT,
  PROP_TURN_TEXT,
  PROP_TURN_PLAYER,
  PROP_ENDING_TEXT,
  PROP_STEPS,
  PROP_NAMES,
  PROP_POINTS,
  PROP_SHOW_SCORES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the texts ---- */

/* Takes @value; notifies @prop when it differs from what @field held. */
static void
take_string (GkTableViewModel  *self,
             char             **field,
             char              *value,
             guint              prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
take_strv (GkTableViewModel  *self,
           GStrv             *field,
           GStrv              value,
           guint              prop)
{
  if (*field != NULL && value != NULL
      && g_strv_equal ((const char * const *) *field, (const char * const *) value))
    {
      g_strfreev (value);
      return;
    }
  g_strfreev (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static char *
round_text (const GkTable *table)
{
  if (gk_table_is_game_over (table))
    return g_strdup_printf (_("Round %u"), gk_table_get_round (table));
  return gk_format_round_line (table);
}

static char *
turn_text (const GkTable *table,
           gint           player)
{
  g_autofree char *name = NULL;

  if (gk_table_is_game_over (table) || player == GK_NO_PLAYER)
    return g_strdup (_("The game is over."));
  if (player == GK_PLAYER_HAL)
    /* TRANSLATORS: the heading of the solo opponent's move; use its name in your
     * language (Hungarian "Hal lép", Russian "Ход Гоши") */
    return g_strdup (_("HAL’s Turn"));
  name = gk_format_player_name (table, player);
  /* TRANSLATORS: the table view's heading: the player whose move is
   * entered next ("Anna’s Turn"); the solo opponent's is "HAL’s Turn" */
  return g_strdup_printf (_("%s’s Turn"), name);
}

/* The steps of the move being entered while it has a preview of this
 * table, else what is left to do between moves: as the play page. */
static GStrv
steps_now (GkTableViewModel *self,
           const GkTable    *table)
{
  const GkPreview *preview = self->draft != NULL ? gk_move_draft_get_preview (self->draft) : NULL;

  if (preview != NULL && gk_move_draft_get_table (self->draft) == table)
    return gk_steps_for_preview (table, preview);
  return gk_steps_between (table, gk_game_get_last_effects (self->game));
}

static void
update_scores (GkTableViewModel *self,
               const GkTable    *table)
{
  guint n = gk_table_get_n_players (table);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) points = g_strv_builder_new ();
  guint rows = 0;

  for (guint i = 0; i <= n && i <= GK_MAX_PLAYERS; i++)
    {
      gint seat = i < n ? (gint) i : GK_PLAYER_HAL;
      guint p;
      g_autofree char *name = NULL;
      g_autofree char *text = NULL;

      if (i == n && gk_table_get_variant (table) != GK_VARIANT_SOLO)
        break;
      p = gk_table_get_points (table, seat);
      name = gk_format_player_name (table, seat);
      text = g_strdup_printf (ngettext ("%u point", "%u points", p), p);
      g_strv_builder_add (names, name);
      g_strv_builder_add (points, text);
      self->seats[rows++] = seat;
    }
  take_strv (self, &self->names, g_strv_builder_end (names), PROP_NAMES);
  take_strv (self, &self->points, g_strv_builder_end (points), PROP_POINTS);
}

static void
update (GkTableViewModel *self)
{
  const GkTable *table = self->game != NULL ? gk_game_get_table (self->game) : NULL;
  gint player;

  g_object_freeze_notify (G_OBJECT (self));
  if (table == NULL)
    {
      take_string (self, &self->round_text, NULL, PROP_ROUND_TEXT);
      take_string (self, &self->turn_text, NULL, PROP_TURN_TEXT);
      take_string (self, &self->ending_text, NULL, PROP_ENDING_TEXT);
      take_strv (self, &self->steps, NULL, PROP_STEPS);
      take_strv (self, &self->names, NULL, PROP_NAMES);
      take_strv (self, &self->points, NULL, PROP_POINTS);
      player = GK_NO_PLAYER;
    }
  else
    {
      player = gk_table_is_game_over (table) ? GK_NO_PLAYER : gk_table_get_next_player (table);
      take_string (self, &self->round_text, round_text (table), PROP_ROUND_TEXT);
      take_string (self, &self->turn_text, turn_text (table, player), PROP_TURN_TEXT);
      take_string (self, &self->ending_text,
                   !gk_table_is_game_over (table) && gk_table_is_last_round (table)
                   ? g_strdup (_("This is the last round.")) : NULL,
                   PROP_ENDING_TEXT);
      take_strv (self, &self->steps, steps_now (self, table), PROP_STEPS);
      update_scores (self, table);
    }
  if (self->turn_player != player)
    {
      self->turn_player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_PLAYER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* ---- what it follows ---- */

/* A move pushed, undone or redone: a new table. */
static void
game_changed (GkTableViewModel *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
  update (self);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
close_view (GkTableViewModel *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  update (self);
  self->closed = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOSED]);
}

/* Another game, or none: the view was of the one before. */
static void
session_game_changed (GkTableViewModel *self)
{
  if (!self->closed && gk_session_get_game (self->session) != self->game)
    close_view (self);
}

static void
gk_table_view_model_constructed (GObject *object)
{
  GkTableViewModel *self = GK_TABLE_VIEW_MODEL (object);

  G_OBJECT_CLASS (gk_table_view_model_parent_class)->constructed (object);

  self->game = gk_session_get_game (self->session);
  if (self->game == NULL)
    {
      self->closed = TRUE;
      return;
    }
  g_object_ref (self->game);
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (session_game_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed), self,
                           G_CONNECT_SWAPPED);
  if (self->draft != NULL)
    g_signal_connect_object (self->draft, "changed", G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
  update (self);
}

/* ---- public ---- */

GkTableViewModel *
gk_table_view_model_new (GkSession   *session,
                         GkMoveDraft *draft)
{
  g_return_val_if_fail (GK_IS_SESSION (session), NULL);
  g_return_val_if_fail (draft == NULL || GK_IS_MOVE_DRAFT (draft), NULL);

  return g_object_new (GK_TYPE_TABLE_VIEW_MODEL, "session", session, "draft", draft, NULL);
}

GkGame *
gk_table_view_model_get_game (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return self->game;
}

const GkTable *
gk_table_view_model_get_table (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return self->game != NULL ? gk_game_get_table (self->game) : NULL;
}

gboolean
gk_table_view_model_get_closed (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), TRUE);
  return self->closed;
}

const char *
gk_table_view_model_get_round_text (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return self->round_text;
}

const char *
gk_table_view_model_get_turn_text (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return self->turn_text;
}

gint
gk_table_view_model_get_turn_player (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), GK_NO_PLAYER);
  return self->turn_player;
}

const char *
gk_table_view_model_get_ending_text (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return self->ending_text;
}

const char * const *
gk_table_view_model_get_steps (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return (const char * const *) self->steps;
}

const char * const *
gk_table_view_model_get_names (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return (const char * const *) self->names;
}

const char * const *
gk_table_view_model_get_points (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), NULL);
  return (const char * const *) self->points;
}

gint
gk_table_view_model_get_seat (GkTableViewModel *self,
                              guint             row)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), GK_NO_PLAYER);
  g_return_val_if_fail (self->names != NULL && row < g_strv_length (self->names), GK_NO_PLAYER);
  return self->seats[row];
}

gboolean
gk_table_view_model_get_show_scores (GkTableViewModel *self)
{
  g_return_val_if_fail (GK_IS_TABLE_VIEW_MODEL (self), FALSE);
  return self->show_scores;
}

void
gk_table_view_model_set_show_scores (GkTableViewModel *self,
                                     gboolean          show)
{
  g_return_if_fail (GK_IS_TABLE_VIEW_MODEL (self));

  show = !!show;
  if (self->show_scores == show)
    return;
  self->show_scores = show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SCORES]);
}

/* ---- GObject ---- */

static void
gk_table_view_model_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  GkTableViewModel *self = GK_TABLE_VIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_DRAFT:
      g_value_set_object (value, self->draft);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_TABLE:
      g_value_set_pointer (value, (gpointer) gk_table_view_model_get_table (self));
      break;
    case PROP_CLOSED:
      g_value_set_boolean (value, self->closed);
      break;
    case PROP_ROUND_TEXT:
      g_value_set_string (value, self->round_text);
      break;
    case PROP_TURN_TEXT:
      g_value_set_string (value, self->turn_text);
      break;
    case PROP_TURN_PLAYER:
      g_value_set_int (value, self->turn_player);
      break;
    case PROP_ENDING_TEXT:
      g_value_set_string (value, self->ending_text);
      break;
    case PROP_STEPS:
      g_value_set_boxed (value, self->steps);
      break;
    case PROP_NAMES:
      g_value_set_boxed (value, self->names);
      break;
    case PROP_POINTS:
      g_value_set_boxed (value, self->points);
      break;
    case PROP_SHOW_SCORES:
      g_value_set_boolean (value, self->show_scores);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_view_model_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  GkTableViewModel *self = GK_TABLE_VIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_DRAFT:
      self->draft = g_value_dup_object (value);
      break;
    case PROP_SHOW_SCORES:
      gk_table_view_model_set_show_scores (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_table_view_model_dispose (GObject *object)
{
  GkTableViewModel *self = GK_TABLE_VIEW_MODEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->game);
  g_clear_object (&self->draft);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (gk_table_view_model_parent_class)->dispose (object);
}

static void
gk_table_view_model_finalize (GObject *object)
{
  GkTableViewModel *self = GK_TABLE_VIEW_MODEL (object);

  g_free (self->round_text);
  g_free (self->turn_text);
  g_free (self->ending_text);
  g_strfreev (self->steps);
  g_strfreev (self->names);
  g_strfreev (self->points);

  G_OBJECT_CLASS (gk_table_view_model_parent_class)->finalize (object);
}

static void
gk_table_view_model_class_init (GkTableViewModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = gk_table_view_model_constructed;
  object_class->dispose = gk_table_view_model_dispose;
  object_class->finalize = gk_table_view_model_finalize;
  object_class->get_property = gk_table_view_model_get_property;
  object_class->set_property = gk_table_view_model_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, GK_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRAFT] =
    g_param_spec_object ("draft", NULL, NULL, GK_TYPE_MOVE_DRAFT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, GK_TYPE_GAME, flags);
  /* The GkTable shown, owned by the game; notified after every move. */
  properties[PROP_TABLE] = g_param_spec_pointer ("table", NULL, NULL, flags);
  properties[PROP_CLOSED] = g_param_spec_boolean ("closed", NULL, NULL, FALSE, flags);
  properties[PROP_ROUND_TEXT] = g_param_spec_string ("round-text", NULL, NULL, NULL, flags);
  properties[PROP_TURN_TEXT] = g_param_spec_string ("turn-text", NULL, NULL, NULL, flags);
  properties[PROP_TURN_PLAYER] = g_param_spec_int ("turn-player", NULL, NULL, G_MININT, G_MAXINT,
                                                   GK_NO_PLAYER, flags);
  properties[PROP_ENDING_TEXT] = g_param_spec_string ("ending-text", NULL, NULL, NULL, flags);
  properties[PROP_STEPS] = g_param_spec_boxed ("steps", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_NAMES] = g_param_spec_boxed ("names", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_POINTS] = g_param_spec_boxed ("points", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_SHOW_SCORES] =
    g_param_spec_boolean ("show-scores", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_table_view_model_init (GkTableViewModel *self)
{
  self->turn_player = GK_NO_PLAYER;
}
