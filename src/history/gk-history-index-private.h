/* gk-history-index-private.h: the index's functions shared between its files
 *
 * The index is one object in five files (see gk-history-index.c); what
 * they share is here, each function named with a leading underscore.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include "gk-history-index.h"

G_BEGIN_DECLS

/* What a file of the library is, as a row says. */
typedef enum
{
  FILE_PLAY,
  FILE_IN_PROGRESS,
  FILE_DAMAGED
} FileState;

/* The object, which all the index's files work on. */
struct _GkHistoryIndex
{
  GObject       parent_instance;

  char         *games_dir;
  char         *index_path;

  /* The worker's (or the blocking caller's). */
  sqlite3      *db;
  guint         busy_timeout;   /* ms */
  gboolean      in_memory;
  char         *db_problem;     /* why the disk index is not used, translated */
  struct stat   db_stat;        /* the file as the last commit left it */
  gboolean      opened;
  guint         n_digests_read; /* rows checked against their digests */
  guint         n_unsound_made; /* unsound rows made again at a read */
  guint         n_blocks_handed; /* blocks of rows handed to the workers */

  /* The main thread's. */
  GPtrArray    *plays;
  guint         n_damaged;
  char         *problem;
  gboolean      ready;
  gboolean      rows_checked;
  GTask        *running;        /* the refresh in a worker */
  GList        *waiting;        /* GTask*: refreshes asked for while one ran */
  gboolean      check_waiting;  /* one of them asked for the rows' check */
  GCancellable *check_cancellable;
  GFileMonitor *monitor;
  guint         watch_source;
};

/* A play as a GVariant: the record, the table's facts and the seats; for a
 * score sheet its game, its categories and each seat's points in them. */
#define PLAYER_TYPE "(msmsuiuuuuiubuxaib)"
#define PLAY_TYPE "(sbxxxibxmsmsuuuuui" "a" PLAYER_TYPE "sasas)"
/* The same as g_variant_new() and g_variant_get() take them: the points as
 * a GVariant, the categories as a string vector. */
#define PLAYER_FORMAT "(msmsuiuuuuiubux@aib)"
#define PLAY_FORMAT "(sbxxxibxmsmsuuuuui" "a" PLAYER_TYPE "s^as^as)"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* A file's size and last write, as the scan compares them. */
typedef struct
{
  gint64 size;
  gint64 mtime;       /* microseconds */
} FileStamp;

/* A row as it is written: made in a worker, written by the scan. */
typedef struct
{
  GFile     *file;
  GFileInfo *info;
  char      *name;
  FileStamp  stamp;
  FileState  state;
  GVariant  *play;      /* NULL unless state is FILE_PLAY */
  char      *digest;
  gboolean   done;      /* made (under the scan's lock) */
  GkHistoryPlay *unkept;  /* a play without a record: @play and @digest are made
                           * with its file's times, which the scan replaces with
                           * the times the index kept for it (_gk_row_keep()) */
  gint64     made_started;  /* with @unkept: the times @play was made with */
  gint64     made_finished;
  char      *made_record;   /* with @unkept: the digest of a record of those times */
  gboolean   gone;          /* the file vanished before it was read */
} Row;

/* The statements that keep the records of a scan, prepared at their first
 * use and reset after each (_gk_index_keep_record()). */
typedef struct
{
  sqlite3_stmt *find;
  sqlite3_stmt *add;
} RecordKeeping;

/* What a scan asks of each file. */
#define STAMP_ATTRIBUTES                                                         \
  G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE ","          \
  G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED ","          \
  G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_TIME_CREATED

/* What opening found of the database file. */
typedef enum
{
  CHECK_SOUND,
  CHECK_BUSY,
  CHECK_DAMAGED,
  CHECK_SCHEMA
} Check;

/* ---- the object (gk-history-index.c) ---- */

/* Rows this index has checked against their digests, for the tests: an
 * open reads none. */
guint           _gk_history_index_get_n_digests_read (GkHistoryIndex *self);
/* Rows this index found unsound when reading and made again, for the
 * tests. */
guint           _gk_history_index_get_n_unsound_made (GkHistoryIndex *self);
/* Blocks of rows this index's reads handed to the workers, for the tests. */
guint           _gk_history_index_get_n_blocks_handed (GkHistoryIndex *self);

/* ---- the database file (gk-history-index-db.c) ---- */

gboolean        _gk_db_fail (sqlite3  *db,
                             GError  **error);
gboolean        _gk_db_exec (sqlite3     *db,
                             const char  *sql,
                             GError     **error);
sqlite3_stmt   *_gk_db_prepare (sqlite3     *db,
                                const char  *sql,
                                GError     **error);
gboolean        _gk_index_replace_file (const char  *path,
                                        GError     **error);
Check           _gk_index_rebuild_in_place (sqlite3 *db);
void            _gk_index_note_file (GkHistoryIndex *self);
void            _gk_index_use_memory (GkHistoryIndex *self,
                                      char           *problem);
char           *_gk_index_problem_busy (void);
char           *_gk_index_problem_unwritable (const char *reason);
gboolean        _gk_index_ensure_db (GkHistoryIndex    *self,
                                     GkHistoryRebuild  *rebuild,
                                     GError           **error);

/* ---- the rows made from the files (gk-history-index-build.c) ---- */

char           *_gk_row_digest (const char *name,
                                gsize       name_length,
                                gint64      size,
                                gint64      mtime,
                                gint        state,
                                const void *play,
                                gsize       play_length);
gboolean        _gk_index_forget_file (GkHistoryIndex  *self,
                                       const char      *name,
                                       gsize            length,
                                       GError         **error);
void            _gk_row_free (Row *row);
/* A play as a row holds it: built as GVariants, and serialized directly
 * into the same bytes. */
GVariant       *_gk_play_to_variant (const GkHistoryPlay *play);
GBytes         *_gk_play_serialize  (const GkHistoryPlay *play);
/* Whether @play serializes to the @length bytes at @data. */
gboolean        _gk_play_serializes_to (const GkHistoryPlay *play,
                                        const guint8        *data,
                                        gsize                length);
/* A row's play read back: in place, NULL unless the bytes are exactly
 * those written for it; or as GLib reads any bytes. */
GkHistoryPlay  *_gk_play_read_direct  (const guint8 *data,
                                       gsize         length);
GkHistoryPlay  *_gk_play_read_as_glib (GBytes *bytes);
void            _gk_row_set_play (Row           *row,
                                  GkHistoryPlay *play);
void            _gk_row_make (Row *row);
gboolean        _gk_row_keep (GkHistoryIndex  *self,
                              RecordKeeping   *keeping,
                              Row             *row,
                              GError         **error);
gboolean        _gk_index_store_row (GkHistoryIndex  *self,
                                     sqlite3_stmt    *insert,
                                     const Row       *row,
                                     GError         **error);
FileStamp       _gk_stamp_of (GFileInfo *info);
/* The library folder's files and their stamps, read in a thread while
 * the caller goes on; for one scan of the folder. */
typedef struct _GkFolderListing GkFolderListing;
GkFolderListing *_gk_folder_listing_start (const char   *games_dir,
                                           GCancellable *cancellable);
void            _gk_folder_listing_free (GkFolderListing *listing);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkFolderListing, _gk_folder_listing_free)
/* The files table as read once (gk-history-index-read.c). */
typedef struct _GkTableRead GkTableRead;
/* The rows brought up to date with the folder: as @listing found it when
 * it is given, else as it is listed now.  When @out_table is given and
 * nothing changed, the table as the scan read it. */
gboolean        _gk_index_scan_folder (GkHistoryIndex   *self,
                                       GkFolderListing  *listing,
                                       GkTableRead     **out_table,
                                       GCancellable     *cancellable,
                                       gboolean         *changed,
                                       GError          **error);

/* ---- the kept records (gk-history-index-records.c) ---- */

extern const char _gk_index_records_sql[];

char           *_gk_index_record_digest (const char *id,
                                         gint64      started,
                                         gint64      finished);
gboolean        _gk_index_keep_record (GkHistoryIndex  *self,
                                       RecordKeeping   *keeping,
                                       GkHistoryPlay   *play,
                                       const char      *digest,
                                       GError         **error);
void            _gk_record_keeping_clear (RecordKeeping *keeping);
/* Work on the @i-th of @items. */
typedef void (*GkIndexWork) (gpointer items,
                             guint    i);
void            _gk_index_in_parallel (guint        n_items,
                                       guint        per_worker,
                                       GkIndexWork  work,
                                       gpointer     items);
/* @by_id: @plays by id. */
gboolean        _gk_index_kept_times (GkHistoryIndex  *self,
                                      GPtrArray       *plays,
                                      GHashTable      *by_id,
                                      GError         **error);

/* ---- the rows read back and checked (gk-history-index-read.c) ---- */

gboolean        _gk_index_remake_rows (GkHistoryIndex  *self,
                                       GPtrArray       *names,
                                       GCancellable    *cancellable,
                                       GError         **error);
gboolean        _gk_index_check_rows (GkHistoryIndex  *self,
                                      GCancellable    *cancellable,
                                      guint           *n_remade,
                                      gboolean        *damaged,
                                      GError         **error);
/* The stamps alone of every row into @stamps (name to FileStamp). */
gboolean        _gk_index_read_stamps (GkHistoryIndex  *self,
                                       GHashTable      *stamps,
                                       GError         **error);
/* The files table read: the rows holding a play, the unsound ones and
 * how many are of damaged files; the stamps of every row put in @stamps
 * (name to FileStamp) when it is given.  NULL when the table cannot be
 * read, @damaged when it is damaged.  The rows' plays are made while the
 * table is read on (_gk_index_read_rows() takes them). */
GkTableRead    *_gk_index_read_table (GkHistoryIndex  *self,
                                      GHashTable      *stamps,
                                      gboolean        *damaged,
                                      GError         **error);
void            _gk_table_read_free (GkTableRead *table);
/* The rows, or the bytes, a block holds before it is handed to the
 * workers; 0 for the usual number (tests use a few, to hand blocks in
 * small tables). */
void            _gk_index_set_block_size (guint rows,
                                          gsize bytes);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkTableRead, _gk_table_read_free)
/* The plays of the table, from @table when it is given (taken), else read
 * now; the names of the unsound rows in @unsound. */
GPtrArray      *_gk_index_read_rows (GkHistoryIndex  *self,
                                     GkTableRead     *table,
                                     guint           *out_n_damaged,
                                     GPtrArray       *unsound,
                                     gboolean        *damaged,
                                     GError         **error);

G_END_DECLS
