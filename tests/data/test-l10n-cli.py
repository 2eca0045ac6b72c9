#!/usr/bin/env python3
"""The command line speaks every language of po/LINGUAS.

For every saved game in the folder given, ginkgo-companion --score and
--state in the text format are run under LANGUAGE=en and each language,
with the catalogues of the build tree (GINKGO_COMPANION_LOCALEDIR), and so
are a refused file and a usage error.
A translated run must exit as the English one does, differ from it, show
words of its own catalogue (headings and labels every report of its kind
prints, in that catalogue's words) and keep no English word of the English
output (player names, file names and the format names excepted).  TAP
output.

Usage: test-l10n-cli.py PROGRAM LOCALEDIR GAMES_DIR PO_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

program, localedir, games, po_dir = sys.argv[1:5]
languages = gk_po.languages(po_dir)


def words(text):
    return set(re.findall(r'\w{3,}', text))


def catalogue(lang):
    """The language's translations, and the words they use that no English
    message does: a text holding one is in the language."""
    entries = gk_po.read(os.path.join(po_dir, f'{lang}.po'))
    english = set().union(*(words(e.msgid + (e.msgid_plural or '')) for e in entries))
    translated = set().union(*(words(t) for e in entries for t in e.translations()))
    return gk_po.translations(os.path.join(po_dir, f'{lang}.po')), translated - english


def before_placeholder(text):
    return re.split(r'%[su]', text)[0].strip()


CATALOGUES = {lang: catalogue(lang) for lang in languages}
# Words every report of its kind prints, in the catalogue's words.
EXPECTED = {lang: {'--score': [t[(None, 'Districts\n')].strip(),
                               t[(None, 'End-game cards\n')].strip()],
                   '--state': [before_placeholder(t[(None, '  Kept cards: %s\n')])]}
            for lang, (t, _own) in CATALOGUES.items()}
# The solo opponent as the report labels it: its translated name, its id.
OPPONENT = {lang: t[(None, '%s (%s)')] % (t[(None, 'HAL')], 'hal')
            for lang, (t, _own) in CATALOGUES.items()}

def run(lang, args):
    env = dict(os.environ, LANGUAGE=lang, LC_ALL='C.UTF-8', GINKGO_COMPANION_LOCALEDIR=localedir)
    p = subprocess.run([program] + args, env=env, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def ascii_words(text):
    return {w for w in re.findall(r'\w+', text) if re.fullmatch(r'[A-Za-z]{3,}', w)}


def prose_words(text):
    """Words of the prose: file format names (<player>, “take”) do not count."""
    text = re.sub(r'<[^<>\s]*>|“[^”]*”|"[^"]*"', ' ', text)
    return ascii_words(text)


def check(what, args, allowed, expected=None):
    code_en, en = run('en', args)
    english = prose_words(en) - allowed - ascii_words(os.path.basename(program))
    for lang in languages:
        code, out = run(lang, args)
        label = f'{lang}: {what}'
        result(code == code_en, f'{label}: exits with {code_en}', [f'exit status {code}'])
        result(out != en and words(out) & CATALOGUES[lang][1],
               f'{label}: the output is in the language', out.splitlines()[:5])
        if expected:
            missing = [w for w in expected[lang] if w not in out]
            result(not missing, f'{label}: shows {", ".join(expected[lang])}',
                   [f'missing: {w}' for w in missing])
        left = sorted(prose_words(out) & english)
        result(not left, f'{label}: no English word left',
               [f'English: {w}' for w in left] +
               [line for line in out.splitlines() if ascii_words(line) & set(left)][:10])


files = sorted(f for f in os.listdir(games) if f.endswith('.ginkgo'))
result(len(files) > 0, f'saved games found in {games}')
for name in files:
    path = os.path.join(games, name)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    names = set(re.findall(r'name="([^"]*)"', text))
    allowed = set()
    for player in names:
        allowed |= ascii_words(player)
    # The solo opponent's id is a file name; its name is translated (HAL, Hal, Гоша).
    solo = 'variant="solo"' in text
    if solo:
        allowed.add('hal')
    for mode in ('--score', '--state'):
        expected = {lang: EXPECTED[lang][mode] + ([OPPONENT[lang]] if solo else [])
                    for lang in EXPECTED}
        check(f'{mode} {name}', [mode, path], allowed, expected)

# A score sheet of another game says its own words where its English ones
# are those of Ginkgopolis (msgctxt "Underwater Cities"), and in English
# shows no context.
SHARED = ('End-game cards', 'Resources')
with tempfile.TemporaryDirectory() as tmp:
    sheet = os.path.join(tmp, 'underwater-cities.ginkgo')
    with open(sheet, 'w', encoding='utf-8') as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<scoresheet version="1" game="underwater-cities" players="2">\n'
                '  <player id="p1" name="Anna"><count key="cards" n="7"/></player>\n'
                '  <player id="p2" name="Bea"/>\n</scoresheet>\n')
    code, out = run('en', ['--score', sheet])
    rows = [line.split('  ')[0] for line in out.splitlines()]
    result(code == 0 and all(w in rows for w in SHARED) and '|' not in out,
           'en: an Underwater Cities sheet: ' + ', '.join(SHARED), out.splitlines()[:12])
    for lang in languages:
        t = CATALOGUES[lang][0]
        code, out = run(lang, ['--score', sheet])
        rows = [line.split('  ')[0] for line in out.splitlines()]
        notes = []
        for msgid in SHARED:
            own = t.get(('Underwater Cities', msgid))
            if own is None:
                notes.append(f'no translation of “{msgid}” in the context “Underwater Cities”')
            elif own not in rows:
                notes.append(f'missing: {own}')
            ginkgopolis = t.get((None, msgid))
            if ginkgopolis is not None and ginkgopolis != own and ginkgopolis in rows:
                notes.append(f'the Ginkgopolis words: {ginkgopolis}')
        result(code == 0 and not notes,
               f'{lang}: an Underwater Cities sheet says its own words for '
               + ', '.join(SHARED), notes + out.splitlines()[:12])

with tempfile.TemporaryDirectory() as tmp:
    broken = os.path.join(tmp, 'broken.ginkgo')
    with open(broken, 'w', encoding='utf-8') as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<ginkgopolis version="1">\n  <setup players="2" variant="standard"/>\n'
                '</ginkgopolis>\n')
    check('a refused file', ['--score', broken], ascii_words(broken) | {'ginkgo'})
check('a usage error', ['--score', 'a.ginkgo', '--state', 'b.ginkgo'],
      {'ginkgo', 'companion', 'score', 'state', 'help', 'tsv', 'text', 'cli'})

finish()
