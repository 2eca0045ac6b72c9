/* gk-open-rules.c: what the app decides where the rulebooks are silent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-open-rules.h"

typedef struct
{
  GkOpenRuleGroup group;
  const char     *title;
  const char     *text;
} OpenRule;

/* In the order of rules.md 9 and 10, then rules.md 8 and 2.2; the engine
 * (gk-table-play.c, gk-table-solo.c, gk-score.c) is what these words
 * describe.  docs/open-rules.md says the same at length. */
static const OpenRule open_rules[] = {
  /* rules.md 9.1 */
  { GK_OPEN_RULE_PLAY,
    N_("An action that cannot be paid for"),
    N_("An urbanization needs 1 resource behind the screen. A construction needs one resource "
       "per level of the new height, 1 more if the colour changes, and the difference in points "
       "if the new number is lower; the resources on a building of your own come back first. "
       "If anything is missing, the tile goes back behind the screen and the card is played "
       "alone. Points never go below zero.") },
  /* rules.md 9.2, 9.3, 9.10 */
  { GK_OPEN_RULE_PLAY,
    N_("When the supply or the tile reserve runs out"),
    N_("A player takes only what is left: resources of their colour in the supply, tiles in the "
       "reserve; the rest is lost. The reserve runs out the moment its last tile is taken, even "
       "during an action. The first time, everyone may return tiles from behind their screen "
       "at once (not a tile already on a card chosen for later in the round), and the action "
       "takes what it still owes from them. The second time, the round is the last.") },
  /* rules.md 9.4 */
  { GK_OPEN_RULE_PLAY,
    N_("The order of gains"),
    N_("In one action, what the action itself gives comes first, then the bonuses: the "
       "characters’ first, then those of the kept cards in the order they were kept.") },
  /* rules.md 9.7 */
  { GK_OPEN_RULE_PLAY,
    N_("Moving the markers"),
    N_("With no empty cell next to the new tile, the marker goes to any empty cell next to a "
       "building, and other markers may be shifted so that the letters stay in alphabetical "
       "order around the city. The app warns when the order stays broken, or when a shift was "
       "not needed, but keeps what you entered.") },
  /* rules.md 9.8, 9.9 */
  { GK_OPEN_RULE_PLAY,
    N_("Rebuilding the deck"),
    N_("The deck is rebuilt the moment a draw takes its last card, during a hand renewal too, "
       "so the draw pile is never empty between draws. With 2 or 3 players 7 cards are burned, "
       "but never the last card of the new pile. A hand may be renewed more than once in a "
       "round while tokens last.") },
  /* rules.md 9.11 */
  { GK_OPEN_RULE_SCORE,
    N_("When the game ends"),
    N_("The first end condition to happen counts: the tile reserve running out a second time, "
       "or a player placing their last resource (checked as soon as resources are placed). "
       "The round is always played to its end, even if that player gets resources back.") },
  /* rules.md 9.12 */
  { GK_OPEN_RULE_SCORE,
    N_("What end-game cards count"),
    N_("Cards 10 to 13 count your resources on buildings whose top tile has the colour the "
       "card names; 16 to 18 count your characters and kept cards 1 to 9 with that action; 19 "
       "counts your characters and kept cards of its colour, itself included.") },
  /* rules.md 9.6, 9.13 */
  { GK_OPEN_RULE_SCORE,
    N_("Ties"),
    N_("A tie for first or second place in a district goes to the player with the tallest "
       "building there, then to the one whose tallest building has the higher number. Players "
       "tied for the win share the victory.") },
  /* rules.md 10, decisions 3 and 4, and its score */
  { GK_OPEN_RULE_SOLO,
    N_("What HAL pays"),
    N_("HAL pays one resource of its supply per level of the new height: nothing for a colour "
       "change, and no points for a lower number. When its supply cannot pay, its action does "
       "not happen, the tile goes back to the reserve and the game ends at once. HAL counts as "
       "a player in every district.") },
  /* rules.md 8 */
  { GK_OPEN_RULE_ASSUMED,
    N_("Kept cards"),
    N_("What each building card does (the action whose bonus it pays, the colour or the bonuses "
       "it counts) comes from a fan list, not from the rulebooks. The app shows it beside each "
       "kept card, marked “assumed”: check it against the printed card.") },
  /* rules.md 2.2 */
  { GK_OPEN_RULE_ASSUMED,
    N_("The starting markers"),
    N_("The markers start in the ring a picture of the rulebook shows: A above the top-left "
       "tile, then clockwise to L on its left. No rulebook text says so.") },
};

guint
gk_open_rules_get_n (void)
{
  return G_N_ELEMENTS (open_rules);
}

guint
gk_open_rules_get_n_decisions (void)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (open_rules); i++)
    if (open_rules[i].group != GK_OPEN_RULE_ASSUMED)
      n++;
  return n;
}

GkOpenRuleGroup
gk_open_rules_get_group (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (open_rules), GK_OPEN_RULE_PLAY);

  return open_rules[index].group;
}

const char *
gk_open_rules_get_title (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (open_rules), NULL);

  return _(open_rules[index].title);
}

const char *
gk_open_rules_get_text (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (open_rules), NULL);

  return _(open_rules[index].text);
}

const char *
gk_open_rules_group_title (GkOpenRuleGroup group)
{
  switch (group)
    {
    case GK_OPEN_RULE_PLAY:
      /* TRANSLATORS: a heading over the decisions the app takes about play */
      return _("During a Round");
    case GK_OPEN_RULE_SCORE:
      return _("The End and the Score");
    case GK_OPEN_RULE_SOLO:
      return _("The Solo Game");
    case GK_OPEN_RULE_ASSUMED:
      /* TRANSLATORS: a heading over what the app takes from outside the rulebooks */
      return _("What the App Assumes");
    case GK_N_OPEN_RULE_GROUPS:
    default:
      g_return_val_if_reached (NULL);
    }
}
