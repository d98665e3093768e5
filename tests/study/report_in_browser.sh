#!/usr/bin/env bash
# The study report in a real browser (docs/usability-lab.md, section 4): writes the synthetic
# study of tests/study/test_report.cpp, runs `instants --study-report` on it, then opens the
# HTML file in headless Chromium with the network off, takes a screenshot and reads the page's
# load check. Fails when an image did not load, when there is no image, when the console shows
# anything (the report logs nothing, so any console line is an error or an exception), or when
# the screenshot is missing or empty.
#
# Usage: report_in_browser.sh INSTANTS STUDY_REPORT_TESTS [WORK_DIR]
#   WORK_DIR (default: a temporary folder, removed on success) keeps the study, the report,
#   report.png (the screenshot), dom.html and chromium.log.
# Exit status: 0 passed, 1 failed, 77 skipped (no Chromium).
set -euo pipefail

instants=${1:?usage: report_in_browser.sh INSTANTS STUDY_REPORT_TESTS [WORK_DIR]}
tests=${2:?usage: report_in_browser.sh INSTANTS STUDY_REPORT_TESTS [WORK_DIR]}
work=${3:-}
keep=1
if [[ -z "$work" ]]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/instants-report-XXXXXX")
    keep=0
fi
mkdir -p "$work"
fail() {
    echo "report_in_browser: FAIL: $*" >&2
    echo "report_in_browser: files kept in $work" >&2
    exit 1
}

chromium=${CHROMIUM:-}
if [[ -z "$chromium" ]]; then
    for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
        if [[ -x "$candidate" ]]; then
            chromium=$candidate
            break
        fi
    done
fi
if [[ -z "$chromium" ]]; then
    echo "report_in_browser: SKIP: no Chromium (apt-get install chromium)" >&2
    exit 77
fi

# 1. The study folder and its report.
study="$work/etude"
rm -rf "$study"
QT_QPA_PLATFORM=offscreen "$tests" --write-sample "$study" || fail "study_report_tests --write-sample"
report="$study/report.html"
QT_QPA_PLATFORM=offscreen "$instants" --study-report "$study" --out "$report" \
    > "$work/instants.out" 2> "$work/instants.err" || fail "instants --study-report: $(cat "$work/instants.err")"
[[ -s "$report" ]] || fail "no report written"
grep -qx "$report" "$work/instants.out" || fail "instants did not list $report on stdout"
refused=$(grep -c '^instants: .*\.jsonl: ' "$work/instants.err" || true)
[[ "$refused" == 4 ]] || fail "expected the 4 refused logs on stderr, got $refused: $(cat "$work/instants.err")"
images_in_file=$(grep -o '<img ' "$report" | wc -l)

# 2. Chromium, headless, with the network off: in a network namespace of its own when we may
# make one, and with every connection sent nowhere in any case.
run=()
flags=(--headless --disable-gpu --hide-scrollbars --no-first-run --no-default-browser-check
       --disable-extensions --disable-sync --disable-background-networking --disable-component-update
       --proxy-server=127.0.0.1:9 "--host-resolver-rules=MAP * ~NOTFOUND"
       --user-data-dir="$work/profile" --enable-logging=stderr --v=0)
if [[ $(id -u) == 0 ]]; then
    flags+=(--no-sandbox)
    if unshare -n true 2> /dev/null; then
        run=(unshare -n)
    fi
fi
url="file://$report"
rm -f "$work/report.png"
timeout 120 "${run[@]}" "$chromium" "${flags[@]}" --window-size=1280,4000 --screenshot="$work/report.png" "$url" \
    > /dev/null 2> "$work/chromium.log" || fail "chromium --screenshot failed: $(tail -5 "$work/chromium.log")"
timeout 120 "${run[@]}" "$chromium" "${flags[@]}" --window-size=1280,4000 --virtual-time-budget=10000 --dump-dom "$url" \
    > "$work/dom.html" 2>> "$work/chromium.log" || fail "chromium --dump-dom failed: $(tail -5 "$work/chromium.log")"

# 3. The checks.
[[ -s "$work/report.png" ]] || fail "no screenshot"
[[ $(head -c 8 "$work/report.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] || fail "the screenshot is not a PNG"
(( $(stat -c %s "$work/report.png") > 20000 )) || fail "the screenshot is nearly empty ($(stat -c %s "$work/report.png") bytes)"
body=$(grep -o '<body[^>]*>' "$work/dom.html" | head -1)
loaded=$(sed -n 's/.*data-images-loaded="\([0-9]*\)".*/\1/p' <<< "$body")
total=$(sed -n 's/.*data-images-total="\([0-9]*\)".*/\1/p' <<< "$body")
[[ -n "$loaded" && -n "$total" ]] || fail "the page's load check did not run (body: $body)"
check=$(grep -o '<p id="load-check"[^>]*>.*</p>' "$work/dom.html" | head -1)
(( total > 0 )) || fail "no image in the page"
(( total == images_in_file )) || fail "the browser saw $total images, the file has $images_in_file"
(( loaded == total )) || fail "$loaded of $total images loaded ($check)"
# Chromium's own pages (source chrome://…, e.g. its new-tab box) log to the same console: only
# the report's lines count.
if grep -E ':CONSOLE[:(]|Uncaught' "$work/chromium.log" | grep -v 'source: chrome://' > "$work/console.txt"; then
    fail "the console shows: $(cat "$work/console.txt")"
fi

echo "report_in_browser: OK: $loaded/$total images loaded, no console message, screenshot $(stat -c %s "$work/report.png") bytes"
if (( keep == 0 )); then
    rm -rf "$work"
fi
