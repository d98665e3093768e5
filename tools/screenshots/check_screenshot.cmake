# Runs instants_screenshots for one screen and checks that it wrote a PNG of the window's size
# that shows that screen: not blank, and the screen's large areas of colour where they belong
# (instants_png_check, tests/support/png_check.cpp; boxes in fractions of the picture, away
# from any text, so that font rendering does not matter).
# cmake -DTOOL=<instants_screenshots> -DCHECK=<instants_png_check> -DOUT_DIR=<dir>
#       [-DSCREEN=lobby] [-DLANG=fr] [-DWIDTH=1280 -DHEIGHT=720] -P check_screenshot.cmake
# The environment chooses the platform (QT_QPA_PLATFORM=offscreen for headless runs).
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/PngSize.cmake)
if(NOT TOOL OR NOT CHECK OR NOT OUT_DIR)
    message(FATAL_ERROR "usage: cmake -DTOOL=exe -DCHECK=instants_png_check -DOUT_DIR=dir [-DSCREEN=name] -P check_screenshot.cmake")
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
# What each screen shows (name:x0,y0,x1,y1:#rrggbb:tolerance:fraction), at 1280x720.
# Every screen: the prevention banner along the bottom.
# (its left margin: the notice and the session's chip are centred beside it)
set(common "prevention-banner:0,0.935,0.03,0.995:#111144:20:0.9")
# The lobby: its light background, the top bar, and the three game cards' banners in their
# colours, in order.
set(expect_lobby "lobby-background:0,0.15,0.09,0.85:#f8e4c0:30:0.7"
                 "top-bar:0.56,0.01,0.72,0.08:#fdf8ec:24:0.9"
                 "happy-des-card:0.112,0.33,0.13,0.54:#0d4a3a:30:0.7"
                 "dede-card:0.383,0.33,0.4,0.54:#1a5ca8:30:0.7"
                 "happy-2014-card:0.653,0.33,0.672,0.54:#2a1a66:40:0.6")
# A DÉDÉ ticket being scratched: the blue background, the ticket's title band and its sea.
set(expect_dede-scratch "dede-background:0,0.4,0.22,0.88:#1a5aa6:24:0.8"
                        "ticket-title-band:0.35,0.135,0.7,0.175:#1155aa:20:0.9"
                        "ticket-sea:0.27,0.66,0.72,0.78:#1466a6:30:0.6")
set(regionArgs)
if(WIDTH EQUAL 1280 AND HEIGHT EQUAL 720 AND DEFINED expect_${SCREEN})
    foreach(region IN LISTS common expect_${SCREEN})
        list(APPEND regionArgs --region "${region}")
    endforeach()
endif()
execute_process(
    COMMAND "${CHECK}" "${out}" ${regionArgs}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE checkOut
    ERROR_VARIABLE checkErr)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${out} does not show the screen ${SCREEN}:\n${checkOut}${checkErr}")
endif()
message(STATUS "${out}: ${pngWidth}x${pngHeight}, ${size} bytes\n${checkOut}")
