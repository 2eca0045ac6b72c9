/* test-sheet-bytes.c: score sheets written as xmlTextWriter wrote them
 *
 * Identities derived from a sheet's content are kept in users' history
 * indexes: a sheet saved now must be the bytes it was when libxml2's
 * xmlTextWriter wrote it (tests/core/gk-xml-reference.c, the reference).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-sheet-file.h"
#include "gk-sheet-game.h"
#include "gk-sheet.h"
#include "gk-xml-reference.h"

static void
assert_written_as_before (const char *what,
                          const char *data,
                          gsize       length)
{
  gsize ref_length = 0;
  g_autofree char *ref = NULL;

  g_assert_nonnull (data);
  ref = gk_ref_rewrite (data, length, &ref_length);
  g_test_message ("%s", what);
  g_assert_nonnull (ref);
  g_assert_cmpmem (ref, ref_length, data, length);
}

/* The fixtures, loaded and saved: their derived ids and the SHA-256 of
 * their saved bytes as xmlTextWriter wrote them. */
static void
test_known_files (void)
{
  static const struct { const char *name; const char *id; const char *sha256; } files[] = {
    { "w-1.ginkgo", "6de0aad4-9834-5821-bd7a-60aff8c13cf1",
      "2bc381f830219e7ba4b913f09f9abda4b959e162a54a4763661224a7a07fb9f9" },
    { "w-2.ginkgo", "7c9b32bd-2d7b-59eb-a73a-29864ab100d2",
      "1660cb1500076d6e19593f90f93d82f070888fab4241a27b18348538c17a401e" },
    { "w-3a.ginkgo", "3f6db342-0ed4-5e97-928d-66d5bcc7d23f",
      "21ffd10635a4e180e0a921f674441e80901661c6cdb85f999c98a7acbe037d9a" },
    { "w-3b.ginkgo", "b279d4b1-4726-5bf5-bd67-4ac1aaa74a81",
      "51cdd445cca6a66b12b0716ef279972f796e9e0cf243817a65f2a43f63a37617" },
    { "w-4.ginkgo", "5355861e-0bf4-5d2c-b744-d0c04257d957",
      "07c99422e91d789d040d520a2c31c3c4fd94cca5b30242428c8725ad9dc43248" },
    { "w-6.ginkgo", "2a125c85-aaf7-55ee-b0be-893b8e2d5576",
      "bf9a3192e2d5c2afaf3aede7553e37dedf645751765e42b481a1205eee29905a" },
    { "w-7.ginkgo", "d3743e01-5d25-5495-96c9-b70da3c1ec1e",
      "c9402b3b1f5870494f9251e1a1a4c72e2923601406874fc4e083d1ca24fbe630" },
    { "w-8a.ginkgo", "73b502d7-d8d6-5ab2-8141-9c3a7740794a",
      "aaebcdb0ea2164f76f5b1f11a3305ebff8c26568783564b2611df1a57de4dc39" },
    { "w-8b.ginkgo", "4725f3e6-3ab0-5488-adcc-0f3023f287bb",
      "9b28d4e559543986eb0b2e1654321b4084ed788e6cbe0e984b6d8e426b0c5bbd" },
    { "w-9.ginkgo", "627e00aa-188a-51c9-819e-28ab5c4122f8",
      "a5b25a61df860b4815d712bb20df7a194e8e91e4c6bf7bfaf110cfc5c7cc29e6" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "sheets", "sheets",
                                                     files[i].name, NULL);
      g_autofree char *contents = NULL;
      g_autoptr(GkSheet) sheet = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *id = NULL;
      g_autofree char *sha256 = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      sheet = gk_sheet_file_load_data (contents, length, files[i].name, &error);
      g_assert_no_error (error);
      data = gk_sheet_file_to_data_full (sheet, &length, &error);
      g_assert_no_error (error);
      assert_written_as_before (files[i].name, data, length);
      id = gk_sheet_file_get_content_id (sheet);
      sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
      g_assert_cmpstr (id, ==, files[i].id);
      g_assert_cmpstr (sha256, ==, files[i].sha256);
    }
}

/* Every game's sheet, with names, a place and a note that need escaping. */
static void
test_every_game (void)
{
  static const char *names[] = { "Anna & \"Béla\"", "<Cili>", "Дани 😀", "Ödön's" };
  const GkSheetGame * const *games;
  guint n_games;

  games = gk_sheet_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const GkSheetGame *game = games[g];
      guint n_players = MIN (game->max_players, G_N_ELEMENTS (names));
      g_autoptr(GkSheet) sheet = gk_sheet_new (game, n_players, (1u << game->n_modules) - 1);
      GkPlayRecord *play = gk_sheet_get_play (sheet);
      g_autofree char *data = NULL;
      gsize length = 0;

      gk_sheet_start_play (sheet);
      gk_play_record_set_location (play, "Anna's \"flat\" & <garden> ]]>");
      gk_play_record_set_note (play, "Line one\nline two\r\n\tthree é 😀");
      for (guint p = 0; p < n_players; p++)
        {
          gk_sheet_set_player_name (sheet, p, names[p]);
          for (guint k = 0; k < game->n_keys; k++)
            gk_sheet_set_value (sheet, p, k,
                                game->keys[k].kind == GK_SHEET_KEY_COUNT ? (gint) ((k + p) % 3) : 1,
                                NULL);
        }
      data = gk_sheet_file_to_data (sheet, &length);
      g_assert_nonnull (data);
      g_assert_nonnull (strstr (data, "<note>"));
      assert_written_as_before (game->id, data, length);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sheets/bytes/known-files", test_known_files);
  g_test_add_func ("/sheets/bytes/every-game", test_every_game);
  return g_test_run ();
}
