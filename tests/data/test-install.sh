#!/bin/sh
# Installs the build into a temporary DESTDIR and checks the tree a
# distribution or Flatpak would ship: the binary, a catalogue for every
# language of po/LINGUAS (and that it translates), icons, desktop entry,
# metainfo, schema, MIME entry and the game file schema.  TAP output.
# Usage: test-install.sh BUILD_ROOT PREFIX BINDIR DATADIR LOCALEDIR APP_ID PO_DIR
set -u

build_root=$1
prefix=$2
bindir=$3
datadir=$4
localedir=$5
app_id=$6
# The languages, as po/LINGUAS lists them.
languages=$(sed 's/#.*//' "$7/LINGUAS")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
ok ()
{
  n=$((n + 1))
  echo "ok $n - $1"
}
not_ok ()
{
  n=$((n + 1))
  failed=$((failed + 1))
  echo "not ok $n - $1"
}
check ()
{
  desc=$1
  shift
  if "$@" >"$tmp/out" 2>&1; then
    ok "$desc"
  else
    not_ok "$desc"
    sed 's/^/# /' "$tmp/out"
  fi
}

dest=$tmp/dest
if meson install --no-rebuild --quiet --destdir "$dest" -C "$build_root" >"$tmp/install.log" 2>&1; then
  ok "meson install into DESTDIR"
else
  not_ok "meson install into DESTDIR"
  sed 's/^/# /' "$tmp/install.log"
  echo "1..$n"
  exit 1
fi

bin=$dest$bindir
share=$dest$datadir
locale=$dest$localedir

check "nothing installed outside the prefix" \
  sh -c '! find "$1" -type f | grep -v "^$1$2/"' sh "$dest" "$prefix"

check "binary ginkgo-companion is installed and executable" test -x "$bin/ginkgo-companion"

for lang in $languages; do
  mo=$locale/$lang/LC_MESSAGES/ginkgo-companion.mo
  check "$lang catalogue installed" test -s "$mo"
  # The installed catalogue really translates: the file manager's name for a
  # saved game comes out in the language, not in English.
  check "$lang catalogue translates at run time" \
    sh -c 'test "$(LC_ALL=C.UTF-8 LANGUAGE=$1 TEXTDOMAINDIR=$2 gettext -d ginkgo-companion "Ginkgopolis game")" != "Ginkgopolis game"' \
    sh "$lang" "$locale"
done

check "scalable app icon" xmllint --noout "$share/icons/hicolor/scalable/apps/$app_id.svg"
check "symbolic app icon" xmllint --noout "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
# The sizes the first window shows, drawn by the build where it can draw
# them (data/meson.build): the start page and the window icon find them.
if command -v rsvg-convert >/dev/null 2>&1; then
  for size in 48 96; do
    check "app icon at $size pixels" \
      sh -c 'head -c 8 "$1" | od -An -c | grep -q "P   N   G"' sh "$share/icons/hicolor/${size}x$size/apps/$app_id.png"
  done
fi

desktop=$share/applications/$app_id.desktop
check "desktop entry installed" test -s "$desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then
  check "installed desktop entry is valid" desktop-file-validate "$desktop"
fi
check "desktop entry starts the installed command" grep -q '^Exec=ginkgo-companion' "$desktop"
check "desktop entry opens .ginkgo files" grep -q '^MimeType=application/x-ginkgo-game;' "$desktop"
for lang in $languages; do
  check "desktop entry has a $lang comment" grep -q "^Comment\\[$lang\\]=" "$desktop"
done

metainfo=$share/metainfo/$app_id.metainfo.xml
check "metainfo installed" test -s "$metainfo"
for lang in $languages; do
  check "metainfo summary translated to $lang" grep -q "<summary xml:lang=\"$lang\">" "$metainfo"
done

check "GSettings schema installed" test -s "$share/glib-2.0/schemas/$app_id.gschema.xml"
check "installed schemas compile" glib-compile-schemas --strict --dry-run "$share/glib-2.0/schemas"

mime=$share/mime/packages/$app_id.xml
check "MIME entry installed" test -s "$mime"
for lang in $languages; do
  check "MIME comment translated to $lang" grep -q "<comment xml:lang=\"$lang\">" "$mime"
done

check "game file schema installed" xmllint --noout "$share/ginkgo-companion/ginkgo-game.rng"

echo "1..$n"
test "$failed" -eq 0
