/* gk-xml-reference.c: the app's files as libxml2's xmlTextWriter wrote them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/xmlwriter.h>

#include "gk-core.h"
#include "gk-xml.h"
#include "gk-xml-reference.h"

struct _GkRefWriter
{
  xmlBufferPtr     buffer;
  xmlTextWriterPtr writer;
  gboolean         failed;
};

static void
check_rc (GkRefWriter *self,
          int          rc)
{
  if (rc < 0)
    self->failed = TRUE;
}

GkRefWriter *
gk_ref_writer_new (void)
{
  GkRefWriter *self = g_new0 (GkRefWriter, 1);

  self->buffer = xmlBufferCreate ();
  self->writer = xmlNewTextWriterMemory (self->buffer, 0);
  xmlTextWriterSetIndent (self->writer, 1);
  xmlTextWriterSetIndentString (self->writer, BAD_CAST "  ");
  check_rc (self, xmlTextWriterStartDocument (self->writer, "1.0", "UTF-8", NULL));
  return self;
}

void
gk_ref_writer_start (GkRefWriter *self,
                     const char  *element)
{
  if (!self->failed)
    check_rc (self, xmlTextWriterStartElement (self->writer, BAD_CAST element));
}

void
gk_ref_writer_end (GkRefWriter *self)
{
  if (!self->failed)
    check_rc (self, xmlTextWriterEndElement (self->writer));
}

void
gk_ref_writer_attr (GkRefWriter *self,
                    const char  *name,
                    const char  *value)
{
  if (value == NULL)
    value = "";
  if (self->failed)
    return;
  if (!gk_xml_text_check (value, NULL))
    self->failed = TRUE;
  else
    check_rc (self, xmlTextWriterWriteAttribute (self->writer, BAD_CAST name, BAD_CAST value));
}

void
gk_ref_writer_attr_int (GkRefWriter *self,
                        const char  *name,
                        gint64       value)
{
  char text[32];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  gk_ref_writer_attr (self, name, text);
}

void
gk_ref_writer_text (GkRefWriter *self,
                    const char  *text)
{
  if (self->failed)
    return;
  if (!gk_xml_text_check (text, NULL))
    self->failed = TRUE;
  else
    check_rc (self, xmlTextWriterWriteString (self->writer, BAD_CAST text));
}

char *
gk_ref_writer_finish (GkRefWriter *self,
                      gsize       *length)
{
  char *data = NULL;

  if (!self->failed)
    check_rc (self, xmlTextWriterEndDocument (self->writer));
  xmlFreeTextWriter (self->writer);
  if (!self->failed)
    {
      *length = (gsize) xmlBufferLength (self->buffer);
      data = g_strndup ((const char *) xmlBufferContent (self->buffer), *length);
    }
  xmlBufferFree (self->buffer);
  g_free (self);
  return data;
}

static gboolean
is_blank (const xmlChar *text)
{
  for (; text != NULL && *text != '\0'; text++)
    if (*text != ' ' && *text != '\n')
      return FALSE;
  return TRUE;
}

static gboolean
rewrite_element (GkRefWriter *ref,
                 xmlNode     *node)
{
  gboolean has_elements = FALSE;
  gboolean has_text = FALSE;
  GString *text = g_string_new (NULL);

  gk_ref_writer_start (ref, (const char *) node->name);
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlChar *value = xmlNodeGetContent ((xmlNode *) attr);

      gk_ref_writer_attr (ref, (const char *) attr->name, (const char *) value);
      xmlFree (value);
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    has_elements |= child->type == XML_ELEMENT_NODE;
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_ELEMENT_NODE)
        {
          if (!rewrite_element (ref, child))
            {
              g_string_free (text, TRUE);
              return FALSE;
            }
        }
      else if (child->type == XML_TEXT_NODE && !has_elements)
        {
          g_string_append (text, (const char *) child->content);
          has_text = TRUE;
        }
      else if (child->type != XML_TEXT_NODE || !is_blank (child->content))
        {
          g_test_message ("<%s> mixes text and elements, or holds a node of type %d",
                          node->name, child->type);
          g_string_free (text, TRUE);
          return FALSE;
        }
    }
  if (has_text)
    gk_ref_writer_text (ref, text->str);
  gk_ref_writer_end (ref);
  g_string_free (text, TRUE);
  return TRUE;
}

char *
gk_ref_rewrite (const char *data,
                gsize       length,
                gsize      *out_length)
{
  xmlDoc *doc = xmlReadMemory (data, (int) length, NULL, NULL, XML_PARSE_NONET);
  GkRefWriter *ref;
  gboolean whole;
  char *again;

  if (doc == NULL)
    {
      g_test_message ("the document does not parse");
      return NULL;
    }
  ref = gk_ref_writer_new ();
  whole = rewrite_element (ref, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  again = gk_ref_writer_finish (ref, out_length);
  if (!whole)
    g_clear_pointer (&again, g_free);
  return again;
}
