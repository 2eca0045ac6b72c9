/* gk-history-play.h: one finished game as the history keeps it
 *
 * A play is what the index holds of a finished .ginkgo file: when it was
 * played, the variant, how it ended, and each seat's score by component.
 * Plain data: every string is owned by the play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

typedef struct
{
  char           *name;        /* as written in the file; NULL for the solo opponent */
  GkPlayerColour  colour;
  gint            seat;        /* 0-based seating order, GK_PLAYER_HAL for the opponent */
  guint           tokens;      /* the four score components (rules.md section 7) */
  guint           cards;
  guint           renewal;
  guint           districts;
  guint           total;
  guint           rank;        /* 1 = winner; tied players share a rank */
  gboolean        winner;
  char           *person;      /* the person's UUID from the file (GK_PERSON_HAL for the
                                * opponent), or NULL */
  guint           timed_turns; /* actions whose time is known (game-file.md "at") */
  gint64          turn_seconds;/* their total time, pauses left out */
} GkHistoryPlayer;

typedef struct
{
  char         *file;          /* base name in the library folder */
  char         *id;            /* the play's id, or one derived from its content */
  gboolean      id_derived;    /* the file has no id yet */
  gint64        modified;      /* the file's last write, microseconds: the newest copy counts */
  gint64        started;       /* Unix time, seconds: the play's record, else the file's times */
  gint64        finished;
  gint32        utc_offset;    /* seconds east of UTC where it was played (0 when unknown) */
  gint64        duration;      /* playing time in seconds, pauses left out; -1 unknown */
  char         *location;      /* NULL when none */
  char         *note;
  guint         n_players;     /* seats at the table, the solo opponent not counted */
  GkVariant     variant;
  GkSoloLevel   solo_level;    /* solo only */
  guint         rounds;
  GkEndTrigger  end_trigger;
  gint          end_player;    /* who placed their last resource, or GK_NO_PLAYER */
  GArray       *players;       /* of GkHistoryPlayer, seating order, the opponent last */
} GkHistoryPlay;

GkHistoryPlay  *gk_history_play_new        (void);
void            gk_history_play_free       (GkHistoryPlay   *play);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkHistoryPlay, gk_history_play_free)

/* The play of a finished game, scored by the core; NULL when the game is
 * not over (a game in progress is not a play).  Its id, times, place and
 * persons come from the game's record; @started and @finished (Unix
 * seconds, the file's times) stand in for times the record lacks. */
GkHistoryPlay  *gk_history_play_new_from_game (const char     *file,
                                            gint64           started,
                                            gint64           finished,
                                            GkGame          *game);
GkHistoryPlay  *gk_history_play_copy       (const GkHistoryPlay *play);

/* The seat's entry, or NULL. */
const GkHistoryPlayer *gk_history_play_get_player (const GkHistoryPlay *play,
                                                   gint                 seat);
/* The player's name for people: the solo opponent's is translated. */
const char     *gk_history_player_get_display_name (const GkHistoryPlayer *player);

/* Words written in the index and the exports, never translated. */
const char     *gk_history_variant_to_string (GkVariant      variant);
gboolean        gk_history_variant_from_string (const char  *str,
                                            GkVariant       *out);
const char     *gk_history_solo_level_to_string (GkSoloLevel level);
gboolean        gk_history_solo_level_from_string (const char *str,
                                            GkSoloLevel     *out);
const char     *gk_history_end_to_string   (GkEndTrigger     trigger);
gboolean        gk_history_end_from_string (const char      *str,
                                            GkEndTrigger    *out);

/* The key that makes "Anna", " anna " and "ANNA" one person: NFKC,
 * case-folded, inner white space collapsed to one space, trimmed. */
char           *gk_history_name_key        (const char      *name);

G_END_DECLS
