/* gk-sheet-file.c: the score-sheet file, read, checked and written
 *
 * Loading goes as a game file's does (gk-gamefile.c): the core's bounded
 * parse, the schema, then the names and numbers against the game's
 * description, each refusal naming the file and the line.  The sheet is
 * handed out only when every step passed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include <string.h>

#include "gk-file-io.h"
#include "gk-play-xml.h"
#include "gk-sheet-file.h"
#include "gk-sheets-resources.h"
#include "gk-types.h"
#include "gk-xml.h"

#define SCHEMA_PATH "/io/github/ginkgocompanion/GinkgoCompanion/sheets/ginkgo-scoresheet.rng"

/* ---- sniffing ---- */

static gboolean
skip_prefix (const char **p,
             const char  *end,
             const char  *prefix,
             const char  *until)
{
  gsize n = strlen (prefix);
  const char *found;

  if ((gsize) (end - *p) < n || memcmp (*p, prefix, n) != 0)
    return FALSE;
  found = g_strstr_len (*p + n, end - *p - n, until);
  if (found == NULL)
    return FALSE;
  *p = found + strlen (until);
  return TRUE;
}

gboolean
gk_sheet_file_sniff (const char *data,
                     gsize       length)
{
  const char *p = data;
  const char *end;
  static const char root[] = "<scoresheet";

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  end = data + length;
  if (length >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  for (;;)
    {
      while (p < end && g_ascii_isspace (*p))
        p++;
      if (!skip_prefix (&p, end, "<?", "?>") && !skip_prefix (&p, end, "<!--", "-->"))
        break;
    }
  return (gsize) (end - p) > strlen (root) && memcmp (p, root, strlen (root)) == 0 &&
         (g_ascii_isspace (p[strlen (root)]) || p[strlen (root)] == '>' ||
          p[strlen (root)] == '/');
}

/* A sheet's root comes after its declaration and a comment or two. */
#define SNIFF_BYTES 4096

gboolean
gk_sheet_file_sniff_file (GFile        *file,
                          GCancellable *cancellable)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  char head[SNIFF_BYTES];
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* A FIFO or a device is never opened: a read could wait for ever. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return FALSE;
  stream = g_file_read (file, cancellable, NULL);
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head, &length,
                                cancellable, NULL))
    return FALSE;
  return gk_sheet_file_sniff (head, length);
}

/* ---- reading ---- */

typedef struct
{
  const char *name;
  GError     *error;
} Reader;

static void fail (Reader     *reader,
                  xmlNode    *node,
                  GkError     code,
                  const char *format,
                  ...) G_GNUC_PRINTF (4, 5);

static void
fail (Reader     *reader,
      xmlNode    *node,
      GkError     code,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (reader->error != NULL)
    return;
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  gk_xml_set_error (&reader->error, reader->name, code, gk_xml_node_line (node), "%s", what);
}

static char *
game_list (void)
{
  const GkSheetGame * const *games;
  g_autoptr(GString) out = g_string_new (NULL);
  guint n;

  games = gk_sheet_games (&n);
  for (guint i = 0; i < n; i++)
    {
      if (out->len > 0)
        g_string_append (out, _(", "));
      g_string_append (out, games[i]->id);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The expansions="" list: each known to the game, each once. */
static gboolean
read_modules (Reader            *reader,
              xmlNode           *root,
              const GkSheetGame *game,
              guint             *modules)
{
  g_autofree char *text = gk_xml_get_text (root, "expansions");
  g_auto(GStrv) ids = NULL;

  *modules = 0;
  if (text == NULL)
    return TRUE;
  ids = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint bit;

      if (*ids[i] == '\0')
        continue;
      bit = gk_sheet_game_find_module (game, ids[i]);
      if (bit == 0)
        {
          fail (reader, root, GK_ERROR_FILE_CONTENT,
                /* TRANSLATORS: an expansion's name as written, then the game's */
                _("unknown expansion “%s” for %s"), ids[i], _(game->name));
          return FALSE;
        }
      if ((*modules & bit) != 0)
        {
          fail (reader, root, GK_ERROR_FILE_CONTENT,
                _("the expansion “%s” is listed twice"), ids[i]);
          return FALSE;
        }
      *modules |= bit;
    }
  return TRUE;
}

/* The numbers before the schema, which would only say "a wrong value":
 * each n="" a whole number from 0 to GK_SHEET_MAX_VALUE, written as the
 * file writes it. */
static gboolean
check_numbers (Reader  *reader,
               xmlNode *root)
{
  for (xmlNode *player = gk_xml_first_element (root->children); player != NULL;
       player = gk_xml_next_element (player))
    for (xmlNode *count = gk_xml_first_element (player->children); count != NULL;
         count = gk_xml_next_element (count))
      {
        g_autofree char *text = gk_xml_get_attr (count, "n");
        g_autofree char *key = gk_xml_get_attr (count, "key");

        if (!gk_xml_is_element (count, "count") || text == NULL ||
            (gk_xml_is_plain_number (text)
             && g_ascii_string_to_signed (text, 10, 0, GK_SHEET_MAX_VALUE, NULL, NULL)))
          continue;
        fail (reader, count, GK_ERROR_FILE_CONTENT,
              /* TRANSLATORS: what was written, the largest number, then the key */
              _("“%s” is not a whole number from 0 to %u (%s)"), text, GK_SHEET_MAX_VALUE,
              key != NULL ? key : "?");
        return FALSE;
      }
  return TRUE;
}

static gboolean
read_count (Reader  *reader,
            GkSheet *sheet,
            guint    player,
            xmlNode *node)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  g_autofree char *key_name = gk_xml_get_attr (node, "key");
  g_autofree char *text = gk_xml_get_attr (node, "n");
  g_autoptr(GError) error = NULL;
  gint64 value = 0;
  gint key;

  key = gk_sheet_game_find_key (game, key_name);
  if (key < 0)
    {
      fail (reader, node, GK_ERROR_FILE_CONTENT,
            /* TRANSLATORS: a key as written, then the game's name */
            _("unknown key “%s” for %s"), key_name, _(game->name));
      return FALSE;
    }
  if (gk_sheet_is_set (sheet, player, (guint) key))
    {
      fail (reader, node, GK_ERROR_FILE_CONTENT,
            _("the key “%s” is given twice for this player"), key_name);
      return FALSE;
    }
  if (!g_ascii_string_to_signed (text, 10, 0, GK_SHEET_MAX_VALUE, &value, NULL))
    g_assert_not_reached ();   /* check_numbers() */
  if (!gk_sheet_set_value (sheet, player, (guint) key, (gint) value, &error))
    {
      fail (reader, node, GK_ERROR_FILE_CONTENT, "%s (%s)", error->message, key_name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_player (Reader  *reader,
             GkSheet *sheet,
             guint    player,
             xmlNode *node)
{
  g_autofree char *id = gk_xml_get_attr (node, "id");
  g_autofree char *expected = gk_sheet_player_id (player);
  g_autofree char *name = gk_xml_get_text (node, "name");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (id, expected) != 0)
    {
      fail (reader, node, GK_ERROR_FILE_CONTENT,
            /* TRANSLATORS: the player id expected here (p1, p2, ...), then the one written */
            _("the player here is “%s”, in seating order, not “%s”"), expected, id);
      return FALSE;
    }
  if (name != NULL)
    gk_sheet_set_player_name (sheet, player, name);
  /* The seat's person: game-file.md "The play", read as a game file reads it. */
  if (!gk_play_record_read_person_xml (gk_sheet_get_play (sheet), player, node, &error))
    {
      fail (reader, node, (GkError) error->code, "%s", error->message);
      return FALSE;
    }
  for (xmlNode *child = gk_xml_first_element (node->children); child != NULL;
       child = gk_xml_next_element (child))
    if (!read_count (reader, sheet, player, child))
      return FALSE;
  return TRUE;
}

static GkSheet *
read_sheet (Reader  *reader,
            xmlNode *root)
{
  g_autofree char *game_id = gk_xml_get_attr (root, "game");
  g_autofree char *players_text = gk_xml_get_attr (root, "players");
  g_autoptr(GkSheet) sheet = NULL;
  const GkSheetGame *game;
  xmlNode *node;
  guint modules;
  guint n_players;
  guint max;

  game = gk_sheet_game_lookup (game_id);
  if (game == NULL)
    {
      g_autofree char *known = game_list ();

      fail (reader, root, GK_ERROR_FILE_CONTENT,
            /* TRANSLATORS: the game as written, then the games the program knows */
            _("unknown game “%s”: a score sheet is one of %s"), game_id, known);
      return NULL;
    }
  if (!read_modules (reader, root, game, &modules))
    return NULL;

  n_players = (guint) g_ascii_strtoull (players_text, NULL, 10);
  max = gk_sheet_game_max_players (game, modules);
  if (n_players < game->min_players || n_players > max)
    {
      if (n_players > game->max_players && n_players <= GK_SHEET_MAX_PLAYERS &&
          gk_sheet_game_max_players (game, (1u << game->n_modules) - 1) >= n_players)
        fail (reader, root, GK_ERROR_FILE_CONTENT,
              /* TRANSLATORS: players, the game, its usual maximum */
              _("%u players need an expansion that allows them: %s alone takes %u at most"),
              n_players, _(game->name), max);
      else
        fail (reader, root, GK_ERROR_FILE_CONTENT,
              /* TRANSLATORS: the game, its fewest and most players, the number written */
              _("%s is played by %u to %u players, not %u"),
              _(game->name), game->min_players, max, n_players);
      return NULL;
    }

  sheet = gk_sheet_new (game, n_players, modules);
  node = gk_xml_first_element (root->children);
  if (gk_xml_is_element (node, "play"))
    {
      g_autoptr(GError) error = NULL;
      guint line = 0;

      /* The play's reader: game-file.md "The play", the game file's own. */
      if (!gk_play_record_read_xml (gk_sheet_get_play (sheet), node, &line, &error))
        {
          gk_xml_set_error (&reader->error, reader->name, (GkError) error->code, line, "%s",
                            error->message);
          return NULL;
        }
      node = gk_xml_next_element (node);
    }
  for (guint p = 0; p < n_players; p++, node = gk_xml_next_element (node))
    {
      if (!gk_xml_is_element (node, "player"))
        {
          fail (reader, node != NULL ? node : root, GK_ERROR_FILE_CONTENT,
                g_dngettext (GETTEXT_PACKAGE,
                             "players=\"%u\" but the sheet holds %u player",
                             "players=\"%u\" but the sheet holds %u players", p),
                n_players, p);
          return NULL;
        }
      if (!read_player (reader, sheet, p, node))
        return NULL;
    }
  if (node != NULL)
    {
      fail (reader, node, GK_ERROR_FILE_CONTENT,
            _("players=\"%u\" but the sheet holds more players"), n_players);
      return NULL;
    }
  return g_steal_pointer (&sheet);
}

/* The compiled-in resources, registered on their first use: see
 * gk_xml_resource(). */
static GResource *
sheets_resource (void)
{
  return gk_xml_resource (gk_sheets_register_resource, gk_sheets_get_resource);
}

/* The schema's text, looked up (and uncompressed) once: the core keeps
 * each thread's compiled schema of the same text. */
static GBytes *
sheet_schema (void)
{
  static GBytes *bytes = NULL;
  static gsize looked_up = 0;

  if (g_once_init_enter (&looked_up))
    {
      bytes = g_resource_lookup_data (sheets_resource (), SCHEMA_PATH,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_once_init_leave (&looked_up, 1);
    }
  return bytes;
}

GkSheet *
gk_sheet_file_load_data (const char  *data,
                         gsize        length,
                         const char  *display_name,
                         GError     **error)
{
  Reader reader = { display_name != NULL ? display_name : "-", NULL };
  xmlDoc *doc;
  xmlNode *root;
  GkSheet *sheet = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = gk_xml_parse_bounded (data, length, reader.name, error);
  if (doc == NULL)
    return NULL;

  root = xmlDocGetRootElement (doc);
  if (!gk_xml_is_element (root, "scoresheet"))
    fail (&reader, root, GK_ERROR_FILE_SCHEMA,
          _("this is not a score sheet: its root element is <%s>, not <scoresheet>"),
          (const char *) root->name);
  else
    {
      g_autofree char *version = gk_xml_get_attr (root, "version");

      if (version != NULL && g_strcmp0 (version, "1") != 0)
        fail (&reader, root, GK_ERROR_FILE_SCHEMA,
              _("the sheet is written in version “%s” of the score-sheet format; this "
                "program reads version 1"), version);
    }
  if (reader.error == NULL)
    {
      if (check_numbers (&reader, root) &&
          gk_xml_validate (doc, sheet_schema (), reader.name, &reader.error))
        sheet = read_sheet (&reader, root);
    }
  xmlFreeDoc (doc);

  if (reader.error != NULL)
    {
      g_clear_pointer (&sheet, gk_sheet_unref);
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return sheet;
}

GkSheet *
gk_sheet_file_load (GFile   *file,
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
  return gk_sheet_file_load_data (data, length, name, error);
}

/* ---- writing ---- */

/* The file's bytes with @record (NULL: without any, persons included), or
 * NULL with @error when a value is one a file cannot hold. */
static char *
sheet_to_data (GkSheet             *sheet,
               const GkPlayRecord  *record,
               gsize               *length,
               GError             **error)
{
  const GkSheetGame *game;
  GkXmlWriter *out;
  guint modules;

  game = gk_sheet_get_game (sheet);
  modules = gk_sheet_get_modules (sheet);
  out = gk_xml_writer_new ();
  gk_xml_writer_start (out, "scoresheet");
  gk_xml_writer_attr (out, "version", "1");
  gk_xml_writer_attr (out, "game", game->id);
  gk_xml_writer_attr_int (out, "players", gk_sheet_get_n_players (sheet));
  if (modules != 0)
    {
      g_autoptr(GString) expansions = g_string_new (NULL);

      for (guint m = 0; m < game->n_modules; m++)
        if ((modules & (1u << m)) != 0)
          g_string_append_printf (expansions, "%s%s", expansions->len > 0 ? " " : "",
                                  game->modules[m].id);
      gk_xml_writer_attr (out, "expansions", expansions->str);
    }
  if (record != NULL)
    gk_play_record_write_xml (record, out);

  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    {
      g_autofree char *id = gk_sheet_player_id (p);

      gk_xml_writer_start (out, "player");
      gk_xml_writer_attr (out, "id", id);
      gk_xml_writer_attr (out, "name", gk_sheet_get_player_name (sheet, p));
      if (record != NULL)
        gk_play_record_write_person_xml (record, p, out);
      for (guint k = 0; k < game->n_keys; k++)
        if (gk_sheet_is_set (sheet, p, k))
          {
            gk_xml_writer_start (out, "count");
            gk_xml_writer_attr (out, "key", game->keys[k].name);
            gk_xml_writer_attr_int (out, "n", gk_sheet_get_value (sheet, p, k));
            gk_xml_writer_end (out);
          }
      gk_xml_writer_end (out);
    }
  gk_xml_writer_end (out);
  return gk_xml_writer_finish (out, length, error);
}

char *
gk_sheet_file_to_data (GkSheet *sheet,
                       gsize   *length)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return gk_sheet_file_to_data_full (sheet, length, NULL);
}

char *
gk_sheet_file_to_data_full (GkSheet  *sheet,
                            gsize    *length,
                            GError  **error)
{
  g_return_val_if_fail (sheet != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return sheet_to_data (sheet, gk_sheet_get_play (sheet), length, error);
}

char *
gk_sheet_file_get_content_id (GkSheet *sheet)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (sheet != NULL, NULL);

  data = sheet_to_data (sheet, NULL, &length, NULL);
  return data != NULL ? gk_play_id_from_content (data, length) : NULL;
}

gboolean
gk_sheet_file_save (GkSheet  *sheet,
                    GFile    *file,
                    GError  **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A value the file cannot hold is refused before anything is written. */
  data = gk_sheet_file_to_data_full (sheet, &length, error);
  return data != NULL && gk_file_save_atomically (file, data, length, error);
}
