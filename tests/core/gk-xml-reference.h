/* gk-xml-reference.h: the app's files as libxml2's xmlTextWriter wrote them
 *
 * GkXmlWriter once wrapped xmlTextWriter; identities derived from a file's
 * bytes are kept in users' history indexes, so the writer that replaced it
 * must write the same bytes.  This is the old wrapper, kept for the tests
 * only, as the reference the writer is held to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _GkRefWriter GkRefWriter;

/* The calls of GkXmlWriter, as the wrapper of xmlTextWriter made them: a
 * value gk_xml_text_check() refuses, or a call libxml2 refuses, fails the
 * writing. */
GkRefWriter    *gk_ref_writer_new          (void);
void            gk_ref_writer_start        (GkRefWriter     *self,
                                            const char      *element);
void            gk_ref_writer_end          (GkRefWriter     *self);
void            gk_ref_writer_attr         (GkRefWriter     *self,
                                            const char      *name,
                                            const char      *value);
void            gk_ref_writer_attr_int     (GkRefWriter     *self,
                                            const char      *name,
                                            gint64           value);
void            gk_ref_writer_text         (GkRefWriter     *self,
                                            const char      *text);
/* The bytes, or NULL when the writing failed; frees @self. */
char           *gk_ref_writer_finish       (GkRefWriter     *self,
                                            gsize           *length);

/* @data, a document the app wrote (no element holds both text and
 * elements), parsed and written again by the reference, element by
 * element, attribute by attribute: the bytes xmlTextWriter wrote for the
 * same calls.  NULL (with a test message) when @data does not parse or
 * mixes text and elements. */
char           *gk_ref_rewrite             (const char      *data,
                                            gsize            length,
                                            gsize           *out_length);

G_END_DECLS
