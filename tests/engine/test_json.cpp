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

// Found by tests/fuzz/fuzz_protocol.cpp: the driver answered the line "\xe7" with a message
// quoting the raw byte, and echoed invalid UTF-8 from strings ({"cmd": "\xff"}) in its
// refusals, so that a reply was not UTF-8 (RFC 8259 8.1) and a strict client could not read it.
TEST(Json, RejectsTextThatIsNotUtf8AndNeverQuotesARawByte) {
    for (const std::string bad : {"\xe7", "{\"cmd\": \"\xff\"}", "\"\xc3\"", "\"\xc0\xaf\"",
                                  "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xe2\x82\"",
                                  "\"\\\xe7\"", "[1, \xc3\xa9]"}) {
        try {
            (void)Json::parse(bad);
            ADD_FAILURE() << "accepted: " << bad;
        } catch (const JsonError& e) {
            const std::string what = e.what();
            for (char c : what) {
                EXPECT_LT(static_cast<unsigned char>(c), 0x80) << what;
            }
        }
    }
    EXPECT_EQ(Json::parse("\"Dés \xe2\x82\xac \xf0\x9f\x8e\xb2\"").asString(), "Dés € 🎲");
}

TEST(Json, WritesOnlyUtf8ReplacingBytesThatAreNot) {
    EXPECT_EQ(Json(std::string("d\xe9")).dump(), "\"d\\ufffd\"");
    EXPECT_EQ(Json(std::string("\xff\xfe")).dump(), "\"\\ufffd\\ufffd\"");
    EXPECT_EQ(Json(std::string("\xed\xa0\x80")).dump(), "\"\\ufffd\\ufffd\\ufffd\"");  // a surrogate
    EXPECT_EQ(Json(std::string("é € 🎲")).dump(), "\"é € 🎲\"");
    EXPECT_EQ(Json::parse(Json(std::string("a\xc3")).dump()).asString(), "a\xef\xbf\xbd");
}
