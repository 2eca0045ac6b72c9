/* gk-ui-test-util.h: what every window test needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* How long a test waits for what the window does in the background (a
 * worker, a save, a frame) before it fails: only a hang takes this long,
 * however busy the machine. */
#define GK_UI_TEST_PATIENCE (120 * G_USEC_PER_SEC)

/* g_test_init() and GTK, with the user data folder (autosave, recent files)
 * in a fresh temporary folder, and the messages from the build's
 * catalogues in GK_TEST_LOCALEDIR when it is set (a run in another
 * language, LANGUAGE).  Returns that folder. */
const char     *gk_ui_test_init            (int          *argc,
                                            char       ***argv);
/* The same without starting GTK, for a test that starts the application
 * as src/main.c does (the folder removed at exit all the same). */
const char     *gk_ui_test_init_process    (int          *argc,
                                            char       ***argv);
/* Runs the main loop until nothing has been pending for a frame's interval
 * (at most @max_ms). */
void            gk_ui_test_spin            (guint         max_ms);
/* Runs the main loop until @widget's window has laid out and drawn a few
 * frames, however busy the machine (GK_UI_TEST_PATIENCE at most). */
void            gk_ui_test_wait_frames     (GtkWidget    *widget);
/* Runs the main loop until @window (a GkWindow) has opened, listed and
 * saved what it was doing (at most GK_UI_TEST_PATIENCE). */
void            gk_ui_test_wait_window     (gpointer      window);
/* Destroys @window (any toplevel), lets the main loop run until nothing
 * but the caller holds it (at most 5 s) and asserts with
 * g_assert_finalize_object() that it goes, and every widget that was in it
 * (within 5 s more): a reference leaked to the window or to one of its
 * widgets fails here, naming the widget. */
void            gk_ui_test_finalize_window (gpointer      window);
/* @widget (in a shown window) drawn by its own snapshot function at its
 * size in the screen's pixels (its scale factor), as 0xAARRGGBB pixels,
 * @width by @height, row after row. */
guint32        *gk_ui_test_render          (GtkWidget    *widget,
                                            int          *width,
                                            int          *height);
/* Presses @keyval with @modifiers through @widget's own key bindings (its
 * shortcut controllers), as a key pressed in it would: whether the binding
 * took the key (one must be there). */
gboolean        gk_ui_test_press_key       (GtkWidget       *widget,
                                            guint            keyval,
                                            GdkModifierType  modifiers);
/* A GkWindow's template child @name ("undo_button", "save_button"...). */
GtkWidget      *gk_ui_test_window_child    (gpointer      window,
                                            const char   *name);
/* The window's title and subtitle as its header bar shows them. */
const char     *gk_ui_test_window_title    (gpointer      window);
const char     *gk_ui_test_window_subtitle (gpointer      window);
/* The text of the window's bar @name ("save": a save failed; "conflict":
 * another program changed the file; "lock": another process plays the
 * game), NULL while it is hidden. */
const char     *gk_ui_test_window_bar      (gpointer      window,
                                            const char   *name);
/* @widget's template child @name, bound by its template class @type
 * (GK_TYPE_PLAY_PAGE, "city_view"); fails when there is none. */
GtkWidget      *gk_ui_test_child           (gpointer      widget,
                                            GType         type,
                                            const char   *name);
/* The text of @widget's template label @label while its template revealer
 * @revealer shows it, NULL while it is hidden: a page's banner, notice or
 * refusal as the player sees it. */
const char     *gk_ui_test_revealed_text   (gpointer      widget,
                                            GType         type,
                                            const char   *revealer,
                                            const char   *label);
/* Whether @widget is the one a search looks for; @data is the search's. */
typedef gboolean (*GkUiTestMatch) (GtkWidget *widget,
                                   gpointer   data);
/* The first widget under @widget (itself included, each widget before its
 * children, the children in order) that @match takes, or NULL. */
GtkWidget      *gk_ui_test_find_match      (GtkWidget    *widget,
                                            GkUiTestMatch match,
                                            gpointer      data);
/* The first widget under @widget (itself included) of @type with the
 * style class @css_class (NULL: any), or NULL. */
GtkWidget      *gk_ui_test_find            (GtkWidget    *widget,
                                            GType         type,
                                            const char   *css_class);
/* The first widget under @widget (itself included) named @name, or NULL. */
GtkWidget      *gk_ui_test_find_named      (GtkWidget    *widget,
                                            const char   *name);
/* Where @widget is drawn, in @target's coordinates (both laid out). */
graphene_rect_t gk_ui_test_bounds_in       (GtkWidget    *widget,
                                            GtkWidget    *target);
/* Whether each line of @label after its first starts a word: no word is
 * broken across lines. */
gboolean        gk_ui_test_words_whole     (GtkLabel     *label);
/* The texts of @box's visible labels, in order (a page's steps). */
GStrv           gk_ui_test_label_texts     (GtkWidget    *box);
/* A GkPlayPage's banner over the city and its rebuild notice as shown,
 * NULL while hidden; the steps under the city, one a string. */
const char     *gk_ui_test_play_banner     (gpointer      page);
const char     *gk_ui_test_play_rebuild    (gpointer      page);
GStrv           gk_ui_test_play_steps      (gpointer      page);
/* A GkSetupAssistant's step as shown: "players", "characters", "start"
 * or "checklist". */
const char     *gk_ui_test_setup_step      (gpointer      assistant);
/* A GkSetupAssistant's refusal as shown, NULL while hidden. */
const char     *gk_ui_test_setup_error     (gpointer      assistant);
/* In a GkTileReturnDialog, @player's row: the spin button of the tiles
 * they return, and the points it shows for them ("+2 points"). */
GtkSpinButton  *gk_ui_test_return_spin     (gpointer      dialog,
                                            guint         player);
const char     *gk_ui_test_return_points   (gpointer      dialog,
                                            guint         player);
/* A GkRoundEntry's template child @name ("confirm_button"...). */
GtkWidget      *gk_ui_test_entry_child     (gpointer      entry,
                                            const char   *name);
/* The button of a round entry that chooses @card (a letter or a building
 * card), @tile, or the solo opponent's second card @card, found by the
 * name it gives a screen reader ("Card Blue 12", "Tile Red 7"). */
GtkWidget      *gk_ui_test_card_button     (gpointer      entry,
                                            int           card);
GtkWidget      *gk_ui_test_tile_button     (gpointer      entry,
                                            int           tile);
GtkWidget      *gk_ui_test_second_card_button (gpointer   entry,
                                               int        card);
/* The lines of what a move draft's move will do, one a line. */
char           *gk_ui_test_draft_lines     (gpointer      draft);
/* How many players a move draft offers a hand renewal right now. */
guint           gk_ui_test_n_renewals      (gpointer      draft);
/* A key pressed in @widget, through its key controllers as the toolkit
 * would run them: whether one took it. */
gboolean        gk_ui_test_key_pressed     (GtkWidget       *widget,
                                            guint            keyval);
/* Removes @path, a folder, and everything in it. */
void            gk_ui_test_remove_tree     (const char   *path);
/* Empties the user data folder between tests. */
void            gk_ui_test_clear_data      (void);
/* Runs the main loop until @condition (an expression) holds; fails naming
 * it if it still does not after GK_UI_TEST_PATIENCE: a wait for what the
 * window does, however long a busy machine takes, never for a time. */
#define gk_ui_test_wait_until(condition) \
  G_STMT_START { \
    gint64 __end = g_get_monotonic_time () + GK_UI_TEST_PATIENCE; \
    while (!(condition)) \
      { \
        if (g_get_monotonic_time () > __end) \
          g_error ("%s:%d: still not %s", __FILE__, __LINE__, #condition); \
        if (!g_main_context_iteration (NULL, FALSE)) \
          g_usleep (1000); \
      } \
  } G_STMT_END
/* Whether @haystack contains @needle, with a message naming both when not. */
#define gk_ui_assert_contains(haystack, needle) \
  G_STMT_START { \
    const char *__h = (haystack); \
    const char *__n = (needle); \
    if (__h == NULL || strstr (__h, __n) == NULL) \
      g_error ("%s:%d: “%s” does not contain “%s”", __FILE__, __LINE__, \
               __h ? __h : "(null)", __n); \
  } G_STMT_END

G_END_DECLS
