/* gk-history-profiles.c: the same person across games
 *
 * The key file has three groups, each keyed by a name key escaped so that
 * any Unicode name is a valid key:
 *
 *   [aliases]  name key = the name it now stands for (rename, merge)
 *   [names]    person key = the name the user gave them
 *   [colours]  person key = white | orange | green | purple | black
 *
 * Every edit is written at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "gk-history-play.h"
#include "gk-history-profiles.h"

#define GROUP_ALIASES "aliases"
#define GROUP_NAMES   "names"
#define GROUP_COLOURS "colours"
#define MAX_ALIAS_STEPS 64

struct _GkHistoryProfiles
{
  GObject   parent_instance;

  char     *path;
  GKeyFile *keys;
};

G_DEFINE_FINAL_TYPE (GkHistoryProfiles, gk_history_profiles, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
gk_history_default_profiles_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "profiles.ini", NULL);
}

/* A key file key cannot hold "=", "[", "]", newlines or outer blanks. */
static char *
escape_key (const char *key)
{
  return g_uri_escape_string (key, NULL, TRUE);
}

static char *
lookup (GkHistoryProfiles *self,
        const char        *group,
        const char        *key)
{
  g_autofree char *escaped = escape_key (key);

  return g_key_file_get_string (self->keys, group, escaped, NULL);
}

static void
store (GkHistoryProfiles *self,
       const char        *group,
       const char        *key,
       const char        *value)
{
  g_autofree char *escaped = escape_key (key);

  if (value == NULL)
    g_key_file_remove_key (self->keys, group, escaped, NULL);
  else
    g_key_file_set_string (self->keys, group, escaped, value);
}

static gboolean
save (GkHistoryProfiles  *self,
      GError            **error)
{
  g_autofree char *folder = g_path_get_dirname (self->path);

  g_mkdir_with_parents (folder, 0700);
  if (!g_key_file_save_to_file (self->keys, self->path, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

char *
gk_history_profiles_resolve (GkHistoryProfiles *self,
                             const char        *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = gk_history_name_key (name);
  /* The step limit guards against a hand-edited file with a cycle. */
  for (guint step = 0; step < MAX_ALIAS_STEPS; step++)
    {
      g_autofree char *target = lookup (self, GROUP_ALIASES, key);
      g_autofree char *next = NULL;

      if (target == NULL)
        break;
      next = gk_history_name_key (target);
      if (g_str_equal (next, key))
        break;
      g_free (key);
      key = g_steal_pointer (&next);
    }
  return g_steal_pointer (&key);
}

char *
gk_history_profiles_dup_name (GkHistoryProfiles *self,
                              const char        *key)
{
  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return lookup (self, GROUP_NAMES, key);
}

static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *key = gk_history_name_key (name);

  if (*key == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A player’s name cannot be empty"));
      return FALSE;
    }
  return TRUE;
}

/* Points every alias of @old_key, and @old_key itself, at @name. */
static void
redirect (GkHistoryProfiles *self,
          const char        *old_key,
          const char        *name)
{
  g_auto(GStrv) keys = g_key_file_get_keys (self->keys, GROUP_ALIASES, NULL, NULL);
  g_autofree char *new_key = gk_history_name_key (name);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *target = g_key_file_get_string (self->keys, GROUP_ALIASES, keys[i], NULL);
      g_autofree char *target_key = target != NULL ? gk_history_name_key (target) : NULL;

      if (g_strcmp0 (target_key, old_key) == 0)
        g_key_file_set_string (self->keys, GROUP_ALIASES, keys[i], name);
    }
  if (!g_str_equal (old_key, new_key))
    {
      g_autofree char *colour = lookup (self, GROUP_COLOURS, old_key);
      g_autofree char *new_colour = lookup (self, GROUP_COLOURS, new_key);

      store (self, GROUP_ALIASES, old_key, name);
      if (colour != NULL && new_colour == NULL)
        store (self, GROUP_COLOURS, new_key, colour);
      store (self, GROUP_COLOURS, old_key, NULL);
      store (self, GROUP_NAMES, old_key, NULL);
    }
  /* The new name must not itself lead elsewhere. */
  store (self, GROUP_ALIASES, new_key, NULL);
}

gboolean
gk_history_profiles_rename (GkHistoryProfiles  *self,
                            const char         *name,
                            const char         *new_name,
                            GError            **error)
{
  g_autofree char *old_key = NULL;
  g_autofree char *new_key = NULL;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  if (!check_name (new_name, error))
    return FALSE;
  trimmed = g_strstrip (g_strdup (new_name));
  old_key = gk_history_profiles_resolve (self, name);
  new_key = gk_history_name_key (trimmed);
  redirect (self, old_key, trimmed);
  store (self, GROUP_NAMES, new_key, trimmed);
  return save (self, error);
}

gboolean
gk_history_profiles_merge (GkHistoryProfiles  *self,
                           const char         *name,
                           const char         *into,
                           GError            **error)
{
  g_autofree char *from_key = NULL;
  g_autofree char *into_key = NULL;
  g_autofree char *into_name = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (into != NULL, FALSE);

  if (!check_name (name, error) || !check_name (into, error))
    return FALSE;
  from_key = gk_history_profiles_resolve (self, name);
  into_key = gk_history_profiles_resolve (self, into);
  if (g_str_equal (from_key, into_key))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   /* TRANSLATORS: both %s are player names */
                   _("“%s” and “%s” are already the same player"), name, into);
      return FALSE;
    }
  into_name = lookup (self, GROUP_NAMES, into_key);
  if (into_name == NULL)
    into_name = g_strstrip (g_strdup (into));
  redirect (self, from_key, into_name);
  return save (self, error);
}

gboolean
gk_history_profiles_get_colour (GkHistoryProfiles *self,
                                const char        *key,
                                GkPlayerColour    *out_colour)
{
  g_autofree char *value = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  value = lookup (self, GROUP_COLOURS, key);
  return value != NULL && gk_player_colour_from_string (value, out_colour);
}

void
gk_history_profiles_set_colour (GkHistoryProfiles *self,
                                const char        *key,
                                GkPlayerColour     colour)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (GK_IS_HISTORY_PROFILES (self));
  g_return_if_fail (key != NULL);

  store (self, GROUP_COLOURS, key, gk_player_colour_to_string (colour));
  /* A preference that cannot be written only lasts this session. */
  if (!save (self, &error))
    g_debug ("Player colour not saved: %s", error->message);
}

static void
gk_history_profiles_finalize (GObject *object)
{
  GkHistoryProfiles *self = GK_HISTORY_PROFILES (object);

  g_free (self->path);
  g_key_file_unref (self->keys);

  G_OBJECT_CLASS (gk_history_profiles_parent_class)->finalize (object);
}

static void
gk_history_profiles_class_init (GkHistoryProfilesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_history_profiles_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_history_profiles_init (GkHistoryProfiles *self)
{
  self->keys = g_key_file_new ();
}

GkHistoryProfiles *
gk_history_profiles_new (const char *path)
{
  GkHistoryProfiles *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (GK_TYPE_HISTORY_PROFILES, NULL);
  self->path = g_strdup (path);
  /* Missing or damaged: the history still works, without the edits. */
  g_key_file_load_from_file (self->keys, path, G_KEY_FILE_KEEP_COMMENTS, NULL);
  return self;
}

GkHistoryProfiles *
gk_history_profiles_new_default (void)
{
  g_autofree char *path = gk_history_default_profiles_path ();

  return gk_history_profiles_new (path);
}
