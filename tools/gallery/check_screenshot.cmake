# Runs the gallery once with --screenshot and checks that it wrote a PNG of the window's size
# that shows the page asked for: not blank, and the page's large areas of colour where they
# belong (instants_png_check, tests/support/png_check.cpp; boxes in fractions of the picture,
# away from any text, so that font rendering does not matter).
# cmake -DGALLERY=<exe> -DCHECK=<instants_png_check> -DPAGE=<n> -DOUT=<file.png>
#       [-DWIDTH=1600 -DHEIGHT=1000] -P check_screenshot.cmake
# The environment chooses the platform (QT_QPA_PLATFORM=offscreen for headless runs).
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/PngSize.cmake)
if(NOT GALLERY OR NOT CHECK OR NOT OUT OR "${PAGE}" STREQUAL "")
    message(FATAL_ERROR "usage: cmake -DGALLERY=exe -DCHECK=instants_png_check -DPAGE=n -DOUT=file.png -P check_screenshot.cmake")
endif()
# What each page shows (name:x0,y0,x1,y1:#rrggbb:tolerance:fraction), at the default size.
# Every page: the prevention banner along the bottom.
set(common "prevention-banner:0,0.94,0.1,0.99:#111144:20:0.9")
# 0, Accueil: the lobby's light background and the Happy Dés card's green banner.
set(page0 "lobby-background:0,0.12,0.14,0.48:#fcecd0:24:0.8"
          "happy-des-card-banner:0.155,0.13,0.172,0.29:#0d4a3a:30:0.7")
# 1, Happy Dés: the green felt below the dice.
set(page1 "happy-des-felt:0.02,0.72,0.4,0.9:#0e5a44:30:0.8")
# 2, DÉDÉ: the blue background below the ticket faces.
set(page2 "dede-background:0.02,0.72,0.4,0.9:#11508f:24:0.8")
# 3, Happy 2014: the night-blue background below the ticket.
set(page3 "happy-2014-background:0,0.8,0.6,0.9:#3a2277:24:0.8")
# 4, Art et sons: the three game backgrounds side by side.
set(page4 "tile-happy-des:0.19,0.335,0.325,0.455:#0d5e48:30:0.6"
          "tile-dede:0.345,0.335,0.48,0.455:#13508f:30:0.6"
          "tile-happy-2014:0.5,0.335,0.635,0.455:#221560:40:0.5")
if(NOT DEFINED page${PAGE})
    message(FATAL_ERROR "no expected picture for page ${PAGE}")
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
set(regionArgs)
if(WIDTH EQUAL 1600 AND HEIGHT EQUAL 1000)
    foreach(region IN LISTS common page${PAGE})
        list(APPEND regionArgs --region "${region}")
    endforeach()
endif()
execute_process(
    COMMAND "${CHECK}" "${OUT}" ${regionArgs}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${OUT} does not show gallery page ${PAGE}:\n${out}${err}")
endif()
message(STATUS "${OUT}: ${pngWidth}x${pngHeight}, ${size} bytes\n${out}")
