#!/bin/sh
# The shared-mime-info entry: well-formed, accepted by update-mime-database,
# and GIO (hence the file manager) recognises a saved game by its .ginkgo
# name and, misnamed, by its <ginkgopolis> root element, or a score sheet's
# <scoresheet>.  TAP output.
# Usage: test-mime.sh MIME_XML
set -u

mime_xml=$1
type=application/x-ginkgo-game

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
check ()
{
  desc=$1
  shift
  n=$((n + 1))
  if "$@" >"$tmp/out" 2>&1; then
    echo "ok $n - $desc"
  else
    failed=$((failed + 1))
    echo "not ok $n - $desc"
    sed 's/^/# /' "$tmp/out"
  fi
}

check "well-formed XML" xmllint --noout "$mime_xml"

mkdir -p "$tmp/share/mime/packages"
cp "$mime_xml" "$tmp/share/mime/packages/ginkgo-companion.xml"
# The base database gives application/xml, which our type derives from.
for dir in /usr/share /usr/local/share; do
  if test -f "$dir/mime/packages/freedesktop.org.xml"; then
    cp "$dir/mime/packages/freedesktop.org.xml" "$tmp/share/mime/packages/"
    break
  fi
done
check "update-mime-database accepts it" update-mime-database "$tmp/share/mime"
check "glob *.ginkgo" grep -qx "[0-9]*:$type:\*\.ginkgo" "$tmp/share/mime/globs2"
check "root element ginkgopolis" grep -qx " ginkgopolis $type" "$tmp/share/mime/XMLnamespaces"
check "root element scoresheet" grep -qx " scoresheet $type" "$tmp/share/mime/XMLnamespaces"
check "sub-class of application/xml" grep -qx "$type application/xml" "$tmp/share/mime/subclasses"

cat > "$tmp/game.ginkgo" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<ginkgopolis version="1">
  <setup players="2" variant="standard"/>
</ginkgopolis>
XML
cp "$tmp/game.ginkgo" "$tmp/misnamed"

content_type ()
{
  XDG_DATA_HOME=$tmp/nothing XDG_DATA_DIRS=$tmp/share \
    gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}
check "GIO names a .ginkgo file $type" test "$(content_type "$tmp/game.ginkgo")" = "$type"
check "GIO sniffs a misnamed game file as $type" test "$(content_type "$tmp/misnamed")" = "$type"

cat > "$tmp/misnamed-sheet" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<scoresheet version="1" game="7-wonders" players="3">
</scoresheet>
XML
check "GIO sniffs a misnamed score sheet as $type" \
  test "$(content_type "$tmp/misnamed-sheet")" = "$type"

echo "1..$n"
test "$failed" -eq 0
