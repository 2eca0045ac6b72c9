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

/* The compiled-in resource @get_resource returns (a getter of
 * glib-compile-resources --manual-register), registered on its first use
 * with @register_resource; safe from any thread.  Every getter goes through
 * here. */
GResource      *gk_xml_resource            (void           (*register_resource) (void),
                                            GResource     *(*get_resource) (void));

/* Sets @error to "display_name:line: what" (no line when 0), GK_ERROR
 * @code, as every refusal of a game file is worded. */
void            gk_xml_set_error           (GError         **error,
                                            const char      *display_name,
                                            GkError          code,
                                            guint            line,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (5, 6);

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
/* Whether @text is a whole number as the app's files write one: digits
 * alone, no sign, no leading zero ("0", "7", "120"; not "+5", "007"). */
gboolean        gk_xml_is_plain_number     (const char      *text);

/* The app's files, byte for byte as libxml2's xmlTextWriter wrote them
 * (gk-xml-writer.c says how): the XML declaration, elements indented two
 * spaces a level, every value escaped.  A value XML cannot hold (not
 * UTF-8, a control character, U+FFFE...) is refused, never dropped: the
 * first one sets the error that gk_xml_writer_finish() returns, and
 * nothing is written after it; so does a misuse (an end without an
 * element, an attribute after content, text outside every element). */
typedef struct _GkXmlWriter GkXmlWriter;

GkXmlWriter    *gk_xml_writer_new          (void);
void            gk_xml_writer_free         (GkXmlWriter     *self);
void            gk_xml_writer_start        (GkXmlWriter     *self,
                                            const char      *element);
/* Ends the element last started: <e .../> when it holds nothing. */
void            gk_xml_writer_end          (GkXmlWriter     *self);
void            gk_xml_writer_attr         (GkXmlWriter     *self,
                                            const char      *name,
                                            const char      *value);
void            gk_xml_writer_attr_int     (GkXmlWriter     *self,
                                            const char      *name,
                                            gint64           value);
void            gk_xml_writer_text         (GkXmlWriter     *self,
                                            const char      *text);
/* The writing fails with a translated error ("out of memory?"). */
void            gk_xml_writer_fail         (GkXmlWriter     *self);
/* The document's bytes (NUL-terminated), or NULL with the error of the
 * first refused value; frees @self either way. */
char           *gk_xml_writer_finish       (GkXmlWriter     *self,
                                            gsize           *length,
                                            GError         **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkXmlWriter, gk_xml_writer_free)

/* Whether @text is UTF-8 that XML 1.0 can hold; else @error (translated,
 * GK_ERROR_FILE_CONTENT) names the first character it cannot. */
gboolean        gk_xml_text_check          (const char      *text,
                                            GError         **error);

G_END_DECLS
