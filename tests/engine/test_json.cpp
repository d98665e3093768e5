#include <gtest/gtest.h>

#include <clocale>
#include <cstdint>
#include <limits>
#include <string_view>

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
    for (const char* bad :
         {"", "{", "{\"a\" 1}", "[1,]", "01", "1.", "\"\\x\"", "tru", "{\"a\":1,\"a\":2}",
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
    for (const std::string bad :
         {"\xe7", "{\"cmd\": \"\xff\"}", "\"\xc3\"", "\"\xc0\xaf\"", "\"\xed\xa0\x80\"",
          "\"\xf4\x90\x80\x80\"", "\"\xe2\x82\"", "\"\\\xe7\"", "[1, \xc3\xa9]"}) {
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
    EXPECT_EQ(Json(std::string("\xed\xa0\x80")).dump(),
              "\"\\ufffd\\ufffd\\ufffd\"");  // a surrogate
    EXPECT_EQ(Json(std::string("é € 🎲")).dump(), "\"é € 🎲\"");
    EXPECT_EQ(Json::parse(Json(std::string("a\xc3")).dump()).asString(), "a\xef\xbf\xbd");
}

// The protocol's strictness (docs/protocol.md, "Framing"), pinned value by value.

TEST(Json, KeepsIntegersOf64BitsExactlyAndReadsLargerOnesAsDoubles) {
    EXPECT_EQ(Json::parse("9223372036854775807").asInt(), INT64_MAX);
    EXPECT_EQ(Json::parse("-9223372036854775808").asInt(), INT64_MIN);
    EXPECT_EQ(Json::parse("9007199254740993").asInt(), 9007199254740993);  // 2^53 + 1, exact
    EXPECT_EQ(Json::parse("-0").type(), Json::Type::Int);
    EXPECT_EQ(Json::parse("9223372036854775808").type(), Json::Type::Double);
    EXPECT_EQ(Json::parse("9223372036854775808").asDouble(), 9223372036854775808.0);
    EXPECT_EQ(Json::parse("-9223372036854775809").asDouble(), -9223372036854775808.0);
    EXPECT_EQ(Json::parse("18446744073709551617").asDouble(), 18446744073709551616.0);
    EXPECT_EQ(Json::parse("123456789012345678901234567890").asDouble(), 1.2345678901234568e29);
    EXPECT_EQ(Json::parse("2e2").type(), Json::Type::Double);
    EXPECT_EQ(Json::parse("200.0").type(), Json::Type::Double);
    EXPECT_EQ(Json::parse("0.1").asDouble(), 0.1);
    EXPECT_EQ(Json::parse("5e-324").asDouble(), 5e-324);
    for (const char* bad :
         {"1e400", "-1e400", "NaN", "Infinity", "-Infinity", "+1", ".5", "0x10", "1.5e"}) {
        EXPECT_THROW((void)Json::parse(bad), JsonError) << bad;
    }
}

TEST(Json, RefusesADuplicateKeyAtTheEndOfTheSecondOne) {
    try {
        (void)Json::parse(R"({"a":1,"a":2})");
        ADD_FAILURE() << "accepted";
    } catch (const JsonError& e) {
        EXPECT_EQ(e.offset(), 10U);
        EXPECT_STREQ(e.what(), "invalid JSON at byte 10: duplicate key \"a\"");
    }
    EXPECT_THROW((void)Json::parse(R"({"x": [{"b": 1, "c": 2, "b": 3}]})"), JsonError);
    EXPECT_THROW((void)Json::parse(R"({"\u00e9": 1, "é": 2})"),
                 JsonError);  // the same key once read
    EXPECT_NO_THROW((void)Json::parse(R"({"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]})"));
}

TEST(Json, AllowsExactlyMaxDepthLevelsAndNamesTheValueTooDeep) {
    const auto nested = [](int levels, const std::string& inner) {
        return std::string(static_cast<std::size_t>(levels), '[') + inner +
               std::string(static_cast<std::size_t>(levels), ']');
    };
    EXPECT_NO_THROW((void)Json::parse(nested(64, "1")));  // the 1 is 64 levels down
    EXPECT_NO_THROW((void)Json::parse(nested(65, "")));   // the innermost (empty) array is
    try {
        (void)Json::parse(nested(65, " 1"));
        ADD_FAILURE() << "accepted";
    } catch (const JsonError& e) {
        EXPECT_EQ(e.offset(), 66U);
        EXPECT_STREQ(e.what(), "invalid JSON at byte 66: nesting deeper than 64 levels");
    }
    EXPECT_NO_THROW((void)Json::parse(R"({"a": {"b": 1}})", 2));
    const std::string deep = R"({"a": {"b": {"c":  true}}})";
    try {
        (void)Json::parse(deep, 2);
        ADD_FAILURE() << "accepted";
    } catch (const JsonError& e) {
        EXPECT_EQ(e.offset(), deep.find("true"));
    }
    try {
        (void)Json::parse(R"([[ [[]] ]])", 2);
        ADD_FAILURE() << "accepted";
    } catch (const JsonError& e) {
        EXPECT_EQ(e.offset(), 4U);
    }
}

TEST(Json, RefusesWhatRfc8259DoesNotAllow) {
    for (const std::string& bad :
         {std::string("\xef\xbb\xbf{}"), std::string("\f1"), std::string("\v1"),
          std::string("\"\\udc00\""), std::string("\"\\ud800\\u0041\""),
          std::string("\"\\ud800x\""), std::string("\"\\u12\""), std::string("\"\\U0041\""),
          std::string("[1 2]"), std::string("{\"a\": 1,}"), std::string("// c\n1"),
          std::string("'a'"), std::string("[1]\x00", 4), std::string("\"a\x00\"", 4),
          std::string("\"\x7f\xc2\""), std::string("{\"a\"}")}) {
        EXPECT_THROW((void)Json::parse(bad), JsonError) << bad;
    }
    EXPECT_EQ(Json::parse(" \t\r\n1 \t\r\n").asInt(), 1);
    EXPECT_EQ(Json::parse(R"("\u0000\/\b\f\n\r\t\"\\")").asString(),
              std::string("\0/\b\f\n\r\t\"\\", 9));
    EXPECT_EQ(Json::parse(R"("\uD83C\uDFB2\u20AC")").asString(), "🎲€");
}

TEST(Json, NamesTheProblemAsTheProtocolDocumentsIt) {
    const auto message = [](std::string_view text) -> std::string {
        try {
            (void)Json::parse(text);
        } catch (const JsonError& e) {
            return e.what();
        }
        return "accepted";
    };
    // docs/protocol.md, "Errors" and the example session.
    EXPECT_EQ(message(R"({"cmd": "start", "game": "dede", "stake_cents": 200)"),
              "invalid JSON at byte 51: ',' or '}' was expected in an object");
    EXPECT_EQ(message("\xe7"), "invalid JSON at byte 0: unexpected character byte 0xE7");
    EXPECT_EQ(message(""), "invalid JSON at byte 0: unexpected end of input, a value was expected");
    EXPECT_EQ(message("[1] 2"), "invalid JSON at byte 4: unexpected text after the JSON value");
    EXPECT_EQ(message("[1, 2"), "invalid JSON at byte 5: ',' or ']' was expected in an array");
    EXPECT_EQ(
        message("{\"cmd\": \"\xff\"}"),
        "invalid JSON at byte 9: invalid UTF-8 in a string (JSON text is UTF-8, RFC 8259 8.1)");
}

TEST(Json, WritesEscapesAndNumbersAsTheProtocolShowsThem) {
    EXPECT_EQ(Json(std::string("\b\f\x01\x1f\x7f/\r\t\n")).dump(), R"("\u0008\u000c\u0001\u001f)"
                                                                   "\x7f"
                                                                   R"(/\r\t\n")");
    EXPECT_EQ(Json(0.0001).dump(), "1e-04");
    EXPECT_EQ(Json(1e15).dump(), "1e+15");
    EXPECT_EQ(Json(123456789012.0).dump(), "123456789012.0");
    EXPECT_EQ(Json(-0.0).dump(), "-0.0");
    EXPECT_EQ(Json(std::numeric_limits<double>::infinity()).dump(), "null");
    EXPECT_EQ(Json(INT64_MIN).dump(), "-9223372036854775808");
    Json o = Json::object();
    o.set("z", Json::array());
    o.set("a", Json::object());
    EXPECT_EQ(o.dump(), R"({"z": [], "a": {}})");
}
