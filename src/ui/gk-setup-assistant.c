/* gk-setup-assistant.c: players, characters, starting square, checklist
 *
 * What the players enter lives in a GkSetupDraft (src/app); the assistant
 * shows and edits it.  Whether the box allows it is the engine's answer
 * the draft keeps (gk_setup_check()), and the checklist is the engine's
 * (gk_steps_checklist() on the new table).  The markers start as the
 * rulebook's picture lays them and change places click and click on the
 * city (or with the arrow keys and Enter).  One player is the
 * solo game against HAL (rules.md 10): a level and the opponent's colour
 * instead of characters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-format.h"
#include "gk-player-row.h"
#include "gk-player-style.h"
#include "gk-intro-sets.h"
#include "gk-fold-box.h"
#include "gk-setup-assistant.h"
#include "gk-setup-draft.h"
#include "gk-steps.h"
#include "gk-ui-util.h"

/* The steps, in order; their pages in the stack are named by step_names[]. */
typedef enum
{
  GK_SETUP_STEP_PLAYERS,
  GK_SETUP_STEP_CHARACTERS,
  GK_SETUP_STEP_START,
  GK_SETUP_STEP_CHECKLIST
} GkSetupStep;

#define N_STEPS 4

typedef struct
{
  GtkWidget *row;               /* GkPlayerRow on the players page */
  GtkWidget *group;             /* on the characters page */
  GtkWidget *group_title;
  GtkWidget *colour[GK_N_CHARACTERS];
  GtkWidget *trigger[GK_N_CHARACTERS];
  GtkWidget *tiles[GK_N_CHARACTERS];
  GtkWidget *resources[GK_N_CHARACTERS];
  GtkWidget *points[GK_N_CHARACTERS];
  GtkWidget *preset;            /* "as printed", or an introductory set */
  GtkWidget *assumed;           /* says a preset is assumed */
} SeatWidgets;

struct _GkSetupAssistant
{
  AdwBin       parent_instance;

  /* template */
  GtkStack    *steps;
  GtkWidget   *solo_button;
  GtkWidget   *players_group;
  GtkListBox  *players_list;
  GtkWidget   *solo_group;
  GtkWidget   *level_normal;
  GtkWidget   *level_expert;
  GtkWidget   *opponent_row;
  GtkWidget   *characters_box;
  GtkWidget   *start_frame;
  GtkGrid     *start_grid;
  GtkListBox  *checklist_list;
  GtkWidget   *error_revealer;
  GtkLabel    *error_label;
  GtkLabel    *step_label;
  GtkWidget   *next_button;
  GtkWidget   *back_button;
  GtkLabel    *markers_note;
  GtkLabel    *markers_hint;
  GtkLabel    *markers_hint_room;   /* the other hint, never shown: its room kept */

  /* state */
  GkSetupDraft *draft;
  GtkWidget   *opponent_dropdown;
  GkSetupStep  step;
  GRand       *rand;
  char        *error;
  GString     *checklist_text;
  gboolean     syncing;
  gboolean     built;                  /* every widget made: the draft may be shown */

  SeatWidgets  seats[GK_MAX_PLAYERS];
  GkContext   *context;        /* the last game's players */
  GListModel  *known_names;    /* offered while a name is typed */
  GtkSizeGroup *character_columns[6];  /* one width per column for every player */
  guint        confirmed_blank;        /* blank characters kept on a second Next */
  GtkWidget   *start_cells[3][3];
  GtkWidget   *city_view;
};

G_DEFINE_FINAL_TYPE (GkSetupAssistant, gk_setup_assistant, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_N_PLAYERS,
  N_PROPS
};

enum {
  START_GAME,
  STEP_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *step_names[N_STEPS] = { "players", "characters", "start", "checklist" };

static void gk_setup_assistant_refresh_start (GkSetupAssistant *self);
static void update_step_label (GkSetupAssistant *self);

/* ---- the nine starting tiles ---- */

static GkTile
start_tile_at (guint index)
{
  /* Blue 1..3, Red 1..3, Yellow 1..3: the order of the dropdowns. */
  return gk_tile_make ((GkColour) (index / 3), index % 3 + 1);
}

static guint
start_tile_index (GkTile tile)
{
  return (guint) gk_tile_get_colour (tile) * 3 + gk_tile_get_number (tile) - 1;
}

/* ---- reading the form ---- */

static GkPlayerDraft *
player_of (GkSetupAssistant *self,
           guint             seat)
{
  return gk_setup_draft_get_player (self->draft, seat);
}

static gboolean
is_solo (GkSetupAssistant *self)
{
  return gk_setup_draft_get_n_players (self->draft) == 1;
}

GkSetup *
gk_setup_assistant_get_setup (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return gk_setup_draft_dup_setup (self->draft);
}

GkSetupDraft *
gk_setup_assistant_get_draft (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return self->draft;
}

/* ---- errors in place ---- */

static void
set_error (GkSetupAssistant *self,
           const char       *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->error_revealer), message != NULL);
}

/* The engine's refusal, shown once Next was pressed (and then as it
 * changes); NULL lets the assistant go on. */
static gboolean
validate (GkSetupAssistant *self)
{
  const char *refusal = gk_setup_draft_get_error (self->draft);
  /* A number typed that its field refused: the table holds the old one. */
  GtkWidget *refused = gk_ui_find_refused_number (GTK_WIDGET (self));

  if (refusal == NULL && refused != NULL)
    {
      set_error (self, gk_ui_get_tooltip (refused));
      gtk_widget_grab_focus (refused);
      return FALSE;
    }
  set_error (self, refusal);
  return refusal == NULL;
}

/* ---- players ---- */

static void
update_group_titles (GkSetupAssistant *self)
{
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      SeatWidgets *w = &self->seats[seat];
      g_autofree char *name = gk_player_draft_dup_shown_name (player_of (self, seat));
      GtkWidget *badge;

      gk_ui_remove_children (w->group_title);
      badge = gk_player_badge_new (gk_player_draft_get_colour (player_of (self, seat)), name);
      gtk_widget_add_css_class (badge, "heading");
      gtk_box_append (GTK_BOX (w->group_title), badge);
      if (seat == gk_setup_draft_get_first (self->draft))
        {
          GtkWidget *tag = gtk_label_new (_("first player"));

          gtk_widget_add_css_class (tag, "dim-label");
          gtk_widget_add_css_class (tag, "caption");
          gtk_box_append (GTK_BOX (w->group_title), tag);
        }
    }
}

static void
update_seats (GkSetupAssistant *self)
{
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      SeatWidgets *w = &self->seats[seat];
      gboolean visible = seat < gk_setup_draft_get_n_players (self->draft);

      gtk_widget_set_visible (w->row, visible);
      gtk_widget_set_visible (w->group, visible);
      /* rules.md 10: the human is always the first player. */
      g_object_set (w->row, "show-first", !is_solo (self), NULL);
    }

  gtk_widget_set_visible (self->solo_group, is_solo (self));
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->opponent_dropdown),
                              gk_setup_draft_get_opponent_colour (self->draft));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gk_setup_draft_get_solo_level (self->draft)
                                                 == GK_SOLO_EXPERT
                                                 ? self->level_expert : self->level_normal),
                               TRUE);
  self->syncing = FALSE;
  if (is_solo (self))
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->players_group), _("Player"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                             gk_format_solo_turn_order ());
    }
  else
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->players_group),
                                       _("Players in Seating Order"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                             _("Clockwise around the table. Each colour has its "
                                               "own symbol. The first player starts round 1 and "
                                               "deals the cards."));
    }
  update_group_titles (self);
}

/* ---- the solo game ---- */

static void
opponent_colour_changed (GkSetupAssistant *self)
{
  if (self->syncing)
    return;
  gk_setup_draft_set_opponent_colour (self->draft, (GkPlayerColour) gtk_drop_down_get_selected (
                                        GTK_DROP_DOWN (self->opponent_dropdown)));
  /* A clash with the human's colour is said at once. */
  validate (self);
}

static void
level_toggled (GkSetupAssistant *self)
{
  if (self->syncing)
    return;
  gk_setup_draft_set_solo_level (self->draft,
                                 gtk_check_button_get_active (GTK_CHECK_BUTTON (self->level_expert))
                                 ? GK_SOLO_EXPERT : GK_SOLO_NORMAL);
}

void
gk_setup_assistant_set_solo_level (GkSetupAssistant *self,
                                   GkSoloLevel       level)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (level == GK_SOLO_NORMAL || level == GK_SOLO_EXPERT);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (level == GK_SOLO_EXPERT ? self->level_expert
                                                                         : self->level_normal),
                               TRUE);
}

static void
build_player_row (GkSetupAssistant *self,
                  guint             seat,
                  GkPlayerRow      *group)
{
  SeatWidgets *w = &self->seats[seat];

  w->row = gk_player_row_new (seat);
  g_object_set (w->row, "show-seat", TRUE, "show-first", TRUE, NULL);
  if (group != NULL)
    gk_player_row_set_first_group (GK_PLAYER_ROW (w->row), group);
  gk_player_row_set_player (GK_PLAYER_ROW (w->row), player_of (self, seat));
  gk_player_row_set_known_names (GK_PLAYER_ROW (w->row), self->known_names);
  gtk_list_box_append (self->players_list, w->row);
}

void
gk_setup_assistant_set_context (GkSetupAssistant *self,
                                GkContext        *context)
{
  g_autoptr(GListModel) names = NULL;

  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  g_set_object (&self->context, context);
  names = gk_ui_known_names_new (context);
  g_set_object (&self->known_names, names);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    if (self->seats[seat].row != NULL)
      gk_player_row_set_known_names (GK_PLAYER_ROW (self->seats[seat].row), names);
}

/* ---- characters ---- */

static GtkWidget *
spin_new (guint       max,
          const char *accessible_label)
{
  GtkWidget *spin = gk_ui_spin_button_new (0, max);

  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
  return spin;
}

static GtkWidget *
header_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* A character's widgets were changed: the draft gets the character. */
static void
character_widget_changed (GkSetupAssistant *self,
                          GParamSpec       *pspec,
                          GtkWidget        *widget)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gk-seat"));
  guint c = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gk-character"));
  SeatWidgets *w = &self->seats[seat];
  GkCharacter character;

  if (self->syncing || !self->built)
    return;
  character.colour = (GkColour) gtk_drop_down_get_selected (GTK_DROP_DOWN (w->colour[c]));
  character.trigger = (GkTrigger) gtk_drop_down_get_selected (GTK_DROP_DOWN (w->trigger[c]));
  character.tiles = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->tiles[c]));
  character.resources =
    (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->resources[c]));
  character.points = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w->points[c]));
  gk_setup_draft_set_character (self->draft, seat, c, &character);
}

static void
follow_character_widget (GkSetupAssistant *self,
                         GtkWidget        *widget,
                         guint             seat,
                         guint             c)
{
  g_object_set_data (G_OBJECT (widget), "gk-seat", GUINT_TO_POINTER (seat));
  g_object_set_data (G_OBJECT (widget), "gk-character", GUINT_TO_POINTER (c));
  g_signal_connect_object (widget, GTK_IS_DROP_DOWN (widget) ? "notify::selected" : "notify::value",
                           G_CALLBACK (character_widget_changed), self, G_CONNECT_SWAPPED);
}

/* Every character's row has the same column widths, whatever the text
 * of the dropdowns: the columns line up and do not jump, and every row
 * folds at the same width. */
static void
add_cell (GkSetupAssistant *self,
          GtkWidget        *row,
          GtkWidget        *child,
          int               column)
{
  gtk_size_group_add_widget (self->character_columns[column], child);
  gtk_widget_set_parent (child, row);
}

/* A field of a character: its name over its control.  Side by side the
 * names of the first character's fields head the columns; one above the
 * other (a phone) every field is named. */
static GtkWidget *
field_new (const char *caption,
           GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (box), header_label (caption));
  gtk_widget_set_valign (control, GTK_ALIGN_END);
  gtk_widget_set_vexpand (control, TRUE);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

static gboolean
show_character_row_fold (gpointer data)
{
  GtkWidget *row = data;
  gboolean folded = gk_fold_box_get_folded (GK_FOLD_BOX (row));
  gboolean first = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "gk-character")) == 0;
  GtkWidget *name = gtk_widget_get_first_child (row);

  g_object_set_data (G_OBJECT (row), "gk-fold-pending", NULL);
  if (name == NULL)
    return G_SOURCE_REMOVE;
  /* Side by side, level with the controls (34 pixels high) under the
   * first row's column names. */
  gtk_widget_set_valign (name, folded ? GTK_ALIGN_START : GTK_ALIGN_END);
  gtk_widget_set_margin_bottom (name, folded ? 0 : 8);
  if (folded)
    gtk_widget_add_css_class (name, "heading");
  else
    gtk_widget_remove_css_class (name, "heading");
  for (GtkWidget *field = gtk_widget_get_next_sibling (name); field != NULL;
       field = gtk_widget_get_next_sibling (field))
    gtk_widget_set_visible (gtk_widget_get_first_child (field), folded || first);
  return G_SOURCE_REMOVE;
}

/* Decided as the row is laid out: shown after it. */
static void
character_row_folded (GtkWidget  *row,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  if (g_object_get_data (G_OBJECT (row), "gk-fold-pending") != NULL)
    return;
  g_object_set_data (G_OBJECT (row), "gk-fold-pending", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, show_character_row_fold, g_object_ref (row),
                   g_object_unref);
}

static GtkWidget *
spin_field_new (GtkWidget **slot,
                guint       max,
                const char *caption,
                char       *accessible_label)
{
  *slot = spin_new (max, accessible_label);
  g_free (accessible_label);
  return field_new (caption, *slot);
}

static GtkWidget *
character_row_new (GkSetupAssistant *self,
                   guint             seat,
                   guint             c,
                   const char      **colours,
                   const char      **triggers)
{
  SeatWidgets *w = &self->seats[seat];
  g_autofree char *title = g_strdup_printf (_("Character %u"), c + 1);
  g_autofree char *colour_label =
    g_strdup_printf (_("Player %u, character %u: colour"), seat + 1, c + 1);
  g_autofree char *trigger_label =
    g_strdup_printf (_("Player %u, character %u: bonus trigger"), seat + 1, c + 1);
  GtkWidget *row = gk_fold_box_new ();
  GtkWidget *label = gtk_label_new (title);

  g_object_set (row, "spacing", 12, NULL);
  g_object_set_data (G_OBJECT (row), "gk-character", GUINT_TO_POINTER (c));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  add_cell (self, row, label, 0);

  w->colour[c] = gtk_drop_down_new_from_strings (colours);
  gk_ui_set_accessible_name (w->colour[c], colour_label);
  add_cell (self, row, field_new (_("Colour"), w->colour[c]), 1);

  w->trigger[c] = gtk_drop_down_new_from_strings (triggers);
  gk_ui_set_accessible_name (w->trigger[c], trigger_label);
  add_cell (self, row, field_new (_("Bonus trigger"), w->trigger[c]), 2);

  add_cell (self, row,
            spin_field_new (&w->tiles[c], GK_CHARACTER_MAX_TILES, _("Tiles"),
                            g_strdup_printf (_("Player %u, character %u: starting tiles"),
                                             seat + 1, c + 1)), 3);
  add_cell (self, row,
            spin_field_new (&w->resources[c], GK_CHARACTER_MAX_RESOURCES, _("Resources"),
                            g_strdup_printf (_("Player %u, character %u: starting resources"),
                                             seat + 1, c + 1)), 4);
  add_cell (self, row,
            spin_field_new (&w->points[c], GK_CHARACTER_MAX_POINTS, _("Points"),
                            g_strdup_printf (_("Player %u, character %u: starting points"),
                                             seat + 1, c + 1)), 5);
  follow_character_widget (self, w->colour[c], seat, c);
  follow_character_widget (self, w->trigger[c], seat, c);
  follow_character_widget (self, w->tiles[c], seat, c);
  follow_character_widget (self, w->resources[c], seat, c);
  follow_character_widget (self, w->points[c], seat, c);

  g_signal_connect (row, "notify::folded", G_CALLBACK (character_row_folded), NULL);
  show_character_row_fold (row);
  return row;
}

static void show_character (GkSetupAssistant *self,
                            guint             seat,
                            guint             index);

/* The set dealt to a seat, in the draft: its characters filled in there
 * (and shown), a set dealt twice refused there. */
static void
preset_changed (GkSetupAssistant *self,
                GParamSpec       *pspec,
                GtkDropDown      *dropdown)
{
  guint set = gtk_drop_down_get_selected (dropdown);
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "gk-seat"));

  if (set > GK_N_INTRO_SETS)
    return;
  gtk_widget_set_visible (self->seats[seat].assumed, set > 0);
  gk_setup_draft_set_intro_set (self->draft, seat, set);
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    show_character (self, seat, c);
  /* Said at once on the page once Next has said something. */
  if (self->error != NULL)
    validate (self);
}

static GtkWidget *
preset_row_new (GkSetupAssistant *self,
                guint             seat)
{
  SeatWidgets *w = &self->seats[seat];
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autofree char *accessible = NULL;
  /* The name, the set and the note beside, or one over the other where
   * the name and the set do not fit a phone side by side. */
  GtkWidget *box = gk_fold_box_new ();
  GtkWidget *label = gtk_label_new (_("Introductory set"));

  gtk_string_list_append (list, _("None: as printed"));
  for (guint set = 1; set <= GK_N_INTRO_SETS; set++)
    {
      /* TRANSLATORS: one of the numbered introductory character sets */
      g_autofree char *name = g_strdup_printf (_("Set %u"), set);

      gtk_string_list_append (list, name);
    }
  g_object_set (box, "spacing", 12, "fold-threshold-policy", ADW_FOLD_THRESHOLD_POLICY_MINIMUM,
                NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_parent (label, box);

  w->preset = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
  accessible = g_strdup_printf (_("Player %u: introductory character set"), seat + 1);
  gk_ui_set_accessible_name (w->preset, accessible);
  g_object_set_data (G_OBJECT (w->preset), "gk-seat", GUINT_TO_POINTER (seat));
  g_signal_connect_object (w->preset, "notify::selected", G_CALLBACK (preset_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_halign (w->preset, GTK_ALIGN_START);
  gtk_widget_set_parent (w->preset, box);

  w->assumed = gtk_label_new (_("Assumed from a fan list, not from the rulebook: check each "
                                "character against its card."));
  gtk_label_set_wrap (GTK_LABEL (w->assumed), TRUE);
  gtk_label_set_xalign (GTK_LABEL (w->assumed), 0);
  gtk_widget_set_hexpand (w->assumed, TRUE);
  gtk_widget_add_css_class (w->assumed, "warning");
  gtk_widget_add_css_class (w->assumed, "caption");
  gtk_widget_set_visible (w->assumed, FALSE);
  gtk_widget_set_parent (w->assumed, box);
  return box;
}

static void
build_character_group (GkSetupAssistant *self,
                       guint             seat)
{
  const char *colours[GK_N_COLOURS + 1];
  const char *triggers[GK_N_TRIGGERS + 1];
  SeatWidgets *w = &self->seats[seat];
  GtkWidget *rows;
  GtkWidget *card;

  for (guint c = 0; c < GK_N_COLOURS; c++)
    colours[c] = gk_colour_get_name ((GkColour) c);
  colours[GK_N_COLOURS] = NULL;
  for (guint t = 0; t < GK_N_TRIGGERS; t++)
    triggers[t] = gk_trigger_get_name ((GkTrigger) t);
  triggers[GK_N_TRIGGERS] = NULL;

  w->group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  w->group_title = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (w->group), w->group_title);
  gtk_box_append (GTK_BOX (w->group), preset_row_new (self, seat));

  card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (w->group), card);

  rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (rows, 12);
  gtk_widget_set_margin_bottom (rows, 12);
  gtk_widget_set_margin_start (rows, 12);
  gtk_widget_set_margin_end (rows, 12);
  gtk_box_append (GTK_BOX (card), rows);
  for (guint c = 0; c < GK_N_CHARACTERS; c++)
    gtk_box_append (GTK_BOX (rows), character_row_new (self, seat, c, colours, triggers));

  gtk_box_append (GTK_BOX (self->characters_box), w->group);
}

/* The draft's character in its widgets. */
static void
show_character (GkSetupAssistant *self,
                guint             seat,
                guint             index)
{
  SeatWidgets *w = &self->seats[seat];
  GkCharacter character;

  gk_setup_draft_get_character (self->draft, seat, index, &character);
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (w->colour[index]), character.colour);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (w->trigger[index]), character.trigger);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->tiles[index]), character.tiles);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->resources[index]), character.resources);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w->points[index]), character.points);
  self->syncing = FALSE;
}

void
gk_setup_assistant_set_character (GkSetupAssistant  *self,
                                  guint              seat,
                                  guint              index,
                                  const GkCharacter *character)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (index < GK_N_CHARACTERS);
  g_return_if_fail (character != NULL);

  gk_setup_draft_set_character (self->draft, seat, index, character);
  show_character (self, seat, index);
}

/* ---- the starting square ---- */

static void
start_cell_changed (GkSetupAssistant *self,
                    GParamSpec       *pspec,
                    GtkDropDown      *dropdown)
{
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "cell"));

  if (self->syncing)
    return;
  /* Each tile is in the box once: choosing one that lies elsewhere swaps. */
  gk_setup_draft_set_start (self->draft, cell % 3, cell / 3,
                            start_tile_at (gtk_drop_down_get_selected (dropdown)));
}

/* A tile's name on its button may wrap between its words (a phone in
 * Russian: the colour over the number); in the list it opens, one line. */
static void
setup_start_name (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), GPOINTER_TO_INT (wrap));
  gtk_list_item_set_child (item, label);
}

static void
bind_start_name (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (name));
}

static GtkListItemFactory *
start_name_factory_new (gboolean wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_start_name), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_start_name), NULL);
  return factory;
}

static void
build_start_grid (GkSetupAssistant *self)
{
  const char *names[10];
  g_autofree char *storage[9] = { NULL };

  for (guint i = 0; i < 9; i++)
    {
      storage[i] = gk_card_get_name (start_tile_at (i));
      names[i] = storage[i];
    }
  names[9] = NULL;

  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      {
        GtkWidget *dropdown = gtk_drop_down_new_from_strings (names);
        g_autoptr(GtkListItemFactory) button = start_name_factory_new (TRUE);
        g_autoptr(GtkListItemFactory) list = start_name_factory_new (FALSE);
        g_autofree char *label = NULL;

        gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
        gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list);

        /* TRANSLATORS: the accessible name of a cell of the starting square */
        label = g_strdup_printf (_("Starting square, row %u, column %u"), y + 1, x + 1);
        gk_ui_set_accessible_name (dropdown, label);
        g_object_set_data (G_OBJECT (dropdown), "cell", GUINT_TO_POINTER (y * 3 + x));
        g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (start_cell_changed),
                                 self, G_CONNECT_SWAPPED);
        gtk_grid_attach (self->start_grid, dropdown, (int) x, (int) y, 1, 1);
        self->start_cells[y][x] = dropdown;
      }
  for (guint i = 0; i < 9; i++)
    g_clear_pointer (&storage[i], g_free);
}

/* The square and the markers as the draft has them, on the grid and the city. */
static void
gk_setup_assistant_refresh_start (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  gint held = gk_setup_draft_get_held_marker (self->draft);

  self->syncing = TRUE;
  for (guint y = 0; y < GK_START_SIZE; y++)
    for (guint x = 0; x < GK_START_SIZE; x++)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->start_cells[y][x]),
                                  start_tile_index (gk_setup_draft_get_start (self->draft, x, y)));
  self->syncing = FALSE;

  if (gk_setup_validate (setup, NULL))
    {
      g_autoptr(GkTable) table = gk_table_new (setup);

      gk_city_view_set_table (GK_CITY_VIEW (self->city_view), table);
    }
  {
    /* TRANSLATORS: %c is a marker's letter */
    g_autofree char *held_hint = g_strdup_printf (_("Marker %c is picked up: choose the marker "
                                                    "it changes places with, or itself to put "
                                                    "it back."), 'A' + MAX (held, 0));
    const char *hint = _("To move a marker, choose it on the city, then the marker it changes "
                         "places with: a click on each, or the arrow keys and Enter.");

    if (held >= 0)
      {
        gint x, y;

        gk_setup_draft_get_marker (self->draft, (guint) held, &x, &y);
        gk_city_view_select (GK_CITY_VIEW (self->city_view), x, y);
      }
    gtk_label_set_text (self->markers_hint, held >= 0 ? held_hint : hint);
    gtk_label_set_text (self->markers_hint_room, held >= 0 ? hint : held_hint);
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.reset-markers",
                                 !gk_setup_draft_markers_as_pictured (self->draft));
}

static void
reroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  gk_setup_draft_shuffle_start (self->draft, self->rand);
}

static void
reset_markers_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  gk_setup_draft_reset_markers (GK_SETUP_ASSISTANT (widget)->draft);
}

/* A marker's cell on the city, clicked or chosen with Enter: click and
 * click, the draft moves the markers.  The cell stays chosen, so that the
 * arrow keys go on from there. */
static void
start_cell_activated (GkSetupAssistant *self,
                      int               x,
                      int               y)
{
  if (self->step != GK_SETUP_STEP_START)
    return;
  gk_setup_draft_pick_cell (self->draft, x, y);
  gk_setup_assistant_refresh_start (self);
  gk_city_view_select (GK_CITY_VIEW (self->city_view), x, y);
}

/* Anything in the draft changed: what shows it follows. */
static void
draft_changed (GkSetupAssistant *self)
{
  if (!self->built)
    return;
  update_group_titles (self);
  if (self->step == GK_SETUP_STEP_START)
    gk_setup_assistant_refresh_start (self);
  /* A refusal shown stays up to date; in the solo game, at once. */
  if (self->error != NULL || is_solo (self))
    validate (self);
}

static void
draft_n_players_changed (GkSetupAssistant *self)
{
  if (!self->built)
    return;
  update_seats (self);
  update_step_label (self);
  set_error (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

/* ---- the checklist ---- */

/* A step of the checklist; a player's step (@colour >= 0) shows their
 * symbol as drawn everywhere else, in its colours. */
static void
checklist_add (GkSetupAssistant *self,
               gint              colour,
               const char       *title,
               const char       *subtitle)
{
  GtkWidget *row = gk_ui_text_row_new (title, subtitle);
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  if (colour >= 0)
    {
      GtkWidget *symbol = gk_player_symbol_new ((GkPlayerColour) colour, 16);

      gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), symbol);
      g_string_append_printf (self->checklist_text, "%s ",
                              gk_player_colour_get_symbol ((GkPlayerColour) colour));
    }
  gtk_list_box_append (self->checklist_list, row);

  g_string_append_printf (self->checklist_text, "%s\n", title);
  if (subtitle != NULL)
    g_string_append_printf (self->checklist_text, "  %s\n", subtitle);
}

const char *
gk_setup_assistant_get_checklist_text (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  return self->checklist_text->str;
}

static void
build_checklist (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  g_autoptr(GkTable) table = NULL;
  g_autoptr(GPtrArray) items = NULL;

  gk_ui_remove_children (GTK_WIDGET (self->checklist_list));
  g_string_truncate (self->checklist_text, 0);

  if (!gk_setup_validate (setup, NULL))
    return;
  table = gk_table_new (setup);
  items = gk_steps_checklist (table);
  for (guint i = 0; i < items->len; i++)
    {
      const GkChecklistItem *item = g_ptr_array_index (items, i);
      gint colour = item->player != GK_NO_PLAYER
                    ? (gint) gk_table_get_player_colour (table, item->player) : -1;

      checklist_add (self, colour, item->title, item->detail);
    }
}

/* ---- steps ---- */

const char *
gk_setup_assistant_get_title (GkSetupAssistant *self)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), NULL);

  switch (self->step)
    {
    case GK_SETUP_STEP_PLAYERS:
      return _("Players");
    case GK_SETUP_STEP_CHARACTERS:
      return _("Characters");
    case GK_SETUP_STEP_START:
      return _("Starting Square");
    case GK_SETUP_STEP_CHECKLIST:
    default:
      return _("Setup Checklist");
    }
}

static void
update_step_label (GkSetupAssistant *self)
{
  g_autofree char *label = NULL;
  guint number = self->step + 1;

  /* rules.md 10: the solo game has no characters to enter. */
  if (is_solo (self) && self->step > GK_SETUP_STEP_CHARACTERS)
    number--;
  /* TRANSLATORS: "Step 2 of 4: Characters" */
  label = g_strdup_printf (_("Step %u of %u: %s"), number, N_STEPS - (guint) is_solo (self),
                           gk_setup_assistant_get_title (self));
  gtk_label_set_text (self->step_label, label);
}

static void
show_step (GkSetupAssistant *self,
           GkSetupStep       step)
{

  self->step = step;
  if (step == GK_SETUP_STEP_CHARACTERS)
    update_group_titles (self);
  else if (step == GK_SETUP_STEP_START)
    gk_setup_assistant_refresh_start (self);
  else if (step == GK_SETUP_STEP_CHECKLIST)
    build_checklist (self);

  gtk_stack_set_visible_child_name (self->steps, step_names[step]);
  update_step_label (self);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        step == GK_SETUP_STEP_CHECKLIST ? _("_Start the Game") : _("_Next"));
  gtk_widget_set_visible (self->back_button, step != GK_SETUP_STEP_PLAYERS);
  g_signal_emit (self, signals[STEP_CHANGED], 0);
}

/* A character left as the empty form shows it (blue, exploit, nothing
 * given) was most likely never entered: say so once, and go on when Next
 * is pressed again with the same characters blank. */
static gboolean
confirm_blank_characters (GkSetupAssistant *self)
{
  g_autoptr(GkSetup) setup = gk_setup_assistant_get_setup (self);
  g_autoptr(GString) which = g_string_new (NULL);
  g_autofree char *message = NULL;
  guint blank = 0, n = 0;

  for (guint p = 0; p < setup->n_players; p++)
    for (guint c = 0; c < GK_N_CHARACTERS; c++)
      if (gk_character_is_default (&setup->players[p].characters[c]))
        {
          g_autofree char *name = gk_setup_player_name_or_default (setup->players[p].name, p);

          blank |= 1u << (p * GK_N_CHARACTERS + c);
          if (n++ > 0)
            g_string_append (which, _(", "));
          /* TRANSLATORS: a character in a list: the player's name, the character's number */
          g_string_append_printf (which, _("%s %u"), name, c + 1);
        }

  if (blank == 0 || blank == self->confirmed_blank)
    return TRUE;

  self->confirmed_blank = blank;
  message = g_strdup_printf (ngettext ("%u character is still as the empty form shows it (blue, "
                                       "exploit, nothing given): %s. Enter it as printed, or "
                                       "press Next again to keep it.",
                                       "%u characters are still as the empty form shows them "
                                       "(blue, exploit, nothing given): %s. Enter them as "
                                       "printed, or press Next again to keep them.", n),
                             n, which->str);
  set_error (self, message);
  return FALSE;
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  if (!validate (self))
    return;
  if (self->step == GK_SETUP_STEP_CHARACTERS && !confirm_blank_characters (self))
    return;

  if (self->step == GK_SETUP_STEP_CHECKLIST)
    g_signal_emit (self, signals[START_GAME], 0);
  else
    show_step (self, self->step == GK_SETUP_STEP_PLAYERS && is_solo (self)
                     ? GK_SETUP_STEP_START : self->step + 1);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (widget);

  set_error (self, NULL);
  if (self->step > GK_SETUP_STEP_PLAYERS)
    show_step (self, self->step == GK_SETUP_STEP_START && is_solo (self)
                     ? GK_SETUP_STEP_PLAYERS : self->step - 1);
}

/* ---- public setters ---- */

void
gk_setup_assistant_set_n_players (GkSetupAssistant *self,
                                  guint             n_players)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (n_players >= 1 && n_players <= GK_MAX_PLAYERS);

  gk_setup_draft_set_n_players (self->draft, n_players);
}

void
gk_setup_assistant_set_player (GkSetupAssistant *self,
                               guint             seat,
                               const char       *name,
                               GkPlayerColour    colour)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);

  gk_player_draft_set_name (player_of (self, seat), name);
  gk_player_draft_set_colour (player_of (self, seat), colour);
}

void
gk_setup_assistant_set_preset (GkSetupAssistant *self,
                               guint             seat,
                               guint             set)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (seat < GK_MAX_PLAYERS);
  g_return_if_fail (set <= GK_N_INTRO_SETS);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].preset), set);
}

gboolean
gk_setup_assistant_get_preset_assumed (GkSetupAssistant *self,
                                       guint             seat)
{
  g_return_val_if_fail (GK_IS_SETUP_ASSISTANT (self), FALSE);
  g_return_val_if_fail (seat < GK_MAX_PLAYERS, FALSE);

  return gtk_widget_get_visible (self->seats[seat].assumed);
}

/* The players of the last game, as the context keeps them, offered for
 * the next one: their names and colours, by seat. */
static void
offer_last_players (GkSetupAssistant *self)
{
  g_auto(GStrv) colours = NULL;
  g_auto(GStrv) names = NULL;
  guint n;

  if (self->context == NULL)
    return;
  names = gk_context_dup_last_players (self->context, &colours);
  n = names != NULL ? g_strv_length (names) : 0;
  if (n < 2 || n > GK_MAX_PLAYERS)
    return;
  gk_setup_assistant_set_n_players (self, n);
  for (guint seat = 0; seat < n; seat++)
    {
      GkPlayerColour colour = (GkPlayerColour) seat;

      if (colours != NULL && seat < g_strv_length (colours))
        gk_player_colour_from_string (colours[seat], &colour);
      gk_setup_assistant_set_player (self, seat, names[seat], colour);
    }
}

void
gk_setup_assistant_reset (GkSetupAssistant *self)
{
  g_return_if_fail (GK_IS_SETUP_ASSISTANT (self));

  self->confirmed_blank = 0;
  gk_setup_draft_reset (self->draft);
  gk_setup_draft_shuffle_start (self->draft, self->rand);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].preset), 0);
      for (guint c = 0; c < GK_N_CHARACTERS; c++)
        show_character (self, seat, c);
    }
  update_seats (self);
  update_step_label (self);
  gk_setup_assistant_refresh_start (self);
  set_error (self, NULL);
  show_step (self, GK_SETUP_STEP_PLAYERS);
  offer_last_players (self);
}

/* ---- GObject ---- */

static void
gk_setup_assistant_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      g_value_set_int (value, (int) gk_setup_draft_get_n_players (self->draft));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_assistant_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_N_PLAYERS:
      gk_setup_assistant_set_n_players (self, (guint) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_setup_assistant_dispose (GObject *object)
{
  GkSetupAssistant *self = GK_SETUP_ASSISTANT (object);

  g_clear_object (&self->known_names);
  g_clear_object (&self->context);
  /* The draft first: controls going away must not write into it. */
  self->built = FALSE;
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    if (self->seats[seat].row != NULL)
      gk_player_row_set_player (GK_PLAYER_ROW (self->seats[seat].row), NULL);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_SETUP_ASSISTANT);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->error, g_free);
  for (guint column = 0; column < G_N_ELEMENTS (self->character_columns); column++)
    g_clear_object (&self->character_columns[column]);
  if (self->checklist_text != NULL)
    g_string_free (g_steal_pointer (&self->checklist_text), TRUE);

  G_OBJECT_CLASS (gk_setup_assistant_parent_class)->dispose (object);
}

static void
gk_setup_assistant_class_init (GkSetupAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_setup_assistant_dispose;
  object_class->get_property = gk_setup_assistant_get_property;
  object_class->set_property = gk_setup_assistant_set_property;

  properties[PROP_N_PLAYERS] =
    g_param_spec_int ("n-players", NULL, NULL, 1, GK_MAX_PLAYERS, 3,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The players are ready: the window starts the game. */
  signals[START_GAME] = g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STEP_CHANGED] = g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (GK_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-setup-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, steps);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, solo_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, players_group);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, players_list);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, solo_group);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, level_normal);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, level_expert);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, opponent_row);
  gtk_widget_class_bind_template_callback (widget_class, level_toggled);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, characters_box);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, start_frame);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, start_grid);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, checklist_list);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, error_label);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, step_label);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, next_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, back_button);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_note);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_hint);
  gtk_widget_class_bind_template_child (widget_class, GkSetupAssistant, markers_hint_room);

  gtk_widget_class_install_property_action (widget_class, "setup.n-players", "n-players");
  gtk_widget_class_install_action (widget_class, "setup.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "setup.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "setup.reroll", NULL, reroll_action);
  gtk_widget_class_install_action (widget_class, "setup.reset-markers", NULL,
                                   reset_markers_action);
}

static void
gk_setup_assistant_init (GkSetupAssistant *self)
{
  GkPlayerRow *group = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->draft = gk_setup_draft_new ();
  self->opponent_dropdown = gk_ui_player_colour_dropdown_new ();
  gtk_widget_set_valign (self->opponent_dropdown, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (self->opponent_dropdown, 140, -1);
  gk_ui_set_accessible_name (self->opponent_dropdown,
                             adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->opponent_row)));
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->opponent_row), self->opponent_dropdown);
  g_signal_connect_object (self->opponent_dropdown, "notify::selected",
                           G_CALLBACK (opponent_colour_changed), self, G_CONNECT_SWAPPED);

  self->rand = g_rand_new ();
  self->checklist_text = g_string_new (NULL);
  for (guint column = 0; column < G_N_ELEMENTS (self->character_columns); column++)
    self->character_columns[column] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (guint seat = 0; seat < GK_MAX_PLAYERS; seat++)
    {
      build_player_row (self, seat, group);
      if (group == NULL)
        group = GK_PLAYER_ROW (self->seats[0].row);
      build_character_group (self, seat);
    }

  self->city_view = gk_city_view_new ();
  gtk_widget_set_focusable (self->city_view, TRUE);
  gtk_frame_set_child (GTK_FRAME (self->start_frame), self->city_view);
  g_signal_connect_object (self->city_view, "cell-activated", G_CALLBACK (start_cell_activated),
                           self, G_CONNECT_SWAPPED);
  build_start_grid (self);
  /* The note follows the markers as they are moved. */
  g_object_bind_property (self->draft, "markers-note", self->markers_note, "label",
                          G_BINDING_SYNC_CREATE);

  g_signal_connect_object (self->draft, "changed", G_CALLBACK (draft_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->draft, "notify::n-players", G_CALLBACK (draft_n_players_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->draft, "notify::held-marker",
                           G_CALLBACK (gk_setup_assistant_refresh_start), self, G_CONNECT_SWAPPED);
  self->built = TRUE;
  gk_setup_assistant_reset (self);
}

GtkWidget *
gk_setup_assistant_new (void)
{
  return g_object_new (GK_TYPE_SETUP_ASSISTANT, NULL);
}
