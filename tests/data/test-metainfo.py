#!/usr/bin/env python3
"""The AppStream metainfo keeps the promises a Flathub review and the GNOME
software centre check: who makes the app, its colours, a short summary in
every language, screenshots that exist in the repository at the tag they
name and are no larger than 1000x700, one set per language, a described
release, the links, and the window size it declares.

Usage: test-metainfo.py SOURCE_ROOT METAINFO_IN METAINFO_BUILT APP_ID VERSION
       [APPSTREAMCLI]

METAINFO_IN is data/APP_ID.metainfo.xml.in, METAINFO_BUILT the same file with
the translations merged in.  The screenshots are looked up in the git history
when SOURCE_ROOT is a git checkout, on disk otherwise (a release tarball).
"""
import glob
import os
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gk_po  # noqa: E402

XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
SUMMARY_MAX = 35
SHOT_MAX = (1000, 700)
# Issues appstreamcli --pedantic may report, and why they stay:
ACCEPTED_ISSUES = {
    # io.github.USER.APP is how Flathub names an app hosted on GitHub, and
    # GNOME apps write the last part in CamelCase.
    'cid-contains-uppercase-letter',
    # <developer id=…> came with AppStream 1.0; Debian 12's appstreamcli
    # (0.16) does not know it yet, Flathub's linter requires it.
    'unknown-tag developer',
}

root, meta_in, meta_built, app_id, version = sys.argv[1:6]
appstreamcli = sys.argv[6] if len(sys.argv) > 6 else None
# English, then every language of po/LINGUAS.
LANGUAGES = ('en',) + tuple(gk_po.languages(os.path.join(root, 'po')))

results = []


def check(name, problems):
    results.append((name, problems))


def parse(path):
    return ET.parse(path).getroot()


source = parse(meta_in)
built = parse(meta_built)

# io.github.OWNER.REPO lives at https://github.com/OWNER/REPO
_, _, owner, repo = app_id.split('.', 3)
home = f'https://github.com/{owner}/{repo}'


def is_git_checkout():
    try:
        out = subprocess.run(['git', '-C', root, 'rev-parse', '--show-toplevel'],
                             capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return False
    return os.path.realpath(out) == os.path.realpath(root)


GIT = is_git_checkout()


# ---- developer ----
def developer():
    p = []
    devs = source.findall('developer')
    if len(devs) != 1:
        return [f'{len(devs)} <developer> elements, expected 1']
    dev = devs[0]
    if dev.get('id') != f'io.github.{owner}':
        p.append(f'developer id {dev.get("id")!r}, expected {"io.github." + owner!r}')
    name = dev.find('name')
    if name is None or not (name.text or '').strip():
        p.append('<developer> has no <name>')
    elif name.get('translate') != 'no':
        p.append('the developer name is marked for translation')
    if source.find('developer_name') is not None:
        p.append('the deprecated <developer_name> is still there')
    return p


check('developer tag with an id and a name', developer())


# ---- branding ----
def luminance(colour):
    c = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def branding():
    p = []
    colours = {c.get('scheme_preference'): (c.text or '').strip()
               for c in source.findall('branding/color') if c.get('type') == 'primary'}
    for scheme, text in (('light', '#000000'), ('dark', '#ffffff')):
        colour = colours.get(scheme)
        if colour is None:
            p.append(f'no primary colour for the {scheme} scheme')
        elif not re.fullmatch(r'#[0-9a-fA-F]{6}', colour):
            p.append(f'{scheme} colour {colour!r} is not #rrggbb')
        elif contrast(colour, text) < 4.5:
            p.append(f'{scheme} colour {colour}: {text} text on it reads '
                     f'{contrast(colour, text):.1f}:1, less than 4.5:1')
    return p


check('branding: a light and a dark primary colour, readable', branding())


# ---- summary ----
def summary():
    p = []
    summaries = built.findall('summary')
    langs = {s.get(XML_LANG, 'en') for s in summaries}
    for lang in LANGUAGES:
        if lang not in langs:
            p.append(f'no summary in {lang}')
    for s in summaries:
        text = (s.text or '').strip()
        if len(text) > SUMMARY_MAX:
            p.append(f'{s.get(XML_LANG, "en")} summary is {len(text)} characters, '
                     f'more than {SUMMARY_MAX}: {text!r}')
        if text.endswith('.'):
            p.append(f'{s.get(XML_LANG, "en")} summary ends with a full stop')
    return p


check(f'summary at most {SUMMARY_MAX} characters in every language', summary())


# ---- links ----
def links():
    p = []
    urls = {u.get('type'): (u.text or '').strip() for u in source.findall('url')}
    for kind in ('homepage', 'bugtracker', 'vcs-browser', 'translate'):
        url = urls.get(kind)
        if url is None:
            p.append(f'no {kind} URL')
        elif url != home and not url.startswith(home + '/'):
            p.append(f'{kind} URL {url} is not under {home} (the app id {app_id})')
    if (source.findtext('id') or '').strip() != app_id:
        p.append(f'component id {source.findtext("id")!r}, expected {app_id!r}')
    return p


check('homepage, bugtracker, vcs-browser and translate agree with the app id', links())


# ---- release ----
def release():
    p = []
    releases = source.findall('releases/release')
    if not releases:
        return ['no release']
    newest = releases[0]
    if newest.get('version') != version:
        p.append(f'newest release {newest.get("version")!r}, but the project is {version!r}')
    if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', newest.get('date', '')):
        p.append(f'release date {newest.get("date")!r} is not YYYY-MM-DD')
    for r in releases:
        desc = r.find('description')
        if desc is None or not ''.join(desc.itertext()).strip():
            p.append(f'release {r.get("version")} has no description')
    return p


check(f'the newest release is {version}, every release described', release())


# ---- screenshots ----
SHOT_URL = re.compile(r'https://raw\.githubusercontent\.com/([^/]+)/([^/]+)/([^/]+)/(.+)')


def png_size(data):
    if data[:8] != b'\x89PNG\r\n\x1a\n' or data[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', data[16:24])


def read_committed(tag, path):
    """The file's bytes as the repository holds it, or None."""
    if GIT:
        # The tag is made at release time (see README): until then the
        # file must be committed on the current branch.
        for rev in (tag, 'HEAD'):
            r = subprocess.run(['git', '-C', root, 'cat-file', 'blob', f'{rev}:{path}'],
                               capture_output=True)
            if r.returncode == 0:
                return r.stdout
        return None
    try:
        with open(os.path.join(root, path), 'rb') as f:
            return f.read()
    except OSError:
        return None


def shot_images():
    for shot in source.findall('screenshots/screenshot'):
        for image in shot.findall('image'):
            yield shot, image.get(XML_LANG, 'en'), (image.text or '').strip()


def screenshot_files():
    p = []
    tag = f'v{version}'
    for _, lang, url in shot_images():
        m = SHOT_URL.fullmatch(url)
        if m is None:
            p.append(f'{url}: not a raw.githubusercontent.com URL')
            continue
        if (m.group(1), m.group(2)) != (owner, repo):
            p.append(f'{url}: not in {owner}/{repo}')
        if m.group(3) != tag:
            p.append(f'{url}: at {m.group(3)!r}, not at the release tag {tag!r}')
        if read_committed(tag, m.group(4)) is None:
            where = 'committed' if GIT else 'in the source tree'
            p.append(f'{url}: {m.group(4)} is not {where}')
    return p


def screenshot_sizes():
    p = []
    for _, _, url in shot_images():
        m = SHOT_URL.fullmatch(url)
        data = read_committed(f'v{version}', m.group(4)) if m else None
        if data is None:
            continue  # reported by the previous check
        size = png_size(data)
        if size is None:
            p.append(f'{m.group(4)} is not a PNG')
        elif size[0] > SHOT_MAX[0] or size[1] > SHOT_MAX[1]:
            p.append(f'{m.group(4)} is {size[0]}x{size[1]}, larger than '
                     f'{SHOT_MAX[0]}x{SHOT_MAX[1]}')
    return p


def screenshot_sets():
    p = []
    shots = source.findall('screenshots/screenshot')
    if [s.get('type') for s in shots].count('default') != 1:
        p.append('not exactly one default screenshot')
    for i, shot in enumerate(shots, 1):
        images = shot.findall('image')
        langs = [im.get(XML_LANG, 'en') for im in images]
        dark = shot.get('environment', '').endswith(':dark')
        # The default language in every screenshot; the light ones in every
        # language the app speaks, each from that language's folder.
        wanted = ['en'] if dark else list(LANGUAGES)
        if sorted(langs) != sorted(wanted):
            p.append(f'screenshot {i}: languages {langs}, expected {wanted}')
        for im in images:
            lang = im.get(XML_LANG, 'en')
            if f'/data/screenshots/{lang}/' not in (im.text or ''):
                p.append(f'screenshot {i}: the {lang} image is not in data/screenshots/{lang}/')
        if shot.find('caption') is None:
            p.append(f'screenshot {i} has no caption')
    if not any(s.get('environment', '').endswith(':dark') for s in shots):
        p.append('no dark screenshot')
    # every caption translated
    for shot in built.findall('screenshots/screenshot'):
        langs = {c.get(XML_LANG, 'en') for c in shot.findall('caption')}
        for lang in LANGUAGES:
            if lang not in langs:
                p.append(f'caption {shot.findtext("caption")!r} is not in {lang}')
    return p


check('every screenshot URL names a file committed at that path, at the release tag',
      screenshot_files())
check(f'every screenshot at most {SHOT_MAX[0]}x{SHOT_MAX[1]}', screenshot_sizes())
check(f'one set per language (en default, {", ".join(LANGUAGES[1:])}) with xml:lang, captioned, '
      'light and dark', screenshot_sets())


# ---- size ----
def window_size():
    p = []
    ui = ET.parse(os.path.join(root, 'src', 'ui', 'gk-window.ui')).getroot()
    template = ui.find('template')
    props = {pr.get('name'): pr.text for pr in template.findall('property')}
    try:
        width = int(props['width-request'])
        height = int(props['height-request'])
    except (KeyError, TypeError, ValueError):
        return ['gk-window.ui declares no width-request and height-request']
    lengths = source.findall('requires/display_length')
    if len(lengths) != 1:
        return [f'{len(lengths)} <display_length> in <requires>, expected 1']
    length = lengths[0]
    if length.get('compare') != 'ge':
        p.append(f'display_length compares {length.get("compare")!r}, expected "ge"')
    # Without a side, the length is the display's shortest edge.
    if length.get('side', 'shortest') != 'shortest' or int(length.text) != min(width, height):
        p.append(f'display_length {length.text} ({length.get("side", "shortest")}) does not '
                 f'match the window\'s minimum {width}x{height}')
    schemas = glob.glob(os.path.join(root, 'data', '*.gschema.xml'))
    keys = {k.get('name'): k for k in ET.parse(schemas[0]).getroot().iter('key')}
    for key, minimum in (('window-width', width), ('window-height', height)):
        found = keys.get(key)
        low = found.find('range').get('min') if found is not None and found.find('range') is not None else None
        if low is None or int(low) != minimum:
            p.append(f'the settings key {key} allows {low}, the window\'s minimum is {minimum}')
    controls = sorted(c.text for c in source.findall('recommends/control'))
    if controls != ['keyboard', 'pointing']:
        p.append(f'recommended controls {controls}, expected keyboard and pointing')
    # A phone's width: every page fits it (tests/data/test-l10n-screens.py),
    # and the city pans and zooms by touch (tests/ui/test-city-view.c).
    if width != 360:
        p.append(f'the window\'s minimum width is {width}, not a phone\'s 360')
    supported = sorted(c.text for c in source.findall('supports/control'))
    if supported != ['touch']:
        p.append(f'supported controls {supported}, expected touch')
    if source.find('requires/control') is not None:
        p.append('it requires a control: keyboard, pointer and touch each work alone')
    return p


check('the display it requires and the settings match the window\'s minimum size, a phone\'s '
      'width; keyboard and pointer recommended, touch supported', window_size())


# ---- validator ----
def validator():
    if appstreamcli is None:
        return None
    r = subprocess.run([appstreamcli, 'validate', '--pedantic', '--no-net', meta_built],
                       capture_output=True, text=True)
    p = []
    for line in r.stdout.splitlines():
        m = re.match(r'^[EWIP]: [^:]+:(?:\d+:)? ?(\S+)(?: (.*))?$', line)
        if m is None:
            continue
        tag = m.group(1) if m.group(2) is None else f'{m.group(1)} {m.group(2)}'
        if tag not in ACCEPTED_ISSUES and m.group(1) not in ACCEPTED_ISSUES:
            p.append(line)
    if r.returncode != 0:
        p.append(f'appstreamcli exited with {r.returncode}')
    return p


v = validator()

print(f'1..{len(results) + 1}')
failed = 0
for n, (name, problems) in enumerate(results, 1):
    if problems:
        failed += 1
        print(f'not ok {n} - {name}')
        for problem in problems:
            print(f'#   {problem}')
    else:
        print(f'ok {n} - {name}')
n = len(results) + 1
if v is None:
    print(f'ok {n} - appstreamcli validate --pedantic # SKIP appstreamcli is not installed')
elif v:
    failed += 1
    print(f'not ok {n} - appstreamcli validate --pedantic reports nothing new')
    for line in v:
        print(f'#   {line}')
else:
    print(f'ok {n} - appstreamcli validate --pedantic reports nothing new')
sys.exit(1 if failed else 0)
