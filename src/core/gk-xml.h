/* gk-xml.h: the game file's bounded XML loading, for other documents
 *
 * A library holds more than game logs (score sheets of other games, for
 * one): they are read with the same bounds and refusals as a game file
 * (gk-gamefile-xml.c) and report their problems the same way, "file:line:
 * what", translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "gk-types.h"

G_BEGIN_DECLS

/* Parses @data within the game file's bounds (size, depth, nodes,
 * attributes; no DTD, entity or processing instruction; nothing after the
 * root) and checks every name="" is one line of at most GK_MAX_NAME_LENGTH
 * characters.  NULL with one translated error naming @display_name and
 * the line. */
xmlDoc         *gk_xml_parse_bounded       (const char      *data,
                                            gsize            length,
                                            const char      *display_name,
                                            GError         **error);

/* Validates @doc against the RELAX NG schema @schema (its bytes); a
 * refusal says which line broke it, in the user's language. */
gboolean        gk_xml_validate            (xmlDoc          *doc,
                                            GBytes          *schema,
                                            const char      *display_name,
                                            GError         **error);

/* Sets @error to "display_name:line: what" (no line when 0), GK_ERROR
 * @code, as every refusal of a game file is worded. */
void            gk_xml_set_error           (GError         **error,
                                            const char      *display_name,
                                            GkError          code,
                                            guint            line,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (5, 6);

/* Appends @text XML-escaped, as the game file writes its values (tabs and
 * line breaks as character references; what XML 1.0 cannot carry dropped),
 * or  name="text"  with a space before it. */
void            gk_xml_append_escaped      (GString         *out,
                                            const char      *text);
void            gk_xml_append_attr         (GString         *out,
                                            const char      *name,
                                            const char      *value);

/* The line an element starts on, 0 when unknown. */
guint           gk_xml_node_line           (xmlNode         *node);

/* Whether @node is the element @name. */
gboolean        gk_xml_is_element          (xmlNode         *node,
                                            const char      *name);
/* The first element from @node on, or NULL; the next after @node. */
xmlNode        *gk_xml_first_element       (xmlNode         *node);
xmlNode        *gk_xml_next_element        (xmlNode         *node);
/* An attribute as written (names keep their spaces), or NULL. */
char           *gk_xml_get_text            (xmlNode         *node,
                                            const char      *name);
/* An id or a number: stripped of the spaces the schema allows around it. */
char           *gk_xml_get_attr            (xmlNode         *node,
                                            const char      *name);

G_END_DECLS
