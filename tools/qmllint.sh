#!/usr/bin/env bash
# Lints the client's QML: qmllint over every .qml of the module Instants (app/client) and of the
# development module Instants.Gallery (tools/gallery), against the module's build output (qmldir
# and qmltypes under BUILD/qml), and fails on any warning. Test qml_lint (tests/CMakeLists.txt).
# qmllint needs the system modules' qmltypes: QtQml (Timer, Connections, Binding) and
# QtQml.Models (Instantiator), from qml6-module-qtqml and qml6-module-qtqml-models
# (tools/packages.txt).
# Usage: tools/qmllint.sh BUILD_DIR [QMLLINT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(cd "${1:?usage: tools/qmllint.sh BUILD_DIR [QMLLINT]}" && pwd)"
qmllint="${2:-/usr/lib/qt6/bin/qmllint}"
cd "$root"
mapfile -t files < <(find app/client tools/gallery -name '*.qml' | sort)
if [[ ! -f "$build/qml/Instants/qmldir" ]]; then
    echo "qmllint: $build/qml/Instants/qmldir is missing (build instants_client first)" >&2
    exit 1
fi
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
# Every category at qmllint's default level (warnings fail), none turned down. qmllint 6.4's own
# false alarms are told apart below, one kind at a time, each with its reason; the rest fail.
status=0
"$qmllint" -I "$build/qml" --json "$report" "${files[@]}" >/dev/null 2>&1 || status=$?
# (255: warnings found, read from the report.) qmllint 6.4 can crash on valid QML (seen: a function added to the Format singleton and called
# from GameText, crashing one run in three): say so rather than fail on an empty report.
if (( status > 128 && status < 255 )) || [[ ! -s "$report" ]]; then
    echo "qmllint: $qmllint crashed (exit status $status) before writing its report; run it on" >&2
    echo "the files one by one to find the one it cannot read: nothing was checked" >&2
    exit 1
fi
python3 - "$report" <<'EOF'
import json, os, re, sys

# qmllint 6.4's false alarms: what Qt 6.4 cannot express or does not know. Any other warning
# fails: there is no list of warnings let through.
# - An id of the file read inside one of its delegates or Components, in a file without
#   `pragma ComponentBehavior: Bound` (the pragma that tells qmllint that the component stays in
#   its file): 6.4 reports it as an unqualified access. A file whose Components a Loader
#   instantiates cannot say the pragma on 6.4 ("Cannot instantiate bound component outside its
#   creation context": Main, ScratchScreen, HistoryScreen, AttractScreen). Names that are not
#   ids of the file (a delegate's index, modelData, a property of the scope) still fail: declare
#   them as required properties.
# - Qt.callLater: 6.4 types the methods of the Qt object as QJSValue properties.
# - qint64 properties (cents, game ids, milliseconds): 6.4's builtins have no "qlonglong".
# - JavaScript array methods on a C++ list (QList<int>, QStringList, QVariantList): 6.4 does
#   not know that a sequence type is a JavaScript array.
# - A key of a QVariantMap property (an event's "type"): 6.4 looks it up as a property of the
#   map's type.
LIMITS = [
    re.compile(r'Property "callLater" is a QJSValue property'),
    re.compile(r'Type "qlonglong" of property "\w+" not found'),
    re.compile(r'Property "(map|filter|reduce|indexOf|includes|some|every|find|join|slice)" '
               r'not found on type "(QList<\w+>|QVariantList|QStringList)"'),
    re.compile(r'Property "\w+" not found on type "QVariantMap"'),
]


def outer_id(path, warning):
    """The warning is an unqualified access to an id declared in the same file."""
    if warning["message"] != "Unqualified access":
        return False
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start = warning.get("charOffset", -1)
    name = text[start:start + warning.get("length", 0)]
    return bool(name) and re.search(r"\bid:\s*" + re.escape(name) + r"\b", text) is not None

failed = 0
report = json.load(open(sys.argv[1], encoding="utf-8"))
for entry in report["files"]:
    path = os.path.relpath(entry["filename"])
    if not entry.get("success", True) and not entry["warnings"]:
        print(f"{path}: qmllint could not read the file")
        failed += 1
    for w in entry["warnings"]:
        if w["type"] == "info":
            continue
        if outer_id(path, w) or any(p.search(w["message"]) for p in LIMITS):
            continue
        print(f'{path}:{w.get("line", 0)}:{w.get("column", 0)}: {w["type"]}: {w["message"]}')
        failed += 1
count = len(report["files"])
if failed:
    print(f"qmllint: {failed} warning(s) in {count} file(s)")
    sys.exit(1)
print(f"qmllint: {count} file(s), no warning")
EOF
