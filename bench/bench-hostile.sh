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
# Comments, encodings and errors: each within GK_FILE_MAX_SIZE (4 MiB).
max=4194304
{ printf '<a><!--'; head -c $((max - 7)) /dev/zero | tr '\0' -; } >"$tmp/dash-comment-4MB.ginkgo"
{ printf '<a><!--'; head -c $((max - 7)) /dev/zero | tr '\0' x; } >"$tmp/comment-unfinished-4MB.ginkgo"
{ head -n -1 "$games/short-2p.ginkgo"; printf '<!-- '
  head -c $((max - $(stat -c %s "$games/short-2p.ginkgo") - 40)) /dev/zero | tr '\0' x
  printf ' -->\n</ginkgopolis>\n'; } >"$tmp/game-with-comment-4MB.ginkgo"
{ printf '<?xml version="1.0" encoding="IBM037"?><ginkgopolis'
  seq -f ' a%g=""' 400000 | tr -d '\n'; printf '/>'; } | iconv -f UTF-8 -t IBM037 \
  | head -c $max >"$tmp/ibm037-attributes-4MB.ginkgo"
{ printf '<?xml version="1.0" encoding="UTF-7"?><ginkgopolis'
  seq -f ' a%g+AD0-""' 400000 | tr -d '\n'; printf '/>'; } | head -c $max \
  >"$tmp/utf7-attributes-4MB.ginkgo"
{ printf '<a><![CDATA['; head -c $((max - 12)) /dev/zero | tr '\0' x; } \
  >"$tmp/cdata-unfinished-4MB.ginkgo"
{ printf '<a>'; yes ']]>' | head -n 1390000 | tr -d '\n'; } >"$tmp/cdata-ends-4MB.ginkgo"
{ printf '<a>'; yes '</b>' | head -n 1040000 | tr -d '\n'; } >"$tmp/end-tags-4MB.ginkgo"
{ printf '<a>'; yes '<p:b xmlns:p="u"/>' | head -n 230000 | tr -d '\n'; printf '</a>'; } \
  | head -c $max >"$tmp/namespaces-4MB.ginkgo"
{ printf '<a b="'; yes '&lt;' | head -n 1040000 | tr -d '\n'; printf '"/>'; } \
  >"$tmp/references-4MB.ginkgo"
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
  "$repro/dash-comment-200KB.ginkgo"
  "$tmp/dash-comment-4MB.ginkgo"
  "$tmp/comment-unfinished-4MB.ginkgo"
  "$tmp/game-with-comment-4MB.ginkgo"
  "$repro/ibm037-attributes.ginkgo"
  "$tmp/ibm037-attributes-4MB.ginkgo"
  "$repro/utf7-attributes.ginkgo"
  "$tmp/utf7-attributes-4MB.ginkgo"
  "$tmp/cdata-unfinished-4MB.ginkgo"
  "$tmp/cdata-ends-4MB.ginkgo"
  "$tmp/end-tags-4MB.ginkgo"
  "$tmp/namespaces-4MB.ginkgo"
  "$tmp/references-4MB.ginkgo"
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
