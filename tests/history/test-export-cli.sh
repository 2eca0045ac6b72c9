#!/bin/bash
# test-export-cli.sh: ginkgo-companion --export-csv and --export-bgstats
# over the game library
#
# Usage: test-export-cli.sh PATH/TO/ginkgo-companion PATH/TO/tests/core/games LOCALEDIR
#                           SCHEMA_DIR
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

bin=$1
games=$2
localedir=$3
schemas=$4
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
cp "$games/solo-expert.ginkgo" "$library/solo.ginkgo"
printf '<ginkgopolis' > "$library/damaged.ginkgo"
touch -d '2026-03-01 20:00:00 UTC' "$library/first.ginkgo"
touch -d '2026-03-08 21:30:00 UTC' "$library/second, \"copy\".ginkgo"
touch -d '2026-02-01 10:00:00 UTC' "$library/solo.ginkgo"

"$bin" --export-csv "$tmp/plays.csv"
check "$?" 0 "exports the library"
check "$(head -n 1 "$tmp/plays.csv" | tr -d '\r')" \
  "date,started,file,variant,solo_level,players,rounds,end_trigger,end_player,seat,name,colour,tokens,cards,renewal,districts,total,rank,winner,play_id,location,duration_min,person,game,utc_offset,note" \
  "a header line"
# Two copies of one finished game of two players are one play (the same
# content, no id yet), the solo game another; the game in progress and the
# damaged file are no plays.
check "$(grep -c $'\r$' "$tmp/plays.csv")" 5 "one CRLF row per player per play, copies once"
# The newest copy is the play's file; its date is the one the index first
# gave it, the earliest of the copies (a copy or a touch never moves it).
# A file without a play record: where it was played is not known (Z), the
# dates are in UTC.
check "$(sed -n 2p "$tmp/plays.csv" | cut -d, -f1,3)" '2026-03-01T20:00:00,"second' \
  "newest first, the file name quoted"
check "$(sed -n 2p "$tmp/plays.csv" | tr -d '\r' | rev | cut -d, -f1-2 | rev)" 'Z,' \
  "where it was played not known, no note"

"$bin" --export-csv=- > "$tmp/stdout.csv"
check "$?" 0 "exports to the standard output"
check "$(cmp -s "$tmp/plays.csv" "$tmp/stdout.csv"; echo $?)" 0 "the same bytes, index reused"

rm "$library/second, \"copy\".ginkgo"
"$bin" --export-csv - > "$tmp/after.csv"
check "$(grep -c $'\r$' "$tmp/after.csv")" 5 "a deleted copy leaves the play to the other"
check "$(sed -n 2p "$tmp/after.csv" | cut -d, -f1,3)" '2026-03-01T20:00:00,first.ginkgo' \
  "which is the play now"
# The totals are the command line's --score totals for the same file.
expected=$(tail -n +2 "$games/short-2p.score.tsv" | cut -f6 | tr '\n' ' ')
got=$(sed -n '2,3p' "$tmp/after.csv" | tr -d '\r' | awk -F, '{ printf "%s ", $17 }')
check "$got" "$expected" "the totals of --score"

"$bin" --export-bgstats "$tmp/plays.json"
check "$?" 0 "exports for BG Stats"
check "$(grep -c '"playerScores"' "$tmp/plays.json")" 2 "a play for each finished game"
check "$(grep -c '"uuid" : "6f1c2b4a-0d3e-4c5b-9a87-4841c0000001"' "$tmp/plays.json")" 1 \
  "HAL is one player, with its fixed uuid"
"$bin" --export-bgstats=- --export-csv "$tmp/both.csv" > "$tmp/stdout.json"
check "$?" 0 "both formats at once"
check "$(cmp -s "$tmp/plays.json" "$tmp/stdout.json"; echo $?)" 0 "the same JSON on the standard output"
check "$(cmp -s "$tmp/after.csv" "$tmp/both.csv"; echo $?)" 0 "and the same CSV"
# BG Stats opens a .bgsplay file: the same export under that name.
"$bin" --export-bgstats "$tmp/plays.bgsplay"
check "$(cmp -s "$tmp/plays.json" "$tmp/plays.bgsplay"; echo $?)" 0 "the same file as .bgsplay"

# Touched and renamed, a play is the same play for BG Stats.
play_uuids () {
  tr -d '\n ' < "$1" | grep -o '"uuid":"[0-9a-f-]*","gameRefId"' | sort
}
touch "$library/first.ginkgo"
mv "$library/solo.ginkgo" "$library/solo, renamed.ginkgo"
"$bin" --export-bgstats "$tmp/again.json"
check "$(play_uuids "$tmp/again.json")" "$(play_uuids "$tmp/plays.json")" \
  "the same play uuids after a touch and a rename"
check "$(play_uuids "$tmp/plays.json" | wc -l)" 2 "one uuid per play"
mv "$library/solo, renamed.ginkgo" "$library/solo.ginkgo"
touch -d '2026-03-01 20:00:00 UTC' "$library/first.ginkgo"
touch -d '2026-02-01 10:00:00 UTC' "$library/solo.ginkgo"

# HAL and everyone else are the same players in every language.
hal_player () {
  tr -d '\n ' < "$1" | grep -o '{"id":[0-9]*,"uuid":"6f1c2b4a-0d3e-4c5b-9a87-4841c0000001"[^}]*}'
}
for lang in hu ru; do
  LANGUAGE=$lang GINKGO_COMPANION_LOCALEDIR=$localedir "$bin" --export-bgstats - > "$tmp/$lang.json"
  check "$(hal_player "$tmp/$lang.json")" "$(hal_player "$tmp/plays.json")" "HAL in $lang"
  check "$(cmp -s "$tmp/$lang.json" "$tmp/plays.json"; echo $?)" 0 "the whole export in $lang"
  # The translations are there: the help is not the English one.
  LANGUAGE=$lang GINKGO_COMPANION_LOCALEDIR=$localedir "$bin" --export-csv x --help > "$tmp/help-$lang" 2>&1
  check "$(grep -c 'Exports the plays of the game library' "$tmp/help-$lang")" 0 \
    "the command line speaks $lang"
done

rm "$library/first.ginkgo"
"$bin" --export-csv - > "$tmp/after.csv"
check "$(grep -c $'\r$' "$tmp/after.csv")" 3 "a deleted game leaves the export"

# A file name that is not UTF-8 leaves the exports valid.
cp "$games/short-2p.ginkgo" "$library/caf"$'\xe9'".ginkgo"
"$bin" --export-csv "$tmp/latin1.csv" --export-bgstats "$tmp/latin1.json"
check "$?" 0 "a file name that is not UTF-8"
check "$(iconv -f UTF-8 -t UTF-8 "$tmp/latin1.csv" > /dev/null 2>&1; echo $?)" 0 "the CSV is UTF-8"
check "$(iconv -f UTF-8 -t UTF-8 "$tmp/latin1.json" > /dev/null 2>&1; echo $?)" 0 "the JSON is UTF-8"
check "$(grep -c 'caf' "$tmp/latin1.csv")" 2 "its rows are there"

# A finished score sheet of 7 Wonders is a play of its game: its categories
# in columns of their own, a total below 0, and BoardGameGeek's number.
rm "$library/caf"$'\xe9'".ginkgo"
cat > "$library/sheet.ginkgo" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<scoresheet version="1" game="7-wonders" players="2" expansions="cities">
  <play id="2b1c6f5e-9a0d-4e3b-8c7a-1d2e3f4a5b6c" started="2026-03-10T19:00:00+01:00" finished="2026-03-10T19:45:00+01:00"/>
  <player id="p1" name="Anna">
    <count key="military-defeat" n="6"/>
    <count key="coins" n="10"/>
    <count key="debt" n="4"/>
  </player>
  <player id="p2" name="Béla">
    <count key="civilian" n="5"/>
  </player>
</scoresheet>
EOF
"$bin" --export-csv "$tmp/sheet.csv" --export-bgstats "$tmp/sheet.json"
check "$?" 0 "a score sheet among the games"
check "$(head -n 1 "$tmp/sheet.csv" | tr -d '\r' | cut -d, -f24-)" \
  "game,utc_offset,note,category:military,category:treasury,category:wonder,category:civilian,category:science,category:commercial,category:guilds,category:leaders,category:cities,category:projects,category:other" \
  "the game and the categories of 7 Wonders"
# The dates on the clock where it was played, its offset beside them.
check "$(grep '^2026-03-10' "$tmp/sheet.csv" | tr -d '\r' | cut -d, -f1,10,11,17,24-)" \
  "2026-03-10T19:45:00,p1,Anna,-7,7-wonders,+01:00,,-6,-1,0,0,0,0,0,,0,,0
2026-03-10T19:45:00,p2,Béla,5,7-wonders,+01:00,,0,0,0,5,0,0,0,,0,,0" \
  "each seat's total and categories, empty where the expansions have none"
check "$(grep -c ',ginkgopolis,Z,,,,,,,,,,,,.$' "$tmp/sheet.csv")" 2 \
  "the games of Ginkgopolis have no category"
check "$(tr -d '\n ' < "$tmp/sheet.json" | grep -o '"name":"7Wonders","bggId":68448')" \
  '"name":"7Wonders","bggId":68448' "BG Stats: 7 Wonders with its BoardGameGeek number"
check "$(tr -d '\n ' < "$tmp/sheet.json" | grep -o '"uuid":"2b1c6f5e-9a0d-4e3b-8c7a-1d2e3f4a5b6c","gameRefId":[0-9]*')" \
  '"uuid":"2b1c6f5e-9a0d-4e3b-8c7a-1d2e3f4a5b6c","gameRefId":2' "and the sheet's play refers to it"
# Who you are, as the window keeps it (GSettings "me"): the person's entry
# is "me"; nobody chosen, no userInfo.
check "$(grep -c '"userInfo"' "$tmp/sheet.json")" 0 "nobody chosen as you: no userInfo"
anna=$(tr -d '\n ' < "$tmp/sheet.json" | grep -o '"uuid":"[0-9a-f-]*","name":"Anna"' | cut -d'"' -f4)
mkdir -p "$tmp/config/glib-2.0/settings"
printf "[io/github/ginkgocompanion/GinkgoCompanion]\nme='%s'\n" "$anna" \
  > "$tmp/config/glib-2.0/settings/keyfile"
GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$tmp/config" GSETTINGS_SCHEMA_DIR="$schemas" \
  "$bin" --export-bgstats "$tmp/me.json"
check "$(tr -d '\n ' < "$tmp/me.json" | grep -o '"meRefId":[0-9]*' | cut -d: -f2)" \
  "$(tr -d '\n ' < "$tmp/me.json" | grep -o '"id":[0-9]*,"uuid":"'"$anna"'"' | cut -d, -f1 | cut -d: -f2)" \
  "the person chosen as you is BG Stats's meRefId"
check "$(grep -c '"meRefId"' "$tmp/me.json")" 1 "once"
rm "$library/sheet.ginkgo"

"$bin" --export-csv "$tmp/no/such/folder/plays.csv" 2> "$tmp/err"

check "$?" 1 "an unwritable file is refused"
check "$(grep -c 'cannot write the file' "$tmp/err")" 1 "with the reason"

"$bin" --export-csv "$tmp/x.csv" extra 2> /dev/null
check "$?" 2 "an extra argument is a usage error"

"$bin" --export-bgstats "$tmp/x.json" --export-csv= 2> /dev/null
check "$?" 2 "an empty file name is a usage error"

"$bin" --help > "$tmp/help" 2>&1
check "$(grep -c -- '--export-csv=FILE' "$tmp/help")" 1 "--help lists --export-csv"
check "$(grep -c -- '--export-bgstats=FILE' "$tmp/help")" 1 "--help lists --export-bgstats"
"$bin" --export-csv x --help > "$tmp/help-en" 2>&1
check "$(grep -c 'Exports the plays of the game library' "$tmp/help-en")" 1 \
  "the exports' own help, in English"

echo "1..$n"
[ "$failed" -eq 0 ]
