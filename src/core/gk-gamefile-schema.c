/* gk-gamefile-schema.c: a game file's second step, the schema
 *
 * The parsed document is checked against the RELAX NG schema
 * (data/ginkgo-game.rng, shipped in the core's resources), and of
 * libxml2's messages the one that says most is kept and told in the
 * player's words, naming its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "gk-core-resources.h"
#include "gk-gamefile-private.h"

#define SCHEMA_PATH "/io/github/ginkgocompanion/GinkgoCompanion/core/ginkgo-game.rng"

/* ---- step 2: the schema ---- */

typedef struct
{
  guint  line;
  int    code;
  char  *str1;
  char  *str2;
  char  *element;   /* the element the complaint is about, if known */
  char  *message;
} SchemaProblem;

static void
schema_problem_clear (SchemaProblem *problem)
{
  g_clear_pointer (&problem->str1, g_free);
  g_clear_pointer (&problem->str2, g_free);
  g_clear_pointer (&problem->element, g_free);
  g_clear_pointer (&problem->message, g_free);
}

/* libxml2 reports a broken element as a chain: the precise complaint,
 * then each ancestor "failed to validate" (the wrappers).  It also goes on
 * after the first problem, and what it says then can point far away (a
 * wrong attribute on line 4 makes an <interleave> miss an element on line
 * 13).  So: a precise complaint beats a wrapper; among precise ones the
 * earliest in the file wins, as that is where the file first went wrong;
 * a complaint with a line beats one without. */
static gboolean
schema_problem_is_wrapper (const SchemaProblem *problem)
{
  return problem->code == XML_RELAXNG_ERR_CONTENTVALID ||
         problem->code == XML_RELAXNG_ERR_NOTELEM;
}

static gboolean
schema_problem_is_better (const SchemaProblem *problem,
                          const SchemaProblem *best)
{
  if (problem->message == NULL)
    return FALSE;
  if (best->message == NULL)
    return TRUE;
  if (schema_problem_is_wrapper (problem) != schema_problem_is_wrapper (best))
    return !schema_problem_is_wrapper (problem);
  if ((problem->line > 0) != (best->line > 0))
    return problem->line > 0;
  if (!schema_problem_is_wrapper (problem) && problem->line != best->line)
    return problem->line < best->line;
  return FALSE;
}

static void
on_schema_error (void       *user_data,
                 GkXmlError  err)
{
  SchemaProblem *best = user_data;
  SchemaProblem problem = { 0, };

  if (err == NULL || err->level < XML_ERR_ERROR)
    return;

  problem.line = _gk_xml_node_line (err->node);
  if (problem.line == 0 && err->line > 0)
    problem.line = (guint) err->line;
  problem.code = err->code;
  problem.message = _gk_xml_one_line (err->message);

  if (schema_problem_is_better (&problem, best))
    {
      schema_problem_clear (best);
      *best = problem;
      best->str1 = g_strdup (err->str1);
      best->str2 = g_strdup (err->str2);
      if (err->node != NULL && ((xmlNode *) err->node)->type == XML_ELEMENT_NODE)
        best->element = g_strdup ((const char *) ((xmlNode *) err->node)->name);
    }
  else
    schema_problem_clear (&problem);
}

static void
on_schema_parse_error (void       *user_data,
                       GkXmlError  err)
{
  /* The schema is part of the program: nothing to tell the user beyond
   * the failure itself, which load_schema() reports. */
}

/* Schemas compiled by this process, for the tests. */
static gint n_compiled = 0;

static xmlRelaxNGPtr
load_schema (GkLoader *loader,
             GBytes   *bytes)
{
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  gsize size = 0;
  const char *data;

  if (bytes == NULL)
    {
      _gk_loader_fail (loader, GK_ERROR_FILE_IO, 0,
                       _("the game file schema is missing from the program"));
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (pctxt, on_schema_parse_error, NULL);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);

  if (schema == NULL)
    _gk_loader_fail (loader, GK_ERROR_FILE_IO, 0,
                     _("the game file schema of the program is broken"));
  else
    g_atomic_int_inc (&n_compiled);

  return schema;
}

static void
fail_schema (GkLoader      *loader,
             SchemaProblem *problem)
{
  const char *s1 = problem->str1 != NULL ? problem->str1 : "?";
  const char *s2 = problem->str2 != NULL ? problem->str2 : "?";
  guint line = problem->line;

  /* The usual complaints in the user's language; the rest as libxml2 says them. */
  switch (problem->code)
    {
    case XML_RELAXNG_ERR_ELEMNAME:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the element <%s> was expected here, not <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_NOELEM:
      if (problem->str1 != NULL && *problem->str1 != '\0')
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the element <%s> is missing"), s1);
      else if (problem->element != NULL)
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("<%s> is incomplete: an element it must hold is missing"),
                         problem->element);
      else
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("an element is missing here"));
      break;
    case XML_RELAXNG_ERR_ELEMWRONG:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the element <%s> is not allowed here"), s1);
      break;
    case XML_RELAXNG_ERR_EXTRACONTENT:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("<%s> holds something it cannot hold: <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_INVALIDATTR:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("the attribute “%s” of <%s> is unknown or has a wrong value"), s1, s2);
      break;
    case XML_RELAXNG_ERR_ATTRVALID:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("an attribute of <%s> is missing or has a wrong value"), s1);
      break;
    case XML_RELAXNG_ERR_CONTENTVALID:
      _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                       _("what <%s> holds does not follow the game file format"), s1);
      break;
    default:
      if (problem->message != NULL && *problem->message != '\0')
        /* TRANSLATORS: %s is libxml2's own description of the problem (in English) */
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the file does not follow the game file format: %s"), problem->message);
      else
        _gk_loader_fail (loader, GK_ERROR_FILE_SCHEMA, line,
                         _("the file does not follow the game file format"));
      break;
    }
}

/* The schemas this thread compiled, kept for its next files: compiling
 * one costs more than checking a game against it.  libxml2 2.9 does not
 * say that a compiled schema may be used by two threads at once, so none
 * is shared: each thread compiles its own, freed when the thread ends. */
#define MAX_KEPT_SCHEMAS 4

typedef struct
{
  GBytes        *bytes;
  xmlRelaxNGPtr  schema;
} KeptSchema;

static void
kept_schema_free (KeptSchema *kept)
{
  g_bytes_unref (kept->bytes);
  xmlRelaxNGFree (kept->schema);
  g_free (kept);
}

static void
kept_schemas_free (gpointer data)
{
  g_ptr_array_unref (data);
}

static GPrivate kept_schemas = G_PRIVATE_INIT (kept_schemas_free);

/* The compiled schema of @bytes for this thread: the same text (a lookup
 * of a compressed resource gives new bytes each time) is compiled once. */
static xmlRelaxNGPtr
thread_schema (GkLoader *loader,
               GBytes   *bytes)
{
  GPtrArray *kept = g_private_get (&kept_schemas);
  KeptSchema *entry;
  xmlRelaxNGPtr schema;

  if (kept == NULL)
    {
      kept = g_ptr_array_new_with_free_func ((GDestroyNotify) kept_schema_free);
      g_private_set (&kept_schemas, kept);
    }
  for (guint i = 0; bytes != NULL && i < kept->len; i++)
    {
      entry = g_ptr_array_index (kept, i);
      if (entry->bytes == bytes || g_bytes_equal (entry->bytes, bytes))
        return entry->schema;
    }

  schema = load_schema (loader, bytes);
  if (schema == NULL)
    return NULL;
  if (kept->len >= MAX_KEPT_SCHEMAS)
    g_ptr_array_remove_index (kept, 0);
  entry = g_new (KeptSchema, 1);
  entry->bytes = g_bytes_ref (bytes);
  entry->schema = schema;
  g_ptr_array_add (kept, entry);
  return schema;
}

guint
_gk_xml_get_n_schemas_compiled (void)
{
  return (guint) g_atomic_int_get (&n_compiled);
}

/* Validates @doc against the RELAX NG schema @bytes (NULL: missing). */
gboolean
_gk_xml_validate_with (GkLoader *loader,
                       xmlDoc   *doc,
                       GBytes   *bytes)
{
  SchemaProblem problem = { 0, };
  xmlRelaxNGValidCtxtPtr vctxt;
  xmlRelaxNGPtr schema;
  int ret;

  _gk_xml_init ();
  schema = thread_schema (loader, bytes);
  if (schema == NULL)
    return FALSE;

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_schema_error, &problem);
  ret = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);

  if (ret != 0)
    {
      if (problem.line == 0)
        problem.line = _gk_xml_node_line (xmlDocGetRootElement (doc));
      fail_schema (loader, &problem);
    }

  schema_problem_clear (&problem);

  return ret == 0;
}

/* The compiled-in resources, registered on their first use: see
 * gk_xml_resource(). */
static GResource *
core_resource (void)
{
  return gk_xml_resource (gk_core_register_resource, gk_core_get_resource);
}

/* The schema's text, looked up (and uncompressed) once. */
static GBytes *
game_schema (void)
{
  static GBytes *bytes = NULL;
  static gsize looked_up = 0;

  if (g_once_init_enter (&looked_up))
    {
      bytes = g_resource_lookup_data (core_resource (), SCHEMA_PATH,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_once_init_leave (&looked_up, 1);
    }
  return bytes;
}

gboolean
_gk_game_file_validate (GkLoader *loader,
                        xmlDoc   *doc)
{
  return _gk_xml_validate_with (loader, doc, game_schema ());
}
