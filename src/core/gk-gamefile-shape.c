/* gk-gamefile-shape.c: a game file's second step, first the quick way
 *
 * libxml2's RELAX NG validation costs nearly half of what loading a game
 * does (parsing, reading and replaying it included): it copies its state
 * for every optional attribute and tries every value of a choice.  The files the app writes,
 * and most files people edit by hand, are plain: every value in its one
 * canonical spelling, no comments, no namespaces.  This walk over the
 * parsed tree answers in one pass, without allocating, whether such a
 * document is certainly valid by data/ginkgo-game.rng; the schema is then
 * not run.
 *
 * The answer is sound, not complete: "certain" only where the schema
 * agrees (tests/core/test-gamefile-shape.c holds it to libxml2's answer
 * for thousands of altered files).  Anything this walk does not know to be
 * plain (a comment, CDATA, an entity reference, a processing instruction,
 * a namespace, text where the schema has none, a value with spaces, a
 * sign, leading zeros or capitals, an unknown element or attribute) makes
 * it "not certain", and the schema decides as before, with its own
 * messages (gk-gamefile-schema.c).  So it changes no answer and no
 * message, only what a plain valid file costs.
 *
 * Each check below names the part of the schema it follows; keep both in
 * step when the schema changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libxml/tree.h>

#include "gk-gamefile-private.h"

/* ---- values, each in its canonical spelling only ---- */

/* The value types of the schema's attributes. */
typedef enum
{
  VALUE_VERSION,          /* "1" */
  VALUE_PLAYER_ID,        /* player-id: p1..p5 */
  VALUE_ACTOR_ID,         /* actor-id: a player-id or hal */
  VALUE_PLAYER_COLOUR,    /* player-colour */
  VALUE_COLOUR,           /* colour: blue, red, yellow */
  VALUE_TRIGGER,          /* trigger */
  VALUE_TILE_ID,          /* tile-id: blue|red|yellow-1..20 */
  VALUE_LETTER,           /* letter: A..L */
  VALUE_CARD_ID,          /* card-id: a tile-id or a letter */
  VALUE_COUNT,            /* count: xsd:nonNegativeInteger */
  VALUE_POSITIVE,         /* xsd:positiveInteger */
  VALUE_COORDINATE,       /* coordinate: xsd:integer */
  VALUE_START_COORDINATE, /* start-coordinate: 0..2 */
  VALUE_SETUP_PLAYERS,    /* 1..5: which with which variant is checked with the variant */
  VALUE_TABLE_PLAYERS,    /* 2..5 */
  VALUE_RENEWAL_TOKENS,   /* 0..2 */
  VALUE_VARIANT,          /* standard, solo */
  VALUE_SOLO_LEVEL,       /* normal, expert */
  VALUE_TAKE,             /* resource, tile */
  VALUE_UUID,             /* uuid */
  VALUE_DATE_TIME,        /* date-time */
  VALUE_DRAWN,            /* two card-ids and one space between */
  VALUE_TEXT,             /* <text/>: anything */
} ValueKind;

/* Digits of a whole number this walk accepts: far above any real count,
 * far below any limit of libxml2's integer types. */
#define MAX_DIGITS 9

static const char *const player_ids[] = { "p1", "p2", "p3", "p4", "p5", NULL };
static const char *const player_colours[] = { "white", "orange", "green", "purple", "black", NULL };
static const char *const colours[] = { "blue", "red", "yellow", NULL };
static const char *const triggers[] = { "exploit", "urbanization", "construction", NULL };
static const char *const variants[] = { "standard", "solo", NULL };
static const char *const solo_levels[] = { "normal", "expert", NULL };
static const char *const takes[] = { "resource", "tile", NULL };

static gboolean
is_one_of (const char        *value,
           const char *const *set)
{
  for (; *set != NULL; set++)
    if (strcmp (value, *set) == 0)
      return TRUE;
  return FALSE;
}

/* "0", or [1-9] then at most MAX_DIGITS - 1 digits, after a "-" when
 * @negative allows it: xsd:integer as written without sign, spaces or
 * leading zeros. */
static gboolean
is_plain_integer (const char *value,
                  gboolean    negative)
{
  guint n = 0;

  if (value[0] == '0')
    return value[1] == '\0';
  if (negative && value[0] == '-')
    value++;
  if (value[0] < '1' || value[0] > '9')
    return FALSE;
  for (; g_ascii_isdigit (value[n]); n++)
    ;
  return value[n] == '\0' && n <= MAX_DIGITS;
}

/* One digit from @low to @high (both 0..9). */
static gboolean
is_digit_in (const char *value,
             char        low,
             char        high)
{
  return value[0] >= low && value[0] <= high && value[1] == '\0';
}

/* The length of the card-id that starts @value (a tile-id when
 * @letters is FALSE), or 0. */
static gsize
card_id_length (const char *value,
                gboolean    letters)
{
  gsize n;

  if (letters && value[0] >= 'A' && value[0] <= 'L')
    return 1;
  if (strncmp (value, "blue-", 5) == 0)
    n = 5;
  else if (strncmp (value, "red-", 4) == 0)
    n = 4;
  else if (strncmp (value, "yellow-", 7) == 0)
    n = 7;
  else
    return 0;

  /* 1..9, 10..19, 20 */
  if (value[n] == '1' && g_ascii_isdigit (value[n + 1]))
    return n + 2;
  if (value[n] == '2' && value[n + 1] == '0')
    return n + 2;
  if (value[n] >= '1' && value[n] <= '9')
    return n + 1;
  return 0;
}

static gboolean
is_card_id (const char *value,
            gboolean    letters)
{
  gsize n = card_id_length (value, letters);

  return n > 0 && value[n] == '\0';
}

/* drawn: ((blue|red|yellow)-([1-9]|1[0-9]|20)|[A-L]) twice, one space
 * between (an xsd:string: no space may be added anywhere). */
static gboolean
is_drawn (const char *value)
{
  gsize n = card_id_length (value, TRUE);

  return n > 0 && value[n] == ' ' && is_card_id (value + n + 1, TRUE);
}

/* @value follows @shape, where 'h' stands for [0-9a-f], 'd' for [0-9]
 * and any other character for itself; returns what follows, or NULL. */
static const char *
follows (const char *value,
         const char *shape)
{
  for (; *shape != '\0'; shape++, value++)
    {
      if (*shape == 'd' ? !g_ascii_isdigit (*value)
          : *shape == 'h' ? !(g_ascii_isdigit (*value) || (*value >= 'a' && *value <= 'f'))
          : *value != *shape)
        return NULL;
    }
  return value;
}

/* uuid: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12} */
static gboolean
is_uuid (const char *value)
{
  const char *end = follows (value, "hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh");

  return end != NULL && *end == '\0';
}

/* date-time: [0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}
 * (\.[0-9]{1,9})?([Zz]|[+\-][0-9]{2}:[0-9]{2}), without spaces. */
static gboolean
is_date_time (const char *value)
{
  const char *rest = follows (value, "dddd-dd-dd");
  guint n = 0;

  if (rest == NULL || (*rest != 'T' && *rest != 't'))
    return FALSE;
  rest = follows (rest + 1, "dd:dd:dd");
  if (rest == NULL)
    return FALSE;
  if (*rest == '.')
    {
      for (rest++; g_ascii_isdigit (rest[n]); n++)
        ;
      if (n < 1 || n > 9)
        return FALSE;
      rest += n;
    }
  if (*rest == 'Z' || *rest == 'z')
    return rest[1] == '\0';
  if (*rest != '+' && *rest != '-')
    return FALSE;
  rest = follows (rest + 1, "dd:dd");
  return rest != NULL && *rest == '\0';
}

static gboolean
is_value (ValueKind   kind,
          const char *value)
{
  switch (kind)
    {
    case VALUE_VERSION:
      return strcmp (value, "1") == 0;
    case VALUE_PLAYER_ID:
      return is_one_of (value, player_ids);
    case VALUE_ACTOR_ID:
      return is_one_of (value, player_ids) || strcmp (value, "hal") == 0;
    case VALUE_PLAYER_COLOUR:
      return is_one_of (value, player_colours);
    case VALUE_COLOUR:
      return is_one_of (value, colours);
    case VALUE_TRIGGER:
      return is_one_of (value, triggers);
    case VALUE_TILE_ID:
      return is_card_id (value, FALSE);
    case VALUE_LETTER:
      return value[0] >= 'A' && value[0] <= 'L' && value[1] == '\0';
    case VALUE_CARD_ID:
      return is_card_id (value, TRUE);
    case VALUE_COUNT:
      return is_plain_integer (value, FALSE);
    case VALUE_POSITIVE:
      return value[0] != '0' && is_plain_integer (value, FALSE);
    case VALUE_COORDINATE:
      return is_plain_integer (value, TRUE);
    case VALUE_START_COORDINATE:
    case VALUE_RENEWAL_TOKENS:
      return is_digit_in (value, '0', '2');
    case VALUE_SETUP_PLAYERS:
      return is_digit_in (value, '1', '5');
    case VALUE_TABLE_PLAYERS:
      return is_digit_in (value, '2', '5');
    case VALUE_VARIANT:
      return is_one_of (value, variants);
    case VALUE_SOLO_LEVEL:
      return is_one_of (value, solo_levels);
    case VALUE_TAKE:
      return is_one_of (value, takes);
    case VALUE_UUID:
      return is_uuid (value);
    case VALUE_DATE_TIME:
      return is_date_time (value);
    case VALUE_DRAWN:
      return is_drawn (value);
    case VALUE_TEXT:
      return TRUE;
    }
  return FALSE;
}

/* ---- attributes ---- */

typedef struct
{
  const char *name;
  ValueKind   kind;
  gboolean    required;
} AttrRule;

/* The most attributes one element of the schema has (a position's <player>). */
#define MAX_ATTRS 8

/* An attribute's value as the schema reads it, when it is one plain text
 * node (the parser's usual result); NULL for anything else (no value,
 * entity references kept as nodes), which is left to the schema. */
static const char *
attr_value (xmlAttr *attr)
{
  xmlNode *text = attr->children;

  if (attr->type != XML_ATTRIBUTE_NODE || attr->ns != NULL || text == NULL
      || text->type != XML_TEXT_NODE || text->next != NULL || text->content == NULL)
    return NULL;
  return (const char *) text->content;
}

/* Whether every attribute of @node is one of @rules, once, with a value of
 * its kind, and every required one is there; @values[i] is then the value
 * of @rules[i], or NULL when it is absent. */
static gboolean
check_attrs (xmlNode        *node,
             const AttrRule *rules,
             guint           n_rules,
             const char    **values)
{
  g_assert (n_rules <= MAX_ATTRS);

  for (guint i = 0; i < n_rules; i++)
    values[i] = NULL;
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const char *value = attr_value (attr);
      guint i;

      if (value == NULL)
        return FALSE;
      for (i = 0; i < n_rules; i++)
        if (strcmp ((const char *) attr->name, rules[i].name) == 0)
          break;
      if (i == n_rules || values[i] != NULL || !is_value (rules[i].kind, value))
        return FALSE;
      values[i] = value;
    }
  for (guint i = 0; i < n_rules; i++)
    if (rules[i].required && values[i] == NULL)
      return FALSE;
  return TRUE;
}

#define CHECK_ATTRS(node, rules, values) \
  check_attrs ((node), (rules), G_N_ELEMENTS (rules), (values))

/* ---- elements ---- */

/* Text the schema skips between elements: white space alone (XML's four
 * white-space characters, as libxml2 tells a blank node). */
static gboolean
is_blank_text (xmlNode *node)
{
  if (node->type != XML_TEXT_NODE)
    return FALSE;
  for (const xmlChar *c = node->content; c != NULL && *c != '\0'; c++)
    if (*c != ' ' && *c != '\t' && *c != '\n' && *c != '\r')
      return FALSE;
  return TRUE;
}

/* An element without a namespace and without namespace declarations. */
static gboolean
is_plain_element (xmlNode *node)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL && node->nsDef == NULL;
}

static gboolean
is_named (xmlNode    *node,
          const char *name)
{
  return strcmp ((const char *) node->name, name) == 0;
}

/* The first plain element from @node on among its siblings, for a walk
 * over an element's children (FOR_EACH_CHILD): white space between
 * elements is passed over; anything else ends the walk with *ok FALSE. */
static xmlNode *
next_element (xmlNode  *node,
              gboolean *ok)
{
  for (; node != NULL; node = node->next)
    {
      if (is_plain_element (node))
        return node;
      if (!is_blank_text (node))
        {
          *ok = FALSE;
          return NULL;
        }
    }
  return NULL;
}

#define FOR_EACH_CHILD(child, parent, ok) \
  for (xmlNode *child = next_element ((parent)->children, &(ok)); \
       child != NULL; \
       child = next_element (child->next, &(ok)))

/* <empty/>: white space at most. */
static gboolean
has_no_content (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (!is_blank_text (child))
      return FALSE;
  return TRUE;
}

/* An element of attributes alone: <attribute>s, then <empty/>. */
static gboolean
check_empty (xmlNode        *node,
             const AttrRule *rules,
             guint           n_rules)
{
  const char *values[MAX_ATTRS];

  return check_attrs (node, rules, n_rules, values) && has_no_content (node);
}

#define CHECK_EMPTY(node, rules) check_empty ((node), (rules), G_N_ELEMENTS (rules))

/* -- the play -- */

static const AttrRule play_attrs[] = {
  { "id", VALUE_UUID, FALSE },
  { "started", VALUE_DATE_TIME, FALSE },
  { "finished", VALUE_DATE_TIME, FALSE },
  { "location", VALUE_TEXT, FALSE },
  { "rebuild-done", VALUE_POSITIVE, FALSE },
};

/* <note>: no attributes, text alone (any text, none too). */
static gboolean
check_note (xmlNode *node)
{
  if (node->properties != NULL)
    return FALSE;
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type != XML_TEXT_NODE)
      return FALSE;
  return TRUE;
}

/* play: optional attributes, then an optional <note>. */
static gboolean
check_play (xmlNode *node)
{
  const char *values[MAX_ATTRS];
  gboolean ok = TRUE;
  guint n_notes = 0;

  if (!CHECK_ATTRS (node, play_attrs, values))
    return FALSE;
  FOR_EACH_CHILD (child, node, ok)
    if (!is_named (child, "note") || ++n_notes > 1 || !check_note (child))
      return FALSE;
  return ok;
}

/* -- a game log -- */

enum { SETUP_PLAYERS, SETUP_VARIANT, SETUP_SOLO_LEVEL, SETUP_OPPONENT_COLOUR };

static const AttrRule setup_attrs[] = {
  [SETUP_PLAYERS] = { "players", VALUE_SETUP_PLAYERS, TRUE },
  [SETUP_VARIANT] = { "variant", VALUE_VARIANT, TRUE },
  [SETUP_SOLO_LEVEL] = { "solo-level", VALUE_SOLO_LEVEL, FALSE },
  [SETUP_OPPONENT_COLOUR] = { "opponent-colour", VALUE_PLAYER_COLOUR, FALSE },
};

static const AttrRule setup_player_attrs[] = {
  { "id", VALUE_PLAYER_ID, TRUE },
  { "name", VALUE_TEXT, TRUE },
  { "colour", VALUE_PLAYER_COLOUR, TRUE },
  { "person", VALUE_UUID, FALSE },
};

static const AttrRule setup_character_attrs[] = {
  { "player", VALUE_PLAYER_ID, TRUE },
  { "colour", VALUE_COLOUR, TRUE },
  { "trigger", VALUE_TRIGGER, TRUE },
  { "tiles", VALUE_COUNT, TRUE },
  { "resources", VALUE_COUNT, TRUE },
  { "points", VALUE_COUNT, TRUE },
};

static const AttrRule setup_start_attrs[] = {
  { "x", VALUE_START_COORDINATE, TRUE },
  { "y", VALUE_START_COORDINATE, TRUE },
  { "tile", VALUE_TILE_ID, TRUE },
};

/* setup-marker, and a <shift> of an action */
static const AttrRule marker_attrs[] = {
  { "letter", VALUE_LETTER, TRUE },
  { "x", VALUE_COORDINATE, TRUE },
  { "y", VALUE_COORDINATE, TRUE },
};

/* setup: 2..5 players and the standard variant, or 1 and solo with its
 * optional level and opponent's colour; then, in any order (interleave),
 * one or more <player> and <start>, any <character> and <marker>. */
static gboolean
check_setup (xmlNode *node)
{
  const char *values[MAX_ATTRS];
  gboolean ok = TRUE;
  guint n_players = 0, n_starts = 0;

  if (!CHECK_ATTRS (node, setup_attrs, values))
    return FALSE;
  if (strcmp (values[SETUP_VARIANT], "solo") == 0)
    {
      if (strcmp (values[SETUP_PLAYERS], "1") != 0)
        return FALSE;
    }
  else if (strcmp (values[SETUP_PLAYERS], "1") == 0 || values[SETUP_SOLO_LEVEL] != NULL
           || values[SETUP_OPPONENT_COLOUR] != NULL)
    return FALSE;

  FOR_EACH_CHILD (child, node, ok)
    {
      if (is_named (child, "player"))
        {
          if (!CHECK_EMPTY (child, setup_player_attrs))
            return FALSE;
          n_players++;
        }
      else if (is_named (child, "start"))
        {
          if (!CHECK_EMPTY (child, setup_start_attrs))
            return FALSE;
          n_starts++;
        }
      else if (is_named (child, "character"))
        {
          if (!CHECK_EMPTY (child, setup_character_attrs))
            return FALSE;
        }
      else if (is_named (child, "marker"))
        {
          if (!CHECK_EMPTY (child, marker_attrs))
            return FALSE;
        }
      else
        return FALSE;
    }
  return ok && n_players > 0 && n_starts > 0;
}

static const AttrRule renew_attrs[] = {
  { "player", VALUE_PLAYER_ID, TRUE },
  { "at", VALUE_DATE_TIME, FALSE },
};

enum { ACTION_PLAYER, ACTION_CARD, ACTION_TILE, ACTION_TAKE, ACTION_MARKER_X, ACTION_MARKER_Y,
       ACTION_DRAWN, ACTION_AT };

static const AttrRule action_attrs[] = {
  [ACTION_PLAYER] = { "player", VALUE_ACTOR_ID, TRUE },
  [ACTION_CARD] = { "card", VALUE_CARD_ID, TRUE },
  [ACTION_TILE] = { "tile", VALUE_TILE_ID, FALSE },
  [ACTION_TAKE] = { "take", VALUE_TAKE, FALSE },
  [ACTION_MARKER_X] = { "marker-x", VALUE_COORDINATE, FALSE },
  [ACTION_MARKER_Y] = { "marker-y", VALUE_COORDINATE, FALSE },
  [ACTION_DRAWN] = { "drawn", VALUE_DRAWN, FALSE },
  [ACTION_AT] = { "at", VALUE_DATE_TIME, FALSE },
};

static const AttrRule tile_return_attrs[] = {
  { "at", VALUE_DATE_TIME, FALSE },
};

static const AttrRule return_attrs[] = {
  { "player", VALUE_PLAYER_ID, TRUE },
  { "tiles", VALUE_COUNT, TRUE },
};

/* Children of one name alone, at least @min of them, each an element of
 * attributes alone by @rules (a <shift>, a <return>, a <tile>). */
static gboolean
check_children (xmlNode        *node,
                const char     *name,
                const AttrRule *rules,
                guint           n_rules,
                guint           min)
{
  gboolean ok = TRUE;
  guint n = 0;

  FOR_EACH_CHILD (child, node, ok)
    {
      if (!is_named (child, name) || !check_empty (child, rules, n_rules))
        return FALSE;
      n++;
    }
  return ok && n >= min;
}

#define CHECK_CHILDREN(node, name, rules, min) \
  check_children ((node), (name), (rules), G_N_ELEMENTS (rules), (min))

/* action: its attributes (marker-x and marker-y both or neither), then any
 * <shift>s. */
static gboolean
check_action (xmlNode *node)
{
  const char *values[MAX_ATTRS];

  return CHECK_ATTRS (node, action_attrs, values)
         && (values[ACTION_MARKER_X] == NULL) == (values[ACTION_MARKER_Y] == NULL)
         && CHECK_CHILDREN (node, "shift", marker_attrs, 0);
}

/* tile-return: an optional time, then one or more <return>. */
static gboolean
check_tile_return (xmlNode *node)
{
  const char *values[MAX_ATTRS];

  return CHECK_ATTRS (node, tile_return_attrs, values)
         && CHECK_CHILDREN (node, "return", return_attrs, 1);
}

/* round: no attributes; any <renew>, then any <action>, each followed by
 * at most one <tile-return>. */
static gboolean
check_round (xmlNode *node)
{
  enum { RENEWALS, AFTER_ACTION, AFTER_RETURN } state = RENEWALS;
  gboolean ok = TRUE;

  if (node->properties != NULL)
    return FALSE;
  FOR_EACH_CHILD (child, node, ok)
    {
      if (is_named (child, "renew"))
        {
          if (state != RENEWALS || !CHECK_EMPTY (child, renew_attrs))
            return FALSE;
        }
      else if (is_named (child, "action"))
        {
          if (!check_action (child))
            return FALSE;
          state = AFTER_ACTION;
        }
      else if (is_named (child, "tile-return"))
        {
          if (state != AFTER_ACTION || !check_tile_return (child))
            return FALSE;
          state = AFTER_RETURN;
        }
      else
        return FALSE;
    }
  return ok;
}

/* -- a position -- */

static const AttrRule position_attrs[] = {
  { "players", VALUE_TABLE_PLAYERS, TRUE },
};

static const AttrRule position_player_attrs[] = {
  { "id", VALUE_PLAYER_ID, TRUE },
  { "name", VALUE_TEXT, TRUE },
  { "colour", VALUE_PLAYER_COLOUR, TRUE },
  { "points", VALUE_COUNT, TRUE },
  { "renewal-tokens", VALUE_RENEWAL_TOKENS, TRUE },
  { "resources", VALUE_COUNT, TRUE },
  { "tiles", VALUE_COUNT, TRUE },
  { "person", VALUE_UUID, FALSE },
};

static const AttrRule position_character_attrs[] = {
  { "colour", VALUE_COLOUR, TRUE },
  { "trigger", VALUE_TRIGGER, TRUE },
};

static const AttrRule kept_attrs[] = {
  { "card", VALUE_TILE_ID, TRUE },
};

static const AttrRule building_attrs[] = {
  { "x", VALUE_COORDINATE, TRUE },
  { "y", VALUE_COORDINATE, TRUE },
  { "owner", VALUE_PLAYER_ID, FALSE },
};

static const AttrRule tile_attrs[] = {
  { "id", VALUE_TILE_ID, TRUE },
};

/* position-player: its attributes, then any <character> and <kept> in
 * any order. */
static gboolean
check_position_player (xmlNode *node)
{
  const char *values[MAX_ATTRS];
  gboolean ok = TRUE;

  if (!CHECK_ATTRS (node, position_player_attrs, values))
    return FALSE;
  FOR_EACH_CHILD (child, node, ok)
    {
      if (is_named (child, "character"))
        {
          if (!CHECK_EMPTY (child, position_character_attrs))
            return FALSE;
        }
      else if (!is_named (child, "kept") || !CHECK_EMPTY (child, kept_attrs))
        return FALSE;
    }
  return ok;
}

/* position-building: a cell and an optional owner, then one or more <tile>. */
static gboolean
check_building (xmlNode *node)
{
  const char *values[MAX_ATTRS];

  return CHECK_ATTRS (node, building_attrs, values)
         && CHECK_CHILDREN (node, "tile", tile_attrs, 1);
}

/* position: 2..5 players; one or more <player> and any <building>, in any
 * order. */
static gboolean
check_position (xmlNode *node)
{
  const char *values[MAX_ATTRS];
  gboolean ok = TRUE;
  guint n_players = 0;

  if (!CHECK_ATTRS (node, position_attrs, values))
    return FALSE;
  FOR_EACH_CHILD (child, node, ok)
    {
      if (is_named (child, "player"))
        {
          if (!check_position_player (child))
            return FALSE;
          n_players++;
        }
      else if (!is_named (child, "building") || !check_building (child))
        return FALSE;
    }
  return ok && n_players > 0;
}

/* -- the root -- */

static const AttrRule root_attrs[] = {
  { "version", VALUE_VERSION, TRUE },
};

/* start: <ginkgopolis version="1">, an optional <play>, then a <setup>
 * and any <round>s, or a <position>. */
static gboolean
check_root (xmlNode *node)
{
  enum { START, AFTER_PLAY, IN_LOG, AFTER_POSITION } state = START;
  const char *values[MAX_ATTRS];
  gboolean ok = TRUE;

  if (!is_plain_element (node) || !is_named (node, "ginkgopolis")
      || !CHECK_ATTRS (node, root_attrs, values))
    return FALSE;
  FOR_EACH_CHILD (child, node, ok)
    {
      if (is_named (child, "play") && state == START)
        {
          if (!check_play (child))
            return FALSE;
          state = AFTER_PLAY;
        }
      else if (is_named (child, "setup") && state <= AFTER_PLAY)
        {
          if (!check_setup (child))
            return FALSE;
          state = IN_LOG;
        }
      else if (is_named (child, "round") && state == IN_LOG)
        {
          if (!check_round (child))
            return FALSE;
        }
      else if (is_named (child, "position") && state <= AFTER_PLAY)
        {
          if (!check_position (child))
            return FALSE;
          state = AFTER_POSITION;
        }
      else
        return FALSE;
    }
  return ok && (state == IN_LOG || state == AFTER_POSITION);
}

gboolean
_gk_game_file_shape_is_certain (xmlDoc *doc)
{
  xmlNode *root;

  if (doc == NULL || doc->intSubset != NULL || doc->extSubset != NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  /* The root alone: nothing before it or after it. */
  if (root == NULL || doc->children != root || root->next != NULL)
    return FALSE;
  return check_root (root);
}
