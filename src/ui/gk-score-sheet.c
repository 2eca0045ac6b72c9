/* gk-score-sheet.c: one game's final score on paper, PDF or printer
 *
 * The sheet: a title, the players in seating order with each part of their
 * score (rules.md section 7), the total and the rank, then who held each
 * district.  Every figure comes from gk_score_compute(); nothing is
 * counted here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gk-score-sheet.h"

#define A4_WIDTH  595.276
#define A4_HEIGHT 841.890
#define MARGIN    48.0
#define ROW       22.0

static double
show (cairo_t    *cr,
      const char *text,
      const char *font,
      double      x,
      double      y,
      double      width,
      double      xalign)
{
  g_autoptr(GObject) context = G_OBJECT (pango_cairo_create_context (cr));
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) description = pango_font_description_from_string (font);
  /* A title made of a file name may hold bytes that are not UTF-8. */
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  int w, h;

  /* The sheet is laid out in points: a 10 point font is 10 units high. */
  pango_cairo_context_set_resolution (PANGO_CONTEXT (context), 72);
  layout = pango_layout_new (PANGO_CONTEXT (context));
  pango_layout_set_font_description (layout, description);
  pango_layout_set_text (layout, valid, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - xalign * w, y);
  pango_cairo_show_layout (cr, layout);
  return h;
}

void
gk_score_sheet_draw (cairo_t       *cr,
                     const GkTable *table,
                     const char    *title,
                     double         width,
                     double         height)
{
  g_autoptr(GkScore) score = NULL;
  /* TRANSLATORS: column heads of the printed score sheet */
  const char *heads[] = { N_("Player"), N_("Tokens"), N_("Cards"), N_("Renewal"),
                          N_("Districts"), N_("Total"), N_("Rank") };
  double columns[G_N_ELEMENTS (heads)];
  double y = 0, name_width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (table != NULL);

  score = gk_score_compute (table);
  name_width = width * 0.30;
  columns[0] = 0;
  for (guint c = 1; c < G_N_ELEMENTS (heads); c++)
    columns[c] = name_width + (width - name_width) * c / (G_N_ELEMENTS (heads) - 1);

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += show (cr, title != NULL ? title : _("Final Score"), "Sans Bold 18", 0, y, width, 0);
  if (!score->final)
    y += show (cr, _("The game is not over: the score as it stands."), "Sans Italic 10", 0, y + 4,
               width, 0);
  y += 18;

  for (guint c = 0; c < G_N_ELEMENTS (heads); c++)
    show (cr, _(heads[c]), "Sans Bold 10", columns[c], y, c == 0 ? name_width : -1,
          c == 0 ? 0 : 1);
  y += ROW;
  cairo_set_line_width (cr, 0.75);
  cairo_move_to (cr, 0, y - 4);
  cairo_line_to (cr, width, y - 4);
  cairo_stroke (cr);

  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *p = &score->players[i];
      guint figures[] = { p->tokens, p->cards, p->renewal, p->districts, p->total, p->rank };

      show (cr, gk_table_get_player_name (table, p->player), p->rank == 1 ? "Sans Bold 11"
                                                                          : "Sans 11",
            columns[0], y, name_width - 8, 0);
      for (guint c = 0; c < G_N_ELEMENTS (figures); c++)
        {
          g_autofree char *text = g_strdup_printf ("%u", figures[c]);

          show (cr, text, c == 4 ? "Sans Bold 11" : "Sans 11", columns[c + 1], y, -1, 1);
        }
      y += ROW;
    }
  cairo_move_to (cr, 0, y);
  cairo_line_to (cr, width, y);
  cairo_stroke (cr);
  y += 18;

  /* Who held each district (rules.md 7: majorities). */
  y += show (cr, _("Districts"), "Sans Bold 12", 0, y, width, 0) + 6;
  for (guint d = 0; d < score->districts->len && y < height - ROW; d++)
    {
      const GkDistrict *district = g_ptr_array_index (score->districts, d);
      g_autofree char *first = NULL;
      g_autofree char *line = NULL;

      if (district->first == GK_NO_PLAYER)
        continue;
      first = g_strdup_printf ("%s %u", gk_table_get_player_name (table, district->first),
                               district->first_points);
      if (district->second != GK_NO_PLAYER)
        line = g_strdup_printf (
          /* TRANSLATORS: a district of the score sheet: its colour, its size, then
           * the first place (name and points) and the second */
          _("%s, %u cells: %s; %s %u"), gk_colour_get_name (district->colour),
          district->cells->len / 2, first,
          gk_table_get_player_name (table, district->second), district->second_points);
      else
        line = g_strdup_printf (
          /* TRANSLATORS: a district of the score sheet: its colour, its size, then
           * the first place (name and points) */
          _("%s, %u cells: %s"), gk_colour_get_name (district->colour),
          district->cells->len / 2, first);
      y += show (cr, line, "Sans 10", 0, y, width, 0) + 3;
    }

  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  show (cr, _("Ginkgo Companion"), "Sans 8", width, height - 12, -1, 1);
}

gboolean
gk_score_sheet_save_pdf (const GkTable  *table,
                         const char     *title,
                         const char     *path,
                         GError        **error)
{
  g_autofree char *temporary = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Written beside the target, then renamed: a failed write leaves
   * whatever was there. */
  temporary = g_strconcat (path, ".part", NULL);
  surface = cairo_pdf_surface_create (temporary, A4_WIDTH, A4_HEIGHT);
  cr = cairo_create (surface);
  cairo_translate (cr, MARGIN, MARGIN);
  gk_score_sheet_draw (cr, table, title, A4_WIDTH - 2 * MARGIN, A4_HEIGHT - 2 * MARGIN);
  cairo_show_page (cr);
  /* A drawing that failed leaves a blank page behind: that is no sheet. */
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || g_rename (temporary, path) != 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_unlink (temporary);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* TRANSLATORS: a file name, then the reason */
                   _("The score sheet “%s” cannot be written: %s"), display,
                   status != CAIRO_STATUS_SUCCESS ? cairo_status_to_string (status)
                                                  : g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           gpointer           user_data)
{
  const GkTable *table = g_object_get_data (G_OBJECT (operation), "table");
  const char *title = g_object_get_data (G_OBJECT (operation), "title");

  gk_score_sheet_draw (gtk_print_context_get_cairo_context (context), table, title,
                       gtk_print_context_get_width (context),
                       gtk_print_context_get_height (context));
}

GtkPrintOperation *
gk_score_sheet_print_operation_new (const GkTable *table,
                                    const char    *title)
{
  GtkPrintOperation *operation;

  g_return_val_if_fail (table != NULL, NULL);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, title != NULL ? title : _("Final Score"));
  g_object_set_data_full (G_OBJECT (operation), "table", gk_table_copy (table),
                          (GDestroyNotify) gk_table_free);
  g_object_set_data_full (G_OBJECT (operation), "title", g_strdup (title), g_free);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), NULL);
  return operation;
}
