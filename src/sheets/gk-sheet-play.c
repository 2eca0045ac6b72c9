/* gk-sheet-play.c: <play> and person="" of a score sheet (game-file.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-sheet-play.h"
#include "gk-types.h"
#include "gk-xml.h"

void
gk_sheet_play_clear (GkSheetPlay *play)
{
  g_return_if_fail (play != NULL);

  g_clear_pointer (&play->id, g_free);
  g_clear_pointer (&play->started, g_free);
  g_clear_pointer (&play->finished, g_free);
  g_clear_pointer (&play->location, g_free);
  g_clear_pointer (&play->note, g_free);
}

void
gk_sheet_play_copy (const GkSheetPlay *play,
                    GkSheetPlay       *copy)
{
  g_return_if_fail (play != NULL && copy != NULL);

  copy->id = g_strdup (play->id);
  copy->started = g_strdup (play->started);
  copy->finished = g_strdup (play->finished);
  copy->location = g_strdup (play->location);
  copy->note = g_strdup (play->note);
}

void
gk_sheet_play_init_new (GkSheetPlay *play)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  g_return_if_fail (play != NULL);

  gk_sheet_play_clear (play);
  play->id = g_uuid_string_random ();
  play->started = g_date_time_format (now, "%Y-%m-%dT%H:%M:%S%:z");
}

gboolean
gk_sheet_play_is_uuid (const char *text)
{
  if (text == NULL || strlen (text) != 36 || !g_uuid_string_is_valid (text))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

/* RFC 3339 with seconds and an offset: 2026-11-25T19:02:11+01:00, an
 * optional fraction, Z or ±hh:mm. */
static gboolean
is_date_time (const char *text)
{
  g_autoptr(GDateTime) parsed = NULL;
  gsize n = strlen (text);

  if (n < 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' ||
      text[16] != ':')
    return FALSE;
  for (guint i = 0; i < 19; i++)
    if (i != 4 && i != 7 && i != 10 && i != 13 && i != 16 && !g_ascii_isdigit (text[i]))
      return FALSE;
  parsed = g_date_time_new_from_iso8601 (text, NULL);
  return parsed != NULL && (text[n - 1] == 'Z' || text[n - 3] == ':');
}

/* Plain text of at most @max characters; a line feed only where allowed. */
static gboolean
is_plain_text (const char *text,
               guint       max,
               gboolean    line_feeds)
{
  guint n = 0;

  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (++n > max)
        return FALSE;
      if (g_unichar_iscntrl (c) && !(line_feeds && c == '\n'))
        return FALSE;
    }
  return TRUE;
}

static char *
get_attr (xmlNode    *node,
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

static gboolean
read_date_time (xmlNode     *node,
                const char  *name,
                char       **out,
                const char  *display_name,
                GError     **error)
{
  g_autofree char *value = get_attr (node, name);

  if (value == NULL)
    return TRUE;
  g_strstrip (value);
  if (!is_date_time (value))
    {
      gk_xml_set_error (error, display_name, GK_ERROR_FILE_CONTENT, gk_xml_node_line (node),
                        /* TRANSLATORS: an attribute name, then what was written */
                        _("%s=\"%s\" is not a date and time such as "
                          "2026-11-25T19:02:11+01:00"), name, value);
      return FALSE;
    }
  *out = g_steal_pointer (&value);
  return TRUE;
}

gboolean
gk_sheet_play_read (xmlNode      *node,
                    GkSheetPlay  *play,
                    const char   *display_name,
                    GError      **error)
{
  g_autofree char *id = NULL;
  guint line;

  g_return_val_if_fail (node != NULL && play != NULL, FALSE);

  gk_sheet_play_clear (play);
  line = gk_xml_node_line (node);
  id = get_attr (node, "id");
  if (id != NULL)
    {
      g_strstrip (id);
      if (!gk_sheet_play_is_uuid (id))
        {
          gk_xml_set_error (error, display_name, GK_ERROR_FILE_CONTENT, line,
                            _("the play's id “%s” is not a UUID written in lowercase"), id);
          return FALSE;
        }
      play->id = g_steal_pointer (&id);
    }
  if (!read_date_time (node, "started", &play->started, display_name, error) ||
      !read_date_time (node, "finished", &play->finished, display_name, error))
    {
      gk_sheet_play_clear (play);
      return FALSE;
    }
  play->location = get_attr (node, "location");
  if (play->location != NULL &&
      !is_plain_text (play->location, GK_SHEET_PLAY_MAX_LOCATION, FALSE))
    {
      gk_xml_set_error (error, display_name, GK_ERROR_FILE_CONTENT, line,
                        _("the play's location is longer than %u characters or holds a "
                          "control character"), GK_SHEET_PLAY_MAX_LOCATION);
      gk_sheet_play_clear (play);
      return FALSE;
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *text;

      if (child->type != XML_ELEMENT_NODE || !xmlStrEqual (child->name, (const xmlChar *) "note"))
        continue;
      text = xmlNodeGetContent (child);
      play->note = g_strdup (text != NULL ? (const char *) text : "");
      xmlFree (text);
      if (!is_plain_text (play->note, GK_SHEET_PLAY_MAX_NOTE, TRUE))
        {
          gk_xml_set_error (error, display_name, GK_ERROR_FILE_CONTENT,
                            gk_xml_node_line (child),
                            _("the play's note is longer than %u characters or holds a "
                              "control character other than a line break"),
                            GK_SHEET_PLAY_MAX_NOTE);
          gk_sheet_play_clear (play);
          return FALSE;
        }
    }
  return TRUE;
}

void
gk_sheet_play_write (const GkSheetPlay *play,
                     GString           *out)
{
  g_return_if_fail (play != NULL && out != NULL);

  if (play->id == NULL && play->started == NULL && play->finished == NULL &&
      play->location == NULL && play->note == NULL)
    return;
  g_string_append (out, "  <play");
  if (play->id != NULL)
    gk_xml_append_attr (out, "id", play->id);
  if (play->started != NULL)
    gk_xml_append_attr (out, "started", play->started);
  if (play->finished != NULL)
    gk_xml_append_attr (out, "finished", play->finished);
  if (play->location != NULL)
    gk_xml_append_attr (out, "location", play->location);
  if (play->note == NULL)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n    <note>");
  gk_xml_append_escaped (out, play->note);
  g_string_append (out, "</note>\n  </play>\n");
}
