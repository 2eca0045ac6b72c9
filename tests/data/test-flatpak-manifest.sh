#!/bin/sh
# The Flatpak manifest: flatpak-builder parses it, and it keeps the promises
# the README makes (pinned GNOME runtime, tests on, no sandbox holes).
# Usage: test-flatpak-manifest.sh MANIFEST APP_ID
set -eu

manifest=$1
app_id=$2

if ! command -v flatpak-builder >/dev/null 2>&1; then
  echo "flatpak-builder is not installed: skipped"
  exit 77
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# flatpak-builder leaves a .flatpak-builder state folder in the working
# directory: keep it out of the source tree.
(cd "$tmp" && flatpak-builder --show-manifest "$manifest") > "$tmp/shown.json"

python3 - "$tmp/shown.json" "$app_id" <<'PY'
import json, sys

m = json.load(open(sys.argv[1]))
app_id = sys.argv[2]
errors = []

def expect(what, got, want):
    if got != want:
        errors.append(f"{what}: {got!r}, expected {want!r}")

expect("id", m.get("id", m.get("app-id")), app_id)
expect("runtime", m.get("runtime"), "org.gnome.Platform")
expect("sdk", m.get("sdk"), "org.gnome.Sdk")
expect("command", m.get("command"), "ginkgo-companion")
if not m.get("runtime-version", "").isdigit():
    errors.append(f"runtime-version is not pinned to a release: {m.get('runtime-version')!r}")
expect("finish-args", m.get("finish-args"),
       ["--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"])

modules = m.get("modules", [])
expect("number of modules", len(modules), 1)
if modules:
    mod = modules[0]
    expect("buildsystem", mod.get("buildsystem"), "meson")
    expect("run-tests", mod.get("run-tests"), True)
    sources = mod.get("sources", [])
    expect("sources", [(s.get("type"), s.get("path")) for s in sources], [("dir", "..")])

for e in errors:
    print("not ok:", e)
sys.exit(1 if errors else 0)
PY
echo "manifest accepted: $manifest"
