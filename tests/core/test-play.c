/* test-play.c: the play's record (game-file.md, "The play")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "gk-core.h"
#include "gk-random-game.h"
#include "gk-test-util.h"

#define ID     "0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91"
#define ANNA   "5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b1d"
#define BELA   "7a1e4c2d-9b3f-4d5e-8c6a-1b2c3d4e5f60"

/* ---- moments ---- */

static void
test_time_parse (void)
{
  static const struct { const char *text; gint64 seconds; gint32 offset; gint usec; } good[] = {
    { "2026-11-25T19:02:11+01:00", 1795629731, 3600, 0 },
    { "2026-11-25T18:02:11.250Z", 1795629731, 0, 250000 },
    { "2026-11-25t18:02:11z", 1795629731, 0, 0 },
    { "2026-11-25T13:32:11-04:30", 1795629731, -16200, 0 },
    { "2026-11-25T18:02:11.123456789Z", 1795629731, 0, 123456 },
    { "2024-02-29T00:00:00Z", 1709164800, 0, 0 },
  };
  static const char *bad[] = {
    "", "2026-11-25", "2026-11-25T19:02+01:00", "2026-11-25T19:02:11",
    "2026-11-25 19:02:11+01:00", "2026-13-25T19:02:11Z", "2026-02-30T19:02:11Z",
    "2026-11-25T24:00:00Z", "2026-11-25T19:60:00Z", "2026-11-25T19:02:11+24:00",
    "2026-11-25T19:02:11+01:60", "2026-11-25T19:02:11.Z", "2026-11-25T19:02:11.1234567890Z",
    "2026-11-25T19:02:11Z ", " 2026-11-25T19:02:11Z", "2026-11-25T19:02:11+0100",
    "20261125T190211Z", "0000-01-01T00:00:00Z", "2026-11-25T19:02:11+01:00:00",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      GkTime time = { 0, };

      g_assert_true (gk_time_parse (good[i].text, &time));
      g_assert_true (time.set);
      g_assert_cmpint (time.usec, ==, good[i].seconds * G_USEC_PER_SEC + good[i].usec);
      g_assert_cmpint (time.offset, ==, good[i].offset);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GkTime time = { 0, };

      if (gk_time_parse (bad[i], &time))
        g_error ("“%s” was read as a date-time", bad[i]);
    }
}

static void
test_time_format (void)
{
  /* What a file says, it says again. */
  static const char *texts[] = {
    "2026-11-25T19:02:11+01:00", "2026-11-25T18:02:11.250Z", "2026-11-25T13:32:11-04:30",
    "2026-11-25T18:02:11.000001+05:45", "1969-12-31T23:59:59.500Z",
    "2026-11-25T18:02:11+00:00",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      GkTime time = { 0, };
      g_autofree char *again = NULL;

      g_assert_true (gk_time_parse (texts[i], &time));
      again = gk_time_format (&time);
      g_assert_cmpstr (again, ==, texts[i]);
    }
}

/* A local offset of zero (a winter evening in London) is known: "+00:00";
 * "Z" (and RFC 3339's "-00:00") says where is not known. */
static void
test_time_offset_zero (void)
{
  g_autoptr(GTimeZone) london = g_time_zone_new_offset (0);
  g_autoptr(GDateTime) evening = g_date_time_new (london, 2026, 1, 2, 18, 0, 0);
  GkTime time = { 0, };
  g_autofree char *text = NULL;
  g_autofree char *zulu = NULL;

  gk_time_from_date_time (&time, evening);
  g_assert_false (time.offset_unknown);
  text = gk_time_format (&time);
  g_assert_cmpstr (text, ==, "2026-01-02T18:00:00+00:00");

  g_assert_true (gk_time_parse ("2026-01-02T18:00:00-00:00", &time));
  g_assert_true (time.offset_unknown);
  g_assert_cmpint (time.offset, ==, 0);
  zulu = gk_time_format (&time);
  g_assert_cmpstr (zulu, ==, "2026-01-02T18:00:00Z");
  g_assert_true (gk_time_parse ("2026-01-02T18:00:00+00:00", &time));
  g_assert_false (time.offset_unknown);
}

static void
test_time_now (void)
{
  GkTime now = { 0, };
  GkTime back = { 0, };
  g_autofree char *text = NULL;

  gk_time_now (&now);
  g_assert_true (now.set);
  text = gk_time_format (&now);
  g_assert_true (gk_time_parse (text, &back));
  g_assert_cmpint (back.usec, ==, now.usec);
  g_assert_cmpint (gk_time_diff_seconds (&back, &now), ==, 0);
}

static void
test_duration (void)
{
  GkTime t[6] = { { 0, }, };
  static const char *texts[] = {
    "2026-11-25T19:00:00+01:00",     /* start */
    "2026-11-25T19:02:00+01:00",     /* +120 s */
    NULL,                            /* a move without a time */
    "2026-11-25T20:02:00+01:00",     /* +3600 s: a pause */
    "2026-11-25T20:01:00+01:00",     /* back in time: a clock corrected */
    "2026-11-25T20:05:00+01:00",     /* +240 s from the one before */
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (texts[i] != NULL)
      g_assert_true (gk_time_parse (texts[i], &t[i]));

  g_assert_cmpint (gk_play_duration (t, 6), ==, 120 + 240);
  g_assert_cmpint (gk_play_duration (t, 1), ==, -1);
  g_assert_cmpint (gk_play_duration (t, 2), ==, 120);
  g_assert_cmpint (gk_play_turn_seconds (&t[0], &t[1]), ==, 120);
  g_assert_cmpint (gk_play_turn_seconds (&t[1], &t[2]), ==, -1);
  g_assert_cmpint (gk_play_turn_seconds (&t[1], &t[3]), ==, -1);
  g_assert_cmpint (gk_play_turn_seconds (&t[3], &t[4]), ==, -1);
  /* Exactly the limit still counts. */
  g_assert_true (gk_time_parse ("2026-11-25T19:32:00+01:00", &t[2]));
  g_assert_cmpint (gk_play_turn_seconds (&t[1], &t[2]), ==, GK_PLAY_PAUSE_SECONDS);
}

/* ---- identities ---- */

static void
test_ids (void)
{
  g_autofree char *fresh = gk_play_id_new ();
  g_autofree char *a = gk_play_id_from_content ("abc", 3);
  g_autofree char *b = gk_play_id_from_content ("abc", 3);
  g_autofree char *c = gk_play_id_from_content ("abd", 3);

  g_assert_true (gk_play_id_is_valid (fresh));
  g_assert_true (gk_play_id_is_valid (ID));
  g_assert_false (gk_play_id_is_valid ("0F8E5C4E-3C55-4B8E-9D2A-6B1F0C7E2A91"));
  g_assert_false (gk_play_id_is_valid ("0f8e5c4e3c554b8e9d2a6b1f0c7e2a91"));
  g_assert_false (gk_play_id_is_valid ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a9"));
  g_assert_false (gk_play_id_is_valid ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a9g"));
  g_assert_false (gk_play_id_is_valid (NULL));

  g_assert_true (gk_play_id_is_valid (a));
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  /* A name-based UUID, version 5. */
  g_assert_cmpint (a[14], ==, '5');
  g_assert_true (strchr ("89ab", a[19]) != NULL);
  g_assert_true (gk_play_id_is_valid (GK_PERSON_HAL));
}

static void
test_texts (void)
{
  g_autoptr(GString) long_text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (gk_play_location_check (NULL, NULL));
  g_assert_true (gk_play_location_check ("Anna’s flat, Győr", NULL));
  for (guint i = 0; i < GK_PLAY_MAX_LOCATION; i++)
    g_string_append (long_text, "ő");
  g_assert_true (gk_play_location_check (long_text->str, NULL));
  g_string_append (long_text, "x");
  g_assert_false (gk_play_location_check (long_text->str, &error));
  g_assert_nonnull (strstr (error->message, "101"));
  g_clear_error (&error);
  g_assert_false (gk_play_location_check ("two\nlines", &error));
  g_clear_error (&error);
  g_assert_false (gk_play_location_check ("a\tb", NULL));

  g_assert_true (gk_play_note_check ("Béla's first game.\nHe won.", NULL));
  g_assert_false (gk_play_note_check ("tab\there", NULL));
  /* No file can hold U+FFFE or U+FFFF: refused where they are typed. */
  g_assert_false (gk_play_note_check ("first game\357\277\276", NULL));
  g_assert_false (gk_play_location_check ("Anna's\357\277\277", NULL));
  g_string_truncate (long_text, 0);
  for (guint i = 0; i < GK_PLAY_MAX_NOTE; i++)
    g_string_append_c (long_text, 'n');
  g_assert_true (gk_play_note_check (long_text->str, NULL));
  g_string_append_c (long_text, 'n');
  g_assert_false (gk_play_note_check (long_text->str, NULL));
}

static void
test_record (void)
{
  g_autoptr(GkPlayRecord) record = gk_play_record_new ();
  g_autoptr(GkPlayRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  gint seat = 99;

  g_assert_true (gk_play_record_is_empty (record));
  gk_play_record_set_person (record, 2, ANNA);
  g_assert_false (gk_play_record_is_empty (record));
  g_assert_null (gk_play_record_get_person (record, 0));
  g_assert_cmpstr (gk_play_record_get_person (record, 2), ==, ANNA);
  g_assert_null (gk_play_record_get_person (record, 7));
  g_assert_true (gk_play_record_check (record, &seat, NULL));

  copy = gk_play_record_copy (record);
  g_assert_true (gk_play_record_equal (record, copy));
  gk_play_record_set_location (copy, "");
  g_assert_true (gk_play_record_equal (record, copy));
  gk_play_record_set_location (copy, "Club");
  g_assert_false (gk_play_record_equal (record, copy));

  gk_play_record_set_person (record, 0, ANNA);
  g_assert_false (gk_play_record_check (record, &seat, &error));
  g_assert_cmpint (seat, ==, 2);
  g_clear_error (&error);
  gk_play_record_set_person (record, 0, "not-a-uuid");
  g_assert_false (gk_play_record_check (record, &seat, &error));
  g_assert_cmpint (seat, ==, 0);
}

/* ---- the file ---- */

static char *
read_game_text (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* short-2p.ginkgo with a play record, persons and a time on some moves. */
static char *
with_play (const char *play)
{
  g_autofree char *text = read_game_text ("short-2p.ginkgo");
  g_autoptr(GString) out = g_string_new (text);

  g_string_replace (out, "<ginkgopolis version=\"1\">\n",
                    "<ginkgopolis version=\"1\">\n", 1);
  g_string_replace (out, "<ginkgopolis version=\"1\">\n",
                    "<ginkgopolis version=\"1\">\nPLAY", 1);
  g_string_replace (out, "PLAY", play, 1);
  g_string_replace (out, "name=\"Anna\" colour=\"white\"",
                    "name=\"Anna\" colour=\"white\" person=\"" ANNA "\"", 1);
  g_string_replace (out, "<action player=\"p1\" card=\"blue-2\" tile=\"blue-14\"",
                    "<action player=\"p1\" card=\"blue-2\" tile=\"blue-14\" "
                    "at=\"2026-11-25T19:05:40+01:00\"", 1);
  g_string_replace (out, "<renew player=\"p2\"", "<renew player=\"p2\" "
                    "at=\"2026-11-25T19:21:02+01:00\"", 1);
  g_string_replace (out, "<tile-return>", "<tile-return at=\"2026-11-25T20:01:00.5+01:00\">", 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

#define FULL_PLAY \
  "  <play id=\"" ID "\" started=\"2026-11-25T19:02:11+01:00\" " \
  "finished=\"2026-11-25T20:31:40+01:00\" location=\"Anna’s flat &amp; garden\" " \
  "rebuild-done=\"3\">\n" \
  "    <note>Béla's first game.\n&lt;He&gt; won.</note>\n" \
  "  </play>\n"

static void
test_file_read (void)
{
  g_autofree char *text = with_play (FULL_PLAY);
  g_autoptr(GkGameFile) file = gk_test_load_text_ok (text, "play.ginkgo");
  const GkPlayRecord *play = gk_game_get_play (file->game);
  g_autofree char *started = NULL;
  const GkMove *first;
  gboolean renew_seen = FALSE, returns_seen = FALSE;

  g_assert_true (gk_play_record_equal (play, file->play));
  g_assert_cmpstr (play->id, ==, ID);
  started = gk_time_format (&play->started);
  g_assert_cmpstr (started, ==, "2026-11-25T19:02:11+01:00");
  g_assert_true (play->finished.set);
  g_assert_cmpstr (play->location, ==, "Anna’s flat & garden");
  g_assert_cmpstr (play->note, ==, "Béla's first game.\n<He> won.");
  g_assert_cmpuint (play->rebuild_done, ==, 3);
  g_assert_cmpstr (gk_play_record_get_person (play, 0), ==, ANNA);
  g_assert_null (gk_play_record_get_person (play, 1));

  first = gk_game_get_move (file->game, 0);
  g_assert_true (first->at.set);
  g_assert_cmpint (first->at.offset, ==, 3600);
  g_assert_false (gk_game_get_move (file->game, 1)->at.set);
  for (guint i = 0; i < gk_game_get_n_moves (file->game); i++)
    {
      const GkMove *move = gk_game_get_move (file->game, i);

      if (move->kind == GK_MOVE_RENEW && move->at.set)
        renew_seen = TRUE;
      if (move->has_returns)
        {
          g_assert_true (move->returns_at.set);
          g_assert_cmpint (move->returns_at.usec % G_USEC_PER_SEC, ==, 500000);
          returns_seen = TRUE;
        }
    }
  g_assert_true (renew_seen);
  g_assert_true (returns_seen);
}

/* Saved and read again, a file with a play says the same, byte for byte;
 * the score does not change. */
static void
test_file_round_trip (void)
{
  g_autofree char *text = with_play (FULL_PLAY);
  g_autoptr(GkGameFile) file = gk_test_load_text_ok (text, "play.ginkgo");
  g_autoptr(GkGameFile) bare = NULL;
  g_autoptr(GkGameFile) again = NULL;
  g_autofree char *bare_text = read_game_text ("short-2p.ginkgo");
  g_autofree char *saved = gk_game_file_to_data (file->game, NULL);
  g_autofree char *saved_again = NULL;
  g_autoptr(GkScore) score = NULL;
  g_autoptr(GkScore) bare_score = NULL;

  g_assert_nonnull (strstr (saved, "<play id=\"" ID "\""));
  g_assert_nonnull (strstr (saved, " rebuild-done=\"3\""));
  g_assert_nonnull (strstr (saved, "person=\"" ANNA "\""));
  g_assert_nonnull (strstr (saved, "at=\"2026-11-25T19:05:40+01:00\""));
  g_assert_nonnull (strstr (saved, "<tile-return at=\"2026-11-25T20:01:00.500+01:00\">"));
  g_assert_nonnull (strstr (saved, "<note>Béla's first game.\n&lt;He&gt; won.</note>"));

  again = gk_test_load_text_ok (saved, "again.ginkgo");
  saved_again = gk_game_file_to_data (again->game, NULL);
  g_assert_cmpstr (saved, ==, saved_again);
  g_assert_true (gk_play_record_equal (gk_game_get_play (again->game), file->play));

  /* The same game without its record scores the same and has the same
   * derived identity. */
  bare = gk_test_load_text_ok (bare_text, "bare.ginkgo");
  score = gk_score_compute (gk_game_get_table (file->game));
  bare_score = gk_score_compute (gk_game_get_table (bare->game));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (score->players[p].total, ==, bare_score->players[p].total);
  {
    g_autofree char *id_a = gk_game_get_content_id (file->game);
    g_autofree char *id_b = gk_game_get_content_id (bare->game);

    g_assert_cmpstr (id_a, ==, id_b);
  }
  /* A file without a record is written as it was. */
  {
    g_autofree char *bare_saved = gk_game_file_to_data (bare->game, NULL);

    g_assert_cmpstr (bare_saved, ==, bare_text);
  }
}

static void
test_file_refused (void)
{
  static const struct { const char *play; const char *needle; const char *fragment; } cases[] = {
    { "  <play id=\"0F8E5C4E-3C55-4B8E-9D2A-6B1F0C7E2A91\"/>\n", "<play", "identity" },
    { "  <play started=\"2026-11-25T19:02+01:00\"/>\n", "<play", "with seconds" },
    { "  <play started=\"2026-13-25T19:02:11+01:00\"/>\n", "<play", "2026-13-25" },
    { "  <play finished=\"2026-02-30T19:02:11Z\"/>\n", "<play", "finished" },
    { "  <play location=\"a&#9;b\"/>\n", "<play", NULL },
    { "  <play>\n    <note>one</note>\n    <note>two</note>\n  </play>\n", "<note>two", NULL },
    { "  <play>\n    <note>a&#9;b</note>\n  </play>\n", "<note", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = with_play (cases[i].play);
      g_autoptr(GError) error = NULL;
      g_autoptr(GkGameFile) file = gk_test_load_text (text, "bad.ginkgo", &error);
      g_autofree char *prefix = NULL;

      g_assert_null (file);
      g_assert_nonnull (error);
      prefix = g_strdup_printf ("bad.ginkgo:%u: ", gk_test_line_of (text, cases[i].needle));
      if (!g_str_has_prefix (error->message, prefix))
        g_error ("case %u: expected “%s…”, got “%s”", i, prefix, error->message);
      if (cases[i].fragment != NULL && strstr (error->message, cases[i].fragment) == NULL)
        g_error ("case %u: expected “%s” in “%s”", i, cases[i].fragment, error->message);
    }
}

static void
test_file_refused_long (void)
{
  g_autoptr(GString) play = g_string_new ("  <play location=\"");
  g_autofree char *text = NULL;

  for (guint i = 0; i <= GK_PLAY_MAX_LOCATION; i++)
    g_string_append (play, "é");
  g_string_append (play, "\"/>\n");
  text = with_play (play->str);
  gk_test_assert_refused_text (text, "long.ginkgo", GK_ERROR_FILE_CONTENT,
                               gk_test_line_of (text, "<play"), "101");
}

/* The moves at which a rebuild was said done: a whole number from 1 to
 * 9999 in plain digits, refused with its line otherwise. */
static void
test_file_refused_rebuild (void)
{
  const char *bad[] = { "0", "+5", "007", "10000", "3.0", "", "x" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *play = g_strdup_printf ("  <play rebuild-done=\"%s\"/>\n", bad[i]);
      g_autofree char *text = with_play (play);
      g_autoptr(GError) error = NULL;
      g_autoptr(GkGameFile) file = gk_game_file_load_data (text, strlen (text), "rebuild.ginkgo",
                                                            &error);

      g_assert_null (file);
      g_assert_nonnull (error);
      if (strstr (error->message, "rebuild-done") == NULL)
        g_error ("“%s”: %s", bad[i], error->message);
    }
}

static void
test_file_refused_person (void)
{
  g_autofree char *text = with_play ("");
  g_autoptr(GString) twice = g_string_new (text);
  g_autoptr(GString) bad = g_string_new (text);
  g_autoptr(GString) bad_time = g_string_new (text);

  g_string_replace (twice, "name=\"Béla\" colour=\"orange\"",
                    "name=\"Béla\" colour=\"orange\" person=\"" ANNA "\"", 1);
  gk_test_assert_refused_text (twice->str, "twice.ginkgo", GK_ERROR_FILE_CONTENT,
                               gk_test_line_of (twice->str, "name=\"Béla\""), ANNA);

  g_string_replace (bad, "person=\"" ANNA "\"", "person=\"anna\"", 1);
  gk_test_assert_refused_text (bad->str, "bad.ginkgo", GK_ERROR_FILE_CONTENT,
                               gk_test_line_of (bad->str, "name=\"Anna\""), "person");

  g_string_replace (bad_time, "at=\"2026-11-25T19:05:40+01:00\"",
                    "at=\"2026-11-25T25:05:40+01:00\"", 1);
  gk_test_assert_refused_text (bad_time->str, "time.ginkgo", GK_ERROR_FILE_CONTENT,
                               gk_test_line_of (bad_time->str, "T25:05"), "at");
}

/* Times need not increase from move to move (game-file.md). */
static void
test_file_times_any_order (void)
{
  g_autofree char *text = with_play ("");
  g_autoptr(GString) out = g_string_new (text);
  g_autoptr(GkGameFile) file = NULL;

  g_string_replace (out, "<action player=\"p2\" card=\"A\"",
                    "<action player=\"p2\" card=\"A\" at=\"2001-01-01T00:00:00Z\"", 1);
  file = gk_test_load_text_ok (out->str, "clock.ginkgo");
  g_assert_true (gk_game_get_move (file->game, 1)->at.set);
}

static void
test_position (void)
{
  g_autofree char *text = read_game_text ("position-3p.ginkgo");
  g_autoptr(GkGameFile) file = gk_test_load_text_ok (text, "position.ginkgo");
  g_autoptr(GkPlayRecord) play = gk_play_record_new ();
  g_autoptr(GkGameFile) again = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *plain = gk_position_to_data (file->position, NULL);
  g_autofree char *id = gk_position_get_content_id (file->position);

  g_assert_true (gk_play_record_is_empty (file->play));
  g_assert_cmpstr (plain, ==, text);

  play->id = g_strdup (ID);
  gk_time_parse ("2026-11-25T22:00:00+01:00", &play->finished);
  gk_play_record_set_person (play, 1, BELA);
  saved = gk_position_file_to_data (file->position, play, NULL);
  g_assert_nonnull (strstr (saved, "person=\"" BELA "\""));
  again = gk_test_load_text_ok (saved, "again.ginkgo");
  g_assert_true (gk_play_record_equal (again->play, play));
  {
    g_autofree char *id_again = gk_position_get_content_id (again->position);

    g_assert_cmpstr (id, ==, id_again);
  }
}

/* ---- a game kept at the table ---- */

static gboolean
count_move (GkGame       *game,
            const GkMove *move,
            gpointer      user_data)
{
  return TRUE;
}

static void
test_keeps_time (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(GkSetup) setup = gk_random_setup (rand, 3);
  GkRandomGameOptions options = { 3, 0.6, 0.05, 2000, FALSE, 0 };
  g_autoptr(GkGame) played = gk_random_game_play (rand, setup, &options, count_move, NULL);
  g_autoptr(GkGame) game = gk_test_game_new (setup);
  guint n = gk_game_get_cursor (played);
  GkTime before;

  g_assert_true (gk_table_is_game_over (gk_game_get_table (played)));
  gk_time_now (&before);
  gk_game_set_keeps_time (game, TRUE);
  for (guint i = 0; i < n; i++)
    {
      GkMove move = *gk_game_get_move (played, i);

      move.at = (GkTime) { 0, };
      move.returns_at = (GkTime) { 0, };
      g_assert_true (gk_game_push (game, &move, NULL));
      g_assert_true (gk_game_get_move (game, i)->at.set);
      g_assert_cmpint (gk_game_get_move (game, i)->at.usec, >=, before.usec);
      if (move.has_returns)
        g_assert_true (gk_game_get_move (game, i)->returns_at.set);
      g_assert_cmpint (gk_game_get_play (game)->finished.set, ==, i + 1 == n);
    }

  /* Undone, the game is not finished; redone, it is again, at the time of
   * its last move. */
  gk_game_undo (game);
  g_assert_false (gk_game_get_play (game)->finished.set);
  gk_game_redo (game);
  g_assert_true (gk_game_get_play (game)->finished.set);
  g_assert_cmpint (gk_game_get_play (game)->finished.usec, ==,
                   gk_game_get_move (game, n - 1)->has_returns
                   ? gk_game_get_move (game, n - 1)->returns_at.usec
                   : gk_game_get_move (game, n - 1)->at.usec);

  /* A move that comes with its time keeps it. */
  gk_game_undo (game);
  {
    GkMove move = *gk_game_get_move (played, n - 1);

    gk_time_parse ("2030-01-01T00:00:00Z", &move.at);
    move.returns_at = move.at;
    g_assert_true (gk_game_push (game, &move, NULL));
    g_assert_cmpint (gk_game_get_move (game, n - 1)->at.usec, ==, move.at.usec);
    g_assert_cmpint (gk_game_get_play (game)->finished.usec, ==, move.at.usec);
  }

  /* Without keeping time, nothing is stamped. */
  {
    g_autoptr(GkGame) plain = gk_test_game_new (setup);
    GkMove move = *gk_game_get_move (played, 0);

    move.at = (GkTime) { 0, };
    g_assert_true (gk_game_push (plain, &move, NULL));
    g_assert_false (gk_game_get_move (plain, 0)->at.set);
  }
}

/* A value a file cannot hold (a control character, U+FFFE, bytes that are
 * no UTF-8) is refused with a message before anything is written, never
 * dropped: the file that was there stays as it was. */
static void
test_file_refuses_unwritable (void)
{
  static const char *const names[] = { "Anna\001", "Anna\357\277\276", "Anna\377" };
  g_autofree char *dir = g_dir_make_tmp ("gk-play-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GkSetup) setup = gk_setup_new (2);
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GkGame) good = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;

      good = gk_game_new (setup, &error);
      g_assert_no_error (error);
      g_assert_true (gk_game_file_save (good, file, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

      g_free (setup->players[0].name);
      setup->players[0].name = g_strdup (names[i]);
      game = gk_game_new (setup, NULL);
      g_assert_nonnull (game);
      g_assert_null (gk_game_file_to_data_full (game, NULL, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_clear_error (&error);
      g_assert_false (gk_game_file_save (game, file, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* The play record's values too: a place or a note set past the record's
 * own check (U+FFFE, U+FFFF, a control character, bytes that are no
 * UTF-8) is refused by the writer with a message, and the file that was
 * there stays as it was. */
static void
test_record_refuses_unwritable (void)
{
  static const struct
  {
    const char *location;
    const char *note;
  } values[] = {
    { NULL, "first game\357\277\276" }, { "Anna's\357\277\277", NULL },
    { NULL, "rainy\001 evening" }, { "caf\351", NULL },
  };
  g_autofree char *dir = g_dir_make_tmp ("gk-play-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.ginkgo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GkSetup) setup = gk_setup_new (2);
  g_autoptr(GkGame) game = gk_game_new (setup, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;

  g_assert_nonnull (game);
  g_assert_true (gk_game_file_save (game, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autoptr(GkPlayRecord) record = gk_play_record_copy (gk_game_get_play (game));
      g_autofree char *after = NULL;

      g_free (record->id);
      record->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
      g_free (record->location);
      record->location = g_strdup (values[i].location);
      g_free (record->note);
      record->note = g_strdup (values[i].note);
      gk_game_set_play (game, record);
      g_assert_null (gk_game_file_to_data_full (game, NULL, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_assert_nonnull (strstr (error->message, "nothing was saved"));
      g_clear_error (&error);
      g_assert_false (gk_game_file_save (game, file, &error));
      g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/time/parse", test_time_parse);
  g_test_add_func ("/play/time/format", test_time_format);
  g_test_add_func ("/play/time/now", test_time_now);
  g_test_add_func ("/play/time/offset-zero", test_time_offset_zero);
  g_test_add_func ("/play/duration", test_duration);
  g_test_add_func ("/play/ids", test_ids);
  g_test_add_func ("/play/texts", test_texts);
  g_test_add_func ("/play/record", test_record);
  g_test_add_func ("/play/file/read", test_file_read);
  g_test_add_func ("/play/file/round-trip", test_file_round_trip);
  g_test_add_func ("/play/file/refused", test_file_refused);
  g_test_add_func ("/play/file/refused-long", test_file_refused_long);
  g_test_add_func ("/play/file/refused-person", test_file_refused_person);
  g_test_add_func ("/play/file/refused-rebuild", test_file_refused_rebuild);
  g_test_add_func ("/play/file/times-any-order", test_file_times_any_order);
  g_test_add_func ("/play/position", test_position);
  g_test_add_func ("/play/keeps-time", test_keeps_time);
  g_test_add_func ("/play/file/refuses-unwritable", test_file_refuses_unwritable);
  g_test_add_func ("/play/file/record-refuses-unwritable", test_record_refuses_unwritable);

  return g_test_run ();
}
