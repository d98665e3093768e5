#!/usr/bin/env bash
# Checks that the project's C++ follows .clang-format: clang-format, in dry-run mode, over every
# .h and .cpp that git tracks (or, outside a git checkout, every one under the source folders),
# and fails naming each file that is not formatted. Reformat with:
#   clang-format -i $(git ls-files '*.h' '*.cpp')
# Usage: tools/check_format.sh [CLANG_FORMAT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
format="${1:-$(command -v clang-format || command -v clang-format-14 || true)}"
if [[ -z "$format" ]]; then
    echo "check_format: clang-format is not installed (tools/packages.txt lists it)" >&2
    exit 1
fi
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.h' '*.cpp')
else
    mapfile -t files < <(find app engine tests tools -name '*.h' -o -name '*.cpp' | sort)
fi
# One run over every file: clang-format names each place that differs as FILE:LINE:COL: error.
out="$("$format" --dry-run --Werror "${files[@]}" 2>&1 || true)"
mapfile -t bad < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error:.*/\1/p' <<<"$out" | sort -u)
if ((${#bad[@]} > 0)); then
    echo "check_format: ${#bad[@]} of ${#files[@]} files do not follow .clang-format:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    echo "Reformat with: clang-format -i <file>" >&2
    exit 1
fi
if grep -q . <<<"$out"; then
    echo "check_format: clang-format failed:" >&2
    echo "$out" >&2
    exit 1
fi
echo "check_format: ${#files[@]} files follow .clang-format ($("$format" --version))"
