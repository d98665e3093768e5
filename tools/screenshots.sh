#!/usr/bin/env bash
# Renders every screen of the client in French and English, landscape (1920x1080) and portrait
# (1080x1920), to docs/screenshots/<lang>-<landscape|portrait>-<screen>.png, and writes the
# gallery section of docs/screenshots/README.md (between its gallery markers).
#
#   tools/screenshots.sh [BUILD_DIR]      (default: build/uitest; builds instants_screenshots)
#
# Headless: the offscreen platform and Qt Quick's software renderer. Each state is reached
# through the adapters on a seeded demo journal (--seed 3), so the pictures are reproducible
# apart from the dates in the history.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/uitest}"
tool="$build/tools/screenshots/instants_screenshots"
out="$root/docs/screenshots"
readme="$out/README.md"

if [ ! -d "$build" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DINSTANTS_BUILD_BENCHMARKS=OFF
fi
cmake --build "$build" --target instants_screenshots -j2

export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic
mkdir -p "$out"
for lang in fr en; do
    for size in 1920x1080 1080x1920; do
        echo "== $lang $size"
        "$tool" --out "$out" --lang "$lang" --size "$size" --seed 3 2> >(grep -v -e "audio device" -e "PulseAudio" -e "XDG_RUNTIME_DIR" >&2)
    done
done

# The celebrations through Qt Quick's OpenGL renderer as well (Mesa's llvmpipe in an X window
# under Xvfb): the client draws with the software renderer where the only OpenGL is a software
# one, with OpenGL where there is a GPU; the pictures must be the same.
celebrations="celebration-small,celebration-big,celebration-top"
for size in 1920x1080 1080x1920; do
    echo "== fr $size, OpenGL"
    env -u QT_QUICK_BACKEND QT_QPA_PLATFORM=xcb QSG_RHI_BACKEND=opengl xvfb-run -a -s "-screen 0 1920x1920x24" \
        "$tool" --out "$out" --lang fr --size "$size" --seed 3 --only "$celebrations" --tag gl \
        2> >(grep -v -e "audio device" -e "PulseAudio" -e "XDG_RUNTIME_DIR" >&2)
done

# The gallery: one row per screen, French and English, landscape and portrait.
gallery="$(mktemp)"
{
    echo "<!-- gallery:start (written by tools/screenshots.sh; do not edit by hand) -->"
    echo "## Gallery"
    echo
    echo "Every screen at 1920×1080 and 1080×1920, in French (the source language) and English,"
    echo "rendered offscreen by \`tools/screenshots.sh\` (\`instants_screenshots\`, seed 3)."
    echo
    echo "| screen | French, landscape | French, portrait | English, landscape | English, portrait |"
    echo "|---|---|---|---|---|"
    "$tool" --list | while read -r name what; do
        row="| **$name**<br>$what"
        for lang in fr en; do
            for orientation in landscape portrait; do
                file="$lang-$orientation-$name.png"
                if [ "$orientation" = landscape ]; then width=320; else width=140; fi
                if [ -f "$out/$file" ]; then
                    row="$row | <a href=\"$file\"><img src=\"$file\" width=\"$width\" alt=\"$name ($lang, $orientation)\"></a>"
                else
                    row="$row | (missing)"
                fi
            done
        done
        echo "$row |"
    done
    echo
    echo "### The celebrations with both renderers"
    echo
    echo "Qt Quick's software renderer (offscreen, and what the client chooses where the only OpenGL"
    echo "is a software rasteriser) and its OpenGL renderer (Mesa's llvmpipe under Xvfb, forced with"
    echo "\\`QSG_RHI_BACKEND=opengl\\`): the effects are items, pictures and animations, which both draw."
    echo
    echo "| tier | software, landscape | OpenGL, landscape | software, portrait | OpenGL, portrait |"
    echo "|---|---|---|---|---|"
    for tier in small big top; do
        row="| **$tier**"
        for orientation in landscape portrait; do
            for tag in "" "-gl"; do
                file="fr-$orientation-celebration-$tier$tag.png"
                if [ "$orientation" = landscape ]; then width=320; else width=140; fi
                if [ -f "$out/$file" ]; then
                    row="$row | <a href=\"$file\"><img src=\"$file\" width=\"$width\" alt=\"celebration $tier$tag ($orientation)\"></a>"
                else
                    row="$row | (missing)"
                fi
            done
        done
        echo "$row |"
    done
    echo "<!-- gallery:end -->"
} > "$gallery"

if [ -f "$readme" ] && grep -q "<!-- gallery:start" "$readme"; then
    # Replace the section between the markers, keep the rest.
    awk -v gallery="$gallery" '
        /<!-- gallery:start/ { while ((getline line < gallery) > 0) print line; skip = 1; next }
        /<!-- gallery:end -->/ { skip = 0; next }
        !skip { print }
    ' "$readme" > "$readme.tmp"
    mv "$readme.tmp" "$readme"
else
    {
        echo "# Screenshots of the client"
        echo
        echo "Regenerate with \`tools/screenshots.sh\` after a change to a screen, then look at every"
        echo "picture. Files: \`<lang>-<landscape|portrait>-<screen>.png\`."
        echo
        cat "$gallery"
    } > "$readme"
fi
rm -f "$gallery"
echo "wrote $(ls "$out"/*.png | wc -l) pictures and $readme"
