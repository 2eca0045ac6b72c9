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

echo "1..2"

# Every program of PATH but git.
mkdir "$tmp/bin"
IFS=:
for dir in $PATH; do
  [ -d "$dir" ] || continue
  for program in "$dir"/*; do
    name=${program##*/}
    [ "$name" = git ] && continue
    [ -x "$program" ] && [ ! -e "$tmp/bin/$name" ] && ln -s "$program" "$tmp/bin/$name"
  done
done
unset IFS

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

# A source tree without .git, as a release tarball unpacks.
mkdir -p "$tmp/tarball/flatpak/flathub"
cp "$root/meson.build" "$tmp/tarball/"
cp "$root/flatpak/$app_id.json" "$tmp/tarball/flatpak/"
cp "$root/flatpak/flathub/$app_id.json" "$tmp/tarball/flatpak/flathub/"
sh "$test_script" "$tmp/tarball" "$app_id" "$version" >"$tmp/tarball.out" 2>&1
check 2 "in a source tarball: skipped, saying so" "$tmp/tarball.out" $? "not a git checkout"
