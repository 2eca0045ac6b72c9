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

  *out = 0;
  if (value == NULL)
    return TRUE;
  if (!gk_xml_is_plain_number (value)
      || !g_ascii_string_to_unsigned (value, 10, 1, 9999, &number, NULL))
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

void
gk_xml_writer_attr_time (GkXmlWriter  *writer,
                         const char   *name,
                         const GkTime *time)
{
  g_autofree char *text = NULL;

  if (time == NULL || !time->set)
    return;
  text = gk_time_format (time);
  if (text != NULL)
    gk_xml_writer_attr (writer, name, text);
}

void
gk_play_record_write_xml (const GkPlayRecord *record,
                          GkXmlWriter        *writer)
{
  g_return_if_fail (writer != NULL);

  if (record == NULL)
    return;
  if (record->id == NULL && !record->started.set && !record->finished.set
      && (record->location == NULL || *record->location == '\0')
      && (record->note == NULL || *record->note == '\0') && record->rebuild_done == 0)
    return;

  gk_xml_writer_start (writer, "play");
  if (record->id != NULL)
    gk_xml_writer_attr (writer, "id", record->id);
  gk_xml_writer_attr_time (writer, "started", &record->started);
  gk_xml_writer_attr_time (writer, "finished", &record->finished);
  if (record->location != NULL && *record->location != '\0')
    gk_xml_writer_attr (writer, "location", record->location);
  if (record->rebuild_done > 0)
    gk_xml_writer_attr_int (writer, "rebuild-done", record->rebuild_done);
  /* The note as element content: line feeds stay as they are. */
  if (record->note != NULL && *record->note != '\0')
    {
      gk_xml_writer_start (writer, "note");
      gk_xml_writer_text (writer, record->note);
      gk_xml_writer_end (writer);
    }
  gk_xml_writer_end (writer);
}

void
gk_play_record_write_person_xml (const GkPlayRecord *record,
                                 guint               seat,
                                 GkXmlWriter        *writer)
{
  const char *person;

  if (record == NULL)
    return;
  person = gk_play_record_get_person (record, seat);
  if (person != NULL)
    gk_xml_writer_attr (writer, "person", person);
}
