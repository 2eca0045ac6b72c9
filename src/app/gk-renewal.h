/* gk-renewal.h: one seat's hand renewal, as the move draft offers it
 *
 * The move draft lists one per seat that holds renewal tokens
 * (gk_move_draft_get_renewals()), kept from one table to the next of the
 * same game: only the tokens left and whether the seat may renew now
 * change, each with its notification.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-core.h"

G_BEGIN_DECLS

#define GK_TYPE_RENEWAL (gk_renewal_get_type ())
G_DECLARE_FINAL_TYPE (GkRenewal, gk_renewal, GK, RENEWAL, GObject)

GkRenewal      *gk_renewal_new             (gint            player,
                                            const char     *name,
                                            GkPlayerColour  colour);
gint            gk_renewal_get_player      (GkRenewal      *self);
const char     *gk_renewal_get_name        (GkRenewal      *self);
GkPlayerColour  gk_renewal_get_colour      (GkRenewal      *self);
/* The renewal tokens the seat has left. */
guint           gk_renewal_get_tokens      (GkRenewal      *self);
/* Whether the seat may renew its hand now (gk_table_can_renew()). */
gboolean        gk_renewal_get_can_renew   (GkRenewal      *self);
/* Both from @table: notified when they change. */
void            gk_renewal_update          (GkRenewal      *self,
                                            const GkTable  *table);

G_END_DECLS
