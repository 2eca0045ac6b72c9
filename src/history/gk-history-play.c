/* gk-history-play.c: one finished game as the history keeps it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-history-play.h"
#include "gk-sheet-file.h"
#include "gk-sheet-score.h"

G_STATIC_ASSERT (GK_HISTORY_SEAT_HAL >= GK_HISTORY_MAX_SEATS);

static void
clear_player (gpointer data)
{
  GkHistoryPlayer *player = data;

  g_clear_pointer (&player->name, g_free);
  g_clear_pointer (&player->person, g_free);
  g_clear_pointer (&player->categories, g_free);
}

GkHistoryPlay *
gk_history_play_new (void)
{
  GkHistoryPlay *play = g_new0 (GkHistoryPlay, 1);

  play->game = g_strdup (GK_HISTORY_GAME_GINKGOPOLIS);
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
  g_free (play->game);
  g_strfreev (play->categories);
  g_free (play->file);
  g_free (play->id);
  g_free (play->location);
  g_free (play->note);
  g_array_unref (play->players);
  g_strfreev (play->expansions);
  g_free (play);
}

/* Each player's time for their actions, and the play's: from the time each
 * move was confirmed (game-file.md, "The play"). */
static void
add_times (GkHistoryPlay *play,
           GkGame        *game)
{
  guint cursor = gk_game_get_cursor (game);
  GkTime last = gk_game_get_play (game)->started;

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
      if (move->at.set)
        last = move->at;
      if (move->has_returns && move->returns_at.set)
        last = move->returns_at;
    }
  play->duration = gk_game_get_playing_time (game, NULL);
}

/* What a game and a score sheet share: the file, the record's id (else
 * @content_id, taken), times, place and note; the file's times, @started
 * and @finished, where the record has none. */
static void
take_record (GkHistoryPlay      *play,
             const char         *file,
             const GkPlayRecord *record,
             char               *content_id,
             gint64              started,
             gint64              finished)
{
  play->file = g_strdup (file);
  play->id = g_strdup (record->id);
  if (play->id == NULL)
    {
      play->id = g_steal_pointer (&content_id);
      play->id_derived = TRUE;
    }
  g_free (content_id);
  play->times_derived = !record->started.set && !record->finished.set;
  play->started = record->started.set ? record->started.usec / G_USEC_PER_SEC : started;
  play->finished = record->finished.set ? record->finished.usec / G_USEC_PER_SEC : finished;
  if (play->started > play->finished && !record->started.set)
    play->started = play->finished;
  if (record->started.set || record->finished.set)
    {
      const GkTime *when = record->started.set ? &record->started : &record->finished;

      play->utc_offset = when->offset;
      play->offset_known = !when->offset_unknown;
    }
  play->location = g_strdup (record->location);
  play->note = g_strdup (record->note);
}

/* The core's seat as the history numbers it: the solo opponent apart. */
static gint
history_seat (gint seat)
{
  return seat == GK_PLAYER_HAL ? GK_HISTORY_SEAT_HAL : seat;
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
  guint64 winners;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (GK_IS_GAME (game), NULL);

  table = gk_game_get_table (game);
  if (!gk_table_is_game_over (table))
    return NULL;

  score = gk_score_compute (table);
  record = gk_game_get_play (game);
  play = gk_history_play_new ();
  take_record (play, file, record, record->id == NULL ? gk_game_get_content_id (game) : NULL,
               started, finished);
  play->n_players = gk_table_get_n_players (table);
  play->variant = gk_table_get_variant (table);
  play->solo_level = gk_game_get_setup (game)->solo_level;
  play->rounds = gk_table_get_round (table);
  play->end_trigger = gk_table_get_end_trigger (table, &play->end_player);
  if (play->end_trigger != GK_END_RESOURCES)
    play->end_player = GK_NO_PLAYER;
  else
    play->end_player = history_seat (play->end_player);

  winners = gk_score_winners (score);
  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *s = &score->players[i];
      GkHistoryPlayer p = { 0 };

      p.seat = history_seat (s->player);
      p.name = s->player == GK_PLAYER_HAL ? NULL
                                          : g_strdup (gk_table_get_player_name (table, s->player));
      p.anonymous = s->player != GK_PLAYER_HAL
                    && *gk_table_get_player_typed_name (table, s->player) == '\0';
      p.person = g_strdup (s->player == GK_PLAYER_HAL
                           ? GK_PERSON_HAL : gk_play_record_get_person (record, (guint) s->player));
      p.colour = gk_table_get_player_colour (table, s->player);
      p.tokens = s->tokens;
      p.cards = s->cards;
      p.renewal = s->renewal;
      p.districts = s->districts;
      p.total = s->total;
      p.rank = s->rank;
      p.winner = (winners & (G_GUINT64_CONSTANT (1) << i)) != 0;
      g_array_append_val (play->players, p);
    }
  add_times (play, game);

  return g_steal_pointer (&play);
}

/* The ids of the modules among @modules, in @game's order; NULL for none. */
static char **
sheet_expansions (const GkSheetGame *game,
                  guint              modules)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean any = FALSE;

  for (guint m = 0; m < game->n_modules; m++)
    if (modules & (1u << m))
      {
        g_strv_builder_add (builder, game->modules[m].id);
        any = TRUE;
      }
  return any ? g_strv_builder_end (builder) : NULL;
}

GkHistoryPlay *
gk_history_play_new_from_sheet (const char *file,
                                gint64      started,
                                gint64      finished,
                                GkSheet    *sheet)
{
  g_autoptr(GkHistoryPlay) play = NULL;
  g_autoptr(GkSheetScore) score = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (guint));
  const GkPlayRecord *record;
  const GkSheetGame *game;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (sheet != NULL, NULL);

  record = gk_sheet_get_play (sheet);
  if (!record->finished.set)
    return NULL;

  game = gk_sheet_get_game (sheet);
  score = gk_sheet_score_compute (sheet);
  play = gk_history_play_new ();
  g_free (play->game);
  play->game = g_strdup (game->id);
  take_record (play, file, record, record->id == NULL ? gk_sheet_file_get_content_id (sheet)
                                                      : NULL,
               started, finished);
  /* A sheet says when it was begun and finished, not how long the play
   * took: players may fill it in only at the end. */
  play->duration = -1;
  play->n_players = gk_sheet_get_n_players (sheet);
  play->variant = GK_VARIANT_STANDARD;
  play->end_trigger = GK_END_NONE;

  /* The categories of the pad its expansions show. */
  for (guint c = 0; c < game->n_categories; c++)
    if (gk_sheet_game_category_enabled (game, c, gk_sheet_get_modules (sheet)))
      {
        g_ptr_array_add (ids, g_strdup (game->categories[c].id));
        g_array_append_val (shown, c);
      }
  g_ptr_array_add (ids, NULL);
  play->categories = (char **) g_ptr_array_steal (ids, NULL);
  play->expansions = sheet_expansions (game, gk_sheet_get_modules (sheet));

  for (guint seat = 0; seat < score->n_players; seat++)
    {
      GkHistoryPlayer p = { 0 };
      g_autofree char *unnamed = gk_sheet_player_id (seat);

      p.seat = (gint) seat;
      p.name = g_strdup (gk_sheet_get_player_name (sheet, seat));
      /* An unnamed seat keeps its id as its name. */
      p.anonymous = g_strcmp0 (p.name, unnamed) == 0;
      p.person = g_strdup (gk_play_record_get_person (record, seat));
      p.colour = GK_HISTORY_NO_COLOUR;
      p.total = score->totals[seat];
      p.rank = score->ranks[seat];
      p.winner = (gk_sheet_score_winners (score) & (G_GUINT64_CONSTANT (1) << seat)) != 0;
      p.categories = g_new0 (gint, MAX (shown->len, 1));
      for (guint k = 0; k < shown->len; k++)
        p.categories[k] = gk_sheet_score_get (score, seat, g_array_index (shown, guint, k));
      g_array_append_val (play->players, p);
    }
  return g_steal_pointer (&play);
}

gboolean
gk_history_play_is_sheet (const GkHistoryPlay *play)
{
  g_return_val_if_fail (play != NULL, FALSE);

  return g_strcmp0 (play->game, GK_HISTORY_GAME_GINKGOPOLIS) != 0;
}

const char *
gk_history_game_name (const char *game)
{
  const GkSheetGame *sheet_game;

  g_return_val_if_fail (game != NULL, NULL);

  if (g_str_equal (game, GK_HISTORY_GAME_GINKGOPOLIS))
    /* TRANSLATORS: the board game's name, as its box says it */
    return _("Ginkgopolis");
  sheet_game = gk_sheet_game_lookup (game);
  return sheet_game != NULL ? _(sheet_game->name) : game;
}

const char *
gk_history_category_name (const char *game,
                          const char *id)
{
  const GkSheetGame *sheet_game;

  g_return_val_if_fail (id != NULL, NULL);

  sheet_game = game != NULL ? gk_sheet_game_lookup (game) : NULL;
  for (guint c = 0; sheet_game != NULL && c < sheet_game->n_categories; c++)
    if (g_str_equal (sheet_game->categories[c].id, id))
      return gk_sheet_game_category_name (sheet_game, c);
  return id;
}

const char *
gk_history_play_get_game_name (const GkHistoryPlay *play)
{
  g_return_val_if_fail (play != NULL, NULL);

  return gk_history_game_name (play->game);
}

guint
gk_history_play_get_n_categories (const GkHistoryPlay *play)
{
  g_return_val_if_fail (play != NULL, 0);

  return play->categories != NULL ? g_strv_length (play->categories) : 0;
}

gint
gk_history_play_find_category (const GkHistoryPlay *play,
                               const char          *id)
{
  g_return_val_if_fail (play != NULL, -1);
  g_return_val_if_fail (id != NULL, -1);

  for (guint c = 0; play->categories != NULL && play->categories[c] != NULL; c++)
    if (g_str_equal (play->categories[c], id))
      return (gint) c;
  return -1;
}

gboolean
gk_history_player_is_hal (const GkHistoryPlayer *player)
{
  g_return_val_if_fail (player != NULL, FALSE);

  return player->seat == GK_HISTORY_SEAT_HAL;
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

  if (player->seat == GK_HISTORY_SEAT_HAL || player->name == NULL)
    /* TRANSLATORS: the solo game's virtual opponent; Hungarian "Hal", Russian "Гоша" */
    return _("HAL");
  return player->name;
}

char *
gk_history_seat_to_string (gint seat)
{
  if (seat == GK_HISTORY_SEAT_HAL)
    return g_strdup ("hal");
  g_return_val_if_fail (seat >= 0 && seat < GK_HISTORY_MAX_SEATS, NULL);
  return g_strdup_printf ("p%d", seat + 1);
}

gboolean
gk_history_seat_from_string (const char *str,
                             gint       *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (g_strcmp0 (str, "hal") == 0)
    *out = GK_HISTORY_SEAT_HAL;
  else if (str != NULL && str[0] == 'p' && str[1] >= '1' && str[1] < '1' + GK_HISTORY_MAX_SEATS
           && str[2] == '\0')
    *out = str[1] - '1';
  else
    return FALSE;
  return TRUE;
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
