/* gk-history-profiles.c: the people in the history and their identities
 *
 * profiles.ini is a key file of these groups, every key escaped so that
 * any Unicode name or UUID is a valid key:
 *
 *   [aliases]         name key = the name it now stands for (older versions'
 *                     renames and merges, still followed)
 *   [names]           name key = the name the user gave that person (older)
 *   [colours]         name key = white | orange | green | purple | black (older)
 *   [persons]         name key = the UUID of the person that name stands for
 *   [person-names]    UUID = the name the user gave them
 *   [person-colours]  UUID = the colour they are shown in
 *   [merged]          UUID = the UUID of the person they are the same as
 *
 * Older versions read and keep the new groups without using them.  The
 * file is held as its lines: each is a group header, an entry, a comment
 * or blank, or a line that could not be read, and is written back as it
 * was unless an edit concerns it.  Every edit reads the file again first
 * (another program may have changed it), changes its lines and saves it
 * atomically.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gk-file-io.h"
#include "gk-history-profiles.h"
#include "gk-history-person-ids.h"

#define GROUP_ALIASES        "aliases"
#define GROUP_NAMES          "names"
#define GROUP_COLOURS        "colours"
#define GROUP_PERSONS        "persons"
#define GROUP_PERSON_NAMES   "person-names"
#define GROUP_PERSON_COLOURS "person-colours"
#define GROUP_MERGED         "merged"
#define MAX_STEPS            64

/* What a person derived from a name key is derived from. */
#define PERSON_PREFIX "ginkgo-companion person\n"

typedef enum
{
  LINE_COMMENT,      /* a comment or a blank line */
  LINE_GROUP,
  LINE_ENTRY,
  LINE_BAD           /* skipped, kept as it was */
} LineKind;

typedef struct
{
  LineKind  kind;
  char     *text;    /* the bytes of the line, without its line feed */
  gsize     length;
  char     *group;   /* a header's group, or the group an entry is in */
  char     *key;     /* an entry's key as written (escaped) */
  char     *value;   /* an entry's value, unescaped */
} Line;

struct _GkHistoryProfiles
{
  GObject     parent_instance;

  char       *path;
  char       *problem;
  gboolean    unreadable;   /* the file is there but could not be read */
  GPtrArray  *lines;        /* of Line* */
  GHashTable *entries;      /* "group\037key" -> the last Line* of that entry */
  GHashTable *derived;      /* name key -> its derived UUID (a cache) */
  GHashTable *legacy_names; /* person -> name, from [names]; NULL until asked */
  GHashTable *legacy_colours;
  struct stat read_stat;    /* the file as it was when it was last read */
  char       *me;           /* the person who is the user, or NULL */
};

G_DEFINE_FINAL_TYPE (GkHistoryProfiles, gk_history_profiles, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PROBLEM,
  PROP_ME,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void follow_file (GkHistoryProfiles *self);

/* ---- one line of the file ---- */

static void
line_free (Line *line)
{
  g_free (line->text);
  g_free (line->group);
  g_free (line->key);
  g_free (line->value);
  g_free (line);
}

/* GKeyFile's escapes: \s (a leading space), \n, \t, \r and \\. */
static char *
unescape_value (const char *text)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p != '\\')
        {
          g_string_append_c (out, *p);
          continue;
        }
      p++;
      switch (*p)
        {
        case 's': g_string_append_c (out, ' '); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case '\\': g_string_append_c (out, '\\'); break;
        default:
          return NULL;
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
escape_value (const char *value)
{
  GString *out = g_string_new (NULL);

  for (const char *p = value; *p != '\0'; p++)
    {
      switch (*p)
        {
        case ' ': g_string_append (out, p == value ? "\\s" : " "); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\t': g_string_append (out, "\\t"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\\': g_string_append (out, "\\\\"); break;
        default: g_string_append_c (out, *p); break;
        }
    }
  return g_string_free (out, FALSE);
}

/* A key file key cannot hold "=", "[", "]", line breaks or outer blanks. */
static char *
escape_key (const char *key)
{
  return g_uri_escape_string (key, NULL, TRUE);
}

/* A key as this module escapes it, however it was escaped by hand. */
static char *
canonical_key (const char *written)
{
  g_autofree char *key = g_uri_unescape_string (written, NULL);

  return key != NULL ? escape_key (key) : g_strdup (written);
}

static gboolean
is_conflict_marker (const char *text)
{
  static const char *const markers[] = { "<<<<<<<", "=======", ">>>>>>>", "|||||||" };

  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    if (g_str_has_prefix (text, markers[i]))
      return TRUE;
  return FALSE;
}

/* A group header "[name]": the name, or NULL when the line is not one. */
static char *
parse_group (const char *text)
{
  const char *end = strrchr (text, ']');
  g_autofree char *name = NULL;

  if (*text != '[' || end == NULL)
    return NULL;
  for (const char *p = end + 1; *p != '\0'; p++)
    if (*p != ' ' && *p != '\t')
      return NULL;
  name = g_strndup (text + 1, (gsize) (end - text - 1));
  if (*name == '\0' || strpbrk (name, "[]") != NULL)
    return NULL;
  for (const char *p = name; *p != '\0'; p++)
    if (g_ascii_iscntrl (*p))
      return NULL;
  return g_steal_pointer (&name);
}

/* Reads one line in the group @group (NULL before the first header). */
static Line *
parse_line (const char *bytes,
            gsize       length,
            const char *group)
{
  Line *line = g_new0 (Line, 1);
  g_autofree char *text = NULL;
  const char *p, *equals;

  line->text = g_strndup (bytes, length);
  line->length = length;
  line->kind = LINE_BAD;
  line->group = g_strdup (group);

  /* A line feed ends a line; a carriage return before it is not content. */
  if (length > 0 && bytes[length - 1] == '\r')
    length--;
  if (memchr (bytes, '\0', length) != NULL || !g_utf8_validate_len (bytes, length, NULL))
    return line;
  text = g_strndup (bytes, length);
  for (p = text; *p == ' ' || *p == '\t'; p++)
    ;

  if (*p == '\0' || *p == '#')
    line->kind = LINE_COMMENT;
  else if (is_conflict_marker (p))
    line->kind = LINE_BAD;
  else if (*p == '[')
    {
      char *name = parse_group (p);

      if (name != NULL)
        {
          line->kind = LINE_GROUP;
          g_free (line->group);
          line->group = name;
        }
    }
  else if (group != NULL && (equals = strchr (p, '=')) != NULL)
    {
      g_autofree char *key = g_strstrip (g_strndup (p, (gsize) (equals - p)));
      const char *value = equals + 1;

      while (*value == ' ' || *value == '\t')
        value++;
      if (*key != '\0' && (line->value = unescape_value (value)) != NULL)
        {
          line->kind = LINE_ENTRY;
          line->key = g_steal_pointer (&key);
        }
    }
  return line;
}

static Line *
entry_line_new (const char *group,
                const char *key,
                const char *value)
{
  g_autofree char *escaped = escape_value (value);
  Line *line = g_new0 (Line, 1);

  line->kind = LINE_ENTRY;
  line->text = g_strconcat (key, "=", escaped, NULL);
  line->length = strlen (line->text);
  line->group = g_strdup (group);
  line->key = g_strdup (key);
  line->value = g_strdup (value);
  return line;
}

static Line *
group_line_new (const char *group)
{
  Line *line = g_new0 (Line, 1);

  line->kind = LINE_GROUP;
  line->text = g_strdup_printf ("[%s]", group);
  line->length = strlen (line->text);
  line->group = g_strdup (group);
  return line;
}

/* ---- the file's lines ---- */

static char *
entry_id (const char *group,
          const char *key)
{
  return g_strconcat (group, "\037", key, NULL);
}

/* What the lines say changed: the index of entries and every cache. */
static void
lines_changed (GkHistoryProfiles *self)
{
  g_hash_table_remove_all (self->entries);
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (line->kind == LINE_ENTRY)
        {
          g_autofree char *key = canonical_key (line->key);

          g_hash_table_insert (self->entries, entry_id (line->group, key), line);
        }
    }
  g_clear_pointer (&self->legacy_names, g_hash_table_unref);
  g_clear_pointer (&self->legacy_colours, g_hash_table_unref);
}

static void
set_problem (GkHistoryProfiles *self,
             char              *problem)
{
  if (g_strcmp0 (problem, self->problem) == 0)
    {
      g_free (problem);
      return;
    }
  g_free (self->problem);
  self->problem = problem;
  if (problem != NULL)
    g_debug ("%s: %s", self->path, problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

static void
parse_text (GkHistoryProfiles *self,
            const char        *text,
            gsize              length)
{
  const char *group = NULL;
  const char *p = text;
  const char *end = text + length;
  guint n_bad = 0, first_bad = 0;

  g_ptr_array_set_size (self->lines, 0);
  while (p < end)
    {
      const char *newline = memchr (p, '\n', (gsize) (end - p));
      gsize line_length = (gsize) ((newline != NULL ? newline : end) - p);
      Line *line = parse_line (p, line_length, group);

      if (line->kind == LINE_GROUP)
        group = line->group;
      if (line->kind == LINE_BAD && n_bad++ == 0)
        first_bad = self->lines->len + 1;
      g_ptr_array_add (self->lines, line);
      p += line_length + (newline != NULL ? 1 : 0);
    }
  lines_changed (self);

  if (n_bad == 0)
    set_problem (self, NULL);
  else if (n_bad == 1)
    set_problem (self,
                 /* TRANSLATORS: %u is a line number of the file profiles.ini */
                 g_strdup_printf (_("Line %u of the players’ profiles could not be read: it is "
                                    "kept as it was, and the rest is used."), first_bad));
  else
    set_problem (self,
                 /* TRANSLATORS: the number of lines, then the first one's number */
                 g_strdup_printf (ngettext ("%u line of the players’ profiles could not be read, "
                                            "the first at line %u: they are kept as they were, "
                                            "and the rest is used.",
                                            "%u lines of the players’ profiles could not be read, "
                                            "the first at line %u: they are kept as they were, "
                                            "and the rest is used.", n_bad),
                                  n_bad, first_bad));
}

static void
note_stat (GkHistoryProfiles *self)
{
  if (g_stat (self->path, &self->read_stat) != 0)
    memset (&self->read_stat, 0, sizeof self->read_stat);
}

/* Reads the file again; a missing one is empty. */
static void
load (GkHistoryProfiles *self)
{
  note_stat (self);

  g_autoptr(GFile) file = g_file_new_for_path (self->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  self->unreadable = FALSE;
  if (!g_file_test (self->path, G_FILE_TEST_EXISTS) && !g_file_test (self->path,
                                                                     G_FILE_TEST_IS_SYMLINK))
    {
      parse_text (self, "", 0);
      return;
    }
  if (!gk_file_read_bounded (file, &text, &length, &error))
    {
      /* Nothing of it is known: edits must not be written over it. */
      parse_text (self, "", 0);
      self->unreadable = TRUE;
      set_problem (self,
                   /* TRANSLATORS: %s is the system's reason */
                   g_strdup_printf (_("The players’ profiles could not be read, and are left "
                                      "as they are: %s"), error->message));
      return;
    }
  parse_text (self, text, length);
}

static gboolean
save (GkHistoryProfiles  *self,
      GError            **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path (self->path);
  g_autofree char *folder = g_path_get_dirname (self->path);

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      g_string_append_len (text, line->text, (gssize) line->length);
      g_string_append_c (text, '\n');
    }
  g_mkdir_with_parents (folder, 0700);
  return gk_file_save_atomically (file, text->str, text->len, error);
}

static const char *
lookup (GkHistoryProfiles *self,
        const char        *group,
        const char        *key)
{
  g_autofree char *escaped = escape_key (key);
  g_autofree char *id = entry_id (group, escaped);
  Line *line = g_hash_table_lookup (self->entries, id);

  return line != NULL ? line->value : NULL;
}

/* Where a new entry of @group goes: after the group's last header or
 * entry; -1 when the file has no such group. */
static gint
group_end (GkHistoryProfiles *self,
           const char        *group)
{
  gint end = -1;

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if ((line->kind == LINE_GROUP || line->kind == LINE_ENTRY)
          && g_strcmp0 (line->group, group) == 0)
        end = (gint) i;
    }
  return end;
}

/* Sets or (@value NULL) removes an entry, leaving every other line as it is. */
static void
store (GkHistoryProfiles *self,
       const char        *group,
       const char        *key,
       const char        *value)
{
  g_autofree char *escaped = escape_key (key);
  g_autofree char *id = entry_id (group, escaped);
  Line *line = g_hash_table_lookup (self->entries, id);

  if (value == NULL)
    {
      for (guint i = self->lines->len; i > 0; i--)
        {
          Line *old = g_ptr_array_index (self->lines, i - 1);
          g_autofree char *old_key = old->kind == LINE_ENTRY ? canonical_key (old->key) : NULL;

          if (old_key != NULL && g_str_equal (old->group, group)
              && g_str_equal (old_key, escaped))
            g_ptr_array_remove_index (self->lines, i - 1);
        }
    }
  else if (line != NULL)
    {
      guint position;

      if (g_str_equal (line->value, value))
        return;
      g_assert (g_ptr_array_find (self->lines, line, &position));
      g_ptr_array_index (self->lines, position) = entry_line_new (group, escaped, value);
      line_free (line);
    }
  else
    {
      gint end = group_end (self, group);

      if (end < 0)
        {
          Line *last = self->lines->len > 0
                       ? g_ptr_array_index (self->lines, self->lines->len - 1) : NULL;

          if (last != NULL && last->length > 0)
            g_ptr_array_add (self->lines, parse_line ("", 0, last->group));
          g_ptr_array_add (self->lines, group_line_new (group));
          end = (gint) self->lines->len - 1;
        }
      g_ptr_array_insert (self->lines, end + 1, entry_line_new (group, escaped, value));
    }
  lines_changed (self);
}

/* ---- identities ---- */

void
gk_history_person_free (GkHistoryPerson *person)
{
  if (person == NULL)
    return;
  g_free (person->id);
  g_free (person->name);
  g_free (person);
}

char *
gk_history_person_id_from_key (const char *key)
{
  g_autofree char *seed = NULL;

  g_return_val_if_fail (key != NULL, NULL);

  seed = g_strconcat (PERSON_PREFIX, key, NULL);
  return gk_play_id_from_content (seed, strlen (seed));
}

static const char *
derived_id (GkHistoryProfiles *self,
            const char        *key)
{
  const char *id = g_hash_table_lookup (self->derived, key);

  if (id == NULL)
    {
      id = gk_history_person_id_from_key (key);
      g_hash_table_insert (self->derived, g_strdup (key), (gpointer) id);
    }
  return id;
}

/* The person @id stands for now: merges followed.  The solo opponent is
 * never anyone else. */
static char *
follow_merges (GkHistoryProfiles *self,
               const char        *id)
{
  g_autofree char *current = g_strdup (id);

  if (g_str_equal (id, GK_PERSON_HAL))
    return g_steal_pointer (&current);
  /* The step limit guards against a hand-edited file with a cycle. */
  for (guint step = 0; step < MAX_STEPS; step++)
    {
      const char *next = lookup (self, GROUP_MERGED, current);

      if (next == NULL || !gk_play_id_is_valid (next) || g_str_equal (next, current)
          || g_str_equal (next, GK_PERSON_HAL))
        break;
      g_free (current);
      current = g_strdup (next);
    }
  return g_steal_pointer (&current);
}

/* The person a name key stands for: its own entry, else the one its older
 * aliases lead to, else the one derived from where they lead. */
static char *
person_of_key (GkHistoryProfiles *self,
               const char        *key)
{
  g_autofree char *current = g_strdup (key);
  const char *person = lookup (self, GROUP_PERSONS, key);

  for (guint step = 0; person == NULL && step < MAX_STEPS; step++)
    {
      const char *target = lookup (self, GROUP_ALIASES, current);
      g_autofree char *next = target != NULL ? gk_history_name_key (target) : NULL;

      if (next == NULL || g_str_equal (next, current))
        break;
      g_free (current);
      current = g_steal_pointer (&next);
      person = lookup (self, GROUP_PERSONS, current);
    }
  if (person == NULL || !gk_play_id_is_valid (person))
    person = derived_id (self, current);
  return follow_merges (self, person);
}

char *
gk_history_person_id (GkHistoryProfiles *profiles,
                      const char        *name,
                      const char        *person)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles), NULL);
  g_return_val_if_fail (name != NULL || person != NULL, NULL);

  if (person != NULL && gk_play_id_is_valid (person))
    return profiles != NULL ? follow_merges (profiles, person) : g_strdup (person);
  key = gk_history_name_key (name);
  return profiles != NULL ? person_of_key (profiles, key) : gk_history_person_id_from_key (key);
}

char *
gk_history_player_person_id (GkHistoryProfiles     *profiles,
                             const GkHistoryPlayer *player)
{
  g_return_val_if_fail (player != NULL, NULL);

  if (player->seat == GK_HISTORY_SEAT_HAL)
    return g_strdup (GK_PERSON_HAL);
  return gk_history_person_id (profiles, player->name != NULL ? player->name : "",
                               player->person);
}

char *
gk_history_profiles_person_for_name (GkHistoryProfiles *self,
                                     const char        *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  follow_file (self);

  key = gk_history_name_key (name);
  if (*key == '\0')
    return NULL;
  return person_of_key (self, key);
}

void
gk_history_profiles_add_persons (GkHistoryProfiles  *self,
                                 GkPlayRecord       *record,
                                 const char * const *names,
                                 guint               n_names)
{
  g_return_if_fail (GK_IS_HISTORY_PROFILES (self));
  g_return_if_fail (record != NULL);
  g_return_if_fail (names != NULL || n_names == 0);

  for (guint seat = 0; seat < n_names; seat++)
    {
      g_autofree char *person = names[seat] != NULL
                                ? gk_history_profiles_person_for_name (self, names[seat])
                                : NULL;
      gboolean taken = FALSE;

      for (guint other = 0; person != NULL && other < seat; other++)
        taken |= g_strcmp0 (gk_play_record_get_person (record, other), person) == 0;
      if (person != NULL && !taken)
        gk_play_record_set_person (record, seat, person);
    }
}

/* What the older groups [names] and [colours] say, by person. */
static GHashTable *
legacy_by_person (GkHistoryProfiles *self,
                  const char        *group)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);
      g_autofree char *key = NULL;

      if (line->kind != LINE_ENTRY || !g_str_equal (line->group, group)
          || (key = g_uri_unescape_string (line->key, NULL)) == NULL)
        continue;
      g_hash_table_insert (table, person_of_key (self, key), g_strdup (line->value));
    }
  return table;
}

static const char *
person_value (GkHistoryProfiles  *self,
              const char         *group,
              GHashTable        **legacy,
              const char         *legacy_group,
              const char         *person)
{
  g_autofree char *root = follow_merges (self, person);
  const char *value = lookup (self, group, root);

  if (value != NULL)
    return value;
  if (*legacy == NULL)
    *legacy = legacy_by_person (self, legacy_group);
  return g_hash_table_lookup (*legacy, root);
}

char *
gk_history_profiles_dup_name (GkHistoryProfiles *self,
                              const char        *person)
{
  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  g_return_val_if_fail (person != NULL, NULL);

  follow_file (self);

  return g_strdup (person_value (self, GROUP_PERSON_NAMES, &self->legacy_names, GROUP_NAMES,
                                 person));
}

gboolean
gk_history_profiles_get_colour (GkHistoryProfiles *self,
                                const char        *person,
                                GkPlayerColour    *out_colour)
{
  const char *value;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (person != NULL, FALSE);

  value = person_value (self, GROUP_PERSON_COLOURS, &self->legacy_colours, GROUP_COLOURS, person);
  return value != NULL && gk_player_colour_from_string (value, out_colour);
}

static gint
compare_persons (gconstpointer a,
                 gconstpointer b)
{
  const GkHistoryPerson *pa = *(GkHistoryPerson * const *) a;
  const GkHistoryPerson *pb = *(GkHistoryPerson * const *) b;

  if (pa->plays != pb->plays)
    return pa->plays > pb->plays ? -1 : 1;
  return g_utf8_collate (pa->name, pb->name);
}

static GkHistoryPerson *
person_entry (GHashTable *table,
              GPtrArray  *list,
              const char *id)
{
  GkHistoryPerson *person = g_hash_table_lookup (table, id);

  if (person == NULL)
    {
      person = g_new0 (GkHistoryPerson, 1);
      person->id = g_strdup (id);
      g_hash_table_insert (table, person->id, person);
      g_ptr_array_add (list, person);
    }
  return person;
}

GPtrArray *
gk_history_profiles_list_persons (GkHistoryProfiles *self,
                                  GPtrArray         *plays)
{
  g_autoptr(GHashTable) table = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GkHistoryPersonIds) ids = NULL;
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) gk_history_person_free);

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);

  follow_file (self);
  ids = gk_history_person_ids_new (self);

  for (guint i = 0; plays != NULL && i < plays->len; i++)
    {
      const GkHistoryPlay *play = g_ptr_array_index (plays, i);

      for (guint j = 0; j < play->players->len; j++)
        {
          const GkHistoryPlayer *p = &g_array_index (play->players, GkHistoryPlayer, j);
          GkHistoryPerson *person;

          if (gk_history_player_is_hal (p))
            continue;
          person = person_entry (table, list, gk_history_person_ids_get (ids, p));
          person->plays++;
          if (person->name == NULL && p->name != NULL)
            person->name = g_strdup (p->name);
        }
    }
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);
      g_autofree char *id = NULL;

      if (line->kind == LINE_ENTRY && g_str_equal (line->group, GROUP_PERSON_NAMES)
          && gk_play_id_is_valid (line->key) && !g_str_equal (line->key, GK_PERSON_HAL))
        {
          id = follow_merges (self, line->key);
          person_entry (table, list, id);
        }
    }
  for (guint i = 0; i < list->len; i++)
    {
      GkHistoryPerson *person = g_ptr_array_index (list, i);
      char *given = gk_history_profiles_dup_name (self, person->id);

      if (given != NULL)
        {
          g_free (person->name);
          person->name = given;
        }
      if (person->name == NULL)
        person->name = g_strdup ("");
    }
  g_ptr_array_sort (list, compare_persons);
  return list;
}

/* Another window or program changed the file since it was read: what it
 * says now counts (a person renamed elsewhere is that person here too). */
static void
follow_file (GkHistoryProfiles *self)
{
  struct stat now;

  if (g_stat (self->path, &now) != 0)
    memset (&now, 0, sizeof now);
  if (now.st_ino == self->read_stat.st_ino && now.st_dev == self->read_stat.st_dev
      && now.st_size == self->read_stat.st_size
      && now.st_mtim.tv_sec == self->read_stat.st_mtim.tv_sec
      && now.st_mtim.tv_nsec == self->read_stat.st_mtim.tv_nsec)
    return;
  load (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- edits ---- */

/* Reads the file again before an edit; FALSE when it could not be read. */
static gboolean
begin_edit (GkHistoryProfiles  *self,
            GError            **error)
{
  load (self);
  if (self->unreadable)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, self->problem);
      return FALSE;
    }
  return TRUE;
}

static gboolean
finish_edit (GkHistoryProfiles  *self,
             GError            **error)
{
  if (!save (self, error))
    {
      /* Not kept: what is shown is what the file says. */
      load (self);
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *key = gk_history_name_key (name);

  if (*key == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A player’s name cannot be empty"));
      return FALSE;
    }
  return TRUE;
}

/* Whether the profiles say anything of @person. */
static gboolean
knows_person (GkHistoryProfiles *self,
              const char        *person)
{
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (line->kind != LINE_ENTRY)
        continue;
      if ((g_str_equal (line->group, GROUP_PERSONS) || g_str_equal (line->group, GROUP_MERGED))
          && g_str_equal (line->value, person))
        return TRUE;
      if ((g_str_equal (line->group, GROUP_PERSON_NAMES)
           || g_str_equal (line->group, GROUP_PERSON_COLOURS))
          && g_str_equal (line->key, person))
        return TRUE;
    }
  if (self->legacy_names == NULL)
    self->legacy_names = legacy_by_person (self, GROUP_NAMES);
  return g_hash_table_contains (self->legacy_names, person);
}

gboolean
gk_history_profiles_rename (GkHistoryProfiles  *self,
                            const char         *person,
                            const char         *new_name,
                            GError            **error)
{
  g_autofree char *root = NULL;
  g_autofree char *trimmed = NULL;
  g_autofree char *new_key = NULL;
  g_autofree char *owner = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (person != NULL && gk_play_id_is_valid (person), FALSE);
  g_return_val_if_fail (!g_str_equal (person, GK_PERSON_HAL), FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  if (!check_name (new_name, error) || !begin_edit (self, error))
    return FALSE;
  root = follow_merges (self, person);
  trimmed = g_strstrip (g_strdup (new_name));
  new_key = gk_history_name_key (trimmed);
  owner = person_of_key (self, new_key);
  if (!g_str_equal (owner, root) && knows_person (self, owner))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   /* TRANSLATORS: %s is a player's name */
                   _("“%s” is already another player’s name: say they are the same person "
                     "instead"), trimmed);
      return FALSE;
    }
  store (self, GROUP_PERSON_NAMES, root, trimmed);
  store (self, GROUP_PERSONS, new_key, root);
  return finish_edit (self, error);
}

gboolean
gk_history_profiles_merge (GkHistoryProfiles  *self,
                           const char         *person,
                           const char         *into,
                           GError            **error)
{
  g_autofree char *from_root = NULL;
  g_autofree char *into_root = NULL;
  GkPlayerColour colour;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (person != NULL && gk_play_id_is_valid (person), FALSE);
  g_return_val_if_fail (into != NULL && gk_play_id_is_valid (into), FALSE);
  g_return_val_if_fail (!g_str_equal (person, GK_PERSON_HAL), FALSE);
  g_return_val_if_fail (!g_str_equal (into, GK_PERSON_HAL), FALSE);

  if (!begin_edit (self, error))
    return FALSE;
  from_root = follow_merges (self, person);
  into_root = follow_merges (self, into);
  if (g_str_equal (from_root, into_root))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                           _("These two are already the same player"));
      return FALSE;
    }
  if (!gk_history_profiles_get_colour (self, into_root, &colour)
      && gk_history_profiles_get_colour (self, from_root, &colour))
    store (self, GROUP_PERSON_COLOURS, into_root, gk_player_colour_to_string (colour));
  store (self, GROUP_MERGED, from_root, into_root);
  return finish_edit (self, error);
}

gboolean
gk_history_profiles_set_colour (GkHistoryProfiles  *self,
                                const char         *person,
                                GkPlayerColour      colour,
                                GError            **error)
{
  g_autofree char *root = NULL;

  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), FALSE);
  g_return_val_if_fail (person != NULL && gk_play_id_is_valid (person), FALSE);
  g_return_val_if_fail (colour < GK_N_PLAYER_COLOURS, FALSE);

  if (!begin_edit (self, error))
    return FALSE;
  root = follow_merges (self, person);
  store (self, GROUP_PERSON_COLOURS, root, gk_player_colour_to_string (colour));
  return finish_edit (self, error);
}

/* ---- the object ---- */

char *
gk_history_default_profiles_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginkgo-companion", "profiles.ini", NULL);
}

const char *
gk_history_profiles_get_problem (GkHistoryProfiles *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  return self->problem;
}

static void
gk_history_profiles_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  GkHistoryProfiles *self = GK_HISTORY_PROFILES (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    case PROP_ME:
      g_value_set_string (value, self->me != NULL ? self->me : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_history_profiles_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  GkHistoryProfiles *self = GK_HISTORY_PROFILES (object);

  switch (prop_id)
    {
    case PROP_ME:
      gk_history_profiles_set_me (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

const char *
gk_history_profiles_get_me (GkHistoryProfiles *self)
{
  g_return_val_if_fail (GK_IS_HISTORY_PROFILES (self), NULL);
  return self->me;
}

void
gk_history_profiles_set_me (GkHistoryProfiles *self,
                            const char        *person)
{
  g_autofree char *me = NULL;

  g_return_if_fail (GK_IS_HISTORY_PROFILES (self));

  /* Anything but a person's identity is nobody. */
  if (person != NULL && gk_play_id_is_valid (person))
    me = g_strdup (person);
  if (g_strcmp0 (me, self->me) == 0)
    return;
  g_free (self->me);
  self->me = g_steal_pointer (&me);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ME]);
}

static void
gk_history_profiles_finalize (GObject *object)
{
  GkHistoryProfiles *self = GK_HISTORY_PROFILES (object);

  g_free (self->path);
  g_free (self->problem);
  g_free (self->me);
  g_ptr_array_unref (self->lines);
  g_hash_table_unref (self->entries);
  g_hash_table_unref (self->derived);
  g_clear_pointer (&self->legacy_names, g_hash_table_unref);
  g_clear_pointer (&self->legacy_colours, g_hash_table_unref);

  G_OBJECT_CLASS (gk_history_profiles_parent_class)->finalize (object);
}

static void
gk_history_profiles_class_init (GkHistoryProfilesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gk_history_profiles_get_property;
  object_class->set_property = gk_history_profiles_set_property;
  object_class->finalize = gk_history_profiles_finalize;

  /**
   * GkHistoryProfiles:problem:
   *
   * What was wrong with the file when it was last read, for the window to
   * show, or %NULL.
   */
  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * GkHistoryProfiles:me:
   *
   * The person who is the user (their UUID), "" for nobody: the
   * preference the window keeps in GSettings ("me") and binds here.
   */
  properties[PROP_ME] =
    g_param_spec_string ("me", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gk_history_profiles_init (GkHistoryProfiles *self)
{
  self->lines = g_ptr_array_new_with_free_func ((GDestroyNotify) line_free);
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->derived = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

GkHistoryProfiles *
gk_history_profiles_new (const char *path)
{
  GkHistoryProfiles *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (GK_TYPE_HISTORY_PROFILES, NULL);
  self->path = g_strdup (path);
  load (self);
  return self;
}

GkHistoryProfiles *
gk_history_profiles_new_default (void)
{
  g_autofree char *path = gk_history_default_profiles_path ();

  return gk_history_profiles_new (path);
}
