/* gk-history-play.h: one finished game as the history keeps it
 *
 * A play is what the index holds of a finished .ginkgo file: a game of
 * Ginkgopolis (when it was played, the variant, how it ended, and each
 * seat's score by component) or a finished score sheet of another game
 * (src/sheets: the same record, and each seat's points by the game's
 * categories).  Plain data: every string is owned by the play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"
#include "gk-sheet.h"

G_BEGIN_DECLS

/* The game of a Ginkgopolis play; a score sheet's is its game's id
 * ("7-wonders", src/sheets). */
#define GK_HISTORY_GAME_GINKGOPOLIS "ginkgopolis"

/* The solo opponent's seat: after every seat a table or a score sheet has
 * (a sheet's sixth player is seat 5, the core's number for the opponent). */
#define GK_HISTORY_SEAT_HAL 100

/* The most seats a play has, the solo opponent not counted. */
#define GK_HISTORY_MAX_SEATS MAX (GK_MAX_PLAYERS, GK_SHEET_MAX_PLAYERS)

/* The colour of a score sheet's seat: none. */
#define GK_HISTORY_NO_COLOUR GK_N_PLAYER_COLOURS

typedef struct
{
  char           *name;        /* as written in the file; NULL for the solo opponent */
  GkPlayerColour  colour;      /* GK_HISTORY_NO_COLOUR on a score sheet */
  gint            seat;        /* 0-based seating order, GK_HISTORY_SEAT_HAL for the opponent */
  guint           tokens;      /* the four score components (rules.md section 7) */
  guint           cards;
  guint           renewal;
  guint           districts;
  gint            total;       /* a score sheet's may be below 0 (7 Wonders' defeats, debt) */
  guint           rank;        /* 1 = winner; tied players share a rank */
  gboolean        winner;
  char           *person;      /* the person's UUID from the file (GK_PERSON_HAL for the
                                * opponent), or NULL */
  guint           timed_turns; /* actions whose time is known (game-file.md "at") */
  gint64          turn_seconds;/* their total time, pauses left out */
  gint           *categories;  /* a score sheet's: the points of each of the play's
                                * categories, in their order; NULL for Ginkgopolis */
  gboolean        anonymous;   /* nobody typed a name for the seat: @name is the one
                                * the app shows for it ("Player 2", a sheet's "p2") */
} GkHistoryPlayer;

typedef struct
{
  char         *game;          /* GK_HISTORY_GAME_GINKGOPOLIS or a score sheet's game id */
  char        **categories;    /* a score sheet's category ids (its game's, in the order of
                                * its pad, those its expansions use); NULL for Ginkgopolis */
  char         *file;          /* base name in the library folder */
  char         *id;            /* the play's id, or one derived from its content */
  gboolean      id_derived;    /* the file has no id yet */
  gboolean      times_derived; /* nor times: they are the file's (not kept in the index's
                                * rows; its records table keeps the first ones seen) */
  gint64        modified;      /* the file's last write, microseconds: the newest copy counts */
  gint64        started;       /* Unix time, seconds: the play's record, else the file's times */
  gint64        finished;
  gint32        utc_offset;    /* seconds east of UTC where it was played (0 when unknown) */
  gboolean      offset_known;  /* the record says where (its offset, even 0): not "Z" */
  gint64        duration;      /* playing time in seconds, pauses left out; -1 unknown (a
                                * score sheet's: it is filled in after the play) */
  char         *location;      /* NULL when none */
  char         *note;
  guint         n_players;     /* seats at the table, the solo opponent not counted */
  GkVariant     variant;       /* a score sheet's is standard, whatever its count */
  GkSoloLevel   solo_level;    /* solo only */
  guint         rounds;        /* Ginkgopolis only, as the end below */
  GkEndTrigger  end_trigger;
  gint          end_player;    /* who placed their last resource, or GK_NO_PLAYER */
  GArray       *players;       /* of GkHistoryPlayer, seating order, the opponent last */
  char        **expansions;    /* a score sheet's expansions played (its game's module ids,
                                * "leaders"), in the game's order; NULL: none */
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
/* The play of a finished score sheet (its record's end set), scored by
 * src/sheets; NULL while it is being filled in.  As for a game, the file's
 * times stand in for times the record lacks. */
GkHistoryPlay  *gk_history_play_new_from_sheet (const char   *file,
                                            gint64           started,
                                            gint64           finished,
                                            GkSheet         *sheet);

/* Whether @play is a score sheet of another game than Ginkgopolis. */
gboolean        gk_history_play_is_sheet   (const GkHistoryPlay *play);
/* The name of @play's game for people ("7 Wonders"), translated where the
 * app knows the game, else its id as written. */
const char     *gk_history_play_get_game_name (const GkHistoryPlay *play);
/* The name of a game by its id: GK_HISTORY_GAME_GINKGOPOLIS or a sheet's. */
const char     *gk_history_game_name       (const char      *game);
/* The name of category @id of @game ("Military conflicts"), translated
 * where the app knows the game, else @id as written. */
const char     *gk_history_category_name   (const char      *game,
                                            const char      *id);
/* The number of @play's categories (0 for Ginkgopolis), and where the one
 * with @id is among them (-1: none). */
guint           gk_history_play_get_n_categories (const GkHistoryPlay *play);
gint            gk_history_play_find_category (const GkHistoryPlay *play,
                                            const char      *id);

/* Whether @player is the solo opponent. */
gboolean        gk_history_player_is_hal   (const GkHistoryPlayer *player);

/* The seat's entry, or NULL. */
const GkHistoryPlayer *gk_history_play_get_player (const GkHistoryPlay *play,
                                                   gint                 seat);
/* The player's name for people: the solo opponent's is translated. */
const char     *gk_history_player_get_display_name (const GkHistoryPlayer *player);

/* Words written in the index and the exports, never translated. */
/* A seat as the exports write it: "p1" .. "p8", "hal"; parsed back. */
char           *gk_history_seat_to_string  (gint             seat);
gboolean        gk_history_seat_from_string (const char     *str,
                                            gint            *out);
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
