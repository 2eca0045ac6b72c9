/* test-gamefile-shape.c: the quick check of a game file's shape against the schema
 *
 * _gk_game_file_shape_is_certain() lets a load skip libxml2's RELAX NG
 * validation.  It must be sound: whenever it is certain, the schema
 * (data/ginkgo-game.rng, as libxml2 applies it) must accept the document
 * too.  Here both answer on a corpus: every .ginkgo file under tests/,
 * games and positions the app writes (2 to 5 players, solo at both levels,
 * with and without a play's record and times), and thousands of
 * deterministic alterations of them.  The app's own files must be certain,
 * so that loads take the quick way.
 *
 * A load walks a lean tree (_gk_game_file_parse_lean(): no blank text
 * between elements), the schema a plain one: on every file and every
 * alteration parsed here, the quick check is certain of the lean tree
 * only when it is of the plain one, and then the lean tree is the plain
 * one without that text; on the files, certain of both or neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <libxml/tree.h>

#include "gk-gamefile-private.h"
#include "gk-random-game.h"
#include "gk-test-position.h"
#include "gk-test-util.h"

#define SEED 20261128

typedef struct
{
  guint n_docs;
  guint n_certain;
  guint n_valid;
} Counts;

/* Both answers on @doc; fails the test when the quick check is certain of
 * a document the schema refuses.  Returns whether the schema accepts it. */
static gboolean
judge (xmlDoc     *doc,
       const char *what,
       gboolean   *certain_out,
       Counts     *counts)
{
  GkLoader loader = { "shape.ginkgo", NULL };
  gboolean certain = _gk_game_file_shape_is_certain (doc);
  gboolean valid = _gk_game_file_validate (&loader, doc);

  if (certain && !valid)
    {
      xmlChar *text = NULL;
      int size = 0;

      xmlDocDumpMemory (doc, &text, &size);
      g_test_message ("certain, but the schema says: %s\n%s: %s", loader.error->message, what,
                      text != NULL ? (const char *) text : "");
      xmlFree (text);
    }
  g_clear_error (&loader.error);
  g_assert_false (certain && !valid);

  counts->n_docs++;
  counts->n_certain += certain;
  counts->n_valid += valid;
  if (certain_out != NULL)
    *certain_out = certain;
  return valid;
}

static xmlDoc *
parse (const char *text,
       gsize       length)
{
  return gk_xml_parse_bounded (text, length, "shape.ginkgo", NULL);
}

static gboolean
is_blank (xmlNode *node)
{
  if (node->type != XML_TEXT_NODE || node->content == NULL)
    return FALSE;
  for (const xmlChar *c = node->content; *c != '\0'; c++)
    if (*c != ' ' && *c != '\t' && *c != '\n' && *c != '\r')
      return FALSE;
  return TRUE;
}

/* The next node from @node but blank text. */
static xmlNode *
next_kept (xmlNode *node)
{
  for (; node != NULL && is_blank (node); node = node->next)
    ;
  return node;
}

static gboolean
has_element_children (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      return TRUE;
  return FALSE;
}

/* @lean is @plain but blank text: the same nodes, names, lines,
 * attributes and text, the same text in an element of text alone. */
static void
assert_same_but_blanks (xmlNode *plain,
                        xmlNode *lean)
{
  xmlNode *p = next_kept (plain), *l = next_kept (lean);

  for (; p != NULL && l != NULL; p = next_kept (p->next), l = next_kept (l->next))
    {
      xmlAttr *pa = p->type == XML_ELEMENT_NODE ? p->properties : NULL;
      xmlAttr *la = l->type == XML_ELEMENT_NODE ? l->properties : NULL;

      g_assert_cmpint (p->type, ==, l->type);
      g_assert_cmpstr ((const char *) p->name, ==, (const char *) l->name);
      g_assert_cmpint (xmlGetLineNo (p), ==, xmlGetLineNo (l));
      if (p->type != XML_ELEMENT_NODE)
        g_assert_cmpstr ((const char *) p->content, ==, (const char *) l->content);
      for (; pa != NULL && la != NULL; pa = pa->next, la = la->next)
        {
          xmlChar *pv = xmlNodeGetContent ((xmlNode *) pa);
          xmlChar *lv = xmlNodeGetContent ((xmlNode *) la);

          g_assert_cmpstr ((const char *) pa->name, ==, (const char *) la->name);
          g_assert_cmpstr ((const char *) pv, ==, (const char *) lv);
          xmlFree (pv);
          xmlFree (lv);
        }
      g_assert_true (pa == NULL && la == NULL);
      if (p->type == XML_ELEMENT_NODE && !has_element_children (p))
        {
          xmlChar *pt = xmlNodeGetContent (p);
          xmlChar *lt = xmlNodeGetContent (l);

          g_assert_cmpstr ((const char *) pt, ==, (const char *) lt);
          xmlFree (pt);
          xmlFree (lt);
        }
      if (p->type == XML_ELEMENT_NODE)
        assert_same_but_blanks (p->children, l->children);
    }
  g_assert_null (p);
  g_assert_null (l);
}

/* @text parsed lean and plain: refused in the same words, or the quick
 * check certain of the lean tree only when it is of the plain one (then
 * the same tree but blank text); of both when @same. */
static void
assert_lean_parse (const char *text,
                   gsize       length,
                   gboolean    same)
{
  GkLoader loader = { "shape.ginkgo", NULL };
  xmlDoc *plain = _gk_game_file_parse (&loader, text, length);
  g_autofree char *plain_error = loader.error != NULL ? g_strdup (loader.error->message) : NULL;
  xmlDoc *lean = NULL;
  gboolean certain;

  g_clear_error (&loader.error);
  lean = _gk_game_file_parse_lean (&loader, text, length);
  g_assert_true ((lean == NULL) == (plain == NULL));
  if (lean == NULL)
    {
      /* refused in the same words */
      g_assert_cmpstr (loader.error->message, ==, plain_error);
      g_clear_error (&loader.error);
      return;
    }
  certain = _gk_game_file_shape_is_certain (lean);
  if (certain)
    {
      g_assert_true (_gk_game_file_shape_is_certain (plain));
      assert_same_but_blanks (plain->children, lean->children);
    }
  if (same)
    g_assert_true (certain == _gk_game_file_shape_is_certain (plain));
  xmlFreeDoc (lean);
  xmlFreeDoc (plain);
}

/* ---- the corpus: the test files ---- */

static void
collect_files (const char *dir,
               GPtrArray  *paths)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, paths);
      else if (g_str_has_suffix (name, ".ginkgo"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* Every .ginkgo file under tests/ the schema accepts is certain too: the
 * hand-written examples are spelled as the app writes. */
static void
test_test_files (void)
{
  g_autofree char *top = g_test_build_filename (G_TEST_DIST, ".", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  Counts counts = { 0, };
  guint n_parsed = 0;

  collect_files (top, paths);
  g_assert_cmpuint (paths->len, >=, 20);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *text = NULL;
      gsize length = 0;
      xmlDoc *doc;
      gboolean certain;

      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      doc = parse (text, length);
      assert_lean_parse (text, length, TRUE);
      if (doc == NULL)
        continue;
      n_parsed++;
      if (judge (doc, path, &certain, &counts) && !certain)
        g_error ("%s: valid, but the quick check is not certain of it", path);
      xmlFreeDoc (doc);
    }
  g_test_message ("%u files, %u parsed, %u valid, %u certain", paths->len, n_parsed,
                  counts.n_valid, counts.n_certain);
  /* the games of tests/core/games and the fuzzer's valid seeds */
  g_assert_cmpuint (counts.n_valid, >=, 10);
}

/* ---- the corpus: what the app writes ---- */

/* A lowercase UUID from @rand. */
static char *
random_uuid (GRand *rand)
{
  return g_strdup_printf ("%08x-%04x-%04x-%04x-%04x%08x", g_rand_int (rand),
                          g_rand_int (rand) & 0xffff, 0x4000 | (g_rand_int (rand) & 0x0fff),
                          0x8000 | (g_rand_int (rand) & 0x3fff), g_rand_int (rand) & 0xffff,
                          g_rand_int (rand));
}

/* A moment of a game night in 2026, in one of a few offsets, sometimes
 * "Z" (place unknown), sometimes with a fraction of a second. */
static void
random_time (GRand  *rand,
             gint64  base,
             GkTime *out)
{
  static const char *const offsets[] = { "+01:00", "+00:00", "-05:30", "+14:00", "Z" };
  g_autoptr(GDateTime) at = g_date_time_new_from_unix_utc (base);
  g_autofree char *stamp = g_date_time_format (at, "%Y-%m-%dT%H:%M:%S");
  g_autofree char *text = NULL;

  if (g_rand_int_range (rand, 0, 4) == 0)
    text = g_strdup_printf ("%s.%03u%s", stamp, g_rand_int_range (rand, 0, 1000),
                            offsets[g_rand_int_range (rand, 0, G_N_ELEMENTS (offsets))]);
  else
    text = g_strdup_printf ("%s%s", stamp,
                            offsets[g_rand_int_range (rand, 0, G_N_ELEMENTS (offsets))]);
  g_assert_true (gk_time_parse (text, out));
}

/* A play's record with every part a player can give it. */
static GkPlayRecord *
random_record (GRand *rand,
               guint  n_players,
               gint64 start)
{
  static const char *const places[] = { "Anna’s flat & garden", "Club <B>", "  Café  ", "x" };
  static const char *const notes[] = { "Béla's first game.\n<He> won.", "a\n\nb", "  ",
                                       "&amp; &#65; ]]>" };
  GkPlayRecord *record = gk_play_record_new ();

  if (g_rand_boolean (rand))
    record->id = random_uuid (rand);
  if (g_rand_boolean (rand))
    random_time (rand, start, &record->started);
  if (g_rand_boolean (rand))
    random_time (rand, start + 5400, &record->finished);
  if (g_rand_boolean (rand))
    gk_play_record_set_location (record, places[g_rand_int_range (rand, 0, G_N_ELEMENTS (places))]);
  if (g_rand_boolean (rand))
    gk_play_record_set_note (record, notes[g_rand_int_range (rand, 0, G_N_ELEMENTS (notes))]);
  if (g_rand_boolean (rand))
    record->rebuild_done = (guint) g_rand_int_range (rand, 1, 120);
  for (guint p = 0; p < n_players; p++)
    if (g_rand_boolean (rand))
      {
        g_autofree char *person = random_uuid (rand);

        gk_play_record_set_person (record, p, person);
      }
  return record;
}

/* @game again with a time on many of its moves (and on its tile returns). */
static GkGame *
with_times (GRand  *rand,
            GkGame *game,
            gint64  start)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GkMove));
  g_autoptr(GError) error = NULL;
  GkGame *timed;

  for (guint m = 0; m < gk_game_get_cursor (game); m++)
    {
      GkMove move = *gk_game_get_move (game, m);

      if (g_rand_int_range (rand, 0, 3) > 0)
        random_time (rand, start + 60 * (gint64) m, &move.at);
      if (move.has_returns && g_rand_boolean (rand))
        random_time (rand, start + 60 * (gint64) m + 30, &move.returns_at);
      g_array_append_val (moves, move);
    }
  timed = gk_game_new_from_moves (gk_game_get_setup (game), (GkMove *) moves->data, moves->len,
                                  &error);
  g_assert_no_error (error);
  return timed;
}

/* Counts of what the app wrote, so that every part of the schema is seen
 * in a file the quick check is certain of. */
typedef struct
{
  const char *element;
  const char *attribute;   /* NULL: the element alone */
  const char *value;       /* NULL: any */
  guint       n;
} Seen;

static Seen seen[] = {
  { "play", "id", NULL }, { "play", "started", NULL }, { "play", "finished", NULL },
  { "play", "location", NULL }, { "play", "rebuild-done", NULL }, { "note", NULL, NULL },
  { "setup", "variant", "standard" }, { "setup", "solo-level", "normal" },
  { "setup", "solo-level", "expert" }, { "setup", "opponent-colour", NULL },
  { "setup", "players", "2" }, { "setup", "players", "3" }, { "setup", "players", "4" },
  { "setup", "players", "5" }, { "player", "person", NULL }, { "character", "player", NULL },
  { "start", NULL, NULL }, { "marker", NULL, NULL }, { "renew", NULL, NULL },
  { "renew", "at", NULL }, { "action", "player", "hal" }, { "action", "tile", NULL },
  { "action", "take", "resource" }, { "action", "take", "tile" },
  { "action", "marker-x", NULL }, { "action", "drawn", NULL }, { "action", "at", NULL },
  { "shift", NULL, NULL }, { "tile-return", NULL, NULL }, { "tile-return", "at", NULL },
  { "return", NULL, NULL }, { "position", NULL, NULL }, { "player", "renewal-tokens", NULL },
  { "character", "trigger", NULL }, { "kept", NULL, NULL }, { "building", "owner", NULL },
  { "tile", NULL, NULL },
};

static void
count_seen (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
        {
          xmlChar *value;

          if (!xmlStrEqual (node->name, (const xmlChar *) seen[i].element))
            continue;
          if (seen[i].attribute == NULL)
            {
              seen[i].n++;
              continue;
            }
          value = xmlGetProp (node, (const xmlChar *) seen[i].attribute);
          if (value != NULL && (seen[i].value == NULL
                                || xmlStrEqual (value, (const xmlChar *) seen[i].value)))
            seen[i].n++;
          xmlFree (value);
        }
      count_seen (node->children);
    }
}

/* Markers set up away from their default cells: two of them swap places. */
static void
swap_markers (GRand   *rand,
              GkSetup *setup)
{
  guint a = (guint) g_rand_int_range (rand, 0, GK_N_LETTERS);
  guint b = (a + 1 + (guint) g_rand_int_range (rand, 0, GK_N_LETTERS - 1)) % GK_N_LETTERS;
  gint x = setup->marker_x[a], y = setup->marker_y[a];

  setup->marker_x[a] = setup->marker_x[b];
  setup->marker_y[a] = setup->marker_y[b];
  setup->marker_x[b] = x;
  setup->marker_y[b] = y;
}

/* The app's files: games of 1 (both levels) to 5 players, played to the
 * end or saved halfway, with and without their record and times, moved
 * markers, marker shifts and tile returns; positions as the position
 * editor writes them.  Each is text as gk_game_file_to_data() wrote it.
 * @tables (may be NULL) gets the finished tables of the games written as
 * positions: every part a position has, though not each a table the
 * position editor could enter (a kept card may lie under no building). */
static GPtrArray *
make_app_files (GRand     *rand,
                GPtrArray *tables)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  for (guint g = 0; g < 48; g++)
    {
      guint n_players = 1 + g % 5;
      g_autoptr(GkSetup) setup = gk_random_setup (rand, n_players);
      GkRandomGameOptions options = { n_players, 0.3 + 0.5 * g_rand_double (rand), 0.1, 5000,
                                      g % 4 == 3, g % 2 == 0 ? 0.6 : 0.0 };
      g_autoptr(GkGame) game = NULL;
      g_autoptr(GkGame) timed = NULL;
      g_autoptr(GkPlayRecord) record = NULL;
      gint64 start = 1764000000 + 86400 * (gint64) g;
      GkGame *saved;

      if (g % 3 == 1)
        swap_markers (rand, setup);
      game = gk_random_game_play (rand, setup, &options, NULL, NULL);
      /* some saved halfway, as the app saves after each move */
      if (g % 6 == 5)
        for (guint u = gk_game_get_cursor (game) / 2; u > 0; u--)
          gk_game_undo (game);
      saved = game;
      if (g % 2 == 1)
        {
          timed = with_times (rand, game, start);
          saved = timed;
        }
      if (g % 3 != 0)
        {
          record = random_record (rand, n_players, start);
          gk_game_set_play (saved, record);
        }
      g_ptr_array_add (files, gk_game_file_to_data (saved, NULL));

      /* the finished table as a position, where the format has one */
      if (tables != NULL && n_players >= 2 && gk_table_is_game_over (gk_game_get_table (game)))
        g_ptr_array_add (tables, gk_position_file_to_data (gk_game_get_table (game), record,
                                                           NULL));
    }

  {
    g_autoptr(GkPosition) position = gk_test_full_position ();
    g_autoptr(GkTable) full = gk_position_build (position, NULL, NULL);
    g_autoptr(GkTable) known = gk_test_known_table ();
    g_autoptr(GkPlayRecord) record = random_record (rand, 4, 1764000000);

    g_assert_nonnull (full);
    g_ptr_array_add (files, gk_position_file_to_data (full, record, NULL));
    if (tables != NULL)
      g_ptr_array_add (tables, gk_position_to_data (known, NULL));
  }
  for (guint i = 0; i < files->len; i++)
    g_assert_nonnull (g_ptr_array_index (files, i));
  return files;
}

/* Every file the app wrote is valid and certain, and together they use
 * every part of the schema. */
static void
test_app_files (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) files = make_app_files (rand, tables);
  guint n_files = files->len;
  Counts counts = { 0, };

  g_ptr_array_extend_and_steal (files, g_steal_pointer (&tables));
  for (guint i = 0; i < files->len; i++)
    {
      const char *text = g_ptr_array_index (files, i);
      xmlDoc *doc = parse (text, strlen (text));
      g_autoptr(GkGameFile) loaded = NULL;
      g_autoptr(GError) error = NULL;
      gboolean certain;

      g_assert_nonnull (doc);
      assert_lean_parse (text, strlen (text), TRUE);
      if (i < n_files)
        {
          loaded = gk_game_file_load_data (text, strlen (text), "app.ginkgo", &error);
          g_assert_no_error (error);
        }
      if (!judge (doc, "written by the app", &certain, &counts) || !certain)
        g_error ("the app wrote a file the %s:\n%s",
                 certain ? "schema refuses" : "quick check is not certain of", text);
      count_seen (xmlDocGetRootElement (doc));
      xmlFreeDoc (doc);
    }
  g_test_message ("%u files written by the app (%u loaded), %u certain", counts.n_docs, n_files,
                  counts.n_certain);
  for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
    if (seen[i].n == 0)
      g_error ("no file written has <%s%s%s%s%s>", seen[i].element,
               seen[i].attribute != NULL ? " " : "", seen[i].attribute ? seen[i].attribute : "",
               seen[i].value != NULL ? "=" : "", seen[i].value != NULL ? seen[i].value : "");
}

/* ---- loading ---- */

typedef struct
{
  const char *text;
  guint       n_compiled;   /* schemas the load compiled */
  gboolean    loaded;
  char       *message;
  gboolean    schema_error;  /* refused by the schema */
} Load;

/* A load in a thread of its own: one that runs the schema compiles it
 * there first (each thread compiles its own). */
static gpointer
load_in_thread (gpointer data)
{
  Load *load = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GkGameFile) file = NULL;
  guint before = _gk_xml_get_n_schemas_compiled ();

  file = gk_game_file_load_data (load->text, strlen (load->text), "load.ginkgo", &error);
  load->n_compiled = _gk_xml_get_n_schemas_compiled () - before;
  load->loaded = file != NULL;
  load->message = error != NULL ? g_strdup (error->message) : NULL;
  load->schema_error = g_error_matches (error, GK_ERROR, GK_ERROR_FILE_SCHEMA);
  return NULL;
}

static void
load_alone (Load *load)
{
  g_thread_join (g_thread_new ("load", load_in_thread, load));
}

/* A file the app wrote loads without the schema; the same file with a
 * comment inside is valid but not plain, and the schema passes it; a
 * wrong value is refused with the schema's message, as before. */
static void
test_load_skips_schema (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 2);
  g_autoptr(GPtrArray) files = make_app_files (rand, NULL);
  g_autoptr(GString) commented = g_string_new (g_ptr_array_index (files, 1));
  g_autoptr(GString) wrong = g_string_new (g_ptr_array_index (files, 1));
  Load plain = { g_ptr_array_index (files, 1) };
  Load unusual = { NULL };
  Load refused = { NULL };

  load_alone (&plain);
  g_assert_cmpstr (plain.message, ==, NULL);
  g_assert_true (plain.loaded);
  g_assert_cmpuint (plain.n_compiled, ==, 0);

  g_assert_cmpuint (g_string_replace (commented, "<round>", "<round><!-- on the terrace -->", 1),
                    ==, 1);
  unusual.text = commented->str;
  load_alone (&unusual);
  g_assert_cmpstr (unusual.message, ==, NULL);
  g_assert_true (unusual.loaded);
  g_assert_cmpuint (unusual.n_compiled, ==, 1);

  /* the first player's colour */
  {
    const char *player = strstr (wrong->str, "<player ");
    const char *colour = player != NULL ? strstr (player, " colour=\"") : NULL;

    g_assert_nonnull (colour);
    g_string_insert (wrong, colour - wrong->str + strlen (" colour=\""), "grey");
  }
  refused.text = wrong->str;
  load_alone (&refused);
  g_assert_false (refused.loaded);
  g_assert_cmpuint (refused.n_compiled, ==, 1);
  g_assert_nonnull (strstr (refused.message, "load.ginkgo:"));
  g_assert_true (refused.schema_error);
  g_assert_true (g_str_has_prefix (refused.message, "load.ginkgo:"));
  g_assert_nonnull (strstr (refused.message, "of <player>"));
  /* word for word what the schema says of it */
  {
    GkLoader loader = { "load.ginkgo", NULL };
    xmlDoc *doc = parse (wrong->str, wrong->len);

    g_assert_false (_gk_game_file_validate (&loader, doc));
    g_assert_cmpstr (refused.message, ==, loader.error->message);
    g_clear_error (&loader.error);
    xmlFreeDoc (doc);
  }

  g_free (plain.message);
  g_free (unusual.message);
  g_free (refused.message);
}

/* ---- alterations ---- */

/* The names the schema knows, and values of every kind with their near
 * misses: what an alteration puts in. */
static const char *const element_names[] = {
  "ginkgopolis", "play", "note", "setup", "player", "character", "start", "marker", "round",
  "renew", "action", "shift", "tile-return", "return", "position", "kept", "building", "tile",
  "Player", "unknown",
};

static const char *const attribute_names[] = {
  "version", "id", "started", "finished", "location", "rebuild-done", "players", "variant",
  "solo-level", "opponent-colour", "name", "colour", "person", "player", "trigger", "tiles",
  "resources", "points", "x", "y", "tile", "letter", "at", "card", "take", "marker-x",
  "marker-y", "drawn", "renewal-tokens", "owner", "ID", "unknown",
};

static const char *const values[] = {
  "1", "2", "0", "3", "5", "6", "-1", "-0", "+1", "01", " 1", "1 ", "", "1.0", "1e1",
  "999999999", "1000000000", "99999999999999999999999999", "-999999999",
  "p1", "p2", "p5", "p0", "p6", "P1", "hal", "HAL", "white", "orange", "purple", "black", "White",
  "grey", "blue", "red", "yellow", "green", "Blue", "exploit", "urbanization", "construction",
  "Exploit", "blue-1", "blue-20", "blue-21", "blue-0", "blue-01", "red-10", "yellow-19",
  "yellow-20", "Yellow-3", "green-1", "red-", "A", "L", "M", "a", "AB", "standard", "solo",
  "Solo", "normal", "expert", "resource", "tile", "tiles",
  "0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E",
  "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5bd9cb469fa16570867728950e",
  "{0f8fad5b-d9cb-469f-a165-70867728950e}", "g f8fad5b-d9cb-469f-a165-70867728950e",
  "2026-11-25T19:02:11+01:00", "2026-11-25t19:02:11z", "2026-11-25T19:02:11Z",
  "2026-11-25T19:02:11.123456789-05:30", "2026-11-25T19:02:11.1234567890Z",
  "2026-11-25T19:02:11", "2026-11-25 19:02:11Z", "2026-11-25T19:02Z", "26-11-25T19:02:11Z",
  "2026-11-25T19:02:11+0100", "2026-11-25T19:02:11.Z", "9999-99-99T99:99:99-99:99",
  "blue-3 A", "A blue-3", "L L", "A  B", " A B", "A B ", "A", "A B C", "red-20 yellow-1",
  "red-21 A", "a b", "M A",
};

/* Values that stand for one another, with their near misses: an
 * alteration swaps a value for one of its family. */
static const char *const families[][12] = {
  { "p1", "p2", "p3", "p4", "p5", "hal", "p0", "p6", "P1", "p", NULL },
  { "white", "orange", "green", "purple", "black", "blue", "White", "grey", NULL },
  { "blue", "red", "yellow", "green", "white", "Blue", "blue ", NULL },
  { "exploit", "urbanization", "construction", "Exploit", "build", NULL },
  { "standard", "solo", "Solo", "standard ", NULL },
  { "normal", "expert", "hard", "Normal", NULL },
  { "resource", "tile", "tiles", "Tile", NULL },
  { "0", "1", "2", "3", "4", "5", "6", "-1", "-2", "00", "+2", NULL },
};

/* Another value of @value's family (a card for a card: a tile of any
 * number from 0 to 21 or a letter from A to M), or NULL. */
static char *
family_value (GRand      *rand,
              const char *value)
{
  static const char *const colours[] = { "blue", "red", "yellow" };

  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    for (guint i = 0; families[f][i] != NULL; i++)
      if (strcmp (value, families[f][i]) == 0)
        {
          guint n = 0;

          while (families[f][n] != NULL)
            n++;
          return g_strdup (families[f][g_rand_int_range (rand, 0, (gint32) n)]);
        }
  if (g_str_has_prefix (value, "blue-") || g_str_has_prefix (value, "red-")
      || g_str_has_prefix (value, "yellow-") || (value[0] != '\0' && value[1] == '\0'))
    {
      if (g_rand_int_range (rand, 0, 3) == 0)
        return g_strdup_printf ("%c", 'A' + g_rand_int_range (rand, 0, 13));
      static const int edges[] = { 0, 1, 2, 9, 10, 11, 19, 20, 21, 100 };

      return g_strdup_printf ("%s-%d", colours[g_rand_int_range (rand, 0, 3)],
                              g_rand_boolean (rand)
                              ? edges[g_rand_int_range (rand, 0, G_N_ELEMENTS (edges))]
                              : g_rand_int_range (rand, 0, 22));
    }
  return NULL;
}

/* Every element under @node, in document order. */
static void
collect_elements (xmlNode   *node,
                  GPtrArray *out)
{
  for (; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      {
        g_ptr_array_add (out, node);
        collect_elements (node->children, out);
      }
}

/* An element of @elements, each name as likely as another: a file's one
 * <setup> as often as one of its hundred <action>s.  NULL when there is
 * none. */
static xmlNode *
random_element (GRand     *rand,
                GPtrArray *elements)
{
  const xmlChar *names[G_N_ELEMENTS (element_names) + 8];
  guint n_names = 0, n = 0, pick;
  const xmlChar *name;

  if (elements->len == 0)
    return NULL;
  for (guint i = 0; i < elements->len; i++)
    {
      xmlNode *node = g_ptr_array_index (elements, i);
      guint k;

      for (k = 0; k < n_names && !xmlStrEqual (names[k], node->name); k++)
        ;
      if (k == n_names && n_names < G_N_ELEMENTS (names))
        names[n_names++] = node->name;
    }
  name = names[g_rand_int_range (rand, 0, (gint32) n_names)];
  for (guint i = 0; i < elements->len; i++)
    n += xmlStrEqual (((xmlNode *) g_ptr_array_index (elements, i))->name, name);
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
  for (guint i = 0; i < elements->len; i++)
    {
      xmlNode *node = g_ptr_array_index (elements, i);

      if (xmlStrEqual (node->name, name) && pick-- == 0)
        return node;
    }
  g_assert_not_reached ();
}

/* An element of @doc named @name, or NULL. */
static xmlNode *
element_named (GRand         *rand,
               xmlDoc        *doc,
               const xmlChar *name)
{
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) named = g_ptr_array_new ();

  collect_elements (xmlDocGetRootElement (doc), elements);
  for (guint i = 0; i < elements->len; i++)
    if (xmlStrEqual (((xmlNode *) g_ptr_array_index (elements, i))->name, name))
      g_ptr_array_add (named, g_ptr_array_index (elements, i));
  if (named->len == 0)
    return NULL;
  return g_ptr_array_index (named, g_rand_int_range (rand, 0, (gint32) named->len));
}

static xmlAttr *
random_attr (GRand   *rand,
             xmlNode *node)
{
  guint n = 0, pick;
  xmlAttr *attr;

  for (attr = node->properties; attr != NULL; attr = attr->next)
    n++;
  if (n == 0)
    return NULL;
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
  for (attr = node->properties; pick > 0; attr = attr->next)
    pick--;
  return attr;
}

/* A value near @value: one more or less, a character dropped, doubled or
 * changed, a case changed, spaces, a sign, a leading zero. */
static char *
near_value (GRand      *rand,
            const char *value)
{
  static const char swaps[] = "0123456789-+:. TtZzabcdefABCDEFLMph\t\n";
  gsize length = strlen (value);
  gsize at = length > 0 ? (gsize) g_rand_int_range (rand, 0, (gint32) length) : 0;
  GString *out = g_string_new (value);
  gint64 number;

  switch (g_rand_int_range (rand, 0, 14))
    {
    case 0:
      if (g_ascii_string_to_signed (value, 10, -999999999, 999999999, &number, NULL))
        {
          g_string_printf (out, "%" G_GINT64_FORMAT, number + (g_rand_boolean (rand) ? 1 : -1));
          break;
        }
      /* a number at the end of a name: p1 to p2, blue-20 to blue-21 */
      for (gssize i = (gssize) length - 1; i >= 0; i--)
        if (g_ascii_isdigit (value[i]))
          {
            out->str[i] = value[i] == '9' ? '0' : value[i] + 1;
            break;
          }
      break;
    case 1:
      if (length > 0)
        g_string_erase (out, (gssize) at, 1);
      break;
    case 2:
      if (length > 0)
        g_string_insert_c (out, (gssize) at, value[at]);
      break;
    case 3:
      if (length > 0)
        out->str[at] = swaps[g_rand_int_range (rand, 0, sizeof swaps - 1)];
      break;
    case 4:
      g_string_ascii_up (out);
      break;
    case 5:
      g_string_ascii_down (out);
      break;
    case 6:
      g_string_insert (out, g_rand_boolean (rand) ? 0 : -1, g_rand_boolean (rand) ? " " : "\t");
      if (g_rand_boolean (rand))
        g_string_append_c (out, '\n');
      break;
    case 7:
      g_string_prepend_c (out, "+-0"[g_rand_int_range (rand, 0, 3)]);
      break;
    case 8:
      g_string_truncate (out, 0);
      break;
    case 9:
      g_string_assign (out, values[g_rand_int_range (rand, 0, G_N_ELEMENTS (values))]);
      break;
    default:
      {
        g_autofree char *other = family_value (rand, value);

        if (other != NULL)
          g_string_assign (out, other);
      }
      break;
    }
  return g_string_free (out, FALSE);
}

/* A node that is not an element, or an element the schema does not know. */
static xmlNode *
random_stray (GRand  *rand,
              xmlDoc *doc)
{
  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0:
      return xmlNewDocComment (doc, (const xmlChar *) " a comment ");
    case 1:
      return xmlNewDocPI (doc, (const xmlChar *) "app", (const xmlChar *) "x");
    case 2:
      return xmlNewDocText (doc, (const xmlChar *) "x");
    case 3:
      return xmlNewDocText (doc, (const xmlChar *) (g_rand_boolean (rand) ? " \n\t" : "\r\n"));
    case 4:
      return xmlNewCDataBlock (doc, (const xmlChar *) "y", 1);
    case 5:
      return xmlNewReference (doc, (const xmlChar *) "&amp;");
    case 6:
      return xmlNewCharRef (doc, (const xmlChar *) "&#32;");
    case 7:
      return xmlNewDocNode (doc, NULL, (const xmlChar *) "unknown", NULL);
    default:
      return xmlNewDocText (doc, (const xmlChar *) "\xc2\xa0");
    }
}

/* Inserts @node among @parent's children, at a random place. */
static void
insert_child (GRand   *rand,
              xmlNode *parent,
              xmlNode *node)
{
  guint n = 0, pick;
  xmlNode *child;

  for (child = parent->children; child != NULL; child = child->next)
    n++;
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n + 1);
  for (child = parent->children; child != NULL && pick > 0; child = child->next)
    pick--;
  if (child != NULL)
    xmlAddPrevSibling (child, node);
  else
    xmlAddChild (parent, node);
}

/* One alteration of @doc, maybe with a part of @donor (another file);
 * says what it did in @what. */
static void
alter (GRand   *rand,
       xmlDoc  *doc,
       xmlDoc  *donor,
       GString *what)
{
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *node, *other;
  xmlAttr *attr;
  g_autofree char *value = NULL;
  guint kind = (guint) g_rand_int_range (rand, 0, 28);

  collect_elements (root, elements);
  node = random_element (rand, elements);
  other = random_element (rand, elements);
  attr = random_attr (rand, node);
  g_string_append_printf (what, "%u on <%s> line %ld; ", kind, node->name, xmlGetLineNo (node));

  switch (kind)
    {
    case 0: /* an attribute deleted */
      if (attr != NULL)
        xmlRemoveProp (attr);
      break;
    case 1: case 2: case 3: case 4: case 21: case 22: case 23: case 24: /* a value changed */
      if (attr != NULL)
        {
          xmlChar *old = xmlNodeGetContent ((xmlNode *) attr);

          value = near_value (rand, (const char *) old);
          g_string_append_printf (what, "%s=\"%s\" -> \"%s\"", attr->name, old, value);
          xmlSetProp (node, attr->name, (const xmlChar *) value);
          xmlFree (old);
        }
      break;
    case 5: /* an attribute added, or copied from another element */
      {
        xmlAttr *from = random_attr (rand, other);

        if (from != NULL && g_rand_boolean (rand))
          {
            xmlChar *copied = xmlNodeGetContent ((xmlNode *) from);

            xmlSetProp (node, from->name, copied);
            g_string_append_printf (what, "%s=\"%s\" added", from->name, copied);
            xmlFree (copied);
          }
        else
          {
            const char *name = attribute_names[g_rand_int_range (rand, 0,
                                                                 G_N_ELEMENTS (attribute_names))];
            const char *text = values[g_rand_int_range (rand, 0, G_N_ELEMENTS (values))];

            xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) text);
            g_string_append_printf (what, "%s=\"%s\" added", name, text);
          }
      }
      break;
    case 6: /* an attribute renamed */
      if (attr != NULL)
        {
          const char *name = attribute_names[g_rand_int_range (rand, 0,
                                                               G_N_ELEMENTS (attribute_names))];

          if (xmlHasProp (node, (const xmlChar *) name) == NULL)
            xmlNodeSetName ((xmlNode *) attr, (const xmlChar *) name);
        }
      break;
    case 7: /* a namespace: on the element, on an attribute, or declared alone */
      {
        xmlNs *ns = xmlNewNs (node, (const xmlChar *) "urn:x-other",
                              g_rand_boolean (rand) ? (const xmlChar *) "o" : NULL);

        switch (g_rand_int_range (rand, 0, 4))
          {
          case 0:
            if (ns != NULL)
              xmlSetNs (node, ns);
            break;
          case 1:
            xmlSetNsProp (node, xmlSearchNs (doc, node, (const xmlChar *) "xml"),
                          (const xmlChar *) "lang", (const xmlChar *) "en");
            break;
          case 2:
            if (ns != NULL && ns->prefix != NULL)
              xmlSetNsProp (node, ns, (const xmlChar *) "x", (const xmlChar *) "1");
            break;
          default:
            break;
          }
      }
      break;
    case 8: /* an element deleted */
      if (node != root)
        {
          xmlUnlinkNode (node);
          xmlFreeNode (node);
        }
      break;
    case 9: /* an element doubled */
      if (node != root)
        {
          xmlNode *copy = xmlDocCopyNode (node, doc, 1);

          if (g_rand_boolean (rand))
            xmlAddNextSibling (node, copy);
          else
            xmlAddPrevSibling (node, copy);
        }
      break;
    case 10: case 11: /* an element moved among its siblings */
      if (node != root)
        {
          xmlNode *parent = node->parent;

          xmlUnlinkNode (node);
          insert_child (rand, parent, node);
        }
      break;
    case 12: /* an element moved elsewhere */
      if (node != root && other != root)
        {
          xmlNode *target = other;

          /* not into itself */
          for (xmlNode *up = other; up != NULL; up = up->parent)
            if (up == node)
              target = NULL;
          if (target != NULL)
            {
              g_string_append_printf (what, "into <%s> line %ld", other->name,
                                      xmlGetLineNo (other));
              xmlUnlinkNode (node);
              if (g_rand_boolean (rand))
                insert_child (rand, target, node);
              else
                xmlAddNextSibling (target, node);
            }
        }
      break;
    case 13: /* an element renamed */
      {
        const char *name = element_names[g_rand_int_range (rand, 0,
                                                           G_N_ELEMENTS (element_names))];

        g_string_append_printf (what, "renamed <%s>", name);
        xmlNodeSetName (node, (const xmlChar *) name);
      }
      break;
    case 14: case 15: /* a comment, text, CDATA, a reference, an unknown element */
      {
        xmlNode *stray = random_stray (rand, doc);

        g_string_append_printf (what, "stray %d", stray->type);
        if (g_rand_int_range (rand, 0, 6) == 0)
          {
            /* before the root, or inside an attribute's value */
            if (attr != NULL && stray->type != XML_ELEMENT_NODE && g_rand_boolean (rand))
              xmlAddChild ((xmlNode *) attr, stray);
            else
              xmlAddPrevSibling (root, stray);
          }
        else
          insert_child (rand, node, stray);
      }
      break;
    case 16: /* everything inside removed */
      while (node->children != NULL)
        {
          xmlNode *child = node->children;

          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      break;
    case 17: /* a value given in two text nodes, or none */
      if (attr != NULL && attr->children != NULL)
        {
          if (g_rand_boolean (rand))
            xmlAddChild ((xmlNode *) attr, xmlNewDocText (doc, (const xmlChar *) ""));
          else
            {
              xmlFreeNodeList (attr->children);
              attr->children = attr->last = NULL;
            }
        }
      break;
    case 18: /* every element of that name among its siblings deleted */
      if (node != root)
        {
          const xmlChar *name = node->name;
          xmlNode *child = node->parent->children;

          g_string_append_printf (what, "every <%s> deleted", name);
          while (child != NULL)
            {
              xmlNode *next = child->next;

              if (child->type == XML_ELEMENT_NODE && xmlStrEqual (child->name, name))
                {
                  xmlUnlinkNode (child);
                  xmlFreeNode (child);
                }
              child = next;
            }
        }
      break;
    case 19: /* an attribute from the same element of another file */
      {
        xmlNode *from = element_named (rand, donor, node->name);
        xmlAttr *copied = from != NULL ? random_attr (rand, from) : NULL;

        if (copied != NULL)
          {
            xmlChar *text = xmlNodeGetContent ((xmlNode *) copied);

            g_string_append_printf (what, "%s=\"%s\" from another file", copied->name, text);
            xmlSetProp (node, copied->name, text);
            xmlFree (text);
          }
      }
      break;
    case 20: /* an element from another file, anywhere */
      {
        g_autoptr(GPtrArray) theirs = g_ptr_array_new ();
        xmlNode *from;

        collect_elements (xmlDocGetRootElement (donor), theirs);
        from = random_element (rand, theirs);
        if (from != NULL)
          {
            g_string_append_printf (what, "<%s> from another file", from->name);
            insert_child (rand, node, xmlDocCopyNode (from, doc, 1));
          }
      }
      break;
    default: /* two alterations */
      alter (rand, doc, donor, what);
      alter (rand, doc, donor, what);
      break;
    }
}

/* Every value a test tries in every attribute: the values above, their
 * families, every card, and near misses of times and drawn cards. */
static GPtrArray *
all_values (void)
{
  static const char *const colours[] = { "blue", "red", "yellow", "Blue", "green" };
  static const char *const times[] = {
    "2026-11-25T19:02:11", "2026-11-25t19:02:11", "2026-11-25T19:02", "2026-11-25T19:02:1",
    "2026-11-25T19:02:11.", "2026-11-25T19:02:11.5", "2026-11-25T19:02:11.123456789",
    "2026-11-25T19:02:11.1234567890", "2026-1-25T19:02:11", "20261125T190211",
    "12026-11-25T19:02:11", "2026-11-25T19:02:11,5",
  };
  static const char *const zones[] = { "Z", "z", "+01:00", "-05:30", "+1:00", "+0100", "+01",
                                       "01:00", "", " Z", "Z ", "+01:00:00", "UTC" };
  static const char *const separators[] = { " ", "  ", "\t", "\n", "-", ",", "" };
  static const char *const cards[] = { "A", "L", "M", "blue-1", "red-20", "yellow-21", "a",
                                       "blue-01" };
  GPtrArray *all = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_ptr_array_add (all, g_strdup (values[i]));
  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    for (guint i = 0; families[f][i] != NULL; i++)
      g_ptr_array_add (all, g_strdup (families[f][i]));
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    for (gint n = -1; n <= 22; n++)
      g_ptr_array_add (all, g_strdup_printf ("%s-%d", colours[c], n));
  for (char letter = '@'; letter <= 'Z'; letter++)
    g_ptr_array_add (all, g_strdup_printf ("%c", letter));
  for (guint t = 0; t < G_N_ELEMENTS (times); t++)
    for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
      g_ptr_array_add (all, g_strdup_printf ("%s%s", times[t], zones[z]));
  for (guint a = 0; a < G_N_ELEMENTS (cards); a++)
    for (guint s = 0; s < G_N_ELEMENTS (separators); s++)
      for (guint b = 0; b < G_N_ELEMENTS (cards); b += 3)
        g_ptr_array_add (all, g_strdup_printf ("%s%s%s", cards[a], separators[s], cards[b]));
  return all;
}

/* Every attribute of every kind of element the app writes, given every
 * value of all_values(), then removed; every attribute the schema names
 * added to every element: the quick check is never certain of a
 * document the schema refuses. */
static void
test_values (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 3);
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) files = make_app_files (rand, tables);
  g_autoptr(GPtrArray) candidates = all_values ();
  g_autoptr(GHashTable) tried = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Counts counts = { 0, };

  g_ptr_array_extend_and_steal (files, g_steal_pointer (&tables));
  for (guint f = 0; f < files->len; f++)
    {
      const char *text = g_ptr_array_index (files, f);
      xmlDoc *doc = parse (text, strlen (text));
      g_autoptr(GPtrArray) elements = g_ptr_array_new ();

      collect_elements (xmlDocGetRootElement (doc), elements);
      for (guint e = 0; e < elements->len; e++)
        {
          xmlNode *node = g_ptr_array_index (elements, e);
          g_autofree char *kind = NULL;

          /* each attribute of each element in each place once: a
           * <player> of a setup and of a position are two */
          for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
            {
              g_autofree char *key = g_strdup_printf ("%s/%s/%s %s", node->parent->name,
                                                      node->name, attr->name,
                                                      node->parent->type == XML_ELEMENT_NODE
                                                      ? "" : "root");
              xmlChar *original;
              xmlNs *ns;

              if (g_hash_table_contains (tried, key))
                continue;
              g_hash_table_add (tried, g_steal_pointer (&key));
              original = xmlNodeGetContent ((xmlNode *) attr);
              for (guint v = 0; v < candidates->len; v++)
                {
                  g_autofree char *what = g_strdup_printf ("<%s %s=\"%s\">", node->name,
                                                           attr->name,
                                                           (char *) g_ptr_array_index (candidates,
                                                                                       v));

                  xmlSetProp (node, attr->name, g_ptr_array_index (candidates, v));
                  judge (doc, what, NULL, &counts);
                }
              xmlSetProp (node, attr->name, original);
              judge (doc, "the value again", NULL, &counts);

              /* in a namespace: XML's own needs no declaration */
              ns = xmlSearchNs (doc, node, (const xmlChar *) "xml");
              g_assert_nonnull (ns);
              xmlSetNs ((xmlNode *) attr, ns);
              judge (doc, "in a namespace", NULL, &counts);
              xmlSetNs ((xmlNode *) attr, NULL);
              g_assert_null (node->nsDef);
              xmlFree (original);
            }
          /* each element with each set of attributes: a standard and a
           * solo <setup> are two */
          {
            GString *signature = g_string_new (NULL);

            g_string_printf (signature, "%s/%s +", node->parent->name, node->name);
            for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
              g_string_append_printf (signature, " %s", attr->name);
            kind = g_string_free (signature, FALSE);
          }
          if (g_hash_table_contains (tried, kind))
            continue;
          g_hash_table_add (tried, g_strdup (kind));
          for (guint a = 0; a < G_N_ELEMENTS (attribute_names); a++)
            {
              const xmlChar *name = (const xmlChar *) attribute_names[a];
              xmlAttr *attr = xmlHasProp (node, name);
              xmlChar *original = attr != NULL ? xmlNodeGetContent ((xmlNode *) attr) : NULL;

              /* removed, or added with a value of each kind */
              if (attr != NULL)
                {
                  xmlRemoveProp (attr);
                  judge (doc, (const char *) name, NULL, &counts);
                }
              for (guint f2 = 0; f2 < G_N_ELEMENTS (families); f2++)
                {
                  xmlSetProp (node, name, (const xmlChar *) families[f2][0]);
                  judge (doc, (const char *) name, NULL, &counts);
                }
              xmlSetProp (node, name, (const xmlChar *) "2026-11-25T19:02:11Z");
              judge (doc, (const char *) name, NULL, &counts);
              xmlSetProp (node, name, (const xmlChar *) "0f8fad5b-d9cb-469f-a165-70867728950e");
              judge (doc, (const char *) name, NULL, &counts);
              xmlSetProp (node, name, (const xmlChar *) "blue-3 A");
              judge (doc, (const char *) name, NULL, &counts);
              if (original != NULL)
                xmlSetProp (node, name, original);
              else
                xmlUnsetProp (node, name);
              xmlFree (original);
            }
        }
      xmlFreeDoc (doc);
    }
  g_test_message ("%u attributes and elements tried with %u values: %u documents, %u certain, "
                  "%u valid", g_hash_table_size (tried), candidates->len, counts.n_docs,
                  counts.n_certain, counts.n_valid);
  g_assert_cmpuint (counts.n_certain, >, counts.n_docs / 20);
}

/* Thousands of alterations of the test files and the app's files: the
 * quick check is never certain of one the schema refuses, on the altered
 * tree itself and on the tree parsed from it written out. */
static void
test_alterations (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 1);
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) files = make_app_files (rand, tables);
  g_autoptr(GPtrArray) bases = g_ptr_array_new_with_free_func ((GDestroyNotify) xmlFreeDoc);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *games = g_test_build_filename (G_TEST_DIST, "core", "games", NULL);
  Counts tree = { 0, }, parsed = { 0, };
  guint n_alterations = g_test_slow () ? 50000 : 10000;

  g_ptr_array_extend_and_steal (files, g_steal_pointer (&tables));
  collect_files (games, paths);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *text = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (g_ptr_array_index (paths, i), &text, &length, NULL));
      g_ptr_array_add (files, g_steal_pointer (&text));
    }
  for (guint i = 0; i < files->len; i++)
    {
      const char *text = g_ptr_array_index (files, i);
      xmlDoc *doc = parse (text, strlen (text));

      g_assert_nonnull (doc);
      g_ptr_array_add (bases, doc);
    }

  for (guint i = 0; i < n_alterations; i++)
    {
      xmlDoc *base = g_ptr_array_index (bases, g_rand_int_range (rand, 0, (gint32) bases->len));
      xmlDoc *doc = xmlCopyDoc (base, 1);
      g_autoptr(GString) what = g_string_new (NULL);
      xmlChar *text = NULL;
      int size = 0;
      xmlDoc *again;

      alter (rand, doc, g_ptr_array_index (bases, g_rand_int_range (rand, 0, (gint32) bases->len)),
             what);
      judge (doc, what->str, NULL, &tree);

      xmlDocDumpMemory (doc, &text, &size);
      again = parse ((const char *) text, (gsize) size);
      assert_lean_parse ((const char *) text, (gsize) size, FALSE);
      if (again != NULL)
        {
          judge (again, what->str, NULL, &parsed);
          xmlFreeDoc (again);
        }
      xmlFree (text);
      xmlFreeDoc (doc);
    }

  g_test_message ("%u alterations: the trees %u certain, %u valid; "
                  "%u parsed again: %u certain, %u valid",
                  n_alterations, tree.n_certain, tree.n_valid, parsed.n_docs, parsed.n_certain,
                  parsed.n_valid);
  /* Many alterations leave a valid file (another order, another player,
   * another tile): the quick check must be certain of a good share of
   * them, and leave many to the schema. */
  g_assert_cmpuint (tree.n_certain, >, n_alterations / 10);
  g_assert_cmpuint (tree.n_valid - tree.n_certain, >, 0);
  g_assert_cmpuint (tree.n_docs - tree.n_valid, >, n_alterations / 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gamefile-shape/test-files", test_test_files);
  g_test_add_func ("/gamefile-shape/app-files", test_app_files);
  g_test_add_func ("/gamefile-shape/load-skips-schema", test_load_skips_schema);
  g_test_add_func ("/gamefile-shape/values", test_values);
  g_test_add_func ("/gamefile-shape/alterations", test_alterations);

  return g_test_run ();
}
