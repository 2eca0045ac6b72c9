/* gk-library.c: every game the app tracks, one file per game
 *
 * Beside the games folder, in <data>/ginkgo-companion/:
 *   library-tracked.txt  the games tracked outside the folder, one URI a line
 *   library-cache.ini    what each file held when it was last read, by URI,
 *                        size and modification time: listing 500 games reads
 *                        only the ones that changed
 *   trash/               deleted games, until the deletion is final
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gk-core.h"
#include "gk-library.h"
#include "gk-sheet-file.h"
#include "gk-sheet-score.h"

#define CACHE_VERSION 2

struct _GkLibrary
{
  GObject     parent_instance;

  GFile      *folder;
  GFile      *base;          /* the folder's parent: cache, tracked list, trash */
  GPtrArray  *tracked;       /* of GFile: games outside the folder */
  GHashTable *holders;       /* URI -> GWeakRef* of the session that has it open */
  GMutex      cache_lock;    /* one listing writes the cache at a time */
};

G_DEFINE_FINAL_TYPE (GkLibrary, gk_library, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- entries ---- */

G_DEFINE_BOXED_TYPE (GkLibraryEntry, gk_library_entry, gk_library_entry_ref,
                     gk_library_entry_unref)

static void
entry_clear (gpointer data)
{
  GkLibraryEntry *entry = data;

  g_clear_object (&entry->file);
  g_clear_pointer (&entry->players, g_free);
  g_clear_pointer (&entry->winner, g_free);
  g_clear_pointer (&entry->problem, g_free);
  g_clear_pointer (&entry->sheet_game, g_free);
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

static char *
players_of (const GkTable *table)
{
  g_autoptr(GString) str = g_string_new (NULL);

  for (guint p = 0; p < gk_table_get_n_players (table); p++)
    {
      if (p > 0)
        g_string_append (str, ", ");
      g_string_append (str, gk_table_get_player_name (table, (gint) p));
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
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
  entry->players = players_of (table);
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
  return entry->kind <= GK_LIBRARY_ENTRY_DAMAGED;
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
  g_key_file_set_string (cache, uri, "sheet-game",
                         entry->sheet_game != NULL ? entry->sheet_game : "");
}

/* ---- the tracked list ---- */

static GFile *
tracked_file (GkLibrary *self)
{
  return g_file_get_child (self->base, "library-tracked.txt");
}

static void
tracked_load (GkLibrary *self)
{
  g_autoptr(GFile) file = tracked_file (self);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL))
    return;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*g_strstrip (lines[i]) != '\0')
      g_ptr_array_add (self->tracked, g_file_new_for_uri (lines[i]));
}

static void
tracked_save (GkLibrary *self)
{
  g_autoptr(GFile) file = tracked_file (self);
  g_autoptr(GString) contents = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < self->tracked->len; i++)
    {
      g_autofree char *uri = g_file_get_uri (g_ptr_array_index (self->tracked, i));

      g_string_append_printf (contents, "%s\n", uri);
    }
  g_file_make_directory_with_parents (self->base, NULL, NULL);
  if (!g_file_replace_contents (file, contents->str, contents->len, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    g_debug ("The list of tracked games is not saved: %s", error->message);
}

static gboolean
in_folder (GkLibrary *self,
           GFile     *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, self->folder);
}

/* ---- GObject ---- */

static void
gk_library_finalize (GObject *object)
{
  GkLibrary *self = GK_LIBRARY (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->base);
  g_clear_pointer (&self->tracked, g_ptr_array_unref);
  g_clear_pointer (&self->holders, g_hash_table_unref);
  g_mutex_clear (&self->cache_lock);

  G_OBJECT_CLASS (gk_library_parent_class)->finalize (object);
}

static void
gk_library_class_init (GkLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_library_finalize;

  /**
   * GkLibrary::changed:
   *
   * A game was added to the library, deleted or restored.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
gk_library_init (GkLibrary *self)
{
  self->tracked = g_ptr_array_new_with_free_func (g_object_unref);
  self->holders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, weak_ref_free);
  g_mutex_init (&self->cache_lock);
}

GFile *
gk_library_get_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "games",
                                            NULL);

  return g_file_new_for_path (path);
}

GkLibrary *
gk_library_new (GFile *folder)
{
  GkLibrary *self;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  self = g_object_new (GK_TYPE_LIBRARY, NULL);
  self->folder = g_object_ref (folder);
  self->base = g_file_get_parent (folder);
  tracked_load (self);
  return self;
}

GkLibrary *
gk_library_get_default (void)
{
  static GkLibrary *library;

  if (library == NULL)
    {
      g_autoptr(GFile) folder = gk_library_get_default_folder ();
      g_autoptr(GError) error = NULL;

      library = gk_library_new (folder);
      if (gk_library_import_legacy (library, &error) == 0 && error != NULL)
        g_warning ("The earlier autosave is not imported: %s", error->message);
      /* A month to fetch by hand what a crash left in the trash. */
      gk_library_empty_trash (library, 30 * G_TIME_SPAN_DAY);
    }
  return library;
}

GFile *
gk_library_get_folder (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return self->folder;
}

/* ---- new files ---- */

/* A date-time stamp (the files sort by when they were started) and a random
 * suffix: two games started in the same second still get two files, and
 * the exclusive create settles any race between processes. */
GFile *
gk_library_create_file (GkLibrary  *self,
                        GError    **error)
{
  static const char letters[] = "abcdefghijkmnpqrstuvwxyz23456789";
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_file_make_directory_with_parents (self->folder, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_autofree char *name = g_file_get_parse_name (self->folder);

      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
                   /* TRANSLATORS: a folder, then the system's reason */
                   _("The game library folder “%s” cannot be made: %s"), name,
                   local_error->message);
      return NULL;
    }

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      char suffix[7];
      g_autofree char *name = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFileOutputStream) stream = NULL;

      for (guint i = 0; i < sizeof suffix - 1; i++)
        suffix[i] = letters[g_random_int_range (0, sizeof letters - 1)];
      suffix[sizeof suffix - 1] = '\0';
      name = g_strdup_printf ("%s-%s.ginkgo", stamp, suffix);
      file = g_file_get_child (self->folder, name);

      g_clear_error (&local_error);
      stream = g_file_create (file, G_FILE_CREATE_NONE, NULL, &local_error);
      if (stream != NULL)
        {
          g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, NULL);
          return g_steal_pointer (&file);
        }
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        break;
    }

  {
    g_autofree char *name = g_file_get_parse_name (self->folder);

    g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
                 /* TRANSLATORS: a folder, then the system's reason */
                 _("No new game can be saved in the game library folder “%s”: %s"), name,
                 local_error->message);
  }
  return NULL;
}

gboolean
gk_library_contains (GkLibrary *self,
                     GFile     *file)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (in_folder (self, file))
    return TRUE;
  for (guint i = 0; i < self->tracked->len; i++)
    if (g_file_equal (g_ptr_array_index (self->tracked, i), file))
      return TRUE;
  return FALSE;
}

void
gk_library_track (GkLibrary *self,
                  GFile     *file)
{
  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (G_IS_FILE (file));

  if (gk_library_contains (self, file))
    return;
  g_ptr_array_add (self->tracked, g_object_ref (file));
  tracked_save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
gk_library_import_legacy (GkLibrary  *self,
                          GError    **error)
{
  g_autoptr(GFile) autosave = NULL;
  g_autoptr(GFile) target = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  /* The earlier version's kept games are already in the folder; only its
   * single autosave lies beside it. */
  autosave = g_file_get_child (self->base, "autosave.ginkgo");
  if (g_file_query_file_type (autosave, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL)
      != G_FILE_TYPE_REGULAR)
    return 0;

  target = gk_library_create_file (self, error);
  if (target == NULL)
    return 0;
  /* A rename: the autosave, damaged or not, is moved whole, never rewritten. */
  if (!g_file_move (autosave, target, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                    NULL, NULL, NULL, error))
    {
      g_file_delete (target, NULL, NULL);
      return 0;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return 1;
}

/* ---- listing ---- */

static void
add_entry (GPtrArray  *entries,
           GKeyFile   *cache,
           GHashTable *seen,
           GFile      *file,
           GFileInfo  *info,
           gboolean    external,
           gboolean   *cache_changed)
{
  GkLibraryEntry *entry = entry_new (file, info, external);
  g_autofree char *uri = g_file_get_uri (file);

  if (!entry_from_cache (entry, cache, uri))
    {
      g_clear_pointer (&entry->players, g_free);
      g_clear_pointer (&entry->winner, g_free);
      g_clear_pointer (&entry->problem, g_free);
      g_clear_pointer (&entry->sheet_game, g_free);
      entry_read (entry);
      entry_to_cache (entry, cache, uri);
      *cache_changed = TRUE;
    }
  if (entry->players != NULL && *entry->players == '\0')
    g_clear_pointer (&entry->players, g_free);
  if (entry->winner != NULL && *entry->winner == '\0')
    g_clear_pointer (&entry->winner, g_free);
  if (entry->problem != NULL && *entry->problem == '\0')
    g_clear_pointer (&entry->problem, g_free);
  if (entry->sheet_game != NULL && *entry->sheet_game == '\0')
    g_clear_pointer (&entry->sheet_game, g_free);
  g_hash_table_add (seen, g_steal_pointer (&uri));
  g_ptr_array_add (entries, entry);
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const GkLibraryEntry *ea = *(GkLibraryEntry **) a;
  const GkLibraryEntry *eb = *(GkLibraryEntry **) b;
  /* A damaged file first, where it is seen: it waits for the user. */
  guint ra = ea->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : (guint) ea->kind + 1;
  guint rb = eb->kind == GK_LIBRARY_ENTRY_DAMAGED ? 0 : (guint) eb->kind + 1;

  if (ra != rb)
    return ra < rb ? -1 : 1;
  if (ea->modified != eb->modified)
    return ea->modified > eb->modified ? -1 : 1;
  return 0;
}

#define LIST_ATTRIBUTES G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE "," \
                        G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED "," \
                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC

static GPtrArray *
snapshot_tracked (GkLibrary *self)
{
  GPtrArray *tracked = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->tracked->len; i++)
    g_ptr_array_add (tracked, g_object_ref (g_ptr_array_index (self->tracked, i)));
  return tracked;
}

static GPtrArray *
list_files (GkLibrary     *self,
            GPtrArray     *tracked,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->cache_lock);
  g_autoptr(GKeyFile) cache = cache_load (self);
  g_auto(GStrv) groups = NULL;
  gboolean cache_changed = FALSE;

  children = g_file_enumerate_children (self->folder, LIST_ATTRIBUTES,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (children == NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, error))
        return NULL;
      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      /* Regular .ginkgo files only: a save's temporary file ends otherwise.
       * An empty file is a name taken for a game whose first save never
       * came (no room on the disk, or the app killed at that moment): it
       * holds nothing to list. */
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || name[0] == '.' || !g_str_has_suffix (name, ".ginkgo")
          || g_file_info_get_size (info) == 0)
        continue;
      add_entry (entries, cache, seen, child, info, FALSE, &cache_changed);
    }

  for (guint i = 0; i < tracked->len; i++)
    {
      GFile *file = g_ptr_array_index (tracked, i);
      g_autoptr(GFileInfo) info = g_file_query_info (file, LIST_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                                                     cancellable, NULL);

      /* A tracked file that was moved or deleted elsewhere is not listed. */
      if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
        add_entry (entries, cache, seen, file, info, TRUE, &cache_changed);
    }

  groups = g_key_file_get_groups (cache, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    if (!g_str_equal (groups[i], "cache") && !g_hash_table_contains (seen, groups[i]))
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

  g_ptr_array_sort (entries, compare_entries);
  return g_steal_pointer (&entries);
}

GPtrArray *
gk_library_list (GkLibrary     *self,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(GPtrArray) tracked = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  tracked = snapshot_tracked (self);
  return list_files (self, tracked, cancellable, error);
}

static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *entries = list_files (source_object, task_data, cancellable, &error);

  if (entries == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, entries, (GDestroyNotify) g_ptr_array_unref);
}

void
gk_library_list_async (GkLibrary           *self,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GK_IS_LIBRARY (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_library_list_async);
  g_task_set_task_data (task, snapshot_tracked (self), (GDestroyNotify) g_ptr_array_unref);
  g_task_run_in_thread (task, list_in_thread);
}

GPtrArray *
gk_library_list_finish (GkLibrary     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- delete with undo ---- */

/* Tokens: "trash:<trashed uri>\n<original uri>" or "tracked:<uri>". */
char *
gk_library_remove (GkLibrary  *self,
                   GFile      *file,
                   GError    **error)
{
  g_autofree char *uri = NULL;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  uri = g_file_get_uri (file);
  if (!in_folder (self, file))
    {
      for (guint i = 0; i < self->tracked->len; i++)
        if (g_file_equal (g_ptr_array_index (self->tracked, i), file))
          {
            /* The user's own file stays where it is. */
            g_ptr_array_remove_index (self->tracked, i);
            tracked_save (self);
            g_signal_emit (self, signals[CHANGED], 0);
            return g_strconcat ("tracked:", uri, NULL);
          }
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO,
                           _("This file is not in the game library."));
      return NULL;
    }

  {
    g_autoptr(GFile) trash = g_file_get_child (self->base, "trash");
    g_autofree char *name = g_file_get_basename (file);
    g_autoptr(GFile) trashed = g_file_get_child (trash, name);
    g_autofree char *trashed_uri = NULL;
    g_autoptr(GError) local_error = NULL;

    if (!g_file_make_directory_with_parents (trash, NULL, &local_error)
        && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
      {
        g_propagate_error (error, g_steal_pointer (&local_error));
        return NULL;
      }
    /* Library names are unique: a file of that name in the trash is an
     * earlier deletion of this very file, restored since and copied back. */
    if (!g_file_move (file, trashed, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                      NULL, NULL, NULL, error))
      return NULL;
    trashed_uri = g_file_get_uri (trashed);
    g_signal_emit (self, signals[CHANGED], 0);
    return g_strconcat ("trash:", trashed_uri, "\n", uri, NULL);
  }
}

gboolean
gk_library_restore (GkLibrary   *self,
                    const char  *token,
                    GError     **error)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (token != NULL, FALSE);

  if (g_str_has_prefix (token, "tracked:"))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (token + strlen ("tracked:"));

      gk_library_track (self, file);
      return TRUE;
    }
  if (g_str_has_prefix (token, "trash:"))
    {
      g_auto(GStrv) uris = g_strsplit (token + strlen ("trash:"), "\n", 2);
      g_autoptr(GFile) trashed = NULL;
      g_autoptr(GFile) original = NULL;

      if (g_strv_length (uris) != 2)
        return FALSE;
      trashed = g_file_new_for_uri (uris[0]);
      original = g_file_new_for_uri (uris[1]);
      /* Never over a file that took its place meanwhile. */
      if (!g_file_move (trashed, original, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, error))
        return FALSE;
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  g_return_val_if_reached (FALSE);
}

void
gk_library_forget (GkLibrary  *self,
                   const char *token)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (token != NULL);

  if (g_str_has_prefix (token, "trash:"))
    {
      g_auto(GStrv) uris = g_strsplit (token + strlen ("trash:"), "\n", 2);
      g_autoptr(GFile) trashed = g_file_new_for_uri (uris[0]);

      if (!g_file_delete (trashed, NULL, &error)
          && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("A deleted game stays in the trash folder: %s", error->message);
    }
}

guint
gk_library_empty_trash (GkLibrary *self,
                        GTimeSpan  age)
{
  g_autoptr(GFile) trash = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  gint64 limit = g_get_real_time () - age;
  guint n = 0;

  g_return_val_if_fail (GK_IS_LIBRARY (self), 0);

  trash = g_file_get_child (self->base, "trash");
  children = g_file_enumerate_children (trash, LIST_ATTRIBUTES, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                        NULL, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      g_autoptr(GDateTime) modified = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      modified = g_file_info_get_modification_date_time (info);
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR && modified != NULL
          && g_date_time_to_unix (modified) * G_USEC_PER_SEC < limit
          && g_file_delete (child, NULL, NULL))
        n++;
    }
  return n;
}

/* ---- who has a file open ---- */

GObject *
gk_library_get_holder (GkLibrary *self,
                       GFile     *file)
{
  g_autofree char *uri = NULL;
  GWeakRef *ref;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  uri = g_file_get_uri (file);
  ref = g_hash_table_lookup (self->holders, uri);
  if (ref == NULL)
    return NULL;
  {
    g_autoptr(GObject) holder = g_weak_ref_get (ref);

    /* Borrowed: the holder is alive as long as it holds the file. */
    return holder;
  }
}

gboolean
gk_library_claim (GkLibrary *self,
                  GFile     *file,
                  GObject   *holder)
{
  GObject *current;
  GWeakRef *ref;

  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (holder), FALSE);

  current = gk_library_get_holder (self, file);
  if (current != NULL)
    return current == holder;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, holder);
  g_hash_table_replace (self->holders, g_file_get_uri (file), ref);
  return TRUE;
}

void
gk_library_release (GkLibrary *self,
                    GFile     *file,
                    GObject   *holder)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (GK_IS_LIBRARY (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  if (gk_library_get_holder (self, file) == holder)
    g_hash_table_remove (self->holders, uri);
}
