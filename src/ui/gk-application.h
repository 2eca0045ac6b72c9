/* gk-application.h: the application, one window per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "gk-history-index.h"
#include "gk-history-profiles.h"

G_BEGIN_DECLS

#define GK_TYPE_APPLICATION (gk_application_get_type ())
G_DECLARE_FINAL_TYPE (GkApplication, gk_application, GK, APPLICATION, AdwApplication)

GkApplication  *gk_application_new         (void);
/* The plays of the game library and the people in them, shared by every
 * window of the process. */
GkHistoryIndex *gk_application_get_history (GkApplication *self);
GkHistoryProfiles *gk_application_get_profiles (GkApplication *self);

G_END_DECLS
