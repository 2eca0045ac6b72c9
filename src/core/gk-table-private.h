/* gk-table-private.h: what the table's files share
 *
 * The table is kept in five files: its state and getters (gk-table.c), the
 * rules of play (gk-table-play.c: the entry point, the deck, the reserve,
 * the checks, the round's end, the preview), the actions and what they pay
 * (gk-table-actions.c), the solo opponent's rules (gk-table-solo.c) and a
 * finished position entered by hand (gk-table-position.c).  The game's
 * replay (gk-game.c) applies moves in place through
 * _gk_table_apply_in_place().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-table.h"

G_BEGIN_DECLS

#define GK_TABLE_N_SLOTS (GK_MAX_PLAYERS + 1)   /* seats, then the solo opponent */

typedef struct
{
  GRefString  *name;
  GkPlayerColour colour;
  guint        points;
  guint        supply;             /* resources of this colour in the general supply */
  guint        screen;             /* resources behind the screen */
  guint        tiles;              /* tiles behind the screen */
  guint        renewal_tokens;
  guint        hand;
  guint        n_characters;
  GkCharacter  characters[GK_N_CHARACTERS];
  guint        n_kept;
  gint8        kept[GK_N_TILES];
} GkTablePlayer;

struct _GkTable
{
  gboolean     is_position;
  GkVariant    variant;
  GkSoloLevel  solo_level;
  guint        n_players;
  GkTablePlayer players[GK_TABLE_N_SLOTS];

  /* The city */
  guint        n_buildings;
  GkBuilding   buildings[GK_N_TILES];
  gint8        under[GK_N_TILES];          /* tile below each tile in the city, or -1 */
  gint8        top_of[GK_N_TILES];         /* building whose top is this tile, or -1 */
  gboolean     in_city[GK_N_TILES];
  gint         marker_x[GK_N_LETTERS];
  gint         marker_y[GK_N_LETTERS];

  /* Cards */
  gboolean     circulation[GK_N_CARDS];    /* in the deck, a hand or the discard pile */
  gboolean     discarded[GK_N_CARDS];      /* known to lie in the discard pile */
  guint        draw_pile;
  guint        discard_pile;
  guint        reshuffles;

  /* Tiles */
  guint        reserve;
  guint        exhaustions;
  guint        tiles_removed;

  /* The round */
  guint        round;
  gint         first_player;
  guint        actions_done;
  GkEndTrigger end_trigger;
  gint         end_player;
  gboolean     game_over;
};

/* The four cells orthogonally next to a cell, as x, y offsets. */
extern const gint _gk_table_neighbours[4][2];

/* ---- the state (gk-table.c) ---- */

void            _gk_table_init_empty       (GkTable         *t,
                                            guint            n_players);
/* Copies @src over @dst, the player names included. */
void            _gk_table_assign           (GkTable         *dst,
                                            const GkTable   *src);
/* A new building of one tile at x, y; returns its index. */
gint            _gk_table_add_building     (GkTable         *t,
                                            gint             x,
                                            gint             y,
                                            GkTile           tile,
                                            gint             owner);
/* The index of the building at x, y, or -1. */
gint            _gk_table_find_building    (const GkTable   *t,
                                            gint             x,
                                            gint             y);
/* The letter of the marker at x, y, or -1. */
gint            _gk_table_marker_at        (const GkTable   *t,
                                            gint             x,
                                            gint             y);
gboolean        _gk_table_cell_is_empty    (const GkTable   *t,
                                            gint             x,
                                            gint             y);
gboolean        _gk_table_next_to_building (const GkTable   *t,
                                            gint             x,
                                            gint             y);
guint           _gk_table_resources_in_city (const GkTable  *t,
                                             gint            player);
const char     *_gk_table_player_name      (const GkTable   *t,
                                            gint             player);
/* A seat of this game, or the solo opponent in a solo game. */
gboolean        _gk_table_valid_slot       (const GkTable   *t,
                                            gint             player);
gint            _gk_table_expected_player  (const GkTable   *t);

/* ---- the rules of play (gk-table-play.c) ---- */

/* gk_table_preview(), run on @after, which first becomes a copy of @table
 * and is left as the move left it (whatever it held before: a reader
 * keeps one for every move).  When the preview needs nothing (no take, no
 * marker, no tile return), a move that only drops what it was shown to
 * ignore (the take of an urbanization, the marker of an exploit) leaves,
 * applied with
 * gk_table_apply(), the same table and the same effects: a reader of a
 * file checks each move with the preview and keeps its table
 * (_gk_game_push_applied()), instead of running the rules again. */
GkPreview      *_gk_table_preview_keeping  (const GkTable   *table,
                                            const GkMove    *move,
                                            GkTable         *after,
                                            GError         **error);

/* One run of the rules: a move applied to a table, in place.  What
 * happens is told by the effects alone; a preview's summary is derived from
 * them once the rules ran.  A lenient run (a preview) notes the choices the
 * move still lacks instead of refusing it. */
typedef struct
{
  GkTable      *t;
  const GkMove *move;
  GArray       *effects;
  GError      **error;
  gboolean      lenient;
  gboolean      failed;
  gboolean      returns_used;
  /* What a lenient run found missing. */
  gboolean      needs_take;
  gboolean      needs_marker;
  gboolean      needs_tile_return;
  guint         return_max[GK_MAX_PLAYERS];
} GkRun;


void            _gk_run_emit               (GkRun           *run,
                                            GkEffectKind     kind,
                                            gint             player,
                                            gint             amount,
                                            GkSource         source,
                                            gint             id,
                                            gint             x,
                                            gint             y);
/* Refuses the move with a translated message; returns FALSE. */
gboolean        _gk_run_fail               (GkRun           *run,
                                            gint             code,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (3, 4);
void            _gk_run_draw_card          (GkRun           *run,
                                            gint             player);
void            _gk_run_trigger_end        (GkRun           *run,
                                            GkEndTrigger     trigger,
                                            gint             player);
gboolean        _gk_run_reserve_ran_out    (GkRun           *run);
gboolean        _gk_run_check_card         (GkRun           *run,
                                            GkCard           card);
void            _gk_run_end_action         (GkRun           *run);

/* ---- the actions and what they pay (gk-table-actions.c) ---- */

void            _gk_run_discard_played     (GkRun           *run,
                                            gint             player,
                                            GkCard           card);
gboolean        _gk_run_exploit            (GkRun           *run,
                                            gint             player,
                                            GkCard           card);
gboolean        _gk_run_urbanize           (GkRun           *run,
                                            gint             player,
                                            GkCard           card,
                                            GkTile           tile);
gboolean        _gk_run_construct          (GkRun           *run,
                                            gint             player,
                                            GkCard           card,
                                            GkTile           tile);
/* rules.md 4.C and 9.1: what a construction needs after the resources of
 * a building of one's own came back. */
GkFallback      _gk_table_construction_fallback (const GkTable    *t,
                                                 gint              player,
                                                 const GkBuilding *target,
                                                 GkTile            tile);

/* ---- the solo opponent (gk-table-solo.c) ---- */

gboolean        _gk_run_opponent_action    (GkRun           *run);
void            _gk_run_opponent_skipped   (GkRun           *run);

/* ---- the game's replay (gk-game.c) ---- */

/* Like gk_table_apply(), without keeping the table unchanged on error: for
 * a replay that throws the whole table away when a move is refused. */
gboolean        _gk_table_apply_in_place   (GkTable         *table,
                                            const GkMove    *move,
                                            GArray          *effects,
                                            GError         **error);

G_END_DECLS
