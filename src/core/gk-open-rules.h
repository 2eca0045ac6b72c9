/* gk-open-rules.h: what the app decides where the rulebooks are silent
 *
 * The decisions of rules.md 9 and 10 that change what players see at the
 * table or on the score, and the card data the app assumes (rules.md 8),
 * each as a title and a few sentences for players, in the order a page
 * shows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GK_OPEN_RULE_PLAY,     /* during a round */
  GK_OPEN_RULE_SCORE,    /* the end and the final score */
  GK_OPEN_RULE_SOLO,     /* the solo game against HAL */
  GK_OPEN_RULE_ASSUMED,  /* what the app takes from outside the rulebooks */
  GK_N_OPEN_RULE_GROUPS
} GkOpenRuleGroup;

/* The number of entries: the decisions, then what is assumed. */
guint           gk_open_rules_get_n        (void);
/* The group of entry @index. */
GkOpenRuleGroup gk_open_rules_get_group    (guint           index);
/* Entry @index's title and text, translated. */
const char     *gk_open_rules_get_title    (guint           index);
const char     *gk_open_rules_get_text     (guint           index);
/* The heading of @group, translated. */
const char     *gk_open_rules_group_title  (GkOpenRuleGroup group);
/* The number of decisions the rulebooks leave open (the entries before
 * GK_OPEN_RULE_ASSUMED). */
guint           gk_open_rules_get_n_decisions (void);

G_END_DECLS
