/* gk-stats-page.c: what the library's plays say, in figures and plots
 *
 * One game at a time, chosen at the top when the history holds plays of
 * several (Ginkgopolis first, and shown first when it has plays; then
 * each game with a score sheet).  Per person (told apart by their UUID):
 * games, wins and win rate, average and best score, the time an action
 * takes them (a row each, which opens the profile dialog: rename, same
 * person as, colour), the average share of each score part, or each
 * category of a score sheet's game, and the scores over time (plots).
 * Per number of players: the average winning score and, for Ginkgopolis,
 * the average length of a game.  Solo: the record against HAL by level.
 * Times leave out pauses over 30 minutes (GK_PLAY_PAUSE_SECONDS), and the
 * page says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-player-style.h"
#include "gk-stats-chart.h"
#include "gk-stats-page.h"
#include "gk-ui-util.h"

struct _GkStatsPage
{
  AdwBin             parent_instance;

  /* template */
  GtkStack          *view;
  GtkWidget         *game_bar;
  GtkDropDown       *game_choice;
  GtkBox            *content;

  /* state */
  GkHistoryIndex    *index;
  GkHistoryProfiles *profiles;
  GkHistoryStats    *stats;
  GStrv              games;      /* the games with plays, as game_choice lists them */
  char              *wanted;     /* the game chosen, shown when it has plays */
  char              *game;       /* the one shown */
  gulong             game_handler;
  GtkWidget         *me_group;   /* "You", at the end of the page */
  GPtrArray         *rival_rows; /* its rows of your record against each player */
};

G_DEFINE_FINAL_TYPE (GkStatsPage, gk_stats_page, ADW_TYPE_BIN)

char *
gk_stats_describe_person (const GkHistoryPersonStats *person)
{
  g_autofree char *games = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *scores = NULL;

  g_return_val_if_fail (person != NULL, NULL);

  games = g_strdup_printf (ngettext ("%u game", "%u games", person->games), person->games);
  /* TRANSLATORS: wins, then the win rate in percent: "5 wins (42%)" */
  wins = g_strdup_printf (ngettext ("%u win (%.0f%%)", "%u wins (%.0f%%)", person->wins),
                          person->wins, 100 * person->win_rate);
  /* TRANSLATORS: a player's average and best score over their games (a score sheet's may be
   * below 0) */
  scores = g_strdup_printf (_("average %.1f, best %d"), person->average, person->best);
  if (person->timed_turns > 0)
    {
      g_autofree char *time = gk_format_duration ((gint64) (person->turn_average + 0.5));
      /* TRANSLATORS: %s is how long an action takes a player on average: "1 min 20 s" */
      g_autofree char *turn = g_strdup_printf (_("%s per action"), time);

      return g_strjoin (" · ", games, wins, scores, turn, NULL);
    }
  return g_strjoin (" · ", games, wins, scores, NULL);
}

char *
gk_stats_describe_length (guint   plays,
                          gdouble seconds)
{
  g_autofree char *time = gk_format_duration ((gint64) (seconds + 0.5));

  /* TRANSLATORS: the average playing time of some games: "1 h 12 min on average, 5 games" */
  return g_strdup_printf (ngettext ("%s on average, %u game", "%s on average, %u games", plays),
                          time, plays);
}

char *
gk_stats_describe_solo (const GkHistorySoloStats *solo)
{
  g_autofree char *wins = NULL;
  g_autofree char *ties = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *best = NULL;

  g_return_val_if_fail (solo != NULL, NULL);

  if (solo->plays == 0)
    return g_strdup (_("Not played yet: set up a game with one player and choose this level."));
  wins = g_strdup_printf (ngettext ("%u win", "%u wins", solo->wins), solo->wins);
  ties = g_strdup_printf (ngettext ("%u tie", "%u ties", solo->ties), solo->ties);
  losses = g_strdup_printf (ngettext ("%u loss", "%u losses", solo->losses), solo->losses);
  /* TRANSLATORS: the player's best score against HAL */
  best = g_strdup_printf (_("best %u"), solo->best);
  return g_strjoin (" · ", wins, ties, losses, best, NULL);
}

/* ---- the profile dialog ---- */

typedef struct
{
  GkStatsPage *page;
  char        *id;
  char        *name;
  GtkEditable *entry;
  GtkDropDown *same_as;
  GtkDropDown *colour;
  GPtrArray   *others;     /* the persons offered in same_as, [0] NULL */
} ProfileEdit;

static void
profile_edit_free (gpointer  data,
                   GClosure *closure)
{
  ProfileEdit *edit = data;

  g_object_unref (edit->page);
  g_free (edit->id);
  g_free (edit->name);
  g_ptr_array_unref (edit->others);
  g_free (edit);
}

/* A new name that is another player's already makes them one person. */
static gboolean
rename_person (GkStatsPage  *self,
               ProfileEdit  *edit,
               const char   *new_name,
               GError      **error)
{
  g_autofree char *owner = gk_history_profiles_person_for_name (self->profiles, new_name);

  if (owner != NULL && !g_str_equal (owner, edit->id)
      && gk_history_stats_find_person (self->stats, owner) != NULL)
    return gk_history_profiles_merge (self->profiles, edit->id, owner, error);
  return gk_history_profiles_rename (self->profiles, edit->id, new_name, error);
}

static void
profile_response (AdwMessageDialog *dialog,
                  const char       *response,
                  ProfileEdit      *edit)
{
  GkStatsPage *self = edit->page;
  g_autoptr(GError) error = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (gtk_editable_get_text (edit->entry)));
  guint other = gtk_drop_down_get_selected (edit->same_as);
  guint colour = gtk_drop_down_get_selected (edit->colour);
  gboolean saved = TRUE;

  if (!g_str_equal (response, "save") || self->profiles == NULL || self->stats == NULL)
    return;

  if (other != GTK_INVALID_LIST_POSITION && other > 0)
    saved = gk_history_profiles_merge (self->profiles, edit->id, edit->others->pdata[other],
                                       &error);
  else if (!g_str_equal (trimmed, edit->name))
    saved = rename_person (self, edit, trimmed, &error);
  /* After a merge the colour is the merged person's. */
  if (saved && colour != GTK_INVALID_LIST_POSITION && colour > 0)
    gk_history_profiles_set_colour (self->profiles, edit->id, (GkPlayerColour) (colour - 1),
                                    &error);
  if (error != NULL)
    {
      GtkWidget *toast_target = gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                         ADW_TYPE_TOAST_OVERLAY);

      if (toast_target != NULL)
        adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (toast_target),
                                     gk_ui_toast_new (error->message));
    }
}

/* What the dialog offers: nobody else, then every other person's name (the
 * names kept in @others, [0] NULL); the colour played most, then each. */
static void
fill_profile_choices (GkStatsPage                *self,
                      const GkHistoryPersonStats *person,
                      GtkStringList              *names,
                      GPtrArray                  *others,
                      GtkStringList              *colours)
{
  gtk_string_list_append (names, _("Nobody Else"));
  g_ptr_array_add (others, NULL);
  for (guint i = 0; i < self->stats->people->len; i++)
    {
      const GkHistoryPersonStats *other = g_ptr_array_index (self->stats->people, i);

      if (other == person)
        continue;
      gtk_string_list_append (names, other->name);
      g_ptr_array_add (others, g_strdup (other->id));
    }
  /* TRANSLATORS: the colour a player is shown in: the one they played most */
  gtk_string_list_append (colours, _("The Colour Played Most"));
  for (guint c = 0; c < GK_N_PLAYER_COLOURS; c++)
    gtk_string_list_append (colours, gk_player_colour_get_name (c));
}

/* The dialog's fields: the name, the same person as, the colour shown. */
static GtkWidget *
profile_fields (const GkHistoryPersonStats *person,
                GtkStringList              *names,
                GtkStringList              *colours,
                ProfileEdit                *edit)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *same_as = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  GtkWidget *colour = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (colours)), NULL);

  gtk_editable_set_text (GTK_EDITABLE (entry), person->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name"), -1);
  if (person->colour_chosen)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (colour), person->colour + 1);
  gk_ui_set_accessible_name (same_as, _("Same person as"));
  gk_ui_set_accessible_name (colour, _("Shown in"));
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), gtk_label_new (_("Same person as")));
  gtk_box_append (GTK_BOX (box), same_as);
  gtk_box_append (GTK_BOX (box), gtk_label_new (_("Shown in")));
  gtk_box_append (GTK_BOX (box), colour);
  edit->entry = GTK_EDITABLE (entry);
  edit->same_as = GTK_DROP_DOWN (same_as);
  edit->colour = GTK_DROP_DOWN (colour);
  return box;
}

static void
open_profile (GkStatsPage *self,
              AdwActionRow *row)
{
  const GkHistoryPersonStats *person = g_object_get_data (G_OBJECT (row), "person");
  g_autoptr(GtkStringList) others = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  ProfileEdit *edit = g_new0 (ProfileEdit, 1);
  GtkWidget *dialog;

  edit->page = g_object_ref (self);
  edit->id = g_strdup (person->id);
  edit->name = g_strdup (person->name);
  edit->others = g_ptr_array_new_with_free_func (g_free);
  fill_profile_choices (self, person, others, edit->others, colours);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   person->name, NULL);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("Rename this player, or say they are the same person as "
                                 "another name in the history: their games then count as one "
                                 "player’s."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog),
                                      profile_fields (person, others, colours, edit));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  g_signal_connect_data (dialog, "response", G_CALLBACK (profile_response), edit,
                         profile_edit_free, 0);
  /* It closes itself after a response, and keeps the page until then. */
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- building the page ---- */

static GtkWidget *
group_new (const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gk_ui_group_set_title_text (group, title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  return group;
}

static void
add_chart (GtkWidget             *group,
           GkStatsChartKind       kind,
           const GkHistoryStats  *stats)
{
  GtkWidget *chart = gk_stats_chart_new (kind);

  gk_stats_chart_set_stats (GK_STATS_CHART (chart), stats);
  gtk_widget_set_margin_top (chart, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), chart);
}

static gboolean
any_timed_turns (const GkHistoryStats *stats)
{
  for (guint i = 0; i < stats->people->len; i++)
    if (((GkHistoryPersonStats *) g_ptr_array_index (stats->people, i))->timed_turns > 0)
      return TRUE;
  return FALSE;
}

/* A row per person: their figures, their symbol; it opens their profile. */
static void
add_people (GkStatsPage *self,
            gboolean     any_standard)
{
  const char *description = NULL;
  GtkWidget *group;

  if (!any_standard)
    description = _("Games with two to five players will show each player’s figures here.");
  else if (any_timed_turns (self->stats))
    description = _("The time per action runs from the move before to the confirmed one; "
                    "pauses over 30 minutes are left out.");
  group = group_new (_("Players"), description);

  for (guint i = 0; i < self->stats->people->len; i++)
    {
      const GkHistoryPersonStats *person = g_ptr_array_index (self->stats->people, i);
      g_autofree char *subtitle = gk_stats_describe_person (person);
      GtkWidget *row = gk_ui_text_row_new (person->name, subtitle);
      /* The colour the charts show them in too. */
      GtkWidget *symbol = gk_player_symbol_new (person->shown_colour, 16);

      adw_action_row_add_prefix (ADW_ACTION_ROW (row), symbol);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("document-edit-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "person", (gpointer) person);
      g_signal_connect_object (row, "activated", G_CALLBACK (open_profile), self,
                               G_CONNECT_SWAPPED);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->content, group);
}

/* Your record against a player, in words. */
char *
gk_stats_describe_rival (const GkHistoryRivalStats *rival)
{
  g_autofree char *games = NULL;
  g_autofree char *record = NULL;
  g_autofree char *difference = NULL;

  g_return_val_if_fail (rival != NULL, NULL);

  games = g_strdup_printf (ngettext ("%u game together", "%u games together", rival->games),
                           rival->games);
  /* TRANSLATORS: how often you finished ahead of a player and behind them */
  record = g_strdup_printf (_("you ahead %u, behind %u"), rival->wins, rival->losses);
  /* TRANSLATORS: your score minus theirs, on average, with its sign: "+4.5 points a game" */
  difference = g_strdup_printf (_("%+.1f points a game"), rival->difference);
  return g_strjoin (" · ", games, record, difference, NULL);
}

/* Under the choice of who you are: your record against each player of
 * the game shown. */
static void
fill_rivals (GkStatsPage *self)
{
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) rivals = NULL;
  const char *me;

  if (self->rival_rows == NULL || self->me_group == NULL)
    return;
  for (guint i = 0; i < self->rival_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->me_group),
                                  g_ptr_array_index (self->rival_rows, i));
  g_ptr_array_set_size (self->rival_rows, 0);
  me = self->profiles != NULL ? gk_history_profiles_get_me (self->profiles) : NULL;
  if (me == NULL || self->index == NULL || self->game == NULL)
    return;
  plays = gk_history_index_list_plays (self->index, NULL);
  if (plays == NULL)
    return;
  rivals = gk_history_stats_compute_rivals (plays, self->game, me, self->profiles);
  for (guint i = 0; i < rivals->len; i++)
    {
      const GkHistoryRivalStats *rival = g_ptr_array_index (rivals, i);
      g_autofree char *subtitle = gk_stats_describe_rival (rival);
      /* Named as the players above are. */
      const GkHistoryPersonStats *person = self->stats != NULL
                                           ? gk_history_stats_find_person (self->stats, rival->id)
                                           : NULL;
      GtkWidget *row = gk_ui_text_row_new (person != NULL ? person->name : rival->name, subtitle);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->me_group), row);
      g_ptr_array_add (self->rival_rows, row);
    }
}

/* The person chosen in the "you" row (its "persons": NULL for nobody,
 * then each person's id) is who the user is. */
static void
me_chosen (AdwComboRow *row,
           GParamSpec  *pspec,
           GkStatsPage *self)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "persons");
  guint chosen = adw_combo_row_get_selected (row);

  if (self->profiles == NULL || ids == NULL || chosen >= ids->len)
    return;
  gk_history_profiles_set_me (self->profiles, g_ptr_array_index (ids, chosen));
  fill_rivals (self);
}

/* Who the user is among the people of the history, or nobody: the
 * exports name them (BG Stats' "me"). */
static void
add_me (GkStatsPage *self)
{
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GPtrArray) persons = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  const char *me;
  GtkWidget *group, *row;
  guint selected = 0;

  if (self->profiles == NULL || self->index == NULL || self->rival_rows == NULL)
    {
      g_ptr_array_unref (ids);
      return;
    }
  plays = gk_history_index_list_plays (self->index, NULL);
  persons = gk_history_profiles_list_persons (self->profiles, plays);
  me = gk_history_profiles_get_me (self->profiles);
  /* TRANSLATORS: the choice of who the user is: none of the players */
  gtk_string_list_append (names, C_("me", "Nobody"));
  g_ptr_array_add (ids, NULL);
  for (guint i = 0; i < persons->len; i++)
    {
      const GkHistoryPerson *person = g_ptr_array_index (persons, i);

      gtk_string_list_append (names, person->name);
      g_ptr_array_add (ids, g_strdup (person->id));
      if (g_strcmp0 (person->id, me) == 0)
        selected = i + 1;
    }
  group = group_new (_("You"), _("Your record against each player of this game. Exports for "
                                  "BG Stats name this player as you."));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Who You Are"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "persons", ids, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (me_chosen), self, 0);
  gtk_widget_set_name (row, "me-choice");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (self->content, group);
  self->me_group = group;
  g_ptr_array_set_size (self->rival_rows, 0);
  fill_rivals (self);
}

/* A group holding one plot. */
static void
add_plot (GkStatsPage      *self,
          const char       *title,
          const char       *description,
          GkStatsChartKind  kind)
{
  GtkWidget *group = group_new (title, description);

  add_chart (group, kind, self->stats);
  gtk_box_append (self->content, group);
}

static void
add_length_row (GtkWidget  *group,
                const char *title,
                guint       plays,
                gdouble     seconds)
{
  g_autofree char *subtitle = gk_stats_describe_length (plays, seconds);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* The average length of a game by number of players, and at each solo
 * level, of the games whose moves have their times. */
static void
add_lengths (GkStatsPage *self)
{
  GtkWidget *group;
  guint rows = 0;

  for (guint n = 0; n <= GK_HISTORY_MAX_SEATS; n++)
    rows += self->stats->counts[n].timed_plays;
  for (guint level = 0; level < G_N_ELEMENTS (self->stats->solo); level++)
    rows += self->stats->solo[level].timed_plays;
  group = group_new (_("Length of a Game"),
                     rows > 0 ? _("From the setup to the last move; pauses over 30 minutes are "
                                  "left out.")
                              : _("Games entered move by move will show how long they take "
                                  "here."));

  for (guint n = 1; n <= GK_HISTORY_MAX_SEATS; n++)
    {
      const GkHistoryCountStats *count = &self->stats->counts[n];
      g_autofree char *title = NULL;

      if (count->timed_plays == 0)
        continue;
      title = g_strdup_printf (ngettext ("%u Player", "%u Players", n), n);
      add_length_row (group, title, count->timed_plays, count->average_duration);
    }
  for (guint level = 0; level < G_N_ELEMENTS (self->stats->solo); level++)
    {
      const GkHistorySoloStats *solo = &self->stats->solo[level];

      if (solo->timed_plays > 0)
        add_length_row (group, solo->level == GK_SOLO_EXPERT ? _("Solo, Expert Level")
                                                             : _("Solo, Normal Level"),
                        solo->timed_plays, solo->average_duration);
    }
  gtk_box_append (self->content, group);
}

/* What could not be read of the profiles, once, above the figures. */
static void
add_problem (GkStatsPage *self)
{
  const char *problem = self->profiles != NULL ? gk_history_profiles_get_problem (self->profiles)
                                               : NULL;
  GtkWidget *label;

  if (problem == NULL)
    return;
  label = gtk_label_new (problem);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "warning");
  gtk_box_append (self->content, label);
}

/* The record against HAL at each level. */
static void
add_solo (GkStatsPage *self)
{
  GtkWidget *group = group_new (_("Solo Against HAL"), NULL);

  for (guint level = 0; level < G_N_ELEMENTS (self->stats->solo); level++)
    {
      g_autofree char *subtitle = gk_stats_describe_solo (&self->stats->solo[level]);
      GtkWidget *row = gk_ui_text_row_new (level == GK_SOLO_EXPERT ? _("Expert Level")
                                                                   : _("Normal Level"),
                                           subtitle);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->content, group);
}

/* A score sheet's game: its players, where their points come from by
 * category, their scores over time and the winning score by number of
 * players.  Its plays say nothing of their length or of HAL. */
static void
build_sheet_game (GkStatsPage *self)
{
  add_people (self, TRUE);
  if (gk_history_stats_get_n_categories (self->stats) > 1)
    add_plot (self, _("Where the Points Come From"),
              _("The average share of each category in the points a player scored; a "
                "category below zero counts as none."),
              GK_STATS_CHART_CATEGORIES);
  add_plot (self, _("Scores over Time"),
            _("Each game’s final score; a larger mark is a win."), GK_STATS_CHART_TIMELINE);
  add_plot (self, _("Winning Score by Number of Players"), NULL, GK_STATS_CHART_WINNING);
}

static void
build (GkStatsPage *self)
{
  gboolean any_standard;

  gk_ui_remove_children (GTK_WIDGET (self->content));
  self->me_group = NULL;
  if (self->rival_rows != NULL)
    g_ptr_array_set_size (self->rival_rows, 0);
  if (self->stats == NULL || self->stats->n_plays == 0)
    {
      gtk_stack_set_visible_child_name (self->view, "empty");
      return;
    }
  gtk_stack_set_visible_child_name (self->view, "stats");
  add_problem (self);
  if (g_strcmp0 (self->game, GK_HISTORY_GAME_GINKGOPOLIS) != 0)
    {
      build_sheet_game (self);
      add_me (self);
      return;
    }
  any_standard = self->stats->people->len > 0;
  add_people (self, any_standard);
  if (any_standard)
    {
      add_plot (self, _("Where the Points Come From"),
                _("The average share of each part of a player’s final score."),
                GK_STATS_CHART_SHARES);
      add_plot (self, _("Scores over Time"),
                _("Each game’s final score; a larger mark is a win."), GK_STATS_CHART_TIMELINE);
      add_plot (self, _("Winning Score by Number of Players"), NULL, GK_STATS_CHART_WINNING);
    }
  add_lengths (self);
  add_solo (self);
  add_me (self);
}

/* The games with plays in the choice at the top, shown only when there
 * is a choice; the game shown is the one chosen while it has plays, else
 * Ginkgopolis, else the first game with plays. */
static void
fill_games (GkStatsPage *self,
            GPtrArray   *plays)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_auto(GStrv) games = gk_history_stats_list_games (plays, FALSE);
  gboolean same = self->games != NULL && g_strv_equal ((const char * const *) games,
                                                       (const char * const *) self->games);
  guint shown = 0;

  g_strfreev (self->games);
  self->games = g_steal_pointer (&games);
  for (guint g = 0; self->games[g] != NULL; g++)
    {
      gtk_string_list_append (names, gk_history_game_name (self->games[g]));
      if (g_strcmp0 (self->games[g], self->wanted) == 0)
        shown = g;
    }
  g_free (self->game);
  self->game = g_strdup (self->games[shown]);
  /* The same games keep their list: a choice being made is not undone. */
  g_signal_handler_block (self->game_choice, self->game_handler);
  if (!same)
    gtk_drop_down_set_model (self->game_choice, G_LIST_MODEL (names));
  if (gtk_drop_down_get_selected (self->game_choice) != shown)
    gtk_drop_down_set_selected (self->game_choice, shown);
  g_signal_handler_unblock (self->game_choice, self->game_handler);
  gtk_widget_set_visible (self->game_bar, g_strv_length (self->games) > 1);
}

static void
reload (GkStatsPage *self)
{
  g_autoptr(GPtrArray) plays = NULL;

  g_clear_pointer (&self->stats, gk_history_stats_free);
  if (self->index != NULL)
    plays = gk_history_index_list_plays (self->index, NULL);
  if (plays != NULL)
    fill_games (self, plays);
  if (plays != NULL && self->game != NULL)
    self->stats = gk_history_stats_compute_game (plays, self->game, self->profiles);
  build (self);
}

static void
game_chosen (GkStatsPage *self)
{
  guint chosen = gtk_drop_down_get_selected (self->game_choice);

  if (self->games == NULL || chosen >= g_strv_length (self->games))
    return;
  g_free (self->wanted);
  self->wanted = g_strdup (self->games[chosen]);
  reload (self);
}

void
gk_stats_page_set_context (GkStatsPage *self,
                           GkContext   *context)
{
  g_return_if_fail (GK_IS_STATS_PAGE (self));
  g_return_if_fail (context == NULL || GK_IS_CONTEXT (context));

  gk_ui_follow_history (self, &self->index, &self->profiles,
                        context != NULL ? gk_context_get_history (context) : NULL,
                        context != NULL ? gk_context_get_profiles (context) : NULL,
                        G_CALLBACK (reload));
  reload (self);
}

const GkHistoryStats *
gk_stats_page_get_stats (GkStatsPage *self)
{
  g_return_val_if_fail (GK_IS_STATS_PAGE (self), NULL);
  return self->stats;
}

const char *
gk_stats_page_get_game (GkStatsPage *self)
{
  g_return_val_if_fail (GK_IS_STATS_PAGE (self), NULL);
  return self->game;
}

void
gk_stats_page_set_game (GkStatsPage *self,
                        const char  *game)
{
  g_return_if_fail (GK_IS_STATS_PAGE (self));
  g_return_if_fail (game != NULL);

  g_free (self->wanted);
  self->wanted = g_strdup (game);
  reload (self);
}

GtkWidget *
gk_stats_page_new (void)
{
  return g_object_new (GK_TYPE_STATS_PAGE, NULL);
}

static void
gk_stats_page_dispose (GObject *object)
{
  GkStatsPage *self = GK_STATS_PAGE (object);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_STATS_PAGE);
  G_OBJECT_CLASS (gk_stats_page_parent_class)->dispose (object);
}

static void
gk_stats_page_finalize (GObject *object)
{
  GkStatsPage *self = GK_STATS_PAGE (object);

  g_clear_object (&self->index);
  g_clear_object (&self->profiles);
  g_clear_pointer (&self->stats, gk_history_stats_free);
  g_clear_pointer (&self->rival_rows, g_ptr_array_unref);
  g_strfreev (self->games);
  g_free (self->wanted);
  g_free (self->game);
  G_OBJECT_CLASS (gk_stats_page_parent_class)->finalize (object);
}

static void
gk_stats_page_class_init (GkStatsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_stats_page_dispose;
  object_class->finalize = gk_stats_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/"
                                               "gk-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkStatsPage, view);
  gtk_widget_class_bind_template_child (widget_class, GkStatsPage, game_bar);
  gtk_widget_class_bind_template_child (widget_class, GkStatsPage, game_choice);
  gtk_widget_class_bind_template_child (widget_class, GkStatsPage, content);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "game_choice", N_("Statistics of One Game"),
  NULL
};

static void
gk_stats_page_init (GkStatsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_STATS_PAGE, tooltips);
  self->rival_rows = g_ptr_array_new ();
  self->game_handler = g_signal_connect_object (self->game_choice, "notify::selected",
                                                G_CALLBACK (game_chosen), self,
                                                G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->game_bar, FALSE);
  build (self);
}
