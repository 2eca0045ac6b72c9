/* test-position-draft.c: a finished table being entered, without a display:
 * its players as a list model, colours that swap, the engine's answer after
 * every change, and its file: written after every change, read back as it
 * was, refused when damaged (and left as it is), held by one draft at a
 * time, discarded; and its preconditions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <sys/resource.h>

#include <glib/gstdio.h>
#include <string.h>

#include "gk-app-test-util.h"
#include "gk-position-draft.h"

typedef struct
{
  char            *folder_path;
  GFile           *folder;
  GkLibrary       *library;
  GkPositionDraft *draft;
  guint            changes;
  guint            added;
  guint            removed;
} Fixture;

static void
count_changes (Fixture *f)
{
  f->changes++;
}

static void
count_items (GListModel *model,
             guint       position,
             guint       removed,
             guint       added,
             Fixture    *f)
{
  f->removed += removed;
  f->added += added;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *games = NULL;

  f->folder_path = g_dir_make_tmp ("gk-position-draft-XXXXXX", &error);
  g_assert_no_error (error);
  games = g_build_filename (f->folder_path, "games", NULL);
  f->folder = g_file_new_for_path (games);
  f->library = gk_library_new (f->folder);
  f->draft = gk_position_draft_new ();
  g_signal_connect_swapped (f->draft, "changed", G_CALLBACK (count_changes), f);
  g_signal_connect (gk_position_draft_get_players (f->draft), "items-changed",
                    G_CALLBACK (count_items), f);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->draft);
  g_assert_finalize_object (f->library);
  g_object_unref (f->folder);
  remove_tree (f->folder_path);
  g_free (f->folder_path);
}

static char *
file_text (GFile *file)
{
  char *text = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &text, NULL, NULL, NULL));
  return text;
}

static GkTile
tile (const char *name)
{
  GkTile t = GK_NO_TILE;

  g_assert_true (gk_tile_from_string (name, &t));
  return t;
}

/* A table of three: names, points, a character, a kept card, a building
 * of two tiles beside the square, owned by the player who kept the card
 * of the tile built over. */
static void
enter_table (GkPositionDraft *draft)
{
  GkTile stack[2] = { tile ("yellow-14"), tile ("blue-9") };

  gk_player_draft_set_name (gk_position_draft_get_player (draft, 0), "Anna");
  gk_player_draft_set_name (gk_position_draft_get_player (draft, 1), "\"Q\" <x> & Co");
  gk_player_draft_set_points (gk_position_draft_get_player (draft, 0), 31);
  gk_player_draft_set_renewal_tokens (gk_position_draft_get_player (draft, 1), 1);
  gk_position_draft_add_character (draft, 0, GK_COLOUR_RED, GK_TRIGGER_EXPLOIT);
  gk_position_draft_add_kept (draft, 2, tile ("yellow-14"));
  gk_position_draft_set_stack (draft, -1, 0, 2, stack, 2);
}

/* ---- the model ---- */

static void
test_players (Fixture       *f,
              gconstpointer  data)
{
  GListModel *players = gk_position_draft_get_players (f->draft);
  g_autoptr(GkPlayerDraft) first = NULL;

  g_assert_cmpuint (gk_position_draft_get_n_players (f->draft), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  first = g_list_model_get_item (players, 0);
  g_assert_true (first == gk_position_draft_get_player (f->draft, 0));
  /* Nothing typed: the name stays empty, the default is only shown. */
  g_assert_cmpstr (gk_player_draft_get_name (first), ==, "");
  g_assert_true (gk_position_draft_is_empty (f->draft));
  g_assert_cmpuint (gk_position_draft_get_n_buildings (f->draft), ==, 9);
  g_assert_nonnull (gk_position_draft_get_table (f->draft));

  /* A fourth player, then three again: what was entered for the fourth
   * seat is kept for when it comes back. */
  g_object_set (f->draft, "n-players", 4, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 4);
  g_assert_cmpuint (f->added, ==, 1);
  gk_player_draft_set_name (gk_position_draft_get_player (f->draft, 3), "Olga");
  gk_position_draft_set_n_players (f->draft, 3);
  g_assert_cmpuint (f->removed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  gk_position_draft_set_n_players (f->draft, 4);
  g_assert_cmpstr (gk_player_draft_get_name (gk_position_draft_get_player (f->draft, 3)), ==,
                   "Olga");
  g_assert_false (gk_position_draft_is_empty (f->draft));
}

static void
test_colours_swap (Fixture       *f,
                   gconstpointer  data)
{
  GkPlayerDraft *anna = gk_position_draft_get_player (f->draft, 0);
  GkPlayerDraft *bela = gk_position_draft_get_player (f->draft, 1);
  gboolean seen[GK_N_PLAYER_COLOURS] = { FALSE };

  g_assert_cmpuint (gk_player_draft_get_colour (bela), ==, GK_PLAYER_COLOUR_ORANGE);
  gk_player_draft_set_colour (anna, GK_PLAYER_COLOUR_ORANGE);
  g_assert_cmpuint (gk_player_draft_get_colour (bela), ==, GK_PLAYER_COLOUR_WHITE);
  /* Each colour of the box is played once, by every seat. */
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      GkPlayerColour colour = gk_player_draft_get_colour (gk_position_draft_get_player (f->draft,
                                                                                        p));

      g_assert_false (seen[colour]);
      seen[colour] = TRUE;
    }
  g_assert_null (gk_position_draft_get_error (f->draft));
}

/* The engine decides: an owner on a stack whose owner has too few
 * resources is its refusal; a name it refuses as typed comes first. */
static void
test_engine_answers (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *long_name = NULL;
  guint before;

  enter_table (f->draft);
  g_assert_cmpstr (gk_position_draft_get_error (f->draft), ==, NULL);
  g_assert_nonnull (gk_position_draft_get_table (f->draft));
  g_assert_cmpstr (gk_table_get_player_name (gk_position_draft_get_table (f->draft), 1), ==,
                   "\"Q\" <x> & Co");
  /* An empty name: the table shows the seat's default name. */
  g_assert_cmpstr (gk_table_get_player_name (gk_position_draft_get_table (f->draft), 2), ==,
                   "Player 3");

  before = f->changes;
  long_name = g_strnfill (GK_MAX_NAME_LENGTH + 1, 'x');
  gk_player_draft_set_name (gk_position_draft_get_player (f->draft, 2), long_name);
  g_assert_cmpuint (f->changes, >, before);
  g_assert_nonnull (gk_position_draft_get_error (f->draft));
  g_assert_cmpstr (gk_position_draft_get_error (f->draft), ==,
                   gk_player_draft_get_name_error (gk_position_draft_get_player (f->draft, 2)));
  g_assert_null (gk_position_draft_get_table (f->draft));
  gk_player_draft_set_name (gk_position_draft_get_player (f->draft, 2), "Vera");
  g_assert_null (gk_position_draft_get_error (f->draft));

  /* A starting tile alone has no owner (game-file.md, "A position"). */
  gk_position_draft_set_owner (f->draft, 0, 0, 0);
  g_assert_nonnull (gk_position_draft_get_error (f->draft));
  g_assert_null (gk_position_draft_get_table (f->draft));
  gk_position_draft_set_owner (f->draft, 0, 0, GK_NO_PLAYER);
  g_assert_null (gk_position_draft_get_error (f->draft));
}

/* ---- the file ---- */

static void
assert_same_table (GkPositionDraft *a,
                   GkPositionDraft *b)
{
  gint owner_a, owner_b;
  GArray *stack_a, *stack_b;

  g_assert_cmpuint (gk_position_draft_get_n_players (a), ==, gk_position_draft_get_n_players (b));
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      GkPlayerDraft *pa = gk_position_draft_get_player (a, p);
      GkPlayerDraft *pb = gk_position_draft_get_player (b, p);

      g_assert_cmpstr (gk_player_draft_get_name (pa), ==, gk_player_draft_get_name (pb));
      g_assert_cmpuint (gk_player_draft_get_colour (pa), ==, gk_player_draft_get_colour (pb));
      g_assert_cmpuint (gk_player_draft_get_points (pa), ==, gk_player_draft_get_points (pb));
      g_assert_cmpuint (gk_player_draft_get_renewal_tokens (pa), ==,
                        gk_player_draft_get_renewal_tokens (pb));
      g_assert_cmpuint (gk_position_draft_get_n_characters (a, p), ==,
                        gk_position_draft_get_n_characters (b, p));
      g_assert_cmpuint (gk_position_draft_get_kept (a, p)->len, ==,
                        gk_position_draft_get_kept (b, p)->len);
    }
  g_assert_cmpuint (gk_position_draft_get_n_buildings (a), ==,
                    gk_position_draft_get_n_buildings (b));
  stack_a = gk_position_draft_get_stack (a, -1, 0, &owner_a);
  stack_b = gk_position_draft_get_stack (b, -1, 0, &owner_b);
  g_assert_nonnull (stack_a);
  g_assert_nonnull (stack_b);
  g_assert_cmpint (owner_a, ==, owner_b);
  g_assert_cmpmem (stack_a->data, stack_a->len * sizeof (GkTile),
                   stack_b->data, stack_b->len * sizeof (GkTile));
}

static void
test_kept_after_every_change (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkPositionDraft) again = gk_position_draft_new ();
  g_autoptr(GPtrArray) files = NULL;
  g_autofree char *text = NULL;
  GFile *file;

  g_assert_true (gk_position_draft_keep_in_library (f->draft, f->library, &error));
  g_assert_no_error (error);
  file = gk_position_draft_get_file (f->draft);
  g_assert_nonnull (file);
  g_assert_true (g_str_has_suffix (g_file_peek_path (file), GK_POSITION_DRAFT_SUFFIX));
  /* Not in the games folder: the history and the library never see it. */
  g_assert_false (g_file_has_prefix (file, f->folder));

  enter_table (f->draft);
  text = file_text (file);
  g_assert_nonnull (strstr (text, "\"Q\" <x> & Co"));
  g_assert_nonnull (strstr (text, "-1 0 p3 yellow-14 blue-9"));
  g_assert_null (gk_position_draft_get_save_error (f->draft));

  /* What a crash leaves is what was entered: read back, the same table. */
  g_assert_true (gk_position_draft_load (again, NULL, file, &error));
  g_assert_no_error (error);
  assert_same_table (f->draft, again);

  files = gk_position_draft_list_files (f->library);
  g_assert_cmpuint (files->len, ==, 1);
  g_assert_true (g_file_equal (g_ptr_array_index (files, 0), file));
  g_assert_no_error (error);
}

/* A draft kept in the library appears whole or not at all: when its first
 * bytes cannot be written (here the file size limit a process may have),
 * keeping it is refused with the reason and no file, not even an empty
 * one, is left among the drafts. */
static void
test_kept_whole_or_not_at_all (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = gk_position_draft_get_folder (f->library);
  g_autoptr(GPtrArray) files = NULL;
  g_autofree char *text = NULL;
  struct rlimit was, tiny;
  void (*was_handler) (int);

  enter_table (f->draft);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &was), ==, 0);
  tiny = was;
  tiny.rlim_cur = 16;
  was_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &tiny), ==, 0);
  g_assert_false (gk_position_draft_keep_in_library (f->draft, f->library, &error));
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &was), ==, 0);
  signal (SIGXFSZ, was_handler);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
  g_assert_null (gk_position_draft_get_file (f->draft));
  files = gk_position_draft_list_files (f->library);
  g_assert_cmpuint (files->len, ==, 0);
  g_assert_cmpuint (gk_app_test_n_other_files (folder), ==, 0);

  /* Once it can be written, it is kept with what was entered. */
  g_clear_error (&error);
  g_assert_true (gk_position_draft_keep_in_library (f->draft, f->library, &error));
  g_assert_no_error (error);
  text = file_text (gk_position_draft_get_file (f->draft));
  g_assert_nonnull (strstr (text, "yellow-14"));
}

/* One draft at a time writes a file: a second window is refused. */
static void
test_held_once (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GkPositionDraft) second = gk_position_draft_new ();
  g_autoptr(GFile) file = NULL;

  g_assert_true (gk_position_draft_keep_in_library (f->draft, f->library, &error));
  file = g_object_ref (gk_position_draft_get_file (f->draft));
  g_assert_false (gk_position_draft_load (second, f->library, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_assert_null (gk_position_draft_get_file (second));
  g_clear_error (&error);

  /* Once the first lets go, it can be resumed. */
  gk_position_draft_detach (f->draft);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_true (gk_position_draft_load (second, f->library, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (gk_position_draft_get_file (second), file));
  g_assert_true (gk_position_draft_discard (second, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_null (gk_position_draft_get_file (second));
  g_assert_true (gk_position_draft_is_empty (second));
}

/* A damaged draft is refused with a reason and never written over: every
 * way the loader refuses a file says why, in words. */
static void
test_damaged (Fixture       *f,
              gconstpointer  data)
{
  static const struct
  {
    const char *text;
    const char *says;
  } damaged[] = {
    { "not a key file\n", "This table being scored cannot be read: " },
    { "[draft]\nversion=7\nplayers=3\n", "written by another version" },
    { "[draft]\nplayers=3\n", "written by another version" },
    { "[draft]\nversion=1\nplayers=9\n", "the number of players is missing" },
    { "[draft]\nversion=1\n", "the number of players is missing" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=0 0 p1 purple-99\n", "purple-99" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=0 0 p1\n", "0 0 p1" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=500 0 p1 blue-1\n", "500 0 p1" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=0 0 p7 blue-1\n", "0 0 p7" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=0 0 p1 blue-1\\q\n", "0 0 p1 blue-1" },
    { "[draft]\nversion=1\nplayers=3\n[buildings]\n1=0 0 p1 blue-1\xe9\n",
      "buildings, 1 is not text" },
    { "[draft]\nversion=1\nplayers=3\n[seat 1]\ncharacters=red nothing;\n", "red nothing" },
    { "[draft]\nversion=1\nplayers=3\n[seat 1]\nkept=purple-3;\n", "purple-3" },
    { "[draft]\nversion=1\nplayers=3\n[seat 2]\nname=B\xe9la\n", "seat 2, name is not text" },
    { "[draft]\nversion=1\nplayers=3\n[seat 1]\ncolour=wh\xefte\n",
      "seat 1, colour is not text" },
    { "[draft]\nversion=1\nplayers=3\n[seat 1]\ncharacters=red\xa0" "construction;\n",
      "seat 1, characters is not text" },
    { "[draft]\nversion=1\nplayers=3\n[seat 3]\nkept=blue-1\xff;\n", "seat 3, kept is not text" },
  };
  g_autofree char *path = g_build_filename (f->folder_path, "damaged.ginkgo-draft", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  enter_table (f->draft);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (g_file_set_contents (path, damaged[i].text, -1, NULL));
      g_assert_false (gk_position_draft_load (f->draft, NULL, file, &error));
      if (error == NULL)
        g_error ("draft %u refused without a reason", i);
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      if (strstr (error->message, damaged[i].says) == NULL)
        g_error ("draft %u: “%s” does not say “%s”", i, error->message, damaged[i].says);
      g_assert_null (gk_position_draft_get_file (f->draft));
      gk_player_draft_set_name (gk_position_draft_get_player (f->draft, 0), "Changed");
      text = file_text (file);
      g_assert_cmpstr (text, ==, damaged[i].text);
    }
}

/* The file found by fuzzing the loader: a [buildings] line holding a byte
 * that is not UTF-8 was refused with no reason at all. */
static void
test_damaged_repro (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "drafts",
                                                  "draft-latin1-building.ginkgo-draft", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (gk_position_draft_load (f->draft, NULL, file, &error));
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
  g_assert_cmpstr (error->message, ==,
                   "This table being scored cannot be read: buildings, 1 is not text.");
  /* nothing of it kept half-read: Anna's name, the first building */
  g_assert_null (gk_position_draft_get_file (f->draft));
  g_assert_true (gk_position_draft_is_empty (f->draft));
}

static void
listed (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

static GPtrArray *
list_drafts (Fixture       *f,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  gk_position_draft_list_async (f->library, cancellable, listed, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return gk_position_draft_list_finish (result, error);
}

/* The drafts kept, read in a worker for the start page: each with its file
 * and who is at its table; a damaged one is left out, and left as it is. */
static void
test_listed (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GkPositionDraft) other = gk_position_draft_new ();
  g_autoptr(GFile) damaged = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *players = NULL;
  g_autofree char *text = NULL;

  drafts = list_drafts (f, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_clear_pointer (&drafts, g_ptr_array_unref);

  g_assert_true (gk_position_draft_keep_in_library (f->draft, f->library, &error));
  enter_table (f->draft);
  gk_player_draft_set_name (gk_position_draft_get_player (other, 0), "Vera");
  g_assert_true (gk_position_draft_keep_in_library (other, f->library, &error));
  g_assert_no_error (error);
  damaged = g_file_get_child (gk_position_draft_get_folder (f->library),
                              "damaged" GK_POSITION_DRAFT_SUFFIX);
  g_assert_true (g_file_replace_contents (damaged, "not a key file\n", 15, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));

  drafts = list_drafts (f, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drafts->len, ==, 2);
  for (guint i = 0; i < drafts->len; i++)
    {
      GkPositionDraft *listed_draft = g_ptr_array_index (drafts, i);
      GFile *file = gk_position_draft_get_file (listed_draft);

      g_assert_nonnull (file);
      if (g_file_equal (file, gk_position_draft_get_file (f->draft)))
        players = gk_position_draft_dup_players_text (listed_draft);
      else
        g_assert_true (g_file_equal (file, gk_position_draft_get_file (other)));
    }
  g_assert_nonnull (players);
  g_assert_nonnull (strstr (players, "\"Q\" <x> & Co"));
  /* Read, not taken: the windows that keep them still hold them. */
  g_assert_true (gk_library_get_holder (f->library, gk_position_draft_get_file (f->draft))
                 == G_OBJECT (f->draft));
  text = file_text (damaged);
  g_assert_cmpstr (text, ==, "not a key file\n");
  g_clear_pointer (&drafts, g_ptr_array_unref);

  /* Listed again before the last listing ends: the last one answers. */
  g_cancellable_cancel (cancellable);
  drafts = list_drafts (f, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (drafts);
}

/* ---- preconditions ---- */

static void
test_preconditions (Fixture       *f,
                    gconstpointer  data)
{
  GError *set = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "already set");
  GkTile t = tile ("blue-4");

  if (!g_test_undefined ())
    {
      g_test_skip ("calls the API with what it refuses");
      g_error_free (set);
      return;
    }

  ASSERT_REFUSED ("*GK_IS_POSITION_DRAFT (self)*", gk_position_draft_get_n_players (NULL) == 0);
  ASSERT_REFUSED ("*n_players >= 2*", (gk_position_draft_set_n_players (f->draft, 1), TRUE));
  ASSERT_REFUSED ("*n_players >= 2*", (gk_position_draft_reset (f->draft, 6), TRUE));
  ASSERT_REFUSED ("*seat < GK_MAX_PLAYERS*",
                  gk_position_draft_get_player (f->draft, GK_MAX_PLAYERS) == NULL);
  ASSERT_REFUSED ("*colour < GK_N_COLOURS*",
                  (gk_position_draft_add_character (f->draft, 0, GK_N_COLOURS, 0), TRUE));
  ASSERT_REFUSED ("*gk_card_is_building (card)*",
                  (gk_position_draft_add_kept (f->draft, 0, gk_card_from_letter (0)), TRUE));
  ASSERT_REFUSED ("*owner == GK_NO_PLAYER*",
                  (gk_position_draft_set_stack (f->draft, 4, 4, 7, &t, 1), TRUE));
  ASSERT_REFUSED ("*tiles != NULL*",
                  (gk_position_draft_set_stack (f->draft, 4, 4, 0, NULL, 1), TRUE));
  ASSERT_REFUSED ("*GK_IS_LIBRARY (library)*",
                  !gk_position_draft_keep_in_library (f->draft, NULL, NULL));
  ASSERT_REFUSED ("*error == NULL || *error == NULL*",
                  !gk_position_draft_keep_in_library (f->draft, f->library, &set));
  ASSERT_REFUSED ("*G_IS_FILE (file)*", !gk_position_draft_load (f->draft, NULL, NULL, NULL));
  ASSERT_REFUSED ("*GK_IS_PLAYER_DRAFT (self)*", gk_player_draft_get_name (NULL) == NULL);
  ASSERT_REFUSED ("*colour < GK_N_PLAYER_COLOURS*",
                  (gk_player_draft_set_colour (gk_position_draft_get_player (f->draft, 0),
                                               GK_N_PLAYER_COLOURS), TRUE));
  ASSERT_REFUSED ("*seat < GK_MAX_PLAYERS*", gk_player_draft_new (GK_MAX_PLAYERS) == NULL);

  /* Nothing changed, nothing written. */
  g_assert_true (gk_position_draft_is_empty (f->draft));
  g_assert_null (gk_position_draft_get_file (f->draft));
  g_assert_cmpuint (f->changes, ==, 0);
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
  ADD ("/position-draft/players", test_players);
  ADD ("/position-draft/colours-swap", test_colours_swap);
  ADD ("/position-draft/engine-answers", test_engine_answers);
  ADD ("/position-draft/kept-after-every-change", test_kept_after_every_change);
  ADD ("/position-draft/held-once", test_held_once);
  ADD ("/position-draft/kept-whole-or-not-at-all", test_kept_whole_or_not_at_all);
  ADD ("/position-draft/damaged", test_damaged);
  ADD ("/position-draft/damaged-repro", test_damaged_repro);
  ADD ("/position-draft/listed", test_listed);
  ADD ("/position-draft/preconditions", test_preconditions);
#undef ADD

  return g_test_run ();
}
