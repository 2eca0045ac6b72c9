/* test-xml-writer.c: GkXmlWriter writes the bytes xmlTextWriter wrote
 *
 * The same calls go to the writer and to the reference (the old wrapper
 * of libxml2's xmlTextWriter, gk-xml-reference.c): hard values, random
 * ones, random trees, the app's own games and positions; every byte must
 * be the same, and so must every identity derived from a file's content.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "gk-core.h"
#include "gk-random-game.h"
#include "gk-test-position.h"
#include "gk-xml-reference.h"
#include "gk-xml.h"

/* Every value goes to both writers. */
typedef struct
{
  GkXmlWriter *writer;
  GkRefWriter *ref;
} Pair;

static Pair *
pair_new (void)
{
  Pair *pair = g_new0 (Pair, 1);

  pair->writer = gk_xml_writer_new ();
  pair->ref = gk_ref_writer_new ();
  return pair;
}

static void
pair_start (Pair       *pair,
            const char *element)
{
  gk_xml_writer_start (pair->writer, element);
  gk_ref_writer_start (pair->ref, element);
}

static void
pair_end (Pair *pair)
{
  gk_xml_writer_end (pair->writer);
  gk_ref_writer_end (pair->ref);
}

static void
pair_attr (Pair       *pair,
           const char *name,
           const char *value)
{
  gk_xml_writer_attr (pair->writer, name, value);
  gk_ref_writer_attr (pair->ref, name, value);
}

static void
pair_attr_int (Pair       *pair,
               const char *name,
               gint64      value)
{
  gk_xml_writer_attr_int (pair->writer, name, value);
  gk_ref_writer_attr_int (pair->ref, name, value);
}

static void
pair_text (Pair       *pair,
           const char *text)
{
  gk_xml_writer_text (pair->writer, text);
  gk_ref_writer_text (pair->ref, text);
}

/* Up to 60 bytes of @data from @from, escaped for a message. */
static char *
excerpt (const char *data,
         gsize       length,
         gsize       from)
{
  g_autofree char *part = g_strndup (data + from, MIN (length - from, 60));

  return g_strescape (part, NULL);
}

/* Shows where two documents part. */
static void
assert_same_bytes (const char *what,
                   const char *expected,
                   gsize       expected_length,
                   const char *got,
                   gsize       got_length)
{
  g_autofree char *expected_part = NULL;
  g_autofree char *got_part = NULL;
  gsize at = 0;
  gsize from;

  while (at < expected_length && at < got_length && expected[at] == got[at])
    at++;
  if (at == expected_length && at == got_length)
    return;
  from = at > 30 ? at - 30 : 0;
  expected_part = excerpt (expected, expected_length, from);
  got_part = excerpt (got, got_length, from);
  g_test_message ("%s: the bytes part at %" G_GSIZE_FORMAT " (%" G_GSIZE_FORMAT " against %"
                  G_GSIZE_FORMAT " bytes)", what, at, expected_length, got_length);
  g_test_message ("xmlTextWriter: %s", expected_part);
  g_test_message ("GkXmlWriter:   %s", got_part);
  g_test_fail ();
}

/* Finishes both: the same bytes, or both failed. */
static void
pair_finish (Pair       *pair,
             const char *what)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0, ref_length = 0;
  g_autofree char *data = gk_xml_writer_finish (pair->writer, &length, &error);
  g_autofree char *ref = gk_ref_writer_finish (pair->ref, &ref_length);

  g_free (pair);
  if (ref == NULL)
    {
      if (data != NULL)
        {
          g_test_message ("%s: xmlTextWriter failed, GkXmlWriter wrote %s", what, data);
          g_test_fail ();
        }
      return;
    }
  if (data == NULL)
    {
      g_test_message ("%s: GkXmlWriter failed: %s", what, error->message);
      g_test_fail ();
      return;
    }
  g_assert_cmpuint (strlen (data), ==, length);
  assert_same_bytes (what, ref, ref_length, data, length);
}

/* ---- values ---- */

static GPtrArray *
hard_strings (void)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);
  GString *ascii = g_string_new (NULL);
  GString *text;

  /* every ASCII character XML allows, together and one by one */
  for (int c = 1; c < 0x80; c++)
    if (c == '\t' || c == '\n' || c == '\r' || c >= 0x20)
      {
        char one[2] = { (char) c, '\0' };

        g_string_append_c (ascii, (char) c);
        g_ptr_array_add (strings, g_strdup (one));
      }
  g_ptr_array_add (strings, g_string_free (ascii, FALSE));

  static const char *fixed[] = {
    "", " ", "  ", "a", "Anna", "\t", "\n", "\r", "\r\n", "\n\r", "a\r\nb\r\n",
    "\t\tx\t", "line one\nline two\n", "\"", "'", "\"'\"'", "Anna's \"flat\"", "<", ">",
    "&", "<>&\"'", "]]>", "]]", "]]>]]>", "<![CDATA[x]]>", "&amp;", "&#10;", "&#xA;",
    "&lt;&gt;", "<a b=\"c\"/>", "<!-- -->", "<?xml ?>", "%entity;", "&x;",
    "Béla", "Ákos Őrs Ű", "Дани", "Чебурашка & Гена", "東京", "€", "\xc2\x80", "\xc2\x9f",
    "\xc2\xa0", "\xdf\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xee\x80\x80", "\xef\xbf\xbd",
    "\xef\xbf\xbc", "\xf0\x90\x80\x80", "😀", "🀄 and 𝄞", "\xf4\x8f\xbf\xbd", "\x7f",
    "a\x7f" "b", "é\t\n\r<&>\"'😀", " leading", "trailing ", "  inner   spaces  ",
  };
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    g_ptr_array_add (strings, g_strdup (fixed[i]));

  /* long ones: past libxml2's buffers of 4,000 bytes and its escaping's 1,000 */
  text = g_string_new (NULL);
  for (guint i = 0; i < 3000; i++)
    g_string_append (text, i % 7 == 0 ? "&" : i % 11 == 0 ? "é" : i % 13 == 0 ? "\r\n" : "x");
  g_ptr_array_add (strings, g_string_free (text, FALSE));
  text = g_string_new (NULL);
  for (guint i = 0; i < 5000; i++)
    g_string_append (text, i % 3 == 0 ? "😀" : "<\"");
  g_ptr_array_add (strings, g_string_free (text, FALSE));
  g_ptr_array_add (strings, g_strnfill (9000, 'a'));
  return strings;
}

/* A character XML can hold, of one of the kinds that are written apart. */
static void
append_random_char (GString *text,
                    GRand   *rand)
{
  static const char specials[] = "&<>\"'\t\r\n]";
  gint kind = g_rand_int_range (rand, 0, 100);
  gunichar c;

  if (kind < 25)
    {
      g_string_append_c (text, specials[g_rand_int_range (rand, 0, sizeof specials - 1)]);
      return;
    }
  if (kind < 60)
    c = (gunichar) g_rand_int_range (rand, 0x20, 0x80);
  else if (kind < 75)
    c = (gunichar) g_rand_int_range (rand, 0x80, 0x800);
  else if (kind < 90)
    do
      c = (gunichar) g_rand_int_range (rand, 0x800, 0xfffe);
    while (c >= 0xd800 && c < 0xe000);
  else
    c = (gunichar) g_rand_int_range (rand, 0x10000, 0x110000);
  g_string_append_unichar (text, c);
}

static char *
random_string (GRand *rand)
{
  gint length = g_rand_int_range (rand, 0, 100) < 2 ? g_rand_int_range (rand, 1000, 5000)
                                                   : g_rand_int_range (rand, 0, 30);
  GString *text = g_string_new (NULL);

  for (gint i = 0; i < length; i++)
    append_random_char (text, rand);
  return g_string_free (text, FALSE);
}

/* Each value as an attribute, as the text of an element, and after a
 * child, in one document. */
static void
write_values (GPtrArray  *values,
              const char *what)
{
  Pair *pair = pair_new ();

  pair_start (pair, "values");
  pair_attr (pair, "count", "all");
  for (guint i = 0; i < values->len; i++)
    {
      const char *value = values->pdata[i];

      pair_start (pair, "value");
      pair_attr (pair, "v", value);
      pair_attr (pair, "again", value);
      pair_end (pair);
      pair_start (pair, "text");
      pair_text (pair, value);
      pair_end (pair);
      pair_start (pair, "mixed");
      pair_attr (pair, "v", value);
      pair_text (pair, value);
      pair_start (pair, "child");
      pair_end (pair);
      pair_text (pair, value);
      pair_text (pair, value);
      pair_end (pair);
    }
  pair_end (pair);
  pair_finish (pair, what);
}

static void
test_hard_strings (void)
{
  g_autoptr(GPtrArray) values = hard_strings ();

  write_values (values, "hard strings");
  /* and each alone, as the root's attribute and text */
  for (guint i = 0; i < values->len; i++)
    {
      Pair *pair = pair_new ();
      g_autofree char *what = g_strdup_printf ("hard string %u", i);

      pair_start (pair, "root");
      pair_attr (pair, "v", values->pdata[i]);
      pair_text (pair, values->pdata[i]);
      pair_end (pair);
      pair_finish (pair, what);
    }
}

static void
test_random_strings (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261128);

  for (guint d = 0; d < 100; d++)
    {
      g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *what = g_strdup_printf ("random strings, document %u", d);

      for (guint i = 0; i < 30; i++)
        g_ptr_array_add (values, random_string (rand));
      write_values (values, what);
    }
}

static void
test_integers (void)
{
  static const gint64 fixed[] = {
    0, 1, -1, 9, 10, -10, 99, 100, 120, 4096, G_MAXINT32, G_MININT32,
    (gint64) G_MAXINT32 + 1, G_MAXINT64, G_MININT64, G_MININT64 + 1, G_MAXINT64 - 1,
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  Pair *pair = pair_new ();

  pair_start (pair, "numbers");
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    pair_attr_int (pair, "n", fixed[i]);
  for (guint i = 0; i < 2000; i++)
    {
      gint64 value = (gint64) (((guint64) g_rand_int (rand) << 32) | g_rand_int (rand));

      pair_start (pair, "n");
      pair_attr_int (pair, "value", value >> g_rand_int_range (rand, 0, 64));
      pair_attr_int (pair, "small", g_rand_int_range (rand, -1000, 1000));
      pair_end (pair);
    }
  pair_end (pair);
  pair_finish (pair, "numbers");
}

/* ---- structures ---- */

static const char *names[] = { "a", "b", "player", "x-y", "n.1", "_z", "été", "ns:e" };

static void
random_element (Pair   *pair,
                GRand  *rand,
                guint   depth)
{
  gint n_attrs = g_rand_int_range (rand, 0, 4);
  gint content = g_rand_int_range (rand, 0, 6);

  pair_start (pair, names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))]);
  for (gint i = 0; i < n_attrs; i++)
    {
      g_autofree char *value = random_string (rand);

      if (g_rand_boolean (rand))
        pair_attr (pair, names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))], value);
      else
        pair_attr_int (pair, "n", g_rand_int_range (rand, -50, 5000));
    }
  /* 0, 1: nothing; 2: text; 3, 4: children; 5: text and children mixed */
  if (content == 2 || content == 5)
    {
      g_autofree char *text = random_string (rand);

      pair_text (pair, text);
    }
  if (content >= 3 && depth < 6)
    {
      gint n_children = g_rand_int_range (rand, 1, 5);

      for (gint i = 0; i < n_children; i++)
        {
          random_element (pair, rand, depth + 1);
          if (content == 5 && g_rand_boolean (rand))
            {
              g_autofree char *text = random_string (rand);

              pair_text (pair, text);
            }
        }
    }
  /* sometimes left open, for the end of the document to close */
  if (depth == 0 || g_rand_int_range (rand, 0, 20) > 0)
    pair_end (pair);
}

static void
test_random_structures (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1128);

  for (guint d = 0; d < 1000; d++)
    {
      g_autofree char *what = g_strdup_printf ("random structure %u", d);
      Pair *pair = pair_new ();

      random_element (pair, rand, 0);
      /* now and then a second root, or one left open */
      if (d % 50 == 7)
        random_element (pair, rand, 0);
      if (d % 50 == 9)
        {
          pair_start (pair, "open");
          pair_attr (pair, "v", "1");
          pair_start (pair, "inner");
          pair_text (pair, "left open");
        }
      pair_finish (pair, what);
    }
}

/* Deeper than any file goes: 200 levels, some with text, the inner half
 * ended by hand and the rest by the end of the document. */
static void
test_deep (void)
{
  Pair *pair = pair_new ();

  for (guint level = 0; level < 200; level++)
    {
      g_autofree char *name = g_strdup_printf ("level-%u", level);

      pair_start (pair, name);
      pair_attr_int (pair, "n", level);
      if (level % 7 == 3)
        pair_text (pair, "text & more");
    }
  for (guint level = 0; level < 100; level++)
    {
      pair_end (pair);
      if (level % 5 == 0)
        {
          pair_start (pair, "after");
          pair_end (pair);
        }
    }
  pair_finish (pair, "deep");
}

/* Nothing written: the declaration alone, as before. */
static void
test_empty (void)
{
  Pair *pair = pair_new ();

  pair_finish (pair, "empty");

  pair = pair_new ();
  pair_start (pair, "root");
  pair_finish (pair, "root left open");

  pair = pair_new ();
  pair_start (pair, "root");
  pair_text (pair, "");
  pair_end (pair);
  pair_finish (pair, "empty text");
}

/* Both fail: what libxml2 refused, GkXmlWriter refuses, with the error
 * the writing always gave then. */
static void
pair_finish_failed (Pair       *pair,
                    const char *what)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = gk_xml_writer_finish (pair->writer, &length, &error);
  g_autofree char *ref = gk_ref_writer_finish (pair->ref, &length);

  g_free (pair);
  g_test_message ("%s", what);
  g_assert_null (ref);
  g_assert_null (data);
  g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
}

static void
test_misuse (void)
{
  Pair *pair;

  pair = pair_new ();
  pair_end (pair);
  pair_finish_failed (pair, "an end without an element");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_end (pair);
  pair_end (pair);
  pair_finish_failed (pair, "an end too many");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_text (pair, "x");
  pair_attr (pair, "b", "c");
  pair_finish_failed (pair, "an attribute after text");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_start (pair, "b");
  pair_end (pair);
  pair_attr_int (pair, "c", 1);
  pair_finish_failed (pair, "an attribute after a child");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_end (pair);
  pair_attr (pair, "b", "c");
  pair_finish_failed (pair, "an attribute after the root");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_start (pair, "");
  pair_finish_failed (pair, "an element without a name");

  pair = pair_new ();
  pair_start (pair, "a");
  pair_attr (pair, "", "d");
  pair_finish_failed (pair, "an attribute without a name");
}

/* Text outside every element: xmlTextWriter wrote it as it was, unescaped
 * (no document then); the writer refuses it rather than write a file that
 * is not XML. */
static void
test_text_outside (void)
{
  const char *texts[] = { "plain", "<&>" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    for (guint after_root = 0; after_root < 2; after_root++)
      {
        GkXmlWriter *writer = gk_xml_writer_new ();
        g_autoptr(GError) error = NULL;
        g_autofree char *data = NULL;

        if (after_root)
          {
            gk_xml_writer_start (writer, "root");
            gk_xml_writer_end (writer);
          }
        gk_xml_writer_text (writer, texts[i]);
        data = gk_xml_writer_finish (writer, NULL, &error);
        g_assert_null (data);
        g_assert_error (error, GK_ERROR, GK_ERROR_FILE_IO);
      }
}

/* A value a file cannot hold: refused with the first one's error, as
 * before, wherever it comes; nothing is written after it. */
static void
test_refused (void)
{
  static const char *bad[] = {
    "\x01", "a\x08" "b", "\x0b", "\x0c", "\x1f", "\xef\xbf\xbe", "\xef\xbf\xbf",
    "\xff", "caf\xe9", "\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    for (guint where = 0; where < 2; where++)
      {
        GkXmlWriter *writer = gk_xml_writer_new ();
        GkRefWriter *ref = gk_ref_writer_new ();
        g_autoptr(GError) error = NULL;
        g_autoptr(GError) expected = NULL;
        g_autofree char *data = NULL;
        g_autofree char *ref_data = NULL;
        gsize length;

        g_assert_false (gk_xml_text_check (bad[i], &expected));
        gk_xml_writer_start (writer, "a");
        gk_ref_writer_start (ref, "a");
        if (where == 0)
          {
            gk_xml_writer_attr (writer, "v", bad[i]);
            gk_ref_writer_attr (ref, "v", bad[i]);
          }
        else
          {
            gk_xml_writer_text (writer, bad[i]);
            gk_ref_writer_text (ref, bad[i]);
          }
        /* a second refusal does not replace the first */
        gk_xml_writer_text (writer, "\x02");
        gk_xml_writer_end (writer);
        data = gk_xml_writer_finish (writer, NULL, &error);
        ref_data = gk_ref_writer_finish (ref, &length);
        g_assert_null (data);
        g_assert_null (ref_data);
        g_assert_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT);
        g_assert_cmpstr (error->message, ==, expected->message);
      }
}

/* ---- the app's documents ---- */

/* @data as GkXmlWriter wrote it, and as xmlTextWriter wrote the same
 * document, element by element. */
static void
assert_written_as_before (const char *what,
                          const char *data,
                          gsize       length)
{
  gsize ref_length = 0;
  g_autofree char *ref = NULL;

  g_assert_nonnull (data);
  ref = gk_ref_rewrite (data, length, &ref_length);
  if (ref == NULL)
    {
      g_test_message ("%s: not rewritten", what);
      g_test_fail ();
      return;
    }
  assert_same_bytes (what, ref, ref_length, data, length);
}

static const char *record_texts[] = {
  "Anna's \"flat\" & <garden>", "Line one\nline two\r\n\tthree", "Béla — Чебурашка 😀",
  "]]> & &amp; <note>", "  spaced  ",
};

/* A record with every value a file carries, from @texts. */
static GkPlayRecord *
hard_record (guint i,
             guint n_players)
{
  GkPlayRecord *record = gk_play_record_new ();

  record->id = g_strdup ("0f8e5c4e-3c55-4b8e-9d2a-6b1f0c7e2a91");
  g_assert_true (gk_time_parse ("2026-11-25T19:02:11+01:00", &record->started));
  g_assert_true (gk_time_parse ("2026-11-25T21:12:41.250+01:00", &record->finished));
  gk_play_record_set_location (record, record_texts[i % G_N_ELEMENTS (record_texts)]);
  gk_play_record_set_note (record, record_texts[(i + 1) % G_N_ELEMENTS (record_texts)]);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *person = g_strdup_printf ("5d7a3b8e-1c2f-4e6a-9b0d-2f4e6a8c0b%02u", p);

      gk_play_record_set_person (record, p, person);
    }
  return record;
}

static const char *player_names[] = {
  "Anna", "Béla & \"Cili\"", "<Dani>", "Ödön 😀", "Ёлка's", "]]>",
};

static void
test_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261128);

  for (guint g = 0; g < 16; g++)
    {
      guint n = 1 + g % 5;
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n);
      GkRandomGameOptions options = { n, 0.5, 0.05, 5000, FALSE, 0.3 };
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GkPlayRecord) record = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *what = g_strdup_printf ("random game %u", g);
      g_autofree char *plain = NULL;
      g_autofree char *data = NULL;
      g_autofree char *ref = NULL;
      g_autofree char *id = NULL;
      g_autofree char *ref_id = NULL;
      gsize length = 0, ref_length = 0;

      for (guint p = 0; p < n; p++)
        gk_setup_set_player_name (setup, p, player_names[(g + p) % G_N_ELEMENTS (player_names)]);
      game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      /* now and then saved in the middle of the game */
      for (guint u = 0; u < g % 3 * 7; u++)
        gk_game_undo (game);

      /* its identity: from the table alone, as xmlTextWriter wrote it */
      plain = gk_game_file_to_data (game, &length);
      assert_written_as_before (what, plain, length);
      ref = gk_ref_rewrite (plain, length, &ref_length);
      g_assert_nonnull (ref);
      id = gk_game_get_content_id (game);
      ref_id = gk_play_id_from_content (ref, ref_length);
      g_assert_cmpstr (id, ==, ref_id);

      /* its file, with a record of every kind of value */
      record = hard_record (g, n);
      gk_game_set_play (game, record);
      data = gk_game_file_to_data_full (game, &length, &error);
      g_assert_no_error (error);
      g_assert_nonnull (strstr (data, "<note>"));
      assert_written_as_before (what, data, length);
    }
}

static void
test_positions (void)
{
  g_autoptr(GkPosition) full = gk_test_full_position ();
  g_autoptr(GError) error = NULL;
  GkTable *tables[2];

  tables[0] = gk_position_build (full, NULL, &error);
  g_assert_no_error (error);
  tables[1] = gk_test_known_table ();
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      g_autoptr(GkPlayRecord) record = hard_record (t, gk_table_get_n_players (tables[t]));
      g_autofree char *plain = NULL;
      g_autofree char *data = NULL;
      g_autofree char *ref = NULL;
      g_autofree char *id = NULL;
      g_autofree char *ref_id = NULL;
      gsize length = 0, ref_length = 0;

      plain = gk_position_to_data (tables[t], &length);
      assert_written_as_before ("position", plain, length);
      ref = gk_ref_rewrite (plain, length, &ref_length);
      g_assert_nonnull (ref);
      id = gk_position_get_content_id (tables[t]);
      ref_id = gk_play_id_from_content (ref, ref_length);
      g_assert_cmpstr (id, ==, ref_id);

      data = gk_position_file_to_data (tables[t], record, &length);
      assert_written_as_before ("position with its record", data, length);
      gk_table_free (tables[t]);
    }
}

/* The files of tests/core/games, loaded and saved: the identities derived
 * from them and the SHA-256 of their saved bytes as xmlTextWriter wrote
 * them (computed with it, before GkXmlWriter wrote them itself). */
static void
test_known_files (void)
{
  static const struct { const char *name; const char *id; const char *sha256; } files[] = {
    { "position-3p.ginkgo", "84026d8b-0623-57ab-bc93-1dc8c77a8e8c",
      "f8a03bbf467d8f0ba30cccf2030508b5920613099ab1853de4d658a5f2fb2174" },
    { "short-2p-midround.ginkgo", "e0ec8c9d-b744-5478-a109-d7da70654f1e",
      "fbc564b56e767e069fb726c89156a09e9b1475ed89b0760dc376d8e1972166f7" },
    { "short-2p-round5.ginkgo", "4a978fce-c237-5b43-9585-f466f64bd17f",
      "b1fdfcbeb5680e0d17515f2c44c3afec5d5b7fd6edd6534ea8ce9b6ebc7a7f90" },
    { "short-2p.ginkgo", "64e4ad45-2bcd-588f-84ca-557acd2fb316",
      "b2169d8c538004d94ef8ec16562a7d61fc8812832a2138f4b4fffd0c60d124a0" },
    { "solo-cannot-pay.ginkgo", "9687c7b2-82f7-5fb6-8ac6-105d2069b64b",
      "945fc53901afaa8bdedb04edf6ec752ab237df42a4a892b235543f28a9bd4a90" },
    { "solo-expert-round9.ginkgo", "a8a55190-0916-567e-a03d-0a9c98bdeb44",
      "af412c383de2f412863ca72f54eff2fffa5786951fa1c8da7927f3a9ab195b3f" },
    { "solo-expert.ginkgo", "12fe6c9a-f28a-5a58-b16c-03baea3402ab",
      "ee995753acd7a530be804165159847f0c06829c029eacf1dcbe502888a6e689b" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games", files[i].name, NULL);
      g_autofree char *contents = NULL;
      g_autoptr(GkGameFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *id = NULL;
      g_autofree char *sha256 = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      file = gk_game_file_load_data (contents, length, files[i].name, &error);
      g_assert_no_error (error);
      if (file->game != NULL)
        {
          data = gk_game_file_to_data_full (file->game, &length, &error);
          id = gk_game_get_content_id (file->game);
        }
      else
        {
          data = gk_position_file_to_data_full (file->position, file->play, &length, &error);
          id = gk_position_get_content_id (file->position);
        }
      g_assert_no_error (error);
      sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
      g_test_message ("%s", files[i].name);
      g_assert_cmpstr (id, ==, files[i].id);
      g_assert_cmpstr (sha256, ==, files[i].sha256);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xml-writer/hard-strings", test_hard_strings);
  g_test_add_func ("/xml-writer/random-strings", test_random_strings);
  g_test_add_func ("/xml-writer/integers", test_integers);
  g_test_add_func ("/xml-writer/random-structures", test_random_structures);
  g_test_add_func ("/xml-writer/deep", test_deep);
  g_test_add_func ("/xml-writer/empty", test_empty);
  g_test_add_func ("/xml-writer/misuse", test_misuse);
  g_test_add_func ("/xml-writer/text-outside", test_text_outside);
  g_test_add_func ("/xml-writer/refused", test_refused);
  g_test_add_func ("/xml-writer/games", test_games);
  g_test_add_func ("/xml-writer/positions", test_positions);
  g_test_add_func ("/xml-writer/known-files", test_known_files);
  return g_test_run ();
}
