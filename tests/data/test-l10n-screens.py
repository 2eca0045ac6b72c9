#!/usr/bin/env python3
"""The window's main screens speak every language of po/LINGUAS.

gk-l10n-screens prints every text shown on the start page, the setup
assistant's four pages, a game being played, a score page, the position
editor, New Game's choice and a score sheet's setup, checklist and pad.  Under LANGUAGE set
to each language of po/LINGUAS each screen must show text of that
language (a word its translations use and no English message does) and
no English word: a word of the English messages (the msgids of the
catalogue) that the translation itself does not use, and that is not a
player's name or the app's name.  Each screen must also fit the window's
declared minimum size, 1000x600, in every language.  On a 1024x600
screen, with the window as large as the screen, every control of every
screen must be within a pointer's reach (in the window, or in a part that
scrolls to it), and the popover that changes a play's start and the
keyboard shortcuts window must fit the screen.  TAP output.

Usage: test-l10n-screens.py DRIVER LOCALEDIR PO_DIR GAME POSITION [XVFB_RUN]
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

driver, localedir, po_dir, game, position = sys.argv[1:6]
xvfb = sys.argv[6:7]

# The smallest window the app declares (width-request and height-request
# in src/ui/gk-window.ui): a 1024x600 display.
MIN_WIDTH, MIN_HEIGHT = 1000, 600

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
for path in (game, position):
    names |= ascii_words(os.path.basename(path))   # the file name in the title
    with open(path, encoding='utf-8') as f:
        for name in re.findall(r'name="([^"]*)"', f.read()):
            names |= ascii_words(name)

def run(lang, screen):
    """The driver's screens on a screen of that size: their text, their
    smallest sizes, the controls out of reach, and whether the popover and
    the shortcuts window fit."""
    env = dict(os.environ, LANGUAGE=lang, LC_ALL='C.UTF-8')
    cmd = [driver, localedir, game, position]
    if xvfb:
        cmd = [xvfb[0], '-a', '-s', f'-screen 0 {screen}x24'] + cmd
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    result(p.returncode == 0, f'{lang}: the window shows its screens on {screen}',
           p.stderr.splitlines()[-10:])
    screens, sizes, unreachable, fits = {}, {}, {}, {}
    current = None
    for line in p.stdout.splitlines():
        if line.startswith('=== '):
            current = line[4:]
            screens[current] = []
            unreachable[current] = []
        elif line.startswith('--- size ') and current is not None:
            sizes[current] = tuple(int(n) for n in line.split()[2:4])
        elif line.startswith('--- unreachable ') and current is not None:
            unreachable[current].append(line[len('--- unreachable '):])
        elif line.startswith('+++ '):
            words = line.split()
            fits[words[1] if words[1] != 'popover' else 'popover ' + words[2]] = line
        elif current is not None:
            screens[current].append(line)
    return screens, sizes, unreachable, fits


def check_reach(lang):
    """A small laptop's screen: every control within reach, the popover
    and the shortcuts window on it."""
    screens, _, unreachable, fits = run(lang, '1024x600')
    result(len(screens) == 12, f'{lang}: 1024x600: twelve screens printed', list(screens))
    for screen, left in unreachable.items():
        result(not left, f'{lang}: 1024x600: {screen}: every control within reach', left)
    for what, name in (('popover start', "the start's popover"),
                       ('shortcuts', 'the shortcuts window')):
        line = fits.get(what, '')
        result(' fits ' in line, f'{lang}: 1024x600: {name} fits the screen', [line])


# English has no catalogue to check, but the same screen to fit.
check_reach('en')

for lang in gk_po.languages(po_dir):
    english, translated, own = catalogue_words(os.path.join(po_dir, lang + '.po'))
    suspects = english - translated - ALLOWED - names
    screens, sizes, _, _ = run(lang, '1366x768')
    result(len(screens) == 12, f'{lang}: twelve screens printed', list(screens))
    for screen, lines in screens.items():
        text = '\n'.join(lines)
        result(bool(all_words(text) & own), f'{lang}: {screen}: text in the language',
               lines[:5])
        left = sorted(ascii_words(text) & suspects)
        result(not left, f'{lang}: {screen}: no English word left',
               [f'English: {w}' for w in left] +
               [l for l in lines if ascii_words(l) & set(left)][:10])
        # The window's declared minimum (gk-window.ui), which the metainfo
        # promises: nothing on the screen may need more in this language.
        width, height = sizes.get(screen, (0, 0))
        result(0 < width <= MIN_WIDTH and 0 < height <= MIN_HEIGHT,
               f'{lang}: {screen}: fits {MIN_WIDTH}x{MIN_HEIGHT}',
               [f'the window needs at least {width}x{height}'])

    check_reach(lang)

finish()
