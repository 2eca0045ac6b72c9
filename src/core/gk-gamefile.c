/* gk-gamefile.c: the .ginkgo file (shared/spec/game-file.md)
 *
 * Loading goes in four steps, each able to refuse the whole file with one
 * error naming the file and the line: libxml2 parses the bytes, the RELAX NG
 * schema shipped in the core's resources checks the shape, this file reads
 * names and numbers into a GkSetup and GkMoves (or a position), and the
 * engine replays the moves one by one, so a refused move names its line.
 * Nothing reaches the caller before all four steps passed.
 *
 * A file can be hostile as well as damaged, and the first step is bounded
 * so that any file is answered within 0.5 s and 50 MB: at most 4 MiB is
 * read (gk-file-io.c), a scan of the bytes refuses DTDs, entities,
 * processing instructions, NUL bytes and overlong tags before libxml2 sees
 * them, and libxml2's own handlers refuse a DTD again and bound depth and
 * nodes while it parses.  Names get their own check before the schema.
 *
 * Saving writes the moves up to the game's cursor, grouped by the rounds
 * the engine played, in one stable layout, so that save, load and save
 * again give the same bytes.
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
#include <string.h>

#include "gk-core-resources.h"
#include "gk-file-io.h"
#include "gk-format.h"
#include "gk-gamefile.h"
#include "gk-position.h"

/* libxml2 2.12 hands its error handlers a const error: Debian 12 has 2.9, a
 * current GNOME runtime a newer one. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *GkXmlError;
#else
typedef xmlErrorPtr GkXmlError;
#endif

#define SCHEMA_PATH "/io/github/ginkgocompanion/GinkgoCompanion/core/ginkgo-game.rng"

/* Numbers larger than this cannot come from a real table; refusing them
 * early keeps every sum far from overflowing. */
#define MAX_COUNT 9999
#define MAX_COORDINATE 999

/* ---- errors ---- */

typedef struct
{
  const char *name;      /* the file, as the user knows it */
  GError     *error;     /* the first problem found */
} Loader;

static void loader_fail (Loader     *loader,
                         GkError     code,
                         guint       line,
                         const char *format,
                         ...) G_GNUC_PRINTF (4, 5);

static void
loader_fail (Loader     *loader,
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

static guint
node_line (xmlNode *node)
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

/* libxml2 sets itself up once per process, whichever thread loads first. */
static void
init_libxml (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
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
on_parse_error (void       *user_data,
                GkXmlError  err)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseProblem *problem = ctxt->_private;

  /* Only the first error matters: later ones follow from it. */
  if (problem->message != NULL || problem->refusal != NULL ||
      err == NULL || err->level < XML_ERR_ERROR)
    return;

  problem->line = err->line > 0 ? (guint) err->line : 1;
  problem->code = err->code;
  problem->message = one_line (err->message);
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
  ParseProblem *problem = user_data;

  if (problem->message != NULL || problem->refusal != NULL ||
      err == NULL || err->level < XML_ERR_ERROR)
    return;
  problem->line = err->line > 0 ? (guint) err->line : 1;
  problem->code = err->code;
  problem->message = one_line (err->message);
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

/* The scan follows XML's own tokens (comments, CDATA sections, the
 * declaration, tags with quoted values, text), so it reads each byte as
 * libxml2 will.  It refuses, with the line: NUL bytes, any <!DOCTYPE> or
 * other declaration, processing instructions, entity references, and
 * elements with too many attributes (libxml2 checks duplicate attributes
 * in quadratic time).  The parser's own handlers refuse a DOCTYPE again,
 * should anything slip past. */
static gboolean
scan_document (ParseProblem *problem,
               const char   *data,
               gsize         length)
{
  const char *nul = memchr (data, '\0', length);
  guint line = 1;
  gsize i = 0;

  if (nul != NULL)
    {
      for (const char *p = data; p < nul; p++)
        if (*p == '\n')
          line++;
      refuse (problem, line,
              _("the file holds a NUL byte, which a game file never holds (it is damaged, "
                "or not written as UTF-8)"));
      return FALSE;
    }

  if (has_prefix_at (data, length, 0, "\xEF\xBB\xBF"))
    i = 3;
  if (has_prefix_at (data, length, i, "<?xml") && length - i > 5 &&
      g_ascii_isspace (data[i + 5]) &&
      !skip_past (data, length, &i, "?>", &line))
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
          if (!skip_past (data, length, &i, "-->", &line))
            return TRUE;
        }
      else if (has_prefix_at (data, length, i, "<![CDATA["))
        {
          i += 9;
          if (!skip_past (data, length, &i, "]]>", &line))
            return TRUE;
        }
      else if (has_prefix_at (data, length, i, "<!DOCTYPE"))
        {
          refuse (problem, line,
                  _("a document type declaration (<!DOCTYPE>) is not allowed in a game file"));
          return FALSE;
        }
      else if (has_prefix_at (data, length, i, "<!ENTITY"))
        {
          refuse (problem, line,
                  _("an entity declaration (<!ENTITY>) is not allowed in a game file"));
          return FALSE;
        }
      else if (has_prefix_at (data, length, i, "<!"))
        {
          refuse (problem, line, _("a declaration (<!…>) is not allowed in a game file"));
          return FALSE;
        }
      else if (has_prefix_at (data, length, i, "<?"))
        {
          refuse (problem, line,
                  _("a processing instruction (<?…?>) is not allowed in a game file; "
                    "only the XML declaration may start it"));
          return FALSE;
        }
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
check_after_root (Loader *loader,
                  xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root != NULL && root->next != NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, node_line (root->next),
                   _("something follows the end of <%s>: a game file ends with its root "
                     "element"), (const char *) root->name);
      return FALSE;
    }
  return TRUE;
}

static xmlDoc *
parse_document (Loader     *loader,
                const char *data,
                gsize       length)
{
  ParseProblem problem = { 0, };
  xmlStructuredErrorFunc old_structured;
  xmlGenericErrorFunc old_generic;
  void *old_structured_data;
  void *old_generic_data;
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc = NULL;

  if (length == 0)
    {
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0, _("the file is empty"));
      return NULL;
    }
  if (length > GK_FILE_MAX_SIZE)
    {
      g_autofree char *limit = g_format_size (GK_FILE_MAX_SIZE);

      /* TRANSLATORS: %s is a size such as “4.2 MB” */
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0,
                   _("the file is too large to be a game file (at most %s)"), limit);
      return NULL;
    }

  if (!scan_document (&problem, data, length))
    {
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line, "%s", problem.refusal);
      g_free (problem.refusal);
      return NULL;
    }

  init_libxml ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_IO, 0, _("not enough memory to read the file"));
      return NULL;
    }
  ctxt->_private = &problem;
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

  /* Nothing reaches stderr: every problem ends up in the one GError. */
  old_structured = xmlStructuredError;
  old_structured_data = xmlStructuredErrorContext;
  old_generic = xmlGenericError;
  old_generic_data = xmlGenericErrorContext;
  xmlSetStructuredErrorFunc (&problem, on_parse_error_outside);
  xmlSetGenericErrorFunc (NULL, ignore_generic_error);

  /* No network, no entity substitution, no DTD loading: a game file is
   * plain data.  Big lines keep line numbers right past 65535. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING);

  xmlSetStructuredErrorFunc (old_structured_data, old_structured);
  xmlSetGenericErrorFunc (old_generic_data, old_generic);

  if (problem.refusal != NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line, "%s", problem.refusal);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL || !ctxt->wellFormed || problem.message != NULL)
    {
      if (problem.code == XML_ERR_DOCUMENT_EMPTY && is_blank (data, length))
        loader_fail (loader, GK_ERROR_FILE_SYNTAX, 0, _("the file is empty"));
      else if (problem.code == XML_ERR_DOCUMENT_EMPTY)
        loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line,
                     _("this is not a game file: it does not start with XML"));
      else if (problem.message != NULL && *problem.message != '\0')
        /* TRANSLATORS: %s is libxml2's own description of the problem (in English) */
        loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line,
                     _("the file is not well-formed XML: %s"), problem.message);
      else
        loader_fail (loader, GK_ERROR_FILE_SYNTAX, problem.line,
                     _("the file is not well-formed XML"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_SYNTAX, 1,
                   _("a document type declaration (<!DOCTYPE>) is not allowed in a game file"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (!check_after_root (loader, doc))
    g_clear_pointer (&doc, xmlFreeDoc);

  g_free (problem.message);
  g_free (problem.refusal);
  xmlFreeParserCtxt (ctxt);

  return doc;
}

static char *get_text (xmlNode    *node,
                        const char *name);

/* Names are printed in reports and shown in the window: no control
 * characters (a tab or a line break would split a row), and a length a
 * table would say aloud. */
static gboolean
check_names (Loader  *loader,
             xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      g_autofree char *name = NULL;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      name = get_text (node, "name");
      if (name != NULL)
        {
          guint n_chars = 0;

          /* Stops at the first character too many: a long name costs no more
           * than a short one. */
          for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
            {
              if (++n_chars > GK_MAX_NAME_LENGTH)
                {
                  g_autofree char *start = g_utf8_substring (name, 0, 20);

                  loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
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
                  loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                               /* TRANSLATORS: U+%04X is the code of the character, e.g. U+0009 */
                               _("the name of <%s> holds a control character (U+%04X), such "
                                 "as a tab or a line break: a name is one line of text"),
                               (const char *) node->name, (guint) g_utf8_get_char (p));
                  return FALSE;
                }
            }
        }
      if (!check_names (loader, node->children))
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

  problem.line = node_line (err->node);
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

static xmlRelaxNGPtr
load_schema (Loader *loader)
{
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  gsize size = 0;
  const char *data;

  bytes = g_resource_lookup_data (gk_core_get_resource (), SCHEMA_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_IO, 0,
                   _("the game file schema is missing from the program"));
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (pctxt, on_schema_parse_error, NULL);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);

  if (schema == NULL)
    loader_fail (loader, GK_ERROR_FILE_IO, 0,
                 _("the game file schema of the program is broken"));

  return schema;
}

static void
fail_schema (Loader        *loader,
             SchemaProblem *problem)
{
  const char *s1 = problem->str1 != NULL ? problem->str1 : "?";
  const char *s2 = problem->str2 != NULL ? problem->str2 : "?";
  guint line = problem->line;

  /* The usual complaints in the user's language; the rest as libxml2 says them. */
  switch (problem->code)
    {
    case XML_RELAXNG_ERR_ELEMNAME:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("the element <%s> was expected here, not <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_NOELEM:
      if (problem->str1 != NULL && *problem->str1 != '\0')
        loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                     _("the element <%s> is missing"), s1);
      else if (problem->element != NULL)
        loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                     _("<%s> is incomplete: an element it must hold is missing"),
                     problem->element);
      else
        loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                     _("an element is missing here"));
      break;
    case XML_RELAXNG_ERR_ELEMWRONG:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("the element <%s> is not allowed here"), s1);
      break;
    case XML_RELAXNG_ERR_EXTRACONTENT:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("<%s> holds something it cannot hold: <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_INVALIDATTR:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("the attribute “%s” of <%s> is unknown or has a wrong value"), s1, s2);
      break;
    case XML_RELAXNG_ERR_ATTRVALID:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("an attribute of <%s> is missing or has a wrong value"), s1);
      break;
    case XML_RELAXNG_ERR_CONTENTVALID:
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                   _("what <%s> holds does not follow the game file format"), s1);
      break;
    default:
      if (problem->message != NULL && *problem->message != '\0')
        /* TRANSLATORS: %s is libxml2's own description of the problem (in English) */
        loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                     _("the file does not follow the game file format: %s"), problem->message);
      else
        loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                     _("the file does not follow the game file format"));
      break;
    }
}

static gboolean
validate_document (Loader *loader,
                   xmlDoc *doc)
{
  SchemaProblem problem = { 0, };
  xmlRelaxNGValidCtxtPtr vctxt;
  xmlRelaxNGPtr schema;
  int ret;

  schema = load_schema (loader);
  if (schema == NULL)
    return FALSE;

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_schema_error, &problem);
  ret = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  xmlRelaxNGFree (schema);

  if (ret != 0)
    {
      if (problem.line == 0)
        problem.line = node_line (xmlDocGetRootElement (doc));
      fail_schema (loader, &problem);
    }

  schema_problem_clear (&problem);

  return ret == 0;
}

/* ---- step 3: names and numbers ---- */

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         xmlStrEqual (node->name, (const xmlChar *) name);
}

static xmlNode *
first_element (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      return node;
  return NULL;
}

static xmlNode *
next_element (xmlNode *node)
{
  return first_element (node->next);
}

/* An attribute as written: names keep their spaces. */
static char *
get_text (xmlNode    *node,
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
static char *
get_attr (xmlNode    *node,
          const char *name)
{
  char *value = get_text (node, name);

  return value != NULL ? g_strstrip (value) : NULL;
}

static gboolean
has_attr (xmlNode    *node,
          const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

static gboolean
read_int (Loader     *loader,
          xmlNode    *node,
          const char *name,
          gint64      min,
          gint64      max,
          gint64     *out)
{
  g_autofree char *value = get_attr (node, name);
  gint64 number;

  if (value == NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, node_line (node),
                   _("<%s> lacks the attribute “%s”"), (const char *) node->name, name);
      return FALSE;
    }
  if (!g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &number, NULL) ||
      number < min || number > max)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   /* TRANSLATORS: attribute name, element name, the lowest and the
                    * highest number allowed (at most 9999 either way), what the file says */
                   _("the attribute “%s” of <%s> must be a whole number from %d to %d, "
                     "not “%s”"),
                   name, (const char *) node->name, (int) min, (int) max, value);
      return FALSE;
    }
  *out = number;
  return TRUE;
}

static gboolean
read_uint (Loader     *loader,
           xmlNode    *node,
           const char *name,
           guint       max,
           guint      *out)
{
  gint64 number;

  if (!read_int (loader, node, name, 0, max, &number))
    return FALSE;
  *out = (guint) number;
  return TRUE;
}

static gboolean
read_cell (Loader  *loader,
           xmlNode *node,
           const char *x_name,
           const char *y_name,
           gint    *x,
           gint    *y)
{
  gint64 vx, vy;

  if (!read_int (loader, node, x_name, -MAX_COORDINATE, MAX_COORDINATE, &vx) ||
      !read_int (loader, node, y_name, -MAX_COORDINATE, MAX_COORDINATE, &vy))
    return FALSE;
  *x = (gint) vx;
  *y = (gint) vy;
  return TRUE;
}

/* A name spelled in the file; the schema has checked the spelling, so a
 * failure here means the schema and the engine disagree. */
#define READ_NAME(loader, node, attr, parse, out)                                  \
  G_STMT_START {                                                                   \
    g_autofree char *_value = get_attr ((node), (attr));                           \
    if (_value == NULL || !parse (_value, (out)))                                  \
      {                                                                            \
        loader_fail ((loader), GK_ERROR_FILE_SCHEMA, node_line (node),             \
                     _("the attribute “%s” of <%s> has a wrong value: “%s”"),       \
                     (attr), (const char *) (node)->name, _value ? _value : "");    \
        return FALSE;                                                              \
      }                                                                            \
  } G_STMT_END

/* A seat among the first @n_players, or the solo opponent when @allow_hal. */
static gboolean
read_player (Loader     *loader,
             xmlNode    *node,
             const char *attr,
             guint       n_players,
             gboolean    allow_hal,
             gint       *out)
{
  g_autofree char *value = get_attr (node, attr);
  gint player;

  if (value == NULL || !gk_player_id_from_string (value, &player))
    {
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, node_line (node),
                   _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                   attr, (const char *) node->name, value ? value : "");
      return FALSE;
    }
  if (player == GK_PLAYER_HAL)
    {
      if (!allow_hal)
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                       _("the solo opponent “%s” cannot appear here"), value);
          return FALSE;
        }
    }
  else if (player < 0 || (guint) player >= n_players)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   g_dngettext (GETTEXT_PACKAGE,
                                "there is no player “%s” in a game of %u player",
                                "there is no player “%s” in a game of %u players",
                                n_players),
                   value, n_players);
      return FALSE;
    }
  *out = player;
  return TRUE;
}

/* The k-th <player> must be p(k+1): ids are seats in seating order. */
static gboolean
check_player_id (Loader  *loader,
                 xmlNode *node,
                 guint    index,
                 guint    n_players)
{
  g_autofree char *value = get_attr (node, "id");
  g_autofree char *expected = NULL;

  if (index >= n_players)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   g_dngettext (GETTEXT_PACKAGE,
                                "one <player> too many: the file says %u player",
                                "one <player> too many: the file says %u players",
                                n_players),
                   n_players);
      return FALSE;
    }
  expected = gk_player_id_to_string ((gint) index);
  if (g_strcmp0 (value, expected) != 0)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("players are listed in seating order: “%s” expected here, not “%s”"),
                   expected, value ? value : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_setup_player (Loader   *loader,
                   xmlNode  *node,
                   GkSetup  *setup,
                   guint     index)
{
  g_autofree char *name = NULL;
  GkPlayerColour colour;

  if (!check_player_id (loader, node, index, setup->n_players))
    return FALSE;
  READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);

  name = get_text (node, "name");
  gk_setup_set_player_name (setup, index, name != NULL ? name : "");
  setup->players[index].colour = colour;
  return TRUE;
}

static gboolean
read_setup_character (Loader  *loader,
                      xmlNode *node,
                      GkSetup *setup,
                      guint   *n_characters)
{
  GkCharacter character;
  gint player;

  if (setup->variant == GK_VARIANT_SOLO)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("a solo game has no characters"));
      return FALSE;
    }
  if (!read_player (loader, node, "player", setup->n_players, FALSE, &player))
    return FALSE;
  if (n_characters[player] >= GK_N_CHARACTERS)
    {
      g_autofree char *id = gk_player_id_to_string (player);
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s has more than %u character",
                                "%s has more than %u characters",
                                GK_N_CHARACTERS),
                   id, GK_N_CHARACTERS);
      return FALSE;
    }

  READ_NAME (loader, node, "colour", gk_colour_from_string, &character.colour);
  READ_NAME (loader, node, "trigger", gk_trigger_from_string, &character.trigger);
  if (!read_uint (loader, node, "tiles", MAX_COUNT, &character.tiles) ||
      !read_uint (loader, node, "resources", MAX_COUNT, &character.resources) ||
      !read_uint (loader, node, "points", MAX_COUNT, &character.points))
    return FALSE;

  setup->players[player].characters[n_characters[player]++] = character;
  return TRUE;
}

static gboolean
read_setup_start (Loader   *loader,
                  xmlNode  *node,
                  GkSetup  *setup,
                  guint     start_lines[3][3])
{
  g_autofree char *tile_name = NULL;
  GkTile tile;
  gint x, y;

  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (x < 0 || x > 2 || y < 0 || y > 2)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("the cell %d, %d is outside the starting square (0 to 2 each way)"), x, y);
      return FALSE;
    }
  if (start_lines[y][x] != 0)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("the cell %d, %d of the starting square is given twice (also on line %u)"),
                   x, y, start_lines[y][x]);
      return FALSE;
    }

  READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);
  tile_name = gk_card_to_string (tile);
  if (gk_tile_get_number (tile) > 3)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("the starting square holds only tiles 1 to 3, not %s"), tile_name);
      return FALSE;
    }
  for (guint yy = 0; yy < 3; yy++)
    for (guint xx = 0; xx < 3; xx++)
      if (start_lines[yy][xx] != 0 && setup->start[yy][xx] == tile)
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                       _("the tile %s is used twice (also on line %u)"),
                       tile_name, start_lines[yy][xx]);
          return FALSE;
        }

  setup->start[y][x] = tile;
  start_lines[y][x] = node_line (node);
  return TRUE;
}

static gboolean
read_setup_marker (Loader  *loader,
                   xmlNode *node,
                   GkSetup *setup,
                   guint    marker_lines[GK_N_LETTERS])
{
  g_autofree char *letter_name = get_attr (node, "letter");
  GkCard card;
  guint letter;
  gint x, y;

  if (letter_name == NULL || !gk_card_from_string (letter_name, &card) ||
      !gk_card_is_letter (card))
    {
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, node_line (node),
                   _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                   "letter", "marker", letter_name ? letter_name : "");
      return FALSE;
    }
  letter = gk_card_get_letter (card);
  if (marker_lines[letter] != 0)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("the marker %s is placed twice (also on line %u)"),
                   letter_name, marker_lines[letter]);
      return FALSE;
    }
  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;

  setup->marker_x[letter] = x;
  setup->marker_y[letter] = y;
  marker_lines[letter] = node_line (node);
  return TRUE;
}

/* The line of the setup entry the engine refused: a player, a marker the
 * file moves, or the <setup> element. */
static guint
setup_line (const GkSetupItem *item,
            guint              setup_line,
            const guint        player_lines[GK_MAX_PLAYERS],
            const guint        marker_lines[GK_N_LETTERS])
{
  guint line = 0;

  switch (item->kind)
    {
    case GK_SETUP_ITEM_PLAYER:
      line = player_lines[item->index];
      break;
    case GK_SETUP_ITEM_MARKER:
      /* of two markers on one cell, the one the file moves */
      line = MAX (marker_lines[item->index], marker_lines[item->other]);
      break;
    case GK_SETUP_ITEM_WHOLE:
    default:
      break;
    }
  return line != 0 ? line : setup_line;
}

/* game-file.md, "A solo game": the opponent's colour, by default the first
 * of white, orange, green, purple, black that p1 does not use. */
static gboolean
read_opponent_colour (Loader  *loader,
                      xmlNode *node,
                      GkSetup *setup)
{
  GkPlayerColour colour;

  if (!has_attr (node, "opponent-colour"))
    {
      setup->opponent_colour = gk_setup_default_opponent_colour (setup);
      return TRUE;
    }
  /* the engine checks it is not p1's (gk_setup_check()) */
  READ_NAME (loader, node, "opponent-colour", gk_player_colour_from_string, &colour);
  setup->opponent_colour = colour;
  return TRUE;
}

static GkSetup *
read_setup (Loader  *loader,
            xmlNode *node)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autofree char *variant = get_attr (node, "variant");
  guint start_lines[3][3] = { { 0, } };
  guint marker_lines[GK_N_LETTERS] = { 0, };
  guint player_lines[GK_MAX_PLAYERS] = { 0, };
  guint n_characters[GK_MAX_PLAYERS] = { 0, };
  GkSetupItem item;
  guint n_players, n_seen = 0, n_starts = 0;
  g_autoptr(GError) local_error = NULL;

  if (!read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
    return NULL;
  if (n_players < 1)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("a game needs at least one player"));
      return NULL;
    }

  setup = gk_setup_new (n_players);
  if (g_strcmp0 (variant, "solo") == 0)
    {
      g_autofree char *level = get_attr (node, "solo-level");

      setup->variant = GK_VARIANT_SOLO;
      setup->solo_level = g_strcmp0 (level, "expert") == 0 ? GK_SOLO_EXPERT : GK_SOLO_NORMAL;
    }
  else
    setup->variant = GK_VARIANT_STANDARD;

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    {
      gboolean ok = TRUE;

      if (is_element (child, "player"))
        {
          if (n_seen < GK_MAX_PLAYERS)
            player_lines[n_seen] = node_line (child);
          ok = read_setup_player (loader, child, setup, n_seen++);
        }
      else if (is_element (child, "character"))
        ok = read_setup_character (loader, child, setup, n_characters);
      else if (is_element (child, "start"))
        {
          ok = read_setup_start (loader, child, setup, start_lines);
          n_starts++;
        }
      else if (is_element (child, "marker"))
        ok = read_setup_marker (loader, child, setup, marker_lines);

      if (!ok)
        return NULL;
    }

  if (n_seen != n_players)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   g_dngettext (GETTEXT_PACKAGE,
                                "the setup says %u player but lists %u",
                                "the setup says %u players but lists %u",
                                n_players),
                   n_players, n_seen);
      return NULL;
    }
  if (setup->variant == GK_VARIANT_SOLO && !read_opponent_colour (loader, node, setup))
    return NULL;
  if (n_starts != 9)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("the starting square needs 9 <start> cells, not %u"), n_starts);
      return NULL;
    }
  if (setup->variant == GK_VARIANT_STANDARD)
    for (guint i = 0; i < n_players; i++)
      if (n_characters[i] != GK_N_CHARACTERS)
        {
          g_autofree char *id = gk_player_id_to_string ((gint) i);

          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%s has %u character, a standard game needs 3",
                                    "%s has %u characters, a standard game needs 3",
                                    n_characters[i]),
                       id, n_characters[i]);
          return NULL;
        }
  /* The engine says what the box allows; the file names the line. */
  if (!gk_setup_check (setup, &item, &local_error))
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT,
                   setup_line (&item, node_line (node), player_lines, marker_lines),
                   "%s", local_error->message);
      return NULL;
    }

  return g_steal_pointer (&setup);
}

/* One <round> as read: its moves and the element each came from. */
typedef struct
{
  xmlNode *node;
  GArray  *moves;   /* of GkMove */
} RoundEntry;

static void
round_entry_clear (gpointer data)
{
  RoundEntry *entry = data;

  g_clear_pointer (&entry->moves, g_array_unref);
}

static gboolean
read_tile_return (Loader  *loader,
                  xmlNode *node,
                  guint    n_players,
                  GkMove  *move)
{
  guint lines[GK_MAX_PLAYERS] = { 0, };

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    {
      gint player;
      guint tiles;

      if (!read_player (loader, child, "player", n_players, FALSE, &player))
        return FALSE;
      if (lines[player] != 0)
        {
          g_autofree char *id = gk_player_id_to_string (player);

          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (child),
                       _("%s returns tiles twice (also on line %u)"), id, lines[player]);
          return FALSE;
        }
      if (!read_uint (loader, child, "tiles", GK_N_TILES, &tiles))
        return FALSE;
      lines[player] = node_line (child);
      move->returns[player] = tiles;
    }

  for (guint i = 0; i < n_players; i++)
    if (lines[i] == 0)
      {
        g_autofree char *id = gk_player_id_to_string ((gint) i);

        loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                     _("<tile-return> needs one <return> for every player: %s is missing"),
                     id);
        return FALSE;
      }

  move->has_returns = TRUE;
  return TRUE;
}

/* drawn="D blue-7": the two cards drawn for the solo opponent at the
 * expert level, in the order drawn (game-file.md, "A solo game"). */
static gboolean
read_drawn (Loader  *loader,
            xmlNode *node,
            GkMove  *move)
{
  g_autofree char *value = get_attr (node, "drawn");
  g_auto(GStrv) names = NULL;
  GkCard cards[2];

  if (move->player != GK_PLAYER_HAL)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("“drawn” applies only to the solo opponent's action"));
      return FALSE;
    }

  /* The schema has checked the spelling: two card names, one space apart. */
  names = g_strsplit (value, " ", -1);
  if (g_strv_length (names) != 2
      || !gk_card_from_string (names[0], &cards[0])
      || !gk_card_from_string (names[1], &cards[1]))
    {
      loader_fail (loader, GK_ERROR_FILE_SCHEMA, move->line,
                   _("the attribute “%s” of <%s> has a wrong value: “%s”"),
                   "drawn", (const char *) node->name, value);
      return FALSE;
    }
  gk_move_set_drawn (move, cards[0], cards[1]);
  return TRUE;
}

/* <shift letter="D" x="4" y="0"/>: a marker moved after an urbanization
 * (rules.md 9.7); the engine checks the cell. */
static gboolean
read_shift (Loader  *loader,
            xmlNode *node,
            GkMove  *move)
{
  GkCard letter;
  gint x, y;

  READ_NAME (loader, node, "letter", gk_card_from_string, &letter);
  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (gk_card_is_building (move->card) || move->tile == GK_NO_TILE)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("only an urbanization shifts markers: <shift> does not apply here"));
      return FALSE;
    }
  if (!gk_move_add_shift (move, gk_card_get_letter (letter), x, y))
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("an urbanization shifts at most %u other markers"), GK_MAX_SHIFTS);
      return FALSE;
    }
  move->shifts[move->n_shifts - 1].line = node_line (node);
  return TRUE;
}

static gboolean
read_action (Loader  *loader,
             xmlNode *node,
             GkSetup *setup,
             GkMove  *move)
{
  gint player;
  GkCard card;
  GkTile tile = GK_NO_TILE;

  if (!read_player (loader, node, "player", setup->n_players,
                    setup->variant == GK_VARIANT_SOLO, &player))
    return FALSE;
  READ_NAME (loader, node, "card", gk_card_from_string, &card);
  if (has_attr (node, "tile"))
    READ_NAME (loader, node, "tile", gk_tile_from_string, &tile);

  gk_move_init_action (move, player, card, tile);
  move->line = node_line (node);

  if (has_attr (node, "take"))
    {
      g_autofree char *take = get_attr (node, "take");

      if (gk_card_is_building (card))
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("“take” applies only to an urbanization card, not to a building card"));
          return FALSE;
        }
      move->take = g_strcmp0 (take, "tile") == 0 ? GK_TAKE_TILE : GK_TAKE_RESOURCE;
    }

  if (has_attr (node, "marker-x") || has_attr (node, "marker-y"))
    {
      if (gk_card_is_building (card))
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       tile == GK_NO_TILE ?
                       _("an exploit moves no marker: “marker-x” and “marker-y” do not apply") :
                       _("a construction moves no marker: “marker-x” and “marker-y” do not apply"));
          return FALSE;
        }
      if (tile == GK_NO_TILE)
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                       _("an urbanization card played alone moves no marker: "
                         "“marker-x” and “marker-y” do not apply"));
          return FALSE;
        }
      if (!read_cell (loader, node, "marker-x", "marker-y", &move->marker_x, &move->marker_y))
        return FALSE;
      move->has_marker = TRUE;
    }

  if (gk_card_is_letter (card) && tile == GK_NO_TILE && move->take == GK_TAKE_NONE)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("an urbanization card played alone needs take=\"resource\" or take=\"tile\""));
      return FALSE;
    }

  if (has_attr (node, "drawn") && !read_drawn (loader, node, move))
    return FALSE;

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    if (!read_shift (loader, child, move))
      return FALSE;

  return TRUE;
}

static gboolean
read_round (Loader     *loader,
            xmlNode    *node,
            GkSetup    *setup,
            RoundEntry *entry)
{
  entry->node = node;
  entry->moves = g_array_new (FALSE, TRUE, sizeof (GkMove));

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    {
      GkMove move;

      if (setup->variant == GK_VARIANT_SOLO && !is_element (child, "action"))
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (child),
                       is_element (child, "renew") ?
                       _("a solo game has no hand renewals: <renew> does not apply") :
                       _("a solo game has no tile return: <tile-return> does not apply"));
          return FALSE;
        }

      if (is_element (child, "renew"))
        {
          gint player;

          if (!read_player (loader, child, "player", setup->n_players, FALSE, &player))
            return FALSE;
          gk_move_init_renew (&move, player);
          move.line = node_line (child);
          g_array_append_val (entry->moves, move);
        }
      else if (is_element (child, "action"))
        {
          if (!read_action (loader, child, setup, &move))
            return FALSE;
          g_array_append_val (entry->moves, move);
        }
      else if (is_element (child, "tile-return"))
        {
          /* The schema puts it right after an action. */
          GkMove *last;

          g_assert (entry->moves->len > 0);
          last = &g_array_index (entry->moves, GkMove, entry->moves->len - 1);
          g_assert (last->kind == GK_MOVE_ACTION);
          if (!read_tile_return (loader, child, setup->n_players, last))
            return FALSE;
        }
    }

  return TRUE;
}

/* ---- step 4: the replay ---- */

/* The line to blame for a refused action: the first <shift> that makes the
 * engine refuse it, or the action itself. */
static guint
refused_line (const GkTable *table,
              const GkMove  *move)
{
  GkMove partial = *move;

  for (guint k = 0; k <= move->n_shifts; k++)
    {
      g_autoptr(GkPreview) preview = NULL;

      partial.n_shifts = k;
      preview = gk_table_preview (table, &partial, NULL);
      if (preview == NULL)
        return k == 0 ? move->line : move->shifts[k - 1].line;
    }
  return move->line;
}

/* Checks what the attributes of an action mean against the table before it
 * is applied (game-file.md: attributes that do not apply), and drops what
 * the file may carry but the move ignores. */
static gboolean
check_action (Loader        *loader,
              const GkTable *table,
              GkMove        *move)
{
  g_autoptr(GkPreview) preview = NULL;
  g_autoptr(GError) local_error = NULL;
  gint next = gk_table_get_next_player (table);
  GkMove bare;

  /* A <round> holds one action per player; whose turn it is inside the
   * round is the engine's to say (gk_table_preview() below). */
  if (next == GK_NO_PLAYER)
    {
      g_autofree char *who = gk_format_player_label (table, move->player);

      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("no action of %s can come here: the round has no turn left"), who);
      return FALSE;
    }

  /* Previewed without its returns, the move says whether it empties the
   * reserve for the first time, whatever the file holds after it. */
  bare = *move;
  bare.has_returns = FALSE;
  memset (bare.returns, 0, sizeof bare.returns);
  preview = gk_table_preview (table, &bare, &local_error);
  if (preview == NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, refused_line (table, &bare), "%s",
                   local_error->message);
      return FALSE;
    }

  /* The engine says which choice the move still needs (rules.md 9.1: an
   * urbanization that cannot be paid for is an exploit of its card); the
   * file names its attributes, and drops the one the move ignores. */
  if (preview->needs_take)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("this urbanization cannot be paid for, so the card is played "
                     "alone: it needs take=\"resource\" or take=\"tile\""));
      return FALSE;
    }
  if (preview->needs_marker)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("this urbanization needs “marker-x” and “marker-y”: "
                     "where its marker goes"));
      return FALSE;
    }
  if (preview->resolved == GK_ACTION_URBANIZATION)
    move->take = GK_TAKE_NONE;
  else
    move->has_marker = FALSE;

  if (preview->needs_tile_return && !move->has_returns)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("the tile reserve runs out during this action: a <tile-return> with "
                     "every player's returned tiles must follow it"));
      return FALSE;
    }
  if (!preview->needs_tile_return && move->has_returns)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                   _("the tile reserve does not run out for the first time during this "
                     "action: the <tile-return> after it does not belong there"));
      return FALSE;
    }

  return TRUE;
}

static GkGame *
replay (Loader  *loader,
        GkSetup *setup,
        GArray  *rounds,
        xmlNode *setup_node)
{
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  guint first_round;

  game = gk_game_new (setup, &local_error);
  if (game == NULL)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (setup_node),
                   "%s", local_error->message);
      return NULL;
    }
  first_round = gk_table_get_round (gk_game_get_table (game));

  for (guint r = 0; r < rounds->len; r++)
    {
      RoundEntry *entry = &g_array_index (rounds, RoundEntry, r);
      guint expected = first_round + r;

      if (entry->moves->len == 0 && r + 1 < rounds->len)
        {
          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (entry->node),
                       _("this <round> is empty: only the last round may be unfinished"));
          return NULL;
        }

      for (guint m = 0; m < entry->moves->len; m++)
        {
          GkMove *move = &g_array_index (entry->moves, GkMove, m);
          const GkTable *table = gk_game_get_table (game);
          guint round = gk_table_get_round (table);

          if (gk_table_is_game_over (table) && move->player == GK_PLAYER_HAL
              && gk_table_get_tile_reserve (table) == 0)
            {
              /* game-file.md: the opponent's action is left out */
              loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           _("the tile reserve is empty at the opponent's turn: its action is "
                             "left out, and the game is over"));
              return NULL;
            }
          if (gk_table_is_game_over (table))
            {
              loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           _("the game is already over: nothing can follow"));
              return NULL;
            }
          if (round < expected)
            {
              gint next = gk_table_get_next_player (table);
              g_autofree char *who = gk_format_player_label (table, next);

              loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (entry->node),
                           _("a new <round> starts here, but round %u is not over: "
                             "%s has not acted yet"),
                           round, who);
              return NULL;
            }
          if (round > expected)
            {
              loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           _("round %u is over: this move belongs in a new <round>"),
                           expected);
              return NULL;
            }

          if (move->kind == GK_MOVE_ACTION && !check_action (loader, table, move))
            return NULL;

          if (!gk_game_push (game, move, &local_error))
            {
              loader_fail (loader, GK_ERROR_FILE_CONTENT, move->line,
                           "%s", local_error->message);
              return NULL;
            }
        }
    }

  return g_steal_pointer (&game);
}

static GkGame *
read_log (Loader  *loader,
          xmlNode *root)
{
  g_autoptr(GkSetup) setup = NULL;
  g_autoptr(GArray) rounds = NULL;
  xmlNode *setup_node = first_element (root->children);

  g_assert (is_element (setup_node, "setup"));
  setup = read_setup (loader, setup_node);
  if (setup == NULL)
    return NULL;

  rounds = g_array_new (FALSE, TRUE, sizeof (RoundEntry));
  g_array_set_clear_func (rounds, round_entry_clear);
  for (xmlNode *child = next_element (setup_node);
       child != NULL;
       child = next_element (child))
    {
      RoundEntry entry = { NULL, NULL };

      g_array_append_val (rounds, entry);
      if (!read_round (loader, child, setup,
                       &g_array_index (rounds, RoundEntry, rounds->len - 1)))
        return NULL;
    }

  return replay (loader, setup, rounds, setup_node);
}

/* ---- a position ---- */

/* The line of each entry of a position, to name the line of a refusal. */
typedef struct
{
  guint   position;
  guint   players[GK_MAX_PLAYERS];
  GArray *characters[GK_MAX_PLAYERS];   /* guint */
  GArray *kept[GK_MAX_PLAYERS];         /* guint */
  GArray *buildings;                    /* guint */
} PositionLines;

static void
position_lines_clear (PositionLines *lines)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&lines->characters[p], g_array_unref);
      g_clear_pointer (&lines->kept[p], g_array_unref);
    }
  g_clear_pointer (&lines->buildings, g_array_unref);
}

static guint
position_line (const PositionLines  *lines,
               const GkPositionItem *item)
{
  switch (item->kind)
    {
    case GK_POSITION_ITEM_PLAYER:
      return lines->players[item->player];
    case GK_POSITION_ITEM_CHARACTER:
      return g_array_index (lines->characters[item->player], guint, item->index);
    case GK_POSITION_ITEM_KEPT:
      return g_array_index (lines->kept[item->player], guint, item->index);
    case GK_POSITION_ITEM_BUILDING:
      return g_array_index (lines->buildings, guint, item->index);
    case GK_POSITION_ITEM_WHOLE:
    default:
      return lines->position;
    }
}

static gboolean
read_position_player (Loader        *loader,
                      xmlNode       *node,
                      GkPosition    *position,
                      guint          index,
                      PositionLines *lines)
{
  g_autofree char *name = get_text (node, "name");
  GkPlayerColour colour;
  guint points, tokens, resources, tiles;

  if (!check_player_id (loader, node, index, gk_position_get_n_players (position)))
    return FALSE;
  READ_NAME (loader, node, "colour", gk_player_colour_from_string, &colour);
  if (!read_uint (loader, node, "points", MAX_COUNT, &points) ||
      !read_uint (loader, node, "renewal-tokens", GK_RENEWAL_TOKENS, &tokens) ||
      !read_uint (loader, node, "resources", GK_RESOURCES_PER_COLOUR, &resources) ||
      !read_uint (loader, node, "tiles", GK_N_TILES, &tiles))
    return FALSE;

  lines->players[index] = node_line (node);
  gk_position_set_player (position, index, name != NULL ? name : "", colour,
                          points, tokens, resources, tiles);

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    {
      guint line = node_line (child);

      if (is_element (child, "character"))
        {
          GkColour ccolour;
          GkTrigger trigger;

          READ_NAME (loader, child, "colour", gk_colour_from_string, &ccolour);
          READ_NAME (loader, child, "trigger", gk_trigger_from_string, &trigger);
          gk_position_add_character (position, index, ccolour, trigger);
          g_array_append_val (lines->characters[index], line);
        }
      else if (is_element (child, "kept"))
        {
          GkCard card;

          READ_NAME (loader, child, "card", gk_tile_from_string, &card);
          gk_position_add_kept (position, index, card);
          g_array_append_val (lines->kept[index], line);
        }
    }

  return TRUE;
}

static gboolean
read_position_building (Loader        *loader,
                        xmlNode       *node,
                        GkPosition    *position,
                        guint          tile_lines[GK_N_TILES],
                        PositionLines *lines)
{
  GkTile tiles[GK_N_TILES];
  guint n_tiles = 0;
  gint owner = GK_NO_PLAYER;
  guint line = node_line (node);
  gint x, y;

  if (!read_cell (loader, node, "x", "y", &x, &y))
    return FALSE;
  if (has_attr (node, "owner") &&
      !read_player (loader, node, "owner", gk_position_get_n_players (position), FALSE, &owner))
    return FALSE;

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    {
      GkTile tile;

      READ_NAME (loader, child, "id", gk_tile_from_string, &tile);
      if (tile_lines[tile] != 0)
        {
          g_autofree char *tile_name = gk_card_to_string (tile);

          loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (child),
                       _("the tile %s is used twice (also on line %u)"),
                       tile_name, tile_lines[tile]);
          return FALSE;
        }
      tile_lines[tile] = node_line (child);
      tiles[n_tiles++] = tile;
    }

  gk_position_set_building (position, x, y, owner, tiles, n_tiles);
  g_array_append_val (lines->buildings, line);
  return TRUE;
}

static GkTable *
read_position (Loader  *loader,
               xmlNode *node)
{
  g_autoptr(GkPosition) position = NULL;
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) local_error = NULL;
  PositionLines lines = { node_line (node), { 0, }, { NULL, }, { NULL, }, NULL };
  GkPositionItem item;
  guint tile_lines[GK_N_TILES] = { 0, };
  guint n_players, n_seen = 0;

  if (!read_uint (loader, node, "players", GK_MAX_PLAYERS, &n_players))
    return NULL;
  if (n_players < 2)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   _("a position needs at least two players"));
      return NULL;
    }

  position = gk_position_new (n_players);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      lines.characters[p] = g_array_new (FALSE, FALSE, sizeof (guint));
      lines.kept[p] = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  lines.buildings = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Players first, whatever the order in the file: owners must exist. */
  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    if (is_element (child, "player") &&
        !read_position_player (loader, child, position, n_seen++, &lines))
      goto out;

  if (n_seen != n_players)
    {
      loader_fail (loader, GK_ERROR_FILE_CONTENT, node_line (node),
                   g_dngettext (GETTEXT_PACKAGE,
                                "the position says %u player but lists %u",
                                "the position says %u players but lists %u",
                                n_players),
                   n_players, n_seen);
      goto out;
    }

  for (xmlNode *child = first_element (node->children);
       child != NULL;
       child = next_element (child))
    if (is_element (child, "building") &&
        !read_position_building (loader, child, position, tile_lines, &lines))
      goto out;

  /* What a position must satisfy is the engine's to say; the file only
   * names the line of the entry it refuses. */
  table = gk_position_build (position, &item, &local_error);
  if (table == NULL)
    loader_fail (loader, GK_ERROR_FILE_CONTENT, position_line (&lines, &item), "%s",
                 local_error->message);

out:
  position_lines_clear (&lines);
  return g_steal_pointer (&table);
}

/* ---- loading ---- */

void
gk_game_file_free (GkGameFile *file)
{
  if (file == NULL)
    return;
  g_clear_object (&file->game);
  g_clear_pointer (&file->position, gk_table_free);
  g_free (file);
}

GkGameFile *
gk_game_file_load_data (const char  *data,
                        gsize        length,
                        const char  *display_name,
                        GError     **error)
{
  Loader loader = { display_name != NULL ? display_name : "-", NULL };
  g_autoptr(GkGameFile) result = NULL;
  xmlDoc *doc;
  xmlNode *root;
  xmlNode *body;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_document (&loader, data != NULL ? data : "", length);
  if (doc == NULL)
    {
      g_propagate_error (error, loader.error);
      return NULL;
    }

  /* A newer format is told apart from a broken file. */
  root = xmlDocGetRootElement (doc);
  if (is_element (root, "ginkgopolis"))
    {
      g_autofree char *version = get_attr (root, "version");

      if (version != NULL && g_strcmp0 (version, "1") != 0)
        {
          loader_fail (&loader, GK_ERROR_FILE_SCHEMA, node_line (root),
                       _("the file is written in version “%s” of the game file format; "
                         "this program reads version 1"),
                       version);
          xmlFreeDoc (doc);
          g_propagate_error (error, loader.error);
          return NULL;
        }
    }

  if (!check_names (&loader, root) || !validate_document (&loader, doc))
    {
      xmlFreeDoc (doc);
      g_propagate_error (error, loader.error);
      return NULL;
    }

  result = g_new0 (GkGameFile, 1);
  body = first_element (root->children);
  if (is_element (body, "position"))
    result->position = read_position (&loader, body);
  else
    result->game = read_log (&loader, root);

  xmlFreeDoc (doc);

  if (loader.error != NULL)
    {
      g_propagate_error (error, loader.error);
      return NULL;
    }
  g_assert (result->game != NULL || result->position != NULL);

  return g_steal_pointer (&result);
}

GkGameFile *
gk_game_file_load (GFile   *file,
                   GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!gk_file_read_bounded (file, &data, &length, &local_error))
    {
      /* TRANSLATORS: file name, then the system's reason */
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot read the file: %s"),
                   name, local_error->message);
      return NULL;
    }

  return gk_game_file_load_data (data, length, name, error);
}

/* ---- saving ---- */

/* Attribute values: XML-escaped; characters XML 1.0 cannot carry are dropped. */
static void
append_escaped (GString    *out,
                const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        break;

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '"':
          g_string_append (out, "&quot;");
          break;
        case '\t':
          g_string_append (out, "&#9;");
          break;
        case '\n':
          g_string_append (out, "&#10;");
          break;
        case '\r':
          g_string_append (out, "&#13;");
          break;
        default:
          if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff)
            break;
          g_string_append_unichar (out, c);
          break;
        }
    }
}

static void
append_attr (GString    *out,
             const char *name,
             const char *value)
{
  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, value);
  g_string_append_c (out, '"');
}

static void
append_attr_int (GString    *out,
                 const char *name,
                 gint64      value)
{
  g_string_append_printf (out, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

static void
append_attr_player (GString    *out,
                    const char *name,
                    gint        player)
{
  g_autofree char *id = gk_player_id_to_string (player);

  append_attr (out, name, id);
}

static void
append_attr_card (GString    *out,
                  const char *name,
                  GkCard      card)
{
  g_autofree char *id = gk_card_to_string (card);

  append_attr (out, name, id);
}

static void
append_header (GString *out)
{
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<ginkgopolis version=\"1\">\n");
}

static void
write_setup (GString       *out,
             const GkSetup *setup)
{
  g_string_append (out, "  <setup");
  append_attr_int (out, "players", setup->n_players);
  if (setup->variant == GK_VARIANT_SOLO)
    {
      append_attr (out, "variant", "solo");
      append_attr (out, "solo-level", setup->solo_level == GK_SOLO_EXPERT ? "expert" : "normal");
      append_attr (out, "opponent-colour", gk_player_colour_to_string (setup->opponent_colour));
    }
  else
    append_attr (out, "variant", "standard");
  g_string_append (out, ">\n");

  for (guint i = 0; i < setup->n_players; i++)
    {
      g_string_append (out, "    <player");
      append_attr_player (out, "id", (gint) i);
      append_attr (out, "name", setup->players[i].name != NULL ? setup->players[i].name : "");
      append_attr (out, "colour", gk_player_colour_to_string (setup->players[i].colour));
      g_string_append (out, "/>\n");
    }

  if (setup->variant != GK_VARIANT_SOLO)
    for (guint i = 0; i < setup->n_players; i++)
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        {
          const GkCharacter *character = &setup->players[i].characters[c];

          g_string_append (out, "    <character");
          append_attr_player (out, "player", (gint) i);
          append_attr (out, "colour", gk_colour_to_string (character->colour));
          append_attr (out, "trigger", gk_trigger_to_string (character->trigger));
          append_attr_int (out, "tiles", character->tiles);
          append_attr_int (out, "resources", character->resources);
          append_attr_int (out, "points", character->points);
          g_string_append (out, "/>\n");
        }

  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      {
        g_string_append (out, "    <start");
        append_attr_int (out, "x", x);
        append_attr_int (out, "y", y);
        append_attr_card (out, "tile", setup->start[y][x]);
        g_string_append (out, "/>\n");
      }

  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    {
      gint x, y;

      gk_setup_default_marker (letter, &x, &y);
      if (x == setup->marker_x[letter] && y == setup->marker_y[letter])
        continue;
      g_string_append (out, "    <marker");
      append_attr_card (out, "letter", gk_card_from_letter (letter));
      append_attr_int (out, "x", setup->marker_x[letter]);
      append_attr_int (out, "y", setup->marker_y[letter]);
      g_string_append (out, "/>\n");
    }

  g_string_append (out, "  </setup>\n");
}

/* Writes one move as the file spells it, leaving out what the move ignores
 * (take on an urbanization it can pay, a marker on one it cannot), so that a
 * file read back and written again does not change. */
static void
write_move (GString       *out,
            const GkTable *table,
            const GkMove  *move)
{
  gboolean write_take;
  gboolean write_marker;

  if (move->kind == GK_MOVE_RENEW)
    {
      g_string_append (out, "    <renew");
      append_attr_player (out, "player", move->player);
      g_string_append (out, "/>\n");
      return;
    }

  write_take = gk_card_is_letter (move->card) && move->take != GK_TAKE_NONE;
  write_marker = gk_card_is_letter (move->card) && move->tile != GK_NO_TILE && move->has_marker;

  if (gk_card_is_letter (move->card) && move->tile != GK_NO_TILE)
    {
      g_autoptr(GkPreview) preview = gk_table_preview (table, move, NULL);

      if (preview != NULL && preview->fallback != GK_FALLBACK_NONE)
        write_marker = FALSE;
      else if (preview != NULL)
        write_take = FALSE;
    }

  g_string_append (out, "    <action");
  append_attr_player (out, "player", move->player);
  append_attr_card (out, "card", move->card);
  if (move->tile != GK_NO_TILE)
    append_attr_card (out, "tile", move->tile);
  if (write_take)
    append_attr (out, "take", move->take == GK_TAKE_TILE ? "tile" : "resource");
  if (write_marker)
    {
      append_attr_int (out, "marker-x", move->marker_x);
      append_attr_int (out, "marker-y", move->marker_y);
    }
  if (move->has_drawn)
    {
      g_autofree char *first = gk_card_to_string (move->drawn[0]);
      g_autofree char *second = gk_card_to_string (move->drawn[1]);
      g_autofree char *drawn = g_strdup_printf ("%s %s", first, second);

      append_attr (out, "drawn", drawn);
    }
  if (write_marker && move->n_shifts > 0)
    {
      g_string_append (out, ">\n");
      for (guint i = 0; i < move->n_shifts; i++)
        {
          g_string_append (out, "      <shift");
          append_attr_card (out, "letter", gk_card_from_letter (move->shifts[i].letter));
          append_attr_int (out, "x", move->shifts[i].x);
          append_attr_int (out, "y", move->shifts[i].y);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </action>\n");
    }
  else
    g_string_append (out, "/>\n");

  if (move->has_returns)
    {
      g_string_append (out, "    <tile-return>\n");
      for (guint p = 0; p < gk_table_get_n_players (table); p++)
        {
          g_string_append (out, "      <return");
          append_attr_player (out, "player", (gint) p);
          append_attr_int (out, "tiles", move->returns[p]);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </tile-return>\n");
    }
}

char *
gk_game_file_to_data (GkGame *game,
                      gsize  *length)
{
  const GkSetup *setup;
  g_autoptr(GkTable) table = NULL;
  GString *out;
  guint cursor;
  guint round = 0;
  gboolean in_round = FALSE;

  g_return_val_if_fail (GK_IS_GAME (game), NULL);

  setup = gk_game_get_setup (game);
  cursor = gk_game_get_cursor (game);
  out = g_string_new (NULL);

  append_header (out);
  write_setup (out, setup);

  /* A fresh replay tells where each round starts and what each move
   * resolves to. */
  table = gk_table_new (setup);
  for (guint i = 0; i < cursor; i++)
    {
      const GkMove *move = gk_game_get_move (game, i);
      guint move_round = gk_table_get_round (table);

      if (!in_round || move_round != round)
        {
          if (in_round)
            g_string_append (out, "  </round>\n");
          g_string_append (out, "  <round>\n");
          in_round = TRUE;
          round = move_round;
        }

      write_move (out, table, move);
      if (!gk_table_apply (table, move, NULL, NULL))
        g_critical ("A move of the game cannot be replayed: the saved file may not load");
    }
  if (in_round)
    g_string_append (out, "  </round>\n");

  g_string_append (out, "</ginkgopolis>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

static int
compare_buildings (gconstpointer a,
                   gconstpointer b)
{
  const GkBuilding *ba = *(const GkBuilding * const *) a;
  const GkBuilding *bb = *(const GkBuilding * const *) b;

  if (ba->y != bb->y)
    return ba->y < bb->y ? -1 : 1;
  if (ba->x != bb->x)
    return ba->x < bb->x ? -1 : 1;
  return 0;
}

char *
gk_position_to_data (const GkTable *position,
                     gsize         *length)
{
  g_autoptr(GPtrArray) buildings = NULL;
  GString *out;
  guint n_players;

  g_return_val_if_fail (position != NULL, NULL);

  n_players = gk_table_get_n_players (position);
  out = g_string_new (NULL);
  append_header (out);

  g_string_append (out, "  <position");
  append_attr_int (out, "players", n_players);
  g_string_append (out, ">\n");

  for (guint p = 0; p < n_players; p++)
    {
      guint n_characters = gk_table_get_n_characters (position, (gint) p);
      guint n_kept = gk_table_get_n_kept (position, (gint) p);
      const char *name = gk_table_get_player_name (position, (gint) p);

      g_string_append (out, "    <player");
      append_attr_player (out, "id", (gint) p);
      append_attr (out, "name", name != NULL ? name : "");
      append_attr (out, "colour",
                   gk_player_colour_to_string (gk_table_get_player_colour (position, (gint) p)));
      append_attr_int (out, "points", gk_table_get_points (position, (gint) p));
      append_attr_int (out, "renewal-tokens", gk_table_get_renewal_tokens (position, (gint) p));
      append_attr_int (out, "resources", gk_table_get_resources_screen (position, (gint) p));
      append_attr_int (out, "tiles", gk_table_get_tiles (position, (gint) p));

      if (n_characters == 0 && n_kept == 0)
        {
          g_string_append (out, "/>\n");
          continue;
        }
      g_string_append (out, ">\n");

      for (guint c = 0; c < n_characters; c++)
        {
          const GkCharacter *character = gk_table_get_character (position, (gint) p, c);

          g_string_append (out, "      <character");
          append_attr (out, "colour", gk_colour_to_string (character->colour));
          append_attr (out, "trigger", gk_trigger_to_string (character->trigger));
          g_string_append (out, "/>\n");
        }
      for (guint k = 0; k < n_kept; k++)
        {
          g_string_append (out, "      <kept");
          append_attr_card (out, "card", gk_table_get_kept (position, (gint) p, k));
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </player>\n");
    }

  /* Buildings in reading order, so the layout does not depend on the
   * order they were entered in. */
  buildings = g_ptr_array_new ();
  for (guint i = 0; i < gk_table_get_n_buildings (position); i++)
    g_ptr_array_add (buildings, (gpointer) gk_table_get_building (position, i));
  g_ptr_array_sort (buildings, compare_buildings);

  for (guint i = 0; i < buildings->len; i++)
    {
      const GkBuilding *building = g_ptr_array_index (buildings, i);
      GkTile tiles[GK_N_TILES];
      guint n_tiles;

      n_tiles = gk_table_get_stack (position, building->x, building->y, tiles, G_N_ELEMENTS (tiles));

      g_string_append (out, "    <building");
      append_attr_int (out, "x", building->x);
      append_attr_int (out, "y", building->y);
      if (building->owner != GK_NO_PLAYER)
        append_attr_player (out, "owner", building->owner);
      g_string_append (out, ">\n");
      for (guint t = 0; t < n_tiles && t < G_N_ELEMENTS (tiles); t++)
        {
          g_string_append (out, "      <tile");
          append_attr_card (out, "id", tiles[t]);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </building>\n");
    }

  g_string_append (out, "  </position>\n");
  g_string_append (out, "</ginkgopolis>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* See gk_file_save_atomically(): a failure at any point leaves the old file
 * as it was and no temporary file behind. */
static gboolean
save_atomically (GFile       *file,
                 const char  *data,
                 gsize        length,
                 GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!gk_file_save_atomically (file, data, length, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      /* TRANSLATORS: file name, then the system's reason */
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot save the file: %s"),
                   name, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
gk_game_file_save (GkGame  *game,
                   GFile   *file,
                   GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (GK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = gk_game_file_to_data (game, &length);
  return save_atomically (file, data, length, error);
}

gboolean
gk_position_save (const GkTable  *position,
                  GFile          *file,
                  GError        **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = gk_position_to_data (position, &length);
  return save_atomically (file, data, length, error);
}
