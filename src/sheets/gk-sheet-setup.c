/* gk-sheet-setup.c: a score sheet being set up, as a model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-setup.h"
#include "gk-sheet-setup.h"

struct _GkSheetSetup
{
  GObject            parent_instance;

  const GkSheetGame *game;
  guint              modules;
  guint              n_players;
  char              *names[GK_SHEET_MAX_PLAYERS];
  char              *name_errors[GK_SHEET_MAX_PLAYERS];
  char              *error;
};

G_DEFINE_FINAL_TYPE (GkSheetSetup, gk_sheet_setup, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_MODULES,
  PROP_N_PLAYERS,
  PROP_MIN_PLAYERS,
  PROP_MAX_PLAYERS,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Each seat's name by the engine's rule, the first refusal in play named
 * by its seat; said when it changes, and "changed" in any case. */
static void
check (GkSheetSetup *self)
{
  g_autofree char *old = g_steal_pointer (&self->error);

  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    {
      g_autoptr(GError) error = NULL;

      g_clear_pointer (&self->name_errors[seat], g_free);
      if (seat >= self->n_players || gk_player_name_check (self->names[seat], &error))
        continue;
      self->name_errors[seat] = g_strdup (error->message);
      if (self->error == NULL)
        {
          g_autofree char *seat_name = gk_setup_default_player_name (seat);

          /* TRANSLATORS: a seat's default name ("Player 2"), then why its name is refused */
          self->error = g_strdup_printf (_("%s: %s"), seat_name, error->message);
        }
    }
  if (g_strcmp0 (old, self->error) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  g_signal_emit (self, signals[CHANGED], 0);
}

GkSheetSetup *
gk_sheet_setup_new (void)
{
  return g_object_new (GK_TYPE_SHEET_SETUP, NULL);
}

void
gk_sheet_setup_set_game (GkSheetSetup *self,
                         const char   *game_id)
{
  const GkSheetGame *game;
  guint offered = 0;

  g_return_if_fail (GK_IS_SHEET_SETUP (self));
  g_return_if_fail (game_id != NULL);
  game = gk_sheet_game_lookup (game_id);
  g_return_if_fail (game != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  self->game = game;
  self->modules = 0;
  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    if (*self->names[seat] != '\0')
      offered = seat + 1;
  self->n_players = CLAMP (offered > 0 ? offered : 3, game->min_players, game->max_players);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_ID]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODULES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_PLAYERS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_PLAYERS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  check (self);
  g_object_thaw_notify (G_OBJECT (self));
}

const GkSheetGame *
gk_sheet_setup_get_game (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);

  return self->game;
}

guint
gk_sheet_setup_get_modules (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), 0);

  return self->modules;
}

void
gk_sheet_setup_set_modules (GkSheetSetup *self,
                            guint         modules)
{
  g_return_if_fail (GK_IS_SHEET_SETUP (self));
  g_return_if_fail (self->game != NULL);

  modules &= (1u << self->game->n_modules) - 1;
  if (modules == self->modules)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  self->modules = modules;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODULES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_PLAYERS]);
  /* Fewer seats without the expansion that allowed them. */
  if (self->n_players > gk_sheet_setup_get_max_players (self))
    {
      self->n_players = gk_sheet_setup_get_max_players (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
    }
  check (self);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
gk_sheet_setup_get_n_players (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), 0);

  return self->n_players;
}

void
gk_sheet_setup_set_n_players (GkSheetSetup *self,
                              guint         n_players)
{
  g_return_if_fail (GK_IS_SHEET_SETUP (self));

  n_players = CLAMP (n_players, gk_sheet_setup_get_min_players (self),
                     gk_sheet_setup_get_max_players (self));
  if (n_players == self->n_players)
    return;
  self->n_players = n_players;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  check (self);
}

guint
gk_sheet_setup_get_min_players (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), 1);

  return self->game != NULL ? self->game->min_players : 1;
}

guint
gk_sheet_setup_get_max_players (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), 1);

  return self->game != NULL ? gk_sheet_game_max_players (self->game, self->modules)
                            : GK_SHEET_MAX_PLAYERS;
}

const char *
gk_sheet_setup_get_name (GkSheetSetup *self,
                         guint         seat)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);
  g_return_val_if_fail (seat < GK_SHEET_MAX_PLAYERS, NULL);

  return self->names[seat];
}

void
gk_sheet_setup_set_name (GkSheetSetup *self,
                         guint         seat,
                         const char   *name)
{
  g_return_if_fail (GK_IS_SHEET_SETUP (self));
  g_return_if_fail (seat < GK_SHEET_MAX_PLAYERS);

  if (g_strcmp0 (self->names[seat], name != NULL ? name : "") == 0)
    return;
  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name != NULL ? name : "");
  check (self);
}

void
gk_sheet_setup_offer_names (GkSheetSetup       *self,
                            const char * const *names)
{
  guint n = names != NULL ? g_strv_length ((char **) names) : 0;

  g_return_if_fail (GK_IS_SHEET_SETUP (self));

  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    {
      g_free (self->names[seat]);
      self->names[seat] = g_strdup (seat < n ? names[seat] : "");
    }
  check (self);
}

const char *
gk_sheet_setup_get_name_error (GkSheetSetup *self,
                               guint         seat)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);
  g_return_val_if_fail (seat < GK_SHEET_MAX_PLAYERS, NULL);

  return self->name_errors[seat];
}

const char *
gk_sheet_setup_get_error (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);

  return self->error;
}

GPtrArray *
gk_sheet_setup_checklist (GkSheetSetup *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  return gk_sheet_game_checklist (self->game, self->n_players, self->modules);
}

GkSheet *
gk_sheet_setup_dup_sheet (GkSheetSetup *self)
{
  GkSheet *sheet;

  g_return_val_if_fail (GK_IS_SHEET_SETUP (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  if (self->error != NULL)
    return NULL;
  sheet = gk_sheet_new (self->game, self->n_players, self->modules);
  for (guint seat = 0; seat < self->n_players; seat++)
    {
      g_autofree char *name = gk_setup_player_name_or_default (self->names[seat], seat);

      gk_sheet_set_player_name (sheet, seat, name);
    }
  return sheet;
}

/* ---- GObject ---- */

static void
gk_sheet_setup_finalize (GObject *object)
{
  GkSheetSetup *self = GK_SHEET_SETUP (object);

  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    {
      g_free (self->names[seat]);
      g_free (self->name_errors[seat]);
    }
  g_free (self->error);

  G_OBJECT_CLASS (gk_sheet_setup_parent_class)->finalize (object);
}

static void
gk_sheet_setup_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GkSheetSetup *self = GK_SHEET_SETUP (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, self->game != NULL ? self->game->id : NULL);
      break;
    case PROP_MODULES:
      g_value_set_uint (value, self->modules);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_MIN_PLAYERS:
      g_value_set_uint (value, gk_sheet_setup_get_min_players (self));
      break;
    case PROP_MAX_PLAYERS:
      g_value_set_uint (value, gk_sheet_setup_get_max_players (self));
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_setup_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GkSheetSetup *self = GK_SHEET_SETUP (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      gk_sheet_setup_set_game (self, g_value_get_string (value));
      break;
    case PROP_MODULES:
      gk_sheet_setup_set_modules (self, g_value_get_uint (value));
      break;
    case PROP_N_PLAYERS:
      gk_sheet_setup_set_n_players (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_setup_class_init (GkSheetSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gk_sheet_setup_finalize;
  object_class->get_property = gk_sheet_setup_get_property;
  object_class->set_property = gk_sheet_setup_set_property;

  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, rw);
  properties[PROP_MODULES] = g_param_spec_uint ("modules", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL, 1,
                                                  GK_SHEET_MAX_PLAYERS, 3, rw);
  properties[PROP_MIN_PLAYERS] = g_param_spec_uint ("min-players", NULL, NULL, 1,
                                                    GK_SHEET_MAX_PLAYERS, 1, ro);
  properties[PROP_MAX_PLAYERS] = g_param_spec_uint ("max-players", NULL, NULL, 1,
                                                    GK_SHEET_MAX_PLAYERS,
                                                    GK_SHEET_MAX_PLAYERS, ro);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything of it changed: a name, the count, the expansions. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_sheet_setup_init (GkSheetSetup *self)
{
  self->n_players = 3;
  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    self->names[seat] = g_strdup ("");
}
