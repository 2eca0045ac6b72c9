/* gk-l10n-screens.c: prints the text of the window's main screens
 *
 * Runs the real window with its text domain bound to the folder given first
 * (<builddir>/po) and prints, screen by screen, every text a player can see
 * on it: labels (rows, buttons and headings are labels inside), the window
 * title, tooltips and the text of entries.  test-l10n-screens.py runs it
 * under LANGUAGE set to each language of po/LINGUAS and looks for English
 * left over.
 *
 * With GK_L10N_LIBRARY set to a folder of finished plays and score
 * sheets, they are the group's history on the start page, History and
 * Statistics.
 *
 * Screens: the start page, the four pages of the setup assistant, a game
 * being played and its table panel, the score of a finished table, the
 * position editor (a finished table being entered) and its players (the
 * panels slid in where the page is folded), and New Game's choice with
 * the score of a finished play with its details,
 * a 7 Wonders score sheet's setup, checklist and pad, History, Statistics,
 * and the windows opened over it: Why This Score? and the shortcuts.  The
 * window has the size given (WIDTHxHEIGHT: a phone, a laptop); after each
 * screen, the window's smallest size on it and what does not fit, and for
 * the windows opened over it, whether they open within it.  Given
 * "reach" after the size (a 1024x600 screen), also every control a pointer
 * cannot reach, whether the popover that changes a play's start fits the
 * screen, and the size the shortcuts window opens with.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "gk-play-details-view.h"
#include "gk-window.h"
#include "gk-window-private.h"
#include "gk-ui-test-util.h"
#include "gk-ui-util.h"

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }
}

/* The games in @from copied to the library's folder under @data_dir. */
static void
copy_library (const char *from,
              const char *data_dir)
{
  g_autofree char *games = g_build_filename (data_dir, "ginkgo-companion", "games", NULL);
  g_autoptr(GDir) dir = g_dir_open (from, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *source = g_build_filename (from, name, NULL);
      g_autofree char *target = g_build_filename (games, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (target, contents, (gssize) length, NULL));
    }
}

/* However long a busy machine takes, and never more than two minutes
 * (only a hang takes that long). */
#define PATIENCE (120 * G_USEC_PER_SEC)

/* Runs the main loop until @condition holds, PATIENCE at most. */
#define WAIT_UNTIL(condition) \
  for (gint64 until_ = g_get_monotonic_time () + PATIENCE; \
       !(condition) && g_get_monotonic_time () < until_;) \
    spin (20)

static void
count_frame (GdkFrameClock *clock,
             guint         *frames)
{
  (*frames)++;
}

/* Runs the main loop until @widget's window has laid out and painted
 * @n frames more. */
static void
wait_frames (GtkWidget *widget,
             guint      n)
{
  GdkFrameClock *clock;
  guint frames = 0;
  gulong id;
  gint64 until = g_get_monotonic_time () + PATIENCE;

  if (!gtk_widget_get_realized (widget))
    {
      spin (100);
      return;
    }
  clock = gtk_widget_get_frame_clock (widget);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame), &frames);
  while (frames < n && g_get_monotonic_time () < until)
    {
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }
  g_signal_handler_disconnect (clock, id);
}

/* The first window over @window that is shown, or NULL. */
static GtkWindow *
shown_dialog (GkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (other != GTK_WINDOW (window) && gtk_widget_get_mapped (GTK_WIDGET (other))
          && !GTK_IS_POPOVER (other))
        dialog = other;
    }
  return dialog;
}

static void
print_text (const char *text)
{
  g_auto(GStrv) lines = NULL;

  if (text == NULL || *text == '\0')
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_print ("%s\n", lines[i]);
}

/* Only what is on screen: a widget of a stack page that is not shown, or
 * inside a closed popover, is not mapped. */
static void
print_widget (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;

  if (GTK_IS_LABEL (widget))
    print_text (gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_TEXT (widget))
    print_text (gtk_editable_get_text (GTK_EDITABLE (widget)));
  print_text (gk_ui_get_tooltip (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_widget (child);
}

/* ---- what does not fit ---- */

/* The widgets a player reads or points at: each is checked whole. */
static gboolean
is_leaf (GtkWidget *widget)
{
  /* An empty entry's text lies under its placeholder or its row's title. */
  if (GTK_IS_TEXT (widget))
    return *gtk_editable_get_text (GTK_EDITABLE (widget)) != '\0';
  return GTK_IS_LABEL (widget) || GTK_IS_IMAGE (widget)
         || GTK_IS_SWITCH (widget) || GTK_IS_DRAWING_AREA (widget)
         || g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "GkCityView")
         || g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "GkScoreChart")
         || g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "GkStatsChart");
}

static char *
describe (GtkWidget *widget)
{
  const char *text = NULL;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_IMAGE (widget))
    text = gtk_image_get_icon_name (GTK_IMAGE (widget));
  else if (GTK_IS_TEXT (widget))
    text = gtk_editable_get_text (GTK_EDITABLE (widget));
  return g_strdup_printf ("%s \"%.40s\"", G_OBJECT_TYPE_NAME (widget), text != NULL ? text : "");
}

/* A scroller that may scroll sideways on purpose: the players' columns of
 * a score sheet's pad, a city larger than its view. */
static gboolean
scrolls_sideways_by_design (GtkWidget *widget)
{
  return gtk_widget_has_css_class (widget, "gk-scrolls-sideways");
}

typedef struct
{
  GtkWidget       *widget;
  graphene_rect_t  visible;
} Leaf;

/* A folded flap slid in lies over the page's content, which a shield
 * keeps from the pointer: that content is not on screen. */
static gboolean
under_flap (GtkWidget *parent,
            GtkWidget *child)
{
  return ADW_IS_FLAP (parent) && adw_flap_get_folded (ADW_FLAP (parent))
         && adw_flap_get_reveal_flap (ADW_FLAP (parent))
         && child == adw_flap_get_content (ADW_FLAP (parent));
}

/* Whether a line of @label after its first starts inside a word: after
 * a letter or a digit (a break after a space, a hyphen, a slash or a
 * separator is a line's end as written). */
static gboolean
broken_word (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *before;

      if (line->start_index == 0)
        continue;
      before = g_utf8_find_prev_char (text, text + line->start_index);
      if (before != NULL && g_unichar_isalnum (g_utf8_get_char (before))
          && g_unichar_isalnum (g_utf8_get_char (text + line->start_index)))
        return TRUE;
    }
  return FALSE;
}

/* Every shown label under @widget that breaks a word across lines (a
 * letter a line, where what is beside it took the width), scrolled into
 * view or not: "--- cut LABEL: a word broken across lines". */
static void
print_broken_words (GtkWidget *widget,
                    GtkWidget *window)
{
  if (widget != window && GTK_IS_NATIVE (widget))
    return;
  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_opacity (widget) == 0.0)
    return;
  if (GTK_IS_LABEL (widget) && broken_word (GTK_LABEL (widget)))
    {
      g_autofree char *what = describe (widget);

      g_print ("--- cut %s: a word broken across lines\n", what);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!under_flap (widget, child))
      print_broken_words (child, window);
}

/* Every mapped leaf with the part of it on screen: its bounds in the
 * window, cut by every ancestor that clips (the scrolled windows, the
 * window).  What a scroller hides is not cut off: it is scrolled away. */
static void
collect (GtkWidget *widget,
         GtkWidget *window,
         const graphene_rect_t *clip,
         GArray    *leaves)
{
  graphene_rect_t bounds, inner = *clip;

  /* A tooltip or a popover floats over the window on purpose. */
  if (widget != window && GTK_IS_NATIVE (widget))
    return;
  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_opacity (widget) == 0.0
      || !gtk_widget_compute_bounds (widget, window, &bounds))
    return;

  if (GTK_IS_SCROLLED_WINDOW (widget) || GTK_IS_VIEWPORT (widget)
      || gtk_widget_get_overflow (widget) == GTK_OVERFLOW_HIDDEN)
    {
      if (!graphene_rect_intersection (&inner, &bounds, &inner))
        return;
    }

  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h)
          > gtk_adjustment_get_page_size (h) + 1 && !scrolls_sideways_by_design (widget))
        {
          GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));

          g_print ("--- wide %s scrolls sideways (%d in %d)\n",
                   child != NULL ? G_OBJECT_TYPE_NAME (child) : "?",
                   (int) (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h)),
                   (int) gtk_adjustment_get_page_size (h));
        }
    }

  if (is_leaf (widget))
    {
      Leaf leaf = { widget, GRAPHENE_RECT_INIT_ZERO };

      if (!graphene_rect_intersection (&bounds, clip, &leaf.visible))
        return;
      /* Past the window's edge where nothing scrolls: cut off. */
      if (bounds.origin.x < clip->origin.x - 1
          || bounds.origin.x + bounds.size.width > clip->origin.x + clip->size.width + 1)
        {
          g_autofree char *what = describe (widget);
          gboolean scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW) != NULL;

          if (!scrolled)
            g_print ("--- cut %s: %d px past the edge\n", what,
                     (int) MAX (clip->origin.x - bounds.origin.x,
                                bounds.origin.x + bounds.size.width
                                - clip->origin.x - clip->size.width));
        }
      /* Shortened with an ellipsis although the window has room for it:
       * what it says is lost. */
      if (GTK_IS_LABEL (widget)
          && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)))
          && gtk_widget_get_ancestor (widget, g_type_from_name ("AdwWindowTitle")) == NULL)
        {
          g_autofree char *what = describe (widget);

          g_print ("--- cut %s: shortened\n", what);
        }
      g_array_append_val (leaves, leaf);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!under_flap (widget, child))
      collect (child, window, &inner, leaves);
}

static gboolean
in_osd (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (gtk_widget_has_css_class (widget, "osd"))
      return TRUE;
  return FALSE;
}

/* Two leaves drawn over each other (not one inside the other): a layout
 * that does not fit its words. */
static void
print_overlaps (GArray *leaves)
{
  for (guint i = 0; i < leaves->len; i++)
    for (guint j = i + 1; j < leaves->len; j++)
      {
        Leaf *a = &g_array_index (leaves, Leaf, i);
        Leaf *b = &g_array_index (leaves, Leaf, j);
        graphene_rect_t both;

        /* A button floating over the city on purpose (an osd). */
        if (in_osd (a->widget) || in_osd (b->widget))
          continue;
        if (gtk_widget_is_ancestor (a->widget, b->widget)
            || gtk_widget_is_ancestor (b->widget, a->widget)
            || !graphene_rect_intersection (&a->visible, &b->visible, &both)
            || both.size.width <= 2 || both.size.height <= 2)
          continue;
        {
          g_autofree char *what_a = describe (a->widget);
          g_autofree char *what_b = describe (b->widget);

          g_print ("--- overlap %s / %s\n", what_a, what_b);
        }
      }
}

/* The innermost widgets that need more than @limit pixels across: what
 * widens the window, named in the test's failure. */
static gboolean
print_widest (GtkWidget *widget,
              int        limit)
{
  gboolean inner = FALSE;
  int min;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= limit)
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    inner |= print_widest (child, limit);
  if (!inner && !GTK_IS_WINDOW (widget))
    {
      g_autofree char *what = describe (widget);
      GtkWidget *parent = gtk_widget_get_parent (widget);

      g_print ("--- wide %s needs %d (in %s)\n", what, min,
               parent != NULL ? G_OBJECT_TYPE_NAME (parent) : "-");
    }
  return TRUE;
}

/* The reach pass: the controls a pointer cannot reach, the start's popover
 * and the shortcuts window against the screen. */
static gboolean reach_pass;

/* The screen's size (the first monitor's). */
static void
screen_size (int *width,
             int *height)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  gdk_monitor_get_geometry (monitor, &geometry);
  *width = geometry.width;
  *height = geometry.height;
}

/* Whether a pointer can reach @widget: inside the window, or inside the
 * whole content of the nearest part that scrolls (reachable in turn). */
static gboolean
reachable (GtkWidget *widget,
           GtkWidget *window)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (widget),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t b;

  if (scroller != NULL)
    {
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      graphene_rect_t view, in_window;

      if (content == NULL || !gtk_widget_compute_bounds (widget, content, &b)
          || !gtk_widget_compute_bounds (scroller, window, &view)
          || !gtk_widget_compute_bounds (widget, window, &in_window))
        return FALSE;
      /* Scrolled to it, the widget shows where the part is (one larger
       * than the part shows in part, enough for a pointer). */
      b.size.width = MIN (b.size.width, view.size.width);
      b.size.height = MIN (b.size.height, view.size.height);
      if (gtk_adjustment_get_upper (h) > gtk_adjustment_get_page_size (h))
        b.origin.x = view.origin.x + MIN (b.origin.x, MAX (0, view.size.width - b.size.width));
      else
        b.origin.x = in_window.origin.x;
      if (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v))
        b.origin.y = view.origin.y + MIN (b.origin.y, MAX (0, view.size.height - b.size.height));
      else
        b.origin.y = in_window.origin.y;
      if (b.origin.x + b.size.width > view.origin.x + view.size.width + 1
          || b.origin.y + b.size.height > view.origin.y + view.size.height + 1)
        return FALSE;
      return reachable (scroller, window);
    }
  if (!gtk_widget_compute_bounds (widget, window, &b))
    return FALSE;
  return b.origin.x >= -1 && b.origin.y >= -1
         && b.origin.x + b.size.width <= gtk_widget_get_width (window) + 1
         && b.origin.y + b.size.height <= gtk_widget_get_height (window) + 1;
}

/* Every control on screen a pointer cannot reach: "--- unreachable TYPE
 * NAME (X, Y, WIDTH x HEIGHT)". */
static void
print_unreachable (GtkWidget *widget,
                   GtkWidget *window)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (gtk_widget_get_focusable (widget) && gtk_widget_get_can_target (widget)
      && !reachable (widget, window))
    {
      const char *name = gk_ui_get_tooltip (widget);
      graphene_rect_t b;

      if (name == NULL && GTK_IS_BUTTON (widget))
        name = gtk_button_get_label (GTK_BUTTON (widget));
      if (!gtk_widget_compute_bounds (widget, window, &b))
        b = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      g_print ("--- unreachable %s %s (%g, %g, %g x %g)\n", G_OBJECT_TYPE_NAME (widget),
               name != NULL ? name : "", b.origin.x, b.origin.y, b.size.width, b.size.height);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_unreachable (child, window);
}

/* ---- touch targets ---- */

/* GNOME's touch targets: a finger needs 32 pixels each way at least
 * (libadwaita's buttons are 34 high). */
#define TOUCH_TARGET 32

/* What a finger presses: a button of any kind (a spin button's, a drop-
 * down's, a menu button's), a check or radio button, a switch, a row that
 * activates.  Not a button inside another target: the outer one counts. */
static gboolean
is_touch_target (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_SWITCH (widget))
    return TRUE;
  return GTK_IS_LIST_BOX_ROW (widget)
         && gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget));
}

static char *
target_name (GtkWidget *widget)
{
  const char *name = gk_ui_get_tooltip (widget);

  if (name == NULL && GTK_IS_BUTTON (widget))
    name = gtk_button_get_label (GTK_BUTTON (widget));
  if (name == NULL && GTK_IS_CHECK_BUTTON (widget))
    name = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (name == NULL && GTK_IS_BUTTON (widget) && gtk_button_get_icon_name (GTK_BUTTON (widget)))
    name = gtk_button_get_icon_name (GTK_BUTTON (widget));
  return g_strdup (name != NULL ? name : "");
}

/* Every control on screen smaller than a finger: "--- small TYPE in PARENT
 * \"NAME\" WIDTHxHEIGHT". */
static void
print_small_targets (GtkWidget *widget,
                     GtkWidget *window)
{
  graphene_rect_t b;

  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_opacity (widget) == 0.0
      || (widget != window && GTK_IS_NATIVE (widget)))
    return;
  if (is_touch_target (widget) && gtk_widget_get_can_target (widget)
      && gtk_widget_get_sensitive (widget)
      && gtk_widget_compute_bounds (widget, window, &b))
    {
      if (b.size.width < TOUCH_TARGET || b.size.height < TOUCH_TARGET)
        {
          g_autofree char *name = target_name (widget);
          GtkWidget *parent = gtk_widget_get_parent (widget);

          g_print ("--- small %s in %s \"%.40s\" %dx%d\n", G_OBJECT_TYPE_NAME (widget),
                   parent != NULL ? G_OBJECT_TYPE_NAME (parent) : "-", name,
                   (int) b.size.width, (int) b.size.height);
        }
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!under_flap (widget, child))
      print_small_targets (child, window);
}

/* The screen's text, then the smallest size the window can take while it
 * shows that screen ("--- size MIN_WIDTH MIN_HEIGHT"), the size it has
 * ("--- window WIDTH HEIGHT") and whatever does not fit it: "--- cut",
 * "--- overlap", "--- wide" lines. */
static int wanted_width;

static void
print_toplevel (GtkWidget  *window,
                const char *name)
{
  int width, height;
  g_autoptr(GArray) leaves = g_array_new (FALSE, FALSE, sizeof (Leaf));
  graphene_rect_t all;

  /* The library's plays read, however long a busy machine takes (two
   * minutes at most); then settled: the header's squeezers and a page's
   * folds may take a frame or two after the page shows. */
  WAIT_UNTIL (!GK_IS_WINDOW (window) || !_gk_window_is_busy (GK_WINDOW (window)));
  wait_frames (window, 4);
  spin (200);
  g_print ("=== %s\n", name);
  print_text (gtk_window_get_title (GTK_WINDOW (window)));
  print_widget (window);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  g_print ("--- size %d %d\n", width, height);
  if (width > wanted_width)
    {
      int content = 0;

      /* The window's frame takes its share: its content has the rest. */
      for (GtkWidget *child = gtk_widget_get_first_child (window); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int min = 0;

          if (gtk_widget_get_mapped (child))
            gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          content = MAX (content, min);
        }
      print_widest (window, wanted_width - (width - content));
    }
  /* The window's whole box, as its smallest size counts it. */
  if (!gtk_widget_compute_bounds (window, window, &all))
    all = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_print ("--- window %d %d\n", (int) all.size.width, (int) all.size.height);
  collect (window, window, &all, leaves);
  print_broken_words (window, window);
  print_overlaps (leaves);
  print_small_targets (window, window);
  if (reach_pass)
    print_unreachable (window, window);
}

static int wanted_height;

static void
print_screen (GkWindow   *window,
              const char *name)
{
  /* Back to the size asked for: a screen before that needed more does not
   * widen this one. */
  gtk_window_set_default_size (GTK_WINDOW (window), wanted_width, wanted_height);
  print_toplevel (GTK_WIDGET (window), name);
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The popover that changes a play's start, opened on the score page
 * scrolled to its button: "+++ popover start fits|cut MIN_HEIGHT".  It
 * fits when it holds below or above its button within the screen. */
static void
print_popover (GkWindow *window)
{
  GtkWidget *score = _gk_window_get_page_widget (window, "score");
  GtkWidget *details = find_type (score, GK_TYPE_PLAY_DETAILS_VIEW);
  GtkWidget *button;
  GtkWidget *scroller;
  GtkPopover *popover;
  GtkAdjustment *v;
  graphene_rect_t b;
  int screen_width, screen_height, min_height;

  if (details == NULL)
    {
      g_print ("+++ popover start missing\n");
      return;
    }
  button = (GtkWidget *) gtk_widget_get_template_child (details, GK_TYPE_PLAY_DETAILS_VIEW,
                                                        "started_button");
  scroller = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW);
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  /* Scrolled as far as it goes, the button as low as it can be. */
  if (scroller != NULL)
    {
      v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
      spin (100);
    }
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  wait_frames (GTK_WIDGET (popover), 2);
  screen_size (&screen_width, &screen_height);
  gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL,
                      NULL);
  if (!gtk_widget_compute_bounds (button, GTK_WIDGET (window), &b))
    g_error ("the start's button is not laid out");
  g_print ("+++ popover start %s %d\n",
           min_height <= screen_height - (b.origin.y + b.size.height) || min_height <= b.origin.y
           ? "fits" : "cut", min_height);
  gtk_popover_popdown (popover);
  spin (100);
}

/* The window @window opened over itself (a dialog, Why This Score?, the
 * shortcuts), at most as large as the window: printed, then closed. */
static void
print_dialog (GkWindow   *window,
              const char *name,
              int         width,
              int         height)
{
  GtkWindow *dialog = NULL;
  int opened_width, opened_height, room_width, room_height;

  WAIT_UNTIL ((dialog = shown_dialog (window)) != NULL);
  if (dialog == NULL)
    {
      g_print ("=== %s\n--- missing\n", name);
      return;
    }
  wait_frames (GTK_WIDGET (dialog), 2);
  /* As it opens, it must fit the screen on the reach pass ("+++ NAME
   * fits|cut WIDTH HEIGHT"), the window otherwise ("+++ NAME over the
   * window fits|cut WIDTH HEIGHT"). */
  opened_width = gtk_widget_get_width (GTK_WIDGET (dialog));
  opened_height = gtk_widget_get_height (GTK_WIDGET (dialog));
  if (reach_pass)
    screen_size (&room_width, &room_height);
  else
    {
      room_width = gtk_widget_get_width (GTK_WIDGET (window));
      room_height = gtk_widget_get_height (GTK_WIDGET (window));
    }
  g_print ("+++ %s%s %s %d %d\n", name, reach_pass ? "" : " over the window",
           opened_width <= room_width && opened_height <= room_height ? "fits" : "cut",
           opened_width, opened_height);
  /* A phone shows a dialog full screen: no larger than the window. */
  gtk_window_set_default_size (dialog, width, height);
  spin (100);
  print_toplevel (GTK_WIDGET (dialog), name);
  gtk_window_destroy (dialog);
  spin (50);
}

/* A page's panel (an AdwFlap) slid in where the page is folded. */
static void
show_flap (GkWindow   *window,
           const char *page,
           const char *action)
{
  GtkWidget *widget = _gk_window_get_page_widget (window, page);
  AdwFlap *flap = ADW_FLAP (find_type (widget, ADW_TYPE_FLAP));

  if (adw_flap_get_folded (flap) && !adw_flap_get_reveal_flap (flap))
    gtk_widget_activate_action (widget, action, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GFile) game = NULL;
  g_autoptr(GFile) position = NULL;
  g_autoptr(GFile) finished = NULL;
  g_autofree char *data_dir = NULL;
  GkWindow *window;
  GtkWidget *assistant;
  GtkWidget *sheet;
  int width, height;

  if ((argc != 6 && (argc != 7 || g_strcmp0 (argv[6], "reach") != 0))
      || sscanf (argv[5], "%dx%d", &width, &height) != 2)
    {
      g_printerr ("usage: %s LOCALEDIR GAME POSITION FINISHED WIDTHxHEIGHT [reach]\n", argv[0]);
      return 2;
    }
  reach_pass = argc == 7;
  wanted_width = width;
  wanted_height = height;

  /* No autosave, no recent games, no stored window size: a first start. */
  data_dir = g_dir_make_tmp ("gk-l10n-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);

  /* A group's history of plays, when given (GK_L10N_LIBRARY): on the
   * start page, History and Statistics. */
  if (g_getenv ("GK_L10N_LIBRARY") != NULL)
    copy_library (g_getenv ("GK_L10N_LIBRARY"), data_dir);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, argv[1]);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Opening a file adds it to the recent files, which need these. */
  g_set_prgname ("ginkgo-companion");
  g_set_application_name ("Ginkgo Companion");
  gtk_init ();
  adw_init ();
  /* A page that slides away is still on screen while it slides. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  window = gk_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  print_screen (window, "start");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  assistant = GTK_WIDGET (GK_SETUP_ASSISTANT (_gk_window_get_page_widget (window, "setup")));
  print_screen (window, "setup: players");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: characters");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  /* Next again: the blank characters are kept. */
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: starting square");
  gtk_widget_activate_action (assistant, "setup.next", NULL);
  print_screen (window, "setup: checklist");

  game = g_file_new_for_commandline_arg (argv[2]);
  _gk_window_open_file_wait (window, game);
  print_screen (window, "play");
  /* On a phone, the table panel slid in over the city (beside it on a
   * laptop: the same screen). */
  show_flap (window, "play", "play.show-table");
  print_screen (window, "play: table panel");

  position = g_file_new_for_commandline_arg (argv[3]);
  _gk_window_open_file_wait (window, position);
  print_screen (window, "score");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-open-rules", NULL);
  print_dialog (window, "why this score", width, height);

  /* A finished play opened again: its score, Correct This Game and the
   * play's details. */
  finished = g_file_new_for_commandline_arg (argv[4]);
  _gk_window_open_file_wait (window, finished);
  print_screen (window, "score of a finished play");
  if (reach_pass)
    print_popover (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.score-table", NULL);
  print_screen (window, "position editor");
  show_flap (window, "position", "position.show-players");
  print_screen (window, "position editor: players");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL);
  sheet = GTK_WIDGET (GK_SHEET_PAGE (_gk_window_get_page_widget (window, "sheet")));
  print_screen (window, "new game");
  gtk_widget_activate_action (sheet, "sheet.choose", "s", "7-wonders");
  print_screen (window, "score sheet: players");
  gtk_widget_activate_action (sheet, "sheet.next", NULL);
  print_screen (window, "score sheet: checklist");
  gtk_widget_activate_action (sheet, "sheet.next", NULL);
  print_screen (window, "score sheet: pad");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  print_screen (window, "history");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-stats", NULL);
  print_screen (window, "statistics");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  print_dialog (window, "shortcuts", width, height);

  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  gk_ui_test_remove_tree (data_dir);
  return 0;
}
