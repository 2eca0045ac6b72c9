/* gk-format.c: the engine's facts in words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-cards.h"
#include "gk-format.h"
#include "gk-play.h"
#include "gk-score.h"
#include "gk-setup.h"
#include "gk-table.h"
#include "gk-types.h"

/* ---- players ---- */

char *
gk_format_player_name (const GkTable *table,
                       gint           player)
{
  const char *name;

  if (player == GK_NO_PLAYER || table == NULL)
    return g_strdup (_("Nobody"));
  name = gk_table_get_player_name (table, player);
  return g_strdup (name != NULL ? name : "");
}

/* "Anna (p1)", or the id alone for a player without a name of their own. */
static char *
player_label (const char *name,
              gint        player)
{
  g_autofree char *id = gk_player_id_to_string (player);

  if (name == NULL || *name == '\0' || g_strcmp0 (name, id) == 0)
    return g_steal_pointer (&id);
  /* TRANSLATORS: a player in a report or a message: name (id), e.g. "Anna (p1)" */
  return g_strdup_printf (_("%s (%s)"), name, id);
}

char *
gk_format_player_label (const GkTable *table,
                        gint           player)
{
  g_return_val_if_fail (table != NULL, NULL);

  return player_label (gk_table_get_player_typed_name (table, player), player);
}

char *
gk_format_setup_player_label (const GkSetup *setup,
                              guint          seat)
{
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (seat < setup->n_players, NULL);

  return player_label (setup->players[seat].name, (gint) seat);
}

char *
gk_format_player_names (const GkTable *table)
{
  g_autoptr(GString) str = g_string_new (NULL);

  g_return_val_if_fail (table != NULL, NULL);

  for (guint p = 0; p < gk_table_get_n_players (table); p++)
    {
      if (p > 0)
        g_string_append (str, ", ");
      g_string_append (str, gk_table_get_player_name (table, (gint) p));
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
}

/* ---- a seat's pieces ---- */

char *
gk_format_player_resources (const GkTable *table,
                            gint           player)
{
  g_return_val_if_fail (table != NULL, NULL);

  if (!gk_table_player_has_screen (table, player))
    /* TRANSLATORS: where the solo opponent's resources are: in the
     * general supply, on buildings in the city */
    return g_strdup_printf (_("Resources: %u supply · %u city"),
                            gk_table_get_resources_supply (table, player),
                            gk_table_get_resources_city (table, player));
  /* TRANSLATORS: where a player's resources are: in the general supply,
   * behind the screen, on buildings in the city */
  return g_strdup_printf (_("Resources: %u supply · %u screen · %u city"),
                          gk_table_get_resources_supply (table, player),
                          gk_table_get_resources_screen (table, player),
                          gk_table_get_resources_city (table, player));
}

char *
gk_format_player_holdings (const GkTable *table,
                           gint           player)
{
  g_autofree char *resources = NULL;
  g_autofree char *tiles = NULL;
  g_autofree char *tokens = NULL;
  guint n_tiles, n_tokens;

  g_return_val_if_fail (table != NULL, NULL);

  resources = gk_format_player_resources (table, player);
  if (!gk_table_player_has_screen (table, player))
    return g_steal_pointer (&resources);
  n_tiles = gk_table_get_tiles (table, player);
  tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", n_tiles), n_tiles);
  if (!gk_table_uses_renewal_tokens (table))
    return g_strdup_printf ("%s · %s", resources, tiles);
  n_tokens = gk_table_get_renewal_tokens (table, player);
  tokens = g_strdup_printf (ngettext ("%u renewal token", "%u renewal tokens", n_tokens),
                            n_tokens);
  return g_strdup_printf ("%s · %s · %s", resources, tiles, tokens);
}

static void
append_change (GString *str,
               gint     amount,
               char    *text)
{
  if (amount != 0)
    {
      if (str->len > 0)
        g_string_append (str, " · ");
      g_string_append (str, text);
    }
  g_free (text);
}

char *
gk_format_preview_summary (const GkPreview *preview)
{
  g_autoptr(GString) str = g_string_new (NULL);
  guint n;
  /* U+2212 MINUS SIGN reads better than a hyphen next to a number */
  const char *minus = "−";

  g_return_val_if_fail (preview != NULL, NULL);

  n = (guint) ABS (preview->points);
  append_change (str, preview->points,
                 /* TRANSLATORS: a change of points: "+3 points", "−1 point" */
                 g_strdup_printf (ngettext ("%s%u point", "%s%u points", n),
                                  preview->points > 0 ? "+" : minus, n));
  n = (guint) ABS (preview->resources);
  append_change (str, preview->resources,
                 g_strdup_printf (ngettext ("%s%u resource", "%s%u resources", n),
                                  preview->resources > 0 ? "+" : minus, n));
  n = (guint) ABS (preview->tiles);
  append_change (str, preview->tiles,
                 g_strdup_printf (ngettext ("%s%u tile", "%s%u tiles", n),
                                  preview->tiles > 0 ? "+" : minus, n));
  if (str->len == 0)
    /* TRANSLATORS: the acting player's points, resources and tiles stay as they are */
    return g_strdup (_("No change to points, resources or tiles"));
  return g_string_free (g_steal_pointer (&str), FALSE);
}

const char *
gk_format_action_kind (GkActionKind kind)
{
  switch (kind)
    {
    case GK_ACTION_URBANIZATION:
      return _("Urbanization");
    case GK_ACTION_CONSTRUCTION:
      return _("Construction");
    case GK_ACTION_EXPLOIT:
    default:
      return _("Exploit");
    }
}

char *
gk_format_fallback (GkFallback   fallback,
                    GkActionKind entered)
{
  switch (fallback)
    {
    case GK_FALLBACK_NO_RESOURCE:
      return g_strdup (_("No resource behind the screen for the urbanization: the tile goes back "
                         "behind the screen and the card is exploited instead"));
    case GK_FALLBACK_RESOURCES:
      return g_strdup (_("Not enough resources for the construction: the tile goes back behind "
                         "the screen and the card is exploited instead"));
    case GK_FALLBACK_POINTS:
      return g_strdup (_("Not enough points to build on a higher number: the tile goes back "
                         "behind the screen and the card is exploited instead"));
    case GK_FALLBACK_NONE:
    default:
      return NULL;
    }
}

char *
gk_format_character (const GkCharacter *character)
{
  g_autofree char *tiles = NULL;
  g_autofree char *resources = NULL;
  g_autofree char *points = NULL;

  g_return_val_if_fail (character != NULL, NULL);

  tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", character->tiles), character->tiles);
  resources = g_strdup_printf (ngettext ("%u resource", "%u resources", character->resources),
                               character->resources);
  points = g_strdup_printf (ngettext ("%u point", "%u points", character->points),
                            character->points);
  /* TRANSLATORS: a character card: colour · trigger · what its owner takes at the start */
  return g_strdup_printf (_("%s · %s · %s, %s, %s"),
                          gk_colour_get_name (character->colour),
                          gk_trigger_get_name (character->trigger),
                          tiles, resources, points);
}

static const char *
colour_item (GkColour colour,
             guint    n)
{
  switch (colour)
    {
    case GK_COLOUR_BLUE:
      return ngettext ("tile", "tiles", n);
    case GK_COLOUR_RED:
      return ngettext ("resource", "resources", n);
    case GK_COLOUR_YELLOW:
    default:
      return ngettext ("point", "points", n);
    }
}

/* A kept card's bonus, one whole sentence per trigger so that each language
 * can word the action its own way; @points is 0 where the bonus pays one kind
 * of item only. */
static char *
format_bonus (const char *name,
              GkTrigger   trigger,
              guint       items,
              const char *item,
              guint       points)
{
  const char *point = ngettext ("point", "points", points);

  switch (trigger)
    {
    case GK_TRIGGER_EXPLOIT:
      if (points == 0)
        /* TRANSLATORS: a kept card's bonus for each card played alone:
         * "Blue 4: Exploit bonus, 1 tile" */
        return g_strdup_printf (_("%s: Exploit bonus, %u %s"), name, items, item);
      /* TRANSLATORS: "Blue 7: Exploit bonus, 1 tile + 1 point" */
      return g_strdup_printf (_("%s: Exploit bonus, %u %s + %u %s"), name, items, item,
                              points, point);
    case GK_TRIGGER_URBANIZATION:
      if (points == 0)
        /* TRANSLATORS: a kept card's bonus at each urbanization:
         * "Red 4: Urbanization bonus, 1 resource" */
        return g_strdup_printf (_("%s: Urbanization bonus, %u %s"), name, items, item);
      /* TRANSLATORS: "Red 8: Urbanization bonus, 1 resource + 1 point" */
      return g_strdup_printf (_("%s: Urbanization bonus, %u %s + %u %s"), name, items, item,
                              points, point);
    case GK_TRIGGER_CONSTRUCTION:
    case GK_N_TRIGGERS:
    default:
      if (points == 0)
        /* TRANSLATORS: a kept card's bonus at each construction:
         * "Yellow 9: Construction bonus, 2 points" */
        return g_strdup_printf (_("%s: Construction bonus, %u %s"), name, items, item);
      /* TRANSLATORS: "Blue 8: Construction bonus, 1 tile + 1 point" */
      return g_strdup_printf (_("%s: Construction bonus, %u %s + %u %s"), name, items, item,
                              points, point);
    }
}

/* A character's colour and bonus trigger as one short label, one message per
 * combination: colour and action cannot agree in every language when they
 * are joined as two words. */
static const char *const character_bonus_labels[GK_N_COLOURS][GK_N_TRIGGERS] = {
  [GK_COLOUR_BLUE] = {
    /* TRANSLATORS: a blue character whose bonus comes with each card played
     * alone; a short label on a chip */
    [GK_TRIGGER_EXPLOIT] = NC_("character bonus", "Blue Exploit"),
    /* TRANSLATORS: a blue character with an urbanization bonus; short */
    [GK_TRIGGER_URBANIZATION] = NC_("character bonus", "Blue Urbanization"),
    /* TRANSLATORS: a blue character with a construction bonus; short */
    [GK_TRIGGER_CONSTRUCTION] = NC_("character bonus", "Blue Construction"),
  },
  [GK_COLOUR_RED] = {
    /* TRANSLATORS: a red character with an exploit bonus; short */
    [GK_TRIGGER_EXPLOIT] = NC_("character bonus", "Red Exploit"),
    /* TRANSLATORS: a red character with an urbanization bonus; short */
    [GK_TRIGGER_URBANIZATION] = NC_("character bonus", "Red Urbanization"),
    /* TRANSLATORS: a red character with a construction bonus; short */
    [GK_TRIGGER_CONSTRUCTION] = NC_("character bonus", "Red Construction"),
  },
  [GK_COLOUR_YELLOW] = {
    /* TRANSLATORS: a yellow character with an exploit bonus; short */
    [GK_TRIGGER_EXPLOIT] = NC_("character bonus", "Yellow Exploit"),
    /* TRANSLATORS: a yellow character with an urbanization bonus; short */
    [GK_TRIGGER_URBANIZATION] = NC_("character bonus", "Yellow Urbanization"),
    /* TRANSLATORS: a yellow character with a construction bonus; short */
    [GK_TRIGGER_CONSTRUCTION] = NC_("character bonus", "Yellow Construction"),
  },
};

const char *
gk_format_character_bonus (GkColour  colour,
                           GkTrigger trigger)
{
  g_return_val_if_fail (colour >= 0 && colour < GK_N_COLOURS, NULL);
  g_return_val_if_fail (trigger >= 0 && trigger < GK_N_TRIGGERS, NULL);

  return g_dpgettext2 (GETTEXT_PACKAGE, "character bonus", character_bonus_labels[colour][trigger]);
}

/* A kept card's whole sentence, without the mark of assumed data. */
static char *
kept_card_sentence (GkCard card)
{
  g_autofree char *name = gk_card_get_name (card);
  g_autofree char *rule = NULL;
  GkTrigger trigger;
  guint items = 0;
  guint extra = 0;

  if (gk_card_get_bonus (card, &trigger, &items, &extra))
    {
      GkColour colour = gk_tile_get_colour (card);

      /* A yellow bonus pays points only: the engine reports them as items. */
      if (extra > 0 && colour != GK_COLOUR_YELLOW)
        return format_bonus (name, trigger, items, colour_item (colour, items), extra);
      return format_bonus (name, trigger, items + extra, colour_item (colour, items + extra), 0);
    }

  rule = gk_format_card_rule (card);
  /* TRANSLATORS: a kept end-game card: "Blue 15: at the end, 3 points per own
   * building of height 3 or more" */
  return g_strdup_printf (_("%s: at the end, %s"), name, rule);
}

char *
gk_format_kept_card (GkCard card)
{
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (gk_card_is_building (card), NULL);

  sentence = kept_card_sentence (card);
  if (gk_card_get_info (card)->verified)
    return g_steal_pointer (&sentence);
  /* TRANSLATORS: a kept card whose effect comes from a fan list, not from
   * the rulebook (rules 8): "Blue 4: Exploit bonus, 1 tile (assumed)" */
  return g_strdup_printf (C_("kept card", "%s (assumed)"), sentence);
}

/* The short labels of kept cards, one whole message per case: %s is the
 * card's name.  "=" is the rulebook's mark of an end-game card. */
static char *
kept_card_label (const char       *name,
                 const GkCardInfo *info)
{
  switch (info->counts)
    {
    case GK_CARD_COUNTS_NONE:
      switch (info->trigger)
        {
        case GK_TRIGGER_EXPLOIT:
          /* TRANSLATORS: a kept card on a short chip: its name and the
           * action whose bonus it pays: "Blue 4 · Exploit" */
          return g_strdup_printf (C_("kept card", "%s · Exploit"), name);
        case GK_TRIGGER_URBANIZATION:
          return g_strdup_printf (C_("kept card", "%s · Urbanization"), name);
        case GK_TRIGGER_CONSTRUCTION:
        case GK_N_TRIGGERS:
        default:
          return g_strdup_printf (C_("kept card", "%s · Construction"), name);
        }
    case GK_CARD_COUNTS_RESOURCES:
      switch (info->counted_colour)
        {
        case GK_COLOUR_BLUE:
          /* TRANSLATORS: a kept end-game card on a short chip: it scores 1
           * point per own resource on blue buildings ("=" as on the card) */
          return g_strdup_printf (C_("kept card", "%s · = resources on blue"), name);
        case GK_COLOUR_RED:
          return g_strdup_printf (C_("kept card", "%s · = resources on red"), name);
        case GK_COLOUR_YELLOW:
        case GK_N_COLOURS:
        default:
          return g_strdup_printf (C_("kept card", "%s · = resources on yellow"), name);
        }
    case GK_CARD_COUNTS_LOW_BUILDINGS:
      /* TRANSLATORS: a kept end-game card on a short chip: 1 point per own
       * building of height 1 or 2 */
      return g_strdup_printf (C_("kept card", "%s · = heights 1–2"), name);
    case GK_CARD_COUNTS_HIGH_BUILDINGS:
      /* TRANSLATORS: a kept end-game card on a short chip: 3 points per own
       * building of height 3 or more */
      return g_strdup_printf (C_("kept card", "%s · = heights 3+"), name);
    case GK_CARD_COUNTS_BONUSES:
      switch (info->trigger)
        {
        case GK_TRIGGER_EXPLOIT:
          /* TRANSLATORS: a kept end-game card on a short chip: 2 points per
           * exploit bonus */
          return g_strdup_printf (C_("kept card", "%s · = exploit bonuses"), name);
        case GK_TRIGGER_URBANIZATION:
          return g_strdup_printf (C_("kept card", "%s · = urbanization bonuses"), name);
        case GK_TRIGGER_CONSTRUCTION:
        case GK_N_TRIGGERS:
        default:
          return g_strdup_printf (C_("kept card", "%s · = construction bonuses"), name);
        }
    case GK_CARD_COUNTS_CARDS:
      switch (info->counted_colour)
        {
        case GK_COLOUR_BLUE:
          /* TRANSLATORS: a kept end-game card on a short chip: 2 points per
           * blue card or character */
          return g_strdup_printf (C_("kept card", "%s · = blue cards"), name);
        case GK_COLOUR_RED:
          return g_strdup_printf (C_("kept card", "%s · = red cards"), name);
        case GK_COLOUR_YELLOW:
        case GK_N_COLOURS:
        default:
          return g_strdup_printf (C_("kept card", "%s · = yellow cards"), name);
        }
    case GK_CARD_COUNTS_NOTHING:
    default:
      /* TRANSLATORS: a kept end-game card on a short chip: 9 points */
      return g_strdup_printf (C_("kept card", "%s · = 9 points"), name);
    }
}

char *
gk_format_kept_card_label (GkCard card)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (gk_card_is_building (card), NULL);

  name = gk_card_get_name (card);
  return kept_card_label (name, gk_card_get_info (card));
}

char *
gk_format_kept_cards (const GArray *cards)
{
  g_autoptr(GString) str = g_string_new (NULL);
  gboolean assumed = FALSE;

  if (cards == NULL || cards->len == 0)
    return g_strdup (_("none"));

  for (guint i = 0; i < cards->len; i++)
    {
      GkCard card = g_array_index (cards, GkCard, i);
      g_autofree char *label = gk_format_kept_card_label (card);

      if (i > 0)
        /* TRANSLATORS: joins the items of a list: "Blue 4 · Exploit, Red 8 · Urbanization" */
        g_string_append (str, _(", "));
      g_string_append (str, label);
      assumed |= !gk_card_get_info (card)->verified;
    }
  if (assumed)
    return g_strdup_printf (C_("kept card", "%s (assumed)"), str->str);
  return g_string_free (g_steal_pointer (&str), FALSE);
}

const char *
gk_format_assumed (void)
{
  /* TRANSLATORS: beside a kept card whose effect comes from a fan list,
   * not from the rulebook; short */
  return C_("card data", "assumed");
}

const char *
gk_format_assumed_note (void)
{
  return _("What each building card does comes from a fan list, not from the rulebooks: check "
           "it against the printed card.");
}

/* rules.md 7, the table of cards 10..20, for the card's catalogue row. */
char *
gk_format_card_rule (GkCard card)
{
  const GkCardInfo *info;

  g_return_val_if_fail (gk_card_is_end_game (card), NULL);

  info = gk_card_get_info (card);
  switch (info->counts)
    {
    case GK_CARD_COUNTS_RESOURCES:
      switch (info->counted_colour)
        {
        case GK_COLOUR_BLUE:
          return g_strdup (_("1 point per own resource on blue buildings"));
        case GK_COLOUR_RED:
          return g_strdup (_("1 point per own resource on red buildings"));
        case GK_COLOUR_YELLOW:
        case GK_N_COLOURS:
        default:
          return g_strdup (_("1 point per own resource on yellow buildings"));
        }
    case GK_CARD_COUNTS_LOW_BUILDINGS:
      return g_strdup (_("1 point per own building of height 1 or 2"));
    case GK_CARD_COUNTS_HIGH_BUILDINGS:
      return g_strdup (_("3 points per own building of height 3 or more"));
    case GK_CARD_COUNTS_BONUSES:
      switch (info->trigger)
        {
        case GK_TRIGGER_EXPLOIT:
          return g_strdup (_("2 points per exploit bonus, characters included"));
        case GK_TRIGGER_URBANIZATION:
          return g_strdup (_("2 points per urbanization bonus, characters included"));
        case GK_TRIGGER_CONSTRUCTION:
        case GK_N_TRIGGERS:
        default:
          return g_strdup (_("2 points per construction bonus, characters included"));
        }
    case GK_CARD_COUNTS_CARDS:
      switch (info->counted_colour)
        {
        case GK_COLOUR_BLUE:
          return g_strdup (_("2 points per blue card or character, this one included"));
        case GK_COLOUR_RED:
          return g_strdup (_("2 points per red card or character, this one included"));
        case GK_COLOUR_YELLOW:
        case GK_N_COLOURS:
        default:
          return g_strdup (_("2 points per yellow card or character, this one included"));
        }
    case GK_CARD_COUNTS_NOTHING:
      return g_strdup (_("9 points, whatever the city"));
    case GK_CARD_COUNTS_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The count an end-game card scored, with its noun: "2 buildings". */
static char *
card_count (const GkCardScore *card_score)
{
  guint n = card_score->count;

  switch (gk_card_get_info (card_score->card)->counts)
    {
    case GK_CARD_COUNTS_RESOURCES:
      return g_strdup_printf (ngettext ("%u resource", "%u resources", n), n);
    case GK_CARD_COUNTS_LOW_BUILDINGS:
    case GK_CARD_COUNTS_HIGH_BUILDINGS:
      /* TRANSLATORS: what an end-game card counted: "2 buildings" */
      return g_strdup_printf (ngettext ("%u building", "%u buildings", n), n);
    case GK_CARD_COUNTS_BONUSES:
      /* TRANSLATORS: what an end-game card counted: "3 bonuses" */
      return g_strdup_printf (ngettext ("%u bonus", "%u bonuses", n), n);
    case GK_CARD_COUNTS_CARDS:
      /* TRANSLATORS: what an end-game card counted: "4 cards" (characters included) */
      return g_strdup_printf (ngettext ("%u card", "%u cards", n), n);
    case GK_CARD_COUNTS_NOTHING:
    case GK_CARD_COUNTS_NONE:
    default:
      return NULL;
    }
}

char *
gk_format_card_score (const GkCardScore *card_score)
{
  g_autofree char *rule = NULL;
  g_autofree char *count = NULL;

  g_return_val_if_fail (card_score != NULL, NULL);
  g_return_val_if_fail (gk_card_is_end_game (card_score->card), NULL);

  rule = gk_format_card_rule (card_score->card);
  count = card_count (card_score);
  if (count == NULL)
    return g_steal_pointer (&rule);
  /* TRANSLATORS: an end-game card's rule and what it counted:
   * "1 point per own building of height 1 or 2: 2 buildings" */
  return g_strdup_printf (C_("end-game card", "%s: %s"), rule, count);
}

const char *
gk_format_card_caveat (GkCard card)
{
  const GkCardInfo *info;

  g_return_val_if_fail (card >= 0 && card < GK_N_CARDS, NULL);

  info = gk_card_get_info (card);
  if (info->verified)
    return NULL;
  if (info->counted_colour != GK_N_COLOURS)
    return _("Colour assumed, not verified: check the printed card");
  return _("Trigger assumed, not verified: check the printed card");
}

char *
gk_format_card_list (const GArray *cards)
{
  g_autoptr(GString) str = g_string_new (NULL);

  if (cards == NULL || cards->len == 0)
    return g_strdup (_("none"));

  for (guint i = 0; i < cards->len; i++)
    {
      g_autofree char *name = gk_card_get_name (g_array_index (cards, GkCard, i));

      if (i > 0 && i == cards->len - 1)
        /* TRANSLATORS: before the last item of a list: "Blue 5, Red 12 and Yellow 3" */
        g_string_append (str, _(" and "));
      else if (i > 0)
        g_string_append (str, ", ");
      g_string_append (str, name);
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}

char *
gk_format_cell_near (gint        x,
                     gint        y,
                     gint        ref_x,
                     gint        ref_y,
                     const char *ref_name)
{
  gint dx = x - ref_x;
  gint dy = y - ref_y;

  if (dx == 0 && dy == -1)
    /* TRANSLATORS: where a cell lies: "above Yellow 8" (y grows downwards) */
    return g_strdup_printf (_("above %s"), ref_name);
  if (dx == 0 && dy == 1)
    return g_strdup_printf (_("below %s"), ref_name);
  if (dx == -1 && dy == 0)
    return g_strdup_printf (_("to the left of %s"), ref_name);
  if (dx == 1 && dy == 0)
    return g_strdup_printf (_("to the right of %s"), ref_name);
  return gk_format_cell_to (x, y);
}

char *
gk_format_cell_to (gint x,
                   gint y)
{
  /* TRANSLATORS: where a marker goes, a cell by its coordinates, when it is
   * not next to a building named: "Move marker C to (3, -1)." */
  return g_strdup_printf (_("to (%d, %d)"), x, y);
}

char *
gk_format_duration (gint64 seconds)
{
  gint64 minutes;

  g_return_val_if_fail (seconds >= 0, NULL);

  if (seconds < 60)
    /* TRANSLATORS: a length of time in seconds */
    return g_strdup_printf (_("%d s"), (int) seconds);
  if (seconds < 10 * 60)
    /* TRANSLATORS: a length of time in minutes and seconds */
    return g_strdup_printf (_("%d min %d s"), (int) (seconds / 60), (int) (seconds % 60));
  minutes = (seconds + 30) / 60;
  if (minutes < 60)
    /* TRANSLATORS: a length of time in minutes */
    return g_strdup_printf (_("%d min"), (int) minutes);
  /* TRANSLATORS: a length of time in hours and minutes */
  return g_strdup_printf (_("%d h %d min"), (int) (minutes / 60), (int) (minutes % 60));
}

const char *
gk_format_variant (GkVariant   variant,
                   GkSoloLevel level)
{
  if (variant != GK_VARIANT_SOLO)
    /* TRANSLATORS: a game of 2 to 5 players, as a list of games names it */
    return _("Standard");
  /* TRANSLATORS: the solo game (rules 10) and its level, as a list of games names it */
  return level == GK_SOLO_EXPERT ? _("Solo · expert") : _("Solo · normal");
}

/* ---- the tile reserve ---- */

const char *
gk_format_reserve_outlook (const GkTable *table)
{
  guint exhaustions;

  g_return_val_if_fail (table != NULL, NULL);

  exhaustions = gk_table_get_reserve_exhaustions (table);
  if (exhaustions == 0 && !gk_table_has_tile_return (table))
    return _("When it runs out, the game ends with that round.");
  if (exhaustions == 0)
    return _("When it runs out, everyone may return tiles for points.");
  if (exhaustions == 1)
    return _("It ran out once already: the next time ends the game.");
  return _("It ran out a second time.");
}

/* ---- how the game ends ---- */

char *
gk_format_round_line (const GkTable *table)
{
  guint round;

  g_return_val_if_fail (table != NULL, NULL);

  round = gk_table_get_round (table);
  /* The solo game says its level: it changes what HAL does. */
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO
      && gk_table_get_solo_level (table) == GK_SOLO_EXPERT)
    /* TRANSLATORS: "Round 3 · solo game, expert level" */
    return g_strdup_printf (_("Round %u · solo game, expert level"), round);
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    /* TRANSLATORS: "Round 3 · solo game, normal level" */
    return g_strdup_printf (_("Round %u · solo game, normal level"), round);
  /* TRANSLATORS: "Round 3 · card 2 of 3" */
  return g_strdup_printf (_("Round %u · card %u of %u"), round,
                          gk_table_get_actions_done (table) + 1, gk_table_get_n_players (table));
}

char *
gk_format_game_end (const GkTable *table)
{
  gint who = GK_NO_PLAYER;
  GkEndTrigger trigger;
  gboolean over, solo;
  g_autofree char *name = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  trigger = gk_table_get_end_trigger (table, &who);
  over = gk_table_is_game_over (table);
  solo = gk_table_get_variant (table) == GK_VARIANT_SOLO;

  switch (trigger)
    {
    case GK_END_TILES:
      /* rules.md 9.11 (10 for the solo game, whose reserve runs out once) */
      if (solo)
        return g_strdup (over ? _("The tile reserve ran out: the game ended with that round.")
                              : _("The tile reserve ran out: the game ends with this round."));
      return g_strdup (over ? _("The tile reserve ran out a second time: the game ended with that "
                                "round.")
                            : _("The tile reserve ran out a second time: the game ends with this "
                                "round."));

    case GK_END_RESOURCES:
      name = gk_format_player_name (table, who);
      if (over)
        /* TRANSLATORS: how the game ended: %s is who placed their last
         * resource (a player or the solo opponent) */
        return g_strdup_printf (_("%s has placed all their resources: the game ended with that "
                                  "round."), name);
      /* TRANSLATORS: the end is triggered: %s is who placed their last
       * resource (a player or the solo opponent) */
      return g_strdup_printf (_("%s has placed all their resources: the game ends with this "
                                "round."), name);

    case GK_END_OPPONENT_CANNOT_PAY:
      /* rules.md 10: the game is over at once */
      name = gk_format_player_name (table, GK_PLAYER_HAL);
      /* TRANSLATORS: how a solo game ended: %s is the solo opponent */
      return g_strdup_printf (_("%s could not pay for its construction: the game ended at once."),
                              name);

    case GK_END_NONE:
    default:
      return NULL;
    }
}

/* ---- the solo opponent ---- */

char *
gk_format_opponent_choice (const GkTable *table,
                           GkCard         first,
                           GkCard         second)
{
  GkCard played, other;
  g_autofree char *played_name = NULL;
  g_autofree char *other_name = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  played = gk_table_get_opponent_choice (table, first, second);
  g_return_val_if_fail (played != GK_NO_CARD, NULL);
  other = played == first ? second : first;
  played_name = gk_card_get_name (played);
  other_name = gk_card_get_name (other);

  if (gk_card_is_building (played))
    /* TRANSLATORS: solo, expert level: "HAL plays Blue 7, the second card: it is a
     * building card. Put C on the discard pile." */
    return g_strdup_printf (_("HAL plays %s, the second card: it is a building card. Put %s on "
                              "the discard pile."), played_name, other_name);
  /* TRANSLATORS: solo, expert level: "HAL plays D: the heights next to marker D add up
   * to 3, next to marker C to 1. Put C on the discard pile." */
  return g_strdup_printf (_("HAL plays %s: the heights next to marker %c add up to %u, next to "
                            "marker %c to %u. Put %s on the discard pile."),
                          played_name, 'A' + gk_card_get_letter (played),
                          gk_table_get_urbanization_value (table, gk_card_get_letter (played)),
                          'A' + gk_card_get_letter (other),
                          gk_table_get_urbanization_value (table, gk_card_get_letter (other)),
                          other_name);
}

const char *
gk_format_tile_use (gboolean opponent)
{
  if (opponent)
    return _("The tile drawn for HAL: HAL always builds.");
  return _("With a letter: an urbanization; with a building card: a construction.");
}

const char *
gk_format_solo_turn_order (void)
{
  return _("You play first in every round, HAL second.");
}

/* ---- who won ---- */

/* "Anna", "Anna and Béla", "Anna, Béla and Cili" */
static char *
join_names (GPtrArray *names)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (names->len == 0)
    return g_strdup ("");
  if (names->len == 1)
    return g_strdup (g_ptr_array_index (names, 0));

  for (guint i = 0; i + 1 < names->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between names of a list, before the last two */
        g_string_append (head, _(", "));
      g_string_append (head, g_ptr_array_index (names, i));
    }

  /* TRANSLATORS: the last two names of a list: "Anna, Béla and Cili" */
  return g_strdup_printf (_("%s and %s"), head->str,
                          (const char *) g_ptr_array_index (names, names->len - 1));
}

char *
gk_format_result (const GkTable *table,
                  const GkScore *score)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *names = NULL;
  guint points = 0;
  guint64 first = 0;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (score != NULL, NULL);

  first = gk_score_winners (score);
  for (guint i = 0; i < score->n_players; i++)
    if (first & (G_GUINT64_CONSTANT (1) << i))
      {
        g_ptr_array_add (winners, gk_format_player_name (table, score->players[i].player));
        points = score->players[i].total;
      }
  names = join_names (winners);

  if (score->final && winners->len == 1)
    /* TRANSLATORS: the winner's name and points */
    return g_strdup_printf (ngettext ("%s wins with %u point", "%s wins with %u points", points),
                            names, points);
  if (score->final)
    /* TRANSLATORS: two or more players tie for the win: their names and points */
    return g_strdup_printf (ngettext ("%s share the victory with %u point",
                                      "%s share the victory with %u points", points),
                            names, points);
  if (winners->len == 1)
    /* TRANSLATORS: the game is not over: who is ahead */
    return g_strdup_printf (ngettext ("%s leads with %u point", "%s leads with %u points", points),
                            names, points);
  /* TRANSLATORS: the game is not over: several players are level in first place */
  return g_strdup_printf (ngettext ("%s are level with %u point", "%s are level with %u points",
                                    points),
                          names, points);
}

/* ---- how long ---- */

char *
gk_format_playing_time (gint64 playing,
                        gint64 span)
{
  g_autofree char *length = NULL;

  if (playing < 0)
    return NULL;
  length = gk_format_duration (playing);
  if (span <= playing)
    return g_steal_pointer (&length);
  /* TRANSLATORS: how long a game was played, when a pause was left out:
   * "1 h 29 min, pauses over 30 min not counted" */
  return g_strdup_printf (_("%s, pauses over %u min not counted"), length,
                          (guint) (GK_PLAY_PAUSE_SECONDS / 60));
}

/* ---- districts ---- */

char *
gk_format_district_title (guint             number,
                          const GkDistrict *district)
{
  g_return_val_if_fail (district != NULL, NULL);

  /* TRANSLATORS: a district: its number on the city, its colour, how many
   * buildings, all resources in it */
  return g_strdup_printf (ngettext ("%u · %s district, %u buildings, %u resource",
                                    "%u · %s district, %u buildings, %u resources",
                                    district->total),
                          number, gk_colour_get_name (district->colour), district->cells->len / 2,
                          district->total);
}

const char *
gk_format_no_districts (void)
{
  return _("No district: no two neighbouring buildings share a colour");
}

const char *
gk_format_no_end_game_cards (void)
{
  return _("Nobody kept an end-game card");
}

const char *
gk_format_score_part (GkScorePart part)
{
  switch (part)
    {
    case GK_SCORE_TOKENS:
      /* TRANSLATORS: a part of the score, a column heading: keep it short */
      return _("Tokens");
    case GK_SCORE_CARDS:
      /* TRANSLATORS: a part of the score: the end-game cards; keep it short */
      return _("Cards");
    case GK_SCORE_RENEWAL:
      /* TRANSLATORS: a part of the score: unused renewal tokens; keep it short */
      return _("Renewal");
    case GK_SCORE_DISTRICTS:
      return _("Districts");
    case GK_SCORE_TOTAL:
      return _("Total");
    case GK_N_SCORE_PARTS:
    default:
      g_return_val_if_reached ("");
    }
}

/* rules.md 7: majorities and their ties. */
const char *
gk_format_place_reason (GkPlaceReason reason,
                        gboolean      first)
{
  switch (reason)
    {
    case GK_PLACE_MOST:
      return first ? _("most resources") : _("second most resources");
    case GK_PLACE_ALONE:
      return _("alone in the district");
    case GK_PLACE_TALLEST:
      return _("tie broken by the tallest building");
    case GK_PLACE_TOP_NUMBER:
      return _("tie broken by the higher top number");
    case GK_PLACE_NONE:
    default:
      return "";
    }
}

char *
gk_format_district_places (const GkTable    *table,
                           const GkDistrict *district)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (district != NULL, NULL);

  if (district->first == GK_NO_PLAYER)
    return g_strdup (_("Only unowned starting buildings: nobody scores"));

  first = gk_format_player_name (table, district->first);
  /* rules.md 7: a player alone in a district takes both places */
  if (district->first_reason == GK_PLACE_ALONE || district->second == district->first)
    {
      guint points = district->first_points + district->second_points;

      /* TRANSLATORS: a player alone in a district: who, then the points of both places */
      return g_strdup_printf (ngettext ("%s, alone in the district: first and second place, "
                                        "%u point",
                                        "%s, alone in the district: first and second place, "
                                        "%u points",
                                        points),
                              first, points);
    }

  {
    g_autofree char *first_line = NULL;
    g_autofree char *second_line = NULL;

    /* TRANSLATORS: first place in a district: who, why ("most resources"), points */
    first_line = g_strdup_printf (ngettext ("First: %s, %s, %u point", "First: %s, %s, %u points",
                                            district->first_points),
                                  first, gk_format_place_reason (district->first_reason, TRUE),
                                  district->first_points);
    if (district->second == GK_NO_PLAYER)
      second_line = g_strdup (_("Second: nobody"));
    else
      {
        second = gk_format_player_name (table, district->second);
        /* TRANSLATORS: second place in a district: who, why, points */
        second_line = g_strdup_printf (ngettext ("Second: %s, %s, %u point",
                                                 "Second: %s, %s, %u points",
                                                 district->second_points),
                                       second,
                                       gk_format_place_reason (district->second_reason, FALSE),
                                       district->second_points);
      }
    return g_strconcat (first_line, "\n", second_line, NULL);
  }
}

/* ---- the game ---- */

char *
gk_format_game_kind (const GkTable *table)
{
  guint n;

  g_return_val_if_fail (table != NULL, NULL);

  if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
    return g_strdup (gk_table_get_solo_level (table) == GK_SOLO_EXPERT
                     ? _("Solo game, expert level") : _("Solo game, normal level"));
  n = gk_table_get_n_players (table);
  /* TRANSLATORS: the kind of game and how many played it */
  return g_strdup_printf (ngettext ("Standard game, %u player", "Standard game, %u players", n), n);
}
