/* gk-play-xml.c: the play's record in an XML file (game-file.md, "The play")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-play-xml.h"
#include "gk-types.h"

/* ---- reading ---- */

gboolean
gk_play_time_read_xml (xmlNode     *node,
                       const char  *name,
                       GkTime      *out,
                       GError     **error)
{
  g_autofree char *value = NULL;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  *out = (GkTime) { 0, };
  value = gk_xml_get_attr (node, name);
  if (value == NULL)
    return TRUE;
  if (!gk_time_parse (value, out))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                   /* TRANSLATORS: attribute name, element name, what the file says; the
                    * example date-time stays as it is */
                   _("the attribute “%s” of <%s> must be a date and time with seconds and "
                     "an offset, like 2026-11-25T19:02:11+01:00, not “%s”"),
                   name, (const char *) node->name, value);
      return FALSE;
    }
  return TRUE;
}

/* The moves played when a rebuild was said done: 1 to 9999 written in
 * plain digits, as the game file's numbers. */
static gboolean
read_rebuild_done (xmlNode  *node,
                   guint    *out,
                   GError  **error)
{
  g_autofree char *value = gk_xml_get_attr (node, "rebuild-done");
  guint64 number = 0;
  gboolean digits = value != NULL && value[0] >= '1' && value[0] <= '9';

  *out = 0;
  if (value == NULL)
    return TRUE;
  for (const char *p = value; digits && *p != '\0'; p++)
    digits = g_ascii_isdigit (*p);
  if (!digits || !g_ascii_string_to_unsigned (value, 10, 1, 9999, &number, NULL))
    {
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                   /* TRANSLATORS: attribute name, element name, the lowest and the
                    * highest number allowed (at most 9999 either way), what the file says */
                   _("the attribute “%s” of <%s> must be a whole number from %d to %d, "
                     "not “%s”"),
                   "rebuild-done", "play", 1, 9999, value);
      return FALSE;
    }
  *out = (guint) number;
  return TRUE;
}

gboolean
gk_play_record_read_xml (GkPlayRecord  *record,
                         xmlNode       *node,
                         guint         *out_line,
                         GError       **error)
{
  g_autofree char *id = NULL;
  g_autofree char *location = NULL;
  guint n_notes = 0;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (gk_xml_is_element (node, "play"), FALSE);

  if (out_line != NULL)
    *out_line = gk_xml_node_line (node);

  id = gk_xml_get_attr (node, "id");
  if (id != NULL && !gk_play_id_check (id, FALSE, error))
    return FALSE;
  if (!gk_play_time_read_xml (node, "started", &record->started, error)
      || !gk_play_time_read_xml (node, "finished", &record->finished, error))
    return FALSE;

  location = gk_xml_get_text (node, "location");
  if (!gk_play_location_check (location, error))
    return FALSE;
  if (!read_rebuild_done (node, &record->rebuild_done, error))
    return FALSE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *text;
      gboolean ok;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (!gk_xml_is_element (child, "note") || ++n_notes > 1)
        {
          if (out_line != NULL)
            *out_line = gk_xml_node_line (child);
          g_set_error (error, GK_ERROR, GK_ERROR_FILE_SCHEMA,
                       _("<play> holds at most one <note>, and nothing else"));
          return FALSE;
        }
      text = xmlNodeGetContent (child);
      ok = gk_play_note_check ((const char *) text, error);
      if (ok)
        gk_play_record_set_note (record, (const char *) text);
      xmlFree (text);
      if (!ok)
        {
          if (out_line != NULL)
            *out_line = gk_xml_node_line (child);
          return FALSE;
        }
    }

  g_free (record->id);
  record->id = g_steal_pointer (&id);
  gk_play_record_set_location (record, location);
  return TRUE;
}

gboolean
gk_play_record_read_person_xml (GkPlayRecord  *record,
                                guint          seat,
                                xmlNode       *player,
                                GError       **error)
{
  g_autofree char *person = NULL;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (player != NULL, FALSE);

  person = gk_xml_get_attr (player, "person");
  if (person == NULL)
    return TRUE;
  if (!gk_play_record_check_person (record, seat, person, error))
    return FALSE;
  gk_play_record_set_person (record, seat, person);
  return TRUE;
}

/* ---- writing ---- */

static gboolean
xml_can_carry (gunichar c)
{
  return !(c < 0x20 || (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff);
}

void
gk_xml_append_escaped (GString    *out,
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
          if (xml_can_carry (c))
            g_string_append_unichar (out, c);
          break;
        }
    }
}

/* Element content: line feeds stay as they are, so a note reads as typed. */
static void
append_content (GString    *out,
                const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        break;
      if (c == '\n')
        g_string_append_c (out, '\n');
      else if (c == '&')
        g_string_append (out, "&amp;");
      else if (c == '<')
        g_string_append (out, "&lt;");
      else if (c == '>')
        g_string_append (out, "&gt;");
      else if (xml_can_carry (c))
        g_string_append_unichar (out, c);
    }
}

void
gk_xml_append_attr (GString    *out,
                    const char *name,
                    const char *value)
{
  g_string_append_printf (out, " %s=\"", name);
  gk_xml_append_escaped (out, value);
  g_string_append_c (out, '"');
}

void
gk_xml_append_time_attr (GString      *out,
                         const char   *name,
                         const GkTime *time)
{
  g_autofree char *text = NULL;

  if (time == NULL || !time->set)
    return;
  text = gk_time_format (time);
  if (text != NULL)
    gk_xml_append_attr (out, name, text);
}

void
gk_play_record_write_xml (const GkPlayRecord *record,
                          GString            *out,
                          const char         *indent)
{
  g_return_if_fail (out != NULL);

  if (record == NULL)
    return;
  if (record->id == NULL && !record->started.set && !record->finished.set
      && (record->location == NULL || *record->location == '\0')
      && (record->note == NULL || *record->note == '\0') && record->rebuild_done == 0)
    return;

  g_string_append_printf (out, "%s<play", indent);
  if (record->id != NULL)
    gk_xml_append_attr (out, "id", record->id);
  gk_xml_append_time_attr (out, "started", &record->started);
  gk_xml_append_time_attr (out, "finished", &record->finished);
  if (record->location != NULL && *record->location != '\0')
    gk_xml_append_attr (out, "location", record->location);
  if (record->rebuild_done > 0)
    g_string_append_printf (out, " rebuild-done=\"%u\"", record->rebuild_done);

  if (record->note == NULL || *record->note == '\0')
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append_printf (out, ">\n%s  <note>", indent);
  append_content (out, record->note);
  g_string_append_printf (out, "</note>\n%s</play>\n", indent);
}

void
gk_play_record_write_person_xml (const GkPlayRecord *record,
                                 guint               seat,
                                 GString            *out)
{
  const char *person;

  if (record == NULL)
    return;
  person = gk_play_record_get_person (record, seat);
  if (person != NULL)
    gk_xml_append_attr (out, "person", person);
}
