#include <gtest/gtest.h>

#include <clocale>

#include "instants/json.h"

using instants::Json;
using instants::JsonError;

TEST(Json, ParsesAndWritesTheProtocolsValues) {
    const Json j = Json::parse(R"( {"cmd": "start", "game": "happy-des", "stake_cents": 100,
        "ok": true, "x": null, "list": [1, -2, 3.5, "é\u00e9\n"], "nested": {"a": []}} )");
    EXPECT_EQ(j.find("cmd")->asString(), "start");
    EXPECT_EQ(j.find("stake_cents")->asInt(), 100);
    EXPECT_TRUE(j.find("ok")->asBool());
    EXPECT_TRUE(j.find("x")->isNull());
    EXPECT_EQ(j.find("list")->asArray()[1].asInt(), -2);
    EXPECT_DOUBLE_EQ(j.find("list")->asArray()[2].asDouble(), 3.5);
    EXPECT_EQ(j.find("list")->asArray()[3].asString(), "éé\n");
    EXPECT_EQ(j.find("missing"), nullptr);
    EXPECT_EQ(Json::parse(j.dump()), j);
    EXPECT_EQ(Json::parse(R"("\ud83c\udfb2")").asString(), "🎲");
}

TEST(Json, KeepsInsertionOrderAndWritesCompactLines) {
    Json o = Json::object();
    o.set("ok", true);
    o.set("b", 1);
    o.set("a", "x\"y");
    o.set("b", 2);
    EXPECT_EQ(o.dump(), R"({"ok": true, "b": 2, "a": "x\"y"})");
    Json a = Json::array();
    a.push(0.7);
    a.push(1.0);
    EXPECT_EQ(a.dump(), "[0.7, 1.0]");
}

TEST(Json, NumbersDoNotDependOnTheCLocale) {
    // A Qt application sets LC_NUMERIC from the environment (a comma in French).
    const char* old = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = old != nullptr ? old : "C";
    if (std::setlocale(LC_NUMERIC, "fr_FR.UTF-8") == nullptr) {
        std::setlocale(LC_NUMERIC, "de_DE.UTF-8");
    }
    EXPECT_DOUBLE_EQ(Json::parse("0.25").asDouble(), 0.25);
    EXPECT_EQ(Json(0.25).dump(), "0.25");
    std::setlocale(LC_NUMERIC, saved.c_str());
}

TEST(Json, RejectsMalformedTextWithTheOffsetOfTheProblem) {
    for (const char* bad : {"", "{", "{\"a\" 1}", "[1,]", "01", "1.", "\"\\x\"", "tru", "{\"a\":1,\"a\":2}",
                            "\"unterminated", "[1] 2", "{1:2}", "\"\\ud800\"", "-", "1e", "\"a\tb\""}) {
        try {
            (void)Json::parse(bad);
            ADD_FAILURE() << "accepted: " << bad;
        } catch (const JsonError& e) {
            EXPECT_NE(std::string(e.what()).find("at byte"), std::string::npos) << e.what();
        }
    }
    try {
        (void)Json::parse("{\"cmd\": ?}");
    } catch (const JsonError& e) {
        EXPECT_EQ(e.offset(), 8U);
    }
}

TEST(Json, BoundsTheNestingDepth) {
    std::string deep(100000, '[');
    EXPECT_THROW((void)Json::parse(deep), JsonError);
    EXPECT_NO_THROW((void)Json::parse("[[[[1]]]]"));
}
