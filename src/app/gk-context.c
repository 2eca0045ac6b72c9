/* gk-context.c: what every window of the app shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-context.h"

struct _GkContext
{
  GObject            parent_instance;

  GkLibrary         *library;
  GkHistoryIndex    *history;       /* made when first asked for */
  GkHistoryProfiles *profiles;
  GSettings         *settings;      /* NULL when the schema is not installed */
  char             **known_names;
  gboolean           following;     /* the history's and profiles' changes */
};

G_DEFINE_FINAL_TYPE (GkContext, gk_context, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_KNOWN_NAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the names offered ---- */

static void
update_known_names (GkContext *self)
{
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) persons = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  plays = gk_history_index_list_plays (self->history, NULL);
  persons = gk_history_profiles_list_persons (gk_context_get_profiles (self), plays);
  for (guint i = 0; i < persons->len; i++)
    {
      const GkHistoryPerson *person = g_ptr_array_index (persons, i);

      if (person->name != NULL && *person->name != '\0')
        g_strv_builder_add (builder, person->name);
    }
  names = g_strv_builder_end (builder);
  if (g_strv_equal ((const char * const *) names, (const char * const *) self->known_names))
    return;
  g_strfreev (self->known_names);
  self->known_names = g_steal_pointer (&names);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KNOWN_NAMES]);
}

/* ---- the object ---- */

static void
gk_context_finalize (GObject *object)
{
  GkContext *self = GK_CONTEXT (object);

  g_clear_object (&self->library);
  g_clear_object (&self->history);
  g_clear_object (&self->profiles);
  g_clear_object (&self->settings);
  g_strfreev (self->known_names);

  G_OBJECT_CLASS (gk_context_parent_class)->finalize (object);
}

static void
gk_context_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GkContext *self = GK_CONTEXT (object);

  switch (prop_id)
    {
    case PROP_KNOWN_NAMES:
      g_value_set_boxed (value, self->known_names);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_context_class_init (GkContextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_context_finalize;
  object_class->get_property = gk_context_get_property;

  properties[PROP_KNOWN_NAMES] =
    g_param_spec_boxed ("known-names", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_context_init (GkContext *self)
{
  self->known_names = g_new0 (char *, 1);
}

/* The app's settings, when their schema is installed. */
static GSettings *
app_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

GkContext *
gk_context_new (GkLibrary         *library,
                GkHistoryIndex    *history,
                GkHistoryProfiles *profiles,
                GSettings         *settings)
{
  GkContext *self;

  g_return_val_if_fail (library == NULL || GK_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (history == NULL || GK_IS_HISTORY_INDEX (history), NULL);
  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (GK_TYPE_CONTEXT, NULL);
  self->library = g_object_ref (library != NULL ? library : gk_library_get_default ());
  self->history = history != NULL ? g_object_ref (history) : NULL;
  self->profiles = profiles != NULL ? g_object_ref (profiles) : NULL;
  self->settings = settings != NULL ? g_object_ref (settings) : app_settings ();
  return self;
}

static GkContext *default_context;

GkContext *
gk_context_get_default (void)
{
  if (default_context == NULL)
    default_context = gk_context_new (NULL, NULL, NULL, NULL);
  return default_context;
}

void
gk_context_set_default (GkContext *context)
{
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  if (context != NULL)
    g_object_ref (context);
  g_clear_object (&default_context);
  default_context = context;
}

GkLibrary *
gk_context_get_library (GkContext *self)
{
  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  return self->library;
}

GkHistoryIndex *
gk_context_get_history (GkContext *self)
{
  gboolean made = FALSE;

  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  /* Read in a worker, and again whenever the library folder changes. */
  if (self->history == NULL)
    {
      self->history = gk_history_index_new_default ();
      made = TRUE;
    }
  if (!self->following)
    {
      self->following = TRUE;
      g_signal_connect_object (self->history, "changed", G_CALLBACK (update_known_names), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (gk_context_get_profiles (self), "changed",
                               G_CALLBACK (update_known_names), self, G_CONNECT_SWAPPED);
      update_known_names (self);
    }
  if (made)
    {
      gk_history_index_watch (self->history);
      gk_history_index_refresh_async (self->history, NULL, NULL, NULL);
    }
  return self->history;
}

GkHistoryProfiles *
gk_context_get_profiles (GkContext *self)
{
  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  if (self->profiles == NULL)
    self->profiles = gk_history_profiles_new_default ();
  return self->profiles;
}

GSettings *
gk_context_get_settings (GkContext *self)
{
  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  return self->settings;
}

const char * const *
gk_context_get_known_names (GkContext *self)
{
  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  return (const char * const *) self->known_names;
}

/* ---- the last game's players ---- */

void
gk_context_remember_players (GkContext     *self,
                             const GkSetup *setup)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL;
  g_auto(GStrv) colour_list = NULL;

  g_return_if_fail (GK_IS_CONTEXT (self));
  g_return_if_fail (setup != NULL);

  if (self->settings == NULL)
    return;
  for (guint p = 0; p < setup->n_players; p++)
    {
      g_strv_builder_add (names, setup->players[p].name);
      g_strv_builder_add (colours, gk_player_colour_to_string (setup->players[p].colour));
    }
  name_list = g_strv_builder_end (names);
  colour_list = g_strv_builder_end (colours);
  g_settings_set_strv (self->settings, "last-player-names", (const char * const *) name_list);
  g_settings_set_strv (self->settings, "last-player-colours",
                       (const char * const *) colour_list);
}

void
gk_context_remember_names (GkContext          *self,
                           const char * const *names)
{
  g_return_if_fail (GK_IS_CONTEXT (self));
  g_return_if_fail (names != NULL);

  if (self->settings != NULL)
    g_settings_set_strv (self->settings, "last-player-names", names);
}

char **
gk_context_dup_last_players (GkContext   *self,
                             char      ***colours)
{
  g_return_val_if_fail (GK_IS_CONTEXT (self), NULL);

  if (colours != NULL)
    *colours = NULL;
  if (self->settings == NULL)
    return NULL;
  if (colours != NULL)
    *colours = g_settings_get_strv (self->settings, "last-player-colours");
  return g_settings_get_strv (self->settings, "last-player-names");
}
