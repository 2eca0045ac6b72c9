/* gk-xml-writer.c: the app's XML files written by libxml2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/chvalid.h>
#include <libxml/xmlwriter.h>

#include "gk-gamefile-private.h"
#include "gk-xml.h"

struct _GkXmlWriter
{
  xmlBufferPtr     buffer;
  xmlTextWriterPtr writer;
  GError          *error;    /* the first value refused, or libxml2's failure */
};

GkXmlWriter *
gk_xml_writer_new (void)
{
  GkXmlWriter *self = g_new0 (GkXmlWriter, 1);

  /* A save's worker may be the process's first user of libxml2, while
   * another thread reads a file: libxml2 sets itself up once, first. */
  _gk_xml_init ();
  self->buffer = xmlBufferCreate ();
  self->writer = xmlNewTextWriterMemory (self->buffer, 0);
  /* Two spaces an element, as the files always were. */
  xmlTextWriterSetIndent (self->writer, 1);
  xmlTextWriterSetIndentString (self->writer, BAD_CAST "  ");
  if (xmlTextWriterStartDocument (self->writer, "1.0", "UTF-8", NULL) < 0)
    gk_xml_writer_fail (self);
  return self;
}

void
gk_xml_writer_free (GkXmlWriter *self)
{
  if (self == NULL)
    return;
  if (self->writer != NULL)
    xmlFreeTextWriter (self->writer);
  xmlBufferFree (self->buffer);
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

static void
check_rc (GkXmlWriter *self,
          int          rc)
{
  if (rc < 0)
    gk_xml_writer_fail (self);
}

void
gk_xml_writer_start (GkXmlWriter *self,
                     const char  *element)
{
  g_return_if_fail (self != NULL && element != NULL);

  if (writing (self))
    check_rc (self, xmlTextWriterStartElement (self->writer, BAD_CAST element));
}

void
gk_xml_writer_end (GkXmlWriter *self)
{
  g_return_if_fail (self != NULL);

  if (writing (self))
    check_rc (self, xmlTextWriterEndElement (self->writer));
}

void
gk_xml_writer_attr (GkXmlWriter *self,
                    const char  *name,
                    const char  *value)
{
  g_return_if_fail (self != NULL && name != NULL);

  if (value == NULL)
    value = "";
  if (writing (self) && gk_xml_text_check (value, &self->error))
    check_rc (self, xmlTextWriterWriteAttribute (self->writer, BAD_CAST name, BAD_CAST value));
}

void
gk_xml_writer_attr_int (GkXmlWriter *self,
                        const char  *name,
                        gint64       value)
{
  char text[32];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  gk_xml_writer_attr (self, name, text);
}

void
gk_xml_writer_text (GkXmlWriter *self,
                    const char  *text)
{
  g_return_if_fail (self != NULL && text != NULL);

  if (writing (self) && gk_xml_text_check (text, &self->error))
    check_rc (self, xmlTextWriterWriteString (self->writer, BAD_CAST text));
}

char *
gk_xml_writer_finish (GkXmlWriter  *self,
                      gsize        *length,
                      GError      **error)
{
  char *data;

  g_return_val_if_fail (self != NULL, NULL);

  if (writing (self))
    check_rc (self, xmlTextWriterEndDocument (self->writer));
  /* Freeing the writer flushes it into the buffer. */
  xmlFreeTextWriter (self->writer);
  self->writer = NULL;
  if (self->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->error));
      gk_xml_writer_free (self);
      return NULL;
    }
  if (length != NULL)
    *length = (gsize) xmlBufferLength (self->buffer);
  data = g_strndup ((const char *) xmlBufferContent (self->buffer),
                    (gsize) xmlBufferLength (self->buffer));
  gk_xml_writer_free (self);
  return data;
}
