/* gk-gamefile-xml.c: a game file's errors and elements
 *
 * The errors a load returns ("file:line: what"), the element and
 * attribute accessors the steps that read a file share, and the same
 * bounded parse and schema check for the other documents a library holds
 * (gk-xml.h).  The steps themselves: the bounded parse (step 1) in
 * gk-gamefile-parse.c with its scan of the bytes in gk-gamefile-scan.c,
 * the schema (step 2) in gk-gamefile-schema.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <libxml/tree.h>

#include "gk-gamefile-private.h"
#include "gk-xml.h"

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

/* The attribute @name (in no namespace) of @node as the tree holds it: one
 * text node, as the parser makes every attribute of a file without
 * entities.  NULL when it is missing, or held otherwise: then @elsewhere
 * says whether xmlGetProp() may still find it (built of several nodes, or
 * a default of the document's DTD). */
static const char *
attr_text (xmlNode    *node,
           const char *name,
           gboolean   *elsewhere)
{
  *elsewhere = FALSE;
  if (node->type != XML_ELEMENT_NODE)
    {
      *elsewhere = TRUE;
      return NULL;
    }
  for (xmlAttr *prop = node->properties; prop != NULL; prop = prop->next)
    if (prop->ns == NULL && xmlStrEqual (prop->name, (const xmlChar *) name))
      {
        xmlNode *value = prop->children;

        if (value != NULL && value->next == NULL && value->type == XML_TEXT_NODE
            && value->content != NULL)
          return (const char *) value->content;
        *elsewhere = TRUE;
        return NULL;
      }
  *elsewhere = node->doc != NULL && (node->doc->intSubset != NULL || node->doc->extSubset != NULL);
  return NULL;
}

/* An attribute as written: names keep their spaces. */
char *
gk_xml_get_text (xmlNode    *node,
                 const char *name)
{
  gboolean elsewhere;
  const char *text = attr_text (node, name, &elsewhere);
  xmlChar *value;
  char *copy;

  if (text != NULL)
    return g_strdup (text);
  if (!elsewhere)
    return NULL;
  value = xmlGetProp (node, (const xmlChar *) name);
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

/* The attribute read in place when it can be, as gk_xml_get_attr()
 * (@strip) or gk_xml_get_text() give it; else a copy in @copy. */
static const char *
attr_view (xmlNode     *node,
           const char  *name,
           gboolean     strip,
           char       **copy)
{
  gboolean elsewhere;
  const char *text = attr_text (node, name, &elsewhere);
  gsize length;

  *copy = NULL;
  if (text == NULL && !elsewhere)
    return NULL;
  if (text != NULL)
    {
      length = strlen (text);
      if (!strip || length == 0
          || (!g_ascii_isspace (text[0]) && !g_ascii_isspace (text[length - 1])))
        return text;
    }
  *copy = strip ? gk_xml_get_attr (node, name) : gk_xml_get_text (node, name);
  return *copy;
}

const char *
_gk_xml_attr_view (xmlNode     *node,
                   const char  *name,
                   char       **copy)
{
  return attr_view (node, name, TRUE, copy);
}

const char *
_gk_xml_text_view (xmlNode     *node,
                   const char  *name,
                   char       **copy)
{
  return attr_view (node, name, FALSE, copy);
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

  if (_gk_xml_validate_with (&loader, doc, schema))
    return TRUE;
  g_propagate_error (error, loader.error);
  return FALSE;
}

GResource *
gk_xml_resource (void       (*register_resource) (void),
                 GResource *(*get_resource) (void))
{
  static GMutex lock;
  GResource *resource;

  g_return_val_if_fail (register_resource != NULL, NULL);
  g_return_val_if_fail (get_resource != NULL, NULL);

  g_mutex_lock (&lock);
  resource = get_resource ();
  if (resource == NULL)
    {
      /* Registered once, here, under the lock.  GLib registers it on the
       * next lookup of any thread; when another thread's lookup (GTK's, of
       * its own resources) took it first, the getter is NULL until that
       * thread has set it, a moment later. */
      register_resource ();
      while ((resource = get_resource ()) == NULL)
        g_thread_yield ();
    }
  g_mutex_unlock (&lock);
  return resource;
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
