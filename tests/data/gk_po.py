# A small reader of gettext PO files, standard library only: enough for the
# catalogue checks (context, message, plural, translations, flags, comments).

import ast
import os


class Entry:
    def __init__(self):
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = []
        self.flags = set()
        self.comments = []
        self.references = []
        self.obsolete = False
        self.line = 0

    @property
    def key(self):
        return (self.msgctxt, self.msgid)

    def translations(self):
        return [s for s in self.msgstr if s]


def _unquote(text):
    return ast.literal_eval(text) if text.startswith('"') else ''


def read(path):
    """Returns the entries of the PO file at @path, header excluded."""
    entries = []
    entry = Entry()
    field = None
    index = None

    def flush():
        nonlocal entry
        if entry.msgid is not None and entry.msgid != '':
            entries.append(entry)
        entry = Entry()

    with open(path, encoding='utf-8') as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if line.startswith('#~'):
                continue
            if not line.strip():
                if entry.msgid is not None:
                    flush()
                field = None
                continue
            if line.startswith('#') and entry.msgid is not None and field == 'msgstr':
                flush()
            if line.startswith('#,'):
                entry.flags.update(f.strip() for f in line[2:].split(','))
            elif line.startswith('#.'):
                entry.comments.append(line[2:].strip())
            elif line.startswith('#:'):
                entry.references.extend(line[2:].split())
            elif line.startswith('#'):
                pass
            elif line.startswith('msgctxt '):
                if entry.msgid is not None:
                    flush()
                entry.line = entry.line or number
                field = 'msgctxt'
                entry.msgctxt = _unquote(line[8:])
            elif line.startswith('msgid_plural '):
                field = 'msgid_plural'
                entry.msgid_plural = _unquote(line[13:])
            elif line.startswith('msgid '):
                if entry.msgid is not None:
                    flush()
                entry.line = entry.line or number
                field = 'msgid'
                entry.msgid = _unquote(line[6:])
            elif line.startswith('msgstr['):
                field = 'msgstr'
                index = int(line[7:line.index(']')])
                while len(entry.msgstr) <= index:
                    entry.msgstr.append('')
                entry.msgstr[index] = _unquote(line[line.index(']') + 2:])
            elif line.startswith('msgstr '):
                field = 'msgstr'
                index = 0
                entry.msgstr = [_unquote(line[7:])]
            elif line.startswith('"'):
                text = _unquote(line)
                if field == 'msgctxt':
                    entry.msgctxt += text
                elif field == 'msgid':
                    entry.msgid += text
                elif field == 'msgid_plural':
                    entry.msgid_plural += text
                elif field == 'msgstr':
                    entry.msgstr[index] += text
    flush()
    return entries


def languages(po_dir):
    """The languages po/LINGUAS lists, in its order: every test and tool
    takes them from there, so that a new language needs no edit of them."""
    found = []
    with open(os.path.join(po_dir, 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            found.extend(line.split('#')[0].split())
    return found


def translations(path):
    """{(context, message): first translation} of the translated singular
    messages of the PO file at @path."""
    return {e.key: e.msgstr[0] for e in read(path)
            if e.msgid_plural is None and e.msgstr and e.msgstr[0]}
