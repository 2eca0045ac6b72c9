/* gk-play-page.c: a game in progress: the table, the city, the round entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "gk-city-view.h"
#include "gk-format.h"
#include "gk-play-page.h"

struct _GkPlayPage
{
  AdwBin        parent_instance;

  /* template */
  GkTablePanel *table_panel;
  GtkWidget    *banner_revealer;
  GtkLabel     *banner_label;
  GtkWidget    *rebuild_revealer;
  GtkLabel     *rebuild_label;
  GtkWidget    *city_view;
  GkRoundEntry *round_entry;

  /* state */
  GkGame       *game;
  gulong        changed_id;
  gboolean      tracking;       /* before_cursor is the cursor of the last refresh */
  guint         before_cursor;
  char         *rebuild_notice;
  char         *banner;
};

G_DEFINE_FINAL_TYPE (GkPlayPage, gk_play_page, ADW_TYPE_BIN)

/* The building cards the last rebuild during the last move added to the
 * deck, in the order the engine lists them (by colour, then number), and
 * how many cards it burned. */
static GArray *
cards_added_at_rebuild (GArray *effects,
                        guint  *burned)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (GkCard));
  GArray *added = NULL;

  for (guint i = 0; effects != NULL && i < effects->len; i++)
    {
      const GkEffect *effect = &g_array_index (effects, GkEffect, i);

      if (effect->kind == GK_EFFECT_REBUILD_CARD)
        g_array_append_val (pending, effect->id);
      else if (effect->kind == GK_EFFECT_REBUILD)
        {
          g_clear_pointer (&added, g_array_unref);
          added = g_array_copy (pending);
          g_array_set_size (pending, 0);
          *burned = (guint) effect->id;
        }
    }

  return added;
}

static void
set_rebuild_notice (GkPlayPage *self,
                    const char *text)
{
  g_free (self->rebuild_notice);
  self->rebuild_notice = g_strdup (text);
  gtk_label_set_text (self->rebuild_label, text != NULL ? text : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->rebuild_revealer), text != NULL);
}

static void
show_rebuild (GkPlayPage *self,
              GArray     *added,
              guint       burned)
{
  g_autofree char *cards = gk_format_card_list (added);
  g_autofree char *burn = NULL;
  g_autofree char *text = NULL;

  if (burned > 0)
    burn = g_strdup_printf (ngettext (" Burn %u card face up onto the discard pile.",
                                      " Burn %u cards face up onto the discard pile.", burned),
                            burned);

  if (added->len > 0)
    /* TRANSLATORS: %s is a list of cards: "Blue 5, Red 12 and Yellow 3"; the
     * second %s is the sentence about burning cards, or nothing */
    text = g_strdup_printf (_("Add %s to the discard pile and lift their build-site markers. "
                              "Shuffle the discard pile: it is the new draw pile.%s"),
                            cards, burn != NULL ? burn : "");
  else
    text = g_strdup_printf (_("No building card to add. Shuffle the discard pile: it is the new "
                              "draw pile.%s"), burn != NULL ? burn : "");
  set_rebuild_notice (self, text);
}

static void
update_banner (GkPlayPage    *self,
               const GkTable *table)
{
  const char *text = NULL;
  g_autofree char *owned = NULL;
  gint who = GK_NO_PLAYER;
  GkEndTrigger trigger = gk_table_get_end_trigger (table, &who);

  if (gk_table_is_game_over (table))
    text = _("The game is over.");
  else if (gk_table_is_last_round (table) && trigger == GK_END_RESOURCES && who >= 0)
    text = owned = g_strdup_printf (_("This is the last round: %s has placed all their "
                                      "resources."), gk_table_get_player_name (table, who));
  else if (gk_table_is_last_round (table))
    text = _("This is the last round: the tile reserve ran out a second time.");

  g_free (self->banner);
  self->banner = g_strdup (text);
  gtk_label_set_text (self->banner_label, text != NULL ? text : "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->banner_revealer), text != NULL);
}

static void
gk_play_page_refresh (GkPlayPage *self)
{
  const GkTable *table;
  guint cursor;

  if (self->game == NULL)
    return;

  table = gk_game_get_table (self->game);
  cursor = gk_game_get_cursor (self->game);

  if (self->tracking && cursor == self->before_cursor + 1)
    {
      GArray *effects = gk_game_get_last_effects (self->game);
      guint burned = 0;
      g_autoptr(GArray) added = cards_added_at_rebuild (effects, &burned);

      if (added != NULL)
        show_rebuild (self, added, burned);
    }
  else if (cursor != self->before_cursor)
    set_rebuild_notice (self, NULL);

  gk_table_panel_set_table (self->table_panel, table);
  gk_city_view_set_table (GK_CITY_VIEW (self->city_view), table);
  update_banner (self, table);

  self->tracking = TRUE;
  self->before_cursor = cursor;
}

void
gk_play_page_set_game (GkPlayPage *self,
                       GkGame     *game)
{
  g_return_if_fail (GK_IS_PLAY_PAGE (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->tracking = FALSE;
  set_rebuild_notice (self, NULL);

  if (game != NULL)
    {
      /* Connected before the round entry's handler: the city is up to date
       * when the entry asks it to highlight cells. */
      self->changed_id = g_signal_connect_object (game, "changed",
                                                  G_CALLBACK (gk_play_page_refresh), self,
                                                  G_CONNECT_SWAPPED);
      self->before_cursor = gk_game_get_cursor (game);
      gk_play_page_refresh (self);
    }
  gk_round_entry_set_game (self->round_entry, game);
}

GkRoundEntry *
gk_play_page_get_round_entry (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->round_entry;
}

GkTablePanel *
gk_play_page_get_table_panel (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->table_panel;
}

GtkWidget *
gk_play_page_get_city_view (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->city_view;
}

const char *
gk_play_page_get_rebuild_notice (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->rebuild_notice;
}

const char *
gk_play_page_get_banner (GkPlayPage *self)
{
  g_return_val_if_fail (GK_IS_PLAY_PAGE (self), NULL);
  return self->banner;
}

static void
dismiss_rebuild_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  set_rebuild_notice (GK_PLAY_PAGE (widget), NULL);
}

static void
cell_activated (GkPlayPage *self,
                int         x,
                int         y)
{
  gk_move_draft_pick_cell (gk_round_entry_get_draft (self->round_entry), x, y);
}

static gboolean
confirm_shortcut (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  GkPlayPage *self = GK_PLAY_PAGE (widget);

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  return gk_round_entry_confirm (self->round_entry);
}

/* Ctrl+Enter confirms the move whatever has the focus on the page: the
 * city, a card button, the typed entry. */
static void
add_confirm_shortcuts (GkPlayPage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i],
                                                                                    GDK_CONTROL_MASK),
                                                            gtk_callback_action_new (confirm_shortcut,
                                                                                     NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
gk_play_page_dispose (GObject *object)
{
  GkPlayPage *self = GK_PLAY_PAGE (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rebuild_notice, g_free);
  g_clear_pointer (&self->banner, g_free);

  /* The bin's child comes from the template: let go of it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), GK_TYPE_PLAY_PAGE);

  G_OBJECT_CLASS (gk_play_page_parent_class)->dispose (object);
}

static void
gk_play_page_class_init (GkPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gk_play_page_dispose;

  g_type_ensure (GK_TYPE_TABLE_PANEL);
  g_type_ensure (GK_TYPE_CITY_VIEW);
  g_type_ensure (GK_TYPE_ROUND_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ginkgocompanion/GinkgoCompanion/ui/gk-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, table_panel);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, banner_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, rebuild_revealer);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, rebuild_label);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, city_view);
  gtk_widget_class_bind_template_child (widget_class, GkPlayPage, round_entry);

  gtk_widget_class_install_action (widget_class, "play.dismiss-rebuild", NULL,
                                   dismiss_rebuild_action);
}

static void
gk_play_page_init (GkPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gk_city_view_set_draft (GK_CITY_VIEW (self->city_view),
                          gk_round_entry_get_draft (self->round_entry));
  add_confirm_shortcuts (self);
  g_signal_connect_object (self->city_view, "cell-activated", G_CALLBACK (cell_activated), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
gk_play_page_new (void)
{
  return g_object_new (GK_TYPE_PLAY_PAGE, NULL);
}
