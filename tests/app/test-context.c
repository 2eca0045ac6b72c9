/* test-context.c: what every window shares, without a display: the names
 * the history offers follow its people, the last game's players are kept
 * in the settings, and a new game from the session gets its record, its
 * persons and the players remembered in one step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gk-app-test-util.h"
#include "gk-context.h"

typedef struct
{
  char              *dir;
  GkLibrary         *library;
  GkHistoryIndex    *history;
  GkHistoryProfiles *profiles;
  GkContext         *context;
  guint              notified;
} Fixture;

static void
count_notify (Fixture *f)
{
  f->notified++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *games = NULL;
  g_autofree char *index = NULL;
  g_autofree char *people = NULL;
  g_autoptr(GFile) folder = NULL;

  gk_app_test_clear_data ();
  f->dir = g_dir_make_tmp ("gk-context-XXXXXX", NULL);
  games = g_build_filename (f->dir, "games", NULL);
  index = g_build_filename (f->dir, "history.sqlite", NULL);
  people = g_build_filename (f->dir, "people.json", NULL);
  g_mkdir (games, 0700);
  folder = g_file_new_for_path (games);
  f->library = gk_library_new (folder);
  f->history = gk_history_index_new (games, index);
  f->profiles = gk_history_profiles_new (people);
  f->context = gk_context_new (f->library, f->history, f->profiles, NULL);
  g_signal_connect_swapped (f->context, "notify::known-names", G_CALLBACK (count_notify), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->context);
  g_assert_finalize_object (f->profiles);
  g_assert_finalize_object (f->history);
  g_assert_finalize_object (f->library);
  gk_app_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* The context hands out what it was made with; the process's context is one. */
static void
test_parts (Fixture       *f,
            gconstpointer  data)
{
  g_assert_true (gk_context_get_library (f->context) == f->library);
  g_assert_true (gk_context_get_history (f->context) == f->history);
  g_assert_true (gk_context_get_profiles (f->context) == f->profiles);
  /* The test's schema is installed: the settings are there. */
  g_assert_nonnull (gk_context_get_settings (f->context));
  g_assert_true (gk_context_get_default () == gk_context_get_default ());
  g_assert_true (gk_context_get_library (gk_context_get_default ()) == gk_library_get_default ());
}

/* Someone the user names is offered from then on, and a new name is
 * notified once. */
static void
test_known_names (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *anna = gk_history_profiles_person_for_name (f->profiles, "Anna");
  g_autoptr(GError) error = NULL;
  const char * const *names;

  g_assert_cmpuint (g_strv_length ((char **) gk_context_get_known_names (f->context)), ==, 0);
  gk_context_get_history (f->context);
  g_assert_cmpuint (f->notified, ==, 0);

  g_assert_true (gk_history_profiles_rename (f->profiles, anna, "Anna Kovács", &error));
  g_assert_no_error (error);
  names = gk_context_get_known_names (f->context);
  g_assert_cmpuint (f->notified, ==, 1);
  g_assert_true (g_strv_contains (names, "Anna Kovács"));
}

/* The last game's players, kept in the settings and given back. */
static void
test_last_players (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  setup->players[1].colour = GK_PLAYER_COLOUR_ORANGE;
  gk_context_remember_players (f->context, setup);
  names = gk_context_dup_last_players (f->context, &colours);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_cmpstr (names[0], ==, "Anna");
  g_assert_cmpstr (names[1], ==, "Béla");
  g_assert_cmpuint (g_strv_length (colours), ==, 2);
  g_assert_cmpstr (colours[1], ==, gk_player_colour_to_string (GK_PLAYER_COLOUR_ORANGE));

  /* A score sheet's players: their names, the colours left as they were. */
  {
    static const char *const sheet_names[] = { "Vera", "Zoé", "Ádám", NULL };
    g_auto(GStrv) again = NULL;
    g_auto(GStrv) kept = NULL;

    gk_context_remember_names (f->context, sheet_names);
    again = gk_context_dup_last_players (f->context, &kept);
    g_assert_true (g_strv_equal ((const char * const *) again, sheet_names));
    g_assert_true (g_strv_equal ((const char * const *) kept, (const char * const *) colours));
  }
}

/* A new game of a setup: a new identity, its start, each named seat's
 * person as the profiles know them, and the players remembered. */
static void
test_new_game (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GkSession) session = gk_session_new_for_context (f->context);
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *anna = gk_history_profiles_person_for_name (f->profiles, "Anna");
  g_auto(GStrv) names = NULL;
  const GkPlayRecord *record;

  g_assert_true (gk_session_get_context (session) == f->context);
  g_assert_true (gk_session_get_library (session) == f->library);
  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  game = gk_session_new_game (session, setup, &error);
  g_assert_no_error (error);
  record = gk_game_get_play (game);
  g_assert_nonnull (record->id);
  g_assert_true (record->started.set);
  g_assert_cmpstr (gk_play_record_get_person (record, 0), ==, anna);
  g_assert_nonnull (gk_play_record_get_person (record, 1));
  g_assert_cmpstr (gk_play_record_get_person (record, 1), !=, anna);
  /* two seats never share a person */
  g_assert_cmpstr (gk_play_record_get_person (record, 2), !=, gk_play_record_get_person (record, 1));
  names = gk_context_dup_last_players (f->context, NULL);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[1], ==, "Béla");

  /* Started, it is tracked as it is: its record is not made again. */
  gk_session_start_game (session, game);
  g_assert_true (gk_game_get_play (gk_session_get_game (session)) == record);
  gk_session_flush (session);

  /* The box refuses a setup: no game, and nothing remembered. */
  gk_setup_set_player_name (setup, 0, "Cili");
  setup->players[1].colour = setup->players[0].colour;
  g_clear_pointer (&names, g_strfreev);
  g_clear_object (&game);
  game = gk_session_new_game (session, setup, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  names = gk_context_dup_last_players (f->context, NULL);
  g_assert_cmpstr (names[0], ==, "Anna");
  gk_session_close (session);
}

static void
test_preconditions (void)
{
  ASSERT_REFUSED ("*GK_IS_LIBRARY*",
                  gk_context_new ((GkLibrary *) g_object_new (G_TYPE_OBJECT, NULL) , NULL, NULL,
                                  NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_CONTEXT*", gk_context_get_library (NULL) == NULL);
  ASSERT_REFUSED ("*setup*", (gk_context_remember_players (gk_context_get_default (), NULL),
                              TRUE));
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/context/parts", test_parts);
  ADD ("/context/known-names", test_known_names);
  ADD ("/context/last-players", test_last_players);
  ADD ("/context/new-game", test_new_game);
#undef ADD
  g_test_add_func ("/context/preconditions", test_preconditions);

  return g_test_run ();
}
