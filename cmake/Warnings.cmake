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
