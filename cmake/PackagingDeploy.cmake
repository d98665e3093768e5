# Qt deployment for the Windows and macOS packages (not Linux: the .deb depends on the
# distribution's Qt). Included from cmake/PackagingWindows.cmake and cmake/PackagingMacOS.cmake.
#
# instants_deploy_qt(EXECUTABLE <path relative to the install prefix>
#                    [ADDITIONAL_EXECUTABLES <paths relative to the install prefix>...])
#
# Installs, at `cmake --install` / cpack time, the Qt libraries, plugins and QML modules the
# client needs beside it (windeployqt) or inside its bundle (macdeployqt).
#  - Qt 6.5 and later, by default: Qt's deployment API (qt_generate_deploy_script with
#    qt_deploy_qml_imports and qt_deploy_runtime_dependencies).
#  - Qt 6.4, or -DINSTANTS_DEPLOY_WITH_QT_API=OFF: windeployqt / macdeployqt themselves, given
#    the QML sources (app/client) so that they deploy what the compiled-in QML imports.
# The QML of the Instants module is compiled into the executable from static QML modules; the import
# scanner is pointed at app/client/ so that it sees QtQuick, QtQuick.Window, QtMultimedia...
# packaging/README.md's CI jobs check that qml/QtQuick and qml/QtMultimedia were deployed.

option(INSTANTS_DEPLOY_WITH_QT_API
    "Deploy Qt with Qt's CMake deployment API (Qt 6.5+); OFF: call windeployqt/macdeployqt" ON)

set_property(TARGET instants APPEND PROPERTY QT_QML_ROOT_PATH "${PROJECT_SOURCE_DIR}/app/client")
set_property(TARGET instants APPEND PROPERTY QT_QML_IMPORT_SCANNER_EXTRA_ROOT_PATHS
    "${PROJECT_SOURCE_DIR}/app/client")

function(instants_deploy_qt)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "EXECUTABLE" "ADDITIONAL_EXECUTABLES")
    if(INSTANTS_DEPLOY_WITH_QT_API AND Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
        set(extra "")
        foreach(exe IN LISTS arg_ADDITIONAL_EXECUTABLES)
            string(APPEND extra " \"\${QT_DEPLOY_PREFIX}/${exe}\"")
        endforeach()
        qt_generate_deploy_script(TARGET instants OUTPUT_SCRIPT deploy_script CONTENT "
qt_deploy_qml_imports(TARGET instants PLUGINS_FOUND plugins_found)
qt_deploy_runtime_dependencies(
    EXECUTABLE \"${arg_EXECUTABLE}\"
    ADDITIONAL_EXECUTABLES ${extra}
    ADDITIONAL_MODULES \${plugins_found}
    GENERATE_QT_CONF)
")
        install(SCRIPT "${deploy_script}")
        message(STATUS "Packaging: Qt ${Qt6_VERSION} deployment API for ${arg_EXECUTABLE}")
        return()
    endif()

    # The deployment tool, beside qmake in Qt's bin folder.
    get_target_property(qmake Qt6::qmake IMPORTED_LOCATION)
    get_filename_component(qt_bin "${qmake}" DIRECTORY)
    if(WIN32)
        find_program(INSTANTS_DEPLOYQT windeployqt HINTS "${qt_bin}" REQUIRED)
        install(CODE "
            execute_process(COMMAND \"${INSTANTS_DEPLOYQT}\" --no-compiler-runtime
                    --qmldir \"${PROJECT_SOURCE_DIR}/app/client\"
                    \"\${CMAKE_INSTALL_PREFIX}/${arg_EXECUTABLE}\"
                COMMAND_ERROR_IS_FATAL ANY)
        ")
    else()
        find_program(INSTANTS_DEPLOYQT macdeployqt HINTS "${qt_bin}" REQUIRED)
        set(extra "")
        foreach(exe IN LISTS arg_ADDITIONAL_EXECUTABLES)
            string(APPEND extra " \"-executable=\${CMAKE_INSTALL_PREFIX}/${exe}\"")
        endforeach()
        install(CODE "
            execute_process(COMMAND \"${INSTANTS_DEPLOYQT}\"
                    \"\${CMAKE_INSTALL_PREFIX}/${arg_EXECUTABLE}\"
                    \"-qmldir=${PROJECT_SOURCE_DIR}/app/client\" -always-overwrite ${extra}
                COMMAND_ERROR_IS_FATAL ANY)
        ")
    endif()
    message(STATUS "Packaging: ${INSTANTS_DEPLOYQT} for ${arg_EXECUTABLE}")
endfunction()
