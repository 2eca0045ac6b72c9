/* gk-play-details-view.c: when and where a play was, its note
 *
 * Every field is bound to the model (GkPlayDetails), which checks and
 * saves; the view only shows what it says, refusals included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-play-details-view.h"
#include "gk-ui-util.h"

struct _GkPlayDetailsView
{
  AdwBin         parent_instance;

  /* template */
  AdwActionRow  *started_row;
  GtkMenuButton *started_button;
  GtkPopover    *started_popover;
  GtkCalendar   *calendar;
  GtkSpinButton *hour_spin;
  GtkSpinButton *minute_spin;
  GtkLabel      *started_error_label;
  AdwActionRow  *playing_row;
  AdwEntryRow   *location_row;
  GtkMenuButton *places_button;
  GtkPopover    *places_popover;
  GtkListBox    *places_list;
  GtkLabel      *location_error_label;
  GtkTextView   *note_view;
  GtkLabel      *note_error_label;

  /* state */
  GkPlayDetails *details;
  GBindingGroup *bindings;
  GSignalGroup  *signals;
};

G_DEFINE_FINAL_TYPE (GkPlayDetailsView, gk_play_details_view, ADW_TYPE_BIN)

/* ---- what the model says ---- */

/* A refusal shown under its field, said with the field, marked on it. */
static void
show_refusal (GtkWidget  *field,
              const char *message)
{
  if (message != NULL)
    {
      gtk_widget_add_css_class (field, "error");
      gtk_accessible_update_property (GTK_ACCESSIBLE (field),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
    }
  else
    {
      gtk_widget_remove_css_class (field, "error");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static void
location_error_changed (GkPlayDetailsView *self)
{
  show_refusal (GTK_WIDGET (self->location_row),
                gk_play_details_get_location_error (self->details));
}

static void
note_error_changed (GkPlayDetailsView *self)
{
  show_refusal (GTK_WIDGET (self->note_view), gk_play_details_get_note_error (self->details));
}

static void
place_chosen (GkPlayDetailsView *self,
              GtkListBoxRow     *row)
{
  GtkWidget *label = gtk_list_box_row_get_child (row);

  gk_play_details_set_location (self->details, gtk_label_get_text (GTK_LABEL (label)));
  gtk_popover_popdown (self->places_popover);
  gtk_editable_set_position (GTK_EDITABLE (self->location_row), -1);
}

static void
suggestions_changed (GkPlayDetailsView *self)
{
  const char * const *places = self->details != NULL
                               ? gk_play_details_get_suggestions (self->details) : NULL;
  guint n = places != NULL ? g_strv_length ((GStrv) places) : 0;

  gk_ui_remove_children (GTK_WIDGET (self->places_list));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *label = gk_ui_wrapped_label_new (places[i]);

      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_list_box_append (self->places_list, label);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->places_button), n > 0);
}

/* ---- when it started ---- */

/* The popover opens on the start as recorded (or now): the calendar's
 * day, the hour and the minute. */
static void
started_popover_shown (GkPlayDetailsView *self)
{
  GDateTime *started = self->details != NULL ? gk_play_details_get_started (self->details)
                                             : NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDateTime *when = started != NULL ? started : now;

  gtk_calendar_select_day (self->calendar, when);
  gtk_spin_button_set_value (self->hour_spin, g_date_time_get_hour (when));
  gtk_spin_button_set_value (self->minute_spin, g_date_time_get_minute (when));
}

static void
set_started_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GkPlayDetailsView *self = GK_PLAY_DETAILS_VIEW (widget);
  GDateTime *recorded = gk_play_details_get_started (self->details);
  g_autoptr(GDateTime) day = gtk_calendar_get_date (self->calendar);
  g_autoptr(GTimeZone) zone = NULL;
  g_autoptr(GDateTime) started = NULL;

  if (self->details == NULL)
    return;
  /* In the offset the start was written in, else the machine's. */
  zone = recorded != NULL ? g_time_zone_ref (g_date_time_get_timezone (recorded))
                          : g_time_zone_new_local ();
  started = g_date_time_new (zone, g_date_time_get_year (day), g_date_time_get_month (day),
                             g_date_time_get_day_of_month (day),
                             gtk_spin_button_get_value_as_int (self->hour_spin),
                             gtk_spin_button_get_value_as_int (self->minute_spin), 0);
  /* Refused: the popover stays open with the reason. */
  if (started != NULL && gk_play_details_set_started (self->details, started, NULL))
    gtk_popover_popdown (self->started_popover);
}

/* ---- public ---- */

void
gk_play_details_view_set_details (GkPlayDetailsView *self,
                                  GkPlayDetails     *details)
{
  g_return_if_fail (GK_IS_PLAY_DETAILS_VIEW (self));
  g_return_if_fail (details == NULL || GK_IS_PLAY_DETAILS (details));

  if (!g_set_object (&self->details, details))
    return;
  g_binding_group_set_source (self->bindings, details);
  g_signal_group_set_target (self->signals, details);
  suggestions_changed (self);
  if (details != NULL)
    {
      location_error_changed (self);
      note_error_changed (self);
    }
}

void
gk_play_details_view_focus_note (GkPlayDetailsView *self)
{
  g_return_if_fail (GK_IS_PLAY_DETAILS_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->note_view));
}

/* ---- class ---- */

static void
gk_play_details_view_dispose (GObject *object)
{
  GkPlayDetailsView *self = GK_PLAY_DETAILS_VIEW (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  if (self->signals != NULL)
    g_signal_group_set_target (self->signals, NULL);
  g_clear_object (&self->bindings);
  g_clear_object (&self->signals);
  g_clear_object (&self->details);
  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_PLAY_DETAILS_VIEW);

  G_OBJECT_CLASS (gk_play_details_view_parent_class)->dispose (object);
}

static void
gk_play_details_view_class_init (GkPlayDetailsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_play_details_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/"
                                               "gk-play-details-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, started_row);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, started_button);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, started_popover);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, calendar);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, hour_spin);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, minute_spin);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, started_error_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, playing_row);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, location_row);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, places_button);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, places_popover);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, places_list);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, location_error_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, note_view);
  gtk_widget_class_bind_template_child (widget_class, GkPlayDetailsView, note_error_label);

  gtk_widget_class_install_action (widget_class, "details.set-started", NULL, set_started_action);
}

/* The template's tooltips (gk_ui_set_tooltip()). */
static const char *const tooltips[] = {
  "started_button", N_("Change When It Started"),
  "places_button", N_("Places Played At Before"),
  NULL
};

static void
gk_play_details_view_init (GkPlayDetailsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gk_ui_set_template_tooltips (GTK_WIDGET (self), GK_TYPE_PLAY_DETAILS_VIEW, tooltips);
  gk_ui_number_field_init (GTK_WIDGET (self->hour_spin));
  gk_ui_number_field_init (GTK_WIDGET (self->minute_spin));

  self->bindings = g_binding_group_new ();
  g_binding_group_bind (self->bindings, "available", self, "sensitive", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "started-text", self->started_row, "subtitle",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->bindings, "started-error", self->started_error_label, "label",
                             G_BINDING_SYNC_CREATE, gk_ui_binding_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "started-error", self->started_error_label,
                             "visible", G_BINDING_SYNC_CREATE, gk_ui_binding_has_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "playing-time", self->playing_row, "subtitle",
                             G_BINDING_SYNC_CREATE, gk_ui_binding_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "playing-time", self->playing_row, "visible",
                             G_BINDING_SYNC_CREATE, gk_ui_binding_has_text, NULL, NULL, NULL);
  g_binding_group_bind (self->bindings, "location", self->location_row, "text",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind_full (self->bindings, "location-error", self->location_error_label,
                             "label", G_BINDING_SYNC_CREATE, gk_ui_binding_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "location-error", self->location_error_label,
                             "visible", G_BINDING_SYNC_CREATE, gk_ui_binding_has_text, NULL, NULL, NULL);
  g_binding_group_bind (self->bindings, "note", gtk_text_view_get_buffer (self->note_view), "text",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind_full (self->bindings, "note-error", self->note_error_label, "label",
                             G_BINDING_SYNC_CREATE, gk_ui_binding_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "note-error", self->note_error_label, "visible",
                             G_BINDING_SYNC_CREATE, gk_ui_binding_has_text, NULL, NULL, NULL);

  self->signals = g_signal_group_new (GK_TYPE_PLAY_DETAILS);
  g_signal_group_connect_swapped (self->signals, "notify::suggestions",
                                  G_CALLBACK (suggestions_changed), self);
  g_signal_group_connect_swapped (self->signals, "notify::location-error",
                                  G_CALLBACK (location_error_changed), self);
  g_signal_group_connect_swapped (self->signals, "notify::note-error",
                                  G_CALLBACK (note_error_changed), self);

  /* The calendar is tall: the page makes room for it where it opens. */
  g_signal_connect (self->started_popover, "show", G_CALLBACK (gk_ui_popover_make_room), NULL);
  g_signal_connect_object (self->started_popover, "show", G_CALLBACK (started_popover_shown), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->places_list, "row-activated", G_CALLBACK (place_chosen), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
}
