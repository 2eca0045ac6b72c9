/* test-help-overlay.c: the keyboard shortcuts window lists only shortcuts
 * that work: each action it names exists and has its keys, each key it
 * shows is bound in the window or the app; and every key the app sets is
 * listed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-application.h"
#include "gk-shortcuts-window.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"

typedef struct
{
  guint           keyval;
  GdkModifierType modifiers;
} Key;

/* One for the program: an application is registered once. */
static GkApplication *app;

typedef struct
{
  GkWindow      *window;
  GArray        *bound;      /* of Key: every key a widget of the window binds */
} Fixture;

static void
collect_bindings (GtkWidget *widget,
                  GArray    *bound)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger))
            {
              Key key = { gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) };

              g_array_append_val (bound, key);
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_bindings (child, bound);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GkSetup) setup = gk_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;

  gk_ui_test_clear_data ();
  f->window = gk_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (f->window));
  gk_ui_test_wait_window (f->window);
  /* A game on the table: the play page's keys are bound too. */
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);
  gk_session_start_game (gk_window_get_session (f->window), game);
  gk_ui_test_wait_window (f->window);
  g_assert_cmpstr (gk_window_get_page (f->window), ==, "play");

  f->bound = g_array_new (FALSE, FALSE, sizeof (Key));
  collect_bindings (GTK_WIDGET (f->window), f->bound);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_array_unref (f->bound);
  gk_ui_test_finalize_window (f->window);
}

/* ---- helpers ---- */

/* The shortcuts window's rows, once shown through its action. */
static GPtrArray *
listed_shortcuts (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GkShortcutsWindow *shortcuts = NULL;
  GPtrArray *rows;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay",
                                             NULL));
  gk_ui_test_spin (50);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (GK_IS_SHORTCUTS_WINDOW (toplevel))
        shortcuts = GK_SHORTCUTS_WINDOW (toplevel);
    }
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (shortcuts)) == GTK_WINDOW (f->window));
  rows = g_ptr_array_ref (_gk_shortcuts_window_get_rows (shortcuts));
  g_assert_cmpuint (rows->len, >, 10);
  return rows;
}

static gboolean
window_has_action (Fixture    *f,
                   const char *name)
{
  const GVariantType *parameter;
  const char *action, *property;
  GType owner;

  for (guint i = 0;
       gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (f->window), i, &owner, &action,
                                      &parameter, &property);
       i++)
    if (g_str_equal (action, name))
      return TRUE;
  return FALSE;
}

static gboolean
app_binds (Fixture         *f,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint k;
          GdkModifierType m;

          g_assert_true (gtk_accelerator_parse (accels[j], &k, &m));
          if (k == keyval && m == modifiers)
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
window_binds (Fixture         *f,
              guint            keyval,
              GdkModifierType  modifiers)
{
  for (guint i = 0; i < f->bound->len; i++)
    {
      const Key *key = &g_array_index (f->bound, Key, i);

      if (key->keyval == keyval && key->modifiers == modifiers)
        return TRUE;
    }
  return FALSE;
}

/* ---- tests ---- */

/* Each shortcut listed has a title and works: an action that the window or
 * the app has, with keys; or keys that the app or a widget binds. */
static void
test_listed_exist (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GPtrArray) shortcuts = listed_shortcuts (f);

  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *action = NULL;
      g_autofree char *accelerator = NULL;

      title = g_strdup (adw_preferences_row_get_title (shortcuts->pdata[i]));
      action = g_strdup (g_object_get_data (shortcuts->pdata[i], "gk-action"));
      accelerator = g_strdup (g_object_get_data (shortcuts->pdata[i], "gk-accelerator"));
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");

      if (action != NULL)
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                        action);

          /* win.: the window's own; window.: GtkWindow's (window.close) */
          if (g_str_has_prefix (action, "win.") || g_str_has_prefix (action, "window."))
            {
              if (!window_has_action (f, action))
                g_error ("“%s”: the window has no action %s", title, action);
            }
          else if (g_str_has_prefix (action, "app."))
            {
              if (!g_action_map_lookup_action (G_ACTION_MAP (app), action + 4))
                g_error ("“%s”: the app has no action %s", title, action);
            }
          else
            g_error ("“%s”: %s is neither the window's nor the app's", title, action);
          if (g_strv_length (accels) == 0)
            g_error ("“%s”: no keys for %s", title, action);
          /* The keys shown are the app's for the action. */
          {
            g_autofree char *shown = g_strjoinv (" ", accels);

            g_assert_cmpstr (accelerator, ==, shown);
          }
        }
      else
        {
          g_auto(GStrv) keys = NULL;

          g_assert_nonnull (accelerator);
          keys = g_strsplit (accelerator, " ", -1);
          for (guint k = 0; keys[k] != NULL; k++)
            {
              guint keyval;
              GdkModifierType modifiers;

              g_assert_true (gtk_accelerator_parse (keys[k], &keyval, &modifiers));
              if (!app_binds (f, keyval, modifiers) && !window_binds (f, keyval, modifiers))
                g_error ("“%s”: nothing binds %s", title, keys[k]);
            }
        }
    }
}

/* The other way round: every key the app sets is in the list, under its
 * action: the keys are written once, in the app's table, and the list
 * shows them from there. */
static void
test_app_keys_listed (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) shortcuts = listed_shortcuts (f);
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

  g_assert_cmpuint (g_strv_length (actions), >, 0);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    actions[i]);
      gboolean listed = FALSE;

      for (guint s = 0; s < shortcuts->len && !listed; s++)
        {
          g_autofree char *action = NULL;

          action = g_strdup (g_object_get_data (shortcuts->pdata[s], "gk-action"));
          listed = g_strcmp0 (action, actions[i]) == 0;
        }
      if (!listed)
        g_error ("%s (%s) is not in the keyboard shortcuts", actions[i], accels[0]);
    }
}

/* gk_ui_test_find_match() predicate: collects the shortcut labels. */
static gboolean
collect_keys (GtkWidget *widget,
              gpointer   data)
{
  if (GTK_IS_SHORTCUT_LABEL (widget))
    g_ptr_array_add (data, widget);
  return FALSE;
}

/* On a phone's width every row keeps its title's words whole beside its
 * keys, and each of its keys whole in the row: a shortcut with several
 * (Redo, the city's arrows) lays them one above the other where they do
 * not fit in a line.  On a laptop's, they lie in one line. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  static const int widths[] = { 360, 1200 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      g_autoptr(GPtrArray) shortcuts = NULL;
      GtkWidget *window;
      guint several = 0;

      shortcuts = listed_shortcuts (f);
      window = GTK_WIDGET (gtk_widget_get_root (shortcuts->pdata[0]));
      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 700);
      /* However long a busy machine takes to lay it out again. */
      gk_ui_test_wait_until (gtk_widget_get_width (window) <= widths[w]
                             && gtk_widget_get_width (window) > widths[w] - 24);
      gk_ui_test_wait_frames (window);
      for (guint i = 0; i < shortcuts->len; i++)
        {
          GtkWidget *row = shortcuts->pdata[i];
          GtkWidget *title = gk_ui_test_find (row, GTK_TYPE_LABEL, "title");
          g_autoptr(GPtrArray) keys = g_ptr_array_new ();
          graphene_rect_t row_bounds = gk_ui_test_bounds_in (row, row), first;

          g_assert_nonnull (title);
          if (!gk_ui_test_words_whole (GTK_LABEL (title)))
            g_error ("“%s” is broken inside a word beside its keys at %d pixels",
                     gtk_label_get_label (GTK_LABEL (title)), widths[w]);
          gk_ui_test_find_match (row, collect_keys, keys);
          g_assert_cmpuint (keys->len, >=, 1);
          for (guint k = 0; k < keys->len; k++)
            {
              graphene_rect_t bounds = gk_ui_test_bounds_in (keys->pdata[k], row);
              int min;

              gtk_widget_measure (keys->pdata[k], GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                                  NULL, NULL);
              if (!graphene_rect_contains_rect (&row_bounds, &bounds) || bounds.size.width < min)
                g_error ("the keys of “%s” run out of their row at %d pixels",
                         gtk_label_get_label (GTK_LABEL (title)), widths[w]);
              if (k == 0)
                first = bounds;
              /* On a laptop, one line. */
              else if (widths[w] > 1000)
                g_assert_cmpfloat (bounds.origin.y, ==, first.origin.y);
            }
          several += keys->len > 1;
        }
      /* Redo, the arrows. */
      g_assert_cmpuint (several, >=, 2);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gk_ui_test_init (&argc, &argv);
  /* Its startup sets the keys; a second instance of its own, whatever runs
   * on the session bus. */
  app = gk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/help-overlay/listed-exist", test_listed_exist);
  ADD ("/help-overlay/app-keys-listed", test_app_keys_listed);
  ADD ("/help-overlay/narrow", test_narrow);
#undef ADD

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
