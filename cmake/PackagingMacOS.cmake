# macOS: a DragNDrop .dmg (cpack -G DragNDrop) holding Instants' app bundle, instants.app, with
# Qt's frameworks, plugins and QML modules inside (macdeployqt), and instants-cli in
# instants.app/Contents/MacOS (app/cli/CMakeLists.txt). Included from cmake/Packaging.cmake.
# NOT BUILT ON THE PROJECT'S LINUX MACHINES: packaging/README.md has the CI job that builds it.

# The bundle's Info.plist: identifier, versions, icon (CMake's MacOSXBundleInfo.plist.in).
set(instants_icns "${PROJECT_BINARY_DIR}/packaging/macos/instants.icns")
set_target_properties(instants PROPERTIES
    MACOSX_BUNDLE_BUNDLE_NAME "Instants"
    MACOSX_BUNDLE_GUI_IDENTIFIER "${INSTANTS_APP_ID}"
    MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
    MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_LONG_VERSION_STRING "Instants ${PROJECT_VERSION}"
    MACOSX_BUNDLE_COPYRIGHT "© 2026 the Instants authors. Demo money only."
    MACOSX_BUNDLE_ICON_FILE instants.icns)

# instants.icns from the PNGs rendered at build time (packaging/CMakeLists.txt), with iconutil.
find_program(INSTANTS_ICONUTIL iconutil)
if(INSTANTS_ICONUTIL)
    set(iconset "${PROJECT_BINARY_DIR}/packaging/macos/instants.iconset")
    set(copies "")
    foreach(pair IN ITEMS 16:16x16 32:16x16@2x 32:32x32 64:32x32@2x 128:128x128
            256:128x128@2x 256:256x256 512:256x256@2x 512:512x512 1024:512x512@2x)
        string(REPLACE ":" ";" pair "${pair}")
        list(GET pair 0 px)
        list(GET pair 1 name)
        list(APPEND copies COMMAND ${CMAKE_COMMAND} -E copy
            "${INSTANTS_ICON_DIR}/${px}x${px}/apps/${INSTANTS_APP_ID}.png" "${iconset}/icon_${name}.png")
    endforeach()
    add_custom_command(OUTPUT "${instants_icns}"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${iconset}"
        ${copies}
        COMMAND ${INSTANTS_ICONUTIL} -c icns -o "${instants_icns}" "${iconset}"
        DEPENDS instants_icons
        COMMENT "Making instants.icns"
        VERBATIM)
    add_custom_target(instants_icns ALL DEPENDS "${instants_icns}")
    add_dependencies(instants instants_icns)
    # Copied into the bundle's Resources when installed (the bundle is built before the icns).
    install(FILES "${instants_icns}" DESTINATION instants.app/Contents/Resources)
else()
    message(WARNING "iconutil not found: the macOS bundle has no icon")
endif()

# Qt's frameworks, plugins and QML modules into the bundle (cmake/PackagingDeploy.cmake);
# instants-cli uses the same deployed libraries (libsodium, GMP).
include(PackagingDeploy)
instants_deploy_qt(EXECUTABLE "instants.app"
    ADDITIONAL_EXECUTABLES "instants.app/Contents/MacOS/instants-cli")

# Signing: ad hoc by default (runs on the machine that built it, and on Apple silicon);
# a Developer ID identity and notarisation are release steps (packaging/README.md).
set(INSTANTS_CODESIGN_IDENTITY "-" CACHE STRING "codesign identity of the macOS bundle")
install(CODE "
    execute_process(COMMAND codesign --force --deep --sign \"${INSTANTS_CODESIGN_IDENTITY}\"
            \"\${CMAKE_INSTALL_PREFIX}/instants.app\"
        COMMAND_ERROR_IS_FATAL ANY)
")

# DragNDrop
set(CPACK_GENERATOR "DragNDrop")
set(CPACK_PACKAGE_FILE_NAME "Instants-${PROJECT_VERSION}-macos")
set(CPACK_DMG_VOLUME_NAME "Instants ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT "UDZO")
# No licence agreement dialog on opening the .dmg (CMake 3.23+ shows one only when asked).
set(CPACK_DMG_SLA_USE_RESOURCE_FILE_LICENSE OFF)
