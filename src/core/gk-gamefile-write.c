/* gk-gamefile-write.c: a game or a position as the bytes of a file
 *
 * Saving writes the moves up to the game's cursor, grouped by the rounds
 * the engine played, in one stable layout, so that save, load and save
 * again give the same bytes.  GkXmlWriter writes them as libxml2 did: a
 * value the file cannot hold is refused with a message, never dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-file-io.h"
#include "gk-gamefile.h"
#include "gk-play-xml.h"

/* What a file holds besides the table: the play's record and the time of
 * each move; NULL when only the table counts (a play's derived identity). */
typedef struct
{
  const GkPlayRecord *play;
} Extras;

static void
append_attr (GkXmlWriter *out,
             const char  *name,
             const char  *value)
{
  gk_xml_writer_attr (out, name, value);
}

static void
append_attr_int (GkXmlWriter *out,
                 const char  *name,
                 gint64       value)
{
  gk_xml_writer_attr_int (out, name, value);
}

static void
append_attr_player (GkXmlWriter *out,
                    const char *name,
                    gint        player)
{
  char id[GK_PLAYER_ID_SIZE];

  append_attr (out, name, gk_player_write_id (player, id));
}

static void
append_attr_card (GkXmlWriter *out,
                  const char *name,
                  GkCard      card)
{
  char id[GK_CARD_ID_SIZE];

  append_attr (out, name, gk_card_write_id (card, id));
}

static void
append_header (GkXmlWriter  *out,
               const Extras *extras)
{
  gk_xml_writer_start (out, "ginkgopolis");
  append_attr (out, "version", "1");
  if (extras != NULL)
    gk_play_record_write_xml (extras->play, out);
}

static void
append_person (GkXmlWriter  *out,
               const Extras *extras,
               guint         seat)
{
  if (extras != NULL)
    gk_play_record_write_person_xml (extras->play, seat, out);
}

static void
append_time (GkXmlWriter  *out,
             const Extras *extras,
             const GkTime *time)
{
  if (extras != NULL)
    gk_xml_writer_attr_time (out, "at", time);
}

static void
write_setup (GkXmlWriter   *out,
             const GkSetup *setup,
             const Extras  *extras)
{
  gk_xml_writer_start (out, "setup");
  append_attr_int (out, "players", setup->n_players);
  if (setup->variant == GK_VARIANT_SOLO)
    {
      append_attr (out, "variant", "solo");
      append_attr (out, "solo-level", setup->solo_level == GK_SOLO_EXPERT ? "expert" : "normal");
      append_attr (out, "opponent-colour", gk_player_colour_to_string (setup->opponent_colour));
    }
  else
    append_attr (out, "variant", "standard");

  for (guint i = 0; i < setup->n_players; i++)
    {
      gk_xml_writer_start (out, "player");
      append_attr_player (out, "id", (gint) i);
      append_attr (out, "name", setup->players[i].name != NULL ? setup->players[i].name : "");
      append_attr (out, "colour", gk_player_colour_to_string (setup->players[i].colour));
      append_person (out, extras, i);
      gk_xml_writer_end (out);
    }

  if (setup->variant != GK_VARIANT_SOLO)
    for (guint i = 0; i < setup->n_players; i++)
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        {
          const GkCharacter *character = &setup->players[i].characters[c];

          gk_xml_writer_start (out, "character");
          append_attr_player (out, "player", (gint) i);
          append_attr (out, "colour", gk_colour_to_string (character->colour));
          append_attr (out, "trigger", gk_trigger_to_string (character->trigger));
          append_attr_int (out, "tiles", character->tiles);
          append_attr_int (out, "resources", character->resources);
          append_attr_int (out, "points", character->points);
          gk_xml_writer_end (out);
        }

  for (gint y = 0; y < GK_START_SIZE; y++)
    for (gint x = 0; x < GK_START_SIZE; x++)
      {
        gk_xml_writer_start (out, "start");
        append_attr_int (out, "x", x);
        append_attr_int (out, "y", y);
        append_attr_card (out, "tile", setup->start[y][x]);
        gk_xml_writer_end (out);
      }

  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    {
      gint x, y;

      gk_setup_default_marker (letter, &x, &y);
      if (x == setup->marker_x[letter] && y == setup->marker_y[letter])
        continue;
      gk_xml_writer_start (out, "marker");
      append_attr_card (out, "letter", gk_card_from_letter (letter));
      append_attr_int (out, "x", setup->marker_x[letter]);
      append_attr_int (out, "y", setup->marker_y[letter]);
      gk_xml_writer_end (out);
    }

  gk_xml_writer_end (out);
}

/* Writes one move as the file spells it, leaving out what the move ignores
 * (take on an urbanization it can pay, a marker on one it cannot), so that a
 * file read back and written again does not change: @fell_back, whether
 * the move's action fell back to an exploit when it was played. */
static void
write_move (GkXmlWriter   *out,
            guint          n_players,
            const GkMove  *move,
            gboolean       fell_back,
            const Extras  *extras)
{
  gboolean write_take;
  gboolean write_marker;

  if (move->kind == GK_MOVE_RENEW)
    {
      gk_xml_writer_start (out, "renew");
      append_attr_player (out, "player", move->player);
      append_time (out, extras, &move->at);
      gk_xml_writer_end (out);
      return;
    }

  write_take = gk_card_is_letter (move->card) && move->take != GK_TAKE_NONE;
  write_marker = gk_card_is_letter (move->card) && move->tile != GK_NO_TILE && move->has_marker;

  if (gk_card_is_letter (move->card) && move->tile != GK_NO_TILE)
    {
      if (fell_back)
        write_marker = FALSE;
      else
        write_take = FALSE;
    }

  gk_xml_writer_start (out, "action");
  append_attr_player (out, "player", move->player);
  append_attr_card (out, "card", move->card);
  if (move->tile != GK_NO_TILE)
    append_attr_card (out, "tile", move->tile);
  if (write_take)
    append_attr (out, "take", move->take == GK_TAKE_TILE ? "tile" : "resource");
  if (write_marker)
    {
      append_attr_int (out, "marker-x", move->marker_x);
      append_attr_int (out, "marker-y", move->marker_y);
    }
  if (move->has_drawn)
    {
      char first[GK_CARD_ID_SIZE], second[GK_CARD_ID_SIZE];
      g_autofree char *drawn = g_strjoin (" ", gk_card_write_id (move->drawn[0], first),
                                          gk_card_write_id (move->drawn[1], second), NULL);

      append_attr (out, "drawn", drawn);
    }
  append_time (out, extras, &move->at);
  if (write_marker && move->n_shifts > 0)
    {
      for (guint i = 0; i < move->n_shifts; i++)
        {
          gk_xml_writer_start (out, "shift");
          append_attr_card (out, "letter", gk_card_from_letter (move->shifts[i].letter));
          append_attr_int (out, "x", move->shifts[i].x);
          append_attr_int (out, "y", move->shifts[i].y);
          gk_xml_writer_end (out);
        }
      gk_xml_writer_end (out);
    }
  else
    gk_xml_writer_end (out);

  if (move->has_returns)
    {
      gk_xml_writer_start (out, "tile-return");
      append_time (out, extras, &move->returns_at);
      for (guint p = 0; p < n_players; p++)
        {
          gk_xml_writer_start (out, "return");
          append_attr_player (out, "player", (gint) p);
          append_attr_int (out, "tiles", move->returns[p]);
          gk_xml_writer_end (out);
        }
      gk_xml_writer_end (out);
    }
}

static char *
game_to_data (GkGame        *game,
              const Extras  *extras,
              gsize         *length,
              GError       **error)
{
  const GkSetup *setup;
  GkXmlWriter *out;
  guint n_players;
  guint cursor;
  guint round = 0;
  gboolean in_round = FALSE;

  g_return_val_if_fail (GK_IS_GAME (game), NULL);

  setup = gk_game_get_setup (game);
  cursor = gk_game_get_cursor (game);
  n_players = gk_table_get_n_players (gk_game_get_table (game));
  out = gk_xml_writer_new ();

  append_header (out, extras);
  write_setup (out, setup, extras);

  /* Each move's round and what it resolved to, as the game noted them
   * when it was played. */
  for (guint i = 0; i < cursor; i++)
    {
      guint move_round;
      gboolean fell_back;

      gk_game_get_move_outcome (game, i, &move_round, &fell_back);
      if (!in_round || move_round != round)
        {
          if (in_round)
            gk_xml_writer_end (out);
          gk_xml_writer_start (out, "round");
          in_round = TRUE;
          round = move_round;
        }
      write_move (out, n_players, gk_game_get_move (game, i), fell_back, extras);
    }
  if (in_round)
    gk_xml_writer_end (out);

  gk_xml_writer_end (out);
  return gk_xml_writer_finish (out, length, error);
}

char *
gk_game_file_to_data (GkGame *game,
                      gsize  *length)
{
  return gk_game_file_to_data_full (game, length, NULL);
}

char *
gk_game_file_to_data_full (GkGame  *game,
                           gsize   *length,
                           GError **error)
{
  Extras extras;

  g_return_val_if_fail (GK_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  extras.play = gk_game_get_play (game);
  return game_to_data (game, &extras, length, error);
}

char *
gk_game_get_content_id (GkGame *game)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (GK_IS_GAME (game), NULL);

  data = game_to_data (game, NULL, &length, NULL);
  /* Without the record, what a file can hold: the setup's names were
   * checked when they were given. */
  return data != NULL ? gk_play_id_from_content (data, length) : NULL;
}

/* A player of a position: counts as attributes, characters and kept cards
 * as children. */
static void
write_position_player (GkXmlWriter   *out,
                       const GkTable *position,
                       gint           p,
                       const Extras  *extras)
{
  guint n_characters = gk_table_get_n_characters (position, p);
  guint n_kept = gk_table_get_n_kept (position, p);
  const char *name = gk_table_get_player_typed_name (position, p);

  gk_xml_writer_start (out, "player");
  append_attr_player (out, "id", p);
  append_attr (out, "name", name != NULL ? name : "");
  append_attr (out, "colour",
               gk_player_colour_to_string (gk_table_get_player_colour (position, p)));
  append_attr_int (out, "points", gk_table_get_points (position, p));
  append_attr_int (out, "renewal-tokens", gk_table_get_renewal_tokens (position, p));
  append_attr_int (out, "resources", gk_table_get_resources_screen (position, p));
  append_attr_int (out, "tiles", gk_table_get_tiles (position, p));
  append_person (out, extras, (guint) p);

  if (n_characters == 0 && n_kept == 0)
    {
      gk_xml_writer_end (out);
      return;
    }

  for (guint c = 0; c < n_characters; c++)
    {
      const GkCharacter *character = gk_table_get_character (position, p, c);

      gk_xml_writer_start (out, "character");
      append_attr (out, "colour", gk_colour_to_string (character->colour));
      append_attr (out, "trigger", gk_trigger_to_string (character->trigger));
      gk_xml_writer_end (out);
    }
  for (guint k = 0; k < n_kept; k++)
    {
      gk_xml_writer_start (out, "kept");
      append_attr_card (out, "card", gk_table_get_kept (position, p, k));
      gk_xml_writer_end (out);
    }
  gk_xml_writer_end (out);
}

/* A building of a position: its cell, its owner and its tiles bottom to top. */
static void
write_position_building (GkXmlWriter      *out,
                         const GkTable    *position,
                         const GkBuilding *building)
{
  GkTile tiles[GK_N_TILES];
  guint n_tiles;

  n_tiles = gk_table_get_stack (position, building->x, building->y, tiles,
                                G_N_ELEMENTS (tiles));

  gk_xml_writer_start (out, "building");
  append_attr_int (out, "x", building->x);
  append_attr_int (out, "y", building->y);
  if (building->owner != GK_NO_PLAYER)
    append_attr_player (out, "owner", building->owner);
  for (guint t = 0; t < n_tiles && t < G_N_ELEMENTS (tiles); t++)
    {
      gk_xml_writer_start (out, "tile");
      append_attr_card (out, "id", tiles[t]);
      gk_xml_writer_end (out);
    }
  gk_xml_writer_end (out);
}

static int
compare_buildings (gconstpointer a,
                   gconstpointer b)
{
  const GkBuilding *ba = *(const GkBuilding * const *) a;
  const GkBuilding *bb = *(const GkBuilding * const *) b;

  if (ba->y != bb->y)
    return ba->y < bb->y ? -1 : 1;
  if (ba->x != bb->x)
    return ba->x < bb->x ? -1 : 1;
  return 0;
}

static char *
position_to_data (const GkTable  *position,
                  const Extras   *extras,
                  gsize          *length,
                  GError        **error)
{
  g_autoptr(GPtrArray) buildings = NULL;
  GkXmlWriter *out;
  guint n_players;

  g_return_val_if_fail (position != NULL, NULL);

  n_players = gk_table_get_n_players (position);
  out = gk_xml_writer_new ();
  append_header (out, extras);

  gk_xml_writer_start (out, "position");
  append_attr_int (out, "players", n_players);

  for (guint p = 0; p < n_players; p++)
    write_position_player (out, position, (gint) p, extras);

  /* Buildings in reading order, so the layout does not depend on the
   * order they were entered in. */
  buildings = g_ptr_array_new ();
  for (guint i = 0; i < gk_table_get_n_buildings (position); i++)
    g_ptr_array_add (buildings, (gpointer) gk_table_get_building (position, i));
  g_ptr_array_sort (buildings, compare_buildings);

  for (guint i = 0; i < buildings->len; i++)
    write_position_building (out, position, g_ptr_array_index (buildings, i));

  gk_xml_writer_end (out);
  gk_xml_writer_end (out);
  return gk_xml_writer_finish (out, length, error);
}

char *
gk_position_to_data (const GkTable *position,
                     gsize         *length)
{
  g_return_val_if_fail (position != NULL, NULL);

  return gk_position_file_to_data (position, NULL, length);
}

char *
gk_position_file_to_data (const GkTable      *position,
                          const GkPlayRecord *play,
                          gsize              *length)
{
  return gk_position_file_to_data_full (position, play, length, NULL);
}

char *
gk_position_file_to_data_full (const GkTable       *position,
                               const GkPlayRecord  *play,
                               gsize               *length,
                               GError             **error)
{
  Extras extras = { play };

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return position_to_data (position, &extras, length, error);
}

char *
gk_position_get_content_id (const GkTable *position)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (position != NULL, NULL);

  data = position_to_data (position, NULL, &length, NULL);
  return data != NULL ? gk_play_id_from_content (data, length) : NULL;
}

/* See gk_file_save_atomically(): a failure at any point leaves the old file
 * as it was and no temporary file behind. */
gboolean
gk_game_file_write (GFile       *file,
                    const char  *data,
                    gsize        length,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!gk_file_save_atomically (file, data, length, &local_error))
    {
      g_autofree char *name = gk_file_get_display_name (file);

      /* TRANSLATORS: file name, then the system's reason */
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_IO, _("%s: cannot save the file: %s"),
                   name, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
gk_game_file_save (GkGame  *game,
                   GFile   *file,
                   GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (GK_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A value the file cannot hold is refused before anything is written. */
  data = gk_game_file_to_data_full (game, &length, error);
  return data != NULL && gk_game_file_write (file, data, length, error);
}

gboolean
gk_position_save (const GkTable  *position,
                  GFile          *file,
                  GError        **error)
{
  return gk_position_file_save (position, NULL, file, error);
}

gboolean
gk_position_file_save (const GkTable       *position,
                       const GkPlayRecord  *play,
                       GFile               *file,
                       GError             **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = gk_position_file_to_data_full (position, play, &length, error);
  return data != NULL && gk_game_file_write (file, data, length, error);
}
