/* test-sheet-draft.c: the sheet being filled in, as a page drives it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "gk-sheet-draft.h"
#include "gk-sheet-file.h"
#include "gk-types.h"

typedef struct
{
  char  *dir;
  GFile *file;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = NULL;

  fixture->dir = g_dir_make_tmp ("gk-sheet-draft-XXXXXX", NULL);
  path = g_build_filename (fixture->dir, "sheet.ginkgo", NULL);
  fixture->file = g_file_new_for_path (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_file_get_path (fixture->file);

  g_unlink (path);
  g_rmdir (fixture->dir);
  g_clear_object (&fixture->file);
  g_free (fixture->dir);
}

static guint
key (const char *name)
{
  gint k = gk_sheet_game_find_key (&gk_sheet_seven_wonders, name);

  g_assert_cmpint (k, >=, 0);
  return (guint) k;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(guint *) data)++;
}

/* Every accepted change is scored, said and saved at once. */
static void
test_enter (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      fixture->file);
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;
  guint winners_changed = 0;
  g_autofree char *text = NULL;

  g_signal_connect (draft, "notify::winners", G_CALLBACK (count_notify), &winners_changed);
  gk_sheet_draft_set_player_name (draft, 0, "Anna");
  gk_sheet_draft_set_player_name (draft, 1, "Béla");
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("coins"), " 14 "));
  g_assert_cmpint (gk_sheet_draft_get_score (draft)->totals[1], ==, 4);
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "Béla");
  g_assert_cmpuint (winners_changed, >=, 1);

  /* Saved in a worker: on disk once the main loop has run. */
  g_assert_true (gk_sheet_draft_is_saving (draft));
  gk_sheet_draft_flush (draft);
  g_assert_false (gk_sheet_draft_is_saving (draft));
  saved = gk_sheet_file_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gk_sheet_get_named (saved, 1, "coins"), ==, 14);
  g_assert_cmpstr (gk_sheet_get_player_name (saved, 0), ==, "Anna");

  text = gk_sheet_draft_key_text (draft, 1, key ("coins"));
  g_assert_cmpstr (text, ==, "14");
  /* Cleared: the key is no longer given. */
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("coins"), ""));
  g_assert_false (gk_sheet_is_set (gk_sheet_draft_get_sheet (draft), 1, key ("coins")));
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "Anna, Béla");
  /* On disk before the fixture's folder is removed. */
  gk_sheet_draft_flush (draft);
}

/* A cell refuses what the category does not allow and says why, naming
 * the cell; the text typed stays the cell's to correct, and the sheet
 * holds no value for it meanwhile (never the "120" typed on the way to
 * "1200"): nobody wins on it. */
static void
test_refusal (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      fixture->file);
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;
  guint has_refused_changed = 0;
  g_autofree char *text = NULL;

  g_signal_connect (draft, "notify::has-refused", G_CALLBACK (count_notify),
                    &has_refused_changed);
  gk_sheet_draft_set_player_name (draft, 0, "Anna");
  gk_sheet_draft_set_player_name (draft, 1, "Béla");
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("civilian"), "3"));
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "9"));
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "120"));
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "Anna");
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "1200"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “Coins” is a whole number from 0 to 999, not 1200");
  g_assert_cmpstr (gk_sheet_draft_get_cell_refusal (draft, 0, key ("coins")), ==,
                   gk_sheet_draft_get_refusal (draft));
  g_assert_null (gk_sheet_draft_get_cell_refusal (draft, 1, key ("coins")));
  text = gk_sheet_draft_key_text (draft, 0, key ("coins"));
  g_assert_cmpstr (text, ==, "1200");
  g_assert_false (gk_sheet_is_set (gk_sheet_draft_get_sheet (draft), 0, key ("coins")));
  g_assert_cmpint (gk_sheet_draft_get_score (draft)->totals[0], ==, 0);
  g_assert_true (gk_sheet_draft_has_refused (draft));
  g_assert_true (gk_sheet_draft_player_has_refused (draft, 0));
  g_assert_false (gk_sheet_draft_player_has_refused (draft, 1));
  g_assert_null (gk_sheet_draft_get_winners (draft));
  g_assert_cmpuint (has_refused_changed, ==, 1);
  /* saved without the number on the way */
  gk_sheet_draft_flush (draft);
  saved = gk_sheet_file_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_false (gk_sheet_is_set (saved, 0, key ("coins")));

  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "-3"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “Coins” is a whole number from 0 to 999, not -3");
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "nine"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “nine” is not a whole number");
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("debt"), "2"));
  g_assert_nonnull (strstr (gk_sheet_draft_get_refusal (draft), "needs Cities"));
  /* Cleared, a cell's refusal goes; the other one still standing is said. */
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("debt"), ""));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “nine” is not a whole number");
  /* Another cell accepted: the refusal still stands. */
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("wonder"), "2"));
  g_assert_nonnull (gk_sheet_draft_get_refusal (draft));
  /* Corrected: the refusal goes, the value counts. */
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "10"));
  g_assert_null (gk_sheet_draft_get_refusal (draft));
  g_assert_false (gk_sheet_draft_has_refused (draft));
  g_assert_cmpuint (has_refused_changed, ==, 2);
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "Béla");
  gk_sheet_draft_flush (draft);
}

/* Underwater Cities: three tied, one player order missing: nobody wins
 * yet, and the score says what it waits for. */
static void
test_undecided (void)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_underwater_cities,
                                                                    3, 0), NULL);
  gint order = gk_sheet_game_find_key (&gk_sheet_underwater_cities, "player-order");

  g_assert_true (gk_sheet_draft_enter (draft, 0, (guint) order, "1"));
  g_assert_true (gk_sheet_draft_enter (draft, 1, (guint) order, "2"));
  g_assert_null (gk_sheet_draft_get_winners (draft));
  g_assert_cmpstr (gk_sheet_draft_get_score (draft)->undecided, ==,
                   "Undecided until the final player order is entered");
  g_assert_true (gk_sheet_draft_enter (draft, 2, (guint) order, "3"));
  g_assert_null (gk_sheet_draft_get_score (draft)->undecided);
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "p1");
}

static void
test_tiebreak_text (void)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      NULL);

  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("civilian"), "5"));
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("civilian"), "5"));
  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("coins"), "2"));
  g_assert_cmpstr (gk_sheet_draft_get_tiebreak_text (draft), ==,
                   "A tie on points goes to the player with more coins; a tie on coins too is "
                   "shared.\nTie at 5 points (p1, p2), decided by more coins: p1 0, p2 2.");
  g_assert_cmpstr (gk_sheet_draft_get_winners (draft), ==, "p2");
}

/* A save that fails is said, nothing is lost, and the next one that works
 * clears it. */
static void
test_save_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-draft-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "gone", "sheet.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (missing);
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      file);
  g_autofree char *parent = g_path_get_dirname (missing);

  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("wonder"), "7"));
  gk_sheet_draft_flush (draft);
  g_assert_nonnull (gk_sheet_draft_get_save_error (draft));
  g_assert_true (g_str_has_prefix (gk_sheet_draft_get_save_error (draft),
                                   "The sheet could not be saved: "));
  g_assert_cmpint (gk_sheet_draft_get_score (draft)->totals[0], ==, 7);
  g_mkdir (parent, 0700);
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("wonder"), "8"));
  gk_sheet_draft_flush (draft);
  g_assert_null (gk_sheet_draft_get_save_error (draft));
  g_unlink (missing);
  g_rmdir (parent);
  g_rmdir (dir);
}

/* A name its file cannot hold (a control character, U+FFFE, bytes that
 * are no UTF-8) is refused by the save with the reason, before anything is
 * written: the file keeps what was saved before, and the next name it
 * can hold is saved with everything entered meanwhile. */
static void
test_save_refuses_unwritable (Fixture       *fixture,
                              gconstpointer  data)
{
  static const char *const names[] = { "Béla\001", "Béla\357\277\276", "Béla\377" };
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 3, 0),
                                                      fixture->file);
  g_autofree char *path = g_file_get_path (fixture->file);
  g_autofree char *before = NULL;

  gk_sheet_draft_set_player_name (draft, 1, "Béla");
  gk_sheet_draft_flush (draft);
  g_assert_null (gk_sheet_draft_get_save_error (draft));
  /* Refused while the save before runs: that save's end does not clear
   * the refusal. */
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("wonder"), "7"));
  gk_sheet_draft_set_player_name (draft, 1, names[0]);
  gk_sheet_draft_flush (draft);
  g_assert_nonnull (gk_sheet_draft_get_save_error (draft));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_nonnull (strstr (before, "Béla"));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *after = NULL;
      const char *said;

      gk_sheet_draft_set_player_name (draft, 1, names[i]);
      gk_sheet_draft_flush (draft);
      said = gk_sheet_draft_get_save_error (draft);
      g_assert_nonnull (said);
      g_assert_true (g_str_has_prefix (said, "The sheet could not be saved: "));
      g_assert_nonnull (strstr (said, "nothing was saved"));
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
      /* Entered meanwhile: kept, and saved with the next name it can hold. */
      g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "3"));
      gk_sheet_draft_flush (draft);
      g_assert_nonnull (gk_sheet_draft_get_save_error (draft));
    }

  gk_sheet_draft_set_player_name (draft, 1, "Béla B.");
  gk_sheet_draft_flush (draft);
  g_assert_null (gk_sheet_draft_get_save_error (draft));
  {
    g_autoptr(GkSheet) saved = NULL;
    g_autoptr(GError) error = NULL;

    saved = gk_sheet_file_load (fixture->file, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (gk_sheet_get_player_name (saved, 1), ==, "Béla B.");
    g_assert_cmpint (gk_sheet_get_named (saved, 0, "coins"), ==, 3);
    g_assert_cmpint (gk_sheet_get_named (saved, 0, "wonder"), ==, 7);
  }
}

/* A draft goes once its last save is done: the worker that wrote it may
 * hold it a moment longer. */
static void
assert_finalized_when_saved (GkSheetDraft *draft)
{
  gpointer weak = draft;
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_object_add_weak_pointer (G_OBJECT (draft), &weak);
  g_object_unref (draft);
  while (weak != NULL && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_null (weak);
}

/* Resumed from its file: the same values, and finished when it was. */
static void
test_resume (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_blueprints, 2, 0),
                                                      fixture->file);
  g_autoptr(GkSheetDraft) again = NULL;
  g_autoptr(GError) error = NULL;
  gint points = gk_sheet_game_find_key (&gk_sheet_blueprints, "round-1-points");

  g_assert_true (gk_sheet_draft_enter (draft, 0, (guint) points, "30"));
  g_assert_false (gk_sheet_draft_get_finished (draft));
  gk_sheet_draft_set_finished (draft, TRUE);
  gk_sheet_draft_flush (draft);
  again = gk_sheet_draft_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_true (gk_sheet_draft_get_finished (again));
  g_assert_cmpint (gk_sheet_draft_get_score (again)->totals[0], ==, 2);
  g_assert_finalize_object (g_steal_pointer (&again));
  assert_finalized_when_saved (g_steal_pointer (&draft));
}

/* A new play: an id and a start; finishing keeps both, writes the end
 * time, and reopening clears only the end. */
static void
test_play (Fixture       *fixture,
           gconstpointer  data)
{
  GkSheet *sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);
  g_autoptr(GkSheetDraft) draft = NULL;
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  GkPlayRecord *play;

  gk_sheet_start_play (sheet);
  play = gk_sheet_get_play (sheet);
  g_assert_true (gk_play_id_is_valid (play->id));
  g_assert_true (play->started.set);
  g_assert_false (play->finished.set);
  id = g_strdup (play->id);
  gk_play_record_set_person (play, 2, "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");

  draft = gk_sheet_draft_new (sheet, fixture->file);
  gk_sheet_draft_set_finished (draft, TRUE);
  gk_sheet_draft_flush (draft);
  saved = gk_sheet_file_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_sheet_get_play (saved)->id, ==, id);
  g_assert_true (gk_sheet_get_play (saved)->finished.set);
  g_assert_cmpint (gk_time_diff_seconds (&gk_sheet_get_play (saved)->finished,
                                         &gk_sheet_get_play (saved)->started), >=, 0);
  g_assert_cmpstr (gk_play_record_get_person (gk_sheet_get_play (saved), 2), ==,
                   "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d");

  gk_sheet_draft_set_finished (draft, FALSE);
  gk_sheet_draft_flush (draft);
  g_clear_pointer (&saved, gk_sheet_unref);
  saved = gk_sheet_file_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_sheet_get_play (saved)->id, ==, id);
  g_assert_true (gk_sheet_get_play (saved)->started.set);
  g_assert_false (gk_sheet_get_play (saved)->finished.set);
}

/* Changes come faster than the disk: saves run one after the other, the
 * last one with the last change, and "saving" is said once each way. */
static void
test_saves_in_order (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 3, 0),
                                                      fixture->file);
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;
  guint saving_changed = 0;

  g_signal_connect (draft, "notify::saving", G_CALLBACK (count_notify), &saving_changed);
  for (guint i = 1; i <= 40; i++)
    {
      g_autofree char *text = g_strdup_printf ("%u", i);

      g_assert_true (gk_sheet_draft_enter (draft, i % 3, key ("coins"), text));
    }
  g_assert_cmpuint (saving_changed, ==, 1);
  gk_sheet_draft_flush (draft);
  g_assert_cmpuint (saving_changed, ==, 2);
  saved = gk_sheet_file_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gk_sheet_get_named (saved, 0, "coins"), ==, 39);
  g_assert_cmpint (gk_sheet_get_named (saved, 1, "coins"), ==, 40);
  g_assert_cmpint (gk_sheet_get_named (saved, 2, "coins"), ==, 38);
}

/* A finished sheet refuses every change until it is reopened. */
static void
test_finished_refuses (void)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      NULL);

  gk_sheet_draft_set_player_name (draft, 0, "Anna");
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "9"));
  gk_sheet_draft_set_finished (draft, TRUE);
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "12"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: The sheet is finished: correct it to change a value");
  g_assert_cmpint (gk_sheet_get_named (gk_sheet_draft_get_sheet (draft), 0, "coins"), ==, 9);
  gk_sheet_draft_set_finished (draft, FALSE);
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "12"));
}

static void
loaded (GObject      *source,
        GAsyncResult *result,
        gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static GkSheetDraft *
load_async (GFile   *file,
            GError **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  gk_sheet_draft_load_async (file, NULL, loaded, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return gk_sheet_draft_load_finish (result, error);
}

/* Loading in a worker: a sheet comes back as a draft of its file; a game
 * file is told apart by its head; a damaged sheet gives the loader's
 * reason. */
static void
test_load_async (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      fixture->file);
  g_autoptr(GkSheetDraft) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (fixture->file);

  g_assert_true (gk_sheet_draft_enter (draft, 1, key ("wonder"), "10"));
  gk_sheet_draft_flush (draft);
  again = load_async (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (gk_sheet_draft_get_file (again), fixture->file));
  g_assert_cmpint (gk_sheet_draft_get_score (again)->totals[1], ==, 10);

  g_assert_true (g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">"
                                      "<setup/></ginkgopolis>\n", -1, NULL));
  g_assert_null (load_async (fixture->file, &error));
  g_assert_error (error, GK_SHEET_ERROR, GK_SHEET_ERROR_NOT_SHEET);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, "<scoresheet version=\"1\" game=\"go\" players=\"2\">"
                                      "<player id=\"p1\"/><player id=\"p2\"/></scoresheet>",
                                      -1, NULL));
  g_assert_null (load_async (fixture->file, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_nonnull (strstr (error->message, "unknown game “go”"));
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/sheets/draft/enter", Fixture, NULL, fixture_set_up, test_enter,
              fixture_tear_down);
  g_test_add ("/sheets/draft/refusal", Fixture, NULL, fixture_set_up, test_refusal,
              fixture_tear_down);
  g_test_add_func ("/sheets/draft/tiebreak-text", test_tiebreak_text);
  g_test_add_func ("/sheets/draft/undecided", test_undecided);
  g_test_add_func ("/sheets/draft/save-error", test_save_error);
  g_test_add ("/sheets/draft/save-refuses-unwritable", Fixture, NULL, fixture_set_up,
              test_save_refuses_unwritable, fixture_tear_down);
  g_test_add ("/sheets/draft/resume", Fixture, NULL, fixture_set_up, test_resume,
              fixture_tear_down);
  g_test_add ("/sheets/draft/play", Fixture, NULL, fixture_set_up, test_play,
              fixture_tear_down);
  g_test_add_func ("/sheets/draft/finished-refuses", test_finished_refuses);
  g_test_add ("/sheets/draft/saves-in-order", Fixture, NULL, fixture_set_up, test_saves_in_order,
              fixture_tear_down);
  g_test_add ("/sheets/draft/load-async", Fixture, NULL, fixture_set_up, test_load_async,
              fixture_tear_down);
  return g_test_run ();
}
