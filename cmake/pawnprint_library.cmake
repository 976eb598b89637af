# One static library per folder. Its headers are reachable only as "FOLDER/header.h", and only
# from code that links it (directly or through a library that lists it in DEPS): each library's
# include directory is a folder in the build tree holding a single link named after the source
# folder. So a header of a folder that is not among a library's dependencies does not compile.
function(pawnprint_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;DEPS;PACKAGES")
  # A folder of headers only is an interface library: nothing to compile, the same visibility.
  set(scope PUBLIC)
  if(arg_SOURCES)
    add_library(pp_${name} STATIC ${arg_SOURCES})
    pawnprint_precompiled(pp_${name})
  else()
    add_library(pp_${name} INTERFACE)
    set(scope INTERFACE)
  endif()
  set(stage ${CMAKE_BINARY_DIR}/include/${name})
  file(MAKE_DIRECTORY ${stage})
  file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${stage}/${name} SYMBOLIC)
  target_include_directories(pp_${name} ${scope} ${stage})
  list(TRANSFORM arg_DEPS PREPEND pp_)
  target_link_libraries(pp_${name} ${scope} ${arg_DEPS} ${arg_PACKAGES})
endfunction()
