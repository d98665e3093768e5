#!/usr/bin/env bash
# The Linux package checks (issue 8), run by ctest (label "packaging"; tests/CMakeLists.txt) and
# by hand. Each step prints what it checked and exits non-zero on the first failure.
#
#   check_package.sh metadata BUILD_DIR VERSION
#       desktop-file-validate and appstreamcli validate on the files the build configured;
#       the version is the same in CMake, CHANGELOG.md, the metainfo and the Debian changelog;
#       the screenshots the metainfo names exist in docs/screenshots (a warning until they do).
#   check_package.sh deb BUILD_DIR OUT_DIR
#       cpack -G DEB from the build tree (its own build type) into OUT_DIR: OUT_DIR/instants_*.deb
#   check_package.sh lintian OUT_DIR
#       lintian on the .deb: no error (warnings are printed, not fatal)
#   check_package.sh installed OUT_DIR VERSION
#       dpkg -x into OUT_DIR/root; the freedesktop layout is there and validates; every QML
#       import of the client's QML (app/client/**/*.qml) comes from a package the .deb depends on; the installed client
#       starts offscreen (--version, --help, a short run that writes a screenshot) and the
#       installed instants-cli answers (--version, rtp --json).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app_id="fr.instants.Instants"
step="${1:-}"
shift || true

fail() { echo "check_package: $*" >&2; exit 1; }
need() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null ||
            fail "$tool is missing (tools/packages.txt lists its package; run tools/setup.sh)"
    done
}
the_deb() {
    local debs=("$1"/instants_*.deb)
    [[ ${#debs[@]} -eq 1 && -f "${debs[0]}" ]] || fail "expected one instants_*.deb in $1"
    echo "${debs[0]}"
}

# desktop-file-validate and appstreamcli validate (no network: CI has none).
validate_desktop_files() {
    local desktop="$1" metainfo="$2"
    need desktop-file-validate appstreamcli
    desktop-file-validate "$desktop" || fail "desktop-file-validate: $desktop"
    echo "desktop-file-validate: $(basename "$desktop") is valid"
    appstreamcli validate --no-net --explain "$metainfo" || fail "appstreamcli validate: $metainfo"
}

case "$step" in
metadata)
    build="$1" version="$2"
    out="$build/packaging/linux"
    validate_desktop_files "$root/packaging/linux/$app_id.desktop" "$out/$app_id.metainfo.xml"

    # One version: project(VERSION) in CMake is the source; the others must follow it.
    grep -q "^## \[$version\]" "$root/CHANGELOG.md" ||
        fail "CHANGELOG.md has no '## [$version]' section (project(VERSION) is $version)"
    release_date="$(sed -n "s/^## \[$version\] - \([0-9-]*\).*/\1/p" "$root/CHANGELOG.md")"
    grep -q "<release version=\"$version\" date=\"$release_date\"" "$out/$app_id.metainfo.xml" ||
        fail "the metainfo's latest release is not $version of $release_date (CHANGELOG.md);" \
             "INSTANTS_RELEASE_DATE in cmake/Packaging.cmake must be the CHANGELOG's date"
    head -n1 "$out/changelog.Debian" | grep -q "^instants ($version-[0-9]*)" ||
        fail "the Debian changelog's version is not $version: $(head -n1 "$out/changelog.Debian")"
    echo "version: $version in CMake, CHANGELOG.md ($release_date), the metainfo and the Debian changelog"

    # The screenshots the metainfo shows (published from docs/screenshots).
    missing=0
    while read -r name; do
        if [[ -f "$root/docs/screenshots/$name" ]]; then
            echo "screenshot: docs/screenshots/$name"
        else
            echo "check_package: warning: the metainfo names docs/screenshots/$name, not there yet" >&2
            missing=$((missing + 1))
        fi
    done < <(sed -n 's#.*<image[^>]*>.*/\([^/<]*\.png\)</image>.*#\1#p' "$out/$app_id.metainfo.xml")
    echo "metadata: checked ($missing screenshot(s) not yet in docs/screenshots)"
    ;;

deb)
    build="$1" outdir="$2"
    need cpack dpkg-deb dpkg-shlibdeps
    rm -rf "$outdir"
    mkdir -p "$outdir"
    # cpack installs the build tree's configuration (CMAKE_BUILD_TYPE of that tree), strips the
    # executables and computes the shared-library dependencies with dpkg-shlibdeps. In the `ci`
    # preset's tree it builds nothing first (CMAKE_SKIP_INSTALL_ALL_DEPENDENCY: tools/setup.sh
    # has built it), so no program is relinked while other tests run it.
    (cd "$build" && cpack -G DEB -B "$outdir" >"$outdir/cpack.log" 2>&1) || {
        cat "$outdir/cpack.log" >&2
        fail "cpack -G DEB failed"
    }
    deb="$(the_deb "$outdir")"
    echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
    dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
    dpkg-deb --contents "$deb" | awk '{print $1, $6}'
    ;;

lintian)
    outdir="$1"
    need lintian
    deb="$(the_deb "$outdir")"
    # Errors fail; warnings and the rest are shown. Running as root is fine for a .deb check.
    status=0
    lintian --allow-root --fail-on error --tag-display-limit 0 --display-info "$deb" \
        >"$outdir/lintian.txt" 2>&1 || status=$?
    cat "$outdir/lintian.txt"
    errors=$(grep -c '^E: ' "$outdir/lintian.txt" || true)
    warnings=$(grep -c '^W: ' "$outdir/lintian.txt" || true)
    [[ $errors -eq 0 ]] || fail "lintian: $errors error(s)"
    [[ $status -eq 0 ]] || fail "lintian did not run (exit $status)"
    echo "lintian: 0 errors, $warnings warning(s)"
    ;;

installed)
    outdir="$1" version="$2"
    need dpkg-deb
    deb="$(the_deb "$outdir")"
    dest="$outdir/root"
    rm -rf "$dest"
    dpkg-deb -x "$deb" "$dest"

    # The freedesktop layout.
    for f in usr/bin/instants usr/bin/instants-cli \
             "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml" \
             "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
             usr/share/man/man6/instants.6.gz usr/share/man/man6/instants-cli.6.gz \
             usr/share/doc/instants/copyright usr/share/doc/instants/changelog.gz \
             usr/share/doc/instants/changelog.Debian.gz usr/share/doc/instants/README.md; do
        [[ -s "$dest/$f" ]] || fail "the package has no /$f"
    done
    for size in 16 22 24 32 48 64 128 256 512; do
        png="$dest/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
        [[ -s "$png" ]] || fail "the package has no ${size}x${size} icon"
        # The PNG header holds the width and height (bytes 16-23, big-endian).
        dims="$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')"
        [[ "$dims" == "${size}x${size}" ]] || fail "the ${size}x${size} icon is $dims"
    done
    echo "layout: executables, desktop entry, metainfo, hicolor icons (SVG, 16-512 px), man pages, docs"
    validate_desktop_files "$dest/usr/share/applications/$app_id.desktop" \
        "$dest/usr/share/metainfo/$app_id.metainfo.xml"

    # Every Qt QML module the client imports must come from a package in Depends: the QML is
    # compiled in, but QtQuick, QtMultimedia... are loaded from the system at run time, and
    # dpkg-shlibdeps cannot see them.
    if dpkg-deb -f "$deb" Description | grep -E '&(apos|quot|amp|lt|gt);'; then
        fail "the Description has XML entities: packaging/description.txt must avoid ' \" & < >"
    fi
    depends="$(dpkg-deb -f "$deb" Depends)"
    echo "Depends: $depends"
    qmldir_root="$(dirname "$(dpkg -L qml6-module-qtquick 2>/dev/null | grep '/qml/QtQuick/qmldir$' | head -n1)")"
    qmldir_root="${qmldir_root%/QtQuick}"
    while read -r module; do
        case "$module" in Instants|Instants.*) continue ;; esac
        dir="$qmldir_root/${module//.//}"
        if [[ -n "$qmldir_root" && -f "$dir/qmldir" ]]; then
            pkg="$(dpkg -S "$dir/qmldir" 2>/dev/null | head -n1 | cut -d: -f1)"
            [[ -n "$pkg" ]] || fail "import $module: no package owns $dir/qmldir"
        else
            # Not installed here (Qt 6.4 resolves QtQml and QtQml.Models from its libraries):
            # Debian's name for the module's package, qml6-module-<module, lower case, dashes>.
            pkg="qml6-module-$(tr 'A-Z.' 'a-z-' <<<"$module")"
        fi
        grep -qE "(^|[ ,])$pkg( |,|$)" <<<"$depends" ||
            fail "import $module comes from $pkg, which the .deb does not depend on:" \
                 "add it to CPACK_DEBIAN_PACKAGE_DEPENDS (cmake/PackagingLinux.cmake)"
        echo "import $module: $pkg (in Depends)"
    done < <(sed -n 's/^import \([A-Za-z][A-Za-z0-9.]*\).*/\1/p' $(find "$root/app/client" -name '*.qml') | sort -u)
    for pkg in qt6-qpa-plugins qt6-wayland gstreamer1.0-plugins-good; do
        grep -q "$pkg" <<<"$depends" || fail "Depends lacks $pkg"
    done

    # The installed programs run from the scratch root (they link the system's Qt).
    export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic
    tmp="$outdir/run"
    rm -rf "$tmp"
    mkdir -p "$tmp/home" "$tmp/config" "$tmp/data" "$tmp/cache" "$tmp/runtime"
    chmod 700 "$tmp/runtime"
    export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
           XDG_CACHE_HOME="$tmp/cache" XDG_RUNTIME_DIR="$tmp/runtime"
    client="$dest/usr/bin/instants"
    cli="$dest/usr/bin/instants-cli"

    got="$("$client" --version)" || fail "instants --version failed"
    [[ "$got" == "Instants $version" ]] || fail "instants --version printed '$got', not 'Instants $version'"
    echo "instants --version: $got"
    "$client" --help | grep -q -- '--screenshot' || fail "instants --help does not list the options"
    got="$("$cli" --version)" || fail "instants-cli --version failed"
    grep -q "$version" <<<"$got" || fail "instants-cli --version printed '$got', not $version"
    echo "instants-cli --version: $got"
    "$cli" rtp --json >"$tmp/rtp.json" || fail "instants-cli rtp --json failed"
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d, "empty"' "$tmp/rtp.json" ||
        fail "instants-cli rtp --json did not print JSON"
    echo "instants-cli rtp --json: $(wc -c <"$tmp/rtp.json") bytes of JSON"

    # A short run: a fresh journal and settings in a temporary folder, the first frames to a PNG,
    # then the client quits by itself (exit 0).
    shot="$tmp/first-frame.png"
    status=0
    timeout 60 "$client" --db "$tmp/journal.db" --settings "$tmp/settings.ini" --mute \
        --seed 8 --screenshot "$shot" >"$tmp/client.log" 2>&1 || status=$?
    cat "$tmp/client.log"
    [[ $status -eq 0 ]] || fail "the installed client exited with $status"
    [[ -s "$shot" ]] || fail "the installed client wrote no screenshot"
    [[ "$(od -An -c -j1 -N3 "$shot" | tr -d ' ')" == "PNG" ]] || fail "$shot is not a PNG"
    [[ -s "$tmp/journal.db" ]] || fail "the installed client created no journal"
    if grep -E "module \"[^\"]*\" is not installed|is not a type|plugin cannot be loaded|Could not find the Qt platform plugin" \
            "$tmp/client.log"; then
        fail "the installed client misses a Qt runtime component (see above)"
    fi
    echo "installed client: quit cleanly, screenshot $(wc -c <"$shot") bytes, journal created"
    ;;

*)
    echo "usage: check_package.sh metadata BUILD_DIR VERSION | deb BUILD_DIR OUT_DIR |" \
         "lintian OUT_DIR | installed OUT_DIR VERSION" >&2
    exit 2
    ;;
esac
