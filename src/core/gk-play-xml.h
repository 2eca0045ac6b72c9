/* gk-play-xml.h: the play's record in an XML file (game-file.md, "The play")
 *
 * Shared by every file that carries a play: a game log, a position, a
 * score sheet.  Reading refuses a malformed value with a translated message
 * and the line it is on; libxml2 writes it (GkXmlWriter), refusing a
 * value a file cannot hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "gk-play.h"
#include "gk-xml.h"

G_BEGIN_DECLS

/* Reads a <play> element into @record.  On FALSE, @error says what is
 * wrong (without the file's name) and @out_line its line. */
gboolean        gk_play_record_read_xml    (GkPlayRecord    *record,
                                            xmlNode         *node,
                                            guint           *out_line,
                                            GError         **error);
/* Reads the optional "person" of a <player> element as @seat's. */
gboolean        gk_play_record_read_person_xml (GkPlayRecord *record,
                                            guint            seat,
                                            xmlNode         *player,
                                            GError         **error);
/* Reads the optional date-time attribute @name of @node into @out (left
 * unset when the attribute is absent). */
gboolean        gk_play_time_read_xml      (xmlNode         *node,
                                            const char      *name,
                                            GkTime          *out,
                                            GError         **error);

/* Writes <play .../> (with its <note>); nothing when the record holds no
 * id, time, location or note. */
void            gk_play_record_write_xml   (const GkPlayRecord *record,
                                            GkXmlWriter     *writer);
/* Writes the attribute person="…" for @seat when the record knows the
 * person. */
void            gk_play_record_write_person_xml (const GkPlayRecord *record,
                                            guint            seat,
                                            GkXmlWriter     *writer);

/* Writes the attribute @name in RFC 3339 when @time is set. */
void            gk_xml_writer_attr_time    (GkXmlWriter     *writer,
                                            const char      *name,
                                            const GkTime    *time);

G_END_DECLS
