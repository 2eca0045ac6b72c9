#!/usr/bin/env python3
"""The typed-move hints can be followed on the keyboard of each language.

A move is typed as one line: an urbanization letter A to L (Latin), a
colour letter and a number for a building card or a tile.  The colour
letters are translated ("bry" in English; the quick entry also reads the
English ones, src/app/gk-move-draft-text.c).  For every catalogue in
po/LINGUAS: its hints give the building-card examples in its own letters;
where those are not Latin letters (another keyboard layout), the hints also
say that the Latin ones work, and no example move makes the player switch
layouts in the middle of it.  TAP output.

Usage: test-typed-moves.py SOURCE_ROOT
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

root = sys.argv[1]
po_dir = os.path.join(root, 'po')

PLACEHOLDER = 'Type a move: r9, A b12 1, y3 b5…'
TOOLTIP = ('A to L: an urbanization card; r9, b12, y3: a building card, then a tile; '
           'a number: the marker’s cell; Enter confirms')
ERROR_START = '“%s” is not a move: type a card (A to L, or r9, b12, y3)'
LATIN_EXAMPLES = 'r9, b12, y3'

def mixes_scripts(move):
    letters = [c for c in move if c.isalpha()]
    return any(c.isascii() for c in letters) and any(not c.isascii() for c in letters)


languages = gk_po.languages(po_dir)
result(len(languages) > 0, 'po/LINGUAS lists languages')

for lang in languages:
    translated = gk_po.translations(os.path.join(po_dir, f'{lang}.po'))
    by_id = {msgid: text for (context, msgid), text in translated.items() if context is None}
    error = next((text for msgid, text in by_id.items() if msgid.startswith(ERROR_START)), None)
    colours = by_id.get('bry')
    placeholder = by_id.get(PLACEHOLDER)
    tooltip = by_id.get(TOOLTIP)
    found = None not in (colours, placeholder, tooltip, error)
    result(found, f'{lang}: the colour letters and the hints are translated')
    if not found:
        continue
    blue, red, yellow = list(colours)
    own = f'{red}9, {blue}12, {yellow}3'
    result(own in tooltip and own in error,
           f'{lang}: the hints give the building cards in the catalogue’s letters ({own})',
           [tooltip, error])
    other_layout = not colours.isascii()
    if other_layout:
        result(LATIN_EXAMPLES in tooltip and LATIN_EXAMPLES in error,
               f'{lang}: the hints say the Latin letters work too ({LATIN_EXAMPLES})',
               [tooltip, error])
    moves = placeholder.split(':', 1)[-1].rstrip('…').split(',')
    mixed = [m.strip() for m in moves if mixes_scripts(m)]
    result(not mixed, f'{lang}: no example move mixes Latin and other letters', mixed)

finish()
