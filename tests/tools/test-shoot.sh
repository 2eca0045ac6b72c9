#!/bin/sh
# The harness tools/shoot/ draws a page of the window at the size asked for,
# and refuses what it cannot do with a message and status 2 (TAP).
#
#   test-shoot.sh GK_SHOOT GAME MAKE_GAMES
set -u
# A session bus, as a desktop gives the app (GtkApplication warns without one).
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null; then
  exec dbus-run-session -- "$0" "$@"
fi
shoot=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy: the window may save the game it opens.
game=$work/game.ginkgo
cp "$2" "$game"
make_games=$3
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" GTK_A11Y=none
n=0
failed=0

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    sed 's/^/# /' "$work/err"
    failed=1
  fi
}

# WIDTH HEIGHT of a PNG, from its IHDR chunk.
png_size () {
  od -An -tu1 -j16 -N8 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4,
                                           $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }'
}

echo "1..11"

"$shoot" --page=start --size=1024x600 --output="$work/start.png" >"$work/out" 2>"$work/err"
ok $? "the start page is shot"
[ "$(png_size "$work/start.png" 2>/dev/null)" = "1024 600" ]
ok $? "at 1024x600 (got $(png_size "$work/start.png" 2>/dev/null))"

"$shoot" --page=score --game="$game" --size=1366x768 --dark --output="$work/score.png" \
  >"$work/out" 2>"$work/err"
[ $? = 0 ] && [ "$(png_size "$work/score.png")" = "1366 768" ]
ok $? "a game's score, dark, at 1366x768"

"$shoot" --page=nowhere --output="$work/x.png" >"$work/out" 2>"$work/err"
[ $? = 2 ] && grep -q "No page nowhere" "$work/err" && [ ! -e "$work/x.png" ]
ok $? "an unknown page is refused, and named"

"$shoot" --page=preview --game="$game" --move=Z9 --output="$work/y.png" >"$work/out" 2>"$work/err"
[ $? = 2 ] && grep -q "not a move: Z9" "$work/err"
ok $? "a move that is not one is refused"

# A dialog over the window: the tile-return step of a move that empties the
# reserve (the games the screenshots start from).
"$make_games" "$work/games" >/dev/null
"$shoot" --page=tile-return --game="$work/games/exhaust.ginkgo" \
  --move="$(cat "$work/games/exhaust.move")" --output="$work/dialog.png" >"$work/out" 2>"$work/err"
[ $? = 0 ] && [ -s "$work/dialog.png" ] && [ ! -s "$work/err" ]
ok $? "the tile-return dialog is shot over the window, without a warning"

# The app started as src/main.c starts it, timed to its first frame.
timeout 60 "$shoot" --bench=first-frame --t0=0 >"$work/out" 2>"$work/err"
[ $? = 0 ] && grep -Eq '^first-frame-us [0-9]+$' "$work/out"
ok $? "the first frame is timed"

# A move confirmed and a move typed, each timed to the frame that draws it,
# with where the time went; a keystroke that waits for the window to be idle
# and one right after the frame before.
midgame="$work/games/midgame.ginkgo"
move=$(cat "$work/games/midgame.move")
timeout 120 "$shoot" --bench=confirm --game="$midgame" --move="$move" --rounds=2 \
  >"$work/out" 2>"$work/err"
[ $? = 0 ] && grep -Eq '^confirm-us median [0-9]+ max [0-9]+ samples 2 pace 100$' "$work/out" \
  && grep -Eq '^confirm-phases-us wait [0-9]+ layout [0-9]+ paint [0-9]+$' "$work/out"
ok $? "a confirmed move is timed, in its phases"
timeout 120 "$shoot" --bench=typing --game="$midgame" --move="$move" --rounds=1 \
  >"$work/out" 2>"$work/err"
[ $? = 0 ] && grep -Eq '^typing-us median [0-9]+ max [0-9]+ samples [1-9][0-9]* pace 100$' "$work/out" \
  && grep -Eq '^typing-handling-us median [0-9]+ max [0-9]+$' "$work/out"
ok $? "each keystroke of a typed move is timed"
timeout 120 "$shoot" --bench=typing --pace=0 --game="$midgame" --move="$move" --rounds=1 \
  >"$work/out" 2>"$work/err"
[ $? = 0 ] && grep -Eq '^typing-us median [0-9]+ max [0-9]+ samples [1-9][0-9]* pace 0$' "$work/out"
ok $? "and back to back"

# What each measured frame repaints: a header per confirmation, then the
# region's rectangles, each with the widget it covers.
timeout 120 "$shoot" --bench=confirm --damage --game="$midgame" --move="$move" --rounds=2 \
  >"$work/out" 2>"$work/err"
[ $? = 0 ] \
  && [ "$(grep -Ec '^damage confirm: [0-9]+ rectangles, [0-9]+ give-ups, [0-9]+ pixels; without the bound [0-9]+ rectangles, [0-9]+ pixels$' "$work/out")" = 2 ] \
  && grep -Eq '^  region [0-9]+x[0-9]+\+-?[0-9]+\+-?[0-9]+ (in )?(Gk|Gtk|Adw)[A-Za-z]+' "$work/out" \
  && grep -Eq '^confirm-us median [0-9]+ max [0-9]+ samples 2 pace 100$' "$work/out"
ok $? "what a confirmation repaints is printed, widget by widget"

exit $failed
