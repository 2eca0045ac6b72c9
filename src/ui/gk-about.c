/* gk-about.c: the About window, its release notes read from the metainfo
 *
 * The metainfo (data/APP_ID.metainfo.xml.in, merged with the translations)
 * is compiled into the resources: the newest release's description is shown
 * in the user's language, the same text the software centre shows.
 * libadwaita 1.2 has no adw_about_window_new_from_appdata() (it came in 1.4),
 * hence this reader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-about-resources.h"
#include "gk-about.h"
#include "gk-xml.h"

#define METAINFO_RESOURCE "/io/github/ginkgocompanion/GinkgoCompanion/metainfo.xml"
#define WEBSITE "https://github.com/ginkgocompanion/GinkgoCompanion"

/* One block of the description: a paragraph or list item in one language,
 * or the start or end of a list. */
typedef struct
{
  char    *element;   /* "p", "li", "ul", "/ul", "ol", "/ol" */
  char    *lang;      /* NULL: the untranslated (English) text */
  GString *markup;
} Block;

typedef struct
{
  gboolean   in_releases;
  gboolean   in_release;
  gboolean   release_done;
  gboolean   in_description;
  char      *version;
  GPtrArray *blocks;
  Block     *open;      /* the p or li being read */
} Reader;

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->element);
  g_free (block->lang);
  if (block->markup != NULL)
    g_string_free (block->markup, TRUE);
  g_free (block);
}

static Block *
reader_add (Reader     *reader,
            const char *element,
            const char *lang)
{
  Block *block = g_new0 (Block, 1);

  block->element = g_strdup (element);
  block->lang = g_strdup (lang);
  g_ptr_array_add (reader->blocks, block);
  return block;
}

static const char *
find_attribute (const char  *name,
                const char **names,
                const char **values)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

static void
reader_start (GMarkupParseContext  *context,
              const char           *element,
              const char          **names,
              const char          **values,
              gpointer              user_data,
              GError              **error)
{
  Reader *reader = user_data;

  if (g_str_equal (element, "releases"))
    reader->in_releases = TRUE;
  else if (reader->in_releases && !reader->release_done && g_str_equal (element, "release"))
    {
      reader->in_release = TRUE;
      reader->version = g_strdup (find_attribute ("version", names, values));
    }
  else if (reader->in_release && g_str_equal (element, "description"))
    reader->in_description = TRUE;
  else if (!reader->in_description)
    return;
  else if (reader->open != NULL)
    /* emphasis and code inside a paragraph, as the metainfo allows */
    g_string_append_printf (reader->open->markup, "<%s>", element);
  else if (g_str_equal (element, "p") || g_str_equal (element, "li"))
    {
      reader->open = reader_add (reader, element, find_attribute ("xml:lang", names, values));
      reader->open->markup = g_string_new (NULL);
    }
  else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
    reader_add (reader, element, NULL);
}

static void
reader_end (GMarkupParseContext  *context,
            const char           *element,
            gpointer              user_data,
            GError              **error)
{
  Reader *reader = user_data;

  if (g_str_equal (element, "releases"))
    reader->in_releases = FALSE;
  else if (reader->in_release && g_str_equal (element, "release"))
    {
      reader->in_release = FALSE;
      reader->release_done = TRUE;
    }
  else if (reader->in_description && g_str_equal (element, "description"))
    reader->in_description = FALSE;
  else if (!reader->in_description)
    return;
  else if (reader->open != NULL && g_str_equal (element, reader->open->element))
    reader->open = NULL;
  else if (reader->open != NULL)
    g_string_append_printf (reader->open->markup, "</%s>", element);
  else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
    {
      g_autofree char *close = g_strconcat ("/", element, NULL);

      reader_add (reader, close, NULL);
    }
}

static void
reader_text (GMarkupParseContext  *context,
             const char           *text,
             gsize                 length,
             gpointer              user_data,
             GError              **error)
{
  Reader *reader = user_data;
  g_autofree char *escaped = NULL;

  if (reader->open == NULL)
    return;
  escaped = g_markup_escape_text (text, (gssize) length);
  g_string_append (reader->open->markup, escaped);
}

/* The first of the user's languages the description is translated into:
 * "hu_HU.UTF-8" matches xml:lang="hu_HU" or "hu".  NULL: the English text. */
static const char *
reader_pick_language (Reader             *reader,
                      const char * const *languages)
{
  for (guint l = 0; languages != NULL && languages[l] != NULL; l++)
    for (guint i = 0; i < reader->blocks->len; i++)
      {
        Block *block = g_ptr_array_index (reader->blocks, i);

        if (block->lang != NULL && g_str_equal (block->lang, languages[l]))
          return block->lang;
      }
  return NULL;
}

/**
 * gk_about_release_notes:
 * @metainfo: an AppStream metainfo document, translations merged in
 * @length: its length, or -1 when it ends with a nul
 * @languages: the user's languages, best first (g_get_language_names())
 * @version: (out) (optional): the release's version
 * @error: a parse error
 *
 * The newest release's description in the first of @languages it is
 * translated into, English otherwise, as the markup AdwAboutWindow's
 * release notes take (p, ul, ol, li, em, code).
 *
 * Returns: (transfer full): the markup; %NULL on a parse error; "" when the
 *   newest release has no description
 */
char *
gk_about_release_notes (const char         *metainfo,
                        gssize              length,
                        const char * const *languages,
                        char              **version,
                        GError            **error)
{
  static const GMarkupParser parser = { reader_start, reader_end, reader_text, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autoptr(GPtrArray) blocks = g_ptr_array_new_with_free_func (block_free);
  Reader reader = { .blocks = blocks };
  const char *lang;
  gboolean list_has_items = FALSE;
  gsize list_start = 0;

  g_return_val_if_fail (metainfo != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  context = g_markup_parse_context_new (&parser, G_MARKUP_DEFAULT_FLAGS, &reader, NULL);
  if (!g_markup_parse_context_parse (context, metainfo, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    {
      g_free (reader.version);
      return NULL;
    }

  lang = reader_pick_language (&reader, languages);
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *block = g_ptr_array_index (blocks, i);

      if (block->element[0] == '/')
        {
          /* a list none of whose items is in this language is left out */
          if (list_has_items)
            g_string_append_printf (markup, "<%s>", block->element);
          else
            g_string_truncate (markup, list_start);
          continue;
        }
      if (block->markup == NULL)
        {
          list_start = markup->len;
          list_has_items = FALSE;
          g_string_append_printf (markup, "<%s>", block->element);
          continue;
        }
      if (g_strcmp0 (block->lang, lang) != 0)
        continue;
      if (g_str_equal (block->element, "li"))
        list_has_items = TRUE;
      g_string_append_printf (markup, "<%s>%s</%s>",
                              block->element, g_strstrip (block->markup->str), block->element);
    }

  if (version != NULL)
    *version = g_steal_pointer (&reader.version);
  g_free (reader.version);
  return g_string_free (g_steal_pointer (&markup), FALSE);
}

static void
gk_about_set_release_notes (AdwAboutWindow *about)
{
  /* Registered when the window first opens: see gk_xml_resource(). */
  GResource *resource = gk_xml_resource (gk_about_register_resource, gk_about_get_resource);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (resource, METAINFO_RESOURCE,
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *version = NULL;
  gsize size;
  const char *data;

  /* compiled in by the build: its absence is a packaging bug */
  g_return_if_fail (bytes != NULL);
  data = g_bytes_get_data (bytes, &size);
  notes = gk_about_release_notes (data, (gssize) size, g_get_language_names (), &version, &error);
  if (notes == NULL)
    {
      g_critical ("The compiled-in metainfo does not parse: %s", error->message);
      return;
    }
  adw_about_window_set_release_notes_version (about, version);
  adw_about_window_set_release_notes (about, notes);
}

/**
 * gk_about_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * The About window: version, credits, links, licence and what this
 * release brings.
 *
 * Returns: (transfer floating): a new AdwAboutWindow
 */
GtkWidget *
gk_about_window_new (GtkWindow *parent)
{
  static const char *developers[] = {
    "Ginkgo Companion developers " WEBSITE "/graphs/contributors",
    NULL
  };
  AdwAboutWindow *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Ginkgo Companion"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("Ginkgo Companion developers"),
                        "developers", developers,
                        "copyright", _("© 2026 Ginkgo Companion developers"),
                        "comments", _("Keeps the books of a game of Ginkgopolis at the table: "
                                      "the setup, every round, and the final score."),
                        /* TRANSLATORS: your team's or your names, one per line
                         * (a web address or <e-mail> after a name makes a link) */
                        "translator-credits", _("translator-credits"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", WEBSITE,
                        "issue-url", WEBSITE "/issues",
                        NULL);
  adw_about_window_add_legal_section (about,
                                      _("Ginkgopolis"),
                                      _("Ginkgopolis is a board game by Xavier Georges. "
                                        "This companion is an unofficial fan project."),
                                      GTK_LICENSE_UNKNOWN, NULL);
  gk_about_set_release_notes (about);
  return GTK_WIDGET (about);
}
