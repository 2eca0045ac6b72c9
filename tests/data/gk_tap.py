# TAP output for the data tests: result() for each check, finish() last.

import sys

_counts = {'n': 0, 'failed': 0}


def result(ok, what, notes=(), todo=None):
    """Prints check @what as passed or not; a failed one prints its @notes,
    each once, one line each.  With @todo (what is left to do) a failure
    is a known one, TAP's TODO, and does not fail the test."""
    _counts['n'] += 1
    if not ok and todo is None:
        _counts['failed'] += 1
    print(('ok' if ok else 'not ok') + f' {_counts["n"]} - {what}'
          + (f' # TODO {todo}' if todo is not None and not ok else ''))
    if not ok:
        for note in dict.fromkeys(notes):
            print('# ' + str(note).replace('\n', '\\n'))


def finish():
    """Prints the plan and exits: 1 when a check failed."""
    print(f'1..{_counts["n"]}')
    sys.exit(1 if _counts['failed'] else 0)
