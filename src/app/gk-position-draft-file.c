/* gk-position-draft-file.c: the position draft's file
 *
 * A draft is saved to its file after every change, read back when it is
 * opened again, listed in the drafts folder beside the game library
 * (newest first, in a worker), claimed in the library and discarded.
 * The file is a GKeyFile:
 *
 *   [draft]
 *   version=1
 *   players=3
 *   [seat 1]                      (one group per seat of the box, 1..5)
 *   name=Anna
 *   colour=white
 *   points=31
 *   renewal-tokens=1
 *   resources=0
 *   tiles=2
 *   characters=red exploit;blue construction;
 *   kept=blue-12;red-4;
 *   [buildings]
 *   1=0 0 p1 yellow-2 red-9       (x, y, owner or -, tiles bottom to top)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-file-io.h"
#include "gk-position-draft-private.h"

#define DRAFT_VERSION 1

/* ---- writing a draft file ---- */

char *
_gk_position_draft_to_data (GkPositionDraft *self,
                            gsize           *length)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  g_key_file_set_integer (key_file, "draft", "version", DRAFT_VERSION);
  g_key_file_set_integer (key_file, "draft", "players", (gint) self->players.n);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      GkPlayerDraft *player = self->players.seats[p];
      g_autofree char *group = g_strdup_printf ("seat %u", p + 1);
      g_autoptr(GStrvBuilder) characters = g_strv_builder_new ();
      g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
      g_auto(GStrv) character_list = NULL;
      g_auto(GStrv) kept_list = NULL;

      g_key_file_set_string (key_file, group, "name", gk_player_draft_get_name (player));
      g_key_file_set_string (key_file, group, "colour",
                             gk_player_colour_to_string (gk_player_draft_get_colour (player)));
      g_key_file_set_integer (key_file, group, "points", (gint) gk_player_draft_get_points (player));
      g_key_file_set_integer (key_file, group, "renewal-tokens",
                              (gint) gk_player_draft_get_renewal_tokens (player));
      g_key_file_set_integer (key_file, group, "resources",
                              (gint) gk_player_draft_get_resources (player));
      g_key_file_set_integer (key_file, group, "tiles", (gint) gk_player_draft_get_tiles (player));
      for (guint i = 0; i < self->characters[p]->len; i++)
        {
          DraftCharacter *c = &g_array_index (self->characters[p], DraftCharacter, i);
          g_autofree char *text = g_strdup_printf ("%s %s", gk_colour_to_string (c->colour),
                                                   gk_trigger_to_string (c->trigger));

          g_strv_builder_add (characters, text);
        }
      for (guint i = 0; i < self->kept[p]->len; i++)
        {
          g_autofree char *text = gk_card_to_string (g_array_index (self->kept[p], GkCard, i));

          g_strv_builder_add (kept, text);
        }
      character_list = g_strv_builder_end (characters);
      kept_list = g_strv_builder_end (kept);
      g_key_file_set_string_list (key_file, group, "characters",
                                  (const char * const *) character_list,
                                  g_strv_length (character_list));
      g_key_file_set_string_list (key_file, group, "kept", (const char * const *) kept_list,
                                  g_strv_length (kept_list));
    }
  for (guint i = 0; i < self->buildings->len; i++)
    {
      DraftBuilding *b = g_ptr_array_index (self->buildings, i);
      g_autoptr(GString) text = g_string_new (NULL);
      g_autofree char *key = g_strdup_printf ("%u", i + 1);

      g_string_append_printf (text, "%d %d ", b->x, b->y);
      if (b->owner >= 0)
        {
          g_autofree char *owner = gk_player_id_to_string (b->owner);

          g_string_append (text, owner);
        }
      else
        g_string_append_c (text, '-');
      for (guint t = 0; t < b->tiles->len; t++)
        {
          g_autofree char *tile = gk_card_to_string (g_array_index (b->tiles, GkTile, t));

          g_string_append_printf (text, " %s", tile);
        }
      g_key_file_set_string (key_file, "buildings", key, text->str);
    }
  return g_key_file_to_data (key_file, length, NULL);
}

void
_gk_position_draft_save (GkPositionDraft *self)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (self->file == NULL)
    return;
  data = _gk_position_draft_to_data (self, &length);
  if (!gk_file_save_atomically (self->file, data, length, &error))
    {
      g_clear_error (&self->save_error);
      self->save_error = g_steal_pointer (&error);
      return;
    }
  g_clear_error (&self->save_error);
}

/* After every change: the engine's answer, the file, then the views. */
/* ---- reading a draft file ---- */

static gboolean
bad_file (GError    **error,
          const char *what)
{
  /* TRANSLATORS: a table being scored could not be read back; %s says what is wrong */
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT, _("This table being scored cannot be read: %s."),
               what);
  return FALSE;
}

/* @group's @key as text in *@text (NULL when the file has no such key);
 * FALSE, with the reason, when the value is there but not text (not UTF-8,
 * or a broken escape): never taken for a missing one. */
static gboolean
read_text (GKeyFile    *key_file,
           const char  *group,
           const char  *key,
           char       **text,
           GError     **error)
{
  g_autofree char *raw = g_key_file_get_value (key_file, group, key, NULL);
  g_autofree char *valid_key = NULL;
  g_autofree char *where = NULL;

  *text = NULL;
  if (raw == NULL)
    return TRUE;
  if (g_utf8_validate (raw, -1, NULL))
    *text = g_key_file_get_string (key_file, group, key, NULL);
  if (*text != NULL)
    return TRUE;
  valid_key = g_utf8_make_valid (key, -1);
  /* TRANSLATORS: a section and an entry of the file ("buildings", "3") */
  where = g_strdup_printf (_("%s, %s is not text"), group, valid_key);
  return bad_file (error, where);
}

/* The same for a list ("a;b;"): the entries, or NULL. */
static gboolean
read_list (GKeyFile    *key_file,
           const char  *group,
           const char  *key,
           GStrv       *list,
           GError     **error)
{
  g_autofree char *text = NULL;

  *list = NULL;
  if (!read_text (key_file, group, key, &text, error))
    return FALSE;
  if (text != NULL)
    *list = g_key_file_get_string_list (key_file, group, key, NULL, NULL);
  return TRUE;
}

static guint
read_count (GKeyFile   *key_file,
            const char *group,
            const char *key,
            guint       max)
{
  gint value = g_key_file_get_integer (key_file, group, key, NULL);

  return (guint) CLAMP (value, 0, (gint) max);
}

static gboolean
read_seat (GkPositionDraft *self,
           GKeyFile        *key_file,
           guint            p,
           GError         **error)
{
  g_autofree char *group = g_strdup_printf ("seat %u", p + 1);
  g_autofree char *name = NULL;
  g_autofree char *colour_text = NULL;
  g_auto(GStrv) characters = NULL;
  g_auto(GStrv) kept = NULL;
  GkPlayerDraft *player = self->players.seats[p];
  GkPlayerColour colour;

  if (!g_key_file_has_group (key_file, group))
    return TRUE;
  if (!read_text (key_file, group, "name", &name, error)
      || !read_text (key_file, group, "colour", &colour_text, error)
      || !read_list (key_file, group, "characters", &characters, error)
      || !read_list (key_file, group, "kept", &kept, error))
    return FALSE;
  if (name != NULL)
    gk_player_draft_set_name (player, name);
  if (colour_text != NULL && gk_player_colour_from_string (colour_text, &colour))
    gk_player_draft_set_colour (player, colour);
  gk_player_draft_set_points (player, read_count (key_file, group, "points", 999));
  gk_player_draft_set_renewal_tokens (player, read_count (key_file, group, "renewal-tokens",
                                                          GK_RENEWAL_TOKENS));
  gk_player_draft_set_resources (player, read_count (key_file, group, "resources",
                                                     GK_RESOURCES_PER_COLOUR));
  gk_player_draft_set_tiles (player, read_count (key_file, group, "tiles", GK_N_TILES));

  for (guint i = 0; characters != NULL && characters[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (characters[i], " ", 2);
      DraftCharacter c;

      if (g_strv_length (parts) != 2 || !gk_colour_from_string (parts[0], &c.colour)
          || !gk_trigger_from_string (parts[1], &c.trigger))
        return bad_file (error, characters[i]);
      g_array_append_val (self->characters[p], c);
    }
  for (guint i = 0; kept != NULL && kept[i] != NULL; i++)
    {
      GkCard card;

      if (!gk_card_from_string (kept[i], &card) || !gk_card_is_building (card))
        return bad_file (error, kept[i]);
      g_array_append_val (self->kept[p], card);
    }
  return TRUE;
}

static gboolean
read_building (GkPositionDraft *self,
               const char      *text,
               GError         **error)
{
  g_auto(GStrv) parts = g_strsplit (text, " ", -1);
  guint n = g_strv_length (parts);
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
  gint64 x, y;
  gint owner = GK_NO_PLAYER;

  if (n < 4 || n > 3 + GK_N_TILES
      || !g_ascii_string_to_signed (parts[0], 10, -100, 100, &x, NULL)
      || !g_ascii_string_to_signed (parts[1], 10, -100, 100, &y, NULL)
      || (!g_str_equal (parts[2], "-") && !gk_player_id_from_string (parts[2], &owner))
      || owner == GK_PLAYER_HAL || owner >= GK_MAX_PLAYERS)
    return bad_file (error, text);
  for (guint i = 3; i < n; i++)
    {
      GkTile tile;

      if (!gk_tile_from_string (parts[i], &tile))
        return bad_file (error, text);
      g_array_append_val (tiles, tile);
    }
  gk_position_draft_set_stack (self, (gint) x, (gint) y, owner, (const GkTile *) tiles->data,
                               tiles->len);
  return TRUE;
}

static gboolean
from_data (GkPositionDraft *self,
           const char      *data,
           gsize            length,
           GError         **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) parse_error = NULL;
  g_auto(GStrv) keys = NULL;
  gint n_players;

  if (!g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_NONE, &parse_error))
    return bad_file (error, parse_error->message);
  if (g_key_file_get_integer (key_file, "draft", "version", NULL) != DRAFT_VERSION)
    return bad_file (error, _("written by another version"));
  n_players = g_key_file_get_integer (key_file, "draft", "players", NULL);
  if (n_players < 2 || n_players > GK_MAX_PLAYERS)
    return bad_file (error, _("the number of players is missing"));

  gk_position_draft_set_n_players (self, (guint) n_players);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    if (!read_seat (self, key_file, p, error))
      return FALSE;
  g_ptr_array_set_size (self->buildings, 0);
  keys = g_key_file_get_keys (key_file, "buildings", NULL, NULL);
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *text = NULL;

      if (!read_text (key_file, "buildings", keys[i], &text, error))
        return FALSE;
      if (text != NULL && !read_building (self, text, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- the drafts folder, a draft's file ---- */

GFile *
gk_position_draft_get_folder (GkLibrary *library)
{
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (library), NULL);

  parent = g_file_get_parent (gk_library_get_folder (library));
  return g_file_get_child (parent != NULL ? parent : gk_library_get_folder (library), "drafts");
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  gint64 ta = GPOINTER_TO_SIZE (g_object_get_data (*(GObject **) a, "gk-modified"));
  gint64 tb = GPOINTER_TO_SIZE (g_object_get_data (*(GObject **) b, "gk-modified"));

  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/* The drafts in @folder, newest first. */
static GPtrArray *
list_files_in (GFile        *folder,
               GCancellable *cancellable)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  GFileInfo *info;

  children = g_file_enumerate_children (folder,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, NULL);
  while (children != NULL
         && (info = g_file_enumerator_next_file (children, cancellable, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
          && g_str_has_suffix (name, GK_POSITION_DRAFT_SUFFIX) && name[0] != '.')
        {
          GFile *file = g_file_get_child (folder, name);

          g_object_set_data (G_OBJECT (file), "gk-modified",
                             GSIZE_TO_POINTER ((gsize) g_file_info_get_attribute_uint64 (
                               info, G_FILE_ATTRIBUTE_TIME_MODIFIED)));
          g_ptr_array_add (files, file);
        }
      g_object_unref (info);
    }
  g_ptr_array_sort (files, newest_first);
  return files;
}

GPtrArray *
gk_position_draft_list_files (GkLibrary *library)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (library),
                        g_ptr_array_new_with_free_func (g_object_unref));

  folder = gk_position_draft_get_folder (library);
  return list_files_in (folder, NULL);
}

/* In the worker: every draft of the folder that can be read. */
static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  g_autoptr(GPtrArray) files = list_files_in (G_FILE (task_data), cancellable);
  GPtrArray *drafts = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < files->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_autoptr(GkPositionDraft) draft = gk_position_draft_new ();

      /* One that cannot be read is left as it is, and not listed. */
      if (gk_position_draft_load (draft, NULL, g_ptr_array_index (files, i), NULL))
        g_ptr_array_add (drafts, g_steal_pointer (&draft));
    }
  if (g_task_return_error_if_cancelled (task))
    g_ptr_array_unref (drafts);
  else
    g_task_return_pointer (task, drafts, (GDestroyNotify) g_ptr_array_unref);
}

void
gk_position_draft_list_async (GkLibrary           *library,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GK_IS_LIBRARY (library));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_position_draft_list_async);
  g_task_set_task_data (task, gk_position_draft_get_folder (library), g_object_unref);
  g_task_run_in_thread (task, list_in_thread);
}

GPtrArray *
gk_position_draft_list_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

GFile *
gk_position_draft_get_file (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  return self->file;
}

static void
set_file (GkPositionDraft *self,
          GFile           *file,
          GkLibrary       *library)
{
  if (self->file != NULL && self->library != NULL)
    gk_library_release (self->library, self->file, G_OBJECT (self));
  g_set_object (&self->file, file);
  g_set_object (&self->library, library);
  g_clear_error (&self->save_error);
  _gk_position_draft_notify (self, PROP_FILE);
}

gboolean
gk_position_draft_keep_in_library (GkPositionDraft *self,
                                   GkLibrary       *library,
                                   GError         **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), FALSE);
  g_return_val_if_fail (GK_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  folder = gk_position_draft_get_folder (library);
  if (!g_file_make_directory_with_parents (folder, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* A name no other draft has, numbered on a clash; the file appears with
   * its first bytes, whole, or not at all (never empty after a crash or a
   * failed write). */
  data = _gk_position_draft_to_data (self, &length);
  name = g_strdup_printf ("table-%s%s", stamp, GK_POSITION_DRAFT_SUFFIX);
  file = gk_file_create_new (folder, name, data, length, NULL, error);
  if (file == NULL)
    return FALSE;
  set_file (self, file, library);
  gk_library_claim (library, file, G_OBJECT (self));
  return TRUE;
}

const GError *
gk_position_draft_get_save_error (GkPositionDraft *self)
{
  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), NULL);

  return self->save_error;
}

gboolean
gk_position_draft_load (GkPositionDraft *self,
                        GkLibrary       *library,
                        GFile           *file,
                        GError         **error)
{
  g_autofree char *data = NULL;
  gsize length;
  gboolean ok;

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), FALSE);
  g_return_val_if_fail (library == NULL || GK_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->file != NULL && g_file_equal (self->file, file))
    return TRUE;
  if (library != NULL)
    {
      GObject *holder = gk_library_get_holder (library, file);

      if (holder != NULL && holder != G_OBJECT (self))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This table is being scored in another window."));
          return FALSE;
        }
    }
  if (!gk_file_read_bounded (file, &data, &length, error))
    return FALSE;
  self->frozen++;
  set_file (self, NULL, NULL);
  _gk_position_draft_clear (self);
  ok = from_data (self, data, length, error);
  if (!ok)
    {
      _gk_position_draft_clear (self);
      _gk_position_draft_lay_starting_square (self);
    }
  else
    {
      set_file (self, file, library);
      if (library != NULL)
        gk_library_claim (library, file, G_OBJECT (self));
    }
  self->frozen--;
  /* Not written back unless something changes: what was read is kept. */
  _gk_position_draft_check (self);
  _gk_position_draft_emit_changed (self);
  return ok;
}

gboolean
gk_position_draft_discard (GkPositionDraft *self,
                           GError         **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (GK_IS_POSITION_DRAFT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  file = self->file != NULL ? g_object_ref (self->file) : NULL;
  if (file != NULL && !g_file_delete (file, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  gk_position_draft_detach (self);
  return TRUE;
}

void
gk_position_draft_detach (GkPositionDraft *self)
{
  g_return_if_fail (GK_IS_POSITION_DRAFT (self));

  set_file (self, NULL, NULL);
  gk_position_draft_reset (self, 3);
}
