/* gk-move-draft-text.c: a move typed as text
 *
 * The quick entry reads a typed move ("b12 5 3 D2": a card, a tile, the
 * marker's cell, marker shifts) word by word into the draft, with the
 * English letters and the translated ones; a text it cannot read is
 * refused with a translated message and leaves the draft as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-move-draft-private.h"

/* ---- typed entry ---- */

/* The colour a typed letter stands for, or -1.  The English letters always
 * work; the translated ones too, in the catalogue's language. */
static gint
colour_of_letter (gunichar c)
{
  /* TRANSLATORS: the letters typed for a blue, a red and a yellow card or
   * tile in the quick entry ("b12" = Blue 12), in that order, lower case;
   * each must differ from the others */
  const char *letters[] = { "bry", _("bry") };

  c = g_unichar_tolower (c);
  for (guint l = 0; l < G_N_ELEMENTS (letters); l++)
    {
      const char *p = letters[l];

      for (gint colour = 0; colour < GK_N_COLOURS && *p != '\0'; colour++)
        {
          if (g_utf8_get_char (p) == c)
            return colour;
          p = g_utf8_next_char (p);
        }
    }
  return -1;
}

static GkTake
take_of_letter (gunichar c)
{
  /* TRANSLATORS: the letters typed after an urbanization letter alone for
   * "1 resource" and "1 tile", in that order, lower case */
  const char *letters[] = { "rt", _("rt") };

  c = g_unichar_tolower (c);
  for (guint l = 0; l < G_N_ELEMENTS (letters); l++)
    {
      const char *p = letters[l];

      if (g_utf8_get_char (p) == c)
        return GK_TAKE_RESOURCE;
      p = g_utf8_next_char (p);
      if (*p != '\0' && g_utf8_get_char (p) == c)
        return GK_TAKE_TILE;
    }
  return GK_TAKE_NONE;
}

static gboolean
fail_text (GError    **error,
           const char *text)
{
  g_set_error (error, GK_ERROR, GK_ERROR_INVALID_MOVE,
               /* TRANSLATORS: the quick entry could not read what was typed */
               _("“%s” is not a move: type a card (A to L, or r9, b12, y3), then a tile, "
                 "then the number of the marker’s cell, then any marker shifts (D2: marker D "
                 "to the cell numbered 2)."), text);
  return FALSE;
}

/* One word of a typed move: where it starts, its first character, what
 * follows that character, and the number right after it (up to @digits,
 * none when @digits is @next). */
typedef struct
{
  const char *p;
  gunichar    c;
  const char *next;
  const char *digits;
  guint64     number;
  guint       token;    /* the words read before it */
} Word;

/* Each reader takes one word into the draft: where the text goes on, or
 * NULL when the word has no place there. */

/* The opponent's second card, at the expert level: a letter or a building
 * card, before the tile. */
static const char *
read_second_card (GkMoveDraft *self,
                  const Word  *w)
{
  gint colour = colour_of_letter (w->c);
  gunichar upper = g_unichar_toupper (w->c);

  if (w->digits != w->next && colour >= 0 && w->number >= 1
      && w->number <= GK_TILES_PER_COLOUR)
    {
      self->second = gk_tile_make ((GkColour) colour, (guint) w->number);
      return w->digits;
    }
  if (w->digits == w->next && upper >= 'A' && upper < 'A' + GK_N_LETTERS)
    {
      self->second = gk_card_from_letter (upper - 'A');
      return w->next;
    }
  return NULL;
}

/* A number alone: the marker target of that number. */
static const char *
read_marker_number (GkMoveDraft *self,
                    const Word  *w)
{
  guint64 number = 0;
  const char *digits;

  for (digits = w->p; g_ascii_isdigit (*digits); digits++)
    number = number * 10 + (guint64) (*digits - '0');
  _gk_move_draft_update (self);
  if (w->token == 0 || self->targets == NULL || number == 0
      || number > self->targets->len / 2)
    return NULL;
  self->move.has_marker = TRUE;
  self->move.marker_x = g_array_index (self->targets, gint, 2 * (number - 1));
  self->move.marker_y = g_array_index (self->targets, gint, 2 * (number - 1) + 1);
  self->move.n_shifts = 0;
  return digits;
}

/* After the marker's cell, a marker letter picks that marker up and its
 * number N shifts it to the N-th cell it may go to. */
static const char *
read_shift (GkMoveDraft *self,
            const Word  *w)
{
  gunichar upper = g_unichar_toupper (w->c);
  GArray *cells;

  _gk_move_draft_update (self);
  if (upper < 'A' || upper >= 'A' + GK_N_LETTERS
      || !gk_move_draft_set_held (self, (gint) (upper - 'A')))
    return NULL;
  if (w->digits == w->next)
    return w->digits;
  cells = gk_move_draft_get_shift_targets (self);
  if (cells == NULL || w->number == 0 || w->number > cells->len / 2
      || !gk_move_draft_add_shift (self, upper - 'A',
                                   g_array_index (cells, gint, 2 * (w->number - 1)),
                                   g_array_index (cells, gint, 2 * (w->number - 1) + 1),
                                   NULL))
    return NULL;
  return w->digits;
}

/* A colour letter and a number: the building card, then the tile. */
static const char *
read_card_or_tile (GkMoveDraft *self,
                   const Word  *w)
{
  gint colour = colour_of_letter (w->c);

  if (colour < 0 || w->number < 1 || w->number > GK_TILES_PER_COLOUR
      || (w->token > 0 && self->move.tile != GK_NO_TILE) || self->move.has_marker)
    return NULL;
  if (w->token == 0)
    self->move.card = gk_tile_make ((GkColour) colour, (guint) w->number);
  else
    {
      self->move.tile = gk_tile_make ((GkColour) colour, (guint) w->number);
      self->tile_colour = colour;
    }
  return w->digits;
}

/* A letter first: the urbanization card of that letter. */
static const char *
read_letter_card (GkMoveDraft *self,
                  const Word  *w)
{
  gunichar upper = g_unichar_toupper (w->c);

  if (upper < 'A' || upper >= 'A' + GK_N_LETTERS)
    return NULL;
  self->move.card = gk_card_from_letter (upper - 'A');
  return w->next;
}

/* After a letter alone, or after its tile when the urbanization falls back
 * to an exploit ("D y17 r"): the choice it then needs. */
static const char *
read_take (GkMoveDraft *self,
           const Word  *w)
{
  GkTake take = take_of_letter (w->c);

  if (take == GK_TAKE_NONE || !gk_card_is_letter (self->move.card)
      || self->move.take != GK_TAKE_NONE)
    return NULL;
  self->move.take = take;
  return w->next;
}

static const char *
read_word (GkMoveDraft   *self,
           const GkTable *table,
           const Word    *w)
{
  if (w->token == 1 && _gk_move_draft_needs_second (self, table))
    return read_second_card (self, w);
  if (g_ascii_isdigit (*w->p))
    return read_marker_number (self, w);
  if (self->move.has_marker)
    return read_shift (self, w);
  if (w->digits != w->next)
    return read_card_or_tile (self, w);
  if (w->token == 0)
    return read_letter_card (self, w);
  return read_take (self, w);
}

/* Reads @text word by word into the draft, emptied first: FALSE at the
 * first word that has no place, the draft then half filled. */
static gboolean
read_text (GkMoveDraft *self,
           const char  *text)
{
  const GkTable *table = gk_move_draft_get_table (self);
  const char *p = text;
  guint token = 0;

  gk_move_init_action (&self->move, self->move.player, GK_NO_CARD, GK_NO_TILE);
  self->tile_colour = -1;
  self->second = GK_NO_CARD;
  self->held = -1;

  while (p != NULL && *p != '\0')
    {
      Word w = { .p = p, .c = g_utf8_get_char (p), .next = g_utf8_next_char (p),
                 .token = token };

      if (g_unichar_isspace (w.c) || w.c == ',' || w.c == '+')
        {
          p = w.next;
          continue;
        }
      for (w.digits = w.next; g_ascii_isdigit (*w.digits); w.digits++)
        w.number = w.number * 10 + (guint64) (*w.digits - '0');
      p = read_word (self, table, &w);
      token++;
    }
  return p != NULL;
}

gboolean
gk_move_draft_enter_text (GkMoveDraft *self,
                          const char  *text,
                          GError     **error)
{
  GkMove saved;
  gint saved_colour;
  GkCard saved_second;
  gint saved_held;

  g_return_val_if_fail (GK_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  saved = self->move;
  saved_colour = self->tile_colour;
  saved_second = self->second;
  saved_held = self->held;
  g_object_freeze_notify (G_OBJECT (self));

  if (read_text (self, text))
    {
      _gk_move_draft_update (self);
      g_object_thaw_notify (G_OBJECT (self));
      return TRUE;
    }

  self->move = saved;
  self->tile_colour = saved_colour;
  self->second = saved_second;
  self->held = saved_held;
  _gk_move_draft_update (self);
  g_object_thaw_notify (G_OBJECT (self));
  return fail_text (error, text);
}
