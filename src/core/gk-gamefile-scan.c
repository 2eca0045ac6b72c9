/* gk-gamefile-scan.c: a game file's bytes scanned before libxml2 sees them
 *
 * The first part of step 1: the bytes of a file are scanned once, in
 * linear time, and refused with a translated message and the line at the
 * first thing a game file never holds: a NUL byte, bytes that are not
 * UTF-8 or another encoding declared, a DTD or other declaration, a
 * processing instruction, an entity reference, "--" inside a comment, an
 * element with too many attributes.  libxml2 parses only what passed
 * (gk-gamefile-parse.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-gamefile-private.h"

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
      else if (data[*i] == end[0] && length - *i >= n && memcmp (data + *i, end, n) == 0)
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
  _gk_xml_refuse (problem, line,
                  /* TRANSLATORS: %s is a name written in the file after “&” */
                  _("the entity reference “&%s;” is not allowed: a game file uses no entities "
                    "besides &lt; &gt; &amp; &apos; &quot; and character references"), name);
  return FALSE;
}

/* The bytes the scan of a start tag looks at; it passes over the rest. */
static const gboolean tag_stops[256] = {
  ['\n'] = TRUE, ['"'] = TRUE, ['\''] = TRUE, ['&'] = TRUE, ['='] = TRUE, ['>'] = TRUE,
};

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

      if (!tag_stops[(guchar) c])
        continue;
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
      else if (c == '=' && ++n_attributes > GK_XML_MAX_ATTRIBUTES)
        {
          _gk_xml_refuse (problem, tag_line,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "an element has more than %u attribute",
                                       "an element has more than %u attributes",
                                       GK_XML_MAX_ATTRIBUTES),
                          GK_XML_MAX_ATTRIBUTES);
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
  _gk_xml_refuse (problem, line_at (data, nul),
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
  gsize i = 0;

  /* ASCII, most of a file, eight bytes at a time; each run of other bytes
   * (a UTF-8 character is made of such bytes only) checked by GLib, which
   * says where the first bad one starts as if it had read the whole. */
  while (i < length)
    {
      gsize run;

      for (; length - i >= 8; i += 8)
        {
          guint64 word;

          memcpy (&word, data + i, sizeof word);
          if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) != 0)
            break;
        }
      for (; i < length && (guchar) data[i] < 0x80; i++)
        ;
      for (run = i; run < length && (guchar) data[run] >= 0x80; run++)
        ;
      if (run > i && !g_utf8_validate_len (data + i, run - i, &end))
        break;
      i = run;
    }
  if (i >= length)
    return TRUE;
  _gk_xml_refuse (problem, line_at (data, end),
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
  _gk_xml_refuse (problem, line_at (start, p),
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
          _gk_xml_refuse (problem, *line,
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
    _gk_xml_refuse (problem, line,
                    _("a document type declaration (<!DOCTYPE>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<!ENTITY"))
    _gk_xml_refuse (problem, line,
                    _("an entity declaration (<!ENTITY>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<!"))
    _gk_xml_refuse (problem, line, _("a declaration (<!…>) is not allowed in a game file"));
  else if (has_prefix_at (data, length, i, "<?"))
    _gk_xml_refuse (problem, line,
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
gboolean
_gk_xml_scan_document (ParseProblem *problem,
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
