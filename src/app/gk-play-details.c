/* gk-play-details.c: a play's details as a window edits them
 *
 * The model keeps what is on screen (a location as typed, even one over
 * its limit) apart from what was last read from or written to the record
 * ("seen"): the record changing under it (another play opened, a move that
 * finishes the game) updates only the fields that changed there, so an
 * edit being typed is never overwritten.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-date-format.h"
#include "gk-play-details.h"

/* Enough places to choose from at one table. */
#define MAX_SUGGESTIONS 30

struct _GkPlayDetails
{
  GObject       parent_instance;

  GkSession    *session;
  GkPlayRecord *seen;           /* the record as last read or written; NULL: no play */

  GDateTime    *started;
  char         *started_text;
  char         *started_error;
  char         *playing_time;
  char         *location;
  char         *location_error;
  char         *note;
  char         *note_error;
  GStrv         suggestions;
};

G_DEFINE_FINAL_TYPE (GkPlayDetails, gk_play_details, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_AVAILABLE,
  PROP_STARTED,
  PROP_STARTED_TEXT,
  PROP_STARTED_ERROR,
  PROP_PLAYING_TIME,
  PROP_LOCATION,
  PROP_LOCATION_ERROR,
  PROP_NOTE,
  PROP_NOTE_ERROR,
  PROP_SUGGESTIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- helpers ---- */

/* "25 November 2026, 19:02" where the play was (the offset @time was
 * written in), on the desktop's clock; NULL when not set. */
static char *
moment_text (const GkTime *time)
{
  g_autoptr(GDateTime) when = gk_time_to_date_time (time);

  return when != NULL ? gk_date_format_date_time (when, gk_date_format_get_clock ()) : NULL;
}

static void
set_string (GkPlayDetails  *self,
            char          **field,
            const char     *value,
            guint           prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* What a record's text field holds, as a field shows it. */
static const char *
shown (const char *value)
{
  return value != NULL ? value : "";
}

/* What a field's text saves: trimmed, NULL when empty. */
static char *
saved_text (const char *text)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text != NULL ? text : ""));

  return *trimmed != '\0' ? g_steal_pointer (&trimmed) : NULL;
}

static void
update_started (GkPlayDetails *self,
                const GkTime  *started)
{
  g_autoptr(GDateTime) when = started != NULL ? gk_time_to_date_time (started) : NULL;
  g_autofree char *text = started != NULL ? moment_text (started) : NULL;

  if (!(self->started == NULL && when == NULL)
      && !(self->started != NULL && when != NULL && g_date_time_equal (self->started, when)))
    {
      g_clear_pointer (&self->started, g_date_time_unref);
      self->started = g_steal_pointer (&when);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }
  set_string (self, &self->started_text, text != NULL ? text : _("Not recorded"),
              PROP_STARTED_TEXT);
}

static void
update_playing_time (GkPlayDetails *self)
{
  GkGame *game = gk_session_get_game (self->session);
  g_autofree char *text = NULL;

  if (game != NULL)
    {
      gint64 span = -1;
      gint64 playing = gk_game_get_playing_time (game, &span);

      text = gk_format_playing_time (playing, span);
    }
  set_string (self, &self->playing_time, text, PROP_PLAYING_TIME);
}

/* The record changed (or another play came): each field the record
 * changed follows it, and its refusal goes; the others stay as typed. */
static void
follow_record (GkPlayDetails *self,
               gboolean       reset)
{
  const GkPlayRecord *play = gk_session_get_play (self->session);
  g_autoptr(GkPlayRecord) before = g_steal_pointer (&self->seen);
  gboolean was_available = before != NULL;

  g_object_freeze_notify (G_OBJECT (self));
  if (play != NULL)
    self->seen = gk_play_record_copy (play);
  if (reset)
    g_clear_pointer (&before, gk_play_record_free);

  if (before == NULL || play == NULL
      || before->started.set != play->started.set || before->started.usec != play->started.usec
      || before->started.offset != play->started.offset)
    {
      update_started (self, play != NULL && play->started.set ? &play->started : NULL);
      set_string (self, &self->started_error, NULL, PROP_STARTED_ERROR);
    }
  if (before == NULL || play == NULL || g_strcmp0 (before->location, play->location) != 0)
    {
      set_string (self, &self->location, play != NULL ? shown (play->location) : "",
                  PROP_LOCATION);
      set_string (self, &self->location_error, NULL, PROP_LOCATION_ERROR);
    }
  if (before == NULL || play == NULL || g_strcmp0 (before->note, play->note) != 0)
    {
      set_string (self, &self->note, play != NULL ? shown (play->note) : "", PROP_NOTE);
      set_string (self, &self->note_error, NULL, PROP_NOTE_ERROR);
    }
  update_playing_time (self);
  if (was_available != (self->seen != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
play_changed (GkPlayDetails *self)
{
  follow_record (self, FALSE);
}

static void
contents_changed (GkPlayDetails *self)
{
  follow_record (self, TRUE);
}

/* Saves @play as the session's record; FALSE with the reason when the
 * session refuses it. */
static gboolean
commit (GkPlayDetails  *self,
        GkPlayRecord   *play,
        GError        **error)
{
  g_autoptr(GkPlayRecord) before = g_steal_pointer (&self->seen);

  /* What the session is about to tell us about is what we wrote. */
  self->seen = gk_play_record_copy (play);
  if (!gk_session_set_play (self->session, play, error))
    {
      gk_play_record_free (self->seen);
      self->seen = g_steal_pointer (&before);
      return FALSE;
    }
  return TRUE;
}

/* ---- public ---- */

GkPlayDetails *
gk_play_details_new (GkSession *session)
{
  g_return_val_if_fail (GK_IS_SESSION (session), NULL);

  return g_object_new (GK_TYPE_PLAY_DETAILS, "session", session, NULL);
}

gboolean
gk_play_details_get_available (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), FALSE);
  return self->seen != NULL;
}

GDateTime *
gk_play_details_get_started (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->started;
}

const char *
gk_play_details_get_started_text (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->started_text;
}

const char *
gk_play_details_get_started_error (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->started_error;
}

gboolean
gk_play_details_set_started (GkPlayDetails  *self,
                             GDateTime      *started,
                             GError        **error)
{
  const GkPlayRecord *current;
  g_autoptr(GkPlayRecord) play = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  GError *refusal = NULL;
  GkTime time;

  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), FALSE);
  g_return_val_if_fail (started != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  current = gk_session_get_play (self->session);
  if (current == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_FILE_IO, _("There is nothing to save yet."));
      return FALSE;
    }
  gk_time_from_date_time (&time, started);
  /* A minute of grace: the clock of the machine is not the table's. */
  if (g_date_time_difference (started, now) > G_TIME_SPAN_MINUTE)
    refusal = g_error_new_literal (GK_ERROR, GK_ERROR_FILE_CONTENT,
                                   _("A play cannot start in the future."));
  else if (current->finished.set && gk_time_diff_seconds (&current->finished, &time) < 0)
    {
      g_autofree char *finished = moment_text (&current->finished);

      /* TRANSLATORS: %s is when the play finished, "25 November 2026, 20:31" */
      refusal = g_error_new (GK_ERROR, GK_ERROR_FILE_CONTENT,
                             _("A play cannot start after it finished (%s)."), finished);
    }
  if (refusal != NULL)
    {
      set_string (self, &self->started_error, refusal->message, PROP_STARTED_ERROR);
      g_propagate_error (error, refusal);
      return FALSE;
    }

  play = gk_play_record_copy (current);
  play->started = time;
  set_string (self, &self->started_error, NULL, PROP_STARTED_ERROR);
  if (!commit (self, play, &refusal))
    {
      set_string (self, &self->started_error, refusal->message, PROP_STARTED_ERROR);
      g_propagate_error (error, refusal);
      return FALSE;
    }
  update_started (self, &time);
  update_playing_time (self);
  return TRUE;
}

const char *
gk_play_details_get_playing_time (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->playing_time;
}

/* A text field edited: kept as typed; saved when the core's @check passes
 * it, else its reason shown and nothing saved. */
static void
edit_text (GkPlayDetails  *self,
           char          **field,
           guint           prop,
           char          **error_field,
           guint           error_prop,
           const char     *text,
           gboolean      (*check) (const char *text, GError **error),
           void          (*store) (GkPlayRecord *play, const char *text))
{
  const GkPlayRecord *current = gk_session_get_play (self->session);
  g_autoptr(GkPlayRecord) play = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;

  text = text != NULL ? text : "";
  if (g_strcmp0 (*field, text) == 0)
    return;
  set_string (self, field, text, prop);
  if (current == NULL)
    return;

  saved = saved_text (text);
  if (!check (saved, &error))
    {
      set_string (self, error_field, error->message, error_prop);
      return;
    }
  play = gk_play_record_copy (current);
  store (play, saved);
  if (!commit (self, play, &error))
    {
      set_string (self, error_field, error->message, error_prop);
      return;
    }
  set_string (self, error_field, NULL, error_prop);
}

const char *
gk_play_details_get_location (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->location;
}

void
gk_play_details_set_location (GkPlayDetails *self,
                              const char    *location)
{
  g_return_if_fail (GK_IS_PLAY_DETAILS (self));

  edit_text (self, &self->location, PROP_LOCATION, &self->location_error, PROP_LOCATION_ERROR,
             location, gk_play_location_check, gk_play_record_set_location);
}

const char *
gk_play_details_get_location_error (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->location_error;
}

const char *
gk_play_details_get_note (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->note;
}

void
gk_play_details_set_note (GkPlayDetails *self,
                          const char    *note)
{
  g_return_if_fail (GK_IS_PLAY_DETAILS (self));

  edit_text (self, &self->note, PROP_NOTE, &self->note_error, PROP_NOTE_ERROR, note,
             gk_play_note_check, gk_play_record_set_note);
}

const char *
gk_play_details_get_note_error (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return self->note_error;
}

const char * const *
gk_play_details_get_suggestions (GkPlayDetails *self)
{
  g_return_val_if_fail (GK_IS_PLAY_DETAILS (self), NULL);
  return (const char * const *) self->suggestions;
}

void
gk_play_details_set_suggestions (GkPlayDetails      *self,
                                 const char * const *suggestions)
{
  g_return_if_fail (GK_IS_PLAY_DETAILS (self));

  if (self->suggestions != NULL && suggestions != NULL
      && g_strv_equal ((const char * const *) self->suggestions, suggestions))
    return;
  g_strfreev (self->suggestions);
  self->suggestions = g_strdupv ((char **) (suggestions != NULL ? suggestions
                                                                : (const char * const[]) { NULL }));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUGGESTIONS]);
}

void
gk_play_details_suggest (GkPlayDetails      *self,
                         const char * const *locations,
                         guint               n_locations)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) suggestions = NULL;
  guint n = 0;

  g_return_if_fail (GK_IS_PLAY_DETAILS (self));
  g_return_if_fail (locations != NULL || n_locations == 0);

  /* "Anna's flat" and " anna's Flat " are one place: the first written. */
  for (guint i = 0; i < n_locations && n < MAX_SUGGESTIONS; i++)
    {
      g_autofree char *location = saved_text (locations[i]);
      g_autofree char *normal = NULL;
      g_autofree char *key = NULL;

      if (location == NULL)
        continue;
      normal = g_utf8_normalize (location, -1, G_NORMALIZE_ALL_COMPOSE);
      key = g_utf8_casefold (normal != NULL ? normal : location, -1);
      if (!g_hash_table_add (seen, g_steal_pointer (&key)))
        continue;
      g_strv_builder_add (builder, location);
      n++;
    }
  suggestions = g_strv_builder_end (builder);
  gk_play_details_set_suggestions (self, (const char * const *) suggestions);
}

/* ---- GObject ---- */

static void
gk_play_details_constructed (GObject *object)
{
  GkPlayDetails *self = GK_PLAY_DETAILS (object);

  G_OBJECT_CLASS (gk_play_details_parent_class)->constructed (object);

  g_signal_connect_object (self->session, "notify::play", G_CALLBACK (play_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (contents_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::position", G_CALLBACK (contents_changed),
                           self, G_CONNECT_SWAPPED);
  /* Each move: the playing time so far. */
  g_signal_connect_object (self->session, "changed", G_CALLBACK (update_playing_time), self,
                           G_CONNECT_SWAPPED);
  follow_record (self, TRUE);
}

static void
gk_play_details_finalize (GObject *object)
{
  GkPlayDetails *self = GK_PLAY_DETAILS (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->seen, gk_play_record_free);
  g_clear_pointer (&self->started, g_date_time_unref);
  g_clear_pointer (&self->started_text, g_free);
  g_clear_pointer (&self->started_error, g_free);
  g_clear_pointer (&self->playing_time, g_free);
  g_clear_pointer (&self->location, g_free);
  g_clear_pointer (&self->location_error, g_free);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->note_error, g_free);
  g_clear_pointer (&self->suggestions, g_strfreev);

  G_OBJECT_CLASS (gk_play_details_parent_class)->finalize (object);
}

static void
gk_play_details_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GkPlayDetails *self = GK_PLAY_DETAILS (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->seen != NULL);
      break;
    case PROP_STARTED:
      g_value_set_boxed (value, self->started);
      break;
    case PROP_STARTED_TEXT:
      g_value_set_string (value, self->started_text);
      break;
    case PROP_STARTED_ERROR:
      g_value_set_string (value, self->started_error);
      break;
    case PROP_PLAYING_TIME:
      g_value_set_string (value, self->playing_time);
      break;
    case PROP_LOCATION:
      g_value_set_string (value, self->location);
      break;
    case PROP_LOCATION_ERROR:
      g_value_set_string (value, self->location_error);
      break;
    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    case PROP_NOTE_ERROR:
      g_value_set_string (value, self->note_error);
      break;
    case PROP_SUGGESTIONS:
      g_value_set_boxed (value, self->suggestions);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_play_details_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GkPlayDetails *self = GK_PLAY_DETAILS (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_STARTED:
      if (g_value_get_boxed (value) != NULL)
        gk_play_details_set_started (self, g_value_get_boxed (value), NULL);
      break;
    case PROP_LOCATION:
      gk_play_details_set_location (self, g_value_get_string (value));
      break;
    case PROP_NOTE:
      gk_play_details_set_note (self, g_value_get_string (value));
      break;
    case PROP_SUGGESTIONS:
      gk_play_details_set_suggestions (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_play_details_class_init (GkPlayDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = gk_play_details_constructed;
  object_class->finalize = gk_play_details_finalize;
  object_class->get_property = gk_play_details_get_property;
  object_class->set_property = gk_play_details_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, GK_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE, ro);
  properties[PROP_STARTED] = g_param_spec_boxed ("started", NULL, NULL, G_TYPE_DATE_TIME, rw);
  properties[PROP_STARTED_TEXT] = g_param_spec_string ("started-text", NULL, NULL, NULL, ro);
  properties[PROP_STARTED_ERROR] = g_param_spec_string ("started-error", NULL, NULL, NULL, ro);
  properties[PROP_PLAYING_TIME] = g_param_spec_string ("playing-time", NULL, NULL, NULL, ro);
  properties[PROP_LOCATION] = g_param_spec_string ("location", NULL, NULL, NULL, rw);
  properties[PROP_LOCATION_ERROR] = g_param_spec_string ("location-error", NULL, NULL, NULL, ro);
  properties[PROP_NOTE] = g_param_spec_string ("note", NULL, NULL, NULL, rw);
  properties[PROP_NOTE_ERROR] = g_param_spec_string ("note-error", NULL, NULL, NULL, ro);
  properties[PROP_SUGGESTIONS] = g_param_spec_boxed ("suggestions", NULL, NULL, G_TYPE_STRV, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gk_play_details_init (GkPlayDetails *self)
{
  self->location = g_strdup ("");
  self->note = g_strdup ("");
  self->suggestions = g_new0 (char *, 1);
}
