/* gk-sheet-draft.c: a score sheet being filled in, for a page to bind to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-file-io.h"
#include "gk-sheet-draft.h"
#include "gk-sheet-file.h"

struct _GkSheetDraft
{
  GObject       parent_instance;

  GkSheet      *sheet;
  GFile        *file;
  GkSheetScore *score;
  char         *refusal;
  char         *save_error;
  char         *tiebreak_text;
  char         *winners;
  GHashTable   *refused;    /* cell: the Refused text kept in it */
  guint         n_refusals; /* made so far, to find the latest */
  gboolean      saving;     /* a save runs in a worker */
  gboolean      unwritable; /* the last save refused a value its file cannot hold */
  GBytes       *waiting;    /* the next save's bytes, while one runs */
};

G_DEFINE_FINAL_TYPE (GkSheetDraft, gk_sheet_draft, G_TYPE_OBJECT)

/* What a player typed that a cell refused: kept as typed, with the reason,
 * until it is corrected. */
typedef struct
{
  guint  player;
  guint  key;
  char  *text;
  char  *why;     /* the refusal, naming the cell */
  guint  order;   /* the refusals in the order they were made */
} Refused;

static void
refused_free (gpointer data)
{
  Refused *refused = data;

  g_free (refused->text);
  g_free (refused->why);
  g_free (refused);
}

#define CELL(player, key) GUINT_TO_POINTER (((player) << 16 | (key)) + 1)

enum {
  PROP_0,
  PROP_SHEET,
  PROP_FILE,
  PROP_REFUSAL,
  PROP_SAVE_ERROR,
  PROP_TIEBREAK_TEXT,
  PROP_WINNERS,
  PROP_FINISHED,
  PROP_SAVING,
  PROP_HAS_REFUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_string (GkSheetDraft  *self,
            char         **field,
            char          *value,
            guint          prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* The score and the words drawn from it. */
static void
rescore (GkSheetDraft *self)
{
  const GkSheetGame *game = gk_sheet_get_game (self->sheet);
  g_autoptr(GString) words = g_string_new (_(game->tiebreak_rule));

  g_clear_pointer (&self->score, gk_sheet_score_free);
  self->score = gk_sheet_score_compute (self->sheet);

  for (guint i = 0; i < self->score->notes->len; i++)
    g_string_append_printf (words, "\n%s", (const char *) self->score->notes->pdata[i]);
  for (guint i = 0; i < self->score->ties->len; i++)
    g_string_append_printf (words, "\n%s", (const char *) self->score->ties->pdata[i]);
  if (self->score->verdict != NULL)
    g_string_append_printf (words, "\n%s", self->score->verdict);
  set_string (self, &self->tiebreak_text, g_string_free (g_steal_pointer (&words), FALSE),
              PROP_TIEBREAK_TEXT);

  /* Nobody leads on a score a refused value is missing from, nor while
   * first place waits for a tie-break (score->undecided says so). */
  set_string (self, &self->winners,
              g_hash_table_size (self->refused) > 0 || self->score->undecided != NULL
                ? NULL
                : gk_sheet_score_names (self->sheet, gk_sheet_score_winners (self->score)),
              PROP_WINNERS);
}

/* ---- saving: crash-safe, after every change, in a worker ---- */

typedef struct
{
  GFile  *file;
  GBytes *bytes;
} Save;

static void
save_free (gpointer data)
{
  Save *save = data;

  g_object_unref (save->file);
  g_bytes_unref (save->bytes);
  g_free (save);
}

static void
save_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Save *save = task_data;
  GError *error = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (save->bytes, &length);

  if (gk_file_save_atomically (save->file, data, length, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void start_save (GkSheetDraft *self);

/* A failure is said until a save works, and nothing entered is lost
 * meanwhile: the next change saves everything again. */
static void
save_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GkSheetDraft *self = GK_SHEET_DRAFT (source);
  GApplication *app = g_application_get_default ();
  g_autoptr(GError) error = NULL;

  self->saving = FALSE;
  if (app != NULL)
    g_application_release (app);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    set_string (self, &self->save_error,
                /* TRANSLATORS: the system's reason a save failed */
                g_strdup_printf (_("The sheet could not be saved: %s"), error->message),
                PROP_SAVE_ERROR);
  else if (self->waiting == NULL && !self->unwritable)
    set_string (self, &self->save_error, NULL, PROP_SAVE_ERROR);

  if (self->waiting != NULL)
    start_save (self);
  else
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

static void
start_save (GkSheetDraft *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, save_done, NULL);
  GApplication *app = g_application_get_default ();
  Save *save = g_new (Save, 1);

  g_assert (!self->saving && self->waiting != NULL);

  /* The app stays up until the save is on disk, even with its last window closed. */
  if (app != NULL)
    g_application_hold (app);
  self->saving = TRUE;
  save->file = g_object_ref (self->file);
  save->bytes = g_steal_pointer (&self->waiting);
  g_task_set_source_tag (task, start_save);
  g_task_set_task_data (task, save, save_free);
  g_task_run_in_thread (task, save_in_thread);
}

/* The sheet's bytes now; written in a worker, one save after the other,
 * so that a slow disk never holds up the pad. */
static void
save (GkSheetDraft *self)
{
  gboolean was_saving = gk_sheet_draft_is_saving (self);
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  char *data;

  if (self->file == NULL)
    return;
  /* A value its file cannot hold is refused here, before a byte is
   * written: the file keeps its last save, and the sheet what was entered,
   * saved again by the next change. */
  data = gk_sheet_file_to_data_full (self->sheet, &length, &error);
  self->unwritable = data == NULL;
  if (data == NULL)
    {
      set_string (self, &self->save_error,
                  /* TRANSLATORS: the system's reason a save failed */
                  g_strdup_printf (_("The sheet could not be saved: %s"), error->message),
                  PROP_SAVE_ERROR);
      return;
    }
  g_clear_pointer (&self->waiting, g_bytes_unref);
  self->waiting = g_bytes_new_take (data, length);
  if (!self->saving)
    start_save (self);
  if (!was_saving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

gboolean
gk_sheet_draft_is_saving (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), FALSE);

  return self->saving || self->waiting != NULL;
}

void
gk_sheet_draft_flush (GkSheetDraft *self)
{
  g_autoptr(GMainContext) context = g_main_context_ref_thread_default ();

  g_return_if_fail (GK_IS_SHEET_DRAFT (self));

  while (gk_sheet_draft_is_saving (self))
    g_main_context_iteration (context, TRUE);
}

static void
gk_sheet_draft_finalize (GObject *object)
{
  GkSheetDraft *self = GK_SHEET_DRAFT (object);

  g_clear_pointer (&self->sheet, gk_sheet_unref);
  g_clear_object (&self->file);
  g_clear_pointer (&self->score, gk_sheet_score_free);
  g_free (self->refusal);
  g_free (self->save_error);
  g_free (self->tiebreak_text);
  g_free (self->winners);
  g_hash_table_unref (self->refused);
  g_clear_pointer (&self->waiting, g_bytes_unref);

  G_OBJECT_CLASS (gk_sheet_draft_parent_class)->finalize (object);
}

static void
gk_sheet_draft_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GkSheetDraft *self = GK_SHEET_DRAFT (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_boxed (value, self->sheet);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_REFUSAL:
      g_value_set_string (value, self->refusal);
      break;
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    case PROP_TIEBREAK_TEXT:
      g_value_set_string (value, self->tiebreak_text);
      break;
    case PROP_WINNERS:
      g_value_set_string (value, self->winners);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, gk_sheet_draft_get_finished (self));
      break;
    case PROP_SAVING:
      g_value_set_boolean (value, gk_sheet_draft_is_saving (self));
      break;
    case PROP_HAS_REFUSED:
      g_value_set_boolean (value, gk_sheet_draft_has_refused (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_draft_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GkSheetDraft *self = GK_SHEET_DRAFT (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      self->sheet = g_value_dup_boxed (value);
      break;
    case PROP_FILE:
      g_set_object (&self->file, g_value_get_object (value));
      break;
    case PROP_FINISHED:
      gk_sheet_draft_set_finished (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_draft_constructed (GObject *object)
{
  GkSheetDraft *self = GK_SHEET_DRAFT (object);

  G_OBJECT_CLASS (gk_sheet_draft_parent_class)->constructed (object);
  g_assert (self->sheet != NULL);
  rescore (self);
}

static void
gk_sheet_draft_class_init (GkSheetDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gk_sheet_draft_finalize;
  object_class->get_property = gk_sheet_draft_get_property;
  object_class->set_property = gk_sheet_draft_set_property;
  object_class->constructed = gk_sheet_draft_constructed;

  properties[PROP_SHEET] =
    g_param_spec_boxed ("sheet", NULL, NULL, GK_TYPE_SHEET,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REFUSAL] =
    g_param_spec_string ("refusal", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_ERROR] =
    g_param_spec_string ("save-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIEBREAK_TEXT] =
    g_param_spec_string ("tiebreak-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINNERS] =
    g_param_spec_string ("winners", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVING] =
    g_param_spec_boolean ("saving", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_REFUSED] =
    g_param_spec_boolean ("has-refused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A value of @player changed (the score with it): ::changed (player). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
gk_sheet_draft_init (GkSheetDraft *self)
{
  self->refused = g_hash_table_new_full (NULL, NULL, NULL, refused_free);
}

GkSheetDraft *
gk_sheet_draft_new (GkSheet *sheet,
                    GFile   *file)
{
  GkSheetDraft *draft;

  g_return_val_if_fail (sheet != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  /* The draft takes the caller's reference. */
  draft = g_object_new (GK_TYPE_SHEET_DRAFT, "sheet", sheet, "file", file, NULL);
  gk_sheet_unref (sheet);
  return draft;
}

GkSheetDraft *
gk_sheet_draft_load (GFile   *file,
                     GError **error)
{
  g_autoptr(GkSheet) sheet = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sheet = gk_sheet_file_load (file, error);
  if (sheet == NULL)
    return NULL;
  return gk_sheet_draft_new (g_steal_pointer (&sheet), file);
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GFile *file = task_data;
  GError *error = NULL;
  GkSheet *sheet;

  if (!gk_sheet_file_sniff_file (file, cancellable))
    {
      g_task_return_new_error (task, GK_SHEET_ERROR, GK_SHEET_ERROR_NOT_SHEET,
                               _("This file is not a score sheet"));
      return;
    }
  sheet = gk_sheet_file_load (file, &error);
  if (sheet == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, sheet, (GDestroyNotify) gk_sheet_unref);
}

void
gk_sheet_draft_load_async (GFile               *file,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gk_sheet_draft_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

GkSheetDraft *
gk_sheet_draft_load_finish (GAsyncResult  *result,
                            GError       **error)
{
  GkSheet *sheet;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sheet = g_task_propagate_pointer (G_TASK (result), error);
  if (sheet == NULL)
    return NULL;
  return gk_sheet_draft_new (sheet, g_task_get_task_data (G_TASK (result)));
}

void
gk_sheet_draft_save (GkSheetDraft *self)
{
  g_return_if_fail (GK_IS_SHEET_DRAFT (self));

  save (self);
}

GkSheet *
gk_sheet_draft_get_sheet (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->sheet;
}

GFile *
gk_sheet_draft_get_file (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->file;
}

const GkSheetScore *
gk_sheet_draft_get_score (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->score;
}

/* The refusal said for the sheet: the latest one still standing. */
static void
update_refusal (GkSheetDraft *self)
{
  GHashTableIter iter;
  Refused *refused, *latest = NULL;

  g_hash_table_iter_init (&iter, self->refused);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &refused))
    if (latest == NULL || refused->order > latest->order)
      latest = refused;
  set_string (self, &self->refusal, latest != NULL ? g_strdup (latest->why) : NULL,
              PROP_REFUSAL);
}

/* A change of the sheet: scored, saved and said. */
static void
changed (GkSheetDraft *self,
         guint         player)
{
  rescore (self);
  save (self);
  g_signal_emit (self, signals[CHANGED], 0, player);
}

/* The cell of @player and @key holds what was typed, @text, or nothing
 * refused (@text NULL). */
static void
set_refused (GkSheetDraft *self,
             guint         player,
             guint         key,
             const char   *text,
             char         *why)
{
  gboolean had = g_hash_table_size (self->refused) > 0;

  if (text == NULL)
    g_hash_table_remove (self->refused, CELL (player, key));
  else
    {
      Refused *refused = g_new0 (Refused, 1);

      refused->player = player;
      refused->key = key;
      refused->text = g_strdup (text);
      refused->why = why;
      refused->order = ++self->n_refusals;
      g_hash_table_replace (self->refused, CELL (player, key), refused);
    }
  update_refusal (self);
  if (had != (g_hash_table_size (self->refused) > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_REFUSED]);
}

/* "Treasury, Anna: …": which cell refused, and why.  What was typed stays
 * in the cell to be corrected, and the cell holds no value meanwhile: the
 * score never counts a number the player did not mean (the "120" on the
 * way to a refused "1200"). */
static char *
cell_refusal (GkSheetDraft *self,
              guint         player,
              guint         key,
              const char   *why)
{
  const GkSheetGame *game = gk_sheet_get_game (self->sheet);
  const char *row = NULL;

  for (guint r = 0; r < gk_sheet_game_get_n_rows (game) && row == NULL; r++)
    {
      g_autoptr(GArray) keys = gk_sheet_game_row_keys (game, r, G_MAXUINT);

      for (guint i = 0; i < keys->len; i++)
        if (g_array_index (keys, guint, i) == key)
          row = gk_sheet_game_row_name (game, r);
    }
  /* TRANSLATORS: a row of the pad, a player's name, why the cell refused */
  return g_strdup_printf (_("%s, %s: %s"), row != NULL ? row : _(game->keys[key].label),
                          gk_sheet_get_player_name (self->sheet, player), why);
}

static void
refuse (GkSheetDraft *self,
        guint         player,
        guint         key,
        const char   *text,
        const char   *why)
{
  set_refused (self, player, key, text, cell_refusal (self, player, key, why));
  if (gk_sheet_is_set (self->sheet, player, key))
    gk_sheet_clear_value (self->sheet, player, key);
  changed (self, player);
}

gboolean
gk_sheet_draft_enter (GkSheetDraft *self,
                      guint         player,
                      guint         key,
                      const char   *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = NULL;
  gint64 value = 0;

  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), FALSE);
  g_return_val_if_fail (player < gk_sheet_get_n_players (self->sheet), FALSE);
  g_return_val_if_fail (key < gk_sheet_get_game (self->sheet)->n_keys, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* A finished play is kept as it is: correcting it reopens it first. */
  if (gk_sheet_draft_get_finished (self))
    {
      set_string (self, &self->refusal,
                  cell_refusal (self, player, key,
                                _("The sheet is finished: correct it to change a value")),
                  PROP_REFUSAL);
      return FALSE;
    }
  stripped = g_strstrip (g_strdup (text));
  if (*stripped == '\0')
    {
      gboolean was_refused = g_hash_table_contains (self->refused, CELL (player, key));

      set_refused (self, player, key, NULL, NULL);
      if (!gk_sheet_is_set (self->sheet, player, key) && !was_refused)
        return TRUE;
      if (gk_sheet_is_set (self->sheet, player, key))
        gk_sheet_clear_value (self->sheet, player, key);
    }
  else
    {
      if (!g_ascii_string_to_signed (stripped, 10, G_MININT, G_MAXINT, &value, NULL))
        {
          g_autofree char *why =
            /* TRANSLATORS: what was typed in a cell of the pad */
            g_strdup_printf (_("“%s” is not a whole number"), stripped);

          refuse (self, player, key, text, why);
          return FALSE;
        }
      if (gk_sheet_is_set (self->sheet, player, key) &&
          gk_sheet_get_value (self->sheet, player, key) == value)
        {
          set_refused (self, player, key, NULL, NULL);
          return TRUE;
        }
      if (!gk_sheet_set_value (self->sheet, player, key, (gint) value, &error))
        {
          refuse (self, player, key, text, error->message);
          return FALSE;
        }
      set_refused (self, player, key, NULL, NULL);
    }
  changed (self, player);
  return TRUE;
}

char *
gk_sheet_draft_key_text (GkSheetDraft *self,
                         guint         player,
                         guint         key)
{
  Refused *refused;

  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  refused = g_hash_table_lookup (self->refused, CELL (player, key));
  if (refused != NULL)
    return g_strdup (refused->text);
  if (!gk_sheet_is_set (self->sheet, player, key))
    return g_strdup ("");
  return g_strdup_printf ("%d", gk_sheet_get_value (self->sheet, player, key));
}

void
gk_sheet_draft_set_player_name (GkSheetDraft *self,
                                guint         player,
                                const char   *name)
{
  g_return_if_fail (GK_IS_SHEET_DRAFT (self));
  g_return_if_fail (player < gk_sheet_get_n_players (self->sheet));

  if (g_strcmp0 (gk_sheet_get_player_name (self->sheet, player), name) == 0)
    return;
  gk_sheet_set_player_name (self->sheet, player, name);
  rescore (self);
  save (self);
  g_signal_emit (self, signals[CHANGED], 0, player);
}

const char *
gk_sheet_draft_get_cell_refusal (GkSheetDraft *self,
                                 guint         player,
                                 guint         key)
{
  Refused *refused;

  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  refused = g_hash_table_lookup (self->refused, CELL (player, key));
  return refused != NULL ? refused->why : NULL;
}

gboolean
gk_sheet_draft_player_has_refused (GkSheetDraft *self,
                                   guint         player)
{
  GHashTableIter iter;
  Refused *refused;

  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), FALSE);

  g_hash_table_iter_init (&iter, self->refused);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &refused))
    if (refused->player == player)
      return TRUE;
  return FALSE;
}

gboolean
gk_sheet_draft_has_refused (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), FALSE);

  return g_hash_table_size (self->refused) > 0;
}

const char *
gk_sheet_draft_get_refusal (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->refusal;
}

const char *
gk_sheet_draft_get_save_error (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->save_error;
}

const char *
gk_sheet_draft_get_tiebreak_text (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->tiebreak_text;
}

const char *
gk_sheet_draft_get_winners (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), NULL);

  return self->winners;
}

gboolean
gk_sheet_draft_get_finished (GkSheetDraft *self)
{
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (self), FALSE);

  return gk_sheet_get_play (self->sheet)->finished.set;
}

void
gk_sheet_draft_set_finished (GkSheetDraft *self,
                             gboolean      finished)
{
  GkPlayRecord *play;

  g_return_if_fail (GK_IS_SHEET_DRAFT (self));

  play = gk_sheet_get_play (self->sheet);
  if (play->finished.set == !!finished)
    return;
  if (finished)
    gk_time_now (&play->finished);
  else
    play->finished = (GkTime) { 0, };
  save (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
}
