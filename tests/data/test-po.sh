#!/bin/sh
# Translations are complete and current: POTFILES.in lists every source with
# user-visible text, and each language in LINGUAS translates every message
# of a catalogue extracted now from those sources (no fuzzy, no untranslated,
# msgfmt --check clean, plural forms declared).  TAP output.
# Usage: test-po.sh SOURCE_ROOT GETTEXT_PACKAGE
set -u

src=$1
package=$2
po=$src/po

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

# Listed files, without comments and blank lines.
sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$po/POTFILES.in" | sort -u > "$tmp/listed"

missing_files=$(cd "$src" && while read -r f; do test -f "$f" || echo "$f"; done < "$tmp/listed")
if test -z "$missing_files"; then
  ok "every file in POTFILES.in exists"
else
  not_ok "every file in POTFILES.in exists"
  echo "$missing_files" | sed 's/^/# missing: /'
fi

# Sources that mark strings for translation must be listed.
(cd "$src" && {
  grep -lE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|GK_SHEET_NC_|ngettext|g_dngettext|g_dpgettext2)[[:space:]]*\(' \
    src/*.c src/*/*.c 2>/dev/null
  grep -l 'translatable="yes"' src/*/*.ui src/*/*/*.ui 2>/dev/null
} | sort -u) > "$tmp/marked"
unlisted=$(comm -23 "$tmp/marked" "$tmp/listed")
if test -z "$unlisted"; then
  ok "every source with translatable strings is in POTFILES.in"
else
  not_ok "every source with translatable strings is in POTFILES.in"
  echo "$unlisted" | sed 's/^/# not listed: /'
fi

# The same keywords as meson's i18n 'glib' preset.
if (cd "$src" && xgettext --package-name="$package" -f "$tmp/listed" -D "$src" \
      --from-code=UTF-8 --add-comments \
      --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=GK_SHEET_NC_:1c,2 \
      --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
      -o "$tmp/$package.pot") 2>"$tmp/xgettext.log"; then
  ok "xgettext extracts the catalogue"
else
  not_ok "xgettext extracts the catalogue"
  sed 's/^/# /' "$tmp/xgettext.log"
  echo "1..$n"
  exit 1
fi
total=$(msgattrib --no-obsolete "$tmp/$package.pot" | grep -c '^msgid ')
total=$((total - 1))
echo "# $total messages in the catalogue"

for lang in $(sed -e 's/#.*//' "$po/LINGUAS"); do
  if ! test -f "$po/$lang.po"; then
    not_ok "$lang.po exists"
    continue
  fi
  if msgfmt --check -o /dev/null "$po/$lang.po" 2>"$tmp/check.log"; then
    ok "$lang.po passes msgfmt --check"
  else
    not_ok "$lang.po passes msgfmt --check"
    sed 's/^/# /' "$tmp/check.log"
  fi
  if grep -q '^"Plural-Forms: nplurals=[0-9]' "$po/$lang.po"; then
    ok "$lang.po declares its plural forms"
  else
    not_ok "$lang.po declares its plural forms"
  fi

  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$po/$lang.po" "$tmp/$package.pot"
  msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>"$tmp/stats"
  untranslated=$(msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep -c '^msgid ')
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po" | grep -c '^msgid ')
  # msgattrib prints the header entry too when there is anything to print.
  test "$untranslated" -gt 0 && untranslated=$((untranslated - 1))
  test "$fuzzy" -gt 0 && fuzzy=$((fuzzy - 1))
  if test "$untranslated" -eq 0 && test "$fuzzy" -eq 0; then
    ok "$lang translates all $total current messages ($(cat "$tmp/stats"))"
  else
    not_ok "$lang translates all $total current messages: $untranslated untranslated, $fuzzy fuzzy"
    msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | sed -n 's/^msgid "\(..*\)"$/# untranslated: \1/p' | head -20
    msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po" | sed -n 's/^msgid "\(..*\)"$/# fuzzy: \1/p' | head -20
  fi
done

echo "1..$n"
test "$failed" -eq 0
