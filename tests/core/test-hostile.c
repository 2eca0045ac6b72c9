/* test-hostile.c: damaged and hostile files are refused, with the line
 *
 * Every case goes through gk_game_file_load(), as the app loads a file.
 * Time and memory are measured by bench/bench-hostile.sh, not here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gk-core.h"
#include "gk-file-io.h"
#include "gk-test-util.h"

static char *tmp_dir;

static char *
repro_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fuzz", "repro", name, NULL);
}

static char *
game_text (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "short-2p.ginkgo", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The short game with @from replaced by @to, once. */
static char *
game_with (const char *from,
           const char *to)
{
  g_autofree char *text = game_text ();
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static char *
write_temp (const char *name,
            const char *data,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_file_set_contents (path, data, (gssize) length, &error);
  g_assert_no_error (error);
  return path;
}

/* Loads @path as the app does: refused with @code; the message names the
 * file, the line (0: no line) and holds @fragment. */
static void
assert_file_refused (const char *path,
                     GkError     code,
                     guint       line,
                     const char *fragment)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

  g_assert_null (loaded);
  g_assert_error (error, GK_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, path));
  if (line > 0)
    {
      g_autofree char *where = g_strdup_printf ("%s:%u: ", path, line);

      g_assert_true (g_str_has_prefix (error->message, where));
    }
  if (fragment != NULL)
    g_assert_nonnull (strstr (error->message, fragment));
}

static void
assert_text_refused (const char *text,
                     GkError     code,
                     guint       line,
                     const char *fragment)
{
  g_autofree char *path = write_temp ("case.ginkgo", text, strlen (text));

  assert_file_refused (path, code, line, fragment);
}

/* ---- the reproducers ---- */

static void
test_repro_entity_blowup (void)
{
  g_autofree char *path = repro_path ("entity-blowup-22KB.ginkgo");

  assert_file_refused (path, GK_ERROR_FILE_SYNTAX, 2, "<!DOCTYPE>");
}

static void
test_repro_nul_then_garbage (void)
{
  g_autofree char *path = repro_path ("nul-then-garbage.ginkgo");

  assert_file_refused (path, GK_ERROR_FILE_SYNTAX, 69, "NUL");
}

static void
test_repro_truncated (void)
{
  g_autofree char *path = repro_path ("truncated-game.ginkgo");

  assert_file_refused (path, GK_ERROR_FILE_SYNTAX, 31, "not well-formed");
}

static void
test_repro_misleading_line (void)
{
  g_autofree char *path = repro_path ("misleading-line-renewal-tokens.ginkgo");

  /* renewal-tokens="-1" is on line 4, not the <kept> of line 13 */
  assert_file_refused (path, GK_ERROR_FILE_SCHEMA, 4, "<player>");
}

static void
test_repro_control_in_name (void)
{
  g_autofree char *path = repro_path ("newline-tab-in-name.ginkgo");

  assert_file_refused (path, GK_ERROR_FILE_CONTENT, 4, "U+000A");
}

static void
test_repro_dash_comment (void)
{
  g_autofree char *path = repro_path ("dash-comment-200KB.ginkgo");

  /* libxml2 2.9 spent seconds on each 200 KB of dashes: refused at the first "--" */
  assert_file_refused (path, GK_ERROR_FILE_SYNTAX, 1, "“--”");
}

static void
test_repro_encoded_attributes (void)
{
  g_autofree char *ebcdic = repro_path ("ibm037-attributes.ginkgo");
  g_autofree char *utf7 = repro_path ("utf7-attributes.ginkgo");

  /* attributes the scan could not count in the raw bytes: never parsed */
  assert_file_refused (ebcdic, GK_ERROR_FILE_SYNTAX, 1, "not UTF-8");
  assert_file_refused (utf7, GK_ERROR_FILE_SYNTAX, 1, "“UTF-7”");
}

/* ---- encodings: UTF-8 only, whatever the file says ---- */

static void
test_encodings (void)
{
  static const struct
  {
    const char *text;
    guint       line;
    const char *fragment;
  } cases[] = {
    /* declared in another encoding, and written in it */
    { "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<ginkgopolis version=\"1\">\xE9"
      "</ginkgopolis>\n", 1, "“ISO-8859-1”" },
    { "<?xml version='1.0' encoding = 'UTF-16'?>\n<ginkgopolis/>\n", 1, "“UTF-16”" },
    { "\xEF\xBB\xBF<?xml version=\"1.0\"\n encoding=\"US-ASCII\"?>\n<ginkgopolis/>\n", 2,
      "“US-ASCII”" },
    /* not UTF-8, declared or not: a byte of Latin-1, a lone continuation
     * byte, a truncated sequence at the end, EBCDIC and UTF-16 */
    { "<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">\n\n<setup name=\"B\xE9la\"/>\n",
      4, "0xE9" },
    { "<ginkgopolis version=\"1\">\x80</ginkgopolis>\n", 1, "0x80" },
    { "<ginkgopolis version=\"1\"/>\n\xC3", 2, "0xC3" },
    { "\x4C\x6F\xA7\x94\x93\x40\xA5\x85\x99\xA2\x89\x96\x95", 1, "0xA7" },
    { "\xFF\xFE<\x01g\x01", 1, "0xFF" },
    /* the scan reads ASCII eight bytes at a time and each run of other
     * bytes on its own: a good character then a bad byte in one run, a
     * sequence cut short by ASCII, an overlong form, a surrogate, a bad
     * byte on each side of an eight-byte boundary, after a long line */
    { "<ginkgopolis version=\"1\">\n<setup name=\"\xC3\xA9\xFF\"/>\n", 2, "0xFF" },
    { "<ginkgopolis version=\"1\">\n<setup name=\"\xE2\x82" "A\"/>\n", 2, "0xE2" },
    { "<ginkgopolis version=\"1\">\n\n<setup name=\"\xC0\xAF\"/>\n", 3, "0xC0" },
    { "<ginkgopolis version=\"1\">\n<setup name=\"\xD0\x96\xED\xA0\x80\"/>\n", 2, "0xED" },
    { "<ginkgopolis\xFF version=\"1\"/>\n", 1, "0xFF" },
    { "<ginkgopoli\xFF version=\"1\"/>\n", 1, "0xFF" },
    { "<ginkgopolis version=\"1\">\n<setup name=\"Zs\xC3\xB3" "fia, \xD0\x90\xD0\xBD\xD0\xBD\xD0\xB0 "
      "and a long line of plain ASCII after them\"/>\n\x80", 3, "0x80" },
  };
  g_autofree char *lower = game_with ("encoding=\"UTF-8\"", "encoding=\"utf-8\"");
  g_autofree char *bom = g_strconcat ("\xEF\xBB\xBF", lower, NULL);
  g_autofree char *path = write_temp ("utf-8.ginkgo", bom, strlen (bom));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_text_refused (cases[i].text, GK_ERROR_FILE_SYNTAX, cases[i].line, cases[i].fragment);

  /* UTF-8 declared in lower case, after a byte order mark: a game */
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
}

/* ---- comments ---- */

static void
test_comments (void)
{
  g_autofree char *dashes = game_with ("<setup", "<!-- a - b - - c -->\n  <setup");
  g_autofree char *double_dash = game_with ("<setup", "<!--\n\n a -- b -->\n  <setup");
  g_autofree char *triple = game_with ("<setup", "<!-- a --->\n  <setup");
  g_autofree char *path = write_temp ("dashes.ginkgo", dashes, strlen (dashes));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;

  /* single dashes are a comment's own business */
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  /* "--" is refused where it stands, the end "--->" too (XML forbids both) */
  assert_text_refused (double_dash, GK_ERROR_FILE_SYNTAX, 5, "“--”");
  assert_text_refused (triple, GK_ERROR_FILE_SYNTAX, 3, "“--”");
  /* a comment never closed: libxml2 says so, at once */
  assert_text_refused ("<ginkgopolis version=\"1\">\n<!-- - - -", GK_ERROR_FILE_SYNTAX, 0,
                       "not well-formed");
}

/* ---- DTDs and entities, wherever they hide ---- */

static void
test_doctype_variants (void)
{
  static const struct
  {
    const char *text;
    guint       line;
    const char *fragment;
  } cases[] = {
    /* an internal entity used in an attribute, and in text */
    { "<?xml version=\"1.0\"?>\n<!DOCTYPE g [<!ENTITY a \"x\">]>\n"
      "<ginkgopolis version=\"&a;\"/>\n", 2, "<!DOCTYPE>" },
    { "<?xml version=\"1.0\"?>\n<!DOCTYPE g [<!ENTITY a \"x\">]>\n"
      "<ginkgopolis version=\"1\">&a;</ginkgopolis>\n", 2, "<!DOCTYPE>" },
    /* a parameter entity */
    { "<!DOCTYPE g [\n<!ENTITY % p \"<!ENTITY a 'x'>\"> %p;]>\n<ginkgopolis/>\n", 1,
      "<!DOCTYPE>" },
    /* external entities and an external DTD */
    { "<?xml version=\"1.0\"?>\n\n<!DOCTYPE g [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n"
      "<ginkgopolis>&e;</ginkgopolis>\n", 3, "<!DOCTYPE>" },
    { "<!DOCTYPE ginkgopolis SYSTEM \"http://example.com/g.dtd\">\n<ginkgopolis/>\n", 1,
      "<!DOCTYPE>" },
    /* a DOCTYPE after a comment, spread over lines */
    { "<?xml version=\"1.0\"?>\n<!-- <!DOCTYPE in a comment is text -->\n<!DOCTYPE\n g>\n"
      "<ginkgopolis/>\n", 3, "<!DOCTYPE>" },
    /* a bare entity declaration, and another declaration */
    { "<?xml version=\"1.0\"?>\n<!ENTITY a \"x\">\n<ginkgopolis/>\n", 2, "<!ENTITY>" },
    { "<?xml version=\"1.0\"?>\n<!ELEMENT g ANY>\n<ginkgopolis/>\n", 2, "<!…>" },
    /* undeclared entities: in an attribute, in text, after a character reference */
    { "<?xml version=\"1.0\"?>\n<ginkgopolis\n version=\"&ent;\"/>\n", 3, "“&ent;”" },
    { "<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">\n&a;</ginkgopolis>\n", 3, "“&a;”" },
    { "<ginkgopolis version=\"&#49;&x;\"/>\n", 1, "“&x;”" },
    /* processing instructions */
    { "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"x.xsl\"?>\n<ginkgopolis/>\n", 2,
      "<?…?>" },
    { "<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">\n<?php x ?></ginkgopolis>\n", 3,
      "<?…?>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_text_refused (cases[i].text, GK_ERROR_FILE_SYNTAX, cases[i].line, cases[i].fragment);
}

/* What is no entity stays allowed: the five predefined ones, character
 * references, and "&" or "<!DOCTYPE" inside comments and CDATA. */
static void
test_allowed_markup (void)
{
  g_autofree char *text = game_with ("name=\"Anna\"",
                                     "name=\"A&amp;B &lt;&gt;&quot;&apos; &#x41;\"");
  g_autofree char *commented = game_with ("<setup",
                                          "<!-- &bogus; <!DOCTYPE x> <?pi?> -->\n  <setup");
  g_autofree char *path = write_temp ("ok.ginkgo", text, strlen (text));
  g_autofree char *commented_path = write_temp ("comment.ginkgo", commented, strlen (commented));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) commented_file = g_file_new_for_path (commented_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);
  g_autoptr(GkGameFile) loaded_commented = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (gk_game_get_setup (loaded->game)->players[0].name, ==, "A&B <>\"' A");

  loaded_commented = gk_game_file_load (commented_file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded_commented);
}

/* ---- after the root element ---- */

static void
test_after_root (void)
{
  g_autofree char *text = game_text ();
  g_autofree char *garbage = g_strconcat (text, "<<<garbage &&& </x>\n", NULL);
  g_autofree char *second = g_strconcat (text, "<ginkgopolis version=\"1\"/>\n", NULL);
  g_autofree char *comment = g_strconcat (text, "\n<!-- note -->\n", NULL);
  g_autofree char *nul = NULL;
  g_autofree char *path = NULL;
  guint lines = 1;
  gsize length = strlen (text);

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      lines++;

  assert_text_refused (garbage, GK_ERROR_FILE_SYNTAX, lines, NULL);
  assert_text_refused (second, GK_ERROR_FILE_SYNTAX, lines, NULL);
  assert_text_refused (comment, GK_ERROR_FILE_SYNTAX, lines + 1, "<ginkgopolis>");

  /* a NUL in the middle of a line, and after the end */
  nul = g_malloc (length + 8);
  memcpy (nul, text, length);
  memcpy (nul + length, "\0junk\n", 6);
  path = write_temp ("nul.ginkgo", nul, length + 6);
  assert_file_refused (path, GK_ERROR_FILE_SYNTAX, lines, "NUL");
}

/* ---- size and shape ---- */

static void
test_not_a_regular_file (void)
{
  g_autofree char *fifo = g_build_filename (tmp_dir, "fifo.ginkgo", NULL);

  /* nothing is read: a FIFO with no writer does not block */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_file_refused (fifo, GK_ERROR_FILE_IO, 0, "not a regular file");
  g_unlink (fifo);

  assert_file_refused ("/dev/zero", GK_ERROR_FILE_IO, 0, "not a regular file");
  assert_file_refused (tmp_dir, GK_ERROR_FILE_IO, 0, "folder");

  /* a link to nothing says where it points */
  {
    g_autofree char *link = g_build_filename (tmp_dir, "gone.ginkgo", NULL);

    g_assert_cmpint (symlink ("elsewhere/lost.ginkgo", link), ==, 0);
    assert_file_refused (link, GK_ERROR_FILE_IO, 0,
                         "“elsewhere/lost.ginkgo”, which does not exist");
    g_unlink (link);
  }
}

static void
test_huge_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "huge.ginkgo", NULL);
  g_autofree char *text = game_text ();
  FILE *out = g_fopen (path, "w");
  g_autofree char *block = g_strnfill (1024 * 1024, ' ');

  /* a game followed by 50 MB of spaces: refused by its size, unread */
  g_assert_nonnull (out);
  g_assert_cmpint (fputs (text, out), >=, 0);
  for (guint i = 0; i < 50; i++)
    g_assert_cmpuint (fwrite (block, 1, 1024 * 1024, out), ==, 1024 * 1024);
  g_assert_cmpint (fclose (out), ==, 0);
  assert_file_refused (path, GK_ERROR_FILE_IO, 0, "too large");
  g_unlink (path);
}

static void
test_just_under_the_limit (void)
{
  g_autofree char *text = game_text ();
  g_autoptr(GString) big = g_string_new (text);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;

  /* blank space after the game keeps it a game: the limit is on bytes */
  while (big->len < GK_FILE_MAX_SIZE)
    g_string_append_c (big, '\n');
  g_string_truncate (big, GK_FILE_MAX_SIZE);
  path = write_temp ("big.ginkgo", big->str, big->len);
  file = g_file_new_for_path (path);
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  /* one byte more is refused */
  g_string_append_c (big, '\n');
  g_free (path);
  path = write_temp ("big.ginkgo", big->str, big->len);
  assert_file_refused (path, GK_ERROR_FILE_IO, 0, "too large");
}

static void
test_deep_nesting (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">\n");

  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "<a>");
  assert_text_refused (text->str, GK_ERROR_FILE_SYNTAX, 3, "nested");
}

static void
test_many_attributes (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n\n<ginkgopolis");

  /* one a line: refused at the start of the tag, before libxml2 spends
   * quadratic time on it */
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "\n a%u=\"\"", i);
  g_string_append (text, "/>\n");
  assert_text_refused (text->str, GK_ERROR_FILE_SYNTAX, 3, "attributes");
}

static void
test_many_elements (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<ginkgopolis version=\"1\">\n");

  /* within the size limit, but a thousand games' worth of elements */
  for (guint i = 0; i < 400000; i++)
    g_string_append (text, "<a b=\"\"/>");
  g_string_append (text, "</ginkgopolis>\n");
  g_assert_cmpuint (text->len, <=, GK_FILE_MAX_SIZE);
  assert_text_refused (text->str, GK_ERROR_FILE_SYNTAX, 3, "elements");
}

/* ---- names ---- */

static void
test_names (void)
{
  g_autofree char *tab = game_with ("name=\"Anna\"", "name=\"An&#9;na\"");
  g_autofree char *cr = game_with ("name=\"Anna\"", "name=\"Anna&#13;\"");
  g_autofree char *del = game_with ("name=\"Anna\"", "name=\"Anna\xc2\x85\"");
  g_autofree char *forty_one = g_strnfill (GK_MAX_NAME_LENGTH + 1, 'x');
  g_autofree char *long_name = g_strdup_printf ("name=\"%s\"", forty_one);
  g_autofree char *too_long = game_with ("name=\"Anna\"", long_name);
  g_autofree char *huge_name = g_strnfill (4000000, 'y');
  g_autofree char *huge_attr = g_strdup_printf ("name=\"%s\"", huge_name);
  g_autofree char *huge = game_with ("name=\"Anna\"", huge_attr);
  /* forty characters of two bytes and more, and combining marks: fine */
  g_autofree char *wide = NULL;
  g_autoptr(GString) forty = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) loaded = NULL;
  g_autofree char *wide_attr = NULL;

  assert_text_refused (tab, GK_ERROR_FILE_CONTENT, 4, "U+0009");
  assert_text_refused (cr, GK_ERROR_FILE_CONTENT, 4, "U+000D");
  assert_text_refused (del, GK_ERROR_FILE_CONTENT, 4, "U+0085");
  assert_text_refused (too_long, GK_ERROR_FILE_CONTENT, 4, "at most 40 characters");
  assert_text_refused (huge, GK_ERROR_FILE_CONTENT, 4, "too long");

  for (guint i = 0; i < GK_MAX_NAME_LENGTH; i++)
    g_string_append (forty, i % 2 == 0 ? "語" : "é");
  wide_attr = g_strdup_printf ("name=\"%s\"", forty->str);
  wide = game_with ("name=\"Anna\"", wide_attr);
  path = write_temp ("wide.ginkgo", wide, strlen (wide));
  file = g_file_new_for_path (path);
  loaded = gk_game_file_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gk_game_get_setup (loaded->game)->players[0].name, ==, forty->str);
}

/* The engine keeps names that can always be saved and loaded again. */
static void
test_name_normalized (void)
{
  g_autofree char *tabbed = gk_player_name_normalize ("An\tna\nB\r");
  g_autofree char *forty_five = g_strnfill (45, 'z');
  g_autofree char *cut = gk_player_name_normalize (forty_five);
  g_autofree char *wide = gk_player_name_normalize ("李小龍 é");

  g_assert_cmpstr (tabbed, ==, "An na B ");
  g_assert_cmpuint (g_utf8_strlen (cut, -1), ==, GK_MAX_NAME_LENGTH);
  g_assert_cmpstr (wide, ==, "李小龍 é");
}

/* ---- the report ---- */

/* Each line of the score table: the columns after the name start at the
 * same display column whatever the names hold. */
static guint
display_width (const char *text,
               const char *end)
{
  guint width = 0;

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_iszerowidth (c))
        width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

static void
test_report_alignment (void)
{
  g_autoptr(GkSetup) setup = gk_test_setup_new (3);
  g_autoptr(GkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  g_auto(GStrv) lines = NULL;
  guint rows = 0;
  guint column = 0;

  /* set through the engine, as the setup assistant does */
  gk_setup_set_player_name (setup, 0, "李小龍");                      /* wide */
  gk_setup_set_player_name (setup, 1, "e\xcc\x81" "e\xcc\x81 Zo" "e\xcc\x88");  /* combining */
  gk_setup_set_player_name (setup, 2, "An\tna\nx");                 /* control */
  game = gk_game_new (setup, &error);
  g_assert_no_error (error);

  report = gk_report_score (gk_game_get_table (game), GK_REPORT_TEXT);
  g_test_message ("%s", report);
  lines = g_strsplit (report, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *paren = strstr (lines[i], ") ");
      guint start;

      /* the rows of the table: "   1  name (pN)   14 ..." */
      if (!g_str_has_prefix (lines[i], "   ") || paren == NULL)
        continue;
      /* where the number after the name starts */
      start = display_width (lines[i], paren + 1) + (guint) strspn (paren + 1, " ");
      if (rows == 0)
        column = start;
      g_assert_cmpuint (start, ==, column);
      rows++;
    }
  g_assert_cmpuint (rows, ==, 3);
  g_assert_null (strchr (report, '\t'));
  g_assert_nonnull (strstr (report, "An na x (p3)"));
}

/* ---- loading off the main thread ---- */

static gpointer
loader_thread (gpointer data)
{
  const char *path = data;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GkGameFile) loaded = gk_game_file_load (file, &error);

      if (loaded == NULL)
        return g_strdup (error->message);
    }
  return NULL;
}

static void
test_threads (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "core", "games",
                                                 "short-2p.ginkgo", NULL);
  GThread *threads[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("loader", loader_thread, good);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      g_autofree char *failure = g_thread_join (threads[i]);

      g_assert_null (failure);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gk-hostile-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/hostile/repro/entity-blowup", test_repro_entity_blowup);
  g_test_add_func ("/hostile/repro/nul-then-garbage", test_repro_nul_then_garbage);
  g_test_add_func ("/hostile/repro/truncated", test_repro_truncated);
  g_test_add_func ("/hostile/repro/misleading-line", test_repro_misleading_line);
  g_test_add_func ("/hostile/repro/control-in-name", test_repro_control_in_name);
  g_test_add_func ("/hostile/repro/dash-comment", test_repro_dash_comment);
  g_test_add_func ("/hostile/repro/encoded-attributes", test_repro_encoded_attributes);
  g_test_add_func ("/hostile/encodings", test_encodings);
  g_test_add_func ("/hostile/comments", test_comments);
  g_test_add_func ("/hostile/doctype-variants", test_doctype_variants);
  g_test_add_func ("/hostile/allowed-markup", test_allowed_markup);
  g_test_add_func ("/hostile/after-root", test_after_root);
  g_test_add_func ("/hostile/not-a-regular-file", test_not_a_regular_file);
  g_test_add_func ("/hostile/huge-file", test_huge_file);
  g_test_add_func ("/hostile/just-under-the-limit", test_just_under_the_limit);
  g_test_add_func ("/hostile/deep-nesting", test_deep_nesting);
  g_test_add_func ("/hostile/many-attributes", test_many_attributes);
  g_test_add_func ("/hostile/many-elements", test_many_elements);
  g_test_add_func ("/hostile/names", test_names);
  g_test_add_func ("/hostile/name-normalized", test_name_normalized);
  g_test_add_func ("/hostile/report-alignment", test_report_alignment);
  g_test_add_func ("/hostile/threads", test_threads);

  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
  }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
