/* gk-core.h: everything the rules engine offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-types.h"
#include "gk-cards.h"
#include "gk-setup.h"
#include "gk-move.h"
#include "gk-table.h"
#include "gk-score.h"
#include "gk-play.h"
#include "gk-game.h"
#include "gk-position.h"
#include "gk-gamefile.h"
#include "gk-report.h"
#include "gk-format.h"
#include "gk-open-rules.h"
