#!/usr/bin/env python3
"""The window's main screens speak Hungarian and Russian.

gk-l10n-screens prints every text shown on the start page, the setup
assistant's four pages, a game being played, a score page, New Game's
choice and a score sheet's setup, checklist and pad.  Under
LANGUAGE=hu and LANGUAGE=ru each screen must show text of that language and
no English word: a word of the English messages (the msgids of the
catalogue) that the translation itself does not use, and that is not a
player's name or the app's name.  TAP output.

Usage: test-l10n-screens.py DRIVER LOCALEDIR PO_DIR GAME POSITION [XVFB_RUN]
"""
import os
import re
import subprocess
import sys

driver, localedir, po_dir, game, position = sys.argv[1:6]
xvfb = sys.argv[6:7]

SCRIPT = {'hu': re.compile(r'[áéíóöőúüű]', re.I), 'ru': re.compile(r'[а-яё]', re.I)}
# Names, not words: the app, the game, keys.
ALLOWED = {'Ginkgo', 'Companion', 'Ginkgopolis', 'Ctrl', 'Alt', 'Shift', 'Escape', 'Enter', 'ginkgo'}

n = 0
failed = 0


def result(ok, what, notes=()):
    global n, failed
    n += 1
    if not ok:
        failed += 1
    print(('ok' if ok else 'not ok') + f' {n} - {what}')
    if not ok:
        for note in notes:
            print('# ' + note)


def ascii_words(text):
    return {w for w in re.findall(r'\w+', text) if re.fullmatch(r'[A-Za-z]{3,}', w)}


def catalogue_words(path):
    """Words of the English messages, and words the translations use."""
    english, translated = set(), set()
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
        elif key.startswith('msgstr'):
            translated |= ascii_words(text)
    return english, translated


names = set()
for path in (game, position):
    names |= ascii_words(os.path.basename(path))   # the file name in the title
    with open(path, encoding='utf-8') as f:
        for name in re.findall(r'name="([^"]*)"', f.read()):
            names |= ascii_words(name)

for lang in ('hu', 'ru'):
    english, translated = catalogue_words(os.path.join(po_dir, lang + '.po'))
    suspects = english - translated - ALLOWED - names
    env = dict(os.environ, LANGUAGE=lang, LC_ALL='C.UTF-8')
    cmd = [driver, localedir, game, position]
    if xvfb:
        cmd = [xvfb[0], '-a', '-s', '-screen 0 1366x768x24'] + cmd
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    result(p.returncode == 0, f'{lang}: the window shows its screens',
           p.stderr.splitlines()[-10:])
    screens = {}
    current = None
    for line in p.stdout.splitlines():
        if line.startswith('=== '):
            current = line[4:]
            screens[current] = []
        elif current is not None:
            screens[current].append(line)
    result(len(screens) == 11, f'{lang}: eleven screens printed', list(screens))
    for screen, lines in screens.items():
        text = '\n'.join(lines)
        result(SCRIPT[lang].search(text) is not None, f'{lang}: {screen}: text in the language',
               lines[:5])
        left = sorted(ascii_words(text) & suspects)
        result(not left, f'{lang}: {screen}: no English word left',
               [f'English: {w}' for w in left] +
               [l for l in lines if ascii_words(l) & set(left)][:10])

print(f'1..{n}')
sys.exit(1 if failed else 0)
