/* test-history-stats.c: the figures from the index are the files' figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gk-history-index.h"
#include "gk-history-stats.h"
#include "gk-history-stats-private.h"
#include "gk-history-test-util.h"
#include "gk-sheet-score.h"

#define N_GAMES   60
#define BASE_TIME G_GINT64_CONSTANT (1767225600)

typedef struct
{
  guint   games;
  guint   wins;
  guint64 sum;
  guint   best;
  gdouble share[GK_N_COMPONENTS];
  gint64  last;
} Expected;

/* Straight from the games, with the score API, no index involved. */
static GHashTable *
expected_from_games (GPtrArray *games,
                     gdouble   *average_winning)
{
  GHashTable *people = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint plays[GK_MAX_PLAYERS + 1] = { 0 };
  guint64 winning[GK_MAX_PLAYERS + 1] = { 0 };

  for (guint g = 0; g < games->len; g++)
    {
      const GkTable *table = gk_game_get_table (g_ptr_array_index (games, g));
      g_autoptr(GkScore) score = gk_score_compute (table);
      guint best = 0;

      for (guint i = 0; i < score->n_players; i++)
        {
          const GkPlayerScore *s = &score->players[i];
          g_autofree char *key = gk_history_person_id (NULL, gk_table_get_player_name (table,
                                                                                   s->player),
                                                       NULL);
          Expected *e = g_hash_table_lookup (people, key);

          if (e == NULL)
            {
              e = g_new0 (Expected, 1);
              g_hash_table_insert (people, g_strdup (key), e);
            }
          e->games++;
          e->wins += s->rank == 1;
          e->sum += s->total;
          e->best = MAX (e->best, s->total);
          e->share[GK_COMPONENT_TOKENS] += (gdouble) s->tokens / s->total;
          e->share[GK_COMPONENT_CARDS] += (gdouble) s->cards / s->total;
          e->share[GK_COMPONENT_RENEWAL] += (gdouble) s->renewal / s->total;
          e->share[GK_COMPONENT_DISTRICTS] += (gdouble) s->districts / s->total;
          e->last = BASE_TIME + 3600 * (gint64) g;
          best = MAX (best, s->total);
        }
      plays[score->n_players]++;
      winning[score->n_players] += best;
    }
  for (guint n = 0; n <= GK_MAX_PLAYERS; n++)
    average_winning[n] = plays[n] > 0 ? (gdouble) winning[n] / plays[n] : 0.0;
  return people;
}

static void
test_stats_match_files (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, N_GAMES, 99, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GkHistoryStats) stats = NULL;
  g_autoptr(GHashTable) expected = NULL;
  g_autoptr(GError) error = NULL;
  gdouble average_winning[GK_MAX_PLAYERS + 1];
  GHashTableIter iter;
  gpointer key, value;

  g_assert_true (gk_history_index_open (index, NULL, &error));
  plays = gk_history_index_list_plays (index, &error);
  g_assert_no_error (error);
  stats = gk_history_stats_compute (plays, NULL);
  expected = expected_from_games (games, average_winning);

  g_assert_cmpuint (stats->n_plays, ==, N_GAMES);
  /* Seven people, however they spelled their names. */
  g_assert_cmpuint (stats->people->len, ==, GK_HISTORY_TEST_N_PEOPLE);
  g_assert_cmpuint (g_hash_table_size (expected), ==, GK_HISTORY_TEST_N_PEOPLE);

  g_hash_table_iter_init (&iter, expected);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const Expected *e = value;
      const GkHistoryPersonStats *person = gk_history_stats_find_person (stats, key);

      g_assert_nonnull (person);
      g_assert_cmpuint (person->games, ==, e->games);
      g_assert_cmpuint (person->wins, ==, e->wins);
      g_assert_cmpfloat_with_epsilon (person->win_rate, (gdouble) e->wins / e->games, 1e-9);
      g_assert_cmpfloat_with_epsilon (person->average, (gdouble) e->sum / e->games, 1e-9);
      g_assert_cmpuint (person->best, ==, e->best);
      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        g_assert_cmpfloat_with_epsilon (person->share[c], e->share[c] / e->games, 1e-9);
      g_assert_cmpuint (person->scores->len, ==, e->games);
      g_assert_cmpint (g_array_index (person->scores, GkHistoryPoint, e->games - 1).finished,
                       ==, e->last);
    }

  for (guint n = 2; n <= GK_MAX_PLAYERS; n++)
    g_assert_cmpfloat_with_epsilon (stats->counts[n].average_winning, average_winning[n], 1e-9);

  gk_history_test_remove_tree (dir);
}

static GkHistoryPlay *
solo_play (GkSoloLevel level,
           guint       mine,
           guint       hal)
{
  GkHistoryPlay *play = gk_history_play_new ();
  GkHistoryPlayer me = { g_strdup ("Anna"), GK_PLAYER_COLOUR_WHITE, 0 };
  GkHistoryPlayer opponent = { NULL, GK_PLAYER_COLOUR_BLACK, GK_HISTORY_SEAT_HAL };

  play->file = g_strdup_printf ("solo-%u-%u.ginkgo", mine, hal);
  play->n_players = 1;
  play->variant = GK_VARIANT_SOLO;
  play->solo_level = level;
  me.total = mine;
  opponent.total = hal;
  me.rank = mine >= hal ? 1 : 2;
  opponent.rank = hal >= mine ? 1 : 2;
  me.winner = me.rank == 1;
  opponent.winner = opponent.rank == 1;
  g_array_append_val (play->players, me);
  g_array_append_val (play->players, opponent);
  return play;
}

static void
test_solo_record (void)
{
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  g_autoptr(GkHistoryStats) stats = NULL;
  GkHistoryFilter expert = { NULL, 0, GK_HISTORY_VARIANT_SOLO_EXPERT };
  GkHistoryFilter standard = { NULL, 0, GK_HISTORY_VARIANT_STANDARD };

  g_ptr_array_add (plays, solo_play (GK_SOLO_NORMAL, 70, 60));
  g_ptr_array_add (plays, solo_play (GK_SOLO_NORMAL, 50, 60));
  g_ptr_array_add (plays, solo_play (GK_SOLO_EXPERT, 80, 80));
  g_ptr_array_add (plays, solo_play (GK_SOLO_EXPERT, 90, 85));
  g_ptr_array_add (plays, solo_play (GK_SOLO_EXPERT, 40, 85));
  stats = gk_history_stats_compute (plays, NULL);

  g_assert_cmpuint (stats->solo[GK_SOLO_NORMAL].plays, ==, 2);
  g_assert_cmpuint (stats->solo[GK_SOLO_NORMAL].wins, ==, 1);
  g_assert_cmpuint (stats->solo[GK_SOLO_NORMAL].losses, ==, 1);
  g_assert_cmpuint (stats->solo[GK_SOLO_NORMAL].best, ==, 70);
  g_assert_cmpuint (stats->solo[GK_SOLO_EXPERT].plays, ==, 3);
  g_assert_cmpuint (stats->solo[GK_SOLO_EXPERT].wins, ==, 1);
  g_assert_cmpuint (stats->solo[GK_SOLO_EXPERT].ties, ==, 1);
  g_assert_cmpuint (stats->solo[GK_SOLO_EXPERT].losses, ==, 1);
  /* Solo plays are HAL's record, not the multi-player figures. */
  g_assert_cmpuint (stats->people->len, ==, 0);

  g_assert_true (gk_history_filter_match (&expert, plays->pdata[2], NULL));
  g_assert_false (gk_history_filter_match (&expert, plays->pdata[0], NULL));
  g_assert_false (gk_history_filter_match (&standard, plays->pdata[0], NULL));
}

static void
test_filter (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 20, 42, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  g_autoptr(GPtrArray) plays = NULL;
  g_autofree char *vera = gk_history_person_id (NULL, "ВЕРА", NULL);
  g_autoptr(GkHistoryPersonIds) ids = gk_history_person_ids_new (NULL);
  GkHistoryFilter by_vera = { vera, 0, GK_HISTORY_VARIANT_ANY };
  GkHistoryFilter by_vera_once = { vera, 0, GK_HISTORY_VARIANT_ANY, NULL, ids };
  GkHistoryFilter three = { NULL, 3, GK_HISTORY_VARIANT_STANDARD };
  guint with_vera = 0, with_vera_once = 0, of_three = 0;

  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  for (guint g = 0; g < games->len; g++)
    {
      const GkTable *table = gk_game_get_table (games->pdata[g]);

      for (guint p = 0; p < gk_table_get_n_players (table); p++)
        {
          g_autofree char *key = gk_history_person_id (NULL, gk_table_get_player_name (table, p),
                                                       NULL);

          with_vera += g_str_equal (key, vera);
          with_vera_once += g_str_equal (key, vera);
        }
      of_three += gk_table_get_n_players (table) == 3;
    }
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = plays->pdata[i];

      with_vera -= gk_history_filter_match (&by_vera, play, NULL);
      /* The persons worked out once: the same, seat by seat. */
      with_vera_once -= gk_history_filter_match (&by_vera_once, play, NULL);
      of_three -= gk_history_filter_match (&three, play, NULL);
      for (guint p = 0; p < play->players->len; p++)
        {
          const GkHistoryPlayer *seat = &g_array_index (play->players, GkHistoryPlayer, p);
          g_autofree char *id = gk_history_player_person_id (NULL, seat);

          g_assert_cmpstr (gk_history_person_ids_get (ids, seat), ==, id);
        }
    }
  g_assert_cmpuint (with_vera, ==, 0);
  g_assert_cmpuint (with_vera_once, ==, 0);
  g_assert_cmpuint (of_three, ==, 0);
  gk_history_test_remove_tree (dir);
}

typedef struct
{
  guint    games;
  guint    wins;
  gint64   sum;
  gint     best;
  gdouble *share;       /* by the game's categories */
  guint    shared;      /* games that scored anything */
} SheetExpected;

static void
sheet_expected_free (gpointer data)
{
  SheetExpected *e = data;

  g_free (e->share);
  g_free (e);
}

/* Straight from the sheets of @game, with the sheets' score: each
 * person's games, wins, points and the part of each category in the
 * points scored (a category below 0 as none). */
static GHashTable *
expected_from_sheets (GPtrArray         *sheets,
                      const GkSheetGame *game,
                      guint             *n_plays)
{
  GHashTable *people = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              sheet_expected_free);

  *n_plays = 0;
  for (guint i = 0; i < sheets->len; i++)
    {
      GkSheet *sheet = g_ptr_array_index (sheets, i);
      g_autoptr(GkSheetScore) score = NULL;

      if (gk_sheet_get_game (sheet) != game)
        continue;
      (*n_plays)++;
      score = gk_sheet_score_compute (sheet);
      for (guint p = 0; p < score->n_players; p++)
        {
          g_autofree char *id = gk_history_person_id (NULL, gk_sheet_get_player_name (sheet, p),
                                                      gk_play_record_get_person (
                                                        gk_sheet_get_play (sheet), p));
          SheetExpected *e = g_hash_table_lookup (people, id);
          gint64 scored = 0;

          if (e == NULL)
            {
              e = g_new0 (SheetExpected, 1);
              e->share = g_new0 (gdouble, game->n_categories);
              e->best = G_MININT;
              g_hash_table_insert (people, g_strdup (id), e);
            }
          e->games++;
          e->wins += score->ranks[p] == 1;
          e->sum += score->totals[p];
          e->best = MAX (e->best, score->totals[p]);
          for (guint c = 0; c < game->n_categories; c++)
            if (gk_sheet_game_category_enabled (game, c, gk_sheet_get_modules (sheet)))
              scored += MAX (gk_sheet_score_get (score, p, c), 0);
          if (scored <= 0)
            continue;
          e->shared++;
          for (guint c = 0; c < game->n_categories; c++)
            if (gk_sheet_game_category_enabled (game, c, gk_sheet_get_modules (sheet)))
              e->share[c] += (gdouble) MAX (gk_sheet_score_get (score, p, c), 0) / scored;
        }
    }
  return people;
}

/* Each game apart: the plays of one game give its figures, a score
 * sheet's categories their share of the points. */
static void
test_stats_per_game (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 10, 3, BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (games_dir, 30, 4, BASE_TIME + 60,
                                                             3600, NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  g_autoptr(GPtrArray) plays = NULL;
  g_auto(GStrv) listed = NULL;
  const char *const all_games[] = {
    GK_HISTORY_GAME_GINKGOPOLIS, "7-wonders", "underwater-cities", "blueprints", NULL
  };
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  g_assert_cmpuint (plays->len, ==, games->len + sheets->len);
  listed = gk_history_stats_list_games (plays, FALSE);
  g_assert_cmpstrv (listed, all_games);

  for (guint g = 0; g < n_games; g++)
    {
      const GkSheetGame *game = sheet_games[g];
      GkHistoryFilter filter = { NULL, 0, GK_HISTORY_VARIANT_ANY, game->id };
      g_autoptr(GPtrArray) of_game = g_ptr_array_new ();
      g_autoptr(GkHistoryStats) stats = NULL;
      g_autoptr(GHashTable) expected = NULL;
      guint n_plays;
      GHashTableIter iter;
      gpointer key, value;

      for (guint i = 0; i < plays->len; i++)
        if (gk_history_filter_match (&filter, plays->pdata[i], NULL))
          g_ptr_array_add (of_game, plays->pdata[i]);
      stats = gk_history_stats_compute (of_game, NULL);
      expected = expected_from_sheets (sheets, game, &n_plays);
      g_assert_cmpuint (stats->n_plays, ==, n_plays);
      g_assert_cmpuint (stats->people->len, ==, g_hash_table_size (expected));
      /* Every category of the game, in the order of its pad. */
      g_assert_cmpuint (gk_history_stats_get_n_categories (stats), ==, game->n_categories);
      for (guint c = 0; c < game->n_categories; c++)
        g_assert_cmpstr (stats->categories[c], ==, game->categories[c].id);

      g_hash_table_iter_init (&iter, expected);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          const SheetExpected *e = value;
          const GkHistoryPersonStats *person = gk_history_stats_find_person (stats, key);
          gdouble total_share = 0;

          g_assert_nonnull (person);
          g_assert_cmpuint (person->games, ==, e->games);
          g_assert_cmpuint (person->wins, ==, e->wins);
          g_assert_cmpfloat_with_epsilon (person->average, (gdouble) e->sum / e->games, 1e-9);
          g_assert_cmpint (person->best, ==, e->best);
          for (guint c = 0; c < game->n_categories; c++)
            {
              gdouble share = e->shared > 0 ? e->share[c] / e->shared : 0.0;

              g_assert_cmpfloat_with_epsilon (person->category_share[c], share, 1e-9);
              total_share += person->category_share[c];
            }
          if (e->shared > 0)
            g_assert_cmpfloat_with_epsilon (total_share, 1.0, 1e-9);
          /* No Ginkgopolis parts in another game. */
          for (guint c = 0; c < GK_N_COMPONENTS; c++)
            g_assert_cmpfloat (person->share[c], ==, 0.0);
        }
    }

  /* A game's figures with each person in the colour they play Ginkgopolis
   * in (a score sheet has none). */
  {
    g_autoptr(GkHistoryStats) all = gk_history_stats_compute (plays, NULL);
    g_autoptr(GkHistoryStats) seven = gk_history_stats_compute_game (plays, "7-wonders", NULL);
    guint coloured = 0;

    g_assert_cmpstr (seven->game, ==, "7-wonders");
    g_assert_cmpuint (seven->n_plays, ==, sheets->len / n_games);
    for (guint i = 0; i < seven->people->len; i++)
      {
        const GkHistoryPersonStats *person = g_ptr_array_index (seven->people, i);
        const GkHistoryPersonStats *anywhere = gk_history_stats_find_person (all, person->id);

        g_assert_cmpint (person->colour, ==, anywhere->colour);
        coloured += person->colour != 0;
      }
    g_assert_cmpuint (coloured, >, 0);
  }

  /* Ginkgopolis alone: no category, its games only. */
  {
    GkHistoryFilter filter = { NULL, 0, GK_HISTORY_VARIANT_ANY, GK_HISTORY_GAME_GINKGOPOLIS };
    GkHistoryFilter standard = { NULL, 0, GK_HISTORY_VARIANT_STANDARD, NULL };
    GkHistoryFilter solo = { NULL, 0, GK_HISTORY_VARIANT_SOLO, NULL };
    g_autoptr(GPtrArray) of_game = g_ptr_array_new ();
    g_autoptr(GkHistoryStats) stats = NULL;
    guint n_standard = 0, n_solo = 0;

    for (guint i = 0; i < plays->len; i++)
      {
        if (gk_history_filter_match (&filter, plays->pdata[i], NULL))
          g_ptr_array_add (of_game, plays->pdata[i]);
        n_standard += gk_history_filter_match (&standard, plays->pdata[i], NULL);
        n_solo += gk_history_filter_match (&solo, plays->pdata[i], NULL);
      }
    stats = gk_history_stats_compute (of_game, NULL);
    g_assert_cmpuint (stats->n_plays, ==, games->len);
    g_assert_null (stats->categories);
    /* A score sheet is a standard play, never a solo one against HAL. */
    g_assert_cmpuint (n_standard, ==, plays->len);
    g_assert_cmpuint (n_solo, ==, 0);
  }
  gk_history_test_remove_tree (dir);
}

/* One colour per person wherever people are shown: the first with a
 * colour keeps it, the next one who plays it gets the first colour no
 * one before has; once every colour is taken, a person keeps their own. */
static void
test_assign_colours (void)
{
  static const GkPlayerColour played[] = {
    GK_PLAYER_COLOUR_ORANGE, GK_PLAYER_COLOUR_ORANGE, GK_PLAYER_COLOUR_WHITE,
    GK_PLAYER_COLOUR_GREEN, GK_PLAYER_COLOUR_ORANGE, GK_PLAYER_COLOUR_BLACK,
    GK_PLAYER_COLOUR_PURPLE,
  };
  static const GkPlayerColour shown[] = {
    GK_PLAYER_COLOUR_ORANGE, GK_PLAYER_COLOUR_WHITE, GK_PLAYER_COLOUR_GREEN,
    GK_PLAYER_COLOUR_PURPLE, GK_PLAYER_COLOUR_BLACK, GK_PLAYER_COLOUR_BLACK,
    GK_PLAYER_COLOUR_PURPLE,
  };
  g_autoptr(GPtrArray) people = g_ptr_array_new_with_free_func (g_free);

  G_STATIC_ASSERT (GK_N_PLAYER_COLOURS == 5);
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    {
      GkHistoryPersonStats *person = g_new0 (GkHistoryPersonStats, 1);

      person->colour = played[i];
      g_ptr_array_add (people, person);
    }
  gk_history_stats_assign_colours (people);
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (people, i);

      g_assert_cmpint (person->colour, ==, played[i]);
      g_assert_cmpint (person->shown_colour, ==, shown[i]);
    }
}

/* A play of @game: (name, total, rank) for each seat; a NULL name is an
 * unnamed seat. */
static GkHistoryPlay *
rival_play (const char *game,
            guint       n,
            const char *names[],
            const gint  totals[],
            const guint ranks[])
{
  GkHistoryPlay *play = gk_history_play_new ();

  g_free (play->game);
  play->game = g_strdup (game);
  play->n_players = n;
  for (guint j = 0; j < n; j++)
    {
      GkHistoryPlayer p = { 0 };

      p.name = g_strdup (names[j] != NULL ? names[j] : "Player 3");
      p.anonymous = names[j] == NULL;
      p.seat = (gint) j;
      p.total = totals[j];
      p.rank = ranks[j];
      p.winner = ranks[j] == 1;
      g_array_append_val (play->players, p);
    }
  return play;
}

/* Two people of one name who played as often: the same order (and so
 * the same colours) whatever order their plays come in. */
static void
test_namesakes (void)
{
  static const char *names[] = { "Anna", "Béla" };
  static const gint totals[] = { 30, 20 };
  static const guint ranks[] = { 1, 2 };
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                               gk_history_play_free);
  g_autofree char *first_id = NULL;

  for (guint i = 0; i < 6; i++)
    {
      GkHistoryPlay *play = rival_play (GK_HISTORY_GAME_GINKGOPOLIS, 2, names, totals, ranks);
      GkHistoryPlayer *anna = &g_array_index (play->players, GkHistoryPlayer, 0);

      anna->person = g_uuid_string_random ();
      g_ptr_array_add (plays, play);
    }
  for (guint order = 0; order < 4; order++)
    {
      g_autoptr(GPtrArray) other = g_ptr_array_new ();
      g_autoptr(GkHistoryStats) stats = NULL;
      const char *previous = NULL;

      for (guint i = 0; i < plays->len; i++)
        g_ptr_array_add (other, plays->pdata[(i + order * 5) % plays->len]);
      stats = gk_history_stats_compute (other, NULL);
      /* Béla first (six games), then the six Annas by id. */
      g_assert_cmpuint (stats->people->len, ==, 7);
      for (guint i = 1; i < stats->people->len; i++)
        {
          const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

          g_assert_cmpstr (person->name, ==, "Anna");
          if (previous != NULL)
            g_assert_cmpint (strcmp (previous, person->id), <, 0);
          previous = person->id;
        }
      if (first_id == NULL)
        first_id = g_strdup (((GkHistoryPersonStats *) g_ptr_array_index (stats->people, 1))->id);
      g_assert_cmpstr (((GkHistoryPersonStats *) g_ptr_array_index (stats->people, 1))->id, ==,
                       first_id);
    }
}

/* Your record against each other player of a game: the plays you both sat
 * in, who finished ahead, the difference of your totals on average;
 * nobody for an unnamed seat, nothing of another game or of plays you
 * were not at. */
static void
test_rivals (void)
{
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                               gk_history_play_free);
  g_autoptr(GPtrArray) rivals = NULL;
  g_autofree char *anna = gk_history_person_id (NULL, "Anna", NULL);
  g_autofree char *bela = gk_history_person_id (NULL, "Béla", NULL);
  const GkHistoryRivalStats *first, *second;

  g_ptr_array_add (plays, rival_play ("7-wonders", 3, (const char *[]) { "Anna", "Béla", NULL },
                                      (const gint[]) { 50, 40, 30 },
                                      (const guint[]) { 1, 2, 3 }));
  g_ptr_array_add (plays, rival_play ("7-wonders", 2, (const char *[]) { "Béla", "anna " },
                                      (const gint[]) { 45, 30 }, (const guint[]) { 1, 2 }));
  g_ptr_array_add (plays, rival_play ("7-wonders", 2, (const char *[]) { "Anna", "Cili" },
                                      (const gint[]) { 20, 20 }, (const guint[]) { 1, 1 }));
  g_ptr_array_add (plays, rival_play ("7-wonders", 2, (const char *[]) { "Béla", "Cili" },
                                      (const gint[]) { 20, 30 }, (const guint[]) { 2, 1 }));
  g_ptr_array_add (plays, rival_play ("blueprints", 2, (const char *[]) { "Anna", "Béla" },
                                      (const gint[]) { 10, 90 }, (const guint[]) { 2, 1 }));

  rivals = gk_history_stats_compute_rivals (plays, "7-wonders", anna, NULL);
  g_assert_cmpuint (rivals->len, ==, 2);
  first = rivals->pdata[0];
  second = rivals->pdata[1];
  g_assert_cmpstr (first->id, ==, bela);
  g_assert_cmpstr (first->name, ==, "Béla");
  g_assert_cmpuint (first->games, ==, 2);
  g_assert_cmpuint (first->wins, ==, 1);
  g_assert_cmpuint (first->losses, ==, 1);
  g_assert_cmpfloat_with_epsilon (first->difference, -2.5, 1e-9);
  g_assert_cmpstr (second->name, ==, "Cili");
  g_assert_cmpuint (second->games, ==, 1);
  g_assert_cmpuint (second->wins + second->losses, ==, 0);
  g_assert_cmpfloat_with_epsilon (second->difference, 0, 1e-9);

  /* Someone who played none of them. */
  g_clear_pointer (&rivals, g_ptr_array_unref);
  rivals = gk_history_stats_compute_rivals (plays, "7-wonders",
                                            "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b00", NULL);
  g_assert_cmpuint (rivals->len, ==, 0);
}

/* The figures do not depend on the order of the plays: newest first as
 * the index lists them, oldest first, shuffled, or with two plays at one
 * time.  Each person's games, points (oldest first) and the colour
 * played most are the same. */
static void
test_any_order (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 40, 7, BASE_TIME);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GkHistoryStats) newest_first = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  g_assert_true (gk_history_index_open (index, NULL, &error));
  plays = gk_history_index_list_plays (index, &error);
  g_assert_no_error (error);
  newest_first = gk_history_stats_compute (plays, NULL);

  for (guint order = 0; order < 3; order++)
    {
      g_autoptr(GPtrArray) other = g_ptr_array_new ();
      g_autoptr(GkHistoryStats) stats = NULL;

      for (guint i = 0; i < plays->len; i++)
        g_ptr_array_add (other, plays->pdata[order == 0 ? plays->len - 1 - i : i]);
      if (order > 0)
        for (guint i = other->len - 1; i > 0; i--)
          {
            guint j = g_rand_int_range (rand, 0, (gint32) i + 1);
            gpointer swap = other->pdata[i];

            other->pdata[i] = other->pdata[j];
            other->pdata[j] = swap;
          }
      stats = gk_history_stats_compute (other, NULL);
      g_assert_cmpuint (stats->people->len, ==, newest_first->people->len);
      for (guint i = 0; i < newest_first->people->len; i++)
        {
          const GkHistoryPersonStats *a = g_ptr_array_index (newest_first->people, i);
          const GkHistoryPersonStats *b = gk_history_stats_find_person (stats, a->id);

          g_assert_nonnull (b);
          g_assert_cmpuint (a->games, ==, b->games);
          g_assert_cmpint (a->colour, ==, b->colour);
          g_assert_cmpuint (a->scores->len, ==, b->scores->len);
          for (guint k = 0; k < a->scores->len; k++)
            {
              const GkHistoryPoint *pa = &g_array_index (a->scores, GkHistoryPoint, k);
              const GkHistoryPoint *pb = &g_array_index (b->scores, GkHistoryPoint, k);

              if (k > 0)
                g_assert_cmpint (pa[-1].finished, <=, pa->finished);
              g_assert_cmpint (pa->finished, ==, pb->finished);
              if (order == 0)
                g_assert_cmpint (pa->total, ==, pb->total);
            }
        }
    }

  /* Two plays of one person at one time: kept in the order met. */
  {
    GkHistoryPlay *first = g_ptr_array_index (plays, 0);
    GkHistoryPlay *second = g_ptr_array_index (plays, 1);
    g_autoptr(GkHistoryStats) stats = NULL;
    const GkHistoryPlayer *seat = &g_array_index (first->players, GkHistoryPlayer, 0);
    g_autofree char *id = gk_history_person_id (NULL, seat->name, NULL);
    const GkHistoryPersonStats *person;
    guint at_first = 0;

    second->finished = first->finished;
    g_free (g_array_index (second->players, GkHistoryPlayer, 0).name);
    g_array_index (second->players, GkHistoryPlayer, 0).name = g_strdup (seat->name);
    stats = gk_history_stats_compute (plays, NULL);
    person = gk_history_stats_find_person (stats, id);
    g_assert_nonnull (person);
    for (guint k = 0; k < person->scores->len; k++)
      {
        const GkHistoryPoint *point = &g_array_index (person->scores, GkHistoryPoint, k);

        if (k > 0)
          g_assert_cmpint (point[-1].finished, <=, point->finished);
        at_first += point->finished == first->finished;
      }
    g_assert_cmpuint (at_first, >=, 2);
  }

  gk_history_test_remove_tree (dir);
}

static void
assert_same_person (const GkHistoryPersonStats *a,
                    const GkHistoryPersonStats *b,
                    guint                       n_categories)
{
  g_assert_cmpstr (a->id, ==, b->id);
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpint (a->colour, ==, b->colour);
  g_assert_cmpint (a->shown_colour, ==, b->shown_colour);
  g_assert_cmpuint (a->games, ==, b->games);
  g_assert_cmpuint (a->wins, ==, b->wins);
  g_assert_cmpint (a->best, ==, b->best);
  g_assert_cmpfloat_with_epsilon (a->win_rate, b->win_rate, 1e-12);
  g_assert_cmpfloat_with_epsilon (a->average, b->average, 1e-9);
  for (guint c = 0; c < GK_N_COMPONENTS; c++)
    g_assert_cmpfloat_with_epsilon (a->share[c], b->share[c], 1e-12);
  for (guint c = 0; c < n_categories; c++)
    g_assert_cmpfloat_with_epsilon (a->category_share[c], b->category_share[c], 1e-12);
  g_assert_cmpuint (a->timed_turns, ==, b->timed_turns);
  g_assert_cmpfloat_with_epsilon (a->turn_average, b->turn_average, 1e-9);
  /* The points in the same order, those of one time too. */
  g_assert_cmpmem (a->scores->data, a->scores->len * sizeof (GkHistoryPoint),
                   b->scores->data, b->scores->len * sizeof (GkHistoryPoint));
}

/* Every figure of @b that of @a, the people in the same order. */
static void
assert_same_stats (const GkHistoryStats *a,
                   const GkHistoryStats *b)
{
  guint n_categories = gk_history_stats_get_n_categories (a);

  g_assert_cmpuint (a->n_plays, ==, b->n_plays);
  g_assert_cmpstr (a->game, ==, b->game);
  g_assert_cmpstrv (a->categories, b->categories);
  g_assert_cmpuint (a->people->len, ==, b->people->len);
  for (guint i = 0; i < a->people->len; i++)
    assert_same_person (g_ptr_array_index (a->people, i), g_ptr_array_index (b->people, i),
                        n_categories);
  for (guint n = 0; n <= GK_HISTORY_MAX_SEATS; n++)
    {
      const GkHistoryCountStats *ca = &a->counts[n];
      const GkHistoryCountStats *cb = &b->counts[n];

      g_assert_cmpuint (ca->n_players, ==, cb->n_players);
      g_assert_cmpuint (ca->plays, ==, cb->plays);
      g_assert_cmpint (ca->best_winning, ==, cb->best_winning);
      g_assert_cmpfloat_with_epsilon (ca->average_winning, cb->average_winning, 1e-9);
      g_assert_cmpuint (ca->timed_plays, ==, cb->timed_plays);
      g_assert_cmpfloat_with_epsilon (ca->average_duration, cb->average_duration, 1e-6);
    }
  for (guint l = 0; l < G_N_ELEMENTS (a->solo); l++)
    {
      const GkHistorySoloStats *sa = &a->solo[l];
      const GkHistorySoloStats *sb = &b->solo[l];

      g_assert_cmpint (sa->level, ==, sb->level);
      g_assert_cmpuint (sa->plays, ==, sb->plays);
      g_assert_cmpuint (sa->wins, ==, sb->wins);
      g_assert_cmpuint (sa->ties, ==, sb->ties);
      g_assert_cmpuint (sa->losses, ==, sb->losses);
      g_assert_cmpuint (sa->best, ==, sb->best);
      g_assert_cmpuint (sa->timed_plays, ==, sb->timed_plays);
      g_assert_cmpfloat_with_epsilon (sa->average_duration, sb->average_duration, 1e-6);
    }
}

/* A play of two, @name first, finished at @finished. */
static GkHistoryPlay *
named_play (const char *name,
            gint64      finished)
{
  GkHistoryPlay *play = gk_history_play_new ();
  GkHistoryPlayer first = { g_strdup (name), GK_PLAYER_COLOUR_WHITE, 0 };
  GkHistoryPlayer second = { g_strdup ("Bob"), GK_PLAYER_COLOUR_BLACK, 1 };

  play->id = g_strdup_printf ("%s-%" G_GINT64_FORMAT, name, finished);
  play->file = g_strdup_printf ("%s.ginkgo", play->id);
  play->finished = finished;
  play->n_players = 2;
  first.total = 50;
  second.total = 40;
  first.rank = 1;
  second.rank = 2;
  first.winner = TRUE;
  g_array_append_val (play->players, first);
  g_array_append_val (play->players, second);
  return play;
}

/* Counted in shares, each on a thread: the figures counted in one. */
static void
test_in_shares (void)
{
  g_autofree char *dir = gk_history_test_make_dir ();
  g_autofree char *games_dir = g_build_filename (dir, "games", NULL);
  g_autofree char *index_path = g_build_filename (dir, "history.sqlite", NULL);
  g_autoptr(GPtrArray) games = gk_history_test_make_games (games_dir, 24, 5, BASE_TIME);
  g_autoptr(GPtrArray) sheets = gk_history_test_make_sheets (games_dir, 15, 6, BASE_TIME + 60,
                                                             3600, NULL);
  g_autoptr(GkHistoryIndex) index = gk_history_index_new (games_dir, index_path);
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) own = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
  g_autoptr(GPtrArray) mixed = NULL;
  g_autoptr(GkHistoryStats) in_one = NULL;
  g_autoptr(GkHistoryStats) game_in_one = NULL;
  const guint shares[] = { 2, 3, 7, 1000 };

  g_assert_true (gk_history_index_open (index, NULL, NULL));
  plays = gk_history_index_list_plays (index, NULL);
  g_assert_cmpuint (plays->len, ==, games->len + sheets->len);
  g_ptr_array_add (own, solo_play (GK_SOLO_NORMAL, 70, 60));
  g_ptr_array_add (own, solo_play (GK_SOLO_EXPERT, 80, 80));
  g_ptr_array_add (own, solo_play (GK_SOLO_EXPERT, 40, 85));
  /* The solo plays among the others, not owned. */
  mixed = g_ptr_array_new ();
  g_ptr_array_extend (mixed, plays, NULL, NULL);
  for (guint i = 0; i < own->len; i++)
    g_ptr_array_insert (mixed, (gint) (i * 13), own->pdata[i]);

  _gk_history_stats_set_shares (1);
  in_one = gk_history_stats_compute (mixed, NULL);
  game_in_one = gk_history_stats_compute_game (mixed, "7-wonders", NULL);
  g_assert_cmpuint (in_one->people->len, ==, GK_HISTORY_TEST_N_PEOPLE);
  g_assert_cmpuint (in_one->solo[GK_SOLO_EXPERT].plays, ==, 2);
  for (guint s = 0; s < G_N_ELEMENTS (shares); s++)
    {
      g_autoptr(GkHistoryStats) stats = NULL;
      g_autoptr(GkHistoryStats) of_game = NULL;

      _gk_history_stats_set_shares (shares[s]);
      stats = gk_history_stats_compute (mixed, NULL);
      assert_same_stats (in_one, stats);
      /* The colours counted over other plays than the figures. */
      of_game = gk_history_stats_compute_game (mixed, "7-wonders", NULL);
      assert_same_stats (game_in_one, of_game);
    }

  /* Two spellings written as often: the one met first, wherever the
   * shares divide them. */
  {
    const char *names[] = { "Anna", "ANNA", "ANNA", "Anna", "ANNA", "Anna" };
    g_autoptr(GPtrArray) named = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
    g_autofree char *anna = gk_history_person_id (NULL, "Anna", NULL);

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      g_ptr_array_add (named, named_play (names[i], BASE_TIME - 60 * (gint64) i));
    for (guint n = 1; n <= G_N_ELEMENTS (names); n++)
      {
        g_autoptr(GkHistoryStats) stats = NULL;

        _gk_history_stats_set_shares (n);
        stats = gk_history_stats_compute (named, NULL);
        g_assert_cmpstr (gk_history_stats_find_person (stats, anna)->name, ==, "Anna");
        g_assert_cmpuint (gk_history_stats_find_person (stats, anna)->games, ==, 6);
      }
    /* One more of the later: written most, it is the name. */
    g_ptr_array_add (named, named_play ("ANNA", BASE_TIME - 3600));
    for (guint n = 1; n <= named->len; n++)
      {
        g_autoptr(GkHistoryStats) stats = NULL;

        _gk_history_stats_set_shares (n);
        stats = gk_history_stats_compute (named, NULL);
        g_assert_cmpstr (gk_history_stats_find_person (stats, anna)->name, ==, "ANNA");
      }
  }
  _gk_history_stats_set_shares (0);
  gk_history_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/stats/match-files", test_stats_match_files);
  g_test_add_func ("/history/stats/solo-record", test_solo_record);
  g_test_add_func ("/history/stats/filter", test_filter);
  g_test_add_func ("/history/stats/assign-colours", test_assign_colours);
  g_test_add_func ("/history/stats/per-game", test_stats_per_game);
  g_test_add_func ("/history/stats/rivals", test_rivals);
  g_test_add_func ("/history/stats/any-order", test_any_order);
  g_test_add_func ("/history/stats/namesakes", test_namesakes);
  g_test_add_func ("/history/stats/in-shares", test_in_shares);

  return g_test_run ();
}
