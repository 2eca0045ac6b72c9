/* gk-setup-draft.c: the table being set up, as a model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "gk-intro-sets.h"
#include "gk-setup-draft.h"
#include "gk-steps.h"

struct _GkSetupDraft
{
  GObject         parent_instance;

  guint           first;
  GkPlayerSeats   players;
  GkCharacter     characters[GK_MAX_PLAYERS][GK_N_CHARACTERS];
  guint           intro_sets[GK_MAX_PLAYERS];    /* the introductory set dealt, 0: none */
  GkSoloLevel     solo_level;
  GkPlayerColour  opponent_colour;
  gboolean        opponent_chosen;               /* picked, not the default */
  GkTile          start[GK_START_SIZE][GK_START_SIZE];                   /* start[y][x] */
  gint            marker_x[GK_N_LETTERS];
  gint            marker_y[GK_N_LETTERS];
  gint            held;                          /* marker picked up, or -1 */

  char           *error;
  char           *markers_note;                  /* where the markers lie, in words */
  guint           frozen;
};

G_DEFINE_FINAL_TYPE (GkSetupDraft, gk_setup_draft, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_PLAYERS,
  PROP_FIRST,
  PROP_SOLO_LEVEL,
  PROP_OPPONENT_COLOUR,
  PROP_HELD_MARKER,
  PROP_ERROR,
  PROP_MARKERS_NOTE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GkSetup *
build_setup (GkSetupDraft *self)
{
  GkSetup *setup = gk_setup_new (self->players.n);

  /* Seating order is kept; the list starts with the first player. */
  for (guint i = 0; i < self->players.n; i++)
    {
      guint seat = (self->first + i) % self->players.n;
      g_autofree char *name = gk_player_draft_dup_game_name (self->players.seats[seat]);

      gk_setup_set_player_name (setup, i, name);
      setup->players[i].colour = gk_player_draft_get_colour (self->players.seats[seat]);
      /* rules.md 10: the solo game has no characters. */
      if (self->players.n > 1)
        memcpy (setup->players[i].characters, self->characters[seat],
                sizeof setup->players[i].characters);
    }
  if (self->players.n == 1)
    {
      setup->solo_level = self->solo_level;
      setup->opponent_colour = self->opponent_colour;
    }
  memcpy (setup->start, self->start, sizeof setup->start);
  memcpy (setup->marker_x, self->marker_x, sizeof setup->marker_x);
  memcpy (setup->marker_y, self->marker_y, sizeof setup->marker_y);
  return setup;
}

/* Solo: unless one was picked, the opponent plays the first colour the
 * human does not (game-file.md, "A solo game"). */
static void
update_opponent (GkSetupDraft *self)
{
  g_autoptr(GkSetup) setup = NULL;
  GkPlayerColour colour;

  if (self->opponent_chosen || self->players.n != 1)
    return;
  setup = build_setup (self);
  colour = gk_setup_default_opponent_colour (setup);
  if (colour == self->opponent_colour)
    return;
  self->opponent_colour = colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPPONENT_COLOUR]);
}

/* The box holds one copy of each introductory set (rules.md 8): a set
 * dealt to two players is refused, naming both. */
static char *
check_intro_sets (GkSetupDraft *self)
{
  for (guint a = 0; a < self->players.n; a++)
    for (guint b = a + 1; b < self->players.n; b++)
      if (self->intro_sets[a] != 0 && self->intro_sets[a] == self->intro_sets[b])
        {
          g_autofree char *first = gk_setup_player_name_or_default (
            gk_player_draft_get_name (self->players.seats[a]), a);
          g_autofree char *second = gk_setup_player_name_or_default (
            gk_player_draft_get_name (self->players.seats[b]), b);

          return g_strdup_printf (
            /* TRANSLATORS: an introductory set's number, then two players' names */
            _("Set %u is given to both %s and %s: the box holds one of each set."),
            self->intro_sets[a], first, second);
        }
  return NULL;
}

static void
check (GkSetupDraft *self)
{
  g_autoptr(GkSetup) setup = build_setup (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *old = g_steal_pointer (&self->error);

  for (guint p = 0; p < self->players.n && self->error == NULL; p++)
    if (gk_player_draft_get_name_error (self->players.seats[p]) != NULL)
      self->error = g_strdup (gk_player_draft_get_name_error (self->players.seats[p]));
  if (self->error == NULL)
    self->error = check_intro_sets (self);
  if (self->error == NULL && !gk_setup_check (setup, NULL, &error))
    self->error = g_strdup (error->message);
  if (g_strcmp0 (old, self->error) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

/* The note on the markers follows them (gk_steps_marker_ring_note()). */
static void
update_markers_note (GkSetupDraft *self)
{
  g_autoptr(GkSetup) setup = gk_setup_new (1);
  g_autofree char *note = NULL;

  memcpy (setup->marker_x, self->marker_x, sizeof self->marker_x);
  memcpy (setup->marker_y, self->marker_y, sizeof self->marker_y);
  note = gk_steps_marker_ring_note (setup);
  if (g_strcmp0 (note, self->markers_note) == 0)
    return;
  g_free (self->markers_note);
  self->markers_note = g_steal_pointer (&note);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKERS_NOTE]);
}

static void
changed (GkSetupDraft *self)
{
  if (self->frozen > 0)
    return;
  update_opponent (self);
  check (self);
  update_markers_note (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
seat_changed (GkSetupDraft  *self,
              GParamSpec    *pspec,
              GkPlayerDraft *player)
{
  if (g_str_equal (pspec->name, "colour"))
    {
      /* Each colour is in the box once: taking another's colour swaps. */
      self->frozen++;
      gk_player_drafts_swap_colour (self->players.seats, player);
      self->frozen--;
    }
  else if (g_str_equal (pspec->name, "first"))
    {
      /* The player ticked is first; the others are unticked with it. */
      if (self->frozen == 0 && gk_player_draft_get_first (player))
        gk_setup_draft_set_first (self, gk_player_draft_get_seat (player));
      return;
    }
  changed (self);
}

/* ---- public ---- */

GkSetupDraft *
gk_setup_draft_new (void)
{
  return g_object_new (GK_TYPE_SETUP_DRAFT, NULL);
}

void
gk_setup_draft_reset (GkSetupDraft *self)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  GkCharacter blank = { GK_COLOUR_BLUE, GK_TRIGGER_EXPLOIT, 0, 0, 0 };

  g_return_if_fail (GK_IS_SETUP_DRAFT (self));

  self->frozen++;
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      gk_player_draft_set_name (self->players.seats[p], "");
      gk_player_draft_set_colour (self->players.seats[p], (GkPlayerColour) p);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        self->characters[p][c] = blank;
      self->intro_sets[p] = 0;
    }
  gk_setup_draft_set_first (self, 0);
  gk_setup_draft_set_n_players (self, 3);
  self->solo_level = GK_SOLO_NORMAL;
  self->opponent_chosen = FALSE;
  self->opponent_colour = gk_setup_default_opponent_colour (setup);
  memcpy (self->start, setup->start, sizeof self->start);
  self->held = -1;
  gk_setup_reset_markers (setup);
  memcpy (self->marker_x, setup->marker_x, sizeof self->marker_x);
  memcpy (self->marker_y, setup->marker_y, sizeof self->marker_y);
  self->frozen--;
  for (guint prop = PROP_N_PLAYERS; prop < PROP_ERROR; prop++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  changed (self);
}

guint
gk_setup_draft_get_n_players (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), 0);

  return self->players.n;
}

void
gk_setup_draft_set_n_players (GkSetupDraft *self,
                              guint         n_players)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (n_players >= 1 && n_players <= GK_MAX_PLAYERS);

  if (!gk_player_seats_set_n (&self->players, n_players))
    return;
  if (self->first >= n_players)
    gk_setup_draft_set_first (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  changed (self);
}

GListModel *
gk_setup_draft_get_players (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), NULL);

  return G_LIST_MODEL (self->players.in_play);
}

GkPlayerDraft *
gk_setup_draft_get_player (GkSetupDraft *self,
                           guint         seat)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), NULL);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, NULL);

  return self->players.seats[seat];
}

guint
gk_setup_draft_get_first (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), 0);

  return self->first;
}

void
gk_setup_draft_set_first (GkSetupDraft *self,
                          guint         seat)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  self->first = seat;
  self->frozen++;
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    gk_player_draft_set_first (self->players.seats[p], p == seat);
  self->frozen--;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST]);
  changed (self);
}

GkSoloLevel
gk_setup_draft_get_solo_level (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), GK_SOLO_NORMAL);

  return self->solo_level;
}

void
gk_setup_draft_set_solo_level (GkSetupDraft *self,
                               GkSoloLevel   level)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (level == GK_SOLO_NORMAL || level == GK_SOLO_EXPERT);

  if (self->solo_level == level)
    return;
  self->solo_level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLO_LEVEL]);
  changed (self);
}

GkPlayerColour
gk_setup_draft_get_opponent_colour (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), GK_PLAYER_COLOUR_WHITE);

  return self->opponent_colour;
}

void
gk_setup_draft_set_opponent_colour (GkSetupDraft   *self,
                                    GkPlayerColour  colour)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);

  self->opponent_chosen = TRUE;
  if (self->opponent_colour == colour)
    return;
  self->opponent_colour = colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPPONENT_COLOUR]);
  changed (self);
}

void
gk_setup_draft_get_character (GkSetupDraft *self,
                              guint         seat,
                              guint         index,
                              GkCharacter  *character)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (index < GK_N_CHARACTERS);
  g_return_if_fail (character != NULL);

  *character = self->characters[seat][index];
}

void
gk_setup_draft_set_character (GkSetupDraft      *self,
                              guint              seat,
                              guint              index,
                              const GkCharacter *character)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (index < GK_N_CHARACTERS);
  g_return_if_fail (character != NULL);

  if (memcmp (&self->characters[seat][index], character, sizeof *character) == 0)
    return;
  self->characters[seat][index] = *character;
  changed (self);
}

guint
gk_setup_draft_get_intro_set (GkSetupDraft *self,
                              guint         seat)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), 0);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, 0);

  return self->intro_sets[seat];
}

void
gk_setup_draft_set_intro_set (GkSetupDraft *self,
                              guint         seat,
                              guint         set)
{
  GkCharacter characters[GK_N_CHARACTERS];

  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (set <= GK_N_INTRO_SETS);

  self->intro_sets[seat] = set;
  /* Filled in, then editable like any character. */
  if (set > 0 && gk_intro_set_get (set, characters))
    memcpy (self->characters[seat], characters, sizeof characters);
  changed (self);
}

GkTile
gk_setup_draft_get_start (GkSetupDraft *self,
                          guint         x,
                          guint         y)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), GK_NO_TILE);
  g_return_val_if_fail (x < GK_START_SIZE && y < GK_START_SIZE, GK_NO_TILE);

  return self->start[y][x];
}

void
gk_setup_draft_set_start (GkSetupDraft *self,
                          guint         x,
                          guint         y,
                          GkTile        tile)
{
  GkTile old;

  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (x < GK_START_SIZE && y < GK_START_SIZE);
  g_return_if_fail (gk_card_is_building (tile) && gk_tile_get_number (tile) <= 3);

  old = self->start[y][x];
  if (old == tile)
    return;
  for (guint oy = 0; oy < GK_START_SIZE; oy++)
    for (guint ox = 0; ox < GK_START_SIZE; ox++)
      if (self->start[oy][ox] == tile)
        self->start[oy][ox] = old;
  self->start[y][x] = tile;
  changed (self);
}

void
gk_setup_draft_shuffle_start (GkSetupDraft *self,
                              GRand        *rand)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);

  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (rand != NULL);

  gk_setup_shuffle_start (setup, rand);
  memcpy (self->start, setup->start, sizeof self->start);
  changed (self);
}

void
gk_setup_draft_get_marker (GkSetupDraft *self,
                           guint         letter,
                           gint         *x,
                           gint         *y)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));
  g_return_if_fail (letter < GK_N_LETTERS);

  if (x != NULL)
    *x = self->marker_x[letter];
  if (y != NULL)
    *y = self->marker_y[letter];
}

gint
gk_setup_draft_get_marker_at (GkSetupDraft *self,
                              gint          x,
                              gint          y)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), -1);

  for (guint i = 0; i < GK_N_LETTERS; i++)
    if (self->marker_x[i] == x && self->marker_y[i] == y)
      return (gint) i;
  return -1;
}

static void
set_held (GkSetupDraft *self,
          gint          held)
{
  if (self->held == held)
    return;
  self->held = held;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD_MARKER]);
}

gboolean
gk_setup_draft_pick_cell (GkSetupDraft *self,
                          gint          x,
                          gint          y)
{
  gint marker;
  gint held;

  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), FALSE);

  marker = gk_setup_draft_get_marker_at (self, x, y);
  held = self->held;
  if (held < 0)
    {
      if (marker < 0)
        return FALSE;
      set_held (self, marker);
      return TRUE;
    }
  set_held (self, -1);
  if (marker < 0 || marker == held)
    return TRUE;
  /* The two markers change places: every cell keeps one marker. */
  self->marker_x[marker] = self->marker_x[held];
  self->marker_y[marker] = self->marker_y[held];
  self->marker_x[held] = x;
  self->marker_y[held] = y;
  changed (self);
  return TRUE;
}

gint
gk_setup_draft_get_held_marker (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), -1);

  return self->held;
}

gboolean
gk_setup_draft_markers_as_pictured (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), FALSE);

  for (guint i = 0; i < GK_N_LETTERS; i++)
    {
      gint x, y;

      gk_setup_default_marker (i, &x, &y);
      if (x != self->marker_x[i] || y != self->marker_y[i])
        return FALSE;
    }
  return TRUE;
}

void
gk_setup_draft_reset_markers (GkSetupDraft *self)
{
  g_return_if_fail (GK_IS_SETUP_DRAFT (self));

  set_held (self, -1);
  if (gk_setup_draft_markers_as_pictured (self))
    return;
  for (guint i = 0; i < GK_N_LETTERS; i++)
    gk_setup_default_marker (i, &self->marker_x[i], &self->marker_y[i]);
  changed (self);
}

GkSetup *
gk_setup_draft_dup_setup (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), NULL);

  return build_setup (self);
}

const char *
gk_setup_draft_get_markers_note (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), NULL);

  return self->markers_note;
}

const char *
gk_setup_draft_get_error (GkSetupDraft *self)
{
  g_return_val_if_fail (GK_IS_SETUP_DRAFT (self), NULL);

  return self->error;
}

/* ---- GObject ---- */

static void
gk_setup_draft_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GkSetupDraft *self = GK_SETUP_DRAFT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      g_value_set_int (value, (int) self->players.n);
      break;
    case PROP_FIRST:
      g_value_set_uint (value, self->first);
      break;
    case PROP_SOLO_LEVEL:
      g_value_set_uint (value, self->solo_level);
      break;
    case PROP_OPPONENT_COLOUR:
      g_value_set_uint (value, self->opponent_colour);
      break;
    case PROP_HELD_MARKER:
      g_value_set_int (value, self->held);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_MARKERS_NOTE:
      g_value_set_string (value, self->markers_note);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_draft_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GkSetupDraft *self = GK_SETUP_DRAFT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      gk_setup_draft_set_n_players (self, (guint) g_value_get_int (value));
      break;
    case PROP_FIRST:
      gk_setup_draft_set_first (self, g_value_get_uint (value));
      break;
    case PROP_SOLO_LEVEL:
      gk_setup_draft_set_solo_level (self, (GkSoloLevel) g_value_get_uint (value));
      break;
    case PROP_OPPONENT_COLOUR:
      gk_setup_draft_set_opponent_colour (self, (GkPlayerColour) g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_draft_dispose (GObject *object)
{
  GkSetupDraft *self = GK_SETUP_DRAFT (object);

  gk_player_seats_clear (&self->players, self);

  G_OBJECT_CLASS (gk_setup_draft_parent_class)->dispose (object);
}

static void
gk_setup_draft_finalize (GObject *object)
{
  GkSetupDraft *self = GK_SETUP_DRAFT (object);

  g_free (self->error);
  g_free (self->markers_note);

  G_OBJECT_CLASS (gk_setup_draft_parent_class)->finalize (object);
}

static void
gk_setup_draft_class_init (GkSetupDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = gk_setup_draft_dispose;
  object_class->finalize = gk_setup_draft_finalize;
  object_class->get_property = gk_setup_draft_get_property;
  object_class->set_property = gk_setup_draft_set_property;

  properties[PROP_N_PLAYERS] = g_param_spec_int ("n-players", NULL, NULL, 1, GK_MAX_PLAYERS, 3,
                                                 rw);
  properties[PROP_FIRST] = g_param_spec_uint ("first", NULL, NULL, 0, GK_MAX_PLAYERS - 1, 0, rw);
  properties[PROP_SOLO_LEVEL] = g_param_spec_uint ("solo-level", NULL, NULL, 0, GK_SOLO_EXPERT,
                                                   GK_SOLO_NORMAL, rw);
  properties[PROP_OPPONENT_COLOUR] =
    g_param_spec_uint ("opponent-colour", NULL, NULL, 0, GK_N_PLAYER_COLOURS - 1, 0, rw);
  properties[PROP_HELD_MARKER] =
    g_param_spec_int ("held-marker", NULL, NULL, -1, GK_N_LETTERS - 1, -1, ro);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, ro);
  properties[PROP_MARKERS_NOTE] = g_param_spec_string ("markers-note", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything entered changed (after the engine's answer). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_setup_draft_init (GkSetupDraft *self)
{
  self->held = -1;
  gk_player_seats_init (&self->players, G_CALLBACK (seat_changed), self);
  gk_setup_draft_reset (self);
}
