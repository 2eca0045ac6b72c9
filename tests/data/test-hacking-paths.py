#!/usr/bin/env python3
"""HACKING.md names only files and folders that exist.

Every path between backquotes in HACKING.md ("src/core/gk-steps.c",
"tests/fuzz/", "src/ui/gk-stats-page.[ch]") must exist in the source tree,
and every bare file name of the project ("gk-table.c", "test-gamefile.c")
somewhere in it.  Patterns ("tests/ui/test-<widget>.c", "po/xx.po" for a
new language) and build outputs ("_build/...") are not files.  TAP output.

Usage: test-hacking-paths.py SOURCE_ROOT
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gk_tap import finish, result  # noqa: E402

root = sys.argv[1]
DOC = 'HACKING.md'
# A path of the tree: a folder of it first, or a project file name.
TOP = ('src/', 'tests/', 'tools/', 'bench/', 'data/', 'docs/', 'po/', 'flatpak/', '.ci/')
BARE = re.compile(r'^(gk|test|bench|fuzz)-[\w.-]+\.(c|h|ui|xml|py|sh)$')
PATTERN = re.compile(r'[<>*{}]|\bxx\b')

with open(os.path.join(root, DOC), encoding='utf-8') as f:
    text = f.read()

names = set()
for folder, dirs, files in os.walk(root):
    dirs[:] = [d for d in dirs if not d.startswith(('.git', '_build'))]
    names.update(files)

checked = []
missing = []
for span in re.findall(r'`([^`\n]+)`', text):
    for token in span.split():
        token = token.strip('.,;:()"\'')
        if PATTERN.search(token) or token.startswith('_build'):
            continue
        # "gk-stats-page.[ch]": the .c and the .h
        alternatives = re.match(r'^(.*)\.\[(\w+)\]$', token)
        candidates = ([f'{alternatives.group(1)}.{ext}' for ext in alternatives.group(2)]
                      if alternatives else [token])
        for path in candidates:
            if path.startswith(TOP):
                checked.append(path)
                if not os.path.exists(os.path.join(root, path)):
                    missing.append(path)
            elif BARE.match(path):
                checked.append(path)
                if path not in names:
                    missing.append(path)

result(len(checked) > 0, f'{DOC} names paths')
result(not missing, f'every path {DOC} names exists ({len(checked)} checked)',
       [f'no such file or folder: {path}' for path in missing])
finish()
