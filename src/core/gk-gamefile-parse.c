/* gk-gamefile-parse.c: a game file's first step, well-formed XML within bounds
 *
 * A file can be hostile as well as damaged, and the first step is bounded
 * so that any file is answered within 0.5 s and 50 MB: at most 4 MiB is
 * read (gk-file-io.c), a scan of the bytes (gk-gamefile-scan.c) refuses
 * DTDs, entities, processing instructions, NUL bytes, anything but UTF-8,
 * "--" in comments and tags with too many attributes before libxml2 sees
 * them, and libxml2's own handlers, here, refuse a DTD again, bound depth
 * and nodes, and end the parse at its first error.  Names get their own
 * check before the schema, here too.
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

#include "gk-file-io.h"
#include "gk-gamefile-private.h"
#include "gk-xml.h"

/* ---- step 1: well-formed XML, and nothing a game file never holds ---- */

/* libxml2 sets itself up once per process, whichever thread reads or
 * writes first (xmlInitParser() is not safe to race in 2.9).
 * Its RELAX NG type library and the XML Schema types it names are set up
 * lazily by the first schema parsed, without a lock: two threads checking
 * their first files at once (the history index's first build) would both
 * register them, and one schema fails to compile.  So they are set up
 * here, under the same once. */
void
_gk_xml_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      xmlSchemaInitTypes ();
      xmlRelaxNGInitTypes ();
      /* GLib 2.74 makes its C locale the first time a number is read
       * (g_ascii_strtoll()), under a once of its own that it enters after
       * clearing errno: a thread waiting there while another makes it
       * comes back with errno set (EAGAIN, from the futex), and
       * g_ascii_string_to_signed() then refuses a good number.  Made here,
       * before any reader runs, it is never waited for. */
      g_ascii_strtoll ("0", NULL, 10);
      g_once_init_leave (&initialized, 1);
    }
}

/* libxml2's messages end in a newline and may hold more: one line for ours. */
char *
_gk_xml_one_line (const char *message)
{
  char *line = g_strdup (message != NULL ? message : "");

  g_strdelimit (line, "\r\n\t", ' ');
  return g_strstrip (line);
}

void
_gk_xml_refuse (ParseProblem *problem,
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
  problem->message = _gk_xml_one_line (err->message);
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

  _gk_xml_refuse (ctxt->_private, parser_line (ctxt),
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

  _gk_xml_refuse (ctxt->_private, parser_line (ctxt),
                  _("an entity declaration (<!ENTITY>) is not allowed in a game file"));
  stop_parser (ctxt);
}

static void
on_processing_instruction (void          *user_data,
                           const xmlChar *target,
                           const xmlChar *data)
{
  xmlParserCtxtPtr ctxt = user_data;

  _gk_xml_refuse (ctxt->_private, parser_line (ctxt),
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
  if (problem->n_nodes <= GK_XML_MAX_NODES)
    return TRUE;
  _gk_xml_refuse (problem, parser_line (ctxt),
                  _("the file holds far more than any game: over %u elements and attributes"),
                  GK_XML_MAX_NODES);
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

  if (++problem->depth > GK_XML_MAX_DEPTH)
    {
      _gk_xml_refuse (problem, parser_line (ctxt),
                      _("elements are nested more than %u deep, far deeper than in any game file"),
                      GK_XML_MAX_DEPTH);
      stop_parser (ctxt);
      return;
    }
  if (n_attributes > GK_XML_MAX_ATTRIBUTES)
    {
      _gk_xml_refuse (problem, parser_line (ctxt),
                      g_dngettext (GETTEXT_PACKAGE,
                                   "an element has more than %u attribute",
                                   "an element has more than %u attributes",
                                   GK_XML_MAX_ATTRIBUTES),
                      GK_XML_MAX_ATTRIBUTES);
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

  _gk_xml_init ();
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
             gsize             length,
             gboolean          lean)
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
   * bytes).  Big lines keep line numbers right past 65535.  Short text
   * (the blanks between elements) is kept in its node, not allocated:
   * nothing changes a parsed tree. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING |
                           XML_PARSE_IGNORE_ENC | XML_PARSE_COMPACT
                           | (lean ? XML_PARSE_NOBLANKS : 0));

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

static xmlDoc *
parse (GkLoader   *loader,
       const char *data,
       gsize       length,
       gboolean    lean)
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

  if (!_gk_xml_scan_document (&problem, data, length))
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
  doc = read_memory (ctxt, &problem, data, length, lean);
  if (!check_parsed (loader, ctxt, &problem, doc, data, length))
    g_clear_pointer (&doc, xmlFreeDoc);

  g_free (problem.message);
  g_free (problem.refusal);
  xmlFreeParserCtxt (ctxt);

  return doc;
}

xmlDoc *
_gk_game_file_parse (GkLoader   *loader,
                     const char *data,
                     gsize       length)
{
  return parse (loader, data, length, FALSE);
}

xmlDoc *
_gk_game_file_parse_lean (GkLoader   *loader,
                          const char *data,
                          gsize       length)
{
  xmlDoc *doc = parse (loader, data, length, TRUE);

  /* What is wrong is told as the plain parse tells it. */
  if (doc == NULL)
    {
      g_clear_error (&loader->error);
      doc = parse (loader, data, length, FALSE);
    }
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
      g_autofree char *copy = NULL;
      const char *name;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      name = _gk_xml_text_view (node, "name", &copy);
      if (name != NULL && !check_name (loader, node, name))
        return FALSE;
      if (!_gk_game_file_check_names (loader, node->children))
        return FALSE;
    }
  return TRUE;
}
