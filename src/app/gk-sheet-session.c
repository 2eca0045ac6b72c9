/* gk-sheet-session.c: the score sheet a window has open, as a model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-sheet-file.h"
#include "gk-sheet-session.h"

struct _GkSheetSession
{
  GObject       parent_instance;

  GkLibrary         *library;
  GkHistoryProfiles *profiles;
  GkSheetDraft      *draft;
  GFile        *held;     /* the draft's file, claimed in the library */
};

G_DEFINE_FINAL_TYPE (GkSheetSession, gk_sheet_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DRAFT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
release (GkSheetSession *self)
{
  if (self->held != NULL && self->library != NULL)
    gk_library_release (self->library, self->held, G_OBJECT (self));
  g_clear_object (&self->held);
}

GkSheetSession *
gk_sheet_session_new (GkLibrary *library)
{
  GkSheetSession *self;

  g_return_val_if_fail (library == NULL || GK_IS_LIBRARY (library), NULL);

  self = g_object_new (GK_TYPE_SHEET_SESSION, NULL);
  if (library != NULL)
    self->library = g_object_ref (library);
  return self;
}

GkLibrary *
gk_sheet_session_get_library (GkSheetSession *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SESSION (self), NULL);

  return self->library;
}

gboolean
gk_sheet_session_open (GkSheetSession  *self,
                       GkSheetDraft    *draft,
                       GError         **error)
{
  GFile *file;

  g_return_val_if_fail (GK_IS_SHEET_SESSION (self), FALSE);
  g_return_val_if_fail (GK_IS_SHEET_DRAFT (draft), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  file = gk_sheet_draft_get_file (draft);
  if (file != NULL && self->library != NULL
      && !(self->held != NULL && g_file_equal (self->held, file)))
    {
      GObject *holder = gk_library_get_holder (self->library, file);

      if (holder != NULL && holder != G_OBJECT (self))
        {
          gk_library_present_holder (self->library, file);
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("This sheet is open in another window."));
          return FALSE;
        }
      release (self);
      gk_library_claim (self->library, file, G_OBJECT (self));
      self->held = g_object_ref (file);
    }
  if (g_set_object (&self->draft, draft))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAFT]);
  return TRUE;
}

void
gk_sheet_session_set_profiles (GkSheetSession    *self,
                               GkHistoryProfiles *profiles)
{
  g_return_if_fail (GK_IS_SHEET_SESSION (self));
  g_return_if_fail (profiles == NULL || GK_IS_HISTORY_PROFILES (profiles));

  g_set_object (&self->profiles, profiles);
}

gboolean
gk_sheet_session_start (GkSheetSession     *self,
                        GkSheet            *sheet,
                        const char * const *names,
                        GError            **error)
{
  g_autoptr(GkSheet) owned = sheet;
  g_autoptr(GkSheetDraft) draft = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (GK_IS_SHEET_SESSION (self), FALSE);
  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->profiles != NULL && names != NULL)
    gk_history_profiles_add_persons (self->profiles, gk_sheet_get_play (sheet), names,
                                     MIN (g_strv_length ((char **) names),
                                          gk_sheet_get_n_players (sheet)));
  if (self->library != NULL)
    {
      gsize length = 0;
      /* A value its file cannot hold is refused before a file is made. */
      g_autofree char *data = gk_sheet_file_to_data_full (sheet, &length, error);

      if (data == NULL)
        return FALSE;
      /* Made with its first bytes: never an empty file in the library. */
      file = gk_library_create_file (self->library, data, length, error);
      if (file == NULL)
        return FALSE;
    }
  draft = gk_sheet_draft_new (g_steal_pointer (&owned), file);
  gk_sheet_draft_save (draft);
  return gk_sheet_session_open (self, draft, error);
}

GkSheetDraft *
gk_sheet_session_get_draft (GkSheetSession *self)
{
  g_return_val_if_fail (GK_IS_SHEET_SESSION (self), NULL);

  return self->draft;
}

void
gk_sheet_session_close (GkSheetSession *self)
{
  g_return_if_fail (GK_IS_SHEET_SESSION (self));

  /* The last change on disk first: a save still under way would write the
   * file again after it is moved or deleted. */
  if (self->draft != NULL)
    gk_sheet_draft_flush (self->draft);
  release (self);
  if (self->draft != NULL)
    {
      g_clear_object (&self->draft);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAFT]);
    }
}

static void
gk_sheet_session_dispose (GObject *object)
{
  GkSheetSession *self = GK_SHEET_SESSION (object);

  release (self);
  g_clear_object (&self->draft);
  g_clear_object (&self->library);
  g_clear_object (&self->profiles);

  G_OBJECT_CLASS (gk_sheet_session_parent_class)->dispose (object);
}

static void
gk_sheet_session_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GkSheetSession *self = GK_SHEET_SESSION (object);

  switch (prop_id)
    {
    case PROP_DRAFT:
      g_value_set_object (value, self->draft);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gk_sheet_session_class_init (GkSheetSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gk_sheet_session_dispose;
  object_class->get_property = gk_sheet_session_get_property;

  properties[PROP_DRAFT] =
    g_param_spec_object ("draft", NULL, NULL, GK_TYPE_SHEET_DRAFT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* "present": the sheet this session holds was asked for again (opened
   * from elsewhere): whoever shows it brings it to the front
   * (gk_library_present_holder()). */
  g_signal_new ("present", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 0);
}

static void
gk_sheet_session_init (GkSheetSession *self)
{
}
