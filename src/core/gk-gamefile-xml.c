/* gk-gamefile-xml.c: a game file's first two steps, libxml2 and the schema
 *
 * A file can be hostile as well as damaged, and the first step is bounded
 * so that any file is answered within 0.5 s and 50 MB: at most 4 MiB is
 * read (gk-file-io.c), a scan of the bytes refuses DTDs, entities,
 * processing instructions, NUL bytes, anything but UTF-8, "--" in comments
 * and overlong tags before libxml2 sees them, and libxml2's own handlers
 * refuse a DTD again, bound depth and nodes, and end the parse at its
 * first error.  Names get their own check before the schema.
 * The schema (data/ginkgo-game.rng) is shipped in the core's resources.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <libxml/xmlschemastypes.h>
#include <string.h>

#include "gk-core-resources.h"
#include "gk-file-io.h"
#include "gk-gamefile-private.h"
#include "gk-xml.h"

/* libxml2 2.12 hands its error handlers a const error: Debian 12 has 2.9, a
 * current GNOME runtime a newer one. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *GkXmlError;
#else
typedef xmlErrorPtr GkXmlError;
#endif

#define SCHEMA_PATH "/io/github/ginkgocompanion/GinkgoCompanion/core/ginkgo-game.rng"

/* ---- errors ---- */

void
_gk_loader_fail (GkLoader   *loader,
                 GkError     code,
                 guint       line,
                 const char *format,
                 ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (loader->error != NULL)
    return;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    /* TRANSLATORS: a problem in a game file: file name, line number, what is wrong */
    g_set_error (&loader->error, GK_ERROR, code, _("%s:%u: %s"), loader->name, line, what);
  else
    /* TRANSLATORS: a problem in a game file: file name, what is wrong */
    g_set_error (&loader->error, GK_ERROR, code, _("%s: %s"), loader->name, what);
}

guint
_gk_xml_node_line (xmlNode *node)
{
  long line;

  if (node == NULL)
    return 0;
  line = xmlGetLineNo (node);
  return line > 0 && line <= G_MAXUINT ? (guint) line : 0;
}

/* ---- step 1: well-formed XML, and nothing a game file never holds ---- */

/* Bounds on the shape of a file, far above any real game (a long game of
 * five players holds under 1,000 elements and attributes in about 12 KB,
 * nested four deep), low enough that any file within GK_FILE_MAX_SIZE is
 * parsed and checked within 0.5 s and 50 MB (bench/bench-hostile.sh). */
#define MAX_DEPTH          16
#define MAX_ATTRIBUTES     32      /* on one element */
#define MAX_NODES          50000   /* elements, attributes, comments, CDATA */

/* libxml2 sets itself up once per process, whichever thread loads first.
 * Its RELAX NG type library and the XML Schema types it names are set up
 * lazily by the first schema parsed, without a lock: two threads checking
 * their first files at once (the history index's first build) would both
 * register them, and one schema fails to compile.  So they are set up
 * here, under the same once. */
static void
init_libxml (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      xmlSchemaInitTypes ();
      xmlRelaxNGInitTypes ();
      g_once_init_leave (&initialized, 1);
    }
}

/* libxml2's messages end in a newline and may hold more: one line for ours. */
static char *
one_line (const char *message)
{
  char *line = g_strdup (message != NULL ? message : "");

  g_strdelimit (line, "\r\n\t", ' ');
  return g_strstrip (line);
}

typedef struct
{
  guint  line;
  int    code;
  char  *message;
  char  *refusal;   /* ours, translated: wins over libxml2's message */
  guint  depth;
  guint  n_nodes;
} ParseProblem;

static void refuse (ParseProblem *problem,
                    guint         line,
                    const char   *format,
                    ...) G_GNUC_PRINTF (3, 4);

static void
refuse (ParseProblem *problem,
        guint         line,
        const char   *format,
        ...)
{
  va_list args;

  if (problem->refusal != NULL)
    return;
  va_start (args, format);
  problem->refusal = g_strdup_vprintf (format, args);
  va_end (args);
  problem->line = line > 0 ? line : 1;
}

static void
note_problem (ParseProblem *problem,
              GkXmlError    err)
{
  /* Only the first error matters: later ones follow from it. */
  if (problem->message != NULL || problem->refusal != NULL ||
      err == NULL || err->level < XML_ERR_ERROR)
    return;

  problem->line = err->line > 0 ? (guint) err->line : 1;
  problem->code = err->code;
  problem->message = one_line (err->message);
}

/* The first error ends the parse: libxml2 2.9 goes on after one, and what
 * some of its recoveries cost grows with the file (a comment of dashes
 * took minutes).  The parser is marked ended, which every loop of it
 * checks; its input is left where it is, as xmlStopParser() would free it
 * under the function that raised the error. */
static void
on_parse_error (void       *user_data,
                GkXmlError  err)
{
  xmlParserCtxtPtr ctxt = user_data;

  note_problem (ctxt->_private, err);
  if (err != NULL && err->level >= XML_ERR_ERROR)
    {
      ctxt->instate = XML_PARSER_EOF;
      ctxt->disableSAX = 1;
    }
}

static gboolean
is_blank (const char *data,
          gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;
  return TRUE;
}

/* Errors libxml2 raises outside the parser context (a broken encoding
 * declaration, I/O) go to the thread's handlers: caught the same way. */
static void
on_parse_error_outside (void       *user_data,
                        GkXmlError  err)
{
  note_problem (user_data, err);
}

static void
ignore_generic_error (void       *user_data,
                      const char *format,
                      ...)
{
}

/* -- the scan: refuses before libxml2 sees a byte -- */

static gboolean
has_prefix_at (const char *data,
               gsize       length,
               gsize       i,
               const char *prefix)
{
  gsize n = strlen (prefix);

  return length - i >= n && memcmp (data + i, prefix, n) == 0;
}

/* Skips to just past @end, counting lines; FALSE when @end never comes
 * (libxml2 then reports the unfinished markup). */
static gboolean
skip_past (const char *data,
           gsize       length,
           gsize      *i,
           const char *end,
           guint      *line)
{
  gsize n = strlen (end);

  for (; *i < length; (*i)++)
    {
      if (data[*i] == '\n')
        (*line)++;
      if (length - *i >= n && memcmp (data + *i, end, n) == 0)
        {
          *i += n;
          return TRUE;
        }
    }
  return FALSE;
}

/* At a '&': only character references and the five predefined entities;
 * a game file declares no entity, so anything else is refused here. */
static gboolean
check_reference (ParseProblem *problem,
                 const char   *data,
                 gsize         length,
                 gsize         i,
                 guint         line)
{
  static const char *const predefined[] = { "&lt;", "&gt;", "&amp;", "&apos;", "&quot;" };
  g_autofree char *name = NULL;
  gsize end;

  if (has_prefix_at (data, length, i, "&#"))
    return TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (predefined); k++)
    if (has_prefix_at (data, length, i, predefined[k]))
      return TRUE;

  for (end = i + 1; end < length && end - i < 40 && data[end] != ';' &&
       !g_ascii_isspace (data[end]) && data[end] != '<' && data[end] != '"' &&
       data[end] != '\''; end++)
    ;
  name = g_utf8_make_valid (data + i + 1, (gssize) (end - i - 1));
  refuse (problem, line,
          /* TRANSLATORS: %s is a name written in the file after “&” */
          _("the entity reference “&%s;” is not allowed: a game file uses no entities "
            "besides &lt; &gt; &amp; &apos; &quot; and character references"), name);
  return FALSE;
}

/* A start tag from its '<': counts its attributes (each has exactly one
 * '=' outside quotes) and checks the references in their values. */
static gboolean
scan_start_tag (ParseProblem *problem,
                const char   *data,
                gsize         length,
                gsize        *i,
                guint        *line)
{
  guint tag_line = *line;
  guint n_attributes = 0;
  char quote = '\0';

  for ((*i)++; *i < length; (*i)++)
    {
      char c = data[*i];

      if (c == '\n')
        (*line)++;
      if (quote != '\0')
        {
          if (c == quote)
            quote = '\0';
          else if (c == '&' && !check_reference (problem, data, length, *i, *line))
            return FALSE;
        }
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '=' && ++n_attributes > MAX_ATTRIBUTES)
        {
          refuse (problem, tag_line,
                  g_dngettext (GETTEXT_PACKAGE,
                               "an element has more than %u attribute",
                               "an element has more than %u attributes",
                               MAX_ATTRIBUTES),
                  MAX_ATTRIBUTES);
          return FALSE;
        }
      else if (c == '>')
        {
          (*i)++;
          return TRUE;
        }
    }
  return TRUE;
}

static guint
line_at (const char *data,
         const char *p)
{
  guint line = 1;

  for (const char *q = data; q < p; q++)
    if (*q == '\n')
      line++;
  return line;
}

static gboolean
check_no_nul (ParseProblem *problem,
              const char   *data,
              gsize         length)
{
  const char *nul = memchr (data, '\0', length);

  if (nul == NULL)
    return TRUE;
  refuse (problem, line_at (data, nul),
          _("the file holds a NUL byte, which a game file never holds (it is damaged, "
            "or not written as UTF-8)"));
  return FALSE;
}

/* A game file is UTF-8 (the schema and the writer say so), so the bytes
 * are checked as such before libxml2 sees them: no other encoding, declared
 * or guessed from the first bytes, can turn bytes the scan did not count
 * into markup. */
static gboolean
check_utf8 (ParseProblem *problem,
            const char   *data,
            gsize         length)
{
  const char *end = NULL;

  if (g_utf8_validate_len (data, length, &end))
    return TRUE;
  refuse (problem, line_at (data, end),
          /* TRANSLATORS: %02X is the byte, in hexadecimal (e.g. E9) */
          _("the byte 0x%02X is not UTF-8: a game file is written in UTF-8 (it is "
            "damaged, or was saved in another encoding)"),
          (guint) (guchar) *end);
  return FALSE;
}

/* The XML declaration from @start to @end (its "?>"): only UTF-8 may be
 * declared.  A declaration libxml2 cannot read is left for it to report. */
static gboolean
check_declared_encoding (ParseProblem *problem,
                         const char   *start,
                         const char   *end)
{
  g_autofree char *value = NULL;
  const char *p = g_strstr_len (start, end - start, "encoding");
  const char *close;
  char quote;

  if (p == NULL)
    return TRUE;
  for (p += strlen ("encoding"); p < end && g_ascii_isspace (*p); p++)
    ;
  if (p == end || *p != '=')
    return TRUE;
  for (p++; p < end && g_ascii_isspace (*p); p++)
    ;
  if (p == end || (*p != '"' && *p != '\''))
    return TRUE;
  quote = *p++;
  close = memchr (p, quote, end - p);
  if (close == NULL)
    return TRUE;
  value = g_utf8_make_valid (p, MIN (close - p, 40));
  if (g_ascii_strcasecmp (value, "UTF-8") == 0 || g_ascii_strcasecmp (value, "UTF8") == 0)
    return TRUE;
  refuse (problem, line_at (start, p),
          /* TRANSLATORS: %s is the name of an encoding the file declares, e.g. “ISO-8859-1” */
          _("the file says it is written in the encoding “%s”: a game file is written in "
            "UTF-8"), value);
  return FALSE;
}

/* A comment from just after its "<!--": XML allows no "--" inside one, and
 * libxml2 2.9 reports each in time that grows with the comment. */
static gboolean
skip_comment (ParseProblem *problem,
              const char   *data,
              gsize         length,
              gsize        *i,
              guint        *line)
{
  for (; *i < length; (*i)++)
    {
      if (data[*i] == '\n')
        (*line)++;
      else if (data[*i] == '-' && has_prefix_at (data, length, *i, "--"))
        {
          if (has_prefix_at (data, length, *i, "-->"))
            {
              *i += 3;
              return TRUE;
            }
          refuse (problem, *line,
                  _("a comment holds “--”, which XML does not allow inside a comment"));
          return FALSE;
        }
    }
  /* Unfinished: libxml2 says so. */
  return TRUE;
}

/* A declaration or a processing instruction at @i is refused: a game file
 * is plain data.  FALSE when @i starts neither. */
static gboolean
refuse_declaration (ParseProblem *problem,
                    const char   *data,
                    gsize         length,
                    gsize         i,
                    guint         line)
{
  if (has_prefix_at (data, length, i, "<!DOCTYPE"))
    refuse (problem, line,
            _("a document type declaration (<!DOCTYPE>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<!ENTITY"))
    refuse (problem, line,
            _("an entity declaration (<!ENTITY>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<!"))
    refuse (problem, line, _("a declaration (<!…>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<?"))
    refuse (problem, line,
            _("a processing instruction (<?…?>) is not allowed in a game file; "
              "only the XML declaration may start it"));
  else
    return FALSE;
  return TRUE;
}

/* The scan follows XML's own tokens (comments, CDATA sections, the
 * declaration, tags with quoted values, text), so it reads each byte as
 * libxml2 will: the bytes are UTF-8 and libxml2 is told to read them as
 * such whatever the file declares.  It refuses, with the line: NUL bytes,
 * bytes that are not UTF-8, an encoding other than UTF-8 declared, any
 * <!DOCTYPE> or other declaration, processing instructions, entity
 * references, "--" inside a comment, and elements with too many
 * attributes (libxml2 checks duplicate attributes in quadratic time).  The
 * parser's own handlers refuse a DOCTYPE again, should anything slip
 * past. */
static gboolean
scan_document (ParseProblem *problem,
               const char   *data,
               gsize         length)
{
  guint line = 1;
  gsize i = 0;

  if (!check_no_nul (problem, data, length))
    return FALSE;

  /* The declaration first: a file declared in another encoding is told so. */
  if (has_prefix_at (data, length, 0, "\xEF\xBB\xBF"))
    i = 3;
  if (has_prefix_at (data, length, i, "<?xml") && length - i > 5 &&
      g_ascii_isspace (data[i + 5]))
    {
      gsize start = i;

      if (skip_past (data, length, &i, "?>", &line) &&
          !check_declared_encoding (problem, data + start, data + i))
        return FALSE;
    }
  if (!check_utf8 (problem, data, length))
    return FALSE;
  if (i >= length)
    return TRUE;

  while (i < length)
    {
      char c = data[i];

      if (c == '\n')
        {
          line++;
          i++;
        }
      else if (c == '&')
        {
          if (!check_reference (problem, data, length, i, line))
            return FALSE;
          i++;
        }
      else if (c != '<')
        i++;
      else if (has_prefix_at (data, length, i, "<!--"))
        {
          i += 4;
          if (!skip_comment (problem, data, length, &i, &line))
            return FALSE;
        }
      else if (has_prefix_at (data, length, i, "<![CDATA["))
        {
          i += 9;
          if (!skip_past (data, length, &i, "]]>", &line))
            return TRUE;
        }
      else if (refuse_declaration (problem, data, length, i, line))
        return FALSE;
      else if (has_prefix_at (data, length, i, "</"))
        {
          if (!skip_past (data, length, &i, ">", &line))
            return TRUE;
        }
      else if (!scan_start_tag (problem, data, length, &i, &line))
        return FALSE;
    }
  return TRUE;
}

/* -- the parser's handlers: bounds, and no DTD whatever the bytes -- */

static guint
parser_line (xmlParserCtxtPtr ctxt)
{
  return ctxt->input != NULL && ctxt->input->line > 0 ? (guint) ctxt->input->line : 1;
}

static void
stop_parser (xmlParserCtxtPtr ctxt)
{
  /* Halts at once: nothing after this point is parsed or expanded. */
  xmlStopParser (ctxt);
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;

  refuse (ctxt->_private, parser_line (ctxt),
          _("a document type declaration (<!DOCTYPE>) is not allowed in a game file"));
  stop_parser (ctxt);
}

static void
on_entity_decl (void          *user_data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  xmlParserCtxtPtr ctxt = user_data;

  refuse (ctxt->_private, parser_line (ctxt),
          _("an entity declaration (<!ENTITY>) is not allowed in a game file"));
  stop_parser (ctxt);
}

static void
on_processing_instruction (void          *user_data,
                           const xmlChar *target,
                           const xmlChar *data)
{
  xmlParserCtxtPtr ctxt = user_data;

  refuse (ctxt->_private, parser_line (ctxt),
          _("a processing instruction (<?…?>) is not allowed in a game file; "
            "only the XML declaration may start it"));
  stop_parser (ctxt);
}

static gboolean
count_nodes (xmlParserCtxtPtr ctxt,
             guint            n)
{
  ParseProblem *problem = ctxt->_private;

  problem->n_nodes += n;
  if (problem->n_nodes <= MAX_NODES)
    return TRUE;
  refuse (problem, parser_line (ctxt),
          _("the file holds far more than any game: over %u elements and attributes"),
          MAX_NODES);
  stop_parser (ctxt);
  return FALSE;
}

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseProblem *problem = ctxt->_private;

  if (++problem->depth > MAX_DEPTH)
    {
      refuse (problem, parser_line (ctxt),
              _("elements are nested more than %u deep, far deeper than in any game file"),
              MAX_DEPTH);
      stop_parser (ctxt);
      return;
    }
  if (n_attributes > MAX_ATTRIBUTES)
    {
      refuse (problem, parser_line (ctxt),
              g_dngettext (GETTEXT_PACKAGE,
                           "an element has more than %u attribute",
                           "an element has more than %u attributes",
                           MAX_ATTRIBUTES),
              MAX_ATTRIBUTES);
      stop_parser (ctxt);
      return;
    }
  if (!count_nodes (ctxt, 1 + (guint) MAX (n_attributes, 0)))
    return;
  xmlSAX2StartElementNs (ctxt, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseProblem *problem = ctxt->_private;

  if (problem->depth > 0)
    problem->depth--;
  xmlSAX2EndElementNs (ctxt, localname, prefix, uri);
}

static void
on_comment (void          *user_data,
            const xmlChar *value)
{
  if (count_nodes (user_data, 1))
    xmlSAX2Comment (user_data, value);
}

static void
on_cdata_block (void          *user_data,
                const xmlChar *value,
                int            length)
{
  if (count_nodes (user_data, 1))
    xmlSAX2CDataBlock (user_data, value, length);
}

/* XML allows comments after the root element; a game file ends with it. */
static gboolean
check_after_root (GkLoader *loader,
                  xmlDoc   *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root != NULL && root->next != NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, _gk_xml_node_line (root->next),
                       _("something follows the end of <%s>: a game file ends with its root "
                         "element"), (const char *) root->name);
      return FALSE;
    }
  return TRUE;
}

/* A parser whose handlers bound the document and refuse a DTD (above). */
static xmlParserCtxtPtr
new_parser (ParseProblem *problem)
{
  xmlParserCtxtPtr ctxt;

  init_libxml ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    return NULL;
  ctxt->_private = problem;
  ctxt->sax->serror = on_parse_error;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_internal_subset;
  ctxt->sax->entityDecl = on_entity_decl;
  ctxt->sax->processingInstruction = on_processing_instruction;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->sax->comment = on_comment;
  ctxt->sax->cdataBlock = on_cdata_block;
  ctxt->vctxt.error = NULL;
  ctxt->vctxt.warning = NULL;
  return ctxt;
}

static xmlDoc *
read_memory (xmlParserCtxtPtr  ctxt,
             ParseProblem     *problem,
             const char       *data,
             gsize             length)
{
  xmlStructuredErrorFunc old_structured = xmlStructuredError;
  void *old_structured_data = xmlStructuredErrorContext;
  xmlGenericErrorFunc old_generic = xmlGenericError;
  void *old_generic_data = xmlGenericErrorContext;
  xmlDoc *doc;

  /* Nothing reaches stderr: every problem ends up in the one GError. */
  xmlSetStructuredErrorFunc (problem, on_parse_error_outside);
  xmlSetGenericErrorFunc (NULL, ignore_generic_error);

  /* No network, no entity substitution, no DTD loading: a game file is
   * plain data, in UTF-8 whatever it declares (the scan checked the
   * bytes).  Big lines keep line numbers right past 65535. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING |
                           XML_PARSE_IGNORE_ENC);

  xmlSetStructuredErrorFunc (old_structured_data, old_structured);
  xmlSetGenericErrorFunc (old_generic_data, old_generic);
  return doc;
}

/* What the parse found wrong, in one error: a refusal of ours, XML that is
 * not well-formed or not XML at all, a DTD, or something after the root. */
static gboolean
check_parsed (GkLoader           *loader,
              xmlParserCtxtPtr    ctxt,
              const ParseProblem *problem,
              xmlDoc             *doc,
              const char         *data,
              gsize               length)
{
  if (problem->refusal != NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem->line, "%s", problem->refusal);
      return FALSE;
    }
  if (doc == NULL || !ctxt->wellFormed || problem->message != NULL)
    {
      if (problem->code == XML_ERR_DOCUMENT_EMPTY && is_blank (data, length))
        _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0, _("the file is empty"));
      else if (problem->code == XML_ERR_DOCUMENT_EMPTY)
        _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem->line,
                         _("this is not a game file: it does not start with XML"));
      else if (problem->message != NULL && *problem->message != '\0')
        /* TRANSLATORS: %s is libxml2's own description of the problem (in English) */
        _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem->line,
                         _("the file is not well-formed XML: %s"), problem->message);
      else
        _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem->line,
                         _("the file is not well-formed XML"));
      return FALSE;
    }
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, 1,
                       _("a document type declaration (<!DOCTYPE>) is not allowed in a game "
                         "file"));
      return FALSE;
    }
  return check_after_root (loader, doc);
}

xmlDoc *
_gk_game_file_parse (GkLoader   *loader,
                     const char *data,
                     gsize       length)
{
  ParseProblem problem = { 0, };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;

  if (length == 0)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0, _("the file is empty"));
      return NULL;
    }
  if (length > GK_FILE_MAX_SIZE)
    {
      g_autofree char *limit = g_format_size (GK_FILE_MAX_SIZE);

      /* TRANSLATORS: %s is a size such as “4.2 MB” */
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0,
                       _("the file is too large to be a game file (at most %s)"), limit);
      return NULL;
    }

  if (!scan_document (&problem, data, length))
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line, "%s", problem.refusal);
      g_free (problem.refusal);
      return NULL;
    }

  ctxt = new_parser (&problem);
  if (ctxt == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_IO, 0, _("not enough memory to read the file"));
      return NULL;
    }
  doc = read_memory (ctxt, &problem, data, length);
  if (!check_parsed (loader, ctxt, &problem, doc, data, length))
    g_clear_pointer (&doc, xmlFreeDoc);

  g_free (problem.message);
  g_free (problem.refusal);
  xmlFreeParserCtxt (ctxt);

  return doc;
}

/* Names are printed in reports and shown in the window: no control
 * characters (a tab or a line break would split a row), and a length a
 * table would say aloud. */
static gboolean
check_name (GkLoader   *loader,
            xmlNode    *node,
            const char *name)
{
  guint n_chars = 0;

  /* Stops at the first character too many: a long name costs no more than
   * a short one. */
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      if (++n_chars > GK_MAX_NAME_LENGTH)
        {
          g_autofree char *start = g_utf8_substring (name, 0, 20);

          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                           g_dngettext (GETTEXT_PACKAGE,
                                        "the name “%s…” is too long: a name has at most "
                                        "%u character",
                                        "the name “%s…” is too long: a name has at most "
                                        "%u characters",
                                        GK_MAX_NAME_LENGTH),
                           start, GK_MAX_NAME_LENGTH);
          return FALSE;
        }
      if (g_unichar_iscntrl (g_utf8_get_char (p)))
        {
          _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, _gk_xml_node_line (node),
                           /* TRANSLATORS: U+%04X is the code of the character, e.g. U+0009 */
                           _("the name of <%s> holds a control character (U+%04X), such "
                             "as a tab or a line break: a name is one line of text"),
                           (const char *) node->name, (guint) g_utf8_get_char (p));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
_gk_game_file_check_names (GkLoader *loader,
                           xmlNode  *node)
{
  for (; node != NULL; node = node->next)
    {
      g_autofree char *name = NULL;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      name = gk_xml_get_text (node, "name");
      if (name != NULL && !check_name (loader, node, name))
        return FALSE;
      if (!_gk_game_file_check_names (loader, node->children))
        return FALSE;
    }
  return TRUE;
}

/* ---- step 2: the schema ---- */

typedef struct
{
  guint  line;
  int    code;
  char  *str1;
  char  *str2;
  char  *element;   /* the element the complaint is about, if known */
  char  *message;
} SchemaProblem;

static void
schema_problem_clear (SchemaProblem *problem)
{
  g_clear_pointer (&problem->str1, g_free);
  g_clear_pointer (&problem->str2, g_free);
  g_clear_pointer (&problem->element, g_free);
  g_clear_pointer (&problem->message, g_free);
}

/* libxml2 reports a broken element as a chain: the precise complaint,
 * then each ancestor "failed to validate" (the wrappers).  It also goes on
 * after the first problem, and what it says then can point far away (a
 * wrong attribute on line 4 makes an <interleave> miss an element on line
 * 13).  So: a precise complaint beats a wrapper; among precise ones the
 * earliest in the file wins, as that is where the file first went wrong;
 * a complaint with a line beats one without. */
static gboolean
schema_problem_is_wrapper (const SchemaProblem *problem)
{
  return problem->code == XML_RELAXNG_ERR_CONTENTVALID ||
         problem->code == XML_RELAXNG_ERR_NOTELEM;
}

static gboolean
schema_problem_is_better (const SchemaProblem *problem,
                          const SchemaProblem *best)
{
  if (problem->message == NULL)
    return FALSE;
  if (best->message == NULL)
    return TRUE;
  if (schema_problem_is_wrapper (problem) != schema_problem_is_wrapper (best))
    return !schema_problem_is_wrapper (problem);
  if ((problem->line > 0) != (best->line > 0))
    return problem->line > 0;
  if (!schema_problem_is_wrapper (problem) && problem->line != best->line)
    return problem->line < best->line;
  return FALSE;
}

static void
on_schema_error (void       *user_data,
                 GkXmlError  err)
{
  SchemaProblem *best = user_data;
  SchemaProblem problem = { 0, };

  if (err == NULL || err->level < XML_ERR_ERROR)
    return;

  problem.line = _gk_xml_node_line (err->node);
  if (problem.line == 0 && err->line > 0)
    problem.line = (guint) err->line;
  problem.code = err->code;
  problem.message = one_line (err->message);

  if (schema_problem_is_better (&problem, best))
    {
      schema_problem_clear (best);
      *best = problem;
      best->str1 = g_strdup (err->str1);
      best->str2 = g_strdup (err->str2);
      if (err->node != NULL && ((xmlNode *) err->node)->type == XML_ELEMENT_NODE)
        best->element = g_strdup ((const char *) ((xmlNode *) err->node)->name);
    }
  else
    schema_problem_clear (&problem);
}

static void
on_schema_parse_error (void       *user_data,
                       GkXmlError  err)
{
  /* The schema is part of the program: nothing to tell the user beyond
   * the failure itself, which load_schema() reports. */
}

/* Schemas compiled by this process, for the tests. */
static gint n_compiled = 0;

static xmlRelaxNGPtr
load_schema (GkLoader *loader,
             GBytes   *bytes)
{
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  gsize size = 0;
  const char *data;

  if (bytes == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_IO, 0,
                       _("the game file schema is missing from the program"));
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (pctxt, on_schema_parse_error, NULL);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);

  if (schema == NULL)
    _gk_loader_fail (loader, GK_ERROR_FILE_IO, 0,
                     _("the game file schema of the program is broken"));
  else
    g_atomic_int_inc (&n_compiled);

  return schema;
}

static void
fail_schema (GkLoader      *loader,
             SchemaProblem *problem)
{
  const char *s1 = problem->str1 != NULL ? problem->str1 : "?";
  const char *s2 = problem->str2 != NULL ? problem->str2 : "?";
  guint line = problem->line;

  /* The usual complaints in the user's language; the rest as libxml2 says them. */
  switch (problem->code)
    {
    case XML_RELAXNG_ERR_ELEMNAME:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the element <%s> was expected here, not <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_NOELEM:
      if (problem->str1 != NULL && *problem->str1 != '\0')
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the element <%s> is missing"), s1);
      else if (problem->element != NULL)
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("<%s> is incomplete: an element it must hold is missing"),
                         problem->element);
      else
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("an element is missing here"));
      break;
    case XML_RELAXNG_ERR_ELEMWRONG:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the element <%s> is not allowed here"), s1);
      break;
    case XML_RELAXNG_ERR_EXTRACONTENT:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("<%s> holds something it cannot hold: <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_INVALIDATTR:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the attribute “%s” of <%s> is unknown or has a wrong value"), s1, s2);
      break;
    case XML_RELAXNG_ERR_ATTRVALID:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("an attribute of <%s> is missing or has a wrong value"), s1);
      break;
    case XML_RELAXNG_ERR_CONTENTVALID:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("what <%s> holds does not follow the game file format"), s1);
      break;
    default:
      if (problem->message != NULL && *problem->message != '\0')
        /* TRANSLATORS: %s is libxml2's own description of the problem (in English) */
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the file does not follow the game file format: %s"), problem->message);
      else
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the file does not follow the game file format"));
      break;
    }
}

/* The schemas this thread compiled, kept for its next files: compiling
 * one costs more than checking a game against it.  libxml2 2.9 does not
 * say that a compiled schema may be used by two threads at once, so none
 * is shared: each thread compiles its own, freed when the thread ends. */
#define MAX_KEPT_SCHEMAS 4

typedef struct
{
  GBytes        *bytes;
  xmlRelaxNGPtr  schema;
} KeptSchema;

static void
kept_schema_free (KeptSchema *kept)
{
  g_bytes_unref (kept->bytes);
  xmlRelaxNGFree (kept->schema);
  g_free (kept);
}

static void
kept_schemas_free (gpointer data)
{
  g_ptr_array_unref (data);
}

static GPrivate kept_schemas = G_PRIVATE_INIT (kept_schemas_free);

/* The compiled schema of @bytes for this thread: the same text (a lookup
 * of a compressed resource gives new bytes each time) is compiled once. */
static xmlRelaxNGPtr
thread_schema (GkLoader *loader,
               GBytes   *bytes)
{
  GPtrArray *kept = g_private_get (&kept_schemas);
  KeptSchema *entry;
  xmlRelaxNGPtr schema;

  if (kept == NULL)
    {
      kept = g_ptr_array_new_with_free_func ((GDestroyNotify) kept_schema_free);
      g_private_set (&kept_schemas, kept);
    }
  for (guint i = 0; bytes != NULL && i < kept->len; i++)
    {
      entry = g_ptr_array_index (kept, i);
      if (entry->bytes == bytes || g_bytes_equal (entry->bytes, bytes))
        return entry->schema;
    }

  schema = load_schema (loader, bytes);
  if (schema == NULL)
    return NULL;
  if (kept->len >= MAX_KEPT_SCHEMAS)
    g_ptr_array_remove_index (kept, 0);
  entry = g_new (KeptSchema, 1);
  entry->bytes = g_bytes_ref (bytes);
  entry->schema = schema;
  g_ptr_array_add (kept, entry);
  return schema;
}

guint
_gk_xml_get_n_schemas_compiled (void)
{
  return (guint) g_atomic_int_get (&n_compiled);
}

/* Validates @doc against the RELAX NG schema @bytes (NULL: missing). */
static gboolean
validate_with (GkLoader *loader,
               xmlDoc   *doc,
               GBytes   *bytes)
{
  SchemaProblem problem = { 0, };
  xmlRelaxNGValidCtxtPtr vctxt;
  xmlRelaxNGPtr schema;
  int ret;

  init_libxml ();
  schema = thread_schema (loader, bytes);
  if (schema == NULL)
    return FALSE;

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_schema_error, &problem);
  ret = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);

  if (ret != 0)
    {
      if (problem.line == 0)
        problem.line = _gk_xml_node_line (xmlDocGetRootElement (doc));
      fail_schema (loader, &problem);
    }

  schema_problem_clear (&problem);

  return ret == 0;
}

/* The compiled-in resources are registered on their first use, which
 * GLib does not guard against a second thread: once, here. */
static GResource *
core_resource (void)
{
  static GResource *resource = NULL;

  if (g_once_init_enter (&resource))
    {
      /* GLib registers the compiled-in resources of a process together, on
       * the first use of any: a second thread can see this one's still
       * unset.  Asking the resources anything waits for their lock, held
       * until every one is registered. */
      g_resources_get_info ("/", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
      g_once_init_leave (&resource, gk_core_get_resource ());
    }
  return resource;
}

/* The schema's text, looked up (and uncompressed) once. */
static GBytes *
game_schema (void)
{
  static GBytes *bytes = NULL;
  static gsize looked_up = 0;

  if (g_once_init_enter (&looked_up))
    {
      bytes = g_resource_lookup_data (core_resource (), SCHEMA_PATH,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_once_init_leave (&looked_up, 1);
    }
  return bytes;
}

gboolean
_gk_game_file_validate (GkLoader *loader,
                        xmlDoc   *doc)
{
  return validate_with (loader, doc, game_schema ());
}

/* ---- the elements, for the steps that read them ---- */

gboolean
gk_xml_is_element (xmlNode    *node,
                   const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         xmlStrEqual (node->name, (const xmlChar *) name);
}

xmlNode *
gk_xml_first_element (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      return node;
  return NULL;
}

xmlNode *
gk_xml_next_element (xmlNode *node)
{
  return gk_xml_first_element (node->next);
}

/* An attribute as written: names keep their spaces. */
char *
gk_xml_get_text (xmlNode    *node,
                 const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

/* An id or a number: the schema allows spaces around them. */
char *
gk_xml_get_attr (xmlNode    *node,
                 const char *name)
{
  char *value = gk_xml_get_text (node, name);

  return value != NULL ? g_strstrip (value) : NULL;
}

gboolean
gk_xml_is_plain_number (const char *text)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (text[0] == '0')
    return text[1] == '\0';
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return *text != '\0';
}

gboolean
_gk_xml_has_attr (xmlNode    *node,
                  const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}


/* ---- the same steps for other documents a library holds (gk-xml.h) ---- */

xmlDoc *
gk_xml_parse_bounded (const char  *data,
                      gsize        length,
                      const char  *display_name,
                      GError     **error)
{
  GkLoader loader = { display_name != NULL ? display_name : "-", NULL };
  xmlDoc *doc;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = _gk_game_file_parse (&loader, data != NULL ? data : "", length);
  if (doc != NULL && !_gk_game_file_check_names (&loader, xmlDocGetRootElement (doc)))
    g_clear_pointer (&doc, xmlFreeDoc);
  if (doc == NULL)
    g_propagate_error (error, loader.error);
  return doc;
}

gboolean
gk_xml_validate (xmlDoc      *doc,
                 GBytes      *schema,
                 const char  *display_name,
                 GError     **error)
{
  GkLoader loader = { display_name != NULL ? display_name : "-", NULL };

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (validate_with (&loader, doc, schema))
    return TRUE;
  g_propagate_error (error, loader.error);
  return FALSE;
}

void
gk_xml_set_error (GError     **error,
                  const char  *display_name,
                  GkError      code,
                  guint        line,
                  const char  *format,
                  ...)
{
  GkLoader loader = { display_name != NULL ? display_name : "-", NULL };
  g_autofree char *what = NULL;
  va_list args;

  g_return_if_fail (format != NULL);

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  _gk_loader_fail (&loader, code, line, "%s", what);
  g_propagate_error (error, loader.error);
}

guint
gk_xml_node_line (xmlNode *node)
{
  return _gk_xml_node_line (node);
}
