#!/bin/bash
# bench-stall.sh: the window's longest main-loop stalls on a large library
#
# Usage: bench-stall.sh BUILD_DIR [N_GAMES]
#
# Makes a library of N_GAMES files (default 2,000: finished games, games in
# progress, damaged files, one of 3 MB) and a folder of as many games to
# import, then runs the window under Xvfb (tools/shoot/gk-shoot-stall.c)
# twice: with no summary cache (every file read) and with it.  Each phase
# prints its longest stall (the longest stretch the main loop answered
# nothing), how many stalls were longer than a frame at 60 Hz, and how long
# it took: the listing, scrolling the start page to its end, two seconds
# with nothing to do (the floor the machine's own load sets), and importing
# the folder in a worker.  Figures go to the README's benchmark table.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [ $# -lt 1 ]; then
  echo "usage: $0 BUILD_DIR [N_GAMES]" >&2
  exit 2
fi
build=$1
n=${2:-2000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
data=$tmp/data
games=$data/ginkgo-companion/games
mkdir -p "$games" "$tmp/import" "$tmp/made"

# Finished games, a tenth of them copied as games in progress (cut after
# their tenth round), a few damaged, and one large file.
"$build/tests/history/gk-history-make-library" "$tmp/made" "$n" >/dev/null
i=0
for file in "$tmp/made"/*.ginkgo; do
  i=$((i + 1))
  if [ $((i % 40)) -eq 0 ]; then
    head -c 700 "$file" >"$games/damaged-$i.ginkgo"
  elif [ $((i % 10)) -eq 0 ]; then
    awk '/<round>/ { r++ } r > 10 && /<round>/ { exit } { print }' "$file" >"$games/progress-$i.ginkgo"
    echo '</ginkgopolis>' >>"$games/progress-$i.ginkgo"
  else
    cp "$file" "$games/"
  fi
done
{ head -n -1 "$tmp/made/game-000.ginkgo"; printf '<!-- '
  head -c 3000000 /dev/zero | tr '\0' x; printf ' -->\n</ginkgopolis>\n'; } >"$games/large.ginkgo"
# The folder to import: other games, each unlike any in the library.
"$build/tests/history/gk-history-make-library" "$tmp/import" "$n" >/dev/null
for file in "$tmp/import"/*.ginkgo; do
  sed -i '0,/<setup/s//<!-- imported -->\n  <setup/' "$file"
done

run () {
  XDG_DATA_HOME=$data GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" \
    LANGUAGE=en GTK_A11Y=none \
    xvfb-run -a -s "-screen 0 1566x968x24" "$build/tools/gk-shoot" --bench=stall \
    --size=1366x768 "$@"
}

echo "$(ls "$games" | wc -l) files in the library, $(ls "$tmp/import" | wc -l) to import; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# no summary cache: every file read"
rm -f "$data/ginkgo-companion/library-cache.ini"
run
echo "# with the summary cache, then importing $n games"
run --import="$tmp/import"
