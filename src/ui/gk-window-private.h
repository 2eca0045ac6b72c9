/* gk-window-private.h: the window's parts, for its own files and the tests
 *
 * The window is one class in several files, each for one concern:
 * gk-window.c (the class, the session it follows, what it enables),
 * gk-window-pages.c (the pages: the pages[] table and what each page does),
 * gk-window-actions.c (the actions: files, print, delete, the tables being
 * scored), gk-window-notices.c (toasts, dialogs and the bars over the page),
 * gk-window-library.c (the game library and the tables being scored, listed
 * on the start page).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-window.h"
#include "gk-history-page.h"
#include "gk-play-details.h"
#include "gk-play-page.h"
#include "gk-position-editor.h"
#include "gk-score-sheet.h"
#include "gk-setup-assistant.h"
#include "gk-sheet-page.h"
#include "gk-start-page.h"
#include "gk-stats-page.h"

G_BEGIN_DECLS

#define GK_MIME_TYPE "application/x-ginkgo-game"

typedef enum
{
  GK_PAGE_START,
  GK_PAGE_SETUP,
  GK_PAGE_PLAY,
  GK_PAGE_SCORE,
  GK_PAGE_POSITION,
  GK_PAGE_HISTORY,
  GK_PAGE_STATS,
  GK_PAGE_SHEET,
  GK_N_PAGES
} GkPage;

struct _GkWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkWidget            *back_button;
  GtkWidget            *history_box;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkWidget            *score_button;
  GtkWidget            *save_button;
  GtkWidget            *menu_button;
  GMenuModel           *primary_menu;
  AdwWindowTitle       *window_title;
  /* the bars over the page, once built (gk-window-bars.ui) */
  GtkInfoBar           *save_bar;
  GtkLabel             *save_label;
  GtkInfoBar           *conflict_bar;
  GtkLabel             *conflict_label;
  GtkInfoBar           *lock_bar;
  GtkLabel             *lock_label;
  GtkStack             *stack;
  GkStartPage          *start_page;

  /* every page, once built (the start page from the template) */
  GtkWidget            *pages[GK_N_PAGES];

  /* state */
  GkSession            *session;
  GkPlayDetails        *details;       /* the play's details, edited on the score page */
  GkPage                page;
  GCancellable         *opening;       /* a file being opened */
  gboolean              list_pending;  /* the first listing waits for the first frame */
  gulong                first_paint;
  gulong                icon_frame;    /* the window's icon waits for the first frame */
  guint                 icon_idle;     /* and then for the main loop to be idle */
  GCancellable         *listing_drafts; /* the tables being scored, read in a worker */
  char                 *last_toast;
  AdwToast             *move_toast;    /* the toast of the last move, while it shows */
  GkPage                move_toast_page; /* the page it was shown over */
  guint                 toast_settling; /* tick while the move's toast slides in, or 0 */
  gint64                toast_added;   /* the frame time it was shown (again) at */
  AdwToast             *toast_leaving; /* dropped while it slid in: goes once it is in */
  AdwToastOverlay      *move_toast_overlay; /* where the move's toast shows */
  GFile                *from_history;  /* the play opened from History: Back leads there */
  char                 *deleted;       /* the deletion Undo would restore */
  gboolean              close_anyway;  /* the user chose to close with unsaved moves */
  GkGame               *pending_game;  /* to take the place of a game whose saves fail */
  GFile                *pending_file;
  GtkFileChooserNative *chooser;
  GkContext            *context;       /* the app's library, history, people, settings */
  GkHistoryIndex       *history;       /* the context's, followed from the first page on */
  GkPositionDraft      *position_draft; /* the table being scored here, kept on disk */
  gboolean              draft_save_failed;
  GtkWidget            *table_view;    /* the game on a second screen, while it is open */
};

/* One page of the window: everything the window does differently on it.
 * A hook left NULL does nothing, or answers FALSE. */
typedef struct
{
  const char  *name;                  /* in the stack, and gk_window_get_page() */
  const char  *title;                 /* N_(): the window's title, unless title() says */
  GkPage       back;                  /* where Back leads, unless back_to() says */
  const char  *back_tooltip;          /* N_(): Back's tooltip when it leads to this page */
  gboolean     offers_score;          /* the Score button and Ctrl+T, with a game */
  gboolean     lists_games;           /* a game opened from here that was open already shows */
  /* The score sheet the page shows (PDF, print, image), titled with its
   * game and play; NULL: none now. */
  GkScoreSheet *(*score_sheet) (GkWindow *self);
  /* Builds the page the first time it is shown (NULL: it is in the template). */
  GtkWidget *(*create)        (GkWindow *self);
  /* The title (NULL: the row's) and the subtitle (NULL: none). */
  void       (*title_of)      (GkWindow *self,
                               char    **title,
                               char    **subtitle);
  GkPage     (*back_to)       (GkWindow *self);
  /* The page shows the session's game (its moves can be undone from it). */
  gboolean   (*of_game)       (GkWindow *self);
  /* The page shows the position being scored (Save As saves it). */
  gboolean   (*of_position)   (GkWindow *self);
  /* Save As is offered. */
  gboolean   (*can_save)      (GkWindow *self);
  /* The page has just been shown. */
  void       (*shown)         (GkWindow *self);
  /* Where a move's toast shows on the page (NULL: over the window). */
  AdwToastOverlay *(*notices) (GkWindow *self);
  /* A move was pushed, undone or redone while the page shows. */
  void       (*game_moved)    (GkWindow *self,
                               guint     change);
} GkPageInfo;

extern const GkPageInfo _gk_window_pages[GK_N_PAGES];

/* ---- across the window's files ---- */

/* gk-window.c */
GkGame           *_gk_window_get_game            (GkWindow   *self);
gboolean          _gk_window_scoring_position    (GkWindow   *self);
void              _gk_window_show_page           (GkWindow   *self,
                                                  GkPage      page);
void              _gk_window_show_score          (GkWindow   *self);
GkPage            _gk_window_back_target         (GkWindow   *self);
void              _gk_window_update              (GkWindow   *self);
void              _gk_window_update_title        (GkWindow   *self);
void              _gk_window_add_recent          (GkWindow   *self,
                                                  GFile      *file);
void              _gk_window_replace_game        (GkWindow   *self,
                                                  GkGame     *game,
                                                  GFile      *file);
void              _gk_window_game_replaced       (GkWindow   *self);

/* gk-window-pages.c */
GtkWidget        *_gk_window_ensure_page         (GkWindow   *self,
                                                  GkPage      page);
GkHistoryIndex   *_gk_window_ensure_history      (GkWindow   *self);
/* Who sits at each seat of @record: the history's person for each name. */
void              _gk_window_add_persons         (GkWindow           *self,
                                                  GkPlayRecord       *record,
                                                  const char * const *names,
                                                  guint               n_names);

/* gk-window-actions.c */
void              _gk_window_class_add_actions   (GtkWidgetClass *widget_class);
void              _gk_window_forget_deleted      (GkWindow   *self);
void              _gk_window_discard_current_table (GkWindow *self);
void              _gk_window_position_draft_changed (GkWindow *self);

/* gk-window-notices.c */
void              _gk_window_toast               (GkWindow   *self,
                                                  const char *message);
/* A toast saying @message (plain text), not shown yet. */
AdwToast         *_gk_window_toast_new           (GkWindow   *self,
                                                  const char *message);
void              _gk_window_error               (GkWindow   *self,
                                                  const char *heading,
                                                  const char *message);
/* A question with a safe answer ("cancel", the default, also Escape) and
 * @go (@go_label, looking @appearance); @callback gets the answer. */
AdwMessageDialog *_gk_window_ask                 (GkWindow              *self,
                                                  const char            *heading,
                                                  const char            *body,
                                                  const char            *cancel_label,
                                                  const char            *go,
                                                  const char            *go_label,
                                                  AdwResponseAppearance  appearance,
                                                  GCallback              callback);
void              _gk_window_show_move_toast     (GkWindow   *self,
                                                  const char *message);
void              _gk_window_withdraw_move_undo  (GkWindow   *self);
void              _gk_window_retire_move_toast   (GkWindow   *self);
/* The move's toast goes at once, Undo and all: its page or its game is no
 * longer shown. */
void              _gk_window_drop_move_toast     (GkWindow   *self);
/* Another page is shown: a toast shown over the one before goes. */
void              _gk_window_notices_page_changed (GkWindow  *self);
void              _gk_window_update_file_bars    (GkWindow   *self);
void              _gk_window_update_save_bar     (GkWindow   *self);
/* Why the last moves are in memory only, or NULL when they are on disk or
 * on their way. */
char             *_gk_window_unsaved_reason      (GkWindow   *self);

/* gk-window-library.c */
void              _gk_window_init_library        (GkWindow   *self);
void              _gk_window_refresh_library     (GkWindow   *self);
/* Lists the tables being scored again, read in a worker. */
void              _gk_window_list_drafts         (GkWindow   *self);
void              _gk_window_library_realized    (GkWindow   *self);
void              _gk_window_library_unrealized  (GkWindow   *self);
gboolean          _gk_window_library_is_busy     (GkWindow   *self);

/* ---- for the tests and the harness (tools/shoot/) ---- */

/* The page named @name ("start", "setup", "play", "score", "position",
 * "history", "stats" or "sheet"), built if it was not yet. */
GtkWidget        *_gk_window_get_page_widget     (GkWindow   *self,
                                                  const char *name);
/* The last message shown as a toast, or NULL. */
const char       *_gk_window_get_last_toast      (GkWindow *self);
/* The toast of the last move while it shows, or NULL. */
AdwToast         *_gk_window_get_move_toast      (GkWindow *self);
/* Whether a file is being opened, the library listed or a save is running. */
gboolean          _gk_window_is_busy             (GkWindow *self);
/* Opens @file and returns when it is open (or refused). */
void              _gk_window_open_file_wait      (GkWindow *self,
                                                  GFile    *file);
/* Shows a saved position at its score page. */
void              _gk_window_show_position       (GkWindow      *self,
                                                  const GkTable *position);
/* Runs the file chooser's save without it: for tests. */
gboolean          _gk_window_save_to             (GkWindow  *self,
                                                  GFile     *file,
                                                  GError   **error);

/* The score page's sheet as a PDF at @path; printed (with the print dialog,
 * or to a PDF at @export_path when not NULL; the caller owns the operation
 * returned, NULL off the score page). */
gboolean          _gk_window_save_score_sheet    (GkWindow    *self,
                                                  const char  *path,
                                                  GError     **error);
GtkPrintOperation *_gk_window_print_score_sheet  (GkWindow    *self,
                                                  const char  *export_path);
/* The score card as a PNG at @path (as Save Score as Image writes it). */
gboolean          _gk_window_save_score_image    (GkWindow    *self,
                                                  const char  *path,
                                                  GError     **error);

G_END_DECLS
