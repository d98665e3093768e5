// The JSON-lines protocol: every bad request gets "ok": false with a code and a message, and
// leaves the state as it was.
#include <gtest/gtest.h>

#include "../support/temp_dir.h"
#include "instants/session/protocol.h"

using namespace instants;

namespace {

Json reply(Protocol& p, const std::string& line) {
    return Json::parse(p.handle(line));
}

}  // namespace

TEST(Protocol, BadRequestsAreRefusedWithACodeAndTheStateUnchanged) {
    test::TempDir dir;
    Session::Options o;
    o.database = dir / "j.db";
    o.seed = 1;
    o.blockDirectory = dir / "blocks";
    Session session(o);
    Protocol p(session);
    ASSERT_TRUE(reply(p, R"({"cmd": "start", "game": "happy-des", "stake_cents": 200})")
                    .find("ok")
                    ->asBool());
    const Json state = *reply(p, R"({"cmd": "state"})").find("state");
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"not json", "bad_json"},
        {R"({"cmd": "state")", "bad_json"},
        {"[1, 2]", "bad_request"},
        {R"({"command": "state"})", "bad_request"},
        {R"({"cmd": 3})", "bad_request"},
        {R"({"cmd": "dance"})", "unknown_command"},
        {R"({"cmd": "start"})", "bad_request"},
        {R"({"cmd": "start", "game": "poker", "stake_cents": 100})", "unknown_game"},
        {R"({"cmd": "start", "game": "happy-des", "stake_cents": "100"})", "bad_request"},
        {R"({"cmd": "start", "game": "happy-des", "stake_cents": 1.5})", "bad_request"},
        {R"({"cmd": "start", "game": "dede", "stake_cents": 200})", "game_in_progress"},
        {R"({"cmd": "start", "game": "dede", "stake_cents": 200, "artwork": 5})", "bad_request"},
        {R"({"cmd": "start", "game": "dede", "stake_cents": 200, "artwork": "4"})", "bad_request"},
        {R"({"cmd": "act"})", "bad_request"},
        {R"({"cmd": "act", "action": "stop"})", "illegal_action"},
        {R"({"cmd": "act", "action": "reveal:throw1"})", "illegal_action"},
        {R"({"cmd": "history", "limit": -1})", "bad_request"},
        {R"({"cmd": "reset_balance"})", "game_in_progress"},
    };
    for (const auto& [line, code] : cases) {
        const Json r = reply(p, line);
        EXPECT_FALSE(r.find("ok")->asBool()) << line;
        ASSERT_NE(r.find("error"), nullptr) << line;
        EXPECT_EQ(r.find("error")->find("code")->asString(), code) << line;
        EXPECT_FALSE(r.find("error")->find("message")->asString().empty()) << line;
        EXPECT_EQ(*r.find("state"), state) << line;
    }
}

TEST(Protocol, RepliesCarryTheDocumentedState) {
    test::TempDir dir;
    Session::Options o;
    o.database = dir / "j.db";
    o.seed = 2;
    o.initialBalance = 1000;
    o.blockDirectory = dir / "blocks";
    Session session(o);
    Protocol p(session);
    Json r = reply(p, R"({"cmd": "state"})");
    EXPECT_EQ(r.dump(), R"({"ok": true, "state": {"balance_cents": 1000, "game": null}})");
    r = reply(p, R"({"cmd": "start", "game": "happy-des", "stake_cents": 100})");
    const Json& g = *r.find("state")->find("game");
    EXPECT_EQ(r.find("state")->find("balance_cents")->asInt(), 900);
    for (const char* key : {"id", "game", "stake_cents", "phase", "allowed_actions", "events",
                            "finished", "win_cents"}) {
        EXPECT_NE(g.find(key), nullptr) << key;
    }
    EXPECT_EQ(g.find("phase")->asString(), "stage1_roll");
    EXPECT_EQ(g.find("allowed_actions")->asArray().size(), 1U);
    EXPECT_EQ(g.find("events")->asArray()[0].find("type")->asString(), "stage1_amount");
    while (
        !reply(p, R"({"cmd": "state"})").find("state")->find("game")->find("finished")->asBool()) {
        const Json s = reply(p, R"({"cmd": "state"})");
        const std::string a =
            s.find("state")->find("game")->find("allowed_actions")->asArray()[0].asString();
        ASSERT_TRUE(reply(p, R"({"cmd": "act", "action": ")" + a + "\"}").find("ok")->asBool());
    }
    r = reply(p, R"({"cmd": "history", "limit": 5})");
    ASSERT_TRUE(r.find("ok")->asBool());
    ASSERT_EQ(r.find("games")->asArray().size(), 1U);
    const Json& h = r.find("games")->asArray()[0];
    EXPECT_EQ(h.find("game")->asString(), "happy-des");
    EXPECT_TRUE(h.find("finished")->asBool());
    EXPECT_EQ(*h.find("events"),
              *reply(p, R"({"cmd": "state"})").find("state")->find("game")->find("events"));
    r = reply(p, R"({"cmd": "reset_balance"})");
    EXPECT_EQ(r.find("state")->find("balance_cents")->asInt(), 1000);
}
