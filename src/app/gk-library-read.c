/* gk-library-read.c: the library's entries, and the listing of its files
 *
 * An entry is what one file holds, as the list shows it: read through the
 * game file's loader (or the score sheets'), or taken from the summary
 * cache while the file's size and time are unchanged.  The listing
 * enumerates the folder and the tracked files, in any thread, and hands
 * each entry on as soon as it is known (gk-library-model.c shows them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-core.h"
#include "gk-file-io.h"
#include "gk-library-private.h"
#include "gk-sheet-file.h"
#include "gk-sheet-score.h"

#define CACHE_VERSION 3

/* ---- entries ---- */

G_DEFINE_BOXED_TYPE (GkLibraryEntry, gk_library_entry, gk_library_entry_ref,
                     gk_library_entry_unref)

static void entry_clear_summary (GkLibraryEntry *entry);

static void
entry_clear (gpointer data)
{
  GkLibraryEntry *entry = data;

  g_clear_object (&entry->file);
  entry_clear_summary (entry);
}

/* What a read or the cache filled in: a cache entry of an unknown kind is
 * read again. */
static void
entry_clear_summary (GkLibraryEntry *entry)
{
  g_clear_pointer (&entry->players, g_free);
  g_clear_pointer (&entry->winner, g_free);
  g_clear_pointer (&entry->problem, g_free);
  g_clear_pointer (&entry->sheet_game, g_free);
  g_clear_pointer (&entry->play_id, g_free);
  g_clear_pointer (&entry->copy_of, g_free);
}

GkLibraryEntry *
gk_library_entry_ref (GkLibraryEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  return g_atomic_rc_box_acquire (entry);
}

void
gk_library_entry_unref (GkLibraryEntry *entry)
{
  g_return_if_fail (entry != NULL);

  g_atomic_rc_box_release_full (entry, entry_clear);
}

/* The winners of a finished table: every player of rank 1 (rules.md 7: tied
 * players share the victory). */
static void
summarize_winners (GkLibraryEntry *entry,
                   const GkTable  *table)
{
  g_autoptr(GkScore) score = gk_score_compute (table);
  g_autoptr(GString) winners = g_string_new (NULL);

  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *player = &score->players[i];
      const char *name = gk_table_get_player_name (table, player->player);

      if (player->rank != 1 || name == NULL)
        continue;
      if (winners->len > 0)
        g_string_append (winners, ", ");
      g_string_append (winners, name);
      entry->winner_points = player->total;
    }
  entry->winner = g_string_free (g_steal_pointer (&winners), FALSE);
}

static GkLibraryEntry *
entry_new (GFile     *file,
           GFileInfo *info,
           gboolean   external)
{
  GkLibraryEntry *entry = g_atomic_rc_box_new0 (GkLibraryEntry);
  g_autoptr(GDateTime) modified = g_file_info_get_modification_date_time (info);

  entry->file = g_object_ref (file);
  entry->external = external;
  entry->size = (guint64) g_file_info_get_size (info);
  entry->modified = modified != NULL ? g_date_time_to_unix (modified) * G_USEC_PER_SEC
                                       + g_date_time_get_microsecond (modified)
                                     : 0;
  return entry;
}

/* A score sheet of another game, through the sheets' loader: in progress
 * until the players finish it, then the winners (every player of rank 1
 * after the game's tie-breaks) and their points. */
static void
entry_read_sheet (GkLibraryEntry *entry)
{
  g_autoptr(GkSheet) sheet = NULL;
  g_autoptr(GkSheetScore) score = NULL;
  g_autoptr(GError) error = NULL;
  guint64 winners = 0;

  sheet = gk_sheet_file_load (entry->file, &error);
  if (sheet == NULL)
    {
      entry->kind = GK_LIBRARY_ENTRY_DAMAGED;
      entry->problem = g_strdup (error->message);
      return;
    }
  entry->sheet_game = g_strdup (gk_sheet_get_game (sheet)->id);
  entry->play_id = g_strdup (gk_sheet_get_play (sheet)->id);
  entry->n_players = gk_sheet_get_n_players (sheet);
  entry->players = gk_sheet_score_names (sheet, G_MAXUINT64);
  if (!gk_sheet_get_play (sheet)->finished.set)
    {
      entry->kind = GK_LIBRARY_ENTRY_IN_PROGRESS;
      return;
    }
  entry->kind = GK_LIBRARY_ENTRY_FINISHED;
  score = gk_sheet_score_compute (sheet);
  for (guint p = 0; p < score->n_players; p++)
    if (score->ranks[p] == 1)
      {
        winners |= G_GUINT64_CONSTANT (1) << p;
        entry->winner_points = score->totals[p];
      }
  entry->winner = gk_sheet_score_names (sheet, winners);
}

/* Reads @file through the engine's loader: what a damaged file says is the
 * loader's own message. */
static void
entry_read (GkLibraryEntry *entry)
{
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  const GkTable *table;

  if (gk_sheet_file_sniff_file (entry->file, NULL))
    {
      entry_read_sheet (entry);
      return;
    }
  loaded = gk_game_file_load (entry->file, &error);
  if (loaded == NULL)
    {
      entry->kind = GK_LIBRARY_ENTRY_DAMAGED;
      entry->problem = g_strdup (error->message);
      return;
    }

  table = loaded->game != NULL ? gk_game_get_table (loaded->game) : loaded->position;
  /* The play's identity; without one yet, the one its content gives. */
  entry->play_id = g_strdup (loaded->play->id);
  if (entry->play_id == NULL)
    entry->play_id = loaded->game != NULL ? gk_game_get_content_id (loaded->game)
                                          : gk_position_get_content_id (loaded->position);
  entry->players = gk_format_player_names (table);
  entry->n_players = gk_table_get_n_players (table);
  entry->variant = gk_table_get_variant (table);
  entry->solo_level = gk_table_get_solo_level (table);
  entry->round = gk_table_get_round (table);
  if (loaded->game != NULL)
    {
      entry->n_moves = gk_game_get_cursor (loaded->game);
      entry->kind = gk_table_is_game_over (table) ? GK_LIBRARY_ENTRY_FINISHED
                                                  : GK_LIBRARY_ENTRY_IN_PROGRESS;
    }
  else
    entry->kind = GK_LIBRARY_ENTRY_POSITION;
  if (entry->kind != GK_LIBRARY_ENTRY_IN_PROGRESS)
    summarize_winners (entry, table);
}

/* ---- the summary cache ---- */

static GFile *
cache_file (GkLibrary *self)
{
  return g_file_get_child (self->base, "library-cache.ini");
}

static GKeyFile *
cache_load (GkLibrary *self)
{
  g_autoptr(GFile) file = cache_file (self);
  g_autofree char *path = g_file_get_path (file);
  /* The loader's messages are in the user's language. */
  g_autofree char *languages = g_strjoinv (":", (char **) g_get_language_names ());
  g_autofree char *cached_languages = NULL;
  GKeyFile *cache = g_key_file_new ();

  /* A cache that cannot be read is rebuilt: it only saves time. */
  if (g_key_file_load_from_file (cache, path, G_KEY_FILE_NONE, NULL))
    cached_languages = g_key_file_get_string (cache, "cache", "languages", NULL);
  if (g_key_file_get_integer (cache, "cache", "version", NULL) != CACHE_VERSION
      || g_strcmp0 (cached_languages, languages) != 0)
    {
      g_key_file_free (cache);
      cache = g_key_file_new ();
      g_key_file_set_integer (cache, "cache", "version", CACHE_VERSION);
      g_key_file_set_string (cache, "cache", "languages", languages);
    }
  return cache;
}

static void
entry_to_cache (GkLibraryEntry *entry,
                GKeyFile       *cache,
                const char     *uri)
{
  g_key_file_remove_group (cache, uri, NULL);
  g_key_file_set_int64 (cache, uri, "modified", entry->modified);
  g_key_file_set_uint64 (cache, uri, "size", entry->size);
  g_key_file_set_integer (cache, uri, "kind", (int) entry->kind);
  g_key_file_set_string (cache, uri, "players", entry->players != NULL ? entry->players : "");
  g_key_file_set_integer (cache, uri, "n-players", (int) entry->n_players);
  g_key_file_set_integer (cache, uri, "variant", (int) entry->variant);
  g_key_file_set_integer (cache, uri, "solo-level", (int) entry->solo_level);
  g_key_file_set_integer (cache, uri, "round", (int) entry->round);
  g_key_file_set_integer (cache, uri, "n-moves", (int) entry->n_moves);
  g_key_file_set_string (cache, uri, "winner", entry->winner != NULL ? entry->winner : "");
  g_key_file_set_integer (cache, uri, "winner-points", entry->winner_points);
  g_key_file_set_string (cache, uri, "problem", entry->problem != NULL ? entry->problem : "");
  g_key_file_set_string (cache, uri, "play-id", entry->play_id != NULL ? entry->play_id : "");
  g_key_file_set_string (cache, uri, "sheet-game",
                         entry->sheet_game != NULL ? entry->sheet_game : "");
}

/* ---- listing ---- */

static gboolean
entry_from_cache (GkLibraryEntry *entry,
                  GKeyFile       *cache,
                  const char     *uri)
{
  if (!g_key_file_has_group (cache, uri)
      || g_key_file_get_int64 (cache, uri, "modified", NULL) != entry->modified
      || g_key_file_get_uint64 (cache, uri, "size", NULL) != entry->size)
    return FALSE;

  entry->kind = (GkLibraryEntryKind) g_key_file_get_integer (cache, uri, "kind", NULL);
  entry->players = g_key_file_get_string (cache, uri, "players", NULL);
  entry->n_players = (guint) g_key_file_get_integer (cache, uri, "n-players", NULL);
  entry->variant = (GkVariant) g_key_file_get_integer (cache, uri, "variant", NULL);
  entry->solo_level = (GkSoloLevel) g_key_file_get_integer (cache, uri, "solo-level", NULL);
  entry->round = (guint) g_key_file_get_integer (cache, uri, "round", NULL);
  entry->n_moves = (guint) g_key_file_get_integer (cache, uri, "n-moves", NULL);
  entry->winner = g_key_file_get_string (cache, uri, "winner", NULL);
  entry->winner_points = g_key_file_get_integer (cache, uri, "winner-points", NULL);
  entry->problem = g_key_file_get_string (cache, uri, "problem", NULL);
  entry->sheet_game = g_key_file_get_string (cache, uri, "sheet-game", NULL);
  entry->play_id = g_key_file_get_string (cache, uri, "play-id", NULL);
  if (entry->play_id != NULL && *entry->play_id == '\0')
    g_clear_pointer (&entry->play_id, g_free);
  if (entry->players != NULL && *entry->players == '\0')
    g_clear_pointer (&entry->players, g_free);
  if (entry->winner != NULL && *entry->winner == '\0')
    g_clear_pointer (&entry->winner, g_free);
  if (entry->problem != NULL && *entry->problem == '\0')
    g_clear_pointer (&entry->problem, g_free);
  if (entry->sheet_game != NULL && *entry->sheet_game == '\0')
    g_clear_pointer (&entry->sheet_game, g_free);
  if (entry->kind <= GK_LIBRARY_ENTRY_DAMAGED)
    return TRUE;
  entry_clear_summary (entry);
  return FALSE;
}

/* The listing's order: the damaged files, then by kind, newest first, and
 * entries alike in kind and time by their file, so that they keep their
 * places from one listing to the next. */
int
_gk_library_compare_entries (const GkLibraryEntry *ea,
                             const GkLibraryEntry *eb)
{
  /* A damaged file first, where it is seen: it waits for the user. */
  guint ra = ea->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : (guint) ea->kind + 1;
  guint rb = eb->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : (guint) eb->kind + 1;
  g_autofree char *ua = NULL;
  g_autofree char *ub = NULL;

  if (ra != rb)
    return ra < rb ? -1 : 1;
  if (ea->modified != eb->modified)
    return ea->modified > eb->modified ? -1 : 1;
  ua = g_file_get_uri (ea->file);
  ub = g_file_get_uri (eb->file);
  return g_strcmp0 (ua, ub);
}

static int
compare_entry_pointers (gconstpointer a,
                        gconstpointer b)
{
  return _gk_library_compare_entries (*(GkLibraryEntry **) a, *(GkLibraryEntry **) b);
}

static int
compare_sizes (gconstpointer a,
               gconstpointer b)
{
  const GkLibraryEntry *ea = *(GkLibraryEntry **) a;
  const GkLibraryEntry *eb = *(GkLibraryEntry **) b;

  return ea->size < eb->size ? -1 : ea->size > eb->size;
}

/* An empty .ginkgo is a name an earlier version took for a game before its
 * first save (this one creates a game's file with its first bytes): left
 * empty when that version was killed or the disk was full, it holds no
 * game and is removed, once old enough that no earlier version still
 * running is about to write it. */
static void
remove_leftover (GFile     *file,
                 GFileInfo *info)
{
  g_autoptr(GDateTime) modified = g_file_info_get_modification_date_time (info);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (modified != NULL && now - g_date_time_to_unix (modified) >= GK_FILE_STALE_SECONDS)
    g_file_delete (file, NULL, NULL);
}

/* Known at once from the cache, or put aside to be read.  What is not a
 * regular file is told at once (its type says it all, nothing is read) and
 * never cached: a link or a special file can change without its time
 * changing. */
static void
add_file (GKeyFile    *cache,
          GHashTable  *present,
          GPtrArray   *to_read,
          ListSink    *sink,
          GFile       *file,
          GFileInfo   *info,
          gboolean     external)
{
  g_autoptr(GkLibraryEntry) entry = entry_new (file, info, external);
  g_autofree char *uri = g_file_get_uri (file);

  g_hash_table_add (present, g_strdup (uri));
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      entry_read (entry);
      sink->entry (entry, sink->user_data);
    }
  else if (entry_from_cache (entry, cache, uri))
    sink->entry (entry, sink->user_data);
  else
    g_ptr_array_add (to_read, g_steal_pointer (&entry));
}

static gboolean
enumerate_folder (GkLibrary     *self,
                  GKeyFile      *cache,
                  GHashTable    *present,
                  GPtrArray     *to_read,
                  ListSink      *sink,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) local_error = NULL;

  children = g_file_enumerate_children (self->folder, LIST_ATTRIBUTES,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (children == NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, error))
        return FALSE;
      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (!gk_game_file_is_name (name))
        continue;
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
          && g_file_info_get_size (info) == 0)
        {
          remove_leftover (child, info);
          continue;
        }
      /* Anything else of the name is listed: a folder, a FIFO or a link
       * to nothing as damaged, with the reason, and never opened. */
      add_file (cache, present, to_read, sink, child, info, FALSE);
    }
  return TRUE;
}

/* The listing itself, in any thread: the cached entries first, then the
 * others read smallest first, each handed on as soon as it is known, so
 * that a large or slow file never holds back the games. */
gboolean
_gk_library_list_files (GkLibrary     *self,
                        GPtrArray     *tracked,
                        ListSink      *sink,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(GPtrArray) to_read = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  g_autoptr(GHashTable) present = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->cache_lock);
  g_autoptr(GKeyFile) cache = cache_load (self);
  g_auto(GStrv) groups = NULL;
  gboolean cache_changed = FALSE;
  gboolean done = TRUE;

  if (!enumerate_folder (self, cache, present, to_read, sink, cancellable, error))
    return FALSE;

  for (guint i = 0; i < tracked->len; i++)
    {
      GFile *file = g_ptr_array_index (tracked, i);
      g_autoptr(GFileInfo) info = g_file_query_info (file, LIST_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                                                     cancellable, NULL);

      /* A tracked file that was moved or deleted elsewhere is not listed. */
      if (info != NULL)
        add_file (cache, present, to_read, sink, file, info, TRUE);
    }
  sink->present (present, sink->user_data);

  g_ptr_array_sort (to_read, compare_sizes);
  for (guint i = 0; i < to_read->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (to_read, i);
      g_autofree char *uri = NULL;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          done = FALSE;
          break;
        }
      entry_read (entry);
      sink->entry (entry, sink->user_data);
      uri = g_file_get_uri (entry->file);
      entry_to_cache (entry, cache, uri);
      cache_changed = TRUE;
    }

  groups = g_key_file_get_groups (cache, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    if (!g_str_equal (groups[i], "cache") && !g_hash_table_contains (present, groups[i]))
      {
        g_key_file_remove_group (cache, groups[i], NULL);
        cache_changed = TRUE;
      }

  if (cache_changed)
    {
      g_autoptr(GFile) file = cache_file (self);
      g_autofree char *path = g_file_get_path (file);

      /* The cache only saves time: a library it cannot be written beside
       * is listed all the same. */
      if (g_file_query_exists (self->base, NULL))
        g_key_file_save_to_file (cache, path, NULL);
    }
  return done;
}

static void
collect_entry (GkLibraryEntry *entry,
               gpointer        user_data)
{
  g_ptr_array_add (user_data, gk_library_entry_ref (entry));
}

static void
ignore_present (GHashTable *uris,
                gpointer    user_data)
{
}

GPtrArray *
gk_library_list (GkLibrary     *self,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(GPtrArray) tracked = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  ListSink sink = { collect_entry, ignore_present, NULL };

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  tracked = _gk_library_snapshot_tracked (self);
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  sink.user_data = entries;
  if (!_gk_library_list_files (self, tracked, &sink, cancellable, error))
    return NULL;
  g_ptr_array_sort (entries, compare_entry_pointers);
  return g_steal_pointer (&entries);
}

