/* gk-gamefile-private.h: what the game file's files share
 *
 * gk-gamefile.c holds the entry points; gk-gamefile-xml.c the errors a
 * load returns and the element accessors; the first two steps of a load are
 * gk-gamefile-parse.c (libxml2 and its bounds, the names),
 * gk-gamefile-scan.c (the bytes scanned before libxml2 sees them),
 * gk-gamefile-shape.c (the quick check of a plain file's shape) and
 * gk-gamefile-schema.c (the schema); the last two (names and numbers, the
 * replay or the position) are gk-gamefile-read.c (the shared readers, the
 * setup, the play), gk-gamefile-log.c (the rounds read and replayed) and
 * gk-gamefile-position.c (a position); gk-gamefile-write.c the saved
 * bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

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

/* ---- XML and schema (gk-gamefile-parse.c, gk-gamefile-scan.c, gk-gamefile-shape.c,
 *      gk-gamefile-schema.c) ---- */

/* Bounds on the shape of a file, far above any real game (a long game of
 * five players holds under 1,000 elements and attributes in about 12 KB,
 * nested four deep), low enough that any file within GK_FILE_MAX_SIZE is
 * parsed and checked within 0.5 s and 50 MB (bench/bench-hostile.sh). */
#define GK_XML_MAX_DEPTH          16
#define GK_XML_MAX_ATTRIBUTES     32      /* on one element */
#define GK_XML_MAX_NODES          50000   /* elements, attributes, comments, CDATA */

/* libxml2 2.12 hands its error handlers a const error: Debian 12 has 2.9, a
 * current GNOME runtime a newer one. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *GkXmlError;
#else
typedef xmlErrorPtr GkXmlError;
#endif

/* What step 1 found wrong first: libxml2's error, or our refusal. */
typedef struct
{
  guint  line;
  int    code;
  char  *message;
  char  *refusal;   /* ours, translated: wins over libxml2's message */
  guint  depth;
  guint  n_nodes;
} ParseProblem;

/* Sets up libxml2 and its schema types once per process (gk-gamefile-parse.c). */
void            _gk_xml_init               (void);
/* libxml2's messages end in a newline and may hold more: one line for ours. */
char           *_gk_xml_one_line           (const char      *message);
/* Notes our refusal at @line, unless one is noted already. */
void            _gk_xml_refuse             (ParseProblem    *problem,
                                            guint            line,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (3, 4);
/* The bytes scanned before libxml2 sees them (gk-gamefile-scan.c): FALSE
 * with the problem's refusal at the first thing a game file never holds. */
gboolean        _gk_xml_scan_document      (ParseProblem    *problem,
                                            const char      *data,
                                            gsize            length);

/* Step 1: the bytes parsed within bounds, or NULL with the loader's error. */
xmlDoc         *_gk_game_file_parse        (GkLoader        *loader,
                                            const char      *data,
                                            gsize            length);
/* The same without the blank text between elements (libxml2's
 * XML_PARSE_NOBLANKS; the blank content of an element without children
 * stays): a third fewer nodes, for the quick walk of step 2 and the
 * reading.  Never for the RELAX NG check, whose messages name other lines
 * on such a tree. */
xmlDoc         *_gk_game_file_parse_lean   (GkLoader        *loader,
                                            const char      *data,
                                            gsize            length);
/* Names one line long and not too long, before the schema. */
gboolean        _gk_game_file_check_names  (GkLoader        *loader,
                                            xmlNode         *node);
/* Step 2: the RELAX NG schema from the core's resources. */
gboolean        _gk_game_file_validate     (GkLoader        *loader,
                                            xmlDoc          *doc);
/* Step 2 the quick way (gk-gamefile-shape.c): TRUE only when @doc is
 * certainly valid by the schema, in its plain form; FALSE when unsure, and
 * then the schema decides. */
gboolean        _gk_game_file_shape_is_certain (xmlDoc      *doc);
/* Validates @doc against the RELAX NG schema @bytes (NULL: missing). */
gboolean        _gk_xml_validate_with      (GkLoader        *loader,
                                            xmlDoc          *doc,
                                            GBytes          *bytes);
/* How many schemas this process compiled (each thread compiles each
 * schema once and keeps it). */
guint           _gk_xml_get_n_schemas_compiled (void);

gboolean        _gk_xml_has_attr           (xmlNode         *node,
                                            const char      *name);
/* The attribute @name of @node (NULL: missing) as gk_xml_get_attr() and
 * gk_xml_get_text() give it, read in place: @copy is set to a copy to
 * free only when the value could not be read in place. */
const char     *_gk_xml_attr_view          (xmlNode         *node,
                                            const char      *name,
                                            char           **copy);
const char     *_gk_xml_text_view          (xmlNode         *node,
                                            const char      *name,
                                            char           **copy);

/* ---- reading (gk-gamefile-read.c, gk-gamefile-log.c, gk-gamefile-position.c) ---- */

/* Numbers larger than this cannot come from a real table; refusing them
 * early keeps every sum far from overflowing. */
#define GK_LOADER_MAX_COUNT 9999

/* A name spelled in the file; the schema has checked the spelling, so a
 * failure here means the schema and the engine disagree. */
#define GK_LOADER_READ_NAME(loader, node, attr, parse, out)                        \
  G_STMT_START {                                                                   \
    g_autofree char *_copy = NULL;                                                 \
    const char *_value = _gk_xml_attr_view ((node), (attr), &_copy);               \
    if (_value == NULL || !parse (_value, (out)))                                  \
      {                                                                            \
        _gk_loader_fail ((loader), GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (node),             \
                         _("the attribute “%s” of <%s> has a wrong value: “%s”"),       \
                         (attr), (const char *) (node)->name, _value ? _value : "");    \
        return FALSE;                                                              \
      }                                                                            \
  } G_STMT_END

/* A whole number from 0 to @max in the attribute @name. */
gboolean        _gk_loader_read_uint       (GkLoader        *loader,
                                            xmlNode         *node,
                                            const char      *name,
                                            guint            max,
                                            guint           *out);
/* A cell of the city in the attributes @x_name and @y_name. */
gboolean        _gk_loader_read_cell       (GkLoader        *loader,
                                            xmlNode         *node,
                                            const char      *x_name,
                                            const char      *y_name,
                                            gint            *x,
                                            gint            *y);
/* The optional date-time attribute @name of @node (game-file.md, "The play"). */
gboolean        _gk_loader_read_time       (GkLoader        *loader,
                                            xmlNode         *node,
                                            const char      *name,
                                            GkTime          *out);
/* A seat among the first @n_players, or the solo opponent when @allow_hal. */
gboolean        _gk_loader_read_player     (GkLoader        *loader,
                                            xmlNode         *node,
                                            const char      *attr,
                                            guint            n_players,
                                            gboolean         allow_hal,
                                            gint            *out);
/* The k-th <player> must be p(k+1): ids are seats in seating order. */
gboolean        _gk_loader_check_player_id (GkLoader        *loader,
                                            xmlNode         *node,
                                            guint            index,
                                            guint            n_players);
/* A <setup>, checked by gk_setup_check() (gk-gamefile-read.c). */
GkSetup        *_gk_game_file_read_setup   (GkLoader        *loader,
                                            xmlNode         *node);

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
