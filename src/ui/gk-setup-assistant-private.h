/* gk-setup-assistant-private.h: the setup assistant's parts, for its own files
 *
 * The assistant is one class in several files, each for one concern:
 * gk-setup-assistant.c (the class, the draft it shows, the steps and
 * Next and Back, errors in place), gk-setup-assistant-players.c (the
 * players in seating order and the solo game), gk-setup-assistant-characters.c
 * (each player's characters and introductory set),
 * gk-setup-assistant-start.c (the starting square and the markers on the
 * city), gk-setup-assistant-checklist.c (the checklist of the new table).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-player-row.h"
#include "gk-setup-assistant.h"
#include "gk-setup-draft.h"

G_BEGIN_DECLS

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

/* gk-setup-assistant.c */
gboolean _gk_setup_assistant_is_solo                  (GkSetupAssistant *self);
void     _gk_setup_assistant_set_error                (GkSetupAssistant *self,
                                                       const char       *message);
gboolean _gk_setup_assistant_validate                 (GkSetupAssistant *self);

/* gk-setup-assistant-players.c */
void     _gk_setup_assistant_init_solo                (GkSetupAssistant *self);
void     _gk_setup_assistant_level_toggled            (GkSetupAssistant *self);
void     _gk_setup_assistant_build_player_row         (GkSetupAssistant *self,
                                                       guint             seat,
                                                       GkPlayerRow      *group);
void     _gk_setup_assistant_update_seats             (GkSetupAssistant *self);
void     _gk_setup_assistant_update_group_titles      (GkSetupAssistant *self);

/* gk-setup-assistant-characters.c */
void     _gk_setup_assistant_build_character_group    (GkSetupAssistant *self,
                                                       guint             seat);
void     _gk_setup_assistant_show_character           (GkSetupAssistant *self,
                                                       guint             seat,
                                                       guint             index);
gboolean _gk_setup_assistant_confirm_blank_characters (GkSetupAssistant *self);

/* gk-setup-assistant-start.c */
void     _gk_setup_assistant_class_add_start_actions  (GtkWidgetClass   *widget_class);
void     _gk_setup_assistant_init_start               (GkSetupAssistant *self);
void     _gk_setup_assistant_refresh_start            (GkSetupAssistant *self);

/* gk-setup-assistant-checklist.c */
void     _gk_setup_assistant_build_checklist          (GkSetupAssistant *self);

G_END_DECLS
