#!/bin/bash
# test-export-cli.sh: ginkgo-companion --export-csv over the game library
#
# Usage: test-export-cli.sh PATH/TO/ginkgo-companion PATH/TO/tests/core/games
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

bin=$1
games=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
check () {
  n=$((n + 1))
  if [ "$1" = "$2" ]; then
    echo "ok $n - $3"
  else
    failed=$((failed + 1))
    echo "not ok $n - $3"
    echo "# expected: $2"
    echo "# got:      $1"
  fi
}

export XDG_DATA_HOME="$tmp/data"
library="$XDG_DATA_HOME/ginkgo-companion/games"
mkdir -p "$library"
cp "$games/short-2p.ginkgo" "$library/first.ginkgo"
cp "$games/short-2p.ginkgo" "$library/second, \"copy\".ginkgo"
cp "$games/short-2p-midround.ginkgo" "$library/in-progress.ginkgo"
printf '<ginkgopolis' > "$library/damaged.ginkgo"
touch -d '2026-03-01 20:00:00 UTC' "$library/first.ginkgo"
touch -d '2026-03-08 21:30:00 UTC' "$library/second, \"copy\".ginkgo"

"$bin" --export-csv "$tmp/plays.csv"
check "$?" 0 "exports the library"
check "$(head -n 1 "$tmp/plays.csv" | tr -d '\r')" \
  "date,started,file,variant,solo_level,players,rounds,end_trigger,end_player,seat,name,colour,tokens,cards,renewal,districts,total,rank,winner" \
  "a header line"
# Two copies of one finished game of two players are one play (the same
# content, no id yet); the game in progress and the damaged file are no plays.
check "$(grep -c $'\r$' "$tmp/plays.csv")" 3 "one CRLF row per player per play, copies once"
check "$(sed -n 2p "$tmp/plays.csv" | cut -d, -f1,3)" '2026-03-08T21:30:00Z,"second' \
  "newest first, the file name quoted"

"$bin" --export-csv=- > "$tmp/stdout.csv"
check "$?" 0 "exports to the standard output"
check "$(cmp -s "$tmp/plays.csv" "$tmp/stdout.csv"; echo $?)" 0 "the same bytes, index reused"

rm "$library/second, \"copy\".ginkgo"
"$bin" --export-csv - > "$tmp/after.csv"
check "$(grep -c $'\r$' "$tmp/after.csv")" 3 "a deleted copy leaves the play to the other"
check "$(sed -n 2p "$tmp/after.csv" | cut -d, -f1,3)" '2026-03-01T20:00:00Z,first.ginkgo' \
  "which is the play now"
# The totals are the command line's --score totals for the same file.
expected=$(tail -n +2 "$games/short-2p.score.tsv" | cut -f6 | tr '\n' ' ')
got=$(sed -n '2,3p' "$tmp/after.csv" | tr -d '\r' | awk -F, '{ printf "%s ", $17 }')
check "$got" "$expected" "the totals of --score"
rm "$library/first.ginkgo"
"$bin" --export-csv - > "$tmp/after.csv"
check "$(grep -c $'\r$' "$tmp/after.csv")" 1 "a deleted game leaves the export"

"$bin" --export-csv "$tmp/no/such/folder/plays.csv" 2> "$tmp/err"
check "$?" 1 "an unwritable file is refused"
check "$(grep -c 'cannot write the file' "$tmp/err")" 1 "with the reason"

"$bin" --export-csv "$tmp/x.csv" extra 2> /dev/null
check "$?" 2 "an extra argument is a usage error"

"$bin" --help > "$tmp/help" 2>&1
check "$(grep -c -- '--export-csv=FILE' "$tmp/help")" 1 "--help lists --export-csv"

echo "1..$n"
[ "$failed" -eq 0 ]
