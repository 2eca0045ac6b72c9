#!/usr/bin/env python3
"""No two strings shown together share a mnemonic, in any language.

The groups of strings that share a screen come from the interface files:
each top-level <template>, <object> and <menu> of src/ui/*.ui is one group.
Screens made of several groups (a page inside the window) and the labels set
from C code are listed in SCREENS below; each listed label must still be
marked _("...") in src/, and every label with a mnemonic marked there must be
listed, so the list cannot go stale.  For every group and screen, the
mnemonic letters (the letter after "_") are collected from the English
strings and from the translations of each catalogue in po/LINGUAS, and any
letter used twice is reported.  A translation that drops the mnemonic of
its English string is reported too.  TAP output.

Usage: test-mnemonics.py SOURCE_ROOT
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

# Screens whose strings come from more than one group, or from C code.  A
# group is "file.ui#Class-or-id"; a string is (context, English message).
# When a label replaces another on the same widget, the screen lists the
# variant once per label (see the setup assistant's last step).
# The window's save-error bar (built when it first shows, under the header
# bar) stays above every page while a save fails: each page's screen holds
# it.  The play page shows the whole header bar (its Score button) too.
WINDOW = 'gk-window-bars.ui#save_bar'

SCREENS = [
    ('the play page in the window', {
        'groups': ['gk-window.ui#GkWindow', WINDOW, 'gk-play-page.ui#GkPlayPage',
                   'gk-round-entry.ui#GkRoundEntry'],
        # gk-round-entry.c: a renewal button per player; gk-window.c: the
        # toast after a move is undone.
        'strings': [(None, 'Re_new'), (None, '_Undo')],
    }),
    ('the start page in the window', {
        'groups': [WINDOW, 'gk-start-page.ui#GkStartPage'],
        # gk-window.c: the toast after a game is deleted from the library.
        'strings': [(None, '_Undo')],
    }),
    ('the setup assistant in the window, last step', {
        'groups': [WINDOW, 'gk-setup-assistant.ui#GkSetupAssistant'],
        # gk-setup-assistant.c: the "Next" button reads this on the checklist.
        'strings': [(None, '_Start the Game')],
        'without': [(None, '_Next')],
    }),
    ('a score sheet\'s setup and pad in the window', {
        'groups': [WINDOW, 'gk-sheet-page.ui#GkSheetPage'],
        # gk-sheet-page.c: the "Next" button reads these on the checklist and
        # on the pad.
        'strings': [(None, '_Start the Sheet'), (None, '_Finish'), (None, '_Correct the Sheet')],
        'without': [(None, '_Next')],
    }),
    ('the setup assistant in the window', {
        'groups': [WINDOW, 'gk-setup-assistant.ui#GkSetupAssistant'],
        'strings': [],
    }),
    ('the position editor in the window', {
        'groups': [WINDOW, 'gk-position-editor.ui#GkPositionEditor'],
        'strings': [],
    }),
    ('the history page in the window', {
        'groups': [WINDOW, 'gk-history-page.ui#GkHistoryPage'],
        'strings': [],
    }),
    ('the statistics page in the window', {
        'groups': [WINDOW, 'gk-stats-page.ui#GkStatsPage'],
        'strings': [],
    }),
    ('the Open dialog', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Open'), (None, '_Cancel')],
    }),
    ('a refusal dialog', {
        'groups': [],
        # gk-window.c: the only response of a message dialog
        'strings': [(None, '_Close')],
    }),
    ('the unsaved-game dialog before another game takes its place', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Keep Playing'), (None, '_Go On Anyway')],
    }),
    ('the unsaved-game dialog before the window closes', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Keep Playing'), (None, '_Close Anyway')],
    }),
    ('the question before a table being scored is discarded', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Keep It'), (None, '_Discard')],
    }),
    ('the score page in the window', {
        'groups': [WINDOW, 'gk-score-page.ui#GkScorePage',
                   'gk-play-details-view.ui#GkPlayDetailsView'],
        'strings': [],
    }),
    ('the dialog before a finished game is corrected', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Cancel'), (None, 'Co_rrect')],
    }),
    ('the Save As dialog', {
        'groups': [],
        # gk-window.c
        'strings': [(None, '_Save'), (None, '_Cancel')],
    }),
]

MNEMONIC = re.compile(r'_(\w)')

root = sys.argv[1]
ui_dir = os.path.join(root, 'src', 'ui')
po_dir = os.path.join(root, 'po')

def has_mnemonic(text):
    return MNEMONIC.search(text.replace('__', '')) is not None


def mnemonic_strings(top):
    return [(element.get('context'), element.text) for element in top.iter()
            if element.get('translatable') == 'yes' and element.text
            and has_mnemonic(element.text)]


# Groups from the interface files; an object with an id inside one is a
# group of its own too, "file.ui#Top/id" (a part shown with other screens).
# Top is a template's class, or a top-level object's id.
groups = {}
for name in sorted(os.listdir(ui_dir)):
    if not name.endswith('.ui'):
        continue
    tree = ET.parse(os.path.join(ui_dir, name))
    for top in tree.getroot():
        # a template by its class; an object or a menu by its id (a file
        # may hold several objects of one class, as the window's bars)
        key = (top.get('class') if top.tag == 'template'
               else top.get('id') or top.get('class'))
        if key is None:
            continue
        groups[f'{name}#{key}'] = mnemonic_strings(top)
        for element in top.iter('object'):
            if element is not top and element.get('id') is not None:
                groups[f'{name}#{key}/{element.get("id")}'] = mnemonic_strings(element)

languages = gk_po.languages(po_dir)

catalogues = {'en': None}
for lang in languages:
    catalogues[lang] = gk_po.translations(os.path.join(po_dir, f'{lang}.po'))

# The labels set from C code, as the sources mark them.
c_sources = ''
for folder, _dirs, names in os.walk(os.path.join(root, 'src')):
    for name in sorted(names):
        if name.endswith('.c'):
            with open(os.path.join(folder, name), encoding='utf-8') as f:
                c_sources += f.read()

# Every label with a mnemonic marked in C code is placed on a screen above.
listed = {text for _title, screen in SCREENS
          for _ctx, text in screen['strings'] + screen.get('without', [])}
unplaced = sorted({m for m in re.findall(r'\b_\("((?:[^"\\]|\\.)*)"\)', c_sources)
                   if has_mnemonic(m)} - listed)
result(not unplaced, 'every mnemonic label set from C code is on a screen of SCREENS',
       [f'not placed: “{m}”' for m in unplaced])

screens = [(f'{key}', strings) for key, strings in groups.items() if strings and '/' not in key]
for title, screen in SCREENS:
    missing = [g for g in screen['groups'] if g not in groups]
    missing += [f'_("{text}") in src/' for _ctx, text in screen['strings']
                if f'_("{text}")' not in c_sources]
    result(not missing, f'the groups and labels of {title} exist',
           [f'no such group or label: {g}' for g in missing])
    strings = [s for g in screen['groups'] if g in groups for s in groups[g]]
    strings = [s for s in strings if s not in screen.get('without', [])]
    screens.append((title, strings + screen['strings']))

for lang, catalogue in catalogues.items():
    for title, strings in screens:
        letters = {}
        notes = []
        for key in strings:
            text = key[1] if catalogue is None else catalogue.get(key)
            if text is None:
                notes.append(f'untranslated: “{key[1]}”')
                continue
            match = MNEMONIC.search(text.replace('__', ''))
            if match is None:
                notes.append(f'“{text}” (for “{key[1]}”) has no mnemonic')
                continue
            letters.setdefault(match.group(1).lower(), []).append(text)
        for letter, texts in sorted(letters.items()):
            if len(texts) > 1:
                notes.append(f'“{letter}” is the mnemonic of ' + ', '.join(f'“{t}”' for t in texts))
        result(not notes, f'{lang}: mnemonics of {title} are unique', notes)

result(len(screens) > len(SCREENS), 'the interface files hold strings with mnemonics')
finish()
