// The translation unit that builds the shared precompiled header (cmake/precompiled_headers.cmake).
