/* gk-ui-test-util.c: what every window test needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gk-preview-line.h"
#include "gk-renewal.h"
#include "gk-round-entry.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-test-util.h"
#include "gk-window-private.h"
#include "gk-ui-util.h"

static char *data_dir;
static pid_t data_dir_owner;

/* At exit, by the process that made it: the folder goes with the test. */
static void
remove_data_dir (void)
{
  if (data_dir != NULL && getpid () == data_dir_owner)
    gk_ui_test_remove_tree (data_dir);
}

const char *
gk_ui_test_init_process (int    *argc,
                         char ***argv)
{
  g_autoptr(GError) error = NULL;

  data_dir = g_dir_make_tmp ("gk-ui-test-XXXXXX", &error);
  g_assert_no_error (error);
  data_dir_owner = getpid ();
  atexit (remove_data_dir);
  /* Before anything reads it: GLib caches the user data folder. */
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The test accessibility backend: no session bus needed. */
  g_setenv ("GTK_A11Y", "test", TRUE);

  g_test_init (argc, argv, NULL);
  /* Run in another language (LANGUAGE): the build's catalogues. */
  if (g_getenv ("GK_TEST_LOCALEDIR") != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GK_TEST_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  return data_dir;
}

const char *
gk_ui_test_init (int    *argc,
                 char ***argv)
{
  gk_ui_test_init_process (argc, argv);
  gtk_init ();
  adw_init ();
  /* Animations end at once: nothing a test does waits on one, or races
   * one that a busy machine draws out (libadwaita 1.2 ends a toast's
   * when its overlay is unmapped, and then may touch a toast that is
   * gone). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return data_dir;
}

/* How long the main loop must stay idle for gk_ui_test_spin() to end: more
 * than a frame's interval. */
#define QUIET_US 20000

void
gk_ui_test_spin (guint max_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) max_ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      if (!g_main_context_pending (NULL))
        {
          /* Give the frame clock a chance to lay out and draw: a frame
           * asked for soon after the last one waits for the next tick of
           * the display's clock (up to 16.7 ms at 60 Hz), and is not
           * pending before then. */
          g_usleep (MIN (QUIET_US, MAX (end - g_get_monotonic_time (), 0)));
          if (!g_main_context_pending (NULL))
            break;
        }
      g_main_context_iteration (NULL, FALSE);
    }
}

void
gk_ui_test_wait_frames (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 start = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  g_assert_nonnull (clock);
  while (gdk_frame_clock_get_frame_counter (clock) < start + 3 && g_get_monotonic_time () < end)
    {
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  gk_ui_test_spin (20);
}

void
gk_ui_test_wait_window (gpointer window)
{
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  while (_gk_window_is_busy (window) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_false (_gk_window_is_busy (window));
  gk_ui_test_spin (20);
}

GtkWidget *
gk_ui_test_window_child (gpointer    window,
                         const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), GK_TYPE_WINDOW, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

const char *
gk_ui_test_window_title (gpointer window)
{
  return adw_window_title_get_title (ADW_WINDOW_TITLE (gk_ui_test_window_child (window,
                                                                               "window_title")));
}

const char *
gk_ui_test_window_subtitle (gpointer window)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (gk_ui_test_window_child (window,
                                                                                  "window_title")));
}

const char *
gk_ui_test_window_bar (gpointer    window,
                       const char *name)
{
  GkWindow *self = GK_WINDOW (window);
  GtkInfoBar *bar;
  GtkLabel *label;

  if (g_str_equal (name, "save"))
    bar = self->save_bar, label = self->save_label;
  else if (g_str_equal (name, "conflict"))
    bar = self->conflict_bar, label = self->conflict_label;
  else if (g_str_equal (name, "lock"))
    bar = self->lock_bar, label = self->lock_label;
  else
    g_error ("no bar “%s” in the window", name);
  /* Built the first time one shows. */
  if (bar == NULL || !gtk_widget_get_visible (GTK_WIDGET (bar)))
    return NULL;
  return gtk_label_get_label (label);
}

GtkWidget *
gk_ui_test_child (gpointer    widget,
                  GType       type,
                  const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  if (child == NULL)
    g_error ("no template child “%s” in %s", name, g_type_name (type));
  return GTK_WIDGET (child);
}

const char *
gk_ui_test_revealed_text (gpointer    widget,
                          GType       type,
                          const char *revealer,
                          const char *label)
{
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (gk_ui_test_child (widget, type, revealer))))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (gk_ui_test_child (widget, type, label)));
}

GStrv
gk_ui_test_label_texts (GtkWidget *box)
{
  g_autoptr(GStrvBuilder) texts = g_strv_builder_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child))
      g_strv_builder_add (texts, gtk_label_get_text (GTK_LABEL (child)));
  return g_strv_builder_end (texts);
}

const char *
gk_ui_test_play_banner (gpointer page)
{
  return gk_ui_test_revealed_text (page, GK_TYPE_PLAY_PAGE, "banner_revealer", "banner_label");
}

const char *
gk_ui_test_play_rebuild (gpointer page)
{
  return gk_ui_test_revealed_text (page, GK_TYPE_PLAY_PAGE, "rebuild_revealer", "rebuild_label");
}

GStrv
gk_ui_test_play_steps (gpointer page)
{
  return gk_ui_test_label_texts (gk_ui_test_child (page, GK_TYPE_PLAY_PAGE, "steps_list"));
}

const char *
gk_ui_test_setup_step (gpointer assistant)
{
  GtkWidget *steps = gk_ui_test_child (assistant, GK_TYPE_SETUP_ASSISTANT, "steps");

  return gtk_stack_get_visible_child_name (GTK_STACK (steps));
}

const char *
gk_ui_test_setup_error (gpointer assistant)
{
  return gk_ui_test_revealed_text (assistant, GK_TYPE_SETUP_ASSISTANT, "error_revealer",
                                   "error_label");
}

GtkWidget *
gk_ui_test_find_match (GtkWidget    *widget,
                       GkUiTestMatch match,
                       gpointer      data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gk_ui_test_find_match (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  GType       type;
  const char *css_class;
} TypeAndClass;

static gboolean
has_type_and_class (GtkWidget *widget,
                    gpointer   data)
{
  const TypeAndClass *wanted = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, wanted->type)
         && (wanted->css_class == NULL || gtk_widget_has_css_class (widget, wanted->css_class));
}

GtkWidget *
gk_ui_test_find (GtkWidget  *widget,
                 GType       type,
                 const char *css_class)
{
  TypeAndClass wanted = { type, css_class };

  return gk_ui_test_find_match (widget, has_type_and_class, &wanted);
}

graphene_rect_t
gk_ui_test_bounds_in (GtkWidget *widget,
                      GtkWidget *target)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  return bounds;
}

gboolean
gk_ui_test_words_whole (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;

      if (line->start_index > 0 && text[line->start_index - 1] != ' ')
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_named (GtkWidget *widget,
          gpointer   name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

GtkWidget *
gk_ui_test_find_named (GtkWidget  *widget,
                       const char *name)
{
  return gk_ui_test_find_match (widget, is_named, (gpointer) name);
}

static GtkWidget *
return_row (gpointer dialog,
            guint    player)
{
  GtkWidget *list = gk_ui_test_child (dialog, GK_TYPE_TILE_RETURN_DIALOG, "players_list");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) player);

  if (row == NULL)
    g_error ("no row for player %u in the tile-return dialog", player);
  return GTK_WIDGET (row);
}

GtkSpinButton *
gk_ui_test_return_spin (gpointer dialog,
                        guint    player)
{
  GtkWidget *spin = gk_ui_test_find (return_row (dialog, player), GTK_TYPE_SPIN_BUTTON, NULL);

  g_assert_nonnull (spin);
  return GTK_SPIN_BUTTON (spin);
}

const char *
gk_ui_test_return_points (gpointer dialog,
                          guint    player)
{
  GtkWidget *label = gk_ui_test_find (return_row (dialog, player), GTK_TYPE_LABEL, "numeric");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

GtkWidget *
gk_ui_test_entry_child (gpointer    entry,
                        const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (entry), GK_TYPE_ROUND_ENTRY, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

/* A toggle button whose tooltip is @text. */
static gboolean
is_toggle_with_tooltip (GtkWidget *widget,
                        gpointer   text)
{
  return GTK_IS_TOGGLE_BUTTON (widget)
         && g_strcmp0 (gk_ui_get_tooltip (widget), text) == 0;
}

static GtkWidget *
entry_button (gpointer    entry,
              const char *prefix,
              int         card)
{
  g_autofree char *name = gk_card_get_name (card);
  g_autofree char *text = g_strconcat (prefix, name, NULL);
  GtkWidget *button = gk_ui_test_find_match (GTK_WIDGET (entry), is_toggle_with_tooltip, text);

  if (button == NULL)
    g_error ("no button “%s” in the round entry", text);
  return button;
}

GtkWidget *
gk_ui_test_card_button (gpointer entry,
                        int      card)
{
  return entry_button (entry, gk_card_is_letter (card) ? "" : "Card ", card);
}

GtkWidget *
gk_ui_test_tile_button (gpointer entry,
                        int      tile)
{
  return entry_button (entry, "Tile ", tile);
}

GtkWidget *
gk_ui_test_second_card_button (gpointer entry,
                               int      card)
{
  return entry_button (entry, "Second card ", card);
}

char *
gk_ui_test_draft_lines (gpointer draft)
{
  GListModel *lines = gk_move_draft_get_lines (draft);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(GkPreviewLine) line = g_list_model_get_item (lines, i);

      g_string_append_printf (text, "%s\n", gk_preview_line_get_text (line));
    }
  return g_string_free (text, FALSE);
}

guint
gk_ui_test_n_renewals (gpointer draft)
{
  GListModel *renewals = gk_move_draft_get_renewals (draft);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (renewals); i++)
    {
      g_autoptr(GkRenewal) renewal = g_list_model_get_item (renewals, i);

      n += gk_renewal_get_can_renew (renewal);
    }
  return n;
}

typedef struct
{
  gpointer    widget;   /* a weak pointer */
  const char *type_name;
  char       *name;
} Watched;

static void
watched_free (gpointer data)
{
  Watched *watched = data;

  g_clear_weak_pointer (&watched->widget);
  g_free (watched->name);
  g_free (watched);
}

static void
watch_tree (GtkWidget *widget,
            GPtrArray *watched)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Watched *w;

      /* GTK keeps a display's tooltip window for its next tooltip. */
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkTooltipWindow"))
        continue;
      w = g_new0 (Watched, 1);
      g_set_weak_pointer (&w->widget, child);
      w->type_name = G_OBJECT_TYPE_NAME (child);
      w->name = g_strdup (gtk_widget_get_name (child));
      g_ptr_array_add (watched, w);
      watch_tree (child, watched);
    }
}

static gboolean
any_alive (GPtrArray *watched)
{
  for (guint i = 0; i < watched->len; i++)
    if (((Watched *) g_ptr_array_index (watched, i))->widget != NULL)
      return TRUE;
  return FALSE;
}

void
gk_ui_test_finalize_window (gpointer window)
{
  g_autoptr(GPtrArray) watched = g_ptr_array_new_with_free_func (watched_free);
  gint64 end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;

  g_assert_true (GTK_IS_WINDOW (window));
  watch_tree (window, watched);
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  /* What the window started (a save, a listing, a frame) may hold it a while. */
  while (G_OBJECT (window)->ref_count > 1 && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_finalize_object (window);

  end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE;
  while (any_alive (watched) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  for (guint i = 0; i < watched->len; i++)
    {
      Watched *w = g_ptr_array_index (watched, i);

      if (w->widget != NULL)
        g_error ("a %s (%s) outlived its window", w->type_name, w->name);
    }
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        {
          remove_tree (child);
          g_rmdir (child);
        }
      else
        g_unlink (child);
    }
}

guint32 *
gk_ui_test_render (GtkWidget *widget,
                   int       *width,
                   int       *height)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int scale = gtk_widget_get_scale_factor (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guint32 *pixels;

  *width = gtk_widget_get_width (widget) * scale;
  *height = gtk_widget_get_height (widget) * scale;
  g_assert_cmpint (*width, >, 0);
  g_assert_cmpint (*height, >, 0);
  gtk_snapshot_scale (snapshot, scale, scale);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  pixels = g_new (guint32, (gsize) *width * *height);
  gdk_texture_download (texture, (guchar *) pixels, (gsize) *width * 4);
  return pixels;
}

void
gk_ui_test_remove_tree (const char *path)
{
  remove_tree (path);
  g_rmdir (path);
}

void
gk_ui_test_clear_data (void)
{
  g_assert_nonnull (data_dir);
  /* The history of the folder going away is let go of first (as the
   * windows that used it were); the next window reads the new folder's. */
  gk_context_set_default (NULL);
  remove_tree (data_dir);
}

gboolean
gk_ui_test_press_key (GtkWidget       *widget,
                      guint            keyval,
                      GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_assert_not_reached ();
}

gboolean
gk_ui_test_key_pressed (GtkWidget *widget,
                        guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}
