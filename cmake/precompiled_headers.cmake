# Most of a file's compile time here is spent parsing headers it shares with every other file:
# the standard library's, and yaml-cpp's, which every reader of layouts, themes and rules sees
# through common/yamldoc.h (about 90,000 lines a file). They are parsed once into a precompiled
# header that every library reuses, and once more with GoogleTest's for the test programs, whose
# flags differ (-O1). PAWNPRINT_PCH=OFF builds without, to check that each file includes what it
# uses.
option(PAWNPRINT_PCH "Precompile the headers every file shares" ON)
# The fuzzing build instruments the libraries with sanitizer flags that one shared precompiled
# header, built without them, would not match: it parses the headers in each file instead.
if(PAWNPRINT_FUZZ)
  set(PAWNPRINT_PCH OFF)
endif()

set(pawnprint_shared_headers
  <algorithm> <array> <cmath> <cstdint> <cstdio> <filesystem> <fstream> <functional> <map>
  <memory> <optional> <set> <sstream> <stdexcept> <string> <string_view> <utility> <vector>
  <yaml-cpp/yaml.h>)

if(PAWNPRINT_PCH)
  add_library(pp_pch STATIC ${CMAKE_CURRENT_LIST_DIR}/pch/empty.cpp)
  target_link_libraries(pp_pch PRIVATE yaml-cpp)
  target_precompile_headers(pp_pch PRIVATE ${pawnprint_shared_headers})
endif()

# pawnprint_precompiled(TARGET): the libraries' shared headers.
function(pawnprint_precompiled target)
  if(PAWNPRINT_PCH)
    target_precompile_headers(${target} REUSE_FROM pp_pch)
  endif()
endfunction()

# pawnprint_test_precompiled(TARGET...): the shared headers and GoogleTest's, built once with the
# test programs' flags.
function(pawnprint_test_precompiled)
  if(NOT PAWNPRINT_PCH)
    return()
  endif()
  if(NOT TARGET pp_test_pch)
    add_library(pp_test_pch STATIC ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/pch/empty.cpp)
    target_link_libraries(pp_test_pch PRIVATE yaml-cpp GTest::gtest)
    target_compile_options(pp_test_pch PRIVATE -O1)
    target_precompile_headers(pp_test_pch PRIVATE ${pawnprint_shared_headers} <gtest/gtest.h>)
  endif()
  foreach(target ${ARGN})
    target_precompile_headers(${target} REUSE_FROM pp_test_pch)
  endforeach()
endfunction()
