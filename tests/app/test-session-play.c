/* test-session-play.c: the play a session keeps: its identity and times,
 * its details saved without touching the moves, a finished play that
 * nothing changes by accident until it is reopened for correction
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-app-test-util.h"
#include "gk-history-export.h"
#include "gk-history-play.h"
#include "gk-random-game.h"

static void
open_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError **error = user_data;

  if (!gk_session_open_finish (GK_SESSION (source), result, error) && *error == NULL)
    g_assert_not_reached ();
  if (*error == NULL)
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NONE, "opened");
}

static void
open_file (GkSession *session,
           GFile     *file)
{
  GError *error = NULL;

  gk_session_open_async (session, file, NULL, open_done, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);
}

static GkGameFile *
load (GFile *file)
{
  g_autoptr(GError) error = NULL;
  GkGameFile *loaded = gk_game_file_load (file, &error);

  g_assert_no_error (error);
  return loaded;
}

typedef struct
{
  GkSession *session;
} Confirm;

static gboolean
confirm (GkGame       *random_game,
         const GkMove *move,
         gpointer      user_data)
{
  GkSession *session = user_data;
  GkMove copy = *move;

  copy.at = (GkTime) { 0, };
  copy.returns_at = (GkTime) { 0, };
  g_assert_true (gk_game_push (gk_session_get_game (session), &copy, NULL));
  return TRUE;
}

/* A three-player game played to its end in @session. */
static void
play_to_the_end (GkSession *session,
                 guint32    seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  GkRandomGameOptions options = { 3, 0.6, 0.05, 2000, FALSE, 0 };
  g_autoptr(GkGame) game = gk_game_new (setup, NULL);
  g_autoptr(GkGame) played = NULL;

  gk_session_start_game (session, game);
  played = gk_random_game_play (rand, setup, &options, confirm, session);
  g_assert_true (gk_table_is_game_over (gk_game_get_table (gk_session_get_game (session))));
  gk_session_flush (session);
}

static void
test_new_game (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkGameFile) loaded = NULL;
  GkTime before;
  const GkPlayRecord *play;

  gk_app_test_clear_data ();
  gk_time_now (&before);
  session = gk_session_new (NULL);
  gk_session_start_game (session, game);
  play = gk_session_get_play (session);
  g_assert_true (gk_play_id_is_valid (play->id));
  g_assert_true (play->started.set);
  g_assert_cmpint (play->started.usec, >=, before.usec);
  g_assert_false (play->finished.set);

  gk_app_test_play (game);
  gk_session_flush (session);
  loaded = load (gk_session_get_file (session));
  g_assert_cmpstr (gk_game_get_play (loaded->game)->id, ==, play->id);
  g_assert_cmpint (gk_game_get_play (loaded->game)->started.usec, ==, play->started.usec);
  g_assert_true (gk_game_get_move (loaded->game, 0)->at.set);
  g_assert_false (gk_session_get_read_only (session));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* A finished play opened again: nothing changes it until "Correct". */
static void
test_finished_read_only (void)
{
  g_autoptr(GkSession) first = NULL;
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *id = NULL;
  GkTime started;
  guint cursor;
  guint read_only_notified = 0;

  gk_app_test_clear_data ();
  first = gk_session_new (NULL);
  play_to_the_end (first, 7);
  /* The game that ended here may still have its last move undone. */
  g_assert_false (gk_session_get_read_only (first));
  g_assert_true (gk_session_get_play (first)->finished.set);
  file = g_object_ref (gk_session_get_file (first));
  id = g_strdup (gk_session_get_play (first)->id);
  started = gk_session_get_play (first)->started;
  gk_session_close (first);
  g_assert_true (g_file_load_contents (file, NULL, &before, NULL, NULL, NULL));
  g_assert_nonnull (strstr (before, "finished=\""));

  session = gk_session_new (NULL);
  g_signal_connect (session, "notify::read-only", G_CALLBACK (count_notify),
                    &read_only_notified);
  open_file (session, file);
  g_assert_true (gk_session_get_read_only (session));
  cursor = gk_game_get_cursor (gk_session_get_game (session));

  /* A stray Ctrl+Z, then a redo: nothing moves, nothing is written. */
  gk_session_undo (session);
  gk_session_redo (session);
  gk_session_flush (session);
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (session)), ==, cursor);
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* Reopened for correction: the last move can be undone; the play keeps
   * its identity and its start, and is no longer finished. */
  gk_session_correct (session);
  g_assert_false (gk_session_get_read_only (session));
  g_assert_cmpuint (read_only_notified, >=, 2);
  gk_session_undo (session);
  gk_session_flush (session);
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (session)), ==, cursor - 1);
  loaded = load (file);
  g_assert_cmpstr (gk_game_get_play (loaded->game)->id, ==, id);
  g_assert_cmpint (gk_game_get_play (loaded->game)->started.usec, ==, started.usec);
  g_assert_false (gk_game_get_play (loaded->game)->finished.set);

  /* Redone, it is finished again, at the time of its last move. */
  gk_session_redo (session);
  gk_session_flush (session);
  g_clear_pointer (&loaded, gk_game_file_free);
  loaded = load (file);
  g_assert_true (gk_game_get_play (loaded->game)->finished.set);
  g_assert_cmpint (gk_game_get_play (loaded->game)->finished.usec, <=,
                   gk_session_get_play (session)->finished.usec);
}

/* Details saved at once; the moves and their times untouched. */
static void
test_details (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");
  g_autoptr(GkPlayRecord) play = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *long_location = NULL;
  GkTime at;

  gk_app_test_clear_data ();
  session = gk_session_new (NULL);
  gk_session_start_game (session, game);
  gk_app_test_play (game);
  gk_session_flush (session);
  at = gk_game_get_move (game, 0)->at;

  play = gk_play_record_copy (gk_session_get_play (session));
  gk_play_record_set_location (play, "Anna’s flat");
  gk_play_record_set_note (play, "Béla's first game.\nHe won.");
  gk_play_record_set_person (play, 1, "7a1e4c2d-9b3f-4d5e-8c6a-1b2c3d4e5f60");
  g_assert_true (gk_session_set_play (session, play, &error));
  g_assert_no_error (error);
  g_assert_true (gk_session_is_saving (session) || gk_session_is_saved (session));
  gk_session_flush (session);

  loaded = load (gk_session_get_file (session));
  g_assert_true (gk_play_record_equal (gk_game_get_play (loaded->game), play));
  g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, 1);
  g_assert_cmpint (gk_game_get_move (loaded->game, 0)->at.usec, ==, at.usec);

  /* A wrong value is refused before anything is saved. */
  long_location = g_strnfill (GK_PLAY_MAX_LOCATION + 1, 'x');
  gk_play_record_set_location (play, long_location);
  g_assert_false (gk_session_set_play (session, play, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_cmpstr (gk_session_get_play (session)->location, ==, "Anna’s flat");
}

/* An older file gets its identity the first time the app writes it. */
static void
test_old_file_gets_id (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) old = gk_app_test_new_game ("Olga");
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "old.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkGameFile) loaded = NULL;
  g_autofree char *data = NULL;

  gk_app_test_clear_data ();
  gk_app_test_play (old);
  g_assert_true (gk_game_file_save (old, file, NULL));
  g_assert_true (g_file_load_contents (file, NULL, &data, NULL, NULL, NULL));
  g_assert_null (strstr (data, "<play "));

  session = gk_session_new (NULL);
  open_file (session, file);
  g_assert_null (gk_session_get_play (session)->id);
  gk_app_test_play (gk_session_get_game (session));
  gk_session_flush (session);
  loaded = load (file);
  g_assert_true (gk_play_id_is_valid (gk_game_get_play (loaded->game)->id));
  g_assert_false (gk_game_get_move (loaded->game, 0)->at.set);
  g_assert_true (gk_game_get_move (loaded->game, 1)->at.set);
}

/* A file of an older version takes the identity and dates the
 * history kept for it without a save; its next save writes them. */
static void
test_old_file_adopts_record (void)
{
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkGame) old = gk_app_test_new_game ("Olga");
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "old-finished.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GkPlayRecord) kept = gk_play_record_new ();
  g_autoptr(GkPlayRecord) edited = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GDateTime) then = g_date_time_new_utc (2025, 3, 1, 20, 0, 0);
  g_autoptr(GError) error = NULL;

  gk_app_test_clear_data ();
  gk_app_test_play (old);
  g_assert_true (gk_game_file_save (old, file, NULL));
  g_assert_true (g_file_load_contents (file, NULL, &before, NULL, NULL, NULL));
  g_assert_null (strstr (before, "<play "));

  session = gk_session_new (NULL);
  open_file (session, file);
  g_assert_null (gk_session_get_play (session)->id);
  kept->id = gk_game_get_content_id (gk_session_get_game (session));
  gk_time_from_date_time (&kept->started, then);
  gk_session_adopt_play (session, kept);
  g_assert_cmpstr (gk_session_get_play (session)->id, ==, kept->id);
  gk_session_flush (session);
  /* Opening changes nothing on disk. */
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* The next save writes them. */
  edited = gk_play_record_copy (gk_session_get_play (session));
  gk_play_record_set_location (edited, "Olga's");
  g_assert_true (gk_session_set_play (session, edited, &error));
  g_assert_no_error (error);
  gk_session_flush (session);
  loaded = load (file);
  g_assert_cmpstr (gk_game_get_play (loaded->game)->id, ==, kept->id);
  g_assert_cmpint (gk_game_get_play (loaded->game)->started.usec, ==, kept->started.usec);
}

/* The text after "KEY" : " in @json, to the closing quote. */
static char *
json_date (const char *json,
           const char *key)
{
  g_autofree char *quoted = g_strdup_printf ("\"%s\" : \"", key);
  const char *at = strstr (json, quoted);

  g_assert_nonnull (at);
  at += strlen (quoted);
  return g_strndup (at, strcspn (at, "\""));
}

/* Opened, a finished file of an older version takes what the history kept
 * for it: its derived identity and the dates first seen, however the file
 * was touched since, "Z" (where it was played is not known), as the
 * history has them; once saved, the play's date in a BG Stats export is
 * the one it was before, whatever the zone of the machine that opened it. */
static void
test_old_file_adopts_kept_record (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                   "short-2p.ginkgo", NULL);
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "kept", NULL);
  g_autofree char *path = g_build_filename (folder, "old.ginkgo", NULL);
  g_autofree char *index_path = g_build_filename (g_get_user_data_dir (), "kept.sqlite", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkHistoryIndex) index = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GkSession) session = NULL;
  g_autoptr(GkPlayRecord) edited = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *keys[] = { "playDate", "entryDate" };
  const GkHistoryPlay *play;
  const GkPlayRecord *record;
  /* 2026-03-01 20:00 UTC. */
  const gint64 first_seen = G_GINT64_CONSTANT (1772395200);

  /* A machine far east of where the play was: its offset would move the
   * date that BG Stats shows. */
  g_setenv ("TZ", "XYZ-13", TRUE);
  gk_app_test_clear_data ();
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_null (strstr (text, "<play "));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, (guint64) first_seen,
                               G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  index = gk_history_index_new (folder, index_path);
  g_assert_true (gk_history_index_open (index, NULL, &error));
  g_assert_no_error (error);
  plays = gk_history_index_list_plays (index, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plays->len, ==, 1);
  play = plays->pdata[0];
  g_assert_true (play->id_derived);
  g_assert_cmpint (play->finished, ==, first_seen);
  before = gk_history_to_bgstats (plays, NULL);

  /* Touched a day later, then opened. */
  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                               (guint64) first_seen + 86400, G_FILE_QUERY_INFO_NONE, NULL,
                               &error);
  g_assert_no_error (error);
  session = gk_session_new (NULL);
  open_file (session, file);
  g_assert_null (gk_session_get_play (session)->id);
  g_assert_true (gk_session_adopt_kept_record (session, plays));
  record = gk_session_get_play (session);
  g_assert_cmpstr (record->id, ==, play->id);
  g_assert_cmpint (record->started.usec, ==, play->started * G_USEC_PER_SEC);
  g_assert_cmpint (record->finished.usec, ==, first_seen * G_USEC_PER_SEC);
  g_assert_true (record->started.offset_unknown && record->finished.offset_unknown);
  /* Once is enough: it has its identity now. */
  g_assert_false (gk_session_adopt_kept_record (session, plays));

  edited = gk_play_record_copy (gk_session_get_play (session));
  gk_play_record_set_note (edited, "found again");
  g_assert_true (gk_session_set_play (session, edited, &error));
  g_assert_no_error (error);
  gk_session_flush (session);
  loaded = load (file);
  g_assert_cmpstr (gk_game_get_play (loaded->game)->id, ==, play->id);

  g_assert_true (gk_history_index_scan (index, &error));
  g_assert_no_error (error);
  again = gk_history_index_list_plays (index, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_false (((GkHistoryPlay *) again->pdata[0])->id_derived);
  after = gk_history_to_bgstats (again, NULL);
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autofree char *was = json_date (before, keys[k]);
      g_autofree char *is = json_date (after, keys[k]);

      g_assert_cmpstr (is, ==, was);
    }
  g_unsetenv ("TZ");
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/session-play/new-game", test_new_game);
  g_test_add_func ("/session-play/finished-read-only", test_finished_read_only);
  g_test_add_func ("/session-play/details", test_details);
  g_test_add_func ("/session-play/old-file-gets-id", test_old_file_gets_id);
  g_test_add_func ("/session-play/old-file-adopts-record", test_old_file_adopts_record);
  g_test_add_func ("/session-play/old-file-adopts-kept-record",
                   test_old_file_adopts_kept_record);

  return g_test_run ();
}
