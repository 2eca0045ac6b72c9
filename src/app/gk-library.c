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
#include "gk-file-io.h"
#include "gk-library.h"
#include "gk-library-item.h"
#include "gk-sheet-file.h"
#include "gk-sheet-score.h"

#define CACHE_VERSION 3

struct _GkLibrary
{
  GObject     parent_instance;

  GFile      *folder;
  GFile      *base;          /* the folder's parent: cache, tracked list, trash */
  GPtrArray  *tracked;       /* of GFile: games outside the folder */
  GHashTable *holders;       /* URI -> GWeakRef* of the session that has it open */
  GMutex      cache_lock;    /* one listing writes the cache at a time */

  GListStore *entries;       /* of GkLibraryItem, as listed (compare_entries()) */
  GHashTable *items;         /* URI -> GkLibraryItem of @entries */
  struct _ListJob *job;      /* the listing under way */
  gboolean    loading;
  char       *problem;       /* why the folder cannot be listed */
};

G_DEFINE_FINAL_TYPE (GkLibrary, gk_library, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LOADING,
  PROP_PROBLEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void cancel_job (GkLibrary *self);

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
  if (!gk_file_save_atomically (file, contents->str, contents->len, &error))
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
  g_clear_object (&self->entries);
  g_clear_pointer (&self->items, g_hash_table_unref);
  g_clear_pointer (&self->problem, g_free);

  G_OBJECT_CLASS (gk_library_parent_class)->finalize (object);
}

static void
gk_library_dispose (GObject *object)
{
  cancel_job (GK_LIBRARY (object));

  G_OBJECT_CLASS (gk_library_parent_class)->dispose (object);
}

static void
gk_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GkLibrary *self = GK_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_library_class_init (GkLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_library_dispose;
  object_class->finalize = gk_library_finalize;
  object_class->get_property = gk_library_get_property;

  /**
   * GkLibrary:loading:
   *
   * Whether a listing (gk_library_refresh()) is under way.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * GkLibrary:problem:
   *
   * Why the last listing could not read the folder (translated), or %NULL.
   */
  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  self->entries = g_list_store_new (GK_TYPE_LIBRARY_ITEM);
  /* Borrowed: @entries holds the items. */
  self->items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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
 * suffix: two games started in the same second still get two names. */
static char *
new_game_name (void)
{
  static const char letters[] = "abcdefghijkmnpqrstuvwxyz23456789";
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  char suffix[7];

  for (guint i = 0; i < sizeof suffix - 1; i++)
    suffix[i] = letters[g_random_int_range (0, sizeof letters - 1)];
  suffix[sizeof suffix - 1] = '\0';
  return g_strdup_printf ("%s-%s.ginkgo", stamp, suffix);
}

static gboolean
ensure_folder (GkLibrary  *self,
               GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  if (g_file_make_directory_with_parents (self->folder, NULL, &local_error)
      || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return TRUE;
  name = gk_file_get_display_name (self->folder);
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
               /* TRANSLATORS: a folder, then the system's reason */
               _("The game library folder “%s” cannot be made: %s"), name,
               local_error->message);
  return FALSE;
}

GFile *
gk_library_create_file (GkLibrary   *self,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *folder = NULL;
  GFile *file;

  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ensure_folder (self, error))
    return NULL;
  name = new_game_name ();
  file = gk_file_create_new (self->folder, name, data, length, NULL, &local_error);
  if (file != NULL)
    return file;
  folder = gk_file_get_display_name (self->folder);
  g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO,
               /* TRANSLATORS: a folder, then the system's reason */
               _("No new game can be saved in the game library folder “%s”: %s"), folder,
               local_error->message);
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

  if (!ensure_folder (self, error))
    return 0;
  /* A rename: the autosave, damaged or not, is moved whole, never rewritten,
   * and never over another file. */
  for (;;)
    {
      g_autofree char *name = new_game_name ();
      g_autoptr(GError) local_error = NULL;

      target = g_file_get_child (self->folder, name);
      if (g_file_move (autosave, target, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL,
                       &local_error))
        break;
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return 0;
        }
      g_clear_object (&target);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return 1;
}

/* ---- listing ---- */

/* Where a listing hands what it finds, from the thread that reads. */
typedef struct
{
  /* One entry, as soon as it is known (from the cache, or read). */
  void     (*entry)   (GkLibraryEntry *entry,
                       gpointer        user_data);
  /* Every URI listed, once the folder is enumerated (before the slow reads). */
  void     (*present) (GHashTable     *uris,
                       gpointer        user_data);
  gpointer   user_data;
} ListSink;

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
static int
compare_entries (const GkLibraryEntry *ea,
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
  return compare_entries (*(GkLibraryEntry **) a, *(GkLibraryEntry **) b);
}

static int
compare_sizes (gconstpointer a,
               gconstpointer b)
{
  const GkLibraryEntry *ea = *(GkLibraryEntry **) a;
  const GkLibraryEntry *eb = *(GkLibraryEntry **) b;

  return ea->size < eb->size ? -1 : ea->size > eb->size;
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
static gboolean
list_files (GkLibrary     *self,
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

  tracked = snapshot_tracked (self);
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  sink.user_data = entries;
  if (!list_files (self, tracked, &sink, cancellable, error))
    return NULL;
  g_ptr_array_sort (entries, compare_entry_pointers);
  return g_steal_pointer (&entries);
}

/* -- the model: a listing in a worker, shown as it goes -- */

/* What one listing found and the main context has not shown yet.  Held by
 * its task, by its idle source while one is attached, and by the library
 * while it is the current listing. */
typedef struct _ListJob
{
  gatomicrefcount ref;
  GkLibrary    *library;
  GPtrArray    *tracked;
  GCancellable *cancellable;
  GMainContext *context;
  GMutex        lock;
  GPtrArray    *ready;       /* of GkLibraryEntry */
  GHashTable   *present;     /* the URIs listed, once enumerated */
  GSource      *source;      /* shows what is ready, while anything is */
  gboolean      enumerated;  /* the folder is listed: entries are shown as they come */
  gboolean      finished;    /* the worker is done */
  GError       *error;
} ListJob;

static ListJob *
list_job_ref (ListJob *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

static void
list_job_unref (ListJob *job)
{
  if (!g_atomic_ref_count_dec (&job->ref))
    return;
  g_assert (job->source == NULL);
  g_clear_object (&job->library);
  g_clear_pointer (&job->tracked, g_ptr_array_unref);
  g_clear_object (&job->cancellable);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_clear_pointer (&job->ready, g_ptr_array_unref);
  g_clear_pointer (&job->present, g_hash_table_unref);
  g_clear_error (&job->error);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static gboolean show_ready (gpointer data);

/* Called with the lock held. */
static void
schedule_show (ListJob *job)
{
  if (job->source != NULL)
    return;
  job->source = g_idle_source_new ();
  /* Below the frame clock's priority: a frame is drawn before more rows come. */
  g_source_set_priority (job->source, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (job->source, show_ready, list_job_ref (job),
                         (GDestroyNotify) list_job_unref);
  g_source_set_static_name (job->source, "[ginkgo] library listing");
  g_source_attach (job->source, job->context);
}

/* Entries known before the folder is enumerated (from the cache) wait for
 * it: the first ones are shown together, as one change. */
static void
post_entry (GkLibraryEntry *entry,
            gpointer        user_data)
{
  ListJob *job = user_data;

  g_mutex_lock (&job->lock);
  g_ptr_array_add (job->ready, gk_library_entry_ref (entry));
  if (job->enumerated)
    schedule_show (job);
  g_mutex_unlock (&job->lock);
}

static void
post_present (GHashTable *uris,
              gpointer    user_data)
{
  ListJob *job = user_data;

  g_mutex_lock (&job->lock);
  job->present = g_hash_table_ref (uris);
  job->enumerated = TRUE;
  schedule_show (job);
  g_mutex_unlock (&job->lock);
}

static gboolean
same_entry (const GkLibraryEntry *a,
            const GkLibraryEntry *b)
{
  return a->modified == b->modified && a->size == b->size && a->kind == b->kind
         && a->external == b->external && a->round == b->round && a->n_moves == b->n_moves
         && a->winner_points == b->winner_points && a->variant == b->variant
         && a->solo_level == b->solo_level && g_strcmp0 (a->players, b->players) == 0
         && g_strcmp0 (a->winner, b->winner) == 0 && g_strcmp0 (a->problem, b->problem) == 0
         && g_strcmp0 (a->sheet_game, b->sheet_game) == 0
         && g_strcmp0 (a->play_id, b->play_id) == 0 && g_strcmp0 (a->copy_of, b->copy_of) == 0;
}

static int
compare_items (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return compare_entries (gk_library_item_get_entry ((GkLibraryItem *) a),
                          gk_library_item_get_entry ((GkLibraryItem *) b));
}

static int
compare_item_pointers (gconstpointer a,
                       gconstpointer b)
{
  return compare_items (*(GkLibraryItem **) a, *(GkLibraryItem **) b, NULL);
}

static void
remove_item (GkLibrary     *self,
             GkLibraryItem *item,
             const char    *uri)
{
  guint position;

  if (g_list_store_find (self->entries, item, &position))
    g_list_store_remove (self->entries, position);
  g_hash_table_remove (self->items, uri);
}

/* A new entry of the model, or a changed one in its new place: one change
 * of one item, which a list bound to the model follows row by row. */
static void
show_entry (GkLibrary      *self,
            GkLibraryEntry *entry)
{
  g_autofree char *uri = g_file_get_uri (entry->file);
  GkLibraryItem *old = g_hash_table_lookup (self->items, uri);
  g_autoptr(GkLibraryItem) item = NULL;

  if (old != NULL && same_entry (gk_library_item_get_entry (old), entry))
    return;
  if (old != NULL)
    remove_item (self, old, uri);
  item = gk_library_item_new (entry);
  g_list_store_insert_sorted (self->entries, item, compare_items, NULL);
  g_hash_table_insert (self->items, g_steal_pointer (&uri), item);
}

/* The first entries of an empty model arrive as one change. */
static void
show_all_at_once (GkLibrary *self,
                  GPtrArray *entries)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *uri = g_file_get_uri (entry->file);
      GkLibraryItem *item;

      if (g_hash_table_contains (self->items, uri))
        continue;
      item = gk_library_item_new (entry);
      g_ptr_array_add (items, item);
      g_hash_table_insert (self->items, g_steal_pointer (&uri), item);
    }
  g_ptr_array_sort (items, compare_item_pointers);
  g_list_store_splice (self->entries, 0, 0, items->pdata, items->len);
}

static void
remove_absent (GkLibrary  *self,
               GHashTable *present)
{
  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i > 0; i--)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->entries), i - 1);
      g_autofree char *uri = g_file_get_uri (gk_library_item_get_entry (item)->file);

      if (!g_hash_table_contains (present, uri))
        {
          g_list_store_remove (self->entries, i - 1);
          g_hash_table_remove (self->items, uri);
        }
    }
}

static void
set_loading (GkLibrary *self,
             gboolean   loading)
{
  if (self->loading == loading)
    return;
  self->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
set_problem (GkLibrary  *self,
             const char *problem)
{
  if (g_strcmp0 (self->problem, problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

/* @entry again, saying whether it is a copy of a play another file holds. */
static GkLibraryEntry *
entry_with_copy_of (const GkLibraryEntry *entry,
                    const char           *copy_of)
{
  GkLibraryEntry *copy = g_atomic_rc_box_new0 (GkLibraryEntry);

  *copy = *entry;
  copy->file = g_object_ref (entry->file);
  copy->players = g_strdup (entry->players);
  copy->winner = g_strdup (entry->winner);
  copy->problem = g_strdup (entry->problem);
  copy->sheet_game = g_strdup (entry->sheet_game);
  copy->play_id = g_strdup (entry->play_id);
  copy->copy_of = g_strdup (copy_of);
  return copy;
}

/* Two files of one play (game-file.md, "The play": the same id): every
 * file but the one written last says it is a copy, and of which. */
static void
mark_copies (GkLibrary *self)
{
  g_autoptr(GHashTable) newest = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) changed = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  GListModel *model = G_LIST_MODEL (self->entries);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (model, i);
      GkLibraryEntry *entry = gk_library_item_get_entry (item);
      GkLibraryEntry *other;

      if (entry->play_id == NULL)
        continue;
      other = g_hash_table_lookup (newest, entry->play_id);
      if (other == NULL || other->modified < entry->modified)
        g_hash_table_insert (newest, entry->play_id, entry);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GkLibraryItem) item = g_list_model_get_item (model, i);
      GkLibraryEntry *entry = gk_library_item_get_entry (item);
      GkLibraryEntry *last = entry->play_id != NULL ? g_hash_table_lookup (newest, entry->play_id)
                                                    : NULL;
      g_autofree char *copy_of = NULL;

      if (last != NULL && last != entry)
        {
          g_autofree char *base = g_file_get_basename (last->file);

          copy_of = g_filename_display_name (base);
        }
      if (g_strcmp0 (copy_of, entry->copy_of) != 0)
        g_ptr_array_add (changed, entry_with_copy_of (entry, copy_of));
    }
  for (guint i = 0; i < changed->len; i++)
    show_entry (self, g_ptr_array_index (changed, i));
}

/* The listing is over once its worker is done and all it found is shown. */
static void
finish_job (GkLibrary *self)
{
  ListJob *job = self->job;
  gboolean showing;

  if (job == NULL || !job->finished)
    return;
  g_mutex_lock (&job->lock);
  showing = job->source != NULL;
  g_mutex_unlock (&job->lock);
  if (showing)
    return;
  if (job->error != NULL)
    {
      /* The folder cannot be read: nothing is listed, and the reason is said. */
      set_problem (self, job->error->message);
      g_list_store_remove_all (self->entries);
      g_hash_table_remove_all (self->items);
    }
  else
    {
      set_problem (self, NULL);
      mark_copies (self);
    }
  g_clear_pointer (&self->job, list_job_unref);
  set_loading (self, FALSE);
}

/* What the worker found, shown in the library's context within a budget
 * per turn of the main loop, so that the window keeps drawing its frames. */
#define SHOW_BUDGET_USEC 4000

static gboolean
show_ready (gpointer data)
{
  ListJob *job = data;
  GkLibrary *self = job->library;
  gint64 deadline = g_get_monotonic_time () + SHOW_BUDGET_USEC;
  g_autoptr(GHashTable) present = NULL;
  g_autoptr(GPtrArray) ready = NULL;
  guint shown = 0;
  gboolean more;

  g_mutex_lock (&job->lock);
  present = g_steal_pointer (&job->present);
  ready = g_steal_pointer (&job->ready);
  job->ready = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  /* A listing a newer one replaced shows nothing more. */
  if (job != self->job)
    {
      g_clear_pointer (&job->source, g_source_unref);
      g_mutex_unlock (&job->lock);
      return G_SOURCE_REMOVE;
    }
  g_mutex_unlock (&job->lock);

  if (present != NULL)
    remove_absent (self, present);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->entries)) == 0)
    {
      show_all_at_once (self, ready);
      shown = ready->len;
    }
  for (; shown < ready->len && (shown == 0 || g_get_monotonic_time () < deadline); shown++)
    show_entry (self, g_ptr_array_index (ready, shown));

  g_mutex_lock (&job->lock);
  /* What the budget left waits for the next turn, before what came since. */
  if (shown < ready->len)
    {
      g_ptr_array_remove_range (ready, 0, shown);
      g_ptr_array_extend_and_steal (ready, g_steal_pointer (&job->ready));
      job->ready = g_steal_pointer (&ready);
    }
  more = job->ready->len > 0 || job->present != NULL;
  if (!more)
    g_clear_pointer (&job->source, g_source_unref);
  g_mutex_unlock (&job->lock);

  if (!more)
    finish_job (self);
  return more ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ListJob *job = task_data;
  ListSink sink = { post_entry, post_present, job };
  g_autoptr(GError) error = NULL;

  if (!list_files (job->library, job->tracked, &sink, cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GkLibrary *self = GK_LIBRARY (source);
  ListJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (job != self->job)
    return;
  g_task_propagate_boolean (G_TASK (result), &error);
  job->error = g_steal_pointer (&error);
  job->finished = TRUE;
  finish_job (self);
}

GListModel *
gk_library_get_entries (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return G_LIST_MODEL (self->entries);
}

gboolean
gk_library_is_loading (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);

  return self->loading;
}

const char *
gk_library_get_problem (GkLibrary *self)
{
  g_return_val_if_fail (GK_IS_LIBRARY (self), NULL);

  return self->problem;
}

static void
cancel_job (GkLibrary *self)
{
  g_autoptr(GSource) source = NULL;
  ListJob *job = g_steal_pointer (&self->job);

  if (job == NULL)
    return;
  g_cancellable_cancel (job->cancellable);
  /* Its worker may still post until its task is done: show_ready() then
   * drops what comes. */
  g_mutex_lock (&job->lock);
  source = g_steal_pointer (&job->source);
  g_mutex_unlock (&job->lock);
  if (source != NULL)
    g_source_destroy (source);
  list_job_unref (job);
}

void
gk_library_refresh (GkLibrary *self)
{
  g_autoptr(GTask) task = NULL;
  ListJob *job;

  g_return_if_fail (GK_IS_LIBRARY (self));

  cancel_job (self);
  job = g_new0 (ListJob, 1);
  g_atomic_ref_count_init (&job->ref);
  job->library = g_object_ref (self);
  job->tracked = snapshot_tracked (self);
  job->cancellable = g_cancellable_new ();
  job->context = g_main_context_ref_thread_default ();
  job->ready = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_library_entry_unref);
  g_mutex_init (&job->lock);
  self->job = job;

  task = g_task_new (self, job->cancellable, list_done, NULL);
  g_task_set_source_tag (task, gk_library_refresh);
  g_task_set_task_data (task, list_job_ref (job), (GDestroyNotify) list_job_unref);
  g_task_run_in_thread (task, list_in_thread);
  set_loading (self, TRUE);
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

gboolean
gk_library_present_holder (GkLibrary *self,
                           GFile     *file)
{
  GObject *holder;

  g_return_val_if_fail (GK_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  holder = gk_library_get_holder (self, file);
  if (holder == NULL)
    return FALSE;
  if (g_signal_lookup ("present", G_OBJECT_TYPE (holder)) != 0)
    g_signal_emit_by_name (holder, "present");
  return TRUE;
}
