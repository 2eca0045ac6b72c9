/* gk-about.h: the About window, its release notes read from the metainfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

char      *gk_about_release_notes (const char         *metainfo,
                                   gssize              length,
                                   const char * const *languages,
                                   char              **version,
                                   GError            **error);

GtkWidget *gk_about_window_new    (GtkWindow          *parent);

G_END_DECLS
