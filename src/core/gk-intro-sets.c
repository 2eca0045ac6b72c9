/* gk-intro-sets.c: the introductory character sets, as assumed
 *
 * The data is data/intro-sets.tsv, shipped as it is in the core's
 * resources: set, colour, trigger, tiles, resources, points per line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "gk-core-resources.h"
#include "gk-intro-sets.h"
#include "gk-xml.h"

#define SETS_PATH "/io/github/ginkgocompanion/GinkgoCompanion/core/intro-sets.tsv"

static GkCharacter sets[GK_N_INTRO_SETS][GK_N_CHARACTERS];

static gpointer
load_sets (gpointer data)
{
  g_autoptr(GBytes) bytes = g_resource_lookup_data (gk_xml_resource (gk_core_register_resource,
                                                                     gk_core_get_resource),
                                                    SETS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                    NULL);
  g_auto(GStrv) lines = NULL;
  guint filled[GK_N_INTRO_SETS] = { 0, };

  if (bytes == NULL)
    g_error ("%s is missing from the resources", SETS_PATH);
  lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      guint64 set = 0, tiles = 0, resources = 0, points = 0;
      GkCharacter character = { 0, };
      gboolean ok;

      if (lines[i][0] == '#' || lines[i][0] == '\0' || g_str_has_prefix (lines[i], "set\t"))
        continue;
      fields = g_strsplit (lines[i], "\t", -1);
      ok = g_strv_length (fields) == 6
           && g_ascii_string_to_unsigned (fields[0], 10, 1, GK_N_INTRO_SETS, &set, NULL)
           && filled[set - 1] < GK_N_CHARACTERS
           && gk_colour_from_string (fields[1], &character.colour)
           && gk_trigger_from_string (fields[2], &character.trigger)
           && g_ascii_string_to_unsigned (fields[3], 10, 0, 3, &tiles, NULL)
           && g_ascii_string_to_unsigned (fields[4], 10, 0, 3, &resources, NULL)
           && g_ascii_string_to_unsigned (fields[5], 10, 0, 5, &points, NULL);
      if (!ok)
        g_error ("%s: line %u cannot be read", SETS_PATH, i + 1);
      character.tiles = (guint) tiles;
      character.resources = (guint) resources;
      character.points = (guint) points;
      sets[set - 1][filled[set - 1]++] = character;
    }
  for (guint s = 0; s < GK_N_INTRO_SETS; s++)
    if (filled[s] != GK_N_CHARACTERS)
      g_error ("%s: set %u has %u characters", SETS_PATH, s + 1, filled[s]);
  return NULL;
}

gboolean
gk_intro_set_get (guint       set,
                  GkCharacter characters[GK_N_CHARACTERS])
{
  static GOnce once = G_ONCE_INIT;

  g_return_val_if_fail (set >= 1 && set <= GK_N_INTRO_SETS, FALSE);
  g_return_val_if_fail (characters != NULL, FALSE);

  g_once (&once, load_sets, NULL);
  memcpy (characters, sets[set - 1], sizeof sets[set - 1]);
  return TRUE;
}

gboolean
gk_character_is_default (const GkCharacter *character)
{
  g_return_val_if_fail (character != NULL, FALSE);

  return character->colour == GK_COLOUR_BLUE && character->trigger == GK_TRIGGER_EXPLOIT
         && character->tiles == 0 && character->resources == 0 && character->points == 0;
}
