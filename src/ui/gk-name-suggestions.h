/* gk-name-suggestions.h: names of people known from earlier plays,
 * offered under a name while it is typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GK_TYPE_NAME_SUGGESTIONS (gk_name_suggestions_get_type ())
G_DECLARE_FINAL_TYPE (GkNameSuggestions, gk_name_suggestions, GK, NAME_SUGGESTIONS, GObject)

/* Offers, in a list under @entry (a widget that is a GtkEditable: an
 * entry, an entry row) while a name is typed in it, the known names whose
 * start or one of whose words starts with what was typed, case aside (six
 * at most, in the order of the names); Up and Down choose, Enter or a
 * click takes one, Escape closes the list, and the name keeps the focus
 * throughout.  Nothing is offered while a page fills the name in (the
 * name has no focus then).  The list's popover is a child of @parent
 * (@entry or a widget around it): @parent's dispose lets go of this
 * object, which takes the popover away. */
GkNameSuggestions *gk_name_suggestions_new   (GtkWidget         *entry,
                                              GtkWidget         *parent);
/* The names known (GtkStringObject), the likeliest first; NULL offers none. */
void               gk_name_suggestions_set_names (GkNameSuggestions *self,
                                              GListModel        *names);
/* The list of names offered (a GtkListBox), for tests. */
GtkWidget         *gk_name_suggestions_get_list (GkNameSuggestions *self);

G_END_DECLS
