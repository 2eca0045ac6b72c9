/* gk-application.h: the application, one window per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-context.h"

G_BEGIN_DECLS

#define GK_TYPE_APPLICATION (gk_application_get_type ())
G_DECLARE_FINAL_TYPE (GkApplication, gk_application, GK, APPLICATION, AdwApplication)

GkApplication  *gk_application_new         (void);
/* The game library, the plays and the people in them, the settings:
 * shared by every window of the process. */
GkContext      *gk_application_get_context (GkApplication *self);

G_END_DECLS
