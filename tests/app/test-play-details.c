/* test-play-details.c: a play's details as the window edits them, without
 * a display: saved at once without touching the moves, refused in the
 * field with the core's reason before anything is saved, kept when a save
 * fails and saved by Try Again, never overwritten while being typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "gk-app-test-util.h"
#include "gk-play-details.h"
#include "gk-test-position.h"

typedef struct
{
  GkSession     *session;
  GkPlayDetails *details;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkGame) game = gk_app_test_new_game ("Anna");

  gk_app_test_clear_data ();
  f->session = gk_session_new (NULL);
  f->details = gk_play_details_new (f->session);
  g_assert_false (gk_play_details_get_available (f->details));
  gk_session_start_game (f->session, game);
  gk_app_test_play (game);
  gk_session_flush (f->session);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_session_flush (f->session);
  g_assert_finalize_object (f->details);
  gk_session_close (f->session);
  g_clear_object (&f->session);
}

static GkGameFile *
saved (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  GkGameFile *loaded;

  gk_session_flush (f->session);
  loaded = gk_game_file_load (gk_session_get_file (f->session), &error);
  g_assert_no_error (error);
  return loaded;
}

/* The file's text without its <play> element: everything a play's
 * details never touch. */
static char *
text_but_play (Fixture *f)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  char *start, *end;

  gk_session_flush (f->session);
  g_file_load_contents (gk_session_get_file (f->session), NULL, &text, NULL, NULL, &error);
  g_assert_no_error (error);
  start = strstr (text, "<play ");
  g_assert_nonnull (start);
  end = strstr (start, "</play>");
  end = end != NULL ? end + strlen ("</play>") : strstr (start, "/>") + 2;
  *start = '\0';
  return g_strconcat (text, end, NULL);
}

static char *
repeat (const char *unit,
        guint       n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (text, unit);
  return g_string_free (text, FALSE);
}

/* ---- saved at once, the moves untouched ---- */

static void
test_saved_at_once (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *before = text_but_play (f);
  g_autofree char *after = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  guint notified = 0;

  g_assert_true (gk_play_details_get_available (f->details));
  g_assert_nonnull (gk_play_details_get_started (f->details));
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, "");
  g_assert_cmpstr (gk_play_details_get_note (f->details), ==, "");
  g_signal_connect_swapped (f->details, "notify::location", G_CALLBACK (g_atomic_int_inc),
                            &notified);

  /* Typed with spaces around it: saved without them, shown as typed. */
  gk_play_details_set_location (f->details, "  Anna's flat ");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, "  Anna's flat ");
  g_assert_null (gk_play_details_get_location_error (f->details));
  g_assert_cmpstr (gk_session_get_play (f->session)->location, ==, "Anna's flat");
  g_object_set (f->details, "note", "Béla's first game.\nHe won.", NULL);
  g_assert_cmpstr (gk_session_get_play (f->session)->note, ==, "Béla's first game.\nHe won.");

  loaded = saved (f);
  g_assert_cmpstr (loaded->play->location, ==, "Anna's flat");
  g_assert_cmpstr (loaded->play->note, ==, "Béla's first game.\nHe won.");
  after = text_but_play (f);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (gk_game_get_cursor (gk_session_get_game (f->session)), ==, 1);
  g_assert_false (gk_game_can_redo (gk_session_get_game (f->session)));

  /* Emptied: no location at all. */
  gk_play_details_set_location (f->details, "   ");
  g_assert_null (gk_session_get_play (f->session)->location);
}

/* ---- refused before saving ---- */

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *long_location = repeat ("é", GK_PLAY_MAX_LOCATION + 1);
  g_autofree char *long_note = repeat ("x", GK_PLAY_MAX_NOTE + 1);
  g_autofree char *longest = repeat ("é", GK_PLAY_MAX_LOCATION);
  g_autoptr(GError) expected = NULL;
  g_autoptr(GkGameFile) loaded = NULL;

  gk_play_details_set_location (f->details, "Club");
  gk_play_details_set_note (f->details, "Fine.");

  /* Over its limit: the core's reason in the field, nothing saved. */
  g_assert_false (gk_play_location_check (long_location, &expected));
  gk_play_details_set_location (f->details, long_location);
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, long_location);
  g_assert_cmpstr (gk_play_details_get_location_error (f->details), ==, expected->message);
  g_assert_nonnull (strstr (expected->message, "101"));
  g_assert_cmpstr (gk_session_get_play (f->session)->location, ==, "Club");
  g_clear_error (&expected);

  g_assert_false (gk_play_note_check (long_note, &expected));
  gk_play_details_set_note (f->details, long_note);
  g_assert_cmpstr (gk_play_details_get_note_error (f->details), ==, expected->message);
  g_assert_cmpstr (gk_session_get_play (f->session)->note, ==, "Fine.");
  g_clear_error (&expected);

  /* A control character: the same. */
  g_assert_false (gk_play_location_check ("Club\tRoom 2", &expected));
  gk_play_details_set_location (f->details, "Club\tRoom 2");
  g_assert_cmpstr (gk_play_details_get_location_error (f->details), ==, expected->message);

  loaded = saved (f);
  g_assert_cmpstr (loaded->play->location, ==, "Club");
  g_assert_cmpstr (loaded->play->note, ==, "Fine.");

  /* Put right: saved, the reason gone (100 characters, not bytes). */
  gk_play_details_set_location (f->details, longest);
  g_assert_null (gk_play_details_get_location_error (f->details));
  g_assert_cmpstr (gk_session_get_play (f->session)->location, ==, longest);
  /* The note still waits for a shorter text. */
  g_assert_nonnull (gk_play_details_get_note_error (f->details));
}

/* ---- the record changing under an edit ---- */

static void
test_record_changes (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *long_location = repeat ("x", GK_PLAY_MAX_LOCATION + 5);
  g_autoptr(GkPlayRecord) play = NULL;
  g_autoptr(GkGame) another = gk_app_test_new_game ("Cili");

  gk_play_details_set_location (f->details, "Club");
  gk_play_details_set_location (f->details, long_location);
  g_assert_nonnull (gk_play_details_get_location_error (f->details));

  /* The note changes elsewhere: it follows, the location being typed stays. */
  play = gk_play_record_copy (gk_session_get_play (f->session));
  gk_play_record_set_note (play, "From elsewhere");
  g_assert_true (gk_session_set_play (f->session, play, NULL));
  g_assert_cmpstr (gk_play_details_get_note (f->details), ==, "From elsewhere");
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, long_location);
  g_assert_nonnull (gk_play_details_get_location_error (f->details));

  /* A move that changes the record (its times) keeps the edit too. */
  gk_app_test_play (gk_session_get_game (f->session));
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, long_location);

  /* Another play: its own details, no refusal left over. */
  gk_session_start_game (f->session, another);
  g_assert_cmpstr (gk_play_details_get_location (f->details), ==, "");
  g_assert_cmpstr (gk_play_details_get_note (f->details), ==, "");
  g_assert_null (gk_play_details_get_location_error (f->details));
  g_assert_true (gk_play_details_get_available (f->details));

  /* None: nothing to show, nothing saved. */
  gk_session_close (f->session);
  g_assert_false (gk_play_details_get_available (f->details));
  gk_play_details_set_location (f->details, "Nowhere");
  g_assert_null (gk_session_get_play (f->session));
}

/* ---- when it started, how long it has been played ---- */

static void
test_started (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GDateTime) future = NULL;
  g_autoptr(GDateTime) yesterday = NULL;
  g_autoptr(GkPlayRecord) play = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  GkTime expected;

  g_assert_nonnull (gk_play_details_get_playing_time (f->details));

  future = g_date_time_add_days (gk_play_details_get_started (f->details), 2);
  g_assert_false (gk_play_details_set_started (f->details, future, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_cmpstr (gk_play_details_get_started_error (f->details), ==,
                   "A play cannot start in the future.");
  g_clear_error (&error);

  yesterday = g_date_time_new (g_date_time_get_timezone (gk_play_details_get_started (f->details)),
                               2026, 11, 24, 20, 15, 0);
  g_assert_true (gk_play_details_set_started (f->details, yesterday, &error));
  g_assert_no_error (error);
  g_assert_null (gk_play_details_get_started_error (f->details));
  g_assert_cmpstr (gk_play_details_get_started_text (f->details), ==, "24 November 2026, 20:15");
  gk_time_from_date_time (&expected, yesterday);
  loaded = saved (f);
  g_assert_cmpint (loaded->play->started.usec, ==, expected.usec);
  g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, 1);
  /* From the start a day ago to the move now: a pause, not playing time. */
  g_assert_cmpstr (gk_play_details_get_playing_time (f->details), ==,
                   "0 s, pauses over 30 min not counted");

  /* Not after it finished. */
  play = gk_play_record_copy (gk_session_get_play (f->session));
  g_assert_true (gk_time_parse ("2026-11-24T21:00:00+01:00", &play->finished));
  g_assert_true (gk_session_set_play (f->session, play, NULL));
  {
    g_autoptr(GDateTime) late = g_date_time_add_hours (yesterday, 3);

    g_assert_false (gk_play_details_set_started (f->details, late, &error));
    g_assert_nonnull (strstr (error->message, "after it finished (24 November 2026, 21:00)"));
    g_assert_cmpint (gk_session_get_play (f->session)->started.usec, ==, expected.usec);
  }
}

/* ---- a save that fails ---- */

static void
test_save_fails (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *note = g_strchomp (repeat ("Ginkgo ", 250));
  g_autoptr(GkGameFile) loaded = NULL;
  g_autoptr(GFileInfo) info = NULL;
  struct rlimit saved_limit, limit;

  /* A full disk: no file may grow past its size now. */
  info = g_file_query_info (gk_session_get_file (f->session), G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  limit = saved_limit;
  limit.rlim_cur = (rlim_t) g_file_info_get_size (info) + 200;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

  gk_play_details_set_note (f->details, note);
  gk_session_flush (f->session);
  /* The session says why; the edit stays, in the field and the record. */
  g_assert_nonnull (gk_session_get_save_error (f->session));
  g_assert_null (gk_play_details_get_note_error (f->details));
  g_assert_cmpstr (gk_play_details_get_note (f->details), ==, note);
  g_assert_cmpstr (gk_session_get_play (f->session)->note, ==, note);

  /* Try Again, with room on the disk: saved. */
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  gk_session_retry_save (f->session);
  loaded = saved (f);
  g_assert_null (gk_session_get_save_error (f->session));
  g_assert_cmpstr (loaded->play->note, ==, note);
  g_assert_cmpuint (gk_game_get_cursor (loaded->game), ==, 1);
}

/* ---- a position ---- */

static void
test_position (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GkTable) table = gk_position_build (position, NULL, NULL);

  gk_session_set_position (f->session, table, NULL);
  g_assert_true (gk_play_details_get_available (f->details));
  /* Entered after the game: no start, no playing time. */
  g_assert_null (gk_play_details_get_started (f->details));
  g_assert_cmpstr (gk_play_details_get_started_text (f->details), ==, "Not recorded");
  g_assert_null (gk_play_details_get_playing_time (f->details));
  gk_play_details_set_location (f->details, "Club");
  g_assert_cmpstr (gk_session_get_play (f->session)->location, ==, "Club");
}

/* ---- places played at before ---- */

static void
test_suggestions (Fixture       *f,
                  gconstpointer  data)
{
  const char *locations[] = { "Anna's flat", NULL, " anna's FLAT ", "", "Club", "Anna’s flat" };
  const char * const *suggestions;

  g_assert_cmpuint (g_strv_length ((GStrv) gk_play_details_get_suggestions (f->details)), ==, 0);
  gk_play_details_suggest (f->details, locations, G_N_ELEMENTS (locations));
  suggestions = gk_play_details_get_suggestions (f->details);
  g_assert_cmpuint (g_strv_length ((GStrv) suggestions), ==, 3);
  g_assert_cmpstr (suggestions[0], ==, "Anna's flat");
  g_assert_cmpstr (suggestions[1], ==, "Club");
  g_assert_cmpstr (suggestions[2], ==, "Anna’s flat");
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add ("/play-details/saved-at-once", Fixture, NULL, fixture_set_up, test_saved_at_once,
              fixture_tear_down);
  g_test_add ("/play-details/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  g_test_add ("/play-details/record-changes", Fixture, NULL, fixture_set_up, test_record_changes,
              fixture_tear_down);
  g_test_add ("/play-details/started", Fixture, NULL, fixture_set_up, test_started,
              fixture_tear_down);
  g_test_add ("/play-details/save-fails", Fixture, NULL, fixture_set_up, test_save_fails,
              fixture_tear_down);
  g_test_add ("/play-details/position", Fixture, NULL, fixture_set_up, test_position,
              fixture_tear_down);
  g_test_add ("/play-details/suggestions", Fixture, NULL, fixture_set_up, test_suggestions,
              fixture_tear_down);

  return g_test_run ();
}
