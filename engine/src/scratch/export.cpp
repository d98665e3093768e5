#include "instants/scratch/export.h"

#include <charconv>
#include <string_view>

namespace instants::scratch {

namespace {

void appendInt(std::string& out, std::int64_t v) {
    char buf[24];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, static_cast<std::size_t>(end - buf));
}

[[noreturn]] void fail(const std::string& what) {
    throw TicketJsonError("ticket JSON: " + what);
}

const Json& member(const Json& object, std::string_view key, const std::string& where) {
    const Json* v = object.find(key);
    if (v == nullptr) {
        fail(where + "\"" + std::string(key) + "\" is missing");
    }
    return *v;
}

std::int64_t integer(const Json& object, std::string_view key, const std::string& where,
                     std::int64_t min, std::int64_t max) {
    const Json& v = member(object, key, where);
    if (!v.isInt() || v.asInt() < min || v.asInt() > max) {
        fail(where + "\"" + std::string(key) + "\" must be a whole number from " +
             std::to_string(min) + " to " + std::to_string(max));
    }
    return v.asInt();
}

const Json::Array& array(const Json& object, std::string_view key, const std::string& where,
                         std::size_t size) {
    const Json& v = member(object, key, where);
    if (!v.isArray() || v.asArray().size() != size) {
        fail(where + "\"" + std::string(key) + "\" must be an array of " + std::to_string(size));
    }
    return v.asArray();
}

void requireObject(const Json& v, const std::string& where) {
    if (!v.isObject()) {
        fail(where + "must be an object");
    }
}

constexpr std::int64_t kMaxCents = 1'000'000'000'000;

}  // namespace

Json ticketJson(const Ticket& ticket) {
    Json j = Json::object();
    j.set("ticket", ticket.index);
    j.set("prize_cents", ticket.prize);
    if (const auto* d = std::get_if<DedeLayout>(&ticket.layout)) {
        Json throws = Json::array();
        for (const DedeThrow& t : d->throws) {
            Json dice = Json::array();
            dice.push(int{t.dice[0]});
            dice.push(int{t.dice[1]});
            Json th = Json::object();
            th.set("dice", std::move(dice));
            th.set("gain_cents", t.gain);
            throws.push(std::move(th));
        }
        j.set("throws", std::move(throws));
        return j;
    }
    const auto& h = std::get<HappyLayout>(ticket.layout);
    const auto symbols = happySymbols();
    Json months = Json::array();
    for (std::size_t m = 0; m < kHappyMonths; ++m) {
        const HappyMonth& month = h.months[m];
        Json s = Json::array();
        s.push(symbols[month.symbols[0]].id);
        s.push(symbols[month.symbols[1]].id);
        Json o = Json::object();
        o.set("month", happyMonths()[m].id);
        o.set("symbols", std::move(s));
        o.set("amount_cents", month.amount);
        months.push(std::move(o));
    }
    j.set("months", std::move(months));
    j.set("bonus_cents", h.bonus);
    return j;
}

void appendTicketJson(std::string& out, const Ticket& ticket) {
    out += "{\"ticket\": ";
    appendInt(out, static_cast<std::int64_t>(ticket.index));
    out += ", \"prize_cents\": ";
    appendInt(out, ticket.prize);
    if (const auto* d = std::get_if<DedeLayout>(&ticket.layout)) {
        out += ", \"throws\": [";
        for (std::size_t t = 0; t < kDedeThrows; ++t) {
            const DedeThrow& th = d->throws[t];
            out += t == 0 ? "{\"dice\": [" : ", {\"dice\": [";
            appendInt(out, th.dice[0]);
            out += ", ";
            appendInt(out, th.dice[1]);
            out += "], \"gain_cents\": ";
            appendInt(out, th.gain);
            out += '}';
        }
        out += "]}";
        return;
    }
    const auto& h = std::get<HappyLayout>(ticket.layout);
    const auto symbols = happySymbols();
    out += ", \"months\": [";
    for (std::size_t m = 0; m < kHappyMonths; ++m) {
        const HappyMonth& month = h.months[m];
        out += m == 0 ? "{\"month\": \"" : ", {\"month\": \"";
        out += happyMonths()[m].id;  // ASCII ids: nothing to escape
        out += "\", \"symbols\": [\"";
        out += symbols[month.symbols[0]].id;
        out += "\", \"";
        out += symbols[month.symbols[1]].id;
        out += "\"], \"amount_cents\": ";
        appendInt(out, month.amount);
        out += '}';
    }
    out += "], \"bonus_cents\": ";
    appendInt(out, h.bonus);
    out += '}';
}

Ticket ticketFromJson(GameId game, const Json& json) {
    requireObject(json, "");
    Ticket t;
    t.game = game;
    t.index = static_cast<std::uint64_t>(
        integer(json, "ticket", "", 0, static_cast<std::int64_t>(plan(game).ticketsPerBlock) - 1));
    t.prize = integer(json, "prize_cents", "", 0, kMaxCents);
    if (game == GameId::Dede) {
        DedeLayout d;
        const Json::Array& throws = array(json, "throws", "", kDedeThrows);
        for (std::size_t i = 0; i < kDedeThrows; ++i) {
            const std::string where = "throw " + std::to_string(i + 1) + ": ";
            requireObject(throws[i], where);
            const Json::Array& dice = array(throws[i], "dice", where, 2);
            for (std::size_t k = 0; k < 2; ++k) {
                if (!dice[k].isInt() || dice[k].asInt() < 1 || dice[k].asInt() > 6) {
                    fail(where + "a die face must be a whole number from 1 to 6");
                }
                d.throws[i].dice[k] = static_cast<std::uint8_t>(dice[k].asInt());
            }
            d.throws[i].gain = integer(throws[i], "gain_cents", where, 0, kMaxCents);
        }
        t.layout = d;
    } else {
        HappyLayout h;
        const Json::Array& months = array(json, "months", "", kHappyMonths);
        const auto symbols = happySymbols();
        for (std::size_t m = 0; m < kHappyMonths; ++m) {
            const std::string where = "month " + std::to_string(m + 1) + ": ";
            requireObject(months[m], where);
            const Json& name = member(months[m], "month", where);
            if (!name.isString() || name.asString() != happyMonths()[m].id) {
                fail(where + "\"month\" must be \"" + std::string(happyMonths()[m].id) + "\"");
            }
            const Json::Array& pair = array(months[m], "symbols", where, 2);
            for (std::size_t k = 0; k < 2; ++k) {
                std::size_t found = symbols.size();
                for (std::size_t s = 0; s < symbols.size() && pair[k].isString(); ++s) {
                    if (symbols[s].id == pair[k].asString()) {
                        found = s;
                    }
                }
                if (found == symbols.size()) {
                    fail(where + "a symbol must be the id of one of the " +
                         std::to_string(symbols.size()) + " symbols");
                }
                h.months[m].symbols[k] = static_cast<std::uint8_t>(found);
            }
            h.months[m].amount = integer(months[m], "amount_cents", where, 0, kMaxCents);
        }
        h.bonus = integer(json, "bonus_cents", "", 0, kMaxCents);
        t.layout = h;
    }
    const std::string problem = layoutProblem(t.layout, t.prize);
    if (!problem.empty()) {
        fail(problem);
    }
    t.combination = static_cast<std::uint8_t>(*combinationOf(t.layout));
    return t;
}

}  // namespace instants::scratch
