#!/usr/bin/env bash
# Checks that the English translation is complete: lupdate over the current sources (into a
# copy of translations/instants_en.ts) must find no new or unfinished message.
# Usage: tools/check_translations.sh [LUPDATE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lupdate="${1:-$(command -v lupdate6 || command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$root/translations/instants_en.ts" "$tmp/instants_en.ts"
"$lupdate" -locations none -source-language fr -target-language en -no-obsolete \
    $(find "$root/app/client" -name '*.qml' -o -name '*.cpp' | sort) -ts "$tmp/instants_en.ts" >/dev/null
unfinished=$(grep -c 'type="unfinished"' "$tmp/instants_en.ts" || true)
if [[ "$unfinished" != "0" ]]; then
    echo "check_translations: $unfinished message(s) have no English translation:" >&2
    grep -B3 'type="unfinished"' "$tmp/instants_en.ts" | grep '<source>' | sed 's/^ */  /' >&2
    echo "Run lupdate (cmake --build BUILD --target update_translations), then tools/translate_en.py." >&2
    exit 1
fi
echo "check_translations: the English translation is complete ($(grep -c '<message' "$tmp/instants_en.ts") messages)"
