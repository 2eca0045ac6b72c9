/* gk-position-editor.c: a finished table entered by hand, for scoring
 *
 * What is entered is kept as plain lists; after every change the editor
 * hands them to the engine as a GkPosition (gk-position.h), which checks
 * the whole position as the file loader does, shows the table it built on
 * the city, and shows the engine's refusal when there is one.  The score
 * page scores what the engine built.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-format.h"
#include "gk-player-row.h"
#include "gk-player-style.h"
#include "gk-position-editor.h"
#include "gk-ui-util.h"

#define MAX_STACK  GK_N_TILES
#define MAX_POINTS 400
#define CELL_RANGE 40

typedef struct
{
  GkColour  colour;
  GkTrigger trigger;
} PositionCharacter;

typedef struct
{
  gint    x;
  gint    y;
  gint    owner;
  GArray *tiles;    /* GkTile, bottom to top */
} PositionBuilding;

typedef struct
{
  GtkWidget *group;
  GtkWidget *row;           /* GkPlayerRow: name and colour */
  GtkWidget *points;
  GtkWidget *tokens;
  GtkWidget *resources;
  GtkWidget *tiles;
  GtkWidget *characters_row;
  GtkWidget *character_colour;
  GtkWidget *character_trigger;
  GtkWidget *kept_row;
  GtkWidget *kept_colour;
  GtkWidget *kept_number;
  GArray    *characters;   /* PositionCharacter */
  GArray    *kept;         /* GkCard */
  GkPlayerColour colour;
} PositionPlayer;

struct _GkPositionEditor
{
  AdwBin          parent_instance;

  /* template */
  GtkWidget      *players_box;
  GtkWidget      *city_frame;
  GtkSpinButton  *x_spin;
  GtkSpinButton  *y_spin;
  GtkDropDown    *owner_dropdown;
  GtkLabel       *stack_label;
  GtkDropDown    *tile_colour_dropdown;
  GtkSpinButton  *tile_number_spin;
  GtkLabel       *error_label;

  /* state */
  GtkWidget      *city_view;
  guint           n_players;
  PositionPlayer  players[GK_MAX_PLAYERS];
  GPtrArray      *buildings;   /* PositionBuilding */
  char           *error;
  gboolean        syncing;
};

G_DEFINE_FINAL_TYPE (GkPositionEditor, gk_position_editor, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_N_PLAYERS,
  N_PROPS
};

enum {
  SCORE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void gk_position_editor_refresh (GkPositionEditor *self);

static void
building_free (gpointer data)
{
  PositionBuilding *building = data;

  g_array_unref (building->tiles);
  g_free (building);
}

static PositionBuilding *
find_building (GkPositionEditor *self,
               gint              x,
               gint              y,
               guint            *index)
{
  for (guint i = 0; i < self->buildings->len; i++)
    {
      PositionBuilding *building = g_ptr_array_index (self->buildings, i);

      if (building->x == x && building->y == y)
        {
          if (index != NULL)
            *index = i;
          return building;
        }
    }
  return NULL;
}

static const char *
player_name (GkPositionEditor *self,
             guint             p)
{
  return gk_player_row_get_name (GK_PLAYER_ROW (self->players[p].row));
}

static guint
spin_value (GtkWidget *spin)
{
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* ---- building the position with the engine ---- */

/* What was entered, as the engine's GkPosition: it checks everything a
 * position must satisfy, as it does for a position read from a file. */
static GkPosition *
entered_position (GkPositionEditor *self)
{
  g_autoptr(GkPosition) position = gk_position_new (self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      PositionPlayer *pl = &self->players[p];
      const char *name = player_name (self, p);
      g_autofree char *fallback = gk_format_default_player_name (p);

      gk_position_set_player (position, p, *name != '\0' ? name : fallback, pl->colour,
                              spin_value (pl->points), spin_value (pl->tokens),
                              spin_value (pl->resources), spin_value (pl->tiles));
      for (guint i = 0; i < pl->characters->len; i++)
        {
          PositionCharacter *c = &g_array_index (pl->characters, PositionCharacter, i);

          gk_position_add_character (position, p, c->colour, c->trigger);
        }
      for (guint i = 0; i < pl->kept->len; i++)
        gk_position_add_kept (position, p, g_array_index (pl->kept, GkCard, i));
    }

  for (guint i = 0; i < self->buildings->len; i++)
    {
      PositionBuilding *b = g_ptr_array_index (self->buildings, i);

      gk_position_set_building (position, b->x, b->y, b->owner,
                                (const GkTile *) b->tiles->data, b->tiles->len);
    }

  return g_steal_pointer (&position);
}

GkTable *
gk_position_editor_build (GkPositionEditor *self,
                          GError          **error)
{
  g_autoptr(GkPosition) position = NULL;

  g_return_val_if_fail (GK_IS_POSITION_EDITOR (self), NULL);

  position = entered_position (self);
  return gk_position_build (position, NULL, error);
}

const char *
gk_position_editor_get_error (GkPositionEditor *self)
{
  g_return_val_if_fail (GK_IS_POSITION_EDITOR (self), NULL);
  return self->error;
}

/* ---- showing what was entered ---- */

static char *
characters_text (PositionPlayer *pl)
{
  g_autoptr(GString) str = g_string_new (NULL);

  for (guint i = 0; i < pl->characters->len; i++)
    {
      PositionCharacter *c = &g_array_index (pl->characters, PositionCharacter, i);

      if (i > 0)
        g_string_append (str, ", ");
      g_string_append (str, gk_format_character_bonus (c->colour, c->trigger));
    }
  if (str->len == 0)
    return g_strdup (_("None yet"));
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static void
update_player_rows (GkPositionEditor *self)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      PositionPlayer *pl = &self->players[p];
      g_autofree char *characters = characters_text (pl);
      g_autofree char *kept = pl->kept->len > 0 ? gk_format_kept_cards (pl->kept)
                                                : g_strdup (_("None yet"));

      gtk_widget_set_visible (pl->group, p < self->n_players);
      {
        const char *name = player_name (self, p);
        g_autofree char *title = *name != '\0'
          /* TRANSLATORS: a group heading in the position editor: "Player 1 · ○ Anna" */
          ? g_strdup_printf (_("Player %u · %s %s"), p + 1,
                             gk_player_colour_get_symbol (pl->colour), name)
          : gk_format_default_player_name (p);

        adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (pl->group), title);
      }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (pl->characters_row), characters);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (pl->kept_row), kept);
      self->syncing = TRUE;
      gk_player_row_set_colour (GK_PLAYER_ROW (pl->row), pl->colour);
      self->syncing = FALSE;
    }
}

/* Whether the owner list already shows @list's names. */
static gboolean
same_owners (GListModel *shown,
             GListModel *list)
{
  guint n = g_list_model_get_n_items (list);

  if (shown == NULL || !GTK_IS_STRING_LIST (shown) || g_list_model_get_n_items (shown) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (shown), i),
                   gtk_string_list_get_string (GTK_STRING_LIST (list), i)) != 0)
      return FALSE;
  return TRUE;
}

static void
update_owner_model (GkPositionEditor *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = gtk_drop_down_get_selected (self->owner_dropdown);

  /* TRANSLATORS: the owner of a building nobody owns (a starting tile) */
  gtk_string_list_append (list, _("Nobody"));
  for (guint p = 0; p < self->n_players; p++)
    {
      const char *name = player_name (self, p);
      g_autofree char *fallback = gk_format_default_player_name (p);
      g_autofree char *text = g_strdup_printf ("%s %s",
                                               gk_player_colour_get_symbol (self->players[p].colour),
                                               *name != '\0' ? name : fallback);

      gtk_string_list_append (list, text);
    }

  /* A new model only when a name or colour changed: replacing it while the
   * drop-down reports the owner just picked hangs GTK 4.8 (the freeze of
   * "Score a Finished Table" as soon as an owner was picked). */
  if (same_owners (gtk_drop_down_get_model (self->owner_dropdown), G_LIST_MODEL (list)))
    return;

  self->syncing = TRUE;
  gtk_drop_down_set_model (self->owner_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->owner_dropdown, selected <= self->n_players ? selected : 0);
  self->syncing = FALSE;
}

static void
update_cell (GkPositionEditor *self)
{
  gint x = gtk_spin_button_get_value_as_int (self->x_spin);
  gint y = gtk_spin_button_get_value_as_int (self->y_spin);
  PositionBuilding *building = find_building (self, x, y, NULL);
  g_autofree char *text = NULL;

  if (building == NULL || building->tiles->len == 0)
    text = g_strdup_printf (_("No building at (%d, %d) yet: add its tiles from the bottom up."),
                            x, y);
  else
    {
      g_autofree char *tiles = gk_format_card_list (building->tiles);

      /* TRANSLATORS: a stack in the city: "At (1, 2), bottom to top: Blue 2 and Red 9" */
      text = g_strdup_printf (_("At (%d, %d), bottom to top: %s"), x, y, tiles);
    }
  gtk_label_set_text (self->stack_label, text);

  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->owner_dropdown,
                              building != NULL && building->owner >= 0
                              ? (guint) building->owner + 1 : 0);
  self->syncing = FALSE;
}

static void
gk_position_editor_refresh (GkPositionEditor *self)
{
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GError) error = NULL;

  update_player_rows (self);
  update_owner_model (self);
  update_cell (self);

  table = gk_position_editor_build (self, &error);
  g_free (self->error);
  self->error = error != NULL ? g_strdup (error->message) : NULL;
  /* A name the engine refuses as typed is said on its row and here. */
  for (guint p = 0; p < self->n_players && self->error == NULL; p++)
    {
      const char *refusal = gk_player_row_get_name_error (GK_PLAYER_ROW (self->players[p].row));

      if (refusal != NULL)
        {
          self->error = g_strdup (refusal);
          g_clear_pointer (&table, gk_table_free);
        }
    }
  gtk_label_set_text (self->error_label, self->error != NULL ? self->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), self->error != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "position.score", table != NULL);
  if (table != NULL)
    gk_city_view_set_table (GK_CITY_VIEW (self->city_view), table);
}

/* ---- editing ---- */

void
gk_position_editor_set_stack (GkPositionEditor *self,
                              gint              x,
                              gint              y,
                              gint              owner,
                              const GkTile     *tiles,
                              guint             n_tiles)
{
  PositionBuilding *building;
  guint index;

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));

  building = find_building (self, x, y, &index);
  if (n_tiles == 0)
    {
      if (building != NULL)
        g_ptr_array_remove_index (self->buildings, index);
    }
  else
    {
      if (building == NULL)
        {
          building = g_new0 (PositionBuilding, 1);
          building->x = x;
          building->y = y;
          building->tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
          g_ptr_array_add (self->buildings, building);
        }
      building->owner = owner;
      g_array_set_size (building->tiles, 0);
      g_array_append_vals (building->tiles, tiles, n_tiles);
    }
  gk_position_editor_refresh (self);
}

void
gk_position_editor_select_cell (GkPositionEditor *self,
                                gint              x,
                                gint              y)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));

  self->syncing = TRUE;
  gtk_spin_button_set_value (self->x_spin, x);
  gtk_spin_button_set_value (self->y_spin, y);
  gk_city_view_select (GK_CITY_VIEW (self->city_view), x, y);
  self->syncing = FALSE;
  update_cell (self);
}

static void
add_tile_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  gint x = gtk_spin_button_get_value_as_int (self->x_spin);
  gint y = gtk_spin_button_get_value_as_int (self->y_spin);
  PositionBuilding *building = find_building (self, x, y, NULL);
  GkTile tile = gk_tile_make ((GkColour) gtk_drop_down_get_selected (self->tile_colour_dropdown),
                              (guint) gtk_spin_button_get_value_as_int (self->tile_number_spin));
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
  gint owner = (gint) gtk_drop_down_get_selected (self->owner_dropdown) - 1;

  if (building != NULL)
    g_array_append_vals (tiles, building->tiles->data, building->tiles->len);
  if (tiles->len >= MAX_STACK)
    return;
  g_array_append_val (tiles, tile);
  gk_position_editor_set_stack (self, x, y, owner, (GkTile *) tiles->data, tiles->len);
}

static void
remove_top_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  gint x = gtk_spin_button_get_value_as_int (self->x_spin);
  gint y = gtk_spin_button_get_value_as_int (self->y_spin);
  PositionBuilding *building = find_building (self, x, y, NULL);
  g_autoptr(GArray) tiles = NULL;

  if (building == NULL)
    return;
  tiles = g_array_copy (building->tiles);
  g_array_set_size (tiles, tiles->len - 1);
  gk_position_editor_set_stack (self, x, y, building->owner, (GkTile *) tiles->data, tiles->len);
}

static void
owner_changed (GkPositionEditor *self)
{
  gint x = gtk_spin_button_get_value_as_int (self->x_spin);
  gint y = gtk_spin_button_get_value_as_int (self->y_spin);
  PositionBuilding *building;

  if (self->syncing)
    return;
  building = find_building (self, x, y, NULL);
  if (building == NULL)
    return;
  building->owner = (gint) gtk_drop_down_get_selected (self->owner_dropdown) - 1;
  gk_position_editor_refresh (self);
}

static void
cell_spin_changed (GkPositionEditor *self)
{
  if (self->syncing)
    return;
  gk_position_editor_select_cell (self, gtk_spin_button_get_value_as_int (self->x_spin),
                                  gtk_spin_button_get_value_as_int (self->y_spin));
}

static void
city_selection_changed (GkPositionEditor *self)
{
  int x, y;

  if (!self->syncing && gk_city_view_get_selected (GK_CITY_VIEW (self->city_view), &x, &y))
    gk_position_editor_select_cell (self, x, y);
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  g_signal_emit (widget, signals[SCORE], 0);
}

void
gk_position_editor_add_character (GkPositionEditor *self,
                                  gint              player,
                                  GkColour          colour,
                                  GkTrigger         trigger)
{
  PositionCharacter c = { colour, trigger };

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);

  g_array_append_val (self->players[player].characters, c);
  gk_position_editor_refresh (self);
}

void
gk_position_editor_add_kept (GkPositionEditor *self,
                             gint              player,
                             GkCard            card)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);
  g_return_if_fail (gk_card_is_building (card));

  g_array_append_val (self->players[player].kept, card);
  gk_position_editor_refresh (self);
}

static void
add_character_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  gint p = g_variant_get_int32 (param);
  PositionPlayer *pl = &self->players[p];

  gk_position_editor_add_character (self, p,
                                    (GkColour) gtk_drop_down_get_selected (GTK_DROP_DOWN (pl->character_colour)),
                                    (GkTrigger) gtk_drop_down_get_selected (GTK_DROP_DOWN (pl->character_trigger)));
}

static void
remove_character_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  PositionPlayer *pl = &self->players[g_variant_get_int32 (param)];

  if (pl->characters->len > 0)
    g_array_set_size (pl->characters, pl->characters->len - 1);
  gk_position_editor_refresh (self);
}

static void
add_kept_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  gint p = g_variant_get_int32 (param);
  PositionPlayer *pl = &self->players[p];

  gk_position_editor_add_kept (self, p,
                               gk_tile_make ((GkColour) gtk_drop_down_get_selected (GTK_DROP_DOWN (pl->kept_colour)),
                                             spin_value (pl->kept_number)));
}

static void
remove_kept_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);
  PositionPlayer *pl = &self->players[g_variant_get_int32 (param)];

  if (pl->kept->len > 0)
    g_array_set_size (pl->kept, pl->kept->len - 1);
  gk_position_editor_refresh (self);
}

static void
player_colour_changed (GkPositionEditor *self,
                       GParamSpec       *pspec,
                       GkPlayerRow      *row)
{
  guint p = gk_player_row_get_seat (row);
  GkPlayerColour colour = gk_player_row_get_colour (row);

  if (self->syncing || colour == self->players[p].colour)
    return;
  /* One set of resources per colour: taking another player's colour swaps. */
  for (guint other = 0; other < GK_MAX_PLAYERS; other++)
    if (other != p && self->players[other].colour == colour)
      self->players[other].colour = self->players[p].colour;
  self->players[p].colour = colour;
  gk_position_editor_refresh (self);
}

/* ---- the player forms ---- */

static GtkWidget *
spin_row (AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle,
          guint                max,
          GtkWidget          **spin)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  *spin = gtk_spin_button_new_with_range (0, max, 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (*spin), TRUE);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *spin);
  adw_preferences_group_add (group, row);
  return row;
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             const char *action,
             guint       p)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 ((gint) p));
  return button;
}

static void
build_player (GkPositionEditor *self,
              guint             p)
{
  PositionPlayer *pl = &self->players[p];
  g_autofree char *title = gk_format_default_player_name (p);
  AdwPreferencesGroup *group;

  pl->characters = g_array_new (FALSE, FALSE, sizeof (PositionCharacter));
  pl->kept = g_array_new (FALSE, FALSE, sizeof (GkCard));
  pl->colour = (GkPlayerColour) p;

  pl->group = adw_preferences_group_new ();
  group = ADW_PREFERENCES_GROUP (pl->group);
  adw_preferences_group_set_title (group, title);

  pl->row = gk_player_row_new (p);
  g_signal_connect_object (pl->row, "notify::name", G_CALLBACK (gk_position_editor_refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (pl->row, "notify::colour", G_CALLBACK (player_colour_changed), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (group, pl->row);

  spin_row (group, _("Point tokens"), _("Points earned during the game"), MAX_POINTS, &pl->points);
  spin_row (group, _("Unused renewal tokens"), NULL, GK_RENEWAL_TOKENS, &pl->tokens);
  spin_row (group, _("Resources behind the screen"), _("For the record; they do not score"),
            GK_RESOURCES_PER_COLOUR, &pl->resources);
  spin_row (group, _("Tiles behind the screen"), _("For the record; they do not score"),
            GK_N_TILES, &pl->tiles);
  g_signal_connect_object (pl->points, "value-changed", G_CALLBACK (gk_position_editor_refresh),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (pl->tokens, "value-changed", G_CALLBACK (gk_position_editor_refresh),
                           self, G_CONNECT_SWAPPED);

  pl->characters_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (pl->characters_row), _("Characters"));
  pl->character_colour = gk_ui_colour_dropdown_new ();
  gtk_widget_set_valign (pl->character_colour, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pl->character_colour),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Character colour"), -1);
  pl->character_trigger = gk_ui_trigger_dropdown_new ();
  gtk_widget_set_valign (pl->character_trigger, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pl->character_trigger),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Character bonus trigger"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->characters_row), pl->character_colour);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->characters_row), pl->character_trigger);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->characters_row),
                             icon_button ("list-add-symbolic", _("Add This Character"),
                                          "position.add-character", p));
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->characters_row),
                             icon_button ("list-remove-symbolic", _("Remove the Last Character"),
                                          "position.remove-character", p));
  adw_preferences_group_add (group, pl->characters_row);

  pl->kept_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (pl->kept_row), _("Kept cards"));
  pl->kept_colour = gk_ui_colour_dropdown_new ();
  gtk_widget_set_valign (pl->kept_colour, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pl->kept_colour),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kept card colour"), -1);
  pl->kept_number = gtk_spin_button_new_with_range (1, GK_TILES_PER_COLOUR, 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (pl->kept_number), TRUE);
  gtk_widget_set_valign (pl->kept_number, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pl->kept_number),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kept card number"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->kept_row), pl->kept_colour);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->kept_row), pl->kept_number);
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->kept_row),
                             icon_button ("list-add-symbolic", _("Add This Card"),
                                          "position.add-kept", p));
  adw_action_row_add_suffix (ADW_ACTION_ROW (pl->kept_row),
                             icon_button ("list-remove-symbolic", _("Remove the Last Card"),
                                          "position.remove-kept", p));
  adw_preferences_group_add (group, pl->kept_row);

  gtk_box_append (GTK_BOX (self->players_box), pl->group);
}

/* ---- public ---- */

void
gk_position_editor_set_player (GkPositionEditor *self,
                               gint              player,
                               const char       *name,
                               GkPlayerColour    colour,
                               guint             points,
                               guint             renewal_tokens)
{
  PositionPlayer *pl;

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);

  pl = &self->players[player];
  gk_player_row_set_name (GK_PLAYER_ROW (pl->row), name);
  gk_player_row_set_colour (GK_PLAYER_ROW (pl->row), colour);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->points), points);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->tokens), renewal_tokens);
}

guint
gk_position_editor_get_n_players (GkPositionEditor *self)
{
  g_return_val_if_fail (GK_IS_POSITION_EDITOR (self), 0);
  return self->n_players;
}

void
gk_position_editor_set_n_players (GkPositionEditor *self,
                                  guint             n_players)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS);

  if (self->n_players == n_players)
    return;
  self->n_players = n_players;
  gk_position_editor_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

static void
clear_players (GkPositionEditor *self)
{
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      PositionPlayer *pl = &self->players[p];

      pl->colour = (GkPlayerColour) p;
      g_array_set_size (pl->characters, 0);
      g_array_set_size (pl->kept, 0);
      gk_player_row_set_name (GK_PLAYER_ROW (pl->row), "");
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->points), 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->tokens), 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->resources), 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->tiles), 0);
    }
  g_ptr_array_set_size (self->buildings, 0);
}

void
gk_position_editor_reset (GkPositionEditor *self,
                          guint             n_players)
{
  g_autoptr(GkSetup) setup = gk_setup_new (n_players);

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));

  self->syncing = TRUE;
  clear_players (self);
  self->syncing = FALSE;

  /* The starting square as the engine lays it by default, unowned. */
  for (gint y = 0; y < 3; y++)
    for (gint x = 0; x < 3; x++)
      {
        PositionBuilding *building = g_new0 (PositionBuilding, 1);

        building->x = x;
        building->y = y;
        building->owner = GK_NO_PLAYER;
        building->tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
        g_array_append_val (building->tiles, setup->start[y][x]);
        g_ptr_array_add (self->buildings, building);
      }

  self->n_players = 0;
  gk_position_editor_set_n_players (self, n_players);
  gk_position_editor_select_cell (self, 0, 0);
}

void
gk_position_editor_load_table (GkPositionEditor *self,
                               const GkTable    *table)
{
  guint n;

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (table != NULL);

  self->syncing = TRUE;
  clear_players (self);
  n = gk_table_get_n_players (table);
  for (guint p = 0; p < n && p < GK_MAX_PLAYERS; p++)
    {
      PositionPlayer *pl = &self->players[p];

      pl->colour = gk_table_get_player_colour (table, (gint) p);
      gk_player_row_set_name (GK_PLAYER_ROW (pl->row), gk_table_get_player_name (table, (gint) p));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->points), gk_table_get_points (table, (gint) p));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->tokens),
                                 gk_table_get_renewal_tokens (table, (gint) p));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->resources),
                                 gk_table_get_resources_screen (table, (gint) p));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (pl->tiles), gk_table_get_tiles (table, (gint) p));
      for (guint i = 0; i < gk_table_get_n_characters (table, (gint) p); i++)
        {
          const GkCharacter *character = gk_table_get_character (table, (gint) p, i);
          PositionCharacter c = { character->colour, character->trigger };

          g_array_append_val (pl->characters, c);
        }
      for (guint i = 0; i < gk_table_get_n_kept (table, (gint) p); i++)
        {
          GkCard card = gk_table_get_kept (table, (gint) p, i);

          g_array_append_val (pl->kept, card);
        }
    }

  for (guint i = 0; i < gk_table_get_n_buildings (table); i++)
    {
      const GkBuilding *b = gk_table_get_building (table, i);
      PositionBuilding *building = g_new0 (PositionBuilding, 1);
      GkTile stack[MAX_STACK];
      guint height = gk_table_get_stack (table, b->x, b->y, stack, MAX_STACK);

      building->x = b->x;
      building->y = b->y;
      building->owner = b->owner == GK_PLAYER_HAL ? GK_NO_PLAYER : b->owner;
      building->tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
      g_array_append_vals (building->tiles, stack, MIN (height, MAX_STACK));
      g_ptr_array_add (self->buildings, building);
    }
  self->syncing = FALSE;

  self->n_players = 0;
  gk_position_editor_set_n_players (self, CLAMP (n, 2, GK_MAX_PLAYERS));
}

/* ---- GObject ---- */

static void
gk_position_editor_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      g_value_set_int (value, (int) self->n_players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_position_editor_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      gk_position_editor_set_n_players (self, (guint) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_position_editor_dispose (GObject *object)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (object);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_POSITION_EDITOR);

  G_OBJECT_CLASS (gk_position_editor_parent_class)->dispose (object);
}

static void
gk_position_editor_finalize (GObject *object)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (object);

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->players[p].characters, g_array_unref);
      g_clear_pointer (&self->players[p].kept, g_array_unref);
    }
  g_clear_pointer (&self->buildings, g_ptr_array_unref);
  g_free (self->error);

  G_OBJECT_CLASS (gk_position_editor_parent_class)->finalize (object);
}

static void
gk_position_editor_class_init (GkPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_position_editor_dispose;
  object_class->finalize = gk_position_editor_finalize;
  object_class->get_property = gk_position_editor_get_property;
  object_class->set_property = gk_position_editor_set_property;

  properties[PROP_N_PLAYERS] =
    g_param_spec_int ("n-players", NULL, NULL, 2, GK_MAX_PLAYERS, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The position is complete: the window shows its score. */
  signals[SCORE] = g_signal_new ("score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, players_box);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, city_frame);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, x_spin);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, y_spin);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, owner_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, stack_label);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, tile_colour_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, tile_number_spin);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, error_label);

  gtk_widget_class_install_property_action (widget_class, "position.n-players", "n-players");
  gtk_widget_class_install_action (widget_class, "position.add-tile", NULL, add_tile_action);
  gtk_widget_class_install_action (widget_class, "position.remove-top", NULL, remove_top_action);
  gtk_widget_class_install_action (widget_class, "position.score", NULL, score_action);
  gtk_widget_class_install_action (widget_class, "position.add-character", "i",
                                   add_character_action);
  gtk_widget_class_install_action (widget_class, "position.remove-character", "i",
                                   remove_character_action);
  gtk_widget_class_install_action (widget_class, "position.add-kept", "i", add_kept_action);
  gtk_widget_class_install_action (widget_class, "position.remove-kept", "i", remove_kept_action);
}

static void
gk_position_editor_init (GkPositionEditor *self)
{
  const char *colours[GK_N_COLOURS + 1];
  g_autoptr(GtkStringList) list = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->buildings = g_ptr_array_new_with_free_func (building_free);

  for (guint c = 0; c < GK_N_COLOURS; c++)
    colours[c] = gk_colour_get_name ((GkColour) c);
  colours[GK_N_COLOURS] = NULL;
  list = gtk_string_list_new (colours);
  gtk_drop_down_set_model (self->tile_colour_dropdown, G_LIST_MODEL (list));

  gtk_spin_button_set_range (self->x_spin, -CELL_RANGE, CELL_RANGE);
  gtk_spin_button_set_increments (self->x_spin, 1, 5);
  gtk_spin_button_set_range (self->y_spin, -CELL_RANGE, CELL_RANGE);
  gtk_spin_button_set_increments (self->y_spin, 1, 5);
  gtk_spin_button_set_range (self->tile_number_spin, 1, GK_TILES_PER_COLOUR);
  gtk_spin_button_set_increments (self->tile_number_spin, 1, 5);
  g_signal_connect_object (self->x_spin, "value-changed", G_CALLBACK (cell_spin_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->y_spin, "value-changed", G_CALLBACK (cell_spin_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->owner_dropdown, "notify::selected", G_CALLBACK (owner_changed),
                           self, G_CONNECT_SWAPPED);

  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    build_player (self, p);

  self->city_view = gk_city_view_new ();
  gtk_frame_set_child (GTK_FRAME (self->city_frame), self->city_view);
  g_signal_connect_object (self->city_view, "selection-changed",
                           G_CALLBACK (city_selection_changed), self, G_CONNECT_SWAPPED);

  gk_position_editor_reset (self, 3);
}

GtkWidget *
gk_position_editor_new (void)
{
  return g_object_new (GK_TYPE_POSITION_EDITOR, NULL);
}
