#!/bin/bash
# bench-hostile.sh: what each hostile or damaged file costs the command line
#
# Usage: bench-hostile.sh PATH/TO/ginkgo-companion SOURCE_ROOT
#
# Prints a Markdown table: exit status, wall time and peak memory (maximum
# resident set size, from /usr/bin/time) of `--score FILE` for each case.
# The bound the loader is built to: every case answered within 0.5 s and
# 50 MB.  Figures go to the README's benchmark section.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 BINARY SOURCE_ROOT" >&2
  exit 2
fi
bin=$1
src=$2
games=$src/tests/core/games
repro=$src/tests/fuzz/repro
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The cases the reproducers stand for, grown to their worst.
{
  printf '<?xml version="1.0"?>\n<!DOCTYPE g [<!ENTITY a "%s">]>\n<ginkgopolis version="1">\n' \
    "$(head -c 1000 /dev/zero | tr '\0' A)"
  printf '<setup players="2"><player id="p1" name="'
  yes '&a;' | head -n 50000 | tr -d '\n'
  printf '"/></setup></ginkgopolis>\n'
} >"$tmp/entity-blowup-150KB.ginkgo"
{ cat "$games/short-2p.ginkgo"; head -c 52428800 /dev/zero | tr '\0' ' '; } >"$tmp/spaces-50MB.ginkgo"
{ cat "$games/short-2p.ginkgo"; head -c 4190000 /dev/zero | tr '\0' '\n'; } \
  >"$tmp/blank-4MB.ginkgo"
{ printf '<ginkgopolis'; seq -f ' a%g=""' 100000 | tr -d '\n'; printf '/>\n'; } >"$tmp/attributes-100000.ginkgo"
{ printf '<ginkgopolis version="1">'; yes '<a>' | head -n 100000 | tr -d '\n'; } \
  >"$tmp/nesting-100000.ginkgo"
{ printf '<ginkgopolis version="1">'; yes '<a b="" c=""/><!---->' | head -n 190000 | tr -d '\n'
  printf '</ginkgopolis>\n'; } >"$tmp/elements-4MB.ginkgo"
{ printf '<ginkgopolis version="1"><setup players="2"><player id="p1" name="'
  head -c 4000000 /dev/zero | tr '\0' y; printf '"/></setup></ginkgopolis>\n'; } >"$tmp/name-4M-chars.ginkgo"
mkfifo "$tmp/fifo.ginkgo"

cases=(
  "$repro/entity-blowup-22KB.ginkgo"
  "$tmp/entity-blowup-150KB.ginkgo"
  "$repro/nul-then-garbage.ginkgo"
  "$repro/truncated-game.ginkgo"
  "$repro/misleading-line-renewal-tokens.ginkgo"
  "$repro/newline-tab-in-name.ginkgo"
  /dev/zero
  "$tmp/fifo.ginkgo"
  "$tmp/spaces-50MB.ginkgo"
  "$tmp/blank-4MB.ginkgo"
  "$tmp/attributes-100000.ginkgo"
  "$tmp/nesting-100000.ginkgo"
  "$tmp/elements-4MB.ginkgo"
  "$tmp/name-4M-chars.ginkgo"
  "$games/short-2p.ginkgo"
)

echo "| case | size | exit | wall time | peak memory |"
echo "|---|---:|---:|---:|---:|"
for file in "${cases[@]}"; do
  if [ -f "$file" ]; then
    size=$(stat -c %s "$file")
  else
    size="-"
  fi
  env -u DISPLAY LANGUAGE=en timeout 60 /usr/bin/time -f '%e %M' -o "$tmp/time" \
    "$bin" --score "$file" >/dev/null 2>"$tmp/err"
  status=$?
  # The last line: /usr/bin/time puts "Command exited with..." before it.
  read -r seconds kilobytes < <(tail -n 1 "$tmp/time") || { seconds=?; kilobytes=?; }
  [ "$status" -eq 124 ] && seconds=">60"
  printf '| %s | %s | %s | %s s | %s MB |\n' "$(basename "$file")" "$size" "$status" "$seconds" \
    "$(awk -v k="$kilobytes" 'BEGIN { if (k ~ /^[0-9]+$/) printf "%.1f", k / 1024; else print k }')"
done
