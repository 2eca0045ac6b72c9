#!/bin/sh
# test-flatpak-manifest.sh skips what needs git, with the reason, where
# git is not installed or the source is not a git checkout (a release
# tarball), instead of failing.  TAP output.
# Usage: test-flatpak-manifest-skips.sh SOURCE_ROOT APP_ID VERSION
set -u

root=$1
app_id=$2
version=$3
test_script=$(dirname "$0")/test-flatpak-manifest.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "1..3"

# Every program of PATH but git, linked a folder at a time (the first of
# a name wins, as in PATH): a few processes, not one per program.
mkdir "$tmp/bin"
IFS=:
for dir in $PATH; do
  [ -d "$dir" ] || continue
  ls -A "$dir" | grep -vx git | sed "s|^|$dir/|" | \
    xargs -r -d '\n' ln -s -t "$tmp/bin" 2>/dev/null
done
unset IFS
[ ! -e "$tmp/bin/git" ] || { echo "Bail out! git in the folder without git"; exit 1; }

check () {
  n=$1 what=$2 out=$3 status=$4 reason=$5
  if [ "$status" -eq 0 ] && grep -q "^ok 4 .*# SKIP $reason" "$out"; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    sed 's/^/# /' "$out"
  fi
}

PATH=$tmp/bin sh "$test_script" "$root" "$app_id" "$version" >"$tmp/no-git" 2>&1
check 1 "without git: skipped, saying so" "$tmp/no-git" $? "git is not installed"

# A source tree without .git, as a release tarball unpacks, put at @1:
# it skips what needs the history, whether or not git is installed and
# whether or not the folder lies inside another checkout.
tarball () {
  mkdir -p "$1/flatpak/flathub"
  cp "$root/meson.build" "$1/"
  cp "$root/flatpak/$app_id.json" "$1/flatpak/"
  cp "$root/flatpak/flathub/$app_id.json" "$1/flatpak/flathub/"
}

if command -v git >/dev/null 2>&1; then
  no_history="not a git checkout"
else
  no_history="git is not installed"
fi

# Outside any checkout: git stops looking at the temporary folder, wherever
# that folder lies.
tarball "$tmp/alone/tarball"
GIT_CEILING_DIRECTORIES=$tmp/alone sh "$test_script" "$tmp/alone/tarball" "$app_id" "$version" \
  >"$tmp/tarball.out" 2>&1
check 2 "in a source tarball: skipped, saying so" "$tmp/tarball.out" $? "$no_history"

# Inside another checkout (a tarball unpacked in someone's repository).
if command -v git >/dev/null 2>&1; then
  git init -q "$tmp/outer" && tarball "$tmp/outer/tarball"
  GIT_CEILING_DIRECTORIES=$tmp sh "$test_script" "$tmp/outer/tarball" "$app_id" "$version" \
    >"$tmp/inside.out" 2>&1
  check 3 "in a source tarball inside another checkout: skipped, saying so" \
    "$tmp/inside.out" $? "$no_history"
else
  echo "ok 3 - in a source tarball inside another checkout # SKIP git is not installed"
fi
