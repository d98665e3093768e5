# Linux: the freedesktop layout under CMAKE_INSTALL_PREFIX and a .deb (cpack -G DEB).
# Included from cmake/Packaging.cmake. Layout (prefix /usr in the .deb):
#   bin/instants, bin/instants-cli
#   share/applications/<app id>.desktop
#   share/metainfo/<app id>.metainfo.xml
#   share/icons/hicolor/{16x16,...,512x512}/apps/<app id>.png, .../scalable/apps/<app id>.svg
#   share/man/man6/instants.6.gz, instants-cli.6.gz
#   share/doc/instants/{README.md, changelog.gz, changelog.Debian.gz, copyright, kiosk.md, study.md}
# The QML module, assets and translations are compiled into the executable (Qt resources).

set(INSTANTS_DOC_DIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/instants")
set(linux_src "${PROJECT_SOURCE_DIR}/packaging/linux")
set(linux_out "${PROJECT_BINARY_DIR}/packaging/linux")
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)

# "YYYY-MM-DD" -> "Sun, 29 Nov 2026 00:00:00 +0000" (the Debian changelog's date), through
# SOURCE_DATE_EPOCH, which string(TIMESTAMP) honours. Days from the civil date: H. Hinnant's
# days_from_civil.
function(instants_rfc2822_date iso out_var)
    if(NOT iso MATCHES "^([0-9][0-9][0-9][0-9])-0?([0-9]+)-0?([0-9]+)$")
        message(FATAL_ERROR "INSTANTS_RELEASE_DATE '${iso}' is not YYYY-MM-DD")
    endif()
    set(y ${CMAKE_MATCH_1})
    set(m ${CMAKE_MATCH_2})
    set(d ${CMAKE_MATCH_3})
    if(m LESS_EQUAL 2)
        math(EXPR y "${y} - 1")
        math(EXPR mp "${m} + 9")
    else()
        math(EXPR mp "${m} - 3")
    endif()
    math(EXPR era "${y} / 400")
    math(EXPR yoe "${y} - ${era} * 400")
    math(EXPR doy "(153 * ${mp} + 2) / 5 + ${d} - 1")
    math(EXPR doe "${yoe} * 365 + ${yoe} / 4 - ${yoe} / 100 + ${doy}")
    math(EXPR epoch "(${era} * 146097 + ${doe} - 719468) * 86400")
    set(saved "$ENV{SOURCE_DATE_EPOCH}")
    set(ENV{SOURCE_DATE_EPOCH} ${epoch})
    string(TIMESTAMP date "%a, %d %b %Y 00:00:00 +0000" UTC)
    set(ENV{SOURCE_DATE_EPOCH} "${saved}")
    set(${out_var} "${date}" PARENT_SCOPE)
endfunction()
instants_rfc2822_date("${INSTANTS_RELEASE_DATE}" INSTANTS_RELEASE_DATE_RFC2822)

# Files with the version, date, URLs filled in.
string(REGEX REPLACE "<.*" "" maintainer_name "${INSTANTS_PACKAGE_MAINTAINER}")
string(STRIP "${maintainer_name}" maintainer_name)
configure_file(${linux_src}/${INSTANTS_APP_ID}.metainfo.xml.in
    ${linux_out}/${INSTANTS_APP_ID}.metainfo.xml @ONLY)
configure_file(${linux_src}/changelog.Debian.in ${linux_out}/changelog.Debian @ONLY)

# Compressed with gzip -9n (no name, no timestamp: reproducible, as Debian wants).
find_program(INSTANTS_GZIP gzip REQUIRED)
set(gzipped "")
foreach(pair IN ITEMS
        "${linux_src}/instants.6|man/instants.6.gz"
        "${linux_src}/instants-cli.6|man/instants-cli.6.gz"
        "${PROJECT_SOURCE_DIR}/CHANGELOG.md|doc/changelog.gz"
        "${linux_out}/changelog.Debian|doc/changelog.Debian.gz")
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 in)
    list(GET pair 1 out)
    add_custom_command(OUTPUT ${linux_out}/${out}
        COMMAND ${CMAKE_COMMAND} -DGZIP=${INSTANTS_GZIP} -DIN=${in} -DOUT=${linux_out}/${out}
                -P ${PROJECT_SOURCE_DIR}/packaging/linux/gzip.cmake
        DEPENDS ${in} ${PROJECT_SOURCE_DIR}/packaging/linux/gzip.cmake
        VERBATIM)
    list(APPEND gzipped ${linux_out}/${out})
endforeach()
add_custom_target(instants_linux_packaging_files ALL DEPENDS ${gzipped})

install(FILES ${linux_src}/${INSTANTS_APP_ID}.desktop
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
install(FILES ${linux_out}/${INSTANTS_APP_ID}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)
install(FILES ${INSTANTS_ICON_SVG} RENAME ${INSTANTS_APP_ID}.svg
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps)
foreach(size IN LISTS INSTANTS_ICON_SIZES)
    install(FILES ${INSTANTS_ICON_DIR}/${size}x${size}/apps/${INSTANTS_APP_ID}.png
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${linux_out}/man/instants.6.gz ${linux_out}/man/instants-cli.6.gz
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES
        ${PROJECT_SOURCE_DIR}/README.md
        ${linux_out}/doc/changelog.gz
        ${linux_out}/doc/changelog.Debian.gz
        ${linux_src}/copyright
    DESTINATION ${INSTANTS_DOC_DIR})
# The operators' and researchers' guides, once they are written.
install(FILES ${PROJECT_SOURCE_DIR}/docs/kiosk.md ${PROJECT_SOURCE_DIR}/docs/study.md
    DESTINATION ${INSTANTS_DOC_DIR} OPTIONAL)

# The .deb. Shared libraries come from dpkg-shlibdeps; what Qt loads at run time (QML modules,
# platform and image plugins, GStreamer for QtMultimedia, the fonts Theme.qml names) is listed by
# hand: packaging/check_package.sh fails when a QML import of app/client/**/*.qml has no package here.
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_NAME "instants")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Not "games": Debian puts that section's programs in /usr/games (lintian:
# package-section-games-but-contains-no-game), while the executables stay in bin/ as on every
# other platform and prefix. The desktop entry and the metainfo still file it under Game.
set(CPACK_DEBIAN_PACKAGE_SECTION "misc")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${INSTANTS_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS [[
qml6-module-qtquick,
qml6-module-qtquick-window,
qml6-module-qtqml,
qml6-module-qtqml-models,
qml6-module-qtqml-workerscript,
qml6-module-qtmultimedia,
qt6-qpa-plugins,
qt6-wayland,
libqt6svg6,
gstreamer1.0-plugins-good,
fonts-dejavu-core]])
string(REPLACE "\n" " " CPACK_DEBIAN_PACKAGE_DEPENDS "${CPACK_DEBIAN_PACKAGE_DEPENDS}")
string(STRIP "${CPACK_DEBIAN_PACKAGE_DEPENDS}" CPACK_DEBIAN_PACKAGE_DEPENDS)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
