#!/bin/bash
# test-sheet-cli.sh: --score on score sheets, without a display
# (shared/spec/score-sheets.md, the contract)
#
# Usage: test-sheet-cli.sh PATH/TO/ginkgo-companion PATH/TO/tests/sheets/sheets
#
# The sheets are the 7 Wonders worked cases of the spec (1.7) that the
# file's keys can say; every expected TSV was written from the spec's
# table, not from the program.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 BINARY SHEETS_DIR" >&2
  exit 2
fi

bin=$1
sheets=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$(dirname "$0")/../cli-tap.sh"

for sheet in w-1 w-2 w-3a w-3b w-4 w-6 w-7 w-8a w-8b w-9; do
  expect_output "$sheet --score --format=tsv" "$sheets/$sheet.score.tsv" \
    --score "$sheets/$sheet.ginkgo" --format=tsv
  expect_output "$sheet --format tsv FILE --score (any order)" "$sheets/$sheet.score.tsv" \
    --format tsv "$sheets/$sheet.ginkgo" --score
done

# The text format: the pad with totals and ranks, which symbol each wild
# took, the tie-break in words, the winner.
expect_text "w-1 text: the total" "Total                    58     0     0" \
  --score "$sheets/w-1.ginkgo"
expect_text "w-1 text: the ranks" "Rank                      1     2     2" \
  --score "$sheets/w-1.ginkgo"
expect_text "w-1 text: the winner" "Winner: Anna" --score "$sheets/w-1.ginkgo"
expect_text "w-3b text: both wilds took gear" \
  "Scientific structures, Anna: Wild symbols: 2 → gear" --score "$sheets/w-3b.ginkgo"
expect_text "w-4 text: the wild took tablet" \
  "Scientific structures, Anna: Wild symbols: 1 → tablet" --score "$sheets/w-4.ginkgo"
expect_text "w-8a text: the tie-break rule" \
  "Tie-break: A tie on points goes to the player with more coins; a tie on coins too is shared." \
  --score "$sheets/w-8a.ginkgo"
expect_text "w-8a text: Béla wins on coins" \
  "Tie at 47 points (Anna, Béla), decided by more coins: Anna 7, Béla 8." \
  --score "$sheets/w-8a.ginkgo"
expect_text "w-8a text: the winner" "Winner: Béla" --score "$sheets/w-8a.ginkgo"
expect_text "w-8b text: a shared victory" "Shared victory: Anna, Béla" --score "$sheets/w-8b.ginkgo"
expect_text "w-7 text: the expansions" "7 Wonders, 3 players, with Leaders, Babel" \
  --score "$sheets/w-7.ginkgo"

# --state has no table to show for a sheet.
expect_status "--state on a sheet is refused" 1 "this is a score sheet.*use --score" \
  --state "$sheets/w-1.ginkgo"

# Bad input: refused with the file and the line, exit 1, nothing printed.
bad () {
  local name=$1 file=$2 pattern=$3
  printf '%s' "$4" >"$tmp/$file"
  expect_status "$name" 1 "$pattern" --score "$tmp/$file"
}
head='<?xml version="1.0" encoding="UTF-8"?>
<scoresheet version="1" game="7-wonders" players="2">
  <player id="p1">'
tail='
  </player>
  <player id="p2"/>
</scoresheet>
'
bad "unknown key" k.ginkgo "k.ginkgo:4: unknown key “gold” for 7 Wonders" \
  "$head
    <count key=\"gold\" n=\"1\"/>$tail"
bad "key twice" t.ginkgo "t.ginkgo:5: the key “coins” is given twice" \
  "$head
    <count key=\"coins\" n=\"1\"/>
    <count key=\"coins\" n=\"2\"/>$tail"
bad "expansion key without its expansion" e.ginkgo "e.ginkgo:4: .*needs Cities" \
  "$head
    <count key=\"debt\" n=\"1\"/>$tail"
bad "number out of range" r.ginkgo "r.ginkgo:4: “1000” is not a whole number from 0 to 999" \
  "$head
    <count key=\"coins\" n=\"1000\"/>$tail"
bad "unknown game" g.ginkgo "g.ginkgo:2: unknown game “catan”" \
  '<?xml version="1.0" encoding="UTF-8"?>
<scoresheet version="1" game="catan" players="2"><player id="p1"/><player id="p2"/></scoresheet>
'
bad "wrong player count" p.ginkgo "p.ginkgo:2: Underwater Cities is played by 1 to 4 players, not 5" \
  '<?xml version="1.0" encoding="UTF-8"?>
<scoresheet version="1" game="underwater-cities" players="5"><player id="p1"/></scoresheet>
'
bad "not well-formed" x.ginkgo "x.ginkgo:4: the file is not well-formed XML" \
  "$head
    <count key=\"coins\" n=\"1\">"

echo "1..$n"
[ "$failed" -eq 0 ]
