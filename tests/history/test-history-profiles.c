/* test-history-profiles.c: persons keep their identity, and profiles.ini
 * loses nothing it cannot read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "gk-history-profiles.h"
#include "gk-history-test-util.h"

/* uuid5 of "ginkgo-companion person\nanna" in the app's namespace, worked
 * out apart from the code (Python's uuid.uuid5): the same on every machine. */
#define ANNA_ID "f01bb1cd-3bbd-5188-b9a6-db3ced0e25ac"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = gk_history_test_make_dir ();
  f->path = g_build_filename (f->dir, "profiles.ini", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_history_test_remove_tree (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static char *
person (GkHistoryProfiles *profiles,
        const char        *name)
{
  char *id = gk_history_profiles_person_for_name (profiles, name);

  g_assert_nonnull (id);
  return id;
}

/* ---- identities ---- */

/* A name is a person however it is typed, with a UUID derived from it that
 * any machine derives too; HAL is one fixed person, never a name. */
static void
test_derived (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
  g_autofree char *anna = person (profiles, "Anna");
  g_autofree char *spaced = person (profiles, "  ANNA ");
  g_autofree char *bela = person (profiles, "Béla");
  g_autofree char *hal_name = person (profiles, "HAL");
  g_autofree char *no_profiles = gk_history_person_id (NULL, "anna", NULL);
  g_autofree char *hal = NULL;
  GkHistoryPlayer opponent = { NULL, GK_PLAYER_COLOUR_BLACK, GK_HISTORY_SEAT_HAL };
  GkHistoryPlayer named = { (char *) "Anna", GK_PLAYER_COLOUR_WHITE, 0 };

  g_assert_cmpstr (anna, ==, ANNA_ID);
  g_assert_cmpstr (spaced, ==, ANNA_ID);
  g_assert_cmpstr (no_profiles, ==, ANNA_ID);
  g_assert_cmpstr (bela, !=, anna);
  g_assert_true (gk_play_id_is_valid (bela));
  g_assert_null (gk_history_profiles_person_for_name (profiles, "   "));

  /* The solo opponent is GK_PERSON_HAL; a person called HAL is a person. */
  hal = gk_history_player_person_id (profiles, &opponent);
  g_assert_cmpstr (hal, ==, GK_PERSON_HAL);
  g_assert_cmpstr (hal_name, !=, GK_PERSON_HAL);

  /* A seat whose file names its person is that person, whatever its name. */
  named.person = (char *) "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91";
  {
    g_autofree char *id = gk_history_player_person_id (profiles, &named);

    g_assert_cmpstr (id, ==, named.person);
  }
  /* Reading changed nothing on disk. */
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

static void
count_signal (gpointer  object,
              guint    *count)
{
  (*count)++;
}

/* A rename keeps the UUID: the old and the new name both stand for the
 * person, in this run and the next. */
static void
test_rename (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
    g_autofree char *bela = person (profiles, "Béla");
    guint changed = 0;

    g_signal_connect (profiles, "changed", G_CALLBACK (count_signal), &changed);
    g_assert_true (gk_history_profiles_rename (profiles, ANNA_ID, " Anna Kovács ", &error));
    g_assert_no_error (error);
    g_assert_cmpuint (changed, ==, 1);

    /* Another person's name the profiles know is refused: that is a merge. */
    g_assert_true (gk_history_profiles_rename (profiles, bela, "Béla Nagy", &error));
    g_assert_false (gk_history_profiles_rename (profiles, ANNA_ID, "béla nagy", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
    g_clear_error (&error);
    g_assert_false (gk_history_profiles_rename (profiles, ANNA_ID, "  ", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }

  {
    g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
    g_autofree char *old_name = person (profiles, "anna");
    g_autofree char *new_name = person (profiles, "ANNA KOVÁCS");
    g_autofree char *given = gk_history_profiles_dup_name (profiles, ANNA_ID);

    g_assert_cmpstr (old_name, ==, ANNA_ID);
    g_assert_cmpstr (new_name, ==, ANNA_ID);
    g_assert_cmpstr (given, ==, "Anna Kovács");
    g_assert_null (gk_history_profiles_get_problem (profiles));
  }
}

/* "The same person as": the merged UUID stands for the surviving one, a
 * colour moves along, twice is refused, a hand-made cycle ends. */
static void
test_merge (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
  g_autofree char *bela = person (profiles, "Béla");
  g_autofree char *cili = person (profiles, "Cili");
  g_autoptr(GError) error = NULL;
  GkPlayerColour colour;

  g_assert_true (gk_history_profiles_set_colour (profiles, bela, GK_PLAYER_COLOUR_PURPLE,
                                                 &error));
  g_assert_true (gk_history_profiles_merge (profiles, bela, ANNA_ID, &error));
  g_assert_no_error (error);
  {
    g_autofree char *by_name = person (profiles, "BÉLA");
    g_autofree char *by_file = gk_history_person_id (profiles, "Whoever", bela);

    g_assert_cmpstr (by_name, ==, ANNA_ID);
    g_assert_cmpstr (by_file, ==, ANNA_ID);
  }
  g_assert_true (gk_history_profiles_get_colour (profiles, ANNA_ID, &colour));
  g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_PURPLE);

  g_assert_false (gk_history_profiles_merge (profiles, bela, ANNA_ID, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);

  /* A chain: Cili into Béla, who is Anna. */
  g_assert_true (gk_history_profiles_merge (profiles, cili, bela, &error));
  {
    g_autofree char *id = person (profiles, "cili");

    g_assert_cmpstr (id, ==, ANNA_ID);
  }

  /* A cycle typed by hand still gives an answer. */
  {
    g_autofree char *text = g_strdup_printf ("[merged]\n%s=%s\n%s=%s\n", ANNA_ID, bela, bela,
                                             ANNA_ID);
    g_autoptr(GkHistoryProfiles) cyclic = NULL;
    g_autofree char *id = NULL;

    g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
    cyclic = gk_history_profiles_new (f->path);
    id = person (cyclic, "anna");
    g_assert_true (g_str_equal (id, ANNA_ID) || g_str_equal (id, bela));
  }
}

/* The file of the version before (aliases, names and colours by name key,
 * as GKeyFile wrote them): read as it was meant. */
static void
test_older_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autofree char *expected = gk_history_person_id_from_key ("anna kovács");
  g_autofree char *given = NULL;
  GkPlayerColour colour;

  g_assert_true (g_file_set_contents (f->path,
                                      "[aliases]\n"
                                      "béla=Anna Kovács\n"
                                      "anna=Anna Kovács\n"
                                      "\n"
                                      "[names]\n"
                                      "anna%20kovács=Anna Kovács\n"
                                      "\n"
                                      "[colours]\n"
                                      "anna%20kovács=black\n", -1, NULL));
  profiles = gk_history_profiles_new (f->path);
  for (guint i = 0; i < 3; i++)
    {
      static const char *const names[] = { "Béla", "anna", "Anna  Kovács" };
      g_autofree char *id = person (profiles, names[i]);

      g_assert_cmpstr (id, ==, expected);
    }
  given = gk_history_profiles_dup_name (profiles, expected);
  g_assert_cmpstr (given, ==, "Anna Kovács");
  g_assert_true (gk_history_profiles_get_colour (profiles, expected, &colour));
  g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_BLACK);
  g_assert_null (gk_history_profiles_get_problem (profiles));
}

/* ---- the file, line by line ---- */

/* Every line of @before is in @after, in the same order. */
static void
assert_lines_kept (const char *before,
                   const char *after)
{
  g_auto(GStrv) old_lines = g_strsplit (before, "\n", -1);
  g_auto(GStrv) new_lines = g_strsplit (after, "\n", -1);
  guint j = 0;

  for (guint i = 0; old_lines[i] != NULL; i++)
    {
      if (old_lines[i][0] == '\0' && old_lines[i + 1] == NULL)
        break;
      while (new_lines[j] != NULL && !g_str_equal (new_lines[j], old_lines[i]))
        j++;
      if (new_lines[j] == NULL)
        g_error ("line “%s” was not written back", old_lines[i]);
      j++;
    }
}

/* A bad line in the middle, and a sync tool's conflict: every entry after
 * them is read, the problem is told once, and an edit writes back every
 * line it did not understand exactly where it was. */
static void
test_bad_line (Fixture       *f,
               gconstpointer  data)
{
  static const char text[] =
    "# the players' profiles\n"
    "[colours]\n"
    "anna=orange\n"
    "this line is no entry\n"
    "béla=green\n"
    "[persons]\n"
    "<<<<<<< HEAD\n"
    "cili=0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91\n"
    "=======\n"
    "dani=0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a92\n"
    ">>>>>>> sync-conflict\n"
    "[a group of a later version]\n"
    "future-key=with\\sa value\n"
    "weird \\q escape=1\n"
    "bad=escape\\q\n"
    "\xff\xfe not UTF-8\n"
    "[colours]\n"
    "zo%C3%AB=white\r\n";
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char *bela = NULL;
  g_autofree char *problem = NULL;
  GkPlayerColour colour;

  g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
  profiles = gk_history_profiles_new (f->path);

  /* What came after the bad lines is read. */
  bela = person (profiles, "Béla");
  g_assert_true (gk_history_profiles_get_colour (profiles, bela, &colour));
  g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_GREEN);
  {
    g_autofree char *cili = person (profiles, "Cili");
    g_autofree char *dani = person (profiles, "Dani");
    g_autofree char *zoe = person (profiles, "Zoë");

    g_assert_cmpstr (cili, ==, "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
    g_assert_cmpstr (dani, ==, "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a92");
    g_assert_true (gk_history_profiles_get_colour (profiles, zoe, &colour));
    g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_WHITE);
  }

  /* Told once: six lines, the first the fourth. */
  g_object_get (profiles, "problem", &problem, NULL);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem, ==, gk_history_profiles_get_problem (profiles));
  g_assert_nonnull (strstr (problem, "6 lines"));
  g_assert_nonnull (strstr (problem, "line 4"));

  /* An edit: the file keeps every line, the new one in its group. */
  g_assert_true (gk_history_profiles_set_colour (profiles, ANNA_ID, GK_PLAYER_COLOUR_BLACK,
                                                 &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (f->path, &after, NULL, NULL));
  assert_lines_kept (text, after);
  g_assert_nonnull (strstr (after, "this line is no entry\nbéla=green\n"));
  g_assert_nonnull (strstr (after, "\xff\xfe not UTF-8\n"));
  g_assert_nonnull (strstr (after, "zo%C3%AB=white\r\n"));
  g_assert_nonnull (strstr (after, "[person-colours]\n" ANNA_ID "=black\n"));
  g_assert_true (gk_history_profiles_get_colour (profiles, ANNA_ID, &colour));
  g_assert_cmpint (colour, ==, GK_PLAYER_COLOUR_BLACK);

  /* A second edit changes its own line in place. */
  g_assert_true (gk_history_profiles_set_colour (profiles, ANNA_ID, GK_PLAYER_COLOUR_WHITE,
                                                 &error));
  {
    g_autofree char *again = NULL;
    g_autofree char *expected = g_strdup (after);
    char *line = strstr (expected, ANNA_ID "=black");

    g_assert_true (g_file_get_contents (f->path, &again, NULL, NULL));
    memcpy (line + strlen (ANNA_ID "="), "white", 5);
    g_assert_cmpstr (again, ==, expected);
  }
}

/* Another program's change since the file was read is kept by an edit. */
static void
test_edit_reads_again (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (f->path,
                                      "[person-names]\n0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91=Cili\n",
                                      -1, NULL));
  g_assert_true (gk_history_profiles_rename (profiles, ANNA_ID, "Anna K.", &error));
  g_assert_true (g_file_get_contents (f->path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91=Cili\n"));
  g_assert_nonnull (strstr (after, ANNA_ID "=Anna K.\n"));
}

/* A profiles file that cannot be read is told, and never written over. */
static void
test_unreadable (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
  profiles = gk_history_profiles_new (f->path);
  g_assert_nonnull (gk_history_profiles_get_problem (profiles));
  g_assert_false (gk_history_profiles_rename (profiles, ANNA_ID, "Anna K.", &error));
  g_assert_nonnull (error);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_DIR));
  g_assert_finalize_object (g_steal_pointer (&profiles));
}

/* An empty list of plays, each freed with it. */
static GPtrArray *
plays_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_play_free);
}

/* For type-ahead: everyone once, most plays first, HAL left out, people
 * named in the profiles who never played included. */
static void
test_list_persons (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);
  g_autoptr(GPtrArray) plays = plays_new ();
  g_autoptr(GPtrArray) persons = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dora = person (profiles, "Dóra");
  static const char *const tables[][2] = {
    { "Béla", "anna" }, { "ANNA", NULL }, { "Cili", "béla" }, { "anna", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      GkHistoryPlay *play = gk_history_play_new ();

      for (guint s = 0; s < 2 && tables[i][s] != NULL; s++)
        {
          GkHistoryPlayer p = { g_strdup (tables[i][s]), GK_PLAYER_COLOUR_WHITE, (gint) s };

          g_array_append_val (play->players, p);
        }
      if (tables[i][1] == NULL)
        {
          GkHistoryPlayer hal = { NULL, GK_PLAYER_COLOUR_BLACK, GK_HISTORY_SEAT_HAL };

          hal.person = g_strdup (GK_PERSON_HAL);
          g_array_append_val (play->players, hal);
        }
      g_ptr_array_add (plays, play);
    }
  g_assert_true (gk_history_profiles_rename (profiles, dora, "Dóra", &error));
  g_assert_no_error (error);

  persons = gk_history_profiles_list_persons (profiles, plays);
  g_assert_cmpuint (persons->len, ==, 4);
  {
    static const struct { const char *name; guint plays; } expected[] = {
      { "anna", 3 }, { "Béla", 2 }, { "Cili", 1 }, { "Dóra", 0 },
    };

    for (guint i = 0; i < persons->len; i++)
      {
        GkHistoryPerson *p = g_ptr_array_index (persons, i);
        g_autofree char *id = person (profiles, expected[i].name);

        g_assert_cmpstr (p->name, ==, expected[i].name);
        g_assert_cmpuint (p->plays, ==, expected[i].plays);
        g_assert_cmpstr (p->id, ==, id);
      }
  }
}

static void
test_preconditions (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GkHistoryProfiles) profiles = gk_history_profiles_new (f->path);

  if (!g_test_undefined ())
    return;
  g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*GK_PERSON_HAL*");
  g_assert_false (gk_history_profiles_rename (profiles, GK_PERSON_HAL, "Hal", NULL));
  g_test_assert_expected_messages ();
  g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*gk_play_id_is_valid*");
  g_assert_false (gk_history_profiles_merge (profiles, "anna", ANNA_ID, NULL));
  g_test_assert_expected_messages ();
  g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*name != NULL*");
  g_assert_null (gk_history_person_id (NULL, NULL, NULL));
  g_test_assert_expected_messages ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/history/profiles/derived", test_derived);
  ADD ("/history/profiles/rename", test_rename);
  ADD ("/history/profiles/merge", test_merge);
  ADD ("/history/profiles/older-file", test_older_file);
  ADD ("/history/profiles/bad-line", test_bad_line);
  ADD ("/history/profiles/edit-reads-again", test_edit_reads_again);
  ADD ("/history/profiles/unreadable", test_unreadable);
  ADD ("/history/profiles/list-persons", test_list_persons);
  ADD ("/history/profiles/preconditions", test_preconditions);
#undef ADD

  return g_test_run ();
}
