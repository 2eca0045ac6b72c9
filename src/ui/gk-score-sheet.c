/* gk-score-sheet.c: one play's score on paper, as a PDF, printed, or as an
 * image to share
 *
 * The sheet, top to bottom: the game, whether the score is final, when and
 * where the play was, the kind of game, its rounds and playing time, how it
 * ended, who won; the players in rank order, each with their colour's
 * symbol and each part of their score (rules.md section 7); who took each
 * district beside the end-game cards each player kept; the note.  Every
 * figure comes from gk_score_compute() and every word of the game from
 * gk-format.c: nothing is counted or worded here.  A score sheet of another
 * game is drawn the same way, its pad's figures from gk_sheet_score_compute()
 * in a column per player.  The same drawing makes the page (PDF, print) and
 * the score card (an image, as high as it needs).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <math.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gk-date-format.h"
#include "gk-file-io.h"
#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-score-sheet.h"
#include "gk-sheet-score.h"

#define A4_WIDTH    595.276
#define A4_HEIGHT   841.890
#define MARGIN      48.0
#define ROW         22.0      /* a player's row */
#define CARD_WIDTH  540.0     /* the score card, in points */
#define CARD_MARGIN 24.0
#define CARD_SCALE  2.0       /* pixels a point: sharp on a phone */
#define NOTE_LINES  12

struct _GkScoreSheet
{
  GObject        parent_instance;

  GkTable       *table;       /* a Ginkgopolis play, or NULL */
  GkScore       *score;
  GkSheet       *sheet;       /* or a score sheet of another game, or NULL */
  GkSheetScore  *sheet_score;
  const char    *game;        /* the game's name, translated */
  GkPlayRecord  *play;        /* may be NULL */
  char          *title;
  char          *when;        /* "25 November 2026, 19:02 · Anna's flat", or NULL */
  char          *about;       /* "Standard game, 3 players · 12 rounds · 1 h 29 min" */
  GPtrArray     *order;       /* GkPlayerScore *, in rank order */
};

G_DEFINE_FINAL_TYPE (GkScoreSheet, gk_score_sheet, G_TYPE_OBJECT)

/* ---- what the sheet says ---- */

/* "7 Wonders, 25 November 2026, Anna's flat": a score sheet's play, as
 * a Ginkgopolis play's below. */
static char *
make_sheet_title (GkSheet *sheet)
{
  GkPlayRecord *play = gk_sheet_get_play (sheet);
  const char *game = _(gk_sheet_get_game (sheet)->name);
  g_autofree char *date = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GDateTime) when = gk_time_to_date_time (play->started.set ? &play->started
                                                                      : &play->finished);
  const char *location = play->location != NULL && *play->location != '\0' ? play->location : NULL;
  const char *words;

  date = when != NULL ? gk_date_format_date (when) : NULL;
  if (date != NULL && location != NULL)
    {
      g_autofree char *date_place = g_strdup_printf (
        /* TRANSLATORS: a score sheet's title: the game, then the day it was played and where
         * ("25 November 2026, Anna's flat"), the day, the place or who played it */
        _("%s, %s"), date, location);

      return g_strdup_printf (_("%s, %s"), game, date_place);
    }
  words = date != NULL ? date : location;
  if (words == NULL)
    words = names = gk_sheet_score_names (sheet, G_MAXUINT64);
  return g_strdup_printf (_("%s, %s"), game, words);
}

/* "Ginkgopolis, 25 November 2026, Anna's flat": the day it was played (its
 * start, else its end), the place, or else who played. */
static char *
make_title (const GkTable      *table,
            const GkPlayRecord *play)
{
  g_autofree char *date = NULL;
  const char *location = play != NULL && play->location != NULL && *play->location != '\0'
                         ? play->location : NULL;

  if (play != NULL)
    {
      g_autoptr(GDateTime) when = gk_time_to_date_time (play->started.set ? &play->started
                                                                          : &play->finished);

      date = when != NULL ? gk_date_format_date (when) : NULL;
    }
  if (date != NULL && location != NULL)
    /* TRANSLATORS: a score sheet's title: the day a game was played, then where */
    return g_strdup_printf (_("Ginkgopolis, %s, %s"), date, location);
  if (date != NULL || location != NULL)
    /* TRANSLATORS: a score sheet's title: the day a game was played, where, or
     * who played it */
    return g_strdup_printf (_("Ginkgopolis, %s"), date != NULL ? date : location);

  {
    g_autofree char *names = gk_format_player_names (table);

    return g_strdup_printf (_("Ginkgopolis, %s"), names);
  }
}

static char *
make_when (const GkPlayRecord *play)
{
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *date = NULL;
  const char *parts[3] = { NULL, };
  guint n = 0;

  if (play == NULL)
    return NULL;
  when = gk_time_to_date_time (play->started.set ? &play->started : &play->finished);
  if (when != NULL)
    date = gk_date_format_date_time (when, gk_date_format_get_clock ());
  if (date != NULL)
    parts[n++] = date;
  if (play->location != NULL && *play->location != '\0')
    parts[n++] = play->location;
  return n > 0 ? g_strjoinv (" · ", (char **) parts) : NULL;
}

static char *
make_about (const GkTable *table,
            gint64         playing,
            gint64         span)
{
  g_autofree char *variant = gk_format_game_kind (table);
  g_autofree char *rounds = NULL;
  g_autofree char *time = gk_format_playing_time (playing, span);
  const char *parts[4] = { variant, NULL, };
  guint n = 1;

  /* A table entered by hand has no rounds to count. */
  if (!gk_table_is_position (table))
    {
      guint round = gk_table_get_round (table);

      parts[n++] = rounds = g_strdup_printf (ngettext ("%u round", "%u rounds", round), round);
    }
  if (time != NULL)
    parts[n++] = time;
  return g_strjoinv (" · ", (char **) parts);
}

static gint
by_rank (gconstpointer a,
         gconstpointer b)
{
  const GkPlayerScore *pa = *(const GkPlayerScore * const *) a;
  const GkPlayerScore *pb = *(const GkPlayerScore * const *) b;

  if (pa->rank != pb->rank)
    return pa->rank < pb->rank ? -1 : 1;
  /* Tied: in seating order, the solo opponent last. */
  return pa->player < pb->player ? -1 : pa->player > pb->player;
}

/* "4 players · Leaders, Cities" */
static char *
make_sheet_about (const GkSheet *sheet)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint n = gk_sheet_get_n_players (sheet);
  g_autoptr(GString) about = g_string_new (NULL);

  g_string_printf (about, ngettext ("%u player", "%u players", n), n);
  for (guint m = 0, shown = 0; m < game->n_modules; m++)
    if ((gk_sheet_get_modules (sheet) & (1u << m)) != 0)
      g_string_append_printf (about, "%s%s", shown++ == 0 ? " · " : _(", "),
                              _(game->modules[m].name));
  return g_string_free (g_steal_pointer (&about), FALSE);
}

static char *
valid_title (char *title)
{
  /* A PDF titled with bytes that are not UTF-8 is not written at all. */
  if (!g_utf8_validate (title, -1, NULL))
    {
      char *valid = g_utf8_make_valid (title, -1);

      g_free (title);
      return valid;
    }
  return title;
}

GkScoreSheet *
gk_score_sheet_new_for_sheet (GkSheet *sheet)
{
  GkScoreSheet *self;

  g_return_val_if_fail (sheet != NULL, NULL);

  self = g_object_new (GK_TYPE_SCORE_SHEET, NULL);
  self->sheet = gk_sheet_ref (sheet);
  self->sheet_score = gk_sheet_score_compute (sheet);
  self->game = _(gk_sheet_get_game (sheet)->name);
  self->play = gk_play_record_copy (gk_sheet_get_play (sheet));
  self->title = valid_title (make_sheet_title (sheet));
  self->when = make_when (self->play);
  self->about = make_sheet_about (sheet);
  return self;
}

GkScoreSheet *
gk_score_sheet_new (const GkTable      *table,
                    const GkPlayRecord *play,
                    gint64              playing,
                    gint64              span)
{
  GkScoreSheet *self;

  g_return_val_if_fail (table != NULL, NULL);

  self = g_object_new (GK_TYPE_SCORE_SHEET, NULL);
  self->table = gk_table_copy (table);
  self->score = gk_score_compute (self->table);
  self->play = play != NULL ? gk_play_record_copy (play) : NULL;
  self->game = _("Ginkgopolis");
  self->title = valid_title (make_title (self->table, self->play));
  self->when = make_when (self->play);
  self->about = make_about (self->table, playing, span);
  self->order = g_ptr_array_new ();
  for (guint i = 0; i < self->score->n_players; i++)
    g_ptr_array_add (self->order, &self->score->players[i]);
  g_ptr_array_sort (self->order, by_rank);
  return self;
}

const char *
gk_score_sheet_get_title (GkScoreSheet *self)
{
  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), NULL);
  return self->title;
}

/* ---- drawing ---- */

typedef struct
{
  cairo_t      *cr;
  PangoContext *context;
  GString      *text;       /* every text drawn, or NULL */
  double        width;
  double        y;
} Pen;

/* A layout of @text in @font, @width wide (0: unbounded): one line cut
 * short when @lines is 1, else wrapped to at most @lines lines (0: any). */
static PangoLayout *
layout_new (Pen        *pen,
            const char *text,
            const char *font,
            double      width,
            int         lines)
{
  PangoLayout *layout = pango_layout_new (pen->context);
  g_autoptr(PangoFontDescription) description = pango_font_description_from_string (font);
  /* Text that is not UTF-8 (a name from elsewhere) would stop the drawing. */
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  pango_layout_set_font_description (layout, description);
  pango_layout_set_text (layout, valid, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      if (lines > 0)
        pango_layout_set_height (layout, -lines);
    }
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return h;
}

/* Draws @layout at @x, @y (@xalign of its width there), and notes its text. */
static double
put (Pen         *pen,
     PangoLayout *layout,
     double       x,
     double       y,
     double       xalign)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (pen->cr, x - xalign * w, y);
  pango_cairo_show_layout (pen->cr, layout);
  if (pen->text != NULL)
    {
      g_string_append (pen->text, pango_layout_get_text (layout));
      g_string_append_c (pen->text, '\n');
    }
  return h;
}

static double
show (Pen        *pen,
      const char *text,
      const char *font,
      double      x,
      double      y,
      double      width,
      double      xalign,
      int         lines)
{
  g_autoptr(PangoLayout) layout = layout_new (pen, text, font, width, lines);

  return put (pen, layout, x, y, xalign);
}

static void
rule (Pen    *pen,
      double  y)
{
  cairo_set_line_width (pen->cr, 0.75);
  cairo_move_to (pen->cr, 0, y);
  cairo_line_to (pen->cr, pen->width, y);
  cairo_stroke (pen->cr);
}

/* Who won (or leads) a score sheet, or why first place is not known yet. */
static char *
sheet_result (GkScoreSheet *self)
{
  g_autofree char *winners = NULL;

  if (self->sheet_score->undecided != NULL)
    return g_strdup (self->sheet_score->undecided);
  winners = gk_sheet_score_names (self->sheet, gk_sheet_score_winners (self->sheet_score));
  if (gk_sheet_get_play (self->sheet)->finished.set)
    return g_strdup_printf (_("Won by %s"), winners);
  return g_strdup_printf (_("In the lead: %s"), winners);
}

static void
draw_head (GkScoreSheet *self,
           Pen          *pen)
{
  gboolean final = self->table != NULL ? self->score->final
                                       : gk_sheet_get_play (self->sheet)->finished.set;
  g_autofree char *end = self->table != NULL ? gk_format_game_end (self->table) : NULL;
  g_autofree char *result = self->table != NULL ? gk_format_result (self->table, self->score)
                                                : sheet_result (self);

  /* The game, then the play: when and where (the document's title says both). */
  pen->y += show (pen, self->game, "Sans Bold 13", 0, pen->y, pen->width, 0, 1);
  pen->y += 2 + show (pen, final ? _("Final Score") : _("Score So Far"), "Sans Bold 20",
                      0, pen->y + 2, pen->width, 0, 1);
  if (self->when != NULL)
    pen->y += 2 + show (pen, self->when, "Sans 11", 0, pen->y + 2, pen->width, 0, 2);
  pen->y += 2 + show (pen, self->about, "Sans 10", 0, pen->y + 2, pen->width, 0, 2);
  if (end != NULL)
    pen->y += 2 + show (pen, end, "Sans Italic 10", 0, pen->y + 2, pen->width, 0, 2);
  if (!final)
    pen->y += 2 + show (pen, _("The game is not over: the score as it stands."), "Sans Italic 10",
                        0, pen->y + 2, pen->width, 0, 2);
  pen->y += 14;
  pen->y += show (pen, result, "Sans Bold 15", 0, pen->y, pen->width, 0, 2);
  pen->y += 12;
}

/* The players in rank order between two rules, the winners in bold. */
static void
draw_results (GkScoreSheet *self,
              Pen          *pen)
{
  /* TRANSLATORS: column heads of the printed score sheet */
  const char *heads[] = { _("Rank"), _("Player"), gk_format_score_part (GK_SCORE_TOKENS),
                          gk_format_score_part (GK_SCORE_CARDS),
                          gk_format_score_part (GK_SCORE_RENEWAL),
                          gk_format_score_part (GK_SCORE_DISTRICTS),
                          gk_format_score_part (GK_SCORE_TOTAL) };
  double columns[G_N_ELEMENTS (heads)];
  double right = pen->width;
  double name_width;

  /* The figures' columns as wide as their heads (and a gap), from the
   * right edge; the name has the rest.  Each column's x is its right edge,
   * but the rank's and the name's, their left. */
  for (guint c = G_N_ELEMENTS (heads) - 1; c >= 2; c--)
    {
      g_autoptr(PangoLayout) head = layout_new (pen, heads[c], "Sans Bold 9", 0, 1);
      int w, h;

      pango_layout_get_pixel_size (head, &w, &h);
      columns[c] = right;
      right -= MAX (w, 22) + 14;
    }
  columns[0] = 0;
  columns[1] = 52;
  name_width = right - columns[1];

  /* The rank and the name read from the left, the figures line up right. */
  for (guint c = 0; c < G_N_ELEMENTS (heads); c++)
    show (pen, heads[c], "Sans Bold 9", columns[c], pen->y,
          c == 0 ? columns[1] - 4 : c == 1 ? name_width : -1, c <= 1 ? 0 : 1, 1);
  pen->y += ROW;
  rule (pen, pen->y - 4);

  for (guint i = 0; i < self->order->len; i++)
    {
      const GkPlayerScore *p = g_ptr_array_index (self->order, i);
      guint figures[] = { p->rank, p->tokens, p->cards, p->renewal, p->districts, p->total };
      guint index = (guint) (p - self->score->players);
      gboolean won = (gk_score_winners (self->score) & (G_GUINT64_CONSTANT (1) << index)) != 0;
      const char *font = won ? "Sans Bold 11" : "Sans 11";

      gk_player_colour_draw_symbol (gk_table_get_player_colour (self->table, p->player), pen->cr,
                                    columns[1] + 7, pen->y + 8, 7, FALSE);
      cairo_set_source_rgb (pen->cr, 0, 0, 0);
      show (pen, gk_table_get_player_name (self->table, p->player), font, columns[1] + 20, pen->y,
            name_width - 28, 0, 1);
      for (guint c = 0; c < G_N_ELEMENTS (figures); c++)
        {
          g_autofree char *text = g_strdup_printf ("%u", figures[c]);

          show (pen, text, c == G_N_ELEMENTS (figures) - 1 ? "Sans Bold 11" : font,
                columns[c == 0 ? 0 : c + 1], pen->y, -1, c == 0 ? 0 : 1, 1);
        }
      pen->y += ROW;
    }
  rule (pen, pen->y);
  pen->y += 18;
}

/* Whether a block @height high fits above @limit (no limit: 0 or less). */
static gboolean
fits (Pen    *pen,
      double  y,
      double  height,
      double  limit)
{
  return limit <= 0 || y + height <= limit;
}

/* One line of a score sheet's pad: its name, then each player's figure. */
static void
sheet_line (GkScoreSheet *self,
            Pen          *pen,
            const char   *name,
            const gint   *values,
            const char   *font,
            double        name_width)
{
  guint n = gk_sheet_get_n_players (self->sheet);
  double column = (pen->width - name_width) / n;
  double height = show (pen, name, font, 0, pen->y, name_width - 8, 0, 2);

  for (guint p = 0; p < n; p++)
    {
      g_autofree char *figure = g_strdup_printf ("%d", values[p]);

      show (pen, figure, font, name_width + (p + 1) * column, pen->y, -1, 1, 1);
    }
  pen->y += MAX (height, 12) + 5;
}

/* A score sheet of another game, as its pad reads: a column per player,
 * each row's points (a category no row shows on a line of its own), the
 * total and the rank, then how the ties went. */
static void
draw_sheet_pad (GkScoreSheet *self,
                Pen          *pen,
                double        limit)
{
  const GkSheetGame *game = gk_sheet_get_game (self->sheet);
  const GkSheetScore *score = self->sheet_score;
  guint n = gk_sheet_get_n_players (self->sheet);
  guint modules = gk_sheet_get_modules (self->sheet);
  double name_width = MIN (170, pen->width * 0.34);
  double column = (pen->width - name_width) / n;
  g_autofree gint *values = g_new0 (gint, n);

  rule (pen, pen->y);
  pen->y += 6;
  /* Each name over its figures, right-aligned as they are. */
  for (guint p = 0; p < n; p++)
    {
      g_autoptr(PangoLayout) name = layout_new (pen, gk_sheet_get_player_name (self->sheet, p),
                                                "Sans Bold 9", 0, 1);

      if (pango_layout_get_width (name) < 0)
        {
          int w, h;

          pango_layout_get_pixel_size (name, &w, &h);
          if (w > column - 6)
            {
              pango_layout_set_width (name, (int) ((column - 6) * PANGO_SCALE));
              pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
            }
        }
      put (pen, name, name_width + (p + 1) * column, pen->y, 1);
    }
  pen->y += 18;
  for (guint row = 0; row < gk_sheet_game_get_n_rows (game); row++)
    {
      gint category = gk_sheet_game_row_category (game, row);

      if (category >= 0 && !gk_sheet_game_category_enabled (game, (guint) category, modules))
        continue;
      for (guint p = 0; p < n; p++)
        values[p] = gk_sheet_score_get_row (score, p, row);
      sheet_line (self, pen, gk_sheet_game_row_name (game, row), values, "Sans 9", name_width);
    }
  for (guint c = 0; c < game->n_categories; c++)
    {
      gboolean on_a_row = FALSE;

      for (guint row = 0; row < gk_sheet_game_get_n_rows (game); row++)
        on_a_row |= gk_sheet_game_row_category (game, row) == (gint) c;
      if (on_a_row || !gk_sheet_game_category_enabled (game, c, modules))
        continue;
      for (guint p = 0; p < n; p++)
        values[p] = gk_sheet_score_get (score, p, c);
      sheet_line (self, pen, _(game->categories[c].name), values, "Sans 9", name_width);
    }
  rule (pen, pen->y);
  pen->y += 6;
  sheet_line (self, pen, _("Total"), score->totals, "Sans Bold 10", name_width);
  for (guint p = 0; p < n; p++)
    values[p] = (gint) score->ranks[p];
  sheet_line (self, pen, _("Rank"), values, "Sans 9", name_width);
  rule (pen, pen->y);
  pen->y += 8;

  for (guint i = 0; i < score->ties->len + score->notes->len; i++)
    {
      const char *words = i < score->ties->len ? score->ties->pdata[i]
                                               : score->notes->pdata[i - score->ties->len];
      g_autoptr(PangoLayout) layout = layout_new (pen, words, "Sans 9", pen->width, 3);

      if (!fits (pen, pen->y, layout_height (layout), limit))
        break;
      pen->y += put (pen, layout, 0, pen->y, 0) + 3;
    }
  if (score->verdict != NULL)
    pen->y += show (pen, score->verdict, "Sans 9", 0, pen->y, pen->width, 0, 2) + 3;
}

/* Who took each district (rules.md 7: majorities), in a column. */
static double
draw_districts (GkScoreSheet *self,
                Pen          *pen,
                double        x,
                double        width,
                double        limit)
{
  double y = pen->y;

  y += show (pen, gk_format_score_part (GK_SCORE_DISTRICTS), "Sans Bold 12", x, y, width, 0,
             1) + 6;
  if (self->score->districts->len == 0)
    y += show (pen, gk_format_no_districts (), "Sans 9", x, y, width, 0, 0);
  for (guint d = 0; d < self->score->districts->len; d++)
    {
      const GkDistrict *district = g_ptr_array_index (self->score->districts, d);
      g_autofree char *title = gk_format_district_title (d + 1, district);
      g_autofree char *places = gk_format_district_places (self->table, district);
      g_autoptr(PangoLayout) head = layout_new (pen, title, "Sans Bold 9", width, 0);
      g_autoptr(PangoLayout) body = layout_new (pen, places, "Sans 9", width, 0);

      if (!fits (pen, y, layout_height (head) + layout_height (body), limit))
        {
          y += show (pen, "…", "Sans 9", x, y, width, 0, 1);
          break;
        }
      y += put (pen, head, x, y, 0);
      y += put (pen, body, x, y, 0) + 6;
    }
  return y;
}

/* The end-game cards each player kept, players in rank order. */
static double
draw_cards (GkScoreSheet *self,
            Pen          *pen,
            double        x,
            double        width,
            double        limit)
{
  double y = pen->y;
  gboolean any = FALSE;

  y += show (pen, _("End-Game Cards"), "Sans Bold 12", x, y, width, 0, 1) + 6;
  for (guint i = 0; i < self->order->len; i++)
    {
      const GkPlayerScore *p = g_ptr_array_index (self->order, i);

      for (guint c = 0; p->card_scores != NULL && c < p->card_scores->len; c++)
        {
          const GkCardScore *card = &g_array_index (p->card_scores, GkCardScore, c);
          g_autofree char *name = gk_card_get_name (card->card);
          g_autofree char *head_text = g_strdup_printf ("%s · %s",
                                                        gk_table_get_player_name (self->table,
                                                                                  p->player),
                                                        name);
          g_autofree char *explanation = gk_format_card_score (card);
          /* TRANSLATORS: points a card gives, as shown at the end of its row */
          g_autofree char *points = g_strdup_printf (C_("points", "+%u"), card->points);
          const char *caveat = gk_format_card_caveat (card->card);
          g_autofree char *body_text = caveat != NULL
                                       ? g_strconcat (explanation, "\n", caveat, NULL)
                                       : g_strdup (explanation);
          g_autoptr(PangoLayout) head = layout_new (pen, head_text, "Sans Bold 9", width - 56, 1);
          g_autoptr(PangoLayout) body = layout_new (pen, body_text, "Sans 9", width - 16, 0);

          if (!fits (pen, y, layout_height (head) + layout_height (body), limit))
            {
              y += show (pen, "…", "Sans 9", x, y, width, 0, 1);
              return y;
            }
          gk_player_colour_draw_symbol (gk_table_get_player_colour (self->table, p->player),
                                        pen->cr, x + 5, y + 6, 5, FALSE);
          cairo_set_source_rgb (pen->cr, 0, 0, 0);
          y += MAX (put (pen, head, x + 16, y, 0),
                    show (pen, points, "Sans Bold 10", x + width, y, -1, 1, 1));
          y += put (pen, body, x + 16, y, 0) + 6;
          any = TRUE;
        }
    }
  if (!any)
    y += show (pen, gk_format_no_end_game_cards (), "Sans 9", x, y, width, 0, 0);
  return y;
}

static void
draw_note (GkScoreSheet *self,
           Pen          *pen,
           double        limit)
{
  g_autoptr(PangoLayout) note = NULL;

  if (self->play == NULL || self->play->note == NULL || *self->play->note == '\0')
    return;
  note = layout_new (pen, self->play->note, "Sans 10", pen->width, NOTE_LINES);
  if (!fits (pen, pen->y, 20 + layout_height (note), limit))
    return;
  pen->y += 6 + show (pen, _("Note"), "Sans Bold 12", 0, pen->y + 6, pen->width, 0, 1) + 4;
  pen->y += put (pen, note, 0, pen->y, 0);
}

static double
draw (GkScoreSheet *self,
      cairo_t      *cr,
      GString      *text,
      double        width,
      double        height)
{
  g_autoptr(GObject) context = G_OBJECT (pango_cairo_create_context (cr));
  /* Room left above the foot of a page. */
  double limit = height > 0 ? height - 20 : 0;
  double column = (width - 24) / 2;
  double left, right;
  Pen pen = { cr, PANGO_CONTEXT (context), text, width, 0 };

  /* The sheet is laid out in points: a 10 point font is 10 units high. */
  pango_cairo_context_set_resolution (pen.context, 72);
  cairo_set_source_rgb (cr, 0, 0, 0);

  draw_head (self, &pen);
  if (self->sheet != NULL)
    draw_sheet_pad (self, &pen, limit);
  else
    {
      draw_results (self, &pen);
      left = draw_districts (self, &pen, 0, column, limit);
      right = draw_cards (self, &pen, column + 24, column, limit);
      pen.y = MAX (left, right);
    }
  draw_note (self, &pen, limit);

  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  if (height > 0)
    show (&pen, _("Ginkgo Companion"), "Sans 8", width, height - 12, -1, 1, 1);
  else
    pen.y += 12 + show (&pen, _("Ginkgo Companion"), "Sans 8", width, pen.y + 12, -1, 1, 1);
  return height > 0 ? height : pen.y;
}

double
gk_score_sheet_draw (GkScoreSheet *self,
                     cairo_t      *cr,
                     double        width,
                     double        height)
{
  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), 0);
  g_return_val_if_fail (cr != NULL, 0);

  return draw (self, cr, NULL, width, height);
}

char *
gk_score_sheet_get_text (GkScoreSheet *self)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), NULL);

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  draw (self, cr, text, A4_WIDTH - 2 * MARGIN, A4_HEIGHT - 2 * MARGIN);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return g_string_free (text, FALSE);
}

/* ---- files ---- */

/* Cairo writes into memory. */
static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* @bytes (or the drawing's failure, @status) saved to @path through the
 * app's one atomic save (a temporary file, synced, renamed, the folder
 * synced): the sheet's PDF, or its @image.  A failure leaves whatever was
 * at @path. */
static gboolean
finish_file (GByteArray      *bytes,
             const char      *path,
             cairo_status_t   status,
             gboolean         image,
             GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *display = NULL;
  const char *reason;

  if (status == CAIRO_STATUS_SUCCESS)
    {
      file = g_file_new_for_path (path);
      if (gk_file_save_atomically (file, (const char *) bytes->data, bytes->len, &local_error))
        return TRUE;
    }
  reason = status != CAIRO_STATUS_SUCCESS ? cairo_status_to_string (status)
                                          : local_error->message;
  display = g_filename_display_name (path);
  if (image)
    /* TRANSLATORS: a file name, then the reason */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("The score image “%s” cannot be written: %s"), display, reason);
  else
    /* TRANSLATORS: a file name, then the reason */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("The score sheet “%s” cannot be written: %s"), display, reason);
  return FALSE;
}

gboolean
gk_score_sheet_save_pdf (GkScoreSheet  *self,
                         const char    *path,
                         GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, A4_WIDTH, A4_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, self->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, _("Ginkgo Companion"));
  cr = cairo_create (surface);
  cairo_translate (cr, MARGIN, MARGIN);
  draw (self, cr, NULL, A4_WIDTH - 2 * MARGIN, A4_HEIGHT - 2 * MARGIN);
  cairo_show_page (cr);
  /* A drawing that failed leaves a blank page behind: that is no sheet. */
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  return finish_file (bytes, path, status, FALSE, error);
}

/* The score card as pixels: white, CARD_WIDTH points wide, as high as the
 * sheet needs, CARD_SCALE pixels a point. */
static cairo_surface_t *
render_card (GkScoreSheet *self)
{
  cairo_surface_t *measure = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (measure);
  double height = draw (self, cr, NULL, CARD_WIDTH - 2 * CARD_MARGIN, 0) + 2 * CARD_MARGIN;
  cairo_surface_t *surface;

  cairo_destroy (cr);
  cairo_surface_destroy (measure);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (CARD_WIDTH * CARD_SCALE),
                                        (int) ceil (height * CARD_SCALE));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, CARD_SCALE, CARD_SCALE);
  cairo_translate (cr, CARD_MARGIN, CARD_MARGIN);
  draw (self, cr, NULL, CARD_WIDTH - 2 * CARD_MARGIN, 0);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

GdkTexture *
gk_score_sheet_render (GkScoreSheet *self)
{
  cairo_surface_t *surface;
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;
  int height, stride;

  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), NULL);

  surface = render_card (self);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) height * stride);
  /* Cairo's ARGB32 is GDK's default memory format. */
  texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                    GDK_MEMORY_DEFAULT, bytes, stride);
  cairo_surface_destroy (surface);
  return texture;
}

gboolean
gk_score_sheet_save_png (GkScoreSheet  *self,
                         const char    *path,
                         GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;

  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  surface = render_card (self);
  status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  cairo_surface_destroy (surface);
  return finish_file (bytes, path, status, TRUE, error);
}

/* ---- printing ---- */

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           gpointer           user_data)
{
  GkScoreSheet *self = g_object_get_data (G_OBJECT (operation), "gk-score-sheet");

  draw (self, gtk_print_context_get_cairo_context (context), NULL,
        gtk_print_context_get_width (context), gtk_print_context_get_height (context));
}

GtkPrintOperation *
gk_score_sheet_print_operation_new (GkScoreSheet *self)
{
  GtkPrintOperation *operation;

  g_return_val_if_fail (GK_IS_SCORE_SHEET (self), NULL);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, self->title);
  /* The operation keeps the sheet: a print dialog may outlive its window. */
  g_object_set_data_full (G_OBJECT (operation), "gk-score-sheet", g_object_ref (self),
                          g_object_unref);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), NULL);
  return operation;
}

/* ---- GObject ---- */

static void
gk_score_sheet_finalize (GObject *object)
{
  GkScoreSheet *self = GK_SCORE_SHEET (object);

  g_clear_pointer (&self->order, g_ptr_array_unref);
  g_clear_pointer (&self->score, gk_score_free);
  g_clear_pointer (&self->table, gk_table_free);
  g_clear_pointer (&self->sheet_score, gk_sheet_score_free);
  g_clear_pointer (&self->sheet, gk_sheet_unref);
  g_clear_pointer (&self->play, gk_play_record_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->when, g_free);
  g_clear_pointer (&self->about, g_free);

  G_OBJECT_CLASS (gk_score_sheet_parent_class)->finalize (object);
}

static void
gk_score_sheet_class_init (GkScoreSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gk_score_sheet_finalize;
}

static void
gk_score_sheet_init (GkScoreSheet *self)
{
}
