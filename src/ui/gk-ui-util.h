/* gk-ui-util.h: small helpers shared by the pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-context.h"
#include "gk-core.h"
#include "gk-history-index.h"
#include "gk-history-profiles.h"

G_BEGIN_DECLS

/* A dropdown of the five player colours, each shown with its symbol. */
GtkWidget      *gk_ui_player_colour_dropdown_new (void);
/* A dropdown of the three building colours. */
GtkWidget      *gk_ui_colour_dropdown_new  (void);
/* A dropdown of the three bonus triggers. */
GtkWidget      *gk_ui_trigger_dropdown_new (void);
/* Gives @dropdown (a string list) the width of its widest item, so that it
 * keeps one width whichever item it shows. */
void            gk_ui_drop_down_hold_width (GtkWidget       *dropdown);
/* The one rule for a number field, every GtkSpinButton of the app made
 * so: a scroll (the wheel, a touchpad's swipe) over @spin changes its
 * value only once the player has chosen it to change it (clicked or typed
 * in it since the keyboard came to it), otherwise it goes on to the page
 * around it; a number typed is read by gk_number_parse(), and one the
 * field cannot hold is refused, its text kept, marked, with the reason as
 * its tooltip (never cut to the nearest value it holds). */
void            gk_ui_number_field_init (GtkWidget    *spin);
/* The first number field shown under @root that holds a refused text (its
 * reason is its tooltip), or NULL: a step does not go on past it. */
GtkWidget      *gk_ui_find_refused_number  (GtkWidget       *root);
/* A numeric spin button from @min to @max by ones, made so. */
GtkWidget      *gk_ui_spin_button_new      (double           min,
                                            double           max);
/* Removes every child of @box (a GtkBox, GtkListBox or GtkFlowBox). */
void            gk_ui_remove_children      (GtkWidget       *box);
/* Sets @widget's tooltip to @text (NULL: none), shown when asked for and
 * said to screen readers as its description. Unlike
 * gtk_widget_set_tooltip_text() (and a .ui's tooltip-text), which in GTK
 * 4.8 asks the display where the pointer is on every call, three round
 * trips to an X server even for a widget on no screen yet, it costs
 * nothing more than a string: every tooltip of the app is set with it. */
void            gk_ui_set_tooltip          (GtkWidget       *widget,
                                            const char      *text);
/* The tooltips of the children of @widget's template (of @type), set with
 * gk_ui_set_tooltip(): @tooltips holds each child's id then its text,
 * marked with N_() and translated here, and ends with NULL. */
void            gk_ui_set_template_tooltips (GtkWidget        *widget,
                                             GType             type,
                                             const char *const *tooltips);
/* The tooltip @widget shows: the one gk_ui_set_tooltip() gave it, else
 * GTK's own (a widget of GTK's or libadwaita's), or NULL. */
const char     *gk_ui_get_tooltip          (GtkWidget       *widget);
/* @file's name as people read it: valid UTF-8 whatever bytes the name
 * holds (g_filename_display_basename()). */
char           *gk_ui_file_display_name    (GFile           *file);
/* A label that wraps, aligned to the start. */
GtkWidget      *gk_ui_wrapped_label_new    (const char      *text);
/* The one rule for what players type (names, file names, reasons that
 * quote them): it is shown as text, never read as markup.  A boxed-list
 * row titled @title with @subtitle (may be NULL), both as written. */
GtkWidget      *gk_ui_text_row_new         (const char      *title,
                                            const char      *subtitle);
/* Makes @window no larger than the window it is transient for (that
 * window's size, or the size it is given while it has none yet): a
 * window the template makes wide or tall still fits over a phone's.  A
 * size the template leaves unset stays so. */
void            gk_ui_window_fit_parent    (GtkWindow       *window);
/* Titles a preferences group with @text as written (its title is markup). */
void            gk_ui_group_set_title_text (gpointer         group,
                                            const char      *text);
/* Names every button under @root for screen readers as it reads: GTK 4.8
 * gives a button with a label both the label as written ("_Confirm") and
 * the label's text, so a screen reader says "_Confirm Confirm"; a button
 * or menu button with an icon alone is named by its tooltip without its
 * shortcut ("Main Menu", "Undo the Last Move"), a drop-down with a
 * tooltip too, not by their types.  It follows later changes of each
 * button's label and tooltip; a name the app gave stays. */
void            gk_ui_plain_accessible_names (GtkWidget     *root);
/* Names @widget @name for screen readers, kept as given; a drop-down's
 * button, which has the focus, says the name and the choice: "Colour:
 * Red". */
void            gk_ui_set_accessible_name  (GtkWidget       *widget,
                                            const char      *name);
/* What @revealer holds is hidden from screen readers while it is not
 * revealed (GTK 4.8 still reports where it was). */
void            gk_ui_hide_unrevealed      (GtkRevealer     *revealer);
/* The first widget under @root (not @root itself) of @type with the style
 * class @css_class (NULL: any), or NULL: a part libadwaita 1.2 names no
 * accessor for (an expander row's header, an action row's title). */
GtkWidget      *gk_ui_find_descendant      (GtkWidget       *root,
                                            GType            type,
                                            const char      *css_class);
/* @row says whether it is open, and the rows it holds are hidden from
 * screen readers while it is closed. */
void            gk_ui_expander_row_follow  (AdwExpanderRow  *row);
/* A toast saying @text as written (a toast's title is markup). */
AdwToast       *gk_ui_toast_new            (const char      *text);
/* Makes @page (a page of the history) follow @index and @profiles, either
 * NULL, kept in *@index_slot and *@profiles_slot: it lets go of what it
 * followed before, and @changed runs (with @page alone) whenever either
 * changes, for as long as @page lives. */
void            gk_ui_follow_history       (gpointer            page,
                                            GkHistoryIndex    **index_slot,
                                            GkHistoryProfiles **profiles_slot,
                                            GkHistoryIndex     *index,
                                            GkHistoryProfiles  *profiles,
                                            GCallback           changed);
/* The people @context knows (gk_context_get_known_names()) as a list of
 * GtkStringObject, the likeliest first, kept up to date as the history and
 * the profiles change; @context NULL: an empty list.  Asking for it starts
 * reading the context's history. */
GListModel     *gk_ui_known_names_new      (GkContext          *context);
/* @popover as it opens (its "show"): when it has room neither under nor
 * over the widget it points at in the page shown, the page (that widget's
 * scrolled window) scrolls by the least that gives it room. */
void            gk_ui_popover_make_room    (GtkPopover         *popover);

/* Transforms for g_object_bind_property_full() from a string property: the
 * text, NULL shown as "" (to a label); whether there is any (to "visible"). */
gboolean        gk_ui_binding_text         (GBinding           *binding,
                                            const GValue       *from,
                                            GValue             *to,
                                            gpointer            user_data);
gboolean        gk_ui_binding_has_text     (GBinding           *binding,
                                            const GValue       *from,
                                            GValue             *to,
                                            gpointer            user_data);

G_END_DECLS
