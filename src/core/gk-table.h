/* gk-table.h: the whole table at one moment of a game
 *
 * A GkTable is built either from a setup, then moved on by gk_table_apply()
 * one logged move at a time (the only place the rules of play live), or
 * from a finished position (gk_table_new_position()) for scoring alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-cards.h"
#include "gk-types.h"
#include "gk-setup.h"
#include "gk-move.h"

G_BEGIN_DECLS

typedef struct _GkTable GkTable;

typedef enum
{
  GK_END_NONE,
  GK_END_TILES,        /* the tile reserve ran out the second time */
  GK_END_RESOURCES,    /* a player placed all their resources (solo: or the
                        * opponent's supply is empty) */
  GK_END_OPPONENT_CANNOT_PAY /* solo: the opponent could not pay for its
                              * construction; the game is over at once */
} GkEndTrigger;

typedef enum
{
  GK_ACTION_EXPLOIT,
  GK_ACTION_URBANIZATION,
  GK_ACTION_CONSTRUCTION
} GkActionKind;

/* Why an urbanization or construction fell back to an exploit (rules.md 9.1). */
typedef enum
{
  GK_FALLBACK_NONE,
  GK_FALLBACK_NO_RESOURCE,        /* urbanization: no resource behind the screen */
  GK_FALLBACK_RESOURCES,          /* construction: not enough resources */
  GK_FALLBACK_POINTS              /* construction: not enough points for a lower number */
} GkFallback;

/* Where a gain or cost comes from. */
typedef enum
{
  GK_SOURCE_ACTION,        /* the action itself (exploit gain, costs, placement) */
  GK_SOURCE_ADJACENT,      /* an adjacent building activated by urbanization; id = its top tile */
  GK_SOURCE_CHARACTER,     /* id = character index 0..2 */
  GK_SOURCE_CARD,          /* a kept building card; id = the card */
  GK_SOURCE_OWNER,         /* paid to the owner of a covered building */
  GK_SOURCE_TILE_RETURN,   /* the first exhaustion's return step */
  GK_SOURCE_RULES          /* setup, rebuilds, end */
} GkSource;

typedef enum
{
  GK_EFFECT_FALLBACK,          /* amount = GkFallback, id = GkActionKind entered */
  GK_EFFECT_POINTS,            /* amount > 0 gained, < 0 paid */
  GK_EFFECT_RESOURCES,         /* to (>0) or from (<0) behind the screen, from/to the supply */
  GK_EFFECT_TILES,             /* from the reserve (>0) to behind the screen */
  GK_EFFECT_LOST,              /* amount not given: supply (id 0) or reserve (id 1) empty */
  GK_EFFECT_RESOURCES_BACK,    /* resources back from a covered building to its owner */
  GK_EFFECT_PLACE_RESOURCES,   /* amount resources put on a building at x, y */
  GK_EFFECT_BUILD,             /* tile id put at x, y */
  GK_EFFECT_MARKER,            /* marker id (letter) moved to x, y */
  GK_EFFECT_KEEP_CARD,         /* card id kept in front of the screen */
  GK_EFFECT_DISCARD,           /* card id (or GK_NO_CARD) to the discard pile, amount cards */
  GK_EFFECT_RESERVE_EMPTY,     /* amount = 1 first time, 2 second time */
  GK_EFFECT_TILE_RETURN,       /* the return step: player returned amount tiles */
  GK_EFFECT_END_TRIGGER,       /* id = GkEndTrigger */
  GK_EFFECT_REBUILD,           /* amount = cards in the new pile, id = cards burned */
  GK_EFFECT_DRAW,              /* player drew amount cards */
  GK_EFFECT_REBUILD_CARD,      /* card id of a build site added to the deck; the
                                * GK_EFFECT_REBUILD it belongs to follows */
  GK_EFFECT_SHIFT,             /* marker id (letter) shifted to x, y to keep the order (9.7);
                                * amount: GkShiftFlags */
  GK_EFFECT_OPPONENT_PLAYS,    /* solo: the opponent plays card id; amount = cards drawn (1 or 2) */
  GK_EFFECT_CANNOT_PAY,        /* solo: the opponent cannot pay; tile id stays in the reserve */
  GK_EFFECT_OPPONENT_SKIPPED   /* solo: the reserve is empty, the opponent's turn is left out
                                * and its card discarded unrevealed */
} GkEffectKind;

/* What a GK_EFFECT_SHIFT's amount says about the order of the letters
 * (rules.md 9.7): both are accepted, and warned about. */
typedef enum
{
  GK_SHIFT_STILL_BROKEN = 1 << 0, /* on the last shift: the order is still broken after it */
  GK_SHIFT_UNNEEDED = 1 << 1      /* on the first shift: the letters were in order once the
                                   * marker was placed, so no shift was needed */
} GkShiftFlags;

typedef struct
{
  GkEffectKind kind;
  gint         player;
  gint         amount;
  GkSource     source;
  gint         id;
  gint         x;
  gint         y;
} GkEffect;

/* "What would happen": gk_table_preview() fills it without changing the table. */
typedef struct
{
  GkActionKind entered;          /* what the player entered */
  GkActionKind resolved;         /* what happens (exploit on a fallback) */
  GkFallback   fallback;
  gboolean     needs_take;       /* an urbanization card resolved alone, and no choice yet */
  gboolean     needs_marker;     /* urbanization without marker cell yet */
  gboolean     needs_tile_return;/* the reserve runs out the first time: returns needed */
  guint        return_max[GK_MAX_PLAYERS]; /* with needs_tile_return: the tiles each
                                  * player holds behind the screen at that moment */
  gboolean     marker_out_of_order; /* accepted, but the letters leave alphabetical order (9.7) */
  gboolean     shifts_unneeded;  /* accepted, but markers were shifted where the letters were
                                  * in order (9.7) */
  gboolean     rebuilds;         /* the deck is rebuilt during this move */
  GkEndTrigger end_trigger;      /* triggered by this move, or GK_END_NONE */
  gboolean     opponent_cannot_pay; /* solo: the opponent's action does not happen */
  gint         points;           /* net change for the acting player */
  gint         resources;        /* net change behind the acting player's screen (the
                                  * opponent: in its supply) */
  gint         tiles;            /* net change behind the acting player's screen */
  GArray      *effects;          /* of GkEffect, in the order they happen */
} GkPreview;

void            gk_preview_free            (GkPreview       *preview);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkPreview, gk_preview_free)

/* One cell of the city. */
typedef struct
{
  gint     x;
  gint     y;
  guint    height;
  GkTile   top;
  gint     owner;        /* seat, GK_PLAYER_HAL or GK_NO_PLAYER */
  gboolean build_site;
} GkBuilding;

/* ---- construction and copy ---- */

GkTable        *gk_table_new               (const GkSetup   *setup);
GkTable        *gk_table_copy              (const GkTable   *table);
void            gk_table_free              (GkTable         *table);

/* Applies one move: the rules of play.  On error the table is unchanged and
 * @error says why in words a player understands.  When @effects is not NULL,
 * what happened is appended to it (GkEffect). */
gboolean        gk_table_apply             (GkTable         *table,
                                            const GkMove    *move,
                                            GArray          *effects,
                                            GError         **error);

/* What @move would do; NULL with @error when it is refused.  Missing
 * choices (take, marker, returns) do not refuse: they set the needs_ flags. */
GkPreview      *gk_table_preview           (const GkTable   *table,
                                            const GkMove    *move,
                                            GError         **error);

/* Whether the player of @move chooses what its letter gives, 1 resource or
 * 1 tile (rules.md 4.A, 9.1): an urbanization card played alone, or one
 * whose urbanization falls back to an exploit; never the solo opponent.
 * @preview is the engine's answer to @move, or NULL before there is one
 * (the card alone is then an exploit). */
gboolean        gk_move_offers_take        (const GkMove    *move,
                                            const GkPreview *preview);

/* ---- position (scoring a finished table without a log) ---- */

GkTable        *gk_table_new_position      (guint            n_players);
void            gk_table_position_set_player (GkTable       *table,
                                              gint           player,
                                              const char    *name,
                                              GkPlayerColour colour,
                                              guint          points,
                                              guint          renewal_tokens,
                                              guint          resources,
                                              guint          tiles);
gboolean        gk_table_position_add_character (GkTable    *table,
                                                 gint        player,
                                                 GkColour    colour,
                                                 GkTrigger   trigger,
                                                 GError    **error);
gboolean        gk_table_position_add_kept (GkTable         *table,
                                            gint             player,
                                            GkCard           card,
                                            GError         **error);
/* @tiles bottom to top; @owner GK_NO_PLAYER for an unowned building (height 1). */
gboolean        gk_table_position_add_building (GkTable     *table,
                                                gint         x,
                                                gint         y,
                                                gint         owner,
                                                const GkTile *tiles,
                                                guint        n_tiles,
                                                GError     **error);
/* What a finished table must satisfy as a whole, once every building and
 * card is entered: each kept card's tile lies in the city, built over. */
gboolean        gk_table_position_validate (const GkTable   *table,
                                            GError         **error);
gboolean        gk_table_is_position       (const GkTable   *table);

/* ---- the round ---- */

guint           gk_table_get_n_players     (const GkTable   *table);
GkVariant       gk_table_get_variant       (const GkTable   *table);
GkSoloLevel     gk_table_get_solo_level    (const GkTable   *table);
guint           gk_table_get_round         (const GkTable   *table);
gint            gk_table_get_first_player  (const GkTable   *table);
/* The player whose action comes next, GK_NO_PLAYER when the game is over. */
gint            gk_table_get_next_player   (const GkTable   *table);
/* Actions already resolved in the current round. */
guint           gk_table_get_actions_done  (const GkTable   *table);
/* Whether the game uses hand-renewal tokens: not the solo game (rules.md 10). */
gboolean        gk_table_uses_renewal_tokens (const GkTable *table);
/* Whether the tile reserve's first running out brings the tile-return step
 * (rules.md 9.3): not in the solo game, whose reserve runs out once
 * (rules.md 10). */
gboolean        gk_table_has_tile_return   (const GkTable   *table);
/* Whether this is the moment for hand renewals: a game going on, before the
 * round's first card is resolved (rules.md 3.1). */
gboolean        gk_table_in_renewals       (const GkTable   *table);
/* gk_table_in_renewals() and @player has a token left. */
gboolean        gk_table_can_renew         (const GkTable   *table,
                                            gint             player);
GkEndTrigger    gk_table_get_end_trigger   (const GkTable   *table,
                                            gint            *player);
gboolean        gk_table_is_last_round     (const GkTable   *table);
gboolean        gk_table_is_game_over      (const GkTable   *table);

/* ---- cards ---- */

/* Cards in the draw pile.  The pile is never empty between draws (rules.md
 * 9.8): the N-th draw from now takes its last card and the rebuild follows
 * at once. */
guint           gk_table_get_draw_pile     (const GkTable   *table);
guint           gk_table_get_discard_pile  (const GkTable   *table);
/* Cards known to lie in the discard pile (played since the last rebuild). */
gboolean        gk_table_card_in_discard   (const GkTable   *table,
                                            GkCard           card);
/* In the deck, hands or discard: playable some time. */
gboolean        gk_table_card_in_circulation (const GkTable *table,
                                              GkCard         card);
/* Could @card be in a hand now (in circulation, not known discarded)? */
gboolean        gk_table_card_playable     (const GkTable   *table,
                                            GkCard           card);
guint           gk_table_get_reshuffles    (const GkTable   *table);
/* The building cards that will go into the discard at the next rebuild,
 * sorted by colour then number (tiles carrying a build-site marker). */
GArray         *gk_table_get_build_sites   (const GkTable   *table);

/* ---- tiles ---- */

guint           gk_table_get_tile_reserve  (const GkTable   *table);
/* 0 not yet run out, 1 run out once (return step done), 2 run out twice. */
guint           gk_table_get_reserve_exhaustions (const GkTable *table);
gboolean        gk_table_tile_in_city      (const GkTable   *table,
                                            GkTile           tile);
/* Tiles out of the game (removed at setup), a count: they were never seen. */
guint           gk_table_get_tiles_removed (const GkTable   *table);

/* ---- the city ---- */

guint           gk_table_get_n_buildings   (const GkTable   *table);
const GkBuilding *gk_table_get_building    (const GkTable   *table,
                                            guint            index);
const GkBuilding *gk_table_get_building_at (const GkTable   *table,
                                            gint             x,
                                            gint             y);
/* The building whose top tile is @tile, or NULL. */
const GkBuilding *gk_table_find_top        (const GkTable   *table,
                                            GkTile           tile);
/* Tiles of the building at x, y, bottom to top. */
guint           gk_table_get_stack         (const GkTable   *table,
                                            gint             x,
                                            gint             y,
                                            GkTile          *tiles,
                                            guint            max);
void            gk_table_get_marker        (const GkTable   *table,
                                            guint            letter,
                                            gint            *x,
                                            gint            *y);
/* Marker letter at a cell, or -1. */
gint            gk_table_get_marker_at     (const GkTable   *table,
                                            gint             x,
                                            gint             y);
/* Cells where the marker of an urbanization that builds on @letter's
 * cell may go (rules.md 4.B.3 and 9.7), as pairs x, y in a GArray of gint. */
GArray         *gk_table_get_marker_targets (const GkTable  *table,
                                             guint           letter);
void            gk_table_get_bounds        (const GkTable   *table,
                                            gint            *min_x,
                                            gint            *min_y,
                                            gint            *max_x,
                                            gint            *max_y);

/* ---- players ---- */

/* The player's name, or for a seat left unnamed its default name in the
 * language of the moment ("Player 2"). */
const char     *gk_table_get_player_name   (const GkTable   *table,
                                            gint             player);
/* The name as the players typed it: empty for a seat left unnamed. */
const char     *gk_table_get_player_typed_name (const GkTable *table,
                                                gint           player);
GkPlayerColour  gk_table_get_player_colour (const GkTable   *table,
                                            gint             player);
guint           gk_table_get_points        (const GkTable   *table,
                                            gint             player);
guint           gk_table_get_resources_supply (const GkTable *table,
                                               gint           player);
/* Whether @player has a screen, with resources and tiles behind it: not the
 * solo opponent (rules.md 10). */
gboolean        gk_table_player_has_screen (const GkTable   *table,
                                            gint             player);
guint           gk_table_get_resources_screen (const GkTable *table,
                                               gint           player);
guint           gk_table_get_resources_city (const GkTable  *table,
                                             gint            player);
guint           gk_table_get_tiles         (const GkTable   *table,
                                            gint             player);
guint           gk_table_get_renewal_tokens (const GkTable  *table,
                                             gint            player);
guint           gk_table_get_hand_size     (const GkTable   *table,
                                            gint             player);
guint           gk_table_get_n_characters  (const GkTable   *table,
                                            gint             player);
const GkCharacter *gk_table_get_character  (const GkTable   *table,
                                            gint             player,
                                            guint            index);
/* Kept building cards in the order the player got them. */
guint           gk_table_get_n_kept        (const GkTable   *table,
                                            gint             player);
GkCard          gk_table_get_kept          (const GkTable   *table,
                                            gint             player,
                                            guint            index);

/* ---- the solo opponent (rules.md 10) ----
 *
 * A solo round is two moves: the human's action (player 0), then the
 * opponent's (GK_PLAYER_HAL), always a card and the tile drawn for it
 * (gk_move_init_action()).  At the expert level, when
 * gk_table_opponent_draws_second() says so for the card revealed, a second
 * card is drawn: gk_table_get_opponent_choice() names the card it plays,
 * and gk_move_set_drawn() records both.  An urbanization card needs the
 * marker's cell (and any shifts, gk_move_add_shift()), exactly as the
 * human's.  gk_table_preview() on the opponent's move lists what the
 * player does with the pieces (GK_EFFECT_BUILD, GK_EFFECT_PLACE_RESOURCES,
 * GK_EFFECT_MARKER, GK_EFFECT_RESOURCES_BACK, ...) or says that it cannot
 * pay (opponent_cannot_pay).  When the reserve is empty at its turn the
 * engine leaves its action out by itself (GK_EFFECT_OPPONENT_SKIPPED).  Its
 * counts come from the player getters with GK_PLAYER_HAL. */

/* Points the opponent would earn urbanizing on @letter's cell now: the sum
 * of the heights of the buildings orthogonally next to that cell. */
guint           gk_table_get_urbanization_value (const GkTable *table,
                                                 guint          letter);
/* Expert level: the card the opponent plays when @first (an urbanization
 * card) and @second were drawn for it, the city as it stands now: @second
 * if it is a building card or an urbanization card worth more points,
 * else @first.  GK_NO_CARD when @first is not an urbanization card (no
 * second card is drawn then). */
GkCard          gk_table_get_opponent_choice (const GkTable *table,
                                              GkCard         first,
                                              GkCard         second);
/* Whether a second card is drawn for the opponent at its turn once @first
 * is revealed: at the expert level, when @first is an urbanization card. */
gboolean        gk_table_opponent_draws_second (const GkTable *table,
                                                GkCard         first);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkTable, gk_table_free)

G_END_DECLS
