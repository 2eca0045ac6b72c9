/* gk-gamefile-private.h: what the game file's files share
 *
 * gk-gamefile.c holds the entry points; gk-gamefile-xml.c the errors a
 * load returns, the first two steps of a load (libxml2 and its bounds, the
 * schema) and the element accessors; gk-gamefile-read.c the last two
 * (names and numbers, the replay or the position); gk-gamefile-write.c the
 * saved bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "gk-xml.h"

#include "gk-gamefile.h"

G_BEGIN_DECLS

/* One load of a file. */
typedef struct
{
  const char *name;      /* the file, as the user knows it */
  GError     *error;     /* the first problem found */
} GkLoader;

/* ---- errors (gk-gamefile-xml.c) ---- */

/* Notes the first problem of a load: "file:line: what" (no line when 0). */
void            _gk_loader_fail            (GkLoader        *loader,
                                            GkError          code,
                                            guint            line,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (4, 5);
/* The line an element starts on, 0 when unknown. */
guint           _gk_xml_node_line          (xmlNode         *node);

/* ---- XML and schema (gk-gamefile-xml.c) ---- */

/* Step 1: the bytes parsed within bounds, or NULL with the loader's error. */
xmlDoc         *_gk_game_file_parse        (GkLoader        *loader,
                                            const char      *data,
                                            gsize            length);
/* Names one line long and not too long, before the schema. */
gboolean        _gk_game_file_check_names  (GkLoader        *loader,
                                            xmlNode         *node);
/* Step 2: the RELAX NG schema from the core's resources. */
gboolean        _gk_game_file_validate     (GkLoader        *loader,
                                            xmlDoc          *doc);
/* How many schemas this process compiled (each thread compiles each
 * schema once and keeps it). */
guint           _gk_xml_get_n_schemas_compiled (void);

gboolean        _gk_xml_has_attr           (xmlNode         *node,
                                            const char      *name);

/* ---- reading (gk-gamefile-read.c) ---- */

/* Steps 3 and 4: a game log read and replayed, each refusal naming its line. */
GkGame         *_gk_game_file_read_log     (GkLoader        *loader,
                                            xmlNode         *setup_node);
/* A <position>, built and checked by gk_position_build(). */
GkTable        *_gk_game_file_read_position (GkLoader       *loader,
                                             xmlNode        *node);

/* The optional <play> (may be NULL) and the "person" of each <player> of
 * @body (a <setup> or a <position>) read into @play. */
gboolean        _gk_game_file_read_play    (GkLoader        *loader,
                                            xmlNode         *play_node,
                                            xmlNode         *body,
                                            GkPlayRecord    *play);

G_END_DECLS
