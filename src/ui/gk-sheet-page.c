/* gk-sheet-page.c: New Game's choice, and a score sheet from its setup to
 * its pad
 *
 * New Game offers Ginkgopolis (the setup assistant, win.new-game) or a
 * score sheet of another game.  A sheet's setup asks its expansions, the
 * number of players and their names (the people of the history offered
 * under a name as it is typed, each seat's person written), shows the
 * game's setup checklist for them, then makes the sheet (a new play, saved
 * in the library at once) and shows its pad.  What the page shows of a sheet comes from its draft
 * (GkSheetDraft): the refusals, a save that failed, the winners.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-core.h"
#include "gk-name-suggestions.h"
#include "gk-sheet-file.h"
#include "gk-sheet-page.h"
#include "gk-sheet-score.h"
#include "gk-sheet-session.h"
#include "gk-sheet-setup.h"
#include "gk-ui-util.h"

typedef enum
{
  STEP_GAME,
  STEP_PLAYERS,
  STEP_CHECKLIST,
  STEP_PAD,
} Step;

/* The steps before the pad, as the action bar counts them. */
#define N_SETUP_STEPS 3

static const char *const step_names[] = { "game", "players", "checklist", "pad" };

struct _GkSheetPage
{
  AdwBin             parent_instance;

  /* template */
  GtkStack          *steps;
  GtkListBox        *games_list;
  GtkWidget         *modules_group;
  GtkListBox        *modules_list;
  GtkListBox        *players_list;
  GtkSpinButton     *count_spin;
  GtkAdjustment     *count_adjustment;
  GtkListBox        *checklist_list;
  GkSheetPad        *pad;
  GtkRevealer       *message_revealer;
  GtkLabel          *message_label;
  GtkWidget         *action_bar;
  GtkWidget         *back_button;
  GtkLabel          *status_label;
  GtkWidget         *next_button;

  Step               step;
  GkSheetSetup      *setup;           /* the game, expansions, count and names */
  GPtrArray         *module_checks;   /* of GtkCheckButton, by module */
  GPtrArray         *name_rows;       /* of AdwEntryRow, by seat */
  char              *setup_error;     /* why the sheet could not be made: the folder */
  gboolean           syncing;         /* widgets set from the setup, not by the player */
  GkContext         *context;        /* the library, the people, the settings */
  GPtrArray         *suggestions;     /* of GkNameSuggestions, by seat */
  GkSheetDraft      *draft;
  GkSheetSession    *session;         /* the sheet open: its file, claimed in the library */
  char              *title;
  char              *subtitle;
};

G_DEFINE_FINAL_TYPE (GkSheetPage, gk_sheet_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update (GkSheetPage *self);

/* "present": the sheet this page holds was asked for again (opened from
 * elsewhere): its window comes to the front (gk_library_present_holder()). */
static void
present (GkSheetPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    gtk_window_present (GTK_WINDOW (root));
}

/* ---- the setup: widgets bound to the GkSheetSetup ---- */

/* Why the setup cannot go on: a name the setup refuses, else the folder. */
static const char *
why_not_ready (GkSheetPage *self)
{
  const char *error = gk_sheet_setup_get_error (self->setup);
  /* A count typed that the field refused: the setup holds the old one. */
  GtkWidget *refused = self->step == STEP_PLAYERS
                       ? gk_ui_find_refused_number (GTK_WIDGET (self->players_list)) : NULL;

  if (error == NULL && refused != NULL)
    error = gk_ui_get_tooltip (refused);
  return error != NULL ? error : self->setup_error;
}

/* The setup in the widgets: the count within its bounds, the name rows of
 * the seats in play, each marked when its name is refused. */
static void
setup_changed (GkSheetPage *self)
{
  guint n = gk_sheet_setup_get_n_players (self->setup);

  self->syncing = TRUE;
  gtk_adjustment_configure (self->count_adjustment, n, gk_sheet_setup_get_min_players (self->setup),
                            gk_sheet_setup_get_max_players (self->setup), 1, 1, 0);
  self->syncing = FALSE;
  for (guint seat = 0; seat < self->name_rows->len; seat++)
    {
      GtkWidget *row = g_ptr_array_index (self->name_rows, seat);

      gtk_widget_set_visible (row, seat < n);
      if (gk_sheet_setup_get_name_error (self->setup, seat) != NULL)
        gtk_widget_add_css_class (row, "error");
      else
        gtk_widget_remove_css_class (row, "error");
    }
  update (self);
}

static void
name_changed (GkSheetPage *self,
              AdwEntryRow *row)
{
  guint seat = 0;

  g_clear_pointer (&self->setup_error, g_free);
  if (g_ptr_array_find (self->name_rows, row, &seat))
    gk_sheet_setup_set_name (self->setup, seat, gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* Enter in a name goes on to the next name, and from the last one on to
 * the checklist. */
static void
name_activated (AdwEntryRow *row,
                GkSheetPage *self)
{
  guint seat = 0;

  g_ptr_array_find (self->name_rows, row, &seat);
  if (seat + 1 < gk_sheet_setup_get_n_players (self->setup))
    gtk_widget_grab_focus (g_ptr_array_index (self->name_rows, seat + 1));
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "sheet.next", NULL);
}

static void
count_changed (GkSheetPage *self)
{
  if (!self->syncing)
    gk_sheet_setup_set_n_players (self->setup,
                                  (guint) gtk_spin_button_get_value_as_int (self->count_spin));
}

/* An expansion may raise the most players (Cities: 8 for 7 Wonders). */
static void
modules_changed (GkSheetPage *self)
{
  guint modules = 0;

  for (guint m = 0; m < self->module_checks->len; m++)
    if (gtk_check_button_get_active (g_ptr_array_index (self->module_checks, m)))
      modules |= 1u << m;
  gk_sheet_setup_set_modules (self->setup, modules);
}

/* A row with a check box at its start, toggled by the row: one Tab stop,
 * the row's (Space or Enter toggles it), not two. */
static GtkWidget *
check_row_new (const char  *title,
               GtkWidget  **check_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_widget_set_focusable (check, FALSE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  *check_out = check;
  return row;
}

static void
build_modules (GkSheetPage *self)
{
  const GkSheetGame *game = gk_sheet_setup_get_game (self->setup);

  gk_ui_remove_children (GTK_WIDGET (self->modules_list));
  g_ptr_array_set_size (self->module_checks, 0);
  for (guint m = 0; m < game->n_modules; m++)
    {
      GtkWidget *check;
      GtkWidget *row = check_row_new (_(game->modules[m].name), &check);

      g_signal_connect_object (check, "toggled", G_CALLBACK (modules_changed), self,
                               G_CONNECT_SWAPPED);
      g_ptr_array_add (self->module_checks, check);
      gtk_list_box_append (self->modules_list, row);
    }
  gtk_widget_set_visible (self->modules_group, game->n_modules > 0);
}

static void
build_checklist (GkSheetPage *self)
{
  g_autoptr(GPtrArray) lines = gk_sheet_setup_checklist (self->setup);

  gk_ui_remove_children (GTK_WIDGET (self->checklist_list));
  for (guint i = 0; i < lines->len; i++)
    {
      GtkWidget *check;
      GtkWidget *row = check_row_new (g_ptr_array_index (lines, i), &check);

      gtk_list_box_append (self->checklist_list, row);
    }
}

void
gk_sheet_page_set_game (GkSheetPage *self,
                        const char  *game_id)
{
  g_return_if_fail (GK_IS_SHEET_PAGE (self));
  g_return_if_fail (game_id != NULL);
  g_return_if_fail (gk_sheet_game_lookup (game_id) != NULL);

  gk_sheet_setup_set_game (self->setup, game_id);
  build_modules (self);
  self->step = STEP_PLAYERS;
  update (self);
  /* The keyboard on the first name: typed over, Enter goes to the next. */
  gtk_widget_grab_focus (g_ptr_array_index (self->name_rows, 0));
}

void
gk_sheet_page_set_module (GkSheetPage *self,
                          const char  *module_id,
                          gboolean     used)
{
  guint bit;

  g_return_if_fail (GK_IS_SHEET_PAGE (self));
  g_return_if_fail (gk_sheet_setup_get_game (self->setup) != NULL);

  bit = gk_sheet_game_find_module (gk_sheet_setup_get_game (self->setup), module_id);
  g_return_if_fail (bit != 0);
  gtk_check_button_set_active (g_ptr_array_index (self->module_checks, g_bit_nth_lsf (bit, -1)),
                               used);
}

void
gk_sheet_page_set_n_players (GkSheetPage *self,
                             guint        n_players)
{
  g_return_if_fail (GK_IS_SHEET_PAGE (self));

  gk_sheet_setup_set_n_players (self->setup, n_players);
}

void
gk_sheet_page_set_player_name (GkSheetPage *self,
                               guint        seat,
                               const char  *name)
{
  g_return_if_fail (GK_IS_SHEET_PAGE (self));
  g_return_if_fail (seat < self->name_rows->len);

  gtk_editable_set_text (g_ptr_array_index (self->name_rows, seat), name != NULL ? name : "");
}

/* The players of the last game, for the next one: the names as typed. */
static void
remember_names (GkSheetPage *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  if (self->context == NULL)
    return;
  for (guint seat = 0; seat < gk_sheet_setup_get_n_players (self->setup); seat++)
    g_strv_builder_add (builder, gk_sheet_setup_get_name (self->setup, seat));
  names = g_strv_builder_end (builder);
  gk_context_remember_names (self->context, (const char * const *) names);
}

/* The sheet as set up: a new play with its id and start, kept in a new file
 * of the library and saved at once, so that it is listed and resumable
 * before anything is entered. */
static void
start_sheet (GkSheetPage *self)
{
  GkSheet *sheet = gk_sheet_setup_dup_sheet (self->setup);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GError) error = NULL;

  if (sheet == NULL)
    {
      update (self);
      return;
    }
  gk_sheet_start_play (sheet);
  /* The names as typed: each seat named the person it stands for. */
  for (guint seat = 0; seat < gk_sheet_get_n_players (sheet); seat++)
    g_strv_builder_add (builder, gk_sheet_setup_get_name (self->setup, seat));
  names = g_strv_builder_end (builder);
  if (!gk_sheet_session_start (self->session, sheet, (const char * const *) names, &error))
    {
      g_free (self->setup_error);
      self->setup_error = g_strdup (error->message);
      update (self);
      return;
    }
  remember_names (self);
  gk_sheet_page_set_draft (self, gk_sheet_session_get_draft (self->session), NULL);
}

/* ---- the sheet ---- */

gboolean
gk_sheet_page_set_draft (GkSheetPage   *self,
                         GkSheetDraft  *draft,
                         GError       **error)
{
  g_return_val_if_fail (GK_IS_SHEET_PAGE (self), FALSE);
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (draft), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Its file claimed, or the window that has it brought to the front. */
  if (!gk_sheet_session_open (self->session, draft, error))
    return FALSE;

  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_set_object (&self->draft, draft);
  g_signal_connect_object (draft, "notify::refusal", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::save-error", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::winners", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::finished", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::has-refused", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  /* The first value entered, or first place waiting for a tie-break. */
  g_signal_connect_object (draft, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  gk_sheet_pad_set_draft (self->pad, draft);
  self->step = STEP_PAD;
  update (self);
  if (!gk_sheet_draft_get_finished (draft))
    gk_sheet_pad_focus_first (self->pad);
  return TRUE;
}

gboolean
gk_sheet_page_is_holder (GkSheetPage *self,
                         GObject     *holder)
{
  g_return_val_if_fail (GK_IS_SHEET_PAGE (self), FALSE);

  return holder != NULL && holder == G_OBJECT (self->session);
}

GkSheetDraft *
gk_sheet_page_get_draft (GkSheetPage *self)
{
  g_return_val_if_fail (GK_IS_SHEET_PAGE (self), NULL);

  return self->draft;
}

void
gk_sheet_page_close (GkSheetPage *self)
{
  g_return_if_fail (GK_IS_SHEET_PAGE (self));

  /* The last change on disk, the file let go. */
  gk_sheet_session_close (self->session);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  gk_sheet_pad_set_draft (self->pad, NULL);
  if (self->step == STEP_PAD)
    self->step = STEP_GAME;
  update (self);
}

void
gk_sheet_page_set_context (GkSheetPage *self,
                           GkContext   *context)
{
  g_autoptr(GListModel) names = NULL;

  g_return_if_fail (GK_IS_SHEET_PAGE (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  g_set_object (&self->context, context);
  /* Sheets kept in its library from now on. */
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  self->session = gk_sheet_session_new (context != NULL ? gk_context_get_library (context)
                                                        : NULL);
  gk_sheet_session_set_profiles (self->session,
                                 context != NULL ? gk_context_get_profiles (context) : NULL);
  g_signal_connect_object (self->session, "present", G_CALLBACK (present), self,
                           G_CONNECT_SWAPPED);
  names = gk_ui_known_names_new (context);
  for (guint seat = 0; self->suggestions != NULL && seat < self->suggestions->len; seat++)
    gk_name_suggestions_set_names (g_ptr_array_index (self->suggestions, seat), names);
}

void
gk_sheet_page_choose (GkSheetPage *self)
{
  g_auto(GStrv) names = NULL;

  g_return_if_fail (GK_IS_SHEET_PAGE (self));

  if (self->context != NULL)
    names = gk_context_dup_last_players (self->context, NULL);

  /* The sheet shown until now is saved and listed: its file is free. */
  if (self->draft != NULL)
    gk_sheet_page_close (self);
  for (guint seat = 0; seat < self->name_rows->len; seat++)
    gtk_editable_set_text (g_ptr_array_index (self->name_rows, seat),
                           names != NULL && seat < g_strv_length ((char **) names) ? names[seat]
                                                                                   : "");
  self->step = STEP_GAME;
  update (self);
}

/* ---- what the page shows ---- */

static void
set_text (GkSheetPage  *self,
          char        **field,
          char         *text,
          guint         prop)
{
  if (g_strcmp0 (*field, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (*field);
  *field = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static const char *
step_title (Step step)
{
  switch (step)
    {
    case STEP_GAME:
      /* TRANSLATORS: the first step of a new game: which game is played */
      return _("Game");
    case STEP_PLAYERS:
      return _("Players");
    case STEP_CHECKLIST:
    case STEP_PAD:
    default:
      return _("Setup Checklist");
    }
}

static void
update_titles (GkSheetPage *self)
{
  GkSheet *sheet = self->draft != NULL ? gk_sheet_draft_get_sheet (self->draft) : NULL;

  if (self->step == STEP_PAD && sheet != NULL)
    {
      set_text (self, &self->title, g_strdup (_(gk_sheet_get_game (sheet)->name)), PROP_TITLE);
      set_text (self, &self->subtitle, gk_sheet_score_names (sheet, G_MAXUINT64), PROP_SUBTITLE);
      return;
    }
  set_text (self, &self->title, g_strdup (_("New Game")), PROP_TITLE);
  set_text (self, &self->subtitle,
            self->step == STEP_GAME || gk_sheet_setup_get_game (self->setup) == NULL
              ? g_strdup ("")
              /* TRANSLATORS: the window's subtitle while a score sheet is set up */
              : g_strdup_printf (_("Score sheet: %s"),
                                 _(gk_sheet_setup_get_game (self->setup)->name)),
            PROP_SUBTITLE);
}

/* Who leads, or who won: the draft's winners.  Nobody while a refused
 * value is missing (the refusal is said), nor while first place waits for
 * a tie-break: then what it waits for. */
static char *
status_text (GkSheetPage *self)
{
  GkSheet *sheet = gk_sheet_draft_get_sheet (self->draft);
  const char *winners = gk_sheet_draft_get_winners (self->draft);
  gboolean finished = gk_sheet_draft_get_finished (self->draft);
  gboolean entered = FALSE;

  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    entered |= gk_sheet_player_has_values (sheet, p);
  if ((!entered && !finished) || gk_sheet_draft_has_refused (self->draft))
    return g_strdup ("");
  if (winners == NULL)
    return g_strdup (gk_sheet_draft_get_score (self->draft)->undecided);
  if (finished)
    /* TRANSLATORS: a finished score sheet: its winners, "Anna" or "Anna, Béla" */
    return g_strdup_printf (_("Won by %s"), winners);
  /* TRANSLATORS: a score sheet being filled in: who is ahead, "Anna" or "Anna, Béla" */
  return g_strdup_printf (_("In the lead: %s"), winners);
}

static void
update_message (GkSheetPage *self)
{
  g_autoptr(GString) message = g_string_new (NULL);

  if (self->step == STEP_PAD && self->draft != NULL)
    {
      const char *save_error = gk_sheet_draft_get_save_error (self->draft);
      const char *refusal = gk_sheet_draft_get_refusal (self->draft);

      if (save_error != NULL)
        g_string_append (message, save_error);
      if (refusal != NULL)
        g_string_append_printf (message, "%s%s", message->len > 0 ? "\n" : "", refusal);
    }
  else if (self->step != STEP_GAME && why_not_ready (self) != NULL)
    g_string_append (message, why_not_ready (self));
  gtk_label_set_label (self->message_label, message->str);
  gtk_revealer_set_reveal_child (self->message_revealer, message->len > 0);
}

/* The one place that says what each step shows and allows. */
static void
update (GkSheetPage *self)
{
  gboolean on_pad = self->step == STEP_PAD && self->draft != NULL;
  gboolean finished = on_pad && gk_sheet_draft_get_finished (self->draft);
  const char *next = NULL;

  if (self->step == STEP_PAD && self->draft == NULL)
    self->step = STEP_GAME;
  gtk_stack_set_visible_child_name (self->steps, step_names[self->step]);

  switch (self->step)
    {
    case STEP_PLAYERS:
      next = _("_Next");
      break;
    case STEP_CHECKLIST:
      next = _("_Start the Sheet");
      break;
    case STEP_PAD:
      next = finished ? _("_Correct the Sheet") : _("_Finish");
      break;
    case STEP_GAME:
    default:
      break;
    }
  /* The choice of a game leads to Ginkgopolis' own steps or a sheet's. */
  gtk_widget_set_visible (self->action_bar, self->step != STEP_GAME);
  gtk_widget_set_visible (self->next_button, next != NULL);
  if (next != NULL)
    gtk_button_set_label (GTK_BUTTON (self->next_button), next);
  gtk_widget_set_visible (self->back_button, self->step == STEP_PLAYERS
                                             || self->step == STEP_CHECKLIST);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.start",
                                 self->step == STEP_PLAYERS || self->step == STEP_CHECKLIST);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.next",
                                 next != NULL
                                 && (self->step == STEP_PAD
                                       ? !gk_sheet_draft_has_refused (self->draft)
                                       : why_not_ready (self) == NULL));
  if (on_pad)
    {
      g_autofree char *status = status_text (self);

      gtk_label_set_label (self->status_label, status);
    }
  else
    {
      g_autofree char *label =
        g_strdup_printf (_("Step %u of %u: %s"), self->step + 1, N_SETUP_STEPS,
                         step_title (self->step));

      gtk_label_set_label (self->status_label, label);
    }
  update_message (self);
  update_titles (self);
}

const char *
gk_sheet_page_get_title (GkSheetPage *self)
{
  g_return_val_if_fail (GK_IS_SHEET_PAGE (self), NULL);

  return self->title;
}

const char *
gk_sheet_page_get_subtitle (GkSheetPage *self)
{
  g_return_val_if_fail (GK_IS_SHEET_PAGE (self), NULL);

  return self->subtitle;
}

/* ---- actions ---- */

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  gk_sheet_page_set_game (GK_SHEET_PAGE (widget), g_variant_get_string (param, NULL));
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSheetPage *self = GK_SHEET_PAGE (widget);

  switch (self->step)
    {
    case STEP_PLAYERS:
      if (why_not_ready (self) != NULL)
        break;
      build_checklist (self);
      self->step = STEP_CHECKLIST;
      break;
    case STEP_CHECKLIST:
      start_sheet (self);
      return;
    case STEP_PAD:
      gk_sheet_draft_set_finished (self->draft, !gk_sheet_draft_get_finished (self->draft));
      if (!gk_sheet_draft_get_finished (self->draft))
        gk_sheet_pad_focus_first (self->pad);
      return;
    case STEP_GAME:
    default:
      break;
    }
  update (self);
}

/* Ctrl+Enter: the sheet starts from its players or its checklist, as
 * Start the Sheet does (the names checked first). */
static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GkSheetPage *self = GK_SHEET_PAGE (widget);

  if (self->step != STEP_PLAYERS && self->step != STEP_CHECKLIST)
    return;
  if (why_not_ready (self) == NULL)
    start_sheet (self);
  update (self);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GkSheetPage *self = GK_SHEET_PAGE (widget);

  if (self->step == STEP_PLAYERS || self->step == STEP_CHECKLIST)
    self->step--;
  update (self);
}

/* ---- building ---- */

static GtkWidget *
game_row_new (const GkSheetGame *game)
{
  GtkWidget *row = adw_action_row_new ();
  guint most = gk_sheet_game_max_players (game, G_MAXUINT);
  g_autoptr(GString) subtitle = g_string_new (NULL);

  g_string_printf (subtitle,
                   /* TRANSLATORS: how many play a game: "2 to 7 players" */
                   ngettext ("%u to %u player", "%u to %u players", game->max_players),
                   game->min_players, game->max_players);
  for (guint m = 0; m < game->n_modules; m++)
    if (game->modules[m].max_players > game->max_players)
      /* TRANSLATORS: after "2 to 7 players": more players with an expansion */
      g_string_append_printf (subtitle, _(", %u with %s"), most, _(game->modules[m].name));
  for (guint m = 0; m < game->n_modules; m++)
    g_string_append_printf (subtitle, "%s%s", m == 0 ? " · " : _(", "), _(game->modules[m].name));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(game->name));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "sheet.choose");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (game->id));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static void
gk_sheet_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GkSheetPage *self = GK_SHEET_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_page_dispose (GObject *object)
{
  GkSheetPage *self = GK_SHEET_PAGE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  g_clear_object (&self->context);
  /* The lists offered under the names are the page's children. */
  g_ptr_array_set_size (self->suggestions, 0);
  if (self->setup != NULL)
    g_signal_handlers_disconnect_by_data (self->setup, self);
  g_clear_object (&self->setup);
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_SHEET_PAGE);

  G_OBJECT_CLASS (gk_sheet_page_parent_class)->dispose (object);
}

static void
gk_sheet_page_finalize (GObject *object)
{
  GkSheetPage *self = GK_SHEET_PAGE (object);

  g_ptr_array_unref (self->module_checks);
  g_ptr_array_unref (self->name_rows);
  g_ptr_array_unref (self->suggestions);
  g_free (self->setup_error);
  g_free (self->title);
  g_free (self->subtitle);

  G_OBJECT_CLASS (gk_sheet_page_parent_class)->finalize (object);
}

static void
gk_sheet_page_class_init (GkSheetPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gk_sheet_page_get_property;
  object_class->dispose = gk_sheet_page_dispose;
  object_class->finalize = gk_sheet_page_finalize;

  g_signal_new_class_handler ("present", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                              G_CALLBACK (present), NULL, NULL, NULL, G_TYPE_NONE, 0);

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GK_TYPE_SHEET_PAD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-sheet-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, steps);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, modules_group);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, modules_list);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, count_spin);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, count_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, checklist_list);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, pad);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, message_label);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, action_bar);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, GkSheetPage, next_button);
  gtk_widget_class_bind_template_callback (widget_class, count_changed);

  gtk_widget_class_install_action (widget_class, "sheet.choose", "s", choose_action);
  gtk_widget_class_install_action (widget_class, "sheet.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "sheet.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "sheet.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "sheet.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, GDK_CONTROL_MASK,
                                       "sheet.start", NULL);
}

static void
gk_sheet_page_init (GkSheetPage *self)
{
  const GkSheetGame * const *games;
  guint n_games;

  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_number_field_init (GTK_WIDGET (self->count_spin));

  self->setup = gk_sheet_setup_new ();
  gk_sheet_page_set_context (self, NULL);
  self->module_checks = g_ptr_array_new ();
  self->name_rows = g_ptr_array_new ();
  self->suggestions = g_ptr_array_new_with_free_func (g_object_unref);
  games = gk_sheet_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    gtk_list_box_append (self->games_list, game_row_new (games[g]));

  /* A name row for each seat a sheet can have; the count shows as many. */
  for (guint seat = 0; seat < GK_SHEET_MAX_PLAYERS; seat++)
    {
      GtkWidget *row = adw_entry_row_new ();
      g_autofree char *title = gk_setup_default_player_name (seat);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      g_signal_connect_object (row, "changed", G_CALLBACK (name_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (row, "entry-activated", G_CALLBACK (name_activated), self, 0);
      g_ptr_array_add (self->suggestions, gk_name_suggestions_new (row, GTK_WIDGET (self)));
      g_ptr_array_add (self->name_rows, row);
      gtk_list_box_append (self->players_list, row);
    }
  g_signal_connect_object (self->setup, "changed", G_CALLBACK (setup_changed), self,
                           G_CONNECT_SWAPPED);
  self->step = STEP_GAME;
  setup_changed (self);
}

GtkWidget *
gk_sheet_page_new (void)
{
  return g_object_new (GK_TYPE_SHEET_PAGE, NULL);
}

/* ---- for the tests ---- */

GkSheetPad *
_gk_sheet_page_get_pad (GkSheetPage *self)
{
  return self->pad;
}

const char *
_gk_sheet_page_get_message (GkSheetPage *self)
{
  if (!gtk_revealer_get_reveal_child (self->message_revealer))
    return NULL;
  return gtk_label_get_label (self->message_label);
}

const char *
_gk_sheet_page_get_status (GkSheetPage *self)
{
  return gtk_label_get_label (self->status_label);
}

GtkEditable *
_gk_sheet_page_get_name_row (GkSheetPage *self,
                             guint        seat)
{
  return g_ptr_array_index (self->name_rows, seat);
}

GtkWidget *
_gk_sheet_page_get_suggestions (GkSheetPage *self,
                                guint        seat)
{
  return gk_name_suggestions_get_list (g_ptr_array_index (self->suggestions, seat));
}
