#!/bin/sh
# The Flatpak manifests: flatpak-builder parses each, and they keep the
# promises the README makes and the rules Flathub's linter enforces that can
# be checked without the network (a supported GNOME runtime, the sandbox
# holes it refuses, a source pinned to a tag and a commit of this
# repository for the submission).
# Usage: test-flatpak-manifest.sh SOURCE_ROOT APP_ID VERSION
set -eu

root=$1
app_id=$2
version=$3
local_manifest=$root/flatpak/$app_id.json
submission=$root/flatpak/flathub/$app_id.json

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "1..4"

# flatpak-builder leaves a .flatpak-builder state folder in the working
# directory: keep it out of the source tree.
n=1
for manifest in "$local_manifest" "$submission"; do
  if ! command -v flatpak-builder >/dev/null 2>&1; then
    echo "ok $n - flatpak-builder --show-manifest $manifest # SKIP flatpak-builder is not installed"
  elif (cd "$tmp" && flatpak-builder --show-manifest "$manifest") >"$tmp/shown.json" \
         2>"$tmp/err"; then
    echo "ok $n - flatpak-builder --show-manifest $manifest"
  else
    echo "not ok $n - flatpak-builder --show-manifest $manifest"
    sed 's/^/# /' "$tmp/err"
  fi
  n=$((n + 1))
done

python3 - "$root" "$app_id" "$version" "$local_manifest" "$submission" <<'PY'
import json, os, re, shutil, subprocess, sys

root, app_id, version, local_path, submission_path = sys.argv[1:6]
# The GNOME runtimes Flathub supported on the day of the release (each is
# supported for about a year, until the second release after it): 50 (March
# 2026) and 51 (September 2026).  The manifests use the newest.
RUNTIME = '51'
FINISH_ARGS = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']
# What flathub-builder-lint refuses outright or asks an exception for.
REFUSED = re.compile(r'^--(filesystem=(home|host|host-os|host-etc|/)(:.*)?'
                     r'|socket=(x11|session-bus|system-bus|pulseaudio)'
                     r'|share=network|device=all|talk-name=org\.freedesktop\.Flatpak)$')
_, _, owner, repo = app_id.split('.', 3)


def load(path):
    with open(path) as f:
        return json.load(f)


def common(m, name):
    errors = []

    def expect(what, got, want):
        if got != want:
            errors.append(f'{name}: {what} is {got!r}, expected {want!r}')

    expect('id', m.get('id', m.get('app-id')), app_id)
    expect('runtime', m.get('runtime'), 'org.gnome.Platform')
    expect('sdk', m.get('sdk'), 'org.gnome.Sdk')
    expect('runtime-version', m.get('runtime-version'), RUNTIME)
    expect('command', m.get('command'), 'ginkgo-companion')
    args = m.get('finish-args', [])
    for a in args:
        if REFUSED.match(a):
            errors.append(f'{name}: finish-arg {a} opens the sandbox (Flathub refuses it)')
    expect('finish-args', args, FINISH_ARGS)
    modules = m.get('modules', [])
    expect('number of modules', len(modules), 1)
    if modules:
        expect('buildsystem', modules[0].get('buildsystem'), 'meson')
        expect('run-tests', modules[0].get('run-tests'), True)
    return errors


def git(*args):
    return subprocess.run(['git', '-C', root, *args], capture_output=True, text=True)


def report(n, name, errors, skip=None):
    if skip:
        print(f'ok {n} - {name} # SKIP {skip}')
    elif errors:
        print(f'not ok {n} - {name}')
        for e in errors:
            print(f'#   {e}')
    else:
        print(f'ok {n} - {name}')
    return bool(errors)


local = load(local_path)
sub = load(submission_path)
failed = False

# 3: both manifests, the same build but for the source
errors = common(local, 'local') + common(sub, 'submission')
strip = lambda m: {k: v for k, v in m.items() if k != 'modules'}
if strip(local) != strip(sub):
    errors.append('the two manifests differ outside their modules')
if local.get('modules') and sub.get('modules'):
    lm = {k: v for k, v in local['modules'][0].items() if k != 'sources'}
    sm = {k: v for k, v in sub['modules'][0].items() if k != 'sources'}
    if lm != sm:
        errors.append('the two manifests build the module differently')
    ls = local['modules'][0].get('sources', [])
    if [(s.get('type'), s.get('path')) for s in ls] != [('dir', '..')]:
        errors.append(f'local: sources {ls!r}, expected this folder (dir "..")')
failed |= report(3, f'both manifests on GNOME {RUNTIME}, minimal finish-args, one build', errors)

# 4: the submission builds a tag and a commit of this repository
errors = []
skip = None
sources = sub.get('modules', [{}])[0].get('sources', [])
src = sources[0] if len(sources) == 1 else {}
tag = f'v{version}'
if src.get('type') != 'git':
    errors.append(f'submission: sources {sources!r}, expected one git source')
else:
    if src.get('url') != f'https://github.com/{owner}/{repo}.git':
        errors.append(f'submission: url {src.get("url")!r} is not the app id\'s repository')
    if src.get('tag') != tag:
        errors.append(f'submission: tag {src.get("tag")!r}, expected {tag!r}')
    commit = src.get('commit', '')
    if not re.fullmatch(r'[0-9a-f]{40}', commit):
        errors.append(f'submission: commit {commit!r} is not a full commit id')
    elif 'branch' in src:
        errors.append('submission: a branch as well as a commit')
    else:
        top = git('rev-parse', '--show-toplevel') if shutil.which('git') else None
        if top is None:
            skip = 'git is not installed: the commit cannot be looked up'
        elif top.returncode != 0 or os.path.realpath(top.stdout.strip()) != os.path.realpath(root):
            skip = 'not a git checkout (a source tarball has no history to look the commit up in)'
        elif git('rev-parse', '--is-shallow-repository').stdout.strip() == 'true':
            skip = 'a shallow clone'
        elif commit not in git('rev-list', 'HEAD').stdout.split():
            errors.append(f'submission: commit {commit} is not in this branch\'s history')
        else:
            # The commit is the release: its own version is the tag's.
            meson = git('show', f'{commit}:meson.build').stdout
            m = re.search(r"version:\s*'([^']+)'", meson)
            if m is None or m.group(1) != version:
                errors.append(f'submission: commit {commit[:12]} is version '
                              f'{m.group(1) if m else "?"}, not {version}')
            tagged = git('rev-parse', '--verify', '--quiet', f'{tag}^{{commit}}')
            if tagged.returncode == 0 and tagged.stdout.strip() != commit:
                errors.append(f'submission: tag {tag} is {tagged.stdout.strip()[:12]} here, '
                              f'not {commit[:12]}')
if errors:
    skip = None
failed |= report(4, f'the submission builds tag {tag} at a commit of this repository',
                 errors, skip)
sys.exit(1 if failed else 0)
PY
