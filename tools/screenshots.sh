#!/bin/sh
# Saves PNG pictures of the app's main screens, drawn from the build tree in
# the language asked for.  Needs xvfb-run.
#
#   tools/screenshots.sh [BUILD_DIR]
#       every main screen at 1000x700, light and dark, in $LANGUAGE (default
#       English), into screenshots/ (or $OUT_DIR; $SIZE changes the size)
#
#   tools/screenshots.sh --store [BUILD_DIR]
#       exactly the set the metainfo names and the repository keeps, into
#       data/screenshots/: English light and dark, every language of
#       po/LINGUAS light; the table view, a score sheet, the statistics,
#       and the play page on a phone
#
#   tools/screenshots.sh --sizes [BUILD_DIR]
#       every main screen, light, at 360x640 (a phone), 768x1024 (a tablet
#       upright), 960x1080 (half a screen), 1366x768 and 1920x1080 in
#       English and every language of po/LINGUAS, into screenshots/sizes/LANG/WxH/ (or
#       $OUT_DIR/LANG/WxH/): the set to look at after a change of layout
#
# The harness tools/shoot/ (BUILD/tools/gk-shoot) builds the app's window and
# renders it; the games it starts from are played by the engine with a fixed
# seed (tests/ui/gk-ui-make-games.c).  Translations come from the build
# tree's catalogues, so a translation edited in po/ shows without installing.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
mode=
case "${1:-}" in
  --store|--sizes)
    mode=$1
    shift
    ;;
esac
build=${1:-$src/_build-ui}
# English, then every language po/LINGUAS lists.
languages=$(sed 's/#.*//' "$src/po/LINGUAS")
size=${SIZE:-1000x700}

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$src"
fi
# The program, the games, and every catalogue (po/*.po -> BUILD/po/LANG).
ninja -C "$build" tools/gk-shoot tests/ui/gk-ui-make-games tests/history/gk-history-make-library \
  $(cd "$build" && ninja -t targets all | sed -n 's|^\(po/[^:]*\.mo\): .*|\1|p') >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A home of its own, so the start page lists the games in ~/Games, not in a
# temporary folder; the caches (fonts) stay where they are.
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}"
export HOME="$work/home"
games=$HOME/Games
"$build/tests/ui/gk-ui-make-games" "$games" >/dev/null

# The user's own autosave, recent files and settings stay out of the pictures.
export XDG_DATA_HOME="$work/data"
export GSETTINGS_BACKEND=memory
export GSETTINGS_SCHEMA_DIR="$build/data"
export GTK_A11Y=none

# shot LANG OUT NAME SCHEMES PAGE [GAME [MOVE]]; $sheet: the game of a sheet page
shot () {
  # a screen larger than the window, which the window would not outgrow
  screen=$((${size%x*} + 200))x$((${size#*x} + 200))x24
  lang=$1 dir=$2 name=$3 schemes=$4 page=$5 game=${6:-} move=${7:-}
  mkdir -p "$dir"
  for scheme in $schemes; do
    set -- --page="$page" --output="$dir/$name-$scheme.png" --size="$size"
    [ "$scheme" = dark ] && set -- "$@" --dark
    [ -n "$game" ] && set -- "$@" --game="$games/$game.ginkgo"
    [ -n "${sheet:-}" ] && set -- "$@" --sheet="$sheet"
    [ -n "$move" ] && set -- "$@" --move="$(cat "$games/$move.move")"
    LANGUAGE=$lang LC_ALL=C.UTF-8 \
      xvfb-run -a -s "-screen 0 $screen" "$build/tools/gk-shoot" "$@" 2>"$work/log" \
      | sed "s|^$src/||" || { cat "$work/log" >&2; exit 1; }
    if [ -s "$work/log" ]; then
      cat "$work/log" >&2
    fi
  done
}

if [ "$mode" = --store ]; then
  # The set data/*.metainfo.xml.in names, at the size the stores show best
  # (1000x700 at most); tests/data/test-metainfo.py checks the two agree.
  size=1000x700
  for lang in en $languages; do
    schemes=light
    [ $lang = en ] && schemes="light dark"
    out=$src/data/screenshots/$lang
    rm -f "$out"/*.png
    shot $lang "$out" round-entry-preview "$schemes" preview midgame midgame
    shot $lang "$out" setup-characters "$schemes" characters
    shot $lang "$out" score "$schemes" score over
    shot $lang "$out" start "$schemes" start
    shot $lang "$out" table-view light table-view-scores midgame
    # A score sheet of another game, and the statistics of a library of
    # forty finished games (in a data folder of their own).
    shot $lang "$out" sheet light sheet
    (
      export XDG_DATA_HOME="$work/history-data"
      if [ ! -d "$XDG_DATA_HOME/ginkgo-companion/games" ]; then
        "$build/tests/history/gk-history-make-library" "$XDG_DATA_HOME/ginkgo-companion/games" >/dev/null
      fi
      shot $lang "$out" statistics light stats
    )
    # A phone held upright: the play page as it folds.
    size=360x640
    shot $lang "$out" play-narrow light play midgame
    size=1000x700
  done
  exit 0
fi

# screens LANG OUT SCHEMES: every main screen
screens () {
  lang=$1 out=$2 both=$3
  shot "$lang" "$out" setup-players "$both" players
  shot "$lang" "$out" setup-characters "$both" characters
  shot "$lang" "$out" setup-square "$both" square
  shot "$lang" "$out" setup-markers "$both" markers
  shot "$lang" "$out" setup-checklist "$both" checklist
  shot "$lang" "$out" solo-players "$both" solo-players
  shot "$lang" "$out" solo-checklist "$both" solo-checklist
  shot "$lang" "$out" play "$both" play midgame
  shot "$lang" "$out" round-entry-preview "$both" preview midgame midgame
  shot "$lang" "$out" tile-return "$both" tile-return exhaust exhaust
  shot "$lang" "$out" last-round "$both" play lastround
  # View → Table View, for a TV or a second screen.
  shot "$lang" "$out" table-view "$both" table-view midgame
  shot "$lang" "$out" table-view-scores "$both" table-view-scores lastround
  shot "$lang" "$out" score "$both" score over
  shot "$lang" "$out" play-details "$both" play-details over
  shot "$lang" "$out" position-editor "$both" position
  # A score sheet of another game: New Game's choice, its setup, its pad.
  shot "$lang" "$out" new-game "$both" new-game
  shot "$lang" "$out" sheet-players "$both" sheet-players
  shot "$lang" "$out" sheet-checklist "$both" sheet-checklist
  shot "$lang" "$out" sheet "$both" sheet
  # the other two games' pads (--sheet)
  sheet=underwater-cities
  shot "$lang" "$out" sheet-underwater-cities "$both" sheet
  sheet=blueprints
  shot "$lang" "$out" sheet-blueprints "$both" sheet
  sheet=
  shot "$lang" "$out" table-kept "$both" table-kept
  shot "$lang" "$out" discard-table "$both" discard-table
  # The history and statistics of a library of forty finished games, in a
  # data folder of their own so the other pictures do not list them.
  (
    export XDG_DATA_HOME="$work/history-data"
    if [ ! -d "$XDG_DATA_HOME/ginkgo-companion/games" ]; then
      "$build/tests/history/gk-history-make-library" "$XDG_DATA_HOME/ginkgo-companion/games" >/dev/null
    fi
    shot "$lang" "$out" history "$both" history
    shot "$lang" "$out" statistics "$both" stats
    shot "$lang" "$out" statistics-sheet "$both" stats-sheet
    shot "$lang" "$out" statistics-you "$both" stats-you
  )
  # The table view of a game, the score shown.
  shot "$lang" "$out" table-view "$both" table-view-scores midgame
  # Last: by now the start page has an autosave to continue and recent games.
  shot "$lang" "$out" start "$both" start
}

if [ "$mode" = --sizes ]; then
  for lang in en $languages; do
    for size in 360x640 768x1024 960x1080 1366x768 1920x1080; do
      screens $lang "${OUT_DIR:-$src/screenshots/sizes}/$lang/$size" light
    done
  done
  exit 0
fi

screens "${LANGUAGE:-en}" "${OUT_DIR:-$src/screenshots}" "light dark"
