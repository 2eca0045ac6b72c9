/* gk-gamefile.c: the .ginkgo file (shared/spec/game-file.md)
 *
 * Loading goes in four steps, each able to refuse the whole file with one
 * error naming the file and the line: libxml2 parses the bytes
 * (gk-gamefile-parse.c, after gk-gamefile-scan.c) and the RELAX NG schema
 * checks the shape (gk-gamefile-schema.c, or a quicker walk that is sure
 * of a plain file, gk-gamefile-shape.c), names and numbers are read into
 * a GkSetup and GkMoves or a position, and the engine replays the moves
 * one by one, so a refused move names its line (gk-gamefile-read.c,
 * gk-gamefile-log.c, gk-gamefile-position.c).  Nothing reaches the caller
 * before all four steps passed.  Saving is in gk-gamefile-write.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>

#include "gk-file-io.h"
#include "gk-gamefile-private.h"
#include "gk-play-xml.h"

/* ---- loading ---- */

/* The play's values (game-file.md, "The play") are checked before the
 * schema, so that a malformed date or id is refused with what is wrong
 * with it rather than the schema's bare "wrong value". */
static gboolean
check_play_values (GkLoader *loader,
                   xmlNode  *node,
                   guint     depth)
{
  g_autoptr(GError) local_error = NULL;
  guint line = _gk_xml_node_line (node);

  if (node == NULL || depth > 4)
    return TRUE;
  if (gk_xml_is_element (node, "play"))
    {
      g_autoptr(GkPlayRecord) record = gk_play_record_new ();

      if (!gk_play_record_read_xml (record, node, &line, &local_error))
        goto fail;
    }
  else if (_gk_xml_has_attr (node, "at"))
    {
      GkTime at;

      if (!gk_play_time_read_xml (node, "at", &at, &local_error))
        goto fail;
    }
  if (gk_xml_is_element (node, "player") && _gk_xml_has_attr (node, "person"))
    {
      g_autoptr(GkPlayRecord) record = gk_play_record_new ();

      if (!gk_play_record_read_person_xml (record, 0, node, &local_error))
        goto fail;
    }

  for (xmlNode *child = gk_xml_first_element (node->children);
       child != NULL;
       child = gk_xml_next_element (child))
    if (!check_play_values (loader, child, depth + 1))
      return FALSE;
  return TRUE;

fail:
  _gk_loader_fail (loader, GK_ERROR_FILE_CONTENT, line, "%s", local_error->message);
  return FALSE;
}

void
gk_game_file_free (GkGameFile *file)
{
  if (file == NULL)
    return;
  g_clear_object (&file->game);
  g_clear_pointer (&file->position, gk_table_free);
  g_clear_pointer (&file->play, gk_play_record_free);
  g_free (file);
}

GkGameFile *
gk_game_file_load_data (const char  *data,
                        gsize        length,
                        const char  *display_name,
                        GError     **error)
{
  GkLoader loader = { display_name != NULL ? display_name : "-", NULL };
  g_autoptr(GkGameFile) result = NULL;
  xmlDoc *doc;
  xmlNode *root;
  xmlNode *body;
  xmlNode *play_node = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = _gk_game_file_parse_lean (&loader, data != NULL ? data : "", length);
  if (doc == NULL)
    {
      g_propagate_error (error, loader.error);
      return NULL;
    }

  /* A newer format is told apart from a broken file. */
  root = xmlDocGetRootElement (doc);
  if (gk_xml_is_element (root, "ginkgopolis"))
    {
      g_autofree char *version = gk_xml_get_attr (root, "version");

      if (version != NULL && g_strcmp0 (version, "1") != 0)
        {
          _gk_loader_fail (&loader, GK_ERROR_FILE_SCHEMA, _gk_xml_node_line (root),
                           _("the file is written in version “%s” of the game file format; "
                             "this program reads version 1"),
                           version);
          xmlFreeDoc (doc);
          g_propagate_error (error, loader.error);
          return NULL;
        }
    }

  if (!_gk_game_file_check_names (&loader, root) || !check_play_values (&loader, root, 0))
    {
      xmlFreeDoc (doc);
      g_propagate_error (error, loader.error);
      return NULL;
    }
  /* The schema runs unless the quick walk is certain that it would pass
   * the file (gk-gamefile-shape.c), on the file parsed with its blank
   * text: what it says of a file it refuses stays its own. */
  if (!_gk_game_file_shape_is_certain (doc))
    {
      xmlFreeDoc (doc);
      doc = _gk_game_file_parse (&loader, data != NULL ? data : "", length);
      if (doc == NULL || !_gk_game_file_validate (&loader, doc))
        {
          g_clear_pointer (&doc, xmlFreeDoc);
          g_propagate_error (error, loader.error);
          return NULL;
        }
      root = xmlDocGetRootElement (doc);
    }

  result = g_new0 (GkGameFile, 1);
  result->play = gk_play_record_new ();
  body = gk_xml_first_element (root->children);
  if (gk_xml_is_element (body, "play"))
    {
      play_node = body;
      body = gk_xml_next_element (body);
    }
  if (gk_xml_is_element (body, "position"))
    result->position = _gk_game_file_read_position (&loader, body);
  else
    result->game = _gk_game_file_read_log (&loader, body);
  if (loader.error == NULL)
    _gk_game_file_read_play (&loader, play_node, body, result->play);
  if (loader.error == NULL && result->game != NULL)
    gk_game_set_play (result->game, result->play);

  xmlFreeDoc (doc);

  if (loader.error != NULL)
    {
      g_propagate_error (error, loader.error);
      return NULL;
    }
  g_assert (result->game != NULL || result->position != NULL);

  return g_steal_pointer (&result);
}

gboolean
gk_game_file_is_name (const char *name)
{
  g_return_val_if_fail (name != NULL, FALSE);

  return name[0] != '.' && g_str_has_suffix (name, ".ginkgo");
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

  name = gk_file_get_display_name (file);
  if (!gk_file_read_bounded (file, &data, &length, &local_error))
    {
      /* TRANSLATORS: file name, then the system's reason */
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot read the file: %s"),
                   name, local_error->message);
      return NULL;
    }

  return gk_game_file_load_data (data, length, name, error);
}

