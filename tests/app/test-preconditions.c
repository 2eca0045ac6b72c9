/* test-preconditions.c: the public API of the session, the library and the
 * move being entered refuses what no caller may pass (NULL, an object of
 * another type, a value out of range, an error already set) with a
 * critical that names the condition, a harmless return value, and no
 * change to what it holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gk-app-test-util.h"
#include "gk-library.h"
#include "gk-library-item.h"
#include "gk-move-draft.h"
#include "gk-session.h"

typedef struct
{
  char        *folder_path;
  GFile       *folder;
  GFile       *file;
  GkLibrary   *library;
  GkSession   *session;
  GkGame      *game;
  GkMoveDraft *draft;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->folder_path = g_dir_make_tmp ("gk-preconditions-XXXXXX", &error);
  g_assert_no_error (error);
  f->folder = g_file_new_for_path (f->folder_path);
  f->file = g_file_get_child (f->folder, "game.ginkgo");
  f->library = gk_library_new (f->folder);
  f->session = gk_session_new (f->library);
  f->game = gk_app_test_new_game ("Anna");
  f->draft = gk_move_draft_new (f->game);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->draft);
  g_assert_finalize_object (f->session);
  g_assert_finalize_object (f->game);
  g_assert_finalize_object (f->library);
  g_object_unref (f->file);
  g_rmdir (f->folder_path);
  g_object_unref (f->folder);
  g_free (f->folder_path);
}

static gboolean
skip_unless_undefined (void)
{
  if (g_test_undefined ())
    return FALSE;
  g_test_skip ("calls the API with what it refuses");
  return TRUE;
}

static void
ready (GObject      *source,
       GAsyncResult *result,
       gpointer      user_data)
{
  g_assert_not_reached ();
}

/* ---- the session ---- */

static void
test_session (Fixture       *f,
              gconstpointer  data)
{
  GError *set = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "already set");

  if (skip_unless_undefined ())
    return;

  ASSERT_REFUSED ("*library == NULL || GK_IS_LIBRARY (library)*",
                  gk_session_new ((GkLibrary *) f->game) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_library (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_settings (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_game (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_position (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_file (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_save_error (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_take_notice (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", !gk_session_is_saving (NULL));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", !gk_session_is_saved (NULL));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_start_game (NULL, f->game), TRUE));
  ASSERT_REFUSED ("*GK_IS_GAME (game)*",
                  (gk_session_start_game (f->session, (GkGame *) f->library), TRUE));
  ASSERT_REFUSED ("*position != NULL*", (gk_session_set_position (f->session, NULL, NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_close (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_undo (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_redo (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_retry_save (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_flush (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_present (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", !gk_session_is_played_elsewhere (NULL));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", gk_session_get_holder (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", (gk_session_reload (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*", !gk_session_has_conflict (NULL));
  ASSERT_REFUSED ("*GK_IS_SESSION (self)*",
                  (gk_session_resolve_conflict (NULL, GK_SESSION_KEEP_BOTH), TRUE));
  ASSERT_REFUSED ("*resolution == GK_SESSION_KEEP_THEIRS*",
                  (gk_session_resolve_conflict (f->session, 7), TRUE));
  ASSERT_REFUSED ("*G_IS_FILE (file)*",
                  (gk_session_open_async (f->session, NULL, NULL, ready, NULL), TRUE));
  ASSERT_REFUSED ("*G_IS_FILE (file)*", !gk_session_save_as (f->session, NULL, NULL, NULL));
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  !gk_session_save_as (f->session, NULL, f->file, &set));

  /* Nothing was taken on, nothing written. */
  g_assert_null (gk_session_get_game (f->session));
  g_assert_null (gk_session_get_position (f->session));
  g_assert_null (gk_session_get_file (f->session));
  g_assert_false (g_file_query_exists (f->file, NULL));
  g_assert_cmpstr (set->message, ==, "already set");
  g_error_free (set);
}

/* ---- the library ---- */

static void
test_library (Fixture       *f,
              gconstpointer  data)
{
  GError *set = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "already set");
  g_autoptr(GPtrArray) entries = NULL;

  if (skip_unless_undefined ())
    return;

  ASSERT_REFUSED ("*G_IS_FILE (folder)*", gk_library_new (NULL) == NULL);
  ASSERT_REFUSED ("*entry != NULL*", gk_library_entry_ref (NULL) == NULL);
  ASSERT_REFUSED ("*entry != NULL*", (gk_library_entry_unref (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_get_folder (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*",
                  gk_library_create_file ((GkLibrary *) f->session, "x", 1, NULL) == NULL);
  ASSERT_REFUSED ("*data != NULL || length == 0*",
                  gk_library_create_file (f->library, NULL, 1, NULL) == NULL);
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  gk_library_create_file (f->library, "x", 1, &set) == NULL);
  ASSERT_REFUSED ("*G_IS_FILE (file)*", !gk_library_contains (f->library, NULL));
  ASSERT_REFUSED ("*G_IS_FILE (file)*", (gk_library_track (f->library, NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_import_legacy (NULL, NULL) == 0);
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_list (NULL, NULL, NULL) == NULL);
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  gk_library_list (f->library, NULL, &set) == NULL);
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", (gk_library_refresh (NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_get_entries (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", !gk_library_is_loading (NULL));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_get_problem (NULL) == NULL);
  ASSERT_REFUSED ("*entry != NULL*", gk_library_item_new (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_LIBRARY_ITEM (self)*", gk_library_item_get_entry (NULL) == NULL);
  ASSERT_REFUSED ("*G_IS_FILE (file)*", gk_library_remove (f->library, NULL, NULL) == NULL);
  ASSERT_REFUSED ("*token != NULL*", !gk_library_restore (f->library, NULL, NULL));
  ASSERT_REFUSED ("*token != NULL*", (gk_library_forget (f->library, NULL), TRUE));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (self)*", gk_library_empty_trash (NULL, 0) == 0);
  ASSERT_REFUSED ("*G_IS_FILE (file)*", gk_library_get_holder (f->library, NULL) == NULL);
  ASSERT_REFUSED ("*G_IS_OBJECT (holder)*", !gk_library_claim (f->library, f->file, NULL));
  ASSERT_REFUSED ("*G_IS_FILE (file)*",
                  (gk_library_release (f->library, NULL, G_OBJECT (f->session)), TRUE));

  /* Nothing was made, tracked or claimed: the folder lists nothing. */
  g_assert_null (gk_library_get_holder (f->library, f->file));
  entries = gk_library_list (f->library, NULL, NULL);
  g_assert_nonnull (entries);
  g_assert_cmpuint (entries->len, ==, 0);
  g_assert_cmpstr (set->message, ==, "already set");
  g_error_free (set);
}

/* ---- the move being entered ---- */

static void
test_move_draft (Fixture       *f,
                 gconstpointer  data)
{
  GError *set = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "already set");
  gint x = 7, y = 7;
  GkTile tile = GK_NO_TILE;
  GkBuilding building;

  if (skip_unless_undefined ())
    return;

  ASSERT_REFUSED ("*game == NULL || GK_IS_GAME (game)*",
                  gk_move_draft_new ((GkGame *) f->library) == NULL);
  ASSERT_REFUSED ("*game == NULL || GK_IS_GAME (game)*",
                  (gk_move_draft_set_game (f->draft, (GkGame *) f->library), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_game (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_table (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_player (NULL) == GK_NO_PLAYER);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", (gk_move_draft_clear (NULL), TRUE));
  ASSERT_REFUSED ("*card == GK_NO_CARD*", (gk_move_draft_set_card (f->draft, GK_N_CARDS), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_card (NULL) == GK_NO_CARD);
  ASSERT_REFUSED ("*tile == GK_NO_TILE*", (gk_move_draft_set_tile (f->draft, GK_N_TILES), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_tile (NULL) == GK_NO_TILE);
  ASSERT_REFUSED ("*colour >= -1 && colour < GK_N_COLOURS*",
                  (gk_move_draft_set_tile_colour (f->draft, GK_N_COLOURS), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_tile_colour (NULL) == -1);
  /* a number before a colour, then a number out of range */
  ASSERT_REFUSED ("*self->tile_colour >= 0*", (gk_move_draft_set_tile_number (f->draft, 1), TRUE));
  gk_move_draft_set_tile_colour (f->draft, GK_COLOUR_RED);
  ASSERT_REFUSED ("*number >= 1 && number <= GK_TILES_PER_COLOUR*",
                  (gk_move_draft_set_tile_number (f->draft, GK_TILES_PER_COLOUR + 1), TRUE));
  gk_move_draft_set_tile_colour (f->draft, -1);
  ASSERT_REFUSED ("*take >= GK_TAKE_NONE && take <= GK_TAKE_TILE*",
                  (gk_move_draft_set_take (f->draft, GK_TAKE_TILE + 1), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_take (NULL) == GK_TAKE_NONE);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", (gk_move_draft_set_marker (NULL, 0, 0), TRUE));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_get_marker (NULL, &x, &y));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_pick_cell (NULL, 0, 0));
  ASSERT_REFUSED ("*text != NULL*", !gk_move_draft_enter_text (f->draft, NULL, NULL));
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  !gk_move_draft_enter_text (f->draft, "E R1", &set));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_move (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_preview (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_error (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_is_complete (NULL));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_blocker (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", gk_move_draft_get_targets (NULL) == NULL);
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_is_target (NULL, 0, 0));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_get_new_tile (NULL, &tile, &x, &y));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_get_new_building (NULL, &building));
  ASSERT_REFUSED ("*building != NULL*", !gk_move_draft_get_new_building (f->draft, NULL));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_get_card_cell (NULL, &x, &y));
  ASSERT_REFUSED ("*GK_IS_MOVE_DRAFT (self)*", !gk_move_draft_confirm (NULL, NULL, NULL));
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  !gk_move_draft_confirm (f->draft, NULL, &set));

  /* The draft is as it was: its game, nothing picked, no move made. */
  g_assert_true (gk_move_draft_get_game (f->draft) == f->game);
  g_assert_cmpint (gk_move_draft_get_card (f->draft), ==, GK_NO_CARD);
  g_assert_cmpint (gk_move_draft_get_tile (f->draft), ==, GK_NO_TILE);
  g_assert_cmpint (gk_move_draft_get_tile_colour (f->draft), ==, -1);
  g_assert_cmpint (gk_move_draft_get_take (f->draft), ==, GK_TAKE_NONE);
  g_assert_cmpuint (gk_game_get_cursor (f->game), ==, 0);
  g_assert_cmpint (x, ==, 7);
  g_assert_cmpint (tile, ==, GK_NO_TILE);
  g_assert_cmpstr (set->message, ==, "already set");
  g_error_free (set);
}

int
main (int   argc,
      char *argv[])
{
  gk_app_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/preconditions/session", test_session);
  ADD ("/preconditions/library", test_library);
  ADD ("/preconditions/move-draft", test_move_draft);
#undef ADD

  return g_test_run ();
}
