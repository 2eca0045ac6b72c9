#!/usr/bin/env python3
"""The window's main screens speak every language of po/LINGUAS.

gk-l10n-screens prints every text shown on the start page, the setup
assistant's four pages, a game being played (and its table panel), a score
page, the position editor (and its players), New Game's choice, a score sheet's setup, checklist and pad,
History, Statistics, Why This Score? and the shortcuts.  Under LANGUAGE set
to each language of po/LINGUAS each screen must show text of that
language (a word its translations use and no English message does) and
no English word: a word of the English messages (the msgids of the
catalogue) that the translation itself does not use, and that is not a
player's name or the app's name.

Each screen is shown in a window of a phone (360x640, upright; 640x360, on
its side) and of a laptop (1366x768).  In every language it must fit: the
window's smallest size on it no larger than the window, no text or picture
cut off at the window's edge or shortened with an ellipsis, no word broken
across lines (scrolled into view or not), none drawn over another, and nothing that scrolls sideways unless it is made to (a sheet's
players' columns); and every control a finger presses (buttons, check buttons,
switches, drop-downs, spin buttons' buttons, rows that activate) at least
32 pixels wide and high, GNOME's touch target.

Why This Score? and the shortcuts window, as they open over the window,
must be no larger than it.

Then on a 1024x600 screen, with the window as large as the screen, in
English and every language: every control of every screen within a
pointer's reach (in the window, or in a part that scrolls to it), and the
popover that changes a play's start and the keyboard shortcuts window, as
they open, no larger than the screen.  TAP output.

Usage: test-l10n-screens.py DRIVER LOCALEDIR PO_DIR GAME POSITION FINISHED [XVFB_RUN]
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

driver, localedir, po_dir, game, position, finished = sys.argv[1:7]
xvfb = sys.argv[7:8]

# A phone held upright and on its side (the metainfo's display_length,
# 360, is the screen's shorter side), and a laptop.
SIZES = [(360, 640), (640, 360), (1366, 768)]
SCREENS = 19
# A small laptop's screen, where every control must be within reach.
REACH = (1024, 600)

# Screens that do not fit a phone yet, by (screen, width, language or None
# for all), with what is left: their fitting checks are reported as TAP
# TODO and do not fail the test.  Remove an entry when its screen fits;
# every other screen must fit now.
NOT_YET = {
}


def not_yet(screen, width, lang):
    return NOT_YET.get((screen, width, lang), NOT_YET.get((screen, width, None)))

# Names, not words: the app, the game, keys.
ALLOWED = {'Ginkgo', 'Companion', 'Ginkgopolis', 'Ctrl', 'Alt', 'Shift', 'Escape', 'Enter', 'ginkgo'}

def ascii_words(text):
    return {w for w in re.findall(r'\w+', text) if re.fullmatch(r'[A-Za-z]{3,}', w)}


def all_words(text):
    return set(re.findall(r'\w{3,}', text))


def catalogue_words(path):
    """Words of the English messages, words the translations use, and the
    words of the translations no English message uses (of any script)."""
    english, translated = set(), set()
    english_all, translated_all = set(), set()
    key = None
    for line in open(path, encoding='utf-8'):
        m = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d+\])?|msgctxt)\s+"(.*)"$', line)
        if m:
            key = m.group(1)
            text = m.group(2)
        elif line.startswith('"') and key:
            text = line.strip()[1:-1]
        else:
            key = None
            continue
        if key.startswith('msgid'):
            english |= ascii_words(text)
            english_all |= all_words(text)
        elif key.startswith('msgstr'):
            translated |= ascii_words(text)
            translated_all |= all_words(text)
    return english, translated, translated_all - english_all


names = set()
for path in (game, position, finished):
    names |= ascii_words(os.path.basename(path))   # the file name in the title
    with open(path, encoding='utf-8') as f:
        for name in re.findall(r'name="([^"]*)"', f.read()):
            names |= ascii_words(name)

def run(lang, size, reach=False):
    width, height = size
    env = dict(os.environ, LANGUAGE=lang, LC_ALL='C.UTF-8')
    cmd = [driver, localedir, game, position, finished, f'{width}x{height}']
    screen = f'{width}x{height}' if reach else '1920x1080'
    if reach:
        cmd.append('reach')
    if xvfb:
        cmd = [xvfb[0], '-a', '-s', f'-screen 0 {screen}x24'] + cmd
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    result(p.returncode == 0, f'{lang} {width}x{height}: the window shows its screens',
           p.stderr.splitlines()[-10:])
    screens, fits = {}, {}
    current = None
    for line in p.stdout.splitlines():
        if line.startswith('=== '):
            current = line[4:]
            screens[current] = {'text': [], 'size': (0, 0), 'window': (0, 0), 'faults': [],
                                'unreachable': [], 'small': []}
        elif line.startswith('+++ '):
            fits[re.sub(r' (fits|cut|missing)\b.*', '', line[4:])] = line
        elif current is None:
            continue
        elif line.startswith('--- small '):
            screens[current]['small'].append(line[len('--- small '):])
        elif line.startswith('--- unreachable '):
            screens[current]['unreachable'].append(line[len('--- unreachable '):])
        elif line.startswith('--- size '):
            screens[current]['size'] = tuple(int(n) for n in line.split()[2:4])
        elif line.startswith('--- window '):
            screens[current]['window'] = tuple(int(n) for n in line.split()[2:4])
        elif line.startswith('--- '):
            screens[current]['faults'].append(line[4:])
        else:
            screens[current]['text'].append(line)
    result(len(screens) == SCREENS, f'{lang} {width}x{height}: {SCREENS} screens printed',
           list(screens))
    return screens, fits


def check_reach(lang):
    """A small laptop's screen: every control within reach, the start's
    popover and the shortcuts window on it."""
    screens, fits = run(lang, REACH, reach=True)
    where = f'{lang} {REACH[0]}x{REACH[1]}'
    for screen, shown in screens.items():
        result(not shown['unreachable'], f'{where}: {screen}: every control within reach',
               shown['unreachable'][:15])
    for what, name in (('popover start', "the start's popover"),
                       ('shortcuts', 'the shortcuts window')):
        line = fits.get(what, '')
        result(' fits ' in line, f'{where}: {name} fits the screen', [line])


# English has no catalogue to check, but the same screen to fit.
check_reach('en')

for lang in gk_po.languages(po_dir):
    english, translated, own = catalogue_words(os.path.join(po_dir, lang + '.po'))
    suspects = english - translated - ALLOWED - names
    for size in SIZES:
        width, height = size
        screens, fits = run(lang, size)
        # Why This Score? and the shortcuts, as they open over the window,
        # no larger than it.
        for name in ('why this score', 'shortcuts'):
            line = fits.get(f'{name} over the window', '')
            result(' fits ' in line, f'{lang} {width}x{height}: {name} opens within the window',
                   [line])
        for screen, shown in screens.items():
            lines = shown['text']
            where = f'{lang} {width}x{height}: {screen}'
            if size == SIZES[-1]:
                text = '\n'.join(lines)
                result(bool(all_words(text) & own), f'{lang}: {screen}: text in the language',
                       lines[:5])
                left = sorted(ascii_words(text) & suspects)
                result(not left, f'{lang}: {screen}: no English word left',
                       [f'English: {w}' for w in left] +
                       [l for l in lines if ascii_words(l) & set(left)][:10])
            # Nothing on the screen may need a wider window than the
            # phone's or the laptop's in this language.
            todo = not_yet(screen, width, lang)
            need_w, need_h = shown['size']
            result(0 < need_w <= width and 0 < need_h <= height,
                   f'{where}: needs no more than {width}x{height}',
                   [f'the window needs at least {need_w}x{need_h}'], todo)
            result(shown['window'][0] <= width,
                   f'{where}: the window stays {width} wide',
                   [f'the window is {shown["window"][0]}x{shown["window"][1]}'], todo)
            result(not shown['faults'], f'{where}: nothing cut off, overlapping or too wide',
                   shown['faults'][:15], todo)
            # Every control a finger presses at least 32 pixels each way.
            result(not shown['small'], f'{where}: every control a finger\'s size',
                   shown['small'][:15])

    check_reach(lang)

finish()
