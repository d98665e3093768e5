# instants_png_size(FILE <png> <width-var> <height-var>): the picture's size, read from the PNG
# signature and the IHDR chunk (width and height as 32-bit big-endian integers). A file that
# is not a PNG stops the script with a message naming it. For cmake -P check scripts.
function(instants_png_size file widthVar heightVar)
    file(READ "${file}" head LIMIT 24 HEX)
    string(SUBSTRING "${head}" 0 16 signature)
    if(NOT signature STREQUAL "89504e470d0a1a0a")
        message(FATAL_ERROR "${file} is not a PNG file (starts with ${signature})")
    endif()
    string(SUBSTRING "${head}" 32 8 hexWidth)
    string(SUBSTRING "${head}" 40 8 hexHeight)
    math(EXPR w "0x${hexWidth}")
    math(EXPR h "0x${hexHeight}")
    set(${widthVar} ${w} PARENT_SCOPE)
    set(${heightVar} ${h} PARENT_SCOPE)
endfunction()
