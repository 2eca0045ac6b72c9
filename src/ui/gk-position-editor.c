/* gk-position-editor.c: a finished table entered by hand, for scoring
 *
 * What is entered lives in a GkPositionDraft (src/app), which asks the
 * engine after every change and keeps its answer and its file; the editor
 * shows it (the table the engine built on the city, or its refusal) and
 * edits it.  Its controls keep their places: the drop-downs have fixed
 * widths, the summaries one line, and the refusal a place of its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-format.h"
#include "gk-player-row.h"
#include "gk-player-style.h"
#include "gk-position-draft.h"
#include "gk-fold-box.h"
#include "gk-position-editor.h"
#include "gk-ui-util.h"

#define MAX_STACK  GK_N_TILES
#define MAX_POINTS 400
#define CELL_RANGE 40

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
} PositionPlayer;

struct _GkPositionEditor
{
  AdwBin          parent_instance;
  AdwFlap          *flap;
  GListModel           *known_names;   /* offered while a name is typed */

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
  GkPositionDraft *draft;
  PositionPlayer  players[GK_MAX_PLAYERS];
  GBindingGroup  *bindings[GK_MAX_PLAYERS];   /* each seat's counts */
  gboolean        syncing;
};

G_DEFINE_FINAL_TYPE (GkPositionEditor, gk_position_editor, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_N_PLAYERS,
  PROP_DRAFT,
  N_PROPS
};

enum {
  SCORE,
  DISCARD,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void gk_position_editor_refresh (GkPositionEditor *self);

static gint
selected_x (GkPositionEditor *self)
{
  return gtk_spin_button_get_value_as_int (self->x_spin);
}

static gint
selected_y (GkPositionEditor *self)
{
  return gtk_spin_button_get_value_as_int (self->y_spin);
}

static char *
shown_name (GkPositionEditor *self,
            guint             p)
{
  return gk_player_draft_dup_shown_name (gk_position_draft_get_player (self->draft, p));
}

/* ---- the engine's answer ---- */

GkTable *
gk_position_editor_build (GkPositionEditor *self,
                          GError          **error)
{
  const GkTable *table;

  g_return_val_if_fail (GK_IS_POSITION_EDITOR (self), NULL);

  table = gk_position_draft_get_table (self->draft);
  if (table == NULL)
    {
      g_set_error_literal (error, GK_ERROR, GK_ERROR_INVALID_SETUP,
                           gk_position_draft_get_error (self->draft));
      return NULL;
    }
  return gk_table_copy (table);
}

GkPositionDraft *
gk_position_editor_get_draft (GkPositionEditor *self)
{
  g_return_val_if_fail (GK_IS_POSITION_EDITOR (self), NULL);
  return self->draft;
}

/* ---- showing what was entered ---- */

static char *
characters_text (GkPositionEditor *self,
                 guint             p)
{
  g_autoptr(GString) str = g_string_new (NULL);

  for (guint i = 0; i < gk_position_draft_get_n_characters (self->draft, p); i++)
    {
      GkColour colour;
      GkTrigger trigger;

      gk_position_draft_get_character (self->draft, p, i, &colour, &trigger);
      if (i > 0)
        g_string_append (str, ", ");
      g_string_append (str, gk_format_character_bonus (colour, trigger));
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
      GkPlayerDraft *player = gk_position_draft_get_player (self->draft, p);
      GArray *kept_cards = gk_position_draft_get_kept (self->draft, p);
      g_autofree char *characters = characters_text (self, p);
      g_autofree char *kept = kept_cards->len > 0 ? gk_format_kept_cards (kept_cards)
                                                  : g_strdup (_("None yet"));
      g_autofree char *name = gk_player_draft_dup_game_name (player);
      g_autofree char *title = *name != '\0'
        /* TRANSLATORS: a group heading in the position editor: "Player 1 · ○ Anna" */
        ? g_strdup_printf (_("Player %u · %s %s"), p + 1,
                           gk_player_colour_get_symbol (gk_player_draft_get_colour (player)), name)
        : gk_player_draft_dup_shown_name (player);

      gtk_widget_set_visible (pl->group, p < gk_position_draft_get_n_players (self->draft));
      gk_ui_group_set_title_text (pl->group, title);
      /* One line each (build_player()): a row that grew would
       * move every control below it. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (pl->characters_row), characters);
      gk_ui_set_tooltip (pl->characters_row, characters);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (pl->kept_row), kept);
      gk_ui_set_tooltip (pl->kept_row, kept);
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
  for (guint p = 0; p < gk_position_draft_get_n_players (self->draft); p++)
    {
      g_autofree char *name = shown_name (self, p);
      GkPlayerColour colour = gk_player_draft_get_colour (gk_position_draft_get_player (self->draft,
                                                                                       p));
      g_autofree char *text = g_strdup_printf ("%s %s", gk_player_colour_get_symbol (colour), name);

      gtk_string_list_append (list, text);
    }

  /* A new model only when a name or colour changed: replacing it while the
   * drop-down reports the owner just picked hangs GTK 4.8 (the freeze of
   * "Score a Finished Table" as soon as an owner was picked). */
  if (same_owners (gtk_drop_down_get_model (self->owner_dropdown), G_LIST_MODEL (list)))
    return;

  self->syncing = TRUE;
  gtk_drop_down_set_model (self->owner_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->owner_dropdown,
                              selected <= gk_position_draft_get_n_players (self->draft) ? selected
                                                                                         : 0);
  self->syncing = FALSE;
}

static void
update_cell (GkPositionEditor *self)
{
  gint x = selected_x (self);
  gint y = selected_y (self);
  gint owner;
  GArray *stack = gk_position_draft_get_stack (self->draft, x, y, &owner);
  g_autofree char *text = NULL;

  if (stack == NULL)
    text = g_strdup_printf (_("No building at (%d, %d) yet: add its tiles from the bottom up."),
                            x, y);
  else
    {
      g_autofree char *tiles = gk_format_card_list (stack);

      /* TRANSLATORS: a stack in the city: "At (1, 2), bottom to top: Blue 2 and Red 9" */
      text = g_strdup_printf (_("At (%d, %d), bottom to top: %s"), x, y, tiles);
    }
  gtk_label_set_text (self->stack_label, text);

  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->owner_dropdown, owner >= 0 ? (guint) owner + 1 : 0);
  self->syncing = FALSE;
}

static void
gk_position_editor_refresh (GkPositionEditor *self)
{
  const char *error = gk_position_draft_get_error (self->draft);
  const GkTable *table = gk_position_draft_get_table (self->draft);

  update_player_rows (self);
  update_owner_model (self);
  update_cell (self);

  /* The refusal has a place of its own that never grows: the controls
   * around it stay where they are; the whole text is its tooltip. */
  gtk_label_set_text (self->error_label, error != NULL ? error : "");
  gk_ui_set_tooltip (GTK_WIDGET (self->error_label), error);
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
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));

  gk_position_draft_set_stack (self->draft, x, y, owner, tiles, n_tiles);
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
  gint x = selected_x (self);
  gint y = selected_y (self);
  GArray *stack = gk_position_draft_get_stack (self->draft, x, y, NULL);
  GkTile tile = gk_tile_make ((GkColour) gtk_drop_down_get_selected (self->tile_colour_dropdown),
                              (guint) gtk_spin_button_get_value_as_int (self->tile_number_spin));
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (GkTile));
  gint owner = (gint) gtk_drop_down_get_selected (self->owner_dropdown) - 1;

  if (stack != NULL)
    g_array_append_vals (tiles, stack->data, stack->len);
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
  gint x = selected_x (self);
  gint y = selected_y (self);
  gint owner;
  GArray *stack = gk_position_draft_get_stack (self->draft, x, y, &owner);
  g_autoptr(GArray) tiles = NULL;

  if (stack == NULL)
    return;
  tiles = g_array_copy (stack);
  g_array_set_size (tiles, tiles->len - 1);
  gk_position_editor_set_stack (self, x, y, owner, (GkTile *) tiles->data, tiles->len);
}

static void
owner_changed (GkPositionEditor *self)
{
  if (self->syncing)
    return;
  gk_position_draft_set_owner (self->draft, selected_x (self), selected_y (self),
                               (gint) gtk_drop_down_get_selected (self->owner_dropdown) - 1);
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
discard_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  g_signal_emit (widget, signals[DISCARD], 0);
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
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);

  gk_position_draft_add_character (self->draft, (guint) player, colour, trigger);
}

void
gk_position_editor_add_kept (GkPositionEditor *self,
                             gint              player,
                             GkCard            card)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);
  g_return_if_fail (gk_card_is_building (card));

  gk_position_draft_add_kept (self->draft, (guint) player, card);
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

  gk_position_draft_remove_last_character (self->draft, (guint) g_variant_get_int32 (param));
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
                                             (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (pl->kept_number))));
}

static void
remove_kept_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);

  gk_position_draft_remove_last_kept (self->draft, (guint) g_variant_get_int32 (param));
}

/* ---- the player forms ---- */

/* A row of the form: not a Tab stop of its own (its controls are); its
 * subtitle wraps rather than lose its end in a narrow column. */
static GtkWidget *
form_row (AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle)
{
  GtkWidget *row = gk_ui_text_row_new (title, subtitle);

  gtk_widget_set_focusable (row, FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  adw_preferences_group_add (group, row);
  return row;
}

static void
spin_row (GkPositionEditor    *self,
          guint                p,
          AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle,
          guint                max,
          const char          *property,
          GtkWidget          **spin)
{
  GtkWidget *row = form_row (group, title, subtitle);

  *spin = gk_ui_spin_button_new (0, max);
  gtk_editable_set_width_chars (GTK_EDITABLE (*spin), 3);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  g_binding_group_bind (self->bindings[p], property, *spin, "value",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             const char *action,
             guint       p)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gk_ui_set_tooltip (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 ((gint) p));
  gk_ui_plain_accessible_names (button);
  return button;
}

static void
build_player (GkPositionEditor *self,
              guint             p)
{
  PositionPlayer *pl = &self->players[p];
  g_autofree char *title = gk_setup_default_player_name (p);
  AdwPreferencesGroup *group;
  GtkWidget *controls;
  GtkWidget *fold;

  self->bindings[p] = g_binding_group_new ();
  pl->group = adw_preferences_group_new ();
  group = ADW_PREFERENCES_GROUP (pl->group);
  adw_preferences_group_set_title (group, title);

  pl->row = gk_player_row_new (p);
  gtk_widget_set_focusable (pl->row, FALSE);
  gk_player_row_set_known_names (GK_PLAYER_ROW (pl->row), self->known_names);
  adw_preferences_group_add (group, pl->row);

  spin_row (self, p, group, _("Point tokens"), _("Points earned during the game"), MAX_POINTS,
            "points", &pl->points);
  spin_row (self, p, group, _("Unused renewal tokens"), NULL, GK_RENEWAL_TOKENS,
            "renewal-tokens", &pl->tokens);
  spin_row (self, p, group, _("Resources behind the screen"),
            _("For the record; they do not score"), GK_RESOURCES_PER_COLOUR, "resources",
            &pl->resources);
  spin_row (self, p, group, _("Tiles behind the screen"), _("For the record; they do not score"),
            GK_N_TILES, "tiles", &pl->tiles);

  /* The summary on a row of its own, the controls on the next: neither
   * squeezes the other, in any language. */
  pl->characters_row = form_row (group, _("Characters"), NULL);
  /* One line, the whole in its tooltip: a summary that grew would move
   * the controls under it; the kept cards' the same. */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (pl->characters_row), 1);
  controls = form_row (group, NULL, NULL);
  pl->character_colour = gk_ui_colour_dropdown_new ();
  gtk_widget_set_valign (pl->character_colour, GTK_ALIGN_CENTER);
  gk_ui_set_accessible_name (pl->character_colour, _("Character colour"));
  pl->character_trigger = gk_ui_trigger_dropdown_new ();
  gtk_widget_set_valign (pl->character_trigger, GTK_ALIGN_CENTER);
  gk_ui_set_accessible_name (pl->character_trigger, _("Character bonus trigger"));
  /* The colour over the trigger where the two do not fit beside the
   * buttons (a phone). */
  fold = gk_fold_box_new ();
  g_object_set (fold, "spacing", 6, NULL);
  gtk_widget_set_valign (fold, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (fold, 6);
  gtk_widget_set_margin_bottom (fold, 6);
  gtk_widget_set_parent (pl->character_colour, fold);
  gtk_widget_set_parent (pl->character_trigger, fold);
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls), fold);
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls),
                             icon_button ("list-add-symbolic", _("Add This Character"),
                                          "position.add-character", p));
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls),
                             icon_button ("list-remove-symbolic", _("Remove the Last Character"),
                                          "position.remove-character", p));
  pl->kept_row = form_row (group, _("Kept cards"), NULL);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (pl->kept_row), 1);
  controls = form_row (group, NULL, NULL);
  pl->kept_colour = gk_ui_colour_dropdown_new ();
  gtk_widget_set_valign (pl->kept_colour, GTK_ALIGN_CENTER);
  gk_ui_set_accessible_name (pl->kept_colour, _("Kept card colour"));
  pl->kept_number = gk_ui_spin_button_new (1, GK_TILES_PER_COLOUR);
  gtk_widget_set_valign (pl->kept_number, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pl->kept_number),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kept card number"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls), pl->kept_colour);
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls), pl->kept_number);
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls),
                             icon_button ("list-add-symbolic", _("Add This Card"),
                                          "position.add-kept", p));
  adw_action_row_add_suffix (ADW_ACTION_ROW (controls),
                             icon_button ("list-remove-symbolic", _("Remove the Last Card"),
                                          "position.remove-kept", p));
  /* The controls stand at the row's end: the first of them (a colour) may
   * take its text's width, the ones after it keep theirs, so that nothing
   * moves under the pointer. */
  gk_ui_drop_down_hold_width (pl->character_trigger);

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
  GkPlayerDraft *draft_player;

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (player >= 0 && player < GK_MAX_PLAYERS);

  draft_player = gk_position_draft_get_player (self->draft, (guint) player);
  gk_player_draft_set_name (draft_player, name);
  gk_player_draft_set_colour (draft_player, colour);
  gk_player_draft_set_points (draft_player, points);
  gk_player_draft_set_renewal_tokens (draft_player, renewal_tokens);
}

void
gk_position_editor_set_n_players (GkPositionEditor *self,
                                  guint             n_players)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (n_players >= 2 && n_players <= GK_MAX_PLAYERS);

  gk_position_draft_set_n_players (self->draft, n_players);
}

void
gk_position_editor_reset (GkPositionEditor *self,
                          guint             n_players)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));

  gk_position_draft_reset (self->draft, n_players);
  gk_position_editor_select_cell (self, 0, 0);
}

void
gk_position_editor_load_table (GkPositionEditor *self,
                               const GkTable    *table)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (table != NULL);

  gk_position_draft_load_table (self->draft, table);
}

static void
draft_n_players_changed (GkPositionEditor *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

void
gk_position_editor_set_draft (GkPositionEditor *self,
                              GkPositionDraft  *draft)
{
  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (GK_IS_POSITION_DRAFT (draft));

  if (self->draft == draft)
    return;
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_set_object (&self->draft, draft);
  g_signal_connect_object (draft, "changed", G_CALLBACK (gk_position_editor_refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::n-players", G_CALLBACK (draft_n_players_changed),
                           self, G_CONNECT_SWAPPED);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      GkPlayerDraft *player = gk_position_draft_get_player (draft, p);

      gk_player_row_set_player (GK_PLAYER_ROW (self->players[p].row), player);
      g_binding_group_set_source (self->bindings[p], player);
    }
  gk_position_editor_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAFT]);
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
      g_value_set_int (value, (int) gk_position_draft_get_n_players (self->draft));
      break;
    case PROP_DRAFT:
      g_value_set_object (value, self->draft);
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
    case PROP_DRAFT:
      gk_position_editor_set_draft (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_position_editor_dispose (GObject *object)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (object);

  g_clear_object (&self->known_names);
  /* The bin's child comes from the template: let go of it first. */
  /* The draft first: controls going away must not write into it. */
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    {
      if (self->bindings[p] != NULL)
        g_binding_group_set_source (self->bindings[p], NULL);
      g_clear_object (&self->bindings[p]);
      if (self->players[p].row != NULL)
        gk_player_row_set_player (GK_PLAYER_ROW (self->players[p].row), NULL);
    }
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_POSITION_EDITOR);

  G_OBJECT_CLASS (gk_position_editor_parent_class)->dispose (object);
}

/* F9, or the button over the city: the players slide in over a narrow
 * editor, and out again. */
static void
show_players_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GkPositionEditor *self = GK_POSITION_EDITOR (widget);

  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
gk_position_editor_class_init (GkPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_position_editor_dispose;
  object_class->get_property = gk_position_editor_get_property;
  object_class->set_property = gk_position_editor_set_property;

  properties[PROP_N_PLAYERS] =
    g_param_spec_int ("n-players", NULL, NULL, 2, GK_MAX_PLAYERS, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRAFT] =
    g_param_spec_object ("draft", NULL, NULL, GK_TYPE_POSITION_DRAFT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The position is complete: the window shows its score. */
  signals[SCORE] = g_signal_new ("score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The table is to go (the window asks first). */
  signals[DISCARD] = g_signal_new ("discard", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-position-editor.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "players_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "discard_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, players_box);
  gtk_widget_class_bind_template_child (widget_class, GkPositionEditor, flap);
  gtk_widget_class_install_action (widget_class, "position.show-players", NULL,
                                   show_players_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "position.show-players", NULL);
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
  gtk_widget_class_install_action (widget_class, "position.discard", NULL, discard_action);
  gtk_widget_class_install_action (widget_class, "position.add-character", "i",
                                   add_character_action);
  gtk_widget_class_install_action (widget_class, "position.remove-character", "i",
                                   remove_character_action);
  gtk_widget_class_install_action (widget_class, "position.add-kept", "i", add_kept_action);
  gtk_widget_class_install_action (widget_class, "position.remove-kept", "i", remove_kept_action);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "players_button", N_("Players (F9)"),
  "x_spin", N_("Column (x grows to the right)"),
  "y_spin", N_("Row (y grows downwards)"),
  "discard_button", N_("Discard This Table…"),
  NULL
};

static void
gk_position_editor_init (GkPositionEditor *self)
{
  const char *colours[GK_N_COLOURS + 1];
  g_autoptr(GtkStringList) list = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_POSITION_EDITOR, tooltips);

  for (guint c = 0; c < GK_N_COLOURS; c++)
    colours[c] = gk_colour_get_name ((GkColour) c);
  colours[GK_N_COLOURS] = NULL;
  list = gtk_string_list_new (colours);
  gtk_drop_down_set_model (self->tile_colour_dropdown, G_LIST_MODEL (list));
  gk_ui_drop_down_hold_width (GTK_WIDGET (self->tile_colour_dropdown));
  gk_ui_set_accessible_name (GTK_WIDGET (self->owner_dropdown), _("Owner"));
  gk_ui_set_accessible_name (GTK_WIDGET (self->tile_colour_dropdown),
                             _("Colour of the tile to add"));
  /* The refusal's place: two lines, taken whether or not there is one. */
  {
    int height;

    gtk_label_set_text (self->error_label, "M\nM");
    gtk_widget_measure (GTK_WIDGET (self->error_label), GTK_ORIENTATION_VERTICAL, -1, NULL,
                        &height, NULL, NULL);
    gtk_widget_set_size_request (GTK_WIDGET (self->error_label), -1, height);
    gtk_label_set_text (self->error_label, "");
  }

  gtk_spin_button_set_range (self->x_spin, -CELL_RANGE, CELL_RANGE);
  gtk_spin_button_set_increments (self->x_spin, 1, 5);
  gtk_spin_button_set_range (self->y_spin, -CELL_RANGE, CELL_RANGE);
  gtk_spin_button_set_increments (self->y_spin, 1, 5);
  gtk_spin_button_set_range (self->tile_number_spin, 1, GK_TILES_PER_COLOUR);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->tile_number_spin), 2);
  gtk_spin_button_set_increments (self->tile_number_spin, 1, 5);
  gk_ui_number_field_init (GTK_WIDGET (self->x_spin));
  gk_ui_number_field_init (GTK_WIDGET (self->y_spin));
  gk_ui_number_field_init (GTK_WIDGET (self->tile_number_spin));
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

  {
    g_autoptr(GkPositionDraft) draft = gk_position_draft_new ();

    gk_position_editor_set_draft (self, draft);
  }
  gk_position_editor_select_cell (self, 0, 0);
}

GtkWidget *
gk_position_editor_new (void)
{
  return g_object_new (GK_TYPE_POSITION_EDITOR, NULL);
}

void
gk_position_editor_set_context (GkPositionEditor *self,
                                GkContext        *context)
{
  g_autoptr(GListModel) names = NULL;

  g_return_if_fail (GK_IS_POSITION_EDITOR (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  names = gk_ui_known_names_new (context);
  g_set_object (&self->known_names, names);
  for (guint p = 0; p < GK_MAX_PLAYERS; p++)
    if (self->players[p].row != NULL)
      gk_player_row_set_known_names (GK_PLAYER_ROW (self->players[p].row), names);
}
