# cmake -DGZIP=gzip -DIN=file -DOUT=file.gz -P gzip.cmake
# gzip -9n: no file name and no timestamp in the header, so the output is reproducible.
get_filename_component(dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND "${GZIP}" -9 -n -c "${IN}" OUTPUT_FILE "${OUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    file(REMOVE "${OUT}")
    message(FATAL_ERROR "gzip ${IN}: ${rc}")
endif()
