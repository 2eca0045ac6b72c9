/* gk-play.c: the play: who, when, where (game-file.md, "The play")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-play.h"
#include "gk-types.h"

/* ---- moments ---- */

void
gk_time_from_date_time (GkTime    *out,
                        GDateTime *date_time)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (date_time != NULL);

  out->usec = g_date_time_to_unix (date_time) * G_USEC_PER_SEC
              + g_date_time_get_microsecond (date_time);
  out->offset = (gint32) (g_date_time_get_utc_offset (date_time) / G_TIME_SPAN_SECOND);
  out->set = TRUE;
  out->offset_unknown = FALSE;
}

void
gk_time_now (GkTime *out)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  g_return_if_fail (out != NULL);

  gk_time_from_date_time (out, now);
}

GDateTime *
gk_time_to_date_time (const GkTime *time)
{
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) exact = NULL;
  g_autoptr(GTimeZone) zone = NULL;
  gint64 seconds, fraction;

  g_return_val_if_fail (time != NULL, NULL);

  if (!time->set)
    return NULL;
  seconds = time->usec / G_USEC_PER_SEC;
  fraction = time->usec % G_USEC_PER_SEC;
  if (fraction < 0)
    {
      fraction += G_USEC_PER_SEC;
      seconds--;
    }
  utc = g_date_time_new_from_unix_utc (seconds);
  if (utc == NULL)
    return NULL;
  exact = g_date_time_add (utc, fraction);
  zone = g_time_zone_new_offset (time->offset);
  return g_date_time_to_timezone (exact, zone);
}

static gboolean
read_digits (const char **p,
             guint        n,
             gint        *out)
{
  gint value = 0;

  for (guint i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit ((*p)[i]))
        return FALSE;
      value = value * 10 + ((*p)[i] - '0');
    }
  *p += n;
  *out = value;
  return TRUE;
}

static gboolean
expect (const char **p,
        char         c)
{
  if (**p != c)
    return FALSE;
  (*p)++;
  return TRUE;
}

gboolean
gk_time_parse (const char *text,
               GkTime     *out)
{
  const char *p = text;
  gint year, month, day, hour, minute, second;
  gint offset = 0;
  gboolean unknown = FALSE;
  gint64 fraction = 0;
  g_autoptr(GDateTime) utc = NULL;

  g_return_val_if_fail (out != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  if (!read_digits (&p, 4, &year) || !expect (&p, '-') || !read_digits (&p, 2, &month)
      || !expect (&p, '-') || !read_digits (&p, 2, &day)
      || !(expect (&p, 'T') || expect (&p, 't')) || !read_digits (&p, 2, &hour)
      || !expect (&p, ':') || !read_digits (&p, 2, &minute)
      || !expect (&p, ':') || !read_digits (&p, 2, &second))
    return FALSE;

  if (*p == '.')
    {
      guint digits = 0;
      gint64 scale = G_USEC_PER_SEC;

      p++;
      while (g_ascii_isdigit (*p))
        {
          if (++digits > 9)
            return FALSE;
          scale /= 10;
          fraction += (*p - '0') * scale;
          p++;
        }
      if (digits == 0)
        return FALSE;
    }

  /* "Z" and "-00:00": UTC, where it happened not known (RFC 3339 4.3). */
  if (*p == 'Z' || *p == 'z')
    {
      p++;
      unknown = TRUE;
    }
  else if (*p == '+' || *p == '-')
    {
      gint sign = *p == '-' ? -1 : 1;
      gint oh, om;

      p++;
      if (!read_digits (&p, 2, &oh) || !expect (&p, ':') || !read_digits (&p, 2, &om)
          || oh > 23 || om > 59)
        return FALSE;
      offset = sign * (oh * 3600 + om * 60);
      unknown = sign < 0 && offset == 0;
    }
  else
    return FALSE;
  if (*p != '\0')
    return FALSE;

  /* RFC 3339 allows a leap second; GLib does not count it. */
  if (second == 60)
    {
      second = 59;
      fraction = G_USEC_PER_SEC - 1;
    }
  if (hour > 23 || minute > 59 || second > 59)
    return FALSE;

  utc = g_date_time_new_utc (year, month, day, hour, minute, second);
  if (utc == NULL || year < 1)
    return FALSE;

  out->usec = (g_date_time_to_unix (utc) - offset) * G_USEC_PER_SEC + fraction;
  out->offset = offset;
  out->set = TRUE;
  out->offset_unknown = unknown;
  return TRUE;
}

char *
gk_time_format (const GkTime *time)
{
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *stamp = NULL;
  gint micro;
  GString *out;

  g_return_val_if_fail (time != NULL, NULL);

  local = gk_time_to_date_time (time);
  if (local == NULL)
    return NULL;

  stamp = g_date_time_format (local, "%Y-%m-%dT%H:%M:%S");
  out = g_string_new (stamp);
  micro = g_date_time_get_microsecond (local);
  if (micro % 1000 == 0 && micro != 0)
    g_string_append_printf (out, ".%03d", micro / 1000);
  else if (micro != 0)
    g_string_append_printf (out, ".%06d", micro);

  if (time->offset == 0 && time->offset_unknown)
    g_string_append_c (out, 'Z');
  else
    {
      gint offset = ABS (time->offset);

      g_string_append_printf (out, "%c%02d:%02d", time->offset < 0 ? '-' : '+',
                              offset / 3600, offset % 3600 / 60);
    }
  return g_string_free (out, FALSE);
}

gint64
gk_time_diff_seconds (const GkTime *to,
                      const GkTime *from)
{
  g_return_val_if_fail (to != NULL && to->set, 0);
  g_return_val_if_fail (from != NULL && from->set, 0);

  return (to->usec - from->usec) / G_USEC_PER_SEC;
}

gint64
gk_play_turn_seconds (const GkTime *from,
                      const GkTime *to)
{
  gint64 gap;

  g_return_val_if_fail (from != NULL && to != NULL, -1);

  if (!from->set || !to->set)
    return -1;
  gap = gk_time_diff_seconds (to, from);
  return gap >= 0 && gap <= GK_PLAY_PAUSE_SECONDS ? gap : -1;
}

gint64
gk_play_duration (const GkTime *times,
                  guint         n)
{
  const GkTime *last = NULL;
  gint64 total = 0;
  guint n_set = 0;

  g_return_val_if_fail (times != NULL || n == 0, -1);

  for (guint i = 0; i < n; i++)
    {
      gint64 gap;

      if (!times[i].set)
        continue;
      n_set++;
      if (last != NULL && (gap = gk_play_turn_seconds (last, &times[i])) > 0)
        total += gap;
      last = &times[i];
    }
  return n_set >= 2 ? total : -1;
}

/* ---- identities ---- */

char *
gk_play_id_new (void)
{
  return g_uuid_string_random ();
}

gboolean
gk_play_id_is_valid (const char *id)
{
  if (id == NULL || strlen (id) != 36)
    return FALSE;
  for (guint i = 0; i < 36; i++)
    {
      if (i == 8 || i == 13 || i == 18 || i == 23)
        {
          if (id[i] != '-')
            return FALSE;
        }
      else if (!g_ascii_isdigit (id[i]) && !(id[i] >= 'a' && id[i] <= 'f'))
        return FALSE;
    }
  return TRUE;
}

char *
gk_play_id_from_content (const char *data,
                         gsize       length)
{
  /* RFC 4122 name-based UUID (version 5) in a namespace of the app's own. */
  static const guint8 namespace[16] = {
    0x2b, 0x8e, 0x51, 0x7c, 0x0a, 0x44, 0x4f, 0x1d,
    0x9c, 0x36, 0x58, 0xe2, 0x71, 0x0f, 0xa9, 0x3d
  };
  g_autoptr(GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize digest_length = sizeof digest;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  g_checksum_update (sha1, namespace, sizeof namespace);
  if (length > 0)
    g_checksum_update (sha1, (const guchar *) data, length);
  g_checksum_get_digest (sha1, digest, &digest_length);
  digest[6] = (digest[6] & 0x0f) | 0x50;
  digest[8] = (digest[8] & 0x3f) | 0x80;

  return g_strdup_printf ("%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
                          "%02x%02x%02x%02x%02x%02x",
                          digest[0], digest[1], digest[2], digest[3], digest[4], digest[5],
                          digest[6], digest[7], digest[8], digest[9], digest[10], digest[11],
                          digest[12], digest[13], digest[14], digest[15]);
}

/* ---- what the players typed ---- */

typedef enum
{
  TEXT_OK,
  TEXT_NOT_UTF8,
  TEXT_TOO_LONG,
  TEXT_CONTROL
} TextProblem;

static TextProblem
text_check (const char *text,
            guint       max,
            gboolean    line_feeds,
            guint      *out_length)
{
  if (text == NULL)
    return TEXT_OK;
  if (!g_utf8_validate (text, -1, NULL))
    return TEXT_NOT_UTF8;
  *out_length = (guint) g_utf8_strlen (text, -1);
  if (*out_length > max)
    return TEXT_TOO_LONG;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) && !(c == '\n' && line_feeds))
        return TEXT_CONTROL;
      /* No characters for XML 1.0 (its production Char), invisible: no
       * file could hold them, and they are said as the controls are. */
      if (c == 0xFFFE || c == 0xFFFF)
        return TEXT_CONTROL;
    }
  return TEXT_OK;
}

gboolean
gk_play_location_check (const char  *location,
                        GError     **error)
{
  guint length = 0;

  switch (text_check (location, GK_PLAY_MAX_LOCATION, FALSE, &length))
    {
    case TEXT_OK:
      return TRUE;
    case TEXT_TOO_LONG:
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                   /* TRANSLATORS: the most characters allowed, then how many were typed */
                   _("A location is at most %u characters long; this one has %u."),
                   GK_PLAY_MAX_LOCATION, length);
      return FALSE;
    case TEXT_NOT_UTF8:
    case TEXT_CONTROL:
    default:
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                           _("A location is one line of text, without tabs or control "
                             "characters."));
      return FALSE;
    }
}

gboolean
gk_play_note_check (const char  *note,
                    GError     **error)
{
  guint length = 0;

  switch (text_check (note, GK_PLAY_MAX_NOTE, TRUE, &length))
    {
    case TEXT_OK:
      return TRUE;
    case TEXT_TOO_LONG:
      g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                   /* TRANSLATORS: the most characters allowed, then how many were typed */
                   _("A note is at most %u characters long; this one has %u."),
                   GK_PLAY_MAX_NOTE, length);
      return FALSE;
    case TEXT_NOT_UTF8:
    case TEXT_CONTROL:
    default:
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                           _("A note is plain text: line breaks, but no tabs or control "
                             "characters."));
      return FALSE;
    }
}

/* ---- the record ---- */

GkPlayRecord *
gk_play_record_new (void)
{
  GkPlayRecord *record = g_new0 (GkPlayRecord, 1);

  record->persons = g_ptr_array_new_with_free_func (g_free);
  return record;
}

GkPlayRecord *
gk_play_record_copy (const GkPlayRecord *record)
{
  GkPlayRecord *copy;

  g_return_val_if_fail (record != NULL, NULL);

  copy = gk_play_record_new ();
  copy->id = g_strdup (record->id);
  copy->started = record->started;
  copy->finished = record->finished;
  copy->location = g_strdup (record->location);
  copy->note = g_strdup (record->note);
  copy->rebuild_done = record->rebuild_done;
  for (guint i = 0; i < record->persons->len; i++)
    g_ptr_array_add (copy->persons, g_strdup (g_ptr_array_index (record->persons, i)));
  return copy;
}

void
gk_play_record_free (GkPlayRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->id);
  g_free (record->location);
  g_free (record->note);
  g_ptr_array_unref (record->persons);
  g_free (record);
}

gboolean
gk_play_record_is_empty (const GkPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, TRUE);

  if (record->id != NULL || record->started.set || record->finished.set
      || (record->location != NULL && *record->location != '\0')
      || (record->note != NULL && *record->note != '\0') || record->rebuild_done > 0)
    return FALSE;
  for (guint i = 0; i < record->persons->len; i++)
    if (g_ptr_array_index (record->persons, i) != NULL)
      return FALSE;
  return TRUE;
}

static gboolean
time_equal (const GkTime *a,
            const GkTime *b)
{
  if (!a->set || !b->set)
    return a->set == b->set;
  return a->usec == b->usec && a->offset == b->offset
         && !a->offset_unknown == !b->offset_unknown;
}

static const char *
nonempty (const char *text)
{
  return text != NULL && *text != '\0' ? text : NULL;
}

gboolean
gk_play_record_equal (const GkPlayRecord *a,
                      const GkPlayRecord *b)
{
  guint n;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->id, b->id) != 0 || !time_equal (&a->started, &b->started)
      || !time_equal (&a->finished, &b->finished)
      || g_strcmp0 (nonempty (a->location), nonempty (b->location)) != 0
      || g_strcmp0 (nonempty (a->note), nonempty (b->note)) != 0
      || a->rebuild_done != b->rebuild_done)
    return FALSE;
  n = MAX (a->persons->len, b->persons->len);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gk_play_record_get_person (a, i), gk_play_record_get_person (b, i)) != 0)
      return FALSE;
  return TRUE;
}

const char *
gk_play_record_get_person (const GkPlayRecord *record,
                           guint               seat)
{
  g_return_val_if_fail (record != NULL, NULL);

  if (seat >= record->persons->len)
    return NULL;
  return g_ptr_array_index (record->persons, seat);
}

void
gk_play_record_set_person (GkPlayRecord *record,
                           guint         seat,
                           const char   *person)
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (seat < 64);

  if (seat >= record->persons->len)
    g_ptr_array_set_size (record->persons, (gint) seat + 1);
  g_free (g_ptr_array_index (record->persons, seat));
  g_ptr_array_index (record->persons, seat) = g_strdup (person);
}

static void
set_text (char       **field,
          const char  *text)
{
  g_free (*field);
  *field = text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

void
gk_play_record_set_location (GkPlayRecord *record,
                             const char   *location)
{
  g_return_if_fail (record != NULL);

  set_text (&record->location, location);
}

void
gk_play_record_set_note (GkPlayRecord *record,
                         const char   *note)
{
  g_return_if_fail (record != NULL);

  set_text (&record->note, note);
}

gboolean
gk_play_id_check (const char  *id,
                  gboolean     person,
                  GError     **error)
{
  g_return_val_if_fail (id != NULL, FALSE);

  if (gk_play_id_is_valid (id))
    return TRUE;
  if (person)
    g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                 _("“%s” is not a person's identity: 36 lowercase characters, "
                   "hexadecimal digits in groups of 8-4-4-4-12"),
                 id);
  else
    g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                 _("“%s” is not a play's identity: 36 lowercase characters, "
                   "hexadecimal digits in groups of 8-4-4-4-12"),
                 id);
  return FALSE;
}

/* Whether @person may sit at @seat of @record: no other seat is them. */
static gboolean
check_person_once (const GkPlayRecord  *record,
                   guint                seat,
                   const char          *person,
                   guint                n_seats,
                   GError             **error)
{
  for (guint i = 0; i < n_seats; i++)
    if (i != seat && g_strcmp0 (g_ptr_array_index (record->persons, i), person) == 0)
      {
        g_set_error (error, GK_ERROR, GK_ERROR_FILE_CONTENT,
                     _("two seats cannot be the same person (%s)"), person);
        return FALSE;
      }
  return TRUE;
}

gboolean
gk_play_record_check_person (const GkPlayRecord  *record,
                             guint                seat,
                             const char          *person,
                             GError             **error)
{
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (person != NULL, FALSE);

  return gk_play_id_check (person, TRUE, error)
         && check_person_once (record, seat, person, record->persons->len, error);
}

gboolean
gk_play_record_check (const GkPlayRecord  *record,
                      gint                *out_seat,
                      GError             **error)
{
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_seat != NULL)
    *out_seat = -1;
  if (record->id != NULL && !gk_play_id_check (record->id, FALSE, error))
    return FALSE;
  if (!gk_play_location_check (record->location, error) || !gk_play_note_check (record->note, error))
    return FALSE;

  for (guint i = 0; i < record->persons->len; i++)
    {
      const char *person = g_ptr_array_index (record->persons, i);

      if (person == NULL)
        continue;
      /* Each seat against those before it: the later of two is named. */
      if (!gk_play_id_check (person, TRUE, error)
          || !check_person_once (record, i, person, i, error))
        {
          if (out_seat != NULL)
            *out_seat = (gint) i;
          return FALSE;
        }
    }
  return TRUE;
}
