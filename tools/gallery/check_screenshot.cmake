# Runs the gallery once with --screenshot and checks that it wrote a PNG of the window's size.
# cmake -DGALLERY=<exe> -DPAGE=<n> -DOUT=<file.png> [-DWIDTH=1600 -DHEIGHT=1000]
#       -P check_screenshot.cmake
# The environment chooses the platform (QT_QPA_PLATFORM=offscreen for headless runs).
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/PngSize.cmake)
if(NOT GALLERY OR NOT OUT OR "${PAGE}" STREQUAL "")
    message(FATAL_ERROR "usage: cmake -DGALLERY=exe -DPAGE=n -DOUT=file.png -P check_screenshot.cmake")
endif()
if(NOT WIDTH)
    set(WIDTH 1600)
endif()
if(NOT HEIGHT)
    set(HEIGHT 1000)
endif()

file(REMOVE "${OUT}")
execute_process(
    COMMAND "${GALLERY}" --page ${PAGE} --size ${WIDTH}x${HEIGHT} --screenshot "${OUT}" --strict
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err
    TIMEOUT 120)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "instants_gallery --page ${PAGE} failed (${rc}):\n${out}${err}")
endif()
if(NOT EXISTS "${OUT}")
    message(FATAL_ERROR "instants_gallery wrote no file at ${OUT}")
endif()
file(SIZE "${OUT}" size)
if(size LESS 1000)
    message(FATAL_ERROR "${OUT} is too small to be a picture (${size} bytes)")
endif()

instants_png_size("${OUT}" pngWidth pngHeight)
# A high-DPI screen may grab at a multiple of the window's size.
math(EXPR ratioW "${pngWidth} % ${WIDTH}")
math(EXPR ratioH "${pngHeight} % ${HEIGHT}")
if(pngWidth LESS WIDTH OR pngHeight LESS HEIGHT OR NOT ratioW EQUAL 0 OR NOT ratioH EQUAL 0)
    message(FATAL_ERROR "${OUT} is ${pngWidth}x${pngHeight}, expected ${WIDTH}x${HEIGHT}")
endif()
message(STATUS "${OUT}: ${pngWidth}x${pngHeight}, ${size} bytes")
