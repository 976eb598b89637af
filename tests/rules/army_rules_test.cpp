// Turn order and modes of play for six armies.
#include <gtest/gtest.h>

#include <map>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/variant/armies.h"
#include "rules/variant/army_rules.h"
#include "rules/variant/variant.h"
#include "six_board.h"
#include "support/paths.h"

namespace {

rules::ArmyRules from(const std::string& text) {
  auto root = pp::yaml::load_string(text, "t.yaml");
  return rules::read_army_rules(pp::yaml::At("t.yaml", root), 6);
}
std::string rules_error(const std::string& text) {
  try {
    from(text);
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}
constexpr std::uint32_t kAll = 63;

}  // namespace

TEST(ArmyRules, LayoutModes) {
  const std::string file = pp::test::layout_path("six-armies").string();
  auto v = rules::load_variant(pp::yaml::At(file, pp::yaml::load_file(file)), six_cells());
  const auto& a = v.rules.armies;
  EXPECT_FALSE(a.random_order);
  ASSERT_EQ(a.modes.size(), 8u);
  EXPECT_EQ(a.mode("six players")->sides.size(), 6u);
  EXPECT_EQ(a.mode("two teams of three")->sides, (std::vector<std::vector<int>>{{0, 2, 4}, {3, 5, 1}}));
  EXPECT_EQ(a.mode("three teams of two")->sides, (std::vector<std::vector<int>>{{0, 3}, {2, 5}, {4, 1}}));
  EXPECT_EQ(a.mode("five players")->removed, (std::vector<int>{rules::Red}));
  EXPECT_EQ(a.mode("five players")->sides.size(), 5u);
  EXPECT_EQ(a.mode("five players and a neutral army")->neutral, rules::Red);
  EXPECT_TRUE(a.mode("five players and a neutral army")->random_order);
  EXPECT_EQ(a.mode("four players")->sides.size(), 4u);
  EXPECT_EQ(a.mode("no such"), nullptr);
}

TEST(ArmyRules, BadModesSayWhere) {
  EXPECT_EQ(rules_error("modes: [{name: x, sides: [[w, q]]}]"), "t.yaml:1:31: 'q' is not an army letter (w u y b g r)");
  EXPECT_EQ(rules_error("modes: [{name: x, sides: [[w, u]], removed: [w]}]"),
            "t.yaml:1:9: mode 'x': White is named twice");
  EXPECT_EQ(rules_error("modes: [{name: x, sides: [[w, u]]}]"),
            "t.yaml:1:9: mode 'x': Gold is neither played, removed nor neutral");
  EXPECT_EQ(rules_error("modes: [{name: x, neutral: r}]"),
            "t.yaml:1:9: mode 'x': a neutral army needs the random order (its mover is the round's first)");
  EXPECT_EQ(rules_error("order: sometimes"), "t.yaml:1:8: order is 'fixed' or 'random', not 'sometimes'");
  EXPECT_EQ(rules_error("modes: [{name: x}, {name: x}]"), "t.yaml:1:20: mode 'x' is named twice");
  EXPECT_EQ(rules_error("oder: fixed"), "t.yaml:1:1: unknown key 'oder' in armies (did you mean 'order'?)");
}

TEST(TurnOrder, FixedIsClockwiseSkippingArmiesOut) {
  rules::TurnOrder t(false, 1);
  auto r = t.next(kAll);
  EXPECT_EQ(r.order, (std::vector<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(r.first_die, 0);
  EXPECT_EQ(t.next(kAll & ~(1u << rules::Gold)).order, (std::vector<int>{0, 1, 3, 4, 5}));
}

TEST(TurnOrder, DiceAreReproducibleAndFair) {
  rules::TurnOrder a(true, 42), b(true, 42), c(true, 43);
  std::vector<int> first_a, first_c;
  std::map<int, int> faces;
  for (int i = 0; i < 6000; ++i) {
    auto ra = a.next(kAll), rb = b.next(kAll), rc = c.next(kAll);
    ASSERT_EQ(ra.order, rb.order);
    ASSERT_EQ(ra.first_die, rb.first_die);
    first_a.push_back(ra.first_die), first_c.push_back(rc.first_die);
    ++faces[ra.first_die], ++faces[ra.direction_die];
    // The first die names the first mover; the second the way round.
    ASSERT_EQ(ra.order.front(), ra.first_die - 1);
    const int step = ra.direction_die <= 3 ? 1 : 5;
    for (size_t k = 1; k < ra.order.size(); ++k) ASSERT_EQ(ra.order[k], (ra.order[k - 1] + step) % 6);
  }
  EXPECT_NE(first_a, first_c);
  for (int f = 1; f <= 6; ++f) EXPECT_NEAR(faces[f], 2000, 200) << "face " << f;
  // With White out, a throw of 1 passes the first move on in the thrown direction.
  rules::TurnOrder d(true, 7);
  for (int i = 0; i < 200; ++i) {
    auto r = d.next(kAll & ~1u);
    ASSERT_EQ(r.order.size(), 5u);
    if (r.first_die == 1) {
      EXPECT_EQ(r.order.front(), r.direction_die <= 3 ? rules::Blue : rules::Red);
    }
  }
}
