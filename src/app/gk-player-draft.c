/* gk-player-draft.c: one player as entered at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-player-draft.h"

#define MAX_COUNT 1000

struct _GkPlayerDraft
{
  GObject         parent_instance;

  guint           seat;
  char           *name;
  char           *name_error;
  GkPlayerColour  colour;
  gboolean        first;
  guint           points;
  guint           renewal_tokens;
  guint           resources;
  guint           tiles;
};

G_DEFINE_FINAL_TYPE (GkPlayerDraft, gk_player_draft, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_NAME,
  PROP_NAME_ERROR,
  PROP_COLOUR,
  PROP_FIRST,
  PROP_POINTS,
  PROP_RENEWAL_TOKENS,
  PROP_RESOURCES,
  PROP_TILES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GkPlayerDraft *
gk_player_draft_new (guint seat)
{
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, NULL);

  return g_object_new (GK_TYPE_PLAYER_DRAFT, "seat", seat,
                       "colour", (GkPlayerColour) seat, NULL);
}

guint
gk_player_draft_get_seat (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), 0);

  return self->seat;
}

const char *
gk_player_draft_get_name (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), NULL);

  return self->name;
}

void
gk_player_draft_set_name (GkPlayerDraft *self,
                          const char    *name)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);

  ok = gk_player_name_check (self->name, &error);
  if (g_strcmp0 (self->name_error, ok ? NULL : error->message) != 0)
    {
      g_free (self->name_error);
      self->name_error = ok ? NULL : g_strdup (error->message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME_ERROR]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
gk_player_draft_get_name_error (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), NULL);

  return self->name_error;
}

char *
gk_player_draft_dup_game_name (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), NULL);

  return g_strstrip (g_strdup (self->name));
}

char *
gk_player_draft_dup_shown_name (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), NULL);

  return gk_setup_player_name_or_default (self->name, self->seat);
}

GkPlayerColour
gk_player_draft_get_colour (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), GK_PLAYER_COLOUR_WHITE);

  return self->colour;
}

void
gk_player_draft_set_colour (GkPlayerDraft  *self,
                            GkPlayerColour  colour)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));
  g_return_if_fail (colour < GK_N_PLAYER_COLOURS);

  if (self->colour == colour)
    return;
  self->colour = colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

gboolean
gk_player_draft_get_first (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), FALSE);

  return self->first;
}

void
gk_player_draft_set_first (GkPlayerDraft *self,
                           gboolean       first)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));

  first = !!first;
  if (self->first == first)
    return;
  self->first = first;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST]);
}

static void
set_count (GkPlayerDraft *self,
           guint         *slot,
           guint          value,
           guint          prop)
{
  if (*slot == value)
    return;
  *slot = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

guint
gk_player_draft_get_points (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), 0);
  return self->points;
}

void
gk_player_draft_set_points (GkPlayerDraft *self,
                            guint          points)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));
  g_return_if_fail (points <= MAX_COUNT);
  set_count (self, &self->points, points, PROP_POINTS);
}

guint
gk_player_draft_get_renewal_tokens (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), 0);
  return self->renewal_tokens;
}

void
gk_player_draft_set_renewal_tokens (GkPlayerDraft *self,
                                    guint          tokens)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));
  g_return_if_fail (tokens <= MAX_COUNT);
  set_count (self, &self->renewal_tokens, tokens, PROP_RENEWAL_TOKENS);
}

guint
gk_player_draft_get_resources (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), 0);
  return self->resources;
}

void
gk_player_draft_set_resources (GkPlayerDraft *self,
                               guint          resources)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));
  g_return_if_fail (resources <= MAX_COUNT);
  set_count (self, &self->resources, resources, PROP_RESOURCES);
}

guint
gk_player_draft_get_tiles (GkPlayerDraft *self)
{
  g_return_val_if_fail (GK_IS_PLAYER_DRAFT (self), 0);
  return self->tiles;
}

void
gk_player_draft_set_tiles (GkPlayerDraft *self,
                           guint          tiles)
{
  g_return_if_fail (GK_IS_PLAYER_DRAFT (self));
  g_return_if_fail (tiles <= MAX_COUNT);
  set_count (self, &self->tiles, tiles, PROP_TILES);
}

void
gk_player_drafts_swap_colour (GkPlayerDraft **seats,
                              GkPlayerDraft  *changed)
{
  gboolean taken[GK_N_PLAYER_COLOURS] = { FALSE };
  GkPlayerDraft *other = NULL;
  guint free_colour;

  g_return_if_fail (seats != NULL);
  g_return_if_fail (GK_IS_PLAYER_DRAFT (changed));

  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      g_return_if_fail (GK_IS_PLAYER_DRAFT (seats[seat]));
      taken[seats[seat]->colour] = TRUE;
      if (seats[seat] != changed && seats[seat]->colour == changed->colour)
        other = seats[seat];
    }
  if (other == NULL)
    return;
  for (free_colour = 0; free_colour < GK_N_PLAYER_COLOURS && taken[free_colour]; free_colour++)
    ;
  if (free_colour < GK_N_PLAYER_COLOURS)
    gk_player_draft_set_colour (other, (GkPlayerColour) free_colour);
}

/* ---- the seats of a table ---- */

void
gk_player_seats_init (GkPlayerSeats *seats,
                      GCallback      changed,
                      gpointer       owner)
{
  g_return_if_fail (seats != NULL);
  g_return_if_fail (G_IS_OBJECT (owner));

  seats->in_play = g_list_store_new (GK_TYPE_PLAYER_DRAFT);
  seats->n = 0;
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      seats->seats[p] = gk_player_draft_new (p);
      g_signal_connect_object (seats->seats[p], "notify", changed, owner, G_CONNECT_SWAPPED);
    }
}

void
gk_player_seats_clear (GkPlayerSeats *seats,
                       gpointer       owner)
{
  g_return_if_fail (seats != NULL);

  if (seats->in_play != NULL)
    g_list_store_remove_all (seats->in_play);
  g_clear_object (&seats->in_play);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      if (seats->seats[p] != NULL)
        g_signal_handlers_disconnect_by_data (seats->seats[p], owner);
      g_clear_object (&seats->seats[p]);
    }
}

gboolean
gk_player_seats_set_n (GkPlayerSeats *seats,
                       guint          n)
{
  guint old;

  g_return_val_if_fail (seats != NULL, FALSE);
  g_return_val_if_fail (n <= GK_MAX_PLAYERS, FALSE);

  if (seats->n == n)
    return FALSE;
  old = seats->n;
  seats->n = n;
  if (n < old)
    g_list_store_splice (seats->in_play, n, old - n, NULL, 0);
  else
    g_list_store_splice (seats->in_play, old, 0, (gpointer *) &seats->seats[old], n - old);
  return TRUE;
}

/* ---- GObject ---- */

static void
gk_player_draft_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GkPlayerDraft *self = GK_PLAYER_DRAFT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_NAME_ERROR:
      g_value_set_string (value, self->name_error);
      break;
    case PROP_COLOUR:
      g_value_set_uint (value, self->colour);
      break;
    case PROP_FIRST:
      g_value_set_boolean (value, self->first);
      break;
    case PROP_POINTS:
      g_value_set_uint (value, self->points);
      break;
    case PROP_RENEWAL_TOKENS:
      g_value_set_uint (value, self->renewal_tokens);
      break;
    case PROP_RESOURCES:
      g_value_set_uint (value, self->resources);
      break;
    case PROP_TILES:
      g_value_set_uint (value, self->tiles);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_player_draft_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GkPlayerDraft *self = GK_PLAYER_DRAFT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    case PROP_NAME:
      gk_player_draft_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOUR:
      gk_player_draft_set_colour (self, (GkPlayerColour) g_value_get_uint (value));
      break;
    case PROP_FIRST:
      gk_player_draft_set_first (self, g_value_get_boolean (value));
      break;
    case PROP_POINTS:
      gk_player_draft_set_points (self, g_value_get_uint (value));
      break;
    case PROP_RENEWAL_TOKENS:
      gk_player_draft_set_renewal_tokens (self, g_value_get_uint (value));
      break;
    case PROP_RESOURCES:
      gk_player_draft_set_resources (self, g_value_get_uint (value));
      break;
    case PROP_TILES:
      gk_player_draft_set_tiles (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_player_draft_finalize (GObject *object)
{
  GkPlayerDraft *self = GK_PLAYER_DRAFT (object);

  g_free (self->name);
  g_free (self->name_error);

  G_OBJECT_CLASS (gk_player_draft_parent_class)->finalize (object);
}

static void
gk_player_draft_class_init (GkPlayerDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gk_player_draft_finalize;
  object_class->get_property = gk_player_draft_get_property;
  object_class->set_property = gk_player_draft_set_property;

  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, GK_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", rw);
  properties[PROP_NAME_ERROR] =
    g_param_spec_string ("name-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOUR] =
    g_param_spec_uint ("colour", NULL, NULL, 0, GK_N_PLAYER_COLOURS - 1, 0, rw);
  properties[PROP_FIRST] = g_param_spec_boolean ("first", NULL, NULL, FALSE, rw);
  properties[PROP_POINTS] = g_param_spec_uint ("points", NULL, NULL, 0, MAX_COUNT, 0, rw);
  properties[PROP_RENEWAL_TOKENS] =
    g_param_spec_uint ("renewal-tokens", NULL, NULL, 0, MAX_COUNT, 0, rw);
  properties[PROP_RESOURCES] = g_param_spec_uint ("resources", NULL, NULL, 0, MAX_COUNT, 0, rw);
  properties[PROP_TILES] = g_param_spec_uint ("tiles", NULL, NULL, 0, MAX_COUNT, 0, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_player_draft_init (GkPlayerDraft *self)
{
  self->name = g_strdup ("");
}
