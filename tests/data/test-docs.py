#!/usr/bin/env python3
"""The file format's page says everything its schema allows.

Every element and attribute named in data/ginkgo-game.rng must appear in
docs/game-file.md (as `name`, <name> or name="), so that the page and the
schema stay in step.  TAP output.

Usage: test-docs.py SOURCE_ROOT
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1]
RNG = '{http://relaxng.org/ns/structure/1.0}'

schema = ET.parse(os.path.join(root, 'data', 'ginkgo-game.rng'))
elements = sorted({e.get('name') for e in schema.iter(RNG + 'element')})
attributes = sorted({a.get('name') for a in schema.iter(RNG + 'attribute')})
with open(os.path.join(root, 'docs', 'game-file.md'), encoding='utf-8') as f:
    page = f.read()

n = 0
failed = 0


def result(ok, what, notes=()):
    global n, failed
    n += 1
    if not ok:
        failed += 1
    print(('ok' if ok else 'not ok') + f' {n} - {what}')
    for note in notes:
        print('# ' + note)


missing = [e for e in elements if not re.search(r'<' + re.escape(e) + r'[\s>/]', page)]
result(not missing, f'docs/game-file.md shows all {len(elements)} elements of the schema',
       [f'not shown: <{e}>' for e in missing])

missing = [a for a in attributes
           if not re.search(r'(`' + re.escape(a) + r'`|\b' + re.escape(a) + r'=")', page)]
result(not missing, f'docs/game-file.md names all {len(attributes)} attributes of the schema',
       [f'not named: {a}' for a in missing])

link = re.search(r'\]\(docs/game-file\.md\)', open(os.path.join(root, 'README.md'),
                                                       encoding='utf-8').read())
result(link is not None, 'README links to docs/game-file.md')

print(f'1..{n}')
sys.exit(1 if failed else 0)
