/* test-about.c: the About window, its credits, links and release notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gk-about.h"
#include "gk-ui-test-util.h"

/* As msgfmt merges a translated metainfo: each paragraph and list item
 * followed by its translations. */
static const char metainfo[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<component type=\"desktop-application\">\n"
  "  <description><p>Not the release notes.</p></description>\n"
  "  <releases>\n"
  "    <release version=\"2.0.0\" date=\"2026-11-23\">\n"
  "      <description>\n"
  "        <p>New &amp; <em>better</em>.</p>\n"
  "        <p xml:lang=\"hu\">Új és <em>jobb</em>.</p>\n"
  "        <p xml:lang=\"ru\">Новое и <em>лучше</em>.</p>\n"
  "        <ul>\n"
  "          <li>One</li>\n"
  "          <li xml:lang=\"hu\">Egy</li>\n"
  "          <li xml:lang=\"ru\">Один</li>\n"
  "          <li>Two</li>\n"
  "          <li xml:lang=\"ru\">Два</li>\n"
  "        </ul>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"1.0.0\" date=\"2026-11-22\">\n"
  "      <description><p>Older.</p></description>\n"
  "    </release>\n"
  "  </releases>\n"
  "</component>\n";

static void
test_release_notes_languages (void)
{
  static const struct
  {
    const char *languages[5];
    const char *notes;
  } cases[] = {
    { { "ru_RU.UTF-8", "ru_RU", "ru", "C", NULL },
      "<p>Новое и <em>лучше</em>.</p><ul><li>Один</li><li>Два</li></ul>" },
    /* an item left untranslated is left out, not shown in English */
    { { "hu_HU.UTF-8", "hu_HU", "hu", "C", NULL },
      "<p>Új és <em>jobb</em>.</p><ul><li>Egy</li></ul>" },
    { { "de_DE.UTF-8", "de", "C", NULL },
      "<p>New &amp; <em>better</em>.</p><ul><li>One</li><li>Two</li></ul>" },
    /* the first language the notes are in wins */
    { { "de", "ru", "hu", "C", NULL },
      "<p>Новое и <em>лучше</em>.</p><ul><li>Один</li><li>Два</li></ul>" },
    { { "C", NULL },
      "<p>New &amp; <em>better</em>.</p><ul><li>One</li><li>Two</li></ul>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *version = NULL;
      g_autofree char *notes = gk_about_release_notes (metainfo, -1, cases[i].languages,
                                                       &version, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (notes, ==, cases[i].notes);
      g_assert_cmpstr (version, ==, "2.0.0");
    }
}

static void
test_release_notes_broken (void)
{
  static const char *const languages[] = { "C", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *notes = gk_about_release_notes ("<component><releases>", -1, languages,
                                                   NULL, &error);

  g_assert_null (notes);
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);

  if (g_test_undefined ())
    {
      g_test_expect_message ("GinkgoCompanion", G_LOG_LEVEL_CRITICAL, "*metainfo != NULL*");
      g_assert_null (gk_about_release_notes (NULL, -1, languages, NULL, NULL));
      g_test_assert_expected_messages ();
    }
}

static guint
count_items (const char *markup)
{
  g_auto(GStrv) parts = g_strsplit (markup, "<li>", -1);

  return g_strv_length (parts) - 1;
}

/* The metainfo compiled into the program: this release, described in each
 * language the app speaks, not in English where a translation exists. */
static void
test_release_notes_compiled_in (void)
{
  static const char *const english[] = { "C", NULL };
  static const char *const hungarian[] = { "hu", "C", NULL };
  static const char *const russian[] = { "ru", "C", NULL };
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *version = NULL;
  g_autofree char *en = NULL;
  g_autofree char *hu = NULL;
  g_autofree char *ru = NULL;
  const char *data;
  gsize size;
  GtkWidget *about;

  /* Registered when the window first opens. */
  about = gk_about_window_new (NULL);
  bytes = g_resources_lookup_data ("/io/github/ginkgocompanion/GinkgoCompanion/metainfo.xml",
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (bytes);
  data = g_bytes_get_data (bytes, &size);
  en = gk_about_release_notes (data, (gssize) size, english, &version, NULL);
  hu = gk_about_release_notes (data, (gssize) size, hungarian, NULL, NULL);
  ru = gk_about_release_notes (data, (gssize) size, russian, NULL, NULL);

  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (en, "<p>"));
  g_assert_true (g_str_has_prefix (hu, "<p>"));
  g_assert_true (g_str_has_prefix (ru, "<p>"));
  g_assert_cmpstr (hu, !=, en);
  g_assert_cmpstr (ru, !=, en);
  /* as many list items in every language: none was left untranslated */
  g_assert_cmpuint (count_items (hu), ==, count_items (en));
  g_assert_cmpuint (count_items (ru), ==, count_items (en));
  gk_ui_test_finalize_window (about);
}

/* The metainfo is registered among the program's resources when the
 * window first opens, not when the program starts: each registered
 * resource is walked by every lookup in the others (GTK's icon theme
 * makes thousands before the first frame). */
static void
test_registered_on_opening (void)
{
  const char *path = "/io/github/ginkgocompanion/GinkgoCompanion/metainfo.xml";
  GtkWidget *about;

  g_assert_false (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
  about = gk_about_window_new (NULL);
  g_assert_true (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
  gk_ui_test_finalize_window (about);
}

static void
test_window (void)
{
  GtkWidget *about = gk_about_window_new (NULL);
  g_autofree char *version = NULL;
  g_autofree char *issue_url = NULL;
  g_autofree char *website = NULL;
  g_autofree char *copyright = NULL;
  g_autofree char *developer_name = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *notes_version = NULL;
  g_auto(GStrv) developers = NULL;

  g_object_get (about,
                "version", &version,
                "issue-url", &issue_url,
                "website", &website,
                "copyright", &copyright,
                "developer-name", &developer_name,
                "developers", &developers,
                "release-notes", &notes,
                "release-notes-version", &notes_version,
                NULL);

  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  /* io.github.ginkgocompanion.GinkgoCompanion lives there */
  g_assert_cmpstr (website, ==, "https://github.com/ginkgocompanion/GinkgoCompanion");
  g_assert_cmpstr (issue_url, ==, "https://github.com/ginkgocompanion/GinkgoCompanion/issues");
  gk_ui_assert_contains (copyright, "2026");
  gk_ui_assert_contains (developer_name, "Ginkgo Companion");
  /* credit that leads somewhere: the list of everyone who contributed */
  g_assert_nonnull (developers);
  g_assert_cmpuint (g_strv_length (developers), >=, 1);
  gk_ui_assert_contains (developers[0],
                         " https://github.com/ginkgocompanion/GinkgoCompanion/graphs/contributors");
  g_assert_cmpstr (notes_version, ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (notes, "<p>"));

  gk_ui_test_finalize_window (about);
}

int
main (int   argc,
      char *argv[])
{
  gk_ui_test_init (&argc, &argv);

  /* First: nothing has opened the window yet. */
  g_test_add_func ("/about/registered-on-opening", test_registered_on_opening);
  g_test_add_func ("/about/release-notes/languages", test_release_notes_languages);
  g_test_add_func ("/about/release-notes/broken", test_release_notes_broken);
  g_test_add_func ("/about/release-notes/compiled-in", test_release_notes_compiled_in);
  g_test_add_func ("/about/window", test_window);

  return g_test_run ();
}
