# cli-tap.sh: TAP helpers for the command-line tests, sourced after
# setting $bin (the program) and $tmp (a scratch folder).
#
# SPDX-License-Identifier: GPL-3.0-or-later

n=0
failed=0

ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok () {
  n=$((n + 1))
  failed=$((failed + 1))
  echo "not ok $n - $1"
  shift
  for line in "$@"; do
    echo "# $line"
  done
}

# No display at all: the command line must not need one.
run () {
  # A hang (a FIFO read, an entity blow-up) ends as status 124.
  env -u DISPLAY -u WAYLAND_DISPLAY timeout 30 "$bin" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
}

# expect_output NAME EXPECTED_FILE ARGS...: exit 0, stdout as expected, stderr empty
expect_output () {
  local name=$1 expected=$2
  shift 2
  run "$@"
  if [ "$status" -ne 0 ]; then
    not_ok "$name" "exit status $status, expected 0" "stderr: $(cat "$tmp/err")"
  elif ! diff -u "$expected" "$tmp/out" >"$tmp/diff"; then
    not_ok "$name" "output differs from $(basename "$expected"):" "$(cat "$tmp/diff")"
  elif [ -s "$tmp/err" ]; then
    not_ok "$name" "unexpected stderr: $(cat "$tmp/err")"
  else
    ok "$name"
  fi
}

# expect_status NAME STATUS PATTERN ARGS...: exit STATUS, stdout empty, stderr matches PATTERN
expect_status () {
  local name=$1 expected=$2 pattern=$3
  shift 3
  run "$@"
  if [ "$status" -ne "$expected" ]; then
    not_ok "$name" "exit status $status, expected $expected" "stderr: $(cat "$tmp/err")"
  elif [ -s "$tmp/out" ]; then
    not_ok "$name" "unexpected stdout: $(head -c 300 "$tmp/out")"
  elif ! grep -q -e "$pattern" "$tmp/err"; then
    not_ok "$name" "stderr does not match '$pattern': $(cat "$tmp/err")"
  else
    ok "$name"
  fi
}

# expect_text NAME PATTERN ARGS...: exit 0 and stdout contains each line of PATTERN
expect_text () {
  local name=$1 patterns=$2
  shift 2
  run "$@"
  if [ "$status" -ne 0 ]; then
    not_ok "$name" "exit status $status, expected 0" "stderr: $(cat "$tmp/err")"
    return
  fi
  while IFS= read -r pattern; do
    if ! grep -q -F -e "$pattern" "$tmp/out"; then
      not_ok "$name" "output lacks '$pattern':" "$(cat "$tmp/out")"
      return
    fi
  done <<<"$patterns"
  ok "$name"
}
