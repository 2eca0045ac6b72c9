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

  /* Saved already: the file holds what was entered. */
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
}

/* A cell refuses what the category does not allow and says why, naming
 * the cell; the sheet keeps its value. */
static void
test_refusal (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GkSheetDraft) draft = gk_sheet_draft_new (gk_sheet_new (&gk_sheet_seven_wonders, 2, 0),
                                                      fixture->file);

  gk_sheet_draft_set_player_name (draft, 0, "Anna");
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "9"));
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "1200"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “Coins” is a whole number from 0 to 999, not 1200");
  g_assert_cmpint (gk_sheet_get_named (gk_sheet_draft_get_sheet (draft), 0, "coins"), ==, 9);
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("coins"), "nine"));
  g_assert_cmpstr (gk_sheet_draft_get_refusal (draft), ==,
                   "Treasury, Anna: “nine” is not a whole number");
  g_assert_false (gk_sheet_draft_enter (draft, 0, key ("debt"), "2"));
  g_assert_nonnull (strstr (gk_sheet_draft_get_refusal (draft), "needs Cities"));
  /* An accepted entry clears the refusal. */
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("coins"), "10"));
  g_assert_null (gk_sheet_draft_get_refusal (draft));
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
  g_assert_nonnull (gk_sheet_draft_get_save_error (draft));
  g_assert_true (g_str_has_prefix (gk_sheet_draft_get_save_error (draft),
                                   "The sheet could not be saved: "));
  g_assert_cmpint (gk_sheet_draft_get_score (draft)->totals[0], ==, 7);
  g_mkdir (parent, 0700);
  g_assert_true (gk_sheet_draft_enter (draft, 0, key ("wonder"), "8"));
  g_assert_null (gk_sheet_draft_get_save_error (draft));
  g_unlink (missing);
  g_rmdir (parent);
  g_rmdir (dir);
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
  again = gk_sheet_draft_load (fixture->file, &error);
  g_assert_no_error (error);
  g_assert_true (gk_sheet_draft_get_finished (again));
  g_assert_cmpint (gk_sheet_draft_get_score (again)->totals[0], ==, 2);
  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&draft));
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
  g_test_add_func ("/sheets/draft/save-error", test_save_error);
  g_test_add ("/sheets/draft/resume", Fixture, NULL, fixture_set_up, test_resume,
              fixture_tear_down);
  return g_test_run ();
}
