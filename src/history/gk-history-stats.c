/* gk-history-stats.c: what the plays say about the people who played them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-history-stats.h"
#include "gk-history-stats-private.h"
#include "gk-sheet-game.h"

gboolean
gk_history_filter_match (const GkHistoryFilter *filter,
                         const GkHistoryPlay   *play,
                         GkHistoryProfiles     *profiles)
{
  g_return_val_if_fail (filter != NULL, FALSE);
  g_return_val_if_fail (play != NULL, FALSE);

  if (filter->game != NULL && g_strcmp0 (play->game, filter->game) != 0)
    return FALSE;

  switch (filter->variant)
    {
    case GK_HISTORY_VARIANT_STANDARD:
      if (play->variant != GK_VARIANT_STANDARD)
        return FALSE;
      break;
    case GK_HISTORY_VARIANT_SOLO:
      if (play->variant != GK_VARIANT_SOLO)
        return FALSE;
      break;
    case GK_HISTORY_VARIANT_SOLO_NORMAL:
    case GK_HISTORY_VARIANT_SOLO_EXPERT:
      if (play->variant != GK_VARIANT_SOLO
          || play->solo_level != (filter->variant == GK_HISTORY_VARIANT_SOLO_EXPERT
                                  ? GK_SOLO_EXPERT : GK_SOLO_NORMAL))
        return FALSE;
      break;
    case GK_HISTORY_VARIANT_ANY:
    default:
      break;
    }

  if (filter->n_players != 0 && play->n_players != filter->n_players)
    return FALSE;

  if (filter->player != NULL)
    {
      for (guint i = 0; i < play->players->len; i++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, i);
          g_autofree char *made = NULL;
          const char *id;

          if (gk_history_player_is_hal (p))
            continue;
          if (filter->ids != NULL)
            id = gk_history_person_ids_get (filter->ids, p);
          else
            id = made = gk_history_player_person_id (profiles, p);
          if (g_str_equal (id, filter->player))
            return TRUE;
        }
      return FALSE;
    }
  return TRUE;
}

/* ---- people ---- */

/* A way a person's name was written, and how often. */
typedef struct
{
  char  *name;
  guint  count;
} Spelling;

static void
spelling_free (Spelling *spelling)
{
  /* One taken by another person's spellings (join_person()). */
  if (spelling == NULL)
    return;
  g_free (spelling->name);
  g_free (spelling);
}

typedef struct
{
  GkHistoryPersonStats  stats;
  GHashTable           *spellings;          /* name -> its Spelling */
  GPtrArray            *spelling_order;     /* the Spellings as first met, owned */
  guint                 colours[GK_N_PLAYER_COLOURS];
  gint64                sum;
  gdouble               share_sum[GK_N_COMPONENTS];
  guint                 share_games;
  gdouble              *category_sum;     /* [the stats' categories] */
  guint                 category_games;
  gint64                turn_seconds;
} Person;

static void
person_free (Person *person)
{
  g_free (person->stats.id);
  g_free (person->stats.name);
  g_free (person->stats.category_share);
  g_free (person->category_sum);
  g_clear_pointer (&person->stats.scores, g_array_unref);
  g_clear_pointer (&person->spellings, g_hash_table_unref);
  g_clear_pointer (&person->spelling_order, g_ptr_array_unref);
  g_free (person);
}

/* A score sheet's seat: each category's part of the points it scored,
 * into @stats' categories.  A category below 0 scores none. */
static void
person_add_categories (Person                *person,
                       const GkHistoryStats  *stats,
                       const GkHistoryPlay   *play,
                       const GkHistoryPlayer *p)
{
  guint n = gk_history_play_get_n_categories (play);
  gint64 scored = 0;

  if (p->categories == NULL)
    return;
  for (guint c = 0; c < n; c++)
    scored += MAX (p->categories[c], 0);
  /* Nothing scored has no parts to share out. */
  if (scored <= 0)
    return;
  for (guint c = 0; c < n; c++)
    {
      guint k = 0;

      while (stats->categories[k] != NULL && !g_str_equal (stats->categories[k],
                                                           play->categories[c]))
        k++;
      g_assert (stats->categories[k] != NULL);
      person->category_sum[k] += (gdouble) MAX (p->categories[c], 0) / scored;
    }
  person->category_games++;
}

static void
person_add (Person                *person,
            const GkHistoryStats  *stats,
            const GkHistoryPlay   *play,
            const GkHistoryPlayer *p)
{
  GkHistoryPoint point = { play->finished, p->total, p->winner };
  guint parts[GK_N_COMPONENTS] = { p->tokens, p->cards, p->renewal, p->districts };
  Spelling *spelling;

  if (person->stats.games == 0 || p->total > person->stats.best)
    person->stats.best = p->total;
  person->stats.games++;
  if (p->winner)
    person->stats.wins++;
  person->sum += p->total;
  /* One look-up a seat, no copy of a name met before. */
  spelling = g_hash_table_lookup (person->spellings, p->name);
  if (spelling == NULL)
    {
      spelling = g_new0 (Spelling, 1);
      spelling->name = g_strdup (p->name);
      g_ptr_array_add (person->spelling_order, spelling);
      g_hash_table_insert (person->spellings, spelling->name, spelling);
    }
  spelling->count++;
  g_array_append_val (person->stats.scores, point);
  person->stats.timed_turns += p->timed_turns;
  person->turn_seconds += p->turn_seconds;

  if (gk_history_play_is_sheet (play))
    person_add_categories (person, stats, play, p);
  /* A total of 0 has no parts to share out. */
  else if (p->total > 0)
    {
      for (guint c = 0; c < GK_N_COMPONENTS; c++)
        person->share_sum[c] += (gdouble) parts[c] / p->total;
      person->share_games++;
    }
}

static gint
compare_points (gconstpointer a,
                gconstpointer b)
{
  const GkHistoryPoint *pa = a;
  const GkHistoryPoint *pb = b;

  return (pa->finished > pb->finished) - (pa->finished < pb->finished);
}

/* @points oldest first.  The plays come newest first, so the points most
 * often come in the reverse order: turned round then, no sort needed. */
static void
sort_points (GArray *points)
{
  GkHistoryPoint *point = (GkHistoryPoint *) (gpointer) points->data;
  guint n = points->len;

  for (guint i = 1; i < n; i++)
    if (point[i - 1].finished <= point[i].finished)
      {
        g_array_sort (points, compare_points);
        return;
      }
  for (guint i = 0; i < n / 2; i++)
    {
      GkHistoryPoint swap = point[i];

      point[i] = point[n - 1 - i];
      point[n - 1 - i] = swap;
    }
}

/* The spelling written most; of equals, the one met first (the plays come
 * newest first: the latest). */
static char *
most_written (Person *person)
{
  const char *best = NULL;
  guint best_count = 0;

  for (guint i = 0; i < person->spelling_order->len; i++)
    {
      const Spelling *spelling = g_ptr_array_index (person->spelling_order, i);

      if (spelling->count > best_count)
        {
          best = spelling->name;
          best_count = spelling->count;
        }
    }
  return g_strdup (best);
}

static void
person_finish (Person               *person,
               const GkHistoryStats *stats,
               GkHistoryProfiles    *profiles)
{
  GkHistoryPersonStats *s = &person->stats;
  guint n_categories = gk_history_stats_get_n_categories (stats);
  guint most = 0;

  s->win_rate = s->games > 0 ? (gdouble) s->wins / s->games : 0.0;
  s->average = s->games > 0 ? (gdouble) person->sum / s->games : 0.0;
  for (guint c = 0; c < GK_N_COMPONENTS; c++)
    s->share[c] = person->share_games > 0 ? person->share_sum[c] / person->share_games : 0.0;
  s->category_share = g_new0 (gdouble, MAX (n_categories, 1));
  for (guint c = 0; c < n_categories; c++)
    s->category_share[c] = person->category_games > 0
                           ? person->category_sum[c] / person->category_games : 0.0;
  s->turn_average = s->timed_turns > 0 ? (gdouble) person->turn_seconds / s->timed_turns : 0.0;
  sort_points (s->scores);

  s->name = profiles != NULL ? gk_history_profiles_dup_name (profiles, s->id) : NULL;
  if (s->name == NULL)
    s->name = most_written (person);

  s->colour_chosen = profiles != NULL && gk_history_profiles_get_colour (profiles, s->id,
                                                                         &s->colour);
  if (!s->colour_chosen)
    for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
      if (person->colours[c] > most)
        {
          most = person->colours[c];
          s->colour = c;
        }
}

static gint
compare_people (gconstpointer a,
                gconstpointer b)
{
  const GkHistoryPersonStats *pa = *(GkHistoryPersonStats * const *) a;
  const GkHistoryPersonStats *pb = *(GkHistoryPersonStats * const *) b;
  gint by_name;

  if (pa->games != pb->games)
    return pa->games > pb->games ? -1 : 1;
  by_name = g_utf8_collate (pa->name, pb->name);
  /* Two people of one name: the same order every time. */
  return by_name != 0 ? by_name : g_strcmp0 (pa->id, pb->id);
}

/* ---- all of it ---- */

/* A play's length into a running average, when it is known. */
static void
add_duration (guint               *timed_plays,
              gdouble             *average,
              const GkHistoryPlay *play)
{
  if (play->duration < 0)
    return;
  *average = (*average * *timed_plays + play->duration) / (*timed_plays + 1);
  (*timed_plays)++;
}

static void
add_solo (GkHistorySoloStats  *levels,
          const GkHistoryPlay *play)
{
  const GkHistoryPlayer *me = gk_history_play_get_player (play, 0);
  const GkHistoryPlayer *hal = gk_history_play_get_player (play, GK_HISTORY_SEAT_HAL);
  GkHistorySoloStats *solo = &levels[play->solo_level == GK_SOLO_EXPERT ? 1 : 0];

  if (me == NULL)
    return;
  add_duration (&solo->timed_plays, &solo->average_duration, play);
  solo->plays++;
  solo->best = MAX (solo->best, (guint) MAX (me->total, 0));
  /* The core's ranks decide (rules.md 10): shared first place is a tie. */
  if (me->rank == 1 && (hal == NULL || hal->rank > 1))
    solo->wins++;
  else if (me->rank == 1)
    solo->ties++;
  else
    solo->losses++;
}

static void
add_count (GkHistoryCountStats *counts,
           const GkHistoryPlay *play)
{
  GkHistoryCountStats *count;
  gint best = G_MININT;

  if (play->n_players > GK_HISTORY_MAX_SEATS || play->players->len == 0)
    return;
  count = &counts[play->n_players];
  for (guint i = 0; i < play->players->len; i++)
    best = MAX (best, g_array_index (play->players, GkHistoryPlayer, i).total);
  if (count->plays == 0 || best > count->best_winning)
    count->best_winning = best;
  count->average_winning = (count->average_winning * count->plays + best) / (count->plays + 1);
  count->plays++;
  add_duration (&count->timed_plays, &count->average_duration, play);
}

/* Whether @ids holds @id. */
static gboolean
has_id (GPtrArray  *ids,
        const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

/* Every category of the score sheets among @plays, each once: a known
 * game's in the order of its pad, then any other in the order met. */
static char **
collect_categories (GPtrArray *plays)
{
  g_autoptr(GPtrArray) met = g_ptr_array_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) games = gk_history_stats_list_games (plays, FALSE);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint c = 0; play->categories != NULL && play->categories[c] != NULL; c++)
        if (!has_id (met, play->categories[c]))
          g_ptr_array_add (met, play->categories[c]);
    }
  if (met->len == 0)
    return NULL;
  for (guint g = 0; games[g] != NULL; g++)
    {
      const GkSheetGame *game = gk_sheet_game_lookup (games[g]);

      for (guint c = 0; game != NULL && c < game->n_categories; c++)
        if (has_id (met, game->categories[c].id) && !has_id (ids, game->categories[c].id))
          g_ptr_array_add (ids, g_strdup (game->categories[c].id));
    }
  for (guint i = 0; i < met->len; i++)
    if (!has_id (ids, g_ptr_array_index (met, i)))
      g_ptr_array_add (ids, g_strdup (g_ptr_array_index (met, i)));
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_steal (ids, NULL);
}

guint
gk_history_stats_get_n_categories (const GkHistoryStats *stats)
{
  g_return_val_if_fail (stats != NULL, 0);

  return stats->categories != NULL ? g_strv_length (stats->categories) : 0;
}

GStrv
gk_history_stats_list_games (GPtrArray *plays,
                             gboolean   with_ginkgopolis)
{
  g_autoptr(GPtrArray) met = g_ptr_array_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_free);
  guint n_games;
  const GkSheetGame * const *sheet_games = gk_sheet_games (&n_games);

  g_return_val_if_fail (plays != NULL, NULL);

  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      if (!has_id (met, play->game))
        g_ptr_array_add (met, play->game);
    }
  if (with_ginkgopolis || has_id (met, GK_HISTORY_GAME_GINKGOPOLIS))
    g_ptr_array_add (games, g_strdup (GK_HISTORY_GAME_GINKGOPOLIS));
  for (guint g = 0; g < n_games; g++)
    if (has_id (met, sheet_games[g]->id))
      g_ptr_array_add (games, g_strdup (sheet_games[g]->id));
  for (guint i = 0; i < met->len; i++)
    if (!has_id (games, g_ptr_array_index (met, i)))
      g_ptr_array_add (games, g_strdup (g_ptr_array_index (met, i)));
  g_ptr_array_add (games, NULL);
  return (GStrv) g_ptr_array_steal (games, NULL);
}

/* A seat's colour counted for its person, when it has one. */
static void
person_count_colour (Person                *person,
                     const GkHistoryPlayer *p)
{
  if (p->colour < GK_N_PLAYER_COLOURS)
    person->colours[p->colour]++;
}

/* The colours the people of @people played in @plays (standard plays of
 * Ginkgopolis: a score sheet has none). */
static void
count_colours (GHashTable         *people,
               GPtrArray          *plays,
               GkHistoryPersonIds *ids)
{
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      if (play->variant == GK_VARIANT_SOLO)
        continue;
      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          Person *person;

          if (p->name == NULL || gk_history_player_is_hal (p))
            continue;
          person = g_hash_table_lookup (people, gk_history_person_ids_get (ids, p));
          if (person != NULL)
            person_count_colour (person, p);
        }
    }
}

/* ---- a share of the plays, on a thread of its own ---- */

/* The plays a share is worth: fewer are counted on one thread. */
#define PLAYS_PER_SHARE 1024
/* The threads counting, at most. */
#define MAX_SHARES 8

/* The shares asked for by a test; 0 as the plays and processors say. */
static guint forced_shares;

void
_gk_history_stats_set_shares (guint n_shares)
{
  forced_shares = n_shares;
}

/* What plays [@from, @to) of @plays say, each seat's person as @ids of
 * its own gives it.  The plays are far apart in memory: counting them
 * waits on memory more than it computes, and shares on every processor
 * wait at once. */
typedef struct
{
  GPtrArray            *plays;
  guint                 from;
  guint                 to;
  const GkHistoryStats *stats;          /* the categories */
  gboolean              with_colours;   /* the seats' colours counted too */
  GkHistoryPersonIds   *ids;
  GHashTable           *people;         /* the id as @ids gives it -> Person */
  GkHistoryCountStats   counts[GK_HISTORY_MAX_SEATS + 1];
  GkHistorySoloStats    solo[2];
} Share;

static Person *
person_new (const char *id,
            guint       n_categories)
{
  Person *person = g_new0 (Person, 1);

  person->stats.id = g_strdup (id);
  person->stats.scores = g_array_new (FALSE, FALSE, sizeof (GkHistoryPoint));
  person->spellings = g_hash_table_new (g_str_hash, g_str_equal);
  person->spelling_order = g_ptr_array_new_with_free_func ((GDestroyNotify) spelling_free);
  person->category_sum = g_new0 (gdouble, MAX (n_categories, 1));
  return person;
}

static gpointer
share_count (gpointer data)
{
  Share *share = data;
  guint n_categories = gk_history_stats_get_n_categories (share->stats);

  for (guint i = share->from; i < share->to; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (share->plays, i);

      if (play->variant == GK_VARIANT_SOLO)
        {
          add_solo (share->solo, play);
          continue;
        }
      add_count (share->counts, play);
      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          const char *id;
          Person *person;

          if (p->name == NULL || gk_history_player_is_hal (p))
            continue;
          id = gk_history_person_ids_get (share->ids, p);
          person = g_hash_table_lookup (share->people, id);
          if (person == NULL)
            {
              person = person_new (id, n_categories);
              g_hash_table_insert (share->people, (gpointer) id, person);
            }
          person_add (person, share->stats, play, p);
          if (share->with_colours)
            person_count_colour (person, p);
        }
    }
  return NULL;
}

/* A running average of @n into one of @into_n, as if its values had come
 * after. */
static void
join_average (gdouble *into,
              guint    into_n,
              gdouble  average,
              guint    n)
{
  if (into_n == 0)
    *into = average;
  else if (n > 0)
    *into = (*into * into_n + average * n) / (into_n + n);
}

static void
join_count (GkHistoryCountStats       *into,
            const GkHistoryCountStats *count)
{
  if (count->plays == 0)
    return;
  if (into->plays == 0 || count->best_winning > into->best_winning)
    into->best_winning = count->best_winning;
  join_average (&into->average_winning, into->plays, count->average_winning, count->plays);
  into->plays += count->plays;
  join_average (&into->average_duration, into->timed_plays, count->average_duration,
                count->timed_plays);
  into->timed_plays += count->timed_plays;
}

static void
join_solo (GkHistorySoloStats       *into,
           const GkHistorySoloStats *solo)
{
  into->plays += solo->plays;
  into->wins += solo->wins;
  into->ties += solo->ties;
  into->losses += solo->losses;
  into->best = MAX (into->best, solo->best);
  join_average (&into->average_duration, into->timed_plays, solo->average_duration,
                solo->timed_plays);
  into->timed_plays += solo->timed_plays;
}

/* @person's figures of later plays into @into's, as if counted after
 * them; @person is left empty. */
static void
join_person (Person *into,
             Person *person,
             guint   n_categories)
{
  GkHistoryPersonStats *s = &into->stats;

  if (s->games == 0 || person->stats.best > s->best)
    s->best = person->stats.best;
  s->games += person->stats.games;
  s->wins += person->stats.wins;
  s->timed_turns += person->stats.timed_turns;
  g_array_append_vals (s->scores, person->stats.scores->data, person->stats.scores->len);
  into->sum += person->sum;
  into->turn_seconds += person->turn_seconds;
  for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
    into->colours[c] += person->colours[c];
  for (guint c = 0; c < GK_N_COMPONENTS; c++)
    into->share_sum[c] += person->share_sum[c];
  into->share_games += person->share_games;
  for (guint c = 0; c < n_categories; c++)
    into->category_sum[c] += person->category_sum[c];
  into->category_games += person->category_games;
  /* The spellings in the order met: @into's, then those new in @person's. */
  for (guint i = 0; i < person->spelling_order->len; i++)
    {
      Spelling *spelling = g_ptr_array_index (person->spelling_order, i);
      Spelling *known = g_hash_table_lookup (into->spellings, spelling->name);

      if (known != NULL)
        {
          known->count += spelling->count;
          continue;
        }
      g_ptr_array_index (person->spelling_order, i) = NULL;
      g_ptr_array_add (into->spelling_order, spelling);
      g_hash_table_insert (into->spellings, spelling->name, spelling);
    }
}

/* The plays counted in shares, each on a thread; the people of every
 * share into @people (by their id), the shares' counts into @stats. */
static void
count_in_shares (GkHistoryStats    *stats,
                 GPtrArray         *plays,
                 gboolean           with_colours,
                 GkHistoryProfiles *profiles,
                 GHashTable        *people)
{
  guint n_categories = gk_history_stats_get_n_categories (stats);
  guint n_shares = forced_shares > 0
                   ? CLAMP (forced_shares, 1, MAX (plays->len, 1))
                   : CLAMP (MIN ((guint) g_get_num_processors (), plays->len / PLAYS_PER_SHARE),
                            1, MAX_SHARES);
  g_autofree Share *shares = g_new0 (Share, n_shares);
  g_autofree GThread **threads = g_new0 (GThread *, n_shares);

  for (guint k = 0; k < n_shares; k++)
    {
      Share *share = &shares[k];

      share->plays = plays;
      share->from = (guint) ((guint64) plays->len * k / n_shares);
      share->to = (guint) ((guint64) plays->len * (k + 1) / n_shares);
      share->stats = stats;
      share->with_colours = with_colours;
      share->ids = gk_history_person_ids_new (profiles);
      share->people = g_hash_table_new (g_direct_hash, g_direct_equal);
      /* The first share is counted here. */
      if (k > 0)
        threads[k] = g_thread_try_new ("gk-history-stats", share_count, share, NULL);
    }
  share_count (&shares[0]);
  for (guint k = 0; k < n_shares; k++)
    {
      Share *share = &shares[k];
      GHashTableIter iter;
      gpointer value;

      if (threads[k] != NULL)
        g_thread_join (threads[k]);
      else if (k > 0)
        share_count (share);
      /* In the order of the plays: the later shares' after. */
      g_hash_table_iter_init (&iter, share->people);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          Person *person = value;
          Person *known = g_hash_table_lookup (people, person->stats.id);

          if (known == NULL)
            {
              g_hash_table_insert (people, person->stats.id, person);
              continue;
            }
          join_person (known, person, n_categories);
          person_free (person);
        }
      for (guint n = 0; n <= GK_HISTORY_MAX_SEATS; n++)
        join_count (&stats->counts[n], &share->counts[n]);
      for (guint l = 0; l < G_N_ELEMENTS (stats->solo); l++)
        join_solo (&stats->solo[l], &share->solo[l]);
      g_hash_table_unref (share->people);
      gk_history_person_ids_free (share->ids);
    }
}

/* The figures of @plays, each person in the colour they played most in
 * @colour_plays. */
static GkHistoryStats *
compute (GPtrArray         *plays,
         GPtrArray         *colour_plays,
         GkHistoryProfiles *profiles)
{
  g_autoptr(GHashTable) people = NULL;
  GkHistoryStats *stats;
  GHashTableIter iter;
  gpointer value;

  stats = g_new0 (GkHistoryStats, 1);
  stats->people = g_ptr_array_new ();
  stats->categories = collect_categories (plays);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      if (i == 0)
        stats->game = g_strdup (play->game);
      else if (g_strcmp0 (stats->game, play->game) != 0)
        {
          g_clear_pointer (&stats->game, g_free);
          break;
        }
    }
  stats->n_plays = plays->len;
  for (guint n = 0; n <= GK_HISTORY_MAX_SEATS; n++)
    stats->counts[n].n_players = n;
  stats->solo[0].level = GK_SOLO_NORMAL;
  stats->solo[1].level = GK_SOLO_EXPERT;

  /* By the person's id: the key is the Person's own. */
  people = g_hash_table_new (g_str_hash, g_str_equal);
  count_in_shares (stats, plays, colour_plays == plays, profiles, people);
  if (colour_plays != plays)
    {
      g_autoptr(GkHistoryPersonIds) ids = gk_history_person_ids_new (profiles);

      count_colours (people, colour_plays, ids);
    }

  g_hash_table_iter_init (&iter, people);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Person *person = value;

      person_finish (person, stats, profiles);
      g_clear_pointer (&person->spellings, g_hash_table_unref);
      g_clear_pointer (&person->spelling_order, g_ptr_array_unref);
      /* Person starts with its stats: the array owns the whole. */
      g_ptr_array_add (stats->people, person);
    }
  g_ptr_array_set_free_func (stats->people, (GDestroyNotify) person_free);
  g_ptr_array_sort (stats->people, compare_people);
  gk_history_stats_assign_colours (stats->people);
  return stats;
}

void
gk_history_stats_assign_colours (GPtrArray *people)
{
  gboolean used[GK_N_PLAYER_COLOURS] = { FALSE };
  guint n_used = 0;

  g_return_if_fail (people != NULL);

  for (guint i = 0; i < people->len; i++)
    {
      GkHistoryPersonStats *person = g_ptr_array_index (people, i);
      GkPlayerColour shown = person->colour;

      /* Two people in one colour could not be told apart. */
      if (shown < GK_N_PLAYER_COLOURS && used[shown] && n_used < GK_N_PLAYER_COLOURS)
        for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
          if (!used[c])
            {
              shown = (GkPlayerColour) c;
              break;
            }
      if (shown < GK_N_PLAYER_COLOURS && !used[shown])
        {
          used[shown] = TRUE;
          n_used++;
        }
      person->shown_colour = shown;
    }
}

GkHistoryStats *
gk_history_stats_compute (GPtrArray         *plays,
                          GkHistoryProfiles *profiles)
{
  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  return compute (plays, plays, profiles);
}

GkHistoryStats *
gk_history_stats_compute_game (GPtrArray         *plays,
                               const char        *game,
                               GkHistoryProfiles *profiles)
{
  g_autoptr(GPtrArray) of_game = g_ptr_array_new ();
  GkHistoryFilter filter = { NULL, 0, GK_HISTORY_VARIANT_ANY, game, NULL };

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  for (guint i = 0; i < plays->len; i++)
    if (gk_history_filter_match (&filter, g_ptr_array_index (plays, i), profiles))
      g_ptr_array_add (of_game, g_ptr_array_index (plays, i));
  return compute (of_game, plays, profiles);
}

void
gk_history_stats_free (GkHistoryStats *stats)
{
  if (stats == NULL)
    return;
  g_ptr_array_unref (stats->people);
  g_strfreev (stats->categories);
  g_free (stats->game);
  g_free (stats);
}

const GkHistoryPersonStats *
gk_history_stats_find_person (const GkHistoryStats *stats,
                              const char           *id)
{
  g_return_val_if_fail (stats != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < stats->people->len; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (stats->people, i);

      if (g_str_equal (person->id, id))
        return person;
    }
  return NULL;
}

/* ---- your record against each other player ---- */

void
gk_history_rival_stats_free (GkHistoryRivalStats *rival)
{
  if (rival == NULL)
    return;
  g_free (rival->id);
  g_free (rival->name);
  g_free (rival);
}

/* @me's seat of @play, or NULL. */
static const GkHistoryPlayer *
seat_of (const GkHistoryPlay *play,
         const char          *me,
         GkHistoryPersonIds  *ids)
{
  for (guint j = 0; j < play->players->len; j++)
    {
      const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);

      if (!p->anonymous && g_str_equal (gk_history_person_ids_get (ids, p), me))
        return p;
    }
  return NULL;
}

static int
compare_rivals (gconstpointer a,
                gconstpointer b)
{
  const GkHistoryRivalStats *ra = *(GkHistoryRivalStats * const *) a;
  const GkHistoryRivalStats *rb = *(GkHistoryRivalStats * const *) b;

  if (ra->games != rb->games)
    return ra->games > rb->games ? -1 : 1;
  return g_utf8_collate (ra->name, rb->name);
}

GPtrArray *
gk_history_stats_compute_rivals (GPtrArray         *plays,
                                 const char        *game,
                                 const char        *me,
                                 GkHistoryProfiles *profiles)
{
  g_autoptr(GHashTable) rivals = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_rival_stats_free);
  GkHistoryFilter filter = { NULL, 0, GK_HISTORY_VARIANT_ANY, game, NULL };
  g_autoptr(GkHistoryPersonIds) ids = NULL;
  g_autofree char *mine = NULL;

  g_return_val_if_fail (plays != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (me != NULL, NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);

  mine = gk_history_person_id (profiles, NULL, me);
  ids = gk_history_person_ids_new (profiles);
  for (guint i = 0; i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);
      const GkHistoryPlayer *you;

      if (!gk_history_filter_match (&filter, play, profiles)
          || (you = seat_of (play, mine, ids)) == NULL)
        continue;
      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          const char *person;
          GkHistoryRivalStats *rival;

          if (p == you || p->anonymous)
            continue;
          person = gk_history_person_ids_get (ids, p);
          rival = g_hash_table_lookup (rivals, person);
          if (rival == NULL)
            {
              rival = g_new0 (GkHistoryRivalStats, 1);
              rival->id = g_strdup (person);
              if (profiles != NULL && !gk_history_player_is_hal (p))
                rival->name = gk_history_profiles_dup_name (profiles, person);
              g_ptr_array_add (out, rival);
              g_hash_table_insert (rivals, rival->id, rival);
            }
          if (rival->name == NULL)
            rival->name = g_strdup (gk_history_player_get_display_name (p));
          rival->games++;
          if (you->rank < p->rank)
            rival->wins++;
          else if (you->rank > p->rank)
            rival->losses++;
          /* A running mean of your total minus theirs. */
          rival->difference += ((gdouble) (you->total - p->total) - rival->difference)
                               / rival->games;
        }
    }
  g_ptr_array_sort (out, compare_rivals);
  return out;
}
