/* gk-report.c: the command line's output (shared/spec/game-file.md)
 *
 * Every number comes from the engine (gk_score_compute() and the table's
 * getters); this file only lays them out: TSV for programs, with fixed
 * keys, and text for people, translated, explaining each point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gk-format.h"
#include "gk-report.h"
#include "gk-steps.h"

/* ---- helpers ---- */

static char *
player_id (gint player)
{
  return gk_player_id_to_string (player);
}

/* The seats that score: every player, then the solo opponent. */
static guint
scoring_seats (const GkTable *table,
               gint           seats[GK_MAX_PLAYERS + 1])
{
  guint n = MIN (gk_table_get_n_players (table), GK_MAX_PLAYERS);

  for (guint i = 0; i < n; i++)
    seats[i] = (gint) i;
  if (gk_table_get_variant (table) == GK_VARIANT_SOLO && !gk_table_is_position (table))
    seats[n++] = GK_PLAYER_HAL;
  return n;
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  GkCard ca = *(const GkCard *) a;
  GkCard cb = *(const GkCard *) b;

  /* Card ids run by colour (blue, red, yellow), then number. */
  return (ca > cb) - (ca < cb);
}

/* "blue-4 red-12" (file names) or "Blue 4, Red 12" (names for people);
 * sorts @cards in place.  NULL for an empty list. */
static char *
card_list (GArray   *cards,
           gboolean  for_people)
{
  GString *out;

  if (cards->len == 0)
    return NULL;

  g_array_sort (cards, compare_cards);
  out = g_string_new (NULL);
  for (guint i = 0; i < cards->len; i++)
    {
      GkCard card = g_array_index (cards, GkCard, i);
      g_autofree char *name = for_people ? gk_card_get_name (card) : gk_card_to_string (card);

      if (i > 0)
        g_string_append (out, for_people ? _(", ") : " ");
      g_string_append (out, name);
    }
  return g_string_free (out, FALSE);
}

static GArray *
kept_cards (const GkTable *table,
            gint           player)
{
  guint n = gk_table_get_n_kept (table, player);
  GArray *cards = g_array_sized_new (FALSE, FALSE, sizeof (GkCard), n);

  for (guint i = 0; i < n; i++)
    {
      GkCard card = gk_table_get_kept (table, player, i);
      g_array_append_val (cards, card);
    }
  return cards;
}

/* The columns @text takes in a terminal: a wide (East Asian) character
 * takes two, a combining mark or other zero-width character none. */
static guint
text_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

/* Appends @text left-aligned (or right-aligned) in @width columns. */
static void
append_padded (GString    *out,
               const char *text,
               guint       width,
               gboolean    right)
{
  guint used = text_width (text);
  guint pad = used < width ? width - used : 0;

  if (right)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (out, ' ');
  g_string_append (out, text);
  if (!right)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (out, ' ');
}

guint
gk_report_text_width (const char *text)
{
  g_return_val_if_fail (text != NULL, 0);

  return text_width (text);
}

void
gk_report_append_padded (GString    *out,
                         const char *text,
                         guint       width,
                         gboolean    right)
{
  g_return_if_fail (out != NULL && text != NULL);

  append_padded (out, text, width, right);
}

/* ---- score ---- */

static char *
score_tsv (const GkScore *score)
{
  GString *out = g_string_new ("player\ttokens\tcards\trenewal\tdistricts\ttotal\n");

  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *p = &score->players[i];
      g_autofree char *id = player_id (p->player);

      g_string_append_printf (out, "%s\t%u\t%u\t%u\t%u\t%u\n",
                              id, p->tokens, p->cards, p->renewal, p->districts, p->total);
    }
  return g_string_free (out, FALSE);
}

/* The table of totals, best rank first, seating order among equals. */
static void
append_score_table (GString       *out,
                    const GkTable *table,
                    const GkScore *score)
{
  /* TRANSLATORS: column headings of the score table; keep them short */
  const char *headings[] = { _("Rank"), _("Player"), gk_format_score_part (GK_SCORE_TOKENS),
                             gk_format_score_part (GK_SCORE_CARDS),
                             gk_format_score_part (GK_SCORE_RENEWAL),
                             gk_format_score_part (GK_SCORE_DISTRICTS),
                             gk_format_score_part (GK_SCORE_TOTAL) };
  guint widths[G_N_ELEMENTS (headings)];
  char *cells[GK_MAX_PLAYERS + 1][G_N_ELEMENTS (headings)];
  guint order[GK_MAX_PLAYERS + 1];
  guint n = score->n_players;

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    widths[c] = text_width (headings[c]);

  for (guint i = 0; i < n; i++)
    {
      const GkPlayerScore *p = &score->players[i];

      cells[i][0] = g_strdup_printf ("%u", p->rank);
      cells[i][1] = gk_format_player_label (table, p->player);
      cells[i][2] = g_strdup_printf ("%u", p->tokens);
      cells[i][3] = g_strdup_printf ("%u", p->cards);
      cells[i][4] = g_strdup_printf ("%u", p->renewal);
      cells[i][5] = g_strdup_printf ("%u", p->districts);
      cells[i][6] = g_strdup_printf ("%u", p->total);
      for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
        widths[c] = MAX (widths[c], text_width (cells[i][c]));
    }

  /* best rank first; insertion sort keeps seating order among equals */
  for (guint i = 0; i < n; i++)
    {
      guint j = i;

      while (j > 0 && score->players[order[j - 1]].rank > score->players[i].rank)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      if (c > 0)
        g_string_append (out, "  ");
      append_padded (out, headings[c], widths[c], c != 1);
    }
  g_string_append_c (out, '\n');

  for (guint k = 0; k < n; k++)
    {
      guint i = order[k];

      for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
        {
          if (c > 0)
            g_string_append (out, "  ");
          append_padded (out, cells[i][c], widths[c], c != 1);
        }
      g_string_append_c (out, '\n');
    }

  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
      g_free (cells[i][c]);
}

static void
append_winners (GString       *out,
                const GkTable *table,
                const GkScore *score)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *names = NULL;
  guint64 first = gk_score_winners (score);

  for (guint i = 0; i < score->n_players; i++)
    if (first & (G_GUINT64_CONSTANT (1) << i))
      g_ptr_array_add (winners, gk_format_player_label (table, score->players[i].player));
  if (winners->len == 0)
    return;
  g_ptr_array_add (winners, NULL);
  /* TRANSLATORS: separator between names in a list */
  names = g_strjoinv (_(", "), (char **) winners->pdata);

  if (winners->len - 1 == 1)
    g_string_append_printf (out, score->final ? _("Winner: %s\n") : _("Ahead: %s\n"), names);
  else
    g_string_append_printf (out,
                            score->final ? _("Shared victory: %s\n") : _("Tied ahead: %s\n"),
                            names);
}

static void
append_district (GString          *out,
                 const GkTable    *table,
                 const GkScore    *score,
                 guint             index,
                 const GkDistrict *district)
{
  guint n_cells = district->cells->len / 2;
  GString *cells = g_string_new (NULL);
  GString *shares = g_string_new (NULL);
  gint seats[GK_MAX_PLAYERS + 1];
  guint n_seats = scoring_seats (table, seats);

  for (guint c = 0; c < n_cells; c++)
    g_string_append_printf (cells, "%s(%d, %d)", c > 0 ? " " : "",
                            g_array_index (district->cells, gint, 2 * c),
                            g_array_index (district->cells, gint, 2 * c + 1));

  g_string_append_printf (out,
                          g_dngettext (GETTEXT_PACKAGE,
                                       /* TRANSLATORS: a district in the score: its
                                        * number, colour, building count, cells */
                                       "  %u. %s district, %u building: %s; ",
                                       "  %u. %s district, %u buildings: %s; ",
                                       n_cells),
                          index + 1, gk_colour_get_name (district->colour), n_cells, cells->str);
  g_string_append_printf (out,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u resource in all\n",
                                       "%u resources in all\n",
                                       district->total),
                          district->total);
  g_string_free (cells, TRUE);

  for (guint i = 0; i < n_seats; i++)
    {
      g_autofree char *who = NULL;
      gint seat = seats[i];

      if (district->resources[seat] == 0)
        continue;
      who = gk_format_player_label (table, seat);
      if (shares->len > 0)
        g_string_append (shares, _(", "));
      /* TRANSLATORS: a player's share of a district: name, resources, tallest building */
      g_string_append_printf (shares, _("%s %u (tallest building %u high)"),
                              who, district->resources[seat], district->tallest[seat]);
    }
  if (shares->len > 0)
    g_string_append_printf (out, "     %s\n", shares->str);
  else
    g_string_append_printf (out, "     %s\n", _("nobody owns a building here: no points"));
  g_string_free (shares, TRUE);

  if (district->first != GK_NO_PLAYER && district->first_reason == GK_PLACE_ALONE)
    {
      g_autofree char *who = gk_format_player_label (table, district->first);

      g_string_append_printf (out, _("     %s is alone: first and second place, %u + %u points\n"),
                              who, district->first_points, district->second_points);
      return;
    }
  if (district->first != GK_NO_PLAYER)
    {
      g_autofree char *who = gk_format_player_label (table, district->first);

      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "     First: %s, %u point (%s)\n",
                                           "     First: %s, %u points (%s)\n",
                                           district->first_points),
                              who, district->first_points,
                              gk_format_place_reason (district->first_reason, TRUE));
    }
  if (district->second != GK_NO_PLAYER)
    {
      g_autofree char *who = gk_format_player_label (table, district->second);

      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "     Second: %s, %u point (%s)\n",
                                           "     Second: %s, %u points (%s)\n",
                                           district->second_points),
                              who, district->second_points,
                              gk_format_place_reason (district->second_reason, FALSE));
    }
}

static char *
score_text (const GkTable *table,
            const GkScore *score)
{
  GString *out = g_string_new (NULL);
  /* How the game ended (rules.md 7), in the score page's words. */
  g_autofree char *end = gk_format_game_end (table);

  if (score->final)
    g_string_append (out, _("Final score\n"));
  else
    g_string_append_printf (out,
                            _("The game is not over (round %u): scored as the table stands.\n"),
                            gk_table_get_round (table));
  g_string_append_c (out, '\n');

  append_score_table (out, table, score);
  g_string_append_c (out, '\n');
  append_winners (out, table, score);
  if (end != NULL)
    g_string_append_printf (out, "%s\n", end);

  g_string_append_c (out, '\n');
  g_string_append (out, _("Districts\n"));
  if (score->districts->len == 0)
    /* In the score page's words. */
    g_string_append_printf (out, "  %s\n", gk_format_no_districts ());
  for (guint d = 0; d < score->districts->len; d++)
    append_district (out, table, score, d, g_ptr_array_index (score->districts, d));

  g_string_append_c (out, '\n');
  g_string_append (out, _("End-game cards\n"));
  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *p = &score->players[i];
      g_autofree char *who = gk_format_player_label (table, p->player);

      if (p->card_scores == NULL || p->card_scores->len == 0)
        {
          g_string_append_printf (out, _("  %s: none\n"), who);
          continue;
        }
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "  %s: %u point\n",
                                                "  %s: %u points\n",
                                                p->cards),
                              who, p->cards);
      for (guint c = 0; c < p->card_scores->len; c++)
        {
          const GkCardScore *card_score = &g_array_index (p->card_scores, GkCardScore, c);
          g_autofree char *name = gk_card_get_name (card_score->card);
          g_autofree char *why = gk_format_card_score (card_score);
          const char *caveat = gk_format_card_caveat (card_score->card);

          g_string_append_printf (out,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "    %s: %u point (%s)\n",
                                               "    %s: %u points (%s)\n",
                                               card_score->points),
                                  name, card_score->points, why);
          if (caveat != NULL)
            g_string_append_printf (out, "      %s\n", caveat);
        }
    }

  if (!gk_table_uses_renewal_tokens (table))
    return g_string_free (out, FALSE);

  g_string_append_c (out, '\n');
  g_string_append (out, _("Renewal tokens\n"));
  for (guint i = 0; i < score->n_players; i++)
    {
      const GkPlayerScore *p = &score->players[i];
      g_autofree char *who = gk_format_player_label (table, p->player);

      if (p->player == GK_PLAYER_HAL)
        continue;
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "  %s: %u unused token, %u points\n",
                                           "  %s: %u unused tokens, %u points\n",
                                           p->renewal / 2),
                              who, p->renewal / 2, p->renewal);
    }

  return g_string_free (out, FALSE);
}

char *
gk_report_score (const GkTable  *table,
                 GkReportFormat  format)
{
  g_autoptr(GkScore) score = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  score = gk_score_compute (table);
  if (format == GK_REPORT_TSV)
    return score_tsv (score);
  return score_text (table, score);
}

/* ---- state ---- */

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

static void
append_list_tsv (GString    *out,
                 const char *key,
                 GArray     *cards)
{
  g_autofree char *list = card_list (cards, FALSE);

  g_string_append_printf (out, "%s\t%s\n", key, list != NULL ? list : "-");
}

static void
state_tsv_players (GString       *out,
                   const GkTable *table)
{
  gint seats[GK_MAX_PLAYERS + 1];
  guint n_seats = scoring_seats (table, seats);

  for (guint i = 0; i < n_seats; i++)
    {
      gint p = seats[i];
      g_autofree char *id = player_id (p);
      g_autofree char *key = g_strdup_printf ("%s.kept", id);
      g_autoptr(GArray) kept = kept_cards (table, p);

      g_string_append_printf (out, "%s.points\t%u\n", id, gk_table_get_points (table, p));
      g_string_append_printf (out, "%s.resources_supply\t%u\n",
                              id, gk_table_get_resources_supply (table, p));
      if (!gk_table_player_has_screen (table, p))
        {
          /* game-file.md: the solo opponent has no screen, tiles or tokens. */
          g_string_append_printf (out, "%s.resources_city\t%u\n",
                                  id, gk_table_get_resources_city (table, p));
          append_list_tsv (out, key, kept);
          continue;
        }
      g_string_append_printf (out, "%s.resources_screen\t%u\n",
                              id, gk_table_get_resources_screen (table, p));
      g_string_append_printf (out, "%s.resources_city\t%u\n",
                              id, gk_table_get_resources_city (table, p));
      g_string_append_printf (out, "%s.tiles\t%u\n", id, gk_table_get_tiles (table, p));
      g_string_append_printf (out, "%s.renewal_tokens\t%u\n",
                              id, gk_table_get_renewal_tokens (table, p));
      append_list_tsv (out, key, kept);
    }
}

static char *
state_tsv (const GkTable *table)
{
  GString *out = g_string_new (NULL);

  if (!gk_table_is_position (table))
    {
      g_autofree char *first = player_id (gk_table_get_first_player (table));
      g_autoptr(GArray) sites = gk_table_get_build_sites (table);
      GkEndTrigger trigger;
      gint trigger_player = GK_NO_PLAYER;

      trigger = gk_table_get_end_trigger (table, &trigger_player);

      g_string_append_printf (out, "round\t%u\n", gk_table_get_round (table));
      g_string_append_printf (out, "first_player\t%s\n", first);
      g_string_append_printf (out, "draw_pile\t%u\n", gk_table_get_draw_pile (table));
      g_string_append_printf (out, "discard_pile\t%u\n", gk_table_get_discard_pile (table));
      g_string_append_printf (out, "reshuffles\t%u\n", gk_table_get_reshuffles (table));
      g_string_append_printf (out, "tile_reserve\t%u\n", gk_table_get_tile_reserve (table));
      /* The solo game has no tile-return step (rules.md 10). */
      g_string_append_printf (out, "tile_return_done\t%s\n",
                              yes_no (gk_table_has_tile_return (table)
                                      && gk_table_get_reserve_exhaustions (table) >= 1));
      if (trigger == GK_END_TILES)
        g_string_append (out, "end_trigger\ttiles\n");
      else if (trigger == GK_END_OPPONENT_CANNOT_PAY)
        g_string_append (out, "end_trigger\thal-cannot-pay\n");
      else if (trigger == GK_END_RESOURCES)
        {
          g_autofree char *who = player_id (trigger_player);

          g_string_append_printf (out, "end_trigger\tresources:%s\n", who);
        }
      else
        g_string_append (out, "end_trigger\tnone\n");
      g_string_append_printf (out, "game_over\t%s\n", yes_no (gk_table_is_game_over (table)));
      append_list_tsv (out, "build_sites", sites);
    }

  state_tsv_players (out, table);

  return g_string_free (out, FALSE);
}

static void
state_text_players (GString       *out,
                    const GkTable *table)
{
  gint seats[GK_MAX_PLAYERS + 1];
  guint n_seats = scoring_seats (table, seats);

  for (guint i = 0; i < n_seats; i++)
    {
      gint p = seats[i];
      g_autofree char *who = gk_format_player_label (table, p);
      g_autoptr(GArray) kept = kept_cards (table, p);
      g_autofree char *kept_list = NULL;
      guint points = gk_table_get_points (table, p);
      guint tiles = gk_table_get_tiles (table, p);
      guint tokens = gk_table_get_renewal_tokens (table, p);

      /* rules.md 8: each kept card with what it is assumed to do */
      g_array_sort (kept, compare_cards);
      kept_list = gk_format_kept_cards (kept);
      g_string_append_printf (out, "\n%s\n", who);
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE, "  %u point\n", "  %u points\n",
                                           points),
                              points);
      if (!gk_table_player_has_screen (table, p))
        {
          /* TRANSLATORS: the solo opponent's resources: in its supply, in the city */
          g_string_append_printf (out, _("  Resources: %u in its supply, %u in the city\n"),
                                  gk_table_get_resources_supply (table, p),
                                  gk_table_get_resources_city (table, p));
          g_string_append_printf (out, _("  Kept cards: %s\n"), kept_list);
          continue;
        }
      /* TRANSLATORS: where a player's resources are: supply, behind the screen, in the city */
      g_string_append_printf (out, _("  Resources: %u in the supply, %u behind the screen, "
                                     "%u in the city\n"),
                              gk_table_get_resources_supply (table, p),
                              gk_table_get_resources_screen (table, p),
                              gk_table_get_resources_city (table, p));
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "  %u tile behind the screen\n",
                                           "  %u tiles behind the screen\n",
                                           tiles),
                              tiles);
      if (gk_table_uses_renewal_tokens (table))
        g_string_append_printf (out,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "  %u hand-renewal token\n",
                                             "  %u hand-renewal tokens\n",
                                             tokens),
                                tokens);
      g_string_append_printf (out, _("  Kept cards: %s\n"), kept_list);
    }
}

static char *
state_text (const GkTable *table)
{
  GString *out = g_string_new (NULL);

  if (gk_table_is_position (table))
    g_string_append (out, _("A finished table (position)\n"));
  else
    {
      g_autofree char *first = gk_format_player_label (table, gk_table_get_first_player (table));
      g_autoptr(GArray) sites = gk_table_get_build_sites (table);
      g_autofree char *site_list = card_list (sites, TRUE);
      guint draw = gk_table_get_draw_pile (table);
      guint discard = gk_table_get_discard_pile (table);
      guint reshuffles = gk_table_get_reshuffles (table);
      guint reserve = gk_table_get_tile_reserve (table);
      guint exhaustions = gk_table_get_reserve_exhaustions (table);
      gint trigger_player = GK_NO_PLAYER;
      GkEndTrigger trigger = gk_table_get_end_trigger (table, &trigger_player);

      if (gk_table_is_game_over (table))
        g_string_append_printf (out, _("Round %u: the game is over\n"), gk_table_get_round (table));
      else if (gk_table_is_last_round (table))
        g_string_append_printf (out, _("Round %u, the last round\n"), gk_table_get_round (table));
      else
        g_string_append_printf (out, _("Round %u\n"), gk_table_get_round (table));
      if (!gk_table_is_game_over (table))
        {
          gint next = gk_table_get_next_player (table);

          g_string_append_printf (out, _("First player: %s\n"), first);
          if (next != GK_NO_PLAYER)
            {
              g_autofree char *who = gk_format_player_label (table, next);

              g_string_append_printf (out, _("Next to act: %s\n"), who);
              if (next == GK_PLAYER_HAL)
                /* What to do for the opponent, in the round entry's words. */
                g_string_append_printf (out, "%s\n", gk_steps_opponent_turn ());
            }
        }

      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Draw pile: %u card\n", "Draw pile: %u cards\n", draw),
                              draw);
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Discard pile: %u card\n", "Discard pile: %u cards\n",
                                           discard),
                              discard);
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Deck rebuilt %u time\n", "Deck rebuilt %u times\n",
                                           reshuffles),
                              reshuffles);
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Tile reserve: %u tile\n", "Tile reserve: %u tiles\n",
                                           reserve),
                              reserve);
      if (exhaustions == 0)
        g_string_append (out, _("The tile reserve has not run out yet\n"));
      else if (gk_table_get_variant (table) == GK_VARIANT_SOLO)
        g_string_append (out, _("The tile reserve ran out\n"));
      else if (exhaustions == 1)
        g_string_append (out, _("The tile reserve ran out once: the tiles were returned\n"));
      else
        g_string_append (out, _("The tile reserve ran out twice\n"));

      if (trigger == GK_END_TILES && gk_table_get_variant (table) == GK_VARIANT_SOLO)
        g_string_append (out, _("End of the game: triggered, the tile reserve ran out\n"));
      else if (trigger == GK_END_TILES)
        g_string_append (out, _("End of the game: triggered, the tile reserve ran out the "
                                "second time\n"));
      else if (trigger == GK_END_OPPONENT_CANNOT_PAY)
        {
          const char *who = gk_table_get_player_name (table, GK_PLAYER_HAL);

          g_string_append_printf (out, _("End of the game: %s could not pay for its "
                                         "construction\n"), who);
        }
      else if (trigger == GK_END_RESOURCES)
        {
          g_autofree char *who = gk_format_player_label (table, trigger_player);

          g_string_append_printf (out, _("End of the game: triggered, %s placed all their "
                                         "resources\n"), who);
        }
      else
        g_string_append (out, _("End of the game: not triggered yet\n"));

      g_string_append_printf (out, _("Build sites: %s\n"),
                              site_list != NULL ? site_list : _("none"));
    }

  state_text_players (out, table);

  return g_string_free (out, FALSE);
}

char *
gk_report_state (const GkTable  *table,
                 GkReportFormat  format)
{
  g_return_val_if_fail (table != NULL, NULL);

  if (format == GK_REPORT_TSV)
    return state_tsv (table);
  return state_text (table);
}
