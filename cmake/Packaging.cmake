# Installation and packages (issue 8; packaging/README.md).
#
# Included once from the top-level CMakeLists.txt, after every target exists. It adds the files a
# desktop needs besides the executables (icons, and on Linux the .desktop entry, the AppStream
# metainfo, man pages, documentation) and configures CPack for each platform:
#   Linux    cmake/PackagingLinux.cmake    .deb (cpack -G DEB), freedesktop layout
#   Windows  cmake/PackagingWindows.cmake  NSIS installer, Qt's deployment API (windeployqt)
#   macOS    cmake/PackagingMacOS.cmake    DragNDrop .dmg, Qt's deployment API (macdeployqt)
# The version comes from project(VERSION) alone: the executables print it (--version), the
# client shows it in Settings, and every package and metadata file below embeds it.

if(NOT TARGET instants)
    message(STATUS "Packaging: the client (Qt 6) is not built, so no installer is configured")
    return()
endif()

include(GNUInstallDirs)

# The application id (reverse DNS): the .desktop file's name, the AppStream id, the icon name,
# the Wayland app id (QGuiApplication::setDesktopFileName in app/client/main.cpp) and the macOS
# bundle identifier. Never change it once released: desktops key launchers and settings on it.
set(INSTANTS_APP_ID "fr.instants.Instants")
# The release date of PROJECT_VERSION, as in CHANGELOG.md (YYYY-MM-DD). Bump both together.
set(INSTANTS_RELEASE_DATE "2026-11-29")
set(INSTANTS_PACKAGE_MAINTAINER "Instants maintainers <instants@example.org>"
    CACHE STRING "Maintainer of the packages (Debian Maintainer field)")
set(INSTANTS_SCREENSHOT_BASE_URL "${PROJECT_HOMEPAGE_URL}/docs/screenshots"
    CACHE STRING "Public URL of docs/screenshots/, for the AppStream metainfo")

# The icon as PNGs of every size, rendered from assets/icon/instants.svg at build time.
add_subdirectory(packaging)

# Common CPack settings; each platform file adds its generator's.
set(CPACK_PACKAGE_NAME "instants")
set(CPACK_PACKAGE_VENDOR "Instants")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "dice and scratch instant games with demo money")
# Plain text without apostrophes or quotes: CPack 3.25 writes them as XML entities (&apos;) in
# the .deb's Description (packaging/check_package.sh checks).
set(CPACK_PACKAGE_DESCRIPTION_FILE "${PROJECT_SOURCE_DIR}/packaging/description.txt")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_CONTACT "${INSTANTS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Instants")
set(CPACK_PACKAGE_EXECUTABLES "instants" "Instants")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/packaging/LICENSE.txt")
set(CPACK_STRIP_FILES ON)
# Packages are written to the build tree's packages/ (cpack -B DIR chooses another folder).
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_SOURCE_GENERATOR "")

if(WIN32)
    include(PackagingWindows)
elseif(APPLE)
    include(PackagingMacOS)
else()
    include(PackagingLinux)
endif()

include(CPack)
