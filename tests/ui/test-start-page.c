/* test-start-page.c: the start page lists the game library (games in
 * progress, finished tables, damaged files) and continues, deletes and
 * brings back games through the window's actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gk-library-item.h"
#include "gk-sheet-game.h"
#include "gk-start-page.h"
#include "gk-test-position.h"
#include "gk-ui-test-util.h"

typedef struct
{
  char        *folder_path;
  GFile       *folder;
  GkLibrary   *library;
  GtkWidget   *window;
  GkStartPage *page;
  GFile       *in_progress;
  GFile       *finished;
  GFile       *damaged;
  /* The window's actions, as the page's rows and buttons activate them. */
  GPtrArray   *activated;    /* "name uri", in order */
  char        *undo_token;
} Fixture;

/* Until the page has made the rows it shows, a few a frame. */
static void
wait_filled (Fixture *f)
{
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  gk_ui_test_spin (20);
  while (gk_start_page_is_filling (f->page) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gk_start_page_is_filling (f->page));
}

/* The library listed again, in its worker, and shown. */
static void
relist (Fixture *f,
        GFile   *current)
{
  gk_library_refresh (f->library);
  while (gk_library_is_loading (f->library))
    g_main_context_iteration (NULL, TRUE);
  gk_start_page_set_current (f->page, current);
  wait_filled (f);
}

static void
record_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  Fixture *f = user_data;
  const char *name = g_action_get_name (G_ACTION (action));

  g_ptr_array_add (f->activated,
                   g_strdup_printf ("%s %s", name,
                                    parameter != NULL ? g_variant_get_string (parameter, NULL)
                                                      : ""));
  /* Deleting is what the window does: through the library, then listed again. */
  if (g_str_equal (name, "delete-game"))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));
      g_autoptr(GError) error = NULL;

      g_free (f->undo_token);
      f->undo_token = gk_library_remove (f->library, file, &error);
      g_assert_no_error (error);
      relist (f, NULL);
    }
}

static void
save_game (GFile *file)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;

  gk_setup_set_player_name (setup, 0, "Anna");
  gk_setup_set_player_name (setup, 1, "Béla");
  gk_setup_set_player_name (setup, 2, "Vera");
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  g_assert_true (gk_game_file_save (game, file, &error));
  g_assert_no_error (error);
}

static void
save_position (GFile *file)
{
  g_autoptr(GkPosition) position = gk_test_full_position ();
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) error = NULL;

  table = gk_position_build (position, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (gk_position_save (table, file, &error));
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char *const names[] = { "open-recent", "delete-game", "show-in-folder" };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "damaged",
                                                   "truncated-game.ginkgo", NULL);
  g_autofree char *damaged = NULL;
  gsize length;

  f->folder_path = g_dir_make_tmp ("gk-start-page-XXXXXX", &error);
  g_assert_no_error (error);
  f->folder = g_file_new_for_path (f->folder_path);
  f->library = gk_library_new (f->folder);
  f->activated = g_ptr_array_new_with_free_func (g_free);

  f->in_progress = g_file_get_child (f->folder, "evening.ginkgo");
  save_game (f->in_progress);
  f->finished = g_file_get_child (f->folder, "table.ginkgo");
  save_position (f->finished);
  f->damaged = g_file_get_child (f->folder, "truncated.ginkgo");
  g_assert_true (g_file_get_contents (source, &damaged, &length, NULL));
  g_assert_true (g_file_replace_contents (f->damaged, damaged, length, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (names[i], G_VARIANT_TYPE_STRING);

      g_signal_connect (action, "activate", G_CALLBACK (record_action), f);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 800, 900);
  gtk_widget_insert_action_group (f->window, "win", G_ACTION_GROUP (group));
  f->page = GK_START_PAGE (gk_start_page_new ());
  gk_start_page_set_entries (f->page, gk_library_get_entries (f->library));
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_present (GTK_WINDOW (f->window));
  relist (f, NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gk_ui_test_finalize_window (f->window);
  if (f->undo_token != NULL)
    gk_library_forget (f->library, f->undo_token);
  g_free (f->undo_token);
  g_ptr_array_unref (f->activated);
  g_assert_finalize_object (f->library);
  g_object_unref (f->in_progress);
  g_object_unref (f->finished);
  g_object_unref (f->damaged);
  g_object_unref (f->folder);
  gk_ui_test_remove_tree (f->folder_path);
  g_free (f->folder_path);
}

/* ---- helpers ---- */

/* The first @type below @root whose title (a preferences row or group)
 * starts with @title. */
static GtkWidget *
find_titled (GtkWidget  *root,
             GType       type,
             const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_type_is_a (G_OBJECT_TYPE (child), type))
        {
          g_autofree char *text = NULL;

          g_object_get (child, "title", &text, NULL);
          if (text != NULL && g_str_has_prefix (text, title))
            return child;
        }
      found = find_titled (child, type, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button of @row that activates @action. */
static GtkWidget *
find_button (GtkWidget  *row,
             const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (row);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      found = find_button (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label below @root that shows an error. */
static GtkWidget *
find_error_label (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "error"))
        return child;
      found = find_error_label (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A label below @root that reads @text, on the screen when one is. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  GtkWidget *hidden = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_label (GTK_LABEL (child)), text))
        {
          if (gtk_widget_get_mapped (child))
            return child;
          hidden = child;
          continue;
        }
      found = find_label (child, text);
      if (found != NULL && gtk_widget_get_mapped (found))
        return found;
      if (found != NULL)
        hidden = found;
    }
  return hidden;
}

/* Whether the section of that title is on the page. */
static gboolean
group_shown (Fixture    *f,
             const char *title)
{
  GtkWidget *label = find_label (GTK_WIDGET (f->page), title);

  return label != NULL && gtk_widget_get_mapped (label);
}

static guint
count_rows (GtkWidget *root)
{
  guint n = GTK_IS_LIST_BOX_ROW (root) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

/* Whether group @upper is drawn above group @lower. */
static gboolean
above (Fixture    *f,
       const char *upper,
       const char *lower)
{
  GtkWidget *a = find_titled (GTK_WIDGET (f->page), ADW_TYPE_PREFERENCES_GROUP, upper);
  GtkWidget *b = find_titled (GTK_WIDGET (f->page), ADW_TYPE_PREFERENCES_GROUP, lower);
  graphene_point_t pa, pb;

  g_assert_true (gtk_widget_compute_point (a, GTK_WIDGET (f->page), &GRAPHENE_POINT_INIT (0, 0),
                                           &pa));
  g_assert_true (gtk_widget_compute_point (b, GTK_WIDGET (f->page), &GRAPHENE_POINT_INIT (0, 0),
                                           &pb));
  return pa.y < pb.y;
}

static char *
action_of (GFile      *file,
           const char *name)
{
  g_autofree char *uri = g_file_get_uri (file);

  return g_strdup_printf ("%s %s", name, uri);
}

/* ---- tests ---- */

/* Each kind of file in its group, in the library's order, said as a player
 * needs it: who plays, which round, who won, what is wrong with a file. */
static void
test_groups (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *progress = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *damaged = NULL;

  /* A damaged file first, where it is seen; it is never opened from here. */
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 3);
  g_assert_cmpint (gk_start_page_get_entry (f->page, 0)->kind, ==, GK_LIBRARY_ENTRY_DAMAGED);
  g_assert_cmpint (gk_start_page_get_entry (f->page, 1)->kind, ==, GK_LIBRARY_ENTRY_IN_PROGRESS);
  g_assert_cmpint (gk_start_page_get_entry (f->page, 2)->kind, ==, GK_LIBRARY_ENTRY_POSITION);
  g_assert_true (group_shown (f, "Games in Progress"));
  g_assert_true (group_shown (f, "Finished Games"));
  g_assert_true (group_shown (f, "Damaged Files"));
  g_assert_true (above (f, "Damaged Files", "Games in Progress"));

  progress = gk_start_page_get_row_text (f->page, 1);
  g_assert_true (g_str_has_prefix (progress,
                                   "Anna, Béla, Vera\nStandard · Round 1 · last played today at "));
  finished = gk_start_page_get_row_text (f->page, 2);
  g_assert_true (g_str_has_prefix (finished, "Anna, Béla, Cili, Dani\nWon by "));
  gk_ui_assert_contains (finished, " points · today at ");
  damaged = gk_start_page_get_row_text (f->page, 0);
  g_assert_true (g_str_has_prefix (damaged, "truncated.ginkgo\n"));
  g_assert_true (g_regex_match_simple ("truncated\\.ginkgo:[0-9]+: ", damaged, 0, 0));

  /* Another day: the date and time as the whole app writes them (the
   * tests' desktop settings keep the 24-hour clock) */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) entries = gk_library_list (f->library, NULL, &error);
    g_autoptr(GDateTime) then = g_date_time_new_local (2026, 9, 25, 20, 15, 0);
    g_autofree char *text = NULL;

    guint game = 0;

    g_assert_no_error (error);
    /* Damaged files come first: the game in progress is after them. */
    while (((GkLibraryEntry *) g_ptr_array_index (entries, game))->kind
           != GK_LIBRARY_ENTRY_IN_PROGRESS)
      game++;
    ((GkLibraryEntry *) g_ptr_array_index (entries, game))->modified =
      g_date_time_to_unix (then) * G_USEC_PER_SEC;
    {
      g_autoptr(GListStore) store = g_list_store_new (GK_TYPE_LIBRARY_ITEM);

      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr(GkLibraryItem) item = gk_library_item_new (g_ptr_array_index (entries, i));

          g_list_store_append (store, item);
        }
      gk_start_page_set_entries (f->page, G_LIST_MODEL (store));
      text = gk_start_page_get_row_text (f->page, game);
      gk_ui_assert_contains (text, "Round 1 · last played 25 September 2026, 20:15");
      g_assert_null (strstr (text, "copy"));
    }
    /* A copy of a play another file holds says so, and names that file. */
    {
      g_autoptr(GListStore) store = g_list_store_new (GK_TYPE_LIBRARY_ITEM);
      GkLibraryEntry *entry = g_ptr_array_index (entries, game);
      g_autofree char *copy_text = NULL;

      entry->copy_of = g_strdup ("2026-11-25 19-02-11.ginkgo");
      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr(GkLibraryItem) item = gk_library_item_new (g_ptr_array_index (entries, i));

          g_list_store_append (store, item);
        }
      gk_start_page_set_entries (f->page, G_LIST_MODEL (store));
      copy_text = gk_start_page_get_row_text (f->page, game);
      gk_ui_assert_contains (copy_text, "last played 25 September 2026, 20:15 · a copy of "
                             "“2026-11-25 19-02-11.ginkgo”, the file the history counts");
    }
    gk_start_page_set_entries (f->page, gk_library_get_entries (f->library));
  }

  /* The game open in this window is marked. */
  relist (f, f->in_progress);
  g_free (progress);
  progress = gk_start_page_get_row_text (f->page, 1);
  g_assert_true (g_str_has_prefix (progress, "Anna, Béla, Vera (open)\n"));

  /* An empty library shows none of the groups. */
  {
    g_autoptr(GListStore) none = g_list_store_new (GK_TYPE_LIBRARY_ITEM);

    gk_start_page_set_entries (f->page, G_LIST_MODEL (none));
    gk_ui_test_spin (50);
  }
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 0);
  g_assert_false (group_shown (f, "Games in Progress"));
  g_assert_false (group_shown (f, "Finished Games"));
  g_assert_false (group_shown (f, "Damaged Files"));
}

/* An empty library builds none of the sections (nothing of them is drawn,
 * and the first frame does not wait for them); the first game listed
 * builds them all, the game's shown. */
static void
test_sections_on_first_game (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GListStore) store = g_list_store_new (GK_TYPE_LIBRARY_ITEM);
  g_autoptr(GPtrArray) drafts = g_ptr_array_new ();
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *page = gk_start_page_new ();
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;
  static const char *const titles[] = {
    "Damaged Files", "Tables Being Scored", "Games in Progress", "Finished Games"
  };

  gk_start_page_set_entries (GK_START_PAGE (page), G_LIST_MODEL (store));
  gk_start_page_set_drafts (GK_START_PAGE (page), drafts, NULL);
  gtk_window_set_child (GTK_WINDOW (f->window), page);
  gk_ui_test_spin (50);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    g_assert_null (find_titled (page, ADW_TYPE_PREFERENCES_GROUP, titles[i]));

  entries = gk_library_list (f->library, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GkLibraryItem) item = gk_library_item_new (entry);

      if (entry->kind == GK_LIBRARY_ENTRY_IN_PROGRESS)
        g_list_store_append (store, item);
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  gk_ui_test_spin (20);
  while (gk_start_page_is_filling (GK_START_PAGE (page)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *group = find_titled (page, ADW_TYPE_PREFERENCES_GROUP, titles[i]);

      g_assert_nonnull (group);
      g_assert_true (gtk_widget_get_visible (group) == (i == 2));
    }
  g_assert_cmpuint (count_rows (page), ==, 3 + 1);
}

/* A row continues its game in the window; a damaged file is never opened
 * from here, so never saved over; every row can be shown in its folder. */
static void
test_continue (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *progress = find_titled (GTK_WIDGET (f->page), ADW_TYPE_ACTION_ROW, "Anna, Béla, Vera");
  GtkWidget *finished = find_titled (GTK_WIDGET (f->page), ADW_TYPE_ACTION_ROW, "Anna, Béla, Cili");
  GtkWidget *damaged = find_titled (GTK_WIDGET (f->page), ADW_TYPE_ACTION_ROW, "truncated.ginkgo");
  g_autofree char *open_progress = action_of (f->in_progress, "open-recent");
  g_autofree char *open_finished = action_of (f->finished, "open-recent");
  g_autofree char *show_damaged = action_of (f->damaged, "show-in-folder");

  g_assert_nonnull (progress);
  g_assert_nonnull (finished);
  g_assert_nonnull (damaged);

  g_signal_emit_by_name (progress, "activate");
  g_signal_emit_by_name (finished, "activate");
  g_signal_emit_by_name (damaged, "activate");
  g_assert_cmpuint (f->activated->len, ==, 2);
  g_assert_cmpstr (f->activated->pdata[0], ==, open_progress);
  g_assert_cmpstr (f->activated->pdata[1], ==, open_finished);
  g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (damaged)));

  g_signal_emit_by_name (find_button (damaged, "win.show-in-folder"), "clicked");
  g_assert_cmpuint (f->activated->len, ==, 3);
  g_assert_cmpstr (f->activated->pdata[2], ==, show_damaged);
}

/* Delete takes the game off the list and out of the folder; undo brings it
 * back where it was, with its file as it was. */
static void
test_delete_undo (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *progress = find_titled (GTK_WIDGET (f->page), ADW_TYPE_ACTION_ROW, "Anna, Béla, Vera");
  g_autofree char *delete_progress = action_of (f->in_progress, "delete-game");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_load_contents (f->in_progress, NULL, &before, NULL, NULL, NULL));
  g_signal_emit_by_name (find_button (progress, "win.delete-game"), "clicked");
  g_assert_cmpuint (f->activated->len, ==, 1);
  g_assert_cmpstr (f->activated->pdata[0], ==, delete_progress);
  g_assert_false (g_file_query_exists (f->in_progress, NULL));
  gk_ui_test_spin (50);
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 2);
  g_assert_cmpint (gk_start_page_get_entry (f->page, 1)->kind, ==, GK_LIBRARY_ENTRY_POSITION);
  g_assert_false (group_shown (f, "Games in Progress"));
  g_assert_null (find_titled (GTK_WIDGET (f->page), ADW_TYPE_ACTION_ROW, "Anna, Béla, Vera"));

  g_assert_true (gk_library_restore (f->library, f->undo_token, &error));
  g_assert_no_error (error);
  g_clear_pointer (&f->undo_token, g_free);
  relist (f, NULL);
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 3);
  g_assert_true (group_shown (f, "Games in Progress"));
  g_assert_true (g_file_equal (gk_start_page_get_entry (f->page, 1)->file, f->in_progress));
  g_assert_true (g_file_load_contents (f->in_progress, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
}

/* A library that cannot be read says why, above the lists. */
static void
test_problem (Fixture       *f,
              gconstpointer  data)
{
  GtkWidget *label;

  gk_start_page_set_library_problem (f->page, "Permission denied");
  label = find_error_label (GTK_WIDGET (f->page));
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                   "The game library cannot be read: Permission denied");
  gk_start_page_set_library_problem (f->page, NULL);
  g_assert_false (gtk_widget_get_visible (label));

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*index < gk_start_page_get_n_entries (self)*");
      g_assert_null (gk_start_page_get_entry (f->page, 3));
      g_test_assert_expected_messages ();
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL,
                             "*entries == NULL || G_IS_LIST_MODEL (entries)*");
      gk_start_page_set_entries (f->page, (GListModel *) f->folder);
      g_test_assert_expected_messages ();
    }
}

/* A library of hundreds of games costs the rows shown: the newest of each
 * section, more a page at a time when asked. */
static void
test_many (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GListStore) store = g_list_store_new (GK_TYPE_LIBRARY_ITEM);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  GkLibraryEntry *game = NULL;
  GtkWidget *more;
  guint n_rows;

  entries = gk_library_list (f->library, NULL, &error);
  g_assert_no_error (error);
  /* the game in progress (the damaged file is listed first) */
  for (guint i = 0; i < entries->len; i++)
    if (((GkLibraryEntry *) g_ptr_array_index (entries, i))->kind == GK_LIBRARY_ENTRY_IN_PROGRESS)
      game = g_ptr_array_index (entries, i);
  g_assert_nonnull (game);
  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GkLibraryItem) item = gk_library_item_new (game);

      g_list_store_append (store, item);
    }
  gk_start_page_set_entries (f->page, G_LIST_MODEL (store));
  wait_filled (f);
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 500);
  n_rows = count_rows (GTK_WIDGET (f->page));
  g_test_message ("%u rows shown for 500 games", n_rows);
  /* the three actions above, and the first page of games */
  g_assert_cmpuint (n_rows, ==, 3 + 25);
  /* four times as many games, not one row more */
  for (guint i = 0; i < 1500; i++)
    {
      g_autoptr(GkLibraryItem) item = gk_library_item_new (game);

      g_list_store_append (store, item);
    }
  gk_ui_test_spin (100);
  g_assert_cmpuint (gk_start_page_get_n_entries (f->page), ==, 2000);
  g_assert_cmpuint (count_rows (GTK_WIDGET (f->page)), ==, n_rows);

  /* Show More: a page more. */
  more = find_label (GTK_WIDGET (f->page), "Show More");
  g_assert_nonnull (more);
  g_assert_true (gtk_widget_get_mapped (more));
  g_signal_emit_by_name (gtk_widget_get_parent (more), "clicked");
  wait_filled (f);
  g_assert_cmpuint (count_rows (GTK_WIDGET (f->page)), ==, n_rows + 25);

  /* A game that arrives is shown, without anything else moving. */
  g_list_store_remove_all (store);
  wait_filled (f);
  g_assert_false (group_shown (f, "Games in Progress"));
  {
    g_autoptr(GkLibraryItem) item = gk_library_item_new (game);

    g_list_store_append (store, item);
  }
  wait_filled (f);
  g_assert_true (group_shown (f, "Games in Progress"));
  g_assert_cmpuint (count_rows (GTK_WIDGET (f->page)), ==, 1 + 3);

  /* The damaged files' section, then one between it and the game's. */
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GkLibraryItem) item = gk_library_item_new (entry);

      if (entry->kind == GK_LIBRARY_ENTRY_DAMAGED)
        g_list_store_append (store, item);
    }
  wait_filled (f);
  g_assert_true (group_shown (f, "Damaged Files"));
  g_assert_false (group_shown (f, "Finished Games"));
  for (guint i = 0; i < entries->len; i++)
    {
      GkLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GkLibraryItem) item = gk_library_item_new (entry);

      if (entry->kind != GK_LIBRARY_ENTRY_DAMAGED && entry != game)
        g_list_store_insert (store, 1, item);
    }
  wait_filled (f);
  g_assert_true (group_shown (f, "Games in Progress"));
  g_assert_true (group_shown (f, "Finished Games"));
  g_assert_true (group_shown (f, "Damaged Files"));
  g_assert_cmpuint (count_rows (GTK_WIDGET (f->page)), ==, 3 + 3);
}

/* The list of New Game, Open and Score a Finished Table: the page's first. */
static GtkWidget *
actions_list (GtkWidget *page)
{
  GtkWidget *list = gk_ui_test_find (page, GTK_TYPE_LIST_BOX, "boxed-list");

  g_assert_nonnull (list);
  return list;
}

/* The subtitle of the page's action row @index. */
static const char *
row_subtitle (GtkWidget *page,
              int        index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (actions_list (page)), index);
  GtkWidget *label = gk_ui_test_find (GTK_WIDGET (row), GTK_TYPE_LABEL, "subtitle");

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

/* New Game names Ginkgopolis and every game of the sheets' table: a game
 * added there is named with no change to the page. */
static void
test_new_game_names (void)
{
  GtkWidget *page = g_object_ref_sink (gk_start_page_new ());
  guint n_games;
  const GkSheetGame * const *games = gk_sheet_games (&n_games);
  const char *subtitle = row_subtitle (page, 0);

  g_assert_true (g_str_has_prefix (subtitle, "Ginkgopolis, or a score sheet of "));
  g_assert_cmpuint (n_games, >=, 2);
  for (guint g = 0; g < n_games; g++)
    gk_ui_assert_contains (subtitle, games[g]->name);
  g_assert_true (g_str_has_suffix (subtitle, games[n_games - 1]->name));
  g_assert_finalize_object (page);
}

/* An AdwActionRow with the words and icons of the start page's row. */
static GtkWidget *
action_row_like (GtkWidget *row)
{
  GtkWidget *title = gk_ui_test_find (row, GTK_TYPE_LABEL, "title");
  GtkWidget *subtitle = gk_ui_test_find (row, GTK_TYPE_LABEL, "subtitle");
  GtkWidget *prefixes = gk_ui_test_find (row, GTK_TYPE_BOX, "prefixes");
  GtkWidget *suffixes = gk_ui_test_find (row, GTK_TYPE_BOX, "suffixes");
  GtkWidget *like = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (like),
                                 gtk_label_get_label (GTK_LABEL (title)));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (like), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (like), gtk_label_get_label (GTK_LABEL (subtitle)));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (like), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (like), TRUE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (like),
                             gtk_image_new_from_icon_name (gtk_image_get_icon_name (
                               GTK_IMAGE (gtk_widget_get_first_child (prefixes)))));
  if (suffixes != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (like),
                               gtk_image_new_from_icon_name (gtk_image_get_icon_name (
                                 GTK_IMAGE (gtk_widget_get_first_child (suffixes)))));
  return like;
}

static void
record_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  g_ptr_array_add (user_data, action);
}

/* New Game, Open and Score a Finished Table are rows of the page's own
 * (AdwActionRow's, measured by GTK 4.8 at a cost: see gk-title-box.c),
 * drawn exactly as AdwActionRows with the same words and icons are, at a
 * phone's width and a desktop's; each activates its action, by its
 * mnemonic too.  Their words wrap only between words (gk-start-page.ui),
 * so none may be wider than a phone's row: in English, and in Hungarian
 * and Russian (tests/ui/meson.build runs this test in each). */
static void
test_action_rows (void)
{
  static const char *const actions[] = { "choose-game", "open", "score-table" };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GPtrArray) activated = g_ptr_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *page = gk_start_page_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *theirs = gtk_list_box_new ();
  GtkWidget *ours = actions_list (page);
  guint n_rows = 0;
  int narrowest;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (actions[i], NULL);

      g_signal_connect (action, "activate", G_CALLBACK (record_activated), activated);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  gtk_widget_insert_action_group (window, "win", G_ACTION_GROUP (group));

  /* The page's words beside theirs, in a column as wide as the page's. */
  for (GtkWidget *row = gtk_widget_get_first_child (ours); row != NULL;
       row = gtk_widget_get_next_sibling (row), n_rows++)
    gtk_list_box_append (GTK_LIST_BOX (theirs), action_row_like (row));
  g_assert_cmpuint (n_rows, ==, G_N_ELEMENTS (actions));
  gtk_widget_add_css_class (theirs, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (theirs), GTK_SELECTION_NONE);
  gtk_widget_set_valign (theirs, GTK_ALIGN_START);
  gtk_widget_set_margin_start (theirs, 12);
  gtk_widget_set_margin_end (theirs, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), theirs);
  gtk_box_set_homogeneous (GTK_BOX (sides), TRUE);
  gtk_box_append (GTK_BOX (sides), page);
  gtk_box_append (GTK_BOX (sides), clamp);
  gtk_window_set_child (GTK_WINDOW (window), sides);

  /* In another language, its words, not English ones. */
  if (g_getenv ("GK_TEST_LOCALEDIR") != NULL)
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gk_ui_test_find (ours, GTK_TYPE_LABEL,
                                                                      "title"))),
                     !=, "_New Game");
  /* No word wider than a phone's row, the clamp's margins taken off: a
   * page that asked for more would never come down to the width the
   * comparison below waits for. */
  gtk_widget_measure (ours, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, NULL, NULL, NULL);
  g_assert_cmpint (narrowest, <=, 360 - 2 * 12);

  /* A phone's width, and a desktop's half of a 1366-pixel screen. */
  for (int width = 360; width <= 640; width += 640 - 360)
    {
      g_autofree guint32 *our_pixels = NULL;
      g_autofree guint32 *their_pixels = NULL;
      int w, h, their_w, their_h;

      gtk_window_set_default_size (GTK_WINDOW (window), 2 * width, 900);
      gtk_window_present (GTK_WINDOW (window));
      /* However long a busy machine takes to lay the window out again. */
      gk_ui_test_wait_until (gtk_widget_get_width (page) == width
                             && gtk_widget_get_width (ours) == gtk_widget_get_width (theirs));
      our_pixels = gk_ui_test_render (ours, &w, &h);
      their_pixels = gk_ui_test_render (theirs, &their_w, &their_h);
      g_assert_cmpint (w, ==, their_w);
      g_assert_cmpint (h, ==, their_h);
      g_assert_cmpmem (our_pixels, (gsize) w * h * 4, their_pixels, (gsize) w * h * 4);
    }

  /* Each row runs its action, and its title's mnemonic too. */
  for (GtkWidget *row = gtk_widget_get_first_child (ours); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *title = gk_ui_test_find (row, GTK_TYPE_LABEL, "title");

      g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (title)) == row);
      g_signal_emit_by_name (row, "activate");
      g_assert_true (gtk_widget_mnemonic_activate (row, FALSE));
    }
  g_assert_cmpuint (activated->len, ==, 2 * n_rows);
  for (guint i = 0; i < activated->len; i++)
    g_assert_cmpstr (g_action_get_name (activated->pdata[i]), ==, actions[i / 2]);
  gk_ui_test_finalize_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/start-page/groups", test_groups);
  ADD ("/start-page/continue", test_continue);
  ADD ("/start-page/delete-undo", test_delete_undo);
  ADD ("/start-page/problem", test_problem);
  ADD ("/start-page/many", test_many);
  ADD ("/start-page/sections-on-first-game", test_sections_on_first_game);
#undef ADD
  g_test_add_func ("/start-page/new-game-names", test_new_game_names);
  g_test_add_func ("/start-page/action-rows", test_action_rows);

  return g_test_run ();
}
