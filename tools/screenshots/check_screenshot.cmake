# Runs instants_screenshots for one screen and checks that it wrote a PNG of the window's size.
# cmake -DTOOL=<instants_screenshots> -DOUT_DIR=<dir> [-DSCREEN=lobby] [-DLANG=fr]
#       [-DWIDTH=1280 -DHEIGHT=720] -P check_screenshot.cmake
# The environment chooses the platform (QT_QPA_PLATFORM=offscreen for headless runs).
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/PngSize.cmake)
if(NOT TOOL OR NOT OUT_DIR)
    message(FATAL_ERROR "usage: cmake -DTOOL=exe -DOUT_DIR=dir [-DSCREEN=name] -P check_screenshot.cmake")
endif()
if(NOT SCREEN)
    set(SCREEN lobby)
endif()
if(NOT LANG)
    set(LANG fr)
endif()
if(NOT WIDTH)
    set(WIDTH 1280)
endif()
if(NOT HEIGHT)
    set(HEIGHT 720)
endif()
if(WIDTH LESS HEIGHT)
    set(orientation portrait)
else()
    set(orientation landscape)
endif()
set(out "${OUT_DIR}/${LANG}-${orientation}-${SCREEN}.png")

file(REMOVE "${out}")
execute_process(
    COMMAND "${TOOL}" --out "${OUT_DIR}" --lang ${LANG} --size ${WIDTH}x${HEIGHT} --only ${SCREEN}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE stdout
    ERROR_VARIABLE stderr
    TIMEOUT 170)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "instants_screenshots --only ${SCREEN} failed (${rc}):\n${stdout}${stderr}")
endif()
if(NOT EXISTS "${out}")
    message(FATAL_ERROR "instants_screenshots wrote no file at ${out}:\n${stdout}")
endif()
file(SIZE "${out}" size)
if(size LESS 10000)
    message(FATAL_ERROR "${out} is too small to be a screen (${size} bytes)")
endif()
instants_png_size("${out}" pngWidth pngHeight)
if(NOT pngWidth EQUAL WIDTH OR NOT pngHeight EQUAL HEIGHT)
    message(FATAL_ERROR "${out} is ${pngWidth}x${pngHeight}, expected ${WIDTH}x${HEIGHT}")
endif()
message(STATUS "${out}: ${pngWidth}x${pngHeight}, ${size} bytes")
