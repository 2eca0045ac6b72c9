/* gk-city-view.c: the city as it lies on the table
 *
 * What the view shows: a copy of the table, the districts of a score, the
 * marker targets, and the move being entered (a GkMoveDraft it follows),
 * and what each cell shows in words.  How it is drawn is in
 * gk-city-view-draw.c, the pointer and the keyboard in gk-city-view-input.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "gk-city-view-private.h"
#include "gk-player-style.h"

G_DEFINE_FINAL_TYPE (GkCityView, gk_city_view, GTK_TYPE_WIDGET)


/* ---- helpers ---- */

static gpointer
cell_key (int x,
          int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x7fff) << 16) | (guint) ((y + 0x7fff) & 0xffff));
}

static void
city_district_free (gpointer data)
{
  CityDistrict *district = data;

  g_clear_pointer (&district->cells, g_array_unref);
  g_free (district);
}

const CityDistrict *
_gk_city_view_district_at (GkCityView *self,
             int         x,
             int         y)
{
  guint index;

  if (self->district_at == NULL)
    return NULL;

  index = GPOINTER_TO_UINT (g_hash_table_lookup (self->district_at, cell_key (x, y)));
  return index > 0 ? g_ptr_array_index (self->districts, index - 1) : NULL;
}

static gboolean
is_target (GkCityView *self,
           int         x,
           int         y)
{
  if (self->targets == NULL)
    return FALSE;

  for (guint i = 0; i + 1 < self->targets->len; i += 2)
    if (g_array_index (self->targets, gint, i) == x && g_array_index (self->targets, gint, i + 1) == y)
      return TRUE;

  return FALSE;
}

/* The index + 1 of the cell in @cells (gint pairs), or 0. */
guint
_gk_city_view_cell_index (GArray *cells,
            int     x,
            int     y)
{
  for (guint i = 0; cells != NULL && i + 1 < cells->len; i += 2)
    if (g_array_index (cells, gint, i) == x && g_array_index (cells, gint, i + 1) == y)
      return i / 2 + 1;
  return 0;
}

/* The shift leaving @x, @y (@to FALSE) or arriving there (@to TRUE), or NULL. */
const CityShift *
_gk_city_view_shift_at (GkCityView *self,
          int         x,
          int         y,
          gboolean    to)
{
  for (guint i = 0; i < self->n_moved; i++)
    {
      const CityShift *shift = &self->moved[i];

      if (to ? (shift->to_x == x && shift->to_y == y) : (shift->from_x == x && shift->from_y == y))
        return shift;
    }
  return NULL;
}

/* The buildings and one free cell all around (where markers lie and new
 * tiles go), the cells the engine counts as the city's extent, and the
 * highlighted targets. */
static void
update_bounds (GkCityView *self)
{
  int min_x = 0, min_y = 0, max_x = 2, max_y = 2;
  guint n_buildings = self->table != NULL ? gk_table_get_n_buildings (self->table) : 0;

  for (guint i = 0; i < n_buildings; i++)
    {
      const GkBuilding *building = gk_table_get_building (self->table, i);

      if (i == 0)
        {
          min_x = max_x = building->x;
          min_y = max_y = building->y;
        }
      min_x = MIN (min_x, building->x);
      max_x = MAX (max_x, building->x);
      min_y = MIN (min_y, building->y);
      max_y = MAX (max_y, building->y);
    }

  if (!self->compact)
    {
      min_x--;
      min_y--;
      max_x++;
      max_y++;
    }

  if (self->table != NULL && (!self->compact || n_buildings == 0))
    {
      int x0, y0, x1, y1;

      gk_table_get_bounds (self->table, &x0, &y0, &x1, &y1);
      min_x = MIN (min_x, x0);
      min_y = MIN (min_y, y0);
      max_x = MAX (max_x, x1);
      max_y = MAX (max_y, y1);
    }

  for (guint a = 0; a < 2; a++)
    {
      GArray *cells = a == 0 ? self->targets : self->shift_targets;

      for (guint i = 0; cells != NULL && i + 1 < cells->len; i += 2)
        {
          int x = g_array_index (cells, gint, i);
          int y = g_array_index (cells, gint, i + 1);

          min_x = MIN (min_x, x);
          max_x = MAX (max_x, x);
          min_y = MIN (min_y, y);
          max_y = MAX (max_y, y);
        }
    }

  self->min_x = min_x;
  self->min_y = min_y;
  self->max_x = max_x;
  self->max_y = max_y;
}

/* ---- words ---- */

/* What the move being entered does to a cell, appended to its words. */
static void
describe_preview (GkCityView *self,
                  int         x,
                  int         y,
                  GString    *text)
{
  const CityShift *shift;
  guint number;

  if (self->has_ghost && self->ghost.x == x && self->ghost.y == y)
    {
      g_autofree char *name = gk_card_get_name (self->ghost.top);

      /* TRANSLATORS: appended to a cell's description during a move being
       * entered: %s is the tile laid there ("Red 9") */
      g_string_append_printf (text, _(", the new tile %s goes here"), name);
    }
  if (self->has_pick && self->pick_x == x && self->pick_y == y)
    /* TRANSLATORS: appended to a cell's description: the urbanization's
     * marker %c is put on this cell */
    g_string_append_printf (text, _(", marker %c goes here"), 'A' + self->pick_letter);
  if ((shift = _gk_city_view_shift_at (self, x, y, FALSE)) != NULL)
    /* TRANSLATORS: appended to a cell's description: marker %c is shifted
     * away from this cell (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is shifted away"), 'A' + shift->letter);
  if ((shift = _gk_city_view_shift_at (self, x, y, TRUE)) != NULL)
    /* TRANSLATORS: appended to a cell's description: marker %c is shifted
     * onto this cell (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is shifted here"), 'A' + shift->letter);
  if (self->held >= 0 && self->held_x == x && self->held_y == y)
    /* TRANSLATORS: appended to a cell's description: its marker %c is
     * picked up, to be shifted (rules 9.7) */
    g_string_append_printf (text, _(", marker %c is picked up"), 'A' + self->held);
  else if (_gk_city_view_cell_index (self->shiftable, x, y) != 0)
    /* TRANSLATORS: appended to a cell's description: its marker may be
     * picked up and shifted (rules 9.7) */
    g_string_append (text, _(", its marker can be shifted"));
  if (self->held >= 0 && (number = _gk_city_view_cell_index (self->shift_targets, x, y)) != 0)
    /* TRANSLATORS: appended to a cell's description: the marker picked up
     * (%c) may be shifted here; %u is the cell's number for typing */
    g_string_append_printf (text, _(", a place for marker %c (%u)"), 'A' + self->held, number);
}

char *
gk_city_view_get_cell_description (GkCityView *self,
                                   int         x,
                                   int         y)
{
  const GkBuilding *building;
  GString *text;

  g_return_val_if_fail (GK_IS_CITY_VIEW (self), NULL);

  text = g_string_new (NULL);
  building = self->table != NULL ? gk_table_get_building_at (self->table, x, y) : NULL;

  if (building != NULL)
    {
      g_autofree char *name = gk_card_get_name (building->top);
      gboolean owned = building->owner != GK_NO_PLAYER;
      const char *owner = owned ? gk_table_get_player_name (self->table, building->owner) : NULL;

      if (owned && building->build_site)
        /* TRANSLATORS: a building in the city: its top tile ("Red 9"), its
         * height, its owner's name, and the build-site marker on it */
        g_string_printf (text, _("%s, height %u, %s, build site"), name, building->height, owner);
      else if (owned)
        /* TRANSLATORS: a building: its top tile ("Red 9"), its height, its owner */
        g_string_printf (text, _("%s, height %u, %s"), name, building->height, owner);
      else if (building->build_site)
        /* TRANSLATORS: an unowned building with a build-site marker on it */
        g_string_printf (text, _("%s, height %u, build site"), name, building->height);
      else
        /* TRANSLATORS: an unowned building: its top tile ("Red 9") and its height */
        g_string_printf (text, _("%s, height %u"), name, building->height);
    }
  else
    {
      gint letter = self->table != NULL ? gk_table_get_marker_at (self->table, x, y) : -1;

      if (letter >= 0)
        /* TRANSLATORS: a free cell of the city with urbanization marker %c on it */
        g_string_printf (text, _("Empty cell, marker %c"), 'A' + letter);
      else
        g_string_assign (text, _("Empty cell"));
    }

  if (is_target (self, x, y) && self->held < 0)
    /* TRANSLATORS: appended to a cell's description when the marker may go there */
    g_string_append (text, _(", a place for the marker"));
  describe_preview (self, x, y, text);

  return g_string_free (text, FALSE);
}

char *
_gk_city_view_describe_district (GkCityView         *self,
                   const CityDistrict *district)
{
  const char *colour = gk_colour_get_name (district->colour);
  g_autofree char *head = NULL;

  head = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* TRANSLATORS: "Red district, 7 resources" */
                                       "%s district, %u resource",
                                       "%s district, %u resources",
                                       district->total),
                          colour, district->total);

  if (district->first == GK_NO_PLAYER)
    return g_steal_pointer (&head);

  if (district->second == GK_NO_PLAYER || district->second == district->first)
    /* TRANSLATORS: a district and the player who takes both places alone */
    return g_strdup_printf (_("%s: first and second %s"), head,
                            gk_table_get_player_name (self->table, district->first));

  /* TRANSLATORS: a district, the player in first place and the one in second */
  return g_strdup_printf (_("%s: first %s, second %s"), head,
                          gk_table_get_player_name (self->table, district->first),
                          gk_table_get_player_name (self->table, district->second));
}

void
_gk_city_view_update_accessible (GkCityView *self)
{
  if (self->selected && self->table != NULL)
    {
      g_autofree char *text = gk_city_view_get_cell_description (self, self->sel_x, self->sel_y);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
  else
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      /* TRANSLATORS: the accessible name of the city map */
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("City"),
                                      -1);
    }
}

/* ---- what the view shows ---- */

GtkWidget *
gk_city_view_new (void)
{
  return g_object_new (GK_TYPE_CITY_VIEW, NULL);
}

static void
refresh (GkCityView *self)
{
  int min_x = self->min_x, min_y = self->min_y, max_x = self->max_x, max_y = self->max_y;

  update_bounds (self);
  if (self->selected && !_gk_city_view_in_bounds (self, self->sel_x, self->sel_y))
    _gk_city_view_set_selection (self, FALSE, 0, 0);
  if (self->hovered && !_gk_city_view_in_bounds (self, self->hover_x, self->hover_y))
    _gk_city_view_set_hover (self, FALSE, 0, 0);
  _gk_city_view_update_accessible (self);
  /* A new size only when the cells shown change: a move being typed
   * redraws the city, it does not lay the window out again. */
  if (min_x != self->min_x || min_y != self->min_y || max_x != self->max_x
      || max_y != self->max_y)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gk_city_view_set_table (GkCityView    *self,
                        const GkTable *table)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  g_clear_pointer (&self->table, gk_table_free);
  if (table != NULL)
    self->table = gk_table_copy (table);
  else
    _gk_city_view_set_selection (self, FALSE, 0, 0);

  _gk_city_view_invalidate_layers (self);
  refresh (self);
}

void
gk_city_view_set_compact (GkCityView *self,
                          gboolean    compact)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  self->compact = !!compact;
  _gk_city_view_invalidate_layers (self);
  refresh (self);
}

void
gk_city_view_set_score (GkCityView    *self,
                        const GkScore *score)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));

  g_clear_pointer (&self->districts, g_ptr_array_unref);
  g_clear_pointer (&self->district_at, g_hash_table_unref);

  if (score != NULL && score->districts != NULL)
    {
      self->districts = g_ptr_array_new_with_free_func (city_district_free);
      self->district_at = g_hash_table_new (NULL, NULL);

      for (guint i = 0; i < score->districts->len; i++)
        {
          const GkDistrict *d = g_ptr_array_index (score->districts, i);
          CityDistrict *district = g_new0 (CityDistrict, 1);

          district->colour = d->colour;
          district->cells = g_array_copy (d->cells);
          district->first = d->first;
          district->second = d->second;
          district->total = d->total;
          memcpy (district->resources, d->resources, sizeof district->resources);
          g_ptr_array_add (self->districts, district);

          for (guint c = 0; c + 1 < district->cells->len; c += 2)
            g_hash_table_insert (self->district_at,
                                 cell_key (g_array_index (district->cells, gint, c),
                                           g_array_index (district->cells, gint, c + 1)),
                                 GUINT_TO_POINTER (i + 1));
        }
    }

  self->highlight = -1;
  _gk_city_view_invalidate_layers (self);
}

void
gk_city_view_highlight_district (GkCityView *self,
                                 gint        index)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (index >= -1);

  if (self->districts == NULL || index >= (gint) self->districts->len)
    index = -1;
  if (self->highlight == index)
    return;
  self->highlight = index;
  _gk_city_view_invalidate_layers (self);
}

gint
gk_city_view_get_highlighted_district (GkCityView *self)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), -1);
  return self->highlight;
}

void
gk_city_view_set_targets (GkCityView *self,
                          GArray     *cells)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (cells == NULL || g_array_get_element_size (cells) == sizeof (gint));

  g_clear_pointer (&self->targets, g_array_unref);
  if (cells != NULL)
    self->targets = g_array_copy (cells);

  _gk_city_view_invalidate_layers (self);
  refresh (self);
}

/* ---- the move being entered ---- */

static void
forget_shifts (GkCityView *self)
{
  self->n_moved = 0;
  self->held = -1;
  self->shifting = FALSE;
  g_clear_pointer (&self->shiftable, g_array_unref);
  g_clear_pointer (&self->shift_targets, g_array_unref);
}

/* The draft's shifts, once per change: the markers moved, those that may be
 * picked up and where the held one may go. */
static void
learn_shifts (GkCityView *self)
{
  GkMoveDraft *draft = self->draft;
  const GkTable *table = gk_move_draft_get_table (draft);
  GkCard card = gk_move_draft_get_card (draft);
  GArray *letters;

  forget_shifts (self);
  if (table == NULL || !gk_card_is_letter (card) || gk_move_draft_get_preview (draft) == NULL)
    return;

  for (guint letter = 0; letter < GK_N_LETTERS; letter++)
    {
      CityShift shift = { .letter = letter };

      if (letter == gk_card_get_letter (card))
        continue;
      gk_table_get_marker (table, letter, &shift.from_x, &shift.from_y);
      gk_move_draft_get_marker_after (draft, letter, &shift.to_x, &shift.to_y);
      if (shift.from_x != shift.to_x || shift.from_y != shift.to_y)
        self->moved[self->n_moved++] = shift;
    }

  letters = gk_move_draft_get_shiftable (draft);
  if (letters != NULL)
    {
      self->shiftable = g_array_new (FALSE, FALSE, sizeof (gint));
      for (guint i = 0; i < letters->len; i++)
        {
          gint cell[2];

          gk_move_draft_get_marker_after (draft, g_array_index (letters, guint, i), &cell[0],
                                          &cell[1]);
          g_array_append_vals (self->shiftable, cell, 2);
        }
    }

  self->held = gk_move_draft_get_held (draft);
  self->shifting = self->held >= 0 || gk_move_draft_get_move (draft)->n_shifts > 0
                   || gk_move_draft_get_order_warning (draft) != NULL;
  if (self->held >= 0)
    {
      gk_move_draft_get_marker_after (draft, (guint) self->held, &self->held_x, &self->held_y);
      if (gk_move_draft_get_shift_targets (draft) != NULL)
        self->shift_targets = g_array_copy (gk_move_draft_get_shift_targets (draft));
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", self->held >= 0);
}

/* What of the move being entered the lower layer shows (the marker cells
 * offered, the markers shifted away and those that may be, the marker held,
 * a marker taken off where the new tile goes) follows from these of the
 * draft's properties: when one is told, the layer is drawn again, whether
 * it is told before the draft's "changed" or after it (a typed move tells
 * its properties once the whole text is read). */
static const char * const layer_properties[] = {
  "card", "tile", "marker", "targets", "shifts", "held", "table",
};

static void
draft_layer_changed (GkCityView *self)
{
  _gk_city_view_invalidate_layers (self);
}

static void
draft_changed (GkCityView *self)
{
  GkMoveDraft *draft = self->draft;
  const GkTable *table = gk_move_draft_get_table (draft);
  GkCard card = gk_move_draft_get_played_card (draft);
  int x, y;

  g_clear_pointer (&self->targets, g_array_unref);
  if (gk_move_draft_get_targets (draft) != NULL)
    self->targets = g_array_copy (gk_move_draft_get_targets (draft));

  self->has_ghost = gk_move_draft_get_new_building (draft, &self->ghost);

  self->has_pick = gk_card_is_letter (card) && gk_move_draft_get_marker (draft, &self->pick_x,
                                                                          &self->pick_y);
  if (self->has_pick)
    self->pick_letter = gk_card_get_letter (card);

  learn_shifts (self);

  /* The cell the card plays on is the selection when the card changes: its
   * building, or for a letter the cell of its marker, where the tile goes.
   * Later picks (the marker, the shifts) leave the selection where it is. */
  if (card != self->draft_card || card == GK_NO_CARD)
    {
      if (gk_move_draft_get_card_cell (draft, &x, &y))
        _gk_city_view_set_selection (self, TRUE, x, y);
      else if (gk_card_is_letter (card) && table != NULL)
        {
          gk_table_get_marker (table, gk_card_get_letter (card), &x, &y);
          _gk_city_view_set_selection (self, TRUE, x, y);
        }
      else
        _gk_city_view_set_selection (self, FALSE, 0, 0);
    }
  self->draft_card = card;

  /* Most changes of the draft show between the layers. */
  refresh (self);
}

void
gk_city_view_set_draft (GkCityView  *self,
                        GkMoveDraft *draft)
{
  g_return_if_fail (GK_IS_CITY_VIEW (self));
  g_return_if_fail (draft == NULL || GK_IS_MOVE_DRAFT (draft));

  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_set_object (&self->draft, draft);
  self->has_ghost = FALSE;
  self->has_pick = FALSE;
  self->draft_card = GK_NO_CARD;
  forget_shifts (self);
  _gk_city_view_invalidate_layers (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "city.put-back", FALSE);
  if (draft != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (layer_properties); i++)
        {
          g_autofree char *signal = g_strconcat ("notify::", layer_properties[i], NULL);

          g_signal_connect_swapped (draft, signal, G_CALLBACK (draft_layer_changed), self);
        }
      g_signal_connect_swapped (draft, "changed", G_CALLBACK (draft_changed), self);
      draft_changed (self);
    }
}

gboolean
gk_city_view_get_ghost (GkCityView *self,
                        GkTile     *tile,
                        int        *x,
                        int        *y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  if (!self->has_ghost)
    return FALSE;
  if (tile != NULL)
    *tile = self->ghost.top;
  if (x != NULL)
    *x = self->ghost.x;
  if (y != NULL)
    *y = self->ghost.y;
  return TRUE;
}

gboolean
gk_city_view_get_marker_pick (GkCityView *self,
                              int        *x,
                              int        *y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  if (!self->has_pick)
    return FALSE;
  if (x != NULL)
    *x = self->pick_x;
  if (y != NULL)
    *y = self->pick_y;
  return TRUE;
}

gint
gk_city_view_get_held (GkCityView *self)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), -1);
  return self->held;
}

guint
gk_city_view_get_shift_target (GkCityView *self,
                               int         x,
                               int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), 0);
  return self->held >= 0 ? _gk_city_view_cell_index (self->shift_targets, x, y) : 0;
}

guint
gk_city_view_get_cell_number (GkCityView *self,
                              int         x,
                              int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), 0);
  return _gk_city_view_cell_number (self, x, y);
}

gboolean
gk_city_view_is_shiftable (GkCityView *self,
                           int         x,
                           int         y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);
  return _gk_city_view_cell_index (self->shiftable, x, y) != 0;
}

gboolean
gk_city_view_get_shift (GkCityView *self,
                        guint       letter,
                        int        *from_x,
                        int        *from_y,
                        int        *to_x,
                        int        *to_y)
{
  g_return_val_if_fail (GK_IS_CITY_VIEW (self), FALSE);

  for (guint i = 0; i < self->n_moved; i++)
    {
      const CityShift *shift = &self->moved[i];

      if (shift->letter != letter)
        continue;
      if (from_x != NULL)
        *from_x = shift->from_x;
      if (from_y != NULL)
        *from_y = shift->from_y;
      if (to_x != NULL)
        *to_x = shift->to_x;
      if (to_y != NULL)
        *to_y = shift->to_y;
      return TRUE;
    }
  return FALSE;
}

/* ---- class ---- */

static void
gk_city_view_dispose (GObject *object)
{
  GkCityView *self = GK_CITY_VIEW (object);

  g_clear_pointer (&self->table, gk_table_free);
  g_clear_pointer (&self->districts, g_ptr_array_unref);
  g_clear_pointer (&self->district_at, g_hash_table_unref);
  g_clear_pointer (&self->targets, g_array_unref);
  _gk_city_view_drop_layers (self);
  forget_shifts (self);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);

  G_OBJECT_CLASS (gk_city_view_parent_class)->dispose (object);
}

static void
gk_city_view_class_init (GkCityViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_city_view_dispose;

  _gk_city_view_class_add_drawing (widget_class);
  _gk_city_view_class_add_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "gk-city-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gk_city_view_init (GkCityView *self)
{
  self->highlight = -1;
  self->held = -1;
  self->draft_card = GK_NO_CARD;
  _gk_city_view_init_input (self);
  gk_player_style_track_dark (GTK_WIDGET (self));
  update_bounds (self);
  _gk_city_view_update_accessible (self);
}
