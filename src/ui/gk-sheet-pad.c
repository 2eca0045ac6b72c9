/* gk-sheet-pad.c: a score sheet's pad: players across, categories down
 *
 * Laid out as the game's printed score pad: a column per player, a line
 * per category in the pad's order, and under a category that computes its
 * points the lines of what is entered for it.  Every number and word comes
 * from the sheet's draft (GkSheetDraft) and its score: the pad only places
 * them.  Tab, Shift+Tab and Enter go through the cells in pad order, as
 * the game is scored: down a player's column and then on to the next
 * player, or row by row (every player's round 1, then round 2) where the
 * game says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-sheet-pad.h"
#include "gk-sideways-view.h"
#include "gk-sticky-bin.h"
#include "gk-ui-util.h"

/* Every player's column keeps its width, so that the names above stay
 * over their numbers when the pad scrolls; seven or eight players take
 * narrower ones, so that the pad fits a laptop's window (1000 pixels).
 * The lines' names take LABEL_WIDTH where there is room, and no less than
 * LABEL_MIN_WIDTH on a phone, wrapped. */
#define LABEL_MIN_WIDTH    120
#define LABEL_WIDTH        240
#define PLAYER_WIDTH       92
#define LABEL_WIDTH_MANY   196
#define PLAYER_WIDTH_MANY  80
#define MANY_PLAYERS       7
#define SPACING            12

typedef struct
{
  GkSheetPad *pad;
  GtkWidget  *entry;
  guint       player;
  guint       key;
  guint       row;           /* the entry row it is in */
  guint       line;          /* made line by line, down the pad */
  guint       clear_source;  /* an emptied cell, cleared when idle */
} Cell;

static void
cell_free (gpointer data)
{
  Cell *cell = data;

  g_clear_handle_id (&cell->clear_source, g_source_remove);
  g_free (cell);
}

/* A number the pad computes: a row's points (or a category's) and its
 * words, for one player. */
typedef struct
{
  GtkLabel *points;
  GtkLabel *detail;    /* NULL when the line has no words */
  gint      row;       /* an entry row, or -1 */
  gint      category;  /* a category on a line of its own, or -1 */
  guint     player;
} Computed;

struct _GkSheetPad
{
  AdwBin        parent_instance;

  GtkWidget    *header_scroller;
  GtkWidget    *body_scroller;
  GtkWidget    *footer_scroller;
  GtkWidget    *body_box;
  GtkWidget    *pad_view;      /* the players' columns, scrolled sideways */
  GtkWidget    *words_clamp;   /* the words under the pad, as wide as it */
  GtkWidget    *words_box;
  GtkWidget    *header_grid;   /* the players' names */
  GtkWidget    *footer_grid;   /* the totals and ranks, in view as the pad scrolls */
  GtkWidget    *grid;          /* the pad */
  GtkWidget    *tiebreak_label;  /* in the grid, under the pad */

  GkSheetDraft *draft;
  GBinding     *tiebreak_binding;
  GPtrArray    *cells;         /* of Cell, in pad order */
  GArray       *computed;      /* of Computed */
  GPtrArray    *totals;        /* of GtkLabel, by player */
  GPtrArray    *ranks;
  int           label_width;   /* the columns' widths for this sheet */
  int           player_width;
  gboolean      updating;      /* a cell's text set by the pad, not typed */
};

G_DEFINE_FINAL_TYPE (GkSheetPad, gk_sheet_pad, ADW_TYPE_BIN)

/* ---- cells ---- */

static Cell *
cell_of_widget (GkSheetPad *self,
                GtkWidget  *widget,
                guint      *index)
{
  for (guint i = 0; widget != NULL && i < self->cells->len; i++)
    {
      Cell *cell = g_ptr_array_index (self->cells, i);

      if (widget == cell->entry || gtk_widget_is_ancestor (widget, cell->entry))
        {
          if (index != NULL)
            *index = i;
          return cell;
        }
    }
  return NULL;
}

static void
set_cell_text (GkSheetPad *self,
               Cell       *cell)
{
  g_autofree char *text = gk_sheet_draft_key_text (self->draft, cell->player, cell->key);

  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (cell->entry), text);
  self->updating = FALSE;
}

static void
mark_refused (Cell       *cell,
              const char *why)
{
  if (why != NULL)
    {
      gtk_widget_add_css_class (cell->entry, "error");
      gtk_accessible_update_state (GTK_ACCESSIBLE (cell->entry), GTK_ACCESSIBLE_STATE_INVALID,
                                   GTK_ACCESSIBLE_INVALID_TRUE, -1);
    }
  else
    {
      gtk_widget_remove_css_class (cell->entry, "error");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (cell->entry), GTK_ACCESSIBLE_STATE_INVALID);
    }
  gk_ui_set_tooltip (cell->entry, why);
}

/* The cell marked as the draft has it: what it shows refused, and why. */
static void
mark_cell (Cell *cell)
{
  mark_refused (cell, gk_sheet_draft_get_cell_refusal (cell->pad->draft, cell->player, cell->key));
}

static void
cell_enter (Cell *cell)
{
  g_clear_handle_id (&cell->clear_source, g_source_remove);
  gk_sheet_draft_enter (cell->pad->draft, cell->player, cell->key,
                        gtk_editable_get_text (GTK_EDITABLE (cell->entry)));
  mark_cell (cell);
}

static gboolean
cell_clear_idle (gpointer data)
{
  Cell *cell = data;

  cell->clear_source = 0;
  cell_enter (cell);
  return G_SOURCE_REMOVE;
}

/* What was typed goes to the draft at once: the totals follow every key
 * pressed, and the sheet is saved.  An emptied cell waits for the main
 * loop: a value typed over another one empties the cell first, and the
 * old value must stay until the new one is known (it may be refused). */
static void
cell_changed (GtkEditable *editable,
              GkSheetPad  *self)
{
  Cell *cell = cell_of_widget (self, GTK_WIDGET (editable), NULL);

  if (self->updating || cell == NULL)
    return;
  if (*gtk_editable_get_text (editable) == '\0')
    {
      if (cell->clear_source == 0)
        cell->clear_source = g_idle_add (cell_clear_idle, cell);
      return;
    }
  cell_enter (cell);
}

/* A refused value stays in its cell when the cell is left, marked, with
 * its reason, for the player to correct; an emptied cell is cleared now. */
static void
cell_left (GtkEventControllerFocus *controller,
           GkSheetPad              *self)
{
  Cell *cell = cell_of_widget (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)),
                               NULL);

  if (cell != NULL && cell->clear_source != 0)
    cell_enter (cell);
}

/* The keyboard to the cell @step cells on in pad order; FALSE when there
 * is none (the keyboard leaves the pad as it would anyway). */
static gboolean
move_focus (GkSheetPad *self,
            gint        step)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  guint index = 0;
  gint next;

  if (cell_of_widget (self, focus, &index) == NULL)
    return FALSE;
  next = (gint) index + step;
  if (next < 0 || next >= (gint) self->cells->len)
    return FALSE;
  return gtk_widget_grab_focus (((Cell *) g_ptr_array_index (self->cells, (guint) next))->entry);
}

static void
cell_activated (GtkEntry   *entry,
                GkSheetPad *self)
{
  move_focus (self, 1);
}

static gboolean
next_cell (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  return move_focus (GK_SHEET_PAD (widget), 1);
}

static gboolean
previous_cell (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  return move_focus (GK_SHEET_PAD (widget), -1);
}

/* ---- building the pad ---- */

static GtkWidget *
text_label (GkSheetPad *self,
            const char *text,
            const char *css_class)
{
  GtkWidget *label = gk_ui_wrapped_label_new (text);

  /* Wrapped at the column's width, never widening it. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_widget_set_size_request (label, LABEL_MIN_WIDTH, -1);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
number_label (GkSheetPad *self,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_set_size_request (label, self->player_width, -1);
  gtk_widget_add_css_class (label, "gk-numbers");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A line's name, in the first column: in view while the players' columns
 * scroll sideways under a narrow window. */
static GtkWidget *
sticky (GkSheetPad *self,
        GtkWidget  *child)
{
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->header_scroller));
  GtkWidget *bin = gk_sticky_bin_new (child, h, SPACING, SPACING);

  gk_sticky_bin_set_natural_width (GK_STICKY_BIN (bin), self->label_width);
  return bin;
}

/* The names drawn over the columns that slide under them, and found first
 * by a pointer: each after the last child of its line (the one a screen
 * reader reads next to them). */
static void
names_on_top (GtkWidget *grid)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GK_IS_STICKY_BIN (child))
      g_ptr_array_add (names, child);
  for (guint i = 0; i < names->len; i++)
    {
      GtkWidget *name = g_ptr_array_index (names, i);
      GtkWidget *last = name;
      int line, row;

      gtk_grid_query_child (GTK_GRID (grid), name, NULL, &line, NULL, NULL);
      for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          gtk_grid_query_child (GTK_GRID (grid), child, NULL, &row, NULL, NULL);
          if (row == line)
            last = child;
        }
      if (last != name)
        gtk_widget_insert_after (name, grid, last);
    }
}

static void
add_separator (GkSheetPad *self,
               guint       line,
               guint       n_players)
{
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);

  gtk_widget_set_margin_top (separator, 4);
  gtk_widget_set_margin_bottom (separator, 4);
  gtk_grid_attach (GTK_GRID (self->grid), separator, 0, (int) line, (int) n_players + 1, 1);
}

static GtkWidget *
cell_new (GkSheetPad *self,
          guint       row,
          guint       player,
          guint       key)
{
  const GkSheetGame *game = gk_sheet_get_game (gk_sheet_draft_get_sheet (self->draft));
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_autofree char *name = NULL;
  Cell *cell = g_new0 (Cell, 1);

  cell->pad = self;
  cell->entry = entry;
  cell->player = player;
  cell->key = key;
  cell->row = row;
  cell->line = self->cells->len;
  g_ptr_array_add (self->cells, cell);

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 1.0);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 8);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_size_request (entry, self->player_width, -1);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (entry, "gk-numbers");
  name = g_strdup_printf (
    /* TRANSLATORS: a cell of the score pad, for screen readers: what is entered, then the
     * player: "Coins, Anna" */
    _("%s, %s"), _(game->keys[key].label),
    gk_sheet_get_player_name (gk_sheet_draft_get_sheet (self->draft), player));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

  set_cell_text (self, cell);
  g_signal_connect_object (entry, "changed", G_CALLBACK (cell_changed), self, 0);
  g_signal_connect_object (entry, "activate", G_CALLBACK (cell_activated), self, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (cell_left), self, 0);
  gtk_widget_add_controller (entry, focus);
  return entry;
}

static void
add_computed (GkSheetPad *self,
              GtkWidget  *box,
              gint        row,
              gint        category,
              guint       player)
{
  Computed computed = { NULL, NULL, row, category, player };
  GtkWidget *points = number_label (self, "heading");
  GtkWidget *detail = gk_ui_wrapped_label_new (NULL);

  gtk_label_set_max_width_chars (GTK_LABEL (detail), 4);
  gtk_label_set_xalign (GTK_LABEL (detail), 1.0);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_RIGHT);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_set_visible (detail, FALSE);
  gtk_box_append (GTK_BOX (box), points);
  gtk_box_append (GTK_BOX (box), detail);
  computed.points = GTK_LABEL (points);
  computed.detail = GTK_LABEL (detail);
  g_array_append_val (self->computed, computed);
}

/* The row's name, and "check your rulebook" under it where the rulebooks
 * leave a point open (the point itself is said under the pad). */
static GtkWidget *
row_title (GkSheetPad *self,
           const char *name,
           const char *uncertain)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), text_label (self, name, "heading"));
  if (uncertain != NULL)
    {
      GtkWidget *mark = text_label (self, gk_sheet_check_rulebook (), "caption");

      gtk_widget_add_css_class (mark, "warning");
      gk_ui_set_tooltip (mark, uncertain);
      gtk_box_append (GTK_BOX (box), mark);
    }
  return box;
}

static void
add_note (GString    *notes,
          const char *row,
          const char *uncertain)
{
  if (uncertain == NULL)
    return;
  if (notes->len > 0)
    g_string_append_c (notes, '\n');
  /* TRANSLATORS: a row of the pad, then what to check in the rulebook */
  g_string_append_printf (notes, _("%s: %s"), row, uncertain);
}

/* Whether the pad shows entry row @row: a category of a module the sheet
 * does not use is left out, as on the printed pad. */
static gboolean
row_shown (const GkSheetGame *game,
           guint              row,
           guint              modules)
{
  gint category = gk_sheet_game_row_category (game, row);

  return category < 0 || gk_sheet_game_category_enabled (game, (guint) category, modules);
}

static guint
add_rows (GkSheetPad *self,
          GkSheet    *sheet,
          GString    *notes)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint modules = gk_sheet_get_modules (sheet);
  guint n_players = gk_sheet_get_n_players (sheet);
  guint line = 0;

  for (guint row = 0; row < gk_sheet_game_get_n_rows (game); row++)
    {
      const char *uncertain = gk_sheet_game_row_uncertain (game, row);
      gint direct = gk_sheet_game_row_direct_key (game, row, modules);
      g_autoptr(GArray) keys = NULL;

      if (!row_shown (game, row, modules))
        continue;
      add_note (notes, gk_sheet_game_row_name (game, row), uncertain);
      if (line > 0)
        add_separator (self, line++, n_players);
      gtk_grid_attach (GTK_GRID (self->grid),
                       sticky (self, row_title (self, gk_sheet_game_row_name (game, row), uncertain)),
                       0, (int) line, 1, 1);
      for (guint p = 0; p < n_players; p++)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

          gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
          gtk_grid_attach (GTK_GRID (self->grid), box, (int) p + 1, (int) line, 1, 1);
          if (direct >= 0)
            gtk_box_append (GTK_BOX (box), cell_new (self, row, p, (guint) direct));
          else
            add_computed (self, box, (gint) row, -1, p);
        }
      line++;
      if (direct >= 0)
        continue;

      keys = gk_sheet_game_row_keys (game, row, modules);
      for (guint i = 0; i < keys->len; i++)
        {
          guint key = g_array_index (keys, guint, i);
          GtkWidget *label = text_label (self, _(game->keys[key].label), "dim-label");

          gtk_widget_set_margin_start (label, 12);
          gtk_widget_set_size_request (label, LABEL_MIN_WIDTH - 12, -1);
          gtk_grid_attach (GTK_GRID (self->grid), sticky (self, label), 0, (int) line, 1, 1);
          for (guint p = 0; p < n_players; p++)
            gtk_grid_attach (GTK_GRID (self->grid), cell_new (self, row, p, key), (int) p + 1,
                             (int) line, 1, 1);
          line++;
        }
    }
  return line;
}

/* Categories no entry row shows (Blueprints' awards and prizes, counted
 * over the rounds) get a line each before the total. */
static guint
add_categories (GkSheetPad *self,
                GkSheet    *sheet,
                guint       line,
                GString    *notes)
{
  const GkSheetGame *game = gk_sheet_get_game (sheet);
  guint n_players = gk_sheet_get_n_players (sheet);

  for (guint c = 0; c < game->n_categories; c++)
    {
      gboolean on_a_row = FALSE;
      const char *name;
      const char *uncertain;

      for (guint row = 0; row < gk_sheet_game_get_n_rows (game); row++)
        on_a_row |= gk_sheet_game_row_category (game, row) == (gint) c;
      if (on_a_row || !gk_sheet_game_category_enabled (game, c, gk_sheet_get_modules (sheet)))
        continue;
      uncertain = game->categories[c].uncertain != NULL ? _(game->categories[c].uncertain) : NULL;
      name = gk_sheet_game_category_name (game, c);
      add_note (notes, name, uncertain);
      add_separator (self, line++, n_players);
      gtk_grid_attach (GTK_GRID (self->grid), sticky (self, row_title (self, name, uncertain)),
                       0, (int) line, 1, 1);
      for (guint p = 0; p < n_players; p++)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

          gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
          gtk_grid_attach (GTK_GRID (self->grid), box, (int) p + 1, (int) line, 1, 1);
          add_computed (self, box, -1, (gint) c, p);
        }
      line++;
    }
  return line;
}

static guint
add_result_line (GkSheetPad *self,
                 guint       line,
                 const char *title,
                 GPtrArray  *labels,
                 guint       n_players,
                 const char *css_class)
{
  gtk_grid_attach (GTK_GRID (self->footer_grid), sticky (self, text_label (self, title, "heading")),
                   0, (int) line, 1, 1);
  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *label = number_label (self, css_class);

      gtk_grid_attach (GTK_GRID (self->footer_grid), label, (int) p + 1, (int) line, 1, 1);
      g_ptr_array_add (labels, label);
    }
  return line + 1;
}

/* Words under the pad, wrapped at its width or the window's: they do not
 * scroll sideways with the players' columns. */
static GtkWidget *
words_label (GkSheetPad *self,
             const char *text,
             const char *css_class)
{
  GtkWidget *label = gk_ui_wrapped_label_new (text);

  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self->words_box), label);
  return label;
}

/* The tie-break in words, then what to check in the rulebook. */
static void
add_words (GkSheetPad *self,
           guint       n_players,
           const char *notes)
{
  /* The pad's width where there is room: its columns' widths and the
   * spaces between them, and the margins on both sides. */
  adw_clamp_set_maximum_size (ADW_CLAMP (self->words_clamp),
                              self->label_width + (int) n_players * (self->player_width + SPACING)
                              + 2 * SPACING);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->words_clamp),
                                      adw_clamp_get_maximum_size (ADW_CLAMP (self->words_clamp)));
  self->tiebreak_label = words_label (self, NULL, NULL);
  self->tiebreak_binding = g_object_bind_property (self->draft, "tiebreak-text",
                                                   self->tiebreak_label, "label",
                                                   G_BINDING_SYNC_CREATE);
  if (*notes == '\0')
    return;
  gtk_widget_set_margin_top (words_label (self, _("Check your rulebook"), "heading"), 12);
  words_label (self, notes, "dim-label");
}

static GtkWidget *
grid_new (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), SPACING);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (grid, SPACING);
  gtk_widget_set_margin_end (grid, SPACING);
  return grid;
}

static void
build_header (GkSheetPad *self,
              GkSheet    *sheet)
{
  GtkWidget *corner = gtk_label_new (NULL);
  GtkWidget *viewport = gtk_viewport_new (NULL, NULL);

  self->header_grid = grid_new ();
  gtk_widget_set_margin_top (self->header_grid, 8);
  gtk_widget_set_margin_bottom (self->header_grid, 8);
  gtk_widget_set_size_request (corner, LABEL_MIN_WIDTH, -1);
  gtk_grid_attach (GTK_GRID (self->header_grid), sticky (self, corner), 0, 0, 1, 1);
  for (guint p = 0; p < gk_sheet_get_n_players (sheet); p++)
    {
      const char *name = gk_sheet_get_player_name (sheet, p);
      GtkWidget *label = gtk_label_new (name);

      /* A long name is cut short to its column: the tooltip says it whole. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_set_size_request (label, self->player_width, -1);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 1);
      gtk_widget_add_css_class (label, "heading");
      gk_ui_set_tooltip (label, name);
      gtk_grid_attach (GTK_GRID (self->header_grid), label, (int) p + 1, 0, 1, 1);
    }
  names_on_top (self->header_grid);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), self->header_grid);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->header_scroller), viewport);
}

static void refresh (GkSheetPad *self);
static void finished_changed (GkSheetPad *self);

/* Pad order: a player's column top to bottom, then the next player's; or,
 * for a game scored row by row, each row across the players first. */
static int
compare_cells (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const GkSheetGame *game = user_data;
  const Cell *ca = *(const Cell **) a;
  const Cell *cb = *(const Cell **) b;

  if (game->by_rows && ca->row != cb->row)
    return ca->row < cb->row ? -1 : 1;
  if (ca->player != cb->player)
    return ca->player < cb->player ? -1 : 1;
  return ca->line < cb->line ? -1 : ca->line > cb->line;
}

static void
build (GkSheetPad *self)
{
  GkSheet *sheet = gk_sheet_draft_get_sheet (self->draft);
  guint n_players = gk_sheet_get_n_players (sheet);
  g_autoptr(GString) notes = g_string_new (NULL);
  GtkWidget *footer;

  self->label_width = n_players >= MANY_PLAYERS ? LABEL_WIDTH_MANY : LABEL_WIDTH;
  self->player_width = n_players >= MANY_PLAYERS ? PLAYER_WIDTH_MANY : PLAYER_WIDTH;
  build_header (self, sheet);
  self->grid = grid_new ();
  add_categories (self, sheet, add_rows (self, sheet, notes), notes);
  /* The totals and ranks under the pad, in view however far it scrolls. */
  self->footer_grid = grid_new ();
  gtk_widget_set_margin_top (self->footer_grid, 6);
  gtk_widget_set_margin_bottom (self->footer_grid, 6);
  add_result_line (self, add_result_line (self, 0, _("Total"), self->totals, n_players, "title-4"),
                   _("Rank"), self->ranks, n_players, NULL);
  names_on_top (self->footer_grid);
  footer = gtk_viewport_new (NULL, NULL);
  gtk_viewport_set_child (GTK_VIEWPORT (footer), self->footer_grid);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->footer_scroller), footer);
  add_words (self, n_players, notes->str);
  names_on_top (self->grid);
  gk_sideways_view_set_child (GK_SIDEWAYS_VIEW (self->pad_view), self->grid);
  g_ptr_array_sort_with_data (self->cells, compare_cells, (gpointer) gk_sheet_get_game (sheet));
  refresh (self);
  finished_changed (self);
}

/* ---- following the draft ---- */

static void
refresh (GkSheetPad *self)
{
  const GkSheetScore *score = gk_sheet_draft_get_score (self->draft);

  for (guint i = 0; i < self->computed->len; i++)
    {
      Computed *computed = &g_array_index (self->computed, Computed, i);
      g_autofree char *points = NULL;
      const char *detail;

      if (computed->row >= 0)
        {
          points = g_strdup_printf ("%d", gk_sheet_score_get_row (score, computed->player,
                                                                  (guint) computed->row));
          detail = gk_sheet_score_get_row_detail (score, computed->player, (guint) computed->row);
        }
      else
        {
          points = g_strdup_printf ("%d", gk_sheet_score_get (score, computed->player,
                                                              (guint) computed->category));
          detail = gk_sheet_score_get_detail (score, computed->player, (guint) computed->category);
        }
      gtk_label_set_label (computed->points, points);
      gtk_label_set_label (computed->detail, detail != NULL ? detail : "");
      gtk_widget_set_visible (GTK_WIDGET (computed->detail), detail != NULL);
    }
  for (guint p = 0; p < self->totals->len; p++)
    {
      /* A refused value is missing from a player's score: no total, no
       * rank until it is corrected. */
      gboolean whole = !gk_sheet_draft_player_has_refused (self->draft, p);
      g_autofree char *total = whole ? g_strdup_printf ("%d", score->totals[p]) : g_strdup ("–");
      g_autofree char *rank = whole && !gk_sheet_draft_has_refused (self->draft)
                                ? g_strdup_printf ("%u", score->ranks[p]) : g_strdup ("–");

      gtk_label_set_label (g_ptr_array_index (self->totals, p), total);
      gtk_label_set_label (g_ptr_array_index (self->ranks, p), rank);
    }
}

/* A finished sheet is read, not written: its cells take no typing (the
 * draft would refuse it anyway). */
static void
finished_changed (GkSheetPad *self)
{
  gboolean finished = gk_sheet_draft_get_finished (self->draft);

  for (guint i = 0; i < self->cells->len; i++)
    {
      Cell *cell = g_ptr_array_index (self->cells, i);

      gtk_editable_set_editable (GTK_EDITABLE (cell->entry), !finished);
      mark_cell (cell);
    }
}

static void
clear (GkSheetPad *self)
{
  if (self->tiebreak_binding != NULL)
    g_binding_unbind (self->tiebreak_binding);
  self->tiebreak_binding = NULL;
  if (self->draft != NULL)
    g_signal_handlers_disconnect_by_data (self->draft, self);
  g_clear_object (&self->draft);
  g_ptr_array_set_size (self->cells, 0);
  g_array_set_size (self->computed, 0);
  g_ptr_array_set_size (self->totals, 0);
  g_ptr_array_set_size (self->ranks, 0);
  gk_sideways_view_set_child (GK_SIDEWAYS_VIEW (self->pad_view), NULL);
  self->grid = NULL;
  gk_ui_remove_children (self->words_box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->header_scroller), NULL);
  self->header_grid = NULL;
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->footer_scroller), NULL);
  self->footer_grid = NULL;
  self->tiebreak_label = NULL;
}

void
gk_sheet_pad_set_draft (GkSheetPad   *self,
                        GkSheetDraft *draft)
{
  g_return_if_fail (GK_IS_SHEET_PAD (self));
  g_return_if_fail (draft == NULL || GK_IS_SHEET_DRAFT (draft));

  if (draft == self->draft)
    return;
  clear (self);
  if (draft == NULL)
    return;
  self->draft = g_object_ref (draft);
  g_signal_connect_object (draft, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (draft, "notify::finished", G_CALLBACK (finished_changed), self,
                           G_CONNECT_SWAPPED);
  build (self);
}

void
gk_sheet_pad_focus_first (GkSheetPad *self)
{
  g_return_if_fail (GK_IS_SHEET_PAD (self));

  if (self->cells->len > 0)
    gtk_widget_grab_focus (((Cell *) g_ptr_array_index (self->cells, 0))->entry);
}

/* ---- for the tests ---- */

GtkWidget *
_gk_sheet_pad_get_cell (GkSheetPad *self,
                        guint       player,
                        guint       key)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      Cell *cell = g_ptr_array_index (self->cells, i);

      if (cell->player == player && cell->key == key)
        return cell->entry;
    }
  return NULL;
}

GtkWidget *
_gk_sheet_pad_get_name (GkSheetPad *self,
                        guint       player)
{
  return gtk_grid_get_child_at (GTK_GRID (self->header_grid), (int) player + 1, 0);
}

const char *
_gk_sheet_pad_get_total (GkSheetPad *self,
                         guint       player)
{
  return gtk_label_get_label (g_ptr_array_index (self->totals, player));
}

const char *
_gk_sheet_pad_get_rank (GkSheetPad *self,
                        guint       player)
{
  return gtk_label_get_label (g_ptr_array_index (self->ranks, player));
}

static int
compare_in_grid (gconstpointer a,
                 gconstpointer b,
                 gpointer      grid)
{
  GtkWidget *wa = *(GtkWidget **) a;
  GtkWidget *wb = *(GtkWidget **) b;
  int ca, ra, cb, rb;

  gtk_grid_query_child (grid, wa, &ca, &ra, NULL, NULL);
  gtk_grid_query_child (grid, wb, &cb, &rb, NULL, NULL);
  return ra != rb ? ra - rb : ca - cb;
}

static void collect_text (GtkWidget *widget,
                          GString   *out);

/* A grid line by line, as it reads, whatever order its children are
 * drawn in. */
static void
collect_grid_text (GtkGrid *grid,
                   GString *out)
{
  g_autoptr(GPtrArray) children = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (children, child);
  g_ptr_array_sort_with_data (children, compare_in_grid, grid);
  for (guint i = 0; i < children->len; i++)
    collect_text (g_ptr_array_index (children, i), out);
}

static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_label (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  else if (GTK_IS_EDITABLE (widget) && !GTK_IS_TEXT (widget))
    g_string_append_printf (out, "[%s]\n", gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_GRID (widget))
    {
      collect_grid_text (GTK_GRID (widget), out);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_EDITABLE (widget))
      collect_text (child, out);
}

char *
_gk_sheet_pad_get_text (GkSheetPad *self)
{
  GString *out = g_string_new (NULL);

  collect_text (GTK_WIDGET (self), out);
  return g_string_free (out, FALSE);
}

/* ---- GObject ---- */

static void
gk_sheet_pad_dispose (GObject *object)
{
  GkSheetPad *self = GK_SHEET_PAD (object);

  if (self->cells != NULL)
    clear (self);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->computed, g_array_unref);
  g_clear_pointer (&self->totals, g_ptr_array_unref);
  g_clear_pointer (&self->ranks, g_ptr_array_unref);
  adw_bin_set_child (ADW_BIN (self), NULL);

  G_OBJECT_CLASS (gk_sheet_pad_parent_class)->dispose (object);
}

static void
gk_sheet_pad_class_init (GkSheetPadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_sheet_pad_dispose;

  /* Pad order, not the screen's: down a player's column, then the next. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Tab, 0, next_cell, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Tab, 0, next_cell, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK,
                                previous_cell, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Tab, GDK_SHIFT_MASK, previous_cell, NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkWidget *
sideways_scroller_new (GtkPolicyType policy)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), policy, GTK_POLICY_NEVER);
  gtk_widget_add_css_class (scroller, "gk-scrolls-sideways");
  return scroller;
}

static void
gk_sheet_pad_init (GkSheetPad *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *viewport;
  GtkAdjustment *sideways;

  self->cells = g_ptr_array_new_with_free_func (cell_free);
  self->computed = g_array_new (FALSE, FALSE, sizeof (Computed));
  self->totals = g_ptr_array_new ();
  self->ranks = g_ptr_array_new ();

  /* The players' columns scroll sideways where the window is narrower than
   * the pad (a phone), the lines' names staying in view (GkStickyBin); the
   * players' names above them and the totals below scroll with them, and
   * stay in view as the pad scrolls down. */
  self->pad_view = gk_sideways_view_new ();
  gtk_widget_add_css_class (self->pad_view, "gk-scrolls-sideways");
  sideways = gk_sideways_view_get_hadjustment (GK_SIDEWAYS_VIEW (self->pad_view));
  self->header_scroller = sideways_scroller_new (GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_hadjustment (GTK_SCROLLED_WINDOW (self->header_scroller), sideways);
  /* Under the totals, the scrollbar that says the pad is wider. */
  self->footer_scroller = sideways_scroller_new (GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_hadjustment (GTK_SCROLLED_WINDOW (self->footer_scroller), sideways);

  /* Down: the pad, then the words under it. */
  self->words_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->words_box, 12);
  gtk_widget_set_margin_start (self->words_box, SPACING);
  gtk_widget_set_margin_end (self->words_box, SPACING);
  self->words_clamp = adw_clamp_new ();
  adw_clamp_set_child (ADW_CLAMP (self->words_clamp), self->words_box);
  self->body_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->body_box, 12);
  gtk_widget_set_margin_bottom (self->body_box, 18);
  gtk_box_append (GTK_BOX (self->body_box), self->pad_view);
  gtk_box_append (GTK_BOX (self->body_box), self->words_clamp);

  self->body_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->body_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->body_scroller, TRUE);
  viewport = gtk_viewport_new (NULL, NULL);
  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), self->body_box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->body_scroller), viewport);

  gtk_box_append (GTK_BOX (box), self->header_scroller);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), self->body_scroller);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), self->footer_scroller);
  adw_bin_set_child (ADW_BIN (self), box);
}
