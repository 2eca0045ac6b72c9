/* gk-window-library.c: the start page's lists: the game library and the
 * tables being scored, each read in a worker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gk-window-private.h"

static void
drafts_listed (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GkWindow) self = user_data;
  g_autoptr(GPtrArray) drafts = gk_position_draft_list_finish (result, NULL);

  /* Listed again since, or the window went. */
  if (drafts == NULL)
    return;
  g_clear_object (&self->listing_drafts);
  gk_start_page_set_drafts (self->start_page, drafts,
                            gk_position_draft_get_file (self->position_draft));
}

/* The tables being scored, read from the drafts folder in a worker. */
void
_gk_window_list_drafts (GkWindow *self)
{
  if (self->listing_drafts != NULL)
    g_cancellable_cancel (self->listing_drafts);
  g_clear_object (&self->listing_drafts);
  self->listing_drafts = g_cancellable_new ();
  gk_position_draft_list_async (gk_session_get_library (self->session), self->listing_drafts,
                                drafts_listed, g_object_ref (self));
}

void
_gk_window_refresh_library (GkWindow *self)
{
  if (self->list_pending)
    return;
  gk_library_refresh (gk_session_get_library (self->session));
  _gk_window_list_drafts (self);
}

static void
library_problem (GkWindow *self)
{
  gk_start_page_set_library_problem (self->start_page,
                                     gk_library_get_problem (gk_session_get_library (self->session)));
}

/* The library is listed once the window has drawn its first frame: the
 * listing reads files in a worker, which would compete with the start for
 * the processor, and the start page shows at once and fills in. */
static void
first_paint (GdkFrameClock *clock,
             GkWindow      *self)
{
  g_clear_signal_handler (&self->first_paint, clock);
  self->list_pending = FALSE;
  _gk_window_refresh_library (self);
}

void
_gk_window_library_realized (GkWindow *self)
{
  if (self->list_pending)
    self->first_paint = g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (self)),
                                          "after-paint", G_CALLBACK (first_paint), self);
}

void
_gk_window_library_unrealized (GkWindow *self)
{
  g_clear_signal_handler (&self->first_paint, gtk_widget_get_frame_clock (GTK_WIDGET (self)));
}

void
_gk_window_init_library (GkWindow *self)
{
  GkLibrary *library = gk_session_get_library (self->session);

  g_signal_connect_object (library, "changed", G_CALLBACK (_gk_window_refresh_library), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (library, "notify::problem", G_CALLBACK (library_problem), self,
                           G_CONNECT_SWAPPED);
  gk_start_page_set_entries (self->start_page, gk_library_get_entries (library));
  library_problem (self);
  self->list_pending = TRUE;
}

gboolean
_gk_window_library_is_busy (GkWindow *self)
{
  return gk_library_is_loading (gk_session_get_library (self->session))
         || self->listing_drafts != NULL || gk_start_page_is_filling (self->start_page)
         || (self->list_pending && gtk_widget_get_realized (GTK_WIDGET (self)));
}
