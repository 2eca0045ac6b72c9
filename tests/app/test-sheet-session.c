/* test-sheet-session.c: the score sheet a window has open, without a
 * display: a new sheet made in the library with its first bytes, its file
 * claimed while it is open (a second session is refused and the first
 * asked to come to the front), let go once its last change is on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-app-test-util.h"
#include "gk-sheet-file.h"
#include "gk-sheet-session.h"

static GkLibrary *
library_new (void)
{
  g_autoptr(GFile) folder = gk_library_get_default_folder ();

  gk_app_test_clear_data ();
  g_assert_true (g_file_make_directory_with_parents (folder, NULL, NULL));
  return gk_library_new (folder);
}

static void
count (guint *n)
{
  (*n)++;
}

static void
test_start_and_claim (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSheetSession) session = gk_sheet_session_new (library);
  g_autoptr(GkSheetSession) second = gk_sheet_session_new (library);
  g_autoptr(GkSheet) saved = NULL;
  g_autoptr(GError) error = NULL;
  GkSheet *sheet = gk_sheet_new (&gk_sheet_underwater_cities, 2, 0);
  GkSheetDraft *draft;
  g_autoptr(GFile) file = NULL;
  guint presented = 0, draft_changed = 0;

  g_signal_connect_swapped (session, "present", G_CALLBACK (count), &presented);
  g_signal_connect_swapped (session, "notify::draft", G_CALLBACK (count), &draft_changed);
  gk_sheet_set_player_name (sheet, 0, "Anna");
  g_assert_true (gk_sheet_session_start (session, sheet, NULL, &error));
  g_assert_no_error (error);
  draft = gk_sheet_session_get_draft (session);
  g_assert_nonnull (draft);
  g_assert_cmpuint (draft_changed, ==, 1);
  file = g_object_ref (gk_sheet_draft_get_file (draft));
  /* in the library, whole before anything is entered */
  g_assert_true (gk_library_contains (library, file));
  gk_sheet_draft_flush (draft);
  saved = gk_sheet_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_sheet_get_player_name (saved, 0), ==, "Anna");
  g_assert_true (gk_library_get_holder (library, file) == G_OBJECT (session));

  /* Another window asks for it: refused, the first one comes forward. */
  g_assert_false (gk_sheet_session_open (second, draft, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_assert_cmpuint (presented, ==, 1);
  g_assert_null (gk_sheet_session_get_draft (second));
  g_clear_error (&error);
  /* Opened again where it is: nothing changes. */
  g_assert_true (gk_sheet_session_open (session, draft, &error));
  g_assert_cmpuint (draft_changed, ==, 1);

  /* Closed: let go, and the other can have it. */
  g_object_ref (draft);
  gk_sheet_session_close (session);
  g_assert_null (gk_sheet_session_get_draft (session));
  g_assert_null (gk_library_get_holder (library, file));
  g_assert_true (gk_sheet_session_open (second, draft, &error));
  g_assert_no_error (error);
  g_assert_true (gk_library_get_holder (library, file) == G_OBJECT (second));
  g_object_unref (draft);
  g_clear_object (&second);
  /* a session that goes lets its file go */
  g_assert_null (gk_library_get_holder (library, file));
}

/* A name its file cannot hold: the new sheet is refused with the reason,
 * and no file, not even an empty one, is left in the library. */
static void
test_start_refuses_unwritable (void)
{
  g_autoptr(GkLibrary) library = library_new ();
  g_autoptr(GkSheetSession) session = gk_sheet_session_new (library);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = gk_library_get_default_folder ();
  g_autoptr(GFileEnumerator) files = NULL;
  GkSheet *sheet = gk_sheet_new (&gk_sheet_seven_wonders, 3, 0);

  gk_sheet_set_player_name (sheet, 1, "Béla\357\277\276");
  g_assert_false (gk_sheet_session_start (session, sheet, NULL, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_nonnull (strstr (error->message, "U+FFFE"));
  g_assert_null (gk_sheet_session_get_draft (session));
  g_clear_error (&error);
  files = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                     G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (g_file_enumerator_next_file (files, NULL, &error));
  g_assert_no_error (error);
}

/* Without a library: kept in memory, nothing claimed. */
static void
test_in_memory (void)
{
  g_autoptr(GkSheetSession) session = gk_sheet_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_sheet_session_start (session, gk_sheet_new (&gk_sheet_blueprints, 2, 0),
                                         NULL, &error));
  g_assert_no_error (error);
  g_assert_null (gk_sheet_draft_get_file (gk_sheet_session_get_draft (session)));
  gk_sheet_session_close (session);
  g_assert_null (gk_sheet_session_get_draft (session));
}

/* Each named seat of a new sheet is the person its name stands for, the
 * same one in the next sheet; a seat left unnamed is nobody. */
static void
test_persons (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gk-sheet-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "people.ini", NULL);
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (path);
  g_autoptr(GkSheetSession) session = gk_sheet_session_new (NULL);
  static const char *const names[] = { "Anna", "", "Vera", NULL };
  g_autofree char *anna = NULL;
  GkPlayRecord *play;
  g_autoptr(GError) error = NULL;

  gk_sheet_session_set_profiles (session, profiles);
  g_assert_true (gk_sheet_session_start (session, gk_sheet_new (&gk_sheet_underwater_cities, 3, 0),
                                         names, &error));
  g_assert_no_error (error);
  play = gk_sheet_get_play (gk_sheet_draft_get_sheet (gk_sheet_session_get_draft (session)));
  g_assert_cmpuint (play->persons->len, ==, 3);
  g_assert_nonnull (g_ptr_array_index (play->persons, 0));
  anna = g_strdup (g_ptr_array_index (play->persons, 0));
  g_assert_null (g_ptr_array_index (play->persons, 1));
  g_assert_nonnull (g_ptr_array_index (play->persons, 2));

  /* the next sheet: Anna is the same person */
  gk_sheet_session_close (session);
  g_assert_true (gk_sheet_session_start (session, gk_sheet_new (&gk_sheet_blueprints, 2, 0),
                                         names, &error));
  play = gk_sheet_get_play (gk_sheet_draft_get_sheet (gk_sheet_session_get_draft (session)));
  g_assert_cmpstr (g_ptr_array_index (play->persons, 0), ==, anna);
  gk_sheet_session_close (session);
  g_clear_object (&profiles);
  gk_app_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

  g_test_add_func ("/sheet-session/start-and-claim", test_start_and_claim);
  g_test_add_func ("/sheet-session/in-memory", test_in_memory);
  g_test_add_func ("/sheet-session/start-refuses-unwritable", test_start_refuses_unwritable);
  g_test_add_func ("/sheet-session/persons", test_persons);

  return g_test_run ();
}
