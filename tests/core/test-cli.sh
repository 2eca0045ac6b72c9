#!/bin/bash
# test-cli.sh: the command line, without a display (shared/spec/game-file.md)
#
# Usage: test-cli.sh PATH/TO/ginkgo-companion PATH/TO/tests/core/games
#
# Every expected output in the games folder was worked out by hand from
# rules.md (see the .md file beside each game), not copied from the program.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 BINARY GAMES_DIR" >&2
  exit 2
fi

bin=$1
games=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$(dirname "$0")/../cli-tap.sh"

# ---- hand-worked games: TSV ----

for game in short-2p short-2p-round5 position-3p solo-expert solo-expert-round9 solo-cannot-pay; do
  expect_output "--score $game (tsv)" "$games/$game.score.tsv" \
    --score "$games/$game.ginkgo" --format=tsv
done
for game in short-2p short-2p-round5 short-2p-midround position-3p solo-expert \
            solo-expert-round9 solo-cannot-pay; do
  expect_output "--state $game (tsv)" "$games/$game.state.tsv" \
    --state "$games/$game.ginkgo" --format=tsv
done

# option spellings: --score=FILE, --format tsv, options in any order
expect_output "--score=FILE form" "$games/short-2p.score.tsv" \
  --score="$games/short-2p.ginkgo" --format=tsv
expect_output "--format before --state" "$games/short-2p.state.tsv" \
  --format tsv --state "$games/short-2p.ginkgo"
expect_output "--state --format=tsv FILE" "$games/short-2p.state.tsv" \
  --state --format=tsv "$games/short-2p.ginkgo"
expect_output "FILE --state --format tsv" "$games/short-2p.state.tsv" \
  "$games/short-2p.ginkgo" --state --format tsv
expect_output "--format=tsv FILE --score" "$games/short-2p.score.tsv" \
  --format=tsv "$games/short-2p.ginkgo" --score
expect_output "--score --format tsv FILE" "$games/short-2p.score.tsv" \
  --score --format tsv "$games/short-2p.ginkgo"

# ---- text for people ----

expect_text "--score text names players, ranks and districts" "Final score
1  Anna (p1)
2  Béla (p2)
Winner: Anna (p1)
Blue district, 3 buildings: (1, 1) (2, 1) (3, 1)
First: Béla (p2), 5 points
Second: Anna (p1), 2 points
Blue 16: 2 points" \
  --score "$games/short-2p.ginkgo"

expect_text "--score text on an unfinished game says so" "scored as the table stands" \
  --score "$games/short-2p-round5.ginkgo"

# one point is "1 point" (short-2p.md after round 5: the blue district, Anna second with 1)
expect_text "--score text: 1 point, not 1 points" "Second: Anna (p1), 1 point (second most resources)" \
  --score "$games/short-2p-round5.ginkgo"
run --score "$games/short-2p.ginkgo"
if grep -q "scored as the table stands" "$tmp/out"; then
  not_ok "--score text on a finished game does not say it is unfinished" "$(cat "$tmp/out")"
else
  ok "--score text on a finished game does not say it is unfinished"
fi

# the solo opponent is named and scored like a player (rules.md 10)
expect_text "--score text of a solo game names the opponent" "Final score
1  HAL (hal)
2  Anna (p1)
Winner: HAL (hal)
HAL (hal) is alone: first and second place, 5 + 5 points
Blue 15: 9 points" \
  --score "$games/solo-expert.ginkgo"
run --score "$games/solo-expert.ginkgo"
if grep -q "Renewal tokens" "$tmp/out"; then
  not_ok "--score text of a solo game has no renewal tokens section" "$(cat "$tmp/out")"
else
  ok "--score text of a solo game has no renewal tokens section"
fi
run --state "$games/solo-expert.ginkgo"
if grep -q "hand-renewal" "$tmp/out"; then
  not_ok "--state text of a solo game shows no renewal tokens" "$(cat "$tmp/out")"
else
  ok "--state text of a solo game shows no renewal tokens"
fi
expect_text "--state text when the opponent cannot pay" "Round 11: the game is over
End of the game: HAL could not pay for its construction
Resources: 2 in its supply, 23 in the city" \
  --state "$games/solo-cannot-pay.ginkgo"
expect_text "--state text of a solo game" "Round 14: the game is over
The tile reserve ran out
End of the game: triggered, the tile reserve ran out
HAL (hal)
Resources: 3 in its supply, 22 in the city" \
  --state "$games/solo-expert.ginkgo"

expect_text "--state text" "Round 6
First player: Béla (p2)
Tile reserve: 20 tiles
Anna (p1)
Kept cards: Blue 2 · Urbanization, Red 8 · Urbanization (assumed)" \
  --state "$games/short-2p-round5.ginkgo"

expect_text "--format=text is the default" "Final score" \
  --score "$games/position-3p.ginkgo" --format=text

# ---- refused files: exit 1, one message naming the file and the line ----

printf '<ginkgopolis version="1">\n  <setup players="2"\n' >"$tmp/truncated.ginkgo"
expect_status "not well-formed" 1 "truncated.ginkgo:[0-9]*: " --score "$tmp/truncated.ginkgo"

sed 's/card="blue-15"\/>/card="blue-5"\/>/' "$games/short-2p.ginkgo" >"$tmp/bad-card.ginkgo"
line=$(grep -n 'card="blue-5"' "$tmp/bad-card.ginkgo" | head -1 | cut -d: -f1)
expect_status "impossible move names its line" 1 "bad-card.ginkgo:$line: " \
  --state "$tmp/bad-card.ginkgo" --format=tsv

# the expert opponent's card is the one rules.md 10 makes it play
sed 's/card="B" tile="red-4"/card="C" tile="red-4"/' "$games/solo-expert.ginkgo" \
  >"$tmp/bad-choice.ginkgo"
line=$(grep -n 'card="C" tile="red-4"' "$tmp/bad-choice.ginkgo" | cut -d: -f1)
expect_status "a wrong expert choice names its line and the reason" 1 \
  "bad-choice.ginkgo:$line: HAL plays Urbanization B: the heights next to marker B add up to 2" \
  --score "$tmp/bad-choice.ginkgo" --format=tsv

sed 's/<action player="p2" card="red-1"\/>/<pass player="p2"\/>/' \
  "$games/short-2p.ginkgo" >"$tmp/schema.ginkgo"
line=$(grep -n '<pass' "$tmp/schema.ginkgo" | cut -d: -f1)
expect_status "schema error names its line" 1 "schema.ginkgo:$line: " --score "$tmp/schema.ginkgo"

expect_status "missing file" 1 "no-such.ginkgo" --score "$tmp/no-such.ginkgo"
: >"$tmp/empty.ginkgo"
expect_status "empty file" 1 "empty.ginkgo" --score "$tmp/empty.ginkgo"
head -c 4096 /dev/urandom >"$tmp/junk.ginkgo"
expect_status "binary junk" 1 "junk.ginkgo" --state "$tmp/junk.ginkgo"

# ---- hostile and damaged files: refused at once, with the line ----

repro=$games/../../fuzz/repro
expect_status "entity blow-up" 1 "entity-blowup-22KB.ginkgo:2: .*DOCTYPE" \
  --score "$repro/entity-blowup-22KB.ginkgo"
expect_status "NUL then garbage" 1 "nul-then-garbage.ginkgo:69: .*NUL" \
  --score "$repro/nul-then-garbage.ginkgo"
expect_status "truncated game" 1 "truncated-game.ginkgo:31: " \
  --state "$repro/truncated-game.ginkgo"
expect_status "misleading line: the wrong attribute's line" 1 \
  "misleading-line-renewal-tokens.ginkgo:4: " --score "$repro/misleading-line-renewal-tokens.ginkgo"
expect_status "tab and line break in a name" 1 "newline-tab-in-name.ginkgo:4: .*U+000A" \
  --score "$repro/newline-tab-in-name.ginkgo"

mkfifo "$tmp/fifo.ginkgo"
expect_status "a FIFO is not read" 1 "fifo.ginkgo: .*not a regular file" --score "$tmp/fifo.ginkgo"
expect_status "/dev/zero is not read" 1 "/dev/zero: .*not a regular file" --score /dev/zero
expect_status "a folder" 1 "folder" --state "$tmp"
{ cat "$games/short-2p.ginkgo"; head -c 52428800 /dev/zero | tr '\0' ' '; } >"$tmp/huge.ginkgo"
expect_status "a 50 MB file" 1 "huge.ginkgo: .*too large" --score "$tmp/huge.ginkgo"
rm -f "$tmp/huge.ginkgo"
{ printf '<ginkgopolis version="1">\n'; for i in $(seq 2000); do printf '<a><a><a><a><a>'; done; } \
  >"$tmp/deep.ginkgo"
expect_status "deep nesting" 1 "deep.ginkgo:2: .*nested" --score "$tmp/deep.ginkgo"
{ printf '<ginkgopolis'; seq -f ' a%g=""' 100000 | tr -d '\n'; printf '/>\n'; } >"$tmp/attrs.ginkgo"
expect_status "many attributes" 1 "attrs.ginkgo:1: .*attributes" --score "$tmp/attrs.ginkgo"
sed 's/name="Anna"/name="\&a;"/' "$games/short-2p.ginkgo" >"$tmp/entity-attr.ginkgo"
expect_status "entity in an attribute" 1 "entity-attr.ginkgo:4: .*&a;" --score "$tmp/entity-attr.ginkgo"
printf '<?xml version="1.0"?>\n<!DOCTYPE g [<!ENTITY %% p SYSTEM "file:///etc/passwd"> %%p;]>\n<g/>\n' \
  >"$tmp/parameter.ginkgo"
expect_status "external parameter entity" 1 "parameter.ginkgo:2: .*DOCTYPE" \
  --score "$tmp/parameter.ginkgo"

# ---- usage errors: exit 2 ----

expect_status "--score and --state together" 2 "." \
  --score "$games/short-2p.ginkgo" --state "$games/short-2p.ginkgo"
expect_status "unknown format" 2 "xml" --score "$games/short-2p.ginkgo" --format=xml
expect_status "extra argument" 2 "extra" --score "$games/short-2p.ginkgo" extra
expect_status "unknown option" 2 "bogus" --score "$games/short-2p.ginkgo" --bogus
expect_status "--score without a file" 2 "score" --score
expect_status "--state= with an empty name" 2 "." --state=

# ---- help, translated strings through GOptionContext ----

run --score "$games/short-2p.ginkgo" --help
if [ "$status" -eq 0 ] && grep -q -e "--format" "$tmp/out" && grep -q -e "--state" "$tmp/out"; then
  ok "--help lists the options"
else
  not_ok "--help lists the options" "exit $status" "$(cat "$tmp/out" "$tmp/err")"
fi

echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
