/* gk-play.h: the play: who, when, where (game-file.md, "The play")
 *
 * A play is one sitting at the table: a game log, a position or a score
 * sheet.  Its record is what the players would write on the back of the
 * score pad: an identity that never changes (so that a copied, renamed or
 * imported file is still the same play), when it started and finished,
 * where, a note, and the person behind each seat.  Nothing here changes a
 * score.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* game-file.md: limits in Unicode characters. */
#define GK_PLAY_MAX_LOCATION 100
#define GK_PLAY_MAX_NOTE     2000

/* The solo opponent is one person in every language and every file. */
#define GK_PERSON_HAL "6f1c2b4a-0d3e-4c5b-9a87-4841c0000001"

/* A moment as a file writes it: an instant and the offset it was written
 * in, so that a file read and written again says the same thing.  A file's
 * "Z" (or "-00:00") is UTC with the local offset not known (RFC 3339 4.3);
 * a local offset of zero is "+00:00".  Plain data; an all-zero GkTime is
 * "not set". */
typedef struct
{
  gint64   usec;      /* microseconds since 1970-01-01 00:00 UTC */
  gint32   offset;    /* seconds east of UTC */
  gboolean set;
  gboolean offset_unknown; /* written "Z": where it happened is not known (offset 0) */
} GkTime;

/* Now, in the local time zone. */
void            gk_time_now                (GkTime          *out);
/* From a GDateTime (its offset kept). */
void            gk_time_from_date_time     (GkTime          *out,
                                            GDateTime       *date_time);
/* A GDateTime in the offset it was written in; NULL when not set. */
GDateTime      *gk_time_to_date_time       (const GkTime    *time);
/* RFC 3339 with seconds, an optional fraction and an offset
 * ("2026-11-25T19:02:11+01:00", "2026-11-25T18:02:11.250Z"), nothing else. */
gboolean        gk_time_parse              (const char      *text,
                                            GkTime          *out);
/* The RFC 3339 form: seconds, a fraction only when there is one, the
 * offset ("+00:00" for a known offset of zero, "Z" when it is not known). */
char           *gk_time_format             (const GkTime    *time);
/* Seconds from @from to @to (both set), negative when @to comes first. */
gint64          gk_time_diff_seconds       (const GkTime    *to,
                                            const GkTime    *from);

/* A gap longer than this between two confirmed moves is a pause: it does
 * not count in a play's duration or in anyone's time for a turn. */
#define GK_PLAY_PAUSE_SECONDS (30 * 60)

/* The playing time of @n moments in the order they happened at the table
 * (the start, then each move): the gaps between neighbours, leaving out
 * pauses (GK_PLAY_PAUSE_SECONDS) and gaps that go back in time (a clock
 * corrected).  Unset moments are skipped; -1 when fewer than two are set. */
gint64          gk_play_duration           (const GkTime    *times,
                                            guint            n);
/* The gap from @from to @to as a turn's time: -1 when either is unset, the
 * gap goes back in time or is a pause. */
gint64          gk_play_turn_seconds       (const GkTime    *from,
                                            const GkTime    *to);

/* A new identity: a random UUID, 36 lowercase characters. */
char           *gk_play_id_new             (void);
/* Whether @id is a UUID as game-file.md writes it: 8-4-4-4-12 lowercase
 * hexadecimal digits. */
gboolean        gk_play_id_is_valid        (const char      *id);
/* The same, with the reason in @error (translated, GK_ERROR_FILE_CONTENT)
 * when @id is not a play's identity, or not a person's (@person). */
gboolean        gk_play_id_check           (const char      *id,
                                            gboolean         person,
                                            GError         **error);
/* A stable identity derived from @data (what a play holds, without its
 * record): the same bytes always give the same UUID (name-based, SHA-1). */
char           *gk_play_id_from_content    (const char      *data,
                                            gsize            length);

/* Whether @location can be a play's location (at most GK_PLAY_MAX_LOCATION
 * characters, no control character); on FALSE @error says why, translated. */
gboolean        gk_play_location_check     (const char      *location,
                                            GError         **error);
/* The same for a note: at most GK_PLAY_MAX_NOTE characters, line feeds
 * the only control characters. */
gboolean        gk_play_note_check         (const char      *note,
                                            GError         **error);

typedef struct
{
  char      *id;          /* NULL until the play has one */
  GkTime     started;
  GkTime     finished;
  char      *location;    /* NULL or "" for none */
  char      *note;
  GPtrArray *persons;     /* of char *, by seat (NULL: not known) */
  guint      rebuild_done; /* the moves played when the players said the draw pile
                            * rebuilt by the last of them was rebuilt (Done); 0: none */
} GkPlayRecord;

GkPlayRecord   *gk_play_record_new         (void);
GkPlayRecord   *gk_play_record_copy        (const GkPlayRecord *record);
void            gk_play_record_free        (GkPlayRecord    *record);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GkPlayRecord, gk_play_record_free)

/* Whether @person, a person's identity, may sit at @seat of @record (no
 * other seat is them); the reason in @error. */
gboolean        gk_play_record_check_person (const GkPlayRecord *record,
                                            guint            seat,
                                            const char      *person,
                                            GError         **error);
/* Whether the record holds anything a file would write. */
gboolean        gk_play_record_is_empty    (const GkPlayRecord *record);
gboolean        gk_play_record_equal       (const GkPlayRecord *a,
                                            const GkPlayRecord *b);
/* The person behind @seat, or NULL. */
const char     *gk_play_record_get_person  (const GkPlayRecord *record,
                                            guint            seat);
void            gk_play_record_set_person  (GkPlayRecord    *record,
                                            guint            seat,
                                            const char      *person);
void            gk_play_record_set_location (GkPlayRecord   *record,
                                            const char      *location);
void            gk_play_record_set_note    (GkPlayRecord    *record,
                                            const char      *note);
/* Checks every value a file could carry (id, persons, location, note);
 * two seats never share a person.  On FALSE @error says what, and
 * @out_seat (may be NULL) the seat concerned or -1. */
gboolean        gk_play_record_check       (const GkPlayRecord *record,
                                            gint            *out_seat,
                                            GError         **error);

G_END_DECLS
