#!/bin/sh
# Saves a PNG of each main screen of the app at 1366x768, in light and dark
# mode, into screenshots/ (or $OUT_DIR).  Needs xvfb-run.
#
#   tools/screenshots.sh [BUILD_DIR]
#
# The app renders itself through its debugging hook (GK_SCREENSHOT, see
# src/ui/gk-screenshot.c); the games it starts from are played by the
# engine with a fixed seed (tests/ui/gk-ui-make-games.c).
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${OUT_DIR:-$src/screenshots}
size=${SIZE:-1366x768}

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$src"
fi
ninja -C "$build" src/ginkgo-companion tests/ui/gk-ui-make-games >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/tests/ui/gk-ui-make-games" "$work/games" >/dev/null

mkdir -p "$out"
# The user's own autosave and recent files stay out of the pictures.
export XDG_DATA_HOME="$work/data"
export GSETTINGS_BACKEND=memory
export GTK_A11Y=none
export LANGUAGE=${LANGUAGE:-en}
export LC_ALL=${LC_ALL:-C.UTF-8}

# shot NAME PAGE [GAME [MOVE]]
shot () {
  name=$1 page=$2 game=${3:-} move=${4:-}
  for scheme in light dark; do
    dark=0
    [ "$scheme" = dark ] && dark=1
    GK_SCREENSHOT="$page:$out/$name-$scheme.png" \
    GK_SCREENSHOT_GAME="${game:+$work/games/$game.ginkgo}" \
    GK_SCREENSHOT_MOVE="${move:+$(cat "$work/games/$move.move")}" \
    GK_SCREENSHOT_DARK=$dark \
    GK_SCREENSHOT_SIZE=$size \
      xvfb-run -a -s "-screen 0 ${size}x24" "$build/src/ginkgo-companion" 2>"$work/log" \
      | sed "s|^$src/||" || { cat "$work/log" >&2; exit 1; }
  done
}

shot setup-players players
shot setup-characters characters
shot setup-square square
shot setup-checklist checklist
shot play play midgame
shot round-entry-preview preview midgame midgame
shot tile-return tile-return exhaust exhaust
shot last-round play lastround
shot score score over
shot position-editor position
# Last: by now the start page has an autosave to continue and recent games.
shot start start
