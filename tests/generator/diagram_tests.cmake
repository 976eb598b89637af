# Diagram and rules-sheet tests.
add_executable(diagram_tests
  diagram_arrow_test.cpp
  diagram_flow_test.cpp
  diagram_legend_test.cpp
  diagram_marker_test.cpp
  diagram_sheet_spec_test.cpp
  diagram_spec_test.cpp
  diagram_text_test.cpp
)
target_link_libraries(diagram_tests PRIVATE pawnprint_gen GTest::gtest_main)
target_compile_definitions(diagram_tests PRIVATE PAWNPRINT_LAYOUTS="${CMAKE_SOURCE_DIR}/layouts")
gtest_discover_tests(diagram_tests DISCOVERY_TIMEOUT 60)

# A picture of every marker, for looking at them (not a test).
add_executable(diagram_preview diagram_preview.cpp)
target_link_libraries(diagram_preview PRIVATE pawnprint_gen)
