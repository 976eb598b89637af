# Diagram and rules-sheet tests.
add_executable(diagram_tests
  diagram_arrow_test.cpp
  diagram_flow_test.cpp
  diagram_captions_test.cpp
  diagram_hands_test.cpp
  diagram_legend_test.cpp
  diagram_legibility_test.cpp
  diagram_marks.cpp
  diagram_marker_test.cpp
  diagram_native_cells_test.cpp
  diagram_native_lists_test.cpp
  diagram_rules_test.cpp
  diagram_sheet_spec_test.cpp
  diagram_spec_test.cpp
  diagram_text_test.cpp
  game_comment_cells_test.cpp
  support.cpp
)
target_link_libraries(diagram_tests PRIVATE pp_render test_paths PkgConfig::TURBOJPEG GTest::gtest_main)
gtest_discover_tests(diagram_tests DISCOVERY_TIMEOUT 60)

# A picture of every marker, for looking at them (not a test).
add_executable(diagram_preview diagram_preview.cpp)
target_link_libraries(diagram_preview PRIVATE pp_render)

# The command itself: bad input is one line, exit 2 and no file; a PNG carries its 300 dpi.
add_test(NAME DiagramCli.BadInputIsOneLineExitTwoNoFile COMMAND sh -c "\
  d=$(mktemp -d) && \
  for args in '--fen 8/8/9/8/8/8/8/8' '--moves e9' '--mark e4:captur' '--moves e4' '--width 3mm'; do \
    $<TARGET_FILE:pawnprint> diagram ${CMAKE_SOURCE_DIR}/layouts/chess.yaml $args --out $d/x.svg 2>$d/err; \
    test $? -eq 2 || exit 1; test ! -e $d/x.svg || exit 1; test $(wc -l < $d/err) -eq 1 || exit 1; \
  done")
add_test(NAME DiagramCli.SeedExampleAsSvgAndPng COMMAND sh -c "\
  d=$(mktemp -d) && L=${CMAKE_SOURCE_DIR}/layouts/grand-chess.yaml && F=10/10/10/10/10/2R2Q4/10/4c5/10/10 && \
  $<TARGET_FILE:pawnprint> diagram $L --fen $F --moves e3 --out $d/s.svg && \
  test $(grep -o 'class=\"marker capture [a-z0-9]*\"' $d/s.svg | sort -u | wc -l) -eq 2 && grep -q 'class=\"marker capture c5\"' $d/s.svg && \
  grep -q 'class=\"marker capture f5\"' $d/s.svg && grep -q 'class=\"cell c5 ' $d/s.svg && \
  $<TARGET_FILE:pawnprint> diagram $L --fen $F --moves e3 --out $d/s.png && \
  od -A n -t x1 $d/s.png | tr -d ' \\n' | grep -q '7048597300002e2300002e2301'")
# Without --width a diagram is 80 mm wide, wider only when the board's cells would be too small
# to read: chess stays at 80 mm (84 mm page, 238 pt), Six Armies grows; --width still rules.
add_test(NAME DiagramCli.DefaultWidthFollowsTheBoard COMMAND sh -c "\
  d=$(mktemp -d) && P=$<TARGET_FILE:pawnprint> && L=${CMAKE_SOURCE_DIR}/layouts && \
  $P diagram $L/chess.yaml --out $d/c.pdf && $P diagram $L/six-armies.yaml --out $d/s.pdf && \
  $P diagram $L/six-armies.yaml --width 80mm --out $d/n.pdf && \
  w() { pdfinfo $1 | sed -n 's/^Page size: *\\([0-9.]*\\) x.*/\\1/p' | cut -d. -f1; } && \
  test $(w $d/c.pdf) -eq 238 && test $(w $d/s.pdf) -gt 300 && test $(w $d/n.pdf) -eq 238")
