# TAP output for the data tests: result() for each check, finish() last.

import sys

_counts = {'n': 0, 'failed': 0}


def result(ok, what, notes=()):
    """Prints check @what as passed or not; a failed one prints its @notes,
    each once, one line each."""
    _counts['n'] += 1
    if not ok:
        _counts['failed'] += 1
    print(('ok' if ok else 'not ok') + f' {_counts["n"]} - {what}')
    if not ok:
        for note in dict.fromkeys(notes):
            print('# ' + str(note).replace('\n', '\\n'))


def finish():
    """Prints the plan and exits: 1 when a check failed."""
    print(f'1..{_counts["n"]}')
    sys.exit(1 if _counts['failed'] else 0)
