#!/usr/bin/env python3
"""The catalogues use the glossary's terms, not their wrong variants.

Reads the "Wrong variants" table of po/GLOSSARY.md: one row per variant,
with the language, a regular expression for the wrong wording, an optional
regular expression the English message must match for the row to apply
("[context] text" for a message with a context), and the term to use
instead.  Every translation in po/<language>.po is checked against the
rows of its language, for every language of po/LINGUAS, and the English
messages themselves (as the catalogues hold them) against the rows of
"en"; and the glossary's tables of terms have a column for each of those
languages.  TAP output.

Usage: test-po-glossary.py SOURCE_ROOT
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402
from gk_tap import finish, result  # noqa: E402

root = sys.argv[1]
po_dir = os.path.join(root, 'po')

def cells(line):
    """The cells of a Markdown table row; "\\|" is a bar inside a cell."""
    parts = re.split(r'(?<!\\)\|', line.strip())[1:-1]
    out = []
    for part in parts:
        text = part.strip().replace('\\|', '|')
        if len(text) >= 2 and text.startswith('`') and text.endswith('`'):
            text = text[1:-1]
        out.append(text)
    return out


rules = []
heads = []          # the head row of every table of terms (its first cell "English…")
with open(os.path.join(po_dir, 'GLOSSARY.md'), encoding='utf-8') as f:
    section = None
    for line in f:
        if line.startswith('## '):
            section = line[3:].strip()
            continue
        if not line.startswith('|'):
            continue
        row = cells(line)
        if row and row[0].startswith('English'):
            heads.append((section, row))
        if section != 'Wrong variants':
            continue
        if len(row) != 4 or row[0] == 'Language' or set(row[0]) <= set('-: '):
            continue
        rules.append(row)

result(len(rules) > 0, 'GLOSSARY.md lists wrong variants', [])

languages = gk_po.languages(po_dir)

# Every table of terms has a column for every language: its head names the
# language's code, "Hungarian (hu, rulebook)".
notes = [f'“{section}” has no column for {lang}' for section, row in heads for lang in languages
         if not any(re.search(r'\(' + re.escape(lang) + r'\b', cell) for cell in row[1:])]
result(heads and not notes, 'the glossary’s tables have a column per language of LINGUAS', notes)

compiled = []
notes = []
for lang, wrong, where, instead in rules:
    try:
        compiled.append((lang, re.compile(wrong), re.compile(where) if where else None, instead,
                         wrong))
    except re.error as e:
        notes.append(f'{lang} “{wrong}” / “{where}”: {e}')
    if lang not in languages and lang != 'en':
        notes.append(f'{lang} “{wrong}”: no such language in LINGUAS')
result(not notes, 'every wrong variant is a valid expression of a listed language', notes)

def english_texts(entry):
    """The English of a message, as the rows of "en" read it."""
    return [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])


# "en" rows read the English messages: every catalogue holds each of them.
for lang in ['en'] + languages:
    entries = gk_po.read(os.path.join(po_dir, f'{languages[0] if lang == "en" else lang}.po'))
    lang_rules = [r for r in compiled if r[0] == lang]
    for _lang, wrong, where, instead, text in lang_rules:
        notes = []
        for entry in entries:
            english = entry.msgid + ('\n' + entry.msgid_plural if entry.msgid_plural else '')
            if entry.msgctxt is not None:
                english = f'[{entry.msgctxt}] {english}'
            if where is not None and not where.search(english):
                continue
            for translation in english_texts(entry) if lang == 'en' else entry.translations():
                match = wrong.search(translation)
                if match:
                    notes.append(f'{languages[0] if lang == "en" else lang}.po:{entry.line}: '
                                 f'“{match.group(0)}” in “{translation}”')
        result(not notes, f'{lang}: no “{text}”, use “{instead}”', notes)

finish()
