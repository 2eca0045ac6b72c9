/* gk-history-stats.h: what the plays say about the people who played them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-history-play.h"
#include "gk-history-person-ids.h"
#include "gk-history-profiles.h"

G_BEGIN_DECLS

/* ---- which plays ---- */

typedef enum
{
  GK_HISTORY_VARIANT_ANY,
  GK_HISTORY_VARIANT_STANDARD,
  GK_HISTORY_VARIANT_SOLO,          /* either level */
  GK_HISTORY_VARIANT_SOLO_NORMAL,
  GK_HISTORY_VARIANT_SOLO_EXPERT
} GkHistoryVariantFilter;

typedef struct
{
  const char             *player;     /* a person's UUID (profiles), NULL for anyone */
  guint                   n_players;  /* 0 for any */
  GkHistoryVariantFilter  variant;    /* a score sheet is a standard play */
  const char             *game;       /* GK_HISTORY_GAME_GINKGOPOLIS or a sheet's game id,
                                       * NULL for any */
  GkHistoryPersonIds     *ids;        /* the seats' persons, worked out once for many
                                       * plays; NULL: for each play */
} GkHistoryFilter;

/* @profiles may be NULL: seats are then matched by their person, else by
 * their name's key. */
gboolean        gk_history_filter_match    (const GkHistoryFilter *filter,
                                            const GkHistoryPlay   *play,
                                            GkHistoryProfiles     *profiles);

/* ---- the figures ---- */

typedef enum
{
  GK_COMPONENT_TOKENS,       /* points earned in play */
  GK_COMPONENT_CARDS,
  GK_COMPONENT_RENEWAL,
  GK_COMPONENT_DISTRICTS,
  GK_N_COMPONENTS
} GkComponent;

typedef struct
{
  gint64   finished;
  gint     total;
  gboolean winner;
} GkHistoryPoint;

typedef struct
{
  char           *id;           /* the person's UUID (profiles) */
  char           *name;         /* the name the user gave, else the one most written */
  GkPlayerColour  colour;       /* the one chosen, else the one played most */
  gboolean        colour_chosen;
  GkPlayerColour  shown_colour; /* the one every list and chart shows them in:
                                 * gk_history_stats_assign_colours() */
  guint           games;
  guint           wins;         /* rank 1, shared ties included */
  gdouble         win_rate;     /* 0..1 */
  gdouble         average;
  gint            best;
  gdouble         share[GK_N_COMPONENTS];  /* average part of a total, 0..1 (Ginkgopolis) */
  gdouble        *category_share;  /* a score sheet's: the average part of each of the
                                    * stats' categories in the points scored, 0..1 */
  GArray         *scores;       /* of GkHistoryPoint, oldest first */
  guint           timed_turns;  /* their actions whose time is known */
  gdouble         turn_average; /* seconds an action took them, pauses left out; 0 unknown */
} GkHistoryPersonStats;

typedef struct
{
  guint   n_players;
  guint   plays;
  gdouble average_winning;      /* the winner's total, averaged */
  gint    best_winning;
  guint   timed_plays;          /* plays whose playing time is known */
  gdouble average_duration;     /* their playing time in seconds, pauses left out */
} GkHistoryCountStats;

typedef struct
{
  GkSoloLevel level;
  guint       plays;
  guint       wins;             /* the player ranked first, HAL not */
  guint       ties;
  guint       losses;
  guint       best;             /* the player's best total */
  guint       timed_plays;      /* as GkHistoryCountStats */
  gdouble     average_duration;
} GkHistorySoloStats;

typedef struct
{
  guint               n_plays;     /* all plays counted */
  GPtrArray          *people;      /* of GkHistoryPersonStats*, most games first */
  GkHistoryCountStats counts[GK_HISTORY_MAX_SEATS + 1];   /* by number of players */
  GkHistorySoloStats  solo[2];     /* by GkSoloLevel */
  char              **categories;  /* the score sheets' category ids (in their game's
                                    * order), NULL when the plays have none */
  char               *game;        /* the game of every play counted (GkHistoryPlay's), NULL
                                    * when there are none or of several games */
} GkHistoryStats;

/* Per person figures come from the standard (multi-player) plays and the
 * score sheets; solo plays of Ginkgopolis make the record against HAL.
 * People are told apart by their UUID (gk_history_player_person_id()).
 * Times leave out pauses longer than GK_PLAY_PAUSE_SECONDS.  The figures
 * add up whatever @plays hold: pass the plays of one game
 * (GkHistoryFilter's game) for figures of that game.  A category's share
 * counts the points each category gave, a category below 0 (7 Wonders'
 * defeats) as none.  @profiles may be NULL. */
GkHistoryStats *gk_history_stats_compute   (GPtrArray         *plays,
                                            GkHistoryProfiles *profiles);
/* The figures of the plays of @game among @plays; each person is shown in
 * the colour they played most in any of @plays (a score sheet has none). */
GkHistoryStats *gk_history_stats_compute_game (GPtrArray       *plays,
                                            const char        *game,
                                            GkHistoryProfiles *profiles);
/* Gives each of @people (GkHistoryPersonStats*, most games first) the
 * colour every list and chart shows them in: their colour, unless someone
 * before them has it, then the first colour no one before has; once every
 * colour is taken, their own.  gk_history_stats_compute() does it. */
void            gk_history_stats_assign_colours (GPtrArray        *people);
/* The number of the stats' categories (0 when none). */
guint           gk_history_stats_get_n_categories (const GkHistoryStats *stats);
/* The games that @plays are of, each once: Ginkgopolis first (when
 * @with_ginkgopolis or it has plays), then the score sheets' games in the
 * order New Game offers them, then any other game an import brought. */
GStrv           gk_history_stats_list_games (GPtrArray        *plays,
                                            gboolean          with_ginkgopolis);
void            gk_history_stats_free      (GkHistoryStats    *stats);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryStats, gk_history_stats_free)

/* Your record against another player: the plays you both sat in. */
typedef struct
{
  char    *id;           /* their UUID (profiles) */
  char    *name;         /* the name the user gave, else the one written last */
  guint    games;        /* plays you both sat in */
  guint    wins;         /* of those, the ones you finished ahead of them */
  guint    losses;       /* and behind them (the rest: tied) */
  gdouble  difference;   /* your total minus theirs, averaged */
} GkHistoryRivalStats;

void            gk_history_rival_stats_free (GkHistoryRivalStats *rival);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryRivalStats, gk_history_rival_stats_free)

/* The record of @me (a person's UUID, followed to whom they were merged
 * into) against everyone who sat at a play of @game with them (HAL too;
 * an unnamed seat is nobody), most plays together first, then by name.
 * Of GkHistoryRivalStats*; empty when @me played none. */
GPtrArray      *gk_history_stats_compute_rivals (GPtrArray       *plays,
                                            const char        *game,
                                            const char        *me,
                                            GkHistoryProfiles *profiles);

/* The figures of the person with UUID @id, or NULL. */
const GkHistoryPersonStats *gk_history_stats_find_person (const GkHistoryStats *stats,
                                                          const char           *id);

G_END_DECLS
