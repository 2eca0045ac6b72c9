/* gk-sheet-science.c: 7 Wonders' science, wild symbols maximised exactly
 *
 * Free wilds are interchangeable, so only how many take each symbol
 * matters: every split is tried, O(n²) for n free wilds.  Masks are tried
 * one symbol at a time (at most 3^8), duplicators by split over the owned
 * symbols.  Splits are tried gear-first, and only a strictly better score
 * replaces the best, which makes gear, then compass, then tablet the
 * choice among equals (spec 1.4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gk-sheet-science.h"

gint
gk_science_points (const guint counts[GK_SCIENCE_N_SYMBOLS],
                   guint       set_bonus)
{
  gint64 g = counts[GK_SCIENCE_GEAR];
  gint64 c = counts[GK_SCIENCE_COMPASS];
  gint64 t = counts[GK_SCIENCE_TABLET];
  gint64 sets = MIN (g, MIN (c, t));
  gint64 points = g * g + c * c + t * t + (7 + 3 * (gint64) set_bonus) * sets;

  return (gint) MIN (points, G_MAXINT);
}

typedef struct
{
  const GkScienceInput *input;
  GkScienceResult       best;
  GkScienceResult       current;
  gboolean              found;
} Search;

/* The duplicators last: every split of them over the symbols owned. */
static void
try_duplicators (Search *search)
{
  const GkScienceInput *input = search->input;
  GkScienceResult *current = &search->current;
  guint owned[GK_SCIENCE_N_SYMBOLS];
  guint d = input->n_duplicators;

  for (guint s = 0; s < GK_SCIENCE_N_SYMBOLS; s++)
    owned[s] = current->counts[s] > 0;

  /* Nothing owned: the duplicators have nothing to copy. */
  if (d > 0 && !owned[0] && !owned[1] && !owned[2])
    d = 0;

  for (guint a = owned[0] ? d : 0; ; a--)
    {
      for (guint b = owned[1] ? d - a : 0; ; b--)
        {
          guint c = d - a - b;

          if (c == 0 || owned[2])
            {
              guint counts[GK_SCIENCE_N_SYMBOLS] = {
                current->counts[0] + a, current->counts[1] + b, current->counts[2] + c
              };
              gint points = gk_science_points (counts, input->set_bonus);

              if (!search->found || points > search->best.points)
                {
                  search->best = *current;
                  memcpy (search->best.counts, counts, sizeof counts);
                  search->best.duplicated[0] = a;
                  search->best.duplicated[1] = b;
                  search->best.duplicated[2] = c;
                  search->best.points = points;
                  search->found = TRUE;
                }
            }
          if (b == 0)
            break;
        }
      if (a == 0)
        break;
    }
}

static void
try_masks (Search *search,
           guint   mask)
{
  const GkScienceInput *input = search->input;

  if (mask == input->n_masks)
    {
      try_duplicators (search);
      return;
    }
  for (guint s = 0; s < GK_SCIENCE_N_SYMBOLS; s++)
    {
      if ((input->masks[mask] & (1u << s)) == 0)
        continue;
      search->current.mask_to[mask] = s;
      search->current.counts[s]++;
      try_masks (search, mask + 1);
      search->current.counts[s]--;
    }
}

gboolean
gk_science_best (const GkScienceInput *input,
                 GkScienceResult      *result)
{
  Search search = { input, };
  guint n;

  g_return_val_if_fail (input != NULL && result != NULL, FALSE);

  if (input->n_masks > GK_SCIENCE_MAX_MASKS || input->n_free > GK_SCIENCE_MAX_WILDS ||
      input->n_duplicators > GK_SCIENCE_MAX_DUPLICATORS)
    return FALSE;
  for (guint m = 0; m < input->n_masks; m++)
    if ((input->masks[m] & GK_SCIENCE_ANY) == 0)
      return FALSE;

  n = input->n_free;
  for (guint a = n; ; a--)
    {
      for (guint b = n - a; ; b--)
        {
          guint c = n - a - b;

          memset (&search.current, 0, sizeof search.current);
          search.current.free_to[0] = a;
          search.current.free_to[1] = b;
          search.current.free_to[2] = c;
          search.current.counts[0] = input->counts[0] + a;
          search.current.counts[1] = input->counts[1] + b;
          search.current.counts[2] = input->counts[2] + c;
          try_masks (&search, 0);
          if (b == 0)
            break;
        }
      if (a == 0)
        break;
    }

  *result = search.best;
  return TRUE;
}

const char *
gk_science_symbol_name (GkScienceSymbol symbol)
{
  switch (symbol)
    {
    case GK_SCIENCE_GEAR:
      return _("gear");
    case GK_SCIENCE_COMPASS:
      return _("compass");
    case GK_SCIENCE_TABLET:
      return _("tablet");
    case GK_SCIENCE_N_SYMBOLS:
    default:
      g_return_val_if_reached (NULL);
    }
}
