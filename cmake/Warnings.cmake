# Warnings for the project's own targets. Third-party headers come in as SYSTEM includes.
function(instants_set_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /permissive-)
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
            -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
            -Wconversion -Wsign-conversion -Wnull-dereference -Wdouble-promotion -Wformat=2)
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
            # GCC 12 reports a false -Wrestrict inside libstdc++ for `"text" + std::string`
            # at -O2 and above (GCC bug 105329, fixed in GCC 13).
            target_compile_options(${target} PRIVATE -Wno-restrict)
        endif()
        if(INSTANTS_WERROR)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()

# The same warnings for the named source files only (in the calling directory): for a target
# whose generated sources (a QML module's compiled QML and registration) must not get them,
# since Qt copies a target's compile options to the QML cache target it generates.
function(instants_set_source_warnings)
    if(MSVC)
        set(options /W4 /permissive-)
    else()
        set(options -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
            -Wcast-align -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference
            -Wdouble-promotion -Wformat=2)
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
            list(APPEND options -Wno-restrict)
        endif()
        if(INSTANTS_WERROR)
            list(APPEND options -Werror)
        endif()
    endif()
    set(files ${ARGN})
    list(FILTER files INCLUDE REGEX "\\.cpp$")
    set_property(SOURCE ${files} APPEND PROPERTY COMPILE_OPTIONS ${options})
endfunction()
