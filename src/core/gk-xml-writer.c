/* gk-xml-writer.c: the app's XML files, written into one growing buffer
 *
 * The files were first written by libxml2's xmlTextWriter (into memory,
 * indent on, two spaces, the XML declaration with encoding="UTF-8"), and
 * identities derived from a file's bytes (gk_play_id_from_content()) are
 * kept in users' history indexes: the bytes written here are exactly the
 * ones that writer wrote, for everything the app writes.  Its layout:
 *
 *   - "<?xml version="1.0" encoding="UTF-8"?>\n" first;
 *   - a start tag on a line of its own, indented two spaces a level; an
 *     element that holds nothing closed as <e a="1"/>;
 *   - text right after the start tag, the end tag right after the text
 *     (<note>text</note>); an end tag after a child element on a line of
 *     its own, indented;
 *   - a line feed after every end tag, none more at the end;
 *   - in attribute values & < > " written &amp; &lt; &gt; &quot;, tab, line
 *     feed and carriage return &#9; &#10; &#13;, everything else as it is
 *     (the document's encoding is UTF-8: no character reference for what
 *     is past ASCII);
 *   - in text & < > " written &amp; &lt; &gt; &quot;, carriage return
 *     &#13;, everything else as it is (tab, line feed, UTF-8).
 *
 * tests/core/test-xml-writer.c holds it to xmlTextWriter, byte for byte.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/chvalid.h>

#include "gk-buffer-private.h"
#include "gk-xml.h"

#define DECLARATION "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
#define INDENT "  "

typedef struct
{
  gsize    name;          /* offset of its NUL-terminated name in ->names */
  gboolean has_content;   /* its start tag closed by '>': text or children */
} Element;

struct _GkXmlWriter
{
  GkBuffer  buffer;
  GkBuffer  names;         /* the open elements' names, one after the other */
  Element  *open;          /* the innermost last */
  guint     n_open;
  guint     open_size;
  gboolean  indent_end;    /* an end tag goes on a line of its own */
  GError   *error;         /* the first value refused, or a misuse */
};

GkXmlWriter *
gk_xml_writer_new (void)
{
  GkXmlWriter *self = g_new0 (GkXmlWriter, 1);

  gk_buffer_init (&self->buffer, 4096);
  gk_buffer_init (&self->names, 256);
  self->open_size = 16;
  self->open = g_new (Element, self->open_size);
  self->indent_end = TRUE;
  gk_buffer_add_literal (&self->buffer, DECLARATION);
  return self;
}

void
gk_xml_writer_free (GkXmlWriter *self)
{
  if (self == NULL)
    return;
  g_free (self->buffer.data);
  g_free (self->names.data);
  g_free (self->open);
  g_clear_error (&self->error);
  g_free (self);
}

void
gk_xml_writer_fail (GkXmlWriter *self)
{
  g_return_if_fail (self != NULL);

  if (self->error == NULL)
    g_set_error_literal (&self->error, GK_ERROR, GK_ERROR_FILE_IO,
                         _("The file’s contents could not be put together (out of memory?)."));
}

/* What XML 1.0 can hold (its production Char), in UTF-8; a refusal names
 * the first character it cannot. */
gboolean
gk_xml_text_check (const char  *text,
                   GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                           _("A name, place or note to save is not valid text (UTF-8): "
                             "nothing was saved."));
      return FALSE;
    }
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!xmlIsCharQ (c))
        {
          g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                       /* TRANSLATORS: %04X is a character's number in Unicode */
                       _("A name, place or note to save holds a character that a file "
                         "cannot hold (U+%04X): nothing was saved."),
                       c);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
writing (GkXmlWriter *self)
{
  return self->error == NULL;
}

static Element *
innermost (GkXmlWriter *self)
{
  if (self->n_open == 0)
    return NULL;
  return &self->open[self->n_open - 1];
}

/* Two spaces for each element around the innermost one. */
static void
append_indent (GkXmlWriter *self)
{
  for (guint i = 1; i < self->n_open; i++)
    gk_buffer_add_literal (&self->buffer, INDENT);
}

/* What a byte of an attribute's value, or of text, is written as; NULL:
 * the byte itself. */
static const char * const attr_references[256] = {
  ['&'] = "&amp;", ['<'] = "&lt;", ['>'] = "&gt;", ['"'] = "&quot;",
  ['\t'] = "&#9;", ['\n'] = "&#10;", ['\r'] = "&#13;",
};
static const char * const text_references[256] = {
  ['&'] = "&amp;", ['<'] = "&lt;", ['>'] = "&gt;", ['"'] = "&quot;",
  ['\r'] = "&#13;",
};

/* @value with its bytes' @references, the runs between them copied whole. */
static void
append_escaped (GkBuffer          *buffer,
                const char        *value,
                const char * const references[256])
{
  const char *run = value;
  const char *p = value;

  for (; *p != '\0'; p++)
    {
      const char *reference = references[(guchar) *p];

      if (G_LIKELY (reference == NULL))
        continue;
      gk_buffer_add (buffer, run, (gsize) (p - run));
      gk_buffer_add (buffer, reference, strlen (reference));
      run = p + 1;
    }
  gk_buffer_add (buffer, run, (gsize) (p - run));
}

/* gk_xml_text_check() on @value, first by a look at its bytes: ASCII
 * alone, without a control character but tab, line feed and carriage
 * return, is what it accepts; anything else it judges. */
static gboolean
check_value (GkXmlWriter *self,
             const char  *value)
{
  for (const guchar *p = (const guchar *) value; *p != '\0'; p++)
    if (*p >= 0x80 || (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r'))
      return gk_xml_text_check (value, &self->error);
  return TRUE;
}

/* The innermost element gets content: its start tag closed by '>'. */
static void
close_start_tag (GkXmlWriter *self)
{
  Element *parent = innermost (self);

  if (parent != NULL && !parent->has_content)
    {
      gk_buffer_add_c (&self->buffer, '>');
      parent->has_content = TRUE;
    }
}

void
gk_xml_writer_start (GkXmlWriter *self,
                     const char  *element)
{
  Element *parent;
  Element added;
  gsize length;

  g_return_if_fail (self != NULL && element != NULL);

  if (!writing (self))
    return;
  if (*element == '\0')
    {
      gk_xml_writer_fail (self);
      return;
    }
  parent = innermost (self);
  if (parent != NULL && !parent->has_content)
    {
      gk_buffer_add_literal (&self->buffer, ">\n");
      parent->has_content = TRUE;
    }

  length = strlen (element);
  added.name = self->names.length;
  added.has_content = FALSE;
  gk_buffer_add (&self->names, element, length + 1);
  if (self->n_open == self->open_size)
    {
      self->open_size *= 2;
      self->open = g_renew (Element, self->open, self->open_size);
    }
  self->open[self->n_open++] = added;

  append_indent (self);
  gk_buffer_add_c (&self->buffer, '<');
  gk_buffer_add (&self->buffer, element, length);
}

void
gk_xml_writer_end (GkXmlWriter *self)
{
  Element *element;

  g_return_if_fail (self != NULL);

  if (!writing (self))
    return;
  element = innermost (self);
  if (element == NULL)
    {
      gk_xml_writer_fail (self);
      return;
    }
  if (!element->has_content)
    gk_buffer_add_literal (&self->buffer, "/>\n");
  else
    {
      const char *name = self->names.data + element->name;

      if (self->indent_end)
        append_indent (self);
      gk_buffer_add_literal (&self->buffer, "</");
      gk_buffer_add (&self->buffer, name, self->names.length - element->name - 1);
      gk_buffer_add_literal (&self->buffer, ">\n");
    }
  self->indent_end = TRUE;

  self->names.length = element->name;
  self->n_open--;
}

/* An attribute of the element just started, its value checked: escaped,
 * or as it is when @escape is FALSE. */
static void
append_attr (GkXmlWriter *self,
             const char  *name,
             const char  *value,
             gboolean     escape)
{
  Element *element = innermost (self);

  if (*name == '\0' || element == NULL || element->has_content)
    {
      gk_xml_writer_fail (self);
      return;
    }
  gk_buffer_add_c (&self->buffer, ' ');
  gk_buffer_add (&self->buffer, name, strlen (name));
  gk_buffer_add_literal (&self->buffer, "=\"");
  if (escape)
    append_escaped (&self->buffer, value, attr_references);
  else
    gk_buffer_add (&self->buffer, value, strlen (value));
  gk_buffer_add_c (&self->buffer, '"');
}

void
gk_xml_writer_attr (GkXmlWriter *self,
                    const char  *name,
                    const char  *value)
{
  g_return_if_fail (self != NULL && name != NULL);

  if (value == NULL)
    value = "";
  if (writing (self) && check_value (self, value))
    append_attr (self, name, value, TRUE);
}

void
gk_xml_writer_attr_int (GkXmlWriter *self,
                        const char  *name,
                        gint64       value)
{
  char text[24];
  gsize n = sizeof text;
  guint64 magnitude = value < 0 ? (guint64) -(value + 1) + 1 : (guint64) value;

  g_return_if_fail (self != NULL && name != NULL);

  if (!writing (self))
    return;
  /* Digits and a sign: nothing to check or escape. */
  text[--n] = '\0';
  do
    {
      text[--n] = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude != 0);
  if (value < 0)
    text[--n] = '-';
  append_attr (self, name, text + n, FALSE);
}

void
gk_xml_writer_text (GkXmlWriter *self,
                    const char  *text)
{
  g_return_if_fail (self != NULL && text != NULL);

  if (!writing (self) || !check_value (self, text))
    return;
  /* Text belongs in an element: outside one it would not be a document. */
  if (innermost (self) == NULL)
    {
      gk_xml_writer_fail (self);
      return;
    }
  close_start_tag (self);
  append_escaped (&self->buffer, text, text_references);
  self->indent_end = FALSE;
}

char *
gk_xml_writer_finish (GkXmlWriter  *self,
                      gsize        *length,
                      GError      **error)
{
  char *data;

  g_return_val_if_fail (self != NULL, NULL);

  /* Every element still open is ended. */
  while (writing (self) && self->n_open > 0)
    gk_xml_writer_end (self);
  if (self->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->error));
      gk_xml_writer_free (self);
      return NULL;
    }
  /* The bytes are handed over as they are, never copied. */
  self->buffer.data[self->buffer.length] = '\0';
  if (length != NULL)
    *length = self->buffer.length;
  data = g_steal_pointer (&self->buffer.data);
  gk_xml_writer_free (self);
  return data;
}
