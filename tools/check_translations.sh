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
# The words printed on a ticket stay the ticket's in English sentences (docs/visual-design.md,
# "Languages: one policy for the three games"): a message that names DÉDÉ's « Gain » box is
# translated with “Gain”, never as a "Win" box the ticket does not show.
renamed=$(python3 - "$tmp/instants_en.ts" <<'PY'
import sys
import xml.etree.ElementTree as ET
bad = []
for m in ET.parse(sys.argv[1]).getroot().iter("message"):
    source = m.findtext("source") or ""
    english = m.findtext("translation") or ""
    if ("case « Gain »" in source.replace("\u00a0", " ") or "cases « Gain »" in source.replace("\u00a0", " ")
            or source.startswith("Gain du lancer")) and "“Gain”" not in english:
        bad.append(f"  {source!r} -> {english!r}")
print("\n".join(bad))
PY
)
if [[ -n "$renamed" ]]; then
    echo "check_translations: a ticket's « Gain » box is renamed in English (quote the ticket's word):" >&2
    echo "$renamed" >&2
    exit 1
fi
# French: the plural forms of every message counted with %n (translations/instants_fr.ts,
# docs/visual-design.md, "Languages"), so that no screen writes « seconde(s) ».
cp "$root/translations/instants_fr.ts" "$tmp/instants_fr.ts"
"$lupdate" -locations none -source-language fr -target-language fr -pluralonly -no-obsolete \
    $(find "$root/app/client" -name '*.qml' -o -name '*.cpp' | sort) -ts "$tmp/instants_fr.ts" >/dev/null
unfinished=$(grep -c 'type="unfinished"' "$tmp/instants_fr.ts" || true)
if [[ "$unfinished" != "0" ]]; then
    echo "check_translations: $unfinished counted message(s) have no French plural forms:" >&2
    grep -B3 'type="unfinished"' "$tmp/instants_fr.ts" | grep '<source>' | sed 's/^ */  /' >&2
    echo "Add them to FR_PLURAL in tools/translate_en.py, then run it." >&2
    exit 1
fi
echo "check_translations: the English translation is complete ($(grep -c '<message' "$tmp/instants_en.ts") messages), French plural forms for $(grep -c '<message' "$tmp/instants_fr.ts") counted messages"

