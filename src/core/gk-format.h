/* gk-format.h: the engine's facts in words for people
 *
 * The one room for wording: the window and the command line's report both
 * take their words from here.  Nothing here decides a rule: every function
 * only words what the engine reported (a GkEffect, a GkPreview, a character
 * as entered, a player as seated).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "gk-cards.h"
#include "gk-play.h"
#include "gk-score.h"
#include "gk-setup.h"
#include "gk-table.h"
#include "gk-types.h"

G_BEGIN_DECLS

/* @player's name at @table, "HAL" for the solo opponent, "Nobody" for
 * GK_NO_PLAYER or without a table. */
char           *gk_format_player_name      (const GkTable    *table,
                                            gint              player);
/* A player in a report or a message: "Anna (p1)", or the id alone ("p1")
 * when the player has no name of their own. */
char           *gk_format_player_label     (const GkTable    *table,
                                            gint              player);
/* The same for seat @seat of @setup, before there is a table. */
char           *gk_format_setup_player_label (const GkSetup  *setup,
                                              guint           seat);
/* The players' names in seating order, for a list of games: "Anna, Béla". */
char           *gk_format_player_names     (const GkTable    *table);
/* Where @player's resources lie, short: "Resources: 3 supply · 2 screen · 1
 * city", without the screen for the solo opponent (rules.md 10). */
char           *gk_format_player_resources (const GkTable    *table,
                                            gint              player);
/* All @player holds: the resources, then the tiles and renewal tokens where
 * the seat has them: "Resources: 3 supply · 2 screen · 1 city · 4 tiles · 2
 * renewal tokens". */
char           *gk_format_player_holdings  (const GkTable    *table,
                                            gint              player);

/* One sentence per effect of @effects (GkEffect), in order, as a
 * NULL-terminated array.  @table is the table the effects start from (the
 * table before the move): it names the buildings they touch. */
char          **gk_format_effects          (const GkTable    *table,
                                            const GArray     *effects);
/* "+3 points · −1 resource · +2 tiles" for the acting player, or "No change". */
char           *gk_format_preview_summary  (const GkPreview  *preview);
/* Why an action fell back to an exploit, as a sentence, or NULL. */
char           *gk_format_fallback         (GkFallback        fallback,
                                            GkActionKind      entered);
/* "Urbanization", "Construction", "Exploit". */
const char     *gk_format_action_kind      (GkActionKind      kind);
/* "Red · exploit · 1 tile, 2 resources, no points". */
char           *gk_format_character        (const GkCharacter *character);
/* A character's colour and bonus trigger, short: "Red Exploit". */
const char     *gk_format_character_bonus  (GkColour          colour,
                                            GkTrigger         trigger);
/* "Blue 4: Exploit bonus, 1 tile" or "Red 12: at the end, 1 point per …",
 * with "(assumed)" where rules.md 8 says the card's data comes from a fan
 * list. */
char           *gk_format_kept_card        (GkCard            card);
/* A kept card short enough for a chip: its name and its assumed effect,
 * "Blue 4 · Exploit", "Red 12 · = resources on blue". */
char           *gk_format_kept_card_label  (GkCard            card);
/* A player's kept cards, each with its short effect, and "(assumed)" after
 * them where one's data comes from a fan list; "none" for an empty list. */
char           *gk_format_kept_cards       (const GArray     *cards);
/* The mark beside a kept card whose data is not verified (rules.md 8):
 * "assumed". */
const char     *gk_format_assumed          (void);
/* What that mark means, as a sentence. */
const char     *gk_format_assumed_note     (void);
/* What end-game card @card scores, the one wording of each card:
 * "1 point per own building of height 1 or 2". */
char           *gk_format_card_rule        (GkCard            card);
/* What an end-game card scored, with the count the engine found:
 * "1 point per own building of height 1 or 2: 2 buildings". */
char           *gk_format_card_score       (const GkCardScore *card_score);
/* What is assumed of @card, to check against the printed card ("Colour
 * assumed, not verified: check the printed card"), or NULL where its
 * catalogue row is verified. */
const char     *gk_format_card_caveat      (GkCard            card);
/* A sorted list of cards: "Blue 5, Red 12 and Yellow 3". */
char           *gk_format_card_list        (const GArray     *cards);
/* "above", "to the right of"…: where @x, @y lies seen from @ref_x, @ref_y,
 * as "(x, y)" when it is not next to it. */
char           *gk_format_cell_near        (gint              x,
                                            gint              y,
                                            gint              ref_x,
                                            gint              ref_y,
                                            const char       *ref_name);
/* Where a marker goes by coordinates alone: "to (3, -1)". */
char           *gk_format_cell_to          (gint              x,
                                            gint              y);
/* A length of time for people, to the second under ten minutes ("45 s",
 * "1 min 20 s"), else to the minute ("25 min", "1 h 12 min"). */
char           *gk_format_duration         (gint64            seconds);

/* A game's variant and its level, for a list of games: "Standard",
 * "Solo · expert" (rules.md 10). */
const char     *gk_format_variant          (GkVariant         variant,
                                            GkSoloLevel       level);
/* What the tile reserve running out will do, or did (rules.md 9.3, 9.11,
 * 10): "When it runs out, everyone may return tiles for points." */
const char     *gk_format_reserve_outlook  (const GkTable    *table);
/* Where the game stands between moves, under the player's name: the
 * round and whose card of the round it is ("Round 3 · card 2 of 3"), or,
 * in the solo game, the round and the level HAL plays at. */
char           *gk_format_round_line       (const GkTable    *table);
/* How the game ended, or ends with this round once the end is triggered
 * (rules.md 9.11, 10): the tile reserve, whose resources, the solo
 * opponent who could not pay; NULL when the end is not triggered (a game
 * going on, or a position entered by hand). */
char           *gk_format_game_end         (const GkTable    *table);
/* Who won (or leads, while the game goes on) and with how many points:
 * "Anna wins with 63 points", "Anna and Béla share the victory with 58
 * points". */
char           *gk_format_result           (const GkTable    *table,
                                            const GkScore    *score);

/* Expert level (rules.md 10): which of @first (an urbanization card) and
 * @second, drawn for the solo opponent, it plays at @table and why, and
 * the card to discard: "HAL plays D: the heights next to marker D add up
 * to 3, next to marker C to 1. Put C on the discard pile." */
char           *gk_format_opponent_choice  (const GkTable    *table,
                                            GkCard            first,
                                            GkCard            second);
/* What the tile entered with a card means for the player to act (rules.md
 * 3 and 10): the solo opponent (@opponent) always builds with the tile
 * drawn for it; a player urbanizes with a letter card and builds with a
 * building card. */
const char     *gk_format_tile_use         (gboolean          opponent);
/* The solo game's order of play (rules.md 10): the human first in every
 * round, the opponent second. */
const char     *gk_format_solo_turn_order  (void);

/* How long a game was played (@playing seconds, pauses left out, as
 * gk_game_get_playing_time() gives it), saying so when a pause was left
 * out (@span, the time from first to last, is longer): "1 h 29 min, pauses
 * over 30 min not counted"; NULL when @playing is unknown (-1). */
char           *gk_format_playing_time     (gint64            playing,
                                            gint64            span);

/* A district as its row heads it: "2 · Red district, 5 buildings, 3
 * resources" (@number: its number on the city). */
char           *gk_format_district_title   (guint             number,
                                            const GkDistrict *district);
/* What the districts' part of a score says when the city has none
 * (rules.md 7: a district is neighbouring buildings of one colour). */
const char     *gk_format_no_districts     (void);
/* What the end-game cards' part of a score says when nobody kept one. */
const char     *gk_format_no_end_game_cards (void);
/* A part of the score, as the score tables head it: "Tokens", "Cards",
 * "Renewal", "Districts", "Total". */
const char     *gk_format_score_part       (GkScorePart       part);
/* Why a district's first (@first) or second place went to a player
 * (rules.md 7): "most resources", "tie broken by the tallest building"…; ""
 * for GK_PLACE_NONE. */
const char     *gk_format_place_reason     (GkPlaceReason     reason,
                                            gboolean          first);
/* Who took its places, and why (rules.md 7), a line each: "First: Anna,
 * most resources, 3 points\nSecond: Béla, second most resources, 1
 * point", or one line for a player alone in it: "Cili, alone in the
 * district: first and second place, 2 points". */
char           *gk_format_district_places  (const GkTable    *table,
                                            const GkDistrict *district);
/* The kind of game: "Standard game, 3 players", "Solo game, expert level". */
char           *gk_format_game_kind        (const GkTable    *table);

G_END_DECLS
