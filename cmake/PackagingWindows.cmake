# Windows: an NSIS installer (cpack -G NSIS) holding instants.exe, instants-cli.exe, the Qt
# libraries and plugins that windeployqt chooses, the other DLLs they need (libsodium, GMP,
# SQLite from vcpkg) and the MSVC runtime. Included from cmake/Packaging.cmake.
# NOT BUILT ON THE PROJECT'S LINUX MACHINES: packaging/README.md has the CI job that builds it.

# Qt's libraries, plugins and QML modules beside instants.exe (cmake/PackagingDeploy.cmake).
include(PackagingDeploy)
instants_deploy_qt(EXECUTABLE "${CMAKE_INSTALL_BINDIR}/instants.exe"
    ADDITIONAL_EXECUTABLES "${CMAKE_INSTALL_BINDIR}/instants-cli.exe")

# DLLs that are not Qt's (windeployqt copies only Qt's): libsodium, GMP and SQLite when they are
# shared (vcpkg's x64-windows triplet), looked up beside the prefixes CMake was given.
set(instants_dll_dirs "")
foreach(dir IN LISTS CMAKE_PREFIX_PATH SODIUM_LIBRARY_DIRS GMPXX_LIBRARY_DIRS)
    string(APPEND instants_dll_dirs " \"${dir}/bin\" \"${dir}/../bin\"")
endforeach()
if(instants_dll_dirs)
    set(instants_dll_dirs "DIRECTORIES ${instants_dll_dirs}")
endif()
install(CODE "
    file(GET_RUNTIME_DEPENDENCIES
        EXECUTABLES \"$<TARGET_FILE:instants>\" \"$<TARGET_FILE:instants-cli>\"
        RESOLVED_DEPENDENCIES_VAR instants_deps
        UNRESOLVED_DEPENDENCIES_VAR instants_unresolved
        ${instants_dll_dirs}
        PRE_EXCLUDE_REGEXES \"^api-ms-\" \"^ext-ms-\" \"^[Qq]t6\" \"^(msvcp|vcruntime|concrt)\"
        POST_EXCLUDE_REGEXES \"[Ss]ystem32\" \"[Ww]in[Ss]x[Ss]\")
    foreach(dll IN LISTS instants_deps)
        file(INSTALL \"\${dll}\" DESTINATION \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
    endforeach()
    foreach(dll IN LISTS instants_unresolved)
        message(STATUS \"Packaging: not found (expected from the system): \${dll}\")
    endforeach()
")

# The MSVC runtime DLLs (vcruntime140.dll, msvcp140.dll...) beside the executables.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION "${CMAKE_INSTALL_BINDIR}")
include(InstallRequiredSystemLibraries)

# The application icon: an .ico rendered from the SVG (Qt's ICO writer), embedded in
# instants.exe through a resource script, and used by the installer.
set(instants_ico "${PROJECT_BINARY_DIR}/packaging/windows/instants.ico")
add_custom_command(OUTPUT "${instants_ico}"
    COMMAND ${INSTANTS_ICON_RENDERER} "${INSTANTS_ICON_SVG}" "${instants_ico}" 256
    DEPENDS ${INSTANTS_ICON_RENDERER} "${INSTANTS_ICON_SVG}"
    COMMENT "Rendering instants.ico"
    VERBATIM)
add_custom_target(instants_ico ALL DEPENDS "${instants_ico}")
set(INSTANTS_ICO "${instants_ico}")
configure_file("${PROJECT_SOURCE_DIR}/packaging/windows/instants.rc.in"
    "${PROJECT_BINARY_DIR}/packaging/windows/instants.rc" @ONLY)
target_sources(instants PRIVATE "${PROJECT_BINARY_DIR}/packaging/windows/instants.rc")
add_dependencies(instants instants_ico)

# UTF-8 as the process code page of both executables (packaging/windows/instants.manifest):
# paths with characters outside the ANSI code page then survive narrow-string APIs.
target_sources(instants PRIVATE "${PROJECT_SOURCE_DIR}/packaging/windows/instants.manifest")
target_sources(instants-cli PRIVATE "${PROJECT_SOURCE_DIR}/packaging/windows/instants.manifest")

# NSIS
set(CPACK_GENERATOR "NSIS")
set(CPACK_PACKAGE_FILE_NAME "Instants-${PROJECT_VERSION}-win64")
set(CPACK_NSIS_PACKAGE_NAME "Instants ${PROJECT_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME "Instants")
set(CPACK_NSIS_INSTALLED_ICON_NAME "${CMAKE_INSTALL_BINDIR}\\\\instants.exe")
set(CPACK_NSIS_MUI_ICON "${instants_ico}")
set(CPACK_NSIS_MUI_UNIICON "${instants_ico}")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_HELP_LINK "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${INSTANTS_PACKAGE_MAINTAINER}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY "${CMAKE_INSTALL_BINDIR}")
# Start-menu and desktop shortcuts to the client (CPACK_PACKAGE_EXECUTABLES: instants, Instants).
set(CPACK_CREATE_DESKTOP_LINKS "instants")
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
