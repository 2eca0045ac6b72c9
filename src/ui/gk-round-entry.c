/* gk-round-entry.c: entering one player's action, with a live preview
 *
 * The entry shows a GkMoveDraft and changes it: the draft holds the move
 * and the engine's answer (preview, refusal, what is missing), the entry
 * only shows them, each part following the draft's property it shows.  The
 * cards and tiles are a GkCardPicker, what happens a GkPreviewList, the
 * marker shifts a GkShiftsRow; the hand renewals are rows of the draft's
 * list of offers, kept while the seats are the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-card-picker.h"
#include "gk-format.h"
#include "gk-player-style.h"
#include "gk-preview-list.h"
#include "gk-renewal.h"
#include "gk-round-entry.h"
#include "gk-shadow-bin.h"
#include "gk-shifts-row.h"
#include "gk-steps.h"
#include "gk-tile-return-dialog.h"
#include "gk-ui-util.h"

struct _GkRoundEntry
{
  AdwBin              parent_instance;

  /* template */
  GtkStack           *stack;
  GtkWidget          *heading_box;
  GtkLabel           *subheading_label;
  GtkLabel           *opponent_label;
  GtkEntry           *quick_entry;
  GtkWidget          *renew_group;
  AdwExpanderRow     *renew_row;
  GkCardPicker       *picker;
  GtkWidget          *take_group;
  GtkWidget          *marker_group;
  GtkLabel           *marker_label;
  GtkFlowBox         *marker_flow;
  GtkWidget          *preview_list;
  GtkLabel           *summary_label;
  GtkLabel           *fallback_label;
  GtkLabel           *error_label;
  GtkLabel           *notice_label;
  GtkLabel           *blocker_label;
  GtkWidget          *confirm_button;
  GtkScrolledWindow  *scroller;

  /* state */
  GkMoveDraft        *draft;
  GPtrArray          *renew_rows;       /* a row per offer of the draft, in its order */
  char               *heading;
  char               *quick_error;
  gboolean            syncing;
  GkTileReturnDialog *dialog;
};

G_DEFINE_FINAL_TYPE (GkRoundEntry, gk_round_entry, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_CARD,
  PROP_TAKE,
  N_PROPS
};

enum {
  MOVE_CONFIRMED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const GkTable *
current_table (GkRoundEntry *self)
{
  return gk_move_draft_get_table (self->draft);
}

/* ---- the heading ---- */

/* The heading, whose parts (a badge, a word) a screen reader reads as one
 * line: "Anna plays". */
static void
set_heading (GkRoundEntry *self,
             char         *heading)
{
  g_free (self->heading);
  self->heading = heading;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->heading_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
}

static GtkWidget *
title_badge_new (GkPlayerColour  colour,
                 const char     *name)
{
  GtkWidget *badge = gk_player_badge_new (colour, name);

  gtk_widget_add_css_class (badge, "title-3");
  return badge;
}

/* rules.md 10: the solo opponent's move, whose card and tile the player
 * turns over and draws for it. */
static void
show_opponent_heading (GkRoundEntry  *self,
                       const GkTable *table)
{
  /* TRANSLATORS: the heading of the solo opponent's move; use its name in your
   * language (Hungarian "Hal lép", Russian "Ход Гоши") */
  set_heading (self, g_strdup (_("HAL’s Turn")));
  gtk_box_append (GTK_BOX (self->heading_box),
                  title_badge_new (gk_table_get_player_colour (table, GK_PLAYER_HAL),
                                   self->heading));
  gtk_label_set_text (self->opponent_label, gk_steps_opponent_turn ());
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_label), TRUE);
  gtk_entry_set_placeholder_text (self->quick_entry,
                                  gk_table_get_solo_level (table) == GK_SOLO_EXPERT
                                  /* TRANSLATORS: the examples use your letters for “bry” */
                                  ? _("Type HAL’s cards and tile: b7 r12, C D y8 2…")
                                  : _("Type HAL’s card and tile: b7 r12, C y8 2…"));
}

static void
show_heading (GkRoundEntry  *self,
              const GkTable *table)
{
  gint player = gk_table_get_next_player (table);
  g_autofree char *sub = NULL;
  GtkWidget *label;

  gk_ui_remove_children (self->heading_box);
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_label), FALSE);
  /* What the human's move shows; the opponent's changes it. */
  gtk_entry_set_placeholder_text (self->quick_entry, _("Type a move: r9, A b12 1, y3 b5…"));

  sub = gk_format_round_line (table);
  gtk_label_set_text (self->subheading_label, sub);

  if (player == GK_PLAYER_HAL)
    {
      show_opponent_heading (self, table);
      return;
    }

  gtk_box_append (GTK_BOX (self->heading_box),
                  title_badge_new (gk_table_get_player_colour (table, player),
                                   gk_table_get_player_name (table, player)));
  label = gtk_label_new (_("plays"));
  gtk_widget_add_css_class (label, "title-3");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (self->heading_box), label);

  /* TRANSLATORS: "Anna plays" heading, as screen readers read it */
  set_heading (self, g_strdup_printf (_("%s plays"), gk_table_get_player_name (table, player)));
}

/* ---- the hand renewals ---- */

static void
renewal_tokens_changed (GtkLabel  *label,
                        GParamSpec *pspec,
                        GkRenewal *renewal)
{
  guint tokens = gk_renewal_get_tokens (renewal);
  g_autofree char *left = g_strdup_printf (ngettext ("%u token left", "%u tokens left", tokens),
                                           tokens);

  gtk_label_set_text (label, left);
}

/* A player's renewal row: the badge, the tokens left, Renew; shown while
 * the player may renew.  Its words do not wrap, so a change elsewhere in
 * the entry measures them once, not at every width a wrapped subtitle
 * would be tried at. */
static GtkWidget *
renewal_row_new (GkRenewal *renewal)
{
  gint player = gk_renewal_get_player (renewal);
  /* TRANSLATORS: tooltip of a button: "Anna renews their hand" */
  g_autofree char *tooltip = g_strdup_printf (_("%s renews their hand"),
                                              gk_renewal_get_name (renewal));
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Re_new"));

  /* A row of the expander's list as it is: the list adds none around it. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_bind_property (renewal, "can-renew", row, "visible", G_BINDING_SYNC_CREATE);
  gtk_widget_add_css_class (box, "gk-renewal");
  gtk_box_append (GTK_BOX (box), gk_player_badge_new (gk_renewal_get_colour (renewal),
                                                      gk_renewal_get_name (renewal)));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  g_signal_connect_object (renewal, "notify::tokens", G_CALLBACK (renewal_tokens_changed), label,
                           G_CONNECT_SWAPPED);
  renewal_tokens_changed (GTK_LABEL (label), NULL, renewal);
  gtk_box_append (GTK_BOX (box), label);

  /* Named with the player: every row's button reads "Renew". */
  gk_ui_set_tooltip (button, tooltip);
  gk_ui_set_accessible_name (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.renew");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_int32 ((gint32) player));
  gtk_box_append (GTK_BOX (box), button);
  return row;
}

/* The draft's offers came or went: their rows from @position on are made
 * again (the offers are replaced only with the seats). */
static void
renewals_changed (GkRoundEntry *self,
                  guint         position,
                  guint         removed,
                  guint         added,
                  GListModel   *renewals)
{
  while (self->renew_rows->len > position)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->renew_rows, self->renew_rows->len - 1);

      adw_expander_row_remove (self->renew_row, row);
    }
  for (guint i = position; i < g_list_model_get_n_items (renewals); i++)
    {
      g_autoptr(GkRenewal) renewal = g_list_model_get_item (renewals, i);
      GtkWidget *row = renewal_row_new (renewal);

      g_ptr_array_add (self->renew_rows, row);
      adw_expander_row_add_row (self->renew_row, row);
    }
}

/* Players offered a hand renewal right now. */
static guint
count_renewals (GkRoundEntry *self)
{
  GListModel *renewals = gk_move_draft_get_renewals (self->draft);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (renewals); i++)
    {
      g_autoptr(GkRenewal) renewal = g_list_model_get_item (renewals, i);

      n += gk_renewal_get_can_renew (renewal);
    }
  return n;
}

/* ---- the table ---- */

static void
table_changed (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);

  if (table == NULL)
    return;
  if (gk_table_is_game_over (table) || gk_table_get_next_player (table) == GK_NO_PLAYER)
    {
      gtk_stack_set_visible_child_name (self->stack, "over");
      set_heading (self, g_strdup (_("Game over")));
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "entry");
  show_heading (self, table);
  /* Collapsed to one row until a player asks for it. */
  adw_expander_row_set_expanded (self->renew_row, FALSE);
  gtk_widget_set_visible (self->renew_group, count_renewals (self) > 0);
}

/* ---- the engine's answer ---- */

/* The error shown: the engine's refusal of the move, or of its confirmation. */
static void
show_error (GkRoundEntry *self,
            const char   *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
show_summary (GkRoundEntry *self)
{
  const char *summary = gk_move_draft_get_summary (self->draft);
  const char *error = gk_move_draft_get_error (self->draft);

  show_error (self, error);
  gtk_label_set_text (self->summary_label, summary != NULL ? summary
                                           : error != NULL ? _("This move is not possible") : "");
}

/* The opponent's action that cannot be paid for is a warning, what else
 * there is to know before confirming an accent. */
static void
preview_changed (GkRoundEntry *self)
{
  const GkPreview *preview = gk_move_draft_get_preview (self->draft);
  gboolean warning = preview != NULL && preview->opponent_cannot_pay;

  gtk_widget_remove_css_class (GTK_WIDGET (self->notice_label), warning ? "accent" : "warning");
  gtk_widget_add_css_class (GTK_WIDGET (self->notice_label), warning ? "warning" : "accent");
  gtk_widget_set_visible (self->preview_list, preview != NULL);
}

/* The buttons of the cells the marker may go to, with their numbers. */
static void
show_marker (GkRoundEntry *self)
{
  const GkTable *table = current_table (self);
  GArray *targets = gk_move_draft_get_targets (self->draft);
  guint letter = gk_card_get_letter (gk_move_draft_get_played_card (self->draft));
  g_autofree char *tile = NULL;
  gint lx, ly, mx, my;
  gboolean has_marker = gk_move_draft_get_marker (self->draft, &mx, &my);

  gk_ui_remove_children (GTK_WIDGET (self->marker_flow));
  gtk_widget_set_visible (self->marker_group, targets != NULL);
  if (targets == NULL)
    return;

  tile = gk_card_get_name (gk_move_draft_get_tile (self->draft));
  gk_table_get_marker (table, letter, &lx, &ly);
  for (guint i = 0; i + 1 < targets->len; i += 2)
    {
      gint x = g_array_index (targets, gint, i);
      gint y = g_array_index (targets, gint, i + 1);
      g_autofree char *where = gk_format_cell_near (x, y, lx, ly, tile);
      /* TRANSLATORS: a marker target button: its number (typed in the quick
       * entry) and where it is: "1 · to the right of Yellow 8" */
      g_autofree char *text = g_strdup_printf (_("%u · %s"), i / 2 + 1, where);
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button),
                                    has_marker && mx == x && my == y);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "entry.marker");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                              g_variant_new ("(ii)", x, y));
      gtk_flow_box_append (self->marker_flow, button);
    }
}

/* The marker's cell chosen: the buttons stay (the one clicked keeps the
 * focus), the chosen one pressed. */
static void
show_marker_choice (GkRoundEntry *self)
{
  gint mx, my;
  gboolean has_marker = gk_move_draft_get_marker (self->draft, &mx, &my);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->marker_flow));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      gint x, y;

      g_variant_get (target, "(ii)", &x, &y);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), has_marker && mx == x && my == y);
    }
}

static void
show_blocker (GkRoundEntry *self)
{
  const char *blocker = self->quick_error != NULL ? self->quick_error
                        : gk_move_draft_get_blocker (self->draft);
  gboolean complete = gk_move_draft_is_complete (self->draft);

  /* An engine refusal is already shown as the error. */
  if (blocker != NULL && g_strcmp0 (blocker, gk_move_draft_get_error (self->draft)) == 0)
    blocker = NULL;
  gtk_label_set_text (self->blocker_label, blocker != NULL ? blocker : "");
  gtk_widget_set_visible (GTK_WIDGET (self->blocker_label), blocker != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", complete);
  /* Says why, on the button too, while it cannot be pressed. */
  gk_ui_set_tooltip (self->confirm_button,
                     complete ? _("Confirm This Move (Ctrl+Enter)")
                     : gk_move_draft_get_blocker (self->draft));
}

static void
draft_notify_card (GkRoundEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

static void
draft_notify_take (GkRoundEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAKE]);
}

/* @label shows the draft's text @property, and only while it has one. */
static void
bind_text (GkRoundEntry *self,
           const char   *property,
           GtkLabel     *label)
{
  g_object_bind_property_full (self->draft, property, label, "label", G_BINDING_SYNC_CREATE,
                               gk_ui_binding_text, NULL, NULL, NULL);
  g_object_bind_property_full (self->draft, property, label, "visible", G_BINDING_SYNC_CREATE,
                               gk_ui_binding_has_text, NULL, NULL, NULL);
}

static void
follow_draft (GkRoundEntry *self)
{
  static const struct
  {
    const char *signal;
    GCallback   callback;
  } follows[] = {
    { "notify::table", G_CALLBACK (table_changed) },
    { "notify::preview", G_CALLBACK (preview_changed) },
    { "notify::summary", G_CALLBACK (show_summary) },
    { "notify::error", G_CALLBACK (show_summary) },
    { "notify::error", G_CALLBACK (show_blocker) },
    { "notify::targets", G_CALLBACK (show_marker) },
    { "notify::marker", G_CALLBACK (show_marker_choice) },
    { "notify::tile", G_CALLBACK (show_marker) },
    { "notify::blocker", G_CALLBACK (show_blocker) },
    { "notify::complete", G_CALLBACK (show_blocker) },
    { "notify::card", G_CALLBACK (draft_notify_card) },
    { "notify::take", G_CALLBACK (draft_notify_take) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (follows); i++)
    g_signal_connect_swapped (self->draft, follows[i].signal, follows[i].callback, self);
  g_signal_connect_swapped (gk_move_draft_get_renewals (self->draft), "items-changed",
                            G_CALLBACK (renewals_changed), self);
  bind_text (self, "notice", self->notice_label);
  bind_text (self, "fallback", self->fallback_label);
  bind_text (self, "marker-hint", self->marker_label);
  g_object_bind_property (self->draft, "offers-take", self->take_group, "visible",
                          G_BINDING_SYNC_CREATE);
  gk_card_picker_set_draft (self->picker, self->draft);
  gk_preview_list_set_lines (GK_PREVIEW_LIST (self->preview_list),
                             gk_move_draft_get_lines (self->draft));
}

/* ---- typing a move ---- */

static void
set_quick_error (GkRoundEntry *self,
                 const char   *message)
{
  g_free (self->quick_error);
  self->quick_error = g_strdup (message);
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->quick_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->quick_entry), "error");
}

static void
quick_changed (GkRoundEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->quick_entry));
  g_autoptr(GError) error = NULL;

  if (self->syncing)
    return;
  set_quick_error (self, NULL);
  /* Half typed is normal: the reason shows, the draft stays as it was.
   * Shown after every change of the text: a move typed whole may leave the
   * draft's answer as it was (complete before, complete now), so nothing
   * of the draft would take the last reason away. */
  if (text[0] != '\0' && !gk_move_draft_enter_text (self->draft, text, &error))
    set_quick_error (self, error->message);
  show_blocker (self);
}

static void
quick_activate (GkRoundEntry *self)
{
  gk_round_entry_confirm (self);
}

/* The typed move emptied, without entering anything. */
static void
clear_quick_entry (GkRoundEntry *self)
{
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->quick_entry), "");
  self->syncing = FALSE;
  set_quick_error (self, NULL);
}

/* ---- the game ---- */

void
gk_round_entry_set_game (GkRoundEntry *self,
                         GkGame       *game)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));

  gk_move_draft_set_game (self->draft, game);
  gk_move_draft_clear (self->draft);
}

GkMoveDraft *
gk_round_entry_get_draft (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->draft;
}

void
gk_round_entry_focus_quick_entry (GkRoundEntry *self)
{
  g_return_if_fail (GK_IS_ROUND_ENTRY (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->quick_entry));
}

GtkWidget *
gk_round_entry_get_quick_entry (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return GTK_WIDGET (self->quick_entry);
}

/* ---- confirming ---- */

/* The tile-return dialog is held by a weak pointer: it may also go with
 * its window, or be closed by the window manager. */
static void
close_dialog (GkRoundEntry *self)
{
  GtkWindow *dialog = GTK_WINDOW (self->dialog);

  if (dialog == NULL)
    return;
  g_clear_weak_pointer (&self->dialog);
  gtk_window_destroy (dialog);
}

static gboolean
push_move (GkRoundEntry *self,
           const guint  *returns)
{
  const GkTable *table = current_table (self);
  const char *summary = gk_move_draft_get_summary (self->draft);
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  message = g_strdup_printf ("%s: %s",
                             gk_table_get_player_name (table,
                                                       gk_move_draft_get_player (self->draft)),
                             summary != NULL ? summary : "");
  if (!gk_move_draft_confirm (self->draft, returns, &error))
    {
      show_error (self, error->message);
      if (self->dialog != NULL)
        gk_tile_return_dialog_set_error (self->dialog, error->message);
      return FALSE;
    }

  close_dialog (self);
  clear_quick_entry (self);
  /* However this move was confirmed (typed, a click, the tile-return
   * dialog), the next one can be typed at once: the button clicked is
   * insensitive now and would leave the page without a focus. */
  gtk_widget_grab_focus (GTK_WIDGET (self->quick_entry));
  /* The next turn is read from its heading, however far down this one
   * was entered. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  g_signal_emit (self, signals[MOVE_CONFIRMED], 0, message);
  return TRUE;
}

static void
dialog_response (GkRoundEntry       *self,
                 gboolean            accepted,
                 GkTileReturnDialog *dialog)
{
  GkMove move;

  if (!accepted)
    {
      close_dialog (self);
      return;
    }

  move = *gk_move_draft_get_move (self->draft);
  gk_tile_return_dialog_fill_move (dialog, &move);
  push_move (self, move.returns);
}

gboolean
gk_round_entry_confirm (GkRoundEntry *self)
{
  const GkPreview *preview;

  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), FALSE);

  if (!gk_move_draft_is_complete (self->draft))
    return FALSE;

  preview = gk_move_draft_get_preview (self->draft);
  if (preview != NULL && preview->needs_tile_return)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      close_dialog (self);
      self->dialog = gk_tile_return_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                current_table (self), preview->return_max);
      g_object_add_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
      g_signal_connect_object (self->dialog, "response", G_CALLBACK (dialog_response), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (self->dialog));
      return TRUE;
    }

  return push_move (self, NULL);
}

/* Return on a choice already made (a card, a tile, what the letter gives,
 * the marker's cell: a pressed toggle button) never unmakes it: it
 * confirms the move once the move is whole, as Return does after typing.
 * A choice not made yet is made by its button's own Return. */
static gboolean
choice_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GkRoundEntry          *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if ((state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  if (!GTK_IS_TOGGLE_BUTTON (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      || !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (focus)))
    return FALSE;
  if (gk_move_draft_is_complete (self->draft))
    gk_round_entry_confirm (self);
  return TRUE;
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  gk_round_entry_confirm (GK_ROUND_ENTRY (widget));
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (widget);

  clear_quick_entry (self);
  gk_move_draft_clear (self->draft);
}

static void
renew_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (widget);
  const GkTable *table = current_table (self);
  gint player = g_variant_get_int32 (param);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GkMove move;

  if (table == NULL || player < 0 || (guint) player >= gk_table_get_n_players (table))
    return;

  gk_move_init_renew (&move, player);
  message = g_strdup_printf (_("%s renews their hand"), gk_table_get_player_name (table, player));
  if (!gk_game_push (gk_move_draft_get_game (self->draft), &move, &error))
    {
      show_error (self, error->message);
      return;
    }
  g_signal_emit (self, signals[MOVE_CONFIRMED], 0, message);
}

static void
marker_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  gint x, y;

  g_variant_get (param, "(ii)", &x, &y);
  gk_move_draft_set_marker (GK_ROUND_ENTRY (widget)->draft, x, y);
}

/* ---- for the tests ---- */

const char *
gk_round_entry_get_heading (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->heading;
}

GtkWindow *
gk_round_entry_get_tile_return_dialog (GkRoundEntry *self)
{
  g_return_val_if_fail (GK_IS_ROUND_ENTRY (self), NULL);
  return self->dialog != NULL ? GTK_WINDOW (self->dialog) : NULL;
}

/* ---- GObject ---- */

static void
gk_round_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_int (value, gk_move_draft_get_card (self->draft));
      break;
    case PROP_TAKE:
      g_value_set_int (value, (int) gk_move_draft_get_take (self->draft));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_round_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD:
      gk_move_draft_set_card (self->draft, g_value_get_int (value));
      break;
    case PROP_TAKE:
      gk_move_draft_set_take (self->draft, (GkTake) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_round_entry_dispose (GObject *object)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  close_dialog (self);
  if (self->draft != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->draft, self);
      g_signal_handlers_disconnect_by_data (gk_move_draft_get_renewals (self->draft), self);
      gk_card_picker_set_draft (self->picker, NULL);
      gk_preview_list_set_lines (GK_PREVIEW_LIST (self->preview_list), NULL);
      gk_move_draft_set_game (self->draft, NULL);
    }
  g_clear_object (&self->draft);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_ROUND_ENTRY);

  G_OBJECT_CLASS (gk_round_entry_parent_class)->dispose (object);
}

static void
gk_round_entry_finalize (GObject *object)
{
  GkRoundEntry *self = GK_ROUND_ENTRY (object);

  g_clear_pointer (&self->renew_rows, g_ptr_array_unref);
  g_free (self->heading);
  g_free (self->quick_error);

  G_OBJECT_CLASS (gk_round_entry_parent_class)->finalize (object);
}

static void
gk_round_entry_class_init (GkRoundEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (GK_TYPE_SHADOW_BIN);
  object_class->dispose = gk_round_entry_dispose;
  object_class->finalize = gk_round_entry_finalize;
  object_class->get_property = gk_round_entry_get_property;
  object_class->set_property = gk_round_entry_set_property;

  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL, GK_NO_CARD, GK_N_CARDS - 1, GK_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TAKE] =
    g_param_spec_int ("take", NULL, NULL, GK_TAKE_NONE, GK_TAKE_TILE, GK_TAKE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A move went into the game; the string says what it did, for a toast. */
  signals[MOVE_CONFIRMED] = g_signal_new ("move-confirmed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (GK_TYPE_CARD_PICKER);
  g_type_ensure (GK_TYPE_PREVIEW_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-round-entry.ui");
  /* bound for their tooltips alone (gk_ui_set_template_tooltips()) */
  gtk_widget_class_bind_template_child_full (widget_class, "clear_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, stack);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, heading_box);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, subheading_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, opponent_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, quick_entry);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, renew_row);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, picker);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, take_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_group);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, marker_flow);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, preview_list);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, summary_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, fallback_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, notice_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, blocker_label);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, GkRoundEntry, scroller);

  gtk_widget_class_install_property_action (widget_class, "entry.card", "card");
  gtk_widget_class_install_property_action (widget_class, "entry.take", "take");
  gtk_widget_class_install_action (widget_class, "entry.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "entry.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "entry.renew", "i", renew_action);
  gtk_widget_class_install_action (widget_class, "entry.marker", "(ii)", marker_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "entry.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "entry.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "entry.clear", NULL);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "quick_entry", N_("A to L: an urbanization card; r9, b12, y3: a building card, then a tile; a number: the marker’s cell; Enter confirms"),
  "clear_button", N_("Start This Move Again (Escape)"),
  "confirm_button", N_("Confirm This Move (Ctrl+Enter)"),
  NULL
};

static void
gk_round_entry_init (GkRoundEntry *self)
{
  GtkEventController *controller;
  GtkWidget *shifts_row;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_ROUND_ENTRY, tooltips);

  g_signal_connect_object (self->quick_entry, "changed", G_CALLBACK (quick_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->quick_entry, "activate", G_CALLBACK (quick_activate), self,
                           G_CONNECT_SWAPPED);

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (choice_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  self->renew_rows = g_ptr_array_new ();
  self->draft = gk_move_draft_new (NULL);
  follow_draft (self);

  /* The marker shifts entered on the city, under the marker's cell. */
  shifts_row = gk_shifts_row_new ();
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->marker_group)), shifts_row,
                              self->marker_group);
  gk_shifts_row_set_draft (GK_SHIFTS_ROW (shifts_row), self->draft);

  gk_ui_expander_row_follow (self->renew_row);
  gtk_widget_set_visible (self->marker_group, FALSE);
  gtk_widget_set_visible (self->renew_group, FALSE);
  gtk_widget_set_visible (self->preview_list, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entry.confirm", FALSE);
}
