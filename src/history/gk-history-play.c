/* gk-history-play.c: one finished game as the history keeps it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-history-play.h"

static void
clear_player (gpointer data)
{
  GkHistoryPlayer *player = data;

  g_clear_pointer (&player->name, g_free);
  g_clear_pointer (&player->person, g_free);
}

GkHistoryPlay *
gk_history_play_new (void)
{
  GkHistoryPlay *play = g_new0 (GkHistoryPlay, 1);

  play->end_player = GK_NO_PLAYER;
  play->duration = -1;
  play->players = g_array_new (FALSE, TRUE, sizeof (GkHistoryPlayer));
  g_array_set_clear_func (play->players, clear_player);
  return play;
}

void
gk_history_play_free (GkHistoryPlay *play)
{
  if (play == NULL)
    return;
  g_free (play->file);
  g_free (play->id);
  g_free (play->location);
  g_free (play->note);
  g_array_unref (play->players);
  g_free (play);
}

GkHistoryPlay *
gk_history_play_copy (const GkHistoryPlay *play)
{
  GkHistoryPlay *copy;

  g_return_val_if_fail (play != NULL, NULL);

  copy = gk_history_play_new ();
  g_array_unref (copy->players);
  *copy = *play;
  copy->file = g_strdup (play->file);
  copy->id = g_strdup (play->id);
  copy->location = g_strdup (play->location);
  copy->note = g_strdup (play->note);
  copy->players = g_array_sized_new (FALSE, TRUE, sizeof (GkHistoryPlayer), play->players->len);
  g_array_set_clear_func (copy->players, clear_player);
  for (guint i = 0; i < play->players->len; i++)
    {
      GkHistoryPlayer p = g_array_index (play->players, GkHistoryPlayer, i);

      p.name = g_strdup (p.name);
      p.person = g_strdup (p.person);
      g_array_append_val (copy->players, p);
    }
  return copy;
}

/* Each player's time for their actions, and the play's: from the time each
 * move was confirmed (game-file.md, "The play"). */
static void
add_times (GkHistoryPlay *play,
           GkGame        *game)
{
  const GkPlayRecord *record = gk_game_get_play (game);
  guint cursor = gk_game_get_cursor (game);
  g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (GkTime));
  GkTime last = record->started;

  g_array_append_val (times, record->started);
  for (guint i = 0; i < cursor; i++)
    {
      const GkMove *move = gk_game_get_move (game, i);
      gint64 turn = gk_play_turn_seconds (&last, &move->at);

      if (move->kind == GK_MOVE_ACTION && turn >= 0)
        for (guint k = 0; k < play->players->len; k++)
          {
            GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, k);

            if (p->seat == move->player && move->player != GK_PLAYER_HAL)
              {
                p->timed_turns++;
                p->turn_seconds += turn;
              }
          }
      g_array_append_val (times, move->at);
      if (move->at.set)
        last = move->at;
      if (move->has_returns)
        {
          g_array_append_val (times, move->returns_at);
          if (move->returns_at.set)
            last = move->returns_at;
        }
    }
  play->duration = gk_play_duration ((const GkTime *) times->data, times->len);
}

GkHistoryPlay *
gk_history_play_new_from_game (const char *file,
                               gint64      started,
                               gint64      finished,
                               GkGame     *game)
{
  g_autoptr(GkHistoryPlay) play = NULL;
  g_autoptr(GkScore) score = NULL;
  const GkPlayRecord *record;
  const GkTable *table;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (GK_IS_GAME (game), NULL);

  table = gk_game_get_table (game);
  if (!gk_table_is_game_over (table))
    return NULL;

  score = gk_score_compute (table);
  record = gk_game_get_play (game);
  play = gk_history_play_new ();
  play->file = g_strdup (file);
  play->id = g_strdup (record->id);
  if (play->id == NULL)
    {
      play->id = gk_game_get_content_id (game);
      play->id_derived = TRUE;
    }
  play->started = record->started.set ? record->started.usec / G_USEC_PER_SEC : started;
  play->finished = record->finished.set ? record->finished.usec / G_USEC_PER_SEC : finished;
  if (play->started > play->finished && !record->started.set)
    play->started = play->finished;
  play->utc_offset = record->started.set ? record->started.offset
                     : record->finished.set ? record->finished.offset : 0;
  play->location = g_strdup (record->location);
  play->note = g_strdup (record->note);
  play->n_players = gk_table_get_n_players (table);
  play->variant = gk_table_get_variant (table);
  play->solo_level = gk_game_get_setup (game)->solo_level;
  play->rounds = gk_table_get_round (table);
  play->end_trigger = gk_table_get_end_trigger (table, &play->end_player);
  if (play->end_trigger != GK_END_RESOURCES)
    play->end_player = GK_NO_PLAYER;

  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *s = &score->players[i];
      GkHistoryPlayer p = { 0 };

      p.seat = s->player;
      p.name = s->player == GK_PLAYER_HAL ? NULL
                                          : g_strdup (gk_table_get_player_name (table, s->player));
      p.person = g_strdup (s->player == GK_PLAYER_HAL
                           ? GK_PERSON_HAL : gk_play_record_get_person (record, (guint) s->player));
      p.colour = gk_table_get_player_colour (table, s->player);
      p.tokens = s->tokens;
      p.cards = s->cards;
      p.renewal = s->renewal;
      p.districts = s->districts;
      p.total = s->total;
      p.rank = s->rank;
      p.winner = s->rank == 1;
      g_array_append_val (play->players, p);
    }
  add_times (play, game);

  return g_steal_pointer (&play);
}

const GkHistoryPlayer *
gk_history_play_get_player (const GkHistoryPlay *play,
                            gint                 seat)
{
  g_return_val_if_fail (play != NULL, NULL);

  for (guint i = 0; i < play->players->len; i++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);

      if (p->seat == seat)
        return p;
    }
  return NULL;
}

const char *
gk_history_player_get_display_name (const GkHistoryPlayer *player)
{
  g_return_val_if_fail (player != NULL, NULL);

  if (player->seat == GK_PLAYER_HAL || player->name == NULL)
    /* TRANSLATORS: the solo game's virtual opponent; Hungarian "Hal", Russian "Гоша" */
    return _("HAL");
  return player->name;
}

const char *
gk_history_variant_to_string (GkVariant variant)
{
  return variant == GK_VARIANT_SOLO ? "solo" : "standard";
}

gboolean
gk_history_variant_from_string (const char *str,
                                GkVariant  *out)
{
  if (g_strcmp0 (str, "standard") == 0)
    *out = GK_VARIANT_STANDARD;
  else if (g_strcmp0 (str, "solo") == 0)
    *out = GK_VARIANT_SOLO;
  else
    return FALSE;
  return TRUE;
}

const char *
gk_history_solo_level_to_string (GkSoloLevel level)
{
  return level == GK_SOLO_EXPERT ? "expert" : "normal";
}

gboolean
gk_history_solo_level_from_string (const char  *str,
                                   GkSoloLevel *out)
{
  if (g_strcmp0 (str, "normal") == 0 || str == NULL || *str == '\0')
    *out = GK_SOLO_NORMAL;
  else if (g_strcmp0 (str, "expert") == 0)
    *out = GK_SOLO_EXPERT;
  else
    return FALSE;
  return TRUE;
}

const char *
gk_history_end_to_string (GkEndTrigger trigger)
{
  switch (trigger)
    {
    case GK_END_TILES:
      return "tiles";
    case GK_END_RESOURCES:
      return "resources";
    case GK_END_OPPONENT_CANNOT_PAY:
      return "hal-cannot-pay";
    case GK_END_NONE:
    default:
      return "none";
    }
}

gboolean
gk_history_end_from_string (const char   *str,
                            GkEndTrigger *out)
{
  if (g_strcmp0 (str, "tiles") == 0)
    *out = GK_END_TILES;
  else if (g_strcmp0 (str, "resources") == 0)
    *out = GK_END_RESOURCES;
  else if (g_strcmp0 (str, "hal-cannot-pay") == 0)
    *out = GK_END_OPPONENT_CANNOT_PAY;
  else if (g_strcmp0 (str, "none") == 0)
    *out = GK_END_NONE;
  else
    return FALSE;
  return TRUE;
}

char *
gk_history_name_key (const char *name)
{
  g_autofree char *normal = NULL;
  g_autofree char *folded = NULL;
  GString *out;
  gboolean space = FALSE;

  g_return_val_if_fail (name != NULL, NULL);

  normal = g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE);
  if (normal == NULL)
    return g_strdup ("");
  folded = g_utf8_casefold (normal, -1);
  out = g_string_new (NULL);
  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}
