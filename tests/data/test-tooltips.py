#!/usr/bin/env python3
"""Every tooltip of the app is set with gk_ui_set_tooltip().

GTK 4.8 asks the display where the pointer is whenever a visible widget's
tooltip-text or tooltip-markup is set, from code or from a .ui file, even
for a widget on no screen yet: three round trips to an X server each, paid
at startup by the header bar's buttons and by the hundreds of buttons a
game's page makes, and waited for on a busy machine.  gk_ui_set_tooltip()
(src/ui/gk-ui-util.c) shows the same text when asked, for nothing; a
template's tooltips are set with gk_ui_set_template_tooltips().  This test
finds any tooltip set the other way.  TAP output.

Usage: test-tooltips.py SOURCE_ROOT
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gk_tap import finish, result  # noqa: E402

root = sys.argv[1]

in_ui = []
for path in sorted(glob.glob(os.path.join(root, 'src', '**', '*.ui'), recursive=True)):
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            if re.search(r'name="tooltip-(text|markup)"', line):
                in_ui.append(f'{os.path.relpath(path, root)}:{number}: {line.strip()}')
result(not in_ui, 'no .ui file sets tooltip-text or tooltip-markup', in_ui)

in_code = []
call = re.compile(r'gtk_widget_set_tooltip_(text|markup)\s*\(|"tooltip-(text|markup)"')
for path in sorted(glob.glob(os.path.join(root, 'src', '**', '*.c'), recursive=True)):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    # the comments say why not; the code must not
    code = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    for match in call.finditer(code):
        number = code.count('\n', 0, match.start()) + 1
        in_code.append(f'{os.path.relpath(path, root)}: near line {number}: {match.group(0)}')
result(not in_code, 'no C source sets a tooltip through GTK', in_code)

finish()
